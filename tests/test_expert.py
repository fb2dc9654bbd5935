"""The expert and its sampler: sampled deals agree with the seat's view and never rule out
the real deal; in endgames where an exhaustive search over every deal the seat cannot tell
apart proves one card best, the expert plays it."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from tarokdesk.cards.card import (
    PAGAT, SUIT_LETTERS, TRUMP, card_from_name, is_king, is_trump, suit_of,
)
from tarokdesk.core import Game
from tarokdesk.core.variant import variant_class
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.inference import (contra_to_declarer, declaration_proof, exchanged_to,
                                         holding_proof, told_holdings)
from tarokdesk.players.search.determinize import SampledPlay
from tarokdesk.players.search.sampler import OUT, places, sample_world, slots
from tarokdesk.variants.neunzehnerrufen import MUST_SAY, holdings
from test_solver import minimax

TABLES = (("koenigrufen", 4), ("tapp-tarok", 3))


def play_views(variant_id, n_seats, deals, seed, options=None):
    """(game, view) for every seat at every card played in some standard-player deals."""
    for number in range(deals):
        game = Game.new(variant_id, options, n_seats, dealer=number % n_seats)
        game.deal_seeded(f"{seed}:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(n_seats)]
        while not game.is_terminal:
            if game.phase == "play":
                for seat in game.state.active:
                    yield game, game.view(seat)
            game.apply(players[game.to_move].choose(game.view(game.to_move)))


def true_places(game, seat):
    """Where every card this seat cannot see really is (OUT: talon or discards)."""
    state = game.state
    where = {}
    for other in state.active:
        if other != seat:
            where.update({c: other for c in state.hands[other]})
    for part, shown in zip(state.talon_parts, state.talon_shown):
        if not shown:
            where.update({c: OUT for c in part})
    for other, pile in enumerate(state.discards):
        if other != seat:
            where.update({c: OUT for c in pile if not is_trump(c)})
    return where


def shown_voids(view):
    """Seats that did not follow the suit led, read straight from the tricks."""
    voids = {s: set() for s in view.active}
    for plays in [p for _, p, _ in view.tricks] + [view.trick]:
        if plays:
            led = suit_of(plays[0][1])
            for seat, card in plays[1:]:
                if suit_of(card) != led:
                    voids[seat].add(led)
    return voids


@pytest.mark.parametrize("variant_id,n_seats", TABLES + (("neunzehnerrufen", 4),))
def test_sampled_deals_agree_with_the_view_and_allow_the_real_one(variant_id, n_seats):
    rng = random.Random(variant_id)
    pack = variant_class(variant_id).pack
    checked = 0
    for game, view in play_views(variant_id, n_seats, 10, "sampler"):
        if rng.random() > 0.25:
            continue
        know = Knowledge.of(view, pack.cards)
        truth = true_places(game, view.seat)
        assert set(truth) == know.unseen  # unseen: exactly the cards it cannot see
        allowed = places(view, know)
        for card, place in truth.items():
            assert place in allowed[card], (pack.name(card), place)
        voids = shown_voids(view)
        bought = know.known.get(view.declarer, set())
        talon_hidden = any(part is None for part in view.talon_parts)
        for _ in range(3):
            world = sample_world(view, know, rng)
            assert world is not None
            assert {p: len(cards) for p, cards in world.items()} == slots(view)
            assert sorted(c for cards in world.values() for c in cards) == sorted(truth)
            for place, cards in world.items():
                for card in cards:
                    if place == OUT:
                        assert talon_hidden or not (is_trump(card) or is_king(card))
                    else:
                        assert suit_of(card) not in voids[place]
                        assert card not in bought or place == view.declarer
        checked += 1
    assert checked > 40


def consistent_worlds(view, know, limit):
    """Every placement of the unseen cards the view allows (sizes, voids, bought cards,
    face-down cards), enumerated independently of the sampler; None if more than `limit`."""
    capacity = slots(view)
    voids = shown_voids(view)
    talon_hidden = any(part is None for part in view.talon_parts)
    bought = know.known.get(view.declarer, set())

    def fits(card, place):
        if place == OUT:
            return talon_hidden or not (is_trump(card) or is_king(card))
        if card in bought and place != view.declarer:
            return False
        return suit_of(card) not in voids[place]

    worlds = []

    def assign(cards, seats):
        if len(worlds) > limit:
            return
        if not seats:
            worlds.append(dict(chosen))
            return
        place, rest = seats[0], seats[1:]
        for group in combinations(cards, capacity[place]):
            if all(fits(c, place) for c in group):
                chosen[place] = group
                assign([c for c in cards if c not in group], rest)

    chosen = {}
    assign(sorted(know.unseen), list(capacity))
    return worlds if len(worlds) <= limit else None


def side_in(view, world):
    """The seat's side in one world: the declarer with the holder of the called card."""
    called = view.public.get("called")
    declarers = {view.declarer}
    if called is not None:
        holders = [s for s, cards in world.items() if called in cards and s != OUT]
        holders += [s for _, plays, _ in view.tricks for s, c in plays if c == called]
        holders += [view.seat] if called in view.hand else []
        declarers |= set(holders)
    return declarers if view.seat in declarers else set(view.active) - declarers


def proven_best(view, worlds, pack):
    """The card that is strictly best in every world, or None."""
    order = view.active
    following = order[(order.index(view.seat) + 1) % len(order)]
    must_overtrump = view.options["must_overtrump"]
    best = None
    for world in worlds:
        hands = {s: tuple(world[s]) for s in order if s != view.seat}
        side = side_in(view, world)
        values = {}
        for action in view.legal:
            hands[view.seat] = tuple(c for c in view.hand if c != action.value)
            values[action.value] = minimax(hands, view.trick + ((view.seat, action.value),),
                                           following, order, side, pack.rank, must_overtrump)
        top = max(values.values())
        winners = [c for c, v in values.items() if v == top]
        if len(winners) > 1 or (best is not None and winners[0] != best):
            return None
        best = winners[0]
    return best


@pytest.mark.parametrize("variant_id,n_seats", TABLES)
def test_expert_plays_the_card_exhaustive_search_proves_best(variant_id, n_seats):
    """Card points decide here; so no Pagat in the hand: kept to the last trick it is worth
    more than its points (the silent ultimo, won or lost), which the expert's settlement
    counts and the points-only minimax does not."""
    pack = variant_class(variant_id).pack
    found = 0
    for game, view in play_views(variant_id, n_seats, 100, "expert"):
        if view.seat != game.to_move or len(view.legal) < 2 or sum(view.hand_sizes) > 10 \
                or PAGAT in view.hand:
            continue
        worlds = consistent_worlds(view, Knowledge.of(view, pack.cards), 150)
        best = proven_best(view, worlds, pack) if worlds else None
        if best is None:
            continue
        chosen = ExpertPlayer(f"endgame:{found}", samples=8).choose(view)
        assert chosen.value == best, (pack.names(view.hand), pack.name(best))
        found += 1
        if found == 12:
            break
    assert found >= 6


@pytest.mark.parametrize("must_overtrump", (False, True))
def test_the_search_plays_by_the_tables_trick_rules(must_overtrump):
    game = Game.new("tapp-tarok", {"must_overtrump": must_overtrump}, 3)
    game.deal_seeded("rules")
    assert trick_rules(game.view(0)).must_overtrump is must_overtrump


def test_a_seat_that_did_not_overtrump_gets_no_higher_tarok_in_the_samples():
    """00-general.md "Play", Obligations, with must_overtrump: a tarok played under a higher
    one shows that the seat held none above it."""
    rng = random.Random("overtrump")
    rank = variant_class("tapp-tarok").pack.rank
    pack = variant_class("tapp-tarok").pack
    shown = 0
    for game, view in play_views("tapp-tarok", 3, 8, "overtrump", {"must_overtrump": True}):
        ceilings = {}
        for plays in [p for _, p, _ in view.tricks] + [view.trick]:
            for number, (seat, card) in enumerate(plays[1:], 1):
                best = max((c for _, c in plays[:number] if is_trump(c)), key=rank.__getitem__,
                           default=None)
                if best is not None and is_trump(card) and rank[card] < rank[best]:
                    ceilings[seat] = min(ceilings.get(seat, 99), rank[best])
        ceilings.pop(view.seat, None)
        if not ceilings:
            continue
        know = Knowledge.of(view, pack.cards)
        allowed = places(view, know)
        for card, place in true_places(game, view.seat).items():
            assert place in allowed[card]
        world = sample_world(view, know, rng)
        for seat, ceiling in ceilings.items():
            assert all(rank[c] < ceiling for c in world[seat] if is_trump(c)), seat
        shown += 1
    assert shown > 20


def called_rufer_views(options, deals):
    """(game, view) of every seat but the caller's at every card of the Rufers among some
    Neunzehnerrufen deals, standard players throughout."""
    views = play_views("neunzehnerrufen", 4, deals, "called", options)
    return ((game, view) for game, view in views
            if game.state.contract == "rufer" and view.seat != game.state.declarer)


@pytest.mark.parametrize("calling", ["before_talon", "vienna"])
def test_the_sampler_deals_the_caller_what_her_call_proves(calling):
    """neunzehnerrufen.md "Who calls, and what": the caller must call T19 or the next lower
    trump she lacks, so every trump above the called one is hers (those unseen are dealt to
    her hand), and the called one was not: in Vienna, calling after the talon, she never
    holds it; calling before it, only as one of her four talon cards, and found there she
    would have thrown in or played alone ("Talon", Rufer), so where she did neither the
    samples never give it to her. The real places stay allowed."""
    pack = variant_class("neunzehnerrufen").pack
    rng = random.Random(calling)
    held = called_to_caller = called_hidden = 0
    for game, view in called_rufer_views({"calling": calling}, 12):
        if rng.random() > 0.3:
            continue
        caller, called = view.declarer, view.public["called"]
        if any(entry.value == "play_alone" for entry in view.history):
            continue
        know = Knowledge.of(view, pack.cards)
        allowed = places(view, know)
        for card, place in true_places(game, view.seat).items():
            assert place in allowed[card], (pack.name(card), place)
        above = set(range(called + 1, card_from_name("T19") + 1)) & know.unseen
        for _ in range(4):
            world = sample_world(view, know, rng)
            assert above <= set(world[caller]), [pack.name(c) for c in above]
            held += len(above)
            if called in know.unseen:
                called_hidden += 1
                called_to_caller += called in world[caller]
    assert held > 100 and called_hidden > 100
    assert called_to_caller == 0


def test_the_sampler_gives_no_seat_that_passed_in_the_announcements_a_holding_it_must_say():
    """neunzehnerrufen.md "Announcements": tous les trois and tous les quatre must always be
    announced, so a seat that passed in the announcement round holds neither unless it
    said it, in every sample drawn during the round."""
    cls = variant_class("neunzehnerrufen")
    rng = random.Random("passed")
    checked = 0
    for number in range(12):
        game = Game.new("neunzehnerrufen", None, 4, dealer=number % 4)
        game.deal_seeded(f"passed:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(4)]
        while not game.is_terminal and game.phase != "play":
            for seat in game.state.active if game.phase == "announce" else ():
                view = game.view(seat)
                passed = {entry.seat for entry in view.history
                          if entry.kind == "announce" and entry.value == "pass"} - {seat}
                if not passed:
                    continue
                world = sample_world(view, Knowledge.of(view, cls.pack.cards), rng)
                for other in passed & set(world):
                    said = {a["item"] for a in view.announcements if a["seat"] == other}
                    assert not set(holdings(world[other], False)) & set(MUST_SAY) - said
                    checked += 1
            game.apply(players[game.to_move].choose(game.view(game.to_move)))
    assert checked > 100


@pytest.mark.parametrize("variant_id", ["neunzehnerrufen", "neunzehnerrufen-seed002",
                                        "paskiewitsch", "ungarisch-tarok"])
def test_the_sampler_deals_hands_that_could_have_said_what_they_said(variant_id):
    """A holding is said by its holder: neunzehnerrufen.md "Announcements" (Acht Tarok:
    eight taroks or nine), the compulsory ones always, and all of them before a Contra;
    neunzehnerrufen-seed002.md (Taroks, Troule, four kings, Honneurs, none compulsory);
    paskiewitsch.md (Acht, Neun Tarok); ungarisch-tarok.md (Zehn to Zwölf Tarok, always;
    Pagat Ultimo with the Pagat); and a bid by its bidder where only a holding allows it
    (paskiewitsch.md "Auction": a trump honour). So a sampled hand, with the cards it has
    played since, holds what its seat said and bid and nothing it would have had to say.
    The real places stay allowed."""
    cls = variant_class(variant_id)
    pack, n_seats = cls.pack, cls.seat_counts[0]
    rng = random.Random("holdings")
    proof = holding_proof(next(play_views(variant_id, n_seats, 1, "holdings"))[1])
    said = checked = 0
    for game, view in play_views(variant_id, n_seats, 10, "holdings"):
        if rng.random() > 0.2:
            continue
        know = Knowledge.of(view, pack.cards)
        allowed = places(view, know)
        for card, place in true_places(game, view.seat).items():
            assert place in allowed[card], (pack.name(card), place)
        told = told_holdings(view, proof)
        world = sample_world(view, know, rng)
        for teller in told:
            hand = world[teller.seat] + list(teller.played)
            assert proof.allows(hand, teller.said, teller.gave_contra, teller.passed), (
                teller, [pack.name(c) for c in hand])
            bid = proof.said_by_bids({b for seat, b in view.bids if seat == teller.seat})
            assert bid <= set(proof.holdings(hand)), (bid, [pack.name(c) for c in hand])
            said += bool(teller.said)
            checked += 1
    assert said > 30 and checked > 300


@pytest.mark.parametrize("variant_id", ["grosstarok", "danish-tarok-four"])
def test_the_sampler_deals_hands_that_could_have_declared_what_they_declared(variant_id):
    """Declarations show their cards (grosstarok.md "Announcements": matadors, ladons,
    cavalries): a seat that showed two matadors held no third, so a sampled hand holds no
    card that would have made another declaration of what it showed and played
    (`DeclarationProof.excludes`), and the real hands stay allowed."""
    cls = variant_class(variant_id)
    pack, n_seats = cls.pack, cls.seat_counts[0]
    rng = random.Random("declared")
    bounded = 0
    for game, view in play_views(variant_id, n_seats, 6, "declared"):
        know = Knowledge.of(view, pack.cards)
        allowed = places(view, know)
        world = sample_world(view, know, rng)
        for seat, items in view.public["declared"].items():
            seat = int(seat)
            if seat == view.seat or not items:
                continue
            played = {c for _, plays, _ in view.tricks for s, c in plays if s == seat}
            excluded = declaration_proof(game.variant).excludes(
                items, set(view.hands.get(seat, ())) | played)
            assert not excluded & set(game.state.hands[seat])
            assert all(seat in allowed[c] for c in game.state.hands[seat] if c in allowed)
            assert not excluded & set(world[seat]), [pack.name(c) for c in world[seat]]
            bounded += bool(excluded & know.unseen)
    assert bounded > 10


@pytest.mark.parametrize("variant_id", ["danish-tarok", "grosstarok", "tarok-lhombre"])
def test_the_sampler_deals_hands_that_hold_what_they_declared(variant_id):
    """The Danish honours are declared, not shown (danish-tarok.md "When and how honours
    are declared"), nor is a count of taroks (grosstarok.md "Announcements": "Zehn Taroks"):
    a sampled hand, with the cards it has played since, makes every item its seat declared
    (three Kings and the Sküs, and so not four Kings; eleven taroks without the Pagat)."""
    cls = variant_class(variant_id)
    rng = random.Random("honours")
    checked = failed = 0
    for game, view in play_views(variant_id, 3, 8, "honours"):
        declared = {int(s): items for s, items in view.public["declared"].items()
                    if int(s) != view.seat and items}
        if not declared or rng.random() > 0.2:
            continue
        world = sample_world(view, Knowledge.of(view, cls.pack.cards), rng)
        declarable = declaration_proof(game.variant).declarable
        assert declarable is not None
        failed += world is None
        for seat, items in declared.items() if world else ():
            hand = world[seat] + [c for _, plays, _ in view.tricks for s, c in plays
                                  if s == seat] + [c for s, c in view.trick if s == seat]
            assert set(items) <= set(declarable(hand)), (
                items, [cls.pack.name(c) for c in hand])
            checked += 1
    assert checked > 100 and failed < checked / 50


def test_the_sampler_gives_the_called_card_to_no_seat_that_gave_the_declarer_contra():
    """Only an opponent gives Contra to the declarer's game (neunzehnerrufen.md
    "Announcements"), so the called trump, whose holder is her partner, is in no sampled hand
    of a seat that gave one."""
    cls = variant_class("neunzehnerrufen")
    rng = random.Random("contra")
    checked = 0
    for game, view in play_views("neunzehnerrufen", 4, 30, "contra"):
        givers = contra_to_declarer(view)
        called = view.public.get("called")
        if not givers or called is None or called not in Knowledge.of(
                view, cls.pack.cards).unseen:
            continue
        world = sample_world(view, Knowledge.of(view, cls.pack.cards), rng)
        assert not any(called in world[seat] for seat in givers if seat in world)
        checked += 1
    assert checked > 20


def test_the_sampler_leaves_each_exchanged_card_with_its_receiver():
    """l'Hombre names a card and gives one back for it (tarok-lhombre.md "Talon"): the card
    named is his, the one given back the giver's, until played, in every sample."""
    rng = random.Random("exchanges")
    checked = 0
    for game, view in play_views("tarok-lhombre", 3, 6, "exchanges"):
        know = Knowledge.of(view, game.variant.pack.cards)
        exchanged = {card: seat for card, seat in exchanged_to(view).items()
                     if card in know.unseen}
        if not exchanged or rng.random() > 0.3:
            continue
        world = sample_world(view, know, rng)
        assert all(card in world[seat] for card, seat in exchanged.items())
        checked += len(exchanged)
    assert checked > 50


@pytest.mark.parametrize("variant_id,n_seats", TABLES)
def test_a_sampled_play_gives_every_seat_the_view_the_engine_gives(variant_id, n_seats):
    """Filled in with the real hidden hands, the sampled play's views of every seat agree
    with the engine's (hands, sizes, legal cards, tricks, partner shown) card after card."""
    checked = 0
    for game, view in play_views(variant_id, n_seats, 3, "determinize"):
        if view.seat != game.to_move or len(game.state.tricks) % 3:
            continue
        truth = {s: list(game.state.hands[s]) for s in view.active}
        play = SampledPlay.of(view, truth)
        twin = game.clone()
        players = [HeuristicPlayer(s) for s in range(n_seats)]
        while not twin.is_terminal:
            seat = twin.to_move
            for other in view.active:
                real, sampled = twin.view(other), play.view(other)
                for name in ("hand", "hand_sizes", "legal", "trick", "tricks", "to_move"):
                    assert getattr(sampled, name) == getattr(real, name), name
                assert sampled.public.get("partner") == real.public.get("partner")
                if other != view.seat:
                    assert sampled.own_discards == ()  # nothing it may not see
            action = players[seat].choose(twin.view(seat))
            twin.apply(action)
            play.play(action.value)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("variant_id,n_seats", TABLES)
def test_the_same_seed_gives_the_same_decisions(variant_id, n_seats):
    """The budget is counted in nodes, so two experts with one seed agree, also where the
    deals are played out from early in the deal."""
    asked = 0
    for game, view in play_views(variant_id, n_seats, 2, "seed"):
        if view.seat != game.to_move or len(view.legal) < 3 or sum(view.hand_sizes) <= 24:
            continue
        first = ExpertPlayer("same", nodes=2000).decide(view)
        assert first[1].code in ("played_units", "played_points", "no_better_card")
        assert first == ExpertPlayer("same", nodes=2000).decide(view)
        asked += 1
        if asked == 3:
            break
    assert asked == 3


def test_in_the_endgame_each_deal_the_seat_cannot_tell_apart_counts_once():
    """Where fewer deals are left than the expert samples, it weighs each once: drawn again,
    a deal would count twice and could outweigh the real one it has not drawn."""
    pack = variant_class("tapp-tarok").pack
    for game, view in play_views("tapp-tarok", 3, 20, "few"):
        if view.seat != game.to_move or len(view.legal) < 2 or sum(view.hand_sizes) > 9:
            continue
        worlds = consistent_worlds(view, Knowledge.of(view, pack.cards), 150)
        if not worlds or len(worlds) >= 10:
            continue
        why = ExpertPlayer("few", samples=20).decide(view)[1]
        counted = why.params["deals"]
        assert counted <= len(worlds), (why, len(worlds))
        return
    pytest.fail("no endgame with fewer than ten deals left")
