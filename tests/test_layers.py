"""The layers of docs/architecture.md §1, checked on the source as an import-linter contract
would: which package may import which, where Qt may appear, and that the generic layers name
no game."""

from __future__ import annotations

import ast
from collections.abc import Sequence
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import get_args, is_typeddict

from tarokdesk.core.facts import Fact
from tarokdesk.core.variant import all_variants
from tarokdesk.rules.kinds import ActionKind, PhaseName

PACKAGE = Path(__file__).resolve().parent.parent / "tarokdesk"

BELOW = {
    "cards": set(),
    "core": {"cards"},
    "rules": {"cards", "core"},
    "variants": {"cards", "core", "rules"},
    "players": {"cards", "core", "rules"},
    "practice": {"cards", "core", "rules", "players"},
    "store": {"core", "players"},
}
"""Each package of the rules core and of the layers without Qt, with the packages it may import
besides itself and the top-level helpers (`tarokdesk.names`)."""
ABOVE_ALL = {"variants"}
"""Found by the core through entry points: no other package imports them (C7)."""
WORDS_ONLY = {"gui"}
"""Layers that take from `rules/` only the words of the log and of the view: the blocks'
constants naming a phase or an action kind (rules/kinds.py), to compare the view's phase and
its actions' kinds with names mypy checks, and the keys (`Fact`) and record types (TypedDict)
of the facts a view shows, to read them as mypy checks; never a block's behaviour."""
QT = ("PySide6", "shiboken6")
QT_PACKAGES = {"gui"}
GENERIC = ("players", "gui", "practice", "cli")
"""The layers that learn what they need of a game from its variant, as data."""
TOP_LEVEL = {path.stem for path in PACKAGE.glob("*.py")}


@cache
def modules() -> tuple[tuple[str, Path, ast.Module], ...]:
    """(package, file, parsed source) of every module; package "" for the top-level ones.
    Parsed once for the checks below, which only read the trees."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        found.append((parts[0] if len(parts) > 1 else "", path, ast.parse(path.read_text())))
    return tuple(found)


def imported(path: Path, tree: ast.Module) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import, those inside functions too."""
    names = []
    package = ["tarokdesk", *path.relative_to(PACKAGE).parts[:-1]]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            names.append((node.lineno, ".".join([*base, *filter(None, [node.module])])))
    return names


def layer_breaches(found: Sequence[tuple[str, Path, ast.Module]]) -> list[str]:
    breaches = []
    for package, path, tree in found:
        for line, name in imported(path, tree):
            where = f"{path.relative_to(PACKAGE.parent)}:{line} imports {name}"
            parts = name.split(".")
            if parts[0] in QT and package not in QT_PACKAGES:
                breaches.append(f"{where} (Qt outside {sorted(QT_PACKAGES)})")
            if parts[0] != "tarokdesk" or len(parts) < 2 or parts[1] in TOP_LEVEL:
                continue
            target = parts[1]
            if target == package:
                continue
            if target in ABOVE_ALL:
                breaches.append(f"{where} (only the core's registry finds the variants)")
            elif package in BELOW and target not in BELOW[package]:
                breaches.append(f"{where} ({package} may import {sorted(BELOW[package])})")
    return breaches


def variant_names(found: Sequence[tuple[str, Path, ast.Module]]) -> list[str]:
    ids = set(all_variants())
    return [f"{path.relative_to(PACKAGE.parent)}:{node.lineno} names {node.value!r}"
            for package, path, tree in found if package in GENERIC
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and node.value in ids]


def test_each_layer_imports_only_the_layers_below_it():
    assert layer_breaches(modules()) == []


def rules_taken_beyond_words(found: Sequence[tuple[str, Path, ast.Module]]) -> list[str]:
    """What a WORDS_ONLY layer imports from `rules/` that is not a word of the log, a fact's
    key or a fact's record type."""
    words = set(get_args(PhaseName)) | set(get_args(ActionKind))

    def a_word(value: object) -> bool:
        return isinstance(value, Fact) or is_typeddict(value) or \
            (isinstance(value, str) and value in words)

    breaches = []
    for package, path, tree in found:
        if package not in WORDS_ONLY:
            continue
        package_path = ["tarokdesk", *path.relative_to(PACKAGE).parts[:-1]]
        for node in ast.walk(tree):
            where = f"{path.relative_to(PACKAGE.parent)}:{getattr(node, 'lineno', 0)}"
            if isinstance(node, ast.Import):
                breaches += [f"{where} imports {alias.name}" for alias in node.names
                             if alias.name.startswith("tarokdesk.rules")]
            elif isinstance(node, ast.ImportFrom):
                base = package_path[:len(package_path) - node.level + 1] if node.level else []
                name = ".".join([*base, *filter(None, [node.module])])
                if not name.startswith("tarokdesk.rules"):
                    continue
                module = import_module(name)
                breaches += [f"{where} imports {alias.name} from {name}"
                             for alias in node.names
                             if not a_word(getattr(module, alias.name, None))]
    return breaches


def test_the_table_takes_only_the_words_of_the_log_from_the_rules():
    assert rules_taken_beyond_words(modules()) == []


def test_a_rule_block_taken_by_the_table_is_found():
    tree = ast.parse("from tarokdesk.rules.talon import DISCARD, discard_refusal\n"
                     "import tarokdesk.rules.auction\n"
                     "from ..rules.trickplay import PLAY, TrickRules\n"
                     "from tarokdesk.rules.excuse import EXCUSE_SEEN, ExcuseRecord\n")
    assert rules_taken_beyond_words([("gui", PACKAGE / "gui" / "example.py", tree)]) == [
        "tarokdesk/gui/example.py:1 imports discard_refusal from tarokdesk.rules.talon",
        "tarokdesk/gui/example.py:2 imports tarokdesk.rules.auction",
        "tarokdesk/gui/example.py:3 imports TrickRules from tarokdesk.rules.trickplay"]


def test_the_generic_layers_name_no_variant():
    """players, gui, practice and cli get what they need of a game from its variant: a
    variant id written into them (a default game, a special case) ties them to one game."""
    assert variant_names(modules()) == []


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def module_level_imports(body: list[ast.stmt]) -> list[ast.Import | ast.ImportFrom]:
    """The imports a module makes when it is loaded or type-checked: in its body and in the
    `if` and `try` blocks there (TYPE_CHECKING's too), not those inside functions."""
    found: list[ast.Import | ast.ImportFrom] = []
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found.append(node)
        elif isinstance(node, ast.If):
            found += module_level_imports(node.body + node.orelse)
        elif isinstance(node, ast.Try):
            found += module_level_imports(node.body + node.orelse + node.finalbody)
            for handler in node.handlers:
                found += module_level_imports(handler.body)
    return found


def import_graph(found: Sequence[tuple[str, Path, ast.Module]]) -> dict[str, set[str]]:
    """Each module of the package with the modules of the package it imports at its top level
    (`from package import module` names the module, not the package)."""
    names = {module_name(path): path for _, path, _ in found}
    graph: dict[str, set[str]] = {}
    for _, path, tree in found:
        name = module_name(path)
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        targets: set[str] = set()
        for node in module_level_imports(tree.body):
            if isinstance(node, ast.Import):
                targets |= {alias.name for alias in node.names}
                continue
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *filter(None, [node.module])])
            targets |= {f"{module}.{alias.name}" if f"{module}.{alias.name}" in names
                        else module for alias in node.names}
        graph[name] = {target for target in targets if target in names and target != name}
    return graph


def import_cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """The modules that reach each other through their imports, by strongly connected
    component (Tarjan), each group of more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    cycles: list[set[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in sorted(graph[module]):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = set()
            while not group or module not in group:
                group.add(stack.pop())
            if len(group) > 1:
                cycles.append(group)

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return cycles


TYPE_ONLY_CYCLES = [{"tarokdesk.core.game", "tarokdesk.core.view"}]
"""`SeatView.of` takes the `Game` it is made from: the view module names the game module for
that type only."""


def test_no_module_imports_itself_back():
    """A cycle makes the order of loading matter and hides which module owns a piece: what
    two modules share belongs to a third that both import."""
    assert import_cycles(import_graph(modules())) == TYPE_ONLY_CYCLES


def test_a_cycle_is_found():
    assert import_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
