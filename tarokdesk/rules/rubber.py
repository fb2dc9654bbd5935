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
from typing import Any

SIDES = (0, 1)


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
    """One rubber's sheet (`book`, the carry's JSON dict) under `rules`."""

    def __init__(self, book: dict[str, Any], rules: RubberRules):
        self.book = copy.deepcopy(book)
        self.rules = rules

    @property
    def over(self) -> bool:
        return self.book["winner"] is not None

    def games_won(self, side: int) -> int:
        return sum(1 for game in self.book["games"] if game["winner"] == side)

    def mark(self, items: list[tuple[str, int, int]]) -> list[dict[str, Any]]:
        """Mark (item, side, points) in order; returns what was posted in units: a dict per
        game won ({"item": "game", "side", "value", "losers"}) and for the rubber's bonus
        ({"item": "rubber", "side", "value"}). Once a side has won the game the other side's
        items are dropped; its own still count towards the Nest (l. 292: 9 + 3 + 4 carries 6)."""
        rules, book = self.rules, self.book
        posted: list[dict[str, Any]] = []
        won_by = None
        for _item, side, points in items:
            if points <= 0:
                continue
            if won_by is not None:  # the game is over: only the winners' surplus counts
                if side == won_by and rules.nest:
                    book["scores"][side] += points
                continue
            book["scores"][side] += points
            if book["scores"][side] < rules.game_points:
                continue
            won_by = side
            losers = book["scores"][1 - side]
            value = rules.game_value(losers)
            book["games"].append({"winner": side, "value": value, "losers": losers})
            posted.append({"item": "game", "side": side, "value": value, "losers": losers})
            surplus = book["scores"][side] - rules.game_points
            book["scores"] = [surplus if rules.nest and s == side else 0 for s in SIDES]
            if self.games_won(side) == rules.games_to_win:
                book["winner"] = side
                posted.append({"item": "rubber", "side": side, "value": rules.bonus})
        return posted

    def result(self) -> int:
        """The rubber's worth to its winners: their game values less the losers', plus the
        bonus (0 while the rubber goes on)."""
        winner = self.book["winner"]
        if winner is None:
            return 0
        values = sum(g["value"] if g["winner"] == winner else -g["value"]
                     for g in self.book["games"])
        return values + self.rules.bonus
