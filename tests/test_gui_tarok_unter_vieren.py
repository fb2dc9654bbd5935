"""Tarok unter Vieren at the table, by clicks (pytest-qt): four seats, the human with a
partner opposite; one whole deal, and the rubber shown beside the score sheet."""

from __future__ import annotations

import pytest
from test_gui import make_window, wait_for_human
from test_gui_grosstarok import click_card
from test_gui_tappen import click_button

from tarokdesk.gui.controller import HUMAN

pytestmark = pytest.mark.gui


def test_a_whole_deal_by_clicks_among_four(qtbot):
    window = make_window(qtbot, "tarok-unter-vieren", [HUMAN] + ["standard"] * 3, "5",
                         first_dealer=0)
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


def test_form_b_the_vorhand_calls_a_king_by_clicks(qtbot):
    """Form (b), 76 cards: the human Vorhand calls a king by the buttons, announces and plays
    the 18 tricks out by clicks; the others may take the game over only with more."""
    window = make_window(qtbot, "tarok-unter-vieren", [HUMAN] + ["standard"] * 3, "5",
                         options={"form": "b"}, first_dealer=1)  # Anna is the Vorhand
    controller = window.controller
    for _ in range(200):
        wait_for_human(qtbot, window)
        game = controller.game
        if game.is_terminal:
            break
        legal = game.legal_actions()
        names = [b.accessibleName() for b in window.actions_bar.buttons]
        if legal[0].kind in ("play", "give"):
            click_card(qtbot, window, legal[0].value)
        elif game.phase in ("bid", "call", "request"):
            wanted = next((n for n in ("king called", "Hold") if n in names), None)
            click_button(qtbot, window, wanted or ("Pass" if "Pass" in names else names[0]))
        else:
            click_button(qtbot, window, next((n for n in names if n.startswith("Declare")),
                                             "Nothing (more) to declare"))
    game = controller.game
    assert game.is_terminal and len(game.state.tricks) == 18
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert sum(game.result["totals"].values()) == 0
    assert [(a.seat, a.value) for a in game.log if a.kind == "bid"][0] == (0, "call_king")
    assert game.state.declarer == 0 and [a.seat for a in game.log if a.kind == "call"] == [0]
