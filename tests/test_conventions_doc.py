"""docs/conventions.md: every item of every "Strategy and conventions" section of the rule
files has its row, in its section's table, naming the functions that follow it and a test
that shows it, or why it is left out; and the items a game's `Strategy.items` cites are the
rule files' items, for advice codes the players have."""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
from functools import cache
from pathlib import Path

import pytest

from tarokdesk.core.variant import Strategy, all_variants
from tarokdesk.players.advice_words import WORDS

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "conventions.md"
LEFT_OUT = "left out:"


def _tool():
    spec = importlib.util.spec_from_file_location(
        "conventions_table", ROOT / "tools" / "conventions_table.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


SECTIONS = _tool().strategy_sections()


def doc_tables(text: str) -> dict[str, list[list[str]]]:
    """Each "## heading" of the doc with the rows of the table under it (cells stripped; the
    header row and its rule left out)."""
    tables: dict[str, list[list[str]]] = {}
    rows = None
    for line in text.splitlines():
        if line.startswith("## "):
            rows = tables.setdefault(line[3:].strip(), [])
        elif rows is not None and line.startswith("|") and not line.startswith(("| Item ",
                                                                                "|---")):
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return tables


TABLES = doc_tables(DOC.read_text(encoding="utf-8"))


@cache
def _defined(path: Path) -> set[str]:
    """The names a module defines: its functions and classes, and each class's methods and
    attributes as "Class.name"."""
    names = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        if isinstance(node, ast.ClassDef):
            for inner in node.body:
                if isinstance(inner, (ast.FunctionDef, ast.ClassDef)):
                    names.add(f"{node.name}.{inner.name}")
                targets = inner.targets if isinstance(inner, ast.Assign) else \
                    [inner.target] if isinstance(inner, ast.AnnAssign) else []
                names |= {f"{node.name}.{t.id}" for t in targets if isinstance(t, ast.Name)}
    return names


def test_every_strategy_item_has_its_row_in_its_sections_table():
    for section in SECTIONS:
        assert section.key in TABLES, f"docs/conventions.md has no table {section.key!r}"
        listed = [row[0] for row in TABLES[section.key]]
        assert listed == [item.id for item in section.items], section.key
    assert set(TABLES) == {section.key for section in SECTIONS}


@pytest.mark.parametrize("key", sorted(TABLES))
def test_every_row_names_its_code_and_test_or_why_it_is_left_out(key):
    for row in TABLES[key]:
        assert len(row) == 4, row
        item, gist, where, test = row
        assert gist, item
        if where.startswith(LEFT_OUT):
            assert where[len(LEFT_OUT):].strip(), f"{item}: no reason"
            continue
        code = re.findall(r"`([\w/]+\.py):([\w.]+)`", where)
        tests = re.findall(r"`(tests/\w+\.py)::(\w+)`", test)
        assert code and tests, f"{key} {item}: no function or no test named"
        for path, name in code:
            assert name in _defined(ROOT / "tarokdesk" / path), f"{item}: {path}:{name}"
        for path, name in tests:
            assert name in _defined(ROOT / path), f"{item}: {path}::{name}"


def test_a_games_own_items_are_rule_file_items_of_advice_codes():
    ids = {item.id for section in SECTIONS for item in section.items}
    strategies = [value for cls in all_variants().values() for klass in cls.__mro__
                  for value in vars(klass).values() if isinstance(value, Strategy)]
    assert any(strategy.items for strategy in strategies)
    for strategy in strategies:
        for code, items in strategy.items.items():
            assert code in WORDS and set(items) <= ids, (code, items)
