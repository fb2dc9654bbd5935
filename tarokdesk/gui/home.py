"""The start screen, shown on start and from Game → Home: a first game for a newcomer, continue
the unfinished session, a new game, practice, the saved sessions, the rules and the settings.
Nothing is written to disk from here; a session file appears only when the first action of a
game is made."""

from __future__ import annotations

import secrets

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QFormLayout, QGridLayout, QLabel, QLineEdit, QMenu,
    QPushButton, QSizePolicy, QSpacerItem, QVBoxLayout, QWidget,
)

from tarokdesk.cards.card import MOND, PAGAT, SKUS, suit_card
from tarokdesk.core.variant import all_variants, variant_class, variant_ids
from tarokdesk.gui import theme
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.deck import CARD_RATIO, CardDeck
from tarokdesk.gui.dialogs import ok_cancel
from tarokdesk.gui.i18n import plural
from tarokdesk.gui.person_names import DEFAULT_NAMES, shown_names
from tarokdesk.gui.seating import dealer_for_position, dealer_position, positions
from tarokdesk.gui.table.style import paint_cloth
from tarokdesk.gui.words import game_name, term_words
from tarokdesk.names import shown
from tarokdesk.practice.deals import fitting_seed
from tarokdesk.store import SessionStore, StoredSession, StoreError


def first_game_setup(names: list[str]) -> TableSetup:
    """A newcomer's first game: the game its variant marks (`Presentation.first_game`) at its first
    table size, against the standard player, with a hint at every turn, the human (the first
    of `names`) in the last place of the order of play (he hears the others' bids and sees
    their cards before he must choose, and is never the one to lead first)."""
    variant_id = next(v for v, cls in sorted(all_variants().items()) if cls.presentation.first_game)
    n_seats = variant_class(variant_id).seat_counts[0]
    persons = variant_class(variant_id)({}, n_seats).seating.table_persons()
    last = max(place for place in positions(variant_id, {}, n_seats) if place is not None)
    names = list(names) + list(DEFAULT_NAMES)
    seats = [SeatSetup(names[0], HUMAN)] + [SeatSetup(names[i], "standard")
                                            for i in range(1, persons)]
    return TableSetup(variant_id, seats, secrets.token_hex(4), {},
                      dealer_for_position(variant_id, {}, n_seats, 0, last), hints=True,
                      n_seats=n_seats)


FAN = (SKUS, MOND, PAGAT, suit_card(0, "K"), suit_card(3, "Q"))
"""The cards fanned above the start screen's title: the three Trull cards and two faces."""
FAN_SHARE = 0.16
"""The fanned cards' height, as a share of the start screen's."""
COLUMN = 520
"""The start screen's column of words and buttons is this wide (pixels) in a window up to
theme.GROWS_FROM tall, and grows with it."""


class CardFan(QWidget):
    """A few cards of the chosen deck, fanned like a hand: the start screen's picture."""

    def __init__(self, deck: CardDeck, parent=None):
        super().__init__(parent)
        self.deck = deck

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        height = self.height() * 0.8
        size = QSize(round(height / CARD_RATIO), round(height))
        ratio = self.devicePixelRatioF()
        middle = (len(FAN) - 1) / 2
        for place, card in enumerate(FAN):
            turn = (place - middle) * 12.0
            painter.save()
            painter.translate(self.width() / 2, self.height() * 1.15)
            painter.rotate(turn)
            corner = QPointF(-size.width() / 2, -self.height() * 1.1)
            painter.drawPixmap(corner + QPointF(1.5, 2.5), self.deck.shadow(size, ratio))
            painter.drawPixmap(corner, self.deck.pixmap(card, size, ratio))
            painter.restore()


class HomePage(QWidget):
    first_game = Signal()
    continue_session = Signal(object)  # the StoredSession to continue
    new_game = Signal()
    practice = Signal()
    sessions = Signal()
    rules = Signal(str)  # a variant id
    settings = Signal()

    def __init__(self, deck: CardDeck, parent=None):
        super().__init__(parent)
        self.setObjectName("home")
        self.setSizePolicy(  # it follows the window; the table's page sets its least size
            QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.colour = QColor("#1f6b3a")
        self.unfinished: StoredSession | None = None
        self.problem: StoreError | None = None  # the sessions cannot be read
        self.damaged: list[StoreError] = []  # the session files that cannot be read
        self.fan = CardFan(deck)
        self.title = QLabel("tarokdesk")
        self.title.setObjectName("home-title")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("home-subtitle")
        self.about_unfinished = QLabel()
        self.about_unfinished.setTextFormat(Qt.TextFormat.PlainText)  # names players
        self.about_damaged = QLabel()
        self.about_damaged.setTextFormat(Qt.TextFormat.PlainText)  # names files
        self.about_first = QLabel()
        for label in (self.about_unfinished, self.about_damaged, self.about_first):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons = {key: QPushButton() for key in
                        ("first", "continue", "new", "practice", "sessions", "rules", "settings")}
        self.buttons["first"].setObjectName("home-first")
        self.buttons["continue"].setObjectName("home-continue")
        self.rules_menu = QMenu(self)
        self.rules_menu.aboutToShow.connect(self._list_rules)
        self.buttons["rules"].setMenu(self.rules_menu)
        for key, signal in (("first", self.first_game), ("new", self.new_game),
                            ("practice", self.practice),
                            ("sessions", self.sessions), ("settings", self.settings)):
            self.buttons[key].clicked.connect(signal.emit)
        self.buttons["continue"].clicked.connect(
            lambda: self.continue_session.emit(self.unfinished))
        column = self.column = QVBoxLayout(self)
        column.addStretch(2)
        column.addWidget(self.fan)
        for widget in (self.title, self.subtitle):
            column.addWidget(widget, alignment=Qt.AlignmentFlag.AlignHCenter)
        self.gaps = [QSpacerItem(0, 0), QSpacerItem(0, 0)]
        """Before the first game and after its words: they grow with the window."""
        column.addSpacerItem(self.gaps[0])
        column.addWidget(self.buttons["first"], alignment=Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.about_first, alignment=Qt.AlignmentFlag.AlignHCenter)
        column.addSpacerItem(self.gaps[1])
        column.addWidget(self.about_unfinished, alignment=Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.about_damaged, alignment=Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(self.buttons["continue"], alignment=Qt.AlignmentFlag.AlignHCenter)
        grid = QGridLayout()  # the others two by two, so that a small window holds them all
        for place, key in enumerate(("new", "practice", "sessions", "rules")):
            grid.addWidget(self.buttons[key], place // 2, place % 2)
        grid.addWidget(self.buttons["settings"], 2, 0, 1, 2, Qt.AlignmentFlag.AlignHCenter)
        column.addLayout(grid)
        column.setAlignment(grid, Qt.AlignmentFlag.AlignHCenter)
        self.grid = grid
        self.buttons["first"].setDefault(True)
        column.addStretch(3)
        self.retranslate()

    def set_colour(self, colour: str) -> None:
        """The table's colour (Settings), so the start screen looks like the table."""
        self.colour = QColor(colour)
        self._restyle()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        paint_cloth(painter, QRectF(self.rect()), self.colour)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._restyle()

    def _restyle(self) -> None:
        """The type, the picture and the column grow with the window."""
        height = max(self.height(), 1)
        self.setStyleSheet(theme.home_sheet(self.colour.name(), height))
        self.fan.setFixedHeight(round(height * FAN_SHARE))
        width = round(COLUMN * theme.scale(height))
        for label in (self.about_unfinished, self.about_damaged, self.about_first):
            label.setFixedWidth(width)
        for gap in self.gaps:
            gap.changeSize(0, round(14 * theme.scale(height)))
        self.column.invalidate()
        self._fit_buttons()

    def retranslate(self) -> None:
        self.subtitle.setText(self.tr("Tarock games of the old rule books"))
        first = next(cls for cls in map(variant_class, variant_ids())
                     if cls.presentation.first_game)
        self.buttons["first"].setText(self.tr("Play your &first game: {game}").format(
            game=game_name(first)))
        others = first({}, first.seat_counts[0]).seating.table_persons() - 1
        self.about_first.setText(plural(
            "HomePage", "{game} against %n computer players, with a hint at every turn: the "
            "table shows what to do and why.", others).format(game=game_name(first)))
        for key, text in (("continue", self.tr("&Continue")), ("new", self.tr("&New game…")),
                          ("practice", self.tr("&Practice…")),
                          ("sessions", self.tr("&Sessions…")), ("rules", self.tr("&Rules")),
                          ("settings", self.tr("Se&ttings…"))):
            self.buttons[key].setText(text)
        self._fit_buttons()
        self.rules_menu.clear()
        self._describe_unfinished()

    def _fit_buttons(self) -> None:
        """Equal buttons in any language: the first as wide as the column, the others half
        of it (or as wide as the widest word asks)."""
        if not hasattr(self, "grid"):
            return
        others = [button for key, button in self.buttons.items() if key != "first"]
        for button in self.buttons.values():
            button.setMinimumWidth(0)
            button.ensurePolished()
        half = max(button.sizeHint().width() for button in others)
        spacing = self.grid.horizontalSpacing()
        half = max(half, (self.about_first.width() - spacing) // 2)
        for button in others:
            button.setFixedWidth(half)
        self.buttons["continue"].setFixedWidth(2 * half + spacing)
        self.buttons["first"].setFixedWidth(max(self.buttons["first"].sizeHint().width(),
                                                2 * half + spacing))
        for label in (self.about_unfinished, self.about_damaged, self.about_first):
            label.setMinimumHeight(  # centred in the column, its height is not laid out
                max(0, label.heightForWidth(label.width())))

    def _list_rules(self) -> None:
        """The rules menu's games, listed when it opens (in the language then chosen), so
        the start screen loads no game it does not show."""
        self.rules_menu.clear()
        for variant_id, cls in sorted(all_variants().items()):
            self.rules_menu.addAction(game_name(cls)).triggered.connect(
                lambda _=False, v=variant_id: self.rules.emit(v))

    def look_for_unfinished(self, store: SessionStore | None) -> None:
        """Offer Continue only while the last session played is unfinished; if the sessions
        cannot be read, say so (never as if there were none), and name the files that
        cannot be read (every other session stays usable)."""
        try:
            self.unfinished, self.damaged = store.last_unfinished() if store is not None \
                else (None, [])
            self.problem = None
        except StoreError as error:
            self.unfinished, self.damaged, self.problem = None, [], error
        self._describe_unfinished()

    def _describe_unfinished(self) -> None:
        stored, damaged = self.unfinished, self.damaged
        self.buttons["continue"].setVisible(stored is not None)
        self.about_unfinished.setVisible(stored is not None or self.problem is not None)
        self.about_damaged.setVisible(bool(damaged))
        self.about_damaged.setText(plural(
            "HomePage", "%n session files cannot be read ({files}); Sessions… says why.",
            len(damaged)).format(files=", ".join(shown(e.path.name) for e in damaged[:3])
                                 + (", …" if len(damaged) > 3 else "")))
        if stored is not None:
            info = stored.summary()
            self.about_unfinished.setText(plural(
                "HomePage", "Your {game} session “{name}” with {players} is not finished "
                "(%n deals played).", info["deals"]).format(
                game=game_name(variant_class(info["variant"])), name=info["name"],
                players=", ".join(shown_names(info["players"]))))
        elif self.problem is not None:
            self.about_unfinished.setText(self.tr(
                "The saved sessions cannot be read: {problem}.").format(problem=self.problem))
        for label in (self.about_unfinished, self.about_damaged):
            if not label.isHidden():  # centred in the column, its height is not laid out
                label.setMinimumHeight(label.heightForWidth(label.width()))


class PracticeDialog(QDialog):
    """Practice one variant, table size, place at the table and role: a new game against the
    standard player with its hint shown at every turn (or, with the quiz, a question first
    where the books' conventions decide). The deal comes from a seed shown here, so that it
    can be shared; the deals drawn from it are tried until the role fits."""

    def __init__(self, parent=None, settings=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Practice"))
        theme.dress(self)
        self.names = list(settings["player_names"] if settings else DEFAULT_NAMES)
        self.variant_box = QComboBox()
        for variant_id, cls in sorted(all_variants().items()):
            self.variant_box.addItem(game_name(cls), variant_id)
        self.size_box = QComboBox()
        self.position_box = QComboBox()
        self.role_box = QComboBox()
        for role, label in (("any", self.tr("as the cards fall")),
                            ("declarer", self.tr("the declarer")),
                            ("defender", self.tr("a defender against the declarer"))):
            self.role_box.addItem(label, role)
        self.seed_edit = QLineEdit(secrets.token_hex(4))
        self.seed_edit.setMaxLength(40)
        self.seed_edit.setToolTip(self.tr("The same seed, game, table, place and role give the "
                                          "same deal: share it, or enter one you were given."))
        self.quiz_box = QCheckBox(self.tr("Ask me first where the books' conventions decide"))
        self.quiz_box.setChecked(bool(settings["quiz"]) if settings else False)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.hide()
        form = QFormLayout()
        form.addRow(self.tr("&Variant"), self.variant_box)
        form.addRow(self.tr("&Table size"), self.size_box)
        form.addRow(self.tr("&Your place"), self.position_box)
        form.addRow(self.tr("Your &role"), self.role_box)
        form.addRow(self.tr("&Seed"), self.seed_edit)
        form.addRow(self.tr("&Quiz"), self.quiz_box)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(ok_cancel(self))
        self.variant_box.currentIndexChanged.connect(self._variant_changed)
        self.size_box.currentIndexChanged.connect(self._size_changed)
        last = settings["last_variant"] if settings else None
        if last is not None and self.variant_box.findData(last) >= 0:
            self.variant_box.setCurrentIndex(self.variant_box.findData(last))
        self._variant_changed()

    def _variant_changed(self) -> None:
        self.size_box.blockSignals(True)
        self.size_box.clear()
        for count in variant_class(self.variant_box.currentData()).seat_counts:
            self.size_box.addItem(plural("NewGameDialog", "%n players", count), count)
        self.size_box.blockSignals(False)
        self._size_changed()

    def _size_changed(self) -> None:
        variant_id, n_seats = self.variant_box.currentData(), self.size_box.currentData()
        dealer_place = dealer_position(variant_id, {}, n_seats)
        cls = variant_class(variant_id)
        first = term_words(cls.presentation.first_hand)
        self.position_box.clear()
        for place in positions(variant_id, {}, n_seats):
            if place is None:
                label = self.tr("the dealer, sitting this deal out")
            elif place == 0:
                label = (self.tr("{first}: first to lead") if cls.strategy.bidding == "none"
                         else self.tr("{first}: first to bid and to lead")).format(first=first)
            else:
                label = self.tr("number {number} in the order of play").format(number=place + 1)
                if place == dealer_place:
                    label += " " + self.tr("(the dealer)")
            self.position_box.addItem(label, place)

    def accept(self) -> None:
        """Close only with a deal that fits the chosen role."""
        if self.setup() is None:
            self.problem.setText(self.tr("No deal from this seed gives you that role at this "
                                         "place: try another seed or place."))
            self.problem.show()
            return
        super().accept()

    def setup(self) -> TableSetup | None:
        """The practice game, with the seed of the first deal that fits the role (None: no
        deal drawn fits)."""
        variant_id, n_seats = self.variant_box.currentData(), self.size_box.currentData()
        names = self.names + list(DEFAULT_NAMES)
        table = variant_class(variant_id)({}, n_seats)
        seating = table.seating
        persons = seating.table_persons() if seating.person_count else n_seats  # C5: by rubber
        seats = [SeatSetup(names[0], HUMAN)] + [SeatSetup(names[i], "standard")
                                                for i in range(1, persons)]
        dealer = dealer_for_position(variant_id, {}, n_seats, 0, self.position_box.currentData())
        seed = fitting_seed(variant_id, {}, n_seats, dealer, 0, self.role_box.currentData(),
                            self.seed_edit.text().strip() or "0")
        if seed is None:
            return None
        return TableSetup(variant_id, seats, seed, {}, dealer, hints=True,
                          quiz=self.quiz_box.isChecked(), n_seats=n_seats)
