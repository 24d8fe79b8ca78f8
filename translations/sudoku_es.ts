<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>Acerca de Sudoku</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sudoku&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Sudoku&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. There is no warranty.</source>
        <translation>Software libre bajo la Licencia Pública General de GNU, versión 3 o (a su elección) cualquier versión posterior. No hay ninguna garantía.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilado con Qt %1, ejecutándose con Qt %2.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>Juegue, resuelva y aprenda sudoku. Sudokus de %n nivel, de %1 a %2; pistas que nombran la técnica y explican el paso; solucionadores que se ejecutan en su propio hilo para que el tablero nunca se congele; impresión y exportación; y sudoku-cli, el mismo motor en la línea de órdenes.</numerusform>
            <numerusform>Juegue, resuelva y aprenda sudoku. Sudokus de %n niveles, de %1 a %2; pistas que nombran la técnica y explican el paso; solucionadores que se ejecutan en su propio hilo para que el tablero nunca se congele; impresión y exportación; y sudoku-cli, el mismo motor en la línea de órdenes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>Una animación necesita al menos un fotograma.</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>Más fotogramas de los anunciados.</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>El codificador PNG produjo una imagen inesperada.</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>Los fotogramas difieren en tamaño o en formato de color.</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>Se escribieron %1 de %2 fotogramas.</translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>Resolviendo con %1…</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>Resolviendo con %1… %2 nodos, %3 s</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>Resuelto por %1 (%2).</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>El tablero ya muestra la solución.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>Este sudoku tiene más de una solución, así que no hay una única respuesta que mostrar.</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>Mostrar una</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>Una de varias soluciones, encontrada por %1 (%2).</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>Este sudoku no tiene solución (%1).</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Este sudoku no es válido: %1.</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>Búsqueda detenida tras %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 nodo, %2 ms</numerusform>
            <numerusform>%1 nodos, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 nodo, %2 s</numerusform>
            <numerusform>%1 nodos, %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>No queda nada para lo que dar una pista.</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>No hay pista: este sudoku no tiene exactamente una solución.</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>No se puede comprobar: este sudoku no tiene exactamente una solución.</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>Todo lo que hay en el tablero hasta ahora es correcto.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>%n número introducido no coincide con la solución; está marcado en la esquina.</numerusform>
            <numerusform>%n números introducidos no coinciden con la solución; están marcados en la esquina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>Corregirlo</numerusform>
            <numerusform>Corregirlos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>Quitarlo</numerusform>
            <numerusform>Quitarlos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>No se puede mover %1 a %2: %3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>No se puede apartar %1: ya hay mil copias dañadas guardadas junto a él.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Columna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Fila %1</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>Tablero de sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>Haga clic en el tablero o pulse P para continuar</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>Fila %1, columna %2, caja %3</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>número dado</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>su número</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>vacía</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>notas %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>marcas de esquina %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>color: %1</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>nota %1 de color %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>conflicto: el número se repite en su fila, columna o caja</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>un error</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>marcado como incorrecto</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>colocado por la pista</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>colocado por «Resolver»</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>Fila %1, columna %2, región %3</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>en una jaula con la suma %1, casillas %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>conflicto: el número se repite en una de sus unidades o en su jaula, o los números de la jaula no pueden dar su suma</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>conflicto: el número se repite en una de sus unidades</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>Imprimir un cuadernillo</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>&amp;Sudokus por página:</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>&amp;Páginas de sudokus:</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>Añadir las soluciones al final</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>Enviar a la &amp;impresora</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>Guardar como P&amp;DF:</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>Archivo PDF</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>sudoku-cuadernillo</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>Guardar el cuadernillo</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>Elija el archivo PDF en el que guardar el cuadernillo.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>The algorithm in pseudocode; the highlighted line is what the step shown does</source>
        <translation>El algoritmo en pseudocódigo; la línea resaltada es lo que hace el paso mostrado</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Algorithms Side by Side</source>
        <translation>Algoritmos lado a lado</translation>
    </message>
    <message>
        <source>Timeline by steps</source>
        <translation>Línea de tiempo por pasos</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>Línea de tiempo por trabajo (nodos)</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>Pasos: cada evento de cada búsqueda al mismo ritmo. Trabajo: el mismo número de colocaciones (nodos de búsqueda) en cada una</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>Cerrar esta ventana (Esc, Ctrl+W)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>Cada tablero muestra su búsqueda tras el mismo tramo de la línea de tiempo; una búsqueda que ha terminado se queda en su final. Dancing Links toma primero la restricción con menos opciones; la búsqueda ingenua, la siguiente casilla en orden de lectura.</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>paso %L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>%L1 / %L2 nodos</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>Terminado: %1, tras %L2 pasos y %L3 nodos</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>detenido en el límite de memoria</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Grabando… %L1 pasos hasta ahora</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>%L1 por segundo</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>paso %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>nodos %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>conjeturas %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>callejones sin salida %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>profundidad %1</translation>
    </message>
    <message>
        <source>solutions %L1</source>
        <comment>side by side counter</comment>
        <translation>soluciones %L1</translation>
    </message>
</context>
<context>
    <name>DepthChart</name>
    <message>
        <source>Search depth over time</source>
        <translation>Profundidad de búsqueda a lo largo del tiempo</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>Profundidad de búsqueda a lo largo de los pasos: cada columna de píxeles abarca de la profundidad más baja a la más alta de sus pasos; cada caída es la búsqueda retrocediendo</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profundidad</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>profundidad de %1 a %2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>Color %1, %2: haga clic en él y luego en las casillas (o pulse %1 para colorear la casilla seleccionada); Mayús+clic o clic derecho sobre una nota colorea el candidato</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>Color %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>Colocar %1 (queda %n); con un número dado seleccionado, o en el modo «primero el número», elegir %1 y hacer clic en las casillas</numerusform>
            <numerusform>Colocar %1 (quedan %n); con un número dado seleccionado, o en el modo «primero el número», elegir %1 y hacer clic en las casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>Los nueve %1 están colocados</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1, falta %n por colocar</numerusform>
            <numerusform>%1, faltan %n por colocar</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1, todos colocados</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>No se puede abrir %1: %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>No se puede abrir %1: es una carpeta.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>No se puede abrir %1: no es un archivo normal (es una tubería, un dispositivo o un socket).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>No se puede abrir %1: ocupa más de %2, demasiado para ser un archivo de partida de Sudoku.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>No se puede leer %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>No se puede escribir %1: %2. No se ha cambiado nada en el disco.</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>solo se escribieron %1 de %2 bytes</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1 se escribió, pero no se puede volver a leer: %2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1 se escribió, pero lo que hay en el disco difiere de lo escrito.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>No se puede escribir %1: es una carpeta.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>No se puede escribir %1: no es un archivo normal (es una tubería, un dispositivo o un socket).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>Exportar el sudoku</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Documento PDF</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagen PNG</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>Imagen SVG</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source> px</source>
        <comment>image size unit</comment>
        <translation> px</translation>
    </message>
    <message>
        <source>Image &amp;size:</source>
        <translation>&amp;Tamaño de la imagen:</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>Incluir la solución</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>Incluir mi &amp;progreso: números, notas y colores</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Arch&amp;ivo:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>sudoku</source>
        <comment>default export file name</comment>
        <translation>sudoku</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Imágenes SVG (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Elija el archivo al que exportar.</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>Sudoku resuelto</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Tiempo de juego</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Pistas:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Comprobaciones:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Errores:</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>Mejor marca personal:</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>Racha:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>E&amp;stadísticas…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Su sudoku</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · puntuación %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Sudoku del día %1 · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>No se guarda: las estadísticas están desactivadas</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>No se guarda</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>¡Nueva mejor marca en el nivel %1! Era %2.</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>¡Nueva mejor marca en el nivel %1!</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%2 en el nivel %1 (una partida con ayuda no establece mejor marca)</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>Ninguna todavía (una partida con ayuda no establece mejor marca)</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%1 en el nivel %2 (esta partida: %3)</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>Sudokus del día, días seguidos: %1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>Partidas terminadas seguidas en el nivel %1: %2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>Partidas terminadas seguidas: %1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1 (no se mostraban mientras jugaba)</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>Se guarda para los niveles de los sudokus generados, no para sus propios sudokus</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>Empezar un sudoku nuevo del nivel elegido</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>&amp;Opciones de partida nueva…</translation>
    </message>
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>Elegir el nivel y la simetría de los sudokus nuevos</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>Quitar todos los números introducidos y todas las notas (se puede deshacer)</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>In&amp;troducir un sudoku…</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>Empezar a &amp;jugar</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>&amp;Pegar sudoku</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>&amp;Copiar sudoku</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>A&amp;brir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar co&amp;mo…</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>Ocultar el tablero y detener el reloj</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>&amp;Borrar</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>Vaciar la casilla seleccionada (Supr, Retroceso o 0)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>&amp;Notas</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>Los números se convierten en notas (N; o mantener pulsada Mayús al escribir un número)</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>&amp;Colorear</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>Colorear casillas y candidatos (C): una tecla numérica o un clic colorea; Mayús+número o un clic derecho sobre una nota colorea el candidato</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>&amp;Primero el número</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>Elegir un número en el teclado numérico o con una tecla y luego hacer clic en casillas para colocarlo (D)</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>Rellenar &amp;todos los candidatos</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>Borrar todas las n&amp;otas</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>Borrar todos los co&amp;lores</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>Pista por etapas: la técnica, dónde mirar, por qué y luego aplicarla (cuenta como ayuda)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>Marcar cada número que no coincide con la solución (cuenta como ayuda)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>&amp;Resolver</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>Mostrar la solución, hallada por el solucionador elegido (se puede deshacer)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>Detener la búsqueda o cerrar la pista</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive: la vuelta atrás fila a fila de los programas de partida (lenta en sudokus difíciles)</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs: bitboards, únicos y búsqueda con menos candidatos primero</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx: los Dancing Links de Knuth sobre la matriz de cobertura exacta</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>&amp;Ir al mensaje o a la pista</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>Mover el teclado entre el tablero y los botones del mensaje o la pista de al lado (F6); Tab pasa de un botón a otro</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>Acerca &amp;de Sudoku</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>Partidas jugadas, mejores tiempos y tiempos medios, rachas e historial de sus partidas</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>Sudo&amp;ku del día</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>El sudoku de hoy del nivel elegido: el mismo para todos, uno nuevo cada día</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>Cuadrícula de ca&amp;ndidatos</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>La posición con sus candidatos, tal como la leen HoDoKu y Sudoku Explainer (una casilla sin notas recibe todos los candidatos)</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>Exportar el fic&amp;hero de candidatos…</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>Re&amp;anudar</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>P&amp;ausa</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rehacer: %1</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>Mostrar coordenadas</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>Rotular las filas r1–r9 y las columnas c1–c9 en el borde del tablero, como las pistas nombran las casillas (Ctrl+Mayús+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>Notas del %1</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>Mostrar solo las notas de las cifras marcadas aquí (Alt+cifra); las demás siguen en la partida, ocultas</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>Solo casillas con dos candidatos</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>Mostrar solo las notas de las casillas que tienen exactamente dos (Ctrl+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>Mostrar todas las notas</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>Desactivar el filtro de candidatos (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>&amp;Fijar punto de control</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>Marcar la posición, antes de probar un número, para volver a ella (Ctrl+M)</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>Fijar punto de control con nombre…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>Marcar la posición con un nombre elegido por usted (Ctrl+Mayús+M)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>&amp;Volver al punto de control</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>Volver al punto de control más reciente, en un solo movimiento que Deshacer revierte (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>&amp;Todos los pasos</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>Listar todos los pasos lógicos que se pueden dar ahora, para dibujar uno en el tablero o aplicarlo (Ctrl+Mayús+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>Ca&amp;mino de la solución</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>La solución lógica completa desde esta posición, paso a paso, para verla en el tablero o jugar hasta un paso (Ctrl+Mayús+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>Mostrar dificultad restante</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>Valorar lo que queda del sudoku tras cada jugada, en la barra de estado: el nivel y la puntuación de la posición como un sudoku propio</translation>
    </message>
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>Mostrar notación de cadenas</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Bajo la pista de una cadena, escribir sus cadenas en la notación de HoDoKu y Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, «=» un enlace fuerte, «-» uno débil</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Técnicas</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>Todas las técnicas de resolución explicadas, con un ejemplo</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>Practicar una t&amp;écnica…</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>Un sudoku cuya solución necesita las técnicas que elija, para aprenderlas o practicarlas</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>Pr&amp;óximo sudoku del archivo</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>Su partida no se puede guardar automáticamente. %1 La partida sigue aquí mientras Sudoku esté abierto; «Guardar como» guarda una copia en otro lugar.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>Su partida vuelve a guardarse automáticamente.</translation>
    </message>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>Introduciendo un sudoku · números dados: %n</numerusform>
            <numerusform>Introduciendo un sudoku · números dados: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>Su sudoku · %1</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Su sudoku</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Sudoku del día %1 · %2</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · sudoku nuevo</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · de la colección incluida</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · puntuación %2</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>Requiere prueba y error · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>una solución · %1</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>una solución</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>más de una solución</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>no válido</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sin solución</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 Su partida en curso continúa.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>No se pudo restaurar la última partida. %1 Tampoco se pudo apartar (%2); se ha empezado una partida nueva.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>No se pudo restaurar la última partida. %1 Se ha conservado como %2 y se ha empezado una partida nueva.</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>Este ya es el sudoku del día del nivel %1.</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>No se pudo crear un sudoku nuevo (%1); este es de la colección incluida.</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>No hay ningún sudoku de este nivel instalado.</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>Escriba los números dados de su sudoku y luego elija «Empezar a jugar». El tablero le avisa en seguida si el sudoku no es válido o no tiene exactamente una solución.</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>Empezar a jugar</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Este sudoku no es válido: %1.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>El portapapeles no contiene un sudoku: en la línea %1, %2.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>El portapapeles no contiene un sudoku: %1.</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1 es demasiado grande para ser un archivo de sudokus.</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>no se encontró ningún sudoku</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>%1 no contiene un sudoku: %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>¿Abandonar la partida en curso?</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>&amp;Abandonar la partida</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>Este sudoku tiene más de una solución; añada números dados hasta que solo quede una.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Este sudoku no tiene solución.</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>El sudoku tiene exactamente una solución. ¡Disfrute de la partida!</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>¡Bien hecho! Resuelto en %1.</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>Resuelto en %1, con ayuda (pistas: %2, comprobaciones: %3).</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>Los errores se mostraban mientras jugaba (errores: %1).</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>El archivo de estadísticas vuelve a estar libre: se cuentan las partidas jugadas mientras tanto.</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>¿Descartar el sudoku que está introduciendo?</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>Se perderán los números dados escritos hasta ahora.</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>&amp;Descartar el sudoku</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partida en curso se perderá.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>No se puede abrir el siguiente sudoku: %1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>%1 ha cambiado desde que se abrió el sudoku %2: tenía %3 sudokus, ahora %4.</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>No tiene un sudoku %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>No se puede leer el sudoku %1 de %2: %3.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>el campo «%1» falta o tiene un tipo incorrecto</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>el campo «%1» está fuera de rango</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>el campo «%1» no tiene 81 casillas</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>el campo «%1» contiene un carácter que no es una casilla</translation>
    </message>
    <message>
        <source>the corner marks do not have 81 cells</source>
        <translation>las marcas de esquina no tienen 81 casillas</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>las marcas de esquina contienen algo distinto de los números del 1 al 9</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>los colores de las casillas no tienen 81 casillas</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>un color de casilla no es ninguno de los colores del 1 al %1</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>los colores de los candidatos no tienen 81 casillas</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>los colores de los candidatos están dañados</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>Este no es un archivo de partida de Sudoku: está vacío.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>Este no es un archivo de partida de Sudoku, o está dañado (%1 en el byte %2).</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>Este no es un archivo de partida de Sudoku: contiene JSON, pero no una partida.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>Este no es un archivo de partida de Sudoku.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>Esta partida la guardó una versión más reciente de Sudoku (versión de archivo %1).</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>falta la versión del archivo</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>el modo de juego es desconocido</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>las notas no tienen 81 casillas</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>una casilla contiene a la vez un número dado y uno introducido</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>las notas no son texto</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>las notas contienen algo distinto de los números del 1 al 9</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>el nivel es desconocido</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>la fecha del sudoku del día no es una fecha</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>el identificador de la partida está vacío o es demasiado largo</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>el historial de deshacer es demasiado largo</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>el historial de deshacer está dañado</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>El archivo de partida está dañado: %1.</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>No se puede abrir %1. %2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>las casillas rellenadas por «Resolver» no son 81</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>una casilla rellenada por «Resolver» no contiene ningún número</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>las casillas rellenadas por «Resolver» están dañadas</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>las reglas son demasiado largas</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>las reglas están dañadas (%1)</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>las reglas contienen números</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>Los puntos de control de esta partida están dañados y se han omitido.</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>punto de control %1 (más de %2)</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>punto de control %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>no es un punto de control de 81 casillas</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>una casilla está dañada</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>Se han omitido puntos de control dañados: %1.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>Colocar %1 en %2</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Vaciar %1</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>Marca de esquina %1 en %2</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>Quitar la marca de esquina %1 de %2</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>Anotar %1 en %2</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>Quitar la nota %1 de %2</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Colorear %1</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>Quitar el color de %1</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>Colorear el candidato %1 en %2</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>Quitar el color del candidato %1 en %2</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>Quitar los colores de %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Borrar todos los colores</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>Rellenar todos los candidatos</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>Borrar todas las notas</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>Pista: %1 en %2</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>Quitar los números erróneos</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>Pista: quitar candidatos</translation>
    </message>
    <message>
        <source>Fix mistakes</source>
        <translation>Corregir los errores</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Punto de control %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>Volver a %1</translation>
    </message>
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>Marcar punto de control «%1»</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>Eliminar punto de control «%1»</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Techniques</source>
        <translation>Técnicas</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>Filtrar técnicas</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>Técnicas por nivel</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>La posición antes del primer paso de la técnica, con el paso dibujado</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>El paso del ejemplo</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>Killer</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>Elija una técnica para leer en qué consiste y ver un ejemplo.</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>Nivel: %1. Necesita un sudoku con exactamente una solución.</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Nivel: %1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>Preparando el ejemplo…</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>No hay ningún ejemplo para esta técnica: el generador de sudokus no dio ninguno en la búsqueda con la que se hicieron los ejemplos.</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>La posición justo antes del primer paso de %1 en un sudoku del generador:</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>Una posición donde se aplica %1, en un sudoku del generador:</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>Mostrar más de la pista (H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Cerrar la pista (Esc)</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>Rama anterior</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>Rama siguiente</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>Mostrar la rama anterior de la cadena forzada (Re Pág)</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>Mostrar la rama siguiente de la cadena forzada y, tras la última, lo que demuestran (Av Pág)</translation>
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
        <translation>Coloque el %1 en %2.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>Quite %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>No technique applies</source>
        <translation>No se aplica ninguna técnica</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>%1 no es %2</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1 está en una de las casillas %2</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1 no está en ninguna de las casillas %2</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>Ninguna de las técnicas que conoce este juego permite avanzar desde aquí. La solución puede mostrarle un número.</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>La solución puede rellenar %1, la casilla con menos candidatos.</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>En la solución, %2 es %1.</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>El siguiente paso usa la técnica %1. Pulse «Pista» otra vez para ver dónde mirar.</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>Mire %1. Pulse «Pista» otra vez para ver las casillas y el razonamiento.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>Rama %1 de %2: %3. Eso ya es la conclusión.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>Rama %1 de %2: si %3, entonces %4.</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>Las %1 ramas juntas: %2 %3</translation>
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
            <numerusform>%n número introducido no coincide con la solución</numerusform>
            <numerusform>%n números introducidos no coinciden con la solución</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>%n casilla ha perdido el número correcto de sus notas</numerusform>
            <numerusform>%n casillas han perdido el número correcto de sus notas</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>Antes de una pista: %1 (marcado en la esquina). Una pista basada en ello enseñaría algo equivocado.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two of a list of alternatives</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>Los ALS %1 y %2 comparten dos candidatos comunes restringidos, %3: cada uno contiene exactamente uno, así que ambos quedan bloqueados en sus otros números. Ninguna casilla que vea todas las casillas de un número en un ALS (en ambos, si el número es común) puede ser ese número.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>Los ALS %1 y %2 comparten el candidato común restringido %3: solo uno de ellos puede contenerlo, así que el otro queda bloqueado y uno de los dos contiene el %4. Una casilla que ve todos los %4 de ambos no es %4.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>Los ALS %1 están enlazados uno tras otro por los candidatos comunes restringidos %2. Si el primero no contiene el %3, cada ALS queda bloqueado a su vez y el último contiene el %3. Así que una casilla que ve todos los %3 del primero y del último no es %3.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>Cada candidato de %1 (%2) ve todas sus casillas en un ALS: %3. Sea cual sea el valor de %1, ese ALS queda bloqueado, así que uno de ellos contiene el %4. Una casilla que ve todos sus %4 no es %4.</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>Todas las casillas vacías excepto %1 tienen dos candidatos. %1 debe ser %2; si no, el sudoku no tendría exactamente una solución.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>Los enlaces fuertes del %1 separan %2 de %3, y uno de los dos grupos es %1. Así que una casilla que ve ambos grupos no es %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>Los enlaces fuertes del %1 separan %2 de %3. Dos casillas de un mismo grupo se ven entre sí, así que ese grupo no es %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>Los enlaces fuertes del %1 forman dos grupos, cada uno dividido en dos colores de los que uno es %1. %2 y %3, cada una de un color, se ven entre sí, así que el otro color de uno de los grupos es %1: una casilla que ve esos dos colores no lo es.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>Los enlaces fuertes del %1 forman dos grupos, cada uno dividido en dos colores de los que uno es %1. %2 ven los dos colores del otro grupo, uno de los cuales es %1, así que no son %1.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>En %1, el %2 solo está en %3. Sus %2 ocupan %3, uno en cada una, así que el %2 no va en ningún otro sitio de %3.</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>Dos peces con aletas del %1 comparten %2: uno está cubierto por %3 y el otro por %4 (aletas %5). Cada uno elimina los candidatos de sus líneas de cobertura que ven todas sus aletas.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>En %1, el %2 solo está en %3, salvo la aleta %4. O el pez se cumple, o la aleta es %2; así que una casilla de %3 fuera de %1 que ve la aleta no es %2.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>En %1, el %2 solo está en %3, salvo las aletas %4. O el pez se cumple, o una aleta es %2; así que una casilla de %3 fuera de %1 que ve todas las aletas no es %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>En %1, el %2 solo puede ir en %3, que también están en %4. Así que el %2 no va en ningún otro sitio de %4.</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1, %2 y %3 solo contienen %4. Si %5 fuera también uno de estos dos números, las cuatro esquinas podrían intercambiarlos y el sudoku tendría dos soluciones. Así que %5 no es ninguno de los dos.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%1 formarían un patrón mortal de %2 (el sudoku tendría dos soluciones) a menos que una de %3 sea su único número extra, %4. Así que una casilla que las ve todas no es %4.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%1 formarían un patrón mortal de %2 a menos que una de %3 tome un número extra. Con %4 forman un subconjunto desnudo de esos números extra en %5, así que estos números no van en ningún otro sitio de %5.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1 formarían un patrón mortal de %2. En %3, el %4 solo está en %5, así que una de ellas es %4 y ninguna puede ser %6.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1 formarían un patrón mortal de %2. En %3, el %4 solo está en el rectángulo, así que ocupa una diagonal: no la de %5, o la otra diagonal completaría el patrón.</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>%1 solo contiene %2, y en %3 y %4 el %5 solo está en el rectángulo. Si %6 fuera %7, el %5 iría en %8 y %9 y %1 sería %7: un patrón mortal, dos soluciones. Así que %6 no es %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 y %2 se rellenaron con %3 (no son números dados). Si %4 y %5 tomaran estos números en cruz, las cuatro casillas podrían intercambiarlos y el sudoku tendría dos soluciones. Así que no hay %7 en %6.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 y %2 se rellenaron con %3 (no son números dados). Si %4 y %5 tomaran estos números en cruz, las cuatro casillas podrían intercambiarlos y el sudoku tendría dos soluciones. Así que una de ellas es %6, y una casilla que ve ambas no lo es.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>El %1 solo tiene dos sitios en %2 y en %3, con una base común en %4. Así que %5 o %6 es %1, y una casilla que ve ambas no lo es.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>El %1 solo tiene dos sitios en %2 y en %3, unidos en %4 (%5, %6). Así que %7 o %8 es %1, y una casilla que ve ambas no lo es.</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>Si %1 no es %2, %3 sí lo es (%4), así que %5 no lo es (%6), así que %7 sí lo es (%8). Por tanto, %1 o %7 es %2, y una casilla que ve ambas no lo es.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>En %1, el %2 solo está en %3 y %4. Si %5 no es %2, %6 sí lo es (%7), y %1 conserva su %2 en la otra de esas dos líneas, también a la vista de %8. En cualquier caso, no hay %2 en %8.</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>Dos 2-String Kites sobre %1 se cruzan en las mismas dos casillas de %2, %3 y %4: el enlace de fila de cada casilla pertenece a un kite y su enlace de columna, al otro. Cada kite elimina su propio candidato.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>En %1, el %2 solo está en %3 y %4. Este rectángulo vacío funciona con dos enlaces fuertes, %5=%6 y %7=%8, y cada uno produce su propia eliminación.</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1 es la última casilla vacía de %2, y %3 es el número que aún le falta a %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>En %1, el %2 solo puede ir en %3.</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1 es el único candidato que queda en %2: todos los demás números están en su fila, columna o caja.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>En %1, %2 solo caben en %3. Así que esas casillas no contienen nada más.</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>%1 solo contienen %2 entre todas, así que en %3 estos números no van en ningún otro sitio.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>Pivote %1 con las pinzas %2 y %3 sobre %4: sea cual sea el pivote, una de las pinzas es %5. Así que ninguna casilla que vea ambas pinzas puede ser %5.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>Pivote %1 con las pinzas %2 y %3 sobre %4: sea cual sea el pivote, él o una de las pinzas es %5. Así que ninguna casilla que vea las tres puede ser %5.</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>no hay %2 en %1</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>Las celdas vacías %1 de una jaula suman %2 con cifras distintas: solo %3 pueden llenarlas. Cada una de estas combinaciones lleva el %4, y en la jaula el %4 solo puede ir en %5. Así que %6, ya que esas celdas las ven todas.</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>La jaula %1 suma %2 con cifras distintas: solo %3 pueden llenarla, cada celda con una cifra que aún admite. Así que %4.</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>Las celdas vacías %1 de una jaula suman %2 con cifras distintas (la suma de la jaula menos las cifras de %3): solo %4 pueden llenarlas, cada celda con una cifra que aún admite. Así que %5.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>Las cifras de %1 suman %2, 45 por casa, y las jaulas que están del todo dentro suman %3. Así que las demás celdas, %4, suman %5.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 Sin las cifras de %2, %3 es %4.</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 Así que %2 es %3.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 Sin las cifras de %2, las dos celdas vacías suman %3: %4, ya que ningún candidato de la otra celda completa la suma.</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 Así que %2, ya que ningún candidato de la otra celda completa la suma.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>Las cifras de %1 suman %2, 45 por casa, y las jaulas que entran en ellas suman %3. Así que las celdas de esas jaulas que quedan fuera, %4, suman %5.</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>Mire la jaula de %1, de suma %2. Pulse «Pista» otra vez para ver las casillas y el razonamiento.</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>El ALS %1 comparte el candidato común restringido %4 con %2 y el %5 con %3. A %1 solo le falta uno de sus números, así que contiene el %4 o el %5: entonces %2 no tiene el %4 o %3 no tiene el %5, y ese ALS queda bloqueado y contiene el %6. Una casilla que ve todos los %6 de %2 y de %3 no es %6.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>Si %1 fuera %2, un bucle de %3 enlaces que parte de ella volvería a descartar el %2 en ella. Así que %1 no es %2.</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>Si %1 no fuera %2, un bucle de %3 enlaces que parte de ella volvería a poner el %2. Así que %1 es %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>Si %1 fuera %2, un bucle de %3 enlaces que parte de ella haría que también fuera %4. Así que %1 no es %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>Si %1 fuera %2, no sería %3, y entonces un bucle de %4 enlaces que parte de ella descartaría el %2 en ella. Así que %1 no es %2.</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>Una cadena de %2 enlaces sobre el %1, fuertes y débiles alternados, va de %3 a %4: si %3 no es %1, %4 sí lo es. Una de las dos es %1, así que ninguna casilla que vea ambas puede ser %1.</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Una cadena de %1 casillas con dos candidatos cada una va de %2 a %4, y cada casilla ve la siguiente: si %2 no es %3, cada casilla fuerza la siguiente y %4 es %3. Una de las dos es %3, así que ninguna casilla que vea ambas puede ser %3.</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 solo contienen %2, y cada una ve la siguiente a lo largo de una cadena, de modo que alternan entre los dos números. Una casilla que ve dos de ellas separadas por un número impar de enlaces no puede ser ninguno de los dos.</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>Un bucle de %1 enlaces se cierra sobre sí mismo: cada uno de sus enlaces débiles tiene exactamente un extremo cierto. Así que el número de un enlace débil desaparece de toda casilla que ve sus dos extremos, y una casilla en la que se entra y de la que se sale por enlaces fuertes solo conserva sus dos números.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Una cadena de %1 enlaces va de %2 a %4: si %2 no es %3, %4 sí lo es. Una de las dos es %3, así que ninguna casilla que vea ambas puede ser %3.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>Una cadena de %1 enlaces va de %2 a %4: si %2 no es %3, %4 es %5. Las dos casillas se ven entre sí, así que %2 no puede ser %5 y %4 no puede ser %3.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 es %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 no es %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>ninguna de las casillas %1 es %2</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1: lo contrario de la suposición</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>%1 sería %2 y no %2 a la vez</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>%1 sería a la vez %2</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>a %1 no le quedaría ningún número: todos los de %2 quedarían descartados en ella</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>el %1 estaría dos veces en %2 (en %3)</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>el %1 estaría en las dos casillas %2, que se ven entre sí</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>%1 ya no tendría sitio para el %2: quedaría descartado en %3</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>el %1 no podría ir en ninguna de las casillas %2, sus últimos sitios en una unidad</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1, que no pueden cumplirse a la vez</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>Supongamos que %1. Siguiendo las cadenas desde ahí: %2. Así que la suposición es falsa.</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>Supongamos que %1. Desarrollándolo con únicos: %2. Así que la suposición es falsa.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>Una de estas posibilidades debe ser cierta: %1. Cada una lleva por una cadena a la misma conclusión, así que %2.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>Una de estas posibilidades debe ser cierta: %1. Desarrollada con únicos, cada una lleva a la misma conclusión, así que %2.</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>Donde %1 se cruza con %2, %3 contienen %4. %5 en %1 y %6 en %2 no tienen ninguno de estos números en común entre sí, y junto con %3 tienen exactamente tantas casillas como números por colocar, así que cada uno de esos números se coloca en ellas. Por tanto, un número de %5 no va en ningún otro sitio de %1, un número de %6 en ningún otro sitio de %2, y un número de %3 que no contiene ninguno de los dos, en ningún otro sitio de ninguna de las dos unidades.</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>%1 y %2 solo contienen %3. En %5, el %4 solo puede ir en %6, que ve %1, o en %7, que ve %2. Así que una de %1 y %2 ve un %4 y no es %4: es %8. Una casilla que ve tanto %1 como %2 no es %8.</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1 Luego coloque el %2 en %3.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>En %1, el %2 solo puede ir en %3, que también están en %4. Así que el %2 no va en ningún otro sitio de %4, y en %6 solo le queda %5.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>En %1, %2 solo caben en %3. Así que esas casillas no contienen nada más, y al %4 solo le queda %5 en %1.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 Sin los números de %2, las vacías suman %3: %4, ya que ningún candidato de las otras casillas completa la suma (con números distintos donde las casillas se ven).</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 Así que %2, ya que ningún candidato de las otras casillas completa la suma (con números distintos donde las casillas se ven).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>&amp;Visualizar la búsqueda</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>Ver cómo el solucionador busca en este sudoku, paso a paso (%1)</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>Nueva partida de nive&amp;l</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>Sudoku del &amp;día de nivel</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>Copiar el tablero en &amp;formato</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>&amp;Resolución</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>&amp;Solucionador</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>El solucionador que usa «Resolver»</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solucionador</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>Creando un sudoku nuevo de nivel %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>Solucionador: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>&amp;Colocar %1 en %2</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (en pausa)</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · errores: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>Partidas y sudokus (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>Partidas de Sudoku (*.sudoku)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>Sudokus: Simple Sudoku, SudoCue, cuadrículas de candidatos, líneas (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>No se pudo guardar su partida. %1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>Si sale ahora, se perderá lo que ha jugado desde la última vez que se guardó la partida.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Salir de todos modos</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>colocar un número en la casilla seleccionada</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Mayús&lt;/b&gt;+número</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>poner o quitar una nota (también Ctrl+número)</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>modo notas: los números se convierten en notas</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>Notación Snyder</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Mayús+número: marca de esquina; Ctrl+número (o modo notas): marca central</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>colorear: un número colorea la casilla, Mayús+número el candidato; hacer clic en casillas para pintar, Mayús+clic o clic derecho en una nota</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>primero el número: elegir un número (teclado numérico o tecla) y luego hacer clic en casillas o pulsar Espacio para colocarlo</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>en primero el número: colocar el número elegido en la casilla seleccionada</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>vaciar la casilla</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>flechas, &lt;b&gt;Inicio&lt;/b&gt;, &lt;b&gt;Fin&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>moverse; Ctrl+Inicio/Fin: primera/última casilla</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>pulsar el primer botón del mensaje junto al tablero (Corregirlas, Quitarlas, Guardar como, Nueva partida…)</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>llevar el teclado a los botones del mensaje o la pista junto al tablero, y volver; allí Tab pasa de un botón a otro y Espacio pulsa uno</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>deshacer, rehacer (Ctrl+Mayús+Z o Ctrl+Y)</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>pista, comprobar, resolver, detener</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>&lt;b&gt;H&lt;/b&gt; otra vez</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>siguiente etapa de la pista: técnica, dónde mirar, por qué, aplicar</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>rama anterior/siguiente de una cadena forzada en la pista y, después, lo que demuestran</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>cerrar la pista; salir de colorear o de primero el número</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>pausa</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>rellenar todos los candidatos</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>nueva partida, reiniciar, introducir un sudoku, empezar a jugar el sudoku introducido</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>opciones de partida nueva: nivel y simetría</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>pegar un sudoku, copiar el sudoku</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>abrir, guardar, guardar como</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>imprimir, exportar</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>sudoku del día de hoy, estadísticas</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>visualizar la búsqueda</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>en el laboratorio de búsqueda</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Espacio&lt;/b&gt; reproducir o pausar, &lt;b&gt;Izquierda&lt;/b&gt;/&lt;b&gt;Derecha&lt;/b&gt; un paso atrás o adelante, &lt;b&gt;Inicio&lt;/b&gt;/&lt;b&gt;Fin&lt;/b&gt; el sudoku o el último paso, &lt;b&gt;B&lt;/b&gt; siguiente callejón sin salida, &lt;b&gt;S&lt;/b&gt; siguiente solución, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; más rápido o más lento, &lt;b&gt;Ctrl+Mayús+S&lt;/b&gt; exportar el tablero como imagen, &lt;b&gt;Ctrl+Mayús+F&lt;/b&gt; y &lt;b&gt;Ctrl+Mayús+A&lt;/b&gt; exportar fotogramas o una animación, &lt;b&gt;Alt&lt;/b&gt; con una letra subrayada: ese botón o casilla</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>en «Lado a lado»</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; o &lt;b&gt;Ctrl+W&lt;/b&gt; cierran la ventana</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>con la letra subrayada de un menú: abrir el menú</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>estos atajos, salir</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>Exportar el fichero de candidatos</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>Cuadrículas de candidatos (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>No se pueden exportar los candidatos</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportado a %1.</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>El cuadernillo está listo: %n página.</numerusform>
            <numerusform>El cuadernillo está listo: %n páginas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Sus preferencias vuelven a guardarse.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>Sus preferencias no se pueden guardar. %1 Hasta que se pueda, los cambios solo duran mientras Sudoku esté abierto.</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>No se pudieron guardar sus preferencias. %1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>Si sale ahora, se perderán las preferencias que ha cambiado desde que se inició Sudoku. Libere espacio en el disco y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>No se guarda automáticamente</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>Preferencias no guardadas</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>Estadísticas desactivadas</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Guardado en %1.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
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
        <translation>Creando un sudoku %1 nuevo de nivel %2…</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>Filtro de candidatos</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>El filtro de candidatos oculta aquí la nota %1; para cambiarla, muestre todas las notas (%2).</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>El filtro de candidatos oculta algunas notas de esta casilla; para borrarlas, muestre todas las notas (%1).</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>casillas con dos candidatos</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>%1 en casillas con dos candidatos</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>Notas: %1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>mostrar u ocultar los rótulos de filas y columnas, r1–r9 y c1–c9, como las pistas nombran las casillas</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>filtro de candidatos: mostrar solo las notas de esa cifra (varias cifras: las de cada una; otra vez: quitar esa cifra)</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>filtro de candidatos: solo las notas de las casillas con dos candidatos; mostrar de nuevo todas las notas</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>&amp;Ir a un punto de control</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>&amp;Eliminar punto de control</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Volver a %1</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 eliminado.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>Fijar punto de control con nombre</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>Nombre del punto de control:</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Punto de control %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>Una partida guarda como máximo %1 puntos de control: elimine uno primero.</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 fijado: Ctrl+B vuelve a él.</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>De vuelta a %1. Deshacer (Ctrl+Z) vuelve a donde estaba.</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>El tablero ya está en %1.</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>fijar un punto de control, fijar un punto de control con nombre, volver al más reciente (un movimiento: Ctrl+Z lo deshace)</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>Todos los pasos</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>Camino de la solución</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>mostrar u ocultar Todos los pasos (cada paso que se puede dar ahora) y el Camino de la solución</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>Cerrar %1</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>Separar %1</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>Queda: valorando…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>Queda: %1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>Queda: sin valorar, el tablero tiene un error</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>Dificultad restante</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>caja siguiente/anterior (región, en un Jigsaw)</translation>
    </message>
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — sudoku %2 de %3 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>Abrir el sudoku %1 de %2 de %3</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>el siguiente sudoku del último archivo de sudokus abierto</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>Deshacer</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>turquesa</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>Matriz de cobertura exacta</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>casilla r,c rellena</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>la fila r tiene el número d</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>la columna c tiene el número d</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>la caja b tiene el número d</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>Las columnas de la matriz de cobertura exacta con las filas que quedan en cada una: gris = cubierta, rojo = sin filas; el anillo es la columna elegida, los contornos las columnas de la fila tomada</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>la diagonal o ventana tiene el dígito d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>la región g tiene el dígito d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>la diagonal tiene el dígito d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>la ventana w tiene el dígito d</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Cerrar el mensaje</translation>
    </message>
    <message>
        <source>Return on the board presses this button</source>
        <translation>Intro en el tablero pulsa este botón</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>Solo únicos: cada paso es una casilla con un único número posible.</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>Requiere cadenas o redes forzadas, o prueba y error.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>&amp;Simetría de los números dados:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>Requiere candidatos bloqueados o pares desnudos.</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>Requiere X-Wing, Swordfish, pares ocultos, tríos o XY(Z)-Wing.</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>Requiere unicidad, cuartetos, Jellyfish, rascacielos, 2-String Kite, coloreado o cadenas cortas.</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>Requiere bucles, cadenas, W-Wing, peces con aletas, ALS o Sue de Coq.</translation>
    </message>
</context>
<context>
    <name>NumberPad</name>
    <message>
        <source>Number pad</source>
        <translation>Teclado numérico</translation>
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
        <translation>El sudoku está resuelto.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>%n paso hasta la solución.</numerusform>
            <numerusform>%n pasos hasta la solución.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>Tras %n paso ya no sirve ninguna técnica.</numerusform>
            <numerusform>Tras %n pasos ya no sirve ninguna técnica.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>Camino de la solución</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>&amp;Jugar hasta aquí</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>Aplicar el camino hasta el paso elegido como una sola jugada</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Copiar camino</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>Copiar el camino de la solución como texto</translation>
    </message>
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>Copiar como líneas de &amp;HoDoKu</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>Copiar el camino de la solución en el formato de biblioteca de HoDoKu, un paso por línea, como lo leen HoDoKu y sudoku-cli (solo sudokus clásicos: una línea no puede contener las reglas de una variante)</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>&amp;Aprender: un sudoku del nivel de la técnica, abierto justo antes de su primer paso</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>&amp;Practicar: un sudoku entero del nivel</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Generar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>Practicar una técnica</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>Técnicas para practicar</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>&amp;Técnicas (el camino de la solución usa al menos una de las marcadas):</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>Elija una técnica para leer qué es; Ayuda &gt; Técnicas explica cada una con un ejemplo.</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>Marque al menos una técnica.</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>Un sudoku %1 nunca necesita las técnicas marcadas: elija su nivel o uno más difícil.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Generando…</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>Generando… %n tablero aleatorio probado.</numerusform>
            <numerusform>Generando… %n tableros aleatorios probados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>Ningún sudoku en %n tablero aleatorio: el generador rara vez o nunca crea un sudoku cuyo camino de la solución use estas técnicas en este nivel. Inténtelo de nuevo o elija otras técnicas u otro nivel.</numerusform>
            <numerusform>Ningún sudoku en %n tableros aleatorios: el generador rara vez o nunca crea un sudoku cuyo camino de la solución use estas técnicas en este nivel. Inténtelo de nuevo o elija otras técnicas u otro nivel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>La posición antes del primer paso de la técnica en un sudoku de ejemplo, con el paso dibujado</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>No hay ejemplo de esta técnica.</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>Elija una técnica para ver un ejemplo.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>Resaltar la fila, la columna y la caja de la casilla seleccionada</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>Resaltar las casillas y notas con el número seleccionado</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>Mostrar conflictos (un número repetido en una fila, columna o caja)</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>Quitar un número de las notas de su fila, columna y caja al colocarlo</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>N&amp;otas:</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>Cada número en su sitio dentro de la casilla</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>Marcas de esquina y centrales (notación Snyder)</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>En la notación Snyder, Mayús+número escribe una marca de esquina y Ctrl+número (o el modo notas), una marca central</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Mostrar el reloj</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>Al seguir al sistema, se usa el aspecto de alto contraste cuando el escritorio lo pide</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>&amp;Aspecto:</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>Normal (el del escritorio)</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Más grande</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>Muy grande</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <comment>text size: its name and percentage</comment>
        <translation>%1 – %2&#xa0;%</translation>
    </message>
    <message>
        <source>Text in the window and digits and pencil marks on the board</source>
        <translation>El texto de la ventana y los números y notas del tablero</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Tamaño del texto:</translation>
    </message>
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>Nivel de una partida &amp;nueva:</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>El solucionador detrás de «Resolver», «Comprobar» y la solución de una impresión</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>&amp;Solucionador:</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>Mostrar &amp;errores: marcar en seguida un número que contradice la solución (cuenta como ayuda)</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Vista previa de impresión…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>Imprimir &amp;un cuadernillo…</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>Copiar el tablero como &amp;línea</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>Copiar el tablero como &amp;cuadrícula</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Copiar el tablero como &amp;imagen</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>Imprimir el sudoku y, si lo pide, su solución</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>Guardar el sudoku como documento PDF, imagen PNG o imagen SVG</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>Imprimir o guardar varios sudokus nuevos de un mismo nivel por página</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>Copiar el tablero como una línea de 81 caracteres, «.» para una casilla vacía</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>Copiar el tablero como nueve líneas de texto con los bordes de las cajas</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>Copiar una imagen del tablero</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>El sudoku no tiene solución única: solo se imprime o exporta el propio sudoku.</translation>
    </message>
    <message>
        <source>Sudoku — %1</source>
        <translation>Sudoku — %1</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>Imprimir la solución en una segunda página</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>Imprimir mi progreso: números, notas y colores</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>No se pudo usar la impresora.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Vista previa de impresión</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Mostrar la solución</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>Mostrar mi progreso</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>Números, notas y colores sobre el sudoku</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Sudoku</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Generando %n sudoku…</numerusform>
            <numerusform>Generando %n sudokus…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>Imprimir un cuadernillo</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>N.º %1</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>Solución del n.º %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>Abrir un sudoku</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>Sudokus del archivo</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos los niveles</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>Mostrar los sudokus del nivel</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>Las pistas del sudoku seleccionado</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>Progreso de la valoración</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>Jugar el sudoku seleccionado</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>Sudokus en %1: %2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>Valorados %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n no se puede leer</numerusform>
            <numerusform>%n no se pueden leer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>Observación</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>Ensayo y error</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sin solución</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>más de una solución</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>no válido</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>el generador se detuvo</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>ninguno de %1 tableros aleatorios dio un sudoku de este nivel</translation>
    </message>
</context>
<context>
    <name>PuzzleRenderer</name>
    <message>
        <source>%1 — page %2 of %3</source>
        <comment>print title, page number</comment>
        <translation>%1 — página %2 de %3</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>No se puede escribir la imagen %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>No se puede escribir %1: %2.</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>No se puede escribir %1.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Play, solve and learn Sudoku.</source>
        <translation>Juegue, resuelva y aprenda sudoku.</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>Una partida guardada (.sudoku) que abrir.</translation>
    </message>
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>Aspecto para esta ejecución: system (seguir al sistema), light (claro), dark (oscuro) o high-contrast (alto contraste).</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>Leer y escribir la configuración en este archivo ini en lugar de la configuración del usuario.</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>Mostrar el tiempo desde el inicio hasta el primer fotograma dibujado y salir (prueba de rendimiento).</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>Guardar una imagen de la ventana en cuanto se dibuje y salir.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>Sudoku ya se está ejecutando (proceso %1): su ventana se ha traído al frente.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>Sudoku ya se está ejecutando (proceso %1): %2 se ha abierto allí.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>Sudoku ya se está ejecutando (proceso %1) pero no responde: esta ventana sigue por separado y no guarda su partida automáticamente.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>la casilla %1 contiene un valor imposible</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>el sudoku no es válido: %1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>el tiempo de juego es negativo</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>la casilla seleccionada está fuera de rango</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>el historial de deshacer está fuera de rango</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>el historial de deshacer no coincide con el tablero</translation>
    </message>
    <message>
        <source>the rules are broken: %1</source>
        <translation>las reglas son incorrectas: %1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>el nombre de un punto de control está vacío o es demasiado largo</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>la casilla %1 de un punto de control contiene un valor imposible</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>un punto de control tiene otros números dados que el sudoku</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>el historial de deshacer está dañado</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>No se pueden guardar las preferencias en %1: no es un archivo normal (es una tubería, un dispositivo, un socket o una carpeta).</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>el archivo no contiene lo que se escribió</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>No se pueden escribir las preferencias en %1: %2.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>Otro Sudoku (proceso %1) mantiene %2 y no ha respondido, así que esta ventana no guarda allí.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>no es una base de datos</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>contiene las tablas de otro programa</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>sus tablas están incompletas</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>SQLite lo encontró dañado</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>El archivo de estadísticas estaba dañado (%1). Se ha conservado como %2 y se han empezado unas estadísticas nuevas.</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>Las estadísticas están desactivadas: el controlador SQLite de Qt no está instalado (Debian: libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>Las estadísticas están desactivadas: no se puede escribir en la carpeta %1, así que no se puede crear %2.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>Las estadísticas están desactivadas: no se puede abrir %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>Las estadísticas están desactivadas: %1 lo creó una versión más reciente de Sudoku (versión de estadísticas %2) y se deja como está.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>Las estadísticas están desactivadas: %1 está dañado y no se puede apartar (%2).</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>Las estadísticas no se pueden guardar: %1 o su carpeta es de solo lectura. Se pueden mostrar, pero las partidas no se cuentan.</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>No se pudieron guardar las estadísticas en %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>No se pudieron guardar las estadísticas en %1 (%2); la última partida no se cuenta.</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>Otro programa mantiene %1 bloqueado: sus partidas se guardan y se contarán en cuanto lo libere.</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>Las estadísticas no se pueden mostrar por ahora: otro programa mantiene %1 bloqueado.</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>Sus últimas partidas no se pudieron contar: otro programa mantiene %1 bloqueado, y tampoco se pudieron guardar para más tarde (%2).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>&amp;Resumen</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>&amp;Historial</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>Estadísticas por nivel</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Partidas empezadas</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonado</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>Mejor tiempo sin ayuda</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>Media sin ayuda</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>Mediana sin ayuda</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>Media con ayuda</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>Racha actual</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Racha más larga</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>Los tiempos son de partidas terminadas sin ayuda (pistas, comprobaciones, errores mostrados o «Resolver»), salvo la media con ayuda. Una racha cuenta las partidas terminadas seguidas; una partida abandonada la interrumpe.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>No hay estadísticas.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Contando…</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>Sudoku del día: días seguidos con uno terminado: %1 · racha más larga: %2</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Su sudoku</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1, sudoku del día %2</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>Abandonado (Resolver)</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>pistas: %1</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>comprobaciones: %1</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>errores: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>sí</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>Todavía no hay partidas: una partida cuenta desde su primer movimiento.</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>Partidas: %1; se muestran las %2 más recientes.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Partidas: %1</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Todas las variantes</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
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
        <translation>Paso: %1</translation>
    </message>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>Camino de la solución: %n paso</numerusform>
            <numerusform>Camino de la solución: %n pasos</numerusform>
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
        <translation>Empiece a jugar un sudoku para ver sus pasos.</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Buscando pasos…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>El tablero tiene errores: los pasos hallados en él serían erróneos. Comprobar o Pista los señalan.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>Aquí no se puede dar ningún paso lógico.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>Aquí se puede dar %n paso.</numerusform>
            <numerusform>Aquí se pueden dar %n pasos.</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <comment>the All Steps list</comment>
        <translation>&amp;Ordenar por</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <comment>sort the steps by</comment>
        <translation>Dificultad</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>Candidatos eliminados</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>Ordenar los pasos por</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>Todos los pasos</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>Apl&amp;icar paso</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>Aplicar el paso elegido como una sola jugada (Intro en la lista hace lo mismo)</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>Solo sudoku killer: la técnica lee las jaulas y sus sumas.</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>Funciona en todas las variantes: las diagonales del Sudoku-X, las ventanas del Hyper y las regiones del Jigsaw son unidades como las filas, columnas y cajas, y las jaulas de un killer solo añaden información a lo que ya se sabe.</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>Basada en las cajas: vale en los sudokus clásicos, Sudoku-X, Hyper y Killer, no en el Jigsaw, cuyas regiones sustituyen a las cajas.</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>Solo sudokus clásicos con exactamente una solución: en una variante, las unidades o jaulas adicionales pueden distinguir los dos números de un rectángulo, así que allí el patrón no es mortal.</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>La última casilla vacía de una unidad recibe el único número que le falta a la unidad.</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>Busque una fila, columna o caja que ya tenga ocho números. Cada unidad contiene cada número una vez, así que su única casilla vacía debe recibir el número que falta.</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>Un número que solo tiene un sitio libre en una unidad va allí.</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>Elija un número y una unidad, y tache cada casilla de la unidad que ya ve ese número en su fila, columna o caja. Si solo queda una casilla, el número debe ir allí, tenga los demás candidatos que tenga esa casilla: la unidad necesita el número en algún sitio.</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>Una casilla a la que solo le queda un candidato lo recibe.</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>Mire una casilla vacía y anote los números que ya contienen su fila, su columna y su caja. Si están ocho de los nueve números, la casilla solo puede recibir el noveno: colóquelo.</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>Un número confinado a una línea dentro de una caja se elimina del resto de esa línea.</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>En una caja, mire dónde puede ir todavía un número. Si todas esas casillas están en una sola fila o columna, el número de la caja estará en esa línea. Así que el número no puede ir en ningún otro sitio de esa línea fuera de la caja: elimínelo allí.</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>Un número confinado a una caja dentro de una línea se elimina del resto de esa caja.</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>En una fila o columna, mire dónde puede ir todavía un número. Si todas esas casillas están en una sola caja, el número de la línea estará en esa caja. Así que las demás casillas de la caja, fuera de la línea, no pueden recibirlo: elimínelo allí.</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>Un par desnudo en casillas que comparten a la vez una línea y una caja despeja ambas unidades.</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>Dos casillas de la misma caja y de la misma fila (o columna) contienen los mismos dos candidatos y ningún otro. Los dos números deben llenar estas dos casillas, en un orden o en el otro, así que ninguno de los dos puede ir en ningún otro sitio de la caja ni de la línea: elimínelos de ambas.</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>Dos casillas de una unidad con los mismos dos candidatos se reservan esos números.</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>Busque dos casillas de una unidad que contengan exactamente los mismos dos candidatos. Entre las dos deben recibir ambos números, así que ninguna otra casilla de esa unidad puede tener ninguno de ellos: elimine los dos números del resto de la unidad.</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>Dos números que solo caben en las mismas dos casillas de una unidad se quedan con esas casillas.</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>En una unidad, busque dos números que solo puedan ir, cada uno, en las mismas dos casillas. Esas dos casillas deben contener esos dos números, así que cualquier otro candidato en ellas es erróneo: elimine los demás candidatos de las dos casillas.</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>Un trío desnudo en casillas que comparten a la vez una línea y una caja despeja ambas unidades.</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>Tres casillas de la misma caja y de la misma fila (o columna) solo contienen tres números entre todas. Deben recibir esos tres números, así que los números no pueden ir en ningún otro sitio de la caja ni de la línea: elimínelos de ambas.</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>Tres casillas de una unidad que solo contienen tres números entre todas se reservan esos números.</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>Busque tres casillas de una unidad cuyos candidatos juntos sean solo tres números (una casilla no tiene por qué contener los tres). Las tres casillas deben recibir esos tres números, así que elimine los números de todas las demás casillas de la unidad.</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>Tres números que solo caben en las mismas tres casillas de una unidad se quedan con esas casillas.</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>En una unidad, busque tres números cuyos sitios posibles sean las mismas tres casillas (cada número en dos o tres de ellas). Esas casillas deben contener esos números, así que elimine de ellas todos los demás candidatos.</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>Cuatro casillas de una unidad que solo contienen cuatro números entre todas se reservan esos números.</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>La idea del trío desnudo con cuatro casillas: cuatro casillas de una unidad cuyos candidatos juntos son solo cuatro números deben recibir los cuatro, así que elimine esos números del resto de la unidad.</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>Cuatro números que solo caben en las mismas cuatro casillas de una unidad se quedan con esas casillas.</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>La idea del trío oculto con cuatro números: cuando cuatro números de una unidad solo pueden ir en las mismas cuatro casillas, esas casillas los contienen, y se puede eliminar cualquier otro candidato de las cuatro casillas.</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>Un número con exactamente dos sitios en cada una de dos filas, en las mismas dos columnas.</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>Busque un número que solo pueda ir en dos casillas de una fila, y solo en dos casillas de otra fila, en las mismas dos columnas. Las dos filas necesitan el número una vez cada una, y solo pueden recibirlo en esquinas opuestas del rectángulo. En cualquier caso, ambas columnas reciben el número de estas filas, así que elimínelo de las demás casillas de las dos columnas. (Lo mismo vale intercambiando filas y columnas.)</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>Un X-Wing con tres filas y tres columnas.</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>Busque tres filas en las que un número solo pueda ir en las mismas tres columnas (dos o tres casillas en cada fila). Las tres filas necesitan el número tres veces, en tres columnas distintas, así que estas filas ponen el número de las tres columnas. Elimínelo de las demás casillas de esas columnas. (También intercambiando filas y columnas.)</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>Un X-Wing con cuatro filas y cuatro columnas.</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>Cuatro filas en las que un número solo puede ir en las mismas cuatro columnas deben poner el número en cada una de esas columnas. Así que el número se puede eliminar de todas las demás casillas de las cuatro columnas. (También intercambiando filas y columnas.)</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>Una casilla pivote XY y dos pinzas XZ e YZ: una casilla que ve ambas pinzas no puede ser Z.</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>Busque tres casillas con dos candidatos cada una: un pivote con X e Y, una pinza que ve el pivote y contiene X y Z, y otra que ve el pivote y contiene Y y Z. Si el pivote es X, la primera pinza es Z; si el pivote es Y, la segunda pinza es Z. En cualquier caso una de las pinzas es Z, así que ninguna casilla que vea ambas pinzas puede ser Z.</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>Un XY-Wing cuyo pivote también contiene Z: las casillas que ven las tres no pueden ser Z.</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>El pivote contiene tres candidatos X, Y y Z; una pinza que lo ve contiene X y Z, otra contiene Y y Z. Sea cual sea el número del pivote, una de las tres casillas es Z: el propio pivote o una de las pinzas. Así que una casilla que ve las tres casillas no puede ser Z.</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>Dos enlaces fuertes de un número en líneas paralelas, unidos por un extremo.</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>Busque un número que tenga exactamente dos sitios en cada una de dos filas, con un extremo de cada par en la misma columna (la base) y los otros dos extremos en columnas distintas (las cimas). Las dos casillas de la base comparten columna, así que como mucho una de ellas contiene el número, y entonces la otra fila debe tenerlo en su cima: al menos una cima contiene el número. Una casilla que ve ambas cimas no puede recibirlo. (También intercambiando filas y columnas.)</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>Un enlace de fila y un enlace de columna de un número, unidos en una caja.</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>Busque un número con exactamente dos sitios en una fila y exactamente dos en una columna, donde un extremo de la fila y un extremo de la columna son casillas distintas de la misma caja. Esas dos casillas no pueden contener ambas el número, así que lo contiene uno de los extremos lejanos: el otro extremo de la fila o el otro extremo de la columna. La casilla que ve ambos extremos lejanos no puede recibir el número.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>Coloree los enlaces fuertes de un número con dos colores; una casilla que ve ambos colores lo pierde.</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>Tome un número y enlace cada par de casillas que son sus únicos sitios en una unidad. Coloree esa cadena con dos colores, alternándolos: un color es todo cierto y el otro todo falso, pero aún no sabemos cuál. Una casilla fuera de la cadena que ve una casilla de cada color ve el número en cualquier caso, así que elimínelo allí.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>Coloree los enlaces fuertes de un número; un color que se encuentra consigo mismo en una unidad es falso.</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>Coloree una cadena de enlaces fuertes de un número con dos colores alternos, como en la trampa. Si dos casillas del mismo color comparten una unidad, ese color no puede ser cierto, ya que la unidad tendría el número dos veces. Así que todas las casillas de ese color pierden el número, y las casillas del otro color lo reciben.</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>Dos casillas bivalor iguales unidas por un enlace fuerte de uno de sus números.</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>Busque dos casillas que contengan los mismos dos candidatos X e Y pero no se vean, y un enlace fuerte en X (una unidad donde X solo tiene dos sitios) con cada extremo viendo una de las casillas. Si ninguna de las dos casillas fuera Y, ambas serían X, y al enlace fuerte no le quedaría ningún X. Así que una de las dos casillas es Y, y una casilla que ve ambas no puede ser Y.</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>Tres esquinas de un rectángulo mortal: la cuarta no puede conservar ambos números.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>Cuatro casillas en dos filas, dos columnas y dos cajas que solo contuvieran X e Y podrían intercambiar X e Y y dar una segunda solución (un patrón mortal). Un sudoku correcto solo tiene una solución, así que esto no puede ocurrir. Cuando tres esquinas solo contienen X e Y, la cuarta debe recibir otro número: elimine X e Y de ella.</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>Todas las casillas bivalor menos una: esa casilla recibe su tercer número.</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>Un tablero en el que cada casilla vacía tiene dos candidatos y cada número aparece dos veces en cada unidad es una tumba universal bivalor (BUG): no tiene solución o tiene más de una. Cuando solo una casilla tiene tres candidatos, y uno de sus números aparece tres veces en sus unidades, ese número debe colocarse allí; si no, el tablero caería en la tumba.</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>Dos enlaces fuertes de un número unidos por un enlace débil.</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>Tome un número con dos enlaces fuertes (unidades donde tiene exactamente dos sitios), en los que un extremo del primero ve un extremo del segundo. Esos dos extremos no pueden contener ambos el número, así que lo contiene uno de los otros dos extremos. Una casilla que ve esos dos otros extremos no puede recibir el número. El rascacielos y el kite son turbot fish de formas particulares.</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>Un número de una caja confinado a una fila y una columna, con un enlace fuerte fuera.</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>En una caja, los sitios de un número están en una fila y una columna de la caja (una L o una cruz), así que el número de la caja está en esa fila o en esa columna. Añada un enlace fuerte del número en una columna fuera de la caja, con su extremo cercano en la fila de la caja. O bien su extremo lejano contiene el número, o bien lo contiene su extremo cercano, y entonces la fila de la caja queda ocupada y el número de la caja está en su columna. La casilla donde la columna de la caja se cruza con la fila del extremo lejano ve ambos, así que pierde el número. (También intercambiando filas y columnas.)</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>Dos 2-String Kites por las mismas casillas de una caja, cada uno elimina un número.</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>Dos kites que comparten las mismas dos casillas de una caja, cada uno hecho de sus propios enlaces fuertes, se encuentran juntos. Cada kite por sí solo elimina el número de la casilla que ve sus dos extremos lejanos; el paso hace ambas eliminaciones a la vez.</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>Dos rectángulos vacíos en una caja, cada uno con su propio enlace fuerte.</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>Una caja cuyo número está confinado a una fila y una columna funciona como un rectángulo vacío con dos enlaces fuertes a la vez, uno que llega a su fila y otro a su columna. Cada uno produce su propia eliminación, como en el rectángulo vacío; el paso hace ambas.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>Un X-Wing con candidatos extra en una caja: solo se elimina donde se ve la aleta.</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>Dos filas contienen un número casi como en un X-Wing, pero una fila tiene uno o dos sitios extra (la aleta) dentro de la caja de una esquina. O la aleta contiene el número, o el X-Wing es real. Una casilla que el X-Wing despejaría y que también ve la aleta (en la caja de la aleta) pierde el número en ambos casos.</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>Un Swordfish con candidatos extra en una caja.</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>Tres filas contienen un número como en un swordfish, salvo una aleta: uno o dos sitios extra en una sola caja. O la aleta contiene el número, o el swordfish se cumple. Las casillas que el swordfish despejaría y que también ven la aleta pierden el número.</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>Un Jellyfish con candidatos extra en una caja.</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>La idea de la aleta con cuatro filas y cuatro columnas: o la aleta en su caja contiene el número, o el jellyfish se cumple. Elimine el número de las casillas que el jellyfish despejaría y que también ven la aleta.</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>Un X-Wing con aleta al que le falta una esquina.</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>Como un X-Wing con aleta, pero a una esquina del rectángulo no le queda ningún candidato; la aleta de al lado, en la misma caja, ocupa su lugar. O la aleta contiene el número, o las casillas restantes funcionan como un X-Wing, así que las casillas que ven la aleta y que el X-Wing despejaría pierden el número.</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>Un Swordfish con aleta al que le falta una esquina.</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>Un swordfish con aleta en el que la esquina de la caja de la aleta no tiene candidato; la aleta ocupa su lugar. El razonamiento es el de la aleta: las casillas que ven la aleta y que el swordfish despejaría pierden el número.</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>Un Jellyfish con aleta al que le falta una esquina.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>Un jellyfish con aleta en el que la esquina de la caja de la aleta no tiene candidato; la aleta ocupa su lugar. Las casillas que ven la aleta y que el jellyfish despejaría pierden el número.</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>Dos Swordfish con aleta en las mismas filas, encontrados como un solo paso.</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>Dos swordfish con aleta que comparten sus filas y solo se diferencian en qué casillas extra son la aleta se muestran juntos: cada uno elimina el número donde lo haría por sí solo, y el paso hace ambas eliminaciones.</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>Dos Jellyfish con aleta en las mismas filas, encontrados como un solo paso.</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>Dos jellyfish con aleta que comparten sus filas y solo se diferencian en sus aletas se muestran juntos; cada uno produce su propia eliminación, y el paso hace ambas.</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>Dos Swordfish sashimi en las mismas filas, encontrados como un solo paso.</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>Dos swordfish sashimi que comparten sus filas y solo se diferencian en sus aletas se muestran juntos; cada uno produce su propia eliminación, y el paso hace ambas.</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>Dos Jellyfish sashimi en las mismas filas, encontrados como un solo paso.</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>Dos jellyfish sashimi que comparten sus filas y solo se diferencian en sus aletas se muestran juntos; cada uno produce su propia eliminación, y el paso hace ambas.</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>Dos cadenas de colores de un número que se ven: un par de colores no puede ser cierto a la vez.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>Coloree dos cadenas separadas de enlaces fuertes de un número, cada una con su propio par de colores. Si una casilla de color A de la primera cadena ve una casilla de color C de la segunda, A y C no son ciertos a la vez, así que los colores opuestos B o D contienen el número. Una casilla que ve a la vez una casilla B y una casilla D no puede recibirlo.</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>Un color que ve ambos colores de otra cadena es falso.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>Coloree dos cadenas separadas de enlaces fuertes de un número. Si casillas de color A de la primera cadena ven casillas de ambos colores de la segunda cadena, A no puede ser cierto: uno de los colores de la segunda cadena contiene el número, y A chocaría con él. Así que todas las casillas de color A pierden el número.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>Un rectángulo mortal cuyas dos casillas del techo comparten un número extra: ese número está en el techo.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>Cuatro casillas en dos filas, dos columnas y dos cajas contienen X e Y; dos de ellas (el techo) contienen además el mismo número extra Z. Si ninguna casilla del techo fuera Z, las cuatro casillas formarían un patrón mortal con dos soluciones. Así que una casilla del techo es Z, y una casilla que ve ambas casillas del techo no puede ser Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>Un rectángulo mortal cuyos números extra del techo forman un subconjunto con otras casillas.</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>En un rectángulo único, las dos casillas del techo contienen números extra; uno de esos extras debe ser cierto, así que juntas funcionan como una sola casilla que contiene solo los números extra. Si esa pseudocasilla y otras casillas de una unidad que comparten forman un subconjunto desnudo, los números del subconjunto se pueden eliminar del resto de esa unidad.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>Un rectángulo mortal cuyo techo debe contener uno de sus números: el otro se elimina.</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>Las dos casillas del techo de un rectángulo único comparten una unidad en la que X solo puede ir en esas dos casillas. Así que una casilla del techo es X. Si la otra fuera Y, el rectángulo sería mortal, así que ninguna de las dos casillas del techo puede ser Y: elimine Y de ambas.</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>Un rectángulo mortal con el mismo número extra en tres esquinas.</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>Tres esquinas de un rectángulo único (o dos en diagonal) contienen el mismo número extra Z. Una de ellas debe ser Z, o el rectángulo sería mortal. Así que una casilla que ve todas las casillas con Z no puede ser Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>Un rectángulo mortal con un X-Wing en uno de sus números.</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>Las dos casillas del techo de un rectángulo único, en diagonal, contienen números extra, y el número X solo tiene las casillas del rectángulo en sus dos filas y sus dos columnas. Si una casilla del techo fuera X, X ocuparía también la esquina opuesta, y las otras dos esquinas serían Y: un patrón mortal. Así que X se puede eliminar de las dos casillas del techo.</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>Un rectángulo sostenido por enlaces fuertes que se volvería mortal: se elimina un candidato.</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>Cuatro casillas de un rectángulo en dos cajas contienen todas X e Y, y una esquina solo contiene estos dos. Mire la esquina opuesta a ella: si X solo tiene las casillas del rectángulo en la fila y la columna de esa esquina, esa esquina no puede ser Y, porque entonces X ocuparía las otras dos esquinas y las cuatro casillas serían mortales. Elimine Y allí.</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>Tres esquinas resueltas de un rectángulo serían mortales con la cuarta: ese número se elimina.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>Tres esquinas de un rectángulo en dos cajas contienen números que colocó el jugador (no números dados), X e Y con el patrón de un rectángulo. Si la cuarta esquina recibiera el número que completa el patrón, X e Y podrían intercambiarse en las cuatro casillas y el sudoku tendría dos soluciones. Así que elimine ese número de la cuarta esquina.</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>Un rectángulo a dos números colocados de ser mortal, con un número extra común.</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>Dos esquinas de un rectángulo contienen números colocados (no números dados); las otras dos contienen cada una el número que haría mortal el patrón más el mismo número extra Z. No pueden recibir ambas los números mortales, así que una de ellas es Z, y una casilla que ve ambas no puede ser Z.</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>Una cadena alterna de enlaces fuertes y débiles de un número.</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>Empiece en una casilla con un número y sígalo: un enlace fuerte (el único otro sitio en una unidad), luego un enlace débil (otro sitio en una unidad), alternando, siempre con el mismo número, y termine en un enlace fuerte. Contenga o no la primera casilla el número, uno de los dos extremos de la cadena lo contiene. Una casilla que ve ambos extremos no puede recibir el número.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>Una cadena de casillas bivalor: un extremo o el otro contiene el número.</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>Enlace casillas que tengan exactamente dos candidatos cada una, cada casilla compartiendo un número con la siguiente y viéndola. Si la primera casilla no es Z, es su otro número, que fuerza la casilla siguiente, y así a lo largo de la cadena hasta que la última casilla es Z. Así que cuando ambos extremos contienen Z, uno de ellos es Z, y una casilla que ve ambos extremos no puede ser Z.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>Una cadena de casillas con los mismos dos números: los extremos a distancia impar son distintos.</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>Una cadena de casillas que solo contienen los mismos dos números, cada una viendo la siguiente, alterna: una casilla de cada dos tiene el mismo número. Dos casillas separadas por un número impar de enlaces contienen números distintos, así que entre las dos contienen ambos. Una casilla que ve ambas no puede contener ninguno de los dos números.</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>Una cadena que se cierra sobre sí misma: cada enlace débil del bucle se vuelve fuerte.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>Una cadena de enlaces fuertes y débiles alternos que vuelve al punto de partida, sin romper la alternancia, es un bucle: cada enlace débil del bucle vale en ambos sentidos. Así que en cada unidad por la que pasa un enlace débil, uno de sus dos extremos es cierto, y el número se elimina de las demás casillas de esa unidad; una casilla cuyos dos candidatos están unidos por un enlace débil pierde sus demás candidatos.</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>Un bucle que se rompe en una casilla: ese candidato es cierto o falso.</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>Una cadena que empieza y termina en el mismo candidato, con un punto en el que se encuentran dos enlaces del mismo tipo. Dos enlaces fuertes que se encuentran allí muestran que suponer falso el candidato lo hace cierto: colóquelo. Dos enlaces débiles muestran que suponerlo cierto lo hace falso: elimínelo.</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>Una cadena de inferencias alternas sobre cualquier candidato: uno de sus extremos es cierto.</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>Siga enlaces fuertes y débiles, alternándolos, a través de casillas y números: un enlace fuerte puede ser dos sitios de un número en una unidad o los dos candidatos de una casilla bivalor. Una cadena que empieza y termina con un enlace fuerte hace cierto al menos un extremo. Si ambos extremos son el mismo número, una casilla que ve ambos extremos lo pierde; si son números distintos en casillas que se ven entre sí, la casilla de cada extremo pierde el número del otro extremo.</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>Un Nice Loop continuo con nodos de grupo.</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>Un Nice Loop continuo en el que algunos nodos son grupos: los sitios de un número en una caja que están en una fila o columna, tomados juntos como un solo nodo (el número está en uno de ellos). El bucle funciona igual que sin grupos: sus enlaces débiles valen en ambos sentidos, y cada uno despeja su unidad.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>Un Nice Loop discontinuo con nodos de grupo.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>Un Nice Loop discontinuo en el que algunos nodos son grupos de sitios de un número en una caja a lo largo de una línea. Igual que sin grupos, el candidato donde se rompe el bucle se coloca (allí se encuentran dos enlaces fuertes) o se elimina (dos enlaces débiles).</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>Una cadena de inferencias alternas con nodos de grupo.</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>Una AIC en la que algunos nodos son grupos de sitios de un número en una caja a lo largo de una línea: el grupo es cierto cuando el número está en una de sus casillas. Un extremo de la cadena es cierto, así que los candidatos que ven ambos extremos se pueden eliminar.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>Suponer un candidato lleva a una contradicción, así que es falso.</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>Suponga que un candidato es cierto y siga lo que fuerza, una consecuencia sencilla tras otra. Si esto lleva a una posición imposible (una casilla sin candidatos, un número dos veces en una unidad, un número sin sitio en una unidad), la suposición era errónea: elimine el candidato, o colóquelo si fue suponerlo falso lo que rompió el tablero.</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>Cada opción de una casilla o unidad lleva al mismo resultado.</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>Tome los candidatos de una casilla (o los sitios de un número en una unidad): uno de ellos es cierto. Siga lo que fuerza cada uno, rama por rama. Si cada rama coloca el mismo número en una casilla, o elimina el mismo candidato, ese resultado vale sea cual sea la opción correcta.</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>Una cadena forzada cuyas ramas se combinan: una suposición que rompe el tablero.</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>Como una cadena forzada por contradicción, pero las consecuencias se siguen como una red: una conclusión puede necesitar varias anteriores juntas (una casilla cuyos demás candidatos se eliminaron todos). Cuando la red de una suposición llega a una posición imposible, la suposición es falsa.</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>Cada opción lleva, a través de redes, al mismo resultado.</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>Como una cadena forzada por convergencia, con redes: cada candidato de una casilla (o cada sitio de un número en una unidad) se sigue con todas sus consecuencias, combinadas. Una colocación o eliminación a la que llegan todas las ramas es cierta.</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>Casillas donde una línea cruza una caja, repartidas entre dos subconjuntos en la línea y en la caja.</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>Tome dos o tres casillas donde una fila (o columna) se cruza con una caja, que contengan al menos dos candidatos más que casillas. Busque una casilla bivalor o un ALS en el resto de la línea que use algunos de esos números, y otro en el resto de la caja que use los demás, sin que los dos compartan ningún número. Las casillas del cruce necesitan números de ambos lados, así que el conjunto de la línea mantiene sus números fuera del resto de la línea, y el de la caja mantiene los suyos fuera del resto de la caja: elimínelos allí.</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>Dos ALS unidos por un candidato común restringido.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>Un conjunto casi bloqueado (ALS) son N casillas de una unidad con N+1 candidatos: si se quita un número cualquiera, el resto queda bloqueado. Tome dos de esos conjuntos y un número X presente en ambos cuyas casillas en un conjunto ven todas sus casillas en el otro (candidato común restringido): X está como mucho en un conjunto, así que el otro queda bloqueado. Si ambos conjuntos contienen además un número Z, uno de ellos coloca Z, así que una casilla que ve todas sus casillas con Z no puede ser Z.</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>Tres ALS dispuestos como un XY-Wing.</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>Un ALS pivote comparte un candidato común restringido X con un ALS y un candidato común restringido Y con otro. El pivote no puede perder a la vez X e Y, así que uno de los dos ALS exteriores queda bloqueado. Si ambos ALS exteriores contienen un número Z, uno de ellos lo tiene, y una casilla que ve todas sus casillas con Z no puede ser Z.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>Una cadena de ALS unidos por candidatos comunes restringidos.</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>ALS encadenados uno tras otro, cada uno unido al siguiente por un candidato común restringido (uno distinto en cada enlace). Si el primer ALS no está bloqueado, lo está el siguiente, y así sucesivamente, así que el primero o el último queda bloqueado. Un número Z presente en ambos ALS de los extremos está en uno de ellos: las casillas que ven todas esas casillas con Z pierden Z.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>Una casilla tallo en la que cada candidato bloquea un ALS pétalo.</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>Una casilla tallo tiene unos pocos candidatos; para cada uno, un ALS (un pétalo) contiene ese número en casillas que ven todas el tallo. Tome el número que tome el tallo, su pétalo pierde ese número y queda bloqueado. Si cada pétalo contiene un número Z, uno de ellos coloca Z, así que una casilla que ve todas las casillas con Z de los pétalos no puede ser Z.</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>Solo algunas combinaciones de números pueden llenar una jaula: los demás candidatos se eliminan.</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>Las casillas de una jaula de killer dan su suma sin que se repita ningún número. Haga la lista de los conjuntos de números distintos con esa suma que encajan en los candidatos de las casillas (cada casilla debe poder recibir un número del conjunto). Un candidato que no pertenece a ninguno de esos conjuntos, o que no puede colocarse en ninguno de ellos, se elimina. Por ejemplo, dos casillas que suman 17 solo pueden ser 8 y 9.</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>Un número que contienen todas las combinaciones de una jaula está bloqueado en sus casillas.</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>Si todas las combinaciones que aún pueden llenar una jaula contienen el mismo número, la jaula contiene ese número en una de las casillas que pueden recibirlo. Cuando esas casillas comparten una unidad, o una casilla fuera de la jaula las ve todas, esa casilla exterior no puede contener el número: elimínelo allí.</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>La regla del 45: los números de una unidad suman 45, así que se conoce la suma de las casillas que sus jaulas dejan fuera.</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>Cada fila, columna y caja suma 45. Sume las jaulas que están del todo dentro de una unidad (o de dos o tres líneas adyacentes): la casilla o las dos casillas que dejan fuera (innies) completan el resto hasta 45. O sume las jaulas que cubren la unidad: sus casillas que sobresalen (outies) suman el exceso sobre 45. Una suma conocida de una casilla la coloca; de dos casillas, elimina los candidatos que ninguna pareja completa.</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>Un señalado cuyas eliminaciones dejan a un número un solo sitio en otra caja: colóquelo.</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>Busque un señalado: en una caja, un número solo puede ir en una línea, así que sale del resto de esa línea. Luego mire a lo largo de la línea las otras cajas que cruza: si a una de ellas ahora le queda un solo sitio para el número, va allí. No hace falta anotar las eliminaciones: es un único oculto visto a través del señalado.</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>Un reclamado cuyas eliminaciones dejan a un número un solo sitio en otra línea: colóquelo.</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>Busque un reclamado: en una fila o columna, un número solo puede ir dentro de una caja, así que sale del resto de esa caja. Luego mire las otras líneas que atraviesan la caja, paralelas a la primera: si a una de ellas ahora le queda un solo sitio para el número, va allí.</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>Un par oculto cuyas eliminaciones dejan a otro número un solo sitio en la casa: colóquelo.</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>Busque un par oculto: dos números que solo caben en las mismas dos casillas de una casa, que entonces no contienen nada más. Un tercer número que podía ir en una de esas casillas pierde ese sitio; si solo le queda uno en la casa, va allí.</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>Un trío oculto cuyas eliminaciones dejan a otro número un solo sitio en la casa: colóquelo.</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>Busque un trío oculto: tres números que solo caben en las mismas tres casillas de una casa, que entonces no contienen nada más. Otro número que podía ir en esas casillas pierde esos sitios; si solo le queda uno en la casa, va allí.</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>La regla del 45 deja de tres a siete casillas de suma conocida: trátelas como una jaula propia.</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>Como con los innies y outies, sume las jaulas que están del todo dentro de una unidad (o de dos o tres líneas adyacentes), o las que la cubren. Cuando las casillas que quedan fuera, o que sobresalen, son de tres a siete, su suma se conoce como la de una jaula, aunque no formen ninguna: averigüe qué candidatos pueden llenarlas. Un candidato se va cuando ninguna elección de candidatos en las otras casillas completa la suma, con números distintos en las casillas que se ven.</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Media vuelta (180°)</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Cuartos de vuelta (90°)</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>Espejo izquierda-derecha</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>Espejo arriba-abajo</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <comment>symmetry of the givens: main diagonal</comment>
        <translation>Diagonal principal</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <comment>symmetry of the givens</comment>
        <translation>Antidiagonal</translation>
    </message>
    <message>
        <source>All rotations and mirrors</source>
        <comment>symmetry of the givens</comment>
        <translation>Todos los giros y espejos</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>Extremo</translation>
    </message>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>Última casilla libre</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>Único oculto</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>Único desnudo</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>Candidatos bloqueados tipo 1 (señalado)</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>Candidatos bloqueados tipo 2 (reclamado)</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>Par bloqueado</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>Par desnudo</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>Par oculto</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>Trío bloqueado</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>Trío desnudo</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>Trío oculto</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>Cuarteto desnudo</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>Cuarteto oculto</translation>
    </message>
    <message>
        <source>X-Wing</source>
        <comment>technique: fish of size 2</comment>
        <translation>X-Wing</translation>
    </message>
    <message>
        <source>Swordfish</source>
        <comment>technique: fish of size 3</comment>
        <translation>Swordfish</translation>
    </message>
    <message>
        <source>Jellyfish</source>
        <comment>technique: fish of size 4</comment>
        <translation>Jellyfish</translation>
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
        <translation>Rectángulo único tipo 1</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>Rascacielos</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>2-String Kite</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>Coloreado simple (trampa)</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>Coloreado simple (contradicción)</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>Rectángulo único tipo 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>Rectángulo único tipo 4</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>Rectángulo único tipo 5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>Rectángulo único tipo 6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>Rectángulo oculto</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Rectángulo evitable tipo 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Rectángulo evitable tipo 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>Rectángulo único tipo 3</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>Rectángulo vacío</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>2-String Kite doble</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>Rectángulo vacío doble</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>X-Wing con aleta</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>X-Wing sashimi</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>Coloreado múltiple (tipo 1)</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>Coloreado múltiple (tipo 2)</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>Swordfish con aleta</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>Swordfish sashimi</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>Swordfish siameses con aleta</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>Swordfish sashimi siameses</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>Jellyfish con aleta</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>Jellyfish sashimi</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>Jellyfish siameses con aleta</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>Jellyfish sashimi siameses</translation>
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
        <translation>Cadena X</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>Par remoto</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>Cadena XY</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <comment>technique: a chain that closes on itself</comment>
        <translation>Nice Loop continuo</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <comment>technique: a chain of almost locked sets</comment>
        <translation>ALS-XY-Chain</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <comment>technique: a chain back to its first cell that contradicts it</comment>
        <translation>Nice Loop discontinuo</translation>
    </message>
    <message>
        <source>AIC</source>
        <comment>technique: alternating inference chain</comment>
        <translation>AIC</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Nice Loop continuo agrupado</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Nice Loop discontinuo agrupado</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>AIC agrupada</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>Death Blossom</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>Cadena forzada (contradicción)</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>Cadena forzada (convergencia)</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>Red forzada (contradicción)</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>Red forzada (convergencia)</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Sudoku-X</source>
        <comment>variant of Sudoku: the two long diagonals are houses too</comment>
        <translation>Sudoku-X</translation>
    </message>
    <message>
        <source>Hyper</source>
        <comment>variant of Sudoku (Windoku): four extra 3x3 windows are houses</comment>
        <translation>Hyper</translation>
    </message>
    <message>
        <source>Jigsaw</source>
        <comment>variant of Sudoku: irregular regions instead of boxes</comment>
        <translation>Jigsaw</translation>
    </message>
    <message>
        <source>Killer</source>
        <comment>variant of Sudoku: cages with sums</comment>
        <translation>Killer</translation>
    </message>
    <message>
        <source>Cage Combination</source>
        <comment>technique: killer sudoku, the digit combinations that can still fill a cage</comment>
        <translation>Combinación de jaula</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>Cifra bloqueada en jaula</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>Innies y outies</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>Señalado directo</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>Reclamado directo</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>Par oculto directo</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>Trío oculto directo</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>Jaula virtual</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>Tablero de la búsqueda</translation>
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
        <translation>Vuelta atrás ingenua (fila a fila)</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>Búsqueda en profundidad rápida (menos candidatos, únicos)</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>Dancing Links (algoritmo X)</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>Probar %1 en %2: una conjetura, profundidad %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>Colocar %1 en %2: forzado, la única opción</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>Retirar %1 de %2: retroceso</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>Callejón sin salida en %1: la búsqueda retrocede</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>Solución %1 encontrada: el tablero está lleno</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>Ramificar por la restricción: %1</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>a %1 no le queda ningún número</translation>
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
        <translation>; %1 se probaron y fallaron</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>; %1 quedan descartados por los únicos que siguieron</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>%1 ya no tiene sitio para el %2</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>las filas %1-%2 no tienen sitio para el %3 en una caja distinta cada una (candidatos bloqueados)</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>las columnas %1-%2 no tienen sitio para el %3 en una caja distinta cada una (candidatos bloqueados)</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>la posición tiene una contradicción</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>Callejón sin salida: %1. Se retrocede a la casilla anterior.</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>Pasada la última casilla vacía: todas las casillas tienen un número, una solución.</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>No queda ningún único: se ramifica en %1, una casilla con menos candidatos {%2}. Se prueba %3 en una copia del tablero; si falla, %3 se elimina allí.</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>Único desnudo: %1 es el único candidato que queda en %2.</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>Único oculto: %1 es el único sitio para el %2 en %3.</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>Forzado: tras los candidatos eliminados hasta ahora (únicos, candidatos bloqueados), %1 es el único número que queda para %2.</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>La conjetura falló: se quita %1=%2, con todos los números que se derivaron de ella.</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>Contradicción: %1. La última conjetura era errónea.</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>Todas las casillas están resueltas: una solución.</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>A la columna %1 no le quedan filas: ningún candidato puede satisfacerla.</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>De las columnas no cubiertas, %1 (%2) tiene menos filas, %3: se cubre y luego se prueban sus filas una a una.</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>Se toma la fila %1#%2 (%3): %4. Se cubren esas columnas, lo que elimina toda fila en conflicto.</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>la única fila de la columna</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>una conjetura</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>Se sale de la fila %1#%2: se descubren sus columnas en orden inverso; los enlaces vuelven bailando.</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>Callejón sin salida: %1. Se retrocede a la fila de arriba.</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>No queda ninguna columna: las filas tomadas cubren cada restricción exactamente una vez, una solución.</translation>
    </message>
    <message>
        <source>band %1 #%2</source>
        <translation>banda %1 #%2</translation>
    </message>
    <message>
        <source>stack %1 #%2</source>
        <translation>pila %1 #%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
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
        <translation>la casilla %1 necesita un número</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>columna %1: %2; filas que quedan en ella: %3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>resuelto</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>exactamente una solución</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>no es única, soluciones encontradas: %L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sin solución</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>los números dados chocan: no hay nada que buscar</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>detenido por el límite de nodos</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // k-ésima casilla vacía, por filas</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  if k == vacías: mostrar tablero; return   // solución</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = la k-ésima casilla vacía; b = caja(r, c)</translation>
    </message>
    <message>
        <source>  for d = 1 to 9:</source>
        <translation>  for d = 1 a 9:</translation>
    </message>
    <message>
        <source>    if row[r][d] or col[c][d] or box[b][d]: continue</source>
        <translation>    if row[r][d] o col[c][d] o box[b][d]: continue</translation>
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
        <translation>  return                     // ningún número: sin salida</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(tablero):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  propagar: únicos desnudos y ocultos, candidatos bloqueados</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  if casilla o unidad sin opciones: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  if todo resuelto: informar la solución; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  casilla = casilla sin resolver con menos candidatos</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  for cada candidato d de casilla:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    copia = tablero; casilla de copia = d   // conjetura</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    if search(copia): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    deshacer; eliminar d de casilla; propagar</translation>
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
        <translation>  if sin columnas: imprimir las filas tomadas; return   // solución</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = la columna no cubierta con menos filas (S[c])</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  if S[c] == 0: return       // un callejón sin salida</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  for cada fila i de la columna c (hacia abajo):</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; remove cada otra columna j de la fila i</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    resume las columnas de la fila i, al revés</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%1 están en %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>%1 no tiene sitio para %2, y toda combinación de su suma aún abierta lo necesita</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>ninguna combinación de dígitos que sume su suma cabe en %1</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>la columna %1 no tiene filas: %2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>De vuelta en %1: %2 es el siguiente dígito cuyas marcas están libres en cada casa de la celda.</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1 es la siguiente celda vacía, fila a fila. Usados: %2; %3 es el menor dígito libre: se coloca y se marcan sus casas.</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>Nada bajo %1=%2 llevó a una solución: se vacía la celda y las marcas de sus casas, y se prueba allí el siguiente dígito.</translation>
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
        <translation>k%1 suma</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>%1 necesita un %2</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>%1 necesita un %2, o una combinación de su suma sin él</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>%1 necesita una combinación de dígitos que sume su suma</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>celda %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>%1 tiene un %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>el candidato %1=%2 cubre: %3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = la k-ésima celda vacía</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    si una casa de (r, c) usa d, o la suma de su jaula no deja sitio a d: continuar</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d; marcar d como usado en cada casa de (r, c) y en su jaula</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    desmarcar d en esas casas y en la jaula; a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>Callejón sin salida: la posición tiene una contradicción; la búsqueda retrocede</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>El árbol de búsqueda alrededor del paso mostrado: cada fila es un nivel y cada recuadro, una conjetura con los nodos que hay debajo; los rojos fallaron. Haga clic en uno para saltar allí.</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>El sudoku: %L1 nodos hasta ahora, %L2 de ellos forzados en la raíz</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>Todavía no se ha grabado ninguna búsqueda.</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · niveles 1-%1 arriba</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidad %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 nodo</numerusform>
            <numerusform>%1=%2 · %L3 nodos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 nodo</numerusform>
            <numerusform>✗ %1=%2 · %L3 nodos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>Visualizar la búsqueda</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>Volver al sudoku (%1)</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>Un paso atrás (%1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>Reproducir o pausar (%1)</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>Paso</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>Un paso adelante (%1)</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>Final</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>Ir al último paso grabado (%1)</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>Siguiente callejón sin salida</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>Saltar al siguiente callejón sin salida, donde la búsqueda retrocede (%1)</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>Siguiente solución</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>Saltar a la siguiente solución encontrada (%1)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Más rápido</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>Más rápido (%1)</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Más lento</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>Más lento (%1)</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>Guardar el tablero tal como se muestra como imagen PNG (%1)</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>Exportar fotogramas…</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>Guardar cada k-ésimo paso de la ejecución como fotogramas PNG en una carpeta (%1)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Exportar animación…</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>Guardar la ejecución como PNG animado, que se reproduce en un navegador web (%1)</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>Desde &amp;aquí</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>Buscar desde su posición, con sus números y notas, en lugar de desde los números dados: vea adónde llevaría una conjetura</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>Có&amp;digo</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>Mostrar el pseudocódigo con la línea que ejecuta el paso</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>Á&amp;rbol</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>Mostrar el árbol de búsqueda alrededor del paso</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>&amp;Matriz</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>Mostrar la matriz de cobertura exacta (Dancing Links)</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>Lado a &amp;lado…</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>Reproducir dos o tres algoritmos lado a lado en este sudoku</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>Código paso a paso</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>&amp;Buscar todas, hasta</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>Seguir después de la primera solución: muestra por qué un sudoku no es único</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>Límite de soluciones</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>Colocaciones (nodos)</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Conjeturas</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retrocesos</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Máxima</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>Mostrar ca&amp;ndidatos</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>Desde un paso por segundo hasta tan rápido como dibuja la pantalla (+ y −)</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>10.000.000 pasos/s</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Grabando… %L1 pasos hasta ahora</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>No hay sudoku: abra el panel desde una partida.</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>%L1 pasos grabados: %2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>detenido en el límite de memoria</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>Traza truncada en %L1 pasos: se alcanzó el límite de memoria y la búsqueda se detuvo ahí.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Grabar</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>Detener la grabación; los pasos grabados hasta ahora se conservan</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>Volver a grabar la búsqueda</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>Paso %L1: %2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>El sudoku, antes de que empiece la búsqueda.</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>La búsqueda parte de su posición: sus números quedan fijos y sus notas son los únicos números que prueba.</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>La búsqueda parte de los números dados.</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>Columna elegida: %1</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>Todavía no se ha grabado ningún callejón sin salida posterior: la búsqueda aún se está grabando.</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>No hay callejones sin salida posteriores: la búsqueda no vuelve a retroceder después de este paso.</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>Todavía no se ha grabado ninguna solución posterior: la búsqueda aún se está grabando.</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>No hay soluciones posteriores: la búsqueda encontró %n en total.</numerusform>
            <numerusform>No hay soluciones posteriores: la búsqueda encontró %n en total.</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>Se detiene en la primera; active «Buscar todas» para continuar.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>máximo</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>%L1 pasos/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>No se puede exportar la imagen</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>Exportar los fotogramas a</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>Exportar fotogramas</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>Escribir un fotograma cada k pasos (%L1 pasos grabados):</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>No se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>%L1 fotogramas son demasiados para una animación: elija un intervalo mayor.</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>Fotogramas escritos: %L1, en %2</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>Exportando fotogramas… %L1 escritos</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>PNG animado (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>Un fotograma cada k pasos (%L1 pasos grabados), una décima de segundo cada uno:</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>No se puede exportar la animación</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>Difiere de la primera solución en %n casilla, rodeada: el sudoku no es único.</numerusform>
            <numerusform>Difiere de la primera solución en %n casillas, rodeadas: el sudoku no es único.</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>La matriz de un killer tiene filas para las combinaciones de dígitos de sus jaulas, que el panel no puede seguir: muestra la matriz de los sudokus sin jaulas</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>Matriz de cobertura exacta: filas que quedan en cada una de las %L1 columnas</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>la fila %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la columna %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>la caja %1</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>dos %1 en %2 (%3 y %4)</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>la región %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>la diagonal principal</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>la diagonal secundaria</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>la ventana %1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>la jaula en %1 (suma %2)</translation>
    </message>
</context>
</TS>
