"""Deal review (issue 12 item 4): a scripted Tapp-Tarok Solo whose last two tricks hold a
known defender's mistake, found by the solver and marked with its cost; a Whist deal judged
in tricks by DDS from the first card, and by our own search from the last cards alike."""

from __future__ import annotations

import pytest
from whist_dds import calls_of

from tarokdesk.cards.card import card_from_name
from tarokdesk.cards.points import card_thirds, pile_thirds
from tarokdesk.core import Action, Game, game_to_dict
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.search import dds
from tarokdesk.practice.review import (DECLARER, DEFENDERS, EXACT_CARDS, TRICKS, cost_words,
                                       review_deal, review_saved)
from tests.builders import cards, deal, sole_bidder

A, B, C = 1, 2, 0  # the Vorhand declares; the dealer C defends with B
HANDS = {
    A: "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 HQ",
    B: "T2 HK H4 HC HJ H1 H2 H3 DK DQ DC DJ D1 D2 D3 D4",
    C: "T1 S7 S8 SK SQ SC SJ S10 S9 CK CQ CC CJ C10 C9 C8",
}
TALON = "T7 T6 T5 T4 T3 C7"
KEEP = {B: cards("HK H4"), C: cards("S7 S8")}


def played_out(mistake: bool, late_honour: bool = False) -> Game:
    """A leads his trumps from the top and wins every trick down to T8 and the HQ; B and C
    keep HK H4 and S7 S8 to the end, throwing their honours on A's trumps first. With
    `mistake`, B throws the HK on the T8 (it would have taken the HQ in the last trick).
    With `late_honour`, C holds the SK until three cards are left and throws it then, where
    it could have joined B's last trick."""
    game = Game.new("tapp-tarok", None, 3, C)
    deal(game, HANDS, TALON)
    sole_bidder(game, A, "solo")
    while game.phase != "play":
        game.apply(Action(game.phase == "announce" and "announce" or game.phase, game.to_move,
                          "pass"))
    while not game.is_terminal:
        seat = game.to_move
        legal = [a.value for a in game.legal_actions()]
        hand = game.state.hands[seat]
        if seat == A:
            card = max(legal, key=lambda c: (c < card_from_name("HK"), c))  # trumps, top first
        elif len(hand) == 2 and seat == B:
            card = card_from_name("HK" if mistake else "H4")
        else:
            keep = KEEP.get(seat, [])
            if seat == C and late_honour and len(hand) > 3:
                keep = [*keep, card_from_name("SK")]
            spare = [c for c in legal if c not in keep] or legal
            card = max(spare, key=card_thirds)  # the honours go to A early
        game.apply(Action("play", seat, card))
    return game


def test_the_thrown_king_costs_eight_card_points_and_is_the_defenders_first_mistake():
    review = review_deal(played_out(mistake=True))
    assert review.sides[DECLARER] == {A}
    last_but_one = review.tricks[-2]
    thrown = next(p for p in last_but_one.plays if p.seat == B)
    assert thrown.card == card_from_name("HK")
    # kept, the HK takes the HQ and C's spade in the last trick
    assert thrown.cost == pile_thirds(cards("HK HQ S8")) == 24
    assert cost_words(thrown.cost) == "−8"
    assert thrown.best == (card_from_name("H4"),)
    assert review.first_mistakes() == {DEFENDERS: (len(review.tricks) - 2, 1)}
    assert DECLARER not in review.first_mistakes()
    assert [len(t.hands[A]) for t in review.tricks] == list(range(16, 0, -1))


def test_the_right_card_costs_nothing_and_early_plays_are_not_judged():
    review = review_deal(played_out(mistake=False))
    assert review.first_mistakes() == {}
    judged = [p.cost for t in review.tricks for p in t.plays]
    assert judged[:3] == [None] * 3  # 48 cards in the hands: beyond the solver's range
    assert judged[-17] is None and judged[-16:] == [0] * 16  # from 16 cards in the hands on


def test_the_first_of_two_mistakes_is_the_sides_first():
    review = review_deal(played_out(mistake=True, late_honour=True))
    late = next(p for p in review.tricks[-3].plays if p.seat == C)
    assert late.card == card_from_name("SK")
    assert late.cost == pile_thirds(cards("SK")) - pile_thirds(cards("S8"))  # −4
    thrown = next(p for p in review.tricks[-2].plays if p.seat == B)
    assert thrown.cost == 24
    assert review.first_mistakes() == {DEFENDERS: (len(review.tricks) - 3, 2)}


def test_a_saved_deal_is_reviewed_alike():
    game = played_out(mistake=True)
    assert review_saved(game_to_dict(game)) == review_deal(game)


@pytest.mark.parametrize("thirds,words",
                         [(24, "−8"), (13, "−4⅓"), (2, "−⅔"), (30, "−10")])
def test_cost_words(thirds, words):
    assert cost_words(thirds) == words


def test_the_review_window_steps_to_the_mistake_and_marks_it(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from tarokdesk.gui.review import ReviewDialog

    review = review_deal(played_out(mistake=True))
    dialog = ReviewDialog(review, ["Carl", "Anna", "Berta"])
    qtbot.addWidget(dialog)
    assert "trick 15, Berta played ♥ King (−8)" in dialog.summary.text()
    assert not dialog.previous.isEnabled()
    for _ in range(len(review.tricks) - 2):
        qtbot.keyClick(dialog, Qt.Key.Key_Right)
    assert dialog.index == len(review.tricks) - 2
    assert dialog.position.text().startswith("Trick 15 of 16")
    marks = [label.text() for label in dialog.board.findChildren(QLabel, "cost")]
    assert marks.count("0") == 2 and "−8\nfirst mistake" in marks
    qtbot.keyClick(dialog, Qt.Key.Key_Right)
    qtbot.keyClick(dialog, Qt.Key.Key_Right)  # the last trick stays
    assert dialog.index == len(review.tricks) - 1 and not dialog.next.isEnabled()
    dialog.previous.click()
    assert dialog.index == len(review.tricks) - 2


def test_the_review_window_lays_readable_cards_that_grow_with_it_and_explains_its_marks(
        qtbot):
    from PySide6.QtWidgets import QApplication, QLabel

    from tarokdesk.gui.review import ReviewDialog

    dialog = ReviewDialog(review_deal(played_out(mistake=True)), ["Carl", "Anna", "Berta"])
    qtbot.addWidget(dialog)
    widths = []
    for size in ((1000, 640), (1280, 800)):
        dialog.resize(*size)
        dialog.show()
        QApplication.processEvents()
        cards = [label for label in dialog.board.findChildren(QLabel) if label.pixmap() and
                 not label.pixmap().isNull()]
        widths.append(min(label.width() for label in cards))
    assert widths[1] >= 56 and widths[1] > widths[0]
    assert "framed in blue" in dialog.legend.text() and "red frame" in dialog.legend.text()


def test_sessions_review_deal_opens_the_chosen_saved_deal(tmp_path, monkeypatch, qtbot):
    from PySide6.QtWidgets import QInputDialog

    from tarokdesk.core import Session
    from tarokdesk.gui.words import contract_words
    from tarokdesk.players import PLAYER_KINDS
    from tarokdesk.players.driver import play_session
    from tarokdesk.gui import review as review_window
    from tarokdesk.gui.sessions import SessionsDialog
    from tarokdesk.store import SessionStore

    session = Session("koenigrufen", seed="x", names=["Carl", "Anna", "Berta", "Dora"])
    play_session(session, [PLAYER_KINDS["random"](seat) for seat in range(4)], 2)
    store = SessionStore(tmp_path)
    store.close(store.create(session, [{"name": n, "kind": "human"} for n in session.names]))
    offered, shown = [], []
    monkeypatch.setattr(QInputDialog, "getItem", lambda parent, title, label, items, *rest:
                        (offered.extend(items), (items[0], True))[1])
    monkeypatch.setattr(review_window.ReviewDialog, "exec",
                        lambda dialog: shown.append((dialog.review, dialog.names)))
    dialog = SessionsDialog(store)
    qtbot.addWidget(dialog)
    dialog.button["Review"].click()
    assert offered == [f"Deal {n}: {contract_words(session.games[n - 1].result['contract'])}"
                       for n in (2, 1)]  # the last deal first
    assert shown == [(review_deal(session.games[1]), ["Carl", "Anna", "Berta", "Dora"])]


def test_game_review_deal_opens_the_deal_on_the_table_once_it_is_over(monkeypatch, qtbot):
    from tarokdesk.gui import review as review_window
    from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
    from tarokdesk.gui.window import MainWindow

    setup = TableSetup("tapp-tarok", [SeatSetup("Carl", HUMAN), SeatSetup("Anna", "standard"),
                                      SeatSetup("Berta", "standard")], "7")
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    qtbot.addWidget(window)
    window.controller.stop_bots()
    shown = []
    monkeypatch.setattr(review_window.ReviewDialog, "exec",
                        lambda dialog: shown.append(dialog.review))
    entry = next(a for menu in window.menuBar().actions() for a in menu.menu().actions()
                 if a.text() == "Re&view deal")
    assert not entry.isEnabled()  # in the middle of the deal there is nothing to review
    games = window.controller.session.games
    games[-1] = finished = played_out(mistake=True)
    window.update_actions()
    assert entry.isEnabled()
    entry.trigger()
    assert shown == [review_deal(finished)]
    findings = window.teaching.texts()[-1]  # and in the teaching panel
    assert findings.startswith("Review: Declarer's side") and "first mistake in trick" in \
        findings


def whist_deal() -> Game:
    """Whist, seed 12, played by the standard players: in trick 11 seat 2 leads the D9 from
    DQ D9 S6 where the queen draws the last trump out, the DJ (test_whist_expert.py), and the
    jack takes a trick."""
    game = Game.new("whist", None, dealer=0)
    game.deal_seeded(12)
    standard = HeuristicPlayer(0)
    while not game.is_terminal:
        game.apply(standard.decide(game.view(game.to_move))[0])
    return game


def test_a_whist_deal_is_judged_in_tricks_by_dds_partners_against_partners(monkeypatch):
    pytest.importorskip("endplay")
    asked = calls_of(monkeypatch, dds, "dds_solve")
    review = review_deal(whist_deal())
    assert review.unit == TRICKS and review.judged_from_the_start()
    assert review.sides == (frozenset({3, 1}), frozenset({2, 0}))  # seat 3 leads first
    plays = [play for trick in review.tricks for play in trick.plays]
    assert len(asked) == len(plays) == 52 and None not in [play.cost for play in plays]
    low = review.tricks[10].plays[0]
    assert (low.seat, low.card, low.cost) == (2, card_from_name("D9"), 1)
    assert card_from_name("DQ") in low.best


def test_without_dds_our_search_judges_the_last_cards_of_a_whist_deal_alike(request):
    pytest.importorskip("endplay")
    game = whist_deal()
    by_dds = review_deal(game)
    request.getfixturevalue("without_dds")
    ours = review_deal(game)
    assert ours.exact_cards == EXACT_CARDS and not ours.judged_from_the_start()

    def judged(review):
        return [(play.cost, play.best) for trick in review.tricks for play in trick.plays]
    assert judged(ours)[-EXACT_CARDS:] == judged(by_dds)[-EXACT_CARDS:]
    assert {cost for cost, _ in judged(ours)[:-EXACT_CARDS]} == {None}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_whist_review_names_the_partners_and_counts_tricks(qtbot, language):
    pytest.importorskip("endplay")
    from tarokdesk.gui.i18n import LANGUAGE
    from tarokdesk.gui.review import ReviewDialog

    LANGUAGE.use(language)
    try:
        dialog = ReviewDialog(review_deal(whist_deal()), ["Anna", "Berta", "Carl", "Dora"])
        qtbot.addWidget(dialog)
        heading, summary = dialog.heading.text(), dialog.summary.text().splitlines()
    finally:
        LANGUAGE.use("en")
    if language == "de":
        assert "an Stichen" in heading and heading.endswith("ab der ersten Karte.")
        assert summary[0].startswith("Dora und Berta: erster Fehler im 6. Stich, Berta "
                                     "spielte ♣ 6 (−1 Stich)")
        return
    assert "costs in tricks" in heading and heading.endswith("from the first card on.")
    assert summary == [
        "Dora and Berta: first mistake in trick 6, Berta played ♣ 6 (−1 trick); best was "
        "♠ King, ♠ Queen, ♠ 5, ♠ 2.",
        "Carl and Anna: first mistake in trick 3, Carl played ♥ 7 (−1 trick); best was ♠ 6, "
        "♠ 4, ♣ 8, ♣ 3, ♣ 2."]


def test_cards_still_to_come_from_the_packets_are_not_judged():
    """Strohmann-Tarok: the cards below the packets' open tops are hidden, so the solver
    judges only once all the cards left lie in the hands."""
    game = Game.new("strohmann-tarok", None, 2, 0)
    game.deal_seeded("1:2")
    players = {seat: HeuristicPlayer(f"1:2:{seat}") for seat in game.state.active}
    while not game.is_terminal:
        game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
    plays = [play for trick in review_deal(game).tricks for play in trick.plays]
    judged = [play for play in plays if play.cost is not None]
    assert judged and len(judged) < EXACT_CARDS
    assert all(play.card in play.legal for play in judged)
