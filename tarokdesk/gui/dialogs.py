"""Dialogs: a new game (variant, seats, seed, the variant's options in player words) and the
last trick. The rules pages are in gui/rules_pages.py."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout,
    QLabel, QLineEdit, QVBoxLayout,
)

from tarokdesk.core.variant import all_variants
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.i18n import plural, translate
from tarokdesk.gui.words import card_words
from tarokdesk.names import is_valid_name
from tarokdesk.players import PLAYER_KINDS

YOU = QT_TRANSLATE_NOOP("NewGameDialog", "You")
DEFAULT_NAMES = (YOU, "Anna", "Bernhard", "Clara", "David")
LEVEL_NAMES = (QT_TRANSLATE_NOOP("NewGameDialog", "random"),
               QT_TRANSLATE_NOOP("NewGameDialog", "beginner"),
               QT_TRANSLATE_NOOP("NewGameDialog", "standard"),
               QT_TRANSLATE_NOOP("NewGameDialog", "expert"))


def player_names(names) -> list[str]:
    """Remembered names, with the default "You" in the table's language."""
    return [translate("NewGameDialog", name) if name == YOU else name for name in names]


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel, wired to the dialog's accept and reject."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class NewGameDialog(QDialog):
    def __init__(self, parent=None, initial: TableSetup | None = None, settings=None):
        super().__init__(parent)
        self.names = player_names(settings["player_names"] if settings else DEFAULT_NAMES)
        self.last_options = dict(settings["last_options"]) if settings else {}
        self.setWindowTitle(self.tr("New game"))
        self.variants = all_variants()
        self.variant_box = QComboBox()
        for variant_id, cls in sorted(self.variants.items()):
            self.variant_box.addItem(cls.name, variant_id)
        self.size_box = QComboBox()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.seats_box = QGroupBox(self.tr("Players"))
        self.seats_grid = QGridLayout(self.seats_box)
        self.options_box = QGroupBox(self.tr("Rules"))
        self.options_form = QFormLayout(self.options_box)
        self.seat_rows: list[tuple[QLineEdit, QComboBox]] = []
        self.option_boxes: dict[str, QComboBox] = {}

        form = QFormLayout()
        form.addRow(self.tr("&Variant"), self.variant_box)
        form.addRow(self.tr("&Table size"), self.size_box)
        form.addRow(self.tr("&Seed (to replay a deal)"), self.seed_edit)
        buttons = ok_cancel(self)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.options_box)
        layout.addWidget(buttons)

        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self.size_box.currentIndexChanged.connect(self._size_changed)
        variant = initial.variant_id if initial else (settings["last_variant"] if settings
                                                            else None)
        if variant is not None and self.variant_box.findData(variant) >= 0:
            self.variant_box.setCurrentIndex(self.variant_box.findData(variant))
        self._variant_changed()

    def _variant_changed(self) -> None:
        cls = self.variants[self.variant_box.currentData()]
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        for key, option in cls.options.items():
            box = QComboBox()
            for choice, words in zip(option.choices, option.value_labels):
                box.addItem(translate("Options", words), choice)
            remembered = self.last_options.get(key)
            if isinstance(remembered, list):
                remembered = tuple(remembered)
            if remembered in option.choices:
                box.setCurrentIndex(option.choices.index(remembered))
            label = translate("Options", option.label)
            box.setToolTip(translate("Options", option.explain))
            box.setAccessibleName(label)
            self.options_form.addRow(QLabel(label), box)
            self.option_boxes[key] = box
            box.currentIndexChanged.connect(self._option_changed)
        self.size_box.blockSignals(True)
        self.size_box.clear()
        for count in cls.seat_counts:
            self.size_box.addItem("", count)
        self._label_sizes()
        self.size_box.blockSignals(False)
        self._size_changed()

    def _table(self, size: int):
        """The chosen rules at a table of `size` seats."""
        return self.variants[self.variant_box.currentData()](self._options(), size)

    def _persons(self, size: int) -> int:
        """How many persons the chosen rules seat at a table of `size`: one a seat but for
        the dummies' (C1: en deux's two, Neunzehnerrufen's Strohmann forms), or as they
        change seats by rubber (C5: five at en cinq's four seats; en deux with three)."""
        return self._table(size).table_persons()

    def _label_sizes(self) -> None:
        for index in range(self.size_box.count()):
            persons = self._persons(self.size_box.itemData(index))
            self.size_box.setItemText(index, plural("NewGameDialog", "%n players", persons))

    def _option_changed(self) -> None:
        """An option may change how many persons play: the sizes and the rows follow."""
        self._label_sizes()
        size = self.size_box.currentData() or 0
        if size and self._persons(size) != len(self.seat_rows):
            self._size_changed()

    def _options(self) -> dict:
        return {key: box.currentData() for key, box in self.option_boxes.items()}

    def _size_changed(self) -> None:
        while self.seats_grid.count():
            widget = self.seats_grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.seat_rows = []
        size = self.size_box.currentData() or 0
        persons = self._persons(size) if size else 0
        for seat in range(persons):
            name = QLineEdit((self.names + player_names(DEFAULT_NAMES))[seat])
            name.setAccessibleName(self.tr("Name of seat {number}").format(number=seat + 1))
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)
            for player_kind in PLAYER_KINDS:
                kind.addItem(self.tr("Computer: {level}").format(level=self.tr(player_kind)), player_kind)
            kind.setCurrentIndex(0 if seat == 0 else kind.findData("standard"))
            label = self.tr("Player {number}") if persons != size else self.tr("Seat {number}")
            self.seats_grid.addWidget(QLabel(label.format(number=seat + 1)), seat, 0)
            self.seats_grid.addWidget(name, seat, 1)
            self.seats_grid.addWidget(kind, seat, 2)
            self.seat_rows.append((name, kind))

    def setup(self) -> TableSetup:
        import secrets

        seats = [SeatSetup(name.text().strip() if is_valid_name(name.text())
                           else player_names(DEFAULT_NAMES)[i], kind.currentData())
                 for i, (name, kind) in enumerate(self.seat_rows)]
        options, size = self._options(), self.size_box.currentData()
        seats = self._table(size).by_seat(seats, SeatSetup(self.tr("Dummy"), "standard"))
        return TableSetup(self.variant_box.currentData(), seats,
                          self.seed_edit.text().strip() or secrets.token_hex(4), options,
                          n_seats=size)


class LastTrickDialog(QDialog):
    """Codex §16: every player may look at the last trick."""

    def __init__(self, trick, names: list[str], parent=None, ace_letter: str = "1"):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        layout = QVBoxLayout(self)
        if trick is None:
            layout.addWidget(QLabel(self.tr("No trick has been taken yet.")))
        else:
            _, plays, winner = trick
            row = QHBoxLayout()
            labels = [QLabel(f"{names[seat]}: {card_words(card, ace_letter)}") for seat, card in plays]
            labels.append(QLabel(self.tr("Won by {name}.").format(name=names[winner])))
            for label in labels:
                label.setTextFormat(Qt.TextFormat.PlainText)  # players' names
            for label in labels[:-1]:
                row.addWidget(label)
            layout.addLayout(row)
            layout.addWidget(labels[-1])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
