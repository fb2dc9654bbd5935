"""Ulmann's 33 problems (Illustrirtes Buch der Tarokspiele, Zweiter Theil) as puzzles.

Each problem has its title, game and status: complete (every card placed and the book's line
given), partial (the known cards; the rest is dealt at will), unrecoverable (the hands existed
only as the lost diagrams) or not built (its game is not in the table yet). A playable problem
is set up as a real game (problem_setup.py); the player takes the side the book's question
asks for, the book's line is given as engine actions with the book's words, and the result is
judged by the book's stated goal (`GOALS`). Data: assets/problems/ulmann-problems.json; each
problem's "de" object holds its texts in German (the statement and question in the book's own
words, the solution in the book's terms, card codes as in the English text so that the words
attach to the same moves), shown when the table speaks German.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from tarokdesk.cards.card import MOND, PAGAT, card_from_name, card_name, is_king
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import Item
from tarokdesk.core.reading import read_json
from tarokdesk.core.view import SeatView
from tarokdesk.practice.engine_parts import sides
from tarokdesk.practice.position.load import load_position
from tarokdesk.practice.problem_setup import (
    ProblemError, ProblemTable, built_game, game_name, set_up,
)
from tarokdesk.rules.trickplay import PLAY

COMPLETE, PARTIAL, UNRECOVERABLE, NOT_BUILT = "complete", "partial", "unrecoverable", "not built"

WINS = "wins"
"""The player's side wins the game (the declarer's side: `result["won"]`)."""
VOLAT_DEFEATED = "volat_defeated"
"""The defenders take a trick against the declarer's side."""
VOLAT = "volat"
"""The declarer's side takes every trick."""
NO_TRICK = "no_trick"
"""The declarer's side takes no trick."""
ULTIMO = "ultimo"
"""The seat's Pagat takes the last trick."""
ULTIMO_STOPPED = "ultimo_stopped"
"""The seat's Pagat does not take the last trick."""
KING_LAST = "king_last"
"""The seat's king (the called one) takes the last trick."""
MOND_SAVED = "mond_saved"
"""The trick with the Mond goes to the player's side."""


@dataclass(frozen=True)
class Goal:
    """What the book's question asks: `letter` is the seat the player takes, `conditions`
    are (condition, book letter or None), all of which must hold."""
    letter: str
    conditions: tuple[tuple[str, str | None], ...]


def _goal(letter: str, *conditions: str) -> Goal:
    """'A', 'wins', 'ultimo:A' -> Goal('A', (('wins', None), ('ultimo', 'A')))."""
    return Goal(letter, tuple((condition.kind, condition.detail or None)
                              for condition in map(Item.parse, conditions)))


GOALS = {  # from each problem's question and the book's answer
    1: _goal("A", WINS), 3: _goal("A", WINS, "ultimo:A"), 4: _goal("B", WINS),
    5: _goal("A", WINS, "ultimo:A"), 6: _goal("A", WINS, "ultimo:A"),
    7: _goal("A", WINS, "ultimo_stopped:B"), 8: _goal("A", WINS),
    9: _goal("A", VOLAT_DEFEATED), 10: _goal("A", WINS), 11: _goal("A", WINS, "ultimo:A"),
    12: _goal("A", WINS), 13: _goal("A", WINS, "ultimo:A"), 15: _goal("B", WINS),
    16: _goal("A", WINS, "king_last:D"), 17: _goal("C", VOLAT, "ultimo:C"),
    18: _goal("A", WINS, "king_last:D"), 19: _goal("A", VOLAT), 20: _goal("A", VOLAT_DEFEATED),
    21: _goal("B", WINS), 22: _goal("A", WINS), 23: _goal("A", WINS), 24: _goal("A", WINS),
    25: _goal("B", WINS), 26: _goal("A", WINS), 27: _goal("A", WINS, "ultimo:A"),
    28: _goal("A", NO_TRICK, "ultimo:A"), 29: _goal("C", VOLAT_DEFEATED),
    30: _goal("B", WINS, "ultimo:B"), 31: _goal("A", WINS), 32: _goal("C", WINS),
    33: _goal("C", MOND_SAVED),
}


def assets_folder() -> Path:
    """assets/ in a checkout, tarokdesk.assets installed."""
    checkout = Path(__file__).resolve().parents[2] / "assets"
    if (checkout.parent / "pyproject.toml").exists() and checkout.is_dir():
        return checkout
    return Path(str(resources.files("tarokdesk.assets")))


def problems_file() -> Path:
    """The packaged copy of the problems."""
    return assets_folder() / "problems" / "ulmann-problems.json"


def position_file(number: int) -> Path:
    """The packaged position of a problem (docs/position-format.md), where there is one."""
    return assets_folder() / "positions" / f"ulmann-{number:02d}.json"


TEXT_LANGUAGES = ("en", "de")
"""English is the data's own; other languages are objects of the same name in each problem."""


def load_problems(language: str = "en") -> list["BookProblem"]:
    data = read_json(problems_file().read_bytes())
    return [BookProblem(entry, language) for entry in data]


class BookProblem:
    """One problem as the list shows it, in `language` ("en" or "de"), and the way to set
    it up."""

    def __init__(self, data: dict, language: str = "en") -> None:
        self.data = data
        self.number: int = data["number"]
        self.words: dict = data.get(language, {}) if language != "en" else {}
        """The problem's texts in the table's language (empty: the English data)."""
        self.title: str = self._text("title")
        self.variant_label: str = self._text("variant")
        self.game_name = game_name(data)
        self.variant = built_game(data)
        self.question: str = self._text("question")
        self.answer: str = self.answer_in(language)
        """The book's solution in words."""
        self.goal: Goal | None = GOALS.get(self.number)

    @property
    def stated_goal(self) -> Goal:
        """The goal of a problem that can be played (each of those states one)."""
        if self.goal is None:
            raise ValueError(f"problem {self.number} states no goal")
        return self.goal

    def _text(self, key: str):
        return self.words.get(key, self.data[key])

    def question_in(self, language: str) -> str:
        """The book's question in `language` (English where the data has no such text)."""
        return self.data.get(language, {}).get("question", self.data["question"]) \
            if language != "en" else self.data["question"]

    def answer_in(self, language: str) -> str:
        """The book's solution in words, in `language` (English where the data has none)."""
        english = self.data["solution"]["result"]
        return self.data.get(language, {}).get("result", english) if language != "en" \
            else english

    @property
    def status(self) -> str:
        if self.data["status"] == UNRECOVERABLE:
            return UNRECOVERABLE
        return NOT_BUILT if self.variant is None else self.data["status"]

    @property
    def reason(self) -> str:
        """Why it cannot be played: the lost diagrams (the data's first note), the game not
        built (its name), a partial endgame; '' for a playable problem."""
        if self.status == UNRECOVERABLE:
            return self.words.get("reason") or \
                self.data["notes"].split(". ")[0].rstrip(".") + "."
        if self.status == NOT_BUILT:
            return self.game_name
        if self.lost_endgame and not position_file(self.number).is_file():
            return "an endgame whose hands and earlier tricks are lost"
        return ""

    @property
    def lost_endgame(self) -> bool:
        """A partial endgame: the cards it names and a score, its earlier tricks lost."""
        return self.status == PARTIAL and isinstance(self.data["already_played"], str)

    @property
    def playable(self) -> bool:
        return self.status in (COMPLETE, PARTIAL) and not self.reason

    def statement(self) -> list[str]:
        """The problem in the book's words: contract, announcements, question."""
        lines = [self._text("contract") or "", "; ".join(self._text("announcements")),
                 self.question]
        return [line for line in lines if line]

    def set_up(self) -> "Puzzle":
        """The problem on a real table, waiting for the first card of the book's line."""
        if self.variant is None or not self.playable:
            raise ProblemError(self.reason)
        table = ProblemTable(self.data, self.variant)
        if self.lost_endgame:  # its position invents the earlier tricks to the book's score
            data = read_json(position_file(self.number).read_bytes())
            table.put(load_position(data, seed=self.number)[0])
        else:
            set_up(table)
        return Puzzle(self, table)


@dataclass(frozen=True)
class Aim:
    """One condition of the goal as the player sees it, for the table to state before the
    first card: `condition` (WINS, VOLAT, ...); `ours` whether the side or seat it concerns
    is the player's (for a side's condition: whether the player's side is the declarer's);
    `letter` the book's seat a seat's condition names (None for a side's)."""
    condition: str
    ours: bool
    letter: str | None = None


SEAT_CONDITIONS = (ULTIMO, ULTIMO_STOPPED, KING_LAST)
"""Conditions on one seat's card; the others concern a side."""


@dataclass(frozen=True)
class BookMove:
    action: Action
    letter: str
    trick: int
    """The trick of the book's line, from 0."""
    text: str
    """The book's words on this move ('' where the book says nothing more than the card)."""


class Puzzle:
    """A problem on the table: its game, the player's seat, the book's line and the goal."""

    def __init__(self, problem: BookProblem, table: ProblemTable) -> None:
        self.problem = problem
        self.table = table
        self.game: Game = table.game
        self.seat = table.seat
        self.plays_before = sum(len(t) for t in table.history)
        """Cards played before the problem begins (an endgame's invented tricks)."""

    @property
    def player_seat(self) -> int:
        return self.seat[self.problem.stated_goal.letter]

    def letter(self, seat: int) -> str:
        return self.table.letter(seat)

    def aims(self) -> tuple[Aim, ...]:
        """The goal's conditions as the player sees them (the side he plays on decides how
        each is put)."""
        state = self.game.state
        declaring = state.declarer is not None and self.on_side(state.declarer)
        return tuple(Aim(name, self.seat[letter] == self.player_seat, letter)
                     if name in SEAT_CONDITIONS else Aim(name, declaring)
                     for name, letter in self.problem.stated_goal.conditions)

    def line(self, language: str = "") -> list[BookMove]:
        """The book's line, card by card, each with the book's words where they name it
        (in `language`, by default the problem's)."""
        moves = []
        for trick, (leader, names) in enumerate(self.problem.data["solution"]["play"]):
            letters = self.table.letters
            start = letters.index(leader)
            for offset, name in enumerate(names):
                letter = letters[(start + offset) % len(letters)]
                moves.append(BookMove(Action(PLAY, self.seat[letter], card_from_name(name)),
                                      letter, trick, ""))
        return _with_words(moves, self.problem.answer_in(language) if language
                           else self.problem.answer)

    def on_side(self, seat: int) -> bool:
        """Whether `seat` plays on the player's side."""
        side_of = sides(self.game.variant).side_of
        return side_of(self.game.state, seat) == side_of(self.game.state, self.player_seat)

    def judge(self) -> bool | None:
        """True once the book's goal is reached, False once it is missed, None while open."""
        verdicts = [self.condition(name, letter)
                    for name, letter in self.problem.stated_goal.conditions]
        if False in verdicts:
            return False
        return None if None in verdicts else True

    def condition(self, name: str, letter: str | None) -> bool | None:
        game, state = self.game, self.game.state
        tricks = state.tricks[len(self.table.history):]
        side_of, declarer = sides(game.variant).side_of, state.declarer
        declarer_side = [] if declarer is None else [
            s for s in state.active if side_of(state, s) == side_of(state, declarer)]
        defenders_took = any(t.winner not in declarer_side for t in tricks)
        declarer_took = any(t.winner in declarer_side for t in tricks)
        if name == VOLAT_DEFEATED:
            return True if defenders_took else (False if game.is_terminal else None)
        if name == VOLAT:
            return False if defenders_took else (True if game.is_terminal else None)
        if name == NO_TRICK:
            return False if declarer_took else (True if game.is_terminal else None)
        if name == MOND_SAVED:
            mond = next((t for t in state.tricks if MOND in t.cards()), None)
            return None if mond is None else self.on_side(mond.winner)
        if not game.is_terminal or game.result is None:
            return None
        if name == WINS:
            return game.result["won"] == (self.player_seat in declarer_side)
        last = state.tricks[-1]
        seat = self.seat[letter]
        card = dict(last.plays).get(seat)
        took = last.winner == seat
        if name == ULTIMO:
            return took and card == PAGAT
        if name == ULTIMO_STOPPED:
            return not (took and card == PAGAT)
        if name == KING_LAST:
            return took and card is not None and is_king(card)
        raise ValueError(f"unknown goal condition {name!r}")


CARD_CODE = re.compile(r"\b(?:SKUS|T\d+|[HDSC](?:K|Q|C|J|\d+))\b")
"""A card as the book's texts in the data write it ('DK', 'T19', 'SKUS')."""


def _with_words(moves: list[BookMove], text: str) -> list[BookMove]:
    """The book's sentences and clauses, each given to the first move (from the last one
    given words) whose card it names; words naming no card go with the next that does, and
    the rest with the last move."""
    words: dict[int, list[str]] = {}
    pending: list[str] = []
    cursor = 0
    for clause in re.split(r"(?<=[.;])\s+", text):
        named = set(CARD_CODE.findall(clause))
        at = next((i for i in range(cursor, len(moves))
                   if card_name(moves[i].action.card) in named), None)
        pending.append(clause)
        if at is not None:
            words.setdefault(at, []).extend(pending)
            pending, cursor = [], at
    if pending and moves:
        words.setdefault(len(moves) - 1, []).extend(pending)
    return [BookMove(m.action, m.letter, m.trick, _closed(" ".join(words.get(i, []))))
            for i, m in enumerate(moves)]


def _closed(words: str) -> str:
    """A move's words cut from a sentence at a semicolon end as a sentence does."""
    return words[:-1] + "." if words.endswith((";", ",")) else words


class BookLinePlayer:
    """Plays the book's line while the game follows it, and `fallback` elsewhere (after any
    card off the line). It sees only its seat's view, like every player."""

    def __init__(self, line: list[BookMove], plays_before: int, fallback) -> None:
        self.cards = [(m.action.seat, m.action.value) for m in line]
        self.plays_before = plays_before
        self.fallback = fallback

    def book_move(self, view: SeatView) -> Action | None:
        """The book's next card for this seat, while every card so far was the book's."""
        played = [play for _, plays, _ in view.tricks for play in plays] + list(view.trick)
        played = played[self.plays_before:]
        if played != self.cards[:len(played)] or len(played) >= len(self.cards):
            return None
        seat, card = self.cards[len(played)]
        action = Action(PLAY, seat, card)
        return action if seat == view.seat and action in view.legal else None

    def choose(self, view: SeatView) -> Action:
        return self.book_move(view) or self.fallback.choose(view)
