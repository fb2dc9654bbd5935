"""The words of the log (rules/kinds.py): every phase and action kind a game has is one of them,
each of them is used by some game, the core names none but its own, the players, practice and
the table write them only through the rules' constants (and the core's own), and a save naming a
kind its game does not have is refused."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import get_args

import pytest

from tarokdesk.core import ReplayError, Session, game_from_dict, game_to_dict
from tarokdesk.core.deal import DEAL
from tarokdesk.core.state import DONE
from tarokdesk.core.variant import all_variants, variant_class
from tarokdesk.rules.kinds import ActionKind, PhaseName

PACKAGE = Path(__file__).resolve().parent.parent / "tarokdesk"
CORE = PACKAGE / "core"
WORDS = set(get_args(PhaseName)) | set(get_args(ActionKind))


def used_words() -> tuple[set[str], set[str]]:
    """The phase names and the action kinds of every game, at every table size and with each
    option value that may add or rename a phase."""
    phases: set[str] = set()
    kinds: set[str] = set()
    for variant_id in sorted(all_variants()):
        cls = variant_class(variant_id)
        settings = [None] + [{name: value} for name, option in cls.options.items()
                             for value in option.choices]
        for n_seats in cls.seat_counts:
            for options in settings:
                for name, phase in cls(options, n_seats).phases.items():
                    phases |= {name, phase.name}
                    kinds |= phase.kinds
    return phases, kinds


def test_every_phase_and_kind_of_every_game_is_a_word_of_the_log_and_each_word_is_used():
    phases, kinds = used_words()
    assert phases | {DONE} == set(get_args(PhaseName))
    assert kinds == set(get_args(ActionKind))


def test_the_core_names_no_phase_or_kind_but_its_own_deal_and_done():
    """A new game changes no file in core/: its words are the rule blocks' and the games'."""
    named = {(path.name, node.value) for path in sorted(CORE.glob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and node.value in WORDS}
    assert {word for _, word in named} == {DEAL, DONE}, sorted(named)


def words_written(node: ast.AST) -> set[str]:
    """The words of the log `node` writes as strings of its own: compared with an action's
    kind, a phase or a phase's kinds (alone or with other values in a tuple), or as the kind
    of an `Action(...)`."""
    if isinstance(node, ast.Compare):
        operands = [node.left, *node.comparators]
        if any(isinstance(a, ast.Attribute) and a.attr in ("kind", "phase", "kinds")
               for o in operands for a in ast.walk(o)):
            return {c.value for o in operands for c in ast.walk(o)
                    if isinstance(c, ast.Constant) and c.value in WORDS}
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
            and node.func.id == "Action" and node.args \
            and isinstance(node.args[0], ast.Constant) and node.args[0].value in WORDS:
        return {node.args[0].value}
    return set()


@pytest.mark.parametrize("package", ["players", "practice", "gui"])
def test_players_practice_and_the_table_write_kinds_and_phases_only_through_constants(package):
    """So mypy checks each of them (a misspelt constant is an unknown name)."""
    written = sorted((str(path.relative_to(PACKAGE)), node.lineno, word)
                     for path in sorted((PACKAGE / package).rglob("*.py"))
                     for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                     for word in words_written(node))
    assert written == []


def test_a_save_with_an_action_of_a_kind_its_game_has_not_is_refused_naming_it():
    game = Session("koenigrufen", seed="kinds").new_deal()
    data = json.loads(json.dumps(game_to_dict(game)))
    data["log"][0]["kind"] = "shuffle"
    with pytest.raises(ReplayError, match="log entry 0: unknown action kind 'shuffle'"):
        game_from_dict(data)
    data["log"][0]["kind"] = "claim"  # a word of the log, but of Whist's play, not of this game
    with pytest.raises(ReplayError, match="log entry 0: unknown action kind 'claim'"):
        game_from_dict(data)
