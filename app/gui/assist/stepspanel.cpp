// SPDX-License-Identifier: GPL-3.0-or-later
#include "assist/stepspanel.h"

#include "assist/hinttext.h"
#include "assist/stepscontroller.h"
#include "game/gamemodel.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <tuple>

using namespace sudoku;

namespace
{

constexpr int kIndexRole = Qt::UserRole; // a step's index into the controller's list; -1 on a technique

// What a list says while it has no steps to show, or above the steps it has.
QString stateText(StepsController::State state)
{
    switch (state) {
    case StepsController::State::Off:
        return StepsPanel::tr("Start playing a puzzle to see its steps.");
    case StepsController::State::Working:
        return StepsPanel::tr("Looking for steps\u2026");
    case StepsController::State::Mistakes:
        return StepsPanel::tr("The board has mistakes: steps found on it would be wrong. Check or Hint point them "
                              "out.");
    case StepsController::State::Ready:
        break;
    }
    return {};
}

QLabel *wrappedLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

StepsPanel::StepsPanel(StepsController *steps, QWidget *parent)
    : QWidget(parent)
    , m_steps(steps)
{
    setObjectName(QStringLiteral("allSteps"));
    m_orderLabel = new QLabel(this);
    m_orderBox = new QComboBox(this);
    m_orderBox->addItems({QString(), QString()});
    m_orderLabel->setBuddy(m_orderBox);
    m_tree = new QTreeWidget(this);
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_tree->setUniformRowHeights(true);
    m_tree->setWordWrap(false);
    m_tree->header()->setStretchLastSection(true);
    m_tree->setMinimumWidth(fontMetrics().averageCharWidth() * 40); // room for most effects on one line
    m_status = wrappedLabel(this);
    m_detail = wrappedLabel(this);
    m_apply = new QPushButton(this);
    m_apply->setEnabled(false);

    auto *orderRow = new QHBoxLayout;
    orderRow->addWidget(m_orderLabel);
    orderRow->addWidget(m_orderBox, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(orderRow);
    layout->addWidget(m_status);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_detail);
    layout->addWidget(m_apply);

    connect(m_orderBox, &QComboBox::currentIndexChanged, this,
        [this](int index) { setOrder(index == 1 ? Order::Removes : Order::Difficulty); });
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &StepsPanel::onSelectionChanged);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const int index = item->data(0, kIndexRole).toInt();
        if (index >= 0)
            Q_EMIT applyRequested(index);
    });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (selectedStep() >= 0)
            Q_EMIT applyRequested(selectedStep());
    });
    connect(m_steps, &StepsController::stepsChanged, this, &StepsPanel::rebuild);
    retranslateUi();
}

void StepsPanel::setOrder(Order order)
{
    if (m_order == order)
        return;
    m_order = order;
    m_orderBox->setCurrentIndex(order == Order::Removes ? 1 : 0);
    rebuild();
    Q_EMIT orderChanged(order);
}

int StepsPanel::selectedStep() const
{
    const QList<QTreeWidgetItem *> items = m_tree->selectedItems();
    return items.isEmpty() ? -1 : items.first()->data(0, kIndexRole).toInt();
}

void StepsPanel::selectStep(int index)
{
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = m_tree->topLevelItem(g);
        for (int c = 0; c < group->childCount(); ++c) {
            if (group->child(c)->data(0, kIndexRole).toInt() == index) {
                m_tree->setCurrentItem(group->child(c));
                return;
            }
        }
    }
    m_tree->clearSelection();
}

void StepsPanel::onSelectionChanged()
{
    const int index = selectedStep();
    m_apply->setEnabled(index >= 0);
    m_detail->setText(
        index >= 0 ? HintText::explanation(m_steps->steps()[static_cast<std::size_t>(index)].hint.step) : QString());
    Q_EMIT stepSelected(index);
}

void StepsPanel::rebuild()
{
    const int selected = selectedStep();
    const auto &steps = m_steps->steps();
    const QSignalBlocker blocker(m_tree);
    m_tree->clear();
    // The techniques, each with its steps: by difficulty (level, then Sudoku Explainer's difficulty, the
    // engine's order on a tie), or by the candidates a step removes, most first.
    std::map<Technique, std::vector<int>> groups;
    for (std::size_t i = 0; i < steps.size(); ++i)
        groups[steps[i].hint.step.technique].push_back(static_cast<int>(i));
    const auto key = [this, &steps](int i) {
        const hintfinder::StepChoice &s = steps[static_cast<std::size_t>(i)];
        const double level = static_cast<int>(s.level);
        const double removes = -s.removes; // most first
        return m_order == Order::Difficulty ? std::make_tuple(level, s.difficulty, removes, i)
                                            : std::make_tuple(removes, level, s.difficulty, i);
    };
    std::vector<std::vector<int>> ordered;
    for (auto &[technique, members] : groups) {
        std::sort(members.begin(), members.end(), [&key](int a, int b) { return key(a) < key(b); });
        ordered.push_back(members);
    }
    std::sort(ordered.begin(), ordered.end(),
        [&key](const std::vector<int> &a, const std::vector<int> &b) { return key(a.front()) < key(b.front()); });
    for (const std::vector<int> &members : ordered) {
        const Step &first = steps[static_cast<std::size_t>(members.front())].hint.step;
        auto *group = new QTreeWidgetItem(m_tree);
        group->setText(0,
            tr("%1 (%2)", "a technique and how many of its steps apply")
                .arg(HintText::techniqueName(first.technique), QLocale().toString(static_cast<int>(members.size()))));
        group->setData(0, kIndexRole, -1);
        group->setFlags(Qt::ItemIsEnabled);
        for (int i : members) {
            const hintfinder::StepChoice &choice = steps[static_cast<std::size_t>(i)];
            auto *item = new QTreeWidgetItem(group);
            item->setText(0, HintText::effect(choice.hint.step));
            item->setToolTip(
                0, HintText::effect(choice.hint.step) + QLatin1Char('\n') + HintText::explanation(choice.hint.step));
            item->setData(0, kIndexRole, i);
        }
    }
    // The easiest technique (or the one removing most) open; the others, often many chains, a click away.
    if (m_tree->topLevelItemCount() > 0)
        m_tree->topLevelItem(0)->setExpanded(true);
    const auto state = m_steps->stepsState();
    const int count = static_cast<int>(steps.size());
    m_status->setText(state != StepsController::State::Ready ? stateText(state)
            : count == 0                                     ? tr("No logical step applies here.")
                                                             : tr("%n steps apply here.", nullptr, count));
    if (selected >= 0 && selected < count)
        selectStep(selected);
    onSelectionChanged();
}

void StepsPanel::retranslateUi()
{
    m_orderLabel->setText(tr("S&ort by", "the All Steps list"));
    m_orderBox->setItemText(0, tr("Difficulty", "sort the steps by"));
    m_orderBox->setItemText(1, tr("Candidates removed", "sort the steps by"));
    m_orderBox->setAccessibleName(tr("Sort steps by"));
    m_tree->setAccessibleName(tr("All steps", "the list of every step that applies"));
    m_apply->setText(tr("Appl&y Step"));
    m_apply->setToolTip(tr("Carry out the selected step as one move (Return in the list does the same)"));
    rebuild();
}

void StepsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

PathPanel::PathPanel(StepsController *steps, QWidget *parent)
    : QWidget(parent)
    , m_steps(steps)
{
    setObjectName(QStringLiteral("solutionPath"));
    m_list = new QListWidget(this);
    m_list->setWordWrap(true);
    m_list->setMinimumWidth(fontMetrics().averageCharWidth() * 40);
    m_status = wrappedLabel(this);
    m_detail = wrappedLabel(this);
    m_play = new QPushButton(this);
    m_play->setEnabled(false);
    m_copy = new QPushButton(this);
    m_copy->setEnabled(false);
    m_copyLines = new QPushButton(this);
    m_copyLines->setEnabled(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_play);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_copyLines);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_detail);
    layout->addLayout(buttons);

    connect(m_list, &QListWidget::itemSelectionChanged, this, &PathPanel::onSelectionChanged);
    connect(m_list, &QListWidget::itemActivated, this, [this] { Q_EMIT playRequested(selectedStep()); });
    connect(m_play, &QPushButton::clicked, this, [this] {
        if (selectedStep() >= 0)
            Q_EMIT playRequested(selectedStep());
    });
    connect(m_copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(m_steps->pathText()); });
    connect(m_copyLines, &QPushButton::clicked, this,
        [this] { QApplication::clipboard()->setText(m_steps->pathLibraryLines()); });
    connect(m_steps, &StepsController::pathChanged, this, &PathPanel::rebuild);
    retranslateUi();
}

int PathPanel::selectedStep() const
{
    const QList<QListWidgetItem *> items = m_list->selectedItems();
    return items.isEmpty() ? -1 : m_list->row(items.first());
}

void PathPanel::selectStep(int index)
{
    if (index >= 0 && index < m_list->count())
        m_list->setCurrentRow(index);
    else
        m_list->clearSelection();
}

void PathPanel::rebuild()
{
    const int selected = selectedStep();
    const auto &path = m_steps->path();
    {
        const QSignalBlocker blocker(m_list);
        m_list->clear();
        for (std::size_t i = 0; i < path.size(); ++i) {
            const Step &step = path[i].step;
            auto *item = new QListWidgetItem(tr("%1. %2: %3", "a solution path's step: number, technique, effect")
                                                 .arg(i + 1)
                                                 .arg(HintText::techniqueName(step.technique), HintText::effect(step)),
                m_list);
            item->setToolTip(HintText::explanation(step));
        }
    }
    const auto state = m_steps->pathState();
    const int count = static_cast<int>(path.size());
    m_status->setText(state != StepsController::State::Ready ? stateText(state)
            : count == 0 && m_steps->pathSolves()            ? tr("The puzzle is solved.")
            : m_steps->pathSolves()                          ? tr("%n steps to the solution.", nullptr, count)
                                    : tr("After %n steps no technique applies.", nullptr, count));
    m_copy->setEnabled(count > 0);
    m_copyLines->setEnabled(count > 0 && m_steps->model()->board().isClassic());
    if (selected >= 0 && selected < count)
        selectStep(selected);
    onSelectionChanged();
}

void PathPanel::onSelectionChanged()
{
    const int index = selectedStep();
    m_play->setEnabled(index >= 0);
    m_detail->setText(
        index >= 0 ? HintText::explanation(m_steps->path()[static_cast<std::size_t>(index)].step) : QString());
    Q_EMIT stepSelected(index);
}

void PathPanel::retranslateUi()
{
    m_list->setAccessibleName(tr("Solution path", "the list of the solution's steps"));
    m_play->setText(tr("&Play to Here"));
    m_play->setToolTip(tr("Carry out the path up to the selected step as one move"));
    m_copy->setText(tr("&Copy Path"));
    m_copy->setToolTip(tr("Copy the solution path as text"));
    m_copyLines->setText(tr("Copy as &HoDoKu Lines"));
    m_copyLines->setToolTip(
        tr("Copy the solution path in HoDoKu's library format, one step a line, as HoDoKu and sudoku-cli "
           "read it (classic puzzles only: a line cannot hold a variant's rules)"));
    rebuild();
}

void PathPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}
