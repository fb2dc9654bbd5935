"""A session: a series of deals of one variant at one table, with its running score sheet.

The dealer passes to the right: the Vorhand of one deal deals the next (00-general.md
"Dealer rotation"; a variant may say otherwise, `Seating.next_dealer`, C5). Each deal's shuffle comes from the session seed and the deal number, so a
session is reproducible; the sheet sums the zero-sum settlements of the deals. A loaded
session is checked for exactly that: deals in order, each by its dealer from its own shuffle,
so a deal repeated, left out or moved is refused rather than summed.

C4: a variant may carry state from deal to deal (a pot, boards of forfeits, a score sheet):
each deal starts with the carry the previous one left (`Game.carry_after`), the first with
the variant's `initial_carry()`. When `Sitting.session_over` says a carry ends the session
(its final reckoning is made), the session is `over`; a deal dealt after that begins a fresh
sitting from the initial carry, so a long run of deals (`sim`) keeps playing.

C5 seating: a variant whose persons draw for seats (`Seating.draw_seats`) has them draw once,
when the session begins, from the session seed: the persons, entered in any order, are put
into the seats the draw gives them, the draw's first dealer deals first, and the draw's record
stays in the session (and its file), so a reloaded session keeps its seats and never draws
again. The seats are kept from rubber to rubber, unless the variant has the persons draw
again after each sitting (`Seating.redraws_seats`): the deal after the one that ended a
sitting is then preceded by a fresh draw from the session seed, recorded as well, and the
persons change seats. A person is known throughout by his seat in the first deal: `names`,
`sheet` and `totals` are by person, `persons_at(deal)` says who holds which seat.

Where more or fewer persons play than the table has seats with a person (`Seating.places`,
C5 by rubber: Whist en cinq's sitter-out, en trois's King and dummy), the persons are known
by the order they were entered, and each deal seats them as the draw and its carry say.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from enum import Enum
from operator import is_
from typing import Any, Literal

from tarokdesk.core.actions import CHANCE, Action, Item
from tarokdesk.core.game import Game
from tarokdesk.core.serialization import (ReplayError, game_start, game_to_dict, is_int,
                                          replay_log)
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.variant import variant_class

SESSION_FORMAT = "tarokdesk-session"
SESSION_VERSION = 1


class _Draw(Enum):
    NOW = "now"


TO_DRAW: Literal[_Draw.NOW] = _Draw.NOW
"""`Session(draw=TO_DRAW)`: the persons draw for seats now if the variant has them draw."""


def seeded_chance(game: Game, seed: str) -> list[Action]:
    """The chance actions `new_deal` makes for `game`'s deal from `seed` (redeals and C6's
    further chance actions included), dealt afresh on a scratch game of the same start."""
    scratch = Game(game.variant, game.state.dealer, game.state.carry)
    scratch.deal_seeded(seed)
    return scratch.log


class Session:
    def __init__(self, variant_id: str, options: dict[str, Any] | None = None,
                 n_seats: int | None = None, seed: object = 0, first_dealer: int = 0,
                 names: list[str] | None = None,
                 draw: dict[str, Any] | None | Literal[_Draw.NOW] = TO_DRAW):
        """`names` per seat, or (when the persons draw now) in the order they were entered;
        `draw`: a draw already recorded (its seats taken as given), None for none."""
        variant = variant_class(variant_id)(options, n_seats)
        self.by_rubber = variant.seating.person_count is not None
        """C5: the persons change seats by rubber (`Seating.places`): `names` are then in
        the order the persons were entered, as many as play (`Seating.table_persons`)."""
        count = variant.seating.table_persons() if self.by_rubber else variant.n_seats
        if names is not None and len(names) != count:
            raise ValueError(f"{variant_id} needs {count} names, got {len(names)}")
        names = names or [f"Player {i + 1}" for i in range(count)]
        if draw is TO_DRAW:
            draw = variant.seating.draw_seats(str(seed))
            if draw is not None:
                if not self.by_rubber:
                    names = [names[person] for person in draw["seats"]]
                first_dealer = draw["first_dealer"]
        if not is_int(first_dealer) or first_dealer not in variant.seating.persons():
            raise ValueError(f"first_dealer must be a person's seat, one of "
                             f"{', '.join(map(str, variant.seating.persons()))}")
        self.variant_id = variant_id
        self.options = dict(variant.settings)
        self.n_seats = variant.n_seats
        self.seed = seed
        self.first_dealer = first_dealer
        self.names = names
        self.draw = draw
        """The record of the persons' draw for seats (C5), None if they did not draw."""
        self.redraws: list[dict[str, Any]] = []
        """The draws after a sitting (C5): each a `draw_seats` record whose `seats` name the
        persons by their first seat, with `deal`, the number of the first deal it seats."""
        self.games: list[Game] = []
        self.variant = variant
        self._passed: tuple[tuple[int, int], list[Game], list[int]] = ((0, first_dealer), [], [])
        """The dealers `dealer_of` worked out last, from its start (a redraw's deal and
        dealer, or the first), and the finished deals they followed: while those deals
        are still the session's, a long session's next dealer takes one step, not one per
        deal."""

    @property
    def current(self) -> Game | None:
        return self.games[-1] if self.games else None

    def dealer_of(self, deal_number: int) -> int:
        """The dealer of deal `deal_number`: the deal passes as the variant says, and after
        a redraw from the seat the draw gives (C5)."""
        start, dealer = 0, self.first_dealer
        for redraw in self.redraws:
            if redraw["deal"] <= deal_number:
                start, dealer = redraw["deal"], redraw["first_dealer"]
        passed = self._passed if self._passed[0] == (start, dealer) else ((start, dealer), [], [])
        origin, finished, dealers = passed
        kept = list(map(is_, finished, self.games[start:start + len(finished)]))
        reused = kept.index(False) if False in kept else len(kept)
        del finished[reused:], dealers[reused:]
        if dealers:
            reused = min(reused, deal_number - start)
            dealer = dealers[reused - 1] if reused else dealer
        for number in range(start + reused + 1, deal_number + 1):  # a new rubber's first: C5
            fixed = self.variant.seating.opening_dealer(self.carry_before(number)) \
                if number <= len(self.games) else None
            dealer = fixed if fixed is not None else self.variant.seating.next_dealer(dealer)
            before = self.games[number - 1] if number <= len(self.games) else None
            if before is not None and before.is_terminal and len(finished) == number - start - 1:
                finished.append(before)
                dealers.append(dealer)
        self._passed = passed
        return dealer

    def carry_before(self, deal_number: int) -> dict[str, Any]:
        """The carry deal `deal_number` (at most the next) is dealt with (C4)."""
        if deal_number == 0:
            return self.variant.sitting.initial_carry()
        carry = self.games[deal_number - 1].carry_after
        sitting = self.variant.sitting
        return sitting.initial_carry() if sitting.session_over(carry) else carry

    def persons_at(self, deal_number: int) -> list[int | None]:
        """Per seat, the person (by his seat in the first deal; by rubber, by the order of
        entry, None at a dummy's seat) who holds it in deal `deal_number` (C5)."""
        seats = self.variant.seating.places(self.draw, self.carry_before(deal_number)) \
            if self.by_rubber else None
        if seats is not None:
            return list(seats)
        persons: list[int | None] = list(range(self.n_seats))
        for redraw in self.redraws:
            if redraw["deal"] <= deal_number:
                persons = list(redraw["seats"])
        return persons

    def playing_persons(self) -> list[int]:
        """The persons (indices of `names`) who play and score: all of them by rubber (C5),
        else every seat's entry but a dummy's (C1: a dummy scores for its player)."""
        dummies = () if self.by_rubber else self.variant.seating.dummy_seats()
        return [person for person in range(len(self.names)) if person not in dummies]

    def names_at(self, deal_number: int, dummy: str = "Dummy") -> list[str]:
        """The names at the seats in deal `deal_number`; `dummy` at a dummy's seat (C1: by
        rubber it has no person; else the seat's entry is a placeholder, never shown)."""
        dummies = self.variant.seating.dummy_seats()
        return [dummy if person is None or seat in dummies else self.names[person]
                for seat, person in enumerate(self.persons_at(deal_number))]

    def draw_before(self, deal_number: int) -> dict[str, Any] | None:
        """The draw made just before deal `deal_number`, if one was (for the table to tell)."""
        if deal_number == 0:
            return self.draw
        return next((r for r in self.redraws if r["deal"] == deal_number), None)

    def _redraw_due(self, number: int) -> bool:
        """Whether deal `number` follows one that ended a sitting, and the persons then draw
        again for seats."""
        last = self.games[number - 1] if 0 < number <= len(self.games) else None
        return last is not None and self.draw is not None and self.variant.seating.redraws_seats() \
            and last.is_terminal and self.variant.sitting.session_over(last.carry_after)

    def _redraw(self, number: int) -> dict[str, Any]:
        draw = self.variant.seating.draw_seats(f"{self.seed}:redraw:{number}")
        assert draw is not None, "a variant that redraws seats draws them"
        return {"deal": number, **draw}

    @property
    def carry(self) -> dict[str, Any]:
        """What the next deal will be dealt with: the last deal's carry, or a fresh sitting's
        once a deal has ended the session (C4)."""
        return self.carry_before(len(self.games))

    @property
    def over(self) -> bool:
        """Whether the last finished deal ended the session (its final reckoning made)."""
        last = self.games[-1] if self.games else None
        return last is not None and last.is_terminal and \
            self.variant.sitting.session_over(last.carry_after)

    def start_deal(self, number: int) -> Game:
        """Deal `number` before chance has dealt: its dealer and the carry it inherits."""
        if number != len(self.games):
            raise ValueError(f"deal {number + 1} does not follow the {len(self.games)} dealt")
        if self._redraw_due(number) and self.draw_before(number) is None:
            self.redraws.append(self._redraw(number))
        return Game.new(self.variant_id, self.options, self.n_seats, self.dealer_of(number),
                        self.carry)

    def new_deal(self) -> Game:
        """Start the next deal and let chance deal it from the session's seed."""
        number = len(self.games)
        game = self.start_deal(number)
        game.deal_seeded(f"{self.seed}:{number}")
        self.games.append(game)
        return game

    def check_start(self, game: Game) -> None:
        """ReplayError unless `game`, before any action, can be the next deal of this
        session: same variant, options and table, dealt by `dealer_of` it, and starting with
        the carry the deals before it left (C4). Checked before the deal is replayed, so that
        no rule ever plays with a carry the session did not make."""
        number = len(self.games)
        label = f"deal {number + 1}"
        if (game.state.variant_id, game.state.n_seats, game.variant.settings) != \
                (self.variant_id, self.n_seats, self.options):
            raise ReplayError(f"{label} is of another variant, table size or options")
        if game.state.dealer != self.dealer_of(number):
            raise ReplayError(f"{label} is dealt by seat {game.state.dealer}, but seat "
                              f"{self.dealer_of(number)} deals it")
        if game.state.carry != self.carry:
            raise ReplayError(f"{label} does not start with what the deals before it left "
                              f"(its carry)")

    def check_shuffles(self, number: int, game: Game) -> None:
        """ReplayError unless deal `number` was shuffled as `new_deal` shuffles it, from the
        session seed (redeals and further chance actions included)."""
        shuffles = [action for action in game.log if action.seat == CHANCE]
        if shuffles != seeded_chance(game, f"{self.seed}:{number}")[:len(shuffles)]:
            raise ReplayError(f"deal {number + 1} is not shuffled from the session's seed for "
                              f"it (a deal moved, repeated or left out?)")

    def sheet(self) -> list[dict[str, Any]]:
        """One row per finished deal: dealer, contract, declarer and each one's units, by
        person (his first seat; the same as the seat until a redraw moves the persons)."""
        rows = []
        for number, game in enumerate(self.games):
            if game.result is None:
                continue
            result, persons = game.result, self.persons_at(number)
            declarer = result.get("declarer")
            units = {person: 0 for person in range(len(self.names))}  # a sitter-out: 0 (C5)
            for seat, seat_units in result["totals"].items():
                person = persons[int(seat)]
                if person is not None:
                    units[person] = seat_units
            rows.append({"deal": number + 1, "dealer": persons[game.state.dealer],
                         "contract": result.get("contract"),
                         "declarer": declarer if declarer is None else persons[declarer],
                         "units": units, "gains": _gains(result, persons)})
        return rows

    def totals(self) -> dict[int, int]:
        """Each person's units (by his first seat, or by the order of entry, C5)."""
        return sheet_totals(self.sheet(), len(self.names))

    def to_dict(self) -> dict[str, Any]:
        data = {"format": SESSION_FORMAT, "version": SESSION_VERSION,
                "variant": self.variant_id, "options": _plain_options(self.options),
                "n_seats": self.n_seats, "seed": str(self.seed),
                "first_dealer": self.first_dealer, "names": list(self.names),
                "games": [game_to_dict(g) for g in self.games]}
        if self.draw is not None:
            data["draw"] = self.draw
        if self.redraws:
            data["redraws"] = self.redraws
        return data

    def check_draw(self) -> None:
        """ReplayError unless the recorded draw is the one the session seed makes and the
        session deals as it says (a loaded file's seats are the drawn ones, not redrawn)."""
        draw = self.draw
        if draw is None or draw != self.variant.seating.draw_seats(str(self.seed)):
            raise ReplayError("the draw for seats is not the one of the session's seed")
        if self.first_dealer != draw["first_dealer"]:
            raise ReplayError("the first dealer is not the one the draw for seats gives")

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
        seed = data.get("seed", "0")
        if not isinstance(seed, str):
            raise ReplayError("seed must be a string")
        variant_id = data.get("variant")
        if not isinstance(variant_id, str):
            raise ReplayError(f"unknown variant {variant_id!r}")
        try:
            session = cls(variant_id, data.get("options"), data.get("n_seats"),
                          seed, data.get("first_dealer", 0), names, data.get("draw"))
        except (ValueError, TypeError) as error:
            raise ReplayError(str(error)) from None
        if session.draw is not None:
            session.check_draw()
        redraws = data.get("redraws", [])
        if not isinstance(redraws, list) or not all(
                isinstance(r, dict) and is_int(r.get("deal")) for r in redraws):
            raise ReplayError("redraws must be a list of draws, each with its deal")
        session.redraws = [r for r in redraws if r["deal"] < len(games)]
        if len(names) != (session.variant.seating.table_persons() if session.by_rubber
                          else session.n_seats):
            raise ReplayError("one name per seat (or per person) is needed")
        for index, raw in enumerate(games):
            if session.games and not session.games[-1].is_terminal:
                raise ReplayError(f"deal {index + 1} follows a deal that did not end")
            with _in_deal(index):
                game = game_start(raw)
            session.check_start(game)
            with _in_deal(index):
                replay_log(game, raw)
            session.check_shuffles(index, game)
            session.games.append(game)
        session.check_redraws()
        return session

    def check_redraws(self) -> None:
        """ReplayError unless the recorded redraws are those the seed made after each
        sitting the deals ended (none is left out, moved or forged)."""
        due = [self._redraw(n) for n in range(1, len(self.games)) if self._redraw_due(n)]
        if self.redraws != due:
            raise ReplayError("the draws for seats after the rubbers are not the ones of the "
                              "session's seed")


def _gains(result: Settlement, persons: list[int | None]) -> dict[int, dict[str, int]]:
    """What a deal added to each person's carried counts, by what is counted (the positive
    moves of its carry steps: a rubber's points and games; what a game won wipes out is not
    a loss of this deal)."""
    gains: dict[int, dict[str, int]] = {}
    for carry_step in result.get("carry_steps", ()):
        for key, delta in carry_step["moves"].items():
            item = Item.parse(key)
            what, owners = item.kind, item.detail
            if delta <= 0 or not owners:
                continue
            for seat in owners.split(","):
                person = persons[int(seat)]
                if person is not None:
                    counts = gains.setdefault(person, {})
                    counts[what] = counts.get(what, 0) + delta
    return gains


def sheet_totals(sheet: list[dict[str, Any]], persons: int) -> dict[int, int]:
    """Each of `persons`' units summed over a sheet's rows (`Session.sheet`)."""
    totals = {person: 0 for person in range(persons)}
    for row in sheet:
        for person, units in row["units"].items():
            totals[person] += units
    return totals


@contextmanager
def _in_deal(index: int) -> Iterator[None]:
    """A saved game's problem, said as that of the session's deal `index`."""
    try:
        yield
    except ReplayError as error:
        raise ReplayError(f"deal {index + 1}: {error}") from None


def _plain_options(options: dict[str, Any]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}
