"""Neunzehnerrufen with dummies (neunzehnerrufen.md "Dummy play" A-C, "Where the dummy is",
"Who pays whom"): dummies as seats of the table (C1), who plays and settles for each, and
what each person sees at every action (visibility: own hand, exposed dummies, none else).
"""

from __future__ import annotations

import json

import pytest
from builders import act, deal

from tarokdesk.core import Game, Session, game_from_dict, game_to_dict
import random

from tarokdesk.players.driver import play_out
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.random_player import RandomPlayer
from tarokdesk.players.search.sampler import sample_world, slots

FORMS = ("flying", "en_trois", "en_deux")
DEALERS = {"flying": (0, 1, 2, 3), "en_trois": (0, 1, 2), "en_deux": (0, 2)}


def rule_face_up(game: Game, form: str, shown: str = "early") -> set[int]:
    """The hands the rule lays face up now, stated from the rule file rather than read from
    the state: en trois/en deux the dummies after the deal, the flying dummy after the
    bidding (open question 1), or each once it is given to its player (en deux always after
    the deal); the flying dealer who plays himself shows his hand before his first card
    (2595-2599)."""
    state = game.state
    phase = state.phase
    if phase == "deal":
        return set()
    playing = phase in ("play", "done")
    given = phase == "dummy" or (state.extra.get("dummy") or {}).get("given") is not None
    if form == "flying":
        if state.declarer is None or phase == "bid":
            return set()
        if state.declarer == state.dealer:
            return {state.dealer} if playing else set()
        return {state.dealer} if playing or given or shown == "early" else set()
    if form == "en_deux":  # the call is made from them: face up whatever the option
        return {1, 3}
    return {3} if playing or given or shown == "early" else set()


def check_views(game: Game, form: str, shown: str) -> None:
    """Every person's view holds exactly his own hand, the hands lying face up by the rule
    and the dummy he plays; the seat to move is seen through its player's eyes."""
    state = game.state
    face_up = rule_face_up(game, form, shown)
    for person in game.variant.seating.persons():
        plays = {s for s in range(4) if state.controller[s] == person}
        view = game.view(person, person)
        expected = (face_up | plays) - {person}
        assert set(view.hands) == expected, (form, state.phase, person)
        assert all(list(view.hands[s]) == state.hands[s] for s in expected)
        assert list(view.hand) == state.hands[person]
        assert not view.legal or state.controller[state.to_move] == person
    onlooker = game.view(-1)
    assert set(onlooker.hands) == face_up and onlooker.hand == ()


class Watched:
    """A computer player that checks every view it is handed: only what its person may see."""

    def __init__(self, player, person: int, game_of, form: str, shown: str):
        self.player, self.person, self.game_of = player, person, game_of
        self.form, self.shown = form, shown

    def choose(self, view):
        game = self.game_of()
        state = game.state
        assert view.viewer == self.person == state.controller[view.seat]
        assert list(view.hand) == state.hands[view.seat]
        plays = {s for s in range(4) if state.controller[s] == self.person}
        assert set(view.hands) == (rule_face_up(game, self.form, self.shown) | plays) - \
            {view.seat}
        return self.player.choose(view)


def watched_deal(form: str, seed: int, shown: str = "early", kind=HeuristicPlayer) -> Game:
    dealers = DEALERS[form]
    game = Game.new("neunzehnerrufen", {"form": form, "dummy_shown": shown}, 4,
                    dealers[seed % len(dealers)])
    game.deal_seeded(f"dummies/{seed}")
    players = [Watched(kind(f"{seed}:{s}"), s, lambda: game, form, shown) for s in range(4)]
    while not game.is_terminal:
        check_views(game, form, shown)
        game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
    check_views(game, form, shown)
    return game


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("shown", ("early", "at_play"))
def test_every_person_sees_exactly_what_the_rule_shows_him_at_every_action(form, shown):
    contracts = set()
    for seed in range(12):
        for kind in (HeuristicPlayer, RandomPlayer):
            game = watched_deal(form, seed, shown, kind)
            assert sum(game.result["totals"].values()) == 0
            contracts.add(game.state.contract)
    assert len(contracts) > 1


@pytest.mark.parametrize("form", FORMS)
def test_a_dummy_is_played_by_the_person_the_rule_names_and_settles_for_the_right_one(form):
    for seed in range(40):
        game = watched_deal(form, seed, kind=RandomPlayer)
        state = game.state
        variant = game.variant
        dummies = variant.deal_dummies(state)
        result = game.result
        if state.extra.get("schleifen"):
            continue
        partner = variant.partner(state)
        for dummy in dummies:
            player = state.controller[dummy]
            assert player in variant.seating.persons() and player not in dummies
            # the dummy's own units went to its settler
            settler = state.account[dummy]
            assert settler == (state.dealer if form == "flying" else player)
            if form == "en_deux":
                assert player == (state.declarer if dummy == partner else
                                  next(p for p in (0, 2) if p != state.declarer))
            elif partner == dummy:
                assert player == state.declarer
            elif partner is not None:
                assert player not in (state.declarer, partner)
            else:
                assert player != state.declarer  # an opponent reached in
        if dummies:
            hands = {int(k): v for k, v in result.get("hand_totals", result["totals"]).items()}
            persons = {int(k): v for k, v in result["totals"].items()}
            for person in variant.seating.persons():
                assert persons[person] == sum(v for s, v in hands.items()
                                              if state.account[s] == person)


def test_en_trois_the_dummy_never_bids_and_the_person_to_its_right_is_vorhand():
    game = Game.new("neunzehnerrufen", {"form": "en_trois"}, 4, 2)
    assert game.state.active == (0, 1, 2, 3)  # the dummy (3) sits in the Vorhand's place
    game.deal_seeded("vorhand")
    assert game.state.exposed == [False, False, False, True]
    bidders = set()
    while game.phase == "bid":
        bidders.add(game.to_move)
        act(game, "bid", game.to_move, "rufer" if game.to_move == 0 else "pass")
    assert bidders == {0, 1, 2} and game.state.declarer == 0


def test_sessions_deal_round_the_persons_only():
    session = Session("neunzehnerrufen", {"form": "en_trois"}, 4, seed=1, first_dealer=1)
    assert [session.dealer_of(n) for n in range(4)] == [1, 2, 0, 1]
    deux = Session("neunzehnerrufen", {"form": "en_deux"}, 4, seed=1, first_dealer=2)
    assert [deux.dealer_of(n) for n in range(3)] == [2, 0, 2]
    with pytest.raises(ValueError):
        Session("neunzehnerrufen", {"form": "en_deux"}, 4, seed=1, first_dealer=1)


def test_en_deux_calls_the_highest_trump_lying_in_a_dummy_and_splits_four_and_two():
    game = Game.new("neunzehnerrufen", {"form": "en_deux"}, 4, 2)  # A = 0 is Vorhand
    deal(game, {0: "T19 T18 T17 SKUS T21 T1 HK HQ DK DQ SK CK",
                2: "T20 T16 T15 T14 T13 T12 T11 HC HJ DC DJ SC",
                1: "T10 T9 T8 H1 H2 H3 H4 D1 D2 D3 D4 S10",
                3: "T7 T6 T5 T4 T3 T2 S9 S8 S7 C10 C9 C8"},
         "CQ CC CJ C7 SQ SJ")
    act(game, "bid", 0, "rufer")
    act(game, "bid", 2, "pass")
    assert [a.value for a in game.legal_actions()] == [game.variant._callable(game.state)[0]]
    act(game, "call", 0, "T10")
    act(game, "talon", 0, "take:0")
    assert game.to_move == 2 and len(game.state.talon_parts[1]) == 2
    act(game, "talon", 2, "take:1")
    for card in ("CQ", "CC", "CJ", "C7"):
        act(game, "discard", 0, card)
    for card in ("SQ", "SJ"):
        act(game, "discard", 2, card)
    assert game.state.controller == [0, 0, 2, 2]  # B holds T10: the caller's "Mann"


def test_flying_dummy_in_a_lone_game_goes_to_the_opponent_who_reaches_in():
    game = Game.new("neunzehnerrufen", {"form": "flying"}, 4, 3)
    game.deal_seeded("reach")
    act(game, "bid", 0, "rufer")
    act(game, "bid", 1, "solo")
    act(game, "bid", 0, "pass")
    while game.phase == "bid":
        act(game, "bid", game.to_move, "pass")
    assert game.state.exposed == [False, False, False, True]
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    assert game.phase == "dummy" and game.to_move == 2  # asked in turn from the player
    act(game, "dummy", 2, "leave")
    assert [a.value for a in game.legal_actions()] == ["reach_in"]
    act(game, "dummy", 0, "reach_in")
    assert game.state.controller == [0, 1, 2, 0] and game.state.account == [0, 1, 2, 3]
    assert game.phase == "play" and game.to_move == 0


@pytest.mark.parametrize("form", FORMS)
def test_deals_with_dummies_save_and_replay(form):
    game = watched_deal(form, 3, kind=RandomPlayer)
    again = game_from_dict(json.loads(json.dumps(game_to_dict(game))))
    assert again.state.to_dict() == game.state.to_dict()
    assert "controller" in game_to_dict(game)["state"]


def test_a_plain_table_saves_as_before():
    game = Game.new("neunzehnerrufen", {}, 4, 3)
    game.deal_seeded(1)
    play_out(game, [RandomPlayer(s) for s in range(4)])
    assert "controller" not in game_to_dict(game)["state"]


@pytest.mark.parametrize("form", FORMS)
def test_the_experts_samples_hold_every_visible_dummy_card_where_it_lies(form):
    """Players/search: a hand seen face up (a dummy, or his own beside the dummy he plays)
    is known, so every sampled world puts exactly its cards there."""
    rng = random.Random(form)
    checked = 0
    for seed in range(6):
        game = watched_deal(form, seed, kind=RandomPlayer)
        replay = Game(game.variant, game.state.dealer)
        for action in game.log:
            if replay.phase == "play" and replay.state.tricks:
                view = replay.view(replay.to_move)
                know = Knowledge.of(view, game.variant.pack.cards)
                world = sample_world(view, know, rng)
                assert world is not None
                assert sum(slots(view).values()) == len(know.unseen)
                for seat, cards in view.hands.items():
                    assert sorted(world[seat]) == sorted(replay.state.hands[seat])
                checked += 1
            replay.apply(action)
    assert checked > 50


@pytest.mark.parametrize("form", FORMS)
def test_sessions_with_dummies_sum_per_person_and_replay_from_their_files(form):
    from tarokdesk.players.driver import play_session

    session = Session("neunzehnerrufen", {"form": form}, 4, seed=form)
    play_session(session, [RandomPlayer(f"{form}:{s}") for s in range(4)], 5)
    dealers = [g.state.dealer for g in session.games]
    assert all(d in session.variant.seating.persons() for d in dealers)
    totals = session.totals()
    assert sum(totals.values()) == 0
    assert all(totals[d] == 0 for d in session.variant.seating.dummy_seats())
    again = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert again.totals() == totals


def test_the_flying_dummys_player_settles_for_it_when_the_dealer_does_not_share():
    settled = 0
    for seed in range(20):
        game = Game.new("neunzehnerrufen", {"form": "flying", "dealer_shares": False}, 4,
                        seed % 4)
        game.deal_seeded(f"share/{seed}")
        play_out(game, [RandomPlayer(f"{seed}:{s}") for s in range(4)])
        dealer, state = game.state.dealer, game.state
        if game.variant.deal_dummies(state) and not state.extra.get("schleifen"):
            assert state.account[dealer] == state.controller[dealer] != dealer
            assert game.result["totals"][str(dealer)] == 0
            settled += 1
    assert settled > 5


def test_undo_steps_back_to_the_cards_a_person_played_for_his_dummy():
    from tarokdesk.practice.timeline import Timeline

    game = next(g for g in (watched_deal("en_deux", seed, kind=RandomPlayer)
                            for seed in range(20)) if 0 in (g.state.controller[1],
                                                            g.state.controller[3]))
    timeline = Timeline({0}, game.log, actors=game.actors)
    stops = []
    while (point := timeline.undo_point()) is not None:
        stops.append(game.log[point])
        timeline.move_to(point)
    assert any(a.seat != 0 and a.kind == "play" for a in stops)
    assert all(game.actors[game.log.index(a)] == 0 for a in stops)
