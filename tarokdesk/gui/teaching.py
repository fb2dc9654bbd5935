"""The teaching panel: what the table teaches during a deal, kept where it can be read again.

Hints, quiz questions and verdicts with the score, a problem's goal, the marks on the player's
moves and the book's commentary, refusals with their rule, the expert's reasons and the
review's findings are entries of one history of the deal on the table. It wraps, stays until
the next deal and can be hidden (View menu); the status bar keeps only short notes.

An entry is data whose `render()` makes its words when shown, so a change of language renders
every entry again: an advice is kept as the player's `Advice` with the view and the action it
explains, and put into words by hints.py. Each entry keeps the deal's actions as they stood
when it was made: after an undo the entries of what was taken back are greyed, and a redo
brings them back. In hot-seat play a human sees only the entries made for him and those for
everyone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import Protocol

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QFrame, QLabel, QTextBrowser, QVBoxLayout, QWidget

from tarokdesk.core.actions import Action
from tarokdesk.core.refusals import Refusal
from tarokdesk.core.view import SeatView
from tarokdesk.gui.hints import advice_source, advice_text, choice_in_words, shown_advice
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.rich_text import escaped
from tarokdesk.gui.words import refusal_words
from tarokdesk.players.advice import Advice

HINT_COLOUR, QUIZ_COLOUR, REFUSAL_COLOUR = "#0b3d91", "#4a148c", "#b00020"
EXPERT_COLOUR, BOOK_COLOUR, NOTE_COLOUR = "#004d40", "#3e2723", "#37474f"
RIGHT, WRONG, OPEN = "#1b5e20", "#b00020", "#37474f"
"""The colours of a mark on a move."""
TAKEN_BACK = "#9e9e9e"
SOURCE = "#555555"


class Entry(Protocol):
    def render(self) -> str:
        """Rich text in the table's language (people's names escaped)."""


def styled(text: str, colour: str, source: str = "") -> str:
    """Rich text of an entry: `text` (rich text) in `colour`, the books it follows (plain)
    beneath in small grey type."""
    body = f"<span style='color:{colour}'>{text}</span>"
    if source:
        body += f"<br><small style='color:{SOURCE}'>{escaped(source)}</small>"
    return body


@dataclass(frozen=True)
class Hint:
    """The standard player's advice to the human: his choice in the view he had, and why."""
    action: Action
    advice: Advice
    view: SeatView

    def short(self) -> str:
        """One line for the action bar; the reason is the panel's."""
        return translate("Teaching", "Hint: {what}").format(
            what=choice_in_words(self.action, self.view))

    def reason(self) -> str:
        """Why, in the table's language, or "" where the advice does not fit the choice."""
        if shown_advice(self.advice, self.action, self.view) is None:
            return ""
        return advice_text(self.advice, self.view)

    def render(self) -> str:
        if shown_advice(self.advice, self.action, self.view) is None:
            return styled(escaped(self.short()), HINT_COLOUR)
        return styled(escaped(translate("MainWindow", "Hint: {what} — {reason}").format(
            what=choice_in_words(self.action, self.view),
            reason=advice_text(self.advice, self.view))), HINT_COLOUR,
            advice_source(self.advice, self.view))


@dataclass(frozen=True)
class RefusalNote:
    """An action the table refused, with the rule and where the books say so."""
    refusal: Refusal

    def render(self) -> str:
        return styled(escaped(translate("Teaching", "Not allowed: {reason}").format(
            reason=refusal_words(self.refusal))), REFUSAL_COLOUR)


@dataclass(frozen=True)
class Note:
    """A fixed text of the table with plain parameters (`text` marked for translation in
    `context` where the note is made)."""
    context: str
    text: str
    params: tuple[tuple[str, str], ...] = ()

    def render(self) -> str:
        return styled(escaped(translate(self.context, self.text).format(**dict(self.params))),
                      NOTE_COLOUR)


@dataclass(frozen=True)
class _Kept:
    entry: Entry
    line: tuple[Action, ...]
    """The deal's actions when the entry was made."""
    seat: int | None
    """The seat whose human the entry is for; None: everyone at the table."""


def _runs(texts: list[str]) -> list[tuple[str, str]]:
    """Each text once where it follows itself (the same hint asked for again), with the
    number of times it was given ("(×2)") so the history does not read as a stutter."""
    counted = ((text, sum(1 for _ in run)) for text, run in groupby(texts))
    return [(text, f" (×{count})" if count > 1 else "") for text, count in counted]


MINIMUM_LINES = 5
"""The teaching panel shows at least this many lines of its history."""


def scroll_to_whole_lines(browser: QTextBrowser) -> None:
    """Scroll to the newest words with the top line whole: where the end leaves a line cut
    at the top, the page gets that much more room below its last line."""
    document, bar = browser.document(), browser.verticalScrollBar()
    frame, margin = document.rootFrame(), document.documentMargin()
    style = frame.frameFormat()
    style.setBottomMargin(margin)
    frame.setFrameFormat(style)
    bar.setValue(bar.maximum())
    top, spacer = bar.value(), 0.0
    block = document.begin()
    while block.isValid() and not spacer:
        box = document.documentLayout().blockBoundingRect(block)
        layout = block.layout()
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            line_top = box.top() + line.y()
            if line_top < top < line_top + line.height():
                spacer = line_top + line.height() - top
                break
        block = block.next()
    if spacer:
        style.setBottomMargin(margin + spacer)
        frame.setFrameFormat(style)
        bar.setValue(bar.maximum())


class TeachingPanel(QWidget):
    """The heading (a problem's goal, the quiz score) above the history of the deal."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setObjectName("teaching-heading")
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setMinimumWidth(1)  # it wraps, never widens the dock
        self.heading.setFrameShape(QFrame.Shape.StyledPanel)
        self.heading.setMargin(4)
        self.heading.hide()
        self.history = QTextBrowser()
        self.history.setObjectName("teaching-history")
        self.history.setOpenLinks(False)
        self.history.setLineWrapMode(QTextBrowser.LineWrapMode.WidgetWidth)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scrolling = False
        self.history.verticalScrollBar().rangeChanged.connect(lambda *_: self._to_newest())
        self.history.setMinimumWidth(1)
        frame = 2 * self.history.frameWidth() + 2 * round(self.history.document().documentMargin())
        self.history.setMinimumHeight(  # five lines however little room a drawer leaves
            MINIMUM_LINES * self.history.fontMetrics().lineSpacing() + frame)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.history, 1)
        self.kept: list[_Kept] = []
        self.pinned: Entry | None = None
        self.goal: Entry | None = None
        self.deal_over = False
        self.log: tuple[Action, ...] = ()
        self.seat: int | None = None
        self._shown: list[str] = []
        self._page = ""
        self.retranslate()
        self.rewrite()

    # --- what is kept ----------------------------------------------------------------------
    def add(self, entry: Entry, log: Sequence[Action] = (), seat: int | None = None) -> None:
        """Keep `entry`, made when the deal's actions were `log`, for the human at `seat`
        (None: for everyone); the same entry made again at the same moment is kept once."""
        kept = _Kept(entry, tuple(log), seat)
        if kept not in self.kept:
            self.kept.append(kept)
        if not self._on_line(self.log, kept.line):  # made at a moment `follow` did not see
            self.log = kept.line
        self.rewrite()

    def pin(self, entry: Entry | None) -> None:
        """The heading above the history (None: none)."""
        self.pinned = entry
        self.rewrite()

    def set_goal(self, goal: Entry | None) -> None:
        """The game's goal, said while nothing else is (None: the game has none to say)."""
        self.goal = goal
        self.rewrite()

    def set_deal_over(self, over: bool) -> None:
        """At the deal's end the empty panel points to the review, not to a hint for a move
        that no longer comes."""
        if over != self.deal_over:
            self.deal_over = over
            self.rewrite()

    def clear(self) -> None:
        """A new deal: the history goes, the heading stays."""
        self.kept = []
        self.log = ()
        self.rewrite()

    def reset(self) -> None:
        """Another table: history, heading and goal go."""
        self.pinned = None
        self.goal = None
        self.clear()

    def follow(self, log: Sequence[Action], seat: int | None) -> None:
        """The deal now stands at `log` with the human at `seat` at the screen (-1 or None:
        nobody, behind the privacy screen)."""
        self.log, self.seat = tuple(log), seat
        self.rewrite()

    @staticmethod
    def _on_line(log: tuple, line: tuple) -> bool:
        return log[:len(line)] == line

    def shown(self) -> list[_Kept]:
        return [kept for kept in self.kept if kept.seat is None or kept.seat == self.seat]

    # --- words -----------------------------------------------------------------------------
    def rewrite(self) -> None:
        """Make every shown entry's words anew (after a change, or of language)."""
        self.heading.setVisible(self.pinned is not None)
        if self.pinned is not None:
            self.heading.setText(self.pinned.render())
        texts: list[str] = []
        for kept in self.shown():
            text = kept.entry.render()
            if not self._on_line(self.log, kept.line):
                text = (f"<span style='color:{TAKEN_BACK}'>"
                        f"{escaped(translate('Teaching', '(taken back)'))} "
                        f"{QTextDocumentFragment.fromHtml(text).toPlainText()}</span>")
            texts.append(text)
        paragraphs = [f"<p style='margin-top:0; margin-bottom:8px'>{text}{repeats}</p>"
                      for text, repeats in _runs(texts)]
        page = "".join(paragraphs) or "".join(
            f"<p style='color:{SOURCE}'>{escaped(text)}</p>" for text in self.empty_words())
        if page == self._page:
            return
        self._shown, self._page = paragraphs, page
        self.history.setHtml(page)
        self._to_newest()

    def _to_newest(self) -> None:
        """The newest words in view, whole lines only, again whenever the page or its window
        changes size (the margin this sets changes the range too, hence the guard)."""
        if self._scrolling:
            return
        self._scrolling = True
        scroll_to_whole_lines(self.history)
        self._scrolling = False

    def texts(self) -> list[str]:
        """The shown entries as plain text, oldest first."""
        return [QTextDocumentFragment.fromHtml(p).toPlainText().strip() for p in self._shown]

    def heading_text(self) -> str:
        return QTextDocumentFragment.fromHtml(self.heading.text()).toPlainText() \
            if self.pinned is not None else ""

    def retranslate(self) -> None:
        self.setAccessibleName(translate("Teaching", "Teaching panel"))
        self.heading.setAccessibleName(translate("Teaching", "Goal and score"))
        self.history.setAccessibleName(translate("Teaching", "Advice and verdicts of this deal"))

    def empty_words(self) -> list[str]:
        """What the panel says before the deal has taught anything: the game's goal (unless
        the heading says it already) and how to ask for advice, so that a newcomer's first
        look at the panel is a start rather than an empty page."""
        if self.deal_over:
            return [translate("Teaching", "The deal is over: Game → Review deal (Ctrl+R) "
                                          "goes through it card by card, with what each card "
                                          "cost.")]
        words = [] if self.goal is None or self.pinned is not None else \
            [QTextDocumentFragment.fromHtml(self.goal.render()).toPlainText()]
        return words + [translate(
            "Teaching", "Press H for a hint: the standard player's choice and why it is "
                        "good appear here, and so do the verdicts on your moves.")]

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._page = ""
            self.rewrite()
        super().changeEvent(event)
