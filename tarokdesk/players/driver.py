"""Playing deals with players: the loop the command line, the benchmarks and tests share."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tarokdesk.core.game import Game
from tarokdesk.core.session import Session
from tarokdesk.core.settlement import Settlement
from tarokdesk.players.base import Player


def play_out(game: Game, players: Sequence[Player | None]) -> int:
    """Let the players finish `game`; returns the number of actions they applied. Each
    player is a person's (C1): he acts for the hand to move or the dummy he plays, with his
    view of it; None stands at a dummy's seat, whose person is another."""
    applied = 0
    while not game.is_terminal:
        person = game.person_to_act
        player = None if person is None else players[person]
        if player is None:
            raise ValueError(f"nobody plays for seat {game.to_move}")
        game.apply(player.choose(game.view(game.to_move)))
        applied += 1
    return applied


def result_of(game: Game) -> Settlement:
    """The settlement of a game played to its end."""
    if game.result is None:
        raise ValueError("the game is not over")
    return game.result


def play_session(session: Session, players: Sequence[Player], deals: int,
                 deal_ended: Callable[[Session], None] | None = None) -> int:
    """Play `deals` more deals; `players` by person, each at his seat of the first deal,
    follow their persons when a redraw moves them (C5). `deal_ended` is called after each
    deal (to save it)."""
    applied = 0
    for _ in range(deals):
        game = session.new_deal()
        seated = session.persons_at(len(session.games) - 1)
        applied += play_out(game, [None if person is None else players[person]
                                   for person in seated])  # None: a dummy's seat (C1)
        if deal_ended is not None:
            deal_ended(session)
    return applied
