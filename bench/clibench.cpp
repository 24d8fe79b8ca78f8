// SPDX-License-Identifier: GPL-3.0-or-later
// sudoku-clibench: sudoku-cli against the engine it runs, in the same run on the same puzzles.
//
//   sudoku-clibench [--seconds S] [--rounds N] [--jobs 1,2,4] [--no-generate] [--no-logic] [FILE...]
//
// For each file (default: the sets of SUDOKU_DATA_DIR):
//   in-process  DfsSolver::solve on every puzzle, count to 2, one thread: the rate to reach;
//   cli jobs=J  `sudoku-cli count --limit 2 --jobs J` on the file repeated until the in-process solver needs
//               about S seconds for it, output to /dev/null, whole process timed (start-up, reading, parsing,
//               formatting, writing included);
// and the ratios cli(jobs 1) / in-process (in wall and in CPU time), cli(jobs J) / cli(jobs 1), and the CPU
// time (all threads) of jobs J against jobs 1, which load from elsewhere does not distort. Then, at each --jobs,
// `generate --count N`, `rate` on the third file (magictour_top1465, hard) and the second (17_clue, mostly easy),
// and `hint` on the second, each on a prefix of the file that one job needs about S seconds for (4S for the
// hard set). Every measurement is taken in each of N rounds, the rounds interleaved, and the best kept, so a
// burst of load from elsewhere on the machine hits all columns alike.

#include "sudoku/search/solver.h"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

namespace
{

using Clock = std::chrono::steady_clock;

const char *const kDefaultFiles[] = {"kaggle_10k.txt", "17_clue.txt", "magictour_top1465.txt",
    "forum_hardest_1905_11plus_10k.txt", "forum_hardest_1106.txt", "serg_benchmark.txt"};

constexpr std::size_t kLineBytes = 82; // a puzzle line of Puzzles::text: 81 cells and '\n'

struct Puzzles {
    std::vector<sudoku::Board> boards;
    std::string text; // the puzzle lines, as sudoku-cli reads them
};

Puzzles loadFile(const std::string &path)
{
    Puzzles puzzles;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.size() < 81 || line[0] == '#')
            continue;
        sudoku::Grid grid {};
        for (int i = 0; i < 81; ++i)
            grid[i] = (line[i] >= '1' && line[i] <= '9') ? static_cast<std::uint8_t>(line[i] - '0') : 0;
        puzzles.boards.push_back(sudoku::Board::fromGivens(grid));
        puzzles.text += line.substr(0, 81) + "\n";
    }
    return puzzles;
}

// Seconds for one pass over the boards, count to 2.
double inProcessPass(sudoku::Solver &solver, const std::vector<sudoku::Board> &boards)
{
    sudoku::SolveOptions options;
    options.solutionLimit = 2;
    const auto start = Clock::now();
    std::uint64_t solutions = 0;
    for (const auto &board : boards)
        solutions += solver.solve(board, options).solutionCount;
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (solutions == 0) {
        std::cerr << "sudoku-clibench: no puzzle was solved; the benchmark is void\n";
        std::exit(1);
    }
    return seconds;
}

// The CPU time of this process (the in-process loop runs on one thread).
double cpuSecondsOfSelf()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

double cpuSecondsOfChildren()
{
    rusage usage {};
    getrusage(RUSAGE_CHILDREN, &usage);
    const auto seconds = [](const timeval &t) { return static_cast<double>(t.tv_sec) + 1e-6 * t.tv_usec; };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// The CPU time (user + system, all threads) of the last timeCommand.
double lastCpuSeconds = 0;

// Wall seconds of a shell command; exits the benchmark when it fails.
double timeCommand(const std::string &command)
{
    const double cpuBefore = cpuSecondsOfChildren();
    const auto start = Clock::now();
    const int status = std::system(command.c_str());
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    lastCpuSeconds = cpuSecondsOfChildren() - cpuBefore;
    if (status != 0) {
        std::cerr << "sudoku-clibench: failed (" << status << "): " << command << "\n";
        std::exit(1);
    }
    return seconds;
}

std::string quote(const std::string &path)
{
    return "'" + path + "'";
}

// Writes the first `count` puzzles of `puzzles` to `path` (the puzzles repeated when there are fewer).
void writePrefix(const Puzzles &puzzles, const std::string &path, std::size_t count)
{
    std::ofstream out(path, std::ios::binary);
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t line = i % puzzles.boards.size();
        out.write(puzzles.text.data() + line * kLineBytes, kLineBytes);
    }
}

// Writes to `path` the prefix of `puzzles` (repeated if need be) on which `command()` needs about `seconds`,
// found by doubling a prefix until one run takes a quarter of that; returns the number of puzzles.
template<typename Command>
std::size_t calibrate(const Puzzles &puzzles, const std::string &path, double seconds, const Command &command)
{
    std::size_t count = 16;
    while (true) {
        writePrefix(puzzles, path, count);
        const double taken = timeCommand(command() + " > /dev/null");
        if (taken >= seconds / 4 || count >= (std::size_t(1) << 26)) {
            const auto wanted = static_cast<double>(count) * seconds / std::max(taken, 1e-6);
            count = std::max<std::size_t>(1, static_cast<std::size_t>(std::llround(wanted)));
            writePrefix(puzzles, path, count);
            return count;
        }
        count *= 2;
    }
}

std::vector<unsigned> parseJobs(const std::string &list)
{
    std::vector<unsigned> jobs;
    std::stringstream in(list);
    std::string item;
    while (std::getline(in, item, ','))
        jobs.push_back(static_cast<unsigned>(std::strtoul(item.c_str(), nullptr, 10)));
    return jobs;
}

void usage()
{
    std::cout << "usage: sudoku-clibench [--seconds S] [--rounds N] [--jobs 1,2,...] [--cli PATH] [--no-generate]"
                 " [--no-logic] [FILE...]\n";
}

struct Options {
    double targetSeconds = 1.0;
    int rounds = 3;
    std::string cli = SUDOKU_CLI_PATH;
    std::vector<unsigned> jobs;
    bool generate = true;
    bool logic = true;
    std::vector<std::string> files;
};

// The command line; exits with 0 after --help and 2 on a bad option.
Options parseOptions(int argc, char **argv, unsigned cores)
{
    Options o;
    o.jobs = {1, 2};
    if (cores > 2)
        o.jobs.push_back(cores);
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                usage();
                std::exit(2);
            }
            return argv[++i];
        };
        if (arg == "--seconds")
            o.targetSeconds = std::atof(value().c_str());
        else if (arg == "--rounds")
            o.rounds = std::max(1, std::atoi(value().c_str()));
        else if (arg == "--jobs")
            o.jobs = parseJobs(value());
        else if (arg == "--cli")
            o.cli = value();
        else if (arg == "--no-generate")
            o.generate = false;
        else if (arg == "--no-logic")
            o.logic = false;
        else if (arg == "--help" || arg == "-h") {
            usage();
            std::exit(0);
        } else if (!arg.empty() && arg[0] == '-') {
            usage();
            std::exit(2);
        } else
            o.files.push_back(arg);
    }
    if (o.jobs.empty() || o.jobs.front() != 1)
        o.jobs.insert(o.jobs.begin(), 1u); // every scaling ratio is against one job
    if (o.files.empty()) {
        for (const char *name : kDefaultFiles)
            o.files.push_back(std::string(SUDOKU_DATA_DIR) + "/" + name);
    }
    return o;
}

// count --limit 2 on every file, in process and as whole sudoku-cli runs with each --jobs: one table row a file.
// False when a file holds no puzzle.
bool countTable(const Options &o, const std::filesystem::path &scratch, unsigned cores)
{
    std::printf("count --limit 2, dfs; cli = whole sudoku-cli process on the file repeated; %u cores\n", cores);
    // ratio: wall time, in-process over cli; cpu ratio: the same with CPU times, which waiting for a core on a
    // loaded machine does not inflate.
    std::printf("%-34s %9s %12s %12s %7s %9s", "file", "puzzles", "in-process/s", "cli j1/s", "ratio", "cpu ratio");
    for (std::size_t j = 1; j < o.jobs.size(); ++j)
        std::printf(" %10s%-2u %6s %7s", "cli j", o.jobs[j], "x j1", "cpu");
    std::printf("\n");
    auto solver = sudoku::makeSolver(sudoku::Algorithm::Dfs);
    for (const auto &file : o.files) {
        const Puzzles puzzles = loadFile(file);
        if (puzzles.boards.empty()) {
            std::cerr << "sudoku-clibench: no puzzles in " << file << "\n";
            return false;
        }
        // Repeat the file until the in-process solver needs about o.targetSeconds for it.
        const double onePass = std::max(inProcessPass(*solver, puzzles.boards), 1e-6);
        const int copies = std::max(1, static_cast<int>(std::ceil(o.targetSeconds / onePass)));
        const std::string input = (scratch / "input.txt").string();
        {
            std::ofstream out(input, std::ios::binary);
            for (int c = 0; c < copies; ++c)
                out << puzzles.text;
        }
        const double total = static_cast<double>(puzzles.boards.size()) * copies;
        double inProcess = 1e300, inProcessCpu = 1e300;
        std::vector<double> cliSeconds(o.jobs.size(), 1e300), cliCpu(o.jobs.size(), 1e300);
        for (int round = 0; round < o.rounds; ++round) {
            double seconds = 0;
            const double cpuBefore = cpuSecondsOfSelf();
            for (int c = 0; c < copies; ++c)
                seconds += inProcessPass(*solver, puzzles.boards);
            inProcess = std::min(inProcess, seconds);
            inProcessCpu = std::min(inProcessCpu, cpuSecondsOfSelf() - cpuBefore);
            for (std::size_t j = 0; j < o.jobs.size(); ++j) {
                cliSeconds[j] = std::min(cliSeconds[j],
                    timeCommand(quote(o.cli) + " count --limit 2 --jobs " + std::to_string(o.jobs[j]) + " "
                        + quote(input) + " > /dev/null"));
                cliCpu[j] = std::min(cliCpu[j], lastCpuSeconds);
            }
        }
        const std::string name = std::filesystem::path(file).filename().string();
        std::printf("%-34s %9.0f %12.0f %12.0f %6.2fx %8.2fx", name.c_str(), total, total / inProcess,
            total / cliSeconds[0], inProcess / cliSeconds[0], inProcessCpu / cliCpu[0]);
        // cpu: CPU time of all threads for the whole run, against one job's (1.00x = no CPU spent on threads).
        for (std::size_t j = 1; j < o.jobs.size(); ++j)
            std::printf(
                " %12.0f %5.2fx %6.2fx", total / cliSeconds[j], cliSeconds[0] / cliSeconds[j], cliCpu[j] / cliCpu[0]);
        std::printf("\n");
        std::fflush(stdout);
    }

    return true;
}

} // namespace

int main(int argc, char **argv)
{
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const Options o = parseOptions(argc, argv, cores);
    const double targetSeconds = o.targetSeconds;
    const int rounds = o.rounds;
    const std::string &cli = o.cli;
    const std::vector<unsigned> &jobs = o.jobs;
    const std::vector<std::string> &files = o.files;
    const std::filesystem::path scratch
        = std::filesystem::temp_directory_path() / ("sudoku-clibench-" + std::to_string(::getpid()));
    std::filesystem::create_directories(scratch);
    if (!countTable(o, scratch, cores))
        return 2;

    // Best wall and CPU seconds of command(jobs) for every --jobs, rounds interleaved; printed as rates.
    const auto scaling = [&](const std::string &title, double items, const auto &command) {
        std::vector<double> seconds(jobs.size(), 1e300), cpu(jobs.size(), 1e300);
        for (int round = 0; round < rounds; ++round) {
            for (std::size_t j = 0; j < jobs.size(); ++j) {
                seconds[j] = std::min(seconds[j], timeCommand(command(jobs[j]) + " > /dev/null"));
                cpu[j] = std::min(cpu[j], lastCpuSeconds);
            }
        }
        std::printf("%s: j1 %.0f puzzles/s", title.c_str(), items / seconds[0]);
        for (std::size_t j = 1; j < jobs.size(); ++j)
            std::printf(", j%u %.0f/s (%.2fx j1, cpu %.2fx)", jobs[j], items / seconds[j], seconds[0] / seconds[j],
                cpu[j] / cpu[0]);
        std::printf("\n");
        std::fflush(stdout);
    };

    if (o.generate) {
        // About a second of generation on one thread at the default level and symmetry.
        const int count = std::max(1, static_cast<int>(targetSeconds * 1500));
        std::printf("\n");
        scaling("generate --count " + std::to_string(count) + " --seed 1", count, [&](unsigned j) {
            return quote(cli) + " generate --seed 1 --count " + std::to_string(count) + " --jobs " + std::to_string(j);
        });
    }

    if (o.logic && !files.empty()) {
        // Rating and hints cost from microseconds (an easy puzzle) to a tenth of a second (a forcing net) a
        // puzzle: each command gets a prefix of its file on which one job needs about S seconds.
        const std::string hard = files.size() > 2 ? files[2] : files.front(); // magictour_top1465 by default
        const std::string mixed = files.size() > 1 ? files[1] : files.front(); // 17_clue by default
        const auto logicScaling = [&](const std::string &command, const std::string &file, double seconds) {
            const Puzzles puzzles = loadFile(file);
            const std::string input = (scratch / (command + ".txt")).string();
            const auto run = [&](unsigned j) {
                return quote(cli) + " " + command + " --jobs " + std::to_string(j) + " " + quote(input);
            };
            const std::size_t n = calibrate(puzzles, input, seconds, [&] { return run(1); });
            scaling(command + " " + std::filesystem::path(file).filename().string() + " (" + std::to_string(n)
                    + " puzzles)",
                static_cast<double>(n), run);
        };
        // A hard puzzle can take a tenth of a second, and the last one to finish keeps the other threads idle:
        // the hard set runs four times as long, so that this tail stays small against the whole.
        logicScaling("rate", hard, 4 * targetSeconds);
        logicScaling("rate", mixed, targetSeconds);
        logicScaling("hint", mixed, targetSeconds);
    }
    std::filesystem::remove_all(scratch);
    return 0;
}
