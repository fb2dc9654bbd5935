"""Grosstarok (grosstarok.md): the deal programme and the Scat, the announcements with the
book's examples, the Excuse in every situation, and the three layers of the settlement with
the constructed worked example of the rule file."""

from __future__ import annotations

import random

import pytest
from builders import cards
from danish_builders import arranged

from tarokdesk.cards.card import PAGAT, SKUS, card_from_name, is_trump
from tarokdesk.cards.points import pile_thirds
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.state import Trick
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.sampler import OUT, places, sample_world
from tarokdesk.rules.excuse import EXCUSE_KEY
from tarokdesk.rules.honours import matadors
from tarokdesk.rules.settlement import Ledger
from tarokdesk.variants.grosstarok import (
    Grosstarok, card_results, holdings, item_value, premium_events,
)

C = card_from_name


def dealt(hands: dict[int, list[int]], dealer: int = 2, n_seats: int = 3) -> Game:
    game = Game.new("grosstarok", n_seats=n_seats, dealer=dealer)
    game.apply(Action(DEAL, CHANCE, arranged(game, hands)))
    return game


def pile_points(game: Game) -> int:
    state = game.state
    return sum(pile_thirds(state.won[s] + state.discards[s]) for s in state.active) // 3


def pass_to_play(game: Game, scat: list[int] | None = None) -> None:
    """Lay the Scat (the given cards, else the first legal ones), nothing announced."""
    while game.phase != "play":
        legal = game.legal_actions()
        if game.phase == "discard":
            choice = next((a for a in legal if scat and a.value in scat), legal[0])
        else:
            choice = next(a for a in legal if a.value == "pass")
        game.apply(choice)


def play_on(game: Game, rng: random.Random, until=lambda g: False, skus: bool = False) -> None:
    """Random legal cards (the Sküs only when `skus`), passing every window, until `until`."""
    while not game.is_terminal and not until(game):
        legal = game.legal_actions()
        if game.phase != "play":
            game.apply(next((a for a in legal if a.value == "pass"), rng.choice(legal)))
            continue
        plain = [a for a in legal if a.value != SKUS]
        game.apply(rng.choice(legal if skus or not plain else plain))


# --- the deal programme and the Scat ---------------------------------------------------------

def test_deal_gives_25_25_and_the_dealer_28_to_the_left():
    game = Game.new("grosstarok", n_seats=3, dealer=0)
    game.deal_seeded(5)
    state = game.state
    assert state.active == (2, 1, 0)  # Vorhand on the dealer's left, the dealer last
    assert [len(state.hands[s]) for s in (2, 1, 0)] == [25, 25, 28]
    assert game.phase == "discard" and game.to_move == 0


def test_with_four_the_dealers_right_hand_neighbour_rests():
    game = Game.new("grosstarok", n_seats=4, dealer=1)
    assert game.state.active == (0, 3, 1)
    game.deal_seeded(3)
    assert game.state.hands[2] == []


def test_scat_never_takes_a_king_or_the_mond_and_taroks_only_from_three():
    many = dealt({2: cards("T21 T20 T19 T5 SKUS HK HQ")})
    legal = {a.value for a in many.legal_actions()}
    assert C("HK") not in legal and C("T21") not in legal and C("T5") not in legal
    assert SKUS in legal and C("HQ") in legal
    assert many.refusal(Action("discard", 2, C("T5"))).code == "scat_taroks_held"
    assert many.refusal(Action("discard", 2, C("HK"))).code == "may_not_discard_king"
    few = dealt({0: cards("T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16"),
                 1: cards("T17 T18 T19 T20 SKUS"), 2: cards("T21 T1 T2 T3")}, dealer=2)
    few_legal = {a.value for a in few.legal_actions()}
    assert C("T21") not in few_legal  # the Mond never, the three others may go
    assert {C("T1"), C("T2"), C("T3")} <= few_legal


def test_scat_counts_for_the_dealer_and_the_pack_still_78():
    game = dealt({2: cards("HK HQ HC HJ")})
    pass_to_play(game, scat=cards("HQ HC HJ"))
    assert sorted(game.state.discards[2]) == sorted(cards("HQ HC HJ"))
    play_on(game, random.Random(1))
    assert pile_points(game) == 78


@pytest.mark.parametrize("variant_id", ["grosstarok", "tarok-lhombre", "tarok-unter-vieren"])
def test_the_scat_shows_its_numbered_taroks_but_never_the_skus(variant_id):
    """Talon (grosstarok.md q9; tarok-lhombre.md Deal; tarok-unter-vieren.md Talon): the
    numbered taroks laid away are shown (Codex §12), the Sküs is no tarok here and stays
    secret with the rest of the Scat, in the view and in the others' game log alike."""
    game = Game.new(variant_id, dealer=0)
    dealer = game.state.dealer
    others = [s for s in game.state.active if s != dealer]
    taroks = cards("T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 T20")
    hands = {seat: taroks[i::len(others)] for i, seat in enumerate(others)}
    game.apply(Action(DEAL, CHANCE, arranged(game, {dealer: cards("T1 T2 SKUS HQ"), **hands})))
    size = game.phases["discard"].size
    laid = cards("SKUS T1 T2 HQ")[:size]
    for card in laid:
        game.apply(Action("discard", dealer, card))
    seen = game.view(others[0])
    assert seen.discards_sizes[dealer] == size
    assert SKUS not in seen.shown_discards[dealer]
    assert set(seen.shown_discards[dealer]) == {c for c in laid if c != SKUS and is_trump(c)}
    logged = [a.value for a in game.history_for(others[0]) if a.kind == "discard"]
    assert SKUS not in logged and None in logged
    assert SKUS in game.view(dealer).own_discards


def test_the_search_samples_a_skus_laid_away_face_down():
    """The expert's worlds (players/search/sampler.py) and the position fill may put the
    Sküs among the dealer's face-down Scat, where it lies."""
    game = dealt({2: cards("SKUS HQ HC"), 0: cards("T1 T2 T3"), 1: cards("T4 T5")})
    pass_to_play(game, scat=cards("SKUS HQ HC"))
    view = game.view(0)
    know = Knowledge.of(view, game.variant.pack.cards)
    assert OUT in places(view, know)[SKUS]
    rng = random.Random(3)
    worlds = [sample_world(view, know, rng) for _ in range(30)]
    assert all(w is not None for w in worlds)
    assert any(SKUS in w[OUT] for w in worlds)


def test_scat_taroks_may_be_kept_face_down_by_option():
    game = Game.new("grosstarok", {"scat_taroks_shown": False}, dealer=2)
    game.apply(Action(DEAL, CHANCE, arranged(game, {
        2: cards("T1 T2 T3 HQ"), 0: cards("T4 T5 T6 T7 T8 T9 T10 T11 T12"),
        1: cards("T13 T14 T15 T16 T17 T18 T19 T20 T21 SKUS")})))
    for card in cards("T1 T2 T3"):
        game.apply(Action("discard", 2, card))
    assert game.view(0).shown_discards[2] == ()


# --- announcements: the book's examples --------------------------------------------------------

def test_skus_fills_the_gap_five_matadors():
    """T21, T19, T18, T17 + Sküs: the Sküs stands for T20, five matadors, 25 (4699-4703)."""
    hand = cards("T21 T19 T18 T17 SKUS")
    assert matadors(hand) == 5
    assert "matadors:5" in holdings(hand) and item_value("matadors:5") == 25


@pytest.mark.parametrize("hand,count", [
    ("T21 T20 T19", 3), ("T1 T2 T3 T21", 4), ("SKUS", 1), ("T1", 1), ("T21 T20 SKUS T1", 4),
    ("T20 T19", 0), ("T2 T3 SKUS", 3), ("SKUS T21 T1", 3),
])
def test_matador_counts(hand, count):
    assert matadors(cards(hand)) == count


def test_worked_example_announcements_a_plus_60_b_minus_15_c_minus_45():
    """The rule file's constructed example, step 1: A (Vorhand) announces 4 matadors (20) and
    "Zehn Taroks sans" with 11 (15); B a natural cavalry in hearts (10); C passes."""
    a_hand = cards("SKUS T21 T20 T18 T16 T15 T14 T13 T12 T11 T10")
    assert "matadors:4" in holdings(a_hand) and "taroks:11:sans" in holdings(a_hand)
    assert item_value("matadors:4") + item_value("taroks:11:sans") == 35
    ladons = cards("H2 H3 H4 H5 H6 H7 H8 H9 H10 D2 D3 D4 D5 D6")
    game = dealt({1: a_hand + ladons, 0: cards("HK HQ HC HJ")}, dealer=2)  # A=1, B=0, C=2
    pass_to_play_with(game, {1: ["matadors:4", "taroks:11:sans"], 0: ["cavalry:H"]})
    play_on(game, random.Random(2))
    net = {s: 0 for s in range(3)}
    for entry in game.result["items"]:
        if "claim" in entry:
            for seat, value in entry["amounts"].items():
                net[int(seat)] += value
    assert net == {1: 60, 0: -15, 2: -45}


def pass_to_play_with(game: Game, claims: dict[int, list[str]]) -> None:
    while game.phase != "play":
        legal = game.legal_actions()
        if game.phase == "declare":
            wanted = [f"declare:{i}" for i in claims.get(game.to_move, [])
                      if Action("declare", game.to_move, f"declare:{i}") in legal]
            game.apply(Action("declare", game.to_move, wanted[0] if wanted else "pass"))
        elif game.phase == "discard":
            game.apply(legal[-1])
        else:
            game.apply(next(a for a in legal if a.value == "pass"))


def test_announcements_show_their_cards_while_held_but_not_a_tarok_count():
    """Announcements 5: the objects of an announcement are shown to the table (the Sküs
    where it was used), a tarok count is not; a shown card is known until played."""
    a_hand = cards("SKUS T21 T20 T18 T16 T15 T14 T13 T12 T11 T10")
    game = dealt({1: a_hand, 0: cards("HK HQ HC HJ")}, dealer=2)
    pass_to_play_with(game, {1: ["matadors:4", "taroks:11:sans"], 0: ["cavalry:H"]})
    seen = game.view(2).hands
    assert set(seen[1]) == set(cards("SKUS T21 T20 T18"))  # T18 with the Sküs for T19
    assert set(seen[0]) == set(cards("HK HQ HC HJ"))
    assert set(game.view(0).hands) == {1} and 0 not in game.view(0).hands
    while game.state.trick or game.to_move != 0:
        legal = game.legal_actions()
        game.apply(legal[0])
    game.apply(Action("play", 0, C("HK")) if Action("play", 0, C("HK")) in
               game.legal_actions() else game.legal_actions()[0])
    played = {c for t in game.state.tricks for _, c in t.plays} | \
        {c for _, c in game.state.trick}
    assert set(game.view(2).hands.get(0, ())) == set(cards("HK HQ HC HJ")) - played


def test_equal_announcements_cancel_and_the_third_pays_both():
    """4776-4780: two players announcing the same value receive it from the third only."""
    game = dealt({1: cards("HK HQ HC HJ"), 0: cards("SK SQ SC SJ")}, dealer=2)
    pass_to_play_with(game, {1: ["cavalry:H"], 0: ["cavalry:S"]})
    play_on(game, random.Random(3))
    net = {s: 0 for s in range(3)}
    for entry in game.result["items"]:
        if "claim" in entry:
            for seat, value in entry["amounts"].items():
                net[int(seat)] += value
    assert net == {1: 10, 0: 10, 2: -20}


def test_half_cavalry_after_a_whole_one_only_in_sequence():
    hand = cards("SKUS DK DQ DJ SQ SC SJ")
    assert {"half_cavalry:D", "half_cavalry:S"} <= set(holdings(hand))
    assert set(holdings(hand, whole_cavalry_before=True)) >= {"half_cavalry:S"}
    assert "half_cavalry:D" not in holdings(hand, whole_cavalry_before=True)


def test_figures_kingdoms_and_ladons():
    hand = cards("HK DK SK SKUS HQ DQ SQ CQ HJ DJ SJ")
    items = holdings(hand)
    assert "half_kingdom" in items and "queens_skus" in items and "three_jacks" in items
    assert item_value("queens_skus") == 10 and item_value("half_kingdom") == 5
    ladons = [c for c in range(22, 78) if (c - 22) % 14 >= 4][:17]
    assert "ladons:17" in holdings(ladons) and item_value("ladons:17") == 21
    assert "ladons:16" in holdings(ladons[:15] + [SKUS]) and item_value("ladons:16") == 16


# --- the Excuse --------------------------------------------------------------------------------

def first(seed_range, scenario):
    """The first seed whose game reaches `scenario` (a function returning a game or None)."""
    for seed in seed_range:
        game = scenario(seed)
        if game is not None:
            return game
    raise AssertionError("no seed reached the scenario")


def holder_of_skus(game: Game) -> int:
    return next(s for s in game.state.active if SKUS in game.state.hands[s])


def test_excuse_led_asks_for_taroks_and_never_wins():
    def scenario(seed):
        game = Game.new("grosstarok", n_seats=3, dealer=0)
        game.deal_seeded(seed)
        if SKUS in game.state.hands[0]:
            return None
        pass_to_play(game)
        holder = holder_of_skus(game)
        play_on(game, random.Random(seed), until=lambda g: g.to_move == holder
                and not g.state.trick and any(t.winner == holder for t in g.state.tricks))
        if game.is_terminal or SKUS not in game.state.hands[holder]:
            return None
        return game
    game = first(range(40), scenario)
    holder = game.to_move
    pile_before = len(game.state.won[holder])
    game.apply(Action("play", holder, SKUS))
    follower = game.to_move
    legal = {a.value for a in game.legal_actions()}
    if any(is_trump(c) for c in game.state.hands[follower]):
        assert all(is_trump(c) for c in legal)  # "Tarok fordern"
    play_on(game, random.Random(0), until=lambda g: len(g.state.trick) == 0)
    trick = game.state.tricks[-1]
    assert trick.winner != holder
    assert SKUS in game.state.won[holder]
    record = game.state.extra[EXCUSE_KEY]
    assert record["to"] == trick.winner and record["paid"] is not None
    assert len(game.state.won[holder]) == pile_before  # the Sküs in, a blank out
    play_on(game, random.Random(0))
    assert pile_points(game) == 78


def test_excuse_played_instead_of_following_suit():
    def scenario(seed):
        game = Game.new("grosstarok", n_seats=3, dealer=0)
        game.deal_seeded(seed)
        pass_to_play(game)
        holder = holder_of_skus(game) if any(SKUS in h for h in game.state.hands) else None
        if holder is None:
            return None
        play_on(game, random.Random(seed), until=lambda g: g.to_move == holder
                and g.state.trick and any(
                    c in g.state.hands[holder] for c in g.state.hands[holder]
                    if not is_trump(c) and (c - 22) // 14 == (g.state.trick[0][1] - 22) // 14
                    and not is_trump(g.state.trick[0][1])))
        return None if game.is_terminal else game
    game = first(range(40), scenario)
    holder = game.to_move
    legal = {a.value for a in game.legal_actions()}
    assert SKUS in legal and not any(is_trump(c) for c in legal if c != SKUS)
    game.apply(Action("play", holder, SKUS))
    play_on(game, random.Random(5), until=lambda g: not g.state.trick)
    assert game.state.tricks[-1].winner != holder and SKUS in game.state.won[holder]
    play_on(game, random.Random(5))
    assert pile_points(game) == 78


def test_excuse_by_a_player_with_no_trick_is_owed_and_paid_from_his_next_trick():
    def scenario(seed):
        game = Game.new("grosstarok", n_seats=3, dealer=0)
        game.deal_seeded(seed)
        pass_to_play(game)
        holders = [s for s in game.state.active if SKUS in game.state.hands[s]]
        if not holders or game.to_move != holders[0]:
            return None
        return game
    game = first(range(60), scenario)
    holder = game.to_move
    game.apply(Action("play", holder, SKUS))  # the first lead of the deal
    play_on(game, random.Random(7), until=lambda g: not g.state.trick)
    record = game.state.extra[EXCUSE_KEY]
    winner = record["to"]
    assert record["paid"] is None and winner != holder
    assert game.state.won[holder] == [SKUS]
    won_before = len(game.state.won[winner])
    play_on(game, random.Random(7), until=lambda g: not g.state.trick
            and g.state.tricks[-1].winner == holder)
    if game.is_terminal and not any(t.winner == holder for t in game.state.tricks):
        assert game.state.extra[EXCUSE_KEY]["paid"] is None  # he stayed trickless
    else:
        record = game.state.extra[EXCUSE_KEY]
        assert record["paid"] is not None
        assert len(game.state.won[holder]) % 3 == 0
        assert len(game.state.won[winner]) > won_before
    play_on(game, random.Random(7))
    if any(t.winner == holder for t in game.state.tricks):
        assert pile_points(game) == 78


def test_excuse_held_past_trick_20_loses_its_power_and_goes_to_the_winner():
    def scenario(seed):
        game = Game.new("grosstarok", n_seats=3, dealer=0)
        game.deal_seeded(seed)
        pass_to_play(game)
        if not any(SKUS in game.state.hands[s] for s in game.state.active):
            return None
        holder = holder_of_skus(game)
        play_on(game, random.Random(seed), until=lambda g: len(g.state.tricks) == 20
                and g.to_move == holder and g.phase == "play")
        return None if game.is_terminal else game
    game = first(range(80), scenario)
    holder = game.to_move
    assert SKUS in {a.value for a in game.legal_actions()}  # still free to play
    game.apply(Action("play", holder, SKUS))
    play_on(game, random.Random(9), until=lambda g: not g.state.trick)
    trick = game.state.tricks[-1]
    assert trick.winner != holder and SKUS in game.state.won[trick.winner]
    assert game.state.extra[EXCUSE_KEY]["powerless"]
    play_on(game, random.Random(9))
    assert pile_points(game) == 78


# --- settlement: the rule file's numbers ----------------------------------------------------

class _Tricks:
    """A finished deal's tricks, for the premium events alone."""

    def __init__(self, tricks):
        self.tricks = tricks


def test_worked_example_premiums_a_plus_20_b_minus_10_c_minus_10():
    """Step 2: B brings in HK; A captures C's CK; C captures B's Pagat in trick 9; A brings in
    DK; C captures B's SK."""
    a, b, c = 1, 0, 2
    blank = iter(c for c in range(22, 78) if (c - 22) % 14 >= 4)
    tricks = [Trick(b, [(b, C("HK")), (a, next(blank)), (c, next(blank))], b),
              Trick(c, [(c, C("CK")), (a, C("T20")), (b, next(blank))], a),
              Trick(a, [(a, next(blank)), (b, PAGAT), (c, C("T19"))], c),
              Trick(a, [(a, C("DK")), (b, next(blank)), (c, next(blank))], a),
              Trick(b, [(b, C("SK")), (c, C("T18")), (a, next(blank))], c)]
    while len(tricks) < 25:  # tricks without honours (the events look at nothing else)
        tricks.append(Trick(a, [(a, C("H5")), (b, C("H6")), (c, C("T2"))], c))
    ledger = Ledger(3)
    others = {s: [o for o in (a, b, c) if o != s] for s in (a, b, c)}
    Grosstarok.settle_premiums(ledger, premium_events(_Tricks(tricks)), others, False, set())
    assert ledger.totals() == {str(a): 20, str(b): -10, str(c): -10}


def test_worked_example_card_points_and_deal_total():
    """Step 3: A 38, B 22, C 18 -> A +12, B -4, C -8; with steps 1 and 2: +92, -29, -63."""
    results = card_results({1: 38, 0: 22, 2: 18})
    assert results == {1: 12, 0: -4, 2: -8}
    total = {s: v + p + r for s, v, p, r in
             zip((1, 0, 2), (60, -15, -45), (20, -10, -10), (12, -4, -8))}
    assert total == {1: 92, 0: -29, 2: -63} and sum(total.values()) == 0


def test_two_above_one_below_pays_each_his_surplus():
    assert card_results({0: 30, 1: 28, 2: 20}) == {0: 4, 1: 2, 2: -6}


def test_vole_with_pagat_ultimo_41_and_announced_67():
    """4981-4985: Vole + Pagat ultimo = 26 + 15 = 41 from each; announced at the first lead
    52 + 15 = 67 (the rule file's variations)."""
    for announce, each in ((False, 41), (True, 67)):
        game = dealt({1: cards("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 "
                               "T5 T4 T3 T1 HK HQ HC HJ DK"), 0: [SKUS], 2: cards("T2")},
                     dealer=2)
        while game.phase != "play":
            legal = game.legal_actions()
            vole = Action("claim", 1, "vole")
            if announce and vole in legal:
                game.apply(vole)
            else:
                game.apply(next((x for x in legal if x.value == "pass"), legal[0]))
        while not game.is_terminal:
            legal = game.legal_actions()
            if game.phase != "play":
                game.apply(next(x for x in legal if x.value == "pass"))
            elif game.to_move == 1:  # high taroks first, the Pagat last
                plain = [x for x in legal if x.value != PAGAT]
                game.apply(max(plain or legal, key=lambda x: (is_trump(x.value), x.value)))
            else:
                plain = [x for x in legal if x.value != SKUS]
                game.apply(min(plain or legal, key=lambda x: x.value))
        items = {e["item"]: e["amounts"] for e in game.result["items"]}
        assert all(t.winner == 1 for t in game.state.tricks)
        assert items["vole"]["1"] + items["pagat_ultimo"]["1"] == 2 * each
        assert "king_brought_in" not in items and "card_points" not in items


def test_misere_and_vole_values():
    from tarokdesk.variants.grosstarok import MISERE_VALUE, SILENT, VOLE_VALUE
    assert (SILENT, MISERE_VALUE[0], MISERE_VALUE[12]) == (26, 36, 31)
    assert (VOLE_VALUE[0], VOLE_VALUE[12], VOLE_VALUE[19]) == (52, 38, 31)


def test_random_deals_are_zero_sum_and_conserve_the_pack():
    for seed in range(5):
        game = Game.new("grosstarok", n_seats=3, dealer=seed % 3)
        game.deal_seeded(seed)
        play_on(game, random.Random(seed), skus=True)
        assert sum(game.result["totals"].values()) == 0
        if all(any(t.winner == s for t in game.state.tricks) for s in game.state.active):
            assert pile_points(game) == 78
