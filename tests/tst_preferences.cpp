// SPDX-License-Identifier: GPL-3.0-or-later
// The preferences dialog: every option in one place, applied to the window live and stored at once.
#include "windowfixture.h"

#include "dialogs/preferencesdialog.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTest>
#include <QTimer>

class TestPreferences : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void changesApplyWhileTheDialogIsOpen()
    {
        guitest::WindowFixture fixture;
        QVERIFY(fixture.open({}, guitest::WindowFixture::Start::Nothing));
        MainWindow &window = *fixture.window();
        QVERIFY(window.clockLabel()->isVisible());
        QCOMPARE(window.game()->solver(), sudoku::Algorithm::Dfs);

        bool checked = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCheckBox *clock = nullptr;
            for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
                if (box->text() == QStringLiteral("Show the clock"))
                    clock = box;
            QVERIFY(clock);
            QTest::mouseClick(clock, Qt::LeftButton, {}, QPoint(8, clock->height() / 2));
            QTRY_VERIFY(!window.clockLabel()->isVisible()); // live, with the dialog still open (the toolbar hides it)
            QComboBox *solver = nullptr;
            for (QComboBox *combo : dialog->findChildren<QComboBox *>())
                if (combo->findText(QStringLiteral("dlx")) >= 0)
                    solver = combo;
            QVERIFY(solver);
            solver->setCurrentIndex(solver->findText(QStringLiteral("dlx")));
            QCOMPARE(window.game()->solver(), sudoku::Algorithm::Dlx);
            QVERIFY(window.actions()->solverAt[static_cast<int>(sudoku::Algorithm::Dlx)]->isChecked());
            checked = true;
            dialog->accept();
        });
        window.actions()->preferences->trigger();
        QVERIFY(checked);

        // Stored: a fresh Settings on the same file reads the new values.
        fixture.settings()->sync();
        const Settings reread(fixture.path("settings.ini"));
        QVERIFY(!reread.showTimer());
        QCOMPARE(reread.solver(), sudoku::Algorithm::Dlx);
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
