"""The look of the surfaces around the cloth, in one place: the side panels, the action bar,
the start screen and the privacy screen of hot-seat play. They share the cloth's palette (dark
green with cream and the gold of its frames, as table/style.py paints them), so the window
reads as one table; the panels' pages are cream paper with dark ink, so that the teaching
panel's coloured advice stays readable. Their type grows with the window, as the cards do."""

from __future__ import annotations

from PySide6.QtCharts import QChart
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget

from tarokdesk.gui.table.style import INK
from tarokdesk.gui.teaching import HINT_COLOUR, REFUSAL_COLOUR

RAIL = "#0e2f1a"
"""The dark green around the cloth: the side panels' frame and title bars."""
TITLE = "#174a2b"
PAPER = "#f8f4e8"
"""The side panels' pages and the action bar."""
PAPER_INK = "#1d2a21"
PAPER_SHADE = "#eee5cb"
RULE = "#d9cfb0"
GOLD = "#caa84a"
GOLD_LIGHT = "#e8cd7a"
PLATE = "rgba(6, 28, 15, 200)"
"""The start screen's buttons, in the colour of the seat plates."""

TITLE_BAR = f"""background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {TITLE}, stop:1 {RAIL});
    border-bottom: 2px solid {GOLD}; padding: 2px 8px;"""
"""The docks' title bars, and the heading of the box of what is carried under the score
sheet, which reads as a panel of its own."""

REFUSAL, HINT = "refusal", "hint"
"""The tones of the action bar's one line: a refused action, or a hint's choice."""

GROWS_FROM, LARGEST = 800, 1.5
"""The panels' type is the application's up to a window this tall (pixels), then grows with
it, to at most this many times its size."""


def scale(window_height: int) -> float:
    """How much larger than the application's type the surfaces' type is in a window this
    tall."""
    return min(max(window_height / GROWS_FROM, 1.0), LARGEST)


def pixels(window_height: int, points: float) -> int:
    """A size of `points`, grown with a window this tall, in pixels (for the start and
    privacy screens' style sheets, which set their own sizes)."""
    return round(points * scale(window_height) * 96 / 72)


def window_sheet(window_height: int) -> str:
    """The main window's style sheet: the dock frames, title bars and pages, the score
    sheet's header and the action bar; the panels' type as large as the window asks (a
    style sheet's font is the widget's font, so the panels measure what they show). It
    carries the dialogs' sheet too, so that the message, input, file and progress boxes
    the window opens wear the same paper as its own dialogs."""
    points = round(QApplication.font().pointSizeF() * scale(window_height) * 2) / 2
    return dialog_sheet() + f"""
QMainWindow {{ background: {RAIL}; }}
QDockWidget, QDockWidget QWidget, ActionBar, ActionBar QWidget {{ font-size: {points}pt; }}
QMainWindow::separator {{ background: {RAIL}; width: 6px; height: 6px; }}
QMainWindow::separator:hover {{ background: {GOLD}; }}
QDockWidget {{ color: {INK}; font-weight: bold; }}
QDockWidget::title {{ {TITLE_BAR} text-align: left; }}
QDockWidget::close-button {{ background: transparent; border: none; }}
QDockWidget > QWidget {{ background: {PAPER}; }}
QDockWidget QTextBrowser, QDockWidget QListWidget, QDockWidget QTableWidget {{
    background: {PAPER}; color: {PAPER_INK}; border: none;
    selection-background-color: {GOLD_LIGHT}; selection-color: {PAPER_INK};
    gridline-color: {RULE}; }}
QDockWidget QLabel {{ color: {PAPER_INK}; background: transparent; padding: 0 6px; }}
QDockWidget QLabel#carry-caption {{ color: {INK}; {TITLE_BAR} }}
QDockWidget QLabel#teaching-heading {{ background: {PAPER_SHADE}; border: none;
    border-left: 4px solid {GOLD}; }}
QDockWidget QHeaderView::section {{ background: {TITLE}; color: {INK}; border: none;
    border-right: 1px solid {RAIL}; }}
QDockWidget QTableCornerButton::section {{ background: {TITLE}; border: none; }}
QToolButton#drawer {{ background: {TITLE}; color: {INK}; border: none;
    border-left: 2px solid {GOLD}; }}
QToolButton#drawer:hover, QToolButton#drawer:checked {{ background: {RAIL}; }}
QScrollArea#drawer_panels, QScrollArea#drawer_panels > QWidget > QWidget {{
    background: {RAIL}; }}
ActionBar QLabel {{ color: {PAPER_INK}; }}
ActionBar QLabel[tone="{REFUSAL}"] {{ color: {REFUSAL_COLOUR}; }}
ActionBar QLabel[tone="{HINT}"], ActionBar QLabel#hint_reason {{ color: {HINT_COLOUR}; }}
ActionBar {{ background: {PAPER}; border-top: 2px solid {GOLD}; }}
ActionBar QPushButton, ActionBar QComboBox {{ background: #fffdf6; color: {PAPER_INK};
    border: 1px solid #9c8a55; border-radius: 4px; padding: 2px 8px; }}
ActionBar QPushButton:hover, ActionBar QPushButton:focus {{ background: #fff1c2;
    border-color: {GOLD}; }}
ActionBar QPushButton:disabled {{ color: #8a8a80; border-color: {RULE}; }}
"""


def set_tone(label: QWidget, tone: str) -> None:
    """Colour `label` as the window's style sheet colours `tone` (REFUSAL or HINT)."""
    label.setProperty("tone", tone)
    label.style().unpolish(label)
    label.style().polish(label)


def home_sheet(colour: str, window_height: int) -> str:
    """The start screen: a title in cream, the first game a large gold button, the others
    plates like the seats', on the cloth of `colour` (painted by the page)."""
    body = pixels(window_height, 11)
    return f"""
#home {{ background: {colour}; }}
#home QLabel {{ color: {INK}; background: transparent; font-size: {body}px; }}
#home QLabel#home-title {{ font-size: {pixels(window_height, 30)}px; font-weight: bold;
    color: {INK}; }}
#home QLabel#home-subtitle {{ font-size: {pixels(window_height, 13)}px; color: {GOLD_LIGHT};
    font-style: italic; }}
#home QPushButton {{ background: {PLATE}; color: {INK}; font-size: {pixels(window_height, 12)}px;
    border: 1px solid rgba(255, 255, 255, 60); border-radius: 8px; padding: 8px 28px; }}
#home QPushButton:hover, #home QPushButton:focus, #home QPushButton#home-continue {{
    border: 2px solid {GOLD}; }}
#home QPushButton::menu-indicator {{ subcontrol-position: right center; right: 12px; }}
{gold_button("#home QPushButton#home-first", pixels(window_height, 15))}"""


def gold_button(selector: str, font_px: int) -> str:
    """The style of the one button that moves the game on (the start screen's first game,
    the result's next deal): gold, bold and large, its frame cream when it has the focus."""
    return f"""
{selector} {{ font-size: {font_px}px; font-weight: bold;
    color: {PAPER_INK}; border: 2px solid {GOLD_LIGHT}; border-radius: 10px;
    padding: {font_px * 3 // 5}px {font_px * 2}px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {GOLD_LIGHT}, stop:1 {GOLD}); }}
{selector}:hover, {selector}:focus {{ border: 2px solid {INK}; }}
"""


def privacy_sheet(window_height: int) -> str:
    """The privacy screen: the cloth's dark rim framed in gold, the hand-over in large
    cream type and the button like the start screen's first."""
    return f"""
Overlay {{ background: {RAIL}; border-radius: 10px; border: 2px solid {GOLD}; }}
Overlay QLabel {{ color: {INK}; background: transparent; border: none;
    font-size: {pixels(window_height, 17)}px; }}
Overlay QPushButton {{ font-size: {pixels(window_height, 14)}px; font-weight: bold;
    color: {PAPER_INK}; border: 2px solid {GOLD_LIGHT}; border-radius: 10px;
    padding: 10px 40px;
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {GOLD_LIGHT}, stop:1 {GOLD}); }}
Overlay QPushButton:hover, Overlay QPushButton:focus {{ border: 2px solid {INK}; }}
"""


MARK, PLAYED_MARK, MISTAKE_MARK = "mark", "played", "mistake"
"""A card of the deal review framed as the card played, or as its side's first mistake."""


def dialog_sheet() -> str:
    """Every dialog of the application (each dresses itself; the standard boxes wear it
    from the window): cream paper and dark ink like the side panels' pages, headers and
    tabs on the rail's green with a gold rule, headings a step up the type ramp, and the
    default button the start screen's gold."""
    base = QApplication.font().pointSizeF()
    return f"""
QDialog {{ background: {PAPER}; color: {PAPER_INK}; }}
QDialog QLabel, QDialog QCheckBox {{ color: {PAPER_INK}; background: transparent; }}
QDialog QLabel#dialog-title {{ font-size: {base * 1.4:.1f}pt; font-weight: bold;
    color: {TITLE}; }}
QDialog QLabel#dialog-heading {{ font-size: {base * 1.15:.1f}pt; font-weight: bold;
    color: {TITLE}; background: {PAPER_SHADE}; border-left: 4px solid {GOLD};
    padding: 4px 8px; }}
QDialog QLabel#option-label {{ font-weight: bold; }}
QDialog QCheckBox::indicator {{ width: 13px; height: 13px; border: 1px solid #9c8a55;
    border-radius: 3px; background: #fffdf6; }}
QDialog QCheckBox::indicator:checked {{ background: {GOLD}; border-color: {TITLE}; }}
QDialog QLabel#cost[costly="true"] {{ color: {REFUSAL_COLOUR}; font-weight: bold; }}
QDialog QLabel[{MARK}="{PLAYED_MARK}"] {{ border: 3px solid {HINT_COLOUR}; border-radius: 4px; }}
QDialog QLabel[{MARK}="{MISTAKE_MARK}"] {{ border: 3px solid {REFUSAL_COLOUR};
    border-radius: 4px; }}
QDialog QGroupBox {{ font-weight: bold; border: 1px solid {RULE}; border-radius: 6px;
    margin-top: 1.2em; padding-top: 4px; }}
QDialog QGroupBox::title {{ subcontrol-origin: margin; left: 8px; padding: 0 4px;
    color: {TITLE}; }}
QDialog QToolButton#rules-toggle {{ border: none; font-weight: bold; color: {TITLE};
    background: transparent; }}
QDialog QTreeWidget, QDialog QTableWidget, QDialog QScrollArea, QDialog QScrollArea > QWidget > QWidget {{
    background: #fffdf6; color: {PAPER_INK}; border: 1px solid {RULE};
    selection-background-color: {GOLD_LIGHT}; selection-color: {PAPER_INK};
    gridline-color: {RULE}; }}
QDialog QScrollArea QWidget {{ background: transparent; }}
QDialog QChartView {{ background: {PAPER}; border: none; }}
QDialog QHeaderView {{ background: {TITLE}; border: none; }}
QDialog QHeaderView::section {{ background: {TITLE}; color: {INK}; border: none;
    border-right: 1px solid {RAIL}; border-bottom: 2px solid {GOLD}; padding: 4px 6px;
    font-weight: bold; }}
QDialog QTabWidget::pane {{ border: 1px solid {RULE}; border-top: 2px solid {GOLD};
    background: {PAPER}; }}
QDialog QTabBar::tab {{ background: {TITLE}; color: {INK}; padding: 6px 16px;
    border-top-left-radius: 6px; border-top-right-radius: 6px; margin-right: 2px; }}
QDialog QTabBar::tab:selected {{ background: {GOLD}; color: {PAPER_INK}; font-weight: bold; }}
QDialog QComboBox, QDialog QLineEdit {{ background: #fffdf6; color: {PAPER_INK};
    border: 1px solid #9c8a55; border-radius: 4px; padding: 2px 6px; }}
QDialog QComboBox:focus, QDialog QLineEdit:focus {{ border-color: {GOLD}; }}
QDialog QPushButton {{ background: #fffdf6; color: {PAPER_INK}; border: 1px solid #9c8a55;
    border-radius: 4px; padding: 4px 14px; }}
QDialog QPushButton:hover, QDialog QPushButton:focus {{ background: #fff1c2;
    border-color: {GOLD}; }}
QDialog QPushButton:disabled {{ color: #8a8a80; border-color: {RULE}; }}
QDialog QDialogButtonBox QPushButton:default {{ border: 2px solid {GOLD};
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {GOLD_LIGHT}, stop:1 {GOLD}); }}
"""


def dress(dialog: QWidget) -> None:
    """Give `dialog` the dialogs' look (`dialog_sheet`)."""
    dialog.setStyleSheet(dialog_sheet())


def mark(label: QWidget, how: str) -> None:
    """Frame a card of the review as `how` (PLAYED_MARK, MISTAKE_MARK, or "": unframed)."""
    label.setProperty(MARK, how)


def paper_chart(chart: QChart) -> QChart:
    """`chart` on the dialogs' paper, its title in their headings' green."""
    chart.setBackgroundBrush(QColor(PAPER))
    chart.setBackgroundRoundness(0)
    chart.setTitleBrush(QColor(TITLE))
    return chart
