"""The expert for Whist (players/search/whist_expert.py): DDS and our solver answer the same
per-card question, the expert finds the card the solver proves best where the standard player
errs, and it plays a whole deal."""

from __future__ import annotations

import random

import pytest
from whist_builders import PLAIN_FILL, play, whist_game
from whist_dds import calls_of

from tarokdesk.cards.card import card_from_name, suit_of
from tarokdesk.cards.packs import PACKS
from tarokdesk.core import Game
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.search import whist_expert
from tarokdesk.players.search.dds import dds_values
from tarokdesk.players.search.expert import ExpertPlayer
from tarokdesk.players.search.whist_expert import (FEWEST_SAMPLES, SURE_AFTER, WhistCardPlay,
                                                    runs)
from tarokdesk.players.search.whist_signals import events
from tarokdesk.players.search.whist_solver import WhistSolver
from tarokdesk.rules.suit_tricks import SuitTrickRules

PACK = PACKS["whist-52"]
STRAINS = (0, 1, 2, 3, None)


def begun_endgame(seed: int):
    """Four hands of 2-4 cards (positions in playing order), a random leader and up to three
    cards of the trick played at random, following suit."""
    rng = random.Random(f"whist-expert/{seed}")
    cards = list(PACK.cards)
    rng.shuffle(cards)
    size = rng.randint(2, 4)
    hands = [cards[size * p: size * (p + 1)] for p in range(4)]
    leader = rng.randrange(4)
    trick = []
    for i in range(rng.randrange(4)):
        hand = hands[(leader + i) % 4]
        same = [c for c in hand if trick and suit_of(c) == suit_of(trick[0])]
        card = rng.choice(same or hand)
        hand.remove(card)
        trick.append(card)
    return SuitTrickRules(PACK, rng.choice(STRAINS)), hands, leader, trick


def test_dds_and_our_solver_value_every_legal_card_alike():
    pytest.importorskip("endplay")
    for seed in range(60):
        rules, hands, leader, trick = begun_endgame(seed)
        assert dds_values(rules, hands, leader, trick) == \
            WhistSolver(rules).card_values(hands, leader, trick), seed


def last_trumps_position() -> Game:
    """A seeded deal played by the standard players to three tricks from the end: seat 2 on
    lead with DQ D9 S6 (diamonds trumps), partner D10 SA S9; the only other trump out is DJ,
    with the opponent who plays last. Leading the queen draws it (W-book: draw the last trump
    from the top); the standard player's low trump lets the jack win a trick."""
    game = Game.new("whist", None, dealer=0)
    game.deal_seeded(12)
    standard = HeuristicPlayer(0)
    for _ in range(40):
        game.apply(standard.decide(game.view(game.to_move))[0])
    assert game.to_move == 2
    assert sorted(game.state.hands[2]) == sorted(map(card_from_name, ("DQ", "D9", "S6")))
    return game


@pytest.mark.parametrize("use_dds", [True, False])
def test_the_expert_draws_the_last_trump_with_the_queen(use_dds):
    if use_dds:
        pytest.importorskip("endplay")
    view = last_trumps_position().view(2)
    standard = HeuristicPlayer(0).choose(view).value
    assert standard == card_from_name("D9")
    card, why = WhistCardPlay(random.Random(1), 20, use_dds=use_dds).choose(view, standard)
    assert card == card_from_name("DQ")
    assert why.code == "double_dummy_signals" and why.params["other"].value == standard


def test_the_expert_player_dispatches_whist_to_this_search():
    view = last_trumps_position().view(2)
    action, why = ExpertPlayer(seed=1).decide(view)
    assert action.value == card_from_name("DQ") and why.code == "double_dummy_signals"


def test_the_expert_asks_dds_where_it_loads(monkeypatch):
    pytest.importorskip("endplay")
    asked = calls_of(monkeypatch, whist_expert, "dds_solve")
    action, _ = ExpertPlayer(seed=1).decide(last_trumps_position().view(2))
    assert action.value == card_from_name("DQ") and asked


def test_without_dds_the_expert_asks_our_solver(without_dds, monkeypatch):
    searched = calls_of(monkeypatch, WhistSolver, "card_values")
    action, why = ExpertPlayer(seed=1).decide(last_trumps_position().view(2))
    assert action.value == card_from_name("DQ") and why.code == "double_dummy_signals"
    assert len(searched) == why.params["deals"]


def test_without_dds_our_solver_answers_within_its_node_budget():
    """From the first trick our solver is asked; when too few samples fit the budget the
    standard player plays (None), and a budget in nodes gives the same card every time."""
    game = Game.new("whist", None, dealer=0)
    game.deal_seeded(3)
    view = game.view(game.to_move)
    assert WhistCardPlay(random.Random(1), 5, use_dds=False, nodes=50).choose(
        view, view.hand[0]) is None
    standard = HeuristicPlayer(0)
    for _ in range(28):  # six tricks left
        game.apply(standard.decide(game.view(game.to_move))[0])
    view = game.view(game.to_move)
    first = WhistCardPlay(random.Random(1), 4, use_dds=False).choose(view, view.hand[0])
    assert first is not None and first[1].params["deals"] == 4
    assert WhistCardPlay(random.Random(1), 4, use_dds=False).choose(view, view.hand[0]) == first


def discards_position() -> Game:
    """A seeded deal by the standard players to the last two tricks: spades trumps, seat 2
    leads D4, seat 1 holds DA DQ; the diamonds out are DK D10 D8. Seats 0 and 3 have
    discarded five diamonds between them (D3 D5 D7, D6 DJ): by S4 each is weak there, so
    the DK is the leader's and the queen wins this trick with the ace to come."""
    game = Game.new("whist", None, dealer=0)
    game.deal_seeded(24)
    standard = HeuristicPlayer(0)
    for _ in range(45):
        game.apply(standard.decide(game.view(game.to_move))[0])
    assert game.to_move == 1
    assert sorted(game.state.hands[1]) == sorted(map(card_from_name, ("DA", "DQ")))
    return game


def test_reading_the_discards_changes_the_card_to_the_books():
    """Without the signals the samples put the DK anywhere and the ace takes more tricks on
    average, so the expert would leave the book's queen (W30, N1: second hand low). Weighed
    by S4 the samples keep the DK with the leader, and the queen is the better card."""
    view = discards_position().view(1)
    book = HeuristicPlayer(0).choose(view).value
    assert book == card_from_name("DQ")
    plain = WhistCardPlay(random.Random(1), 20, use_dds=False, signals=False).choose(view, book)
    read = WhistCardPlay(random.Random(1), 20, use_dds=False).choose(view, book)
    assert plain[0] == card_from_name("DA")
    assert read[0] == book
    assert read[1].code == "double_dummy_signals"
    assert read[1].params["other"].value == card_from_name("DA")


def test_each_signal_weighs_a_holding_by_its_convention():
    from tarokdesk.players.search.whist_signals import LIKELY, UNLIKELY, likelihood

    def cards(text):
        return [card_from_name(n) for n in text.split()]

    trump = 0  # hearts
    assert likelihood("lead", card_from_name("HK"), cards("HK HQ H3"), trump) == LIKELY  # S1
    assert likelihood("lead", card_from_name("HK"), cards("HK HJ H3"), trump) == UNLIKELY
    promised = frozenset(cards("SJ"))  # S6: the next lower card in play
    assert likelihood("lead", card_from_name("SQ"), cards("SQ SJ S2"), trump,
                      promised) == LIKELY
    assert likelihood("lead", card_from_name("SQ"), cards("SQ S10 S2"), trump,
                      promised) == UNLIKELY
    assert likelihood("lead", card_from_name("S4"), cards("S4 S5 S6 D2"), trump) == LIKELY
    assert likelihood("lead", card_from_name("S4"), cards("S4 D5 D6 D2"), trump) == UNLIKELY
    assert likelihood("low", card_from_name("C7"), cards("C7 C9"), trump) == LIKELY  # S5
    assert likelihood("low", card_from_name("C7"), cards("C7 C3"), trump) == UNLIKELY
    assert likelihood("discard", card_from_name("D3"), cards("D3 D9 SK"), trump) == LIKELY
    assert likelihood("discard", card_from_name("D3"), cards("D3 DK S9"), trump) == UNLIKELY
    assert likelihood("discard", card_from_name("D3"), cards("D3 DK"), trump) == LIKELY
    weak, strong = cards("H5 H4 D3"), cards("HA H9 H5 H4 D3")  # S3, S8
    assert likelihood("ruff", card_from_name("H4"), weak, trump) == LIKELY
    assert likelihood("ruff", card_from_name("H4"), strong, trump) == UNLIKELY
    assert likelihood("no_ruff", card_from_name("D3"), strong, trump) == LIKELY
    assert likelihood("no_ruff", card_from_name("D3"), weak, trump) == UNLIKELY
    assert likelihood("no_ruff", card_from_name("D3"), cards("D3 C4"), trump) == LIKELY
    denied = frozenset(cards("SQ"))  # N2, N6: a lower winner
    assert likelihood("wins", card_from_name("SK"), cards("SK S3"), trump, denied) == LIKELY
    assert likelihood("wins", card_from_name("SK"), cards("SK SQ"), trump, denied) == \
        UNLIKELY


def test_the_expert_finishes_a_whist_deal():
    game = Game.new("whist", None, dealer=1)
    game.deal_seeded(5)
    players = {seat: ExpertPlayer(seed=seat, samples=3) for seat in range(4)}
    while not game.is_terminal:
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))
    assert sum(game.result["tricks"]) == 13


def test_same_seed_same_whist_decision():
    view = last_trumps_position().view(2)
    assert ExpertPlayer(seed=4).decide(view) == ExpertPlayer(seed=4).decide(view)


def test_samples_leave_the_turned_up_trump_with_the_dealer():
    """whist.md "Dealing": the turned-up card is the dealer's until he plays it."""
    from tarokdesk.players.game_facts import trick_rules
    from tarokdesk.players.knowledge import Knowledge
    from tarokdesk.players.search.sampler import sample_world

    game = Game.new("whist", None, dealer=2)
    game.deal_seeded(9)
    view = game.view(game.to_move)
    turned = view.public["trump"]["card"]
    know = Knowledge.of(view, trick_rules(view).pack.cards)
    rng = random.Random(0)
    for _ in range(20):
        assert turned in sample_world(view, know, rng)[2]


def played_to(seed: int, actions: int) -> Game:
    """A seeded Whist deal played by the standard players for `actions` actions."""
    game = Game.new("whist", None, dealer=0)
    game.deal_seeded(seed)
    standard = HeuristicPlayer(0)
    for _ in range(actions):
        game.apply(standard.decide(game.view(game.to_move))[0])
    return game


def test_cards_with_every_card_between_them_gone_are_one_run():
    """Seat 3 holds CJ C9 with the C10 out: two runs; once the C10 has fallen (trick 5) and
    the CK is led, either card loses the same tricks."""
    early = played_to(3, 3).view(3)
    assert card_from_name("CJ") in early.hand and card_from_name("C10") not in early.hand
    assert [card_from_name("CJ")] in runs(early, early.hand)  # C7 C8 C9 are one run
    view = played_to(3, 21).view(3)
    legal = [a.value for a in view.legal]
    assert sorted(legal) == sorted(map(card_from_name, ("CJ", "C9")))
    assert runs(view, legal) == [[card_from_name("C9"), card_from_name("CJ")]]


@pytest.mark.parametrize("use_dds", [True, False])
def test_a_choice_within_one_run_is_left_to_the_standard_player(use_dds):
    """Seat 1 must follow to S9 with S10 S8 S7 S6: all one run, nothing to search."""
    if use_dds:
        pytest.importorskip("endplay")
    view = played_to(0, 11).view(1)
    assert len(view.legal) == 4
    assert WhistCardPlay(random.Random(1), 20, use_dds=use_dds).choose(view, view.hand[0]) \
        is None


def test_dds_solves_samples_within_its_node_budget_at_least_the_fewest():
    """At the opening lead a whole fresh deal costs DDS tens of thousands of nodes: a
    budget of one node still solves FEWEST_SAMPLES, a large one all twenty, and the budget
    being counted in nodes, the same seed gives the same card and text."""
    pytest.importorskip("endplay")
    game = played_to(5, 0)
    view = game.view(game.to_move)
    least = WhistCardPlay(random.Random(1), 20, dds_nodes=1).choose(view, view.hand[0])
    assert least[1].params["deals"] == FEWEST_SAMPLES
    most = WhistCardPlay(random.Random(1), 20, dds_nodes=10**9).choose(view, view.hand[0])
    assert most[1].params["deals"] == 20
    again = WhistCardPlay(random.Random(1), 20).choose(view, view.hand[0])
    assert WhistCardPlay(random.Random(1), 20).choose(view, view.hand[0]) == again


def test_a_card_best_in_every_sample_is_played_after_sure_after_samples():
    """Drawing the last trump with the queen is best in every sampled deal: the search
    stops after SURE_AFTER of the twenty samples."""
    pytest.importorskip("endplay")
    view = last_trumps_position().view(2)
    card, why = WhistCardPlay(random.Random(1), 20).choose(view, view.hand[0])
    assert card == card_from_name("DQ") and why.params["deals"] == SURE_AFTER


# --- the book's card where the double-dummy values are close ---------------------------------
def opening_lead(hand: str) -> Game:
    """Seat 3 leads the first trick (dealer 0, hearts turned up)."""
    return whist_game({3: hand}, "H2")


def fourth_hand_cheap() -> Game:
    game = whist_game({3: "S9", 2: "S3", 1: "S4", 0: "SA SK S10 H2"}, "H2")
    play(game, "S9", "S3", "S4")
    return game


def strong_trumps_void() -> Game:
    game = whist_game({3: "SK", 2: "HA HK H5 H4 H3 D9 D8 D5 D3 C9 C7 C4 C3"}, "H2")
    play(game, "SK")
    return game


@pytest.mark.parametrize("build, book", [
    (lambda: opening_lead(f"HA HK HJ H4 {PLAIN_FILL[4]}"), "HK"),  # W24.22
    (lambda: opening_lead("SQ SJ S10 S9 S8 H9 H5 D8 D5 D3 C7 C4 C3"), "S8"),  # W11
    (fourth_hand_cheap, "S10"),  # N6
    (strong_trumps_void, None),  # W31: strong in trumps, no ruff of an uncertain card
], ids=["W24.22", "W11", "N6", "W31"])
def test_where_no_card_takes_more_tricks_the_expert_plays_the_books(build, book):
    """Brenner's positions of test_whist_player.py, where the double-dummy values of the
    candidate cards are close: the expert plays the book's card, with the standard player's
    reason and what its search found."""
    pytest.importorskip("endplay")
    game = build()
    view = game.view(game.to_move)
    standard, reason = HeuristicPlayer(0).decide(view)
    action, why = ExpertPlayer(seed=1).decide(view)
    assert action == standard
    assert book is None and suit_of(action.value) != 0 or \
        action.value == card_from_name(book)
    pieces = [piece.code for piece in why.pieces()]
    assert pieces[0] == reason.code
    assert pieces[-1] in ("no_better_card", "double_dummy_signals")


def test_trick_winners_and_second_hand_voids_carry_readings():
    """N2: third hand's K denies the Q still in play; N6: fourth hand's A denies every
    lower winner; S3/S8: second hand void ruffs or discards, read by his trumps (S4 reads a
    discard's suit too)."""
    game = whist_game({3: "S5", 2: "S4", 1: "SK", 0: "S2"}, "H2")
    play(game, "S5", "S4", "SK", "S2")
    assert (1, 0, "wins", card_from_name("SK"), frozenset({card_from_name("SQ")})) in \
        events(game.view(3), 0)
    game = whist_game({3: "S5", 2: "S9", 1: "S3", 0: "SA"}, "H2")
    play(game, "S5", "S9", "S3", "SA")
    assert (0, 0, "wins", card_from_name("SA"), frozenset(
        map(card_from_name, ("S10", "SJ", "SQ", "SK")))) in events(game.view(3), 0)
    void = "S2 S3 S4 S6 S7 S8 C2 C3 C4 C5 C6 C7"
    for card, kinds in (("H3", ["ruff"]), ("C8", ["discard", "no_ruff"])):
        game = whist_game({3: "D4", 2: f"H3 {void}" if card == "H3" else f"C8 {void}"},
                          "H2")
        play(game, "D4", card)
        assert [kind for seat, _, kind, _, _ in events(game.view(3), 0) if seat == 2] == kinds
