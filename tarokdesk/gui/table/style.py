"""The table's look in one place: one type scale for every word on the cloth (seat plates,
bubbles, the banner, captions), the plates' and notes' colours, the two partnership colours
and the cloth itself, lit from the middle and darker towards the rim."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient

RATIO = 1.2
"""Each step of the type scale is this much larger than the one below."""
SMALL, BODY, LARGE = -1, 0, 1

INK = "#f4f1e8"
TO_MOVE = "#ffd54a"
PLATE = QColor(6, 28, 15, 200)
PLATE_EDGE = QColor(255, 255, 255, 40)
BADGE = QColor(255, 255, 255, 34)
TEAMS = ("#f0b429", "#6cc4ff")
"""The colours of the two sides where the table knows who partners whom."""
BUBBLE = ("#fffdf4", "#1b1b1b", "#caa84a")
BANNER = ("#10351d", "#f4f1e8", "#caa84a")
CAPTION = ("#184f2c", "#e8f1ea", "#3d8a57")


def body_points(card_height: float) -> float:
    """The body size of the table's type, growing with the cards (so with the window)."""
    return max(8.5, min(15.0, card_height / 15))


def font(card_height: float, step: int = BODY, bold: bool = False) -> QFont:
    """The table's font at `step` of the type scale (SMALL, BODY, LARGE, or further)."""
    result = QFont()
    result.setPointSizeF(body_points(card_height) * RATIO ** step)
    result.setBold(bold)
    return result


def paint_cloth(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """The baize: the chosen colour lit from the middle, darker towards the rim, and a faint
    inner edge where the table's rail would be."""
    painter.fillRect(rect, colour.darker(135))
    centre = rect.center()
    light = QRadialGradient(centre, max(rect.width(), rect.height()) * 0.62)
    light.setColorAt(0.0, colour.lighter(118))
    light.setColorAt(0.55, colour)
    light.setColorAt(1.0, colour.darker(140))
    painter.fillRect(rect, QBrush(light))
    inset = max(4.0, min(rect.width(), rect.height()) * 0.006)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 70), 3))
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 18, 18)
    painter.setPen(QPen(QColor(255, 255, 255, 26), 1))
    painter.drawRoundedRect(rect.adjusted(inset + 2, inset + 2, -inset - 2, -inset - 2), 16, 16)


def shadow_offset(size: float) -> QPointF:
    """How far a card's shadow falls, by the card's height."""
    return QPointF(1.0, max(1.5, min(2.5, size * 0.012)))


def wrap(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """`text` in lines no wider than `width`: broken at its " · " joints, and a part still
    too wide between its words (a single word wider than `width` keeps a line of its own)."""
    lines: list[str] = []
    for part in text.split(" · "):
        if lines and metrics.horizontalAdvance(f"{lines[-1]} · {part}") <= width:
            lines[-1] = f"{lines[-1]} · {part}"
            continue
        words = _unbroken(part.split(" "))
        lines.append(words[0])
        for word in words[1:]:
            if metrics.horizontalAdvance(f"{lines[-1]} {word}") <= width:
                lines[-1] = f"{lines[-1]} {word}"
            else:
                lines.append(word)
    return lines


def _unbroken(words: list[str]) -> list[str]:
    """`words` with each suit sign kept on the line of the rank after it ("♣ 2")."""
    joined: list[str] = []
    for word in words:
        if joined and joined[-1] in SUIT_SIGNS:
            joined[-1] = f"{joined[-1]} {word}"
        else:
            joined.append(word)
    return joined


SUIT_SIGNS = ("♥", "♦", "♠", "♣")
