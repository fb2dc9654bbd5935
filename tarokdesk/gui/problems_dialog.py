"""Practice → Problems: the 33 problems of Ulmann's Zweiter Theil with title, game and status
(solved in green, from the settings; not yet solved; partly dealt at will; cannot be played
and why, greyed). A problem whose game is not built yet is greyed with the game's name; the
unrecoverable ones show their statement and why they cannot be played, a playable one its
goal. *Play* (or a double click) puts a playable problem on the table as a puzzle."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel, QTableWidget,
    QTableWidgetItem, QVBoxLayout,
)

from tarokdesk.gui import theme
from tarokdesk.gui.i18n import LANGUAGE
from tarokdesk.gui.problems_table import aim_words
from tarokdesk.gui.words import capitalised
from tarokdesk.practice import problems as P

COLUMNS = 4  # number, title, game, status
GAME_WIDTH = 190
"""Pixels for the game's name (the longest, Neunzehnerrufen's, wraps)."""
SOLVED = QColor("#1b5e20")
UNPLAYABLE = QColor("#757575")


class ProblemsDialog(QDialog):
    def __init__(self, parent=None, settings=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Problems"))
        theme.dress(self)
        self.resize(900, 620)
        self.problems = P.load_problems(LANGUAGE.current)  # the book's texts in German too
        self.solved = set(settings["solved_problems"]) if settings else set()
        self.chosen: P.BookProblem | None = None
        heading = QLabel(self.tr("The 33 problems of Ulmann's book (Ulmann, Zweiter Theil). "
                                 "You take the side the question asks for."))
        heading.setWordWrap(True)
        self.table = QTableWidget(len(self.problems), COLUMNS)
        self.table.setHorizontalHeaderLabels(
            [self.tr("No."), self.tr("Title"), self.tr("Game"), self.tr("Status")])
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)  # a long title or game takes a second line, never cut
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        header = self.table.horizontalHeader()
        header.geometriesChanged.connect(self.table.resizeRowsToContents)
        header.sectionResized.connect(self.table.resizeRowsToContents)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(2, GAME_WIDTH)
        for row, problem in enumerate(self.problems):
            self._fill(row, problem)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.PlainText)  # the data's words, as they are
        self.details.setMinimumHeight(110)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.play_button = self.buttons.addButton(self.tr("&Play"),
                                                  QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self._play)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.details)
        layout.addWidget(self.buttons)
        self.table.itemSelectionChanged.connect(self._selected)
        self.table.cellDoubleClicked.connect(lambda row, _: self._play())
        first = next((row for row, p in enumerate(self.problems)
                      if p.playable and p.number not in self.solved), 0)
        self.table.selectRow(first)
        self._selected()

    def status_words(self, problem: P.BookProblem) -> str:
        if problem.status == P.NOT_BUILT:
            return self.tr("Not built yet: {game}").format(game=problem.game_name)
        if problem.status == P.UNRECOVERABLE:
            return self.tr("Cannot be played: the hands are lost")
        if not problem.playable:
            return self.tr("Cannot be played: the endgame is lost")
        solved = problem.number in self.solved
        if problem.status == P.PARTIAL:
            return self.tr("✓ Solved · partly dealt") if solved else \
                self.tr("Not yet solved · partly dealt")
        return self.tr("✓ Solved") if solved else self.tr("Not yet solved")

    def _fill(self, row: int, problem: P.BookProblem) -> None:
        title = problem.title.partition(": ")[2] or problem.title
        title = capitalised(title)
        status = self.status_words(problem)
        for column, text in enumerate((str(problem.number), title, problem.game_name, status)):
            item = QTableWidgetItem(text)
            item.setToolTip(f"{problem.title}\n{problem.variant_label}")
            if problem.status == P.NOT_BUILT:  # greyed: listed, but not to be chosen
                item.setFlags(Qt.ItemFlag.NoItemFlags)
                item.setToolTip(status)
            elif column == 3 and not problem.playable:
                item.setForeground(QBrush(UNPLAYABLE))
            elif column == 3 and problem.number in self.solved:
                item.setForeground(QBrush(SOLVED))
            if column == 3 and problem.status == P.PARTIAL and problem.playable:
                item.setToolTip(self.tr("Partly dealt: the book places only some cards; the "
                                        "others are dealt at will."))
            self.table.setItem(row, column, item)

    def current(self) -> P.BookProblem | None:
        rows = self.table.selectionModel().selectedRows()
        return self.problems[rows[0].row()] if rows else None

    def _selected(self) -> None:
        problem = self.current()
        self.play_button.setEnabled(problem is not None and problem.playable)
        if problem is None:
            self.details.clear()
            return
        lines = [problem.title, *problem.statement()]
        if problem.status == P.UNRECOVERABLE:
            lines += [self.tr("The book's answer: {answer}").format(
                answer=problem.answer),
                self.tr("It cannot be played: {reason}").format(reason=problem.reason)]
        elif not problem.playable:
            lines.append(self.tr("It cannot be played: an endgame whose hands and earlier "
                                 "tricks are lost."))
        else:
            aims = problem.set_up().aims()
            letters = {letter: letter for letter in problem.data["seats"]["play_order"]}
            lines.append(self.tr("Your goal, as {letter}: {aims}").format(
                letter=problem.stated_goal.letter,
                aims=" ".join(aim_words(aim, letters) for aim in aims)))
            if problem.status == P.PARTIAL:
                lines.append(self.tr("Partial: the book's words place only some cards; the "
                                     "others are dealt at will, so the goal may be out of "
                                     "reach."))
        self.details.setText("\n".join(lines))

    def _play(self) -> None:
        problem = self.current()
        if problem is not None and problem.playable:
            self.chosen = problem
            self.accept()
