"""Players: anything that turns a seat's view into an action. They never see the game."""

from collections.abc import Callable
from functools import partial

from tarokdesk.players.base import Player
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.random_player import RandomPlayer
from tarokdesk.players.search.expert import ExpertPlayer

PLAYER_KINDS: dict[str, Callable[[str], Player]] = {
    "random": RandomPlayer,
    "beginner": partial(HeuristicPlayer, slips=0.25),
    "standard": HeuristicPlayer,
    "expert": ExpertPlayer,
}
LEVELS = ("beginner", "standard", "expert")

__all__ = ["Player", "RandomPlayer", "HeuristicPlayer", "ExpertPlayer", "PLAYER_KINDS",
           "LEVELS"]
