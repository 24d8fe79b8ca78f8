// SPDX-License-Identifier: GPL-3.0-or-later
#include "glossary/glossarywindow.h"

#include "assist/hinttext.h"
#include "board/boardview.h"
#include "vocab/hintbranches.h"
#include "vocab/techniqueguide.h"
#include "vocab/techniquetext.h"

#include "sudoku/logic/rating.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace
{

constexpr int kTechniqueRole = Qt::UserRole;
constexpr int kKillerGroup = sudoku::kLevelCount; // the group after the levels'

QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

GlossaryWindow::GlossaryWindow(QWidget *parent, const QString &examples)
    : QWidget(parent, Qt::Window)
    , m_filter(new QLineEdit(this))
    , m_list(new QTreeWidget(this))
    , m_name(new QLabel(this))
    , m_level(wrappingLabel(this))
    , m_summary(wrappingLabel(this))
    , m_explanation(wrappingLabel(this))
    , m_note(wrappingLabel(this))
    , m_exampleTitle(new QLabel(this))
    , m_example(new ExampleBoard(this, examples))
    , m_status(wrappingLabel(this))
    , m_step(wrappingLabel(this))
{
    setObjectName(QStringLiteral("glossary"));
    m_filter->setClearButtonEnabled(true);
    m_list->setHeaderHidden(true);
    m_list->setRootIsDecorated(true);
    m_list->setMinimumWidth(220);
    QFont heading = m_name->font();
    heading.setPointSizeF(heading.pointSizeF() * 1.4);
    heading.setBold(true);
    m_name->setFont(heading);
    m_name->setTextFormat(Qt::PlainText);
    QFont bold = m_exampleTitle->font();
    bold.setBold(true);
    m_exampleTitle->setFont(bold);
    m_summary->setFont(bold);

    m_example->setMinimumSize(300, 300);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filter);
    leftLayout->addWidget(m_list);

    auto *text = new QWidget(this);
    auto *textLayout = new QVBoxLayout(text);
    textLayout->addWidget(m_name);
    textLayout->addWidget(m_level);
    textLayout->addWidget(m_summary);
    textLayout->addWidget(m_explanation);
    textLayout->addWidget(m_note);
    textLayout->addSpacing(8);
    textLayout->addWidget(m_exampleTitle);
    textLayout->addWidget(m_status);
    textLayout->addWidget(m_step);
    textLayout->addStretch();
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(text);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *right = new QWidget(this);
    auto *rightLayout = new QHBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(scroll, 1);
    rightLayout->addWidget(m_example, 1);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);

    auto *close = new QAction(this);
    close->setShortcuts({QKeySequence::Close, QKeySequence(Qt::Key_Escape)});
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);

    connect(m_filter, &QLineEdit::textChanged, this, &GlossaryWindow::applyFilter);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &GlossaryWindow::showSelected);
    connect(m_example, &ExampleBoard::stateChanged, this, &GlossaryWindow::showExampleState);
    // Return or Down in the filter goes on to the list, at the first technique that is left.
    connect(m_filter, &QLineEdit::returnPressed, this, [this] {
        m_list->setFocus();
        if (!m_list->currentItem() || m_list->currentItem()->isHidden())
            applyFilter(m_filter->text());
    });

    buildList();
    retranslate();
    resize(1100, 680);
}

void GlossaryWindow::buildList()
{
    for (int group = 0; group <= kKillerGroup; ++group) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setFlags(Qt::ItemIsEnabled);
        item->setExpanded(true);
    }
    for (const sudoku::Technique technique : sudoku::techniqueOrder()) {
        const int group
            = sudoku::isCageTechnique(technique) ? kKillerGroup : static_cast<int>(sudoku::techniqueLevel(technique));
        auto *item = new QTreeWidgetItem(m_list->topLevelItem(group));
        item->setData(0, kTechniqueRole, static_cast<int>(technique));
    }
    m_list->expandAll();
}

void GlossaryWindow::retranslate()
{
    setWindowTitle(tr("Techniques"));
    m_filter->setPlaceholderText(tr("Filter techniques"));
    m_filter->setAccessibleName(tr("Filter techniques"));
    m_list->setAccessibleName(tr("Techniques by level"));
    exampleBoard()->setAccessibleName(tr("Example"));
    exampleBoard()->setAccessibleDescription(tr("The position before the technique's first step, with the step drawn"));
    m_exampleTitle->setText(tr("Example"));
    m_step->setAccessibleName(tr("The example's step"));
    m_explanation->setAccessibleName(tr("Explanation"));
    for (int group = 0; group < m_list->topLevelItemCount(); ++group) {
        QTreeWidgetItem *groupItem = m_list->topLevelItem(group);
        groupItem->setText(
            0, group == kKillerGroup ? tr("Killer") : techniquetext::level(static_cast<sudoku::Level>(group)));
        for (int i = 0; i < groupItem->childCount(); ++i) {
            QTreeWidgetItem *item = groupItem->child(i);
            const auto technique = static_cast<sudoku::Technique>(item->data(0, kTechniqueRole).toInt());
            item->setText(0, techniquetext::technique(technique));
            item->setToolTip(0, techniqueguide::summary(technique));
        }
    }
    showSelected();
}

void GlossaryWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void GlossaryWindow::applyFilter(const QString &text)
{
    const QString wanted = text.trimmed();
    QTreeWidgetItem *first = nullptr;
    for (int group = 0; group < m_list->topLevelItemCount(); ++group) {
        QTreeWidgetItem *groupItem = m_list->topLevelItem(group);
        bool any = false;
        for (int i = 0; i < groupItem->childCount(); ++i) {
            QTreeWidgetItem *item = groupItem->child(i);
            const auto technique = static_cast<sudoku::Technique>(item->data(0, kTechniqueRole).toInt());
            const bool match = wanted.isEmpty() || item->text(0).contains(wanted, Qt::CaseInsensitive)
                || techniqueguide::summary(technique).contains(wanted, Qt::CaseInsensitive);
            item->setHidden(!match);
            if (match && !first)
                first = item;
            any = any || match;
        }
        groupItem->setHidden(!any);
    }
    QTreeWidgetItem *current = m_list->currentItem();
    if (first && (!current || current->isHidden() || current->childCount() > 0))
        m_list->setCurrentItem(first);
}

void GlossaryWindow::selectTechnique(sudoku::Technique technique)
{
    for (int group = 0; group < m_list->topLevelItemCount(); ++group) {
        QTreeWidgetItem *groupItem = m_list->topLevelItem(group);
        for (int i = 0; i < groupItem->childCount(); ++i) {
            if (groupItem->child(i)->data(0, kTechniqueRole).toInt() == static_cast<int>(technique)) {
                m_list->setCurrentItem(groupItem->child(i));
                return;
            }
        }
    }
}

std::optional<sudoku::Technique> GlossaryWindow::selectedTechnique() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item || !item->data(0, kTechniqueRole).isValid())
        return std::nullopt;
    return static_cast<sudoku::Technique>(item->data(0, kTechniqueRole).toInt());
}

QString GlossaryWindow::stepText() const
{
    return m_step->text();
}

QString GlossaryWindow::exampleStatus() const
{
    return m_status->text();
}

void GlossaryWindow::showSelected()
{
    const auto technique = selectedTechnique();
    m_name->setText(technique ? techniquetext::technique(*technique) : tr("Techniques"));
    if (!technique) {
        // A group's heading (or nothing) is current: its name, and what to do.
        if (const QTreeWidgetItem *group = m_list->currentItem())
            m_name->setText(group->text(0));
        m_level->setText(tr("Pick a technique to read what it is and see an example."));
        for (QLabel *label : {m_summary, m_explanation, m_note})
            label->clear();
        m_example->setTechnique(std::nullopt);
        return;
    }
    const QString level = techniquetext::level(sudoku::techniqueLevel(*technique));
    m_level->setText(sudoku::techniqueInfo(*technique).needsUniqueness
            ? tr("Level: %1. Needs a puzzle with exactly one solution.").arg(level)
            : tr("Level: %1").arg(level));
    m_summary->setText(techniqueguide::summary(*technique));
    m_explanation->setText(techniqueguide::explanation(*technique));
    m_note->setText(techniqueguide::variantNote(*technique));
    if (m_example->technique() == technique)
        showExampleState(); // the words again, in the language of the moment
    else
        m_example->setTechnique(technique);
}

void GlossaryWindow::showExampleState()
{
    const std::optional<sudoku::Technique> technique = m_example->technique();
    m_step->clear();
    switch (m_example->state()) {
    case ExampleBoard::State::Empty:
        m_status->clear();
        return;
    case ExampleBoard::State::Working:
        m_status->setText(tr("Working out the example\u2026"));
        return;
    case ExampleBoard::State::Missing:
        m_status->setText(tr("No example is available for this technique: the puzzle generator did not give one "
                             "in the search the examples were made with."));
        break;
    case ExampleBoard::State::Shown: {
        const Hint &hint = *m_example->shownExample();
        const int view = hintbranches::viewCount(hint.step) - 1;
        const QString name = techniquetext::technique(*technique);
        m_status->setText(m_example->exampleMode(*technique) == sudoku::SolveUntilMode::Applies
                ? tr("A position where %1 applies, in a puzzle of the generator:").arg(name)
                : tr("The position just before the first %1 in a puzzle of the generator:").arg(name));
        m_step->setText(HintText::stageText(hint, 3, view));
        break;
    }
    }
    Q_EMIT exampleShown(*technique);
}
