"""The undo/redo timeline of a practice deal (no Qt)."""

from __future__ import annotations

import pytest

from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.players import HeuristicPlayer
from tarokdesk.practice.timeline import Timeline, replayed

DEAL = Action("deal", CHANCE, [0])
A1, B1, A2, B2, A3 = (Action("play", seat, card) for seat, card in
                      ((0, 1), (1, 2), (0, 3), (1, 4), (0, 5)))


def test_undo_steps_back_to_each_human_decision_and_redo_forward():
    timeline = Timeline({0}, [DEAL, A1, B1, A2, B2])
    assert timeline.undo_point() == 3  # before A2
    assert timeline.move_to(3) == [DEAL, A1, B1]
    assert timeline.undo_point() == 1 and timeline.redo_point() == 5
    timeline.move_to(1)
    assert timeline.undo_point() is None and timeline.redo_point() == 3
    timeline.move_to(5)
    assert timeline.redo_point() is None


def test_playing_on_keeps_the_redo_line_only_while_it_is_the_same():
    timeline = Timeline({0}, [DEAL, A1, B1, A2, B2])
    timeline.move_to(1)
    timeline.record(A1)
    assert timeline.actions == [DEAL, A1, B1, A2, B2] and timeline.redo_point() == 3
    timeline.record(Action("play", 1, 9))
    assert timeline.actions == [DEAL, A1, Action("play", 1, 9)]
    assert timeline.redo_point() is None
    timeline.record(A3)
    assert timeline.cursor == 4 and timeline.undo_point() == 3


def test_undo_stops_at_the_floor_and_a_restart_after_the_deal():
    timeline = Timeline({0}, [DEAL, A1, B1, A2, B2], floor=2)
    assert timeline.undo_point() == 3 and timeline.start_point() == 2
    timeline.move_to(3)
    assert timeline.undo_point() is None
    assert Timeline({0}, [DEAL, A1, B1]).start_point() == 1


def test_the_chance_seat_is_never_a_decision_point():
    timeline = Timeline({CHANCE, 0}, [DEAL, B1])
    assert timeline.undo_point() is None
    with pytest.raises(ValueError):
        timeline.move_to(3)


def test_replayed_rebuilds_the_same_views():
    game = Game.new("tapp-tarok", {}, 3, 1)
    game.deal_seeded("t")
    players = [HeuristicPlayer(s) for s in range(3)]
    for _ in range(12):
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
    twin = replayed(game, game.log[:8])
    assert twin.log == game.log[:8]
    rest = replayed(twin, game.log)
    assert all(rest.view(s) == game.view(s) for s in range(3))
