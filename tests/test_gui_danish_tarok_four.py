"""Danish Tarok for four at the table, by clicks (pytest-qt): a whole deal of each form with
the human at seat 0: the partnership form (the Scat laid, honours declared, 19 tricks, the
partie sheet beside the score sheet), and the Quadrille form with the human dealer asking
for a King by the buttons."""

from __future__ import annotations

import pytest
from test_gui import make_window, wait_for_human
from test_gui_grosstarok import click_card
from test_gui_tappen import click_button

from tarokdesk.gui.controller import HUMAN

pytestmark = pytest.mark.gui


def play_by_clicks(qtbot, window, choose) -> None:
    """Every decision of the human by a click: Scat cards and the confirm button, cards in
    play and cards given, and `choose(names)` for the buttons of the other phases."""
    controller = window.controller
    for _ in range(250):
        wait_for_human(qtbot, window)
        game = controller.game
        if game.is_terminal:
            return
        legal = game.legal_actions()
        if game.phase == "discard":
            confirm = window.tray.commands(controller.view())
            if confirm:
                click_button(qtbot, window, confirm[0][0])
            else:
                cards = [a.value for a in legal if a.value not in window.scene.tray]
                click_card(qtbot, window, cards[-1])
        elif legal[0].kind in ("play", "give"):
            click_card(qtbot, window, legal[0].value)
        else:
            click_button(qtbot, window, choose([b.accessibleName()
                                                for b in window.actions_bar.buttons]))


def declare_or_pass(names: list[str]) -> str:
    return next((n for n in names if n.startswith("Declare")), "Nothing (more) to declare")


def test_a_whole_partnership_deal_by_clicks(qtbot):
    window = make_window(qtbot, "danish-tarok-four", [HUMAN] + ["standard"] * 3, "5",
                         first_dealer=0)
    play_by_clicks(qtbot, window, declare_or_pass)
    game = window.controller.game
    assert game.is_terminal and len(game.state.tricks) == 19
    assert len(game.state.discards[0]) == 2  # the human dealer laid the Scat
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert sum(game.result["totals"].values()) == 0
    assert game.result["carry"]["partie"]["deals"] == 1
    assert game.view(0).public["partners"]["0"] == 2
    # the sheet's row: each side's points towards the partie, then the units settled
    sheet = window.sheet
    row = [sheet.item(0, column).text() for column in range(sheet.columnCount())]
    scores = game.result["carry"]["partie"]["scores"]
    assert [int(cell) for cell in row[2:]] == [scores[seat % 2] for seat in range(4)]
    totals = {int(seat): units for seat, units in game.result["totals"].items()}
    if any(totals.values()):  # the units settled, then their sum
        settled = [sheet.item(1, column).text() for column in range(sheet.columnCount())]
        assert settled[1] == "Settled" and sheet.rowCount() == 3
        assert [int(cell) for cell in settled[2:]] == [totals[seat] for seat in range(4)]
    else:  # no sum of zero under the points
        assert sheet.rowCount() == 1


def test_the_quadrille_dealer_asks_for_a_king_by_clicks(qtbot):
    window = make_window(qtbot, "danish-tarok-four", [HUMAN] + ["standard"] * 3, "5",
                         options={"form": "quadrille"}, first_dealer=0)

    def choose(names):
        if "ask for a King" in names:
            return "ask for a King"
        if window.controller.game.phase == "call":
            return names[0]
        return declare_or_pass(names)

    play_by_clicks(qtbot, window, choose)
    game = window.controller.game
    assert game.is_terminal and len(game.state.tricks) == 18
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert sum(game.result["totals"].values()) == 0
    assert [(a.seat, a.value) for a in game.log if a.kind == "bid"] == [(0, "ask")]
    assert [a.seat for a in game.log if a.kind == "call"] == [0]
    assert len(game.state.discards[0]) == 4
