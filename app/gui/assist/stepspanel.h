// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTreeWidget;
class StepsController;

// The All Steps panel: every step that applies to the position (StepsController::steps), grouped by
// technique and sorted by difficulty or by how many candidates a step removes. Selecting a step reports it
// (the window draws it on the board, as a hint's third stage); Apply, or Return on a step, applies it.
class StepsPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Order : quint8 { Difficulty, Removes };

    explicit StepsPanel(StepsController *steps, QWidget *parent = nullptr);

    void setOrder(Order order);
    Order order() const { return m_order; }
    int selectedStep() const; // an index into StepsController::steps(), -1 when none
    void selectStep(int index);

    QTreeWidget *tree() const { return m_tree; }
    QComboBox *orderBox() const { return m_orderBox; }
    QPushButton *applyButton() const { return m_apply; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *detailLabel() const { return m_detail; } // why the selected step holds

Q_SIGNALS:
    void stepSelected(int index); // -1: none
    void applyRequested(int index);
    void orderChanged(StepsPanel::Order order); // by the player or setOrder

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild(); // the list from the controller, in the order chosen
    void onSelectionChanged();

    StepsController *m_steps;
    Order m_order = Order::Difficulty;
    QLabel *m_orderLabel;
    QComboBox *m_orderBox;
    QTreeWidget *m_tree;
    QLabel *m_status;
    QLabel *m_detail;
    QPushButton *m_apply;
};

// The Solution Path panel: the logical solution from the position, step by step (StepsController::path).
// Selecting a step reports it (the window draws it at its position); Play to Here plays the path up to it as
// one move; Copy puts the path on the clipboard as text.
class PathPanel : public QWidget
{
    Q_OBJECT

public:
    explicit PathPanel(StepsController *steps, QWidget *parent = nullptr);

    int selectedStep() const; // an index into StepsController::path(), -1 when none
    void selectStep(int index);

    QListWidget *list() const { return m_list; }
    QPushButton *playButton() const { return m_play; }
    QPushButton *copyButton() const { return m_copy; }
    QPushButton *copyLinesButton() const { return m_copyLines; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *detailLabel() const { return m_detail; } // why the selected step holds

Q_SIGNALS:
    void stepSelected(int index); // -1: none
    void playRequested(int index);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void rebuild();
    void onSelectionChanged();

    StepsController *m_steps;
    QListWidget *m_list;
    QLabel *m_status;
    QLabel *m_detail;
    QPushButton *m_play;
    QPushButton *m_copy;
    QPushButton *m_copyLines;
};
