<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>数独について</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sudoku&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;数独&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. There is no warranty.</source>
        <translation>GNU 一般公衆利用許諾書のバージョン 3、または（あなたの選択により）それ以降のバージョンに基づくフリーソフトウェアです。無保証です。</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Qt %1 でビルド、Qt %2 で実行中。</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>数独を遊び、解き、学べます。%1から%2まで %n 段階の難易度の問題、テクニック名を示して手順を説明するヒント、専用スレッドで動くので盤面が固まらないソルバー、印刷とエクスポート、そして同じエンジンをコマンドラインで使える sudoku-cli。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>アニメーションには少なくとも 1 つのフレームが必要です。</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>フレームが予告された数より多くあります。</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>PNG エンコーダーが予期しない画像を返しました。</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>フレームのサイズまたはカラー形式が異なります。</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>%2 フレーム中 %1 フレームを書き込みました。</translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>%1 で解いています…</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>%1 で解いています… %2 ノード、%3 秒</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>%1 で解きました（%2）。</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>盤面にはすでに解答が表示されています。</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>この問題には解が複数あるため、表示できる唯一の答えがありません。</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>1 つ表示</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>複数ある解の 1 つです。%1 で見つけました（%2）。</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>この問題には解がありません（%1）。</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>この問題は正しくありません: %1。</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>%1 後に探索を中止しました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 ノード、%2 ミリ秒</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 ノード、%2 秒</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>これ以上ヒントはありません。</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>ヒントなし: この問題は解がちょうど 1 つではありません。</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>チェックできません: この問題は解がちょうど 1 つではありません。</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>今のところ盤面の数字はすべて正しいです。</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>%n 個の入力が解答と一致しません。マスの隅に印を付けました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>修正する</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>削除する</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>%1 を %2 に移動できません: %3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>%1 を退避できません: 損傷したコピーがすでに 1000 個、隣に保管されています。</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>行 %1</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>数独の盤面</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>盤面をクリックするか P を押すと再開します</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>行 %1、列 %2、ブロック %3</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>初期数字</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>入力した数字</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>空き</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>メモ %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>隅のメモ %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>%1 で色付け</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>メモ %1 を %2 で色付け</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>矛盾: 同じ行・列・ブロックに数字が重複しています</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>間違い</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>誤りとして印付け</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>ヒントで入力</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>「解く」で入力</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>行 %1、列 %2、領域 %3</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>合計 %1 のケージ内、マス %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>矛盾: 数字が同じグループ（行・列・ブロックなど）かケージの中で重複しているか、ケージの数字で合計が作れません</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>矛盾: 同じグループ（行・列・ブロックなど）に数字が重複しています</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>問題集を印刷</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>難易度(&amp;L):</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>1 ページあたりの問題数(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>問題のページ数(&amp;P):</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>最後に解答を付ける</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>プリンターに送る(&amp;P)</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>PDF として保存(&amp;D):</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>PDF ファイル</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>生成(&amp;G)</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>sudoku-booklet</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>問題集を保存</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>問題集を保存する PDF ファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Pseudocode</source>
        <translation>疑似コード</translation>
    </message>
    <message>
        <source>The algorithm in pseudocode; the highlighted line is what the step shown does</source>
        <translation>疑似コードで書いたアルゴリズム。強調表示された行が、表示中のステップの処理です</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Algorithms Side by Side</source>
        <translation>アルゴリズムの並列比較</translation>
    </message>
    <message>
        <source>Timeline by steps</source>
        <translation>ステップ単位のタイムライン</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>作業量単位のタイムライン（ノード）</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>ステップ: 各探索のすべてのイベントを同じペースで。作業量: 各探索で同じ数の配置（探索ノード）ずつ</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>このウィンドウを閉じる（Esc、Ctrl+W）</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>各盤面は、タイムラインの同じ位置までの探索を表示します。終了した探索は最後の状態のままです。Dancing Links は選択肢が最も少ない制約から、素朴な探索は読み順で次のマスから試します。</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>ステップ %L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>%L1 / %L2 ノード</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>終了: %1、%L2 ステップ、%L3 ノード</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>メモリー上限で停止</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>記録中… これまで %L1 ステップ</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>毎秒 %L1</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>ステップ %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>ノード %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>仮定 %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>行き止まり %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>深さ %1</translation>
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
        <translation>探索の深さの推移</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>ステップごとの探索の深さ: 各ピクセル列はそのステップ群の最小から最大の深さまでを表し、くぼみは探索が後戻りしたところです</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>深さ %1～%2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>色 %1、%2: クリックしてからマスをクリックします（または %1 を押して選択中のマスを色付け）。メモを Shift+クリックまたは右クリックすると候補数字を色付けします</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>色 %1、%2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>%1 を置く（残り %n 個）。初期数字を選択しているとき、または数字先行モードでは、%1 を選んでマスをクリックします</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>%1 は 9 個すべて配置済みです</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1、残り %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1、すべて配置済み</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 を開けません: %2。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>%1 を開けません: フォルダーです。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>%1 を開けません: 通常のファイルではありません（パイプ、デバイス、ソケットのいずれか）。</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>%1 を開けません: %2 より大きく、数独のゲームファイルとしては大きすぎます。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 を読み込めません: %2。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>%1 に書き込めません: %2。ディスク上は何も変更されていません。</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>%2 バイト中 %1 バイトしか書き込めませんでした</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1 は書き込まれましたが、読み戻せません: %2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1 は書き込まれましたが、ディスク上の内容が書き込んだ内容と異なります。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>%1 に書き込めません: フォルダーです。</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>%1 に書き込めません: 通常のファイルではありません（パイプ、デバイス、ソケットのいずれか）。</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>問題をエクスポート</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>SVG 画像</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <source> px</source>
        <comment>image size unit</comment>
        <translation> px</translation>
    </message>
    <message>
        <source>Image &amp;size:</source>
        <translation>画像サイズ(&amp;S):</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>解答を含める</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>自分の進行状況（入力、メモ、色）を含める(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>ファイル(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>sudoku</source>
        <comment>default export file name</comment>
        <translation>sudoku</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>エクスポート先のファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>問題が解けました</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>解けました！</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>プレイ時間</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>難易度:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>ヒント:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>チェック:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>間違い:</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>自己ベスト:</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>連続記録:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>統計(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>自作の問題</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · 評価 %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>%1 のデイリーパズル · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>記録されません: 統計はオフです</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>記録されません</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>%1の自己ベスト更新！ これまでは %2 でした。</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>%1の自己ベスト更新！</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%1の記録は %2（助けを借りたゲームはベストタイムになりません）</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>まだありません（助けを借りたゲームはベストタイムになりません）</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%2の記録は %1（今回: %3）</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>デイリーパズルの連続日数: %1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>%1で連続クリアしたゲーム数: %2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>連続クリアしたゲーム数: %1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1（プレイ中は非表示）</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>自動生成された問題の難易度では記録しますが、自作の問題では記録しません</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>選んだ難易度の新しい問題を始めます</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>新しいゲームのオプション(&amp;G)…</translation>
    </message>
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>新しい問題の難易度と初期数字の対称性を選びます</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>最初からやり直す(&amp;R)</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>入力とメモをすべて消します（元に戻せます）</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>問題を入力(&amp;E)…</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>プレイ開始(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>問題を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>問題をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>盤面を隠して時計を止めます</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>消去(&amp;E)</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>選択中のマスを消去します（Delete、Backspace または 0）</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>メモ(&amp;N)</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>数字をメモとして入力します（N。または Shift を押しながら数字を入力）</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>色付け(&amp;C)</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>マスと候補数字を色付けします（C）: 数字キーかクリックで塗り、Shift+数字またはメモの右クリックで候補数字を塗ります</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>数字先行(&amp;D)</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>数字パッドかキーで数字を選んでから、マスをクリックして配置します（D）</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>すべての候補数字を記入(&amp;F)</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>すべてのメモを消去(&amp;O)</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>すべての色を消去(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>段階的なヒント: テクニック、見る場所、理由、そして適用（助けとして数えられます）</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>チェック(&amp;C)</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>解答と一致しない入力すべてに印を付けます（助けとして数えられます）</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>解く(&amp;S)</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>選んだソルバーで見つけた解答を表示します（元に戻せます）</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>中止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>探索を中止するか、ヒントを閉じます</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive: 元になったプログラムの行ごとのバックトラック（難しい問題では遅い）</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs: ビットボード、シングル、候補数最少優先の探索</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx: 完全被覆行列に対する Knuth の Dancing Links</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>メッセージまたはヒントへ移動(&amp;G)</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>キーボード操作を盤面と、横にあるメッセージやヒントのボタンとの間で切り替えます（F6）。Tab でボタン間を移動します</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>数独について(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>プレイしたゲーム数、ベストタイムと平均タイム、連続記録、ゲームの履歴</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>デイリーパズル(&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>選んだ難易度の今日の問題: 全員共通で、毎日新しくなります</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>候補数字グリッド(&amp;P)</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>候補数字付きの局面を、HoDoKu や Sudoku Explainer が読める形式で（メモのないマスにはすべての候補数字が入ります）</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>メモをエクスポート(&amp;M)…</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>再開(&amp;U)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>一時停止(&amp;U)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>元に戻す: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>やり直し: %1</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>座標を表示</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>盤の端に行 r1–r9 と列 c1–c9 の見出しを付けます。ヒントのマスの呼び方と同じです (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>%1 のメモ</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>ここでチェックした数字のメモだけを表示します (Alt+数字)。ほかのメモはゲームに残り、見えないだけです</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>候補が二つのマスだけ</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>メモがちょうど二つのマスのメモだけを表示します (Ctrl+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>すべてのメモを表示</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>候補フィルターを解除します (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>チェックポイントを設定(&amp;K)</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>推測する前の局面を記録して、後で戻れるようにします (Ctrl+M)</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>名前付きチェックポイントを設定…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>好きな名前を付けて局面を記録します (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>チェックポイントに戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>最新のチェックポイントに戻ります。元に戻すで取り消せる 1 手として扱われます (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>すべてのステップ(&amp;A)</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>今使える論理的なステップをすべて一覧にし、盤面に描いたり適用したりします (Ctrl+Shift+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>解法の手順(&amp;P)</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>この局面からの論理的な解法全体を一手ずつ示し、盤面で確かめたり、あるステップまで進めたりします (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>残りの難易度を表示</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>一手ごとに残りのパズルを評価し、ステータスバーに表示します: 局面をひとつのパズルとみなしたレベルと評価</translation>
    </message>
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>チェーンの記法を表示</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>チェーンのヒントの下に、そのチェーンを HoDoKu や Sudoku Explainer の記法で表示します: (7)r1c2=(7)r1c8-(7)r4c8。&apos;=&apos; は強リンク、&apos;-&apos; は弱リンクです</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>テクニック(&amp;T)</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>すべての解法テクニックを例とともに解説します</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>テクニックの練習(&amp;H)…</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>選んだテクニックが解くのに必要な問題で、それを学んだり練習したりします</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>ファイルの次の問題(&amp;F)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>ゲームを自動保存できません。%1 数独を開いている間はゲームはここに残ります。「名前を付けて保存」で別の場所にコピーを保存できます。</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>ゲームの自動保存が再開されました。</translation>
    </message>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>問題を入力中 · 初期数字: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>自作の問題 · %1</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>自作の問題</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>%1 のデイリーパズル · %2</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · 新しい問題</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · 付属の問題集から</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · 評価 %2</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>試行錯誤が必要 · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>解は 1 つ · %1</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>解は 1 つ</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>解が複数</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>不正な問題</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 進行中のゲームはそのまま続きます。</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>前回のゲームを復元できませんでした。%1 退避することもできませんでした（%2）。新しいゲームを始めました。</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>前回のゲームを復元できませんでした。%1 %2 として保管し、新しいゲームを始めました。</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>これはすでに今日の%1のデイリーパズルです。</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>新しい問題を作れませんでした（%1）。この問題は付属の問題集からのものです。</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>この難易度の問題はインストールされていません。</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>問題の初期数字を入力してから、「プレイ開始」を選んでください。問題が正しくない場合や解がちょうど 1 つでない場合は、盤面がすぐに知らせます。</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>プレイ開始</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>この問題は正しくありません: %1。</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>クリップボードに問題がありません: %1 行目、%2。</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>クリップボードに問題がありません: %1。</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1 は問題ファイルとしては大きすぎます。</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>問題が見つかりません</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>%1 に問題がありません: %2。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2。</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>現在のゲームを放棄しますか？</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>ゲームを放棄(&amp;A)</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>この問題には解が複数あります。解が 1 つになるまで初期数字を追加してください。</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>この問題には解がありません。</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>この問題の解はちょうど 1 つです。ゲームをお楽しみください！</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>お見事！ %1 で解けました。</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>%1 で解けました。助けあり（ヒント: %2、チェック: %3）。</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>プレイ中に間違いが表示されていました（間違い: %1）。</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>統計ファイルのロックが解除されました: その間にプレイしたゲームも記録されました。</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>入力中の問題を破棄しますか？</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>これまでに入力した初期数字は失われます。</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>問題を破棄(&amp;D)</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>進行中のゲームは失われます。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>次の問題を開けません: %1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>問題 %2 を開いた後に %1 が変更されました: 問題は %3 問でしたが、今は %4 問です。</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>問題 %1 がありません。</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>問題 %1 / %2 を読み込めません: %3。</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>フィールド「%1」がないか、型が正しくありません</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>フィールド「%1」が範囲外です</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>フィールド「%1」が 81 マスではありません</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>フィールド「%1」にマスを表さない文字があります</translation>
    </message>
    <message>
        <source>the corner marks do not have 81 cells</source>
        <translation>隅のメモが 81 マスではありません</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>隅のメモに 1～9 以外のものがあります</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>マスの色が 81 マスではありません</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>マスの色が 1～%1 のどれでもありません</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>候補数字の色が 81 マスではありません</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>候補数字の色が壊れています</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>数独のゲームファイルではありません: 空です。</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>数独のゲームファイルではないか、壊れています（バイト %2 で %1）。</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>数独のゲームファイルではありません: JSON ですが、ゲームではありません。</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>数独のゲームファイルではありません。</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>このゲームは新しいバージョンの数独で保存されました（ファイルバージョン %1）。</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>ファイルバージョンがありません</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>ゲームモードが不明です</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>メモが 81 マスではありません</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>初期数字と入力が両方あるマスがあります</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>メモがテキストではありません</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>メモに 1～9 以外のものがあります</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>難易度が不明です</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>デイリーパズルの日付が日付ではありません</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>ゲーム ID が空か長すぎます</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>元に戻す履歴が長すぎます</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>元に戻す履歴が壊れています</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>ゲームファイルが壊れています: %1。</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>%1 を開けません。%2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>「解く」で入力したマスが 81 マスではありません</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>「解く」で入力したマスに数字がありません</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>「解く」で入力したマスが壊れています</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>ルールが長すぎます</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>ルールが壊れています（%1）</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>ルールに数字が含まれています</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>このゲームのチェックポイントは壊れているため読み込みませんでした。</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>チェックポイント %1 (%2 個を超えています)</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>チェックポイント %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>81 マスのチェックポイントではありません</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>マスが壊れています</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>壊れたチェックポイントを読み込みませんでした: %1。</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>%2 に %1 を置く</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 を消去</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>%2 に隅のメモ %1</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>%2 から隅のメモ %1 を削除</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>%2 にメモ %1</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>%2 からメモ %1 を削除</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>%1 を色付け</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>%1 の色を削除</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>%2 の候補数字 %1 を色付け</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>%2 の候補数字 %1 の色を削除</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>%1 の色を削除</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>すべての色を消去</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>すべての候補数字を記入</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>すべてのメモを消去</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>最初からやり直す</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>盤面を消去</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>解く</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>ヒント: %2 に %1</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>誤った入力を削除</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>ヒント: 候補数字を削除</translation>
    </message>
    <message>
        <source>Fix mistakes</source>
        <translation>間違いを修正</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>チェックポイント %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>%1 に戻る</translation>
    </message>
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>チェックポイント「%1」を設定</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>チェックポイント「%1」を削除</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Techniques</source>
        <translation>テクニック</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>テクニックを絞り込む</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>難易度別のテクニック</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>例</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>テクニックの最初のステップの直前の局面と、そのステップの図</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>例のステップ</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解説</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>キラー数独</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>テクニックを選ぶと、その説明と例が表示されます。</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>難易度: %1。解がちょうど 1 つの問題でのみ使えます。</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>難易度: %1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>例を作成しています…</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>このテクニックには例がありません: 例を作るために行った探索で、問題生成器がこのテクニックの例を出しませんでした。</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>問題生成器のある問題で、最初の %1 の直前の局面:</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>問題生成器のある問題で、%1 が使える局面:</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>次へ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>適用(&amp;A)</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>ヒントをさらに表示（H）</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>ヒントを閉じる（Esc）</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>前の分岐</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>次の分岐</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>フォーシングチェーンの前の分岐を表示（Page Up）</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>フォーシングチェーンの次の分岐を表示し、最後の分岐の後はそれらが証明することを表示（Page Down）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>what a screen reader says of a hint&apos;s stage: the technique, then the stage&apos;s text</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>Place %1 in %2.</source>
        <translation>%2 に %1 を置きます。</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%2 から %1</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>%1 を削除します。</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>No technique applies</source>
        <translation>使えるテクニックがありません</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>%1 は %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>%1 は %2 ではない</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1 は %2 のどれかにある</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1 は %2 のどこにもない</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>このゲームが知っているテクニックでは、ここから先に進めません。解答から数字を 1 つ表示できます。</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>候補数字が最も少ないマス %1 を、解答で埋めることができます。</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>解答では %2 は %1 です。</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>次の一手ではテクニック「%1」を使います。もう一度ヒントを押すと、見る場所が表示されます。</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>%1 を見てください。もう一度ヒントを押すと、マスと理由が表示されます。</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>分岐 %1/%2: %3。これがすでに結論です。</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>分岐 %1/%2: %3 ならば、%4。</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>%1 個の分岐をまとめると: %2%3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>reasoning and effect</comment>
        <extracomment>the reasoning, then what the step does: two sentences; Chinese joins them without a space</extracomment>
        <translation>%1%2</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution</source>
        <translation>
            <numerusform>%n 個の入力が解答と一致しません</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>%n 個のマスで、メモから正しい数字が消えています</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>ヒントの前に: %1（マスの隅に印を付けました）。これを前提にしたヒントは、誤ったことを教えてしまいます。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two of a list of alternatives</comment>
        <translation>%1 または %2</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>ALS（ほぼロックされたセット）%1 と %2 は 2 つの制限付き共通候補 %3 を共有しています。それぞれがちょうど 1 つを含むので、どちらも残りの数字でロックされます。あるセット内のある数字のマスをすべて見ているマス（共有する数字なら両方のセット内のすべて）は、その数字になりません。</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>ALS %1 と %2 は制限付き共通候補 %3 を共有しています。それを含められるのは片方だけなので、もう片方はロックされ、どちらかが %4 を含みます。両方の %4 をすべて見ているマスは %4 ではありません。</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>ALS %1 は制限付き共通候補 %2 で順につながっています。最初のセットが %3 でなければ、各セットが順にロックされ、最後のセットが %3 になります。したがって、最初と最後のセットの %3 をすべて見ているマスは %3 ではありません。</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%2 に %1</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>%1 の各候補数字（%2）は、ある ALS 内のその数字のマスをすべて見ています: %3。%1 が何であっても対応するセットがロックされるので、どれかが %4 を含みます。それらの %4 をすべて見ているマスは %4 ではありません。</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>%1 以外の空きマスはすべて候補数字が 2 つです。%1 は %2 でなければなりません。そうでなければ、この問題の解はちょうど 1 つになりません。</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>%1 の強リンクが %2 と %3 を 2 つのグループに分け、一方のグループが %1 です。したがって両方のグループを見ているマスは %1 ではありません。</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>%1 の強リンクが %2 と %3 を 2 つのグループに分けます。一方のグループの 2 マスが互いに見えているので、そのグループは %1 ではありません。</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>%1 の強リンクは 2 つのクラスターを作り、それぞれが 2 色に分かれ、その一方が %1 です。別々の色の %2 と %3 が互いに見えているので、どちらかのクラスターのもう一方の色が %1 です。その 2 色を両方見ているマスは %1 ではありません。</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>%1 の強リンクは 2 つのクラスターを作り、それぞれが 2 色に分かれ、その一方が %1 です。%2 はもう一方のクラスターの 2 色を両方見ていて、そのどちらかが %1 なので、%1 ではありません。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>%1 では、%2 は %3 にしかありません。それらの %2 が %3 に 1 つずつ入るので、%3 の他の場所には %2 が入りません。</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>%1 のフィン付きフィッシュ 2 つが %2 を共有しています: 一方は %3 で、もう一方は %4 でカバーされます（フィン %5）。それぞれが、自分のカバーラインのうちフィンをすべて見ている候補数字を削除します。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>%1 では、%2 はフィン %4 を除いて %3 にしかありません。フィッシュが成り立つか、フィンが %2 かのどちらかなので、%3 のうち %1 の外にあってフィンを見ているマスは %2 ではありません。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>%1 では、%2 はフィン %4 を除いて %3 にしかありません。フィッシュが成り立つか、どれかのフィンが %2 かのどちらかなので、%3 のうち %1 の外にあってフィンをすべて見ているマスは %2 ではありません。</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>%1 では、%2 は %3 にしか入れず、それらは %4 にも含まれます。したがって %4 の他の場所には %2 が入りません。</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1、%2、%3 は %4 しか持ちません。%5 もこの 2 つの数字のどちらかだとすると、4 つの角で数字を入れ替えられてしまい、解が 2 つになります。したがって %5 はどちらでもありません。</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%3 のどれかが唯一の余分な数字 %4 でない限り、%1 は %2 のデッドリーパターン（解が 2 つになる形）になります。したがってそれらすべてを見ているマスは %4 ではありません。</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%3 のどれかに余分な数字が入らない限り、%1 は %2 のデッドリーパターンになります。それらは %4 とともに %5 で余分な数字のネイキッドサブセットを作るので、そこでは他の場所にこれらの数字が入りません。</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1 は %2 のデッドリーパターンになります。%3 では %4 が %5 にしかないので、どちらかが %4 で、どちらも %6 にはなれません。</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1 は %2 のデッドリーパターンになります。%3 では %4 が長方形の中にしかないので、一方の対角線を占めます。%5 の対角線ではありません。そうでなければ、もう一方の対角線がパターンを完成させてしまいます。</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>%1 は %2 しか持たず、%3 と %4 では %5 が長方形の中にしかありません。%6 が %7 だとすると、%5 は %8 と %9 に入り、%1 は %7 になります: デッドリーパターンで、解が 2 つです。したがって %6 は %7 ではありません。</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 と %2 には %3 が入っています（初期数字ではありません）。%4 と %5 がこれらの数字を交差して持つと、4 マスで数字を入れ替えられてしまい、解が 2 つになります。したがって %6 は %7 ではありません。</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 と %2 には %3 が入っています（初期数字ではありません）。%4 と %5 がこれらの数字を交差して持つと、4 マスで数字を入れ替えられてしまい、解が 2 つになります。したがってどちらかが %6 で、両方を見ているマスは %6 ではありません。</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>%1 は %2 と %3 でそれぞれ 2 か所にしか入らず、%4 で共通の底辺を持ちます。したがって %5 か %6 が %1 で、両方を見ているマスは %1 ではありません。</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>%1 は %2 と %3 でそれぞれ 2 か所にしか入らず、%4 でつながっています（%5、%6）。したがって %7 か %8 が %1 で、両方を見ているマスは %1 ではありません。</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>%1 が %2 でなければ %3 が %2（%4）、すると %5 は %2 ではなく（%6）、すると %7 が %2（%8）です。したがって %1 か %7 が %2 で、両方を見ているマスは %2 ではありません。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>%1 では、%2 は %3 と %4 にしかありません。%5 が %2 でなければ %6 が %2（%7）となり、%1 の %2 はその 2 本のうちもう一方に残り、そこは %8 からも見えます。いずれにしても %8 は %2 ではありません。</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>%1 の 2 ストリングカイト 2 つが、%2 の同じ 2 マス %3 と %4 で交わっています。各マスの行のリンクは一方のカイトに、列のリンクはもう一方に属します。それぞれのカイトが自分の候補数字を削除します。</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>%1 では、%2 は %3 と %4 にしかありません。このエンプティレクタングルは 2 本の強リンク %5=%6 と %7=%8 と組み合わさり、それぞれが別々に候補を削除します。</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1 は %2 の最後の空きマスで、%3 は %2 にまだない数字です。</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>%1 では、%2 は %3 にしか入りません。</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1 は %2 に残った唯一の候補数字です。他の数字はすべて、そのマスの行・列・ブロックにあります。</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>%1 では、%2 は %3 にしか入りません。したがってそれらのマスには他の数字は入りません。</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>%1 には合わせて %2 しかないので、%3 ではこれらの数字は他の場所に入りません。</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>ピボット %1、ピンサー %2 と %3（%4）: ピボットが何であっても、どちらかのピンサーが %5 です。したがって両方のピンサーを見ているマスは %5 になりません。</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>ピボット %1、ピンサー %2 と %3（%4）: ピボットが何であっても、ピボットかどちらかのピンサーが %5 です。したがって 3 つすべてを見ているマスは %5 になりません。</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>%1 には %2 が入りません</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>ケージの空きマス %1 は異なる数字で合計 %2 になり、埋められる組み合わせは %3 だけです。どの組み合わせにも %4 が含まれ、ケージの中で %4 が入れるのは %5 だけです。したがって %6。それらのマスはそのすべてを見ているからです。</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>ケージ %1 は異なる数字で合計 %2 になります。各マスにまだ入りうる数字で埋められる組み合わせは %3 だけです。したがって %4。</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>ケージの空きマス %1 は異なる数字で合計 %2 になります（ケージの合計から %3 の数字を引いた値）。各マスにまだ入りうる数字で埋められる組み合わせは %4 だけです。したがって %5。</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>%1 の数字の合計は %2（それぞれ 45）で、その中に完全に収まるケージの合計は %3 です。したがって、残りのマス %4 の合計は %5 です。</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 %2 の数字を引くと、%3 は %4 です。</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 したがって %2 は %3 です。</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 %2 の数字を引くと、2つの空きマスの合計は %3 です。もう一方のマスのどの候補でも合計にならないので、%4。</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 もう一方のマスのどの候補でも合計にならないので、%2。</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>%1 の数字の合計は %2（それぞれ 45）で、そこにはみ出して入るケージの合計は %3 です。したがって、それらのケージの外側のマス %4 の合計は %5 です。</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>%1 のケージ（合計 %2）を見てください。もう一度ヒントを押すと、マスと理由が表示されます。</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>ALS %1 は %2 と制限付き共通候補 %4 を、%3 と %5 を共有しています。%1 は自分の数字のうち 1 つしか欠けていないので、%4 か %5 を含みます: すると %2 に %4 がないか %3 に %5 がないかのどちらかで、そのセットはロックされて %6 を含みます。%2 と %3 の両方の %6 をすべて見ているマスは %6 ではありません。</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>%1 が %2 だとすると、そこからの %3 本のリンクのループによって、%1 から %2 が再び除外されます。したがって %1 は %2 ではありません。</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>%1 が %2 でないとすると、そこからの %3 本のリンクのループによって %2 に戻ります。したがって %1 は %2 です。</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>%1 が %2 だとすると、そこからの %3 本のリンクのループによって %1 は %4 にもなってしまいます。したがって %1 は %2 ではありません。</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>%1 が %2 だとすると %3 ではなくなり、そこからの %4 本のリンクのループによって %1 から %2 が除外されます。したがって %1 は %2 ではありません。</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>%1 の %2 本のリンク（強リンクと弱リンクが交互）のチェーンが %3 から %4 まで続きます: %3 が %1 でなければ %4 が %1 です。2 つのどちらかが %1 なので、両方を見ているマスは %1 になりません。</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>それぞれ候補が 2 つの %1 マスのチェーンが %2 から %4 まで続き、各マスは次のマスを見ています: %2 が %3 でなければ各マスが次のマスを決め、%4 が %3 になります。2 つのどちらかが %3 なので、両方を見ているマスは %3 になりません。</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 は %2 しか持たず、チェーンに沿って各マスが次のマスを見ているので、2 つの数字が交互に入ります。リンク数が奇数だけ離れた 2 マスを両方見ているマスは、どちらの数字にもなりません。</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>%1 本のリンクのループは閉じています: 各弱リンクはちょうど一方の端が真です。したがって弱リンクの数字は、その両端を見ているすべてのマスから消え、強リンクで出入りするマスにはその 2 つの数字しか残りません。</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>%1 本のリンクのチェーンが %2 から %4 まで続きます: %2 が %3 でなければ %4 が %3 です。2 つのどちらかが %3 なので、両方を見ているマスは %3 になりません。</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>%1 本のリンクのチェーンが %2 から %4 まで続きます: %2 が %3 でなければ %4 が %5 です。この 2 マスは互いに見えているので、%2 は %5 になれず、%4 は %3 になれません。</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 が %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 が %2 ではない</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>%1 のどれも %2 ではない</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1: 仮定の反対</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>%1 が %2 であり、同時に %2 でないことになる</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>%1 が %2 の両方になる</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>%1 に入る数字がなくなる: %2 のすべてが除外される</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>%1 が %2 に 2 回入る（%3）</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>%1 が、互いに見えている %2 の両方に入る</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>%1 の入る場所が %2 になくなる: %3 から除外される</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>%1 は、ある行・列・ブロックでの最後の候補の場所 %2 のどこにも入れない</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1（これらが同時に成り立つことはない）</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>%1 と仮定します。そこからチェーンをたどると: %2。したがってこの仮定は誤りです。</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>%1 と仮定します。シングルで進めていくと: %2。したがってこの仮定は誤りです。</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>次のどれかは必ず正しい: %1。どれもチェーンによって同じ結論に至るので、%2。</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>次のどれかは必ず正しい: %1。シングルで進めると、どれも同じ結論に至るので、%2。</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>%1 と %2 が交わるところで、%3 は %4 を持ちます。%1 の %5 と %2 の %6 はこれらの数字を互いに 1 つも共有せず、%3 と合わせると、マスの数と入るべき数字の数が同じなので、それぞれの数字はこれらのマスに入ります。したがって %5 の数字は %1 の他の場所に入らず、%6 の数字は %2 の他の場所に入らず、%3 の数字のうちどちらも持たないものは、どちらの他の場所にも入りません。</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>%1 と %2 は %3 しか持ちません。%5 では、%4 は %1 を見ている %6 か、%2 を見ている %7 にしか入りません。したがって %1 と %2 のどちらかが %4 を見ていて %4 ではなく、%8 になります。%1 と %2 の両方を見ているマスは %8 ではありません。</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1 そのあと %3 に %2 を置きます。</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>%1 では、%2 は %3 にしか入れず、それらは %4 にも含まれます。したがって %4 の他の場所には %2 が入らず、%6 で %2 が入れるのは %5 だけになります。</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>%1 では、%2 は %3 にしか入りません。したがってそれらのマスには他の数字は入らず、%1 で %4 が入れるのは %5 だけになります。</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 %2 の数字を引くと、空きマスの合計は %3 です。他のマスのどの候補でも合計を作れないので (互いに見えるマスは異なる数字で)、%4。</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 他のマスのどの候補でも合計を作れないので (互いに見えるマスは異なる数字で)、%2。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>探索を可視化(&amp;V)</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>ソルバーがこの問題を探索する様子を 1 ステップずつ見ます（%1）</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>難易度を選んで新しいゲーム(&amp;L)</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>難易度を選んでデイリーパズル(&amp;Z)</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>盤面をコピー(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>アシスト(&amp;A)</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>ソルバー(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>問題</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>「解く」が使うソルバー</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>時間</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>%1の新しい問題を作成中…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>ソルバー: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>システムの言語(&amp;S)</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>%2 に %1 を置く(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>適用(&amp;A)</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1（一時停止中）</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · 間違い: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>数独のゲームと問題 (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>数独のゲーム (*.sudoku)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>問題: Simple Sudoku、SudoCue、候補数字グリッド、1 行形式 (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>ゲームを保存できませんでした。%1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>今終了すると、最後に保存してからプレイした内容は失われます。</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>それでも終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>選択中のマスに数字を置く</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+数字</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>メモを付ける/外す（Ctrl+数字でも可）</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>メモモード: 数字がメモになる</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>スナイダー記法</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Shift+数字: 隅のメモ、Ctrl+数字（またはメモモード）: 中央のメモ</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>色付け: 数字でマスを、Shift+数字で候補数字を色付け。マスをクリックして塗る、メモを Shift+クリックまたは右クリック</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>数字先行: 数字を選び（パッドまたはキー）、マスをクリックするか Space を押して配置</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>数字先行モードで: 選んだ数字を選択中のマスに置く</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>マスを消去</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>矢印、&lt;b&gt;Home&lt;/b&gt;、&lt;b&gt;End&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>移動、Ctrl+Home/End: 最初/最後のマス</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>盤面の横にあるメッセージの最初のボタンを押す（修正する、削除する、名前を付けて保存、新しいゲーム…）</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>キーボード操作を盤面の横のメッセージやヒントのボタンに移し、また戻す。そこでは Tab でボタン間を移動し、Space で押す</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>元に戻す、やり直し（Ctrl+Shift+Z または Ctrl+Y）</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>ヒント、チェック、解く、中止</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>もう一度 &lt;b&gt;H&lt;/b&gt;</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>ヒントの次の段階: テクニック、見る場所、理由、適用</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>ヒント内のフォーシングチェーンの前/次の分岐、その後にそれらが証明すること</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>ヒントを閉じる。色付けや数字先行を終了</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>すべての候補数字を記入</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>新しいゲーム、最初からやり直す、問題を入力、入力した問題のプレイ開始</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>新しいゲームのオプション: 難易度と対称性</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>問題を貼り付け、問題をコピー</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>開く、保存、名前を付けて保存</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>印刷、エクスポート</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>今日のデイリーパズル、統計</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>探索を可視化</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>探索ラボで</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Space&lt;/b&gt; 再生/一時停止、&lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; 1 ステップ戻る/進む、&lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; 問題/最後のステップ、&lt;b&gt;B&lt;/b&gt; 次の行き止まり、&lt;b&gt;S&lt;/b&gt; 次の解、&lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; 速く/遅く、&lt;b&gt;Ctrl+Shift+S&lt;/b&gt; 盤面を画像としてエクスポート、&lt;b&gt;Ctrl+Shift+F&lt;/b&gt; と &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; フレームまたはアニメーションをエクスポート、&lt;b&gt;Alt&lt;/b&gt;+下線付きの文字: そのボタンや入力欄</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>並列比較で</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; または &lt;b&gt;Ctrl+W&lt;/b&gt; ウィンドウを閉じる</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>メニューの下線付きの文字で: メニューを開く</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>このショートカット一覧、終了</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>メモをエクスポート</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>候補数字グリッド (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>メモをエクスポートできません</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1 にエクスポートしました。</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>問題集ができました（%n ページ）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>設定の保存が再開されました。</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>設定を保存できません。%1 保存できるようになるまで、変更した設定は数独を開いている間だけ有効です。</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>設定を保存できませんでした。%1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>今終了すると、数独の起動後に変更した設定は失われます。ディスクの空き領域を確保してから、もう一度お試しください。</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>再試行(&amp;T)</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>自動保存なし</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>設定未保存</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>統計オフ</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1 に保存しました。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
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
        <translation>%1の新しい問題（%2）を作成中…</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>候補フィルター</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>候補フィルターがこのマスの %1 のメモを隠しています。変更するには、すべてのメモを表示してください (%2)。</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>候補フィルターがこのマスのメモの一部を隠しています。消すには、すべてのメモを表示してください (%1)。</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>候補が二つのマス</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>候補が二つのマスの %1</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>メモ: %1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>行と列の見出し (r1–r9 と c1–c9、ヒントのマスの呼び方) の表示・非表示</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>候補フィルター: その数字のメモだけを表示 (複数の数字: それぞれのメモ、もう一度: その数字を外す)</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>候補フィルター: 候補が二つのマスのメモだけ、すべてのメモを再表示</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>チェックポイントへ移動(&amp;G)</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>チェックポイントを削除(&amp;T)</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 に戻る</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 を削除しました。</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>名前付きチェックポイントを設定</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>チェックポイントの名前:</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>チェックポイント %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>1 つのゲームのチェックポイントは最大 %1 個です。先にどれかを削除してください。</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 を設定しました。Ctrl+B でここに戻れます。</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 に戻りました。元に戻す (Ctrl+Z) で直前の局面に戻れます。</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>盤面はすでに %1 の状態です。</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>チェックポイントを設定、名前付きチェックポイントを設定、最新のチェックポイントに戻る (1 手として扱われ、Ctrl+Z で取り消せます)</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>すべてのステップ</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>解法の手順</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>「すべてのステップ」(今使えるすべてのステップ) と「解法の手順」の表示・非表示</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>「%1」を閉じる</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>「%1」を切り離す</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>残り: 評価中…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>残り: %1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>残り: 盤面に誤りがあるため評価なし</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>残りの難易度</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>次/前のブロック (ジグソーでは領域)</translation>
    </message>
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — 問題 %2 / %3 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>%3 の問題 %1 / %2 を開く</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>最後に開いた問題ファイルの次の問題</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>元に戻す</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>青緑</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>茶</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>完全被覆行列</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>マス r,c が埋まる</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>行 r に数字 d がある</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>列 c に数字 d がある</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>ブロック b に数字 d がある</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>完全被覆行列の列と各列に残る行: 灰色 = 被覆済み、赤 = 行が残っていない; 輪は選ばれた列、枠は取った行の列</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>対角線またはウィンドウに数字 d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>領域 g に数字 d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>対角線に数字 d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>ウィンドウ w に数字 d</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>メッセージを閉じる</translation>
    </message>
    <message>
        <source>Return on the board presses this button</source>
        <translation>盤面で Return を押すとこのボタンが押されます</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>シングルのみ: どの手順も、入る数字が 1 つしかないマスです。</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>フォーシングチェーンやフォーシングネット、または試行錯誤が必要です。</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>難易度(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>初期数字の対称性(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>バリエーション(&amp;V):</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>ポインティング、クレーミング、ネイキッドペアが必要です。</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>Xウイング、ソードフィッシュ、ヒドゥンペア、トリプル、XY(Z)ウイングが必要です。</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>ユニークネス、クアッド、ジェリーフィッシュ、スカイスクレイパー、2 ストリングカイト、カラーリング、短いチェーンが必要です。</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>ループ、チェーン、Wウイング、フィン付きフィッシュ、ALS、スー・デ・コックが必要です。</translation>
    </message>
</context>
<context>
    <name>NumberPad</name>
    <message>
        <source>Number pad</source>
        <translation>数字パッド</translation>
    </message>
</context>
<context>
    <name>PathPanel</name>
    <message>
        <source>%1. %2: %3</source>
        <comment>a solution path&apos;s step: number, technique, effect</comment>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>パズルは解けています。</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>解答まで %n ステップ。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>%n ステップの後、使えるテクニックがありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>解法の手順</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>ここまで進める(&amp;P)</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>選んだステップまでの手順を一手として実行します</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>手順をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>解法の手順をテキストとしてコピーします</translation>
    </message>
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>HoDoKu 形式でコピー(&amp;H)</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>解法の手順を HoDoKu のライブラリ形式で、1 行に 1 手順ずつコピーします。HoDoKu と sudoku-cli で読み込めます（クラシックの問題のみ: 1 行にはバリエーションのルールを書けません）</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>学ぶ(&amp;L): テクニックの難易度の問題を、その最初の手順の直前の局面で開きます</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>練習する(&amp;P): 次の難易度の問題を最初から</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>作成(&amp;G)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>テクニックの練習</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>テクニック</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>練習するテクニック</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>バリエーション(&amp;V):</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>テクニック(&amp;T)（問題の解法の手順がチェックしたもののうち少なくとも一つを使います）:</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>テクニックを選ぶと、それが何かを読めます。ヘルプ &gt; テクニック で、それぞれを例とともに説明しています。</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>テクニックを少なくとも一つチェックしてください。</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>%1 の問題はチェックしたテクニックを必要としません。その難易度か、より難しい難易度を選んでください。</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>作成中…</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>作成中… %n 個のランダムな盤面を試しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>%n 個のランダムな盤面から問題を作れませんでした。この難易度で解法の手順がこれらのテクニックを使う問題は、めったに、あるいはまったく作られません。もう一度試すか、ほかのテクニックや難易度を選んでください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>例</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>例題でそのテクニックを最初に使う直前の局面 (その手順を描画)</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>このテクニックの例はありません。</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>テクニックを選ぶと例が表示されます。</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤面</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>選択中のマスの行・列・ブロックを強調表示</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>選択中の数字があるマスとメモを強調表示</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>矛盾を表示（行・列・ブロック内の数字の重複）</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>数字を置いたら、その行・列・ブロックのメモからその数字を消す</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>メモ(&amp;P):</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>各数字をマス内の決まった位置に</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>隅と中央のメモ（スナイダー記法）</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>スナイダー記法では、Shift+数字で隅のメモ、Ctrl+数字（またはメモモード）で中央のメモを書きます</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>ウィンドウ</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>時計を表示</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>システムに合わせる場合、デスクトップが求めるとハイコントラストの外観を使います</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>外観(&amp;L):</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>標準（デスクトップの設定）</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>大</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>特大</translation>
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
        <translation>ウィンドウ内の文字と、盤面の数字とメモ</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>文字サイズ(&amp;T):</translation>
    </message>
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>言語(&amp;A):</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>新しいゲームの難易度(&amp;N):</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>「解く」「チェック」と印刷する解答に使うソルバー</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>ソルバー(&amp;S):</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>間違いを表示(&amp;M): 解答と矛盾する数字にすぐ印を付ける（助けとして数えられます）</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <source>Pr&amp;int…</source>
        <translation>印刷(&amp;I)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>印刷プレビュー(&amp;V)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>エクスポート(&amp;X)…</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>問題集を印刷(&amp;K)…</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>盤面を 1 行でコピー(&amp;L)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>盤面をグリッドでコピー(&amp;G)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>盤面を画像でコピー(&amp;I)</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>問題を印刷します。指定すれば解答も印刷します</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>問題を PDF 文書、PNG 画像、SVG 画像として保存します</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>同じ難易度の新しい問題を、1 ページに複数印刷または保存します</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>盤面を 81 文字の 1 行としてコピーします（空きマスは &apos;.&apos;）</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>盤面をブロックの境界線付きの 9 行のテキストとしてコピーします</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>盤面の画像をコピーします</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>この問題には唯一解がないため、問題そのものだけを印刷またはエクスポートします。</translation>
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
        <translation>解答</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>数独</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>解答を 2 ページ目に印刷</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>自分の進行状況（入力、メモ、色）を印刷</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>プリンターを使用できませんでした。</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>印刷プレビュー</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>解答を表示</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>自分の進行状況を表示</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>問題に重ねた入力、メモ、色</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>問題</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>%n 個の問題を生成中…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>問題集を印刷</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>第 %1 問</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>第 %1 問の解答</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>問題を開く</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>ファイル内の問題</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>すべての難易度</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>この難易度の問題を表示</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>難易度(&amp;L):</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>選択した問題のヒント数字</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>評価の進み具合</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>選択した問題をプレイ</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>%1 の問題: %2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>%2 問中 %1 問を評価済み</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n 問は読み込めません</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>番号</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリエーション</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>評価</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>備考</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>試行錯誤</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>解が複数</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>不正な問題</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>ジェネレーターが停止しました</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>%1 個のランダムな盤面から、この難易度の問題は作れませんでした</translation>
    </message>
</context>
<context>
    <name>PuzzleRenderer</name>
    <message>
        <source>%1 — page %2 of %3</source>
        <comment>print title, page number</comment>
        <translation>%1 — %2/%3 ページ</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>画像 %1 を書き込めません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 に書き込めません: %2。</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>数独</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 に書き込めません。</translation>
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
        <translation>数独を遊び、解き、学べます。</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>開く対象の保存済みゲーム（.sudoku）。</translation>
    </message>
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>今回の実行の外観: system、light、dark、high-contrast のいずれか。</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>ユーザーの設定の代わりに、この ini ファイルで設定を読み書きします。</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>起動から最初のフレーム描画までの時間を出力して終了します（ベンチマーク）。</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>ウィンドウが描画されたらその画像を保存して終了します。</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>数独はすでに実行中です（プロセス %1）: そのウィンドウを最前面に表示しました。</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>数独はすでに実行中です（プロセス %1）: %2 をそちらで開きました。</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>数独はすでに実行中ですが（プロセス %1）、応答がありません: このウィンドウは別に動作し、ゲームを自動保存しません。</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>マス %1 にありえない値があります</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>問題が正しくありません: %1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>プレイ時間が負の値です</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>選択中のマスが範囲外です</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>元に戻す履歴が範囲外です</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>元に戻す履歴が盤面と一致しません</translation>
    </message>
    <message>
        <source>the rules are broken: %1</source>
        <translation>ルールが正しくありません: %1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>チェックポイントの名前が空か長すぎます</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>チェックポイントのマス %1 にありえない値があります</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>チェックポイントの初期数字が問題と異なります</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>元に戻す履歴が壊れています</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>%1 に設定を保存できません: 通常のファイルではありません（パイプ、デバイス、ソケット、フォルダーのいずれか）。</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>ファイルの内容が書き込んだ内容と異なります</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>設定を %1 に書き込めません: %2。</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>別の数独（プロセス %1）が %2 を使用していて応答しなかったため、このウィンドウはそこに保存しません。</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>データベースではありません</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>別のプログラムのテーブルがあります</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>テーブルが不完全です</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>SQLite が破損を検出しました</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>統計ファイルが壊れていました（%1）。%2 として保管し、新しい統計を開始しました。</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>統計はオフです: Qt の SQLite ドライバーがインストールされていません（Debian: libqt6sql6-sqlite）。</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>統計はオフです: フォルダー %1 に書き込めないため、%2 を作成できません。</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>統計はオフです: %1 を開けません（%2）。</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>統計はオフです: %1 は新しいバージョンの数独で作成されたため（統計バージョン %2）、そのままにしています。</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>統計はオフです: %1 が壊れていて、退避もできません（%2）。</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>統計を保存できません: %1 またはそのフォルダーが読み取り専用です。表示はできますが、ゲームは記録されません。</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>統計を %1 に保存できませんでした（%2）。</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>統計を %1 に保存できませんでした（%2）。前回のゲームは記録されていません。</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>別のプログラムが %1 をロックしています: ゲームは保管され、ロックが解除されたら記録されます。</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>統計は今は表示できません: 別のプログラムが %1 をロックしています。</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>直近のゲームを記録できませんでした: 別のプログラムが %1 をロックしていて、後で記録するために保管することもできませんでした（%2）。</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>概要(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>履歴(&amp;H)</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>難易度別の統計</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>プレイしたゲーム</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>全ゲーム</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>開始したゲーム</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>助けなしのベストタイム</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>助けなしの平均</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>助けなしの中央値</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>助けありの平均</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>現在の連続記録</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>最長の連続記録</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>タイムは助け（ヒント、チェック、間違いの表示、解く）なしでクリアしたゲームのものです（助けありの平均を除く）。連続記録は続けてクリアしたゲーム数で、放棄したゲームで途切れます。</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>助け</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>統計はありません。</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>集計中…</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>デイリーパズル: クリアした連続日数: %1 · 最長: %2</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>自作の問題</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1、%2 のデイリーパズル</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>ギブアップ（解く）</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>ヒント: %1</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>チェック: %1</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>間違い: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>あり</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>まだゲームはありません: ゲームは最初の一手から数えられます。</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>ゲーム数: %1。最新の %2 件を表示しています。</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>ゲーム数: %1</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>バリエーション(&amp;V):</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>すべてのバリエーション</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>バリエーション</translation>
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
        <translation>ステップ: %1</translation>
    </message>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>解法の手順: %n ステップ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3 %4</source>
        <comment>a solution path&apos;s line: number, technique, effect, why</comment>
        <translation>%1. %2: %3 %4</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <source>Start playing a puzzle to see its steps.</source>
        <translation>パズルを始めるとステップが表示されます。</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>ステップを探しています…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>盤面に間違いがあります。この盤面で見つかるステップは誤りになります。チェックかヒントで間違いを確認できます。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>ここで使える論理的なステップはありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>ここで使えるステップは %n 個です。</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <comment>the All Steps list</comment>
        <translation>並べ替え(&amp;O)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <comment>sort the steps by</comment>
        <translation>難易度</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>消える候補の数</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>ステップの並べ替え</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>すべてのステップ</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>ステップを適用(&amp;Y)</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>選んだステップを一手として実行します (一覧でエンターキーを押しても同じです)</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>キラー数独専用: ケージとその合計を読み取ります。</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>すべてのバリエーションで使えます: 対角線数独の対角線、ハイパー数独の窓、ジグソー数独の領域は、行・列・ブロックと同じハウスであり、キラー数独のケージは分かることを増やすだけです。</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>ブロックを利用する手筋です: クラシック数独、対角線数独、ハイパー数独、キラー数独では使えますが、領域がブロックの代わりになるジグソー数独では使えません。</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>解がちょうど 1 つのクラシック数独専用: バリエーションでは追加のハウスやケージによって長方形の 2 つの数字が区別できることがあるので、そこではこの形はデッドリーパターンになりません。</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>ハウスの最後の空きマスには、そのハウスに欠けている 1 つの数字が入ります。</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>すでに 8 つの数字が入っている行・列・ブロックを探します。どのハウスにも各数字が 1 回ずつ入るので、残った 1 つの空きマスには欠けている数字が入ります。</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>あるハウスで入る場所が 1 か所しかない数字は、そこに入ります。</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>数字とハウスを 1 つ選び、そのハウスのマスのうち、自分の行・列・ブロックですでにその数字が見えているマスをすべて消します。マスが 1 つしか残らなければ、そのマスに他の候補が残っていても、数字はそこに入ります: ハウスのどこかにその数字が必要だからです。</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>候補が 1 つしか残っていないマスには、その数字が入ります。</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>空きマスを 1 つ見て、その行・列・ブロックにすでにある数字を書き出します。9 つの数字のうち 8 つがそこにあれば、そのマスには 9 つ目の数字しか入りません: それを入れましょう。</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>ブロック内で 1 本のラインに限られた数字は、そのラインの残りから消えます。</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>1 つのブロックで、ある数字がまだ入れる場所を見ます。それらのマスがすべて 1 つの行か列に並んでいれば、ブロックのその数字はそのライン上に入ります。したがってそのライン上のブロックの外には入れません: そこから候補を消します。</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>ライン内で 1 つのブロックに限られた数字は、そのブロックの残りから消えます。</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>1 つの行か列で、ある数字がまだ入れる場所を見ます。それらのマスがすべて 1 つのブロックの中にあれば、ラインのその数字はそのブロックに入ります。したがってライン上にないブロックの他のマスには入れません: そこから候補を消します。</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>ラインとブロックの両方を共有するマスのネイキッドペアは、両方のハウスから候補を消します。</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>同じブロックで同じ行（または列）にある 2 マスが、同じ 2 つの候補だけを持っています。この 2 つの数字はどちらかの順でこの 2 マスに入るので、どちらの数字もブロックやラインの他の場所には入れません: 両方のハウスから消します。</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>同じ 2 つの候補を持つハウス内の 2 マスは、その数字を独占します。</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>1 つのハウスで、まったく同じ 2 つの候補を持つ 2 マスを探します。この 2 マスで両方の数字を使うので、ハウスの他のマスにはどちらの数字も入れません: ハウスの残りから 2 つの数字を消します。</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>ハウス内の同じ 2 マスにしか入らない 2 つの数字は、その 2 マスを占めます。</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>1 つのハウスで、どちらも同じ 2 マスにしか入れない 2 つの数字を探します。その 2 マスにはこの 2 つの数字が入るので、そこにある他の候補は誤りです: 2 マスから他の候補を消します。</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>ラインとブロックの両方を共有するマスのネイキッドトリプルは、両方のハウスから候補を消します。</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>同じブロックで同じ行（または列）にある 3 マスが、合わせて 3 つの数字しか持っていません。この 3 マスにはその 3 つの数字が入るので、その数字はブロックやラインの他の場所には入れません: 両方のハウスから消します。</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>合わせて 3 つの数字しか持たないハウス内の 3 マスは、その数字を独占します。</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>1 つのハウスで、候補を合わせるとちょうど 3 つの数字になる 3 マスを探します（1 マスが 3 つすべてを持つ必要はありません）。3 マスにはその 3 つの数字が入るので、ハウスの他のすべてのマスからその数字を消します。</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>ハウス内の同じ 3 マスにしか入らない 3 つの数字は、その 3 マスを占めます。</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>1 つのハウスで、入れる場所が同じ 3 マスに限られる 3 つの数字を探します（各数字はそのうち 2 マスか 3 マスに入れます）。その 3 マスにはこれらの数字が入るので、そこから他の候補をすべて消します。</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>合わせて 4 つの数字しか持たないハウス内の 4 マスは、その数字を独占します。</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>ネイキッドトリプルの考え方を 4 マスにしたものです: 1 つのハウスで、候補を合わせると 4 つの数字しかない 4 マスには 4 つすべてが入るので、ハウスの残りからその数字を消します。</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>ハウス内の同じ 4 マスにしか入らない 4 つの数字は、その 4 マスを占めます。</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>ヒドゥントリプルの考え方を 4 つの数字にしたものです: ハウスの 4 つの数字が同じ 4 マスにしか入れないとき、その 4 マスにはこれらの数字が入るので、4 マスにある他の候補はすべて消せます。</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>2 つの行で、ある数字が同じ 2 つの列のちょうど 2 か所ずつにしか入らない形です。</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>ある数字が、ある行では 2 マスにしか入れず、別の行でも同じ 2 つの列の 2 マスにしか入れない形を探します。2 つの行にはそれぞれその数字が 1 回ずつ必要で、それが入れるのは長方形の対角の角だけです。どちらの場合でも両方の列にはこの 2 行からその数字が入るので、2 つの列の他のマスから消します。（行と列を入れ替えても同じです。）</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>3 行 3 列の Xウイングです。</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>ある数字が同じ 3 つの列にしか入れない 3 つの行を探します（各行に 2 マスか 3 マス）。3 つの行にはその数字が 3 回、異なる 3 つの列に必要なので、この 3 行が 3 つの列すべてのその数字を埋めます。それらの列の他のマスから消します。（行と列を入れ替えても同じです。）</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>4 行 4 列の Xウイングです。</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>ある数字が同じ 4 つの列にしか入れない 4 つの行は、その 4 つの列それぞれにその数字を入れることになります。したがって 4 つの列の他のすべてのマスからその数字を消せます。（行と列を入れ替えても同じです。）</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>ピボットのマス XY と 2 つのウイング XZ と YZ: 両方のウイングを見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>それぞれ候補が 2 つの 3 マスを探します: X と Y を持つピボット、ピボットを見ていて X と Z を持つウイング、ピボットを見ていて Y と Z を持つもう 1 つのウイングです。ピボットが X なら 1 つ目のウイングが Z、ピボットが Y なら 2 つ目のウイングが Z です。いずれにしてもどちらかのウイングが Z なので、両方のウイングを見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>ピボットも Z を持つ XYウイング: 3 つすべてを見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>ピボットは 3 つの候補 X、Y、Z を持ち、それを見ている一方のウイングは X と Z、もう一方は Y と Z を持ちます。ピボットにどの数字が入っても、3 マスのどれか（ピボット自身かどちらかのウイング）が Z になります。したがって 3 マスすべてを見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>平行なライン上にある、1 つの数字の 2 本の強リンクが、一方の端でつながる形です。</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>2 つの行でちょうど 2 か所ずつにしか入らない数字を探します。各ペアの一方の端は同じ列にあり（底辺）、残りの 2 つの端は別々の列にあります（頂点）。2 つの底辺のマスは列を共有しているので、その数字を持つのは多くても一方だけで、もう一方の行は頂点にその数字を持つことになります: 少なくとも一方の頂点にその数字が入ります。両方の頂点を見ているマスにはその数字は入りません。（行と列を入れ替えても同じです。）</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>1 つの数字の行のリンクと列のリンクが、ブロック内でつながる形です。</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>ある行でちょうど 2 か所、ある列でもちょうど 2 か所にしか入らない数字で、行の一方の端と列の一方の端が同じブロックの別々のマスにあるものを探します。その 2 マスの両方にその数字が入ることはないので、遠い方の端のどちらか（行のもう一方の端か列のもう一方の端）に入ります。遠い方の両端を見ているマスにはその数字は入りません。</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>1 つの数字の強リンクを 2 色で塗ります。両方の色を見ているマスからその数字が消えます。</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>1 つの数字を選び、あるハウスでその数字の唯一の 2 か所となっている 2 マスをすべて結びます。こうしてできたチェーンを 2 色で交互に塗ります: 一方の色はすべて真、もう一方はすべて偽ですが、どちらかはまだ分かりません。チェーンの外にあって各色のマスを 1 つずつ見ているマスは、どちらの場合もその数字を見ることになるので、そこから消します。</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>1 つの数字の強リンクを塗ります。同じハウスで自分と出会う色は偽です。</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>トラップと同じように、1 つの数字の強リンクのチェーンを 2 色で交互に塗ります。同じ色の 2 マスがハウスを共有していれば、その色は真になれません。ハウスにその数字が 2 回入ってしまうからです。したがってその色のマスすべてからその数字が消え、もう一方の色のマスにその数字が入ります。</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>2 つの同じ 2 択マスが、その数字の一方の強リンクで結ばれる形です。</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>同じ 2 つの候補 X と Y を持ち、互いに見えていない 2 マスと、X の強リンク（X が 2 か所にしか入らないハウス）で、各端がそれぞれのマスを見ているものを探します。どちらのマスも Y でなければ両方が X になり、強リンクに X が残らなくなります。したがって 2 マスのどちらかが Y で、両方を見ているマスは Y になりません。</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>デッドリーな長方形の 3 つの角: 4 つ目の角は両方の数字を残せません。</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>2 つの行、2 つの列、2 つのブロックにまたがる 4 マスがすべて X と Y だけを持っていると、X と Y を入れ替えて 2 つ目の解ができてしまいます（デッドリーパターン）。正しい問題の解は 1 つだけなので、これは起こりません。3 つの角が X と Y だけを持つとき、4 つ目の角には別の数字が入ります: そこから X と Y を消します。</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>1 マスを除いてすべて 2 択マス: そのマスには 3 つ目の数字が入ります。</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>すべての空きマスが候補を 2 つ持ち、すべての数字が各ハウスに 2 回ずつ現れる盤面は、BUG（バイバリュー・ユニバーサル・グレイブ）です: 解がないか、2 つ以上あります。候補を 3 つ持つマスが 1 つだけで、その数字の 1 つがそのマスのハウスに 3 回現れるとき、その数字をそこに入れます。そうしないと盤面が BUG に陥ってしまいます。</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>1 つの数字の 2 本の強リンクが弱リンクで結ばれる形です。</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>2 本の強リンク（ちょうど 2 か所にしか入らないハウス）を持つ数字で、1 本目の一方の端が 2 本目の一方の端を見ているものを選びます。その 2 つの端の両方にその数字が入ることはないので、残りの 2 つの端のどちらかに入ります。残りの両端を見ているマスにはその数字は入りません。スカイスクレイパーとカイトは、特定の形のターボットフィッシュです。</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>ブロック内で 1 つの行と 1 つの列に限られた数字と、その外の強リンクの組み合わせです。</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>あるブロックで、ある数字の入る場所がブロックの 1 つの行と 1 つの列の上にある（L 字形か十字形）とき、ブロックのその数字はその行かその列に入ります。そこに、ブロックの外の列にあるその数字の強リンクで、近い方の端がブロックの行上にあるものを加えます。遠い方の端にその数字が入るか、近い方の端に入るかのどちらかで、後者ならブロックの行はふさがり、ブロックのその数字はブロックの列に入ります。ブロックの列と遠い方の端の行が交わるマスは両方を見ているので、その数字が消えます。（行と列を入れ替えても同じです。）</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>同じブロックのマスを通る 2 つの 2ストリングカイトで、それぞれが数字を消します。</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>ブロックの同じ 2 マスを共有し、それぞれ自分の強リンクでできた 2 つのカイトを一緒に見つけます。各カイトは単独で、遠い方の両端を見ているマスからその数字を消します。このステップでは両方の削除を一度に行います。</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>1 つのブロックにある 2 つのエンプティレクタングルで、それぞれが自分の強リンクを持ちます。</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>数字が 1 つの行と 1 つの列に限られたブロックは、2 本の強リンクを同時に持つエンプティレクタングルとして働きます。一方はその行と、もう一方はその列と交わります。それぞれがエンプティレクタングルと同じように自分の削除を行い、このステップでは両方を行います。</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>1 つのブロックに余分な候補を持つ Xウイング: フィンが見える場所でだけ削除します。</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>2 つの行がほぼ Xウイングのようにある数字を持っていますが、一方の行では 1 つの角のブロック内に余分な場所が 1～2 か所（フィン）あります。フィンにその数字が入るか、Xウイングが成り立つかのどちらかです。Xウイングが消すはずのマスで、フィンも見ている（フィンのブロック内の）マスは、どちらの場合でもその数字が消えます。</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>1 つのブロックに余分な候補を持つソードフィッシュです。</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>3 つの行がソードフィッシュのようにある数字を持っていますが、フィン（1 つのブロック内の余分な場所 1～2 か所）があります。フィンにその数字が入るか、ソードフィッシュが成り立つかのどちらかです。ソードフィッシュが消すはずのマスのうち、フィンも見ているマスからその数字が消えます。</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>1 つのブロックに余分な候補を持つジェリーフィッシュです。</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>フィン付きの考え方を 4 行 4 列にしたものです: ブロック内のフィンにその数字が入るか、ジェリーフィッシュが成り立つかのどちらかです。ジェリーフィッシュが消すはずのマスのうち、フィンも見ているマスからその数字を消します。</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>1 つの角が欠けたフィン付き Xウイングです。</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>フィン付き Xウイングと同じですが、長方形の 1 つの角に候補が残っておらず、同じブロックのその隣にあるフィンが代わりを務めます。フィンにその数字が入るか、残りのマスが Xウイングとして働くかのどちらかなので、フィンを見ていて Xウイングが消すはずのマスからその数字が消えます。</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>角が 1 つ欠けたフィン付きソードフィッシュです。</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>フィンのブロックの角に候補がなく、フィンがその代わりを務めるフィン付きソードフィッシュです。考え方はフィン付きと同じです: フィンを見ていてソードフィッシュが消すはずのマスからその数字が消えます。</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>角が 1 つ欠けたフィン付きジェリーフィッシュです。</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>フィンのブロックの角に候補がなく、フィンがその代わりを務めるフィン付きジェリーフィッシュです。フィンを見ていてジェリーフィッシュが消すはずのマスからその数字が消えます。</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>同じ行にある 2 つのフィン付きソードフィッシュを、1 つのステップとして見つけたものです。</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>行を共有し、どの余分なマスがフィンかだけが異なる 2 つのフィン付きソードフィッシュを一緒に示します: それぞれが単独の場合と同じ場所からその数字を消し、このステップでは両方の削除を行います。</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>同じ行にある 2 つのフィン付きジェリーフィッシュを、1 つのステップとして見つけたものです。</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>行を共有し、フィンだけが異なる 2 つのフィン付きジェリーフィッシュを一緒に示します。それぞれが自分の削除を行い、このステップでは両方を行います。</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>同じ行にある 2 つのサシミソードフィッシュを、1 つのステップとして見つけたものです。</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>行を共有し、フィンだけが異なる 2 つのサシミソードフィッシュを一緒に示します。それぞれが自分の削除を行い、このステップでは両方を行います。</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>同じ行にある 2 つのサシミジェリーフィッシュを、1 つのステップとして見つけたものです。</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>行を共有し、フィンだけが異なる 2 つのサシミジェリーフィッシュを一緒に示します。それぞれが自分の削除を行い、このステップでは両方を行います。</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>互いに見えている 1 つの数字の 2 つの色チェーン: ある色の組が両方とも真になることはありません。</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>1 つの数字の強リンクでできた別々の 2 つのチェーンを、それぞれ別の 2 色の組で塗ります。1 つ目のチェーンの色 A のマスが 2 つ目のチェーンの色 C のマスを見ていれば、A と C が両方とも真になることはないので、反対の色 B か D にその数字が入ります。B のマスと D のマスの両方を見ているマスには、その数字は入りません。</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>別のチェーンの両方の色を見ている色は偽です。</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>1 つの数字の強リンクでできた別々の 2 つのチェーンを塗ります。1 つ目のチェーンの色 A のマスが 2 つ目のチェーンの両方の色のマスを見ていれば、A は真になれません: 2 つ目のチェーンのどちらかの色にはその数字が入り、A はそれとぶつかってしまうからです。したがって色 A のマスすべてからその数字が消えます。</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>2 つの屋根のマスが同じ余分な数字を 1 つ共有するデッドリーな長方形: その数字は屋根に入ります。</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>2 つの行、2 つの列、2 つのブロックにまたがる 4 マスが X と Y を持ち、そのうち 2 マス（屋根）は同じ余分な数字 Z も持っています。どちらの屋根のマスも Z でなければ、4 マスは解が 2 つあるデッドリーパターンになります。したがって屋根のマスのどちらかが Z で、両方の屋根のマスを見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>屋根の余分な数字が、他のマスとともにサブセットを作るデッドリーな長方形です。</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>ユニークレクタングルでは 2 つの屋根のマスが余分な数字を持ち、その余分な数字のどれかが真になるので、屋根は全体で余分な数字だけを持つ 1 つのマスとして働きます。この疑似マスと、共有するハウスの他のマスがネイキッドサブセットを作れば、サブセットの数字をそのハウスの残りから消せます。</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>屋根が一方の数字を必ず持つデッドリーな長方形: もう一方の数字は消えます。</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>ユニークレクタングルの 2 つの屋根のマスは、X がその 2 マスにしか入れないハウスを共有しています。したがって屋根のマスの一方は X です。もう一方が Y だと長方形がデッドリーになるので、どちらの屋根のマスも Y にはなれません: 両方から Y を消します。</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>3 つの角に同じ余分な数字を持つデッドリーな長方形です。</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>ユニークレクタングルの 3 つの角（または対角線上の 2 つの角）が、同じ余分な数字 Z を持っています。そのどれかが Z でなければ、長方形はデッドリーになります。したがって Z を持つマスすべてを見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>一方の数字に Xウイングがあるデッドリーな長方形です。</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>ユニークレクタングルの対角にある 2 つの屋根のマスが余分な数字を持ち、数字 X は両方の行と両方の列で長方形のマスにしか入れません。屋根のマスが X だとすると、反対の角にも X が入り、残りの 2 つの角が Y になります: デッドリーパターンです。したがって 2 つの屋根のマスから X を消せます。</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>強リンクで支えられ、デッドリーになりうる長方形: 候補が 1 つ消えます。</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>2 つのブロックにまたがる長方形の 4 マスがすべて X と Y を持ち、1 つの角はこの 2 つだけを持っています。その対角にある角を見ます: その角の行と列で X が長方形のマスにしか入れなければ、その角は Y になれません。Y だとすると、X が他の 2 つの角に入り、4 マスがデッドリーになるからです。そこから Y を消します。</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>長方形の確定した 3 つの角は 4 つ目とともにデッドリーになる: その数字が消えます。</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>2 つのブロックにまたがる長方形の 3 つの角に、プレイヤーが入れた数字（初期数字ではない）X と Y が長方形の形で入っています。4 つ目の角にその形を完成させる数字が入ると、4 マスすべてで X と Y を入れ替えられ、問題の解が 2 つになってしまいます。したがって 4 つ目の角からその数字を消します。</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>入れた数字 2 つでデッドリーになる長方形で、共通の余分な数字を持つ形です。</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>長方形の 2 つの角には入れた数字（初期数字ではない）があり、残りの 2 つの角はそれぞれ、形をデッドリーにする数字と同じ余分な数字 Z を持っています。その 2 マスが両方ともデッドリーな数字になることはないので、どちらかが Z で、両方を見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>1 つの数字の強リンクと弱リンクが交互に続くチェーンです。</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>ある数字を持つマスから始めてその数字をたどります: 強リンク（ハウス内の唯一のもう 1 か所）、次に弱リンク（ハウス内の別の場所）を交互に、常に同じ数字でたどり、強リンクで終えます。最初のマスがその数字であってもなくても、チェーンの両端のどちらかにその数字が入ります。両端を見ているマスにはその数字は入りません。</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>2 択マスのチェーン: どちらかの端にその数字が入ります。</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>候補がちょうど 2 つのマスを、各マスが次のマスと数字を 1 つ共有し、そのマスを見ているようにつなげます。最初のマスが Z でなければもう一方の数字になり、それが次のマスを決め、同じようにチェーンをたどって最後のマスが Z になります。したがって両端が Z を持つとき、どちらかが Z なので、両端を見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>同じ 2 つの数字を持つマスのチェーン: 奇数だけ離れた両端は異なる数字です。</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>すべて同じ 2 つの数字だけを持ち、各マスが次のマスを見ているマスのチェーンでは、数字が交互に入ります: 1 つおきのマスが同じ数字です。リンク数が奇数だけ離れた 2 マスは異なる数字を持つので、合わせると両方の数字を持ちます。その 2 マスの両方を見ているマスには、どちらの数字も入りません。</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>自分自身に戻って閉じるチェーン: ループの弱リンクはすべて強リンクになります。</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>強リンクと弱リンクが交互に続き、交互の並びが途切れることなく出発点に戻るチェーンはループです: その中の弱リンクはすべて両方向に成り立ちます。したがって弱リンクが通る各ハウスでは、その 2 つの端のどちらかが真で、そのハウスの他のマスからその数字が消えます。2 つの候補が弱リンクで結ばれているマスからは、それ以外の候補が消えます。</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>1 つのマスで途切れるループ: その候補は真か偽かが決まります。</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>同じ候補で始まって同じ候補で終わり、同じ種類のリンクが 2 つ出会う場所が 1 か所あるチェーンです。そこで 2 本の強リンクが出会う場合は、その候補が偽だと仮定すると真になることを示すので、その数字を入れます。2 本の弱リンクの場合は、真だと仮定すると偽になることを示すので、その候補を消します。</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>任意の候補をたどる交互推論チェーン: 両端のどちらかが真です。</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>マスや数字をまたいで、強リンクと弱リンクを交互にたどります: 強リンクは、ハウス内のある数字の 2 か所でも、2 択マスの 2 つの候補でもかまいません。強リンクで始まり強リンクで終わるチェーンでは、少なくとも一方の端が真になります。両端が同じ数字なら、両端を見ているマスからその数字が消えます。互いに見えているマスの異なる数字なら、各端のマスからもう一方の端の数字が消えます。</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>グループノードを含む連続ナイスループです。</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>いくつかのノードがグループである連続ナイスループです。グループとは、1 つのブロック内で 1 つの行または列上にある、ある数字の場所をまとめて 1 つのノードとしたものです（数字はそのどれかに入ります）。ループはグループがない場合と同じように働きます: 弱リンクは両方向に成り立ち、それぞれが自分のハウスから候補を消します。</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>グループノードを含む不連続ナイスループです。</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>いくつかのノードが、1 つのブロック内で 1 本のラインに沿ったある数字の場所のグループである不連続ナイスループです。グループがない場合と同じく、ループが途切れる場所の候補は、そこで 2 本の強リンクが出会えば入れ、2 本の弱リンクなら消します。</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>グループノードを含む交互推論チェーンです。</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>いくつかのノードが、1 つのブロック内で 1 本のラインに沿ったある数字の場所のグループである AIC です: グループは、数字がそのマスのどれかに入るとき真です。チェーンの一方の端が真なので、両端を見ている候補を消せます。</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>ある候補を仮定すると矛盾が生じるので、その候補は偽です。</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>ある候補が真だと仮定し、それが強制することを、単純な結果を 1 つずつたどります。それが不可能な局面（候補のないマス、ハウスに 2 回入る数字、ハウスに入る場所のない数字）に至れば、仮定は誤りでした: その候補を消します。偽だと仮定して盤面が破綻した場合は、その数字を入れます。</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>マスやハウスのどの選択も同じ結果に至ります。</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>マスの候補（またはハウス内のある数字の場所）を取り上げます: そのどれかが真です。それぞれが強制することを、分岐ごとにたどります。どの分岐も同じマスに同じ数字を入れるか、同じ候補を消すなら、どの選択が正しくてもその結果は成り立ちます。</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>分岐が組み合わさるフォーシングチェーン: 盤面を破綻させる仮定です。</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>フォーシングチェーンの矛盾と同じですが、結果をネットとしてたどります: ある結論には、それ以前の複数の結論が合わせて必要になることがあります（他の候補がすべて消されたマスなど）。ある仮定からのネットが不可能な局面に至れば、その仮定は偽です。</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>どの選択も、ネットを通じて同じ結果に至ります。</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>フォーシングチェーンの共通結論をネットで行うものです: マスの各候補（またはハウス内のある数字の各場所）について、それが持つすべての結果を組み合わせてたどります。どの分岐も到達する配置や削除は正しいものです。</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>ラインとブロックが交わるマスを、ラインとブロックの 2 つのサブセットに分ける形です。</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>行（または列）とブロックが交わる 2～3 マスで、マスの数より少なくとも 2 つ多い候補を持つものを選びます。ラインの残りの部分で、その数字のいくつかを使う 2 択マスか ALS を探し、ブロックの残りの部分で残りの数字を使うもう 1 つを探します。この 2 つは数字を共有しません。交わるマスには両側からの数字が必要なので、ラインのセットはその数字をラインの残りから締め出し、ブロックのセットはその数字をブロックの残りから締め出します: そこから消します。</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>制限付き共通候補で結ばれた 2 つの ALS です。</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>ALS（ほぼロックされたセット）とは、1 つのハウス内の N マスで N+1 個の候補を持つものです: どれか 1 つの数字を取り除くと、残りはロックされます。このようなセットを 2 つ取り、両方にある数字 X で、一方のセットの X のマスがすべてもう一方のセットの X のマスを見ているもの（制限付き共通候補）を探します: X は多くても一方のセットにしか入らないので、もう一方はロックされます。両方のセットが数字 Z も持つなら、どちらかに Z が入るので、それらの Z のマスをすべて見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>XYウイングのように並んだ 3 つの ALS です。</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>ピボットの ALS が、一方のセットと制限付き共通候補 X を、もう一方のセットと制限付き共通候補 Y を共有しています。ピボットは X と Y の両方を失うことはできないので、2 つのウイングのセットのどちらかがロックされます。両方のウイングが数字 Z を持つなら、どちらかが Z を持ち、それらの Z のマスをすべて見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>制限付き共通候補で結ばれた ALS のチェーンです。</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>ALS を次々につなげ、各セットを次のセットと制限付き共通候補（リンクごとに異なる数字）で結びます。最初のセットがロックされなければ次のセットがロックされ、以下同様なので、最初か最後のセットがロックされます。両端のセットにある数字 Z はそのどちらかに入ります: それらの Z のマスをすべて見ているマスから Z が消えます。</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>どの候補も花びらのセットをロックする茎のマスです。</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>茎のマスはいくつかの候補を持ち、その各候補について、ALS（花びら）がその数字を、すべて茎を見ているマスに持っています。茎にどの数字が入っても、対応する花びらはその数字を失ってロックされます。すべての花びらが数字 Z を持つなら、どれかに Z が入るので、花びらの Z のマスをすべて見ているマスは Z になりません。</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>ケージを埋められる数字の組み合わせは限られています: それ以外の候補は消えます。</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>キラーのケージのマスは、数字を重複させずに合計になります。その合計になる異なる数字の組のうち、マスの候補に合うもの（各マスがその組の数字を 1 つ取れること）を書き出します。どの組にも属さない候補や、どの組でも配置できない候補は消します。たとえば、合計が 17 になる 2 マスは 8 と 9 しかありえません。</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>ケージのすべての組み合わせに含まれる数字は、そのマスの中にロックされます。</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>ケージをまだ埋められるすべての組み合わせに同じ数字が含まれるなら、ケージはその数字を、それが入れるマスのどれかに持ちます。それらのマスがハウスを共有するか、ケージの外のマスがそれらすべてを見ているとき、その外のマスにはその数字は入りません: そこから消します。</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>45 の法則: ハウスの数字の合計は 45 なので、ケージから外れるマスの合計が分かります。</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>どの行・列・ブロックも合計は 45 です。1 つのハウス（または隣り合う 2～3 本のライン）の中に完全に収まるケージの合計を足します: それらから外れる 1～2 マス（イニー）が 45 の残りになります。あるいは、そのハウスを覆うケージを足します: はみ出したマス（アウティー）の合計は 45 を超えた分になります。1 マスの合計が分かればその数字が入り、2 マスなら、相手で合計を作れない候補が消えます。</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>ポインティングで候補を消すと、別のブロックで数字の入る場所が 1 つだけになる。そこに置きます。</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>ポインティングを見つけます。あるブロックで数字が 1 本のラインにしか入れないなら、そのラインの残りからその数字は消えます。次にそのラインが通る他のブロックを見ます。そのどれかで数字の入る場所が 1 つだけになれば、そこに入ります。消去を書き込む必要はありません。ポインティング越しに見えるヒドゥンシングルです。</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>クレーミングで候補を消すと、別のラインで数字の入る場所が 1 つだけになる。そこに置きます。</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>クレーミングを見つけます。ある行か列で数字が 1 つのブロックの中にしか入れないなら、そのブロックの残りからその数字は消えます。次にそのブロックを通る、最初のラインと平行な他のラインを見ます。そのどれかで数字の入る場所が 1 つだけになれば、そこに入ります。</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>ヒドゥンペアで候補を消すと、同じハウスで別の数字の入る場所が 1 つだけになる。そこに置きます。</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>ヒドゥンペアを見つけます。あるハウスで同じ 2 マスにしか入らない 2 つの数字があれば、その 2 マスには他の数字は入りません。そのマスのどれかに入る候補だった 3 つ目の数字はその場所を失います。ハウスの中で残る場所が 1 つだけなら、そこに入ります。</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>ヒドゥントリプルで候補を消すと、同じハウスで別の数字の入る場所が 1 つだけになる。そこに置きます。</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>ヒドゥントリプルを見つけます。あるハウスで同じ 3 マスにしか入らない 3 つの数字があれば、その 3 マスには他の数字は入りません。それらのマスに入る候補だった別の数字はその場所を失います。ハウスの中で残る場所が 1 つだけなら、そこに入ります。</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>45の法則で合計の分かる 3～7 マスが残ります。それらを 1 つのケージとして扱います。</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>イニー・アウティーと同じように、1 つのハウス（または隣り合う 2～3 本のライン）の中に完全に収まるケージ、またはそれを覆うケージの合計を足します。外れるマスやはみ出すマスが 3～7 個なら、ケージではありませんが、その合計はケージと同じように分かります。どの候補で埋められるかを調べます。他のマスの候補をどう選んでも合計を作れない候補は消えます。互いに見えるマスには異なる数字が入ります。</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>半回転（180°）</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>90° 回転</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>左右対称</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>上下対称</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <comment>symmetry of the givens: main diagonal</comment>
        <translation>対角線</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <comment>symmetry of the givens</comment>
        <translation>逆対角線</translation>
    </message>
    <message>
        <source>All rotations and mirrors</source>
        <comment>symmetry of the givens</comment>
        <translation>すべての回転と鏡映</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>初級</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>中級</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>上級</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>マスター</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>エクストリーム</translation>
    </message>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>フルハウス</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>ヒドゥンシングル</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>ネイキッドシングル</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>ポインティング</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>クレーミング</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>ロックドペア</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>ネイキッドペア</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>ヒドゥンペア</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>ロックドトリプル</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>ネイキッドトリプル</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>ヒドゥントリプル</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>ネイキッドクアッド</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>ヒドゥンクアッド</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <comment>technique: fish of size 2</comment>
        <translation>Xウイング</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <comment>technique: fish of size 3</comment>
        <translation>ソードフィッシュ</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <comment>technique: fish of size 4</comment>
        <translation>ジェリーフィッシュ</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <comment>technique</comment>
        <translation>XYウイング</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <comment>technique</comment>
        <translation>XYZウイング</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <comment>technique</comment>
        <translation>ユニークレクタングル タイプ1</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>スカイスクレイパー</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>2ストリングカイト</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>シンプルカラーリング（トラップ）</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>シンプルカラーリング（ラップ）</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>Wウイング</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>ユニークレクタングル タイプ2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>ユニークレクタングル タイプ4</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>ユニークレクタングル タイプ5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>ユニークレクタングル タイプ6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>ヒドゥンレクタングル</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>アボイダブルレクタングル タイプ1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>アボイダブルレクタングル タイプ2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>ユニークレクタングル タイプ3</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>ターボットフィッシュ</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>エンプティレクタングル</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>デュアル2ストリングカイト</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>デュアルエンプティレクタングル</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>フィン付きXウイング</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>サシミXウイング</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>マルチカラーリング（タイプ1）</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>マルチカラーリング（タイプ2）</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>フィン付きソードフィッシュ</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>サシミソードフィッシュ</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>シャムフィン付きソードフィッシュ</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>シャムサシミソードフィッシュ</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>フィン付きジェリーフィッシュ</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>サシミジェリーフィッシュ</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>シャムフィン付きジェリーフィッシュ</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>シャムサシミジェリーフィッシュ</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <comment>technique: two disjoint subsets around a line-box intersection</comment>
        <translation>スー・デ・コック</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <comment>technique: two almost locked sets sharing a restricted common</comment>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <comment>technique: three almost locked sets, the middle one linked to both</comment>
        <translation>ALS-XYウイング</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <comment>technique: alternating chain of one digit</comment>
        <translation>Xチェーン</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>リモートペア</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>XYチェーン</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <comment>technique: a chain that closes on itself</comment>
        <translation>連続ナイスループ</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <comment>technique: a chain of almost locked sets</comment>
        <translation>ALS-XYチェーン</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <comment>technique: a chain back to its first cell that contradicts it</comment>
        <translation>不連続ナイスループ</translation>
    </message>
    <message>
        <source>AIC</source>
        <comment>technique: alternating inference chain</comment>
        <translation>AIC（交互推論チェーン）</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>グループ連続ナイスループ</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>グループ不連続ナイスループ</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>グループAIC</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>デスブロッサム</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>フォーシングチェーン（矛盾）</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>フォーシングチェーン（共通結論）</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>フォーシングネット（矛盾）</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>フォーシングネット（共通結論）</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>クラシック数独</translation>
    </message>
    <message>
        <source>Sudoku-X</source>
        <comment>variant of Sudoku: the two long diagonals are houses too</comment>
        <translation>対角線数独</translation>
    </message>
    <message>
        <source>Hyper</source>
        <comment>variant of Sudoku (Windoku): four extra 3x3 windows are houses</comment>
        <translation>ハイパー数独</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <comment>variant of Sudoku: irregular regions instead of boxes</comment>
        <translation>ジグソー数独</translation>
    </message>
    <message>
        <source>Killer</source>
        <comment>variant of Sudoku: cages with sums</comment>
        <translation>キラー数独</translation>
    </message>
    <message>
        <source>Cage Combination</source>
        <comment>technique: killer sudoku, the digit combinations that can still fill a cage</comment>
        <translation>ケージの組み合わせ</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>ケージのロックされた数字</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>45の法則（イニー・アウティー）</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>ダイレクトポインティング</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>ダイレクトクレーミング</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>ダイレクトヒドゥンペア</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>ダイレクトヒドゥントリプル</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>仮想ケージ</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>探索の盤面</translation>
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
        <source>Naive backtracking (row by row)</source>
        <translation>素朴なバックトラック（行ごと）</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>高速 DFS（候補最少優先、シングル）</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>Dancing Links（アルゴリズム X）</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>%2 に %1 を試す: 仮定、深さ %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>%2 に %1 を置く: 強制、唯一の選択肢</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>%2 から %1 を戻す: 後戻り</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>%1 で行き止まり: 探索が後戻りします</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>解 %1 を発見: 盤面が埋まりました</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>制約で分岐: %1</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>%1 に入る数字が残っていません</translation>
    </message>
    <message>
        <source>: %1</source>
        <comment>after a cell with no digit left: the digits its houses use</comment>
        <translation>: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>; %1 were tried and failed</source>
        <comment>digits tried in a cell</comment>
        <translation>、%1 は試したが失敗</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>、%1 は続くシングルで除外</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>%1 に %2 の入る場所が残っていません</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>行 %1-%2 には、それぞれ別のブロックで %3 の入る場所がありません（ポインティングとクレーミング）</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>列 %1-%2 には、それぞれ別のブロックで %3 の入る場所がありません（ポインティングとクレーミング）</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>局面に矛盾があります</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>行き止まり: %1。前のマスに戻ります。</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>最後の空きマスを越えました: すべてのマスに数字があり、解です。</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>シングルが残っていません: 候補が最も少ないマス %1 {%2} で分岐します。盤面のコピーに %3 を仮定し、失敗したらそこから %3 を除外します。</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>ネイキッドシングル: %1 は %2 に残った唯一の候補数字です。</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>ヒドゥンシングル: %3 で %2 が入るのは %1 だけです。</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>強制: これまでに除外した候補（シングル、ポインティング、クレーミング）の後、%2 に残る数字は %1 だけです。</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>仮定は失敗しました: %1=%2 を、そこから導かれたすべての数字とともに取り消します。</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>矛盾: %1。最後の仮定が誤りでした。</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>すべてのマスが解けました: 解です。</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>列 %1 に行が残っていません: どの候補もこの制約を満たせません。</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>被覆されていない列のうち、%1（%2）の行が最も少なく %3 です: これを被覆し、行を 1 つずつ試します。</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>行 %1#%2（%3）を採用: %4。これらの列を被覆し、衝突する行をすべて取り除きます。</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>その列の唯一の行</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>仮定</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>行 %1#%2 から戻る: 列を逆順に被覆解除します。リンクが踊るように元に戻ります。</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>行き止まり: %1。上の行に戻ります。</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>列が残っていません: 採用した行がすべての制約をちょうど 1 回ずつ被覆しており、解です。</translation>
    </message>
    <message>
        <source>band %1 #%2</source>
        <translation>バンド %1 #%2</translation>
    </message>
    <message>
        <source>stack %1 #%2</source>
        <translation>スタック %1 #%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
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
        <source>cell %1 needs a digit</source>
        <translation>マス %1 に数字が必要</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>列 %1: %2。残りの行: %3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>解決済み</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>解はちょうど 1 つ</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>唯一解ではありません。見つかった解: %L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>解なし</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>初期数字が矛盾しています: 探索するものがありません</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>ノード数の上限で停止</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // 行順で k 番目の空きマス</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  if k == 空きマス数: 盤面を出力; return   // 解</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = k 番目の空きマス; b = ブロック(r, c)</translation>
    </message>
    <message>
        <source>  for d = 1 to 9:</source>
        <translation>  for d = 1 ～ 9:</translation>
    </message>
    <message>
        <source>    if row[r][d] or col[c][d] or box[b][d]: continue</source>
        <translation>    if row[r][d] または col[c][d] または box[b][d]: continue</translation>
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
        <translation>  return                     // 入る数字がない: 行き止まり</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(盤面):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  伝播: ネイキッドシングル、ヒドゥンシングル、ポインティング、クレーミング</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  if マスか行・列・ブロックに選択肢がない: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  if すべてのマスが解けた: 解を報告; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  マス = 候補が最も少ない未解決のマス</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  for マスの各候補 d:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    コピー = 盤面; コピーのマスに d を置く   // 仮定</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    if search(コピー): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    仮定を取り消す; マスから d を除外; 伝播</translation>
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
        <translation>  if 列が残っていない: 採用した行を出力; return   // 解</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = 行が最も少ない被覆されていない列 (S[c])</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  if S[c] == 0: return       // 行き止まり</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  for 列 c の各行 i（下へ）:</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; 行 i の他の各列 j を remove</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    行 i の列を逆順に resume</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%2 に %1 がある</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%2 に %1</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>%1 に %2 を置ける場所がなく、残っている合計の組み合わせはどれも %2 を必要とする</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>合計に合う数字の組み合わせが %1 に入らない</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>列 %1 に行がありません: %2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>%1 に戻る: %2 は、このマスのすべてのハウスでフラグが空いている次の数字です。</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1 が行順で次の空きマス。使用済み: %2; %3 が最小の空き数字: 置いて、そのハウスのフラグを立てる。</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>%1=%2 の下では解が見つからなかった: マスとそのハウスのフラグを消し、そこで次の数字を試す。</translation>
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
        <translation>k%1 合計</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>%1 に %2 が必要</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>%1 に %2、または %2 を含まない合計の組み合わせが必要</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>%1 に合計に合う数字の組み合わせがひとつ必要</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>マス %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>%1 に %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>候補 %1=%2 が被覆する列: %3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = k 番目の空きマス</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    (r, c) のハウスが d を使っているか、ケージの合計に d の余地がなければ: continue</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d; (r, c) のすべてのハウスとケージで d を使用済みにする</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    それらのハウスとケージの d を戻す; a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>行き止まり: 局面に矛盾があります。探索は戻ります</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>表示中のステップ周辺の探索木: 各段が 1 レベル、各ボックスがその下のノードを含む 1 つの仮定です。赤は失敗したものです。クリックするとそこへ移動します。</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>問題: これまで %L1 ノード、そのうち %L2 はルートで強制</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>まだ探索が記録されていません。</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · 上にレベル 1-%1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 ノード</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 ノード</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>探索を可視化</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>最初</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>問題に戻る（%1）</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>1 ステップ戻る</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>1 ステップ戻ります（%1）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>再生または一時停止（%1）</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>1 ステップ進みます（%1）</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>最後</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>記録された最後のステップへ（%1）</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>次の行き止まり</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>探索が後戻りする次の行き止まりへ移動（%1）</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>次の解</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>見つかった次の解へ移動（%1）</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>速く</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>速く（%1）</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>遅く</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>遅く（%1）</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>画像をエクスポート…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>表示中の盤面を PNG 画像として保存します（%1）</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>フレームをエクスポート…</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>実行の k ステップごとに PNG フレームとしてフォルダーに保存します（%1）</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>アニメーションをエクスポート…</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>実行をアニメーション PNG として保存します。Web ブラウザーで再生できます（%1）</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>ここから(&amp;H)</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>初期数字ではなく、あなたの局面（入力した数字とメモを含む）から探索します: 仮定がどこへ導くかを確かめられます</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>コード(&amp;C)</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>ステップが実行する行とともに疑似コードを表示</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>ツリー(&amp;T)</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>ステップ周辺の探索木を表示</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>行列(&amp;M)</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>完全被覆行列を表示（Dancing Links）</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>並列比較(&amp;B)…</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>この問題で 2 つまたは 3 つのアルゴリズムを並べて実行します</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>ステップのコード</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>探索木</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>アルゴリズム</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>すべての解を探す(&amp;F)、上限</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>最初の解の後も続けます: 問題が唯一解でない理由がわかります</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>解の上限</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>配置（ノード）</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>仮定</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>バックトラック</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>最深</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>候補数字を表示(&amp;A)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>毎秒 1 ステップから画面の描画速度まで（+ と −）</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>毎秒 10,000,000 ステップ</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>記録中… これまで %L1 ステップ</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>問題がありません: ゲームからパネルを開いてください。</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>%L1 ステップを記録しました: %2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>メモリー上限で停止</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>%L1 ステップで記録を打ち切りました: メモリー上限に達し、探索はそこで停止しました。</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>キャンセル(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>記録(&amp;R)</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>記録を停止します。それまでに記録したステップは残ります</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>探索をもう一度記録します</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>ステップ %L1: %2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>探索開始前の問題です。</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>探索はあなたの局面から始まります: 入力した数字は固定され、メモの数字だけを試します。</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>探索は初期数字から始まります。</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>選ばれた列: %1</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>この先の行き止まりはまだ記録されていません: 探索は記録中です。</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>この先に行き止まりはありません: このステップの後、探索は後戻りしません。</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>この先の解はまだ記録されていません: 探索は記録中です。</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>この先に解はありません: 探索で見つかった解は全部で %n 個です。</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>最初の解で停止します。続けるには「すべて探す」をオンにしてください。</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>最大</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>毎秒 %L1 ステップ</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>画像をエクスポート</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>画像をエクスポートできません</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>フレームのエクスポート先</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>フレームをエクスポート</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>k ステップごとに 1 フレームを書き出します（記録済み %L1 ステップ）:</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>%L1 フレームは 1 つのアニメーションには多すぎます: より大きなステップを選んでください。</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>%L1 フレームを %2 に書き込みました</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>フレームをエクスポート中… %L1 書き込み済み</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>アニメーションをエクスポート</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>アニメーション PNG (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>k ステップごとに 1 フレーム（記録済み %L1 ステップ）、各 0.1 秒:</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>アニメーションをエクスポートできません</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>この解は最初の解と %n マスで異なります（丸で囲んだマス）。この問題は唯一解ではありません。</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>キラーの完全被覆行列にはケージの数字の組み合わせの行があり、このペインでは追えません: ケージのないパズルの行列を表示します</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>完全被覆行列: %L1 列それぞれに残る行</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>行 %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>列 %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>ブロック %1</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>%2 に %1 が 2 つ（%3 と %4）</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>領域%1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>左上から右下への対角線</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>右上から左下への対角線</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>窓%1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>%1 のケージ (合計 %2)</translation>
    </message>
</context>
</TS>
