// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/hintpanel.h"

#include "board/notification.h"

#include <QAction>
#include <QBoxLayout>
#include <QEvent>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace
{

constexpr int kButtonPadding = 4; // a quarter of the room around a button's words, each side

// The text as rich text with each cell name ("r3c5", as HintText names cells) a link to "cell:<index>", so
// that the pointer on a name can show the cell on the board; line breaks and spaces as in the text.
QString withCellLinks(const QString &text)
{
    static const QRegularExpression name(QStringLiteral("\\br([1-9])c([1-9])\\b"));
    QString html = text.toHtmlEscaped();
    html.replace(name, QStringLiteral("<a href=\"cell:\\1\\2\">r\\1c\\2</a>"));
    return QStringLiteral("<div style=\"white-space: pre-wrap\">") + html + QStringLiteral("</div>");
}

// The notation line under the words: smaller, and broken only at its links, so a long chain wraps.
QString notationHtml(const QString &notation)
{
    QString html = notation.toHtmlEscaped();
    html.replace(QLatin1Char('-'), QStringLiteral("-&#8203;")).replace(QLatin1Char('='), QStringLiteral("=&#8203;"));
    return QStringLiteral("<p style=\"font-size: small\">") + html + QStringLiteral("</p>");
}

// The text of a stage, scrolling inside the panel when the column beside the board is too short for it, so
// that the buttons under it stay in sight (the window caps the panel at the column's height). Wants the
// text's whole height at its width.
class TextArea : public QScrollArea
{
public:
    QSize sizeHint() const override
    {
        const int width = std::max(1, this->width() - 2 * frameWidth());
        const int height = widget() ? widget()->heightForWidth(width) : 0;
        return {QScrollArea::sizeHint().width(), std::max(minimumHeight(), height + 2 * frameWidth())};
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QScrollArea::resizeEvent(event);
        updateGeometry(); // another width, another height for the text
    }
};

} // namespace

HintPanel::HintPanel(QWidget *parent)
    : QFrame(parent)
    , m_title(new QLabel)
    , m_text(new QLabel)
    , m_textArea(new TextArea)
    , m_next(new QPushButton)
    , m_apply(new QPushButton)
    , m_close(new QPushButton)
    , m_previousBranch(new QPushButton)
    , m_nextBranch(new QPushButton)
{
    setObjectName(QStringLiteral("hintPanel"));
    notification::mark(this); // each stage is read out
    setFrameShape(QFrame::StyledPanel);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    m_text->installEventFilter(this); // the pointer leaving the text leaves its cell names
    connect(m_text, &QLabel::linkHovered, this, [this](const QString &link) {
        // "cell:<row><column>", both 1..9; anything else (leaving a link) is no cell.
        const bool cell = link.size() == 7 && link.startsWith(QLatin1String("cell:"));
        Q_EMIT cellHovered(cell ? (link.at(5).digitValue() - 1) * 9 + link.at(6).digitValue() - 1 : -1);
    });
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // The title and the text scroll together inside the panel when the column is short; at least two lines
    // of them show.
    auto *words = new QWidget;
    auto *wordsLayout = new QVBoxLayout(words);
    wordsLayout->setContentsMargins(0, 0, 0, 0);
    wordsLayout->addWidget(m_title);
    wordsLayout->addWidget(m_text, 1);
    words->setAutoFillBackground(false);
    m_textArea->setWidget(words);
    m_textArea->setWidgetResizable(true);
    m_textArea->setFrameShape(QFrame::NoFrame);
    m_textArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_textArea->setFocusPolicy(Qt::NoFocus);
    m_textArea->viewport()->setAutoFillBackground(false);
    m_textArea->setMinimumHeight(m_text->fontMetrics().lineSpacing() * 2);
    for (QPushButton *button : {m_next, m_apply, m_close, m_previousBranch, m_nextBranch}) {
        button->setFocusPolicy(Qt::TabFocus); // the board keeps the keyboard: H and Esc work from there
        // As narrow as its words allow (not the style's wide default), so that a row fits a narrow column.
        button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    }
    retranslateUi();

    // Page Up and Page Down work wherever the focus is in the window while the buttons show and are enabled
    // (an action's shortcut is off while the widgets it is added to are hidden or disabled), and, unlike a
    // button's own shortcut, leave the focus on the board.
    const auto key = [this](QPushButton *button, Qt::Key key, void (HintPanel::*signal)()) {
        auto *action = new QAction(button);
        action->setShortcut(QKeySequence(key));
        action->setShortcutContext(Qt::WindowShortcut);
        button->addAction(action);
        connect(action, &QAction::triggered, this, signal);
    };
    key(m_previousBranch, Qt::Key_PageUp, &HintPanel::previousBranchRequested);
    key(m_nextBranch, Qt::Key_PageDown, &HintPanel::nextBranchRequested);
    m_previousBranch->hide();
    m_nextBranch->hide();

    // Title and text on top, a forcing chain's branch buttons, Apply (the step, in words on a digit's hint)
    // under them, then Next and Close: the panel sits in the column beside the board, narrower than it is tall.
    // Buttons side by side when they fit, one above the other in a narrow column (resizeEvent), so that the
    // panel is never wider than the column and nothing goes under its scroll bar.
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_textArea, 1);
    m_branchRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_branchRow->addWidget(m_previousBranch);
    m_branchRow->addWidget(m_nextBranch);
    layout->addLayout(m_branchRow);
    layout->addWidget(m_apply);
    m_buttonRow = new QBoxLayout(QBoxLayout::LeftToRight);
    m_buttonRow->addWidget(m_next);
    m_buttonRow->addWidget(m_close);
    layout->addLayout(m_buttonRow);

    connect(m_next, &QPushButton::clicked, this, &HintPanel::nextRequested);
    connect(m_apply, &QPushButton::clicked, this, &HintPanel::applyRequested);
    connect(m_close, &QPushButton::clicked, this, &HintPanel::closeRequested);
    connect(m_previousBranch, &QPushButton::clicked, this, &HintPanel::previousBranchRequested);
    connect(m_nextBranch, &QPushButton::clicked, this, &HintPanel::nextBranchRequested);
}

void HintPanel::retranslateUi()
{
    // The title, the text and Apply's text come from showStage, which MainWindow calls again on a switch.
    setAccessibleName(tr("Hint"));
    m_next->setText(tr("&Next", "the hint's next stage"));
    m_apply->setText(tr("&Apply", "apply the hint"));
    m_close->setText(tr("Close", "close the hint"));
    m_next->setToolTip(tr("Show more of the hint (H)"));
    m_close->setToolTip(tr("Close the hint (Esc)"));
    m_previousBranch->setText(tr("Previous Branch", "a forcing chain's previous branch"));
    m_nextBranch->setText(tr("Next Branch", "a forcing chain's next branch, or its conclusion after the last"));
    m_previousBranch->setToolTip(tr("Show the forcing chain's previous branch (Page Up)"));
    m_nextBranch->setToolTip(
        tr("Show the forcing chain's next branch, and after the last what they prove (Page Down)"));
    for (QPushButton *button : {m_next, m_close, m_previousBranch, m_nextBranch})
        fitToWords(button);
}

void HintPanel::fitToWords(QPushButton *button)
{
    const QString words = QString(button->text()).remove(QLatin1Char('&'));
    button->setMinimumWidth(
        std::min(button->sizeHint().width(), button->fontMetrics().horizontalAdvance(words) + 4 * kButtonPadding));
}

void HintPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        arrangeButtons(); // other words, other widths
    }
    QFrame::changeEvent(event);
}

void HintPanel::showStage(
    const QString &title, const QString &text, bool canAdvance, const QString &applyText, const QString &notation)
{
    m_title->setText(title);
    m_plainText = text;
    m_notation = notation;
    m_text->setText(withCellLinks(text) + (notation.isEmpty() ? QString() : notationHtml(notation)));
    Q_EMIT cellHovered(-1); // the names the pointer was on are gone
    m_next->setEnabled(canAdvance);
    m_apply->setText(applyText);
    fitToWords(m_apply);
    m_textArea->verticalScrollBar()->setValue(0);
    m_textArea->updateGeometry();
    arrangeButtons();
    //: what a screen reader says of a hint's stage: the technique, then the stage's text
    const QString spoken = tr("%1: %2").arg(title, text);
    if (!isVisible() || spoken != accessibleDescription())
        notification::announce(this, spoken); // a new stage or branch, not the same one again
    show();
}

QSize HintPanel::minimumSizeHint() const
{
    // As narrow as the widest single button: the rows stack when the panel is narrower than they are.
    const QMargins margins = layout()->contentsMargins();
    int width = 0;
    for (const QPushButton *button : {m_next, m_apply, m_close, m_previousBranch, m_nextBranch})
        width = std::max(width, button->minimumWidth());
    return {width + margins.left() + margins.right() + 2 * frameWidth(), QFrame::minimumSizeHint().height()};
}

void HintPanel::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    arrangeButtons();
}

void HintPanel::hideEvent(QHideEvent *event)
{
    QFrame::hideEvent(event);
    Q_EMIT cellHovered(-1);
}

bool HintPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text && event->type() == QEvent::Leave)
        Q_EMIT cellHovered(-1);
    return QFrame::eventFilter(watched, event);
}

void HintPanel::arrangeButtons()
{
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right() - 2 * frameWidth();
    for (QBoxLayout *row : {m_buttonRow, m_branchRow}) {
        int wanted = 0;
        for (int i = 0; i < row->count(); ++i) {
            if (const QWidget *button = row->itemAt(i)->widget(); button && !button->isHidden())
                wanted += button->minimumWidth() + (wanted > 0 ? row->spacing() : 0);
        }
        const auto direction = wanted <= room ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
        if (row->direction() != direction)
            row->setDirection(direction);
    }
}

void HintPanel::showBranches(int view, int count)
{
    m_previousBranch->setVisible(count > 1);
    m_nextBranch->setVisible(count > 1);
    m_previousBranch->setEnabled(view > 0);
    m_nextBranch->setEnabled(view < count - 1);
    arrangeButtons();
}

QString HintPanel::title() const
{
    return m_title->text();
}

QString HintPanel::text() const
{
    return m_plainText;
}

QString HintPanel::notation() const
{
    return m_notation;
}
