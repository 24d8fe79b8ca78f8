<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Sudoku</source>
        <translation>Sobre o Sudoku</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Sudoku&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Sudoku&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versão %1</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or (at your option) any later version. There is no warranty.</source>
        <translation>Software livre sob a Licença Pública Geral GNU, versão 3 ou (a seu critério) qualquer versão posterior. Não há garantia.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilado com Qt %1, rodando no Qt %2.</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>Play, solve and learn Sudoku. Puzzles at %n levels, from %1 to %2; hints that name the technique and explain the step, solvers that run on their own thread so the board never freezes, print and export, and sudoku-cli, the same engine on the command line.</source>
        <translation>
            <numerusform>Jogue, resolva e aprenda Sudoku. Quebra-cabeças em %n nível, de %1 a %2; dicas que dizem o nome da técnica e explicam o passo, resolvedores que rodam em uma thread própria para o tabuleiro nunca travar, impressão e exportação, e o sudoku-cli, o mesmo motor na linha de comando.</numerusform>
            <numerusform>Jogue, resolva e aprenda Sudoku. Quebra-cabeças em %n níveis, de %1 a %2; dicas que dizem o nome da técnica e explicam o passo, resolvedores que rodam em uma thread própria para o tabuleiro nunca travar, impressão e exportação, e o sudoku-cli, o mesmo motor na linha de comando.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ApngWriter</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>An animation needs at least one frame.</source>
        <translation>Uma animação precisa de pelo menos um quadro.</translation>
    </message>
    <message>
        <source>More frames than announced.</source>
        <translation>Mais quadros do que o anunciado.</translation>
    </message>
    <message>
        <source>The PNG encoder gave an unexpected image.</source>
        <translation>O codificador PNG devolveu uma imagem inesperada.</translation>
    </message>
    <message>
        <source>The frames differ in size or colour format.</source>
        <translation>Os quadros diferem em tamanho ou formato de cor.</translation>
    </message>
    <message>
        <source>%1 of %2 frames were written.</source>
        <translation>%1 de %2 quadros foram gravados.</translation>
    </message>
</context>
<context>
    <name>AssistController</name>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>Resolvendo com %1…</translation>
    </message>
    <message>
        <source>Solving with %1… %2 nodes, %3 s</source>
        <translation>Resolvendo com %1… %2 nós, %3 s</translation>
    </message>
    <message>
        <source>Solved by %1 (%2).</source>
        <translation>Resolvido por %1 (%2).</translation>
    </message>
    <message>
        <source>The board already shows the solution.</source>
        <translation>O tabuleiro já mostra a solução.</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution, so there is no single answer to show.</source>
        <translation>Este quebra-cabeça tem mais de uma solução, então não há uma resposta única para mostrar.</translation>
    </message>
    <message>
        <source>Show One</source>
        <translation>Mostrar uma</translation>
    </message>
    <message>
        <source>One of several solutions, found by %1 (%2).</source>
        <translation>Uma de várias soluções, encontrada por %1 (%2).</translation>
    </message>
    <message>
        <source>This puzzle has no solution (%1).</source>
        <translation>Este quebra-cabeça não tem solução (%1).</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Este quebra-cabeça não é válido: %1.</translation>
    </message>
    <message>
        <source>Stopped the search after %1.</source>
        <translation>A busca foi interrompida após %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 ms</source>
        <translation>
            <numerusform>%1 nó, %2 ms</numerusform>
            <numerusform>%1 nós, %2 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 nodes, %2 s</source>
        <translation>
            <numerusform>%1 nó, %2 s</numerusform>
            <numerusform>%1 nós, %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>There is nothing left to hint.</source>
        <translation>Não há mais nada para dar dica.</translation>
    </message>
    <message>
        <source>No hint: this puzzle does not have exactly one solution.</source>
        <translation>Sem dica: este quebra-cabeça não tem exatamente uma solução.</translation>
    </message>
    <message>
        <source>Cannot check: this puzzle does not have exactly one solution.</source>
        <translation>Não é possível verificar: este quebra-cabeça não tem exatamente uma solução.</translation>
    </message>
    <message>
        <source>Everything on the board so far is right.</source>
        <translation>Tudo o que está no tabuleiro até agora está certo.</translation>
    </message>
    <message numerus="yes">
        <source>%n entries do not match the solution; they are marked in the corner.</source>
        <translation>
            <numerusform>%n número inserido não confere com a solução; ele está marcado no canto.</numerusform>
            <numerusform>%n números inseridos não conferem com a solução; eles estão marcados no canto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fix Them</source>
        <comment>the mistakes a hint found; singular: Fix It</comment>
        <translation>
            <numerusform>Corrigir</numerusform>
            <numerusform>Corrigir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove Them</source>
        <comment>the wrong entries Check found; singular: Remove It</comment>
        <translation>
            <numerusform>Removê-lo</numerusform>
            <numerusform>Removê-los</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Cannot move %1 to %2: %3</source>
        <translation>Não foi possível mover %1 para %2: %3</translation>
    </message>
    <message>
        <source>Cannot move %1 aside: a thousand damaged copies are kept next to it already.</source>
        <translation>Não foi possível tirar %1 do caminho: já existem mil cópias danificadas guardadas ao lado dele.</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Column %1</source>
        <translation>Coluna %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Linha %1</translation>
    </message>
    <message>
        <source>Sudoku board</source>
        <translation>Tabuleiro de Sudoku</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausado</translation>
    </message>
    <message>
        <source>Click the board or press P to go on</source>
        <translation>Clique no tabuleiro ou pressione P para continuar</translation>
    </message>
    <message>
        <source>Row %1, column %2, box %3</source>
        <translation>Linha %1, coluna %2, caixa %3</translation>
    </message>
    <message>
        <source>given</source>
        <comment>a cell&apos;s digit</comment>
        <translation>pista</translation>
    </message>
    <message>
        <source>your entry</source>
        <translation>seu número</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>a cell without a digit</comment>
        <translation>vazia</translation>
    </message>
    <message>
        <source>pencil marks %1</source>
        <translation>anotações %1</translation>
    </message>
    <message>
        <source>corner marks %1</source>
        <translation>marcas de canto %1</translation>
    </message>
    <message>
        <source>coloured %1</source>
        <translation>colorida de %1</translation>
    </message>
    <message>
        <source>pencil mark %1 coloured %2</source>
        <translation>anotação %1 colorida de %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in its row, column or box</source>
        <translation>conflito: o dígito se repete na linha, na coluna ou na caixa</translation>
    </message>
    <message>
        <source>a mistake</source>
        <translation>um erro</translation>
    </message>
    <message>
        <source>marked wrong</source>
        <translation>marcada como errada</translation>
    </message>
    <message>
        <source>filled in by the hint</source>
        <translation>preenchida pela dica</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the parts of what a screen reader says of a cell</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>filled in by Solve</source>
        <translation>preenchida por Resolver</translation>
    </message>
    <message>
        <source>Row %1, column %2, region %3</source>
        <comment>a cell of a jigsaw puzzle</comment>
        <translation>Linha %1, coluna %2, região %3</translation>
    </message>
    <message>
        <source>in a cage with the sum %1, cells %2</source>
        <comment>a killer cage: its sum, then its cells</comment>
        <translation>em uma gaiola com a soma %1, células %2</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses or its cage, or the cage&apos;s digits cannot make its sum</source>
        <translation>conflito: o dígito se repete em uma de suas unidades ou na sua gaiola, ou os dígitos da gaiola não podem dar a sua soma</translation>
    </message>
    <message>
        <source>conflict: the digit repeats in one of its houses</source>
        <translation>conflito: o dígito se repete em uma de suas unidades</translation>
    </message>
</context>
<context>
    <name>BookletDialog</name>
    <message>
        <source>Print a Booklet</source>
        <translation>Imprimir um livreto</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>Puzzles per p&amp;age:</source>
        <translation>&amp;Quebra-cabeças por página:</translation>
    </message>
    <message>
        <source>&amp;Pages of puzzles:</source>
        <translation>&amp;Páginas de quebra-cabeças:</translation>
    </message>
    <message>
        <source>Add the solutions at the end</source>
        <translation>Adicionar as soluções no final</translation>
    </message>
    <message>
        <source>Send to the &amp;printer</source>
        <translation>Enviar para a &amp;impressora</translation>
    </message>
    <message>
        <source>Save as P&amp;DF:</source>
        <translation>Salvar como P&amp;DF:</translation>
    </message>
    <message>
        <source>PDF file</source>
        <translation>Arquivo PDF</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>P&amp;rocurar…</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Gerar</translation>
    </message>
    <message>
        <source>sudoku-booklet</source>
        <comment>default booklet file name</comment>
        <translation>sudoku-livreto</translation>
    </message>
    <message>
        <source>Save the Booklet</source>
        <translation>Salvar o livreto</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose the PDF file to save the booklet to.</source>
        <translation>Escolha o arquivo PDF onde salvar o livreto.</translation>
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
        <translation>O algoritmo em pseudocódigo; a linha destacada é o que o passo mostrado faz</translation>
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
        <translation>Linha do tempo por passos</translation>
    </message>
    <message>
        <source>Timeline by work (nodes)</source>
        <translation>Linha do tempo por trabalho (nós)</translation>
    </message>
    <message>
        <source>Steps: every event of each search at the same pace. Work: the same number of placements (search nodes) in each</source>
        <translation>Passos: cada evento de cada busca no mesmo ritmo. Trabalho: o mesmo número de colocações (nós de busca) em cada uma</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the side by side window</comment>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Close this window (Esc, Ctrl+W)</source>
        <translation>Fechar esta janela (Esc, Ctrl+W)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linha do tempo</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>Each board shows its search after the same amount of the timeline; a search that has finished stays at its end. Dancing Links takes the constraint with the fewest options first, the naive search the next cell in reading order.</source>
        <translation>Cada tabuleiro mostra sua busca após a mesma porção da linha do tempo; uma busca que terminou fica no seu fim. O Dancing Links escolhe primeiro a restrição com menos opções; a busca ingênua, a próxima célula em ordem de leitura.</translation>
    </message>
    <message>
        <source>step %L1 / %L2</source>
        <translation>passo %L1 / %L2</translation>
    </message>
    <message>
        <source>%L1 / %L2 nodes</source>
        <translation>%L1 / %L2 nós</translation>
    </message>
    <message>
        <source>Finished: %1, after %L2 steps and %L3 nodes</source>
        <translation>Concluído: %1, após %L2 passos e %L3 nós</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>interrompido no limite de memória</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Gravando… %L1 passos até agora</translation>
    </message>
    <message>
        <source>%L1 a second</source>
        <translation>%L1 por segundo</translation>
    </message>
    <message>
        <source>step %L1</source>
        <comment>side by side counter</comment>
        <translation>passo %L1</translation>
    </message>
    <message>
        <source>nodes %L1</source>
        <comment>side by side counter</comment>
        <translation>nós %L1</translation>
    </message>
    <message>
        <source>guesses %L1</source>
        <comment>side by side counter</comment>
        <translation>palpites %L1</translation>
    </message>
    <message>
        <source>dead ends %L1</source>
        <comment>side by side counter</comment>
        <translation>becos sem saída %L1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <comment>side by side counter</comment>
        <translation>profundidade %1</translation>
    </message>
    <message>
        <source>solutions %L1</source>
        <comment>side by side counter</comment>
        <translation>soluções %L1</translation>
    </message>
</context>
<context>
    <name>DepthChart</name>
    <message>
        <source>Search depth over time</source>
        <translation>Profundidade da busca ao longo do tempo</translation>
    </message>
    <message>
        <source>Search depth over the steps: each pixel column spans the lowest to the highest depth of its steps; each dip is the search backing up</source>
        <translation>Profundidade da busca ao longo dos passos: cada coluna de pixels vai da menor à maior profundidade dos seus passos; cada queda é a busca voltando atrás</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>profundidade</translation>
    </message>
    <message>
        <source>depth %1 to %2</source>
        <translation>profundidade %1 a %2</translation>
    </message>
</context>
<context>
    <name>DigitButton</name>
    <message>
        <source>Colour %1, %2: click it, then click cells (or press %1 to colour the selected cell); Shift+click or right click on a pencil mark colours the candidate</source>
        <translation>Cor %1, %2: clique nela e depois nas células (ou pressione %1 para colorir a célula selecionada); Shift+clique ou clique direito numa anotação colore o candidato</translation>
    </message>
    <message>
        <source>Colour %1, %2</source>
        <translation>Cor %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Place %1 (%n left); with a given selected, or in digit-first mode, pick %1 and click cells</source>
        <translation>
            <numerusform>Colocar %1 (falta %n); com uma pista selecionada, ou no modo dígito primeiro, escolha %1 e clique nas células</numerusform>
            <numerusform>Colocar %1 (faltam %n); com uma pista selecionada, ou no modo dígito primeiro, escolha %1 e clique nas células</numerusform>
        </translation>
    </message>
    <message>
        <source>All nine %1s are placed</source>
        <translation>Todos os nove %1 estão colocados</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n to place</source>
        <translation>
            <numerusform>%1, falta colocar %n</numerusform>
            <numerusform>%1, faltam colocar %n</numerusform>
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
        <translation>Não foi possível abrir %1: %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Não foi possível abrir %1: é uma pasta.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Não foi possível abrir %1: não é um arquivo comum (é um pipe, um dispositivo ou um socket).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is larger than %2, too large to be a Sudoku game file.</source>
        <translation>Não foi possível abrir %1: é maior que %2, grande demais para ser um arquivo de jogo de Sudoku.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>Não foi possível ler %1: %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Nothing on disk was changed.</source>
        <translation>Não foi possível gravar %1: %2. Nada foi alterado no disco.</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes were written</source>
        <translation>apenas %1 de %2 bytes foram gravados</translation>
    </message>
    <message>
        <source>%1 was written but cannot be read back: %2</source>
        <translation>%1 foi gravado, mas não pode ser lido de volta: %2</translation>
    </message>
    <message>
        <source>%1 was written, but what is on disk differs from what was written.</source>
        <translation>%1 foi gravado, mas o que está no disco difere do que foi gravado.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is a folder.</source>
        <translation>Não foi possível gravar %1: é uma pasta.</translation>
    </message>
    <message>
        <source>Cannot write %1: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>Não foi possível gravar %1: não é um arquivo comum (é um pipe, um dispositivo ou um socket).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export Puzzle</source>
        <translation>Exportar quebra-cabeça</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>Documento PDF</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>Imagem PNG</translation>
    </message>
    <message>
        <source>SVG image</source>
        <translation>Imagem SVG</translation>
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
        <translation>&amp;Tamanho da imagem:</translation>
    </message>
    <message>
        <source>Include the solution</source>
        <translation>Incluir a solução</translation>
    </message>
    <message>
        <source>Include my &amp;progress: entries, pencil marks and colours</source>
        <translation>Incluir meu &amp;progresso: números, anotações e cores</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>P&amp;rocurar…</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Arquivo:</translation>
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
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Imagens SVG (*.svg)</translation>
    </message>
    <message>
        <source>Choose the file to export to.</source>
        <translation>Escolha o arquivo para onde exportar.</translation>
    </message>
</context>
<context>
    <name>FinishDialog</name>
    <message>
        <source>Puzzle Solved</source>
        <translation>Quebra-cabeça resolvido</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Resolvido!</translation>
    </message>
    <message>
        <source>Playing time</source>
        <translation>Tempo de jogo</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nível:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Dicas:</translation>
    </message>
    <message>
        <source>Checks:</source>
        <translation>Verificações:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Erros:</translation>
    </message>
    <message>
        <source>Personal best:</source>
        <translation>Recorde pessoal:</translation>
    </message>
    <message>
        <source>Streak:</source>
        <translation>Sequência:</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>E&amp;statísticas…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Seu quebra-cabeça</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <comment>level, then the puzzle&apos;s rating</comment>
        <translation>%1 · nota %2</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Quebra-cabeça diário de %1 · %2</translation>
    </message>
    <message>
        <source>Not kept: the statistics are off</source>
        <translation>Não registrado: as estatísticas estão desativadas</translation>
    </message>
    <message>
        <source>Not kept</source>
        <translation>Não registrado</translation>
    </message>
    <message>
        <source>New best for %1! It was %2.</source>
        <translation>Novo recorde em %1! Era %2.</translation>
    </message>
    <message>
        <source>New best for %1!</source>
        <translation>Novo recorde em %1!</translation>
    </message>
    <message>
        <source>%2 for %1 (a game with help sets no best time)</source>
        <translation>%2 em %1 (uma partida com ajuda não bate recorde)</translation>
    </message>
    <message>
        <source>None yet (a game with help sets no best time)</source>
        <translation>Nenhum ainda (uma partida com ajuda não bate recorde)</translation>
    </message>
    <message>
        <source>%1 for %2 (this game: %3)</source>
        <translation>%1 em %2 (esta partida: %3)</translation>
    </message>
    <message>
        <source>Daily puzzles, days in a row: %1</source>
        <translation>Quebra-cabeças diários, dias seguidos: %1</translation>
    </message>
    <message>
        <source>Games finished in a row at %1: %2</source>
        <translation>Partidas concluídas seguidas no nível %1: %2</translation>
    </message>
    <message>
        <source>Games finished in a row: %1</source>
        <translation>Partidas concluídas seguidas: %1</translation>
    </message>
    <message>
        <source>%1 (not shown as you played)</source>
        <comment>wrong digits typed while mistakes were not marked</comment>
        <translation>%1 (não mostrados durante o jogo)</translation>
    </message>
    <message>
        <source>Kept for the levels of generated puzzles, not for your own puzzles</source>
        <translation>Registrado para os níveis dos quebra-cabeças gerados, não para os seus próprios quebra-cabeças</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New Game</source>
        <comment>start a new puzzle</comment>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>Start a new puzzle of the chosen level</source>
        <translation>Começar um novo quebra-cabeça do nível escolhido</translation>
    </message>
    <message>
        <source>New &amp;Game Options…</source>
        <translation>Opções de novo &amp;jogo…</translation>
    </message>
    <message>
        <source>Choose the level and the symmetry of new puzzles</source>
        <translation>Escolher o nível e a simetria dos novos quebra-cabeças</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <comment>clear the player&apos;s entries</comment>
        <translation>R&amp;ecomeçar</translation>
    </message>
    <message>
        <source>Take away every entry and note (undoable)</source>
        <translation>Apagar todos os números e anotações (pode ser desfeito)</translation>
    </message>
    <message>
        <source>&amp;Enter a Puzzle…</source>
        <translation>Di&amp;gitar um quebra-cabeça…</translation>
    </message>
    <message>
        <source>Start Pla&amp;ying</source>
        <translation>C&amp;omeçar a jogar</translation>
    </message>
    <message>
        <source>&amp;Paste Puzzle</source>
        <translation>Co&amp;lar quebra-cabeça</translation>
    </message>
    <message>
        <source>&amp;Copy Puzzle</source>
        <translation>&amp;Copiar quebra-cabeça</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <comment>open a saved game</comment>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <comment>save the game</comment>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar co&amp;mo…</translation>
    </message>
    <message>
        <source>Hide the board and stop the clock</source>
        <translation>Esconder o tabuleiro e parar o relógio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Erase</source>
        <comment>clear the selected cell</comment>
        <translation>&amp;Apagar</translation>
    </message>
    <message>
        <source>Clear the selected cell (Delete, Backspace or 0)</source>
        <translation>Limpar a célula selecionada (Delete, Backspace ou 0)</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <comment>pencil-mark mode</comment>
        <translation>A&amp;notações</translation>
    </message>
    <message>
        <source>Digits become pencil marks (N; or hold Shift while typing a digit)</source>
        <translation>Os dígitos viram anotações (N; ou segure Shift ao digitar um dígito)</translation>
    </message>
    <message>
        <source>&amp;Colour</source>
        <comment>colouring mode</comment>
        <translation>C&amp;olorir</translation>
    </message>
    <message>
        <source>Colour cells and candidates (C): a digit key or a click paints, Shift+digit or a right click on a pencil mark paints the candidate</source>
        <translation>Colorir células e candidatos (C): uma tecla de dígito ou um clique pinta; Shift+dígito ou clique direito numa anotação pinta o candidato</translation>
    </message>
    <message>
        <source>&amp;Digit First</source>
        <comment>input mode: pick a digit, then click cells</comment>
        <translation>Dígito &amp;primeiro</translation>
    </message>
    <message>
        <source>Pick a digit on the pad or with a key, then click cells to place it (D)</source>
        <translation>Escolha um dígito no teclado numérico da tela ou com uma tecla e clique nas células para colocá-lo (D)</translation>
    </message>
    <message>
        <source>&amp;Fill In All Candidates</source>
        <translation>Preencher &amp;todos os candidatos</translation>
    </message>
    <message>
        <source>Clear All N&amp;otes</source>
        <comment>remove every pencil mark</comment>
        <translation>Limpar todas as anotaçõ&amp;es</translation>
    </message>
    <message>
        <source>Clear All Co&amp;lours</source>
        <comment>remove every colour of cells and candidates</comment>
        <translation>Limpar todas as &amp;cores</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Hint in stages: the technique, where to look, why, then apply it (counts as help)</source>
        <translation>Dica em etapas: a técnica, onde olhar, por quê, e então aplicá-la (conta como ajuda)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <comment>compare entries with the solution</comment>
        <translation>&amp;Verificar</translation>
    </message>
    <message>
        <source>Mark every entry that does not match the solution (counts as help)</source>
        <translation>Marcar cada número que não confere com a solução (conta como ajuda)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <comment>show the solution</comment>
        <translation>Re&amp;solver</translation>
    </message>
    <message>
        <source>Show the solution, found by the chosen solver (undoable)</source>
        <translation>Mostrar a solução, encontrada pelo resolvedor escolhido (pode ser desfeito)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <comment>stop the search</comment>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <source>Stop the search, or close the hint</source>
        <translation>Parar a busca ou fechar a dica</translation>
    </message>
    <message>
        <source>naive: the seed programs&apos; row-by-row backtracking (slow on hard puzzles)</source>
        <translation>naive: o backtracking linha por linha dos programas originais (lento em quebra-cabeças difíceis)</translation>
    </message>
    <message>
        <source>dfs: bitboards, singles and fewest-candidates-first search</source>
        <translation>dfs: bitboards, únicos e busca pela célula com menos candidatos</translation>
    </message>
    <message>
        <source>dlx: Knuth&apos;s Dancing Links over the exact-cover matrix</source>
        <translation>dlx: o Dancing Links de Knuth sobre a matriz de cobertura exata</translation>
    </message>
    <message>
        <source>&amp;Go to the Message or Hint</source>
        <comment>move the keyboard from the board to the buttons beside it</comment>
        <translation>&amp;Ir para a mensagem ou dica</translation>
    </message>
    <message>
        <source>Move the keyboard between the board and the buttons of the message or hint beside it (F6); Tab goes from button to button</source>
        <translation>Mover o teclado entre o tabuleiro e os botões da mensagem ou dica ao lado (F6); Tab passa de botão em botão</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atalhos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Sudoku</source>
        <translation>&amp;Sobre o Sudoku</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>Games played, best and average times, streaks and the history of your games</source>
        <translation>Partidas jogadas, melhores tempos e tempos médios, sequências e o histórico das suas partidas</translation>
    </message>
    <message>
        <source>&amp;Daily Puzzle</source>
        <comment>today&apos;s puzzle, the same for everyone</comment>
        <translation>Quebra-cabeça &amp;diário</translation>
    </message>
    <message>
        <source>Today&apos;s puzzle of the chosen level: the same for everyone, a new one every day</source>
        <translation>O quebra-cabeça de hoje do nível escolhido: o mesmo para todos, um novo a cada dia</translation>
    </message>
    <message>
        <source>&amp;Pencil-Mark Grid</source>
        <comment>copy the board as a grid of candidates</comment>
        <translation>Grade de &amp;anotações</translation>
    </message>
    <message>
        <source>The position with its candidates, as HoDoKu and Sudoku Explainer read it (a cell without notes gets every candidate)</source>
        <translation>A posição com seus candidatos, como o HoDoKu e o Sudoku Explainer a leem (uma célula sem anotações recebe todos os candidatos)</translation>
    </message>
    <message>
        <source>Export Pencil &amp;Marks…</source>
        <translation>Ex&amp;portar anotações…</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <comment>a level whose daily puzzle is finished today</comment>
        <translation>%1 ✓</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <comment>end the pause</comment>
        <translation>Contin&amp;uar</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;usar</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Desfazer: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Refazer: %1</translation>
    </message>
    <message>
        <source>Show Coordinates</source>
        <comment>row and column labels on the board&apos;s edge</comment>
        <translation>Mostrar coordenadas</translation>
    </message>
    <message>
        <source>Label the rows r1–r9 and the columns c1–c9 on the board&apos;s edge, as hints name cells (Ctrl+Shift+C)</source>
        <translation>Rotular as linhas r1–r9 e as colunas c1–c9 na borda do tabuleiro, como as dicas nomeiam as células (Ctrl+Shift+C)</translation>
    </message>
    <message>
        <source>Pencil Marks of %1</source>
        <comment>candidate filter: show this digit&apos;s pencil marks</comment>
        <translation>Anotações do %1</translation>
    </message>
    <message>
        <source>Show only the pencil marks of the digits checked here (Alt+digit); the others stay in the game, out of sight</source>
        <translation>Mostrar só as anotações dos dígitos marcados aqui (Alt+dígito); as outras continuam no jogo, ocultas</translation>
    </message>
    <message>
        <source>Bivalue Cells Only</source>
        <comment>candidate filter: cells with exactly two pencil marks</comment>
        <translation>Só células com dois candidatos</translation>
    </message>
    <message>
        <source>Show only the pencil marks of cells that have exactly two (Ctrl+Alt+B)</source>
        <translation>Mostrar só as anotações das células que têm exatamente duas (Ctrl+Alt+B)</translation>
    </message>
    <message>
        <source>Show All Pencil Marks</source>
        <comment>turn the candidate filter off</comment>
        <translation>Mostrar todas as anotações</translation>
    </message>
    <message>
        <source>Turn the candidate filter off (Alt+0)</source>
        <translation>Desligar o filtro de candidatos (Alt+0)</translation>
    </message>
    <message>
        <source>Set Chec&amp;kpoint</source>
        <comment>mark the position to come back to it</comment>
        <translation>&amp;Marcar ponto de controle</translation>
    </message>
    <message>
        <source>Mark the position, before a guess, to come back to it (Ctrl+M)</source>
        <translation>Marcar a posição, antes de um palpite, para voltar a ela (Ctrl+M)</translation>
    </message>
    <message>
        <source>Set Named Checkpoint…</source>
        <translation>Marcar ponto de controle com nome…</translation>
    </message>
    <message>
        <source>Mark the position under a name of your choice (Ctrl+Shift+M)</source>
        <translation>Marcar a posição com um nome de sua escolha (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>&amp;Back to Checkpoint</source>
        <translation>&amp;Voltar ao ponto de controle</translation>
    </message>
    <message>
        <source>Go back to the newest checkpoint, as one move that Undo takes back (Ctrl+B)</source>
        <translation>Voltar ao ponto de controle mais recente, em um só movimento que Desfazer desfaz (Ctrl+B)</translation>
    </message>
    <message>
        <source>&amp;All Steps</source>
        <comment>a panel listing every step that applies</comment>
        <translation>&amp;Todos os passos</translation>
    </message>
    <message>
        <source>List every logical step that applies now, to draw one on the board or apply it (Ctrl+Shift+H)</source>
        <translation>Listar todos os passos lógicos possíveis agora, para desenhar um no tabuleiro ou aplicá-lo (Ctrl+Shift+H)</translation>
    </message>
    <message>
        <source>Solution &amp;Path</source>
        <comment>a panel listing the logical solution step by step</comment>
        <translation>&amp;Caminho da solução</translation>
    </message>
    <message>
        <source>The whole logical solution from the position, step by step, to look at on the board or play up to a step (Ctrl+Shift+L)</source>
        <translation>A solução lógica inteira a partir desta posição, passo a passo, para ver no tabuleiro ou jogar até um passo (Ctrl+Shift+L)</translation>
    </message>
    <message>
        <source>Show Difficulty Left</source>
        <comment>the rating of what remains of the puzzle</comment>
        <translation>Mostrar dificuldade restante</translation>
    </message>
    <message>
        <source>Rate what remains of the puzzle after every move, in the status bar: the level and rating of the position as a puzzle of its own</source>
        <translation>Avaliar o que resta do quebra-cabeça após cada jogada, na barra de status: o nível e a nota da posição como um quebra-cabeça próprio</translation>
    </message>
    <message>
        <source>Show Chain Notation</source>
        <comment>a hint&apos;s chains written in Eureka notation</comment>
        <translation>Mostrar notação das cadeias</translation>
    </message>
    <message>
        <source>Under a chain&apos;s hint, write its chains in the notation of HoDoKu and Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, &apos;=&apos; a strong link, &apos;-&apos; a weak one</source>
        <translation>Abaixo da dica de uma cadeia, escreve as cadeias na notação do HoDoKu e do Sudoku Explainer: (7)r1c2=(7)r1c8-(7)r4c8, em que &apos;=&apos; é um elo forte e &apos;-&apos; um elo fraco</translation>
    </message>
    <message>
        <source>&amp;Techniques</source>
        <translation>&amp;Técnicas</translation>
    </message>
    <message>
        <source>Every solving technique explained, with an example</source>
        <translation>Todas as técnicas de resolução explicadas, com um exemplo</translation>
    </message>
    <message>
        <source>Practise a Tec&amp;hnique…</source>
        <translation>Praticar uma t&amp;écnica…</translation>
    </message>
    <message>
        <source>A puzzle whose solution needs the techniques you choose, to learn or practise them</source>
        <translation>Um quebra-cabeça cuja solução precisa das técnicas escolhidas, para aprendê-las ou praticá-las</translation>
    </message>
    <message>
        <source>Next Puzzle from &amp;File</source>
        <comment>the next puzzle of the file of puzzles last opened</comment>
        <translation>Pr&amp;óximo quebra-cabeça do arquivo</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Your game cannot be saved automatically. %1 The game stays here while Sudoku is open; Save As keeps a copy elsewhere.</source>
        <translation>Sua partida não pode ser salva automaticamente. %1 A partida continua aqui enquanto o Sudoku estiver aberto; Salvar como guarda uma cópia em outro lugar.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Salvar como…</translation>
    </message>
    <message>
        <source>Your game is saved automatically again.</source>
        <translation>Sua partida voltou a ser salva automaticamente.</translation>
    </message>
    <message numerus="yes">
        <source>Entering a puzzle · givens: %n</source>
        <translation>
            <numerusform>Digitando um quebra-cabeça · pistas: %n</numerusform>
            <numerusform>Digitando um quebra-cabeça · pistas: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your puzzle · %1</source>
        <translation>Seu quebra-cabeça · %1</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Seu quebra-cabeça</translation>
    </message>
    <message>
        <source>Daily puzzle of %1 · %2</source>
        <comment>date, then level and rating</comment>
        <translation>Quebra-cabeça diário de %1 · %2</translation>
    </message>
    <message>
        <source>%1 · new puzzle</source>
        <comment>level of a generated puzzle</comment>
        <translation>%1 · novo quebra-cabeça</translation>
    </message>
    <message>
        <source>%1 · from the bundled collection</source>
        <translation>%1 · da coleção incluída</translation>
    </message>
    <message>
        <source>%1 · rated %2</source>
        <translation>%1 · nota %2</translation>
    </message>
    <message>
        <source>Needs trial and error · %1</source>
        <comment>not a level: no technique solves the puzzle; then the rating</comment>
        <translation>Exige tentativa e erro · %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>level and rating, e.g. Hard · 3.25</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>one solution · %1</source>
        <translation>uma solução · %1</translation>
    </message>
    <message>
        <source>one solution</source>
        <translation>uma solução</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>mais de uma solução</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>inválido</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sem solução</translation>
    </message>
    <message>
        <source>%1 Your game in progress goes on.</source>
        <translation>%1 Sua partida em andamento continua.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It could not be set aside either (%2); a new game was started.</source>
        <translation>Não foi possível restaurar a última partida. %1 Também não foi possível guardá-la à parte (%2); um novo jogo foi iniciado.</translation>
    </message>
    <message>
        <source>The last game could not be restored. %1 It was kept as %2, and a new game was started.</source>
        <translation>Não foi possível restaurar a última partida. %1 Ela foi guardada como %2, e um novo jogo foi iniciado.</translation>
    </message>
    <message>
        <source>This is today&apos;s %1 daily puzzle already.</source>
        <translation>Este já é o quebra-cabeça diário de hoje do nível %1.</translation>
    </message>
    <message>
        <source>No new puzzle could be made (%1); this one is from the bundled collection.</source>
        <translation>Não foi possível criar um novo quebra-cabeça (%1); este vem da coleção incluída.</translation>
    </message>
    <message>
        <source>No puzzle of this level is installed.</source>
        <translation>Não há nenhum quebra-cabeça deste nível instalado.</translation>
    </message>
    <message>
        <source>Type the givens of your puzzle, then choose Start Playing. The board tells you at once if the puzzle is not valid or does not have exactly one solution.</source>
        <translation>Digite as pistas do seu quebra-cabeça e escolha Começar a jogar. O tabuleiro avisa na hora se o quebra-cabeça não for válido ou não tiver exatamente uma solução.</translation>
    </message>
    <message>
        <source>Start Playing</source>
        <translation>Começar a jogar</translation>
    </message>
    <message>
        <source>This puzzle is not valid: %1.</source>
        <translation>Este quebra-cabeça não é válido: %1.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: on line %1, %2.</source>
        <translation>A área de transferência não contém um quebra-cabeça: na linha %1, %2.</translation>
    </message>
    <message>
        <source>The clipboard does not hold a puzzle: %1.</source>
        <translation>A área de transferência não contém um quebra-cabeça: %1.</translation>
    </message>
    <message>
        <source>%1 is too large to be a file of puzzles.</source>
        <translation>%1 é grande demais para ser um arquivo de quebra-cabeças.</translation>
    </message>
    <message>
        <source>no puzzle found</source>
        <translation>nenhum quebra-cabeça encontrado</translation>
    </message>
    <message>
        <source>%1 does not hold a puzzle: %2.</source>
        <translation>%1 não contém um quebra-cabeça: %2.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Abandon the current game?</source>
        <translation>Abandonar a partida atual?</translation>
    </message>
    <message>
        <source>&amp;Abandon Game</source>
        <translation>&amp;Abandonar partida</translation>
    </message>
    <message>
        <source>This puzzle has more than one solution; add givens until only one is left.</source>
        <translation>Este quebra-cabeça tem mais de uma solução; adicione pistas até restar apenas uma.</translation>
    </message>
    <message>
        <source>This puzzle has no solution.</source>
        <translation>Este quebra-cabeça não tem solução.</translation>
    </message>
    <message>
        <source>The puzzle has exactly one solution. Enjoy the game!</source>
        <translation>O quebra-cabeça tem exatamente uma solução. Bom jogo!</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Well done! Solved in %1.</source>
        <translation>Muito bem! Resolvido em %1.</translation>
    </message>
    <message>
        <source>Solved in %1, with help (hints: %2, checks: %3).</source>
        <translation>Resolvido em %1, com ajuda (dicas: %2, verificações: %3).</translation>
    </message>
    <message>
        <source>Mistakes were shown as you played (mistakes: %1).</source>
        <translation>Os erros foram mostrados durante o jogo (erros: %1).</translation>
    </message>
    <message>
        <source>The statistics file is free again: the games played meanwhile are counted.</source>
        <translation>O arquivo de estatísticas está livre de novo: as partidas jogadas nesse meio-tempo foram contadas.</translation>
    </message>
    <message>
        <source>Discard the puzzle you are entering?</source>
        <translation>Descartar o quebra-cabeça que você está digitando?</translation>
    </message>
    <message>
        <source>The givens typed so far will be lost.</source>
        <translation>As pistas digitadas até agora serão perdidas.</translation>
    </message>
    <message>
        <source>&amp;Discard Puzzle</source>
        <translation>&amp;Descartar quebra-cabeça</translation>
    </message>
    <message>
        <source>The game in progress will be lost.</source>
        <translation>A partida em andamento será perdida.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>a variant of Sudoku, then the rest of the status</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>The next puzzle cannot be opened: %1</source>
        <comment>why, naming the file</comment>
        <translation>Não é possível abrir o próximo quebra-cabeça: %1</translation>
    </message>
    <message>
        <source>%1 has changed since puzzle %2 was opened from it: it held %3 puzzles, now %4.</source>
        <translation>%1 mudou desde que o quebra-cabeça %2 foi aberto dele: tinha %3 quebra-cabeças, agora %4.</translation>
    </message>
    <message>
        <source>It has no puzzle %1.</source>
        <translation>Ele não tem o quebra-cabeça %1.</translation>
    </message>
    <message>
        <source>Puzzle %1 of %2 cannot be read: %3.</source>
        <translation>Não é possível ler o quebra-cabeça %1 de %2: %3.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the field “%1” is missing or has the wrong type</source>
        <translation>o campo “%1” está ausente ou tem o tipo errado</translation>
    </message>
    <message>
        <source>the field “%1” is out of range</source>
        <translation>o campo “%1” está fora do intervalo</translation>
    </message>
    <message>
        <source>the field “%1” does not have 81 cells</source>
        <translation>o campo “%1” não tem 81 células</translation>
    </message>
    <message>
        <source>the field “%1” holds a character that is not a cell</source>
        <translation>o campo “%1” contém um caractere que não é uma célula</translation>
    </message>
    <message>
        <source>the corner marks do not have 81 cells</source>
        <translation>as marcas de canto não têm 81 células</translation>
    </message>
    <message>
        <source>the corner marks hold something other than the digits 1 to 9</source>
        <translation>as marcas de canto contêm algo além dos dígitos de 1 a 9</translation>
    </message>
    <message>
        <source>the cell colours do not have 81 cells</source>
        <translation>as cores das células não têm 81 células</translation>
    </message>
    <message>
        <source>a cell colour is not one of the colours 1 to %1</source>
        <translation>uma cor de célula não é uma das cores de 1 a %1</translation>
    </message>
    <message>
        <source>the candidate colours do not have 81 cells</source>
        <translation>as cores dos candidatos não têm 81 células</translation>
    </message>
    <message>
        <source>the candidate colours are damaged</source>
        <translation>as cores dos candidatos estão danificadas</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it is empty.</source>
        <translation>Este não é um arquivo de jogo de Sudoku: está vazio.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file, or it is damaged (%1 at byte %2).</source>
        <translation>Este não é um arquivo de jogo de Sudoku, ou está danificado (%1 no byte %2).</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file: it holds JSON, but not a game.</source>
        <translation>Este não é um arquivo de jogo de Sudoku: contém JSON, mas não uma partida.</translation>
    </message>
    <message>
        <source>This is not a Sudoku game file.</source>
        <translation>Este não é um arquivo de jogo de Sudoku.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Sudoku (file version %1).</source>
        <translation>Esta partida foi salva por uma versão mais nova do Sudoku (versão de arquivo %1).</translation>
    </message>
    <message>
        <source>the file version is missing</source>
        <translation>a versão do arquivo está ausente</translation>
    </message>
    <message>
        <source>the game mode is unknown</source>
        <translation>o modo de jogo é desconhecido</translation>
    </message>
    <message>
        <source>the notes do not have 81 cells</source>
        <translation>as anotações não têm 81 células</translation>
    </message>
    <message>
        <source>a cell holds both a given and an entry</source>
        <translation>uma célula contém ao mesmo tempo uma pista e um número inserido</translation>
    </message>
    <message>
        <source>the notes are not text</source>
        <translation>as anotações não são texto</translation>
    </message>
    <message>
        <source>the notes hold something other than the digits 1 to 9</source>
        <translation>as anotações contêm algo além dos dígitos de 1 a 9</translation>
    </message>
    <message>
        <source>the difficulty is unknown</source>
        <translation>a dificuldade é desconhecida</translation>
    </message>
    <message>
        <source>the date of the daily puzzle is not a date</source>
        <translation>a data do quebra-cabeça diário não é uma data</translation>
    </message>
    <message>
        <source>the game id is empty or too long</source>
        <translation>o identificador da partida está vazio ou é longo demais</translation>
    </message>
    <message>
        <source>the undo history is too long</source>
        <translation>o histórico de desfazer é longo demais</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>o histórico de desfazer está danificado</translation>
    </message>
    <message>
        <source>The game file is damaged: %1.</source>
        <translation>O arquivo do jogo está danificado: %1.</translation>
    </message>
    <message>
        <source>Cannot open %1. %2</source>
        <translation>Não foi possível abrir %1. %2</translation>
    </message>
    <message>
        <source>the cells Solve filled in are not 81</source>
        <translation>as células preenchidas por Resolver não são 81</translation>
    </message>
    <message>
        <source>a cell Solve filled in holds no entry</source>
        <translation>uma célula preenchida por Resolver não contém número</translation>
    </message>
    <message>
        <source>the cells Solve filled in are damaged</source>
        <translation>as células preenchidas por Resolver estão danificadas</translation>
    </message>
    <message>
        <source>the rules are too long</source>
        <translation>as regras são longas demais</translation>
    </message>
    <message>
        <source>the rules are damaged (%1)</source>
        <translation>as regras estão danificadas (%1)</translation>
    </message>
    <message>
        <source>the rules hold digits</source>
        <translation>as regras contêm dígitos</translation>
    </message>
    <message>
        <source>The checkpoints of this game are damaged and were left out.</source>
        <translation>Os pontos de controle deste jogo estão danificados e foram deixados de fora.</translation>
    </message>
    <message>
        <source>checkpoint %1 (more than %2)</source>
        <translation>ponto de controle %1 (mais de %2)</translation>
    </message>
    <message>
        <source>checkpoint %1</source>
        <translation>ponto de controle %1</translation>
    </message>
    <message>
        <source>it is not a checkpoint of 81 cells</source>
        <translation>não é um ponto de controle de 81 células</translation>
    </message>
    <message>
        <source>a cell is damaged</source>
        <translation>uma célula está danificada</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a skipped checkpoint and why</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Damaged checkpoints were left out: %1.</source>
        <translation>Pontos de controle danificados foram deixados de fora: %1.</translation>
    </message>
</context>
<context>
    <name>GameModel</name>
    <message>
        <source>Place %1 at %2</source>
        <translation>Colocar %1 em %2</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Limpar %1</translation>
    </message>
    <message>
        <source>Corner mark %1 in %2</source>
        <translation>Marca de canto %1 em %2</translation>
    </message>
    <message>
        <source>Remove corner mark %1 from %2</source>
        <translation>Remover a marca de canto %1 de %2</translation>
    </message>
    <message>
        <source>Note %1 in %2</source>
        <translation>Anotação %1 em %2</translation>
    </message>
    <message>
        <source>Remove note %1 from %2</source>
        <translation>Remover a anotação %1 de %2</translation>
    </message>
    <message>
        <source>Colour %1</source>
        <translation>Colorir %1</translation>
    </message>
    <message>
        <source>Remove the colour of %1</source>
        <translation>Remover a cor de %1</translation>
    </message>
    <message>
        <source>Colour candidate %1 in %2</source>
        <translation>Colorir o candidato %1 em %2</translation>
    </message>
    <message>
        <source>Remove the colour of candidate %1 in %2</source>
        <translation>Remover a cor do candidato %1 em %2</translation>
    </message>
    <message>
        <source>Remove the colours of %1</source>
        <translation>Remover as cores de %1</translation>
    </message>
    <message>
        <source>Clear all colours</source>
        <translation>Limpar todas as cores</translation>
    </message>
    <message>
        <source>Fill in all candidates</source>
        <translation>Preencher todos os candidatos</translation>
    </message>
    <message>
        <source>Clear all notes</source>
        <translation>Limpar todas as anotações</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Recomeçar</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Limpar o tabuleiro</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Resolver</translation>
    </message>
    <message>
        <source>Hint: %1 at %2</source>
        <translation>Dica: %1 em %2</translation>
    </message>
    <message>
        <source>Remove wrong entries</source>
        <translation>Remover números errados</translation>
    </message>
    <message>
        <source>Hint: remove candidates</source>
        <translation>Dica: remover candidatos</translation>
    </message>
    <message>
        <source>Fix mistakes</source>
        <translation>Corrigir erros</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Ponto de controle %1</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>undo text: back to a checkpoint, by its name</comment>
        <translation>Voltar a %1</translation>
    </message>
    <message>
        <source>Set Checkpoint “%1”</source>
        <comment>undo text: a checkpoint set, by its name</comment>
        <translation>Marcar ponto de controle “%1”</translation>
    </message>
    <message>
        <source>Delete Checkpoint “%1”</source>
        <comment>undo text: a checkpoint deleted, by its name</comment>
        <translation>Excluir ponto de controle “%1”</translation>
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
        <translation>Técnicas por nível</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemplo</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step, with the step drawn</source>
        <translation>A posição antes do primeiro passo da técnica, com o passo desenhado</translation>
    </message>
    <message>
        <source>The example&apos;s step</source>
        <translation>O passo do exemplo</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicação</translation>
    </message>
    <message>
        <source>Killer</source>
        <translation>Killer</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is and see an example.</source>
        <translation>Escolha uma técnica para ler o que ela é e ver um exemplo.</translation>
    </message>
    <message>
        <source>Level: %1. Needs a puzzle with exactly one solution.</source>
        <translation>Nível: %1. Exige um quebra-cabeça com exatamente uma solução.</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>Nível: %1</translation>
    </message>
    <message>
        <source>Working out the example…</source>
        <translation>Preparando o exemplo…</translation>
    </message>
    <message>
        <source>No example is available for this technique: the puzzle generator did not give one in the search the examples were made with.</source>
        <translation>Não há exemplo disponível para esta técnica: o gerador de quebra-cabeças não produziu nenhum na busca com que os exemplos foram feitos.</translation>
    </message>
    <message>
        <source>The position just before the first %1 in a puzzle of the generator:</source>
        <translation>A posição logo antes do primeiro %1 em um quebra-cabeça do gerador:</translation>
    </message>
    <message>
        <source>A position where %1 applies, in a puzzle of the generator:</source>
        <translation>Uma posição em que %1 se aplica, em um quebra-cabeça do gerador:</translation>
    </message>
</context>
<context>
    <name>HintPanel</name>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <comment>the hint&apos;s next stage</comment>
        <translation>&amp;Próximo</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <comment>apply the hint</comment>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>Close</source>
        <comment>close the hint</comment>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Show more of the hint (H)</source>
        <translation>Mostrar mais da dica (H)</translation>
    </message>
    <message>
        <source>Close the hint (Esc)</source>
        <translation>Fechar a dica (Esc)</translation>
    </message>
    <message>
        <source>Previous Branch</source>
        <comment>a forcing chain&apos;s previous branch</comment>
        <translation>Ramo anterior</translation>
    </message>
    <message>
        <source>Next Branch</source>
        <comment>a forcing chain&apos;s next branch, or its conclusion after the last</comment>
        <translation>Próximo ramo</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s previous branch (Page Up)</source>
        <translation>Mostrar o ramo anterior da cadeia forçada (Page Up)</translation>
    </message>
    <message>
        <source>Show the forcing chain&apos;s next branch, and after the last what they prove (Page Down)</source>
        <translation>Mostrar o próximo ramo da cadeia forçada e, depois do último, o que eles provam (Page Down)</translation>
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
        <translation>Coloque %1 em %2.</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Remove %1.</source>
        <translation>Remova %1.</translation>
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
        <translation>Nenhuma técnica se aplica</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a chain node: r3c5 is 7</comment>
        <translation>%1 é %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a chain node: r3c5 is not 7</comment>
        <translation>%1 não é %2</translation>
    </message>
    <message>
        <source>%1 is in one of %2</source>
        <comment>a group node: 7 is in one of r1c7 and r1c8</comment>
        <translation>%1 está em uma de %2</translation>
    </message>
    <message>
        <source>%1 is in none of %2</source>
        <comment>a group node: 7 is in none of r1c7 and r1c8</comment>
        <translation>%1 não está em nenhuma de %2</translation>
    </message>
    <message>
        <source>None of the techniques this game knows gets any further from here. The solution can show you one digit.</source>
        <translation>Nenhuma das técnicas que este jogo conhece avança a partir daqui. A solução pode mostrar um dígito para você.</translation>
    </message>
    <message>
        <source>The solution can fill %1, the cell with the fewest candidates.</source>
        <translation>A solução pode preencher %1, a célula com menos candidatos.</translation>
    </message>
    <message>
        <source>The solution has %1 in %2.</source>
        <translation>A solução tem %1 em %2.</translation>
    </message>
    <message>
        <source>The next step uses the technique %1. Press Hint again to see where to look.</source>
        <translation>O próximo passo usa a técnica %1. Pressione Dica de novo para ver onde olhar.</translation>
    </message>
    <message>
        <source>Look at %1. Press Hint again for the cells and the reasoning.</source>
        <translation>Olhe para a %1. Pressione Dica de novo para ver as células e o raciocínio.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: %3. That is already the conclusion.</source>
        <translation>Ramo %1 de %2: %3. Isso já é a conclusão.</translation>
    </message>
    <message>
        <source>Branch %1 of %2: if %3, then %4.</source>
        <comment>a forcing chain&apos;s branch: if r3c5 is 7, then r4c1 is not 5</comment>
        <translation>Ramo %1 de %2: se %3, então %4.</translation>
    </message>
    <message>
        <source>All %1 branches together: %2 %3</source>
        <extracomment>the last view of a forcing chain, after its branches one by one: the reasoning, then the effect</extracomment>
        <translation>Todos os %1 ramos juntos: %2 %3</translation>
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
            <numerusform>%n número inserido não confere com a solução</numerusform>
            <numerusform>%n números inseridos não conferem com a solução</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cells lost the right digit from their pencil marks</source>
        <translation>
            <numerusform>%n célula perdeu o dígito certo das suas anotações</numerusform>
            <numerusform>%n células perderam o dígito certo das suas anotações</numerusform>
        </translation>
    </message>
    <message>
        <source>Before a hint: %1 (marked in the corner). A hint built on them would teach the wrong thing.</source>
        <translation>Antes de uma dica: %1 (marcado no canto). Uma dica construída sobre isso ensinaria a coisa errada.</translation>
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
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share two restricted commons, %3: each holds exactly one, so both are locked on their other digits. No cell that sees all of a digit&apos;s cells in a set (in both sets, for a shared digit) can be that digit.</source>
        <translation>Os conjuntos quase travados %1 e %2 compartilham dois candidatos comuns restritos, %3: cada um contém exatamente um, então ambos ficam travados nos seus outros dígitos. Nenhuma célula que vê todas as células de um dígito em um conjunto (nos dois conjuntos, para um dígito compartilhado) pode ser esse dígito.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 and %2 share the restricted common %3: only one of them can hold it, so the other is locked and one of them is %4. A cell that sees every %4 of both is not %4.</source>
        <translation>Os conjuntos quase travados %1 e %2 compartilham o candidato comum restrito %3: só um deles pode contê-lo, então o outro fica travado e um deles é %4. Uma célula que vê todos os %4 dos dois não é %4.</translation>
    </message>
    <message>
        <source>The almost locked sets %1 are linked in turn by the restricted commons %2. If the first is not %3, each set in turn is locked and the last is %3. So a cell that sees every %3 of the first and the last is not %3.</source>
        <translation>Os conjuntos quase travados %1 estão ligados em sequência pelos candidatos comuns restritos %2. Se o primeiro não for %3, cada conjunto por sua vez fica travado e o último é %3. Então uma célula que vê todos os %3 do primeiro e do último não é %3.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>death blossom petal</comment>
        <extracomment>one petal of a Death Blossom: the stem&apos;s digit, then the almost locked set&apos;s cells</extracomment>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>Each candidate of %1 (%2) sees all its cells in an almost locked set: %3. Whatever %1 is, that set is locked, so one of them holds %4. A cell that sees every %4 of them is not %4.</source>
        <translation>Cada candidato de %1 (%2) vê todas as suas células em um conjunto quase travado: %3. Seja qual for o valor de %1, esse conjunto fica travado, então um deles contém %4. Uma célula que vê todos os %4 deles não é %4.</translation>
    </message>
    <message>
        <source>Every empty cell but %1 has two candidates. %1 must be %2, or the puzzle would not have exactly one solution.</source>
        <translation>Toda célula vazia, exceto %1, tem dois candidatos. %1 tem que ser %2, ou o quebra-cabeça não teria exatamente uma solução.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3, and one group is %1. So a cell that sees both groups is not %1.</source>
        <translation>Os elos fortes de %1 separam %2 de %3, e um dos grupos é %1. Então uma célula que vê os dois grupos não é %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 split %2 from %3. Two cells of one group see each other, so that group is not %1.</source>
        <translation>Os elos fortes de %1 separam %2 de %3. Duas células de um mesmo grupo se veem, então esse grupo não é %1.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 and %3, of one colour each, see each other, so the other colour of one of the clusters is %1: a cell that sees both of those colours is not.</source>
        <translation>Os elos fortes de %1 formam dois agrupamentos, cada um dividido em duas cores, das quais uma é %1. %2 e %3, cada uma de uma cor, se veem, então a outra cor de um dos agrupamentos é %1: uma célula que vê essas duas cores não é.</translation>
    </message>
    <message>
        <source>The strong links of %1 make two clusters, each split into two colours of which one is %1. %2 see both colours of the other cluster, one of which is %1, so they are not %1.</source>
        <translation>Os elos fortes de %1 formam dois agrupamentos, cada um dividido em duas cores, das quais uma é %1. %2 veem as duas cores do outro agrupamento, uma das quais é %1, então não são %1.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3. Their %2s fill %3 one each, so %2 goes nowhere else in %3.</source>
        <translation>Na %1, o %2 está apenas na %3. Os %2 delas preenchem a %3 um em cada, então o %2 não vai em nenhum outro lugar da %3.</translation>
    </message>
    <message>
        <source>Two finned fish of %1 share %2: one is covered by %3, the other by %4 (fins %5). Each removes the candidates of its cover lines that see all of its fins.</source>
        <translation>Dois peixes com barbatana de %1 compartilham a %2: um é coberto pela %3, o outro pela %4 (barbatanas %5). Cada um remove os candidatos das suas linhas de cobertura que veem todas as suas barbatanas.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fin %4. Either the fish holds, or the fin is %2; so a cell of %3 outside %1 that sees the fin is not %2.</source>
        <translation>Na %1, o %2 está apenas na %3, exceto pela barbatana %4. Ou o peixe vale, ou a barbatana é %2; então uma célula da %3 fora da %1 que vê a barbatana não é %2.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3, but for the fins %4. Either the fish holds, or a fin is %2; so a cell of %3 outside %1 that sees every fin is not %2.</source>
        <translation>Na %1, o %2 está apenas na %3, exceto pelas barbatanas %4. Ou o peixe vale, ou uma barbatana é %2; então uma célula da %3 fora da %1 que vê todas as barbatanas não é %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4.</source>
        <translation>Na %1, o %2 só pode ir em %3, que ficam também na %4. Então o %2 não vai em nenhum outro lugar da %4.</translation>
    </message>
    <message>
        <source>%1, %2 and %3 hold only %4. If %5 were one of these two digits as well, the four corners could swap them and the puzzle would have two solutions. So %5 is neither.</source>
        <translation>%1, %2 e %3 contêm apenas %4. Se %5 também fosse um desses dois dígitos, os quatro cantos poderiam trocá-los e o quebra-cabeça teria duas soluções. Então %5 não é nenhum dos dois.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 (the puzzle would have two solutions) unless one of %3 is their one extra digit, %4. So a cell that sees all of them is not %4.</source>
        <translation>%1 seria um padrão mortal de %2 (o quebra-cabeça teria duas soluções), a menos que uma de %3 seja o único dígito extra delas, %4. Então uma célula que vê todas elas não é %4.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2 unless one of %3 takes an extra digit. With %4 they make a naked subset of those extra digits in %5, so these digits go nowhere else there.</source>
        <translation>%1 seria um padrão mortal de %2, a menos que uma de %3 receba um dígito extra. Com %4 elas formam um subconjunto nu desses dígitos extras na %5, então esses dígitos não vão em nenhum outro lugar ali.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in %5, so one of them is %4 and neither can be %6.</source>
        <translation>%1 seria um padrão mortal de %2. Na %3, o %4 está apenas em %5, então uma delas é %4 e nenhuma pode ser %6.</translation>
    </message>
    <message>
        <source>%1 would be a deadly pattern of %2. In %3, %4 lies only in the rectangle, so it fills one diagonal: not the one of %5, or the other diagonal would complete the pattern.</source>
        <translation>%1 seria um padrão mortal de %2. Na %3, o %4 está apenas no retângulo, então ocupa uma diagonal: não a de %5, senão a outra diagonal completaria o padrão.</translation>
    </message>
    <message>
        <source>%1 holds only %2, and in %3 and %4, %5 lies only in the rectangle. If %6 were %7, %5 would go in %8 and %9 and %1 would be %7: a deadly pattern, two solutions. So %6 is not %7.</source>
        <translation>%1 contém apenas %2, e na %3 e na %4 o %5 está apenas no retângulo. Se %6 fosse %7, o %5 iria em %8 e %9 e %1 seria %7: um padrão mortal, duas soluções. Então %6 não é %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So %6 is not %7.</source>
        <translation>%1 e %2 foram preenchidas com %3 (não são pistas). Se %4 e %5 recebessem esses dígitos cruzados, as quatro células poderiam trocá-los e o quebra-cabeça teria duas soluções. Então %6 não é %7.</translation>
    </message>
    <message>
        <source>%1 and %2 were filled with %3 (they are not givens). If %4 and %5 took these digits crosswise, the four cells could swap them and the puzzle would have two solutions. So one of them is %6, and a cell that sees both is not.</source>
        <translation>%1 e %2 foram preenchidas com %3 (não são pistas). Se %4 e %5 recebessem esses dígitos cruzados, as quatro células poderiam trocá-los e o quebra-cabeça teria duas soluções. Então uma delas é %6, e uma célula que vê as duas não é.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, with a shared base in %4. So %5 or %6 is %1, and a cell that sees both is not.</source>
        <translation>O %1 tem só dois lugares tanto na %2 quanto na %3, com uma base comum na %4. Então %5 ou %6 é %1, e uma célula que vê as duas não é.</translation>
    </message>
    <message>
        <source>%1 in %2 and in %3 has only two places each, joined in %4 (%5, %6). So %7 or %8 is %1, and a cell that sees both is not.</source>
        <translation>O %1 tem só dois lugares tanto na %2 quanto na %3, ligados na %4 (%5, %6). Então %7 ou %8 é %1, e uma célula que vê as duas não é.</translation>
    </message>
    <message>
        <source>If %1 is not %2, %3 is (%4), so %5 is not (%6), so %7 is (%8). So %1 or %7 is %2, and a cell that sees both is not.</source>
        <translation>Se %1 não for %2, %3 é (%4), então %5 não é (%6), então %7 é (%8). Então %1 ou %7 é %2, e uma célula que vê as duas não é.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. If %5 is not %2, %6 is (%7), and %1 keeps its %2 on the other of those two lines, which %8 sees too. Either way %8 is not %2.</source>
        <translation>Na %1, o %2 está apenas na %3 e na %4. Se %5 não for %2, %6 é (%7), e a %1 mantém o seu %2 na outra dessas duas linhas, que %8 também vê. De qualquer forma, %8 não é %2.</translation>
    </message>
    <message>
        <source>Two 2-String Kites on %1 meet in the same two cells of %2, %3 and %4: each cell&apos;s row link belongs to one kite, its column link to the other. Each kite removes its own candidate.</source>
        <translation>Duas 2-String Kites de %1 se encontram nas mesmas duas células da %2, %3 e %4: o elo de linha de cada célula pertence a uma pipa, o de coluna à outra. Cada pipa remove o seu próprio candidato.</translation>
    </message>
    <message>
        <source>In %1, %2 lies only in %3 and %4. This empty rectangle works with two strong links, %5=%6 and %7=%8, and each makes its own elimination.</source>
        <translation>Na %1, o %2 está apenas na %3 e na %4. Este retângulo vazio funciona com dois elos fortes, %5=%6 e %7=%8, e cada um faz a sua própria eliminação.</translation>
    </message>
    <message>
        <source>%1 is the last empty cell in %2, and %3 is the digit %2 still lacks.</source>
        <translation>%1 é a última célula vazia da %2, e %3 é o dígito que ainda falta na %2.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3.</source>
        <translation>Na %1, o %2 só pode ir em %3.</translation>
    </message>
    <message>
        <source>%1 is the only candidate left in %2: every other digit is in its row, column or box.</source>
        <translation>%1 é o único candidato que resta em %2: todos os outros dígitos estão na linha, na coluna ou na caixa dela.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else.</source>
        <translation>Na %1, %2 cabem apenas em %3. Então essas células não contêm mais nada.</translation>
    </message>
    <message>
        <source>%1 hold only %2 between them, so in %3 these digits go nowhere else.</source>
        <translation>%1 contêm juntas apenas %2, então na %3 esses dígitos não vão em nenhum outro lugar.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, one pincer is %5. So no cell that sees both pincers can be %5.</source>
        <translation>Pivô %1 com pinças %2 e %3 em %4: seja qual for o pivô, uma pinça é %5. Então nenhuma célula que vê as duas pinças pode ser %5.</translation>
    </message>
    <message>
        <source>Pivot %1 with pincers %2 and %3 on %4: whatever the pivot is, it or a pincer is %5. So no cell that sees all three can be %5.</source>
        <translation>Pivô %1 com pinças %2 e %3 em %4: seja qual for o pivô, ele ou uma pinça é %5. Então nenhuma célula que vê as três pode ser %5.</translation>
    </message>
    <message>
        <source>%1 cannot be %2</source>
        <comment>killer: cells that lose candidates</comment>
        <extracomment>a killer step&apos;s removal: %1 one or more cells, %2 the digits they lose (&quot;4, 8 or 9&quot;)</extracomment>
        <translation>não há %2 em %1</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits: only %3 can fill them. Each of these holds %4, and in the cage %4 can only go in %5. So %6, as they see all of those cells.</source>
        <comment>killer: cage locked digit</comment>
        <translation>As células vazias %1 de uma gaiola somam %2 com dígitos diferentes: só %3 podem preenchê-las. Cada uma dessas combinações tem o %4, e na gaiola o %4 só pode ir em %5. Então %6, pois essas células veem todas elas.</translation>
    </message>
    <message>
        <source>The cage %1 adds up to %2 with different digits: only %3 can fill it, each cell with a digit it can still hold. So %4.</source>
        <comment>killer: cage combination</comment>
        <translation>A gaiola %1 soma %2 com dígitos diferentes: só %3 podem preenchê-la, cada célula com um dígito que ainda pode ter. Então %4.</translation>
    </message>
    <message>
        <source>The empty cells %1 of a cage add up to %2 with different digits (the cage&apos;s sum less the digits in %3): only %4 can fill them, each cell with a digit it can still hold. So %5.</source>
        <comment>killer: cage combination, some of the cage&apos;s cells placed</comment>
        <translation>As células vazias %1 de uma gaiola somam %2 com dígitos diferentes (a soma da gaiola menos os dígitos em %3): só %4 podem preenchê-las, cada célula com um dígito que ainda pode ter. Então %5.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages wholly inside them to %3. So their other cells, %4, add up to %5.</source>
        <comment>killer: innies, the rule of 45</comment>
        <translation>Os dígitos de %1 somam %2, 45 por casa, e as gaiolas inteiramente dentro somam %3. Então as outras células, %4, somam %5.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, %3 is %4.</source>
        <comment>killer: innies/outies, a placement; %2 the placed cells</comment>
        <translation>%1 Sem os dígitos em %2, %3 é %4.</translation>
    </message>
    <message>
        <source>%1 So %2 is %3.</source>
        <comment>killer: innies/outies, a placement</comment>
        <translation>%1 Então %2 é %3.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the two empty ones add up to %3: %4, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells; %2 the placed cells</comment>
        <translation>%1 Sem os dígitos em %2, as duas células vazias somam %3: %4, pois nenhum candidato da outra célula completa a soma.</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidate of the other cell completes the sum.</source>
        <comment>killer: innies/outies, two cells</comment>
        <translation>%1 Então %2, pois nenhum candidato da outra célula completa a soma.</translation>
    </message>
    <message>
        <source>The digits of %1 add up to %2, 45 a house, and the cages that reach into them to %3. So the cages&apos; cells outside them, %4, add up to %5.</source>
        <comment>killer: outies, the rule of 45</comment>
        <translation>Os dígitos de %1 somam %2, 45 por casa, e as gaiolas que entram nelas somam %3. Então as células dessas gaiolas que ficam fora, %4, somam %5.</translation>
    </message>
    <message>
        <source>Look at the cage at %1, sum %2. Press Hint again for the cells and the reasoning.</source>
        <extracomment>a killer cage: %1 its first cell (r2c3), %2 its sum</extracomment>
        <translation>Olhe a gaiola em %1, de soma %2. Pressione Dica de novo para ver as células e o raciocínio.</translation>
    </message>
    <message>
        <source>The almost locked set %1 shares the restricted common %4 with %2 and %5 with %3. %1 lacks only one of its digits, so it holds %4 or %5: then %2 has no %4 or %3 has no %5, and that set is locked and holds %6. A cell that sees every %6 of both %2 and %3 is not %6.</source>
        <translation>O conjunto quase travado %1 compartilha o candidato comum restrito %4 com %2 e %5 com %3. Falta a %1 apenas um dos seus dígitos, então ele contém %4 ou %5: assim %2 não tem %4 ou %3 não tem %5, e esse conjunto fica travado e contém %6. Uma célula que vê todos os %6 de %2 e de %3 não é %6.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would rule %2 out of it again. So %1 is not %2.</source>
        <translation>Se %1 fosse %2, um laço de %3 elos a partir dela voltaria a excluir %2 dela. Então %1 não é %2.</translation>
    </message>
    <message>
        <source>If %1 were not %2, a loop of %3 links from it would put %2 back. So %1 is %2.</source>
        <translation>Se %1 não fosse %2, um laço de %3 elos a partir dela colocaria %2 de volta. Então %1 é %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, a loop of %3 links from it would make it %4 as well. So %1 is not %2.</source>
        <translation>Se %1 fosse %2, um laço de %3 elos a partir dela a tornaria %4 também. Então %1 não é %2.</translation>
    </message>
    <message>
        <source>If %1 were %2, it would not be %3, and then a loop of %4 links from it would rule %2 out of it. So %1 is not %2.</source>
        <translation>Se %1 fosse %2, não seria %3, e então um laço de %4 elos a partir dela excluiria %2 dela. Então %1 não é %2.</translation>
    </message>
    <message>
        <source>A chain of %2 links on %1, strong and weak in turn, runs from %3 to %4: if %3 is not %1, %4 is. One of the two is %1, so no cell that sees both can be %1.</source>
        <translation>Uma cadeia de %2 elos no %1, alternadamente fortes e fracos, vai de %3 a %4: se %3 não for %1, %4 é. Uma das duas é %1, então nenhuma célula que vê as duas pode ser %1.</translation>
    </message>
    <message>
        <source>A chain of %1 cells with two candidates each runs from %2 to %4, each cell seeing the next: if %2 is not %3, each cell forces the next, and %4 is %3. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Uma cadeia de %1 células com dois candidatos cada vai de %2 a %4, cada célula vendo a seguinte: se %2 não for %3, cada célula força a seguinte, e %4 é %3. Uma das duas é %3, então nenhuma célula que vê as duas pode ser %3.</translation>
    </message>
    <message>
        <source>%1 hold only %2, and each sees the next along a chain, so they alternate between the two digits. A cell that sees two of them an odd number of links apart can be neither.</source>
        <translation>%1 contêm apenas %2, e cada uma vê a seguinte ao longo de uma cadeia, então elas alternam entre os dois dígitos. Uma célula que vê duas delas separadas por um número ímpar de elos não pode ser nenhum dos dois.</translation>
    </message>
    <message>
        <source>A loop of %1 links closes on itself: each of its weak links has exactly one true end. So the digit of a weak link goes from every cell that sees both its ends, and a cell entered and left by strong links keeps only their two digits.</source>
        <translation>Um laço de %1 elos se fecha sobre si mesmo: cada um dos seus elos fracos tem exatamente uma ponta verdadeira. Então o dígito de um elo fraco sai de toda célula que vê as duas pontas, e uma célula em que se entra e de que se sai por elos fortes fica apenas com os dois dígitos deles.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is. One of the two is %3, so no cell that sees both can be %3.</source>
        <translation>Uma cadeia de %1 elos vai de %2 a %4: se %2 não for %3, %4 é. Uma das duas é %3, então nenhuma célula que vê as duas pode ser %3.</translation>
    </message>
    <message>
        <source>A chain of %1 links runs from %2 to %4: if %2 is not %3, %4 is %5. The two cells see each other, so %2 cannot be %5 and %4 cannot be %3.</source>
        <translation>Uma cadeia de %1 elos vai de %2 a %4: se %2 não for %3, %4 é %5. As duas células se veem, então %2 não pode ser %5 e %4 não pode ser %3.</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 é %2</translation>
    </message>
    <message>
        <source>%1 is not %2</source>
        <comment>a forcing chain&apos;s premise or conclusion</comment>
        <translation>%1 não é %2</translation>
    </message>
    <message>
        <source>none of %1 is %2</source>
        <comment>a forcing chain&apos;s premise or conclusion: a group of cells</comment>
        <translation>nenhuma de %1 é %2</translation>
    </message>
    <message>
        <source>%1: the opposite of the supposition</source>
        <extracomment>a forcing chain that leads back to the opposite of what it supposed</extracomment>
        <translation>%1: o contrário da suposição</translation>
    </message>
    <message>
        <source>%1 would be %2 and not %2 at once</source>
        <translation>%1 seria %2 e não %2 ao mesmo tempo</translation>
    </message>
    <message>
        <source>%1 would be both %2</source>
        <comment>%2: two digits, &apos;5 and 7&apos;</comment>
        <translation>%1 seria ao mesmo tempo %2</translation>
    </message>
    <message>
        <source>%1 would have no digit left: every one of %2 would be ruled out of it</source>
        <translation>%1 ficaria sem nenhum dígito: cada um de %2 seria excluído dela</translation>
    </message>
    <message>
        <source>%1 would be twice in %2 (in %3)</source>
        <translation>o %1 estaria duas vezes na %2 (em %3)</translation>
    </message>
    <message>
        <source>%1 would be in both %2, which see each other</source>
        <translation>o %1 estaria ao mesmo tempo em %2, que se veem</translation>
    </message>
    <message>
        <source>%1 would have no place left for %2: it would be ruled out of %3</source>
        <translation>%1 ficaria sem lugar para o %2: ele seria excluído de %3</translation>
    </message>
    <message>
        <source>%1 could go in none of %2, its last places in one house</source>
        <translation>o %1 não poderia ir em nenhuma de %2, seus últimos lugares em uma casa</translation>
    </message>
    <message>
        <source>%1, which cannot all hold</source>
        <translation>%1, o que não pode valer ao mesmo tempo</translation>
    </message>
    <message>
        <source>Suppose %1. Following the chains from there: %2. So the supposition is false.</source>
        <translation>Suponha que %1. Seguindo as cadeias a partir daí: %2. Então a suposição é falsa.</translation>
    </message>
    <message>
        <source>Suppose %1. Playing it out with singles: %2. So the supposition is false.</source>
        <translation>Suponha que %1. Levando isso adiante com únicos: %2. Então a suposição é falsa.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Each leads by a chain to the same conclusion, so %2.</source>
        <translation>Uma destas tem de ser verdadeira: %1. Cada uma leva por uma cadeia à mesma conclusão, então %2.</translation>
    </message>
    <message>
        <source>One of these must be true: %1. Played out with singles, each leads to the same conclusion, so %2.</source>
        <translation>Uma destas tem de ser verdadeira: %1. Levada adiante com únicos, cada uma leva à mesma conclusão, então %2.</translation>
    </message>
    <message>
        <source>Where %1 meets %2, %3 hold %4. %5 in %1 and %6 in %2 have none of these digits in common with each other, and together with %3 they have just as many cells as digits to hold, so each of those digits is placed in them. So a digit of %5 goes nowhere else in %1, a digit of %6 nowhere else in %2, and a digit of %3 that neither holds nowhere else in either.</source>
        <translation>Onde a %1 cruza a %2, %3 contêm %4. %5 na %1 e %6 na %2 não têm nenhum desses dígitos em comum entre si, e junto com %3 têm exatamente tantas células quanto dígitos a conter, então cada um desses dígitos é colocado nelas. Assim, um dígito de %5 não vai em nenhum outro lugar da %1, um dígito de %6 em nenhum outro lugar da %2, e um dígito de %3 que nenhum dos dois contém em nenhum outro lugar de nenhuma das duas.</translation>
    </message>
    <message>
        <source>%1 and %2 hold only %3. In %5, %4 can go only in %6, which sees %1, or in %7, which sees %2. So one of %1 and %2 sees a %4 and is not %4: it is %8. A cell that sees both %1 and %2 is not %8.</source>
        <translation>%1 e %2 contêm apenas %3. Na %5, o %4 só pode ir em %6, que vê %1, ou em %7, que vê %2. Então uma de %1 e %2 vê um %4 e não é %4: ela é %8. Uma célula que vê tanto %1 quanto %2 não é %8.</translation>
    </message>
    <message>
        <source>%1 Then place %2 in %3.</source>
        <comment>a step that removes candidates and then places a digit; %1 what it removes</comment>
        <translation>%1 Depois coloque %2 em %3.</translation>
    </message>
    <message>
        <source>In %1, %2 can only go in %3, which lie in %4 too. So %2 goes nowhere else in %4, which leaves it only %5 in %6.</source>
        <comment>direct pointing or claiming: %5 the cell, %6 the house it is the last place in</comment>
        <translation>Na %1, o %2 só pode ir em %3, que ficam também na %4. Então o %2 não vai em nenhum outro lugar da %4, e na %6 só lhe resta %5.</translation>
    </message>
    <message>
        <source>In %1, %2 fit only in %3. So those cells hold nothing else, which leaves %4 only %5 in %1.</source>
        <comment>direct hidden pair or triple: %4 the digit left one place, %5 that cell</comment>
        <translation>Na %1, %2 cabem apenas em %3. Então essas células não contêm mais nada, e ao %4 só resta %5 na %1.</translation>
    </message>
    <message>
        <source>%1 Less the digits in %2, the empty ones add up to %3: %4, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells; %2 the placed cells</comment>
        <translation>%1 Sem os dígitos de %2, as vazias somam %3: %4, pois nenhum candidato das outras células completa a soma (com dígitos diferentes onde as células se veem).</translation>
    </message>
    <message>
        <source>%1 So %2, as no candidates of the other cells complete the sum (with different digits where cells see each other).</source>
        <comment>killer: innies/outies, three to seven cells</comment>
        <translation>%1 Então %2, pois nenhum candidato das outras células completa a soma (com dígitos diferentes onde as células se veem).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Visualize Search</source>
        <translation>&amp;Visualizar a busca</translation>
    </message>
    <message>
        <source>Watch the solver search this puzzle, step by step (%1)</source>
        <translation>Ver o resolvedor buscar a solução deste quebra-cabeça, passo a passo (%1)</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>New Game at &amp;Level</source>
        <comment>submenu of levels</comment>
        <translation>Novo jogo no ní&amp;vel</translation>
    </message>
    <message>
        <source>Daily Pu&amp;zzle at Level</source>
        <comment>submenu of levels</comment>
        <translation>&amp;Quebra-cabeça diário no nível</translation>
    </message>
    <message>
        <source>Copy &amp;Board As</source>
        <comment>submenu: line, grid, image</comment>
        <translation>Copiar ta&amp;buleiro como</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Assist</source>
        <comment>menu of hint, check and solve</comment>
        <translation>&amp;Assistência</translation>
    </message>
    <message>
        <source>Sol&amp;ver</source>
        <translation>Reso&amp;lvedor</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <comment>toolbar name</comment>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <comment>status bar: level and number</comment>
        <translation>Quebra-cabeça</translation>
    </message>
    <message>
        <source>The solver Solve uses</source>
        <translation>O resolvedor que Resolver usa</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Resolvedor</translation>
    </message>
    <message>
        <source>Time</source>
        <comment>playing time</comment>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Making a new %1 puzzle…</source>
        <translation>Criando um novo quebra-cabeça %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Solver: %1</source>
        <translation>Resolvedor: %1</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Idioma do &amp;sistema</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <extracomment>the window&apos;s title: the open file, a mark when it has changed since it was saved, the app&apos;s name</extracomment>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>&amp;Place %1 in %2</source>
        <translation>&amp;Colocar %1 em %2</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>&amp;Aplicar</translation>
    </message>
    <message>
        <source>%1 (paused)</source>
        <translation>%1 (pausado)</translation>
    </message>
    <message>
        <source>%1 · mistakes: %2</source>
        <comment>time and mistakes counter</comment>
        <translation>%1 · erros: %2</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Sudoku games and puzzles (*.sudoku *.ss *.sdk *.sdm *.txt)</source>
        <translation>Partidas e quebra-cabeças de Sudoku (*.sudoku *.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>Sudoku games (*.sudoku)</source>
        <translation>Partidas de Sudoku (*.sudoku)</translation>
    </message>
    <message>
        <source>Puzzles: Simple Sudoku, SudoCue, pencil-mark grids, lines (*.ss *.sdk *.sdm *.txt)</source>
        <translation>Quebra-cabeças: Simple Sudoku, SudoCue, grades de anotações, linhas (*.ss *.sdk *.sdm *.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Cannot Open the Game</source>
        <translation>Não foi possível abrir a partida</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Salvar partida</translation>
    </message>
    <message>
        <source>Cannot Save the Game</source>
        <translation>Não foi possível salvar a partida</translation>
    </message>
    <message>
        <source>Your game could not be saved. %1</source>
        <translation>Não foi possível salvar sua partida. %1</translation>
    </message>
    <message>
        <source>If you quit now, what you played since the game was last saved is lost.</source>
        <translation>Se você sair agora, o que jogou desde a última vez que a partida foi salva será perdido.</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Salvar co&amp;mo…</translation>
    </message>
    <message>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Sair mesmo assim</translation>
    </message>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</source>
        <translation>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;</translation>
    </message>
    <message>
        <source>place a digit in the selected cell</source>
        <translation>colocar um dígito na célula selecionada</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shift&lt;/b&gt;+digit</source>
        <translation>&lt;b&gt;Shift&lt;/b&gt;+dígito</translation>
    </message>
    <message>
        <source>toggle a pencil mark (also Ctrl+digit)</source>
        <translation>ligar ou desligar uma anotação (também Ctrl+dígito)</translation>
    </message>
    <message>
        <source>notes mode: digits become pencil marks</source>
        <translation>modo de anotações: os dígitos viram anotações</translation>
    </message>
    <message>
        <source>Snyder notation</source>
        <translation>Notação Snyder</translation>
    </message>
    <message>
        <source>Shift+digit: corner mark; Ctrl+digit (or notes mode): centre mark</source>
        <translation>Shift+dígito: marca de canto; Ctrl+dígito (ou modo de anotações): marca central</translation>
    </message>
    <message>
        <source>colouring: a digit colours the cell, Shift+digit the candidate; click cells to paint, Shift+click or right click a pencil mark</source>
        <translation>colorir: um dígito colore a célula, Shift+dígito o candidato; clique nas células para pintar, Shift+clique ou clique direito numa anotação</translation>
    </message>
    <message>
        <source>digit first: pick a digit (pad or key), then click cells or press Space to place it</source>
        <translation>dígito primeiro: escolha um dígito (teclado da tela ou tecla) e clique nas células ou pressione Space para colocá-lo</translation>
    </message>
    <message>
        <source>in digit first: place the picked digit in the selected cell</source>
        <translation>no modo dígito primeiro: colocar o dígito escolhido na célula selecionada</translation>
    </message>
    <message>
        <source>clear the cell</source>
        <translation>limpar a célula</translation>
    </message>
    <message>
        <source>arrows, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</source>
        <translation>setas, &lt;b&gt;Home&lt;/b&gt;, &lt;b&gt;End&lt;/b&gt;</translation>
    </message>
    <message>
        <source>move; Ctrl+Home/End: first/last cell</source>
        <translation>mover; Ctrl+Home/End: primeira/última célula</translation>
    </message>
    <message>
        <source>press the first button of the message beside the board (Fix Them, Remove Them, Save As, New Game…)</source>
        <translation>pressionar o primeiro botão da mensagem ao lado do tabuleiro (Corrigir, Removê-los, Salvar como, Novo jogo…)</translation>
    </message>
    <message>
        <source>move the keyboard to the buttons of the message or hint beside the board, and back; there Tab goes from button to button and Space presses one</source>
        <translation>levar o teclado para os botões da mensagem ou da dica ao lado do tabuleiro, e de volta; ali Tab passa de botão em botão e Space pressiona um deles</translation>
    </message>
    <message>
        <source>undo, redo (Ctrl+Shift+Z or Ctrl+Y)</source>
        <translation>desfazer, refazer (Ctrl+Shift+Z ou Ctrl+Y)</translation>
    </message>
    <message>
        <source>hint, check, solve, stop</source>
        <translation>dica, verificar, resolver, parar</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; again</source>
        <translation>&lt;b&gt;H&lt;/b&gt; de novo</translation>
    </message>
    <message>
        <source>the hint&apos;s next stage: technique, where to look, why, apply</source>
        <translation>a próxima etapa da dica: técnica, onde olhar, por quê, aplicar</translation>
    </message>
    <message>
        <source>a forcing chain&apos;s previous/next branch in the hint, then what they prove</source>
        <translation>ramo anterior/próximo de uma cadeia forçada na dica, depois o que eles provam</translation>
    </message>
    <message>
        <source>close the hint; leave colouring or digit first</source>
        <translation>fechar a dica; sair do modo colorir ou dígito primeiro</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>pausar</translation>
    </message>
    <message>
        <source>fill in all candidates</source>
        <translation>preencher todos os candidatos</translation>
    </message>
    <message>
        <source>new game, restart, enter a puzzle, start playing the puzzle entered</source>
        <translation>novo jogo, recomeçar, digitar um quebra-cabeça, começar a jogar o quebra-cabeça digitado</translation>
    </message>
    <message>
        <source>new game options: level and symmetry</source>
        <translation>opções de novo jogo: nível e simetria</translation>
    </message>
    <message>
        <source>paste a puzzle, copy the puzzle</source>
        <translation>colar um quebra-cabeça, copiar o quebra-cabeça</translation>
    </message>
    <message>
        <source>open, save, save as</source>
        <translation>abrir, salvar, salvar como</translation>
    </message>
    <message>
        <source>print, export</source>
        <translation>imprimir, exportar</translation>
    </message>
    <message>
        <source>today&apos;s daily puzzle, statistics</source>
        <translation>quebra-cabeça diário de hoje, estatísticas</translation>
    </message>
    <message>
        <source>visualize the search</source>
        <translation>visualizar a busca</translation>
    </message>
    <message>
        <source>in the search lab</source>
        <translation>no laboratório de busca</translation>
    </message>
    <message>
        <source>&lt;b&gt;Space&lt;/b&gt; play or pause, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; a step back or forward, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; the puzzle or the last step, &lt;b&gt;B&lt;/b&gt; next dead end, &lt;b&gt;S&lt;/b&gt; next solution, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; faster or slower, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; export the board as an image, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; and &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; export frames or an animation, &lt;b&gt;Alt&lt;/b&gt; with an underlined letter: that button or box</source>
        <translation>&lt;b&gt;Space&lt;/b&gt; reproduzir ou pausar, &lt;b&gt;Left&lt;/b&gt;/&lt;b&gt;Right&lt;/b&gt; um passo para trás ou para a frente, &lt;b&gt;Home&lt;/b&gt;/&lt;b&gt;End&lt;/b&gt; o quebra-cabeça ou o último passo, &lt;b&gt;B&lt;/b&gt; próximo beco sem saída, &lt;b&gt;S&lt;/b&gt; próxima solução, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;-&lt;/b&gt; mais rápido ou mais devagar, &lt;b&gt;Ctrl+Shift+S&lt;/b&gt; exportar o tabuleiro como imagem, &lt;b&gt;Ctrl+Shift+F&lt;/b&gt; e &lt;b&gt;Ctrl+Shift+A&lt;/b&gt; exportar quadros ou uma animação, &lt;b&gt;Alt&lt;/b&gt; com uma letra sublinhada: aquele botão ou caixa</translation>
    </message>
    <message>
        <source>in Side by Side</source>
        <translation>em Lado a lado</translation>
    </message>
    <message>
        <source>&lt;b&gt;Esc&lt;/b&gt; or &lt;b&gt;Ctrl+W&lt;/b&gt; close the window</source>
        <translation>&lt;b&gt;Esc&lt;/b&gt; ou &lt;b&gt;Ctrl+W&lt;/b&gt; fechar a janela</translation>
    </message>
    <message>
        <source>with a menu&apos;s underlined letter: open the menu</source>
        <translation>com a letra sublinhada de um menu: abrir o menu</translation>
    </message>
    <message>
        <source>these shortcuts, quit</source>
        <translation>estes atalhos, sair</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atalhos de teclado</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>Export Pencil Marks</source>
        <translation>Exportar anotações</translation>
    </message>
    <message>
        <source>Pencil-mark grids (*.txt)</source>
        <translation>Grades de anotações (*.txt)</translation>
    </message>
    <message>
        <source>Cannot Export the Pencil Marks</source>
        <translation>Não foi possível exportar as anotações</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Exportado para %1.</translation>
    </message>
    <message numerus="yes">
        <source>The booklet is done: %n pages.</source>
        <translation>
            <numerusform>O livreto está pronto: %n página.</numerusform>
            <numerusform>O livreto está pronto: %n páginas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your settings are saved again.</source>
        <translation>Suas configurações voltaram a ser salvas.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved. %1 Until they can, the settings you change last only while Sudoku is open.</source>
        <translation>Não é possível salvar suas configurações. %1 Enquanto isso, as configurações que você alterar valem só enquanto o Sudoku estiver aberto.</translation>
    </message>
    <message>
        <source>Your settings could not be saved. %1</source>
        <translation>Não foi possível salvar suas configurações. %1</translation>
    </message>
    <message>
        <source>If you quit now, the settings you changed since Sudoku started are lost. Make room on the disk, then try again.</source>
        <translation>Se você sair agora, as configurações que alterou desde que o Sudoku foi aberto serão perdidas. Libere espaço no disco e tente de novo.</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>&amp;Tentar de novo</translation>
    </message>
    <message>
        <source>Not saved automatically</source>
        <comment>status bar: the autosave fails</comment>
        <translation>Sem salvamento automático</translation>
    </message>
    <message>
        <source>Settings not saved</source>
        <comment>status bar: the settings cannot be written</comment>
        <translation>Configurações não salvas</translation>
    </message>
    <message>
        <source>Statistics off</source>
        <comment>status bar: games are not counted now</comment>
        <translation>Estatísticas desativadas</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Salvo em %1.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
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
        <translation>Criando um novo quebra-cabeça %1 de nível %2…</translation>
    </message>
    <message>
        <source>Candidate Filter</source>
        <comment>submenu: which pencil marks show</comment>
        <translation>Filtro de candidatos</translation>
    </message>
    <message>
        <source>The candidate filter hides the pencil mark of %1 here; to change it, show all pencil marks (%2).</source>
        <translation>O filtro de candidatos oculta aqui a anotação %1; para alterá-la, mostre todas as anotações (%2).</translation>
    </message>
    <message>
        <source>The candidate filter hides some of this cell&apos;s pencil marks; to clear them, show all pencil marks (%1).</source>
        <translation>O filtro de candidatos oculta algumas anotações desta célula; para apagá-las, mostre todas as anotações (%1).</translation>
    </message>
    <message>
        <source>bivalue cells</source>
        <comment>candidate filter in the status bar</comment>
        <translation>células com dois candidatos</translation>
    </message>
    <message>
        <source>%1 in bivalue cells</source>
        <comment>candidate filter in the status bar: the digits shown</comment>
        <translation>%1 em células com dois candidatos</translation>
    </message>
    <message>
        <source>Pencil marks: %1</source>
        <comment>candidate filter in the status bar</comment>
        <translation>Anotações: %1</translation>
    </message>
    <message>
        <source>show or hide the row and column labels, r1–r9 and c1–c9, as hints name cells</source>
        <translation>mostrar ou ocultar os rótulos de linhas e colunas, r1–r9 e c1–c9, como as dicas nomeiam as células</translation>
    </message>
    <message>
        <source>candidate filter: show the pencil marks of that digit only (several digits: each one&apos;s marks; again: that digit off)</source>
        <translation>filtro de candidatos: mostrar só as anotações desse dígito (vários dígitos: as de cada um; de novo: tirar esse dígito)</translation>
    </message>
    <message>
        <source>candidate filter: only the pencil marks of bivalue cells; show all pencil marks again</source>
        <translation>filtro de candidatos: só as anotações das células com dois candidatos; mostrar de novo todas as anotações</translation>
    </message>
    <message>
        <source>&amp;Go Back to Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>&amp;Ir para um ponto de controle</translation>
    </message>
    <message>
        <source>Dele&amp;te Checkpoint</source>
        <comment>submenu of the checkpoints by name</comment>
        <translation>E&amp;xcluir ponto de controle</translation>
    </message>
    <message>
        <source>Back to %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Voltar a %1</translation>
    </message>
    <message>
        <source>%1 deleted.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 excluído.</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <comment>a checkpoint, by its name</comment>
        <translation>Excluir %1</translation>
    </message>
    <message>
        <source>Set Named Checkpoint</source>
        <translation>Marcar ponto de controle com nome</translation>
    </message>
    <message>
        <source>Name of the checkpoint:</source>
        <translation>Nome do ponto de controle:</translation>
    </message>
    <message>
        <source>Checkpoint %1</source>
        <translation>Ponto de controle %1</translation>
    </message>
    <message>
        <source>A game keeps at most %1 checkpoints: delete one first.</source>
        <translation>Um jogo guarda no máximo %1 pontos de controle: exclua um primeiro.</translation>
    </message>
    <message>
        <source>%1 set: Ctrl+B comes back to it.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>%1 marcado: Ctrl+B volta a ele.</translation>
    </message>
    <message>
        <source>Back to %1. Undo (Ctrl+Z) returns to where you were.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>De volta a %1. Desfazer (Ctrl+Z) retorna para onde você estava.</translation>
    </message>
    <message>
        <source>The board is already at %1.</source>
        <comment>a checkpoint, by its name</comment>
        <translation>O tabuleiro já está em %1.</translation>
    </message>
    <message>
        <source>set a checkpoint, set a named checkpoint, back to the newest checkpoint (one move: Ctrl+Z undoes it)</source>
        <translation>marcar um ponto de controle, marcar um ponto de controle com nome, voltar ao mais recente (um movimento: Ctrl+Z o desfaz)</translation>
    </message>
    <message>
        <source>All Steps</source>
        <comment>the panel&apos;s title</comment>
        <translation>Todos os passos</translation>
    </message>
    <message>
        <source>Solution Path</source>
        <comment>the panel&apos;s title</comment>
        <translation>Caminho da solução</translation>
    </message>
    <message>
        <source>show or hide All Steps (every step that applies now) and the Solution Path</source>
        <translation>mostrar ou ocultar Todos os passos (cada passo possível agora) e o Caminho da solução</translation>
    </message>
    <message>
        <source>Close %1</source>
        <comment>a panel&apos;s close button: the panel</comment>
        <translation>Fechar %1</translation>
    </message>
    <message>
        <source>Detach %1</source>
        <comment>a panel&apos;s button that makes it a window of its own</comment>
        <translation>Desacoplar %1</translation>
    </message>
    <message>
        <source>Left: rating…</source>
        <comment>status bar: the difficulty of what remains, being worked out</comment>
        <translation>Resta: avaliando…</translation>
    </message>
    <message>
        <source>Left: %1</source>
        <extracomment>status bar: the level and rating of what remains of the puzzle (&quot;Left: Hard · 3.25&quot;)</extracomment>
        <translation>Resta: %1</translation>
    </message>
    <message>
        <source>Left: not rated, the board has a mistake</source>
        <translation>Resta: não avaliado, o tabuleiro tem um erro</translation>
    </message>
    <message>
        <source>Difficulty left</source>
        <translation>Dificuldade restante</translation>
    </message>
    <message>
        <source>next/previous box (region, on a jigsaw)</source>
        <translation>próxima caixa/caixa anterior (região, num Jigsaw)</translation>
    </message>
    <message>
        <source>%1 — puzzle %2 of %3 — %4</source>
        <extracomment>the window&apos;s title: a puzzle of a file of puzzles, its number, how many the file holds, then the rest</extracomment>
        <translation>%1 — quebra-cabeça %2 de %3 — %4</translation>
    </message>
    <message>
        <source>Open puzzle %1 of %2 in %3</source>
        <translation>Abrir o quebra-cabeça %1 de %2 em %3</translation>
    </message>
    <message>
        <source>the next puzzle of the file of puzzles last opened</source>
        <translation>o próximo quebra-cabeça do último arquivo de quebra-cabeças aberto</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>puts back the checkpoint just deleted</comment>
        <translation>Desfazer</translation>
    </message>
</context>
<context>
    <name>MarkPalette</name>
    <message>
        <source>red</source>
        <translation>vermelho</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>laranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarelo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>teal</source>
        <translation>verde-azulado</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>roxo</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrom</translation>
    </message>
</context>
<context>
    <name>MatrixView</name>
    <message>
        <source>Exact-cover matrix</source>
        <translation>Matriz de cobertura exata</translation>
    </message>
    <message>
        <source>cell r,c filled</source>
        <translation>célula r,c preenchida</translation>
    </message>
    <message>
        <source>row r has digit d</source>
        <translation>linha r tem o dígito d</translation>
    </message>
    <message>
        <source>column c has digit d</source>
        <translation>coluna c tem o dígito d</translation>
    </message>
    <message>
        <source>box b has digit d</source>
        <translation>caixa b tem o dígito d</translation>
    </message>
    <message>
        <source>The columns of the exact-cover matrix with the rows left in each: grey = covered, red = no row left; the ring is the column chosen, the outlines the columns of the row taken</source>
        <translation>As colunas da matriz de cobertura exata com as linhas que restam em cada uma: cinza = coberta, vermelho = sem linhas; o anel é a coluna escolhida, os contornos as colunas da linha tomada</translation>
    </message>
    <message>
        <source>diagonal or window has digit d</source>
        <translation>diagonal ou janela tem o dígito d</translation>
    </message>
    <message>
        <source>region g has digit d</source>
        <comment>a jigsaw&apos;s region</comment>
        <translation>a região g tem o dígito d</translation>
    </message>
    <message>
        <source>diagonal has digit d</source>
        <comment>Sudoku-X: the main diagonal&apos;s line first, then the anti-diagonal&apos;s</comment>
        <translation>a diagonal tem o dígito d</translation>
    </message>
    <message>
        <source>window w has digit d</source>
        <comment>Hyper Sudoku&apos;s four extra windows</comment>
        <translation>a janela w tem o dígito d</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <source>Message</source>
        <translation>Mensagem</translation>
    </message>
    <message>
        <source>Close the message</source>
        <translation>Fechar a mensagem</translation>
    </message>
    <message>
        <source>Return on the board presses this button</source>
        <translation>Return no tabuleiro pressiona este botão</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Singles only: every step is a cell with one possible digit.</source>
        <translation>Só únicos: cada passo é uma célula com um único dígito possível.</translation>
    </message>
    <message>
        <source>Needs forcing chains or nets, or trial and error.</source>
        <translation>Exige cadeias ou redes forçadas, ou tentativa e erro.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>&amp;Symmetry of the givens:</source>
        <translation>&amp;Simetria das pistas:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Começar</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Needs pointing, claiming or naked pairs.</source>
        <translation>Exige pointing, claiming ou pares nus.</translation>
    </message>
    <message>
        <source>Needs X-Wing, Swordfish, hidden pairs, triples or XY(Z)-Wing.</source>
        <translation>Exige X-Wing, Swordfish, pares ocultos, trincas ou XY(Z)-Wing.</translation>
    </message>
    <message>
        <source>Needs uniqueness, quads, Jellyfish, Skyscraper, 2-String Kite, colouring or short chains.</source>
        <translation>Exige unicidade, quadras, Jellyfish, Skyscraper, 2-String Kite, coloração ou cadeias curtas.</translation>
    </message>
    <message>
        <source>Needs loops, chains, W-Wing, finned fish, almost locked sets or Sue de Coq.</source>
        <translation>Exige laços, cadeias, W-Wing, peixes com barbatana, conjuntos quase travados ou Sue de Coq.</translation>
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
        <translation>O sudoku está resolvido.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps to the solution.</source>
        <translation>
            <numerusform>%n passo até a solução.</numerusform>
            <numerusform>%n passos até a solução.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n steps no technique applies.</source>
        <translation>
            <numerusform>Depois de %n passo nenhuma técnica se aplica.</numerusform>
            <numerusform>Depois de %n passos nenhuma técnica se aplica.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution path</source>
        <comment>the list of the solution&apos;s steps</comment>
        <translation>Caminho da solução</translation>
    </message>
    <message>
        <source>&amp;Play to Here</source>
        <translation>&amp;Jogar até aqui</translation>
    </message>
    <message>
        <source>Carry out the path up to the selected step as one move</source>
        <translation>Aplicar o caminho até o passo escolhido como uma só jogada</translation>
    </message>
    <message>
        <source>&amp;Copy Path</source>
        <translation>C&amp;opiar caminho</translation>
    </message>
    <message>
        <source>Copy the solution path as text</source>
        <translation>Copiar o caminho da solução como texto</translation>
    </message>
    <message>
        <source>Copy as &amp;HoDoKu Lines</source>
        <translation>Copiar como linhas do &amp;HoDoKu</translation>
    </message>
    <message>
        <source>Copy the solution path in HoDoKu&apos;s library format, one step a line, as HoDoKu and sudoku-cli read it (classic puzzles only: a line cannot hold a variant&apos;s rules)</source>
        <translation>Copiar o caminho da solução no formato de biblioteca do HoDoKu, um passo por linha, como o HoDoKu e o sudoku-cli o leem (só quebra-cabeças clássicos: uma linha não comporta as regras de uma variante)</translation>
    </message>
</context>
<context>
    <name>PractiseDialog</name>
    <message>
        <source>&amp;Learn: a puzzle at the technique&apos;s level, opened just before its first step</source>
        <translation>&amp;Aprender: um quebra-cabeça do nível da técnica, aberto logo antes do primeiro passo dela</translation>
    </message>
    <message>
        <source>&amp;Practise: a whole puzzle at level</source>
        <translation>&amp;Praticar: um quebra-cabeça inteiro do nível</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>&amp;Gerar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Practise a Technique</source>
        <translation>Praticar uma técnica</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Techniques to practise</source>
        <translation>Técnicas para praticar</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>&amp;Techniques (the puzzle&apos;s solution path takes at least one of those checked):</source>
        <translation>&amp;Técnicas (o caminho da solução usa pelo menos uma das marcadas):</translation>
    </message>
    <message>
        <source>Pick a technique to read what it is; Help &gt; Techniques explains each with an example.</source>
        <translation>Escolha uma técnica para ler o que ela é; Ajuda &gt; Técnicas explica cada uma com um exemplo.</translation>
    </message>
    <message>
        <source>Check at least one technique.</source>
        <translation>Marque pelo menos uma técnica.</translation>
    </message>
    <message>
        <source>A %1 puzzle never needs the techniques checked: choose their level or a harder one.</source>
        <translation>Um quebra-cabeça %1 nunca precisa das técnicas marcadas: escolha o nível delas ou um mais difícil.</translation>
    </message>
    <message>
        <source>Generating…</source>
        <translation>Gerando…</translation>
    </message>
    <message numerus="yes">
        <source>Generating… %n random grid(s) tried.</source>
        <translation>
            <numerusform>Gerando… %n grade aleatória tentada.</numerusform>
            <numerusform>Gerando… %n grades aleatórias tentadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No puzzle in %n random grid(s): the generator rarely or never makes a puzzle whose solution path takes these techniques at this level. Try again, or choose other techniques or another level.</source>
        <translation>
            <numerusform>Nenhum quebra-cabeça em %n grade aleatória: o gerador raramente ou nunca faz um quebra-cabeça cujo caminho da solução use essas técnicas neste nível. Tente de novo ou escolha outras técnicas ou outro nível.</numerusform>
            <numerusform>Nenhum quebra-cabeça em %n grades aleatórias: o gerador raramente ou nunca faz um quebra-cabeça cujo caminho da solução use essas técnicas neste nível. Tente de novo ou escolha outras técnicas ou outro nível.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Exemplo</translation>
    </message>
    <message>
        <source>The position before the technique&apos;s first step in an example puzzle, with the step drawn</source>
        <translation>A posição antes do primeiro passo da técnica num quebra-cabeça de exemplo, com o passo desenhado</translation>
    </message>
    <message>
        <source>No example of this technique.</source>
        <translation>Não há exemplo desta técnica.</translation>
    </message>
    <message>
        <source>Pick a technique to see an example.</source>
        <translation>Escolha uma técnica para ver um exemplo.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tabuleiro</translation>
    </message>
    <message>
        <source>Highlight the row, column and box of the selected cell</source>
        <translation>Destacar a linha, a coluna e a caixa da célula selecionada</translation>
    </message>
    <message>
        <source>Highlight cells and notes with the selected digit</source>
        <translation>Destacar células e anotações com o dígito selecionado</translation>
    </message>
    <message>
        <source>Show conflicts (a digit repeated in a row, column or box)</source>
        <translation>Mostrar conflitos (um dígito repetido numa linha, coluna ou caixa)</translation>
    </message>
    <message>
        <source>Remove a digit from the notes of its row, column and box when it is placed</source>
        <translation>Remover um dígito das anotações da sua linha, coluna e caixa quando ele é colocado</translation>
    </message>
    <message>
        <source>&amp;Pencil marks:</source>
        <translation>&amp;Anotações:</translation>
    </message>
    <message>
        <source>Each digit in its place in the cell</source>
        <comment>notes style</comment>
        <translation>Cada dígito no seu lugar na célula</translation>
    </message>
    <message>
        <source>Corner and centre marks (Snyder notation)</source>
        <comment>notes style</comment>
        <translation>Marcas de canto e centrais (notação Snyder)</translation>
    </message>
    <message>
        <source>In Snyder notation Shift+digit writes a corner mark and Ctrl+digit (or notes mode) a centre mark</source>
        <translation>Na notação Snyder, Shift+dígito escreve uma marca de canto e Ctrl+dígito (ou o modo de anotações) uma marca central</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Janela</translation>
    </message>
    <message>
        <source>Show the clock</source>
        <translation>Mostrar o relógio</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <comment>theme</comment>
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <source>Light</source>
        <comment>theme</comment>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <comment>theme</comment>
        <translation>Escuro</translation>
    </message>
    <message>
        <source>High contrast</source>
        <comment>theme</comment>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Following the system, the high-contrast look is used when the desktop asks for it</source>
        <translation>Seguindo o sistema, o visual de alto contraste é usado quando a área de trabalho o pede</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <comment>light or dark theme</comment>
        <translation>&amp;Visual:</translation>
    </message>
    <message>
        <source>Normal (the desktop&apos;s)</source>
        <comment>text size</comment>
        <translation>Normal (o da área de trabalho)</translation>
    </message>
    <message>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Maior</translation>
    </message>
    <message>
        <source>Largest</source>
        <comment>text size</comment>
        <translation>O maior</translation>
    </message>
    <message>
        <source>%1 – %2%</source>
        <comment>text size: its name and percentage</comment>
        <translation>%1 – %2%</translation>
    </message>
    <message>
        <source>Text in the window and digits and pencil marks on the board</source>
        <translation>Texto na janela e dígitos e anotações no tabuleiro</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Tamanho do texto:</translation>
    </message>
    <message>
        <source>System language</source>
        <comment>follow the desktop&apos;s language</comment>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>L&amp;anguage:</source>
        <translation>I&amp;dioma:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Level of a &amp;new game:</source>
        <translation>Nível de um &amp;novo jogo:</translation>
    </message>
    <message>
        <source>The solver behind Solve, Check and the solution of a print</source>
        <translation>O resolvedor por trás de Resolver, Verificar e da solução de uma impressão</translation>
    </message>
    <message>
        <source>&amp;Solver:</source>
        <translation>&amp;Resolvedor:</translation>
    </message>
    <message>
        <source>Show &amp;mistakes: mark a digit that contradicts the solution at once (counts as help)</source>
        <translation>Mostrar &amp;erros: marcar na hora um dígito que contradiz a solução (conta como ajuda)</translation>
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
        <translation>Visuali&amp;zar impressão…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <comment>export to PDF, PNG or SVG</comment>
        <translation>E&amp;xportar…</translation>
    </message>
    <message>
        <source>Print a Boo&amp;klet…</source>
        <translation>Imprimir um livret&amp;o…</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Line</source>
        <translation>Copiar tabuleiro como &amp;linha</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Grid</source>
        <translation>Copiar tabuleiro como &amp;grade</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Copiar tabuleiro como &amp;imagem</translation>
    </message>
    <message>
        <source>Print the puzzle, and its solution if you ask for it</source>
        <translation>Imprimir o quebra-cabeça e, se você pedir, a solução</translation>
    </message>
    <message>
        <source>Save the puzzle as a PDF document, a PNG image or an SVG image</source>
        <translation>Salvar o quebra-cabeça como documento PDF, imagem PNG ou imagem SVG</translation>
    </message>
    <message>
        <source>Print or save several new puzzles of one level per page</source>
        <translation>Imprimir ou salvar vários quebra-cabeças novos de um nível por página</translation>
    </message>
    <message>
        <source>Copy the board as one line of 81 characters, &apos;.&apos; for an empty cell</source>
        <translation>Copiar o tabuleiro como uma linha de 81 caracteres, &apos;.&apos; para uma célula vazia</translation>
    </message>
    <message>
        <source>Copy the board as nine lines of text with box borders</source>
        <translation>Copiar o tabuleiro como nove linhas de texto com as bordas das caixas</translation>
    </message>
    <message>
        <source>Copy a picture of the board</source>
        <translation>Copiar uma imagem do tabuleiro</translation>
    </message>
    <message>
        <source>The puzzle has no unique solution: only the puzzle itself is printed or exported.</source>
        <translation>O quebra-cabeça não tem solução única: só o próprio quebra-cabeça é impresso ou exportado.</translation>
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
        <translation>Solução</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <comment>print dialog tab</comment>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Print the solution on a second page</source>
        <translation>Imprimir a solução numa segunda página</translation>
    </message>
    <message>
        <source>Print my progress: entries, pencil marks and colours</source>
        <translation>Imprimir meu progresso: números, anotações e cores</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Não foi possível usar a impressora.</translation>
    </message>
    <message>
        <source>Print Preview</source>
        <translation>Visualizar impressão</translation>
    </message>
    <message>
        <source>Show the Solution</source>
        <translation>Mostrar a solução</translation>
    </message>
    <message>
        <source>Show My Progress</source>
        <translation>Mostrar meu progresso</translation>
    </message>
    <message>
        <source>Entries, pencil marks and colours over the puzzle</source>
        <translation>Números, anotações e cores sobre o quebra-cabeça</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Quebra-cabeça</translation>
    </message>
    <message numerus="yes">
        <source>Generating %n puzzle(s)…</source>
        <translation>
            <numerusform>Gerando %n quebra-cabeça…</numerusform>
            <numerusform>Gerando %n quebra-cabeças…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Print a Booklet</source>
        <translation>Imprimir um livreto</translation>
    </message>
    <message>
        <source>No. %1</source>
        <translation>Nº %1</translation>
    </message>
    <message>
        <source>Solution of No. %1</source>
        <translation>Solução do nº %1</translation>
    </message>
</context>
<context>
    <name>PuzzleListDialog</name>
    <message>
        <source>Open Puzzle</source>
        <translation>Abrir quebra-cabeça</translation>
    </message>
    <message>
        <source>Puzzles in the file</source>
        <translation>Quebra-cabeças do arquivo</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Todos os níveis</translation>
    </message>
    <message>
        <source>Show puzzles of level</source>
        <translation>Mostrar os quebra-cabeças do nível</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <comment>filter of the puzzle list</comment>
        <translation>&amp;Nível:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Prévia</translation>
    </message>
    <message>
        <source>The givens of the selected puzzle</source>
        <translation>Os números dados do quebra-cabeça selecionado</translation>
    </message>
    <message>
        <source>Rating progress</source>
        <translation>Progresso da avaliação</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <comment>play the chosen puzzle</comment>
        <translation>&amp;Jogar</translation>
    </message>
    <message>
        <source>Play the selected puzzle</source>
        <translation>Jogar o quebra-cabeça selecionado</translation>
    </message>
    <message>
        <source>Puzzles in %1: %2</source>
        <translation>Quebra-cabeças em %1: %2</translation>
    </message>
    <message>
        <source>Rated %1 of %2</source>
        <comment>puzzles of the file</comment>
        <translation>%1 de %2 avaliados</translation>
    </message>
    <message numerus="yes">
        <source>%n cannot be read</source>
        <translation>
            <numerusform>%n não pode ser lido</numerusform>
            <numerusform>%n não podem ser lidos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleListModel</name>
    <message>
        <source>No.</source>
        <comment>a puzzle&apos;s place in the file</comment>
        <translation>Nº</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Avaliação</translation>
    </message>
    <message>
        <source>Remark</source>
        <comment>why a puzzle cannot be played</comment>
        <translation>Observação</translation>
    </message>
    <message>
        <source>Trial and error</source>
        <comment>not a level: no technique solves the puzzle</comment>
        <translation>Tentativa e erro</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sem solução</translation>
    </message>
    <message>
        <source>more than one solution</source>
        <translation>mais de uma solução</translation>
    </message>
    <message>
        <source>not valid</source>
        <translation>inválido</translation>
    </message>
</context>
<context>
    <name>PuzzlePool</name>
    <message>
        <source>the generator stopped</source>
        <translation>o gerador parou</translation>
    </message>
    <message>
        <source>none of %1 random grids gave a puzzle of this level</source>
        <translation>nenhuma de %1 grades aleatórias deu um quebra-cabeça deste nível</translation>
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
        <translation>Não foi possível gravar a imagem %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation>Não foi possível gravar %1: %2.</translation>
    </message>
    <message>
        <source>Sudoku</source>
        <translation>Sudoku</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Não foi possível gravar %1.</translation>
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
        <translation>Jogue, resolva e aprenda Sudoku.</translation>
    </message>
    <message>
        <source>A saved game (.sudoku) to open.</source>
        <translation>Uma partida salva (.sudoku) para abrir.</translation>
    </message>
    <message>
        <source>Look for this run: system, light, dark or high-contrast.</source>
        <translation>Visual desta execução: system, light, dark ou high-contrast.</translation>
    </message>
    <message>
        <source>Read and write settings in this ini file instead of the user&apos;s configuration.</source>
        <translation>Ler e gravar as configurações neste arquivo ini em vez da configuração do usuário.</translation>
    </message>
    <message>
        <source>Print the time from start to the first painted frame, then quit (benchmark).</source>
        <translation>Mostrar o tempo do início até o primeiro quadro desenhado e sair (benchmark).</translation>
    </message>
    <message>
        <source>Save a picture of the window once it is painted, then quit.</source>
        <translation>Salvar uma imagem da janela assim que ela for desenhada e sair.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): its window was brought to the front.</source>
        <translation>O Sudoku já está em execução (processo %1): a janela dele foi trazida para a frente.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1): %2 was opened there.</source>
        <translation>O Sudoku já está em execução (processo %1): %2 foi aberto nele.</translation>
    </message>
    <message>
        <source>Sudoku is already running (process %1) but does not answer: this window goes on separately and does not save your game automatically.</source>
        <translation>O Sudoku já está em execução (processo %1), mas não responde: esta janela continua separadamente e não salva sua partida automaticamente.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>cell %1 holds an impossible value</source>
        <translation>a célula %1 contém um valor impossível</translation>
    </message>
    <message>
        <source>the puzzle is not valid: %1</source>
        <translation>o quebra-cabeça não é válido: %1</translation>
    </message>
    <message>
        <source>the playing time is negative</source>
        <translation>o tempo de jogo é negativo</translation>
    </message>
    <message>
        <source>the selected cell is out of range</source>
        <translation>a célula selecionada está fora do intervalo</translation>
    </message>
    <message>
        <source>the undo history is out of range</source>
        <translation>o histórico de desfazer está fora do intervalo</translation>
    </message>
    <message>
        <source>the undo history does not match the board</source>
        <translation>o histórico de desfazer não corresponde ao tabuleiro</translation>
    </message>
    <message>
        <source>the rules are broken: %1</source>
        <translation>as regras estão incorretas: %1</translation>
    </message>
    <message>
        <source>a checkpoint&apos;s name is empty or too long</source>
        <translation>o nome de um ponto de controle está vazio ou é longo demais</translation>
    </message>
    <message>
        <source>cell %1 of a checkpoint holds an impossible value</source>
        <translation>a célula %1 de um ponto de controle contém um valor impossível</translation>
    </message>
    <message>
        <source>a checkpoint has other givens than the puzzle</source>
        <translation>um ponto de controle tem pistas diferentes das do quebra-cabeça</translation>
    </message>
    <message>
        <source>the undo history is damaged</source>
        <translation>o histórico de desfazer está danificado</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Cannot keep the settings in %1: it is not a regular file (a pipe, a device, a socket or a folder).</source>
        <translation>Não é possível guardar as configurações em %1: não é um arquivo comum (é um pipe, um dispositivo, um socket ou uma pasta).</translation>
    </message>
    <message>
        <source>the file does not hold what was written</source>
        <translation>o arquivo não contém o que foi gravado</translation>
    </message>
    <message>
        <source>Cannot write the settings to %1: %2.</source>
        <translation>Não foi possível gravar as configurações em %1: %2.</translation>
    </message>
</context>
<context>
    <name>SingleInstance</name>
    <message>
        <source>Another Sudoku (process %1) keeps %2 and did not answer, so this window does not save there.</source>
        <translation>Outro Sudoku (processo %1) está usando %2 e não respondeu, então esta janela não salva lá.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>it is not a database</source>
        <translation>não é um banco de dados</translation>
    </message>
    <message>
        <source>it holds the tables of another program</source>
        <translation>contém as tabelas de outro programa</translation>
    </message>
    <message>
        <source>its tables are incomplete</source>
        <translation>suas tabelas estão incompletas</translation>
    </message>
    <message>
        <source>SQLite found it damaged</source>
        <translation>o SQLite o encontrou danificado</translation>
    </message>
    <message>
        <source>The statistics file was damaged (%1). It was kept as %2, and new statistics were started.</source>
        <translation>O arquivo de estatísticas estava danificado (%1). Ele foi guardado como %2, e novas estatísticas foram iniciadas.</translation>
    </message>
    <message>
        <source>Statistics are off: Qt&apos;s SQLite driver is not installed (Debian: libqt6sql6-sqlite).</source>
        <translation>Estatísticas desativadas: o driver SQLite do Qt não está instalado (Debian: libqt6sql6-sqlite).</translation>
    </message>
    <message>
        <source>Statistics are off: the folder %1 cannot be written, so %2 cannot be made.</source>
        <translation>Estatísticas desativadas: não é possível gravar na pasta %1, então %2 não pode ser criado.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 cannot be opened (%2).</source>
        <translation>Estatísticas desativadas: não é possível abrir %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics are off: %1 was made by a newer version of Sudoku (statistics version %2), and is left as it is.</source>
        <translation>Estatísticas desativadas: %1 foi criado por uma versão mais nova do Sudoku (versão de estatísticas %2) e é deixado como está.</translation>
    </message>
    <message>
        <source>Statistics are off: %1 is damaged and cannot be moved aside (%2).</source>
        <translation>Estatísticas desativadas: %1 está danificado e não pode ser tirado do caminho (%2).</translation>
    </message>
    <message>
        <source>Statistics cannot be saved: %1 or its folder is read-only. They can be shown, but games are not counted.</source>
        <translation>Não é possível salvar as estatísticas: %1 ou a sua pasta é somente leitura. Elas podem ser mostradas, mas as partidas não são contadas.</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2).</source>
        <translation>Não foi possível salvar as estatísticas em %1 (%2).</translation>
    </message>
    <message>
        <source>Statistics could not be saved to %1 (%2); the last game is not counted.</source>
        <translation>Não foi possível salvar as estatísticas em %1 (%2); a última partida não foi contada.</translation>
    </message>
    <message>
        <source>Another program holds %1 locked: your games are kept and counted once it lets go.</source>
        <translation>Outro programa mantém %1 bloqueado: suas partidas ficam guardadas e serão contadas assim que ele o liberar.</translation>
    </message>
    <message>
        <source>Statistics cannot be shown for now: another program holds %1 locked.</source>
        <translation>Não é possível mostrar as estatísticas por enquanto: outro programa mantém %1 bloqueado.</translation>
    </message>
    <message>
        <source>Your last games could not be counted: another program holds %1 locked, and they could not be kept for later either (%2).</source>
        <translation>Não foi possível contar suas últimas partidas: outro programa mantém %1 bloqueado, e também não foi possível guardá-las para depois (%2).</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <comment>statistics tab</comment>
        <translation>&amp;Visão geral</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <comment>statistics tab: the games played</comment>
        <translation>&amp;Histórico</translation>
    </message>
    <message>
        <source>Statistics by level</source>
        <translation>Estatísticas por nível</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas as partidas</translation>
    </message>
    <message>
        <source>Games started</source>
        <translation>Partidas iniciadas</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Concluídas</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonadas</translation>
    </message>
    <message>
        <source>Best time without help</source>
        <translation>Melhor tempo sem ajuda</translation>
    </message>
    <message>
        <source>Average without help</source>
        <translation>Média sem ajuda</translation>
    </message>
    <message>
        <source>Median without help</source>
        <translation>Mediana sem ajuda</translation>
    </message>
    <message>
        <source>Average with help</source>
        <translation>Média com ajuda</translation>
    </message>
    <message>
        <source>Current streak</source>
        <comment>games finished in a row</comment>
        <translation>Sequência atual</translation>
    </message>
    <message>
        <source>Longest streak</source>
        <translation>Maior sequência</translation>
    </message>
    <message>
        <source>Times are of games finished without help (hints, checks, shown mistakes or Solve), except the average with help. A streak counts games finished in a row; an abandoned game ends it.</source>
        <translation>Os tempos são de partidas concluídas sem ajuda (dicas, verificações, erros mostrados ou Resolver), exceto a média com ajuda. Uma sequência conta partidas concluídas seguidas; uma partida abandonada a encerra.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ajuda</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>No statistics.</source>
        <translation>Sem estatísticas.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Contando…</translation>
    </message>
    <message>
        <source>Daily puzzle: days in a row with one finished: %1 · longest run: %2</source>
        <translation>Quebra-cabeça diário: dias seguidos com um concluído: %1 · maior sequência: %2</translation>
    </message>
    <message>
        <source>Your puzzle</source>
        <translation>Seu quebra-cabeça</translation>
    </message>
    <message>
        <source>%1, daily puzzle of %2</source>
        <comment>level, date</comment>
        <translation>%1, quebra-cabeça diário de %2</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Em andamento</translation>
    </message>
    <message>
        <source>Given up (Solve)</source>
        <translation>Desistiu (Resolver)</translation>
    </message>
    <message>
        <source>hints: %1</source>
        <translation>dicas: %1</translation>
    </message>
    <message>
        <source>checks: %1</source>
        <translation>verificações: %1</translation>
    </message>
    <message>
        <source>mistakes: %1</source>
        <translation>erros: %1</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>the game had help</comment>
        <translation>sim</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no help</comment>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>No games yet: a game counts from its first move.</source>
        <translation>Nenhuma partida ainda: uma partida conta a partir do primeiro lance.</translation>
    </message>
    <message>
        <source>Games: %1; the %2 most recent are listed.</source>
        <translation>Partidas: %1; as %2 mais recentes estão listadas.</translation>
    </message>
    <message>
        <source>Games: %1</source>
        <translation>Partidas: %1</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <comment>the statistics of which variant&apos;s games</comment>
        <translation>V&amp;ariante:</translation>
    </message>
    <message>
        <source>All variants</source>
        <translation>Todas as variantes</translation>
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
            <numerusform>Caminho da solução: %n passo</numerusform>
            <numerusform>Caminho da solução: %n passos</numerusform>
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
        <translation>Comece a jogar um sudoku para ver seus passos.</translation>
    </message>
    <message>
        <source>Looking for steps…</source>
        <translation>Procurando passos…</translation>
    </message>
    <message>
        <source>The board has mistakes: steps found on it would be wrong. Check or Hint point them out.</source>
        <translation>O tabuleiro tem erros: passos encontrados nele estariam errados. Verificar ou Dica os apontam.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a technique and how many of its steps apply</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No logical step applies here.</source>
        <translation>Nenhum passo lógico se aplica aqui.</translation>
    </message>
    <message numerus="yes">
        <source>%n steps apply here.</source>
        <translation>
            <numerusform>%n passo se aplica aqui.</numerusform>
            <numerusform>%n passos se aplicam aqui.</numerusform>
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
        <translation>Dificuldade</translation>
    </message>
    <message>
        <source>Candidates removed</source>
        <comment>sort the steps by</comment>
        <translation>Candidatos eliminados</translation>
    </message>
    <message>
        <source>Sort steps by</source>
        <translation>Ordenar os passos por</translation>
    </message>
    <message>
        <source>All steps</source>
        <comment>the list of every step that applies</comment>
        <translation>Todos os passos</translation>
    </message>
    <message>
        <source>Appl&amp;y Step</source>
        <translation>Apl&amp;icar passo</translation>
    </message>
    <message>
        <source>Carry out the selected step as one move (Return in the list does the same)</source>
        <translation>Aplicar o passo escolhido como uma só jogada (Enter na lista faz o mesmo)</translation>
    </message>
</context>
<context>
    <name>TechniqueGuide</name>
    <message>
        <source>Killer sudoku only: it reads the cages and their sums.</source>
        <comment>where a technique holds</comment>
        <translation>Só no Killer sudoku: lê as gaiolas e suas somas.</translation>
    </message>
    <message>
        <source>Works in every variant: the diagonals of Sudoku-X, the windows of Hyper and the regions of Jigsaw are houses like rows, columns and boxes, and a killer&apos;s cages only add to what is known.</source>
        <comment>where a technique holds</comment>
        <translation>Funciona em todas as variantes: as diagonais do Sudoku-X, as janelas do Hyper e as regiões do Jigsaw são casas como linhas, colunas e caixas, e as gaiolas de um Killer só acrescentam ao que já se sabe.</translation>
    </message>
    <message>
        <source>Built on the boxes: it holds in classic, Sudoku-X, Hyper and Killer puzzles, not in Jigsaw, whose regions replace the boxes.</source>
        <comment>where a technique holds</comment>
        <translation>Baseada nas caixas: vale nos quebra-cabeças clássicos, Sudoku-X, Hyper e Killer, não no Jigsaw, cujas regiões substituem as caixas.</translation>
    </message>
    <message>
        <source>Classic puzzles with exactly one solution only: in a variant the extra houses or cages can tell the two digits of a rectangle apart, so the pattern is not deadly there.</source>
        <comment>where a technique holds</comment>
        <translation>Só quebra-cabeças clássicos com exatamente uma solução: numa variante as casas ou gaiolas extras podem distinguir os dois dígitos de um retângulo, então ali o padrão não é mortal.</translation>
    </message>
    <message>
        <source>The last empty cell of a house takes the one digit the house lacks.</source>
        <comment>one-line summary of Full House</comment>
        <translation>A última célula vazia de uma casa recebe o único dígito que falta à casa.</translation>
    </message>
    <message>
        <source>Look for a row, column or box with eight digits already in it. Every house holds each digit once, so its one empty cell must take the digit that is missing.</source>
        <comment>explanation of Full House for a learner</comment>
        <translation>Procure uma linha, coluna ou caixa que já tenha oito dígitos. Cada casa contém cada dígito uma vez, então sua única célula vazia tem de receber o dígito que falta.</translation>
    </message>
    <message>
        <source>A digit that has only one place left in a house goes there.</source>
        <comment>one-line summary of Hidden Single</comment>
        <translation>Um dígito que só tem um lugar restante em uma casa vai ali.</translation>
    </message>
    <message>
        <source>Pick a digit and a house, and cross out every cell of the house that already sees that digit in its row, column or box. If only one cell is left, the digit must go there, whatever other candidates that cell still has: the house needs the digit somewhere.</source>
        <comment>explanation of Hidden Single for a learner</comment>
        <translation>Escolha um dígito e uma casa, e risque cada célula da casa que já vê esse dígito na sua linha, coluna ou caixa. Se sobrar só uma célula, o dígito tem de ir ali, quaisquer que sejam os outros candidatos que essa célula ainda tenha: a casa precisa do dígito em algum lugar.</translation>
    </message>
    <message>
        <source>A cell with only one candidate left takes it.</source>
        <comment>one-line summary of Naked Single</comment>
        <translation>Uma célula com um só candidato restante recebe esse candidato.</translation>
    </message>
    <message>
        <source>Look at one empty cell and list the digits its row, column and box already hold. If eight of the nine digits are there, the cell can only take the ninth: place it.</source>
        <comment>explanation of Naked Single for a learner</comment>
        <translation>Olhe para uma célula vazia e liste os dígitos que sua linha, coluna e caixa já contêm. Se oito dos nove dígitos estiverem lá, a célula só pode receber o nono: coloque-o.</translation>
    </message>
    <message>
        <source>A digit confined to one line inside a box is removed from the rest of that line.</source>
        <comment>one-line summary of Pointing</comment>
        <translation>Um dígito confinado a uma linha dentro de uma caixa é removido do resto dessa linha.</translation>
    </message>
    <message>
        <source>In one box, look at where a digit can still go. If all those cells lie in a single row or column, the box&apos;s copy of the digit will be on that line. So the digit cannot go anywhere else on that line, outside the box: remove it there.</source>
        <comment>explanation of Pointing for a learner</comment>
        <translation>Em uma caixa, veja onde um dígito ainda pode ir. Se todas essas células estiverem numa única linha ou coluna, o dígito da caixa estará nessa linha. Então o dígito não pode ir em nenhum outro lugar dessa linha, fora da caixa: remova-o ali.</translation>
    </message>
    <message>
        <source>A digit confined to one box inside a line is removed from the rest of that box.</source>
        <comment>one-line summary of Claiming</comment>
        <translation>Um dígito confinado a uma caixa dentro de uma linha é removido do resto dessa caixa.</translation>
    </message>
    <message>
        <source>In one row or column, look at where a digit can still go. If all those cells lie in a single box, the line&apos;s copy of the digit will be in that box. So the other cells of the box, off the line, cannot take it: remove it there.</source>
        <comment>explanation of Claiming for a learner</comment>
        <translation>Em uma linha ou coluna, veja onde um dígito ainda pode ir. Se todas essas células estiverem numa única caixa, o dígito da linha estará nessa caixa. Então as outras células da caixa, fora da linha, não podem recebê-lo: remova-o ali.</translation>
    </message>
    <message>
        <source>A naked pair in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Pair</comment>
        <translation>Um par nu em células que compartilham uma linha e uma caixa limpa as duas casas.</translation>
    </message>
    <message>
        <source>Two cells in the same box and the same row (or column) hold the same two candidates and no others. The two digits must fill these two cells, in one order or the other, so neither digit can go anywhere else in the box or in the line: remove them from both.</source>
        <comment>explanation of Locked Pair for a learner</comment>
        <translation>Duas células na mesma caixa e na mesma linha (ou coluna) contêm os mesmos dois candidatos e nenhum outro. Os dois dígitos têm de preencher essas duas células, numa ordem ou na outra, então nenhum dos dois dígitos pode ir em outro lugar da caixa ou da linha: remova-os de ambas.</translation>
    </message>
    <message>
        <source>Two cells of a house with the same two candidates keep those digits to themselves.</source>
        <comment>one-line summary of Naked Pair</comment>
        <translation>Duas células de uma casa com os mesmos dois candidatos guardam esses dígitos para si.</translation>
    </message>
    <message>
        <source>Find two cells in one house that hold exactly the same two candidates. Between them they must take both digits, so no other cell of that house can have either: remove the two digits from the rest of the house.</source>
        <comment>explanation of Naked Pair for a learner</comment>
        <translation>Encontre duas células em uma casa que contenham exatamente os mesmos dois candidatos. Juntas elas têm de receber os dois dígitos, então nenhuma outra célula dessa casa pode ter qualquer um deles: remova os dois dígitos do resto da casa.</translation>
    </message>
    <message>
        <source>Two digits that fit only the same two cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Pair</comment>
        <translation>Dois dígitos que só cabem nas mesmas duas células de uma casa ficam com essas células.</translation>
    </message>
    <message>
        <source>In one house, find two digits that can each go in only the same two cells. Those two cells must hold these two digits, so any other candidate in them is wrong: remove the other candidates from the two cells.</source>
        <comment>explanation of Hidden Pair for a learner</comment>
        <translation>Em uma casa, encontre dois dígitos que só podem ir, cada um, nas mesmas duas células. Essas duas células têm de conter esses dois dígitos, então qualquer outro candidato nelas está errado: remova os outros candidatos das duas células.</translation>
    </message>
    <message>
        <source>A naked triple in cells that share both a line and a box clears both houses.</source>
        <comment>one-line summary of Locked Triple</comment>
        <translation>Uma trinca nua em células que compartilham uma linha e uma caixa limpa as duas casas.</translation>
    </message>
    <message>
        <source>Three cells in the same box and the same row (or column) hold only three digits between them. They must take those three digits, so the digits can go nowhere else in the box or the line: remove them from both.</source>
        <comment>explanation of Locked Triple for a learner</comment>
        <translation>Três células na mesma caixa e na mesma linha (ou coluna) contêm, juntas, apenas três dígitos. Elas têm de receber esses três dígitos, então os dígitos não podem ir em nenhum outro lugar da caixa ou da linha: remova-os de ambas.</translation>
    </message>
    <message>
        <source>Three cells of a house that hold only three digits between them keep those digits.</source>
        <comment>one-line summary of Naked Triple</comment>
        <translation>Três células de uma casa que, juntas, contêm apenas três dígitos guardam esses dígitos.</translation>
    </message>
    <message>
        <source>Find three cells in one house whose candidates together are just three digits (a cell need not hold all three). The three cells must take those three digits, so remove the digits from every other cell of the house.</source>
        <comment>explanation of Naked Triple for a learner</comment>
        <translation>Encontre três células em uma casa cujos candidatos, juntos, são só três dígitos (uma célula não precisa ter os três). As três células têm de receber esses três dígitos, então remova os dígitos de todas as outras células da casa.</translation>
    </message>
    <message>
        <source>Three digits that fit only the same three cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Triple</comment>
        <translation>Três dígitos que só cabem nas mesmas três células de uma casa ficam com essas células.</translation>
    </message>
    <message>
        <source>In one house, find three digits whose possible places are the same three cells (each digit in two or three of them). Those cells must hold these digits, so remove every other candidate from them.</source>
        <comment>explanation of Hidden Triple for a learner</comment>
        <translation>Em uma casa, encontre três dígitos cujos lugares possíveis são as mesmas três células (cada dígito em duas ou três delas). Essas células têm de conter esses dígitos, então remova delas todos os outros candidatos.</translation>
    </message>
    <message>
        <source>Four cells of a house that hold only four digits between them keep those digits.</source>
        <comment>one-line summary of Naked Quad</comment>
        <translation>Quatro células de uma casa que, juntas, contêm apenas quatro dígitos guardam esses dígitos.</translation>
    </message>
    <message>
        <source>The naked triple&apos;s idea with four cells: four cells of one house whose candidates together are only four digits must take all four, so remove those digits from the rest of the house.</source>
        <comment>explanation of Naked Quad for a learner</comment>
        <translation>A ideia da trinca nua com quatro células: quatro células de uma casa cujos candidatos, juntos, são só quatro dígitos têm de receber os quatro, então remova esses dígitos do resto da casa.</translation>
    </message>
    <message>
        <source>Four digits that fit only the same four cells of a house claim those cells.</source>
        <comment>one-line summary of Hidden Quad</comment>
        <translation>Quatro dígitos que só cabem nas mesmas quatro células de uma casa ficam com essas células.</translation>
    </message>
    <message>
        <source>The hidden triple&apos;s idea with four digits: when four digits of a house can only go in the same four cells, those cells hold them, and every other candidate in the four cells can be removed.</source>
        <comment>explanation of Hidden Quad for a learner</comment>
        <translation>A ideia da trinca oculta com quatro dígitos: quando quatro dígitos de uma casa só podem ir nas mesmas quatro células, essas células os contêm, e todos os outros candidatos nas quatro células podem ser removidos.</translation>
    </message>
    <message>
        <source>A digit in exactly two places in each of two rows, in the same two columns.</source>
        <comment>one-line summary of X-Wing</comment>
        <translation>Um dígito com exatamente dois lugares em cada uma de duas linhas, nas mesmas duas colunas.</translation>
    </message>
    <message>
        <source>Find a digit that can go in only two cells of one row, and in only two cells of another row, in the same two columns. The two rows need the digit once each, and they can only take it in opposite corners of the rectangle. Either way both columns get the digit from these rows, so remove it from the other cells of the two columns. (The same works with columns and rows swapped.)</source>
        <comment>explanation of X-Wing for a learner</comment>
        <translation>Encontre um dígito que só pode ir em duas células de uma linha, e só em duas células de outra linha, nas mesmas duas colunas. As duas linhas precisam do dígito uma vez cada, e só podem recebê-lo em cantos opostos do retângulo. De qualquer forma as duas colunas recebem o dígito dessas linhas, então remova-o das outras células das duas colunas. (O mesmo vale trocando colunas e linhas.)</translation>
    </message>
    <message>
        <source>An X-Wing with three rows and three columns.</source>
        <comment>one-line summary of Swordfish</comment>
        <translation>Um X-Wing com três linhas e três colunas.</translation>
    </message>
    <message>
        <source>Find three rows in which a digit can only go in the same three columns (two or three cells in each row). The three rows need the digit three times, in three different columns, so these rows fill the digit of all three columns. Remove it from the other cells of those columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Swordfish for a learner</comment>
        <translation>Encontre três linhas em que um dígito só pode ir nas mesmas três colunas (duas ou três células em cada linha). As três linhas precisam do dígito três vezes, em três colunas diferentes, então essas linhas fornecem o dígito das três colunas. Remova-o das outras células dessas colunas. (Também trocando colunas e linhas.)</translation>
    </message>
    <message>
        <source>An X-Wing with four rows and four columns.</source>
        <comment>one-line summary of Jellyfish</comment>
        <translation>Um X-Wing com quatro linhas e quatro colunas.</translation>
    </message>
    <message>
        <source>Four rows in which a digit can only go in the same four columns must put the digit in each of those columns. So the digit can be removed from every other cell of the four columns. (Also with columns and rows swapped.)</source>
        <comment>explanation of Jellyfish for a learner</comment>
        <translation>Quatro linhas em que um dígito só pode ir nas mesmas quatro colunas têm de pôr o dígito em cada uma dessas colunas. Então o dígito pode ser removido de todas as outras células das quatro colunas. (Também trocando colunas e linhas.)</translation>
    </message>
    <message>
        <source>A pivot cell XY and two wings XZ and YZ: a cell that sees both wings cannot be Z.</source>
        <comment>one-line summary of XY-Wing</comment>
        <translation>Uma célula pivô XY e duas pinças XZ e YZ: uma célula que vê as duas pinças não pode ser Z.</translation>
    </message>
    <message>
        <source>Look for three cells with two candidates each: a pivot holding X and Y, one wing that sees the pivot and holds X and Z, another that sees the pivot and holds Y and Z. If the pivot is X, the first wing is Z; if the pivot is Y, the second wing is Z. One of the wings is Z either way, so any cell that sees both wings cannot be Z.</source>
        <comment>explanation of XY-Wing for a learner</comment>
        <translation>Procure três células com dois candidatos cada: um pivô com X e Y, uma pinça que vê o pivô e contém X e Z, outra que vê o pivô e contém Y e Z. Se o pivô for X, a primeira pinça é Z; se o pivô for Y, a segunda pinça é Z. De qualquer forma uma das pinças é Z, então nenhuma célula que vê as duas pinças pode ser Z.</translation>
    </message>
    <message>
        <source>An XY-Wing whose pivot also holds Z: cells that see all three cannot be Z.</source>
        <comment>one-line summary of XYZ-Wing</comment>
        <translation>Um XY-Wing cujo pivô também contém Z: células que veem as três não podem ser Z.</translation>
    </message>
    <message>
        <source>The pivot holds three candidates X, Y and Z; one wing that sees it holds X and Z, another holds Y and Z. Whichever digit the pivot takes, one of the three cells is Z: the pivot itself or one of the wings. So a cell that sees all three cells cannot be Z.</source>
        <comment>explanation of XYZ-Wing for a learner</comment>
        <translation>O pivô contém três candidatos X, Y e Z; uma pinça que o vê contém X e Z, outra contém Y e Z. Seja qual for o dígito do pivô, uma das três células é Z: o próprio pivô ou uma das pinças. Então uma célula que vê as três células não pode ser Z.</translation>
    </message>
    <message>
        <source>Two strong links of one digit on parallel lines, joined at one end.</source>
        <comment>one-line summary of Skyscraper</comment>
        <translation>Dois elos fortes de um dígito em linhas paralelas, unidos em uma ponta.</translation>
    </message>
    <message>
        <source>Find a digit that has exactly two places in each of two rows, with one end of each pair in the same column (the base) and the other two ends in different columns (the tops). The two base cells share a column, so at most one of them holds the digit, and the other row must then have it at its top: at least one top holds the digit. A cell that sees both tops cannot take it. (Also with columns and rows swapped.)</source>
        <comment>explanation of Skyscraper for a learner</comment>
        <translation>Encontre um dígito que tem exatamente dois lugares em cada uma de duas linhas, com uma ponta de cada par na mesma coluna (a base) e as outras duas pontas em colunas diferentes (os topos). As duas células da base compartilham uma coluna, então no máximo uma delas contém o dígito, e a outra linha tem de tê-lo no seu topo: pelo menos um topo contém o dígito. Uma célula que vê os dois topos não pode recebê-lo. (Também trocando colunas e linhas.)</translation>
    </message>
    <message>
        <source>A row link and a column link of one digit, joined in a box.</source>
        <comment>one-line summary of 2-String Kite</comment>
        <translation>Um elo de linha e um elo de coluna de um dígito, unidos em uma caixa.</translation>
    </message>
    <message>
        <source>Find a digit with exactly two places in a row and exactly two in a column, where one end of the row and one end of the column are different cells of the same box. Those two cells cannot both hold the digit, so one of the far ends does: the other end of the row or the other end of the column. The cell that sees both far ends cannot take the digit.</source>
        <comment>explanation of 2-String Kite for a learner</comment>
        <translation>Encontre um dígito com exatamente dois lugares em uma linha e exatamente dois em uma coluna, em que uma ponta da linha e uma ponta da coluna são células diferentes da mesma caixa. Essas duas células não podem conter ambas o dígito, então uma das pontas distantes o contém: a outra ponta da linha ou a outra ponta da coluna. A célula que vê as duas pontas distantes não pode receber o dígito.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links in two colours; a cell that sees both colours loses it.</source>
        <comment>one-line summary of Simple Colouring (trap)</comment>
        <translation>Pinte os elos fortes de um dígito com duas cores; uma célula que vê as duas cores perde o dígito.</translation>
    </message>
    <message>
        <source>Take one digit and join every two cells that are its only places in a house. Colour such a chain in two colours, alternating: one colour is all true, the other all false, but we do not yet know which. A cell outside the chain that sees a cell of each colour sees the digit either way, so remove it there.</source>
        <comment>explanation of Simple Colouring (trap) for a learner</comment>
        <translation>Pegue um dígito e una cada duas células que são seus únicos lugares em uma casa. Pinte essa cadeia com duas cores, alternando: uma cor é toda verdadeira, a outra toda falsa, mas ainda não sabemos qual. Uma célula fora da cadeia que vê uma célula de cada cor vê o dígito de qualquer forma, então remova-o ali.</translation>
    </message>
    <message>
        <source>Colour one digit&apos;s strong links; a colour that meets itself in a house is false.</source>
        <comment>one-line summary of Simple Colouring (wrap)</comment>
        <translation>Pinte os elos fortes de um dígito; uma cor que encontra a si mesma em uma casa é falsa.</translation>
    </message>
    <message>
        <source>Colour a chain of one digit&apos;s strong links in two alternating colours, as in the trap. If two cells of the same colour share a house, that colour cannot be true, as the house would get the digit twice. So every cell of that colour loses the digit, and the cells of the other colour take it.</source>
        <comment>explanation of Simple Colouring (wrap) for a learner</comment>
        <translation>Pinte uma cadeia de elos fortes de um dígito com duas cores alternadas, como na armadilha. Se duas células da mesma cor compartilham uma casa, essa cor não pode ser verdadeira, pois a casa receberia o dígito duas vezes. Então toda célula dessa cor perde o dígito, e as células da outra cor o recebem.</translation>
    </message>
    <message>
        <source>Two equal bivalue cells joined by a strong link of one of their digits.</source>
        <comment>one-line summary of W-Wing</comment>
        <translation>Duas células bivalentes iguais unidas por um elo forte de um dos seus dígitos.</translation>
    </message>
    <message>
        <source>Find two cells that hold the same two candidates X and Y but do not see each other, and a strong link on X (a house where X has only two places) with one end seeing each cell. If neither cell were Y, both would be X, and the strong link would have no X left. So one of the two cells is Y, and a cell that sees both cannot be Y.</source>
        <comment>explanation of W-Wing for a learner</comment>
        <translation>Encontre duas células que contêm os mesmos dois candidatos X e Y mas não se veem, e um elo forte em X (uma casa em que X tem só dois lugares) com uma ponta vendo cada célula. Se nenhuma das células fosse Y, ambas seriam X, e o elo forte ficaria sem nenhum X. Então uma das duas células é Y, e uma célula que vê as duas não pode ser Y.</translation>
    </message>
    <message>
        <source>Three corners of a deadly rectangle: the fourth cannot keep both digits.</source>
        <comment>one-line summary of Unique Rectangle Type 1</comment>
        <translation>Três cantos de um retângulo mortal: o quarto não pode ficar com os dois dígitos.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes that all held only X and Y could swap X and Y and give a second solution (a deadly pattern). A proper puzzle has only one solution, so this cannot happen. When three corners hold only X and Y, the fourth must take another digit: remove X and Y from it.</source>
        <comment>explanation of Unique Rectangle Type 1 for a learner</comment>
        <translation>Quatro células em duas linhas, duas colunas e duas caixas que contivessem apenas X e Y poderiam trocar X e Y e dar uma segunda solução (um padrão mortal). Um quebra-cabeça bem feito tem só uma solução, então isso não pode acontecer. Quando três cantos contêm apenas X e Y, o quarto tem de receber outro dígito: remova X e Y dele.</translation>
    </message>
    <message>
        <source>All cells bivalue but one: that cell takes its third digit.</source>
        <comment>one-line summary of BUG+1</comment>
        <translation>Todas as células bivalentes menos uma: essa célula recebe seu terceiro dígito.</translation>
    </message>
    <message>
        <source>A grid where every empty cell has two candidates and every digit appears twice in each house is a bivalue universal grave: it has no solution or more than one. When only one cell has three candidates, and one of its digits appears three times in its houses, that digit must be placed there; otherwise the grid would fall into the grave.</source>
        <comment>explanation of BUG+1 for a learner</comment>
        <translation>Uma grade em que toda célula vazia tem dois candidatos e todo dígito aparece duas vezes em cada casa é um túmulo bivalente universal (BUG): não tem solução ou tem mais de uma. Quando só uma célula tem três candidatos, e um dos seus dígitos aparece três vezes nas suas casas, esse dígito tem de ser colocado ali; senão a grade cairia no túmulo.</translation>
    </message>
    <message>
        <source>Two strong links of one digit joined by a weak link.</source>
        <comment>one-line summary of Turbot Fish</comment>
        <translation>Dois elos fortes de um dígito unidos por um elo fraco.</translation>
    </message>
    <message>
        <source>Take a digit with two strong links (houses where it has exactly two places), where one end of the first sees one end of the second. Those two ends cannot both hold the digit, so one of the two other ends does. A cell that sees both of those other ends cannot take the digit. The skyscraper and the kite are turbot fish of particular shapes.</source>
        <comment>explanation of Turbot Fish for a learner</comment>
        <translation>Pegue um dígito com dois elos fortes (casas em que ele tem exatamente dois lugares), em que uma ponta do primeiro vê uma ponta do segundo. Essas duas pontas não podem conter ambas o dígito, então uma das outras duas pontas o contém. Uma célula que vê essas duas outras pontas não pode receber o dígito. O Skyscraper e o Kite são Turbot Fish de formas particulares.</translation>
    </message>
    <message>
        <source>A digit in a box confined to one row and one column, with a strong link outside.</source>
        <comment>one-line summary of Empty Rectangle</comment>
        <translation>Um dígito em uma caixa confinado a uma linha e uma coluna, com um elo forte fora dela.</translation>
    </message>
    <message>
        <source>In a box, the places of a digit lie on one row and one column of the box (an L or a cross), so the box&apos;s copy is on that row or on that column. Add a strong link of the digit in a column outside the box, its near end on the box&apos;s row. Either its far end holds the digit, or its near end does, and then the box&apos;s row is taken and the box&apos;s copy is on its column. The cell where the box&apos;s column meets the far end&apos;s row sees both, so it loses the digit. (Also with rows and columns swapped.)</source>
        <comment>explanation of Empty Rectangle for a learner</comment>
        <translation>Em uma caixa, os lugares de um dígito ficam em uma linha e uma coluna da caixa (um L ou uma cruz), então o dígito da caixa está nessa linha ou nessa coluna. Acrescente um elo forte do dígito em uma coluna fora da caixa, com a ponta próxima na linha da caixa. Ou a ponta distante contém o dígito, ou a ponta próxima o contém, e então a linha da caixa está ocupada e o dígito da caixa está na sua coluna. A célula onde a coluna da caixa cruza a linha da ponta distante vê as duas, então perde o dígito. (Também trocando linhas e colunas.)</translation>
    </message>
    <message>
        <source>Two 2-String Kites through the same box cells, each removing a digit.</source>
        <comment>one-line summary of Dual 2-String Kite</comment>
        <translation>Dois 2-String Kites pelas mesmas células de uma caixa, cada um removendo um dígito.</translation>
    </message>
    <message>
        <source>Two kites that share the same two cells of a box, each made of its own strong links, are found together. Each kite on its own removes the digit from the cell that sees both its far ends; the step takes both eliminations at once.</source>
        <comment>explanation of Dual 2-String Kite for a learner</comment>
        <translation>Dois kites que compartilham as mesmas duas células de uma caixa, cada um feito dos seus próprios elos fortes, são encontrados juntos. Cada kite sozinho remove o dígito da célula que vê as duas pontas distantes dele; o passo faz as duas eliminações de uma vez.</translation>
    </message>
    <message>
        <source>Two empty rectangles in one box, each with its own strong link.</source>
        <comment>one-line summary of Dual Empty Rectangle</comment>
        <translation>Dois retângulos vazios em uma caixa, cada um com seu próprio elo forte.</translation>
    </message>
    <message>
        <source>One box whose digit is confined to a row and a column works as an empty rectangle with two strong links at once, one meeting its row and one meeting its column. Each makes its own elimination, as in the empty rectangle; the step takes both.</source>
        <comment>explanation of Dual Empty Rectangle for a learner</comment>
        <translation>Uma caixa cujo dígito está confinado a uma linha e uma coluna funciona como um retângulo vazio com dois elos fortes ao mesmo tempo, um que encontra a sua linha e outro que encontra a sua coluna. Cada um faz a sua própria eliminação, como no retângulo vazio; o passo faz as duas.</translation>
    </message>
    <message>
        <source>An X-Wing with extra candidates in one box: eliminate only where the fin is seen.</source>
        <comment>one-line summary of Finned X-Wing</comment>
        <translation>Um X-Wing com candidatos extras em uma caixa: elimine só onde a barbatana é vista.</translation>
    </message>
    <message>
        <source>Two rows hold a digit almost as in an X-Wing, but one row has an extra place or two (the fin) inside the box of one corner. Either the fin holds the digit, or the X-Wing is real. A cell that the X-Wing would clear and that also sees the fin (in the fin&apos;s box) loses the digit in both cases.</source>
        <comment>explanation of Finned X-Wing for a learner</comment>
        <translation>Duas linhas contêm um dígito quase como em um X-Wing, mas uma linha tem um ou dois lugares a mais (a barbatana) dentro da caixa de um canto. Ou a barbatana contém o dígito, ou o X-Wing é real. Uma célula que o X-Wing limparia e que também vê a barbatana (na caixa da barbatana) perde o dígito nos dois casos.</translation>
    </message>
    <message>
        <source>A Swordfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Swordfish</comment>
        <translation>Um Swordfish com candidatos extras em uma caixa.</translation>
    </message>
    <message>
        <source>Three rows hold a digit as in a swordfish, apart from a fin: one or two extra places in a single box. Either the fin holds the digit or the swordfish is true. The cells the swordfish would clear that also see the fin lose the digit.</source>
        <comment>explanation of Finned Swordfish for a learner</comment>
        <translation>Três linhas contêm um dígito como em um Swordfish, exceto por uma barbatana: um ou dois lugares a mais em uma única caixa. Ou a barbatana contém o dígito ou o Swordfish vale. As células que o Swordfish limparia e que também veem a barbatana perdem o dígito.</translation>
    </message>
    <message>
        <source>A Jellyfish with extra candidates in one box.</source>
        <comment>one-line summary of Finned Jellyfish</comment>
        <translation>Um Jellyfish com candidatos extras em uma caixa.</translation>
    </message>
    <message>
        <source>The finned idea with four rows and four columns: either the fin in its box holds the digit, or the jellyfish is true. Remove the digit from the cells the jellyfish would clear that also see the fin.</source>
        <comment>explanation of Finned Jellyfish for a learner</comment>
        <translation>A ideia da barbatana com quatro linhas e quatro colunas: ou a barbatana na sua caixa contém o dígito, ou o Jellyfish vale. Remova o dígito das células que o Jellyfish limparia e que também veem a barbatana.</translation>
    </message>
    <message>
        <source>A finned X-Wing missing one corner.</source>
        <comment>one-line summary of Sashimi X-Wing</comment>
        <translation>Um X-Wing com barbatana sem um dos cantos.</translation>
    </message>
    <message>
        <source>As a finned X-Wing, but one corner of the rectangle has no candidate left; the fin beside it in the same box stands in for it. Either the fin holds the digit or the remaining cells work as an X-Wing, so the cells that see the fin and that the X-Wing would clear lose the digit.</source>
        <comment>explanation of Sashimi X-Wing for a learner</comment>
        <translation>Como um X-Wing com barbatana, mas um canto do retângulo não tem mais nenhum candidato; a barbatana ao lado, na mesma caixa, toma o lugar dele. Ou a barbatana contém o dígito ou as células restantes funcionam como um X-Wing, então as células que veem a barbatana e que o X-Wing limparia perdem o dígito.</translation>
    </message>
    <message>
        <source>A finned Swordfish missing a corner.</source>
        <comment>one-line summary of Sashimi Swordfish</comment>
        <translation>Um Swordfish com barbatana sem um canto.</translation>
    </message>
    <message>
        <source>A finned swordfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The reasoning is the finned one: the cells that see the fin and that the swordfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Swordfish for a learner</comment>
        <translation>Um Swordfish com barbatana em que o canto da caixa da barbatana não tem candidato; a barbatana toma o lugar dele. O raciocínio é o da barbatana: as células que veem a barbatana e que o Swordfish limparia perdem o dígito.</translation>
    </message>
    <message>
        <source>A finned Jellyfish missing a corner.</source>
        <comment>one-line summary of Sashimi Jellyfish</comment>
        <translation>Um Jellyfish com barbatana sem um canto.</translation>
    </message>
    <message>
        <source>A finned jellyfish in which the corner of the fin&apos;s box has no candidate; the fin takes its place. The cells that see the fin and that the jellyfish would clear lose the digit.</source>
        <comment>explanation of Sashimi Jellyfish for a learner</comment>
        <translation>Um Jellyfish com barbatana em que o canto da caixa da barbatana não tem candidato; a barbatana toma o lugar dele. As células que veem a barbatana e que o Jellyfish limparia perdem o dígito.</translation>
    </message>
    <message>
        <source>Two finned Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Swordfish</comment>
        <translation>Dois Swordfish com barbatana nas mesmas linhas, encontrados como um só passo.</translation>
    </message>
    <message>
        <source>Two finned swordfish that share their rows and differ only in which extra cells are the fin are shown together: each removes the digit where it would alone, and the step takes both removals.</source>
        <comment>explanation of Siamese Finned Swordfish for a learner</comment>
        <translation>Dois Swordfish com barbatana que compartilham as linhas e diferem apenas em quais células extras formam a barbatana são mostrados juntos: cada um remove o dígito onde removeria sozinho, e o passo faz as duas remoções.</translation>
    </message>
    <message>
        <source>Two finned Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Finned Jellyfish</comment>
        <translation>Dois Jellyfish com barbatana nas mesmas linhas, encontrados como um só passo.</translation>
    </message>
    <message>
        <source>Two finned jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Finned Jellyfish for a learner</comment>
        <translation>Dois Jellyfish com barbatana que compartilham as linhas e diferem apenas nas barbatanas são mostrados juntos; cada um faz a sua própria eliminação, e o passo faz as duas.</translation>
    </message>
    <message>
        <source>Two sashimi Swordfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Swordfish</comment>
        <translation>Dois Swordfish Sashimi nas mesmas linhas, encontrados como um só passo.</translation>
    </message>
    <message>
        <source>Two sashimi swordfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Swordfish for a learner</comment>
        <translation>Dois Swordfish Sashimi que compartilham as linhas e diferem apenas nas barbatanas são mostrados juntos; cada um faz a sua própria eliminação, e o passo faz as duas.</translation>
    </message>
    <message>
        <source>Two sashimi Jellyfish on the same rows, found as one step.</source>
        <comment>one-line summary of Siamese Sashimi Jellyfish</comment>
        <translation>Dois Jellyfish Sashimi nas mesmas linhas, encontrados como um só passo.</translation>
    </message>
    <message>
        <source>Two sashimi jellyfish that share their rows and differ only in their fins are shown together; each makes its own elimination, and the step takes both.</source>
        <comment>explanation of Siamese Sashimi Jellyfish for a learner</comment>
        <translation>Dois Jellyfish Sashimi que compartilham as linhas e diferem apenas nas barbatanas são mostrados juntos; cada um faz a sua própria eliminação, e o passo faz as duas.</translation>
    </message>
    <message>
        <source>Two colour chains of one digit that see each other: one colour pair cannot both be true.</source>
        <comment>one-line summary of Multi-Colouring (type 1)</comment>
        <translation>Duas cadeias coloridas de um dígito que se veem: um par de cores não pode ser verdadeiro ao mesmo tempo.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links, each in its own pair of colours. If a cell of colour A in the first chain sees a cell of colour C in the second, A and C are not both true, so the opposite colours B or D hold the digit. A cell that sees both a B cell and a D cell cannot take it.</source>
        <comment>explanation of Multi-Colouring (type 1) for a learner</comment>
        <translation>Pinte duas cadeias separadas de elos fortes de um dígito, cada uma com seu próprio par de cores. Se uma célula de cor A na primeira cadeia vê uma célula de cor C na segunda, A e C não são ambas verdadeiras, então as cores opostas B ou D contêm o dígito. Uma célula que vê uma célula B e uma célula D não pode recebê-lo.</translation>
    </message>
    <message>
        <source>A colour that sees both colours of another chain is false.</source>
        <comment>one-line summary of Multi-Colouring (type 2)</comment>
        <translation>Uma cor que vê as duas cores de outra cadeia é falsa.</translation>
    </message>
    <message>
        <source>Colour two separate chains of one digit&apos;s strong links. If cells of colour A in the first chain see cells of both colours of the second chain, A cannot be true: one of the second chain&apos;s colours holds the digit, and A would clash with it. So every cell of colour A loses the digit.</source>
        <comment>explanation of Multi-Colouring (type 2) for a learner</comment>
        <translation>Pinte duas cadeias separadas de elos fortes de um dígito. Se células de cor A na primeira cadeia veem células das duas cores da segunda cadeia, A não pode ser verdadeira: uma das cores da segunda cadeia contém o dígito, e A entraria em conflito com ela. Então toda célula de cor A perde o dígito.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose two roof cells share one extra digit: that digit is in the roof.</source>
        <comment>one-line summary of Unique Rectangle Type 2</comment>
        <translation>Um retângulo mortal cujas duas células do teto compartilham um dígito extra: esse dígito está no teto.</translation>
    </message>
    <message>
        <source>Four cells on two rows, two columns and two boxes hold X and Y; two of them (the roof) also hold the same extra digit Z. If neither roof cell were Z, the four cells would form a deadly pattern with two solutions. So one roof cell is Z, and a cell that sees both roof cells cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 2 for a learner</comment>
        <translation>Quatro células em duas linhas, duas colunas e duas caixas contêm X e Y; duas delas (o teto) contêm também o mesmo dígito extra Z. Se nenhuma célula do teto fosse Z, as quatro células formariam um padrão mortal com duas soluções. Então uma célula do teto é Z, e uma célula que vê as duas células do teto não pode ser Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof&apos;s extra digits form a subset with other cells.</source>
        <comment>one-line summary of Unique Rectangle Type 3</comment>
        <translation>Um retângulo mortal cujos dígitos extras do teto formam um subconjunto com outras células.</translation>
    </message>
    <message>
        <source>In a unique rectangle the two roof cells hold extra digits; one of those extras must be true, so together the roof acts as one cell holding just the extra digits. If that pseudo-cell and other cells of a house they share make a naked subset, the subset&apos;s digits can be removed from the rest of that house.</source>
        <comment>explanation of Unique Rectangle Type 3 for a learner</comment>
        <translation>Em um retângulo único as duas células do teto contêm dígitos extras; um desses extras tem de ser verdadeiro, então juntas as células do teto agem como uma única célula que contém só os dígitos extras. Se essa pseudocélula e outras células de uma casa que elas compartilham formam um subconjunto nu, os dígitos do subconjunto podem ser removidos do resto dessa casa.</translation>
    </message>
    <message>
        <source>A deadly rectangle whose roof must hold one of its digits: the other goes.</source>
        <comment>one-line summary of Unique Rectangle Type 4</comment>
        <translation>Um retângulo mortal cujo teto tem de conter um dos seus dígitos: o outro sai.</translation>
    </message>
    <message>
        <source>The two roof cells of a unique rectangle share a house in which X can only go in those two cells. So one roof cell is X. If the other were Y, the rectangle would be deadly, so neither roof cell can be Y: remove Y from both.</source>
        <comment>explanation of Unique Rectangle Type 4 for a learner</comment>
        <translation>As duas células do teto de um retângulo único compartilham uma casa em que X só pode ir nessas duas células. Então uma célula do teto é X. Se a outra fosse Y, o retângulo seria mortal, então nenhuma célula do teto pode ser Y: remova Y das duas.</translation>
    </message>
    <message>
        <source>A deadly rectangle with the same extra digit in three corners.</source>
        <comment>one-line summary of Unique Rectangle Type 5</comment>
        <translation>Um retângulo mortal com o mesmo dígito extra em três cantos.</translation>
    </message>
    <message>
        <source>Three corners of a unique rectangle (or two on a diagonal) hold the same extra digit Z. One of them must be Z, or the rectangle would be deadly. So a cell that sees all the cells with Z cannot be Z.</source>
        <comment>explanation of Unique Rectangle Type 5 for a learner</comment>
        <translation>Três cantos de um retângulo único (ou dois numa diagonal) contêm o mesmo dígito extra Z. Um deles tem de ser Z, senão o retângulo seria mortal. Então uma célula que vê todas as células com Z não pode ser Z.</translation>
    </message>
    <message>
        <source>A deadly rectangle with an X-Wing on one of its digits.</source>
        <comment>one-line summary of Unique Rectangle Type 6</comment>
        <translation>Um retângulo mortal com um X-Wing em um dos seus dígitos.</translation>
    </message>
    <message>
        <source>The two diagonal roof cells of a unique rectangle hold extras, and digit X has only the rectangle&apos;s cells in both its rows and both its columns. If a roof cell were X, X would fill the opposite corner too, and the other two corners would be Y: a deadly pattern. So X can be removed from the two roof cells.</source>
        <comment>explanation of Unique Rectangle Type 6 for a learner</comment>
        <translation>As duas células do teto em diagonal de um retângulo único contêm extras, e o dígito X só tem as células do retângulo nas suas duas linhas e nas suas duas colunas. Se uma célula do teto fosse X, X ocuparia também o canto oposto, e os outros dois cantos seriam Y: um padrão mortal. Então X pode ser removido das duas células do teto.</translation>
    </message>
    <message>
        <source>A rectangle held by strong links that would become deadly: one candidate goes.</source>
        <comment>one-line summary of Hidden Rectangle</comment>
        <translation>Um retângulo sustentado por elos fortes que se tornaria mortal: um candidato sai.</translation>
    </message>
    <message>
        <source>Four cells of a rectangle on two boxes all hold X and Y, and one corner holds only these two. Look at the corner opposite it: if X has only the rectangle&apos;s cells in that corner&apos;s row and column, that corner cannot be Y, for then X would fill the other two corners and the four cells would be deadly. Remove Y there.</source>
        <comment>explanation of Hidden Rectangle for a learner</comment>
        <translation>Quatro células de um retângulo em duas caixas contêm todas X e Y, e um canto contém só esses dois. Olhe o canto oposto a ele: se X só tem as células do retângulo na linha e na coluna desse canto, esse canto não pode ser Y, pois então X ocuparia os outros dois cantos e as quatro células seriam mortais. Remova Y ali.</translation>
    </message>
    <message>
        <source>Three solved corners of a rectangle would be deadly with the fourth: that digit goes.</source>
        <comment>one-line summary of Avoidable Rectangle Type 1</comment>
        <translation>Três cantos resolvidos de um retângulo seriam mortais com o quarto: esse dígito sai.</translation>
    </message>
    <message>
        <source>Three corners of a rectangle on two boxes hold digits the player placed (not givens), X and Y in a rectangle&apos;s pattern. If the fourth corner took the digit that completes the pattern, X and Y could be swapped in all four cells and the puzzle would have two solutions. So remove that digit from the fourth corner.</source>
        <comment>explanation of Avoidable Rectangle Type 1 for a learner</comment>
        <translation>Três cantos de um retângulo em duas caixas contêm dígitos colocados pelo jogador (não pistas), X e Y no padrão de um retângulo. Se o quarto canto recebesse o dígito que completa o padrão, X e Y poderiam ser trocados nas quatro células e o quebra-cabeça teria duas soluções. Então remova esse dígito do quarto canto.</translation>
    </message>
    <message>
        <source>A rectangle two placed digits away from deadly, with a shared extra digit.</source>
        <comment>one-line summary of Avoidable Rectangle Type 2</comment>
        <translation>Um retângulo a dois dígitos colocados de ser mortal, com um dígito extra em comum.</translation>
    </message>
    <message>
        <source>Two corners of a rectangle hold placed digits (not givens); the other two each hold the digit that would make the pattern deadly plus the same extra digit Z. They cannot both take the deadly digits, so one of them is Z, and a cell that sees both cannot be Z.</source>
        <comment>explanation of Avoidable Rectangle Type 2 for a learner</comment>
        <translation>Dois cantos de um retângulo contêm dígitos colocados (não pistas); os outros dois contêm cada um o dígito que tornaria o padrão mortal mais o mesmo dígito extra Z. Eles não podem receber ambos os dígitos mortais, então um deles é Z, e uma célula que vê os dois não pode ser Z.</translation>
    </message>
    <message>
        <source>An alternating chain of strong and weak links of one digit.</source>
        <comment>one-line summary of X-Chain</comment>
        <translation>Uma cadeia alternada de elos fortes e fracos de um dígito.</translation>
    </message>
    <message>
        <source>Start at a cell with a digit and follow it: a strong link (the only other place in a house) then a weak link (another place in a house), alternating, always on the same digit, and end on a strong link. Whether the first cell holds the digit or not, one of the two ends of the chain does. A cell that sees both ends cannot take the digit.</source>
        <comment>explanation of X-Chain for a learner</comment>
        <translation>Comece em uma célula com um dígito e siga-o: um elo forte (o único outro lugar em uma casa), depois um elo fraco (outro lugar em uma casa), alternando, sempre no mesmo dígito, e termine em um elo forte. Quer a primeira célula contenha o dígito ou não, uma das duas pontas da cadeia o contém. Uma célula que vê as duas pontas não pode receber o dígito.</translation>
    </message>
    <message>
        <source>A chain of bivalue cells: one end or the other holds the digit.</source>
        <comment>one-line summary of XY-Chain</comment>
        <translation>Uma cadeia de células bivalentes: uma ponta ou a outra contém o dígito.</translation>
    </message>
    <message>
        <source>Link cells that each have exactly two candidates, each cell sharing a digit with the next and seeing it. If the first cell is not Z, it is its other digit, which forces the next cell, and so on down the chain until the last cell is Z. So when both ends hold Z, one of them is Z, and a cell that sees both ends cannot be Z.</source>
        <comment>explanation of XY-Chain for a learner</comment>
        <translation>Ligue células que têm exatamente dois candidatos cada, cada célula compartilhando um dígito com a seguinte e vendo-a. Se a primeira célula não for Z, ela é o seu outro dígito, o que força a célula seguinte, e assim por diante ao longo da cadeia até que a última célula seja Z. Então, quando as duas pontas contêm Z, uma delas é Z, e uma célula que vê as duas pontas não pode ser Z.</translation>
    </message>
    <message>
        <source>A chain of cells holding the same two digits: ends an odd distance apart differ.</source>
        <comment>one-line summary of Remote Pair</comment>
        <translation>Uma cadeia de células com os mesmos dois dígitos: pontas a uma distância ímpar são diferentes.</translation>
    </message>
    <message>
        <source>A chain of cells that all hold only the same two digits, each seeing the next, alternates: every second cell has the same digit. Two cells an odd number of links apart hold different digits, so together they hold both. A cell that sees both of them can hold neither digit.</source>
        <comment>explanation of Remote Pair for a learner</comment>
        <translation>Uma cadeia de células que contêm todas apenas os mesmos dois dígitos, cada uma vendo a seguinte, alterna: uma célula sim, outra não, tem o mesmo dígito. Duas células separadas por um número ímpar de elos contêm dígitos diferentes, então juntas contêm os dois. Uma célula que vê as duas não pode conter nenhum dos dois dígitos.</translation>
    </message>
    <message>
        <source>A chain that closes on itself: every weak link of the loop becomes strong.</source>
        <comment>one-line summary of Continuous Nice Loop</comment>
        <translation>Uma cadeia que se fecha sobre si mesma: todo elo fraco do laço se torna forte.</translation>
    </message>
    <message>
        <source>A chain of alternating strong and weak links that comes back to where it started, with no break in the alternation, is a loop: every weak link in it holds both ways. So in each house a weak link runs through, one of its two ends is true, and the digit is removed from the other cells of that house; a cell whose two candidates are joined by a weak link loses its other candidates.</source>
        <comment>explanation of Continuous Nice Loop for a learner</comment>
        <translation>Uma cadeia de elos fortes e fracos alternados que volta ao ponto de partida, sem quebra na alternância, é um laço: todo elo fraco nela vale nos dois sentidos. Então, em cada casa por onde passa um elo fraco, uma das suas duas pontas é verdadeira, e o dígito é removido das outras células dessa casa; uma célula cujos dois candidatos são unidos por um elo fraco perde os seus outros candidatos.</translation>
    </message>
    <message>
        <source>A loop that breaks at one cell: that candidate is true or false.</source>
        <comment>one-line summary of Discontinuous Nice Loop</comment>
        <translation>Um laço que se quebra em uma célula: esse candidato é verdadeiro ou falso.</translation>
    </message>
    <message>
        <source>A chain that starts and ends at the same candidate, with one place where two links of the same kind meet. Two strong links meeting there show that assuming the candidate is false makes it true: place it. Two weak links show that assuming it true makes it false: remove it.</source>
        <comment>explanation of Discontinuous Nice Loop for a learner</comment>
        <translation>Uma cadeia que começa e termina no mesmo candidato, com um ponto onde se encontram dois elos do mesmo tipo. Dois elos fortes que se encontram ali mostram que supor o candidato falso o torna verdadeiro: coloque-o. Dois elos fracos mostram que supô-lo verdadeiro o torna falso: remova-o.</translation>
    </message>
    <message>
        <source>An alternating inference chain over any candidates: one of its ends is true.</source>
        <comment>one-line summary of AIC</comment>
        <translation>Uma cadeia de inferências alternadas sobre quaisquer candidatos: uma das suas pontas é verdadeira.</translation>
    </message>
    <message>
        <source>Follow strong and weak links, alternating, across cells and digits: a strong link may be two places of a digit in a house or the two candidates of a bivalue cell. A chain that starts and ends with a strong link makes at least one end true. If both ends are the same digit, a cell that sees both ends loses it; if they are different digits in cells that see each other, each end&apos;s cell loses the other end&apos;s digit.</source>
        <comment>explanation of AIC for a learner</comment>
        <translation>Siga elos fortes e fracos, alternando, através de células e dígitos: um elo forte pode ser dois lugares de um dígito em uma casa ou os dois candidatos de uma célula bivalente. Uma cadeia que começa e termina com um elo forte torna pelo menos uma ponta verdadeira. Se as duas pontas são o mesmo dígito, uma célula que vê as duas pontas o perde; se são dígitos diferentes em células que se veem, a célula de cada ponta perde o dígito da outra ponta.</translation>
    </message>
    <message>
        <source>A continuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Continuous Nice Loop</comment>
        <translation>Um Nice Loop Contínuo com nós de grupo.</translation>
    </message>
    <message>
        <source>A continuous nice loop in which some nodes are groups: the places of a digit in one box that lie on one row or column, taken together as one node (the digit is in one of them). The loop works as without groups: its weak links hold both ways, and each clears its house.</source>
        <comment>explanation of Grouped Continuous Nice Loop for a learner</comment>
        <translation>Um Nice Loop Contínuo em que alguns nós são grupos: os lugares de um dígito em uma caixa que ficam em uma linha ou coluna, tomados juntos como um único nó (o dígito está em um deles). O laço funciona como sem grupos: seus elos fracos valem nos dois sentidos, e cada um limpa a sua casa.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop with group nodes.</source>
        <comment>one-line summary of Grouped Discontinuous Nice Loop</comment>
        <translation>Um Nice Loop Descontínuo com nós de grupo.</translation>
    </message>
    <message>
        <source>A discontinuous nice loop in which some nodes are groups of a digit&apos;s places in a box along one line. As without groups, the candidate where the loop breaks is placed (two strong links meet there) or removed (two weak links).</source>
        <comment>explanation of Grouped Discontinuous Nice Loop for a learner</comment>
        <translation>Um Nice Loop Descontínuo em que alguns nós são grupos dos lugares de um dígito em uma caixa ao longo de uma linha. Como sem grupos, o candidato onde o laço se quebra é colocado (dois elos fortes se encontram ali) ou removido (dois elos fracos).</translation>
    </message>
    <message>
        <source>An alternating inference chain with group nodes.</source>
        <comment>one-line summary of Grouped AIC</comment>
        <translation>Uma cadeia de inferências alternadas com nós de grupo.</translation>
    </message>
    <message>
        <source>An AIC in which some nodes are groups of a digit&apos;s places in a box along one line: the group is true when the digit is in one of its cells. One end of the chain is true, so candidates that see both ends can be removed.</source>
        <comment>explanation of Grouped AIC for a learner</comment>
        <translation>Uma AIC em que alguns nós são grupos dos lugares de um dígito em uma caixa ao longo de uma linha: o grupo é verdadeiro quando o dígito está em uma das suas células. Uma ponta da cadeia é verdadeira, então os candidatos que veem as duas pontas podem ser removidos.</translation>
    </message>
    <message>
        <source>Assuming a candidate leads to a contradiction, so it is false.</source>
        <comment>one-line summary of Forcing Chain Contradiction</comment>
        <translation>Supor um candidato leva a uma contradição, então ele é falso.</translation>
    </message>
    <message>
        <source>Suppose a candidate is true and follow what it forces, one simple consequence after another. If this leads to an impossible position (a cell with no candidate, a digit twice in a house, a digit with no place in a house), the assumption was wrong: remove the candidate, or place it if assuming it false broke the grid.</source>
        <comment>explanation of Forcing Chain Contradiction for a learner</comment>
        <translation>Suponha que um candidato é verdadeiro e siga o que ele força, uma consequência simples após a outra. Se isso levar a uma posição impossível (uma célula sem candidato, um dígito duas vezes em uma casa, um dígito sem lugar em uma casa), a suposição estava errada: remova o candidato, ou coloque-o se supô-lo falso quebrou a grade.</translation>
    </message>
    <message>
        <source>Every choice of a cell or house leads to the same result.</source>
        <comment>one-line summary of Forcing Chain Verity</comment>
        <translation>Toda escolha de uma célula ou casa leva ao mesmo resultado.</translation>
    </message>
    <message>
        <source>Take a cell&apos;s candidates (or a digit&apos;s places in a house): one of them is true. Follow what each one forces, branch by branch. If every branch places the same digit in a cell, or removes the same candidate, that result holds whichever choice is right.</source>
        <comment>explanation of Forcing Chain Verity for a learner</comment>
        <translation>Pegue os candidatos de uma célula (ou os lugares de um dígito em uma casa): um deles é verdadeiro. Siga o que cada um força, ramo por ramo. Se todo ramo coloca o mesmo dígito em uma célula, ou remove o mesmo candidato, esse resultado vale seja qual for a escolha certa.</translation>
    </message>
    <message>
        <source>A forcing chain whose branches combine: an assumption that breaks the grid.</source>
        <comment>one-line summary of Forcing Net Contradiction</comment>
        <translation>Uma cadeia forçada cujos ramos se combinam: uma suposição que quebra a grade.</translation>
    </message>
    <message>
        <source>As a forcing chain contradiction, but the consequences are followed as a net: a conclusion may need several earlier ones together (a cell whose other candidates were all removed). When the net from an assumption reaches an impossible position, the assumption is false.</source>
        <comment>explanation of Forcing Net Contradiction for a learner</comment>
        <translation>Como uma cadeia forçada com contradição, mas as consequências são seguidas como uma rede: uma conclusão pode precisar de várias conclusões anteriores juntas (uma célula cujos outros candidatos foram todos removidos). Quando a rede de uma suposição chega a uma posição impossível, a suposição é falsa.</translation>
    </message>
    <message>
        <source>Every choice leads, through nets, to the same result.</source>
        <comment>one-line summary of Forcing Net Verity</comment>
        <translation>Toda escolha leva, por meio de redes, ao mesmo resultado.</translation>
    </message>
    <message>
        <source>As a forcing chain verity, with nets: each candidate of a cell (or each place of a digit in a house) is followed with every consequence it has, combined. A placement or removal that every branch reaches is true.</source>
        <comment>explanation of Forcing Net Verity for a learner</comment>
        <translation>Como uma cadeia forçada de verdade, com redes: cada candidato de uma célula (ou cada lugar de um dígito em uma casa) é seguido com todas as suas consequências, combinadas. Uma colocação ou remoção a que todos os ramos chegam é verdadeira.</translation>
    </message>
    <message>
        <source>Cells where a line crosses a box, split between two subsets in the line and the box.</source>
        <comment>one-line summary of Sue de Coq</comment>
        <translation>Células onde uma linha cruza uma caixa, divididas entre dois subconjuntos na linha e na caixa.</translation>
    </message>
    <message>
        <source>Take two or three cells where a row (or column) meets a box, holding at least two more candidates than cells. Find a bivalue cell or almost locked set in the rest of the line using some of those digits, and another in the rest of the box using the others, the two sharing no digit. The crossing cells need digits from both sides, so the line&apos;s set keeps its digits out of the rest of the line and the box&apos;s set keeps its digits out of the rest of the box: remove them there.</source>
        <comment>explanation of Sue de Coq for a learner</comment>
        <translation>Pegue duas ou três células onde uma linha (ou coluna) cruza uma caixa, contendo pelo menos dois candidatos a mais do que células. Encontre uma célula bivalente ou um conjunto quase travado no resto da linha usando alguns desses dígitos, e outro no resto da caixa usando os demais, sem nenhum dígito em comum entre os dois. As células do cruzamento precisam de dígitos dos dois lados, então o conjunto da linha mantém seus dígitos fora do resto da linha e o conjunto da caixa mantém seus dígitos fora do resto da caixa: remova-os ali.</translation>
    </message>
    <message>
        <source>Two almost locked sets linked by a restricted common digit.</source>
        <comment>one-line summary of ALS-XZ</comment>
        <translation>Dois conjuntos quase travados ligados por um candidato comum restrito.</translation>
    </message>
    <message>
        <source>An almost locked set is N cells of a house with N+1 candidates: remove any one digit and the rest are locked. Take two such sets and a digit X in both whose cells in one set all see its cells in the other (restricted common): X is in at most one set, so the other is locked. If both sets also hold a digit Z, one of them places Z, so a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XZ for a learner</comment>
        <translation>Um conjunto quase travado são N células de uma casa com N+1 candidatos: tire um dígito qualquer e os demais ficam travados. Pegue dois desses conjuntos e um dígito X presente nos dois cujas células em um conjunto veem todas as suas células no outro (candidato comum restrito): X está em no máximo um conjunto, então o outro fica travado. Se os dois conjuntos também contêm um dígito Z, um deles coloca Z, então uma célula que vê todas as células com Z deles não pode ser Z.</translation>
    </message>
    <message>
        <source>Three almost locked sets arranged like an XY-Wing.</source>
        <comment>one-line summary of ALS-XY-Wing</comment>
        <translation>Três conjuntos quase travados dispostos como um XY-Wing.</translation>
    </message>
    <message>
        <source>A pivot almost locked set shares a restricted common X with one set and a restricted common Y with another. The pivot cannot lose both X and Y, so one of the two wing sets is locked. If both wings hold a digit Z, one of them has it, and a cell that sees all their Z cells cannot be Z.</source>
        <comment>explanation of ALS-XY-Wing for a learner</comment>
        <translation>Um conjunto quase travado pivô compartilha um candidato comum restrito X com um conjunto e um candidato comum restrito Y com outro. O pivô não pode perder X e Y ao mesmo tempo, então um dos dois conjuntos pinça fica travado. Se as duas pinças contêm um dígito Z, uma delas o tem, e uma célula que vê todas as células com Z delas não pode ser Z.</translation>
    </message>
    <message>
        <source>A chain of almost locked sets linked by restricted common digits.</source>
        <comment>one-line summary of ALS-XY-Chain</comment>
        <translation>Uma cadeia de conjuntos quase travados ligados por candidatos comuns restritos.</translation>
    </message>
    <message>
        <source>Almost locked sets chained one after another, each linked to the next by a restricted common digit (a different one at each link). If the first set is not locked the next is, and so on, so the first or the last set is locked. A digit Z in both end sets is in one of them: cells that see all those Z cells lose Z.</source>
        <comment>explanation of ALS-XY-Chain for a learner</comment>
        <translation>Conjuntos quase travados encadeados um após o outro, cada um ligado ao seguinte por um candidato comum restrito (um diferente em cada elo). Se o primeiro conjunto não estiver travado, o seguinte está, e assim por diante, então o primeiro ou o último conjunto está travado. Um dígito Z presente nos dois conjuntos das pontas está em um deles: células que veem todas essas células com Z perdem Z.</translation>
    </message>
    <message>
        <source>A stem cell whose every candidate locks a petal set.</source>
        <comment>one-line summary of Death Blossom</comment>
        <translation>Uma célula caule em que cada candidato trava um conjunto pétala.</translation>
    </message>
    <message>
        <source>A stem cell has a few candidates; for each one, an almost locked set (a petal) holds that digit in cells that all see the stem. Whatever the stem takes, its petal loses that digit and becomes locked. If every petal holds a digit Z, one of them places Z, so a cell that sees all the petals&apos; Z cells cannot be Z.</source>
        <comment>explanation of Death Blossom for a learner</comment>
        <translation>Uma célula caule tem alguns candidatos; para cada um, um conjunto quase travado (uma pétala) contém esse dígito em células que veem todas o caule. Seja qual for o dígito do caule, sua pétala perde esse dígito e fica travada. Se toda pétala contém um dígito Z, uma delas coloca Z, então uma célula que vê todas as células com Z das pétalas não pode ser Z.</translation>
    </message>
    <message>
        <source>Only some combinations of digits can fill a cage: the other candidates go.</source>
        <comment>one-line summary of Cage Combination</comment>
        <translation>Só algumas combinações de dígitos podem preencher uma gaiola: os outros candidatos saem.</translation>
    </message>
    <message>
        <source>A killer cage&apos;s cells add up to its sum with no digit repeated. List the sets of different digits with that sum that fit the cells&apos; candidates (each cell must be able to take one digit of the set). A candidate that belongs to none of those sets, or cannot be placed in any of them, is removed. For example, two cells adding up to 17 can only be 8 and 9.</source>
        <comment>explanation of Cage Combination for a learner</comment>
        <translation>As células de uma gaiola do Killer somam a sua soma sem nenhum dígito repetido. Liste os conjuntos de dígitos diferentes com essa soma que se encaixam nos candidatos das células (cada célula tem de poder receber um dígito do conjunto). Um candidato que não pertence a nenhum desses conjuntos, ou que não pode ser colocado em nenhum deles, é removido. Por exemplo, duas células que somam 17 só podem ser 8 e 9.</translation>
    </message>
    <message>
        <source>A digit every combination of a cage holds is locked in its cells.</source>
        <comment>one-line summary of Cage Locked Digit</comment>
        <translation>Um dígito presente em todas as combinações de uma gaiola está travado nas suas células.</translation>
    </message>
    <message>
        <source>If every combination that can still fill a cage contains the same digit, the cage holds that digit in one of the cells that can take it. When those cells share a house, or a cell outside the cage sees all of them, that outside cell cannot hold the digit: remove it there.</source>
        <comment>explanation of Cage Locked Digit for a learner</comment>
        <translation>Se toda combinação que ainda pode preencher uma gaiola contém o mesmo dígito, a gaiola contém esse dígito em uma das células que podem recebê-lo. Quando essas células compartilham uma casa, ou uma célula fora da gaiola vê todas elas, essa célula de fora não pode conter o dígito: remova-o ali.</translation>
    </message>
    <message>
        <source>The rule of 45: a house&apos;s digits add up to 45, so the cells its cages leave out are known in sum.</source>
        <comment>one-line summary of Innies and Outies</comment>
        <translation>A regra do 45: os dígitos de uma casa somam 45, então a soma das células que as suas gaiolas deixam de fora é conhecida.</translation>
    </message>
    <message>
        <source>Every row, column and box adds up to 45. Add up the cages lying wholly inside a house (or two or three adjacent lines): the one or two cells they leave out (innies) make up the rest of 45. Or add the cages covering the house: their cells that stick out (outies) add up to the excess over 45. A known sum of one cell places it; of two cells, it removes the candidates no partner completes.</source>
        <comment>explanation of Innies and Outies for a learner</comment>
        <translation>Cada linha, coluna e caixa soma 45. Some as gaiolas que ficam inteiramente dentro de uma casa (ou de duas ou três linhas adjacentes): a uma ou duas células que elas deixam de fora (innies) completam o resto de 45. Ou some as gaiolas que cobrem a casa: as células delas que ficam para fora (outies) somam o excesso sobre 45. Uma soma conhecida de uma célula a resolve; de duas células, remove os candidatos que nenhum parceiro completa.</translation>
    </message>
    <message>
        <source>A pointing whose removals leave a digit one place in another box: place it.</source>
        <comment>one-line summary of Direct Pointing</comment>
        <translation>Um pointing cujas eliminações deixam a um dígito um só lugar em outra caixa: coloque-o.</translation>
    </message>
    <message>
        <source>Find a pointing: in one box, a digit can only go on one line, so it leaves the rest of that line. Then look along the line at the other boxes it crosses: if one of them now has a single place left for the digit, it goes there. You need not write the removals down: it is a hidden single seen through the pointing.</source>
        <comment>explanation of Direct Pointing for a learner</comment>
        <translation>Encontre um pointing: numa caixa, um dígito só pode ir numa linha, então ele sai do resto dessa linha. Depois olhe ao longo da linha as outras caixas que ela cruza: se numa delas agora resta um só lugar para o dígito, ele vai lá. Não é preciso anotar as eliminações: é um único oculto visto através do pointing.</translation>
    </message>
    <message>
        <source>A claiming whose removals leave a digit one place in another line: place it.</source>
        <comment>one-line summary of Direct Claiming</comment>
        <translation>Um claiming cujas eliminações deixam a um dígito um só lugar em outra linha: coloque-o.</translation>
    </message>
    <message>
        <source>Find a claiming: in one row or column, a digit can only go inside one box, so it leaves the rest of that box. Then look at the other lines through the box, parallel to the first: if one of them now has a single place left for the digit, it goes there.</source>
        <comment>explanation of Direct Claiming for a learner</comment>
        <translation>Encontre um claiming: numa linha ou coluna, um dígito só pode ir dentro de uma caixa, então ele sai do resto dessa caixa. Depois olhe as outras linhas que atravessam a caixa, paralelas à primeira: se numa delas agora resta um só lugar para o dígito, ele vai lá.</translation>
    </message>
    <message>
        <source>A hidden pair whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Pair</comment>
        <translation>Um par oculto cujas eliminações deixam a outro dígito um só lugar na casa: coloque-o.</translation>
    </message>
    <message>
        <source>Find a hidden pair: two digits that fit only the same two cells of a house, which then hold nothing else. A third digit that could go in one of those cells has lost that place; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Pair for a learner</comment>
        <translation>Encontre um par oculto: dois dígitos que cabem apenas nas mesmas duas células de uma casa, que então não contêm mais nada. Um terceiro dígito que podia ir numa dessas células perde esse lugar; se só lhe resta um na casa, ele vai lá.</translation>
    </message>
    <message>
        <source>A hidden triple whose removals leave another digit one place in the house: place it.</source>
        <comment>one-line summary of Direct Hidden Triple</comment>
        <translation>Uma trinca oculta cujas eliminações deixam a outro dígito um só lugar na casa: coloque-o.</translation>
    </message>
    <message>
        <source>Find a hidden triple: three digits that fit only the same three cells of a house, which then hold nothing else. Another digit that could go in those cells has lost those places; if it has only one place left in the house, it goes there.</source>
        <comment>explanation of Direct Hidden Triple for a learner</comment>
        <translation>Encontre uma trinca oculta: três dígitos que cabem apenas nas mesmas três células de uma casa, que então não contêm mais nada. Outro dígito que podia ir nessas células perde esses lugares; se só lhe resta um na casa, ele vai lá.</translation>
    </message>
    <message>
        <source>The rule of 45 leaves three to seven cells of known sum: treat them as a cage of their own.</source>
        <comment>one-line summary of Virtual Cage</comment>
        <translation>A regra do 45 deixa de três a sete células de soma conhecida: trate-as como uma gaiola própria.</translation>
    </message>
    <message>
        <source>As for innies and outies, add up the cages lying wholly inside a house (or two or three adjacent lines), or the cages covering it. When the cells left out, or sticking out, are three to seven, their sum is known, like the sum of a cage, though they form none: work out which candidates can fill them. A candidate goes when no choice of candidates in the other cells completes the sum, with different digits in cells that see each other.</source>
        <comment>explanation of Virtual Cage for a learner</comment>
        <translation>Como nos innies e outies, some as gaiolas que ficam inteiramente dentro de uma casa (ou de duas ou três linhas adjacentes), ou as que a cobrem. Quando as células deixadas de fora, ou que ficam para fora, são de três a sete, a soma delas é conhecida como a de uma gaiola, embora não formem nenhuma: descubra quais candidatos podem preenchê-las. Um candidato sai quando nenhuma escolha de candidatos nas outras células completa a soma, com dígitos diferentes nas células que se veem.</translation>
    </message>
</context>
<context>
    <name>TechniqueText</name>
    <message>
        <source>None</source>
        <comment>symmetry of the givens</comment>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>Half turn (180°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Meia-volta (180°)</translation>
    </message>
    <message>
        <source>Quarter turns (90°)</source>
        <comment>symmetry of the givens</comment>
        <translation>Quartos de volta (90°)</translation>
    </message>
    <message>
        <source>Mirror left to right</source>
        <comment>symmetry of the givens</comment>
        <translation>Espelho da esquerda para a direita</translation>
    </message>
    <message>
        <source>Mirror top to bottom</source>
        <comment>symmetry of the givens</comment>
        <translation>Espelho de cima para baixo</translation>
    </message>
    <message>
        <source>Diagonal</source>
        <comment>symmetry of the givens: main diagonal</comment>
        <translation>Diagonal</translation>
    </message>
    <message>
        <source>Anti-diagonal</source>
        <comment>symmetry of the givens</comment>
        <translation>Antidiagonal</translation>
    </message>
    <message>
        <source>All rotations and mirrors</source>
        <comment>symmetry of the givens</comment>
        <translation>Todas as rotações e espelhos</translation>
    </message>
    <message>
        <source>Easy</source>
        <comment>difficulty level</comment>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <comment>difficulty level</comment>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <comment>difficulty level</comment>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <comment>difficulty level</comment>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Master</source>
        <comment>difficulty level</comment>
        <translation>Mestre</translation>
    </message>
    <message>
        <source>Extreme</source>
        <comment>difficulty level</comment>
        <translation>Extremo</translation>
    </message>
    <message>
        <source>Full House</source>
        <comment>technique: the last empty cell of a row, column or box</comment>
        <translation>Última Célula Vazia</translation>
    </message>
    <message>
        <source>Hidden Single</source>
        <comment>technique: the only place for a digit in a house</comment>
        <translation>Único Oculto</translation>
    </message>
    <message>
        <source>Naked Single</source>
        <comment>technique: the only digit left for a cell</comment>
        <translation>Único Nu</translation>
    </message>
    <message>
        <source>Pointing</source>
        <comment>technique: locked candidates, a box&apos;s candidates on one line</comment>
        <translation>Pointing (apontamento)</translation>
    </message>
    <message>
        <source>Claiming</source>
        <comment>technique: locked candidates, a line&apos;s candidates in one box</comment>
        <translation>Claiming (reivindicação)</translation>
    </message>
    <message>
        <source>Locked Pair</source>
        <comment>technique: naked pair inside one line and one box</comment>
        <translation>Par Travado</translation>
    </message>
    <message>
        <source>Naked Pair</source>
        <comment>technique</comment>
        <translation>Par Nu</translation>
    </message>
    <message>
        <source>Hidden Pair</source>
        <comment>technique</comment>
        <translation>Par Oculto</translation>
    </message>
    <message>
        <source>Locked Triple</source>
        <comment>technique: naked triple inside one line and one box</comment>
        <translation>Trinca Travada</translation>
    </message>
    <message>
        <source>Naked Triple</source>
        <comment>technique</comment>
        <translation>Trinca Nua</translation>
    </message>
    <message>
        <source>Hidden Triple</source>
        <comment>technique</comment>
        <translation>Trinca Oculta</translation>
    </message>
    <message>
        <source>Naked Quad</source>
        <comment>technique</comment>
        <translation>Quadra Nua</translation>
    </message>
    <message>
        <source>Hidden Quad</source>
        <comment>technique</comment>
        <translation>Quadra Oculta</translation>
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
        <translation>Retângulo Único Tipo 1</translation>
    </message>
    <message>
        <source>BUG+1</source>
        <comment>technique: bivalue universal grave plus one</comment>
        <translation>BUG+1</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <comment>technique: two strong links with a shared base</comment>
        <translation>Skyscraper (arranha-céu)</translation>
    </message>
    <message>
        <source>2-String Kite</source>
        <comment>technique</comment>
        <translation>2-String Kite</translation>
    </message>
    <message>
        <source>Simple Colouring (trap)</source>
        <comment>technique: a cell sees both colours</comment>
        <translation>Coloração Simples (armadilha)</translation>
    </message>
    <message>
        <source>Simple Colouring (wrap)</source>
        <comment>technique: one colour sees itself</comment>
        <translation>Coloração Simples (contradição)</translation>
    </message>
    <message>
        <source>W-Wing</source>
        <comment>technique</comment>
        <translation>W-Wing</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 2</source>
        <comment>technique</comment>
        <translation>Retângulo Único Tipo 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 4</source>
        <comment>technique</comment>
        <translation>Retângulo Único Tipo 4</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 5</source>
        <comment>technique</comment>
        <translation>Retângulo Único Tipo 5</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 6</source>
        <comment>technique</comment>
        <translation>Retângulo Único Tipo 6</translation>
    </message>
    <message>
        <source>Hidden Rectangle</source>
        <comment>technique: a unique rectangle held by strong links</comment>
        <translation>Retângulo Oculto</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 1</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Retângulo Evitável Tipo 1</translation>
    </message>
    <message>
        <source>Avoidable Rectangle Type 2</source>
        <comment>technique: a unique rectangle of digits placed while solving</comment>
        <translation>Retângulo Evitável Tipo 2</translation>
    </message>
    <message>
        <source>Unique Rectangle Type 3</source>
        <comment>technique</comment>
        <translation>Retângulo Único Tipo 3</translation>
    </message>
    <message>
        <source>Turbot Fish</source>
        <comment>technique: a chain of three links on one digit</comment>
        <translation>Turbot Fish</translation>
    </message>
    <message>
        <source>Empty Rectangle</source>
        <comment>technique: a box&apos;s candidates in one row and one column, and a strong link</comment>
        <translation>Retângulo Vazio</translation>
    </message>
    <message>
        <source>Dual 2-String Kite</source>
        <comment>technique: two 2-String Kites on the same box cells</comment>
        <translation>2-String Kite Duplo</translation>
    </message>
    <message>
        <source>Dual Empty Rectangle</source>
        <comment>technique: two empty rectangles in one box</comment>
        <translation>Retângulo Vazio Duplo</translation>
    </message>
    <message>
        <source>Finned X-Wing</source>
        <comment>technique: an X-Wing with extra candidates in one box</comment>
        <translation>X-Wing com Barbatana</translation>
    </message>
    <message>
        <source>Sashimi X-Wing</source>
        <comment>technique: a finned X-Wing missing a corner</comment>
        <translation>X-Wing Sashimi</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 1)</source>
        <comment>technique: two colour clusters, two colours see each other</comment>
        <translation>Coloração Múltipla (tipo 1)</translation>
    </message>
    <message>
        <source>Multi-Colouring (type 2)</source>
        <comment>technique: two colour clusters, a colour sees both of the other</comment>
        <translation>Coloração Múltipla (tipo 2)</translation>
    </message>
    <message>
        <source>Finned Swordfish</source>
        <comment>technique: a swordfish with extra candidates in one box</comment>
        <translation>Swordfish com Barbatana</translation>
    </message>
    <message>
        <source>Sashimi Swordfish</source>
        <comment>technique: a finned swordfish missing a corner</comment>
        <translation>Swordfish Sashimi</translation>
    </message>
    <message>
        <source>Siamese Finned Swordfish</source>
        <comment>technique: two finned swordfish on the same base lines</comment>
        <translation>Swordfish com Barbatana Siamês</translation>
    </message>
    <message>
        <source>Siamese Sashimi Swordfish</source>
        <comment>technique: two sashimi swordfish on the same base lines</comment>
        <translation>Swordfish Sashimi Siamês</translation>
    </message>
    <message>
        <source>Finned Jellyfish</source>
        <comment>technique: a jellyfish with extra candidates in one box</comment>
        <translation>Jellyfish com Barbatana</translation>
    </message>
    <message>
        <source>Sashimi Jellyfish</source>
        <comment>technique: a finned jellyfish missing a corner</comment>
        <translation>Jellyfish Sashimi</translation>
    </message>
    <message>
        <source>Siamese Finned Jellyfish</source>
        <comment>technique: two finned jellyfish on the same base lines</comment>
        <translation>Jellyfish com Barbatana Siamês</translation>
    </message>
    <message>
        <source>Siamese Sashimi Jellyfish</source>
        <comment>technique: two sashimi jellyfish on the same base lines</comment>
        <translation>Jellyfish Sashimi Siamês</translation>
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
        <translation>Cadeia X</translation>
    </message>
    <message>
        <source>Remote Pair</source>
        <comment>technique: chain of cells holding the same two digits</comment>
        <translation>Par Remoto</translation>
    </message>
    <message>
        <source>XY-Chain</source>
        <comment>technique: chain of bivalue cells</comment>
        <translation>Cadeia XY</translation>
    </message>
    <message>
        <source>Continuous Nice Loop</source>
        <comment>technique: a chain that closes on itself</comment>
        <translation>Nice Loop Contínuo</translation>
    </message>
    <message>
        <source>ALS-XY-Chain</source>
        <comment>technique: a chain of almost locked sets</comment>
        <translation>Cadeia ALS-XY</translation>
    </message>
    <message>
        <source>Discontinuous Nice Loop</source>
        <comment>technique: a chain back to its first cell that contradicts it</comment>
        <translation>Nice Loop Descontínuo</translation>
    </message>
    <message>
        <source>AIC</source>
        <comment>technique: alternating inference chain</comment>
        <translation>AIC (cadeia de inferências alternadas)</translation>
    </message>
    <message>
        <source>Grouped Continuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Nice Loop Contínuo Agrupado</translation>
    </message>
    <message>
        <source>Grouped Discontinuous Nice Loop</source>
        <comment>technique: nice loop with group nodes</comment>
        <translation>Nice Loop Descontínuo Agrupado</translation>
    </message>
    <message>
        <source>Grouped AIC</source>
        <comment>technique: alternating inference chain with group nodes</comment>
        <translation>AIC Agrupada</translation>
    </message>
    <message>
        <source>Death Blossom</source>
        <comment>technique: a stem cell with an almost locked set per candidate</comment>
        <translation>Death Blossom</translation>
    </message>
    <message>
        <source>Forcing Chain Contradiction</source>
        <comment>technique: an assumption whose chains contradict each other</comment>
        <translation>Cadeia Forçada (contradição)</translation>
    </message>
    <message>
        <source>Forcing Chain Verity</source>
        <comment>technique: every possibility leads by chains to one conclusion</comment>
        <translation>Cadeia Forçada (verdade)</translation>
    </message>
    <message>
        <source>Forcing Net Contradiction</source>
        <comment>technique: an assumption played out with singles contradicts itself</comment>
        <translation>Rede Forçada (contradição)</translation>
    </message>
    <message>
        <source>Forcing Net Verity</source>
        <comment>technique: every possibility, played out with singles, agrees</comment>
        <translation>Rede Forçada (verdade)</translation>
    </message>
    <message>
        <source>Classic</source>
        <comment>variant of Sudoku: rows, columns and boxes</comment>
        <translation>Clássico</translation>
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
        <translation>Combinação da Gaiola</translation>
    </message>
    <message>
        <source>Cage Locked Digit</source>
        <comment>technique: killer sudoku, a digit every combination of a cage holds, locked in the cells that can take it</comment>
        <translation>Dígito Travado na Gaiola</translation>
    </message>
    <message>
        <source>Innies and Outies</source>
        <comment>technique: killer sudoku, the rule of 45: the cells a house&apos;s cages leave out add up to the rest</comment>
        <translation>Innies e Outies</translation>
    </message>
    <message>
        <source>Direct Pointing</source>
        <comment>technique: pointing that leaves a hidden single</comment>
        <translation>Pointing direto</translation>
    </message>
    <message>
        <source>Direct Claiming</source>
        <comment>technique: claiming that leaves a hidden single</comment>
        <translation>Claiming direto</translation>
    </message>
    <message>
        <source>Direct Hidden Pair</source>
        <comment>technique: hidden pair that leaves a hidden single</comment>
        <translation>Par Oculto Direto</translation>
    </message>
    <message>
        <source>Direct Hidden Triple</source>
        <comment>technique: hidden triple that leaves a hidden single</comment>
        <translation>Trinca Oculta Direta</translation>
    </message>
    <message>
        <source>Virtual Cage</source>
        <comment>technique: killer sudoku, the rule of 45 leaves three to seven cells, which add up to a known sum</comment>
        <translation>Gaiola Virtual</translation>
    </message>
</context>
<context>
    <name>TraceBoardView</name>
    <message>
        <source>Search board</source>
        <translation>Tabuleiro da busca</translation>
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
        <translation>Backtracking ingênuo (linha por linha)</translation>
    </message>
    <message>
        <source>Fast DFS (fewest candidates, singles)</source>
        <translation>DFS rápida (menos candidatos, únicos)</translation>
    </message>
    <message>
        <source>Dancing Links (Algorithm X)</source>
        <translation>Dancing Links (Algoritmo X)</translation>
    </message>
    <message>
        <source>Try %1 in %2: a guess, depth %3</source>
        <translation>Tentar %1 em %2: um palpite, profundidade %3</translation>
    </message>
    <message>
        <source>Place %1 in %2: forced, the only option</source>
        <translation>Colocar %1 em %2: forçado, a única opção</translation>
    </message>
    <message>
        <source>Take %1 back from %2: backing up</source>
        <translation>Retirar %1 de %2: voltando atrás</translation>
    </message>
    <message>
        <source>Dead end at %1: the search backs up</source>
        <translation>Beco sem saída em %1: a busca volta atrás</translation>
    </message>
    <message>
        <source>Solution %1 found: the board is full</source>
        <translation>Solução %1 encontrada: o tabuleiro está cheio</translation>
    </message>
    <message>
        <source>Branch on the constraint: %1</source>
        <translation>Ramificar na restrição: %1</translation>
    </message>
    <message>
        <source>%1 has no digit left</source>
        <translation>%1 não tem mais nenhum dígito</translation>
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
        <translation>; %1 foram tentados e falharam</translation>
    </message>
    <message>
        <source>; %1 are ruled out by the singles that followed</source>
        <comment>candidates of a cell</comment>
        <translation>; %1 são excluídos pelos únicos que vieram depois</translation>
    </message>
    <message>
        <source>%1 has no place left for %2</source>
        <translation>%1 não tem mais lugar para o %2</translation>
    </message>
    <message>
        <source>rows %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>as linhas %1-%2 não têm lugar para o %3, cada uma numa caixa diferente (pointing e claiming)</translation>
    </message>
    <message>
        <source>columns %1-%2 have no place for %3 in a different box each (pointing and claiming)</source>
        <translation>as colunas %1-%2 não têm lugar para o %3, cada uma numa caixa diferente (pointing e claiming)</translation>
    </message>
    <message>
        <source>the position has a contradiction</source>
        <translation>a posição tem uma contradição</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the cell before.</source>
        <translation>Beco sem saída: %1. Volte para a célula anterior.</translation>
    </message>
    <message>
        <source>Past the last empty cell: every cell has a digit, a solution.</source>
        <translation>Depois da última célula vazia: toda célula tem um dígito, uma solução.</translation>
    </message>
    <message>
        <source>No single is left: branch on %1, a cell with the fewest candidates {%2}. Guess %3 on a copy of the board; if it fails, %3 is eliminated there.</source>
        <translation>Não resta nenhum único: ramificar em %1, uma célula com menos candidatos {%2}. Arriscar %3 numa cópia do tabuleiro; se falhar, o %3 é eliminado ali.</translation>
    </message>
    <message>
        <source>Naked single: %1 is the only candidate left in %2.</source>
        <translation>Único nu: %1 é o único candidato que resta em %2.</translation>
    </message>
    <message>
        <source>Hidden single: %1 is the only place for %2 in %3.</source>
        <translation>Único oculto: %1 é o único lugar para o %2 na %3.</translation>
    </message>
    <message>
        <source>Forced: after the candidates eliminated so far (singles, pointing and claiming), %1 is the only digit left for %2.</source>
        <translation>Forçado: depois dos candidatos eliminados até aqui (únicos, pointing e claiming), %1 é o único dígito que resta para %2.</translation>
    </message>
    <message>
        <source>The guess failed: %1=%2 goes, with every digit that followed from it.</source>
        <translation>O palpite falhou: %1=%2 sai, com todos os dígitos que vieram dele.</translation>
    </message>
    <message>
        <source>Contradiction: %1. The last guess was wrong.</source>
        <translation>Contradição: %1. O último palpite estava errado.</translation>
    </message>
    <message>
        <source>Every cell is solved: a solution.</source>
        <translation>Todas as células estão resolvidas: uma solução.</translation>
    </message>
    <message>
        <source>Column %1 has no rows left: no candidate can satisfy it.</source>
        <translation>A coluna %1 não tem mais linhas: nenhum candidato pode satisfazê-la.</translation>
    </message>
    <message>
        <source>Of the uncovered columns, %1 (%2) has the fewest rows, %3: cover it, then try its rows one by one.</source>
        <translation>Das colunas não cobertas, %1 (%2) tem menos linhas, %3: cubra-a e depois tente as suas linhas uma a uma.</translation>
    </message>
    <message>
        <source>Take row %1#%2 (%3): %4. Cover those columns, which removes every row that clashes.</source>
        <translation>Pegar a linha %1#%2 (%3): %4. Cubra essas colunas, o que remove toda linha que entra em conflito.</translation>
    </message>
    <message>
        <source>the column&apos;s only row</source>
        <translation>a única linha da coluna</translation>
    </message>
    <message>
        <source>a guess</source>
        <translation>um palpite</translation>
    </message>
    <message>
        <source>Back out of row %1#%2: uncover its columns in reverse order; the links dance back.</source>
        <translation>Sair da linha %1#%2: descubra as suas colunas em ordem inversa; os elos dançam de volta.</translation>
    </message>
    <message>
        <source>Dead end: %1. Back up to the row above.</source>
        <translation>Beco sem saída: %1. Volte para a linha de cima.</translation>
    </message>
    <message>
        <source>No column is left: the rows taken cover every constraint exactly once, a solution.</source>
        <translation>Não resta nenhuma coluna: as linhas escolhidas cobrem cada restrição exatamente uma vez, uma solução.</translation>
    </message>
    <message>
        <source>band %1 #%2</source>
        <translation>faixa %1 #%2</translation>
    </message>
    <message>
        <source>stack %1 #%2</source>
        <translation>pilha %1 #%2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconhecido</translation>
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
        <translation>a célula %1 precisa de um dígito</translation>
    </message>
    <message>
        <source>column %1: %2; rows left in it: %3</source>
        <comment>DLX constraint column</comment>
        <translation>coluna %1: %2; linhas que restam nela: %3</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>resolvido</translation>
    </message>
    <message>
        <source>exactly one solution</source>
        <translation>exatamente uma solução</translation>
    </message>
    <message>
        <source>not unique, solutions found: %L1</source>
        <translation>não é única, soluções encontradas: %L1</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>sem solução</translation>
    </message>
    <message>
        <source>the givens clash: nothing to search</source>
        <translation>as pistas entram em conflito: nada a buscar</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <source>stopped by the node budget</source>
        <translation>parado pelo limite de nós</translation>
    </message>
    <message>
        <source>dfs(k):                      // the k-th empty cell, row by row</source>
        <translation>dfs(k):                      // a k-ésima célula vazia, linha por linha</translation>
    </message>
    <message>
        <source>  if k == empties: print the grid; return   // a solution</source>
        <translation>  se k == vazias: imprimir a grade; return   // uma solução</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell; b = box(r, c)</source>
        <translation>  (r, c) = a k-ésima célula vazia; b = caixa(r, c)</translation>
    </message>
    <message>
        <source>  for d = 1 to 9:</source>
        <translation>  para d = 1 até 9:</translation>
    </message>
    <message>
        <source>    if row[r][d] or col[c][d] or box[b][d]: continue</source>
        <translation>    se row[r][d] ou col[c][d] ou box[b][d]: continue</translation>
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
        <translation>  return                     // nenhum dígito restante: beco sem saída</translation>
    </message>
    <message>
        <source>search(board):</source>
        <translation>search(tabuleiro):</translation>
    </message>
    <message>
        <source>  propagate: naked and hidden singles, pointing and claiming</source>
        <translation>  propagar: únicos nus e ocultos, pointing e claiming</translation>
    </message>
    <message>
        <source>  if a cell or house has no option left: return false</source>
        <translation>  se uma célula ou unidade não tem mais opção: return false</translation>
    </message>
    <message>
        <source>  if every cell is solved: report the solution; return</source>
        <translation>  se toda célula está resolvida: relatar a solução; return</translation>
    </message>
    <message>
        <source>  cell = an unsolved cell with the fewest candidates</source>
        <translation>  célula = uma célula não resolvida com menos candidatos</translation>
    </message>
    <message>
        <source>  for each candidate d of cell:</source>
        <translation>  para cada candidato d da célula:</translation>
    </message>
    <message>
        <source>    copy = board; place d in cell of copy   // a guess</source>
        <translation>    cópia = tabuleiro; colocar d na célula da cópia   // um palpite</translation>
    </message>
    <message>
        <source>    if search(copy): return true</source>
        <translation>    se search(cópia): return true</translation>
    </message>
    <message>
        <source>    undo the guess; eliminate d from cell; propagate</source>
        <translation>    desfazer o palpite; eliminar d da célula; propagar</translation>
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
        <translation>  se não resta coluna: imprimir as linhas escolhidas; return   // uma solução</translation>
    </message>
    <message>
        <source>  c = the uncovered column with the fewest rows (S[c])</source>
        <translation>  c = a coluna não coberta com menos linhas (S[c])</translation>
    </message>
    <message>
        <source>  if S[c] == 0: return       // a dead end</source>
        <translation>  se S[c] == 0: return       // beco sem saída</translation>
    </message>
    <message>
        <source>  remove(c)</source>
        <translation>  remove(c)</translation>
    </message>
    <message>
        <source>  for each row i in column c (going down):</source>
        <translation>  para cada linha i da coluna c (descendo):</translation>
    </message>
    <message>
        <source>    O[k] = i; remove every other column j of row i</source>
        <translation>    O[k] = i; remove cada outra coluna j da linha i</translation>
    </message>
    <message>
        <source>    resume the columns of row i, in reverse order</source>
        <translation>    resume as colunas da linha i, em ordem inversa</translation>
    </message>
    <message>
        <source>  resume(c)</source>
        <translation>  resume(c)</translation>
    </message>
    <message>
        <source>%1 are in %2</source>
        <comment>digits, a house: 1 4 7 are in row 5</comment>
        <translation>%1 estão em %2</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <comment>digits, a house: 2 5 in column 2</comment>
        <translation>%1 em %2</translation>
    </message>
    <message>
        <source>%1 has no place left for %2, and every combination of its sum still open needs it</source>
        <translation>%1 não tem mais lugar para %2, e toda combinação ainda aberta da sua soma precisa dele</translation>
    </message>
    <message>
        <source>no combination of digits adding up to its sum fits %1</source>
        <translation>nenhuma combinação de dígitos com a sua soma cabe em %1</translation>
    </message>
    <message>
        <source>column %1 has no rows: %2</source>
        <comment>a DLX column, what it ran out of</comment>
        <translation>a coluna %1 não tem linhas: %2</translation>
    </message>
    <message>
        <source>Back in %1: %2 is the next digit whose flags are free in every house of the cell.</source>
        <translation>De volta a %1: %2 é o próximo dígito cujas marcas estão livres em todas as casas da célula.</translation>
    </message>
    <message>
        <source>%1 {%2}</source>
        <comment>a house and the digits it uses</comment>
        <translation>%1 {%2}</translation>
    </message>
    <message>
        <source>%1 is the next empty cell, row by row. Used: %2; %3 is the smallest free digit: set it and its houses&apos; flags.</source>
        <translation>%1 é a próxima célula vazia, linha a linha. Usados: %2; %3 é o menor dígito livre: coloque-o e marque suas casas.</translation>
    </message>
    <message>
        <source>Nothing below %1=%2 led to a solution: clear the cell and its houses&apos; flags, then try the next digit there.</source>
        <translation>Nada abaixo de %1=%2 levou a uma solução: esvazie a célula e as marcas das suas casas, depois tente ali o próximo dígito.</translation>
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
        <translation>k%1 soma</translation>
    </message>
    <message>
        <source>%1 needs a %2</source>
        <comment>a house needs a digit</comment>
        <translation>%1 precisa de um %2</translation>
    </message>
    <message>
        <source>%1 needs a %2, or a combination of its sum without it</source>
        <translation>%1 precisa de um %2, ou de uma combinação da sua soma sem ele</translation>
    </message>
    <message>
        <source>%1 needs one combination of digits adding up to its sum</source>
        <translation>%1 precisa de uma combinação de dígitos com a sua soma</translation>
    </message>
    <message>
        <source>cell %1</source>
        <translation>célula %1</translation>
    </message>
    <message>
        <source>%1 has a %2</source>
        <comment>a house has a digit</comment>
        <translation>%1 tem um %2</translation>
    </message>
    <message>
        <source>the candidate %1=%2 covers: %3</source>
        <translation>o candidato %1=%2 cobre: %3</translation>
    </message>
    <message>
        <source>  (r, c) = the k-th empty cell</source>
        <translation>  (r, c) = a k-ésima célula vazia</translation>
    </message>
    <message>
        <source>    if a house of (r, c) uses d, or its cage&apos;s sum has no room for d: continue</source>
        <translation>    se uma casa de (r, c) usa d, ou a soma da sua gaiola não tem lugar para d: continue</translation>
    </message>
    <message>
        <source>    a[r][c] = d; mark d used in every house of (r, c) and in its cage</source>
        <translation>    a[r][c] = d; marque d como usado em cada casa de (r, c) e na sua gaiola</translation>
    </message>
    <message>
        <source>    unmark d in those houses and the cage; a[r][c] = 0</source>
        <translation>    desmarque d nessas casas e na gaiola; a[r][c] = 0</translation>
    </message>
    <message>
        <source>Dead end: the position has a contradiction; the search backs up</source>
        <translation>Beco sem saída: a posição tem uma contradição; a busca volta atrás</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <source>Search tree</source>
        <translation>Árvore de busca</translation>
    </message>
    <message>
        <source>The search tree around the step shown: each row is a level, each box a guess with the nodes below it; red ones failed. Click one to jump there.</source>
        <translation>A árvore de busca em torno do passo mostrado: cada linha é um nível, cada caixa um palpite com os nós abaixo dele; os vermelhos falharam. Clique num deles para ir até lá.</translation>
    </message>
    <message>
        <source>The puzzle: %L1 nodes so far, %L2 of them forced at the root</source>
        <translation>O quebra-cabeça: %L1 nós até agora, %L2 deles forçados na raiz</translation>
    </message>
    <message>
        <source>No search recorded yet.</source>
        <translation>Nenhuma busca gravada ainda.</translation>
    </message>
    <message>
        <source> · levels 1-%1 above</source>
        <translation> · níveis 1-%1 acima</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profundidade %1</translation>
    </message>
    <message numerus="yes">
        <source>%1=%2 · %L3 nodes</source>
        <comment>a guess on the path and the nodes under it</comment>
        <translation>
            <numerusform>%1=%2 · %L3 nó</numerusform>
            <numerusform>%1=%2 · %L3 nós</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✗ %1=%2 · %L3 nodes</source>
        <comment>a failed guess and the nodes under it</comment>
        <translation>
            <numerusform>✗ %1=%2 · %L3 nó</numerusform>
            <numerusform>✗ %1=%2 · %L3 nós</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VisualizerPanel</name>
    <message>
        <source>Visualize Search</source>
        <translation>Visualizar a busca</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>the first step of the search</comment>
        <translation>Início</translation>
    </message>
    <message>
        <source>Back to the puzzle (%1)</source>
        <translation>De volta ao quebra-cabeça (%1)</translation>
    </message>
    <message>
        <source>Step Back</source>
        <translation>Passo para trás</translation>
    </message>
    <message>
        <source>One step back (%1)</source>
        <translation>Um passo para trás (%1)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Play or pause (%1)</source>
        <translation>Reproduzir ou pausar (%1)</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>one step forward</comment>
        <translation>Passo</translation>
    </message>
    <message>
        <source>One step forward (%1)</source>
        <translation>Um passo para a frente (%1)</translation>
    </message>
    <message>
        <source>End</source>
        <comment>the last recorded step</comment>
        <translation>Fim</translation>
    </message>
    <message>
        <source>To the last recorded step (%1)</source>
        <translation>Até o último passo gravado (%1)</translation>
    </message>
    <message>
        <source>Next Dead End</source>
        <translation>Próximo beco sem saída</translation>
    </message>
    <message>
        <source>Jump to the next dead end, where the search backs up (%1)</source>
        <translation>Ir para o próximo beco sem saída, onde a busca volta atrás (%1)</translation>
    </message>
    <message>
        <source>Next Solution</source>
        <translation>Próxima solução</translation>
    </message>
    <message>
        <source>Jump to the next solution found (%1)</source>
        <translation>Ir para a próxima solução encontrada (%1)</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Mais rápido</translation>
    </message>
    <message>
        <source>Faster (%1)</source>
        <translation>Mais rápido (%1)</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Mais devagar</translation>
    </message>
    <message>
        <source>Slower (%1)</source>
        <translation>Mais devagar (%1)</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagem…</translation>
    </message>
    <message>
        <source>Save the board as shown as a PNG image (%1)</source>
        <translation>Salvar o tabuleiro como mostrado em uma imagem PNG (%1)</translation>
    </message>
    <message>
        <source>Export Frames…</source>
        <translation>Exportar quadros…</translation>
    </message>
    <message>
        <source>Save every k-th step of the run as PNG frames into a folder (%1)</source>
        <translation>Salvar cada k-ésimo passo da execução como quadros PNG numa pasta (%1)</translation>
    </message>
    <message>
        <source>Export Animation…</source>
        <translation>Exportar animação…</translation>
    </message>
    <message>
        <source>Save the run as an animated PNG, which plays in a web browser (%1)</source>
        <translation>Salvar a execução como um PNG animado, que roda num navegador web (%1)</translation>
    </message>
    <message>
        <source>From &amp;here</source>
        <translation>A partir &amp;daqui</translation>
    </message>
    <message>
        <source>Search from your position, your digits and pencil marks included, instead of the givens: see where a guess would lead</source>
        <translation>Buscar a partir da sua posição, incluindo seus dígitos e anotações, em vez das pistas: veja aonde um palpite levaria</translation>
    </message>
    <message>
        <source>&amp;Code</source>
        <comment>show the code pane</comment>
        <translation>&amp;Código</translation>
    </message>
    <message>
        <source>Show the pseudocode with the line the step runs</source>
        <translation>Mostrar o pseudocódigo com a linha que o passo executa</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <comment>show the tree pane</comment>
        <translation>Á&amp;rvore</translation>
    </message>
    <message>
        <source>Show the search tree around the step</source>
        <translation>Mostrar a árvore de busca em torno do passo</translation>
    </message>
    <message>
        <source>&amp;Matrix</source>
        <comment>show the matrix pane</comment>
        <translation>&amp;Matriz</translation>
    </message>
    <message>
        <source>Show the exact-cover matrix (Dancing Links)</source>
        <translation>Mostrar a matriz de cobertura exata (Dancing Links)</translation>
    </message>
    <message>
        <source>Side &amp;by Side…</source>
        <translation>Lado a &amp;lado…</translation>
    </message>
    <message>
        <source>Play two or three algorithms on this puzzle side by side</source>
        <translation>Executar dois ou três algoritmos neste quebra-cabeça lado a lado</translation>
    </message>
    <message>
        <source>Code in step</source>
        <translation>Código no passo</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Árvore de busca</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>&amp;Find all, up to</source>
        <translation>&amp;Encontrar todas, até</translation>
    </message>
    <message>
        <source>Go on past the first solution: shows why a puzzle is not unique</source>
        <translation>Continuar depois da primeira solução: mostra por que um quebra-cabeça não é único</translation>
    </message>
    <message>
        <source>Solution limit</source>
        <translation>Limite de soluções</translation>
    </message>
    <message>
        <source>Step</source>
        <comment>counter: the step shown</comment>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Placements (nodes)</source>
        <translation>Colocações (nós)</translation>
    </message>
    <message>
        <source>Guesses</source>
        <translation>Palpites</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retrocessos</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidade</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Mais profunda</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluções</translation>
    </message>
    <message>
        <source>Show c&amp;andidates</source>
        <translation>Mostrar c&amp;andidatos</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Linha do tempo</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidade</translation>
    </message>
    <message>
        <source>From one step a second to as fast as the screen draws (+ and −)</source>
        <translation>De um passo por segundo até tão rápido quanto a tela desenha (+ e −)</translation>
    </message>
    <message>
        <source>10,000,000 steps/s</source>
        <translation>10.000.000 passos/s</translation>
    </message>
    <message>
        <source>Recording… %L1 steps so far</source>
        <translation>Gravando… %L1 passos até agora</translation>
    </message>
    <message>
        <source>No puzzle: open the panel from a game.</source>
        <translation>Nenhum quebra-cabeça: abra o painel a partir de uma partida.</translation>
    </message>
    <message>
        <source>Recorded %L1 steps: %2</source>
        <translation>%L1 passos gravados: %2</translation>
    </message>
    <message>
        <source>stopped at the memory cap</source>
        <translation>interrompido no limite de memória</translation>
    </message>
    <message>
        <source>%L1 / %L2</source>
        <translation>%L1 / %L2</translation>
    </message>
    <message>
        <source>Trace truncated at %L1 steps: the memory cap was reached and the search stopped there.</source>
        <translation>Gravação truncada em %L1 passos: o limite de memória foi atingido e a busca parou ali.</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <comment>stop recording</comment>
        <translation>Ca&amp;ncelar</translation>
    </message>
    <message>
        <source>&amp;Record</source>
        <translation>&amp;Gravar</translation>
    </message>
    <message>
        <source>Stop recording; the steps recorded so far stay</source>
        <translation>Parar a gravação; os passos gravados até agora ficam</translation>
    </message>
    <message>
        <source>Record the search again</source>
        <translation>Gravar a busca de novo</translation>
    </message>
    <message>
        <source>Step %L1: %2</source>
        <translation>Passo %L1: %2</translation>
    </message>
    <message>
        <source>The puzzle, before the search begins.</source>
        <translation>O quebra-cabeça, antes de a busca começar.</translation>
    </message>
    <message>
        <source>The search starts from your position: your digits are fixed and your pencil marks are the only digits it tries.</source>
        <translation>A busca começa da sua posição: seus dígitos ficam fixos e suas anotações são os únicos dígitos que ela tenta.</translation>
    </message>
    <message>
        <source>The search starts from the givens.</source>
        <translation>A busca começa das pistas.</translation>
    </message>
    <message>
        <source>Chosen column: %1</source>
        <translation>Coluna escolhida: %1</translation>
    </message>
    <message>
        <source>No later dead end recorded yet: the search is still being recorded.</source>
        <translation>Nenhum beco sem saída posterior gravado ainda: a busca ainda está sendo gravada.</translation>
    </message>
    <message>
        <source>No later dead end: the search does not back up again after this step.</source>
        <translation>Nenhum beco sem saída posterior: a busca não volta mais atrás depois deste passo.</translation>
    </message>
    <message>
        <source>No later solution recorded yet: the search is still being recorded.</source>
        <translation>Nenhuma solução posterior gravada ainda: a busca ainda está sendo gravada.</translation>
    </message>
    <message numerus="yes">
        <source>No later solution: the search found %n in all.</source>
        <translation>
            <numerusform>Nenhuma solução posterior: a busca encontrou %n ao todo.</numerusform>
            <numerusform>Nenhuma solução posterior: a busca encontrou %n ao todo.</numerusform>
        </translation>
    </message>
    <message>
        <source>It stops at the first; turn on Find all to go on.</source>
        <translation>Ela para na primeira; ative Encontrar todas para continuar.</translation>
    </message>
    <message>
        <source>maximum</source>
        <translation>máximo</translation>
    </message>
    <message>
        <source>%L1 steps/s</source>
        <translation>%L1 passos/s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Exportar imagem</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imagens PNG (*.png)</translation>
    </message>
    <message>
        <source>Cannot Export the Image</source>
        <translation>Não foi possível exportar a imagem</translation>
    </message>
    <message>
        <source>Export Frames Into</source>
        <translation>Exportar quadros para</translation>
    </message>
    <message>
        <source>Export Frames</source>
        <translation>Exportar quadros</translation>
    </message>
    <message>
        <source>Write one frame every k steps (%L1 steps recorded):</source>
        <translation>Gravar um quadro a cada k passos (%L1 passos gravados):</translation>
    </message>
    <message>
        <source>Cannot create the folder %1</source>
        <translation>Não foi possível criar a pasta %1</translation>
    </message>
    <message>
        <source>%L1 frames are too many for one animation: choose a larger step.</source>
        <translation>%L1 quadros são demais para uma animação: escolha um passo maior.</translation>
    </message>
    <message>
        <source>Frames written: %L1, into %2</source>
        <translation>Quadros gravados: %L1, em %2</translation>
    </message>
    <message>
        <source>Exporting frames… %L1 written</source>
        <translation>Exportando quadros… %L1 gravados</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Exportar animação</translation>
    </message>
    <message>
        <source>Animated PNG (*.png *.apng)</source>
        <translation>PNG animado (*.png *.apng)</translation>
    </message>
    <message>
        <source>One frame every k steps (%L1 steps recorded), a tenth of a second each:</source>
        <translation>Um quadro a cada k passos (%L1 passos gravados), um décimo de segundo cada:</translation>
    </message>
    <message>
        <source>Cannot Export the Animation</source>
        <translation>Não foi possível exportar a animação</translation>
    </message>
    <message numerus="yes">
        <source>It differs from the first solution in %n cells, ringed: the puzzle is not unique.</source>
        <translation>
            <numerusform>Ela difere da primeira solução em %n célula, circulada: o quebra-cabeça não é único.</numerusform>
            <numerusform>Ela difere da primeira solução em %n células, circuladas: o quebra-cabeça não é único.</numerusform>
        </translation>
    </message>
    <message>
        <source>A killer&apos;s exact-cover matrix has rows for its cages&apos; digit combinations, which the pane cannot follow: it shows the matrix of puzzles without cages</source>
        <translation>A matriz de um killer tem linhas para as combinações de dígitos das suas gaiolas, que o painel não consegue acompanhar: ele mostra a matriz de quebra-cabeças sem gaiolas</translation>
    </message>
    <message>
        <source>Exact-cover matrix: rows left in each of the %L1 columns</source>
        <translation>Matriz de cobertura exata: linhas que restam em cada uma das %L1 colunas</translation>
    </message>
</context>
<context>
    <name>puzzletext</name>
    <message>
        <source>row %1</source>
        <translation>linha %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>coluna %1</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>caixa %1</translation>
    </message>
    <message>
        <source>two %1s in %2 (%3 and %4)</source>
        <translation>dois %1 na %2 (%3 e %4)</translation>
    </message>
    <message>
        <source>r%1c%2</source>
        <extracomment>r = row, c = column, as in &quot;r3c5&quot;; the notation of HoDoKu and Sudoku Explainer</extracomment>
        <translation>r%1c%2</translation>
    </message>
    <message>
        <source>region %1</source>
        <extracomment>a jigsaw region, one of the nine irregular shapes that replace the boxes</extracomment>
        <translation>região %1</translation>
    </message>
    <message>
        <source>the main diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top left corner (r1c1) to the bottom right one (r9c9)</extracomment>
        <translation>diagonal principal</translation>
    </message>
    <message>
        <source>the anti-diagonal</source>
        <extracomment>Sudoku-X: the diagonal from the top right corner (r1c9) to the bottom left one (r9c1)</extracomment>
        <translation>diagonal secundária</translation>
    </message>
    <message>
        <source>window %1</source>
        <extracomment>Hyper Sudoku: one of the four extra 3x3 windows, numbered in reading order</extracomment>
        <translation>janela %1</translation>
    </message>
    <message>
        <source>the cage at %1 (sum %2)</source>
        <extracomment>a killer cage named by its first cell in reading order, and its sum</extracomment>
        <translation>a gaiola em %1 (soma %2)</translation>
    </message>
</context>
</TS>
