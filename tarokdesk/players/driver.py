"""Playing deals with players: the loop the command line, the benchmarks and tests share."""

from __future__ import annotations

from collections.abc import Sequence

from tarokdesk.core.game import Game
from tarokdesk.core.session import Session
from tarokdesk.players.base import Player


def play_out(game: Game, players: Sequence[Player]) -> int:
    """Let the players finish `game`; returns the number of actions they applied."""
    applied = 0
    while not game.is_terminal:
        seat = game.to_move
        game.apply(players[seat].choose(game.view(seat)))
        applied += 1
    return applied


def play_session(session: Session, players: Sequence[Player], deals: int) -> int:
    applied = 0
    for _ in range(deals):
        applied += play_out(session.new_deal(), players)
    return applied
