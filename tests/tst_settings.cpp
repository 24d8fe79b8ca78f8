// SPDX-License-Identifier: GPL-3.0-or-later
// Settings: defaults, round trips and unreadable values, always in a temporary ini file.
#include "settings/settings.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
