// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QTranslator;

// The language of the user interface. English is the source language; every other language is a
// sudoku_<code>.qm embedded at :/i18n (built from translations/*.ts). Qt's own strings (dialog buttons,
// context menus) come from qtbase_<code>.qm in Qt's translations directory when it is installed.
//
// setLanguage() swaps the installed translators; Qt then sends QEvent::LanguageChange to every widget,
// and each one retranslates itself in changeEvent, so a switch needs no restart.
class Language : public QObject
{
    Q_OBJECT

public:
    explicit Language(QObject *parent = nullptr);
    ~Language() override;

    // The languages the app can show, as codes ("en", "zh_CN", ...); "en" first.
    static QStringList available();
    // The language's name in itself ("English", "简体中文"): shown untranslated in the Language menu.
    static QString nativeName(const QString &code);

    // "" = follow the system locale, otherwise a code from available(). Returns the code in effect.
    QString setLanguage(const QString &code);
    QString language() const { return m_requested; } // as last set ("" = system)
    QString effective() const { return m_effective; } // the code actually shown

Q_SIGNALS:
    void languageChanged(const QString &requested);

private:
    QString m_requested;
    QString m_effective = QStringLiteral("en");
    QTranslator *m_app = nullptr;
    QTranslator *m_qt = nullptr;
};
