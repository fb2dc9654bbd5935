"""The table's practice tools: undo and redo back to any earlier decision, the same deal
again, the comparison with the expert after a deal, and the quiz (where the books'
conventions decide, the table asks first; the player's click is the answer, and the table
then says whether it was the book's and why). The game logic is in tarokdesk/practice."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from tarokdesk.core.actions import Action
from tarokdesk.core.variant import variant_class
from tarokdesk.core.view import SeatView
from tarokdesk.gui.apply_settings import remember
from tarokdesk.gui.hints import advice_source, advice_text, book_chapters, family_of, shown_advice
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.words import card_words, choice_words
from tarokdesk.players.advice import Advice
from tarokdesk.practice.compare import Difference, expert_differences


def action_words(action: Action, talon_parts: int) -> str:
    return card_words(action.value) if action.kind in ("play", "discard") else \
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
    """After a deal: the player's decisions the expert would have made otherwise."""
    controller = window.controller
    if controller is None or not controller.game.is_terminal:
        window.statusBar().showMessage(translate(
            "PracticeTable", "The comparison with the expert is made after the deal."), 10000)
        return
    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)  # the expert searches
    try:
        differences = expert_differences(controller.game, controller.humans,
                                         str(controller.setup.seed))
    finally:
        QGuiApplication.restoreOverrideCursor()
    ExpertComparison(differences, len(controller.game.state.talon_parts), window).exec()


class ExpertComparison(QDialog):
    """One row per decision where the expert differs: when, your choice, the expert's, why."""

    def __init__(self, differences: list[Difference], talon_parts: int, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Compared with the expert"))
        self.summary = QLabel(self.tr("The expert would have decided as you did every time.")
                              if not differences else
                              self.tr("The expert would have decided otherwise here:"))
        self.table = QTableWidget(len(differences), 4)
        self.table.setHorizontalHeaderLabels([self.tr("When"), self.tr("You"),
                                              self.tr("The expert"), self.tr("Why")])
        for row, difference in enumerate(differences):
            when = self.tr("trick {number}").format(number=difference.trick + 1) \
                if difference.phase == "play" else self.tr("before the play")
            advice = shown_advice(difference.reason, difference.expert, difference.view)
            why = advice_text(advice, difference.view) if advice else ""
            for column, text in enumerate((when, action_words(difference.played, talon_parts),
                                           action_words(difference.expert, talon_parts), why)):
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


class Quiz:
    """Asks at the human's decisions where the standard player's reason names an item of the
    books' conventions; judges the answer once it is in the log and keeps the score per game
    in the settings."""

    def __init__(self, window):
        self.window = window
        self.pending: Question | None = None
        self.verdict = ""
        """What the table said of the last answer."""
        self.judged: Question | None = None
        """The last question answered."""

    def follow(self) -> bool:
        """After every change of the table: judge an answer given, ask a new question.
        True when a question stands (the hint must not give the answer away)."""
        controller = self.window.controller
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
            if book.kind == "discard" or len(view.legal) == 1 or not advice.cited or \
                    shown_advice(advice, book, view) is None:
                return False
            self.pending = Question(len(log), controller.viewer, book, advice, view)
        question = self.pending
        self.window.actions_bar.show_hint(translate(
            "PracticeTable", "Quiz: what do the books advise here? ({chapters})").format(
            chapters=book_chapters(question.reason.cited, family_of(question.view))))
        return True

    def _judge(self, question: Question, answer: Action) -> None:
        window = self.window
        self.judged = question
        variant_id = window.controller.setup.variant_id
        parts = len(window.controller.view().talon_parts)
        book = action_words(question.book, parts)
        why = f"{advice_text(question.reason, question.view)} " \
              f"({advice_source(question.reason, question.view)})"
        right = answer == question.book
        if right:
            self.verdict = translate("PracticeTable", "Right: the books advise “{book}” here. "
                                     "{why}").format(book=book, why=why)
        else:
            self.verdict = translate("PracticeTable", "The books advise “{book}” here, not "
                                     "“{yours}”. {why}").format(
                book=book, yours=action_words(answer, parts), why=why)
        if window.settings is not None:
            scores = {key: dict(value) for key, value in window.settings["quiz_scores"].items()}
            score = scores.setdefault(variant_id, {"asked": 0, "right": 0})
            score["asked"] += 1
            score["right"] += right
            remember(window, quiz_scores=scores)
            self.verdict += " " + translate(
                "PracticeTable", "Quiz score for {game}: {right} of {asked} answers as the books "
                "advise.").format(game=variant_class(variant_id).name, **score)
        window.actions_bar.clear_refusal()  # the question is answered
        window.statusBar().showMessage(self.verdict)
