// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/practisedialog.h"

#include "board/boardview.h"
#include "glossary/exampleboard.h"
#include "settings/settings.h"
#include "vocab/techniqueguide.h"
#include "vocab/techniquetext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QVariant>

namespace
{

constexpr int kTechniqueRole = Qt::UserRole;

} // namespace

PractiseDialog::PractiseDialog(Settings *settings, QWidget *parent)
    : QDialog(parent)
    , m_settings(settings)
    , m_variant(new QComboBox)
    , m_tree(new QTreeWidget)
    , m_learn(new QRadioButton(tr("&Learn: a puzzle at the technique's level, opened just before its first step")))
    , m_practise(new QRadioButton(tr("&Practise: a whole puzzle at level")))
    , m_level(new QComboBox)
    , m_summary(new QLabel)
    , m_example(new ExampleBoard)
    , m_status(new QLabel)
    , m_generate(new QPushButton(tr("&Generate")))
    , m_cancel(new QPushButton(tr("Cancel")))
    , m_close(new QPushButton(tr("Close")))
{
    setWindowTitle(tr("Practise a Technique"));
    for (sudoku::Variant v : sudoku::kVariants)
        m_variant->addItem(techniquetext::variant(v), static_cast<int>(v));
    m_variant->setCurrentIndex(m_variant->findData(static_cast<int>(m_settings->variant())));
    for (int l = 0; l < sudoku::kLevelCount; ++l)
        m_level->addItem(techniquetext::level(static_cast<sudoku::Level>(l)), l);
    m_level->setCurrentIndex(static_cast<int>(sudoku::Level::Master));

    m_tree->setHeaderLabels({tr("Technique")});
    m_tree->header()->hide();
    m_tree->setRootIsDecorated(true);
    m_tree->setMinimumHeight(320);
    m_tree->setAccessibleName(tr("Techniques to practise"));
    m_learn->setChecked(true);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setObjectName(QStringLiteral("techniqueSummary"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_generate->setDefault(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Variant:"), m_variant);
    auto *practiseRow = new QHBoxLayout;
    practiseRow->addWidget(m_practise);
    practiseRow->addWidget(m_level);
    practiseRow->addStretch();
    auto *buttons = new QDialogButtonBox;
    buttons->addButton(m_generate, QDialogButtonBox::ActionRole);
    buttons->addButton(m_cancel, QDialogButtonBox::ActionRole);
    buttons->addButton(m_close, QDialogButtonBox::RejectRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto *treeLabel = new QLabel(tr("&Techniques (the puzzle's solution path takes at least one of those checked):"));
    treeLabel->setBuddy(m_tree);
    treeLabel->setWordWrap(true);
    layout->addWidget(treeLabel);
    // The technique under the cursor drawn at its first step, beside the list; the room stays when it has none.
    m_example->board()->setAccessibleName(tr("Example"));
    m_example->board()->setAccessibleDescription(
        tr("The position before the technique's first step in an example puzzle, with the step drawn"));
    auto *exampleBox = new QWidget;
    exampleBox->setMinimumSize(260, 260);
    auto *exampleLayout = new QVBoxLayout(exampleBox);
    exampleLayout->setContentsMargins(0, 0, 0, 0);
    auto *noExample = new QLabel;
    noExample->setWordWrap(true);
    noExample->setAlignment(Qt::AlignCenter);
    noExample->setEnabled(false);
    exampleLayout->addWidget(m_example, 1);
    exampleLayout->addWidget(noExample, 1);
    connect(m_example, &ExampleBoard::stateChanged, noExample, [noExample](ExampleBoard::State state) {
        noExample->setVisible(state == ExampleBoard::State::Empty || state == ExampleBoard::State::Missing);
        noExample->setText(state == ExampleBoard::State::Missing ? tr("No example of this technique.")
                                                                 : tr("Pick a technique to see an example."));
    });
    auto *treeRow = new QHBoxLayout;
    treeRow->addWidget(m_tree, 1);
    treeRow->addWidget(exampleBox, 1);
    layout->addLayout(treeRow, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_learn);
    layout->addLayout(practiseRow);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_variant, &QComboBox::currentIndexChanged, this, &PractiseDialog::fillTechniques);
    connect(m_tree, &QTreeWidget::itemChanged, this, &PractiseDialog::updateState);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &PractiseDialog::updateSummary);
    connect(m_learn, &QRadioButton::toggled, this, &PractiseDialog::updateState);
    connect(m_level, &QComboBox::currentIndexChanged, this, &PractiseDialog::updateState);
    connect(m_generate, &QPushButton::clicked, this, &PractiseDialog::generate);
    connect(m_cancel, &QPushButton::clicked, this, &PractiseDialog::cancelGeneration);
    connect(buttons, &QDialogButtonBox::rejected, this, &PractiseDialog::reject);
    m_cancel->setVisible(false); // once in the button box, which shows what it is given
    fillTechniques();
    resize(860, 640);
}

void PractiseDialog::fillTechniques()
{
    const sudoku::TechniqueSet checked = checkedTechniques();
    const auto variant = static_cast<sudoku::Variant>(m_variant->currentData().toInt());
    const QSignalBlocker blocker(m_tree);
    m_tree->clear();
    std::array<QTreeWidgetItem *, sudoku::kLevelCount> levels {};
    for (const sudoku::Technique t : sudoku::practiseTechniques(variant)) {
        const auto l = static_cast<std::size_t>(sudoku::techniqueLevel(t));
        if (!levels[l]) {
            levels[l] = new QTreeWidgetItem(m_tree, {techniquetext::level(sudoku::techniqueLevel(t))});
            levels[l]->setFlags(Qt::ItemIsEnabled);
            levels[l]->setExpanded(true);
        }
        auto *item = new QTreeWidgetItem(levels[l], {techniquetext::technique(t)});
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        item->setData(0, kTechniqueRole, static_cast<int>(t));
        item->setCheckState(0, checked.contains(t) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(0, techniqueguide::summary(t));
    }
    updateSummary();
    updateState();
}

void PractiseDialog::updateSummary()
{
    // What the technique under the cursor is, in one line (Help > Techniques explains it at length).
    const QTreeWidgetItem *item = m_tree->currentItem();
    const QVariant technique = item ? item->data(0, kTechniqueRole) : QVariant();
    m_example->setTechnique(
        technique.isValid() ? std::optional(static_cast<sudoku::Technique>(technique.toInt())) : std::nullopt);
    m_summary->setText(technique.isValid()
            ? techniqueguide::summary(static_cast<sudoku::Technique>(technique.toInt()))
            : tr("Pick a technique to read what it is; Help > Techniques explains each with an example."));
}

sudoku::TechniqueSet PractiseDialog::checkedTechniques() const
{
    sudoku::TechniqueSet set;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *level = m_tree->topLevelItem(i);
        for (int j = 0; j < level->childCount(); ++j) {
            const QTreeWidgetItem *item = level->child(j);
            if (item->checkState(0) == Qt::Checked)
                set = set.with(static_cast<sudoku::Technique>(item->data(0, kTechniqueRole).toInt()));
        }
    }
    return set;
}

void PractiseDialog::setChecked(sudoku::Technique technique, bool checked)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *level = m_tree->topLevelItem(i);
        for (int j = 0; j < level->childCount(); ++j) {
            QTreeWidgetItem *item = level->child(j);
            if (item->data(0, kTechniqueRole).toInt() == static_cast<int>(technique))
                item->setCheckState(0, checked ? Qt::Checked : Qt::Unchecked);
        }
    }
}

sudoku::PractiseOptions PractiseDialog::options() const
{
    sudoku::PractiseOptions options;
    options.wanted = checkedTechniques();
    options.variant = static_cast<sudoku::Variant>(m_variant->currentData().toInt());
    options.mode = m_learn->isChecked() ? sudoku::PractiseMode::Learn : sudoku::PractiseMode::Practise;
    options.level = static_cast<sudoku::Level>(m_level->currentData().toInt());
    options.symmetry = m_settings->symmetry();
    return options;
}

void PractiseDialog::updateState()
{
    m_level->setEnabled(m_practise->isChecked() && !m_generating);
    if (m_generating)
        return;
    const sudoku::PractiseOptions chosen = options();
    QString why;
    if (chosen.wanted.empty()) {
        why = tr("Check at least one technique.");
    } else if (!sudoku::practiseProblem(chosen).empty()) {
        // The only other problem the choices can have: every technique checked is above the level.
        why = tr("A %1 puzzle never needs the techniques checked: choose their level or a harder one.")
                  .arg(techniquetext::level(chosen.level));
    }
    m_generate->setEnabled(why.isEmpty());
    m_status->setText(why);
}

void PractiseDialog::setGenerating(bool on)
{
    m_generating = on;
    m_generate->setVisible(!on);
    m_cancel->setVisible(on);
    m_variant->setEnabled(!on);
    m_tree->setEnabled(!on);
    m_learn->setEnabled(!on);
    m_practise->setEnabled(!on);
    updateState();
}

void PractiseDialog::generate()
{
    if (!m_generate->isEnabled() || m_generating)
        return;
    const sudoku::PractiseOptions chosen = options();
    setGenerating(true);
    m_status->setText(tr("Generating\u2026"));
    Q_EMIT generateRequested(chosen);
}

void PractiseDialog::cancelGeneration()
{
    if (!m_generating)
        return;
    Q_EMIT cancelRequested();
    setCancelled();
}

void PractiseDialog::setProgress(int attempts)
{
    if (m_generating)
        m_status->setText(tr("Generating\u2026 %n random grid(s) tried.", nullptr, attempts));
}

void PractiseDialog::setGaveUp(int attempts)
{
    setGenerating(false);
    m_status->setText(tr("No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose "
                         "solution path takes these techniques at this level. Try again, or choose other "
                         "techniques or another level.",
        nullptr, attempts));
}

void PractiseDialog::setCancelled()
{
    if (!m_generating)
        return;
    setGenerating(false);
    m_status->setText(tr("Cancelled."));
}

void PractiseDialog::reject()
{
    if (m_generating)
        Q_EMIT cancelRequested();
    m_generating = false;
    QDialog::reject();
}
