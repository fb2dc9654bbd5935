"""A problem of Ulmann's (Zweiter Theil) played as a puzzle at the table.

The player takes the side the book's question asks for; the other hands follow the book's line
while the game does and the expert elsewhere. As soon as the book's goal is reached or missed
the table says so (and the problem is marked solved in the settings); *Show solution* plays the
book's line from the start, every hand by the book, with the book's words on each move.
Nothing of a puzzle is saved as a session.

Undo is allowed, as a puzzle trainer's take-back: the verdict always judges the line on the
table (a verdict whose deciding card is taken back is open again), but an attempt with a move
taken back counts as helped: its success is told, not marked solved. *Try again* starts a
fresh attempt.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import QLabel

from tarokdesk.core import Session
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableController, TableSetup
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.words import card_words
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.practice import problems as P
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
FALLBACK = "expert"
"""Who plays the other hands off the book's line."""
CONTRA_ON = {P.VOLAT_DEFEATED: "volat", P.WINS: "game"}
"""Where the player's side gave Contra, the verdict on these conditions is the Contra's."""


def seat_names(puzzle: P.Puzzle) -> list[str]:
    """The book's letters; the player's seat is 'You (A)'."""
    return [translate("Puzzle", "You ({letter})").format(letter=puzzle.letter(seat))
            if seat == puzzle.player_seat else puzzle.letter(seat)
            for seat in range(puzzle.game.state.n_seats)]


class PuzzleController(TableController):
    """The table's controller on a problem instead of a dealt session."""

    move_played = Signal(str)  # the move in words, with the book's where it gives some
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
        """Put `puzzle` on the table; with `solution` every hand plays the book's line."""
        self.stop_bots()
        self.puzzle, self.solution = puzzle, solution
        self.line = puzzle.line()
        self.verdict: bool | None = None
        self.helped = False
        """A move of this attempt was taken back: success is told, not marked solved."""
        self._seen = 0
        self.session = Session(self.setup.variant_id, self.setup.options, len(self.names),
                               self.setup.seed, puzzle.game.state.dealer, self.names,
                               draw=None)  # a problem's seats are its own
        self.session.games.append(puzzle.game)
        self.humans = [] if solution else [puzzle.player_seat]
        self.viewer = puzzle.player_seat
        self.players = {
            seat: lambda seed: P.BookLinePlayer(self.line, puzzle.plays_before,
                                                PLAYER_KINDS[self.fallback](seed))
            for seat in puzzle.game.state.active if solution or seat != puzzle.player_seat}

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

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
        """The solution stops where the book's line ends."""
        if self.solution and self._seen >= len(self.line):
            return
        super()._pump()

    def _follow(self) -> None:
        """After each card: the move in words (the book's where the game follows its line),
        and the verdict once the goal is decided."""
        self.puzzle.game = self.game  # an undo or redo puts a rebuilt game on the table
        state = self.game.state
        played = [p for t in state.tricks for p in t.plays] + list(state.trick)
        played = played[self.puzzle.plays_before:]
        if len(played) < self._seen:  # taken back: judge the line now on the table
            self._seen = len(played)
            if self.verdict is not None and self.puzzle.judge() is None:
                self.verdict = None
                self.goal_reopened.emit()
            return
        if len(played) == self._seen:
            return
        self._seen = len(played)
        book = [(m.action.seat, m.action.value) for m in self.line]
        seat, card = played[-1]
        words = translate("Puzzle", "{name}: {card}").format(name=self.names[seat],
                                                             card=card_words(card))
        if played == book[:len(played)] and self.line[len(played) - 1].text:
            words += " — " + self.line[len(played) - 1].text
        self.move_played.emit(words)
        if self.verdict is None and not self.solution:
            self.verdict = self.puzzle.judge()
            if self.verdict is not None:
                self._remember(self.verdict)
                self.goal_decided.emit(self.verdict)

    def _remember(self, solved: bool) -> None:
        if not solved or self.helped or self.settings is None:
            return
        done = set(self.settings["solved_problems"]) | {self.problem.number}
        try:
            self.settings.update(solved_problems=sorted(done))
        except SaveError as error:
            self.save_failed.emit(str(error))

    def verdict_words(self, reached: bool) -> str:
        """'The Contra won — solved', from the goal's conditions (the first missed one)."""
        puzzle = self.puzzle
        conditions = puzzle.problem.goal.conditions
        if not reached:
            conditions = tuple(c for c in conditions if puzzle.condition(*c) is False)[:1]
        phrases = []
        for name, letter in conditions:
            which = REACHED if reached else MISSED
            if self._contra_given(name):
                phrases.append(translate("Puzzle", CONTRA_WORDS[which]))
            else:
                seat_name = self.names[puzzle.seat[letter]] if letter else ""
                phrases.append(translate("Puzzle", GOAL_WORDS[name][which])
                               .format(name=seat_name))
        verdict = translate("Puzzle", "not solved") if not reached else \
            translate("Puzzle", "solved with a move taken back (not counted)") if self.helped \
            else translate("Puzzle", "solved")
        return translate("Puzzle", "{what} — {verdict}").format(what="; ".join(phrases),
                                                               verdict=verdict)

    def _contra_given(self, condition: str) -> bool:
        item = CONTRA_ON.get(condition)
        state = self.puzzle.game.state
        return item is not None and any(
            record["item"] == item and record["by"] and self.puzzle.on_side(record["by"][0])
            for record in state.announcements)


def puzzle_controller(window, problem: P.BookProblem) -> PuzzleController:
    """A controller for `problem` that reports to `window`: each move in the status bar, the
    problem and its verdict in a label at the status bar's end (gone with the puzzle)."""
    controller = PuzzleController(problem, window.bot_delay_ms, window, window.settings,
                                  FALLBACK)
    status = window.statusBar()
    banner = QLabel()
    banner.setObjectName("puzzle")
    banner.setTextFormat(Qt.TextFormat.PlainText)
    status.addPermanentWidget(banner)
    again = window.result_panel.button  # a puzzle's "next deal" is the same problem again
    controller.ended.connect(banner.hide)
    controller.ended.connect(banner.deleteLater)
    controller.ended.connect(lambda: again.setText(translate("MainWindow", "&Next deal")))
    heading = translate("Puzzle", "Problem {number} — you play {letter}").format(
        number=problem.number, letter=problem.goal.letter)
    banner.setText(heading)

    def started() -> None:
        banner.setText(heading)
        again.setText(translate("Puzzle", "&Try again"))
        window.actions_bar.clear_refusal()
        if controller.solution:
            status.showMessage(translate("Puzzle", "The book's solution, move by move"))
        else:
            status.showMessage(problem.question)

    def decided(reached: bool) -> None:
        words = controller.verdict_words(reached)
        banner.setText(f"{heading}: {words}")
        window.actions_bar.show_hint(words)

    def reopened() -> None:
        banner.setText(heading)
        window.actions_bar.clear_refusal()

    controller.restarted.connect(started)
    controller.goal_reopened.connect(reopened)
    controller.move_played.connect(status.showMessage)
    controller.goal_decided.connect(decided)
    return controller
