"""The standard player's packet play in Strohmann-Tarok (strohmann-tarok.md "Strategy and
conventions" 6, 8-10, 14, 18, 20-22, 26, 28), each item in a situation built on a real view: the
hand, the open packet tops (with the covered cards beneath) and what is still out."""

from __future__ import annotations

from dataclasses import replace

import pytest
from builders import cards

from tarokdesk.cards.card import card_name
from tarokdesk.cards.points import pile_thirds
from tarokdesk.core import Game
from tarokdesk.players.advice import Advice
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.heuristic.packets import PacketPlay
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.inference import Constraints
from tarokdesk.players.knowledge import Knowledge

VARIANT = "strohmann-tarok"


def base_view():
    """A view of the seat to move in the play phase of a real deal."""
    player = HeuristicPlayer()
    for seed in range(50):
        game = Game.new(VARIANT, dealer=0)
        game.deal_seeded(f"packets/{seed}")
        while game.phase not in ("play", "done"):
            game.apply(player.choose(game.view(game.to_move)))
        if game.phase == "play":
            return game.view(game.to_move)
    raise AssertionError("no deal taken up")


BASE = base_view()


def situation(hand: str, mine: dict[str, int] | None = None,
              theirs: dict[str, int] | None = None, voids: tuple[int, ...] = (),
              out: str | None = None) -> PacketPlay:
    """`mine` / `theirs`: open tops with the number of covered cards beneath; `out`: the
    cards whose place is unknown (default: every card not in sight)."""
    me = BASE.seat
    other = next(s for s in BASE.active if s != me)
    piles = {}
    for seat, tops in ((me, mine or {}), (other, theirs or {})):
        for index, (name, covered) in enumerate(tops.items()):
            piles[f"packet/{seat}/{index}"] = (None,) * covered + (cards(name)[0],)
    held = tuple(cards(hand))
    view = replace(BASE, hand=held, piles=piles, trick=(), tricks=())
    rules_pack = Game.new(VARIANT).variant.pack
    shown = set(held) | {p[-1] for p in piles.values()}
    unseen = set(cards(out)) if out is not None else set(rules_pack.cards) - shown
    know = Knowledge(view=view, unseen=unseen,
                     shown=Constraints({me: set(), other: set(voids)}, {}))
    return PacketPlay(view, know, rules_pack.rank, other)


def lead(play: PacketPlay) -> tuple[str, str]:
    card, why = play.lead(list(play.view.hand) + list(play.mine))
    return card_name(card), why


def test_8_a_face_up_cavall_with_the_queen_in_hand_is_played_away():
    play = situation("HQ D3 S7 C8", mine={"HC": 1})
    assert lead(play)[0] == "HC" and "Strohmann 8" in lead(play)[1].cited
    # ... except when his talon shows a low card of that suit
    play = situation("HQ D3 S7 C8", mine={"HC": 1}, theirs={"H3": 2})
    assert "Strohmann 8" not in lead(play)[1].cited


def test_9_queen_and_cavall_on_two_packets_over_as_many_covered_cards_play_the_higher():
    play = situation("D3 H4 C8", mine={"SC": 2, "SQ": 2})
    assert lead(play) == ("SQ", lead(play)[1]) and "Strohmann 9" in lead(play)[1].cited


def test_10_low_cards_face_up_and_a_figure_in_hand_play_the_figure():
    play = situation("DK H4 C8", mine={"D3": 1, "D4": 1})
    assert lead(play)[0] == "DK" and "Strohmann 10" in lead(play)[1].cited
    play = situation("DK H4 C8", mine={"D3": 1, "D4": 1}, theirs={"D2": 1})
    assert "Strohmann 10" not in lead(play)[1].cited


def test_14_against_a_void_opponent_lead_a_small_card_not_the_king():
    clubs = 3
    play = situation("CK C8 S7", voids=(clubs,))
    assert lead(play)[0] == "C8" and "Strohmann 14" in lead(play)[1].cited
    play = situation("CK C8 S7")  # he can follow: the king takes its trick
    assert lead(play)[0] == "CK"


def test_18_a_sequence_from_the_top_is_led_from_the_top_but_a_lone_skus_is_kept():
    play = situation("SKUS T21 T5 C8")
    assert lead(play)[0] == "SKUS" and "Strohmann 18" in lead(play)[1].cited
    play = situation("SKUS T5 T4 T3", out="T21 T20 HK HQ")
    assert lead(play) == ("T4", Advice("low_trump_no_sequence", ("Strohmann 18",)))


def test_20_ten_trumps_without_the_pagat_hunt_it():
    play = situation("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 C8")
    assert lead(play)[0] == "T21" and "Strohmann 20" in lead(play)[1].cited
    play = situation("T21 T20 T19 T18 T17 T16 T15 T14 T13 C8")  # nine: not yet
    assert "Strohmann 20" not in lead(play)[1].cited


def test_16_in_the_process_play_into_the_back_hand():
    """The book's first "Prozeß" (2772-2784): A holds HK and two low hearts, his HC lies
    open over three cards; B shows HQ over two and a low heart over one. Whoever leads
    hearts first loses a figure: A puts B on lead with a low trump (not the HC that item 7
    would play away)."""
    play = situation("HK H4 H3 T5 T3 T12 D2", mine={"HC": 3}, theirs={"HQ": 2, "H2": 1})
    card, why = lead(play)
    assert card == "T3" and "Strohmann 16" in why.cited
    play = situation("HK H4 H3 D2 S7", mine={"HC": 3}, theirs={"HQ": 2, "H2": 1})
    card, why = lead(play)
    assert card in ("D2", "S7") and "Strohmann 16" in why.cited


def test_17_with_the_game_safe_give_the_process_up():
    """2784-2804: Sküs, Mond and seven more trumps: the game is safe; lead the suit."""
    play = situation("SKUS T21 T20 T19 T18 T17 T16 T15 T14 HK H4", mine={"HC": 3},
                     theirs={"HQ": 2, "H2": 1}, out="T1 T2 T3 HJ H1 D1")
    card, why = lead(play)
    assert card == "HK" and "Strohmann 17" in why.cited


def test_6_a_singleton_low_card_against_his_king_and_queen_stays_buttoned_up():
    """2867-2876: S7 alone in hand, his SK in hand and SQ open on his packet: do not play
    off the tops (item 13 would take the C9 over three); lead from the hand, keep the S7."""
    play = situation("S7 T10 T12 D2 D4", mine={"C9": 3, "H3": 2}, theirs={"SQ": 2})
    card, why = lead(play)
    assert card in ("D2", "D4") and "Strohmann 6" in why.cited
    play = situation("S7 T10 T12 D2 D4", mine={"C9": 3, "H3": 2}, theirs={"SQ": 2},
                     out="S8 S9 T21 T20 HK DK")  # his SK is gone: open the talon
    card, why = lead(play)
    assert card == "C9" and "Strohmann 13" in why.cited


def endgame(hands: dict[str, str], target: int, tricks: int):
    """A real Strohmann deal played through the engine to the end of `tricks` tricks, A
    (seat 0, the Aufnehmer) to lead with his tricks worth `target` thirds, then the hands."""
    import random

    from tarokdesk.practice.played_history import invent_played_history
    # the invented past deals the trumps to the packets first, so a hand may hold none:
    # that deal must not be thrown in (open question 6 switched off for this test only)
    game = Game.new(VARIANT, {"redeal_without_trump": False}, dealer=1)
    keep = {0: cards(hands["A"]), 1: cards(hands["B"])}
    for action in invent_played_history(game, keep, 0, "aufnehmen", tricks, 0, target,
                                        random.Random("endgame")):
        game.apply(action)
    assert sorted(game.state.hands[0]) == sorted(keep[0]) and game.to_move == 0
    assert sum(pile_thirds(t.cards()) for t in game.state.tricks if t.winner == 0) == target
    return game


def test_28_the_book_endgame_leads_s9_not_s7():
    """2929-2947 (the diagram is lost; these eight cards give every number of the text):
    after 23 tricks A has 27 1/3 (82 thirds), B 30. S9 wins (B can take only with SQ and
    later the S10: A 35 2/3), S7 loses (B overtakes with SJ, leads S8, later takes SQ)."""
    from tarokdesk.players import ExpertPlayer
    from tarokdesk.players.search.solver import Solver
    game = endgame({"A": "SK SC S9 S7", "B": "SQ SJ S10 S8"}, 82, 23)
    view = game.view(0)
    values = Solver(trick_rules(view), view.active, {0}).values(
        {0: list(view.hand), 1: list(game.state.hands[1])}, [], 0)
    assert {card_name(c): 82 + v for c, v in values.items()} == \
        {"SK": 104, "SC": 99, "S9": 107, "S7": 104}  # 107 = 35 2/3 wins
    action, why = HeuristicPlayer().decide(view)
    assert card_name(action.value) == "S9" and "Strohmann 28" in why.cited
    action, _ = ExpertPlayer(samples=2).decide(view)
    assert card_name(action.value) == "S9"
