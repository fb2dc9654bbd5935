"""Tarok unter Vieren at the table, by clicks (pytest-qt): four seats, the human with a
partner opposite; one whole deal, and the rubber shown beside the score sheet."""

from __future__ import annotations

import pytest
from test_gui import wait_for_human
from test_gui_grosstarok import click_card
from test_gui_tappen import click_button

from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.window import MainWindow

pytestmark = pytest.mark.gui


def test_a_whole_deal_by_clicks_among_four(qtbot):
    setup = TableSetup("tarok-unter-vieren", [SeatSetup(n, k) for n, k in
                                              (("Anna", HUMAN), ("Bernhard", "standard"),
                                               ("Clara", "standard"), ("Daniel", "standard"))],
                       "5", {}, first_dealer=0)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    controller = window.controller
    for _ in range(200):
        wait_for_human(qtbot, window)
        game = controller.game
        if game.is_terminal:
            break
        legal = game.legal_actions()
        if game.phase == "discard":
            confirm = window.tray.commands(controller.view())
            if confirm:
                click_button(qtbot, window, confirm[0][0])
            else:
                cards = [a.value for a in legal if a.value not in window.scene.tray]
                click_card(qtbot, window, cards[-1])
        elif game.phase == "play":
            click_card(qtbot, window, legal[0].value)
        else:
            names = [b.accessibleName() for b in window.actions_bar.buttons]
            click_button(qtbot, window, next((n for n in names if n.startswith("Declare")),
                                             "Nothing (more) to declare"))
    game = controller.game
    assert game.is_terminal and len(game.state.tricks) == 19
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert sum(game.result["totals"].values()) == 0
    assert game.result["carry"]["deals"] == 1
    assert game.view(0).public["partners"]["0"] == 2
