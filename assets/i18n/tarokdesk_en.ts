<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
  <context>
    <name>HomePage</name>
    <message numerus="yes">
      <source>{game} against %n computer players, with a hint at every turn: the table shows what to do and why.</source>
      <translation>
        <numerusform>{game} against %n computer player, with a hint at every turn: the table shows what to do and why.</numerusform>
        <numerusform>{game} against %n computer players, with a hint at every turn: the table shows what to do and why.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n session files cannot be read ({files}); Sessions… says why.</source>
      <translation>
        <numerusform>%n session file cannot be read ({files}); Sessions… says why.</numerusform>
        <numerusform>%n session files cannot be read ({files}); Sessions… says why.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Your {game} session “{name}” with {players} is not finished (%n deals played).</source>
      <translation>
        <numerusform>Your {game} session “{name}” with {players} is not finished (%n deal played).</numerusform>
        <numerusform>Your {game} session “{name}” with {players} is not finished (%n deals played).</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message numerus="yes">
      <source>%n players</source>
      <translation>
        <numerusform>%n player</numerusform>
        <numerusform>%n players</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>House rules (%n)</source>
      <translation>
        <numerusform>House rules (%n)</numerusform>
        <numerusform>House rules (%n)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n changed</source>
      <translation>
        <numerusform>%n changed</numerusform>
        <numerusform>%n changed</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n cards</source>
      <translation>
        <numerusform>%n card</numerusform>
        <numerusform>%n cards</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>ReviewDialog</name>
    <message numerus="yes">
      <source>−%n tricks</source>
      <translation>
        <numerusform>−%n trick</numerusform>
        <numerusform>−%n tricks</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>SessionsDialog</name>
    <message numerus="yes">
      <source>%n sessions in {folder}</source>
      <translation>
        <numerusform>%n session in {folder}</numerusform>
        <numerusform>%n sessions in {folder}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n files cannot be read and are left untouched</source>
      <translation>
        <numerusform>%n file cannot be read and is left untouched</numerusform>
        <numerusform>%n files cannot be read and are left untouched</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
      <source>%n session files cannot be read and are left out.</source>
      <translation>
        <numerusform>%n session file cannot be read and is left out.</numerusform>
        <numerusform>%n session files cannot be read and are left out.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>TableWords</name>
    <message numerus="yes">
      <source>all %n parts are turned up; which do you take?</source>
      <translation>
        <numerusform>the %n part is turned up; do you take it?</numerusform>
        <numerusform>all %n parts are turned up; which do you take?</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{name}, choose %n more to lay away: click a card.</source>
      <translation>
        <numerusform>{name}, choose %n more card to lay away: click it.</numerusform>
        <numerusform>{name}, choose %n more cards to lay away: click a card.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Choose %n more to lay away: click a card.</source>
      <translation>
        <numerusform>Choose %n more card to lay away: click it.</numerusform>
        <numerusform>Choose %n more cards to lay away: click a card.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n cards</source>
      <translation>
        <numerusform>%n card</numerusform>
        <numerusform>%n cards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n tricks</source>
      <translation>
        <numerusform>%n trick</numerusform>
        <numerusform>%n tricks</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>all %n parts are turned up: take the last ({take}-fold) or go back to an earlier one ({back}-fold)?</source>
      <translation>
        <numerusform>the %n part is turned up: take it ({take}-fold)?</numerusform>
        <numerusform>all %n parts are turned up: take the last ({take}-fold) or go back to an earlier one ({back}-fold)?</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>Tips</name>
    <message numerus="yes">
      <source>you take %n cards of the talon and lay as many away</source>
      <translation>
        <numerusform>you take %n card of the talon and lay as many away</numerusform>
        <numerusform>you take %n cards of the talon and lay as many away</numerusform>
      </translation>
    </message>
  </context>
</TS>
