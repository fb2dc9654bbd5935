"""The command line contracts: `variants`, `sim --json`, `replay` with its one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tarokdesk.cli.main import main
from tarokdesk.core import Session, game_to_dict
from tarokdesk.players import RandomPlayer
from tarokdesk.players.driver import play_session


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_variants_lists_ids_and_names(capsys):
    code, out, _ = run(capsys, "variants")
    assert code == 0
    lines = dict(line.split("\t") for line in out.strip().splitlines())
    assert lines["tapp-tarok"] == "Tapp-Tarok"
    assert lines["koenigrufen"] == "Königrufen"


@pytest.mark.parametrize("variant", ["koenigrufen", "tapp-tarok"])
def test_sim_2000_deals_is_zero_sum(capsys, variant):
    code, out, _ = run(capsys, "sim", "--variant", variant, "--deals", "2000", "--seed", "1",
                       "--json")
    assert code == 0
    report = json.loads(out)
    assert report["variant"] == variant and report["deals"] == 2000
    assert sum(report["totals"].values()) == 0
    assert sum(report["contracts"].values()) == 2000
    assert report["actions"] > 2000 * 40 and report["seconds"] > 0


def test_sim_is_deterministic(capsys):
    first = json.loads(run(capsys, "sim", "--variant", "tapp-tarok", "--deals", "30",
                           "--seed", "7", "--json")[1])
    second = json.loads(run(capsys, "sim", "--variant", "tapp-tarok", "--deals", "30",
                            "--seed", "7", "--json")[1])
    assert first["totals"] == second["totals"] and first["actions"] == second["actions"]


def test_sim_four_at_the_tapp_table_and_options(capsys):
    code, out, _ = run(capsys, "sim", "--variant", "tapp-tarok", "--seats", "4", "--deals", "50",
                       "--option", 'talon_method="old"', "--json")
    assert code == 0 and len(json.loads(out)["totals"]) == 4


@pytest.mark.parametrize("argv, fragment", [
    (["sim", "--variant", "nope", "--deals", "1"], "unknown variant"),
    (["sim", "--variant", "koenigrufen", "--players", "random,random"], "needs 4 players"),
    (["sim", "--variant", "koenigrufen", "--option", "bogus=1"], "unknown options"),
])
def test_sim_usage_errors_are_one_line(capsys, argv, fragment):
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err and err.count("\n") == 1


@pytest.fixture
def saved_game(tmp_path):
    session = Session("koenigrufen", seed=3)
    play_session(session, [RandomPlayer(s) for s in range(4)], 1)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game_to_dict(session.current)))
    return path


def test_replay_verifies_a_saved_game(capsys, saved_game):
    code, out, _ = run(capsys, "replay", str(saved_game))
    assert code == 0 and "replayed and verified" in out


def test_replay_verifies_a_session(capsys, tmp_path):
    session = Session("tapp-tarok", seed=5)
    play_session(session, [RandomPlayer(s) for s in range(3)], 3)
    path = tmp_path / "session.json"
    path.write_text(json.dumps(session.to_dict()))
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 0 and "3 deals" in out


def tamper_play(data):
    plays = [a for a in data["log"] if a["kind"] == "play"]
    plays[0]["card"], plays[1]["card"] = plays[1]["card"], plays[0]["card"]


def tamper_state(data):
    data["state"]["result"]["totals"]["0"] += 1


def tamper_card(data):
    next(a for a in data["log"] if a["kind"] == "play")["card"] = "T99"


@pytest.mark.parametrize("mutate", [tamper_play, tamper_state, tamper_card,
                                    lambda d: d.update(log="x"), lambda d: d.pop("variant"),
                                    lambda d: d.update(version=99)])
def test_replay_refuses_tampered_files(capsys, saved_game, mutate):
    data = json.loads(saved_game.read_text())
    mutate(data)
    saved_game.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(saved_game))
    assert code == 2 and err.startswith("tarokdesk: error:") and err.count("\n") == 1


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe", b"[" * 100000, b"42"])
def test_replay_refuses_malformed_files(capsys, tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and err.count("\n") == 1


def test_replay_missing_file_in_a_subprocess_has_no_traceback(tmp_path):
    done = subprocess.run([sys.executable, "-m", "tarokdesk", "replay", str(tmp_path / "none")],
                          capture_output=True, text=True)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
