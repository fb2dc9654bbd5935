"""The main window: the start screen or the table (the scene, the action bar, the teaching
panel, the log and the score sheet), the privacy screen of hot-seat play and the end-of-deal
counting.

It puts the parts together and follows the controller; the parts live in their own modules:
menus.py, help.py, apply_settings.py, table_input.py (mouse and keyboard), accessibility.py,
table_words.py (roles and prompts), overlays.py, home.py (the start screen), bot_failure.py,
teaching.py (hints, verdicts, refusals and findings, kept for the deal).
Everything it shows of a deal comes from the SeatView on screen.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import (
    QDockWidget, QHBoxLayout, QLayout, QMainWindow, QMessageBox, QStackedWidget, QVBoxLayout,
    QWidget,
)

from tarokdesk.core.variant import all_variants, variant_class
from tarokdesk.gui import help as help_texts
from tarokdesk.gui import theme
from tarokdesk.gui.accessibility import describe, table_name
from tarokdesk.gui.apply_settings import apply_settings, remember, use_saved_settings
from tarokdesk.gui.bot_failure import BotFailedBox
from tarokdesk.gui.choice_tips import choice_tip, game_goal
from tarokdesk.gui.controller import TableController, TableSetup
from tarokdesk.gui.deck import CardDeck
from tarokdesk.gui.dialogs import LastTrickDialog, NewGameDialog
from tarokdesk.gui.drawer import SideDrawer
from tarokdesk.gui.hints import book_chapters
from tarokdesk.gui.home import HomePage, PracticeDialog, first_game_setup
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, translate
from tarokdesk.gui.menus import build_menus
from tarokdesk.gui.overlays import Overlay
from tarokdesk.gui.person_names import DEFAULT_NAMES, shown_names
from tarokdesk.gui.panels import ActionBar, CarryPanel, LogPanel, ScoreSheet
from tarokdesk.gui.practice_table import Quiz
from tarokdesk.gui.problems_table import PuzzleController
from tarokdesk.gui.rules_pages import RulesDialog
from tarokdesk.gui.scene import TableScene
from tarokdesk.gui.sessions import SessionsDialog
from tarokdesk.gui.table.tray import DiscardTray
from tarokdesk.gui.table_control import TableControl
from tarokdesk.gui.table_input import TableInput
from tarokdesk.gui.table_view import TableView
from tarokdesk.gui.table_words import plate_scores, prompt, roles, scene_words, waiting
from tarokdesk.gui.teaching import Hint, Note, RefusalNote, TeachingPanel
from tarokdesk.gui.words import (
    ace_letter, card_words, claimed_in, draw_lines, game_name, history_lines, refusal_reason,
    sitting_out_lines,
)
from tarokdesk.players.conventions import first_lead_signals
from tarokdesk.rules.talon import DISCARD
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.store import SessionStore, Settings, StoredSession
from tarokdesk.rules.excuse import EXCUSE_SEEN


HAND_GAP = 16
"""Pixels kept clear above the player's hand by the drawer's opened panels (a chosen card
rises into them)."""


class MainWindow(QMainWindow):
    def __init__(self, setup: TableSetup | None = None, animation_ms: int = 250,
                 bot_delay_ms: int = 400, store: SessionStore | None = None,
                 settings: Settings | None = None, resume: StoredSession | None = None):
        """A table playing `setup` (a new session) or `resume` (a saved one), else the start
        screen; with a `store` every action is autosaved."""
        super().__init__()
        self.setWindowTitle("tarokdesk")
        self.bot_delay_ms = bot_delay_ms
        self.store = store
        self.settings = settings
        self.controller: TableControl | None = None
        self.auto_hint = False
        """Hints at every turn of the human, at this table."""
        self.hints_chosen = False
        """Hints at every turn as chosen in the View menu, for tables that do not ask for
        them themselves (a practice game does, for itself only)."""
        self.hint_shown = ""
        """The hint's line on the action bar, which a change of language shows anew."""
        self.deck = CardDeck(settings["deck"] if settings else "classic")
        self.scene = TableScene(self.deck, self)
        self.scene.animation_ms = animation_ms
        self.view = TableView(self.scene)
        self.actions_bar = ActionBar()
        self.log = LogPanel()
        self.sheet = ScoreSheet()
        self.carry_panel = CarryPanel()
        self.sheet.together = self.carry_panel.together = [self.sheet, self.carry_panel]
        self.teaching = TeachingPanel()
        self.teaching_shown = settings["teaching_panel"] if settings else True
        self.sheet_area = QWidget()
        sheet_layout = QVBoxLayout(self.sheet_area)
        sheet_layout.setContentsMargins(0, 0, 0, 0)
        sheet_layout.setSpacing(0)  # each heading on what it heads
        sheet_layout.addWidget(self.carry_panel.units_caption)
        sheet_layout.addWidget(self.sheet)
        sheet_layout.addWidget(self.carry_panel.caption)
        sheet_layout.addWidget(self.carry_panel)
        sheet_layout.addStretch(1)  # the sheet as tall as its rows, the box right under it
        self.input = TableInput(self)
        self.tray = DiscardTray(self)
        self.bot_failure: BotFailedBox | None = None
        self.comparison = None
        """The comparison with the expert under way (practice_table.ExpertRun)."""
        self.quiz = Quiz(self)

        self.table = QWidget()
        layout = QVBoxLayout(self.table)
        layout.setContentsMargins(0, 0, 0, 0)
        beside = QHBoxLayout()
        beside.setSpacing(0)
        beside.addWidget(self.view, 1)
        layout.addLayout(beside, 1)
        layout.addWidget(self.actions_bar)
        self.home = HomePage(self.deck)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.home)
        self.pages.addWidget(self.table)
        self.setCentralWidget(self.pages)
        self.privacy = Overlay(self.table, "", self.deck)
        self.privacy.setObjectName("privacy")
        self.handing_to = 0
        """The seat the privacy screen asks the device to be passed to."""
        self.result_panel = self.scene.result_panel  # laid in the middle of the table
        self.docks = {}
        for key, widget in (("teaching", self.teaching), ("log", self.log),
                            ("sheet", self.sheet_area)):
            dock = QDockWidget(self)
            dock.setObjectName(key)
            dock.setWidget(widget)
            dock.setFeatures(  # shown beside the table or in the drawer; the teaching panel
                QDockWidget.DockWidgetFeature.DockWidgetMovable)  # hidden by the View menu
            widget.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.docks[key] = dock
        self.actions_bar.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # the side panels' least height (a board read whole) does not hold the window taller
        # than asked: a low or narrow window folds them into the drawer when it is resized
        cast(QLayout, self.layout()).setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)
        self._scale_side_panels()
        self.drawer = SideDrawer(self, {self.docks["teaching"]: 0.38, self.docks["log"]: 0.24,
                                        self.docks["sheet"]: 0.38}, self._dock_wanted,
                                  self._above_hand)
        beside.addWidget(self.drawer)
        self.drawer.toggled.connect(lambda _: self._place_reason())
        if settings is not None:
            use_saved_settings(self)
        self.table_actions: dict = {}
        self.retranslate()

        self.scene.card_clicked.connect(self.input.card_clicked)
        self.actions_bar.chosen.connect(self.input.choose)
        self.view.resized.connect(self.relayout)
        self.view.key.connect(self.input.key)
        self.privacy.button.clicked.connect(self._hand_over)
        self.result_panel.button.clicked.connect(self.next_deal)
        self.home.first_game.connect(self.start_first_game)
        self.home.continue_session.connect(self.open_session)
        self.home.new_game.connect(self.ask_new_game)
        self.home.practice.connect(self.ask_practice)
        self.home.sessions.connect(self.show_sessions)
        self.home.rules.connect(self.show_rules)
        self.home.settings.connect(self.show_settings)
        if resume is not None:
            self.open_session(resume)
        elif setup is not None:
            self.new_game(setup)
        else:
            self.show_home()

    # --- pages ---------------------------------------------------------------------------------
    def show_home(self) -> None:
        """The start screen; the game on the table (saved as it went) is put away."""
        self._put_away()
        self.home.look_for_unfinished(self.store)
        self.pages.setCurrentWidget(self.home)
        self._show_table_parts(False)
        self.setWindowTitle("tarokdesk")

    def _show_table_parts(self, shown: bool) -> None:
        for dock in self.docks.values():
            dock.setVisible(shown and self._dock_wanted(dock))
        self.drawer.show_parts(shown)
        self.update_actions()

    def _above_hand(self) -> int | None:
        """The top of the player's hand on the table page (the lowest seat's cards), which
        the drawer's opened panels leave in sight; None before the table is laid out."""
        layout = self.scene.layout
        if layout is None or not layout.seats:
            return None
        top = max(region.cards.top() for region in layout.seats.values())
        point = self.view.mapFromScene(QPointF(0, top))
        return self.view.mapTo(self.table, point).y() - HAND_GAP

    def _dock_wanted(self, dock: QDockWidget) -> bool:
        """Whether a side panel belongs beside the table: the teaching panel as the View menu
        says, the others always."""
        return dock is not self.docks["teaching"] or self.teaching_shown

    def set_teaching_panel(self, shown: bool) -> None:
        """View → Teaching panel: shown at the table or hidden, and remembered; in a narrow
        window showing it opens the drawer."""
        self.teaching_shown = shown
        remember(self, teaching_panel=shown)
        if self.controller is not None:
            self.drawer.show_dock(self.docks["teaching"], shown)
        self._place_reason()

    def _put_away(self) -> None:
        if self.comparison is not None:
            self.comparison.cancel()
        if self.controller is not None:
            self.controller.shutdown()
            self.controller.deleteLater()
            self.controller = None
        if self.bot_failure is not None:
            self.bot_failure.buttonClicked.disconnect()  # its controller is gone
            self.bot_failure.close()
            self.bot_failure = None
        self.privacy.hide()
        self.result_panel.hide()

    # --- games ---------------------------------------------------------------------------------
    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self, self.controller.setup if self.controller else None,
                               self.settings)
        if dialog.exec():
            setup = dialog.setup()
            remember(self, last_variant=setup.variant_id, last_options=setup.options,
                     player_names=[s.name for s in setup.seats])
            self.new_game(setup)

    def host_table(self) -> None:
        """Game → Host a table: the game and its seats, then the lobby; the table follows."""
        from tarokdesk.gui.network_dialogs import host_table

        dialog = NewGameDialog(self, None, self.settings)
        dialog.setWindowTitle(translate("MainWindow", "Host a table"))
        if dialog.exec():
            controller = host_table(self, dialog.setup())
            if controller is not None:
                self._install(controller)

    def join_table(self) -> None:
        """Game → Join a table: address, room code and name, then the lobby."""
        from tarokdesk.gui.network_dialogs import join_table

        controller = join_table(self)
        if controller is not None:
            self._install(controller)

    def start_first_game(self) -> None:
        """The start screen's first button: a game a newcomer can finish (hints for it only),
        its goal said before the first bid, above the teaching panel's advice and on the
        action bar."""
        self.new_game(first_game_setup(self.settings["player_names"] if self.settings
                                       else list(DEFAULT_NAMES)))
        goal = game_goal(self.game_controller.view())
        if goal is not None:
            self.teaching.pin(Note("Tips", *goal))
            if not self.actions_bar.message.text():  # a hint says more
                self.actions_bar.show_hint(translate("Tips", goal[0]).format(**dict(goal[1])))

    def ask_practice(self) -> None:
        dialog = PracticeDialog(self, self.settings)
        setup = dialog.setup() if dialog.exec() else None
        if setup is not None:
            remember(self, quiz=setup.quiz)
            self.new_game(setup)
            self.teaching.add(Note("MainWindow", QT_TRANSLATE_NOOP(
                "MainWindow", "Practice deal from the seed {seed}: the same seed plays it "
                "again."), (("seed", setup.seed),)))

    def show_problems(self) -> None:
        """Practice → Problems: the book's problems; a chosen one is played as a puzzle."""
        from tarokdesk.gui.problems_dialog import ProblemsDialog
        from tarokdesk.gui.problems_table import puzzle_controller

        dialog = ProblemsDialog(self, self.settings)
        if dialog.exec() and dialog.chosen is not None:
            self._install(puzzle_controller(self, dialog.chosen))

    def show_solution(self) -> None:
        """The book's line of the problem on the table, move by move."""
        if isinstance(self.controller, PuzzleController):
            self.controller.show_solution()

    def show_sessions(self) -> None:
        if self.store is None:
            return
        dialog = SessionsDialog(self.store, self, owner=self.controller)
        if dialog.exec() and dialog.chosen is not None:
            self.open_session(dialog.chosen)
        elif self.controller is None:
            self.home.look_for_unfinished(self.store)

    def new_game(self, setup: TableSetup) -> None:
        self._install(TableController(setup, self.bot_delay_ms, self, self.store))

    def open_session(self, stored: StoredSession) -> None:
        self._install(TableController.resume(stored, self.store, self.bot_delay_ms, self))

    def _install(self, controller: TableControl) -> None:
        self._put_away()
        self.controller = controller
        controller.save_failed.connect(self._save_failed)
        controller.dealt.connect(self.teaching.clear)
        controller.changed.connect(self._changed)
        controller.refused.connect(self.show_refusal)
        controller.handover.connect(self._ask_handover)
        controller.deal_over.connect(self._deal_over)
        controller.bot_failed.connect(self._bot_failed)
        self.quiz = Quiz(self)  # no question stands at a new table
        self.teaching.reset()
        self.actions_bar.clear_refusal()
        self.auto_hint = controller.setup.hints or self.hints_chosen
        self.deck.ace_letter = variant_class(controller.setup.variant_id).pack.ace_letter
        self.log.clear()
        self.pages.setCurrentWidget(self.table)
        self._build_menus()  # the table's entries, and the hints' check mark
        self._show_table_parts(True)
        self.setWindowTitle(
            f"tarokdesk — {game_name(variant_class(controller.setup.variant_id))}")
        controller.start()
        goal = game_goal(controller.view())
        self.teaching.set_goal(Note("Tips", *goal) if goal is not None else None)
        if controller.read_only:
            self.statusBar().showMessage(self.tr(
                "This session is open in another window; it is shown here read-only."))

    def next_deal(self) -> None:
        if self.controller and self.controller.view().result is not None:
            self.result_panel.hide()
            self.controller.next_deal()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._scale_side_panels()
        self._place_reason()

    def _scale_side_panels(self) -> None:
        """The side panels' and the action bar's type grows with the window, as the cards do
        (rather than shrinking to strips beside and under a table of empty cloth)."""
        sheet = theme.window_sheet(self.height())
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)

    def _place_reason(self) -> None:
        """A hint's reason on the action bar while the teaching panel is out of sight: folded
        into the closed drawer of a narrow window, or hidden by the View menu."""
        folded = bool(self.drawer.narrow) and not self.drawer.isChecked()
        self.actions_bar.want_reason(folded or not self.teaching_shown)

    def closeEvent(self, event) -> None:
        if self.comparison is not None:
            self.comparison.cancel()
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)

    @property
    def game_controller(self) -> TableControl:
        """The controller of the game on the table, for what only such a game brings about
        (its signals, a result shown)."""
        if self.controller is None:
            raise RuntimeError("no game on the table")
        return self.controller

    @property
    def local_controller(self) -> TableController:
        """The controller of a game played in this window, for what only such a game brings
        about (a computer player failing, the screen handed over)."""
        if not isinstance(self.controller, TableController):
            raise RuntimeError("no game played in this window")
        return self.controller

    def _save_failed(self, message: str) -> None:
        self.statusBar().showMessage(message, 15000)

    def _bot_failed(self, seat: int, error: str) -> None:
        """Say so, keep the session, and offer the standard player for the seat."""
        controller = self.local_controller
        box = BotFailedBox(self, controller.names[seat], error)
        box.buttonClicked.connect(lambda button: controller.take_over(seat)
                                  if button is box.take_over else controller.retry())
        self.bot_failure = box
        self.actions_bar.show_refusal(box.windowTitle())
        box.open()

    # --- following the game -------------------------------------------------------------------
    def _changed(self) -> None:
        self.refresh()
        self.update_actions()
        self.teaching.follow(self.game_controller.game.log, self.game_controller.shown_seat())
        if self.quiz.follow():
            return
        if self.auto_hint and self.game_controller.human_to_act() \
                and len(self.game_controller.view().legal) > 1:  # no advice without a choice
            self.show_hint()

    def refresh(self) -> None:
        controller = self.controller
        if controller is None or not controller.session.games:
            return
        self.scene.aside = sitting_out_lines(shown_names(controller.session.names),
                                             controller.persons) \
            if controller.session.by_rubber else []  # C5: told on the felt as in the log
        view = controller.view()
        names, session = controller.names, controller.session
        totals = session.totals()  # by person; the seats' labels show their holders' (C5)
        game = controller.game
        self.teaching.set_deal_over(game.is_terminal)
        carry = game.carry_after if game.is_terminal else \
            session.variant.sitting.carry_in_deal(game.carry_after, view.dealer)  # the deal's own
        carry_sheet = session.variant.sitting.carry_sheet(carry)
        seat_totals = {seat: 0 if person is None else totals.get(person, 0)
                       for seat, person in enumerate(controller.persons)}
        self.scene.show_view(view, names, roles(view, names), seat_totals,
                             plate_scores(carry_sheet, seat_totals), self.input.legal_cards(),
                             scene_words())
        self.drawer.place_over()
        if controller.human_to_act():
            self.actions_bar.show_choices(prompt(view, names, len(self.scene.tray)),
                                          list(view.legal),
                                          self.tray.commands(view), len(view.talon_parts),
                                          claimed_in(view.public),
                                          lambda action: choice_tip(action, view))
        elif isinstance(controller, PuzzleController) and controller.stepping():
            done, count = controller.steps()
            self.actions_bar.show_choices(
                translate("MainWindow", "Move {done} of {count}: step with Back and Forward "
                          "(← →).").format(done=done, count=count), [],
                [(translate("MainWindow", "◀ Back"), lambda: controller.step(-1)),
                 (translate("MainWindow", "Forward ▶"), lambda: controller.step(1))])
        else:
            self.actions_bar.show_choices(
                waiting(view, names, controller.is_human(controller.game.person_to_act)), [])
        persons = shown_names(session.names)
        self.sheet.show_sheet(persons, session.sheet(), totals,  # by person (C5)
                              session.playing_persons(),
                              carry_sheet.deal_gains if carry_sheet else ())
        self.carry_panel.show_carry(names, carry_sheet, controller.persons)
        self.view.setAccessibleDescription(describe(view, names))
        ace_letter = session.variant.pack.ace_letter
        draw = session.draw_before(len(session.games) - 1)
        drawn = [] if draw is None else draw_lines(
            draw, persons if session.by_rubber else names, ace_letter)
        if session.by_rubber:  # C5: who sits this rubber out
            drawn += sitting_out_lines(persons, controller.persons)
        self.log.show_lines(drawn + history_lines(view.history, names, view.tricks,
                                                  len(view.active), len(view.talon_parts),
                                                  ace_letter, view.public.get(EXCUSE_SEEN),
                                                  session.variant.presentation.card_names,
                                                  view.played_by))

    def relayout(self) -> None:
        speed, self.scene.animation_ms = self.scene.animation_ms, 0
        self.refresh()
        self.scene.animation_ms = speed

    def _ask_handover(self, seat: int) -> None:
        self.handing_to = seat
        self.privacy.show_over(translate("MainWindow", "Pass to {name} — click when ready")
                               .format(name=self.game_controller.names[seat]))
        self.refresh()

    def _hand_over(self) -> None:
        self.privacy.hide()
        self.local_controller.confirm_handover()

    def _deal_over(self) -> None:
        self.refresh()  # the scene lays the result panel

    # --- views and hints -----------------------------------------------------------------------
    def show_hint(self) -> None:
        hint = self.controller.hint() if self.controller else None
        if hint is None:
            return
        action, advice = hint
        if action.kind in (PLAY, DISCARD):
            self.scene.hinted_card = action.card
            self.refresh()
        controller = self.game_controller
        entry = Hint(action, advice, controller.view())
        self.hint_shown = entry.short()
        self._place_reason()
        self.actions_bar.show_hint(self.hint_shown, entry.reason())
        self.teaching.add(entry, controller.game.log, controller.shown_seat())

    def set_auto_hint(self, on: bool) -> None:
        """View → Hints at every turn: for this table, and (unless it is a practice game,
        which asked for them itself) for the tables after it."""
        self.auto_hint = on
        if self.controller is None or not self.controller.setup.hints:
            self.hints_chosen = on
        if on and self.controller is not None and self.controller.human_to_act():
            self.show_hint()

    def show_signals(self) -> None:
        if self.controller is None:
            return
        names, view = self.controller.names, self.controller.view()
        ace = ace_letter(view.variant_id)
        lines = [translate("MainWindow", "{name} led {card}: {meaning} ({items})").format(
            name=names[seat], card=card_words(card, ace),
            meaning=translate("Conventions", convention.meaning),
            items=f"{convention.book}: {convention.items}" if convention.book
            else book_chapters(convention.items))
            for seat, card, convention in first_lead_signals(view)]
        box = QMessageBox(QMessageBox.Icon.Information, translate("MainWindow", "Lead signals"),
                          "\n\n".join(lines) or translate("MainWindow", "Nobody has led yet."),
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # it names players
        box.exec()

    def show_last_trick(self) -> None:
        if self.controller is None:
            return
        view = self.controller.view()
        LastTrickDialog(view.tricks[-1] if view.tricks else None, self.controller.names,
                        self, ace_letter(view.variant_id)).exec()

    def show_refusal(self, refusal) -> None:
        """The reason in the action bar's one line, in full with its rule in the panel."""
        self.actions_bar.show_refusal(refusal_reason(refusal))
        controller = self.game_controller
        self.teaching.add(RefusalNote(refusal), controller.game.log, controller.shown_seat())

    # --- settings, language, help --------------------------------------------------------------
    def show_settings(self) -> None:
        from tarokdesk.gui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            self.apply_settings(dialog.values())

    def apply_settings(self, values: dict) -> None:
        apply_settings(self, values)

    def retranslate(self) -> None:
        self.privacy.button.setText(translate("MainWindow", "I am ready"))
        self.result_panel.button.setText(translate("MainWindow", "&Next deal"))
        self.docks["log"].setWindowTitle(translate("MainWindow", "Game log"))
        self.docks["sheet"].setWindowTitle(translate("MainWindow", "Score sheet"))
        self.docks["teaching"].setWindowTitle(translate("MainWindow", "Teaching"))
        self.log.setAccessibleName(translate("MainWindow", "Game log"))
        self.sheet.setAccessibleName(translate("MainWindow", "Score sheet"))
        self.view.setAccessibleName(table_name())
        self.home.retranslate()
        self.drawer.retranslate()
        self._build_menus()
        self.actions_bar.forget()
        self.log.clear()
        self.refresh()
        if self.hint_shown and self.actions_bar.message.text() == self.hint_shown:
            self.show_hint()  # in the new language
        question = self.quiz.question()
        if question is not None:
            self.actions_bar.show_hint(question.short())
        if not self.result_panel.isHidden() and self.game_controller.view().result is not None:
            self._deal_over()
        if not self.privacy.isHidden():
            self._ask_handover(self.handing_to)

    def _build_menus(self) -> None:
        self.table_actions = build_menus(self)
        self.update_actions()

    def update_actions(self) -> None:
        """Grey the menu entries that cannot be used now (no game on the table, nothing to
        undo or redo)."""
        for action, usable in self.table_actions.items():
            action.setEnabled(usable())

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:  # about to paint: the table as it stands
            self.view.lay_out_pending()
        return super().event(event)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "table_actions"):
            self._build_menus()
        super().changeEvent(event)

    def show_rules(self, variant_id: str | None = None) -> None:
        """The rules of `variant_id`, else of the game on the table (or the last one)."""
        if not variant_id:
            variant_id = self.controller.setup.variant_id if self.controller else \
                self.settings["last_variant"] if self.settings else min(all_variants())
        RulesDialog(variant_id, self).exec()

    def show_help(self) -> None:
        help_texts.show_help(self)

    def show_shortcuts(self) -> None:
        help_texts.show_shortcuts(self)

    def show_about(self) -> None:
        help_texts.show_about(self)
