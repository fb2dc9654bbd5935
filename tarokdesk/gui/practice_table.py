"""The table's practice tools: undo and redo back to any earlier decision, the same deal
again, the comparison with the expert after a deal (searched off the GUI thread, with its
progress shown), and the quiz (where the books' conventions decide, the table asks first;
the player's click is the answer, and the teaching panel then says whether it was the book's
and why). The game logic is in tarokdesk/practice."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Qt, Signal
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QLabel, QProgressDialog, QTableWidget,
    QTableWidgetItem, QVBoxLayout,
)

from tarokdesk.core.actions import Action
from tarokdesk.core.game import Game
from tarokdesk.core.variant import variant_class
from tarokdesk.core.view import SeatView
from tarokdesk.gui import theme
from tarokdesk.gui.apply_settings import remember
from tarokdesk.gui.hints import advice_source, advice_text, book_chapters, family_of, shown_advice
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.rich_text import escaped
from tarokdesk.gui.teaching import EXPERT_COLOUR, QUIZ_COLOUR, RIGHT, WRONG, styled
from tarokdesk.gui.words import card_words, choice_words, game_name
from tarokdesk.players.advice import Advice
from tarokdesk.practice.compare import Difference, expert_differences
from tarokdesk.rules.talon import DISCARD
from tarokdesk.rules.trickplay import PLAY


def action_words(action: Action, talon_parts: int) -> str:
    return card_words(action.card) if action.kind in (PLAY, DISCARD) else \
        choice_words(action, talon_parts)


def undo(window) -> None:
    if window.controller is not None:
        window.result_panel.hide()
        window.controller.undo()


def redo(window) -> None:
    if window.controller is not None:
        window.controller.redo()


def play_again(window) -> None:
    """The deal on the table from its start, for the player to try other choices."""
    if window.controller is not None:
        window.result_panel.hide()
        window.controller.restart_deal()


def compare_with_expert(window) -> None:
    """After a deal: the player's decisions the expert would have made otherwise, searched
    in the background while a progress dialog counts the decisions."""
    controller = window.controller
    if controller is None or not controller.game.is_terminal or window.comparison is not None:
        return
    window.comparison = ExpertRun(window, controller.game, controller.humans,
                                  str(controller.setup.seed))
    window.update_actions()


class Cancelled(Exception):
    """The comparison was called off."""


class _Sink(QObject):
    progressed = Signal(int, int)  # decisions looked at, of
    found = Signal(object)  # the differences
    failed = Signal(str)


class _Compare(QRunnable):
    def __init__(self, game: Game, seats: list[int], seed: str, sink: _Sink):
        super().__init__()
        self.game, self.seats, self.seed, self.sink = game, seats, seed, sink
        self.cancelled = False

    def run(self) -> None:
        try:
            found = expert_differences(self.game, self.seats, self.seed,
                                       progress=self._progress)
        except Cancelled:
            return
        except Exception as error:  # noqa: BLE001 - the table says so and goes on
            self._emit(self.sink.failed, f"{type(error).__name__}: {error}".splitlines()[0])
            return
        self._emit(self.sink.found, found)

    def _progress(self, done: int, total: int) -> None:
        if self.cancelled:
            raise Cancelled
        self._emit(self.sink.progressed, done, total)

    @staticmethod
    def _emit(signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:
            pass  # the window was closed while the expert searched


class ExpertRun(QObject):
    """One comparison under way: the search on a worker thread, a progress dialog the
    player may cancel, then the differences in the teaching panel and in a dialog."""

    def __init__(self, window, game: Game, seats: list[int], seed: str):
        super().__init__(window)
        self.window, self.game = window, game
        self.controller = window.controller
        self.sink = _Sink(self)
        self.sink.progressed.connect(self._progressed)
        self.sink.found.connect(self._found)
        self.sink.failed.connect(self._failed)
        decisions = sum(action.seat in seats for action in game.log)
        self.progress = QProgressDialog(
            translate("PracticeTable", "The expert looks at each of your decisions…"),
            translate("PracticeTable", "Cancel"), 0, decisions, window)
        self.progress.setWindowTitle(translate("PracticeTable", "Compare with the expert"))
        self.progress.setWindowModality(Qt.WindowModality.NonModal)  # the table stays usable
        self.progress.setMinimumDuration(0)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.canceled.connect(self.cancel)
        self.progress.setValue(0)
        self.progress.show()
        self.task = _Compare(game, list(seats), seed, self.sink)
        self.task.setAutoDelete(False)  # kept to call it off
        QThreadPool.globalInstance().start(self.task)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        self.progress.setLabelText(translate(
            "PracticeTable", "The expert looks at your decisions: {done} of {total}…").format(
            done=done, total=total))

    def _found(self, differences: list[Difference]) -> None:
        self._finish()
        talon_parts = len(self.game.state.talon_parts)
        window = self.window
        if window.controller is self.controller and self.controller.game is self.game:
            if not differences:
                window.teaching.add(ExpertFinding(None, talon_parts))
            for difference in differences:
                window.teaching.add(ExpertFinding(difference, talon_parts))
        ExpertComparison(differences, talon_parts, window).open()

    def _failed(self, error: str) -> None:
        self._finish()
        self.window.statusBar().showMessage(translate(
            "PracticeTable", "The comparison failed: {error}").format(error=error), 15000)

    def cancel(self) -> None:
        self.task.cancelled = True
        self._finish()

    def _finish(self) -> None:
        if self.window.comparison is not self:
            return
        self.window.comparison = None
        self.window.update_actions()
        self.progress.close()
        self.progress.deleteLater()
        self.deleteLater()  # a worker still running finds its sink gone and says nothing


def difference_when(difference: Difference) -> str:
    return translate("ExpertComparison", "trick {number}").format(
        number=difference.trick + 1) if difference.phase == PLAY else \
        translate("ExpertComparison", "before the play")


def difference_advice(difference: Difference) -> Advice | None:
    """The expert's advice for its choice, where it fits the view it was made on."""
    return shown_advice(difference.reason, difference.expert, difference.view)


def difference_why(difference: Difference) -> str:
    advice = difference_advice(difference)
    return advice_text(advice, difference.view) if advice else ""


@dataclass(frozen=True)
class ExpertFinding:
    """A decision of the player's the expert would have made otherwise (None: there was
    none)."""
    difference: Difference | None
    talon_parts: int

    def render(self) -> str:
        difference = self.difference
        if difference is None:
            return styled(escaped(translate("ExpertComparison", "The expert would have decided "
                                          "as you did every time.")), EXPERT_COLOUR)
        advice = difference_advice(difference)
        return styled(escaped(translate(
            "PracticeTable", "Expert, {when}: you chose “{yours}”, the expert “{expert}”. "
            "{why}").format(when=difference_when(difference),
                            yours=action_words(difference.played, self.talon_parts),
                            expert=action_words(difference.expert, self.talon_parts),
                            why=difference_why(difference))), EXPERT_COLOUR,
            advice_source(advice, difference.view) if advice else "")


class ExpertComparison(QDialog):
    """One row per decision where the expert differs: when, your choice, the expert's, why."""

    def __init__(self, differences: list[Difference], talon_parts: int, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compared with the expert"))
        theme.dress(self)
        self.summary = QLabel(self.tr("The expert would have decided as you did every time.")
                              if not differences else
                              self.tr("The expert would have decided otherwise here:"))
        self.table = QTableWidget(len(differences), 4)
        self.table.setHorizontalHeaderLabels([self.tr("When"), self.tr("You"),
                                              self.tr("The expert"), self.tr("Why")])
        for row, difference in enumerate(differences):
            for column, text in enumerate((difference_when(difference),
                                           action_words(difference.played, talon_parts),
                                           action_words(difference.expert, talon_parts),
                                           difference_why(difference))):
                self.table.setItem(row, column, QTableWidgetItem(text))
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(760, 360)


@dataclass
class Question:
    index: int
    """The answer's place in the deal's log."""
    seat: int
    book: Action
    reason: Advice
    view: SeatView
    """The view the question is asked on, which the reason explains."""

    def asked(self) -> QuizQuestion:
        return QuizQuestion(self.reason.cited, family_of(self.view))


@dataclass(frozen=True)
class QuizQuestion:
    """The quiz asks: what do the books advise here (naming the chapters that teach the
    advice's `items` in the strategy `family`)?"""
    items: tuple[str, ...]
    family: str

    def short(self) -> str:
        return translate("PracticeTable", "Quiz: what do the books advise here? ({chapters})") \
            .format(chapters=book_chapters(self.items, self.family))

    def render(self) -> str:
        return styled(escaped(self.short()), QUIZ_COLOUR)


@dataclass(frozen=True)
class QuizScore:
    """The quiz's score in a game so far."""
    variant_id: str
    right: int
    asked: int

    def render(self) -> str:
        return escaped(translate("PracticeTable", "Quiz score for {game}: {right} of {asked} "
                               "answers as the books advise.").format(
            game=game_name(variant_class(self.variant_id)), right=self.right, asked=self.asked))


@dataclass(frozen=True)
class QuizVerdict:
    """The answer to a quiz question judged: the book's choice, the player's and the books'
    reason for the view it was asked on (the score stands in the panel's heading)."""
    book: Action
    answer: Action
    reason: Advice
    view: SeatView

    @property
    def right(self) -> bool:
        return self.answer == self.book

    def render(self) -> str:
        parts = len(self.view.talon_parts)
        book, sentence = action_words(self.book, parts), advice_text(self.reason, self.view)
        if self.right:
            text = "✓ " + translate("PracticeTable", "Right: the books advise “{book}” here. "
                                    "{why}").format(book=book, why=sentence)
        else:
            text = "✗ " + translate("PracticeTable", "The books advise “{book}” here, not "
                                    "“{yours}”. {why}").format(
                book=book, yours=action_words(self.answer, parts), why=sentence)
        return styled(escaped(text), RIGHT if self.right else WRONG,
                      advice_source(self.reason, self.view))


class Quiz:
    """Asks at the human's decisions where the standard player's reason names an item of the
    books' conventions; judges the answer once it is in the log and keeps the score per game
    in the settings. Questions and verdicts go to the teaching panel (the question also to
    the action bar's line), the score to the panel's heading."""

    def __init__(self, window):
        self.window = window
        self.pending: Question | None = None
        self.verdict: QuizVerdict | None = None
        """What the table said of the last answer."""
        self.judged: Question | None = None
        """The last question answered."""

    def follow(self) -> bool:
        """After every change of the table: judge an answer given, ask a new question.
        True when a question stands (the hint must not give the answer away)."""
        window, controller = self.window, self.window.controller
        log = controller.game.log
        pending = self.pending
        if pending is not None and len(log) > pending.index:
            self.pending = None
            if log[pending.index].seat == pending.seat:
                self._judge(pending, log[pending.index])
        elif pending is not None and len(log) < pending.index:
            self.pending = None  # taken back by an undo
        if not controller.setup.quiz or not controller.human_to_act():
            return False
        if self.pending is None:
            hint = controller.hint()
            if hint is None:
                return False
            view, (book, advice) = controller.view(), hint
            if book.kind == DISCARD or len(view.legal) == 1 or not advice.cited or \
                    shown_advice(advice, book, view) is None:
                return False
            self.pending = Question(len(log), controller.viewer, book, advice, view)
            window.teaching.pin(self._score())
        question = self.pending.asked()
        window.actions_bar.show_hint(question.short())
        window.teaching.add(question, log[:self.pending.index], self.pending.seat)
        return True

    def question(self) -> QuizQuestion | None:
        """The question standing, if one does."""
        return None if self.pending is None else self.pending.asked()

    def _score(self) -> QuizScore | None:
        """The score of the game on the table, from the settings."""
        settings, variant_id = self.window.settings, self.window.controller.setup.variant_id
        if settings is None:
            return None
        score = settings["quiz_scores"].get(variant_id, {"asked": 0, "right": 0})
        return QuizScore(variant_id, score["right"], score["asked"])

    def _judge(self, question: Question, answer: Action) -> None:
        window = self.window
        self.judged = question
        variant_id = window.controller.setup.variant_id
        right = answer == question.book
        if window.settings is not None:
            scores = {key: dict(value) for key, value in window.settings["quiz_scores"].items()}
            score = scores.setdefault(variant_id, {"asked": 0, "right": 0})
            score["asked"] += 1
            score["right"] += right
            remember(window, quiz_scores=scores)
        self.verdict = QuizVerdict(question.book, answer, question.reason, question.view)
        window.actions_bar.clear_refusal()  # the question is answered
        log = window.controller.game.log
        window.teaching.add(self.verdict, log[:question.index + 1], question.seat)
        window.teaching.pin(self._score())
