// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/visualizerpanel.h"

#include "game/diskfile.h"

#include "visualizer/apngwriter.h"
#include "visualizer/codeview.h"
#include "visualizer/comparewindow.h"
#include "visualizer/depthchart.h"
#include "visualizer/matrixview.h"
#include "visualizer/timelineslider.h"
#include "visualizer/tracetext.h"
#include "visualizer/treeview.h"
#include "workers/tracecontroller.h"

#include "sudoku/search/searchtree.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

using namespace sudoku;

namespace
{

constexpr int kSpeedTicksPerDecade = 10;
constexpr int kFrameBudgetMs = 12; // export slices leave room for the rest of the event loop

int speedToTick(double speed)
{
    return static_cast<int>(std::lround(std::log10(speed) * kSpeedTicksPerDecade));
}

double tickToSpeed(int tick)
{
    return std::pow(10.0, static_cast<double>(tick) / kSpeedTicksPerDecade);
}

enum Counter { kStep, kNodes, kGuesses, kBacktracks, kDepth, kMaxDepth, kSolutions };

} // namespace

VisualizerPanel::VisualizerPanel(QWidget *parent)
    : QWidget(parent)
    , m_controller(new TraceController(this))
{
    buildActions();
    buildUi();
    retranslateUi();
    m_playTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_playTimer, &QTimer::timeout, this, &VisualizerPanel::advanceFrame);
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(50);
    connect(&m_refreshTimer, &QTimer::timeout, this, &VisualizerPanel::refreshRecording);
    connect(m_controller, &TraceController::chunkReady, this, &VisualizerPanel::onChunk);
    connect(m_controller, &TraceController::finished, this, &VisualizerPanel::onFinished);
    connect(m_controller, &TraceController::recordingChanged, this, &VisualizerPanel::updateControls);
    setSpeed(m_speed);
    updateView();
    updateControls();
}

VisualizerPanel::~VisualizerPanel()
{
    m_controller->shutdown();
}

void VisualizerPanel::buildActions()
{
    // Texts and tool tips are set in retranslateUi.
    auto make = [this](const QKeySequence &key, const QString &icon) {
        auto *action = new QAction(QIcon::fromTheme(icon), QString(), this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
        return action;
    };
    m_start = make(Qt::Key_Home, QStringLiteral("media-skip-backward"));
    m_stepBack = make(Qt::Key_Left, QStringLiteral("media-seek-backward"));
    m_play = make(Qt::Key_Space, QStringLiteral("media-playback-start"));
    m_play->setCheckable(true);
    m_stepForward = make(Qt::Key_Right, QStringLiteral("media-seek-forward"));
    m_end = make(Qt::Key_End, QStringLiteral("media-skip-forward"));
    m_nextBacktrack = make(Qt::Key_B, QStringLiteral("go-down"));
    m_nextSolution = make(Qt::Key_S, QStringLiteral("go-last"));
    m_faster = make(Qt::Key_Plus, {});
    m_slower = make(Qt::Key_Minus, {});
    m_exportImage = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), QStringLiteral("image-x-generic"));
    m_exportFrames = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F), QStringLiteral("folder"));
    m_exportAnimation = make(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A), QStringLiteral("video-x-generic"));

    connect(m_start, &QAction::triggered, this, &VisualizerPanel::toStart);
    connect(m_stepBack, &QAction::triggered, this, &VisualizerPanel::stepBack);
    connect(m_play, &QAction::toggled, this, &VisualizerPanel::setPlaying);
    connect(m_stepForward, &QAction::triggered, this, &VisualizerPanel::stepForward);
    connect(m_end, &QAction::triggered, this, &VisualizerPanel::toEnd);
    connect(m_nextBacktrack, &QAction::triggered, this, &VisualizerPanel::nextBacktrack);
    connect(m_nextSolution, &QAction::triggered, this, &VisualizerPanel::nextSolution);
    connect(m_faster, &QAction::triggered, this, [this] { setSpeed(tickToSpeed(speedToTick(m_speed) + 5)); });
    connect(m_slower, &QAction::triggered, this, [this] { setSpeed(tickToSpeed(speedToTick(m_speed) - 5)); });
    connect(m_exportImage, &QAction::triggered, this, &VisualizerPanel::askExportImage);
    connect(m_exportFrames, &QAction::triggered, this, &VisualizerPanel::askExportFrames);
    connect(m_exportAnimation, &QAction::triggered, this, &VisualizerPanel::askExportAnimation);
}

void VisualizerPanel::buildUi()
{
    QHBoxLayout *controls = buildControls();
    QSplitter *panes = buildPanes();
    QHBoxLayout *transport = buildTransport();
    QGridLayout *sliders = buildSliders();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_recordLabel);
    layout->addWidget(m_noticeLabel);
    layout->addWidget(panes, 1);
    layout->addLayout(transport);
    layout->addLayout(sliders);
    setFocusPolicy(Qt::StrongFocus);
    m_chart->setTrace(nullptr);
}

// The row above the panes: the algorithm, Find all and its limit, From here, Record, the pane toggles, Side by Side.
QHBoxLayout *VisualizerPanel::buildControls()
{
    m_algorithmBox = new QComboBox;
    for (auto algorithm : {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx})
        m_algorithmBox->addItem(QString(), static_cast<int>(algorithm));
    m_algorithmBox->setCurrentIndex(1);
    // A recording is of one algorithm: choosing another records again.
    connect(m_algorithmBox, &QComboBox::currentIndexChanged, this, [this] {
        if (m_havePuzzle && algorithm() != m_recordedAlgorithm)
            record();
    });
    m_findAll = new QCheckBox;
    m_limit = new QSpinBox;
    m_limit->setRange(2, 1'000'000);
    m_limit->setValue(100);
    m_limit->setKeyboardTracking(false); // a limit typed in records once, when it is entered
    // A recording is of one solution limit too: Find all, or another limit, records again.
    connect(m_findAll, &QCheckBox::toggled, this, &VisualizerPanel::recordIfLimitChanged);
    connect(m_limit, &QSpinBox::valueChanged, this, &VisualizerPanel::recordIfLimitChanged);
    m_fromHere = new QCheckBox;
    connect(m_fromHere, &QCheckBox::toggled, this, [this](bool on) {
        if (m_havePuzzle && on != m_recordedFromHere)
            record();
    });
    m_recordButton = new QPushButton;
    connect(m_recordButton, &QPushButton::clicked, this, [this] { isRecording() ? cancelRecording() : record(); });
    auto toggle = [this] {
        auto *b = new QToolButton;
        b->setCheckable(true);
        b->setChecked(true);
        b->setFocusPolicy(Qt::NoFocus);
        connect(b, &QToolButton::toggled, this, &VisualizerPanel::updatePaneVisibility);
        return b;
    };
    m_showCode = toggle();
    m_showTree = toggle();
    m_showMatrix = toggle();
    m_compareButton = new QPushButton;
    m_compareButton->setFocusPolicy(Qt::NoFocus);
    connect(m_compareButton, &QPushButton::clicked, this, &VisualizerPanel::openCompare);
    auto *top = new QHBoxLayout;
    top->addWidget(m_algorithmBox, 1);
    top->addWidget(m_findAll);
    top->addWidget(m_limit);
    top->addWidget(m_fromHere);
    top->addWidget(m_recordButton);
    top->addSpacing(12);
    top->addWidget(m_showCode);
    top->addWidget(m_showTree);
    top->addWidget(m_showMatrix);
    top->addWidget(m_compareButton);

    return top;
}

// The board with the step's words under it, the counters, chart and code beside it, the tree and the matrix below.
QSplitter *VisualizerPanel::buildPanes()
{
    m_board = new TraceBoardView;
    m_chart = new DepthChart;
    m_eventLabel = new QLabel;
    m_eventLabel->setWordWrap(true);
    m_eventLabel->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; }"));
    m_whyLabel = new QLabel;
    m_whyLabel->setWordWrap(true);
    // Lines whose text changes every step keep their height, so that a step never lays the window out again.
    m_eventLabel->setFixedHeight(m_eventLabel->fontMetrics().lineSpacing() * 2);
    m_eventLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_whyLabel->setFixedHeight(m_whyLabel->fontMetrics().lineSpacing() * 4);
    m_whyLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_messageLabel = new QLabel;
    m_messageLabel->setWordWrap(true);
    m_columnLabel = new QLabel;
    m_columnLabel->setWordWrap(true);
    m_columnLabel->setFixedHeight(m_columnLabel->fontMetrics().lineSpacing() * 3);
    m_columnLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_noticeLabel = new QLabel;
    m_noticeLabel->setWordWrap(true);
    m_noticeLabel->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; }"));
    m_recordLabel = new QLabel;
    m_recordLabel->setWordWrap(true);

    auto *counters = new QFormLayout;
    for (int i = 0; i < 7; ++i) {
        m_counters[i] = new QLabel(QStringLiteral("0"));
        m_counters[i]->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_counters[i]->setMinimumWidth(
            m_counters[i]->fontMetrics().horizontalAdvance(QStringLiteral("00,000,000,000")));
        m_counterNames[i] = new QLabel;
        counters->addRow(m_counterNames[i], m_counters[i]);
    }
    m_candidates = new QCheckBox;
    connect(m_candidates, &QCheckBox::toggled, this, &VisualizerPanel::updateView);

    auto titled = [](QLabel *&title, QWidget *content) {
        auto *box = new QWidget;
        auto *layout = new QVBoxLayout(box);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(2);
        title = new QLabel;
        title->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; }"));
        layout->addWidget(title);
        layout->addWidget(content, 1);
        return box;
    };
    m_code = new CodeView;
    m_tree = new TreeView;
    connect(m_tree, &TreeView::nodeClicked, this, [this](std::uint64_t step) { seek(step + 1); });
    m_matrix = new MatrixView;
    m_codeBox = titled(m_codeTitle, m_code);
    m_treeBox = titled(m_treeTitle, m_tree);
    m_matrixBox = titled(m_matrixTitle, m_matrix);

    auto *side = new QVBoxLayout;
    side->addLayout(counters);
    side->addWidget(m_chart);
    side->addWidget(m_candidates);
    side->addWidget(m_columnLabel);
    side->addWidget(m_codeBox);
    side->addStretch(1);
    auto *sideWidget = new QWidget;
    sideWidget->setLayout(side);
    side->setContentsMargins(0, 0, 0, 0);

    auto *boardColumn = new QWidget;
    auto *boardLayout = new QVBoxLayout(boardColumn);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->addWidget(m_board, 1);
    boardLayout->addWidget(m_eventLabel);
    boardLayout->addWidget(m_whyLabel);
    boardLayout->addWidget(m_messageLabel);

    auto *upper = new QSplitter(Qt::Horizontal);
    upper->addWidget(boardColumn);
    upper->addWidget(sideWidget);
    upper->setStretchFactor(0, 3);
    upper->setStretchFactor(1, 2);
    upper->setChildrenCollapsible(false);
    auto *lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(m_treeBox);
    lower->addWidget(m_matrixBox);
    lower->setStretchFactor(0, 1);
    lower->setStretchFactor(1, 1);
    lower->setChildrenCollapsible(false);
    auto *panes = new QSplitter(Qt::Vertical);
    panes->addWidget(upper);
    panes->addWidget(lower);
    panes->setStretchFactor(0, 3);
    panes->setStretchFactor(1, 1);
    panes->setChildrenCollapsible(false);

    return panes;
}

// Start, step back, play, step, end, the next backtrack and solution, and the exports.
QHBoxLayout *VisualizerPanel::buildTransport()
{
    auto button = [this](QAction *action) {
        auto *b = new QToolButton;
        b->setDefaultAction(action);
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setFocusPolicy(Qt::NoFocus);
        return b;
    };
    auto *transport = new QHBoxLayout;
    for (QAction *action : {m_start, m_stepBack, m_play, m_stepForward, m_end, m_nextBacktrack, m_nextSolution})
        transport->addWidget(button(action));
    transport->addStretch(1);
    transport->addWidget(button(m_exportImage));
    transport->addWidget(button(m_exportFrames));
    transport->addWidget(button(m_exportAnimation));

    return transport;
}

// The timeline and the speed, each with its title and value.
QGridLayout *VisualizerPanel::buildSliders()
{
    m_timeline = new TimelineSlider;
    m_timeline->setFocusPolicy(Qt::NoFocus);
    connect(m_timeline, &QSlider::valueChanged, this, [this](int value) { seek(static_cast<std::uint64_t>(value)); });
    m_stepLabel = new QLabel;
    m_speedSlider = new QSlider(Qt::Horizontal);
    m_speedSlider->setRange(speedToTick(kMinSpeed), speedToTick(kMaxSpeed));
    m_speedSlider->setFocusPolicy(Qt::NoFocus);
    connect(m_speedSlider, &QSlider::valueChanged, this, [this](int tick) { setSpeed(tickToSpeed(tick)); });
    m_speedLabel = new QLabel;
    m_timelineTitle = new QLabel;
    m_speedTitle = new QLabel;
    auto *sliders = new QGridLayout;
    sliders->addWidget(m_timelineTitle, 0, 0);
    sliders->addWidget(m_timeline, 0, 1);
    sliders->addWidget(m_stepLabel, 0, 2);
    sliders->addWidget(m_speedTitle, 1, 0);
    sliders->addWidget(m_speedSlider, 1, 1);
    sliders->addWidget(m_speedLabel, 1, 2);

    return sliders;
}

void VisualizerPanel::retranslateUi()
{
    setWindowTitle(tr("Visualize Search"));
    const auto texts = [](QAction *action, const QString &text, const QString &tip) {
        action->setText(text);
        const QKeySequence key = action->shortcut();
        action->setToolTip(key.isEmpty() ? tip : tip.arg(key.toString(QKeySequence::NativeText)));
    };
    texts(m_start, tr("Start", "the first step of the search"), tr("Back to the puzzle (%1)"));
    texts(m_stepBack, tr("Step Back"), tr("One step back (%1)"));
    texts(m_play, tr("Play"), tr("Play or pause (%1)"));
    texts(m_stepForward, tr("Step", "one step forward"), tr("One step forward (%1)"));
    texts(m_end, tr("End", "the last recorded step"), tr("To the last recorded step (%1)"));
    texts(m_nextBacktrack, tr("Next Dead End"), tr("Jump to the next dead end, where the search backs up (%1)"));
    texts(m_nextSolution, tr("Next Solution"), tr("Jump to the next solution found (%1)"));
    texts(m_faster, tr("Faster"), tr("Faster (%1)"));
    texts(m_slower, tr("Slower"), tr("Slower (%1)"));
    texts(m_exportImage, tr("Export Image\u2026"), tr("Save the board as shown as a PNG image (%1)"));
    texts(m_exportFrames, tr("Export Frames\u2026"),
        tr("Save every k-th step of the run as PNG frames into a folder (%1)"));
    texts(m_exportAnimation, tr("Export Animation\u2026"),
        tr("Save the run as an animated PNG, which plays in a web browser (%1)"));

    for (int i = 0; i < m_algorithmBox->count(); ++i)
        m_algorithmBox->setItemText(
            i, TraceText::algorithmName(static_cast<Algorithm>(m_algorithmBox->itemData(i).toInt())));
    // Alt+letter for the controls that have no key of their own (Space and the arrows belong to the lab).
    m_fromHere->setText(tr("From &here"));
    m_fromHere->setToolTip(tr("Search from your position, your digits and pencil marks included, instead of the "
                              "givens: see where a guess would lead"));
    m_showCode->setText(tr("&Code", "show the code pane"));
    m_showCode->setToolTip(tr("Show the pseudocode with the line the step runs"));
    m_showTree->setText(tr("&Tree", "show the tree pane"));
    m_showTree->setToolTip(tr("Show the search tree around the step"));
    m_showMatrix->setText(tr("&Matrix", "show the matrix pane"));
    m_compareButton->setText(tr("Side &by Side\u2026"));
    m_compareButton->setToolTip(tr("Play two or three algorithms on this puzzle side by side"));
    m_codeTitle->setText(tr("Code in step"));
    m_treeTitle->setText(tr("Search tree"));
    m_algorithmBox->setAccessibleName(tr("Algorithm"));
    m_findAll->setText(tr("&Find all, up to"));
    m_findAll->setToolTip(tr("Go on past the first solution: shows why a puzzle is not unique"));
    m_limit->setAccessibleName(tr("Solution limit"));
    const QString names[] = {tr("Step", "counter: the step shown"), tr("Placements (nodes)"), tr("Guesses"),
        tr("Backtracks"), tr("Depth"), tr("Deepest"), tr("Solutions")};
    for (int i = 0; i < 7; ++i)
        m_counterNames[i]->setText(names[i]);
    m_candidates->setText(tr("Show c&andidates"));
    m_timelineTitle->setText(tr("Timeline"));
    m_timeline->setAccessibleName(tr("Timeline"));
    m_speedTitle->setText(tr("Speed"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    m_speedSlider->setToolTip(tr("From one step a second to as fast as the screen draws (+ and \u2212)"));
    m_speedLabel->setMinimumWidth(m_speedLabel->fontMetrics().horizontalAdvance(tr("10,000,000 steps/s")));
    setSpeed(m_speed); // the speed label
    refreshRecording(); // the recording line, the notice, the step label and the controls
    updatePaneVisibility(); // the matrix's title and toggle, which follow the puzzle's rules
    updateView(); // the event line and the DLX column
}

void VisualizerPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void VisualizerPanel::showPuzzle(const Board &puzzle, Algorithm algorithm)
{
    const Board givens = puzzle.puzzle();
    // A position other than the one setPosition() gave comes without pencil marks.
    const bool positionChanged = puzzle.values() != m_position.values();
    if (positionChanged) {
        m_position = puzzle;
        m_notes.fill(0);
    }
    {
        const QSignalBlocker blocker(m_algorithmBox); // one recording below, not two
        setAlgorithm(algorithm);
    }
    if (m_havePuzzle && givens == m_givens && m_trace && m_recordedAlgorithm == algorithm
        && m_recordedFromHere == fromHere() && m_recordedLimit == solutionLimit() && !(fromHere() && positionChanged))
        return;
    m_givens = givens;
    m_havePuzzle = true;
    record();
}

void VisualizerPanel::setPosition(const Board &position, const std::array<CandidateMask, kCellCount> &notes)
{
    m_position = position;
    m_notes = notes;
}

void VisualizerPanel::setFromHere(bool on)
{
    m_fromHere->setChecked(on);
}

bool VisualizerPanel::fromHere() const
{
    return m_fromHere->isChecked();
}

void VisualizerPanel::setAlgorithm(Algorithm algorithm)
{
    m_algorithmBox->setCurrentIndex(m_algorithmBox->findData(static_cast<int>(algorithm)));
}

Algorithm VisualizerPanel::algorithm() const
{
    return static_cast<Algorithm>(m_algorithmBox->currentData().toInt());
}

void VisualizerPanel::setFindAll(bool on, int limit)
{
    {
        const QSignalBlocker blockFindAll(m_findAll), blockLimit(m_limit); // one recording below, not two
        m_findAll->setChecked(on);
        m_limit->setValue(limit);
    }
    recordIfLimitChanged();
}

std::uint64_t VisualizerPanel::solutionLimit() const
{
    return m_findAll->isChecked() ? static_cast<std::uint64_t>(m_limit->value()) : 1;
}

void VisualizerPanel::recordIfLimitChanged()
{
    if (m_havePuzzle && solutionLimit() != m_recordedLimit)
        record();
}

void VisualizerPanel::setShowCandidates(bool on)
{
    m_candidates->setChecked(on);
}

void VisualizerPanel::record()
{
    if (!m_havePuzzle)
        return;
    setPlaying(false);
    TraceRequest request;
    m_recordedFromHere = fromHere();
    if (m_recordedFromHere) {
        // The player's digits are the givens of this search; their pencil marks limit the empty cells.
        m_puzzle = Board::fromGivens(m_position.values());
        m_puzzle.setRules(m_givens.sharedRules());
        std::array<std::uint16_t, kCellCount> allowed {};
        bool anyNotes = false;
        for (int cell = 0; cell < kCellCount; ++cell) {
            allowed[cell] = m_notes[cell] != 0 && m_position.isEmpty(cell) ? m_notes[cell] : kAllDigits;
            anyNotes = anyNotes || allowed[cell] != kAllDigits;
        }
        if (anyNotes)
            request.allowed = allowed;
    } else {
        m_puzzle = m_givens;
    }
    request.puzzle = m_puzzle;
    request.algorithm = algorithm();
    request.solutionLimit = solutionLimit();
    m_recordedLimit = request.solutionLimit;
    request.maxEvents = m_maxEvents;
    m_recordedAlgorithm = request.algorithm;
    m_trace = std::make_unique<Trace>(m_puzzle);
    m_summary.reset();
    m_chart->setTrace(m_trace.get());
    m_code->setAlgorithm(m_recordedAlgorithm, !m_puzzle.isClassic());
    m_tree->clear();
    m_step = 0;
    m_state = TraceState::start(m_puzzle);
    setMessage({});
    updatePaneVisibility();
    m_controller->start(request);
    refreshRecording();
    updateView();
}

void VisualizerPanel::cancelRecording()
{
    m_controller->cancel();
}

bool VisualizerPanel::isRecording() const
{
    return m_controller->isRecording();
}

void VisualizerPanel::onChunk(const TraceChunkPtr &chunk)
{
    if (!m_trace)
        return;
    m_trace->append(chunk);
    if (!m_refreshTimer.isActive())
        m_refreshTimer.start();
}

void VisualizerPanel::onFinished(const TraceSummary &summary)
{
    m_summary = summary;
    if (m_trace)
        m_trace->setFinished(summary.truncated);
    refreshRecording();
    updateView();
    Q_EMIT recordingFinished();
}

// The parts that follow the recording rather than the step shown: the timeline's range, the chart's span,
// the recording line and the truncation notice.
void VisualizerPanel::refreshRecording()
{
    const std::uint64_t size = m_trace ? m_trace->size() : 0;
    {
        const QSignalBlocker blocker(m_timeline);
        m_timeline->setRange(0, static_cast<int>(std::min<std::uint64_t>(size, INT_MAX)));
    }
    m_chart->refresh();
    if (!m_summary) {
        m_recordLabel->setText(m_havePuzzle ? tr("Recording\u2026 %L1 steps so far").arg(size)
                                            : tr("No puzzle: open the panel from a game."));
    } else {
        m_recordLabel->setText(
            tr("Recorded %L1 steps: %2")
                .arg(size)
                .arg(m_summary->truncated ? tr("stopped at the memory cap")
                                          : TraceText::status(m_summary->status, m_summary->solutionCount)));
    }
    m_noticeLabel->setVisible(m_summary && m_summary->truncated);
    m_noticeLabel->setText(noticeText());
    m_stepLabel->setText(tr("%L1 / %L2").arg(m_step).arg(size));
    updateControls();
}

QString VisualizerPanel::noticeText() const
{
    if (!m_summary || !m_summary->truncated)
        return {};
    return tr("Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.")
        .arg(m_trace ? m_trace->size() : 0);
}

void VisualizerPanel::updateControls()
{
    const bool recording = isRecording();
    m_recordButton->setText(recording ? tr("Ca&ncel", "stop recording") : tr("&Record"));
    m_recordButton->setToolTip(
        recording ? tr("Stop recording; the steps recorded so far stay") : tr("Record the search again"));
    m_recordButton->setEnabled(m_havePuzzle);
    const std::uint64_t size = m_trace ? m_trace->size() : 0;
    m_stepBack->setEnabled(m_step > 0);
    m_start->setEnabled(m_step > 0);
    m_stepForward->setEnabled(m_step < size);
    m_end->setEnabled(m_step < size);
    m_play->setEnabled(size > 0);
    m_exportImage->setEnabled(m_trace != nullptr);
    m_exportFrames->setEnabled(size > 0 && !m_exporting);
    m_exportAnimation->setEnabled(size > 0 && !m_exporting);
}

TraceFrame VisualizerPanel::currentFrame() const
{
    return frameAt(m_step, m_state);
}

TraceFrame VisualizerPanel::frameAt(std::uint64_t step, const TraceState &state) const
{
    TraceFrame frame;
    frame.state = state;
    for (int cell = 0; cell < kCellCount; ++cell)
        frame.givens[static_cast<std::size_t>(cell)] = m_puzzle.isGiven(cell);
    frame.showCandidates = m_candidates->isChecked();
    frame.rules = m_puzzle.sharedRules();
    if (step == 0 || !m_trace)
        return frame;
    frame.last = m_trace->event(step - 1);
    if (frame.last->kind == SearchEventKind::DeadEnd)
        frame.deadEnd = frame.last->column; // what has no option left, as the solver recorded it
    frame.solved = frame.last->kind == SearchEventKind::Solution;
    if (frame.solved && state.counters.solutions > 1) {
        // A later solution (Find all): where it differs from the first one shows why the puzzle is not unique.
        if (const auto first = m_trace->findNext(0, SearchEventKind::Solution)) {
            const Grid firstGrid = m_trace->stateAt(*first + 1).grid;
            for (int cell = 0; cell < kCellCount; ++cell)
                frame.differsFromFirst.set(static_cast<std::size_t>(cell), state.grid[cell] != firstGrid[cell]);
        }
    }
    return frame;
}

QString VisualizerPanel::eventText() const
{
    return m_eventLabel->text();
}

QString VisualizerPanel::whyText() const
{
    return m_whyLabel->text();
}

QString VisualizerPanel::columnText() const
{
    return m_columnLabel->text();
}

QString VisualizerPanel::messageText() const
{
    return m_messageLabel->text();
}

void VisualizerPanel::setMessage(const QString &message)
{
    m_messageLabel->setText(message);
    m_messageLabel->setVisible(!message.isEmpty());
}

void VisualizerPanel::setPanesShown(bool code, bool tree, bool matrix)
{
    m_showCode->setChecked(code);
    m_showTree->setChecked(tree);
    m_showMatrix->setChecked(matrix);
    updatePaneVisibility();
}

void VisualizerPanel::updatePaneVisibility()
{
    m_codeBox->setVisible(m_showCode->isChecked());
    m_treeBox->setVisible(m_showTree->isChecked());
    const bool dlx = m_recordedAlgorithm == Algorithm::Dlx;
    // A killer's matrix has rows for its cages' combinations, which the board does not tell (matrixview.h).
    const bool matrix = dlx && MatrixView::hasMatrix(m_puzzle.rules());
    m_showMatrix->setEnabled(matrix);
    m_showMatrix->setToolTip(dlx && !matrix ? tr("A killer's exact-cover matrix has rows for its cages' digit "
                                                 "combinations, which the pane cannot follow: it shows the matrix of "
                                                 "puzzles without cages")
                                            : tr("Show the exact-cover matrix (Dancing Links)"));
    m_matrixBox->setVisible(matrix && m_showMatrix->isChecked());
    m_matrixTitle->setText(
        tr("Exact-cover matrix: rows left in each of the %L1 columns").arg(constraintCount(m_puzzle.rules())));
    m_treeBox->parentWidget()->setVisible(m_treeBox->isVisibleTo(this) || m_matrixBox->isVisibleTo(this));
    updatePanes();
}

// The panes that follow the step: only those shown do any work.
void VisualizerPanel::updatePanes()
{
    const TraceEvent *last = nullptr;
    TraceEvent lastEvent;
    if (m_trace && m_step > 0) {
        lastEvent = m_trace->event(m_step - 1);
        last = &lastEvent;
    }
    if (m_codeBox->isVisibleTo(this))
        m_code->setCurrentLine(last ? TraceText::codeLine(m_recordedAlgorithm, *last) : -1);
    if (m_treeBox->isVisibleTo(this) && m_trace)
        m_tree->setTree(searchTreeAt(*m_trace, m_step));
    if (m_matrixBox->isVisibleTo(this)) {
        std::optional<int> chosen;
        if (m_state.counters.step > 0)
            chosen = m_state.lastColumn; // DLX chooses a column before anything else
        std::optional<std::pair<int, int>> row;
        if (last && (last->kind == SearchEventKind::Place || last->kind == SearchEventKind::Force))
            row = std::pair {int(last->cell), int(last->digit)};
        m_matrix->setState(m_state.grid, m_puzzle.rules(), chosen, row);
    }
}

void VisualizerPanel::updateView()
{
    const TraceFrame frame = currentFrame();
    m_board->setFrame(frame);
    const TraceCounters &c = m_state.counters;
    const std::uint64_t values[] = {c.step, c.nodes, c.guesses, c.backtracks, c.depth, c.maxDepth, c.solutions};
    for (int i = 0; i < 7; ++i)
        m_counters[i]->setText(QStringLiteral("%L1").arg(values[i]));
    m_eventLabel->setText(frame.last
            ? tr("Step %L1: %2").arg(m_step).arg(TraceText::event(*frame.last, c, m_puzzle.rules()))
            : tr("The puzzle, before the search begins."));
    if (frame.last) {
        // Why: the event explained on the board before it.
        const TraceState before = m_trace->stateAt(m_step - 1);
        QString why = TraceText::why(*m_trace, m_step - 1, before, m_recordedAlgorithm);
        if (const int differ = static_cast<int>(frame.differsFromFirst.count()); differ > 0)
            why += QLatin1Char(' ')
                + tr("It differs from the first solution in %n cells, ringed: the puzzle is not unique.", nullptr,
                    differ);
        m_whyLabel->setText(why);
    } else {
        m_whyLabel->setText(m_recordedFromHere ? tr("The search starts from your position: your digits are fixed "
                                                    "and your pencil marks are the only digits it tries.")
                                               : tr("The search starts from the givens."));
    }
    QString column;
    if (m_recordedAlgorithm == Algorithm::Dlx && m_state.counters.step > 0) {
        column = tr("Chosen column: %1")
                     .arg(TraceText::column(m_state.lastColumn, m_state.lastColumnSize, m_puzzle.rules()));
        if (frame.last && (frame.last->kind == SearchEventKind::Place || frame.last->kind == SearchEventKind::Force))
            column += QLatin1Char('\n') + TraceText::covers(frame.last->cell, frame.last->digit, m_puzzle.rules());
    }
    m_columnLabel->setText(column);
    m_columnLabel->setVisible(!column.isEmpty());
    m_chart->setPosition(m_step);
    {
        const QSignalBlocker blocker(m_timeline);
        m_timeline->setValue(static_cast<int>(std::min<std::uint64_t>(m_step, INT_MAX)));
    }
    m_stepLabel->setText(tr("%L1 / %L2").arg(m_step).arg(m_trace ? m_trace->size() : 0));
    updatePanes();
    updateControls();
}

void VisualizerPanel::seek(std::uint64_t step)
{
    if (!m_trace)
        return;
    step = std::min(step, m_trace->size());
    if (step == m_step)
        return;
    if (step == m_step + 1)
        m_state.apply(packEvent(m_trace->event(m_step)));
    else
        m_state = m_trace->stateAt(step);
    m_step = step;
    setMessage({});
    updateView();
    Q_EMIT stepChanged(m_step);
}

void VisualizerPanel::stepForward()
{
    seek(m_step + 1);
}

void VisualizerPanel::stepBack()
{
    if (m_step > 0)
        seek(m_step - 1);
}

void VisualizerPanel::toStart()
{
    seek(0);
}

void VisualizerPanel::toEnd()
{
    if (m_trace)
        seek(m_trace->size());
}

bool VisualizerPanel::nextBacktrack()
{
    const auto found = m_trace ? m_trace->findNext(m_step, SearchEventKind::DeadEnd) : std::nullopt;
    if (found) {
        seek(*found + 1);
        setMessage({});
    } else {
        setMessage(isRecording() ? tr("No later dead end recorded yet: the search is still being recorded.")
                                 : tr("No later dead end: the search does not back up again after this step."));
    }
    return found.has_value();
}

bool VisualizerPanel::nextSolution()
{
    const auto found = m_trace ? m_trace->findNext(m_step, SearchEventKind::Solution) : std::nullopt;
    if (found) {
        seek(*found + 1);
        setMessage({});
    } else if (isRecording()) {
        setMessage(tr("No later solution recorded yet: the search is still being recorded."));
    } else {
        const std::uint64_t all = m_summary ? m_summary->solutionCount : 0;
        QString why = tr("No later solution: the search found %n in all.", nullptr, static_cast<int>(all));
        if (!m_findAll->isChecked() && all > 0)
            why += QLatin1Char(' ') + tr("It stops at the first; turn on Find all to go on.");
        setMessage(why);
    }
    return found.has_value();
}

int VisualizerPanel::frameIntervalMs() const
{
    const QScreen *s = screen();
    const double hz = s && s->refreshRate() > 1 ? s->refreshRate() : 60.0;
    const double frame = 1000.0 / hz;
    return static_cast<int>(std::lround(std::max(frame, 1000.0 / m_speed)));
}

void VisualizerPanel::setSpeed(double stepsPerSecond)
{
    m_speed = std::clamp(stepsPerSecond, kMinSpeed, kMaxSpeed);
    {
        const QSignalBlocker blocker(m_speedSlider);
        m_speedSlider->setValue(speedToTick(m_speed));
    }
    m_speedLabel->setText(m_speed >= kMaxSpeed ? tr("maximum") : tr("%L1 steps/s").arg(std::lround(m_speed)));
    m_playTimer.setInterval(frameIntervalMs());
}

void VisualizerPanel::setPlaying(bool on)
{
    if (on && (!m_trace || m_trace->size() == 0))
        on = false;
    if (on && m_step >= m_trace->size() && m_trace->finished())
        seek(0); // play again from the start
    m_playing = on;
    {
        const QSignalBlocker blocker(m_play);
        m_play->setChecked(on);
    }
    m_play->setText(on ? tr("Pause") : tr("Play"));
    m_play->setIcon(
        QIcon::fromTheme(on ? QStringLiteral("media-playback-pause") : QStringLiteral("media-playback-start")));
    if (on) {
        m_carry = 0;
        m_frameClock.start();
        m_playTimer.setInterval(frameIntervalMs());
        m_playTimer.start();
    } else {
        m_playTimer.stop();
    }
}

void VisualizerPanel::advanceFrame()
{
    if (!m_trace)
        return;
    // Steps due since the last frame; a stalled frame (a dialog, a busy machine) does not make a jump.
    const double seconds = std::min(0.25, static_cast<double>(m_frameClock.nsecsElapsed()) / 1e9);
    m_frameClock.restart();
    std::uint64_t steps = 1;
    if (1000.0 / m_speed < m_playTimer.interval()) {
        m_carry += m_speed * seconds;
        steps = static_cast<std::uint64_t>(m_carry);
        m_carry -= static_cast<double>(steps);
    }
    const std::uint64_t size = m_trace->size();
    if (m_step >= size) {
        if (m_trace->finished())
            setPlaying(false); // the end of the run; while recording, wait for more steps
        return;
    }
    seek(std::min(size, m_step + steps));
}

bool VisualizerPanel::exportImage(const QString &path, int side, QString *error) const
{
    if (const QString refused = DiskFile::refuseSpecial(path); !refused.isEmpty()) {
        if (error)
            *error = refused; // opening a pipe to write would wait for a reader, for good
        return false;
    }
    QImageWriter writer(path, "png");
    if (writer.write(m_board->renderImage(side)))
        return true;
    if (error)
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), writer.errorString());
    return false;
}

QString VisualizerPanel::picturesFolder()
{
    // A folder that is there: a file dialog given one that is not opens elsewhere with its name as the file's.
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return QFileInfo(pictures).isDir() ? pictures : QDir::homePath();
}

void VisualizerPanel::askExportImage()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Image"),
        QDir(picturesFolder()).filePath(QStringLiteral("search-step-%1.png").arg(m_step)), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportImage(path, 640, &error))
        QMessageBox::warning(this, tr("Cannot Export the Image"), error);
}

void VisualizerPanel::askExportFrames()
{
    if (!m_trace || m_trace->size() == 0)
        return;
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Frames Into"), picturesFolder());
    if (dir.isEmpty())
        return;
    const int suggested = static_cast<int>(std::max<std::uint64_t>(1, m_trace->size() / 300));
    bool ok = false;
    const int every = QInputDialog::getInt(this, tr("Export Frames"),
        tr("Write one frame every k steps (%L1 steps recorded):").arg(m_trace->size()), suggested, 1, INT_MAX, 1, &ok);
    if (ok)
        exportFrames(dir, static_cast<std::uint64_t>(every));
}

void VisualizerPanel::exportFrames(const QString &directory, std::uint64_t every)
{
    if (m_exporting || !m_trace)
        return;
    if (!QDir().mkpath(directory)) {
        Q_EMIT exportFinished(0, tr("Cannot create the folder %1").arg(QDir::toNativeSeparators(directory)));
        return;
    }
    m_exportDir = directory;
    m_exportSide = 640;
    startExport(every);
}

void VisualizerPanel::exportAnimation(const QString &path, std::uint64_t every, int delayMs, int side)
{
    if (m_exporting || !m_trace)
        return;
    every = std::max<std::uint64_t>(1, every);
    const std::uint64_t size = m_trace->size();
    const std::uint64_t frames = size / every + 1 + (size % every ? 1 : 0);
    if (frames > 100'000) {
        Q_EMIT exportFinished(0, tr("%L1 frames are too many for one animation: choose a larger step.").arg(frames));
        return;
    }
    m_animation = std::make_unique<ApngWriter>();
    if (!m_animation->open(path, QSize(side, side), static_cast<int>(frames), delayMs)) {
        const QString error = m_animation->errorString();
        m_animation.reset();
        Q_EMIT exportFinished(0, error);
        return;
    }
    m_exportDir = path;
    m_exportSide = side;
    startExport(every);
}

void VisualizerPanel::startExport(std::uint64_t every)
{
    m_exporting = true;
    m_exportEvery = std::max<std::uint64_t>(1, every);
    m_exportNext = 0;
    m_exported = 0;
    updateControls();
    QTimer::singleShot(0, this, &VisualizerPanel::exportNextFrames);
}

void VisualizerPanel::finishExport(const QString &error)
{
    m_exporting = false;
    if (m_animation && error.isEmpty() && !m_animation->finish())
        return finishExport(m_animation->errorString());
    m_animation.reset();
    refreshRecording();
    if (error.isEmpty())
        m_recordLabel->setText(
            tr("Frames written: %L1, into %2").arg(m_exported).arg(QDir::toNativeSeparators(m_exportDir)));
    else
        m_recordLabel->setText(error);
    Q_EMIT exportFinished(m_exported, error);
}

// A slice of the export: as many frames as fit in a frame's time, then back to the event loop.
void VisualizerPanel::exportNextFrames()
{
    if (!m_trace) {
        m_exporting = false;
        m_animation.reset();
        return;
    }
    QElapsedTimer slice;
    slice.start();
    const std::uint64_t size = m_trace->size();
    const BoardTheme theme = BoardTheme::fromPalette(m_board->palette());
    while (m_exportNext <= size && slice.elapsed() < kFrameBudgetMs) {
        const TraceFrame frame = frameAt(m_exportNext, m_trace->stateAt(m_exportNext));
        QImage image(m_exportSide, m_exportSide, QImage::Format_ARGB32_Premultiplied);
        image.fill(theme.window);
        {
            QPainter painter(&image);
            TraceBoardView::paintFrame(painter, QRectF(6, 6, m_exportSide - 12, m_exportSide - 12), frame, theme);
        }
        if (m_animation) {
            if (!m_animation->addFrame(image))
                return finishExport(m_animation->errorString());
        } else {
            const QString path
                = QDir(m_exportDir).filePath(QStringLiteral("step-%1.png").arg(m_exportNext, 9, 10, QLatin1Char('0')));
            if (const QString refused = DiskFile::refuseSpecial(path); !refused.isEmpty())
                return finishExport(refused);
            QImageWriter writer(path, "png");
            if (!writer.write(image))
                return finishExport(
                    tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), writer.errorString()));
        }
        ++m_exported;
        if (m_exportNext == size)
            m_exportNext = size + 1;
        else
            m_exportNext = std::min(size, m_exportNext + m_exportEvery);
    }
    if (m_exportNext <= size) {
        m_recordLabel->setText(tr("Exporting frames\u2026 %L1 written").arg(m_exported));
        QTimer::singleShot(0, this, &VisualizerPanel::exportNextFrames);
        return;
    }
    finishExport({});
}

void VisualizerPanel::askExportAnimation()
{
    if (!m_trace || m_trace->size() == 0)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Animation"),
        QDir(picturesFolder()).filePath(QStringLiteral("search.png")), tr("Animated PNG (*.png *.apng)"));
    if (path.isEmpty())
        return;
    const int suggested = static_cast<int>(std::max<std::uint64_t>(1, m_trace->size() / 300));
    bool ok = false;
    const int every = QInputDialog::getInt(this, tr("Export Animation"),
        tr("One frame every k steps (%L1 steps recorded), a tenth of a second each:").arg(m_trace->size()), suggested,
        1, INT_MAX, 1, &ok);
    if (!ok)
        return;
    connect(
        this, &VisualizerPanel::exportFinished, this,
        [this](int, const QString &error) {
            if (!error.isEmpty())
                QMessageBox::warning(this, tr("Cannot Export the Animation"), error);
        },
        Qt::SingleShotConnection);
    exportAnimation(path, static_cast<std::uint64_t>(every));
}

void VisualizerPanel::closeEvent(QCloseEvent *event)
{
    setPlaying(false);
    m_controller->cancel();
    event->accept();
}

void VisualizerPanel::hideEvent(QHideEvent *event)
{
    setPlaying(false);
    QWidget::hideEvent(event);
}

void VisualizerPanel::openCompare()
{
    if (!m_compare) {
        m_compare = new CompareWindow(this);
        m_compare->setWindowFlag(Qt::Window);
        m_compare->setMaxEvents(m_maxEvents);
        m_compare->resize(1200, 560);
    }
    std::optional<std::array<std::uint16_t, kCellCount>> allowed;
    if (m_recordedFromHere) {
        std::array<std::uint16_t, kCellCount> masks {};
        bool any = false;
        for (int cell = 0; cell < kCellCount; ++cell) {
            masks[cell] = m_notes[cell] != 0 && m_position.isEmpty(cell) ? m_notes[cell] : kAllDigits;
            any = any || masks[cell] != kAllDigits;
        }
        if (any)
            allowed = masks;
    }
    m_compare->setPuzzle(m_puzzle, allowed);
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
}
