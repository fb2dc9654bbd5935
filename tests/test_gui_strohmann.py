"""Strohmann-Tarok at the table (pytest-qt): the packets lie in front of both players with
their tops, the human plays a whole deal by clicks, packet tops included, and the table never
shows a card face up that his view hides."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_gui import click_card, make_window, wait_for_human

from tarokdesk.core.state import pile_owner
from tarokdesk.gui.controller import HUMAN

pytestmark = pytest.mark.gui


def shown_to(view) -> set[int]:
    """Every card the human may see face up now: his hand, the open packet tops, the cards
    his opponent took into his hand from a packet (shown, so known), the trick and the last
    one."""
    cards = set(view.hand) | {c for pile in view.piles.values() for c in pile if c is not None}
    cards |= {c for held in view.hands.values() for c in held}
    cards |= set(view.played_cards())
    return cards


def test_a_whole_deal_by_clicks_from_hand_and_packets(qtbot):
    window = make_window(qtbot, "strohmann-tarok", [HUMAN, "standard"], "3")
    controller = window.controller
    from_packets = 0
    bands_seen = False
    for _ in range(200):
        wait_for_human(qtbot, window)
        game = controller.game
        view = controller.view()
        if not game.is_terminal:
            assert window.scene.face_up_cards() <= shown_to(view)
        if game.is_terminal:
            break
        layout = window.scene.layout
        if view.piles and game.phase == "play":
            owners = {pile_owner(n) for n in view.piles}
            assert set(layout.piles) == owners  # a band in front of each player
            bands_seen = True
            for band in layout.piles.values():
                assert not band.intersects(layout.play)
        legal = [a for a in controller.view().legal]
        plays = [a.value for a in legal if a.kind == "play"]
        tops = [c for c in plays if c not in view.hand]
        if plays:
            card = tops[0] if tops else plays[-1]
            from_packets += bool(tops)
            click_card(qtbot, window, card)
            continue
        buttons = {b.accessibleName(): b for b in window.actions_bar.buttons}
        wanted = next((name for name in ("Take up (Aufnehmen)", "Turn up the packets") if name in buttons),
                      next(iter(buttons)))
        qtbot.mouseClick(buttons[wanted], Qt.MouseButton.LeftButton)
    assert controller.game.is_terminal
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert controller.game.state.contract == "aufnehmen"
    assert bands_seen and from_packets >= 3
    assert sum(controller.game.result["totals"].values()) == 0
    assert window.sheet.rowCount() == 2


def test_the_english_table_says_the_take_up_in_english_and_keeps_the_book_word():
    """An English banner reads "Take up (Aufnehmen) · played by Eva", not the bare German
    word; the book's word stays for its glossary tooltip."""
    from tarokdesk.gui.words import contract_words, glossary_tip

    said = contract_words("aufnehmen")
    assert said.startswith("Take up") and "Aufnehmen" in glossary_tip(said)


def test_the_sheet_names_the_take_ups_player_in_its_one_bracket(qtbot):
    """'Take up (Aufnehmen, Eva)': the player joins the book's word in one bracket, never a
    second bracket beside it."""
    from tarokdesk.gui.panels import ScoreSheet

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    row = {"deal": 1, "contract": "aufnehmen", "declarer": 0, "units": {0: 2, 1: -2}}
    [(_, contract, _)] = sheet._lines(row, ["Eva", "Anna"], ())
    assert contract == "Take up (Aufnehmen, Eva)"
