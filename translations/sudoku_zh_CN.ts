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
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>显示链的记法</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>在链类提示下方，用 HoDoKu 和 Sudoku Explainer 的记法写出它的链：(7)r1c2=(7)r1c8-(7)r4c8，“=”表示强链，“-”表示弱链</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>技巧(&amp;T)</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>讲解每一种解题技巧，并附有例子</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>练习技巧(&amp;H)…</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>一道解题需要你所选技巧的题目，用来学习或练习这些技巧</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>文件中的下一题(&amp;F)</translation>
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
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>无法打开下一题：%1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>从 %1 打开第 %2 题之后，该文件已更改：原有 %3 道题，现在有 %4 道。</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>其中没有第 %1 题。</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>无法读取第 %1 题（共 %2 题）：%3。</translation>
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
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>设置检查点“%1”</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>删除检查点“%1”</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Techniques</source>
        <translation>技巧</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>筛选技巧</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>按难度分类的技巧</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>例子</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>该技巧第一步之前的局面，并画出这一步</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>例子中的这一步</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>讲解</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>杀手数独</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>选择一个技巧，即可阅读它的讲解并查看例子。</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>难度：%1。只适用于恰好有一个解的题目。</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>难度：%1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>正在生成例子…</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>这个技巧没有可用的例子：在生成例子所用的搜索中，题目生成器没有给出这个技巧的例子。</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>在生成器出的一道题中，第一次出现 %1 之前的局面：</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>在生成器出的一道题中，可以使用 %1 的局面：</translation>
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
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>待定数组 %1 与 %2 有两个限制公共数 %3：两组各含其中恰好一个，所以两组都锁定在其余数字上。能看到某数字在一组中全部位置的格子（共有的数字则是两组中的全部位置）都不能是该数字。</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>待定数组 %1 与 %2 有限制公共数 %3：只有其中一组能含有它，所以另一组锁定，两组之一必含 %4。能看到两组中所有 %4 的格子不能是 %4。</translation>
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
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>待定数组 %1 与 %2 有限制公共数 %4，与 %3 有限制公共数 %5。%1 只缺它的一个数字，所以它含有 %4 或 %5：于是 %2 没有 %4，或者 %3 没有 %5，那一组就锁定并含有 %6。能看到 %2 和 %3 中所有 %6 的格子不能是 %6。</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>如果 %1 是 %2，从它出发的一个由 %3 条链组成的环又会把 %2 从它中排除。所以 %1 不是 %2。</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>如果 %1 不是 %2，从它出发的一个由 %3 条链组成的环又会让它成为 %2。所以 %1 是 %2。</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>如果 %1 是 %2，从它出发的一个由 %3 条链组成的环会让它同时也是 %4。所以 %1 不是 %2。</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>如果 %1 是 %2，它就不是 %3，然后从它出发的一个由 %4 条链组成的环会把 %2 从它中排除。所以 %1 不是 %2。</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>一条关于 %1 的链由 %2 条强链和弱链交替组成，从 %3 连到 %4：如果 %3 不是 %1，那么 %4 是。两者必有一个是 %1，所以同时能看到两者的格子都不能是 %1。</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>一条由 %1 个双值格组成的链从 %2 连到 %4，每格都能看到下一格：如果 %2 不是 %3，每一格都会迫使下一格，%4 就是 %3。两者必有一个是 %3，所以同时能看到两者的格子都不能是 %3。</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 都只有候选数 %2，并且沿着一条链每格都能看到下一格，因此这两个数字在它们之间交替出现。能同时看到其中相隔奇数个链接的两格的格子，这两个数字都不能填。</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>一个由 %1 条链组成的环首尾相接：它的每条弱链恰有一端成立。所以弱链的数字要从同时能看到其两端的格子中删去；由强链进出的格子只保留这两条强链的数字。</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>一条由 %1 条链组成的链从 %2 连到 %4：如果 %2 不是 %3，那么 %4 是。两者必有一个是 %3，所以同时能看到两者的格子都不能是 %3。</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>一条由 %1 条链组成的链从 %2 连到 %4：如果 %2 不是 %3，那么 %4 是 %5。这两格互相能看到，所以 %2 不能是 %5，%4 不能是 %3。</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 是 %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 不是 %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>%1 都不是 %2</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1：与假设相反</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>%1 会既是 %2 又不是 %2</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>%1 会同时是 %2</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>%1 会没有数字可填：%2 全都会被排除</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>%1 会在%2中出现两次（在 %3）</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>%1 会同时出现在互相可见的 %2 中</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>%1 会在%2中无处可填：它会从 %3 中被排除</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>%1 无法填入 %2 中的任何一格，而这些是它在某个单元中仅剩的位置</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1，它们不可能同时成立</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>假设 %1。从这里沿着链推下去：%2。所以这个假设不成立。</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>假设 %1。用唯一数一步步推下去：%2。所以这个假设不成立。</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>以下必有一个成立：%1。每一种都能沿着链推出同一个结论，所以 %2。</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>以下必有一个成立：%1。用唯一数推下去，每一种都得到同一个结论，所以 %2。</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>在%1与%2的交汇处，%3 含有 %4。%1 中的 %5 与 %2 中的 %6 彼此没有共同的数字，它们与 %3 合起来，格子数与要填的数字数一样多，所以这些数字都填在它们之中。因此 %5 的数字不会出现在%1的其他位置，%6 的数字不会出现在%2的其他位置，而 %3 中两者都不含的数字在两边的其他位置都不会出现。</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>%1 和 %2 都只有候选数 %3。在%5中，%4 只能填在能看到 %1 的 %6，或能看到 %2 的 %7。所以 %1 和 %2 中必有一格能看到一个 %4，因而不是 %4，而是 %8。同时能看到 %1 和 %2 的格子不是 %8。</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1然后在 %3 填入 %2。</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>在%1中，%2 只能填在 %3，而它们也都在%4内。所以%4的其他格子都不能填 %2，于是在%6中 %2 只剩 %5 可填。</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>在%1中，%2 只能填在 %3。所以这些格子不能填其他数字，于是在%1中 %4 只剩 %5 可填。</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 减去 %2 中的数字，空格之和为 %3：%4，因为其他格子的候选数都凑不成这个和（互相能看到的格子须填不同数字）。</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 所以 %2，因为其他格子的候选数都凑不成这个和（互相能看到的格子须填不同数字）。</translation>
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
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — 第 %2 题，共 %3 题 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>打开 %3 中的第 %1 题（共 %2 题）</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>上次打开的题目文件中的下一题</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>撤销</translation>
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
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>需要强制链或强制网，或者试错。</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>需要区块摒除或显性数对。</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>需要 X 翼、剑鱼、隐性数对、三数组或 XY(Z) 翼。</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>需要唯一性技巧、四数组、水母、摩天楼、双线风筝、染色或短链。</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>需要环、链、W 翼、鳍鱼、待定数组或融合待定数组。</translation>
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
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>复制为 HoDoKu 行(&amp;H)</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>把解题路径按 HoDoKu 的题库格式复制，每步一行，HoDoKu 和 sudoku-cli 都能读取（仅限经典题目：一行容纳不了变体的规则）</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>学习(&amp;L)：一道该技巧难度的题目，在它第一次用到该技巧之前的局面打开</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>练习(&amp;P)：从头开始的一整道题目，难度为</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>练习技巧</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>技巧</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>要练习的技巧</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>变体(&amp;V)：</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>技巧(&amp;T)（题目的解题路径至少用到勾选中的一种）：</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>选一种技巧即可读到它是什么；帮助 &gt; 技巧 会配合例子逐一讲解。</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>请至少勾选一种技巧。</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>%1 的题目从不需要所勾选的技巧：请选它们的难度或更难的难度。</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>正在生成…</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>正在生成… 已尝试 %n 个随机盘面。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>%n 个随机盘面中没有得到题目：在这个难度下，生成器很少或从不生成解题路径用到这些技巧的题目。请再试一次，或选择其他技巧或其他难度。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>例子</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>示例题目中该技巧第一步之前的局面，并画出该步</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>此技巧没有示例。</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>选择一个技巧即可看到示例。</translation>
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
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>打开题目</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>文件中的题目</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>所有难度</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>显示此难度的题目</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>难度(&amp;L)：</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>所选题目的已知数</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>评估进度</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>开始(&amp;P)</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>玩所选题目</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>%1 中的题目：%2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>已评估 %1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n 道无法读取</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>编号</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>变体</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>备注</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>试错</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>多解</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>不合规</translation>
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
    <message>
        <source>the undo history is damaged</source>
        <translation>撤销历史已损坏</translation>
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
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>仅限杀手数独：它要读取笼子及其和。</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>适用于所有变体：对角线数独的对角线、窗口数独的窗口、锯齿数独的区域都和行、列、宫一样是单元，而杀手数独的笼子只会增加已知的信息。</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>基于宫：适用于标准数独、对角线数独、窗口数独和杀手数独，不适用于锯齿数独，因为锯齿数独用区域代替了宫。</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>仅限恰好有一个解的标准数独：在变体中，额外的单元或笼子可能会区分矩形中的两个数字，所以该模式在那里并不致命。</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>一个单元中最后一个空格，填入该单元所缺的那个数字。</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>找一个已经填了八个数字的行、列或宫。每个单元中每个数字恰好出现一次，所以它唯一的空格必须填入缺少的那个数字。</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>一个数字在某个单元中只剩一个位置，就填在那里。</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>选定一个数字和一个单元，把该单元中在所在行、列或宫里已经能看到这个数字的格子全部划掉。如果只剩下一格，不管这格还有哪些其他候选数，这个数字都必须填在这里：因为该单元总得有个地方放这个数字。</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>只剩一个候选数的格子，就填这个数。</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>看一个空格，列出它所在行、列和宫中已有的数字。如果九个数字中已有八个，这一格只能填第九个：把它填上。</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>某个数字在宫内被限制在一条线上，就从这条线的其余部分删去它。</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>在一个宫中，看某个数字还能填在哪里。如果这些格子全都在同一行或同一列上，那么这个宫里的该数字一定在这条线上。所以在宫外这条线上的其他位置都不能填这个数字：把它从那里删去。</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>某个数字在一条线上被限制在一个宫内，就从这个宫的其余部分删去它。</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>在一行或一列中，看某个数字还能填在哪里。如果这些格子全都在同一个宫内，那么这条线上的该数字一定在这个宫里。所以这个宫中不在这条线上的其他格子都不能填它：把它从那里删去。</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>位于同一条线且同一个宫的显性数对，可以同时清理这两个单元。</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>同一个宫且同一行（或列）中的两格，都只有同样的两个候选数。这两个数字必须以某种顺序填满这两格，所以这两个数字都不能出现在宫或这条线的其他位置：把它们从两个单元中删去。</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>一个单元中候选数相同的两个格子，独占这两个数字。</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>在一个单元中找两个候选数完全相同、且只有这两个候选数的格子。这两个数字必须由它们两格分别填入，所以该单元的其他格子都不能填这两个数字：把这两个数字从单元的其余格子中删去。</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>两个数字在一个单元中只能填入同样的两格，就占据这两格。</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>在一个单元中，找两个都只能填在同样两格里的数字。这两格必须填这两个数字，所以它们中的其他候选数都是错的：把这两格中的其他候选数删去。</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>位于同一条线且同一个宫的显性三数组，可以同时清理这两个单元。</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>同一个宫且同一行（或列）中的三格，候选数合起来只有三个数字。这三格必须填这三个数字，所以它们不能出现在宫或这条线的其他位置：把它们从两个单元中删去。</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>一个单元中候选数合起来只有三个数字的三格，独占这些数字。</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>在一个单元中找三格，它们的候选数合起来正好是三个数字（每格不必三个都有）。这三格必须填这三个数字，所以把这些数字从该单元的其他所有格子中删去。</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>三个数字在一个单元中只能填入同样的三格，就占据这三格。</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>在一个单元中，找三个可填位置都落在同样三格里的数字（每个数字可填其中两格或三格）。这三格必须填这些数字，所以把其中的其他候选数全部删去。</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>一个单元中候选数合起来只有四个数字的四格，独占这些数字。</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>把显性三数组的思路用到四格上：一个单元中候选数合起来只有四个数字的四格，必须把这四个数字都填上，所以把这些数字从该单元的其余格子中删去。</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>四个数字在一个单元中只能填入同样的四格，就占据这四格。</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>把隐性三数组的思路用到四个数字上：当一个单元中的四个数字只能填在同样的四格里时，这四格就填这四个数字，四格中的其他候选数都可以删去。</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>某个数字在两行中各恰好只有两个位置，而且位于同样的两列。</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>找一个数字，它在某一行中只能填在两格，在另一行中也只能填在两格，而且是同样的两列。这两行各需要一次这个数字，而且只能填在矩形的对角上。无论哪种情况，这两列的该数字都由这两行提供，所以把它从这两列的其他格子中删去。（行列互换同样成立。）</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>三行三列的 X 翼。</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>找三行，某个数字在这三行中只能填在同样的三列里（每行两格或三格）。这三行需要这个数字三次，分别在三个不同的列，所以这三行包办了这三列的该数字。把它从这些列的其他格子中删去。（行列互换同样成立。）</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>四行四列的 X 翼。</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>如果某个数字在四行中只能填在同样的四列里，这四行就必须在这四列中各填一次这个数字。所以可以把这个数字从这四列的其他所有格子中删去。（行列互换同样成立。）</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>枢纽格 XY 与两个翼格 XZ 和 YZ：能同时看到两个翼格的格子不能是 Z。</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>找三个各有两个候选数的格子：一个是含 X 和 Y 的枢纽，一个翼格能看到枢纽、含 X 和 Z，另一个翼格能看到枢纽、含 Y 和 Z。如果枢纽是 X，第一个翼格就是 Z；如果枢纽是 Y，第二个翼格就是 Z。无论如何总有一个翼格是 Z，所以同时能看到两个翼格的格子都不能是 Z。</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>枢纽也含 Z 的 XY 翼：能同时看到这三格的格子不能是 Z。</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>枢纽有三个候选数 X、Y 和 Z；一个能看到它的翼格含 X 和 Z，另一个含 Y 和 Z。无论枢纽填哪个数字，三格中总有一格是 Z：枢纽本身或其中一个翼格。所以同时能看到这三格的格子不能是 Z。</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>同一个数字在两条平行线上的两条强链，在一端相连。</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>找一个数字，它在两行中各恰好有两个位置，每对位置的一端在同一列（底边），另外两端在不同的列（顶端）。两个底边格同在一列，所以最多只有一个能填这个数字，于是另一行就必须在它的顶端填这个数字：至少有一个顶端是这个数字。同时能看到两个顶端的格子不能填它。（行列互换同样成立。）</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>同一个数字的一条行强链和一条列强链，在一个宫内相连。</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>找一个数字，它在某一行中恰好有两个位置，在某一列中也恰好有两个位置，并且行的一端和列的一端是同一个宫中的不同格子。这两格不能都填这个数字，所以较远的两端之一会填它：行的另一端或列的另一端。同时能看到这两个远端的格子不能填这个数字。</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>把一个数字的强链染成两种颜色；能同时看到两种颜色的格子删去这个数字。</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>选一个数字，把在某个单元中作为它仅有两个位置的每一对格子都连起来。把这样的链交替染成两种颜色：一种颜色全为真，另一种全为假，只是还不知道是哪一种。链外的格子如果能同时看到两种颜色的格子各一个，无论哪种情况它都能看到这个数字，所以把这个数字从那里删去。</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>给一个数字的强链染色；在某个单元中与自己相遇的颜色为假。</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>和夹击一样，把一个数字的强链组成的链交替染成两种颜色。如果同色的两格位于同一个单元，这种颜色就不可能为真，否则该单元会出现两次这个数字。所以这种颜色的所有格子都删去这个数字，另一种颜色的格子都填入它。</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>两个候选数相同的双值格，由它们其中一个数字的强链相连。</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>找两个候选数同为 X 和 Y、但互相看不到的格子，再找一条 X 的强链（一个单元中 X 只有两个位置），它的两端各能看到其中一格。如果这两格都不是 Y，它们就都是 X，这条强链上就没有 X 了。所以这两格中必有一格是 Y，同时能看到这两格的格子不能是 Y。</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>致命矩形的三个角：第四个角不能保留两个数字。</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>分布在两行、两列和两个宫中的四格，如果都只有 X 和 Y，就可以把 X 和 Y 对调，得到第二个解（致命模式）。合格的题目只有一个解，所以这种情况不会发生。当三个角都只有 X 和 Y 时，第四个角必须填其他数字：把 X 和 Y 从它中删去。</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>除一格外全是双值格：那一格填它的第三个数字。</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>如果盘面上每个空格都有两个候选数，每个数字在每个单元中都出现两次，这就是全双值坟墓（BUG）：它无解或有多个解。当只有一格有三个候选数，且其中一个数字在它所在的单元中出现三次时，这个数字必须填在那里；否则盘面就会落入坟墓。</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>同一个数字的两条强链由一条弱链相连。</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>取一个有两条强链（该数字恰好有两个位置的单元）的数字，第一条强链的一端能看到第二条强链的一端。这两端不能都填这个数字，所以另外两端之一会填它。同时能看到另外两端的格子不能填这个数字。摩天楼和风筝都是特定形状的多宝鱼。</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>一个宫中某个数字被限制在一行和一列上，再加上宫外的一条强链。</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>在一个宫中，某个数字的位置都落在该宫的一行和一列上（L 形或十字形），所以宫中的该数字在这一行或这一列上。再加上这个数字在宫外某一列上的一条强链，它的近端位于该宫的那一行上。要么远端是这个数字，要么近端是，而这时宫的那一行被占用，宫中的该数字就在宫的那一列上。宫的那一列与远端所在行相交的格子能同时看到这两者，所以删去这个数字。（行列互换同样成立。）</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>两个双线风筝经过同一个宫中的同样格子，各删去一个数字。</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>两个共用一个宫中同样两格、各由自己的强链组成的风筝被一起找出。每个风筝单独都能从同时看到其两个远端的格子中删去这个数字；这一步同时完成两个删除。</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>一个宫中的两个空矩形，各有自己的强链。</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>一个宫中某个数字被限制在一行和一列上，它就相当于同时带有两条强链的空矩形：一条与它的行相交，一条与它的列相交。每条都像空矩形那样得出自己的删除；这一步两个都完成。</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>在一个宫中带有额外候选数的 X 翼：只在能看到鳍的地方删除。</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>两行中某个数字的分布几乎构成 X 翼，但其中一行在某个角所在的宫内多出一两个位置（鳍）。要么鳍是这个数字，要么 X 翼成立。X 翼会清除、同时又能看到鳍（在鳍所在宫内）的格子，在两种情况下都要删去这个数字。</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>在一个宫中带有额外候选数的剑鱼。</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>三行中某个数字的分布构成剑鱼，只是多了鳍：在同一个宫内多出一两个位置。要么鳍是这个数字，要么剑鱼成立。剑鱼会清除、同时又能看到鳍的格子删去这个数字。</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>在一个宫中带有额外候选数的水母。</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>把鳍的思路用到四行四列上：要么宫中的鳍是这个数字，要么水母成立。把这个数字从水母会清除、同时又能看到鳍的格子中删去。</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>缺了一个角的鳍 X 翼。</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>和鳍 X 翼一样，但矩形的一个角已经没有候选数了；同一宫中它旁边的鳍代替了它。要么鳍是这个数字，要么其余的格子构成 X 翼，所以能看到鳍、且 X 翼会清除的格子删去这个数字。</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>缺了一个角的鳍剑鱼。</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>鳍所在宫中的那个角没有候选数、由鳍代替它的鳍剑鱼。推理与鳍剑鱼相同：能看到鳍、且剑鱼会清除的格子删去这个数字。</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>缺了一个角的鳍水母。</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>鳍所在宫中的那个角没有候选数、由鳍代替它的鳍水母。能看到鳍、且水母会清除的格子删去这个数字。</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>在同样几行上的两个鳍剑鱼，作为一步找出。</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>两个共用同样几行、只在哪些额外格子作为鳍上不同的鳍剑鱼被一起显示：每个都在它单独时会删除的地方删去这个数字，这一步同时完成两者的删除。</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>在同样几行上的两个鳍水母，作为一步找出。</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>两个共用同样几行、只有鳍不同的鳍水母被一起显示；每个各自得出删除，这一步两个都完成。</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>在同样几行上的两个退化剑鱼，作为一步找出。</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>两个共用同样几行、只有鳍不同的退化剑鱼被一起显示；每个各自得出删除，这一步两个都完成。</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>在同样几行上的两个退化水母，作为一步找出。</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>两个共用同样几行、只有鳍不同的退化水母被一起显示；每个各自得出删除，这一步两个都完成。</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>同一个数字的两条互相可见的染色链：某一对颜色不可能同时为真。</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>把同一个数字的强链组成的两条独立的链，各用自己的一对颜色染色。如果第一条链中颜色 A 的格子能看到第二条链中颜色 C 的格子，A 和 C 就不能同时为真，所以相反的颜色 B 或 D 中有这个数字。同时能看到 B 格和 D 格的格子不能填它。</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>能看到另一条链两种颜色的颜色为假。</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>给同一个数字的强链组成的两条独立的链染色。如果第一条链中颜色 A 的格子能看到第二条链两种颜色的格子，A 就不可能为真：第二条链的某种颜色必有这个数字，A 会与它冲突。所以颜色 A 的所有格子都删去这个数字。</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>两个屋顶格共有一个额外数字的致命矩形：这个数字一定在屋顶中。</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>分布在两行、两列和两个宫中的四格都含 X 和 Y；其中两格（屋顶）还含有同一个额外数字 Z。如果两个屋顶格都不是 Z，这四格就会构成有两个解的致命模式。所以必有一个屋顶格是 Z，同时能看到两个屋顶格的格子不能是 Z。</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>屋顶的额外数字与其他格子构成数组的致命矩形。</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>在唯一矩形中，两个屋顶格含有额外数字；这些额外数字中必有一个成立，所以整个屋顶就相当于一个只含这些额外数字的格子。如果这个虚拟格与它们共处的某个单元中的其他格子构成显性数组，就可以把数组的数字从该单元的其余格子中删去。</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>屋顶必含其中一个数字的致命矩形：另一个数字删去。</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>唯一矩形的两个屋顶格同处一个单元，而在该单元中 X 只能填在这两格中。所以有一个屋顶格是 X。如果另一格是 Y，矩形就会致命，所以两个屋顶格都不能是 Y：把 Y 从两格中删去。</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>三个角含有同一个额外数字的致命矩形。</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>唯一矩形的三个角（或对角线上的两个角）含有同一个额外数字 Z。其中必有一个是 Z，否则矩形就会致命。所以能看到所有含 Z 的这些格子的格子不能是 Z。</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>其中一个数字构成 X 翼的致命矩形。</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>唯一矩形中位于对角的两个屋顶格含有额外数字，而数字 X 在它的两行和两列中都只能填在矩形的格子里。如果某个屋顶格是 X，对角也会是 X，另外两个角就是 Y：构成致命模式。所以可以把 X 从这两个屋顶格中删去。</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>由强链撑起、可能变成致命的矩形：删去一个候选数。</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>分布在两个宫中的矩形四格都含 X 和 Y，其中一个角只有这两个数。看它的对角：如果在这个角所在的行和列中，X 只能填在矩形的格子里，这个角就不能是 Y，否则 X 会填满另外两个角，四格就会致命。把那里的 Y 删去。</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>矩形中已解出的三个角与第四个角会构成致命模式：删去那个数字。</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>分布在两个宫中的矩形，有三个角填的是玩家填入的数字（不是已知数），X 和 Y 呈矩形的模式。如果第四个角填入补全该模式的数字，四格中的 X 和 Y 就可以对调，题目就会有两个解。所以把那个数字从第四个角删去。</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>差两个填入的数字就会致命的矩形，带有一个共同的额外数字。</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>矩形的两个角填的是玩家填入的数字（不是已知数）；另外两个角各含有会使模式致命的那个数字，外加同一个额外数字 Z。它们不能都填致命的数字，所以其中一个是 Z，同时能看到两者的格子不能是 Z。</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>由同一个数字的强链和弱链交替组成的链。</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>从含有某个数字的一格出发，沿着这个数字走：先走强链（在单元中仅有的另一个位置），再走弱链（单元中的另一个位置），如此交替，始终是同一个数字，并以强链结束。无论第一格是不是这个数字，链的两端中总有一端是它。同时能看到两端的格子不能填这个数字。</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>由双值格组成的链：一端或另一端是这个数字。</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>把恰好有两个候选数的格子连起来，每格与下一格共有一个数字并且能看到它。如果第一格不是 Z，它就是另一个数字，这会迫使下一格，依此沿着链推下去，直到最后一格是 Z。所以当两端都含 Z 时，其中一端是 Z，同时能看到两端的格子不能是 Z。</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>由含有同样两个数字的格子组成的链：相隔奇数的两端不同。</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>一条链上的格子都只有同样的两个数字，每格都能看到下一格，那么这两个数字交替出现：每隔一格数字相同。相隔奇数个链接的两格数字不同，所以合起来两个数字都有。同时能看到这两格的格子，这两个数字都不能填。</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>首尾相接的链：环上的每条弱链都变成强链。</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>强链和弱链交替、回到起点且交替没有中断的链就是一个环：其中每条弱链在两个方向上都成立。所以在弱链经过的每个单元中，它的两端必有一端为真，该数字从这个单元的其他格子中删去；两个候选数由弱链相连的格子删去其他候选数。</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>在一格处断开的环：那个候选数为真或为假。</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>一条从同一个候选数出发并回到它的链，有一处是两条同类链相遇。如果在那里相遇的是两条强链，说明假设这个候选数为假会推出它为真：填入它。如果是两条弱链，说明假设它为真会推出它为假：删去它。</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>在任意候选数上的交替推理链：它的两端必有一端为真。</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>跨越不同格子和数字，交替地沿着强链和弱链走：强链可以是一个数字在单元中的两个位置，也可以是一个双值格的两个候选数。以强链开始并以强链结束的链，至少有一端为真。如果两端是同一个数字，同时能看到两端的格子删去它；如果两端是互相可见的格子中的不同数字，每端的格子都删去另一端的数字。</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>带区块节点的连续环。</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>部分节点为区块的连续环：区块是指一个数字在一个宫中位于同一行或同一列上的那些位置，合起来作为一个节点（这个数字在其中之一）。这个环的作用与不带区块时一样：它的弱链在两个方向上都成立，每条都清理它所在的单元。</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>带区块节点的不连续环。</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>部分节点是一个数字在一个宫中沿同一条线的位置所组成的区块的不连续环。与不带区块时一样，环断开处的候选数，在两条强链相遇时填入，在两条弱链相遇时删去。</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>带区块节点的交替推理链。</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>部分节点是一个数字在一个宫中沿同一条线的位置所组成的区块的交替推理链：当这个数字在区块的某一格中时，区块为真。链的一端为真，所以能同时看到两端的候选数都可以删去。</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>假设一个候选数会导致矛盾，所以它为假。</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>假设一个候选数为真，顺着它迫使的结果一步一步地推下去。如果推出了不可能的局面（某格没有候选数、某个数字在一个单元中出现两次、某个数字在一个单元中无处可填），说明假设是错的：删去这个候选数；如果是假设它为假导致盘面崩溃，就填入它。</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>一格或一个单元中的每一种选择都导致同一个结果。</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>取一格的候选数（或一个数字在某个单元中的位置）：其中必有一个为真。逐个分支地推出每一种情况所迫使的结果。如果每个分支都在同一格填入同一个数字，或删去同一个候选数，那么无论哪种选择正确，这个结果都成立。</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>分支相互结合的强制链：导致盘面崩溃的假设。</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>与强制链（矛盾）相同，但结果以网的形式推进：一个结论可能需要前面多个结论共同成立（例如其他候选数都已被删去的格子）。当从某个假设出发的网推出不可能的局面时，这个假设为假。</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>每一种选择通过网都导致同一个结果。</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>用网进行的强制链（共同结论）：对一格的每个候选数（或一个数字在某个单元中的每个位置），把它的所有结果结合起来推进。每个分支都得到的填数或删除就是成立的。</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>一条线与一个宫相交处的格子，分成线上和宫中的两个数组。</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>取一行（或一列）与一个宫相交处的两三格，它们的候选数比格子数至少多两个。在这条线的其余部分找一个用到其中部分数字的双值格或待定数组，在宫的其余部分找另一个用到其余数字的，两者没有共同的数字。相交处的格子需要两边的数字，所以线上的数组使它的数字不出现在这条线的其余部分，宫中的数组使它的数字不出现在宫的其余部分：把它们从那里删去。</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>由一个限制公共数相连的两个待定数组。</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>待定数组（ALS）是一个单元中的 N 个格子，共有 N+1 个候选数：去掉任意一个数字，其余的就锁定了。取两个这样的组，以及两组都含有的数字 X，且一组中 X 的所有格子都能看到另一组中 X 的所有格子（限制公共数）：X 最多只在一组中，所以另一组锁定。如果两组还都含有数字 Z，其中一组必填 Z，所以能看到它们所有 Z 格的格子不能是 Z。</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>像 XY 翼那样排列的三个待定数组。</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>一个作为枢纽的待定数组，与一组有限制公共数 X，与另一组有限制公共数 Y。枢纽不能同时失去 X 和 Y，所以两个翼组中必有一组锁定。如果两个翼组都含有数字 Z，其中一组必有它，能看到它们所有 Z 格的格子不能是 Z。</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>由限制公共数相连的一串待定数组。</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>把待定数组一个接一个地连起来，每组与下一组由一个限制公共数相连（每处连接的数字不同）。如果第一组不锁定，下一组就锁定，依此类推，所以第一组或最后一组锁定。两端的组都含有的数字 Z 必在其中之一：能看到所有这些 Z 格的格子删去 Z。</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>一个茎格，它的每个候选数都会锁定一个花瓣组。</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>一个茎格有几个候选数；对每个候选数，都有一个待定数组（花瓣）在都能看到茎格的格子中含有这个数字。无论茎格填什么，对应的花瓣都会失去这个数字而锁定。如果每个花瓣都含有数字 Z，其中必有一个填 Z，所以能看到所有花瓣中 Z 格的格子不能是 Z。</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>只有某些数字组合能填满一个笼子：其他候选数删去。</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>杀手数独中一个笼子的格子加起来等于它的和，且数字不重复。列出和为这个数、且与格子候选数相符的不同数字的组合（每格都必须能填组合中的一个数字）。不属于任何组合、或在任何组合中都放不进去的候选数删去。例如，两格之和为 17，只能是 8 和 9。</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>笼子的每种组合都含有的数字，锁定在它的格子中。</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>如果仍能填满笼子的每种组合都含有同一个数字，笼子就会在能填这个数字的格子之一中含有它。当这些格子同在一个单元中，或者笼子外的某格能看到它们全部时，这个笼外的格子就不能填这个数字：把它从那里删去。</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>45 法则：一个单元的数字之和为 45，所以其中的笼子之外的格子的和是已知的。</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>每一行、每一列、每一宫的和都是 45。把完全位于一个单元（或相邻的两三条线）内的笼子加起来：它们之外剩下的一两格（内格）就是 45 的余数。或者把覆盖该单元的笼子加起来：伸出去的格子（外格）之和就是超出 45 的部分。知道一格的和就能填入它；知道两格的和，就删去没有搭档能凑成这个和的候选数。</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>宫区块摒除删数后，某数字在另一个宫里只剩一个位置：填入它。</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>先找宫区块摒除：某数字在一个宫内只能填在一条线上，于是从这条线的其余部分删去它。再沿这条线看它穿过的其他宫：若其中某宫里该数字只剩一个位置，就填在那里。删数不必写下来：这是透过区块看到的隐性唯一。</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>行列区块摒除删数后，某数字在另一条线上只剩一个位置：填入它。</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>先找行列区块摒除：某数字在一行或一列中只能填在一个宫内，于是从这个宫的其余部分删去它。再看穿过这个宫、与第一条线平行的其他线：若其中某条线上该数字只剩一个位置，就填在那里。</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>隐性数对删数后，另一个数字在该区域里只剩一个位置：填入它。</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>先找隐性数对：两个数字在某区域里只能填在同样的两个格子，这两格便不能填其他数字。原本能填进其中一格的第三个数字失去了这个位置；若它在该区域里只剩一个位置，就填在那里。</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>隐性三数组删数后，另一个数字在该区域里只剩一个位置：填入它。</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>先找隐性三数组：三个数字在某区域里只能填在同样的三个格子，这三格便不能填其他数字。原本能填进这些格子的其他数字失去了这些位置；若它在该区域里只剩一个位置，就填在那里。</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>45法则剩下三到七个和已知的格子：把它们当作一个笼子。</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>和内外格一样，把完全位于一个单元（或相邻的两三条线）内的笼子，或覆盖该单元的笼子加起来。剩下或伸出去的格子有三到七个时，它们的和就像笼子的和一样已知，尽管它们并不构成笼子：算出哪些候选数能填满它们。若其他格子无论怎样选候选数都凑不成这个和，该候选数就删去；互相能看到的格子须填不同数字。</translation>
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
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>直观区块摒除（宫）</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>直观区块摒除（行列）</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>直观隐性数对</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>直观隐性三数组</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>虚拟笼子</translation>
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
