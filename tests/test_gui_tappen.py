"""Tarok-Tappen 1821 at the table, by clicks (pytest-qt): the human opens a game, lays away his
blind purchase through the tray, plays every card and declares after play; with 54 and with
42 cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_gui import click_card, paint_only_when_looked_at, wait_for_human

from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.window import MainWindow

pytestmark = pytest.mark.gui


def click_button(qtbot, window: MainWindow, name: str) -> None:
    """Click the action bar's button `name` once the bar's layout has given it its place."""
    target = next(b for b in window.actions_bar.buttons if b.accessibleName() == name)
    qtbot.waitUntil(lambda: target.width() > 0, timeout=2000)
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("pack", [54, 42])
def test_a_whole_deal_by_clicks_with_a_blind_purchase(qtbot, pack):
    setup = TableSetup("tarok-tappen-1821", [SeatSetup(n, k) for n, k in
                                             (("Anna", HUMAN), ("Bernhard", "standard"),
                                              ("Clara", "standard"))],
                       "3", {"pack": pack}, first_dealer=2)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    paint_only_when_looked_at(window)
    controller = window.controller
    discarded = False
    for _ in range(200):
        wait_for_human(qtbot, window)
        game = controller.game
        if game.is_terminal:
            break
        phase = game.phase
        if phase == "discard":
            discarded = True
            confirm = window.tray.commands(controller.view())
            if confirm:
                click_button(qtbot, window, confirm[0][0])
            else:
                legal = [a.value for a in game.legal_actions() if a.value not in window.scene.tray]
                click_card(qtbot, window, legal[-1])
        elif phase == "play":
            click_card(qtbot, window, game.legal_actions()[0].value)
        else:  # the Vorhand opens a Dreyer; then passes and declarations
            names = [b.accessibleName() for b in window.actions_bar.buttons]
            wanted = "Dreier" if "Dreier" in names else next(
                (n for n in names if n.startswith("Declare")), None) or next(
                n for n in names if n in ("Pass", "No more announcements",
                                          "Nothing (more) to declare"))
            click_button(qtbot, window, wanted)
    assert controller.game.is_terminal and discarded
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    result = controller.game.result
    assert result["declarer"] == 0 and sum(result["totals"].values()) == 0
    assert window.sheet.rowCount() == 2

