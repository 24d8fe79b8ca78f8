<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>О программе «Судоку»</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sudoku&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Судоку&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. There is no warranty.</source>
        <translation>Свободная программа под лицензией GNU General Public License версии 3 или (по вашему выбору) любой более поздней версии. Никаких гарантий не предоставляется.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Собрано с Qt %1, работает на Qt %2.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>Играйте в судоку, решайте и учитесь. Головоломки %n уровня сложности, от «%1» до «%2»; подсказки, которые называют приём и объясняют шаг; решатели в отдельном потоке, чтобы поле никогда не зависало; печать и экспорт, а также sudoku-cli — тот же движок в командной строке.</numerusform>
            <numerusform>Играйте в судоку, решайте и учитесь. Головоломки %n уровней сложности, от «%1» до «%2»; подсказки, которые называют приём и объясняют шаг; решатели в отдельном потоке, чтобы поле никогда не зависало; печать и экспорт, а также sudoku-cli — тот же движок в командной строке.</numerusform>
            <numerusform>Играйте в судоку, решайте и учитесь. Головоломки %n уровней сложности, от «%1» до «%2»; подсказки, которые называют приём и объясняют шаг; решатели в отдельном потоке, чтобы поле никогда не зависало; печать и экспорт, а также sudoku-cli — тот же движок в командной строке.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>Для анимации нужен хотя бы один кадр.</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>Кадров больше, чем было объявлено.</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>Кодировщик PNG выдал неожиданное изображение.</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>Кадры различаются размером или цветовым форматом.</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>Записано кадров: %1 из %2.</translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>Решение методом %1…</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>Решение методом %1… узлов: %2, %3 с</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>Решено методом %1 (%2).</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>На поле уже показано решение.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>У этой головоломки больше одного решения, поэтому нет единственного ответа, который можно показать.</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>Показать одно</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>Одно из нескольких решений, найдено методом %1 (%2).</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>У этой головоломки нет решения (%1).</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Головоломка некорректна: %1.</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>Поиск остановлен после %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 узел, %2 мс</numerusform>
            <numerusform>%1 узла, %2 мс</numerusform>
            <numerusform>%1 узлов, %2 мс</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 узел, %2 с</numerusform>
            <numerusform>%1 узла, %2 с</numerusform>
            <numerusform>%1 узлов, %2 с</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>Подсказывать больше нечего.</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>Подсказки нет: у этой головоломки не ровно одно решение.</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>Проверка невозможна: у этой головоломки не ровно одно решение.</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>Всё, что сейчас на поле, верно.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>%n введённая цифра не совпадает с решением; она отмечена в углу.</numerusform>
            <numerusform>%n введённые цифры не совпадают с решением; они отмечены в углу.</numerusform>
            <numerusform>%n введённых цифр не совпадают с решением; они отмечены в углу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>Исправить</numerusform>
            <numerusform>Исправить</numerusform>
            <numerusform>Исправить</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>Удалить</numerusform>
            <numerusform>Удалить их</numerusform>
            <numerusform>Удалить их</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>Не удалось переместить %1 в %2: %3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>Не удалось отодвинуть %1 в сторону: рядом уже хранится тысяча повреждённых копий.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Столбец %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Строка %1</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>Поле судоку</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>Щёлкните по полю или нажмите P, чтобы продолжить</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>Строка %1, столбец %2, блок %3</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>исходная</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>ваша цифра</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>пусто</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>пометки %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>угловые пометки %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>цвет: %1</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>пометка %1, цвет: %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>конфликт: цифра повторяется в строке, столбце или блоке</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>отмечена как неверная</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>заполнена подсказкой</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>заполнена командой «Решить»</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>Строка %1, столбец %2, область %3</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>в группе с суммой %1, клетки %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>конфликт: цифра повторяется в одном из её домов или в её группе, или цифры группы не дают её сумму</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>конфликт: цифра повторяется в одном из её домов</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>Печать сборника</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>Головоломок на &amp;странице:</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>Стр&amp;аниц с головоломками:</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>Добавить решения в конце</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>Отправить на &amp;принтер</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>Сохранить в P&amp;DF:</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>Файл PDF</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>Со&amp;здать</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>sudoku-sbornik</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>Сохранить сборник</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>Выберите файл PDF, в который сохранить сборник.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Pseudocode</source>
        <translation>Псевдокод</translation>
    </message>
    <message>
        <source>The algorithm in pseudocode; the highlighted line is what the step shown does</source>
        <translation>Алгоритм в псевдокоде; подсвеченная строка — то, что делает показанный шаг</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Algorithms Side by Side</source>
        <translation>Алгоритмы рядом</translation>
    </message>
    <message>
        <source>Timeline by steps</source>
        <translation>Шкала по шагам</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>Шкала по работе (узлы)</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>Шаги: каждое событие каждого поиска в одном темпе. Работа: одинаковое число расстановок (узлов поиска) в каждом</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>Закрыть это окно (Esc, Ctrl+W)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Шкала времени</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>Каждое поле показывает свой поиск после одной и той же доли шкалы; закончившийся поиск остаётся в конце. Dancing Links сначала берёт ограничение с наименьшим числом вариантов, наивный поиск — следующую клетку по порядку чтения.</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>шаг %L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>%L1 / %L2 узлов</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>Завершено: %1, после %L2 шагов и %L3 узлов</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>остановлено на пределе памяти</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Запись… пока шагов: %L1</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>%L1 в секунду</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>шаг %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>узлы %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>предположения %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>тупики %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>глубина %1</translation>
    </message>
    <message>
        <source>solutions %L1</source>
        <comment>side by side counter</comment>
        <translation>решения %L1</translation>
    </message>
</context>
<context>
    <name>DepthChart</name>
    <message>
        <source>Search depth over time</source>
        <translation>Глубина поиска во времени</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>Глубина поиска по шагам: каждый столбец пикселей охватывает глубины своих шагов от наименьшей до наибольшей; каждый провал — это возврат поиска</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>глубина</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>глубина от %1 до %2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>Цвет %1, %2: щёлкните по нему, затем по клеткам (или нажмите %1, чтобы окрасить выбранную клетку); Shift+щелчок или правый щелчок по пометке окрашивает кандидата</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>Цвет %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>Поставить %1 (ещё %n); когда выбрана исходная цифра или в режиме «сначала цифра» выберите %1 и щёлкайте по клеткам</numerusform>
            <numerusform>Поставить %1 (ещё %n); когда выбрана исходная цифра или в режиме «сначала цифра» выберите %1 и щёлкайте по клеткам</numerusform>
            <numerusform>Поставить %1 (ещё %n); когда выбрана исходная цифра или в режиме «сначала цифра» выберите %1 и щёлкайте по клеткам</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>Все девять цифр %1 расставлены</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1, осталось поставить %n</numerusform>
            <numerusform>%1, осталось поставить %n</numerusform>
            <numerusform>%1, осталось поставить %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1, все расставлены</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>Не удалось открыть %1: %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Не удалось открыть %1: это папка.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Не удалось открыть %1: это не обычный файл (канал, устройство или сокет).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>Не удалось открыть %1: файл больше %2 — слишком велик для файла игры «Судоку».</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Не удалось прочитать %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>Не удалось записать %1: %2. На диске ничего не изменено.</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>записано только %1 из %2 байт</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1 записан, но его не удаётся прочитать обратно: %2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1 записан, но содержимое на диске отличается от записанного.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>Не удалось записать %1: это папка.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Не удалось записать %1: это не обычный файл (канал, устройство или сокет).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>Экспорт головоломки</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Документ PDF</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Изображение PNG</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>Изображение SVG</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Формат:</translation>
    </message>
    <message>
        <source> px</source>
        <comment>image size unit</comment>
        <translation> пкс</translation>
    </message>
    <message>
        <source>Image &amp;size:</source>
        <translation>&amp;Размер изображения:</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>Включить решение</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>Включить мой &amp;прогресс: цифры, пометки и цвета</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Ф&amp;айл:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>sudoku</source>
        <comment>default export file name</comment>
        <translation>sudoku</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Документы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Изображения SVG (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Выберите файл для экспорта.</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>Головоломка решена</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Решено!</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Время игры</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Подсказки:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Проверки:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Ошибки:</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>Личный рекорд:</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>Серия:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Статистика…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Ваша головоломка</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · оценка %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Головоломка дня, %1 · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>Не учтено: статистика выключена</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>Не учтено</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>Новый рекорд для уровня «%1»! Был %2.</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>Новый рекорд для уровня «%1»!</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%2 для уровня «%1» (игра с помощью не устанавливает рекорд)</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>Пока нет (игра с помощью не устанавливает рекорд)</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%1 для уровня «%2» (эта игра: %3)</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>Головоломки дня, дней подряд: %1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>Игр подряд, решённых на уровне «%1»: %2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>Игр, решённых подряд: %1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1 (не показывались во время игры)</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>Ведётся для уровней головоломок, созданных программой, но не для ваших собственных головоломок</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>Начать новую головоломку выбранного уровня</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>&amp;Параметры новой игры…</translation>
    </message>
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>Выбрать уровень и симметрию новых головоломок</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>Начать &amp;заново</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>Убрать все введённые цифры и пометки (можно отменить)</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>Вв&amp;ести головоломку…</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>Начать &amp;игру</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Вст&amp;авить головоломку</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>Копировать &amp;головоломку</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>Скрыть поле и остановить часы</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>&amp;Стереть</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>Очистить выбранную клетку (Delete, Backspace или 0)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>Поме&amp;тки</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>Цифры становятся пометками (N; или удерживайте Shift при вводе цифры)</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>&amp;Цвет</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>Раскрашивать клетки и кандидатов (C): клавиша цифры или щелчок закрашивает, Shift+цифра или правый щелчок по пометке закрашивает кандидата</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>Сначала ц&amp;ифра</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>Выберите цифру на панели или клавишей, затем щёлкайте по клеткам, чтобы поставить её (D)</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>&amp;Заполнить всех кандидатов</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>Удалить все по&amp;метки</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>Удалить все цв&amp;ета</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>Подсказка по этапам: приём, где искать, почему, затем применить её (считается помощью)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>П&amp;роверить</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>Отметить каждую введённую цифру, которая не совпадает с решением (считается помощью)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>Р&amp;ешить</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>Показать решение, найденное выбранным решателем (можно отменить)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>&amp;Стоп</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>Остановить поиск или закрыть подсказку</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive: построчный перебор с возвратом из исходных программ (медленный на сложных головоломках)</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs: битовые доски, одиночки и поиск с клетки с наименьшим числом кандидатов</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx: Dancing Links Кнута по матрице точного покрытия</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>&amp;Перейти к сообщению или подсказке</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>Переводить клавиатуру между полем и кнопками сообщения или подсказки рядом с ним (F6); Tab переходит от кнопки к кнопке</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Параметры…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Клавиатурные сокращения</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>&amp;О программе «Судоку»</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Ста&amp;тистика…</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>Сыгранные игры, лучшее и среднее время, серии и история ваших игр</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>Головоломка &amp;дня</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>Сегодняшняя головоломка выбранного уровня: одна для всех, каждый день новая</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>Сетка &amp;пометок</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>Позиция с кандидатами в том виде, в каком её читают HoDoKu и Sudoku Explainer (клетка без пометок получает всех кандидатов)</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>Экспорт по&amp;меток…</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>Продол&amp;жить</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Па&amp;уза</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Отменить: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторить</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Повторить: %1</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>Показывать координаты</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>Подписать строки r1–r9 и столбцы c1–c9 по краю поля, как подсказки называют клетки (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>Пометки цифры %1</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>Показывать только пометки отмеченных здесь цифр (Alt+цифра); остальные остаются в игре, но скрыты</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>Только клетки с двумя кандидатами</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>Показывать только пометки клеток, где их ровно две (Ctrl+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>Показать все пометки</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>Выключить фильтр кандидатов (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>Поставить &amp;контрольную точку</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>Отметить позицию перед догадкой, чтобы вернуться к ней (Ctrl+M)</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>Поставить именованную контрольную точку…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>Отметить позицию под выбранным вами именем (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>&amp;Вернуться к контрольной точке</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>Вернуться к последней контрольной точке одним ходом, который отменяется кнопкой «Отменить» (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>&amp;Все шаги</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>Перечислить все логические шаги, возможные сейчас, чтобы показать один на поле или выполнить его (Ctrl+Shift+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>&amp;Ход решения</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>Всё логическое решение из этой позиции, шаг за шагом: посмотреть на поле или сыграть до выбранного шага (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>Показывать оставшуюся сложность</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>Оценивать оставшуюся часть головоломки после каждого хода, в строке состояния: уровень и оценка позиции как отдельной головоломки</translation>
    </message>
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>Показывать запись цепей</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Под подсказкой с цепью записывать её цепи в нотации HoDoKu и Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, где «=» — сильная связь, а «-» — слабая</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Приёмы</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>Все приёмы решения с объяснением и примером</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>Отработать при&amp;ём…</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>Головоломка, для решения которой нужны выбранные приёмы, чтобы изучить или отработать их</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>Следующая головоломка из &amp;файла</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>Вашу игру не удаётся сохранять автоматически. %1 Игра остаётся здесь, пока «Судоку» открыто; «Сохранить как» сохранит копию в другом месте.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>Ваша игра снова сохраняется автоматически.</translation>
    </message>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>Ввод головоломки · исходных цифр: %n</numerusform>
            <numerusform>Ввод головоломки · исходных цифр: %n</numerusform>
            <numerusform>Ввод головоломки · исходных цифр: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>Ваша головоломка · %1</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Ваша головоломка</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Головоломка дня, %1 · %2</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · новая головоломка</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · из встроенного набора</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · оценка %2</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>Нужен перебор · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>одно решение · %1</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>одно решение</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>больше одного решения</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>некорректна</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>нет решения</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 Текущая игра продолжается.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>Не удалось восстановить последнюю игру. %1 Отложить её тоже не удалось (%2); начата новая игра.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>Не удалось восстановить последнюю игру. %1 Она сохранена как %2, начата новая игра.</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>Это уже сегодняшняя головоломка дня уровня «%1».</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>Не удалось создать новую головоломку (%1); эта взята из встроенного набора.</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>Головоломки этого уровня не установлены.</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>Введите исходные цифры своей головоломки, затем выберите «Начать игру». Поле сразу сообщит, если головоломка некорректна или у неё не ровно одно решение.</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Головоломка некорректна: %1.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>В буфере обмена нет головоломки: строка %1, %2.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>В буфере обмена нет головоломки: %1.</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1 слишком велик для файла с головоломками.</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>головоломка не найдена</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>В %1 нет головоломки: %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>Бросить текущую игру?</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>&amp;Бросить игру</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>У этой головоломки больше одного решения; добавляйте исходные цифры, пока не останется одно.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>У этой головоломки нет решения.</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>У головоломки ровно одно решение. Приятной игры!</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>Отлично! Решено за %1.</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>Решено за %1, с помощью (подсказки: %2, проверки: %3).</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>Во время игры показывались ошибки (ошибок: %1).</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>Файл статистики снова свободен: игры, сыгранные за это время, учтены.</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>Отбросить головоломку, которую вы вводите?</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>Уже введённые исходные цифры будут потеряны.</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>&amp;Отбросить головоломку</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Текущая игра будет потеряна.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>Не удаётся открыть следующую головоломку: %1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>%1 изменился после того, как из него была открыта головоломка %2: было головоломок: %3, теперь: %4.</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>В нём нет головоломки %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>Не удаётся прочитать головоломку %1 из %2: %3.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>поле «%1» отсутствует или имеет неверный тип</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>поле «%1» вне допустимого диапазона</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>в поле «%1» не 81 клетка</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>в поле «%1» есть символ, который не обозначает клетку</translation>
    </message>
    <message>
        <source>the corner marks do not have 81 cells</source>
        <translation>в угловых пометках не 81 клетка</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>в угловых пометках есть что-то, кроме цифр от 1 до 9</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>в цветах клеток не 81 клетка</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>цвет клетки не входит в цвета от 1 до %1</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>в цветах кандидатов не 81 клетка</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>цвета кандидатов повреждены</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>Это не файл игры «Судоку»: он пуст.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>Это не файл игры «Судоку», или он повреждён (%1 в байте %2).</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>Это не файл игры «Судоку»: в нём JSON, но не игра.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>Это не файл игры «Судоку».</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>Эта игра сохранена более новой версией «Судоку» (версия файла %1).</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>версия файла отсутствует</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>режим игры неизвестен</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>в пометках не 81 клетка</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>в клетке одновременно исходная и введённая цифра</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>пометки — не текст</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>в пометках есть что-то, кроме цифр от 1 до 9</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>уровень сложности неизвестен</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>дата головоломки дня — не дата</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>идентификатор игры пуст или слишком длинный</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>история отмены слишком длинная</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>история отмены повреждена</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>Файл игры повреждён: %1.</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>Не удалось открыть %1. %2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>клеток, заполненных командой «Решить», не 81</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>в клетке, заполненной командой «Решить», нет цифры</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>клетки, заполненные командой «Решить», повреждены</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>правила слишком длинные</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>правила повреждены (%1)</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>в правилах есть цифры</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>Контрольные точки этой игры повреждены и пропущены.</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>контрольная точка %1 (больше %2)</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>контрольная точка %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>это не контрольная точка из 81 клетки</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>клетка повреждена</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>Повреждённые контрольные точки пропущены: %1.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>Поставить %1 в %2</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Очистить %1</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>Угловая пометка %1 в %2</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>Убрать угловую пометку %1 из %2</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>Пометка %1 в %2</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>Убрать пометку %1 из %2</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Окрасить %1</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>Убрать цвет %1</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>Окрасить кандидата %1 в %2</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>Убрать цвет кандидата %1 в %2</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>Убрать цвета %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Удалить все цвета</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>Заполнить всех кандидатов</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>Удалить все пометки</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Очистить поле</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Решить</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>Подсказка: %1 в %2</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>Удалить неверные цифры</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>Подсказка: удалить кандидатов</translation>
    </message>
    <message>
        <source>Fix mistakes</source>
        <translation>Исправить ошибки</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Контрольная точка %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>Возврат: %1</translation>
    </message>
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>Поставить контрольную точку «%1»</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>Удалить контрольную точку «%1»</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Techniques</source>
        <translation>Приёмы</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>Фильтр приёмов</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>Приёмы по уровням</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Пример</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>Позиция перед первым шагом приёма, с нарисованным шагом</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>Шаг примера</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Объяснение</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>Киллер-судоку</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>Выберите приём, чтобы прочитать, что это такое, и увидеть пример.</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>Уровень: %1. Нужна головоломка ровно с одним решением.</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Уровень: %1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>Подготовка примера…</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>Для этого приёма нет примера: генератор головоломок не выдал его при поиске, которым создавались примеры.</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>Позиция непосредственно перед первым применением приёма «%1» в головоломке генератора:</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>Позиция, где применим приём «%1», в головоломке генератора:</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>&amp;Далее</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>Показать больше подсказки (H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Закрыть подсказку (Esc)</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>Предыдущая ветвь</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>Следующая ветвь</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>Показать предыдущую ветвь форсирующей цепи (Page Up)</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>Показать следующую ветвь форсирующей цепи, а после последней — что они доказывают (Page Down)</translation>
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
        <translation>Поставьте %1 в %2.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>Удалите %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4</comment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>No technique applies</source>
        <translation>Ни один приём не применим</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>в %1 стоит %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>в %1 не %2</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1 стоит в одной из клеток %2</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1 нет ни в одной из клеток %2</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>Ни один из приёмов, известных этой игре, не продвигает решение дальше. Решение может показать вам одну цифру.</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>Решение может заполнить %1 — клетку с наименьшим числом кандидатов.</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>В решении в %2 стоит %1.</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>Следующий шаг использует приём «%1». Нажмите «Подсказка» ещё раз, чтобы увидеть, где искать.</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>Посмотрите сюда: %1. Нажмите «Подсказка» ещё раз, чтобы увидеть клетки и рассуждение.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>Ветвь %1 из %2: %3. Это уже и есть вывод.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>Ветвь %1 из %2: если %3, то %4.</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>Все ветви (%1) вместе: %2 %3</translation>
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
            <numerusform>%n введённая цифра не совпадает с решением</numerusform>
            <numerusform>%n введённые цифры не совпадают с решением</numerusform>
            <numerusform>%n введённых цифр не совпадают с решением</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>%n клетка потеряла верную цифру в пометках</numerusform>
            <numerusform>%n клетки потеряли верную цифру в пометках</numerusform>
            <numerusform>%n клеток потеряли верную цифру в пометках</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>Перед подсказкой: %1 (отмечено в углу). Подсказка, построенная на этом, научила бы неправильному.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two of a list of alternatives</comment>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>Почти запертые множества %1 и %2 имеют два ограниченных общих кандидата, %3: каждое содержит ровно одного из них, поэтому оба заперты на своих остальных цифрах. Клетка, которая видит все клетки цифры в одном множестве (в обоих множествах, если цифра общая), не может содержать эту цифру.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>Почти запертые множества %1 и %2 имеют ограниченного общего кандидата %3: он может быть только в одном из них, поэтому другое заперто и одно из них содержит %4. Клетка, которая видит все %4 обоих множеств, не содержит %4.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>Почти запертые множества %1 связаны по очереди ограниченными общими кандидатами %2. Если в первом нет %3, каждое множество по очереди запирается и последнее содержит %3. Поэтому клетка, которая видит все %3 первого и последнего, не содержит %3.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%1 — в %2</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>Каждый кандидат %1 (%2) видит все свои клетки в почти запертом множестве: %3. Что бы ни стояло в %1, соответствующее множество запирается, поэтому одно из них содержит %4. Клетка, которая видит все их %4, не содержит %4.</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>Во всех пустых клетках, кроме %1, по два кандидата. В %1 должно стоять %2, иначе у головоломки не было бы ровно одного решения.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>Сильные связи цифры %1 разделяют %2 и %3, и одна из групп содержит %1. Поэтому клетка, которая видит обе группы, не содержит %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>Сильные связи цифры %1 разделяют %2 и %3. Две клетки одной группы видят друг друга, поэтому в этой группе нет %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>Сильные связи цифры %1 образуют два кластера, каждый разделён на два цвета, один из которых — %1. %2 и %3, каждая своего цвета, видят друг друга, поэтому другой цвет одного из кластеров — %1: клетка, которая видит оба этих цвета, не содержит %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>Сильные связи цифры %1 образуют два кластера, каждый разделён на два цвета, один из которых — %1. %2 видят оба цвета другого кластера, один из которых — %1, поэтому в них нет %1.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>В линиях «%1» цифра %2 есть только в линиях «%3». Эти цифры %2 занимают линии «%3» по одной в каждой, поэтому в других клетках этих линий цифры %2 нет.</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>Две рыбы с плавниками по цифре %1 имеют общее основание «%2»: одну покрывают линии «%3», другую — «%4» (плавники %5). Каждая удаляет кандидатов своих покрывающих линий, которые видят все её плавники.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>В линиях «%1» цифра %2 есть только в линиях «%3», кроме плавника %4. Либо рыба верна, либо в плавнике стоит %2; поэтому клетка линий «%3» вне «%1», которая видит плавник, не содержит %2.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>В линиях «%1» цифра %2 есть только в линиях «%3», кроме плавников %4. Либо рыба верна, либо в одном из плавников стоит %2; поэтому клетка линий «%3» вне «%1», которая видит все плавники, не содержит %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>В доме «%1» цифра %2 может стоять только в %3, а эти клетки лежат и в доме «%4». Поэтому в других клетках дома «%4» цифры %2 нет.</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1, %2 и %3 содержат только %4. Если бы в %5 тоже стояла одна из этих двух цифр, четыре угла могли бы обменяться ими и у головоломки было бы два решения. Значит, в %5 нет ни одной из них.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%1 образовали бы смертельный шаблон из %2 (у головоломки было бы два решения), если бы ни в одной из клеток %3 не стояла их единственная лишняя цифра %4. Поэтому клетка, которая видит их все, не содержит %4.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%1 образовали бы смертельный шаблон из %2, если бы ни одна из клеток %3 не получила лишнюю цифру. Вместе с %4 они образуют голое подмножество этих лишних цифр в доме «%5», поэтому больше нигде там этих цифр нет.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1 образовали бы смертельный шаблон из %2. В доме «%3» цифра %4 есть только в %5, поэтому в одной из них стоит %4, и ни в одной не может быть %6.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1 образовали бы смертельный шаблон из %2. В доме «%3» цифра %4 есть только в прямоугольнике, поэтому она занимает одну диагональ — не ту, где %5, иначе другая диагональ завершила бы шаблон.</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>В %1 только %2, а в домах «%3» и «%4» цифра %5 есть только в прямоугольнике. Если бы в %6 стояло %7, то %5 встала бы в %8 и %9, а в %1 оказалось бы %7: смертельный шаблон, два решения. Значит, в %6 не %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 и %2 заполнены цифрами %3 (это не исходные цифры). Если бы %4 и %5 получили эти цифры накрест, четыре клетки могли бы обменяться ими и у головоломки было бы два решения. Значит, в %6 не %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 и %2 заполнены цифрами %3 (это не исходные цифры). Если бы %4 и %5 получили эти цифры накрест, четыре клетки могли бы обменяться ими и у головоломки было бы два решения. Поэтому в одной из них стоит %6, и клетка, которая видит обе, не содержит %6.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>У цифры %1 только по два места в домах «%2» и «%3», с общим основанием в доме «%4». Поэтому %1 стоит в %5 или в %6, и клетка, которая видит обе, не содержит %1.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>У цифры %1 только по два места в домах «%2» и «%3», связанных в доме «%4» (%5, %6). Поэтому %1 стоит в %7 или в %8, и клетка, которая видит обе, не содержит %1.</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>Если в %1 не %2, то %2 в %3 (%4), значит, не в %5 (%6), значит, %2 в %7 (%8). Поэтому %2 стоит в %1 или в %7, и клетка, которая видит обе, не содержит %2.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>В доме «%1» цифра %2 есть только в линиях «%3» и «%4». Если в %5 не %2, то %2 в %6 (%7), и тогда %2 в доме «%1» остаётся на другой из этих двух линий, которую тоже видит %8. В любом случае в %8 не %2.</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>Два воздушных змея по цифре %1 встречаются в одних и тех же двух клетках дома «%2», %3 и %4: связь каждой клетки по строке принадлежит одному змею, связь по столбцу — другому. Каждый змей удаляет своего кандидата.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>В доме «%1» цифра %2 есть только в линиях «%3» и «%4». Этот пустой прямоугольник работает с двумя сильными связями, %5=%6 и %7=%8, и каждая даёт своё исключение.</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1 — последняя пустая клетка в доме «%2», и %3 — цифра, которой там ещё не хватает.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>В доме «%1» цифра %2 может стоять только в %3.</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1 — единственный кандидат, оставшийся в %2: все остальные цифры уже есть в строке, столбце или блоке этой клетки.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>В доме «%1» цифры %2 помещаются только в %3. Поэтому в этих клетках больше ничего нет.</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>В %1 вместе только %2, поэтому в доме «%3» этих цифр больше нигде нет.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>Опорная клетка %1 с клешнями %2 и %3 по %4: что бы ни стояло в опорной клетке, в одной из клешней стоит %5. Поэтому ни одна клетка, которая видит обе клешни, не может содержать %5.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>Опорная клетка %1 с клешнями %2 и %3 по %4: что бы ни стояло в опорной клетке, %5 стоит в ней или в одной из клешней. Поэтому ни одна клетка, которая видит все три, не может содержать %5.</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>в %1 не может быть %2</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>Пустые клетки %1 группы дают в сумме %2 разными цифрами: заполнить их можно только так: %3. В каждом из этих вариантов есть цифра %4, а в группе она может стоять только в %5. Поэтому %6: эти клетки видят их все.</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>Группа %1 даёт в сумме %2 разными цифрами: заполнить её можно только так: %3, каждой клетке — цифра, которая ей ещё доступна. Поэтому %4.</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>Пустые клетки %1 группы дают в сумме %2 разными цифрами (сумма группы минус цифры в %3): заполнить их можно только так: %4, каждой клетке — цифра, которая ей ещё доступна. Поэтому %5.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>Цифры в домах «%1» дают в сумме %2, по 45 на дом, а группы, целиком лежащие в них, дают %3. Поэтому остальные клетки, %4, дают в сумме %5.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 Без цифр в %2 в клетке %3 стоит %4.</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 Поэтому в %2 стоит %3.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 Без цифр в %2 две пустые клетки дают в сумме %3. Поэтому %4: никакой кандидат другой клетки не дополняет сумму.</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 Поэтому %2: никакой кандидат другой клетки не дополняет сумму.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>Цифры в домах «%1» дают в сумме %2, по 45 на дом, а группы, заходящие в них, дают %3. Поэтому клетки этих групп снаружи, %4, дают в сумме %5.</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>Посмотрите на группу в %1 с суммой %2. Нажмите «Подсказка» ещё раз, чтобы увидеть клетки и рассуждение.</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>Почти запертое множество %1 имеет ограниченный общий кандидат %4 с %2 и %5 с %3. В %1 не хватает только одной из его цифр, поэтому оно содержит %4 или %5: тогда в %2 нет %4 или в %3 нет %5, и это множество запирается и содержит %6. Клетка, которая видит все %6 и в %2, и в %3, не содержит %6.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>Если бы в %1 стояло %2, петля из %3 звеньев, начинающаяся в ней, снова исключила бы оттуда %2. Значит, в %1 не %2.</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>Если бы в %1 не было %2, петля из %3 звеньев, начинающаяся в ней, вернула бы %2 обратно. Значит, в %1 стоит %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>Если бы в %1 стояло %2, петля из %3 звеньев, начинающаяся в ней, поставила бы туда ещё и %4. Значит, в %1 не %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>Если бы в %1 стояло %2, там не было бы %3, и тогда петля из %4 звеньев, начинающаяся в ней, исключила бы оттуда %2. Значит, в %1 не %2.</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>Цепь из %2 звеньев по цифре %1, поочерёдно сильных и слабых, идёт от %3 к %4: если в %3 не %1, то %1 в %4. В одной из двух клеток стоит %1, поэтому ни одна клетка, которая видит обе, не может содержать %1.</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Цепь из %1 клеток с двумя кандидатами в каждой идёт от %2 к %4, и каждая клетка видит следующую: если в %2 не %3, каждая клетка вынуждает следующую, и в %4 стоит %3. В одной из двух клеток стоит %3, поэтому ни одна клетка, которая видит обе, не может содержать %3.</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>В %1 только %2, и каждая из них видит следующую вдоль цепи, поэтому эти две цифры в них чередуются. Клетка, которая видит две из них, отстоящие друг от друга на нечётное число звеньев, не может содержать ни одну из этих цифр.</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>Петля из %1 звеньев замыкается сама на себя: у каждой её слабой связи ровно один истинный конец. Поэтому цифра слабой связи удаляется из каждой клетки, которая видит оба её конца, а в клетке, в которую входят и из которой выходят сильные связи, остаются только их две цифры.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Цепь из %1 звеньев идёт от %2 к %4: если в %2 не %3, то %3 в %4. В одной из двух клеток стоит %3, поэтому ни одна клетка, которая видит обе, не может содержать %3.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>Цепь из %1 звеньев идёт от %2 к %4: если в %2 не %3, то в %4 стоит %5. Эти две клетки видят друг друга, поэтому в %2 не может быть %5, а в %4 не может быть %3.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>в %1 стоит %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>в %1 не %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>ни в одной из клеток %1 нет %2</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1: противоположное предположению</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>в %1 одновременно стояло бы %2 и не стояло бы %2</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>в %1 стояли бы сразу %2</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>в %1 не осталось бы ни одной цифры: все из %2 были бы оттуда исключены</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>цифра %1 стояла бы дважды в доме «%2» (в %3)</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>цифра %1 стояла бы сразу в %2, которые видят друг друга</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>в доме «%1» не осталось бы места для цифры %2: она была бы исключена из %3</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>цифра %1 не могла бы встать ни в одну из клеток %2 — её последних мест в доме</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1, а это не может выполняться одновременно</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>Предположим, что %1. Если следовать цепям дальше: %2. Значит, предположение ложно.</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>Предположим, что %1. Если довести это до конца одиночками: %2. Значит, предположение ложно.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>Одно из этого должно быть верно: %1. Каждый вариант по цепи приводит к одному и тому же выводу, поэтому %2.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>Одно из этого должно быть верно: %1. Если довести каждый вариант до конца одиночками, все они приводят к одному и тому же выводу, поэтому %2.</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>На пересечении домов «%1» и «%2» клетки %3 содержат %4. %5 в доме «%1» и %6 в доме «%2» не имеют друг с другом общих цифр из этих, а вместе с %3 в них ровно столько клеток, сколько цифр нужно разместить, поэтому каждая из этих цифр стоит в них. Значит, цифра из %5 больше нигде не стоит в доме «%1», цифра из %6 — больше нигде в доме «%2», а цифра из %3, которой нет ни в одном из них, — больше нигде ни в одном из двух домов.</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>В %1 и %2 только %3. В доме «%5» цифра %4 может стоять только в %6, которая видит %1, или в %7, которая видит %2. Поэтому одна из клеток %1 и %2 видит %4 и не содержит %4: в ней стоит %8. Клетка, которая видит и %1, и %2, не содержит %8.</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1 Затем поставьте %2 в %3.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>В доме «%1» цифра %2 может стоять только в %3, а эти клетки лежат и в доме «%4». Поэтому в других клетках дома «%4» цифры %2 нет, и в доме «%6» ей остаётся только %5.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>В доме «%1» цифры %2 помещаются только в %3. Поэтому в этих клетках больше ничего нет, и цифре %4 в доме «%1» остаётся только %5.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 Без цифр в %2 пустые клетки дают в сумме %3: %4, так как никакие кандидаты остальных клеток не дополняют сумму (с разными цифрами там, где клетки видят друг друга).</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 Поэтому %2, так как никакие кандидаты остальных клеток не дополняют сумму (с разными цифрами там, где клетки видят друг друга).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>&amp;Визуализация поиска</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>Смотреть, как решатель ищет решение этой головоломки, шаг за шагом (%1)</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Судоку</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>Новая игра у&amp;ровня</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>Головоломка дня уровн&amp;я</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>Копировать по&amp;ле как</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>П&amp;омощь в игре</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>Ре&amp;шатель</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>Головоломка</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>Решатель, которым пользуется «Решить»</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Решатель</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>Время</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>Создаётся новая головоломка уровня «%1»…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>Решатель: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>&amp;Язык системы</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>&amp;Поставить %1 в %2</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (пауза)</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · ошибок: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>Игры и головоломки судоку (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>Игры судоку (*.sudoku)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>Головоломки: Simple Sudoku, SudoCue, сетки пометок, строки (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>Не удалось открыть игру</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>Не удалось сохранить игру</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>Не удалось сохранить вашу игру. %1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>Если выйти сейчас, то всё, что сыграно с последнего сохранения игры, будет потеряно.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Всё равно выйти</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>поставить цифру в выбранную клетку</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+цифра</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>поставить или снять пометку (также Ctrl+цифра)</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>режим пометок: цифры становятся пометками</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>Нотация Снайдера</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Shift+цифра: угловая пометка; Ctrl+цифра (или режим пометок): центральная пометка</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>раскраска: цифра окрашивает клетку, Shift+цифра — кандидата; щёлкайте по клеткам, чтобы красить, Shift+щелчок или правый щелчок — по пометке</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>сначала цифра: выберите цифру (на панели или клавишей), затем щёлкайте по клеткам или нажимайте Space, чтобы поставить её</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>в режиме «сначала цифра»: поставить выбранную цифру в выбранную клетку</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>очистить клетку</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>стрелки, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>перемещение; Ctrl+Home/End: первая/последняя клетка</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>нажать первую кнопку сообщения рядом с полем (Исправить, Удалить их, Сохранить как, Новая игра…)</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>перевести клавиатуру на кнопки сообщения или подсказки рядом с полем и обратно; там Tab переходит от кнопки к кнопке, а Space нажимает кнопку</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>отменить, повторить (Ctrl+Shift+Z или Ctrl+Y)</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>подсказка, проверка, решение, стоп</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>&lt;b&gt;H&lt;/b&gt; ещё раз</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>следующий этап подсказки: приём, где искать, почему, применить</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>предыдущая/следующая ветвь форсирующей цепи в подсказке, затем — что они доказывают</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>закрыть подсказку; выйти из раскраски или режима «сначала цифра»</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>пауза</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>заполнить всех кандидатов</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>новая игра, начать заново, ввести головоломку, начать игру с введённой головоломкой</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>параметры новой игры: уровень и симметрия</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>вставить головоломку, копировать головоломку</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>открыть, сохранить, сохранить как</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>печать, экспорт</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>сегодняшняя головоломка дня, статистика</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>визуализация поиска</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>в лаборатории поиска</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Space&lt;/b&gt; пуск или пауза, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; шаг назад или вперёд, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; головоломка или последний шаг, &lt;b&gt;B&lt;/b&gt; следующий тупик, &lt;b&gt;S&lt;/b&gt; следующее решение, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; быстрее или медленнее, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; экспорт поля в изображение, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; и &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; экспорт кадров или анимации, &lt;b&gt;Alt&lt;/b&gt; с подчёркнутой буквой: эта кнопка или поле</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>в окне «Алгоритмы рядом»</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; или &lt;b&gt;Ctrl+W&lt;/b&gt; закрыть окно</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>с подчёркнутой буквой меню: открыть меню</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>эти сокращения, выход</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Клавиатурные сокращения</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>Экспорт пометок</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>Сетки пометок (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>Не удалось экспортировать пометки</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Экспортировано в %1.</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>Сборник готов: %n страница.</numerusform>
            <numerusform>Сборник готов: %n страницы.</numerusform>
            <numerusform>Сборник готов: %n страниц.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Ваши настройки снова сохраняются.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>Не удаётся сохранить ваши настройки. %1 Пока сохранение невозможно, изменённые вами настройки действуют лишь до закрытия «Судоку».</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>Не удалось сохранить ваши настройки. %1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>Если выйти сейчас, настройки, изменённые с момента запуска «Судоку», будут потеряны. Освободите место на диске и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>Автосохранение не работает</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>Настройки не сохранены</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>Статистика выключена</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
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
        <translation>Создаётся новая головоломка «%1» уровня «%2»…</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>Фильтр кандидатов</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>Фильтр кандидатов скрывает здесь пометку %1; чтобы изменить её, покажите все пометки (%2).</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>Фильтр кандидатов скрывает часть пометок этой клетки; чтобы стереть их, покажите все пометки (%1).</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>клетки с двумя кандидатами</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>%1 в клетках с двумя кандидатами</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>Пометки: %1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>показать или скрыть подписи строк и столбцов, r1–r9 и c1–c9, как подсказки называют клетки</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>фильтр кандидатов: показывать только пометки этой цифры (несколько цифр: пометки каждой; ещё раз: убрать цифру)</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>фильтр кандидатов: только пометки клеток с двумя кандидатами; снова показать все пометки</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>Пе&amp;рейти к контрольной точке</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>Уда&amp;лить контрольную точку</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Возврат: %1</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Удалено: %1.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Удалить: %1</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>Поставить именованную контрольную точку</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>Имя контрольной точки:</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Контрольная точка %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>В игре может быть не больше %1 контрольных точек: сначала удалите одну.</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Поставлено: %1. Ctrl+B вернёт к ней.</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Возврат: %1. «Отменить» (Ctrl+Z) вернёт туда, где вы были.</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Поле уже в состоянии «%1».</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>поставить контрольную точку, поставить именованную контрольную точку, вернуться к последней (один ход: Ctrl+Z отменяет его)</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>Все шаги</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>Ход решения</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>показать или скрыть «Все шаги» (каждый шаг, возможный сейчас) и «Ход решения»</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>Закрыть «%1»</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>Открепить «%1»</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>Осталось: оценка…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>Осталось: %1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>Осталось: не оценено, на поле ошибка</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>Оставшаяся сложность</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>следующий/предыдущий блок (область — в пазле)</translation>
    </message>
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — головоломка %2 из %3 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>Открыть головоломку %1 из %2 в %3</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>следующая головоломка из последнего открытого файла головоломок</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>Отменить</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>оранжевый</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>бирюзовый</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>фиолетовый</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>розовый</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневый</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>Матрица точного покрытия</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>клетка r,c заполнена</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>в строке r есть цифра d</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>в столбце c есть цифра d</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>в блоке b есть цифра d</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>Столбцы матрицы точного покрытия и оставшиеся в них строки: серый = покрыт, красный = строк не осталось; кольцо — выбранный столбец, рамки — столбцы взятой строки</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>в диагонали или окне есть цифра d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>в области g есть цифра d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>в диагонали есть цифра d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>в окне w есть цифра d</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Закрыть сообщение</translation>
    </message>
    <message>
        <source>Return on the board presses this button</source>
        <translation>Return на поле нажимает эту кнопку</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>Только одиночки: каждый шаг — клетка с одной возможной цифрой.</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>Нужны форсирующие цепи или сети либо перебор.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>&amp;Симметрия исходных цифр:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>Нужны запертые кандидаты или голые пары.</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>Нужны X-Wing, рыба-меч, скрытые пары, тройки или XY(Z)-Wing.</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>Нужны уникальность, четвёрки, медуза, небоскрёб, воздушный змей, раскраска или короткие цепи.</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>Нужны петли, цепи, W-Wing, рыбы с плавниками, почти запертые множества или Sue de Coq.</translation>
    </message>
</context>
<context>
    <name>NumberPad</name>
    <message>
        <source>Number pad</source>
        <translation>Цифровая панель</translation>
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
        <translation>Головоломка решена.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>%n шаг до решения.</numerusform>
            <numerusform>%n шага до решения.</numerusform>
            <numerusform>%n шагов до решения.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>После %n шага ни один приём больше не применим.</numerusform>
            <numerusform>После %n шагов ни один приём больше не применим.</numerusform>
            <numerusform>После %n шагов ни один приём больше не применим.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>Ход решения</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>&amp;Сыграть до сюда</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>Выполнить решение до выбранного шага одним ходом</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Копировать решение</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>Скопировать ход решения как текст</translation>
    </message>
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>Копировать &amp;строками HoDoKu</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>Скопировать ход решения в библиотечном формате HoDoKu, по шагу в строке, как его читают HoDoKu и sudoku-cli (только классические головоломки: строка не вмещает правила варианта)</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>&amp;Изучить: головоломка уровня приёма, открытая прямо перед его первым шагом</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>&amp;Отработать: целая головоломка уровня</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>Отработать приём</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Приём</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>Приёмы для отработки</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>&amp;Приёмы (ход решения головоломки использует хотя бы один из отмеченных):</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>Выберите приём, чтобы прочитать, что это; Справка &gt; Приёмы объясняет каждый на примере.</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>Отметьте хотя бы один приём.</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>Головоломке уровня «%1» отмеченные приёмы никогда не нужны: выберите их уровень или более сложный.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Создание…</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>Создание… испробована %n случайная сетка.</numerusform>
            <numerusform>Создание… испробованы %n случайные сетки.</numerusform>
            <numerusform>Создание… испробовано %n случайных сеток.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>Ни одной головоломки из %n случайной сетки: генератор редко или никогда не создаёт головоломку, ход решения которой использует эти приёмы на этом уровне. Попробуйте ещё раз или выберите другие приёмы или другой уровень.</numerusform>
            <numerusform>Ни одной головоломки из %n случайных сеток: генератор редко или никогда не создаёт головоломку, ход решения которой использует эти приёмы на этом уровне. Попробуйте ещё раз или выберите другие приёмы или другой уровень.</numerusform>
            <numerusform>Ни одной головоломки из %n случайных сеток: генератор редко или никогда не создаёт головоломку, ход решения которой использует эти приёмы на этом уровне. Попробуйте ещё раз или выберите другие приёмы или другой уровень.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Пример</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>Позиция перед первым шагом приёма в головоломке-примере, шаг нарисован</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>Для этого приёма нет примера.</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>Выберите приём, чтобы увидеть пример.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>Подсвечивать строку, столбец и блок выбранной клетки</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>Подсвечивать клетки и пометки с выбранной цифрой</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>Показывать конфликты (цифра повторяется в строке, столбце или блоке)</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>Удалять цифру из пометок её строки, столбца и блока, когда она поставлена</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>&amp;Пометки:</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>Каждая цифра на своём месте в клетке</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>Угловые и центральные пометки (нотация Снайдера)</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>В нотации Снайдера Shift+цифра ставит угловую пометку, а Ctrl+цифра (или режим пометок) — центральную</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Окно</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Показывать часы</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>Светлое</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>Тёмное</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>Высокий контраст</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>Если следовать системе, высококонтрастное оформление включается, когда его запрашивает рабочий стол</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>&amp;Оформление:</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>Обычный (как на рабочем столе)</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Крупный</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Крупнее</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>Самый крупный</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <comment>text size: its name and percentage</comment>
        <translation>%1 – %2%</translation>
    </message>
    <message>
        <source>Text in the window and digits and pencil marks on the board</source>
        <translation>Текст в окне, цифры и пометки на поле</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Размер текста:</translation>
    </message>
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>Уровень &amp;новой игры:</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>Решатель для «Решить», «Проверить» и решения при печати</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>Р&amp;ешатель:</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>Показывать о&amp;шибки: сразу отмечать цифру, противоречащую решению (считается помощью)</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Пе&amp;чать…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Пред&amp;варительный просмотр…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>Печать с&amp;борника…</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>Копировать поле как &amp;строку</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>Копировать поле как с&amp;етку</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Копировать поле как &amp;изображение</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>Напечатать головоломку, а если попросите, и её решение</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>Сохранить головоломку как документ PDF, изображение PNG или изображение SVG</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>Напечатать или сохранить несколько новых головоломок одного уровня на страницу</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>Копировать поле как одну строку из 81 символа, &apos;.&apos; — пустая клетка</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>Копировать поле как девять строк текста с границами блоков</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>Копировать изображение поля</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>У головоломки нет единственного решения: печатается или экспортируется только сама головоломка.</translation>
    </message>
    <message>
        <source>Sudoku — %1</source>
        <translation>Судоку — %1</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Судоку</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Решение</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>Судоку</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>Напечатать решение на второй странице</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>Напечатать мой прогресс: цифры, пометки и цвета</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Не удалось воспользоваться принтером.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Показать решение</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>Показать мой прогресс</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>Цифры, пометки и цвета поверх головоломки</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Головоломка</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Создаётся %n головоломка…</numerusform>
            <numerusform>Создаются %n головоломки…</numerusform>
            <numerusform>Создаются %n головоломок…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>Печать сборника</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>№ %1</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>Решение № %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>Открыть головоломку</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>Головоломки в файле</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Все уровни</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>Показать головоломки уровня</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Предпросмотр</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>Подсказки выбранной головоломки</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>Ход оценки</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>&amp;Решать</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>Решать выбранную головоломку</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>Головоломок в %1: %2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>Оценено %1 из %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n не читается</numerusform>
            <numerusform>%n не читаются</numerusform>
            <numerusform>%n не читаются</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>№</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>Перебор</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>нет решения</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>больше одного решения</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>некорректна</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>генератор остановлен</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>ни одна из %1 случайных сеток не дала головоломки этого уровня</translation>
    </message>
</context>
<context>
    <name>PuzzleRenderer</name>
    <message>
        <source>%1 — page %2 of %3</source>
        <comment>print title, page number</comment>
        <translation>%1 — страница %2 из %3</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>Не удалось записать изображение %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Не удалось записать %1: %2.</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Судоку</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Sudoku</source>
        <translation>Судоку</translation>
    </message>
    <message>
        <source>Play, solve and learn Sudoku.</source>
        <translation>Играйте в судоку, решайте и учитесь.</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>Сохранённая игра (.sudoku), которую нужно открыть.</translation>
    </message>
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>Оформление для этого запуска: system, light, dark или high-contrast.</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>Читать и записывать настройки в этом ini-файле вместо пользовательской конфигурации.</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>Вывести время от запуска до первого отрисованного кадра и выйти (замер производительности).</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>Сохранить снимок окна после его отрисовки и выйти.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>«Судоку» уже запущено (процесс %1): его окно выведено на передний план.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>«Судоку» уже запущено (процесс %1): %2 открыт в нём.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>«Судоку» уже запущено (процесс %1), но не отвечает: это окно работает отдельно и не сохраняет вашу игру автоматически.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>в клетке %1 невозможное значение</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>головоломка некорректна: %1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>время игры отрицательное</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>выбранная клетка вне допустимого диапазона</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>история отмены вне допустимого диапазона</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>история отмены не соответствует полю</translation>
    </message>
    <message>
        <source>the rules are broken: %1</source>
        <translation>правила некорректны: %1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>имя контрольной точки пустое или слишком длинное</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>в клетке %1 контрольной точки невозможное значение</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>у контрольной точки другие исходные цифры, чем у головоломки</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>история отмены повреждена</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>Невозможно хранить настройки в %1: это не обычный файл (канал, устройство, сокет или папка).</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>содержимое файла не совпадает с записанным</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>Не удалось записать настройки в %1: %2.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>Другой экземпляр «Судоку» (процесс %1) занимает %2 и не ответил, поэтому это окно туда не сохраняет.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>это не база данных</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>в ней таблицы другой программы</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>её таблицы неполны</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>SQLite обнаружил повреждение</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>Файл статистики был повреждён (%1). Он сохранён как %2, и начата новая статистика.</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>Статистика выключена: драйвер SQLite для Qt не установлен (Debian: libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>Статистика выключена: в папку %1 нельзя записывать, поэтому нельзя создать %2.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>Статистика выключена: не удаётся открыть %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>Статистика выключена: %1 создан более новой версией «Судоку» (версия статистики %2) и оставлен как есть.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>Статистика выключена: %1 повреждён, и его не удаётся отодвинуть в сторону (%2).</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>Статистику нельзя сохранить: %1 или его папка доступны только для чтения. Её можно просматривать, но игры не учитываются.</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>Не удалось сохранить статистику в %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>Не удалось сохранить статистику в %1 (%2); последняя игра не учтена.</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>Другая программа заблокировала %1: ваши игры сохраняются и будут учтены, как только она его освободит.</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>Статистику пока нельзя показать: другая программа заблокировала %1.</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>Ваши последние игры не удалось учесть: другая программа заблокировала %1, а отложить их на потом тоже не удалось (%2).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>&amp;Обзор</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>&amp;История</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>Статистика по уровням</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Сыграно игр</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Начато игр</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Решено</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Брошено</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>Лучшее время без помощи</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>Среднее без помощи</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>Медиана без помощи</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>Среднее с помощью</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Самая длинная серия</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>Время учитывается для игр, решённых без помощи (подсказок, проверок, показа ошибок или «Решить»), кроме среднего с помощью. Серия считает игры, решённые подряд; брошенная игра её прерывает.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Помощь</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>Статистики нет.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Подсчёт…</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>Головоломка дня: дней подряд с решённой: %1 · самая длинная серия: %2</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Ваша головоломка</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1, головоломка дня %2</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Идёт игра</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>Сдались («Решить»)</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>подсказки: %1</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>проверки: %1</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>ошибки: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>да</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>нет</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>Игр пока нет: игра учитывается с первого хода.</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>Игр: %1; показаны %2 последних.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Игр: %1</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>&amp;Вариант:</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Все варианты</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
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
        <translation>Шаг: %1</translation>
    </message>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>Ход решения: %n шаг</numerusform>
            <numerusform>Ход решения: %n шага</numerusform>
            <numerusform>Ход решения: %n шагов</numerusform>
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
        <translation>Начните играть головоломку, чтобы увидеть её шаги.</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Поиск шагов…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>На поле есть ошибки: шаги, найденные на нём, были бы неверными. «Проверить» или «Подсказка» укажут их.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>Здесь не применим ни один логический шаг.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>Здесь возможен %n шаг.</numerusform>
            <numerusform>Здесь возможны %n шага.</numerusform>
            <numerusform>Здесь возможны %n шагов.</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <comment>the All Steps list</comment>
        <translation>&amp;Упорядочить по</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <comment>sort the steps by</comment>
        <translation>Сложности</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>Числу убранных кандидатов</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>Упорядочить шаги по</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>Все шаги</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>&amp;Выполнить шаг</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>Выполнить выбранный шаг одним ходом (клавиша ввода в списке делает то же)</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>Только для киллер-судоку: приём использует группы и их суммы.</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>Работает во всех вариантах: диагонали диагонального судоку, окна гипер-судоку и области нерегулярного судоку — такие же дома, как строки, столбцы и блоки, а группы киллер-судоку лишь добавляют известные сведения.</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>Основан на блоках: работает в классическом, диагональном, гипер- и киллер-судоку, но не в нерегулярном судоку, где блоки заменены областями.</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>Только классические головоломки ровно с одним решением: в вариантах дополнительные дома или группы могут различить две цифры прямоугольника, поэтому там шаблон не смертельный.</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>Последняя пустая клетка дома получает единственную цифру, которой не хватает дому.</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>Найдите строку, столбец или блок, где уже стоят восемь цифр. В каждом доме каждая цифра встречается один раз, поэтому в его единственную пустую клетку должна встать недостающая цифра.</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>Цифра, у которой в доме осталось только одно место, ставится туда.</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>Выберите цифру и дом и вычеркните каждую клетку дома, которая уже видит эту цифру в своей строке, столбце или блоке. Если осталась одна клетка, цифра должна стоять там, какие бы ещё кандидаты ни были в этой клетке: дому эта цифра где-то нужна.</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>Клетка, в которой остался только один кандидат, получает его.</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>Посмотрите на пустую клетку и перечислите цифры, которые уже есть в её строке, столбце и блоке. Если там восемь из девяти цифр, в клетку может встать только девятая: поставьте её.</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>Цифра, запертая в одной линии внутри блока, удаляется из остальной части этой линии.</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>В одном блоке посмотрите, где ещё может стоять цифра. Если все эти клетки лежат в одной строке или одном столбце, эта цифра блока окажется на этой линии. Значит, больше нигде на этой линии, вне блока, цифра стоять не может: удалите её там.</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>Цифра, запертая в одном блоке внутри линии, удаляется из остальной части этого блока.</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>В одной строке или одном столбце посмотрите, где ещё может стоять цифра. Если все эти клетки лежат в одном блоке, эта цифра линии окажется в этом блоке. Значит, остальные клетки блока, вне линии, не могут её содержать: удалите её там.</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>Голая пара в клетках, у которых общие и линия, и блок, очищает оба дома.</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>Две клетки в одном блоке и в одной строке (или одном столбце) содержат одних и тех же двух кандидатов и никаких других. Эти две цифры должны заполнить эти две клетки в том или ином порядке, поэтому ни одна из них не может стоять больше нигде ни в блоке, ни в линии: удалите их из обоих домов.</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>Две клетки дома с одними и теми же двумя кандидатами оставляют эти цифры себе.</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>Найдите в одном доме две клетки, которые содержат ровно одних и тех же двух кандидатов. Вдвоём они должны получить обе цифры, поэтому ни в одной другой клетке этого дома не может быть ни одной из них: удалите эти две цифры из остальной части дома.</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>Две цифры, которые помещаются только в одни и те же две клетки дома, забирают эти клетки.</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>В одном доме найдите две цифры, каждая из которых может стоять только в одних и тех же двух клетках. В этих двух клетках должны стоять эти две цифры, поэтому любой другой кандидат в них неверен: удалите остальных кандидатов из этих двух клеток.</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>Голая тройка в клетках, у которых общие и линия, и блок, очищает оба дома.</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>Три клетки в одном блоке и в одной строке (или одном столбце) содержат вместе только три цифры. Они должны получить эти три цифры, поэтому эти цифры больше нигде не могут стоять ни в блоке, ни в линии: удалите их из обоих домов.</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>Три клетки дома, которые вместе содержат только три цифры, оставляют эти цифры себе.</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>Найдите в одном доме три клетки, кандидаты которых вместе составляют всего три цифры (в клетке не обязательно все три). Эти три клетки должны получить эти три цифры, поэтому удалите эти цифры из всех остальных клеток дома.</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>Три цифры, которые помещаются только в одни и те же три клетки дома, забирают эти клетки.</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>В одном доме найдите три цифры, возможные места которых — одни и те же три клетки (каждая цифра в двух или трёх из них). В этих клетках должны стоять эти цифры, поэтому удалите из них всех остальных кандидатов.</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>Четыре клетки дома, которые вместе содержат только четыре цифры, оставляют эти цифры себе.</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>Идея голой тройки для четырёх клеток: четыре клетки одного дома, кандидаты которых вместе составляют только четыре цифры, должны получить все четыре, поэтому удалите эти цифры из остальной части дома.</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>Четыре цифры, которые помещаются только в одни и те же четыре клетки дома, забирают эти клетки.</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>Идея скрытой тройки для четырёх цифр: когда четыре цифры дома могут стоять только в одних и тех же четырёх клетках, эти клетки их и содержат, и всех остальных кандидатов в этих четырёх клетках можно удалить.</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>Цифра ровно с двумя местами в каждой из двух строк, в одних и тех же двух столбцах.</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>Найдите цифру, которая может стоять только в двух клетках одной строки и только в двух клетках другой строки, в одних и тех же двух столбцах. Каждой из двух строк цифра нужна один раз, и они могут получить её только в противоположных углах прямоугольника. В любом случае оба столбца получают цифру из этих строк, поэтому удалите её из остальных клеток двух столбцов. (То же работает, если поменять местами столбцы и строки.)</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>X-Wing с тремя строками и тремя столбцами.</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>Найдите три строки, в которых цифра может стоять только в одних и тех же трёх столбцах (по две или три клетки в каждой строке). Трём строкам цифра нужна три раза, в трёх разных столбцах, поэтому эти строки дают цифру всем трём столбцам. Удалите её из остальных клеток этих столбцов. (Также со строками и столбцами, поменянными местами.)</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>X-Wing с четырьмя строками и четырьмя столбцами.</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>Четыре строки, в которых цифра может стоять только в одних и тех же четырёх столбцах, должны поставить эту цифру в каждый из этих столбцов. Поэтому цифру можно удалить из всех остальных клеток четырёх столбцов. (Также со строками и столбцами, поменянными местами.)</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>Опорная клетка XY и две клешни XZ и YZ: клетка, которая видит обе клешни, не может содержать Z.</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>Найдите три клетки с двумя кандидатами в каждой: опорную клетку с X и Y, одну клешню, которая видит опорную клетку и содержит X и Z, и другую, которая видит опорную клетку и содержит Y и Z. Если в опорной клетке X, в первой клешне Z; если в опорной клетке Y, Z во второй клешне. В любом случае в одной из клешней стоит Z, поэтому любая клетка, которая видит обе клешни, не может содержать Z.</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>XY-Wing, опорная клетка которого содержит ещё и Z: клетки, которые видят все три, не могут содержать Z.</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>Опорная клетка содержит трёх кандидатов X, Y и Z; одна клешня, которая её видит, содержит X и Z, другая — Y и Z. Какую бы цифру ни получила опорная клетка, в одной из трёх клеток стоит Z: в самой опорной клетке или в одной из клешней. Поэтому клетка, которая видит все три клетки, не может содержать Z.</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>Две сильные связи одной цифры на параллельных линиях, соединённые одним концом.</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>Найдите цифру, у которой ровно два места в каждой из двух строк, причём один конец каждой пары лежит в одном и том же столбце (основание), а два других конца — в разных столбцах (вершины). Две клетки основания находятся в одном столбце, поэтому цифра стоит не более чем в одной из них, и тогда другая строка должна получить её в своей вершине: хотя бы в одной вершине стоит эта цифра. Клетка, которая видит обе вершины, не может её содержать. (Также со строками и столбцами, поменянными местами.)</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>Связь в строке и связь в столбце одной цифры, соединённые в блоке.</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>Найдите цифру ровно с двумя местами в строке и ровно с двумя в столбце, где один конец строки и один конец столбца — разные клетки одного блока. Эти две клетки не могут обе содержать цифру, поэтому её содержит один из дальних концов: другой конец строки или другой конец столбца. Клетка, которая видит оба дальних конца, не может содержать эту цифру.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>Раскрасьте сильные связи одной цифры в два цвета; клетка, которая видит оба цвета, теряет эту цифру.</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>Возьмите одну цифру и соедините каждые две клетки, которые являются её единственными местами в доме. Раскрасьте такую цепь в два цвета поочерёдно: один цвет целиком истинен, другой целиком ложен, но мы пока не знаем, какой. Клетка вне цепи, которая видит клетку каждого цвета, в любом случае видит эту цифру, поэтому удалите её там.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>Раскрасьте сильные связи одной цифры; цвет, который встречается сам с собой в доме, ложен.</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>Раскрасьте цепь сильных связей одной цифры в два чередующихся цвета, как в ловушке. Если две клетки одного цвета находятся в одном доме, этот цвет не может быть истинным, так как дом получил бы цифру дважды. Поэтому каждая клетка этого цвета теряет цифру, а клетки другого цвета её получают.</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>Две одинаковые клетки с двумя кандидатами, соединённые сильной связью по одной из их цифр.</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>Найдите две клетки, которые содержат одних и тех же двух кандидатов X и Y, но не видят друг друга, и сильную связь по X (дом, где у X только два места), один конец которой видит одну клетку, а другой — другую. Если бы ни в одной из клеток не было Y, в обеих стояло бы X, и в сильной связи не осталось бы X. Поэтому в одной из двух клеток стоит Y, и клетка, которая видит обе, не может содержать Y.</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>Три угла смертельного прямоугольника: четвёртый не может сохранить обе цифры.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>Четыре клетки в двух строках, двух столбцах и двух блоках, которые все содержали бы только X и Y, могли бы обменять X и Y и дать второе решение (смертельный шаблон). У правильной головоломки только одно решение, поэтому так быть не может. Когда три угла содержат только X и Y, четвёртый должен получить другую цифру: удалите из него X и Y.</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>Все клетки с двумя кандидатами, кроме одной: эта клетка получает свою третью цифру.</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>Сетка, в которой у каждой пустой клетки два кандидата и каждая цифра встречается в каждом доме дважды, — это «бивалентная универсальная могила» (BUG): у неё нет решения или их больше одного. Когда только у одной клетки три кандидата и одна из её цифр встречается в её домах трижды, эта цифра должна стоять там; иначе сетка попала бы в могилу.</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>Две сильные связи одной цифры, соединённые слабой связью.</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>Возьмите цифру с двумя сильными связями (домами, где у неё ровно два места), где один конец первой видит один конец второй. Эти два конца не могут оба содержать цифру, поэтому её содержит один из двух других концов. Клетка, которая видит оба этих других конца, не может содержать цифру. Небоскрёб и воздушный змей — это рыбы-тюрбо особой формы.</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>Цифра в блоке, запертая в одной строке и одном столбце, с сильной связью снаружи.</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>В блоке места цифры лежат в одной строке и одном столбце блока (буквой L или крестом), поэтому эта цифра блока стоит в этой строке или в этом столбце. Добавьте сильную связь цифры в столбце вне блока, ближний конец которой лежит в строке блока. Либо дальний конец содержит цифру, либо ближний, и тогда строка блока занята, и цифра блока стоит в его столбце. Клетка, где столбец блока пересекает строку дальнего конца, видит оба варианта, поэтому теряет цифру. (Также со строками и столбцами, поменянными местами.)</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>Два воздушных змея через одни и те же клетки блока, каждый удаляет цифру.</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>Два змея с общими двумя клетками блока, каждый из своих сильных связей, находятся вместе. Каждый змей сам по себе удаляет цифру из клетки, которая видит оба его дальних конца; шаг выполняет оба исключения сразу.</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>Два пустых прямоугольника в одном блоке, каждый со своей сильной связью.</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>Блок, в котором цифра заперта в одной строке и одном столбце, работает как пустой прямоугольник сразу с двумя сильными связями: одна встречается с его строкой, другая — с его столбцом. Каждая даёт своё исключение, как в пустом прямоугольнике; шаг выполняет оба.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>X-Wing с лишними кандидатами в одном блоке: исключать только там, где виден плавник.</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>Две строки содержат цифру почти как в X-Wing, но в одной строке есть одно или два лишних места (плавник) внутри блока одного из углов. Либо в плавнике стоит цифра, либо X-Wing настоящий. Клетка, которую очистил бы X-Wing и которая к тому же видит плавник (в блоке плавника), теряет цифру в обоих случаях.</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>Рыба-меч с лишними кандидатами в одном блоке.</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>Три строки содержат цифру как в рыбе-меч, за исключением плавника: одного или двух лишних мест в одном блоке. Либо в плавнике стоит цифра, либо рыба-меч верна. Клетки, которые очистила бы рыба-меч и которые к тому же видят плавник, теряют цифру.</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>Медуза с лишними кандидатами в одном блоке.</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>Идея плавника с четырьмя строками и четырьмя столбцами: либо плавник в своём блоке содержит цифру, либо медуза верна. Удалите цифру из клеток, которые очистила бы медуза и которые к тому же видят плавник.</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>X-Wing с плавником, у которого не хватает одного угла.</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>Как X-Wing с плавником, но в одном углу прямоугольника не осталось кандидата; его место занимает плавник рядом, в том же блоке. Либо в плавнике стоит цифра, либо оставшиеся клетки работают как X-Wing, поэтому клетки, которые видят плавник и которые очистил бы X-Wing, теряют цифру.</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>Рыба-меч с плавником, у которой не хватает угла.</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>Рыба-меч с плавником, в которой в углу блока плавника нет кандидата; его место занимает плавник. Рассуждение то же, что для плавника: клетки, которые видят плавник и которые очистила бы рыба-меч, теряют цифру.</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>Медуза с плавником, у которой не хватает угла.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>Медуза с плавником, в которой в углу блока плавника нет кандидата; его место занимает плавник. Клетки, которые видят плавник и которые очистила бы медуза, теряют цифру.</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>Две рыбы-меч с плавником на одних и тех же строках, найденные одним шагом.</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>Две рыбы-меч с плавником, у которых общие строки и которые отличаются только тем, какие лишние клетки образуют плавник, показываются вместе: каждая удаляет цифру там, где удалила бы её одна, и шаг выполняет оба удаления.</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>Две медузы с плавником на одних и тех же строках, найденные одним шагом.</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>Две медузы с плавником, у которых общие строки и которые отличаются только плавниками, показываются вместе; каждая даёт своё исключение, и шаг выполняет оба.</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>Две рыбы-меч сашими на одних и тех же строках, найденные одним шагом.</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>Две рыбы-меч сашими, у которых общие строки и которые отличаются только плавниками, показываются вместе; каждая даёт своё исключение, и шаг выполняет оба.</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>Две медузы сашими на одних и тех же строках, найденные одним шагом.</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>Две медузы сашими, у которых общие строки и которые отличаются только плавниками, показываются вместе; каждая даёт своё исключение, и шаг выполняет оба.</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>Две цветные цепи одной цифры, которые видят друг друга: пара цветов не может быть истинной одновременно.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>Раскрасьте две отдельные цепи сильных связей одной цифры, каждую в свою пару цветов. Если клетка цвета A в первой цепи видит клетку цвета C во второй, A и C не могут быть истинны одновременно, поэтому цифру содержат противоположные цвета B или D. Клетка, которая видит и клетку B, и клетку D, не может её содержать.</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>Цвет, который видит оба цвета другой цепи, ложен.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>Раскрасьте две отдельные цепи сильных связей одной цифры. Если клетки цвета A в первой цепи видят клетки обоих цветов второй цепи, A не может быть истинным: один из цветов второй цепи содержит цифру, и A конфликтовал бы с ним. Поэтому каждая клетка цвета A теряет цифру.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>Смертельный прямоугольник, две клетки крыши которого имеют общую лишнюю цифру: эта цифра стоит в крыше.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>Четыре клетки в двух строках, двух столбцах и двух блоках содержат X и Y; две из них (крыша) содержат ещё и одну и ту же лишнюю цифру Z. Если бы ни в одной клетке крыши не было Z, четыре клетки образовали бы смертельный шаблон с двумя решениями. Поэтому в одной клетке крыши стоит Z, и клетка, которая видит обе клетки крыши, не может содержать Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>Смертельный прямоугольник, лишние цифры крыши которого образуют подмножество с другими клетками.</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>В уникальном прямоугольнике две клетки крыши содержат лишние цифры; одна из этих лишних цифр должна быть истинной, поэтому вместе крыша ведёт себя как одна клетка, содержащая только лишние цифры. Если эта псевдоклетка и другие клетки общего с ней дома образуют голое подмножество, цифры подмножества можно удалить из остальной части этого дома.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>Смертельный прямоугольник, крыша которого должна содержать одну из его цифр: другая удаляется.</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>Две клетки крыши уникального прямоугольника находятся в общем доме, где X может стоять только в этих двух клетках. Значит, в одной клетке крыши стоит X. Если бы в другой стояло Y, прямоугольник был бы смертельным, поэтому ни в одной клетке крыши не может быть Y: удалите Y из обеих.</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>Смертельный прямоугольник с одной и той же лишней цифрой в трёх углах.</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>Три угла уникального прямоугольника (или два на диагонали) содержат одну и ту же лишнюю цифру Z. В одном из них должна стоять Z, иначе прямоугольник был бы смертельным. Поэтому клетка, которая видит все клетки с Z, не может содержать Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>Смертельный прямоугольник с X-Wing по одной из его цифр.</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>Две диагональные клетки крыши уникального прямоугольника содержат лишние цифры, а у цифры X в обеих её строках и обоих её столбцах есть только клетки прямоугольника. Если бы в клетке крыши стояло X, X заняла бы и противоположный угол, а в двух других углах стояло бы Y: смертельный шаблон. Поэтому X можно удалить из обеих клеток крыши.</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>Прямоугольник, удерживаемый сильными связями, который стал бы смертельным: один кандидат удаляется.</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>Четыре клетки прямоугольника в двух блоках все содержат X и Y, а один угол содержит только эти две цифры. Посмотрите на противоположный ему угол: если у X в строке и столбце этого угла есть только клетки прямоугольника, в этом углу не может быть Y, потому что тогда X заняла бы два других угла и четыре клетки стали бы смертельными. Удалите там Y.</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>Три решённых угла прямоугольника были бы смертельными вместе с четвёртым: эта цифра удаляется.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>Три угла прямоугольника в двух блоках содержат цифры, поставленные игроком (не исходные), X и Y по схеме прямоугольника. Если бы четвёртый угол получил цифру, завершающую шаблон, X и Y можно было бы поменять во всех четырёх клетках, и у головоломки было бы два решения. Поэтому удалите эту цифру из четвёртого угла.</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>Прямоугольник, которому до смертельного не хватает двух поставленных цифр, с общей лишней цифрой.</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>Два угла прямоугольника содержат поставленные цифры (не исходные); два других содержат каждый цифру, которая сделала бы шаблон смертельным, плюс одну и ту же лишнюю цифру Z. Они не могут оба получить смертельные цифры, поэтому в одном из них стоит Z, и клетка, которая видит оба, не может содержать Z.</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>Чередующаяся цепь сильных и слабых связей одной цифры.</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>Начните с клетки с цифрой и следуйте за ней: сильная связь (единственное другое место в доме), затем слабая связь (другое место в доме), поочерёдно, всегда по одной и той же цифре, и закончите сильной связью. Содержит первая клетка цифру или нет, её содержит один из двух концов цепи. Клетка, которая видит оба конца, не может содержать цифру.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>Цепь клеток с двумя кандидатами: цифру содержит один или другой конец.</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>Свяжите клетки, в каждой из которых ровно два кандидата, причём каждая клетка имеет общую цифру со следующей и видит её. Если в первой клетке не Z, в ней её другая цифра, которая вынуждает следующую клетку, и так далее по цепи, пока в последней клетке не окажется Z. Поэтому, когда оба конца содержат Z, в одном из них стоит Z, и клетка, которая видит оба конца, не может содержать Z.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>Цепь клеток с одними и теми же двумя цифрами: концы на нечётном расстоянии различаются.</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>Цепь клеток, которые все содержат только одни и те же две цифры и каждая видит следующую, чередуется: в каждой второй клетке одна и та же цифра. Две клетки, отстоящие на нечётное число звеньев, содержат разные цифры, поэтому вместе они содержат обе. Клетка, которая видит обе, не может содержать ни одну из этих цифр.</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>Цепь, замыкающаяся на себя: каждая слабая связь петли становится сильной.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>Цепь чередующихся сильных и слабых связей, которая возвращается туда, откуда началась, без нарушения чередования, — это петля: каждая слабая связь в ней действует в обе стороны. Поэтому в каждом доме, через который проходит слабая связь, один из двух её концов истинен, и цифра удаляется из остальных клеток этого дома; клетка, два кандидата которой соединены слабой связью, теряет остальных кандидатов.</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>Петля, которая разрывается в одной клетке: этот кандидат истинен или ложен.</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>Цепь, которая начинается и заканчивается на одном и том же кандидате, с одним местом, где встречаются две связи одного типа. Две сильные связи, встречающиеся там, показывают, что предположение о ложности кандидата делает его истинным: поставьте его. Две слабые связи показывают, что предположение о его истинности делает его ложным: удалите его.</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>Цепь чередующихся выводов по любым кандидатам: один из её концов истинен.</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>Следуйте по сильным и слабым связям, чередуя их, через клетки и цифры: сильной связью могут быть два места цифры в доме или два кандидата клетки с двумя кандидатами. Цепь, которая начинается и заканчивается сильной связью, делает истинным хотя бы один конец. Если на обоих концах одна и та же цифра, клетка, которая видит оба конца, теряет её; если это разные цифры в клетках, которые видят друг друга, клетка каждого конца теряет цифру другого конца.</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>Непрерывная петля с групповыми узлами.</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>Непрерывная петля, в которой некоторые узлы — группы: места цифры в одном блоке, лежащие в одной строке или одном столбце, взятые вместе как один узел (цифра стоит в одном из них). Петля работает так же, как без групп: её слабые связи действуют в обе стороны, и каждая очищает свой дом.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>Прерывистая петля с групповыми узлами.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>Прерывистая петля, в которой некоторые узлы — группы мест цифры в блоке вдоль одной линии. Как и без групп, кандидат, где петля разрывается, ставится (там встречаются две сильные связи) или удаляется (две слабые связи).</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>Цепь чередующихся выводов с групповыми узлами.</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>AIC, в которой некоторые узлы — группы мест цифры в блоке вдоль одной линии: группа истинна, когда цифра стоит в одной из её клеток. Один конец цепи истинен, поэтому кандидатов, которые видят оба конца, можно удалить.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>Предположение о кандидате ведёт к противоречию, значит, он ложен.</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>Предположите, что кандидат истинен, и следуйте тому, что из этого вынужденно следует, одно простое следствие за другим. Если это приводит к невозможной позиции (клетка без кандидатов, цифра дважды в доме, цифра без места в доме), предположение было неверным: удалите кандидата или поставьте его, если сетку сломало предположение о его ложности.</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>Любой выбор в клетке или доме ведёт к одному и тому же результату.</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>Возьмите кандидатов клетки (или места цифры в доме): один из них истинен. Проследите, что вынуждает каждый из них, ветвь за ветвью. Если каждая ветвь ставит одну и ту же цифру в клетку или удаляет одного и того же кандидата, этот результат верен, какой бы выбор ни был правильным.</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>Форсирующая цепь, ветви которой объединяются: предположение, которое ломает сетку.</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>Как форсирующая цепь с противоречием, но следствия прослеживаются как сеть: для вывода может понадобиться несколько предыдущих выводов вместе (клетка, все остальные кандидаты которой удалены). Когда сеть от предположения приводит к невозможной позиции, предположение ложно.</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>Любой выбор через сети ведёт к одному и тому же результату.</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>Как форсирующая цепь с общим выводом, но с сетями: каждый кандидат клетки (или каждое место цифры в доме) прослеживается со всеми его следствиями вместе. Постановка или удаление, к которым приходит каждая ветвь, верны.</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>Клетки пересечения линии и блока, разделённые между двумя подмножествами в линии и в блоке.</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>Возьмите две или три клетки на пересечении строки (или столбца) и блока, в которых кандидатов хотя бы на два больше, чем клеток. Найдите клетку с двумя кандидатами или почти запертое множество в остальной части линии, использующее часть этих цифр, и ещё одно в остальной части блока, использующее остальные, причём у этих двух нет общих цифр. Клеткам пересечения нужны цифры с обеих сторон, поэтому множество линии не пускает свои цифры в остальную часть линии, а множество блока — в остальную часть блока: удалите их там.</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>Два почти запертых множества, связанные ограниченным общим кандидатом.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>Почти запертое множество — это N клеток одного дома с N+1 кандидатами: уберите любую одну цифру, и остальные окажутся заперты. Возьмите два таких множества и цифру X, которая есть в обоих и все клетки которой в одном множестве видят все её клетки в другом (ограниченный общий кандидат): X стоит не более чем в одном множестве, поэтому другое заперто. Если в обоих множествах есть ещё и цифра Z, одно из них ставит Z, поэтому клетка, которая видит все их клетки с Z, не может содержать Z.</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>Три почти запертых множества, расположенных как XY-Wing.</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>Опорное почти запертое множество имеет ограниченный общий кандидат X с одним множеством и ограниченный общий кандидат Y с другим. Опорное множество не может потерять и X, и Y, поэтому одно из двух множеств-клешней заперто. Если в обеих клешнях есть цифра Z, она стоит в одной из них, и клетка, которая видит все их клетки с Z, не может содержать Z.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>Цепь почти запертых множеств, связанных ограниченными общими кандидатами.</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>Почти запертые множества, соединённые в цепь одно за другим, каждое связано со следующим ограниченным общим кандидатом (в каждом звене своим). Если первое множество не заперто, заперто следующее, и так далее, поэтому заперто первое или последнее множество. Цифра Z, которая есть в обоих концевых множествах, стоит в одном из них: клетки, которые видят все эти клетки с Z, теряют Z.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>Клетка-стебель, каждый кандидат которой запирает множество-лепесток.</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>У клетки-стебля несколько кандидатов; для каждого из них почти запертое множество (лепесток) содержит эту цифру в клетках, которые все видят стебель. Что бы ни встало в стебель, его лепесток теряет эту цифру и запирается. Если в каждом лепестке есть цифра Z, один из них ставит Z, поэтому клетка, которая видит все клетки лепестков с Z, не может содержать Z.</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>Группу могут заполнить только некоторые комбинации цифр: остальные кандидаты удаляются.</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>Клетки группы киллер-судоку дают в сумме её сумму без повторяющихся цифр. Перечислите наборы разных цифр с этой суммой, которые подходят к кандидатам клеток (каждая клетка должна иметь возможность получить одну цифру набора). Кандидат, который не входит ни в один из этих наборов или не может быть поставлен ни в одном из них, удаляется. Например, две клетки с суммой 17 могут быть только 8 и 9.</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>Цифра, которая есть в каждой комбинации группы, заперта в её клетках.</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>Если каждая комбинация, которая ещё может заполнить группу, содержит одну и ту же цифру, эта цифра стоит в группе в одной из клеток, которые могут её принять. Когда эти клетки находятся в одном доме или клетка вне группы видит их все, эта внешняя клетка не может содержать цифру: удалите её там.</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>Правило 45: цифры дома дают в сумме 45, поэтому известна сумма клеток, которые его группы оставляют в стороне.</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>Каждая строка, столбец и блок дают в сумме 45. Сложите группы, целиком лежащие внутри дома (или двух-трёх соседних линий): одна или две клетки, которые они оставляют в стороне (внутренние), составляют остаток до 45. Или сложите группы, покрывающие дом: их клетки, которые выступают наружу (внешние), дают в сумме превышение над 45. Известная сумма одной клетки ставит в неё цифру; для двух клеток она удаляет кандидатов, которых не дополняет ни один партнёр.</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>Указывающие кандидаты, после исключений которых цифре остаётся одно место в другом блоке: поставьте её туда.</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>Найдите указывающих кандидатов: в блоке цифра может стоять только на одной линии, значит, она уходит из остальной части этой линии. Затем посмотрите вдоль линии на другие блоки, которые она пересекает: если в одном из них для цифры осталось одно место, она стоит там. Исключения можно не записывать: это скрытый одиночка, видимый через указывающих кандидатов.</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>Запертые кандидаты линии, после исключений которых цифре остаётся одно место на другой линии: поставьте её туда.</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>Найдите запертых кандидатов линии: в строке или столбце цифра может стоять только внутри одного блока, значит, она уходит из остальной части этого блока. Затем посмотрите на другие линии через блок, параллельные первой: если на одной из них для цифры осталось одно место, она стоит там.</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>Скрытая пара, после исключений которой другой цифре остаётся одно место в доме: поставьте её туда.</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>Найдите скрытую пару: две цифры, которые помещаются только в одни и те же две клетки дома, и в этих клетках больше ничего нет. Третья цифра, которая могла стоять в одной из них, теряет это место; если в доме ей осталось одно место, она стоит там.</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>Скрытая тройка, после исключений которой другой цифре остаётся одно место в доме: поставьте её туда.</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>Найдите скрытую тройку: три цифры, которые помещаются только в одни и те же три клетки дома, и в этих клетках больше ничего нет. Другая цифра, которая могла стоять в этих клетках, теряет эти места; если в доме ей осталось одно место, она стоит там.</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>Правило 45 оставляет от трёх до семи клеток с известной суммой: считайте их отдельной группой.</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>Как и для правила 45, сложите группы, целиком лежащие внутри дома (или двух-трёх соседних линий), или группы, покрывающие его. Когда клеток, оставшихся в стороне или выступающих наружу, от трёх до семи, их сумма известна, как у группы, хотя группы они не образуют: выясните, какими кандидатами их можно заполнить. Кандидат уходит, если никакой выбор кандидатов в остальных клетках не дополняет сумму, с разными цифрами в клетках, которые видят друг друга.</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Поворот на 180°</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Повороты на 90°</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>Отражение слева направо</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>Отражение сверху вниз</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <comment>symmetry of the givens: main diagonal</comment>
        <translation>Диагональ</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <comment>symmetry of the givens</comment>
        <translation>Антидиагональ</translation>
    </message>
    <message>
        <source>All rotations and mirrors</source>
        <comment>symmetry of the givens</comment>
        <translation>Все повороты и отражения</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>Средний</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>Сложный</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>Мастер</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>Экстрим</translation>
    </message>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>Последняя цифра</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>Скрытый одиночка</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>Голый одиночка</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>Запертые кандидаты (указывающие)</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>Запертые кандидаты (линия — блок)</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>Запертая пара</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>Голая пара</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>Скрытая пара</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>Запертая тройка</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>Голая тройка</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>Скрытая тройка</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>Голая четвёрка</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>Скрытая четвёрка</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <comment>technique: fish of size 2</comment>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <comment>technique: fish of size 3</comment>
        <translation>Рыба-меч</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <comment>technique: fish of size 4</comment>
        <translation>Медуза</translation>
    </message>
    <message>
        <source>XY-Wing</source>
        <comment>technique</comment>
        <translation>XY-Wing</translation>
    </message>
    <message>
        <source>XYZ-Wing</source>
        <comment>technique</comment>
        <translation>XYZ-Wing</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 1</source>
        <comment>technique</comment>
        <translation>Уникальный прямоугольник, тип 1</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>Небоскрёб</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>Воздушный змей</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>Простая раскраска (ловушка)</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>Простая раскраска (противоречие)</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>Уникальный прямоугольник, тип 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>Уникальный прямоугольник, тип 4</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>Уникальный прямоугольник, тип 5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>Уникальный прямоугольник, тип 6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>Скрытый прямоугольник</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Избегаемый прямоугольник, тип 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Избегаемый прямоугольник, тип 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>Уникальный прямоугольник, тип 3</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>Рыба-тюрбо</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>Пустой прямоугольник</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>Двойной воздушный змей</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>Двойной пустой прямоугольник</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>X-Wing с плавником</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>X-Wing сашими</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>Мультираскраска (тип 1)</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>Мультираскраска (тип 2)</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>Рыба-меч с плавником</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>Рыба-меч сашими</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>Сиамская рыба-меч с плавником</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>Сиамская рыба-меч сашими</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>Медуза с плавником</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>Медуза сашими</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>Сиамская медуза с плавником</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>Сиамская медуза сашими</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <comment>technique: two disjoint subsets around a line-box intersection</comment>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <comment>technique: two almost locked sets sharing a restricted common</comment>
        <translation>ALS-XZ</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <comment>technique: three almost locked sets, the middle one linked to both</comment>
        <translation>ALS-XY-Wing</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <comment>technique: alternating chain of one digit</comment>
        <translation>X-цепь</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>Удалённая пара</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>XY-цепь</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <comment>technique: a chain that closes on itself</comment>
        <translation>Непрерывная петля</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <comment>technique: a chain of almost locked sets</comment>
        <translation>ALS-XY-цепь</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <comment>technique: a chain back to its first cell that contradicts it</comment>
        <translation>Прерывистая петля</translation>
    </message>
    <message>
        <source>AIC</source>
        <comment>technique: alternating inference chain</comment>
        <translation>AIC (цепь чередующихся выводов)</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Групповая непрерывная петля</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Групповая прерывистая петля</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>Групповая AIC</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>Цветок смерти</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>Форсирующая цепь (противоречие)</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>Форсирующая цепь (общий вывод)</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>Форсирующая сеть (противоречие)</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>Форсирующая сеть (общий вывод)</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>Классическое судоку</translation>
    </message>
    <message>
        <source>Sudoku-X</source>
        <comment>variant of Sudoku: the two long diagonals are houses too</comment>
        <translation>Диагональное судоку</translation>
    </message>
    <message>
        <source>Hyper</source>
        <comment>variant of Sudoku (Windoku): four extra 3x3 windows are houses</comment>
        <translation>Гипер-судоку</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <comment>variant of Sudoku: irregular regions instead of boxes</comment>
        <translation>Нерегулярное судоку</translation>
    </message>
    <message>
        <source>Killer</source>
        <comment>variant of Sudoku: cages with sums</comment>
        <translation>Киллер-судоку</translation>
    </message>
    <message>
        <source>Cage Combination</source>
        <comment>technique: killer sudoku, the digit combinations that can still fill a cage</comment>
        <translation>Комбинации группы</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>Запертая цифра группы</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>Правило 45</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>Прямые указывающие кандидаты</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>Прямые запертые кандидаты (линия — блок)</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>Прямая скрытая пара</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>Прямая скрытая тройка</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>Виртуальная группа</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>Поле поиска</translation>
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
        <translation>Наивный перебор с возвратом (строка за строкой)</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>Быстрый DFS (меньше кандидатов, одиночки)</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>Dancing Links (алгоритм X)</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>Пробуем %1 в %2: предположение, глубина %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>Ставим %1 в %2: вынужденно, единственный вариант</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>Забираем %1 из %2: возврат</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>Тупик в %1: поиск возвращается</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>Найдено решение %1: поле заполнено</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>Ветвление по ограничению: %1</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>в %1 не осталось цифр</translation>
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
        <translation>; %1 испробованы и не подошли</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>; %1 исключены последовавшими одиночками</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>%1: не осталось места для %2</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>строки %1-%2 не имеют места для %3, каждая в своём блоке (запертые кандидаты)</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>столбцы %1-%2 не имеют места для %3, каждый в своём блоке (запертые кандидаты)</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>в позиции есть противоречие</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>Тупик: %1. Возврат к предыдущей клетке.</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>За последней пустой клеткой: в каждой клетке есть цифра — решение.</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>Одиночек не осталось: ветвление по %1, клетке с наименьшим числом кандидатов {%2}. Пробуем %3 на копии поля; если не выйдет, %3 там исключается.</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>Голый одиночка: %1 — единственный оставшийся кандидат в %2.</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>Скрытый одиночка: %1 — единственное место для %2 в доме «%3».</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>Вынужденно: после исключённых до сих пор кандидатов (одиночки, запертые кандидаты) %1 — единственная оставшаяся цифра для %2.</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>Предположение не подтвердилось: %1=%2 уходит вместе со всеми цифрами, которые из него следовали.</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>Противоречие: %1. Последнее предположение было неверным.</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>Все клетки решены: решение.</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>В столбце %1 не осталось строк: ни один кандидат не может его удовлетворить.</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>Из непокрытых столбцов меньше всего строк у %1 (%2): %3. Покрываем его, затем пробуем его строки по одной.</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>Берём строку %1#%2 (%3): %4. Покрываем эти столбцы, что удаляет каждую конфликтующую строку.</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>единственная строка столбца</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>предположение</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>Отказ от строки %1#%2: раскрываем её столбцы в обратном порядке; ссылки «танцуют» обратно.</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>Тупик: %1. Возврат к строке выше.</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>Столбцов не осталось: взятые строки покрывают каждое ограничение ровно один раз — решение.</translation>
    </message>
    <message>
        <source>band %1 #%2</source>
        <translation>полоса %1 #%2</translation>
    </message>
    <message>
        <source>stack %1 #%2</source>
        <translation>стопка %1 #%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
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
        <translation>клетке %1 нужна цифра</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>столбец %1: %2; осталось строк: %3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>решено</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>ровно одно решение</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>не единственное, найдено решений: %L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>нет решения</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>исходные цифры конфликтуют: искать нечего</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>остановлено по пределу узлов</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // k-я пустая клетка по строкам</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  если k == пустых: вывести сетку; return   // решение</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = k-я пустая клетка; b = блок(r, c)</translation>
    </message>
    <message>
        <source>  for d = 1 to 9:</source>
        <translation>  для d = 1 до 9:</translation>
    </message>
    <message>
        <source>    if row[r][d] or col[c][d] or box[b][d]: continue</source>
        <translation>    если row[r][d] или col[c][d] или box[b][d]: continue</translation>
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
        <translation>  return                     // цифр не осталось: тупик</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(поле):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  распространить: голые и скрытые одиночки, запертые кандидаты</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  если у клетки или дома не осталось вариантов: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  если все клетки решены: сообщить решение; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  клетка = нерешённая клетка с наименьшим числом кандидатов</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  для каждого кандидата d клетки:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    копия = поле; поставить d в клетку копии   // предположение</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    если search(копия): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    отменить предположение; исключить d из клетки; распространить</translation>
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
        <translation>  если столбцов не осталось: вывести взятые строки; return   // решение</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = непокрытый столбец с наименьшим числом строк (S[c])</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  если S[c] == 0: return       // тупик</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  для каждой строки i в столбце c (сверху вниз):</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; remove каждый другой столбец j строки i</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    resume столбцы строки i в обратном порядке</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%1 уже есть в %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%1 — в %2</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>в %1 не осталось места для %2, а каждой ещё открытой комбинации её суммы она нужна</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>ни одна комбинация цифр с её суммой не помещается в %1</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>в столбце %1 нет строк: %2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>Снова в %1: %2 — следующая цифра, флаги которой свободны во всех областях клетки.</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1 — следующая пустая клетка по строкам. Занято: %2; %3 — наименьшая свободная цифра: ставим её и флаги её областей.</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>Ничто под %1=%2 не привело к решению: очищаем клетку и флаги её областей, затем пробуем там следующую цифру.</translation>
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
        <translation>k%1 сумма</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>в %1 нужна %2</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>в %1 нужна %2 или комбинация её суммы без неё</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>в %1 нужна одна комбинация цифр с её суммой</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>клетка %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>в %1 есть %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>кандидат %1=%2 покрывает: %3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = k-я пустая клетка</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    если область (r, c) использует d или сумме её группы нет места для d: continue</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d; отметить d в каждой области (r, c) и в её группе</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    снять отметку d в этих областях и группе; a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>Тупик: в позиции противоречие; поиск возвращается</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Дерево поиска</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>Дерево поиска вокруг показанного шага: каждый ряд — уровень, каждый прямоугольник — предположение с узлами под ним; красные не удались. Щёлкните, чтобы перейти туда.</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>Головоломка: пока узлов: %L1, из них %L2 вынужденных в корне</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>Поиск ещё не записан.</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · уровни 1-%1 выше</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>глубина %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 узел</numerusform>
            <numerusform>%1=%2 · %L3 узла</numerusform>
            <numerusform>%1=%2 · %L3 узлов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 узел</numerusform>
            <numerusform>✗ %1=%2 · %L3 узла</numerusform>
            <numerusform>✗ %1=%2 · %L3 узлов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>Визуализация поиска</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>Назад к головоломке (%1)</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Шаг назад</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>На шаг назад (%1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>Пуск или пауза (%1)</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>На шаг вперёд (%1)</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>Конец</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>К последнему записанному шагу (%1)</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>Следующий тупик</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>Перейти к следующему тупику, где поиск возвращается (%1)</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>Следующее решение</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>Перейти к следующему найденному решению (%1)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Быстрее</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>Быстрее (%1)</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Медленнее</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>Медленнее (%1)</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Экспорт изображения…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>Сохранить поле в показанном виде как изображение PNG (%1)</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>Экспорт кадров…</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>Сохранить каждый k-й шаг прогона как кадры PNG в папку (%1)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Экспорт анимации…</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>Сохранить прогон как анимированный PNG, который воспроизводится в веб-браузере (%1)</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>От&amp;сюда</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>Искать от вашей позиции, включая ваши цифры и пометки, а не от исходных цифр: посмотрите, куда приведёт предположение</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>&amp;Код</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>Показать псевдокод со строкой, которую выполняет шаг</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>&amp;Дерево</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>Показать дерево поиска вокруг шага</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>&amp;Матрица</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>Показать матрицу точного покрытия (Dancing Links)</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>&amp;Рядом…</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>Запустить два или три алгоритма на этой головоломке рядом</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>Код на шаге</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Дерево поиска</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Алгоритм</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>&amp;Найти все, до</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>Продолжать после первого решения: показывает, почему головоломка не единственна</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>Предел решений</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>Шаг</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>Расстановки (узлы)</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Предположения</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Возвраты</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Наибольшая</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Решения</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>Показывать к&amp;андидатов</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Шкала времени</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>От одного шага в секунду до скорости отрисовки экрана (+ и −)</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>10 000 000 шагов/с</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Запись… пока шагов: %L1</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>Нет головоломки: откройте панель из игры.</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>Записано шагов — %L1: %2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>остановлено на пределе памяти</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>Запись обрезана на %L1 шагах: достигнут предел памяти, и поиск остановился.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Записать</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>Остановить запись; уже записанные шаги сохраняются</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>Записать поиск заново</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>Шаг %L1: %2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>Головоломка до начала поиска.</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>Поиск начинается с вашей позиции: ваши цифры закреплены, а ваши пометки — единственные цифры, которые он пробует.</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>Поиск начинается с исходных цифр.</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>Выбранный столбец: %1</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>Следующий тупик ещё не записан: поиск всё ещё записывается.</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>Дальше тупиков нет: после этого шага поиск больше не возвращается.</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>Следующее решение ещё не записано: поиск всё ещё записывается.</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>Дальше решений нет: всего поиск нашёл %n решение.</numerusform>
            <numerusform>Дальше решений нет: всего поиск нашёл %n решения.</numerusform>
            <numerusform>Дальше решений нет: всего поиск нашёл %n решений.</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>Поиск останавливается на первом; включите «Найти все», чтобы продолжить.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>максимум</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>%L1 шагов/с</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>Не удалось экспортировать изображение</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>Экспорт кадров в</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>Экспорт кадров</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>Записывать один кадр каждые k шагов (записано шагов: %L1):</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Не удалось создать папку %1</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>%L1 кадров — слишком много для одной анимации: выберите шаг побольше.</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>Записано кадров: %L1, в %2</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>Экспорт кадров… записано: %L1</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Экспорт анимации</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>Анимированный PNG (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>Один кадр каждые k шагов (записано шагов: %L1), по десятой доле секунды:</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>Не удалось экспортировать анимацию</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>Оно отличается от первого решения в %n клетке (она обведена): решение головоломки не единственное.</numerusform>
            <numerusform>Оно отличается от первого решения в %n клетках (они обведены): решение головоломки не единственное.</numerusform>
            <numerusform>Оно отличается от первого решения в %n клетках (они обведены): решение головоломки не единственное.</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>В матрице киллера есть строки для комбинаций цифр его групп, за которыми панель следить не может: она показывает матрицу головоломок без групп</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>Матрица точного покрытия: оставшиеся строки в каждом из %L1 столбцов</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>столбец %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>блок %1</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>две цифры %1 в доме «%2» (%3 и %4)</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>область %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>главная диагональ</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>побочная диагональ</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>окно %1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>группа в %1 (сумма %2)</translation>
    </message>
</context>
</TS>
