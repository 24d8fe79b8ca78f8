<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AssistController</name>
    <message>
        <source>Solving with %1…</source>
        <translation>正在用 %1 求解…</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>正在用 %1 求解… %2 个节点，%3 秒</translation>
    </message>
    <message>
        <source>%1 nodes, %2 ms</source>
        <translation>%1 个节点，%2 毫秒</translation>
    </message>
    <message>
        <source>%1 nodes, %2 s</source>
        <translation>%1 个节点，%2 秒</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>已由 %1 解出（%2）。</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>盘面上已经是答案了。</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>这道题有不止一个解，没有唯一的答案可以显示。</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>显示其中一个</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>多个解中的一个，由 %1 找到（%2）。</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>这道题无解（%1）。</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>这道题不合规：%1。</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>已停止搜索，用时：%1。</translation>
    </message>
    <message numerus="yes">
        <source>Entries that do not match the solution: %n, marked in the corner. Fix them before taking a hint.</source>
        <translation>
            <numerusform>有 %n 个填数与答案不符，已在格角标出。请先改正，再使用提示。</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove Them</source>
        <translation>全部清除</translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>已经没有可以提示的了。</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>无法提示：这道题不是唯一解。</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>无法检查：这道题不是唯一解。</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>目前盘面上的填数全部正确。</translation>
    </message>
    <message numerus="yes">
        <source>Entries that do not match the solution: %n, marked in the corner.</source>
        <translation>
            <numerusform>有 %n 个填数与答案不符，已在格角标出。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Sudoku board</source>
        <translation>数独盘面</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>点击盘面或按 P 键继续</translation>
    </message>
    <message>
        <source>Row %1, column %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>, given %1</source>
        <translation>，已知数 %1</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>，%1</translation>
    </message>
    <message>
        <source>, empty, notes %1</source>
        <translation>，空格，候选数 %1</translation>
    </message>
    <message>
        <source>, empty</source>
        <translation>，空格</translation>
    </message>
    <message>
        <source>, conflict</source>
        <translation>，冲突</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message numerus="yes">
        <source>Place %1 (%n left)</source>
        <translation>
            <numerusform>填入 %1（还剩 %n 个）</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>九个 %1 已全部填完</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1，还需填 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1，已全部填完</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>按所选难度开始一道新题</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>重新开始(&amp;R)</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>清除所有填数和候选数标记（可撤销）</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>输入题目(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Start Playing</source>
        <translation>开始游戏(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>粘贴题目(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>复制题目(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>隐藏盘面并停止计时</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>擦除(&amp;E)</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>清空选中的格子（Delete、Backspace 或 0）</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>笔记(&amp;N)</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>输入的数字作为候选数标记（按 N；或输入数字时按住 Shift）</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>填入全部候选数(&amp;F)</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>清除全部候选数(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Reveal one cell (counts as help)</source>
        <translation>揭示一个格子（计为求助）</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>标出所有与答案不符的填数（计为求助）</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>显示由所选求解器找到的答案（可撤销）</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the search</source>
        <translation>停止搜索</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive：原始程序的逐行回溯（难题上很慢）</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs：位棋盘、唯一数推理、候选数最少优先的搜索</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx：Knuth 的舞蹈链算法（精确覆盖矩阵）</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>关于数独(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <comment>end the pause</comment>
        <translation>继续(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>重做：%1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>正在输入题目 · 已知数：%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>自定义题目</translation>
    </message>
    <message>
        <source>%1 · puzzle %2</source>
        <translation>%1 · 第 %2 题</translation>
    </message>
    <message>
        <source>The last game could not be restored: %1 It was kept as %2.damaged, and a new game was started.</source>
        <translation>无法恢复上一局游戏：%1 原文件已保留为 %2.damaged，并已开始新游戏。</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>没有安装这个难度的题目。</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>请输入题目的已知数，然后选择“开始游戏”。如果题目不合规或不是唯一解，盘面会立即提示。</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>开始游戏</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>这道题不合规：%1。</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>剪贴板中没有题目：%1。</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>放弃当前这局游戏吗？</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>放弃游戏</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>唯一解</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>多解</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>这道题有多个解；请继续添加已知数，直到只剩一个解。</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>不合规</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>这道题无解。</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>这道题有唯一解。祝你玩得开心！</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>用时 %1 完成，使用了帮助（提示 %2 次，检查 %3 次）。</translation>
    </message>
    <message>
        <source>Solved in %1: a new best time for %2!</source>
        <translation>用时 %1 完成：刷新了%2难度的最佳成绩！</translation>
    </message>
    <message>
        <source>Solved in %1. Your best for %2 is %3.</source>
        <translation>用时 %1 完成。你在%2难度的最佳成绩是 %3。</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>干得好！用时 %1 完成。</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>字段“%1”缺失或类型错误</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>字段“%1”超出范围</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>字段“%1”不是 81 个格子</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>字段“%1”含有不代表格子的字符</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1).</source>
        <translation>这不是数独存档文件，或者文件已损坏（%1）。</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>这不是数独存档文件。</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>这局游戏由更新版本的数独保存（文件版本 %1）。</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>缺少文件版本</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>游戏模式未知</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>候选数标记不是 81 个格子</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>有格子同时含有已知数和填数</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>候选数标记不是文本</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>候选数标记含有 1 到 9 以外的内容</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>难度未知</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>撤销历史过长</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>撤销历史已损坏</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>存档文件已损坏：%1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large to be a Sudoku game file.</source>
        <translation>%1 太大，不可能是数独存档文件。</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>在 %2 填入 %1</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>清空 %1</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>在 %2 标记候选数 %1</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>从 %2 删除候选数 %1</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>填入全部候选数</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>清除全部候选数</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>重新开始</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>清空盘面</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>求解</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>提示：%2 填 %1</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>清除错误填数</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>提示：删除候选数</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>正在进行的游戏将会丢失。</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
    </message>
    <message>
        <source>New Game &amp;At Level</source>
        <comment>submenu of levels</comment>
        <translation>按难度开新游戏(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>辅助(&amp;A)</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>求解器(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>题目</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>“求解”使用的求解器</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>用时</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>求解器：%1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1（已暂停）</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>打开游戏</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>数独存档 (*.sudoku)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>无法打开游戏</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存游戏</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>无法保存游戏</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>已保存到 %1</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;&lt;/td&gt;&lt;td&gt;place a digit in the selected cell&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt;+digit&lt;/td&gt;&lt;td&gt;toggle a pencil mark (also Ctrl+digit)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;notes mode: digits become pencil marks&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Delete&lt;/b&gt;, &lt;b&gt;Backspace&lt;/b&gt;, &lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;clear the cell&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;move; Ctrl+Home/End: first/last cell&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;, &lt;b&gt;Shift+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;next/previous box&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;, &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;undo, redo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;, &lt;b&gt;Ctrl+K&lt;/b&gt;, &lt;b&gt;Ctrl+L&lt;/b&gt;, &lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;hint, check, solve, stop&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+R&lt;/b&gt;, &lt;b&gt;Ctrl+E&lt;/b&gt;, &lt;b&gt;Ctrl+V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game, restart, enter a puzzle, paste a puzzle&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;&lt;/td&gt;&lt;td&gt;在选中的格子填入数字&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Shift&lt;/b&gt;+数字&lt;/td&gt;&lt;td&gt;切换候选数标记（也可用 Ctrl+数字）&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;N&lt;/b&gt;&lt;/td&gt;&lt;td&gt;笔记模式：输入的数字作为候选数标记&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Delete&lt;/b&gt;、&lt;b&gt;Backspace&lt;/b&gt;、&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;清空格子&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;方向键、&lt;b&gt;Home&lt;/b&gt;、&lt;b&gt;End&lt;/b&gt;&lt;/td&gt;&lt;td&gt;移动；Ctrl+Home/End：第一个/最后一个格子&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Tab&lt;/b&gt;、&lt;b&gt;Shift+Tab&lt;/b&gt;&lt;/td&gt;&lt;td&gt;下一宫/上一宫&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt;、&lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;&lt;/td&gt;&lt;td&gt;撤销、重做&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;H&lt;/b&gt;、&lt;b&gt;Ctrl+K&lt;/b&gt;、&lt;b&gt;Ctrl+L&lt;/b&gt;、&lt;b&gt;Esc&lt;/b&gt;&lt;/td&gt;&lt;td&gt;提示、检查、求解、停止&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;暂停&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;、&lt;b&gt;Ctrl+R&lt;/b&gt;、&lt;b&gt;Ctrl+E&lt;/b&gt;、&lt;b&gt;Ctrl+V&lt;/b&gt;&lt;/td&gt;&lt;td&gt;新游戏、重新开始、输入题目、粘贴题目&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>About Sudoku</source>
        <translation>关于数独</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Sudoku %1&lt;/h3&gt;&lt;p&gt;Play, solve and learn Sudoku. The solvers run on their own thread, so the board never freezes.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;数独 %1&lt;/h3&gt;&lt;p&gt;玩数独、解数独、学数独。求解器在独立线程中运行，盘面永不卡顿。&lt;/p&gt;&lt;p&gt;依据 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>关闭消息</translation>
    </message>
</context>
<context>
    <name>NumberPad</name>
    <message>
        <source>Number pad</source>
        <translation>数字键盘</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盘面</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>高亮选中格所在的行、列和宫</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>高亮含有选中数字的格子和候选数</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>显示冲突（同一行、列或宫内数字重复）</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>填入数字时，自动从同行、同列、同宫的候选数中删去该数</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>显示计时器</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>外观(&amp;L)：</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>Play, solve and learn Sudoku.</source>
        <translation>玩数独、解数独、学数独。</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>要打开的存档（.sudoku）。</translation>
    </message>
    <message>
        <source>Look for this run: system, light or dark.</source>
        <translation>本次运行的外观：system（跟随系统）、light（浅色）或 dark（深色）。</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>在此 ini 文件中读写设置，而不使用用户配置。</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>输出从启动到首帧绘制的时间，然后退出（性能测试）。</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>窗口绘制完成后保存截图，然后退出。</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>格子 %1 含有不可能的值</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>题目不合规：%1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>游戏用时为负数</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>选中的格子超出范围</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>撤销历史超出范围</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>撤销历史与盘面不符</translation>
    </message>
</context>
<context>
    <name>SolverWorker</name>
    <message>
        <source>Only %1 fits in %2: every other digit is already in its row, column or box.</source>
        <translation>%2 只能填 %1：其他数字都已出现在它所在的行、列或宫中。</translation>
    </message>
    <message>
        <source>%2 is the cell with the fewest possibilities (%3); the solution has %1 there.</source>
        <translation>%2 是候选数最少的格子（%3 个）；答案中这里是 %1。</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>唯一空格</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>隐性唯一</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>唯一余数</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>区块摒除（宫）</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>区块摒除（行列）</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>锁定数对</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>显性数对</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>隐性数对</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>锁定三数组</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>显性三数组</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>隐性三数组</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>显性四数组</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>隐性四数组</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <comment>technique: fish of size 2</comment>
        <translation>X 翼</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <comment>technique: fish of size 3</comment>
        <translation>剑鱼</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <comment>technique: fish of size 4</comment>
        <translation>水母</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <comment>technique</comment>
        <translation>XY 翼</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <comment>technique</comment>
        <translation>XYZ 翼</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>摩天楼</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>双线风筝</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>简单染色（夹击）</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>简单染色（矛盾）</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>W 翼</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <comment>technique</comment>
        <translation>唯一矩形（类型 1）</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>全双值坟墓 +1（BUG+1）</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>简单</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>中等</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>困难</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>专家</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>极难</translation>
    </message>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <comment>symmetry of the givens: half turn</comment>
        <translation>中心对称（旋转 180°）</translation>
    </message>
    <message>
        <source>Rotate 90°</source>
        <comment>symmetry of the givens: the four quarter turns</comment>
        <translation>旋转 90° 对称</translation>
    </message>
    <message>
        <source>Mirror left-right</source>
        <comment>symmetry of the givens</comment>
        <translation>左右对称</translation>
    </message>
    <message>
        <source>Mirror top-bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>上下对称</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <comment>symmetry of the givens: main diagonal</comment>
        <translation>主对角线对称</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <comment>symmetry of the givens</comment>
        <translation>副对角线对称</translation>
    </message>
    <message>
        <source>All eight</source>
        <comment>symmetry of the givens: every symmetry of the square</comment>
        <translation>全对称（八种）</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>第 %1 宫</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>%2 中有两个 %1（%3 和 %4）</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
</context>
</TS>
