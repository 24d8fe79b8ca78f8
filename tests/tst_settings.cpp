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

    void bestTimesOnlyImprove()
    {
        Settings settings(ini("records.ini"));
        QVERIFY(settings.recordTime(Difficulty::Easy, 90000));
        QVERIFY(!settings.recordTime(Difficulty::Easy, 95000));
        QVERIFY(!settings.recordTime(Difficulty::Easy, 90000));
        QVERIFY(settings.recordTime(Difficulty::Easy, 60000));
        QCOMPARE(settings.bestTime(Difficulty::Easy), std::optional<qint64>(60000));
        QVERIFY(!settings.bestTime(Difficulty::Extreme)); // per level
        QVERIFY(!settings.recordTime(Difficulty::Easy, 0));
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
