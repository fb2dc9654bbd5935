"""The main window: the table view, the action bar, the log and the score sheet, the privacy
screen of hot-seat play and the end-of-deal counting."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QDockWidget, QFrame, QGraphicsView, QLabel, QMainWindow, QMessageBox, QPushButton,
    QVBoxLayout, QWidget,
)

from tarokdesk.core.actions import Action
from tarokdesk.core.variant import variant_class
from tarokdesk.gui.controller import TableController, TableSetup
from tarokdesk.gui.deck import CardDeck
from tarokdesk.gui.dialogs import LastTrickDialog, NewGameDialog, RulesDialog
from tarokdesk.gui.panels import ActionBar, LogPanel, ScoreSheet, result_text
from tarokdesk.gui.scene import TableScene
from tarokdesk.gui.sessions import SessionsDialog
from tarokdesk.store import SaveError, SessionStore, Settings, StoredSession
from tarokdesk.gui.words import PHASES, card_words, choice_words, contract_words, history_lines
from tarokdesk.players.conventions import first_lead_signals

SPEEDS = {"Off": 0, "Fast": 120, "Normal": 250, "Slow": 500}
PROMPTS = {"bid": "your bid?", "call": "which king do you call?",
           "talon": "both halves are turned up; which do you take?",
           "announce": "any announcements before the first lead?"}


class TableView(QGraphicsView):
    painted = Signal()
    resized = Signal()
    key = Signal(int)

    def __init__(self, scene: TableScene):
        super().__init__(scene)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName("Card table")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resized.emit()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        self.painted.emit()

    def keyPressEvent(self, event) -> None:
        self.key.emit(event.key())
        super().keyPressEvent(event)


class Overlay(QFrame):
    """A panel over the table: the privacy screen, or the counting of a finished deal."""

    def __init__(self, parent: QWidget, button_text: str, opaque: bool):
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet("Overlay { background: %s; border-radius: 10px; "
                           "border: 2px solid #caa84a; }" % ("#123d22" if opaque else "#faf8f0"))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter if opaque else
                               Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        if opaque:
            self.text.setStyleSheet("color: #f4f1e8; font-size: 20px;")
        self.button = QPushButton(button_text)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        self.opaque = opaque
        self.hide()

    def cover(self, area: QWidget) -> None:
        rect = area.geometry()
        if not self.opaque:
            width = min(rect.width() - 40, max(520, rect.width() // 2))
            height = min(rect.height() - 40, self.sizeHint().height() + 20)
            rect = QRect(rect.x() + (rect.width() - width) // 2,
                         rect.y() + (rect.height() - height) // 2, width, height)
        self.setGeometry(rect)
        self.raise_()


class MainWindow(QMainWindow):
    def __init__(self, setup: TableSetup | None = None, animation_ms: int = 250,
                 bot_delay_ms: int = 400, store: SessionStore | None = None,
                 settings: Settings | None = None, resume: StoredSession | None = None):
        """A table playing `setup` (a new session) or `resume` (a saved one); with a `store`
        every action is autosaved."""
        super().__init__()
        self.setWindowTitle("tarokdesk")
        self.bot_delay_ms = bot_delay_ms
        self.store = store
        self.settings = settings
        self.deck = CardDeck(settings["deck"] if settings else "classic")
        self.scene = TableScene(self.deck, self)
        self.scene.animation_ms = animation_ms
        self.view = TableView(self.scene)
        self.actions_bar = ActionBar()
        self.log = LogPanel()
        self.log.setAccessibleName("Game log")
        self.sheet = ScoreSheet()
        self.sheet.setAccessibleName("Score sheet")

        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.actions_bar)
        self.setCentralWidget(central)
        self.privacy = Overlay(central, "I am ready", opaque=True)
        self.privacy.setObjectName("privacy")
        self.result_panel = Overlay(central, "&Next deal", opaque=False)
        self.result_panel.setObjectName("result")
        for title, widget in (("Game log", self.log), ("Score sheet", self.sheet)):
            dock = QDockWidget(title, self)
            dock.setObjectName(title)
            dock.setWidget(widget)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)

        self.controller: TableController | None = None
        self._build_menus()
        self.scene.card_clicked.connect(self.card_clicked)
        self.actions_bar.chosen.connect(self.choose)
        self.view.resized.connect(self._relayout)
        self.view.key.connect(self._key)
        self.privacy.button.clicked.connect(self._hand_over)
        self.result_panel.button.clicked.connect(self.next_deal)
        if resume is not None:
            self.open_session(resume)
        else:
            self.new_game(setup)

    # --- menus -----------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self._add(game, "&New game…", QKeySequence.StandardKey.New, self.ask_new_game)
        self._add(game, "Ne&xt deal", "Ctrl+D", self.next_deal)
        self._add(game, "&Sessions…", QKeySequence.StandardKey.Open, self.show_sessions)
        game.addSeparator()
        self._add(game, "&Quit", QKeySequence.StandardKey.Quit, self.close)
        view = self.menuBar().addMenu("&View")
        self._add(view, "&Last trick", "Ctrl+L", self.show_last_trick)
        self._add(view, "&Hint", "H", self.show_hint)
        self._add(view, "Lead &signals", "Ctrl+G", self.show_signals)
        self._add(view, "&Rules of this game", QKeySequence.StandardKey.HelpContents,
                  self.show_rules)
        speed = view.addMenu("&Animation speed")
        group = QActionGroup(self)
        for label, ms in SPEEDS.items():
            action = QAction(label, self, checkable=True)
            action.setChecked(ms == self.scene.animation_ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_speed(ms))
            group.addAction(action)
            speed.addAction(action)
        decks = view.addMenu("&Deck")
        deck_group = QActionGroup(self)
        for label, theme in (("Classic", "classic"), ("High contrast", "high-contrast")):
            action = QAction(label, self, checkable=True)
            action.setChecked(theme == self.deck.theme)
            action.triggered.connect(lambda _=False, t=theme: self.set_deck(t))
            deck_group.addAction(action)
            decks.addAction(action)

    def _add(self, menu, text, shortcut, slot) -> QAction:
        action = QAction(text, self)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    # --- games ------------------------------------------------------------------------------------
    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self, self.controller.setup if self.controller else None,
                               self.settings)
        if dialog.exec():
            setup = dialog.setup()
            self._remember(last_variant=setup.variant_id, last_options=setup.options,
                           player_names=[s.name for s in setup.seats])
            self.new_game(setup)

    def show_sessions(self) -> None:
        if self.store is None:
            return
        dialog = SessionsDialog(self.store, self)
        if dialog.exec() and dialog.chosen is not None:
            self.open_session(dialog.chosen)

    def closeEvent(self, event) -> None:
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)

    def new_game(self, setup: TableSetup) -> None:
        self._install(TableController(setup, self.bot_delay_ms, self, self.store))

    def open_session(self, stored: StoredSession) -> None:
        self._install(TableController.resume(stored, self.store, self.bot_delay_ms, self))

    def _install(self, controller: TableController) -> None:
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
        self.controller = controller
        setup = controller.setup
        self.controller.save_failed.connect(self._save_failed)
        self.controller.changed.connect(self.refresh)
        self.controller.refused.connect(self.actions_bar.show_refusal)
        self.controller.handover.connect(self._ask_handover)
        self.controller.deal_over.connect(self._deal_over)
        self.deck.ace_letter = variant_class(setup.variant_id).pack.ace_letter
        self.log.clear()
        self.result_panel.hide()
        self.privacy.hide()
        self.setWindowTitle(f"tarokdesk — {variant_class(setup.variant_id).name}")
        self.controller.start()

    def next_deal(self) -> None:
        if self.controller and self.controller.game.is_terminal:
            self.result_panel.hide()
            self.controller.next_deal()

    def set_deck(self, theme: str) -> None:
        self.deck.set_theme(theme)
        for item in self.scene.items_by_key.values():
            item.update()
        self._remember(deck=theme)

    def set_speed(self, ms: int) -> None:
        self.scene.animation_ms = ms
        self._remember(animation_ms=ms)

    def _remember(self, **changes) -> None:
        if self.settings is None:
            return
        try:
            self.settings.update(**changes)
        except SaveError as error:
            self._save_failed(str(error))

    def _save_failed(self, message: str) -> None:
        self.statusBar().showMessage(message, 15000)

    # --- human input ---------------------------------------------------------------------------------
    def card_clicked(self, card: int) -> None:
        controller = self.controller
        if not controller.human_to_act():
            return
        kinds = {a.kind for a in controller.game.legal_actions()}
        kind = "discard" if "discard" in kinds else "play" if "play" in kinds else None
        if kind is None:
            self.actions_bar.show_refusal("Choose one of the buttons below.")
            return
        self.choose(Action(kind, controller.viewer, card))

    def choose(self, action: Action) -> None:
        self.actions_bar.clear_refusal()
        self.scene.selected_card = None
        self.controller.act(action)

    def _key(self, key: int) -> None:
        """Number keys press the choice buttons; arrow keys walk the playable cards and Enter
        plays (or discards) the selected one."""
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            index = key - Qt.Key.Key_1
            if index < len(self.actions_bar.buttons):
                self.actions_bar.buttons[index].click()
            return
        cards = sorted(self._legal_cards(), key=lambda c: list(self.controller.view().hand)
                       .index(c))
        if not cards:
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            current = self.scene.selected_card
            index = cards.index(current) if current in cards else -1
            index = (index + (1 if key == Qt.Key.Key_Right else -1)) % len(cards)
            self.scene.selected_card = cards[index]
            self.refresh()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.scene.selected_card in cards:
            self.card_clicked(self.scene.selected_card)

    def _hand_over(self) -> None:
        self.privacy.hide()
        self.controller.confirm_handover()

    # --- drawing ---------------------------------------------------------------------------------------
    def _legal_cards(self) -> set[int]:
        controller = self.controller
        if controller is None or not controller.human_to_act():
            return set()
        return {a.value for a in controller.game.legal_actions()
                if a.kind in ("play", "discard")}

    def _roles(self, view) -> dict[int, list[str]]:
        roles: dict[int, list[str]] = {seat: [] for seat in range(view.n_seats)}
        roles[view.dealer].append("dealer")
        if view.dealer not in view.active:
            roles[view.dealer].append("König, sits out")
        roles[view.active[0]].append("Vorhand")
        if view.declarer is not None:
            label = f"declarer: {contract_words(view.contract)}"
            if view.public.get("called") is not None:
                label += f", calls {card_words(view.public['called'])}"
            roles[view.declarer].append(label)
        if view.public.get("partner") is not None:
            roles[view.public["partner"]].append("partner")
        return roles

    def refresh(self) -> None:
        controller = self.controller
        if controller is None or controller.game is None:
            return
        view = controller.view()
        totals = controller.session.totals()
        self.scene.show_view(view, controller.names, self._roles(view), totals,
                             self._legal_cards())
        if controller.human_to_act():
            self.actions_bar.show_choices(self._prompt(view), list(view.legal))
        else:
            waiting = "" if controller.game.is_terminal else \
                f"{controller.names[controller.game.to_move]} is thinking…"
            self.actions_bar.show_choices(f"{PHASES.get(view.phase, view.phase)}. {waiting}", [])
        self.sheet.show_sheet(controller.names, controller.session.sheet(), totals)
        self.log.show_lines(history_lines(controller.game.history_for(view.seat),
                                          controller.names, view.tricks, len(view.active)))
        if self.privacy.isVisible():
            self.privacy.cover(self.view)

    def _relayout(self) -> None:
        speed, self.scene.animation_ms = self.scene.animation_ms, 0
        self.refresh()
        self.scene.animation_ms = speed
        for overlay in (self.privacy, self.result_panel):
            if overlay.isVisible():
                overlay.cover(self.view)

    def _prompt(self, view) -> str:
        name = self.controller.names[view.seat]
        if view.phase == "discard":
            taken = view.talon_sizes[0] if view.talon_sizes else 3
            left = taken - len(view.own_discards)
            return f"{name}, discard {left} more card{'s' * (left != 1)}: click a card."
        if view.phase == "play":
            return f"{name}, your {'lead' if not view.trick else 'turn'}: click a card."
        return f"{name}: {PROMPTS.get(view.phase, PHASES.get(view.phase, view.phase))}"

    def _ask_handover(self, seat: int) -> None:
        self.privacy.text.setText(f"Pass to {self.controller.names[seat]} — click when ready")
        self.privacy.cover(self.view)
        self.privacy.show()
        self.refresh()

    def _deal_over(self) -> None:
        controller = self.controller
        self.result_panel.text.setText(result_text(controller.game.result, controller.names))
        self.result_panel.cover(self.view)
        self.result_panel.show()
        self.refresh()

    def show_hint(self) -> None:
        hint = self.controller.hint()
        if hint is None:
            return
        action, reason = hint
        if action.kind in ("play", "discard"):
            self.scene.selected_card = action.value
            self.refresh()
            what = card_words(action.value)
        else:
            what = choice_words(action)
        self.actions_bar.show_hint(f"Hint: {what} — {reason}")

    def show_signals(self) -> None:
        view = self.controller.view()
        names = self.controller.names
        lines = [f"{names[seat]} led {card_words(card)}: {convention.meaning} "
                 f"({convention.items})" for seat, card, convention in first_lead_signals(view)]
        QMessageBox.information(self, "Lead signals", "\n\n".join(lines) or
                                "Nobody has led yet.")

    def show_last_trick(self) -> None:
        view = self.controller.view()
        LastTrickDialog(view.tricks[-1] if view.tricks else None, self.controller.names,
                        self).exec()

    def show_rules(self) -> None:
        RulesDialog(variant_class(self.controller.setup.variant_id).rules_file, self).exec()
