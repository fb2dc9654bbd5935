"""The layers of docs/architecture.md §1, checked on the source as an import-linter contract
would: which package may import which, where Qt may appear, and that the generic layers name
no game."""

from __future__ import annotations

import ast
from pathlib import Path

from tarokdesk.core.variant import all_variants

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
QT = ("PySide6", "shiboken6")
QT_PACKAGES = {"gui"}
GENERIC = ("players", "gui", "practice", "cli")
"""The layers that learn what they need of a game from its variant, as data."""
TOP_LEVEL = {path.stem for path in PACKAGE.glob("*.py")}


def modules() -> list[tuple[str, Path, ast.Module]]:
    """(package, file, parsed source) of every module; package "" for the top-level ones."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).parts
        found.append((parts[0] if len(parts) > 1 else "", path, ast.parse(path.read_text())))
    return found


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


def layer_breaches(found: list[tuple[str, Path, ast.Module]]) -> list[str]:
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


def variant_names(found: list[tuple[str, Path, ast.Module]]) -> list[str]:
    ids = set(all_variants())
    return [f"{path.relative_to(PACKAGE.parent)}:{node.lineno} names {node.value!r}"
            for package, path, tree in found if package in GENERIC
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and node.value in ids]


def test_each_layer_imports_only_the_layers_below_it():
    assert layer_breaches(modules()) == []


def test_the_generic_layers_name_no_variant():
    """players, gui, practice and cli get what they need of a game from its variant: a
    variant id written into them (a default game, a special case) ties them to one game."""
    assert variant_names(modules()) == []
