// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossary/glossaryexamples.h"

#include "workers/hintfinder.h"

#include "sudoku/io/formats.h"
#include "sudoku/logic/rating.h"

#include <QFile>

namespace glossaryexamples
{

std::vector<Example> load(const QString &path, QStringList *problems)
{
    std::vector<Example> examples;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        if (problems)
            problems->append(QStringLiteral("%1: %2").arg(path, file.errorString()));
        return examples;
    }
    int lineNumber = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        ++lineNumber;
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype space = line.indexOf(QLatin1Char(' '));
        const QByteArray id = line.left(space).toUtf8();
        QString rest = space < 0 ? QString() : line.mid(space + 1).trimmed();
        // The kind last: "<id> <puzzle> applies" (the script's puzzle lines hold no space, so a word after one is the
        // kind; any other word there is a mistake, not a part of the puzzle).
        auto mode = sudoku::SolveUntilMode::Takes;
        QString kind;
        const qsizetype lastSpace = rest.lastIndexOf(QLatin1Char(' '));
        if (lastSpace >= 0) {
            kind = rest.mid(lastSpace + 1);
            rest = rest.left(lastSpace).trimmed();
            if (kind == QLatin1String("applies"))
                mode = sudoku::SolveUntilMode::Applies;
        }
        const QByteArray text = rest.toUtf8();
        const auto technique = sudoku::techniqueFromId(std::string_view(id.constData(), id.size()));
        const sudoku::SinglePuzzle puzzle = sudoku::parseSinglePuzzle(std::string_view(text.constData(), text.size()));
        const bool badKind = !kind.isEmpty() && mode == sudoku::SolveUntilMode::Takes;
        if (!technique || !puzzle.board || badKind) {
            if (problems) {
                problems->append(QStringLiteral("%1:%2: %3")
                                     .arg(path)
                                     .arg(lineNumber)
                                     .arg(!technique   ? QStringLiteral("unknown technique")
                                             : badKind ? QStringLiteral("unknown kind of example '%1'").arg(kind)
                                                       : QString::fromStdString(puzzle.error)));
            }
            continue;
        }
        examples.push_back({*technique, *puzzle.board, mode});
    }
    return examples;
}

std::optional<Hint> firstStep(const Example &example, std::stop_token stop)
{
    // The generator's puzzles have one solution, so the uniqueness techniques are allowed, as in a rating.
    sudoku::RateOptions options;
    options.assumeUnique = true;
    options.stopToken = std::move(stop);
    const sudoku::CandidateGrid start = sudoku::CandidateGrid::fromBoard(example.puzzle);
    const auto until = sudoku::solveUntil(start, sudoku::TechniqueSet::of(example.technique), options, example.mode);
    if (!until)
        return std::nullopt;
    return hintfinder::stepHint(example.puzzle, until->before.end, until->step);
}

} // namespace glossaryexamples
