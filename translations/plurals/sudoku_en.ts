<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>Play, solve and learn Sudoku. Puzzles at %n level, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</numerusform>
            <numerusform>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 node, %2 ms</numerusform>
            <numerusform>%1 nodes, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 node, %2 s</numerusform>
            <numerusform>%1 nodes, %2 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>%n entry does not match the solution; it is marked in the corner.</numerusform>
            <numerusform>%n entries do not match the solution; they are marked in the corner.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>Fix It</numerusform>
            <numerusform>Fix Them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>Remove It</numerusform>
            <numerusform>Remove Them</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1, %n to place</numerusform>
            <numerusform>%1, %n to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</numerusform>
            <numerusform>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>Entering a puzzle · givens: %n</numerusform>
            <numerusform>Entering a puzzle · givens: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message numerus="yes">
        <source>%n entries do not match the solution</source>
        <translation>
            <numerusform>%n entry does not match the solution</numerusform>
            <numerusform>%n entries do not match the solution</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>%n cell lost the right digit from its pencil marks</numerusform>
            <numerusform>%n cells lost the right digit from their pencil marks</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>The booklet is done: %n page.</numerusform>
            <numerusform>The booklet is done: %n pages.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PathPanel</name>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>%n step to the solution.</numerusform>
            <numerusform>%n steps to the solution.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>After %n step no technique applies.</numerusform>
            <numerusform>After %n steps no technique applies.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>Generating… %n random grid tried.</numerusform>
            <numerusform>Generating… %n random grids tried.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>No puzzle in %n random grid: the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</numerusform>
            <numerusform>No puzzle in %n random grids: the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Generating %n puzzle…</numerusform>
            <numerusform>Generating %n puzzles…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n cannot be read</numerusform>
            <numerusform>%n cannot be read</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepsController</name>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>Solution path: %n step</numerusform>
            <numerusform>Solution path: %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>%n step applies here.</numerusform>
            <numerusform>%n steps apply here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 node</numerusform>
            <numerusform>%1=%2 · %L3 nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 node</numerusform>
            <numerusform>✗ %1=%2 · %L3 nodes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>No later solution: the search found %n.</numerusform>
            <numerusform>No later solution: the search found %n in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>It differs from the first solution in %n cell, ringed: the puzzle is not unique.</numerusform>
            <numerusform>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</numerusform>
        </translation>
    </message>
</context>
</TS>
