"""Property tests over random seeds and random legal play (issue: cards conserved, no card in
two places, a legal action in every live state, zero-sum settlements, round trips, replay)."""

from __future__ import annotations

import json
import random

from builders import every_card_place
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokdesk.core import Game, game_from_dict, game_to_dict
from tarokdesk.core.variant import all_variants

VARIANTS = sorted(all_variants())
TABLES = [(v, n) for v in VARIANTS for n in all_variants()[v].seat_counts]


def assert_conserved(game: Game) -> None:
    if not game.state.hands:
        return
    places = every_card_place(game)
    assert len(places) == len(set(places)), "a card is in two places"
    assert sorted(places) == sorted(game.variant.pack.cards), "cards lost or invented"


def random_game(variant_id: str, n_seats: int, seed: int, options=None) -> Game:
    rng = random.Random(seed)
    game = Game.new(variant_id, options, n_seats, dealer=seed % n_seats)
    game.deal_seeded(seed)
    while not game.is_terminal:
        assert_conserved(game)
        legal = game.legal_actions()
        assert legal, f"no legal action in phase {game.phase}"
        for action in legal[:3]:
            assert game.refusal(action) is None
        game.apply(rng.choice(legal))
    assert_conserved(game)
    return game


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10**9))
def test_random_play_conserves_cards_and_settles_zero_sum(table, seed):
    game = random_game(*table, seed)
    totals = game.result["totals"]
    assert sum(totals.values()) == 0
    assert set(totals) == {str(s) for s in range(game.state.n_seats)}


@settings(max_examples=40, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10**9),
       cut=st.floats(0, 1))
def test_serialization_round_trips_and_replays(table, seed, cut):
    full = random_game(*table, seed)
    data = json.loads(json.dumps(game_to_dict(full)))
    again = game_from_dict(data)
    assert again.state.to_dict() == full.state.to_dict()
    # a game saved part-way replays to the same unfinished state
    partial = Game.new(table[0], None, table[1], full.state.dealer)
    for action in full.log[: int(len(full.log) * cut)]:
        partial.apply(action)
    restored = game_from_dict(json.loads(json.dumps(game_to_dict(partial))))
    assert restored.state.to_dict() == partial.state.to_dict()
    assert restored.legal_actions() == partial.legal_actions()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9), method=st.sampled_from(["modern", "old"]),
       hold=st.booleans(), overtrump=st.booleans())
def test_tapp_options_keep_invariants(seed, method, hold, overtrump):
    options = {"talon_method": method, "tapped_vorhand_may_hold": hold,
               "must_overtrump": overtrump}
    game = random_game("tapp-tarok", 3, seed, options)
    assert sum(game.result["totals"].values()) == 0


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9), auf_pagat=st.booleans(), collected=st.booleans(),
       schleifen=st.sampled_from(["codex", "chapter"]))
def test_koenigrufen_options_keep_invariants(seed, auf_pagat, collected, schleifen):
    options = {"rufen_auf_pagat": auf_pagat, "honours_collected": collected,
               "auf_pagat_schleifen": schleifen}
    game = random_game("koenigrufen", 4, seed, options)
    assert sum(game.result["totals"].values()) == 0


@settings(max_examples=25, deadline=None)
@given(table=st.sampled_from(TABLES), seed=st.integers(0, 10**9))
def test_views_hide_other_hands(table, seed):
    rng = random.Random(seed)
    game = Game.new(table[0], None, table[1])
    game.deal_seeded(seed)
    while not game.is_terminal:
        for seat in game.state.active:
            view = game.view(seat)
            assert list(view.hand) == game.state.hands[seat]
            hidden = {c for other in game.state.active if other != seat
                      for c in game.state.hands[other]}
            visible = set(view.played_cards()) | {c for p in view.shown_discards for c in p}
            assert not (hidden & set(view.hand))
            # another hand's cards are never shown, except those bought from a turned-up talon
            assert not (hidden & visible)
            assert all(part is None or game.state.talon_shown[i]
                       for i, part in enumerate(view.talon_parts))
        game.apply(rng.choice(game.legal_actions()))
