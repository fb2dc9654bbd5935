"""The main window: the table view, the action bar, the log and the score sheet, the privacy
screen of hot-seat play and the end-of-deal counting."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QRect, QRectF, Qt, Signal
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
from tarokdesk.gui.i18n import LANGUAGE, translate
from tarokdesk.gui.panels import ActionBar, LogPanel, ScoreSheet, result_text
from tarokdesk.gui.scene import TableScene
from tarokdesk.gui.sessions import SessionsDialog
from tarokdesk.store import SaveError, SessionStore, Settings, StoredSession
from tarokdesk.gui.words import (
    GLOSSARY, card_words, choice_words, contract_words, history_lines, phase_words, refusal_words,
)
from tarokdesk.players.conventions import first_lead_signals

SPEEDS = {QT_TRANSLATE_NOOP("MainWindow", "Off"): 0, QT_TRANSLATE_NOOP("MainWindow", "Fast"): 120,
          QT_TRANSLATE_NOOP("MainWindow", "Normal"): 250,
          QT_TRANSLATE_NOOP("MainWindow", "Slow"): 500}
PROMPTS = {"bid": QT_TRANSLATE_NOOP("MainWindow", "your bid?"),
           "call": QT_TRANSLATE_NOOP("MainWindow", "which king do you call?"),
           "talon": QT_TRANSLATE_NOOP("MainWindow",
                                      "both halves are turned up; which do you take?"),
           "announce": QT_TRANSLATE_NOOP("MainWindow",
                                         "any announcements before the first lead?")}


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
        self.privacy = Overlay(central, self.tr("I am ready"), opaque=True)
        self.privacy.setObjectName("privacy")
        self.result_panel = Overlay(central, self.tr("&Next deal"), opaque=False)
        self.result_panel.setObjectName("result")
        self.docks = {}
        for key, widget in (("log", self.log), ("sheet", self.sheet)):
            dock = QDockWidget(self)
            dock.setObjectName(key)
            dock.setWidget(widget)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.docks[key] = dock

        self.controller: TableController | None = None
        self.confirm_play = bool(settings and settings["confirm_play"])
        if settings is not None:
            self.scene.card_scale = settings["card_scale"]
            self.scene.set_table_colour(settings["table_colour"])
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
        """The menus, in the current language (built again when it changes)."""
        self.menuBar().clear()
        self.docks["log"].setWindowTitle(self.tr("Game log"))
        self.docks["sheet"].setWindowTitle(self.tr("Score sheet"))
        game = self.menuBar().addMenu(self.tr("&Game"))
        self._add(game, self.tr("&New game…"), QKeySequence.StandardKey.New, self.ask_new_game)
        self._add(game, self.tr("Ne&xt deal"), "Ctrl+D", self.next_deal)
        self._add(game, self.tr("&Sessions…"), QKeySequence.StandardKey.Open,
                  self.show_sessions)
        self._add(game, self.tr("Se&ttings…"), QKeySequence.StandardKey.Preferences,
                  self.show_settings)
        game.addSeparator()
        self._add(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        view = self.menuBar().addMenu(self.tr("&View"))
        self._add(view, self.tr("&Last trick"), "Ctrl+L", self.show_last_trick)
        self._add(view, self.tr("&Hint"), "H", self.show_hint)
        self._add(view, self.tr("Lead &signals"), "Ctrl+G", self.show_signals)
        speed = view.addMenu(self.tr("&Animation speed"))
        group = QActionGroup(self)
        for label, ms in SPEEDS.items():
            action = QAction(self.tr(label), self, checkable=True)
            action.setChecked(ms == self.scene.animation_ms)
            action.triggered.connect(lambda _=False, ms=ms: self.set_speed(ms))
            group.addAction(action)
            speed.addAction(action)
        decks = view.addMenu(self.tr("&Deck"))
        deck_group = QActionGroup(self)
        for label, theme in ((self.tr("Classic"), "classic"),
                             (self.tr("High contrast"), "high-contrast")):
            action = QAction(label, self, checkable=True)
            action.setChecked(theme == self.deck.theme)
            action.triggered.connect(lambda _=False, t=theme: self.set_deck(t))
            deck_group.addAction(action)
            decks.addAction(action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._add(help_menu, self.tr("&Rules of this game"),
                  QKeySequence.StandardKey.HelpContents, self.show_rules)
        self._add(help_menu, self.tr("&How to play at this table"), "", self.show_help)
        self._add(help_menu, self.tr("&Keyboard shortcuts"), "", self.show_shortcuts)
        self._add(help_menu, self.tr("&About tarokdesk"), "", self.show_about)

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
        self.controller.refused.connect(self.show_refusal)
        self.controller.handover.connect(self._ask_handover)
        self.controller.deal_over.connect(self._deal_over)
        self.deck.ace_letter = variant_class(setup.variant_id).pack.ace_letter
        self.log.clear()
        self.result_panel.hide()
        self.privacy.hide()
        self.setWindowTitle(f"tarokdesk — {variant_class(setup.variant_id).name}")
        self.view.setToolTip("")
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
        if kind == "play" and self.confirm_play and self.scene.selected_card != card \
                and card in self._legal_cards():
            self.scene.selected_card = card
            self.refresh()
            self.actions_bar.show_hint(self.tr("Click the card again to play it."))
            return
        if kind is None:
            self.actions_bar.show_refusal(self.tr("Choose one of the buttons below."))
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
        roles[view.dealer].append(self.tr("dealer"))
        if view.dealer not in view.active:
            roles[view.dealer].append(self.tr("König, sits out"))
        roles[view.active[0]].append("Vorhand")
        if view.declarer is not None:
            label = self.tr("declarer: {contract}").format(contract=contract_words(view.contract))
            if view.public.get("called") is not None:
                label += ", " + self.tr("calls the {card}").format(
                    card=card_words(view.public["called"]))
            roles[view.declarer].append(label)
        if view.public.get("partner") is not None:
            roles[view.public["partner"]].append(self.tr("partner"))
        return roles

    def refresh(self) -> None:
        controller = self.controller
        if controller is None or controller.game is None:
            return
        view = controller.view()
        totals = controller.session.totals()
        self.scene.show_view(view, controller.names, self._roles(view), totals,
                             self._legal_cards(), self.scene_words())
        if controller.human_to_act():
            self.actions_bar.show_choices(self._prompt(view), list(view.legal))
        else:
            waiting = "" if controller.game.is_terminal else \
                self.tr("{name} is thinking…").format(name=controller.names[controller.game.to_move])
            self.actions_bar.show_choices(f"{phase_words(view.phase)}. {waiting}", [])
        self.sheet.show_sheet(controller.names, controller.session.sheet(), totals)
        self.view.setAccessibleDescription(self.describe(view))
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
            return self.tr("{name}, discard {left} more: click a card.").format(name=name,
                                                                                 left=left)
        if view.phase == "play":
            return (self.tr("{name}, your lead: click a card.") if not view.trick else
                    self.tr("{name}, your turn: click a card.")).format(name=name)
        prompt = PROMPTS.get(view.phase)
        return f"{name}: {self.tr(prompt) if prompt else phase_words(view.phase)}"

    def _ask_handover(self, seat: int) -> None:
        self.privacy.text.setText(self.tr("Pass to {name} — click when ready").format(
            name=self.controller.names[seat]))
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
        self.actions_bar.show_hint(self.tr("Hint: {what} — {reason}").format(what=what,
                                                                             reason=reason))

    def show_signals(self) -> None:
        view = self.controller.view()
        names = self.controller.names
        lines = [self.tr("{name} led {card}: {meaning} ({items})").format(
            name=names[seat], card=card_words(card),
            meaning=translate("Conventions", convention.meaning),
            items=convention.items) for seat, card, convention in first_lead_signals(view)]
        QMessageBox.information(self, self.tr("Lead signals"), "\n\n".join(lines) or
                                self.tr("Nobody has led yet."))

    def describe(self, view) -> str:
        """The table in words, for screen readers (cards on a scene have no accessible
        names of their own)."""
        hand = ", ".join(card_words(c) for c in view.hand)
        trick = ", ".join(f"{self.controller.names[s]}: {card_words(c)}" for s, c in view.trick)
        return self.tr("Your hand: {hand}. On the table: {trick}.").format(
            hand=hand or "—", trick=trick or "—")

    def scene_words(self) -> dict[str, str]:
        return {"talon": self.tr("Talon"), "discards": self.tr("Discards"),
                "seat": self.tr("{cards} cards · {tricks} tricks · {units}")}

    def show_refusal(self, refusal) -> None:
        self.actions_bar.show_refusal(refusal_words(refusal))

    # --- settings, language, help -----------------------------------------------------------------
    def show_settings(self) -> None:
        from tarokdesk.gui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.apply_settings(dialog.values())

    def apply_settings(self, values: dict) -> None:
        """Use (and remember) new settings: language, deck, card size, colours, speed."""
        self._remember(**values)
        current = dict(self.settings.values) if self.settings else values
        if "language" in values:
            LANGUAGE.use(values["language"])
            self.retranslate()
        if current.get("deck") and current["deck"] != self.deck.theme:
            self.set_deck(current["deck"])
        self.scene.animation_ms = current.get("animation_ms", self.scene.animation_ms)
        self.scene.card_scale = current.get("card_scale", self.scene.card_scale)
        self.scene.set_table_colour(current.get("table_colour", "#1f6b3a"))
        self.confirm_play = current.get("confirm_play", False)
        self._relayout()

    def retranslate(self) -> None:
        self.privacy.button.setText(self.tr("I am ready"))
        self.result_panel.button.setText(self.tr("&Next deal"))
        self._build_menus()
        self.actions_bar.forget()
        self.log.clear()
        self.refresh()
        if self.result_panel.isVisible() and self.controller.game.is_terminal:
            self._deal_over()

    def show_help(self) -> None:
        terms = "".join(f"<dt><b>{term}</b></dt><dd>{self.tr(text)}</dd>"
                        for term, text in GLOSSARY.items())
        QMessageBox.information(self, self.tr("How to play at this table"), self.tr(
            "<p>Your hand lies at the bottom; the other players sit around the table in the "
            "order of play, which passes to the right. Cards you may play are framed in gold; "
            "click one to play it, or use the arrow keys and Enter. Choices such as bids and "
            "announcements are buttons below the table (number keys 1-9).</p>"
            "<p>An illegal card is refused with the rule that forbids it. <i>View → Hint</i> "
            "shows what the computer player would do, and why; <i>View → Lead signals</i> "
            "reads the first leads by the books' conventions.</p>"
            "<p>Every action is saved at once; <i>Game → Sessions</i> opens earlier ones.</p>")
            + f"<dl>{terms}</dl>")

    def show_shortcuts(self) -> None:
        QMessageBox.information(self, self.tr("Keyboard shortcuts"), self.tr(
            "Left/Right: choose a card\nEnter: play or discard it\n1-9: the buttons below the "
            "table\nH: hint\nCtrl+L: last trick\nCtrl+G: lead signals\nCtrl+N: new game\n"
            "Ctrl+O: sessions\nCtrl+D: next deal\nF1: rules of this game"))

    def show_about(self) -> None:
        from tarokdesk import __version__

        QMessageBox.about(self, self.tr("About tarokdesk"), self.tr(
            "<h3>tarokdesk {version}</h3><p>A card table for the Tarock games of the old rule "
            "books.</p><p><b>Sources</b></p><ul>"
            "<li>Ulmann, <i>Illustrirtes Buch der Tarokspiele</i> (2nd ed.): Tapp-Tarok "
            "(Cap. I), Königrufen (Cap. IV), the general rules and the Tarok-Codex.</li>"
            "<li>Tarok-Tappen (1821), the Danish Tarok games and a Whist book: further "
            "variants to come.</li></ul>"
            "<p>Each variant follows its rule file; where the book leaves a question open, "
            "the rule file's recommendation is the default and the alternatives are options "
            "of the new-game dialog.</p>").format(version=__version__))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and self.controller is not None:
            self._build_menus()
        super().changeEvent(event)

    def show_last_trick(self) -> None:
        view = self.controller.view()
        LastTrickDialog(view.tricks[-1] if view.tricks else None, self.controller.names,
                        self).exec()

    def show_rules(self) -> None:
        RulesDialog(variant_class(self.controller.setup.variant_id).rules_file, self).exec()
