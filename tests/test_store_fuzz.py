"""Hostile and damaged files and arguments: a session file is refused with a clear StoreError
(no traceback, no hang) or loads into a valid state, and is never changed; a real session of
every variant, damaged in every carry field and in a sample of other ways, never hides another
from the listing, `tarokdesk sessions` or `tarokdesk stats`; settings.json always gives
settings the table can use; a `--option` value is used or refused in one line. Every
temporary folder is removed."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokdesk.cli.main import main
from tarokdesk.core import Session, all_variants
from tarokdesk.names import is_valid_name
from tarokdesk.players import RandomPlayer
from tarokdesk.store import SessionStore, Settings, StoreError
from tarokdesk.store.settings import DEFAULTS

from damaged_sessions import HOSTILE as HOSTILE_VALUES
from damaged_sessions import SAMPLE, every_damage, real_sessions, sessions_folder


def base_files(tmp):
    store = SessionStore(tmp)
    session = Session("tapp-tarok", seed="fuzz")
    stored = store.create(session, [{"name": n, "kind": "random"} for n in session.names], "f")
    players = [RandomPlayer(s) for s in range(3)]
    game = session.new_deal()
    for _ in range(20):
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
    store.snapshot(stored)
    for _ in range(10):
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
    store.sync(stored)
    snapshot = (store.root / f"{stored.id}.json").read_bytes()
    journal = (store.root / f"{stored.id}.journal").read_bytes()
    return snapshot, journal


with tempfile.TemporaryDirectory(prefix="tarokdesk-fuzz-") as _base:
    SNAPSHOT, JOURNAL = base_files(Path(_base))
BASE = json.loads(SNAPSHOT)
HOSTILE = settings(deadline=None, suppress_health_check=[
    HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.function_scoped_fixture])
# the characters st.text() draws by default, those UTF-8 can encode, named by category: a fresh
# checkout then does not first try every code point in the codec in each process
CHARACTERS = st.characters(exclude_categories=("Cs",))


def write_afresh(path: Path, content: bytes) -> None:
    """`content` as a new file at `path`: ext4 flushes a file cut to nothing and written
    again as it is closed, which made the examples wait on the disk."""
    path.unlink(missing_ok=True)
    path.write_bytes(content)


@pytest.fixture(scope="module")
def folder():
    """One folder for all examples (each replaces its files), removed at the end."""
    with tempfile.TemporaryDirectory(prefix="tarokdesk-fuzz-") as name:
        yield Path(name)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(CHARACTERS, max_size=8)
    | st.floats() | st.sampled_from([1e308, 0.7, 1.6, 2])
    | st.sampled_from(["T21", "SKUS", "HK", "T99", "play", "bid", "pass", "solo", "classic",
                       "high-contrast", "de", "system", "#1d4e89", "koenigrufen", "old"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(CHARACTERS, max_size=6),
                                                                 inner, max_size=4),
    max_leaves=12)


def paths_of(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_of(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:6]):
            yield from paths_of(item, prefix + (index,))


ALL_PATHS = [p for p in paths_of(BASE) if p]
REMOVED = object()
"""In place of a value: the field taken out."""


def holder_of(data, path):
    """The list or dict in `data` holding the value at `path`."""
    for key in path[:-1]:
        data = data[key]
    return data


@st.composite
def damaged(draw):
    kind = draw(st.sampled_from(["json", "bytes", "truncate", "random", "deep", "journal"]))
    snapshot, journal = SNAPSHOT, JOURNAL
    if kind == "json":
        data = copy.deepcopy(BASE)
        for _ in range(draw(st.integers(1, 3))):
            path = draw(st.sampled_from(ALL_PATHS))
            try:
                if draw(st.booleans()):
                    holder_of(data, path)[path[-1]] = draw(json_values)
                else:
                    del holder_of(data, path)[path[-1]]
            except (KeyError, IndexError, TypeError):
                pass
        snapshot = json.dumps(data).encode()
    elif kind == "bytes":
        raw = bytearray(SNAPSHOT)
        for _ in range(draw(st.integers(1, 8))):
            raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
        snapshot = bytes(raw)
    elif kind == "truncate":
        snapshot = SNAPSHOT[:draw(st.integers(0, len(SNAPSHOT)))]
    elif kind == "random":
        snapshot = draw(st.binary(max_size=200)) if draw(st.booleans()) else \
            json.dumps(draw(json_values)).encode()
    elif kind == "deep":
        depth = draw(st.integers(500, 200000))
        snapshot = b"[" * depth + b"]" * draw(st.sampled_from([0, depth]))
    else:
        raw = bytearray(JOURNAL)
        cut = draw(st.integers(0, len(raw)))
        raw = raw[:cut]
        if raw and draw(st.booleans()):
            raw[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
        journal = bytes(raw)
    return snapshot, journal


@settings(HOSTILE, max_examples=2_500)
@given(files=damaged())
def test_damaged_files_are_refused_clearly_or_load_validly(folder, files):
    refused_clearly_or_loaded_validly(folder, *files)


def test_every_cut_of_either_file_is_refused_clearly_or_loads_validly(folder):
    for cut in range(len(SNAPSHOT)):
        refused_clearly_or_loaded_validly(folder, SNAPSHOT[:cut], JOURNAL)
    for cut in range(len(JOURNAL)):
        refused_clearly_or_loaded_validly(folder, SNAPSHOT, JOURNAL[:cut])


def test_every_field_removed_or_replaced_is_refused_clearly_or_loads_validly(folder):
    """Each field of the snapshot alone, removed or given each of the hostile values."""
    for path in ALL_PATHS:
        for value in [REMOVED, *HOSTILE_VALUES]:
            data = copy.deepcopy(BASE)
            if value is REMOVED:
                del holder_of(data, path)[path[-1]]
            else:
                holder_of(data, path)[path[-1]] = value
            refused_clearly_or_loaded_validly(folder, json.dumps(data).encode(), JOURNAL)


def refused_clearly_or_loaded_validly(folder, snapshot, journal):
    """A session file and its journal are refused in one clear line or load into a valid
    state, and neither file is changed."""
    store = SessionStore(folder)
    store.root.mkdir(parents=True, exist_ok=True)
    write_afresh(store.root / "s.json", snapshot)
    write_afresh(store.root / "s.journal", journal)
    try:
        stored = store.load("s")
    except StoreError as error:
        message = str(error)
        assert message.startswith("s.j") and "\n" not in message and len(message) < 400
    else:
        for game in stored.session.games:
            state = game.state
            cards = [c for h in state.hands for c in h] + [c for w in state.won for c in w]
            assert len(cards) == len(set(cards))
    assert (store.root / "s.json").read_bytes() == snapshot  # never overwritten
    assert (store.root / "s.journal").read_bytes() == journal


# --- sessions of every variant: one damaged file never hides another -------------------------

@pytest.fixture(scope="module")
def damaged_data():
    """A data folder holding a real session of every variant and the damaged copies
    (tests/damaged_sessions.py), with the damage by session id; removed at the end."""
    with tempfile.TemporaryDirectory(prefix="tarokdesk-damaged-") as name:
        data = Path(name)
        files = real_sessions(data / "made")
        yield data, files, sessions_folder(data, files, every_damage(files))


def test_one_damaged_session_file_never_hides_another(damaged_data):
    data, files, damages = damaged_data
    store = SessionStore(data)
    before = {path.name: path.read_bytes() for path in store.root.iterdir()}
    readable, unreadable = store.scan()
    listed = {stored.id for stored in readable}
    assert {f"good-{variant}" for variant in files} <= listed
    named = {}
    for error in unreadable:
        message = str(error)
        assert "\n" not in message and len(message) < 400
        session_id = error.path.stem
        assert message.startswith(error.path.name) and session_id in damages
        named[session_id] = message
    assert listed | set(named) == {p[:-len(".json")] for p in before if p.endswith(".json")}
    assert not listed & set(named)
    must_refuse = {session_id for session_id, damage in damages.items() if damage.refused}
    assert must_refuse <= set(named), [damages[i].what for i in must_refuse - set(named)]
    assert {path.name: path.read_bytes() for path in store.root.iterdir()} == before


@pytest.fixture(scope="module")
def sampled_data(damaged_data):
    """Every variant's session and a sample of the damaged copies, in a data folder of
    their own (for the slower ways of listing them)."""
    data, files, _ = damaged_data
    return data / "sample", files, sessions_folder(data / "sample", files,
                                                   every_damage(files)[::SAMPLE])


def test_sessions_and_stats_name_a_damaged_file_and_count_every_other(sampled_data,
                                                                      monkeypatch):
    data, files, damages = sampled_data
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(data))
    code, out, err = run_cli(["sessions", "--json"])
    listing = json.loads(out)
    assert code == 2 and err == ""
    listed = {entry["id"] for entry in listing["sessions"]}
    unreadable = {Path(entry["file"]).stem for entry in listing["unreadable"]}
    assert {f"good-{variant}" for variant in files} <= listed
    assert listed | unreadable == {f"good-{variant}" for variant in files} | set(damages)
    assert {i for i, damage in damages.items() if damage.refused} <= unreadable
    code, out, err = run_cli(["stats", "--json"])
    assert code == 2 and {line["game"] for line in json.loads(out)["lines"]} == set(files)
    named = {Path(line.removeprefix("unreadable: ").split(": ")[0]).stem
             for line in err.splitlines()}
    assert named == unreadable


# --- settings.json ----------------------------------------------------------------------------

@st.composite
def settings_files(draw):
    kind = draw(st.sampled_from(["values", "values", "values", "bytes", "deep", "other"]))
    if kind == "bytes":
        return draw(st.binary(max_size=300))
    if kind == "deep":
        return b"{\"player_names\":" + b"[" * draw(st.integers(500, 100000))
    if kind == "other":
        return json.dumps(draw(json_values)).encode()
    keys = st.sampled_from(sorted(DEFAULTS)) | st.text(CHARACTERS, max_size=6)
    data = draw(st.dictionaries(keys, json_values | st.lists(st.text(CHARACTERS, max_size=30),
                                                             max_size=7), max_size=9))
    return json.dumps(data).encode()  # NaN and Infinity included, as json writes them


@settings(HOSTILE, max_examples=1_000)
@given(content=settings_files())
def test_any_settings_file_gives_settings_the_table_can_use(folder, content):
    from tarokdesk.gui.deck import DECKS
    from tarokdesk.gui.i18n import LANGUAGES
    from PySide6.QtGui import QColor

    path = folder / "settings.json"
    write_afresh(path, content)
    loaded = Settings(folder)
    assert path.read_bytes() == content
    values = loaded.values
    assert set(values) == set(DEFAULTS)
    assert values["language"] in ("system", *LANGUAGES) and values["deck"] in DECKS
    assert isinstance(values["card_scale"], float) and 0.7 <= values["card_scale"] <= 1.6
    assert type(values["animation_ms"]) is int and 0 <= values["animation_ms"] <= 2000
    assert type(values["confirm_play"]) is bool
    assert QColor(values["table_colour"]).isValid()
    names = values["player_names"]
    assert len(names) == 5 and all(is_valid_name(name) for name in names)
    variant = all_variants()[values["last_variant"]]
    variant.resolve_options(values["last_options"])
    assert loaded.problem is None or "\n" not in loaded.problem
    assert loaded.problem is None or not loaded.dropped


# --- the command line's --option values --------------------------------------------------------

OPTION_KEYS = sorted({key for cls in all_variants().values() for key in cls.options})


@st.composite
def option_arguments(draw):
    key = draw(st.sampled_from(OPTION_KEYS) | st.text(CHARACTERS, max_size=6))
    kind = draw(st.sampled_from(["json", "json", "text", "deep"]))
    if kind == "json":
        raw = json.dumps(draw(json_values))
    elif kind == "text":
        raw = draw(st.text(CHARACTERS, max_size=20))
    else:
        raw = draw(st.sampled_from(["[", "{\"a\":"])) * draw(st.integers(500, 100000))
    return f"{key}={raw}"


def not_json(constant):
    raise ValueError(f"{constant} is not JSON")


def run_cli(argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


@settings(HOSTILE, max_examples=1_000)
@given(variant=st.sampled_from(sorted(all_variants())), options=st.lists(option_arguments(),
                                                                          min_size=1, max_size=3))
def test_any_option_value_is_used_or_refused_in_one_line(variant, options):
    argv = ["sim", "--variant", variant, "--deals", "1", "--json"]
    code, out, err = run_cli(argv + [f"--option={option}" for option in options])
    if code == 0:
        report = json.loads(out, parse_constant=not_json)
        assert sum(report["totals"].values()) == 0 and err == ""
    else:
        assert code == 2 and out == "" and err.count("\n") == 1
        assert err.startswith("tarokdesk: error: ") and "Traceback" not in err
