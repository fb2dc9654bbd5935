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
    <name>ActionBar</name>
    <message>
      <source>Choice</source>
      <translation>Auswahl</translation>
    </message>
    <message>
      <source>Choose</source>
      <translation>Wählen</translation>
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
      <translation>Der Computerspieler {name} ist mit einem Fehler stehen geblieben. Die Partie bleibt erhalten, wie sie ist.</translation>
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
    <message>
      <source>leads the trump king: he holds the ace or the queen with it and wants trumps returned at the first chance</source>
      <translation>spielt den Trumpf-König aus: er hat As oder Dame dazu und will, dass Trumpf beim ersten Mal zurückgespielt wird</translation>
    </message>
    <message>
      <source>leads a trump honour from a sequence: the queen promises the jack and nine, the jack the ten and eight, the ten the nine and eight</source>
      <translation>spielt ein Trumpf-Honneur aus einer Folge aus: die Dame verspricht Bube und Neun, der Bube Zehn und Acht, die Zehn Neun und Acht</translation>
    </message>
    <message>
      <source>leads a low trump: a middling or weak trump holding; his partner sits over the opponents with his honours</source>
      <translation>spielt einen kleinen Trumpf aus: mittlere oder schwache Trümpfe; sein Partner sitzt mit seinen Honneurs hinter den Gegnern</translation>
    </message>
    <message>
      <source>leads a high card of a sequence: it promises the next lower card</source>
      <translation>spielt eine hohe Karte aus einer Folge aus: sie verspricht die nächst niedrigere</translation>
    </message>
    <message>
      <source>leads a low card of his strong suit: an invitation; the partner wins if he can and returns the suit</source>
      <translation>spielt eine kleine Karte seiner starken Farbe aus: eine Einladung; der Partner sticht, wenn er kann, und spielt die Farbe zurück</translation>
    </message>
  </context>
  <context>
    <name>DiscardTray</name>
    <message>
      <source>Lay these cards away</source>
      <translation>Diese Karten verlegen</translation>
    </message>
  </context>
  <context>
    <name>ExpertComparison</name>
    <message>
      <source>before the play</source>
      <translation>vor dem Ausspielen</translation>
    </message>
    <message>
      <source>trick {number}</source>
      <translation>Stich {number}</translation>
    </message>
    <message>
      <source>The expert would have decided as you did every time.</source>
      <translation>Der Experte hätte jedes Mal wie Sie entschieden.</translation>
    </message>
    <message>
      <source>Compared with the expert</source>
      <translation>Vergleich mit dem Experten</translation>
    </message>
    <message>
      <source>The expert would have decided otherwise here:</source>
      <translation>Hier hätte der Experte anders entschieden:</translation>
    </message>
    <message>
      <source>When</source>
      <translation>Wann</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Sie</translation>
    </message>
    <message>
      <source>The expert</source>
      <translation>Der Experte</translation>
    </message>
    <message>
      <source>Why</source>
      <translation>Warum</translation>
    </message>
  </context>
  <context>
    <name>Help</name>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Tastenkürzel</translation>
    </message>
    <message>
      <source>Left/Right: choose a card (in a problem's solution: a move back or forward)
Enter: play it, or put it in the discard tray
Backspace: take the last card back from the tray
1-9: the buttons below the table</source>
      <translation>Links/Rechts: Karte wählen (in der Lösung einer Aufgabe: einen Zug zurück oder vor)
Eingabe: ausspielen, oder zu den abzulegenden Karten legen
Rücktaste: die letzte Karte von dort zurücknehmen
1-9: die Knöpfe unter dem Tisch</translation>
    </message>
    <message>
      <source>About tarokdesk</source>
      <translation>Über tarokdesk</translation>
    </message>
    <message>
      <source>How to play at this table</source>
      <translation>Bedienung des Tisches</translation>
    </message>
    <message>
      <source>&lt;h3&gt;tarokdesk {version}&lt;/h3&gt;&lt;p&gt;A card table for the Tarock games of the old rule books.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Sources&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Ulmann, &lt;i&gt;Illustrirtes Buch der Tarokspiele&lt;/i&gt; (2nd ed.): Tapp-Tarok (Cap. I), Königrufen (Cap. IV), the general rules and the Tarok-Codex.&lt;/li&gt;&lt;li&gt;Tarok-Tappen (1821), the Danish Tarok games and a Whist book: further variants to come.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Each variant follows its rule file; where the book leaves a question open, the rule file's recommendation is the default and the alternatives are options of the new-game dialog.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;tarokdesk {version}&lt;/h3&gt;&lt;p&gt;Ein Kartentisch für die Tarockspiele der alten Regelbücher.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Quellen&lt;/b&gt;&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Ulmann, &lt;i&gt;Illustrirtes Buch der Tarokspiele&lt;/i&gt; (2. Aufl.): Tapp-Tarok (Cap. I), Königrufen (Cap. IV), die allgemeinen Regeln und der Tarok-Codex.&lt;/li&gt;&lt;li&gt;Tarok-Tappen (1821), die dänischen Tarokspiele und ein Whistbuch: weitere Spiele folgen.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Jedes Spiel folgt seiner Regeldatei; wo das Buch eine Frage offen lässt, ist die Empfehlung der Regeldatei voreingestellt und die Alternativen sind Optionen im Dialog „Neues Spiel“.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Your hand lies at the bottom; the other players sit around the table in the order of play, which passes to the right. Cards you may play are framed in gold; click one to play it, or use the arrow keys and Enter. Choices such as bids and announcements are buttons below the table (number keys 1-9).&lt;/p&gt;&lt;p&gt;An illegal card is refused with the rule that forbids it. &lt;i&gt;View → Hint&lt;/i&gt; shows what the computer player would do, and why; &lt;i&gt;View → Lead signals&lt;/i&gt; reads the first leads by the books' conventions.&lt;/p&gt;&lt;p&gt;Every action is saved at once; &lt;i&gt;Game → Sessions&lt;/i&gt; opens earlier ones.&lt;/p&gt;</source>
      <translation>&lt;p&gt;Ihr Blatt liegt unten; die anderen sitzen in der Spielfolge um den Tisch, die nach rechts geht. Spielbare Karten sind golden umrandet; klicken Sie eine an, oder wählen Sie mit den Pfeiltasten und Eingabe. Entscheidungen wie Gebote und Ansagen sind Knöpfe unter dem Tisch (Zifferntasten 1-9).&lt;/p&gt;&lt;p&gt;Eine unerlaubte Karte wird mit der Regel abgelehnt, die sie verbietet. &lt;i&gt;Ansicht → Tipp&lt;/i&gt; zeigt, was der Computerspieler täte, und warum; &lt;i&gt;Ansicht → Ausspielsignale&lt;/i&gt; deutet die ersten Ausspiele nach den Konventionen der Bücher.&lt;/p&gt;&lt;p&gt;Jede Handlung wird sofort gespeichert; &lt;i&gt;Spiel → Partien&lt;/i&gt; öffnet frühere.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Glossary</source>
      <translation>Glossar</translation>
    </message>
  </context>
  <context>
    <name>Hints</name>
    <message>
      <source>The books' advice: {items}</source>
      <translation>Rat der Bücher: {items}</translation>
    </message>
    <message>
      <source>Ulmann, problem {number}</source>
      <translation>Ulmann, Aufgabe {number}</translation>
    </message>
    <message>
      <source>It is the only card you may play.</source>
      <translation>Es ist die einzige Karte, die Sie spielen dürfen.</translation>
    </message>
    <message>
      <source>This is the rule's ordinary course.</source>
      <translation>So verlangt es der gewöhnliche Lauf der Regel.</translation>
    </message>
    <message>
      <source>A beginner's slip: a choice at random.</source>
      <translation>Ein Anfängerfehler: eine Wahl aufs Geratewohl.</translation>
    </message>
    <message>
      <source>You have only taroks left.</source>
      <translation>Sie haben nur noch Taroks.</translation>
    </message>
    <message>
      <source>Play your cheapest card.</source>
      <translation>Spielen Sie Ihre billigste Karte.</translation>
    </message>
    <message>
      <source>Hold the {contract}.</source>
      <translation>Behalten Sie das Spiel ({contract}).</translation>
    </message>
    <message>
      <source>Let the {contract} go.</source>
      <translation>Überlassen Sie das Spiel ({contract}).</translation>
    </message>
    <message>
      <source>Raise to {contract}.</source>
      <translation>Steigern Sie auf {contract}.</translation>
    </message>
    <message>
      <source>Say “gut”.</source>
      <translation>Sagen Sie „gut“.</translation>
    </message>
    <message>
      <source>Your hand is not worth the {contract}: let it go.</source>
      <translation>Ihre Karte ist das Spiel ({contract}) nicht wert: überlassen Sie es.</translation>
    </message>
    <message>
      <source>Your hand is worth no more than the {contract} already bid: pass.</source>
      <translation>Ihre Karte ist nicht mehr wert als das schon gebotene Spiel ({contract}): passen Sie.</translation>
    </message>
    <message>
      <source>Your hand is too weak for a Dreier.</source>
      <translation>Ihre Karte ist zu schwach für einen Dreier.</translation>
    </message>
    <message>
      <source>Your hand is too weak for the {contract} or anything higher.</source>
      <translation>Ihre Karte reicht weder für {contract} noch für ein höheres Spiel.</translation>
    </message>
    <message>
      <source>Eight or nine taroks with an honour and two kings are enough for a Dreier.</source>
      <translation>Acht oder neun Taroks mit einem Honneur und zwei Königen reichen für einen Dreier.</translation>
    </message>
    <message>
      <source>One or two taroks more than a Dreier needs: you can go one step higher.</source>
      <translation>Ein oder zwei Taroks mehr, als ein Dreier braucht: Sie können eine Stufe höher gehen.</translation>
    </message>
    <message>
      <source>Ten or eleven taroks with two honours, high taroks and a king carry a raised game.</source>
      <translation>Zehn oder elf Taroks mit zwei Honneurs, hohen Taroks und einem König tragen ein gesteigertes Spiel.</translation>
    </message>
    <message>
      <source>Many high taroks, two honours and a missing suit: play a Solo.</source>
      <translation>Viele hohe Taroks, zwei Honneurs und eine fehlende Farbe: spielen Sie ein Solo.</translation>
    </message>
    <message>
      <source>With a near-Solo hand you may buy a pair or a single card.</source>
      <translation>Mit einer Karte, die fast ein Solo trägt, dürfen Sie zwei Karten oder eine einzelne kaufen.</translation>
    </message>
    <message>
      <source>Hold the game yourself, or you lose your premium for tous les trois or quatre.</source>
      <translation>Behalten Sie das Spiel selbst, sonst verlieren Sie die Prämie für tous les trois oder quatre.</translation>
    </message>
    <message>
      <source>Play rather than pass: passing would forfeit your tous les trois or quatre.</source>
      <translation>Spielen Sie lieber, als zu tappen: Tappen kostet Ihre tous les trois oder quatre.</translation>
    </message>
    <message>
      <source>Ten taroks, unbroken from the Sküs down to XVIII, and the first lead: play a Solo-Dreier.</source>
      <translation>Zehn Taroks, vom Sküs bis XVIII geschlossen, und das erste Ausspiel: spielen Sie einen Solo-Dreier.</translation>
    </message>
    <message>
      <source>Your hand is strong enough to play a Dreier alone against three.</source>
      <translation>Ihre Karte ist stark genug, einen Dreier allein gegen drei zu spielen.</translation>
    </message>
    <message>
      <source>High taroks and a missing suit: you can play a Solo.</source>
      <translation>Hohe Taroks und eine fehlende Farbe: Sie können ein Solo spielen.</translation>
    </message>
    <message>
      <source>With the Pagat and many taroks call auf Pagat.</source>
      <translation>Mit dem Pagat und vielen Taroks rufen Sie auf Pagat.</translation>
    </message>
    <message>
      <source>Pass: with three or four kings you are likely to be called as partner.</source>
      <translation>Passen Sie: mit drei oder vier Königen werden Sie wahrscheinlich als Partner gerufen.</translation>
    </message>
    <message>
      <source>As Vorhand call even with a weak hand: the talon and a partner will help.</source>
      <translation>Als Vorhand rufen Sie auch mit schwacher Karte: Talon und Partner helfen.</translation>
    </message>
    <message>
      <source>A fair hand: call a king.</source>
      <translation>Eine ordentliche Karte: rufen Sie einen König.</translation>
    </message>
    <message>
      <source>Your hand is too weak to call a king.</source>
      <translation>Ihre Karte ist zu schwach, um einen König zu rufen.</translation>
    </message>
    <message>
      <source>Hold the Solo: your taroks are strong and without kings nobody will call you.</source>
      <translation>Halten Sie das Solo: Ihre Taroks sind stark, und ohne Könige ruft Sie niemand.</translation>
    </message>
    <message>
      <source>Let the Rufer stand: with two or three kings you may well be called.</source>
      <translation>Lassen Sie den Rufer stehen: mit zwei oder drei Königen werden Sie gut gerufen.</translation>
    </message>
    <message>
      <source>Call rather than play Solo: as Vorhand you gain more from the talon.</source>
      <translation>Rufen Sie lieber, statt Solo zu spielen: als Vorhand gewinnen Sie mehr durch den Talon.</translation>
    </message>
    <message>
      <source>The opponents can make two tricks at most: play a Solo.</source>
      <translation>Die Gegner machen höchstens zwei Stiche: Spielen Sie ein Solo.</translation>
    </message>
    <message>
      <source>A closed run of taroks and the first lead: declare an Einer.</source>
      <translation>Eine geschlossene Tarokfolge und das Ausspiel: Sagen Sie einen Einer an.</translation>
    </message>
    <message>
      <source>Nine taroks with Sküs, Mond, high taroks and a king carry a Zweier.</source>
      <translation>Neun Tarok mit Sküs, Mond, hohen Stechern und einem König tragen einen Zweier.</translation>
    </message>
    <message>
      <source>Nine or ten taroks from the Sküs down, or the trull with a king: declare a Dreier.</source>
      <translation>Neun oder zehn Tarok vom Sküs abwärts, oder die Trull mit einem König: Sagen Sie einen Dreier an.</translation>
    </message>
    <message>
      <source>A middling hand: let the Rufer stand, two against two is safer.</source>
      <translation>Ein mittleres Blatt: Lassen Sie den Rufer stehen, zwei gegen zwei ist sicherer.</translation>
    </message>
    <message>
      <source>Without the Sküs, the Mond or the Pagat you may not bid.</source>
      <translation>Ohne Sküs, Mond oder Pagat dürfen Sie nicht bieten.</translation>
    </message>
    <message>
      <source>Two honours and the XX: declare no more than a Dreier and let a Zweier go to you.</source>
      <translation>Zwei Figuren und das XX: sagen Sie nur einen Dreier an und lassen Sie einen Zweier aus.</translation>
    </message>
    <message>
      <source>Nine taroks with the Sküs or the Mond, or six or seven with a king or two: play a Solo.</source>
      <translation>Neun Taroks mit dem Sküs oder dem Mond, oder sechs bis sieben mit ein, zwei Königen: spielen Sie ein Solo.</translation>
    </message>
    <message>
      <source>Seven or eight taroks with a high honour and high Stecher but no king: an Einer.</source>
      <translation>Sieben oder acht Taroks mit einer hohen Figur und hohen Stechern, aber ohne König: ein Einer.</translation>
    </message>
    <message>
      <source>Your hand can stand a Zweier, so you may bid.</source>
      <translation>Ihre Karte hält einen Zweier aus, also dürfen Sie bieten.</translation>
    </message>
    <message>
      <source>Bid a Dreier: with the XX you may let a Zweier go.</source>
      <translation>Bieten Sie einen Dreier: mit dem XX dürfen Sie einen Zweier auslassen.</translation>
    </message>
    <message>
      <source>Pass: a Dreier needs a hand that can stand a Zweier, or the XX.</source>
      <translation>Passen Sie: ein Dreier braucht eine Karte, die einen Zweier aushält, oder das XX.</translation>
    </message>
    <message>
      <source>Without the XX you must hold the Zweier yourself.</source>
      <translation>Ohne das XX müssen Sie den Zweier selbst behalten.</translation>
    </message>
    <message>
      <source>Let the Zweier go: he must call the XX, so you are his partner and the trull is yours.</source>
      <translation>Lassen Sie den Zweier aus: er muss das XX rufen, Sie sind sein Partner, und die Trull gehört Ihnen.</translation>
    </message>
    <message>
      <source>Your hand is worth this game: hold it.</source>
      <translation>Das Blatt ist dieses Spiel wert: behalten.</translation>
    </message>
    <message>
      <source>Your hand is not worth this game: pass.</source>
      <translation>Das Blatt ist dieses Spiel nicht wert: passen.</translation>
    </message>
    <message>
      <source>You can expect enough card points for this game.</source>
      <translation>Genug Augen für dieses Spiel zu erwarten.</translation>
    </message>
    <message>
      <source>Too few card points to expect: pass.</source>
      <translation>Zu wenig Augen zu erwarten: passen.</translation>
    </message>
    <message>
      <source>The game is taken already: pass.</source>
      <translation>Das Spiel ist schon aufgenommen: passen Sie.</translation>
    </message>
    <message>
      <source>Four or more honours: always take the game up.</source>
      <translation>Vier oder mehr Honneurs: nehmen Sie das Spiel immer auf.</translation>
    </message>
    <message>
      <source>Three well-guarded honours and some queens: take the game up.</source>
      <translation>Drei gut besetzte Honneurs und einige Damen: nehmen Sie das Spiel auf.</translation>
    </message>
    <message>
      <source>A short-guarded Pagat is not a full honour: pass.</source>
      <translation>Ein schwach besetzter Pagat ist kein volles Honneur: passen Sie.</translation>
    </message>
    <message>
      <source>Weakly guarded honours and no queens: pass.</source>
      <translation>Schwach besetzte Honneurs und keine Dame: passen Sie.</translation>
    </message>
    <message>
      <source>The rules prescribe the card to call.</source>
      <translation>Die Regeln schreiben die Karte vor, die zu rufen ist.</translation>
    </message>
    <message>
      <source>Your hand can win alone: call your own tarok and win from three instead of one.</source>
      <translation>Ihre Karte gewinnt allein: rufen Sie Ihr eigenes Tarok und gewinnen Sie von dreien statt von einem.</translation>
    </message>
    <message>
      <source>You hold all four kings, so you must call one of your own.</source>
      <translation>Sie halten alle vier Könige und müssen einen eigenen rufen.</translation>
    </message>
    <message>
      <source>Call a king you hold yourself: you will win from all three.</source>
      <translation>Rufen Sie einen König, den Sie selbst halten: Sie gewinnen von allen dreien.</translation>
    </message>
    <message>
      <source>Call the king of the suit where your queen is bare or short: it will come home.</source>
      <translation>Rufen Sie den König der Farbe, in der Ihre Dame blank oder kurz ist: er kommt nach Hause.</translation>
    </message>
    <message>
      <source>Call the king of a short suit: it is less likely to be trumped.</source>
      <translation>Rufen Sie den König einer kurzen Farbe: er wird seltener gestochen.</translation>
    </message>
    <message>
      <source>The Zweier was let go to you: you must call the XX.</source>
      <translation>Der Zweier wurde Ihnen ausgelassen: Sie müssen das XX rufen.</translation>
    </message>
    <message>
      <source>A very strong hand: call your own tarok and play alone for triple stakes.</source>
      <translation>Eine sehr starke Karte: rufen Sie Ihr eigenes Tarok und spielen Sie allein um den dreifachen Preis.</translation>
    </message>
    <message>
      <source>You hold every tarok you could call: you play alone.</source>
      <translation>Sie halten jedes Tarok, das Sie rufen könnten: Sie spielen allein.</translation>
    </message>
    <message>
      <source>The Pagat is your only honour: call a lower tarok (XVII to XIV), not the XX.</source>
      <translation>Der Pagat ist Ihre einzige Figur: rufen Sie ein niedrigeres Tarok (XVII bis XIV), nicht das XX.</translation>
    </message>
    <message>
      <source>Taroks were laid away, perhaps a high one: call a lower tarok.</source>
      <translation>Es wurden Taroks verlegt, vielleicht ein hohes: rufen Sie ein niedrigeres Tarok.</translation>
    </message>
    <message>
      <source>After an Einer call the next tarok below the XX.</source>
      <translation>Nach einem Einer rufen Sie das nächste Tarok unter dem XX.</translation>
    </message>
    <message>
      <source>Call the highest tarok you lack.</source>
      <translation>Rufen Sie das höchste Tarok, das Ihnen fehlt.</translation>
    </message>
    <message>
      <source>The rules hand you this part of the talon.</source>
      <translation>Die Regeln geben Ihnen diesen Teil des Talons.</translation>
    </message>
    <message>
      <source>The called king lies in the talon and your hand is too weak alone: throw in.</source>
      <translation>Der gerufene König liegt im Talon und Ihre Karte ist allein zu schwach: schleifen Sie.</translation>
    </message>
    <message>
      <source>The called king lies in the talon, but with seven taroks or more keep the talon and play alone.</source>
      <translation>Der gerufene König liegt im Talon, doch mit sieben Taroks oder mehr behalten Sie den Talon und spielen allein.</translation>
    </message>
    <message>
      <source>Take the part turned up: it is good enough, and each further look makes the game one fold more.</source>
      <translation>Nehmen Sie den aufgedeckten Teil: er ist gut genug, und jedes weitere Aufdecken macht das Spiel um ein Mal höher.</translation>
    </message>
    <message>
      <source>The part turned up does not help your hand: turn up the next, although the game becomes one fold more.</source>
      <translation>Der aufgedeckte Teil hilft Ihrer Hand nicht: decken Sie den nächsten auf, auch wenn das Spiel um ein Mal höher wird.</translation>
    </message>
    <message>
      <source>Take the part that helps your hand most, counting that going back makes the game more folds.</source>
      <translation>Nehmen Sie den Teil, der Ihrer Hand am meisten hilft, und rechnen Sie damit, dass das Zurückgehen das Spiel mehrmalig macht.</translation>
    </message>
    <message>
      <source>Neither half can win this game: throw it in now, and it costs only a single forfeit.</source>
      <translation>Keine Hälfte gewinnt dieses Spiel: schleifen Sie jetzt, dann kostet es nur eine einfache Bête.</translation>
    </message>
    <message>
      <source>Take the half that fits your hand best and lets you lay away well.</source>
      <translation>Nehmen Sie die Hälfte, die am besten zur Karte passt und gut verlegen lässt.</translation>
    </message>
    <message>
      <source>Lay away cards that leave you without a suit, and points that are safe there.</source>
      <translation>Verlegen Sie so, dass Ihnen eine Farbe fehlt, und legen Sie Augen, die dort sicher sind.</translation>
    </message>
    <message>
      <source>Lay away your least valuable card.</source>
      <translation>Verlegen Sie Ihre geringste Karte.</translation>
    </message>
    <message>
      <source>Lay away your short high tarok, so that you are not called with a hand unfit to help.</source>
      <translation>Verlegen Sie Ihr schwach gedecktes hohes Tarok, damit Sie nicht mit einer Karte gerufen werden, die nicht helfen kann.</translation>
    </message>
    <message>
      <source>Lay away a tarok: the player, told so, will call a low tarok and no volat follows.</source>
      <translation>Verlegen Sie ein Tarok: der Spieler hört es, ruft ein niedriges Tarok, und kein Volat folgt.</translation>
    </message>
    <message>
      <source>A Vole hand: lay the Sküs away, it can win no trick.</source>
      <translation>Ein Vole-Blatt: den Sküs in den Scat legen, er macht keinen Stich.</translation>
    </message>
    <message>
      <source>The Pagat with only two taroks would be caught: lay all three away.</source>
      <translation>Der Pagat mit nur zwei Taroks würde gefangen: alle drei weglegen.</translation>
    </message>
    <message>
      <source>A bare court card: its points are safe in the Scat.</source>
      <translation>Eine blanke Figur: im Scat sind ihre Augen sicher.</translation>
    </message>
    <message>
      <source>This court card is in danger: its points are safe in the Scat.</source>
      <translation>Diese Figur ist in Gefahr: im Scat sind ihre Augen sicher.</translation>
    </message>
    <message>
      <source>Every card you may lay away is worth keeping; this one is missed least.</source>
      <translation>Jede Karte, die Sie verlegen dürfen, wäre behaltenswert; diese fehlt Ihnen am wenigsten.</translation>
    </message>
    <message>
      <source>Make a void, to bring the Pagat in early by trumping.</source>
      <translation>Eine Farbe frei machen, um den Pagat früh einzustechen.</translation>
    </message>
    <message>
      <source>Lay away the court cards of your long suit.</source>
      <translation>Die Figuren der langen Farbe weglegen.</translation>
    </message>
    <message>
      <source>Lay away a small card.</source>
      <translation>Eine kleine Karte weglegen.</translation>
    </message>
    <message>
      <source>Lay away a court card without its King, or make a void: your Scat counts for you.</source>
      <translation>Legen Sie eine Figur ohne ihren König weg oder machen Sie eine Farbe frei: Ihr Scat zählt für Sie.</translation>
    </message>
    <message>
      <source>Your hand has nothing worth announcing.</source>
      <translation>Ihre Karte hat nichts, was eine Ansage lohnt.</translation>
    </message>
    <message>
      <source>You hold the Pagat and taroks enough to bring it home: announce Pagat Ultimo.</source>
      <translation>Sie halten den Pagat und genug Taroks, um ihn heimzubringen: sagen Sie Pagat Ultimo an.</translation>
    </message>
    <message>
      <source>The rules oblige you to announce {item}.</source>
      <translation>Die Regeln verpflichten Sie, {item} anzusagen.</translation>
    </message>
    <message>
      <source>A premium for what you hold is paid only when you announce it.</source>
      <translation>Eine Prämie für das, was Sie halten, wird nur bezahlt, wenn Sie sie ansagen.</translation>
    </message>
    <message>
      <source>Strong taroks, the called king well guarded, and the declarer took a high honour: announce König Ultimo.</source>
      <translation>Starke Taroks, der gerufene König gut besetzt, und der Spieler hat ein hohes Honneur gekauft: sagen Sie König Ultimo an.</translation>
    </message>
    <message>
      <source>Your hand has no gap in taroks or suits: announce the Volat.</source>
      <translation>Ihre Karte hat keine Lücke in Taroks oder Farben: sagen Sie den Volat an.</translation>
    </message>
    <message>
      <source>Do not announce the Volat: a hand like this makes it only with the first lead.</source>
      <translation>Sagen Sie den Volat nicht an: mit dieser Karte gelingt er nur mit dem ersten Ausspiel.</translation>
    </message>
    <message>
      <source>You hold the Sküs, which always takes a trick: their Volat cannot succeed, double it.</source>
      <translation>Sie halten den Sküs, der immer einen Stich macht: ihr Volat kann nicht gelingen, verdoppeln Sie ihn.</translation>
    </message>
    <message>
      <source>Say Recontra only with a hand complete in taroks.</source>
      <translation>Geben Sie Recontra nur mit einer in Taroks vollständigen Karte.</translation>
    </message>
    <message>
      <source>Your side is overwhelming: say Supercontra.</source>
      <translation>Ihre Partei ist überlegen: geben Sie Supercontra.</translation>
    </message>
    <message>
      <source>Say Contra: with nine or ten taroks and a high honour you are the strong defender.</source>
      <translation>Geben Sie Contra: mit neun oder zehn Taroks und einem hohen Honneur sind Sie der starke Gegner.</translation>
    </message>
    <message>
      <source>Say Contra to the raised game: your counting cards and a missing suit hurt the declarer.</source>
      <translation>Geben Sie Contra auf das gesteigerte Spiel: Ihre Zählkarten und eine fehlende Farbe schaden dem Spieler.</translation>
    </message>
    <message>
      <source>Say Contra to the ultimo: you hold enough high taroks to catch the Pagat.</source>
      <translation>Geben Sie Contra auf den Ultimo: Sie haben genug hohe Taroks, um den Pagat zu fangen.</translation>
    </message>
    <message>
      <source>Declare your honours: what is not written before the next deal is lost.</source>
      <translation>Sagen Sie Ihre Honneurs an: was vor dem nächsten Geben nicht geschrieben ist, ist verloren.</translation>
    </message>
    <message>
      <source>Nothing (more) to declare.</source>
      <translation>Nichts (mehr) anzusagen.</translation>
    </message>
    <message>
      <source>You will play for Misère: announce nothing, or the cards shown betray your plan.</source>
      <translation>Sie spielen auf Misère: sagen Sie nichts an, sonst verraten die gezeigten Karten Ihren Plan.</translation>
    </message>
    <message>
      <source>Do not announce tous les trois: he will think the Pagat is hidden in your talon and play his king into it.</source>
      <translation>Melden Sie tous les trois nicht an: er wird den Pagat in Ihrem Talon verdeckt glauben und seinen König hineinspielen.</translation>
    </message>
    <message>
      <source>Seven taroks or more with the Sküs and the Mond: announce tous les trois.</source>
      <translation>Sieben Taroks oder mehr mit Sküs und Mond: sagen Sie tous les trois an.</translation>
    </message>
    <message>
      <source>You hold the called XX with the Sküs and support: announce tous les trois.</source>
      <translation>Sie halten das gerufene XX mit dem Sküs und Beistand: sagen Sie tous les trois an.</translation>
    </message>
    <message>
      <source>Your partner's quatre says he lacks the Mond, so an opponent has it: announce Mondfang.</source>
      <translation>Das Quatre Ihres Partners sagt, dass ihm der Mond fehlt; ein Gegner hat ihn: sagen Sie Mondfang an.</translation>
    </message>
    <message>
      <source>The Mond sits with an opponent and will be caught: announce tous les trois.</source>
      <translation>Der Mond sitzt bei einem Gegner und wird gefangen: sagen Sie tous les trois an.</translation>
    </message>
    <message>
      <source>In last hand with the Sküs and six taroks you can catch the Mond: announce Mondfang.</source>
      <translation>In der Hinterhand mit dem Sküs und sechs Taroks können Sie den Mond fangen: sagen Sie Mondfang an.</translation>
    </message>
    <message>
      <source>In last hand with the Sküs and six taroks: announce tous les trois.</source>
      <translation>In der Hinterhand mit dem Sküs und sechs Taroks: sagen Sie tous les trois an.</translation>
    </message>
    <message>
      <source>Announce tous les quatre: it shows your partner the high taroks beside the XX.</source>
      <translation>Sagen Sie tous les quatre an: es zeigt Ihrem Partner die hohen Taroks neben dem XX.</translation>
    </message>
    <message>
      <source>Taroks were laid away, so the declarer called low and cannot tell his partner: announce tous les quatre to show him your high taroks.</source>
      <translation>Es wurden Taroks verlegt, darum hat der Spieler niedrig gerufen und kennt seinen Partner nicht: sagen Sie tous les quatre an und zeigen Sie ihm Ihre hohen Taroks.</translation>
    </message>
    <message>
      <source>Contra their tous les trois: you hold the Sküs, or a well-guarded Mond.</source>
      <translation>Geben Sie Contra auf ihr tous les trois: Sie halten den Sküs oder einen gut gedeckten Mond.</translation>
    </message>
    <message>
      <source>A Vole hand without a gap: announce the Vole.</source>
      <translation>Ein lückenloses Vole-Blatt: die Vole ansagen.</translation>
    </message>
    <message>
      <source>You are sure to take no trick: announce the Misère.</source>
      <translation>Sicher stichfrei: die Misère ansagen.</translation>
    </message>
    <message>
      <source>Announce a Misère or a Vole only when you are sure.</source>
      <translation>Misère oder Vole nur ansagen, wenn sie sicher sind.</translation>
    </message>
    <message>
      <source>The declarer already has his 36 points: give up and spare the rest.</source>
      <translation>Der Spieler hat seine 36 Punkte schon: geben Sie auf und sparen Sie den Rest.</translation>
    </message>
    <message>
      <source>Your side can still make 35 points: play on.</source>
      <translation>Ihre Seite kann noch 35 Punkte machen: spielen Sie weiter.</translation>
    </message>
    <message>
      <source>The rules give the dummy to the defender without the called tarok.</source>
      <translation>Die Regeln geben den Strohmann dem Gegenspieler, dem das gerufene Tarok fehlt.</translation>
    </message>
    <message>
      <source>You are the last defender asked: you must take the dummy.</source>
      <translation>Sie werden als letzter Gegenspieler gefragt: Sie müssen den Strohmann nehmen.</translation>
    </message>
    <message>
      <source>You hold {own} taroks, fewer than the other defender is likely to hold ({other}): take the dummy.</source>
      <translation>Sie halten {own} Taroks, weniger als der andere Gegenspieler vermutlich hält ({other}): nehmen Sie den Strohmann.</translation>
    </message>
    <message>
      <source>You hold {own} taroks, no fewer than the other defender is likely to hold ({other}): leave him the dummy.</source>
      <translation>Sie halten {own} Taroks, nicht weniger als der andere Gegenspieler vermutlich hält ({other}): überlassen Sie ihm den Strohmann.</translation>
    </message>
    <message>
      <source>Give back your cheapest card.</source>
      <translation>Die billigste Karte zurückgeben.</translation>
    </message>
    <message>
      <source>Demand the Mond or the Sküs.</source>
      <translation>Den Mond oder den Sküs verlangen.</translation>
    </message>
    <message>
      <source>Demand a king.</source>
      <translation>Einen König verlangen.</translation>
    </message>
    <message>
      <source>Demand the highest tarok.</source>
      <translation>Den höchsten Tarok verlangen.</translation>
    </message>
    <message>
      <source>The ultimo cannot succeed: get rid of the Pagat before the last trick.</source>
      <translation>Der Ultimo kann nicht gelingen: werden Sie den Pagat vor dem letzten Stich los.</translation>
    </message>
    <message>
      <source>You control the taroks: cash your sure winners.</source>
      <translation>Sie beherrschen die Taroks: bringen Sie Ihre sicheren Stiche heim.</translation>
    </message>
    <message>
      <source>You hold the called tarok and lead first: lead your highest tarok to catch the Mond.</source>
      <translation>Sie halten den gerufenen Tarok und spielen zuerst aus: spielen Sie Ihren höchsten Tarok, um den Mond zu fangen.</translation>
    </message>
    <message>
      <source>You hold the called tarok and lead first: lead a tarok, so the player knows you.</source>
      <translation>Sie halten den gerufenen Tarok und spielen zuerst aus: spielen Sie Tarok, damit der Spieler Sie erkennt.</translation>
    </message>
    <message>
      <source>Answer your partner's tarok lead with a middle tarok: it tells him you hold the Sküs.</source>
      <translation>Beantworten Sie das Tarokausspiel Ihres Partners mit einem mittleren Tarok: er sagt ihm, dass Sie den Sküs halten.</translation>
    </message>
    <message>
      <source>Answer your partner's tarok lead with a small tarok: you have no Sküs.</source>
      <translation>Beantworten Sie das Tarokausspiel Ihres Partners mit einem kleinen Tarok: Sie haben keinen Sküs.</translation>
    </message>
    <message>
      <source>The declarer invited on tarok: return taroks, and put up the Mond.</source>
      <translation>Der Spieler hat auf Tarok eingeladen: spielen Sie Taroks zurück und setzen Sie den Mond ein.</translation>
    </message>
    <message>
      <source>The declarer invited on tarok: return taroks.</source>
      <translation>Der Spieler hat auf Tarok eingeladen: spielen Sie Taroks zurück.</translation>
    </message>
    <message>
      <source>Play the called king on the first round of its suit, before it can be trumped.</source>
      <translation>Spielen Sie den gerufenen König in der ersten Runde seiner Farbe, bevor er gestochen werden kann.</translation>
    </message>
    <message>
      <source>The declarer leads his long suit: return a small tarok.</source>
      <translation>Der Spieler spielt seine lange Farbe: spielen Sie einen kleinen Tarok zurück.</translation>
    </message>
    <message>
      <source>You are weak after the talon: lead the called suit at once so your partner can show himself.</source>
      <translation>Nach dem Talon sind Sie schwach: spielen Sie gleich die gerufene Farbe aus, damit sich Ihr Partner zeigen kann.</translation>
    </message>
    <message>
      <source>With eight or nine taroks invite at once: lead a small tarok.</source>
      <translation>Mit acht oder neun Taroks laden Sie gleich ein: spielen Sie einen kleinen Tarok aus.</translation>
    </message>
    <message>
      <source>Lead your long suit to draw the opponents' taroks.</source>
      <translation>Spielen Sie Ihre lange Farbe aus, um den Gegnern die Taroks zu ziehen.</translation>
    </message>
    <message>
      <source>Draw trumps: your many taroks pull the opponents' high ones, and then your small ones win.</source>
      <translation>Fordern Sie: Ihre vielen Taroks ziehen die hohen der Gegner, dann gewinnen Ihre kleinen.</translation>
    </message>
    <message>
      <source>Draw the opponents' taroks with a tarok that cannot be beaten.</source>
      <translation>Ziehen Sie den Gegnern die Taroks mit einem Tarok, der nicht zu schlagen ist.</translation>
    </message>
    <message>
      <source>Cash a sure figure while everybody still follows suit.</source>
      <translation>Bringen Sie eine sichere Figur heim, solange alle noch bekennen.</translation>
    </message>
    <message>
      <source>Give up a small card and keep your small tarok for later.</source>
      <translation>Geben Sie eine kleine Karte ab und heben Sie Ihren kleinen Tarok auf.</translation>
    </message>
    <message>
      <source>Keep king and cavall to catch the queen, and lead a tarok that is sure to win.</source>
      <translation>Behalten Sie König und Cavall, um die Dame zu fangen, und spielen Sie einen sicheren Tarok aus.</translation>
    </message>
    <message>
      <source>Give up the lead with your small tarok: the opponent must then lead into your king and cavall.</source>
      <translation>Geben Sie das Ausspiel mit dem kleinen Tarok ab: der Gegner muss dann in Ihren König und Cavall spielen.</translation>
    </message>
    <message>
      <source>Lead a small tarok.</source>
      <translation>Spielen Sie einen kleinen Tarok aus.</translation>
    </message>
    <message>
      <source>The declarer leads the called suit: win it with the king.</source>
      <translation>Der Spieler spielt die gerufene Farbe aus: nehmen Sie den Stich mit dem König.</translation>
    </message>
    <message>
      <source>Put up the Mond: the declarer invited on tarok.</source>
      <translation>Setzen Sie den Mond ein: der Spieler hat auf Tarok eingeladen.</translation>
    </message>
    <message>
      <source>Your partner invited on tarok: put up the Mond at once, even with the Sküs out.</source>
      <translation>Ihr Partner hat auf Tarok eingeladen: setzen Sie den Mond sogleich ein, auch wenn der Sküs noch aussteht.</translation>
    </message>
    <message>
      <source>Win with the called king and bring it home.</source>
      <translation>Stechen Sie mit dem gerufenen König und bringen Sie ihn heim.</translation>
    </message>
    <message>
      <source>Your partner invited on tarok: return your highest tarok.</source>
      <translation>Ihr Partner hat auf Tarok eingeladen: spielen Sie Ihren höchsten Tarok zurück.</translation>
    </message>
    <message>
      <source>Return the suit your partner led.</source>
      <translation>Spielen Sie die Farbe Ihres Partners zurück.</translation>
    </message>
    <message>
      <source>The declarer's only suit card must be the fourth king: lead that suit, so that it falls and your partner, void there, can trump it.</source>
      <translation>Die einzige Farbkarte des Spielers muss der vierte König sein: spielen Sie diese Farbe aus, damit er fällt und Ihr Partner, der sie nicht hat, ihn sticht.</translation>
    </message>
    <message>
      <source>Lead the suit your partner can trump: one trick is enough to break the announced Volat.</source>
      <translation>Spielen Sie die Farbe aus, die Ihr Partner stechen kann: ein Stich genügt, um den angesagten Volat zu brechen.</translation>
    </message>
    <message>
      <source>Few taroks and a silent partner: lead your shortest suit, not a tarok.</source>
      <translation>Wenige Taroks und ein stummer Partner: spielen Sie Ihre kürzeste Farbe aus, kein Tarok.</translation>
    </message>
    <message>
      <source>Lead your long suit: it forces the declarer and shows your partner you are strong.</source>
      <translation>Spielen Sie Ihre lange Farbe aus: das zwingt den Spieler und zeigt Ihrem Partner, dass Sie stark sind.</translation>
    </message>
    <message>
      <source>Invite with your lowest tarok: you are strong without a long suit.</source>
      <translation>Laden Sie mit Ihrem niedrigsten Tarok ein: Sie sind stark, aber ohne lange Farbe.</translation>
    </message>
    <message>
      <source>With only one or two taroks left, lead a tarok.</source>
      <translation>Mit nur noch ein oder zwei Taroks spielen Sie Tarok aus.</translation>
    </message>
    <message>
      <source>Lead the suit the declarer lacks, to draw his taroks.</source>
      <translation>Spielen Sie die Farbe aus, die dem Spieler fehlt, um ihm die Taroks zu ziehen.</translation>
    </message>
    <message>
      <source>Against a Solo lead the king out; sparing it only loses it.</source>
      <translation>Gegen ein Solo spielen Sie den König aus; wer ihn schont, verliert ihn.</translation>
    </message>
    <message>
      <source>Lead your short suit with two figures: the weak partner's best lead.</source>
      <translation>Spielen Sie Ihre kurze Farbe mit zwei Figuren aus: das beste Ausspiel des Schwachen.</translation>
    </message>
    <message>
      <source>Lead a short suit: it tells your partner you are weak.</source>
      <translation>Spielen Sie eine kurze Farbe aus: das sagt Ihrem Partner, dass Sie schwach sind.</translation>
    </message>
    <message>
      <source>Lead your long suit: it draws the others' taroks.</source>
      <translation>Spielen Sie Ihre lange Farbe aus: sie holt die Taroks der anderen heraus.</translation>
    </message>
    <message>
      <source>Lead a short suit: you will soon be void in it and may trump.</source>
      <translation>Spielen Sie eine kurze Farbe aus: bald fehlt sie Ihnen, und Sie dürfen stechen.</translation>
    </message>
    <message>
      <source>Do not lead a single card of a suit.</source>
      <translation>Spielen Sie keine einzelne Karte einer Farbe aus.</translation>
    </message>
    <message>
      <source>Your partner wins this trick: add a card with many points.</source>
      <translation>Ihr Partner macht diesen Stich: geben Sie eine Karte mit vielen Augen dazu.</translation>
    </message>
    <message>
      <source>Your partner's trick is safe: keep your high taroks.</source>
      <translation>Der Stich Ihres Partners ist sicher: behalten Sie Ihre hohen Taroks.</translation>
    </message>
    <message>
      <source>Your partner's trick is not safe: give a card of little value.</source>
      <translation>Der Stich Ihres Partners ist nicht sicher: geben Sie eine Karte von geringem Wert.</translation>
    </message>
    <message>
      <source>Let this empty tarok trick pass: your Mond, now the highest tarok, waits for a trick worth taking.</source>
      <translation>Lassen Sie diesen leeren Tarokstich gehen: Ihr Mond, jetzt der höchste Tarok, wartet auf einen Stich, der sich lohnt.</translation>
    </message>
    <message>
      <source>You play last: win the trick with the cheapest card that does it.</source>
      <translation>Sie spielen zuletzt: nehmen Sie den Stich mit der billigsten Karte, die es kann.</translation>
    </message>
    <message>
      <source>Take the trick with a card that cannot be beaten: every card that beats it has been played or is in your hand.</source>
      <translation>Nehmen Sie den Stich mit einer Karte, die nicht zu schlagen ist: jede Karte, die sie schlägt, ist gespielt oder in Ihrer Hand.</translation>
    </message>
    <message>
      <source>Take the trick: only your partner plays after you.</source>
      <translation>Nehmen Sie den Stich: nach Ihnen spielt nur Ihr Partner.</translation>
    </message>
    <message>
      <source>Take the trick with a card the players after you cannot beat: by the cards played and the suits they could not follow, none of them can hold a card that beats it and play it.</source>
      <translation>Nehmen Sie den Stich mit einer Karte, die die Spieler nach Ihnen nicht schlagen können: nach den gespielten Karten und den Farben, die sie nicht bedienen konnten, kann keiner von ihnen eine Karte halten und spielen, die sie schlägt.</translation>
    </message>
    <message>
      <source>You are last and no tarok is in the trick: bring your Pagat in now, before it is caught.</source>
      <translation>Sie geben zuletzt zu und im Stich liegt kein Tarok: bringen Sie Ihren Pagat jetzt ein, ehe er gefangen wird.</translation>
    </message>
    <message>
      <source>The trick holds points: fight for it.</source>
      <translation>Der Stich enthält Augen: kämpfen Sie darum.</translation>
    </message>
    <message>
      <source>Let the trick go with a small tarok, and keep another in reserve.</source>
      <translation>Lassen Sie den Stich mit einem kleinen Tarok gehen und behalten Sie einen in Reserve.</translation>
    </message>
    <message>
      <source>You cannot win the trick: give your least valuable card.</source>
      <translation>Sie können den Stich nicht machen: geben Sie Ihre wertloseste Karte.</translation>
    </message>
    <message>
      <source>The Mond is in the trick: take it with the Sküs.</source>
      <translation>Der Mond liegt im Stich: nehmen Sie ihn mit dem Sküs.</translation>
    </message>
    <message>
      <source>Your side announced Mondfang: keep the Sküs for the trick the Mond falls in.</source>
      <translation>Ihre Partei hat Mondfang angesagt: halten Sie den Sküs für den Stich, in den der Mond fällt.</translation>
    </message>
    <message>
      <source>Lead the Mond: your partner can throw his Pagat on it safely.</source>
      <translation>Spielen Sie den Mond aus: Ihr Partner kann seinen Pagat gefahrlos daraufwerfen.</translation>
    </message>
    <message>
      <source>Throw your Pagat on your partner's sure trick, where it is safe.</source>
      <translation>Werfen Sie Ihren Pagat auf den sicheren Stich Ihres Partners, dort ist er sicher.</translation>
    </message>
    <message>
      <source>With few taroks, open with a suit whose King you do not hold.</source>
      <translation>Mit wenigen Taroks spielen Sie zuerst eine Farbe aus, deren König Sie nicht haben.</translation>
    </message>
    <message>
      <source>Force the Pagat: lead a tarok while its holder may still have it.</source>
      <translation>Den Pagat forcieren: Tarok ausspielen, solange sein Besitzer ihn noch haben kann.</translation>
    </message>
    <message>
      <source>Take this trick with your King rather than let it pass: later it may be trumped.</source>
      <translation>Nehmen Sie diesen Stich mit Ihrem König, statt ihn durchzulassen: später kann er gestochen werden.</translation>
    </message>
    <message>
      <source>Most taroks are out: keep your court card back, it may win a trick of its own.</source>
      <translation>Die meisten Taroks sind gefallen: behalten Sie Ihre Figur, sie kann selbst einen Stich machen.</translation>
    </message>
    <message>
      <source>Put your court card on your partner's King: its points go to your side.</source>
      <translation>Geben Sie Ihre Figur auf den König Ihres Partners: ihre Augen gehen an Ihre Seite.</translation>
    </message>
    <message>
      <source>Your partner is drawing taroks: return taroks to him.</source>
      <translation>Ihr Partner zieht die Taroks heraus: spielen Sie ihm Taroks nach.</translation>
    </message>
    <message>
      <source>The King of this suit has fallen: lead it, so that your partner's Queen is saved.</source>
      <translation>Der König dieser Farbe ist gefallen: spielen Sie sie aus, damit die Dame Ihres Partners gerettet wird.</translation>
    </message>
    <message>
      <source>The Pagat's holder is short of taroks: lead a tarok to force it out.</source>
      <translation>Der Besitzer des Pagat hat wenige Taroks: spielen Sie einen Tarok aus, um ihn herauszuzwingen.</translation>
    </message>
    <message>
      <source>As Mediateur, lead high taroks to capture the Pagat.</source>
      <translation>Spielen Sie als Mediateur hohe Taroks aus, um den Pagat zu fangen.</translation>
    </message>
    <message>
      <source>Play the Sküs now: after the 20th trick it loses its power.</source>
      <translation>Jetzt den Sküs spielen: nach dem 20. Stich verliert er seine Kraft.</translation>
    </message>
    <message>
      <source>Excuse yourself with the Sküs and save your court card.</source>
      <translation>Mit dem Sküs sküsiren und die Figur retten.</translation>
    </message>
    <message>
      <source>Against a Misère: lead a small tarok, to make him take a trick.</source>
      <translation>Gegen eine Misère: spielen Sie einen kleinen Tarok aus, damit er einen Stich machen muss.</translation>
    </message>
    <message>
      <source>Against a Misère: lead the suit led least, to find the void where he must trump.</source>
      <translation>Gegen eine Misère: spielen Sie die am wenigsten gespielte Farbe aus, um die Farbe zu finden, in der er blank ist und stechen muss.</translation>
    </message>
    <message>
      <source>Playing for Misère: lead your lowest card.</source>
      <translation>Auf Misère: die niedrigste Karte ausspielen.</translation>
    </message>
    <message>
      <source>Playing for Misère: stay below the winning card.</source>
      <translation>Auf Misère: unter der stechenden Karte bleiben.</translation>
    </message>
    <message>
      <source>Playing for Misère: no card stays below, play the lowest.</source>
      <translation>Auf Misère: keine Karte bleibt darunter, die niedrigste spielen.</translation>
    </message>
    <message>
      <source>Playing for no trick: lead your lowest card.</source>
      <translation>Auf keinen Stich: die niedrigste Karte ausspielen.</translation>
    </message>
    <message>
      <source>Playing for no trick: stay under the winning card.</source>
      <translation>Auf keinen Stich: unter der stechenden Karte bleiben.</translation>
    </message>
    <message>
      <source>Playing for no trick: the Sküs, as no other card stays under.</source>
      <translation>Auf keinen Stich: der Sküs, da keine andere Karte darunter bleibt.</translation>
    </message>
    <message>
      <source>With ten or more taroks and no Pagat, draw the Pagat before the suits.</source>
      <translation>Mit zehn oder mehr Taroks ohne Pagat holen Sie den Pagat heraus, bevor Sie Farben spielen.</translation>
    </message>
    <message>
      <source>Do not fetch his Pagat: lead a card he must trump with it, so that he must then lead his suit to you.</source>
      <translation>Holen Sie seinen Pagat nicht: spielen Sie eine Karte aus, die er mit ihm stechen muss, damit er Ihnen dann seine Farbe vorspielen muss.</translation>
    </message>
    <message>
      <source>Lead your low card first to take away his safe exit card; later he must lead the suit into your figures.</source>
      <translation>Spielen Sie zuerst Ihre kleine Karte aus, um ihm seine sichere Abgangskarte zu nehmen; später muss er Ihnen die Farbe in Ihre Figuren vorspielen.</translation>
    </message>
    <message>
      <source>Every card is known: count each lead to the end and lead the one that wins.</source>
      <translation>Jede Karte ist bekannt: rechnen Sie jedes Ausspiel bis zum Ende durch und spielen Sie das aus, das gewinnt.</translation>
    </message>
    <message>
      <source>Lead trumps from your closed sequence; keep the smallest.</source>
      <translation>Ziehen Sie Tarock von Ihrer geschlossenen Folge an; behalten Sie den kleinsten.</translation>
    </message>
    <message>
      <source>Stay buttoned up: keep your packets closed and your lone low card, so that you can trump his king or queen of that suit later.</source>
      <translation>Bleiben Sie zugeknöpft: lassen Sie Ihre Päckchen geschlossen und behalten Sie Ihre einzelne kleine Karte, damit Sie später seinen König oder seine Dame dieser Farbe abtrumpfen können.</translation>
    </message>
    <message>
      <source>A queen or cavall over three covered cards seldom comes home: play it now.</source>
      <translation>Eine Dame oder ein Cavall über drei verdeckten Karten kommt selten heim: spielen Sie sie gleich.</translation>
    </message>
    <message>
      <source>Play the figure on your packet before the higher one in your hand.</source>
      <translation>Spielen Sie die Figur auf Ihrem Päckchen vor der höheren in der Hand.</translation>
    </message>
    <message>
      <source>Play off the card over most covered cards, in a suit your opponent cannot follow from his packets.</source>
      <translation>Spielen Sie die Karte über den meisten verdeckten ab, in einer Farbe, die der Gegner nicht von seinen Päckchen bedienen kann.</translation>
    </message>
    <message>
      <source>Your opponent is void and waits to trump your king: lead a small card of the suit.</source>
      <translation>Ihr Gegner ist frei und wartet darauf, Ihren König zu stechen: spielen Sie eine kleine Karte der Farbe aus.</translation>
    </message>
    <message>
      <source>Cash a figure that nothing still out can beat.</source>
      <translation>Holen Sie eine Figur heim, die keine ausstehende Karte schlagen kann.</translation>
    </message>
    <message>
      <source>Never help your opponent open his talon: lead a suit his packets do not show.</source>
      <translation>Helfen Sie dem Gegner nie, seinen Talon zu öffnen: spielen Sie eine Farbe aus, die seine Päckchen nicht zeigen.</translation>
    </message>
    <message>
      <source>Play off your open talon cards to reach the covered ones.</source>
      <translation>Spielen Sie Ihre offenen Talonkarten ab, um an die verdeckten zu kommen.</translation>
    </message>
    <message>
      <source>Without a sequence, lead a low trump and keep the higher ones.</source>
      <translation>Ohne Folge ziehen Sie einen kleinen Tarock an und behalten die höheren.</translation>
    </message>
    <message>
      <source>Your game is safe anyway: give up the fight and lead the suit yourself.</source>
      <translation>Ihr Spiel ist ohnehin sicher: geben Sie den Prozess auf und spielen Sie die Farbe selbst aus.</translation>
    </message>
    <message>
      <source>Both of you hold figures of a suit: do not open it; lead a low trump, so that he is on lead and must.</source>
      <translation>Sie beide halten Figuren einer Farbe: öffnen Sie sie nicht; spielen Sie ein niedriges Tarok aus, damit er ans Ausspiel kommt und sie öffnen muss.</translation>
    </message>
    <message>
      <source>Both of you hold figures of a suit: do not open it; lead another suit, so that he must.</source>
      <translation>Sie beide halten Figuren einer Farbe: öffnen Sie sie nicht; spielen Sie eine andere Farbe aus, damit er sie öffnen muss.</translation>
    </message>
    <message>
      <source>Play away the cavall on your packet: you hold its queen.</source>
      <translation>Spielen Sie den Cavall von Ihrem Päckchen ab: Sie halten seine Dame.</translation>
    </message>
    <message>
      <source>Of two figures of a suit on your packets, play the higher first.</source>
      <translation>Von zwei Figuren einer Farbe auf Ihren Päckchen spielen Sie zuerst die höhere.</translation>
    </message>
    <message>
      <source>Low cards of the suit lie open on your packets: play the figure from your hand.</source>
      <translation>Kleine Karten der Farbe liegen offen auf Ihren Päckchen: spielen Sie die Figur aus der Hand.</translation>
    </message>
    <message>
      <source>With the Pagat and few taroks, win a trick with it at once.</source>
      <translation>Mit dem Pagat und wenigen Taroks machen Sie mit ihm sofort einen Stich.</translation>
    </message>
    <message>
      <source>Bring your Mond home now: the Sküs is not with it.</source>
      <translation>Bringen Sie Ihren Mond jetzt heim: der Sküs ist nicht bei ihm.</translation>
    </message>
    <message>
      <source>Take the trick as cheaply as you can.</source>
      <translation>Nehmen Sie den Stich so billig wie möglich.</translation>
    </message>
    <message>
      <source>Follow the higher figure with the jack on your packet.</source>
      <translation>Geben Sie auf die höhere Figur den Buben von Ihrem Päckchen.</translation>
    </message>
    <message>
      <source>Follow with the card on your packet and keep your hand.</source>
      <translation>Geben Sie die Karte von Ihrem Päckchen zu und schonen Sie die Hand.</translation>
    </message>
    <message>
      <source>Do not overtake cheaply: give your least valuable card.</source>
      <translation>Nicht billig übernehmen: geben Sie Ihre geringste Karte.</translation>
    </message>
    <message>
      <source>You stand at eight with two honours: call on your partner for an honour.</source>
      <translation>Sie stehen auf acht und haben zwei Honneurs: fragen Sie Ihren Partner nach einem Honneur.</translation>
    </message>
    <message>
      <source>You have too few honours to call at eight.</source>
      <translation>Sie haben zu wenige Honneurs, um auf acht auszusagen.</translation>
    </message>
    <message>
      <source>The claim is not sure: play the hand out.</source>
      <translation>Der Anspruch ist nicht sicher: spielen Sie das Spiel aus.</translation>
    </message>
    <message>
      <source>Every card you hold is a master and no trump is out against them: claim the rest.</source>
      <translation>Jede Ihrer Karten ist Meister und kein Trumpf ist mehr gegen sie draußen: beanspruchen Sie den Rest.</translation>
    </message>
    <message>
      <source>You hold two honours of the Cayenne suit: always name it trumps.</source>
      <translation>Sie halten zwei Honneurs der Cayenne: machen Sie sie immer zu Trumpf.</translation>
    </message>
    <message>
      <source>Fewer than two honours of the Cayenne suit: name your longest other suit.</source>
      <translation>Weniger als zwei Honneurs der Cayenne: machen Sie Ihre längste andere Farbe zu Trumpf.</translation>
    </message>
    <message>
      <source>A very bad hand: leave the choice of trumps to your partner.</source>
      <translation>Ein ganz schlechtes Blatt: überlassen Sie die Wahl des Trumpfs Ihrem Partner.</translation>
    </message>
    <message>
      <source>One honour of the Cayenne suit: leave the choice to your partner.</source>
      <translation>Ein Honneur der Cayenne: überlassen Sie die Wahl Ihrem Partner.</translation>
    </message>
    <message>
      <source>No honour of the Cayenne suit: name your longest other suit, not Cayenne.</source>
      <translation>Kein Honneur der Cayenne: machen Sie Ihre längste andere Farbe zu Trumpf, nicht die Cayenne.</translation>
    </message>
    <message>
      <source>This trick decides the odd trick: win it with your master card.</source>
      <translation>Dieser Stich entscheidet den Trick: gewinnen Sie ihn mit Ihrer Meisterkarte.</translation>
    </message>
    <message>
      <source>Finesse in trumps: play the lower card.</source>
      <translation>Impassieren Sie in Trumpf: spielen Sie die niedrigere Karte.</translation>
    </message>
    <message>
      <source>Second hand with two touching honours: play the lower of them.</source>
      <translation>Als zweiter Spieler mit zwei anschließenden Honneurs: spielen Sie das niedrigere.</translation>
    </message>
    <message>
      <source>Second hand plays low: give your lowest card.</source>
      <translation>Als zweiter Spieler spielen Sie niedrig: geben Sie Ihre niedrigste Karte.</translation>
    </message>
    <message>
      <source>You hold a tenace: finesse with the lower card, the odds are two to one.</source>
      <translation>Sie halten eine Tenace: impassieren Sie mit der niedrigeren Karte, die Chancen stehen zwei zu eins.</translation>
    </message>
    <message>
      <source>Do not stay master in your partner's suit: unblock with your high card.</source>
      <translation>Bleiben Sie nicht Meister in der Farbe Ihres Partners: geben Sie Ihre hohe Karte ab.</translation>
    </message>
    <message>
      <source>Your partner's card holds the trick: give your lowest card.</source>
      <translation>Die Karte Ihres Partners hält den Stich: geben Sie Ihre niedrigste Karte.</translation>
    </message>
    <message>
      <source>Third hand plays high, with the lowest of equal cards.</source>
      <translation>Als dritter Spieler spielen Sie hoch, mit der niedrigsten gleichwertiger Karten.</translation>
    </message>
    <message>
      <source>You cannot win the trick: give your lowest card.</source>
      <translation>Sie können den Stich nicht gewinnen: geben Sie Ihre niedrigste Karte.</translation>
    </message>
    <message>
      <source>Your partner wins the trick: give your lowest card.</source>
      <translation>Ihr Partner gewinnt den Stich: geben Sie Ihre niedrigste Karte.</translation>
    </message>
    <message>
      <source>Last to play: win the trick as cheaply as you can.</source>
      <translation>Sie spielen als Letzter: gewinnen Sie den Stich so billig wie möglich.</translation>
    </message>
    <message>
      <source>Your partner's card holds the trick.</source>
      <translation>Die Karte Ihres Partners hält den Stich.</translation>
    </message>
    <message>
      <source>You cannot win the trick.</source>
      <translation>Sie können den Stich nicht gewinnen.</translation>
    </message>
    <message>
      <source>You are strong in trumps: do not trump the thirteenth card.</source>
      <translation>Sie sind stark in Trumpf: stechen Sie die dreizehnte Karte nicht.</translation>
    </message>
    <message>
      <source>You are weak in trumps: trump the thirteenth card.</source>
      <translation>Sie sind schwach in Trumpf: stechen Sie die dreizehnte Karte.</translation>
    </message>
    <message>
      <source>You are strong in trumps: do not trump an uncertain card.</source>
      <translation>Sie sind stark in Trumpf: stechen Sie keine unsichere Karte.</translation>
    </message>
    <message>
      <source>You are weak in trumps: trump the uncertain card.</source>
      <translation>Sie sind schwach in Trumpf: stechen Sie die unsichere Karte.</translation>
    </message>
    <message>
      <source>The trick is lost unless you trump it: trump as low as wins.</source>
      <translation>Der Stich ist verloren, wenn Sie nicht stechen: stechen Sie so niedrig, wie es reicht.</translation>
    </message>
    <message>
      <source>Throw a loose card from a short suit you do not want led.</source>
      <translation>Werfen Sie eine lose Karte aus einer kurzen Farbe ab, die nicht ausgespielt werden soll.</translation>
    </message>
    <message>
      <source>At love against six or seven, lead the queen or jack from two trumps.</source>
      <translation>Bei null gegen sechs oder sieben spielen Sie Dame oder Bube von zwei Trümpfen aus.</translation>
    </message>
    <message>
      <source>At nine, lead the suit your partner lacks and let him trump it.</source>
      <translation>Auf neun spielen Sie die Farbe aus, die Ihrem Partner fehlt, und lassen ihn stechen.</translation>
    </message>
    <message>
      <source>Your partner led the king of trumps: he holds the ace or queen, return trumps.</source>
      <translation>Ihr Partner hat den Trumpfkönig ausgespielt: er hat Ass oder Dame dazu, spielen Sie Trumpf nach.</translation>
    </message>
    <message>
      <source>Your partner invited in this suit: return it, your highest card, so as not to block it.</source>
      <translation>Ihr Partner hat in dieser Farbe eingeladen: spielen Sie sie zurück, mit Ihrer höchsten Karte, um sie nicht zu blockieren.</translation>
    </message>
    <message>
      <source>Your partner invited in this suit: return it with a low card.</source>
      <translation>Ihr Partner hat in dieser Farbe eingeladen: spielen Sie sie mit einer niedrigen Karte zurück.</translation>
    </message>
    <message>
      <source>Ace and king in two suits, a void and only two small trumps: take your tricks now.</source>
      <translation>Ass und König in zwei Farben, eine Farbe blank und nur zwei kleine Trümpfe: nehmen Sie Ihre Stiche sofort.</translation>
    </message>
    <message>
      <source>Five very small trumps and nothing outside: lead trumps.</source>
      <translation>Fünf ganz kleine Trümpfe und sonst nichts: spielen Sie Trumpf aus.</translation>
    </message>
    <message>
      <source>Trumps are your longest suit: lead them.</source>
      <translation>Trumpf ist Ihre längste Farbe: spielen Sie Trumpf aus.</translation>
    </message>
    <message>
      <source>Every suit has something against leading it: the lesser objections give way.</source>
      <translation>Gegen das Ausspielen jeder Farbe spricht etwas: die geringeren Bedenken treten zurück.</translation>
    </message>
    <message>
      <source>Five cards in sequence: lead the lowest of them.</source>
      <translation>Fünf Karten in Folge: spielen Sie die niedrigste aus.</translation>
    </message>
    <message>
      <source>Three or four cards in sequence: lead the highest of them.</source>
      <translation>Drei oder vier Karten in Folge: spielen Sie die höchste aus.</translation>
    </message>
    <message>
      <source>You are far behind: lead your high cards boldly.</source>
      <translation>Sie liegen weit zurück: spielen Sie Ihre hohen Karten kühn aus.</translation>
    </message>
    <message>
      <source>This card is a master and no opponent can trump it: lead it.</source>
      <translation>Diese Karte ist Meister und kein Gegner kann sie stechen: spielen Sie sie aus.</translation>
    </message>
    <message>
      <source>Only a three-card suit is left to lead: lead a low card of it.</source>
      <translation>Nur eine Farbe mit drei Karten bleibt zum Ausspielen: spielen Sie eine kleine davon aus.</translation>
    </message>
    <message>
      <source>Lead a low card of your longest suit: it invites your partner to return it.</source>
      <translation>Spielen Sie eine kleine Karte Ihrer längsten Farbe aus: sie lädt Ihren Partner ein, die Farbe nachzuspielen.</translation>
    </message>
    <message>
      <source>Lead the lowest of your six small trumps.</source>
      <translation>Spielen Sie den niedrigsten Ihrer sechs kleinen Trümpfe aus.</translation>
    </message>
    <message>
      <source>The dealer on your left turned up an honour: lead the ten from ten, nine, eight.</source>
      <translation>Der Geber links von Ihnen hat ein Honneur aufgeschlagen: spielen Sie von Zehn, Neun, Acht die Zehn aus.</translation>
    </message>
    <message>
      <source>Five poor trumps with ten, nine, eight: lead the ten.</source>
      <translation>Fünf schwache Trümpfe mit Zehn, Neun, Acht: spielen Sie die Zehn aus.</translation>
    </message>
    <message>
      <source>Five poor trumps: lead the lowest.</source>
      <translation>Fünf schwache Trümpfe: spielen Sie den niedrigsten aus.</translation>
    </message>
    <message>
      <source>The book's trump table says: lead a small one.</source>
      <translation>Die Trumpftafel des Buches sagt: spielen Sie einen kleinen aus.</translation>
    </message>
    <message>
      <source>The book's trump table names the card to lead from this holding.</source>
      <translation>Die Trumpftafel des Buches nennt die Karte, die aus dieser Besetzung auszuspielen ist.</translation>
    </message>
    <message>
      <source>Three trumps in sequence at the top: lead the highest.</source>
      <translation>Drei Trümpfe in Folge von oben: spielen Sie den höchsten aus.</translation>
    </message>
    <message>
      <source>Two touching honours and the next but one: lead the top card.</source>
      <translation>Zwei anschließende Honneurs und die übernächste Karte: spielen Sie die höchste aus.</translation>
    </message>
    <message>
      <source>Lead your lowest trump.</source>
      <translation>Spielen Sie Ihren niedrigsten Trumpf aus.</translation>
    </message>
    <message>
      <source>Played to the end over {deals} sampled deals, “{choice}” wins about {gain} units per deal more than “{other}”.</source>
      <translation>Über {deals} gezogene Verteilungen zu Ende gespielt, gewinnt „{choice}“ je Spiel etwa {gain} Einheiten mehr als „{other}“.</translation>
    </message>
    <message>
      <source>Played out over {deals} sampled deals and settled, {card} wins about {margin} units per deal more than {other}.</source>
      <translation>Über {deals} gezogene Verteilungen ausgespielt und abgerechnet, gewinnt {card} je Spiel etwa {margin} Einheiten mehr als {other}.</translation>
    </message>
    <message>
      <source>Solved exactly over {deals} sampled deals and settled, {card} wins about {margin} units per deal more than {other}.</source>
      <translation>Über {deals} gezogene Verteilungen genau gelöst und abgerechnet, gewinnt {card} je Spiel etwa {margin} Einheiten mehr als {other}.</translation>
    </message>
    <message>
      <source>Played out over {deals} sampled deals, {card} is worth about {margin} card points per deal more than {other}.</source>
      <translation>Über {deals} gezogene Verteilungen ausgespielt, bringt {card} je Spiel etwa {margin} Kartenpunkte mehr als {other}.</translation>
    </message>
    <message>
      <source>Solved exactly over {deals} sampled deals, {card} is worth about {margin} card points per deal more than {other}.</source>
      <translation>Über {deals} gezogene Verteilungen genau gelöst, bringt {card} je Spiel etwa {margin} Kartenpunkte mehr als {other}.</translation>
    </message>
    <message>
      <source>Played out over {deals} sampled deals of the other hand and the covered packet cards, {card} is worth about {margin} card points per deal more than {other}.</source>
      <translation>Über {deals} gezogene Verteilungen der anderen Hand und der verdeckten Päckchenkarten ausgespielt, bringt {card} je Spiel etwa {margin} Kartenpunkte mehr als {other}.</translation>
    </message>
    <message>
      <source>Solved double-dummy over {deals} sampled deals, {card} takes about {margin} tricks per deal more than {other}.</source>
      <translation>Über {deals} gezogene Verteilungen bei offenen Karten gelöst, macht {card} je Spiel etwa {margin} Stiche mehr als {other}.</translation>
    </message>
    <message>
      <source>Solved double-dummy over {deals} sampled deals that fit the signals seen, {card} takes about {margin} tricks per deal more than {other}.</source>
      <translation>Über {deals} gezogene Verteilungen, die zu den gesehenen Signalen passen, bei offenen Karten gelöst, macht {card} je Spiel etwa {margin} Stiche mehr als {other}.</translation>
    </message>
    <message>
      <source>Over {deals} sampled deals no other card does clearly better than {card}.</source>
      <translation>Über {deals} gezogene Verteilungen ist keine andere Karte deutlich besser als {card}.</translation>
    </message>
    <message>
      <source>common Whist practice, not in Brenner</source>
      <translation>übliche Whist-Praxis, nicht bei Brenner</translation>
    </message>
  </context>
  <context>
    <name>HomePage</name>
    <message numerus="yes">
      <source>{game} against %n computer players, with a hint at every turn: the table shows what to do and why.</source>
      <translation>
        <numerusform>{game} gegen %n Computerspieler, mit einem Hinweis bei jedem Zug: der Tisch zeigt, was zu tun ist und warum.</numerusform>
        <numerusform>{game} gegen %n Computerspieler, mit einem Hinweis bei jedem Zug: der Tisch zeigt, was zu tun ist und warum.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n session files cannot be read ({files}); Sessions… says why.</source>
      <translation>
        <numerusform>%n Partiedatei kann nicht gelesen werden ({files}); „Partien…“ sagt, warum.</numerusform>
        <numerusform>%n Partiedateien können nicht gelesen werden ({files}); „Partien…“ sagt, warum.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Your {game} session “{name}” with {players} is not finished (%n deals played).</source>
      <translation>
        <numerusform>Ihre {game}-Partie „{name}“ (Spieler: {players}) ist nicht beendet (%n Spiel gespielt).</numerusform>
        <numerusform>Ihre {game}-Partie „{name}“ (Spieler: {players}) ist nicht beendet (%n Spiele gespielt).</numerusform>
      </translation>
    </message>
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
      <source>Play your &amp;first game: {game}</source>
      <translation>Ihr &amp;erstes Spiel: {game}</translation>
    </message>
    <message>
      <source>The saved sessions cannot be read: {problem}.</source>
      <translation>Die gespeicherten Partien können nicht gelesen werden: {problem}.</translation>
    </message>
  </context>
  <context>
    <name>JoinDialog</name>
    <message>
      <source>Join a table</source>
      <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
      <source>Address of the host:</source>
      <translation>Adresse des Gastgebers:</translation>
    </message>
    <message>
      <source>Room code:</source>
      <translation>Tischkennung:</translation>
    </message>
    <message>
      <source>Your name:</source>
      <translation>Ihr Name:</translation>
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
      <translation>Gewinner: {name}.</translation>
    </message>
  </context>
  <context>
    <name>LobbyDialog</name>
    <message>
      <source>Host a table</source>
      <translation>Tisch ausrichten</translation>
    </message>
    <message>
      <source>No port to listen on could be opened.</source>
      <translation>Es ließ sich kein Port öffnen, an dem der Tisch erreichbar wäre.</translation>
    </message>
    <message>
      <source>Connecting…</source>
      <translation>Verbindung wird hergestellt …</translation>
    </message>
    <message>
      <source>Person, awaited</source>
      <translation>Mitspieler, erwartet</translation>
    </message>
    <message>
      <source>Join a table</source>
      <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Spieler</translation>
    </message>
    <message>
      <source>A computer player plays for anyone away until he is back</source>
      <translation>Ein Computerspieler spielt für jeden Abwesenden, bis er zurück ist</translation>
    </message>
    <message>
      <source>&amp;Start</source>
      <translation>&amp;Beginnen</translation>
    </message>
    <message>
      <source>Waiting for the host to start…</source>
      <translation>Warten, bis der Gastgeber beginnt …</translation>
    </message>
    <message>
      <source>Person, here</source>
      <translation>Mitspieler, anwesend</translation>
    </message>
    <message>
      <source>The table cannot be joined: {problem}</source>
      <translation>Am Tisch kann nicht mitgespielt werden: {problem}</translation>
    </message>
    <message>
      <source>Tell the players who join: address {address}, room code {room}</source>
      <translation>Den Mitspielern mitteilen: Adresse {address}, Tischkennung {room}</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>&amp;Next deal</source>
      <translation>&amp;Nächstes Spiel</translation>
    </message>
    <message>
      <source>Hint: {what} — {reason}</source>
      <translation>Tipp: {what} — {reason}</translation>
    </message>
    <message>
      <source>Host a table</source>
      <translation>Tisch ausrichten</translation>
    </message>
    <message>
      <source>Lead signals</source>
      <translation>Ausspielsignale</translation>
    </message>
    <message>
      <source>I am ready</source>
      <translation>Ich bin bereit</translation>
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
      <source>Teaching</source>
      <translation>Lehrtafel</translation>
    </message>
    <message>
      <source>Nobody has led yet.</source>
      <translation>Noch hat niemand ausgespielt.</translation>
    </message>
    <message>
      <source>Practice deal from the seed {seed}: the same seed plays it again.</source>
      <translation>Übungsspiel aus dem Startwert {seed}: derselbe Startwert spielt es noch einmal.</translation>
    </message>
    <message>
      <source>Pass to {name} — click when ready</source>
      <translation>Weitergeben an {name} — klicken, wenn bereit</translation>
    </message>
    <message>
      <source>{name} led {card}: {meaning} ({items})</source>
      <translation>{name} spielte {card}: {meaning} ({items})</translation>
    </message>
    <message>
      <source>Move {done} of {count}: step with Back and Forward (← →).</source>
      <translation>Zug {done} von {count}: mit Zurück und Vor blättern (← →).</translation>
    </message>
    <message>
      <source>◀ Back</source>
      <translation>◀ Zurück</translation>
    </message>
    <message>
      <source>Forward ▶</source>
      <translation>Vor ▶</translation>
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
      <source>The highest trump of the 54- and 42-card games; in the 78-card games the Excuse, which never wins a trick.</source>
      <translation>Der höchste Trumpf der Spiele mit 54 und 42 Karten; in den Spielen mit 78 Karten der Entschuldiger, der nie einen Stich macht.</translation>
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
    <message>
      <source>The trump honours Sküs, Mond and Pagat (in some games with kings): held together, a premium.</source>
      <translation>Die Tarok-Honneurs Sküs, Mond und Pagat (in manchen Spielen mit Königen): zusammen gehalten eine Prämie.</translation>
    </message>
    <message>
      <source>The highest taroks held in an unbroken run from the Sküs down; declared and paid before play.</source>
      <translation>Die höchsten Taroks in ununterbrochener Folge vom Sküs abwärts; vor dem Spiel angesagt und bezahlt.</translation>
    </message>
    <message>
      <source>Sküs, Mond and Pagat: held in one hand, or in some games taken in one side's tricks.</source>
      <translation>Sküs, Mond und Pagat: in einer Hand gehalten, oder in manchen Spielen in den Stichen einer Partei.</translation>
    </message>
    <message>
      <source>The four kings: held in one hand, or in some games taken in one side's tricks.</source>
      <translation>Die vier Könige: in einer Hand gehalten, oder in manchen Spielen in den Stichen einer Partei.</translation>
    </message>
    <message>
      <source>To throw one's game in instead of playing it, paying for it as the rules say.</source>
      <translation>Sein Spiel wegwerfen, statt es zu spielen, und dafür zahlen, wie die Regel es sagt.</translation>
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
      <source>&amp;Host a table…</source>
      <translation>Tisch &amp;ausrichten…</translation>
    </message>
    <message>
      <source>&amp;Join a table…</source>
      <translation>An einem Tisch &amp;mitspielen…</translation>
    </message>
    <message>
      <source>Ne&amp;xt deal</source>
      <translation>Nä&amp;chstes Spiel</translation>
    </message>
    <message>
      <source>Re&amp;view deal</source>
      <translation>Spiel nachse&amp;hen</translation>
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
      <source>&amp;Edit</source>
      <translation>B&amp;earbeiten</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Rückgängig</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Wiederholen</translation>
    </message>
    <message>
      <source>P&amp;ractice</source>
      <translation>Ü&amp;bung</translation>
    </message>
    <message>
      <source>&amp;New practice game…</source>
      <translation>&amp;Neues Übungsspiel …</translation>
    </message>
    <message>
      <source>&amp;Play this deal again</source>
      <translation>Dieses Spiel noch ein&amp;mal</translation>
    </message>
    <message>
      <source>&amp;Compare with the expert</source>
      <translation>Mit dem &amp;Experten vergleichen</translation>
    </message>
    <message>
      <source>&amp;Problems…</source>
      <translation>&amp;Aufgaben…</translation>
    </message>
    <message>
      <source>Show &amp;solution</source>
      <translation>&amp;Lösung zeigen</translation>
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
      <source>T&amp;eaching panel</source>
      <translation>L&amp;ehrtafel</translation>
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
      <source>Stat&amp;istics</source>
      <translation>Stat&amp;istik</translation>
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
      <source>Tarock — {cards} cards</source>
      <translation>Tarock — {cards} Karten</translation>
    </message>
    <message>
      <source>Whist — {cards} cards</source>
      <translation>Whist — {cards} Karten</translation>
    </message>
    <message>
      <source>cautious</source>
      <translation>vorsichtig</translation>
    </message>
    <message>
      <source>Bids and announces only with about a tarock more than the books ask for.</source>
      <translation>Bietet und sagt erst mit etwa einem Tarock mehr an, als die Bücher verlangen.</translation>
    </message>
    <message>
      <source>normal</source>
      <translation>normal</translation>
    </message>
    <message>
      <source>Bids and announces as the books advise.</source>
      <translation>Bietet und sagt an, wie die Bücher raten.</translation>
    </message>
    <message>
      <source>bold</source>
      <translation>wagemutig</translation>
    </message>
    <message>
      <source>Bids and announces already with about a tarock less than the books ask for.</source>
      <translation>Bietet und sagt schon mit etwa einem Tarock weniger an, als die Bücher verlangen.</translation>
    </message>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n Spieler</numerusform>
        <numerusform>%n Spieler</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>House rules (%n)</source>
      <translation>
        <numerusform>Hausregeln (%n)</numerusform>
        <numerusform>Hausregeln (%n)</numerusform>
      </translation>
    </message>
    <message>
      <source>{counts} or {last} players</source>
      <translation>{counts} oder {last} Spieler</translation>
    </message>
    <message numerus="yes">
      <source>%n changed</source>
      <translation>
        <numerusform>%n geändert</numerusform>
        <numerusform>%n geändert</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n cards</source>
      <translation>
        <numerusform>%n Karte</numerusform>
        <numerusform>%n Karten</numerusform>
      </translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Neues Spiel</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Seed</source>
      <translation>Startwert</translation>
    </message>
    <message>
      <source>How readily the computer players bid and announce: cautious ones ask more of their hand than the books, bold ones less. In the Whist games it changes nothing.</source>
      <translation>Wie bereitwillig die Computerspieler bieten und ansagen: vorsichtige verlangen mehr von ihrer Karte als die Bücher, wagemutige weniger. In den Whistspielen ändert es nichts.</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Spieler</translation>
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
      <source>T&amp;emperament of the computer players</source>
      <translation>T&amp;emperament der Computerspieler</translation>
    </message>
    <message>
      <source>Human</source>
      <translation>Mensch</translation>
    </message>
    <message>
      <source>Player {number}</source>
      <translation>Spieler {number}</translation>
    </message>
    <message>
      <source>Seat {number}</source>
      <translation>Platz {number}</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Strohmann</translation>
    </message>
    <message>
      <source>{game} — recommended first</source>
      <translation>{game} — zum Einstieg empfohlen</translation>
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
      <source>You</source>
      <translation>Sie</translation>
    </message>
  </context>
  <context>
    <name>Options</name>
    <message>
      <source>Nest</source>
      <translation>Nest</translation>
    </message>
    <message>
      <source>no</source>
      <translation>nein</translation>
    </message>
    <message>
      <source>yes</source>
      <translation>ja</translation>
    </message>
    <message>
      <source>With Nest the side that wins a game carries the points it scored beyond ten into the next game.</source>
      <translation>Mit Nest nimmt die Partei, die eine Partie gewinnt, ihre Points über zehn in die nächste Partie mit.</translation>
    </message>
    <message>
      <source>Rubber bonus</source>
      <translation>Robber-Wert</translation>
    </message>
    <message>
      <source>3 units</source>
      <translation>3 Einheiten</translation>
    </message>
    <message>
      <source>5 units</source>
      <translation>5 Einheiten</translation>
    </message>
    <message>
      <source>7 units</source>
      <translation>7 Einheiten</translation>
    </message>
    <message>
      <source>What winning the rubber adds to the value of its games.</source>
      <translation>Was der gewonnene Robber zum Wert seiner Partien hinzufügt.</translation>
    </message>
    <message>
      <source>Rubber</source>
      <translation>Robber</translation>
    </message>
    <message>
      <source>best of three</source>
      <translation>zwei aus drei</translation>
    </message>
    <message>
      <source>best of five</source>
      <translation>drei aus fünf</translation>
    </message>
    <message>
      <source>A rubber is won by two games of three, or three of five.</source>
      <translation>Einen Robber gewinnt, wer zwei von drei oder drei von fünf Partien gewinnt.</translation>
    </message>
    <message>
      <source>Trump ten an honour</source>
      <translation>Trumpf-Zehn als Honneur</translation>
    </message>
    <message>
      <source>In many regions the ten of trumps is a fifth honour.</source>
      <translation>In manchen Gegenden ist die Trumpf-Zehn ein fünftes Honneur.</translation>
    </message>
    <message>
      <source>Honours at nine</source>
      <translation>Honneurs bei neun</translation>
    </message>
    <message>
      <source>count</source>
      <translation>zählen</translation>
    </message>
    <message>
      <source>do not count</source>
      <translation>zählen nicht</translation>
    </message>
    <message>
      <source>Whether a side standing at nine may score honours.</source>
      <translation>Ob eine Partei, die auf neun steht, Honneurs zählen darf.</translation>
    </message>
    <message>
      <source>After a rubber</source>
      <translation>Nach einem Robber</translation>
    </message>
    <message>
      <source>keep the seats</source>
      <translation>die Plätze behalten</translation>
    </message>
    <message>
      <source>draw again for partners</source>
      <translation>neu um die Partner ziehen</translation>
    </message>
    <message>
      <source>Whether the players draw again for partners, seats and first deal before each new rubber.</source>
      <translation>Ob die Spieler vor jedem neuen Robber erneut um Partner, Plätze und das erste Geben ziehen.</translation>
    </message>
    <message>
      <source>Slam bonus in Cayenne</source>
      <translation>Schlemm-Prämie mit der Cayenne</translation>
    </message>
    <message>
      <source>single</source>
      <translation>einfach</translation>
    </message>
    <message>
      <source>double</source>
      <translation>doppelt</translation>
    </message>
    <message>
      <source>Whether the slam bonus also counts double when the Cayenne suit is trumps.</source>
      <translation>Ob auch die Schlemm-Prämie doppelt zählt, wenn die Cayenne Trumpf ist.</translation>
    </message>
    <message>
      <source>Schäfchen</source>
      <translation>Schäfchen</translation>
    </message>
    <message>
      <source>Lucky holdings paid at once by the other players: two or more honours in one hand, no trump at all, no court card, three or four aces.</source>
      <translation>Glückliche Blätter, von den anderen Spielern gleich bezahlt: zwei oder mehr Honneurs in einer Hand, gar kein Trumpf, keine Bildkarte, drei oder vier Asse.</translation>
    </message>
    <message>
      <source>Carte blanche</source>
      <translation>Carte blanche</translation>
    </message>
    <message>
      <source>paid</source>
      <translation>bezahlt</translation>
    </message>
    <message>
      <source>not paid</source>
      <translation>nicht bezahlt</translation>
    </message>
    <message>
      <source>With Schäfchen: whether a hand without king, queen or jack is paid one point.</source>
      <translation>Mit Schäfchen: ob ein Blatt ohne König, Dame und Bube einen Point bekommt.</translation>
    </message>
    <message>
      <source>Four aces</source>
      <translation>Vier Asse</translation>
    </message>
    <message>
      <source>2 points</source>
      <translation>2 Points</translation>
    </message>
    <message>
      <source>3 points</source>
      <translation>3 Points</translation>
    </message>
    <message>
      <source>With Schäfchen: what four aces in one hand are paid.</source>
      <translation>Mit Schäfchen: was vier Asse in einer Hand bekommen.</translation>
    </message>
    <message>
      <source>Money per partie</source>
      <translation>Einsatz der Partie</translation>
    </message>
    <message>
      <source>2 Mark (32 points)</source>
      <translation>2 Mark (32 Punkte)</translation>
    </message>
    <message>
      <source>1 Mark (16 points)</source>
      <translation>1 Mark (16 Punkte)</translation>
    </message>
    <message>
      <source>none: the points only</source>
      <translation>keiner: nur die Punkte</translation>
    </message>
    <message>
      <source>The book plays for 2 Mark a partie and 1 Skilling a point (Nyeste Danske Spillebog, 1829).</source>
      <translation>Das Buch spielt um 2 Mark die Partie und 1 Skilling den Punkt (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>Double partie</source>
      <translation>Doppelte Partie</translation>
    </message>
    <message>
      <source>loser under 50</source>
      <translation>Verlierer unter 50</translation>
    </message>
    <message>
      <source>loser at 50 or under</source>
      <translation>Verlierer mit 50 oder weniger</translation>
    </message>
    <message>
      <source>A loser who has not reached 50 points loses the partie double (Nyeste Danske Spillebog, 1829).</source>
      <translation>Wer nicht 50 Punkte erreicht hat, verliert die Partie doppelt (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>The Sküs must be played by</source>
      <translation>Der Sküs muss gespielt sein bis</translation>
    </message>
    <message>
      <source>trick 22</source>
      <translation>zum 22. Stich</translation>
    </message>
    <message>
      <source>trick 23</source>
      <translation>zum 23. Stich</translation>
    </message>
    <message>
      <source>'He may not keep it longer than while he still has 3 cards in hand' (Nyeste Danske Spillebog, 1829).</source>
      <translation>„Er darf ihn nicht länger behalten, als er noch 3 Karten in der Hand hat“ (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>Leading the Sküs</source>
      <translation>Ausspielen des Sküs</translation>
    </message>
    <message>
      <source>only when it must be played</source>
      <translation>nur wenn er gespielt werden muss</translation>
    </message>
    <message>
      <source>allowed, as a tarok</source>
      <translation>erlaubt, als Tarok</translation>
    </message>
    <message>
      <source>'With some it is allowed to lead the Sküs as a Taroc' (Nyeste Danske Spillebog, 1829).</source>
      <translation>„Bei manchen ist es erlaubt, den Sküs als Taroc auszuspielen“ (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>Half cavalry</source>
      <translation>Halbe Cavallerie</translation>
    </message>
    <message>
      <source>5 from each</source>
      <translation>5 von jedem</translation>
    </message>
    <message>
      <source>10 from each</source>
      <translation>10 von jedem</translation>
    </message>
    <message>
      <source>King and two figures of a suit with the Sküs for the missing one.</source>
      <translation>König und zwei Figuren einer Farbe, der Sküs für die fehlende.</translation>
    </message>
    <message>
      <source>Honours</source>
      <translation>Honneurs</translation>
    </message>
    <message>
      <source>matadors and kings</source>
      <translation>Matadore und Könige</translation>
    </message>
    <message>
      <source>7 Kings and matadors from above and below</source>
      <translation>7 Könige und Matadore von oben und unten</translation>
    </message>
    <message>
      <source>A 'recently invented' scheme: the four kings, the Mond, the Pagat and the Sküs count as seven Kings, and runs count from the Pagat up as well (Nyeste Danske Spillebog, 1829).</source>
      <translation>Eine „neulich erfundene“ Art: die vier Könige, Mond, Pagat und Sküs zählen als sieben Könige, und Reihen zählen auch vom Pagat aufwärts (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>No trick</source>
      <translation>Kein Stich</translation>
    </message>
    <message>
      <source>receives 26 from each</source>
      <translation>erhält 26 von jedem</translation>
    </message>
    <message>
      <source>no bonus</source>
      <translation>kein Bonus</translation>
    </message>
    <message>
      <source>A player who takes no trick receives 26 from each of the others instead of the card points.</source>
      <translation>Wer keinen Stich macht, erhält statt der Kartenpunkte von jedem der anderen 26.</translation>
    </message>
    <message>
      <source>Ten taroks</source>
      <translation>Zehn Taroks</translation>
    </message>
    <message>
      <source>paid when declared</source>
      <translation>bei der Ansage bezahlt</translation>
    </message>
    <message>
      <source>paid only with 26 card points</source>
      <translation>nur mit 26 Kartenpunkten bezahlt</translation>
    </message>
    <message>
      <source>'With many' the ten taroks are paid only if their holder has won more than 25 points (Nyeste Danske Spillebog, 1829).</source>
      <translation>„Bei vielen“ werden die zehn Taroks nur bezahlt, wenn ihr Besitzer mehr als 25 Punkte gewonnen hat (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>Kings lost</source>
      <translation>Verlorene Könige</translation>
    </message>
    <message>
      <source>paid, the Pagat double</source>
      <translation>bezahlt, der Pagat doppelt</translation>
    </message>
    <message>
      <source>'Many also play' that a captured king costs 5, in the last trick 10 (Nyeste Danske Spillebog, 1829).</source>
      <translation>„Viele spielen auch“, dass ein gefangener König 5 kostet, im letzten Stich 10 (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>A hand with one or two taroks</source>
      <translation>Eine Hand mit einem oder zwei Taroks</translation>
    </message>
    <message>
      <source>is played</source>
      <translation>wird gespielt</translation>
    </message>
    <message>
      <source>is dealt again</source>
      <translation>wird neu gegeben</translation>
    </message>
    <message>
      <source>'Some also play' that the deal counts for nothing when a player has only 1 or 2 taroks.</source>
      <translation>„Manche spielen auch“, dass das Spiel nichts gilt, wenn ein Spieler nur 1 oder 2 Taroks hat.</translation>
    </message>
    <message>
      <source>Form</source>
      <translation>Form</translation>
    </message>
    <message>
      <source>two against two, a partie of four deals</source>
      <translation>zwei gegen zwei, eine Partie von vier Spielen</translation>
    </message>
    <message>
      <source>like Quadrille: ask for a King or play Mediateur, 76 cards</source>
      <translation>wie Quadrille: nach einem König fragen oder Mediateur spielen, 76 Karten</translation>
    </message>
    <message>
      <source>Partnership Taroc plays two fixed pairs for surpluses over 36; the Quadrille game lets the dealer call a King or play alone with a card or two given him (Nyeste Danske Spillebog, 1829).</source>
      <translation>Im Partnerspiel spielen zwei feste Paare um den Überschuss über 36; im Quadrille-Spiel ruft der Geber einen König oder spielt allein, nachdem ihm eine oder zwei Karten gegeben wurden (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>Partners</source>
      <translation>Partner</translation>
    </message>
    <message>
      <source>change every two parties</source>
      <translation>wechseln nach je zwei Partien</translation>
    </message>
    <message>
      <source>fixed (Parita firma)</source>
      <translation>fest (Parita firma)</translation>
    </message>
    <message>
      <source>Six parties make a sitting; each pairing plays two of them, or the same partners play all six (Nyeste Danske Spillebog, 1829).</source>
      <translation>Sechs Partien sind eine Sitzung; jede Paarung spielt zwei davon, oder dieselben Partner spielen alle sechs (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>Counting</source>
      <translation>Zählung</translation>
    </message>
    <message>
      <source>packets of four: 72 points, 36 the half</source>
      <translation>Pakete zu vier: 72 Punkte, 36 die Hälfte</translation>
    </message>
    <message>
      <source>packets of three: 78 points, 39 the half</source>
      <translation>Pakete zu drei: 78 Punkte, 39 die Hälfte</translation>
    </message>
    <message>
      <source>The book says both 'count as for three' and '36 is the half'; counting the tricks of four in fours makes 36 exactly half.</source>
      <translation>Das Buch sagt „zählen wie zu dritt“ und „36 ist die Hälfte“; zählt man die Stiche zu vier in Vierern, ist 36 genau die Hälfte.</translation>
    </message>
    <message>
      <source>Surplus also paid point by point</source>
      <translation>Überschuss auch Punkt für Punkt bezahlt</translation>
    </message>
    <message>
      <source>no, they only decide the partie</source>
      <translation>nein, er entscheidet nur die Partie</translation>
    </message>
    <message>
      <source>yes, one unit a point</source>
      <translation>ja, eine Einheit je Punkt</translation>
    </message>
    <message>
      <source>The book pays the partie; some tables also pay its surplus.</source>
      <translation>Das Buch bezahlt die Partie; an manchen Tischen wird auch der Überschuss bezahlt.</translation>
    </message>
    <message>
      <source>The Sküs may be led</source>
      <translation>Der Sküs darf ausgespielt werden</translation>
    </message>
    <message>
      <source>yes, as a tarok</source>
      <translation>ja, als Tarok</translation>
    </message>
    <message>
      <source>Some tables let the Sküs be led like a tarok (Nyeste Danske Spillebog, 1829).</source>
      <translation>An manchen Tischen darf der Sküs wie ein Tarok ausgespielt werden (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>Redeal a hand with fewer than three taroks</source>
      <translation>Neu geben bei einer Hand mit weniger als drei Taroks</translation>
    </message>
    <message>
      <source>Some tables deal again when a hand holds only one or two taroks (Nyeste Danske Spillebog, 1829).</source>
      <translation>An manchen Tischen wird neu gegeben, wenn eine Hand nur einen oder zwei Taroks hält (Nyeste Danske Spillebog, 1829).</translation>
    </message>
    <message>
      <source>Who may choose the game (Quadrille)</source>
      <translation>Wer das Spiel wählt (Quadrille)</translation>
    </message>
    <message>
      <source>the dealer alone</source>
      <translation>der Geber allein</translation>
    </message>
    <message>
      <source>the dealer, then the others in turn</source>
      <translation>der Geber, dann die anderen der Reihe nach</translation>
    </message>
    <message>
      <source>The book has the dealer choose; some let the others take the game when he passes.</source>
      <translation>Im Buch wählt der Geber; manche lassen die anderen das Spiel nehmen, wenn er passt.</translation>
    </message>
    <message>
      <source>Fewest matadors to announce</source>
      <translation>Mindestzahl der Matadore</translation>
    </message>
    <message>
      <source>one</source>
      <translation>einer</translation>
    </message>
    <message>
      <source>three</source>
      <translation>drei</translation>
    </message>
    <message>
      <source>The book pays every matador, a lone honour too; some tables ask for three (Ulmann, Part III).</source>
      <translation>Das Buch zahlt jeden Matador, auch ein einzelnes Honneur; manche Tische verlangen drei (Ulmann, III. Theil).</translation>
    </message>
    <message>
      <source>Half cavalry after a whole one</source>
      <translation>Halbe Cavallerie nach einer ganzen</translation>
    </message>
    <message>
      <source>in sequence after any whole cavalry</source>
      <translation>in Folge nach jeder ganzen Cavallerie</translation>
    </message>
    <message>
      <source>in sequence after the Vorhand's</source>
      <translation>in Folge nach der Cavallerie der Vorhand</translation>
    </message>
    <message>
      <source>After a whole cavalry has been announced, a half one counts only as King-Queen-Cavall or Queen-Cavall-Jack (Ulmann, Part III).</source>
      <translation>Nach einer angesagten ganzen Cavallerie gilt eine halbe nur als König-Dame-Cavall oder Dame-Cavall-Bube (Ulmann, III. Theil).</translation>
    </message>
    <message>
      <source>A failed Vole pays</source>
      <translation>Eine verlorene Vole zahlt</translation>
    </message>
    <message>
      <source>its value, and the cards are counted</source>
      <translation>ihren Wert, und die Karten werden gezählt</translation>
    </message>
    <message>
      <source>its value less his card points</source>
      <translation>ihren Wert weniger seiner Augen</translation>
    </message>
    <message>
      <source>The book: the announcer pays the Vole 'less the points in his tricks' (Ulmann, Part III).</source>
      <translation>Das Buch: der Ansager zahlt die Vole „weniger der Points in seinen Stichen“ (Ulmann, III. Theil).</translation>
    </message>
    <message>
      <source>Taroks laid into the Scat</source>
      <translation>In den Scat gelegte Taroks</translation>
    </message>
    <message>
      <source>shown</source>
      <translation>gezeigt</translation>
    </message>
    <message>
      <source>face down</source>
      <translation>verdeckt</translation>
    </message>
    <message>
      <source>The Codex has discarded taroks shown; Part III keeps the Scat secret. The Sküs is never shown (Ulmann, Part III and Codex).</source>
      <translation>Der Codex lässt weggelegte Taroks zeigen; der III. Theil hält den Scat geheim. Der Sküs wird nie gezeigt (Ulmann, III. Theil und Codex).</translation>
    </message>
    <message>
      <source>Calling auf Pagat</source>
      <translation>Rufen auf Pagat</translation>
    </message>
    <message>
      <source>not played</source>
      <translation>wird nicht gespielt</translation>
    </message>
    <message>
      <source>allowed</source>
      <translation>erlaubt</translation>
    </message>
    <message>
      <source>A house rule: a player may call 'auf Pagat', above the Rufer, and must then announce Pagat Ultimo (Ulmann, Cap. IV).</source>
      <translation>Eine Hausregel: man darf „auf Pagat“ rufen, über dem Rufer, und muss dann Pagat Ultimo ansagen (Ulmann, Cap. IV).</translation>
    </message>
    <message>
      <source>Auf Pagat with the called king in the talon</source>
      <translation>Auf Pagat, gerufener König im Talon</translation>
    </message>
    <message>
      <source>throwing in costs the game and the ultimo</source>
      <translation>Schleifen kostet Spiel und Ultimo</translation>
    </message>
    <message>
      <source>throwing in costs the game only</source>
      <translation>Schleifen kostet nur das Spiel</translation>
    </message>
    <message>
      <source>Who called auf Pagat and finds the king in the talon may throw in. He pays each player the game and the ultimo (Tarok-Codex §27) or only the game (Ulmann, Cap. IV).</source>
      <translation>Wer auf Pagat gerufen hat und den König im Talon findet, darf schleifen. Er zahlt jedem das Spiel und den Ultimo (Tarok-Codex §27) oder nur das Spiel (Ulmann, Cap. IV).</translation>
    </message>
    <message>
      <source>Trull and the four kings count</source>
      <translation>Trull und die vier Könige zählen</translation>
    </message>
    <message>
      <source>when held in one hand</source>
      <translation>wenn sie in einer Hand sind</translation>
    </message>
    <message>
      <source>only when taken in tricks</source>
      <translation>nur, wenn sie in Stichen gesammelt werden</translation>
    </message>
    <message>
      <source>In the flat country of Bohemia trull and the four kings are paid only when one party takes them all in its tricks (Ulmann, Cap. IV).</source>
      <translation>Auf dem flachen Land in Böhmen werden Trull und die vier Könige nur bezahlt, wenn eine Partei sie alle in ihren Stichen hat (Ulmann, Cap. IV).</translation>
    </message>
    <message>
      <source>Pagat Ultimo premiums</source>
      <translation>Prämien für den Pagat Ultimo</translation>
    </message>
    <message>
      <source>2 silent, 4 announced</source>
      <translation>2 still, 4 angesagt</translation>
    </message>
    <message>
      <source>3 silent, 6 announced</source>
      <translation>3 still, 6 angesagt</translation>
    </message>
    <message>
      <source>5 silent, 10 announced</source>
      <translation>5 still, 10 angesagt</translation>
    </message>
    <message>
      <source>What a silent and an announced Pagat Ultimo are worth: solid circles pay them a little higher (Ulmann, Cap. I).</source>
      <translation>Was ein stiller und ein angesagter Pagat Ultimo gelten: solide Gesellschaften zahlen etwas mehr (Ulmann, Cap. I).</translation>
    </message>
    <message>
      <source>Knocking</source>
      <translation>Klopfen</translation>
    </message>
    <message>
      <source>the cards are cut</source>
      <translation>es wird abgehoben</translation>
    </message>
    <message>
      <source>the cutter may knock</source>
      <translation>der Abhebende darf klopfen</translation>
    </message>
    <message>
      <source>Whether the cutter may knock instead of cutting, so that the Vorhand may have each hand dealt in one packet and choose hers (Codex §2).</source>
      <translation>Ob der Abhebende statt abzuheben klopfen darf, sodass die Vorhand jede Hand in einem Paket geben lassen und ihres wählen darf (Codex §2).</translation>
    </message>
    <message>
      <source>Must beat the highest tarok</source>
      <translation>Muss den höchsten Tarok überstechen</translation>
    </message>
    <message>
      <source>The books let a player under-trump; stricter tables demand that you beat the highest tarok in the trick when you can.</source>
      <translation>Nach den Büchern darf man untertrumpfen; strengere Runden verlangen, den höchsten Tarok im Stich zu überstechen, wenn man kann.</translation>
    </message>
    <message>
      <source>four players</source>
      <translation>vier Spieler</translation>
    </message>
    <message>
      <source>four with the flying dummy</source>
      <translation>vier mit dem fliegenden Strohmann</translation>
    </message>
    <message>
      <source>three with a dummy (en trois)</source>
      <translation>drei mit einem Strohmann (en trois)</translation>
    </message>
    <message>
      <source>two with two dummies (en deux)</source>
      <translation>zwei mit zwei Strohmännern (en deux)</translation>
    </message>
    <message>
      <source>Four play; or four with the dealer's hand as a dummy that changes hands with the call; or three with a dummy, or two with two (Ulmann, Cap. V).</source>
      <translation>Vier spielen; oder vier mit der Hand des Gebers als Strohmann, der mit dem Ruf den Herrn wechselt; oder drei mit einem Strohmann, oder zwei mit zweien (Ulmann, Cap. V).</translation>
    </message>
    <message>
      <source>Dummy face up</source>
      <translation>Strohmann aufgedeckt</translation>
    </message>
    <message>
      <source>after the deal (flying: after the bidding)</source>
      <translation>nach dem Geben (fliegend: nach dem Bieten)</translation>
    </message>
    <message>
      <source>when its player takes it</source>
      <translation>wenn sein Spieler ihn übernimmt</translation>
    </message>
    <message>
      <source>When the dummy hands are turned face up for everyone (Ulmann, Cap. V).</source>
      <translation>Wann die Strohmänner für alle aufgedeckt werden (Ulmann, Cap. V).</translation>
    </message>
    <message>
      <source>A dummy without a trump</source>
      <translation>Ein Strohmann ohne Tarok</translation>
    </message>
    <message>
      <source>is redealt like any hand</source>
      <translation>wird neu gegeben wie jede Hand</translation>
    </message>
    <message>
      <source>is played as it is</source>
      <translation>wird gespielt, wie er ist</translation>
    </message>
    <message>
      <source>Whether a dummy hand without a single trump voids the deal (Ulmann, Cap. V).</source>
      <translation>Ob ein Strohmann ohne einen einzigen Tarok das Geben ungültig macht (Ulmann, Cap. V).</translation>
    </message>
    <message>
      <source>The flying dealer's dummy</source>
      <translation>Der Strohmann des ruhenden Gebers</translation>
    </message>
    <message>
      <source>the dealer wins or loses with it</source>
      <translation>der Geber gewinnt oder verliert mit ihm</translation>
    </message>
    <message>
      <source>its player settles for it</source>
      <translation>wer ihn spielt, rechnet für ihn</translation>
    </message>
    <message>
      <source>Whether the resting dealer shares his dummy's result, or the player who plays it pays and collects for it (Ulmann, Cap. V).</source>
      <translation>Ob der ruhende Geber das Ergebnis seines Strohmanns teilt, oder wer ihn spielt, für ihn zahlt und kassiert (Ulmann, Cap. V).</translation>
    </message>
    <message>
      <source>Going back in the talon</source>
      <translation>Zurückgreifen im Talon</translation>
    </message>
    <message>
      <source>(n + j)-fold: up to five- and elevenfold</source>
      <translation>(n + j)-mal: bis fünf- und elfmalig</translation>
    </message>
    <message>
      <source>(2n − j)-fold</source>
      <translation>(2n − j)-mal</translation>
    </message>
    <message>
      <source>What a Zweier or Einer is worth on a loss when the player goes back to an earlier part of the talon (Ulmann, Cap. V).</source>
      <translation>Was ein verlorener Zweier oder Einer gilt, wenn der Spieler auf einen früheren Teil des Talons zurückgreift (Ulmann, Cap. V).</translation>
    </message>
    <message>
      <source>Große Honneurs</source>
      <translation>Große Honneurs</translation>
    </message>
    <message>
      <source>instead of trull or four kings</source>
      <translation>statt Trull oder vier Königen</translation>
    </message>
    <message>
      <source>besides trull or four kings</source>
      <translation>neben Trull oder vier Königen</translation>
    </message>
    <message>
      <source>Whether Große Honneurs is paid in place of tous les trois or tous les quatre, or as well (Ulmann, Cap. V).</source>
      <translation>Ob die Großen Honneurs statt tous les trois oder tous les quatre bezahlt werden oder zusätzlich (Ulmann, Cap. V).</translation>
    </message>
    <message>
      <source>Game factors</source>
      <translation>Spielfaktoren</translation>
    </message>
    <message>
      <source>Zweier 4, Einer 5, Solo 6</source>
      <translation>Zweier 4, Einer 5, Solo 6</translation>
    </message>
    <message>
      <source>Vienna: Zweier 6, Einer 9, Solo 12</source>
      <translation>Wien: Zweier 6, Einer 9, Solo 12</translation>
    </message>
    <message>
      <source>How many times over the higher games are paid (Ulmann, Cap. V).</source>
      <translation>Wievielfach die höheren Spiele bezahlt werden (Ulmann, Cap. V).</translation>
    </message>
    <message>
      <source>The call</source>
      <translation>Der Ruf</translation>
    </message>
    <message>
      <source>before the talon</source>
      <translation>vor dem Talon</translation>
    </message>
    <message>
      <source>Vienna: after the talon and discards</source>
      <translation>Wien: nach Talon und Verlegen</translation>
    </message>
    <message>
      <source>Whether the caller names the trump before she takes her talon cards, or, as in Vienna, afterwards, naming the highest trump she lacks (Ulmann, Cap. V).</source>
      <translation>Ob die Ruferin den Tarok nennt, bevor sie ihre Talonkarten nimmt, oder wie in Wien danach, und dann den höchsten Tarok, der ihr fehlt (Ulmann, Cap. V).</translation>
    </message>
    <message>
      <source>Talon cards 5 and 6</source>
      <translation>Talonkarten 5 und 6</translation>
    </message>
    <message>
      <source>second and third hand</source>
      <translation>zweite und dritte Hand</translation>
    </message>
    <message>
      <source>third and fourth hand</source>
      <translation>dritte und vierte Hand</translation>
    </message>
    <message>
      <source>Who takes the fifth and sixth talon card after the caller took four (Neunzehner-Rufen, § 1).</source>
      <translation>Wer die fünfte und sechste Talonkarte nimmt, nachdem die Ruferin vier genommen hat (Neunzehner-Rufen, § 1).</translation>
    </message>
    <message>
      <source>Calling oneself</source>
      <translation>Sich selbst rufen</translation>
    </message>
    <message>
      <source>the XIX or the next ones she holds</source>
      <translation>den XIX oder die nächsten, die sie hält</translation>
    </message>
    <message>
      <source>any trump from the XIX down</source>
      <translation>jeden Tarok vom XIX abwärts</translation>
    </message>
    <message>
      <source>Which of her own trumps the caller may call to play alone in secret (Neunzehner-Rufen, § 1).</source>
      <translation>Welchen ihrer eigenen Taroks die Ruferin rufen darf, um heimlich allein zu spielen (Neunzehner-Rufen, § 1).</translation>
    </message>
    <message>
      <source>Contra on the Rufer</source>
      <translation>Contra im Rufer</translation>
    </message>
    <message>
      <source>not customary</source>
      <translation>nicht üblich</translation>
    </message>
    <message>
      <source>Whether the game of a simple Rufer may be doubled (Neunzehner-Rufen, § 1).</source>
      <translation>Ob das Spiel eines einfachen Rufers gedoppelt werden darf (Neunzehner-Rufen, § 1).</translation>
    </message>
    <message>
      <source>Catching the Mond</source>
      <translation>Mondfang</translation>
    </message>
    <message>
      <source>21 silent, 42 announced</source>
      <translation>21 still, 42 angesagt</translation>
    </message>
    <message>
      <source>10 silent, 20 announced</source>
      <translation>10 still, 20 angesagt</translation>
    </message>
    <message>
      <source>What the Sküs catching the opponents' Mond is worth; in Vienna it was paid less (Ulmann, Cap. IX).</source>
      <translation>Was der Sküs wert ist, der den Mond der Gegner fängt; in Wien wurde weniger bezahlt (Ulmann, Cap. IX).</translation>
    </message>
    <message>
      <source>What the declarer learns of discarded taroks</source>
      <translation>Was der Spieler über verlegte Taroks erfährt</translation>
    </message>
    <message>
      <source>how many in all</source>
      <translation>wie viele insgesamt</translation>
    </message>
    <message>
      <source>how many each</source>
      <translation>wie viele jeder</translation>
    </message>
    <message>
      <source>After the discards the declarer learns whether and how many taroks the others laid away (Ulmann, Cap. IX).</source>
      <translation>Nach dem Verlegen erfährt der Spieler, ob und wie viele Taroks die anderen verlegt haben (Ulmann, Cap. IX).</translation>
    </message>
    <message>
      <source>2 units</source>
      <translation>2 Einheiten</translation>
    </message>
    <message>
      <source>With Nest the side that wins a game carries the points it scored beyond five into the next game.</source>
      <translation>Mit Nest nimmt die Partei, die eine Partie gewinnt, ihre Points über fünf in die nächste Partie mit.</translation>
    </message>
    <message>
      <source>Slam bonus</source>
      <translation>Schlemm-Prämie</translation>
    </message>
    <message>
      <source>none</source>
      <translation>keine</translation>
    </message>
    <message>
      <source>3 and 6</source>
      <translation>3 und 6</translation>
    </message>
    <message>
      <source>Whether a little or grand slam scores the long game's bonus of three or six points on top of the tricks.</source>
      <translation>Ob der kleine oder große Schlemm wie im langen Spiel drei oder sechs Points zu den Tricks bringt.</translation>
    </message>
    <message>
      <source>Consolation</source>
      <translation>Trost</translation>
    </message>
    <message>
      <source>10 points</source>
      <translation>10 Punkte</translation>
    </message>
    <message>
      <source>20 points, as in Trieste</source>
      <translation>20 Punkte, wie in Triest</translation>
    </message>
    <message>
      <source>What every game is worth besides its gain points (Ulmann, Cap. III).</source>
      <translation>Was jedes Spiel außer seinen Gewinnpunkten gilt (Ulmann, Cap. III).</translation>
    </message>
    <message>
      <source>Contract factors</source>
      <translation>Faktoren der Spiele</translation>
    </message>
    <message>
      <source>1, 2, 3, 4 (the book)</source>
      <translation>1, 2, 3, 4 (das Buch)</translation>
    </message>
    <message>
      <source>1, 2, 4, 6</source>
      <translation>1, 2, 4, 6</translation>
    </message>
    <message>
      <source>What Dreier, Zweier, Einer and Solo multiply the game by.</source>
      <translation>Womit Dreier, Zweier, Einer und Solo das Spiel vervielfachen.</translation>
    </message>
    <message>
      <source>Premiums</source>
      <translation>Prämien</translation>
    </message>
    <message>
      <source>the same in every contract</source>
      <translation>in jedem Spiel gleich</translation>
    </message>
    <message>
      <source>times the contract factor</source>
      <translation>mal dem Faktor des Spiels</translation>
    </message>
    <message>
      <source>Trull, the four kings and the ultimo: a simple consolation, or multiplied like the game.</source>
      <translation>Trull, die vier Könige und der Ultimo: ein einfacher Trost, oder vervielfacht wie das Spiel.</translation>
    </message>
    <message>
      <source>A Vorhand who tapped may still hold</source>
      <translation>Die Vorhand darf nach dem Tappen noch behalten</translation>
    </message>
    <message>
      <source>After tapping, the Vorhand may still take over a later player's game at his bid (Ulmann, Cap. I).</source>
      <translation>Auch nach dem Tappen darf die Vorhand das Spiel eines Späteren zu dessen Gebot übernehmen (Ulmann, Cap. I).</translation>
    </message>
    <message>
      <source>Pagat Ultimo premium</source>
      <translation>Pagat-Ultimo-Prämie</translation>
    </message>
    <message>
      <source>worth 2</source>
      <translation>zählt 2</translation>
    </message>
    <message>
      <source>worth 1</source>
      <translation>zählt 1</translation>
    </message>
    <message>
      <source>What a Pagat winning the last trick is worth; in some circles 2, in others 1 (Ulmann, Cap. VI).</source>
      <translation>Was ein Pagat wert ist, der den letzten Stich macht: in manchen Kreisen 2, in anderen 1 (Ulmann, Cap. VI).</translation>
    </message>
    <message>
      <source>When both pass</source>
      <translation>Wenn beide passen</translation>
    </message>
    <message>
      <source>thrown in</source>
      <translation>eingeworfen</translation>
    </message>
    <message>
      <source>played out for 1</source>
      <translation>ausgespielt um 1</translation>
    </message>
    <message>
      <source>Usually the cards are thrown in; some circles play the deal out and whoever reaches 36 wins 1 (Ulmann, Cap. VI).</source>
      <translation>Meist werden die Karten eingeworfen; in manchen Kreisen wird ausgespielt, und wer 36 erreicht, gewinnt 1 (Ulmann, Cap. VI).</translation>
    </message>
    <message>
      <source>Premiums in a played-out deal</source>
      <translation>Prämien im ausgespielten Spiel</translation>
    </message>
    <message>
      <source>Whether honours and the Pagat Ultimo are paid in a deal played out after both passed.</source>
      <translation>Ob Honneurs und Pagat Ultimo auch bezahlt werden, wenn nach beiderseitigem Passen ausgespielt wird.</translation>
    </message>
    <message>
      <source>Redeal a hand without a tarok</source>
      <translation>Neu geben bei einem Blatt ohne Tarock</translation>
    </message>
    <message>
      <source>The general rule of the Tarok games: a hand without any tarok is dealt again.</source>
      <translation>Die allgemeine Regel der Tarockspiele: ein Blatt ohne Tarock wird neu gegeben.</translation>
    </message>
    <message>
      <source>Talon</source>
      <translation>Talon</translation>
    </message>
    <message>
      <source>modern: both halves shown</source>
      <translation>modern: beide Hälften aufgedeckt</translation>
    </message>
    <message>
      <source>old: each look counts</source>
      <translation>alt: jedes Aufdecken zählt</translation>
    </message>
    <message>
      <source>Modern Viennese way: both halves are turned up and the game is worth 3 to 6 by the bid. Old way: one half is shown, and looking at the other raises the value (Ulmann, Cap. I).</source>
      <translation>Moderne Wiener Art: beide Hälften werden aufgedeckt, das Spiel gilt je nach Gebot 3 bis 6. Alte Art: eine Hälfte wird gezeigt, und das Aufdecken der anderen erhöht den Wert (Ulmann, Cap. I).</translation>
    </message>
    <message>
      <source>Announcements and honour premiums</source>
      <translation>Ansagen und Honneur-Prämien</translation>
    </message>
    <message>
      <source>as in Grosstarok</source>
      <translation>wie im Grosstarok</translation>
    </message>
    <message>
      <source>The book gives L'Hombre Grosstarok's basic features; its announcements and premiums are played by default (Ulmann, Part III).</source>
      <translation>Das Buch gibt dem L'Hombre die Grundzüge des Grosstarok; seine Ansagen und Prämien gelten daher (Ulmann, III. Theil).</translation>
    </message>
    <message>
      <source>none: the dealer lays three into his Scat</source>
      <translation>keiner: der Geber legt drei in seinen Scat</translation>
    </message>
    <message>
      <source>three cards for l'Hombre</source>
      <translation>drei Karten für den l'Hombre</translation>
    </message>
    <message>
      <source>In some circles three cards are laid aside as a talon, so the dealer too gets 25; l'Hombre buys them and lays three cards away for himself, except in Solo, where they go to the opponents (Ulmann, Part III).</source>
      <translation>In manchen Kreisen werden drei Karten als Talon beiseitegelegt, so dass auch der Geber nur 25 erhält; der l'Hombre kauft sie und legt drei Karten für sich weg, außer im Solo, wo sie den Gegnern gehören (Ulmann, III. Theil).</translation>
    </message>
    <message>
      <source>Raising</source>
      <translation>Steigern</translation>
    </message>
    <message>
      <source>the Tapp ladder, up to the viermaliger</source>
      <translation>wie im Tapp-Tarok, bis zum Viermaligen</translation>
    </message>
    <message>
      <source>none: Dreier or Solo</source>
      <translation>keines: Dreier oder Solo</translation>
    </message>
    <message>
      <source>Cap. II names only one-, two- and threefold games; Cap. I says its raising is still used in Block-Tarok (Ulmann).</source>
      <translation>Cap. II nennt nur ein-, zwei- und dreimalige Spiele; Cap. I sagt, sein Steigern gelte im Block-Tarok noch (Ulmann).</translation>
    </message>
    <message>
      <source>Tours before the Brunnen</source>
      <translation>Touren bis zum Brunnen</translation>
    </message>
    <message>
      <source>3 tours</source>
      <translation>3 Touren</translation>
    </message>
    <message>
      <source>6 tours</source>
      <translation>6 Touren</translation>
    </message>
    <message>
      <source>1 tour (a short sitting)</source>
      <translation>1 Tour (ein kurzer Abend)</translation>
    </message>
    <message>
      <source>After this many rounds of deals, once the pot is won, the line is drawn and only the open bêtes are played for (Ulmann, Cap. II).</source>
      <translation>Nach so vielen Runden wird, sobald der Stamm aufgelassen ist, der Strich gezogen, und es geht nur noch um die offenen Bêten (Ulmann, Cap. II).</translation>
    </message>
    <message>
      <source>Aufschrift</source>
      <translation>Aufschrift</translation>
    </message>
    <message>
      <source>10 blocks</source>
      <translation>10 Blocks</translation>
    </message>
    <message>
      <source>5 blocks</source>
      <translation>5 Blocks</translation>
    </message>
    <message>
      <source>20 blocks</source>
      <translation>20 Blocks</translation>
    </message>
    <message>
      <source>What each participant is charged at the start and every game is played for while Aufschriften are open.</source>
      <translation>Was jedem zu Beginn angeschrieben wird und worum jedes Spiel geht, solange Aufschriften offen sind.</translation>
    </message>
    <message>
      <source>Limit of a bête</source>
      <translation>Grenze einer Bête</translation>
    </message>
    <message>
      <source>30 blocks</source>
      <translation>30 Blocks</translation>
    </message>
    <message>
      <source>25 blocks</source>
      <translation>25 Blocks</translation>
    </message>
    <message>
      <source>no limit</source>
      <translation>keine Grenze</translation>
    </message>
    <message>
      <source>A forfeit above the limit is written as equal smaller bêtes.</source>
      <translation>Eine Bête über der Grenze wird in gleiche kleinere Bêten geteilt.</translation>
    </message>
    <message>
      <source>Volat may be announced</source>
      <translation>Volat darf angesagt werden</translation>
    </message>
    <message>
      <source>Ulmann allows an announced Volat only by agreement.</source>
      <translation>Ulmann erlaubt ein angesagtes Volat nur nach Vereinbarung.</translation>
    </message>
    <message>
      <source>Pack</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>54 cards</source>
      <translation>54 Karten</translation>
    </message>
    <message>
      <source>42 cards: Präference, Zweyer, Einer</source>
      <translation>42 Karten: Präference, Zweyer, Einer</translation>
    </message>
    <message>
      <source>The book's game is played with 54 cards; in its 42-card form (part E) a game may also buy two cards (Zweyer) or one (Einer).</source>
      <translation>Das Buch spielt mit 54 Karten; in der Form mit 42 Karten (Teil E) kann ein Spiel auch zwei Karten (Zweyer) oder eine (Einer) kaufen.</translation>
    </message>
    <message>
      <source>Consolation C (54 cards)</source>
      <translation>Consolation C (54 Karten)</translation>
    </message>
    <message>
      <source>50 points</source>
      <translation>50 Punkte</translation>
    </message>
    <message>
      <source>40 points</source>
      <translation>40 Punkte</translation>
    </message>
    <message>
      <source>30 points</source>
      <translation>30 Punkte</translation>
    </message>
    <message>
      <source>What a plain Dreyer is worth besides its points; every value of the 54-card game is a multiple of it (Anweisung, §5).</source>
      <translation>Was ein einfacher Dreyer außer seinen Points wert ist; jeder Wert des Spiels mit 54 Karten ist ein Vielfaches davon (Anweisung, §5).</translation>
    </message>
    <message>
      <source>Talon in a Solo</source>
      <translation>Talon beim Solo</translation>
    </message>
    <message>
      <source>the defenders'</source>
      <translation>den Gegnern</translation>
    </message>
    <message>
      <source>the soloist's</source>
      <translation>dem Solospieler</translation>
    </message>
    <message>
      <source>upper half the soloist's</source>
      <translation>obere Hälfte dem Solospieler</translation>
    </message>
    <message>
      <source>The book gives the whole talon of a Solo to the defenders; some tables give it, or its upper half, to the soloist (Anweisung, §40).</source>
      <translation>Das Buch gibt den ganzen Talon eines Solo den Gegnern; manche Runden geben ihn, oder seine obere Hälfte, dem Solospieler (Anweisung, §40).</translation>
    </message>
    <message>
      <source>Length of a sitting</source>
      <translation>Dauer einer Partie</translation>
    </message>
    <message>
      <source>the last three tours</source>
      <translation>die letzten drei Touren</translation>
    </message>
    <message>
      <source>six tours</source>
      <translation>sechs Touren</translation>
    </message>
    <message>
      <source>no end agreed</source>
      <translation>kein Ende vereinbart</translation>
    </message>
    <message>
      <source>A tour gives everyone the Vorhand once; the sitting ends after the last tours, one more if the very last deal was a plain Tapper (Anweisung, §51).</source>
      <translation>Eine Tour gibt jedem einmal die Vorhand; die Partie endet nach den letzten Touren, mit einer Tour mehr, wenn das allerletzte Spiel ein bloßer Tapper war (Anweisung, §51).</translation>
    </message>
    <message>
      <source>Redeal a hand without tarok</source>
      <translation>Neu geben bei einer Hand ohne Tarok</translation>
    </message>
    <message>
      <source>The book plays a hand without a tarok; some tables deal again (Anweisung, §47).</source>
      <translation>Das Buch spielt auch eine Hand ohne Tarok; manche Runden geben neu (Anweisung, §47).</translation>
    </message>
    <message>
      <source>(a) fixed partners, a rubber of four deals</source>
      <translation>(a) feste Partner, eine Partie aus vier Spielen</translation>
    </message>
    <message>
      <source>(b) a called king, or one against three</source>
      <translation>(b) ein gerufener König, oder einer gegen drei</translation>
    </message>
    <message>
      <source>In (a) the opposite players are partners for the whole rubber; in (b) the Vorhand calls a king, plays alone with one card demanded, or plays Solo (Ulmann, Part III).</source>
      <translation>In (a) sind die Gegenübersitzenden die ganze Partie hindurch Partner; in (b) ruft die Vorhand einen König, spielt allein mit einem abgeforderten Blatt oder spielt Solo (Ulmann, Teil III).</translation>
    </message>
    <message>
      <source>as the form: (a) 78, (b) 76 cards</source>
      <translation>nach der Form: (a) 78, (b) 76 Blätter</translation>
    </message>
    <message>
      <source>78 cards</source>
      <translation>78 Blätter</translation>
    </message>
    <message>
      <source>76 cards, without the black aces</source>
      <translation>76 Blätter, ohne die schwarzen Asse</translation>
    </message>
    <message>
      <source>The book plays form (a) with all 78 cards and form (b) without the aces of spades and clubs (Ulmann, Part III).</source>
      <translation>Das Buch spielt Form (a) mit allen 78 Blättern und Form (b) ohne Pik- und Treff-As (Ulmann, Teil III).</translation>
    </message>
    <message>
      <source>Points paid above (76 cards)</source>
      <translation>Bezahlt werden die Augen über (76 Blätter)</translation>
    </message>
    <message>
      <source>38: the party with 39 wins</source>
      <translation>38: die Partei mit 39 gewinnt</translation>
    </message>
    <message>
      <source>39: the party with 40 wins</source>
      <translation>39: die Partei mit 40 gewinnt</translation>
    </message>
    <message>
      <source>The book's figure is misprinted; half of the 77 1/3 points suggests 38 (Ulmann, Part III).</source>
      <translation>Die Zahl des Buchs ist verdruckt; die Hälfte der 77 1/3 Augen spricht für 38 (Ulmann, Teil III).</translation>
    </message>
    <message>
      <source>Einer: going back to card j</source>
      <translation>Einer: Zurückgehen zur Karte j</translation>
    </message>
    <message>
      <source>(6 + j)-fold</source>
      <translation>(6 + j)-fach</translation>
    </message>
    <message>
      <source>(12 − j)-fold</source>
      <translation>(12 − j)-fach</translation>
    </message>
    <message>
      <source>How much an Einer is worth when the player goes back to an earlier card of the talon.</source>
      <translation>Was ein Einer gilt, wenn der Spieler zu einer früheren Karte des Talons zurückgeht.</translation>
    </message>
    <message>
      <source>A premium for catching the Mond, agreed before play (Ulmann, Cap. IX).</source>
      <translation>Eine Prämie für den Mondfang, vor dem Spiel vereinbart (Ulmann, Cap. IX).</translation>
    </message>
    <message>
      <source>Dreier talon</source>
      <translation>Talon im Dreier</translation>
    </message>
    <message>
      <source>The old way: one half is shown, each further look makes the Dreier one more fold. The Viennese way: both halves are turned up and the Dreier is worth 3 to 6 by its level (Ulmann, Cap. I).</source>
      <translation>Die alte Art: eine Hälfte wird gezeigt, jedes weitere Aufdecken macht den Dreier um ein Mal höher. Die Wiener Art: beide Hälften werden aufgedeckt, und der Dreier gilt nach seiner Stufe 3 bis 6 (Ulmann, Cap. I).</translation>
    </message>
    <message>
      <source>Dummy laid open</source>
      <translation>Strohmann aufgedeckt</translation>
    </message>
    <message>
      <source>by the book</source>
      <translation>nach dem Buch</translation>
    </message>
    <message>
      <source>after the opening lead</source>
      <translation>nach dem ersten Ausspiel</translation>
    </message>
    <message>
      <source>By the book the dummy is spread once a card has followed it in the first trick, or at the end of that trick; casually, right after the opening lead.</source>
      <translation>Nach dem Buch wird der Strohmann aufgedeckt, sobald im ersten Stich nach ihm eine Karte gespielt ist, oder am Ende dieses Stichs; vereinfacht gleich nach dem ersten Ausspiel.</translation>
    </message>
    <message>
      <source>Double rubbers</source>
      <translation>Doppelrobber</translation>
    </message>
    <message>
      <source>no: four rubbers</source>
      <translation>nein: vier Robber</translation>
    </message>
    <message>
      <source>yes: each pairing twice</source>
      <translation>ja: jede Paarung zweimal</translation>
    </message>
    <message>
      <source>yes: the round twice</source>
      <translation>ja: die Runde zweimal</translation>
    </message>
    <message>
      <source>Double rubbers make a series of eight: either each pairing plays two rubbers in a row, or the round of four is played twice.</source>
      <translation>Doppelrobber ergeben eine Reihe von acht: entweder spielt jede Paarung zwei Robber hintereinander, oder die Runde von vier wird zweimal gespielt.</translation>
    </message>
    <message>
      <source>Dummies face up</source>
      <translation>Strohmänner offen</translation>
    </message>
    <message>
      <source>after the next hand's first card</source>
      <translation>nach der ersten Karte des nächsten Blatts</translation>
    </message>
    <message>
      <source>from the opening lead</source>
      <translation>ab dem ersten Ausspiel</translation>
    </message>
    <message>
      <source>When the two dummies are laid face up for both players: each once the hand after it has played to the first trick, or both as soon as the first card is led.</source>
      <translation>Wann die beiden Strohmänner für beide Spieler aufgedeckt werden: jeder, sobald das Blatt nach ihm zum ersten Stich gespielt hat, oder beide, sobald die erste Karte ausgespielt ist.</translation>
    </message>
    <message>
      <source>Persons</source>
      <translation>Personen</translation>
    </message>
    <message>
      <source>two</source>
      <translation>zwei</translation>
    </message>
    <message>
      <source>three, one sitting out each rubber</source>
      <translation>drei, je Robber setzt einer aus</translation>
    </message>
    <message>
      <source>With three persons each rubber is played by two while the third sits out; over a series of three rubbers each sits out once, the highest card of the one draw at the start first.</source>
      <translation>Mit drei Personen spielen je Robber zwei, während der dritte aussetzt; in einer Reihe von drei Robbern setzt jeder einmal aus, die höchste Karte des einen Ziehens zu Beginn zuerst.</translation>
    </message>
  </context>
  <context>
    <name>PracticeDialog</name>
    <message>
      <source>Practice</source>
      <translation>Üben</translation>
    </message>
    <message>
      <source>The same seed, game, table, place and role give the same deal: share it, or enter one you were given.</source>
      <translation>Gleicher Startwert, gleiches Spiel, gleicher Tisch, Platz und gleiche Rolle ergeben dasselbe Spiel: teilen Sie ihn, oder geben Sie einen erhaltenen ein.</translation>
    </message>
    <message>
      <source>Ask me first where the books' conventions decide</source>
      <translation>Erst fragen, wo die Regeln der Bücher entscheiden</translation>
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
      <source>Your &amp;role</source>
      <translation>Ihre &amp;Rolle</translation>
    </message>
    <message>
      <source>&amp;Seed</source>
      <translation>&amp;Startwert</translation>
    </message>
    <message>
      <source>&amp;Quiz</source>
      <translation>&amp;Quiz</translation>
    </message>
    <message>
      <source>as the cards fall</source>
      <translation>wie die Karten fallen</translation>
    </message>
    <message>
      <source>the declarer</source>
      <translation>der Spieler</translation>
    </message>
    <message>
      <source>a defender against the declarer</source>
      <translation>ein Gegenspieler</translation>
    </message>
    <message>
      <source>the dealer, sitting this deal out</source>
      <translation>der Geber, der dieses Spiel aussetzt</translation>
    </message>
    <message>
      <source>No deal from this seed gives you that role at this place: try another seed or place.</source>
      <translation>Kein Spiel aus diesem Startwert gibt Ihnen diese Rolle auf diesem Platz: versuchen Sie einen anderen Startwert oder Platz.</translation>
    </message>
    <message>
      <source>number {number} in the order of play</source>
      <translation>Nr. {number} in der Spielfolge</translation>
    </message>
    <message>
      <source>(the dealer)</source>
      <translation>(der Geber)</translation>
    </message>
    <message>
      <source>{first}: first to lead</source>
      <translation>{first}: spielt zuerst aus</translation>
    </message>
    <message>
      <source>{first}: first to bid and to lead</source>
      <translation>{first}: bietet zuerst und spielt zuerst aus</translation>
    </message>
  </context>
  <context>
    <name>PracticeTable</name>
    <message>
      <source>The expert looks at each of your decisions…</source>
      <translation>Der Experte prüft jede Ihrer Entscheidungen …</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Abbrechen</translation>
    </message>
    <message>
      <source>Compare with the expert</source>
      <translation>Mit dem Experten vergleichen</translation>
    </message>
    <message>
      <source>Quiz: what do the books advise here? ({chapters})</source>
      <translation>Quiz: Was raten die Bücher hier? ({chapters})</translation>
    </message>
    <message>
      <source>The expert looks at your decisions: {done} of {total}…</source>
      <translation>Der Experte prüft Ihre Entscheidungen: {done} von {total} …</translation>
    </message>
    <message>
      <source>The comparison failed: {error}</source>
      <translation>Der Vergleich ist misslungen: {error}</translation>
    </message>
    <message>
      <source>Quiz score for {game}: {right} of {asked} answers as the books advise.</source>
      <translation>Quiz-Stand für {game}: {right} von {asked} Antworten nach dem Rat der Bücher.</translation>
    </message>
    <message>
      <source>Expert, {when}: you chose “{yours}”, the expert “{expert}”. {why}</source>
      <translation>Experte, {when}: Sie wählten „{yours}“, der Experte „{expert}“. {why}</translation>
    </message>
    <message>
      <source>Right: the books advise “{book}” here. {why}</source>
      <translation>Richtig: Die Bücher raten hier zu „{book}“. {why}</translation>
    </message>
    <message>
      <source>The books advise “{book}” here, not “{yours}”. {why}</source>
      <translation>Die Bücher raten hier zu „{book}“, nicht zu „{yours}“. {why}</translation>
    </message>
  </context>
  <context>
    <name>ProblemsDialog</name>
    <message>
      <source>Problems</source>
      <translation>Aufgaben</translation>
    </message>
    <message>
      <source>The 33 problems of Ulmann's book (Ulmann, Zweiter Theil). You take the side the question asks for.</source>
      <translation>Die 33 Aufgaben aus Ulmanns Buch (Ulmann, Zweiter Theil). Sie spielen die Seite, nach der die Frage fragt.</translation>
    </message>
    <message>
      <source>&amp;Play</source>
      <translation>&amp;Spielen</translation>
    </message>
    <message>
      <source>Cannot be played: the hands are lost</source>
      <translation>Nicht spielbar: Die Blätter sind verloren</translation>
    </message>
    <message>
      <source>Cannot be played: the endgame is lost</source>
      <translation>Nicht spielbar: Das Endspiel ist verloren</translation>
    </message>
    <message>
      <source>✓ Solved</source>
      <translation>✓ Gelöst</translation>
    </message>
    <message>
      <source>Not yet solved</source>
      <translation>Noch nicht gelöst</translation>
    </message>
    <message>
      <source>No.</source>
      <translation>Nr.</translation>
    </message>
    <message>
      <source>Title</source>
      <translation>Titel</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>Stand</translation>
    </message>
    <message>
      <source>✓ Solved · partly dealt</source>
      <translation>✓ Gelöst · teils beliebig gegeben</translation>
    </message>
    <message>
      <source>Not yet solved · partly dealt</source>
      <translation>Noch nicht gelöst · teils beliebig gegeben</translation>
    </message>
    <message>
      <source>Not built yet: {game}</source>
      <translation>Noch nicht gebaut: {game}</translation>
    </message>
    <message>
      <source>Partly dealt: the book places only some cards; the others are dealt at will.</source>
      <translation>Teils beliebig gegeben: Das Buch nennt nur einige Karten; die übrigen werden beliebig gegeben.</translation>
    </message>
    <message>
      <source>It cannot be played: an endgame whose hands and earlier tricks are lost.</source>
      <translation>Nicht spielbar: ein Endspiel, dessen Blätter und frühere Stiche verloren sind.</translation>
    </message>
    <message>
      <source>The book's answer: {answer}</source>
      <translation>Die Lösung des Buches: {answer}</translation>
    </message>
    <message>
      <source>It cannot be played: {reason}</source>
      <translation>Nicht spielbar: {reason}</translation>
    </message>
    <message>
      <source>Partial: the book's words place only some cards; the others are dealt at will, so the goal may be out of reach.</source>
      <translation>Unvollständig: Der Text des Buches nennt nur einige Karten; die übrigen werden beliebig gegeben, das Ziel ist also vielleicht nicht erreichbar.</translation>
    </message>
    <message>
      <source>Your goal, as {letter}: {aims}</source>
      <translation>Ihr Ziel, als {letter}: {aims}</translation>
    </message>
  </context>
  <context>
    <name>Puzzle</name>
    <message>
      <source>The Contra won</source>
      <translation>Das Contra hat gewonnen</translation>
    </message>
    <message>
      <source>The Contra lost</source>
      <translation>Das Contra hat verloren</translation>
    </message>
    <message>
      <source>Win the game.</source>
      <translation>Gewinnen Sie das Spiel.</translation>
    </message>
    <message>
      <source>Defeat the declarer's game.</source>
      <translation>Bringen Sie das Spiel des Spielers zu Fall.</translation>
    </message>
    <message>
      <source>Take one trick to beat the Volat.</source>
      <translation>Machen Sie einen Stich, so ist der Volat geschlagen.</translation>
    </message>
    <message>
      <source>Take every trick: the Volat.</source>
      <translation>Machen Sie alle Stiche: den Volat.</translation>
    </message>
    <message>
      <source>Leave the declarer's side without a trick.</source>
      <translation>Lassen Sie die Seite des Spielers ohne Stich.</translation>
    </message>
    <message>
      <source>Take the last trick with your Pagat.</source>
      <translation>Machen Sie den letzten Stich mit Ihrem Pagat.</translation>
    </message>
    <message>
      <source>Keep {name}'s Pagat from taking the last trick.</source>
      <translation>Verhindern Sie, dass {name}s Pagat den letzten Stich macht.</translation>
    </message>
    <message>
      <source>{name}'s king must take the last trick.</source>
      <translation>{name}s König muss den letzten Stich machen.</translation>
    </message>
    <message>
      <source>Save the Mond: your side must take the trick it falls in.</source>
      <translation>Retten Sie den Mond: Ihre Seite muss den Stich machen, in den er fällt.</translation>
    </message>
    <message>
      <source>Points: the book's word for card points</source>
      <translation>Points: das Wort des Buches für die Augen</translation>
    </message>
    <message>
      <source>Your side won the game</source>
      <translation>Ihre Seite hat das Spiel gewonnen</translation>
    </message>
    <message>
      <source>Your side lost the game</source>
      <translation>Ihre Seite hat das Spiel verloren</translation>
    </message>
    <message>
      <source>The Volat failed</source>
      <translation>Der Volat ist misslungen</translation>
    </message>
    <message>
      <source>The Volat was made</source>
      <translation>Der Volat ist gelungen</translation>
    </message>
    <message>
      <source>The declarer took no trick</source>
      <translation>Der Spieler hat keinen Stich gemacht</translation>
    </message>
    <message>
      <source>The declarer took a trick</source>
      <translation>Der Spieler hat einen Stich gemacht</translation>
    </message>
    <message>
      <source>{name}'s Pagat took the last trick</source>
      <translation>{name}s Pagat hat den letzten Stich gemacht</translation>
    </message>
    <message>
      <source>{name}'s Pagat did not take the last trick</source>
      <translation>{name}s Pagat hat den letzten Stich nicht gemacht</translation>
    </message>
    <message>
      <source>{name}'s Pagat was stopped</source>
      <translation>{name}s Pagat wurde abgefangen</translation>
    </message>
    <message>
      <source>{name}'s king took the last trick</source>
      <translation>{name}s König hat den letzten Stich gemacht</translation>
    </message>
    <message>
      <source>{name}'s king did not take the last trick</source>
      <translation>{name}s König hat den letzten Stich nicht gemacht</translation>
    </message>
    <message>
      <source>The Mond was saved</source>
      <translation>Der Mond ist gerettet</translation>
    </message>
    <message>
      <source>The Mond was caught</source>
      <translation>Der Mond wurde gefangen</translation>
    </message>
    <message>
      <source>not solved</source>
      <translation>nicht gelöst</translation>
    </message>
    <message>
      <source>The book's answer: {text}</source>
      <translation>Die Antwort des Buches: {text}</translation>
    </message>
    <message>
      <source>The book asks: {text}</source>
      <translation>Das Buch fragt: {text}</translation>
    </message>
    <message>
      <source>&amp;Try again</source>
      <translation>&amp;Noch einmal</translation>
    </message>
    <message>
      <source>solved with a move taken back (not counted)</source>
      <translation>gelöst, aber mit einem zurückgenommenen Zug (zählt nicht)</translation>
    </message>
    <message>
      <source>solved</source>
      <translation>gelöst</translation>
    </message>
    <message>
      <source>{what} — {verdict}</source>
      <translation>{what} — {verdict}</translation>
    </message>
    <message>
      <source>Problem {number} — you play {letter}</source>
      <translation>Aufgabe {number} — Sie spielen {letter}</translation>
    </message>
    <message>
      <source>{name}: {card}</source>
      <translation>{name}: {card}</translation>
    </message>
    <message>
      <source>You as {letter}</source>
      <translation>Sie als {letter}</translation>
    </message>
    <message>
      <source>The book's solution, move by move</source>
      <translation>Die Lösung des Buches, Zug um Zug</translation>
    </message>
    <message>
      <source>Goal: {aims}</source>
      <translation>Ziel: {aims}</translation>
    </message>
    <message>
      <source>{card}: the book's card.</source>
      <translation>{card}: die Karte des Buches.</translation>
    </message>
    <message>
      <source>The book: {text}</source>
      <translation>Das Buch: {text}</translation>
    </message>
    <message>
      <source>{card}: not the book's card ({book}), but it reaches the goal too.</source>
      <translation>{card}: nicht die Karte des Buches ({book}), aber sie erreicht das Ziel ebenso.</translation>
    </message>
    <message>
      <source>{card}: it reaches the goal.</source>
      <translation>{card}: Sie erreicht das Ziel.</translation>
    </message>
    <message>
      <source>{card}: the book plays {book} here.</source>
      <translation>{card}: Das Buch spielt hier {book}.</translation>
    </message>
    <message>
      <source>{card}: the goal is missed.</source>
      <translation>{card}: Das Ziel ist verfehlt.</translation>
    </message>
    <message>
      <source>{card}: off the book's line; the goal will tell.</source>
      <translation>{card}: abseits der Lösung des Buches; das Ziel wird es zeigen.</translation>
    </message>
  </context>
  <context>
    <name>Refusals</name>
    <message>
      <source>Rule: {rule}</source>
      <translation>Regel: {rule}</translation>
    </message>
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
    <message>
      <source>honours passed by in the bidding do not count</source>
      <translation>beim Ansagen verpasste Honneurs zählen nicht</translation>
    </message>
    <message>
      <source>You must open: passing is not allowed to you here.</source>
      <translation>Sie müssen eröffnen: Passen ist Ihnen hier nicht erlaubt.</translation>
    </message>
    <message>
      <source>the Vorhand opens with the Tapper or a game; she may not pass</source>
      <translation>die Vorhand beginnt mit dem Tapper oder einem Spiel; passen darf sie nicht</translation>
    </message>
    <message>
      <source>You may call only holding two honours or more.</source>
      <translation>Aussagen darf nur, wer zwei Honneurs oder mehr hat.</translation>
    </message>
    <message>
      <source>name a card you do not hold and have not named</source>
      <translation>eine Karte nennen, die man nicht hält und noch nicht genannt hat</translation>
    </message>
    <message>
      <source>give the holder one of your cards in return</source>
      <translation>dem Inhaber eine eigene Karte zurückgeben</translation>
    </message>
    <message>
      <source>You may claim the remaining tricks only when you are on lead.</source>
      <translation>Die übrigen Stiche darf nur beanspruchen, wer am Ausspielen ist.</translation>
    </message>
    <message>
      <source>Your claim was refused; play a card to this trick first.</source>
      <translation>Dein Anspruch wurde abgelehnt; spiele zuerst eine Karte zu diesem Stich.</translation>
    </message>
    <message>
      <source>After the dealer has left the choice to you, you must name the trumps.</source>
      <translation>Der Geber hat Ihnen die Wahl überlassen: Sie müssen Trumpf machen.</translation>
    </message>
    <message>
      <source>the Sküs may not be led in this game</source>
      <translation>der Sküs darf in diesem Spiel nicht ausgespielt werden</translation>
    </message>
    <message>
      <source>the Sküs must be played now, at its last trick</source>
      <translation>der Sküs muss jetzt gespielt werden, in seinem letzten Stich</translation>
    </message>
    <message>
      <source>taroks go to the Scat only from a hand of at most three</source>
      <translation>Taroks dürfen nur aus einer Hand mit höchstens drei in den Scat</translation>
    </message>
    <message>
      <source>a tarok goes to the Scat only with exactly three tarok cards, the Pagat among them</source>
      <translation>ein Tarok kommt nur in den Scat, wenn der Geber genau drei Taroks hält, darunter den Pagat</translation>
    </message>
    <message>
      <source>no tarok and not the Sküs may go to the Scat</source>
      <translation>kein Tarok und nicht der Sküs darf in den Skat</translation>
    </message>
    <message>
      <source>That is not a choice open now (knocking).</source>
      <translation>Diese Wahl steht jetzt nicht offen (Klopfen).</translation>
    </message>
    <message>
      <source>Tous les trois and tous les quatre must always be announced.</source>
      <translation>Tous les trois und tous les quatre müssen immer angesagt werden.</translation>
    </message>
    <message>
      <source>Only a player holding the Sküs, the Mond or the Pagat may declare or raise.</source>
      <translation>Nur wer den Sküs, den Mond oder den Pagat hat, darf ansagen oder höher bieten.</translation>
    </message>
    <message>
      <source>Without T20 you must hold the Zweier that overbid your Dreier.</source>
      <translation>Ohne das XX müssen Sie den Zweier behalten, der Ihren Dreier überboten hat.</translation>
    </message>
    <message>
      <source>You let the Zweier go: T20 may not be laid away.</source>
      <translation>Sie haben den Zweier ausgelassen: das XX darf nicht verlegt werden.</translation>
    </message>
    <message>
      <source>Your side must give Contra before it may announce.</source>
      <translation>Ihre Partei muss Contra geben, bevor sie ansagen darf.</translation>
    </message>
    <message>
      <source>'{item}' cannot be announced now.</source>
      <translation>„{item}“ kann jetzt nicht angesagt werden.</translation>
    </message>
    <message>
      <source>With more than nine taroks you must state their number before the first lead.</source>
      <translation>Mit mehr als neun Taroks müssen Sie ihre Zahl vor dem ersten Ausspiel ansagen.</translation>
    </message>
    <message>
      <source>The message is not JSON text: {problem}.</source>
      <translation>Die Nachricht ist kein JSON-Text: {problem}.</translation>
    </message>
    <message>
      <source>The message is larger than {limit} bytes.</source>
      <translation>Die Nachricht ist größer als {limit} Bytes.</translation>
    </message>
    <message>
      <source>The message is nested deeper than {limit} levels.</source>
      <translation>Die Nachricht ist tiefer als {limit} Ebenen verschachtelt.</translation>
    </message>
    <message>
      <source>The message is not one of this protocol's: {problem}.</source>
      <translation>Diese Nachricht kennt das Protokoll nicht: {problem}.</translation>
    </message>
    <message>
      <source>This table speaks protocol version {version}.</source>
      <translation>Dieser Tisch spricht die Protokollversion {version}.</translation>
    </message>
    <message>
      <source>Message {seq} was sent before: {expected} was expected.</source>
      <translation>Nachricht {seq} wurde schon einmal gesandt: erwartet war {expected}.</translation>
    </message>
    <message>
      <source>Message {seq} came out of order: {expected} was expected.</source>
      <translation>Nachricht {seq} kam außer der Reihe: erwartet war {expected}.</translation>
    </message>
    <message>
      <source>There is no table with that room code.</source>
      <translation>Einen Tisch mit dieser Kennung gibt es nicht.</translation>
    </message>
    <message>
      <source>That seat token is not known at this table.</source>
      <translation>Dieser Platzschlüssel ist an diesem Tisch unbekannt.</translation>
    </message>
    <message>
      <source>Every place at this table is taken.</source>
      <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
      <source>Join the table first.</source>
      <translation>Zuerst am Tisch Platz nehmen.</translation>
    </message>
    <message>
      <source>This connection has joined already.</source>
      <translation>Diese Verbindung hat schon Platz genommen.</translation>
    </message>
    <message>
      <source>The table has not started yet.</source>
      <translation>Das Spiel am Tisch hat noch nicht begonnen.</translation>
    </message>
    <message>
      <source>The table has moved on since (deal {deal}, action {at}).</source>
      <translation>Am Tisch ist inzwischen weitergespielt worden (Spiel {deal}, Zug {at}).</translation>
    </message>
    <message>
      <source>You do not play that hand.</source>
      <translation>Diese Hand spielen Sie nicht.</translation>
    </message>
    <message>
      <source>The deal is not over yet.</source>
      <translation>Das Spiel ist noch nicht zu Ende.</translation>
    </message>
    <message>
      <source>An onlooker does not play.</source>
      <translation>Ein Zuschauer spielt nicht mit.</translation>
    </message>
    <message>
      <source>play in turn, to the right</source>
      <translation>der Reihe nach, nach rechts spielen</translation>
    </message>
    <message>
      <source>deal, bidding, talon, announcements and play come one after another</source>
      <translation>Geben, Lizitieren, Talon, Ansagen und Spiel folgen nacheinander</translation>
    </message>
    <message>
      <source>play a card from your own hand</source>
      <translation>eine Karte aus der eigenen Hand spielen</translation>
    </message>
    <message>
      <source>follow suit, else play a tarok</source>
      <translation>Farbe bekennen, sonst Tarok geben</translation>
    </message>
    <message>
      <source>on a tarok lead play a tarok</source>
      <translation>auf Tarok Tarok geben</translation>
    </message>
    <message>
      <source>beat the highest tarok if you can (house rule)</source>
      <translation>den höchsten Tarok überstechen, wenn möglich (Hausregel)</translation>
    </message>
    <message>
      <source>every bid must rank above the last</source>
      <translation>jedes Gebot muss das letzte übertreffen</translation>
    </message>
    <message>
      <source>bid only what the order of bidding allows you</source>
      <translation>nur bieten, was die Reihenfolge des Lizitierens erlaubt</translation>
    </message>
    <message>
      <source>only an earlier player may hold a bid</source>
      <translation>nur ein früherer Spieler darf ein Gebot halten</translation>
    </message>
    <message>
      <source>never lay away a king or a trump honour</source>
      <translation>nie einen König oder ein Tarok-Honneur verlegen</translation>
    </message>
    <message>
      <source>lay away taroks only when no suit cards but kings are left</source>
      <translation>Taroks nur verlegen, wenn außer Königen keine Farbkarten bleiben</translation>
    </message>
    <message>
      <source>take one of the talon halves on offer</source>
      <translation>eine der angebotenen Talonhälften nehmen</translation>
    </message>
    <message>
      <source>announce before the first lead, and only what your side may</source>
      <translation>vor dem ersten Ausspiel ansagen, und nur, was der eigenen Partei zusteht</translation>
    </message>
    <message>
      <source>each announcement is made once</source>
      <translation>jede Ansage gibt es nur einmal</translation>
    </message>
    <message>
      <source>Contra from the other side, Recontra back, Supercontra once more</source>
      <translation>Contra von der Gegenpartei, Recontra zurück, Supercontra noch einmal</translation>
    </message>
    <message>
      <source>who calls auf Pagat announces Pagat Ultimo</source>
      <translation>wer auf Pagat ruft, sagt Pagat Ultimo an</translation>
    </message>
  </context>
  <context>
    <name>RemoteController</name>
    <message>
      <source>Dummy</source>
      <translation>Strohmann</translation>
    </message>
    <message>
      <source>The host has closed the table.</source>
      <translation>Der Gastgeber hat den Tisch aufgehoben.</translation>
    </message>
    <message>
      <source>The connection to the host is lost.</source>
      <translation>Die Verbindung zum Gastgeber ist verloren.</translation>
    </message>
  </context>
  <context>
    <name>Result</name>
    <message>
      <source>No card-point settlement: an announced Misère replaces it</source>
      <translation>Keine Abrechnung der Augen: eine angesagte Misère tritt an ihre Stelle</translation>
    </message>
    <message>
      <source>No card-point settlement: a player without a trick (a silent Misère) replaces it</source>
      <translation>Keine Abrechnung der Augen: ein Spieler ohne Stich (eine stille Misère) tritt an ihre Stelle</translation>
    </message>
    <message>
      <source>No card-point settlement: the Vole replaces it</source>
      <translation>Keine Abrechnung der Augen: die Vole tritt an ihre Stelle</translation>
    </message>
    <message>
      <source>No card-point settlement: the failed Vole is paid less its player's card points instead</source>
      <translation>Keine Abrechnung der Augen: die verlorene Vole wird stattdessen abzüglich der Augen ihres Spielers bezahlt</translation>
    </message>
    <message>
      <source>{gain} ({margin} over {half} + {consolation} consolation)</source>
      <translation>{gain} ({margin} über {half} + {consolation} Consolation)</translation>
    </message>
    <message>
      <source>{gain} (the opponents' {points}: {margin} over {half} + {consolation} consolation)</source>
      <translation>{gain} (Gegner mit {points} Augen: {margin} über {half} + {consolation} Consolation)</translation>
    </message>
    <message>
      <source>Dummies' units to their players</source>
      <translation>Strohmänner an ihre Spieler</translation>
    </message>
    <message>
      <source>won: the defenders gave up</source>
      <translation>gewonnen: die Gegner haben aufgegeben</translation>
    </message>
    <message>
      <source>won</source>
      <translation>gewonnen</translation>
    </message>
    <message>
      <source>lost</source>
      <translation>verloren</translation>
    </message>
    <message>
      <source>{points} card points, {margin} over the half, {half}</source>
      <translation>{points} Augen, {margin} über der Hälfte, {half}</translation>
    </message>
    <message>
      <source>{points} card points, {margin} under the half, {half}</source>
      <translation>{points} Augen, {margin} unter der Hälfte, {half}</translation>
    </message>
    <message>
      <source>All passed; the deal was played out</source>
      <translation>Alle passten; das Spiel wurde ausgespielt</translation>
    </message>
    <message>
      <source>{computation} = {units} each</source>
      <translation>{computation} = je {units}</translation>
    </message>
    <message>
      <source>{factor} ({made_by})</source>
      <translation>{factor} ({made_by})</translation>
    </message>
    <message>
      <source>{cause}; {paid}</source>
      <translation>{cause}; {paid}</translation>
    </message>
    <message>
      <source>to {receivers}</source>
      <translation>Empfänger: {receivers}</translation>
    </message>
    <message>
      <source>Card points of the declarer's side: {packets} of {total}: &lt;b&gt;{outcome}&lt;/b&gt;</source>
      <translation>Augen der Spielerpartei: {packets} von {total}: &lt;b&gt;{outcome}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Card points of the declarer's side: {packets} of {total}; {needed} needed: &lt;b&gt;{outcome}&lt;/b&gt;</source>
      <translation>Augen der Spielerpartei: {packets} von {total}; {needed} nötig: &lt;b&gt;{outcome}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Card points of the declarer's side: {exact} exactly, {packets} counted in packets of three, of {total}: &lt;b&gt;{outcome}&lt;/b&gt;</source>
      <translation>Augen der Spielerpartei: genau {exact}, in Lagen zu drei gezählt {packets}, von {total}: &lt;b&gt;{outcome}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Card points of the declarer's side: {exact} exactly, {packets} counted in packets of three, of {total}; {needed} needed: &lt;b&gt;{outcome}&lt;/b&gt;</source>
      <translation>Augen der Spielerpartei: genau {exact}, in Lagen zu drei gezählt {packets}, von {total}; {needed} nötig: &lt;b&gt;{outcome}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Card points of the declarer's side, every card counted by itself: {points} of {total}; {needed} needed: &lt;b&gt;{outcome}&lt;/b&gt;</source>
      <translation>Augen der Partei des Spielers, jede Karte einzeln gezählt: {points} von {total}; {needed} nötig: &lt;b&gt;{outcome}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>{base} + {factor} × {margin} ({why})</source>
      <translation>{base} + {factor} × {margin} ({why})</translation>
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
      <source>{holder}'s {card}, taken by {taker} in trick {trick}</source>
      <translation>{card}, Inhaber: {holder}, im {trick}. Stich gefangen durch {taker}</translation>
    </message>
    <message>
      <source>paid by {payer}</source>
      <translation>Zahler: {payer}</translation>
    </message>
    <message>
      <source>from {name}</source>
      <translation>Zahler: {name}</translation>
    </message>
    <message>
      <source>Dummies' units to {player}</source>
      <translation>Strohmänner an {player}</translation>
    </message>
    <message>
      <source>Card demanded ({name}): {card} = {units}</source>
      <translation>Blatt abgefordert ({name}): {card} = {units}</translation>
    </message>
    <message>
      <source>All passed</source>
      <translation>Alle passen</translation>
    </message>
    <message>
      <source>{players}: {contract}</source>
      <translation>{players}: {contract}</translation>
    </message>
    <message>
      <source>{contract} played by {declarer}</source>
      <translation>{contract}, Spieler: {declarer}</translation>
    </message>
    <message>
      <source>{n}‑fold</source>
      <translation>{n}‑malig</translation>
    </message>
    <message>
      <source>{n} opponents</source>
      <translation>{n} Gegner</translation>
    </message>
    <message>
      <source>{units} each</source>
      <translation>je {units}</translation>
    </message>
    <message>
      <source>{line} ({times} times)</source>
      <translation>{line} ({times}‑mal)</translation>
    </message>
    <message>
      <source>all in the tricks of {receivers}</source>
      <translation>alle in den Stichen von {receivers}</translation>
    </message>
    <message>
      <source>with {partner}</source>
      <translation>· Partner: {partner}</translation>
    </message>
    <message>
      <source>held by {holder}</source>
      <translation>Inhaber: {holder}</translation>
    </message>
    <message>
      <source>{n} of {of}</source>
      <translation>{n} von {of}</translation>
    </message>
    <message>
      <source>Card points settle against {par}, a third of the {total}: {each}</source>
      <translation>Die Augen werden gegen {par} abgerechnet, ein Drittel der {total}: {each}</translation>
    </message>
    <message>
      <source>Card points: {points} of {total}; {needed} needed</source>
      <translation>Augen: {points} von {total}; {needed} nötig</translation>
    </message>
    <message>
      <source>Card points: {points}</source>
      <translation>Augen: {points}</translation>
    </message>
    <message>
      <source>Item</source>
      <translation>Posten</translation>
    </message>
    <message>
      <source>points</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <source>games</source>
      <translation>Partien</translation>
    </message>
    <message>
      <source>rubbers won</source>
      <translation>gewonnene Robber</translation>
    </message>
    <message>
      <source>pot</source>
      <translation>Kartenstamm</translation>
    </message>
    <message>
      <source>chips</source>
      <translation>Marken</translation>
    </message>
    <message>
      <source>Aufschrift</source>
      <translation>Aufschrift</translation>
    </message>
    <message>
      <source>open bêtes</source>
      <translation>offene Bêten</translation>
    </message>
    <message>
      <source>board</source>
      <translation>Tafel</translation>
    </message>
    <message>
      <source>Brunnen</source>
      <translation>Brunnen</translation>
    </message>
    <message>
      <source>deals</source>
      <translation>Spiele</translation>
    </message>
    <message>
      <source>parties</source>
      <translation>Partien</translation>
    </message>
    <message>
      <source>written</source>
      <translation>geschrieben</translation>
    </message>
    <message>
      <source>{item}: {points} for {seats}</source>
      <translation>{item}: {points} für {seats}</translation>
    </message>
    <message>
      <source>{item}: {points} for {seats}, carried into the next game (Nest)</source>
      <translation>{item}: {points} für {seats}, in die nächste Partie übertragen (Nest)</translation>
    </message>
    <message>
      <source>{item}: {points} for {seats} not scored, the game being won</source>
      <translation>{item}: {points} für {seats} zählen nicht mehr, die Partie ist gewonnen</translation>
    </message>
    <message>
      <source>{target} reached: game {number} to {seats}, worth {value}, the others standing at {losers}</source>
      <translation>{target} erreicht: Partie {number} an {seats}, Wert {value}, die Gegner standen auf {losers}</translation>
    </message>
    <message>
      <source>The rubber to {seats}, {won} games to {lost}: {value} units with the bonus of {bonus}</source>
      <translation>Der Robber an {seats}, {won} Partien zu {lost}: {value} Einheiten mit dem Robberzuschlag von {bonus}</translation>
    </message>
    <message>
      <source>Rubber {number} of {of} begins at nothing</source>
      <translation>Robber {number} von {of} beginnt bei null</translation>
    </message>
    <message>
      <source>{seat} antes a block into the pot</source>
      <translation>{seat} setzt eine Marke in den Kartenstamm</translation>
    </message>
    <message>
      <source>{seat} takes the pot of {pot}</source>
      <translation>{seat} zieht den Kartenstamm von {pot}</translation>
    </message>
    <message>
      <source>The Aufschrift of {seat} ({amount}) is struck off</source>
      <translation>{seat}: die Aufschrift ({amount}) wird gestrichen</translation>
    </message>
    <message>
      <source>{seat} wins the Aufschrift of {payer} ({amount})</source>
      <translation>{seat} gewinnt die Aufschrift ({amount}); Schuldner: {payer}</translation>
    </message>
    <message>
      <source>{seat} wins the Spielbête of {debtor} ({amount})</source>
      <translation>{seat} gewinnt die Spielbête ({amount}); Schuldner: {debtor}</translation>
    </message>
    <message>
      <source>The Spielbête against {seat} ({amount}) is struck off</source>
      <translation>Die Spielbête gegen {seat} ({amount}) wird gestrichen</translation>
    </message>
    <message>
      <source>A Spielbête of {multiplier} × {value} = {amount} is written against {seat}</source>
      <translation>Eine Spielbête von {multiplier} × {value} = {amount} wird {seat} angeschrieben</translation>
    </message>
    <message>
      <source>The premiums are paid in chips</source>
      <translation>Die Prämien werden in Marken bezahlt</translation>
    </message>
    <message>
      <source>The tours are over and the pot is won: the line is drawn, the Aufschriften lapse</source>
      <translation>Die Touren sind um und der Kartenstamm ist gezogen: der Strich wird gemacht, die Aufschriften verfallen</translation>
    </message>
    <message>
      <source>Nothing is left to play for: everyone is charged a new Aufschrift of {amount}</source>
      <translation>Es ist nichts mehr zu spielen: jedem wird eine neue Aufschrift von {amount} angeschrieben</translation>
    </message>
    <message>
      <source>The final reckoning: {final}</source>
      <translation>Die Abrechnung: {final}</translation>
    </message>
    <message>
      <source>The partie to {winners}, {scores}: {units}</source>
      <translation>Die Partie an {winners}, {scores}: {units}</translation>
    </message>
    <message>
      <source>Nobody wins the partie, {scores}</source>
      <translation>Niemand gewinnt die Partie, {scores}</translation>
    </message>
    <message>
      <source>Nobody wins the partie, {scores}: the points go on, {carried}</source>
      <translation>Niemand gewinnt die Partie, {scores}: die Punkte laufen weiter, {carried}</translation>
    </message>
    <message>
      <source>On the sheet of {seats}: +{points} for {item}, {before} → {after}</source>
      <translation>Auf der Tafel für {seats}: +{points} für {item}, {before} → {after}</translation>
    </message>
    <message>
      <source>Netted: {points} struck from every sheet</source>
      <translation>Gegeneinander aufgerechnet: {points} bei jedem gestrichen</translation>
    </message>
    <message>
      <source>The called {card} lay in the declarer's own hand ({name}): one against three.</source>
      <translation>Der gerufene {card} lag in der eigenen Hand des Spielers ({name}): einer gegen drei.</translation>
    </message>
    <message>
      <source>The called {card} lay in the talon: the declarer ({name}) played one against three.</source>
      <translation>Der gerufene {card} lag im Talon: der Spieler ({name}) spielte einer gegen drei.</translation>
    </message>
    <message>
      <source>1 unit</source>
      <translation>1 Einheit</translation>
    </message>
    <message>
      <source>Nobody pays anything.</source>
      <translation>Niemand zahlt etwas.</translation>
    </message>
    <message>
      <source>{some} and {last}</source>
      <translation>{some} und {last}</translation>
    </message>
    <message>
      <source>All passed: the cards are thrown in.</source>
      <translation>Alle passen: die Karten werden zusammengeworfen.</translation>
    </message>
    <message>
      <source>{name} named {suit} trumps, not the Cayenne {double}: tricks and honours count single.</source>
      <translation>{name} machte {suit} zu Trumpf, nicht die Cayenne {double}: Stiche und Honneurs zählen einfach.</translation>
    </message>
    <message>
      <source>{side}: {odd} over the book</source>
      <translation>{side}: {odd} über das Buch</translation>
    </message>
    <message>
      <source>{players} won the game.</source>
      <translation>{contract} gewonnen (Spieler: {players}).</translation>
    </message>
    <message>
      <source>{players} lost the game.</source>
      <translation>{contract} verloren (Spieler: {players}).</translation>
    </message>
    <message>
      <source>The partie stands at {standing} after {deals} of {of} deals; {target} points win it.</source>
      <translation>Die Partie steht {standing} nach {deals} von {of} Spielen; mit {target} Punkten ist sie gewonnen.</translation>
    </message>
    <message>
      <source>Written on the sheet: {written}; the sheets now stand at {sheet}.</source>
      <translation>Angeschrieben: {written}; auf der Schreibtafel stehen nun {sheet}.</translation>
    </message>
    <message>
      <source>Towards the game of {target}: {points}; games: {games}.</source>
      <translation>Auf die Partie von {target}: {points}; Partien: {games}.</translation>
    </message>
    <message>
      <source>A Spielbête of {amount} is written into the Brunnen against {seat}.</source>
      <translation>Eine Spielbête von {amount} wird {seat} in den Brunnen geschrieben.</translation>
    </message>
    <message>
      <source>A Spielbête of {amount} is written against {seat}; the pot ({pot}) waits for the next game.</source>
      <translation>Eine Spielbête von {amount} wird {seat} angeschrieben; der Kartenstamm ({pot}) wartet auf das nächste Spiel.</translation>
    </message>
    <message>
      <source>Deal {number}, below the line (Brunnen)</source>
      <translation>Spiel {number}, unter dem Strich (Brunnen)</translation>
    </message>
    <message>
      <source>(into the Brunnen)</source>
      <translation>(in den Brunnen)</translation>
    </message>
    <message>
      <source>{seats} writes {points}</source>
      <translation>{seats} schreibt {points}</translation>
    </message>
    <message>
      <source>{n} units</source>
      <translation>{n} Einheiten</translation>
    </message>
    <message>
      <source>{side} took {tricks} tricks, {odd} over the book.</source>
      <translation>{side}: {tricks} Stiche, {odd} über das Buch.</translation>
    </message>
    <message>
      <source>{seat} claimed all {tricks} tricks, showing the hand.</source>
      <translation>{seat}: alle {tricks} Stiche beansprucht, mit offenen Karten.</translation>
    </message>
    <message>
      <source>{seat} claimed the last {tricks} tricks, showing the hand.</source>
      <translation>{seat}: die letzten {tricks} Stiche beansprucht, mit offenen Karten.</translation>
    </message>
    <message>
      <source>{seat} claimed all {tricks} tricks.</source>
      <translation>{seat}: alle {tricks} Stiche beansprucht.</translation>
    </message>
    <message>
      <source>{seat} claimed the last {tricks} tricks.</source>
      <translation>{seat}: die letzten {tricks} Stiche beansprucht.</translation>
    </message>
    <message>
      <source>{side} took {points} card points, {other} {other_points}.</source>
      <translation>{side}: {points} Augen, {other}: {other_points}.</translation>
    </message>
    <message>
      <source>{name} named the Cayenne {double} trumps: tricks and honours count double.</source>
      <translation>{name} machte die Cayenne {double} zu Trumpf: Stiche und Honneurs zählen doppelt.</translation>
    </message>
    <message>
      <source>{players} threw the game in (schleifen): the called king lay in the talon.</source>
      <translation>{contract} geschleift (Spieler: {players}): der gerufene König lag im Talon.</translation>
    </message>
    <message>
      <source>{players} threw the game in (schleifen).</source>
      <translation>{contract} geschleift (Spieler: {players}).</translation>
    </message>
    <message>
      <source>The defenders gave up: {players} won the game.</source>
      <translation>Die Gegner geben auf: {contract} gewonnen (Spieler: {players}).</translation>
    </message>
    <message>
      <source>{players} took every trick: Volat.</source>
      <translation>Alle Stiche an {players}: Volat.</translation>
    </message>
    <message>
      <source>The defenders took every trick: {players} lost the game.</source>
      <translation>Alle Stiche an die Gegner: {contract} verloren (Spieler: {players}).</translation>
    </message>
    <message>
      <source>{players} lost the game with exactly half the card points: the game itself is worth 0, and nobody pays for it.</source>
      <translation>{contract} mit genau der Hälfte der Augen verloren (Spieler: {players}): das Spiel selbst zählt 0, niemand zahlt dafür.</translation>
    </message>
    <message>
      <source>{players} made exactly half the card points, {points} of {total}: neither side wins the game.</source>
      <translation>{players}: genau die Hälfte der Augen, {points} von {total}: Remis, keine Partei gewinnt das Spiel.</translation>
    </message>
    <message>
      <source>{players} won the game with {points} of {total} card points.</source>
      <translation>{contract} gewonnen (Spieler: {players}), mit {points} von {total} Augen.</translation>
    </message>
    <message>
      <source>{players} lost the game with {points} of {total} card points.</source>
      <translation>{contract} verloren (Spieler: {players}), mit {points} von {total} Augen.</translation>
    </message>
    <message>
      <source>{players} won the game with {points} of {total} card points ({needed} needed).</source>
      <translation>{contract} gewonnen (Spieler: {players}), mit {points} von {total} Augen ({needed} nötig).</translation>
    </message>
    <message>
      <source>{players} lost the game with {points} of {total} card points ({needed} needed).</source>
      <translation>{contract} verloren (Spieler: {players}), mit {points} von {total} Augen ({needed} nötig).</translation>
    </message>
    <message>
      <source>The partie to {winners}, {scores}: {units}.</source>
      <translation>Die Partie an {winners}, {scores}: {units}.</translation>
    </message>
    <message>
      <source>The partie stands at {standing} after {deals} of {of} deals.</source>
      <translation>Die Partie steht {standing} nach {deals} von {of} Spielen.</translation>
    </message>
    <message>
      <source>The partie stands at {standing}; the first to {target} wins it.</source>
      <translation>Die Partie steht {standing}; wer zuerst {target} hat, gewinnt sie.</translation>
    </message>
    <message>
      <source>Nothing is written this deal; the sheets stand at {sheet}.</source>
      <translation>In diesem Spiel wird nichts angeschrieben; auf der Schreibtafel stehen {sheet}.</translation>
    </message>
    <message>
      <source>The rubber to {winners} (games: {games}): {units}.</source>
      <translation>Der Robber an {winners} (Partien: {games}): {units}.</translation>
    </message>
    <message>
      <source>Game {number} to {winners}, worth {value}; games: {games}.</source>
      <translation>Partie {number} an {winners}, Wert {value}; Partien: {games}.</translation>
    </message>
    <message>
      <source>Towards the game of {target}: {points}.</source>
      <translation>Auf die Partie von {target}: {points}.</translation>
    </message>
    <message>
      <source>The pot ({pot}) waits for the next game.</source>
      <translation>Der Kartenstamm ({pot}) wartet auf das nächste Spiel.</translation>
    </message>
    <message>
      <source>{seat} takes the pot ({pot}) and is cleared of the Aufschrift ({amount}).</source>
      <translation>{seat} zieht den Kartenstamm ({pot}) und löscht die Aufschrift ({amount}).</translation>
    </message>
    <message>
      <source>{seat} takes the pot ({pot}) and wins the Aufschrift of {other} ({amount}).</source>
      <translation>{seat} zieht den Kartenstamm ({pot}) und gewinnt die Aufschrift ({amount}); Schuldner: {other}.</translation>
    </message>
    <message>
      <source>{seat} takes the pot ({pot}) and wins the Spielbête of {other} ({amount}).</source>
      <translation>{seat} zieht den Kartenstamm ({pot}) und gewinnt die Spielbête ({amount}); Schuldner: {other}.</translation>
    </message>
    <message>
      <source>{seat} takes the pot ({pot}) and is cleared of the own Spielbête ({amount}).</source>
      <translation>{seat} zieht den Kartenstamm ({pot}) und löscht die eigene Spielbête ({amount}).</translation>
    </message>
    <message>
      <source>{seat} is cleared of the Aufschrift ({amount}).</source>
      <translation>{seat} löscht die Aufschrift ({amount}).</translation>
    </message>
    <message>
      <source>{seat} wins the Aufschrift of {other} ({amount}).</source>
      <translation>{seat} gewinnt die Aufschrift ({amount}); Schuldner: {other}.</translation>
    </message>
    <message>
      <source>{seat} wins the Spielbête of {other} ({amount}).</source>
      <translation>{seat} gewinnt die Spielbête ({amount}); Schuldner: {other}.</translation>
    </message>
    <message>
      <source>{seat} is cleared of the own Spielbête ({amount}).</source>
      <translation>{seat} löscht die eigene Spielbête ({amount}).</translation>
    </message>
    <message>
      <source>Deal {number} of {of}</source>
      <translation>Spiel {number} von {of}</translation>
    </message>
    <message>
      <source>Deal {number}</source>
      <translation>Spiel {number}</translation>
    </message>
    <message>
      <source>{seats}: {made} card points, nothing over {half}</source>
      <translation>{seats}: {made} Augen, nichts über {half}</translation>
    </message>
    <message>
      <source>{points} ({item})</source>
      <translation>{points} ({item})</translation>
    </message>
    <message>
      <source>{seats} writes {points}: {parts}</source>
      <translation>{seats} schreibt {points}: {parts}</translation>
    </message>
    <message>
      <source>{seats} writes {part}</source>
      <translation>{seats} schreibt {part}</translation>
    </message>
    <message>
      <source>Called at eight: the honours of {side} win the game without play.</source>
      <translation>Bei acht gerufen: die Honneurs gewinnen die Partie ohne Spiel für {side}.</translation>
    </message>
    <message>
      <source>Card points: {points}.</source>
      <translation>Augen: {points}.</translation>
    </message>
    <message>
      <source>{who} receives {units}</source>
      <translation>{who} erhält {units}</translation>
    </message>
    <message>
      <source>{who} receive {units} each</source>
      <translation>{who} erhalten je {units}</translation>
    </message>
    <message>
      <source>{who} pays {units}</source>
      <translation>{who} zahlt {units}</translation>
    </message>
    <message>
      <source>{who} pay {units} each</source>
      <translation>{who} zahlen je {units}</translation>
    </message>
    <message>
      <source>Nobody wins the partie ({scores}).</source>
      <translation>Niemand gewinnt die Partie ({scores}).</translation>
    </message>
    <message>
      <source>{seats}: {made} card points, {points} over {half}</source>
      <translation>{seats}: {made} Augen, {points} über {half}</translation>
    </message>
    <message>
      <source>as {parts}</source>
      <translation>als {parts}</translation>
    </message>
  </context>
  <context>
    <name>Review</name>
    <message>
      <source>Review deal</source>
      <translation>Spiel nachsehen</translation>
    </message>
    <message>
      <source>Deal:</source>
      <translation>Spiel:</translation>
    </message>
    <message>
      <source>Dummy</source>
      <translation>Strohmann</translation>
    </message>
    <message>
      <source>No deal has finished yet.</source>
      <translation>Noch kein Spiel ist zu Ende.</translation>
    </message>
    <message>
      <source>Deal {number}: {contract}</source>
      <translation>Spiel {number}: {contract}</translation>
    </message>
    <message>
      <source>Review: {line}</source>
      <translation>Nachgesehen: {line}</translation>
    </message>
  </context>
  <context>
    <name>ReviewDialog</name>
    <message numerus="yes">
      <source>−%n tricks</source>
      <translation>
        <numerusform>−%n Stich</numerusform>
        <numerusform>−%n Stiche</numerusform>
      </translation>
    </message>
    <message>
      <source>Declarer's side</source>
      <translation>Partei des Spielers</translation>
    </message>
    <message>
      <source>Defenders</source>
      <translation>Gegenspieler</translation>
    </message>
    <message>
      <source>{first} and {second}</source>
      <translation>{first} und {second}</translation>
    </message>
    <message>
      <source>{side}: first mistake in trick {trick}, {name} played {card} ({cost}); best was {best}.</source>
      <translation>{side}: erster Fehler im {trick}. Stich, {name} spielte {card} ({cost}); am besten war {best}.</translation>
    </message>
    <message>
      <source>{side}: no costly card found.</source>
      <translation>{side}: keine Karte hat etwas gekostet.</translation>
    </message>
    <message>
      <source>{game}: nobody played a contract.</source>
      <translation>{game}: niemand hat ein Spiel gemacht.</translation>
    </message>
    <message>
      <source>Review of the deal</source>
      <translation>Das Spiel nachgesehen</translation>
    </message>
    <message>
      <source>Each row: who played, the card played, its cost, and the hand it was played from (the card played framed in blue). A red figure is a card's cost against the best card; a red frame marks the side's first mistake; 0: no card would have done better; no figure: not judged.</source>
      <translation>Jede Zeile: wer spielte, die gespielte Karte, was sie kostete, und die Hand, aus der sie kam (die gespielte Karte blau gerahmt). Eine rote Zahl ist, was eine Karte gegen die beste Karte kostete; ein roter Rahmen markiert den ersten Fehler der Partei; 0: keine Karte wäre besser gewesen; keine Zahl: nicht bewertet.</translation>
    </message>
    <message>
      <source>◀ &amp;Previous trick</source>
      <translation>◀ &amp;Voriger Stich</translation>
    </message>
    <message>
      <source>&amp;Next trick ▶</source>
      <translation>&amp;Nächster Stich ▶</translation>
    </message>
    <message>
      <source>{game}: costs in tricks against the best card for the side, with all hands known, from the last {cards} cards on.</source>
      <translation>{game}: Was eine Karte ihrer Partei an Stichen gegenüber der besten Karte kostete, bei offenen Blättern, ab den letzten {cards} Karten.</translation>
    </message>
    <message>
      <source>No card was played in this deal.</source>
      <translation>In diesem Spiel wurde keine Karte gespielt.</translation>
    </message>
    <message>
      <source>Not judged: too many cards were left to solve exactly.</source>
      <translation>Nicht bewertet: es waren noch zu viele Karten im Spiel, um genau zu rechnen.</translation>
    </message>
    <message>
      <source>No card would have done better.</source>
      <translation>Keine Karte wäre besser gewesen.</translation>
    </message>
    <message>
      <source>{game}: {contract}, declarer {name}. Costs in card points against the best card for the side, with all hands known, from the last {cards} cards on.</source>
      <translation>{game}: {contract}, Spieler {name}. Was eine Karte ihrer Partei an Augen gegenüber der besten Karte kostete, bei offenen Blättern, ab den letzten {cards} Karten.</translation>
    </message>
    <message>
      <source>{game}: costs in tricks against the best card for the side, with all hands known, from the first card on.</source>
      <translation>{game}: Was eine Karte ihrer Partei an Stichen gegenüber der besten Karte kostete, bei offenen Blättern, ab der ersten Karte.</translation>
    </message>
    <message>
      <source>Trick {number} of {count}, won by {name}</source>
      <translation>Stich {number} von {count}, gemacht durch {name}</translation>
    </message>
    <message>
      <source>leads</source>
      <translation>spielt aus</translation>
    </message>
    <message>
      <source>takes the trick</source>
      <translation>macht den Stich</translation>
    </message>
    <message>
      <source>Best: {cards}</source>
      <translation>Am besten: {cards}</translation>
    </message>
    <message>
      <source>declarer's side</source>
      <translation>Partei des Spielers</translation>
    </message>
    <message>
      <source>defender</source>
      <translation>Gegenspieler</translation>
    </message>
    <message>
      <source>first mistake</source>
      <translation>erster Fehler</translation>
    </message>
  </context>
  <context>
    <name>RulesDialog</name>
    <message>
      <source>Rules</source>
      <translation>Spielregeln</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Rules: {game}</source>
      <translation>Spielregeln: {game}</translation>
    </message>
    <message>
      <source>There is no rules page for this game yet.</source>
      <translation>Für dieses Spiel gibt es noch keine Regelseite.</translation>
    </message>
    <message>
      <source>Terms of this game</source>
      <translation>Begriffe dieses Spiels</translation>
    </message>
  </context>
  <context>
    <name>ScoreSheet</name>
    <message>
      <source>thrown in</source>
      <translation>zusammengeworfen</translation>
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
      <source>Units in all</source>
      <translation>Einheiten insgesamt</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Summe</translation>
    </message>
    <message>
      <source>Settled</source>
      <translation>Abgerechnet</translation>
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
    <message numerus="yes">
      <source>%n sessions in {folder}</source>
      <translation>
        <numerusform>%n Partie in {folder}</numerusform>
        <numerusform>%n Partien in {folder}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n files cannot be read and are left untouched</source>
      <translation>
        <numerusform>%n Datei ist nicht lesbar und bleibt unberührt</numerusform>
        <numerusform>%n Dateien sind nicht lesbar und bleiben unberührt</numerusform>
      </translation>
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
      <source>Re&amp;view deal…</source>
      <translation>Spiel &amp;nachsehen…</translation>
    </message>
    <message>
      <source>&amp;Import…</source>
      <translation>&amp;Importieren…</translation>
    </message>
    <message>
      <source>A name has 1 to 200 characters and no invisible or control characters.</source>
      <translation>Ein Name hat 1 bis 200 Zeichen und keine unsichtbaren oder Steuerzeichen.</translation>
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
      <source>Ask me first where the books' conventions decide</source>
      <translation>Erst fragen, wo die Regeln der Bücher entscheiden</translation>
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
      <source>Practice &amp;quiz</source>
      <translation>Übungs-&amp;Quiz</translation>
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
    <name>SideDrawer</name>
    <message>
      <source>Show or hide the side panels</source>
      <translation>Seitenleisten zeigen oder verbergen</translation>
    </message>
    <message>
      <source>Side panels</source>
      <translation>Seitenleisten</translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
      <source>%n session files cannot be read and are left out.</source>
      <translation>
        <numerusform>%n Partiedatei kann nicht gelesen werden und wird ausgelassen.</numerusform>
        <numerusform>%n Partiedateien können nicht gelesen werden und werden ausgelassen.</numerusform>
      </translation>
    </message>
    <message>
      <source>The sessions cannot be read: {problem}</source>
      <translation>Die Partien können nicht gelesen werden: {problem}</translation>
    </message>
    <message>
      <source>Statistics</source>
      <translation>Statistik</translation>
    </message>
    <message>
      <source>Show the &amp;computer players too</source>
      <translation>Auch die &amp;Computerspieler zeigen</translation>
    </message>
    <message>
      <source>&amp;Table</source>
      <translation>&amp;Tabelle</translation>
    </message>
    <message>
      <source>&amp;Per contract</source>
      <translation>&amp;Nach Spielart</translation>
    </message>
    <message>
      <source>&amp;Over time</source>
      <translation>&amp;Im Verlauf</translation>
    </message>
    <message>
      <source>Units per deal, by contract</source>
      <translation>Einheiten je Spiel, nach Spielart</translation>
    </message>
    <message>
      <source>Units per deal</source>
      <translation>Einheiten je Spiel</translation>
    </message>
    <message>
      <source>Running totals</source>
      <translation>Laufende Stände</translation>
    </message>
    <message>
      <source>Deals saved, oldest first</source>
      <translation>Gespeicherte Spiele, älteste zuerst</translation>
    </message>
    <message>
      <source>Units</source>
      <translation>Einheiten</translation>
    </message>
    <message>
      <source>Person</source>
      <translation>Person</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Spiel</translation>
    </message>
    <message>
      <source>Contract</source>
      <translation>Spielart</translation>
    </message>
    <message>
      <source>Deals played</source>
      <translation>Gespielte Spiele</translation>
    </message>
    <message>
      <source>Finished deals played in this contract at which the person sat.</source>
      <translation>Beendete Spiele dieser Spielart, bei denen die Person mitspielte.</translation>
    </message>
    <message>
      <source>Declarer won</source>
      <translation>Als Spieler gewonnen</translation>
    </message>
    <message>
      <source>Of the deals the person declared in this contract, those won.</source>
      <translation>Von den Spielen dieser Spielart, die die Person als Spieler spielte, die gewonnenen.</translation>
    </message>
    <message>
      <source>Times bid</source>
      <translation>Mal geboten</translation>
    </message>
    <message>
      <source>Deals in which the person bid this contract, whatever was played in the end.</source>
      <translation>Spiele, in denen die Person diese Spielart bot, gleich was am Ende gespielt wurde.</translation>
    </message>
    <message>
      <source>Contra won</source>
      <translation>Contra gewonnen</translation>
    </message>
    <message>
      <source>Contras the person said in this contract, and of them those won.</source>
      <translation>Contras, die die Person in dieser Spielart gab, und davon die gewonnenen.</translation>
    </message>
    <message>
      <source>A contract that was bid but never played in the end has 0 deals played.</source>
      <translation>Eine Spielart, die geboten, aber am Ende nie gespielt wurde, hat 0 gespielte Spiele.</translation>
    </message>
    <message>
      <source>Deals are counted over all saved sessions, oldest first; a line stays level through the deals its person did not sit in.</source>
      <translation>Gezählt werden die Spiele aller gespeicherten Partien, die ältesten zuerst; eine Linie bleibt waagrecht, solange ihr Spieler nicht mitspielt.</translation>
    </message>
    <message>
      <source>No finished deal has been saved yet.</source>
      <translation>Noch ist kein beendetes Spiel gespeichert.</translation>
    </message>
    <message>
      <source>thrown in</source>
      <translation>zusammengeworfen</translation>
    </message>
    <message>
      <source>{won} of {of} ({percent} %)</source>
      <translation>{won} von {of} ({percent} %)</translation>
    </message>
    <message>
      <source>{won} of {of}</source>
      <translation>{won} von {of}</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <source>Turned up: seen by all</source>
      <translation>Aufgedeckt: allen bekannt</translation>
    </message>
    <message>
      <source>Everyone saw these cards go into this hand face up (turned up from a packet or the talon): they lie open here until they are played.</source>
      <translation>Alle haben gesehen, wie diese Karten offen in diese Hand kamen (aus einem Päckchen oder dem Talon aufgedeckt); sie liegen hier offen, bis sie ausgespielt werden.</translation>
    </message>
    <message>
      <source>Turned-up trump</source>
      <translation>Aufgedeckter Trumpf</translation>
    </message>
    <message>
      <source>Pass</source>
      <translation>Passe</translation>
    </message>
    <message>
      <source>{contract} · played by {declarer}</source>
      <translation>{contract} · Spieler: {declarer}</translation>
    </message>
    <message>
      <source>calls the {card}</source>
      <translation>ruft den {card}</translation>
    </message>
    <message>
      <source>Trumps: {suit}</source>
      <translation>Trumpf: {suit}</translation>
    </message>
    <message>
      <source>Tricks: {sides}</source>
      <translation>Stiche: {sides}</translation>
    </message>
    <message>
      <source>named by {name}</source>
      <translation>gemacht durch {name}</translation>
    </message>
    <message>
      <source>turned up beside {dealer}: {card}</source>
      <translation>aufgeschlagen, Geber {dealer}: {card}</translation>
    </message>
    <message>
      <source>partner: {name}</source>
      <translation>Partner: {name}</translation>
    </message>
  </context>
  <context>
    <name>TableController</name>
    <message>
      <source>Dummy</source>
      <translation>Strohmann</translation>
    </message>
    <message>
      <source>Dummy {number}</source>
      <translation>Strohmann {number}</translation>
    </message>
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
      <translation>Klicken Sie noch einmal auf die Karte, um sie auszuspielen.</translation>
    </message>
  </context>
  <context>
    <name>TableScene</name>
    <message>
      <source>To lay away: {chosen} of {needed} (click a raised card to take it back)</source>
      <translation>Zu verlegen: {chosen} von {needed} (Klick auf eine gehobene Karte nimmt sie zurück)</translation>
    </message>
    <message>
      <source>the blue bar: taken from the talon</source>
      <translation>der blaue Balken: aus dem Talon genommen</translation>
    </message>
    <message>
      <source>A blue bar marks a card taken from the talon.</source>
      <translation>Ein blauer Balken markiert eine Karte aus dem Talon.</translation>
    </message>
    <message>
      <source>{name}'s packets</source>
      <translation>Päckchen: {name}</translation>
    </message>
    <message>
      <source>Taken by {name}</source>
      <translation>Stich an {name}</translation>
    </message>
  </context>
  <context>
    <name>TableWords</name>
    <message>
      <source>{claimant} claims the rest — concede or play on?</source>
      <translation>{claimant} beansprucht den Rest — zugeben oder weiterspielen?</translation>
    </message>
    <message>
      <source>which tarok do you call?</source>
      <translation>welches Tarok rufen Sie?</translation>
    </message>
    <message>
      <source>your bid?</source>
      <translation>Ihr Gebot?</translation>
    </message>
    <message>
      <source>which king do you call?</source>
      <translation>welchen König rufen Sie?</translation>
    </message>
    <message>
      <source>any announcements before the first lead?</source>
      <translation>noch Ansagen vor dem ersten Ausspiel?</translation>
    </message>
    <message>
      <source>will your side give up the game, or play on?</source>
      <translation>gibt Ihre Partei das Spiel auf, oder spielen Sie weiter?</translation>
    </message>
    <message>
      <source>your side stands at eight: call for the honours?</source>
      <translation>Ihre Partei steht auf acht: Honneurs aussagen?</translation>
    </message>
    <message numerus="yes">
      <source>all %n parts are turned up; which do you take?</source>
      <translation>
        <numerusform>der %n Teil ist aufgedeckt; welchen nehmen Sie?</numerusform>
        <numerusform>alle %n Teile sind aufgedeckt; welchen nehmen Sie?</numerusform>
      </translation>
    </message>
    <message>
      <source>dealer</source>
      <translation>Geber</translation>
    </message>
    <message>
      <source>take the part turned up, or turn up the next?</source>
      <translation>den aufgedeckten Teil nehmen oder den nächsten aufdecken?</translation>
    </message>
    <message>
      <source>both halves are turned up; which do you take?</source>
      <translation>beide Talonhälften liegen offen; welche nehmen Sie?</translation>
    </message>
    <message>
      <source>Waiting for {name}</source>
      <translation>Warten auf {name}</translation>
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
      <translation>Verlegte Karten</translation>
    </message>
    <message>
      <source>partner</source>
      <translation>Partner</translation>
    </message>
    <message>
      <source>For the dummy</source>
      <translation>Für den Strohmann</translation>
    </message>
    <message numerus="yes">
      <source>{name}, choose %n more to lay away: click a card.</source>
      <translation>
        <numerusform>{name}, noch %n Karte zum Verlegen wählen: klicken Sie sie an.</numerusform>
        <numerusform>{name}, noch %n Karten zum Verlegen wählen: klicken Sie auf eine Karte.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Choose %n more to lay away: click a card.</source>
      <translation>
        <numerusform>Noch %n Karte zum Verlegen wählen: klicken Sie sie an.</numerusform>
        <numerusform>Noch %n Karten zum Verlegen wählen: klicken Sie auf eine Karte.</numerusform>
      </translation>
    </message>
    <message>
      <source>{name}, your turn: click a card.</source>
      <translation>{name}, Sie sind dran: klicken Sie auf eine Karte.</translation>
    </message>
    <message>
      <source>Your turn: click a card.</source>
      <translation>Sie sind dran: klicken Sie auf eine Karte.</translation>
    </message>
    <message>
      <source>{phase}: {doing}</source>
      <translation>{phase}: {doing}</translation>
    </message>
    <message numerus="yes">
      <source>%n cards</source>
      <translation>
        <numerusform>%n Karte</numerusform>
        <numerusform>%n Karten</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n tricks</source>
      <translation>
        <numerusform>%n Stich</numerusform>
        <numerusform>%n Stiche</numerusform>
      </translation>
    </message>
    <message>
      <source>dummy</source>
      <translation>Strohmann</translation>
    </message>
    <message>
      <source>plays both dummies</source>
      <translation>spielt beide Strohmänner</translation>
    </message>
    <message>
      <source>{name}, lay the chosen cards away, or click one to take it back.</source>
      <translation>{name}, verlegen Sie die gewählten Karten, oder klicken Sie eine an, um sie zurückzunehmen.</translation>
    </message>
    <message>
      <source>Lay the chosen cards away, or click one to take it back.</source>
      <translation>Verlegen Sie die gewählten Karten, oder klicken Sie eine an, um sie zurückzunehmen.</translation>
    </message>
    <message>
      <source>{name}, your lead: click a card.</source>
      <translation>{name}, Sie spielen aus: klicken Sie auf eine Karte.</translation>
    </message>
    <message>
      <source>Your lead: click a card.</source>
      <translation>Sie spielen aus: klicken Sie auf eine Karte.</translation>
    </message>
    <message numerus="yes">
      <source>all %n parts are turned up: take the last ({take}-fold) or go back to an earlier one ({back}-fold)?</source>
      <translation>
        <numerusform>der %n Teil ist aufgedeckt: nehmen ({take}-malig)?</numerusform>
        <numerusform>alle %n Teile sind aufgedeckt: den letzten nehmen ({take}-malig) oder zu einem früheren zurückgehen ({back}-malig)?</numerusform>
      </translation>
    </message>
    <message>
      <source>König, sits out</source>
      <translation>König, setzt aus</translation>
    </message>
    <message>
      <source>sits out</source>
      <translation>setzt aus</translation>
    </message>
    <message>
      <source>declarer: {contract}</source>
      <translation>Spieler: {contract}</translation>
    </message>
    <message>
      <source>with {name}</source>
      <translation>Partner: {name}</translation>
    </message>
    <message>
      <source>{name} for the dummy</source>
      <translation>{name} für den Strohmann</translation>
    </message>
    <message>
      <source>take the part turned up ({take}-fold), or turn up the next ({next}-fold)?</source>
      <translation>den aufgedeckten Teil nehmen ({take}-malig) oder den nächsten aufdecken ({next}-malig)?</translation>
    </message>
    <message>
      <source>dummy of {name}</source>
      <translation>Strohmann für {name}</translation>
    </message>
    <message>
      <source>calls the {card}</source>
      <translation>ruft {card}</translation>
    </message>
  </context>
  <context>
    <name>Teaching</name>
    <message>
      <source>Teaching panel</source>
      <translation>Lehrtafel</translation>
    </message>
    <message>
      <source>Goal and score</source>
      <translation>Ziel und Stand</translation>
    </message>
    <message>
      <source>Advice and verdicts of this deal</source>
      <translation>Rat und Urteile zu diesem Spiel</translation>
    </message>
    <message>
      <source>Hint: {what}</source>
      <translation>Tipp: {what}</translation>
    </message>
    <message>
      <source>The deal is over: Game → Review deal (Ctrl+R) goes through it card by card, with what each card cost.</source>
      <translation>Das Spiel ist aus: Spiel → Spiel nachsehen (Strg+R) geht es Karte für Karte durch, mit dem, was jede Karte gekostet hat.</translation>
    </message>
    <message>
      <source>Press H for a hint: the standard player's choice and why it is good appear here, and so do the verdicts on your moves.</source>
      <translation>Drücken Sie H für einen Tipp: Hier stehen dann der Zug des Standardspielers und warum er gut ist, und auch das Urteil über Ihre Züge.</translation>
    </message>
    <message>
      <source>Not allowed: {reason}</source>
      <translation>Nicht erlaubt: {reason}</translation>
    </message>
    <message>
      <source>(taken back)</source>
      <translation>(zurückgenommen)</translation>
    </message>
  </context>
  <context>
    <name>Tips</name>
    <message>
      <source>Goal: the declarer's side needs {needed} of the {total} card points in its tricks; the other side wins with {rest}.</source>
      <translation>Ziel: Die Spielerpartei braucht {needed} der {total} Augen in ihren Stichen; die Gegenpartei gewinnt mit {rest}.</translation>
    </message>
    <message>
      <source>Goal: your side needs {needed} tricks. The first {book} are the book; each trick over it scores a point, and {game} points make a game.</source>
      <translation>Ziel: Ihre Partei braucht {needed} Stiche. Die ersten {book} sind das Buch; jeder Stich darüber zählt einen Punkt, und {game} Punkte machen eine Partie.</translation>
    </message>
    <message>
      <source>Goal: your side needs {needed} tricks. The first {book} are the book; each trick over it scores a point, two with the Cayenne suit as trumps, and {game} points make a game.</source>
      <translation>Ziel: Ihre Partei braucht {needed} Stiche. Die ersten {book} sind das Buch; jeder Stich darüber zählt einen Punkt, zwei mit der Cayenne-Farbe als Trumpf, und {game} Punkte machen eine Partie.</translation>
    </message>
    <message>
      <source>to win the last trick with the Pagat</source>
      <translation>den letzten Stich mit dem Pagat zu machen</translation>
    </message>
    <message>
      <source>to win the last trick with the called king</source>
      <translation>den letzten Stich mit dem gerufenen König zu machen</translation>
    </message>
    <message>
      <source>to take every trick</source>
      <translation>alle Stiche zu machen</translation>
    </message>
    <message>
      <source>You play no game this time and leave the bidding to the others.</source>
      <translation>Sie spielen diesmal kein Spiel und überlassen das Bieten den anderen.</translation>
    </message>
    <message>
      <source>You keep the game just bid for yourself, as an earlier player may: the later player must bid higher or give up.</source>
      <translation>Sie behalten das eben gebotene Spiel für sich, wie es ein früherer Spieler darf: der spätere muss höher bieten oder aufgeben.</translation>
    </message>
    <message>
      <source>You announce nothing (more); play begins when nobody announces any more.</source>
      <translation>Sie sagen nichts (mehr) an; das Spiel beginnt, wenn niemand mehr ansagt.</translation>
    </message>
    <message>
      <source>You turn up the next part of the talon instead of taking what you have seen: your game counts more times, and you may not go back for free.</source>
      <translation>Sie decken den nächsten Teil des Talons auf, statt das Gesehene zu nehmen: Ihr Spiel zählt mehrfach, und zurück geht es nicht umsonst.</translation>
    </message>
    <message>
      <source>You throw the game in instead of playing it, and pay for it as the rules say.</source>
      <translation>Sie werfen das Spiel weg, statt es zu spielen, und zahlen dafür, wie die Regel es sagt.</translation>
    </message>
    <message>
      <source>You declare nothing (more) from your hand.</source>
      <translation>Sie sagen aus Ihrer Hand nichts (mehr) an.</translation>
    </message>
    <message>
      <source>You show your hand and claim every trick still to come; the others may concede them or play on.</source>
      <translation>Sie zeigen Ihre Karte und beanspruchen alle übrigen Stiche; die anderen können sie zugeben oder weiterspielen.</translation>
    </message>
    <message>
      <source>You announce nothing now and play on.</source>
      <translation>Sie sagen jetzt nichts an und spielen weiter.</translation>
    </message>
    <message>
      <source>Your side gives up: the game is counted as lost without playing on.</source>
      <translation>Ihre Partei gibt auf: das Spiel zählt als verloren, ohne weiterzuspielen.</translation>
    </message>
    <message>
      <source>Your side plays the deal out.</source>
      <translation>Ihre Partei spielt das Spiel zu Ende.</translation>
    </message>
    <message>
      <source>At eight points you ask your partner whether he holds two honours: if he does, your side wins the game at once.</source>
      <translation>Bei acht Punkten fragen Sie Ihren Partner, ob er zwei Honneurs hält: wenn ja, gewinnt Ihre Partei die Partie sogleich.</translation>
    </message>
    <message>
      <source>You do not ask; the deal is played out.</source>
      <translation>Sie fragen nicht; das Spiel wird ausgespielt.</translation>
    </message>
    <message>
      <source>You take the dummy's hand over and play it for the rest of the deal.</source>
      <translation>Sie übernehmen die Karte des Strohmanns und spielen sie für den Rest des Spiels.</translation>
    </message>
    <message>
      <source>You play the dummy's hand yourself for this deal.</source>
      <translation>Sie spielen die Karte des Strohmanns in diesem Spiel selbst.</translation>
    </message>
    <message>
      <source>You leave the dummy to your fellow player, who plays it for this deal.</source>
      <translation>Sie überlassen den Strohmann Ihrem Mitspieler, der ihn in diesem Spiel spielt.</translation>
    </message>
    <message>
      <source>You let the claimant have every trick still to come.</source>
      <translation>Sie geben dem Ansprechenden alle übrigen Stiche.</translation>
    </message>
    <message>
      <source>You refuse the claim: the remaining tricks are played out.</source>
      <translation>Sie geben nicht zu: die übrigen Stiche werden ausgespielt.</translation>
    </message>
    <message>
      <source>Contra: you double {item}, saying the other side will not make it.</source>
      <translation>Contra: Sie verdoppeln {item} und sagen damit, dass die andere Partei es nicht schafft.</translation>
    </message>
    <message>
      <source>Recontra: your side answers the Contra and doubles {item} again.</source>
      <translation>Recontra: Ihre Partei antwortet auf das Contra und verdoppelt {item} noch einmal.</translation>
    </message>
    <message>
      <source>Supercontra: {item} is doubled once more.</source>
      <translation>Supercontra: {item} wird ein weiteres Mal verdoppelt.</translation>
    </message>
    <message>
      <source>Goal: each plays for himself. Every card point over {par}, a third of the {total}, is won from the others; every one short of {par} is paid to them.</source>
      <translation>Ziel: Jeder spielt für sich. Jedes Auge über {par}, einem Drittel der {total}, gewinnt er von den anderen; jedes, das ihm an {par} fehlt, zahlt er ihnen.</translation>
    </message>
    <message>
      <source>Goal: your side plays for more than {half} of the {total} card points; what it makes over {half} counts towards the partie of {deals} deals, which the greater surplus wins.</source>
      <translation>Ziel: Ihre Partei spielt auf mehr als {half} der {total} Augen; was sie über {half} macht, zählt für die Partie aus {deals} Spielen, die der größere Überschuss gewinnt.</translation>
    </message>
    <message>
      <source>Goal: your side wins a deal with {win} card points or more and scores those over {over}; {target} such points in a partie of {deals} deals win it.</source>
      <translation>Ziel: Ihre Partei gewinnt ein Spiel mit {win} Augen oder mehr und schreibt die über {over} an; {target} solche Punkte in einer Partie aus {deals} Spielen gewinnen sie.</translation>
    </message>
    <message>
      <source>Goal: each writes his own card points, honours and captures; when a deal ends with a player at {target} or more, the higher score wins the partie.</source>
      <translation>Ziel: Jeder schreibt seine eigenen Augen, Honneurs und Fänge an; endet ein Spiel mit einem Spieler bei {target} oder mehr, gewinnt der höhere Stand die Partie.</translation>
    </message>
    <message>
      <source>You take this part of the talon into your hand, then lay as many cards away; the rest of the talon goes to the others or stays aside.</source>
      <translation>Sie nehmen diesen Teil des Talons in die Hand und verlegen dann ebenso viele Karten; der Rest des Talons geht an die anderen oder bleibt beiseite.</translation>
    </message>
    <message>
      <source>you play alone against all the others</source>
      <translation>Sie spielen allein gegen alle anderen</translation>
    </message>
    <message>
      <source>you play without the talon</source>
      <translation>Sie spielen ohne den Talon</translation>
    </message>
    <message>
      <source>You need {needed} of {total} card points.</source>
      <translation>Sie brauchen {needed} von {total} Kartenpunkten.</translation>
    </message>
    <message>
      <source>Your side needs {needed} of {total} card points.</source>
      <translation>Ihre Partei braucht {needed} von {total} Kartenpunkten.</translation>
    </message>
    <message>
      <source>you play with the holder of the card you call as your partner</source>
      <translation>Sie spielen mit dem Inhaber der gerufenen Karte als Partner</translation>
    </message>
    <message>
      <source>you play with a partner</source>
      <translation>Sie spielen mit einem Partner</translation>
    </message>
    <message numerus="yes">
      <source>you take %n cards of the talon and lay as many away</source>
      <translation>
        <numerusform>Sie nehmen %n Talonkarte und verlegen ebenso viele</numerusform>
        <numerusform>Sie nehmen %n Talonkarten und verlegen ebenso viele</numerusform>
      </translation>
    </message>
    <message>
      <source>you take cards of the talon and lay as many away</source>
      <translation>Sie nehmen Karten aus dem Talon und verlegen ebenso viele</translation>
    </message>
    <message>
      <source>{contract}: {who}; {talon}.</source>
      <translation>{contract}: {who}; {talon}.</translation>
    </message>
    <message>
      <source>You announce {item}: you promise {promise}. Announced it counts more, and your side pays if it fails.</source>
      <translation>Sie sagen {item} an: Sie versprechen, {promise}. Angesagt zählt es mehr, und misslingt es, zahlt Ihre Partei.</translation>
    </message>
    <message>
      <source>You call the {card}: whoever holds it is your secret partner until it is played. Calling a card you hold yourself, you play alone against the others.</source>
      <translation>Sie rufen {card}: wer diese Karte hält, ist Ihr geheimer Partner, bis sie gespielt wird. Rufen Sie eine Karte, die Sie selbst halten, spielen Sie allein gegen die anderen.</translation>
    </message>
    <message>
      <source>You demand the {card}: its holder hands it over and gets a card of your choice back.</source>
      <translation>Sie verlangen {card}: der Inhaber dieser Karte gibt sie Ihnen und erhält eine Karte Ihrer Wahl zurück.</translation>
    </message>
    <message>
      <source>You declare {item}: you claim to hold it, and it is paid to you before play.</source>
      <translation>Sie sagen {item} an: Sie erklären, es zu halten, und es wird Ihnen vor dem Spiel bezahlt.</translation>
    </message>
    <message>
      <source>You announce {item}: you show that you hold it, and it is paid to your side.</source>
      <translation>Sie sagen {item} an: Sie zeigen, dass Sie es halten, und es wird Ihrer Partei bezahlt.</translation>
    </message>
    <message>
      <source>It ranks above the {lower} and counts more.</source>
      <translation>Es steht über „{lower}“ und zählt mehr.</translation>
    </message>
  </context>
  <context>
    <name>Variants</name>
    <message>
      <source>Cayenne-Whist</source>
      <translation>Cayenne-Whist</translation>
    </message>
    <message>
      <source>Whist in which the dealer names trumps and a card from a second pack makes one suit the Cayenne.</source>
      <translation>Whist, bei dem der Geber die Trümpfe nennt und eine Karte aus einem zweiten Spiel eine Farbe zur Cayenne macht.</translation>
    </message>
    <message>
      <source>You make hearts trumps for this deal; if they are the Cayenne, tricks and honours count double.</source>
      <translation>Sie machen Herz zu Trumpf für dieses Spiel; ist es die Cayenne, zählen Stiche und Honneurs doppelt.</translation>
    </message>
    <message>
      <source>You make diamonds trumps for this deal; if they are the Cayenne, tricks and honours count double.</source>
      <translation>Sie machen Karo zu Trumpf für dieses Spiel; ist es die Cayenne, zählen Stiche und Honneurs doppelt.</translation>
    </message>
    <message>
      <source>You make spades trumps for this deal; if they are the Cayenne, tricks and honours count double.</source>
      <translation>Sie machen Pik zu Trumpf für dieses Spiel; ist es die Cayenne, zählen Stiche und Honneurs doppelt.</translation>
    </message>
    <message>
      <source>You make clubs trumps for this deal; if they are the Cayenne, tricks and honours count double.</source>
      <translation>Sie machen Kreuz zu Trumpf für dieses Spiel; ist es die Cayenne, zählen Stiche und Honneurs doppelt.</translation>
    </message>
    <message>
      <source>You leave the choice of trumps to your partner, who must then name them.</source>
      <translation>Sie überlassen die Wahl der Trümpfe Ihrem Partner, der sie dann nennen muss.</translation>
    </message>
    <message>
      <source>{name} makes hearts trumps</source>
      <translation>{name} macht Herz zu Trumpf</translation>
    </message>
    <message>
      <source>{name} makes diamonds trumps</source>
      <translation>{name} macht Karo zu Trumpf</translation>
    </message>
    <message>
      <source>{name} makes spades trumps</source>
      <translation>{name} macht Pik zu Trumpf</translation>
    </message>
    <message>
      <source>{name} makes clubs trumps</source>
      <translation>{name} macht Kreuz zu Trumpf</translation>
    </message>
    <message>
      <source>{name} leaves the choice of trumps to the partner</source>
      <translation>{name} überlässt die Wahl der Trümpfe dem Partner</translation>
    </message>
    <message>
      <source>The suit of the card turned from the second pack: as trumps, tricks and honours count double.</source>
      <translation>Die Farbe der aus dem zweiten Spiel aufgeschlagenen Karte: als Trumpf zählen Stiche und Honneurs doppelt.</translation>
    </message>
    <message>
      <source>Lucky holdings (honours, four aces, no court card) paid at once in cash by agreement.</source>
      <translation>Glückliche Karten (Honneurs, vier Asse, kein Bild), nach Verabredung sogleich bar bezahlt.</translation>
    </message>
    <message>
      <source>Taroc en deux</source>
      <translation>Taroc en deux</translation>
    </message>
    <message>
      <source>The Danish Tarok for two: 53 cards in play and a partie to 100 points, as in Piquet.</source>
      <translation>Das dänische Tarok zu zweit: 53 Karten im Spiel und eine Partie auf 100 Punkte, wie im Piquet.</translation>
    </message>
    <message>
      <source>A match of several deals whose score is settled together.</source>
      <translation>Eine Folge mehrerer Spiele, die zusammen abgerechnet wird.</translation>
    </message>
    <message>
      <source>Danish Tarok</source>
      <translation>Dänisches Tarok</translation>
    </message>
    <message>
      <source>The Danish Tarok of 1829: all 78 cards, three each for himself, no bidding and no talon.</source>
      <translation>Das dänische Tarok von 1829: alle 78 Karten, drei spielen jeder für sich, ohne Bieten und ohne Talon.</translation>
    </message>
    <message>
      <source>each for himself, no bidding</source>
      <translation>jeder für sich, ohne Reizen</translation>
    </message>
    <message>
      <source>Danish Tarok for four</source>
      <translation>Dänisches Tarok zu viert</translation>
    </message>
    <message>
      <source>The Danish Tarok for four: two against two for a partie of four deals, or played like Quadrille.</source>
      <translation>Das dänische Tarok zu viert: zwei gegen zwei um eine Partie von vier Spielen, oder wie Quadrille gespielt.</translation>
    </message>
    <message>
      <source>two against two, or like Quadrille</source>
      <translation>zwei gegen zwei oder wie Quadrille</translation>
    </message>
    <message>
      <source>You ask for a King you do not hold (with all four, a Queen): its holder is your partner, unknown until the card is played. Your side is paid what it makes over 64 of the 128 points, and pays what it makes under.</source>
      <translation>Sie verlangen einen König, den Sie nicht halten (mit allen vieren eine Dame): sein Inhaber ist Ihr Partner, unerkannt, bis die Karte gespielt wird. Ihre Partei erhält, was sie über 64 der 128 Punkte macht, und zahlt, was sie darunter bleibt.</translation>
    </message>
    <message>
      <source>You play alone against the three others after having one card of your choice given you (any card but the Sküs), paying 10 for the Mond and 5 for any other and giving a card back. Each opponent pays you what you make over 64 of the 128 points, and you pay each what you make under.</source>
      <translation>Sie spielen allein gegen die drei anderen, nachdem Ihnen eine Karte Ihrer Wahl gegeben wurde (jede außer dem Sküs); Sie zahlen 10 für den Mond und 5 für jede andere und geben eine Karte zurück. Jeder Gegner zahlt Ihnen, was Sie über 64 der 128 Punkte machen, und Sie zahlen jedem, was Sie darunter bleiben.</translation>
    </message>
    <message>
      <source>You play alone against the three others after having two cards of your choice given you (any card but the Sküs), paying 10 for the Mond and 5 for any other and giving a card back. Each opponent pays you what you make over 64 of the 128 points, and you pay each what you make under.</source>
      <translation>Sie spielen allein gegen die drei anderen, nachdem Ihnen zwei Karten Ihrer Wahl gegeben wurden (jede außer dem Sküs); Sie zahlen 10 für den Mond und 5 für jede andere und geben eine Karte zurück. Jeder Gegner zahlt Ihnen, was Sie über 64 der 128 Punkte machen, und Sie zahlen jedem, was Sie darunter bleiben.</translation>
    </message>
    <message>
      <source>{name} asks for a King</source>
      <translation>{name} verlangt einen König</translation>
    </message>
    <message>
      <source>The cards the dealer lays away after the deal; they count for him.</source>
      <translation>Die Karten, die der Geber nach dem Geben verlegt; sie zählen für ihn.</translation>
    </message>
    <message>
      <source>The Quadrille game in which the dealer plays alone against three after having one or two cards of his choice given him.</source>
      <translation>Das Quadrille-Spiel, in dem der Geber allein gegen drei spielt, nachdem ihm eine oder zwei Karten seiner Wahl gegeben wurden.</translation>
    </message>
    <message>
      <source>Grosstarok</source>
      <translation>Grosstarok</translation>
    </message>
    <message>
      <source>The old Tarok with all 78 cards: three play, each for himself, and announce what they hold.</source>
      <translation>Das alte Tarok mit allen 78 Karten: drei spielen, jeder für sich, und sagen an, was sie halten.</translation>
    </message>
    <message>
      <source>You announce a Misère: you promise to take no trick at all. Made, each other player pays you; failed, you pay.</source>
      <translation>Sie sagen eine Misère an: Sie versprechen, keinen einzigen Stich zu machen. Gelingt sie, zahlt Ihnen jeder andere; misslingt sie, zahlen Sie.</translation>
    </message>
    <message>
      <source>You announce a Vole: you promise to take every trick. Made, each other player pays you; failed, you pay.</source>
      <translation>Sie sagen eine Vole an: Sie versprechen, alle Stiche zu machen. Gelingt sie, zahlt Ihnen jeder andere; misslingt sie, zahlen Sie.</translation>
    </message>
    <message>
      <source>Taking no trick at all.</source>
      <translation>Keinen einzigen Stich machen.</translation>
    </message>
    <message>
      <source>Taking every trick.</source>
      <translation>Alle Stiche machen.</translation>
    </message>
    <message>
      <source>The counting cards held: kings, queens, cavalls, jacks and the trump honours, declared when there are sixteen or more.</source>
      <translation>Die gehaltenen Zählkarten: Könige, Damen, Cavalle, Buben und die Tarok-Honneurs, angesagt ab sechzehn.</translation>
    </message>
    <message>
      <source>The four figures of one suit in one hand: king, queen, cavall and jack.</source>
      <translation>Die vier Figuren einer Farbe in einer Hand: König, Dame, Cavall und Bube.</translation>
    </message>
    <message>
      <source>Königrufen</source>
      <translation>Königrufen</translation>
    </message>
    <message>
      <source>Four play; the declarer calls a king, and whoever holds it is his secret partner.</source>
      <translation>Vier spielen; der Spieler ruft einen König, und wer ihn hält, ist sein geheimer Partner.</translation>
    </message>
    <message>
      <source>The cards are cut and dealt in the usual packets.</source>
      <translation>Die Karten werden abgehoben und in den üblichen Würfen gegeben.</translation>
    </message>
    <message>
      <source>You knock instead of cutting: the Vorhand may then have each hand dealt in one packet and choose hers first.</source>
      <translation>Sie klopfen, statt abzuheben: die Vorhand kann dann jede Hand in einem Paket geben lassen und wählt ihres zuerst.</translation>
    </message>
    <message>
      <source>The cards are dealt in the usual packets, as after a cut.</source>
      <translation>Die Karten werden in den üblichen Würfen gegeben, wie nach dem Abheben.</translation>
    </message>
    <message>
      <source>You take the first of the face-down packets as your hand, without seeing any card first.</source>
      <translation>Sie nehmen das erste der verdeckten Pakete als Ihre Karte, ohne vorher eine Karte zu sehen.</translation>
    </message>
    <message>
      <source>You take the second of the face-down packets as your hand, without seeing any card first.</source>
      <translation>Sie nehmen das zweite der verdeckten Pakete als Ihre Karte, ohne vorher eine Karte zu sehen.</translation>
    </message>
    <message>
      <source>You take the third of the face-down packets as your hand, without seeing any card first.</source>
      <translation>Sie nehmen das dritte der verdeckten Pakete als Ihre Karte, ohne vorher eine Karte zu sehen.</translation>
    </message>
    <message>
      <source>You take the fourth of the face-down packets as your hand, without seeing any card first.</source>
      <translation>Sie nehmen das vierte der verdeckten Pakete als Ihre Karte, ohne vorher eine Karte zu sehen.</translation>
    </message>
    <message>
      <source>{name} cuts</source>
      <translation>{name} hebt ab</translation>
    </message>
    <message>
      <source>{name} knocks</source>
      <translation>{name} klopft</translation>
    </message>
    <message>
      <source>{name} has the cards dealt in the usual packets</source>
      <translation>{name} lässt in den üblichen Würfen geben</translation>
    </message>
    <message>
      <source>{name} takes the first packet</source>
      <translation>{name} nimmt das erste Paket</translation>
    </message>
    <message>
      <source>{name} takes the second packet</source>
      <translation>{name} nimmt das zweite Paket</translation>
    </message>
    <message>
      <source>{name} takes the third packet</source>
      <translation>{name} nimmt das dritte Paket</translation>
    </message>
    <message>
      <source>{name} takes the fourth packet</source>
      <translation>{name} nimmt das vierte Paket</translation>
    </message>
    <message>
      <source>Neunzehnerrufen</source>
      <translation>Neunzehnerrufen</translation>
    </message>
    <message>
      <source>Ulmann's full game for four: unless somebody bids higher, the Vorhand calls the tarok XIX, whose holder is her partner; with Zweier, Einer and many announcements.</source>
      <translation>Ulmanns volles Spiel zu viert: wenn niemand höher bietet, ruft die Vorhand das Tarok XIX, und sein Inhaber ist ihr Partner; mit Zweier, Einer und vielen Ansagen.</translation>
    </message>
    <message>
      <source>Ulmann's, also with dummies</source>
      <translation>Ulmanns, auch mit Strohmännern</translation>
    </message>
    <message>
      <source>The called tarok is among your four talon cards: you keep them and play alone against the three others instead of throwing in.</source>
      <translation>Das gerufene Tarok liegt unter Ihren vier Talonkarten: Sie behalten sie und spielen allein gegen die drei anderen, statt zu schleifen.</translation>
    </message>
    <message>
      <source>{name} plays alone</source>
      <translation>{name} spielt allein</translation>
    </message>
    <message>
      <source>A game in which the declarer buys a pair of talon cards.</source>
      <translation>Ein Spiel, in dem der Spieler ein Paar Talonkarten kauft.</translation>
    </message>
    <message>
      <source>A game in which the declarer buys a single talon card.</source>
      <translation>Ein Spiel, in dem der Spieler eine einzelne Talonkarte kauft.</translation>
    </message>
    <message>
      <source>Neunzehner-Rufen (II)</source>
      <translation>Neunzehner-Rufen (II)</translation>
    </message>
    <message>
      <source>A second book's simpler Neunzehnerrufen: only Rufer, Dreier and Solo, and every card counted by itself.</source>
      <translation>Das einfachere Neunzehnerrufen eines zweiten Buchs: nur Rufer, Dreier und Solo, und jede Karte wird für sich gezählt.</translation>
    </message>
    <message>
      <source>second book: Rufer, Dreier, Solo</source>
      <translation>zweites Buch: Rufer, Dreier, Solo</translation>
    </message>
    <message>
      <source>Sküs, Mond and Pagat in one hand: a premium announced by its holder.</source>
      <translation>Sküs, Mond und Pagat in einer Hand: eine Prämie, die ihr Inhaber ansagt.</translation>
    </message>
    <message>
      <source>Paskiewitsch</source>
      <translation>Paskiewitsch</translation>
    </message>
    <message>
      <source>Four play with 42 cards; the talon is shared out, and the declarer calls a tarok for a partner.</source>
      <translation>Vier spielen mit 42 Karten; der Talon wird verteilt, und der Spieler ruft ein Tarok als Partner.</translation>
    </message>
    <message>
      <source>You promise that Sküs, Mond and Pagat all lie in your side's tricks at the end. Announced it counts double, and if it fails the other side is paid.</source>
      <translation>Sie versprechen, dass Sküs, Mond und Pagat am Ende alle in den Stichen Ihrer Partei liegen. Angesagt zählt es doppelt, und misslingt es, wird die andere Partei bezahlt.</translation>
    </message>
    <message>
      <source>You promise that the four kings all lie in your side's tricks at the end. Announced it counts double, and if it fails the other side is paid.</source>
      <translation>Sie versprechen, dass die vier Könige am Ende alle in den Stichen Ihrer Partei liegen. Angesagt zählt es doppelt, und misslingt es, wird die andere Partei bezahlt.</translation>
    </message>
    <message>
      <source>You announce Mondfang: you promise that your side's Sküs catches the opponents' Mond. Announced it counts double, and if it fails the other side is paid.</source>
      <translation>Sie sagen den Mondfang an: Sie versprechen, dass der Sküs Ihrer Partei den Mond der Gegner fängt. Angesagt zählt er doppelt, und misslingt er, wird die andere Partei bezahlt.</translation>
    </message>
    <message>
      <source>Catching the opponents' Mond, which only the Sküs can.</source>
      <translation>Das Fangen des gegnerischen Monds, was nur der Sküs kann.</translation>
    </message>
    <message>
      <source>Eight taroks in one hand, announced and paid by each of the other three.</source>
      <translation>Acht Taroks in einer Hand, angesagt und von jedem der drei anderen bezahlt.</translation>
    </message>
    <message>
      <source>Nine taroks in one hand, announced and paid by each of the other three.</source>
      <translation>Neun Taroks in einer Hand, angesagt und von jedem der drei anderen bezahlt.</translation>
    </message>
    <message>
      <source>Short Whist</source>
      <translation>Short-Whist</translation>
    </message>
    <message>
      <source>Whist with games of five points: quicker rubbers, otherwise as long Whist.</source>
      <translation>Whist mit Partien von fünf Punkten: kürzere Robber, sonst wie das lange Whist.</translation>
    </message>
    <message>
      <source>Steyerisch-Tarok</source>
      <translation>Steyerisch-Tarok</translation>
    </message>
    <message>
      <source>Tapp-Tarok with the Zweier and the Einer: the declarer may also buy a pair or a single talon card.</source>
      <translation>Tapp-Tarok mit Zweier und Einer: der Spieler darf auch ein Paar oder eine einzelne Talonkarte kaufen.</translation>
    </message>
    <message>
      <source>Tapp-Tarok's second game: a Dreier raised once.</source>
      <translation>Das zweite Spiel des Tapp-Taroks: ein einmal gesteigerter Dreier.</translation>
    </message>
    <message>
      <source>A Dreier raised twice: it counts more than the Untere.</source>
      <translation>Ein zweimal gesteigerter Dreier: er zählt mehr als der Untere.</translation>
    </message>
    <message>
      <source>A Dreier raised three times, the highest before the Solo.</source>
      <translation>Ein dreimal gesteigerter Dreier, das höchste Spiel vor dem Solo.</translation>
    </message>
    <message>
      <source>Strohmann-Tarok</source>
      <translation>Strohmann-Tarok</translation>
    </message>
    <message>
      <source>Tarok for two: each player gets a talon of his own, three packets whose top cards he plays.</source>
      <translation>Tarok zu zweit: jeder Spieler bekommt einen eigenen Talon, drei Pakete, deren oberste Karten er spielt.</translation>
    </message>
    <message>
      <source>You take the game up: you play alone against the other, each of you with a talon of three packets of his own, and you need 36 of the 70 card points. Won, the other pays you 2; lost, you pay him 4.</source>
      <translation>Sie nehmen das Spiel auf: Sie spielen allein gegen den anderen, jeder mit einem eigenen Talon von drei Paketen, und brauchen 36 der 70 Kartenpunkte. Gewonnen zahlt Ihnen der andere 2; verloren zahlen Sie ihm 4.</translation>
    </message>
    <message>
      <source>You turn up the top card of each of your packets; a tarok or a king turned up goes into your hand, the others you may play like hand cards.</source>
      <translation>Sie decken die oberste Karte jedes Ihrer Pakete auf; ein aufgedecktes Tarok oder ein König kommt in die Hand, die anderen dürfen Sie wie Handkarten spielen.</translation>
    </message>
    <message>
      <source>{name} takes the game up</source>
      <translation>{name} nimmt auf</translation>
    </message>
    <message>
      <source>{name} turns up the top cards of the packets</source>
      <translation>{name} deckt die obersten Karten der Pakete auf</translation>
    </message>
    <message>
      <source>To take the game up in Strohmann-Tarok: the Aufnehmer plays alone and needs 36 of the 70 card points.</source>
      <translation>Das Spiel aufnehmen im Strohmann-Tarok: der Aufnehmer spielt allein und braucht 36 der 70 Kartenpunkte.</translation>
    </message>
    <message>
      <source>Tapp-Tarok</source>
      <translation>Tapp-Tarok</translation>
    </message>
    <message>
      <source>The oldest 54-card Tarock: the declarer buys half the talon and plays against the other two.</source>
      <translation>Das älteste Tarock mit 54 Karten: der Spieler kauft eine Talonhälfte und spielt gegen die beiden anderen.</translation>
    </message>
    <message>
      <source>Tarok-L'Hombre</source>
      <translation>Tarok-L'Hombre</translation>
    </message>
    <message>
      <source>Grosstarok with one main player, l'Hombre, who may demand cards from the others' hands.</source>
      <translation>Grosstarok mit einem Hauptspieler, dem l'Hombre, der Karten aus den Händen der anderen verlangen darf.</translation>
    </message>
    <message>
      <source>You play alone against the two others, who play together, after demanding two cards of your choice from their hands; you give a card back for each and pay for it. You need 40 of the 78 card points.</source>
      <translation>Sie spielen allein gegen die beiden anderen, die zusammen spielen, nachdem Sie zwei Karten Ihrer Wahl aus deren Händen verlangt haben; für jede geben Sie eine Karte zurück und zahlen dafür. Sie brauchen 40 der 78 Kartenpunkte.</translation>
    </message>
    <message>
      <source>As a duo, but you demand only one card; it counts more. You need 40 of the 78 card points.</source>
      <translation>Wie a duo, aber Sie verlangen nur eine Karte; es zählt mehr. Sie brauchen 40 der 78 Kartenpunkte.</translation>
    </message>
    <message>
      <source>L'Hombre's lowest game, in which he demands two cards ('a duo').</source>
      <translation>Das niedrigste Spiel des l'Hombre, in dem er zwei Karten verlangt („a duo“).</translation>
    </message>
    <message>
      <source>L'Hombre's middle game, in which he demands one card.</source>
      <translation>Das mittlere Spiel des l'Hombre, in dem er eine Karte verlangt.</translation>
    </message>
    <message>
      <source>Tarok mit Blocks</source>
      <translation>Tarok mit Blocks</translation>
    </message>
    <message>
      <source>Tapp-Tarok played for chips over an evening: a pot, boards of debts and a final reckoning.</source>
      <translation>Tapp-Tarok um Blocks über einen ganzen Abend: ein Kartenstamm, Tafeln der Schulden und eine Schlussabrechnung.</translation>
    </message>
    <message>
      <source>You have the whole forfeit written against you as one Spielbête.</source>
      <translation>Sie lassen sich die ganze Bête als eine Spielbête anschreiben.</translation>
    </message>
    <message>
      <source>You have the forfeit written as two Spielbêtes of half the amount each, played for one after the other.</source>
      <translation>Sie lassen die Bête als zwei Spielbêten zu je der Hälfte anschreiben, um die nacheinander gespielt wird.</translation>
    </message>
    <message>
      <source>{name} has the forfeit written whole</source>
      <translation>{name} lässt die Bête ganz anschreiben</translation>
    </message>
    <message>
      <source>{name} has the forfeit written as two halves</source>
      <translation>{name} lässt die Bête in zwei Hälften anschreiben</translation>
    </message>
    <message>
      <source>The ten blocks each player is charged at the start; while any is open, each game is played for ten plus the pot.</source>
      <translation>Die zehn Blocks, die jedem zu Beginn angeschrieben werden; solange eine offen ist, geht jedes Spiel um zehn und den Stamm.</translation>
    </message>
    <message>
      <source>The pot: every dealer puts one block into it, and the winner of a game takes it.</source>
      <translation>Der Topf: jeder Geber legt einen Block hinein, und wer ein Spiel gewinnt, nimmt ihn.</translation>
    </message>
    <message>
      <source>A forfeit written against the declarer who lost a game; later games are played for it.</source>
      <translation>Eine Schuld, die dem Spieler eines verlorenen Spiels angeschrieben wird; um sie wird später gespielt.</translation>
    </message>
    <message>
      <source>The well below the stroke: forfeits drawn after the agreed tours go into it and are shared out at the final reckoning.</source>
      <translation>Der Topf unter dem Strich: Bêten nach den vereinbarten Touren kommen hinein und werden bei der Schlussabrechnung verteilt.</translation>
    </message>
    <message>
      <source>The chips of the evening.</source>
      <translation>Die Spielmarken des Abends.</translation>
    </message>
    <message>
      <source>Tarok-Tappen (1821)</source>
      <translation>Tarok-Tappen (1821)</translation>
    </message>
    <message>
      <source>The Viennese game of 1821, the ancestor of Tapp-Tarok: the declarer buys talon cards unseen.</source>
      <translation>Das Wiener Spiel von 1821, der Vorfahr des Tapp-Taroks: der Spieler kauft Talonkarten ungesehen.</translation>
    </message>
    <message>
      <source>The Vorhand may not pass: with a doubtful hand she says Tapper and leaves the game to the others; if nobody plays one, the deal is not played and she is written half a consolation.</source>
      <translation>Die Vorhand darf nicht passen: mit zweifelhafter Karte sagt sie Tapper und überlässt das Spiel den anderen; spielt keiner eines, wird nicht gespielt, und ihr wird eine halbe Consolation angeschrieben.</translation>
    </message>
    <message>
      <source>The Vorhand's word for a hand too doubtful to play: she may not pass, so she taps.</source>
      <translation>Das Wort der Vorhand für eine zu zweifelhafte Karte: sie darf nicht passen, also tappt sie.</translation>
    </message>
    <message>
      <source>Tarok unter Vieren</source>
      <translation>Tarok unter Vieren</translation>
    </message>
    <message>
      <source>Grosstarok for four: partners opposite each other play rubbers of four deals, or a declarer bids.</source>
      <translation>Grosstarok zu viert: gegenübersitzende Partner spielen Partien von vier Spielen, oder ein Spieler bietet.</translation>
    </message>
    <message>
      <source>You play alone against the three others after demanding one card of your choice (not the Sküs) from an opponent, who gets a card back and is paid for it. You need more than half of the card points.</source>
      <translation>Sie spielen allein gegen die drei anderen, nachdem Sie von einem Gegner eine Karte Ihrer Wahl verlangt haben (nicht den Sküs); er erhält eine Karte zurück und wird dafür bezahlt. Sie brauchen mehr als die Hälfte der Kartenpunkte.</translation>
    </message>
    <message>
      <source>Ungarisch-Tarok</source>
      <translation>Ungarisch-Tarok</translation>
    </message>
    <message>
      <source>Hungarian Tarok with 42 cards: the Steyerisch ladder, with Mondfang, Pagatfang and tarok counts as premiums.</source>
      <translation>Ungarisches Tarok mit 42 Karten: die Steyerische Leiter, mit Mondfang, Pagatfang und Tarokzahlen als Prämien.</translation>
    </message>
    <message>
      <source>You announce Pagatfang: you promise that your side catches the opponents' Pagat. Announced it counts double, and if it fails the other side is paid.</source>
      <translation>Sie sagen den Pagatfang an: Sie versprechen, dass Ihre Partei den Pagat der Gegner fängt. Angesagt zählt er doppelt, und misslingt er, wird die andere Partei bezahlt.</translation>
    </message>
    <message>
      <source>You state that you hold ten taroks, as whoever holds more than nine must: each opponent pays it to you.</source>
      <translation>Sie sagen an, dass Sie zehn Taroks halten, wie es jeder mit mehr als neun muss: jeder Gegner zahlt es Ihnen.</translation>
    </message>
    <message>
      <source>You state that you hold eleven taroks, as whoever holds more than nine must: each opponent pays it to you.</source>
      <translation>Sie sagen an, dass Sie elf Taroks halten, wie es jeder mit mehr als neun muss: jeder Gegner zahlt es Ihnen.</translation>
    </message>
    <message>
      <source>You state that you hold twelve taroks, as whoever holds more than nine must: each opponent pays it to you.</source>
      <translation>Sie sagen an, dass Sie zwölf Taroks halten, wie es jeder mit mehr als neun muss: jeder Gegner zahlt es Ihnen.</translation>
    </message>
    <message>
      <source>You hold no tarok honour (Sküs, Mond or Pagat) and say Courage: your game counts double.</source>
      <translation>Sie halten kein Tarok-Honneur (Sküs, Mond oder Pagat) und sagen Courage: Ihr Spiel zählt doppelt.</translation>
    </message>
    <message>
      <source>Catching the opponents' Pagat.</source>
      <translation>Das Fangen des gegnerischen Pagats.</translation>
    </message>
    <message>
      <source>Said by a declarer holding no tarok honour: his game counts double.</source>
      <translation>Gesagt von einem Spieler ohne Tarok-Honneur: sein Spiel zählt doppelt.</translation>
    </message>
    <message>
      <source>Whist</source>
      <translation>Whist</translation>
    </message>
    <message>
      <source>Long Whist: two partnerships, the last card dealt shows trumps, games of ten points make a rubber.</source>
      <translation>Langes Whist: zwei Parteien, die zuletzt gegebene Karte zeigt den Trumpf, Partien von zehn Punkten bilden einen Robber.</translation>
    </message>
    <message>
      <source>Whist en trois for four</source>
      <translation>Whist en trois zu viert</translation>
    </message>
    <message>
      <source>Whist en trois for four persons: three play each rubber with a dummy, the fourth sits out in turn.</source>
      <translation>Whist en trois für vier Personen: drei spielen jeden Robber mit einem Strohmann, der vierte setzt reihum aus.</translation>
    </message>
    <message>
      <source>four players: one sits out each rubber</source>
      <translation>vier Spieler: einer setzt je Robber aus</translation>
    </message>
    <message>
      <source>Whist en cinq</source>
      <translation>Whist en cinq</translation>
    </message>
    <message>
      <source>Whist for five: four play each rubber, and the fifth sits out in turn.</source>
      <translation>Whist zu fünft: vier spielen jeden Robber, und der fünfte setzt reihum aus.</translation>
    </message>
    <message>
      <source>Whist en deux</source>
      <translation>Whist en deux</translation>
    </message>
    <message>
      <source>Whist for two: each plays his own hand and an open dummy opposite him.</source>
      <translation>Whist zu zweit: jeder spielt seine eigene Karte und einen offenen Strohmann ihm gegenüber.</translation>
    </message>
    <message>
      <source>Whist en trois</source>
      <translation>Whist en trois</translation>
    </message>
    <message>
      <source>Whist for three: the King plays his own hand and an open dummy against the other two.</source>
      <translation>Whist zu dritt: der König spielt seine eigene Karte und einen offenen Strohmann gegen die beiden anderen.</translation>
    </message>
    <message>
      <source>three players: the King with a dummy</source>
      <translation>drei Spieler: der König mit Strohmann</translation>
    </message>
    <message>
      <source>Zwölfer-Tarok</source>
      <translation>Zwölfer-Tarok</translation>
    </message>
    <message>
      <source>Tapp-Tarok without the small cards: 42 cards, twelve to each player.</source>
      <translation>Tapp-Tarok ohne die kleinen Karten: 42 Karten, zwölf für jeden Spieler.</translation>
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
      <source>Declaring honours</source>
      <translation>Honneurs ansagen</translation>
    </message>
    <message>
      <source>Giving up?</source>
      <translation>Aufgeben?</translation>
    </message>
    <message>
      <source>The call at eight</source>
      <translation>Das Aussagen bei acht</translation>
    </message>
    <message>
      <source>Who plays the dummy?</source>
      <translation>Wer spielt den Strohmann?</translation>
    </message>
    <message>
      <source>Deal over</source>
      <translation>Spiel zu Ende</translation>
    </message>
    <message>
      <source>{name} passes</source>
      <translation>{name} passt</translation>
    </message>
    <message>
      <source>{name} holds</source>
      <translation>{name} behält</translation>
    </message>
    <message>
      <source>{name} turns up the next part of the talon</source>
      <translation>{name} deckt den nächsten Teil des Talons auf</translation>
    </message>
    <message>
      <source>{name} throws the game in (schleifen)</source>
      <translation>{name} schleift das Spiel</translation>
    </message>
    <message>
      <source>{name} announces nothing more</source>
      <translation>{name} sagt nichts mehr an</translation>
    </message>
    <message>
      <source>{name} declares nothing more</source>
      <translation>{name} sagt nichts mehr an</translation>
    </message>
    <message>
      <source>{name} claims the remaining tricks</source>
      <translation>{name} beansprucht die übrigen Stiche</translation>
    </message>
    <message>
      <source>{name} announces nothing</source>
      <translation>{name} sagt nichts an</translation>
    </message>
    <message>
      <source>{name} concedes the game</source>
      <translation>{name} gibt das Spiel auf</translation>
    </message>
    <message>
      <source>{name} plays on</source>
      <translation>{name} spielt weiter</translation>
    </message>
    <message>
      <source>{name} calls for the honours</source>
      <translation>{name} sagt aus: die Honneurs zeigen</translation>
    </message>
    <message>
      <source>{name} makes no call</source>
      <translation>{name} sagt nicht aus</translation>
    </message>
    <message>
      <source>{name} reaches in and plays the dummy</source>
      <translation>{name} greift hinein und spielt den Strohmann</translation>
    </message>
    <message>
      <source>{name} plays the dummy</source>
      <translation>{name} spielt den Strohmann</translation>
    </message>
    <message>
      <source>{name} leaves the dummy to the other</source>
      <translation>{name} lässt den Strohmann dem anderen</translation>
    </message>
    <message>
      <source>{name} concedes the remaining tricks</source>
      <translation>{name} gibt die übrigen Stiche zu</translation>
    </message>
    <message>
      <source>{name} refuses the claim and plays on</source>
      <translation>{name} gibt nicht zu und spielt weiter</translation>
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
      <source>Nothing (more) to declare</source>
      <translation>Nichts (mehr) anzusagen</translation>
    </message>
    <message>
      <source>a card</source>
      <translation>eine Karte</translation>
    </message>
    <message>
      <source>Claim the remaining tricks</source>
      <translation>Die übrigen Stiche beanspruchen</translation>
    </message>
    <message>
      <source>No announcement</source>
      <translation>Keine Ansage</translation>
    </message>
    <message>
      <source>Concede the game</source>
      <translation>Spiel aufgeben</translation>
    </message>
    <message>
      <source>Play on</source>
      <translation>Weiterspielen</translation>
    </message>
    <message>
      <source>Call: show the honours</source>
      <translation>Aussagen: Honneurs zeigen</translation>
    </message>
    <message>
      <source>No call</source>
      <translation>Nicht aussagen</translation>
    </message>
    <message>
      <source>a card face down</source>
      <translation>eine Karte verdeckt</translation>
    </message>
    <message>
      <source>{holder} plays the Sküs as the Excuse and gives {winner} {card}</source>
      <translation>{holder} sküsirt sich und gibt {winner} {card}</translation>
    </message>
    <message>
      <source>{name} for the dummy</source>
      <translation>{name} für den Strohmann</translation>
    </message>
    <message>
      <source>Ace</source>
      <translation>Ass</translation>
    </message>
    <message>
      <source>Ulmann, general rules</source>
      <translation>Ulmann, Allgemeine Grundzüge</translation>
    </message>
    <message>
      <source>Take talon part {n} of {count}</source>
      <translation>Talonteil {n} von {count} nehmen</translation>
    </message>
    <message>
      <source>Call the {card}</source>
      <translation>{card} rufen</translation>
    </message>
    <message>
      <source>Declare {item}</source>
      <translation>{item} ansagen</translation>
    </message>
    <message>
      <source>Demand the {card}</source>
      <translation>{card} verlangen</translation>
    </message>
    <message>
      <source>Give {card} in return</source>
      <translation>{card} dafür geben</translation>
    </message>
    <message>
      <source>Announce {item}</source>
      <translation>{item} ansagen</translation>
    </message>
    <message>
      <source>Concede the rest</source>
      <translation>Den Rest zugeben</translation>
    </message>
    <message>
      <source>{name}: discards {card}</source>
      <translation>{name}: verlegt {card}</translation>
    </message>
    <message>
      <source>{name} takes talon part {n} of {count}</source>
      <translation>{name} nimmt Talonteil {n} von {count}</translation>
    </message>
    <message>
      <source>{name} announces {item}</source>
      <translation>{name} sagt {item} an</translation>
    </message>
    <message>
      <source>{name} declares {item}</source>
      <translation>{name} sagt {item} an</translation>
    </message>
    <message>
      <source>the Sküs of {holder} has no power any more: it goes with the trick</source>
      <translation>der Sküs ({holder}) hat keine Kraft mehr: er geht mit dem Stich</translation>
    </message>
    <message>
      <source>{holder} plays the Sküs as the Excuse</source>
      <translation>{holder} sküsirt sich</translation>
    </message>
    <message>
      <source>{holder} plays the Sküs as the Excuse and owes {winner} a card</source>
      <translation>{holder} sküsirt sich und schuldet {winner} eine Karte</translation>
    </message>
    <message>
      <source>{name} draws {cards}</source>
      <translation>{name} zieht {cards}</translation>
    </message>
    <message>
      <source>{name} deals first</source>
      <translation>{name} gibt zuerst</translation>
    </message>
    <message>
      <source>{name} sits out this rubber</source>
      <translation>{name} setzt diesen Robber aus</translation>
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
      <source>Reach in: play the dummy</source>
      <translation>Hineingreifen: den Strohmann spielen</translation>
    </message>
    <message>
      <source>Play the dummy</source>
      <translation>Den Strohmann spielen</translation>
    </message>
    <message>
      <source>Leave the dummy to the other</source>
      <translation>Den Strohmann dem anderen lassen</translation>
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
      <source>By the draw {one} play against {other}</source>
      <translation>Nach dem Ziehen spielen {one} gegen {other}</translation>
    </message>
    <message>
      <source>{name} calls the {card}</source>
      <translation>{name} ruft {card}</translation>
    </message>
    <message>
      <source>{name} demands the {card}</source>
      <translation>{name} verlangt {card}</translation>
    </message>
    <message>
      <source>{name} gives {card} in return</source>
      <translation>{name} gibt {card} dafür</translation>
    </message>
    <message>
      <source>Turned from the second pack: {card}</source>
      <translation>Aus dem zweiten Spiel aufgeschlagen: {card}</translation>
    </message>
    <message>
      <source>{name} takes the first half</source>
      <translation>{name} nimmt die erste Hälfte</translation>
    </message>
    <message>
      <source>{name} takes the second half</source>
      <translation>{name} nimmt die zweite Hälfte</translation>
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
    <message>
      <source>Points per deal, units when settled</source>
      <translation>Punkte je Spiel, Einheiten bei Abrechnung</translation>
    </message>
    <message>
      <source>Tricks over the book</source>
      <translation>Stiche über das Buch</translation>
    </message>
    <message>
      <source>Slam</source>
      <translation>Schlemm</translation>
    </message>
    <message>
      <source>Honours</source>
      <translation>Honneurs</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Partie</translation>
    </message>
    <message>
      <source>Rubber</source>
      <translation>Robber</translation>
    </message>
    <message>
      <source>Won by the call at eight</source>
      <translation>Durch Aussagen bei acht gewonnen</translation>
    </message>
    <message>
      <source>Claimed</source>
      <translation>Beansprucht</translation>
    </message>
    <message>
      <source>Played</source>
      <translation>Gespielt</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Punkte</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Partien</translation>
    </message>
    <message>
      <source>Call at eight</source>
      <translation>Bei acht aussagen</translation>
    </message>
    <message>
      <source>eldest hand</source>
      <translation>Vorhand</translation>
    </message>
    <message>
      <source>Hearts are trumps</source>
      <translation>Coeur ist Trumpf</translation>
    </message>
    <message>
      <source>Diamonds are trumps</source>
      <translation>Carreau ist Trumpf</translation>
    </message>
    <message>
      <source>Spades are trumps</source>
      <translation>Pique ist Trumpf</translation>
    </message>
    <message>
      <source>Clubs are trumps</source>
      <translation>Treff ist Trumpf</translation>
    </message>
    <message>
      <source>I leave it to my partner</source>
      <translation>Ich überlasse</translation>
    </message>
    <message>
      <source>Naming trumps</source>
      <translation>Trumpf machen</translation>
    </message>
    <message>
      <source>Cayenne</source>
      <translation>Cayenne</translation>
    </message>
    <message>
      <source>Schäfchen</source>
      <translation>Schäfchen</translation>
    </message>
    <message>
      <source>Schäfchen: two honours</source>
      <translation>Schäfchen: zwei Honneurs</translation>
    </message>
    <message>
      <source>Schäfchen: three honours</source>
      <translation>Schäfchen: drei Honneurs</translation>
    </message>
    <message>
      <source>Schäfchen: four honours</source>
      <translation>Schäfchen: vier Honneurs</translation>
    </message>
    <message>
      <source>Schäfchen: five honours</source>
      <translation>Schäfchen: fünf Honneurs</translation>
    </message>
    <message>
      <source>Schäfchen: no trump</source>
      <translation>Schäfchen: kein Trumpf</translation>
    </message>
    <message>
      <source>Schäfchen: carte blanche</source>
      <translation>Schäfchen: Carte blanche</translation>
    </message>
    <message>
      <source>Schäfchen: three aces</source>
      <translation>Schäfchen: drei Asse</translation>
    </message>
    <message>
      <source>Schäfchen: four aces</source>
      <translation>Schäfchen: vier Asse</translation>
    </message>
    <message>
      <source>Settled per deal</source>
      <translation>Je Spiel abgerechnet</translation>
    </message>
    <message>
      <source>each for himself</source>
      <translation>jeder für sich</translation>
    </message>
    <message>
      <source>Matadors</source>
      <translation>Matadore</translation>
    </message>
    <message>
      <source>Taroks</source>
      <translation>Taroks</translation>
    </message>
    <message>
      <source>Cavalry</source>
      <translation>Cavallerie</translation>
    </message>
    <message>
      <source>half cavalry</source>
      <translation>halbe Cavallerie</translation>
    </message>
    <message>
      <source>Cavalry with the Sküs</source>
      <translation>Cavallerie mit dem Sküs</translation>
    </message>
    <message>
      <source>four kings</source>
      <translation>vier Könige</translation>
    </message>
    <message>
      <source>three kings and the Sküs</source>
      <translation>drei Könige und der Sküs</translation>
    </message>
    <message>
      <source>Pagat captured</source>
      <translation>Pagat gefangen</translation>
    </message>
    <message>
      <source>Pagat captured in the last trick</source>
      <translation>Pagat im letzten Stich gefangen</translation>
    </message>
    <message>
      <source>king captured</source>
      <translation>König gefangen</translation>
    </message>
    <message>
      <source>king captured in the last trick</source>
      <translation>König im letzten Stich gefangen</translation>
    </message>
    <message>
      <source>Pagat and Mond in the last two tricks</source>
      <translation>Pagat und Mond in den letzten zwei Stichen</translation>
    </message>
    <message>
      <source>no trick</source>
      <translation>kein Stich</translation>
    </message>
    <message>
      <source>three Honneurs</source>
      <translation>drei Honneurs</translation>
    </message>
    <message>
      <source>Kings of the seven</source>
      <translation>Könige der sieben</translation>
    </message>
    <message>
      <source>matadors from above</source>
      <translation>Matadore von oben</translation>
    </message>
    <message>
      <source>matadors from below</source>
      <translation>Matadore von unten</translation>
    </message>
    <message>
      <source>matadors from above with the Sküs</source>
      <translation>Matadore von oben mit dem Sküs</translation>
    </message>
    <message>
      <source>matadors from below with the Sküs</source>
      <translation>Matadore von unten mit dem Sküs</translation>
    </message>
    <message>
      <source>card points</source>
      <translation>Augen</translation>
    </message>
    <message>
      <source>opponent's Pagat taken</source>
      <translation>Pagat des Gegners gefangen</translation>
    </message>
    <message>
      <source>opponent's Pagat taken in the last trick</source>
      <translation>Pagat des Gegners im letzten Stich gefangen</translation>
    </message>
    <message>
      <source>opponent's king taken</source>
      <translation>König des Gegners gefangen</translation>
    </message>
    <message>
      <source>opponent's king taken in the last trick</source>
      <translation>König des Gegners im letzten Stich gefangen</translation>
    </message>
    <message>
      <source>partie won</source>
      <translation>Partie gewonnen</translation>
    </message>
    <message>
      <source>Partie</source>
      <translation>Partie</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Stand</translation>
    </message>
    <message>
      <source>deals played</source>
      <translation>gespielte Spiele</translation>
    </message>
    <message>
      <source>Difference this deal</source>
      <translation>Differenz dieses Spiels</translation>
    </message>
    <message>
      <source>Difference, paid at the partie's end</source>
      <translation>Differenz, bezahlt am Ende der Partie</translation>
    </message>
    <message>
      <source>partners against partners</source>
      <translation>Partner gegen Partner</translation>
    </message>
    <message>
      <source>Scat</source>
      <translation>Scat</translation>
    </message>
    <message>
      <source>scused cavalry</source>
      <translation>Kavallerie mit Sküs</translation>
    </message>
    <message>
      <source>three kings and Sküs</source>
      <translation>drei Könige und Sküs</translation>
    </message>
    <message>
      <source>Pagat ultimo</source>
      <translation>Pagat ultimo</translation>
    </message>
    <message>
      <source>Volat</source>
      <translation>Volat</translation>
    </message>
    <message>
      <source>parties played</source>
      <translation>gespielte Partien</translation>
    </message>
    <message>
      <source>partners</source>
      <translation>Partner</translation>
    </message>
    <message>
      <source>ask for a King</source>
      <translation>nach einem König fragen</translation>
    </message>
    <message>
      <source>Mediateur, one card</source>
      <translation>Mediateur, eine Karte</translation>
    </message>
    <message>
      <source>Mediateur, two cards</source>
      <translation>Mediateur, zwei Karten</translation>
    </message>
    <message>
      <source>card given to the Mediateur</source>
      <translation>dem Mediateur gegebene Karte</translation>
    </message>
    <message>
      <source>matadors continued by the partner</source>
      <translation>vom Socius fortgesetzte Matadore</translation>
    </message>
    <message>
      <source>the Mediateur's matadors</source>
      <translation>Matadore des Mediateurs</translation>
    </message>
    <message>
      <source>Misère</source>
      <translation>Misère</translation>
    </message>
    <message>
      <source>Vole</source>
      <translation>Vole</translation>
    </message>
    <message>
      <source>Kingdom</source>
      <translation>Königreich</translation>
    </message>
    <message>
      <source>half kingdom</source>
      <translation>halbes Königreich</translation>
    </message>
    <message>
      <source>four queens</source>
      <translation>vier Damen</translation>
    </message>
    <message>
      <source>four cavalls</source>
      <translation>vier Cavalle</translation>
    </message>
    <message>
      <source>four jacks</source>
      <translation>vier Buben</translation>
    </message>
    <message>
      <source>four queens and Sküs</source>
      <translation>vier Damen und Sküs</translation>
    </message>
    <message>
      <source>four cavalls and Sküs</source>
      <translation>vier Cavalle und Sküs</translation>
    </message>
    <message>
      <source>four jacks and Sküs</source>
      <translation>vier Buben und Sküs</translation>
    </message>
    <message>
      <source>three queens and Sküs</source>
      <translation>drei Damen und Sküs</translation>
    </message>
    <message>
      <source>three cavalls and Sküs</source>
      <translation>drei Cavalle und Sküs</translation>
    </message>
    <message>
      <source>three jacks and Sküs</source>
      <translation>drei Buben und Sküs</translation>
    </message>
    <message>
      <source>Ladons</source>
      <translation>Ladons</translation>
    </message>
    <message>
      <source>Pagat brought in</source>
      <translation>Pagat eingebracht</translation>
    </message>
    <message>
      <source>Mond ultimo</source>
      <translation>Mond-Ultimo</translation>
    </message>
    <message>
      <source>king ultimo</source>
      <translation>König-Ultimo</translation>
    </message>
    <message>
      <source>king brought in</source>
      <translation>König eingebracht</translation>
    </message>
    <message>
      <source>Misère failed</source>
      <translation>Misère verloren</translation>
    </message>
    <message>
      <source>with the Pagat</source>
      <translation>mit dem Pagat</translation>
    </message>
    <message>
      <source>without the Pagat</source>
      <translation>ohne den Pagat</translation>
    </message>
    <message>
      <source>Vole failed</source>
      <translation>Vole verloren</translation>
    </message>
    <message>
      <source>Zweier</source>
      <translation>Zweier</translation>
    </message>
    <message>
      <source>Einer</source>
      <translation>Einer</translation>
    </message>
    <message>
      <source>Acht Tarok</source>
      <translation>Acht Tarok</translation>
    </message>
    <message>
      <source>Zehn Tarok</source>
      <translation>Zehn Tarok</translation>
    </message>
    <message>
      <source>Zwölf Tarok</source>
      <translation>Zwölf Tarok</translation>
    </message>
    <message>
      <source>Honneurs</source>
      <translation>Honneurs</translation>
    </message>
    <message>
      <source>Große Honneurs</source>
      <translation>Große Honneurs</translation>
    </message>
    <message>
      <source>play alone</source>
      <translation>allein spielen</translation>
    </message>
    <message>
      <source>Cut</source>
      <translation>Abheben</translation>
    </message>
    <message>
      <source>Knock</source>
      <translation>Klopfen</translation>
    </message>
    <message>
      <source>Deal in the usual packets</source>
      <translation>In den üblichen Würfen geben</translation>
    </message>
    <message>
      <source>Take the first packet</source>
      <translation>Das erste Paket nehmen</translation>
    </message>
    <message>
      <source>Take the second packet</source>
      <translation>Das zweite Paket nehmen</translation>
    </message>
    <message>
      <source>Take the third packet</source>
      <translation>Das dritte Paket nehmen</translation>
    </message>
    <message>
      <source>Take the fourth packet</source>
      <translation>Das vierte Paket nehmen</translation>
    </message>
    <message>
      <source>Troule</source>
      <translation>Troule</translation>
    </message>
    <message>
      <source>Dreier</source>
      <translation>Dreier</translation>
    </message>
    <message>
      <source>Neun Tarok</source>
      <translation>Neun Tarok</translation>
    </message>
    <message>
      <source>Mondfang</source>
      <translation>Mondfang</translation>
    </message>
    <message>
      <source>Mondfang failed</source>
      <translation>Mondfang verloren</translation>
    </message>
    <message>
      <source>tous les trois failed</source>
      <translation>tous les trois verloren</translation>
    </message>
    <message>
      <source>tous les quatre failed</source>
      <translation>tous les quatre verloren</translation>
    </message>
    <message>
      <source>the declarer's side under 17 points</source>
      <translation>Spielerpartei unter 17 Augen</translation>
    </message>
    <message>
      <source>the opponents under 17 points</source>
      <translation>Gegner unter 17 Augen</translation>
    </message>
    <message>
      <source>zweiter Zweier</source>
      <translation>zweiter Zweier</translation>
    </message>
    <message>
      <source>dritter Zweier</source>
      <translation>dritter Zweier</translation>
    </message>
    <message>
      <source>Take up (Aufnehmen)</source>
      <translation>Aufnehmen</translation>
    </message>
    <message>
      <source>Turn up the packets</source>
      <translation>Pakete aufdecken</translation>
    </message>
    <message>
      <source>Aufnehmer: took the game up</source>
      <translation>Aufnehmer: hat das Spiel aufgenommen</translation>
    </message>
    <message>
      <source>game played out after all passed</source>
      <translation>ausgespieltes Spiel nach allseitigem Passen</translation>
    </message>
    <message>
      <source>a duo</source>
      <translation>a duo</translation>
    </message>
    <message>
      <source>ad uno</source>
      <translation>ad uno</translation>
    </message>
    <message>
      <source>card taken</source>
      <translation>Karte verlangt</translation>
    </message>
    <message>
      <source>tous les sept</source>
      <translation>tous les sept</translation>
    </message>
    <message>
      <source>Solo payment</source>
      <translation>Solozahlung</translation>
    </message>
    <message>
      <source>Aufschrift (written score)</source>
      <translation>Aufschrift</translation>
    </message>
    <message>
      <source>Spielbête won</source>
      <translation>Spielbête gewonnen</translation>
    </message>
    <message>
      <source>Blocks board</source>
      <translation>Blocktafel</translation>
    </message>
    <message>
      <source>Chips</source>
      <translation>Marken</translation>
    </message>
    <message>
      <source>Board</source>
      <translation>Tafel</translation>
    </message>
    <message>
      <source>Brunnen (well of forfeits)</source>
      <translation>Brunnen</translation>
    </message>
    <message>
      <source>Pot (Kartenstamm)</source>
      <translation>Kartenstamm</translation>
    </message>
    <message>
      <source>Playing for</source>
      <translation>Gespielt um</translation>
    </message>
    <message>
      <source>Spielbêtes (forfeits)</source>
      <translation>Spielbêten</translation>
    </message>
    <message>
      <source>Tours</source>
      <translation>Touren</translation>
    </message>
    <message>
      <source>Final reckoning</source>
      <translation>Abrechnung</translation>
    </message>
    <message>
      <source>How the forfeit is written</source>
      <translation>Wie die Bête angeschrieben wird</translation>
    </message>
    <message>
      <source>Write the forfeit whole</source>
      <translation>Die Bête ganz anschreiben</translation>
    </message>
    <message>
      <source>Write it as two halves</source>
      <translation>In zwei Hälften anschreiben</translation>
    </message>
    <message>
      <source>Tapper</source>
      <translation>Tapper</translation>
    </message>
    <message>
      <source>Sheets written</source>
      <translation>Schreibtafeln</translation>
    </message>
    <message>
      <source>written</source>
      <translation>geschrieben</translation>
    </message>
    <message>
      <source>balance</source>
      <translation>Saldo</translation>
    </message>
    <message>
      <source>rubber won</source>
      <translation>Partie gewonnen</translation>
    </message>
    <message>
      <source>king called</source>
      <translation>König gerufen</translation>
    </message>
    <message>
      <source>alone with a card demanded</source>
      <translation>allein mit abgefordertem Blatt</translation>
    </message>
    <message>
      <source>Solo</source>
      <translation>Solo</translation>
    </message>
    <message>
      <source>card demanded</source>
      <translation>Blatt abgefordert</translation>
    </message>
    <message>
      <source>Elf Tarok</source>
      <translation>Elf Tarok</translation>
    </message>
    <message>
      <source>Courage</source>
      <translation>Courage</translation>
    </message>
    <message>
      <source>Pagatfang</source>
      <translation>Pagatfang</translation>
    </message>
    <message>
      <source>Pagatfang failed</source>
      <translation>Pagatfang verloren</translation>
    </message>
    <message>
      <source>Rubber of the series</source>
      <translation>Robber der Reihe</translation>
    </message>
    <message>
      <source>Show the honours of both hands</source>
      <translation>Die Honneurs beider Blätter zeigen</translation>
    </message>
  </context>
</TS>
