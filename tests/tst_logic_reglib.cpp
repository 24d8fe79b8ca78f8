// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's regression library, run the way HoDoKu's own RegressionTester runs it: for a line of technique T
// with candidates C, every instance of T the finder reports whose <candidates> field is C must have exactly
// the line's eliminations and placements, and there must be at least one (for a chain, one of the line's
// length: <extra>); a fail case (-x) passes when there is none. Variants select options as HoDoKu's tester
// does (sudoku::libraryOptions).
#include "corpus.h"

#include "sudoku/io/hodoku.h"

#include <QFile>
#include <QTest>

#include <map>

namespace
{

std::string digitString(std::uint16_t mask)
{
    std::string text;
    for (int d = 1; d <= 9; ++d) {
        if (mask & sudoku::digitBit(d))
            text += static_cast<char>('0' + d);
    }
    return text;
}

std::array<sudoku::CellSet, 9> placementsOf(const sudoku::Step &step)
{
    std::array<sudoku::CellSet, 9> placements {};
    if (step.hasPlacement())
        placements[step.placementDigit - 1].insert(step.placementCell);
    return placements;
}

struct Tally {
    int passed = 0;
    int total = 0;
};

} // namespace

class TestLogicRegLib : public QObject
{
    Q_OBJECT

private slots:
    void libraryCase_data();
    void libraryCase();
    void everyTechniqueHasCases();
    void cleanupTestCase();

private:
    std::map<std::string, Tally> m_tally; // by code with variant, e.g. "0600-1"
};

void TestLogicRegLib::libraryCase_data()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    QTest::addColumn<QByteArray>("line");
    QFile file(testing::publicPath(testing::hodokuLibrary()));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    int lineNumber = 0;
    int rows = 0;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        ++lineNumber;
        if (!line.startsWith(':'))
            continue;
        const auto parsed = sudoku::parseLibraryLine(line.toStdString());
        QVERIFY2(
            parsed.libraryCase, qPrintable(QStringLiteral("line %1: %2").arg(lineNumber).arg(parsed.error.c_str())));
        const auto technique = parsed.libraryCase->technique();
        if (!technique)
            continue;
        const QByteArray code = line.mid(1, line.indexOf(':', 1) - 1);
        QTest::addRow(
            "line %d %s %s", lineNumber, code.constData(), std::string(sudoku::techniqueId(*technique)).c_str())
            << line;
        ++rows;
    }
    QVERIFY(rows > 450);
}

void TestLogicRegLib::libraryCase()
{
    QFETCH(QByteArray, line);
    const auto parsed = sudoku::parseLibraryLine(line.toStdString());
    QVERIFY(parsed.libraryCase);
    const sudoku::LibraryCase &entry = *parsed.libraryCase;
    const sudoku::Technique technique = *entry.technique();
    Tally &tally = m_tally[entry.code + (entry.variant.empty() ? "" : "-" + entry.variant)];
    ++tally.total;

    sudoku::LogicOptions options;
    options.assumeUnique = true;
    options = sudoku::libraryOptions(entry, options);
    const auto steps = sudoku::findSteps(entry.position, technique, options);
    const std::string candidates = digitString(entry.digits);
    int matching = 0;
    for (const auto &step : steps) {
        if (sudoku::libraryCandidates(step) != candidates)
            continue;
        ++matching;
        if (entry.isFailCase())
            continue;
        const bool same = step.eliminations == entry.eliminations && placementsOf(step) == entry.placements;
        QVERIFY2(same,
            qPrintable(
                QStringLiteral("an instance with other effects: %1\n   %2")
                    .arg(sudoku::libraryLine(entry.position, step).c_str(), sudoku::describeStep(step).c_str())));
    }
    if (!entry.isFailCase() && !entry.extra.empty()) {
        // Chains and loops: <extra> is the chain's length, as HoDoKu reports its shortest chain; one of the
        // matching instances must be that short (the whole line must match, as HoDoKu's tester compares).
        bool sameLength = false;
        for (const auto &step : steps) {
            if (sudoku::libraryCandidates(step) == candidates && std::to_string(step.chainLength) == entry.extra)
                sameLength = true;
        }
        QVERIFY2(sameLength, qPrintable(QStringLiteral("no instance of length %1").arg(entry.extra.c_str())));
    }
    if (entry.isFailCase())
        QVERIFY2(matching == 0, "a fail case, but the technique was found");
    else
        QVERIFY2(matching > 0, qPrintable(QStringLiteral("not found; %1 other instances").arg(steps.size())));
    ++tally.passed;
}

void TestLogicRegLib::everyTechniqueHasCases()
{
    SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
    // Each implemented technique is exercised by the library (so the pass counts mean something).
    std::map<sudoku::Technique, int> cases;
    QFile file(testing::publicPath(testing::hodokuLibrary()));
    QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.startsWith(':'))
            continue;
        const auto parsed = sudoku::parseLibraryLine(line.toStdString());
        if (parsed.libraryCase && parsed.libraryCase->technique())
            ++cases[*parsed.libraryCase->technique()];
    }
    // The library has fewer cases of a few techniques; tst_logic_patterns and tst_logic_chains test them on
    // positions of their own.
    const auto needed = [](sudoku::Technique technique) {
        switch (technique) {
        case sudoku::Technique::SiameseSashimiJellyfish:
            return 2;
        case sudoku::Technique::MultiColour2:
            return 1;
        case sudoku::Technique::ForcingChainContradiction: // no cases at all: tst_logic_chains has its own
        case sudoku::Technique::ForcingChainVerity:
        case sudoku::Technique::ForcingNetContradiction:
        case sudoku::Technique::ForcingNetVerity:
        case sudoku::Technique::CageCombination: // killer cages: HoDoKu has none; tst_logic_killer has them
        case sudoku::Technique::CageLockedDigit:
        case sudoku::Technique::InniesOuties:
        case sudoku::Technique::VirtualCage:
        case sudoku::Technique::DirectPointing: // HoDoKu has no direct techniques; tst_logic has them
        case sudoku::Technique::DirectClaiming:
        case sudoku::Technique::DirectHiddenPair:
        case sudoku::Technique::DirectHiddenTriple:
            return 0;
        default:
            return 3;
        }
    };
    for (int t = 0; t < sudoku::kTechniqueCount; ++t) {
        const auto technique = static_cast<sudoku::Technique>(t);
        QVERIFY2(cases[technique] >= needed(technique), std::string(sudoku::techniqueId(technique)).c_str());
    }
}

void TestLogicRegLib::cleanupTestCase()
{
    int passed = 0;
    int total = 0;
    QString summary = QStringLiteral("HoDoKu regression library, cases passed per technique code:");
    for (const auto &[code, tally] : m_tally) {
        const auto technique = sudoku::techniqueFromHodokuCode(code.substr(0, code.find('-')));
        summary += QStringLiteral("\n  %1 %2: %3/%4")
                       .arg(QString::fromStdString(code), -7)
                       .arg(QString::fromLatin1(sudoku::techniqueName(*technique).data(),
                                int(sudoku::techniqueName(*technique).size())),
                           -26)
                       .arg(tally.passed)
                       .arg(tally.total);
        passed += tally.passed;
        total += tally.total;
    }
    summary += QStringLiteral("\n  all: %1/%2").arg(passed).arg(total);
    qInfo().noquote() << summary;
}

SUDOKU_TEST_APPLESS_MAIN(TestLogicRegLib)
#include "tst_logic_reglib.moc"
