"""A whole deal of Steyerisch-, Ungarisch- and Zwölfer-Tarok by clicks (pytest-qt, offscreen),
three people at one table: the Vorhand bids the game by its button, the others pass, she walks
the talon by clicking its parts (turning up those still face down, then going back to an
earlier one), lays away through the tray, and every card is played by a click."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_gui import make_window, play_deal, wait_for_human
from test_gui_table import click_scene_item

from tarokdesk.gui.controller import HUMAN

pytestmark = pytest.mark.gui


def click_button(qtbot, window, name: str) -> None:
    button = next(b for b in window.actions_bar.buttons if b.accessibleName() == name)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def next_human(qtbot, window) -> int:
    """Wait for the next seat to act, passing the privacy screen between people."""
    controller = window.controller
    wait_for_human(qtbot, window)
    while controller.awaiting_handover is not None:
        qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
        wait_for_human(qtbot, window)
    return controller.game.to_move


def click_part(qtbot, window, face_down: bool, part: int | None = None) -> None:
    scene = window.scene
    key = next(k for k, p in scene.talon_part_of.items()
               if (k[0] == "talon") == face_down and (part is None or p == part))
    click_scene_item(qtbot, window, scene.items_by_key[key])


@pytest.mark.parametrize("variant, bid, back_to, fold", [
    ("steyerisch-tarok", "Einer", 0, 7),        # all six seen, back to the first card: 6 + 1
    ("ungarisch-tarok", "Zweier", 0, 4),        # all three pairs seen, back to the first
    ("zwoelfer-tarok", "Dreier", 1, None),      # Vienna: both halves up, the second taken
])
def test_a_whole_deal_by_clicks_with_the_talon_walked(qtbot, variant, bid, back_to, fold):
    window = make_window(qtbot, variant, [HUMAN, HUMAN, HUMAN])
    game = window.controller.game
    while game.phase == "bid":
        seat = next_human(qtbot, window)
        click_button(qtbot, window, bid if seat == game.state.vorhand else "Pass")
    assert game.phase == "talon" and game.state.declarer == game.state.vorhand
    while game.phase == "talon":
        next_human(qtbot, window)
        if any(part is None for part in window.controller.view().talon_parts):
            click_part(qtbot, window, face_down=True)
        else:
            click_part(qtbot, window, face_down=False, part=back_to)
    taken = game.state.extra["talon"]["taken"]
    assert taken == back_to and game.state.talon_owner[back_to] == "taken"
    if fold is not None:
        assert game.state.extra["talon"]["multiplier"] == fold
    play_deal(qtbot, window)
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert game.is_terminal and sum(game.result["totals"].values()) == 0
    assert len(game.state.discards[game.state.declarer]) == len(game.state.talon_parts[taken])
