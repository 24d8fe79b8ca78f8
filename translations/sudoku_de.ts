<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>Über Sudoku</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sudoku&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Sudoku&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. There is no warranty.</source>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder (nach deiner Wahl) jeder späteren Version. Es gibt keine Gewährleistung.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Erstellt mit Qt %1, läuft unter Qt %2.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>Sudoku spielen, lösen und lernen. Rätsel in %n Schwierigkeitsgrad, von %1 bis %2; Hinweise, die die Technik nennen und den Schritt erklären; Löser, die in einem eigenen Thread laufen, damit das Spielfeld nie einfriert; Drucken und Exportieren; und sudoku-cli, dieselbe Engine auf der Kommandozeile.</numerusform>
            <numerusform>Sudoku spielen, lösen und lernen. Rätsel in %n Schwierigkeitsgraden, von %1 bis %2; Hinweise, die die Technik nennen und den Schritt erklären; Löser, die in einem eigenen Thread laufen, damit das Spielfeld nie einfriert; Drucken und Exportieren; und sudoku-cli, dieselbe Engine auf der Kommandozeile.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>Eine Animation braucht mindestens ein Bild.</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>Mehr Bilder als angekündigt.</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>Der PNG-Encoder hat ein unerwartetes Bild geliefert.</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>Die Bilder unterscheiden sich in Größe oder Farbformat.</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>%1 von %2 Bildern wurden geschrieben.</translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>Wird mit %1 gelöst …</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>Wird mit %1 gelöst … %2 Knoten, %3 s</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>Gelöst von %1 (%2).</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>Das Spielfeld zeigt die Lösung bereits.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung, es gibt also keine eindeutige Lösung zum Anzeigen.</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>Eine zeigen</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>Eine von mehreren Lösungen, gefunden von %1 (%2).</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>Dieses Rätsel hat keine Lösung (%1).</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Dieses Rätsel ist ungültig: %1.</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>Suche nach %1 angehalten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 Knoten, %2 ms</numerusform>
            <numerusform>%1 Knoten, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 Knoten, %2 s</numerusform>
            <numerusform>%1 Knoten, %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>Es gibt nichts mehr, wofür ein Hinweis nötig wäre.</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>Kein Hinweis: Dieses Rätsel hat nicht genau eine Lösung.</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>Prüfen nicht möglich: Dieses Rätsel hat nicht genau eine Lösung.</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>Alles, was bisher auf dem Spielfeld steht, ist richtig.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>%n Eintrag stimmt nicht mit der Lösung überein; er ist in der Ecke markiert.</numerusform>
            <numerusform>%n Einträge stimmen nicht mit der Lösung überein; sie sind in der Ecke markiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>Korrigieren</numerusform>
            <numerusform>Korrigieren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>Entfernen</numerusform>
            <numerusform>Entfernen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>%1 kann nicht nach %2 verschoben werden: %3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>%1 kann nicht beiseitegelegt werden: Daneben liegen bereits tausend beschädigte Kopien.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>Sudoku-Spielfeld</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>Klicke auf das Spielfeld oder drücke P, um weiterzuspielen</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>Zeile %1, Spalte %2, Block %3</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>dein Eintrag</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>leer</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>Notizen %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>Eckmarkierungen %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>gefärbt: %1</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>Notiz %1 gefärbt: %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>Konflikt: Die Ziffer kommt in ihrer Zeile, Spalte oder ihrem Block doppelt vor</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>ein Fehler</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>als falsch markiert</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>vom Hinweis eingetragen</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>von „Lösen“ eingetragen</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>Zeile %1, Spalte %2, Gebiet %3</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>in einem Käfig mit der Summe %1, Zellen %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>Konflikt: Die Ziffer kommt in einer ihrer Einheiten oder in ihrem Käfig doppelt vor, oder die Ziffern des Käfigs ergeben seine Summe nicht</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>Konflikt: Die Ziffer kommt in einer ihrer Einheiten doppelt vor</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>Rätselheft drucken</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>Rätsel pro Sei&amp;te:</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>Seiten mit &amp;Rätseln:</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>Lösungen am Ende anhängen</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>An den &amp;Drucker senden</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>Als &amp;PDF speichern:</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>PDF-Datei</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Dur&amp;chsuchen …</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>sudoku-heft</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>Rätselheft speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>Wähle die PDF-Datei, in der das Rätselheft gespeichert wird.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>The algorithm in pseudocode; the highlighted line is what the step shown does</source>
        <translation>Der Algorithmus in Pseudocode; die hervorgehobene Zeile ist das, was der angezeigte Schritt tut</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Algorithms Side by Side</source>
        <translation>Algorithmen nebeneinander</translation>
    </message>
    <message>
        <source>Timeline by steps</source>
        <translation>Zeitleiste nach Schritten</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>Zeitleiste nach Arbeit (Knoten)</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>Schritte: jedes Ereignis jeder Suche im gleichen Takt. Arbeit: in jeder Suche gleich viele Setzungen (Suchknoten)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>Dieses Fenster schließen (Esc, Strg+W)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>Jedes Spielfeld zeigt seine Suche nach demselben Stück Zeitleiste; eine beendete Suche bleibt an ihrem Ende stehen. Dancing Links nimmt zuerst die Bedingung mit den wenigsten Möglichkeiten, die naive Suche die nächste Zelle in Leserichtung.</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>Schritt %L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>%L1 / %L2 Knoten</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>Fertig: %1, nach %L2 Schritten und %L3 Knoten</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>an der Speichergrenze angehalten</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Aufzeichnung … bisher %L1 Schritte</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>%L1 pro Sekunde</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>Schritt %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>Knoten %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>Rateversuche %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>Sackgassen %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>solutions %L1</source>
        <comment>side by side counter</comment>
        <translation>Lösungen %L1</translation>
    </message>
</context>
<context>
    <name>DepthChart</name>
    <message>
        <source>Search depth over time</source>
        <translation>Suchtiefe im Zeitverlauf</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>Suchtiefe über die Schritte: Jede Pixelspalte reicht von der niedrigsten bis zur höchsten Tiefe ihrer Schritte; jeder Einbruch ist ein Rücksprung der Suche</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>Tiefe %1 bis %2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>Farbe %1, %2: Klicke sie an und dann auf Zellen (oder drücke %1, um die ausgewählte Zelle zu färben); Umschalt+Klick oder Rechtsklick auf eine Notiz färbt den Kandidaten</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>Farbe %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>%1 setzen (noch %n); ist eine Vorgabe ausgewählt oder im Modus „Ziffer zuerst“: %1 wählen und auf Zellen klicken</numerusform>
            <numerusform>%1 setzen (noch %n); ist eine Vorgabe ausgewählt oder im Modus „Ziffer zuerst“: %1 wählen und auf Zellen klicken</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>Alle neun %1 sind gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1, noch %n zu setzen</numerusform>
            <numerusform>%1, noch %n zu setzen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1, alle gesetzt</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>%1 kann nicht geöffnet werden: Es ist ein Ordner.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>%1 kann nicht geöffnet werden: Es ist keine reguläre Datei (sondern eine Pipe, ein Gerät oder ein Socket).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei ist größer als %2 und damit zu groß für einen Sudoku-Spielstand.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Auf dem Datenträger wurde nichts verändert.</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>nur %1 von %2 Bytes wurden geschrieben</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1 wurde geschrieben, kann aber nicht zurückgelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1 wurde geschrieben, aber der Inhalt auf dem Datenträger weicht vom Geschriebenen ab.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>%1 kann nicht geschrieben werden: Es ist ein Ordner.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>%1 kann nicht geschrieben werden: Es ist keine reguläre Datei (sondern eine Pipe, ein Gerät oder ein Socket).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>Rätsel exportieren</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF-Dokument</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG-Bild</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>SVG-Bild</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source> px</source>
        <comment>image size unit</comment>
        <translation> px</translation>
    </message>
    <message>
        <source>Image &amp;size:</source>
        <translation>Bild&amp;größe:</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>Lösung einschließen</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>Meinen Spiel&amp;stand einschließen: Einträge, Notizen und Farben</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Dur&amp;chsuchen …</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>sudoku</source>
        <comment>default export file name</comment>
        <translation>sudoku</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>SVG-Bilder (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Wähle die Datei, in die exportiert wird.</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>Rätsel gelöst</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Spielzeit</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Schwierigkeit:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Hinweise:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Prüfungen:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>Persönliche Bestzeit:</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>Serie:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistik …</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Eigenes Rätsel</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · Bewertung %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Tagesrätsel vom %1 · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>Nicht gespeichert: Die Statistik ist ausgeschaltet</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>Neue Bestzeit für „%1“! Bisher: %2.</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>Neue Bestzeit für „%1“!</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%2 für „%1“ (ein Spiel mit Hilfe stellt keine Bestzeit auf)</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>Noch keine (ein Spiel mit Hilfe stellt keine Bestzeit auf)</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%1 für „%2“ (dieses Spiel: %3)</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>Tagesrätsel, Tage in Folge: %1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>In Folge beendete Spiele („%1“): %2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>In Folge beendete Spiele: %1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1 (beim Spielen nicht angezeigt)</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>Wird für die Schwierigkeitsgrade erzeugter Rätsel gespeichert, nicht für eigene Rätsel</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>Ein neues Rätsel der gewählten Schwierigkeit beginnen</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>&amp;Optionen für neues Spiel …</translation>
    </message>
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>Schwierigkeit und Symmetrie neuer Rätsel wählen</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>Neu st&amp;arten</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>Alle Einträge und Notizen entfernen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>Rätsel ein&amp;geben …</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>&amp;Losspielen</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Rätsel &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>&amp;Rätsel kopieren</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>Spielfeld ausblenden und Uhr anhalten</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>Die ausgewählte Zelle leeren (Entf, Rücktaste oder 0)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>Ziffern werden zu Notizen (N; oder beim Tippen einer Ziffer Umschalt gedrückt halten)</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>&amp;Färben</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>Zellen und Kandidaten färben (C): Eine Zifferntaste oder ein Klick färbt, Umschalt+Ziffer oder ein Rechtsklick auf eine Notiz färbt den Kandidaten</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>&amp;Ziffer zuerst</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>Eine Ziffer auf dem Ziffernblock oder per Taste wählen, dann auf Zellen klicken, um sie zu setzen (D)</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>&amp;Alle Kandidaten eintragen</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>Alle N&amp;otizen löschen</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>Alle Far&amp;ben entfernen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>Hinweis in Stufen: die Technik, wo du hinschauen musst, warum, dann anwenden (zählt als Hilfe)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>Jeden Eintrag markieren, der nicht zur Lösung passt (zählt als Hilfe)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>&amp;Lösen</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>Die Lösung anzeigen, gefunden vom gewählten Löser (rückgängig machbar)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>Die Suche anhalten oder den Hinweis schließen</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive: das zeilenweise Backtracking der Ausgangsprogramme (langsam bei schweren Rätseln)</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs: Bitboards, Singles und Suche mit den wenigsten Kandidaten zuerst</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx: Knuths Dancing Links auf der Matrix der exakten Überdeckung</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>Zur &amp;Meldung oder zum Hinweis</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>Den Tastaturfokus zwischen dem Spielfeld und den Knöpfen der Meldung oder des Hinweises daneben wechseln (F6); Tab springt von Knopf zu Knopf</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Sudoku &amp;einrichten …</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>Ü&amp;ber Sudoku</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik …</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>Gespielte Spiele, Best- und Durchschnittszeiten, Serien und der Verlauf deiner Spiele</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>&amp;Tagesrätsel</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>Das heutige Rätsel der gewählten Schwierigkeit: für alle gleich, jeden Tag ein neues</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>&amp;Kandidatenraster</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>Die Stellung mit ihren Kandidaten, wie HoDoKu und Sudoku Explainer sie lesen (eine Zelle ohne Notizen bekommt alle Kandidaten)</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>&amp;Kandidatenraster exportieren …</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>Fortset&amp;zen</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>Die Zeilen r1–r9 und die Spalten c1–c9 am Rand des Spielfelds beschriften, so wie Hinweise Zellen nennen (Strg+Umschalt+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>Notizen der %1</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>Nur die Notizen der hier abgehakten Ziffern zeigen (Alt+Ziffer); die anderen bleiben im Spiel, nur unsichtbar</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>Nur Zellen mit zwei Kandidaten</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>Nur die Notizen von Zellen zeigen, die genau zwei haben (Strg+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>Alle Notizen zeigen</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>Den Kandidatenfilter ausschalten (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>&amp;Kontrollpunkt setzen</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>Die Stellung vor einem Rateversuch markieren, um zu ihr zurückzukehren (Strg+M)</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>Benannten Kontrollpunkt setzen…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>Die Stellung unter einem Namen Ihrer Wahl markieren (Strg+Umschalt+M)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>Zurück zum Kontrollpunk&amp;t</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>Zum neuesten Kontrollpunkt zurückkehren, als ein Zug, den Rückgängig zurücknimmt (Strg+B)</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>Alle Schri&amp;tte</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>Alle logischen Schritte auflisten, die jetzt möglich sind, um einen auf dem Spielfeld zu zeigen oder auszuführen (Strg+Umschalt+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>Lösungs&amp;weg</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>Die ganze logische Lösung ab dieser Stellung, Schritt für Schritt, um sie auf dem Spielfeld anzusehen oder bis zu einem Schritt zu spielen (Strg+Umschalt+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>Restschwierigkeit anzeigen</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>Nach jedem Zug bewerten, was vom Rätsel bleibt, in der Statusleiste: Stufe und Bewertung der Stellung als eigenes Rätsel</translation>
    </message>
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>Kettennotation zeigen</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Unter dem Hinweis einer Kette ihre Ketten in der Notation von HoDoKu und Sudoku Explainer schreiben: (7)r1c2=(7)r1c8-(7)r4c8, „=“ eine starke Verbindung, „-“ eine schwache</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>T&amp;echniken</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>Jede Lösungstechnik erklärt, mit einem Beispiel</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>Technik &amp;üben …</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>Ein Rätsel, dessen Lösung die gewählten Techniken braucht, um sie zu lernen oder zu üben</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>N&amp;ächstes Rätsel aus der Datei</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>Dein Spiel kann nicht automatisch gespeichert werden. %1 Das Spiel bleibt erhalten, solange Sudoku geöffnet ist; „Speichern unter“ legt eine Kopie an einem anderen Ort ab.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>Dein Spiel wird wieder automatisch gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>Rätsel eingeben · Vorgaben: %n</numerusform>
            <numerusform>Rätsel eingeben · Vorgaben: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>Eigenes Rätsel · %1</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Eigenes Rätsel</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Tagesrätsel vom %1 · %2</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · neues Rätsel</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · aus der mitgelieferten Sammlung</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · Bewertung %2</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>Braucht Ausprobieren · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>eine Lösung · %1</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>eine Lösung</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>mehr als eine Lösung</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 Dein laufendes Spiel geht weiter.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>Das letzte Spiel konnte nicht wiederhergestellt werden. %1 Es konnte auch nicht beiseitegelegt werden (%2); ein neues Spiel wurde begonnen.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>Das letzte Spiel konnte nicht wiederhergestellt werden. %1 Es wurde als %2 aufbewahrt, und ein neues Spiel wurde begonnen.</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>Das ist bereits das heutige Tagesrätsel der Schwierigkeit „%1“.</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>Es konnte kein neues Rätsel erzeugt werden (%1); dieses stammt aus der mitgelieferten Sammlung.</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>Für diese Schwierigkeit ist kein Rätsel installiert.</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>Tippe die Vorgaben deines Rätsels ein und wähle dann „Losspielen“. Das Spielfeld zeigt sofort an, wenn das Rätsel ungültig ist oder nicht genau eine Lösung hat.</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>Losspielen</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Dieses Rätsel ist ungültig: %1.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>Die Zwischenablage enthält kein Rätsel: in Zeile %1, %2.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>Die Zwischenablage enthält kein Rätsel: %1.</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1 ist zu groß für eine Rätseldatei.</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>kein Rätsel gefunden</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>%1 enthält kein Rätsel: %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>Das laufende Spiel aufgeben?</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>Spiel &amp;aufgeben</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>Dieses Rätsel hat mehr als eine Lösung; füge Vorgaben hinzu, bis nur noch eine übrig ist.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Dieses Rätsel hat keine Lösung.</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>Das Rätsel hat genau eine Lösung. Viel Spaß beim Spielen!</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>Gut gemacht! Gelöst in %1.</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>Gelöst in %1, mit Hilfe (Hinweise: %2, Prüfungen: %3).</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>Fehler wurden während des Spiels angezeigt (Fehler: %1).</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>Die Statistikdatei ist wieder frei: Die inzwischen gespielten Spiele werden gezählt.</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>Das Rätsel verwerfen, das du gerade eingibst?</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>Die bisher eingetippten Vorgaben gehen verloren.</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>Rätsel &amp;verwerfen</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>Das laufende Spiel geht verloren.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>Das nächste Rätsel lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>%1 hat sich geändert, seit Rätsel %2 daraus geöffnet wurde: Sie enthielt %3 Rätsel, jetzt %4.</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>Sie enthält kein Rätsel %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>Rätsel %1 von %2 lässt sich nicht lesen: %3.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>das Feld „%1“ fehlt oder hat den falschen Typ</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>das Feld „%1“ liegt außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>das Feld „%1“ hat nicht 81 Zellen</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>das Feld „%1“ enthält ein Zeichen, das keine Zelle ist</translation>
    </message>
    <message>
        <source>the corner marks do not have 81 cells</source>
        <translation>die Eckmarkierungen haben nicht 81 Zellen</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>die Eckmarkierungen enthalten etwas anderes als die Ziffern 1 bis 9</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>die Zellfarben haben nicht 81 Zellen</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>eine Zellfarbe ist keine der Farben 1 bis %1</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>die Kandidatenfarben haben nicht 81 Zellen</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>die Kandidatenfarben sind beschädigt</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>Das ist kein Sudoku-Spielstand: Die Datei ist leer.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>Das ist kein Sudoku-Spielstand, oder er ist beschädigt (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>Das ist kein Sudoku-Spielstand: Er enthält JSON, aber kein Spiel.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>Das ist kein Sudoku-Spielstand.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>Dieses Spiel wurde von einer neueren Version von Sudoku gespeichert (Dateiversion %1).</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>die Dateiversion fehlt</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>der Spielmodus ist unbekannt</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>die Notizen haben nicht 81 Zellen</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>eine Zelle enthält sowohl eine Vorgabe als auch einen Eintrag</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>die Notizen sind kein Text</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>die Notizen enthalten etwas anderes als die Ziffern 1 bis 9</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>die Schwierigkeit ist unbekannt</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>das Datum des Tagesrätsels ist kein Datum</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>die Spielkennung ist leer oder zu lang</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>der Rückgängig-Verlauf ist zu lang</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>der Rückgängig-Verlauf ist beschädigt</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>Der Spielstand ist beschädigt: %1.</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>%1 kann nicht geöffnet werden. %2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>die von „Lösen“ gefüllten Zellen sind nicht 81</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>eine von „Lösen“ gefüllte Zelle enthält keinen Eintrag</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>die von „Lösen“ gefüllten Zellen sind beschädigt</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>die Regeln sind zu lang</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>die Regeln sind beschädigt (%1)</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>die Regeln enthalten Ziffern</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>Die Kontrollpunkte dieses Spiels sind beschädigt und wurden weggelassen.</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>Kontrollpunkt %1 (mehr als %2)</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>Kontrollpunkt %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>es ist kein Kontrollpunkt mit 81 Zellen</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>eine Zelle ist beschädigt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>Beschädigte Kontrollpunkte wurden weggelassen: %1.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>%1 in %2 setzen</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 leeren</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>Eckmarkierung %1 in %2</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>Eckmarkierung %1 aus %2 entfernen</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>Notiz %1 in %2</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>Notiz %1 aus %2 entfernen</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>%1 färben</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>Farbe von %1 entfernen</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>Kandidat %1 in %2 färben</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>Farbe von Kandidat %1 in %2 entfernen</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>Farben von %1 entfernen</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Alle Farben entfernen</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>Alle Kandidaten eintragen</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>Alle Notizen löschen</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Spielfeld leeren</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Lösen</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>Hinweis: %1 in %2</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>Falsche Einträge entfernen</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>Hinweis: Kandidaten entfernen</translation>
    </message>
    <message>
        <source>Fix mistakes</source>
        <translation>Fehler korrigieren</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Kontrollpunkt %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>Zurück zu %1</translation>
    </message>
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>Kontrollpunkt „%1“ setzen</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>Kontrollpunkt „%1“ löschen</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Techniques</source>
        <translation>Techniken</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>Techniken filtern</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>Techniken nach Schwierigkeit</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>Die Stellung vor dem ersten Schritt der Technik, mit eingezeichnetem Schritt</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>Der Schritt des Beispiels</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>Killer</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>Wähle eine Technik, um zu lesen, was sie ist, und ein Beispiel zu sehen.</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>Schwierigkeit: %1. Braucht ein Rätsel mit genau einer Lösung.</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Schwierigkeit: %1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>Beispiel wird berechnet …</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>Für diese Technik gibt es kein Beispiel: Der Rätselgenerator hat bei der Suche, mit der die Beispiele erstellt wurden, keines geliefert.</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>Die Stellung direkt vor dem ersten Einsatz von %1 in einem Rätsel des Generators:</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>Eine Stellung, in der %1 greift, in einem Rätsel des Generators:</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>Mehr vom Hinweis zeigen (H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Hinweis schließen (Esc)</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>Vorheriger Zweig</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>Nächster Zweig</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>Den vorherigen Zweig der Forcing Chain zeigen (Bild auf)</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>Den nächsten Zweig der Forcing Chain zeigen und nach dem letzten, was die Zweige zusammen beweisen (Bild ab)</translation>
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
        <translation>Setze die %1 in %2.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 aus %2</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>Entferne %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>No technique applies</source>
        <translation>Keine Technik greift</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>%1 ist nicht %2</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1 steht in einer der Zellen %2</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1 steht in keiner der Zellen %2</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>Keine der Techniken, die dieses Spiel kennt, kommt von hier aus weiter. Die Lösung kann dir eine Ziffer zeigen.</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>Die Lösung kann %1 füllen, die Zelle mit den wenigsten Kandidaten.</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>In der Lösung steht %1 in %2.</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>Der nächste Schritt verwendet die Technik %1. Drücke noch einmal „Hinweis“, um zu sehen, wo du hinschauen musst.</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>Schau dir %1 an. Drücke noch einmal „Hinweis“ für die Zellen und die Begründung.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>Zweig %1 von %2: %3. Das ist bereits die Schlussfolgerung.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>Zweig %1 von %2: Aus „%3“ folgt „%4“.</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>Alle %1 Zweige zusammen: %2 %3</translation>
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
            <numerusform>%n Eintrag passt nicht zur Lösung</numerusform>
            <numerusform>%n Einträge passen nicht zur Lösung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>%n Zelle hat die richtige Ziffer aus ihren Notizen verloren</numerusform>
            <numerusform>%n Zellen haben die richtige Ziffer aus ihren Notizen verloren</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>Vor einem Hinweis: %1 (in der Ecke markiert). Ein Hinweis, der darauf aufbaut, würde Falsches lehren.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two of a list of alternatives</comment>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>Die Almost Locked Sets %1 und %2 haben zwei eingeschränkt gemeinsame Kandidaten, %3: Jedes Set enthält genau einen davon, also sind beide auf ihren übrigen Ziffern gesperrt. Keine Zelle, die alle Zellen einer Ziffer in einem Set sieht (bei einer gemeinsamen Ziffer in beiden Sets), kann diese Ziffer sein.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>Die Almost Locked Sets %1 und %2 haben den eingeschränkt gemeinsamen Kandidaten %3: Nur eines von beiden kann ihn enthalten, also ist das andere gesperrt, und eines von beiden enthält die %4. Eine Zelle, die jede %4 beider Sets sieht, ist keine %4.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>Die Almost Locked Sets %1 sind der Reihe nach durch die eingeschränkt gemeinsamen Kandidaten %2 verbunden. Enthält das erste keine %3, ist ein Set nach dem anderen gesperrt, und das letzte enthält die %3. Also ist eine Zelle, die jede %3 des ersten und des letzten Sets sieht, keine %3.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>Jeder Kandidat von %1 (%2) sieht alle seine Zellen in einem Almost Locked Set: %3. Was auch immer in %1 steht, dieses Set ist gesperrt, also enthält eines von ihnen die %4. Eine Zelle, die jede %4 dieser Sets sieht, ist keine %4.</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>Jede leere Zelle außer %1 hat zwei Kandidaten. %1 muss %2 sein, sonst hätte das Rätsel nicht genau eine Lösung.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>Die starken Verbindungen der %1 trennen %2 von %3, und eine der beiden Gruppen ist %1. Also ist eine Zelle, die beide Gruppen sieht, keine %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>Die starken Verbindungen der %1 trennen %2 von %3. Zwei Zellen einer Gruppe sehen sich gegenseitig, also ist diese Gruppe nicht %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>Die starken Verbindungen der %1 bilden zwei Cluster, jeder in zwei Farben geteilt, von denen eine %1 ist. %2 und %3, je von einer Farbe, sehen sich gegenseitig, also ist die andere Farbe eines der Cluster %1: Eine Zelle, die diese beiden Farben sieht, ist keine %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>Die starken Verbindungen der %1 bilden zwei Cluster, jeder in zwei Farben geteilt, von denen eine %1 ist. %2 sehen beide Farben des anderen Clusters, von denen eine %1 ist, also sind sie keine %1.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>In %1 liegt die %2 nur in %3. Ihre %2 belegen %3 je einmal, also kommt die %2 in %3 nirgends sonst vor.</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>Zwei Fische mit Flossen auf der %1 teilen sich %2: Einer wird von %3 überdeckt, der andere von %4 (Flossen %5). Jeder entfernt die Kandidaten seiner Überdeckungslinien, die alle seine Flossen sehen.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>In %1 liegt die %2 nur in %3, abgesehen von der Flosse %4. Entweder gilt der Fisch, oder die Flosse ist %2; also ist eine Zelle von %3 außerhalb von %1, die die Flosse sieht, keine %2.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>In %1 liegt die %2 nur in %3, abgesehen von den Flossen %4. Entweder gilt der Fisch, oder eine Flosse ist %2; also ist eine Zelle von %3 außerhalb von %1, die alle Flossen sieht, keine %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>In %1 kann die %2 nur in %3 stehen, die auch in %4 liegen. Also kommt die %2 in %4 nirgends sonst vor.</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1, %2 und %3 enthalten nur %4. Wäre auch %5 eine dieser beiden Ziffern, könnten die vier Ecken sie tauschen, und das Rätsel hätte zwei Lösungen. Also ist %5 keine von beiden.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%1 wären ein tödliches Muster aus %2 (das Rätsel hätte zwei Lösungen), es sei denn, eine von %3 ist ihre eine zusätzliche Ziffer, %4. Also ist eine Zelle, die sie alle sieht, keine %4.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%1 wären ein tödliches Muster aus %2, es sei denn, eine von %3 bekommt eine zusätzliche Ziffer. Zusammen mit %4 bilden sie ein Naked Subset aus diesen zusätzlichen Ziffern in %5, also kommen diese Ziffern dort nirgends sonst vor.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1 wären ein tödliches Muster aus %2. In %3 liegt die %4 nur in %5, also ist eine davon %4, und keine kann %6 sein.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1 wären ein tödliches Muster aus %2. In %3 liegt die %4 nur im Rechteck, also besetzt sie eine Diagonale: nicht die von %5, sonst würde die andere Diagonale das Muster vollenden.</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>%1 enthält nur %2, und in %3 und %4 liegt die %5 nur im Rechteck. Wäre %6 eine %7, käme die %5 nach %8 und %9, und %1 wäre %7: ein tödliches Muster, zwei Lösungen. Also ist %6 keine %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 und %2 wurden mit %3 gefüllt (es sind keine Vorgaben). Bekämen %4 und %5 diese Ziffern über Kreuz, könnten die vier Zellen sie tauschen, und das Rätsel hätte zwei Lösungen. Also steht in %6 keine %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 und %2 wurden mit %3 gefüllt (es sind keine Vorgaben). Bekämen %4 und %5 diese Ziffern über Kreuz, könnten die vier Zellen sie tauschen, und das Rätsel hätte zwei Lösungen. Also ist eine von beiden %6, und eine Zelle, die beide sieht, ist keine %6.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>Die %1 hat in %2 und in %3 jeweils nur zwei Plätze, mit gemeinsamer Basis in %4. Also ist %5 oder %6 eine %1, und eine Zelle, die beide sieht, ist keine %1.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>Die %1 hat in %2 und in %3 jeweils nur zwei Plätze, verbunden in %4 (%5, %6). Also ist %7 oder %8 eine %1, und eine Zelle, die beide sieht, ist keine %1.</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>Ist %1 keine %2, dann ist %3 eine %2 (%4), also ist %5 keine %2 (%6), also ist %7 eine %2 (%8). Also ist %1 oder %7 eine %2, und eine Zelle, die beide sieht, ist keine %2.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>In %1 liegt die %2 nur in %3 und %4. Ist %5 keine %2, dann ist %6 eine %2 (%7), und %1 behält seine %2 auf der anderen dieser beiden Linien, die auch von %8 gesehen wird. So oder so steht in %8 keine %2.</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>Zwei 2-String Kites auf %1 treffen sich in denselben zwei Zellen von %2, %3 und %4: Die Zeilenverbindung jeder Zelle gehört zu einem Kite, ihre Spaltenverbindung zum anderen. Jeder Kite entfernt seinen eigenen Kandidaten.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>In %1 liegt die %2 nur in %3 und %4. Dieses Empty Rectangle arbeitet mit zwei starken Verbindungen, %5=%6 und %7=%8, und jede bewirkt ihre eigene Eliminierung.</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1 ist die letzte leere Zelle in %2; dort fehlt nur noch die %3.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>In %1 kann die %2 nur in %3 stehen.</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1 ist der einzige verbleibende Kandidat in %2: Jede andere Ziffer steht in ihrer Zeile, Spalte oder ihrem Block.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>In %1 passen %2 nur in %3. Diese Zellen enthalten also nichts anderes.</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>%1 enthalten zusammen nur %2, also kommen diese Ziffern in %3 nirgends sonst vor.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>Pivot %1 mit den Zangen %2 und %3 auf %4: Was auch immer im Pivot steht, eine Zange ist %5. Also kann keine Zelle, die beide Zangen sieht, %5 sein.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>Pivot %1 mit den Zangen %2 und %3 auf %4: Was auch immer im Pivot steht, er selbst oder eine Zange ist %5. Also kann keine Zelle, die alle drei sieht, %5 sein.</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>in %1 steht keine %2</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>Die leeren Zellen %1 eines Käfigs ergeben mit verschiedenen Ziffern die Summe %2: Nur %3 passt hinein. Jede dieser Kombinationen enthält die %4, und im Käfig kann die %4 nur in %5 stehen. Daher gilt: %6, denn diese Zellen sehen alle davon.</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>Der Käfig %1 ergibt mit verschiedenen Ziffern die Summe %2: Nur %3 passt hinein, jede Zelle mit einer Ziffer, die dort noch stehen kann. Daher gilt: %4.</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>Die leeren Zellen %1 eines Käfigs ergeben mit verschiedenen Ziffern die Summe %2 (die Summe des Käfigs ohne die Ziffern in %3): Nur %4 passt hinein, jede Zelle mit einer Ziffer, die dort noch stehen kann. Daher gilt: %5.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>Die Ziffern von %1 ergeben zusammen %2, 45 je Haus, und die Käfige ganz darin ergeben %3. Also ergeben die übrigen Zellen, %4, zusammen %5.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 Ohne die Ziffern in %2 steht in %3 die %4.</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 Daher steht in %2 die %3.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 Ohne die Ziffern in %2 ergeben die zwei leeren Zellen %3. Daher gilt: %4, denn kein Kandidat der anderen Zelle ergänzt die Summe.</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 Daher gilt: %2, denn kein Kandidat der anderen Zelle ergänzt die Summe.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>Die Ziffern von %1 ergeben zusammen %2, 45 je Haus, und die Käfige, die hineinreichen, ergeben %3. Also ergeben die Zellen dieser Käfige außerhalb, %4, zusammen %5.</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>Schau dir den Käfig bei %1 mit der Summe %2 an. Drücke noch einmal „Hinweis“ für die Zellen und die Begründung.</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>Das Almost Locked Set %1 hat mit %2 den eingeschränkt gemeinsamen Kandidaten %4 und mit %3 den Kandidaten %5. %1 fehlt nur eine seiner Ziffern, also enthält es die %4 oder die %5: Dann enthält %2 keine %4 oder %3 keine %5, und dieses Set ist gesperrt und enthält die %6. Eine Zelle, die jede %6 von %2 und von %3 sieht, ist keine %6.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>Wäre %1 eine %2, würde eine Schleife aus %3 Verbindungen von dort die %2 wieder ausschließen. Also ist %1 keine %2.</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>Wäre %1 keine %2, würde eine Schleife aus %3 Verbindungen von dort die %2 wieder einsetzen. Also ist %1 eine %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>Wäre %1 eine %2, würde eine Schleife aus %3 Verbindungen von dort sie zugleich zur %4 machen. Also ist %1 keine %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>Wäre %1 eine %2, wäre sie keine %3, und dann würde eine Schleife aus %4 Verbindungen von dort die %2 ausschließen. Also ist %1 keine %2.</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>Eine Kette aus %2 Verbindungen auf der %1, abwechselnd stark und schwach, läuft von %3 nach %4: Ist %3 keine %1, dann ist %4 eine %1. Eine der beiden ist %1, also kann keine Zelle, die beide sieht, %1 sein.</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Eine Kette aus %1 Zellen mit je zwei Kandidaten läuft von %2 nach %4, und jede Zelle sieht die nächste: Ist %2 keine %3, erzwingt jede Zelle die nächste, und %4 ist eine %3. Eine der beiden ist %3, also kann keine Zelle, die beide sieht, %3 sein.</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 enthalten nur %2, und entlang einer Kette sieht jede die nächste, also wechseln sie zwischen den beiden Ziffern ab. Eine Zelle, die zwei von ihnen sieht, die eine ungerade Zahl von Verbindungen auseinanderliegen, kann keine der beiden Ziffern sein.</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>Eine Schleife aus %1 Verbindungen schließt sich: Jede ihrer schwachen Verbindungen hat genau ein wahres Ende. Also verschwindet die Ziffer einer schwachen Verbindung aus jeder Zelle, die beide Enden sieht, und eine Zelle, die über starke Verbindungen betreten und verlassen wird, behält nur deren zwei Ziffern.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Eine Kette aus %1 Verbindungen läuft von %2 nach %4: Ist %2 keine %3, dann ist %4 eine %3. Eine der beiden ist %3, also kann keine Zelle, die beide sieht, %3 sein.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>Eine Kette aus %1 Verbindungen läuft von %2 nach %4: Ist %2 keine %3, dann ist %4 eine %5. Die beiden Zellen sehen sich gegenseitig, also kann %2 keine %5 und %4 keine %3 sein.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 ist nicht %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>keine der Zellen %1 ist %2</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1: das Gegenteil der Annahme</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>%1 wäre zugleich %2 und nicht %2</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>%1 wäre zugleich %2</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>%1 hätte keine Ziffer mehr: Jede der Ziffern %2 wäre dort ausgeschlossen</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>die %1 stünde zweimal in %2 (in %3)</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>die %1 stünde in beiden Zellen %2, die sich gegenseitig sehen</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>%1 hätte keinen Platz mehr für die %2: Sie wäre aus %3 ausgeschlossen</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>die %1 könnte in keiner der Zellen %2 stehen, ihren letzten Plätzen in einer Einheit</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1, was nicht alles zugleich gelten kann</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>Angenommen, %1. Die Ketten von dort aus ergeben: %2. Die Annahme ist also falsch.</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>Angenommen, %1. Mit Singles weitergespielt ergibt sich: %2. Die Annahme ist also falsch.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>Eine dieser Möglichkeiten muss zutreffen: %1. Jede führt über eine Kette zur selben Schlussfolgerung, also gilt: %2.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>Eine dieser Möglichkeiten muss zutreffen: %1. Mit Singles weitergespielt führt jede zur selben Schlussfolgerung, also gilt: %2.</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>Wo sich %1 und %2 kreuzen, enthalten %3 die Ziffern %4. %5 in %1 und %6 in %2 haben keine dieser Ziffern miteinander gemeinsam, und zusammen mit %3 haben sie genau so viele Zellen wie Ziffern, die sie aufnehmen müssen, also wird jede dieser Ziffern in ihnen gesetzt. Also kommt eine Ziffer von %5 in %1 nirgends sonst vor, eine Ziffer von %6 in %2 nirgends sonst, und eine Ziffer von %3, die keines der beiden enthält, in keiner der beiden Einheiten sonst.</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>%1 und %2 enthalten nur %3. In %5 kann die %4 nur in %6 stehen (sieht %1) oder in %7 (sieht %2). Also sieht eine von %1 und %2 eine %4 und ist keine %4: Sie ist %8. Eine Zelle, die sowohl %1 als auch %2 sieht, ist keine %8.</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1 Setze dann die %2 in %3.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>In %1 kann die %2 nur in %3 stehen, die auch in %4 liegen. Also kommt die %2 in %4 nirgends sonst vor, und in %6 bleibt ihr nur noch %5.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>In %1 passen %2 nur in %3. Diese Zellen enthalten also nichts anderes, und der %4 bleibt in %1 nur noch %5.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 Ohne die Ziffern in %2 ergeben die leeren Zellen zusammen %3: %4, da keine Kandidaten der anderen Zellen die Summe ergänzen (mit verschiedenen Ziffern, wo Zellen einander sehen).</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 Also %2, da keine Kandidaten der anderen Zellen die Summe ergänzen (mit verschiedenen Ziffern, wo Zellen einander sehen).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>Suche &amp;visualisieren</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>Dem Löser Schritt für Schritt bei der Suche in diesem Rätsel zusehen (%1)</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>Neues Spiel &amp;mit Schwierigkeit</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>Tagesrätsel mit Sch&amp;wierigkeit</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>Spielfel&amp;d kopieren als</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>&amp;Lösungshilfe</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>Lö&amp;ser</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>Der Löser, den „Lösen“ verwendet</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Löser</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>Ein neues Rätsel der Schwierigkeit „%1“ wird erzeugt …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>Löser: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>%1 in %2 &amp;setzen</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Anwenden</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (pausiert)</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · Fehler: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>Sudoku-Spielstände und Rätsel (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>Sudoku-Spielstände (*.sudoku)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>Rätsel: Simple Sudoku, SudoCue, Kandidatenraster, Zeilen (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>Dein Spiel konnte nicht gespeichert werden. %1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>Wenn du jetzt beendest, geht verloren, was du seit dem letzten Speichern gespielt hast.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>Trotzdem &amp;beenden</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>eine Ziffer in die ausgewählte Zelle setzen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Umschalt&lt;/b&gt;+Ziffer</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>eine Notiz setzen oder entfernen (auch Strg+Ziffer)</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>Notizmodus: Ziffern werden zu Notizen</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>Snyder-Notation</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Umschalt+Ziffer: Eckmarkierung; Strg+Ziffer (oder Notizmodus): Mittelmarkierung</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>Färben: Eine Ziffer färbt die Zelle, Umschalt+Ziffer den Kandidaten; zum Färben auf Zellen klicken, Umschalt+Klick oder Rechtsklick auf eine Notiz</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>Ziffer zuerst: eine Ziffer wählen (Ziffernblock oder Taste), dann auf Zellen klicken oder die Leertaste drücken, um sie zu setzen</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>bei „Ziffer zuerst“: die gewählte Ziffer in die ausgewählte Zelle setzen</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>die Zelle leeren</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>Pfeiltasten, &lt;b&gt;Pos1&lt;/b&gt;, &lt;b&gt;Ende&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>bewegen; Strg+Pos1/Ende: erste/letzte Zelle</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>den ersten Knopf der Meldung neben dem Spielfeld drücken (Korrigieren, Entfernen, Speichern unter, Neues Spiel …)</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>den Tastaturfokus zu den Knöpfen der Meldung oder des Hinweises neben dem Spielfeld bringen und zurück; dort springt Tab von Knopf zu Knopf, und die Leertaste drückt einen</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>rückgängig, wiederherstellen (Strg+Umschalt+Z oder Strg+Y)</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>Hinweis, prüfen, lösen, anhalten</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>&lt;b&gt;H&lt;/b&gt; erneut</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>nächste Stufe des Hinweises: Technik, wo hinschauen, warum, anwenden</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>vorheriger/nächster Zweig einer Forcing Chain im Hinweis, danach, was die Zweige beweisen</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>Hinweis schließen; Färben oder „Ziffer zuerst“ verlassen</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>alle Kandidaten eintragen</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>neues Spiel, neu starten, Rätsel eingeben, das eingegebene Rätsel spielen</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>Optionen für neues Spiel: Schwierigkeit und Symmetrie</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>Rätsel einfügen, Rätsel kopieren</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>öffnen, speichern, speichern unter</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>drucken, exportieren</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>heutiges Tagesrätsel, Statistik</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>Suche visualisieren</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>im Suchlabor</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Leertaste&lt;/b&gt; abspielen oder pausieren, &lt;b&gt;Links&lt;/b&gt;/&lt;b&gt;Rechts&lt;/b&gt; einen Schritt zurück oder vor, &lt;b&gt;Pos1&lt;/b&gt;/&lt;b&gt;Ende&lt;/b&gt; das Rätsel oder der letzte Schritt, &lt;b&gt;B&lt;/b&gt; nächste Sackgasse, &lt;b&gt;S&lt;/b&gt; nächste Lösung, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; schneller oder langsamer, &lt;b&gt;Strg+Umschalt+S&lt;/b&gt; das Spielfeld als Bild exportieren, &lt;b&gt;Strg+Umschalt+F&lt;/b&gt; und &lt;b&gt;Strg+Umschalt+A&lt;/b&gt; Einzelbilder oder eine Animation exportieren, &lt;b&gt;Alt&lt;/b&gt; mit einem unterstrichenen Buchstaben: dieser Knopf oder dieses Feld</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>in „Nebeneinander“</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; oder &lt;b&gt;Strg+W&lt;/b&gt; schließen das Fenster</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>mit dem unterstrichenen Buchstaben eines Menüs: das Menü öffnen</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>diese Tastenkürzel, beenden</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>Kandidatenraster exportieren</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>Kandidatenraster (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>Kandidatenraster kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportiert nach %1.</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>Das Rätselheft ist fertig: %n Seite.</numerusform>
            <numerusform>Das Rätselheft ist fertig: %n Seiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Deine Einstellungen werden wieder gespeichert.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>Deine Einstellungen können nicht gespeichert werden. %1 Bis das wieder geht, gelten Änderungen nur, solange Sudoku geöffnet ist.</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>Deine Einstellungen konnten nicht gespeichert werden. %1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>Wenn du jetzt beendest, gehen die Einstellungen verloren, die du seit dem Start von Sudoku geändert hast. Schaffe Platz auf dem Datenträger und versuche es dann erneut.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>Nicht automatisch gespeichert</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>Einstellungen nicht gespeichert</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>Statistik aus</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
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
        <translation>Ein neues %1-Rätsel der Schwierigkeit „%2“ wird erzeugt …</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>Kandidatenfilter</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>Der Kandidatenfilter verbirgt hier die Notiz %1; um sie zu ändern, alle Notizen zeigen (%2).</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>Der Kandidatenfilter verbirgt einige Notizen dieser Zelle; um sie zu löschen, alle Notizen zeigen (%1).</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>Zellen mit zwei Kandidaten</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>%1 in Zellen mit zwei Kandidaten</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>Notizen: %1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>die Beschriftung der Zeilen und Spalten, r1–r9 und c1–c9, zeigen oder verbergen, so wie Hinweise Zellen nennen</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>Kandidatenfilter: nur die Notizen dieser Ziffer zeigen (mehrere Ziffern: die Notizen jeder davon; noch einmal: diese Ziffer aus)</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>Kandidatenfilter: nur die Notizen von Zellen mit zwei Kandidaten; wieder alle Notizen zeigen</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>Zu einem Kontrollpunkt &amp;gehen</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>Kontrollpunkt &amp;entfernen</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Zurück zu %1</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 entfernt.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>Benannten Kontrollpunkt setzen</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>Name des Kontrollpunkts:</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Kontrollpunkt %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>Ein Spiel hat höchstens %1 Kontrollpunkte: entfernen Sie zuerst einen.</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 gesetzt: Strg+B kehrt zu ihm zurück.</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Zurück zu %1. Rückgängig (Strg+Z) bringt Sie dorthin zurück, wo Sie waren.</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Das Spielfeld ist bereits bei %1.</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>Kontrollpunkt setzen, benannten Kontrollpunkt setzen, zurück zum neuesten Kontrollpunkt (ein Zug: Strg+Z nimmt ihn zurück)</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>Lösungsweg</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>Alle Schritte (jeder Schritt, der jetzt möglich ist) und den Lösungsweg zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>%1 schließen</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>%1 abdocken</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>Rest: wird bewertet…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>Rest: %1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>Rest: nicht bewertet, auf dem Brett ist ein Fehler</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>Restschwierigkeit</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>nächster/vorheriger Block (Gebiet, bei Jigsaw)</translation>
    </message>
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — Rätsel %2 von %3 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>Rätsel %1 von %2 in %3 öffnen</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>das nächste Rätsel der zuletzt geöffneten Rätseldatei</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>Rückgängig</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>türkis</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>braun</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>Matrix der exakten Überdeckung</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>Zelle r,c gefüllt</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>Zeile r hat Ziffer d</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>Spalte c hat Ziffer d</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>Block b hat Ziffer d</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>Die Spalten der Exakte-Überdeckung-Matrix mit den verbliebenen Zeilen: grau = überdeckt, rot = keine Zeile mehr; der Ring ist die gewählte Spalte, die Umrisse sind die Spalten der genommenen Zeile</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>Diagonale oder Fenster hat Ziffer d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>Gebiet g hat Ziffer d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>Diagonale hat Ziffer d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>Fenster w hat Ziffer d</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Meldung schließen</translation>
    </message>
    <message>
        <source>Return on the board presses this button</source>
        <translation>Die Eingabetaste auf dem Spielfeld drückt diesen Knopf</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>Nur Singles: Jeder Schritt ist eine Zelle mit nur einer möglichen Ziffer.</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>Braucht Forcing Chains oder Forcing Nets oder Ausprobieren.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>Symmetrie der &amp;Vorgaben:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>Star&amp;ten</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>V&amp;ariante:</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>Braucht Locked Candidates oder Naked Pairs.</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>Braucht X-Wing, Swordfish, Hidden Pairs, Tripel oder XY(Z)-Wing.</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>Braucht Eindeutigkeit, Quadrupel, Jellyfish, Skyscraper, 2-String Kite, Färbung oder kurze Ketten.</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>Braucht Schleifen, Ketten, W-Wing, Fische mit Flossen, Almost Locked Sets oder Sue de Coq.</translation>
    </message>
</context>
<context>
    <name>NumberPad</name>
    <message>
        <source>Number pad</source>
        <translation>Ziffernblock</translation>
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
        <translation>Das Rätsel ist gelöst.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>%n Schritt bis zur Lösung.</numerusform>
            <numerusform>%n Schritte bis zur Lösung.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>Nach %n Schritt hilft keine Technik mehr weiter.</numerusform>
            <numerusform>Nach %n Schritten hilft keine Technik mehr weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>Lösungsweg</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>&amp;Bis hierher spielen</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>Den Weg bis zum gewählten Schritt als einen Zug ausführen</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>Weg &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>Den Lösungsweg als Text kopieren</translation>
    </message>
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>Als &amp;HoDoKu-Zeilen kopieren</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>Den Lösungsweg im Bibliotheksformat von HoDoKu kopieren, ein Schritt pro Zeile, wie HoDoKu und sudoku-cli ihn lesen (nur klassische Rätsel: Eine Zeile kann die Regeln einer Variante nicht fassen)</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>&amp;Lernen: ein Rätsel in der Schwierigkeit der Technik, geöffnet kurz vor ihrem ersten Schritt</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>&amp;Üben: ein ganzes Rätsel der Schwierigkeit</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Erzeugen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>Technik üben</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technik</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>Techniken zum Üben</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>V&amp;ariante:</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>&amp;Techniken (der Lösungsweg des Rätsels nutzt mindestens eine der angekreuzten):</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>Wähle eine Technik, um zu lesen, was sie ist; Hilfe &gt; Techniken erklärt jede mit einem Beispiel.</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>Kreuze mindestens eine Technik an.</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>Ein Rätsel der Schwierigkeit %1 braucht die angekreuzten Techniken nie: Wähle ihre Schwierigkeit oder eine höhere.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Wird erzeugt …</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>Wird erzeugt … %n zufälliges Raster versucht.</numerusform>
            <numerusform>Wird erzeugt … %n zufällige Raster versucht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>Kein Rätsel in %n zufälligen Raster: Der Generator macht selten oder nie ein Rätsel, dessen Lösungsweg diese Techniken in dieser Schwierigkeit nutzt. Versuche es noch einmal oder wähle andere Techniken oder eine andere Schwierigkeit.</numerusform>
            <numerusform>Kein Rätsel in %n zufälligen Rastern: Der Generator macht selten oder nie ein Rätsel, dessen Lösungsweg diese Techniken in dieser Schwierigkeit nutzt. Versuche es noch einmal oder wähle andere Techniken oder eine andere Schwierigkeit.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Beispiel</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>Die Stellung vor dem ersten Schritt der Technik in einem Beispielrätsel, mit dem Schritt eingezeichnet</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>Kein Beispiel für diese Technik.</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>Wähle eine Technik, um ein Beispiel zu sehen.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielfeld</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>Zeile, Spalte und Block der ausgewählten Zelle hervorheben</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>Zellen und Notizen mit der ausgewählten Ziffer hervorheben</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>Konflikte anzeigen (eine Ziffer doppelt in Zeile, Spalte oder Block)</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>Eine gesetzte Ziffer aus den Notizen ihrer Zeile, Spalte und ihres Blocks entfernen</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>Jede Ziffer an ihrem Platz in der Zelle</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>Eck- und Mittelmarkierungen (Snyder-Notation)</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>In der Snyder-Notation schreibt Umschalt+Ziffer eine Eckmarkierung und Strg+Ziffer (oder der Notizmodus) eine Mittelmarkierung</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Uhr anzeigen</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>Wie das System</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>Bei „Wie das System“ wird das kontrastreiche Aussehen verwendet, wenn die Arbeitsumgebung es verlangt</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>&amp;Aussehen:</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>Normal (wie die Arbeitsumgebung)</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Groß</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Größer</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>Sehr groß</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <comment>text size: its name and percentage</comment>
        <translation>%1 – %2&#xa0;%</translation>
    </message>
    <message>
        <source>Text in the window and digits and pencil marks on the board</source>
        <translation>Text im Fenster sowie Ziffern und Notizen auf dem Spielfeld</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Textgröße:</translation>
    </message>
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>Schwierigkeit eines &amp;neuen Spiels:</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>Der Löser hinter „Lösen“, „Prüfen“ und der Lösung eines Ausdrucks</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>&amp;Löser:</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>&amp;Fehler anzeigen: eine Ziffer, die der Lösung widerspricht, sofort markieren (zählt als Hilfe)</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Dru&amp;cken …</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Druck&amp;vorschau …</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>Rätsel&amp;heft drucken …</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>Spielfeld als &amp;Zeile kopieren</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>Spielfeld als &amp;Raster kopieren</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Spielfeld als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>Das Rätsel drucken, auf Wunsch mit Lösung</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>Das Rätsel als PDF-Dokument, PNG-Bild oder SVG-Bild speichern</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>Mehrere neue Rätsel einer Schwierigkeit pro Seite drucken oder speichern</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>Das Spielfeld als eine Zeile aus 81 Zeichen kopieren, „.“ für eine leere Zelle</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>Das Spielfeld als neun Textzeilen mit Blockrahmen kopieren</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>Ein Bild des Spielfelds kopieren</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>Das Rätsel hat keine eindeutige Lösung: Nur das Rätsel selbst wird gedruckt oder exportiert.</translation>
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
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>Die Lösung auf einer zweiten Seite drucken</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>Meinen Spielstand drucken: Einträge, Notizen und Farben</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Der Drucker konnte nicht verwendet werden.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Druckvorschau</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Lösung anzeigen</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>Meinen Spielstand zeigen</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>Einträge, Notizen und Farben über dem Rätsel</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Rätsel</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>%n Rätsel wird erzeugt …</numerusform>
            <numerusform>%n Rätsel werden erzeugt …</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>Rätselheft drucken</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>Nr. %1</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>Lösung zu Nr. %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>Rätsel öffnen</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>Rätsel in der Datei</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Schwierigkeitsgrade</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>Rätsel dieses Schwierigkeitsgrads zeigen</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>Die Vorgaben des gewählten Rätsels</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>Fortschritt der Bewertung</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>Das gewählte Rätsel spielen</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>Rätsel in %1: %2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>%1 von %2 bewertet</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n kann nicht gelesen werden</numerusform>
            <numerusform>%n können nicht gelesen werden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>Bemerkung</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>Probieren</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>mehr als eine Lösung</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>ungültig</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>der Generator wurde angehalten</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>keines von %1 zufälligen Rastern ergab ein Rätsel dieser Schwierigkeit</translation>
    </message>
</context>
<context>
    <name>PuzzleRenderer</name>
    <message>
        <source>%1 — page %2 of %3</source>
        <comment>print title, page number</comment>
        <translation>%1 — Seite %2 von %3</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>Das Bild %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>%1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
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
        <translation>Sudoku spielen, lösen und lernen.</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>Ein gespeichertes Spiel (.sudoku), das geöffnet werden soll.</translation>
    </message>
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>Aussehen für diesen Start: system (wie das System), light (hell), dark (dunkel) oder high-contrast (hoher Kontrast).</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>Einstellungen aus dieser INI-Datei lesen und in sie schreiben statt in die Konfiguration des Benutzers.</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>Die Zeit vom Start bis zum ersten gezeichneten Bild ausgeben, dann beenden (Benchmark).</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>Ein Bild des Fensters speichern, sobald es gezeichnet ist, dann beenden.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>Sudoku läuft bereits (Prozess %1): Sein Fenster wurde in den Vordergrund geholt.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>Sudoku läuft bereits (Prozess %1): %2 wurde dort geöffnet.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>Sudoku läuft bereits (Prozess %1), antwortet aber nicht: Dieses Fenster läuft getrennt weiter und speichert dein Spiel nicht automatisch.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>Zelle %1 enthält einen unmöglichen Wert</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>das Rätsel ist ungültig: %1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>die Spielzeit ist negativ</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>die ausgewählte Zelle liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>der Rückgängig-Verlauf liegt außerhalb des Bereichs</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>der Rückgängig-Verlauf passt nicht zum Spielfeld</translation>
    </message>
    <message>
        <source>the rules are broken: %1</source>
        <translation>die Regeln sind fehlerhaft: %1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>der Name eines Kontrollpunkts ist leer oder zu lang</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>Zelle %1 eines Kontrollpunkts enthält einen unmöglichen Wert</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>ein Kontrollpunkt hat andere Vorgaben als das Rätsel</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>der Rückgängig-Verlauf ist beschädigt</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>Die Einstellungen können nicht in %1 gespeichert werden: Es ist keine reguläre Datei (sondern eine Pipe, ein Gerät, ein Socket oder ein Ordner).</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>die Datei enthält nicht, was geschrieben wurde</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>Die Einstellungen können nicht in %1 geschrieben werden: %2.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>Ein anderes Sudoku (Prozess %1) hält %2 und hat nicht geantwortet, daher speichert dieses Fenster nicht dort.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>die Datei ist keine Datenbank</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>die Datei enthält die Tabellen eines anderen Programms</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>ihre Tabellen sind unvollständig</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>SQLite hat sie als beschädigt erkannt</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>Die Statistikdatei war beschädigt (%1). Sie wurde als %2 aufbewahrt, und eine neue Statistik wurde begonnen.</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>Die Statistik ist ausgeschaltet: Der SQLite-Treiber von Qt ist nicht installiert (Debian: libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>Die Statistik ist ausgeschaltet: In den Ordner %1 kann nicht geschrieben werden, daher kann %2 nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>Die Statistik ist ausgeschaltet: %1 kann nicht geöffnet werden (%2).</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>Die Statistik ist ausgeschaltet: %1 wurde von einer neueren Version von Sudoku angelegt (Statistikversion %2) und bleibt unverändert.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>Die Statistik ist ausgeschaltet: %1 ist beschädigt und kann nicht beiseitegelegt werden (%2).</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>Die Statistik kann nicht gespeichert werden: %1 oder sein Ordner ist schreibgeschützt. Sie kann angezeigt werden, aber Spiele werden nicht gezählt.</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>Die Statistik konnte nicht in %1 gespeichert werden (%2).</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>Die Statistik konnte nicht in %1 gespeichert werden (%2); das letzte Spiel wird nicht gezählt.</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>Ein anderes Programm hält %1 gesperrt: Deine Spiele werden aufbewahrt und gezählt, sobald es die Datei freigibt.</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>Die Statistik kann vorerst nicht angezeigt werden: Ein anderes Programm hält %1 gesperrt.</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>Deine letzten Spiele konnten nicht gezählt werden: Ein anderes Programm hält %1 gesperrt, und sie konnten auch nicht für später aufbewahrt werden (%2).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>Ü&amp;bersicht</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>Statistik nach Schwierigkeit</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Begonnene Spiele</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>Bestzeit ohne Hilfe</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>Durchschnitt ohne Hilfe</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>Median ohne Hilfe</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>Durchschnitt mit Hilfe</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>Aktuelle Serie</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Längste Serie</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>Die Zeiten beziehen sich auf ohne Hilfe beendete Spiele (Hinweise, Prüfungen, angezeigte Fehler oder „Lösen“), außer dem Durchschnitt mit Hilfe. Eine Serie zählt in Folge beendete Spiele; ein abgebrochenes Spiel beendet sie.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>Keine Statistik.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt …</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>Tagesrätsel: Tage in Folge mit einem beendeten: %1 · längste Serie: %2</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Eigenes Rätsel</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1, Tagesrätsel vom %2</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>Aufgegeben (Lösen)</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>Prüfungen: %1</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>Noch keine Spiele: Ein Spiel zählt ab seinem ersten Zug.</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>Spiele: %1; die letzten %2 sind aufgeführt.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Spiele: %1</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>V&amp;ariante:</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
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
        <translation>Schritt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>Lösungsweg: %n Schritt</numerusform>
            <numerusform>Lösungsweg: %n Schritte</numerusform>
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
        <translation>Beginnen Sie ein Rätsel, um seine Schritte zu sehen.</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Schritte werden gesucht…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>Auf dem Spielfeld sind Fehler: Schritte, die darauf gefunden werden, wären falsch. Prüfen oder Hinweis zeigen sie.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>Hier ist kein logischer Schritt möglich.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>Hier ist %n Schritt möglich.</numerusform>
            <numerusform>Hier sind %n Schritte möglich.</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <comment>the All Steps list</comment>
        <translation>S&amp;ortieren nach</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <comment>sort the steps by</comment>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>Entfernte Kandidaten</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>Schritte sortieren nach</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>Alle Schritte</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>Schritt &amp;ausführen</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>Den gewählten Schritt als einen Zug ausführen (die Eingabetaste in der Liste tut dasselbe)</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>Nur Killer-Sudoku: Die Technik liest die Käfige und ihre Summen.</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>Gilt in jeder Variante: Die Diagonalen von Sudoku-X, die Fenster von Hyper und die Gebiete von Jigsaw sind Einheiten wie Zeilen, Spalten und Blöcke, und die Käfige eines Killers fügen dem, was bekannt ist, nur etwas hinzu.</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>Beruht auf den Blöcken: Gilt in klassischen Rätseln, Sudoku-X, Hyper und Killer, nicht in Jigsaw, dessen Gebiete die Blöcke ersetzen.</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>Nur klassische Rätsel mit genau einer Lösung: In einer Variante können die zusätzlichen Einheiten oder Käfige die beiden Ziffern eines Rechtecks unterscheiden, sodass das Muster dort nicht tödlich ist.</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>Die letzte leere Zelle einer Einheit bekommt die eine Ziffer, die der Einheit fehlt.</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>Such eine Zeile, Spalte oder einen Block, in der schon acht Ziffern stehen. Jede Einheit enthält jede Ziffer genau einmal, also muss ihre eine leere Zelle die fehlende Ziffer bekommen.</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>Eine Ziffer, die in einer Einheit nur noch einen Platz hat, kommt dorthin.</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>Wähle eine Ziffer und eine Einheit und streiche jede Zelle der Einheit, die diese Ziffer schon in ihrer Zeile, Spalte oder ihrem Block sieht. Bleibt nur eine Zelle übrig, muss die Ziffer dorthin, egal welche anderen Kandidaten diese Zelle noch hat: Die Einheit braucht die Ziffer irgendwo.</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>Eine Zelle mit nur noch einem Kandidaten bekommt diesen.</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>Sieh dir eine leere Zelle an und notiere die Ziffern, die ihre Zeile, ihre Spalte und ihr Block schon enthalten. Sind acht der neun Ziffern dabei, kann die Zelle nur die neunte bekommen: Setze sie.</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>Eine Ziffer, die in einem Block auf eine Linie beschränkt ist, wird aus dem Rest dieser Linie entfernt.</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>Sieh dir in einem Block an, wo eine Ziffer noch stehen kann. Liegen all diese Zellen in einer einzigen Zeile oder Spalte, steht die Ziffer des Blocks auf dieser Linie. Also kann die Ziffer sonst nirgends auf dieser Linie außerhalb des Blocks stehen: Entferne sie dort.</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>Eine Ziffer, die in einer Linie auf einen Block beschränkt ist, wird aus dem Rest dieses Blocks entfernt.</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>Sieh dir in einer Zeile oder Spalte an, wo eine Ziffer noch stehen kann. Liegen all diese Zellen in einem einzigen Block, steht die Ziffer der Linie in diesem Block. Also können die anderen Zellen des Blocks, außerhalb der Linie, sie nicht bekommen: Entferne sie dort.</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>Ein Naked Pair in Zellen, die sowohl eine Linie als auch einen Block teilen, räumt beide Einheiten.</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>Zwei Zellen im selben Block und in derselben Zeile (oder Spalte) enthalten dieselben zwei Kandidaten und keine anderen. Die beiden Ziffern müssen diese zwei Zellen füllen, in der einen oder der anderen Reihenfolge, also kann keine der beiden Ziffern sonst irgendwo im Block oder in der Linie stehen: Entferne sie aus beiden.</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>Zwei Zellen einer Einheit mit denselben zwei Kandidaten behalten diese Ziffern für sich.</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>Such zwei Zellen in einer Einheit, die genau dieselben zwei Kandidaten enthalten. Zusammen müssen sie beide Ziffern bekommen, also kann keine andere Zelle dieser Einheit eine davon haben: Entferne die beiden Ziffern aus dem Rest der Einheit.</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>Zwei Ziffern, die in einer Einheit nur in dieselben zwei Zellen passen, beanspruchen diese Zellen.</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>Such in einer Einheit zwei Ziffern, die jeweils nur in denselben zwei Zellen stehen können. Diese zwei Zellen müssen diese zwei Ziffern enthalten, also ist jeder andere Kandidat darin falsch: Entferne die anderen Kandidaten aus den beiden Zellen.</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>Ein Naked Triple in Zellen, die sowohl eine Linie als auch einen Block teilen, räumt beide Einheiten.</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>Drei Zellen im selben Block und in derselben Zeile (oder Spalte) enthalten zusammen nur drei Ziffern. Sie müssen diese drei Ziffern bekommen, also können die Ziffern nirgends sonst im Block oder in der Linie stehen: Entferne sie aus beiden.</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>Drei Zellen einer Einheit, die zusammen nur drei Ziffern enthalten, behalten diese Ziffern.</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>Such drei Zellen in einer Einheit, deren Kandidaten zusammen nur drei Ziffern sind (eine Zelle muss nicht alle drei enthalten). Die drei Zellen müssen diese drei Ziffern bekommen, also entferne die Ziffern aus jeder anderen Zelle der Einheit.</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>Drei Ziffern, die in einer Einheit nur in dieselben drei Zellen passen, beanspruchen diese Zellen.</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>Such in einer Einheit drei Ziffern, deren mögliche Plätze dieselben drei Zellen sind (jede Ziffer in zwei oder drei davon). Diese Zellen müssen diese Ziffern enthalten, also entferne jeden anderen Kandidaten aus ihnen.</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>Vier Zellen einer Einheit, die zusammen nur vier Ziffern enthalten, behalten diese Ziffern.</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>Die Idee des Naked Triple mit vier Zellen: Vier Zellen einer Einheit, deren Kandidaten zusammen nur vier Ziffern sind, müssen alle vier bekommen, also entferne diese Ziffern aus dem Rest der Einheit.</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>Vier Ziffern, die in einer Einheit nur in dieselben vier Zellen passen, beanspruchen diese Zellen.</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>Die Idee des Hidden Triple mit vier Ziffern: Wenn vier Ziffern einer Einheit nur in denselben vier Zellen stehen können, enthalten diese Zellen sie, und jeder andere Kandidat in den vier Zellen kann entfernt werden.</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>Eine Ziffer mit genau zwei Plätzen in jeder von zwei Zeilen, in denselben zwei Spalten.</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>Such eine Ziffer, die in einer Zeile nur in zwei Zellen stehen kann und in einer anderen Zeile ebenfalls nur in zwei Zellen, in denselben zwei Spalten. Die beiden Zeilen brauchen die Ziffer je einmal und können sie nur in gegenüberliegenden Ecken des Rechtecks bekommen. So oder so bekommen beide Spalten die Ziffer aus diesen Zeilen, also entferne sie aus den anderen Zellen der beiden Spalten. (Dasselbe funktioniert mit vertauschten Zeilen und Spalten.)</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>Ein X-Wing mit drei Zeilen und drei Spalten.</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>Such drei Zeilen, in denen eine Ziffer nur in denselben drei Spalten stehen kann (zwei oder drei Zellen in jeder Zeile). Die drei Zeilen brauchen die Ziffer dreimal, in drei verschiedenen Spalten, also liefern diese Zeilen die Ziffer aller drei Spalten. Entferne sie aus den anderen Zellen dieser Spalten. (Auch mit vertauschten Zeilen und Spalten.)</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>Ein X-Wing mit vier Zeilen und vier Spalten.</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>Vier Zeilen, in denen eine Ziffer nur in denselben vier Spalten stehen kann, müssen die Ziffer in jede dieser Spalten setzen. Also kann die Ziffer aus jeder anderen Zelle der vier Spalten entfernt werden. (Auch mit vertauschten Zeilen und Spalten.)</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>Eine Pivot-Zelle XY und zwei Zangen XZ und YZ: Eine Zelle, die beide Zangen sieht, kann nicht Z sein.</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>Such drei Zellen mit je zwei Kandidaten: einen Pivot mit X und Y, eine Zange, die den Pivot sieht und X und Z enthält, und eine weitere, die den Pivot sieht und Y und Z enthält. Ist der Pivot X, ist die erste Zange Z; ist der Pivot Y, ist die zweite Zange Z. So oder so ist eine der Zangen Z, also kann keine Zelle, die beide Zangen sieht, Z sein.</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>Ein XY-Wing, dessen Pivot auch Z enthält: Zellen, die alle drei sehen, können nicht Z sein.</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>Der Pivot enthält drei Kandidaten X, Y und Z; eine Zange, die ihn sieht, enthält X und Z, eine weitere Y und Z. Welche Ziffer der Pivot auch bekommt, eine der drei Zellen ist Z: der Pivot selbst oder eine der Zangen. Also kann eine Zelle, die alle drei Zellen sieht, nicht Z sein.</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>Zwei starke Verbindungen einer Ziffer auf parallelen Linien, an einem Ende verbunden.</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>Such eine Ziffer, die in jeder von zwei Zeilen genau zwei Plätze hat, wobei ein Ende jedes Paars in derselben Spalte liegt (die Basis) und die beiden anderen Enden in verschiedenen Spalten (die Spitzen). Die beiden Basiszellen teilen eine Spalte, also enthält höchstens eine von ihnen die Ziffer, und die andere Zeile muss sie dann an ihrer Spitze haben: Mindestens eine Spitze enthält die Ziffer. Eine Zelle, die beide Spitzen sieht, kann sie nicht bekommen. (Auch mit vertauschten Zeilen und Spalten.)</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>Eine Zeilenverbindung und eine Spaltenverbindung einer Ziffer, in einem Block verbunden.</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>Such eine Ziffer mit genau zwei Plätzen in einer Zeile und genau zwei in einer Spalte, wobei ein Ende der Zeile und ein Ende der Spalte verschiedene Zellen desselben Blocks sind. Diese beiden Zellen können die Ziffer nicht beide enthalten, also enthält sie eines der fernen Enden: das andere Ende der Zeile oder das andere Ende der Spalte. Die Zelle, die beide fernen Enden sieht, kann die Ziffer nicht bekommen.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>Färbe die starken Verbindungen einer Ziffer in zwei Farben; eine Zelle, die beide Farben sieht, verliert die Ziffer.</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>Nimm eine Ziffer und verbinde je zwei Zellen, die ihre einzigen Plätze in einer Einheit sind. Färbe eine solche Kette abwechselnd in zwei Farben: Die eine Farbe ist ganz wahr, die andere ganz falsch, aber wir wissen noch nicht, welche. Eine Zelle außerhalb der Kette, die eine Zelle jeder Farbe sieht, sieht die Ziffer in jedem Fall, also entferne sie dort.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>Färbe die starken Verbindungen einer Ziffer; eine Farbe, die in einer Einheit auf sich selbst trifft, ist falsch.</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>Färbe eine Kette aus starken Verbindungen einer Ziffer abwechselnd in zwei Farben, wie beim Trap. Teilen sich zwei Zellen derselben Farbe eine Einheit, kann diese Farbe nicht wahr sein, denn die Einheit bekäme die Ziffer zweimal. Also verliert jede Zelle dieser Farbe die Ziffer, und die Zellen der anderen Farbe bekommen sie.</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>Zwei gleiche bivalente Zellen, verbunden durch eine starke Verbindung einer ihrer Ziffern.</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>Such zwei Zellen, die dieselben zwei Kandidaten X und Y enthalten, sich aber nicht sehen, und eine starke Verbindung auf X (eine Einheit, in der X nur zwei Plätze hat), bei der je ein Ende eine der beiden Zellen sieht. Wäre keine der beiden Zellen Y, wären beide X, und die starke Verbindung hätte kein X mehr. Also ist eine der beiden Zellen Y, und eine Zelle, die beide sieht, kann nicht Y sein.</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>Drei Ecken eines tödlichen Rechtecks: Die vierte kann nicht beide Ziffern behalten.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>Vier Zellen in zwei Zeilen, zwei Spalten und zwei Blöcken, die alle nur X und Y enthielten, könnten X und Y tauschen und eine zweite Lösung ergeben (ein tödliches Muster). Ein ordentliches Rätsel hat nur eine Lösung, also kann das nicht passieren. Enthalten drei Ecken nur X und Y, muss die vierte eine andere Ziffer bekommen: Entferne X und Y aus ihr.</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>Alle Zellen bivalent bis auf eine: Diese Zelle bekommt ihre dritte Ziffer.</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>Eine Stellung, in der jede leere Zelle zwei Kandidaten hat und jede Ziffer in jeder Einheit zweimal vorkommt, ist ein Bivalue Universal Grave: Sie hat keine oder mehr als eine Lösung. Hat nur eine Zelle drei Kandidaten und kommt eine ihrer Ziffern in ihren Einheiten dreimal vor, muss diese Ziffer dort gesetzt werden; sonst würde die Stellung zu einem solchen Grave.</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>Zwei starke Verbindungen einer Ziffer, verbunden durch eine schwache Verbindung.</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>Nimm eine Ziffer mit zwei starken Verbindungen (Einheiten, in denen sie genau zwei Plätze hat), bei denen ein Ende der ersten ein Ende der zweiten sieht. Diese beiden Enden können die Ziffer nicht beide enthalten, also enthält sie eines der beiden anderen Enden. Eine Zelle, die beide anderen Enden sieht, kann die Ziffer nicht bekommen. Skyscraper und 2-String Kite sind Turbot Fish von besonderer Form.</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>Eine Ziffer in einem Block, beschränkt auf eine Zeile und eine Spalte, mit einer starken Verbindung außerhalb.</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>In einem Block liegen die Plätze einer Ziffer auf einer Zeile und einer Spalte des Blocks (ein L oder ein Kreuz), also steht die Ziffer des Blocks in dieser Zeile oder in dieser Spalte. Nimm eine starke Verbindung der Ziffer in einer Spalte außerhalb des Blocks hinzu, deren nahes Ende in der Zeile des Blocks liegt. Entweder enthält ihr fernes Ende die Ziffer oder ihr nahes Ende, und dann ist die Zeile des Blocks belegt, und die Ziffer des Blocks steht in seiner Spalte. Die Zelle, in der sich die Spalte des Blocks und die Zeile des fernen Endes kreuzen, sieht beide, also verliert sie die Ziffer. (Auch mit vertauschten Zeilen und Spalten.)</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>Zwei 2-String Kites durch dieselben Zellen eines Blocks, jeder entfernt eine Ziffer.</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>Zwei Kites, die dieselben zwei Zellen eines Blocks teilen und jeweils aus eigenen starken Verbindungen bestehen, werden zusammen gefunden. Jeder Kite für sich entfernt die Ziffer aus der Zelle, die seine beiden fernen Enden sieht; der Schritt nimmt beide Eliminierungen auf einmal.</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>Zwei Empty Rectangles in einem Block, jedes mit eigener starker Verbindung.</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>Ein Block, dessen Ziffer auf eine Zeile und eine Spalte beschränkt ist, wirkt als Empty Rectangle mit zwei starken Verbindungen zugleich: Eine trifft seine Zeile, eine seine Spalte. Jede bewirkt ihre eigene Eliminierung, wie beim Empty Rectangle; der Schritt nimmt beide.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>Ein X-Wing mit zusätzlichen Kandidaten in einem Block: Nur dort eliminieren, wo die Flosse gesehen wird.</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>Zwei Zeilen enthalten eine Ziffer fast wie bei einem X-Wing, aber eine Zeile hat einen oder zwei zusätzliche Plätze (die Flosse) im Block einer Ecke. Entweder enthält die Flosse die Ziffer, oder der X-Wing gilt. Eine Zelle, die der X-Wing räumen würde und die auch die Flosse sieht (im Block der Flosse), verliert die Ziffer in beiden Fällen.</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>Ein Swordfish mit zusätzlichen Kandidaten in einem Block.</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>Drei Zeilen enthalten eine Ziffer wie bei einem Swordfish, abgesehen von einer Flosse: einem oder zwei zusätzlichen Plätzen in einem einzigen Block. Entweder enthält die Flosse die Ziffer, oder der Swordfish gilt. Die Zellen, die der Swordfish räumen würde und die auch die Flosse sehen, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>Ein Jellyfish mit zusätzlichen Kandidaten in einem Block.</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>Die Idee mit der Flosse bei vier Zeilen und vier Spalten: Entweder enthält die Flosse in ihrem Block die Ziffer, oder der Jellyfish gilt. Entferne die Ziffer aus den Zellen, die der Jellyfish räumen würde und die auch die Flosse sehen.</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>Ein Finned X-Wing, dem eine Ecke fehlt.</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>Wie ein Finned X-Wing, aber eine Ecke des Rechtecks hat keinen Kandidaten mehr; die Flosse daneben im selben Block vertritt sie. Entweder enthält die Flosse die Ziffer, oder die übrigen Zellen wirken als X-Wing, also verlieren die Zellen, die die Flosse sehen und die der X-Wing räumen würde, die Ziffer.</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>Ein Finned Swordfish, dem eine Ecke fehlt.</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>Ein Finned Swordfish, bei dem die Ecke im Block der Flosse keinen Kandidaten hat; die Flosse nimmt ihren Platz ein. Die Begründung ist die mit der Flosse: Die Zellen, die die Flosse sehen und die der Swordfish räumen würde, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>Ein Finned Jellyfish, dem eine Ecke fehlt.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>Ein Finned Jellyfish, bei dem die Ecke im Block der Flosse keinen Kandidaten hat; die Flosse nimmt ihren Platz ein. Die Zellen, die die Flosse sehen und die der Jellyfish räumen würde, verlieren die Ziffer.</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>Zwei Finned Swordfish auf denselben Zeilen, als ein Schritt gefunden.</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>Zwei Finned Swordfish, die ihre Zeilen teilen und sich nur darin unterscheiden, welche zusätzlichen Zellen die Flosse sind, werden zusammen gezeigt: Jeder entfernt die Ziffer dort, wo er es allein täte, und der Schritt nimmt beide Entfernungen.</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>Zwei Finned Jellyfish auf denselben Zeilen, als ein Schritt gefunden.</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>Zwei Finned Jellyfish, die ihre Zeilen teilen und sich nur in ihren Flossen unterscheiden, werden zusammen gezeigt; jeder bewirkt seine eigene Eliminierung, und der Schritt nimmt beide.</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>Zwei Sashimi Swordfish auf denselben Zeilen, als ein Schritt gefunden.</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>Zwei Sashimi Swordfish, die ihre Zeilen teilen und sich nur in ihren Flossen unterscheiden, werden zusammen gezeigt; jeder bewirkt seine eigene Eliminierung, und der Schritt nimmt beide.</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>Zwei Sashimi Jellyfish auf denselben Zeilen, als ein Schritt gefunden.</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>Zwei Sashimi Jellyfish, die ihre Zeilen teilen und sich nur in ihren Flossen unterscheiden, werden zusammen gezeigt; jeder bewirkt seine eigene Eliminierung, und der Schritt nimmt beide.</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>Zwei Farbketten einer Ziffer, die sich sehen: Ein Farbpaar kann nicht beide wahr sein.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>Färbe zwei getrennte Ketten aus starken Verbindungen einer Ziffer, jede in ihrem eigenen Farbpaar. Sieht eine Zelle der Farbe A in der ersten Kette eine Zelle der Farbe C in der zweiten, sind A und C nicht beide wahr, also enthalten die Gegenfarben B oder D die Ziffer. Eine Zelle, die sowohl eine B-Zelle als auch eine D-Zelle sieht, kann sie nicht bekommen.</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>Eine Farbe, die beide Farben einer anderen Kette sieht, ist falsch.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>Färbe zwei getrennte Ketten aus starken Verbindungen einer Ziffer. Sehen Zellen der Farbe A in der ersten Kette Zellen beider Farben der zweiten Kette, kann A nicht wahr sein: Eine der Farben der zweiten Kette enthält die Ziffer, und A stünde mit ihr in Konflikt. Also verliert jede Zelle der Farbe A die Ziffer.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>Ein tödliches Rechteck, dessen zwei Dachzellen eine zusätzliche Ziffer teilen: Diese Ziffer steht im Dach.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>Vier Zellen in zwei Zeilen, zwei Spalten und zwei Blöcken enthalten X und Y; zwei von ihnen (das Dach) enthalten außerdem dieselbe zusätzliche Ziffer Z. Wäre keine Dachzelle Z, bildeten die vier Zellen ein tödliches Muster mit zwei Lösungen. Also ist eine Dachzelle Z, und eine Zelle, die beide Dachzellen sieht, kann nicht Z sein.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>Ein tödliches Rechteck, dessen zusätzliche Ziffern im Dach mit anderen Zellen ein Subset bilden.</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>In einem tödlichen Rechteck enthalten die beiden Dachzellen zusätzliche Ziffern; eine dieser Zusatzziffern muss wahr sein, also wirkt das Dach zusammen wie eine Zelle, die nur die Zusatzziffern enthält. Bilden diese Pseudozelle und andere Zellen einer Einheit, die sie teilen, ein Naked Subset, können die Ziffern des Subsets aus dem Rest dieser Einheit entfernt werden.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>Ein tödliches Rechteck, dessen Dach eine seiner Ziffern enthalten muss: Die andere fällt weg.</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>Die beiden Dachzellen eines tödlichen Rechtecks teilen eine Einheit, in der X nur in diesen beiden Zellen stehen kann. Also ist eine Dachzelle X. Wäre die andere Y, wäre das Rechteck tödlich, also kann keine der beiden Dachzellen Y sein: Entferne Y aus beiden.</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>Ein tödliches Rechteck mit derselben zusätzlichen Ziffer in drei Ecken.</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>Drei Ecken eines tödlichen Rechtecks (oder zwei auf einer Diagonale) enthalten dieselbe zusätzliche Ziffer Z. Eine von ihnen muss Z sein, sonst wäre das Rechteck tödlich. Also kann eine Zelle, die alle Zellen mit Z sieht, nicht Z sein.</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>Ein tödliches Rechteck mit einem X-Wing auf einer seiner Ziffern.</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>Die beiden diagonalen Dachzellen eines tödlichen Rechtecks enthalten Zusatzziffern, und die Ziffer X hat in ihren beiden Zeilen und beiden Spalten nur die Zellen des Rechtecks. Wäre eine Dachzelle X, füllte X auch die gegenüberliegende Ecke, und die anderen beiden Ecken wären Y: ein tödliches Muster. Also kann X aus den beiden Dachzellen entfernt werden.</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>Ein Rechteck aus starken Verbindungen, das tödlich würde: Ein Kandidat fällt weg.</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>Vier Zellen eines Rechtecks in zwei Blöcken enthalten alle X und Y, und eine Ecke enthält nur diese beiden. Sieh dir die gegenüberliegende Ecke an: Hat X in der Zeile und der Spalte dieser Ecke nur die Zellen des Rechtecks, kann diese Ecke nicht Y sein, denn dann füllte X die anderen beiden Ecken, und die vier Zellen wären tödlich. Entferne Y dort.</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>Drei gelöste Ecken eines Rechtecks wären mit der vierten tödlich: Diese Ziffer fällt weg.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>Drei Ecken eines Rechtecks in zwei Blöcken enthalten Ziffern, die der Spieler gesetzt hat (keine Vorgaben), X und Y im Muster eines Rechtecks. Bekäme die vierte Ecke die Ziffer, die das Muster vervollständigt, könnten X und Y in allen vier Zellen getauscht werden, und das Rätsel hätte zwei Lösungen. Also entferne diese Ziffer aus der vierten Ecke.</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>Ein Rechteck, zwei gesetzte Ziffern vom tödlichen Muster entfernt, mit einer gemeinsamen zusätzlichen Ziffer.</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>Zwei Ecken eines Rechtecks enthalten gesetzte Ziffern (keine Vorgaben); die anderen beiden enthalten je die Ziffer, die das Muster tödlich machen würde, und dieselbe zusätzliche Ziffer Z. Sie können nicht beide die tödlichen Ziffern bekommen, also ist eine von ihnen Z, und eine Zelle, die beide sieht, kann nicht Z sein.</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>Eine abwechselnde Kette aus starken und schwachen Verbindungen einer Ziffer.</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>Beginne bei einer Zelle mit einer Ziffer und folge ihr: eine starke Verbindung (der einzige andere Platz in einer Einheit), dann eine schwache Verbindung (ein anderer Platz in einer Einheit), abwechselnd, immer auf derselben Ziffer, und ende mit einer starken Verbindung. Ob die erste Zelle die Ziffer enthält oder nicht, eines der beiden Enden der Kette enthält sie. Eine Zelle, die beide Enden sieht, kann die Ziffer nicht bekommen.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>Eine Kette aus bivalenten Zellen: Das eine oder das andere Ende enthält die Ziffer.</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>Verbinde Zellen mit jeweils genau zwei Kandidaten, wobei jede Zelle eine Ziffer mit der nächsten teilt und sie sieht. Ist die erste Zelle nicht Z, ist sie ihre andere Ziffer, die die nächste Zelle erzwingt, und so weiter die Kette entlang, bis die letzte Zelle Z ist. Enthalten also beide Enden Z, ist eines davon Z, und eine Zelle, die beide Enden sieht, kann nicht Z sein.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>Eine Kette aus Zellen mit denselben zwei Ziffern: Enden in ungeradem Abstand unterscheiden sich.</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>Eine Kette aus Zellen, die alle nur dieselben zwei Ziffern enthalten und von denen jede die nächste sieht, wechselt ab: Jede zweite Zelle hat dieselbe Ziffer. Zwei Zellen, die eine ungerade Zahl von Verbindungen auseinanderliegen, enthalten verschiedene Ziffern, zusammen also beide. Eine Zelle, die beide sieht, kann keine der beiden Ziffern enthalten.</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>Eine Kette, die sich schließt: Jede schwache Verbindung der Schleife wird stark.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>Eine Kette aus abwechselnd starken und schwachen Verbindungen, die ohne Bruch im Wechsel dorthin zurückkehrt, wo sie begann, ist eine Schleife: Jede schwache Verbindung darin gilt in beide Richtungen. In jeder Einheit, durch die eine schwache Verbindung läuft, ist also eines ihrer beiden Enden wahr, und die Ziffer wird aus den anderen Zellen dieser Einheit entfernt; eine Zelle, deren zwei Kandidaten durch eine schwache Verbindung verbunden sind, verliert ihre anderen Kandidaten.</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>Eine Schleife, die an einer Zelle bricht: Dieser Kandidat ist wahr oder falsch.</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>Eine Kette, die beim selben Kandidaten beginnt und endet, mit einer Stelle, an der zwei Verbindungen gleicher Art aufeinandertreffen. Treffen sich dort zwei starke Verbindungen, zeigt das, dass die Annahme, der Kandidat sei falsch, ihn wahr macht: Setze ihn. Zwei schwache Verbindungen zeigen, dass die Annahme, er sei wahr, ihn falsch macht: Entferne ihn.</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>Eine alternierende Inferenzkette über beliebige Kandidaten: Eines ihrer Enden ist wahr.</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>Folge starken und schwachen Verbindungen abwechselnd über Zellen und Ziffern hinweg: Eine starke Verbindung können zwei Plätze einer Ziffer in einer Einheit sein oder die beiden Kandidaten einer bivalenten Zelle. Eine Kette, die mit einer starken Verbindung beginnt und endet, macht mindestens ein Ende wahr. Sind beide Enden dieselbe Ziffer, verliert eine Zelle, die beide Enden sieht, diese Ziffer; sind es verschiedene Ziffern in Zellen, die sich sehen, verliert die Zelle jedes Endes die Ziffer des anderen Endes.</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>Ein Continuous Nice Loop mit Gruppenknoten.</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>Ein Continuous Nice Loop, in dem einige Knoten Gruppen sind: die Plätze einer Ziffer in einem Block, die auf einer Zeile oder Spalte liegen, zusammengenommen als ein Knoten (die Ziffer steht in einem davon). Die Schleife funktioniert wie ohne Gruppen: Ihre schwachen Verbindungen gelten in beide Richtungen, und jede räumt ihre Einheit.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>Ein Discontinuous Nice Loop mit Gruppenknoten.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>Ein Discontinuous Nice Loop, in dem einige Knoten Gruppen aus Plätzen einer Ziffer in einem Block entlang einer Linie sind. Wie ohne Gruppen wird der Kandidat, an dem die Schleife bricht, gesetzt (dort treffen sich zwei starke Verbindungen) oder entfernt (zwei schwache Verbindungen).</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>Eine alternierende Inferenzkette mit Gruppenknoten.</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>Eine AIC, in der einige Knoten Gruppen aus Plätzen einer Ziffer in einem Block entlang einer Linie sind: Die Gruppe ist wahr, wenn die Ziffer in einer ihrer Zellen steht. Ein Ende der Kette ist wahr, also können Kandidaten, die beide Enden sehen, entfernt werden.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>Die Annahme eines Kandidaten führt zu einem Widerspruch, also ist er falsch.</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>Nimm an, ein Kandidat sei wahr, und folge dem, was er erzwingt, eine einfache Folgerung nach der anderen. Führt das zu einer unmöglichen Stellung (eine Zelle ohne Kandidaten, eine Ziffer zweimal in einer Einheit, eine Ziffer ohne Platz in einer Einheit), war die Annahme falsch: Entferne den Kandidaten, oder setze ihn, wenn die Annahme, er sei falsch, das Rätsel zerbrochen hat.</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>Jede Wahl in einer Zelle oder Einheit führt zum selben Ergebnis.</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>Nimm die Kandidaten einer Zelle (oder die Plätze einer Ziffer in einer Einheit): Einer davon ist wahr. Folge dem, was jeder erzwingt, Zweig für Zweig. Setzt jeder Zweig dieselbe Ziffer in eine Zelle oder entfernt denselben Kandidaten, gilt dieses Ergebnis, welche Wahl auch die richtige ist.</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>Eine Forcing Chain, deren Zweige sich verbinden: eine Annahme, die das Rätsel zerbricht.</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>Wie eine Forcing Chain Contradiction, aber die Folgerungen werden als Netz verfolgt: Eine Folgerung kann mehrere frühere zusammen brauchen (eine Zelle, deren andere Kandidaten alle entfernt wurden). Erreicht das Netz einer Annahme eine unmögliche Stellung, ist die Annahme falsch.</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>Jede Wahl führt über Netze zum selben Ergebnis.</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>Wie eine Forcing Chain Verity, mit Netzen: Jeder Kandidat einer Zelle (oder jeder Platz einer Ziffer in einer Einheit) wird mit allen seinen Folgerungen zusammen verfolgt. Ein Setzen oder Entfernen, das jeder Zweig erreicht, ist wahr.</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>Zellen, in denen sich eine Linie und ein Block kreuzen, aufgeteilt auf zwei Subsets in der Linie und im Block.</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>Nimm zwei oder drei Zellen, in denen sich eine Zeile (oder Spalte) und ein Block kreuzen und die mindestens zwei Kandidaten mehr als Zellen enthalten. Such im Rest der Linie eine bivalente Zelle oder ein Almost Locked Set mit einigen dieser Ziffern und ein weiteres im Rest des Blocks mit den übrigen, wobei die beiden keine Ziffer teilen. Die Kreuzungszellen brauchen Ziffern von beiden Seiten, also hält das Set der Linie seine Ziffern aus dem Rest der Linie fern und das Set des Blocks seine Ziffern aus dem Rest des Blocks: Entferne sie dort.</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>Zwei Almost Locked Sets, verbunden durch einen eingeschränkt gemeinsamen Kandidaten.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>Ein Almost Locked Set sind N Zellen einer Einheit mit N+1 Kandidaten: Entfernt man eine beliebige Ziffer, ist der Rest gesperrt. Nimm zwei solche Sets und eine Ziffer X in beiden, deren Zellen im einen Set alle ihre Zellen im anderen sehen (eingeschränkt gemeinsamer Kandidat): X steht in höchstens einem Set, also ist das andere gesperrt. Enthalten beide Sets außerdem eine Ziffer Z, setzt eines von ihnen Z, also kann eine Zelle, die alle ihre Z-Zellen sieht, nicht Z sein.</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>Drei Almost Locked Sets, angeordnet wie ein XY-Wing.</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>Ein Almost Locked Set als Pivot hat mit einem Set den eingeschränkt gemeinsamen Kandidaten X und mit einem anderen den eingeschränkt gemeinsamen Kandidaten Y. Der Pivot kann nicht X und Y zugleich verlieren, also ist eines der beiden äußeren Sets gesperrt. Enthalten beide äußeren Sets eine Ziffer Z, hat eines von ihnen sie, und eine Zelle, die alle ihre Z-Zellen sieht, kann nicht Z sein.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>Eine Kette aus Almost Locked Sets, verbunden durch eingeschränkt gemeinsame Kandidaten.</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>Almost Locked Sets, eines nach dem anderen verkettet, jedes mit dem nächsten durch einen eingeschränkt gemeinsamen Kandidaten verbunden (an jeder Verbindung ein anderer). Ist das erste Set nicht gesperrt, ist es das nächste, und so weiter, also ist das erste oder das letzte Set gesperrt. Eine Ziffer Z in beiden End-Sets steht in einem von ihnen: Zellen, die alle diese Z-Zellen sehen, verlieren Z.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>Eine Stammzelle, deren jeder Kandidat ein Blütenblatt-Set sperrt.</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>Eine Stammzelle hat einige Kandidaten; für jeden davon enthält ein Almost Locked Set (ein Blütenblatt) diese Ziffer in Zellen, die alle den Stamm sehen. Was der Stamm auch bekommt, sein Blütenblatt verliert diese Ziffer und wird gesperrt. Enthält jedes Blütenblatt eine Ziffer Z, setzt eines von ihnen Z, also kann eine Zelle, die alle Z-Zellen der Blütenblätter sieht, nicht Z sein.</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>Nur einige Ziffernkombinationen können einen Käfig füllen: Die anderen Kandidaten fallen weg.</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>Die Zellen eines Killer-Käfigs ergeben zusammen seine Summe, ohne dass sich eine Ziffer wiederholt. Schreib die Mengen verschiedener Ziffern mit dieser Summe auf, die zu den Kandidaten der Zellen passen (jede Zelle muss eine Ziffer der Menge bekommen können). Ein Kandidat, der zu keiner dieser Mengen gehört oder in keiner von ihnen gesetzt werden kann, wird entfernt. Zum Beispiel können zwei Zellen mit der Summe 17 nur 8 und 9 sein.</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>Eine Ziffer, die jede Kombination eines Käfigs enthält, ist in seinen Zellen gesperrt.</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>Enthält jede Kombination, die einen Käfig noch füllen kann, dieselbe Ziffer, dann enthält der Käfig diese Ziffer in einer der Zellen, die sie bekommen können. Teilen diese Zellen eine Einheit oder sieht eine Zelle außerhalb des Käfigs sie alle, kann diese äußere Zelle die Ziffer nicht enthalten: Entferne sie dort.</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>Die 45er-Regel: Die Ziffern einer Einheit ergeben zusammen 45, also ist die Summe der Zellen bekannt, die ihre Käfige auslassen.</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>Jede Zeile, jede Spalte und jeder Block ergibt zusammen 45. Addiere die Käfige, die ganz in einer Einheit liegen (oder in zwei oder drei benachbarten Linien): Die ein oder zwei Zellen, die sie auslassen (Innies), ergeben den Rest zu 45. Oder addiere die Käfige, die die Einheit überdecken: Ihre Zellen, die herausragen (Outies), ergeben den Überschuss über 45. Eine bekannte Summe einer einzelnen Zelle setzt diese; bei zwei Zellen entfernt sie die Kandidaten, die kein Partner ergänzt.</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>Ein Pointing, nach dessen Streichungen einer Ziffer in einem anderen Block nur noch ein Platz bleibt: Setze sie dort.</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>Suche ein Pointing: In einem Block kann eine Ziffer nur auf einer Linie stehen, also verschwindet sie aus dem Rest dieser Linie. Sieh dann entlang der Linie die anderen Blöcke an, die sie kreuzt: Bleibt in einem davon nur noch ein Platz für die Ziffer, kommt sie dorthin. Die Streichungen musst du nicht notieren: Es ist ein Hidden Single, den das Pointing sichtbar macht.</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>Ein Claiming, nach dessen Streichungen einer Ziffer auf einer anderen Linie nur noch ein Platz bleibt: Setze sie dort.</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>Suche ein Claiming: In einer Zeile oder Spalte kann eine Ziffer nur innerhalb eines Blocks stehen, also verschwindet sie aus dem Rest dieses Blocks. Sieh dann die anderen Linien durch den Block an, parallel zur ersten: Bleibt auf einer davon nur noch ein Platz für die Ziffer, kommt sie dorthin.</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>Ein Hidden Pair, nach dessen Streichungen einer anderen Ziffer im Haus nur noch ein Platz bleibt: Setze sie dort.</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>Suche ein Hidden Pair: zwei Ziffern, die in einem Haus nur in dieselben zwei Zellen passen, die dann nichts anderes enthalten. Eine dritte Ziffer, die in eine dieser Zellen hätte kommen können, verliert diesen Platz; bleibt ihr im Haus nur noch einer, kommt sie dorthin.</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>Ein Hidden Triple, nach dessen Streichungen einer anderen Ziffer im Haus nur noch ein Platz bleibt: Setze sie dort.</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>Suche ein Hidden Triple: drei Ziffern, die in einem Haus nur in dieselben drei Zellen passen, die dann nichts anderes enthalten. Eine weitere Ziffer, die in diese Zellen hätte kommen können, verliert diese Plätze; bleibt ihr im Haus nur noch einer, kommt sie dorthin.</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>Die 45er-Regel lässt drei bis sieben Zellen mit bekannter Summe übrig: Behandle sie wie einen eigenen Käfig.</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>Wie bei Innies und Outies addierst du die Käfige, die ganz in einer Einheit liegen (oder in zwei oder drei benachbarten Linien), oder die Käfige, die sie überdecken. Sind die ausgelassenen oder herausragenden Zellen drei bis sieben, ist ihre Summe bekannt wie die eines Käfigs, obwohl sie keinen bilden: Finde heraus, welche Kandidaten sie füllen können. Ein Kandidat fällt weg, wenn keine Wahl von Kandidaten in den anderen Zellen die Summe ergänzt, mit verschiedenen Ziffern in Zellen, die einander sehen.</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Halbe Drehung (180°)</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Vierteldrehungen (90°)</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>Spiegelung links–rechts</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>Spiegelung oben–unten</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <comment>symmetry of the givens: main diagonal</comment>
        <translation>Hauptdiagonale</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <comment>symmetry of the givens</comment>
        <translation>Nebendiagonale</translation>
    </message>
    <message>
        <source>All rotations and mirrors</source>
        <comment>symmetry of the givens</comment>
        <translation>Alle Drehungen und Spiegelungen</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>Full House</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>Hidden Single</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>Naked Single</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>Locked Candidates Type 1 (Pointing)</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>Locked Candidates Type 2 (Claiming)</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>Locked Pair</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>Naked Pair</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>Hidden Pair</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>Locked Triple</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>Naked Triple</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>Hidden Triple</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>Naked Quadruple</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>Hidden Quadruple</translation>
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
        <translation>Uniqueness Test 1</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>Bivalue Universal Grave + 1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>Skyscraper</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>2-String Kite</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>Simple Colors Trap</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>Simple Colors Wrap</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>Uniqueness Test 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>Uniqueness Test 4</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>Uniqueness Test 5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>Uniqueness Test 6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>Hidden Rectangle</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Avoidable Rectangle Type 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Avoidable Rectangle Type 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>Uniqueness Test 3</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>Empty Rectangle</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>Dual 2-String Kite</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>Dual Empty Rectangle</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>Finned X-Wing</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>Sashimi X-Wing</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>Multi Colors 1</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>Multi Colors 2</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>Finned Swordfish</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>Sashimi Swordfish</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>Siamese Finned Swordfish</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>Siamese Sashimi Swordfish</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>Finned Jellyfish</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>Sashimi Jellyfish</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>Siamese Finned Jellyfish</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>Siamese Sashimi Jellyfish</translation>
    </message>
    <message>
        <source>Sue de Coq</source>
        <comment>technique: two disjoint subsets around a line-box intersection</comment>
        <translation>Sue de Coq</translation>
    </message>
    <message>
        <source>ALS-XZ</source>
        <comment>technique: two almost locked sets sharing a restricted common</comment>
        <translation>Almost Locked Set XZ-Rule</translation>
    </message>
    <message>
        <source>ALS-XY-Wing</source>
        <comment>technique: three almost locked sets, the middle one linked to both</comment>
        <translation>Almost Locked Set XY-Wing</translation>
    </message>
    <message>
        <source>X-Chain</source>
        <comment>technique: alternating chain of one digit</comment>
        <translation>X-Chain</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>Remote Pair</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>XY-Chain</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <comment>technique: a chain that closes on itself</comment>
        <translation>Continuous Nice Loop</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <comment>technique: a chain of almost locked sets</comment>
        <translation>Almost Locked Set Chain</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <comment>technique: a chain back to its first cell that contradicts it</comment>
        <translation>Discontinuous Nice Loop</translation>
    </message>
    <message>
        <source>AIC</source>
        <comment>technique: alternating inference chain</comment>
        <translation>AIC</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Grouped Continuous Nice Loop</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Grouped Discontinuous Nice Loop</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>Grouped AIC</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>Death Blossom</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>Forcing Chain Contradiction</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>Forcing Chain Verity</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>Forcing Net Contradiction</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>Forcing Net Verity</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>Klassisch</translation>
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
        <translation>Käfig-Kombination</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>Gesperrte Ziffer im Käfig</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>Innies und Outies</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>Direct Pointing</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>Direct Claiming</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>Direct Hidden Pair</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>Direct Hidden Triple</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>Virtueller Käfig</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>Spielfeld der Suche</translation>
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
        <translation>Naives Backtracking (zeilenweise)</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>Schnelle Tiefensuche (wenigste Kandidaten, Singles)</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>Dancing Links (Algorithmus X)</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>%1 in %2 versuchen: ein Rateversuch, Tiefe %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>%1 in %2 setzen: erzwungen, die einzige Möglichkeit</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>%1 aus %2 zurücknehmen: Rücksprung</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>Sackgasse bei %1: Die Suche springt zurück</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>Lösung %1 gefunden: Das Spielfeld ist voll</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>Verzweigen über die Bedingung: %1</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>%1 hat keine Ziffer mehr</translation>
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
        <translation>; %1 wurden versucht und sind gescheitert</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>; %1 sind durch die folgenden Singles ausgeschlossen</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>%1 hat keinen Platz mehr für die %2</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>die Zeilen %1–%2 haben keinen Platz für die %3 in jeweils einem anderen Block (Locked Candidates)</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>die Spalten %1–%2 haben keinen Platz für die %3 in jeweils einem anderen Block (Locked Candidates)</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>die Stellung enthält einen Widerspruch</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>Sackgasse: %1. Zurück zur vorherigen Zelle.</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>Hinter der letzten leeren Zelle: Jede Zelle hat eine Ziffer, eine Lösung.</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>Kein Single mehr: Verzweigen bei %1, einer Zelle mit den wenigsten Kandidaten {%2}. %3 wird auf einer Kopie des Spielfelds geraten; scheitert das, wird %3 dort eliminiert.</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>Naked Single: %1 ist der einzige verbleibende Kandidat in %2.</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>Hidden Single: %1 ist der einzige Platz für die %2 in %3.</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>Erzwungen: Nach den bisher eliminierten Kandidaten (Singles, Locked Candidates) ist %1 die einzige verbleibende Ziffer für %2.</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>Der Rateversuch ist gescheitert: %1=%2 fällt weg, mit jeder Ziffer, die daraus folgte.</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>Widerspruch: %1. Der letzte Rateversuch war falsch.</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>Jede Zelle ist gelöst: eine Lösung.</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>Spalte %1 hat keine Zeilen mehr: Kein Kandidat kann sie erfüllen.</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>Von den nicht überdeckten Spalten hat %1 (%2) die wenigsten Zeilen, %3: Sie wird überdeckt, dann werden ihre Zeilen eine nach der anderen versucht.</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>Zeile %1#%2 nehmen (%3): %4. Diese Spalten werden überdeckt, was jede kollidierende Zeile entfernt.</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>die einzige Zeile der Spalte</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>ein Rateversuch</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>Zeile %1#%2 zurücknehmen: Ihre Spalten werden in umgekehrter Reihenfolge wieder aufgedeckt; die Links tanzen zurück.</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>Sackgasse: %1. Zurück zur Zeile darüber.</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>Keine Spalte mehr übrig: Die genommenen Zeilen überdecken jede Bedingung genau einmal, eine Lösung.</translation>
    </message>
    <message>
        <source>band %1 #%2</source>
        <translation>Band %1 #%2</translation>
    </message>
    <message>
        <source>stack %1 #%2</source>
        <translation>Stapel %1 #%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
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
        <translation>Zelle %1 braucht eine Ziffer</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>Spalte %1: %2; verbleibende Zeilen darin: %3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>gelöst</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>genau eine Lösung</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>nicht eindeutig, gefundene Lösungen: %L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>keine Lösung</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>die Vorgaben widersprechen sich: nichts zu suchen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>am Knotenlimit angehalten</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // k-te leere Zelle, zeilenweise</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  if k == leere: Raster ausgeben; return   // eine Lösung</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = die k-te leere Zelle; b = block(r, c)</translation>
    </message>
    <message>
        <source>  for d = 1 to 9:</source>
        <translation>  for d = 1 bis 9:</translation>
    </message>
    <message>
        <source>    if row[r][d] or col[c][d] or box[b][d]: continue</source>
        <translation>    if row[r][d] oder col[c][d] oder box[b][d]: continue</translation>
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
        <translation>  return                     // keine Ziffer: Sackgasse</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(feld):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  propagieren: Naked und Hidden Singles, Locked Candidates</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  if Zelle oder Einheit ohne Option: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  if jede Zelle gelöst ist: Lösung melden; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  zelle = ungelöste Zelle mit den wenigsten Kandidaten</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  for jeden Kandidaten d von zelle:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    kopie = feld; zelle in kopie = d   // Rateversuch</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    if search(kopie): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    zurücknehmen; d aus zelle streichen; propagieren</translation>
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
        <translation>  if keine Spalte übrig: Zeilen ausgeben; return   // eine Lösung</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = offene Spalte mit den wenigsten Zeilen (S[c])</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  if S[c] == 0: return       // eine Sackgasse</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  for jede Zeile i in Spalte c (nach unten):</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; remove jede andere Spalte j von Zeile i</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    resume die Spalten von Zeile i, rückwärts</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%1 stehen in %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>%1 hat keinen Platz mehr für %2, und jede noch offene Kombination seiner Summe braucht sie</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>keine Kombination von Ziffern mit seiner Summe passt in %1</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>Spalte %1 hat keine Zeilen: %2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>Zurück in %1: %2 ist die nächste Ziffer, deren Markierungen in jedem Haus der Zelle frei sind.</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1 ist die nächste leere Zelle, Zeile für Zeile. Belegt: %2; %3 ist die kleinste freie Ziffer: setze sie und die Markierungen ihrer Häuser.</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>Nichts unter %1=%2 führte zu einer Lösung: leere die Zelle und die Markierungen ihrer Häuser und versuche dort die nächste Ziffer.</translation>
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
        <translation>k%1 Summe</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>%1 braucht eine %2</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>%1 braucht eine %2 oder eine Kombination seiner Summe ohne sie</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>%1 braucht eine Kombination von Ziffern mit seiner Summe</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>Zelle %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>%1 hat eine %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>der Kandidat %1=%2 überdeckt: %3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = die k-te leere Zelle</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    wenn ein Haus von (r, c) d benutzt oder die Summe seines Käfigs keinen Platz für d hat: weiter</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d; markiere d als benutzt in jedem Haus von (r, c) und in seinem Käfig</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    entferne die Markierung von d in diesen Häusern und im Käfig; a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>Sackgasse: die Stellung enthält einen Widerspruch; die Suche geht zurück</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>Der Suchbaum um den angezeigten Schritt: Jede Reihe ist eine Ebene, jedes Kästchen ein Rateversuch mit den Knoten darunter; rote sind gescheitert. Klicke auf eines, um dorthin zu springen.</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>Das Rätsel: bisher %L1 Knoten, davon %L2 an der Wurzel erzwungen</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>Noch keine Suche aufgezeichnet.</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · Ebenen 1–%1 darüber</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 Knoten</numerusform>
            <numerusform>%1=%2 · %L3 Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 Knoten</numerusform>
            <numerusform>✗ %1=%2 · %L3 Knoten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>Suche visualisieren</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>Zurück zum Rätsel (%1)</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>Einen Schritt zurück (%1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>Abspielen oder pausieren (%1)</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>Einen Schritt vor (%1)</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>Ende</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>Zum letzten aufgezeichneten Schritt (%1)</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>Nächste Sackgasse</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>Zur nächsten Sackgasse springen, wo die Suche zurückspringt (%1)</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>Nächste Lösung</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>Zur nächsten gefundenen Lösung springen (%1)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>Schneller (%1)</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>Langsamer (%1)</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Bild exportieren …</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>Das Spielfeld wie angezeigt als PNG-Bild speichern (%1)</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>Einzelbilder exportieren …</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>Jeden k-ten Schritt des Laufs als PNG-Bilder in einen Ordner speichern (%1)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Animation exportieren …</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>Den Lauf als animiertes PNG speichern, das in einem Webbrowser abgespielt wird (%1)</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>Von &amp;hier</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>Von deiner Stellung aus suchen, mit deinen Ziffern und Notizen, statt von den Vorgaben: Sieh, wohin ein Rateversuch führen würde</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>&amp;Code</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>Den Pseudocode mit der Zeile zeigen, die der Schritt ausführt</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>&amp;Baum</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>Den Suchbaum um den Schritt zeigen</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>&amp;Matrix</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>Die Matrix der exakten Überdeckung zeigen (Dancing Links)</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>&amp;Nebeneinander …</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>Zwei oder drei Algorithmen auf diesem Rätsel nebeneinander abspielen</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>Code im Takt</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>Alle &amp;finden, bis zu</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>Über die erste Lösung hinaus weitersuchen: zeigt, warum ein Rätsel nicht eindeutig ist</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>Lösungsgrenze</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>Setzungen (Knoten)</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Rateversuche</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Tiefste</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>&amp;Kandidaten zeigen</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>Von einem Schritt pro Sekunde bis so schnell, wie der Bildschirm zeichnet (+ und −)</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>10.000.000 Schritte/s</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Aufzeichnung … bisher %L1 Schritte</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>Kein Rätsel: Öffne das Fenster aus einem Spiel heraus.</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>%L1 Schritte aufgezeichnet: %2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>an der Speichergrenze angehalten</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>Aufzeichnung nach %L1 Schritten abgeschnitten: Die Speichergrenze wurde erreicht, und die Suche hielt dort an.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>Abb&amp;rechen</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Aufzeichnen</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>Aufzeichnung anhalten; die bisher aufgezeichneten Schritte bleiben</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>Die Suche erneut aufzeichnen</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>Schritt %L1: %2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>Das Rätsel, bevor die Suche beginnt.</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>Die Suche beginnt bei deiner Stellung: Deine Ziffern sind fest, und deine Notizen sind die einzigen Ziffern, die sie versucht.</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>Die Suche beginnt bei den Vorgaben.</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>Gewählte Spalte: %1</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>Noch keine spätere Sackgasse aufgezeichnet: Die Suche wird noch aufgezeichnet.</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>Keine spätere Sackgasse: Nach diesem Schritt springt die Suche nicht mehr zurück.</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>Noch keine spätere Lösung aufgezeichnet: Die Suche wird noch aufgezeichnet.</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>Keine spätere Lösung: Die Suche hat insgesamt %n gefunden.</numerusform>
            <numerusform>Keine spätere Lösung: Die Suche hat insgesamt %n gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>Sie hält bei der ersten an; schalte „Alle finden“ ein, um weiterzusuchen.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>%L1 Schritte/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>Bild kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>Einzelbilder exportieren nach</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>Einzelbilder exportieren</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>Alle k Schritte ein Bild schreiben (%L1 Schritte aufgezeichnet):</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>%L1 Bilder sind zu viele für eine Animation: Wähle einen größeren Abstand.</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>Geschriebene Einzelbilder: %L1, in %2</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>Einzelbilder werden exportiert … %L1 geschrieben</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>Animiertes PNG (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>Ein Bild alle k Schritte (%L1 Schritte aufgezeichnet), je eine Zehntelsekunde:</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>Animation kann nicht exportiert werden</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>Sie unterscheidet sich von der ersten Lösung in %n Zelle (eingekreist): Das Rätsel ist nicht eindeutig.</numerusform>
            <numerusform>Sie unterscheidet sich von der ersten Lösung in %n Zellen (eingekreist): Das Rätsel ist nicht eindeutig.</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>Die Matrix eines Killers hat Zeilen für die Ziffernkombinationen seiner Käfige, denen der Bereich nicht folgen kann: er zeigt die Matrix von Rätseln ohne Käfige</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>Exakte-Überdeckung-Matrix: verbliebene Zeilen in jeder der %L1 Spalten</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Block %1</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>zwei %1 in %2 (%3 und %4)</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>Diagonale r1c1–r9c9</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>Diagonale r1c9–r9c1</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>Fenster %1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>der Käfig bei %1 (Summe %2)</translation>
    </message>
</context>
</TS>
