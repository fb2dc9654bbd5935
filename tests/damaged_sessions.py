"""Real sessions of every variant and damaged copies of them, for the tests that one damaged
file never hides another: the store's listing, `tarokdesk sessions` and `stats`
(tests/test_store_fuzz.py) and the table's start (tests/test_gui_sessions.py).

Each variant's session has two finished deals and six actions of the third in its journal.
Its copies are damaged in every carry field (of the variants whose `initial_carry()` is not
empty: the deal's carry, or what the deal before it left) and in a sample, drawn with a
fixed seed, of other ways: any value replaced or removed, a 5,000-digit integer, a seat of
an unknown kind, a journal line that contradicts the one before it, a journal byte flipped.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from pathlib import Path

from tarokdesk.core import Session, all_variants
from tarokdesk.players import RandomPlayer
from tarokdesk.players.driver import play_session
from tarokdesk.store import SessionStore

HUGE = "9" * 5000
"""A JSON integer longer than Python converts by default (4,300 digits)."""
HOSTILE = [None, True, -1, 10 ** 9, 1.5, "x", "", [], {}, [None], {"x": 1}]
SAMPLED = 6
"""Damaged copies of each variant besides its carry's."""
SAMPLE = 10
"""The slower ways of listing (the command line, the table) see every SAMPLE-th copy."""


@dataclass
class Damage:
    variant: str
    what: str
    snapshot: bytes
    journal: bytes
    refused: bool
    """Whether loading must refuse it (else it may also be harmless, e.g. a new name)."""


def real_sessions(folder: Path) -> dict[str, tuple[bytes, bytes]]:
    """Per variant, the bytes of a saved session's snapshot and journal."""
    store = SessionStore(folder)
    files = {}
    for variant in sorted(all_variants()):
        session = Session(variant, seed="damage")
        players = [RandomPlayer(f"damage:{p}") for p in range(len(session.names))]
        stored = store.create(session, [{"name": n, "kind": "random"} for n in session.names])
        play_session(session, players, 2)
        store.snapshot(stored)
        game = session.new_deal()
        seated = session.persons_at(len(session.games) - 1)
        for _ in range(6):
            game.apply(players[seated[game.person_to_act]].choose(game.view(game.to_move)))
        store.sync(stored)
        store.close(stored)
        files[variant] = tuple((store.root / f"{stored.id}{suffix}").read_bytes()
                               for suffix in (".json", ".journal"))
    return files


def leaves(value, path=()):
    """The paths to every value inside `value` that holds no further value (an empty list or
    object included)."""
    inner = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    found = [leaf for key, item in inner for leaf in leaves(item, path + (key,))]
    return found or [path]


def paths(value, path=()):
    """Every path inside `value` (the first six items of a list)."""
    inner = value.items() if isinstance(value, dict) else \
        enumerate(value[:6]) if isinstance(value, list) else ()
    return [path] + [p for key, item in inner for p in paths(item, path + (key,))]


def at(data, path):
    for key in path:
        data = data[key]
    return data


def changed(value):
    """Another value of the same kind."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, (int, float)):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        return value + [0]
    return {"x": 0} if isinstance(value, dict) else 0


def carry_damages(variant: str, snapshot: bytes, journal: bytes) -> list[Damage]:
    """Every carry field changed: in the carry deal 2 starts with, in the one deal 1 left
    (its result), and given the wrong type in deal 1's."""
    data = json.loads(snapshot)
    games = data["session"]["games"]
    found = []
    for what, game, where, edit in (
            ("deal 2's carry", 1, ("carry",), changed),
            ("the carry deal 1 left", 0, ("state", "result", "carry"), changed),
            ("deal 1's carry, mistyped", 0, ("carry",), lambda value: "x")):
        for leaf in leaves(at(games[game], where)):
            copied = copy.deepcopy(data)
            parent = at(at(copied["session"]["games"][game], where), leaf[:-1])
            parent[leaf[-1]] = edit(parent[leaf[-1]])
            found.append(Damage(variant, f"{what} at {'.'.join(map(str, leaf))}",
                                json.dumps(copied).encode(), journal, True))
    return found


def sampled_damages(variant: str, snapshot: bytes, journal: bytes,
                    rng: random.Random) -> list[Damage]:
    data = json.loads(snapshot)
    lines = journal.splitlines(keepends=True)
    found = []
    for _ in range(SAMPLED):
        kind = rng.choice(["value", "delete", "huge", "kind", "conflict", "byte"])
        copied, text, log = copy.deepcopy(data), None, journal
        path = rng.choice(paths(data)[1:])
        refused = kind in ("huge", "kind", "conflict")
        if kind == "value":
            at(copied, path[:-1])[path[-1]] = rng.choice(HOSTILE)
        elif kind == "delete":
            del at(copied, path[:-1])[path[-1]]
        elif kind == "huge":
            numbers = [p for p in paths(data) if type(at(data, p)) is int]
            number = rng.choice(numbers)
            at(copied, number[:-1])[number[-1]] = "@huge@"
            text = json.dumps(copied).replace('"@huge@"', HUGE)
        elif kind == "kind":
            copied["seats"][rng.randrange(len(copied["seats"]))]["kind"] = \
                rng.choice(["god", "", None, 3])
        elif kind == "conflict":  # an action saved again, at the place of another one
            entries = [json.loads(line) for line in lines]
            entry, other = rng.choice([(a, b) for a in entries for b in entries
                                       if a["action"] != b["action"]])
            log = journal + json.dumps({**entry, "action": other["action"]}).encode() + b"\n"
        else:
            flipped = bytearray(journal)
            flipped[rng.randrange(len(flipped) - 1)] ^= 1 << rng.randrange(8)
            log = bytes(flipped)
        found.append(Damage(variant, kind, (text or json.dumps(copied)).encode(), log, refused))
    return found


def every_damage(files: dict[str, tuple[bytes, bytes]]) -> list[Damage]:
    rng = random.Random("damaged sessions")
    found = []
    for variant, (snapshot, journal) in files.items():
        if all_variants()[variant]().sitting.initial_carry():
            found += carry_damages(variant, snapshot, journal)
        found += sampled_damages(variant, snapshot, journal, rng)
    return found


def sessions_folder(data: Path, files: dict[str, tuple[bytes, bytes]],
                    damages: list[Damage]) -> dict[str, Damage]:
    """`<data>/sessions` with each variant's session (id `good-<variant>`) and the damaged
    copies (`bad-<n>-<variant>`); returns the damage by id."""
    folder = data / "sessions"
    folder.mkdir(parents=True)
    for variant, (snapshot, journal) in files.items():
        (folder / f"good-{variant}.json").write_bytes(snapshot)
        (folder / f"good-{variant}.journal").write_bytes(journal)
    by_id = {}
    for number, damage in enumerate(damages):
        session_id = f"bad-{number:03d}-{damage.variant}"
        (folder / f"{session_id}.json").write_bytes(damage.snapshot)
        (folder / f"{session_id}.journal").write_bytes(damage.journal)
        by_id[session_id] = damage
    return by_id
