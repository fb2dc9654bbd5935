"""Knocking at the table (Codex §2; paskiewitsch.md "Deal" 4): the cutter knocks with a
button, the Vorhand has the hands dealt in one packet of nine each and picks hers, the next
hand picks; the packets lie face down on the table until taken up, and no card is shown
before."""

from __future__ import annotations

from test_gui import make_window, play_deal
from test_gui_dummies import phase_at_human_turn, press

from tarokdesk.gui.controller import HUMAN


def test_a_knock_and_the_packets_chosen_by_clicks(qtbot):
    # Dealer 2: the cutter opposite is seat 0, the Vorhand seat 3, the second hand seat 0.
    window = make_window(qtbot, "paskiewitsch", [HUMAN, "standard", "standard", HUMAN],
                         options={"knocking": True}, first_dealer=2)
    controller = window.controller
    assert phase_at_human_turn(qtbot, window) == "deal"
    assert not controller.view().hand
    assert press(qtbot, window, "Knock", ["Cut", "Knock"]) == 0
    phase_at_human_turn(qtbot, window)
    assert not controller.view().hand
    assert sum(1 for key in window.scene.items_by_key if key[0] == "pile") >= 4  # face down
    assert press(qtbot, window, "Take the third packet",
                 ["Deal in the usual packets", "Take the first packet",
                  "Take the second packet", "Take the third packet",
                  "Take the fourth packet"]) == 3
    packet = list(controller.game.state.piles["packet_3"])
    assert press(qtbot, window, "Take the first packet",
                 ["Take the first packet", "Take the second packet",
                  "Take the fourth packet"]) == 0
    game = controller.game
    qtbot.waitUntil(lambda: game.phase != "deal", timeout=5000)
    assert sorted(game.state.hands[3]) == sorted(packet)
    play_deal(qtbot, window)
    assert game.is_terminal
