"""Full JSON serialization of a game, and replay of its log to the same state.

A saved game is its header (variant, options, table size, dealer, and the carry from the
session's earlier deals where the variant carries one, C4) and its action log; the
state snapshot beside them lets a load prove that the log really leads there (a tampered file
is refused). Parsing is strict: every problem raises ReplayError with a one-line reason.
"""

from __future__ import annotations

import json
from typing import Any, TypeGuard

from tarokdesk.core.actions import Action
from tarokdesk.core.game import Game
from tarokdesk.core.state import SettlementError
from tarokdesk.core.variant import variant_for

GAME_FORMAT = "tarokdesk-game"
GAME_VERSION = 1


class ReplayError(ValueError):
    """A saved game that cannot be loaded; the message says why in one line."""


def game_to_dict(game: Game) -> dict[str, Any]:
    state = game.state
    return {
        "format": GAME_FORMAT,
        "version": GAME_VERSION,
        "variant": state.variant_id,
        "options": _plain(state.options),
        "n_seats": state.n_seats,
        "dealer": state.dealer,
        **({"carry": _plain(state.carry)} if state.carry else {}),
        "log": [action.to_json() for action in game.log],
        "state": state.to_dict(),
    }


def game_from_dict(data: Any, verify: bool = True) -> Game:
    """Rebuild a game by replaying its log; with `verify`, check the stored snapshot."""
    return replay_log(game_start(data), data, verify)


def game_start(data: Any) -> Game:
    """The game a saved one starts as, before its log: the header checked and applied (a
    carry only for its shape, `Sitting.check_carry`; a session checks it exactly)."""
    if not isinstance(data, dict):
        raise ReplayError("a saved game must be a JSON object")
    if data.get("format") != GAME_FORMAT:
        raise ReplayError(f"not a tarokdesk game (format {data.get('format')!r})")
    if data.get("version") != GAME_VERSION:
        raise ReplayError(f"unsupported game version {data.get('version')!r}")
    variant_id, options = data.get("variant"), data.get("options", {})
    n_seats, dealer, carry = data.get("n_seats"), data.get("dealer"), data.get("carry")
    if not isinstance(variant_id, str):
        raise ReplayError("variant must be a string")
    if not isinstance(options, dict):
        raise ReplayError("options must be an object")
    if not is_int(n_seats) or not is_int(dealer):
        raise ReplayError("n_seats and dealer must be integers")
    try:
        variant = variant_for(variant_id, options, n_seats)
        if carry is not None:
            variant.sitting.check_carry(carry)
    except (ValueError, TypeError) as error:
        raise ReplayError(str(error)) from None
    if not 0 <= dealer < variant.n_seats:
        raise ReplayError(f"dealer {dealer} is not a seat")
    return Game(variant, dealer, carry)


def replay_log(game: Game, data: dict[str, Any], verify: bool = True) -> Game:
    """`game` (from `game_start(data)`) after the actions of the saved log, each checked by
    the rules; with `verify`, the stored snapshot must be what they lead to."""
    log = data.get("log")
    if not isinstance(log, list):
        raise ReplayError("log must be a list")
    for index, raw in enumerate(log):
        try:
            action = Action.from_json(raw)
        except (ValueError, TypeError) as error:
            raise ReplayError(f"log entry {index}: {error}") from None
        unknown = game.variant.unknown_kind(action.kind)
        if unknown is not None:
            raise ReplayError(f"log entry {index}: {unknown}")
        refusal = game.refusal(action)
        if refusal is not None:
            raise ReplayError(f"log entry {index} ({action.describe()}) is illegal: "
                              f"{refusal.message()}")
        try:
            game.apply(action)
        except SettlementError as error:
            raise ReplayError(f"log entry {index} ({action.describe()}) cannot be settled: "
                              f"{error} (its carry does not add up)") from None
    if verify and "state" in data and \
            not _same_state(data["state"], json.loads(json.dumps(game.state.to_dict()))):
        raise ReplayError("the stored state does not match what its log produces")
    return game


def _same_state(stored: Any, replayed: dict[str, Any]) -> bool:
    """The stored snapshot is what the log produces. The settlement's explanation (each
    item's computation) may grow from one version to the next, so of the result only the
    payments are compared: every seat's total, and the carry handed to the next deal."""
    if not isinstance(stored, dict):
        return False
    rest = {k: v for k, v in stored.items() if k != "result"}
    if rest != {k: v for k, v in replayed.items() if k != "result"}:
        return False
    stored_result, result = stored.get("result"), replayed["result"]
    if result is None or stored_result is None:
        return stored_result is None and result is None and "result" in stored
    return isinstance(stored_result, dict) and stored_result.get("totals") == result["totals"] \
        and stored_result.get("carry") == result.get("carry")


def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
