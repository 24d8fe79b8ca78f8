<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>Informazioni su Sudoku</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sudoku&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Sudoku&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versione %1</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. There is no warranty.</source>
        <translation>Software libero distribuito secondo la GNU General Public License, versione 3 o (a tua scelta) qualsiasi versione successiva. Non c’è alcuna garanzia.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilato con Qt %1, in esecuzione con Qt %2.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>Gioca, risolvi e impara il Sudoku. Schemi di %n livello, da %1 a %2; suggerimenti che nominano la tecnica e spiegano il passo; risolutori che girano in un thread tutto loro così la griglia non si blocca mai; stampa ed esportazione; e sudoku-cli, lo stesso motore dalla riga di comando.</numerusform>
            <numerusform>Gioca, risolvi e impara il Sudoku. Schemi di %n livelli, da %1 a %2; suggerimenti che nominano la tecnica e spiegano il passo; risolutori che girano in un thread tutto loro così la griglia non si blocca mai; stampa ed esportazione; e sudoku-cli, lo stesso motore dalla riga di comando.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>Un’animazione richiede almeno un fotogramma.</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>Più fotogrammi di quelli annunciati.</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>Il codificatore PNG ha prodotto un’immagine inattesa.</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>I fotogrammi hanno dimensioni o formato colore diversi.</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>Sono stati scritti %1 fotogrammi su %2.</translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>Risoluzione con %1…</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>Risoluzione con %1… %2 nodi, %3 s</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>Risolto da %1 (%2).</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>La griglia mostra già la soluzione.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>Questo schema ha più di una soluzione, quindi non c’è un’unica risposta da mostrare.</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>Mostrane una</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>Una di più soluzioni, trovata da %1 (%2).</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>Questo schema non ha soluzione (%1).</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Questo schema non è valido: %1.</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>Ricerca interrotta dopo %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 nodo, %2 ms</numerusform>
            <numerusform>%1 nodi, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 nodo, %2 s</numerusform>
            <numerusform>%1 nodi, %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>Non c’è più niente da suggerire.</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>Nessun suggerimento: questo schema non ha esattamente una soluzione.</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>Impossibile verificare: questo schema non ha esattamente una soluzione.</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>Tutto ciò che c’è finora nella griglia è corretto.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>%n numero inserito non corrisponde alla soluzione; è segnato nell’angolo.</numerusform>
            <numerusform>%n numeri inseriti non corrispondono alla soluzione; sono segnati nell’angolo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>Correggilo</numerusform>
            <numerusform>Correggili</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>Rimuovilo</numerusform>
            <numerusform>Rimuovili</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>Impossibile spostare %1 in %2: %3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>Impossibile mettere da parte %1: accanto ci sono già mille copie danneggiate.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Colonna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Riga %1</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>Griglia del Sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>Fai clic sulla griglia o premi P per continuare</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>Riga %1, colonna %2, regione %3</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>indizio</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>tuo numero</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>vuota</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>note %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>segni d’angolo %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>colore: %1</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>nota %1 di colore %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>conflitto: il numero si ripete nella sua riga, colonna o regione</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>un errore</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>segnato come sbagliato</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>inserito dal suggerimento</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>inserito da «Risolvi»</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>Riga %1, colonna %2, zona %3</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>in una gabbia con somma %1, caselle %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>conflitto: il numero si ripete in una delle sue unità o nella sua gabbia, oppure i numeri della gabbia non possono dare la sua somma</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>conflitto: il numero si ripete in una delle sue unità</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>Stampa un libretto</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Livello:</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>&amp;Schemi per pagina:</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>&amp;Pagine di schemi:</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>Aggiungi le soluzioni alla fine</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>Invia alla s&amp;tampante</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>Salva come P&amp;DF:</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>File PDF</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>S&amp;foglia…</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Genera</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>sudoku-libretto</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>Salva il libretto</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>Scegli il file PDF in cui salvare il libretto.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocodice</translation>
    </message>
    <message>
        <source>The algorithm in pseudocode; the highlighted line is what the step shown does</source>
        <translation>L’algoritmo in pseudocodice; la riga evidenziata è ciò che fa il passo mostrato</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Algorithms Side by Side</source>
        <translation>Algoritmi fianco a fianco</translation>
    </message>
    <message>
        <source>Timeline by steps</source>
        <translation>Linea temporale per passi</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>Linea temporale per lavoro (nodi)</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>Passi: ogni evento di ciascuna ricerca allo stesso ritmo. Lavoro: lo stesso numero di inserimenti (nodi di ricerca) in ciascuna</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>Chiudi questa finestra (Esc, Ctrl+W)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linea temporale</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>Ogni griglia mostra la sua ricerca dopo lo stesso tratto della linea temporale; una ricerca terminata resta alla sua fine. Dancing Links prende prima il vincolo con meno opzioni, la ricerca ingenua la casella successiva in ordine di lettura.</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>passo %L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>%L1 / %L2 nodi</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>Terminato: %1, dopo %L2 passi e %L3 nodi</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>fermato al limite di memoria</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Registrazione… finora %L1 passi</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>%L1 al secondo</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>passo %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>nodi %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>tentativi %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>vicoli ciechi %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>profondità %1</translation>
    </message>
    <message>
        <source>solutions %L1</source>
        <comment>side by side counter</comment>
        <translation>soluzioni %L1</translation>
    </message>
</context>
<context>
    <name>DepthChart</name>
    <message>
        <source>Search depth over time</source>
        <translation>Profondità di ricerca nel tempo</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>Profondità di ricerca lungo i passi: ogni colonna di pixel va dalla profondità minima alla massima dei suoi passi; ogni calo è la ricerca che torna indietro</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profondità</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>profondità da %1 a %2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>Colore %1, %2: fai clic su di esso e poi sulle caselle (o premi %1 per colorare la casella selezionata); Maiusc+clic o clic destro su una nota colora il candidato</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>Colore %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>Inserisci %1 (ne manca %n); con un indizio selezionato, o in modalità «prima il numero», scegli %1 e fai clic sulle caselle</numerusform>
            <numerusform>Inserisci %1 (ne mancano %n); con un indizio selezionato, o in modalità «prima il numero», scegli %1 e fai clic sulle caselle</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>%1: tutti e nove inseriti</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1, ne manca %n</numerusform>
            <numerusform>%1, ne mancano %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1, tutti inseriti</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>Impossibile aprire %1: %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Impossibile aprire %1: è una cartella.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Impossibile aprire %1: non è un file normale (è una pipe, un dispositivo o un socket).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>Impossibile aprire %1: è più grande di %2, troppo per essere un file di partita di Sudoku.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Impossibile leggere %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>Impossibile scrivere %1: %2. Sul disco non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>sono stati scritti solo %1 byte su %2</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1 è stato scritto ma non si riesce a rileggerlo: %2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1 è stato scritto, ma ciò che c’è sul disco è diverso da ciò che è stato scritto.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>Impossibile scrivere %1: è una cartella.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Impossibile scrivere %1: non è un file normale (è una pipe, un dispositivo o un socket).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>Esporta lo schema</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Documento PDF</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Immagine PNG</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>Immagine SVG</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>F&amp;ormato:</translation>
    </message>
    <message>
        <source> px</source>
        <comment>image size unit</comment>
        <translation> px</translation>
    </message>
    <message>
        <source>Image &amp;size:</source>
        <translation>&amp;Dimensione immagine:</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>Includi la soluzione</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>Includi i miei &amp;progressi: numeri, note e colori</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>S&amp;foglia…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ile:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Esporta</translation>
    </message>
    <message>
        <source>sudoku</source>
        <comment>default export file name</comment>
        <translation>sudoku</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documenti PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Immagini SVG (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Scegli il file in cui esportare.</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>Schema risolto</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Risolto!</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Tempo di gioco</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Suggerimenti:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Verifiche:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Errori:</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>Record personale:</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>Serie:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Il tuo schema</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · valutazione %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Sudoku del giorno %1 · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>Non registrato: le statistiche sono disattivate</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>Non registrato</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>Nuovo record per il livello %1! Era %2.</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>Nuovo record per il livello %1!</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%2 per il livello %1 (una partita con aiuti non stabilisce record)</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>Ancora nessuno (una partita con aiuti non stabilisce record)</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%1 per il livello %2 (questa partita: %3)</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>Sudoku del giorno, giorni di fila: %1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>Partite completate di fila al livello %1: %2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>Partite completate di fila: %1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1 (non mostrati durante il gioco)</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>Registrato per i livelli degli schemi generati, non per i tuoi schemi</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>Inizia un nuovo schema del livello scelto</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>Op&amp;zioni nuova partita…</translation>
    </message>
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>Scegli il livello e la simmetria dei nuovi schemi</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>&amp;Ricomincia</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>Togli tutti i numeri inseriti e tutte le note (annullabile)</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>Inserisci &amp;uno schema…</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>Gioca &amp;questo schema</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>&amp;Incolla schema</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>Copia sc&amp;hema</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Sal&amp;va con nome…</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>Nascondi la griglia e ferma l’orologio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>&amp;Cancella</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>Svuota la casella selezionata (Canc, Backspace o 0)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>&amp;Note</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>I numeri diventano note (N; oppure tieni premuto Maiusc mentre digiti un numero)</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>Co&amp;lora</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>Colora caselle e candidati (C): un tasto numerico o un clic colora, Maiusc+numero o un clic destro su una nota colora il candidato</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>&amp;Prima il numero</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>Scegli un numero sul tastierino o con un tasto, poi fai clic sulle caselle per inserirlo (D)</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>Inserisci &amp;tutti i candidati</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>Cancella tutte le not&amp;e</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>Cancella tutti i col&amp;ori</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>Suggerimento a tappe: la tecnica, dove guardare, perché, poi applicalo (conta come aiuto)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>&amp;Verifica</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>Segna ogni numero che non corrisponde alla soluzione (conta come aiuto)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>&amp;Risolvi</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>Mostra la soluzione, trovata dal risolutore scelto (annullabile)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>&amp;Ferma</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>Ferma la ricerca o chiudi il suggerimento</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive: il backtracking riga per riga dei programmi di partenza (lento sugli schemi difficili)</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs: bitboard, singoli e ricerca con meno candidati per primi</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx: i Dancing Links di Knuth sulla matrice di copertura esatta</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>Vai al &amp;messaggio o al suggerimento</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>Sposta la tastiera tra la griglia e i pulsanti del messaggio o del suggerimento accanto (F6); Tab passa da un pulsante all’altro</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>&amp;Informazioni su Sudoku</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>Partite giocate, tempi migliori e medi, serie e cronologia delle tue partite</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>Sudo&amp;ku del giorno</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>Il sudoku di oggi del livello scelto: uguale per tutti, uno nuovo ogni giorno</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>Griglia dei &amp;candidati</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>La posizione con i suoi candidati, come la leggono HoDoKu e Sudoku Explainer (una casella senza note riceve tutti i candidati)</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>Esporta il &amp;file dei candidati…</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>Ri&amp;prendi</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annulla: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Ripeti: %1</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>Mostra coordinate</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>Etichetta le righe r1–r9 e le colonne c1–c9 sul bordo della griglia, come i suggerimenti nominano le celle (Ctrl+Maiusc+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>Note del %1</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>Mostra solo le note delle cifre spuntate qui (Alt+cifra); le altre restano nella partita, nascoste</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>Solo celle con due candidati</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>Mostra solo le note delle celle che ne hanno esattamente due (Ctrl+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>Mostra tutte le note</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>Disattiva il filtro dei candidati (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>&amp;Imposta punto di controllo</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>Segna la posizione, prima di un tentativo, per tornarci (Ctrl+M)</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>Imposta punto di controllo con nome…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>Segna la posizione con un nome a tua scelta (Ctrl+Maiusc+M)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>Torna al p&amp;unto di controllo</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>Torna al punto di controllo più recente, con una sola mossa che Annulla riporta indietro (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>&amp;Tutti i passi</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>Elenca tutti i passi logici possibili ora, per disegnarne uno sulla griglia o applicarlo (Ctrl+Maiusc+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>&amp;Percorso risolutivo</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>L’intera soluzione logica da questa posizione, passo per passo, da guardare sulla griglia o da giocare fino a un passo (Ctrl+Maiusc+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>Mostra difficoltà rimanente</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>Valuta ciò che resta del sudoku dopo ogni mossa, nella barra di stato: il livello e il punteggio della posizione come un sudoku a sé</translation>
    </message>
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>Mostra la notazione delle catene</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Sotto il suggerimento di una catena, scrive le sue catene nella notazione di HoDoKu e Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, dove «=» è un legame forte e «-» un legame debole</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Tecniche</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>Tutte le tecniche di risoluzione spiegate, con un esempio</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>Attivit&amp;à di esercizio su una tecnica…</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>Uno schema la cui soluzione richiede le tecniche scelte, per impararle o esercitarle</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>Schema successivo di &amp;questo file</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>La tua partita non può essere salvata automaticamente. %1 La partita resta qui finché Sudoku è aperto; «Salva con nome» ne conserva una copia altrove.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Salva con nome…</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>La tua partita viene di nuovo salvata automaticamente.</translation>
    </message>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>Inserimento di uno schema · indizi: %n</numerusform>
            <numerusform>Inserimento di uno schema · indizi: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>Il tuo schema · %1</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Il tuo schema</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Sudoku del giorno %1 · %2</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · nuovo schema</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · dalla raccolta inclusa</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · valutazione %2</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>Richiede tentativi · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>una soluzione · %1</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>una soluzione</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>più di una soluzione</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>non valido</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>nessuna soluzione</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 La tua partita in corso continua.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>Non è stato possibile ripristinare l’ultima partita. %1 Non è stato possibile nemmeno metterla da parte (%2); è stata iniziata una nuova partita.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>Non è stato possibile ripristinare l’ultima partita. %1 È stata conservata come %2 ed è stata iniziata una nuova partita.</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>Questo è già il sudoku del giorno del livello %1.</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>Non è stato possibile creare un nuovo schema (%1); questo viene dalla raccolta inclusa.</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>Non è installato alcuno schema di questo livello.</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>Digita gli indizi del tuo schema, poi scegli «Gioca questo schema». La griglia ti dice subito se lo schema non è valido o non ha esattamente una soluzione.</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>Gioca questo schema</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Questo schema non è valido: %1.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>Gli appunti non contengono uno schema: alla riga %1, %2.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>Gli appunti non contengono uno schema: %1.</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1 è troppo grande per essere un file di schemi.</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>nessuno schema trovato</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>%1 non contiene uno schema: %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>Abbandonare la partita in corso?</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>&amp;Abbandona la partita</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>Questo schema ha più di una soluzione; aggiungi indizi finché ne resta una sola.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Questo schema non ha soluzione.</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>Lo schema ha esattamente una soluzione. Buon divertimento!</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>Ben fatto! Risolto in %1.</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>Risolto in %1, con aiuti (suggerimenti: %2, verifiche: %3).</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>Gli errori venivano mostrati durante il gioco (errori: %1).</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>Il file delle statistiche è di nuovo libero: le partite giocate nel frattempo vengono contate.</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>Scartare lo schema che stai inserendo?</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>Gli indizi digitati finora andranno persi.</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>&amp;Scarta lo schema</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partita in corso andrà persa.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>Impossibile aprire lo schema successivo: %1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>%1 è cambiato da quando ne è stato aperto lo schema %2: conteneva %3 schemi, ora %4.</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>Non contiene lo schema %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>Impossibile leggere lo schema %1 di %2: %3.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>il campo «%1» manca o ha il tipo sbagliato</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>il campo «%1» è fuori intervallo</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>il campo «%1» non ha 81 caselle</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>il campo «%1» contiene un carattere che non è una casella</translation>
    </message>
    <message>
        <source>the corner marks do not have 81 cells</source>
        <translation>i segni d’angolo non hanno 81 caselle</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>i segni d’angolo contengono qualcosa di diverso dai numeri da 1 a 9</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>i colori delle caselle non hanno 81 caselle</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>un colore di casella non è uno dei colori da 1 a %1</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>i colori dei candidati non hanno 81 caselle</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>i colori dei candidati sono danneggiati</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>Questo non è un file di partita di Sudoku: è vuoto.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>Questo non è un file di partita di Sudoku, oppure è danneggiato (%1 al byte %2).</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>Questo non è un file di partita di Sudoku: contiene JSON, ma non una partita.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>Questo non è un file di partita di Sudoku.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>Questa partita è stata salvata da una versione più recente di Sudoku (versione del file %1).</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>manca la versione del file</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>la modalità di gioco è sconosciuta</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>le note non hanno 81 caselle</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>una casella contiene sia un indizio sia un numero inserito</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>le note non sono testo</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>le note contengono qualcosa di diverso dai numeri da 1 a 9</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>il livello è sconosciuto</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>la data del sudoku del giorno non è una data</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>l’identificativo della partita è vuoto o troppo lungo</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>la cronologia degli annullamenti è troppo lunga</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>la cronologia degli annullamenti è danneggiata</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>Il file della partita è danneggiato: %1.</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>Impossibile aprire %1. %2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>le caselle riempite da «Risolvi» non sono 81</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>una casella riempita da «Risolvi» non contiene alcun numero</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>le caselle riempite da «Risolvi» sono danneggiate</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>le regole sono troppo lunghe</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>le regole sono danneggiate (%1)</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>le regole contengono numeri</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>I punti di controllo di questa partita sono danneggiati e sono stati tralasciati.</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>punto di controllo %1 (più di %2)</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>punto di controllo %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>non è un punto di controllo di 81 caselle</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>una casella è danneggiata</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>Punti di controllo danneggiati tralasciati: %1.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>Inserisci %1 in %2</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Svuota %1</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>Segno d’angolo %1 in %2</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>Togli il segno d’angolo %1 da %2</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>Annota %1 in %2</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>Togli la nota %1 da %2</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Colora %1</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>Togli il colore di %1</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>Colora il candidato %1 in %2</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>Togli il colore del candidato %1 in %2</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>Togli i colori di %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Cancella tutti i colori</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>Inserisci tutti i candidati</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>Cancella tutte le note</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Svuota la griglia</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Risolvi</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>Suggerimento: %1 in %2</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>Togli i numeri sbagliati</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>Suggerimento: togli candidati</translation>
    </message>
    <message>
        <source>Fix mistakes</source>
        <translation>Correggi gli errori</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Punto di controllo %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>Torna a %1</translation>
    </message>
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>Imposta punto di controllo «%1»</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>Elimina punto di controllo «%1»</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Techniques</source>
        <translation>Tecniche</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>Filtra le tecniche</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>Tecniche per livello</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Esempio</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>La posizione prima del primo passo della tecnica, con il passo disegnato</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>Il passo dell’esempio</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Spiegazione</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>Killer</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>Scegli una tecnica per leggere che cos’è e vederne un esempio.</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>Livello: %1. Richiede uno schema con esattamente una soluzione.</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Livello: %1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>Preparazione dell’esempio…</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>Nessun esempio disponibile per questa tecnica: il generatore di schemi non ne ha prodotto uno nella ricerca con cui sono stati creati gli esempi.</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>La posizione subito prima del primo %1 in uno schema del generatore:</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>Una posizione in cui si applica %1, in uno schema del generatore:</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>&amp;Avanti</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>A&amp;pplica</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>Mostra di più del suggerimento (H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Chiudi il suggerimento (Esc)</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>Ramo precedente</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>Ramo successivo</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>Mostra il ramo precedente della catena forzante (Pag↑)</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>Mostra il ramo successivo della catena forzante e, dopo l’ultimo, ciò che dimostrano (Pag↓)</translation>
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
        <translation>Inserisci il numero %1 in %2.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 da %2</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>Togli %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>No technique applies</source>
        <translation>Nessuna tecnica è applicabile</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>%1 è %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>%1 non è %2</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1 è in una delle caselle %2</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1 non è in nessuna delle caselle %2</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>Nessuna delle tecniche che questo gioco conosce permette di andare avanti da qui. La soluzione può mostrarti un numero.</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>La soluzione può riempire %1, la casella con meno candidati.</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>Nella soluzione %2 è %1.</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>Il passo successivo usa la tecnica %1. Premi di nuovo «Suggerimento» per vedere dove guardare.</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>Guarda la %1. Premi di nuovo «Suggerimento» per le caselle e il ragionamento.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>Ramo %1 di %2: %3. Questa è già la conclusione.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>Ramo %1 di %2: se %3, allora %4.</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>Tutti i rami insieme (%1): %2 %3</translation>
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
            <numerusform>%n numero inserito non corrisponde alla soluzione</numerusform>
            <numerusform>%n numeri inseriti non corrispondono alla soluzione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>%n casella ha perso il numero giusto dalle sue note</numerusform>
            <numerusform>%n caselle hanno perso il numero giusto dalle loro note</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>Prima di un suggerimento: %1 (segnato nell’angolo). Un suggerimento basato su questo insegnerebbe la cosa sbagliata.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two of a list of alternatives</comment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>Gli ALS %1 e %2 condividono due candidati comuni ristretti, %3: ciascuno ne contiene esattamente uno, quindi entrambi sono bloccati sugli altri numeri. Nessuna casella che vede tutte le caselle di un numero in un ALS (in entrambi, per un numero comune) può essere quel numero.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>Gli ALS %1 e %2 condividono il candidato comune ristretto %3: solo uno dei due può contenerlo, quindi l’altro è bloccato e uno dei due contiene il numero %4. Una casella che vede tutti i numeri %4 di entrambi non è %4.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>Gli ALS %1 sono collegati uno dopo l’altro dai candidati comuni ristretti %2. Se il primo non contiene il numero %3, ogni ALS a turno è bloccato e l’ultimo contiene il numero %3. Quindi una casella che vede tutti i numeri %3 del primo e dell’ultimo non è %3.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>Ogni candidato di %1 (%2) vede tutte le sue caselle in un ALS: %3. Qualunque sia il valore di %1, quell’ALS è bloccato, quindi uno di essi contiene il numero %4. Una casella che vede tutti i loro %4 non è %4.</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>Tutte le caselle vuote tranne %1 hanno due candidati. %1 deve essere %2, altrimenti lo schema non avrebbe esattamente una soluzione.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>I legami forti del numero %1 separano %2 da %3, e uno dei due gruppi è %1. Quindi una casella che vede entrambi i gruppi non è %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>I legami forti del numero %1 separano %2 da %3. Due caselle dello stesso gruppo si vedono a vicenda, quindi quel gruppo non è %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>I legami forti del numero %1 formano due gruppi, ciascuno diviso in due colori di cui uno è %1. %2 e %3, ciascuna di un colore, si vedono a vicenda, quindi l’altro colore di uno dei gruppi è %1: una casella che vede entrambi quei colori non lo è.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>I legami forti del numero %1 formano due gruppi, ciascuno diviso in due colori di cui uno è %1. %2 vedono entrambi i colori dell’altro gruppo, uno dei quali è %1, quindi non sono %1.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>In %1 il numero %2 si trova solo in %3. I loro %2 occupano %3 uno per ciascuna, quindi il numero %2 non va da nessun’altra parte in %3.</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>Due pesci con pinne del numero %1 condividono %2: uno è coperto da %3, l’altro da %4 (pinne %5). Ognuno elimina i candidati delle sue linee di copertura che vedono tutte le sue pinne.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>In %1 il numero %2 si trova solo in %3, tranne la pinna %4. O il pesce regge, o la pinna è %2; quindi una casella di %3 fuori da %1 che vede la pinna non è %2.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>In %1 il numero %2 si trova solo in %3, tranne le pinne %4. O il pesce regge, o una pinna è %2; quindi una casella di %3 fuori da %1 che vede tutte le pinne non è %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>Nella %1 il numero %2 può andare solo in %3, che si trovano anche nella %4. Quindi il numero %2 non va da nessun’altra parte nella %4.</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1, %2 e %3 contengono solo %4. Se anche %5 fosse uno di questi due numeri, i quattro angoli potrebbero scambiarli e lo schema avrebbe due soluzioni. Quindi %5 non è né l’uno né l’altro.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%1 formerebbero una configurazione mortale di %2 (lo schema avrebbe due soluzioni), a meno che una tra %3 non sia il loro unico numero in più, %4. Quindi una casella che le vede tutte non è %4.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%1 formerebbero una configurazione mortale di %2, a meno che una tra %3 non prenda un numero in più. Con %4 formano un sottoinsieme nudo di quei numeri in più in %5, quindi questi numeri non vanno da nessun’altra parte in %5.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1 formerebbero una configurazione mortale di %2. Nella %3 il numero %4 si trova solo in %5, quindi una di esse è %4 e nessuna può essere %6.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1 formerebbero una configurazione mortale di %2. In %3 il numero %4 si trova solo nel rettangolo, quindi ne occupa una diagonale: non quella di %5, altrimenti l’altra diagonale completerebbe la configurazione.</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>%1 contiene solo %2, e nella %3 e nella %4 il numero %5 si trova solo nel rettangolo. Se %6 fosse %7, il numero %5 andrebbe in %8 e %9 e %1 sarebbe %7: una configurazione mortale, due soluzioni. Quindi %6 non è %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 e %2 sono state riempite con %3 (non sono indizi). Se %4 e %5 prendessero questi numeri incrociati, le quattro caselle potrebbero scambiarli e lo schema avrebbe due soluzioni. Quindi in %6 non c’è %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 e %2 sono state riempite con %3 (non sono indizi). Se %4 e %5 prendessero questi numeri incrociati, le quattro caselle potrebbero scambiarli e lo schema avrebbe due soluzioni. Quindi una delle due è %6, e una casella che le vede entrambe non lo è.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>Il %1 ha solo due posti sia nella %2 sia nella %3, con una base comune nella %4. Quindi %5 o %6 è %1, e una casella che le vede entrambe non lo è.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>Il %1 ha solo due posti sia nella %2 sia nella %3, collegati nella %4 (%5, %6). Quindi %7 o %8 è %1, e una casella che le vede entrambe non lo è.</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>Se %1 non è %2, lo è %3 (%4), quindi %5 non lo è (%6), quindi lo è %7 (%8). Perciò %1 o %7 è %2, e una casella che le vede entrambe non lo è.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>Nella %1 il numero %2 si trova solo nella %3 e nella %4. Se %5 non è %2, lo è %6 (%7), e la %1 tiene il suo %2 sull’altra di queste due linee, vista anche da %8. In ogni caso in %8 non c’è %2.</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>Due 2-String Kite su %1 si incontrano nelle stesse due caselle della %2, %3 e %4: il legame di riga di ciascuna casella appartiene a un kite, quello di colonna all’altro. Ogni kite elimina il proprio candidato.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>Nella %1 il numero %2 si trova solo nella %3 e nella %4. Questo rettangolo vuoto funziona con due legami forti, %5=%6 e %7=%8, e ognuno produce la propria eliminazione.</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1 è l’ultima casella vuota della %2, e %3 è il numero che manca ancora alla %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>Nella %1 il numero %2 può andare solo in %3.</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1 è l’unico candidato rimasto in %2: ogni altro numero è nella sua riga, colonna o regione.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>Nella %1 %2 stanno solo in %3. Quindi quelle caselle non contengono altro.</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>%1 contengono in tutto solo %2, quindi in %3 questi numeri non vanno da nessun’altra parte.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>Pivot %1 con le pinze %2 e %3 su %4: qualunque sia il pivot, una delle pinze è %5. Quindi nessuna casella che vede entrambe le pinze può essere %5.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>Pivot %1 con le pinze %2 e %3 su %4: qualunque sia il pivot, esso o una delle pinze è %5. Quindi nessuna casella che le vede tutte e tre può essere %5.</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>in %1 non può esserci %2</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>Le celle vuote %1 di una gabbia sommano %2 con cifre diverse: solo %3 possono riempirle. Ognuna di queste combinazioni contiene il numero %4, e nella gabbia il numero %4 può andare solo in %5. Quindi %6, perché quelle celle le vedono tutte.</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>La gabbia %1 somma %2 con cifre diverse: solo %3 possono riempirla, ogni cella con una cifra che può ancora avere. Quindi %4.</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>Le celle vuote %1 di una gabbia sommano %2 con cifre diverse (la somma della gabbia meno le cifre in %3): solo %4 possono riempirle, ogni cella con una cifra che può ancora avere. Quindi %5.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>Le cifre di %1 sommano %2, 45 per casa, e le gabbie tutte dentro sommano %3. Quindi le altre celle, %4, sommano %5.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 Tolte le cifre in %2, %3 è %4.</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 Quindi %2 è %3.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 Tolte le cifre in %2, le due celle vuote sommano %3: %4, perché nessun candidato dell’altra cella completa la somma.</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 Quindi %2, perché nessun candidato dell’altra cella completa la somma.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>Le cifre di %1 sommano %2, 45 per casa, e le gabbie che vi entrano sommano %3. Quindi le celle di quelle gabbie rimaste fuori, %4, sommano %5.</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>Guarda la gabbia in %1, di somma %2. Premi di nuovo «Suggerimento» per le caselle e il ragionamento.</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>L’ALS %1 condivide il candidato comune ristretto %4 con %2 e %5 con %3. A %1 manca solo uno dei suoi numeri, quindi contiene %4 o %5: allora %2 non ha %4 oppure %3 non ha %5, e quell’ALS è bloccato e contiene %6. Una casella che vede tutti i %6 sia di %2 sia di %3 non è %6.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>Se %1 fosse %2, un anello di %3 legami che parte da essa escluderebbe di nuovo il numero %2 da essa. Quindi %1 non è %2.</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>Se %1 non fosse %2, un anello di %3 legami che parte da essa vi rimetterebbe il numero %2. Quindi %1 è %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>Se %1 fosse %2, un anello di %3 legami che parte da essa la renderebbe anche %4. Quindi %1 non è %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>Se %1 fosse %2, non sarebbe %3, e allora un anello di %4 legami che parte da essa escluderebbe il numero %2 da essa. Quindi %1 non è %2.</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>Una catena di %2 legami sul numero %1, alternatamente forti e deboli, va da %3 a %4: se %3 non è %1, lo è %4. Una delle due è %1, quindi nessuna casella che le vede entrambe può essere %1.</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Una catena di %1 caselle con due candidati ciascuna va da %2 a %4, e ogni casella vede la successiva: se %2 non è %3, ogni casella forza la successiva, e %4 è %3. Una delle due è %3, quindi nessuna casella che le vede entrambe può essere %3.</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 contengono solo %2, e ognuna vede la successiva lungo una catena, quindi si alternano tra i due numeri. Una casella che ne vede due separate da un numero dispari di legami non può essere né l’uno né l’altro.</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>Un anello di %1 legami si chiude su sé stesso: ciascuno dei suoi legami deboli ha esattamente un estremo vero. Quindi il numero di un legame debole sparisce da ogni casella che vede entrambi i suoi estremi, e una casella in cui si entra e da cui si esce con legami forti conserva solo i loro due numeri.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Una catena di %1 legami va da %2 a %4: se %2 non è %3, lo è %4. Una delle due è %3, quindi nessuna casella che le vede entrambe può essere %3.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>Una catena di %1 legami va da %2 a %4: se %2 non è %3, %4 è %5. Le due caselle si vedono a vicenda, quindi %2 non può essere %5 e %4 non può essere %3.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 è %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 non è %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>nessuna tra %1 è %2</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1: il contrario dell’ipotesi</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>%1 sarebbe %2 e non %2 allo stesso tempo</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>%1 sarebbe contemporaneamente %2</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>%1 non avrebbe più nessun numero: ognuno tra %2 ne sarebbe escluso</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>il numero %1 sarebbe due volte in %2 (in %3)</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>il numero %1 sarebbe in entrambe %2, che si vedono a vicenda</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>%1 non avrebbe più posto per il numero %2: sarebbe escluso da %3</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>il numero %1 non potrebbe andare in nessuna tra %2, i suoi ultimi posti in un’unità</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1, che non possono valere tutte insieme</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>Ipotesi: %1. Seguendo le catene da lì: %2. Quindi l’ipotesi è falsa.</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>Ipotesi: %1. Proseguendo con i singoli: %2. Quindi l’ipotesi è falsa.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>Una di queste deve essere vera: %1. Ciascuna porta con una catena alla stessa conclusione, quindi %2.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>Una di queste deve essere vera: %1. Proseguendo con i singoli, ciascuna porta alla stessa conclusione, quindi %2.</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>Dove %1 incrocia %2, %3 contengono %4. %5 in %1 e %6 in %2 non hanno nessuno di questi numeri in comune tra loro, e insieme a %3 hanno tante caselle quanti sono i numeri da contenere, quindi ognuno di quei numeri viene collocato in esse. Quindi un numero di %5 non va da nessun’altra parte in %1, un numero di %6 da nessun’altra parte in %2, e un numero di %3 che nessuno dei due contiene da nessun’altra parte in nessuna delle due unità.</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>%1 e %2 contengono solo %3. In %5 il numero %4 può andare solo in %6, che vede %1, o in %7, che vede %2. Quindi una tra %1 e %2 vede un %4 e non è %4: è %8. Una casella che vede sia %1 sia %2 non è %8.</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1 Poi inserisci il numero %2 in %3.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>Nella %1 il numero %2 può andare solo in %3, che si trovano anche nella %4. Quindi il numero %2 non va da nessun’altra parte nella %4, e nella %6 gli resta solo %5.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>Nella %1 %2 stanno solo in %3. Quindi quelle caselle non contengono altro, e al numero %4 resta solo %5 nella %1.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 Tolti i numeri in %2, le caselle vuote sommano %3: %4, perché nessun candidato delle altre caselle completa la somma (con numeri diversi dove le caselle si vedono).</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 Quindi %2, perché nessun candidato delle altre caselle completa la somma (con numeri diversi dove le caselle si vedono).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>&amp;Visualizza la ricerca</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>Guarda il risolutore cercare in questo schema, passo dopo passo (%1)</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>Nuova partita di &amp;livello</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>Sudoku del &amp;giorno di livello</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>&amp;Copia la griglia in formato</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>&amp;Risoluzione</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>Ris&amp;olutore</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>Schema</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>Il risolutore usato da «Risolvi»</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Risolutore</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>Creazione di un nuovo schema di livello %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>Risolutore: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Lingua di &amp;sistema</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>&amp;Inserisci %1 in %2</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>A&amp;pplica</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (in pausa)</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · errori: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>Partite e schemi di Sudoku (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>Partite di Sudoku (*.sudoku)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>Schemi: Simple Sudoku, SudoCue, griglie di candidati, righe (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>Impossibile aprire la partita</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>Non è stato possibile salvare la tua partita. %1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>Se esci ora, ciò che hai giocato dall’ultimo salvataggio andrà perso.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Esci comunque</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>inserire un numero nella casella selezionata</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Maiusc&lt;/b&gt;+numero</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>aggiungere o togliere una nota (anche Ctrl+numero)</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>modalità note: i numeri diventano note</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>Notazione Snyder</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Maiusc+numero: segno d’angolo; Ctrl+numero (o modalità note): segno centrale</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>colorazione: un numero colora la casella, Maiusc+numero il candidato; fare clic sulle caselle per colorare, Maiusc+clic o clic destro su una nota</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>prima il numero: scegliere un numero (tastierino o tasto), poi fare clic sulle caselle o premere Spazio per inserirlo</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>in prima il numero: inserire il numero scelto nella casella selezionata</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>svuotare la casella</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>frecce, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;Fine&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>spostarsi; Ctrl+Home/Fine: prima/ultima casella</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>premere il primo pulsante del messaggio accanto alla griglia (Correggile, Rimuovile, Salva con nome, Nuova partita…)</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>spostare la tastiera sui pulsanti del messaggio o del suggerimento accanto alla griglia, e tornare indietro; lì Tab passa da un pulsante all’altro e Spazio ne preme uno</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>annullare, ripetere (Ctrl+Maiusc+Z o Ctrl+Y)</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>suggerimento, verificare, risolvere, fermare</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>&lt;b&gt;H&lt;/b&gt; di nuovo</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>tappa successiva del suggerimento: tecnica, dove guardare, perché, applicare</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>ramo precedente/successivo di una catena forzante nel suggerimento, poi ciò che dimostrano</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>chiudere il suggerimento; uscire dalla colorazione o da prima il numero</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>pausa</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>inserire tutti i candidati</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>nuova partita, ricominciare, inserire uno schema, giocare lo schema inserito</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>opzioni nuova partita: livello e simmetria</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>incollare uno schema, copiare lo schema</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>aprire, salvare, salvare con nome</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>stampare, esportare</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>sudoku del giorno di oggi, statistiche</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>visualizzare la ricerca</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>nel laboratorio di ricerca</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Spazio&lt;/b&gt; riproduci o pausa, &lt;b&gt;Sinistra&lt;/b&gt;/&lt;b&gt;Destra&lt;/b&gt; un passo indietro o avanti, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;Fine&lt;/b&gt; lo schema o l’ultimo passo, &lt;b&gt;B&lt;/b&gt; vicolo cieco successivo, &lt;b&gt;S&lt;/b&gt; soluzione successiva, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; più veloce o più lento, &lt;b&gt;Ctrl+Maiusc+S&lt;/b&gt; esporta la griglia come immagine, &lt;b&gt;Ctrl+Maiusc+F&lt;/b&gt; e &lt;b&gt;Ctrl+Maiusc+A&lt;/b&gt; esporta fotogrammi o un’animazione, &lt;b&gt;Alt&lt;/b&gt; con una lettera sottolineata: quel pulsante o quella casella</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>in «Fianco a fianco»</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; o &lt;b&gt;Ctrl+W&lt;/b&gt; chiudono la finestra</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>con la lettera sottolineata di un menu: aprire il menu</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>queste scorciatoie, uscire</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>Esporta il file dei candidati</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>Griglie di candidati (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>Impossibile esportare i candidati</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Esportato in %1.</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>Il libretto è pronto: %n pagina.</numerusform>
            <numerusform>Il libretto è pronto: %n pagine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Le tue impostazioni vengono di nuovo salvate.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>Le tue impostazioni non possono essere salvate. %1 Finché non sarà possibile, le modifiche valgono solo finché Sudoku resta aperto.</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>Non è stato possibile salvare le tue impostazioni. %1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>Se esci ora, le impostazioni modificate dall’avvio di Sudoku andranno perse. Libera spazio sul disco, poi riprova.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>Non salvato automaticamente</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>Impostazioni non salvate</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>Statistiche disattivate</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Salvato in %1.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
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
        <translation>Creazione di un nuovo schema %1 di livello %2…</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>Filtro dei candidati</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>Il filtro dei candidati nasconde qui la nota %1; per cambiarla, mostra tutte le note (%2).</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>Il filtro dei candidati nasconde alcune note di questa cella; per cancellarle, mostra tutte le note (%1).</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>celle con due candidati</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>%1 nelle celle con due candidati</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>Note: %1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>mostra o nascondi le etichette di righe e colonne, r1–r9 e c1–c9, come i suggerimenti nominano le celle</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>filtro dei candidati: mostra solo le note di quella cifra (più cifre: quelle di ciascuna; di nuovo: quella cifra tolta)</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>filtro dei candidati: solo le note delle celle con due candidati; mostra di nuovo tutte le note</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>Torna a un punto &amp;di controllo</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>Eli&amp;mina punto di controllo</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Torna a %1</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 eliminato.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Elimina %1</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>Imposta punto di controllo con nome</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>Nome del punto di controllo:</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Punto di controllo %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>Una partita tiene al massimo %1 punti di controllo: eliminane prima uno.</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 impostato: Ctrl+B ci riporta.</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Tornato a %1. Annulla (Ctrl+Z) riporta dov’eri.</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Lo schema è già a %1.</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>imposta un punto di controllo, imposta un punto di controllo con nome, torna al più recente (una mossa: Ctrl+Z la annulla)</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>Tutti i passi</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>Percorso risolutivo</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>mostra o nascondi Tutti i passi (ogni passo possibile ora) e il Percorso risolutivo</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>Chiudi %1</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>Stacca %1</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>Resta: valutazione…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>Resta: %1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>Resta: non valutato, la griglia ha un errore</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>Difficoltà rimanente</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>regione successiva/precedente (zona, in un Jigsaw)</translation>
    </message>
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — schema %2 di %3 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>Apri lo schema %1 di %2 in %3</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>lo schema successivo dell&apos;ultimo file di schemi aperto</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>turchese</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrone</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>Matrice di copertura esatta</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>casella r,c riempita</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>la riga r ha il numero d</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>la colonna c ha il numero d</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>la regione b ha il numero d</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>Le colonne della matrice di copertura esatta con le righe rimaste in ciascuna: grigio = coperta, rosso = nessuna riga; l’anello è la colonna scelta, i contorni le colonne della riga presa</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>diagonale o finestra ha la cifra d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>la regione g ha la cifra d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>la diagonale ha la cifra d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>la finestra w ha la cifra d</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Chiudi il messaggio</translation>
    </message>
    <message>
        <source>Return on the board presses this button</source>
        <translation>Invio sulla griglia preme questo pulsante</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>Solo singoli: ogni passo è una casella con un solo numero possibile.</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>Richiede catene o reti forzanti, oppure tentativi.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Livello:</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>Si&amp;mmetria degli indizi:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>Richiede candidati bloccati o coppie nude.</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>Richiede X-Wing, Swordfish, coppie nascoste, triple o XY(Z)-Wing.</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>Richiede unicità, quadruple, Jellyfish, grattacielo, 2-String Kite, colorazione o catene corte.</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>Richiede anelli, catene, W-Wing, pesci con pinne, ALS o Sue de Coq.</translation>
    </message>
</context>
<context>
    <name>NumberPad</name>
    <message>
        <source>Number pad</source>
        <translation>Tastierino numerico</translation>
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
        <translation>Il sudoku è risolto.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>%n passo alla soluzione.</numerusform>
            <numerusform>%n passi alla soluzione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>Dopo %n passo nessuna tecnica si applica più.</numerusform>
            <numerusform>Dopo %n passi nessuna tecnica si applica più.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>Percorso risolutivo</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>&amp;Gioca fino a qui</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>Esegui il percorso fino al passo scelto come una sola mossa</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Copia percorso</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>Copia il percorso risolutivo come testo</translation>
    </message>
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>Copia come righe &amp;HoDoKu</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>Copia il percorso risolutivo nel formato di libreria di HoDoKu, un passo per riga, come lo leggono HoDoKu e sudoku-cli (solo schemi classici: una riga non può contenere le regole di una variante)</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>&amp;Impara: uno schema del livello della tecnica, aperto appena prima del suo primo passo</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>&amp;Esercitati: uno schema intero di livello</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Genera</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>Esercitati su una tecnica</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Tecnica</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>Tecniche da esercitare</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>&amp;Tecniche (il percorso risolutivo dello schema ne usa almeno una tra quelle spuntate):</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>Scegli una tecnica per leggere che cos’è; Aiuto &gt; Tecniche le spiega una per una con un esempio.</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>Spunta almeno una tecnica.</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>Uno schema %1 non richiede mai le tecniche spuntate: scegli il loro livello o uno più difficile.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Generazione…</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>Generazione… %n griglia casuale provata.</numerusform>
            <numerusform>Generazione… %n griglie casuali provate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>Nessuno schema in %n griglia casuale: il generatore crea raramente o mai uno schema il cui percorso risolutivo usa queste tecniche a questo livello. Riprova, oppure scegli altre tecniche o un altro livello.</numerusform>
            <numerusform>Nessuno schema in %n griglie casuali: il generatore crea raramente o mai uno schema il cui percorso risolutivo usa queste tecniche a questo livello. Riprova, oppure scegli altre tecniche o un altro livello.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annullato.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Esempio</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>La posizione prima del primo passo della tecnica in uno schema di esempio, con il passo disegnato</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>Nessun esempio di questa tecnica.</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>Scegli una tecnica per vederne un esempio.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>Evidenzia la riga, la colonna e la regione della casella selezionata</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>Evidenzia le caselle e le note con il numero selezionato</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>Mostra i conflitti (un numero ripetuto in una riga, colonna o regione)</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>Togli un numero dalle note della sua riga, colonna e regione quando viene inserito</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>N&amp;ote:</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>Ogni numero al suo posto nella casella</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>Segni d’angolo e centrali (notazione Snyder)</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>Nella notazione Snyder Maiusc+numero scrive un segno d’angolo e Ctrl+numero (o la modalità note) un segno centrale</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Finestra</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Mostra l’orologio</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>Segui il sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>Chiaro</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>Scuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>Contrasto elevato</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>Seguendo il sistema, l’aspetto a contrasto elevato viene usato quando il desktop lo richiede</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>&amp;Aspetto:</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>Normale (quella del desktop)</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Più grande</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>Molto grande</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <comment>text size: its name and percentage</comment>
        <translation>%1 – %2%</translation>
    </message>
    <message>
        <source>Text in the window and digits and pencil marks on the board</source>
        <translation>Il testo nella finestra e i numeri e le note nella griglia</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Dimensione del &amp;testo:</translation>
    </message>
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>L&amp;ingua:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>Livello di una &amp;nuova partita:</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>Il risolutore dietro «Risolvi», «Verifica» e la soluzione di una stampa</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>&amp;Risolutore:</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>Mostra gli &amp;errori: segna subito un numero che contraddice la soluzione (conta come aiuto)</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <source>Pr&amp;int…</source>
        <translation>Sta&amp;mpa…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>Anteprima &amp;di stampa…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>Esp&amp;orta…</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>Stampa un li&amp;bretto…</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>Copia la griglia come &amp;riga</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>Copia la griglia come &amp;tabella</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Copia la griglia come &amp;immagine</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>Stampa lo schema e, se lo chiedi, la sua soluzione</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>Salva lo schema come documento PDF, immagine PNG o immagine SVG</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>Stampa o salva più schemi nuovi di un livello per pagina</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>Copia la griglia come una riga di 81 caratteri, «.» per una casella vuota</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>Copia la griglia come nove righe di testo con i bordi delle regioni</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>Copia un’immagine della griglia</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>Lo schema non ha una soluzione unica: viene stampato o esportato solo lo schema.</translation>
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
        <translation>Soluzione</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>Stampa la soluzione su una seconda pagina</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>Stampa i miei progressi: numeri, note e colori</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Non è stato possibile usare la stampante.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Anteprima di stampa</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Mostra la soluzione</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>Mostra i miei progressi</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>Numeri, note e colori sopra lo schema</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Schema</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Generazione di %n schema…</numerusform>
            <numerusform>Generazione di %n schemi…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>Stampa un libretto</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>N. %1</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>Soluzione del n. %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>Apri uno schema</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>Schemi nel file</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Tutti i livelli</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>Mostra gli schemi del livello</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>&amp;Livello:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>I numeri dati dello schema selezionato</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>Avanzamento della valutazione</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>Gioca lo schema selezionato</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>Schemi in %1: %2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>Valutati %1 di %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n non si può leggere</numerusform>
            <numerusform>%n non si possono leggere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>N.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>Osservazione</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>Tentativi</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>nessuna soluzione</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>più di una soluzione</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>non valido</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>il generatore si è fermato</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>nessuna di %1 griglie casuali ha dato uno schema di questo livello</translation>
    </message>
</context>
<context>
    <name>PuzzleRenderer</name>
    <message>
        <source>%1 — page %2 of %3</source>
        <comment>print title, page number</comment>
        <translation>%1 — pagina %2 di %3</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>Impossibile scrivere l’immagine %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Impossibile scrivere %1: %2.</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossibile scrivere %1.</translation>
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
        <translation>Gioca, risolvi e impara il Sudoku.</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>Una partita salvata (.sudoku) da aprire.</translation>
    </message>
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>Aspetto per questa esecuzione: system (segui il sistema), light (chiaro), dark (scuro) o high-contrast (contrasto elevato).</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>Legge e scrive le impostazioni in questo file ini invece che nella configurazione dell’utente.</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>Stampa il tempo dall’avvio al primo fotogramma disegnato, poi esce (benchmark).</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>Salva un’immagine della finestra appena disegnata, poi esce.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>Sudoku è già in esecuzione (processo %1): la sua finestra è stata portata in primo piano.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>Sudoku è già in esecuzione (processo %1): %2 è stato aperto lì.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>Sudoku è già in esecuzione (processo %1) ma non risponde: questa finestra prosegue separatamente e non salva automaticamente la tua partita.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>la casella %1 contiene un valore impossibile</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>lo schema non è valido: %1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>il tempo di gioco è negativo</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>la casella selezionata è fuori intervallo</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>la cronologia degli annullamenti è fuori intervallo</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>la cronologia degli annullamenti non corrisponde alla griglia</translation>
    </message>
    <message>
        <source>the rules are broken: %1</source>
        <translation>le regole sono errate: %1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>il nome di un punto di controllo è vuoto o troppo lungo</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>la casella %1 di un punto di controllo contiene un valore impossibile</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>un punto di controllo ha indizi diversi da quelli dello schema</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>la cronologia degli annullamenti è danneggiata</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>Impossibile conservare le impostazioni in %1: non è un file normale (è una pipe, un dispositivo, un socket o una cartella).</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>il file non contiene ciò che è stato scritto</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>Impossibile scrivere le impostazioni in %1: %2.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>Un altro Sudoku (processo %1) tiene %2 e non ha risposto, quindi questa finestra non salva lì.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>non è un database</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>contiene le tabelle di un altro programma</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>le sue tabelle sono incomplete</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>SQLite l’ha trovato danneggiato</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>Il file delle statistiche era danneggiato (%1). È stato conservato come %2 e sono state avviate nuove statistiche.</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>Le statistiche sono disattivate: il driver SQLite di Qt non è installato (Debian: libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>Le statistiche sono disattivate: la cartella %1 non è scrivibile, quindi non si può creare %2.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>Le statistiche sono disattivate: impossibile aprire %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>Le statistiche sono disattivate: %1 è stato creato da una versione più recente di Sudoku (versione delle statistiche %2) e viene lasciato com’è.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>Le statistiche sono disattivate: %1 è danneggiato e non può essere messo da parte (%2).</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>Le statistiche non possono essere salvate: %1 o la sua cartella è di sola lettura. Possono essere mostrate, ma le partite non vengono contate.</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>Non è stato possibile salvare le statistiche in %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>Non è stato possibile salvare le statistiche in %1 (%2); l’ultima partita non viene contata.</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>Un altro programma tiene bloccato %1: le tue partite vengono conservate e contate appena lo rilascia.</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>Le statistiche non possono essere mostrate per ora: un altro programma tiene bloccato %1.</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>Non è stato possibile contare le tue ultime partite: un altro programma tiene bloccato %1, e non è stato possibile nemmeno conservarle per dopo (%2).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>&amp;Panoramica</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>&amp;Cronologia</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>Statistiche per livello</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutte le partite</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Partite iniziate</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Completato</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abbandonato</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>Tempo migliore senza aiuti</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>Media senza aiuti</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>Mediana senza aiuti</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>Media con aiuti</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>Serie attuale</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Serie più lunga</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>I tempi riguardano le partite completate senza aiuti (suggerimenti, verifiche, errori mostrati o «Risolvi»), tranne la media con aiuti. Una serie conta le partite completate di fila; una partita abbandonata la interrompe.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aiuti</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>C&amp;hiudi</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>Nessuna statistica.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Conteggio…</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>Sudoku del giorno: giorni di fila con uno completato: %1 · serie più lunga: %2</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Il tuo schema</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1, sudoku del giorno %2</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>In corso</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>Abbandonato (Risolvi)</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>suggerimenti: %1</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>verifiche: %1</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>errori: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>sì</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>Ancora nessuna partita: una partita conta dalla sua prima mossa.</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>Partite: %1; sono elencate le %2 più recenti.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Partite: %1</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Tutte le varianti</translation>
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
        <translation>Passo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>Percorso risolutivo: %n passo</numerusform>
            <numerusform>Percorso risolutivo: %n passi</numerusform>
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
        <translation>Inizia a giocare un sudoku per vederne i passi.</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Ricerca dei passi…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>La griglia contiene errori: i passi trovati su di essa sarebbero sbagliati. Verifica o Suggerimento li indicano.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>Qui non si applica nessun passo logico.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>Qui si applica %n passo.</numerusform>
            <numerusform>Qui si applicano %n passi.</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <comment>the All Steps list</comment>
        <translation>&amp;Ordina per</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <comment>sort the steps by</comment>
        <translation>Difficoltà</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>Candidati eliminati</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>Ordina i passi per</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>Tutti i passi</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>&amp;Applica passo</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>Esegui il passo scelto come una sola mossa (Invio nell’elenco fa lo stesso)</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>Solo Killer sudoku: legge le gabbie e le loro somme.</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>Funziona in ogni variante: le diagonali del Sudoku-X, le finestre dell’Hyper e le zone del Jigsaw sono unità come righe, colonne e regioni, e le gabbie di un Killer si limitano ad aggiungere informazioni.</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>Basata sulle regioni 3×3: vale negli schemi classici, Sudoku-X, Hyper e Killer, non nel Jigsaw, le cui zone sostituiscono le regioni.</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>Solo schemi classici con esattamente una soluzione: in una variante le unità o le gabbie in più possono distinguere i due numeri di un rettangolo, quindi lì la configurazione non è mortale.</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>L’ultima casella vuota di un’unità prende l’unico numero che manca all’unità.</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>Cerca una riga, una colonna o una regione che contiene già otto numeri. Ogni unità contiene ogni numero una volta, quindi la sua unica casella vuota deve prendere il numero mancante.</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>Un numero che ha un solo posto rimasto in un’unità va lì.</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>Scegli un numero e un’unità, e cancella ogni casella dell’unità che vede già quel numero nella sua riga, colonna o regione. Se rimane una sola casella, il numero deve andare lì, qualunque altro candidato abbia ancora quella casella: l’unità ha bisogno del numero da qualche parte.</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>Una casella con un solo candidato rimasto lo prende.</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>Guarda una casella vuota ed elenca i numeri che la sua riga, colonna e regione contengono già. Se ci sono otto dei nove numeri, la casella può prendere solo il nono: inseriscilo.</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>Un numero confinato in una sola linea all’interno di una regione viene eliminato dal resto di quella linea.</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>In una regione, guarda dove può ancora andare un numero. Se tutte quelle caselle stanno in un’unica riga o colonna, il numero della regione sarà su quella linea. Quindi il numero non può andare da nessun’altra parte su quella linea, fuori dalla regione: eliminalo lì.</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>Un numero confinato in una sola regione all’interno di una linea viene eliminato dal resto di quella regione.</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>In una riga o colonna, guarda dove può ancora andare un numero. Se tutte quelle caselle stanno in un’unica regione, il numero della linea sarà in quella regione. Quindi le altre caselle della regione, fuori dalla linea, non possono prenderlo: eliminalo lì.</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>Una coppia nuda in caselle che condividono sia una linea sia una regione ripulisce entrambe le unità.</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>Due caselle nella stessa regione e nella stessa riga (o colonna) contengono gli stessi due candidati e nessun altro. I due numeri devono riempire queste due caselle, in un ordine o nell’altro, quindi nessuno dei due numeri può andare da nessun’altra parte nella regione o nella linea: eliminali da entrambe.</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>Due caselle di un’unità con gli stessi due candidati tengono quei numeri per sé.</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>Trova due caselle in un’unità che contengono esattamente gli stessi due candidati. Insieme devono prendere entrambi i numeri, quindi nessun’altra casella di quell’unità può avere l’uno o l’altro: elimina i due numeri dal resto dell’unità.</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>Due numeri che possono stare solo nelle stesse due caselle di un’unità si prendono quelle caselle.</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>In un’unità, trova due numeri che possono andare ciascuno solo nelle stesse due caselle. Quelle due caselle devono contenere questi due numeri, quindi ogni altro candidato in esse è sbagliato: elimina gli altri candidati dalle due caselle.</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>Una tripla nuda in caselle che condividono sia una linea sia una regione ripulisce entrambe le unità.</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>Tre caselle nella stessa regione e nella stessa riga (o colonna) contengono in tutto solo tre numeri. Devono prendere quei tre numeri, quindi i numeri non possono andare da nessun’altra parte nella regione o nella linea: eliminali da entrambe.</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>Tre caselle di un’unità che contengono in tutto solo tre numeri tengono quei numeri.</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>Trova tre caselle in un’unità i cui candidati, messi insieme, sono solo tre numeri (una casella non deve per forza contenerli tutti e tre). Le tre caselle devono prendere quei tre numeri, quindi elimina i numeri da ogni altra casella dell’unità.</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>Tre numeri che possono stare solo nelle stesse tre caselle di un’unità si prendono quelle caselle.</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>In un’unità, trova tre numeri i cui posti possibili sono le stesse tre caselle (ogni numero in due o tre di esse). Quelle caselle devono contenere questi numeri, quindi elimina da esse ogni altro candidato.</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>Quattro caselle di un’unità che contengono in tutto solo quattro numeri tengono quei numeri.</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>L’idea della tripla nuda con quattro caselle: quattro caselle di un’unità i cui candidati, messi insieme, sono solo quattro numeri devono prenderli tutti e quattro, quindi elimina quei numeri dal resto dell’unità.</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>Quattro numeri che possono stare solo nelle stesse quattro caselle di un’unità si prendono quelle caselle.</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>L’idea della tripla nascosta con quattro numeri: quando quattro numeri di un’unità possono andare solo nelle stesse quattro caselle, quelle caselle li contengono, e ogni altro candidato nelle quattro caselle può essere eliminato.</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>Un numero con esattamente due posti in ciascuna di due righe, nelle stesse due colonne.</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>Trova un numero che può andare solo in due caselle di una riga, e solo in due caselle di un’altra riga, nelle stesse due colonne. Le due righe hanno bisogno del numero una volta ciascuna, e possono prenderlo solo in angoli opposti del rettangolo. In entrambi i casi tutte e due le colonne ricevono il numero da queste righe, quindi eliminalo dalle altre caselle delle due colonne. (Lo stesso vale scambiando colonne e righe.)</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>Un X-Wing con tre righe e tre colonne.</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>Trova tre righe in cui un numero può andare solo nelle stesse tre colonne (due o tre caselle in ogni riga). Le tre righe hanno bisogno del numero tre volte, in tre colonne diverse, quindi queste righe forniscono il numero a tutte e tre le colonne. Eliminalo dalle altre caselle di quelle colonne. (Vale anche scambiando colonne e righe.)</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>Un X-Wing con quattro righe e quattro colonne.</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>Quattro righe in cui un numero può andare solo nelle stesse quattro colonne devono mettere il numero in ciascuna di quelle colonne. Quindi il numero può essere eliminato da ogni altra casella delle quattro colonne. (Vale anche scambiando colonne e righe.)</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>Una casella pivot XY e due pinze XZ e YZ: una casella che vede entrambe le pinze non può essere Z.</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>Cerca tre caselle con due candidati ciascuna: un pivot che contiene X e Y, una pinza che vede il pivot e contiene X e Z, un’altra che vede il pivot e contiene Y e Z. Se il pivot è X, la prima pinza è Z; se il pivot è Y, la seconda pinza è Z. In ogni caso una delle pinze è Z, quindi nessuna casella che vede entrambe le pinze può essere Z.</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>Un XY-Wing il cui pivot contiene anche Z: le caselle che vedono tutte e tre non possono essere Z.</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>Il pivot contiene tre candidati X, Y e Z; una pinza che lo vede contiene X e Z, un’altra contiene Y e Z. Qualunque numero prenda il pivot, una delle tre caselle è Z: il pivot stesso o una delle pinze. Quindi una casella che vede tutte e tre le caselle non può essere Z.</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>Due legami forti di uno stesso numero su linee parallele, uniti a un’estremità.</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>Trova un numero che ha esattamente due posti in ciascuna di due righe, con un’estremità di ogni coppia nella stessa colonna (la base) e le altre due estremità in colonne diverse (le cime). Le due caselle della base condividono una colonna, quindi al massimo una di esse contiene il numero, e l’altra riga deve allora averlo nella sua cima: almeno una cima contiene il numero. Una casella che vede entrambe le cime non può prenderlo. (Vale anche scambiando colonne e righe.)</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>Un legame di riga e un legame di colonna di uno stesso numero, uniti in una regione.</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>Trova un numero con esattamente due posti in una riga ed esattamente due in una colonna, dove un’estremità della riga e un’estremità della colonna sono caselle diverse della stessa regione. Quelle due caselle non possono contenere entrambe il numero, quindi lo contiene una delle estremità lontane: l’altra estremità della riga o l’altra estremità della colonna. La casella che vede entrambe le estremità lontane non può prendere il numero.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>Colora i legami forti di un numero con due colori; una casella che vede entrambi i colori perde quel numero.</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>Prendi un numero e unisci ogni coppia di caselle che sono i suoi unici posti in un’unità. Colora una catena così ottenuta con due colori, alternandoli: un colore è tutto vero, l’altro tutto falso, ma non sappiamo ancora quale. Una casella fuori dalla catena che vede una casella di ciascun colore vede il numero in ogni caso, quindi eliminalo lì.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>Colora i legami forti di un numero; un colore che incontra sé stesso in un’unità è falso.</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>Colora una catena di legami forti di un numero con due colori alternati, come nella trappola. Se due caselle dello stesso colore condividono un’unità, quel colore non può essere vero, perché l’unità riceverebbe il numero due volte. Quindi ogni casella di quel colore perde il numero, e le caselle dell’altro colore lo prendono.</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>Due caselle bivalore uguali unite da un legame forte su uno dei loro numeri.</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>Trova due caselle che contengono gli stessi due candidati X e Y ma non si vedono a vicenda, e un legame forte su X (un’unità in cui X ha solo due posti) con un’estremità che vede ciascuna casella. Se nessuna delle due caselle fosse Y, entrambe sarebbero X, e al legame forte non resterebbe nessun X. Quindi una delle due caselle è Y, e una casella che le vede entrambe non può essere Y.</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>Tre angoli di un rettangolo mortale: il quarto non può tenere entrambi i numeri.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>Quattro caselle su due righe, due colonne e due regioni che contenessero tutte solo X e Y potrebbero scambiare X e Y e dare una seconda soluzione (una configurazione mortale). Uno schema ben fatto ha una sola soluzione, quindi questo non può succedere. Quando tre angoli contengono solo X e Y, il quarto deve prendere un altro numero: elimina X e Y da esso.</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>Tutte le caselle bivalore tranne una: quella casella prende il suo terzo numero.</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>Una griglia in cui ogni casella vuota ha due candidati e ogni numero compare due volte in ogni unità è una «bivalue universal grave» (BUG): non ha nessuna soluzione o ne ha più di una. Quando una sola casella ha tre candidati, e uno dei suoi numeri compare tre volte nelle sue unità, quel numero deve essere inserito lì; altrimenti la griglia cadrebbe nella trappola.</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>Due legami forti di uno stesso numero uniti da un legame debole.</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>Prendi un numero con due legami forti (unità in cui ha esattamente due posti), dove un’estremità del primo vede un’estremità del secondo. Quelle due estremità non possono contenere entrambe il numero, quindi lo contiene una delle altre due estremità. Una casella che vede entrambe queste altre estremità non può prendere il numero. Il grattacielo e il 2-String Kite sono Turbot Fish di forma particolare.</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>Un numero in una regione confinato in una riga e una colonna, con un legame forte all’esterno.</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>In una regione, i posti di un numero stanno su una riga e una colonna della regione (una L o una croce), quindi il numero della regione è su quella riga o su quella colonna. Aggiungi un legame forte del numero in una colonna fuori dalla regione, con l’estremità vicina sulla riga della regione. O la sua estremità lontana contiene il numero, oppure lo contiene l’estremità vicina, e allora la riga della regione è occupata e il numero della regione è sulla sua colonna. La casella dove la colonna della regione incrocia la riga dell’estremità lontana le vede entrambe, quindi perde il numero. (Vale anche scambiando righe e colonne.)</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>Due 2-String Kite che passano per le stesse caselle di una regione, ciascuno dei quali elimina un numero.</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>Due kite che condividono le stesse due caselle di una regione, ciascuno formato dai propri legami forti, vengono trovati insieme. Ogni kite da solo elimina il numero dalla casella che vede entrambe le sue estremità lontane; il passo esegue entrambe le eliminazioni in una volta.</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>Due rettangoli vuoti in una regione, ciascuno con il proprio legame forte.</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>Una regione il cui numero è confinato in una riga e una colonna funziona come un rettangolo vuoto con due legami forti contemporaneamente, uno che incontra la sua riga e uno che incontra la sua colonna. Ognuno produce la propria eliminazione, come nel rettangolo vuoto; il passo le esegue entrambe.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>Un X-Wing con candidati in più in una regione: elimina solo dove si vede la pinna.</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>Due righe contengono un numero quasi come in un X-Wing, ma una riga ha uno o due posti in più (la pinna) dentro la regione di un angolo. O la pinna contiene il numero, o l’X-Wing è reale. Una casella che l’X-Wing ripulirebbe e che vede anche la pinna (nella regione della pinna) perde il numero in entrambi i casi.</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>Uno Swordfish con candidati in più in una regione.</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>Tre righe contengono un numero come in uno Swordfish, tranne una pinna: uno o due posti in più in un’unica regione. O la pinna contiene il numero o lo Swordfish è valido. Le caselle che lo Swordfish ripulirebbe e che vedono anche la pinna perdono il numero.</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>Un Jellyfish con candidati in più in una regione.</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>L’idea della pinna con quattro righe e quattro colonne: o la pinna nella sua regione contiene il numero, o il Jellyfish è valido. Elimina il numero dalle caselle che il Jellyfish ripulirebbe e che vedono anche la pinna.</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>Un X-Wing con pinna a cui manca un angolo.</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>Come un X-Wing con pinna, ma un angolo del rettangolo non ha più nessun candidato; la pinna accanto, nella stessa regione, ne prende il posto. O la pinna contiene il numero o le caselle rimanenti funzionano come un X-Wing, quindi le caselle che vedono la pinna e che l’X-Wing ripulirebbe perdono il numero.</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>Uno Swordfish con pinna a cui manca un angolo.</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>Uno Swordfish con pinna in cui l’angolo nella regione della pinna non ha candidati; la pinna ne prende il posto. Il ragionamento è quello della pinna: le caselle che vedono la pinna e che lo Swordfish ripulirebbe perdono il numero.</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>Un Jellyfish con pinna a cui manca un angolo.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>Un Jellyfish con pinna in cui l’angolo nella regione della pinna non ha candidati; la pinna ne prende il posto. Le caselle che vedono la pinna e che il Jellyfish ripulirebbe perdono il numero.</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>Due Swordfish con pinna sulle stesse righe, trovati come un unico passo.</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>Due Swordfish con pinna che condividono le righe e differiscono solo per quali caselle in più formano la pinna vengono mostrati insieme: ognuno elimina il numero dove lo eliminerebbe da solo, e il passo esegue entrambe le eliminazioni.</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>Due Jellyfish con pinna sulle stesse righe, trovati come un unico passo.</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>Due Jellyfish con pinna che condividono le righe e differiscono solo per le pinne vengono mostrati insieme; ognuno produce la propria eliminazione, e il passo le esegue entrambe.</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>Due Swordfish sashimi sulle stesse righe, trovati come un unico passo.</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>Due Swordfish sashimi che condividono le righe e differiscono solo per le pinne vengono mostrati insieme; ognuno produce la propria eliminazione, e il passo le esegue entrambe.</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>Due Jellyfish sashimi sulle stesse righe, trovati come un unico passo.</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>Due Jellyfish sashimi che condividono le righe e differiscono solo per le pinne vengono mostrati insieme; ognuno produce la propria eliminazione, e il passo le esegue entrambe.</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>Due catene colorate di uno stesso numero che si vedono: una coppia di colori non può essere vera insieme.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>Colora due catene separate di legami forti di un numero, ciascuna con la propria coppia di colori. Se una casella di colore A nella prima catena vede una casella di colore C nella seconda, A e C non sono entrambi veri, quindi i colori opposti B o D contengono il numero. Una casella che vede sia una casella B sia una casella D non può prenderlo.</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>Un colore che vede entrambi i colori di un’altra catena è falso.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>Colora due catene separate di legami forti di un numero. Se caselle di colore A nella prima catena vedono caselle di entrambi i colori della seconda catena, A non può essere vero: uno dei colori della seconda catena contiene il numero, e A sarebbe in conflitto con esso. Quindi ogni casella di colore A perde il numero.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>Un rettangolo mortale le cui due caselle del tetto condividono un numero in più: quel numero è nel tetto.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>Quattro caselle su due righe, due colonne e due regioni contengono X e Y; due di esse (il tetto) contengono anche lo stesso numero in più Z. Se nessuna casella del tetto fosse Z, le quattro caselle formerebbero una configurazione mortale con due soluzioni. Quindi una casella del tetto è Z, e una casella che vede entrambe le caselle del tetto non può essere Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>Un rettangolo mortale i cui numeri in più del tetto formano un sottoinsieme con altre caselle.</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>In un rettangolo unico le due caselle del tetto contengono numeri in più; uno di questi deve essere vero, quindi insieme il tetto si comporta come un’unica casella che contiene solo i numeri in più. Se questa pseudo-casella e altre caselle di un’unità che condividono formano un sottoinsieme nudo, i numeri del sottoinsieme possono essere eliminati dal resto di quell’unità.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>Un rettangolo mortale il cui tetto deve contenere uno dei suoi numeri: l’altro va eliminato.</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>Le due caselle del tetto di un rettangolo unico condividono un’unità in cui X può andare solo in quelle due caselle. Quindi una casella del tetto è X. Se l’altra fosse Y, il rettangolo sarebbe mortale, quindi nessuna casella del tetto può essere Y: elimina Y da entrambe.</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>Un rettangolo mortale con lo stesso numero in più in tre angoli.</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>Tre angoli di un rettangolo unico (o due su una diagonale) contengono lo stesso numero in più Z. Uno di essi deve essere Z, altrimenti il rettangolo sarebbe mortale. Quindi una casella che vede tutte le caselle con Z non può essere Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>Un rettangolo mortale con un X-Wing su uno dei suoi numeri.</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>Le due caselle del tetto in diagonale di un rettangolo unico contengono numeri in più, e il numero X ha solo le caselle del rettangolo in entrambe le sue righe e in entrambe le sue colonne. Se una casella del tetto fosse X, X occuperebbe anche l’angolo opposto, e gli altri due angoli sarebbero Y: una configurazione mortale. Quindi X può essere eliminato dalle due caselle del tetto.</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>Un rettangolo tenuto da legami forti che diventerebbe mortale: un candidato va eliminato.</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>Quattro caselle di un rettangolo su due regioni contengono tutte X e Y, e un angolo contiene solo questi due. Guarda l’angolo opposto: se X ha solo le caselle del rettangolo nella riga e nella colonna di quell’angolo, quell’angolo non può essere Y, perché allora X occuperebbe gli altri due angoli e le quattro caselle sarebbero mortali. Elimina Y lì.</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>Tre angoli risolti di un rettangolo sarebbero mortali con il quarto: quel numero va eliminato.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>Tre angoli di un rettangolo su due regioni contengono numeri inseriti dal giocatore (non indizi), X e Y disposti come in un rettangolo. Se il quarto angolo prendesse il numero che completa la configurazione, X e Y potrebbero essere scambiati in tutte e quattro le caselle e lo schema avrebbe due soluzioni. Quindi elimina quel numero dal quarto angolo.</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>Un rettangolo a due numeri inseriti dalla configurazione mortale, con un numero in più in comune.</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>Due angoli di un rettangolo contengono numeri inseriti (non indizi); gli altri due contengono ciascuno il numero che renderebbe mortale la configurazione più lo stesso numero in più Z. Non possono prendere entrambi i numeri mortali, quindi uno dei due è Z, e una casella che li vede entrambi non può essere Z.</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>Una catena alternata di legami forti e deboli di uno stesso numero.</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>Parti da una casella con un numero e seguilo: un legame forte (l’unico altro posto in un’unità) poi un legame debole (un altro posto in un’unità), alternandoli, sempre sullo stesso numero, e termina con un legame forte. Che la prima casella contenga il numero o no, una delle due estremità della catena lo contiene. Una casella che vede entrambe le estremità non può prendere il numero.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>Una catena di caselle bivalore: l’una o l’altra estremità contiene il numero.</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>Collega caselle che hanno ciascuna esattamente due candidati, ognuna delle quali condivide un numero con la successiva e la vede. Se la prima casella non è Z, è il suo altro numero, che forza la casella successiva, e così via lungo la catena fino a quando l’ultima casella è Z. Quindi, quando entrambe le estremità contengono Z, una di esse è Z, e una casella che vede entrambe le estremità non può essere Z.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>Una catena di caselle con gli stessi due numeri: le estremità a distanza dispari sono diverse.</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>Una catena di caselle che contengono tutte solo gli stessi due numeri, ognuna delle quali vede la successiva, si alterna: una casella sì e una no ha lo stesso numero. Due caselle separate da un numero dispari di legami contengono numeri diversi, quindi insieme li contengono entrambi. Una casella che le vede entrambe non può contenere nessuno dei due numeri.</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>Una catena che si chiude su sé stessa: ogni legame debole dell’anello diventa forte.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>Una catena di legami forti e deboli alternati che torna al punto di partenza, senza interruzioni nell’alternanza, è un anello: ogni legame debole in esso vale in entrambi i sensi. Quindi in ogni unità attraversata da un legame debole, uno dei suoi due estremi è vero, e il numero viene eliminato dalle altre caselle di quell’unità; una casella i cui due candidati sono uniti da un legame debole perde i suoi altri candidati.</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>Un anello che si interrompe in una casella: quel candidato è vero o falso.</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>Una catena che inizia e finisce sullo stesso candidato, con un punto in cui si incontrano due legami dello stesso tipo. Due legami forti che si incontrano lì mostrano che supporre falso il candidato lo rende vero: inseriscilo. Due legami deboli mostrano che supporlo vero lo rende falso: eliminalo.</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>Una catena di inferenze alternate su candidati qualsiasi: una delle sue estremità è vera.</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>Segui legami forti e deboli, alternandoli, attraverso caselle e numeri: un legame forte può essere due posti di un numero in un’unità o i due candidati di una casella bivalore. Una catena che inizia e finisce con un legame forte rende vera almeno un’estremità. Se entrambe le estremità sono lo stesso numero, una casella che vede entrambe le estremità lo perde; se sono numeri diversi in caselle che si vedono a vicenda, la casella di ciascuna estremità perde il numero dell’altra estremità.</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>Un Nice Loop continuo con nodi di gruppo.</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>Un Nice Loop continuo in cui alcuni nodi sono gruppi: i posti di un numero in una regione che stanno su una riga o colonna, presi insieme come un unico nodo (il numero è in uno di essi). L’anello funziona come senza gruppi: i suoi legami deboli valgono in entrambi i sensi, e ognuno ripulisce la propria unità.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>Un Nice Loop discontinuo con nodi di gruppo.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>Un Nice Loop discontinuo in cui alcuni nodi sono gruppi dei posti di un numero in una regione lungo una linea. Come senza gruppi, il candidato dove l’anello si interrompe viene inserito (lì si incontrano due legami forti) o eliminato (due legami deboli).</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>Una catena di inferenze alternate con nodi di gruppo.</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>Una AIC in cui alcuni nodi sono gruppi dei posti di un numero in una regione lungo una linea: il gruppo è vero quando il numero è in una delle sue caselle. Un’estremità della catena è vera, quindi i candidati che vedono entrambe le estremità possono essere eliminati.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>Supporre un candidato porta a una contraddizione, quindi è falso.</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>Supponi che un candidato sia vero e segui ciò che forza, una conseguenza semplice dopo l’altra. Se questo porta a una posizione impossibile (una casella senza candidati, un numero due volte in un’unità, un numero senza posto in un’unità), l’ipotesi era sbagliata: elimina il candidato, oppure inseriscilo se è stato supporlo falso a rompere la griglia.</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>Ogni scelta di una casella o di un’unità porta allo stesso risultato.</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>Prendi i candidati di una casella (o i posti di un numero in un’unità): uno di essi è vero. Segui ciò che forza ciascuno, ramo per ramo. Se ogni ramo inserisce lo stesso numero in una casella, o elimina lo stesso candidato, quel risultato vale qualunque sia la scelta giusta.</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>Una catena forzante i cui rami si combinano: un’ipotesi che rompe la griglia.</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>Come una catena forzante con contraddizione, ma le conseguenze vengono seguite come una rete: una conclusione può richiedere diverse conclusioni precedenti insieme (una casella i cui altri candidati sono stati tutti eliminati). Quando la rete che parte da un’ipotesi arriva a una posizione impossibile, l’ipotesi è falsa.</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>Ogni scelta porta, attraverso reti, allo stesso risultato.</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>Come una catena forzante con convergenza, ma con reti: ogni candidato di una casella (o ogni posto di un numero in un’unità) viene seguito con tutte le conseguenze che ha, combinate. Un inserimento o un’eliminazione a cui arriva ogni ramo è vero.</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>Caselle dove una linea incrocia una regione, divise tra due sottoinsiemi nella linea e nella regione.</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>Prendi due o tre caselle dove una riga (o colonna) incrocia una regione, che contengono almeno due candidati in più rispetto al numero di caselle. Trova una casella bivalore o un ALS nel resto della linea che usa alcuni di quei numeri, e un altro nel resto della regione che usa gli altri, senza numeri in comune tra i due. Le caselle dell’incrocio hanno bisogno di numeri da entrambi i lati, quindi l’insieme della linea tiene i suoi numeri fuori dal resto della linea e l’insieme della regione tiene i suoi numeri fuori dal resto della regione: eliminali lì.</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>Due ALS collegati da un candidato comune ristretto.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>Un ALS (almost locked set, insieme quasi bloccato) è formato da N caselle di un’unità con N+1 candidati: togliendo un numero qualsiasi, i restanti sono bloccati. Prendi due di questi insiemi e un numero X presente in entrambi le cui caselle in un insieme vedono tutte le sue caselle nell’altro (candidato comune ristretto): X è al massimo in un insieme, quindi l’altro è bloccato. Se entrambi gli insiemi contengono anche un numero Z, uno dei due inserisce Z, quindi una casella che vede tutte le loro caselle con Z non può essere Z.</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>Tre ALS disposti come in un XY-Wing.</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>Un ALS pivot condivide un candidato comune ristretto X con un insieme e un candidato comune ristretto Y con un altro. Il pivot non può perdere sia X sia Y, quindi uno dei due insiemi pinza è bloccato. Se entrambe le pinze contengono un numero Z, una delle due lo contiene, e una casella che vede tutte le loro caselle con Z non può essere Z.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>Una catena di ALS collegati da candidati comuni ristretti.</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>ALS concatenati uno dopo l’altro, ciascuno collegato al successivo da un candidato comune ristretto (uno diverso a ogni collegamento). Se il primo insieme non è bloccato lo è il successivo, e così via, quindi il primo o l’ultimo insieme è bloccato. Un numero Z presente in entrambi gli insiemi alle estremità è in uno dei due: le caselle che vedono tutte quelle caselle con Z perdono Z.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>Una casella stelo in cui ogni candidato blocca un insieme petalo.</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>Una casella stelo ha alcuni candidati; per ciascuno, un ALS (un petalo) contiene quel numero in caselle che vedono tutte lo stelo. Qualunque numero prenda lo stelo, il suo petalo perde quel numero e diventa bloccato. Se ogni petalo contiene un numero Z, uno di essi inserisce Z, quindi una casella che vede tutte le caselle con Z dei petali non può essere Z.</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>Solo alcune combinazioni di cifre possono riempire una gabbia: gli altri candidati vanno eliminati.</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>Le caselle di una gabbia del Killer sommano la sua somma senza cifre ripetute. Elenca gli insiemi di cifre diverse con quella somma che si adattano ai candidati delle caselle (ogni casella deve poter prendere una cifra dell’insieme). Un candidato che non appartiene a nessuno di quegli insiemi, o che non può essere collocato in nessuno di essi, viene eliminato. Per esempio, due caselle che sommano 17 possono essere solo 8 e 9.</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>Una cifra contenuta in ogni combinazione di una gabbia è bloccata nelle sue caselle.</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>Se ogni combinazione che può ancora riempire una gabbia contiene la stessa cifra, la gabbia contiene quella cifra in una delle caselle che possono prenderla. Quando quelle caselle condividono un’unità, o una casella fuori dalla gabbia le vede tutte, quella casella esterna non può contenere la cifra: eliminala lì.</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>La regola del 45: le cifre di un’unità sommano 45, quindi si conosce la somma delle caselle lasciate fuori dalle sue gabbie.</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>Ogni riga, colonna e regione somma 45. Somma le gabbie che stanno interamente dentro un’unità (o due o tre linee adiacenti): le una o due caselle che esse lasciano fuori (innies) formano il resto di 45. Oppure somma le gabbie che coprono l’unità: le loro caselle che sporgono fuori (outies) sommano l’eccedenza oltre 45. Una somma nota di una casella la risolve; di due caselle, elimina i candidati che nessun compagno completa.</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>Un puntamento le cui eliminazioni lasciano a un numero un solo posto in un’altra regione: inseriscilo.</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>Trova un puntamento: in una regione un numero può andare solo su una linea, quindi lascia il resto di quella linea. Poi guarda lungo la linea le altre regioni che attraversa: se in una di esse resta ora un solo posto per il numero, va lì. Non serve annotare le eliminazioni: è un singolo nascosto visto attraverso il puntamento.</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>Una rivendicazione le cui eliminazioni lasciano a un numero un solo posto in un’altra linea: inseriscilo.</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>Trova una rivendicazione: in una riga o colonna un numero può andare solo dentro una regione, quindi lascia il resto di quella regione. Poi guarda le altre linee che attraversano la regione, parallele alla prima: se su una di esse resta ora un solo posto per il numero, va lì.</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>Una coppia nascosta le cui eliminazioni lasciano a un altro numero un solo posto nella casa: inseriscilo.</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>Trova una coppia nascosta: due numeri che stanno solo nelle stesse due caselle di una casa, che quindi non contengono altro. Un terzo numero che poteva andare in una di quelle caselle perde quel posto; se gliene resta uno solo nella casa, va lì.</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>Una tripla nascosta le cui eliminazioni lasciano a un altro numero un solo posto nella casa: inseriscilo.</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>Trova una tripla nascosta: tre numeri che stanno solo nelle stesse tre caselle di una casa, che quindi non contengono altro. Un altro numero che poteva andare in quelle caselle perde quei posti; se gliene resta uno solo nella casa, va lì.</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>La regola del 45 lascia da tre a sette caselle di somma nota: trattale come una gabbia a sé.</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>Come per innies e outies, somma le gabbie che stanno interamente dentro un’unità (o due o tre linee adiacenti), oppure quelle che la coprono. Quando le caselle lasciate fuori, o che sporgono, sono da tre a sette, la loro somma è nota come quella di una gabbia, anche se non ne formano una: trova quali candidati possono riempirle. Un candidato se ne va quando nessuna scelta di candidati nelle altre caselle completa la somma, con numeri diversi nelle caselle che si vedono.</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Mezzo giro (180°)</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Quarti di giro (90°)</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>Riflessione sinistra-destra</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>Riflessione alto-basso</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <comment>symmetry of the givens: main diagonal</comment>
        <translation>Diagonale principale</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <comment>symmetry of the givens</comment>
        <translation>Antidiagonale</translation>
    </message>
    <message>
        <source>All rotations and mirrors</source>
        <comment>symmetry of the givens</comment>
        <translation>Tutte le rotazioni e riflessioni</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>Estremo</translation>
    </message>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>Ultima casella libera</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>Singolo nascosto</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>Singolo nudo</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>Candidati bloccati tipo 1 (puntamento)</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>Candidati bloccati tipo 2 (rivendicazione)</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>Coppia bloccata</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>Coppia nuda</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>Coppia nascosta</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>Tripla bloccata</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>Tripla nuda</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>Tripla nascosta</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>Quadrupla nuda</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>Quadrupla nascosta</translation>
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
        <translation>Rettangolo unico tipo 1</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>Grattacielo</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>2-String Kite</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>Colorazione semplice (trappola)</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>Colorazione semplice (contraddizione)</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>Rettangolo unico tipo 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>Rettangolo unico tipo 4</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>Rettangolo unico tipo 5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>Rettangolo unico tipo 6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>Rettangolo nascosto</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Rettangolo evitabile tipo 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Rettangolo evitabile tipo 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>Rettangolo unico tipo 3</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>Rettangolo vuoto</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>2-String Kite doppio</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>Rettangolo vuoto doppio</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>X-Wing con pinna</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>X-Wing sashimi</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>Colorazione multipla (tipo 1)</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>Colorazione multipla (tipo 2)</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>Swordfish con pinna</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>Swordfish sashimi</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>Swordfish siamesi con pinna</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>Swordfish sashimi siamesi</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>Jellyfish con pinna</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>Jellyfish sashimi</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>Jellyfish siamesi con pinna</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>Jellyfish sashimi siamesi</translation>
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
        <translation>Catena X</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>Coppia remota</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>Catena XY</translation>
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
        <translation>Nice Loop continuo raggruppato</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Nice Loop discontinuo raggruppato</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>AIC raggruppata</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>Death Blossom</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>Catena forzante (contraddizione)</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>Catena forzante (convergenza)</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>Rete forzante (contraddizione)</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>Rete forzante (convergenza)</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>Classico</translation>
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
        <translation>Combinazione della gabbia</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>Cifra bloccata nella gabbia</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>Innies e outies</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>Puntamento diretto</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>Rivendicazione diretta</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>Coppia nascosta diretta</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>Tripla nascosta diretta</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>Gabbia virtuale</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>Griglia della ricerca</translation>
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
        <translation>Backtracking ingenuo (riga per riga)</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>Ricerca in profondità veloce (meno candidati, singoli)</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>Dancing Links (algoritmo X)</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>Prova %1 in %2: un tentativo, profondità %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>Inserisci %1 in %2: forzato, l’unica opzione</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>Ritira %1 da %2: si torna indietro</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>Vicolo cieco in %1: la ricerca torna indietro</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>Soluzione %1 trovata: la griglia è piena</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>Ramificazione sul vincolo: %1</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>%1 non ha più numeri possibili</translation>
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
        <translation>; %1 sono stati provati e hanno fallito</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>; %1 sono esclusi dai singoli che sono seguiti</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>nella %1 non c’è più posto per il numero %2</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>le righe %1-%2 non hanno posto per il numero %3 in una regione diversa ciascuna (candidati bloccati)</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>le colonne %1-%2 non hanno posto per il numero %3 in una regione diversa ciascuna (candidati bloccati)</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>la posizione contiene una contraddizione</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>Vicolo cieco: %1. Si torna alla casella precedente.</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>Oltre l’ultima casella vuota: ogni casella ha un numero, una soluzione.</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>Non resta nessun singolo: si ramifica su %1, una casella con meno candidati {%2}. Si prova %3 su una copia della griglia; se fallisce, %3 viene eliminato lì.</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>Singolo nudo: %1 è l’unico candidato rimasto in %2.</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>Singolo nascosto: %1 è l’unico posto per il numero %2 nella %3.</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>Forzato: dopo i candidati eliminati finora (singoli, candidati bloccati), %1 è l’unico numero rimasto per %2.</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>Il tentativo è fallito: %1=%2 viene tolto, con ogni numero che ne derivava.</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>Contraddizione: %1. L’ultimo tentativo era sbagliato.</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>Ogni casella è risolta: una soluzione.</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>La colonna %1 non ha più righe: nessun candidato può soddisfarla.</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>Tra le colonne non coperte, %1 (%2) ha meno righe, %3: la si copre, poi si provano le sue righe una alla volta.</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>Si prende la riga %1#%2 (%3): %4. Si coprono quelle colonne, il che toglie ogni riga in conflitto.</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>l’unica riga della colonna</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>un tentativo</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>Si esce dalla riga %1#%2: si scoprono le sue colonne in ordine inverso; i collegamenti tornano ballando.</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>Vicolo cieco: %1. Si torna alla riga sopra.</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>Non resta nessuna colonna: le righe prese coprono ogni vincolo esattamente una volta, una soluzione.</translation>
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
        <translation>sconosciuto</translation>
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
        <translation>la casella %1 ha bisogno di un numero</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>colonna %1: %2; righe rimaste: %3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>risolto</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>esattamente una soluzione</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>non unica, soluzioni trovate: %L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>nessuna soluzione</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>gli indizi sono in conflitto: niente da cercare</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annullato</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>fermato dal limite di nodi</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // k-esima casella vuota, per righe</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  if k == vuote: stampa griglia; return   // soluzione</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = la k-esima casella vuota; b = regione(r, c)</translation>
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
        <translation>  return                     // nessun numero: vicolo cieco</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(griglia):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  propaga: singoli nudi e nascosti, candidati bloccati</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  if casella o unità senza opzioni: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  if tutto è risolto: riporta la soluzione; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  casella = una casella non risolta con meno candidati</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  for ogni candidato d di casella:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    copia = griglia; casella di copia = d   // tentativo</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    if search(copia): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    annulla il tentativo; elimina d da casella; propaga</translation>
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
        <translation>  if nessuna colonna: stampa le righe; return   // una soluzione</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = la colonna non coperta con meno righe (S[c])</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  if S[c] == 0: return       // un vicolo cieco</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  for ogni riga i nella colonna c (verso il basso):</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; remove ogni altra colonna j della riga i</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    resume le colonne della riga i, a ritroso</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%1 sono in %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>%1 non ha più posto per %2, e ogni combinazione ancora aperta della sua somma ne ha bisogno</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>nessuna combinazione di cifre con la sua somma sta in %1</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>la colonna %1 non ha righe: %2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>Di nuovo in %1: %2 è la cifra successiva i cui flag sono liberi in ogni casa della cella.</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1 è la prossima cella vuota, riga per riga. Usate: %2; %3 è la cifra libera più piccola: inserirla e impostare i flag delle sue case.</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>Niente sotto %1=%2 ha portato a una soluzione: svuotare la cella e i flag delle sue case, poi provare lì la cifra successiva.</translation>
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
        <translation>k%1 somma</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>%1 ha bisogno di un %2</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>%1 ha bisogno di un %2, o di una combinazione della sua somma senza di esso</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>%1 ha bisogno di una combinazione di cifre con la sua somma</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>cella %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>%1 ha un %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>il candidato %1=%2 copre: %3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = la k-esima cella vuota</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    se una casa di (r, c) usa d, o la somma della sua gabbia non ha posto per d: continua</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d; segna d come usata in ogni casa di (r, c) e nella sua gabbia</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    togli il segno di d da quelle case e dalla gabbia; a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>Vicolo cieco: la posizione ha una contraddizione; la ricerca torna indietro</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Albero di ricerca</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>L’albero di ricerca intorno al passo mostrato: ogni fila è un livello, ogni riquadro un tentativo con i nodi sottostanti; quelli rossi sono falliti. Fai clic su uno per saltarci.</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>Lo schema: finora %L1 nodi, di cui %L2 forzati alla radice</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>Nessuna ricerca ancora registrata.</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · livelli 1-%1 sopra</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondità %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 nodo</numerusform>
            <numerusform>%1=%2 · %L3 nodi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 nodo</numerusform>
            <numerusform>✗ %1=%2 · %L3 nodi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>Visualizza la ricerca</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>Torna allo schema (%1)</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Passo indietro</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>Un passo indietro (%1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>Riproduci o metti in pausa (%1)</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>Passo</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>Un passo avanti (%1)</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>Fine</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>All’ultimo passo registrato (%1)</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>Vicolo cieco successivo</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>Salta al vicolo cieco successivo, dove la ricerca torna indietro (%1)</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>Soluzione successiva</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>Salta alla soluzione trovata successiva (%1)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Più veloce</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>Più veloce (%1)</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Più lento</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>Più lento (%1)</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Esporta immagine…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>Salva la griglia così come appare come immagine PNG (%1)</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>Esporta fotogrammi…</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>Salva ogni k-esimo passo dell’esecuzione come fotogrammi PNG in una cartella (%1)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Esporta animazione…</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>Salva l’esecuzione come PNG animato, riproducibile in un browser web (%1)</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>Da &amp;qui</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>Cerca dalla tua posizione, compresi i tuoi numeri e le tue note, invece che dagli indizi: guarda dove porterebbe un tentativo</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>&amp;Codice</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>Mostra lo pseudocodice con la riga eseguita dal passo</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>&amp;Albero</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>Mostra l’albero di ricerca intorno al passo</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>&amp;Matrice</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>Mostra la matrice di copertura esatta (Dancing Links)</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>&amp;Fianco a fianco…</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>Riproduci due o tre algoritmi fianco a fianco su questo schema</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>Codice passo per passo</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Albero di ricerca</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>&amp;Trova tutte, fino a</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>Continua oltre la prima soluzione: mostra perché uno schema non è unico</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>Limite di soluzioni</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>Inserimenti (nodi)</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Tentativi</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Ritorni indietro</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondità</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Massima</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluzioni</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>Mostra ca&amp;ndidati</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linea temporale</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>Da un passo al secondo alla velocità con cui disegna lo schermo (+ e −)</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>10.000.000 passi/s</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Registrazione… finora %L1 passi</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>Nessuno schema: apri il pannello da una partita.</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>%L1 passi registrati: %2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>fermato al limite di memoria</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>Traccia troncata a %L1 passi: è stato raggiunto il limite di memoria e la ricerca si è fermata lì.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>Ann&amp;ulla</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Registra</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>Interrompi la registrazione; i passi registrati finora restano</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>Registra di nuovo la ricerca</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>Passo %L1: %2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>Lo schema, prima che inizi la ricerca.</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>La ricerca parte dalla tua posizione: i tuoi numeri sono fissi e le tue note sono gli unici numeri che prova.</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>La ricerca parte dagli indizi.</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>Colonna scelta: %1</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>Nessun vicolo cieco successivo ancora registrato: la ricerca è ancora in registrazione.</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>Nessun vicolo cieco successivo: dopo questo passo la ricerca non torna più indietro.</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>Nessuna soluzione successiva ancora registrata: la ricerca è ancora in registrazione.</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>Nessuna soluzione successiva: la ricerca ne ha trovata %n in tutto.</numerusform>
            <numerusform>Nessuna soluzione successiva: la ricerca ne ha trovate %n in tutto.</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>Si ferma alla prima; attiva «Trova tutte» per continuare.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>massimo</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>%L1 passi/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Esporta immagine</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>Impossibile esportare l’immagine</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>Esporta i fotogrammi in</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>Esporta fotogrammi</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>Scrivi un fotogramma ogni k passi (%L1 passi registrati):</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Impossibile creare la cartella %1</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>%L1 fotogrammi sono troppi per un’animazione: scegli un intervallo più ampio.</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>Fotogrammi scritti: %L1, in %2</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>Esportazione dei fotogrammi… %L1 scritti</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Esporta animazione</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>PNG animato (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>Un fotogramma ogni k passi (%L1 passi registrati), un decimo di secondo ciascuno:</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>Impossibile esportare l’animazione</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>Differisce dalla prima soluzione in %n casella, cerchiata: lo schema non è unico.</numerusform>
            <numerusform>Differisce dalla prima soluzione in %n caselle, cerchiate: lo schema non è unico.</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>La matrice di un killer ha righe per le combinazioni di cifre delle sue gabbie, che il pannello non può seguire: mostra la matrice dei sudoku senza gabbie</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>Matrice di copertura esatta: righe rimaste in ciascuna delle %L1 colonne</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>riga %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonna %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>regione %1</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>due %1 nella %2 (%3 e %4)</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>zona %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>diagonale principale</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>diagonale secondaria</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>finestra %1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>la gabbia in %1 (somma %2)</translation>
    </message>
</context>
</TS>
