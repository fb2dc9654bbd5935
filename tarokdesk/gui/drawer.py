"""The side panels' drawer: in a narrow or low window the teaching panel, the game log and the
score sheet fold away so that the cards take the room, and a slim handle at the table's right edge
opens them again, laid over the table's right side (the table keeps its width, so the hand
is not squeezed while they are open); in a wide window they stand beside the table as
usual."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QDockWidget, QMainWindow, QScrollArea, QSizePolicy, QToolButton, QVBoxLayout, QWidget,
)

from tarokdesk.gui.i18n import translate

NARROW, LOW = 1100, 600
"""A window narrower or lower than these (pixels) keeps its side panels in the drawer: beside
the table they would want more height than a lower window has."""
OVER_MARGIN = 2
"""Pixels around the panels opened over the table."""
SHARE, WIDEST = 0.2, 0.33
"""The side panels' share of the window's width, and the most they take when they ask more."""


class SideDrawer(QToolButton):
    """The handle of the drawer holding `docks`, each with its share of the panels' height; it
    shows only in a narrow window. `wanted` tells whether a dock belongs beside the table now
    (a panel the View menu hides stays hidden when the drawer opens); `reach`, how far down
    the table the opened panels may lie."""

    def __init__(self, window: QMainWindow, docks: dict[QDockWidget, float],
                 wanted: Callable[[QDockWidget], bool], reach: Callable[[], int | None]):
        super().__init__()
        self.main_window, self.docks, self.wanted = window, docks, wanted
        self.reach = reach
        """How far down the table the opened panels may lie (the top of the player's hand,
        which stays in sight), or None for the whole height."""
        self.table_shown = False
        self.narrow: bool | None = None
        self.over: QScrollArea | None = None
        """The panels opened in a narrow window, laid over the table beside the handle."""
        self.over_layout: QVBoxLayout | None = None
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
        self.setToolTip(translate("SideDrawer", "Show or hide the side panels"))
        self.setAccessibleName(translate("SideDrawer", "Side panels"))

    def label(self) -> str:
        """The handle's words: the panels it holds ("Teaching · Game log · Score sheet")."""
        return " · ".join(dock.windowTitle() for dock in self.docks if self.wanted(dock))

    def paintEvent(self, event) -> None:
        """The button, and its words written upwards along it beside the arrow."""
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setPen(self.palette().buttonText().color())
        painter.translate(0, self.height())
        painter.rotate(-90)
        area = QRect(0, 0, self.height(), self.width())
        arrow = "▼" if self.isChecked() else "▲"  # ▶ and ◀, written upwards
        painter.drawText(area, Qt.AlignmentFlag.AlignCenter, f"{arrow}  {self.label()}  {arrow}")
        painter.end()

    def show_parts(self, shown: bool) -> None:
        """The table's parts are shown (a game on the table) or put away (the start screen)."""
        self.table_shown = shown
        self.narrow = None
        self.arrange()

    def show_dock(self, dock: QDockWidget, shown: bool) -> None:
        """The View menu showed or hid `dock` (`wanted` already says so): in a narrow window
        showing it opens the drawer; else the shown panels are laid out anew."""
        if shown and self.narrow and not self.isChecked():
            self.setChecked(True)
        elif not self.narrow or self.isChecked():
            dock.setVisible(shown)
            self.arrange(opened=True)
        self.update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.main_window and event.type() == QEvent.Type.Show:
            self.narrow = None  # sized anew once the window is laid out
        if watched is self.main_window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.arrange()
            self.fit()
        elif event.type() == QEvent.Type.LayoutRequest and isinstance(watched, QWidget) \
                and watched.isVisible() and watched.width() < self.wanted_width():
            # a panel asks for more (a column more)
            self.fit()
        return False

    def shown_docks(self) -> list[QDockWidget]:
        return [dock for dock in self.docks if dock.isVisible()]

    def fit(self) -> None:
        """The shown panels as wide as `wanted_width`."""
        if self.over is not None:
            self.place_over()
            return
        shown = self.shown_docks()
        if shown:
            self.main_window.resizeDocks(shown, [self.wanted_width()] * len(shown),
                                         Qt.Orientation.Horizontal)

    def wanted_width(self) -> int:
        """A fifth of the window's width, or what the panels ask, at most WIDEST of it."""
        asked = max(d.widget().sizeHint().width() for d in self.shown_docks() or self.docks)
        width = self.main_window.width()
        return round(min(max(width * SHARE, asked), width * WIDEST))

    def arrange(self, opened: bool = False) -> None:
        """Fold the panels away when the window turns narrow and bring them back when it
        turns wide; in between only the handle (`opened`) opens and closes them, and a panel
        closed by its own button stays closed. (At every change of the window's size the
        panels are fitted to it anew.)"""
        if not self.main_window.isVisible():  # decided at the first showing, at its true size
            return
        narrow = self.main_window.width() < NARROW or self.main_window.height() < LOW
        if narrow == self.narrow and not opened:
            return
        if narrow != self.narrow:
            self.narrow = narrow
            self.blockSignals(True)
            self.setChecked(False)
            self.blockSignals(False)
        self.setVisible(self.table_shown and narrow)
        self.update()
        self._lay_over(self.table_shown and narrow and self.isChecked())
        shown = self.table_shown and (not narrow or self.isChecked())
        for dock in self.docks:
            dock.setVisible(shown and self.wanted(dock))
        if self.over is not None:
            self.place_over()
        elif shown:  # each panel its share of the height
            docks = self.shown_docks()
            whole = sum(self.docks[dock] for dock in docks)
            self.fit()
            height = self.main_window.height()
            self.main_window.resizeDocks(docks, [round(height * self.docks[dock] / whole)
                                                 for dock in docks], Qt.Orientation.Vertical)

    def _lay_over(self, over: bool) -> None:
        """Take the panels out of the window's side into a sheet over the table, or put
        them back beside it (in their order, each with its share of the height)."""
        if over and self.over is None:
            self.over = QScrollArea(self.parentWidget())  # scrolls where the hand leaves little
            self.over.setObjectName("drawer_panels")
            self.over.setWidgetResizable(True)
            self.over.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            panels = QWidget()
            self.over_layout = QVBoxLayout(panels)
            self.over_layout.setContentsMargins(*[OVER_MARGIN] * 4)
            for dock, share in self.docks.items():
                self.main_window.removeDockWidget(dock)
                self.over_layout.addWidget(dock, round(share * 100))
            self.over.setWidget(panels)
            self.over.show()
        elif not over and self.over is not None and self.over_layout is not None:
            for dock in self.docks:
                self.over_layout.removeWidget(dock)
                self.main_window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.over.hide()  # gone from the table now, deleted once the events are handled
            self.over.deleteLater()
            self.over = None

    def place_over(self) -> None:
        """The opened panels beside the handle over the table's right side, down to the
        player's hand (again whenever the table is laid out anew); nothing while closed."""
        if self.over is None:
            return
        width = self.wanted_width() + self.over.verticalScrollBar().sizeHint().width() + \
            2 * (self.over.frameWidth() + OVER_MARGIN)  # the panels keep the width they ask
        handle = self.geometry()
        reach = self.reach()
        height = handle.height() if reach is None else \
            max(handle.height() // 3, min(handle.height(), reach - handle.y()))
        self.over.setGeometry(handle.x() - width, handle.y(), width, height)
        self.over.raise_()
