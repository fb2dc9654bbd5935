"""The widgets around the table: the action bar, the game log and the score sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QListWidget, QPushButton, QTableWidget, QTableWidgetItem, QVBoxLayout,
    QWidget,
)

from tarokdesk.core.actions import Action
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.words import choice_words, contract_words, glossary_tip, item_words

CARD_KINDS = ("play", "discard")


class ActionBar(QWidget):
    """What the human may do now: a prompt, buttons for every non-card choice (numbered, so
    number keys choose them) and the reason for the last refused action."""

    chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.prompt = QLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # it names the player
        self.prompt.setStyleSheet("font-weight: bold;")
        self.message = QLabel()
        self.message.setObjectName("refusal")
        self.message.setStyleSheet("color: #b00020; font-weight: bold;")
        self.message.setWordWrap(True)
        self.button_box = QWidget()
        self.button_row = QHBoxLayout(self.button_box)
        self.button_row.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        top.addWidget(self.prompt)
        top.addWidget(self.button_box)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addLayout(top)
        layout.addWidget(self.message)
        self.buttons: list[QPushButton] = []
        self._shown: tuple = ()

    def show_choices(self, prompt: str, actions: list[Action]) -> None:
        """Show the prompt and one button per choice. Adding buttons can resize the window
        and so call this again: the same request twice changes nothing."""
        wanted = (prompt, tuple(a for a in actions if a.kind not in CARD_KINDS))
        if wanted == self._shown:
            return
        self._shown = wanted
        self.prompt.setText(prompt)
        old, self.buttons = self.buttons, []
        for button in old:
            self.button_row.removeWidget(button)
            button.hide()
            button.deleteLater()
        for number, action in enumerate(wanted[1]):
            label = choice_words(action)
            button = QPushButton(f"&{number + 1} {label}" if number < 9 else label)
            button.setAccessibleName(label)
            button.setToolTip(glossary_tip(label))
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.buttons.append(button)
        for button in self.buttons:
            self.button_row.addWidget(button)
            button.show()

    def forget(self) -> None:
        """Rebuild the buttons on the next show_choices (after a change of language)."""
        self._shown = ()

    def show_refusal(self, text: str) -> None:
        self.message.setStyleSheet("color: #b00020; font-weight: bold;")
        self.message.setText(text)

    def show_hint(self, text: str) -> None:
        self.message.setStyleSheet("color: #0b3d91; font-weight: bold;")
        self.message.setText(text)

    def clear_refusal(self) -> None:
        self.message.clear()


class LogPanel(QListWidget):
    def show_lines(self, lines: list[str]) -> None:
        current = [self.item(i).text() for i in range(self.count())]
        if current == lines:
            return
        if lines[:len(current)] != current:
            self.clear()
            current = []
        self.addItems(lines[len(current):])
        self.scrollToBottom()


class ScoreSheet(QTableWidget):
    """The running score sheet: one row per deal, a totals row at the bottom."""

    def show_sheet(self, names: list[str], rows: list[dict], totals: dict[int, int]) -> None:
        self.setColumnCount(2 + len(names))
        self.setHorizontalHeaderLabels([self.tr("Deal"), self.tr("Contract"), *names])
        self.setRowCount(len(rows) + 1)
        for r, row in enumerate(rows):
            declarer = row["declarer"]
            contract = contract_words(row["contract"]) if row["contract"] else \
                self.tr("thrown in")
            if declarer is not None:
                contract += f" ({names[declarer]})"
            self._set(r, 0, str(row["deal"]))
            self._set(r, 1, contract)
            for seat in range(len(names)):
                self._set(r, 2 + seat, f"{row['units'].get(seat, 0):+d}")
        last = len(rows)
        self._set(last, 0, "Σ")
        self._set(last, 1, self.tr("total"))
        for seat in range(len(names)):
            self._set(last, 2 + seat, f"{totals.get(seat, 0):+d}")
        self.resizeColumnsToContents()
        self.scrollToBottom()

    def _set(self, row: int, column: int, text: str) -> None:
        item = QTableWidgetItem(text)
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        if column >= 2:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setItem(row, column, item)


def result_text(result: dict, names: list[str]) -> str:
    """The counting and settlement of a finished deal, in words (an HTML fragment)."""
    def t(text: str) -> str:
        return translate("Result", text)

    if result.get("contract") is None:
        return t("<b>All passed.</b> The cards are thrown in; nobody pays.")
    heading = t("{contract} played by {declarer}").format(
        contract=contract_words(result["contract"]), declarer=names[result["declarer"]])
    if result.get("partner") is not None:
        heading += " " + t("with {partner}").format(partner=names[result["partner"]])
    lines = [f"<h3>{heading}</h3>"]
    if result.get("schleifen"):
        lines.append(t("Thrown in (schleifen): the called king lay in the talon."))
    if "points" in result:
        points = result["points"]
        thirds = result["thirds"]
        exact = f"{thirds['declarer'] // 3}{_third(thirds['declarer'] % 3)}"
        rounded = "" if thirds["declarer"] % 3 == 0 else f" → {points['declarer']}"
        outcome = t("won") if result["won"] else t("lost")
        lines.append(t("Card points, counted in packets of three: declarer's side {exact}, "
                       "defenders {defenders}. The game is <b>{outcome}</b> (36 needed).")
                     .format(exact=exact + rounded, defenders=points["defenders"],
                             outcome=outcome))
    rows = [f"<table cellspacing=6><tr><th align=left>{t('Item')}</th>"
            + "".join(f"<th>{n}</th>" for n in names) + "</tr>"]
    for item in result["items"]:
        cells = "".join(f"<td align=right>{item['amounts'].get(str(s), 0):+d}</td>"
                        for s in range(len(names)))
        rows.append(f"<tr><td>{item_words(item['item'])}</td>{cells}</tr>")
    totals = "".join(f"<td align=right><b>{result['totals'][str(s)]:+d}</b></td>"
                     for s in range(len(names)))
    rows.append(f"<tr><td><b>{t('This deal')}</b></td>{totals}</tr></table>")
    return "<br>".join(lines) + "".join(rows)


def _third(rest: int) -> str:
    return {0: "", 1: "⅓", 2: "⅔"}[rest]
