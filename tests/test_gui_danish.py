"""The Danish games at the table, by clicks (pytest-qt): the human deals and lays his Scat
through the tray, declares his honours and plays every trick; the Scus's exchange is in the
log, the Scat is never shown to the others, and en deux the partie sheet stands below the
score sheet while the dead stock lies face down."""

from __future__ import annotations

import pytest
from test_gui import make_window, wait_for_human
from test_gui_grosstarok import click_card
from test_gui_tappen import click_button

from tarokdesk.cards.card import SKUS
from tarokdesk.gui.controller import HUMAN
from tarokdesk.gui.words import excuse_words

pytestmark = pytest.mark.gui

NAMES = ["Anna", "Bernhard", "Clara"]


def play_by_clicks(qtbot, window) -> tuple[bool, bool]:
    """Every decision of the human through the table: the Scat's cards and its confirmation,
    the honours (each offered one declared), the cards (the Sküs when it may go)."""
    controller = window.controller
    laid = declared = False
    for _ in range(400):
        wait_for_human(qtbot, window)
        game = controller.game
        if game.is_terminal:
            break
        if game.phase == "discard":
            laid = True
            confirm = window.tray.commands(controller.view())
            if confirm:
                click_button(qtbot, window, confirm[0][0])
            else:
                legal = [a.value for a in game.legal_actions()
                         if a.value not in window.scene.tray]
                click_card(qtbot, window, legal[-1])
        elif game.phase == "play":
            legal = [a.value for a in game.legal_actions()]
            click_card(qtbot, window, SKUS if SKUS in legal else legal[0])
        else:
            names = [b.accessibleName() for b in window.actions_bar.buttons]
            wanted = next((n for n in names if n.startswith("Declare")), None)
            declared |= wanted is not None
            click_button(qtbot, window, wanted or "Nothing (more) to declare")
    return laid, declared


def check_finished(qtbot, window, seats: int) -> None:
    game = window.controller.game
    assert game.is_terminal
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert sum(game.result["totals"].values()) == 0
    view = window.controller.view()
    record = view.public["excuse"]
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    if record is not None:
        assert "    " + excuse_words(record, NAMES[:seats]) in lines


def test_danish_tarok_a_whole_deal_by_clicks(qtbot):
    window = make_window(qtbot, "danish-tarok", [HUMAN, "standard", "standard"], "4",
                         first_dealer=0)
    laid, declared = play_by_clicks(qtbot, window)
    assert laid  # the human dealt and laid his Scat
    check_finished(qtbot, window, 3)
    game = window.controller.game
    said = window.controller.view().public["declared"]["0"]
    assert bool(said) == declared


def test_taroc_en_deux_a_whole_deal_by_clicks_with_the_partie_sheet(qtbot):
    window = make_window(qtbot, "danish-taroc-en-deux", [HUMAN, "standard"], "5",
                         first_dealer=0)
    controller = window.controller
    wait_for_human(qtbot, window)
    dead = [key for key in window.scene.items_by_key if key[0] == "pile" and key[1] == "dead"]
    assert dead  # the dead stock lies face down on the table
    assert not any(key == ("card", c) for key in window.scene.items_by_key
                   for c in controller.game.state.piles["dead"])
    laid, _ = play_by_clicks(qtbot, window)
    assert laid
    check_finished(qtbot, window, 2)
    assert window.carry_panel.isVisible()
    written = controller.game.result["written"]
    panel = window.carry_panel
    texts = [panel.item(r, c).text() for r in range(panel.rowCount())
             for c in range(panel.columnCount()) if panel.item(r, c)]
    assert str(written["0"]) in texts and str(written["1"]) in texts
