"""The command line contracts: `variants`, `sim --json`, `replay` with its one-line errors."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tarokdesk.cli.main import main
from tarokdesk.core import Session, all_variants, game_to_dict
from tarokdesk.players import RandomPlayer
from tarokdesk.players.driver import play_session
from tarokdesk.store import SessionStore, StoreError

POSITIONS = Path(__file__).resolve().parents[1] / "assets" / "positions"


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


@pytest.mark.parametrize("variant, options, players", [
    ("whist-en-deux", [], "Anna=expert,Ben=random"),
    ("neunzehnerrufen", ["--option", 'form="en_deux"'], "Anna=standard,Ben=random"),
    ("whist-en-deux", [], "standard,random"),
])
def test_sim_with_dummies_takes_and_reports_the_persons_alone(capsys, variant, options, players):
    """C1: in a game with dummies the persons alone may be entered (a dummy's seat has no
    player of its own), and only they are reported."""
    code, out, _ = run(capsys, "sim", "--variant", variant, *options, "--deals", "3",
                       "--players", players, "--json")
    report = json.loads(out)
    kinds = [entry.partition("=")[2] or entry for entry in players.split(",")]
    assert code == 0 and len(report["persons"]) == 2
    assert sorted(p["kind"] for p in report["persons"]) == sorted(kinds)
    if "=" in players:
        assert {p["name"] for p in report["persons"]} == {"Anna", "Ben"}
    assert sum(p["units"] for p in report["persons"]) == 0


@pytest.mark.parametrize("argv, fragment", [
    (["sim", "--variant", "nope", "--deals", "1"], "unknown variant"),
    (["sim", "--variant", "koenigrufen", "--players", "random,random"], "needs 4 players"),
    (["sim", "--variant", "koenigrufen", "--option", "bogus=1"], "unknown options"),
])
def test_sim_usage_errors_are_one_line(capsys, argv, fragment):
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err and err.count("\n") == 1


def _too_few_and_too_many():
    """Every variant with one person too few and one too many, named and as bare kinds."""
    for variant_id, cls in sorted(all_variants().items()):
        persons = cls(None, None).seating.table_persons()
        for count in (persons - 1, persons + 1):
            yield variant_id, ",".join(f"P{i}=random" for i in range(count))
            yield variant_id, ",".join(["random"] * count)


@pytest.mark.parametrize("variant, players", list(_too_few_and_too_many()))
def test_sim_refuses_a_wrong_number_of_players_in_every_game(capsys, variant, players):
    code, _, err = run(capsys, "sim", "--variant", variant, "--deals", "1",
                       "--players", players)
    assert code == 2 and "players, got" in err and err.count("\n") == 1


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


def test_a_save_from_before_the_explained_settlement_still_replays(capsys, saved_game):
    """Older saves hold results without each item's computation: the payments decide."""
    data = json.loads(saved_game.read_text())
    result = data["state"]["result"]
    assert result["items"] and all("computation" in item for item in result["items"])
    for item in result["items"]:
        del item["computation"]
    result.pop("needed", None)
    saved_game.write_text(json.dumps(data))
    code, out, _ = run(capsys, "replay", str(saved_game))
    assert code == 0 and "replayed and verified" in out


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


# --- sessions of the table, deal order, hostile input (issue 9, items 7-10) -------------------

@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def played_session(variant="tapp-tarok", deals=3, seed="s", **kwargs) -> Session:
    session = Session(variant, seed=seed, **kwargs)
    play_session(session, [RandomPlayer(s) for s in range(session.n_seats)], deals)
    return session


def stored_with_journal(data_dir):
    """A table session: two deals in the snapshot, the third half played in the journal."""
    from tarokdesk.store import SessionStore

    store = SessionStore()
    session = played_session(deals=2)
    stored = store.create(session, [{"name": n, "kind": "random"} for n in session.names],
                          "Sunday")
    game = session.new_deal()
    players = [RandomPlayer(s) for s in range(3)]
    for _ in range(12):
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
    store.sync(stored)
    return store, stored


def test_replay_reads_the_tables_session_file_with_its_journal(capsys, data_dir):
    store, stored = stored_with_journal(data_dir)
    code, out, _ = run(capsys, "replay", str(store.root / f"{stored.id}.json"))
    assert code == 0 and "“Sunday”" in out and "3 deals replayed and verified" in out


def test_replay_reads_an_export_and_refuses_a_tampered_one(capsys, data_dir, tmp_path):
    store, stored = stored_with_journal(data_dir)
    export = tmp_path / "export.json"
    store.export(stored, export)
    code, out, _ = run(capsys, "replay", str(export))
    assert code == 0 and "3 deals replayed and verified" in out
    data = json.loads(export.read_text())
    data["session"]["games"][0]["state"]["result"]["totals"]["0"] += 1
    export.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(export))
    assert code == 2 and "deal 1" in err and err.count("\n") == 1


def reorder(games):
    games[0], games[1] = games[1], games[0]


def substitute(games):
    """Deal 2 replaced by deal 2 of another seed: right dealer, wrong shuffle."""
    games[1] = played_session(seed="other").to_dict()["games"][1]


def unfinished_first(games):
    del games[0]["log"][10:]
    games[0].pop("state")


@pytest.mark.parametrize("change, fragment", [
    (lambda games: games.insert(1, games[0]), "deal 2"),
    (reorder, "deal 1"),
    (substitute, "deal 2 is not shuffled from the session's seed"),
    (lambda games: games.append(games[0]), "deal 4 is not shuffled"),
    (lambda games: games.pop(0), "deal 1"),
    (unfinished_first, "deal 2 follows a deal that did not end"),
])
def test_session_replay_checks_order_dealers_and_seeds(capsys, tmp_path, change, fragment):
    data = played_session().to_dict()
    change(data["games"])
    path = tmp_path / "session.json"
    path.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and fragment in err and err.count("\n") == 1


@pytest.mark.parametrize("first_dealer", ["x", 3, -1, True, None, 1.0])
def test_a_bad_first_dealer_is_refused_at_load(data_dir, first_dealer):
    from tarokdesk.core import ReplayError
    from tarokdesk.store import SessionStore, StoreError

    data = played_session(deals=1).to_dict()
    data["first_dealer"] = first_dealer
    with pytest.raises(ReplayError, match="first_dealer"):
        Session.from_dict(data)
    store, stored = stored_with_journal(data_dir)
    snapshot = store.root / f"{stored.id}.json"
    envelope = json.loads(snapshot.read_text())
    envelope["session"]["first_dealer"] = first_dealer
    snapshot.write_text(json.dumps(envelope))
    with pytest.raises(StoreError, match="first_dealer"):
        store.load(stored.id)


def test_the_first_dealer_survives_a_round_trip():
    session = played_session(variant="koenigrufen", deals=2, first_dealer=3)
    again = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert [g.state.dealer for g in again.games] == [3, 0]


def test_deeply_nested_option_is_one_line(capsys):
    code, _, err = run(capsys, "sim", "--variant", "tapp-tarok", "--deals", "0",
                       "--option", "talon_method=" + "[" * 60000)
    assert code == 2 and "nested too deeply" in err and err.count("\n") == 1


@pytest.mark.parametrize("argv, fragment", [
    (["--option", "must_overtrump=7"], "must be one of false, true"),
    (["--option", "ultimo_values=[1, 2]"], "must be one of [2, 4], [3, 6], [5, 10]"),
    (["--seats", "5"], "played by 3 or 4"),
])
def test_option_and_table_errors_name_values_as_typed(capsys, argv, fragment):
    code, _, err = run(capsys, "sim", "--variant", "tapp-tarok", "--deals", "0", *argv)
    assert code == 2 and fragment in err and "(" not in err


def _mistyped_options():
    """Every option of every variant given a value equal to a choice but of another JSON
    type: 1 and 0 for false and true, 42.0 or true for an integer."""
    for variant_id, cls in sorted(all_variants().items()):
        for key, option in cls.options.items():
            for choice in option.choices:
                if isinstance(choice, bool):
                    yield variant_id, key, json.dumps(int(choice))
                elif isinstance(choice, int):
                    yield variant_id, key, json.dumps(float(choice))
                    if choice in (0, 1):
                        yield variant_id, key, json.dumps(bool(choice))


@pytest.mark.parametrize("variant, key, raw", list(_mistyped_options()))
def test_an_option_of_the_wrong_type_is_refused(capsys, variant, key, raw):
    code, _, err = run(capsys, "sim", "--variant", variant, "--deals", "0",
                       "--option", f"{key}={raw}")
    assert code == 2 and f"option {key} of {variant} must be one of" in err
    assert err.count("\n") == 1


def cli(*argv, **kwargs):
    return subprocess.run([sys.executable, "-m", "tarokdesk", *argv], capture_output=True,
                          text=True, **kwargs)


def test_replay_refuses_devices_and_fifos_without_reading(tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for target in ("/dev/zero", str(fifo)):
        done = cli("replay", target, timeout=60)  # today's code reads for ever
        assert done.returncode == 2 and "not a regular file" in done.stderr
        assert done.stderr.count("\n") == 1


# --- one limit each, and one reading of JSON ---------------------------------------------------

HUGE = "9" * 5000
"""A JSON integer longer than Python converts by default (4,300 digits)."""


def huge_session_beside_a_good_one(data_dir):
    store, stored = stored_with_journal(data_dir)
    text = (store.root / f"{stored.id}.json").read_text()
    (store.root / "huge.json").write_text(text.replace('"n_seats":3', f'"n_seats":{HUGE}'))
    return store.root / "huge.json"


def huge_position(data_dir):
    data_dir.mkdir()
    text = (POSITIONS / "ulmann-09.json").read_text()
    (data_dir / "huge.json").write_text(text.replace('"version": 1', f'"version": {HUGE}'))
    return data_dir / "huge.json"


@pytest.mark.parametrize("argv, make", [
    (["sessions"], huge_session_beside_a_good_one),
    (["stats"], huge_session_beside_a_good_one),
    (["replay", "{file}"], huge_session_beside_a_good_one),
    (["position", "{file}"], huge_position),
    (["sim", "--variant", "tapp-tarok", "--deals", "1", "--option", f"pack={HUGE}"], None),
], ids=["sessions", "stats", "replay", "position", "sim --option"])
def test_a_5000_digit_integer_is_refused_in_one_line_by_every_reader(capsys, data_dir, argv,
                                                                      make):
    path = make(data_dir) if make else None
    code, out, err = run(capsys, *(a.format(file=path) for a in argv))
    said = [line for line in (out + err).splitlines() if "5000 digits" in line]
    assert code == 2 and len(said) == 1 and "Traceback" not in err
    assert path is None or str(path) in said[0]
    if argv[0] == "sessions":
        assert "Sunday" in out  # the other session is still listed
    elif argv[0] == "stats":
        assert "tapp-tarok" in out  # and counted
    else:
        assert out == "" and err == said[0] + "\n"


def test_a_session_named_with_half_a_utf16_pair_is_named_and_the_other_listed(capsys,
                                                                               data_dir):
    """JSON can escape a lone surrogate, which no saved text can hold: refused on reading,
    like any other damage, rather than shown and failing at the next save."""
    store, stored = stored_with_journal(data_dir)
    text = (store.root / f"{stored.id}.json").read_text()
    (store.root / "half.json").write_text(text.replace('"name":"Sunday"', '"name":"\\ud800"'))
    code, out, _ = run(capsys, "sessions")
    assert code == 2 and "Sunday" in out
    assert [line for line in out.splitlines() if "half.json" in line and "surrogate" in line]


@pytest.mark.parametrize("command", ["replay", "position"])
def test_no_file_is_read_that_is_larger_than_a_session_file(capsys, tmp_path, command):
    from tarokdesk.store.files import MAX_FILE_BYTES

    path = tmp_path / "large.json"
    with open(path, "wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: nothing to write
    code, _, err = run(capsys, command, str(path))
    assert code == 2 and "too large" in err and err.count("\n") == 1


@pytest.mark.parametrize("deals, code", [(65, 2), (0, 2), (64, 0)])
def test_a_duplicate_session_lasts_at_most_64_deals(capsys, deals, code):
    done, _, err = run(capsys, "tournament", "--variant", "tarok-unter-vieren", "--sessions",
                       "--session-deals", str(deals), "--deals", "1", "--a", "random", "--b",
                       "random")
    assert done == code and (code == 0 or "1 to 64 deals" in err and err.count("\n") == 1)


@pytest.mark.parametrize("kind", ["god", ""])
def test_a_seat_of_an_unknown_kind_is_refused(capsys, data_dir, tmp_path, kind):
    from tarokdesk.store import StoreError

    store, stored = stored_with_journal(data_dir)
    export = tmp_path / "export.json"
    store.export(stored, export)
    for path in (store.root / f"{stored.id}.json", export):
        data = json.loads(path.read_text())
        data["seats"][1]["kind"] = kind
        path.write_text(json.dumps(data))
    with pytest.raises(StoreError, match="kind must be one of human, random"):
        store.load(stored.id)
    code, out, err = run(capsys, "replay", str(export))
    assert code == 2 and out == "" and "kind" in err and err.count("\n") == 1


def test_tournament_of_one_deal_prints_strict_json(capsys):
    code, out, _ = run(capsys, "tournament", "--variant", "tapp-tarok", "--deals", "1",
                       "--a", "random", "--b", "random", "--json")

    def refuse(constant):
        raise ValueError(f"{constant} is not JSON")

    report = json.loads(out, parse_constant=refuse)
    assert code == 0 and report["ci95"] is None and report["interval"] == [None, None]


class InterruptingPlayer(RandomPlayer):
    """A random player; the 400th decision of the table stands for the user's Ctrl-C."""

    decisions = 0

    def choose(self, view):
        InterruptingPlayer.decisions += 1
        if InterruptingPlayer.decisions == 400:
            raise KeyboardInterrupt
        return super().choose(view)


def test_ctrl_c_in_sim_save_keeps_the_finished_deals(capsys, data_dir, monkeypatch):
    from tarokdesk.players import PLAYER_KINDS
    from tarokdesk.store import SessionStore

    monkeypatch.setitem(PLAYER_KINDS, "random", InterruptingPlayer)
    monkeypatch.setattr(InterruptingPlayer, "decisions", 0)
    try:
        code, out, err = run(capsys, "sim", "--variant", "tapp-tarok", "--deals", "1000",
                             "--save", "Long")
    except KeyboardInterrupt:
        pytest.fail("Ctrl-C escaped the command")
    assert code == 130 and out == "" and err.count("\n") == 1 and "interrupted" in err
    (stored,), unreadable = SessionStore().scan()
    deals = len(stored.session.games)
    assert not unreadable and deals >= 2 and stored.finished and f"{deals} deals" in err
    expected = Session("tapp-tarok", seed="0")
    play_session(expected, [RandomPlayer(f"0:{s}") for s in range(3)], deals)
    assert stored.session.totals() == expected.totals()


def test_ctrl_c_while_a_deal_is_settled_drops_that_deal(capsys, data_dir, monkeypatch):
    """Ctrl-C can land inside the last action's apply: the deal is marked finished but not
    yet settled. That deal is dropped like the one in play; the rest are saved and load."""
    from tarokdesk.core.variant import variant_class
    from tarokdesk.store import SessionStore

    variant = variant_class("tapp-tarok")
    settle = variant.settle
    settled = []

    def settle_until_ctrl_c(self, state):
        settled.append(state)
        if len(settled) == 3:
            raise KeyboardInterrupt
        return settle(self, state)

    monkeypatch.setattr(variant, "settle", settle_until_ctrl_c)
    code, out, err = run(capsys, "sim", "--variant", "tapp-tarok", "--deals", "10",
                         "--save", "Cut")
    assert code == 130 and "interrupted after 2 deals" in err
    (stored,), unreadable = SessionStore().scan()
    assert not unreadable and len(stored.session.games) == 2


def hear_ctrl_c() -> None:
    """A suite started in the background inherits an ignored SIGINT (POSIX shells do that to
    background jobs), and Python then never turns Ctrl-C into KeyboardInterrupt: give the
    child the default action back, as a terminal's foreground command has it."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("variant, deals", [("koenigrufen", 5), ("tarok-mit-blocks", 3),
                                           ("whist", 6)])
def test_a_killed_sim_save_keeps_every_finished_deal(tmp_path, variant, deals):
    """Each finished deal is durable before the next begins (the snapshot and the journal
    both carry deals: see SimulationSave)."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("sim_kill_driver.py")), str(deals),
         "--variant", variant, "--deals", "40", "--save", "Long run"],
        capture_output=True, text=True, env={**os.environ, "TAROKDESK_DATA_DIR": str(tmp_path)},
        timeout=120)
    assert done.returncode == -signal.SIGKILL
    (stored,), unreadable = SessionStore(tmp_path).scan()
    assert not unreadable and stored.name == "Long run"
    assert len(stored.session.games) >= deals and stored.session.current.is_terminal


def sessions_saved(data_dir: Path) -> list[str]:
    """The ids of the sessions in `data_dir` (none while its folder is not yet made)."""
    try:
        return SessionStore(data_dir).ids()
    except StoreError:
        return []


def test_ctrl_c_in_a_real_sim_save_exits_130_with_one_line(tmp_path):
    env = {**os.environ, "TAROKDESK_DATA_DIR": str(tmp_path)}
    process = subprocess.Popen([sys.executable, "-m", "tarokdesk", "sim", "--variant",
                                "tapp-tarok", "--deals", "1000000", "--save", "Long"],
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=hear_ctrl_c)
    deadline = time.monotonic() + 120
    while not sessions_saved(tmp_path) and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)  # Ctrl-C once a deal is saved, however loaded the machine is
    process.send_signal(signal.SIGINT)
    try:
        out, err = process.communicate(timeout=120)
    finally:
        process.kill()  # never left running when the test fails
    assert process.returncode == 130 and out == "" and err.count("\n") == 1, err
    assert "saved them as session" in err and "Traceback" not in err
    listed = json.loads(cli("sessions", "--json", env=env).stdout)
    assert listed["sessions"][0]["name"] == "Long"


PYTHON_REPR = re.compile(r"\((False|True|None|-?\d+),|\b(False|True|None)\b|\[|\{")


@pytest.mark.parametrize("variant", ["tapp-tarok", "koenigrufen"])
def test_refusal_messages_never_show_python_values(variant):
    """Every kind of action with every kind of value, at every step of random deals."""
    from tarokdesk.core import Action, Game

    rng = random.Random(variant)
    values = [None, True, False, 5, 77, 99, -3, (False, True), (0, 1, 2), (), "x", "contra:game"]
    kinds = ["deal", "bid", "talon", "discard", "call", "announce", "play", "nonsense"]
    checked = 0
    for deal in range(4):
        game = Game.new(variant, dealer=deal % 3)
        game.deal_seeded(f"refusals:{deal}")
        player = RandomPlayer(deal)
        while not game.is_terminal:
            for kind in kinds:
                for value in values:
                    for seat in (game.to_move, (game.to_move + 1) % game.state.n_seats, -1):
                        refusal = game.refusal(Action(kind, seat, value))
                        if refusal is not None:
                            text = refusal.message()[:-len(refusal.rule) - 3]
                            assert not PYTHON_REPR.search(text), text
                            checked += 1
            game.apply(player.choose(game.view(game.to_move)))
    assert checked > 10000


def test_a_replayed_illegal_entry_names_cards_not_tuples(capsys, saved_game):
    data = json.loads(saved_game.read_text())
    bid = next(a for a in data["log"] if a["kind"] == "bid")
    bid.pop("choice", None)
    bid["cards"] = ["T1", "T2"]
    saved_game.write_text(json.dumps(data))
    code, _, err = run(capsys, "replay", str(saved_game))
    assert code == 2 and "'T1, T2' is not one of the choices" in err


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path):
    """`tarokdesk variants | head -0`: the pipe closes before anything is written."""
    process = subprocess.Popen([sys.executable, "-m", "tarokdesk", "variants"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    process.stdout.close()  # long before the interpreter has started
    err = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141 and err == ""


def test_whist_dd_solves_a_deal_with_dds_for_each_leader(capsys):
    pytest.importorskip("endplay")
    from whist_dds import DEAL, dds_tricks

    code, out, _ = run(capsys, "whist-dd", DEAL, "--trumps", "S")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "solver: DDS"
    assert [line.rsplit(" take ", 1)[0] for line in lines[1:]] == [
        "N leads: N-S", "E leads: E-W", "S leads: N-S", "W leads: E-W"]
    assert [int(line.split()[-1]) for line in lines[1:]] == dds_tricks(DEAL, 2)


def test_whist_dd_without_dds_asks_our_search_alike(capsys, request):
    pytest.importorskip("endplay")
    from whist_dds import ENDING, dds_tricks

    expected = dds_tricks(ENDING, None)
    request.getfixturevalue("without_dds")
    code, out, _ = run(capsys, "whist-dd", ENDING, "--trumps", "N")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "solver: our own search (DDS did not load)"
    assert [int(line.split()[-1]) for line in lines[1:]] == expected


@pytest.mark.parametrize("deal", ["N:AK", "N:3.Q5.5.4 52.93.8. J..Q4.T2 ..6.AK7"])
def test_whist_dd_names_a_deal_it_cannot_read(capsys, deal):
    code, _, err = run(capsys, "whist-dd", deal, "--trumps", "N")
    assert code == 2 and err.startswith("tarokdesk: error: ")


def test_ctrl_c_while_a_deal_is_saved_stops_the_run_once_the_save_is_written():
    from tarokdesk.cli.main import ctrl_c_waits

    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    written = []
    try:
        with pytest.raises(KeyboardInterrupt):
            with ctrl_c_waits():
                os.kill(os.getpid(), signal.SIGINT)
                time.sleep(0.05)
                written.append("save")
        with ctrl_c_waits(then_stop=False):
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(0.05)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert written == ["save"]
