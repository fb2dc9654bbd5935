"""The Whist score sheet kept across deals in the session's carry (C4): points towards a game,
games towards a rubber (whist.md "Scoring and settlement").

Points are marked item by item in the order of scoring (tricks and slam first, then honours,
open question 4); the first side to reach `game_points` wins the game at once and the rest of
the hand's points are dropped. The game is worth the band of the losers' score at that moment
("Game", open question 1). With Nest the winners carry their surplus into the next game. The
rubber is won by `games_to_win` games (two of three; three of five as an option) and is worth
the winners' game values less the losers' plus the bonus (open question 7).

Units are posted as games end, so every deal is zero-sum and a rubber's deals sum to the
book's result: each game's value from the losing side to the winning side, and the bonus by
the deal that wins the rubber.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Final

from tarokdesk.core.facts import Fact
from tarokdesk.rules.carry_steps import POINTS, count_key, step

SIDES = (0, 1)
SEATS = ((0, 2), (1, 3))
"""The seats of each side: partners sit opposite."""
GAMES, RUBBERS = "games", "rubbers"
SCORES: Final = Fact[list[int]]("scores")
"""In the view: each side's points towards the game, side 0 first."""


@dataclass(frozen=True)
class RubberRules:
    game_points: int = 10
    bands: tuple[tuple[int, int], ...] = ((5, 1), (3, 2), (1, 3), (0, 4))
    """(lowest losers' score, game value), highest band first."""
    games_to_win: int = 2
    bonus: int = 3
    nest: bool = False

    def game_value(self, losers_score: int) -> int:
        return next(value for lowest, value in self.bands if losers_score >= lowest)


def opening() -> dict[str, Any]:
    """A fresh rubber: both sides at 0, no game played."""
    return {"scores": [0, 0], "games": [], "winner": None}


class RubberSheet:
    """One rubber's sheet (`book`, the carry's JSON dict) under `rules`; `sides`: the seats of
    each side, which the steps it records name (rules/carry_steps.py)."""

    def __init__(self, book: dict[str, Any], rules: RubberRules,
                 sides: tuple[tuple[int, ...], ...] = SEATS):
        self.book = copy.deepcopy(book)
        self.rules = rules
        self.sides = sides
        self.steps: list[dict[str, Any]] = []

    @property
    def over(self) -> bool:
        return self.book["winner"] is not None

    def games_won(self, side: int) -> int:
        return sum(1 for game in self.book["games"] if game["winner"] == side)

    def counts(self) -> dict[str, int]:
        """The sheet as counts: each side's points towards the game and games won, and the
        rubbers won (Sitting.carry_counts)."""
        counts = {}
        for side in SIDES:
            counts[count_key(POINTS, self.sides[side])] = self.book["scores"][side]
            counts[count_key(GAMES, self.sides[side])] = self.games_won(side)
        counts[RUBBERS] = len(self.book.get("won", ())) + (self.book["winner"] is not None)
        return counts

    def mark(self, items: list[tuple[str, int, int]]) -> list[dict[str, Any]]:
        """Mark (item, side, points) in order; returns what was posted in units: a dict per
        game won ({"item": "game", "side", "value", "losers"}) and for the rubber's bonus
        ({"item": "rubber", "side", "value"}). Once a side has won the game the other side's
        items are dropped; its own still count towards the Nest (l. 292: 9 + 3 + 4 carries 6).
        Each mark, game and rubber is recorded in `steps`."""
        rules, book = self.rules, self.book
        posted: list[dict[str, Any]] = []
        won_by = None
        for item, side, points in items:
            if points <= 0:
                continue
            seats = list(self.sides[side])
            if won_by is not None:  # the game is over: only the winners' surplus counts
                if side == won_by and rules.nest:
                    book["scores"][side] += points
                    self.steps.append(step("nest", {self.points_key(side): points},
                                           item=item, seats=seats, points=points))
                else:
                    self.steps.append(step("dropped", item=item, seats=seats, points=points))
                continue
            book["scores"][side] += points
            self.steps.append(step("scored", {self.points_key(side): points}, item=item,
                                   seats=seats, points=points))
            if book["scores"][side] < rules.game_points:
                continue
            won_by = side
            posted.extend(self.win_game(side))
        return posted

    def points_key(self, side: int) -> str:
        return count_key(POINTS, self.sides[side])

    def win_game(self, side: int) -> list[dict[str, Any]]:
        """The game to `side`, worth the band of the losers' score; the scores start again
        (with Nest the winners keep their surplus); the rubber too once it has its games."""
        rules, book = self.rules, self.book
        losers = book["scores"][1 - side]
        value = rules.game_value(losers)
        book["games"].append({"winner": side, "value": value, "losers": losers})
        posted = [{"item": "game", "side": side, "value": value, "losers": losers}]
        scores = book["scores"]
        kept = scores[side] - rules.game_points if rules.nest else 0
        self.steps.append(step("game_won", {self.points_key(side): kept - scores[side],
                                            self.points_key(1 - side): -losers,
                                            count_key(GAMES, self.sides[side]): 1},
                               seats=list(self.sides[side]), value=value, losers=losers,
                               target=rules.game_points, number=len(book["games"])))
        book["scores"] = [kept if s == side else 0 for s in SIDES]
        if self.games_won(side) == rules.games_to_win:
            book["winner"] = side
            posted.append({"item": "rubber", "side": side, "value": rules.bonus})
            self.steps.append(step("rubber_won", {RUBBERS: 1}, seats=list(self.sides[side]),
                                   games=[self.games_won(side), self.games_won(1 - side)],
                                   bonus=rules.bonus, value=self.result()))
        return posted

    def standing(self) -> dict[str, Any]:
        """Where the rubber stands, as the sentence code of `result["carry_summary"]`: the
        points towards the game and the games of each side, and the game or rubber this
        deal won (`steps`)."""
        ended = [s for s in self.steps if s["code"] in ("game_won", "rubber_won")]
        last = ended[-1] if ended else None
        return {"code": "rubber_standing", "sides": [list(seats) for seats in self.sides],
                "points": list(self.book["scores"]), "target": self.rules.game_points,
                "games": [self.games_won(side) for side in SIDES],
                "won": last and last["code"], "winners": last and last["seats"],
                "value": last and last["value"], "number": len(self.book["games"])}

    def result(self) -> int:
        """The rubber's worth to its winners: their game values less the losers', plus the
        bonus (0 while the rubber goes on)."""
        winner = self.book["winner"]
        if winner is None:
            return 0
        values: int = sum(g["value"] if g["winner"] == winner else -g["value"]
                          for g in self.book["games"])
        return values + self.rules.bonus
