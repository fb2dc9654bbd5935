"""Duplicate tournaments are deterministic: the same seed gives the same figure on one
process or several, and with the expert (whose budget is counted in sampled deals)."""

from __future__ import annotations

import json

import pytest

from tarokdesk.cli.main import main
from tarokdesk.core import Game, Session
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.players.driver import play_out, play_session
from tarokdesk.players.tournament import _session_tricks, run_tournament, trick_margin


def test_jobs_2_plays_the_same_deals_as_jobs_1():
    one = run_tournament("tapp-tarok", 6, "jobs", "standard", "random")
    two = run_tournament("tapp-tarok", 6, "jobs", "standard", "random", jobs=2)
    assert two.per_deal == one.per_deal
    assert len(set(one.per_deal)) > 1  # the deals differ, so their order is checked too


def test_tournament_command_with_jobs(capsys):
    outputs = []
    for jobs in ("1", "2"):
        assert main(["tournament", "--variant", "koenigrufen", "--deals", "3", "--seed", "5",
                     "--a", "standard", "--b", "beginner", "--json", "--jobs", jobs]) == 0
        outputs.append(json.loads(capsys.readouterr().out))
    assert outputs[0] == outputs[1]
    assert outputs[0]["deals"] == 3
    assert main(["tournament", "--variant", "koenigrufen", "--a", "standard", "--b", "random",
                 "--jobs", "0"]) == 2


def test_expert_tournament_is_reproducible():
    first = run_tournament("tapp-tarok", 2, "expert", "expert", "standard")
    second = run_tournament("tapp-tarok", 2, "expert", "expert", "standard", jobs=2)
    assert first.per_deal == second.per_deal


def test_a_game_paid_at_the_rubber_is_measured_over_duplicate_sessions(capsys):
    """Tarok unter Vieren form (a) pays its stake only when the rubber of four deals closes:
    over whole sessions the standard player's lead over random players shows."""
    result = run_tournament("tarok-unter-vieren", 3, "rubber", "standard", "random",
                            sessions=True, session_deals=4)
    assert result.unit == "session" and len(result.per_deal) == 3
    assert result.mean - result.ci95 > 0
    assert main(["tournament", "--variant", "tarok-unter-vieren", "--deals", "1", "--seed",
                 "rubber", "--a", "standard", "--b", "random", "--sessions",
                 "--session-deals", "4", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["unit"] == "session" and printed["mean"] == round(result.per_deal[0], 4)
    assert main(["tournament", "--variant", "tarok-unter-vieren", "--a", "standard", "--b",
                 "random", "--session-deals", "4"]) == 2  # only with --sessions


def test_whist_is_measured_in_tricks_where_its_units_are_sparse(capsys):
    """A single Whist deal rarely ends a game, so its units are nearly always 0; the trick
    margin of A's side shows the standard player's lead over random players at once."""
    units = run_tournament("whist", 16, "tricks", "standard", "random")
    tricks = run_tournament("whist", 16, "tricks", "standard", "random", measure="tricks")
    assert units.per_deal.count(0.0) >= 15  # the sparse units this measure is for
    assert tricks.measure == "tricks" and tricks.mean - tricks.ci95 > 0
    assert main(["tournament", "--variant", "whist", "--deals", "2", "--seed", "tricks",
                 "--a", "standard", "--b", "random", "--measure", "tricks", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["measure"] == "tricks" and printed["mean"] == round(
        sum(tricks.per_deal[:2]) / 2, 4)


def test_a_deals_trick_margin_is_its_sides_tricks_less_the_others():
    game = Game.new("whist", None, 4, 0)
    game.deal_seeded("margin")
    play_out(game, [PLAYER_KINDS["standard"](f"margin:{s}") for s in range(4)])
    won = game.variant.tricks_won(game.state)
    assert sum(won) == 13
    for seat in range(4):
        assert trick_margin(game.result, seat) == won[seat % 2] - won[1 - seat % 2]


def test_a_game_without_tricks_by_side_is_refused_the_trick_measure():
    with pytest.raises(ValueError, match="tricks by side"):
        run_tournament("koenigrufen", 1, "tricks", "standard", "random", measure="tricks")
    with pytest.raises(ValueError, match="unknown measure"):
        run_tournament("whist", 1, "tricks", "standard", "random", measure="points")


def test_sessions_measured_in_tricks_average_the_margin_over_their_deals():
    """En trois: the persons change seats by rubber (C5), each deal's margin is taken at the
    seat the person holds in it."""
    result = run_tournament("whist-en-trois", 1, "rubbers", "standard", "random",
                            sessions=True, session_deals=3, measure="tricks")
    session = Session("whist-en-trois", None, 4, "rubbers:0")
    players = [PLAYER_KINDS["standard" if p == 0 else "random"](f"rubbers:0:{p}:"
               + ("standard" if p == 0 else "random")) for p in range(len(session.names))]
    while not session.over and len(session.games) < 3:
        play_session(session, players, 1)
    margins = [trick_margin(game.result, session.persons_at(n).index(0))
               if 0 in session.persons_at(n) else 0 for n, game in enumerate(session.games)]
    assert result.unit == "session" and result.measure == "tricks"
    assert _session_tricks(session, 0) == sum(margins) / len(margins)
    assert result.mean > 0


def test_the_whist_experts_budget_in_dds_nodes_gives_the_same_deals_on_any_process():
    """DDS reports its search nodes, the budget counts them: a deal played on a fresh
    process comes out as on this one, whatever DDS solved here before (the tests before,
    the deal's earlier rotations)."""
    pytest.importorskip("endplay")
    here = run_tournament("whist", 1, "nodes", "expert", "standard", measure="tricks")
    fresh = run_tournament("whist", 1, "nodes", "expert", "standard", measure="tricks", jobs=2)
    assert here.per_deal == fresh.per_deal
