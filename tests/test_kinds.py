"""The words of the log as types (core/kinds.py): every phase and action kind a game has is
one of them, each of them is used by some game, and a save naming another kind is refused."""

from __future__ import annotations

import json
from typing import get_args

import pytest

from tarokdesk.core import ReplayError, Session, game_from_dict, game_to_dict
from tarokdesk.core.kinds import ACTION_KINDS, PhaseName
from tarokdesk.core.variant import DONE, all_variants, variant_class


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
    assert kinds == ACTION_KINDS


def test_a_save_with_an_action_of_no_known_kind_is_refused_naming_it():
    game = Session("koenigrufen", seed="kinds").new_deal()
    data = json.loads(json.dumps(game_to_dict(game)))
    data["log"][0]["kind"] = "shuffle"
    with pytest.raises(ReplayError, match="log entry 0: unknown action kind 'shuffle'"):
        game_from_dict(data)
