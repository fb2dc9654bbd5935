<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
  <context>
    <name>Accessibility</name>
    <message>
      <source>Card table</source>
      <translation>Kartentisch</translation>
    </message>
    <message>
      <source>Your hand: {hand}. On the table: {trick}.</source>
      <translation>Ihr Blatt: {hand}. Auf dem Tisch: {trick}.</translation>
    </message>
    <message>
      <source>{name} to move.</source>
      <translation>{name} ist am Zug.</translation>
    </message>
  </context>
  <context>
    <name>BotFailedBox</name>
    <message>
      <source>A computer player failed</source>
      <translation>Ein Computerspieler ist ausgefallen</translation>
    </message>
    <message>
      <source>Let the &amp;standard player take the seat</source>
      <translation>Den &amp;Standardspieler den Platz übernehmen lassen</translation>
    </message>
    <message>
      <source>&amp;Try again</source>
      <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
      <source>The computer player of {name} stopped with an error. The session is kept as it is.</source>
      <translation>Der Computerspieler von {name} ist mit einem Fehler stehen geblieben. Die Partie bleibt erhalten, wie sie ist.</translation>
    </message>
  </context>
  <context>
    <name>Conventions</name>
    <message>
      <source>invites on tarok: strong, with many taroks and no long suit; the partner returns taroks, his highest, whenever he gets the lead</source>
      <translation>invitiert auf Tarok: stark, mit vielen Taroks und ohne lange Farbe; der Partner spielt, sooft er ans Spiel kommt, Tarok nach, seine höchsten</translation>
    </message>
    <message>
      <source>leads his long suit: strong, he takes the force; the partner returns the suit and smears his counting cards</source>
      <translation>spielt seine lange Farbe: stark, er nimmt die Force; der Partner spielt die Farbe nach und schmiert seine Zählkarten</translation>
    </message>
    <message>
      <source>leads a short suit with high cards (K+Q, Q+C): weak, he wants to be forced and keeps his counting cards for smearing</source>
      <translation>spielt eine kurze Farbe mit hohen Karten (K+D, D+C): schwach, er will forciert werden und spart seine Zählkarten zum Schmieren</translation>
    </message>
    <message>
      <source>the weak defender with one or two taroks left leads tarok</source>
      <translation>der schwache Gegenspieler mit nur noch ein oder zwei Taroks spielt Tarok</translation>
    </message>
    <message>
      <source>the declarer leads the called suit at once: he is weak; the partner wins with the king and directs the play</source>
      <translation>der Spieler spielt sofort die gerufene Farbe: er ist schwach; der Partner sticht mit dem König und führt das Spiel</translation>
    </message>
    <message>
      <source>the declarer invites on tarok: the partner returns taroks and puts up the Mond</source>
      <translation>der Spieler invitiert auf Tarok: der Partner spielt Tarok nach und setzt den Mond auf</translation>
    </message>
    <message>
      <source>the declarer forces with his long suit (Peitsche) to draw the taroks</source>
      <translation>der Spieler forciert mit seiner langen Farbe (Peitsche), um die Taroks herauszuholen</translation>
    </message>
  </context>
  <context>
    <name>DiscardTray</name>
    <message>
      <source>Lay these cards away</source>
      <translation>Diese Karten ablegen</translation>
    </message>
  </context>
  <context>
    <name>Help</name>
    <message>
      <source>How to play at this table</source>
      <translation>Bedienung des Tisches</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Tastenkürzel</translation>
    </message>
    <message>
      <source>Left/Right: choose a card
Enter: play it, or put it in the discard tray
Backspace: take the last card back from the tray
1-9: the buttons below the table
H: hint
Ctrl+L: last trick
Ctrl+G: lead signals
Ctrl+T: session chart
Ctrl+N: new game
Ctrl+O: sessions
Ctrl+D: next deal
Ctrl+Shift+H: start screen
F1: rules of this game</source>
      <translation>Links/Rechts: Karte wählen
Eingabe: ausspielen, oder zu den abzulegenden Karten legen
Rücktaste: die letzte Karte von dort zurücknehmen
1-9: die Knöpfe unter dem Tisch
H: Tipp
Strg+L: letzter Stich
Strg+G: Ausspielsignale
Strg+T: Verlauf der Partie
Strg+N: neues Spiel
Strg+O: Partien
Strg+D: nächstes Spiel
Strg+Umschalt+H: Startseite
F1: Regeln dieses Spiels</translation>
    </message>
    <message>
      <source>About tarokdesk</source>
      <translation>Über tarokdesk</translation>
    </message>
    <message>
      <source>&lt;p&gt;Your hand lies at the bottom; the other players sit around the table in the order of play, which passes to the right. Cards you may play are framed in gold; click one to play it, or use the arrow keys and Enter. Choices such as bids and announcements are buttons below the table (number keys 1-9).&lt;/p&gt;&lt;p&gt;An illegal card is refused with the rule that forbids it. &lt;i&gt;View → Hint&lt;/i&gt; shows what the computer player would do, and why; &lt;i&gt;View → Lead signals&lt;/i&gt; reads the first leads by the books' conventions.&lt;/p&gt;&lt;p&gt;Every action is saved at once; &lt;i&gt;Game → Sessions&lt;/i&gt; opens earlier ones.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Ihr Blatt liegt unten; die anderen sitzen in der Spielfolge um den Tisch, die nach rechts geht. Spielbare Karten sind golden umrandet; klicken Sie eine an, oder wählen Sie mit den Pfeiltasten und Eingabe. Entscheidungen wie Gebote und Ansagen sind Knöpfe unter dem Tisch (Zifferntasten 1-9).&lt;/p&gt;&lt;p&gt;Eine unerlaubte Karte wird mit der Regel abgelehnt, die sie verbietet. &lt;i&gt;Ansicht → Tipp&lt;/i&gt; zeigt, was der Computerspieler täte, und warum; &lt;i&gt;Ansicht → Ausspielsignale&lt;/i&gt; deutet die ersten Ausspiele nach den Konventionen der Bücher.&lt;/p&gt;&lt;p&gt;Jede Handlung wird sofort gespeichert; &lt;i&gt;Spiel → Partien&lt;/i&gt; öffnet frühere.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;h3&gt;tarokdesk {version}&lt;/h3&gt;&lt;p&gt;A card table for the Tarock games of the old rule books.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sources&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Ulmann, &lt;i&gt;Illustrirtes Buch der Tarokspiele&lt;/i&gt; (2nd ed.): Tapp-Tarok (Cap. I), Königrufen (Cap. IV), the general rules and the Tarok-Codex.&lt;/li&gt;&lt;li&gt;Tarok-Tappen (1821), the Danish Tarok games and a Whist book: further variants to come.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Each variant follows its rule file; where the book leaves a question open, the rule file's recommendation is the default and the alternatives are options of the new-game dialog.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;tarokdesk {version}&lt;/h3&gt;&lt;p&gt;Ein Kartentisch für die Tarockspiele der alten Regelbücher.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quellen&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Ulmann, &lt;i&gt;Illustrirtes Buch der Tarokspiele&lt;/i&gt; (2. Aufl.): Tapp-Tarok (Cap. I), Königrufen (Cap. IV), die allgemeinen Regeln und der Tarok-Codex.&lt;/li&gt;&lt;li&gt;Tarok-Tappen (1821), die dänischen Tarokspiele und ein Whistbuch: weitere Spiele folgen.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Jedes Spiel folgt seiner Regeldatei; wo das Buch eine Frage offen lässt, ist die Empfehlung der Regeldatei voreingestellt und die Alternativen sind Optionen im Dialog „Neues Spiel“.&lt;/p&gt;</translation>
    </message>
  </context>
  <context>
    <name>HomePage</name>
    <message>
      <source>Tarock games of the old rule books</source>
      <translation>Tarockspiele der alten Regelbücher</translation>
    </message>
    <message>
      <source>&amp;Continue</source>
      <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
      <source>&amp;Practice…</source>
      <translation>&amp;Üben…</translation>
    </message>
    <message>
      <source>&amp;Sessions…</source>
      <translation>&amp;Partien…</translation>
    </message>
    <message>
      <source>&amp;Rules</source>
      <translation>&amp;Regeln</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
      <source>Your {game} session “{name}” with {players} is not finished ({deals} deals played).</source>
      <translation>Ihre {game}-Partie „{name}“ mit {players} ist nicht beendet ({deals} Spiele gespielt).</translation>
    </message>
    <message>
      <source>The saved sessions cannot be read: {problem}.</source>
      <translation>Die gespeicherten Partien können nicht gelesen werden: {problem}.</translation>
    </message>
  </context>
  <context>
    <name>LastTrickDialog</name>
    <message>
      <source>Last trick</source>
      <translation>Letzter Stich</translation>
    </message>
    <message>
      <source>No trick has been taken yet.</source>
      <translation>Noch kein Stich gemacht.</translation>
    </message>
    <message>
      <source>Won by {name}.</source>
      <translation>Gewonnen von {name}.</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Lead signals</source>
      <translation>Ausspielsignale</translation>
    </message>
    <message>
      <source>I am ready</source>
      <translation>Ich bin bereit</translation>
    </message>
    <message>
      <source>&amp;Next deal</source>
      <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
      <source>Game log</source>
      <translation>Spielverlauf</translation>
    </message>
    <message>
      <source>Score sheet</source>
      <translation>Abrechnung</translation>
    </message>
    <message>
      <source>Nobody has led yet.</source>
      <translation>Noch hat niemand ausgespielt.</translation>
    </message>
    <message>
      <source>Pass to {name} — click when ready</source>
      <translation>Weitergeben an {name} — klicken, wenn bereit</translation>
    </message>
    <message>
      <source>Hint: {what} — {reason}</source>
      <translation>Tipp: {what} — {reason}</translation>
    </message>
    <message>
      <source>{name} led {card}: {meaning} ({items})</source>
      <translation>{name} spielte {card}: {meaning} ({items})</translation>
    </message>
    <message>
      <source>This session is open in another window; it is shown here read-only.</source>
      <translation>Diese Partie ist in einem anderen Fenster geöffnet; hier wird sie nur angezeigt.</translation>
    </message>
    <message>
      <source>The 22 permanent trumps, I (Pagat) to XXI (Mond), and the Sküs.</source>
      <translation>Die 22 ständigen Trümpfe, I (Pagat) bis XXI (Mond), und der Sküs.</translation>
    </message>
    <message>
      <source>The highest trump (the Excuse of the old 78-card game).</source>
      <translation>Der höchste Trumpf (der Excuse des alten Spiels mit 78 Karten).</translation>
    </message>
    <message>
      <source>Tarok I, the lowest trump; winning the last trick with it is the ultimo.</source>
      <translation>Tarok I, der niedrigste Trumpf; mit ihm den letzten Stich zu machen, ist der Ultimo.</translation>
    </message>
    <message>
      <source>Tarok XXI, the second-highest trump.</source>
      <translation>Tarok XXI, der zweithöchste Trumpf.</translation>
    </message>
    <message>
      <source>The player to the dealer's right: speaks first and leads to the first trick.</source>
      <translation>Der Spieler rechts vom Geber: spricht zuerst und spielt zum ersten Stich aus.</translation>
    </message>
    <message>
      <source>Doubles an item; Recontra doubles again, Supercontra once more.</source>
      <translation>Verdoppelt einen Posten; Recontra verdoppelt nochmals, Supercontra ein weiteres Mal.</translation>
    </message>
    <message>
      <source>The six cards laid aside in two halves; the declarer may buy one.</source>
      <translation>Die sechs beiseite gelegten Karten in zwei Hälften; der Spieler darf eine kaufen.</translation>
    </message>
    <message>
      <source>A contract with one talon half bought, three cards discarded.</source>
      <translation>Ein Spiel mit einer gekauften Talonhälfte und drei verlegten Karten.</translation>
    </message>
    <message>
      <source>A contract without the talon, which goes to the opponents.</source>
      <translation>Ein Spiel ohne Talon, der den Gegnern gehört.</translation>
    </message>
    <message>
      <source>Königrufen's contract: the declarer calls a king, whose holder is his partner.</source>
      <translation>Das Spiel des Königrufens: der Spieler ruft einen König, dessen Besitzer sein Partner ist.</translation>
    </message>
    <message>
      <source>Two of the three trump honours (Sküs, Mond, Pagat) in one hand.</source>
      <translation>Zwei der drei Tarokhonneurs (Sküs, Mond, Pagat) in einer Hand.</translation>
    </message>
    <message>
      <source>Taking every trick.</source>
      <translation>Alle Stiche machen.</translation>
    </message>
    <message>
      <source>In Tapp-Tarok with four at the table, the dealer, who sits out.</source>
      <translation>Beim Tapp-Tarok zu viert der Geber, der aussetzt.</translation>
    </message>
  </context>
  <context>
    <name>Menus</name>
    <message>
      <source>Off</source>
      <translation>Aus</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Schnell</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Langsam</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Spiel</translation>
    </message>
    <message>
      <source>&amp;Home</source>
      <translation>&amp;Startseite</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
      <source>&amp;Practice…</source>
      <translation>&amp;Üben…</translation>
    </message>
    <message>
      <source>Ne&amp;xt deal</source>
      <translation>Nä&amp;chstes Spiel</translation>
    </message>
    <message>
      <source>&amp;Sessions…</source>
      <translation>&amp;Partien…</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Beenden</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ansicht</translation>
    </message>
    <message>
      <source>&amp;Last trick</source>
      <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>&amp;Tipp</translation>
    </message>
    <message>
      <source>Hints at every &amp;turn</source>
      <translation>&amp;Tipps bei jedem Zug</translation>
    </message>
    <message>
      <source>Lead &amp;signals</source>
      <translation>Aus&amp;spielsignale</translation>
    </message>
    <message>
      <source>Session &amp;chart</source>
      <translation>&amp;Verlauf der Partie</translation>
    </message>
    <message>
      <source>&amp;Animation speed</source>
      <translation>&amp;Animationstempo</translation>
    </message>
    <message>
      <source>&amp;Deck</source>
      <translation>&amp;Kartenbild</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Hilfe</translation>
    </message>
    <message>
      <source>&amp;Rules of this game</source>
      <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
      <source>&amp;How to play at this table</source>
      <translation>&amp;Bedienung des Tisches</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
      <source>&amp;About tarokdesk</source>
      <translation>Über &amp;tarokdesk</translation>
    </message>
    <message>
      <source>Classic</source>
      <translation>Klassisch</translation>
    </message>
    <message>
      <source>High contrast</source>
      <translation>Hoher Kontrast</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>random</source>
      <translation>zufällig</translation>
    </message>
    <message>
      <source>beginner</source>
      <translation>Anfänger</translation>
    </message>
    <message>
      <source>standard</source>
      <translation>Standard</translation>
    </message>
    <message>
      <source>expert</source>
      <translation>Experte</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>ja</translation>
    </message>
    <message>
      <source>no</source>
      <translation>nein</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Neues Spiel</translation>
    </message>
    <message>
      <source>Seed</source>
      <translation>Startwert</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>Rules</source>
      <translation>Regeln</translation>
    </message>
    <message>
      <source>&amp;Variant</source>
      <translation>&amp;Spiel</translation>
    </message>
    <message>
      <source>&amp;Table size</source>
      <translation>&amp;Tischgröße</translation>
    </message>
    <message>
      <source>&amp;Seed (to replay a deal)</source>
      <translation>&amp;Startwert (um ein Spiel zu wiederholen)</translation>
    </message>
    <message>
      <source>Human</source>
      <translation>Mensch</translation>
    </message>
    <message>
      <source>{count} at the table</source>
      <translation>{count} am Tisch</translation>
    </message>
    <message>
      <source>Name of seat {number}</source>
      <translation>Name auf Platz {number}</translation>
    </message>
    <message>
      <source>Computer: {level}</source>
      <translation>Computer: {level}</translation>
    </message>
    <message>
      <source>Seat {number}</source>
      <translation>Platz {number}</translation>
    </message>
  </context>
  <context>
    <name>PracticeDialog</name>
    <message>
      <source>Practice</source>
      <translation>Üben</translation>
    </message>
    <message>
      <source>&amp;Variant</source>
      <translation>&amp;Spiel</translation>
    </message>
    <message>
      <source>&amp;Table size</source>
      <translation>&amp;Tischgröße</translation>
    </message>
    <message>
      <source>&amp;Your place</source>
      <translation>&amp;Ihr Platz</translation>
    </message>
    <message>
      <source>the dealer, sitting this deal out</source>
      <translation>der Geber, der dieses Spiel aussetzt</translation>
    </message>
    <message>
      <source>Vorhand: first to bid and to lead</source>
      <translation>Vorhand: bietet zuerst und spielt zuerst aus</translation>
    </message>
    <message>
      <source>{count} at the table</source>
      <translation>{count} am Tisch</translation>
    </message>
    <message>
      <source>number {number} in the order of play</source>
      <translation>Nr. {number} in der Spielfolge</translation>
    </message>
    <message>
      <source>(the dealer)</source>
      <translation>(der Geber)</translation>
    </message>
  </context>
  <context>
    <name>Refusals</name>
    <message>
      <source>It is not your turn: {to_move} is to act.</source>
      <translation>Sie sind nicht an der Reihe: Platz {to_move} ist dran.</translation>
    </message>
    <message>
      <source>That cannot be done now: the game is in the {phase} phase.</source>
      <translation>Das geht jetzt nicht: das Spiel ist in der Phase {phase}.</translation>
    </message>
    <message>
      <source>The deal is over.</source>
      <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
      <source>'{choice}' is not one of the choices here.</source>
      <translation>„{choice}“ ist hier keine Wahl.</translation>
    </message>
    <message>
      <source>The deal is not a permutation of the pack.</source>
      <translation>Die Austeilung ist keine Anordnung des Spiels Karten.</translation>
    </message>
    <message>
      <source>{card} is not in your hand.</source>
      <translation>{card} ist nicht in Ihrer Hand.</translation>
    </message>
    <message>
      <source>You must follow suit: {suit} was led and you hold {suit}.</source>
      <translation>Sie müssen bedienen: {suit} wurde ausgespielt und Sie haben {suit}.</translation>
    </message>
    <message>
      <source>You cannot follow {suit}, so you must play a tarok.</source>
      <translation>Sie können {suit} nicht bedienen, also müssen Sie Tarok spielen.</translation>
    </message>
    <message>
      <source>A tarok was led: you must play a tarok.</source>
      <translation>Tarok wurde ausgespielt: Sie müssen Tarok spielen.</translation>
    </message>
    <message>
      <source>You must beat the highest tarok in the trick.</source>
      <translation>Sie müssen den höchsten Tarok im Stich überstechen.</translation>
    </message>
    <message>
      <source>That bid does not rank above {current}.</source>
      <translation>Dieses Gebot ist nicht höher als {current}.</translation>
    </message>
    <message>
      <source>You may not bid {bid} here.</source>
      <translation>Sie dürfen hier nicht {bid} bieten.</translation>
    </message>
    <message>
      <source>Only an earlier player may hold a bid.</source>
      <translation>Nur ein Vormann darf ein Gebot behalten.</translation>
    </message>
    <message>
      <source>Kings may never be discarded.</source>
      <translation>Könige dürfen nie verlegt werden.</translation>
    </message>
    <message>
      <source>The Sküs, the Mond and the Pagat may never be discarded.</source>
      <translation>Sküs, Mond und Pagat dürfen nie verlegt werden.</translation>
    </message>
    <message>
      <source>A tarok may be discarded only when no suit card other than kings would remain in your hand ({suit_cards} left).</source>
      <translation>Tarok darf nur verlegt werden, wenn außer Königen keine Farbkarte in der Hand bliebe (noch {suit_cards}).</translation>
    </message>
    <message>
      <source>That part of the talon cannot be taken now.</source>
      <translation>Dieser Teil des Talons kann jetzt nicht genommen werden.</translation>
    </message>
    <message>
      <source>You may not announce {item} now.</source>
      <translation>Sie dürfen jetzt nicht {item} ansagen.</translation>
    </message>
    <message>
      <source>{item} has been announced already.</source>
      <translation>{item} ist schon angesagt.</translation>
    </message>
    <message>
      <source>You may not say {level} to {item}.</source>
      <translation>Sie dürfen {item} kein {level} geben.</translation>
    </message>
    <message>
      <source>Having called auf Pagat you must announce Pagat Ultimo.</source>
      <translation>Wer auf Pagat ruft, muss Pagat Ultimo ansagen.</translation>
    </message>
  </context>
  <context>
    <name>Result</name>
    <message>
      <source>won</source>
      <translation>gewonnen</translation>
    </message>
    <message>
      <source>lost</source>
      <translation>verloren</translation>
    </message>
    <message>
      <source>&lt;b&gt;All passed.&lt;/b&gt; The cards are thrown in; nobody pays.</source>
      <translation>&lt;b&gt;Alle haben gepasst.&lt;/b&gt; Die Karten werden zusammengeworfen; niemand zahlt.</translation>
    </message>
    <message>
      <source>1 unit</source>
      <translation>1 Einheit</translation>
    </message>
    <message>
      <source>{computation} = {units} each</source>
      <translation>{computation} = je {units}</translation>
    </message>
    <message>
      <source>Card points of the declarer's side: {exact} exactly, {packets} counted in packets of three, of {total}; {needed} needed: &lt;b&gt;{outcome}&lt;/b&gt;</source>
      <translation>Kartenpunkte der Spielerpartei: genau {exact}, in Lagen zu drei gezählt {packets}, von {total}; {needed} nötig: &lt;b&gt;{outcome}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>{contract} played by {declarer}</source>
      <translation>{contract}, gespielt von {declarer}</translation>
    </message>
    <message>
      <source>Thrown in (schleifen): the called king lay in the talon.</source>
      <translation>Geschleift: der gerufene König lag im Talon.</translation>
    </message>
    <message>
      <source>This deal</source>
      <translation>Dieses Spiel</translation>
    </message>
    <message>
      <source>Running total</source>
      <translation>Laufender Stand</translation>
    </message>
    <message>
      <source>{computation} = {units}</source>
      <translation>{computation} = {units}</translation>
    </message>
    <message>
      <source>Card points of the declarer's side: {exact} exactly, {packets} counted in packets of three, of {total}: &lt;b&gt;{outcome}&lt;/b&gt;</source>
      <translation>Kartenpunkte der Spielerpartei: genau {exact}, in Lagen zu drei gezählt {packets}, von {total}: &lt;b&gt;{outcome}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>{n} units</source>
      <translation>{n} Einheiten</translation>
    </message>
    <message>
      <source>{n} opponents</source>
      <translation>{n} Gegner</translation>
    </message>
    <message>
      <source>with {partner}</source>
      <translation>mit {partner}</translation>
    </message>
    <message>
      <source>Item</source>
      <translation>Posten</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <source>Rules — {file}</source>
      <translation>Regeln — {file}</translation>
    </message>
    <message>
      <source>The rule file {file} is not installed.</source>
      <translation>Die Regeldatei {file} ist nicht installiert.</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message>
      <source>total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Contract</source>
      <translation>Spielart</translation>
    </message>
    <message>
      <source>thrown in</source>
      <translation>zusammengeworfen</translation>
    </message>
  </context>
  <context>
    <name>SessionChartDialog</name>
    <message>
      <source>Session chart</source>
      <translation>Verlauf der Partie</translation>
    </message>
    <message>
      <source>Running totals</source>
      <translation>Laufende Stände</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Units</source>
      <translation>Einheiten</translation>
    </message>
  </context>
  <context>
    <name>SessionsDialog</name>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>Last played</source>
      <translation>Zuletzt gespielt</translation>
    </message>
    <message>
      <source>Deals</source>
      <translation>Spiele</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Stand</translation>
    </message>
    <message>
      <source>Sessions</source>
      <translation>Partien</translation>
    </message>
    <message>
      <source>Saved sessions</source>
      <translation>Gespeicherte Partien</translation>
    </message>
    <message>
      <source>Rename session</source>
      <translation>Partie umbenennen</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Name:</translation>
    </message>
    <message>
      <source>Delete session</source>
      <translation>Partie löschen</translation>
    </message>
    <message>
      <source>Export session</source>
      <translation>Partie exportieren</translation>
    </message>
    <message>
      <source>tarokdesk sessions (*.json)</source>
      <translation>tarokdesk-Partien (*.json)</translation>
    </message>
    <message>
      <source>Import session</source>
      <translation>Partie importieren</translation>
    </message>
    <message>
      <source>&amp;Open</source>
      <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
      <source>&amp;Rename…</source>
      <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
      <source>&amp;Delete…</source>
      <translation>&amp;Löschen…</translation>
    </message>
    <message>
      <source>&amp;Export…</source>
      <translation>&amp;Exportieren…</translation>
    </message>
    <message>
      <source>&amp;Import…</source>
      <translation>&amp;Importieren…</translation>
    </message>
    <message>
      <source>{count} sessions in {folder}</source>
      <translation>{count} Partien in {folder}</translation>
    </message>
    <message>
      <source>A name has 1 to 200 characters and no control characters.</source>
      <translation>Ein Name hat 1 bis 200 Zeichen und keine Steuerzeichen.</translation>
    </message>
    <message>
      <source>Delete the session “{name}” for good?</source>
      <translation>Die Partie „{name}“ endgültig löschen?</translation>
    </message>
    <message>
      <source>This session is open in another window; close it there first.</source>
      <translation>Diese Partie ist in einem anderen Fenster geöffnet; schließen Sie sie zuerst dort.</translation>
    </message>
    <message>
      <source>cannot be read: {problem}</source>
      <translation>nicht lesbar: {problem}</translation>
    </message>
    <message>
      <source>{count} files cannot be read and are left untouched</source>
      <translation>{count} Dateien sind nicht lesbar und bleiben unberührt</translation>
    </message>
    <message>
      <source>The sessions cannot be read: {problem}</source>
      <translation>Die Partien können nicht gelesen werden: {problem}</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>The settings file {file} could not be read ({problem}); the defaults are used.</source>
      <translation>Die Einstellungsdatei {file} konnte nicht gelesen werden ({problem}); es gelten die Voreinstellungen.</translation>
    </message>
    <message>
      <source>The settings file {file} holds values the table cannot use ({keys}); their defaults are used.</source>
      <translation>Die Einstellungsdatei {file} enthält Werte, die der Tisch nicht verwenden kann ({keys}); für sie gelten die Voreinstellungen.</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Green baize</source>
      <translation>Grüner Filz</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>Blau</translation>
    </message>
    <message>
      <source>Burgundy</source>
      <translation>Bordeaux</translation>
    </message>
    <message>
      <source>Walnut</source>
      <translation>Nussbaum</translation>
    </message>
    <message>
      <source>Slate</source>
      <translation>Schiefer</translation>
    </message>
    <message>
      <source>Off</source>
      <translation>Aus</translation>
    </message>
    <message>
      <source>Fast</source>
      <translation>Schnell</translation>
    </message>
    <message>
      <source>Normal</source>
      <translation>Normal</translation>
    </message>
    <message>
      <source>Slow</source>
      <translation>Langsam</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Einstellungen</translation>
    </message>
    <message>
      <source>Card size</source>
      <translation>Kartengröße</translation>
    </message>
    <message>
      <source>Click a card twice to play it</source>
      <translation>Karte zum Ausspielen zweimal anklicken</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Sprache</translation>
    </message>
    <message>
      <source>&amp;Deck</source>
      <translation>&amp;Kartenbild</translation>
    </message>
    <message>
      <source>Card &amp;size</source>
      <translation>Karten&amp;größe</translation>
    </message>
    <message>
      <source>&amp;Table colour</source>
      <translation>&amp;Tischfarbe</translation>
    </message>
    <message>
      <source>&amp;Animation</source>
      <translation>&amp;Animation</translation>
    </message>
    <message>
      <source>Confirm before play</source>
      <translation>Vor dem Ausspielen bestätigen</translation>
    </message>
    <message>
      <source>As the system</source>
      <translation>Wie das System</translation>
    </message>
    <message>
      <source>Classic</source>
      <translation>Klassisch</translation>
    </message>
    <message>
      <source>High contrast (large indices, four colours)</source>
      <translation>Hoher Kontrast (große Indizes, vier Farben)</translation>
    </message>
    <message>
      <source>Usual player {number}</source>
      <translation>Üblicher Spieler {number}</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <source>Pass</source>
      <translation>Passe</translation>
    </message>
    <message>
      <source>{contract} · played by {declarer}</source>
      <translation>{contract} · gespielt von {declarer}</translation>
    </message>
    <message>
      <source>calls the {card}</source>
      <translation>ruft den {card}</translation>
    </message>
    <message>
      <source>partner: {name}</source>
      <translation>Partner: {name}</translation>
    </message>
  </context>
  <context>
    <name>TableController</name>
    <message>
      <source>{error} — saving is off; the game goes on</source>
      <translation>{error} — Speichern ist aus; das Spiel geht weiter</translation>
    </message>
  </context>
  <context>
    <name>TableInput</name>
    <message>
      <source>Choose one of the buttons below.</source>
      <translation>Wählen Sie einen der Knöpfe unten.</translation>
    </message>
    <message>
      <source>Click the card again to play it.</source>
      <translation>Klicken Sie die Karte noch einmal, um sie auszuspielen.</translation>
    </message>
  </context>
  <context>
    <name>TableScene</name>
    <message>
      <source>To lay away: {chosen} of {needed} (click a card to take it back)</source>
      <translation>Zum Ablegen: {chosen} von {needed} (Klick auf eine Karte nimmt sie zurück)</translation>
    </message>
  </context>
  <context>
    <name>TableWords</name>
    <message>
      <source>your bid?</source>
      <translation>Ihr Gebot?</translation>
    </message>
    <message>
      <source>which king do you call?</source>
      <translation>welchen König rufen Sie?</translation>
    </message>
    <message>
      <source>both halves are turned up; which do you take?</source>
      <translation>beide Talonhälften liegen offen; welche nehmen Sie?</translation>
    </message>
    <message>
      <source>any announcements before the first lead?</source>
      <translation>noch Ansagen vor dem ersten Ausspiel?</translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>Geber</translation>
    </message>
    <message>
      <source>waiting for {name}</source>
      <translation>wartet auf {name}</translation>
    </message>
    <message>
      <source>{name} is thinking…</source>
      <translation>{name} überlegt…</translation>
    </message>
    <message>
      <source>Talon</source>
      <translation>Talon</translation>
    </message>
    <message>
      <source>Discards</source>
      <translation>Skat</translation>
    </message>
    <message>
      <source>{cards} cards · {tricks} tricks · {units}</source>
      <translation>{cards} Karten · {tricks} Stiche · {units}</translation>
    </message>
    <message>
      <source>König, sits out</source>
      <translation>König, setzt aus</translation>
    </message>
    <message>
      <source>partner</source>
      <translation>Partner</translation>
    </message>
    <message>
      <source>declarer: {contract}</source>
      <translation>Spieler: {contract}</translation>
    </message>
    <message>
      <source>{name}, discard {left} more: click a card.</source>
      <translation>{name}, noch {left} verlegen: klicken Sie eine Karte.</translation>
    </message>
    <message>
      <source>{name}, your lead: click a card.</source>
      <translation>{name}, Sie spielen aus: klicken Sie eine Karte.</translation>
    </message>
    <message>
      <source>{name}, your turn: click a card.</source>
      <translation>{name}, Sie sind dran: klicken Sie eine Karte.</translation>
    </message>
    <message>
      <source>calls the {card}</source>
      <translation>ruft {card}</translation>
    </message>
  </context>
  <context>
    <name>Words</name>
    <message>
      <source>King</source>
      <translation>König</translation>
    </message>
    <message>
      <source>Queen</source>
      <translation>Dame</translation>
    </message>
    <message>
      <source>Cavall</source>
      <translation>Cavall</translation>
    </message>
    <message>
      <source>Jack</source>
      <translation>Bube</translation>
    </message>
    <message>
      <source>the game</source>
      <translation>das Spiel</translation>
    </message>
    <message>
      <source>silent ultimo</source>
      <translation>stiller Ultimo</translation>
    </message>
    <message>
      <source>silent ultimo lost</source>
      <translation>stiller Ultimo verloren</translation>
    </message>
    <message>
      <source>Pagat Ultimo failed</source>
      <translation>Pagat Ultimo verloren</translation>
    </message>
    <message>
      <source>announced Volat failed</source>
      <translation>angesagter Volat verloren</translation>
    </message>
    <message>
      <source>König Ultimo failed</source>
      <translation>König Ultimo verloren</translation>
    </message>
    <message>
      <source>silent König Ultimo</source>
      <translation>stiller König Ultimo</translation>
    </message>
    <message>
      <source>called king captured</source>
      <translation>gerufener König gefangen</translation>
    </message>
    <message>
      <source>thrown in (schleifen)</source>
      <translation>geschleift</translation>
    </message>
    <message>
      <source>Dealing</source>
      <translation>Geben</translation>
    </message>
    <message>
      <source>Bidding</source>
      <translation>Lizitieren</translation>
    </message>
    <message>
      <source>Calling a king</source>
      <translation>König rufen</translation>
    </message>
    <message>
      <source>Talon</source>
      <translation>Talon</translation>
    </message>
    <message>
      <source>Discarding</source>
      <translation>Verlegen</translation>
    </message>
    <message>
      <source>Announcements</source>
      <translation>Ansagen</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Deal over</source>
      <translation>Spiel zu Ende</translation>
    </message>
    <message>
      <source>Pass</source>
      <translation>Passe</translation>
    </message>
    <message>
      <source>Hold</source>
      <translation>Behalte</translation>
    </message>
    <message>
      <source>Show the other half</source>
      <translation>Die andere Hälfte aufdecken</translation>
    </message>
    <message>
      <source>Throw in (schleifen)</source>
      <translation>Schleifen</translation>
    </message>
    <message>
      <source>No more announcements</source>
      <translation>Keine Ansage mehr</translation>
    </message>
    <message>
      <source>a card face down</source>
      <translation>eine Karte verdeckt</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>Ass</translation>
    </message>
    <message>
      <source>Take the first half</source>
      <translation>Die erste Hälfte nehmen</translation>
    </message>
    <message>
      <source>Take the second half</source>
      <translation>Die zweite Hälfte nehmen</translation>
    </message>
    <message>
      <source>Call the {card}</source>
      <translation>{card} rufen</translation>
    </message>
    <message>
      <source>{name}: discards {card}</source>
      <translation>{name}: verlegt {card}</translation>
    </message>
    <message>
      <source>Announce {item}</source>
      <translation>{item} ansagen</translation>
    </message>
    <message>
      <source>Cards dealt</source>
      <translation>Karten gegeben</translation>
    </message>
    <message>
      <source>No tarok in a hand: dealt again</source>
      <translation>Eine Hand ohne Tarok: neu gegeben</translation>
    </message>
    <message>
      <source>trick {number} to {name}</source>
      <translation>Stich {number} an {name}</translation>
    </message>
    <message>
      <source>hearts</source>
      <translation>Coeur</translation>
    </message>
    <message>
      <source>diamonds</source>
      <translation>Carreau</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>Pique</translation>
    </message>
    <message>
      <source>clubs</source>
      <translation>Treff</translation>
    </message>
    <message>
      <source>taroks</source>
      <translation>Tarok</translation>
    </message>
  </context>
</TS>
