"""Statistics over the saved sessions: per person, game and contract the
deals played, the declarer's wins, units per deal, contracts bid and Contras given and won;
and each person's running total over all deals, oldest first.

A person is a name at the table (the seats of a stored session); a deal counts once it is
finished. The contract of a thrown-in deal is None.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from tarokdesk.core import Game
from tarokdesk.core.reading import one_line
from tarokdesk.core.settlement import Settlement
from tarokdesk.players import PLAYER_KINDS


@dataclass
class Line:
    person: str
    game: str
    contract: str | None
    deals: int = 0
    """Finished deals of this game and contract the person sat in."""
    declared: int = 0
    declarer_won: int = 0
    units: int = 0
    bid: int = 0
    """Deals of this game in which the person bid this contract (whatever was played)."""
    contra_given: int = 0
    """Items the person said Contra to, in deals of this game and contract."""
    contra_won: int = 0
    """Of those, the items the person's side won."""

    @property
    def declarer_win_percent(self) -> float | None:
        return 100 * self.declarer_won / self.declared if self.declared else None

    @property
    def units_per_deal(self) -> float | None:
        return self.units / self.deals if self.deals else None

    def to_json(self) -> dict:
        return {**asdict(self), "declarer_win_percent": _rounded(self.declarer_win_percent),
                "units_per_deal": _rounded(self.units_per_deal)}


@dataclass
class Statistics:
    lines: list[Line]
    running: dict[str, list[int]]
    """Per person, the running total after each deal the person sat in, oldest first."""
    deals: list[dict[str, int]] = field(default_factory=list)
    """Each finished deal of every session, oldest first: the units of each person in it."""
    left_out: list[tuple[str, str]] = field(default_factory=list)
    """(session id, why) for each session that could not be counted: the others are."""
    humans: set[str] = field(default_factory=set)
    """The persons who sat at a human's seat."""

    def running_over_all_deals(self) -> dict[str, list[int]]:
        """Per person, the running total after every deal counted (0 before the first), level
        through the deals the person did not sit in: so that one axis of deals serves all."""
        totals = {person: [0] for person in self.running}
        for units in self.deals:
            for person, line in totals.items():
                line.append(line[-1] + units.get(person, 0))
        return totals

    def to_json(self) -> dict:
        return {"lines": [line.to_json() for line in self.lines], "running": self.running,
                "humans": sorted(self.humans)}


def statistics(sessions: Iterable) -> Statistics:
    """From stored sessions (`SessionStore.scan()`), oldest first by creation. A session
    whose deals cannot be counted is left out whole (and named in `left_out`)."""
    lines: dict[tuple, Line] = {}
    running: dict[str, list[int]] = {}
    deals: list[dict[str, int]] = []
    left_out = []
    humans: set[str] = set()
    for stored in sorted(sessions, key=lambda s: (s.created, s.id)):
        try:
            counts, units = _counted(stored)
        except Exception as error:  # one damaged session must not stop the statistics
            left_out.append((stored.id, one_line(error)))
            continue
        humans |= {seat["name"] for seat in stored.seats  # as the table seats them
                   if seat["kind"] not in PLAYER_KINDS}
        for key, name, amount in counts:
            line = lines.setdefault(key, Line(*key))
            setattr(line, name, getattr(line, name) + amount)
        for deal in units:
            for person, amount in deal.items():
                totals = running.setdefault(person, [])
                totals.append((totals[-1] if totals else 0) + amount)
        deals += units
    ordered = sorted(lines.values(), key=lambda l: (l.person, l.game, l.contract or ""))
    return Statistics(ordered, running, deals, left_out, humans)


def _counted(stored) -> tuple[list[tuple[tuple, str, int]], list[dict[str, int]]]:
    """A session's counts, as (line key (person, game, contract), field, amount), and per
    finished deal, in order, the units of each person who sat in it."""
    counts: list[tuple[tuple, str, int]] = []
    units_by_deal: list[dict[str, int]] = []
    persons = [seat["name"] for seat in stored.seats]  # by first seat (C5)
    playing = set(stored.session.playing_persons())  # not a dummy's seat entry (C1)
    for number, game in enumerate(stored.session.games):
        names = [persons[p] if p in playing else None  # None: a dummy's seat (C1)
                 for p in stored.session.persons_at(number)]
        result = game.result
        if result is None:
            continue
        state = game.state
        game_id = state.variant_id
        contract = result.get("contract")
        totals = {int(seat): units for seat, units in result["totals"].items()}
        units_by_deal.append({})
        for seat, person in enumerate(names):
            if person is None:
                continue
            units = totals.get(seat, 0)
            key = (person, game_id, contract)
            counts += [(key, "deals", 1), (key, "units", units)]
            units_by_deal[-1][person] = units_by_deal[-1].get(person, 0) + units
            if seat == result.get("declarer"):
                counts += [(key, "declared", 1),
                           (key, "declarer_won", int(_declarer_won(result, units)))]
        for seat, bid in {(seat, bid) for seat, bid in state.bids if bid in _ladder(game)}:
            counts.append(((names[seat], game_id, bid), "bid", 1))
        for seat, won in _contras(game, result, totals):
            key = (names[seat], game_id, contract)
            counts += [(key, "contra_given", 1), (key, "contra_won", int(won))]
    return counts, units_by_deal


def _ladder(game: Game) -> tuple[str, ...]:
    """The contracts of the game (a bid such as "pass" or "hold" is none)."""
    return game.variant.strategy.ladder


def _declarer_won(result: Settlement, units: int) -> bool:
    """The game's own verdict where the settlement gives one, else a gain in units."""
    won = result.get("won")
    return bool(won) if isinstance(won, bool) else units > 0


def _contras(game: Game, result: dict[str, Any], totals: dict[int, int]
             ) -> list[tuple[int, bool]]:
    """(seat, won) for every item contra'd (the first of `by`): won when the seat gained on
    that item in the settlement (its ledger entries, "pagat_ultimo" or
    "pagat_ultimo_failed"), or, where the item has none (a game overtaken by a Volat), on
    the whole deal."""
    items = result.get("items", [])
    found = []
    for record in game.state.announcements:
        if not record.get("by"):
            continue
        seat, name = record["by"][0], record["item"]
        amounts = [entry["amounts"].get(str(seat), 0) for entry in items
                   if entry["item"] == name or entry["item"].startswith(name + "_")]
        gained = sum(amounts) if amounts else totals.get(seat, 0)
        found.append((seat, gained > 0))
    return found


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 2)
