"""The widgets around the table: the action bar, the game log, the score sheet and what a
session carries across deals."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox, QHeaderView, QListWidget, QListWidgetItem, QPushButton, QTableWidget,
    QTableWidgetItem,
    QVBoxLayout, QWidget,
)

from tarokdesk.core.actions import Action
from tarokdesk.gui.flow import ElidedLabel, FlowLayout
from tarokdesk.gui.rich_text import paragraphs_tip, plain_tip
from tarokdesk.gui.words import choice_words, contract_words, glossary_tip, term_words

CARD_KINDS = ("play", "discard", "give")


def explained_tip(text: str) -> str:
    """A cell's or a line's tooltip: its text as written, then the period terms it uses
    explained (Aufschrift, Brunnen)."""
    return plain_tip(text) + paragraphs_tip(*glossary_tip(text).splitlines())
MANY_CHOICES = 12
"""More choices than this (a card to demand from 53) are offered in a list, not as buttons."""


class ActionBar(QWidget):
    """What the human may do now: a prompt, buttons for every non-card choice (numbered, so
    number keys choose them) and one line for the reason of the last refused action, a hint's
    choice or a quiz question (the teaching panel keeps them in full). The prompt and the
    buttons flow onto further lines in a narrow window, and a prompt wider than the window
    ends in an ellipsis with the whole text as its tooltip: the bar never makes the window
    wider than the screen."""

    chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.prompt = ElidedLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # it names the player
        self.prompt.setStyleSheet("font-weight: bold;")
        self.message = ElidedLabel()  # one line: the teaching panel has the whole story
        self.message.setObjectName("refusal")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setStyleSheet("color: #b00020; font-weight: bold;")
        self.button_box = QWidget()
        self.button_row = FlowLayout(self.button_box)
        self.button_row.addWidget(self.prompt)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.button_box)
        layout.addWidget(self.message)
        self.buttons: list[QPushButton] = []
        self.picker: QComboBox | None = None
        self._shown: tuple = ()

    def show_choices(self, prompt: str, actions: list[Action],
                     commands: list[tuple[str, Callable[[], None]]] = (),
                     talon_parts: int = 2, claimed: bool = False,
                     tip: Callable[[Action], str] | None = None) -> None:
        """Show the prompt, one button per choice and one per table command (e.g. confirm
        a discard); `talon_parts` and `claimed` as `choice_words` takes them; `tip` gives a
        choice's tooltip (what it commits to), else the period terms of its words are
        explained. Adding buttons can resize the window and so call this again: the same
        request twice changes nothing."""
        wanted = (prompt, tuple(a for a in actions if a.kind not in CARD_KINDS),
                  tuple(label for label, _ in commands), talon_parts, claimed)
        if wanted == self._shown:
            return
        self._shown = wanted
        self.prompt.setText(prompt)
        old, self.buttons = self.buttons, []
        for widget in [*old, *([self.picker] if self.picker else [])]:
            self.button_row.removeWidget(widget)
            widget.hide()
            widget.deleteLater()
        self.picker = None
        choices = wanted[1]
        if len(choices) > MANY_CHOICES:
            self.picker = QComboBox()
            self.picker.setAccessibleName(self.tr("Choice"))
            for action in choices:
                label = choice_words(action, talon_parts, claimed)
                self.picker.addItem(label, action)
                self.picker.setItemData(self.picker.count() - 1,
                                        tip(action) if tip else explained_tip(label),
                                        Qt.ItemDataRole.ToolTipRole)
            self.button_row.addWidget(self.picker)
            self.picker.show()
            choices = ()
            commands = [(self.tr("Choose"),
                         lambda: self.chosen.emit(self.picker.currentData())), *commands]
        for number, action in enumerate(choices):
            label = choice_words(action, talon_parts, claimed)
            button = QPushButton(f"&{number + 1} {label}" if number < 9 else label)
            button.setAccessibleName(label)
            button.setToolTip(tip(action) if tip else explained_tip(label))
            button.clicked.connect(lambda _=False, a=action: self.chosen.emit(a))
            self.buttons.append(button)
        for label, command in commands:
            number = len(self.buttons)
            button = QPushButton(f"&{number + 1} {label}" if number < 9 else label)
            button.setAccessibleName(label)
            button.clicked.connect(lambda _=False, c=command: c())
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
        for line in lines[len(current):]:
            item = QListWidgetItem(line)
            if glossary_tip(line):  # a period term in the line is explained on hover
                item.setToolTip(explained_tip(line))
            self.addItem(item)
        self.scrollToBottom()


class ScoreSheet(QTableWidget):
    """The running score sheet: one row per deal, a totals row at the bottom; the players'
    names head the columns, which share the width (no sideways scrolling)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.verticalHeader().hide()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(False)

    def show_sheet(self, names: list[str], rows: list[dict], totals: dict[int, int],
                   persons: list[int] | None = None) -> None:
        """`names` by person; `persons`: those with a column (default all; C1: not the
        entries of dummies' seats, which score for their players)."""
        persons = list(range(len(names))) if persons is None else persons
        if self.columnCount() != 2 + len(persons):
            self.setColumnCount(2 + len(persons))
            self.updateGeometry()  # a wider table wants a wider sheet
        self.setHorizontalHeaderLabels([self.tr("Deal"), self.tr("Contract"),
                                        *(names[p] for p in persons)])
        self.setRowCount(len(rows) + 1)
        for r, row in enumerate(rows):
            declarer = row["declarer"]
            contract = contract_words(row["contract"]) if row["contract"] else \
                self.tr("thrown in")
            if declarer is not None:
                contract += f" ({names[declarer]})"
            self._set(r, 0, str(row["deal"]))
            self._set(r, 1, contract)
            for column, person in enumerate(persons, start=2):
                self._set(r, column, f"{row['units'].get(person, 0):+d}")
        last = len(rows)
        self._set(last, 0, "Σ")
        self._set(last, 1, self.tr("total"))
        for column, person in enumerate(persons, start=2):
            self._set(last, column, f"{totals.get(person, 0):+d}")
        header = self.horizontalHeader()
        header.setMinimumSectionSize(16)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        for column in range(2, self.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self._fit_contract_column()
        for column, person in enumerate(persons, start=2):
            self.horizontalHeaderItem(column).setToolTip(plain_tip(names[person]))
        self.scrollToBottom()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_contract_column()

    def sizeHint(self) -> QSize:
        """Wide enough for the deal number, a short contract and three-digit units per seat
        (the table keeps the rest of the window)."""
        hint = super().sizeHint()
        digits = self.fontMetrics().horizontalAdvance("-888") + 12
        seats = max(0, self.columnCount() - 2)
        return QSize(max(hint.width(), round(digits * (seats + 1.5)) + 40), hint.height())

    def _fit_contract_column(self) -> None:
        """The contract as wide as it needs, but the units come first: the contract gives way
        (elided, whole in its tooltip) so every player's units show in full."""
        if self.columnCount() > 2:
            wanted = max(self.sizeHintForColumn(1), self.horizontalHeader().sectionSizeHint(1))
            seats = range(2, self.columnCount())
            units = max(self.sizeHintForColumn(c) for c in seats) * len(seats)  # equal shares
            room = self.viewport().width() - self.columnWidth(0) - units
            self.setColumnWidth(1, max(16, min(wanted, room)))

    def _set(self, row: int, column: int, text: str) -> None:
        item = QTableWidgetItem(text)
        item.setToolTip(explained_tip(text))
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        if column >= 2:
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setItem(row, column, item)


class CarryPanel(QTableWidget):
    """What the session carries from deal to deal (C4), as the variant gives it
    (`Variant.carry_sheet`): a row per item with a cell per player the sheet lists (C1: not
    a dummy's seat), then rows for the table as a whole (the Blocks board: pot, bêtes, the
    Brunnen). Hidden for games that carry nothing."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.verticalHeader().hide()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)

    def show_carry(self, names: list[str], sheet) -> None:
        self.setVisible(sheet is not None)
        if sheet is None:
            return
        seats = {f"seat{i}": name for i, name in enumerate(names)}
        listed = [seat for seat in range(len(names)) if seat in sheet.seats]
        self.setColumnCount(1 + len(listed))
        self.setHorizontalHeaderLabels([term_words(sheet.title),
                                        *(names[seat] for seat in listed)])
        self.horizontalHeaderItem(0).setToolTip(explained_tip(term_words(sheet.title)))
        self.setRowCount(len(sheet.columns) + len(sheet.lines))
        self.clearSpans()
        for row, column in enumerate(sheet.columns):
            self._set(row, 0, term_words(column))
            for place, seat in enumerate(listed):
                cells = sheet.seats[seat]
                self._set(row, 1 + place, cells[row] if row < len(cells) else "")
        for offset, (label, text) in enumerate(sheet.lines):
            row = len(sheet.columns) + offset
            self._set(row, 0, term_words(label))
            self._set(row, 1, text.format(**seats))
            if len(listed) > 1:
                self.setSpan(row, 1, 1, len(listed))
        header = self.horizontalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setMinimumSectionSize(16)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for column in range(1, self.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.resizeRowsToContents()

    def _set(self, row: int, column: int, text: str) -> None:
        item = QTableWidgetItem(text)
        item.setToolTip(explained_tip(text))
        item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        self.setItem(row, column, item)
