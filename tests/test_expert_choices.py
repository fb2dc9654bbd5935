"""The expert's choices before the card play: a game rebuilt from a seat's view and the real
hidden cards stands exactly where the real game stands; a sample that contradicts the record
is not used; bids and recent cards the standard player would not have made or played lower
a sample's weight; the
simulation retracts a hopeless game and opens one the standard player taps only where it
wins clearly."""

from __future__ import annotations

import random

import pytest

from tarokdesk.cards.card import PAGAT, card_from_name, is_king, is_trump
from tarokdesk.core import Game
from tarokdesk.core.actions import CHANCE, Action
from tarokdesk.core.deal import DEAL
from tarokdesk.core.variant import all_variants
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.game_facts import variant_of
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.choices import MIN_DEALS, candidates, simulate
from tarokdesk.players.search.rebuild import (
    Rebuilder, dealt_places, placed_deck, rebuild, true_world,
)
from tarokdesk.players.search.sampler import sample_world
from builders import deal

TABLES = (("koenigrufen", 4), ("tapp-tarok", 3), ("zwoelfer-tarok", 3), ("neunzehnerrufen", 4),
          ("steyerisch-tarok", 3), ("grosstarok", 3), ("danish-tarok", 3), ("tarok-lhombre", 3))
"""Games whose real deal rebuilds at every decision: a talon split among several takers and
set aside (Neunzehnerrufen), a talon dealt singly and grouped for the contract (Steyerisch),
a table of declarations filled in seat by seat (Grosstarok, Danish Tarok), cards named and
exchanged (L'Hombre)."""


def decisions(variant_id, n_seats, deals, every=3):
    """(game, view) at every `every`-th decision of some standard-player deals."""
    asked = 0
    for number in range(deals):
        game = Game.new(variant_id, None, n_seats, dealer=number % n_seats)
        game.deal_seeded(f"rebuild:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(n_seats)]
        while not game.is_terminal:
            view = game.view(game.to_move)
            if asked % every == 0:
                yield game, view
            asked += 1
            game.apply(players[game.to_move].choose(view))


@pytest.mark.parametrize("variant_id,n_seats", TABLES)
def test_the_real_deal_rebuilds_to_where_the_game_stands(variant_id, n_seats):
    """With the real hidden cards, every seat's rebuilt game has the real hands and gives
    the seat the same view, searched for or following an earlier sample's actions; the
    standard players agreed with themselves, so weight 1."""
    phases = set()
    for game, view in decisions(variant_id, n_seats, 3):
        rebuild = Rebuilder(view)
        for _ in range(2):  # the second follows the actions the first found
            rebuilt = rebuild(true_world(game, view.seat), random.Random(0))
            assert rebuilt is not None, (game.phase, game.log[-1])
            assert rebuilt.game.state.hands == game.state.hands
            assert rebuilt.game.view(view.seat) == view
            assert rebuilt.weight == 1.0
        phases.add(game.phase)
    assert "play" in phases and len(phases) > 1  # a choice before the play too


@pytest.mark.parametrize("variant_id", sorted(all_variants()))
def test_the_rebuild_deals_the_real_hands_of_every_game(variant_id):
    """The deal run once on the pack to learn where each place lies is made as the game
    makes it (dummies have their players), so the real hidden cards deal the real hands."""
    n_seats = all_variants()[variant_id].seat_counts[0]
    game = Game.new(variant_id, None, n_seats, dealer=1)
    game.deal_seeded("placed")
    view = game.view(game.to_move)
    dealt = Game(game.variant, 1)
    dealt.apply(Action(DEAL, CHANCE, placed_deck(view, true_world(game, view.seat),
                                                 random.Random(0))))
    assert dealt.state.hands == game.state.hands


@pytest.mark.parametrize("variant_id", ["steyerisch-tarok", "ungarisch-tarok"])
def test_every_sample_can_be_dealt(variant_id):
    """The talon walked part by part leaves parts face down beside the discards: a sample
    puts out of play no more cards that may not be laid away (kings, taroks) than the
    face-down talon holds, and a talon card the declarer took in sight lies in his hand or
    among his own discards, so every sample's deal can be placed (rebuild.dealt_places)."""
    rng, placed = random.Random(variant_id), 0
    for game, view in decisions(variant_id, 3, 8):
        know = Knowledge.of(view, variant_of(view).pack.cards)
        for _ in range(3):
            world = sample_world(view, know, rng)
            assert dealt_places(view, world, rng) is not None, (view.phase, world)
            placed += 1
    assert placed > 200


def test_a_sample_against_the_record_is_not_used():
    """Two other seats' hands swapped wholesale: their tricks could not have been played."""
    for game, view in decisions("koenigrufen", 4, 2):
        if len(view.tricks) < 3:
            continue
        world = true_world(game, view.seat)
        a, b = [s for s in view.active if s != view.seat][:2]
        world[a], world[b] = world[b], world[a]
        assert rebuild(view, world, random.Random(0)) is None
        return
    pytest.fail("no position with three tricks played")


def test_bids_the_standard_player_would_not_make_weigh_less():
    """Samples of a deal with a bid in it: the ones giving the bidder a hand the standard
    bidder would not bid with count less than those that explain the bid."""
    for game, view in decisions("koenigrufen", 4, 6, every=1):
        opened = [s for s, bid in view.bids if bid != "pass" and s != view.seat]
        if game.phase != "bid" or not opened:
            continue
        know = Knowledge.of(view, variant_of(view).pack.cards)
        rng = random.Random(1)
        weights = [rebuild(view, sample_world(view, know, rng), rng).weight for _ in range(30)]
        assert min(weights) < 1.0 and max(weights) == 1.0
        return
    pytest.fail("no bid by another seat before this seat's turn")


def test_a_card_the_standard_player_would_not_play_weighs_less():
    """Problem 12 after B ruffed A's S7 with the Sküs: a sample giving B a small tarok as
    well (the standard player ruffs with the smallest tarok that wins; Strategy 22: keep the
    small one) counts less than one in which B had no other tarok, the book's inference."""
    from tarokdesk.practice.problems import load_problems
    puzzle = next(p for p in load_problems() if p.number == 12).set_up()
    game = puzzle.game
    for move in list(puzzle.line())[:6]:  # SQ S8 S10, S7 SKUS S9: B leads next
        game.apply(move.action)
    view = game.view(puzzle.seat["A"])
    b, c = puzzle.seat["B"], puzzle.seat["C"]
    world = true_world(game, view.seat)
    real = rebuild(view, world, random.Random(0)).weight  # the invented tricks weigh too
    t2, heart = card_from_name("T2"), card_from_name("H4")
    world[b] = [t2 if card == heart else card for card in world[b]]
    world[c] = [heart if card == t2 else card for card in world[c]]
    assert rebuild(view, world, random.Random(0)).weight < real


def test_a_declarer_given_the_called_king_weighs_less():
    """A Rufer at its first trick, seen by a defender: a sample that gives the declarer the
    king he called (and his partner a card of the declarer's) weighs less than the real deal,
    since the standard caller calls a king he lacks unless his hand wins alone
    (koenigrufen.md Strategy 4, 14-16)."""
    for game, view in decisions("koenigrufen", 4, 8, every=1):
        called, declarer = view.public.get("called"), view.declarer
        if game.phase != "play" or view.tricks or called is None or view.seat == declarer:
            continue
        holder = next((s for s in view.active if called in game.state.hands[s]), None)
        if holder in (None, declarer, view.seat):
            continue
        world = true_world(game, view.seat)
        taken = {c for part, owner in zip(view.talon_parts, view.talon_owner)
                 if owner == "taken" and part for c in part}
        swap = next(c for c in world[declarer] if not is_trump(c) and c not in taken)
        world[declarer] = [called if c == swap else c for c in world[declarer]]
        world[holder] = [swap if c == called else c for c in world[holder]]
        assert rebuild(view, world, random.Random(0)).weight < 1.0
        return
    pytest.fail("no Rufer with a partner beside the viewing defender")


def hopeless_vorhand_bid():
    """Königrufen, the Vorhand (seat 1) holding the Pagat and eleven low plain cards, to bid
    first."""
    game = Game.new("koenigrufen", None, 4, dealer=0)
    pack = game.variant.pack
    plain = sorted((c for c in pack.cards if not is_trump(c)), key=lambda c: pack.rank[c])
    weak = [PAGAT] + [c for c in plain if not is_king(c)][:11]
    rest = [c for c in pack.cards if c not in weak]
    random.Random(4).shuffle(rest)
    deck = rest[:6] + weak[:6] + rest[6:24] + weak[6:] + rest[24:]
    game.apply(Action(DEAL, CHANCE, tuple(deck)))
    assert set(game.state.hands[1]) == set(weak)
    assert game.to_move == 1  # every other hand has a tarok: no redeal
    return game


def test_the_simulation_retracts_a_hopeless_game():
    """A Dreier (alone, one against three) with the Pagat and low cards: passing is better."""
    view = hopeless_vorhand_bid().view(1)
    dreier = next(a for a in view.legal if a.value == "dreier")
    verdict = simulate(view, dreier, random.Random(0))
    assert verdict is not None and verdict.action.value == "pass" and verdict.gain > 1.0


def test_where_the_standard_player_passes_only_a_sure_gain_opens():
    """Where the standard player passes in the auction, passing and the cheapest game are
    played out; with the Pagat and low cards the game loses, so the simulation passes too."""
    view = hopeless_vorhand_bid().view(1)
    by_value = {a.value: a for a in view.legal}
    ladder = ("rufer", "solo", "dreier", "solo_dreier")
    for rung, bid in enumerate(ladder[:3]):  # and the two bids above his own
        assert candidates(view, by_value[bid]) == [by_value["pass"]] + [
            by_value[b] for b in ladder[rung:rung + 3]]
    assert candidates(view, by_value["pass"]) == [by_value["pass"], by_value["rufer"]]
    verdict = simulate(view, by_value["pass"], random.Random(0))
    assert verdict is not None and verdict.action.value == "pass"


def koepfe_vorhand_bid():
    """Tapp-Tarok, the Vorhand (seat 1) holding the Sküs and the Mond (the Köpfe) with seven
    taroks and one king: below the books' Dreier (Strategy 2: 8-9 taroks, one honour and
    two kings), so the standard player taps."""
    game = Game.new("tapp-tarok", None, 3, dealer=0)
    deal(game, {1: "SKUS T21 T18 T15 T11 T7 T4 HK HQ H3 DC D2 S9 S8 C10 C7"})
    assert game.to_move == 1
    return game


def test_the_simulation_opens_a_dreier_with_the_koepfe_the_books_would_tap():
    """tapp-tarok.md Strategy 6 and open question 9: a deal all tap pays no honours, so the
    Köpfe are paid only if a game is played; with the Sküs and the Mond the Dreier also
    wins often enough. The standard player taps; the simulation opens the Dreier."""
    view = koepfe_vorhand_bid().view(1)
    standard = HeuristicPlayer("koepfe").choose(view)
    assert standard.value == "pass"
    verdict = simulate(view, standard, random.Random(0))
    assert verdict is not None and verdict.action.value == "dreier" and verdict.gain > 1.0
    expert = ExpertPlayer("koepfe")
    action, why = expert.decide(view)
    assert action.value == "dreier" and why.code == "search_choice"
    assert why.params["other"] == standard and why.params["gain"] > 1


def test_over_another_seats_bid_the_simulation_adds_no_raise():
    """Strategy 3: a raise must beat a hand that declared its strength; the game is played
    anyway, so nothing is lost by saying "gut": the Köpfe hand over the Vorhand's Dreier
    weighs no raise of its own."""
    game = Game.new("tapp-tarok", None, 3, dealer=1)  # seat 2 the Vorhand, seat 1 the dealer
    deal(game, {1: "SKUS T21 T18 T15 T11 T7 T4 HK HQ H3 DC D2 S9 S8 C10 C7"})
    game.apply(Action("bid", 2, "dreier"))
    assert game.to_move == 0
    game.apply(Action("bid", 0, "pass"))
    view = game.view(1)
    passing = next(a for a in view.legal if a.value == "pass")
    assert {a.value for a in view.legal} > {"pass", "untere"}
    assert candidates(view, passing) == []
    assert simulate(view, passing, random.Random(0)) is None


@pytest.mark.parametrize("variant_id", sorted(all_variants()))
def test_experts_finish_a_deal_of_every_game(variant_id):
    """Every seat an expert (small budgets), through every phase: where a game is rebuilt
    and settled, a window between tricks (a concession offered) is passed on the way."""
    n_seats = all_variants()[variant_id].seat_counts[0]
    game = Game.new(variant_id, None, n_seats, dealer=1)
    game.deal_seeded("every game")
    players = [ExpertPlayer(f"every:{s}", samples=3, choice_deals=1) for s in range(n_seats)]
    while not game.is_terminal:
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
    assert game.result["totals"]


def test_a_choice_is_overruled_only_over_several_deals():
    """A Misère claimed with the aces of hearts and diamonds, whose claim few sampled deals
    rebuild: where the simulation overrules the standard player, it does so over MIN_DEALS
    deals at least, never on the spread of one."""
    hand = "T2 T3 H1 H2 H3 H4 H5 H6 H7 D1 D2 D3 D4 D5 D6 S1 S2 S3 S4 S5 C1 C2 C3 C4 C5"
    game = Game.new("grosstarok", None, 3, 2)
    deal(game, {1: hand})
    while game.phase != "window":
        game.apply(HeuristicPlayer().choose(game.view(game.to_move)))
    view = game.view(1)
    standard = HeuristicPlayer().choose(view)
    assert standard.value == "misere"
    for seed in range(6):
        verdict = simulate(view, standard, random.Random(str(seed)), 3)
        assert verdict is None or verdict.action == standard or verdict.deals >= MIN_DEALS

