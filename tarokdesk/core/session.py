"""A session: a series of deals of one variant at one table, with its running score sheet.

The dealer passes to the right: the Vorhand of one deal deals the next (00-general.md
"Dealer rotation"). Each deal's shuffle comes from the session seed and the deal number, so a
session is reproducible; the sheet sums the zero-sum settlements of the deals.
"""

from __future__ import annotations

from typing import Any

from tarokdesk.core.game import Game
from tarokdesk.core.serialization import ReplayError, game_from_dict, game_to_dict
from tarokdesk.core.variant import variant_class

SESSION_FORMAT = "tarokdesk-session"
SESSION_VERSION = 1


class Session:
    def __init__(self, variant_id: str, options: dict[str, Any] | None = None,
                 n_seats: int | None = None, seed: object = 0, first_dealer: int = 0,
                 names: list[str] | None = None):
        variant = variant_class(variant_id)(options, n_seats)
        self.variant_id = variant_id
        self.options = dict(variant.settings)
        self.n_seats = variant.n_seats
        self.seed = seed
        self.first_dealer = first_dealer
        self.names = names or [f"Player {i + 1}" for i in range(self.n_seats)]
        self.games: list[Game] = []

    @property
    def current(self) -> Game | None:
        return self.games[-1] if self.games else None

    def dealer_of(self, deal_number: int) -> int:
        return (self.first_dealer + deal_number) % self.n_seats

    def new_deal(self) -> Game:
        """Start the next deal and let chance deal it from the session's seed."""
        number = len(self.games)
        game = Game.new(self.variant_id, self.options, self.n_seats, self.dealer_of(number))
        game.deal_seeded(f"{self.seed}:{number}")
        self.games.append(game)
        return game

    def sheet(self) -> list[dict[str, Any]]:
        """One row per finished deal: dealer, contract, declarer and each seat's units."""
        rows = []
        for number, game in enumerate(self.games):
            if game.result is None:
                continue
            result = game.result
            rows.append({"deal": number + 1, "dealer": game.state.dealer,
                         "contract": result.get("contract"), "declarer": result.get("declarer"),
                         "units": {int(k): v for k, v in result["totals"].items()}})
        return rows

    def totals(self) -> dict[int, int]:
        totals = {seat: 0 for seat in range(self.n_seats)}
        for row in self.sheet():
            for seat, units in row["units"].items():
                totals[seat] += units
        return totals

    def to_dict(self) -> dict[str, Any]:
        return {"format": SESSION_FORMAT, "version": SESSION_VERSION,
                "variant": self.variant_id, "options": _plain_options(self.options),
                "n_seats": self.n_seats, "seed": str(self.seed),
                "first_dealer": self.first_dealer, "names": list(self.names),
                "games": [game_to_dict(g) for g in self.games]}

    @classmethod
    def from_dict(cls, data: Any) -> "Session":
        if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
            raise ReplayError("not a tarokdesk session")
        if data.get("version") != SESSION_VERSION:
            raise ReplayError(f"unsupported session version {data.get('version')!r}")
        games = data.get("games")
        names = data.get("names")
        if not isinstance(games, list):
            raise ReplayError("games must be a list")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise ReplayError("names must be a list of strings")
        try:
            session = cls(data.get("variant"), data.get("options"), data.get("n_seats"),
                          data.get("seed", "0"), data.get("first_dealer", 0), names)
        except (ValueError, TypeError) as error:
            raise ReplayError(str(error)) from None
        if len(names) != session.n_seats:
            raise ReplayError("one name per seat is needed")
        for index, raw in enumerate(games):
            try:
                game = game_from_dict(raw)
            except ReplayError as error:
                raise ReplayError(f"deal {index + 1}: {error}") from None
            if game.state.variant_id != session.variant_id:
                raise ReplayError(f"deal {index + 1} is of another variant")
            session.games.append(game)
        return session


def _plain_options(options: dict[str, Any]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}
