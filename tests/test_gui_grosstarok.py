"""Grosstarok at the table, by clicks (pytest-qt): the human deals, lays his Scat through the
tray, declares his holdings, passes the Misère and Vole windows and plays all 25 tricks; the
log shows the Excuse's exchange, and the declarations stand at the seats."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from test_gui import make_window, wait_for_human
from test_gui_tappen import click_button

from tarokdesk.cards.card import SKUS
from tarokdesk.gui.controller import HUMAN
from tarokdesk.gui.table_words import roles
from tarokdesk.gui.window import MainWindow
from tarokdesk.gui.words import excuse_words

pytestmark = pytest.mark.gui


def click_card(qtbot, window: MainWindow, card: int) -> None:
    """Click a card near its index, which a long hand's second row leaves in sight."""
    item = window.scene.items_by_key[("card", card)]
    point = item.pos() + QPointF(item.size.width() * 0.1, item.size.height() * 0.15)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(point))


def test_a_whole_deal_by_clicks_with_the_scat_and_the_excuse(qtbot):
    window = make_window(qtbot, "grosstarok", [HUMAN] + ["standard"] * 2, "4",
                         first_dealer=0)
    controller = window.controller
    laid = declared = False
    for _ in range(300):
        wait_for_human(qtbot, window)
        game = controller.game
        if game.is_terminal:
            break
        phase = game.phase
        if phase == "discard":
            laid = True
            confirm = window.tray.commands(controller.view())
            if confirm:
                click_button(qtbot, window, confirm[0][0])
            else:
                legal = [a.value for a in game.legal_actions() if a.value not in window.scene.tray]
                click_card(qtbot, window, legal[-1])
        elif phase == "play":
            legal = [a.value for a in game.legal_actions()]
            click_card(qtbot, window, SKUS if SKUS in legal else legal[0])
        else:
            names = [b.accessibleName() for b in window.actions_bar.buttons]
            wanted = next((n for n in names if n.startswith("Declare")), None)
            declared |= wanted is not None
            click_button(qtbot, window, wanted or next(
                n for n in names if n in ("No announcement", "Nothing (more) to declare")))
    game = controller.game
    assert game.is_terminal and laid
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert sum(game.result["totals"].values()) == 0
    assert window.sheet.rowCount() == 2
    view = controller.view()
    said = view.public["declared"]["0"]
    assert bool(said) == declared
    if said:  # the declarations stand at the seat
        assert len(roles(view)[0]) >= 2
    record = view.public["excuse"]
    lines = [window.log.item(i).text() for i in range(window.log.count())]
    if record is not None:  # the Excuse's exchange in the log
        assert "    " + excuse_words(record, ["Anna", "Bernhard", "Clara"]) in lines
