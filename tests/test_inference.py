"""What the record proves of the hidden hands (players/inference.py): each family of trick
rules states what a card played reveals (`TrickRules.reveals`: the plain Tarok trick with and
without must_overtrump, Whist's trick with a trump suit, the Excuse), and the four readers -
the players' `Knowledge`, the Whist `Reading`, the expert's sampler and a position's fill -
read the same constraints from the same record, and never one that the cards belie."""

from __future__ import annotations

import random

import pytest
from builders import cards
from steering import contracts, steered_game

from tarokdesk.cards.card import SKUS, TRUMP, card_from_name, is_king, is_trump
from tarokdesk.core import Game
from tarokdesk.core.variant import all_variants
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.heuristic.whist.reading import Reading
from tarokdesk.players import HeuristicPlayer
from tarokdesk.players.inference import (NO_DECLARATIONS, Constraints, declaration_proof,
                                         declared_holds, fitting_holdings, may_be_told_face_down)
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.sampler import places, sample_world
from tarokdesk.practice.position.export import export_position
from tarokdesk.practice.position.format import parse_position
from tarokdesk.practice.position.slots import position_slots
from tarokdesk.rules.announcements import DECLARE, declared
from tarokdesk.rules.suit_tricks import SuitTrickRules
from tarokdesk.rules.trickplay import PLAY, Revealed

C = card_from_name
HEARTS, SPADES = 0, 2


def rules_of(variant_id: str, n_seats: int, **options):
    return Game.new(variant_id, options, n_seats).phases[PLAY].rules


def trick(*plays: str) -> list[tuple[int, int]]:
    """Plays by seats 0, 1, 2, ... in order, by card names."""
    return list(enumerate(cards(" ".join(plays))))


# --- what each family's trick rules say a card reveals ----------------------------------------
def test_a_tarok_hand_that_does_not_follow_shows_the_suit_void_and_without_a_tarok_the_taroks():
    """00-general.md "Play": follow suit, else play a tarok, else any card."""
    rules = rules_of("tapp-tarok", 3)
    assert rules.reveals(trick("H1", "H2", "S7")) == {2: Revealed((HEARTS, TRUMP))}
    assert rules.reveals(trick("H1", "T3", "H2")) == {1: Revealed((HEARTS,))}
    assert rules.reveals(trick("T5", "S7", "T2")) == {1: Revealed((TRUMP,))}


def test_under_must_overtrump_a_tarok_played_under_a_higher_one_shows_none_above_it():
    """00-general.md Play/Obligations, the option must_overtrump: a seat holding a tarok
    above the best one must play it; without the option a tarok under proves nothing."""
    above_t10 = tuple(cards("T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 SKUS"))
    under = trick("T10", "T5", "T12")
    assert rules_of("tapp-tarok", 3, must_overtrump=True).reveals(under) == {
        1: Revealed((), above_t10)}
    assert rules_of("tapp-tarok", 3).reveals(under) == {}
    ruffed_under = trick("H1", "T10", "T5")  # void in hearts, and under the T10
    assert rules_of("tapp-tarok", 3, must_overtrump=True).reveals(ruffed_under) == {
        1: Revealed((HEARTS,)), 2: Revealed((HEARTS,), above_t10)}


def test_a_whist_hand_that_does_not_follow_shows_only_the_suit_led_void():
    """whist.md "Play" 3-4: a hand void in the suit led may play any card, with no duty to
    trump: a discard shows the trump suit no more void than a ruff does."""
    rules = SuitTrickRules(all_variants()["whist"].pack, SPADES)
    assert rules.reveals(list(enumerate(cards("HA H2 D3 S4")))) == {
        2: Revealed((HEARTS,)), 3: Revealed((HEARTS,))}
    assert rules.reveals(list(enumerate(cards("HA HK")))) == {}


def test_the_excuse_played_to_a_trick_shows_nothing_and_no_void_rules_it_out():
    """grosstarok.md Play 4: the Sküs may be played to any trick whatever one holds, so a
    hand without taroks may still hold it."""
    rules = rules_of("grosstarok", 4)
    assert rules.reveals(trick("H1", "SKUS", "H2", "S7")) == {3: Revealed((HEARTS, TRUMP))}
    shown = Constraints.of_plays(rules, range(4), [trick("T5", "S7", "T9", "T2")])
    assert shown.excludes(1, C("T20")) and not shown.excludes(1, SKUS)


def test_after_a_led_excuse_a_hand_without_taroks_answers_the_best_card():
    """grosstarok.md Play 4 and open question 6 (danish-tarok.md Play 5e): a led Sküs asks
    for taroks; a hand without any answers the card played after it, so one that plays
    neither a tarok nor that suit is void in both. Once a tarok is best, any card goes."""
    rules = rules_of("grosstarok", 4)
    assert rules.reveals(trick("SKUS", "H5", "S7", "H9")) == {
        1: Revealed((TRUMP,)), 2: Revealed((HEARTS, TRUMP)), 3: Revealed((TRUMP,))}
    assert rules.reveals(trick("SKUS", "T3", "S7", "T9")) == {2: Revealed((TRUMP,))}
    assert rules.reveals(trick("SKUS", "H5", "T2", "S7")) == {
        1: Revealed((TRUMP,)), 3: Revealed((TRUMP,))}


def test_the_sampler_may_deal_the_excuse_to_a_hand_void_in_taroks():
    """grosstarok.md Play 4: a hand holding the Sküs and no other tarok may play any card
    to a tarok lead, so a void in taroks leaves the Sküs where it may be."""
    for seed in range(200):
        rng = random.Random(seed)
        game = Game.new("grosstarok", {}, 3, seed % 3)
        game.deal_seeded(seed)
        while not game.is_terminal:
            if game.phase == PLAY:
                for seat in game.state.active:
                    view = game.view(seat)
                    know = Knowledge.of(view, game.variant.pack.cards)
                    void = [s for s in view.active if s != seat and TRUMP in know.voids[s]
                            and s not in view.hands]
                    if void and SKUS in know.unseen:
                        assert set(void) <= set(places(view, know)[SKUS])
                        return
            game.apply(rng.choice(game.legal_actions()))
    raise AssertionError("no hand showed a void in taroks while the Sküs was out")


# --- what the rest of the record proves -------------------------------------------------------
def declarer_who_laid_a_tarok_away(variant_id: str, n_seats: int) -> Game:
    """The first deal, played at random to its first card, in which the declarer laid a
    tarok away."""
    for seed in range(500):
        rng = random.Random(seed)
        game = Game.new(variant_id, {}, n_seats, seed % n_seats)
        game.deal_seeded(seed)
        while game.phase != PLAY and not game.is_terminal:
            game.apply(rng.choice(game.legal_actions()))
        state = game.state
        if game.phase == PLAY and any(is_trump(c) for c in state.discards[state.declarer]):
            return game
    raise AssertionError("no declarer laid a tarok away")


def test_the_sampler_deals_a_declarer_who_laid_a_tarok_away_no_suit_card_but_kings():
    """00-general.md "Talon" (Verlegen): a tarok is laid away only when no suit card but
    kings would remain, and the other seats see it laid away (it is shown)."""
    game = declarer_who_laid_a_tarok_away("zwoelfer-tarok", 3)
    declarer = game.state.declarer
    seat = next(s for s in game.state.active if s != declarer)
    view = game.view(seat)
    know = Knowledge.of(view, game.variant.pack.cards)
    worlds = [sample_world(view, know, random.Random(n)) for n in range(20)]
    assert all(worlds)
    for world in worlds:
        assert all(is_trump(c) or is_king(c) for c in world[declarer])


# --- the four readers on steered deals of every variant ---------------------------------------
TABLES = [(v, min(cls.seat_counts)) for v, cls in sorted(all_variants().items())]
STOPS = 6
"""Moments of a deal's card play at which the fill and the sampler are compared too."""
DEALS = 3
"""Deals at least per table (more where it has more contracts)."""


class Readers:
    """A `check` for steered_game: at every card played, for every seat, the constraints
    its `Knowledge` reads are those that the Whist `Reading` reads, and rule out no card
    another seat really holds; at a few moments, those that the fill of the position as
    that seat sees it reads too, and the sampler places no card where they rule it out (in
    the worlds it finds: a table where it finds none is the search's to handle)."""

    def __init__(self, seed: int):
        self.rng = random.Random(f"inference/{seed}")
        self.compared = self.filled = self.sampled = 0

    def __call__(self, game: Game) -> None:
        state = game.state
        if game.phase != PLAY:
            return
        stop = self.rng.random() < STOPS / 40
        for seat in state.active:
            view = game.view(seat)
            know = Knowledge.of(view, game.variant.pack.cards)
            for other in state.active:
                if other != seat:
                    assert not any(know.proven.excludes(other, c) for c in state.hands[other])
            if isinstance(trick_rules(view), SuitTrickRules):
                assert Reading.of(view).voids == know.voids
            self.compared += 1
            if not stop:
                continue
            position = parse_position(export_position(game, seat))
            filled = position_slots(Game.new(position.variant, position.options,
                                             position.n_seats, position.dealer),
                                    position).proven.excluded
            assert (filled.voids, filled.lacks, filled.free) == (
                know.voids, know.lacks, know.shown.free)
            self.filled += 1
            world = sample_world(view, know, random.Random(seat))
            if world is None:
                continue
            self.sampled += 1
            for place, placed in world.items():
                assert not any(know.proven.excludes(place, c) for c in placed)


@pytest.mark.parametrize("variant_id, n_seats", TABLES)
def test_every_reader_reads_the_same_constraints_and_the_cards_never_belie_them(
        variant_id, n_seats):
    """Deals steered to each contract of the table, and with must_overtrump where the
    game offers it."""
    tables = [{}] + ([{"must_overtrump": True}]
                     if "must_overtrump" in all_variants()[variant_id].options else [])
    checks = []
    for options in tables:
        ends = len(contracts(variant_id, n_seats, options))
        for seed in range(max(DEALS, ends)):
            checks.append(Readers(seed))
            steered_game(variant_id, n_seats, seed, seed % ends, options, check=checks[-1])
    assert sum(check.filled for check in checks) >= 3
    assert sum(check.sampled for check in checks) >= 1


# --- what the declarations prove --------------------------------------------------------------
DECLARING = [(v, min(cls.seat_counts)) for v, cls in sorted(all_variants().items())
             if DECLARE in Game.new(v, None, min(cls.seat_counts)).phases]


def hands_declared_from(variant_id: str, n_seats: int, seed: int):
    """The game just after its round of declarations, standard players deciding."""
    game = Game.new(variant_id, None, n_seats, dealer=seed % n_seats)
    game.deal_seeded(f"declared/{seed}")
    players = [HeuristicPlayer(f"{seed}:{s}") for s in range(n_seats)]
    seen_round = False
    while not game.is_terminal and not (seen_round and game.phase != DECLARE):
        seen_round |= game.phase == DECLARE
        game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
    return game if seen_round else None


@pytest.mark.parametrize("variant_id, n_seats", DECLARING)
def test_what_a_round_of_declarations_proves_is_true_of_the_hands_declared_from(
        variant_id, n_seats):
    """Each game states with its round of declarations what a declaration proves
    (`DeclarationRound.proves`): a hand may declare what it declared, holds one of the card
    sets each item names, and, the rest of it known, none of its cards is excluded."""
    proof = declaration_proof(Game.new(variant_id, None, n_seats).variant)
    checked = 0
    for seed in range(4):
        game = hands_declared_from(variant_id, n_seats, seed)
        if game is None:
            continue
        for seat, items in declared(game.state).items():
            hand = set(game.state.hands[seat])
            if proof.declarable is not None:
                assert set(items) <= set(proof.declarable(sorted(hand)))
            for sets in declared_holds(game.variant, items):
                assert any(cards <= hand for cards in sets), (items, sets)
            assert not any(card in proof.excludes(items, hand - {card}) for card in hand)
            checked += bool(items)
    assert proof == NO_DECLARATIONS or checked


def test_a_declared_holding_fits_by_the_cards_held_and_those_the_hand_may_take():
    """The sampler and the fill draw a declared holding by one rule (`fitting_holdings`):
    the cards known held count, every other must be one the hand may take."""
    kings = frozenset(cards("HK SK"))
    queens = frozenset(cards("HQ SQ"))
    assert fitting_holdings((kings, queens), set(cards("HK")), lambda c: True) == [
        frozenset(cards("SK")), queens]
    assert fitting_holdings((kings, queens), set(cards("HK")),
                            lambda c: c != C("SQ")) == [frozenset(cards("SK"))]


def test_taroks_told_face_down_are_never_trump_honours():
    """Paskiewitsch's non-declarers tell how many taroks they laid away (paskiewitsch.md
    "Talon"); no one lays a trump honour away, so neither the sampler nor the fill puts the
    Pagat, the Mond or the Sküs there."""
    assert [c for c in range(22) if not may_be_told_face_down(c)] == cards("T1 T21 SKUS")
    assert not may_be_told_face_down(C("HK"))


# --- the declared honours, read by the players and the fill alike ------------------------------
def three_matadors_declared():
    """A Danish deal at its first lead: seat 1 dealt the Mond, the Pagat and the Sküs but not
    the 20 (seat 2 holds it), so it declared three matadors, its other cards unseen by seat 0."""
    from danish_builders import dealt

    game = dealt("danish-tarok", {1: cards("T21 T1 SKUS"), 2: cards("T20")}, dealer=0)
    players = [HeuristicPlayer(f"matadors:{s}") for s in range(3)]
    while game.phase != PLAY:
        game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
    assert "matadors:3" in declared(game.state)[1]
    return game


def test_a_declared_honour_shows_the_cards_every_set_of_it_holds_and_what_they_exclude():
    """danish-tarok.md "When and how honours are declared": a declaration names the honour
    exactly, so "3 matadors" shows the Mond, the Pagat and the Sküs held, and with them that
    the 20 is not (it would have made four matadors), though the seat has played nothing."""
    game = three_matadors_declared()
    proven = Knowledge.of(game.view(0), game.variant.pack.cards).proven
    assert proven.excludes(1, C("T20"))
    assert not proven.excludes(2, C("T20")) and not proven.excludes(1, C("T19"))


def test_the_fill_keeps_what_the_one_model_proves_of_a_declared_hand():
    """The fill reads the record through `Proven` as the players do: the position as seat 0
    sees it never gets the 20 drawn into the hand that declared three matadors, while the
    three matadors always are."""
    from tarokdesk.practice.position.fill import fill_unknown

    game = three_matadors_declared()
    position = parse_position(export_position(game, 0))
    fresh = Game.new(position.variant, position.options, position.n_seats, position.dealer)
    slots = position_slots(fresh, position)
    drawn = [fill_unknown(slots, fresh.variant.pack, random.Random(seed)) for seed in range(40)]
    drawn = [fill for fill in drawn if fill is not None]
    assert len(drawn) > 30
    assert all(C("T20") not in fill.hands[1] for fill in drawn)
    assert all(set(cards("T21 T1 SKUS")) <= set(fill.hands[1]) for fill in drawn)
    assert any(C("T20") in fill.hands[2] for fill in drawn)
