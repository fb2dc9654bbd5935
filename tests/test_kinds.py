"""The words of the log (rules/kinds.py): every phase and action kind a game has is one of them,
each of them is used by some game, the core names none but its own, and a save naming a kind
its game does not have is refused."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import get_args

import pytest

from tarokdesk.core import ReplayError, Session, game_from_dict, game_to_dict
from tarokdesk.core.deal import DEAL
from tarokdesk.core.variant import DONE, all_variants, variant_class
from tarokdesk.rules.kinds import ActionKind, PhaseName

CORE = Path(__file__).resolve().parent.parent / "tarokdesk" / "core"


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
    words = set(get_args(PhaseName)) | set(get_args(ActionKind))
    named = {(path.name, node.value) for path in sorted(CORE.glob("*.py"))
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and node.value in words}
    assert {word for _, word in named} == {DEAL, DONE}, sorted(named)


def test_a_save_with_an_action_of_a_kind_its_game_has_not_is_refused_naming_it():
    game = Session("koenigrufen", seed="kinds").new_deal()
    data = json.loads(json.dumps(game_to_dict(game)))
    data["log"][0]["kind"] = "shuffle"
    with pytest.raises(ReplayError, match="log entry 0: unknown action kind 'shuffle'"):
        game_from_dict(data)
    data["log"][0]["kind"] = "claim"  # a word of the log, but of Whist's play, not of this game
    with pytest.raises(ReplayError, match="log entry 0: unknown action kind 'claim'"):
        game_from_dict(data)
