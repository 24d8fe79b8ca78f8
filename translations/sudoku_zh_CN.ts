<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>关于数独</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sudoku&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;数独&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. There is no warranty.</source>
        <translation>自由软件，依据 GNU 通用公共许可证第 3 版或（由你选择）任何更高版本授权。不提供任何担保。</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>使用 Qt %1 构建，运行于 Qt %2。</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>玩数独、解数独、学数独。%n 个难度的题目，从%1到%2；提示会说出技巧名称并讲解每一步；求解器在独立线程中运行，盘面永不卡顿；支持打印和导出；还有 sudoku-cli，命令行里的同一个引擎。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>动画至少需要一帧。</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>帧数多于预告的数目。</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>PNG 编码器给出了意外的图像。</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>各帧的尺寸或颜色格式不一致。</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>只写入了 %2 帧中的 %1 帧。</translation>
    </message>
</context>
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
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 个节点，%2 毫秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 个节点，%2 秒</numerusform>
        </translation>
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
    <message>
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>有 %n 个填数与答案不符，已在格角标出。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>改正</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>全部清除</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>无法将 %1 移动到 %2：%3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>无法将 %1 移到一旁：旁边已经保存了一千份损坏的副本。</translation>
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
        <source>Column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>第 %1 行，第 %2 列，第 %3 宫</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>已知数</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>你填的数</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>空格</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>候选数 %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>角标 %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>颜色：%1</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>候选数 %1 的颜色：%2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>冲突：这个数字在它的行、列或宫中重复</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>已标记为错误</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>由提示填入</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>由求解填入</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>第 %1 行，第 %2 列，区域 %3</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>在和为 %1 的笼子中，格子 %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>冲突：这个数字在它所在的某个单元或笼子中重复，或者笼子里的数字凑不出它的和</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>冲突：这个数字在它所在的某个单元中重复</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>打印题册</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>难度(&amp;L)：</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>每页题数(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>题目页数(&amp;P)：</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>在末尾附上答案</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>发送到打印机(&amp;P)</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>保存为 PDF(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>数独题册</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>保存题册</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>请选择保存题册的 PDF 文件。</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>PDF 文件</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Pseudocode</source>
        <translation>伪代码</translation>
    </message>
    <message>
        <source>The algorithm in pseudocode; the highlighted line is what the step shown does</source>
        <translation>算法的伪代码；高亮的一行就是当前这一步所执行的</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Algorithms Side by Side</source>
        <translation>算法并排对比</translation>
    </message>
    <message>
        <source>Timeline by steps</source>
        <translation>时间轴按步数</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>时间轴按工作量（节点）</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>步数：每个搜索的每个事件以相同节奏推进。工作量：每个搜索填入相同数目的数字（搜索节点）</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>每个盘面显示其搜索在时间轴同一位置时的状态；已结束的搜索停在终点。舞蹈链先处理可选项最少的约束，朴素搜索则按阅读顺序处理下一个格子。</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>第 %L1 / %L2 步</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>%L1 / %L2 个节点</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>已结束：%1，共 %L2 步、%L3 个节点</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>达到内存上限而停止</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>正在录制… 已录 %L1 步</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>每秒 %L1</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>关闭此窗口（Esc、Ctrl+W）</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>步 %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>节点 %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>猜测 %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>死路 %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>solutions %L1</source>
        <comment>side by side counter</comment>
        <translation>解 %L1</translation>
    </message>
</context>
<context>
    <name>DepthChart</name>
    <message>
        <source>Search depth over time</source>
        <translation>搜索深度随时间的变化</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>各步的搜索深度：每一像素列从其各步的最小深度画到最大深度；每次下降都是搜索在回溯</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>深度 %1 至 %2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
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
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>颜色 %1（%2）：点击它，再点击格子着色（或按 %1 为选中的格子着色）；Shift+点击或右键点击候选数标记为该候选数着色</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>颜色 %1，%2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>填入 %1（还剩 %n 个）；选中题目数字时或在先选数字模式下，选定 %1 再点击格子</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>无法打开 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>无法打开 %1：这是一个文件夹。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>无法打开 %1：这不是普通文件（而是管道、设备或套接字）。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>无法打开 %1：文件大于 %2，太大，不可能是数独存档文件。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>无法写入 %1：%2。磁盘上的内容没有任何改动。</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>%2 字节中只写入了 %1 字节</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1 已写入，但无法读回：%2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1 已写入，但磁盘上的内容与写入的内容不一致。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>无法写入 %1：这是一个文件夹。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>无法写入 %1：这不是普通文件（而是管道、设备或套接字）。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>导出题目</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>SVG 图片</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source> px</source>
        <comment>image size unit</comment>
        <translation> 像素</translation>
    </message>
    <message>
        <source>Image &amp;size:</source>
        <translation>图片尺寸(&amp;S)：</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>包含答案</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>文件(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>sudoku</source>
        <comment>default export file name</comment>
        <translation>数独</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图片 (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>请选择要导出到的文件。</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>包含我的进度：填数、候选数标记和颜色(&amp;P)</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>完成题目</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>完成了！</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>难度：</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>提示：</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>检查：</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>错误：</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>个人最佳：</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>连续：</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新游戏(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>统计(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>自定义题目</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · 评分 %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>%1 的每日一题 · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>未记录：统计不可用</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>未记录</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>%1 新纪录！之前是 %2。</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>%1 新纪录！</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%1：%2（使用了帮助的游戏不计最佳成绩）</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>暂无（使用了帮助的游戏不计最佳成绩）</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%2：%1（本局：%3）</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>每日一题连续天数：%1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>%1 连续完成局数：%2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>连续完成局数：%1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1（游戏时未标出）</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>只记录生成题目各难度的最佳成绩，不记录自定义题目</translation>
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
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>选择新题目的难度和对称方式</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>分步提示：先说技巧，再指出位置、讲明原因，最后应用（计为求助）</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>停止搜索，或关闭提示</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>着色(&amp;C)</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>为格子和候选数着色（C）：数字键或点击为格子着色，Shift+数字或右键点击候选数标记为候选数着色</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>先选数字(&amp;D)</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>在数字键盘上或用按键选一个数字，然后点击格子填入（D）</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>清除全部颜色(&amp;L)</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>统计(&amp;T)…</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>已玩局数、最佳与平均用时、连续完成记录和游戏历史</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>每日一题(&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>所选难度的今日题目：人人相同，每天一题</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>候选数盘面(&amp;P)</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>当前局面及其候选数，可供 HoDoKu 等其他解题程序读取（没有笔记的格子写出全部候选数）</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>导出候选数盘面(&amp;M)…</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>新游戏选项(&amp;G)…</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>开始游戏(&amp;Y)</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>继续(&amp;U)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>暂停(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>转到消息或提示(&amp;G)</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>在棋盘和旁边消息或提示的按钮之间移动键盘焦点（F6）；Tab 在按钮之间移动</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>显示坐标</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>在盘面边缘标出行 r1–r9 和列 c1–c9，与提示对格子的称呼一致 (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>%1 的候选数</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>只显示这里勾选的数字的候选数 (Alt+数字)；其余标记仍在游戏中，只是看不见</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>仅双值格</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>只显示恰好有两个候选数的格子的标记 (Ctrl+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>显示全部候选数</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>关闭候选筛选 (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>设置检查点(&amp;K)</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>在猜测之前标记当前局面，以便回到这里（Ctrl+M）</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>设置命名检查点…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>用你选择的名称标记当前局面（Ctrl+Shift+M）</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>返回检查点(&amp;B)</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>返回最新的检查点，作为一步可用撤销取消的操作（Ctrl+B）</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>所有步骤(&amp;A)</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>列出现在可用的所有逻辑步骤，可在棋盘上画出其中一步或应用它 (Ctrl+Shift+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>解题路径(&amp;P)</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>从当前局面开始的完整逻辑解法，逐步列出，可在棋盘上查看或走到某一步 (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>显示剩余难度</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>每走一步后评估谜题剩下的部分，显示在状态栏：把当前局面当作一道谜题的级别和评分</translation>
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
        <source>Well done! Solved in %1.</source>
        <translation>干得好！用时 %1 完成。</translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>自定义题目 · %1</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · 新题目</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · 评分 %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>唯一解 · %1</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>未能生成新题目（%1）；这道题来自内置题库。</translation>
    </message>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>无法自动保存你的游戏。%1 数独打开期间，游戏仍保留在这里；可以用“另存为”把副本保存到别处。</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>游戏已恢复自动保存。</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>%1 的每日一题 · %2</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 当前的游戏继续进行。</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>无法恢复上一局游戏。%1 也无法将它移到一旁（%2）；已开始新游戏。</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>无法恢复上一局游戏。%1 原文件已保留为 %2，并已开始新游戏。</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>当前已经是今天的%1每日一题。</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1 太大，不是题目文件。</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>没有找到题目</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>%1 中没有题目：%2。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>游戏中即时显示了错误（错误 %1 次）。</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · 来自内置题库</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>剪贴板中没有题目：第 %1 行，%2。</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>放弃游戏(&amp;A)</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>需要试错 · %1</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>统计文件已解除锁定：这期间玩过的游戏都已计入。</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>放弃正在输入的题目吗？</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>已输入的已知数将会丢失。</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>放弃题目(&amp;D)</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>正在进行的游戏将会丢失。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
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
        <source>the corner marks do not have 81 cells</source>
        <translation>角标不是 81 个格子</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>角标含有 1 到 9 以外的内容</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>格子颜色不是 81 个格子</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>有格子的颜色不是颜色 1 到 %1 之一</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>候选数颜色不是 81 个格子</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>候选数颜色已损坏</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>这不是数独存档文件：文件是空的。</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>这不是数独存档文件，或者文件已损坏（第 %2 字节处：%1）。</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>这不是数独存档文件：其中是 JSON，但不是游戏。</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>每日一题的日期不是有效日期</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>游戏编号为空或过长</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>无法打开 %1。%2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>由求解填入的格子不是 81 个</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>有一个由求解填入的格子没有填数</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>由求解填入的格子数据已损坏</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>规则过长</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>规则已损坏（%1）</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>规则中含有数字</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>此游戏的检查点已损坏，已被略去。</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>检查点 %1（超过 %2 个）</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>检查点 %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>它不是 81 格的检查点</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>有格子已损坏</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>已略去损坏的检查点：%1。</translation>
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
    <message>
        <source>Fix mistakes</source>
        <translation>改正错误</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>在 %2 标记角标 %1</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>从 %2 删除角标 %1</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>为 %1 着色</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>去掉 %1 的颜色</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>为 %2 的候选数 %1 着色</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>去掉 %2 的候选数 %1 的颜色</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>去掉 %1 的全部颜色</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>清除全部颜色</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>检查点 %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>返回 %1</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>显示更多提示（H）</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>关闭提示（Esc）</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>上一分支</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>下一分支</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>显示强制链的上一个分支（上翻页键）</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>显示强制链的下一个分支，最后一个之后显示它们共同证明的结论（下翻页键）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>what a screen reader says of a hint&apos;s stage: the technique, then the stage&apos;s text</extracomment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1 是%2中最后一个空格，%3 是%2还缺的数字。</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>在%1中，%2 只能填在 %3。</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1 是 %2 唯一剩下的候选数：其他数字都已出现在它所在的行、列或宫中。</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>%1 合起来只有候选数 %2，所以在%3中这些数字不能填在别处。</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>在%1中，%2 只能填在 %3。所以这些格子不能填其他数字。</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>枢纽 %1 与钳子 %2、%3，候选数 %4：无论枢纽填什么，总有一个钳子是 %5。所以同时能看到两个钳子的格子都不能是 %5。</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>枢纽 %1 与钳子 %2、%3，候选数 %4：无论枢纽填什么，枢纽或某个钳子一定是 %5。所以同时能看到这三格的格子都不能是 %5。</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>%1 在%2和%3中各只有两个位置，并在%4共用底边。所以 %5 或 %6 必有一个是 %1，能同时看到这两格的格子都不是 %1。</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>%1 在%2和%3中各只有两个位置，在%4相连（%5、%6）。所以 %7 或 %8 必有一个是 %1，能同时看到这两格的格子都不是 %1。</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>%1 的强链把 %2 与 %3 分成两组，其中一组必为 %1。所以能同时看到两组的格子不是 %1。</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>%1 的强链把 %2 与 %3 分成两组。同一组中有两格互相可见，所以这一组都不是 %1。</translation>
    </message>
    <message>
        <source>%1 and %2 both hold %3. The strong link on %4 in %5 (%6, %7) makes one of them %8, so a cell that sees both is not %8.</source>
        <translation>%1 和 %2 的候选数都是 %3。%5中 %4 的强链（%6、%7）使其中一格必为 %8，所以能同时看到两格的格子不是 %8。</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>除 %1 外，每个空格都只有两个候选数。%1 必须是 %2，否则题目不会是唯一解。</translation>
    </message>
    <message>
        <source>Place %1 in %2.</source>
        <translation>在 %2 填入 %1。</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>从 %2 删去 %1</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>No technique applies</source>
        <translation>没有可用的技巧</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>本游戏掌握的技巧都无法从这里继续推进。可以从答案中为你揭示一个数字。</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>可以用答案填入 %1，它是候选数最少的格子。</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>答案中 %2 是 %1。</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>下一步要用的技巧是：%1。再按一次“提示”可查看该看哪里。</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>请看%1。再按一次“提示”可查看相关格子和推理过程。</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution</source>
        <translation>
            <numerusform>有 %n 个填数与答案不符</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>有 %n 个格子的候选数标记中漏掉了正确数字</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>提示之前：%1（已在格角标出）。基于这些错误给出的提示会误导你。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>reasoning and effect</comment>
        <extracomment>the reasoning, then what the step does: two sentences; Chinese joins them without a space</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>若 %1 不是 %2，则 %3 是（%4），于是 %5 不是（%6），于是 %7 是（%8）。所以 %1 或 %7 必有一个是 %2，能同时看到这两格的格子都不是 %2。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>在%1中，%2 只出现在%3和%4。若 %5 不是 %2，则 %6 是（%7），于是%1的 %2 只能在这两条线中的另一条上，而 %8 也能看到那条线。无论哪种情况，%8 都不是 %2。</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>两个关于 %1 的双线风筝在%2的同样两格 %3 和 %4 相交：每格的行强链属于一个风筝，列强链属于另一个。每个风筝各自删去自己的候选数。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>在%1中，%2 只出现在%3和%4。这个空矩形与两条强链 %5=%6 和 %7=%8 配合，每条各得出一个删除。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>在%1中，%2 除了鳍 %4 之外只出现在%3。要么鱼成立，要么某个鳍是 %2；所以%3中位于%1之外、能看到所有鳍的格子都不是 %2。</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>两条关于 %1 的鳍鱼共用%2：一条由%3覆盖，另一条由%4覆盖（鳍 %5）。每条鱼各自删去其覆盖线上能看到它所有鳍的候选数。</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>%1 的强链构成两个染色簇，每簇分成两种颜色，其中一种是 %1。%2 和 %3 分属两簇的某种颜色且互相可见，所以两簇中至少有一簇的另一种颜色是 %1：能同时看到这两种颜色的格子不是 %1。</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>%1 的强链构成两个染色簇，每簇分成两种颜色，其中一种是 %1。%2 能看到另一簇的两种颜色，而其中必有一种是 %1，所以它们都不是 %1。</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%1 会构成 %2 的致命模式（题目将有两个解），除非 %3 中有一格是它们唯一的额外数字 %4。所以能看到它们全部的格子都不是 %4。</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1 会构成 %2 的致命模式。在%3中，%4 只出现在 %5，所以其中一格是 %4，两格都不能是 %6。</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1 会构成 %2 的致命模式。在%3中，%4 只出现在矩形内，所以它占据一条对角线：不能是 %5 所在的那条，否则另一条对角线会完成致命模式。</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>%1 只有候选数 %2，而在%3和%4中，%5 只出现在矩形内。如果 %6 是 %7，%5 就要填在 %8 和 %9，%1 则是 %7：构成致命模式，题目有两个解。所以 %6 不是 %7。</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 和 %2 填的是 %3（不是题目给定的数字）。如果 %4 和 %5 交叉填入这两个数字，这四格就能互换数字，题目将有两个解。所以 %6 不是 %7。</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 和 %2 填的是 %3（不是题目给定的数字）。如果 %4 和 %5 交叉填入这两个数字，这四格就能互换数字，题目将有两个解。所以其中一格是 %6，能同时看到这两格的格子不是 %6。</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%1 会构成 %2 的致命模式，除非 %3 中有一格填入额外数字。它们与 %4 一起在%5中构成这些额外数字的显性数组，所以这些数字不会出现在%5的其他格子。</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two of a list of alternatives</comment>
        <translation>%1 或 %2</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there leads to %2, which cannot all hold. So the supposition is false.</source>
        <translation>假设 %1。沿着链推下去，会得到 %2，它们不可能同时成立。所以这个假设不成立。</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles leads to %2, which cannot all hold. So the supposition is false.</source>
        <translation>假设 %1。用唯一数一步步推下去，会得到 %2，它们不可能同时成立。所以这个假设不成立。</translation>
    </message>
    <message>
        <source>Each of %1 leads by a chain to %2. One of them is true, so %2 is true as well.</source>
        <translation>%1 中的每一种情况都能沿着链推出 %2。其中必有一种成立，所以 %2 也成立。</translation>
    </message>
    <message>
        <source>Each of %1, played out with singles, leads to %2. One of them is true, so %2 is true as well.</source>
        <translation>%1 中的每一种情况，用唯一数推下去都会得到 %2。其中必有一种成立，所以 %2 也成立。</translation>
    </message>
    <message>
        <source>If %1 were %2, the loop %3 would rule %2 out of it again. So %1 is not %2.</source>
        <translation>如果 %1 是 %2，环 %3 又会把 %2 从这格排除。所以 %1 不是 %2。</translation>
    </message>
    <message>
        <source>If %1 were not %2, the loop %3 would put %2 back. So %1 is %2.</source>
        <translation>如果 %1 不是 %2，环 %3 又会让它成为 %2。所以 %1 是 %2。</translation>
    </message>
    <message>
        <source>If %1 were %2, the loop %3 would make it %4 as well. So %1 is not %2.</source>
        <translation>如果 %1 是 %2，环 %3 会让它同时是 %4。所以 %1 不是 %2。</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then the loop %4 would rule %2 out of it. So %1 is not %2.</source>
        <translation>如果 %1 是 %2，它就不是 %3，而环 %4 接着会把 %2 从这格排除。所以 %1 不是 %2。</translation>
    </message>
    <message>
        <source>%1 runs along the chain %2: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>数字 %1 构成链 %2：如果 %3 不是 %1，那么 %4 是。两者必有一个是 %1，所以同时能看到两者的格子都不能是 %1。</translation>
    </message>
    <message>
        <source>The chain of bivalue cells %1: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>双值格链 %1：如果 %2 不是 %3，那么 %4 是。两者必有一个是 %3，所以同时能看到两者的格子都不能是 %3。</translation>
    </message>
    <message>
        <source>%1 hold only %2 and are chained %3, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 都只有候选数 %2，并连成链 %3，因此这两个数字在它们之间交替出现。能同时看到其中相隔奇数个链接的两格的格子，这两个数字都不能填。</translation>
    </message>
    <message>
        <source>The loop %1 closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>环 %1 首尾相接：它的每条弱链恰有一端成立。所以弱链的数字要从同时能看到其两端的格子中删去；由强链进出的格子只保留这两条强链的数字。</translation>
    </message>
    <message>
        <source>The chain %1: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>链 %1：如果 %2 不是 %3，那么 %4 是。两者必有一个是 %3，所以同时能看到两者的格子都不能是 %3。</translation>
    </message>
    <message>
        <source>The chain %1: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>链 %1：如果 %2 不是 %3，那么 %4 是 %5。这两格互相能看到，所以 %2 不能是 %5，%4 不能是 %3。</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 share none of these digits, and all these cells need every digit they hold: so each digit goes nowhere else in the house whose part holds it.</source>
        <translation>在%1与%2的交汇处，%3 含有 %4。%1 中的 %5 与 %2 中的 %6 不共用这些数字，而这些格子必须用上它们所含的每个数字：所以每个数字在含有它的那一部分所在的区域里不能再出现在别处。</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>待定数组 %1 与 %2 有两个限制公共数 %3：两组各含其中恰好一个，所以两组都锁定在其余数字上。能看到某数字在一组中全部位置的格子（共有的数字则是两组中的全部位置）都不能是该数字。</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>待定数组 %1 与 %2 有限制公共数 %3：只有其中一组能含有它，所以另一组锁定，两组之一必含 %4。能看到两组中所有 %4 的格子不能是 %4。</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares a restricted common with %2 and another with %3 (%4). It holds one of them, so one of the outer sets is locked and holds %5. A cell that sees every %5 of both is not %5.</source>
        <translation>待定数组 %1 与 %2 有一个限制公共数，与 %3 有另一个（%4）。它必含其中之一，所以外侧两组之一锁定并含有 %5。能看到这两组中所有 %5 的格子不能是 %5。</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>待定数组 %1 依次由限制公共数 %2 相连。若第一组不含 %3，则每组依次锁定，最后一组必含 %3。所以能看到第一组与最后一组中所有 %3 的格子不能是 %3。</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%2 有 %1</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>%1 的每个候选数（%2）都能看到某个待定数组中该数的全部位置：%3。无论 %1 填什么，对应的那组都会锁定，所以其中必有一组含有 %4。能看到这些组中所有 %4 的格子不能是 %4。</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>在%1中，%2 只能填在 %3，而它们也都在%4内。所以%4的其他格子都不能填 %2。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>在%1中，%2 只出现在%3。这些 %2 在%3中各占一个，所以%3的其他格子都不能填 %2。</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1、%2 和 %3 只有候选数 %4。如果 %5 也是这两个数字之一，四个角就能互换数字，题目将有两个解。所以 %5 两者都不是。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>在%1中，%2 除了鳍 %4 之外只出现在%3。要么鱼成立，要么鳍是 %2；所以%3中位于%1之外、能看到这个鳍的格子都不是 %2。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4</comment>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2</comment>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>%1 是 %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>%1 不是 %2</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1 在 %2 其中之一</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1 不在 %2 中任何一格</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>分支 %1/%2：%3。这本身就是结论。</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>分支 %1/%2：如果 %3，那么 %4。</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>%1 个分支合起来：%2%3</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>%1 不能填 %2</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>笼子的空格 %1 由互不相同的数字组成，总和为 %2，只有 %3 能填满它们。这些组合都含有 %4，而在笼子里 %4 只能填在 %5。所以%6，因为这些格子能看到它们全部。</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>笼子 %1 由互不相同的数字组成，总和为 %2：每格只填它仍可填的数字时，只有 %3 能填满它。所以%4。</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>笼子的空格 %1 由互不相同的数字组成，总和为 %2（笼子的总和减去 %3 中的数字）：每格只填它仍可填的数字时，只有 %4 能填满它们。所以%5。</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>%1 的数字之和为 %2（每个单元 45），完全在其中的笼子之和为 %3。所以其余格子 %4 之和为 %5。</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 减去 %2 中的数字，%3 是 %4。</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 所以 %2 是 %3。</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 减去 %2 中的数字，两个空格之和为 %3。所以%4，因为另一格的任何候选数都凑不成这个和。</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 所以%2，因为另一格的任何候选数都凑不成这个和。</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>%1 的数字之和为 %2（每个单元 45），伸入其中的笼子之和为 %3。所以这些笼子在外面的格子 %4 之和为 %5。</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>请看 %1 处的笼子（和为 %2）。再按一次“提示”可查看相关格子和推理过程。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>游戏(&amp;G)</translation>
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
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>搜索可视化(&amp;V)</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>一步一步观看求解器搜索这道题（%1）</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>复制盘面为(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>正在生成新的%1题目…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>在 %2 填入 %1(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Open Puzzle</source>
        <translation>打开题目</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2. Which one do you want to play?</source>
        <translation>%1 中有 %2 道题目。要玩哪一道？</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · 错误：%2</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>数独存档和题目 (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>题目：Simple Sudoku、SudoCue、候选数盘面、单行 (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>无法保存你的游戏。%1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>如果现在退出，自上次保存以来下的棋步将会丢失。</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>仍然退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>导出候选数盘面</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>候选数盘面 (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>无法导出候选数盘面</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>按难度开新游戏(&amp;L)</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>按难度选择每日一题(&amp;Z)</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>在选中的格子填入数字</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+数字</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>切换候选数标记（也可用 Ctrl+数字）</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>笔记模式：输入的数字作为候选数标记</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>Snyder 标记法</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Shift+数字：角标；Ctrl+数字（或笔记模式）：中心标记</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>着色：数字键为格子着色，Shift+数字为候选数着色；点击格子着色，Shift+点击或右键点击候选数标记</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>先选数字：在数字键盘上或用按键选一个数字，然后点击格子或按空格键填入</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>先选数字模式中：把选中的数字填入选中的格子</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>清空格子</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>方向键、&lt;b&gt;Home&lt;/b&gt;、&lt;b&gt;End&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>移动；Ctrl+Home/End：第一个/最后一个格子</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>按下棋盘旁边消息的第一个按钮（改正、全部清除、另存为、新游戏……）</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>把键盘焦点移到棋盘旁边消息或提示的按钮上，再按一次回到棋盘；在那里 Tab 在按钮之间移动，空格键按下按钮</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>撤销、重做（Ctrl+Shift+Z 或 Ctrl+Y）</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>提示、检查、求解、停止</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>再按 &lt;b&gt;H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>提示的下一步：技巧、位置、原因、应用</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>提示中强制链的上一个/下一个分支，最后是它们共同证明的结论</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>关闭提示；退出着色或先选数字模式</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>填入全部候选数</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>新游戏、重新开始、输入题目、开始玩输入的题目</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>新游戏选项：难度和对称方式</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>粘贴题目、复制题目</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>打开、保存、另存为</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>打印、导出</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>今天的每日一题、统计</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>搜索可视化</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>在搜索实验室中</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>在并排比较窗口中</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; 或 &lt;b&gt;Ctrl+W&lt;/b&gt; 关闭窗口</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>加上菜单中带下划线的字母：打开该菜单</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>本快捷键列表、退出</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Space&lt;/b&gt; 播放或暂停，&lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; 后退或前进一步，&lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; 回到题目或跳到最后一步，&lt;b&gt;B&lt;/b&gt; 下一个死路，&lt;b&gt;S&lt;/b&gt; 下一个解，&lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; 加速或减速，&lt;b&gt;Ctrl+Shift+S&lt;/b&gt; 把棋盘导出为图片，&lt;b&gt;Ctrl+Shift+F&lt;/b&gt; 和 &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; 导出帧或动画，&lt;b&gt;Alt&lt;/b&gt; 加带下划线的字母：对应的按钮或选项</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>已导出到 %1。</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>题本已完成：共 %n 页。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>设置已恢复保存。</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>无法保存你的设置。%1 在能够保存之前，你更改的设置只在数独打开期间有效。</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>你的设置未能保存。%1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>如果现在退出，数独启动以来更改的设置将会丢失。请先腾出磁盘空间，再重试。</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>未自动保存</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>设置未保存</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>统计暂停</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>已保存到 %1。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>variant and app</comment>
        <extracomment>the window&apos;s title of a variant game: the variant (Killer, Jigsaw, ...), the app&apos;s name</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle (%2)…</source>
        <comment>variant, then level</comment>
        <translation>正在生成新的%1题目（%2）…</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>候选筛选</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>候选筛选隐藏了此格的候选数 %1；要修改它，请显示全部候选数 (%2)。</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>候选筛选隐藏了此格的部分候选数；要清除它们，请显示全部候选数 (%1)。</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>双值格</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>双值格中的 %1</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>候选数：%1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>显示或隐藏行列标签 r1–r9 和 c1–c9（提示对格子的称呼）</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>候选筛选：只显示该数字的候选数（多个数字：各自的标记；再按一次：取消该数字）</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>候选筛选：只显示双值格的标记；重新显示全部候选数</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>转到检查点(&amp;G)</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>删除检查点(&amp;T)</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>返回 %1</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>设置命名检查点</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>检查点名称：</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>检查点 %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>一局游戏最多保留 %1 个检查点：请先删除一个。</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>已设置 %1：按 Ctrl+B 可回到这里。</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>已返回 %1。撤销（Ctrl+Z）可回到之前的局面。</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>棋盘已经处于 %1。</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>设置检查点、设置命名检查点、返回最新的检查点（一步操作：Ctrl+Z 可撤销）</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>所有步骤</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>解题路径</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>显示或隐藏“所有步骤”（现在可用的每一步）和“解题路径”</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>关闭“%1”</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>分离“%1”</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>剩余：评估中…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>剩余：%1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>剩余：未评估，棋盘上有错误</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>剩余难度</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>下一宫/上一宫（锯齿数独中为区域）</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>青色</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>粉色</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>棕色</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>精确覆盖矩阵</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>格 r,c 已填</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>第 r 行有数字 d</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>第 c 列有数字 d</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>第 b 宫有数字 d</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>精确覆盖矩阵的各列及其剩余的行：灰色 = 已覆盖，红色 = 没有行了；圆环是选中的列，轮廓是所取行的各列</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>对角线或窗口有数字 d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>区域 g 有数字 d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>对角线有数字 d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>窗口 w 有数字 d</translation>
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
    <message>
        <source>Return on the board presses this button</source>
        <translation>在棋盘上按 Return 键即按下此按钮</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>只需唯一数法：每一步都是只能填一个数字的格子。</translation>
    </message>
    <message>
        <source>Needs pointing, claiming, pairs or triples.</source>
        <translation>需要区块摒除、数对或三数组。</translation>
    </message>
    <message>
        <source>Needs quads, X-Wing, Swordfish, Jellyfish or XY(Z)-Wing.</source>
        <translation>需要四数组、X 翼、剑鱼、水母或 XY(Z) 翼。</translation>
    </message>
    <message>
        <source>Needs Skyscraper, 2-String Kite, colouring, W-Wing or uniqueness.</source>
        <translation>需要摩天楼、双线风筝、染色、W 翼或唯一性技巧。</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新游戏</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>难度(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>已知数的对称方式(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Needs chains, almost locked sets, Sue de Coq, finned fish or unique rectangles.</source>
        <translation>需要链、待定数组、融合待定数组、鳍鱼或唯一矩形。</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>需要强制链或强制网，或者试错。</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>变体(&amp;V)：</translation>
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
    <name>PathPanel</name>
    <message>
        <source>%1. %2: %3</source>
        <comment>a solution path&apos;s step: number, technique, effect</comment>
        <translation>%1. %2：%3</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>谜题已解开。</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>距离解答还有 %n 步。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>%n 步之后再没有可用的技巧。</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>解题路径</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>走到这里(&amp;P)</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>把路径执行到所选步骤，作为一步操作</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>复制路径(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>把解题路径复制为文本</translation>
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
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>语言(&amp;A)：</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>新游戏的难度(&amp;N)：</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>“求解”“检查”以及打印答案所用的求解器</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>求解器(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>候选数标记(&amp;P)：</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>每个数字在格子中的固定位置</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>角标和中心标记（Snyder 标记法）</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>在 Snyder 标记法中，Shift+数字写角标，Ctrl+数字（或笔记模式）写中心标记</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>显示错误(&amp;M)：填入与答案矛盾的数字时立即标出（计为求助）</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>高对比度</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>跟随系统时，如果桌面要求高对比度，就使用高对比度外观</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>正常（桌面的大小）</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>大</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>较大</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>最大</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <comment>text size: its name and percentage</comment>
        <translation>%1 – %2%</translation>
    </message>
    <message>
        <source>Text in the window and digits and pencil marks on the board</source>
        <translation>窗口中的文字，以及棋盘上的数字和候选数标记</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>文字大小(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <source>Pr&amp;int…</source>
        <translation>打印(&amp;I)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>打印题册(&amp;K)…</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>复制盘面为单行文本(&amp;L)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>复制盘面为九行网格(&amp;G)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>复制盘面为图片(&amp;I)</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>打印题目，如有需要也打印答案</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>把题目保存为 PDF 文档、PNG 图片或 SVG 图片</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>按同一难度打印或保存多道新题，每页多题</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>把盘面复制为一行 81 个字符，空格用“.”表示</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>把盘面复制为带宫格边框的九行文本</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>复制盘面的图片</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>这道题没有唯一解：只打印或导出题目本身。</translation>
    </message>
    <message>
        <source>Sudoku — %1</source>
        <translation>数独 — %1</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>数独</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>在第二页打印答案</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>无法使用打印机。</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>打印预览</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>显示答案</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>正在生成 %n 道题目…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>打印题册</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>第 %1 题</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>第 %1 题答案</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>打印我的进度：填数、候选数标记和颜色</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>显示我的进度</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>在题目上显示填数、候选数标记和颜色</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>题目</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>生成器已停止</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>%1 个随机盘面都没有生成这个难度的题目</translation>
    </message>
</context>
<context>
    <name>PuzzleRenderer</name>
    <message>
        <source>%1 — page %2 of %3</source>
        <comment>print title, page number</comment>
        <translation>%1 — 第 %2 页，共 %3 页</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>无法写入图片 %1。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
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
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>本次运行的外观：system（跟随系统）、light（浅色）、dark（深色）或 high-contrast（高对比度）。</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>数独已在运行（进程 %1）：已将其窗口切换到前台。</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>数独已在运行（进程 %1）：已在其中打开 %2。</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>数独已在运行（进程 %1），但没有响应：此窗口将单独运行，不会自动保存你的游戏。</translation>
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
    <message>
        <source>the rules are broken: %1</source>
        <translation>规则不成立：%1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>检查点名称为空或过长</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>检查点的格子 %1 含有不可能的值</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>检查点的已知数与题目不同</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>无法把设置保存在 %1：这不是普通文件（而是管道、设备、套接字或文件夹）。</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>文件中的内容与写入的不一致</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>无法把设置写入 %1：%2。</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>另一个数独（进程 %1）正在使用 %2 且没有响应，因此此窗口不会保存到那里。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>它不是数据库</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>其中是别的程序的数据表</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>其中的数据表不完整</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>SQLite 检查发现它已损坏</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>统计文件已损坏（%1）。已将其保留为 %2，并开始新的统计。</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>统计不可用：未安装 Qt 的 SQLite 驱动（Debian：libqt6sql6-sqlite）。</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>统计不可用：文件夹 %1 无法写入，因此无法创建 %2。</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>统计不可用：无法打开 %1（%2）。</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>统计不可用：%1 由更新版本的数独创建（统计版本 %2），保持原样不动。</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>统计不可用：%1 已损坏，且无法移到一旁（%2）。</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>统计无法保存：%1 或其所在文件夹是只读的。可以查看统计，但不会记录新的游戏。</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>统计无法保存到 %1（%2）。</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>统计无法保存到 %1（%2）；上一局没有记录。</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>另一个程序锁定了 %1：你的游戏会先保留，等它释放后再计入。</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>暂时无法显示统计：另一个程序锁定了 %1。</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>最近的游戏未能计入：另一个程序锁定了 %1，而且也无法留待以后计入（%2）。</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>概览(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>历史记录(&amp;H)</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全部游戏</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>开始局数</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>无帮助最佳用时</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>无帮助平均用时</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>无帮助用时中位数</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>有帮助平均用时</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>当前连续完成</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>最长连续完成</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>除“使用帮助时的平均用时”外，用时只统计未使用帮助（提示、检查、显示错误或求解）完成的游戏。连续完成记录连续完成的局数；放弃一局即中断。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>用时</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>帮助</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>没有统计。</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>正在统计…</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>每日一题：连续完成天数 %1 · 最长 %2 天</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>自定义题目</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1，%2 的每日一题</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>放弃（求解）</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>提示 %1 次</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>检查 %1 次</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>错误 %1 次</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>有</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>还没有游戏记录：一局游戏从第一步开始计入。</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>共 %1 局；列出最近的 %2 局。</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>共 %1 局</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>各难度的统计</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>玩过的游戏</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>变体(&amp;V):</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>所有变体</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a game&apos;s variant and level</comment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>StepsController</name>
    <message>
        <source>Step: %1</source>
        <translation>步骤：%1</translation>
    </message>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>解题路径：%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3 %4</source>
        <comment>a solution path&apos;s line: number, technique, effect, why</comment>
        <translation>%1. %2：%3 %4</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <source>Start playing a puzzle to see its steps.</source>
        <translation>开始一局谜题即可看到它的步骤。</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>正在查找步骤…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>棋盘上有错误：在其上找到的步骤会是错的。用“检查”或“提示”可以找出错误。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>这里没有可用的逻辑步骤。</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>这里有 %n 个可用步骤。</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <comment>the All Steps list</comment>
        <translation>排序方式(&amp;O)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <comment>sort the steps by</comment>
        <translation>难度</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>删除的候选数</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>步骤排序方式</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>所有步骤</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>应用步骤(&amp;Y)</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>把所选步骤作为一步操作执行（在列表中按回车键效果相同）</translation>
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
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>中心对称（旋转 180°）</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>旋转 90° 对称</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>左右对称</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>上下对称</translation>
    </message>
    <message>
        <source>All rotations and mirrors</source>
        <comment>symmetry of the givens</comment>
        <translation>全对称（所有旋转和镜像）</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>多宝鱼</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>空矩形</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>双重双线风筝</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>双重空矩形</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>鳍 X 翼</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>鳍剑鱼</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>鳍水母</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>退化 X 翼</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>退化剑鱼</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>退化水母</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>连体鳍剑鱼</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>连体鳍水母</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>连体退化剑鱼</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>连体退化水母</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>多重染色（类型 1）</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>多重染色（类型 2）</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>唯一矩形（类型 2）</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>唯一矩形（类型 3）</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>唯一矩形（类型 4）</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>唯一矩形（类型 5）</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>唯一矩形（类型 6）</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>隐性唯一矩形</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>可规避矩形（类型 1）</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>可规避矩形（类型 2）</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <comment>technique: alternating chain of one digit</comment>
        <translation>X 链</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>XY 链</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>远程数对</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <comment>technique: a chain that closes on itself</comment>
        <translation>连续环</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <comment>technique: a chain back to its first cell that contradicts it</comment>
        <translation>不连续环</translation>
    </message>
    <message>
        <source>AIC</source>
        <comment>technique: alternating inference chain</comment>
        <translation>交替推理链（AIC）</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>区块连续环</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>区块不连续环</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>区块交替推理链</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>强制链（矛盾）</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>强制链（共同结论）</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>强制网（矛盾）</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>强制网（共同结论）</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <comment>technique: two disjoint subsets around a line-box intersection</comment>
        <translation>融合待定数组</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <comment>technique: two almost locked sets sharing a restricted common</comment>
        <translation>待定数组-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <comment>technique: three almost locked sets, the middle one linked to both</comment>
        <translation>待定数组-XY-Wing</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <comment>technique: a chain of almost locked sets</comment>
        <translation>待定数组链</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>死亡绽放</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>大师</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>标准数独</translation>
    </message>
    <message>
        <source>Sudoku-X</source>
        <comment>variant of Sudoku: the two long diagonals are houses too</comment>
        <translation>对角线数独</translation>
    </message>
    <message>
        <source>Hyper</source>
        <comment>variant of Sudoku (Windoku): four extra 3x3 windows are houses</comment>
        <translation>窗口数独</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <comment>variant of Sudoku: irregular regions instead of boxes</comment>
        <translation>锯齿数独</translation>
    </message>
    <message>
        <source>Killer</source>
        <comment>variant of Sudoku: cages with sums</comment>
        <translation>杀手数独</translation>
    </message>
    <message>
        <source>Cage Combination</source>
        <comment>technique: killer sudoku, the digit combinations that can still fill a cage</comment>
        <translation>笼子组合</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>笼子锁定数字</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>45法则（内外格）</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>搜索盘面</translation>
    </message>
</context>
<context>
    <name>TraceText</name>
    <message>
        <source>r%1c%2</source>
        <comment>row and column of a cell</comment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>在 %2 试填 %1：猜测，深度 %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>在 %2 填入 %1：唯一选择，必然如此</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>从 %2 撤回 %1：回溯</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>找到第 %1 个解：盘面已填满</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>按约束分支：%1</translation>
    </message>
    <message>
        <source>cell %1 needs a digit</source>
        <translation>格子 %1 需要一个数字</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>第 %1 列：%2；其中剩余行数：%3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>已解出</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>唯一解</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>不唯一，已找到的解：%L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>已知数冲突：无需搜索</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>达到节点上限而停止</translation>
    </message>
    <message>
        <source>Naive backtracking (row by row)</source>
        <translation>朴素回溯（逐行）</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>快速深度优先（候选数最少优先，唯一数）</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>舞蹈链（X 算法）</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>在 %1 处走到死路：搜索回溯</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>%1 已无数字可填</translation>
    </message>
    <message>
        <source>: %1</source>
        <comment>after a cell with no digit left: the digits its houses use</comment>
        <translation>：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>; %1 were tried and failed</source>
        <comment>digits tried in a cell</comment>
        <translation>；%1 试过都失败了</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>；%1 被随后的唯一数推理排除</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>%1 已没有位置可放 %2</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>第 %1-%2 行无法把 %3 各放进不同的宫（区块摒除）</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>第 %1-%2 列无法把 %3 各放进不同的宫（区块摒除）</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>局面有矛盾</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>死路：%1。回溯到前一个格子。</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>越过最后一个空格：每个格子都有数字，得到一个解。</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>没有唯一数了：在候选数最少的格子 %1 {%2} 上分支。在盘面副本上猜 %3；若失败，就从那里删去 %3。</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>唯一余数：%1 是 %2 剩下的唯一候选数。</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>隐性唯一：%1 是 %3 中唯一能放 %2 的位置。</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>被迫：排除到目前为止的候选数（唯一数、区块摒除）后，%1 是 %2 唯一剩下的数字。</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>猜测失败：撤去 %1=%2，以及由它推出的所有数字。</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>矛盾：%1。上一个猜测是错的。</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>每个格子都已解出：得到一个解。</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>列 %1 已没有行：没有候选能满足它。</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>在未覆盖的列中，%1（%2）的行最少，为 %3：覆盖它，再逐一尝试它的行。</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>取行 %1#%2（%3）：%4。覆盖这些列，与之冲突的行随之移除。</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>该列唯一的行</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>一次猜测</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>退出行 %1#%2：按相反顺序恢复它的各列；链接“跳舞”复原。</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>死路：%1。回溯到上一层的行。</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>没有列了：所取的行恰好覆盖每个约束一次，得到一个解。</translation>
    </message>
    <message>
        <source>band %1 #%2</source>
        <translation>第 %1 横带 #%2</translation>
    </message>
    <message>
        <source>stack %1 #%2</source>
        <translation>第 %1 竖带 #%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>r%1#%2</source>
        <comment>DLX column: row has digit</comment>
        <translation>r%1#%2</translation>
    </message>
    <message>
        <source>c%1#%2</source>
        <comment>DLX column: column has digit</comment>
        <translation>c%1#%2</translation>
    </message>
    <message>
        <source>b%1#%2</source>
        <comment>DLX column: box has digit</comment>
        <translation>b%1#%2</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // 逐行的第 k 个空格</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  if k == 空格数: 输出盘面; return   // 一个解</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = 第 k 个空格; b = 宫(r, c)</translation>
    </message>
    <message>
        <source>  for d = 1 to 9:</source>
        <translation>  for d = 1 到 9:</translation>
    </message>
    <message>
        <source>    if row[r][d] or col[c][d] or box[b][d]: continue</source>
        <translation>    if row[r][d] 或 col[c][d] 或 box[b][d]: continue</translation>
    </message>
    <message>
        <source>    a[r][c] = d; row[r][d] = col[c][d] = box[b][d] = true</source>
        <translation>    a[r][c] = d; row[r][d] = col[c][d] = box[b][d] = true</translation>
    </message>
    <message>
        <source>    dfs(k + 1)</source>
        <translation>    dfs(k + 1)</translation>
    </message>
    <message>
        <source>    row[r][d] = col[c][d] = box[b][d] = false; a[r][c] = 0</source>
        <translation>    row[r][d] = col[c][d] = box[b][d] = false; a[r][c] = 0</translation>
    </message>
    <message>
        <source>  return                     // no digit left: a dead end</source>
        <translation>  return                     // 无数字可填：死路</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(盘面):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  传播：唯一余数、隐性唯一、区块摒除</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  if 某格或某区域已无可选项: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  if 每格都已解出: 报告这个解; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  格 = 候选数最少的未解格</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  for 格的每个候选数 d:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    副本 = 盘面; 在副本的格中填 d   // 一次猜测</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    if search(副本): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    撤销猜测; 从格中删去 d; 传播</translation>
    </message>
    <message>
        <source>  return false</source>
        <translation>  return false</translation>
    </message>
    <message>
        <source>dfs(k):</source>
        <translation>dfs(k):</translation>
    </message>
    <message>
        <source>  if no column is left: print the rows taken; return   // a solution</source>
        <translation>  if 没有列了: 输出所取的行; return   // 一个解</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = 行数 (S[c]) 最少的未覆盖列</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  if S[c] == 0: return       // 死路</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  for 列 c 中的每一行 i（向下）:</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; remove 行 i 的其他每一列 j</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    按相反顺序 resume 行 i 的各列</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%2 已有 %1</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%2 有 %1</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>%1 已无处放 %2，而其和仍可用的每个组合都需要它</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>没有和为其总和的数字组合能放进 %1</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>列 %1 没有行了：%2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>回到 %1：%2 是下一个在该格所有区域中标记都空闲的数字。</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1 是按行顺序的下一个空格。已用：%2；%3 是最小的空闲数字：填入并设置其各区域的标记。</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>%1=%2 之下没有找到解：清空该格及其各区域的标记，然后在那里尝试下一个数字。</translation>
    </message>
    <message>
        <source>g%1#%2</source>
        <comment>DLX column: jigsaw region has digit</comment>
        <translation>g%1#%2</translation>
    </message>
    <message>
        <source>d%1#%2</source>
        <comment>DLX column: diagonal (1 main, 2 anti) has digit</comment>
        <translation>d%1#%2</translation>
    </message>
    <message>
        <source>w%1#%2</source>
        <comment>DLX column: Hyper window has digit</comment>
        <translation>w%1#%2</translation>
    </message>
    <message>
        <source>k%1#%2</source>
        <comment>DLX column: killer cage (numbered) has digit</comment>
        <translation>k%1#%2</translation>
    </message>
    <message>
        <source>k%1 sum</source>
        <comment>DLX column: killer cage (numbered) takes a combination</comment>
        <translation>k%1 和</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>%1 需要一个 %2</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>%1 需要一个 %2，或其和中不含它的组合</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>%1 需要一个和为其总和的数字组合</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>格子 %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>%1 有 %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>候选 %1=%2 覆盖：%3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = 第 k 个空格</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    若 (r, c) 的某个区域已用 d，或其笼子的和容不下 d：continue</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d；在 (r, c) 的每个区域及其笼子中标记 d 已用</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    在这些区域和笼子中取消 d 的标记；a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>死路：局面有矛盾；搜索回退</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>当前步附近的搜索树：每行是一层，每个方框是一次猜测及其下的节点数；红色的已失败。点击可跳到那里。</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>题目：目前共 %L1 个节点，其中 %L2 个在根部被迫填入</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>尚未录制搜索。</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · 第 1-%1 层在上方</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 个节点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>搜索可视化</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>开头</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>回到题目（%1）</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>后退一步</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>后退一步（%1）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>播放或暂停（%1）</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>单步</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>前进一步（%1）</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>结尾</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>跳到最后记录的一步（%1）</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>下一个死路</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>跳到下一个死路，即搜索回溯之处（%1）</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>下一个解</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>跳到找到的下一个解（%1）</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>加快</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>加快（%1）</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>减慢</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>减慢（%1）</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>导出图片…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>把当前显示的盘面保存为 PNG 图片（%1）</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>导出帧…</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>找到第一个解后继续搜索：显示题目为何不唯一</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>解的数量上限</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>步数</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>填数（节点）</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>猜测</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>回溯</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>最大深度</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间轴</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>从每秒一步到屏幕刷新的最快速度（+ 和 −）</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>10,000,000 步/秒</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>正在录制… 已录 %L1 步</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>没有题目：请在游戏中打开此面板。</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>已录制 %L1 步：%2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>达到内存上限而停止</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>记录在第 %L1 步截断：已达到内存上限，搜索在此停止。</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>停止录制；已录制的步骤会保留</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>重新录制搜索过程</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>第 %L1 步：%2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>搜索开始前的题目。</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>选中的列：%1</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最快</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>%L1 步/秒</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>无法导出图片</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>导出帧到</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>导出帧</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>每 k 步写出一帧（已录制 %L1 步）：</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>正在导出帧… 已写出 %L1 帧</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>已写出 %L1 帧，位于 %2</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>导出动画…</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>从你的局面（包括你填的数字和候选标记）而不是题目开始搜索：看看一个猜测会通向哪里</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>显示伪代码及当前步执行的那一行</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>显示当前步附近的搜索树</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>显示精确覆盖矩阵（舞蹈链）</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>在这道题上并排播放两三种算法</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>同步代码</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>搜索树</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>搜索从你的局面开始：你填的数字固定不变，它只尝试你的候选标记。</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>搜索从题目给出的数字开始。</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>之后还没有录到死路：搜索仍在录制中。</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>之后没有死路：这一步之后搜索不再回溯。</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>之后还没有录到解：搜索仍在录制中。</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>之后没有解了：搜索一共找到 %n 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>它在第一个解处停止；打开“查找全部解”可继续。</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>%L1 帧对一个动画来说太多了：请选更大的间隔。</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>动画 PNG (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>每 k 步一帧（已录 %L1 步），每帧十分之一秒：</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>无法导出动画</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>每隔 k 步把搜索过程保存为 PNG 帧，存入一个文件夹（%1）</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>把整个过程存为动画 PNG，可在网页浏览器中播放（%1）</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>从当前局面(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>代码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>树(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>矩阵(&amp;M)</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>并排对比(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>查找全部解，最多(&amp;F)</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>显示候选数(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>录制(&amp;R)</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>取消(&amp;N)</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>它与第一个解有 %n 个格子不同（已圈出）：这道题的解不唯一。</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>杀手数独的精确覆盖矩阵有其笼子数字组合的行，此窗格无法跟随：它显示无笼子谜题的矩阵</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>精确覆盖矩阵：%L1 列中每列剩余的行</translation>
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
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>区域 %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>主对角线</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>副对角线</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>窗口 %1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>%1 处的笼子（和为 %2）</translation>
    </message>
</context>
</TS>
