"""Dialogs: a new game (variant, seats, seed, the variant's options), the last trick, and the
rules of the variant being played."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout,
    QLabel, QLineEdit, QTextBrowser, QVBoxLayout,
)

from tarokdesk.core.variant import all_variants
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.words import card_words
from tarokdesk.players import PLAYER_KINDS

DEFAULT_NAMES = ("You", "Anna", "Bernhard", "Clara", "David")


class NewGameDialog(QDialog):
    def __init__(self, parent=None, initial: TableSetup | None = None, settings=None):
        super().__init__(parent)
        self.names = list(settings["player_names"]) if settings else list(DEFAULT_NAMES)
        self.last_options = dict(settings["last_options"]) if settings else {}
        self.setWindowTitle("New game")
        self.variants = all_variants()
        self.variant_box = QComboBox()
        for variant_id, cls in sorted(self.variants.items()):
            self.variant_box.addItem(cls.name, variant_id)
        self.size_box = QComboBox()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText("random")
        self.seed_edit.setAccessibleName("Seed")
        self.seats_box = QGroupBox("Players")
        self.seats_grid = QGridLayout(self.seats_box)
        self.options_box = QGroupBox("Rules")
        self.options_form = QFormLayout(self.options_box)
        self.seat_rows: list[tuple[QLineEdit, QComboBox]] = []
        self.option_boxes: dict[str, QComboBox] = {}

        form = QFormLayout()
        form.addRow("&Variant", self.variant_box)
        form.addRow("&Table size", self.size_box)
        form.addRow("&Seed (to replay a deal)", self.seed_edit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
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
        self.size_box.blockSignals(True)
        self.size_box.clear()
        for count in cls.seat_counts:
            self.size_box.addItem(f"{count} at the table", count)
        self.size_box.blockSignals(False)
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_boxes = {}
        for key, option in cls.options.items():
            box = QComboBox()
            for choice in option.choices:
                box.addItem(_choice_label(choice), choice)
            remembered = self.last_options.get(key)
            if isinstance(remembered, list):
                remembered = tuple(remembered)
            if remembered in option.choices:
                box.setCurrentIndex(option.choices.index(remembered))
            box.setToolTip(option.doc)
            box.setAccessibleName(option.doc)
            self.options_form.addRow(QLabel(key.replace("_", " ")), box)
            self.option_boxes[key] = box
        self._size_changed()

    def _size_changed(self) -> None:
        while self.seats_grid.count():
            widget = self.seats_grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        self.seat_rows = []
        for seat in range(self.size_box.currentData() or 0):
            name = QLineEdit(self.names[seat] if seat < len(self.names) else DEFAULT_NAMES[seat])
            name.setAccessibleName(f"Name of seat {seat + 1}")
            kind = QComboBox()
            kind.addItem("Human", HUMAN)
            for player_kind in PLAYER_KINDS:
                kind.addItem(f"Computer ({player_kind})", player_kind)
            kind.setCurrentIndex(0 if seat == 0 else 1)
            self.seats_grid.addWidget(QLabel(f"Seat {seat + 1}"), seat, 0)
            self.seats_grid.addWidget(name, seat, 1)
            self.seats_grid.addWidget(kind, seat, 2)
            self.seat_rows.append((name, kind))

    def setup(self) -> TableSetup:
        import secrets

        seats = [SeatSetup(name.text().strip() or DEFAULT_NAMES[i], kind.currentData())
                 for i, (name, kind) in enumerate(self.seat_rows)]
        options = {key: box.currentData() for key, box in self.option_boxes.items()}
        return TableSetup(self.variant_box.currentData(), seats,
                          self.seed_edit.text().strip() or secrets.token_hex(4), options)


def _choice_label(choice) -> str:
    if isinstance(choice, bool):
        return "yes" if choice else "no"
    if isinstance(choice, tuple):
        return " / ".join(map(str, choice))
    return str(choice)


class LastTrickDialog(QDialog):
    """Codex §16: every player may look at the last trick."""

    def __init__(self, trick, names: list[str], parent=None):
        super().__init__(parent)
        self.setWindowTitle("Last trick")
        layout = QVBoxLayout(self)
        if trick is None:
            layout.addWidget(QLabel("No trick has been taken yet."))
        else:
            _, plays, winner = trick
            row = QHBoxLayout()
            for seat, card in plays:
                row.addWidget(QLabel(f"{names[seat]}: {card_words(card)}"))
            layout.addLayout(row)
            layout.addWidget(QLabel(f"Won by {names[winner]}."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


def rules_path(rules_file: str) -> Path | None:
    here = Path(__file__).resolve().parent.parent
    for folder in (here / "assets" / "rules", here.parent / "assets" / "rules"):
        if (folder / rules_file).exists():
            return folder / rules_file
    return None


class RulesDialog(QDialog):
    def __init__(self, rules_file: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(f"Rules — {rules_file}")
        self.resize(760, 640)
        browser = QTextBrowser()
        path = rules_path(rules_file)
        browser.setMarkdown(path.read_text(encoding="utf-8") if path else
                            f"The rule file {rules_file} is not installed.")
        layout = QVBoxLayout(self)
        layout.addWidget(browser)
