"""Hostile and damaged session files: each is refused with a clear StoreError (no traceback,
no hang) or loads into a valid state; the file is never changed, the store stays usable."""

from __future__ import annotations

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarokdesk.core import Session
from tarokdesk.players import RandomPlayer
from tarokdesk.store import SessionStore, StoreError


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


import tempfile  # noqa: E402

_TMP = tempfile.mkdtemp(prefix="tarokdesk-fuzz-")
SNAPSHOT, JOURNAL = base_files(__import__("pathlib").Path(_TMP) / "base")
BASE = json.loads(SNAPSHOT)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8)
    | st.sampled_from(["T21", "SKUS", "HK", "T99", "play", "bid", "pass", "solo"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
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


def set_at(data, path, value):
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


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
                    set_at(data, path, draw(json_values))
                else:
                    parent = data
                    for key in path[:-1]:
                        parent = parent[key]
                    del parent[path[-1]]
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


@settings(max_examples=10_000, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(files=damaged())
def test_damaged_files_are_refused_clearly_or_load_validly(tmp_path, files):
    snapshot, journal = files
    store = SessionStore(tmp_path)
    store.root.mkdir(parents=True, exist_ok=True)
    (store.root / "s.json").write_bytes(snapshot)
    (store.root / "s.journal").write_bytes(journal)
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
