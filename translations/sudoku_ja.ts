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
        <source>The almost locked set %1 shares a restricted common with %2 and another with %3 (%4). It holds one of them, so one of the outer sets is locked and holds %5. A cell that sees every %5 of both is not %5.</source>
        <translation>ALS %1 は %2 と制限付き共通候補を 1 つ、%3 ともう 1 つ共有しています（%4）。%1 はそのどちらかを含むので、外側のセットのどちらかがロックされて %5 を含みます。両方の %5 をすべて見ているマスは %5 ではありません。</translation>
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
        <source>If %1 were %2, the loop %3 would rule %2 out of it again. So %1 is not %2.</source>
        <translation>%1 が %2 だとすると、ループ %3 によって再び %2 が除外されます。したがって %1 は %2 ではありません。</translation>
    </message>
    <message>
        <source>If %1 were not %2, the loop %3 would put %2 back. So %1 is %2.</source>
        <translation>%1 が %2 でないとすると、ループ %3 によって %2 に戻ります。したがって %1 は %2 です。</translation>
    </message>
    <message>
        <source>If %1 were %2, the loop %3 would make it %4 as well. So %1 is not %2.</source>
        <translation>%1 が %2 だとすると、ループ %3 によって %4 にもなってしまいます。したがって %1 は %2 ではありません。</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then the loop %4 would rule %2 out of it. So %1 is not %2.</source>
        <translation>%1 が %2 だとすると %3 ではなくなり、ループ %4 によって %2 が除外されます。したがって %1 は %2 ではありません。</translation>
    </message>
    <message>
        <source>%1 runs along the chain %2: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>%1 はチェーン %2 に沿って続きます: %3 が %1 でなければ %4 が %1 です。2 つのどちらかが %1 なので、両方を見ているマスは %1 になりません。</translation>
    </message>
    <message>
        <source>The chain of bivalue cells %1: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>2 択マスのチェーン %1: %2 が %3 でなければ %4 が %3 です。2 つのどちらかが %3 なので、両方を見ているマスは %3 になりません。</translation>
    </message>
    <message>
        <source>%1 hold only %2 and are chained %3, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 は %2 しか持たず、%3 とチェーンでつながっているので、2 つの数字が交互に入ります。リンク数が奇数だけ離れた 2 マスを両方見ているマスは、どちらの数字にもなりません。</translation>
    </message>
    <message>
        <source>The loop %1 closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>ループ %1 は閉じています: 各弱リンクはちょうど一方の端が真です。したがって弱リンクの数字は、その両端を見ているすべてのマスから消え、強リンクで出入りするマスにはその 2 つの数字しか残りません。</translation>
    </message>
    <message>
        <source>The chain %1: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>チェーン %1: %2 が %3 でなければ %4 が %3 です。2 つのどちらかが %3 なので、両方を見ているマスは %3 になりません。</translation>
    </message>
    <message>
        <source>The chain %1: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>チェーン %1: %2 が %3 でなければ %4 が %5 です。この 2 マスは互いに見えているので、%2 は %5 になれず、%4 は %3 になれません。</translation>
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
        <source>Suppose %1. Following the chains from there leads to %2, which cannot all hold. So the supposition is false.</source>
        <translation>%1 と仮定します。そこからチェーンをたどると %2 となり、これらが同時に成り立つことはありません。したがってこの仮定は誤りです。</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles leads to %2, which cannot all hold. So the supposition is false.</source>
        <translation>%1 と仮定します。シングルで進めていくと %2 となり、これらが同時に成り立つことはありません。したがってこの仮定は誤りです。</translation>
    </message>
    <message>
        <source>Each of %1 leads by a chain to %2. One of them is true, so %2 is true as well.</source>
        <translation>%1 のどの場合も、チェーンによって %2 に至ります。どれかは必ず正しいので、%2 も正しいことになります。</translation>
    </message>
    <message>
        <source>Each of %1, played out with singles, leads to %2. One of them is true, so %2 is true as well.</source>
        <translation>%1 のどの場合も、シングルで進めていくと %2 に至ります。どれかは必ず正しいので、%2 も正しいことになります。</translation>
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
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 share none of these digits, and all these cells need every digit they hold: so each digit goes nowhere else in the house whose part holds it.</source>
        <translation>%1 と %2 が交わるところで、%3 は %4 を持ちます。%1 の %5 と %2 の %6 はこれらの数字を共有せず、これらのマスはすべて自分の持つ数字をすべて必要とします。したがって各数字は、それを持つ部分が属する行・列・ブロックの他の場所には入りません。</translation>
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
        <source>%1 and %2 both hold %3. The strong link on %4 in %5 (%6, %7) makes one of them %8, so a cell that sees both is not %8.</source>
        <translation>%1 と %2 はどちらも %3 を持ちます。%5 の %4 の強リンク（%6、%7）により、どちらかが %8 になるので、両方を見ているマスは %8 ではありません。</translation>
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
        <source>Open Puzzle</source>
        <translation>問題を開く</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2. Which one do you want to play?</source>
        <translation>%1 の問題: %2。どれをプレイしますか？</translation>
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
        <source>Needs pointing, claiming, pairs or triples.</source>
        <translation>ポインティング、クレーミング、ペア、トリプルが必要です。</translation>
    </message>
    <message>
        <source>Needs quads, X-Wing, Swordfish, Jellyfish or XY(Z)-Wing.</source>
        <translation>クアッド、Xウイング、ソードフィッシュ、ジェリーフィッシュ、XY(Z)ウイングが必要です。</translation>
    </message>
    <message>
        <source>Needs Skyscraper, 2-String Kite, colouring, W-Wing or uniqueness.</source>
        <translation>スカイスクレイパー、2 ストリングカイト、カラーリング、Wウイング、ユニークネスが必要です。</translation>
    </message>
    <message>
        <source>Needs chains, almost locked sets, Sue de Coq, finned fish or unique rectangles.</source>
        <translation>チェーン、ALS、スー・デ・コック、フィン付きフィッシュ、ユニークレクタングルが必要です。</translation>
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
