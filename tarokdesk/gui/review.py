"""Game → Review deal (and Sessions → Review deal…): a finished deal trick by trick with all
hands open; each card the solver judged carries its cost against the best card for its side
(card points, or in Whist tricks), and the first mistake of each side is framed (and told in
the teaching panel too). The review itself is practice/review.py; this window only shows it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QLayout, QPushButton, QScrollArea,
    QVBoxLayout, QWidget,
)

from tarokdesk.core.variant import variant_class
from tarokdesk.gui import theme
from tarokdesk.gui.deck import CARD_RATIO, CardDeck
from tarokdesk.gui.i18n import plural, translate
from tarokdesk.gui.person_names import shown_names
from tarokdesk.gui.rich_text import escaped
from tarokdesk.gui.teaching import EXPERT_COLOUR, styled
from tarokdesk.gui.words import card_words, contract_words, game_name
from tarokdesk.practice.review import DECLARER, TRICKS, DealReview, cost_words

HAND_CARD = (44, 80)
"""The narrowest and widest a card of a hand may be: as wide as the window lets the longest
hand of the trick lie in one row."""
TRICK_CARD = QSize(80, 125)


class ReviewDialog(QDialog):
    def __init__(self, review: DealReview, names: list[str], deck: CardDeck | None = None,
                 parent=None):
        super().__init__(parent)
        self.review = review
        self.names = names
        self.ace = variant_class(review.variant_id).pack.ace_letter
        self.deck = deck or CardDeck(ace_letter=self.ace)
        self.index = 0
        self.mistakes = review.first_mistakes()
        self.setWindowTitle(self.tr("Review of the deal"))
        self.heading = QLabel(self._heading())
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # players' names
        self.heading.setWordWrap(True)
        self.heading.setObjectName("dialog-heading")
        self.summary = QLabel(self._summary())
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.summary.setWordWrap(True)
        self.legend = QLabel(self.tr(
            "Each row: who played, the card played, its cost, and the hand it was played "
            "from (the card played framed in blue). A red figure is a card's cost against the "
            "best card; a red frame marks the side's first mistake; 0: no card would have done "
            "better; no figure: not judged."))
        self.legend.setWordWrap(True)
        self.position = QLabel()
        self.board = QWidget()
        self.grid = QGridLayout(self.board)
        self.grid.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)  # scroll, never squeeze
        self.board_area = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.board)
        self.previous = QPushButton(self.tr("◀ &Previous trick"))
        self.next = QPushButton(self.tr("&Next trick ▶"))
        self.previous.clicked.connect(lambda: self.show_trick(self.index - 1))
        self.next.clicked.connect(lambda: self.show_trick(self.index + 1))
        steps = QHBoxLayout()
        steps.addWidget(self.previous)
        steps.addWidget(self.position, 1, Qt.AlignmentFlag.AlignCenter)
        steps.addWidget(self.next)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addWidget(self.legend)
        layout.addWidget(scroll, 1)
        layout.addLayout(steps)
        layout.addWidget(close)
        theme.dress(self)
        self.resize(1000, 640)
        self.show_trick(0)

    # --- words ---------------------------------------------------------------------------------
    def _heading(self) -> str:
        review = self.review
        game = game_name(variant_class(review.variant_id))
        if review.declarer is not None:
            return self.tr("{game}: {contract}, declarer {name}. Costs in card points against "
                           "the best card for the side, with all hands known, from the last "
                           "{cards} cards on.").format(
                game=game, contract=contract_words(review.contract),
                name=self.names[review.declarer], cards=review.exact_cards)
        if not review.sides:
            return self.tr("{game}: nobody played a contract.").format(game=game)
        if review.judged_from_the_start():
            return self.tr("{game}: costs in tricks against the best card for the side, with "
                           "all hands known, from the first card on.").format(game=game)
        return self.tr("{game}: costs in tricks against the best card for the side, with all "
                       "hands known, from the last {cards} cards on.").format(
            game=game, cards=review.exact_cards)

    def _summary(self) -> str:
        return "\n".join(mistake_lines(self.review, self.names))

    # --- stepping ------------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        """The hands' cards follow the window's width."""
        super().resizeEvent(event)
        if self.review.tricks:
            self._fill(self.review.tricks[self.index])

    def hand_card(self, longest: int) -> QSize:
        """The size of a hand's card where the longest hand holds `longest` cards: the
        room right of the trick's card and cost, shared out."""
        room = self.board_area.viewport().width() - TRICK_CARD.width() - 220
        width = max(HAND_CARD[0], min(HAND_CARD[1], room // max(1, longest) - 10))
        return QSize(width, round(width * CARD_RATIO))

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Left:
            self.show_trick(self.index - 1)
        elif event.key() == Qt.Key.Key_Right:
            self.show_trick(self.index + 1)
        else:
            super().keyPressEvent(event)

    def show_trick(self, index: int) -> None:
        tricks = self.review.tricks
        if not tricks:
            self.position.setText(self.tr("No card was played in this deal."))
            self.previous.setEnabled(False)
            self.next.setEnabled(False)
            return
        self.index = max(0, min(index, len(tricks) - 1))
        self.previous.setEnabled(self.index > 0)
        self.next.setEnabled(self.index < len(tricks) - 1)
        trick = tricks[self.index]
        self.position.setText(self.tr("Trick {number} of {count}, won by {name}").format(
            number=self.index + 1, count=len(tricks), name=self.names[trick.winner]))
        self._fill(trick)

    def _fill(self, trick) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                old.setParent(None)
                old.deleteLater()
        hand_card = self.hand_card(max(len(trick.hands[play.seat]) for play in trick.plays))
        for p, play in enumerate(trick.plays):  # in the order played, the leader first
            seat = play.seat
            words = [self.names[seat]]
            if self.review.declarer is not None:
                words.append(self.tr("declarer's side") if self.review.side(seat) == DECLARER
                             else self.tr("defender"))
            if p == 0:
                words.append(self.tr("leads"))
            if seat == trick.winner:
                words.append(self.tr("takes the trick"))
            name = QLabel("\n".join(words))
            name.setTextFormat(Qt.TextFormat.PlainText)
            self.grid.addWidget(name, p, 0)
            side = self.review.side(seat)
            framed = side is not None and self.mistakes.get(side) == (self.index, p)
            self.grid.addWidget(self._card(play.card, TRICK_CARD, theme.MISTAKE_MARK if framed
                                           else "", card_words(play.card, self.ace)), p, 1)
            self.grid.addWidget(self._cost(play, framed), p, 2)
            self.grid.addWidget(self._hand(trick.hands[seat], play.card, hand_card), p, 3)
        self.grid.setColumnStretch(3, 1)

    def _hand(self, cards, chosen, size: QSize) -> QWidget:
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(2)
        for card in cards:
            row.addWidget(self._card(card, size, theme.PLAYED_MARK if card == chosen else "",
                                     card_words(card, self.ace)))
        row.addStretch(1)
        return box

    def _card(self, card, size: QSize, framed: str, name: str) -> QLabel:
        label = QLabel()
        label.setPixmap(self.deck.pixmap(card, size, self.devicePixelRatioF()))
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setFixedSize(size.width() + 8, size.height() + 8)  # room for the frame
        theme.mark(label, framed)
        label.setAccessibleName(name)
        label.setToolTip(name)
        return label

    def _cost(self, play, framed: bool) -> QLabel:
        """The play's mark: its cost in red, "0" for a card that lost nothing, nothing where
        it was not judged."""
        label = QLabel()
        label.setObjectName("cost")
        if play.cost is None:
            label.setToolTip(self.tr("Not judged: too many cards were left to solve exactly."))
            return label
        if play.cost == 0:
            label.setText("0")
            label.setToolTip(self.tr("No card would have done better."))
            return label
        label.setText(cost_text(self.review, play.cost) +
                      ("\n" + self.tr("first mistake") if framed else ""))
        label.setProperty("costly", True)
        label.setToolTip(self.tr("Best: {cards}").format(
            cards=", ".join(card_words(c, self.ace) for c in play.best)))
        return label


def cost_text(review: DealReview, cost: int) -> str:
    """A cost as the review shows it: card points ("−4⅓") or tricks ("−1 trick")."""
    if review.unit == TRICKS:
        return plural("ReviewDialog", "−%n tricks", cost)
    return cost_words(cost)


def side_titles(review: DealReview, names: list[str] | tuple[str, ...]) -> list[str]:
    """The judged sides' names: the declarer's side and the defenders, or the partners."""
    if review.declarer is not None:
        return [translate("ReviewDialog", "Declarer's side"),
                translate("ReviewDialog", "Defenders")]
    return [translate("ReviewDialog", "{first} and {second}").format(
        first=names[first], second=names[second])
        for first, second in ([s for s in review.active if s in side] for side in review.sides)]


def mistake_lines(review: DealReview, names: list[str] | tuple[str, ...]) -> list[str]:
    """Each side's first mistake, or that none was found (nothing without a contract or
    partners)."""
    if review.declarer is None and not review.sides:
        return []
    ace = variant_class(review.variant_id).pack.ace_letter
    mistakes = review.first_mistakes()
    lines = []
    for side, title in enumerate(side_titles(review, names)):
        found = mistakes.get(side)
        if found is None:
            lines.append(translate("ReviewDialog", "{side}: no costly card found.").format(
                side=title))
            continue
        trick, play = found
        chosen = review.tricks[trick].plays[play]
        assert chosen.cost is not None, "a mistake has its cost"
        lines.append(translate("ReviewDialog", "{side}: first mistake in trick {trick}, {name} "
                               "played {card} ({cost}); best was {best}.").format(
            side=title, trick=trick + 1, name=names[chosen.seat],
            card=card_words(chosen.card, ace), cost=cost_text(review, chosen.cost),
            best=", ".join(card_words(c, ace) for c in chosen.best)))
    return lines


@dataclass(frozen=True)
class ReviewFinding:
    """The review's findings on a deal, for the teaching panel."""
    review: DealReview
    names: tuple[str, ...]

    def render(self) -> str:
        lines = mistake_lines(self.review, self.names) or [
            translate("ReviewDialog", "{game}: nobody played a contract.").format(
                game=game_name(variant_class(self.review.variant_id)))]
        return styled("<br>".join(escaped(translate("Review", "Review: {line}").format(line=line))
                                  for line in lines), EXPERT_COLOUR)


def show_deal_review(window) -> None:
    """Game → Review deal: the deal on the table, once it is over (the menu entry is greyed
    until then); its findings go to the teaching panel too."""
    from tarokdesk.practice.review import review_deal

    controller = window.controller
    if controller is None or not controller.game.is_terminal:
        return
    number = len(controller.session.games) - 1
    review = review_deal(controller.game)
    names = shown_names(controller.session.names_at(number, translate("Review", "Dummy")))
    window.teaching.add(ReviewFinding(review, tuple(names)))
    ReviewDialog(review, names, window.deck, window).exec()


def review_saved_deal(stored, parent) -> None:
    """Sessions → Review deal…: one finished deal of a saved session, chosen from a list
    (the last one first)."""
    from PySide6.QtWidgets import QInputDialog, QMessageBox

    from tarokdesk.practice.review import review_deal

    persons = shown_names(seat["name"] for seat in stored.seats)  # by first seat (C5)
    finished = [(n, g) for n, g in enumerate(stored.session.games) if g.is_terminal][::-1]
    title = translate("Review", "Review deal")
    if not finished:
        QMessageBox.information(parent, title, translate("Review", "No deal has finished yet."))
        return
    labels = [translate("Review", "Deal {number}: {contract}").format(
        number=n + 1, contract=contract_words(g.result.get("contract"))) for n, g in finished]
    label, ok = QInputDialog.getItem(parent, title, translate("Review", "Deal:"), labels, 0,
                                     False)
    if ok:
        number, game = finished[labels.index(label)]
        names = [translate("Review", "Dummy") if p is None else persons[p]
                 for p in stored.session.persons_at(number)]
        ReviewDialog(review_deal(game), names, parent=parent).exec()
