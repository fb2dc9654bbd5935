"""Players: anything that turns a seat's view into an action. They never see the game."""

from collections.abc import Callable
from functools import partial

from tarokdesk.players.base import Player
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.random_player import RandomPlayer
from tarokdesk.players.search.expert import ExpertPlayer
from tarokdesk.players.temperament import NORMAL, TEMPERAMENTS

PLAYER_KINDS: dict[str, Callable[..., Player]] = {
    "random": RandomPlayer,
    "beginner": partial(HeuristicPlayer, slips=0.25),
    "standard": HeuristicPlayer,
    "expert": ExpertPlayer,
}
LEVELS = ("beginner", "standard", "expert")
"""The kinds that judge their hands, and so take a temperament (temperament.py)."""


def make_player(kind: str, seed: str, temperament: str = NORMAL) -> Player:
    """A computer player of `kind` with `temperament`; the random player judges nothing, so
    it has none."""
    if temperament == NORMAL or kind not in LEVELS:
        return PLAYER_KINDS[kind](seed)
    return PLAYER_KINDS[kind](seed, temperament=temperament)


__all__ = ["Player", "RandomPlayer", "HeuristicPlayer", "ExpertPlayer", "PLAYER_KINDS",
           "LEVELS", "TEMPERAMENTS", "make_player"]
