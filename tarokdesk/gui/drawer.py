"""The side panels' drawer: in a narrow window the game log and the score sheet fold away so
that the cards take the room, and a slim handle at the table's right edge opens them again;
in a wide window they stand beside the table as usual."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSizePolicy, QToolButton

from tarokdesk.gui.i18n import translate

NARROW = 1100
"""A window narrower than this (pixels) keeps its side panels in the drawer."""
LOG_SHARE = 0.36
"""The game log's share of the side panels' height; the score sheets take the rest."""
SHARE, WIDEST = 0.2, 0.3
"""The side panels' share of the window's width, and the most they take when they ask more."""
"""The game log's share of the side panels' height; the score sheets take the rest."""


class SideDrawer(QToolButton):
    """The handle of the drawer holding `docks`; it shows only in a narrow window."""

    def __init__(self, window: QMainWindow, docks: list[QDockWidget]):
        super().__init__()
        self.window, self.docks = window, docks
        self.table_shown = False
        self.narrow: bool | None = None
        self.setObjectName("drawer")
        self.setCheckable(True)
        self.setAutoRaise(True)
        self.setFixedWidth(24)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.toggled.connect(lambda _: self.arrange(opened=True))
        window.installEventFilter(self)
        for dock in docks:
            dock.widget().installEventFilter(self)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.setToolTip(translate("SideDrawer", "Show or hide the game log and the score sheet"))
        self.setAccessibleName(translate("SideDrawer", "Side panels"))
        self.label = translate("SideDrawer", "Game log · Score sheet")

    def paintEvent(self, event) -> None:
        """The button, and its words written upwards along it beside the arrow."""
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setPen(self.palette().buttonText().color())
        painter.translate(0, self.height())
        painter.rotate(-90)
        area = QRect(0, 0, self.height(), self.width())
        arrow = "▼" if self.isChecked() else "▲"  # ▶ and ◀, written upwards
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, f"{arrow}  {self.label}  {arrow}")
        painter.end()

    def show_parts(self, shown: bool) -> None:
        """The table's parts are shown (a game on the table) or put away (the start screen)."""
        self.table_shown = shown
        self.narrow = None
        self.arrange()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.narrow = None  # sized anew once the window is laid out
        if watched is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.arrange()
            self.fit()
        elif event.type() == QEvent.Type.LayoutRequest and watched.isVisible() and \
                watched.width() < self.wanted_width():  # a panel asks for more (a column more)
            self.fit()
        return False

    def fit(self) -> None:
        """The shown panels as wide as `wanted_width`."""
        if self.docks[0].isVisible():
            self.window.resizeDocks(self.docks, [self.wanted_width()] * len(self.docks),
                                    Qt.Orientation.Horizontal)

    def wanted_width(self) -> int:
        """A fifth of the window's width, or what the panels ask, at most WIDEST of it."""
        asked = max(d.widget().sizeHint().width() for d in self.docks)
        return round(min(max(self.window.width() * SHARE, asked), self.window.width() * WIDEST))

    def arrange(self, opened: bool = False) -> None:
        """Fold the panels away when the window turns narrow and bring them back when it
        turns wide; in between only the handle (`opened`) opens and closes them, and a panel
        closed by its own button stays closed. (At every change of the window's size the
        panels are fitted to it anew.)"""
        if not self.window.isVisible():  # decided at the first showing, at its true size
            return
        narrow = self.window.width() < NARROW
        if narrow == self.narrow and not opened:
            return
        if narrow != self.narrow:
            self.narrow = narrow
            self.blockSignals(True)
            self.setChecked(False)
            self.blockSignals(False)
        self.setVisible(self.table_shown and narrow)
        self.update()
        shown = self.table_shown and (not narrow or self.isChecked())
        for dock in self.docks:
            dock.setVisible(shown)
        if shown:  # the log a third of the height, the sheets the rest
            height = self.window.height()
            self.fit()
            self.window.resizeDocks(self.docks, [round(height * LOG_SHARE),
                                                 round(height * (1 - LOG_SHARE))],
                                    Qt.Orientation.Vertical)
