// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/language.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <algorithm>

namespace
{

const QString kPrefix = QStringLiteral("sudoku_");
const QString kResourceDir = QStringLiteral(":/i18n");
const QString kPluralsDir = QStringLiteral(":/i18n/plurals"); // English plural forms: "1 entry", "2 entries"

} // namespace

Language::Language(QObject *parent)
    : QObject(parent)
{
}

Language::~Language()
{
    for (QTranslator *translator : {m_app, m_qt}) {
        if (translator)
            QCoreApplication::removeTranslator(translator);
    }
}

QStringList Language::available()
{
    QStringList codes {QStringLiteral("en")};
    const QStringList files = QDir(kResourceDir).entryList({kPrefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        codes.append(file.mid(kPrefix.size()).chopped(3));
    return codes;
}

QString Language::nativeName(const QString &code)
{
    if (code == QLatin1String("en"))
        return QStringLiteral("English"); // QLocale says "American English"
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("\u7b80\u4f53\u4e2d\u6587"); // QLocale says 中文 (中国); this is what menus say
    if (code == QLatin1String("zh_TW"))
        return QStringLiteral("\u7e41\u9ad4\u4e2d\u6587");
    if (code == QLatin1String("es"))
        return QStringLiteral("Espa\u00f1ol"); // QLocale says "español de España"
    if (code == QLatin1String("pt_BR"))
        return QStringLiteral("Portugu\u00eas (Brasil)"); // QLocale says "português", the same as Portugal's
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (name.isEmpty())
        return code;
    name[0] = name[0].toUpper(); // "français" -> "Français" in a menu
    return name;
}

QString Language::setLanguage(const QString &code)
{
    const QStringList codes = available();
    QString chosen;
    if (codes.contains(code)) {
        chosen = code;
    } else {
        // Follow the system: the first of the user's preferred UI languages that the app has, by full
        // code ("zh_CN") or by language ("zh" -> "zh_CN"); English when none matches.
        chosen = QStringLiteral("en");
        const QStringList preferred = QLocale::system().uiLanguages();
        for (const QString &ui : preferred) {
            const QString name = QLocale(ui).name(); // "zh-Hans-CN" -> "zh_CN"
            if (codes.contains(name)) {
                chosen = name;
                break;
            }
            const QString language = name.section(QLatin1Char('_'), 0, 0);
            const auto match = std::find_if(codes.cbegin(), codes.cend(),
                [&language](const QString &c) { return c.section(QLatin1Char('_'), 0, 0) == language; });
            if (match != codes.cend()) {
                chosen = *match;
                break;
            }
        }
    }
    m_requested = codes.contains(code) ? code : QString();

    if (chosen != m_effective || !m_app) {
        for (QTranslator **slot : {&m_app, &m_qt}) {
            if (*slot) {
                QCoreApplication::removeTranslator(*slot);
                delete *slot;
                *slot = nullptr;
            }
        }
        m_effective = chosen;
        // Numbers and dates: the system's conventions unless the user picked a language of their own.
        QLocale::setDefault(codes.contains(code) ? QLocale(chosen) : QLocale::system());
        // English needs only the forms of the strings with %n ("1 entry"): the sources are English.
        const bool english = chosen == QLatin1String("en");
        auto *app = new QTranslator(this);
        if (app->load(kPrefix + chosen, english ? kPluralsDir : kResourceDir)) {
            m_app = app;
            QCoreApplication::installTranslator(m_app);
        } else {
            delete app;
        }
        if (!english) {
            // Qt's own strings; the app works without them (Debian: qt6-translations-l10n).
            auto *qt = new QTranslator(this);
            if (qt->load(QStringLiteral("qtbase_") + chosen, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
                m_qt = qt;
                QCoreApplication::installTranslator(m_qt);
            } else {
                delete qt;
            }
        }
    }
    Q_EMIT languageChanged(m_requested);
    return m_effective;
}
