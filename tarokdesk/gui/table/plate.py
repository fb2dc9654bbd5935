"""A seat's plate: the name, the roles as badges, the cards and tricks, on a dark plate edged
in its side's colour where the table knows the partnerships. Nothing on a plate is ever cut
short: a line too long for the width given wraps (at the " · " joints first, then between
words), and the plate grows downwards instead; only the counts stay on one line, the plate
widening for them, so that every plate reads its cards, tricks and score alike."""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from tarokdesk.gui.table import style
from tarokdesk.gui.words import explained_tip


@dataclass
class PlateContent:
    name: str
    badges: list[str] = field(default_factory=list)
    counts: str = ""
    team: int | None = None
    """The side (0 or 1) the seat plays for, where the table knows it."""
    partner: str = ""
    """Fixed partners: the partner's badge, in the side's colour."""


@dataclass
class TextRun:
    """One line of a plate's text and the room it is given (plate coordinates)."""
    text: str
    font: QFont
    rect: QRectF
    colour: str
    name: bool = False
    """A line of the seat's name (lit in gold while the seat is to move)."""


def arrange(content: PlateContent, card_height: float, max_width: float
            ) -> tuple[list[TextRun], list[QRectF], QRectF]:
    """The plate's text runs, its badges' pills and its size, at most `max_width` wide unless
    one word or the counts line is wider."""
    name_font = style.font(card_height, style.LARGE, bold=True)
    small = style.font(card_height, style.SMALL)
    badge_font = style.font(card_height, style.SMALL, bold=True)
    pad = max(3.0, style.body_points(card_height) * 0.55)
    dot = QFontMetricsF(name_font).height() * 0.45 if content.team is not None else 0.0
    inner = max(20.0, max_width - 2 * pad)
    runs: list[TextRun] = []
    pills: list[QRectF] = []
    y = pad
    metrics = QFontMetricsF(name_font)
    name_x = pad + (dot + pad * 0.6 if dot else 0.0)
    for line in style.wrap(content.name, metrics, inner - (name_x - pad)):
        runs.append(TextRun(line, name_font, QRectF(name_x, y, metrics.horizontalAdvance(line),
                                                    metrics.height()), style.INK, name=True))
        y += metrics.height()
    badge_metrics = QFontMetricsF(badge_font)
    inset = badge_metrics.height() * 0.35
    gap = pad * 0.5
    badges = [(text, style.INK) for text in content.badges]
    if content.partner:
        badges.append((content.partner, style.TEAMS[content.team or 0]))
    x, row_h = pad, 0.0
    if badges:
        y += gap
    for text, colour in badges:
        lines = style.wrap(text, badge_metrics, inner - 2 * inset)
        width = max(badge_metrics.horizontalAdvance(line) for line in lines) + 2 * inset
        height = badge_metrics.height() * len(lines) + inset * 0.6
        if x > pad and x + width > pad + inner:
            x, y = pad, y + row_h + gap
            row_h = 0.0
        pills.append(QRectF(x, y, width, height))
        for index, line in enumerate(lines):
            runs.append(TextRun(line, badge_font, QRectF(
                x + inset, y + inset * 0.3 + index * badge_metrics.height(),
                badge_metrics.horizontalAdvance(line), badge_metrics.height()), colour))
        x += width + gap
        row_h = max(row_h, height)
    y += row_h
    if content.counts:
        metrics = QFontMetricsF(small)
        y += gap
        for line in style.wrap(content.counts, metrics,
                               max(inner, metrics.horizontalAdvance(content.counts))):
            runs.append(TextRun(line, small, QRectF(pad, y, metrics.horizontalAdvance(line),
                                                    metrics.height()), style.INK))
            y += metrics.height()
    width = max([r.rect.right() for r in runs] + [p.right() for p in pills]) + pad
    return runs, pills, QRectF(0, 0, width, y + pad)


class SeatPlate(QGraphicsObject):
    """The plate of one seat; `to_move` lights it in gold."""

    def __init__(self, content: PlateContent, card_height: float, max_width: float,
                 to_move: bool = False):
        super().__init__()
        self.content, self.to_move = content, to_move
        self.runs, self.pills, self.size = arrange(content, card_height, max_width)
        self.dot = QFontMetricsF(self.runs[0].font).height() * 0.45 \
            if content.team is not None else 0.0
        self.setToolTip(explained_tip("\n".join([content.name, *content.badges, content.partner,
                                                 content.counts]).replace("\n\n", "\n").strip()))

    def text(self) -> str:
        return "\n".join(run.text for run in self.runs)

    def boundingRect(self) -> QRectF:
        return self.size

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        team = QColor(style.TEAMS[self.content.team]) if self.content.team is not None \
            else None
        edge = QColor(style.TO_MOVE) if self.to_move else team or style.PLATE_EDGE
        painter.setPen(QPen(edge, 2.0 if self.to_move or team else 1.0))
        painter.setBrush(QBrush(style.PLATE))
        radius = min(10.0, self.size.height() / 4)
        painter.drawRoundedRect(self.size.adjusted(1, 1, -1, -1), radius, radius)
        if team is not None:
            first = self.runs[0].rect
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(team)
            painter.drawEllipse(QRectF(first.left() - self.dot * 1.6,
                                       first.center().y() - self.dot / 2, self.dot, self.dot))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.BADGE)
        for pill in self.pills:
            painter.drawRoundedRect(pill, pill.height() / 2.4, pill.height() / 2.4)
        for run in self.runs:
            painter.setFont(run.font)
            painter.setPen(QColor(style.TO_MOVE if self.to_move and run.name else run.colour))
            painter.drawText(run.rect.adjusted(0, 0, 1, 0), Qt.AlignmentFlag.AlignLeft
                             | Qt.AlignmentFlag.AlignVCenter, run.text)
