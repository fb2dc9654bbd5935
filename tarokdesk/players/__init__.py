"""Players: anything that turns a seat's view into an action. They never see the game.

A player's modules are imported when the first player of its kind is made, not with the
package: the table, the store and the command line name the kinds long before a computer
must decide."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, Any

from tarokdesk.players.temperament import NORMAL, TEMPERAMENTS

if TYPE_CHECKING:
    from tarokdesk.players.base import Player
    from tarokdesk.players.heuristic import HeuristicPlayer
    from tarokdesk.players.random_player import RandomPlayer
    from tarokdesk.players.search.expert import ExpertPlayer

CLASSES = {"Player": "tarokdesk.players.base",
           "RandomPlayer": "tarokdesk.players.random_player",
           "HeuristicPlayer": "tarokdesk.players.heuristic",
           "ExpertPlayer": "tarokdesk.players.search.expert"}
"""Where each player class lives, imported on first use."""


class Kind:
    """A kind of player, made from a seed: its class by name, with its settings."""

    def __init__(self, class_name: str, **settings: Any):
        self.class_name, self.settings = class_name, settings

    def __call__(self, seed: str, **more: Any) -> Player:
        player: Player = __getattr__(self.class_name)(seed, **self.settings, **more)
        return player


PLAYER_KINDS: dict[str, Callable[..., Player]] = {
    "random": Kind("RandomPlayer"),
    "beginner": Kind("HeuristicPlayer", slips=0.25),
    "standard": Kind("HeuristicPlayer"),
    "expert": Kind("ExpertPlayer"),
}
LEVELS = ("beginner", "standard", "expert")
"""The kinds that judge their hands, and so take a temperament (temperament.py)."""


def make_player(kind: str, seed: str, temperament: str = NORMAL) -> Player:
    """A computer player of `kind` with `temperament`; the random player judges nothing, so
    it has none."""
    if temperament == NORMAL or kind not in LEVELS:
        return PLAYER_KINDS[kind](seed)
    return PLAYER_KINDS[kind](seed, temperament=temperament)


def __getattr__(name: str) -> Any:
    if name not in CLASSES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(CLASSES[name]), name)


__all__ = ["Player", "RandomPlayer", "HeuristicPlayer", "ExpertPlayer", "PLAYER_KINDS",
           "LEVELS", "TEMPERAMENTS", "make_player"]
