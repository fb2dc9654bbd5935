"""What the engine works out once and reuses must equal what it would work out afresh: the
shuffle written out against `random.shuffle`, the views' shared public parts against a
game that never made a view, a long session's dealers against a session that never asked,
and no view reaches the game through what it shares."""

from __future__ import annotations

import gc
import random
import types

import pytest

from tarokdesk.cards.card import is_trump
from tarokdesk.core import Game, Session
from tarokdesk.core.deal import shuffled
from tarokdesk.practice.timeline import replayed
from tarokdesk.core.state import GameState
from tarokdesk.core.view import PublicParts
from tarokdesk.players.driver import play_session
from tarokdesk.players.random_player import RandomPlayer


@pytest.mark.parametrize("size", [1, 2, 3, 42, 52, 54, 78])
def test_the_shuffle_draws_as_random_shuffle_does(size):
    for seed in range(300):
        order = list(range(size))
        random.Random(str(seed)).shuffle(order)
        assert shuffled(tuple(range(size)), f"{seed}") == tuple(order)


def played(variant_id: str, seed: int, tricks: int) -> Game:
    """A deal played at random until `tricks` tricks are complete."""
    game = Game.new(variant_id)
    game.deal_seeded(seed)
    rng = random.Random(seed)
    while len(game.state.tricks) < tricks:
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("variant_id", ["koenigrufen", "grosstarok", "strohmann-tarok",
                                        "tarok-tappen-1821", "whist"])
def test_views_made_along_the_way_are_the_views_of_a_game_made_at_once(variant_id):
    """A game whose views were taken now and then (a phase left and entered again between
    two) shows each seat what a replay of its log, which never made a view, shows; a clone
    taken midway, and its own later views, too."""
    game = Game.new(variant_id)
    game.deal_seeded(7)
    rng = random.Random(7)
    seats = range(-1, game.state.n_seats)
    twin = None
    while not game.is_terminal:
        if rng.random() < 0.3:
            views = [game.view(seat) for seat in seats]
            fresh = replayed(game, game.log)
            assert views == [fresh.view(seat) for seat in seats]
        if twin is None and len(game.log) >= 8:
            twin = game.clone()
        game.apply(rng.choice(game.legal_actions()))
    assert [game.view(seat) for seat in seats] == \
        [replayed(game, game.log).view(seat) for seat in seats]
    if twin is not None:  # (a deal thrown in at once has no midway)
        assert twin.view(twin.to_move) == replayed(twin, twin.log).view(twin.to_move)


def test_views_share_the_public_parts_and_reach_nothing_of_the_game():
    game = played("koenigrufen", 3, tricks=5)
    views = [game.view(seat) for seat in range(4)]
    assert all(view.tricks is views[0].tricks for view in views)
    state_parts = {id(game), id(game.state), id(game.log), id(game.state.tricks),
                   *map(id, game.state.tricks), *map(id, game.state.hands),
                   *map(id, game.state.announcements)}
    for view in views:
        seen, todo = set(), [view]
        while todo:
            item = todo.pop()
            if id(item) in seen or isinstance(item, type):
                continue
            seen.add(id(item))
            assert not isinstance(item, (Game, GameState)), "a view reaches the game"
            todo.extend(gc.get_referents(item))
        hidden = state_parts & seen
        # The history shares the log by design (it only grows); nothing else of the game.
        assert hidden <= {id(game.log)}, hidden


def test_tricks_put_in_place_of_those_seen_are_seen():
    """A state whose tricks are replaced (a search's rebuilt position) is seen as it is now."""
    game, other = played("koenigrufen", 3, tricks=5), played("koenigrufen", 4, tricks=5)
    assert len(game.state.tricks) == len(other.state.tricks) == 5
    game.view(0)
    game.state.tricks = other.state.copy().tricks
    assert game.view(0).tricks == other.view(0).tricks != ()


def test_parts_changed_in_place_are_seen_as_they_are_now():
    """The talon, its owners, the announcements, the discards and who plays each hand, each
    changed in place between two views (as a rebuilt position sets them), are seen as they
    are now, not as the parts kept for the earlier view show them."""
    game = played("koenigrufen", 3, tricks=2)
    state = game.state
    taroks = [card for card in game.variant.pack.cards if is_trump(card)]
    state.talon_shown[:] = [True, True]  # (a talon turned up, a tarok laid away)
    state.discards[state.declarer_seat][:] = taroks[:1]
    seats = range(-1, 4)
    changes = [lambda: state.talon_parts[0].reverse(),
               lambda: state.talon_owner.__setitem__(1, "declarer"),
               lambda: state.announcements[0]["by"].append(2),
               lambda: state.discards[state.declarer_seat].append(taroks[1]),
               lambda: state.controller.__setitem__(2, 0)]
    for change in changes:
        before = [game.view(seat) for seat in seats]
        change()
        views = [game.view(seat) for seat in seats]
        kept = game.public_parts
        game.public_parts = PublicParts()
        assert views == [game.view(seat) for seat in seats] != before
        game.public_parts = kept


def naive_dealer(session: Session, number: int) -> int:
    """`Session.dealer_of` worked out from the start, as a session that never asked does."""
    fresh = Session.__new__(Session)
    fresh.__dict__.update(session.__dict__)
    fresh._passed = ((-1, -1), [], [])
    return fresh.dealer_of(number)


@pytest.mark.parametrize("variant_id, options", [("whist", {"redraw": True}),
                                                 ("koenigrufen", {}), ("whist-en-cinq", {})])
def test_a_long_sessions_dealers_are_those_worked_out_from_the_start(variant_id, options):
    session = Session(variant_id, options, None, "dealers")
    players = [RandomPlayer(seat) for seat in range(len(session.names))]
    for _ in range(24):
        play_session(session, players, 1)
        number = len(session.games)
        assert session.dealer_of(number) == naive_dealer(session, number)
        assert [session.dealer_of(n) for n in range(number + 1)] == \
            [naive_dealer(session, n) for n in range(number + 1)]
    # a deal taken back and played again: the dealers after it follow the new one
    session.games.pop()
    assert session.dealer_of(len(session.games)) == naive_dealer(session, len(session.games))
    play_session(session, players, 2)
    assert session.dealer_of(len(session.games)) == naive_dealer(session, len(session.games))


def test_a_deal_replaced_before_the_dealers_worked_out_changes_those_after_it():
    """Whist en cinq: a rubber's last deal, replaced by the same deal not yet finished, no
    longer ends the rubber, so the deal after it passes on instead of going to P1."""
    session = Session("whist-en-cinq", {}, None, "dealers")
    players = [RandomPlayer(seat) for seat in range(len(session.names))]
    variant = session.variant
    while True:
        play_session(session, players, 1)
        number = len(session.games)
        opening = variant.seating.opening_dealer(session.carry_before(number))
        if opening is not None and \
                opening != variant.seating.next_dealer(session.dealer_of(number - 1)):
            break
    assert session.dealer_of(number) == opening
    last = session.games[-1]
    unfinished = Game(last.variant, last.state.dealer, last.state.carry)
    for action in last.log[:-1]:
        unfinished.apply(action)
    session.games[-1] = unfinished
    assert session.dealer_of(number) == naive_dealer(session, number) != opening



MUTABLE = (list, dict, set, bytearray)
CODE = (type, types.ModuleType, types.FunctionType, types.MethodType, types.BuiltinFunctionType)


def mutable_parts(root: object, stop: set[int]) -> dict[int, object]:
    """The lists, dicts and sets `root` reaches (but its own `__dict__`), by id, not looking
    past the objects of `stop` or into code (a rule's functions reach whole modules)."""
    found, seen, todo = {}, set(), [root]
    while todo:
        item = todo.pop()
        if id(item) in seen or id(item) in stop or isinstance(item, CODE):
            continue
        seen.add(id(item))
        if isinstance(item, MUTABLE) and item is not getattr(root, "__dict__", None):
            found[id(item)] = item
        todo.extend(gc.get_referents(item))
    return found


def scribble(part: object) -> None:
    """What a careless player might do to a list, dict or set of his view."""
    if isinstance(part, dict):
        part.clear()
        part[-7] = "scribbled"
    elif isinstance(part, list):
        part.append(-7)
    elif isinstance(part, set):
        part.add(-7)


@pytest.mark.parametrize("variant_id", ["koenigrufen", "tarok-tappen-1821", "strohmann-tarok",
                                        "paskiewitsch", "whist-dummy-four", "tarok-mit-blocks",
                                        "cayenne"])
def test_no_view_shares_a_list_or_dict_with_the_game_or_another_view(variant_id):
    """Seat isolation where views reuse what the game made for earlier ones: no list, dict
    or set is reached both from a view and from the game (what it keeps for views
    included), or from two views, whoever's and whenever taken; only the history's log and
    redacted entries are shared by design (they only grow). A player who changes
    everything in his views changes nothing the game or any seat sees afterwards."""
    game = Game.new(variant_id)
    game.deal_seeded(11)
    rng = random.Random(11)
    seats = range(-1, game.state.n_seats)
    by_design = {id(game.log), id(game.shown)}
    earlier: dict[int, object] = {}  # (kept alive, so that no id is used again)
    while True:
        views = [game.view(seat) for seat in seats]
        game_parts = mutable_parts(game, set())
        for view in views:
            parts = mutable_parts(view, by_design)
            assert not parts.keys() & game_parts.keys(), f"{variant_id}: shared with the game"
            assert not parts.keys() & earlier.keys(), f"{variant_id}: shared with another view"
            earlier.update(parts)
        if game.is_terminal:
            break
        game.apply(rng.choice(game.legal_actions()))
        for part in list(earlier.values()):
            scribble(part)
    fresh = replayed(game, game.log)
    assert [game.view(seat) for seat in seats] == [fresh.view(seat) for seat in seats]
