"""The menu bar of the main window, built in the current language (and again when it
changes). Entries that need a game on the table are disabled on the start screen, and Undo,
Redo, Show solution, Review deal and Compare with the expert whenever there is nothing for
them to do (the last two until the deal is over, and at a table followed at a host's, which
holds no game to review)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from tarokdesk.gui import practice_table
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, translate
from tarokdesk.gui.remote import RemoteController

SPEEDS = {QT_TRANSLATE_NOOP("Menus", "Off"): 0, QT_TRANSLATE_NOOP("Menus", "Fast"): 120,
          QT_TRANSLATE_NOOP("Menus", "Normal"): 250, QT_TRANSLATE_NOOP("Menus", "Slow"): 500}


def build_menus(window) -> dict[QAction, Callable[[], bool]]:
    """Fill `window`'s menu bar; returns the entries that need a game on the table, each
    with the test of whether it can be used now (`MainWindow.update_actions`)."""
    bar = window.menuBar()
    for old in bar.actions():  # the menus of another language go, their entries with them
        if old.menu() is not None:
            for entry in old.menu().findChildren(QAction):
                entry.setEnabled(False)  # till it is gone, its shortcut would clash with the new
            old.menu().deleteLater()
    bar.clear()
    table_only: dict[QAction, Callable[[], bool]] = {}

    def on_table() -> bool:
        return window.controller is not None

    def local() -> bool:
        """A table whose game is played here (not one followed at a host's)."""
        return on_table() and not isinstance(window.controller, RemoteController)

    def deal_over() -> bool:
        return local() and window.controller.has_game \
            and window.controller.game.is_terminal

    def add(menu, text, shortcut, slot, needs_table=False, usable=on_table) -> QAction:
        action = QAction(text, menu)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        if needs_table:
            table_only[action] = usable
        return action

    game = bar.addMenu(translate("Menus", "&Game"))
    add(game, translate("Menus", "&Home"), "Ctrl+Shift+H", window.show_home)
    add(game, translate("Menus", "&New game…"), QKeySequence.StandardKey.New,
        window.ask_new_game)
    add(game, translate("Menus", "&Host a table…"), "", window.host_table)
    add(game, translate("Menus", "&Join a table…"), "", window.join_table)
    add(game, translate("Menus", "Ne&xt deal"), "Ctrl+D", window.next_deal, True)
    add(game, translate("Menus", "Re&view deal"), "Ctrl+R", lambda: deal_review(window), True,
        deal_over)
    add(game, translate("Menus", "&Sessions…"), QKeySequence.StandardKey.Open,
        window.show_sessions)
    add(game, translate("Menus", "Se&ttings…"), QKeySequence.StandardKey.Preferences,
        window.show_settings)
    game.addSeparator()
    add(game, translate("Menus", "&Quit"), QKeySequence.StandardKey.Quit, window.close)

    edit = bar.addMenu(translate("Menus", "&Edit"))
    add(edit, translate("Menus", "&Undo"), QKeySequence.StandardKey.Undo,
        lambda: practice_table.undo(window), True,
        lambda: on_table() and window.controller.can_undo())
    add(edit, translate("Menus", "&Redo"), "Ctrl+Shift+Z", lambda: practice_table.redo(window),
        True, lambda: on_table() and window.controller.can_redo())

    practice = bar.addMenu(translate("Menus", "P&ractice"))
    add(practice, translate("Menus", "&New practice game…"), "", window.ask_practice)
    add(practice, translate("Menus", "&Play this deal again"), "",
        lambda: practice_table.play_again(window), True, local)
    add(practice, translate("Menus", "&Compare with the expert"), "",
        lambda: practice_table.compare_with_expert(window), True,
        lambda: deal_over() and window.comparison is None)
    practice.addSeparator()
    add(practice, translate("Menus", "&Problems…"), "", window.show_problems)
    add(practice, translate("Menus", "Show &solution"), "", window.show_solution, True,
        lambda: hasattr(window.controller, "show_solution"))

    view = bar.addMenu(translate("Menus", "&View"))
    add(view, translate("Menus", "&Last trick"), "Ctrl+L", window.show_last_trick, True)
    add(view, translate("Menus", "&Hint"), "H", window.show_hint, True)
    hints = add(view, translate("Menus", "Hints at every &turn"), "", window.set_auto_hint)
    hints.setCheckable(True)
    hints.setChecked(window.auto_hint)
    teaching = add(view, translate("Menus", "T&eaching panel"), "Ctrl+E",
                   window.set_teaching_panel)
    teaching.setCheckable(True)
    teaching.setChecked(window.teaching_shown)
    add(view, translate("Menus", "Lead &signals"), "Ctrl+G", window.show_signals, True)
    add(view, translate("Menus", "Session &chart"), "Ctrl+T", lambda: session_chart(window), True)
    add(view, translate("Menus", "Stat&istics"), "Ctrl+I", lambda: statistics(window))
    speed = view.addMenu(translate("Menus", "&Animation speed"))
    group = QActionGroup(speed)
    for label, ms in SPEEDS.items():
        action = QAction(translate("Menus", label), speed, checkable=True)
        action.setChecked(ms == window.scene.animation_ms)
        action.triggered.connect(lambda _=False, ms=ms: window.apply_settings({"animation_ms": ms}))
        group.addAction(action)
        speed.addAction(action)
    decks = view.addMenu(translate("Menus", "&Deck"))
    deck_group = QActionGroup(decks)
    for label, theme in ((translate("Menus", "Classic"), "classic"),
                         (translate("Menus", "High contrast"), "high-contrast")):
        action = QAction(label, decks, checkable=True)
        action.setChecked(theme == window.deck.theme)
        action.triggered.connect(lambda _=False, t=theme: window.apply_settings({"deck": t}))
        deck_group.addAction(action)
        decks.addAction(action)

    help_menu = bar.addMenu(translate("Menus", "&Help"))
    add(help_menu, translate("Menus", "&Rules of this game"),
        QKeySequence.StandardKey.HelpContents, window.show_rules)
    add(help_menu, translate("Menus", "&How to play at this table"), "", window.show_help)
    add(help_menu, translate("Menus", "&Keyboard shortcuts"), "", window.show_shortcuts)
    add(help_menu, translate("Menus", "&About tarokdesk"), "", window.show_about)
    return table_only


def session_chart(window) -> None:
    from tarokdesk.gui.chart import show_session_chart  # QtCharts loads only when asked for

    show_session_chart(window)


def deal_review(window) -> None:
    from tarokdesk.gui.review import show_deal_review

    show_deal_review(window)


def statistics(window) -> None:
    from tarokdesk.gui.statistics import show_statistics  # QtCharts loads only when asked for

    show_statistics(window)
