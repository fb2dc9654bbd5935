"""Long Whist at the table (pytest-qt, offscreen): a whole rubber of computer players with
one human seat, and the draw for partners made again before the next rubber (whist.md open
question 7, option `redraw`), the human following his person to the new seat."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_gui import make_window, play_deal, wait_for_human

from tarokdesk.gui.controller import HUMAN

pytestmark = pytest.mark.gui
KINDS = [HUMAN, "standard", "standard", "standard"]
SEED = "3"
"""Its first rubber is ten deals long, and the redraw moves Anna from seat 2 to seat 0."""


def next_deal(qtbot, window) -> None:
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    qtbot.mouseClick(window.result_panel.button, Qt.MouseButton.LeftButton)


def test_a_whist_rubber_by_bots_with_a_human_seat_and_a_redraw_before_the_next(qtbot):
    window = make_window(qtbot, "whist", KINDS, SEED, {"redraw": True})
    controller, session = window.controller, window.controller.session
    anna = session.names.index("Anna")  # the draw seated her
    assert controller.viewer == anna and controller.humans == [anna]
    play_deal(qtbot, window)  # the first deal by clicks on the table
    while not session.over:
        next_deal(qtbot, window)
        while True:  # the human's later decisions are the table's hints
            wait_for_human(qtbot, window)
            if controller.game.is_terminal:
                break
            assert controller.act(controller.hint()[0])
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    rubber = controller.game.carry_after
    assert rubber["winner"] is not None and len(session.games) == 10
    totals = session.totals()
    assert sum(totals.values()) == 0 and totals[anna] == totals[(anna + 2) % 4]
    assert window.carry_panel.isVisible()
    assert [window.sheet.horizontalHeaderItem(c).text() for c in range(2, 6)] == session.names

    next_deal(qtbot, window)  # a new rubber: the persons draw again
    redraw = session.redraws[0]
    seat = session.persons_at(10).index(anna)
    assert redraw["deal"] == 10 and seat != anna
    assert controller.viewer == seat and controller.humans == [seat]
    assert controller.names[seat] == "Anna" and controller.game.state.carry["games"] == []
    assert controller.view().hand == tuple(controller.game.state.hands[seat])
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("Anna draws" in line for line in log)
    assert [window.sheet.horizontalHeaderItem(c).text() for c in range(2, 6)] == session.names
    play_deal(qtbot, window)  # the human clicks through a deal at the new seat
    assert len(session.games) == 11 and sum(session.totals().values()) == 0
