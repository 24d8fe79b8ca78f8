// SPDX-License-Identifier: GPL-3.0-or-later
// The window when saving fails (issue 11), driven like a player through its real dialogs: quitting with a
// game that could not be saved asks first (Save As, Quit Anyway, Cancel); the notice of a failing autosave
// offers Save As; messages show file names and other text the player gave as plain text, never as HTML.
#include "diskfault.h"
#include "guitestutil.h"
#include "windowfixture.h"

#include "board/messagebar.h"
#include "game/autosave.h"
#include "game/gamefile.h"
#include "game/gamemodel.h"
#include "play/gamecontroller.h"
#include "settings/settings.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <chrono>
#include <fcntl.h>
#include <functional>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace
{

// Answers the modal dialogs that come up, one step each, in order: a step gets the dialog and closes it. A
// dialog no step expected, or one a step left open, is rejected after a while and counted, so that a test
// that goes wrong fails instead of hanging in a dialog's event loop.
class DialogScript : public QObject
{
public:
    using Step = std::function<void(QWidget *dialog)>;

    explicit DialogScript(QList<Step> steps)
        : m_steps(std::move(steps))
    {
        connect(&m_timer, &QTimer::timeout, this, &DialogScript::poll);
        m_timer.start(20);
    }
    int answered() const { return m_answered; }
    bool done() const { return m_answered == m_steps.size() && m_unexpected == 0; }

private:
    void poll()
    {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        if (dialog != m_last && m_answered < m_steps.size()) {
            m_last = dialog;
            m_since.start();
            m_steps[m_answered++](dialog);
        } else if (dialog != m_last || m_since.elapsed() > 5000) {
            ++m_unexpected;
            m_last = dialog;
            m_since.start();
            dialog->reject();
        }
    }

    QList<Step> m_steps;
    QTimer m_timer;
    QPointer<QDialog> m_last;
    QElapsedTimer m_since;
    int m_answered = 0;
    int m_unexpected = 0;
};

void clickRole(QWidget *dialog, QMessageBox::ButtonRole role)
{
    auto *box = qobject_cast<QMessageBox *>(dialog);
    QVERIFY2(box, dialog->metaObject()->className());
    for (QAbstractButton *button : box->buttons()) {
        if (box->buttonRole(button) == role) {
            button->click();
            return;
        }
    }
    QFAIL("no button of that role");
}

// Types `path` into a file dialog and accepts it, as a player would. (selectFile() may be undone by the
// dialog's own selection once its folder has loaded; the typed name is what accept() reads.)
DialogScript::Step choose(const QString &path)
{
    return [path](QWidget *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        QVERIFY2(files, dialog->metaObject()->className());
        auto *name = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        name->setText(path);
        static_cast<QDialog *>(files)->accept(); // QFileDialog::accept(), as its Save or Open button does
    };
}

} // namespace

class TestWindowSaves : public QObject
{
    Q_OBJECT

private:
    guitest::WindowFixture m_fixture;

    MainWindow *window() const { return m_fixture.window(); }
    GameModel *model() const { return window()->model(); }

    // From now on the autosave cannot be written: a folder stands where the file would be.
    bool breakAutosave()
    {
        const QString path = window()->game()->autosave()->path();
        QFile::remove(path);
        return QDir().mkpath(path);
    }

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_fixture.open(QSize(900, 700)));
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
    }

    void cleanup()
    {
        if (window())
            QDir(window()->game()->autosave()->path()).removeRecursively();
        m_fixture.close();
    }

    void quittingAnUnsavedGameAsks_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("closed");
        QTest::newRow("Save As") << "save as" << true;
        QTest::newRow("Quit Anyway") << "quit" << true;
        QTest::newRow("Cancel") << "cancel" << false;
        QTest::newRow("Save As, no file chosen, then Cancel") << "save as, no file" << false;
    }
    void quittingAnUnsavedGameAsks()
    {
        QFETCH(QString, answer);
        QFETCH(bool, closed);
        QVERIFY(breakAutosave());
        window()->game()->setSelectedCell(2);
        window()->game()->inputDigit(4, false);
        const QString elsewhere = m_fixture.path("elsewhere.sudoku");
        QFile::remove(elsewhere);
        QString question;
        const auto ask = [&question](QMessageBox::ButtonRole role) {
            return [&question, role](QWidget *dialog) {
                if (auto *box = qobject_cast<QMessageBox *>(dialog)) {
                    question = box->text();
                    QCOMPARE(box->textFormat(), Qt::PlainText);
                }
                clickRole(dialog, role);
            };
        };
        QList<DialogScript::Step> steps;
        if (answer == QLatin1String("save as")) {
            steps = {ask(QMessageBox::AcceptRole), choose(elsewhere)};
        } else if (answer == QLatin1String("quit")) {
            steps = {ask(QMessageBox::DestructiveRole)};
        } else if (answer == QLatin1String("cancel")) {
            steps = {ask(QMessageBox::RejectRole)};
        } else {
            steps = {ask(QMessageBox::AcceptRole), [](QWidget *dialog) { qobject_cast<QDialog *>(dialog)->reject(); },
                ask(QMessageBox::RejectRole)};
        }
        DialogScript script(steps);
        QCOMPARE(window()->close(), closed);
        QVERIFY(script.done());
        QVERIFY2(question.contains(QStringLiteral("could not be saved")), qPrintable(question));
        QVERIFY2(question.contains(window()->game()->autosave()->path()), qPrintable(question));
        QCOMPARE(window()->isVisible(), !closed);
        QCOMPARE(model()->board().at(2), 4); // nothing was thrown away before the answer
        const GameFile::ReadResult saved = GameFile::load(elsewhere);
        QCOMPARE(saved.game.has_value(), answer == QLatin1String("save as"));
        if (saved.game)
            QCOMPARE(saved.game->cells[2].digit, 4);
    }

    void quittingDoesNotAskWhenNothingIsLost_data()
    {
        QTest::addColumn<QString>("state");
        QTest::newRow("no move made") << "fresh";
        QTest::newRow("saved by hand since the last move") << "saved";
        QTest::newRow("autosave works") << "autosave works";
    }
    void quittingDoesNotAskWhenNothingIsLost()
    {
        QFETCH(QString, state);
        if (state != QLatin1String("autosave works"))
            QVERIFY(breakAutosave());
        if (state != QLatin1String("fresh")) {
            window()->game()->setSelectedCell(2);
            window()->game()->inputDigit(4, false);
        }
        if (state == QLatin1String("saved")) {
            DialogScript script({choose(m_fixture.path("mine.sudoku"))});
            window()->actions()->saveAs->trigger();
            QVERIFY(script.done());
            QVERIFY(GameFile::load(m_fixture.path("mine.sudoku")).game);
        }
        DialogScript script({});
        QVERIFY(window()->close());
        QVERIFY(script.done()); // no question came up
    }

    void theFailureNoticeOffersSaveAs()
    {
        QVERIFY(breakAutosave());
        window()->game()->setSelectedCell(2);
        window()->game()->inputDigit(4, false);
        MessageBar *bar = window()->messageBar();
        QTRY_VERIFY(bar->text().contains(QStringLiteral("cannot be saved automatically")));
        QCOMPARE(bar->level(), MessageBar::Level::Warning);
        // The player closes it and plays on; the writes go on failing, and the notice is not repeated.
        bar->dismiss();
        window()->game()->setSelectedCell(3);
        window()->game()->inputDigit(6, false);
        QTRY_VERIFY(!window()->game()->autosave()->isPending());
        QVERIFY(window()->game()->autosave()->hasFailed());
        QVERIFY(bar->text().isEmpty());

        // Saving works again, and is told; then fails again, and is told again.
        QVERIFY(QDir(window()->game()->autosave()->path()).removeRecursively());
        QVERIFY(window()->game()->autosave()->saveNow());
        QVERIFY(bar->text().contains(QStringLiteral("saved automatically again")));
        QVERIFY(breakAutosave());
        QVERIFY(!window()->game()->autosave()->saveNow());
        QVERIFY(bar->text().contains(QStringLiteral("cannot be saved automatically")));

        // Its button saves the game elsewhere, through Save As.
        const QString path = m_fixture.path("rescued.sudoku");
        DialogScript script({choose(path)});
        bar->trigger(0);
        QVERIFY(script.done());
        const GameFile::ReadResult saved = GameFile::load(path);
        QVERIFY2(saved.game, qPrintable(saved.error));
        QCOMPARE(saved.game->cells[3].digit, 6);
    }

    void messagesShowTextAsItIs_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("tags") << "<b>bold</b> and <i>italic</i>";
        QTest::newRow("image") << "<img src=\"/dev/zero\">";
        QTest::newRow("entities") << "&lt;5&gt; &amp; &nbsp;";
        QTest::newRow("table") << "<table><tr><td>1</td><td>2</td></tr></table>";
        QTest::newRow("heading") << "<h1>big</h1>";
    }
    void messagesShowTextAsItIs()
    {
        // What the player sees, and can select and copy, is the text itself; HTML would hide the tags.
        QFETCH(QString, text);
        MessageBar *bar = window()->messageBar();
        const QString message = QStringLiteral("The clipboard does not hold a puzzle: %1").arg(text);
        bar->showMessage(MessageBar::Level::Error, message);
        auto *label = bar->findChild<QLabel *>();
        QVERIFY(label);
        label->setSelection(0, static_cast<int>(message.size()));
        QCOMPARE(label->selectedText(), message);
    }

    void anErrorBoxShowsTheFileNameAsItIs()
    {
        const QString path = m_fixture.path("<b>game.sudoku"); // a name, not HTML
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not a game");
        file.close();
        QString shown;
        Qt::TextFormat format = Qt::RichText;
        DialogScript script({choose(path), [&](QWidget *dialog) {
                                 auto *box = qobject_cast<QMessageBox *>(dialog);
                                 QVERIFY(box);
                                 shown = box->text();
                                 format = box->textFormat();
                                 box->accept();
                             }});
        window()->actions()->open->trigger();
        QVERIFY(script.done());
        QVERIFY2(shown.contains(path), qPrintable(shown));
        QCOMPARE(format, Qt::PlainText);
    }

    // A full configuration disk: the window says the settings cannot be saved (once, and in the status bar
    // while it lasts), and quitting asks before the changes are lost: Try Again once there is room writes
    // them. (They were dropped at quit without a word: issue 22.)
    void settingsThatCannotBeSavedAreTold()
    {
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("config"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("config")));
        diskfault::TinyTmpfs disk(config, 256 * 1024);
        if (!disk.isMounted())
            QSKIP(qPrintable(QStringLiteral("cannot mount a tmpfs here: ") + disk.error()));
        const QString ini = config + QStringLiteral("/sudoku.conf");
        Settings settings(ini);
        auto other = guitest::makeWindow(&settings, m_fixture.path("autosave.sudoku"));
        other->show();
        QVERIFY(QTest::qWaitForWindowExposed(other.get()));
        QTest::qWait(700); // the check at the start: all well
        QVERIFY(other->problemsText().isEmpty());
        QVERIFY(diskfault::fill(config));
        other->setLanguage(QStringLiteral("en")); // a setting changed, as the Language menu does
        QTRY_VERIFY_WITH_TIMEOUT(
            other->messageBar()->text().contains(QStringLiteral("settings cannot be saved")), 5000);
        QVERIFY(other->messageBar()->text().contains(QStringLiteral("No space left on device")));
        QVERIFY(other->problemsText().contains(QStringLiteral("Settings not saved")));

        // Quitting asks; room is made meanwhile, and Try Again writes them.
        DialogScript script({[&config](QWidget *dialog) {
            auto *box = qobject_cast<QMessageBox *>(dialog);
            QVERIFY(box);
            QVERIFY2(box->text().contains(QStringLiteral("settings could not be saved")), qPrintable(box->text()));
            QVERIFY(QFile::remove(config + QStringLiteral("/filler")));
            clickRole(dialog, QMessageBox::AcceptRole);
        }});
        QVERIFY(other->close());
        QVERIFY(script.done());
        QFile file(ini);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY2(file.readAll().contains("language=en"), "the settings were not written");
    }

    // The Open dialog opens in a folder that is there, its file name empty (where there was no Documents folder
    // it opened elsewhere with "Documents" typed in as the file: issue 22); Save As says where the game went
    // beside the board, until the next move, and leaves the level and rating in the status bar.
    void fileDialogsStartInAFolderAndSavingSaysWhere()
    {
        QTemporaryDir home;
        const QByteArray oldHome = qgetenv("HOME");
        qputenv("HOME", QFile::encodeName(home.path()));
        const auto restore = qScopeGuard([&oldHome] { qputenv("HOME", oldHome); });
        QVERIFY(!QFileInfo::exists(home.filePath(QStringLiteral("Documents"))));
        QString typed = QStringLiteral("(no dialog)");
        QString folder;
        {
            DialogScript open({[&](QWidget *dialog) {
                auto *files = qobject_cast<QFileDialog *>(dialog);
                QVERIFY(files);
                typed = files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->text();
                folder = files->directory().absolutePath();
                files->reject();
            }});
            window()->actions()->open->trigger();
            QVERIFY(open.done());
        }
        QCOMPARE(typed, QString());
        QCOMPARE(folder, QDir(home.path()).absolutePath());

        model()->enterDigit(2, 4);
        const QString level = window()->levelLabel()->text();
        const QString path = home.filePath(QStringLiteral("kept.sudoku"));
        DialogScript save({choose(path)});
        window()->actions()->saveAs->trigger();
        QVERIFY(save.done());
        QVERIFY(QFile::exists(path));
        QCOMPARE(window()->messageBar()->text(), QStringLiteral("Saved to %1.").arg(path));
        QCOMPARE(window()->levelLabel()->text(), level);
        QVERIFY(window()->levelLabel()->isVisible() || !window()->isVisible());
        model()->enterDigit(3, 6); // the next move: the message has said what it had to
        QVERIFY(!window()->messageBar()->isVisible());
    }

    // Checkpoints go into the saved game and come back with Open; one damaged in the file is left out, the
    // message beside the board says which, and the game and the other checkpoints load.
    void checkpointsAreSavedWithTheGame()
    {
        QVERIFY(model()->enterDigit(2, 4));
        window()->actions()->setCheckpoint->trigger();
        QVERIFY(model()->enterDigit(3, 6));
        window()->actions()->setCheckpoint->trigger();
        QCOMPARE(model()->checkpoints().size(), 2u);
        QVERIFY(model()->toggleNote(5, 2));
        const std::vector<Checkpoint> checkpoints = model()->checkpoints();
        const QString path = m_fixture.path("checkpoints.sudoku");
        QCOMPARE(GameFile::save(window()->game()->snapshot(), path), QString());
        model()->loadPuzzle(guitest::board(guitest::kEasy), PuzzleInfo {Difficulty::Easy, 0});
        QVERIFY(model()->checkpoints().empty());
        QVERIFY(!window()->actions()->backToCheckpoint->isEnabled());
        QCOMPARE(window()->game()->openFile(path), QString());
        QCOMPARE(model()->checkpoints(), checkpoints);
        QVERIFY(!window()->isWindowModified());
        // Setting a checkpoint is a move: the game differs from the file until it is undone.
        window()->actions()->setCheckpoint->trigger();
        QVERIFY(window()->isWindowModified());
        QVERIFY2(
            window()->actions()->undo->toolTip().contains(QStringLiteral("Set Checkpoint \u201cCheckpoint 3\u201d")),
            qPrintable(window()->actions()->undo->toolTip()));
        model()->undoStack()->undo();
        QCOMPARE(model()->checkpoints(), checkpoints);
        QVERIFY(!window()->isWindowModified());
        QVERIFY(model()->removeCheckpoint(1));
        QVERIFY(window()->isWindowModified());
        model()->undoStack()->undo();
        QCOMPARE(model()->checkpoints(), checkpoints);
        QVERIFY(!window()->isWindowModified());
        QVERIFY(window()->actions()->backToCheckpoint->isEnabled());
        window()->actions()->backToCheckpoint->trigger();
        QCOMPARE(model()->snapshot().cells, checkpoints[1].cells);
        QVERIFY(window()->messageBar()->text().contains(QStringLiteral("Back to Checkpoint 2")));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray json = file.readAll();
        file.close();
        // The list's second checkpoint without a name (the history's moves that set it stay sound).
        QJsonObject root = QJsonDocument::fromJson(json).object();
        QJsonArray list = root.value(QStringLiteral("checkpoints")).toArray();
        QJsonObject second = list[1].toObject();
        second.insert(QStringLiteral("name"), QJsonValue::Null);
        list[1] = second;
        root.insert(QStringLiteral("checkpoints"), list);
        json = QJsonDocument(root).toJson();
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(json);
        file.close();
        QCOMPARE(window()->game()->openFile(path), QString());
        QCOMPARE(model()->checkpoints().size(), 1u);
        QCOMPARE(model()->checkpoints()[0], checkpoints[0]);
        QVERIFY2(window()->messageBar()->text().contains(QStringLiteral("Damaged checkpoints were left out")),
            qPrintable(window()->messageBar()->text()));
    }

    // Open on a named pipe is refused at once, whatever its name, and the game goes on as it was (issue 22:
    // "f.txt" hung the window for good: the puzzle reader opened it before looking at what it was).
    void aPipeIsRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("puzzle suffix") << QStringLiteral("f.txt");
        QTest::newRow("no suffix") << QStringLiteral("puzzles");
        QTest::newRow("game suffix") << QStringLiteral("f.sudoku");
    }
    void aPipeIsRefusedAtOnce()
    {
        QFETCH(QString, name);
        const QString path = m_fixture.path(name.toUtf8().constData());
        QFile::remove(path);
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
        const auto removePipe = qScopeGuard([&path] { QFile::remove(path); });
        // A writer that comes and goes after 3 s: a reader blocked on the pipe comes free then, so that the
        // test fails on the time instead of hanging for good.
        std::thread writer([bytes = QFile::encodeName(path)] {
            std::this_thread::sleep_for(std::chrono::seconds(3));
            const int fd = ::open(bytes.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
            if (fd >= 0)
                ::close(fd);
        });
        const auto joinWriter = qScopeGuard([&writer] { writer.join(); });
        const auto before = model()->snapshot().cells;
        QString shown;
        DialogScript script({choose(path), [&](QWidget *dialog) {
                                 auto *box = qobject_cast<QMessageBox *>(dialog);
                                 QVERIFY(box);
                                 shown = box->text();
                                 box->accept();
                             }});
        QElapsedTimer timer;
        timer.start();
        window()->actions()->open->trigger();
        QVERIFY2(timer.elapsed() < 2500, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(script.done());
        QVERIFY2(shown.contains(QStringLiteral("not a regular file")), qPrintable(shown));
        QVERIFY(model()->snapshot().cells == before);
    }
};

QTEST_MAIN(TestWindowSaves)
#include "tst_windowsaves.moc"
