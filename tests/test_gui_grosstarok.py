"""Grosstarok at the table, by clicks (pytest-qt): the human deals, lays his Scat through the
tray, declares his holdings, passes the Misère and Vole windows and plays all 25 tricks; the
log shows the Excuse's exchange, and the declarations stand at the seats."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from test_gui import as_painted, make_window, wait_for_human
from test_gui_tappen import click_button

from tarokdesk.cards.card import SKUS
from tarokdesk.gui.controller import HUMAN
from tarokdesk.gui.table_words import roles
from tarokdesk.gui.window import MainWindow
from tarokdesk.gui.words import excuse_words

pytestmark = pytest.mark.gui


def click_card(qtbot, window: MainWindow, card: int) -> None:
    """Click a card near its index, which a long hand's second row leaves in sight."""
    as_painted(window)
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


def excused_game(variant_id: str = "grosstarok", seed: int = 0):
    """A deal of standard players stopped right after the trick the Sküs excused with a
    blank handed over (the table then shows that trick)."""
    from tarokdesk.core import Game
    from tarokdesk.players.heuristic import HeuristicPlayer
    from tarokdesk.rules.excuse import EXCUSE_KEY

    for number in range(seed, seed + 40):
        game = Game.new(variant_id, dealer=number % 3)
        game.deal_seeded(f"excuse:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(game.state.n_seats)]
        while not game.is_terminal:
            record = game.state.extra.get(EXCUSE_KEY)
            if record and record["paid"] is not None and not game.state.trick and \
                    record["trick"] == len(game.state.tricks) - 1:
                return game, record
            game.apply(players[game.to_move].choose(game.view(game.to_move)))
    raise AssertionError("no Excuse with a blank in 40 deals")


def test_the_trick_picture_shows_the_excuse_and_the_blank_given_back(qtbot):
    """Issue 15 "The table": the Excuse's exchange in the trick, not only the log: the Sküs
    drawn back towards its holder, the blank lying at the winner's card, and the words
    telling it under the trick."""
    from PySide6.QtCore import QRectF

    from tarokdesk.gui.deck import CardDeck
    from tarokdesk.gui.scene import TableScene

    game, record = excused_game()
    scene = TableScene(CardDeck())
    scene.animation_ms = 0
    scene.setSceneRect(QRectF(0, 0, 1280, 800))
    names = ["Anna", "Bernhard", "Clara"]
    scene.show_view(game.view(0), names, {}, {}, {}, set())
    items = scene.items_by_key
    centre = scene.layout.trick_area.center()
    trick = game.state.tricks[-1]

    def reach(card) -> float:
        """How far out the card lies, in the trick's own ellipse (middle.place_trick)."""
        item = items[("card", card)]
        width, height = item.size.width(), item.size.height()
        off = item.pos() + QPointF(width / 2, height / 2) - centre
        return ((off.x() / (0.8 * width)) ** 2 + (off.y() / (0.32 * height)) ** 2) ** 0.5

    others = [c for s, c in trick.plays if c != SKUS]
    assert reach(SKUS) > max(reach(c) for c in others) * 1.2  # back towards its holder
    blank = items[("excuse_blank", record["paid"])]
    assert blank.face_up and blank.size.width() < items[("card", SKUS)].size.width()
    winner_card = items[("card", dict(trick.plays)[record["to"]])]
    assert (blank.pos() - winner_card.pos()).manhattanLength() < \
        (blank.pos() - items[("card", SKUS)].pos()).manhattanLength()
    card_names = game.variant.presentation.card_names
    assert scene.notes["excuse"].text == excuse_words(record, names, card_names)
    game.apply(game.legal_actions()[0])  # the next trick begins: the exchange is gone
    scene.show_view(game.view(0), names, {}, {}, {}, set())
    assert not any(key[0] == "excuse_blank" for key in scene.items_by_key)
    assert "excuse" not in scene.notes


@pytest.mark.parametrize("variant_id", ["grosstarok", "tarok-lhombre", "tarok-unter-vieren"])
def test_the_log_names_the_cards_as_the_book_does(variant_id):
    """The 78-card games' log keeps Ulmann's trump names (Tarok XXI (Mond), Sküs) in every
    language, but says the faces in the table's language: an English log reads "♥ Queen",
    not "♥ Dame"."""
    from tarokdesk.core import Game
    from tarokdesk.gui.words import history_lines
    from tarokdesk.players.random_player import RandomPlayer

    game = Game.new(variant_id, dealer=0)
    game.deal_seeded("names")
    players = [RandomPlayer(f"names:{s}") for s in range(game.state.n_seats)]
    while not game.is_terminal:
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
    view = game.view(0)
    names = ["Anna", "Bernhard", "Clara", "David"][:game.state.n_seats]
    lines = history_lines(game.history_for(0), names, view.tricks, len(view.active),
                          len(view.talon_parts), "1", view.public.get("excuse"),
                          game.variant.presentation.card_names)
    text = "\n".join(lines)
    for word in ("King", "Queen", "Cavall", "Jack", "Tarok XXI (Mond)"):
        assert word in text
    assert "König" not in text and "Dame" not in text and "Bube" not in text
    plain = Game.new("koenigrufen", n_seats=4, dealer=0)
    assert plain.variant.presentation.card_names is None


def test_the_seat_that_sits_out_a_deal_of_four_says_so():
    """At a table of four one seat is dealt nothing: its plate says it sits out this deal."""
    from tarokdesk.core.game import Game
    from tarokdesk.core.variant import variant_for

    game = Game(variant_for("grosstarok", None, 4))
    view = game.view(0)
    out = [seat for seat in range(4) if seat not in view.active]
    assert len(out) == 1
    assert any("sits out" in badge.lower() for badge in roles(view)[out[0]])
    assert not any("sits out" in badge.lower()
                   for seat in view.active for badge in roles(view)[seat])
