// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "visualizer/traceboardview.h"
#include "workers/tracejob.h"

#include "sudoku/grid/candidates.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <memory>

class ApngWriter;
class CodeView;
class CompareWindow;
class DepthChart;
class MatrixView;
class TimelineSlider;
class TreeView;
class QAction;
class QCheckBox;
class QComboBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;
class QSplitter;
class QToolButton;
class TraceController;

// Watching the search: the Visualize mode. The panel records the search of a puzzle on a worker thread
// (TraceController) and plays the recorded trace back on its own board while the recording goes on.
//
// Playback is a replay of the trace: a step forward applies one event, anything else (stepping back,
// scrubbing, jumping) rebuilds the state from the trace's nearest snapshot, which costs microseconds. At
// high speed the play timer runs at the screen's frame rate and advances as many steps as the speed asks
// for in one go, so the panel never paints more often than the screen shows.
//
// The lab around the board: a line on why each step happens, the pseudocode with the line the step runs,
// the search tree around the step, the DLX exact-cover matrix, and a window that plays two or three
// algorithms side by side. A recording starts from the puzzle's givens or, with "From here", from the
// player's position: their digits and pencil marks.
class VisualizerPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr double kMinSpeed = 1; // steps per second
    static constexpr double kMaxSpeed = 1e7; // the top of the slider: as fast as the frames go

    explicit VisualizerPanel(QWidget *parent = nullptr);
    ~VisualizerPanel() override;

    // The puzzle to record and the algorithm to record with; records it at once unless the same
    // puzzle and algorithm were recorded already.
    void showPuzzle(const sudoku::Board &puzzle, sudoku::Algorithm algorithm);

    // The player's position, for "From here": their digits (givens and entries) and pencil marks (a cell
    // without notes allows every digit).
    void setPosition(const sudoku::Board &position, const std::array<sudoku::CandidateMask, sudoku::kCellCount> &notes);
    void setFromHere(bool on);
    bool fromHere() const;

    void setAlgorithm(sudoku::Algorithm algorithm);
    sudoku::Algorithm algorithm() const;
    // Find all (up to `limit` solutions); a change records again, as another algorithm does.
    void setFindAll(bool on, int limit = 100);
    std::uint64_t solutionLimit() const; // 1, or Find all's limit
    void setMaxEvents(std::uint64_t maxEvents) { m_maxEvents = maxEvents; }
    void setShowCandidates(bool on);

    void record(); // (re)records the current puzzle
    void cancelRecording();
    bool isRecording() const;

    const sudoku::Trace *trace() const { return m_trace.get(); }
    const std::optional<TraceSummary> &summary() const { return m_summary; }
    std::uint64_t step() const { return m_step; }
    const sudoku::TraceState &state() const { return m_state; }
    TraceBoardView *boardView() const { return m_board; }
    QString noticeText() const;
    QString eventText() const;
    QString whyText() const;
    QString columnText() const;
    QString messageText() const;
    DepthChart *depthChart() const { return m_chart; }
    CodeView *codeView() const { return m_code; }
    TreeView *treeView() const { return m_tree; }
    MatrixView *matrixView() const { return m_matrix; }
    CompareWindow *compareWindow() const { return m_compare; }
    // The panes beside the board (all shown by default; the matrix only for Dancing Links).
    void setPanesShown(bool code, bool tree, bool matrix);
    void openCompare(); // the side-by-side window, on the same puzzle

    // Playback (also the panel's buttons and keys).
    void seek(std::uint64_t step);
    void stepForward();
    void stepBack();
    void toStart();
    void toEnd();
    bool nextBacktrack(); // false (and says so) when no later dead end has been recorded
    bool nextSolution(); // false (and says so) when no later solution has been recorded
    void setPlaying(bool on);
    bool isPlaying() const { return m_playing; }
    void setSpeed(double stepsPerSecond);
    double speed() const { return m_speed; }
    int frameIntervalMs() const;
    // One tick of the play timer: advances by as many steps as the speed asks for since the last tick.
    void advanceFrame();

    bool exportImage(const QString &path, int side = 640, QString *error = nullptr) const;
    // Writes step-<N>.png for every `every`-th step (and the last) into `directory`, in slices so that the
    // GUI stays responsive; exportFinished reports the number of frames written or what went wrong.
    void exportFrames(const QString &directory, std::uint64_t every);
    // Writes the run as an animated PNG (plays in a browser): every `every`-th step and the last, each shown
    // `delayMs`, `side` pixels square; exportFinished reports as for frames.
    void exportAnimation(const QString &path, std::uint64_t every, int delayMs = 100, int side = 480);

    QAction *playAction() const { return m_play; }

Q_SIGNALS:
    void stepChanged(std::uint64_t step);
    void recordingFinished();
    void exportFinished(int frames, const QString &error);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void buildUi();
    QHBoxLayout *buildControls();
    QSplitter *buildPanes();
    QHBoxLayout *buildTransport();
    QGridLayout *buildSliders();
    void buildActions();
    void retranslateUi();
    void onChunk(const TraceChunkPtr &chunk);
    void onFinished(const TraceSummary &summary);
    void refreshRecording();
    void updateView();
    void updateControls();
    void exportNextFrames();
    void askExportImage();
    void askExportFrames();
    void askExportAnimation();
    void startExport(std::uint64_t every);
    void finishExport(const QString &error);
    void updatePanes();
    void updatePaneVisibility();
    void setMessage(const QString &message);
    void recordIfLimitChanged();
    static QString picturesFolder(); // where the export dialogs open: Pictures, or home without one
    TraceFrame currentFrame() const;
    TraceFrame frameAt(std::uint64_t step, const sudoku::TraceState &state) const;

    TraceController *m_controller;
    std::unique_ptr<sudoku::Trace> m_trace;
    std::optional<TraceSummary> m_summary;
    sudoku::Board m_puzzle; // the givens the trace starts from (the player's digits too when from here)
    sudoku::Board m_givens; // the puzzle's givens
    sudoku::Board m_position; // the player's digits
    std::array<sudoku::CandidateMask, sudoku::kCellCount> m_notes {};
    bool m_havePuzzle = false;
    bool m_recordedFromHere = false;
    std::uint64_t m_recordedLimit = 1; // the solution limit of the recording: 1, or Find all's
    sudoku::Algorithm m_recordedAlgorithm = sudoku::Algorithm::Dfs;
    std::uint64_t m_maxEvents = sudoku::TraceRecorder::kDefaultMaxEvents;
    std::uint64_t m_step = 0;
    sudoku::TraceState m_state;

    bool m_playing = false;
    double m_speed = 10;
    double m_carry = 0;
    QTimer m_playTimer;
    QElapsedTimer m_frameClock;
    QTimer m_refreshTimer; // chunk arrivals refresh the timeline and chart at most every 50 ms

    QString m_exportDir;
    std::unique_ptr<ApngWriter> m_animation; // set while exporting an animation
    int m_exportSide = 640;
    std::uint64_t m_exportEvery = 1;
    std::uint64_t m_exportNext = 0;
    int m_exported = 0;
    bool m_exporting = false;

    QComboBox *m_algorithmBox;
    QCheckBox *m_findAll;
    QCheckBox *m_fromHere;
    QSpinBox *m_limit;
    QPushButton *m_recordButton;
    TraceBoardView *m_board;
    DepthChart *m_chart;
    QLabel *m_eventLabel;
    QLabel *m_whyLabel;
    QLabel *m_messageLabel;
    CodeView *m_code;
    TreeView *m_tree;
    MatrixView *m_matrix;
    QWidget *m_codeBox;
    QWidget *m_treeBox;
    QWidget *m_matrixBox;
    QLabel *m_codeTitle;
    QLabel *m_treeTitle;
    QLabel *m_matrixTitle;
    QToolButton *m_showCode;
    QToolButton *m_showTree;
    QToolButton *m_showMatrix;
    QPushButton *m_compareButton;
    CompareWindow *m_compare = nullptr;
    QLabel *m_columnLabel;
    QLabel *m_noticeLabel;
    QLabel *m_recordLabel;
    QLabel *m_counters[7];
    QLabel *m_counterNames[7];
    QLabel *m_timelineTitle;
    QLabel *m_speedTitle;
    TimelineSlider *m_timeline;
    QLabel *m_stepLabel;
    QSlider *m_speedSlider;
    QLabel *m_speedLabel;
    QCheckBox *m_candidates;
    QAction *m_play;
    QAction *m_stepForward;
    QAction *m_stepBack;
    QAction *m_start;
    QAction *m_end;
    QAction *m_nextBacktrack;
    QAction *m_nextSolution;
    QAction *m_faster;
    QAction *m_slower;
    QAction *m_exportImage;
    QAction *m_exportFrames;
    QAction *m_exportAnimation;
};
