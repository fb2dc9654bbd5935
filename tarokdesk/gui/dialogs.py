"""Dialogs: a new game (the games grouped by family and pack, each with its players and a line
about it; seats, seed, and the variant's options as house rules with their explanations) and
the last trick. The rules pages are in gui/rules_pages.py."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QScrollArea, QToolButton, QTreeWidget, QTreeWidgetItem,
    QVBoxLayout, QWidget,
)

from tarokdesk.core.variant import Variant, all_variants
from tarokdesk.gui import theme
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, plural, translate
from tarokdesk.gui.person_names import DEFAULT_NAMES, shown_names, stored_name
from tarokdesk.gui.words import card_words, game_name
from tarokdesk.names import is_valid_name
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.players.temperament import BOLD, CAUTIOUS, NORMAL, TEMPERAMENTS

LEVEL_NAMES = (QT_TRANSLATE_NOOP("NewGameDialog", "random"),
               QT_TRANSLATE_NOOP("NewGameDialog", "beginner"),
               QT_TRANSLATE_NOOP("NewGameDialog", "standard"),
               QT_TRANSLATE_NOOP("NewGameDialog", "expert"))
TEMPERAMENT_WORDS = {
    CAUTIOUS: (QT_TRANSLATE_NOOP("NewGameDialog", "cautious"), QT_TRANSLATE_NOOP(
        "NewGameDialog", "Bids and announces only with about a tarock more than the books ask "
                         "for.")),
    NORMAL: (QT_TRANSLATE_NOOP("NewGameDialog", "normal"), QT_TRANSLATE_NOOP(
        "NewGameDialog", "Bids and announces as the books advise.")),
    BOLD: (QT_TRANSLATE_NOOP("NewGameDialog", "bold"), QT_TRANSLATE_NOOP(
        "NewGameDialog", "Bids and announces already with about a tarock less than the books "
                         "ask for.")),
}
"""Each temperament of the computer players (players/temperament.py): its name and what it
does, for the new-game dialog."""
FAMILIES = {"tarok": QT_TRANSLATE_NOOP("NewGameDialog", "Tarock — {cards} cards"),
            "trump-suit": QT_TRANSLATE_NOOP("NewGameDialog", "Whist — {cards} cards")}
"""A group of the game list: the card play's family (`Strategy.family`) and the pack."""
VARIANT_ROLE = Qt.ItemDataRole.UserRole


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK and Cancel, wired to the dialog's accept and reject."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                               | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


def family_of(cls: type[Variant]) -> tuple[str, int]:
    """The group a game is listed in: its family of card play and the size of its pack."""
    return cls.strategy.family, len(cls.pack.cards)


def families(variants: dict[str, type[Variant]]) -> list[tuple[tuple[str, int], list[str]]]:
    """The games by group: Tarock before Whist; within a family the first game's pack first
    (`Presentation.first_game`), then the smaller packs; each group's games by name."""
    groups: dict[tuple[str, int], list[str]] = {}
    for variant_id, cls in sorted(variants.items(), key=lambda item: game_name(item[1])):
        groups.setdefault(family_of(cls), []).append(variant_id)
    first = {family_of(cls) for cls in variants.values() if cls.presentation.first_game}
    return sorted(groups.items(), key=lambda group: (
        list(FAMILIES).index(group[0][0]), group[0] not in first, group[0][1]))


def persons_words(cls: type[Variant]) -> str:
    """How many play the game: "4 players", "3 or 4 players" (persons, not seats: C1, C5)."""
    counts = sorted({cls({}, size).seating.table_persons() for size in cls.seat_counts})
    if len(counts) == 1:
        return plural("NewGameDialog", "%n players", counts[0])
    return translate("NewGameDialog", "{counts} or {last} players").format(
        counts=", ".join(map(str, counts[:-1])), last=counts[-1])


def group_words(family: tuple[str, int]) -> str:
    return translate("NewGameDialog", FAMILIES[family[0]]).format(cards=family[1])


class NewGameDialog(QDialog):
    """Choose a game from the list grouped by family, see what it is, set the table and,
    under House rules (folded away until opened), the book's open questions, each with
    its explanation."""

    def __init__(self, parent=None, initial: TableSetup | None = None, settings=None):
        super().__init__(parent)
        self.names = shown_names(settings["player_names"] if settings else DEFAULT_NAMES)
        self.last_options = dict(settings["last_options"]) if settings else {}
        self.setWindowTitle(self.tr("New game"))
        self.variants = all_variants()
        self.games = QTreeWidget()
        self.games.setColumnCount(2)
        self.games.setHeaderLabels([self.tr("Game"), self.tr("Players")])
        self.games.setRootIsDecorated(False)
        self.games.setAccessibleName(self.tr("Game"))
        self.items: dict[str, QTreeWidgetItem] = {}
        for family, variant_ids in families(self.variants):
            group = QTreeWidgetItem(self.games, [group_words(family)])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            group.setFirstColumnSpanned(True)
            for variant_id in variant_ids:
                cls = self.variants[variant_id]
                item = QTreeWidgetItem(group, [self.listed_name(cls), persons_words(cls)])
                item.setData(0, VARIANT_ROLE, variant_id)
                item.setToolTip(0, translate("Variants", cls.presentation.summary))
                self.items[variant_id] = item
        self.games.expandAll()
        header = self.games.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, header.ResizeMode.Stretch)
        header.setSectionResizeMode(1, header.ResizeMode.ResizeToContents)
        self.title = QLabel()
        self.title.setObjectName("dialog-title")
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.size_box = QComboBox()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setAccessibleName(self.tr("Seed"))
        self.temperament_box = QComboBox()
        for temperament in TEMPERAMENTS:
            name, tip = TEMPERAMENT_WORDS[temperament]
            self.temperament_box.addItem(self.tr(name), temperament)
            self.temperament_box.setItemData(self.temperament_box.count() - 1, self.tr(tip),
                                             Qt.ItemDataRole.ToolTipRole)
        self.temperament_box.setToolTip(self.tr(
            "How readily the computer players bid and announce: cautious ones ask more of "
            "their hand than the books, bold ones less. In the Whist games it changes "
            "nothing."))
        self.temperament_box.setCurrentIndex(self.temperament_box.findData(
            initial.temperament if initial else NORMAL))
        self.seats_box = QGroupBox(self.tr("Players"))
        self.seats_grid = QGridLayout(self.seats_box)
        self.rules_toggle = QToolButton()
        self.rules_toggle.setCheckable(True)
        self.rules_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.rules_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.rules_toggle.setObjectName("rules-toggle")
        self.rules_toggle.toggled.connect(self._fold_rules)
        self.rules_area = QScrollArea()
        self.rules_area.setWidgetResizable(True)
        self.rules_area.setFrameShape(QFrame.Shape.NoFrame)
        self.rules_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rules_area.hide()
        self.seat_rows: list[tuple[QLineEdit, QComboBox]] = []
        self.option_boxes: dict[str, QComboBox] = {}
        self.option_explanations: dict[str, QLabel] = {}

        form = QFormLayout()
        form.setHorizontalSpacing(2 * self.fontMetrics().averageCharWidth())  # the longest
        # label, whichever the language, stands clear of its field
        form.addRow(self.tr("&Table size"), self.size_box)
        form.addRow(self.tr("&Seed (to replay a deal)"), self.seed_edit)
        form.addRow(self.tr("T&emperament of the computer players"), self.temperament_box)
        right = QVBoxLayout()
        for widget in (self.title, self.about, self.facts):
            right.addWidget(widget)
        right.addLayout(form)
        right.addWidget(self.seats_box)
        right.addWidget(self.rules_toggle)
        right.addWidget(self.rules_area, 1)
        right.addStretch(0)
        columns = QHBoxLayout()
        columns.addWidget(self.games, 2)
        columns.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(ok_cancel(self))
        theme.dress(self)
        self._fit_screen(parent)

        self.games.currentItemChanged.connect(self._variant_changed)
        self.size_box.currentIndexChanged.connect(self._size_changed)
        variant = initial.variant_id if initial else (settings["last_variant"] if settings
                                                            else None)
        self.choose(variant if variant in self.items else
                    next(v for v, cls in sorted(self.variants.items())
                         if cls.presentation.first_game))

    def _fit_screen(self, parent) -> None:
        """As large as the window it opens over (or the screen) allows, up to a size where
        the list, the table and a few house rules stand side by side."""
        area = parent.window().geometry() if parent is not None else \
            QGuiApplication.primaryScreen().availableGeometry()
        self.resize(min(980, area.width() - 24), min(660, area.height() - 24))

    def listed_name(self, cls: type[Variant]) -> str:
        """The game's name in the list; the start screen's first game (`Presentation.first_game`)
        marked as the one to learn first, so that a newcomer has an anchor among many; a game
        whose name reads like another's with what sets it apart on a second line."""
        name = self.tr("{game} — recommended first").format(game=game_name(cls)) \
            if cls.presentation.first_game else game_name(cls)
        if cls.presentation.distinction:
            return f"{name}\n    {translate('Variants', cls.presentation.distinction)}"
        return name

    def choose(self, variant_id: str) -> None:
        self.games.setCurrentItem(self.items[variant_id])

    def variant_id(self) -> str:
        item = self.games.currentItem()
        if item is None:
            raise RuntimeError("no game is chosen")
        return item.data(0, VARIANT_ROLE)

    def _variant_changed(self) -> None:
        item = self.games.currentItem()
        if item is None or item.data(0, VARIANT_ROLE) is None:
            return
        cls = self.variants[self.variant_id()]
        self.title.setText(game_name(cls))
        self.about.setText(translate("Variants", cls.presentation.summary))
        self._show_options(cls)
        self.size_box.blockSignals(True)
        self.size_box.clear()
        for count in cls.seat_counts:
            self.size_box.addItem("", count)
        self._label_sizes()
        self.size_box.blockSignals(False)
        self._size_changed()

    def _show_options(self, cls: type[Variant]) -> None:
        """The house rules: each option's name, its values in words and its explanation."""
        self.option_boxes, self.option_explanations = {}, {}
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(16, 0, 0, 0)
        for key, option in cls.options.items():
            box = QComboBox()
            for choice, words in zip(option.choices, option.value_labels):
                box.addItem(translate("Options", words), choice)
            remembered = self.last_options.get(key)
            if isinstance(remembered, list):
                remembered = tuple(remembered)
            if remembered in option.choices:
                box.setCurrentIndex(option.choices.index(remembered))
            label = QLabel(translate("Options", option.label))
            label.setWordWrap(True)
            label.setObjectName("option-label")
            label.setBuddy(box)
            explanation = QLabel(translate("Options", option.explain))
            explanation.setWordWrap(True)
            box.setAccessibleName(label.text())
            box.setAccessibleDescription(explanation.text())
            box.setMinimumContentsLength(12)
            box.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            for widget in (label, box, explanation):
                column.addWidget(widget)
            column.addSpacing(8)
            self.option_boxes[key] = box
            self.option_explanations[key] = explanation
            box.currentIndexChanged.connect(self._option_changed)
        column.addStretch(1)
        self.rules_area.setWidget(page)
        self._label_rules()

    def _label_rules(self) -> None:
        """The fold's title says how many house rules there are and how many differ from
        the book's recommendation (the default)."""
        cls = self.variants[self.variant_id()]
        changed = sum(box.currentIndex() != 0 for box in self.option_boxes.values())
        text = plural("NewGameDialog", "House rules (%n)", len(cls.options))
        if changed:
            text += " — " + plural("NewGameDialog", "%n changed", changed)
        self.rules_toggle.setText(text)
        self.rules_toggle.setVisible(bool(cls.options))

    def _fold_rules(self, shown: bool) -> None:
        self.rules_toggle.setArrowType(Qt.ArrowType.DownArrow if shown
                                       else Qt.ArrowType.RightArrow)
        self.rules_area.setVisible(shown)

    def _table(self, size: int):
        """The chosen rules at a table of `size` seats."""
        return self.variants[self.variant_id()](self._options(), size)

    def _persons(self, size: int) -> int:
        """How many persons the chosen rules seat at a table of `size`: one a seat but for
        the dummies' (C1: en deux's two, Neunzehnerrufen's Strohmann forms), or as they
        change seats by rubber (C5: five at en cinq's four seats; en deux with three)."""
        return self._table(size).seating.table_persons()

    def _label_sizes(self) -> None:
        for index in range(self.size_box.count()):
            persons = self._persons(self.size_box.itemData(index))
            self.size_box.setItemText(index, plural("NewGameDialog", "%n players", persons))

    def _option_changed(self) -> None:
        """An option may change how many persons play: the sizes and the rows follow."""
        self._label_sizes()
        self._label_rules()
        size = self.size_box.currentData() or 0
        if size and self._persons(size) != len(self.seat_rows):
            self._size_changed()
        self._show_facts()

    def _show_facts(self) -> None:
        """Players, pack and book of the game as the options now make it."""
        cls, size = self.variants[self.variant_id()], self.size_box.currentData()
        table = self._table(size) if size else cls()
        self.facts.setText(" · ".join(part for part in (
            persons_words(cls), plural("NewGameDialog", "%n cards", len(table.pack.cards)),
            cls.book) if part))

    def _options(self) -> dict:
        return {key: box.currentData() for key, box in self.option_boxes.items()}

    def _size_changed(self) -> None:
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seat_rows = []
        size = self.size_box.currentData() or 0
        persons = self._persons(size) if size else 0
        for seat in range(persons):
            name = QLineEdit((self.names + shown_names(DEFAULT_NAMES))[seat])
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
        self._show_facts()

    def setup(self) -> TableSetup:
        import secrets

        seats = [SeatSetup(stored_name(name.text().strip()) if is_valid_name(name.text())
                           else DEFAULT_NAMES[i], kind.currentData())
                 for i, (name, kind) in enumerate(self.seat_rows)]
        options, size = self._options(), self.size_box.currentData()
        seats = self._table(size).seating.by_seat(seats, SeatSetup(self.tr("Dummy"), "standard"))
        return TableSetup(self.variant_id(), seats,
                          self.seed_edit.text().strip() or secrets.token_hex(4), options,
                          n_seats=size, temperament=self.temperament_box.currentData())


class LastTrickDialog(QDialog):
    """Codex §16: every player may look at the last trick."""

    def __init__(self, trick, names: list[str], parent=None, ace_letter: str = "1"):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        theme.dress(self)
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
