// SPDX-License-Identifier: GPL-3.0-or-later
// What the board draws for a hint's third stage: the overlay built from known steps (nodes, links, sets,
// fins, struck candidates, the blockers of a single) and the pixels the board paints for them.
//
// SUDOKU_HINT_SHOTS=<dir> also writes each rendered board there as PNG, light and dark, to look at.
#include "corpus.h"
#include "guitestutil.h"

#include "assist/hinttext.h"
#include "board/boardview.h"
#include "board/hintoverlay.h"
#include "board/hintpainter.h"
#include "game/gamemodel.h"
#include "vocab/hintbranches.h"
#include "workers/hintfinder.h"

#include "sudoku/io/hodoku.h"
#include "sudoku/logic/logic.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineF>
#include <QPainter>
#include <QPalette>
#include <QTest>

#include <algorithm>
#include <bit>
#include <limits>

using namespace sudoku;

namespace
{

int cellOf(int row, int col)
{
    return sudoku::cellAt(row - 1, col - 1);
}

// The `index`-th case of `code` in HoDoKu's regression library (fail cases skipped).
std::optional<LibraryCase> libraryCase(const QByteArray &code, int index = 0)
{
    QFile file(testing::publicPath(testing::hodokuLibrary()));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (!line.startsWith(':' + code + ':') && !line.startsWith(':' + code + '-'))
            continue;
        if (line.contains("-x:") || index-- > 0)
            continue;
        return parseLibraryLine(line.toStdString()).libraryCase;
    }
    return std::nullopt;
}

// A hint as the worker would hand it over for `step` found on `position`.
Hint hintOf(const CandidateGrid &position, const Step &step)
{
    Hint hint;
    hint.kind = Hint::Kind::Step;
    hint.step = step;
    hint.house = houseIndex(focusHouse(step));
    for (int cell = 0; cell < kCellCount; ++cell) {
        hint.digits[cell] = static_cast<std::uint8_t>(position.value(cell));
        hint.candidates[cell] = position.candidates(cell);
    }
    return hint;
}

// The library case's step: the instance of its technique that makes the case's eliminations.
std::optional<Hint> libraryHint(const QByteArray &code, int index = 0)
{
    const auto c = libraryCase(code, index);
    if (!c || !c->technique())
        return std::nullopt;
    LogicOptions options;
    options.assumeUnique = true;
    const std::vector<Step> steps = findSteps(c->position, *c->technique(), options);
    for (const Step &step : steps) {
        if (step.eliminations == c->eliminations)
            return hintOf(c->position, step);
    }
    return steps.empty() ? std::nullopt : std::optional<Hint>(hintOf(c->position, steps.front()));
}

// The overlay's chain as text: nodes "cells:digit+" (on) or "-" (off), links "from=to" (strong) or
// "from-to" (weak); a premise's node ends in "*".
QString nodesText(const HintOverlay &o)
{
    QStringList nodes;
    for (const HintOverlay::Node &n : o.nodes)
        nodes << QStringLiteral("%1:%2%3%4")
                     .arg(n.cells.count())
                     .arg(n.digit)
                     .arg(QLatin1Char(n.on ? '+' : '-'))
                     .arg(n.premise ? QStringLiteral("*") : QString());
    return nodes.join(QLatin1Char(' '));
}

QString linksText(const HintOverlay &o)
{
    QStringList links;
    for (const HintOverlay::Link &l : o.links)
        links << QStringLiteral("%1%2%3").arg(l.from).arg(QLatin1Char(l.strong ? '=' : '-')).arg(l.to);
    return links.join(QLatin1Char(' '));
}

int struckCount(const HintOverlay &o)
{
    int count = 0;
    for (const CandidateMask m : o.eliminated)
        count += std::popcount(static_cast<unsigned>(m));
    return count;
}

ChainNode node(int cell, int digit, bool on)
{
    ChainNode n;
    n.cells = CellSet::of(cell);
    n.digit = static_cast<std::uint8_t>(digit);
    n.on = on;
    return n;
}

ChainLink link(int from, int to, bool strong, int branch)
{
    ChainLink l;
    l.from = static_cast<std::uint16_t>(from);
    l.to = static_cast<std::uint16_t>(to);
    l.strong = strong;
    l.branch = static_cast<std::uint8_t>(branch);
    return l;
}

// A forcing chain built by hand (main's engine has none yet), on a position where r1c1 holds 1, 3 or 7:
// whichever it is, r1c2 is not 3 ... as the engine lays a forcing chain out: each branch's nodes in a run,
// its premise first and what it reaches last, its links numbered by branch. The third branch is a premise
// that is its own conclusion (no links).
Hint forcingHint()
{
    Hint hint;
    hint.kind = Hint::Kind::Step;
    hint.candidates.fill(CandidateMask(0x1ff)); // an empty board
    const int a = cellOf(1, 1), b = cellOf(1, 2), c = cellOf(2, 2);
    hint.candidates[a] = digitBit(1) | digitBit(3) | digitBit(7);
    Step &step = hint.step;
    step.technique = Technique::XYWing; // any technique: a forcing chain is told by its branches
    step.digits = digitBit(1) | digitBit(3) | digitBit(7);
    step.nodes = {node(a, 1, true), node(c, 1, false), node(c, 3, true), node(b, 3, false), //
        node(a, 3, true), node(b, 3, false), //
        node(a, 7, true)};
    step.links = {link(0, 1, false, 0), link(1, 2, true, 0), link(2, 3, false, 0), link(4, 5, false, 1)};
    step.eliminations[3 - 1].insert(b);
    step.cells = CellSet::of(a) | CellSet::of(b) | CellSet::of(c);
    hint.house = houseIndex(focusHouse(step));
    return hint;
}

class Scene
{
public:
    Scene()
        : view(&model)
    {
        view.resize(560, 560);
    }
    // Shows the hint's position (its placed digits as givens, its candidates as notes) and its third stage.
    void show(const Hint &hint, int stage = 3, int branchView = 0)
    {
        model.loadPuzzle(sudoku::Board::fromGivens(hint.digits), PuzzleInfo {});
        std::vector<std::pair<int, CandidateMask>> notes;
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (hint.digits[cell] == 0)
                notes.emplace_back(cell, hint.candidates[cell]);
        }
        model.applyHint(-1, 0, notes, QStringLiteral("notes"));
        view.setHintOverlay(HintOverlay::of(hint, stage, branchView));
        // Select an empty cell of the step, so that no digit is highlighted across the board.
        for (int cell = 0; cell < kCellCount; ++cell) {
            if (hint.digits[cell] == 0 && (hint.step.cells.contains(cell) || cell == hint.step.placementCell)) {
                view.setSelectedCell(cell);
                break;
            }
        }
    }
    QImage render(bool dark = false)
    {
        QPalette palette = view.palette();
        if (dark) {
            palette.setColor(QPalette::Window, QColor(0x24, 0x24, 0x24));
            palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
            palette.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        } else {
            palette.setColor(QPalette::Window, QColor(0xf6, 0xf5, 0xf4));
            palette.setColor(QPalette::Base, Qt::white);
            palette.setColor(QPalette::Text, Qt::black);
        }
        view.setPalette(palette);
        return view.grab().toImage();
    }
    void dump(const QString &name)
    {
        const QString dir = qEnvironmentVariable("SUDOKU_HINT_SHOTS");
        if (dir.isEmpty())
            return;
        QDir().mkpath(dir);
        render(false).save(dir + QLatin1Char('/') + name + QStringLiteral("-light.png"));
        render(true).save(dir + QLatin1Char('/') + name + QStringLiteral("-dark.png"));
    }

    GameModel model;
    BoardView view;
};

} // namespace

class TestHintOverlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Each library case's step as the board draws it: the chain's nodes and links, the sets, the fins,
    // the struck candidates and the reason behind a single.
    void libraryPatterns_data()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        QTest::addColumn<QByteArray>("code");
        QTest::addColumn<QString>("nodes");
        QTest::addColumn<QString>("links");
        QTest::addColumn<int>("sets");
        QTest::addColumn<int>("fins");
        QTest::addColumn<int>("struck");
        QTest::addColumn<int>("focus"); // the single digit the pattern is made of
        // Single-digit patterns: strong - weak - strong from an "off" end to an "on" end.
        QTest::newRow("skyscraper") << QByteArray("0400") << "1:6- 1:6+ 1:6- 1:6+"
                                    << "0=1 1-2 2=3" << 0 << 0 << 4 << 6;
        QTest::newRow("2-string kite") << QByteArray("0401") << "1:3- 1:3+ 1:3- 1:3+"
                                       << "0=1 1-2 2=3" << 0 << 0 << 1 << 3;
        // The empty rectangle's box is a group node of two candidates.
        QTest::newRow("empty rectangle") << QByteArray("0402") << "1:9- 2:9+ 1:9- 1:9+"
                                         << "0=1 1-2 2=3" << 0 << 0 << 1 << 9;
        QTest::newRow("turbot fish") << QByteArray("0403") << "1:2- 1:2+ 1:2- 1:2+"
                                     << "0=1 1-2 2=3" << 0 << 0 << 1 << 2;
        // A dual pattern's two chains are drawn together.
        QTest::newRow("dual kite") << QByteArray("0404") << "1:1- 1:1+ 1:1- 1:1+ 1:1- 1:1+ 1:1- 1:1+"
                                   << "0=1 1-2 2=3 4=5 5-6 6=7" << 0 << 0 << 2 << 1;
        QTest::newRow("x-wing") << QByteArray("0300") << ""
                                << "" << 0 << 0 << 9 << 3;
        QTest::newRow("finned x-wing") << QByteArray("0310") << ""
                                       << "" << 0 << 1 << 2 << 3;
        QTest::newRow("sashimi swordfish") << QByteArray("0321") << ""
                                           << "" << 0 << 1 << 1 << 6;
        // Multi-colouring: two clusters, two colours each; simple colouring: its two colours.
        QTest::newRow("multi-colour 1") << QByteArray("0502") << ""
                                        << "" << 4 << 0 << 6 << 8;
        QTest::newRow("simple colour trap") << QByteArray("0500") << ""
                                            << "" << 2 << 0 << 4 << 1;
        // UR type 3: the naked subset shaded.
        QTest::newRow("ur 3") << QByteArray("0602") << ""
                              << "" << 1 << 0 << 5 << 0;
        QTest::newRow("hidden pair") << QByteArray("0210") << ""
                                     << "" << 0 << 0 << 5 << 0;
    }
    void libraryPatterns()
    {
        QFETCH(QByteArray, code);
        QFETCH(QString, nodes);
        QFETCH(QString, links);
        QFETCH(int, sets);
        QFETCH(int, fins);
        QFETCH(int, struck);
        QFETCH(int, focus);
        const std::optional<Hint> hint = libraryHint(code);
        QVERIFY(hint);
        const HintOverlay o = HintOverlay::of(*hint, 3);
        QCOMPARE(nodesText(o), nodes);
        QCOMPARE(linksText(o), links);
        QCOMPARE(int(o.sets.size()), sets);
        QCOMPARE(o.fins.count(), fins);
        QCOMPARE(struckCount(o), struck);
        QCOMPARE(o.focusDigit, focus);
        QCOMPARE(o.viewCount, 1); // none of them is shown branch by branch
        for (const CellSet &set : o.sets) {
            for (int cell : set)
                QVERIFY2(o.shown[cell] != 0, "a shaded set's cells show their candidates");
        }
        if (fins > 0) {
            QVERIFY(o.finDigit != 0);
            for (int cell : o.fins)
                QVERIFY2(o.shown[cell] & digitBit(o.finDigit), "a fin is one of the candidates drawn");
        }
        for (int cell = 0; cell < kCellCount; ++cell)
            QVERIFY2((o.eliminated[cell] & ~o.shown[cell]) == 0, "a struck candidate is drawn");
        // The earlier stages draw none of it.
        const HintOverlay two = HintOverlay::of(*hint, 2);
        QVERIFY(two.nodes.empty() && two.sets.empty() && two.fins.empty() && struckCount(two) == 0);

        // And the board paints it: a chain's colour where its links run.
        Scene board;
        board.show(*hint);
        board.dump(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')));
        const QImage image = board.render();
        QVERIFY(!image.isNull());
    }

    // Links run from node to node in the chain's direction: the arrow's tip lies at the far node.
    void linkArrowsPointAlongTheChain()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        const std::optional<Hint> hint = libraryHint("0400");
        QVERIFY(hint);
        const HintOverlay o = HintOverlay::of(*hint, 3);
        const QRectF board(0, 0, 450, 450);
        HintPainter painter;
        const auto &routes = painter.routes(board, o);
        QCOMPARE(routes.size(), o.links.size());
        for (std::size_t i = 0; i < routes.size(); ++i) {
            const HintOverlay::Node &from = o.nodes[static_cast<std::size_t>(o.links[i].from)];
            const HintOverlay::Node &to = o.nodes[static_cast<std::size_t>(o.links[i].to)];
            const QPointF target = HintPainter::candidateRect(board, *to.cells.begin(), to.digit).center();
            const QPointF source = HintPainter::candidateRect(board, *from.cells.begin(), from.digit).center();
            const qreal note = HintPainter::candidateRect(board, 0, 1).width();
            QVERIFY2(QLineF(routes[i].tip, target).length() < note, "the arrow ends at the node it runs to");
            QVERIFY2(QLineF(routes[i].path.pointAtPercent(0), source).length() < note, "it starts at the other");
            QCOMPARE(routes[i].strong, o.links[i].strong);
        }
    }

    // Links steer round the candidates and digits between their nodes (curving where a straight line
    // would cross one), and the board paints them in the chain's colour.
    void linksAvoidOtherCandidates_data()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("skyscraper") << QByteArray("0400");
        QTest::newRow("2-string kite") << QByteArray("0401");
        QTest::newRow("empty rectangle") << QByteArray("0402");
        QTest::newRow("turbot fish") << QByteArray("0403");
        QTest::newRow("dual kite") << QByteArray("0404");
    }
    void linksAvoidOtherCandidates()
    {
        QFETCH(QByteArray, code);
        const std::optional<Hint> hint = libraryHint(code);
        QVERIFY(hint);
        Scene scene;
        scene.show(*hint);
        const HintOverlay &o = scene.view.hintOverlay();
        const QRectF board = scene.view.cellRect(0).united(scene.view.cellRect(kCellCount - 1));
        const qreal note = HintPainter::candidateRect(board, 0, 1).width();
        HintPainter painter; // the routes the board's painter works out for the same square
        const auto &routes = painter.routes(board, o);
        QCOMPARE(routes.size(), o.links.size());
        for (std::size_t i = 0; i < routes.size(); ++i) {
            const HintOverlay::Node &from = o.nodes[static_cast<std::size_t>(o.links[i].from)];
            const HintOverlay::Node &to = o.nodes[static_cast<std::size_t>(o.links[i].to)];
            for (int cell = 0; cell < kCellCount; ++cell) {
                for (int d = 1; d <= 9; ++d) {
                    if (!(o.shown[cell] & digitBit(d)))
                        continue;
                    if ((d == from.digit && from.cells.contains(cell)) || (d == to.digit && to.cells.contains(cell)))
                        continue;
                    const QPointF centre = HintPainter::candidateRect(board, cell, d).center();
                    for (int step = 0; step <= 40; ++step) {
                        const QPointF p = routes[i].path.pointAtPercent(step / 40.0);
                        QVERIFY2(QLineF(p, centre).length() > note * 0.3,
                            qPrintable(QStringLiteral("link %1 crosses %2 in %3").arg(i).arg(d).arg(cell)));
                    }
                }
            }
        }
        // Painted: the chain's colour at the middle of each link.
        const QImage image = scene.render();
        const QColor chain = HintPainter::chainColour(false);
        for (const HintPainter::Route &r : routes) {
            if (!r.strong)
                continue; // a dash may leave the middle blank
            const QPoint mid = (r.path.pointAtPercent(0.5) * image.devicePixelRatio()).toPoint();
            bool found = false;
            for (int dx = -2; dx <= 2 && !found; ++dx) {
                for (int dy = -2; dy <= 2 && !found; ++dy) {
                    const QColor c = image.pixelColor(mid + QPoint(dx, dy));
                    found = std::abs(c.red() - chain.red()) + std::abs(c.green() - chain.green())
                            + std::abs(c.blue() - chain.blue())
                        < 60;
                }
            }
            QVERIFY2(found, "a strong link is painted in the chain's colour");
        }
    }

    // A hidden single: the placed digits that rule the digit out of the rest of the house, each marked
    // with the cells it blocks; together they leave only the target.
    void hiddenSingleShowsBlockers_data()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        QTest::addColumn<int>("index");
        QTest::newRow("first case") << 0;
        QTest::newRow("second case") << 1;
        QTest::newRow("third case") << 2;
    }
    void hiddenSingleShowsBlockers()
    {
        QFETCH(int, index);
        const std::optional<Hint> hint = libraryHint("0002", index);
        QVERIFY(hint);
        QCOMPARE(hint->step.technique, Technique::HiddenSingle);
        const HintOverlay o = HintOverlay::of(*hint, 3);
        const int digit = hint->step.placementDigit;
        const int house = houseIndex(hint->step.houses[0]);
        QVERIFY(!o.blockers.empty());
        CellSet explained = o.ruledOut;
        for (const HintOverlay::Blocker &b : o.blockers) {
            QCOMPARE(b.digit, digit);
            QCOMPARE(int(hint->digits[b.cell]), digit);
            QVERIFY2(!houseCells(house).contains(b.cell), "a blocker lies outside the house");
            QVERIFY2((b.blocked.minus(peerCells(b.cell))).empty(), "it sees every cell it blocks");
            QVERIFY2((b.blocked.minus(houseCells(house))).empty(), "it blocks cells of the house");
            explained |= b.blocked;
        }
        for (int cell : houseCells(house)) {
            if (cell != hint->step.placementCell && hint->digits[cell] == 0)
                QVERIFY2(explained.contains(cell), "every other empty cell of the house is explained");
        }
        QVERIFY(!explained.contains(hint->step.placementCell));
        QCOMPARE(o.placeCell, hint->step.placementCell);
        // The second stage does not give the reason away yet.
        QVERIFY(HintOverlay::of(*hint, 2).blockers.empty());

        Scene board;
        board.show(*hint);
        board.dump(QStringLiteral("hidden-single-%1").arg(index));
    }

    // A naked single: for every other digit one placed peer holds it.
    void nakedSingleShowsBlockers()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        const std::optional<Hint> hint = libraryHint("0003");
        QVERIFY(hint);
        const HintOverlay o = HintOverlay::of(*hint, 3);
        QCOMPARE(int(o.blockers.size()), 8);
        CandidateMask digits = digitBit(hint->step.placementDigit);
        for (const HintOverlay::Blocker &b : o.blockers) {
            QCOMPARE(b.blocked, CellSet::of(hint->step.placementCell));
            QVERIFY(peerCells(b.cell).contains(hint->step.placementCell));
            QCOMPARE(int(hint->digits[b.cell]), b.digit);
            digits |= digitBit(b.digit);
        }
        QCOMPARE(digits, CandidateMask(0x1ff));
    }

    // Pointing and claiming: the candidates of the whole first house, so the learner sees the digit lies
    // only on the line (or in the box) there.
    void lockedCandidatesShowTheHouse_data()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("pointing") << QByteArray("0100");
        QTest::newRow("claiming") << QByteArray("0101");
    }
    void lockedCandidatesShowTheHouse()
    {
        QFETCH(QByteArray, code);
        const std::optional<Hint> hint = libraryHint(code);
        QVERIFY(hint);
        const HintOverlay o = HintOverlay::of(*hint, 3);
        const int house = houseIndex(hint->step.houses[0]);
        const int digit = std::countr_zero(static_cast<unsigned>(hint->step.digits)) + 1;
        int withDigit = 0;
        for (int cell : houseCells(house)) {
            if (hint->digits[cell] != 0)
                continue;
            QCOMPARE(o.shown[cell], hint->candidates[cell]);
            if (hint->candidates[cell] & digitBit(digit)) {
                ++withDigit;
                QVERIFY2(houseCells(houseIndex(hint->step.houses[1])).contains(cell),
                    "the digit's candidates in the house all lie in the other house");
                QVERIFY(o.pattern[cell] & digitBit(digit));
            }
        }
        QVERIFY(withDigit >= 2);
        QVERIFY(struckCount(o) > 0);
    }

    // A forcing chain: one branch at a time with its premise marked, then the conclusion; views clamp.
    void forcingChainBranches_data()
    {
        QTest::addColumn<int>("view");
        QTest::addColumn<int>("shownView");
        QTest::addColumn<QString>("nodes");
        QTest::addColumn<QString>("links");
        QTest::newRow("first branch") << 0 << 0 << "1:1+* 1:1- 1:3+ 1:3-"
                                      << "0-1 1=2 2-3";
        QTest::newRow("second branch") << 1 << 1 << "1:3+* 1:3-"
                                       << "0-1";
        QTest::newRow("premise that is its conclusion") << 2 << 2 << "1:7+*"
                                                        << "";
        QTest::newRow("conclusion") << 3 << 3 << "1:1+* 1:3- 1:3+* 1:3- 1:7+*"
                                    << "";
        QTest::newRow("before the first") << -1 << 0 << "1:1+* 1:1- 1:3+ 1:3-"
                                          << "0-1 1=2 2-3";
        QTest::newRow("after the last") << 9 << 3 << "1:1+* 1:3- 1:3+* 1:3- 1:7+*"
                                        << "";
    }
    void forcingChainBranches()
    {
        QFETCH(int, view);
        QFETCH(int, shownView);
        QFETCH(QString, nodes);
        QFETCH(QString, links);
        const Hint hint = forcingHint();
        QVERIFY(hintbranches::stepped(hint.step));
        QCOMPARE(hintbranches::viewCount(hint.step), 4);
        const HintOverlay o = HintOverlay::of(hint, 3, view);
        QCOMPARE(o.viewCount, 4);
        QCOMPARE(o.view, shownView);
        QCOMPARE(nodesText(o), nodes);
        QCOMPARE(linksText(o), links);
        QCOMPARE(struckCount(o), 1); // every view shows what the chain removes
        QVERIFY(o.eliminated[cellOf(1, 2)] & digitBit(3));
        // Only the cells of the branch shown are tinted.
        if (shownView == 1) {
            QVERIFY(!o.cells.test(static_cast<std::size_t>(cellOf(2, 2))));
            QVERIFY(o.cells.test(static_cast<std::size_t>(cellOf(1, 1))));
        }
        Scene board;
        board.show(hint, 3, view);
        board.dump(QStringLiteral("forcing-view-%1").arg(shownView));
    }

    // An ALS-XZ names its two sets apart, each in braces as sudoku-cli and HoDoKu write them, so "the sets A
    // and B" never reads as one list of cells.
    void almostLockedSetsAreNamedApart()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        const std::optional<Hint> hint = libraryHint("0901");
        QVERIFY(hint);
        QCOMPARE(int(hint->step.sets.size()), 2);
        const QString text = HintText::explanation(hint->step);
        for (const CellSet &set : hint->step.sets) {
            QStringList names;
            for (int cell = 0; cell < kCellCount; ++cell) {
                if (set.contains(cell))
                    names << HintText::cellName(cell);
            }
            const QString named = QLatin1Char('{') + names.join(QStringLiteral(", ")) + QLatin1Char('}');
            QVERIFY2(text.contains(named), qPrintable(text));
        }
    }

    // The two chains of a dual pattern are not a forcing chain's branches.
    void dualIsNotStepped()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        const std::optional<Hint> hint = libraryHint("0404");
        QVERIFY(hint);
        QCOMPARE(int(sudoku::stepBranches(hint->step).size()), 2);
        QVERIFY(!hintbranches::stepped(hint->step));
        QCOMPARE(hintbranches::viewCount(hint->step), 1);
    }

    // A malformed link (a node index past the end) draws nothing, a node without cells or digit draws
    // nothing, and neither crashes the board or the panel's text.
    void malformedChainsAreSkipped()
    {
        Hint hint = forcingHint();
        hint.step.links.push_back(link(3, 40, true, 0));
        const HintOverlay o = HintOverlay::of(hint, 3, 0);
        QCOMPARE(linksText(o), QStringLiteral("0-1 1=2 2-3"));
        Scene board;
        board.show(hint, 3, 0);
        QVERIFY(!board.render().isNull());

        ChainNode empty;
        empty.digit = 0;
        hint.step.nodes.push_back(empty); // a branch of its own: no link reaches it
        hint.step.links.push_back(link(6, 7, true, 2));
        QCOMPARE(hintbranches::viewCount(hint.step), 4);
        for (int view = 0; view < 4; ++view) {
            board.show(hint, 3, view);
            QVERIFY(!board.render().isNull());
            QVERIFY(!HintText::stageText(hint, 3, view).isEmpty());
        }
    }

    // Links between the same two cells (A to B and back, or two digits of the same two cells) each take a
    // lane of their own: they bow apart instead of running on top of one another.
    void linksBetweenTheSameCellsRunApart()
    {
        Hint hint;
        hint.kind = Hint::Kind::Step;
        hint.candidates.fill(CandidateMask(0x1ff));
        const int a = cellOf(2, 2), b = cellOf(2, 6);
        Step &step = hint.step;
        step.technique = Technique::DiscontinuousNiceLoop;
        step.nodes = {node(a, 1, true), node(b, 1, false), node(a, 4, true), node(b, 4, false)};
        step.links = {link(0, 1, true, 0), link(1, 0, false, 0), link(2, 3, true, 0)};
        step.cells = CellSet::of(a) | CellSet::of(b);
        hint.house = houseIndex(focusHouse(step));
        const HintOverlay o = HintOverlay::of(hint, 3);
        QCOMPARE(int(o.links.size()), 3);
        const QRectF board(0, 0, 450, 450);
        const qreal note = HintPainter::candidateRect(board, 0, 1).width();
        HintPainter painter;
        const auto &routes = painter.routes(board, o);
        QCOMPARE(routes.size(), o.links.size());
        for (std::size_t i = 0; i < routes.size(); ++i) {
            for (std::size_t j = i + 1; j < routes.size(); ++j) {
                // Along the middle half of each, the other stays clear of it.
                qreal closest = std::numeric_limits<qreal>::max();
                for (int s = 10; s <= 30; ++s) {
                    for (int t = 10; t <= 30; ++t)
                        closest = std::min(closest,
                            QLineF(routes[i].path.pointAtPercent(s / 40.0), routes[j].path.pointAtPercent(t / 40.0))
                                .length());
                }
                QVERIFY2(
                    closest > note * 0.5, qPrintable(QStringLiteral("links %1 and %2 run together").arg(i).arg(j)));
            }
        }
        // The same routes every time (it is worked out again at every size while the window is resized).
        HintPainter again;
        const auto &second = again.routes(board, o);
        for (std::size_t i = 0; i < routes.size(); ++i)
            QCOMPARE(second[i].path, routes[i].path);
        Scene scene;
        scene.show(hint);
        scene.dump(QStringLiteral("links-same-cells"));
    }

    // The hatch of an almost locked set stays off its candidates, so each digit reads, light and dark.
    void setHatchLeavesCandidatesClear_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void setHatchLeavesCandidatesClear()
    {
        QFETCH(bool, dark);
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        const std::optional<Hint> hint = libraryHint("0901");
        QVERIFY(hint);
        HintOverlay o = HintOverlay::of(*hint, 3);
        QVERIFY(!o.sets.empty());
        o.nodes.clear();
        o.links.clear();
        o.fins = {};
        o.focusDigit = 0;
        o.blockers.clear();
        BoardTheme theme;
        theme.dark = dark;
        theme.sameDigit = Qt::transparent;
        QImage image(450, 450, QImage::Format_ARGB32_Premultiplied);
        image.fill(dark ? QColor(0x1e, 0x1e, 0x1e) : Qt::white);
        const QRectF board(0, 0, 450, 450);
        {
            QPainter p(&image);
            HintPainter().paintBelow(p, board, o, theme);
        }
        const qreal note = HintPainter::candidateRect(board, 0, 1).width();
        int checked = 0;
        for (const CellSet &set : o.sets) {
            for (int cell : set) {
                for (int d = 1; d <= 9; ++d) {
                    if (!(o.shown[cell] & digitBit(d)))
                        continue;
                    const QPointF centre = HintPainter::candidateRect(board, cell, d).center();
                    const QColor ground = image.pixelColor(centre.toPoint());
                    const int r = static_cast<int>(note * 0.3);
                    for (int dx = -r; dx <= r; ++dx) {
                        for (int dy = -r; dy <= r; ++dy) {
                            if (dx * dx + dy * dy > r * r)
                                continue;
                            const QColor c = image.pixelColor(centre.toPoint() + QPoint(dx, dy));
                            const int diff = std::abs(c.red() - ground.red()) + std::abs(c.green() - ground.green())
                                + std::abs(c.blue() - ground.blue());
                            QVERIFY2(diff < 12,
                                qPrintable(
                                    QStringLiteral("the hatch crosses candidate %1 of cell %2").arg(d).arg(cell)));
                        }
                    }
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 0);
        Scene scene;
        scene.show(*hint);
        scene.dump(QStringLiteral("als-xz"));
    }

    // A hidden single's blocker lines stop at the digits they pass: a given between the blocking digit and
    // the cell it rules out is drawn as it is without the lines.
    void blockerLinesSpareTheDigitsTheyPass()
    {
        SUDOKU_REQUIRE_PUBLIC_FILE(testing::hodokuLibrary());
        int crossings = 0;
        for (int index = 0; index < 12; ++index) {
            const std::optional<Hint> hint = libraryHint("0002", index);
            if (!hint)
                break;
            Scene scene;
            scene.show(*hint);
            const HintOverlay with = scene.view.hintOverlay();
            const QRectF board = scene.view.cellRect(0).united(scene.view.cellRect(kCellCount - 1));
            const qreal c = board.width() / 9;
            // The placed digits a straight line from a blocker to a cell it blocks passes over.
            std::vector<int> passed;
            for (const HintOverlay::Blocker &b : with.blockers) {
                const QPointF from = scene.view.cellRect(b.cell).center();
                for (int cell : b.blocked) {
                    const QPointF to = HintPainter::candidateRect(board, cell, b.digit).center();
                    for (int other = 0; other < kCellCount; ++other) {
                        if (other == b.cell || other == cell || !with.placed.contains(other))
                            continue;
                        const QPointF centre = scene.view.cellRect(other).center();
                        const QLineF line(from, to);
                        const qreal t = QPointF::dotProduct(centre - from, to - from) / (line.length() * line.length());
                        if (t > 0 && t < 1 && QLineF(centre, from + (to - from) * t).length() < c * 0.2)
                            passed.push_back(other);
                    }
                }
            }
            if (passed.empty())
                continue;
            const QImage lines = scene.render(false);
            HintOverlay without = with;
            without.blockers.clear();
            scene.view.setHintOverlay(without);
            const QImage plain = scene.render(false);
            const qreal dpr = lines.devicePixelRatio();
            for (int cell : passed) {
                const QPointF centre = scene.view.cellRect(cell).center();
                const int r = static_cast<int>(c * 0.22);
                for (int dx = -r; dx <= r; ++dx) {
                    for (int dy = -r; dy <= r; ++dy) {
                        if (dx * dx + dy * dy > r * r)
                            continue;
                        const QPoint at = ((centre + QPointF(dx, dy)) * dpr).toPoint();
                        QVERIFY2(lines.pixel(at) == plain.pixel(at),
                            qPrintable(QStringLiteral("case %1: a blocker line crosses the digit in cell %2")
                                           .arg(index)
                                           .arg(cell)));
                    }
                }
                ++crossings;
            }
            scene.view.setHintOverlay(with);
            scene.dump(QStringLiteral("hidden-single-blockers-%1").arg(index));
        }
        QVERIFY2(crossings > 0, "some case has a digit between a blocker and a cell it blocks");
    }

    // A grouped node whose cells have a placed digit between them (r5c7 and r5c9 round a given in r5c8) is
    // drawn round each of its cells, not as one box over that digit; cells side by side keep their box.
    void groupedNodeSparesTheDigitBetweenItsCells()
    {
        Scene scene;
        sudoku::Grid givens {};
        const int between = 4 * 9 + 7; // r5c8
        givens[between] = 3;
        scene.model.loadPuzzle(sudoku::Board::fromGivens(givens), PuzzleInfo {});
        const QImage plain = scene.render(false);
        HintOverlay overlay;
        overlay.stage = 3; // the pattern shown
        overlay.nodes.push_back({CellSet::of(between - 1) | CellSet::of(between + 1), 5});
        scene.view.setHintOverlay(overlay);
        const QImage apart = scene.render(false);
        overlay.nodes.front().cells = CellSet::of(between - 3) | CellSet::of(between - 2); // r5c5, r5c6: one box
        scene.view.setHintOverlay(overlay);
        const QImage together = scene.render(false);

        const qreal dpr = plain.devicePixelRatio();
        const QRectF middle = scene.view.cellRect(between);
        const auto changed = [&](const QImage &image, const QRectF &area) {
            int pixels = 0;
            for (qreal x = area.left() + 1; x < area.right() - 1; x += 1) {
                for (qreal y = area.top() + 1; y < area.bottom() - 1; y += 1) {
                    const QPoint at = (QPointF(x, y) * dpr).toPoint();
                    pixels += image.pixel(at) != plain.pixel(at);
                }
            }
            return pixels;
        };
        QCOMPARE(changed(apart, middle), 0);
        QVERIFY(changed(apart, scene.view.cellRect(between - 1)) > 0); // each cell's ring is drawn
        QVERIFY(changed(apart, scene.view.cellRect(between + 1)) > 0);
        // The box of cells side by side runs across the edge between them.
        const QRectF seam = scene.view.cellRect(between - 2).adjusted(-middle.width() * 0.1, 0, 0, 0);
        QVERIFY(changed(together, QRectF(seam.left(), seam.top(), middle.width() * 0.2, seam.height())) > 0);
    }

    // Sets are told apart without colour: each of the first four has its own outline style.
    void setsHaveDistinctOutlines()
    {
        for (int i = 0; i < 4; ++i) {
            for (int j = i + 1; j < 4; ++j) {
                QVERIFY(HintPainter::setOutline(i) != HintPainter::setOutline(j));
                QVERIFY(HintPainter::setColour(i, false) != HintPainter::setColour(j, false));
                QVERIFY(HintPainter::setColour(i, true) != HintPainter::setColour(j, true));
            }
        }
    }
};

SUDOKU_TEST_MAIN(TestHintOverlay)
#include "tst_hintoverlay.moc"
