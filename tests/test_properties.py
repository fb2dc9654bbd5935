"""Property tests over every variant, table size, option value, contract and path (issue 9:
cards conserved, no card in two places, a legal action in every live state, zero-sum
settlements, round trips, replay, and legal actions that depend on the seat's view alone).

Deals are steered (tests/steering.py) so that every contract and every talon/call path is
reached; the coverage is printed at the end of the test run (tests/conftest.py).
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter

import pytest
from builders import every_card_place
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from steering import THROWN_IN, contracts, option_rows, steered_game, table_name

from tarokdesk.core import Action, Game, Session, game_from_dict, game_to_dict
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.variant import all_variants
from tarokdesk.players.driver import play_session
from tarokdesk.players.random_player import RandomPlayer

VARIANTS = all_variants()
TABLES = [(v, n) for v in sorted(VARIANTS) for n in VARIANTS[v].seat_counts]
ROWS = {v: option_rows(cls.options) for v, cls in VARIANTS.items()}
DEALS = st.tuples(st.sampled_from(TABLES), st.integers(0, 10**9), st.integers(0, 99),
                  st.integers(0, 99))
"""(table, seed, target contract index, option row index)"""


def assert_conserved(game: Game) -> None:
    if not game.state.hands:
        return
    places = every_card_place(game)
    assert len(places) == len(set(places)), "a card is in two places"
    assert sorted(places) == sorted(game.variant.pack.cards), "cards lost or invented"


def assert_live(game: Game) -> None:
    assert_conserved(game)
    legal = game.legal_actions()
    assert legal, f"no legal action in phase {game.phase}"
    for action in legal[:3]:
        assert game.refusal(action) is None


def deal_of(drawn, check=assert_live) -> Game:
    (variant_id, n_seats), seed, target, row = drawn
    rows = ROWS[variant_id]
    game, _ = steered_game(variant_id, n_seats, seed, target, rows[row % len(rows)],
                           check=check)
    assert_conserved(game)
    return game


# --- the legal actions are a function of the view --------------------------------------------

def redealt(game: Game, rng: random.Random, seat: int | None = None) -> Game | None:
    """The same log on a deal in which the cards `seat` (default: the seat to move) cannot
    see (the other hands' cards still where they were dealt, talon parts never shown to it)
    are dealt afresh; None when nothing can move or the log does not replay (the re-deal
    contradicts what the seat can infer, e.g. a void shown in play)."""
    state = game.state
    seat = game.to_move if seat is None else seat
    view = game.view(seat)
    seen = set(view.hand) | set(view.played_cards()) | set(view.own_discards)
    seen |= {c for cards in (*view.shown_discards, *filter(None, view.talon_parts),
                             *view.hands.values(), *view.piles.values()) for c in cards}
    place = {c: ("hand", s) for s in state.active if s != seat
             for c in state.hands[s] if c in state.dealt[s]}
    place.update({c: ("talon", i) for i, part in enumerate(state.talon_parts)
                  if view.talon_parts[i] is None and state.talon_owner[i] != "taken"
                  for c in part})
    place.update({c: ("pile", name) for name, pile in state.piles.items()
                  for c, shown in zip(pile, view.piles[name]) if shown is None})
    free = [c for c in place if c not in seen]
    if len({place[c] for c in free}) < 2:
        return None
    moved = list(free)
    if rng.random() < 0.5:
        rng.shuffle(moved)
    else:  # one exchange between two places: often consistent with what play has shown
        a = rng.randrange(len(free))
        b = rng.choice([i for i, c in enumerate(free) if place[c] != place[free[a]]])
        moved[a], moved[b] = moved[b], moved[a]
    last_deal = max(i for i, a in enumerate(game.log) if a.kind == DEAL)
    order = list(game.log[last_deal].value)
    where = {card: i for i, card in enumerate(order)}
    for old, new in zip(free, moved):
        order[where[old]] = new
    again = Game(game.variant, state.dealer, state.carry)
    log = [*game.log[:last_deal], Action(DEAL, CHANCE, tuple(order)), *game.log[last_deal + 1:]]
    for action in log:
        if again.refusal(action) is not None:
            return None
        again.apply(action)
    if again.is_chance or again.state.redeals != state.redeals:
        return None  # the re-deal would be thrown in or dealt again: every seat knows it was
        # not (a knock's choices come before any card is seen, so nothing after the deal
        # refuses it)
    if again.view(seat).hands != view.hands:
        return None  # another hand would have shown other cards (a Grosstarok announcement
        # shows the matadors its hand makes: with T20 and T2 both held, the Sküs fills the
        # Pagat's place), which this seat would have seen
    return again


class ViewCheck:
    """A `check` for steered_game: at a share of the decisions before the first card and in
    play, the seat to move must see the same view, legal actions included, on `tries`
    re-deals of what it cannot see. Counts the re-deals tried and those compared, so that a
    test can require that the comparisons really ran (a re-deal that fails is skipped)."""

    def __init__(self, seed: int, tries: int, before_play: float, in_play: float):
        self.rng = random.Random(f"view/{seed}")
        self.tries, self.before_play, self.in_play = tries, before_play, in_play
        self.tried = self.compared = 0

    def __call__(self, game: Game) -> None:
        assert_live(game)
        playing = game.state.tricks or game.state.trick
        if self.rng.random() > (self.in_play if playing else self.before_play):
            return
        view = game.view(game.to_move)
        for _ in range(self.tries):
            self.tried += 1
            again = redealt(game, self.rng)
            if again is None:
                continue
            self.compared += 1
            other = again.view(game.to_move)
            differ = [f for f in view.__dataclass_fields__
                      if getattr(view, f) != getattr(other, f)]
            assert not differ, (
                f"{table_name(game)} {game.phase}: seat {game.to_move}'s {differ} depend on "
                f"cards it cannot see: {getattr(view, differ[0])} vs {getattr(other, differ[0])}")


@pytest.mark.parametrize("variant_id, n_seats", TABLES)
def test_steered_deals_reach_every_contract_option_and_path_with_view_only_legal_actions(
        variant_id, n_seats):
    """Every option row (each value of every option, each pair of values) x every contract
    of the table, steered to the least-taken classes of choice, so that every kind of choice
    offered (the called king in the talon, schleifen, Recontra...) is taken; and the legal
    actions of the seat to move follow from its view alone. One test per table: the novelty
    counts are kept per table (steering.py), so the tables can run apart."""
    novelty: Counter = Counter()
    offered: dict[tuple, Counter] = {}
    taken: Counter = Counter()
    checks = []
    for r, row in enumerate(ROWS[variant_id]):
        ends = contracts(variant_id, n_seats, row)
        for target, wanted in enumerate(ends):
            for repeat in range(2):
                seed = 10_000 * r + 100 * target + repeat
                checks.append(ViewCheck(seed, 1, 0.5, 0.02))
                game, steering = steered_game(variant_id, n_seats, seed, target, row,
                                              novelty, check=checks[-1])
                assert sum(game.result["totals"].values()) == 0
                assert_histories_kept(game)
                assert wanted in (None, game.state.contract or THROWN_IN), (row, wanted)
                for phase, _, pick, classes, planned in steering.decisions:
                    key = (game.state.contract, phase)
                    if len(classes) > 1 and not planned:
                        offered.setdefault(key, Counter()).update(classes)
                    taken[key + (pick,)] += 1
    for key, times in offered.items():
        for choice, n in times.items():
            assert n < len(times) or taken[key + (choice,)], (
                variant_id, n_seats, key, choice, "never taken")
    tried, compared = (sum(getattr(c, count) for c in checks) for count in ("tried", "compared"))
    assert compared >= max(10, tried // 3), f"only {compared} of {tried} re-deals compared"


def histories_by_replay(game: Game) -> dict[int, list[Action]]:
    """Each person's history (and an onlooker's, -1) as the log replayed on a scratch game
    gives it, each action redacted in the phase it was made in, his own (and those he made
    for a dummy) in full."""
    scratch = Game(game.variant, game.state.dealer, game.state.carry)
    seen: dict[int, list[Action]] = {p: [] for p in (*range(game.state.n_seats), -1)}
    for action in game.log:
        state = scratch.state
        phase = scratch.phases[state.phase]
        for person, entries in seen.items():
            own = action.seat != CHANCE and state.person_of(action.seat) == person
            shown = action if own else phase.redact(state, action, person)
            if shown is not None:
                entries.append(shown)
        scratch.apply(action)
    return seen


def assert_histories_kept(game: Game) -> None:
    """Every seat's view carries its person's history, and the game keeps each as the
    replayed log redacted step by step gives it, also in a clone."""
    replayed = histories_by_replay(game)
    for seat in (*range(game.state.n_seats), -1):
        view = game.view(seat)
        assert view.history == replayed[view.viewer if view.viewer >= 0 else -1], seat
    twin = game.clone()
    for person, entries in replayed.items():
        assert game.history_for(person) == entries == twin.history_for(person)


# --- invariants on random steered deals ---------------------------------------------------------

@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(drawn=DEALS)
def test_random_steered_deals_conserve_cards_and_settle_zero_sum(drawn):
    game = deal_of(drawn)
    totals = game.result["totals"]
    assert sum(totals.values()) == 0
    assert set(totals) == {str(s) for s in range(game.state.n_seats)}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(drawn=DEALS)
def test_legal_actions_depend_on_the_view_alone(drawn):
    deal_of(drawn, check=ViewCheck(drawn[1], 2, 1.0, 0.1))


@settings(max_examples=40, deadline=None)
@given(drawn=DEALS, cut=st.floats(0, 1))
def test_serialization_round_trips_and_replays(drawn, cut):
    full = deal_of(drawn)
    data = json.loads(json.dumps(game_to_dict(full)))
    again = game_from_dict(data)
    assert again.state.to_dict() == full.state.to_dict()
    # a game saved part-way replays to the same unfinished state
    partial = Game(full.variant, full.state.dealer, full.state.carry)
    for action in full.log[: int(len(full.log) * cut)]:
        partial.apply(action)
    restored = game_from_dict(json.loads(json.dumps(game_to_dict(partial))))
    assert restored.state.to_dict() == partial.state.to_dict()
    assert restored.legal_actions() == partial.legal_actions()


def lists_afresh(game: Game) -> None:
    """The legal actions the game keeps from the last listing are the phase's own for the
    state as it is now."""
    assert game.legal_actions() == game.phases[game.phase].legal_actions(game.state)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(drawn=DEALS)
def test_kept_legal_actions_are_those_of_the_state_now(drawn):
    deal_of(drawn, check=lists_afresh)


def hides_other_hands(game: Game) -> None:
    assert_live(game)
    for seat in game.state.active:
        view = game.view(seat)
        kept = seat in game.variant.visibility.seen_by(game.state, view.viewer).hidden  # C2
        assert list(view.hand) == ([] if kept else game.state.hands[seat])
        hidden = {c for other in game.state.active if other != seat
                  for c in game.state.hands[other]}
        visible = set(view.played_cards()) | {c for p in view.shown_discards for c in p}
        assert not (hidden & set(view.hand))
        # another hand's cards are never shown, except those bought from a turned-up talon
        assert not (hidden & visible)
        # cards lying face up (C2) are where the view says, in another seat's hand
        assert all(other != seat and set(cards) <= set(game.state.hands[other])
                   for other, cards in view.hands.items())
        # a named pile shows only cards that lie there (C3)
        assert all(shown in (None, card) for name, pile in view.piles.items()
                   for shown, card in zip(pile, game.state.piles[name]))
        # a talon part is seen when turned up for all, or privately by the declarer or the
        # seat that took it (a split talon's receiver) (C2), also when he acts for his dummy
        receivers = (game.state.extra.get("talon") or {}).get("receivers") or ()
        person = view.viewer
        assert all(part is None or game.state.talon_shown[i] or person == game.state.declarer
                   or (i < len(receivers) and receivers[i] == person)
                   for i, part in enumerate(view.talon_parts))
        # C2: a hand its player may not look at yet (the en-trois King's second hand on
        # trick 1) shows him none of its cards, unless it lies face up
        sight = game.variant.visibility.seen_by(game.state, view.viewer)
        assert all(game.state.exposed[s] or set(view.hands[s]) <= set(sight.hands.get(s, ()))
                   for s in sight.hidden if s in view.hands)
        # C1: a person sees the hands lying face up and those he plays, and no other
        assert set(view.hands) <= {s for s in range(game.state.n_seats) if s != seat and (
            game.state.exposed[s] or game.state.controller[s] == game.state.person_of(seat))
            } | set(game.variant.visibility.seen_by(game.state, view.viewer).hands)


@settings(max_examples=25, deadline=None)
@given(drawn=DEALS)
def test_views_hide_other_hands(drawn):
    deal_of(drawn, check=hides_other_hands)


def _containers(value, found: list) -> list:
    """Every list, dict, tuple and object reached from `value`, in a fixed order."""
    if isinstance(value, (list, tuple)):
        found.append(value)
        for item in value:
            _containers(item, found)
    elif isinstance(value, dict):
        found.append(value)
        for key, item in value.items():
            _containers(key, found)
            _containers(item, found)
    elif hasattr(value, "__dict__"):
        found.append(value)
        _containers(vars(value), found)
    return found


def clones_deeply(game: Game) -> None:
    """A clone's state is what copy.deepcopy makes of it: equal, sharing no mutable part
    with the original, and sharing within itself exactly what the original shares."""
    assert_live(game)
    state = game.state
    twin, reference = game.clone().state, copy.deepcopy(state)
    assert twin == reference
    mine, theirs, original = (_containers(s, []) for s in (twin, reference, state))
    assert [type(c) for c in mine] == [type(c) for c in theirs]
    assert not {id(c) for c in mine if not isinstance(c, tuple)} & {id(c) for c in original}

    def sharing(found):
        first = {}
        return [first.setdefault(id(c), n) for n, c in enumerate(found)
                if not isinstance(c, tuple)]
    assert sharing(mine) == sharing(theirs)


@settings(max_examples=25, deadline=None)
@given(drawn=DEALS)
def test_clones_are_deep_copies(drawn):
    deal_of(drawn, check=clones_deeply)


@pytest.mark.parametrize("variant_id, n_seats", TABLES)
def test_sessions_carry_their_state_through_saves_and_replay(variant_id, n_seats):
    """Multi-deal sessions (C4): each deal settles zero-sum and starts from the carry the
    last one left; the saved session replays to the same carries and totals."""
    rows = ROWS[variant_id]
    session = Session(variant_id, rows[-1], n_seats, seed=f"{variant_id}/{n_seats}")
    persons = len(session.names)  # C5: more persons than seats where they sit out by rubber
    play_session(session, [RandomPlayer(f"{s}") for s in range(persons)], 3 * n_seats + 1)
    assert set(session.totals()) == set(range(persons)) and sum(session.totals().values()) == 0
    for before, after in zip(session.games, session.games[1:]):
        assert sum(before.result["totals"].values()) == 0
        expected = session.variant.sitting.initial_carry() if \
            session.variant.sitting.session_over(before.carry_after) else before.carry_after
        assert after.state.carry == expected
    again = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert [g.carry_after for g in again.games] == [g.carry_after for g in session.games]
    assert again.totals() == session.totals()
