"""What a record leaves out, filled as the books mean it: an auction given as its contract
alone, a talon walk given as the parts bought."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from tarokdesk.core.actions import Action
from tarokdesk.core.game import Game
from tarokdesk.rules.auction import BID, HOLD, PASS
from tarokdesk.rules.talon import REVEAL, TALON, take


def sole_bid(game: Game, declarer: int | None, contract: str) -> Action:
    """The next bid of an auction that a record gives as its contract alone (as the books
    do): the declarer opens `contract`, and holds it where he is asked again; every other
    seat passes, or opens as low as it may where it may not pass (a compulsory Rufer)."""
    seat = game.to_move
    legal = [action.choice for action in game.legal_actions()]
    opened = any(s == declarer and bid != PASS for s, bid in game.state.bids)
    if seat == declarer and not opened and contract in legal:
        return Action(BID, seat, contract)
    if seat == declarer and opened and HOLD in legal:
        return Action(BID, seat, HOLD)
    return Action(BID, seat, PASS if PASS in legal else legal[0])


def contract_bids(game: Game, declarer: int | None, contract: str) -> Iterator[Action]:
    """The whole auction of a record that gives its contract alone (`sole_bid`), read from
    the game as it goes."""
    while game.phase == BID:
        yield sole_bid(game, declarer, contract)


def talon_walked(game: Game, parts: Iterable[int]) -> Action:
    """The next talon choice of a record that names the parts bought alone: the first of
    them that may be taken now, else the next part turned up."""
    legal = {action.value for action in game.legal_actions()}
    takes = [take(part) for part in parts]
    return Action(TALON, game.to_move, next((t for t in takes if t in legal), REVEAL))
