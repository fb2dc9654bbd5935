"""Players: anything that turns a seat's view into an action. They never see the game."""

from tarokdesk.players.base import Player
from tarokdesk.players.random_player import RandomPlayer

PLAYER_KINDS = {"random": RandomPlayer}

__all__ = ["Player", "RandomPlayer", "PLAYER_KINDS"]
