// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: defaults, round trips and unreadable values, always in a temporary ini file.
#include "diskfault.h"

#include "settings/settings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <fcntl.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

class TestSettings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString ini(const char *name) const { return m_dir.filePath(QLatin1String(name)); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    // A full or read-only configuration disk: save() says so, with the file and the reason, the file on disk
    // keeps what it held (no empty or cut file), and the changes are written once there is room again. (They
    // were dropped at quit without a word: issue 22.)
    void aDiskThatRefusesTheSettingsIsTold_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<QString>("reason");
        QTest::newRow("full disk") << QStringLiteral("full") << QStringLiteral("No space left on device");
        QTest::newRow("read-only disk") << QStringLiteral("read-only") << QStringLiteral("Read-only file system");
    }
    void aDiskThatRefusesTheSettingsIsTold()
    {
        QFETCH(QString, fault);
        QFETCH(QString, reason);
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("config"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("config")));
        diskfault::TinyTmpfs disk(config, 256 * 1024);
        if (!disk.isMounted())
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here: ") + disk.error()));
        const QString path = config + QStringLiteral("/sudoku.conf");
        {
            Settings before(path);
            before.setDifficulty(Difficulty::Hard);
            before.setAutoRemoveNotes(false); // a flag, read back as text
            before.setHighlights({true, false, true});
            before.setWindowGeometry(QByteArray(2000, 'g')); // more than a page of settings
            QCOMPARE(before.save(), QString());
        }
        Settings settings(path);
        QVERIFY(fault == QLatin1String("full") ? diskfault::fill(config) : disk.makeReadOnly());
        settings.setDifficulty(Difficulty::Expert);
        settings.setTheme(Settings::Theme::Dark);
        settings.setWindowGeometry(QByteArray(3000, 'h'));
        const QString error = settings.save();
        QVERIFY2(error.contains(reason), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
        // The file as it was, whole (read as bytes: QSettings objects of one process share what they hold).
        const auto onDisk = [&path] {
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
        };
        QVERIFY2(onDisk().contains("difficulty=hard"), onDisk().constData());
        QVERIFY(onDisk().contains(QByteArray(2000, 'g')));
        QCOMPARE(settings.difficulty(), Difficulty::Expert); // the changes are still here

        if (fault == QLatin1String("full"))
            QVERIFY(QFile::remove(config + QStringLiteral("/filler")));
        else
            QVERIFY(disk.makeWritable());
        QCOMPARE(settings.save(), QString());
        QVERIFY2(onDisk().contains("difficulty=expert"), onDisk().constData());
        QVERIFY(onDisk().contains("theme=dark"));
    }

    // A configuration file that is a named pipe is never opened (reading it waited for a writer, for good):
    // the settings work for the session, and save() says why they are not kept.
    void aPipeForTheSettingsIsNeverOpened()
    {
        const QString pipe = ini("pipe.conf");
        QCOMPARE(::mkfifo(QFile::encodeName(pipe).constData(), 0600), 0);
        std::thread writer([bytes = QFile::encodeName(pipe)] { // frees a reader that waits, after 3 s
            std::this_thread::sleep_for(std::chrono::seconds(3));
            const int fd = ::open(bytes.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0)
                ::close(fd);
        });
        QElapsedTimer timer;
        timer.start();
        {
            Settings settings(pipe);
            QCOMPARE(settings.difficulty(), Difficulty::Medium);
            settings.setDifficulty(Difficulty::Hard);
            QCOMPARE(settings.difficulty(), Difficulty::Hard);
            QVERIFY2(settings.save().contains(QStringLiteral("not a regular file")), qPrintable(settings.save()));
        }
        const qint64 took = timer.elapsed();
        writer.join();
        QVERIFY2(took < 1500, qPrintable(QString::number(took)));
        QFileInfo info(pipe);
        QVERIFY(info.exists() && !info.isFile()); // left as it was
    }

    void defaults()
    {
        Settings settings(ini("defaults.ini"));
        QCOMPARE(settings.highlights(), HighlightOptions {});
        QVERIFY(settings.autoRemoveNotes());
        QVERIFY(settings.showTimer());
        QCOMPARE(settings.theme(), Settings::Theme::System);
        QCOMPARE(settings.textSize(), 100);
        QCOMPARE(settings.solver(), sudoku::Algorithm::Dfs);
        QCOMPARE(settings.difficulty(), Difficulty::Medium);
        QVERIFY(!settings.bestTime(Difficulty::Hard));
        QVERIFY(settings.fileName().startsWith(m_dir.path()));
    }

    void roundTrip()
    {
        {
            Settings settings(ini("roundtrip.ini"));
            settings.setHighlights({false, true, false});
            settings.setAutoRemoveNotes(false);
            settings.setShowTimer(false);
            settings.setTheme(Settings::Theme::Dark);
            settings.setSolver(sudoku::Algorithm::Dlx);
            settings.setDifficulty(Difficulty::Expert);
            settings.setWindowGeometry("geometry");
            settings.sync();
        }
        Settings settings(ini("roundtrip.ini"));
        QCOMPARE(settings.highlights(), (HighlightOptions {false, true, false}));
        QVERIFY(!settings.autoRemoveNotes());
        QVERIFY(!settings.showTimer());
        QCOMPARE(settings.theme(), Settings::Theme::Dark);
        QCOMPARE(settings.solver(), sudoku::Algorithm::Dlx);
        QCOMPARE(settings.difficulty(), Difficulty::Expert);
        QCOMPARE(settings.windowGeometry(), QByteArray("geometry"));
    }

    // The high-contrast look and the text size are kept; a size the app does not offer reads as the desktop's.
    void highContrastAndTextSize()
    {
        {
            Settings settings(ini("access.ini"));
            settings.setTheme(Settings::Theme::HighContrast);
            settings.setTextSize(150);
            settings.sync();
        }
        Settings settings(ini("access.ini"));
        QCOMPARE(settings.theme(), Settings::Theme::HighContrast);
        QCOMPARE(settings.textSize(), 150);
        settings.setTextSize(137);
        QCOMPARE(settings.textSize(), 100);
    }

    void everyLevelIsKept_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<Difficulty>("level");
        QTest::newRow("expert") << QByteArray("expert") << Difficulty::Expert;
        QTest::newRow("master") << QByteArray("master") << Difficulty::Master;
        QTest::newRow("extreme") << QByteArray("extreme") << Difficulty::Extreme;
    }
    // A settings file naming a level (earlier versions wrote easy ... extreme) keeps it; Master is new.
    void everyLevelIsKept()
    {
        QFETCH(QByteArray, key);
        QFETCH(Difficulty, level);
        const QByteArray name = "level-" + key + ".ini";
        QFile file(ini(name.constData()));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[game]\ndifficulty=" + key + "\n");
        file.close();
        Settings settings(file.fileName());
        QCOMPARE(settings.difficulty(), level);
    }

    // The best times earlier versions kept, which the statistics carry over when they start.
    void bestTimesOfEarlierVersionsAreRead()
    {
        QFile file(ini("records.ini"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[records]\nbest_easy=60000\nbest_hard=0\nbest_expert=-5\n");
        file.close();
        Settings settings(file.fileName());
        QCOMPARE(settings.bestTime(Difficulty::Easy), std::optional<qint64>(60000));
        QVERIFY(!settings.bestTime(Difficulty::Hard)); // not a time
        QVERIFY(!settings.bestTime(Difficulty::Expert));
        QVERIFY(!settings.bestTime(Difficulty::Extreme)); // per level
    }

    void unreadableValuesFallBack()
    {
        QFile file(ini("garbage.ini"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[board]\nhighlightHouses=perhaps\nautoRemoveNotes=0\n[window]\ntheme=purple\n"
                   "[solve]\nsolver=quantum\n[game]\ndifficulty=impossible\n[records]\nbest_easy=soon\n");
        file.close();
        Settings settings(file.fileName());
        QVERIFY(settings.highlights().houses);
        QVERIFY(!settings.autoRemoveNotes());
        QCOMPARE(settings.theme(), Settings::Theme::System);
        QCOMPARE(settings.solver(), sudoku::Algorithm::Dfs);
        QCOMPARE(settings.difficulty(), Difficulty::Medium);
        QVERIFY(!settings.bestTime(Difficulty::Easy));
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
