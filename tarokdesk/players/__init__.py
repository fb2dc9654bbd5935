"""Players: anything that turns a seat's view into an action. They never see the game.

A player's modules are imported when the first player of its kind is made, not with the
package: the table, the store and the command line name the kinds long before a computer
must decide."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING, Any

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

    def __call__(self, seed: str) -> Player:
        player: Player = __getattr__(self.class_name)(seed, **self.settings)
        return player


PLAYER_KINDS: dict[str, Callable[[str], Player]] = {
    "random": Kind("RandomPlayer"),
    "beginner": Kind("HeuristicPlayer", slips=0.25),
    "standard": Kind("HeuristicPlayer"),
    "expert": Kind("ExpertPlayer"),
}
LEVELS = ("beginner", "standard", "expert")


def __getattr__(name: str) -> Any:
    if name not in CLASSES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(CLASSES[name]), name)


__all__ = ["Player", "RandomPlayer", "HeuristicPlayer", "ExpertPlayer", "PLAYER_KINDS",
           "LEVELS"]
