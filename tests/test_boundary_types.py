"""The types at the engine's boundaries: a named choice is a `Choice` that reads back exactly
the string the log carries, the generic layers never spell a choice's colon themselves, and
every game's settlement keeps to the `Settlement` type and every fact a game keeps or shows
to the type its key declares, key by key and value by value, so what mypy checks is what the
games do."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import types
import typing
from collections import defaultdict
from functools import cache
from pathlib import Path
from typing import Any, get_args, get_origin, get_type_hints, is_typeddict

import pytest
from steering import contracts, option_rows, steered_game

import tarokdesk.rules
import tarokdesk.variants
from tarokdesk.core import Game
from tarokdesk.core.actions import Choice
from tarokdesk.core.facts import Fact, Facts
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import Announcement
from tarokdesk.core.variant import all_variants
from tarokdesk.rules.announcements import DECLARE, LEVELS
from tarokdesk.rules.declare_trump import NAME as TRUMP
from tarokdesk.rules.talon import TAKE

PACKAGE = Path(__file__).resolve().parent.parent / "tarokdesk"
GENERIC = ("players", "practice", "gui", "cli", "net")
FOREIGN_TEXTS = {"players/search/dds.py", "gui/system_libraries.py"}
"""The modules that split a text made outside the program at its colon (a PBN deal, Qt's
platform name), never a choice or an item."""
VARIANTS = all_variants()
TABLES = [(v, n) for v in sorted(VARIANTS) for n in VARIANTS[v].seat_counts]


@pytest.mark.parametrize("text, choice", [
    ("pass", Choice("pass")), ("contra:game", Choice("contra", "game")),
    ("take:1", Choice("take", "1")), ("declare:taroks:11:sans", Choice("declare", "taroks:11:sans")),
    ("odd:", Choice("odd", "")),
])
def test_a_choice_is_read_as_its_verb_and_item_and_written_back_exactly(text, choice):
    assert Choice.parse(text) == choice
    assert choice.text == text


def test_a_talon_part_is_a_number_only_where_the_item_is_one():
    assert Choice.parse("take:2").number == 2
    assert Choice.parse("take:x").number is None
    assert Choice.parse("reveal").number is None
    assert Choice.of(3) is None  # a card names no choice


@cache
def deals(variant_id: str, n_seats: int) -> list[tuple[Game, list[str], list[str]]]:
    """One steered deal per contract the auction can end in, under each option row; with
    every named choice the seat to move was offered on the way, and every fact kept in the
    state or shown in a seat's view that did not keep to its key's type (`fact_faults`)."""
    played = []
    for options in option_rows(VARIANTS[variant_id].options)[:3]:
        for target in range(len(contracts(variant_id, n_seats, options))):
            offered: list[str] = []
            faults: list[str] = []

            def note(game: Game) -> None:
                offered.extend(a.value for a in game.legal_actions() if isinstance(a.value, str))
                faults.extend(game_fact_faults(game))
            game, _ = steered_game(variant_id, n_seats, 7 + target, target, options, check=note)
            faults.extend(game_fact_faults(game))
            played.append((game, offered, faults))
    return played


def declared_facts() -> dict[str, list[Any]]:
    """Every key a rule block or a variant declares (`Fact[T]` at module level), by its name:
    the types its keys hold (two blocks may keep different records under one name)."""
    found: dict[str, list[Any]] = defaultdict(list)
    for package in (tarokdesk.rules, tarokdesk.variants):
        for module in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
            for value in vars(importlib.import_module(module.name)).values():
                if isinstance(value, Fact):
                    kind = get_args(value.__orig_class__)[0]
                    if kind not in found[str(value)]:
                        found[str(value)].append(kind)
    return dict(found)


DECLARED_FACTS = declared_facts()


def fact_faults(facts: Facts, where: str) -> list[str]:
    """The facts held under no declared key, or whose value none of its name's types fits."""
    faults = []
    for name, value in facts.as_dict().items():
        kinds = DECLARED_FACTS.get(name)
        if kinds is None:
            faults.append(f"{where}: {name!r} is declared by no rule block or variant")
        elif not any(conforms(value, kind) for kind in kinds):
            faults.append(f"{where}: {name!r} holds {value!r}, not one of {kinds}")
    return faults


def game_fact_faults(game: Game) -> list[str]:
    """`fact_faults` of the state and of every seat's view, and the announcements there that
    do not keep to `Announcement`."""
    state = game.state
    faults = fact_faults(state.extra, f"{state.phase} extra")
    faults += [f"{state.phase} announcement: {fault}" for record in state.announcements
               for fault in typed_dict_faults(record, Announcement)]
    for seat in range(game.variant.n_seats):
        view = game.view(seat)
        faults += fact_faults(view.public, f"{state.phase} seat {seat}")
        faults += [f"{state.phase} seat {seat} announcement: {fault}"
                   for record in view.announcements
                   for fault in typed_dict_faults(record, Announcement)]
    return faults


def conforms(value: object, hint: Any) -> bool:
    """Whether a JSON value has the type `hint` (what a TypedDict of the settlement states)."""
    if hint is Any:
        return True
    if hint is type(None):
        return value is None
    if is_typeddict(hint):
        return isinstance(value, dict) and typed_dict_faults(value, hint) == []
    origin, args = get_origin(hint), get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return any(conforms(value, arg) for arg in args)
    if origin is typing.NotRequired:
        return conforms(value, args[0])
    if origin is list:
        return isinstance(value, list) and all(conforms(v, args[0]) for v in value)
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return isinstance(value, tuple) and all(conforms(v, args[0]) for v in value)
    if origin is tuple:
        return isinstance(value, tuple) and len(value) == len(args) and \
            all(conforms(v, arg) for v, arg in zip(value, args))
    if origin is dict:
        return isinstance(value, dict) and all(conforms(k, args[0]) and conforms(v, args[1])
                                               for k, v in value.items())
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


@cache
def keys_of(kind: Any) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A TypedDict's keys with their types, and the keys it requires (asked once a type: the
    checks ask it of every record at every decision)."""
    hints = get_type_hints(kind)
    # (`__required_keys__` misses NotRequired under postponed annotations before 3.12)
    required = tuple(key for key, hint in get_type_hints(kind, include_extras=True).items()
                     if get_origin(hint) is typing.Required or (
                         get_origin(hint) is not typing.NotRequired and
                         key in kind.__required_keys__))
    return hints, required


def typed_dict_faults(data: dict, kind: Any) -> list[str]:
    hints, required = keys_of(kind)
    faults = [f"{key!r} is not a key of {kind.__name__}" for key in data if key not in hints]
    faults += [f"{kind.__name__} lacks {key!r}" for key in required if key not in data]
    faults += [f"{key!r}: {data[key]!r} is not {hints[key]}" for key in data
               if key in hints and not conforms(data[key], hints[key])]
    return faults


@pytest.mark.parametrize("variant_id, n_seats", TABLES)
def test_every_settlement_keeps_to_its_type_and_every_choice_reads_back(variant_id, n_seats):
    for game, offered, _ in deals(variant_id, n_seats):
        assert game.result is not None
        assert typed_dict_faults(dict(game.result), Settlement) == []
        assert [text for text in offered if Choice.parse(text).text != text] == []


@pytest.mark.parametrize("variant_id, n_seats", TABLES)
def test_every_fact_a_game_keeps_or_shows_keeps_to_its_declared_type(variant_id, n_seats):
    """At every decision of the steered deals, and at their end, each fact in the state and
    in every seat's view is held under a declared key and fits its type, and each
    announcement is an `Announcement`."""
    for _, _, faults in deals(variant_id, n_seats):
        assert faults == []


def test_a_fact_of_the_wrong_type_or_under_no_declared_key_is_found():
    wrong = Facts({"called": "SK", "trump": {"suit": 2, "card": 40}, "no_such_fact": 1})
    assert [fault.split(" holds")[0].split(" is declared")[0]
            for fault in fact_faults(wrong, "here")] == \
        ["here: 'called'", "here: 'no_such_fact'"]


def colon_choices_spelled(verbs: set[str]) -> list[str]:
    """Where a generic layer writes a choice's verb with its colon ("take:", f"announce:{x}")
    instead of going through `Choice` or the rule block's constructor, or splits a string at
    its colon instead of reading it as a `Choice` or an `Item`."""
    found = []
    for layer in GENERIC:
        for path in sorted((PACKAGE / layer).rglob("*.py")):
            where = str(path.relative_to(PACKAGE))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                        and node.value.partition(":")[0] in verbs and ":" in node.value:
                    found.append(f"{where}:{node.lineno} {node.value!r}")
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                        and node.func.attr in ("split", "partition", "rpartition") \
                        and [ast.literal_eval(a) for a in node.args[:1]
                             if isinstance(a, ast.Constant)] == [":"] \
                        and where not in FOREIGN_TEXTS:
                    found.append(f"{where}:{node.lineno} {node.func.attr}(':')")
    return found


def test_the_generic_layers_spell_no_choice_with_its_colon():
    verbs = {*LEVELS, DECLARE, TAKE, TRUMP}
    assert colon_choices_spelled(verbs) == []
