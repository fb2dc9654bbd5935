"""Tarok-L'Hombre at the table, by clicks (pytest-qt): the human bids a duo, demands two
cards from the list of choices, clicks the cards he gives back, and plays the deal out."""

from __future__ import annotations

import pytest
from test_gui import make_window, wait_for_human
from test_gui_grosstarok import click_card
from test_gui_tappen import click_button

from tarokdesk.gui.controller import HUMAN

pytestmark = pytest.mark.gui


def test_a_whole_deal_by_clicks_with_card_requests(qtbot):
    window = make_window(qtbot, "tarok-lhombre", [HUMAN] + ["standard"] * 2, "2",
                         first_dealer=1)  # Anna is the Vorhand
    controller = window.controller
    demanded = 0
    for _ in range(300):
        wait_for_human(qtbot, window)
        game = controller.game
        if game.is_terminal:
            break
        legal = game.legal_actions()
        if game.phase == "request" and legal[0].kind == "name":
            picker = window.actions_bar.picker
            assert picker is not None and picker.count() == len(legal)
            picker.setCurrentIndex(0)
            click_button(qtbot, window, "Choose")
            demanded += 1
        elif legal[0].kind in ("play", "give", "discard"):
            click_card(qtbot, window, legal[0].value)
        else:
            names = [b.accessibleName() for b in window.actions_bar.buttons]
            wanted = next((n for n in ("a duo", "Hold") if n in names), None)
            click_button(qtbot, window, wanted or next(
                n for n in names if n in ("Pass", "Nothing (more) to declare")))
    game = controller.game
    assert game.is_terminal
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert sum(game.result["totals"].values()) == 0
    assert (game.state.declarer, game.state.contract) == (0, "a_duo")  # nobody outbid her
    assert demanded >= 2 and len(game.view(0).public["exchanges"]) == 2


def test_the_talon_form_by_clicks_lhombre_lays_his_own_scat(qtbot):
    """Option talon (tarok-lhombre.md Talon sub-variant): the human bids a duo, finds the
    talon's three cards in her hand, lays three through the tray, and plays the deal out."""
    window = make_window(qtbot, "tarok-lhombre", [HUMAN] + ["standard"] * 2, "2",
                         {"talon": "three"}, first_dealer=1)
    controller = window.controller
    laid = False
    for _ in range(300):
        wait_for_human(qtbot, window)
        game = controller.game
        if game.is_terminal:
            break
        legal = game.legal_actions()
        if game.phase == "discard":
            assert len(game.state.hands[0]) + len(game.state.discards[0]) == 28
            laid = True
            confirm = window.tray.commands(controller.view())
            if confirm:
                click_button(qtbot, window, confirm[0][0])
            else:
                click_card(qtbot, window, next(a.value for a in legal
                                               if a.value not in window.scene.tray))
        elif game.phase == "request" and legal[0].kind == "name":
            window.actions_bar.picker.setCurrentIndex(0)
            click_button(qtbot, window, "Choose")
        elif legal[0].kind in ("play", "give"):
            click_card(qtbot, window, legal[0].value)
        else:
            names = [b.accessibleName() for b in window.actions_bar.buttons]
            wanted = next((n for n in ("a duo", "Hold") if n in names), None)
            click_button(qtbot, window, wanted or next(
                n for n in names if n in ("Pass", "Nothing (more) to declare")))
    game = controller.game
    assert game.is_terminal and laid
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert game.state.declarer == 0 and len(game.state.discards[0]) == 3
    assert sum(game.result["totals"].values()) == 0
