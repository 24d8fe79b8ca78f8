// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-genbench: generator speed on one core, per level and per symmetry: puzzles per second and the
// median and 95th-percentile time per puzzle.
//
//   sudoku-genbench [--count N] [--repeat R] [--seed K] [--level L,...] [--symmetry S,...] [--minimal]
//                   [--variant V] [--max-attempts N]
//   sudoku-genbench --practise T,...|common|all [--practise-level L] [--count N] [--repeat R] [--seed K]
//                   [--variant V] [--max-attempts N]
//
// --practise times practise.h instead, per technique (ids as `sudoku-cli practise` takes them; "common" is the
// issue's list, "all" every technique that fits the variant): Learn mode, or Practise at --practise-level. The
// generator's attempts bound (--max-attempts, default PractiseOptions') counts puzzles given up in "gave up".
// --variant generates X, Hyper, Jigsaw or Killer puzzles instead of classic ones; --max-attempts overrides the
// generator's bound on the grids it tries (0: none; the default is defaultMaxAttempts, generator.h). A puzzle
// the generator gave up on counts in the "gave up" column and not in the times; "max" is the most grids one
// puzzle took.
//
// Every (level, symmetry) cell generates N puzzles R times, each run from another seed (puzzleSeed(K + run,
// i)), and pools the R x N times: the tail of a generator that retries until the level matches is a
// property of the puzzles, so more samples estimate it better than a best-of would. Times are the thread's
// CPU time (CLOCK_THREAD_CPUTIME_ID), so other processes on a shared machine slow the measurement much less
// than wall time would; puzzles per second of wall time are reported next to it. The per-level and
// per-symmetry rows pool the cells of that level or symmetry.

#include "sudoku/generate/generator.h"
#include "sudoku/generate/practise.h"
#include "sudoku/logic/rating.h"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace
{

double threadSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

struct Samples {
    std::vector<double> cpu; // seconds per puzzle
    double wall = 0; // seconds for all of them
    long attempts = 0;
    int maxAttempts = 0; // the most grids one puzzle took
    int gaveUp = 0; // puzzles the generator gave up on (its attempts ran out)

    double quantile(double q) const
    {
        if (cpu.empty())
            return 0;
        std::vector<double> sorted = cpu;
        std::sort(sorted.begin(), sorted.end());
        const auto index = static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1) + 0.5);
        return sorted[std::min(index, sorted.size() - 1)];
    }
    double total() const
    {
        double sum = 0;
        for (double t : cpu)
            sum += t;
        return sum;
    }
    void append(const Samples &other)
    {
        cpu.insert(cpu.end(), other.cpu.begin(), other.cpu.end());
        wall += other.wall;
        attempts += other.attempts;
        maxAttempts = std::max(maxAttempts, other.maxAttempts);
        gaveUp += other.gaveUp;
    }
};

struct Setup {
    bool minimal = false;
    sudoku::Variant variant = sudoku::Variant::Classic;
    int maxAttempts = sudoku::GeneratorOptions::kDefaultAttempts;
};

Samples run(
    std::optional<sudoku::Level> level, sudoku::Symmetry symmetry, const Setup &setup, int count, std::uint64_t seed)
{
    Samples samples;
    sudoku::GeneratorOptions options;
    options.level = level;
    options.symmetry = symmetry;
    options.minimal = setup.minimal;
    options.variant = setup.variant;
    options.maxAttempts = setup.maxAttempts;
    const auto wallStart = std::chrono::steady_clock::now();
    for (int i = 0; i < count; ++i) {
        const double start = threadSeconds();
        sudoku::Generator generator(sudoku::puzzleSeed(seed, static_cast<std::uint64_t>(i)));
        const auto generated = generator.generate(options);
        if (!generated) {
            ++samples.gaveUp;
            continue;
        }
        samples.cpu.push_back(threadSeconds() - start);
        samples.attempts += generated->attempts;
        samples.maxAttempts = std::max(samples.maxAttempts, generated->attempts);
        if (level && generated->rating.level != *level) {
            std::fprintf(stderr, "wrong level\n");
            std::exit(1);
        }
    }
    samples.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    return samples;
}

// Practise generation of one technique, timed like run().
Samples runPractise(
    sudoku::Technique technique, std::optional<sudoku::Level> level, const Setup &setup, int count, std::uint64_t seed)
{
    Samples samples;
    sudoku::PractiseOptions options;
    options.wanted = sudoku::TechniqueSet::of(technique);
    options.variant = setup.variant;
    if (level) {
        options.mode = sudoku::PractiseMode::Practise;
        options.level = *level;
    }
    if (setup.maxAttempts != sudoku::GeneratorOptions::kDefaultAttempts)
        options.maxAttempts = setup.maxAttempts;
    const auto wallStart = std::chrono::steady_clock::now();
    for (int i = 0; i < count; ++i) {
        const double start = threadSeconds();
        sudoku::PractiseGenerator generator(sudoku::puzzleSeed(seed, static_cast<std::uint64_t>(i)));
        const auto made = generator.generate(options);
        if (!made) {
            ++samples.gaveUp;
            continue;
        }
        samples.cpu.push_back(threadSeconds() - start);
        samples.attempts += made->generated.attempts;
        samples.maxAttempts = std::max(samples.maxAttempts, made->generated.attempts);
        if (made->until.step.technique != technique) {
            std::fprintf(stderr, "wrong technique\n");
            std::exit(1);
        }
    }
    samples.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    return samples;
}

std::vector<std::string> splitList(const std::string &text)
{
    std::vector<std::string> items;
    std::stringstream in(text);
    std::string item;
    while (std::getline(in, item, ','))
        items.push_back(item);
    return items;
}

// The verdict: the median under targetMedianMs and, with tailTarget, p95 under 5x the median.
void printRow(const std::string &name, const Samples &s, double targetMedianMs, bool tailTarget = true)
{
    const double median = s.quantile(0.5) * 1000;
    const double p95 = s.quantile(0.95) * 1000;
    const double perSecond = s.total() > 0 ? static_cast<double>(s.cpu.size()) / s.total() : 0;
    const double wallPerSecond = s.wall > 0 ? static_cast<double>(s.cpu.size()) / s.wall : 0;
    const char *verdict = "";
    if (targetMedianMs > 0)
        verdict = (median < targetMedianMs && (!tailTarget || p95 < 5 * median)) ? "yes" : "NO";
    std::printf("| %-12s | %6zu | %8.1f | %8.1f | %8.2f | %8.2f | %5.1fx | %6.2f | %4d | %4d | %-3s |\n", name.c_str(),
        s.cpu.size(), perSecond, wallPerSecond, median, p95, median > 0 ? p95 / median : 0.0,
        static_cast<double>(s.attempts) / static_cast<double>(std::max<std::size_t>(1, s.cpu.size())), s.maxAttempts,
        s.gaveUp, verdict);
    std::fflush(stdout);
}

void printHeader(const char *first)
{
    std::printf("| %-12s | %6s | %8s | %8s | %8s | %8s | %6s | %6s | %4s | %4s | %-3s |\n", first, "n", "puz/s",
        "wall/s", "med ms", "p95 ms", "p95/md", "tries", "max", "gave up", "ok");
    std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
}

// The common techniques: median at most 1 s; the others at most 10 s.
constexpr sudoku::Technique kCommon[] = {sudoku::Technique::XWing, sudoku::Technique::Swordfish,
    sudoku::Technique::XYWing, sudoku::Technique::XYZWing, sudoku::Technique::UniqueRectangle1,
    sudoku::Technique::Skyscraper, sudoku::Technique::TwoStringKite, sudoku::Technique::WWing,
    sudoku::Technique::SimpleColourTrap, sudoku::Technique::SimpleColourWrap, sudoku::Technique::AlsXZ,
    sudoku::Technique::Aic, sudoku::Technique::ForcingChainContradiction, sudoku::Technique::ForcingChainVerity};

int practiseBench(const std::vector<std::string> &names, std::optional<sudoku::Level> level, const Setup &setup,
    int count, int repeat, std::uint64_t seed)
{
    std::vector<sudoku::Technique> techniques;
    for (const auto &name : names) {
        if (name == "common") {
            techniques.insert(techniques.end(), std::begin(kCommon), std::end(kCommon));
        } else if (name == "all") {
            const auto fitting = sudoku::practiseTechniques(setup.variant);
            techniques.insert(techniques.end(), fitting.begin(), fitting.end());
        } else if (const auto t = sudoku::techniqueFromId(name)) {
            techniques.push_back(*t);
        } else {
            std::fprintf(stderr, "unknown technique '%s'\n", name.c_str());
            return 2;
        }
    }
    std::printf("sudoku-genbench --practise: %s, %s, %d puzzles x %d seeds per technique, from seed %llu; times are "
                "thread CPU time\n\n",
        std::string(sudoku::variantId(setup.variant)).c_str(),
        level ? ("practise at " + std::string(sudoku::levelId(*level))).c_str() : "learn", count, repeat,
        static_cast<unsigned long long>(seed));
    printHeader("technique");
    for (const auto technique : techniques) {
        if (level && sudoku::techniqueLevel(technique) > *level)
            continue;
        if (!sudoku::practiseFits(technique, setup.variant))
            continue;
        Samples pooled;
        for (int r = 0; r < repeat; ++r)
            pooled.append(runPractise(technique, level, setup, count, seed + static_cast<std::uint64_t>(r)));
        const bool common = std::find(std::begin(kCommon), std::end(kCommon), technique) != std::end(kCommon);
        printRow(std::string(sudoku::techniqueId(technique)), pooled, common ? 1000.0 : 10000.0, false);
    }
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    int count = 40;
    int repeat = 3;
    std::uint64_t seed = 1;
    Setup setup;
    std::vector<std::string> levelNames {"easy", "medium", "hard", "expert", "extreme"};
    std::vector<std::string> symmetryNames;
    std::vector<std::string> practiseNames;
    std::optional<sudoku::Level> practiseLevel;
    for (auto s : sudoku::kAllSymmetries)
        symmetryNames.emplace_back(sudoku::symmetryName(s));
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const bool hasValue = i + 1 < argc;
        if (arg == "--count" && hasValue)
            count = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--repeat" && hasValue)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (arg == "--seed" && hasValue)
            seed = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--level" && hasValue)
            levelNames = splitList(argv[++i]);
        else if (arg == "--symmetry" && hasValue)
            symmetryNames = splitList(argv[++i]);
        else if (arg == "--practise" && hasValue)
            practiseNames = splitList(argv[++i]);
        else if (arg == "--practise-level" && hasValue && sudoku::levelFromName(argv[i + 1]))
            practiseLevel = sudoku::levelFromName(argv[++i]);
        else if (arg == "--minimal")
            setup.minimal = true;
        else if (arg == "--variant" && hasValue && sudoku::variantFromId(argv[i + 1]))
            setup.variant = *sudoku::variantFromId(argv[++i]);
        else if (arg == "--max-attempts" && hasValue)
            setup.maxAttempts = std::max(0, std::atoi(argv[++i]));
        else {
            std::fprintf(stderr,
                "usage: sudoku-genbench [--count N] [--repeat R] [--seed K] [--level L,...] [--symmetry S,...] "
                "[--minimal] [--variant classic|x|hyper|jigsaw|killer] [--max-attempts N]\n"
                "       sudoku-genbench --practise T,...|common|all [--practise-level L] [--count N] [--repeat R] "
                "[--seed K] [--variant V] [--max-attempts N]\n");
            return 2;
        }
    }
    if (!practiseNames.empty())
        return practiseBench(practiseNames, practiseLevel, setup, count, repeat, seed);
    std::vector<std::optional<sudoku::Level>> levels;
    for (const auto &name : levelNames) {
        if (name == "any") {
            levels.emplace_back();
            continue;
        }
        const auto level = sudoku::levelFromName(name);
        if (!level) {
            std::fprintf(stderr, "unknown level '%s'\n", name.c_str());
            return 2;
        }
        levels.emplace_back(*level);
    }
    std::vector<sudoku::Symmetry> symmetries;
    for (const auto &name : symmetryNames) {
        const auto symmetry = sudoku::symmetryFromName(name);
        if (!symmetry) {
            std::fprintf(stderr, "unknown symmetry '%s'\n", name.c_str());
            return 2;
        }
        symmetries.push_back(*symmetry);
    }

    auto levelLabel = [](std::optional<sudoku::Level> level) {
        return level ? std::string(sudoku::levelId(*level)) : std::string("any");
    };
    auto targetMs = [variant = setup.variant](std::optional<sudoku::Level> level) {
        if (!level)
            return 0.0;
        // Issue 21, the variants: Easy to Expert under 50 ms, Master and Extreme under 500 ms.
        if (variant != sudoku::Variant::Classic)
            return *level >= sudoku::Level::Master ? 500.0 : 50.0;
        // Issue 4: Easy to Expert under 20 ms; issue 10: Master (chains, ALS) 100 ms, Extreme (forcing) 2 s.
        if (*level == sudoku::Level::Extreme)
            return 2000.0;
        return *level == sudoku::Level::Master ? 100.0 : 20.0;
    };

    std::printf("sudoku-genbench: %s, %d puzzles x %d seeds per cell, from seed %llu%s; times are thread CPU time\n\n",
        std::string(sudoku::variantId(setup.variant)).c_str(), count, repeat, static_cast<unsigned long long>(seed),
        setup.minimal ? ", minimal" : "");
    std::map<std::string, Samples> perLevel;
    std::map<std::string, Samples> perSymmetry;
    printHeader("level/symm");
    for (auto level : levels) {
        for (auto symmetry : symmetries) {
            Samples pooled;
            for (int r = 0; r < repeat; ++r)
                pooled.append(run(level, symmetry, setup, count, seed + static_cast<std::uint64_t>(r)));
            const std::string name = levelLabel(level).substr(0, 4) + "/" + std::string(sudoku::symmetryName(symmetry));
            printRow(name, pooled, targetMs(level));
            perLevel[levelLabel(level)].append(pooled);
            perSymmetry[std::string(sudoku::symmetryName(symmetry))].append(pooled);
        }
    }
    std::printf("\nPer level (all symmetries pooled)\n\n");
    printHeader("level");
    for (auto level : levels)
        printRow(levelLabel(level), perLevel[levelLabel(level)], targetMs(level));
    std::printf("\nPer symmetry (all levels pooled)\n\n");
    printHeader("symmetry");
    for (auto symmetry : symmetries)
        printRow(
            std::string(sudoku::symmetryName(symmetry)), perSymmetry[std::string(sudoku::symmetryName(symmetry))], 0);
    return 0;
}
