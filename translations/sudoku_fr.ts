<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>À propos de Sudoku</translation>
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
        <translation>Logiciel libre sous licence publique générale GNU (GNU GPL), version 3 ou (à votre choix) toute version ultérieure. Il n’y a aucune garantie.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilé avec Qt %1, exécuté avec Qt %2.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>Jouez, résolvez et apprenez le Sudoku. Des grilles de %n niveau, de %1 à %2&#xa0;; des indices qui nomment la technique et expliquent l’étape&#xa0;; des solveurs qui tournent dans leur propre thread pour que la grille ne se fige jamais&#xa0;; l’impression et l’export&#xa0;; et sudoku-cli, le même moteur en ligne de commande.</numerusform>
            <numerusform>Jouez, résolvez et apprenez le Sudoku. Des grilles de %n niveaux, de %1 à %2&#xa0;; des indices qui nomment la technique et expliquent l’étape&#xa0;; des solveurs qui tournent dans leur propre thread pour que la grille ne se fige jamais&#xa0;; l’impression et l’export&#xa0;; et sudoku-cli, le même moteur en ligne de commande.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>Une animation doit avoir au moins une image.</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>Plus d’images qu’annoncé.</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>L’encodeur PNG a produit une image inattendue.</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>Les images diffèrent par leur taille ou leur format de couleur.</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>%1 images sur %2 ont été écrites.</translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>Résolution avec %1…</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>Résolution avec %1… %2 nœuds, %3 s</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>Résolu par %1 (%2).</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>La grille affiche déjà la solution.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>Cette grille a plus d’une solution&#xa0;: il n’y a donc pas de réponse unique à afficher.</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>En afficher une</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>Une solution parmi plusieurs, trouvée par %1 (%2).</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>Cette grille n’a pas de solution (%1).</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Cette grille n’est pas valide&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>Recherche arrêtée après %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 nœud, %2 ms</numerusform>
            <numerusform>%1 nœuds, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 nœud, %2 s</numerusform>
            <numerusform>%1 nœuds, %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>Il n’y a plus rien à indiquer.</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>Pas d’indice&#xa0;: cette grille n’a pas exactement une solution.</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>Vérification impossible&#xa0;: cette grille n’a pas exactement une solution.</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>Tout ce qui est sur la grille jusqu’ici est juste.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>%n chiffre saisi ne correspond pas à la solution&#xa0;; il est marqué dans le coin.</numerusform>
            <numerusform>%n chiffres saisis ne correspondent pas à la solution&#xa0;; ils sont marqués dans le coin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>Le corriger</numerusform>
            <numerusform>Les corriger</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>Le retirer</numerusform>
            <numerusform>Les retirer</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>Impossible de déplacer %1 vers %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>Impossible de mettre %1 de côté&#xa0;: mille copies endommagées sont déjà conservées à côté.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>Grille de Sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>Cliquez sur la grille ou appuyez sur P pour continuer</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>Ligne %1, colonne %2, région %3</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>chiffre donné</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>votre chiffre</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>vide</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>notes %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>marques de coin %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>couleur&#xa0;: %1</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>note %1 de couleur %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>conflit&#xa0;: le chiffre se répète dans sa ligne, sa colonne ou sa région</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>une erreur</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>marqué comme faux</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>placé par l’indice</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>placé par «&#xa0;Résoudre&#xa0;»</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>Ligne %1, colonne %2, zone %3</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>dans une cage de somme %1, cases %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>conflit&#xa0;: le chiffre se répète dans une de ses unités ou dans sa cage, ou les chiffres de la cage ne peuvent pas donner sa somme</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>conflit&#xa0;: le chiffre se répète dans une de ses unités</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>Imprimer un livret</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Ni&amp;veau&#xa0;:</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>&amp;Grilles par page&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>Nombre de &amp;pages&#xa0;:</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>Ajouter les solutions à la fin</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>Envoyer à l’&amp;imprimante</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>Enregistrer en P&amp;DF&#xa0;:</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>Fichier PDF</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Pa&amp;rcourir…</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>Gé&amp;nérer</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>sudoku-livret</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>Enregistrer le livret</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>Choisissez le fichier PDF dans lequel enregistrer le livret.</translation>
    </message>
</context>
<context>
    <name>CodeView</name>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <source>The algorithm in pseudocode; the highlighted line is what the step shown does</source>
        <translation>L’algorithme en pseudo-code&#xa0;; la ligne en surbrillance est ce que fait l’étape affichée</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Algorithms Side by Side</source>
        <translation>Algorithmes côte à côte</translation>
    </message>
    <message>
        <source>Timeline by steps</source>
        <translation>Chronologie par étapes</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>Chronologie par travail (nœuds)</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>Étapes&#xa0;: chaque événement de chaque recherche au même rythme. Travail&#xa0;: le même nombre de placements (nœuds de recherche) dans chacune</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>Fermer cette fenêtre (Échap, Ctrl+W)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>Chaque grille montre sa recherche au même point de la chronologie&#xa0;; une recherche terminée reste à sa fin. Dancing Links prend d’abord la contrainte qui a le moins d’options, la recherche naïve la case suivante dans l’ordre de lecture.</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>étape %L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>%L1 / %L2 nœuds</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>Terminé&#xa0;: %1, après %L2 étapes et %L3 nœuds</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>arrêté à la limite de mémoire</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Enregistrement… %L1 étapes pour l’instant</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>%L1 par seconde</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>étape %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>nœuds %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>essais %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>impasses %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>solutions %L1</source>
        <comment>side by side counter</comment>
        <translation>solutions %L1</translation>
    </message>
</context>
<context>
    <name>DepthChart</name>
    <message>
        <source>Search depth over time</source>
        <translation>Profondeur de recherche au fil du temps</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>Profondeur de recherche au fil des étapes&#xa0;: chaque colonne de pixels va de la profondeur la plus basse à la plus haute de ses étapes&#xa0;; chaque creux est un retour en arrière de la recherche</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profondeur</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>profondeur %1 à %2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>Couleur %1, %2&#xa0;: cliquez dessus, puis sur des cases (ou appuyez sur %1 pour colorer la case sélectionnée)&#xa0;; Maj+clic ou clic droit sur une note colore le candidat</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>Couleur %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>Placer %1 (encore %n)&#xa0;; avec un chiffre donné sélectionné, ou en mode «&#xa0;chiffre d’abord&#xa0;», choisir %1 puis cliquer sur des cases</numerusform>
            <numerusform>Placer %1 (encore %n)&#xa0;; avec un chiffre donné sélectionné, ou en mode «&#xa0;chiffre d’abord&#xa0;», choisir %1 puis cliquer sur des cases</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>Les neuf %1 sont placés</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1, encore %n à placer</numerusform>
            <numerusform>%1, encore %n à placer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, all placed</source>
        <translation>%1, tous placés</translation>
    </message>
</context>
<context>
    <name>DiskFile</name>
    <message>
        <source>Cannot open %1: %2.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: c’est un dossier.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Impossible d’ouvrir %1&#xa0;: ce n’est pas un fichier ordinaire (c’est un tube, un périphérique ou une socket).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>Impossible d’ouvrir %1&#xa0;: il dépasse %2, c’est trop gros pour un fichier de partie Sudoku.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Impossible de lire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>Impossible d’écrire %1&#xa0;: %2. Rien n’a été modifié sur le disque.</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>seuls %1 octets sur %2 ont été écrits</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1 a été écrit mais ne peut pas être relu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1 a été écrit, mais ce qui se trouve sur le disque diffère de ce qui a été écrit.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>Impossible d’écrire %1&#xa0;: c’est un dossier.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Impossible d’écrire %1&#xa0;: ce n’est pas un fichier ordinaire (c’est un tube, un périphérique ou une socket).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>Exporter la grille</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Document PDF</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Image PNG</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>Image SVG</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format&#xa0;:</translation>
    </message>
    <message>
        <source> px</source>
        <comment>image size unit</comment>
        <translation> px</translation>
    </message>
    <message>
        <source>Image &amp;size:</source>
        <translation>&amp;Taille de l’image&#xa0;:</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>Inclure la solution</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>Inclure ma &amp;progression&#xa0;: chiffres, notes et couleurs</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>Pa&amp;rcourir…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>F&amp;ichier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>sudoku</source>
        <comment>default export file name</comment>
        <translation>sudoku</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Images SVG (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Choisissez le fichier vers lequel exporter.</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>Grille résolue</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu&#xa0;!</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Temps de jeu</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Indices&#xa0;:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Vérifications&#xa0;:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Erreurs&#xa0;:</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>Record personnel&#xa0;:</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>Série&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Votre grille</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · note %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Grille du jour du %1 · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>Non conservé&#xa0;: les statistiques sont désactivées</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>Non conservé</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>Nouveau record au niveau %1&#xa0;! L’ancien était de %2.</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>Nouveau record au niveau %1&#xa0;!</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%2 au niveau %1 (une partie avec aide n’établit pas de record)</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>Aucun pour l’instant (une partie avec aide n’établit pas de record)</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%1 au niveau %2 (cette partie&#xa0;: %3)</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>Grilles du jour, jours d’affilée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>Parties terminées d’affilée au niveau %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>Parties terminées d’affilée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1 (non affichées pendant la partie)</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>Conservé pour les niveaux des grilles générées, pas pour vos propres grilles</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>Commencer une nouvelle grille du niveau choisi</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>Options &amp;de nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>Choisir le niveau et la symétrie des nouvelles grilles</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>Retirer tous les chiffres saisis et toutes les notes (annulable)</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>Saisir &amp;une grille…</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>Dé&amp;buter la partie</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>&amp;Coller une grille</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>Copier &amp;la grille</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregis&amp;trer sous…</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>Masquer la grille et arrêter le chronomètre</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>Vider la case sélectionnée (Suppr, Retour arrière ou 0)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>&amp;Notes</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>Les chiffres deviennent des notes (N&#xa0;; ou maintenir Maj en tapant un chiffre)</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>&amp;Couleur</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>Colorer les cases et les candidats (C)&#xa0;: une touche de chiffre ou un clic colore, Maj+chiffre ou un clic droit sur une note colore le candidat</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>C&amp;hiffre d’abord</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>Choisir un chiffre sur le pavé ou au clavier, puis cliquer sur des cases pour le placer (D)</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>Placer &amp;tous les candidats</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>Effacer toutes les n&amp;otes</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>Effacer toutes les cou&amp;leurs</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>Indice par étapes&#xa0;: la technique, où regarder, pourquoi, puis l’appliquer (compte comme une aide)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>Marquer chaque chiffre saisi qui ne correspond pas à la solution (compte comme une aide)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>&amp;Résoudre</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>Afficher la solution trouvée par le solveur choisi (annulable)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>&amp;Arrêter</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>Arrêter la recherche ou fermer l’indice</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive&#xa0;: le retour sur trace ligne par ligne des programmes d’origine (lent sur les grilles difficiles)</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs&#xa0;: bitboards, singletons et recherche par le moins de candidats d’abord</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx&#xa0;: les Dancing Links de Knuth sur la matrice de couverture exacte</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>&amp;Aller au message ou à l’indice</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>Déplacer le clavier entre la grille et les boutons du message ou de l’indice à côté (F6)&#xa0;; Tab passe d’un bouton à l’autre</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>À &amp;propos de Sudoku</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>Parties jouées, meilleurs temps et temps moyens, séries et historique de vos parties</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>&amp;Grille du jour</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>La grille du jour au niveau choisi&#xa0;: la même pour tout le monde, une nouvelle chaque jour</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>Grille des &amp;candidats</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>La position avec ses candidats, telle que HoDoKu et Sudoku Explainer la lisent (une case sans notes reçoit tous les candidats)</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>Exporter le fic&amp;hier des candidats…</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>Re&amp;prendre</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>Afficher les coordonnées</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>Numéroter les lignes r1–r9 et les colonnes c1–c9 au bord de la grille, comme les indices nomment les cases (Ctrl+Maj+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>Notes des %1</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>N’afficher que les notes des chiffres cochés ici (Alt+chiffre)&#xa0;; les autres restent dans la partie, cachées</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>Cases à deux candidats seulement</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>N’afficher que les notes des cases qui en ont exactement deux (Ctrl+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>Afficher toutes les notes</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>Désactiver le filtre de candidats (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>&amp;Poser un point de contrôle</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>Marquer la position, avant un essai, pour y revenir (Ctrl+M)</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>Poser un point de contrôle nommé…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>Marquer la position sous un nom de votre choix (Ctrl+Maj+M)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>Re&amp;venir au point de contrôle</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>Revenir au point de contrôle le plus récent, en un seul coup qu’Annuler défait (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>&amp;Toutes les étapes</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>Lister toutes les étapes logiques possibles maintenant, pour en dessiner une sur la grille ou l’appliquer (Ctrl+Maj+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>&amp;Chemin de résolution</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>Toute la résolution logique depuis cette position, étape par étape, pour la regarder sur la grille ou la jouer jusqu’à une étape (Ctrl+Maj+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>Afficher la difficulté restante</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>Évaluer ce qui reste de la grille après chaque coup, dans la barre d’état : le niveau et la note de la position comme une grille à part entière</translation>
    </message>
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>Afficher la notation des chaînes</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Sous l’indice d’une chaîne, écrire ses chaînes dans la notation de HoDoKu et de Sudoku Explainer&#xa0;: (7)r1c2=(7)r1c8-(7)r4c8, «&#xa0;=&#xa0;» un lien fort, «&#xa0;-&#xa0;» un lien faible</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Techniques de résolution</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>Toutes les techniques de résolution expliquées, avec un exemple</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>S’exercer &amp;à une technique…</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>Une grille dont la solution demande les techniques choisies, pour les apprendre ou s’y exercer</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>Grille suivante du m&amp;ême fichier</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>Votre partie ne peut pas être enregistrée automatiquement. %1 La partie reste ici tant que Sudoku est ouvert&#xa0;; «&#xa0;Enregistrer sous&#xa0;» en garde une copie ailleurs.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>Votre partie est de nouveau enregistrée automatiquement.</translation>
    </message>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>Saisie d’une grille · chiffres donnés&#xa0;: %n</numerusform>
            <numerusform>Saisie d’une grille · chiffres donnés&#xa0;: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>Votre grille · %1</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Votre grille</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Grille du jour du %1 · %2</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · nouvelle grille</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · de la collection fournie</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · note %2</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>Nécessite des essais · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>une solution · %1</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>une solution</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>plus d’une solution</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>non valide</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>aucune solution</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 Votre partie en cours continue.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>La dernière partie n’a pas pu être restaurée. %1 Elle n’a pas non plus pu être mise de côté (%2)&#xa0;; une nouvelle partie a été commencée.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>La dernière partie n’a pas pu être restaurée. %1 Elle a été conservée sous le nom %2 et une nouvelle partie a été commencée.</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>C’est déjà la grille du jour du niveau %1.</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>Impossible de créer une nouvelle grille (%1)&#xa0;; celle-ci vient de la collection fournie.</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>Aucune grille de ce niveau n’est installée.</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>Tapez les chiffres donnés de votre grille, puis choisissez «&#xa0;Débuter la partie&#xa0;». La grille vous indique aussitôt si elle n’est pas valide ou n’a pas exactement une solution.</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>Débuter la partie</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Cette grille n’est pas valide&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>Le presse-papiers ne contient pas de grille&#xa0;: à la ligne %1, %2.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>Le presse-papiers ne contient pas de grille&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1 est trop gros pour être un fichier de grilles.</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>aucune grille trouvée</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>%1 ne contient pas de grille&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>&amp;Abandonner la partie</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>Cette grille a plus d’une solution&#xa0;; ajoutez des chiffres donnés jusqu’à ce qu’il n’en reste qu’une.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Cette grille n’a pas de solution.</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>La grille a exactement une solution. Bonne partie&#xa0;!</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>Bravo&#xa0;! Résolu en %1.</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>Résolu en %1, avec de l’aide (indices&#xa0;: %2, vérifications&#xa0;: %3).</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>Les erreurs étaient affichées pendant la partie (erreurs&#xa0;: %1).</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>Le fichier de statistiques est de nouveau libre&#xa0;: les parties jouées entre-temps sont comptées.</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>Abandonner la grille en cours de saisie&#xa0;?</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>Les chiffres donnés saisis jusqu’ici seront perdus.</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>&amp;Abandonner la grille</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>La partie en cours sera perdue.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>La grille suivante ne peut pas être ouverte : %1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>%1 a changé depuis l’ouverture de la grille %2 : il contenait %3 grilles, maintenant %4.</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>Il n’a pas de grille %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>La grille %1 de %2 ne peut pas être lue : %3.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>le champ «&#xa0;%1&#xa0;» est absent ou n’a pas le bon type</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>le champ «&#xa0;%1&#xa0;» est hors limites</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>le champ «&#xa0;%1&#xa0;» n’a pas 81 cases</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>le champ «&#xa0;%1&#xa0;» contient un caractère qui n’est pas une case</translation>
    </message>
    <message>
        <source>the corner marks do not have 81 cells</source>
        <translation>les marques de coin n’ont pas 81 cases</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>les marques de coin contiennent autre chose que les chiffres de 1 à 9</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>les couleurs des cases n’ont pas 81 cases</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>une couleur de case n’est pas l’une des couleurs 1 à %1</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>les couleurs des candidats n’ont pas 81 cases</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>les couleurs des candidats sont endommagées</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>Ce n’est pas un fichier de partie Sudoku&#xa0;: il est vide.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>Ce n’est pas un fichier de partie Sudoku, ou il est endommagé (%1 à l’octet %2).</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>Ce n’est pas un fichier de partie Sudoku&#xa0;: il contient du JSON, mais pas une partie.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>Ce n’est pas un fichier de partie Sudoku.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>Cette partie a été enregistrée par une version plus récente de Sudoku (version de fichier %1).</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>la version du fichier est absente</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>le mode de jeu est inconnu</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>les notes n’ont pas 81 cases</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>une case contient à la fois un chiffre donné et un chiffre saisi</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>les notes ne sont pas du texte</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>les notes contiennent autre chose que les chiffres de 1 à 9</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>le niveau est inconnu</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>la date de la grille du jour n’est pas une date</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>l’identifiant de la partie est vide ou trop long</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>l’historique d’annulation est trop long</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>l’historique d’annulation est endommagé</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>Le fichier de partie est endommagé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>Impossible d’ouvrir %1. %2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>les cases remplies par «&#xa0;Résoudre&#xa0;» ne sont pas au nombre de 81</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>une case remplie par «&#xa0;Résoudre&#xa0;» ne contient aucun chiffre</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>les cases remplies par «&#xa0;Résoudre&#xa0;» sont endommagées</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>les règles sont trop longues</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>les règles sont endommagées (%1)</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>les règles contiennent des chiffres</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>Les points de contrôle de cette partie sont endommagés et ont été ignorés.</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>point de contrôle %1 (plus de %2)</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>point de contrôle %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>ce n’est pas un point de contrôle de 81 cases</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>une case est endommagée</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>Des points de contrôle endommagés ont été ignorés&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>Placer %1 en %2</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Vider %1</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>Marque de coin %1 en %2</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>Retirer la marque de coin %1 de %2</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>Noter %1 en %2</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>Retirer la note %1 de %2</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Colorer %1</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>Retirer la couleur de %1</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>Colorer le candidat %1 en %2</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>Retirer la couleur du candidat %1 en %2</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>Retirer les couleurs de %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Effacer toutes les couleurs</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>Placer tous les candidats</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>Effacer toutes les notes</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vider la grille</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>Indice&#xa0;: %1 en %2</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>Retirer les chiffres faux</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>Indice&#xa0;: retirer des candidats</translation>
    </message>
    <message>
        <source>Fix mistakes</source>
        <translation>Corriger les erreurs</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Point de contrôle %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>Retour à %1</translation>
    </message>
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>Poser le point de contrôle « %1 »</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>Supprimer le point de contrôle « %1 »</translation>
    </message>
</context>
<context>
    <name>GlossaryWindow</name>
    <message>
        <source>Techniques</source>
        <translation>Techniques de résolution</translation>
    </message>
    <message>
        <source>Filter techniques</source>
        <translation>Filtrer les techniques</translation>
    </message>
    <message>
        <source>Techniques by level</source>
        <translation>Techniques par niveau</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>La position avant la première étape de la technique, avec l’étape dessinée</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>L’étape de l’exemple</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explication</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>Killer</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>Choisissez une technique pour lire ce qu’elle est et en voir un exemple.</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>Niveau&#xa0;: %1. Nécessite une grille qui a exactement une solution.</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Niveau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>Préparation de l’exemple…</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>Aucun exemple n’est disponible pour cette technique&#xa0;: le générateur de grilles n’en a pas fourni lors de la recherche qui a servi à créer les exemples.</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>La position juste avant la première utilisation de %1 dans une grille du générateur&#xa0;:</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>Une position où %1 s’applique, dans une grille du générateur&#xa0;:</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>Afficher la suite de l’indice (H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Fermer l’indice (Échap)</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>Branche précédente</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>Branche suivante</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>Afficher la branche précédente de la chaîne de forçage (Page préc.)</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>Afficher la branche suivante de la chaîne de forçage, puis après la dernière ce qu’elles prouvent (Page suiv.)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>what a screen reader says of a hint&apos;s stage: the technique, then the stage&apos;s text</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>HintText</name>
    <message>
        <source>Place %1 in %2.</source>
        <translation>Placez le %1 en %2.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>Retirez %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two parts of what a step removes: 4 from r1c2 and 7 from r3c4</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of the parts of what a step removes: 4 from r1c2, 5 from r2c2</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>No technique applies</source>
        <translation>Aucune technique ne s’applique</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>%1 vaut %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>%1 ne vaut pas %2</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1 se trouve dans l’une des cases %2</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1 ne se trouve dans aucune des cases %2</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>Aucune des techniques que connaît ce jeu ne permet d’avancer à partir d’ici. La solution peut vous montrer un chiffre.</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>La solution peut remplir %1, la case qui a le moins de candidats.</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>Dans la solution, %2 vaut %1.</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>L’étape suivante utilise la technique %1. Appuyez de nouveau sur «&#xa0;Indice&#xa0;» pour voir où regarder.</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>Regardez %1. Appuyez de nouveau sur «&#xa0;Indice&#xa0;» pour voir les cases et le raisonnement.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>Branche %1 sur %2&#xa0;: %3. C’est déjà la conclusion.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>Branche %1 sur %2&#xa0;: si %3, alors %4.</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>Les %1 branches ensemble&#xa0;: %2 %3</translation>
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
            <numerusform>%n chiffre saisi ne correspond pas à la solution</numerusform>
            <numerusform>%n chiffres saisis ne correspondent pas à la solution</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>%n case a perdu le bon chiffre de ses notes</numerusform>
            <numerusform>%n cases ont perdu le bon chiffre de leurs notes</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>Avant un indice&#xa0;: %1 (marqué dans le coin). Un indice fondé là-dessus enseignerait une erreur.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>separator of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <comment>the last two of a list of alternatives</comment>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>Les ALS %1 et %2 partagent deux candidats communs restreints, %3&#xa0;: chacun en contient exactement un, donc les deux sont verrouillés sur leurs autres chiffres. Aucune case qui voit toutes les cases d’un chiffre dans un ALS (dans les deux, pour un chiffre commun) ne peut valoir ce chiffre.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>Les ALS %1 et %2 partagent le candidat commun restreint %3&#xa0;: un seul des deux peut le contenir, donc l’autre est verrouillé et l’un des deux contient le %4. Une case qui voit tous les %4 des deux ne vaut pas %4.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>Les ALS %1 sont reliés tour à tour par les candidats communs restreints %2. Si le premier ne contient pas le %3, chaque ALS est verrouillé à son tour et le dernier contient le %3. Une case qui voit tous les %3 du premier et du dernier ne vaut donc pas %3.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>Chaque candidat de %1 (%2) voit toutes ses cases dans un ALS&#xa0;: %3. Quelle que soit la valeur de %1, cet ALS est verrouillé, donc l’un d’eux contient le %4. Une case qui voit tous leurs %4 ne vaut pas %4.</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>Toutes les cases vides sauf %1 ont deux candidats. %1 doit valoir %2, sinon la grille n’aurait pas exactement une solution.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>Les liens forts du %1 séparent %2 de %3, et l’un des deux groupes vaut %1. Une case qui voit les deux groupes ne vaut donc pas %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>Les liens forts du %1 séparent %2 de %3. Deux cases d’un même groupe se voient&#xa0;: ce groupe ne vaut donc pas %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>Les liens forts du %1 forment deux groupes, chacun divisé en deux couleurs dont l’une vaut %1. %2 et %3, chacune d’une couleur, se voient&#xa0;: l’autre couleur de l’un des groupes vaut donc %1, et une case qui voit ces deux couleurs ne le vaut pas.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>Les liens forts du %1 forment deux groupes, chacun divisé en deux couleurs dont l’une vaut %1. %2 voient les deux couleurs de l’autre groupe, dont l’une vaut %1&#xa0;: elles ne valent donc pas %1.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>Dans %1, le %2 ne se trouve que dans %3. Leurs %2 occupent %3 une fois chacune, donc le %2 ne va nulle part ailleurs dans %3.</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>Deux poissons à ailerons du %1 partagent %2&#xa0;: l’un est couvert par %3, l’autre par %4 (ailerons %5). Chacun retire les candidats de ses lignes de couverture qui voient tous ses ailerons.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>Dans %1, le %2 ne se trouve que dans %3, sauf l’aileron %4. Soit le poisson tient, soit l’aileron vaut %2&#xa0;; une case de %3 hors de %1 qui voit l’aileron ne vaut donc pas %2.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>Dans %1, le %2 ne se trouve que dans %3, sauf les ailerons %4. Soit le poisson tient, soit un aileron vaut %2&#xa0;; une case de %3 hors de %1 qui voit tous les ailerons ne vaut donc pas %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>Dans %1, le %2 ne peut aller qu’en %3, qui se trouvent aussi dans %4. Le %2 ne va donc nulle part ailleurs dans %4.</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1, %2 et %3 ne contiennent que %4. Si %5 valait aussi l’un de ces deux chiffres, les quatre coins pourraient les échanger et la grille aurait deux solutions. %5 ne vaut donc ni l’un ni l’autre.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%1 formeraient un motif mortel de %2 (la grille aurait deux solutions), à moins que l’une de %3 ne vaille leur unique chiffre supplémentaire, %4. Une case qui les voit toutes ne vaut donc pas %4.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%1 formeraient un motif mortel de %2, à moins que l’une de %3 ne prenne un chiffre supplémentaire. Avec %4, elles forment un sous-ensemble nu de ces chiffres supplémentaires dans %5&#xa0;: ces chiffres ne vont donc nulle part ailleurs dans %5.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1 formeraient un motif mortel de %2. Dans %3, le %4 ne se trouve qu’en %5&#xa0;: l’une d’elles vaut donc %4 et aucune ne peut valoir %6.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1 formeraient un motif mortel de %2. Dans %3, le %4 ne se trouve que dans le rectangle&#xa0;: il en occupe donc une diagonale, mais pas celle de %5, sinon l’autre diagonale compléterait le motif.</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>%1 ne contient que %2, et dans %3 et %4, le %5 ne se trouve que dans le rectangle. Si %6 valait %7, le %5 irait en %8 et %9 et %1 vaudrait %7&#xa0;: un motif mortel, deux solutions. Donc %6 ne vaut pas %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 et %2 ont été remplies avec %3 (ce ne sont pas des chiffres donnés). Si %4 et %5 prenaient ces chiffres en croix, les quatre cases pourraient les échanger et la grille aurait deux solutions. Il n’y a donc pas de %7 en %6.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 et %2 ont été remplies avec %3 (ce ne sont pas des chiffres donnés). Si %4 et %5 prenaient ces chiffres en croix, les quatre cases pourraient les échanger et la grille aurait deux solutions. L’une d’elles vaut donc %6, et une case qui voit les deux ne le vaut pas.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>Le %1 n’a que deux places dans %2 et dans %3, avec une base commune dans %4. Donc %5 ou %6 vaut %1, et une case qui voit les deux ne le vaut pas.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>Le %1 n’a que deux places dans %2 et dans %3, reliées dans %4 (%5, %6). Donc %7 ou %8 vaut %1, et une case qui voit les deux ne le vaut pas.</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>Si %1 ne vaut pas %2, %3 le vaut (%4), donc %5 ne le vaut pas (%6), donc %7 le vaut (%8). Ainsi %1 ou %7 vaut %2, et une case qui voit les deux ne le vaut pas.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>Dans %1, le %2 ne se trouve que dans %3 et %4. Si %5 ne vaut pas %2, %6 le vaut (%7), et %1 garde son %2 sur l’autre de ces deux lignes, qui est aussi vue par %8. Dans les deux cas, il n’y a pas de %2 en %8.</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>Deux 2-String Kites sur %1 se rejoignent dans les deux mêmes cases de %2, %3 et %4&#xa0;: le lien de ligne de chaque case appartient à un kite, son lien de colonne à l’autre. Chaque kite retire son propre candidat.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>Dans %1, le %2 ne se trouve que dans %3 et %4. Ce rectangle vide s’appuie sur deux liens forts, %5=%6 et %7=%8, et chacun produit sa propre élimination.</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1 est la dernière case vide de %2, et %3 est le chiffre qui manque encore à %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>Dans %1, le %2 ne peut aller qu’en %3.</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1 est le seul candidat restant en %2&#xa0;: tous les autres chiffres sont dans sa ligne, sa colonne ou sa région.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>Dans %1, %2 ne vont qu’en %3. Ces cases ne contiennent donc rien d’autre.</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>%1 ne contiennent à elles toutes que %2&#xa0;: dans %3, ces chiffres ne vont donc nulle part ailleurs.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>Pivot %1 avec les pinces %2 et %3 sur %4&#xa0;: quel que soit le pivot, l’une des pinces vaut %5. Aucune case qui voit les deux pinces ne peut donc valoir %5.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>Pivot %1 avec les pinces %2 et %3 sur %4&#xa0;: quel que soit le pivot, lui ou l’une des pinces vaut %5. Aucune case qui voit les trois ne peut donc valoir %5.</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>pas de %2 en %1</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>Les cases vides %1 d’une cage font %2 avec des chiffres différents&#xa0;: seul %3 peut les remplir. Chacune de ces combinaisons contient le %4, et dans la cage le %4 ne peut aller qu’en %5. Donc %6, car ces cases les voient toutes.</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>La cage %1 fait %2 avec des chiffres différents&#xa0;: seul %3 peut la remplir, chaque case avec un chiffre qu’elle peut encore prendre. Donc %4.</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>Les cases vides %1 d’une cage font %2 avec des chiffres différents (la somme de la cage moins les chiffres de %3)&#xa0;: seul %4 peut les remplir, chaque case avec un chiffre qu’elle peut encore prendre. Donc %5.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>Les chiffres de %1 font %2, 45 par maison, et les cages entièrement dedans font %3. Les autres cases, %4, font donc %5.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 Sans les chiffres de %2, %3 vaut %4.</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 Donc %2 vaut %3.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 Sans les chiffres de %2, les deux cases vides font %3&#xa0;: %4, car aucun candidat de l’autre case ne complète la somme.</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 Donc %2, car aucun candidat de l’autre case ne complète la somme.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>Les chiffres de %1 font %2, 45 par maison, et les cages qui y entrent font %3. Les cases de ces cages hors de là, %4, font donc %5.</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>Regardez la cage en %1, de somme %2. Appuyez de nouveau sur «&#xa0;Indice&#xa0;» pour voir les cases et le raisonnement.</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>L’ALS %1 partage le candidat commun restreint %4 avec %2 et le %5 avec %3. Il ne manque à %1 qu’un seul de ses chiffres, il contient donc le %4 ou le %5&#xa0;: alors %2 n’a pas de %4 ou %3 n’a pas de %5, et cet ALS est verrouillé et contient le %6. Une case qui voit tous les %6 de %2 et de %3 ne vaut pas %6.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>Si %1 valait %2, une boucle de %3 liens partant d’elle y exclurait de nouveau le %2. Donc %1 ne vaut pas %2.</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>Si %1 ne valait pas %2, une boucle de %3 liens partant d’elle y remettrait le %2. Donc %1 vaut %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>Si %1 valait %2, une boucle de %3 liens partant d’elle lui ferait aussi valoir %4. Donc %1 ne vaut pas %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>Si %1 valait %2, elle ne vaudrait pas %3, et une boucle de %4 liens partant d’elle y exclurait alors le %2. Donc %1 ne vaut pas %2.</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>Une chaîne de %2 liens sur le %1, tour à tour forts et faibles, va de %3 à %4&#xa0;: si %3 ne vaut pas %1, %4 le vaut. L’une des deux vaut %1, donc aucune case qui voit les deux ne peut valoir %1.</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Une chaîne de %1 cases à deux candidats chacune va de %2 à %4, chaque case voyant la suivante&#xa0;: si %2 ne vaut pas %3, chaque case force la suivante, et %4 vaut %3. L’une des deux vaut %3, donc aucune case qui voit les deux ne peut valoir %3.</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 ne contiennent que %2, et chacune voit la suivante le long d’une chaîne&#xa0;; elles alternent donc entre les deux chiffres. Une case qui voit deux d’entre elles séparées par un nombre impair de liens ne peut valoir ni l’un ni l’autre.</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>Une boucle de %1 liens se referme sur elle-même&#xa0;: chacun de ses liens faibles a exactement une extrémité vraie. Le chiffre d’un lien faible disparaît donc de toutes les cases qui voient ses deux extrémités, et une case où l’on entre et d’où l’on sort par des liens forts ne garde que leurs deux chiffres.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Une chaîne de %1 liens va de %2 à %4&#xa0;: si %2 ne vaut pas %3, %4 le vaut. L’une des deux vaut %3, donc aucune case qui voit les deux ne peut valoir %3.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>Une chaîne de %1 liens va de %2 à %4&#xa0;: si %2 ne vaut pas %3, %4 vaut %5. Les deux cases se voient, donc %2 ne peut pas valoir %5 et %4 ne peut pas valoir %3.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 vaut %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 ne vaut pas %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>aucune des cases %1 ne vaut %2</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1&#xa0;: le contraire de l’hypothèse</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>%1 vaudrait %2 et pas %2 à la fois</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>%1 vaudrait à la fois %2</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>%1 n’aurait plus aucun chiffre&#xa0;: chacun des chiffres %2 y serait exclu</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>le %1 serait deux fois dans %2 (en %3)</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>le %1 serait dans les deux cases %2, qui se voient</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>%1 n’aurait plus de place pour le %2&#xa0;: il serait exclu de %3</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>le %1 ne pourrait aller dans aucune des cases %2, ses dernières places dans une unité</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1, qui ne peuvent pas être vrais en même temps</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>Hypothèse&#xa0;: %1. En suivant les chaînes à partir de là&#xa0;: %2. L’hypothèse est donc fausse.</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>Hypothèse&#xa0;: %1. En la développant avec des singletons&#xa0;: %2. L’hypothèse est donc fausse.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>L’une de ces possibilités doit être vraie&#xa0;: %1. Chacune mène par une chaîne à la même conclusion, donc %2.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>L’une de ces possibilités doit être vraie&#xa0;: %1. Développée avec des singletons, chacune mène à la même conclusion, donc %2.</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>Là où %1 croise %2, %3 contiennent %4. %5 dans %1 et %6 dans %2 n’ont aucun de ces chiffres en commun entre eux, et avec %3 ils ont exactement autant de cases que de chiffres à placer&#xa0;: chacun de ces chiffres y est donc placé. Ainsi, un chiffre de %5 ne va nulle part ailleurs dans %1, un chiffre de %6 nulle part ailleurs dans %2, et un chiffre de %3 qu’aucun des deux ne contient nulle part ailleurs dans l’une ou l’autre unité.</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>%1 et %2 ne contiennent que %3. Dans %5, le %4 ne peut aller qu’en %6, qui voit %1, ou en %7, qui voit %2. L’une de %1 et %2 voit donc un %4 et ne vaut pas %4&#xa0;: elle vaut %8. Une case qui voit à la fois %1 et %2 ne vaut pas %8.</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1 Placez ensuite le %2 en %3.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>Dans %1, le %2 ne peut aller qu’en %3, qui se trouvent aussi dans %4. Le %2 ne va donc nulle part ailleurs dans %4, et dans %6 il ne lui reste que %5.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>Dans %1, %2 ne vont qu’en %3. Ces cases ne contiennent donc rien d’autre, et il ne reste au %4 que %5 dans %1.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 Sans les chiffres de %2, les cases vides font %3 : %4, car aucun candidat des autres cases ne complète la somme (avec des chiffres différents là où les cases se voient).</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 Donc %2, car aucun candidat des autres cases ne complète la somme (avec des chiffres différents là où les cases se voient).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>&amp;Visualiser la recherche</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>Regarder le solveur chercher dans cette grille, étape par étape (%1)</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>Nou&amp;velle partie au niveau</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>Grille du &amp;jour au niveau</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>Copier la grille au &amp;format</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>&amp;Résolution</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>&amp;Solveur</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuration</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>Grille</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>Le solveur qu’utilise «&#xa0;Résoudre&#xa0;»</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Solveur</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>Création d’une nouvelle grille de niveau %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>Solveur&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>&amp;Placer %1 en %2</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Appliquer</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (en pause)</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · erreurs&#xa0;: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>Parties et grilles Sudoku (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>Parties Sudoku (*.sudoku)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>Grilles&#xa0;: Simple Sudoku, SudoCue, grilles de candidats, lignes (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>Votre partie n’a pas pu être enregistrée. %1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>Si vous quittez maintenant, ce que vous avez joué depuis le dernier enregistrement sera perdu.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Quitter quand même</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>placer un chiffre dans la case sélectionnée</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Maj&lt;/b&gt;+chiffre</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>ajouter ou retirer une note (aussi Ctrl+chiffre)</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>mode notes&#xa0;: les chiffres deviennent des notes</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>Notation Snyder</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Maj+chiffre&#xa0;: marque de coin&#xa0;; Ctrl+chiffre (ou mode notes)&#xa0;: marque centrale</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>coloriage&#xa0;: un chiffre colore la case, Maj+chiffre le candidat&#xa0;; cliquer sur des cases pour peindre, Maj+clic ou clic droit sur une note</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>chiffre d’abord&#xa0;: choisir un chiffre (pavé ou touche), puis cliquer sur des cases ou appuyer sur Espace pour le placer</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>en mode chiffre d’abord&#xa0;: placer le chiffre choisi dans la case sélectionnée</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>vider la case</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>flèches, &lt;b&gt;Début&lt;/b&gt;, &lt;b&gt;Fin&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>se déplacer&#xa0;; Ctrl+Début/Fin&#xa0;: première/dernière case</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>appuyer sur le premier bouton du message à côté de la grille (Les corriger, Les retirer, Enregistrer sous, Nouvelle partie…)</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>amener le clavier sur les boutons du message ou de l’indice à côté de la grille, et revenir&#xa0;; là, Tab passe d’un bouton à l’autre et Espace en active un</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>annuler, rétablir (Ctrl+Maj+Z ou Ctrl+Y)</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>indice, vérifier, résoudre, arrêter</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>&lt;b&gt;H&lt;/b&gt; de nouveau</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>étape suivante de l’indice&#xa0;: technique, où regarder, pourquoi, appliquer</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>branche précédente/suivante d’une chaîne de forçage dans l’indice, puis ce qu’elles prouvent</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>fermer l’indice&#xa0;; quitter le coloriage ou le mode chiffre d’abord</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>pause</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>placer tous les candidats</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>nouvelle partie, recommencer, saisir une grille, jouer la grille saisie</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>options de nouvelle partie&#xa0;: niveau et symétrie</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>coller une grille, copier la grille</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>ouvrir, enregistrer, enregistrer sous</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>imprimer, exporter</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>grille du jour, statistiques</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>visualiser la recherche</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>dans le labo de recherche</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Espace&lt;/b&gt; lecture ou pause, &lt;b&gt;Gauche&lt;/b&gt;/&lt;b&gt;Droite&lt;/b&gt; une étape en arrière ou en avant, &lt;b&gt;Début&lt;/b&gt;/&lt;b&gt;Fin&lt;/b&gt; la grille ou la dernière étape, &lt;b&gt;B&lt;/b&gt; impasse suivante, &lt;b&gt;S&lt;/b&gt; solution suivante, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; plus vite ou plus lentement, &lt;b&gt;Ctrl+Maj+S&lt;/b&gt; exporter la grille en image, &lt;b&gt;Ctrl+Maj+F&lt;/b&gt; et &lt;b&gt;Ctrl+Maj+A&lt;/b&gt; exporter des images ou une animation, &lt;b&gt;Alt&lt;/b&gt; avec une lettre soulignée&#xa0;: ce bouton ou cette case</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>dans «&#xa0;Côte à côte&#xa0;»</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Échap&lt;/b&gt; ou &lt;b&gt;Ctrl+W&lt;/b&gt; ferment la fenêtre</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>avec la lettre soulignée d’un menu&#xa0;: ouvrir le menu</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>ces raccourcis, quitter</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>Exporter le fichier des candidats</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>Grilles de candidats (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>Impossible d’exporter les candidats</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exporté dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>Le cahier est prêt&#xa0;: %n page.</numerusform>
            <numerusform>Le cahier est prêt&#xa0;: %n pages.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Vos préférences sont de nouveau enregistrées.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>Vos préférences ne peuvent pas être enregistrées. %1 D’ici là, les préférences que vous modifiez ne valent que tant que Sudoku est ouvert.</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>Vos préférences n’ont pas pu être enregistrées. %1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>Si vous quittez maintenant, les préférences modifiées depuis le démarrage de Sudoku seront perdues. Libérez de la place sur le disque, puis réessayez.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>Non enregistré automatiquement</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>Préférences non enregistrées</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>Statistiques désactivées</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
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
        <translation>Création d’une nouvelle grille %1 de niveau %2…</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>Filtre de candidats</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>Le filtre de candidats cache ici la note %1&#xa0;; pour la modifier, affichez toutes les notes (%2).</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>Le filtre de candidats cache certaines notes de cette case&#xa0;; pour les effacer, affichez toutes les notes (%1).</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>cases à deux candidats</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>%1 dans les cases à deux candidats</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>Notes&#xa0;: %1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>afficher ou masquer les numéros des lignes et des colonnes, r1–r9 et c1–c9, comme les indices nomment les cases</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>filtre de candidats&#xa0;: n’afficher que les notes de ce chiffre (plusieurs chiffres&#xa0;: celles de chacun&#xa0;; à nouveau&#xa0;: ce chiffre retiré)</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>filtre de candidats&#xa0;: seulement les notes des cases à deux candidats&#xa0;; afficher de nouveau toutes les notes</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>Revenir à &amp;un point de contrôle</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>&amp;Supprimer un point de contrôle</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Retour à %1</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 supprimé.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>Poser un point de contrôle nommé</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>Nom du point de contrôle&#xa0;:</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Point de contrôle %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>Une partie garde au plus %1 points de contrôle&#xa0;: supprimez-en un d’abord.</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 posé&#xa0;: Ctrl+B y revient.</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Retour à %1. Annuler (Ctrl+Z) vous ramène où vous étiez.</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>La grille est déjà à %1.</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>poser un point de contrôle, poser un point de contrôle nommé, revenir au plus récent (un seul coup&#xa0;: Ctrl+Z l’annule)</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>Chemin de résolution</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>afficher ou masquer Toutes les étapes (chaque étape possible maintenant) et le Chemin de résolution</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>Fermer %1</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>Détacher %1</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>Reste : évaluation…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>Reste : %1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>Reste : non évalué, la grille contient une erreur</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>Difficulté restante</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>région suivante/précédente (zone, sur un Jigsaw)</translation>
    </message>
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — grille %2 sur %3 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>Ouvrir la grille %1 sur %2 de %3</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>la grille suivante du dernier fichier de grilles ouvert</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>turquoise</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rose</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marron</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>Matrice de couverture exacte</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>case r,c remplie</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>la ligne r a le chiffre d</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>la colonne c a le chiffre d</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>la région b a le chiffre d</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>Les colonnes de la matrice de couverture exacte avec les lignes qui restent dans chacune : gris = couverte, rouge = plus aucune ligne ; l’anneau est la colonne choisie, les contours les colonnes de la ligne prise</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>diagonale ou fenêtre contient le chiffre d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>la zone g contient le chiffre d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>la diagonale contient le chiffre d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>la fenêtre w contient le chiffre d</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Message</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fermer le message</translation>
    </message>
    <message>
        <source>Return on the board presses this button</source>
        <translation>Entrée sur la grille appuie sur ce bouton</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>Singletons uniquement&#xa0;: chaque étape est une case qui n’admet qu’un seul chiffre.</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>Nécessite des chaînes ou réseaux de forçage, ou des essais.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>&amp;Symétrie des chiffres donnés&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>V&amp;ariante&#xa0;:</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>Nécessite des candidats verrouillés ou des paires nues.</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>Nécessite X-Wing, Swordfish, des paires cachées, des triplets ou XY(Z)-Wing.</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>Nécessite unicité, quadruplets, Jellyfish, gratte-ciel, 2-String Kite, coloriage ou chaînes courtes.</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>Nécessite des boucles, des chaînes, W-Wing, des poissons à ailerons, des ALS ou Sue de Coq.</translation>
    </message>
</context>
<context>
    <name>NumberPad</name>
    <message>
        <source>Number pad</source>
        <translation>Pavé numérique</translation>
    </message>
</context>
<context>
    <name>PathPanel</name>
    <message>
        <source>%1. %2: %3</source>
        <comment>a solution path&apos;s step: number, technique, effect</comment>
        <translation>%1. %2 : %3</translation>
    </message>
    <message>
        <source>The puzzle is solved.</source>
        <translation>La grille est résolue.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>%n étape jusqu’à la solution.</numerusform>
            <numerusform>%n étapes jusqu’à la solution.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>Après %n étape, plus aucune technique ne s’applique.</numerusform>
            <numerusform>Après %n étapes, plus aucune technique ne s’applique.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>Chemin de résolution</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>&amp;Jouer jusqu’ici</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>Jouer le chemin jusqu’à l’étape choisie en un seul coup</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>&amp;Copier le chemin</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>Copier le chemin de résolution sous forme de texte</translation>
    </message>
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>Copier en lignes &amp;HoDoKu</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>Copier le chemin de résolution au format de bibliothèque de HoDoKu, une étape par ligne, tel que HoDoKu et sudoku-cli le lisent (grilles classiques seulement : une ligne ne peut pas contenir les règles d’une variante)</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>A&amp;pprendre : une grille du niveau de la technique, ouverte juste avant sa première étape</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>&amp;S’exercer : une grille entière de niveau</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Générer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>S’exercer à une technique</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Technique</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>Techniques à travailler</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>V&amp;ariante :</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>&amp;Techniques (le chemin de résolution de la grille en utilise au moins une des cochées) :</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>Choisissez une technique pour lire ce qu’elle est ; Aide &gt; Techniques de résolution les explique chacune avec un exemple.</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>Cochez au moins une technique.</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>Une grille %1 ne demande jamais les techniques cochées : choisissez leur niveau ou un niveau plus difficile.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Génération…</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>Génération… %n grille aléatoire essayée.</numerusform>
            <numerusform>Génération… %n grilles aléatoires essayées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>Aucune grille en %n grille aléatoire : le générateur fait rarement ou jamais une grille dont le chemin de résolution utilise ces techniques à ce niveau. Réessayez, ou choisissez d’autres techniques ou un autre niveau.</numerusform>
            <numerusform>Aucune grille en %n grilles aléatoires : le générateur fait rarement ou jamais une grille dont le chemin de résolution utilise ces techniques à ce niveau. Réessayez, ou choisissez d’autres techniques ou un autre niveau.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemple</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>La position avant la première étape de la technique dans une grille d’exemple, l’étape dessinée</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>Pas d’exemple pour cette technique.</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>Choisissez une technique pour en voir un exemple.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Grille</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>Mettre en évidence la ligne, la colonne et la région de la case sélectionnée</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>Mettre en évidence les cases et les notes du chiffre sélectionné</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>Afficher les conflits (un chiffre répété dans une ligne, une colonne ou une région)</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>Retirer un chiffre des notes de sa ligne, de sa colonne et de sa région quand il est placé</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>N&amp;otes&#xa0;:</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>Chaque chiffre à sa place dans la case</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>Marques de coin et marques centrales (notation Snyder)</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>En notation Snyder, Maj+chiffre écrit une marque de coin et Ctrl+chiffre (ou le mode notes) une marque centrale</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Afficher le chronomètre</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>En suivant le système, l’apparence à contraste élevé est utilisée quand le bureau la demande</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>&amp;Apparence&#xa0;:</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>Normale (celle du bureau)</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Plus grande</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>Très grande</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <comment>text size: its name and percentage</comment>
        <translation>%1 – %2&#xa0;%</translation>
    </message>
    <message>
        <source>Text in the window and digits and pencil marks on the board</source>
        <translation>Le texte de la fenêtre ainsi que les chiffres et les notes de la grille</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Taille du texte&#xa0;:</translation>
    </message>
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>Niveau d’une &amp;nouvelle partie&#xa0;:</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>Le solveur derrière «&#xa0;Résoudre&#xa0;», «&#xa0;Vérifier&#xa0;» et la solution d’une impression</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>&amp;Solveur&#xa0;:</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>Afficher les &amp;erreurs&#xa0;: marquer aussitôt un chiffre qui contredit la solution (compte comme une aide)</translation>
    </message>
</context>
<context>
    <name>PrintController</name>
    <message>
        <source>Pr&amp;int…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>&amp;Aperçu avant impression…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>I&amp;mprimer un cahier…</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>Copier la grille en &amp;ligne</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>Copier la grille en &amp;tableau</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Copier la grille en &amp;image</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>Imprimer la grille, et sa solution si vous le demandez</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>Enregistrer la grille en document PDF, image PNG ou image SVG</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>Imprimer ou enregistrer plusieurs nouvelles grilles d’un même niveau par page</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>Copier la grille en une ligne de 81 caractères, «&#xa0;.&#xa0;» pour une case vide</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>Copier la grille en neuf lignes de texte avec les bordures des régions</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>Copier une image de la grille</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>La grille n’a pas de solution unique&#xa0;: seule la grille elle-même est imprimée ou exportée.</translation>
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
        <translation>Solution</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>Imprimer la solution sur une deuxième page</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>Imprimer ma progression&#xa0;: chiffres, notes et couleurs</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>L’imprimante n’a pas pu être utilisée.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Aperçu avant impression</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Afficher la solution</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>Afficher ma progression</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>Chiffres, notes et couleurs sur la grille</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Grille</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Création de %n grille…</numerusform>
            <numerusform>Création de %n grilles…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>Imprimer un cahier</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>N° %1</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>Solution du n° %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>Ouvrir une grille</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>Grilles du fichier</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>Afficher les grilles du niveau</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>&amp;Niveau :</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>Les chiffres donnés de la grille choisie</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>Progression de l’évaluation</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>Jouer la grille choisie</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>Grilles dans %1 : %2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>%1 sur %2 évaluées</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n ne peut pas être lue</numerusform>
            <numerusform>%n ne peuvent pas être lues</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>Essais et erreurs</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>aucune solution</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>plus d’une solution</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>non valide</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>le générateur s’est arrêté</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>aucune de %1 grilles aléatoires n’a donné une grille de ce niveau</translation>
    </message>
</context>
<context>
    <name>PuzzleRenderer</name>
    <message>
        <source>%1 — page %2 of %3</source>
        <comment>print title, page number</comment>
        <translation>%1 — page %2 sur %3</translation>
    </message>
    <message>
        <source>Cannot write the image %1.</source>
        <translation>Impossible d’écrire l’image %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Impossible d’écrire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
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
        <translation>Jouez, résolvez et apprenez le Sudoku.</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>Une partie enregistrée (.sudoku) à ouvrir.</translation>
    </message>
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>Apparence pour cette exécution&#xa0;: system (suivre le système), light (clair), dark (sombre) ou high-contrast (contraste élevé).</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>Lire et écrire les réglages dans ce fichier ini au lieu de la configuration de l’utilisateur.</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>Afficher le temps entre le démarrage et la première image dessinée, puis quitter (mesure de performance).</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>Enregistrer une image de la fenêtre une fois dessinée, puis quitter.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>Sudoku est déjà lancé (processus %1)&#xa0;: sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>Sudoku est déjà lancé (processus %1)&#xa0;: %2 y a été ouvert.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>Sudoku est déjà lancé (processus %1) mais ne répond pas&#xa0;: cette fenêtre continue séparément et n’enregistre pas votre partie automatiquement.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>la case %1 contient une valeur impossible</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>la grille n’est pas valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>le temps de jeu est négatif</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>la case sélectionnée est hors limites</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>l’historique d’annulation est hors limites</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>l’historique d’annulation ne correspond pas à la grille</translation>
    </message>
    <message>
        <source>the rules are broken: %1</source>
        <translation>les règles sont incorrectes&#xa0;: %1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>le nom d’un point de contrôle est vide ou trop long</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>la case %1 d’un point de contrôle contient une valeur impossible</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>un point de contrôle a d’autres chiffres donnés que la grille</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>l’historique d’annulation est endommagé</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>Impossible de conserver les préférences dans %1&#xa0;: ce n’est pas un fichier ordinaire (c’est un tube, un périphérique, une socket ou un dossier).</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>le fichier ne contient pas ce qui a été écrit</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>Impossible d’écrire les préférences dans %1&#xa0;: %2.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>Un autre Sudoku (processus %1) occupe %2 et n’a pas répondu&#xa0;: cette fenêtre n’y enregistre donc pas.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>ce n’est pas une base de données</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>il contient les tables d’un autre programme</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>ses tables sont incomplètes</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>SQLite l’a trouvé endommagé</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>Le fichier de statistiques était endommagé (%1). Il a été conservé sous le nom %2 et de nouvelles statistiques ont été commencées.</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>Les statistiques sont désactivées&#xa0;: le pilote SQLite de Qt n’est pas installé (Debian&#xa0;: libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>Les statistiques sont désactivées&#xa0;: le dossier %1 n’est pas accessible en écriture, %2 ne peut donc pas être créé.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>Les statistiques sont désactivées&#xa0;: impossible d’ouvrir %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>Les statistiques sont désactivées&#xa0;: %1 a été créé par une version plus récente de Sudoku (version des statistiques %2) et reste tel quel.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>Les statistiques sont désactivées&#xa0;: %1 est endommagé et ne peut pas être mis de côté (%2).</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>Les statistiques ne peuvent pas être enregistrées&#xa0;: %1 ou son dossier est en lecture seule. Elles peuvent être affichées, mais les parties ne sont pas comptées.</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>Les statistiques n’ont pas pu être enregistrées dans %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>Les statistiques n’ont pas pu être enregistrées dans %1 (%2)&#xa0;; la dernière partie n’est pas comptée.</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>Un autre programme verrouille %1&#xa0;: vos parties sont conservées et seront comptées dès qu’il le libérera.</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>Les statistiques ne peuvent pas être affichées pour l’instant&#xa0;: un autre programme verrouille %1.</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>Vos dernières parties n’ont pas pu être comptées&#xa0;: un autre programme verrouille %1, et elles n’ont pas non plus pu être conservées pour plus tard (%2).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>&amp;Vue d’ensemble</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>Statistiques par niveau</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Parties commencées</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonné</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>Meilleur temps sans aide</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>Moyenne sans aide</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>Médiane sans aide</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>Moyenne avec aide</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>Série en cours</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Plus longue série</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>Les temps portent sur les parties terminées sans aide (indices, vérifications, erreurs affichées ou «&#xa0;Résoudre&#xa0;»), sauf la moyenne avec aide. Une série compte les parties terminées d’affilée&#xa0;; une partie abandonnée y met fin.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>Aucune statistique.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>Grille du jour&#xa0;: jours d’affilée avec une grille terminée&#xa0;: %1 · plus longue série&#xa0;: %2</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Votre grille</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1, grille du jour du %2</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>Abandonné (Résoudre)</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>indices&#xa0;: %1</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>vérifications&#xa0;: %1</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>erreurs&#xa0;: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>oui</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>Aucune partie pour l’instant&#xa0;: une partie compte à partir de son premier coup.</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>Parties&#xa0;: %1&#xa0;; les %2 plus récentes sont affichées.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>V&amp;ariante :</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Toutes les variantes</translation>
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
        <translation>Étape : %1</translation>
    </message>
    <message numerus="yes">
        <source>Solution path: %n steps</source>
        <translation>
            <numerusform>Chemin de résolution : %n étape</numerusform>
            <numerusform>Chemin de résolution : %n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3 %4</source>
        <comment>a solution path&apos;s line: number, technique, effect, why</comment>
        <translation>%1. %2 : %3 %4</translation>
    </message>
</context>
<context>
    <name>StepsPanel</name>
    <message>
        <source>Start playing a puzzle to see its steps.</source>
        <translation>Commencez une grille pour voir ses étapes.</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Recherche des étapes…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>La grille contient des erreurs : les étapes trouvées dessus seraient fausses. Vérifier ou Indice les signalent.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>Aucune étape logique ne s’applique ici.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>%n étape s’applique ici.</numerusform>
            <numerusform>%n étapes s’appliquent ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>S&amp;ort by</source>
        <comment>the All Steps list</comment>
        <translation>T&amp;rier par</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <comment>sort the steps by</comment>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>Candidats éliminés</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>Trier les étapes par</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>Toutes les étapes</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>Appli&amp;quer l’étape</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>Jouer l’étape choisie en un seul coup (Entrée dans la liste fait de même)</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>Killer uniquement&#xa0;: la technique lit les cages et leurs sommes.</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>Fonctionne dans toutes les variantes&#xa0;: les diagonales du Sudoku-X, les fenêtres de l’Hyper et les zones du Jigsaw sont des unités comme les lignes, les colonnes et les régions, et les cages d’un killer ne font qu’ajouter à ce qui est connu.</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>Fondée sur les régions&#xa0;: elle vaut dans les grilles classiques, Sudoku-X, Hyper et Killer, pas dans le Jigsaw, dont les zones remplacent les régions.</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>Grilles classiques à solution unique seulement&#xa0;: dans une variante, les unités ou cages supplémentaires peuvent distinguer les deux chiffres d’un rectangle, et le motif n’y est donc pas mortel.</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>La dernière case vide d’une unité prend le seul chiffre qui manque à l’unité.</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>Cherchez une ligne, une colonne ou une région qui contient déjà huit chiffres. Chaque unité contient chaque chiffre une fois, donc sa seule case vide doit prendre le chiffre manquant.</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>Un chiffre qui n’a plus qu’une place dans une unité y va.</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>Choisissez un chiffre et une unité, et barrez chaque case de l’unité qui voit déjà ce chiffre dans sa ligne, sa colonne ou sa région. S’il ne reste qu’une case, le chiffre doit y aller, quels que soient les autres candidats de cette case&#xa0;: l’unité a besoin du chiffre quelque part.</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>Une case qui n’a plus qu’un candidat le prend.</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>Regardez une case vide et listez les chiffres que contiennent déjà sa ligne, sa colonne et sa région. Si huit des neuf chiffres y sont, la case ne peut prendre que le neuvième&#xa0;: placez-le.</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>Un chiffre confiné à une ligne ou colonne dans une région est retiré du reste de cette ligne ou colonne.</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>Dans une région, regardez où un chiffre peut encore aller. Si toutes ces cases se trouvent dans une seule ligne ou colonne, le chiffre de la région sera sur celle-ci. Le chiffre ne peut donc aller nulle part ailleurs sur cette ligne ou colonne, hors de la région&#xa0;: retirez-le là.</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>Un chiffre confiné à une région dans une ligne ou colonne est retiré du reste de cette région.</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>Dans une ligne ou une colonne, regardez où un chiffre peut encore aller. Si toutes ces cases se trouvent dans une seule région, le chiffre de la ligne ou colonne sera dans cette région. Les autres cases de la région, hors de la ligne ou colonne, ne peuvent donc pas le prendre&#xa0;: retirez-le là.</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>Une paire nue dans des cases qui partagent à la fois une ligne ou colonne et une région nettoie les deux unités.</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>Deux cases de la même région et de la même ligne (ou colonne) contiennent les deux mêmes candidats et aucun autre. Les deux chiffres doivent remplir ces deux cases, dans un ordre ou dans l’autre, donc aucun des deux ne peut aller ailleurs dans la région ni dans la ligne ou colonne&#xa0;: retirez-les des deux.</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>Deux cases d’une unité avec les deux mêmes candidats gardent ces chiffres pour elles.</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>Cherchez deux cases d’une unité qui contiennent exactement les deux mêmes candidats. À elles deux, elles doivent prendre les deux chiffres, donc aucune autre case de cette unité ne peut avoir l’un ou l’autre&#xa0;: retirez les deux chiffres du reste de l’unité.</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>Deux chiffres qui ne tiennent que dans les deux mêmes cases d’une unité s’approprient ces cases.</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>Dans une unité, cherchez deux chiffres qui ne peuvent aller, chacun, que dans les deux mêmes cases. Ces deux cases doivent contenir ces deux chiffres, donc tout autre candidat qui s’y trouve est faux&#xa0;: retirez les autres candidats des deux cases.</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>Un triplet nu dans des cases qui partagent à la fois une ligne ou colonne et une région nettoie les deux unités.</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>Trois cases de la même région et de la même ligne (ou colonne) ne contiennent à elles toutes que trois chiffres. Elles doivent prendre ces trois chiffres, donc ceux-ci ne peuvent aller nulle part ailleurs dans la région ni dans la ligne ou colonne&#xa0;: retirez-les des deux.</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>Trois cases d’une unité qui ne contiennent à elles toutes que trois chiffres gardent ces chiffres.</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>Cherchez trois cases d’une unité dont les candidats réunis ne sont que trois chiffres (une case n’a pas besoin de contenir les trois). Les trois cases doivent prendre ces trois chiffres, donc retirez ces chiffres de toutes les autres cases de l’unité.</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>Trois chiffres qui ne tiennent que dans les trois mêmes cases d’une unité s’approprient ces cases.</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>Dans une unité, cherchez trois chiffres dont les places possibles sont les trois mêmes cases (chaque chiffre dans deux ou trois d’entre elles). Ces cases doivent contenir ces chiffres, donc retirez-en tous les autres candidats.</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>Quatre cases d’une unité qui ne contiennent à elles toutes que quatre chiffres gardent ces chiffres.</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>L’idée du triplet nu avec quatre cases&#xa0;: quatre cases d’une unité dont les candidats réunis ne sont que quatre chiffres doivent prendre les quatre, donc retirez ces chiffres du reste de l’unité.</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>Quatre chiffres qui ne tiennent que dans les quatre mêmes cases d’une unité s’approprient ces cases.</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>L’idée du triplet caché avec quatre chiffres&#xa0;: quand quatre chiffres d’une unité ne peuvent aller que dans les quatre mêmes cases, ces cases les contiennent, et tous les autres candidats des quatre cases peuvent être retirés.</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>Un chiffre qui a exactement deux places dans chacune de deux lignes, dans les deux mêmes colonnes.</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>Cherchez un chiffre qui ne peut aller que dans deux cases d’une ligne, et que dans deux cases d’une autre ligne, dans les deux mêmes colonnes. Les deux lignes ont chacune besoin du chiffre une fois, et elles ne peuvent le prendre qu’aux coins opposés du rectangle. Dans les deux cas, les deux colonnes reçoivent le chiffre de ces lignes, donc retirez-le des autres cases des deux colonnes. (Cela marche aussi en échangeant lignes et colonnes.)</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>Un X-Wing à trois lignes et trois colonnes.</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>Cherchez trois lignes dans lesquelles un chiffre ne peut aller que dans les trois mêmes colonnes (deux ou trois cases dans chaque ligne). Les trois lignes ont besoin du chiffre trois fois, dans trois colonnes différentes, donc ces lignes fournissent le chiffre des trois colonnes. Retirez-le des autres cases de ces colonnes. (Aussi en échangeant lignes et colonnes.)</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>Un X-Wing à quatre lignes et quatre colonnes.</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>Quatre lignes dans lesquelles un chiffre ne peut aller que dans les quatre mêmes colonnes doivent placer le chiffre dans chacune de ces colonnes. Le chiffre peut donc être retiré de toutes les autres cases des quatre colonnes. (Aussi en échangeant lignes et colonnes.)</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>Une case pivot XY et deux pinces XZ et YZ&#xa0;: une case qui voit les deux pinces ne peut pas valoir Z.</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>Cherchez trois cases à deux candidats chacune&#xa0;: un pivot qui contient X et Y, une pince qui voit le pivot et contient X et Z, une autre qui voit le pivot et contient Y et Z. Si le pivot vaut X, la première pince vaut Z&#xa0;; si le pivot vaut Y, la seconde pince vaut Z. Dans les deux cas, l’une des pinces vaut Z, donc toute case qui voit les deux pinces ne peut pas valoir Z.</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>Un XY-Wing dont le pivot contient aussi Z&#xa0;: les cases qui voient les trois ne peuvent pas valoir Z.</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>Le pivot contient trois candidats X, Y et Z&#xa0;; une pince qui le voit contient X et Z, une autre Y et Z. Quel que soit le chiffre que prend le pivot, l’une des trois cases vaut Z&#xa0;: le pivot lui-même ou l’une des pinces. Une case qui voit les trois cases ne peut donc pas valoir Z.</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>Deux liens forts d’un même chiffre sur deux lignes (ou deux colonnes) parallèles, reliés par une extrémité.</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>Cherchez un chiffre qui a exactement deux places dans chacune de deux lignes, avec une extrémité de chaque paire dans la même colonne (la base) et les deux autres extrémités dans des colonnes différentes (les sommets). Les deux cases de la base partagent une colonne, donc au plus l’une d’elles contient le chiffre, et l’autre ligne doit alors l’avoir à son sommet&#xa0;: au moins un sommet contient le chiffre. Une case qui voit les deux sommets ne peut pas le prendre. (Aussi en échangeant lignes et colonnes.)</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>Un lien de ligne et un lien de colonne d’un même chiffre, reliés dans une région.</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>Cherchez un chiffre qui a exactement deux places dans une ligne et exactement deux dans une colonne, où une extrémité de la ligne et une extrémité de la colonne sont deux cases différentes de la même région. Ces deux cases ne peuvent pas contenir toutes deux le chiffre, donc l’une des extrémités éloignées le contient&#xa0;: l’autre extrémité de la ligne ou l’autre extrémité de la colonne. La case qui voit les deux extrémités éloignées ne peut pas prendre le chiffre.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>Coloriez les liens forts d’un chiffre en deux couleurs&#xa0;; une case qui voit les deux couleurs perd ce chiffre.</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>Prenez un chiffre et reliez chaque paire de cases qui sont ses seules places dans une unité. Coloriez une telle chaîne en deux couleurs, en alternant&#xa0;: une couleur est entièrement vraie, l’autre entièrement fausse, mais on ne sait pas encore laquelle. Une case hors de la chaîne qui voit une case de chaque couleur voit le chiffre dans tous les cas, donc retirez-le là.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>Coloriez les liens forts d’un chiffre&#xa0;; une couleur qui se rencontre elle-même dans une unité est fausse.</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>Coloriez une chaîne de liens forts d’un chiffre en deux couleurs alternées, comme pour le piège. Si deux cases de la même couleur partagent une unité, cette couleur ne peut pas être vraie, car l’unité recevrait le chiffre deux fois. Chaque case de cette couleur perd donc le chiffre, et les cases de l’autre couleur le prennent.</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>Deux cases bivaleurs identiques reliées par un lien fort de l’un de leurs chiffres.</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>Cherchez deux cases qui contiennent les deux mêmes candidats X et Y mais ne se voient pas, et un lien fort sur X (une unité où X n’a que deux places) dont chaque extrémité voit l’une des cases. Si aucune des deux cases ne valait Y, toutes deux vaudraient X, et le lien fort n’aurait plus de X. L’une des deux cases vaut donc Y, et une case qui voit les deux ne peut pas valoir Y.</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>Trois coins d’un rectangle mortel&#xa0;: le quatrième ne peut pas garder les deux chiffres.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>Quatre cases sur deux lignes, deux colonnes et deux régions qui ne contiendraient toutes que X et Y pourraient échanger X et Y et donner une seconde solution (un motif mortel). Une grille correcte n’a qu’une solution, donc cela ne peut pas arriver. Quand trois coins ne contiennent que X et Y, le quatrième doit prendre un autre chiffre&#xa0;: retirez-en X et Y.</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>Toutes les cases bivaleurs sauf une&#xa0;: cette case prend son troisième chiffre.</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>Une grille où chaque case vide a deux candidats et où chaque chiffre apparaît deux fois dans chaque unité est un BUG («&#xa0;tombe universelle bivalente&#xa0;»)&#xa0;: elle n’a aucune solution ou en a plusieurs. Quand une seule case a trois candidats, et que l’un de ses chiffres apparaît trois fois dans ses unités, ce chiffre doit y être placé&#xa0;; sinon la grille tomberait dans le BUG.</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>Deux liens forts d’un même chiffre reliés par un lien faible.</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>Prenez un chiffre qui a deux liens forts (des unités où il a exactement deux places), dont une extrémité du premier voit une extrémité du second. Ces deux extrémités ne peuvent pas contenir toutes deux le chiffre, donc l’une des deux autres extrémités le contient. Une case qui voit ces deux autres extrémités ne peut pas prendre le chiffre. Le gratte-ciel et le kite sont des turbot fish de formes particulières.</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>Un chiffre d’une région confiné à une ligne et une colonne, avec un lien fort à l’extérieur.</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>Dans une région, les places d’un chiffre se trouvent sur une ligne et une colonne de la région (un L ou une croix), donc le chiffre de la région est sur cette ligne ou sur cette colonne. Ajoutez un lien fort du chiffre dans une colonne hors de la région, dont l’extrémité proche est sur la ligne de la région. Soit son extrémité éloignée contient le chiffre, soit c’est son extrémité proche, et alors la ligne de la région est prise et le chiffre de la région est sur sa colonne. La case où la colonne de la région croise la ligne de l’extrémité éloignée voit les deux, donc elle perd le chiffre. (Aussi en échangeant lignes et colonnes.)</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>Deux 2-String Kites passant par les mêmes cases d’une région, chacun retirant un chiffre.</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>Deux kites qui partagent les deux mêmes cases d’une région, chacun formé de ses propres liens forts, sont trouvés ensemble. Chaque kite retire à lui seul le chiffre de la case qui voit ses deux extrémités éloignées&#xa0;; l’étape fait les deux éliminations à la fois.</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>Deux rectangles vides dans une région, chacun avec son propre lien fort.</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>Une région dont le chiffre est confiné à une ligne et une colonne fonctionne comme un rectangle vide avec deux liens forts à la fois, l’un rejoignant sa ligne et l’autre sa colonne. Chacun produit sa propre élimination, comme dans le rectangle vide&#xa0;; l’étape fait les deux.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>Un X-Wing avec des candidats en plus dans une région&#xa0;: n’éliminer que là où l’aileron est vu.</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>Deux lignes contiennent un chiffre presque comme dans un X-Wing, mais une ligne a une ou deux places en plus (l’aileron) dans la région d’un coin. Soit l’aileron contient le chiffre, soit le X-Wing est réel. Une case que le X-Wing nettoierait et qui voit aussi l’aileron (dans la région de l’aileron) perd le chiffre dans les deux cas.</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>Un Swordfish avec des candidats en plus dans une région.</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>Trois lignes contiennent un chiffre comme dans un swordfish, à part un aileron&#xa0;: une ou deux places en plus dans une seule région. Soit l’aileron contient le chiffre, soit le swordfish tient. Les cases que le swordfish nettoierait et qui voient aussi l’aileron perdent le chiffre.</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>Un Jellyfish avec des candidats en plus dans une région.</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>L’idée de l’aileron avec quatre lignes et quatre colonnes&#xa0;: soit l’aileron dans sa région contient le chiffre, soit le jellyfish tient. Retirez le chiffre des cases que le jellyfish nettoierait et qui voient aussi l’aileron.</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>Un X-Wing à aileron auquel il manque un coin.</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>Comme un X-Wing à aileron, mais un coin du rectangle n’a plus de candidat&#xa0;; l’aileron à côté, dans la même région, le remplace. Soit l’aileron contient le chiffre, soit les cases restantes fonctionnent comme un X-Wing, donc les cases qui voient l’aileron et que le X-Wing nettoierait perdent le chiffre.</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>Un Swordfish à aileron auquel il manque un coin.</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>Un swordfish à aileron dans lequel le coin de la région de l’aileron n’a pas de candidat&#xa0;; l’aileron prend sa place. Le raisonnement est celui de l’aileron&#xa0;: les cases qui voient l’aileron et que le swordfish nettoierait perdent le chiffre.</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>Un Jellyfish à aileron auquel il manque un coin.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>Un jellyfish à aileron dans lequel le coin de la région de l’aileron n’a pas de candidat&#xa0;; l’aileron prend sa place. Les cases qui voient l’aileron et que le jellyfish nettoierait perdent le chiffre.</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>Deux Swordfish à aileron sur les mêmes lignes, trouvés en une seule étape.</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>Deux swordfish à aileron qui partagent leurs lignes et ne diffèrent que par les cases en plus qui forment l’aileron sont montrés ensemble&#xa0;: chacun retire le chiffre là où il le ferait seul, et l’étape fait les deux retraits.</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>Deux Jellyfish à aileron sur les mêmes lignes, trouvés en une seule étape.</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>Deux jellyfish à aileron qui partagent leurs lignes et ne diffèrent que par leurs ailerons sont montrés ensemble&#xa0;; chacun produit sa propre élimination, et l’étape fait les deux.</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>Deux Swordfish sashimi sur les mêmes lignes, trouvés en une seule étape.</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>Deux swordfish sashimi qui partagent leurs lignes et ne diffèrent que par leurs ailerons sont montrés ensemble&#xa0;; chacun produit sa propre élimination, et l’étape fait les deux.</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>Deux Jellyfish sashimi sur les mêmes lignes, trouvés en une seule étape.</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>Deux jellyfish sashimi qui partagent leurs lignes et ne diffèrent que par leurs ailerons sont montrés ensemble&#xa0;; chacun produit sa propre élimination, et l’étape fait les deux.</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>Deux chaînes colorées d’un même chiffre qui se voient&#xa0;: une paire de couleurs ne peut pas être vraie à la fois.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>Coloriez deux chaînes distinctes de liens forts d’un chiffre, chacune avec sa propre paire de couleurs. Si une case de couleur A dans la première chaîne voit une case de couleur C dans la seconde, A et C ne sont pas vraies toutes les deux, donc les couleurs opposées B ou D contiennent le chiffre. Une case qui voit à la fois une case B et une case D ne peut pas le prendre.</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>Une couleur qui voit les deux couleurs d’une autre chaîne est fausse.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>Coloriez deux chaînes distinctes de liens forts d’un chiffre. Si des cases de couleur A dans la première chaîne voient des cases des deux couleurs de la seconde chaîne, A ne peut pas être vraie&#xa0;: l’une des couleurs de la seconde chaîne contient le chiffre, et A entrerait en conflit avec elle. Chaque case de couleur A perd donc le chiffre.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>Un rectangle mortel dont les deux cases du toit partagent un chiffre en plus&#xa0;: ce chiffre est dans le toit.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>Quatre cases sur deux lignes, deux colonnes et deux régions contiennent X et Y&#xa0;; deux d’entre elles (le toit) contiennent aussi le même chiffre en plus Z. Si aucune case du toit ne valait Z, les quatre cases formeraient un motif mortel à deux solutions. Une case du toit vaut donc Z, et une case qui voit les deux cases du toit ne peut pas valoir Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>Un rectangle mortel dont les chiffres en plus du toit forment un sous-ensemble avec d’autres cases.</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>Dans un rectangle unique, les deux cases du toit contiennent des chiffres en plus&#xa0;; l’un de ces chiffres en plus doit être vrai, donc ensemble le toit agit comme une seule case qui ne contient que les chiffres en plus. Si cette pseudo-case et d’autres cases d’une unité qu’elles partagent forment un sous-ensemble nu, les chiffres du sous-ensemble peuvent être retirés du reste de cette unité.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>Un rectangle mortel dont le toit doit contenir l’un de ses chiffres&#xa0;: l’autre s’en va.</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>Les deux cases du toit d’un rectangle unique partagent une unité dans laquelle X ne peut aller que dans ces deux cases. Une case du toit vaut donc X. Si l’autre valait Y, le rectangle serait mortel, donc aucune des deux cases du toit ne peut valoir Y&#xa0;: retirez Y des deux.</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>Un rectangle mortel avec le même chiffre en plus dans trois coins.</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>Trois coins d’un rectangle unique (ou deux sur une diagonale) contiennent le même chiffre en plus Z. L’un d’eux doit valoir Z, sinon le rectangle serait mortel. Une case qui voit toutes les cases contenant Z ne peut donc pas valoir Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>Un rectangle mortel avec un X-Wing sur l’un de ses chiffres.</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>Les deux cases du toit d’un rectangle unique, en diagonale, contiennent des chiffres en plus, et le chiffre X n’a que les cases du rectangle dans ses deux lignes et ses deux colonnes. Si une case du toit valait X, X remplirait aussi le coin opposé, et les deux autres coins vaudraient Y&#xa0;: un motif mortel. X peut donc être retiré des deux cases du toit.</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>Un rectangle tenu par des liens forts qui deviendrait mortel&#xa0;: un candidat s’en va.</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>Quatre cases d’un rectangle sur deux régions contiennent toutes X et Y, et un coin ne contient que ces deux-là. Regardez le coin opposé&#xa0;: si X n’a que les cases du rectangle dans la ligne et la colonne de ce coin, ce coin ne peut pas valoir Y, car X remplirait alors les deux autres coins et les quatre cases seraient mortelles. Retirez-y Y.</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>Trois coins résolus d’un rectangle seraient mortels avec le quatrième&#xa0;: ce chiffre s’en va.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>Trois coins d’un rectangle sur deux régions contiennent des chiffres placés par le joueur (pas des chiffres donnés), X et Y disposés en rectangle. Si le quatrième coin prenait le chiffre qui complète le motif, X et Y pourraient être échangés dans les quatre cases et la grille aurait deux solutions. Retirez donc ce chiffre du quatrième coin.</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>Un rectangle à deux chiffres placés d’être mortel, avec un chiffre en plus commun.</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>Deux coins d’un rectangle contiennent des chiffres placés (pas des chiffres donnés)&#xa0;; les deux autres contiennent chacun le chiffre qui rendrait le motif mortel plus le même chiffre en plus Z. Ils ne peuvent pas prendre tous les deux les chiffres mortels, donc l’un d’eux vaut Z, et une case qui voit les deux ne peut pas valoir Z.</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>Une chaîne alternée de liens forts et faibles d’un même chiffre.</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>Partez d’une case avec un chiffre et suivez-le&#xa0;: un lien fort (la seule autre place dans une unité) puis un lien faible (une autre place dans une unité), en alternant, toujours sur le même chiffre, et terminez par un lien fort. Que la première case contienne le chiffre ou non, l’une des deux extrémités de la chaîne le contient. Une case qui voit les deux extrémités ne peut pas prendre le chiffre.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>Une chaîne de cases bivaleurs&#xa0;: l’une ou l’autre extrémité contient le chiffre.</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>Reliez des cases qui ont chacune exactement deux candidats, chaque case partageant un chiffre avec la suivante et la voyant. Si la première case ne vaut pas Z, elle vaut son autre chiffre, qui force la case suivante, et ainsi de suite le long de la chaîne jusqu’à ce que la dernière case vaille Z. Quand les deux extrémités contiennent Z, l’une d’elles vaut donc Z, et une case qui voit les deux extrémités ne peut pas valoir Z.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>Une chaîne de cases contenant les deux mêmes chiffres&#xa0;: des extrémités à distance impaire diffèrent.</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>Une chaîne de cases qui ne contiennent toutes que les deux mêmes chiffres, chacune voyant la suivante, alterne&#xa0;: une case sur deux a le même chiffre. Deux cases séparées par un nombre impair de liens contiennent des chiffres différents, donc à elles deux les deux chiffres. Une case qui voit les deux ne peut contenir aucun des deux chiffres.</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>Une chaîne qui se referme sur elle-même&#xa0;: chaque lien faible de la boucle devient fort.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>Une chaîne de liens forts et faibles alternés qui revient à son point de départ, sans rupture dans l’alternance, est une boucle&#xa0;: chaque lien faible qu’elle contient vaut dans les deux sens. Dans chaque unité que traverse un lien faible, l’une de ses deux extrémités est donc vraie, et le chiffre est retiré des autres cases de cette unité&#xa0;; une case dont les deux candidats sont reliés par un lien faible perd ses autres candidats.</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>Une boucle qui se rompt en une case&#xa0;: ce candidat est vrai ou faux.</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>Une chaîne qui commence et finit sur le même candidat, avec un endroit où deux liens de même nature se rencontrent. Deux liens forts qui s’y rencontrent montrent que supposer le candidat faux le rend vrai&#xa0;: placez-le. Deux liens faibles montrent que le supposer vrai le rend faux&#xa0;: retirez-le.</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>Une chaîne d’inférences alternées sur des candidats quelconques&#xa0;: l’une de ses extrémités est vraie.</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>Suivez des liens forts et faibles, en alternant, à travers cases et chiffres&#xa0;: un lien fort peut être deux places d’un chiffre dans une unité ou les deux candidats d’une case bivaleur. Une chaîne qui commence et finit par un lien fort rend au moins une extrémité vraie. Si les deux extrémités portent le même chiffre, une case qui voit les deux extrémités le perd&#xa0;; si ce sont des chiffres différents dans des cases qui se voient, la case de chaque extrémité perd le chiffre de l’autre extrémité.</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>Un Nice Loop continu avec des nœuds groupés.</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>Un Nice Loop continu dont certains nœuds sont des groupes&#xa0;: les places d’un chiffre dans une région qui se trouvent sur une même ligne ou colonne, prises ensemble comme un seul nœud (le chiffre est dans l’une d’elles). La boucle fonctionne comme sans groupes&#xa0;: ses liens faibles valent dans les deux sens, et chacun nettoie son unité.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>Un Nice Loop discontinu avec des nœuds groupés.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>Un Nice Loop discontinu dont certains nœuds sont des groupes de places d’un chiffre dans une région, le long d’une même ligne ou colonne. Comme sans groupes, le candidat où la boucle se rompt est placé (deux liens forts s’y rencontrent) ou retiré (deux liens faibles).</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>Une chaîne d’inférences alternées avec des nœuds groupés.</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>Une AIC dont certains nœuds sont des groupes de places d’un chiffre dans une région, le long d’une même ligne ou colonne&#xa0;: le groupe est vrai quand le chiffre se trouve dans l’une de ses cases. L’une des extrémités de la chaîne est vraie, donc les candidats qui voient les deux extrémités peuvent être retirés.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>Supposer un candidat mène à une contradiction&#xa0;: il est donc faux.</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>Supposez qu’un candidat est vrai et suivez ce qu’il force, une conséquence simple après l’autre. Si cela mène à une position impossible (une case sans candidat, un chiffre deux fois dans une unité, un chiffre sans place dans une unité), l’hypothèse était fausse&#xa0;: retirez le candidat, ou placez-le si c’est le supposer faux qui a cassé la grille.</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>Chaque choix dans une case ou une unité mène au même résultat.</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>Prenez les candidats d’une case (ou les places d’un chiffre dans une unité)&#xa0;: l’un d’eux est vrai. Suivez ce que chacun force, branche par branche. Si chaque branche place le même chiffre dans une case, ou retire le même candidat, ce résultat tient quel que soit le bon choix.</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>Une chaîne de forçage dont les branches se combinent&#xa0;: une hypothèse qui casse la grille.</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>Comme une chaîne de forçage par contradiction, mais les conséquences sont suivies comme un réseau&#xa0;: une conclusion peut nécessiter plusieurs conclusions antérieures ensemble (une case dont les autres candidats ont tous été retirés). Quand le réseau issu d’une hypothèse atteint une position impossible, l’hypothèse est fausse.</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>Chaque choix mène, par des réseaux, au même résultat.</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>Comme une chaîne de forçage par convergence, avec des réseaux&#xa0;: chaque candidat d’une case (ou chaque place d’un chiffre dans une unité) est suivi avec toutes ses conséquences, combinées. Un placement ou un retrait que toutes les branches atteignent est vrai.</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>Des cases où une ligne ou colonne croise une région, réparties entre deux sous-ensembles dans la ligne ou colonne et dans la région.</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>Prenez deux ou trois cases où une ligne (ou une colonne) croise une région, contenant au moins deux candidats de plus que de cases. Trouvez une case bivaleur ou un ALS dans le reste de la ligne ou colonne qui utilise certains de ces chiffres, et un autre dans le reste de la région qui utilise les autres, les deux n’ayant aucun chiffre en commun. Les cases du croisement ont besoin de chiffres des deux côtés, donc l’ensemble de la ligne ou colonne tient ses chiffres hors du reste de celle-ci, et l’ensemble de la région tient les siens hors du reste de la région&#xa0;: retirez-les là.</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>Deux ALS reliés par un candidat commun restreint.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>Un ALS (ensemble presque verrouillé) est formé de N cases d’une unité avec N+1 candidats&#xa0;: retirez un chiffre quelconque et le reste est verrouillé. Prenez deux tels ensembles et un chiffre X présent dans les deux dont les cases dans un ensemble voient toutes ses cases dans l’autre (candidat commun restreint)&#xa0;: X est dans au plus un ensemble, donc l’autre est verrouillé. Si les deux ensembles contiennent aussi un chiffre Z, l’un d’eux place Z, donc une case qui voit toutes leurs cases Z ne peut pas valoir Z.</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>Trois ALS disposés comme un XY-Wing.</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>Un ALS pivot partage un candidat commun restreint X avec un ALS et un candidat commun restreint Y avec un autre. Le pivot ne peut pas perdre à la fois X et Y, donc l’un des deux ALS extérieurs est verrouillé. Si les deux ALS extérieurs contiennent un chiffre Z, l’un d’eux l’a, et une case qui voit toutes leurs cases Z ne peut pas valoir Z.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>Une chaîne d’ALS reliés par des candidats communs restreints.</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>Des ALS enchaînés les uns après les autres, chacun relié au suivant par un candidat commun restreint (un différent à chaque lien). Si le premier ALS n’est pas verrouillé, le suivant l’est, et ainsi de suite, donc le premier ou le dernier ALS est verrouillé. Un chiffre Z présent dans les deux ALS des extrémités est dans l’un d’eux&#xa0;: les cases qui voient toutes ces cases Z perdent Z.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>Une case tige dont chaque candidat verrouille un ALS pétale.</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>Une case tige a quelques candidats&#xa0;; pour chacun, un ALS (un pétale) contient ce chiffre dans des cases qui voient toutes la tige. Quoi que prenne la tige, son pétale perd ce chiffre et devient verrouillé. Si chaque pétale contient un chiffre Z, l’un d’eux place Z, donc une case qui voit toutes les cases Z des pétales ne peut pas valoir Z.</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>Seules certaines combinaisons de chiffres peuvent remplir une cage&#xa0;: les autres candidats s’en vont.</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>Les cases d’une cage de killer font sa somme sans répéter de chiffre. Listez les ensembles de chiffres différents ayant cette somme qui conviennent aux candidats des cases (chaque case doit pouvoir prendre un chiffre de l’ensemble). Un candidat qui n’appartient à aucun de ces ensembles, ou qui ne peut être placé dans aucun d’eux, est retiré. Par exemple, deux cases qui font 17 ne peuvent valoir que 8 et 9.</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>Un chiffre que contient chaque combinaison d’une cage est verrouillé dans ses cases.</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>Si chaque combinaison qui peut encore remplir une cage contient le même chiffre, la cage contient ce chiffre dans l’une des cases qui peuvent le prendre. Quand ces cases partagent une unité, ou qu’une case hors de la cage les voit toutes, cette case extérieure ne peut pas contenir le chiffre&#xa0;: retirez-le là.</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>La règle du 45&#xa0;: les chiffres d’une unité font 45, donc la somme des cases que ses cages laissent de côté est connue.</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>Chaque ligne, colonne et région fait 45. Additionnez les cages entièrement contenues dans une unité (ou dans deux ou trois lignes ou colonnes voisines)&#xa0;: la ou les deux cases qu’elles laissent de côté (innies) font le reste de 45. Ou additionnez les cages qui couvrent l’unité&#xa0;: leurs cases qui dépassent (outies) font l’excédent au-delà de 45. Une somme connue d’une case la place&#xa0;; celle de deux cases retire les candidats qu’aucun partenaire ne complète.</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>Un pointage dont les éliminations ne laissent à un chiffre qu’une place dans une autre région : placez-le.</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>Trouvez un pointage : dans une région, un chiffre ne peut aller que sur une ligne, il quitte donc le reste de cette ligne. Regardez ensuite le long de la ligne les autres régions qu’elle traverse : s’il ne reste plus dans l’une d’elles qu’une place pour le chiffre, il va là. Inutile de noter les éliminations : c’est un singleton caché vu à travers le pointage.</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>Une revendication dont les éliminations ne laissent à un chiffre qu’une place dans une autre ligne : placez-le.</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>Trouvez une revendication : dans une ligne ou une colonne, un chiffre ne peut aller que dans une région, il quitte donc le reste de cette région. Regardez ensuite les autres lignes qui traversent la région, parallèles à la première : s’il ne reste plus sur l’une d’elles qu’une place pour le chiffre, il va là.</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>Une paire cachée dont les éliminations ne laissent à un autre chiffre qu’une place dans la maison : placez-le.</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>Trouvez une paire cachée : deux chiffres qui ne vont que dans les deux mêmes cases d’une maison, qui ne contiennent alors rien d’autre. Un troisième chiffre qui pouvait aller dans l’une de ces cases perd cette place ; s’il ne lui en reste qu’une dans la maison, il va là.</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>Un triplet caché dont les éliminations ne laissent à un autre chiffre qu’une place dans la maison : placez-le.</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>Trouvez un triplet caché : trois chiffres qui ne vont que dans les trois mêmes cases d’une maison, qui ne contiennent alors rien d’autre. Un autre chiffre qui pouvait aller dans ces cases perd ces places ; s’il ne lui en reste qu’une dans la maison, il va là.</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>La règle des 45 laisse trois à sept cases de somme connue : traitez-les comme une cage à part entière.</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>Comme pour les innies et outies, additionnez les cages entièrement contenues dans une unité (ou dans deux ou trois lignes ou colonnes voisines), ou celles qui la couvrent. Quand les cases laissées de côté, ou qui dépassent, sont trois à sept, leur somme est connue comme celle d’une cage, bien qu’elles n’en forment aucune : cherchez quels candidats peuvent les remplir. Un candidat part quand aucun choix de candidats dans les autres cases ne complète la somme, avec des chiffres différents dans les cases qui se voient.</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Demi-tour (180°)</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Quarts de tour (90°)</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>Miroir gauche-droite</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>Miroir haut-bas</translation>
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
        <translation>Toutes les rotations et tous les miroirs</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>Extrême</translation>
    </message>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>Dernière case libre</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>Singleton caché</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>Singleton nu</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>Candidats verrouillés type 1 (pointage)</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>Candidats verrouillés type 2 (revendication)</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>Paire verrouillée</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>Paire nue</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>Paire cachée</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>Triplet verrouillé</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>Triplet nu</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>Triplet caché</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>Quadruplet nu</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>Quadruplet caché</translation>
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
        <translation>Rectangle unique type 1</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>Gratte-ciel</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>2-String Kite</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>Coloriage simple (piège)</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>Coloriage simple (contradiction)</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>Rectangle unique type 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>Rectangle unique type 4</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>Rectangle unique type 5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>Rectangle unique type 6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>Rectangle caché</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Rectangle évitable type 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Rectangle évitable type 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>Rectangle unique type 3</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>Rectangle vide</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>Double 2-String Kite</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>Double rectangle vide</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>X-Wing à aileron</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>X-Wing sashimi</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>Coloriage multiple (type 1)</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>Coloriage multiple (type 2)</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>Swordfish à aileron</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>Swordfish sashimi</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>Swordfish siamois à aileron</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>Swordfish sashimi siamois</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>Jellyfish à aileron</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>Jellyfish sashimi</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>Jellyfish siamois à aileron</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>Jellyfish sashimi siamois</translation>
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
        <translation>Chaîne X</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>Paire distante</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>Chaîne XY</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <comment>technique: a chain that closes on itself</comment>
        <translation>Nice Loop continu</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <comment>technique: a chain of almost locked sets</comment>
        <translation>ALS-XY-Chain</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <comment>technique: a chain back to its first cell that contradicts it</comment>
        <translation>Nice Loop discontinu</translation>
    </message>
    <message>
        <source>AIC</source>
        <comment>technique: alternating inference chain</comment>
        <translation>AIC</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Nice Loop continu groupé</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Nice Loop discontinu groupé</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>AIC groupée</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>Death Blossom</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>Chaîne de forçage (contradiction)</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>Chaîne de forçage (convergence)</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>Réseau de forçage (contradiction)</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>Réseau de forçage (convergence)</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>Classique</translation>
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
        <translation>Combinaison de cage</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>Chiffre verrouillé de cage</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>Innies et outies</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>Pointage direct</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>Revendication directe</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>Paire cachée directe</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>Triplet caché direct</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>Cage virtuelle</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>Grille de la recherche</translation>
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
        <translation>Retour sur trace naïf (ligne par ligne)</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>Parcours en profondeur rapide (moins de candidats, singletons)</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>Dancing Links (algorithme X)</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>Tenter %1 en %2&#xa0;: un essai, profondeur %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>Placer %1 en %2&#xa0;: forcé, la seule option</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>Retirer %1 de %2&#xa0;: retour en arrière</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>Impasse en %1&#xa0;: la recherche revient en arrière</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>Solution %1 trouvée&#xa0;: la grille est pleine</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>Branchement sur la contrainte&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>%1 n’a plus aucun chiffre possible</translation>
    </message>
    <message>
        <source>: %1</source>
        <comment>after a cell with no digit left: the digits its houses use</comment>
        <translation>&#xa0;: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>; %1 were tried and failed</source>
        <comment>digits tried in a cell</comment>
        <translation>&#xa0;; %1 ont été essayés sans succès</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>&#xa0;; %1 sont exclus par les singletons qui ont suivi</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>%1 n’a plus de place pour le %2</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>les lignes %1 à %2 n’ont pas de place pour le %3 dans une région différente chacune (candidats verrouillés)</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>les colonnes %1 à %2 n’ont pas de place pour le %3 dans une région différente chacune (candidats verrouillés)</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>la position contient une contradiction</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>Impasse&#xa0;: %1. Retour à la case précédente.</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>Au-delà de la dernière case vide&#xa0;: chaque case a un chiffre, c’est une solution.</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>Plus aucun singleton&#xa0;: on se ramifie sur %1, une case qui a le moins de candidats {%2}. On essaie %3 sur une copie de la grille&#xa0;; en cas d’échec, %3 y est éliminé.</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>Singleton nu&#xa0;: %1 est le seul candidat restant en %2.</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>Singleton caché&#xa0;: %1 est la seule place pour le %2 dans %3.</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>Forcé&#xa0;: après les candidats éliminés jusqu’ici (singletons, candidats verrouillés), %1 est le seul chiffre restant pour %2.</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>L’essai a échoué&#xa0;: %1=%2 est retiré, avec tous les chiffres qui en découlaient.</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>Contradiction&#xa0;: %1. Le dernier essai était faux.</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>Toutes les cases sont résolues&#xa0;: une solution.</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>La colonne %1 n’a plus de lignes&#xa0;: aucun candidat ne peut la satisfaire.</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>Parmi les colonnes non couvertes, %1 (%2) a le moins de lignes, %3&#xa0;: on la couvre, puis on essaie ses lignes une par une.</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>On prend la ligne %1#%2 (%3)&#xa0;: %4. On couvre ces colonnes, ce qui retire toutes les lignes en conflit.</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>la seule ligne de la colonne</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>un essai</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>On quitte la ligne %1#%2&#xa0;: on découvre ses colonnes dans l’ordre inverse&#xa0;; les liens reviennent en dansant.</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>Impasse&#xa0;: %1. Retour à la ligne du dessus.</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>Il ne reste aucune colonne&#xa0;: les lignes prises couvrent chaque contrainte exactement une fois, c’est une solution.</translation>
    </message>
    <message>
        <source>band %1 #%2</source>
        <translation>bande %1 #%2</translation>
    </message>
    <message>
        <source>stack %1 #%2</source>
        <translation>pile %1 #%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
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
        <translation>la case %1 doit recevoir un chiffre</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>colonne %1&#xa0;: %2&#xa0;; lignes restantes&#xa0;: %3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>résolu</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>exactement une solution</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>pas unique, solutions trouvées&#xa0;: %L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>aucune solution</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>les chiffres donnés se contredisent&#xa0;: rien à chercher</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>arrêté par la limite de nœuds</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // k-ième case vide, par ligne</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  if k == vides: écrire la grille; return   // solution</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = la k-ième case vide; b = région(r, c)</translation>
    </message>
    <message>
        <source>  for d = 1 to 9:</source>
        <translation>  for d = 1 à 9:</translation>
    </message>
    <message>
        <source>    if row[r][d] or col[c][d] or box[b][d]: continue</source>
        <translation>    if row[r][d] ou col[c][d] ou box[b][d]: continue</translation>
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
        <translation>  return                     // aucun chiffre&#xa0;: impasse</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(grille):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  propager&#xa0;: singletons nus et cachés, candidats verrouillés</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  if case ou unité sans option: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  if tout est résolu: signaler la solution; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  case = case non résolue avec le moins de candidats</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  for chaque candidat d de case:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    copie = grille; case de copie = d   // un essai</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    if search(copie): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    annuler l’essai; éliminer d de case; propager</translation>
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
        <translation>  if aucune colonne: afficher les lignes; return   // une solution</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = colonne non couverte avec le moins de lignes (S[c])</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  if S[c] == 0: return       // une impasse</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  for chaque ligne i de la colonne c (vers le bas):</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; remove toute autre colonne j de la ligne i</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    resume les colonnes de la ligne i, à rebours</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%1 sont dans %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>%1 n’a plus de place pour %2, et chaque combinaison encore ouverte de sa somme en a besoin</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>aucune combinaison de chiffres de sa somme ne tient dans %1</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>la colonne %1 n’a plus de lignes : %2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>De retour en %1 : %2 est le chiffre suivant dont les drapeaux sont libres dans chaque groupe de la case.</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1 est la case vide suivante, ligne par ligne. Utilisés : %2 ; %3 est le plus petit chiffre libre : le poser et lever les drapeaux de ses groupes.</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>Rien sous %1=%2 n’a mené à une solution : vider la case et baisser les drapeaux de ses groupes, puis y essayer le chiffre suivant.</translation>
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
        <translation>k%1 somme</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>%1 doit contenir un %2</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>%1 doit contenir un %2, ou une combinaison de sa somme sans lui</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>%1 doit prendre une combinaison de chiffres de sa somme</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>case %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>%1 contient un %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>le candidat %1=%2 couvre : %3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = la k-ième case vide</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    si un groupe de (r, c) utilise d, ou si la somme de sa cage n’a pas de place pour d : continuer</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d ; marquer d utilisé dans chaque groupe de (r, c) et dans sa cage</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    démarquer d dans ces groupes et la cage ; a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>Impasse : la position contient une contradiction ; la recherche revient en arrière</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>L’arbre de recherche autour de l’étape affichée&#xa0;: chaque rangée est un niveau, chaque boîte un essai avec les nœuds en dessous&#xa0;; les rouges ont échoué. Cliquez sur l’une d’elles pour y aller.</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>La grille&#xa0;: %L1 nœuds pour l’instant, dont %L2 forcés à la racine</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>Aucune recherche enregistrée pour l’instant.</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · niveaux 1 à %1 au-dessus</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 nœud</numerusform>
            <numerusform>%1=%2 · %L3 nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 nœud</numerusform>
            <numerusform>✗ %1=%2 · %L3 nœuds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>Visualiser la recherche</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>Début</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>Retour à la grille (%1)</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>Une étape en arrière (%1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>Lecture ou pause (%1)</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>Étape</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>Une étape en avant (%1)</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>Fin</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>Aller à la dernière étape enregistrée (%1)</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>Impasse suivante</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>Aller à l’impasse suivante, là où la recherche revient en arrière (%1)</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>Solution suivante</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>Aller à la solution trouvée suivante (%1)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Plus vite</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>Plus vite (%1)</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Plus lentement</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>Plus lentement (%1)</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exporter une image…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>Enregistrer la grille telle qu’affichée en image PNG (%1)</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>Exporter des images…</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>Enregistrer une étape sur k du déroulement en images PNG dans un dossier (%1)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Exporter une animation…</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>Enregistrer le déroulement en PNG animé, lisible dans un navigateur web (%1)</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>D’&amp;ici</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>Chercher à partir de votre position, chiffres et notes compris, au lieu des chiffres donnés&#xa0;: voyez où mènerait un essai</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>&amp;Code</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>Afficher le pseudo-code avec la ligne qu’exécute l’étape</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>&amp;Arbre</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>Afficher l’arbre de recherche autour de l’étape</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>&amp;Matrice</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>Afficher la matrice de couverture exacte (Dancing Links)</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>Côte à cô&amp;te…</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>Faire tourner deux ou trois algorithmes côte à côte sur cette grille</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>Code pas à pas</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>Tout t&amp;rouver, jusqu’à</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>Continuer au-delà de la première solution&#xa0;: montre pourquoi une grille n’est pas unique</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>Limite de solutions</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>Placements (nœuds)</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Essais</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retours en arrière</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Plus profond</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>Afficher les ca&amp;ndidats</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>D’une étape par seconde à aussi vite que l’écran dessine (+ et −)</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>10&#x202f;000&#x202f;000 étapes/s</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Enregistrement… %L1 étapes pour l’instant</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>Aucune grille&#xa0;: ouvrez le panneau depuis une partie.</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>%L1 étapes enregistrées&#xa0;: %2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>arrêté à la limite de mémoire</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>Trace tronquée à %L1 étapes&#xa0;: la limite de mémoire a été atteinte et la recherche s’est arrêtée là.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>Ann&amp;uler</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>Arrêter l’enregistrement&#xa0;; les étapes déjà enregistrées sont conservées</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>Enregistrer de nouveau la recherche</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>Étape %L1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>La grille, avant le début de la recherche.</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>La recherche part de votre position&#xa0;: vos chiffres sont fixés et vos notes sont les seuls chiffres qu’elle essaie.</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>La recherche part des chiffres donnés.</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>Colonne choisie&#xa0;: %1</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>Aucune impasse ultérieure enregistrée pour l’instant&#xa0;: la recherche est encore en cours d’enregistrement.</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>Aucune impasse ultérieure&#xa0;: la recherche ne revient plus en arrière après cette étape.</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>Aucune solution ultérieure enregistrée pour l’instant&#xa0;: la recherche est encore en cours d’enregistrement.</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>Aucune solution ultérieure&#xa0;: la recherche en a trouvé %n au total.</numerusform>
            <numerusform>Aucune solution ultérieure&#xa0;: la recherche en a trouvé %n au total.</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>Elle s’arrête à la première&#xa0;; activez «&#xa0;Tout trouver&#xa0;» pour continuer.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>maximum</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>%L1 étapes/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exporter une image</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>Impossible d’exporter l’image</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>Exporter les images dans</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>Exporter des images</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>Écrire une image toutes les k étapes (%L1 étapes enregistrées)&#xa0;:</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>%L1 images, c’est trop pour une animation&#xa0;: choisissez un pas plus grand.</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>Images écrites&#xa0;: %L1, dans %2</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>Export des images… %L1 écrites</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Exporter une animation</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>PNG animé (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>Une image toutes les k étapes (%L1 étapes enregistrées), un dixième de seconde chacune&#xa0;:</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>Impossible d’exporter l’animation</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>Elle diffère de la première solution en %n case, entourée&#xa0;: la grille n’est pas unique.</numerusform>
            <numerusform>Elle diffère de la première solution en %n cases, entourées&#xa0;: la grille n’est pas unique.</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>La matrice d’un killer a des lignes pour les combinaisons de chiffres de ses cages, que le panneau ne peut pas suivre : il montre la matrice des grilles sans cages</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>Matrice de couverture exacte : lignes restantes dans chacune des %L1 colonnes</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>la région %1</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>deux %1 dans %2 (%3 et %4)</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>la zone %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>la diagonale principale</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>l’antidiagonale</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>la fenêtre %1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>la cage en %1 (somme %2)</translation>
    </message>
</context>
</TS>
