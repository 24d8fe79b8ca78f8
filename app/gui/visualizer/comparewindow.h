// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workers/tracejob.h"

#include "sudoku/search/trace.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class TimelineSlider;
class TraceBoardView;
class TraceController;

// Side by side: the same puzzle searched by two or three algorithms, each recorded on its own trace thread
// and shown on its own board with its counters, all on one timeline. The timeline counts either steps (every
// event of each search) or work (search nodes: placements, guessed or forced), so a learner sees how far each
// algorithm gets with the same effort, and why the smallest-column rule of Dancing Links beats filling the
// cells row by row.
class CompareWindow : public QWidget
{
    Q_OBJECT

public:
    enum class Axis { Steps, Work };

    explicit CompareWindow(QWidget *parent = nullptr);
    ~CompareWindow() override;

    // Records every lane chosen on `puzzle` (optionally limited to `allowed` digits per cell).
    void setPuzzle(const sudoku::Board &puzzle, const std::optional<std::array<std::uint16_t, 81>> &allowed = {});
    void setAlgorithms(const std::vector<sudoku::Algorithm> &algorithms); // 2 or 3; records them
    void setAxis(Axis axis);
    Axis axis() const;
    void setMaxEvents(std::uint64_t maxEvents) { m_maxEvents = maxEvents; }

    void seek(std::uint64_t position); // on the shared timeline: a step, or a number of nodes
    std::uint64_t position() const { return m_position; }
    std::uint64_t length() const; // the timeline's end: the longest lane's steps or nodes
    void setPlaying(bool on);
    bool isPlaying() const { return m_playing; }
    void setSpeed(double perSecond);
    void advanceFrame();

    int laneCount() const { return static_cast<int>(m_lanes.size()); }
    sudoku::Algorithm laneAlgorithm(int lane) const;
    const sudoku::Trace *laneTrace(int lane) const;
    std::uint64_t laneStep(int lane) const;
    const sudoku::TraceState &laneState(int lane) const;
    TraceBoardView *laneBoard(int lane) const;
    QPushButton *closeButton() const { return m_closeButton; }
    QString laneText(int lane) const;
    bool isRecording() const;

Q_SIGNALS:
    void recordingFinished(); // every lane's recording has ended
    void positionChanged(std::uint64_t position);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    struct Lane;
    void retranslateUi();
    void rebuildLanes();
    void record();
    void updateLanes();
    void updateTimeline();
    void algorithmsToggled();

    std::vector<std::unique_ptr<Lane>> m_lanes;
    sudoku::Board m_puzzle;
    std::optional<std::array<std::uint16_t, 81>> m_allowed;
    bool m_havePuzzle = false;
    std::uint64_t m_maxEvents = sudoku::TraceRecorder::kDefaultMaxEvents;
    std::uint64_t m_position = 0;
    bool m_playing = false;
    double m_speed = 100;
    double m_carry = 0;
    QTimer m_playTimer;
    QElapsedTimer m_frameClock;
    QTimer m_refreshTimer;

    std::array<QCheckBox *, 3> m_choose {};
    QComboBox *m_axisBox;
    QPushButton *m_closeButton = nullptr;
    QPushButton *m_playButton;
    QWidget *m_laneArea;
    TimelineSlider *m_timeline;
    QLabel *m_positionLabel;
    QLabel *m_speedTitle;
    QSlider *m_speedSlider;
    QLabel *m_speedLabel;
    QLabel *m_hint;
};
