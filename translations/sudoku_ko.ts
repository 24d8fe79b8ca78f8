<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>스도쿠 정보</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sudoku&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;스도쿠&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>버전 %1</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. There is no warranty.</source>
        <translation>GNU 일반 공중 사용 허가서 버전 3 또는 (선택에 따라) 그 이후 버전에 따른 자유 소프트웨어입니다. 어떠한 보증도 없습니다.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Qt %1(으)로 빌드, Qt %2에서 실행 중.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>스도쿠를 플레이하고, 풀고, 배우세요. %1부터 %2까지 %n단계 난이도의 퍼즐, 기법의 이름을 알려 주고 단계를 설명하는 힌트, 자체 스레드에서 실행되어 보드가 멈추지 않는 솔버, 인쇄와 내보내기, 그리고 같은 엔진을 명령줄에서 쓰는 sudoku-cli를 제공합니다.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>애니메이션에는 프레임이 하나 이상 필요합니다.</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>예고된 것보다 프레임이 많습니다.</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>PNG 인코더가 예상하지 못한 이미지를 반환했습니다.</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>프레임의 크기 또는 색상 형식이 서로 다릅니다.</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>프레임 %2개 중 %1개를 기록했습니다.</translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message>
        <source>Hint: %1</source>
        <translation>힌트: %1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>%1(으)로 푸는 중…</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>%1(으)로 푸는 중… 노드 %2개, %3초</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>%1(으)로 풀었습니다(%2).</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>보드에 이미 정답이 표시되어 있습니다.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>이 퍼즐은 해가 둘 이상이므로 보여 줄 하나의 답이 없습니다.</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>하나 보기</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>여러 해 중 하나이며, %1(으)로 찾았습니다(%2).</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>이 퍼즐은 해가 없습니다(%1).</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>이 퍼즐은 올바르지 않습니다: %1.</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>%1 후 탐색을 중지했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>노드 %1개, %2밀리초</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>노드 %1개, %2초</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>더 이상 줄 힌트가 없습니다.</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>힌트 없음: 이 퍼즐은 해가 정확히 하나가 아닙니다.</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>검사할 수 없음: 이 퍼즐은 해가 정확히 하나가 아닙니다.</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>지금까지 보드에 있는 숫자는 모두 맞습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>입력한 숫자 %n개가 정답과 다릅니다. 칸 모서리에 표시했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>고치기</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>제거하기</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>%1을(를) %2(으)로 옮길 수 없습니다: %3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>%1을(를) 옆으로 치울 수 없습니다: 손상된 사본 1,000개가 이미 그 옆에 보관되어 있습니다.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>%1열</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>%1행</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>스도쿠 보드</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>일시 정지됨</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>계속하려면 보드를 클릭하거나 P를 누르세요</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>%1행, %2열, %3번 박스</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>주어진 숫자</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>입력한 숫자</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>빈 칸</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>메모 %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>모서리 메모 %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>%1 색칠됨</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>메모 %1, %2 색칠됨</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>충돌: 같은 행, 열 또는 박스에 숫자가 중복됩니다</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>실수</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>틀림으로 표시됨</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>힌트로 채워짐</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>풀기로 채워짐</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>%1행, %2열, %3번 영역</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>합이 %1인 케이지 안, 칸 %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>충돌: 숫자가 같은 그룹(행, 열, 박스 등)이나 케이지 안에서 중복되거나, 케이지의 숫자로 합을 만들 수 없습니다</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>충돌: 같은 그룹(행, 열, 박스 등)에 숫자가 중복됩니다</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>퍼즐 책 인쇄</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>난이도(&amp;L):</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>페이지당 퍼즐 수(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>퍼즐 페이지 수(&amp;P):</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>끝에 정답 추가</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>프린터로 보내기(&amp;P)</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>PDF로 저장(&amp;D):</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>PDF 파일</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>찾아보기(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>생성(&amp;G)</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>sudoku-booklet</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>퍼즐 책 저장</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>퍼즐 책을 저장할 PDF 파일을 선택하세요.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Pseudocode</source>
        <translation>의사 코드</translation>
    </message>
    <message>
        <source>The algorithm in pseudocode; the highlighted line is what the step shown does</source>
        <translation>의사 코드로 쓴 알고리즘입니다. 강조된 줄이 표시된 단계가 하는 일입니다</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Algorithms Side by Side</source>
        <translation>알고리즘 나란히 보기</translation>
    </message>
    <message>
        <source>Timeline by steps</source>
        <translation>단계 기준 타임라인</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>작업량 기준 타임라인(노드)</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>단계: 각 탐색의 모든 이벤트를 같은 속도로. 작업량: 각 탐색에서 같은 수의 배치(탐색 노드)씩</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>이 창 닫기(Esc, Ctrl+W)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>각 보드는 타임라인의 같은 지점까지의 탐색을 보여 줍니다. 끝난 탐색은 마지막 상태에 머뭅니다. Dancing Links는 선택지가 가장 적은 제약부터, 단순 탐색은 읽는 순서로 다음 칸부터 시도합니다.</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>단계 %L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>노드 %L1 / %L2</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>완료: %1, 단계 %L2개, 노드 %L3개 후</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>메모리 한도에서 중지됨</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>기록 중… 지금까지 %L1단계</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>초당 %L1</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>단계 %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>노드 %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>추측 %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>막다른 길 %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>깊이 %1</translation>
    </message>
    <message>
        <source>solutions %L1</source>
        <comment>side by side counter</comment>
        <translation>해 %L1</translation>
    </message>
</context>
<context>
    <name>DepthChart</name>
    <message>
        <source>Search depth over time</source>
        <translation>시간에 따른 탐색 깊이</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>단계별 탐색 깊이: 각 픽셀 열은 해당 단계들의 가장 낮은 깊이부터 가장 높은 깊이까지를 나타내며, 움푹 들어간 곳은 탐색이 되돌아간 곳입니다</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>깊이 %1~%2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>색 %1, %2: 클릭한 다음 칸을 클릭하세요(또는 %1을(를) 눌러 선택한 칸을 색칠). 메모를 Shift+클릭하거나 오른쪽 클릭하면 후보 숫자를 색칠합니다</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>색 %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>%1 놓기(%n개 남음). 주어진 숫자를 선택했거나 숫자 먼저 모드에서는 %1을(를) 고른 다음 칸을 클릭하세요</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>%1 아홉 개를 모두 놓았습니다</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1, %n개 남음</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1, 모두 놓음</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>%1을(를) 열 수 없습니다: 폴더입니다.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>%1을(를) 열 수 없습니다: 일반 파일이 아닙니다(파이프, 장치 또는 소켓).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>%1을(를) 열 수 없습니다: %2보다 커서 스도쿠 게임 파일로 보기에는 너무 큽니다.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1을(를) 읽을 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>%1에 쓸 수 없습니다: %2. 디스크에서 바뀐 것은 없습니다.</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>%2바이트 중 %1바이트만 기록되었습니다</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1을(를) 기록했지만 다시 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1을(를) 기록했지만 디스크의 내용이 기록한 내용과 다릅니다.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>%1에 쓸 수 없습니다: 폴더입니다.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>%1에 쓸 수 없습니다: 일반 파일이 아닙니다(파이프, 장치 또는 소켓).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>퍼즐 내보내기</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 문서</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG 이미지</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>SVG 이미지</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>형식(&amp;F):</translation>
    </message>
    <message>
        <source> px</source>
        <comment>image size unit</comment>
        <translation> px</translation>
    </message>
    <message>
        <source>Image &amp;size:</source>
        <translation>이미지 크기(&amp;S):</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>정답 포함</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>내 진행 상황 포함: 입력, 메모, 색(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>찾아보기(&amp;B)…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>파일(&amp;I):</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>sudoku</source>
        <comment>default export file name</comment>
        <translation>sudoku</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 문서 (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG 이미지 (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>내보낼 파일을 선택하세요.</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>퍼즐 완성</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>풀었습니다!</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>플레이 시간</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>난이도:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>힌트:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>검사:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>실수:</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>개인 최고 기록:</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>연속 기록:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>통계(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>내 퍼즐</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · 평점 %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>%1 일일 퍼즐 · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>기록되지 않음: 통계가 꺼져 있습니다</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>기록되지 않음</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>%1 새 최고 기록! 이전 기록: %2.</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>%1 새 최고 기록!</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%1 최고 기록 %2(도움을 받은 게임은 최고 기록이 되지 않습니다)</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>아직 없음(도움을 받은 게임은 최고 기록이 되지 않습니다)</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%2 최고 기록 %1(이번 게임: %3)</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>일일 퍼즐 연속 일수: %1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>%1에서 연속으로 완료한 게임: %2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>연속으로 완료한 게임: %1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1(플레이 중에는 표시되지 않음)</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>생성된 퍼즐의 난이도는 기록하지만 직접 만든 퍼즐은 기록하지 않습니다</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>선택한 난이도의 새 퍼즐을 시작합니다</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>새 게임 옵션(&amp;G)…</translation>
    </message>
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>새 퍼즐의 난이도와 대칭을 선택합니다</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>다시 시작(&amp;R)</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>모든 입력과 메모를 지웁니다(실행 취소 가능)</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>퍼즐 입력(&amp;E)…</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>플레이 시작(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>퍼즐 붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>퍼즐 복사(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>보드를 가리고 시계를 멈춥니다</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>지우기(&amp;E)</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>선택한 칸을 지웁니다(Delete, Backspace 또는 0)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>메모(&amp;N)</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>숫자가 메모로 입력됩니다(N. 또는 Shift를 누른 채 숫자 입력)</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>색칠(&amp;C)</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>칸과 후보 숫자를 색칠합니다(C). 숫자 키나 클릭으로 칠하고, Shift+숫자나 메모를 오른쪽 클릭하면 후보 숫자를 칠합니다</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>숫자 먼저(&amp;D)</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>숫자 패드나 키로 숫자를 고른 다음 칸을 클릭해 놓습니다(D)</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>모든 후보 숫자 채우기(&amp;F)</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>모든 메모 지우기(&amp;O)</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>모든 색 지우기(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>힌트(&amp;H)</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>단계별 힌트: 기법, 볼 곳, 이유, 그리고 적용(도움으로 계산됨)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>검사(&amp;C)</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>정답과 다른 입력을 모두 표시합니다(도움으로 계산됨)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>풀기(&amp;S)</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>선택한 솔버가 찾은 정답을 보여 줍니다(실행 취소 가능)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>중지(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>탐색을 중지하거나 힌트를 닫습니다</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive: 원래 프로그램의 행 단위 백트래킹(어려운 퍼즐에서는 느림)</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs: 비트보드, 싱글, 후보가 가장 적은 칸 우선 탐색</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx: 완전 덮개 행렬에 대한 Knuth의 Dancing Links</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>메시지 또는 힌트로 이동(&amp;G)</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>키보드 초점을 보드와, 옆에 있는 메시지나 힌트의 버튼 사이에서 옮깁니다(F6). Tab으로 버튼 사이를 이동합니다</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>환경 설정(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>키보드 단축키(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>스도쿠 정보(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>통계(&amp;T)…</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>플레이한 게임, 최고 및 평균 시간, 연속 기록, 게임 기록</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>일일 퍼즐(&amp;D)</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>선택한 난이도의 오늘의 퍼즐: 모두에게 같으며 매일 새로 나옵니다</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>메모 격자(&amp;P)</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>후보 숫자가 포함된 국면을 HoDoKu와 Sudoku Explainer가 읽는 형식으로(메모가 없는 칸은 모든 후보 숫자를 받습니다)</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>메모 내보내기(&amp;M)…</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>계속(&amp;U)</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>일시 정지(&amp;U)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>실행 취소: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>다시 실행: %1</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>좌표 표시</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>판 가장자리에 행 r1–r9와 열 c1–c9 이름을 붙입니다. 힌트가 칸을 부르는 방식과 같습니다 (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>%1의 메모</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>여기서 체크한 숫자의 메모만 표시합니다 (Alt+숫자). 나머지는 게임에 그대로 남아 있고 보이지 않을 뿐입니다</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>후보가 두 개인 칸만</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>메모가 정확히 두 개인 칸의 메모만 표시합니다 (Ctrl+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>모든 메모 표시</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>후보 필터를 끕니다 (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>체크포인트 설정(&amp;K)</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>추측하기 전의 국면을 표시해 두고 나중에 돌아옵니다 (Ctrl+M)</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>이름 있는 체크포인트 설정…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>원하는 이름으로 국면을 표시합니다 (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>체크포인트로 돌아가기(&amp;B)</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>가장 최근 체크포인트로 돌아갑니다. 실행 취소로 되돌릴 수 있는 한 수입니다 (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>모든 단계(&amp;A)</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>지금 쓸 수 있는 논리적 단계를 모두 나열해 보드에 그리거나 적용합니다 (Ctrl+Shift+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>풀이 경로(&amp;P)</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>이 국면부터의 논리적 풀이 전체를 단계별로 보여 주어 보드에서 살펴보거나 한 단계까지 진행합니다 (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>남은 난이도 표시</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>수를 둘 때마다 남은 퍼즐을 평가해 상태 표시줄에 보여 줍니다: 현재 국면을 하나의 퍼즐로 본 레벨과 평가</translation>
    </message>
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>체인 표기 보기</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>체인 힌트 아래에 그 체인을 HoDoKu와 Sudoku Explainer의 표기법으로 적습니다: (7)r1c2=(7)r1c8-(7)r4c8. &apos;=&apos;는 강한 링크, &apos;-&apos;는 약한 링크입니다</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>기법(&amp;T)</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>모든 풀이 기법을 예시와 함께 설명합니다</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>기법 연습(&amp;H)…</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>고른 기법이 풀이에 필요한 퍼즐로, 그 기법을 배우거나 연습합니다</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>파일의 다음 퍼즐(&amp;F)</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>게임을 자동으로 저장할 수 없습니다. %1 스도쿠가 열려 있는 동안 게임은 여기에 남아 있습니다. 다른 이름으로 저장하면 다른 곳에 사본을 보관합니다.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>다른 이름으로 저장…</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>게임이 다시 자동으로 저장됩니다.</translation>
    </message>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>퍼즐 입력 중 · 주어진 숫자: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>내 퍼즐 · %1</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>내 퍼즐</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>%1 일일 퍼즐 · %2</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · 새 퍼즐</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · 내장 모음집에서</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · 평점 %2</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>시행착오 필요 · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>해 하나 · %1</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>해 하나</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>해가 둘 이상</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>올바르지 않음</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>해 없음</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 진행 중인 게임은 계속됩니다.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>지난 게임을 복원할 수 없습니다. %1 따로 보관할 수도 없어서(%2) 새 게임을 시작했습니다.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>지난 게임을 복원할 수 없습니다. %1 %2(으)로 보관하고 새 게임을 시작했습니다.</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>이미 오늘의 %1 일일 퍼즐입니다.</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>새 퍼즐을 만들 수 없었습니다(%1). 이 퍼즐은 내장 모음집에서 가져왔습니다.</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>이 난이도의 퍼즐이 설치되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>퍼즐의 주어진 숫자를 입력한 다음 플레이 시작을 선택하세요. 퍼즐이 올바르지 않거나 해가 정확히 하나가 아니면 보드가 바로 알려 줍니다.</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>플레이 시작</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>이 퍼즐은 올바르지 않습니다: %1.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>클립보드에 퍼즐이 없습니다: %1번째 줄, %2.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>클립보드에 퍼즐이 없습니다: %1.</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1은(는) 퍼즐 파일로 보기에는 너무 큽니다.</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>퍼즐을 찾지 못함</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>%1에 퍼즐이 없습니다: %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>현재 게임을 포기할까요?</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>게임 포기(&amp;A)</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>이 퍼즐은 해가 둘 이상입니다. 해가 하나만 남을 때까지 주어진 숫자를 추가하세요.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>이 퍼즐은 해가 없습니다.</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>이 퍼즐은 해가 정확히 하나입니다. 즐거운 게임 되세요!</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>잘했습니다! %1 만에 풀었습니다.</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>%1 만에 풀었습니다. 도움 사용(힌트: %2, 검사: %3).</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>플레이하는 동안 실수가 표시되었습니다(실수: %1).</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>통계 파일의 잠금이 풀렸습니다: 그동안 플레이한 게임도 계산되었습니다.</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>입력 중인 퍼즐을 버릴까요?</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>지금까지 입력한 주어진 숫자는 사라집니다.</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>퍼즐 버리기(&amp;D)</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>진행 중인 게임은 사라집니다.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>다음 퍼즐을 열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>퍼즐 %2을(를) 연 뒤 %1이(가) 바뀌었습니다: 퍼즐이 %3개였는데 지금은 %4개입니다.</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>퍼즐 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>퍼즐 %1/%2을(를) 읽을 수 없습니다: %3.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>“%1” 필드가 없거나 형식이 잘못되었습니다</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>“%1” 필드가 범위를 벗어났습니다</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>“%1” 필드가 81칸이 아닙니다</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>“%1” 필드에 칸이 아닌 문자가 있습니다</translation>
    </message>
    <message>
        <source>the corner marks do not have 81 cells</source>
        <translation>모서리 메모가 81칸이 아닙니다</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>모서리 메모에 1~9 이외의 것이 있습니다</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>칸 색이 81칸이 아닙니다</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>칸 색이 1~%1 중 하나가 아닙니다</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>후보 숫자 색이 81칸이 아닙니다</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>후보 숫자 색이 손상되었습니다</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>스도쿠 게임 파일이 아닙니다: 비어 있습니다.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>스도쿠 게임 파일이 아니거나 손상되었습니다(%2바이트에서 %1).</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>스도쿠 게임 파일이 아닙니다: JSON이지만 게임이 아닙니다.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>스도쿠 게임 파일이 아닙니다.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>이 게임은 더 새로운 버전의 스도쿠로 저장되었습니다(파일 버전 %1).</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>파일 버전이 없습니다</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>게임 모드를 알 수 없습니다</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>메모가 81칸이 아닙니다</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>주어진 숫자와 입력이 모두 있는 칸이 있습니다</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>메모가 텍스트가 아닙니다</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>메모에 1~9 이외의 것이 있습니다</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>난이도를 알 수 없습니다</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>일일 퍼즐의 날짜가 날짜가 아닙니다</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>게임 ID가 비어 있거나 너무 깁니다</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>실행 취소 기록이 너무 깁니다</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>실행 취소 기록이 손상되었습니다</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>게임 파일이 손상되었습니다: %1.</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>%1을(를) 열 수 없습니다. %2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>풀기로 채운 칸이 81칸이 아닙니다</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>풀기로 채운 칸에 숫자가 없습니다</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>풀기로 채운 칸이 손상되었습니다</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>규칙이 너무 깁니다</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>규칙이 손상되었습니다(%1)</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>규칙에 숫자가 들어 있습니다</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>이 게임의 체크포인트가 손상되어 제외했습니다.</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>체크포인트 %1 (%2개 초과)</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>체크포인트 %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>81칸의 체크포인트가 아닙니다</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>칸이 손상되었습니다</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>손상된 체크포인트를 제외했습니다: %1.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>%2에 %1 놓기</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 지우기</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>%2에 모서리 메모 %1</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>%2에서 모서리 메모 %1 제거</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>%2에 메모 %1</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>%2에서 메모 %1 제거</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>%1 색칠</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>%1의 색 제거</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>%2의 후보 숫자 %1 색칠</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>%2의 후보 숫자 %1의 색 제거</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>%1의 색 제거</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>모든 색 지우기</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>모든 후보 숫자 채우기</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>모든 메모 지우기</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>다시 시작</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>보드 지우기</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>풀기</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>힌트: %2에 %1</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>틀린 입력 제거</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>힌트: 후보 숫자 제거</translation>
    </message>
    <message>
        <source>Fix mistakes</source>
        <translation>실수 고치기</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>체크포인트 %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>%1(으)로 돌아가기</translation>
    </message>
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>체크포인트 “%1” 설정</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>체크포인트 “%1” 삭제</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Techniques</source>
        <translation>기법</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>기법 필터</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>난이도별 기법</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>예시</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>기법의 첫 단계 직전의 상황과 그 단계를 그린 그림</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>예시의 단계</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>설명</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>킬러 스도쿠</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>기법을 고르면 그 설명과 예시를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>난이도: %1. 해가 정확히 하나인 퍼즐이 필요합니다.</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>난이도: %1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>예시를 만드는 중…</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>이 기법의 예시가 없습니다: 예시를 만들 때 사용한 탐색에서 퍼즐 생성기가 이 기법의 예시를 내놓지 않았습니다.</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>생성기가 만든 퍼즐에서 첫 %1 직전의 상황:</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>생성기가 만든 퍼즐에서 %1을(를) 쓸 수 있는 상황:</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>힌트</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>다음(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>적용(&amp;A)</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>힌트 더 보기(H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>힌트 닫기(Esc)</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>이전 분기</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>다음 분기</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>포싱 체인의 이전 분기 보기(Page Up)</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>포싱 체인의 다음 분기를 보고, 마지막 분기 다음에는 분기들이 증명하는 것을 보기(Page Down)</translation>
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
        <translation>%2에 %1을(를) 놓습니다.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%2에서 %1</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>%1을(를) 제거합니다.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>No technique applies</source>
        <translation>적용할 수 있는 기법이 없음</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>%1은(는) %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>%1은(는) %2이(가) 아님</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1은(는) %2 중 한 칸에 있음</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1은(는) %2 어디에도 없음</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>이 게임이 아는 기법으로는 여기서 더 나아갈 수 없습니다. 정답에서 숫자 하나를 보여 줄 수 있습니다.</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>후보 숫자가 가장 적은 칸인 %1을(를) 정답으로 채울 수 있습니다.</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>정답에서 %2은(는) %1입니다.</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>다음 단계에서는 %1 기법을 씁니다. 힌트를 한 번 더 누르면 볼 곳이 나옵니다.</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>%1을(를) 보세요. 힌트를 한 번 더 누르면 칸과 추론이 나옵니다.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>분기 %1/%2: %3. 이것이 이미 결론입니다.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>분기 %1/%2: %3(이)라면 %4.</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>분기 %1개를 모두 합치면: %2 %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>reasoning and effect</comment>
        <extracomment>the reasoning, then what the step does: two sentences; Chinese joins them without a space</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution</source>
        <translation>
            <numerusform>입력한 숫자 %n개가 정답과 다릅니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>칸 %n개의 메모에서 올바른 숫자가 빠졌습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>힌트 전에: %1(칸 모서리에 표시함). 이를 바탕으로 한 힌트는 잘못된 것을 가르치게 됩니다.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 및 %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two of a list of alternatives</comment>
        <translation>%1 또는 %2</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>거의 잠긴 집합(ALS) %1, %2은(는) 제한 공통 후보 두 개 %3을(를) 공유합니다. 각 집합은 정확히 하나씩 가지므로 둘 다 나머지 숫자로 잠깁니다. 한 집합에서 어떤 숫자의 칸을 모두 보는 칸(공유하는 숫자라면 두 집합 모두에서)은 그 숫자가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>거의 잠긴 집합 %1, %2은(는) 제한 공통 후보 %3을(를) 공유합니다. 그 숫자는 한쪽에만 있을 수 있으므로 다른 쪽은 잠기고, 둘 중 하나는 %4을(를) 가집니다. 두 집합의 %4을(를) 모두 보는 칸은 %4이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>거의 잠긴 집합 %1은(는) 제한 공통 후보 %2(으)로 차례로 연결됩니다. 첫 집합이 %3이(가) 아니면 각 집합이 차례로 잠기고 마지막 집합이 %3이(가) 됩니다. 따라서 첫 집합과 마지막 집합의 %3을(를) 모두 보는 칸은 %3이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%2에 %1</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>%1의 각 후보 숫자(%2)는 어떤 거의 잠긴 집합 안에서 그 숫자의 칸을 모두 봅니다: %3. %1이(가) 무엇이든 해당 집합이 잠기므로, 그중 하나가 %4을(를) 가집니다. 그 집합들의 %4을(를) 모두 보는 칸은 %4이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>%1을(를) 제외한 모든 빈 칸의 후보 숫자가 두 개입니다. %1은(는) %2(이)어야 합니다. 그렇지 않으면 퍼즐의 해가 정확히 하나가 되지 않습니다.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>%1의 강한 링크가 %2와(과) %3을(를) 두 그룹으로 나누며, 한 그룹이 %1입니다. 따라서 두 그룹을 모두 보는 칸은 %1이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>%1의 강한 링크가 %2와(과) %3을(를) 두 그룹으로 나눕니다. 한 그룹의 두 칸이 서로 보이므로 그 그룹은 %1이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>%1의 강한 링크가 두 클러스터를 이루고, 각 클러스터는 두 색으로 나뉘며 그중 한 색이 %1입니다. 각각 한 색인 %2와(과) %3이(가) 서로 보이므로, 한 클러스터의 다른 색이 %1입니다. 그 두 색을 모두 보는 칸은 %1이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>%1의 강한 링크가 두 클러스터를 이루고, 각 클러스터는 두 색으로 나뉘며 그중 한 색이 %1입니다. %2은(는) 다른 클러스터의 두 색을 모두 보고, 그중 하나가 %1(이)므로 %1이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>%1에서 %2은(는) %3에만 있습니다. 그 %2들이 %3에 하나씩 들어가므로, %3의 다른 곳에는 %2이(가) 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>%1의 핀드 피시 두 개가 %2을(를) 공유합니다: 하나는 %3(으)로, 다른 하나는 %4(으)로 덮입니다(핀 %5). 각 피시는 자신의 덮개 라인에서 자신의 핀을 모두 보는 후보를 제거합니다.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>%1에서 %2은(는) 핀 %4을(를) 제외하면 %3에만 있습니다. 피시가 성립하거나 핀이 %2(이)므로, %3의 칸 중 %1 밖에 있으면서 핀을 보는 칸은 %2이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>%1에서 %2은(는) 핀 %4을(를) 제외하면 %3에만 있습니다. 피시가 성립하거나 핀 중 하나가 %2(이)므로, %3의 칸 중 %1 밖에 있으면서 모든 핀을 보는 칸은 %2이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>%1에서 %2은(는) %3에만 들어갈 수 있고, 그 칸들은 %4에도 있습니다. 따라서 %4의 다른 곳에는 %2이(가) 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1, %2, %3은(는) %4만 가집니다. %5도 이 두 숫자 중 하나라면 네 모서리가 숫자를 맞바꿀 수 있어 퍼즐의 해가 두 개가 됩니다. 따라서 %5은(는) 둘 다 아닙니다.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%3 중 하나가 그들의 유일한 추가 숫자 %4이(가) 아니라면 %1은(는) %2의 치명적 패턴(퍼즐의 해가 두 개)이 됩니다. 따라서 그들을 모두 보는 칸은 %4이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%3 중 하나에 추가 숫자가 들어가지 않으면 %1은(는) %2의 치명적 패턴이 됩니다. 그들은 %4와(과) 함께 %5에서 그 추가 숫자들의 네이키드 부분집합을 이루므로, 그곳의 다른 칸에는 이 숫자들이 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1은(는) %2의 치명적 패턴이 됩니다. %3에서 %4은(는) %5에만 있으므로, 그중 하나가 %4(이)고 어느 쪽도 %6이(가) 될 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1은(는) %2의 치명적 패턴이 됩니다. %3에서 %4은(는) 직사각형 안에만 있으므로 한 대각선을 차지합니다. %5의 대각선은 아닙니다. 그렇지 않으면 다른 대각선이 패턴을 완성합니다.</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>%1은(는) %2만 가지고, %3 및 %4에서 %5은(는) 직사각형 안에만 있습니다. %6이(가) %7(이)라면 %5은(는) %8 및 %9에 들어가고 %1은(는) %7이(가) 됩니다: 치명적 패턴이며 해가 두 개입니다. 따라서 %6은(는) %7이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 및 %2은(는) %3(으)로 채워졌습니다(주어진 숫자가 아님). %4 및 %5이(가) 이 숫자들을 엇갈려 가지면 네 칸이 숫자를 맞바꿀 수 있어 퍼즐의 해가 두 개가 됩니다. 따라서 %6은(는) %7이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 및 %2은(는) %3(으)로 채워졌습니다(주어진 숫자가 아님). %4 및 %5이(가) 이 숫자들을 엇갈려 가지면 네 칸이 숫자를 맞바꿀 수 있어 퍼즐의 해가 두 개가 됩니다. 따라서 그중 하나가 %6(이)고, 둘 다 보는 칸은 %6이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>%1은(는) %2 및 %3에서 각각 두 곳에만 들어갈 수 있고, %4에서 공통 밑변을 가집니다. 따라서 %5 또는 %6이(가) %1(이)며, 둘 다 보는 칸은 %1이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>%1은(는) %2 및 %3에서 각각 두 곳에만 들어갈 수 있고, %4에서 이어집니다(%5, %6). 따라서 %7 또는 %8이(가) %1(이)며, 둘 다 보는 칸은 %1이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>%1이(가) %2이(가) 아니면 %3이(가) %2(이)고(%4), 그러면 %5은(는) %2이(가) 아니며(%6), 그러면 %7이(가) %2입니다(%8). 따라서 %1 또는 %7이(가) %2(이)며, 둘 다 보는 칸은 %2이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>%1에서 %2은(는) %3 및 %4에만 있습니다. %5이(가) %2이(가) 아니면 %6이(가) %2(이)고(%7), %1의 %2은(는) 두 줄 중 다른 줄에 남는데, %8도 그 줄을 봅니다. 어느 경우든 %8은(는) %2이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>%1의 투 스트링 카이트 두 개가 %2의 같은 두 칸 %3, %4에서 만납니다. 각 칸의 행 링크는 한 카이트에, 열 링크는 다른 카이트에 속합니다. 각 카이트는 자신의 후보를 제거합니다.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>%1에서 %2은(는) %3 및 %4에만 있습니다. 이 엠프티 렉탱글은 강한 링크 두 개 %5=%6, %7=%8과 함께 작동하며, 각 링크가 따로 후보를 제거합니다.</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1은(는) %2의 마지막 빈 칸이고, %3은(는) %2에 아직 없는 숫자입니다.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>%1에서 %2은(는) %3에만 들어갈 수 있습니다.</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1은(는) %2에 남은 유일한 후보 숫자입니다: 다른 숫자는 모두 그 칸의 행, 열 또는 박스에 있습니다.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>%1에서 %2은(는) %3에만 들어갈 수 있습니다. 따라서 그 칸들에는 다른 숫자가 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>%1에는 합쳐서 %2만 있으므로, %3에서 이 숫자들은 다른 곳에 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>피벗 %1, 집게 %2 및 %3(%4): 피벗이 무엇이든 집게 중 하나는 %5입니다. 따라서 두 집게를 모두 보는 칸은 %5이(가) 될 수 없습니다.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>피벗 %1, 집게 %2 및 %3(%4): 피벗이 무엇이든 피벗이나 집게 중 하나가 %5입니다. 따라서 세 칸을 모두 보는 칸은 %5이(가) 될 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>%1에는 %2이(가) 들어갈 수 없습니다</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>케이지의 빈 칸 %1은(는) 서로 다른 숫자로 합이 %2이고, 채울 수 있는 조합은 %3뿐입니다. 모든 조합에 %4이(가) 있고, 케이지 안에서 %4은(는) %5에만 들어갈 수 있습니다. 따라서 %6. 그 칸들은 이 칸들을 모두 보기 때문입니다.</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>케이지 %1은(는) 서로 다른 숫자로 합이 %2입니다. 각 칸에 아직 들어갈 수 있는 숫자로 채울 수 있는 조합은 %3뿐입니다. 따라서 %4.</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>케이지의 빈 칸 %1은(는) 서로 다른 숫자로 합이 %2입니다(케이지의 합에서 %3의 숫자를 뺀 값). 각 칸에 아직 들어갈 수 있는 숫자로 채울 수 있는 조합은 %4뿐입니다. 따라서 %5.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>%1의 숫자 합은 %2(집마다 45)이고, 그 안에 완전히 들어 있는 케이지들의 합은 %3입니다. 따라서 나머지 칸 %4의 합은 %5입니다.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 %2의 숫자를 빼면 %3은(는) %4입니다.</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 따라서 %2은(는) %3입니다.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 %2의 숫자를 빼면 두 빈 칸의 합은 %3입니다. 다른 칸의 어떤 후보로도 합을 채울 수 없으므로 %4.</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 다른 칸의 어떤 후보로도 합을 채울 수 없으므로 %2.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>%1의 숫자 합은 %2(집마다 45)이고, 그 안으로 들어오는 케이지들의 합은 %3입니다. 따라서 그 케이지들의 바깥 칸 %4의 합은 %5입니다.</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>%1의 케이지(합 %2)를 보세요. 힌트를 한 번 더 누르면 칸과 추론이 나옵니다.</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>거의 잠긴 집합 %1은(는) %2와(과) 제한 공통 후보 %4을(를), %3와(과) %5을(를) 공유합니다. %1에는 자신의 숫자 중 하나만 빠지므로 %4 또는 %5을(를) 가집니다: 그러면 %2에 %4이(가) 없거나 %3에 %5이(가) 없게 되고, 그 집합은 잠겨서 %6을(를) 가집니다. %2와(과) %3 양쪽의 %6을(를) 모두 보는 칸은 %6이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>%1이(가) %2(이)라면, 거기서 시작하는 링크 %3개의 루프가 %1에서 다시 %2을(를) 제외합니다. 따라서 %1은(는) %2이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>%1이(가) %2이(가) 아니라면, 거기서 시작하는 링크 %3개의 루프가 다시 %2(으)로 되돌립니다. 따라서 %1은(는) %2입니다.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>%1이(가) %2(이)라면, 거기서 시작하는 링크 %3개의 루프가 %1을(를) %4(으)로도 만듭니다. 따라서 %1은(는) %2이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>%1이(가) %2(이)라면 %3이(가) 아니게 되고, 거기서 시작하는 링크 %4개의 루프가 %1에서 %2을(를) 제외합니다. 따라서 %1은(는) %2이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>%1에 대한 링크 %2개의 체인이 강한 링크와 약한 링크를 번갈아 %3에서 %4까지 이어집니다: %3이(가) %1이(가) 아니면 %4이(가) %1입니다. 둘 중 하나는 %1(이)므로, 둘 다 보는 칸은 %1이(가) 될 수 없습니다.</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>후보가 두 개씩인 칸 %1개의 체인이 %2에서 %4까지 이어지며, 각 칸은 다음 칸을 봅니다: %2이(가) %3이(가) 아니면 각 칸이 다음 칸을 결정하고 %4이(가) %3이(가) 됩니다. 둘 중 하나는 %3(이)므로, 둘 다 보는 칸은 %3이(가) 될 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1은(는) %2만 가지며 체인을 따라 각 칸이 다음 칸을 보므로, 두 숫자가 번갈아 들어갑니다. 그중 링크 수가 홀수만큼 떨어진 두 칸을 모두 보는 칸은 두 숫자 중 어느 것도 될 수 없습니다.</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>링크 %1개의 루프가 스스로 닫힙니다: 각 약한 링크는 정확히 한쪽 끝만 참입니다. 따라서 약한 링크의 숫자는 그 양 끝을 모두 보는 모든 칸에서 빠지고, 강한 링크로 들어가고 나오는 칸에는 그 두 숫자만 남습니다.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>링크 %1개의 체인이 %2에서 %4까지 이어집니다: %2이(가) %3이(가) 아니면 %4이(가) %3입니다. 둘 중 하나는 %3(이)므로, 둘 다 보는 칸은 %3이(가) 될 수 없습니다.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>링크 %1개의 체인이 %2에서 %4까지 이어집니다: %2이(가) %3이(가) 아니면 %4이(가) %5입니다. 두 칸은 서로 보이므로 %2은(는) %5이(가) 될 수 없고 %4은(는) %3이(가) 될 수 없습니다.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1은(는) %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1은(는) %2이(가) 아님</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>%1 중 어느 것도 %2이(가) 아님</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1: 가정의 반대</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>%1이(가) %2이면서 동시에 %2이(가) 아니게 됨</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>%1이(가) %2 둘 다가 됨</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>%1에 남는 숫자가 없게 됨: %2이(가) 모두 제외됨</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>%1이(가) %2에 두 번 들어가게 됨(%3에서)</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>%1이(가) 서로 보이는 %2 양쪽에 들어가게 됨</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>%1이(가) 들어갈 곳이 %2에 남지 않게 됨: %3에서 제외됨</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>%1은(는) 한 하우스에서 마지막으로 남은 자리인 %2 중 어디에도 들어갈 수 없음</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1, 이들은 동시에 성립할 수 없음</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>%1(이)라고 가정합니다. 거기서부터 체인을 따라가면: %2. 따라서 이 가정은 거짓입니다.</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>%1(이)라고 가정합니다. 싱글로 끝까지 진행하면: %2. 따라서 이 가정은 거짓입니다.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>다음 중 하나는 반드시 참입니다: %1. 각각이 체인을 통해 같은 결론에 이르므로, %2.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>다음 중 하나는 반드시 참입니다: %1. 싱글로 끝까지 진행하면 각각이 같은 결론에 이르므로, %2.</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>%1와(과) %2이(가) 만나는 곳에서 %3은(는) %4을(를) 가집니다. %1의 %5와(과) %2의 %6은(는) 이 숫자 중 서로 공유하는 것이 없고, %3와(과) 합치면 칸 수와 들어갈 숫자 수가 같으므로 그 숫자들은 모두 이 칸들에 들어갑니다. 따라서 %5의 숫자는 %1의 다른 곳에, %6의 숫자는 %2의 다른 곳에 들어가지 않고, %3의 숫자 중 양쪽 어느 것도 가지지 않은 숫자는 두 곳 모두의 다른 곳에 들어가지 않습니다.</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>%1와(과) %2은(는) %3만 가집니다. %5에서 %4은(는) %1을(를) 보는 %6 또는 %2을(를) 보는 %7에만 들어갈 수 있습니다. 따라서 %1와(과) %2 중 하나는 %4을(를) 보므로 %4이(가) 아니고, %8이(가) 됩니다. %1와(과) %2을(를) 모두 보는 칸은 %8이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1 그다음 %3에 %2을(를) 놓습니다.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>%1에서 %2은(는) %3에만 들어갈 수 있고, 그 칸들은 %4에도 있습니다. 따라서 %4의 다른 곳에는 %2이(가) 들어가지 않고, %6에서 %2이(가) 들어갈 곳은 %5뿐입니다.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>%1에서 %2은(는) %3에만 들어갈 수 있습니다. 따라서 그 칸들에는 다른 숫자가 들어가지 않고, %1에서 %4이(가) 들어갈 곳은 %5뿐입니다.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 %2의 숫자를 빼면 빈칸들의 합은 %3입니다. 다른 칸들의 어떤 후보로도 합을 채울 수 없으므로(서로 보는 칸은 다른 숫자로) %4.</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 다른 칸들의 어떤 후보로도 합을 채울 수 없으므로(서로 보는 칸은 다른 숫자로) %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>탐색 시각화(&amp;V)</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>솔버가 이 퍼즐을 탐색하는 과정을 한 단계씩 봅니다(%1)</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>스도쿠</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>게임(&amp;G)</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>난이도별 새 게임(&amp;L)</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>난이도별 일일 퍼즐(&amp;Z)</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>보드 복사 형식(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>도우미(&amp;A)</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>솔버(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>게임</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>퍼즐</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>풀기에 쓰이는 솔버</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>솔버</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>시간</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>새 %1 퍼즐을 만드는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>솔버: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>시스템 언어(&amp;S)</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>%2에 %1 놓기(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>적용(&amp;A)</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1(일시 정지됨)</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · 실수: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>게임 열기</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>스도쿠 게임 및 퍼즐 (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>스도쿠 게임 (*.sudoku)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>퍼즐: Simple Sudoku, SudoCue, 메모 격자, 한 줄 형식 (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>모든 파일 (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>게임을 열 수 없음</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>게임 저장</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>게임을 저장할 수 없음</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>게임을 저장할 수 없었습니다. %1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>지금 끝내면 마지막으로 저장한 뒤 플레이한 내용은 사라집니다.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>그래도 끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>선택한 칸에 숫자 놓기</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+숫자</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>메모 켜기/끄기(Ctrl+숫자도 가능)</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>메모 모드: 숫자가 메모가 됨</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>스나이더 표기법</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Shift+숫자: 모서리 메모, Ctrl+숫자(또는 메모 모드): 가운데 메모</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>색칠: 숫자는 칸을, Shift+숫자는 후보 숫자를 색칠. 칸을 클릭해 칠하고, 메모는 Shift+클릭 또는 오른쪽 클릭</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>숫자 먼저: 숫자를 고르고(패드 또는 키) 칸을 클릭하거나 Space를 눌러 놓기</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>숫자 먼저 모드에서: 고른 숫자를 선택한 칸에 놓기</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>칸 지우기</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>화살표, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>이동, Ctrl+Home/End: 첫/마지막 칸</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>보드 옆 메시지의 첫 번째 버튼 누르기(고치기, 제거하기, 다른 이름으로 저장, 새 게임…)</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>키보드 초점을 보드 옆 메시지나 힌트의 버튼으로 옮기고 다시 돌아오기. 거기서 Tab은 버튼 사이를 이동하고 Space는 버튼을 누름</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>실행 취소, 다시 실행(Ctrl+Shift+Z 또는 Ctrl+Y)</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>힌트, 검사, 풀기, 중지</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>&lt;b&gt;H&lt;/b&gt; 한 번 더</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>힌트의 다음 단계: 기법, 볼 곳, 이유, 적용</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>힌트에서 포싱 체인의 이전/다음 분기, 그다음 분기들이 증명하는 것</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>힌트 닫기, 색칠 또는 숫자 먼저 모드 끝내기</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>모든 후보 숫자 채우기</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>새 게임, 다시 시작, 퍼즐 입력, 입력한 퍼즐로 플레이 시작</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>새 게임 옵션: 난이도와 대칭</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>퍼즐 붙여넣기, 퍼즐 복사</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>열기, 저장, 다른 이름으로 저장</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>인쇄, 내보내기</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>오늘의 일일 퍼즐, 통계</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>탐색 시각화</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>탐색 실험실에서</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Space&lt;/b&gt; 재생 또는 일시 정지, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; 한 단계 뒤로 또는 앞으로, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; 퍼즐 또는 마지막 단계, &lt;b&gt;B&lt;/b&gt; 다음 막다른 길, &lt;b&gt;S&lt;/b&gt; 다음 해, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; 빠르게 또는 느리게, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; 보드를 이미지로 내보내기, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; 및 &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; 프레임 또는 애니메이션 내보내기, &lt;b&gt;Alt&lt;/b&gt;와 밑줄 친 글자: 해당 버튼이나 상자</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>나란히 보기에서</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; 또는 &lt;b&gt;Ctrl+W&lt;/b&gt; 창 닫기</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>메뉴의 밑줄 친 글자와 함께: 메뉴 열기</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>이 단축키 목록, 끝내기</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>메모 내보내기</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>메모 격자 (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>메모를 내보낼 수 없음</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>%1(으)로 내보냈습니다.</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>퍼즐 책이 완성되었습니다(%n쪽).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>설정이 다시 저장됩니다.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>설정을 저장할 수 없습니다. %1 저장할 수 있을 때까지 변경한 설정은 스도쿠가 열려 있는 동안만 유지됩니다.</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>설정을 저장할 수 없었습니다. %1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>지금 끝내면 스도쿠를 시작한 뒤 변경한 설정은 사라집니다. 디스크 공간을 확보한 다음 다시 시도하세요.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>다시 시도(&amp;T)</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>자동 저장 안 됨</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>설정 저장 안 됨</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>통계 꺼짐</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>%1에 저장했습니다.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
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
        <translation>새 %1 퍼즐(%2)을 만드는 중…</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>후보 필터</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>후보 필터가 이 칸의 %1 메모를 숨기고 있습니다. 바꾸려면 모든 메모를 표시하세요 (%2).</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>후보 필터가 이 칸의 메모 일부를 숨기고 있습니다. 지우려면 모든 메모를 표시하세요 (%1).</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>후보가 두 개인 칸</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>후보가 두 개인 칸의 %1</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>메모: %1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>행과 열 이름(r1–r9, c1–c9, 힌트가 칸을 부르는 방식) 표시 또는 숨기기</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>후보 필터: 그 숫자의 메모만 표시 (여러 숫자: 각 숫자의 메모, 다시 누르면: 그 숫자 해제)</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>후보 필터: 후보가 두 개인 칸의 메모만, 모든 메모 다시 표시</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>체크포인트로 이동(&amp;G)</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>체크포인트 삭제(&amp;T)</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1(으)로 돌아가기</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1을(를) 삭제했습니다.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 삭제</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>이름 있는 체크포인트 설정</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>체크포인트 이름:</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>체크포인트 %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>한 게임에는 체크포인트를 최대 %1개까지 둘 수 있습니다. 먼저 하나를 삭제하세요.</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1을(를) 설정했습니다. Ctrl+B로 돌아올 수 있습니다.</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1(으)로 돌아갔습니다. 실행 취소(Ctrl+Z)로 이전 국면으로 돌아갈 수 있습니다.</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>보드가 이미 %1 상태입니다.</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>체크포인트 설정, 이름 있는 체크포인트 설정, 가장 최근 체크포인트로 돌아가기 (한 수: Ctrl+Z로 취소)</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>모든 단계</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>풀이 경로</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>모든 단계(지금 쓸 수 있는 모든 단계)와 풀이 경로 보이기/숨기기</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>%1 닫기</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>%1 분리</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>남음: 평가 중…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>남음: %1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>남음: 판에 실수가 있어 평가하지 않음</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>남은 난이도</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>다음/이전 박스 (직소에서는 영역)</translation>
    </message>
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — 퍼즐 %2/%3 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>%3의 퍼즐 %1/%2 열기</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>마지막으로 연 퍼즐 파일의 다음 퍼즐</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>실행 취소</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>빨강</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>주황</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>노랑</translation>
    </message>
    <message>
        <source>green</source>
        <translation>초록</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>청록</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>파랑</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>보라</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>분홍</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>갈색</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>완전 덮개 행렬</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>r,c 칸이 채워짐</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>r행에 숫자 d가 있음</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>c열에 숫자 d가 있음</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>b번 박스에 숫자 d가 있음</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>정확 덮개 행렬의 열과 각 열에 남은 행: 회색 = 덮임, 빨강 = 남은 행 없음; 고리는 고른 열, 테두리는 취한 행의 열</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>대각선 또는 창에 숫자 d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>영역 g에 숫자 d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>대각선에 숫자 d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>창 w에 숫자 d</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>메시지</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>메시지 닫기</translation>
    </message>
    <message>
        <source>Return on the board presses this button</source>
        <translation>보드에서 Return을 누르면 이 버튼이 눌립니다</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>싱글만: 모든 단계가 들어갈 수 있는 숫자가 하나뿐인 칸입니다.</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>포싱 체인이나 포싱 네트, 또는 시행착오가 필요합니다.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>새 게임</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>난이도(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>주어진 숫자의 대칭(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>변형(&amp;V):</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>포인팅, 클레이밍 또는 네이키드 페어가 필요합니다.</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>X-윙, 스워드피시, 히든 페어, 트리플 또는 XY(Z)-윙이 필요합니다.</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>유일성, 쿼드, 젤리피시, 스카이스크래퍼, 투 스트링 카이트, 컬러링 또는 짧은 체인이 필요합니다.</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>루프, 체인, W-윙, 핀드 피시, 거의 잠긴 집합 또는 수 드 코크가 필요합니다.</translation>
    </message>
</context>
<context>
    <name>NumberPad</name>
    <message>
        <source>Number pad</source>
        <translation>숫자 패드</translation>
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
        <translation>퍼즐이 풀렸습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>해답까지 %n단계.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>%n단계 후에는 쓸 수 있는 기법이 없습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>풀이 경로</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>여기까지 진행(&amp;P)</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>선택한 단계까지의 경로를 한 수로 실행합니다</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>경로 복사(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>풀이 경로를 텍스트로 복사합니다</translation>
    </message>
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>HoDoKu 줄로 복사(&amp;H)</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>풀이 경로를 HoDoKu 라이브러리 형식으로 한 줄에 한 단계씩 복사합니다. HoDoKu와 sudoku-cli가 읽을 수 있습니다(클래식 퍼즐만: 한 줄에 변형의 규칙을 담을 수 없습니다)</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>배우기(&amp;L): 기법의 난이도인 퍼즐을 그 기법의 첫 단계 바로 앞에서 엽니다</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>연습하기(&amp;P): 다음 난이도의 퍼즐 전체</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>만들기(&amp;G)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>기법 연습</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>기법</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>연습할 기법</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>변형(&amp;V):</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>기법(&amp;T) (퍼즐의 풀이 경로가 체크한 것 중 하나 이상을 사용합니다):</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>기법을 고르면 그것이 무엇인지 읽을 수 있습니다. 도움말 &gt; 기법에서 각각을 예와 함께 설명합니다.</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>기법을 하나 이상 체크하세요.</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>%1 퍼즐에는 체크한 기법이 필요하지 않습니다. 그 기법의 난이도나 더 어려운 난이도를 고르세요.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>만드는 중…</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>만드는 중… 무작위 격자 %n개를 시도했습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>무작위 격자 %n개에서 퍼즐을 만들지 못했습니다. 생성기는 이 난이도에서 풀이 경로가 이 기법들을 사용하는 퍼즐을 거의 또는 전혀 만들지 않습니다. 다시 시도하거나 다른 기법이나 다른 난이도를 고르세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>취소했습니다.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>예시</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>예시 퍼즐에서 그 기법의 첫 단계 바로 앞의 상태와 그 단계의 그림</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>이 기법의 예시가 없습니다.</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>기법을 고르면 예시가 보입니다.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>환경 설정</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>보드</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>선택한 칸의 행, 열, 박스 강조</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>선택한 숫자가 있는 칸과 메모 강조</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>충돌 표시(행, 열 또는 박스에서 반복되는 숫자)</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>숫자를 놓으면 그 행, 열, 박스의 메모에서 그 숫자 지우기</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>메모(&amp;P):</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>각 숫자를 칸 안의 제자리에</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>모서리 및 가운데 메모(스나이더 표기법)</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>스나이더 표기법에서는 Shift+숫자로 모서리 메모를, Ctrl+숫자(또는 메모 모드)로 가운데 메모를 씁니다</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>창</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>시계 표시</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>시스템 따르기</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>고대비</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>시스템을 따를 때 데스크톱이 요청하면 고대비 모양을 사용합니다</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>모양(&amp;L):</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>보통(데스크톱 설정)</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>크게</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>더 크게</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>가장 크게</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <comment>text size: its name and percentage</comment>
        <translation>%1 – %2%</translation>
    </message>
    <message>
        <source>Text in the window and digits and pencil marks on the board</source>
        <translation>창의 글자와 보드의 숫자 및 메모</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>글자 크기(&amp;T):</translation>
    </message>
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>언어(&amp;A):</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>새 게임의 난이도(&amp;N):</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>풀기, 검사, 인쇄할 정답에 쓰이는 솔버</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>솔버(&amp;S):</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>실수 표시(&amp;M): 정답과 어긋나는 숫자를 바로 표시(도움으로 계산됨)</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <source>Pr&amp;int…</source>
        <translation>인쇄(&amp;I)…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>인쇄 미리 보기(&amp;V)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>내보내기(&amp;X)…</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>퍼즐 책 인쇄(&amp;K)…</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>보드를 한 줄로 복사(&amp;L)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>보드를 격자로 복사(&amp;G)</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>보드를 이미지로 복사(&amp;I)</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>퍼즐을 인쇄하고, 원하면 정답도 인쇄합니다</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>퍼즐을 PDF 문서, PNG 이미지 또는 SVG 이미지로 저장합니다</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>한 난이도의 새 퍼즐 여러 개를 페이지마다 인쇄하거나 저장합니다</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>보드를 81자 한 줄로 복사합니다. 빈 칸은 &apos;.&apos;입니다</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>보드를 박스 경계가 있는 텍스트 아홉 줄로 복사합니다</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>보드 그림 복사</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>이 퍼즐은 해가 유일하지 않습니다: 퍼즐 자체만 인쇄하거나 내보냅니다.</translation>
    </message>
    <message>
        <source>Sudoku — %1</source>
        <translation>스도쿠 — %1</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>스도쿠</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>정답</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>스도쿠</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>두 번째 페이지에 정답 인쇄</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>내 진행 상황 인쇄: 입력, 메모, 색</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>프린터를 사용할 수 없었습니다.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>인쇄 미리 보기</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>정답 보기</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>내 진행 상황 보기</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>퍼즐 위의 입력, 메모, 색</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>퍼즐</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>퍼즐 %n개 생성 중…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>퍼즐 책 인쇄</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>%1번</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>%1번 정답</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>퍼즐 열기</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>파일의 퍼즐</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>모든 난이도</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>이 난이도의 퍼즐 보기</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>난이도(&amp;L):</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>미리 보기</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>고른 퍼즐의 주어진 숫자</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>평가 진행</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>플레이(&amp;P)</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>고른 퍼즐 플레이</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>%1의 퍼즐: %2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>%2개 중 %1개 평가함</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n개는 읽을 수 없음</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>번호</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>변형</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>난이도</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>평가</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>비고</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>시행착오</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>해 없음</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>해가 둘 이상</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>올바르지 않음</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>생성기가 멈췄습니다</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>무작위 격자 %1개 중 이 난이도의 퍼즐을 만든 것이 없습니다</translation>
    </message>
</context>
<context>
    <name>PuzzleRenderer</name>
    <message>
        <source>%1 — page %2 of %3</source>
        <comment>print title, page number</comment>
        <translation>%1 — %3쪽 중 %2쪽</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>이미지 %1을(를) 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1에 쓸 수 없습니다: %2.</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>스도쿠</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1에 쓸 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Sudoku</source>
        <translation>스도쿠</translation>
    </message>
    <message>
        <source>Play, solve and learn Sudoku.</source>
        <translation>스도쿠를 플레이하고, 풀고, 배우세요.</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>열 저장된 게임(.sudoku).</translation>
    </message>
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>이번 실행의 모양: system, light, dark 또는 high-contrast.</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>사용자 설정 대신 이 ini 파일에서 설정을 읽고 씁니다.</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>시작부터 첫 프레임을 그릴 때까지의 시간을 출력하고 끝냅니다(벤치마크).</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>창이 그려지면 창의 그림을 저장하고 끝냅니다.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>스도쿠가 이미 실행 중입니다(프로세스 %1): 그 창을 앞으로 가져왔습니다.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>스도쿠가 이미 실행 중입니다(프로세스 %1): 그 창에서 %2을(를) 열었습니다.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>스도쿠가 이미 실행 중이지만(프로세스 %1) 응답하지 않습니다: 이 창은 따로 실행되며 게임을 자동으로 저장하지 않습니다.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>%1 칸에 불가능한 값이 있습니다</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>퍼즐이 올바르지 않습니다: %1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>플레이 시간이 음수입니다</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>선택한 칸이 범위를 벗어났습니다</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>실행 취소 기록이 범위를 벗어났습니다</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>실행 취소 기록이 보드와 맞지 않습니다</translation>
    </message>
    <message>
        <source>the rules are broken: %1</source>
        <translation>규칙이 올바르지 않습니다: %1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>체크포인트 이름이 비어 있거나 너무 깁니다</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>체크포인트의 %1 칸에 불가능한 값이 있습니다</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>체크포인트의 주어진 숫자가 퍼즐과 다릅니다</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>실행 취소 기록이 손상되었습니다</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>%1에 설정을 보관할 수 없습니다: 일반 파일이 아닙니다(파이프, 장치, 소켓 또는 폴더).</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>파일의 내용이 기록한 내용과 다릅니다</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>%1에 설정을 쓸 수 없습니다: %2.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>다른 스도쿠(프로세스 %1)가 %2을(를) 사용 중이고 응답하지 않아서 이 창은 그곳에 저장하지 않습니다.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>데이터베이스가 아닙니다</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>다른 프로그램의 테이블이 있습니다</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>테이블이 불완전합니다</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>SQLite가 손상을 발견했습니다</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>통계 파일이 손상되었습니다(%1). %2(으)로 보관하고 새 통계를 시작했습니다.</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>통계 꺼짐: Qt의 SQLite 드라이버가 설치되어 있지 않습니다(Debian: libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>통계 꺼짐: %1 폴더에 쓸 수 없어서 %2을(를) 만들 수 없습니다.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>통계 꺼짐: %1을(를) 열 수 없습니다(%2).</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>통계 꺼짐: %1은(는) 더 새로운 버전의 스도쿠로 만들어졌으므로(통계 버전 %2) 그대로 둡니다.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>통계 꺼짐: %1이(가) 손상되었고 옆으로 치울 수도 없습니다(%2).</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>통계를 저장할 수 없음: %1 또는 그 폴더가 읽기 전용입니다. 통계를 볼 수는 있지만 게임이 계산되지 않습니다.</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>%1에 통계를 저장할 수 없었습니다(%2).</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>%1에 통계를 저장할 수 없었습니다(%2). 마지막 게임이 계산되지 않았습니다.</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>다른 프로그램이 %1을(를) 잠그고 있습니다: 게임은 보관해 두었다가 잠금이 풀리면 계산합니다.</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>지금은 통계를 표시할 수 없습니다: 다른 프로그램이 %1을(를) 잠그고 있습니다.</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>최근 게임을 계산할 수 없었습니다: 다른 프로그램이 %1을(를) 잠그고 있고, 나중을 위해 보관할 수도 없었습니다(%2).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>개요(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>기록(&amp;H)</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>난이도별 통계</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>플레이한 게임</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>모든 게임</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>시작한 게임</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>포기</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>도움 없이 최고 시간</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>도움 없이 평균</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>도움 없이 중앙값</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>도움 받은 평균</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>현재 연속 기록</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>최장 연속 기록</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>시간은 도움(힌트, 검사, 실수 표시, 풀기) 없이 완료한 게임의 것이며, 도움 받은 평균은 예외입니다. 연속 기록은 연달아 완료한 게임 수이며, 포기한 게임이 있으면 끊깁니다.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>난이도</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>시간</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>도움</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>닫기(&amp;C)</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>통계가 없습니다.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>집계 중…</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>일일 퍼즐: 완료한 연속 일수: %1 · 최장 기록: %2</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>내 퍼즐</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1, %2 일일 퍼즐</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>플레이 중</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>포기함(풀기)</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>힌트: %1</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>검사: %1</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>실수: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>예</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>없음</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>아직 게임이 없습니다: 게임은 첫 수부터 계산됩니다.</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>게임: %1. 최근 %2개가 표시됩니다.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>게임: %1</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>변형(&amp;V):</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>모든 변형</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>변형</translation>
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
        <translation>단계: %1</translation>
    </message>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>풀이 경로: %n단계</numerusform>
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
        <translation>퍼즐을 시작하면 단계가 보입니다.</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>단계를 찾는 중…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>보드에 실수가 있습니다. 이 보드에서 찾은 단계는 틀릴 수 있습니다. 검사나 힌트로 실수를 확인하세요.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>여기서 쓸 수 있는 논리적 단계가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>여기서 쓸 수 있는 단계는 %n개입니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <comment>the All Steps list</comment>
        <translation>정렬 기준(&amp;O)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <comment>sort the steps by</comment>
        <translation>난이도</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>지우는 후보 수</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>단계 정렬 기준</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>모든 단계</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>단계 적용(&amp;Y)</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>선택한 단계를 한 수로 실행합니다 (목록에서 엔터 키를 눌러도 같습니다)</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>킬러 스도쿠 전용: 케이지와 그 합을 읽습니다.</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>모든 변형에서 쓸 수 있습니다: 대각선 스도쿠의 대각선, 하이퍼 스도쿠의 창, 직소 스도쿠의 영역은 행, 열, 박스와 같은 하우스이며, 킬러 스도쿠의 케이지는 알 수 있는 정보를 더해 줄 뿐입니다.</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>박스를 바탕으로 합니다: 클래식, 대각선, 하이퍼, 킬러 퍼즐에서는 쓸 수 있지만, 영역이 박스를 대신하는 직소 퍼즐에서는 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>해가 정확히 하나인 클래식 퍼즐 전용: 변형에서는 추가 하우스나 케이지로 직사각형의 두 숫자를 구별할 수 있으므로, 그곳에서는 이 패턴이 치명적이지 않습니다.</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>하우스의 마지막 빈 칸에는 그 하우스에 빠진 숫자 하나가 들어갑니다.</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>숫자가 이미 여덟 개 들어 있는 행, 열 또는 박스를 찾으세요. 모든 하우스에는 각 숫자가 한 번씩 들어가므로, 하나 남은 빈 칸에는 빠진 숫자가 들어가야 합니다.</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>한 하우스에서 들어갈 곳이 한 곳만 남은 숫자는 그곳에 들어갑니다.</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>숫자 하나와 하우스 하나를 고르고, 그 하우스의 칸 중 자신의 행, 열 또는 박스에서 이미 그 숫자가 보이는 칸을 모두 지웁니다. 한 칸만 남으면 그 칸에 다른 후보가 남아 있더라도 숫자는 그곳에 들어가야 합니다: 하우스의 어딘가에는 그 숫자가 필요하기 때문입니다.</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>후보가 하나만 남은 칸에는 그 숫자가 들어갑니다.</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>빈 칸 하나를 보고 그 행, 열, 박스에 이미 있는 숫자를 적어 봅니다. 아홉 숫자 중 여덟 개가 있으면 그 칸에는 아홉 번째 숫자만 들어갈 수 있습니다: 그 숫자를 놓으세요.</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>박스 안에서 한 줄에 갇힌 숫자는 그 줄의 나머지에서 제거됩니다.</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>한 박스에서 어떤 숫자가 아직 들어갈 수 있는 곳을 봅니다. 그 칸들이 모두 한 행이나 한 열에 있으면 박스의 그 숫자는 그 줄 위에 들어갑니다. 따라서 그 숫자는 박스 밖의 그 줄 위 다른 곳에는 들어갈 수 없습니다: 그곳에서 제거하세요.</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>줄 안에서 한 박스에 갇힌 숫자는 그 박스의 나머지에서 제거됩니다.</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>한 행이나 열에서 어떤 숫자가 아직 들어갈 수 있는 곳을 봅니다. 그 칸들이 모두 한 박스 안에 있으면 줄의 그 숫자는 그 박스에 들어갑니다. 따라서 박스의 다른 칸 중 그 줄 위에 있지 않은 칸에는 들어갈 수 없습니다: 그곳에서 제거하세요.</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>줄과 박스를 모두 공유하는 칸들의 네이키드 페어는 두 하우스를 모두 정리합니다.</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>같은 박스이면서 같은 행(또는 열)에 있는 두 칸이 같은 후보 두 개만 가집니다. 두 숫자는 어느 순서로든 이 두 칸을 채워야 하므로, 어느 숫자도 박스나 줄의 다른 곳에 들어갈 수 없습니다: 두 하우스 모두에서 제거하세요.</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>같은 후보 두 개를 가진 한 하우스의 두 칸은 그 숫자들을 독차지합니다.</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>한 하우스에서 정확히 같은 후보 두 개를 가진 두 칸을 찾으세요. 두 칸이 두 숫자를 나눠 가져야 하므로, 그 하우스의 다른 칸에는 어느 숫자도 들어갈 수 없습니다: 하우스의 나머지에서 두 숫자를 제거하세요.</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>한 하우스에서 같은 두 칸에만 들어갈 수 있는 두 숫자는 그 칸들을 차지합니다.</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>한 하우스에서 둘 다 같은 두 칸에만 들어갈 수 있는 두 숫자를 찾으세요. 그 두 칸에는 이 두 숫자가 들어가야 하므로, 그 칸들의 다른 후보는 틀린 것입니다: 두 칸에서 다른 후보를 제거하세요.</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>줄과 박스를 모두 공유하는 칸들의 네이키드 트리플은 두 하우스를 모두 정리합니다.</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>같은 박스이면서 같은 행(또는 열)에 있는 세 칸이 합쳐서 숫자 세 개만 가집니다. 세 칸에는 그 세 숫자가 들어가야 하므로, 그 숫자들은 박스나 줄의 다른 곳에 들어갈 수 없습니다: 두 하우스 모두에서 제거하세요.</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>합쳐서 숫자 세 개만 가진 한 하우스의 세 칸은 그 숫자들을 독차지합니다.</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>한 하우스에서 후보를 합치면 숫자가 딱 세 개인 세 칸을 찾으세요(한 칸이 세 숫자를 모두 가질 필요는 없습니다). 세 칸에는 그 세 숫자가 들어가야 하므로, 하우스의 다른 모든 칸에서 그 숫자들을 제거하세요.</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>한 하우스에서 같은 세 칸에만 들어갈 수 있는 세 숫자는 그 칸들을 차지합니다.</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>한 하우스에서 들어갈 수 있는 곳이 같은 세 칸인 세 숫자를 찾으세요(각 숫자는 그중 두세 칸에 들어갈 수 있습니다). 그 칸들에는 이 숫자들이 들어가야 하므로, 그 칸들에서 다른 후보를 모두 제거하세요.</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>합쳐서 숫자 네 개만 가진 한 하우스의 네 칸은 그 숫자들을 독차지합니다.</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>네이키드 트리플의 아이디어를 네 칸으로 넓힌 것입니다: 한 하우스에서 후보를 합치면 숫자가 네 개뿐인 네 칸에는 네 숫자가 모두 들어가야 하므로, 하우스의 나머지에서 그 숫자들을 제거하세요.</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>한 하우스에서 같은 네 칸에만 들어갈 수 있는 네 숫자는 그 칸들을 차지합니다.</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>히든 트리플의 아이디어를 네 숫자로 넓힌 것입니다: 한 하우스의 네 숫자가 같은 네 칸에만 들어갈 수 있으면 그 칸들에 이 숫자들이 들어가므로, 네 칸의 다른 후보는 모두 제거할 수 있습니다.</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>두 행에서 어떤 숫자가 같은 두 열의 정확히 두 곳씩에만 들어가는 형태입니다.</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>어떤 숫자가 한 행에서 두 칸에만, 다른 행에서도 같은 두 열의 두 칸에만 들어갈 수 있는 경우를 찾으세요. 두 행에는 그 숫자가 한 번씩 필요하고, 그 숫자는 직사각형의 마주 보는 모서리에만 들어갈 수 있습니다. 어느 쪽이든 두 열은 이 두 행에서 그 숫자를 얻으므로, 두 열의 다른 칸에서 그 숫자를 제거하세요. (행과 열을 바꿔도 마찬가지입니다.)</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>행 세 개와 열 세 개로 된 X-윙입니다.</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>어떤 숫자가 같은 세 열에만 들어갈 수 있는 세 행을 찾으세요(각 행에 두세 칸). 세 행에는 그 숫자가 서로 다른 세 열에 세 번 필요하므로, 이 행들이 세 열 모두의 그 숫자를 채웁니다. 그 열들의 다른 칸에서 그 숫자를 제거하세요. (행과 열을 바꿔도 마찬가지입니다.)</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>행 네 개와 열 네 개로 된 X-윙입니다.</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>어떤 숫자가 같은 네 열에만 들어갈 수 있는 네 행은 그 네 열 각각에 그 숫자를 놓아야 합니다. 따라서 네 열의 다른 모든 칸에서 그 숫자를 제거할 수 있습니다. (행과 열을 바꿔도 마찬가지입니다.)</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>피벗 칸 XY와 두 윙 XZ, YZ: 두 윙을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>후보가 두 개씩인 세 칸을 찾으세요: X와 Y를 가진 피벗, 피벗을 보고 X와 Z를 가진 윙 하나, 피벗을 보고 Y와 Z를 가진 다른 윙입니다. 피벗이 X이면 첫 번째 윙이 Z이고, 피벗이 Y이면 두 번째 윙이 Z입니다. 어느 쪽이든 윙 중 하나는 Z이므로, 두 윙을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>피벗도 Z를 가진 XY-윙: 세 칸을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>피벗은 후보 X, Y, Z 세 개를 가지고, 피벗을 보는 윙 하나는 X와 Z를, 다른 윙은 Y와 Z를 가집니다. 피벗에 어떤 숫자가 들어가든 세 칸 중 하나(피벗 자신 또는 윙 중 하나)는 Z입니다. 따라서 세 칸을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>평행한 두 줄 위에 있는 한 숫자의 강한 링크 두 개가 한쪽 끝에서 이어진 형태입니다.</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>두 행에서 각각 정확히 두 곳에만 들어갈 수 있는 숫자를 찾으세요. 각 쌍의 한쪽 끝은 같은 열에 있고(밑변), 나머지 두 끝은 서로 다른 열에 있습니다(꼭대기). 두 밑변 칸은 같은 열에 있으므로 그 숫자를 가지는 것은 많아야 하나이고, 그러면 다른 행은 꼭대기에 그 숫자를 가져야 합니다: 적어도 한 꼭대기에는 그 숫자가 들어갑니다. 두 꼭대기를 모두 보는 칸에는 그 숫자가 들어갈 수 없습니다. (행과 열을 바꿔도 마찬가지입니다.)</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>한 숫자의 행 링크와 열 링크가 박스 안에서 이어진 형태입니다.</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>한 행에서 정확히 두 곳, 한 열에서 정확히 두 곳에 들어갈 수 있는 숫자로, 행의 한쪽 끝과 열의 한쪽 끝이 같은 박스의 서로 다른 칸인 경우를 찾으세요. 그 두 칸에 숫자가 모두 들어갈 수는 없으므로, 먼 쪽 끝 중 하나(행의 다른 끝 또는 열의 다른 끝)에 들어갑니다. 먼 쪽의 두 끝을 모두 보는 칸에는 그 숫자가 들어갈 수 없습니다.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>한 숫자의 강한 링크를 두 색으로 칠합니다. 두 색을 모두 보는 칸에서는 그 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>숫자 하나를 골라, 한 하우스에서 그 숫자가 들어갈 수 있는 유일한 두 곳인 두 칸을 모두 잇습니다. 이렇게 만든 체인을 두 색으로 번갈아 칠합니다: 한 색은 모두 참이고 다른 색은 모두 거짓이지만, 어느 쪽인지는 아직 모릅니다. 체인 밖에서 각 색의 칸을 하나씩 보는 칸은 어느 경우든 그 숫자를 보게 되므로, 그곳에서 제거하세요.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>한 숫자의 강한 링크를 칠합니다. 한 하우스에서 자기 자신과 만나는 색은 거짓입니다.</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>트랩과 마찬가지로 한 숫자의 강한 링크로 된 체인을 두 색으로 번갈아 칠합니다. 같은 색의 두 칸이 한 하우스를 공유하면, 그 하우스에 숫자가 두 번 들어가게 되므로 그 색은 참일 수 없습니다. 따라서 그 색의 모든 칸에서 그 숫자가 빠지고, 다른 색의 칸들에 그 숫자가 들어갑니다.</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>같은 후보 두 개를 가진 두 칸이 그 숫자 중 하나의 강한 링크로 이어진 형태입니다.</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>같은 후보 X와 Y를 가지지만 서로 보이지 않는 두 칸과, 각 끝이 각 칸을 하나씩 보는 X의 강한 링크(X가 두 곳에만 들어갈 수 있는 하우스)를 찾으세요. 두 칸 모두 Y가 아니라면 둘 다 X가 되어 강한 링크에 X가 남지 않습니다. 따라서 두 칸 중 하나는 Y이고, 둘 다 보는 칸은 Y가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>치명적 직사각형의 세 모서리: 네 번째 모서리는 두 숫자를 모두 가질 수 없습니다.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>두 행, 두 열, 두 박스에 걸친 네 칸이 모두 X와 Y만 가지면, X와 Y를 맞바꿔 두 번째 해를 만들 수 있습니다(치명적 패턴). 올바른 퍼즐은 해가 하나뿐이므로 이런 일은 일어날 수 없습니다. 세 모서리가 X와 Y만 가지면 네 번째 모서리에는 다른 숫자가 들어가야 합니다: 거기서 X와 Y를 제거하세요.</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>한 칸만 빼고 모두 후보가 두 개인 칸: 그 칸에는 세 번째 숫자가 들어갑니다.</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>모든 빈 칸의 후보가 두 개이고 모든 숫자가 각 하우스에 두 번씩 나타나는 격자를 BUG(bivalue universal grave)라고 합니다: 해가 없거나 둘 이상입니다. 후보가 세 개인 칸이 하나뿐이고 그 칸의 숫자 하나가 그 칸의 하우스들에 세 번 나타나면, 그 숫자를 그 칸에 놓아야 합니다. 그렇지 않으면 격자가 BUG에 빠집니다.</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>한 숫자의 강한 링크 두 개가 약한 링크로 이어진 형태입니다.</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>강한 링크(숫자가 정확히 두 곳에만 들어가는 하우스) 두 개를 가진 숫자로, 첫 번째 링크의 한쪽 끝이 두 번째 링크의 한쪽 끝을 보는 경우를 고르세요. 그 두 끝에 숫자가 모두 들어갈 수는 없으므로, 나머지 두 끝 중 하나에 들어갑니다. 나머지 두 끝을 모두 보는 칸에는 그 숫자가 들어갈 수 없습니다. 스카이스크래퍼와 카이트는 특정한 모양의 터봇 피시입니다.</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>박스 안에서 한 행과 한 열에 갇힌 숫자와, 박스 밖의 강한 링크로 이루어진 형태입니다.</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>한 박스에서 어떤 숫자가 들어갈 곳이 박스의 한 행과 한 열 위에 있으면(L자 또는 십자 모양), 박스의 그 숫자는 그 행이나 그 열에 들어갑니다. 여기에 박스 밖의 열에 있는 그 숫자의 강한 링크로, 가까운 끝이 박스의 행 위에 있는 것을 더합니다. 먼 끝에 숫자가 들어가거나 가까운 끝에 들어가는데, 후자라면 박스의 행이 막혀서 박스의 그 숫자는 박스의 열에 들어갑니다. 박스의 열과 먼 끝의 행이 만나는 칸은 둘 다 보므로 그 숫자가 빠집니다. (행과 열을 바꿔도 마찬가지입니다.)</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>같은 박스 칸을 지나는 투 스트링 카이트 두 개로, 각각 숫자를 하나씩 제거합니다.</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>박스의 같은 두 칸을 공유하고 각자 자신의 강한 링크로 이루어진 카이트 두 개를 함께 찾습니다. 각 카이트는 단독으로, 자신의 먼 두 끝을 모두 보는 칸에서 그 숫자를 제거합니다. 이 단계는 두 제거를 한꺼번에 합니다.</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>한 박스에 있는 엠프티 렉탱글 두 개로, 각각 자신의 강한 링크를 가집니다.</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>숫자가 한 행과 한 열에 갇힌 박스 하나는 강한 링크 두 개를 동시에 가진 엠프티 렉탱글로 작동합니다. 하나는 그 행과, 다른 하나는 그 열과 만납니다. 각각이 엠프티 렉탱글처럼 자신의 제거를 하고, 이 단계는 둘 다 합니다.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>한 박스에 추가 후보가 있는 X-윙: 핀이 보이는 곳에서만 제거합니다.</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>두 행이 거의 X-윙처럼 어떤 숫자를 가지지만, 한 행에는 한 모서리의 박스 안에 추가 자리가 한두 개(핀) 있습니다. 핀에 그 숫자가 들어가거나 X-윙이 성립합니다. X-윙이 정리할 칸 중 핀도 보는(핀의 박스 안의) 칸은 두 경우 모두 그 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>한 박스에 추가 후보가 있는 스워드피시입니다.</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>세 행이 스워드피시처럼 어떤 숫자를 가지지만 핀, 즉 한 박스 안의 추가 자리가 한두 개 있습니다. 핀에 그 숫자가 들어가거나 스워드피시가 성립합니다. 스워드피시가 정리할 칸 중 핀도 보는 칸에서는 그 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>한 박스에 추가 후보가 있는 젤리피시입니다.</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>핀드 아이디어를 행 네 개와 열 네 개로 넓힌 것입니다: 박스 안의 핀에 그 숫자가 들어가거나 젤리피시가 성립합니다. 젤리피시가 정리할 칸 중 핀도 보는 칸에서 그 숫자를 제거하세요.</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>모서리 하나가 빠진 핀드 X-윙입니다.</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>핀드 X-윙과 같지만, 직사각형의 한 모서리에 후보가 남아 있지 않고 같은 박스에서 그 옆에 있는 핀이 그 자리를 대신합니다. 핀에 그 숫자가 들어가거나 남은 칸들이 X-윙으로 작동하므로, 핀을 보면서 X-윙이 정리할 칸에서는 그 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>모서리 하나가 빠진 핀드 스워드피시입니다.</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>핀의 박스에 있는 모서리에 후보가 없고 핀이 그 자리를 대신하는 핀드 스워드피시입니다. 추론은 핀드와 같습니다: 핀을 보면서 스워드피시가 정리할 칸에서는 그 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>모서리 하나가 빠진 핀드 젤리피시입니다.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>핀의 박스에 있는 모서리에 후보가 없고 핀이 그 자리를 대신하는 핀드 젤리피시입니다. 핀을 보면서 젤리피시가 정리할 칸에서는 그 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>같은 행에 있는 핀드 스워드피시 두 개를 한 단계로 찾은 것입니다.</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>행을 공유하고 어떤 추가 칸이 핀인지만 다른 핀드 스워드피시 두 개를 함께 보여 줍니다: 각각은 단독일 때와 같은 곳에서 그 숫자를 제거하고, 이 단계는 두 제거를 모두 합니다.</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>같은 행에 있는 핀드 젤리피시 두 개를 한 단계로 찾은 것입니다.</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>행을 공유하고 핀만 다른 핀드 젤리피시 두 개를 함께 보여 줍니다. 각각이 자신의 제거를 하고, 이 단계는 둘 다 합니다.</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>같은 행에 있는 사시미 스워드피시 두 개를 한 단계로 찾은 것입니다.</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>행을 공유하고 핀만 다른 사시미 스워드피시 두 개를 함께 보여 줍니다. 각각이 자신의 제거를 하고, 이 단계는 둘 다 합니다.</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>같은 행에 있는 사시미 젤리피시 두 개를 한 단계로 찾은 것입니다.</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>행을 공유하고 핀만 다른 사시미 젤리피시 두 개를 함께 보여 줍니다. 각각이 자신의 제거를 하고, 이 단계는 둘 다 합니다.</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>서로 보이는 한 숫자의 색 체인 두 개: 한 색 쌍이 둘 다 참일 수는 없습니다.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>한 숫자의 강한 링크로 된 별개의 체인 두 개를 각각 자신의 색 쌍으로 칠합니다. 첫 번째 체인의 색 A 칸이 두 번째 체인의 색 C 칸을 보면 A와 C는 둘 다 참일 수 없으므로, 반대 색 B 또는 D에 그 숫자가 들어갑니다. B 칸과 D 칸을 모두 보는 칸에는 그 숫자가 들어갈 수 없습니다.</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>다른 체인의 두 색을 모두 보는 색은 거짓입니다.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>한 숫자의 강한 링크로 된 별개의 체인 두 개를 칠합니다. 첫 번째 체인의 색 A 칸들이 두 번째 체인의 두 색 칸을 모두 보면 A는 참일 수 없습니다: 두 번째 체인의 색 중 하나에는 그 숫자가 들어가고, A는 그것과 충돌하기 때문입니다. 따라서 색 A의 모든 칸에서 그 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>두 지붕 칸이 추가 숫자 하나를 공유하는 치명적 직사각형: 그 숫자는 지붕에 들어갑니다.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>두 행, 두 열, 두 박스에 걸친 네 칸이 X와 Y를 가지고, 그중 두 칸(지붕)은 같은 추가 숫자 Z도 가집니다. 지붕 칸 둘 다 Z가 아니라면 네 칸은 해가 두 개인 치명적 패턴이 됩니다. 따라서 지붕 칸 중 하나는 Z이고, 두 지붕 칸을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>지붕의 추가 숫자가 다른 칸들과 부분집합을 이루는 치명적 직사각형입니다.</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>유니크 렉탱글에서 두 지붕 칸은 추가 숫자를 가지며, 그 추가 숫자 중 하나는 참이어야 하므로 지붕 전체는 추가 숫자만 가진 한 칸처럼 작동합니다. 이 가상의 칸과, 지붕이 공유하는 하우스의 다른 칸들이 네이키드 부분집합을 이루면, 부분집합의 숫자를 그 하우스의 나머지에서 제거할 수 있습니다.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>지붕이 두 숫자 중 하나를 반드시 가지는 치명적 직사각형: 다른 숫자는 빠집니다.</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>유니크 렉탱글의 두 지붕 칸은 X가 그 두 칸에만 들어갈 수 있는 하우스를 공유합니다. 따라서 지붕 칸 하나는 X입니다. 다른 하나가 Y라면 직사각형이 치명적이 되므로, 어느 지붕 칸도 Y가 될 수 없습니다: 두 칸 모두에서 Y를 제거하세요.</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>세 모서리에 같은 추가 숫자가 있는 치명적 직사각형입니다.</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>유니크 렉탱글의 세 모서리(또는 대각선 위의 두 모서리)가 같은 추가 숫자 Z를 가집니다. 그중 하나는 Z여야 하며, 그렇지 않으면 직사각형이 치명적이 됩니다. 따라서 Z를 가진 칸을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>두 숫자 중 하나에 X-윙이 있는 치명적 직사각형입니다.</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>유니크 렉탱글의 대각선에 있는 두 지붕 칸이 추가 숫자를 가지고, 숫자 X는 두 행과 두 열 모두에서 직사각형의 칸에만 들어갈 수 있습니다. 지붕 칸이 X라면 반대 모서리에도 X가 들어가고 나머지 두 모서리는 Y가 됩니다: 치명적 패턴입니다. 따라서 두 지붕 칸에서 X를 제거할 수 있습니다.</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>강한 링크로 묶여 치명적이 될 수 있는 직사각형: 후보 하나가 빠집니다.</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>두 박스에 걸친 직사각형의 네 칸이 모두 X와 Y를 가지고, 한 모서리는 이 둘만 가집니다. 그 맞은편 모서리를 보세요: 그 모서리의 행과 열에서 X가 직사각형의 칸에만 들어갈 수 있으면, 그 모서리는 Y가 될 수 없습니다. Y라면 X가 다른 두 모서리를 채워 네 칸이 치명적이 되기 때문입니다. 그곳에서 Y를 제거하세요.</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>직사각형의 해결된 세 모서리는 네 번째 모서리와 함께 치명적이 됩니다: 그 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>두 박스에 걸친 직사각형의 세 모서리에 플레이어가 놓은 숫자(주어진 숫자가 아님) X와 Y가 직사각형 패턴으로 있습니다. 네 번째 모서리에 패턴을 완성하는 숫자가 들어가면 네 칸 모두에서 X와 Y를 맞바꿀 수 있어 퍼즐의 해가 두 개가 됩니다. 따라서 네 번째 모서리에서 그 숫자를 제거하세요.</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>놓은 숫자 두 개만큼 치명적 패턴에서 떨어진 직사각형으로, 공통 추가 숫자가 있습니다.</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>직사각형의 두 모서리에는 놓은 숫자(주어진 숫자가 아님)가 있고, 나머지 두 모서리는 각각 패턴을 치명적으로 만드는 숫자와 같은 추가 숫자 Z를 가집니다. 두 칸이 모두 치명적인 숫자를 가질 수는 없으므로 하나는 Z이고, 둘 다 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>한 숫자의 강한 링크와 약한 링크가 번갈아 이어지는 체인입니다.</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>어떤 숫자를 가진 칸에서 시작해 그 숫자를 따라갑니다: 강한 링크(하우스에서 유일한 다른 자리), 그다음 약한 링크(하우스의 다른 자리)를 번갈아, 항상 같은 숫자로 따라가고 강한 링크로 끝냅니다. 첫 칸에 그 숫자가 있든 없든 체인의 두 끝 중 하나에는 그 숫자가 들어갑니다. 두 끝을 모두 보는 칸에는 그 숫자가 들어갈 수 없습니다.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>후보가 두 개인 칸들의 체인: 한쪽 끝 또는 다른 쪽 끝에 그 숫자가 들어갑니다.</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>후보가 정확히 두 개인 칸들을, 각 칸이 다음 칸과 숫자 하나를 공유하고 다음 칸을 보도록 잇습니다. 첫 칸이 Z가 아니면 다른 숫자가 되고, 그것이 다음 칸을 결정하며, 이렇게 체인을 따라가면 마지막 칸이 Z가 됩니다. 따라서 두 끝이 모두 Z를 가지면 그중 하나는 Z이고, 두 끝을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>같은 두 숫자를 가진 칸들의 체인: 홀수만큼 떨어진 끝은 서로 다릅니다.</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>모두 같은 두 숫자만 가지고 각 칸이 다음 칸을 보는 칸들의 체인에서는 숫자가 번갈아 들어갑니다: 한 칸 걸러 같은 숫자입니다. 링크 수가 홀수만큼 떨어진 두 칸은 서로 다른 숫자를 가지므로, 합쳐서 두 숫자를 모두 가집니다. 그 두 칸을 모두 보는 칸에는 어느 숫자도 들어갈 수 없습니다.</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>스스로 닫히는 체인: 루프의 모든 약한 링크가 강한 링크가 됩니다.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>강한 링크와 약한 링크가 번갈아 이어지고, 교대가 끊기지 않은 채 출발점으로 돌아오는 체인은 루프입니다: 그 안의 모든 약한 링크는 양방향으로 성립합니다. 따라서 약한 링크가 지나가는 각 하우스에서 그 두 끝 중 하나는 참이고, 그 하우스의 다른 칸에서 그 숫자가 빠집니다. 두 후보가 약한 링크로 이어진 칸에서는 나머지 후보가 빠집니다.</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>한 칸에서 끊기는 루프: 그 후보는 참이거나 거짓입니다.</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>같은 후보에서 시작하고 끝나며, 같은 종류의 링크 두 개가 만나는 곳이 한 곳 있는 체인입니다. 그곳에서 강한 링크 두 개가 만나면, 그 후보가 거짓이라고 가정하면 참이 된다는 뜻이므로 그 숫자를 놓습니다. 약한 링크 두 개라면 참이라고 가정하면 거짓이 된다는 뜻이므로 그 후보를 제거합니다.</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>임의의 후보를 잇는 교대 추론 체인: 두 끝 중 하나는 참입니다.</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>칸과 숫자를 넘나들며 강한 링크와 약한 링크를 번갈아 따라갑니다: 강한 링크는 한 하우스에서 어떤 숫자의 두 자리일 수도 있고, 후보가 두 개인 칸의 두 후보일 수도 있습니다. 강한 링크로 시작해 강한 링크로 끝나는 체인에서는 적어도 한쪽 끝이 참입니다. 두 끝이 같은 숫자이면 두 끝을 모두 보는 칸에서 그 숫자가 빠지고, 서로 보이는 칸에 있는 다른 숫자이면 각 끝의 칸에서 다른 끝의 숫자가 빠집니다.</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>그룹 노드가 있는 연속 나이스 루프입니다.</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>일부 노드가 그룹인 연속 나이스 루프입니다. 그룹이란 한 박스 안에서 한 행이나 열 위에 있는 어떤 숫자의 자리들을 묶어 하나의 노드로 본 것입니다(숫자는 그중 한 곳에 있습니다). 루프는 그룹이 없을 때와 똑같이 작동합니다: 약한 링크는 양방향으로 성립하고, 각각 자신의 하우스를 정리합니다.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>그룹 노드가 있는 불연속 나이스 루프입니다.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>일부 노드가 한 박스 안에서 한 줄을 따라 있는 어떤 숫자의 자리들의 그룹인 불연속 나이스 루프입니다. 그룹이 없을 때와 마찬가지로, 루프가 끊기는 곳의 후보는 놓거나(강한 링크 두 개가 만날 때) 제거합니다(약한 링크 두 개일 때).</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>그룹 노드가 있는 교대 추론 체인입니다.</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>일부 노드가 한 박스 안에서 한 줄을 따라 있는 어떤 숫자의 자리들의 그룹인 AIC입니다: 그룹은 그 숫자가 그룹의 칸 중 하나에 있을 때 참입니다. 체인의 한쪽 끝은 참이므로, 두 끝을 모두 보는 후보는 제거할 수 있습니다.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>어떤 후보를 가정하면 모순이 생기므로 그 후보는 거짓입니다.</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>어떤 후보가 참이라고 가정하고, 그것이 강제하는 것을 단순한 결과 하나하나씩 따라갑니다. 이것이 불가능한 상황(후보가 없는 칸, 한 하우스에 두 번 들어가는 숫자, 한 하우스에 들어갈 곳이 없는 숫자)에 이르면 가정이 틀린 것입니다: 그 후보를 제거하세요. 거짓이라고 가정해서 격자가 깨졌다면 그 숫자를 놓으세요.</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>칸이나 하우스의 어떤 선택이든 같은 결과에 이릅니다.</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>한 칸의 후보들(또는 한 하우스에서 어떤 숫자의 자리들)을 고르세요: 그중 하나는 참입니다. 각각이 강제하는 것을 가지별로 따라갑니다. 모든 가지가 한 칸에 같은 숫자를 놓거나 같은 후보를 제거한다면, 어느 선택이 옳든 그 결과는 성립합니다.</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>가지가 합쳐지는 포싱 체인: 격자를 깨뜨리는 가정입니다.</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>포싱 체인의 모순과 같지만, 결과를 네트로 따라갑니다: 어떤 결론에는 그 전의 여러 결론이 함께 필요할 수 있습니다(다른 후보가 모두 제거된 칸처럼). 어떤 가정에서 시작한 네트가 불가능한 상황에 이르면 그 가정은 거짓입니다.</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>어떤 선택이든 네트를 통해 같은 결과에 이릅니다.</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>포싱 체인의 공통 결론을 네트로 하는 것입니다: 한 칸의 각 후보(또는 한 하우스에서 어떤 숫자의 각 자리)에 대해, 그것이 가지는 모든 결과를 합쳐서 따라갑니다. 모든 가지가 도달하는 배치나 제거는 참입니다.</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>줄과 박스가 교차하는 칸들을, 줄과 박스의 두 부분집합으로 나누는 형태입니다.</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>행(또는 열)과 박스가 만나는 두세 칸으로, 후보가 칸 수보다 적어도 두 개 더 많은 것을 고르세요. 줄의 나머지에서 그 숫자 중 일부를 쓰는 후보가 두 개인 칸이나 거의 잠긴 집합을 찾고, 박스의 나머지에서 나머지 숫자를 쓰는 또 하나를 찾습니다. 이 둘은 숫자를 공유하지 않습니다. 교차하는 칸들에는 양쪽의 숫자가 필요하므로, 줄의 집합은 자신의 숫자를 줄의 나머지에서 몰아내고, 박스의 집합은 자신의 숫자를 박스의 나머지에서 몰아냅니다: 그곳에서 제거하세요.</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>제한 공통 후보로 이어진 거의 잠긴 집합 두 개입니다.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>거의 잠긴 집합(ALS)은 한 하우스 안의 N개 칸이 N+1개의 후보를 가진 것입니다: 숫자 하나를 빼면 나머지는 잠깁니다. 이런 집합 두 개와, 둘 다에 있는 숫자 X로, 한 집합의 X 칸이 모두 다른 집합의 X 칸을 보는 것(제한 공통 후보)을 찾습니다: X는 많아야 한 집합에만 있으므로 다른 집합은 잠깁니다. 두 집합이 숫자 Z도 가진다면 둘 중 하나가 Z를 놓으므로, 두 집합의 Z 칸을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>XY-윙처럼 배치된 거의 잠긴 집합 세 개입니다.</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>피벗 거의 잠긴 집합이 한 집합과는 제한 공통 후보 X를, 다른 집합과는 제한 공통 후보 Y를 공유합니다. 피벗은 X와 Y를 둘 다 잃을 수 없으므로, 두 윙 집합 중 하나는 잠깁니다. 두 윙이 모두 숫자 Z를 가지면 그중 하나가 Z를 가지며, 두 윙의 Z 칸을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>제한 공통 후보로 이어진 거의 잠긴 집합들의 체인입니다.</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>거의 잠긴 집합들을 차례로 잇되, 각 집합은 다음 집합과 제한 공통 후보(링크마다 다른 숫자)로 연결됩니다. 첫 집합이 잠기지 않으면 다음 집합이 잠기고, 이런 식으로 이어지므로 첫 집합이나 마지막 집합이 잠깁니다. 양 끝 집합 모두에 있는 숫자 Z는 그중 하나에 있습니다: 그 Z 칸을 모두 보는 칸에서는 Z가 빠집니다.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>모든 후보가 꽃잎 집합을 잠그는 줄기 칸입니다.</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>줄기 칸은 후보 몇 개를 가지며, 각 후보마다 거의 잠긴 집합(꽃잎)이 그 숫자를 모두 줄기를 보는 칸들에 가집니다. 줄기에 무엇이 들어가든 그 꽃잎은 그 숫자를 잃고 잠깁니다. 모든 꽃잎이 숫자 Z를 가진다면 그중 하나가 Z를 놓으므로, 꽃잎들의 Z 칸을 모두 보는 칸은 Z가 될 수 없습니다.</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>케이지를 채울 수 있는 숫자 조합은 일부뿐입니다: 나머지 후보는 빠집니다.</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>킬러 케이지의 칸들은 숫자를 반복하지 않고 그 합이 됩니다. 그 합이 되는 서로 다른 숫자의 조합 중 칸들의 후보에 맞는 것(각 칸이 조합의 숫자 하나를 가질 수 있어야 함)을 적어 봅니다. 어느 조합에도 속하지 않거나 어느 조합에서도 놓을 수 없는 후보는 제거합니다. 예를 들어, 합이 17인 두 칸은 8과 9뿐입니다.</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>케이지의 모든 조합에 들어 있는 숫자는 그 칸들 안에 잠깁니다.</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>케이지를 아직 채울 수 있는 모든 조합에 같은 숫자가 들어 있다면, 케이지는 그 숫자를 그것이 들어갈 수 있는 칸 중 하나에 가집니다. 그 칸들이 하우스를 공유하거나 케이지 밖의 칸이 그 칸들을 모두 보면, 그 바깥 칸에는 그 숫자가 들어갈 수 없습니다: 그곳에서 제거하세요.</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>45의 법칙: 하우스의 숫자 합은 45이므로, 케이지가 남긴 칸들의 합을 알 수 있습니다.</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>모든 행, 열, 박스의 합은 45입니다. 한 하우스(또는 이웃한 두세 줄) 안에 완전히 들어 있는 케이지들의 합을 더하세요: 그 케이지들이 남긴 한두 칸(이니)이 45의 나머지를 채웁니다. 또는 하우스를 덮는 케이지들을 더하세요: 바깥으로 튀어나온 칸들(아우티)의 합은 45를 넘는 만큼입니다. 한 칸의 합을 알면 그 숫자를 놓을 수 있고, 두 칸의 합을 알면 짝이 합을 채워 줄 수 없는 후보를 제거합니다.</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>포인팅으로 후보를 지우면 다른 박스에서 숫자가 들어갈 곳이 하나만 남습니다. 거기에 놓습니다.</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>포인팅을 찾습니다. 한 박스에서 숫자가 한 줄에만 들어갈 수 있으면, 그 줄의 나머지에서 그 숫자가 빠집니다. 그다음 그 줄이 지나는 다른 박스들을 봅니다. 그중 하나에 그 숫자가 들어갈 곳이 하나만 남으면 거기에 들어갑니다. 지운 후보를 적을 필요는 없습니다. 포인팅을 통해 보이는 히든 싱글입니다.</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>클레이밍으로 후보를 지우면 다른 줄에서 숫자가 들어갈 곳이 하나만 남습니다. 거기에 놓습니다.</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>클레이밍을 찾습니다. 한 행이나 열에서 숫자가 한 박스 안에만 들어갈 수 있으면, 그 박스의 나머지에서 그 숫자가 빠집니다. 그다음 그 박스를 지나는, 첫 줄과 나란한 다른 줄들을 봅니다. 그중 하나에 그 숫자가 들어갈 곳이 하나만 남으면 거기에 들어갑니다.</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>히든 페어로 후보를 지우면 같은 하우스에서 다른 숫자가 들어갈 곳이 하나만 남습니다. 거기에 놓습니다.</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>히든 페어를 찾습니다. 한 하우스에서 같은 두 칸에만 들어가는 두 숫자가 있으면, 그 두 칸에는 다른 숫자가 들어가지 않습니다. 그 칸 중 하나에 들어갈 수 있던 세 번째 숫자는 그 자리를 잃습니다. 하우스에서 남은 자리가 하나뿐이면 거기에 들어갑니다.</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>히든 트리플로 후보를 지우면 같은 하우스에서 다른 숫자가 들어갈 곳이 하나만 남습니다. 거기에 놓습니다.</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>히든 트리플을 찾습니다. 한 하우스에서 같은 세 칸에만 들어가는 세 숫자가 있으면, 그 세 칸에는 다른 숫자가 들어가지 않습니다. 그 칸들에 들어갈 수 있던 다른 숫자는 그 자리를 잃습니다. 하우스에서 남은 자리가 하나뿐이면 거기에 들어갑니다.</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>45의 법칙으로 합을 아는 칸이 세 개에서 일곱 개 남습니다. 그 칸들을 하나의 케이지처럼 다룹니다.</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>이니·아우티처럼, 한 하우스(또는 이웃한 두세 줄) 안에 완전히 들어 있는 케이지들이나 그것을 덮는 케이지들의 합을 더하세요. 남는 칸이나 튀어나온 칸이 세 개에서 일곱 개이면, 케이지는 아니지만 그 합은 케이지처럼 알 수 있습니다. 어떤 후보로 채울 수 있는지 따져 보세요. 다른 칸들의 후보를 어떻게 골라도 합을 채울 수 없는 후보는 지워집니다. 서로 보는 칸에는 다른 숫자가 들어갑니다.</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>없음</translation>
    </message>
    <message>
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>반 바퀴 회전(180°)</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>4분의 1 회전(90°)</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>좌우 대칭</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>상하 대칭</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <comment>symmetry of the givens: main diagonal</comment>
        <translation>대각선</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <comment>symmetry of the givens</comment>
        <translation>역대각선</translation>
    </message>
    <message>
        <source>All rotations and mirrors</source>
        <comment>symmetry of the givens</comment>
        <translation>모든 회전 및 대칭</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>쉬움</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>보통</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>어려움</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>전문가</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>마스터</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>극한</translation>
    </message>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>풀 하우스</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>히든 싱글</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>네이키드 싱글</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>포인팅</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>클레이밍</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>락드 페어</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>네이키드 페어</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>히든 페어</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>락드 트리플</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>네이키드 트리플</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>히든 트리플</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>네이키드 쿼드</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>히든 쿼드</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <comment>technique: fish of size 2</comment>
        <translation>X-윙</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <comment>technique: fish of size 3</comment>
        <translation>스워드피시</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <comment>technique: fish of size 4</comment>
        <translation>젤리피시</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <comment>technique</comment>
        <translation>XY-윙</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <comment>technique</comment>
        <translation>XYZ-윙</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <comment>technique</comment>
        <translation>유니크 렉탱글 유형 1</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>스카이스크래퍼</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>투 스트링 카이트</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>심플 컬러링(트랩)</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>심플 컬러링(랩)</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>W-윙</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>유니크 렉탱글 유형 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>유니크 렉탱글 유형 4</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>유니크 렉탱글 유형 5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>유니크 렉탱글 유형 6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>히든 렉탱글</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>어보이더블 렉탱글 유형 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>어보이더블 렉탱글 유형 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>유니크 렉탱글 유형 3</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>터봇 피시</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>엠프티 렉탱글</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>듀얼 투 스트링 카이트</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>듀얼 엠프티 렉탱글</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>핀드 X-윙</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>사시미 X-윙</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>멀티 컬러링(유형 1)</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>멀티 컬러링(유형 2)</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>핀드 스워드피시</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>사시미 스워드피시</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>샴 핀드 스워드피시</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>샴 사시미 스워드피시</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>핀드 젤리피시</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>사시미 젤리피시</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>샴 핀드 젤리피시</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>샴 사시미 젤리피시</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <comment>technique: two disjoint subsets around a line-box intersection</comment>
        <translation>수 드 코크</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <comment>technique: two almost locked sets sharing a restricted common</comment>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <comment>technique: three almost locked sets, the middle one linked to both</comment>
        <translation>ALS-XY-윙</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <comment>technique: alternating chain of one digit</comment>
        <translation>X-체인</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>리모트 페어</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>XY-체인</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <comment>technique: a chain that closes on itself</comment>
        <translation>연속 나이스 루프</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <comment>technique: a chain of almost locked sets</comment>
        <translation>ALS-XY-체인</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <comment>technique: a chain back to its first cell that contradicts it</comment>
        <translation>불연속 나이스 루프</translation>
    </message>
    <message>
        <source>AIC</source>
        <comment>technique: alternating inference chain</comment>
        <translation>AIC(교대 추론 체인)</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>그룹 연속 나이스 루프</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>그룹 불연속 나이스 루프</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>그룹 AIC</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>데스 블로섬</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>포싱 체인(모순)</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>포싱 체인(공통 결론)</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>포싱 네트(모순)</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>포싱 네트(공통 결론)</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>클래식 스도쿠</translation>
    </message>
    <message>
        <source>Sudoku-X</source>
        <comment>variant of Sudoku: the two long diagonals are houses too</comment>
        <translation>대각선 스도쿠</translation>
    </message>
    <message>
        <source>Hyper</source>
        <comment>variant of Sudoku (Windoku): four extra 3x3 windows are houses</comment>
        <translation>하이퍼 스도쿠</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <comment>variant of Sudoku: irregular regions instead of boxes</comment>
        <translation>직소 스도쿠</translation>
    </message>
    <message>
        <source>Killer</source>
        <comment>variant of Sudoku: cages with sums</comment>
        <translation>킬러 스도쿠</translation>
    </message>
    <message>
        <source>Cage Combination</source>
        <comment>technique: killer sudoku, the digit combinations that can still fill a cage</comment>
        <translation>케이지 조합</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>케이지 잠긴 숫자</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>45의 법칙 (이니·아우티)</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>다이렉트 포인팅</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>다이렉트 클레이밍</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>다이렉트 히든 페어</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>다이렉트 히든 트리플</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>가상 케이지</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>탐색 보드</translation>
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
        <translation>단순 백트래킹(행 단위)</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>빠른 DFS(후보 최소 우선, 싱글)</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>Dancing Links(알고리즘 X)</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>%2에 %1 시도: 추측, 깊이 %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>%2에 %1 놓기: 강제, 유일한 선택지</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>%2에서 %1 되돌리기: 되돌아감</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>%1에서 막다른 길: 탐색이 되돌아갑니다</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>해 %1 발견: 보드가 가득 찼습니다</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>제약으로 분기: %1</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>%1에 남은 숫자가 없음</translation>
    </message>
    <message>
        <source>: %1</source>
        <comment>after a cell with no digit left: the digits its houses use</comment>
        <translation>: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; %1 were tried and failed</source>
        <comment>digits tried in a cell</comment>
        <translation>; %1은(는) 시도했으나 실패함</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>; %1은(는) 이어진 싱글로 제외됨</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>%1에 %2이(가) 들어갈 자리가 없음</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>%1-%2행에는 각각 다른 박스에서 %3이(가) 들어갈 자리가 없음(포인팅 및 클레이밍)</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>%1-%2열에는 각각 다른 박스에서 %3이(가) 들어갈 자리가 없음(포인팅 및 클레이밍)</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>국면에 모순이 있음</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>막다른 길: %1. 이전 칸으로 되돌아갑니다.</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>마지막 빈 칸을 지났습니다: 모든 칸에 숫자가 있으므로 해입니다.</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>남은 싱글이 없음: 후보가 가장 적은 칸 %1 {%2}에서 분기합니다. 보드의 사본에서 %3을(를) 추측하고, 실패하면 그 칸에서 %3을(를) 제거합니다.</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>네이키드 싱글: %1은(는) %2에 남은 유일한 후보입니다.</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>히든 싱글: %3에서 %2이(가) 들어갈 곳은 %1뿐입니다.</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>강제: 지금까지 제거한 후보(싱글, 포인팅, 클레이밍)를 반영하면 %2에 남은 숫자는 %1뿐입니다.</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>추측 실패: %1=%2을(를), 그로부터 이어진 모든 숫자와 함께 취소합니다.</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>모순: %1. 마지막 추측이 틀렸습니다.</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>모든 칸을 풀었습니다: 해입니다.</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>%1열에 남은 행이 없음: 어떤 후보도 이 제약을 만족할 수 없습니다.</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>덮이지 않은 열 중 %1(%2)의 행이 %3개로 가장 적습니다: 이 열을 덮은 다음 행을 하나씩 시도합니다.</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>행 %1#%2(%3) 선택: %4. 이 열들을 덮어 충돌하는 행을 모두 제거합니다.</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>그 열의 유일한 행</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>추측</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>행 %1#%2에서 되돌아감: 그 열들을 역순으로 덮개 해제합니다. 링크가 춤추듯 되돌아옵니다.</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>막다른 길: %1. 위의 행으로 되돌아갑니다.</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>남은 열이 없음: 선택한 행들이 모든 제약을 정확히 한 번씩 덮으므로 해입니다.</translation>
    </message>
    <message>
        <source>band %1 #%2</source>
        <translation>밴드 %1 #%2</translation>
    </message>
    <message>
        <source>stack %1 #%2</source>
        <translation>스택 %1 #%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
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
        <translation>%1 칸에 숫자가 필요함</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>%1열: %2. 남은 행: %3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>풀림</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>해가 정확히 하나</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>유일하지 않음, 찾은 해: %L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>해 없음</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>주어진 숫자가 충돌함: 탐색할 것이 없음</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>노드 한도로 중지됨</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // 행 순서로 k번째 빈 칸</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  if k == 빈칸수: 격자 출력; return   // 해</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = k번째 빈 칸; b = 박스(r, c)</translation>
    </message>
    <message>
        <source>  for d = 1 to 9:</source>
        <translation>  for d = 1 ~ 9:</translation>
    </message>
    <message>
        <source>    if row[r][d] or col[c][d] or box[b][d]: continue</source>
        <translation>    if row[r][d] 또는 col[c][d] 또는 box[b][d]: continue</translation>
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
        <translation>  return                     // 남은 숫자 없음: 막다른 길</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(보드):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  전파: 네이키드 싱글, 히든 싱글, 포인팅, 클레이밍</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  if 칸이나 행, 열, 박스에 선택지가 없음: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  if 모든 칸이 풀림: 해를 보고; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  칸 = 후보가 가장 적은 풀리지 않은 칸</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  for 칸의 각 후보 d:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    사본 = 보드; 사본의 칸에 d 놓기   // 추측</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    if search(사본): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    추측 취소; 칸에서 d 제거; 전파</translation>
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
        <translation>  if 남은 열이 없음: 선택한 행 출력; return   // 해</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = 행이 가장 적은 덮이지 않은 열 (S[c])</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  if S[c] == 0: return       // 막다른 길</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  for 열 c의 각 행 i(아래로):</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; 행 i의 다른 각 열 j를 remove</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    행 i의 열들을 역순으로 resume</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%2에 %1이(가) 있음</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%2에 %1</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>%1에 %2을(를) 둘 곳이 없고, 남은 합 조합이 모두 %2을(를) 필요로 함</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>합에 맞는 숫자 조합이 %1에 들어가지 않음</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>열 %1에 행이 없음: %2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>%1(으)로 돌아감: %2은(는) 이 칸의 모든 하우스에서 플래그가 비어 있는 다음 숫자입니다.</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1이(가) 행 순서로 다음 빈 칸입니다. 사용됨: %2; %3이(가) 가장 작은 빈 숫자: 놓고 그 하우스들의 플래그를 세웁니다.</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>%1=%2 아래에서 해를 찾지 못함: 칸과 그 하우스들의 플래그를 지우고 거기서 다음 숫자를 시도합니다.</translation>
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
        <translation>k%1 합</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>%1에 %2이(가) 필요</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>%1에 %2 또는 %2 없는 합 조합이 필요</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>%1에 합에 맞는 숫자 조합 하나가 필요</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>칸 %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>%1에 %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>후보 %1=%2이(가) 덮는 열: %3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = k번째 빈 칸</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    (r, c)의 하우스가 d를 쓰거나 케이지의 합에 d의 여지가 없으면: continue</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d; (r, c)의 모든 하우스와 케이지에 d를 사용으로 표시</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    그 하우스들과 케이지에서 d 표시를 지움; a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>막다른 길: 국면에 모순이 있습니다. 탐색이 되돌아갑니다</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>탐색 트리</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>표시된 단계 주변의 탐색 트리: 각 줄은 한 수준이고, 각 상자는 그 아래 노드를 포함하는 추측입니다. 빨간 것은 실패한 것입니다. 클릭하면 그곳으로 이동합니다.</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>퍼즐: 지금까지 노드 %L1개, 그중 %L2개는 루트에서 강제됨</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>아직 기록된 탐색이 없습니다.</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · 위로 수준 1-%1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>깊이 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · 노드 %L3개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · 노드 %L3개</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>탐색 시각화</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>처음</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>퍼즐로 돌아가기(%1)</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>한 단계 뒤로</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>한 단계 뒤로(%1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>재생 또는 일시 정지(%1)</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>단계</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>한 단계 앞으로(%1)</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>끝</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>마지막으로 기록된 단계로(%1)</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>다음 막다른 길</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>탐색이 되돌아가는 다음 막다른 길로 이동(%1)</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>다음 해</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>찾은 다음 해로 이동(%1)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>빠르게(%1)</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>느리게</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>느리게(%1)</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>이미지 내보내기…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>표시된 보드를 PNG 이미지로 저장(%1)</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>프레임 내보내기…</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>실행의 k번째 단계마다 PNG 프레임으로 폴더에 저장(%1)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>애니메이션 내보내기…</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>실행을 웹 브라우저에서 재생되는 애니메이션 PNG로 저장(%1)</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>여기서부터(&amp;H)</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>주어진 숫자 대신 내 국면(입력한 숫자와 메모 포함)에서 탐색합니다: 추측이 어디로 이어지는지 확인하세요</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>코드(&amp;C)</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>단계가 실행하는 줄과 함께 의사 코드 보기</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>트리(&amp;T)</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>단계 주변의 탐색 트리 보기</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>행렬(&amp;M)</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>완전 덮개 행렬 보기(Dancing Links)</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>나란히 보기(&amp;B)…</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>이 퍼즐에서 알고리즘 두세 개를 나란히 실행합니다</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>단계의 코드</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>탐색 트리</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>알고리즘</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>모두 찾기(&amp;F), 최대</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>첫 번째 해 이후에도 계속합니다: 퍼즐의 해가 유일하지 않은 이유를 보여 줍니다</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>해 한도</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>단계</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>배치(노드)</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>추측</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>백트래킹</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>최대 깊이</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>해</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>후보 숫자 표시(&amp;A)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>초당 한 단계부터 화면이 그리는 속도까지(+ 및 −)</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>초당 10,000,000단계</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>기록 중… 지금까지 %L1단계</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>퍼즐 없음: 게임에서 패널을 여세요.</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>%L1단계 기록됨: %2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>메모리 한도에서 중지됨</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>%L1단계에서 기록이 잘렸습니다: 메모리 한도에 도달하여 탐색이 그곳에서 멈췄습니다.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>취소(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>기록(&amp;R)</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>기록을 중지합니다. 지금까지 기록된 단계는 남습니다</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>탐색을 다시 기록합니다</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>단계 %L1: %2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>탐색을 시작하기 전의 퍼즐입니다.</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>탐색은 내 국면에서 시작합니다: 입력한 숫자는 고정되고, 메모의 숫자만 시도합니다.</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>탐색은 주어진 숫자에서 시작합니다.</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>선택된 열: %1</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>아직 이후의 막다른 길이 기록되지 않았습니다: 탐색을 기록하는 중입니다.</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>이후의 막다른 길 없음: 이 단계 이후 탐색은 더 이상 되돌아가지 않습니다.</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>아직 이후의 해가 기록되지 않았습니다: 탐색을 기록하는 중입니다.</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>이후의 해 없음: 탐색이 모두 %n개의 해를 찾았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>첫 번째 해에서 멈춥니다. 계속하려면 모두 찾기를 켜세요.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>최대</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>초당 %L1단계</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>이미지 내보내기</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>이미지를 내보낼 수 없음</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>프레임을 내보낼 폴더</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>프레임 내보내기</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>k단계마다 프레임 하나를 씁니다(기록된 단계 %L1개):</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>%1 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>프레임 %L1개는 애니메이션 하나에 너무 많습니다: 더 큰 단계를 선택하세요.</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>기록된 프레임: %L1개, 위치: %2</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>프레임 내보내는 중… %L1개 기록됨</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>애니메이션 내보내기</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>애니메이션 PNG (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>k단계마다 프레임 하나(기록된 단계 %L1개), 각 0.1초:</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>애니메이션을 내보낼 수 없음</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>이 해는 첫 번째 해와 %n칸이 다릅니다(동그라미로 표시한 칸). 이 퍼즐은 해가 유일하지 않습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>킬러의 정확 덮개 행렬에는 케이지의 숫자 조합 행이 있어 이 창에서 따라갈 수 없습니다: 케이지 없는 퍼즐의 행렬을 보여 줍니다</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>정확 덮개 행렬: %L1개 열 각각에 남은 행</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>%1행</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>%1열</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>%1번 박스</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>%2에 %1 두 개(%3, %4)</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>영역 %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>주대각선</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>반대각선</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>창 %1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>%1의 케이지 (합 %2)</translation>
    </message>
</context>
</TS>
