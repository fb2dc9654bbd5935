"""The widgets around the table: the action bar, the game log, the score sheet and what a
session carries across deals."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox, QHeaderView, QLabel, QListView, QListWidget, QListWidgetItem,
    QPushButton, QSizePolicy, QStyle, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from tarokdesk.core.actions import Action
from tarokdesk.gui import theme
from tarokdesk.gui.flow import ElidedLabel, FlowLayout, WrappedLabel
from tarokdesk.gui.rich_text import plain_tip
from tarokdesk.gui.words import (
    capitalised, choice_words, contract_words, explained_tip, glossary_tip, marked, term_words,
)
from tarokdesk.rules.exchange import GIVE
from tarokdesk.rules.talon import DISCARD
from tarokdesk.rules.trickplay import PLAY

CARD_KINDS = (PLAY, DISCARD, GIVE)
NAMED = 0.33
"""The score sheet asks for room for the players' whole names up to this share of the
window's width; else their initials head the columns."""
WITH_CONTRACT = 0.28
"""The score sheet asks for room for its longest contract on one line up to this share of
the window's width; beyond it the contract wraps."""
SHOWN_ROWS = 3
"""The score sheet shows at least this many rows (the last deals and the total) however
much of the height the board beside it takes."""
MANY_CHOICES = 12
"""More choices than this (a card to demand from 53) are offered in a list, not as buttons."""


def bold() -> QFont:
    """Bold, and in every other attribute the parent's font (so the bar's size reaches it)."""
    font = QFont()
    font.setBold(True)
    return font


class ActionBar(QWidget):
    """What the human may do now: a prompt, buttons for every non-card choice (numbered, so
    number keys choose them) and one line for the reason of the last refused action, a hint's
    choice or a quiz question (the teaching panel keeps them in full), and under a hint its
    reason in up to two lines while the teaching panel is out of sight (a narrow window folds
    it away), since the reason is what a learner asked for. The prompt and the
    buttons flow onto further lines in a narrow window, and a prompt wider than the window
    ends in an ellipsis with the whole text as its tooltip: the bar never makes the window
    wider than the screen."""

    chosen = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.prompt = ElidedLabel()
        self.prompt.setObjectName("prompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # it names the player
        self.prompt.setFont(bold())
        self.message = ElidedLabel()  # one line: the teaching panel has the whole story
        self.message.setObjectName("refusal")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setFont(bold())
        self.reason = WrappedLabel(2)
        self.reason.setObjectName("hint_reason")
        self.reason.hide()
        self.reason_wanted = False
        """Whether the hint's reason belongs here (the teaching panel is out of sight)."""
        self.button_box = QWidget()
        self.button_row = FlowLayout(self.button_box)
        self.button_row.addWidget(self.prompt)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.button_box)
        layout.addWidget(self.message)
        layout.addWidget(self.reason)
        self.buttons: list[QPushButton] = []
        self.picker: QComboBox | None = None
        self._shown: tuple = ()

    def show_choices(self, prompt: str, actions: list[Action],
                     commands: Sequence[tuple[str, Callable[[], None]]] = (),
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
            picker = self.picker = QComboBox()
            picker.setAccessibleName(self.tr("Choice"))
            for action in choices:
                label = choice_words(action, talon_parts, claimed)
                picker.addItem(label, action)
                picker.setItemData(picker.count() - 1,
                                   tip(action) if tip else explained_tip(label),
                                   Qt.ItemDataRole.ToolTipRole)
            self.button_row.addWidget(picker)
            picker.show()
            choices = ()
            commands = [(self.tr("Choose"), lambda: self.chosen.emit(picker.currentData())),
                        *commands]
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
        theme.set_tone(self.message, theme.REFUSAL)
        self.message.setText(text)
        self._show_reason("")

    def show_hint(self, text: str, reason: str = "") -> None:
        theme.set_tone(self.message, theme.HINT)
        self.message.setText(text)
        self._show_reason(reason)

    def clear_refusal(self) -> None:
        self.message.clear()
        self._show_reason("")

    def want_reason(self, wanted: bool) -> None:
        """Show the hint's reason here (True) or leave it to the teaching panel."""
        self.reason_wanted = wanted
        self._show_reason(self.reason.text())

    def _show_reason(self, reason: str) -> None:
        self.reason.setText(reason)
        self.reason.setVisible(bool(reason) and self.reason_wanted)


class LogPanel(QListWidget):
    """The game log: a line per action, a long line wrapping (never scrolling sideways)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListView.ResizeMode.Adjust)

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


def initials(names: list[str]) -> list[str]:
    """Each name shortened to its initials ("Anna Maria" -> "AM"), lengthened from its first
    word where two would read alike ("Anna", "Andreas" -> "An", "And"); a name that ends in
    a seat's letter (a problem's "You as A") is shortened to that letter, as the other seats
    there are named."""
    short = [name.split()[-1] if len(name.split()) > 1 and len(name.split()[-1]) == 1
             else "".join(word[:1] for word in name.split()) or name for name in names]
    for index, name in enumerate(names):
        letters = 1
        while short.count(short[index]) > 1 and letters < len(name):
            letters += 1
            short[index] = name.split()[0][:letters] + "".join(
                word[:1] for word in name.split()[1:])
    return short


def widest_name(table: QTableWidget, names) -> int:
    """The width a column needs to be headed by the widest of `names`."""
    header = table.horizontalHeader()
    margin = 2 * table.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) + 4
    return max((header.fontMetrics().horizontalAdvance(name) + margin for name in names),
               default=0)


def names_fit(table: QTableWidget, names: dict[int, str]) -> bool:
    """Whether every one of `names` (by column) fits its share of what the table's other
    columns leave of the width."""
    header = table.horizontalHeader()
    others = sum(header.sectionSize(c) for c in range(table.columnCount()) if c not in names)
    share = (table.viewport().width() - others) // max(1, len(names))
    return widest_name(table, names.values()) <= share


def head_with_names(tables: list) -> None:
    """Head the players' columns of `tables` (each with its `names` by column; hidden ones
    aside) with their names where every name fits in every one of them, else all with their
    initials, so that tables shown together name the players alike; the whole name is each
    header's tooltip."""
    shown = [table for table in tables if table.names and not table.isHidden()]
    fit = all(names_fit(table, table.names) for table in shown)
    for table in shown:
        names = table.names
        for (column, name), short in zip(names.items(), initials(list(names.values()))):
            item = table.horizontalHeaderItem(column)
            if item is not None:
                item.setText(name if fit else short)
                item.setToolTip(plain_tip(name))


class ScoreSheet(QTableWidget):
    """The running score sheet: one row per deal, a totals row at the bottom; the players'
    names head the columns (their initials where a name does not fit), which share the width
    (no sideways scrolling)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.verticalHeader().hide()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setWordWrap(True)
        self.names: dict[int, str] = {}
        """The players' names by column."""
        self.together: list[QTableWidget] = [self]
        """The tables shown with this one, which name the players alike (head_with_names)."""
        rows = self.verticalHeader().defaultSectionSize()
        self.setMinimumHeight(self.horizontalHeader().sizeHint().height() + SHOWN_ROWS * rows
                              + 2 * self.frameWidth())

    def show_sheet(self, names: list[str], rows: list[dict], totals: dict[int, int],
                   persons: list[int] | None = None, gains: tuple[str, ...] = ()) -> None:
        """`names` by person; `persons`: those with a column (default all; C1: not the
        entries of dummies' seats, which score for their players). With `gains`
        (`CarrySheet.deal_gains`) a deal's row shows what it added to the carried counts,
        the units a deal settles follow in a row of their own, and the units' sum is shown
        only once there are such rows to add up (a sum of zero under rows of points reads as
        their sum)."""
        persons = list(range(len(names))) if persons is None else persons
        if self.columnCount() != 2 + len(persons):
            self.setColumnCount(2 + len(persons))
            self.updateGeometry()  # a wider table wants a wider sheet
        self.setHorizontalHeaderLabels([self.tr("Deal"), self.tr("Contract"),
                                        *(names[p] for p in persons)])
        lines = [line for row in rows for line in self._lines(row, names, gains)]
        summed = not gains or any(any(row["units"].values()) for row in rows)
        self.setRowCount(len(lines) + summed)
        for r, (deal, contract, cells) in enumerate(lines):
            self._set(r, 0, deal)
            self._set(r, 1, contract)
            for column, person in enumerate(persons, start=2):
                self._set(r, column, f"{cells.get(person, 0):+d}")
        if summed:  # with gains, the units' sum only under rows of units settled
            last = len(lines)
            self._set(last, 0, "Σ")
            self._set(last, 1, self.tr("Units in all") if gains else self.tr("Total"))
            for column, person in enumerate(persons, start=2):
                self._set(last, column, f"{totals.get(person, 0):+d}")
        header = self.horizontalHeader()
        header.setMinimumSectionSize(16)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        for column in range(2, self.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.names = {column: names[person] for column, person in enumerate(persons, start=2)}
        self._fit_contract_column()
        self.updateGeometry()  # its height follows its rows
        self.scrollToBottom()

    def _lines(self, row: dict, names: list[str], gains: tuple[str, ...]
               ) -> list[tuple[str, str, dict[int, int]]]:
        """A deal's lines of the sheet (deal, contract, figures by person): its units, or
        with `gains` the first count's gains, the others' gainers named after the contract,
        and a line of the units where the deal settled any."""
        declarer = row["declarer"]
        contract = capitalised(contract_words(row["contract"])) if row["contract"] else \
            self.tr("thrown in")
        if declarer is not None:
            contract = marked(contract, names[declarer])
        if not gains:
            return [(str(row["deal"]), contract, row["units"])]
        figure, *marks = gains
        short = initials(names)  # the contract column stays narrow
        for mark in marks:
            gainers = [short[p] for p, counts in sorted(row["gains"].items()) if counts.get(mark)]
            if gainers:
                contract += f" · {term_words(mark)}: {' & '.join(gainers)}"
        lines = [(str(row["deal"]), contract,
                  {person: counts.get(figure, 0) for person, counts in row["gains"].items()})]
        if any(row["units"].values()):
            lines.append(("", self.tr("Settled"), row["units"]))
        return lines

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_contract_column()

    def sizeHint(self) -> QSize:
        """Wide enough for the deal number, the contract's header and three-digit units per
        seat, and for the players' names (equal shares) beside the contract on two lines
        where that takes at most NAMED of the window's width; then for the longest contract
        on one line, up to WITH_CONTRACT of it (the table keeps the rest). As tall as its
        rows, so that the box of what is carried sits right under the last deal rather than
        under a band of empty paper."""
        hint = super().sizeHint()
        digits = self.fontMetrics().horizontalAdvance("-888") + 12
        header = self.horizontalHeader()
        heads = sum(header.sectionSizeHint(c) for c in range(min(2, self.columnCount())))
        rest = heads + self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + \
            2 * self.frameWidth() + 4
        seats = max(0, self.columnCount() - 2)
        least = rest + digits * seats
        contract = max(0, self.sizeHintForColumn(1) - header.sectionSizeHint(1)) \
            if self.columnCount() > 1 else 0  # on one line, where there is room
        two_lines = max(0, self._contract_in_two_lines() - header.sectionSizeHint(1)) \
            if self.columnCount() > 1 else 0
        named = rest + two_lines + max(digits, widest_name(self, self.names.values())) * seats
        base = named if named <= self.window().width() * NAMED else least
        width = min(base + contract, max(base, round(self.window().width() * WITH_CONTRACT)))
        height = self.horizontalHeader().height() + self.verticalHeader().length() + \
            2 * self.frameWidth()
        return QSize(max(hint.width(), width), height)

    def _fit_contract_column(self) -> None:
        """The contract on one line where there is room for it beside the players' names, on
        two where that keeps the names in full; only where even two lines would push the
        names out, the contract takes what the players' units leave (their initials head
        the columns), wrapped with its header kept whole. Then the headers of the sheet and
        the tables shown with it (`together`) are fitted to their columns."""
        if self.columnCount() > 2:
            heading = self.horizontalHeader().sectionSizeHint(1)
            wanted = max(self.sizeHintForColumn(1), heading)
            seats = range(2, self.columnCount())
            units = max(self.sizeHintForColumn(c) for c in seats)
            left = self.viewport().width() - self.columnWidth(0)
            beside_names = left - max(units, widest_name(self, self.names.values())) * len(seats)
            room = beside_names if self._contract_in_two_lines() <= beside_names else \
                left - units * len(seats)
            self.setColumnWidth(1, max(heading, min(wanted, room)))
            self.resizeRowsToContents()
        head_with_names(self.together)

    def _contract_in_two_lines(self) -> int:
        """The narrowest contract column in which no contract takes more than two lines."""
        metrics = self.fontMetrics()
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                               self) + 1) + 2
        widest = 0
        for row in range(self.rowCount()):
            item = self.item(row, 1)
            words = item.text().split(" ") if item is not None else []
            widest = max(widest, min(
                (max(metrics.horizontalAdvance(" ".join(words[:cut])),
                     metrics.horizontalAdvance(" ".join(words[cut:])))
                 for cut in range(1, len(words) + 1)), default=0))
        return widest + margin

    def _set(self, row: int, column: int, text: str) -> None:
        self.setItem(row, column, sheet_item(text, figure=column >= 2))


def sheet_item(text: str, figure: bool) -> QTableWidgetItem:
    """A cell of the score sheet or the box under it, read-only; a player's figure right-aligned
    (so that the columns' units line up, signed or not), a label as written."""
    item = QTableWidgetItem(text)
    item.setToolTip(explained_tip(text))
    item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
    if figure:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


class CarryPanel(QTableWidget):
    """What the session carries from deal to deal (C4), as the variant gives it
    (`Sitting.carry_sheet`): a row per item with a cell per player the sheet lists (C1: not
    a dummy's seat), then rows for the table as a whole (the Blocks board: pot, bêtes, the
    Brunnen). Hidden for games that carry nothing. Where it shows, it and the score sheet
    above it are each headed by what they count (`caption`, `units_caption`, laid out by
    the window), since the sheet's units are not the carried score."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.caption = QLabel()
        self.units_caption = QLabel()
        self.caption.setObjectName("carry-caption")  # headed as the docks are (theme)
        for label in (self.caption, self.units_caption):
            label.setFont(bold())
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.hide()
        self.verticalHeader().hide()
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWordWrap(True)
        self.names: dict[int, str] = {}
        """The players' names by column."""
        self.together: list[QTableWidget] = [self]
        """The tables shown with this one, which name the players alike (head_with_names)."""
        self.fitting = False

    def show_carry(self, names: list[str], sheet, persons: list[int | None] | None = None
                   ) -> None:
        """`names` by seat; `persons` by seat, the person holding it (C5), so that the
        players' columns run in the score sheet's order of persons above."""
        self.setVisible(sheet is not None)
        self.caption.setVisible(sheet is not None)
        self.units_caption.setVisible(sheet is not None and bool(sheet.deal_units))
        if sheet is None:
            return
        title = capitalised(term_words(sheet.title))
        self.caption.setText(title)
        self.caption.setToolTip(explained_tip(title))
        self.units_caption.setText(capitalised(term_words(sheet.deal_units)))
        seats = {f"seat{i}": name for i, name in enumerate(names)}
        holder = {seat: person for seat, person in enumerate(persons or []) if person is not None}
        listed = sorted((seat for seat in range(len(names)) if seat in sheet.seats),
                        key=lambda seat: holder.get(seat, seat))
        self.setColumnCount(1 + len(listed))
        self.setHorizontalHeaderLabels(["", *(names[seat] for seat in listed)])
        self.setRowCount(len(sheet.columns) + len(sheet.lines))
        self.clearSpans()
        for row, column in enumerate(sheet.columns):
            self._set(row, 0, capitalised(term_words(column)))
            for place, seat in enumerate(listed):
                cells = sheet.seats[seat]
                self._set(row, 1 + place, cells[row] if row < len(cells) else "", figure=True)
        for offset, (label, text) in enumerate(sheet.lines):
            row = len(sheet.columns) + offset
            self._set(row, 0, capitalised(term_words(label)))
            self._set(row, 1, text.format(**seats))
            if len(listed) > 1:
                self.setSpan(row, 1, 1, len(listed))
        header = self.horizontalHeader()
        header.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setMinimumSectionSize(16)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        for column in range(1, self.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
        self.names = {1 + place: names[seat] for place, seat in enumerate(listed)}
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def updateGeometries(self) -> None:
        """The columns were laid out anew (their stretch is settled after a resize)."""
        super().updateGeometries()
        self._fit()

    def _fit(self) -> None:
        """Names in the header, and as tall as its rows at this width: the board is read
        whole, never scrolled (the score sheet beside it takes the rest of the height). A
        row for the whole table wraps across all the players' columns."""
        if getattr(self, "fitting", True):  # fitting already, or not yet built
            return
        self.fitting = True
        try:
            self._fit_rows()
        finally:
            self.fitting = False

    def _fit_rows(self) -> None:
        head_with_names(self.together)
        self.resizeRowsToContents()
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1
        for row in range(self.rowCount()):
            item = self.item(row, 1)
            if item is not None and self.columnSpan(row, 1) > 1:
                room = self.visualRect(self.model().index(row, 1)).width() - 2 * margin
                needed = self.fontMetrics().boundingRect(
                    QRect(0, 0, max(1, room), 10_000), Qt.TextFlag.TextWordWrap,
                    item.text()).height() + 2 * margin
                self.setRowHeight(row, max(self.rowHeight(row), needed))
        rows = sum(self.rowHeight(row) for row in range(self.rowCount()))
        self.setFixedHeight(self.horizontalHeader().height() + rows + 2 * self.frameWidth())

    def _set(self, row: int, column: int, text: str, figure: bool = False) -> None:
        self.setItem(row, column, sheet_item(text, figure))
