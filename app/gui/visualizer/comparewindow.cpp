// SPDX-License-Identifier: GPL-3.0-or-later
#include "visualizer/comparewindow.h"

#include "visualizer/timelineslider.h"
#include "visualizer/traceboardview.h"
#include "visualizer/tracetext.h"
#include "workers/tracecontroller.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

using namespace sudoku;

namespace
{

constexpr Algorithm kAlgorithms[] = {Algorithm::Naive, Algorithm::Dfs, Algorithm::Dlx};
constexpr int kTicksPerDecade = 10;

} // namespace

struct CompareWindow::Lane {
    Algorithm algorithm = Algorithm::Dfs;
    TraceController *controller = nullptr;
    std::unique_ptr<Trace> trace;
    std::optional<TraceSummary> summary;
    std::uint64_t step = 0;
    TraceState state;
    TraceBoardView *board = nullptr;
    QLabel *title = nullptr;
    QLabel *counters = nullptr;
    QWidget *box = nullptr;
};

CompareWindow::CompareWindow(QWidget *parent)
    : QWidget(parent)
{
    auto *top = new QHBoxLayout;
    for (std::size_t i = 0; i < 3; ++i) {
        m_choose[i] = new QCheckBox;
        m_choose[i]->setChecked(true);
        connect(m_choose[i], &QCheckBox::toggled, this, &CompareWindow::algorithmsToggled);
        top->addWidget(m_choose[i]);
    }
    top->addStretch(1);
    m_axisBox = new QComboBox;
    m_axisBox->addItem(QString(), static_cast<int>(Axis::Steps));
    m_axisBox->addItem(QString(), static_cast<int>(Axis::Work));
    m_axisBox->setCurrentIndex(1);
    connect(m_axisBox, &QComboBox::currentIndexChanged, this, [this] {
        m_position = 0;
        updateTimeline();
        updateLanes();
    });
    top->addWidget(m_axisBox);

    m_laneArea = new QWidget;
    new QHBoxLayout(m_laneArea);
    m_hint = new QLabel;
    m_hint->setWordWrap(true);

    m_playButton = new QPushButton;
    m_playButton->setCheckable(true);
    connect(m_playButton, &QPushButton::toggled, this, &CompareWindow::setPlaying);
    m_timeline = new TimelineSlider;
    connect(m_timeline, &QSlider::valueChanged, this, [this](int value) { seek(static_cast<std::uint64_t>(value)); });
    m_positionLabel = new QLabel;
    m_speedTitle = new QLabel;
    m_speedSlider = new QSlider(Qt::Horizontal);
    m_speedSlider->setRange(0, 7 * kTicksPerDecade);
    connect(m_speedSlider, &QSlider::valueChanged, this,
        [this](int tick) { setSpeed(std::pow(10.0, static_cast<double>(tick) / kTicksPerDecade)); });
    m_speedLabel = new QLabel;
    auto *controls = new QGridLayout;
    controls->addWidget(m_playButton, 0, 0);
    controls->addWidget(m_timeline, 0, 1);
    controls->addWidget(m_positionLabel, 0, 2);
    controls->addWidget(m_speedTitle, 1, 0);
    controls->addWidget(m_speedSlider, 1, 1);
    controls->addWidget(m_speedLabel, 1, 2);
    // Closes like a dialog: Esc, Ctrl+W or its button.
    m_closeButton = new QPushButton;
    connect(m_closeButton, &QPushButton::clicked, this, &QWidget::close);
    controls->addWidget(m_closeButton, 1, 3);
    auto *closeAction = new QAction(this);
    closeAction->setShortcuts({QKeySequence(Qt::Key_Escape), QKeySequence(Qt::CTRL | Qt::Key_W)});
    closeAction->setShortcutContext(Qt::WindowShortcut);
    connect(closeAction, &QAction::triggered, this, &QWidget::close);
    addAction(closeAction);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_laneArea, 1);
    layout->addWidget(m_hint);
    layout->addLayout(controls);

    m_playTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_playTimer, &QTimer::timeout, this, &CompareWindow::advanceFrame);
    m_refreshTimer.setSingleShot(true);
    m_refreshTimer.setInterval(50);
    connect(&m_refreshTimer, &QTimer::timeout, this, [this] {
        updateTimeline();
        updateLanes();
    });
    rebuildLanes();
    retranslateUi();
    setSpeed(m_speed);
}

CompareWindow::~CompareWindow()
{
    for (auto &lane : m_lanes)
        lane->controller->shutdown();
}

void CompareWindow::retranslateUi()
{
    setWindowTitle(tr("Algorithms Side by Side"));
    for (std::size_t i = 0; i < 3; ++i)
        m_choose[i]->setText(TraceText::algorithmName(kAlgorithms[i]));
    m_axisBox->setItemText(0, tr("Timeline by steps"));
    m_axisBox->setItemText(1, tr("Timeline by work (nodes)"));
    m_axisBox->setToolTip(tr("Steps: every event of each search at the same pace. Work: the same number of "
                             "placements (search nodes) in each"));
    m_playButton->setText(m_playing ? tr("Pause") : tr("Play"));
    m_closeButton->setText(tr("Close", "close the side by side window"));
    m_closeButton->setToolTip(tr("Close this window (Esc, Ctrl+W)"));
    m_timeline->setAccessibleName(tr("Timeline"));
    m_speedTitle->setText(tr("Speed"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    m_hint->setText(tr("Each board shows its search after the same amount of the timeline; a search that has "
                       "finished stays at its end. Dancing Links takes the constraint with the fewest options "
                       "first, the naive search the next cell in reading order."));
    setSpeed(m_speed);
    updateTimeline();
    updateLanes();
}

void CompareWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CompareWindow::closeEvent(QCloseEvent *event)
{
    setPlaying(false);
    for (auto &lane : m_lanes)
        lane->controller->cancel();
    event->accept();
}

void CompareWindow::setAxis(Axis axis)
{
    m_axisBox->setCurrentIndex(m_axisBox->findData(static_cast<int>(axis)));
}

CompareWindow::Axis CompareWindow::axis() const
{
    return static_cast<Axis>(m_axisBox->currentData().toInt());
}

void CompareWindow::setAlgorithms(const std::vector<Algorithm> &algorithms)
{
    for (std::size_t i = 0; i < 3; ++i) {
        const QSignalBlocker blocker(m_choose[i]);
        m_choose[i]->setChecked(std::find(algorithms.begin(), algorithms.end(), kAlgorithms[i]) != algorithms.end());
    }
    algorithmsToggled();
}

void CompareWindow::algorithmsToggled()
{
    // At least two lanes: a box cannot be cleared when only two are left.
    int chosen = 0;
    for (QCheckBox *box : m_choose)
        chosen += box->isChecked();
    for (QCheckBox *box : m_choose)
        box->setEnabled(!box->isChecked() || chosen > 2);
    rebuildLanes();
    record();
}

void CompareWindow::rebuildLanes()
{
    for (auto &lane : m_lanes) {
        lane->controller->shutdown();
        delete lane->controller; // and its connections to this lane
        delete lane->box;
    }
    m_lanes.clear();
    auto *row = static_cast<QHBoxLayout *>(m_laneArea->layout());
    for (std::size_t i = 0; i < 3; ++i) {
        if (!m_choose[i]->isChecked())
            continue;
        auto lane = std::make_unique<Lane>();
        lane->algorithm = kAlgorithms[i];
        lane->controller = new TraceController(this);
        lane->box = new QWidget;
        auto *column = new QVBoxLayout(lane->box);
        column->setContentsMargins(0, 0, 0, 0);
        lane->title = new QLabel;
        lane->title->setStyleSheet(QStringLiteral("QLabel { font-weight: bold; }"));
        lane->board = new TraceBoardView;
        lane->counters = new QLabel;
        lane->counters->setWordWrap(true);
        column->addWidget(lane->title);
        column->addWidget(lane->board, 1);
        column->addWidget(lane->counters);
        row->addWidget(lane->box, 1);
        Lane *raw = lane.get();
        connect(lane->controller, &TraceController::chunkReady, this, [this, raw](const TraceChunkPtr &chunk) {
            if (raw->trace)
                raw->trace->append(chunk);
            if (!m_refreshTimer.isActive())
                m_refreshTimer.start();
        });
        connect(lane->controller, &TraceController::finished, this, [this, raw](const TraceSummary &summary) {
            raw->summary = summary;
            if (raw->trace)
                raw->trace->setFinished(summary.truncated);
            updateTimeline();
            updateLanes();
            if (!isRecording())
                Q_EMIT recordingFinished();
        });
        m_lanes.push_back(std::move(lane));
    }
}

void CompareWindow::setPuzzle(const Board &puzzle, const std::optional<std::array<std::uint16_t, 81>> &allowed)
{
    m_puzzle = puzzle;
    m_allowed = allowed;
    m_havePuzzle = true;
    record();
}

void CompareWindow::record()
{
    setPlaying(false);
    m_position = 0;
    for (auto &lane : m_lanes) {
        lane->trace = std::make_unique<Trace>(m_puzzle);
        lane->summary.reset();
        lane->step = 0;
        lane->state = TraceState::start(m_puzzle);
        if (!m_havePuzzle)
            continue;
        TraceRequest request;
        request.puzzle = m_puzzle;
        request.algorithm = lane->algorithm;
        request.maxEvents = m_maxEvents;
        request.allowed = m_allowed;
        lane->controller->start(request);
    }
    updateTimeline();
    updateLanes();
}

bool CompareWindow::isRecording() const
{
    for (const auto &lane : m_lanes) {
        if (lane->controller->isRecording())
            return true;
    }
    return false;
}

std::uint64_t CompareWindow::length() const
{
    std::uint64_t longest = 0;
    for (const auto &lane : m_lanes) {
        if (!lane->trace)
            continue;
        longest = std::max(
            longest, axis() == Axis::Steps ? lane->trace->size() : lane->trace->nodesAt(lane->trace->size()));
    }
    return longest;
}

void CompareWindow::updateTimeline()
{
    const QSignalBlocker blocker(m_timeline);
    const std::uint64_t end = length();
    m_timeline->setRange(0, static_cast<int>(std::min<std::uint64_t>(end, INT_MAX)));
    m_timeline->setValue(static_cast<int>(std::min<std::uint64_t>(m_position, INT_MAX)));
    m_positionLabel->setText(axis() == Axis::Steps ? tr("step %L1 / %L2").arg(m_position).arg(end)
                                                   : tr("%L1 / %L2 nodes").arg(m_position).arg(end));
}

void CompareWindow::seek(std::uint64_t position)
{
    m_position = std::min(position, length());
    updateLanes();
    updateTimeline();
    Q_EMIT positionChanged(m_position);
}

void CompareWindow::updateLanes()
{
    for (auto &lane : m_lanes) {
        lane->title->setText(TraceText::algorithmName(lane->algorithm));
        if (!lane->trace)
            continue;
        const Trace &trace = *lane->trace;
        const std::uint64_t step
            = axis() == Axis::Steps ? std::min(m_position, trace.size()) : trace.stepAtNodes(m_position);
        if (step != lane->step || lane->state.counters.step != step) {
            if (step == lane->step + 1)
                lane->state.apply(trace.event(lane->step));
            else
                lane->state = trace.stateAt(step);
            lane->step = step;
        }
        TraceFrame frame;
        frame.state = lane->state;
        for (int cell = 0; cell < kCellCount; ++cell)
            frame.givens[static_cast<std::size_t>(cell)] = m_puzzle.isGiven(cell);
        frame.rules = m_puzzle.sharedRules();
        if (step > 0) {
            frame.last = trace.event(step - 1);
            if (frame.last->kind == SearchEventKind::DeadEnd)
                frame.deadEnd = frame.last->column;
            frame.solved = frame.last->kind == SearchEventKind::Solution;
        }
        lane->board->setFrame(frame);
        const TraceCounters &c = lane->state.counters;
        // Each counter with its name kept together (no-break spaces): a narrow lane wraps between counters,
        // never before a lone "0".
        QStringList counters {tr("step %L1", "side by side counter").arg(c.step),
            tr("nodes %L1", "side by side counter").arg(c.nodes),
            tr("guesses %L1", "side by side counter").arg(c.guesses),
            tr("dead ends %L1", "side by side counter").arg(c.backtracks),
            tr("depth %1", "side by side counter").arg(c.depth),
            tr("solutions %L1", "side by side counter").arg(c.solutions)};
        for (QString &counter : counters)
            counter.replace(QLatin1Char(' '), QChar(0x00a0));
        QString text = counters.join(QStringLiteral(" \u00b7 "));
        if (lane->summary && step == trace.size())
            text += QLatin1Char('\n')
                + tr("Finished: %1, after %L2 steps and %L3 nodes")
                      .arg(lane->summary->truncated
                              ? tr("stopped at the memory cap")
                              : TraceText::status(lane->summary->status, lane->summary->solutionCount))
                      .arg(trace.size())
                      .arg(c.nodes);
        else if (!lane->summary)
            text += QLatin1Char('\n') + tr("Recording\u2026 %L1 steps so far").arg(trace.size());
        lane->counters->setText(text);
    }
}

void CompareWindow::setSpeed(double perSecond)
{
    m_speed = std::clamp(perSecond, 1.0, 1e7);
    {
        const QSignalBlocker blocker(m_speedSlider);
        m_speedSlider->setValue(static_cast<int>(std::lround(std::log10(m_speed) * kTicksPerDecade)));
    }
    m_speedLabel->setText(tr("%L1 a second").arg(std::lround(m_speed)));
}

void CompareWindow::setPlaying(bool on)
{
    if (on && length() == 0)
        on = false;
    if (on && m_position >= length() && !isRecording())
        seek(0);
    m_playing = on;
    {
        const QSignalBlocker blocker(m_playButton);
        m_playButton->setChecked(on);
    }
    m_playButton->setText(on ? tr("Pause") : tr("Play"));
    if (on) {
        const QScreen *s = screen();
        const double hz = s && s->refreshRate() > 1 ? s->refreshRate() : 60.0;
        m_carry = 0;
        m_frameClock.start();
        m_playTimer.start(static_cast<int>(std::lround(1000.0 / hz)));
    } else {
        m_playTimer.stop();
    }
}

void CompareWindow::advanceFrame()
{
    const double seconds = std::min(0.25, static_cast<double>(m_frameClock.nsecsElapsed()) / 1e9);
    m_frameClock.restart();
    m_carry += m_speed * seconds;
    const auto by = static_cast<std::uint64_t>(m_carry);
    m_carry -= static_cast<double>(by);
    const std::uint64_t end = length();
    if (m_position >= end) {
        if (!isRecording())
            setPlaying(false);
        return;
    }
    if (by > 0)
        seek(std::min(end, m_position + by));
}

Algorithm CompareWindow::laneAlgorithm(int lane) const
{
    return m_lanes[static_cast<std::size_t>(lane)]->algorithm;
}

const Trace *CompareWindow::laneTrace(int lane) const
{
    return m_lanes[static_cast<std::size_t>(lane)]->trace.get();
}

std::uint64_t CompareWindow::laneStep(int lane) const
{
    return m_lanes[static_cast<std::size_t>(lane)]->step;
}

const TraceState &CompareWindow::laneState(int lane) const
{
    return m_lanes[static_cast<std::size_t>(lane)]->state;
}

TraceBoardView *CompareWindow::laneBoard(int lane) const
{
    return m_lanes[static_cast<std::size_t>(lane)]->board;
}

QString CompareWindow::laneText(int lane) const
{
    return m_lanes[static_cast<std::size_t>(lane)]->counters->text();
}
