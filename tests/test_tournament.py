"""Duplicate tournaments are deterministic: the same seed gives the same figure on one
process or several, and with the expert (whose budget is counted in sampled deals)."""

from __future__ import annotations

import json

from tarokdesk.cli.main import main
from tarokdesk.players.tournament import run_tournament


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
    first = run_tournament("tapp-tarok", 3, "expert", "expert", "standard")
    second = run_tournament("tapp-tarok", 3, "expert", "expert", "standard", jobs=2)
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
