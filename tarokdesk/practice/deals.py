"""A practice deal that gives the player the role asked for: deals are drawn from a shared
seed, one after the other, until the standard players' bidding (the player's own seat bid by
the standard player too) makes the player's seat the declarer, or a defender against one.
The same seed, game, table and seat give the same deal on any machine."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tarokdesk.core.game import Game
from tarokdesk.players.driver import play_out
from tarokdesk.rules.auction import BID

if TYPE_CHECKING:
    from tarokdesk.players.heuristic import HeuristicPlayer

ROLES = ("any", "declarer", "defender")
TRIES = 200
"""Deals drawn before giving up (a defender's role fits almost always, the declarer's about
once in four deals)."""


def table_seed(seed: str, draw: int) -> str:
    """The session seed of the `draw`-th deal drawn from `seed`."""
    return seed if draw == 0 else f"{seed}.{draw}"


def role_of(game: Game, seat: int) -> str | None:
    """'declarer', 'defender' (on the side that plays against the declarer) or None (the
    declarer's partner, sitting out, or nobody declared) in a finished deal."""
    result = game.result
    declarer = None if result is None else result["declarer"]
    if result is None or declarer is None or seat not in game.state.active:
        return None
    if seat == declarer:
        return "declarer"
    units = result["totals"]
    mine, theirs = units.get(str(seat), 0), units.get(str(declarer), 0)
    return "defender" if mine * theirs < 0 else None


def fitting_seed(variant_id: str, options: dict[str, Any], n_seats: int, dealer: int,
                 seat: int, role: str, seed: str, tries: int = TRIES) -> str | None:
    """The session seed whose first deal gives `seat` the `role`, or None if none of the
    `tries` deals drawn from `seed` does."""
    if role == "any":
        return seed
    from tarokdesk.players.heuristic import HeuristicPlayer  # not with the start screen
    for draw in range(tries):
        candidate = table_seed(seed, draw)
        game = Game.new(variant_id, options, n_seats, dealer)
        game.deal_seeded(f"{candidate}:0")
        players = [HeuristicPlayer(f"{candidate}:{s}") for s in range(n_seats)]
        if role == "declarer":
            _bid_out(game, players)
            if game.state.declarer == seat:
                return candidate
            continue
        play_out(game, players)
        if role_of(game, seat) == role:
            return candidate
    return None


def _bid_out(game: Game, players: list[HeuristicPlayer]) -> None:
    """Play on until the auction is over (the declarer is then known, or nobody bid)."""
    while not game.is_terminal and (game.phase == BID or game.state.declarer is None):
        person = game.person_to_act
        if person is None:  # thrown in: the deal waits for the chance player, nobody bids
            return
        game.apply(players[person].choose(game.view(game.to_move)))
