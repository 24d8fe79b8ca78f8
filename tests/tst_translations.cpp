// SPDX-License-Identifier: GPL-3.0-or-later
// Translations: every .ts file is complete and up to date with the sources, the window in every language shows
// no English a user could read, numbers and dates follow the language, and the Language menu switches the
// language while the app runs.
#include "windowfixture.h"

#include "assist/assistcontroller.h"
#include "assist/hintpanel.h"
#include "board/messagebar.h"
#include "board/numberpad.h"
#include "dialogs/preferencesdialog.h"
#include "play/gamecontroller.h"
#include "settings/language.h"
#include "settings/settings.h"
#include "stats/finishdialog.h"
#include "stats/statistics.h"
#include "stats/statisticsdialog.h"
#include "visualizer/comparewindow.h"
#include "visualizer/visualizerpanel.h"
#include "vocab/techniquetext.h"
#include "window/gameactions.h"
#include "window/mainwindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>
#include <QXmlStreamReader>

#include <array>
#include <map>
#include <memory>
#include <set>

namespace
{

struct TsMessage {
    QString context;
    QString source;
    QString translation;
    QString type; // "", "unfinished", "obsolete", "vanished"
    bool numerus = false;
};

QList<TsMessage> readTs(const QString &path, QString *error)
{
    QList<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = TsMessage {
                context, {}, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                while (xml.readNextStartElement()) // <numerusform>s; one is enough for the check
                    message.translation += xml.readElementText();
            } else {
                message.translation = xml.readElementText();
            }
            messages.append(message);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

QStringList tsFiles()
{
    const QDir dir(QStringLiteral(SUDOKU_SOURCE_DIR "/translations"));
    QStringList files;
    for (const QString &name : dir.entryList({QStringLiteral("*.ts")}, QDir::Files, QDir::Name))
        files.append(dir.filePath(name));
    // English plural forms ("1 entry"): every string with %n, kept by hand (lupdate -pluralonly).
    files.append(dir.filePath(QStringLiteral("plurals/sudoku_en.ts")));
    return files;
}

// The languages of the app, English aside: one per translations/sudoku_<code>.ts.
QStringList translatedLanguages()
{
    QStringList codes;
    for (const QString &path : tsFiles()) {
        if (!path.contains(QLatin1String("/plurals/")))
            codes << QFileInfo(path).completeBaseName().mid(int(qstrlen("sudoku_")));
    }
    return codes;
}

QString describe(const TsMessage &m)
{
    return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source.left(70));
}

// Text as a user reads it: without the accelerator, "(&G)" in Chinese menus or the "&" of "&Game".
QString readable(QString text)
{
    static const QRegularExpression accelerator(QStringLiteral("\\(&\\w\\)"));
    text.remove(accelerator);
    text.remove(QLatin1Char('&'));
    return text.trimmed();
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::set<QString> m_englishSources; // every source text of the .ts files, as read
    std::set<QString> m_englishWords; // every word of those texts, in lower case
    QStringList m_latinAllowed; // words that stay Latin in every language
    QStringList m_nativeNames; // each language's own name, as the Language menu shows it
    QStringList m_problems;
    // The language the walk expects (expectLanguage): its allow-list of texts that are the same in English
    // (kIdentical, and the technique names its players use, English ones included: HoDoKu's "Hidden Single"
    // in German); the words its translations use (not counting a text left as the English); whether it is
    // written in Latin letters.
    std::set<QString> m_identical;
    std::set<QString> m_languageWords;
    QStringList m_techniqueWords; // the Latin words of its technique names (X-Wing in Russian)
    std::map<std::pair<QString, QString>, QString> m_translations; // (context, source) -> translation
    bool m_latinScript = false;
    QStringList m_qtWords; // Qt's own buttons, when Qt has no translation for the language installed

    static QStringList words(const QString &text)
    {
        static const QRegularExpression word(QStringLiteral("\\p{L}{2,}"));
        QStringList out;
        for (auto it = word.globalMatch(text); it.hasNext();)
            out << it.next().captured();
        return out;
    }

    // What the walk accepts as the language `code`: for "en" nothing is translated.
    void expectLanguage(const QString &code)
    {
        // Words a language writes as English does, on purpose ("Pause" is German and French); a language
        // in Latin letters writes "Sudoku" too. Anything else left as the English is a mistake.
        static const std::map<QString, QStringList> kIdentical {
            {QStringLiteral("de"),
                {QStringLiteral("Pause"), QStringLiteral("Version"), QStringLiteral("Pseudocode"),
                    QStringLiteral("Format"), QStringLiteral("orange"), QStringLiteral("Code"),
                    QStringLiteral("Matrix")}},
            {QStringLiteral("fr"),
                {QStringLiteral("Pause"), QStringLiteral("pause"), QStringLiteral("Version"), QStringLiteral("Notes"),
                    QStringLiteral("Message"), QStringLiteral("Solution"), QStringLiteral("Solutions"),
                    QStringLiteral("Date"), QStringLiteral("orange"), QStringLiteral("Code"),
                    QStringLiteral("maximum")}},
            {QStringLiteral("it"), {QStringLiteral("File")}},
        };
        m_identical.clear();
        m_languageWords.clear();
        m_techniqueWords.clear();
        m_translations.clear();
        m_latinScript = code != QLatin1String("en") && QLocale(code).script() == QLocale::LatinScript;
        m_qtWords.clear();
        if (code == QLatin1String("en"))
            return;
        // Qt's own buttons (OK, Cancel) are translated by qtbase_<code>.qm when it is installed (Debian:
        // qt6-translations-l10n); without it they are Qt's business, not ours.
        QTranslator qt;
        if (!qt.load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qtWords << QStringLiteral("OK") << QStringLiteral("Cancel");
        QStringList identical = kIdentical.count(code) ? kIdentical.at(code) : QStringList();
        if (m_latinScript)
            identical << QStringLiteral("Sudoku");
        QString error;
        const QList<TsMessage> messages
            = readTs(QStringLiteral(SUDOKU_SOURCE_DIR "/translations/sudoku_%1.ts").arg(code), &error);
        QVERIFY2(error.isEmpty() && !messages.isEmpty(), qPrintable(code + QLatin1Char(' ') + error));
        for (const TsMessage &m : messages) {
            m_translations[{m.context, m.source}] = m.translation;
            if (m.context == QLatin1String("TechniqueText")) { // names: techniques, levels, symmetries
                identical << readable(m.translation);
                m_techniqueWords << words(m.translation);
            } else if (readable(m.translation) == readable(m.source))
                continue; // left as the English: its words are not the language's
            for (const QString &w : words(m.translation))
                m_languageWords.insert(w.toLower());
        }
        for (const QString &text : identical) {
            m_identical.insert(text);
            for (const QString &w : words(text))
                m_languageWords.insert(w.toLower());
        }
    }

    QString translationOf(const char *context, const char *source) const
    {
        const auto it = m_translations.find({QLatin1String(context), QLatin1String(source)});
        return it == m_translations.end() ? QString() : it->second;
    }

    // `autosave`: a game of its own, so that one language's moves do not come back in the next (the undo
    // history keeps each move's name in the language it was made in).
    std::unique_ptr<MainWindow> makeWindow(Settings *settings, const QString &autosave = QStringLiteral("autosave"))
    {
        auto window = guitest::makeWindow(settings, m_dir.filePath(autosave + QStringLiteral(".sudoku")));
        window->game()->startup();
        window->resize(900, 700);
        window->show();
        return window;
    }

    // A text the user can see is wrong if it is an English source text with letters in it that the language
    // does not translate to itself, or if it holds an English word (a string that never went through tr(), or
    // was not translated again after a switch). In a language written in other letters (zh_CN, ja, ko, ru) an
    // English word is any Latin word not on the allow-list or in one of its technique names; in one written in
    // Latin letters (de, fr, es, it, pt_BR), a word of the English sources that none of the language's own
    // translations uses.
    void checkText(const QString &where, const QString &raw)
    {
        QString text = readable(raw);
        if (text.isEmpty() || m_nativeNames.contains(text) // a language's own name in the Language menu
            || m_qtWords.contains(text))
            return;
        static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
        if (m_englishSources.count(text) && text.contains(QRegularExpression(QStringLiteral("[A-Za-z]")))
            && !m_identical.count(QString(text).remove(tag))) {
            m_problems.append(QStringLiteral("%1: untranslated \"%2\"").arg(where, text));
            return;
        }
        static const QRegularExpression notation(
            QStringLiteral("\\br\\d+c\\d+\\b|\\*?\\.sudoku\\b|\\bsudoku-cli\\b|<[^>]*>"));
        text.remove(notation);
        if (m_latinScript) {
            for (const QString &w : words(text)) {
                const QString lower = w.toLower();
                if (m_englishWords.count(lower) && !m_languageWords.count(lower) && !m_latinAllowed.contains(w)
                    && !m_qtWords.contains(w)) {
                    m_problems.append(QStringLiteral("%1: English word \"%2\" in \"%3\"").arg(where, w, raw));
                    return;
                }
            }
            return;
        }
        static const QRegularExpression word(QStringLiteral("[A-Za-z]{2,}"));
        for (auto it = word.globalMatch(text); it.hasNext();) {
            const QString w = it.next().captured();
            if (!m_latinAllowed.contains(w) && !m_qtWords.contains(w) && !m_techniqueWords.contains(w)) {
                m_problems.append(QStringLiteral("%1: English word \"%2\" in \"%3\"").arg(where, w, raw));
                return;
            }
        }
    }

    void walk(QWidget *root)
    {
        const QList<QWidget *> widgets = QList<QWidget *> {root} + root->findChildren<QWidget *>();
        for (QWidget *w : widgets) {
            const QString where = QString::fromLatin1(w->metaObject()->className());
            if (w->isWindow())
                checkText(where + QStringLiteral(" title"), w->windowTitle());
            checkText(where + QStringLiteral(" tool tip"), w->toolTip());
            checkText(where + QStringLiteral(" accessible name"), w->accessibleName());
            if (auto *label = qobject_cast<QLabel *>(w))
                checkText(where, label->text());
            if (auto *button = qobject_cast<QAbstractButton *>(w))
                checkText(where, button->text());
            if (auto *box = qobject_cast<QGroupBox *>(w))
                checkText(where, box->title());
            if (auto *combo = qobject_cast<QComboBox *>(w)) {
                for (int i = 0; i < combo->count(); ++i)
                    checkText(where + QStringLiteral(" item"), combo->itemText(i));
            }
            if (auto *menu = qobject_cast<QMenu *>(w))
                checkText(where + QStringLiteral(" title"), menu->title());
            if (auto *tabs = qobject_cast<QTabBar *>(w)) {
                for (int i = 0; i < tabs->count(); ++i)
                    checkText(where + QStringLiteral(" tab"), tabs->tabText(i));
            }
            if (auto *table = qobject_cast<QTableWidget *>(w)) {
                for (int c = 0; c < table->columnCount(); ++c) {
                    if (const QTableWidgetItem *item = table->horizontalHeaderItem(c))
                        checkText(where + QStringLiteral(" header"), item->text());
                }
                for (int r = 0; r < table->rowCount(); ++r) {
                    if (const QTableWidgetItem *item = table->verticalHeaderItem(r))
                        checkText(where + QStringLiteral(" header"), item->text());
                    for (int c = 0; c < table->columnCount(); ++c) {
                        if (const QTableWidgetItem *item = table->item(r, c))
                            checkText(where + QStringLiteral(" cell"), item->text());
                    }
                }
            }
            if (auto *tree = qobject_cast<QTreeWidget *>(w)) {
                for (int c = 0; c < tree->columnCount(); ++c) {
                    checkText(where + QStringLiteral(" header"), tree->headerItem()->text(c));
                    for (int i = 0; i < tree->topLevelItemCount(); ++i)
                        checkText(where + QStringLiteral(" item"), tree->topLevelItem(i)->text(c));
                }
            }
            for (QAction *action : w->actions()) {
                const QString name = QStringLiteral("action \"%1\"").arg(action->text());
                checkText(name, action->text());
                checkText(name + QStringLiteral(" tool tip"), action->toolTip());
                checkText(name + QStringLiteral(" status tip"), action->statusTip());
                if (action->menu())
                    checkText(name + QStringLiteral(" menu"), action->menu()->title());
            }
        }
    }

    // One mnemonic per letter in a menu and in the menu bar: Alt+letter, then the letter, reaches one item.
    void checkMnemonics(const QString &where, const QList<QAction *> &actions)
    {
        static const QRegularExpression mnemonic(
            QStringLiteral("&(\\w)"), QRegularExpression::UseUnicodePropertiesOption);
        std::map<QString, QString> seen;
        for (QAction *action : actions) {
            if (action->isSeparator() || !action->isVisible())
                continue;
            const QString letter = mnemonic.match(action->text()).captured(1).toLower();
            if (!letter.isEmpty() && !seen.emplace(letter, action->text()).second)
                m_problems.append(
                    QStringLiteral("%1: \"%2\" and \"%3\" share &%4").arg(where, seen[letter], action->text(), letter));
            if (QMenu *menu = action->menu())
                checkMnemonics(action->text(), menu->actions());
        }
    }

    // The problems found since the last call, one a line.
    QString takeProblems()
    {
        const QStringList problems = m_problems;
        m_problems.clear();
        return problems.isEmpty() ? QString() : QStringLiteral("\n") + problems.join(QLatin1Char('\n'));
    }

    // Walks the dialog `trigger` opens, then closes it: a dialog run with exec() is walked from inside its
    // event loop, one opened with open() or show() is found among the window's children afterwards.
    void walkDialog(QWidget *window, QAction *trigger)
    {
        bool walked = false;
        QTimer::singleShot(0, this, [this, &walked] {
            if (QWidget *dialog = QApplication::activeModalWidget()) {
                walk(dialog);
                walked = true;
                dialog->close();
            }
        });
        trigger->trigger();
        if (!walked) {
            QCoreApplication::processEvents();
            for (QDialog *dialog : window->findChildren<QDialog *>()) {
                if (dialog->isVisible()) {
                    walk(dialog);
                    walked = true;
                    dialog->close();
                }
            }
        }
        QVERIFY2(walked, qPrintable(QStringLiteral("no dialog from ") + trigger->text()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(!tsFiles().isEmpty(), "no translations/*.ts");
        for (const QString &path : tsFiles()) {
            QString error;
            for (const TsMessage &m : readTs(path, &error)) {
                m_englishSources.insert(readable(m.source));
                for (const QString &w : words(readable(m.source)))
                    m_englishWords.insert(w.toLower());
            }
        }
        // Names that stay as they are in every language: the solvers' command-line names, the language
        // menu's own names, keys, file formats, Qt, the licence, the letters of technique names (X-Wing),
        // people (Knuth's Dancing Links, Snyder notation), programs (HoDoKu, Sudoku Explainer), DFS, "Web",
        // which Japanese writes in Latin letters, the licence's name, Qt's "OK" (Russian's too), and Qt 6.4's
        // Japanese name of the Backspace key, spelt "Backspae" in qtbase_ja.
        m_latinAllowed
            = {QStringLiteral("naive"), QStringLiteral("dfs"), QStringLiteral("dlx"), QStringLiteral("English"),
                QStringLiteral("Ctrl"), QStringLiteral("Shift"), QStringLiteral("Delete"), QStringLiteral("Backspace"),
                QStringLiteral("Return"), QStringLiteral("Tab"), QStringLiteral("Home"), QStringLiteral("End"),
                QStringLiteral("Esc"), QStringLiteral("Space"), QStringLiteral("Page"), QStringLiteral("Up"),
                QStringLiteral("Down"), QStringLiteral("Left"), QStringLiteral("Right"), QStringLiteral("Alt"),
                QStringLiteral("GNU"), QStringLiteral("GPL"), QStringLiteral("XY"), QStringLiteral("XYZ"),
                QStringLiteral("BUG"), QStringLiteral("Knuth"), QStringLiteral("Snyder"), QStringLiteral("PNG"),
                QStringLiteral("PDF"), QStringLiteral("SVG"), QStringLiteral("Qt"), QStringLiteral("HoDoKu"),
                QStringLiteral("px"), QStringLiteral("Dancing"), QStringLiteral("Links"), QStringLiteral("Sudoku"),
                QStringLiteral("Explainer"), QStringLiteral("DFS"), QStringLiteral("Web"), QStringLiteral("General"),
                QStringLiteral("Public"), QStringLiteral("License"), QStringLiteral("OK"), QStringLiteral("Backspae")};
        for (const QString &code : Language::available())
            m_nativeNames << Language::nativeName(code);
    }

    void tsFileIsComplete_data()
    {
        QTest::addColumn<QString>("path");
        for (const QString &path : tsFiles())
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    // No unfinished or obsolete entry; every placeholder of the source is kept, and so is an accelerator.
    void tsFileIsComplete()
    {
        QFETCH(QString, path);
        QString error;
        const QList<TsMessage> messages = readTs(path, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!messages.isEmpty());
        QStringList problems;
        static const QRegularExpression placeholder(QStringLiteral("%(\\d|n)"));
        for (const TsMessage &m : messages) {
            if (!m.type.isEmpty()) {
                problems.append(QStringLiteral("%1 is %2").arg(describe(m), m.type));
                continue;
            }
            if (m.translation.isEmpty()) {
                problems.append(QStringLiteral("%1 has an empty translation").arg(describe(m)));
                continue;
            }
            for (auto it = placeholder.globalMatch(m.source); it.hasNext();) {
                const QString p = it.next().captured();
                if (!m.translation.contains(p))
                    problems.append(QStringLiteral("%1 lost %2").arg(describe(m), p));
            }
            // Any letter: Russian menus underline a Cyrillic one ("&Игра").
            static const QRegularExpression accelerator(
                QStringLiteral("&\\w"), QRegularExpression::UseUnicodePropertiesOption);
            const bool sourceAccel = m.source.contains(accelerator);
            const bool translationAccel = m.translation.contains(accelerator);
            if (sourceAccel != translationAccel)
                problems.append(QStringLiteral("%1: accelerator & in one text only").arg(describe(m)));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
    }

    // lupdate over the sources, into a copy: a string added to the code shows up as unfinished, a string
    // removed from it as vanished. Either means the .ts file was not refreshed (update_translations).
    void tsFileIsUpToDate_data() { tsFileIsComplete_data(); }
    void tsFileIsUpToDate()
    {
        QFETCH(QString, path);
        const QString copy = m_dir.filePath(QFileInfo(path).fileName());
        QFile::remove(copy);
        QVERIFY(QFile::copy(path, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        const bool plurals = path.contains(QLatin1String("/plurals/"));
        // As app/gui/CMakeLists.txt runs it: the app's sources and the engine's, whose SUDOKU_TEXT words are
        // translated too.
        QStringList arguments {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-ui-lines"),
            QStringLiteral("-tr-function-alias"), QStringLiteral("QT_TRANSLATE_NOOP3+=SUDOKU_TEXT"),
            QStringLiteral(SUDOKU_SOURCE_DIR "/app/gui"), QStringLiteral(SUDOKU_SOURCE_DIR "/app/main.cpp"),
            QStringLiteral(SUDOKU_SOURCE_DIR "/solver/sudoku"), QStringLiteral("-ts"), copy};
        if (plurals)
            arguments.prepend(QStringLiteral("-pluralonly"));
        lupdate.start(QStringLiteral(SUDOKU_LUPDATE), arguments);
        QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
        const QString output = QString::fromLocal8Bit(lupdate.readAll());
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0, qPrintable(output));
        // lupdate warns about tr() calls it cannot place in a context: such a string is never translated.
        QVERIFY2(!output.contains(QLatin1String("warning"), Qt::CaseInsensitive), qPrintable(output));
        QString error;
        QStringList stale;
        for (const TsMessage &m : readTs(copy, &error)) {
            if (!m.type.isEmpty())
                stale.append(QStringLiteral("%1 would be %2").arg(describe(m), m.type));
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(stale.isEmpty(),
            qPrintable((plurals ? QStringLiteral("give the English singular and plural forms (lupdate -pluralonly):\n")
                                : QStringLiteral("run the update_translations target and translate:\n"))
                + stale.join(QLatin1Char('\n'))));
    }

    void everyLanguageIsBuiltIn()
    {
        const QStringList codes = Language::available();
        QCOMPARE(codes.value(0), QStringLiteral("en"));
        for (const QString &path : tsFiles()) {
            const QString code = QFileInfo(path).completeBaseName().mid(int(qstrlen("sudoku_")));
            QVERIFY2(codes.contains(code), qPrintable(code));
        }
        QCOMPARE(Language::nativeName(QStringLiteral("zh_CN")), QStringLiteral("简体中文"));
        QCOMPARE(Language::nativeName(QStringLiteral("de")), QStringLiteral("Deutsch"));
        QCOMPARE(Language::nativeName(QStringLiteral("fr")), QStringLiteral("Français"));
        QCOMPARE(Language::nativeName(QStringLiteral("es")), QStringLiteral("Español")); // not "Español de España"
        QCOMPARE(Language::nativeName(QStringLiteral("it")), QStringLiteral("Italiano"));
    }

    // The accelerator of a Chinese, Japanese or Korean text is the English one's letter in brackets,
    // "游戏(&G)", "ゲーム(&G)", "게임(&G)": the same key in every language, and the only & in the text.
    void cjkAcceleratorsInBrackets()
    {
        static const QRegularExpression accelerator(QStringLiteral("&(\\w)"));
        QStringList problems;
        for (const QString &code : {QStringLiteral("zh_CN"), QStringLiteral("ja"), QStringLiteral("ko")}) {
            QString error;
            const QString path = QStringLiteral(SUDOKU_SOURCE_DIR "/translations/sudoku_%1.ts").arg(code);
            const QList<TsMessage> messages = readTs(path, &error);
            QVERIFY2(error.isEmpty() && !messages.isEmpty(), qPrintable(path + QLatin1Char(' ') + error));
            for (const TsMessage &m : messages) {
                const QRegularExpressionMatch match = accelerator.match(m.source);
                if (!match.hasMatch())
                    continue;
                const QString key = QStringLiteral("(&%1)").arg(match.captured(1).toUpper());
                if (!m.translation.contains(key) || m.translation.count(QLatin1Char('&')) != 1)
                    problems.append(
                        QStringLiteral("%1 %2: \"%3\" should hold %4 once").arg(code, describe(m), m.translation, key));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("\n") + problems.join(QLatin1Char('\n'))));
    }

    // Each language is named in itself in the menu, and the numerus forms are each language's own:
    // three in Russian (1 узел, 3 узла, 5 узлов, 21 узел), two in Portuguese, one in Japanese and Korean.
    void namesAndPluralFormsOfEachLanguage()
    {
        QCOMPARE(Language::nativeName(QStringLiteral("pt_BR")), QStringLiteral("Português (Brasil)"));
        QCOMPARE(Language::nativeName(QStringLiteral("ru")), QStringLiteral("Русский"));
        QCOMPARE(Language::nativeName(QStringLiteral("ja")), QStringLiteral("日本語"));
        QCOMPARE(Language::nativeName(QStringLiteral("ko")), QStringLiteral("한국어"));
        const auto nodes = [](int n) {
            return QCoreApplication::translate("AssistController", "%1 nodes, %2 ms", nullptr, n).arg(n).arg(7);
        };
        Language language;
        QCOMPARE(language.setLanguage(QStringLiteral("ru")), QStringLiteral("ru"));
        QCOMPARE(nodes(1), QStringLiteral("1 узел, 7 мс"));
        QCOMPARE(nodes(3), QStringLiteral("3 узла, 7 мс"));
        QCOMPARE(nodes(5), QStringLiteral("5 узлов, 7 мс"));
        QCOMPARE(nodes(21), QStringLiteral("21 узел, 7 мс"));
        QCOMPARE(techniquetext::technique(sudoku::Technique::HiddenSingle), QStringLiteral("Скрытый одиночка"));
        QCOMPARE(language.setLanguage(QStringLiteral("pt_BR")), QStringLiteral("pt_BR"));
        QCOMPARE(nodes(1), QStringLiteral("1 nó, 7 ms"));
        QCOMPARE(nodes(2), QStringLiteral("2 nós, 7 ms"));
        QCOMPARE(techniquetext::level(sudoku::Level::Hard), QStringLiteral("Difícil"));
        QCOMPARE(language.setLanguage(QStringLiteral("ja")), QStringLiteral("ja"));
        QCOMPARE(nodes(2), QStringLiteral("2 ノード、7 ミリ秒"));
        QCOMPARE(techniquetext::technique(sudoku::Technique::XWing), QStringLiteral("Xウイング"));
        QCOMPARE(language.setLanguage(QStringLiteral("ko")), QStringLiteral("ko"));
        QCOMPARE(nodes(2), QStringLiteral("노드 2개, 7밀리초"));
        QCOMPARE(techniquetext::technique(sudoku::Technique::NakedSingle), QStringLiteral("네이키드 싱글"));
    }

    // main() sets LANGUAGE/LANG to zh_CN before the application starts: "" follows it.
    void followsTheSystemLanguage()
    {
        Language language;
        QCOMPARE(language.setLanguage(QString()), QStringLiteral("zh_CN"));
        QCOMPARE(techniquetext::technique(sudoku::Technique::NakedSingle), QStringLiteral("唯一余数"));
        QCOMPARE(language.setLanguage(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(techniquetext::technique(sudoku::Technique::NakedSingle), QStringLiteral("Naked Single"));
    }

    // One row per language. Each language's players have their own names for the techniques (German players
    // keep HoDoKu's, which are English); a language may keep a name, but no two techniques may share one.
    void techniqueAndLevelNamesAreTranslated_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("hiddenSingle");
        QTest::addColumn<QString>("hard");
        QTest::addColumn<QString>("extreme");
        const std::map<QString, std::array<QString, 3>> known {
            {QStringLiteral("zh_CN"), {QStringLiteral("隐性唯一"), QStringLiteral("困难"), QStringLiteral("极难")}},
            {QStringLiteral("de"),
                {QStringLiteral("Hidden Single"), QStringLiteral("Schwer"), QStringLiteral("Extrem")}},
            {QStringLiteral("fr"),
                {QStringLiteral("Singleton caché"), QStringLiteral("Difficile"), QStringLiteral("Extrême")}},
            {QStringLiteral("es"),
                {QStringLiteral("Único oculto"), QStringLiteral("Difícil"), QStringLiteral("Extremo")}},
            {QStringLiteral("it"),
                {QStringLiteral("Singolo nascosto"), QStringLiteral("Difficile"), QStringLiteral("Estremo")}},
        };
        for (const QString &code : translatedLanguages()) {
            const auto it = known.find(code);
            const auto names = it == known.end() ? std::array<QString, 3> {} : it->second;
            QTest::newRow(qPrintable(code)) << code << names[0] << names[1] << names[2];
        }
    }

    void techniqueAndLevelNamesAreTranslated()
    {
        QFETCH(QString, code);
        QFETCH(QString, hiddenSingle);
        QFETCH(QString, hard);
        QFETCH(QString, extreme);
        Language language;
        QCOMPARE(language.setLanguage(code), code);
        std::set<QString> names;
        for (int i = 0; i < sudoku::kTechniqueCount; ++i) {
            const auto technique = static_cast<sudoku::Technique>(i);
            const QString name = techniquetext::technique(technique);
            QVERIFY(!name.isEmpty());
            if (code == QLatin1String("zh_CN")) // Chinese players have a name of their own for every technique
                QVERIFY2(name != QString::fromUtf8(sudoku::techniqueName(technique).data()), qPrintable(name));
            names.insert(name);
        }
        QCOMPARE(int(names.size()), sudoku::kTechniqueCount); // no two techniques share a name
        std::set<QString> levels;
        for (const Difficulty level : kDifficulties)
            levels.insert(difficultyName(level));
        QCOMPARE(levels.size(), kDifficulties.size());
        if (!hiddenSingle.isEmpty()) {
            QCOMPARE(techniquetext::technique(sudoku::Technique::HiddenSingle), hiddenSingle);
            QCOMPARE(techniquetext::level(sudoku::Level::Hard), hard);
            QCOMPARE(difficultyName(Difficulty::Extreme), extreme);
        }
    }

    // Numbers and dates in the language's own way: a Solve's report ("123.456 Knoten, 12,5 ms"), the finish
    // summary's date of a daily puzzle.
    void numbersAndDatesFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("fast");
        QTest::addColumn<QString>("slow");
        QTest::addColumn<QString>("date");
        const QStringList available = Language::available();
        const auto row = [&available](const char *code, const char *fast, const char *slow, const char *date) {
            if (available.contains(QLatin1String(code)))
                QTest::newRow(code) << QString::fromLatin1(code) << QString::fromUtf8(fast) << QString::fromUtf8(slow)
                                    << QString::fromUtf8(date);
        };
        row("en", "123,456 nodes, 12.5 ms", "123,456 nodes, 2.5 s", "March 14, 2025");
        row("de", "123.456 Knoten, 12,5 ms", "123.456 Knoten, 2,5 s", "14. März 2025");
        row("fr", "123\u202f456 nœuds, 12,5 ms", "123\u202f456 nœuds, 2,5 s", "14 mars 2025");
        row("es", "123.456 nodos, 12,5 ms", "123.456 nodos, 2,5 s", "14 de marzo de 2025");
        row("it", "123.456 nodi, 12,5 ms", "123.456 nodi, 2,5 s", "14 marzo 2025");
    }

    void numbersAndDatesFollowTheLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, fast);
        QFETCH(QString, slow);
        QFETCH(QString, date);
        Language language;
        QCOMPARE(language.setLanguage(code), code);
        QCOMPARE(AssistController::statsText(12.5, 123456), fast);
        QCOMPARE(AssistController::statsText(2500, 123456), slow);
        GameFacts facts;
        facts.level = Difficulty::Hard;
        facts.daily = QDate(2025, 3, 14);
        facts.elapsedMs = 123000;
        const FinishDialog finish(facts, QStringLiteral("dates-") + code, std::nullopt);
        QVERIFY2(finish.rowText(QStringLiteral("level")).contains(date),
            qPrintable(finish.rowText(QStringLiteral("level"))));
    }

    // The walk below is only worth something if it sees English where there is English: the English window
    // walked with the rules of a language in other letters (zh_CN) and of one in Latin letters (de), and a
    // text that mixes an English sentence into German words.
    void walkFindsEnglishUnderEnglish_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        if (Language::available().contains(QStringLiteral("de")))
            QTest::newRow("de") << QStringLiteral("de");
    }

    void walkFindsEnglishUnderEnglish()
    {
        QFETCH(QString, rules);
        Settings settings(m_dir.filePath(QStringLiteral("en.ini")));
        settings.setLanguage(QStringLiteral("en"));
        auto window = makeWindow(&settings);
        expectLanguage(rules);
        walk(window.get());
        const QString problems = takeProblems();
        QVERIFY(problems.contains(QLatin1String("untranslated \"Game\"")));
        QVERIFY(problems.contains(QLatin1String("untranslated \"New Game\"")));
        QVERIFY(problems.contains(QLatin1String("untranslated \"Hide the board and stop the clock\""))); // a tool tip
        checkText(QStringLiteral("label"), QStringLiteral("Zeile 3: hide the clock"));
        QVERIFY(takeProblems().contains(
            rules == QLatin1String("de") ? QLatin1String("English word \"hide\"") : QLatin1String("English word")));
        checkText(QStringLiteral("label"), QStringLiteral("Pause · Hidden Single · Sudoku")); // kept by the language
        QCOMPARE(takeProblems().isEmpty(), rules == QLatin1String("de"));
    }

    // The whole window in every language: menus, toolbar, status bar, number pad, the message bar with its
    // buttons, every stage of a hint, the search lab, Preferences, New Game Options, Keyboard Shortcuts,
    // About, the statistics window and the finish summary.
    void windowShowsNoEnglish_data()
    {
        QTest::addColumn<QString>("code");
        for (const QString &code : translatedLanguages())
            QTest::newRow(qPrintable(code)) << code;
    }

    void windowShowsNoEnglish()
    {
        QFETCH(QString, code);
        expectLanguage(code);
        Settings settings(m_dir.filePath(code + QStringLiteral(".ini")));
        settings.setLanguage(code);
        auto window = makeWindow(&settings, code);
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QCOMPARE(window->windowTitle(), translationOf("MainWindow", "Sudoku"));
        QCOMPARE(window->menuBar()->actions().value(0)->menu()->title(), translationOf("MainWindow", "&Game"));
        QVERIFY(window->menuBar()->actions().value(0)->menu()->title() != QLatin1String("&Game"));
        checkMnemonics(QStringLiteral("menu bar"), window->menuBar()->actions());
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        walk(window.get());
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));

        // A message with a button, and the status bar of the puzzle-entry mode.
        window->actions()->enterPuzzle->trigger();
        QTRY_VERIFY(window->messageBar()->isVisible());
        walk(window.get());
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));

        // A staged hint, worked out on the worker thread: every stage, up to the whole reasoning.
        window->actions()->startPlaying->trigger();
        window->actions()->newGame->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window->actions()->hint->isEnabled(), 30000); // a generated puzzle may take a moment
        for (int stage = 1; stage <= 3; ++stage) {
            window->actions()->hint->trigger();
            QTRY_COMPARE(window->game()->assist()->hintStage(), stage);
            QVERIFY(window->hintPanel()->isVisible());
            walk(window.get());
            QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        }

        // Colouring (the pad's keys are colours, with their names) and digit first (a key stays pressed);
        // with "show mistakes", the counter by the clock and a mistake on the board.
        window->actions()->hint->trigger(); // applies the hint: the board has changed, the hint is gone
        QTRY_COMPARE(window->game()->assist()->hintStage(), 0);
        window->actions()->colourMode->trigger();
        QVERIFY(window->pad()->isColouring());
        walk(window.get());
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        window->actions()->digitFirst->trigger();
        settings.setShowMistakes(true);
        window->applySettings();
        walk(window.get());
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        window->actions()->digitFirst->trigger();

        // The search visualizer, after a recording, at a step in the middle.
        window->visualizeAction()->trigger();
        VisualizerPanel *visualizer = window->visualizer();
        QVERIFY(visualizer);
        QTRY_VERIFY_WITH_TIMEOUT(!visualizer->isRecording(), 20000);
        visualizer->seek(3);
        walk(visualizer);
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        // Its lab: a dead end explained, Dancing Links with the matrix pane, and the side-by-side window.
        visualizer->setAlgorithm(sudoku::Algorithm::Dlx);
        QTRY_VERIFY_WITH_TIMEOUT(!visualizer->isRecording() && visualizer->summary(), 20000);
        if (const auto deadEnd = visualizer->trace()->findNext(0, sudoku::SearchEventKind::DeadEnd))
            visualizer->seek(*deadEnd + 1);
        walk(visualizer);
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        visualizer->openCompare();
        QTRY_VERIFY_WITH_TIMEOUT(!visualizer->compareWindow()->isRecording(), 20000);
        visualizer->compareWindow()->seek(10);
        walk(visualizer->compareWindow());
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        visualizer->compareWindow()->close();
        visualizer->close();

        PreferencesDialog preferences(&settings, window.get());
        preferences.show();
        walk(&preferences);
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));

        walkDialog(window.get(), window->actions()->newGameDialog);
        walkDialog(window.get(), window->actions()->shortcuts);
        walkDialog(window.get(), window->actions()->about);
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));

        // The statistics window, with games in its history, and the summary of a finished daily puzzle.
        Statistics *statistics = window->game()->statistics();
        const QString puzzle = window->game()->puzzleText();
        for (const GameResult result : {GameResult::Finished, GameResult::Abandoned, GameResult::Solved}) {
            StatsWrite write;
            write.result = result;
            write.gameId = QStringLiteral("%1-%2").arg(code).arg(int(result));
            write.level = Difficulty::Hard;
            write.daily = result == GameResult::Finished ? QDate::currentDate() : QDate();
            write.puzzle = puzzle;
            write.when = QDateTime::currentDateTime();
            write.timeMs = 123000;
            write.hints = result == GameResult::Abandoned ? 2 : 0;
            write.help = write.hints > 0;
            statistics->record(write);
        }
        bool written = false;
        statistics->afterWrites([&written](const Statistics::Summary &) { written = true; });
        QTRY_VERIFY(written);
        window->showStatistics();
        StatisticsDialog *dialog = window->statisticsDialog();
        QVERIFY(dialog);
        // The three written here, and the game played above (it started with its first move).
        QTRY_VERIFY(dialog->history()->topLevelItemCount() >= 3);
        for (int tab = 0; tab < dialog->tabs()->count(); ++tab) {
            dialog->tabs()->setCurrentIndex(tab);
            walk(dialog);
        }
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        GameFacts facts;
        facts.level = Difficulty::Hard;
        facts.daily = QDate::currentDate();
        facts.rating = 3.25;
        facts.elapsedMs = 123000;
        FinishDialog finish(facts, code + QStringLiteral("-1"), statistics->summary(), window.get());
        finish.show();
        walk(&finish);
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        facts.daily = QDate();
        facts.help.hints = 1;
        FinishDialog helped(facts, QStringLiteral("other"), statistics->summary(), window.get());
        helped.show();
        walk(&helped);
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
    }

    // The list of keys names them as the menus do: in English as written, in German as Qt's German names
    // them ("Strg+Z", "Entf") when Qt's translations are installed (Debian: qt6-translations-l10n).
    void shortcutsListNamesKeysInTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QStringList>("keys");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList {QStringLiteral("<b>Ctrl+Z</b>"), QStringLiteral("<b>Delete</b>"),
                                   QStringLiteral("<b>Page Up</b>"), QStringLiteral("<b>Space</b>")};
        if (Language::available().contains(QStringLiteral("de")))
            QTest::newRow("de") << QStringLiteral("de")
                                << QStringList {QStringLiteral("<b>Strg+Z</b>"), QStringLiteral("<b>Entf</b>"),
                                       QStringLiteral("<b>Leertaste</b>"), QStringLiteral("<b>Strg+Umschalt+S</b>")};
    }

    void shortcutsListNamesKeysInTheLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QStringList, keys);
        QTranslator qt;
        if (code != QLatin1String("en")
            && !qt.load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QSKIP("Qt's own translations are not installed");
        Settings settings(m_dir.filePath(QStringLiteral("keys-") + code + QStringLiteral(".ini")));
        settings.setLanguage(code);
        auto window = makeWindow(&settings, QStringLiteral("keys-") + code);
        QString listed;
        QTimer::singleShot(0, this, [&listed] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                listed = box->text();
                box->close();
            }
        });
        window->actions()->shortcuts->trigger();
        for (const QString &key : keys)
            QVERIFY2(listed.contains(key), qPrintable(key));
    }

    // The Language menu switches while the app runs, both ways, and the choice is remembered.
    void languageMenuSwitchesAtRuntime()
    {
        expectLanguage(QStringLiteral("zh_CN")); // what the walks below check, after the switch to Chinese
        Settings settings(m_dir.filePath(QStringLiteral("switch.ini")));
        settings.setLanguage(QStringLiteral("en"));
        auto window = makeWindow(&settings);
        auto *preferences = new PreferencesDialog(&settings, window.get()); // the window deletes it
        preferences->show();
        QMenu *gameMenu = window->menuBar()->actions().value(0)->menu();
        QVERIFY(gameMenu);
        QCOMPARE(gameMenu->title(), QStringLiteral("&Game"));
        QCOMPARE(window->actions()->newGame->text(), QStringLiteral("&New Game"));

        auto *languageMenu = window->findChild<QMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(languageMenu);
        QAction *chinese = nullptr;
        QAction *english = nullptr;
        for (QAction *action : languageMenu->actions()) {
            if (action->data().toString() == QLatin1String("zh_CN"))
                chinese = action;
            else if (action->data().toString() == QLatin1String("en"))
                english = action;
        }
        QVERIFY(chinese && english);
        QVERIFY(english->isChecked());
        QCOMPARE(chinese->text(), QStringLiteral("简体中文"));

        // A hint on show: its panel follows the switch (the text is made again in the new language).
        QTRY_VERIFY_WITH_TIMEOUT(window->actions()->hint->isEnabled(), 30000);
        window->actions()->hint->trigger();
        QTRY_COMPARE(window->game()->assist()->hintStage(), 1);

        window->visualizeAction()->trigger(); // an open window of its own follows the switch too
        QVERIFY(window->visualizer());
        QCOMPARE(window->visualizer()->windowTitle(), QStringLiteral("Visualize Search"));

        chinese->trigger();
        QTRY_COMPARE(gameMenu->title(), QStringLiteral("游戏(&G)"));
        QTRY_COMPARE(window->visualizer()->windowTitle(), QStringLiteral("搜索可视化"));
        // Everything retranslated, not only what is checked above: the walk finds no English left.
        walk(window.get());
        walk(window->visualizer());
        walk(preferences);
        QVERIFY2(m_problems.isEmpty(), qPrintable(takeProblems()));
        QCOMPARE(window->actions()->newGame->text(), QStringLiteral("新游戏(&N)"));
        QCOMPARE(window->actions()->newGameAt[0]->text(), QStringLiteral("简单"));
        QCOMPARE(window->windowTitle(), QStringLiteral("数独"));
        QCOMPARE(preferences->windowTitle(), QStringLiteral("首选项"));
        QCOMPARE(languageMenu->title(), QStringLiteral("语言(&L)"));
        QCOMPARE(chinese->text(), QStringLiteral("简体中文")); // a language keeps its own name
        QCOMPARE(english->text(), QStringLiteral("English"));
        QCOMPARE(settings.language(), QStringLiteral("zh_CN"));
        QVERIFY(chinese->isChecked());

        english->trigger();
        QTRY_COMPARE(gameMenu->title(), QStringLiteral("&Game"));
        QCOMPARE(window->actions()->newGame->text(), QStringLiteral("&New Game"));
        QCOMPARE(window->actions()->newGameAt[0]->text(), QStringLiteral("Easy"));
        QCOMPARE(window->windowTitle(), QStringLiteral("Sudoku"));
        QCOMPARE(preferences->windowTitle(), QStringLiteral("Preferences"));
        QTRY_COMPARE(window->visualizer()->windowTitle(), QStringLiteral("Visualize Search"));
        QCOMPARE(settings.language(), QStringLiteral("en"));

        // Switched from elsewhere (Preferences): the menu's check follows.
        window->setLanguage(QString());
        QVERIFY(!english->isChecked() && !chinese->isChecked());
        QCOMPARE(settings.language(), QString());
        QTRY_COMPARE(gameMenu->title(), QStringLiteral("游戏(&G)")); // this test's system language is zh_CN

        // Preferences has the language too, applied live: the dialog itself switches while it is open.
        window->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(gameMenu->title(), QStringLiteral("&Game"));
        bool switched = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<PreferencesDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            QComboBox *languages = nullptr;
            for (QComboBox *combo : dialog->findChildren<QComboBox *>()) {
                if (combo->findData(QStringLiteral("zh_CN")) >= 0)
                    languages = combo;
            }
            if (!languages)
                return;
            languages->setCurrentIndex(languages->findData(QStringLiteral("zh_CN")));
            QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("首选项"));
            switched = gameMenu->title() == QStringLiteral("游戏(&G)") && chinese->isChecked();
            dialog->close();
        });
        window->actions()->preferences->trigger();
        QVERIFY(switched);
        QCOMPARE(settings.language(), QStringLiteral("zh_CN"));

        // The next start comes up in the remembered language.
        window.reset();
        settings.setLanguage(QStringLiteral("zh_CN"));
        window = makeWindow(&settings);
        QTRY_COMPARE(window->menuBar()->actions().value(0)->menu()->title(), QStringLiteral("游戏(&G)"));
    }
};

int main(int argc, char *argv[])
{
    // The "system" language of this test run, read by QLocale::system() when the application starts.
    qputenv("LANGUAGE", "zh_CN");
    qputenv("LC_ALL", "zh_CN.UTF-8");
    qputenv("LANG", "zh_CN.UTF-8");
    QApplication app(argc, argv);
    TestTranslations test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_translations.moc"
