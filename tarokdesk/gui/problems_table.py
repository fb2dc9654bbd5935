"""A problem of Ulmann's (Zweiter Theil) played as a puzzle at the table.

The player takes the side the book's question asks for; the other hands follow the book's line
while the game does and the expert elsewhere. The teaching panel states the goal before the
first card and keeps it, marks each of the player's cards right or wrong (the book's card, or
one that reaches the goal all the same, is right) and keeps the book's words on the moves; as
soon as the goal is reached or missed the table says so (and the problem is marked solved in
the settings). *Show solution* sets the problem up again and steps through the book's line
under the player's control (Back and Forward, or the arrow keys), each move with the book's
words, its cards named in words. Nothing of a puzzle is saved as a session.

Undo is allowed, as a puzzle trainer's take-back: the verdict always judges the line on the
table (a verdict whose deciding card is taken back is open again), but an attempt with a move
taken back counts as helped: its success is told, not marked solved. *Try again* starts a
fresh attempt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtCore import Signal

from tarokdesk.cards.card import card_from_name
from tarokdesk.cards.names import CardNames
from tarokdesk.core import Session
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableController, TableSetup
from tarokdesk.gui.i18n import LANGUAGE, QT_TRANSLATE_NOOP, translate
from tarokdesk.gui.rich_text import escaped
from tarokdesk.gui.teaching import BOOK_COLOUR, OPEN, RIGHT, WRONG, styled
from tarokdesk.gui.words import card_words
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.practice import problems as P
from tarokdesk.practice.timeline import replayed
from tarokdesk.store import SaveError

REACHED, MISSED = 0, 1
GOAL_WORDS = {  # condition -> (reached, missed); {name} is the seat the condition names
    P.WINS: (QT_TRANSLATE_NOOP("Puzzle", "Your side won the game"),
             QT_TRANSLATE_NOOP("Puzzle", "Your side lost the game")),
    P.VOLAT_DEFEATED: (QT_TRANSLATE_NOOP("Puzzle", "The Volat failed"),
                       QT_TRANSLATE_NOOP("Puzzle", "The Volat was made")),
    P.VOLAT: (QT_TRANSLATE_NOOP("Puzzle", "The Volat was made"),
              QT_TRANSLATE_NOOP("Puzzle", "The Volat failed")),
    P.NO_TRICK: (QT_TRANSLATE_NOOP("Puzzle", "The declarer took no trick"),
                 QT_TRANSLATE_NOOP("Puzzle", "The declarer took a trick")),
    P.ULTIMO: (QT_TRANSLATE_NOOP("Puzzle", "{name}'s Pagat took the last trick"),
               QT_TRANSLATE_NOOP("Puzzle", "{name}'s Pagat did not take the last trick")),
    P.ULTIMO_STOPPED: (QT_TRANSLATE_NOOP("Puzzle", "{name}'s Pagat was stopped"),
                       QT_TRANSLATE_NOOP("Puzzle", "{name}'s Pagat took the last trick")),
    P.KING_LAST: (QT_TRANSLATE_NOOP("Puzzle", "{name}'s king took the last trick"),
                  QT_TRANSLATE_NOOP("Puzzle", "{name}'s king did not take the last trick")),
    P.MOND_SAVED: (QT_TRANSLATE_NOOP("Puzzle", "The Mond was saved"),
                   QT_TRANSLATE_NOOP("Puzzle", "The Mond was caught")),
}
CONTRA_WORDS = (QT_TRANSLATE_NOOP("Puzzle", "The Contra won"),
                QT_TRANSLATE_NOOP("Puzzle", "The Contra lost"))
AIM_WORDS = {  # (condition, ours) -> the goal as the player is told it before the first card
    (P.WINS, True): QT_TRANSLATE_NOOP("Puzzle", "Win the game."),
    (P.WINS, False): QT_TRANSLATE_NOOP("Puzzle", "Defeat the declarer's game."),
    (P.VOLAT_DEFEATED, False): QT_TRANSLATE_NOOP("Puzzle", "Take one trick to beat the Volat."),
    (P.VOLAT, True): QT_TRANSLATE_NOOP("Puzzle", "Take every trick: the Volat."),
    (P.NO_TRICK, False): QT_TRANSLATE_NOOP("Puzzle", "Leave the declarer's side without a "
                                                     "trick."),
    (P.ULTIMO, True): QT_TRANSLATE_NOOP("Puzzle", "Take the last trick with your Pagat."),
    (P.ULTIMO_STOPPED, False): QT_TRANSLATE_NOOP("Puzzle", "Keep {name}'s Pagat from taking "
                                                           "the last trick."),
    (P.KING_LAST, False): QT_TRANSLATE_NOOP("Puzzle", "{name}'s king must take the last "
                                                      "trick."),
    (P.MOND_SAVED, False): QT_TRANSLATE_NOOP("Puzzle", "Save the Mond: your side must take "
                                                       "the trick it falls in."),
}
FALLBACK = "expert"
"""Who plays the other hands off the book's line."""
CONTRA_ON = {P.VOLAT_DEFEATED: "volat", P.WINS: "game"}
"""Where the player's side gave Contra, the verdict on these conditions is the Contra's."""


def seat_names(puzzle: P.Puzzle) -> list[str]:
    """The book's letters; the player's seat is 'You as A', which reads whole where a line puts
    a name in brackets ('Recontra ×4 (You as A)')."""
    return [translate("Puzzle", "You as {letter}").format(letter=puzzle.letter(seat))
            if seat == puzzle.player_seat else puzzle.letter(seat)
            for seat in range(puzzle.game.state.n_seats)]


BOOK_TERMS = {
    "Points": QT_TRANSLATE_NOOP("Puzzle", "Points: the book's word for card points"),
}
"""The book's own words of its time that its quoted German keeps, explained after a quote
that uses them (matched as whole words, so the English 'points' is not)."""


def book_text(text: str, ace_letter: str = "1", names: CardNames | None = None) -> str:
    """The book's words with its card codes ('DK', 'T19') said as cards are at the table."""
    def said(found) -> str:
        try:
            return card_words(card_from_name(found.group()), ace_letter, names)
        except ValueError:
            return found.group()
    return P.CARD_CODE.sub(said, text)


def aim_words(aim: P.Aim, names: dict[str, str]) -> str:
    """One condition of the goal as the player is told it; `names` by the book's letters."""
    return translate("Puzzle", AIM_WORDS[aim.condition, aim.ours]).format(
        name="" if aim.letter is None else names.get(aim.letter, ""))


def in_language(texts: tuple[tuple[str, str], ...]) -> str:
    """The text of the table's language among (language, text) pairs, else the first."""
    return dict(texts).get(LANGUAGE.current, texts[0][1])


@dataclass(frozen=True)
class PuzzleVerdict:
    """The goal reached or missed: the phrases of its conditions (English source texts of
    GOAL_WORDS or CONTRA_WORDS, each with the seat it names), and whether a move was taken
    back on the way."""
    reached: bool
    helped: bool
    phrases: tuple[tuple[str, str], ...]

    def render(self) -> str:
        what = "; ".join(translate("Puzzle", text).format(name=name)
                         for text, name in self.phrases)
        verdict = translate("Puzzle", "not solved") if not self.reached else \
            translate("Puzzle", "solved with a move taken back (not counted)") \
            if self.helped else translate("Puzzle", "solved")
        return translate("Puzzle", "{what} — {verdict}").format(what=what, verdict=verdict)


@dataclass(frozen=True)
class PuzzleHeading:
    """The teaching panel's heading while a problem is on the table: which, the seat, the
    goal, and the verdict once there is one."""
    number: int
    letter: str
    aims: tuple[P.Aim, ...]
    names: tuple[tuple[str, str], ...]
    """The seats' names by the book's letters."""
    solution: bool = False
    verdict: PuzzleVerdict | None = None

    def render(self) -> str:
        names = dict(self.names)
        title = translate("Puzzle", "Problem {number} — you play {letter}").format(
            number=self.number, letter=self.letter)
        lines = [f"<b>{escaped(title)}</b>", escaped(translate("Puzzle", "Goal: {aims}").format(
            aims=" ".join(aim_words(aim, names) for aim in self.aims)))]
        if self.solution:
            lines.append(escaped(translate("Puzzle", "The book's solution, move by move")))
        if self.verdict is not None:
            colour = RIGHT if self.verdict.reached else WRONG
            lines.append(f"<b style='color:{colour}'>{escaped(self.verdict.render())}</b>")
        return "<br>".join(lines)


@dataclass(frozen=True)
class BookWords:
    """A move of the book's line with the book's words on it: (language, text) pairs; `step`
    numbers the moves of a solution shown step by step (None in play)."""
    name: str
    card: int
    words: tuple[tuple[str, str], ...]
    ace_letter: str = "1"
    card_names: CardNames | None = None
    step: int | None = None

    def render(self) -> str:
        move = translate("Puzzle", "{name}: {card}").format(
            name=self.name, card=card_words(self.card, self.ace_letter, self.card_names))
        if self.step is not None:
            move = f"{self.step}. {move}"
        said = book_text(in_language(self.words), self.ace_letter, self.card_names)
        return styled(escaped(f"{move} — {said}" if said else move), BOOK_COLOUR)


@dataclass(frozen=True)
class BookText:
    """The book's question, or its whole answer (where it gives no line to step through)."""
    answer: bool
    texts: tuple[tuple[str, str], ...]
    ace_letter: str = "1"
    card_names: CardNames | None = None

    def render(self) -> str:
        said = book_text(in_language(self.texts), self.ace_letter, self.card_names)
        template = translate("Puzzle", "The book's answer: {text}") if self.answer else \
            translate("Puzzle", "The book asks: {text}")
        glosses = [f"({translate('Puzzle', gloss)})" for term, gloss in BOOK_TERMS.items()
                   if re.search(rf"\b{term}\b", said)]
        return styled(escaped(" ".join([template.format(text=said), *glosses])), BOOK_COLOUR)


@dataclass(frozen=True)
class MoveMark:
    """The player's card judged: `book` the book's card at this move (None: the game left
    the book's line before, or the book gives none), `reached` the goal's verdict once the
    card's trick was over (None: still open), with the book's words on it (on its line)."""
    card: int
    book: int | None
    reached: bool | None
    words: tuple[tuple[str, str], ...] = ()
    ace_letter: str = "1"
    card_names: CardNames | None = None

    @property
    def right(self) -> bool | None:
        """Right: the book's card, or one that reaches the goal; wrong: another than the
        book's that does not, or one after which the goal is missed; None: no line to
        judge by, the goal still open."""
        if self.book == self.card or self.reached:
            return True
        if self.book is not None or self.reached is False:
            return False
        return None

    def render(self) -> str:
        def said(card: int) -> str:
            return card_words(card, self.ace_letter, self.card_names)
        card = said(self.card)
        if self.book == self.card:
            text = "✓ " + translate("Puzzle", "{card}: the book's card.").format(card=card)
        elif self.reached and self.book is not None:
            text = "✓ " + translate("Puzzle", "{card}: not the book's card ({book}), but it "
                                    "reaches the goal too.").format(card=card,
                                                                    book=said(self.book))
        elif self.reached:
            text = "✓ " + translate("Puzzle", "{card}: it reaches the goal.").format(card=card)
        elif self.book is not None:
            text = "✗ " + translate("Puzzle", "{card}: the book plays {book} here.").format(
                card=card, book=said(self.book))
        elif self.reached is False:
            text = "✗ " + translate("Puzzle", "{card}: the goal is missed.").format(card=card)
        else:
            text = "• " + translate("Puzzle", "{card}: off the book's line; the goal will "
                                    "tell.").format(card=card)
        said_by_book = book_text(in_language(self.words), self.ace_letter, self.card_names) \
            if self.words else ""
        if said_by_book:
            text += " " + translate("Puzzle", "The book: {text}").format(text=said_by_book)
        colour = {True: RIGHT, False: WRONG, None: OPEN}[self.right]
        return styled(escaped(text), colour)


class PuzzleController(TableController):
    """The table's controller on a problem instead of a dealt session."""

    moved = Signal(object)  # BookWords of a move of the book's line that the book speaks of
    marked = Signal(object)  # MoveMark: the player's card judged
    stepped = Signal(int)  # the moves of the solution now on the table
    goal_decided = Signal(bool)  # reached
    goal_reopened = Signal()  # the card that decided the goal was taken back
    restarted = Signal()  # the problem is at its start again (or its solution begins)
    ended = Signal()  # the table puts the puzzle away

    def __init__(self, problem: P.BookProblem, bot_delay_ms: int = 400, parent=None,
                 settings=None, fallback: str = FALLBACK):
        puzzle = problem.set_up()
        seats = [SeatSetup(name, HUMAN if seat == puzzle.player_seat else fallback)
                 for seat, name in enumerate(seat_names(puzzle))]
        setup = TableSetup(puzzle.game.state.variant_id, seats, f"problem-{problem.number}",
                           dict(puzzle.game.variant.settings), puzzle.game.state.dealer)
        super().__init__(setup, bot_delay_ms, parent)
        self.problem, self.settings, self.fallback = problem, settings, fallback
        self.changed.connect(self._follow)  # before the window's own slot: words first
        self._load(puzzle, solution=False)

    def _load(self, puzzle: P.Puzzle, solution: bool) -> None:
        """Put `puzzle` on the table; with `solution` the player steps through the book's
        line, nobody thinks."""
        self.stop_bots()
        self.puzzle, self.solution = puzzle, solution
        self.line = puzzle.line()
        self.book_words = {language: [move.text for move in puzzle.line(language)]
                           for language in P.TEXT_LANGUAGES}
        """The book's words on each move of its line, by language."""
        self.verdict: bool | None = None
        self.helped = False
        """A move of this attempt was taken back: success is told, not marked solved."""
        self._seen = 0
        self._pending: list[tuple[int, int, int | None, int]] = []
        """The player's cards off the book's card, judged when their trick is over:
        (place in the line, card, the book's card, tricks complete once it is over)."""
        self.session = Session(self.setup.variant_id, self.setup.options, len(self.names),
                               self.setup.seed, puzzle.game.state.dealer, self.names,
                               draw=None)  # a problem's seats are its own
        self.session.games.append(puzzle.game)
        self.humans = [] if solution else [puzzle.player_seat]
        self.viewer = puzzle.player_seat
        self.players = {} if solution else {
            seat: lambda seed: P.BookLinePlayer(self.line, puzzle.plays_before,
                                                PLAYER_KINDS[self.fallback](seed))
            for seat in puzzle.game.state.active if seat != puzzle.player_seat}

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    def letter_names(self) -> tuple[tuple[str, str], ...]:
        """The seats' names by the book's letters."""
        return tuple((letter, self.names[seat]) for letter, seat in self.puzzle.seat.items())

    def card_names(self) -> tuple[str, CardNames | None]:
        """The ace letter and the book's card names of the problem's game."""
        variant = self.puzzle.game.variant
        return variant.pack.ace_letter, variant.presentation.card_names

    def words_on(self, index: int) -> tuple[tuple[str, str], ...]:
        """The book's words on the move at `index` of its line, by language."""
        return tuple((language, words[index]) for language, words in self.book_words.items())

    def start(self) -> None:
        self.restarted.emit()
        super().start()

    def shutdown(self) -> None:
        super().shutdown()
        self.ended.emit()

    def restart(self, solution: bool = False) -> None:
        """The problem from its start again (and, with `solution`, the book's line)."""
        self._load(self.problem.set_up(), solution)
        self.restarted.emit()
        self._go(deal=False)

    def show_solution(self) -> None:
        self.restart(solution=True)

    # --- the solution, step by step ------------------------------------------------------
    def stepping(self) -> bool:
        return self.solution

    def steps(self) -> tuple[int, int]:
        """(moves of the book's line on the table, moves in it)."""
        return self._seen, len(self.line)

    def step(self, delta: int) -> None:
        """One move of the book's line forward (+1) or back (-1)."""
        if not self.solution:
            return
        game = self.game
        if delta > 0 and self._seen < len(self.line) and not game.is_terminal:
            game.apply(self.line[self._seen].action)
        elif delta < 0 and self._seen > 0:
            self.session.games[-1] = replayed(game, game.log[:-1])
        else:
            return
        self.changed.emit()
        if self.game.is_terminal:
            self.deal_over.emit()

    # --- play ----------------------------------------------------------------------------
    def undo(self) -> None:
        if self.can_undo():
            self.helped = True
            super().undo()

    def redo(self) -> None:
        if self.can_redo():
            self.helped = True
            super().redo()

    def restart_deal(self) -> None:
        """Playing a puzzle's deal again is a fresh attempt."""
        self.restart()

    def next_deal(self) -> None:
        """A puzzle has no next deal: the result panel's button tries the problem again."""
        if self.game.is_terminal:
            self.restart()

    def _pump(self) -> None:
        """Nobody thinks while the solution is stepped through."""
        if not self.solution:
            super()._pump()
        elif self.game.is_terminal:
            self.deal_over.emit()

    def _played(self) -> list[tuple[int, int]]:
        """The cards played since the problem began, (seat, card)."""
        state = self.game.state
        played = [p for t in state.tricks for p in t.plays] + list(state.trick)
        return played[self.puzzle.plays_before:]

    def _follow(self) -> None:
        """After each card: the book's words where the game follows its line, the mark on
        the player's card, and the verdict once the goal is decided."""
        self.puzzle.game = self.game  # an undo or redo puts a rebuilt game on the table
        played = self._played()
        if len(played) < self._seen:  # taken back: judge the line now on the table
            self._seen = len(played)
            self._pending = [mark for mark in self._pending if mark[0] < self._seen]
            if self.verdict is not None and self.puzzle.judge() is None:
                self.verdict = None
                self.goal_reopened.emit()
            if self.solution:
                self.stepped.emit(self._seen)
            return
        if len(played) == self._seen:
            return
        new = range(self._seen, len(played))
        self._seen = len(played)
        if self.solution:
            self.stepped.emit(self._seen)
            return
        book = [(m.action.seat, m.action.card) for m in self.line]
        tricks = len(self.game.state.tricks)
        for index in new:
            seat, card = played[index]
            on_line = index < len(book) and played[:index] == book[:index]
            if seat == self.puzzle.player_seat and self.verdict is None:
                book_card = book[index][1] if on_line else None
                if book_card == card:
                    self._mark(index, card, book_card, None)
                else:
                    in_trick = index >= len(played) - len(self.game.state.trick)
                    self._pending.append((index, card, book_card, tricks + in_trick))
            elif on_line and played[index] == book[index] and self.line[index].text:
                self.moved.emit(BookWords(self.names[seat], card, self.words_on(index),
                                          *self.card_names()))
        reached = self.puzzle.judge()
        due = [mark for mark in self._pending if tricks >= mark[3] or reached is not None
               or self.game.is_terminal]
        for mark in due:
            self._pending.remove(mark)
            self._mark(*mark[:3], reached)
        if self.verdict is None:
            self.verdict = reached
            if reached is not None:
                self._remember(reached)
                self.goal_decided.emit(reached)

    def _mark(self, index: int, card: int, book_card: int | None,
              reached: bool | None) -> None:
        words = self.words_on(index) if book_card == card else ()
        self.marked.emit(MoveMark(card, book_card, reached, words, *self.card_names()))

    def _remember(self, solved: bool) -> None:
        if not solved or self.helped or self.settings is None:
            return
        done = set(self.settings["solved_problems"]) | {self.problem.number}
        try:
            self.settings.update(solved_problems=sorted(done))
        except SaveError as error:
            self.save_failed.emit(str(error))

    def verdict_of(self, reached: bool) -> PuzzleVerdict:
        """The verdict from the goal's conditions (all of them, or the first one missed)."""
        puzzle = self.puzzle
        conditions = puzzle.problem.stated_goal.conditions
        if not reached:
            conditions = tuple(c for c in conditions if puzzle.condition(*c) is False)[:1]
        which = REACHED if reached else MISSED
        phrases = tuple((CONTRA_WORDS[which], "") if self._contra_given(name) else
                        (GOAL_WORDS[name][which], self.names[puzzle.seat[letter]] if letter
                         else "") for name, letter in conditions)
        return PuzzleVerdict(reached, self.helped, phrases)

    def heading(self) -> PuzzleHeading:
        """The panel's heading for the problem as it stands."""
        verdict = None if self.verdict is None or self.solution else \
            self.verdict_of(self.verdict)
        return PuzzleHeading(self.problem.number, self.problem.stated_goal.letter,
                             self.puzzle.aims(), self.letter_names(), self.solution, verdict)

    def _contra_given(self, condition: str) -> bool:
        item = CONTRA_ON.get(condition)
        state = self.puzzle.game.state
        return item is not None and any(
            record["item"] == item and record["by"] and self.puzzle.on_side(record["by"][0])
            for record in state.announcements)


def puzzle_controller(window, problem: P.BookProblem) -> PuzzleController:
    """A controller for `problem` that reports to `window`'s teaching panel: the goal and
    the verdict in its heading, the question, the marks on the player's cards and the book's
    words in its history (the solution's moves, step by step)."""
    controller = PuzzleController(problem, window.bot_delay_ms, window, window.settings,
                                  FALLBACK)
    teaching = window.teaching
    again = window.result_panel.button  # a puzzle's "next deal" is the same problem again
    controller.ended.connect(lambda: again.setText(translate("MainWindow", "&Next deal")))

    def question() -> BookText:
        return BookText(False, tuple((language, problem.question_in(language))
                                     for language in P.TEXT_LANGUAGES),
                        *controller.card_names())

    def started() -> None:
        again.setText(translate("Puzzle", "&Try again"))
        window.actions_bar.clear_refusal()
        teaching.clear()
        teaching.pin(controller.heading())
        if controller.solution:
            show_steps(0)
        else:
            teaching.add(question())

    def show_steps(shown: int) -> None:
        """The solution's history: the question, then each move on the table with the
        book's words (the whole answer where the book gives no line)."""
        teaching.clear()
        teaching.add(question())
        if not controller.line:
            teaching.add(BookText(True, tuple((language, problem.answer_in(language))
                                              for language in P.TEXT_LANGUAGES),
                                  *controller.card_names()))
        for index, move in enumerate(controller.line[:shown]):
            teaching.add(BookWords(controller.names[move.action.seat], move.action.card,
                                   controller.words_on(index), *controller.card_names(),
                                   step=index + 1))

    def decided(reached: bool) -> None:
        teaching.pin(controller.heading())
        window.actions_bar.show_hint(controller.verdict_of(reached).render())

    def reopened() -> None:
        teaching.pin(controller.heading())

    def said(entry) -> None:
        teaching.add(entry, controller.game.log)

    controller.restarted.connect(started)
    controller.goal_reopened.connect(reopened)
    controller.goal_decided.connect(decided)
    controller.moved.connect(said)
    controller.marked.connect(said)
    controller.stepped.connect(show_steps)
    return controller
