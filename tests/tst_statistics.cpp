// SPDX-License-Identifier: GPL-3.0-or-later
// Statistics: the SQLite file (schema, migration of the best times kept before, damaged, newer and read-only
// files), the figures worked out from the games, the thread that writes them (never the GUI thread, and nothing
// lost when jobs overtake each other or the app quits), and the tracker that says when a game counts.
#include "stats/gametracker.h"
#include "stats/statistics.h"
#include "stats/statsdatabase.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <sys/mount.h>

namespace
{

const QString kPuzzle
    = QStringLiteral("53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");

// A game as the history holds it, for summarize().
HistoryEntry game(const QString &id, std::optional<Difficulty> level, GameResult result, qint64 ms, int day,
    bool help = false, QDate daily = {})
{
    HistoryEntry entry;
    entry.gameId = id;
    entry.level = level;
    entry.result = result;
    entry.timeMs = ms;
    entry.help = help;
    entry.daily = daily;
    entry.started = QDateTime(QDate(2024, 5, 1).addDays(day), QTime(10, 0));
    if (result != GameResult::Playing)
        entry.ended = entry.started.addMSecs(ms);
    return entry;
}

StatsWrite write(GameResult result, const QString &id, std::optional<Difficulty> level = Difficulty::Easy,
    qint64 ms = 60000, bool help = false)
{
    StatsWrite w;
    w.result = result;
    w.gameId = id;
    w.level = level;
    w.puzzle = kPuzzle;
    w.when = QDateTime::currentDateTime();
    w.timeMs = ms;
    w.help = help;
    w.hints = help ? 1 : 0;
    return w;
}

// A tiny tmpfs mounted on a folder for the object's life (root only: CI runs as root; elsewhere it skips).
class Tmpfs
{
public:
    explicit Tmpfs(const QString &dir)
        : m_dir(QFile::encodeName(dir))
    {
        m_mounted = ::mount("tmpfs", m_dir.constData(), "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,mode=0755") == 0;
    }
    ~Tmpfs()
    {
        if (m_mounted)
            ::umount2(m_dir.constData(), MNT_DETACH);
    }
    Tmpfs(const Tmpfs &) = delete;
    Tmpfs &operator=(const Tmpfs &) = delete;
    bool isMounted() const { return m_mounted; }
    bool makeReadOnly() { return ::mount(nullptr, m_dir.constData(), nullptr, MS_REMOUNT | MS_RDONLY, nullptr) == 0; }

private:
    QByteArray m_dir;
    bool m_mounted = false;
};

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestStatistics : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_files = 0;

    QString freshPath() { return m_dir.filePath(QStringLiteral("stats-%1.sqlite").arg(++m_files)); }

    // A database file made by hand with `sql`, one statement a line.
    QString handMade(const QStringList &sql)
    {
        const QString path = freshPath();
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("handmade"));
            db.setDatabaseName(path);
            if (!db.open())
                return {};
            QSqlQuery query(db);
            for (const QString &statement : sql) {
                if (!query.exec(statement))
                    return {};
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("handmade"));
        return path;
    }

    // The figures of the file at `path`, read as the statistics thread reads them.
    StatsSummary summaryOf(const QString &path, const QString &current = {})
    {
        StatsDatabase db(QStringLiteral("reader"));
        db.open(path);
        return db.summary(QDate::currentDate(), current);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")), "Debian: libqt6sql6-sqlite");
    }

    // A new file gets the schema of this version, and the best times the settings kept before, once.
    void newFileHasTheSchemaAndTheBestTimesKeptBefore()
    {
        const QString path = freshPath();
        StatsDatabase::BestTimes legacy;
        legacy[static_cast<int>(Difficulty::Hard)] = 200000;
        {
            StatsDatabase db(QStringLiteral("create"));
            const auto opened = db.open(path, legacy);
            QCOMPARE(opened.state, StatsDatabase::State::ReadWrite);
            QCOMPARE(opened.problem, StatsDatabase::Problem::None);
            QVERIFY(opened.setAside.isEmpty());
            const StatsSummary summary = db.summary(QDate::currentDate(), {});
            QCOMPARE(summary.levels[int(Difficulty::Hard)].bestMs, std::optional<qint64>(200000));
            QVERIFY(summary.levels[int(Difficulty::Hard)].bestGameId.isEmpty());
            QCOMPARE(summary.all.bestMs, std::optional<qint64>(200000));
            QCOMPARE(summary.levels[int(Difficulty::Hard)].started, 0); // a time, not a game
            QVERIFY(!summary.levels[int(Difficulty::Easy)].bestMs);
        }
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("look"));
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery query(db);
            QVERIFY(query.exec(QStringLiteral("PRAGMA user_version")) && query.next());
            QCOMPARE(query.value(0).toInt(), StatsDatabase::kSchemaVersion);
            QVERIFY(query.exec(QStringLiteral("SELECT COUNT(*) FROM imported_best")) && query.next());
            QCOMPARE(query.value(0).toInt(), 1);
        }
        QSqlDatabase::removeDatabase(QStringLiteral("look"));
        // Opened again, with other times offered: the file's own stay, nothing is imported twice.
        legacy[static_cast<int>(Difficulty::Hard)] = 100000;
        StatsDatabase again(QStringLiteral("again"));
        QCOMPARE(again.open(path, legacy).state, StatsDatabase::State::ReadWrite);
        QCOMPARE(again.importedBest()[int(Difficulty::Hard)], std::optional<qint64>(200000));
    }

    // Starts and ends in any order and any number: one row a game, the first end wins.
    void writesAreIdempotent()
    {
        const QString path = freshPath();
        StatsDatabase db(QStringLiteral("writes"));
        QCOMPARE(db.open(path).state, StatsDatabase::State::ReadWrite);
        QCOMPARE(
            db.apply({write(GameResult::Playing, QStringLiteral("a")), write(GameResult::Playing, QStringLiteral("a")),
                write(GameResult::Finished, QStringLiteral("a"), Difficulty::Easy, 90000),
                write(GameResult::Abandoned, QStringLiteral("a")), // after its end: ignored
                write(GameResult::Finished, QStringLiteral("a"), Difficulty::Easy, 10), // completed again
                write(GameResult::Abandoned, QStringLiteral("b"), Difficulty::Hard, 5000)}), // never started
            QString());
        const auto games = db.games();
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(games[0].gameId, QStringLiteral("a"));
        QCOMPARE(games[0].result, GameResult::Finished);
        QCOMPARE(games[0].timeMs, qint64(90000));
        QVERIFY(games[0].ended.isValid() && games[0].started.isValid());
        QCOMPARE(games[1].result, GameResult::Abandoned);
        QCOMPARE(games[1].level, std::optional<Difficulty>(Difficulty::Hard));
        // Dates keep the player's UTC offset, so a game keeps the day it was played on.
        QCOMPARE(games[0].started.offsetFromUtc(), QDateTime::currentDateTime().offsetFromUtc());
    }

    void figures()
    {
        const QString current = QStringLiteral("now");
        const std::vector<HistoryEntry> games {
            game(QStringLiteral("1"), Difficulty::Easy, GameResult::Finished, 300000, 0),
            game(QStringLiteral("2"), Difficulty::Easy, GameResult::Finished, 100000, 1),
            game(QStringLiteral("3"), Difficulty::Easy, GameResult::Finished, 200000, 2),
            game(QStringLiteral("4"), Difficulty::Easy, GameResult::Finished, 500000, 3, true), // with help
            game(QStringLiteral("5"), Difficulty::Easy, GameResult::Abandoned, 20000, 4),
            game(QStringLiteral("6"), Difficulty::Easy, GameResult::Finished, 400000, 5),
            game(QStringLiteral("7"), Difficulty::Easy, GameResult::Solved, 30000, 6), // given up with Solve
            game(QStringLiteral("8"), Difficulty::Easy, GameResult::Finished, 150000, 7),
            game(QStringLiteral("9"), Difficulty::Easy, GameResult::Finished, 250000, 8, true),
            game(QStringLiteral("left"), Difficulty::Easy, GameResult::Playing, 0, 9), // left behind
            game(current, Difficulty::Easy, GameResult::Playing, 0, 10), // on the board
            game(QStringLiteral("mine"), std::nullopt, GameResult::Finished, 50000, 11), // a typed puzzle
        };
        StatsDatabase::BestTimes imported;
        imported[int(Difficulty::Easy)] = 120000; // slower than game 2
        imported[int(Difficulty::Hard)] = 30000;
        const StatsSummary s = StatsDatabase::summarize(games, imported, QDate(2024, 6, 1), current);
        const LevelStats &easy = s.levels[int(Difficulty::Easy)];
        QCOMPARE(easy.started, 11);
        QCOMPARE(easy.finished, 7);
        QCOMPARE(easy.finishedWithHelp, 2);
        QCOMPARE(easy.abandoned, 3); // abandoned, given up, and the one left behind; not the one on the board
        QCOMPARE(easy.bestMs, std::optional<qint64>(100000));
        QCOMPARE(easy.bestGameId, QStringLiteral("2"));
        QCOMPARE(easy.previousBestMs, std::optional<qint64>(120000)); // the time kept from before
        // Without help: 300, 100, 200, 400, 150 (s): average 230, median 200.
        QCOMPARE(easy.averageMs, std::optional<qint64>(230000));
        QCOMPARE(easy.medianMs, std::optional<qint64>(200000));
        QCOMPARE(easy.averageWithHelpMs, std::optional<qint64>(375000));
        // F F F F(help) A F S F F(help) A(left): runs 4, 1, 2, then broken by the game left behind.
        QCOMPARE(easy.longestStreak, 4);
        QCOMPARE(easy.currentStreak, 0);
        QCOMPARE(s.all.started, 12);
        QCOMPARE(s.all.finished, 8);
        QCOMPARE(s.all.bestMs, std::optional<qint64>(30000)); // Hard's time kept from before
        QCOMPARE(s.all.currentStreak, 1); // the typed puzzle, finished after the game left behind
        QCOMPARE(s.levels[int(Difficulty::Hard)].started, 0);
        QCOMPARE(s.totalGames, 12);
        QCOMPARE(s.history.size(), std::size_t(12));
        QCOMPARE(s.history.front().gameId, QStringLiteral("mine")); // newest first
        QCOMPARE(s.history[2].result, GameResult::Abandoned); // "left", shown as what it is
        QCOMPARE(s.history[1].result, GameResult::Playing); // the current game
        // An even number of times: the median is between the middle two.
        const StatsSummary even = StatsDatabase::summarize(
            {games[0], games[1], games[2], games[5]}, {}, QDate(2024, 6, 1), current); // 300 100 200 400
        QCOMPARE(even.levels[0].medianMs, std::optional<qint64>(250000));
        QCOMPARE(even.levels[0].currentStreak, 4);
    }

    void dailyStreak_data()
    {
        QTest::addColumn<QList<int>>("days"); // days before `today` with a daily puzzle finished
        QTest::addColumn<int>("current");
        QTest::addColumn<int>("longest");
        QTest::newRow("none") << QList<int> {} << 0 << 0;
        QTest::newRow("today") << QList<int> {0} << 1 << 1;
        QTest::newRow("up to yesterday: still alive") << QList<int> {1, 2, 3} << 3 << 3;
        QTest::newRow("a gap ended it") << QList<int> {2, 3} << 0 << 2;
        QTest::newRow("long ago, and now") << QList<int> {0, 1, 10, 11, 12, 13} << 2 << 4;
    }

    void dailyStreak()
    {
        QFETCH(QList<int>, days);
        QFETCH(int, current);
        QFETCH(int, longest);
        const QDate today(2024, 3, 1); // across the end of February in a leap year
        std::vector<HistoryEntry> games;
        for (int d : days) {
            const QDate date = today.addDays(-d);
            games.push_back(game(QString::number(d), Difficulty::Hard, GameResult::Finished, 1000, 0, false, date));
            // Abandoned daily puzzles and other levels' on the same day do not change anything.
            games.push_back(
                game(QStringLiteral("x%1").arg(d), Difficulty::Easy, GameResult::Abandoned, 10, 0, false, date));
        }
        games.push_back(
            game(QStringLiteral("other"), Difficulty::Hard, GameResult::Abandoned, 10, 0, false, today.addDays(-5)));
        const StatsSummary s = StatsDatabase::summarize(games, {}, today, {});
        QCOMPARE(s.dailyStreak, current);
        QCOMPARE(s.longestDailyStreak, longest);
        QCOMPARE(s.dailyDone(sudoku::Variant::Classic)[int(Difficulty::Hard)], days.contains(0));
        QVERIFY(!s.dailyDone(sudoku::Variant::Classic)[int(Difficulty::Easy)]);
    }

    void damagedFileIsSetAside_data()
    {
        QTest::addColumn<QByteArray>("bytes"); // empty: made by `sql`
        QTest::addColumn<QStringList>("sql");
        QTest::addColumn<int>("damage");
        QTest::newRow("not a database") << QByteArray(5000, 'x') << QStringList()
                                        << int(StatsDatabase::Damage::NotADatabase);
        QTest::newRow("another program's tables")
            << QByteArray() << QStringList {QStringLiteral("CREATE TABLE songs (title TEXT)")}
            << int(StatsDatabase::Damage::Foreign);
        QTest::newRow("a table missing") << QByteArray()
                                         << QStringList {QStringLiteral("CREATE TABLE games (id INTEGER PRIMARY KEY)"),
                                                QStringLiteral("PRAGMA user_version = 1")}
                                         << int(StatsDatabase::Damage::Incomplete);
    }

    // A damaged file is kept under another name, whole, and a new file takes its place; the player is told.
    void damagedFileIsSetAside()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, sql);
        QFETCH(int, damage);
        QString path;
        if (sql.isEmpty()) {
            path = freshPath();
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        } else {
            path = handMade(sql);
            QVERIFY(!path.isEmpty());
        }
        const QByteArray before = readFile(path);
        {
            // What is wrong, as the statistics thread finds it, on a copy.
            const QString copy = freshPath();
            QVERIFY(QFile::copy(path, copy));
            StatsDatabase db(QStringLiteral("copy"));
            QCOMPARE(int(db.open(copy).damage), damage);
        }
        Statistics stats(path);
        QSignalSpy problems(&stats, &Statistics::problemChanged);
        stats.record(write(GameResult::Finished, QStringLiteral("g")));
        stats.refresh();
        QTRY_VERIFY(!stats.isBusy());
        QCOMPARE(problems.size(), 1);
        const QString aside = path + QStringLiteral(".damaged");
        QVERIFY2(problems[0][0].toString().contains(aside), qPrintable(problems[0][0].toString()));
        QCOMPARE(readFile(aside), before);
        QVERIFY(stats.summary());
        QCOMPARE(stats.summary()->all.finished, 1); // recorded in the new file
        StatsDatabase db(QStringLiteral("check"));
        QCOMPARE(db.open(path).state, StatsDatabase::State::ReadWrite);
        QCOMPARE(db.games().size(), std::size_t(1));
    }

    void damageIsNamed()
    {
        QString path = freshPath();
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'x'));
        file.close();
        StatsDatabase db(QStringLiteral("named"));
        const auto opened = db.open(path);
        QCOMPARE(opened.damage, StatsDatabase::Damage::NotADatabase);
        QCOMPARE(opened.setAside, path + QStringLiteral(".damaged"));
        // A second damaged file never replaces the first one kept.
        QVERIFY(QFile::remove(path));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(4096, 'y'));
        file.close();
        const auto again = db.open(path);
        QCOMPARE(again.setAside, path + QStringLiteral(".damaged-2"));
        QCOMPARE(readFile(path + QStringLiteral(".damaged")), QByteArray(4096, 'x'));
        QCOMPARE(readFile(path + QStringLiteral(".damaged-2")), QByteArray(4096, 'y'));
    }

    // A file of a newer Sudoku is not touched: no statistics, and the player is told why.
    void newerFileIsLeftAlone()
    {
        const QString path
            = handMade({QStringLiteral("CREATE TABLE games (x)"), QStringLiteral("PRAGMA user_version = 7")});
        QVERIFY(!path.isEmpty());
        const QByteArray before = readFile(path);
        Statistics stats(path);
        QSignalSpy problems(&stats, &Statistics::problemChanged);
        stats.record(write(GameResult::Finished, QStringLiteral("g")));
        QTRY_VERIFY(!stats.isBusy());
        QCOMPARE(stats.state(), StatsDatabase::State::Unavailable);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems[0][0].toString().contains(QLatin1String("newer version")));
        QVERIFY(!stats.summary());
        QCOMPARE(readFile(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral(".damaged")));
    }

    // On a read-only disk: the figures show, games are not counted, and the player is told so, once.
    void readOnlyFolder()
    {
        const QString dir = m_dir.filePath(QStringLiteral("readonly"));
        QVERIFY(QDir().mkpath(dir));
        Tmpfs tmpfs(dir);
        if (!tmpfs.isMounted())
            QSKIP("mounting a tmpfs needs root (CI runs as root)");
        const QString path = dir + QStringLiteral("/statistics.sqlite");
        {
            StatsDatabase db(QStringLiteral("before"));
            QCOMPARE(db.open(path).state, StatsDatabase::State::ReadWrite);
            QCOMPARE(db.apply({write(GameResult::Finished, QStringLiteral("old"))}), QString());
        }
        QVERIFY(tmpfs.makeReadOnly());
        Statistics stats(path);
        QSignalSpy problems(&stats, &Statistics::problemChanged);
        stats.refresh();
        QTRY_VERIFY(!stats.isBusy());
        QCOMPARE(stats.state(), StatsDatabase::State::ReadOnly);
        QVERIFY(stats.summary());
        QCOMPARE(stats.summary()->all.finished, 1);
        QCOMPARE(problems.size(), 1);
        QVERIFY(problems[0][0].toString().contains(QLatin1String("read-only")));
        stats.record(write(GameResult::Finished, QStringLiteral("new")));
        QTRY_VERIFY(!stats.isBusy());
        QCOMPARE(stats.summary()->all.finished, 1);
        QCOMPARE(problems.size(), 1); // told once

        // No file yet, and the folder read-only: no statistics, and why.
        Statistics none(dir + QStringLiteral("/missing.sqlite"));
        QSignalSpy noneProblems(&none, &Statistics::problemChanged);
        none.refresh();
        QTRY_VERIFY(!none.isBusy());
        QCOMPARE(none.state(), StatsDatabase::State::Unavailable);
        QCOMPARE(noneProblems.size(), 1);
        QVERIFY(noneProblems[0][0].toString().contains(dir));
    }

    // The GUI thread never waits for the file: with the file locked by another program, recording returns
    // at once and the event loop runs on; the write lands when the lock goes.
    void writesNeverWaitOnTheGuiThread()
    {
        const QString path = freshPath();
        {
            StatsDatabase db(QStringLiteral("prepare"));
            QCOMPARE(db.open(path).state, StatsDatabase::State::ReadWrite);
        }
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        QSqlQuery lock(other);
        QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));

        Statistics stats(path);
        QElapsedTimer timer;
        timer.start();
        stats.record(write(GameResult::Playing, QStringLiteral("g")));
        stats.record(write(GameResult::Finished, QStringLiteral("g")));
        stats.refresh();
        QVERIFY(timer.elapsed() < 100);
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(10);
        QTest::qWait(400);
        QVERIFY2(ticks >= 20, qPrintable(QString::number(ticks))); // the event loop ran all along
        QVERIFY(stats.isBusy()); // the job waits for the lock, on its own thread
        QVERIFY(lock.exec(QStringLiteral("COMMIT")));
        other.close();
        QTRY_VERIFY_WITH_TIMEOUT(!stats.isBusy(), 10000);
        QVERIFY(stats.summary());
        QCOMPARE(stats.summary()->all.finished, 1);
        QVERIFY(stats.problem().isEmpty());
        lock = QSqlQuery();
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
    }

    // A game played while another program holds the file locked for longer than SQLite waits is kept and
    // written once the lock goes, and the player is told meanwhile (it was never counted: issue 22).
    void aGameRecordedWhileTheFileIsLockedIsWrittenLater()
    {
        const QString path = freshPath();
        {
            StatsDatabase db(QStringLiteral("prepare-locked"));
            QCOMPARE(db.open(path).state, StatsDatabase::State::ReadWrite);
        }
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        auto lock = std::make_unique<QSqlQuery>(other);
        QVERIFY(lock->exec(QStringLiteral("BEGIN EXCLUSIVE")));

        Statistics stats(path);
        stats.setRetryInterval(300);
        Statistics::Summary written;
        bool told = false;
        stats.record(write(GameResult::Playing, QStringLiteral("locked")));
        stats.record(write(GameResult::Finished, QStringLiteral("locked")), [&](const Statistics::Summary &summary) {
            told = true;
            written = summary;
        });
        QTRY_VERIFY_WITH_TIMEOUT(!stats.problem().isEmpty(), 15000); // SQLite gave up waiting
        QVERIFY2(stats.problem().contains(QStringLiteral("locked")), qPrintable(stats.problem()));
        QTest::qWait(1000); // tried again meanwhile, still locked
        QVERIFY(!told);

        QVERIFY(lock->exec(QStringLiteral("COMMIT")));
        lock.reset();
        other.close();
        QTRY_VERIFY_WITH_TIMEOUT(told, 20000);
        QVERIFY(written);
        QCOMPARE(written->all.finished, 1);
        QVERIFY2(stats.problem().isEmpty(), qPrintable(stats.problem()));
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("locker"));
    }

    // Quitting while the file is still locked: the games not written yet are kept beside it and written by
    // the next start.
    void gamesNotWrittenAtQuitAreWrittenByTheNextStart()
    {
        const QString path = freshPath();
        {
            StatsDatabase db(QStringLiteral("prepare-quit"));
            QCOMPARE(db.open(path).state, StatsDatabase::State::ReadWrite);
        }
        QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("locker2"));
        other.setDatabaseName(path);
        QVERIFY(other.open());
        auto lock = std::make_unique<QSqlQuery>(other);
        QVERIFY(lock->exec(QStringLiteral("BEGIN EXCLUSIVE")));
        {
            Statistics stats(path);
            stats.record(write(GameResult::Playing, QStringLiteral("quit")));
            stats.record(write(GameResult::Finished, QStringLiteral("quit")));
            QTRY_VERIFY_WITH_TIMEOUT(!stats.problem().isEmpty(), 15000);
            QCOMPARE(stats.shutdown(), QString()); // kept: nothing to tell
        }
        QVERIFY(QFile::exists(Statistics::pendingPath(path)));
        QVERIFY(lock->exec(QStringLiteral("COMMIT")));
        lock.reset();
        other.close();
        other = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("locker2"));

        Statistics next(path);
        bool told = false;
        Statistics::Summary summary;
        next.afterWrites([&](const Statistics::Summary &figures) {
            told = true;
            summary = figures;
        });
        QTRY_VERIFY_WITH_TIMEOUT(told, 15000);
        QVERIFY(summary);
        QCOMPARE(summary->all.finished, 1);
        QVERIFY(!QFile::exists(Statistics::pendingPath(path)));
    }

    // Jobs overtaken by newer ones, and the figures asked for in between: every change is written, once.
    void nothingIsLostOrDoubled()
    {
        const QString path = freshPath();
        Statistics stats(path);
        int answered = 0;
        for (int i = 0; i < 40; ++i) {
            const QString id = QStringLiteral("g%1").arg(i);
            stats.record(write(GameResult::Playing, id));
            QCoreApplication::processEvents(); // lets a job start, so that the next one overtakes it
            stats.record(
                write(i % 4 == 0 ? GameResult::Abandoned : GameResult::Finished, id), [&](const auto &summary) {
                    QVERIFY(summary);
                    ++answered;
                });
            if (i % 7 == 0)
                stats.refresh();
        }
        QTRY_COMPARE_WITH_TIMEOUT(answered, 40, 20000);
        QTRY_VERIFY(!stats.isBusy());
        QVERIFY(stats.summary());
        QCOMPARE(stats.summary()->all.started, 40);
        QCOMPARE(stats.summary()->all.abandoned, 10);
        QCOMPARE(stats.summary()->all.finished, 30);
    }

    // A game that ends while a job for earlier figures is under way gets figures that include it: the job
    // under way answers only what it was asked.
    void figuresAskedWhileAJobRunsIncludeTheChange()
    {
        const QString path = freshPath();
        Statistics stats(path);
        stats.refresh();
        QCoreApplication::processEvents(); // the job starts
        QThread::msleep(300); // and ends on its thread; its answer waits in the event queue
        std::optional<StatsSummary> told;
        stats.record(write(GameResult::Finished, QStringLiteral("late"), Difficulty::Hard, 5000),
            [&told](const Statistics::Summary &summary) { told = summary; });
        QTRY_VERIFY(told.has_value());
        QCOMPARE(told->levels[int(Difficulty::Hard)].finished, 1);
        QCOMPARE(told->levels[int(Difficulty::Hard)].bestGameId, QStringLiteral("late"));
    }

    // Quitting right after a game ends: the game is counted all the same.
    void shutdownWritesWhatIsLeft()
    {
        const QString path = freshPath();
        {
            Statistics stats(path);
            stats.record(write(GameResult::Finished, QStringLiteral("last"), Difficulty::Expert, 42000));
        } // destroyed before any job could run
        const StatsSummary summary = summaryOf(path);
        QCOMPARE(summary.levels[int(Difficulty::Expert)].finished, 1);
        QCOMPARE(summary.levels[int(Difficulty::Expert)].bestMs, std::optional<qint64>(42000));
    }

    // A game counts from its first move, once; completing it again after an undo does not count it twice;
    // a game replaced before any move is not a game.
    void trackerCountsGamesFromTheirFirstMove()
    {
        const QString path = freshPath();
        Statistics stats(path);
        GameTracker tracker(&stats);
        GameFacts facts;
        facts.level = Difficulty::Medium;
        facts.puzzle = kPuzzle;
        facts.elapsedMs = 1000;

        tracker.begin();
        tracker.abandon(facts); // nothing played: nothing counted
        tracker.begin();
        const QString first = tracker.gameId();
        tracker.moved(facts);
        tracker.moved(facts);
        facts.elapsedMs = 95000;
        bool told = false;
        tracker.ended(facts, GameResult::Finished, [&](const Statistics::Summary &summary) {
            QVERIFY(summary);
            QCOMPARE(summary->levels[int(Difficulty::Medium)].bestGameId, first);
            told = true;
        });
        tracker.abandon(facts); // ended already
        bool again = false;
        tracker.ended(facts, GameResult::Finished, [&](const Statistics::Summary &summary) {
            QVERIFY(summary);
            QCOMPARE(summary->levels[int(Difficulty::Medium)].finished, 1);
            again = true;
        });
        QTRY_VERIFY(told && again);

        tracker.begin();
        QVERIFY(tracker.gameId() != first);
        tracker.moved(facts);
        tracker.abandon(facts);
        // A game brought back from the autosave goes on under its id, and counts as started.
        tracker.begin(QStringLiteral("restored"), true);
        QCOMPARE(tracker.gameId(), QStringLiteral("restored"));
        tracker.abandon(facts);
        stats.refresh();
        QTRY_VERIFY(!stats.isBusy());
        const LevelStats &medium = stats.summary()->levels[int(Difficulty::Medium)];
        QCOMPARE(medium.started, 3);
        QCOMPARE(medium.finished, 1);
        QCOMPARE(medium.abandoned, 2);
        QCOMPARE(medium.bestMs, std::optional<qint64>(95000));
    }

    // Written rows keep their fields; what is not known is left out, not invented.
    void rowsKeepTheirFields()
    {
        const QString path = freshPath();
        StatsDatabase db(QStringLiteral("fields"));
        db.open(path);
        StatsWrite daily = write(GameResult::Finished, QStringLiteral("d"), Difficulty::Extreme, 777000, true);
        daily.daily = QDate(2024, 2, 29);
        daily.rating = 7.25;
        daily.hints = 2;
        daily.checks = 3;
        daily.mistakes = 4;
        StatsWrite mine = write(GameResult::Finished, QStringLiteral("m"), std::nullopt);
        QCOMPARE(db.apply({daily, mine}), QString());
        const auto games = db.games();
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(games[0].daily, QDate(2024, 2, 29));
        QCOMPARE(games[0].rating, std::optional<double>(7.25));
        QCOMPARE(games[0].hints, 2);
        QCOMPARE(games[0].checks, 3);
        QCOMPARE(games[0].mistakes, 4);
        QVERIFY(games[0].help);
        QVERIFY(!games[1].level);
        QVERIFY(!games[1].rating);
        QVERIFY(!games[1].daily.isValid());
        QCOMPARE(games[0].variant, sudoku::Variant::Classic);
    }

    // A game's variant is read from its puzzle's line; the figures are kept for every game and for each
    // variant's (the best times kept from before the statistics are classic ones); the dialog shows either.
    void figuresByVariant()
    {
        const QString path = freshPath();
        StatsDatabase db(QStringLiteral("variants"));
        db.open(path);
        StatsWrite x = write(GameResult::Finished, QStringLiteral("x"), Difficulty::Hard, 200000);
        x.puzzle
            = QStringLiteral("X:.6...14.5...7..........9.8.2...3...4...2.4...6...5...2.9.4..........2...4.85...1.");
        StatsWrite classic = write(GameResult::Finished, QStringLiteral("c"), Difficulty::Hard, 100000);
        StatsWrite killer = write(GameResult::Abandoned, QStringLiteral("k"), Difficulty::Easy, 5000);
        killer.puzzle
            = QStringLiteral("K:............................8.......................4............................:"
                             "aabbccccdaaaefcggdaeeeffgddhhiijjkkklhimmnnkolppppqnkorrsttqquovssttwwuuvvxxxxyyu:"
                             "35,4,33,13,16,17,17,15,15,4,27,10,13,12,18,20,11,15,12,24,23,16,6,20,9");
        QCOMPARE(db.apply({x, classic, killer}), QString());
        const auto games = db.games();
        QCOMPARE(games.size(), std::size_t(3));
        QCOMPARE(games[0].variant, sudoku::Variant::X);
        QCOMPARE(games[1].variant, sudoku::Variant::Classic);
        QCOMPARE(games[2].variant, sudoku::Variant::Killer);
        StatsDatabase::BestTimes imported;
        imported[int(Difficulty::Hard)] = 150000;
        const StatsSummary s = StatsDatabase::summarize(games, imported, QDate(2024, 6, 1), {});
        QCOMPARE(s.levels[int(Difficulty::Hard)].finished, 2);
        QCOMPARE(s.levels[int(Difficulty::Hard)].bestMs, std::optional<qint64>(100000));
        const GroupStats &xs = s.byVariant.at(sudoku::Variant::X);
        QCOMPARE(xs.levels[int(Difficulty::Hard)].finished, 1);
        QCOMPARE(xs.levels[int(Difficulty::Hard)].bestMs, std::optional<qint64>(200000)); // no classic time kept
        QCOMPARE(xs.all.started, 1);
        QCOMPARE(s.byVariant.at(sudoku::Variant::Classic).levels[int(Difficulty::Hard)].bestMs,
            std::optional<qint64>(100000));
        QCOMPARE(s.byVariant.at(sudoku::Variant::Killer).levels[int(Difficulty::Easy)].abandoned, 1);
        QCOMPARE(s.byVariant.count(sudoku::Variant::Hyper), std::size_t(0));
        QCOMPARE(s.all.started, 3);
    }
};

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
