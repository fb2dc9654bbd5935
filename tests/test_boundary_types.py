"""The types at the engine's boundaries: a named choice is a `Choice` that reads back exactly
the string the log carries, the generic layers never spell a choice's colon themselves, and
every game's settlement keeps to the `Settlement` type, key by key and value by value, so
what mypy checks is what the games return."""

from __future__ import annotations

import ast
import types
import typing
from pathlib import Path
from typing import Any, get_args, get_origin, get_type_hints, is_typeddict

import pytest
from steering import contracts, option_rows, steered_game

from tarokdesk.core import Game
from tarokdesk.core.actions import Choice
from tarokdesk.core.settlement import Settlement
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


def deals(variant_id: str, n_seats: int) -> list[tuple[Game, list[str]]]:
    """One steered deal per contract the auction can end in, under each option row; with
    every named choice the seat to move was offered on the way."""
    played = []
    for options in option_rows(VARIANTS[variant_id].options)[:3]:
        for target in range(len(contracts(variant_id, n_seats, options))):
            offered: list[str] = []

            def note(game: Game) -> None:
                offered.extend(a.value for a in game.legal_actions() if isinstance(a.value, str))
            game, _ = steered_game(variant_id, n_seats, 7 + target, target, options, check=note)
            played.append((game, offered))
    return played


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
    if origin is dict:
        return isinstance(value, dict) and all(conforms(k, args[0]) and conforms(v, args[1])
                                               for k, v in value.items())
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint)


def typed_dict_faults(data: dict, kind: Any) -> list[str]:
    hints = get_type_hints(kind)
    faults = [f"{key!r} is not a key of {kind.__name__}" for key in data if key not in hints]
    faults += [f"{kind.__name__} lacks {key!r}" for key in kind.__required_keys__
               if key not in data]
    faults += [f"{key!r}: {data[key]!r} is not {hints[key]}" for key in data
               if key in hints and not conforms(data[key], hints[key])]
    return faults


@pytest.mark.parametrize("variant_id, n_seats", TABLES)
def test_every_settlement_keeps_to_its_type_and_every_choice_reads_back(variant_id, n_seats):
    for game, offered in deals(variant_id, n_seats):
        assert game.result is not None
        assert typed_dict_faults(dict(game.result), Settlement) == []
        assert [text for text in offered if Choice.parse(text).text != text] == []


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
