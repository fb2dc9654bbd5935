"""View → Statistics: the numbers of practice/statistics.py from the saved sessions, as a
table, as bars per contract (units per deal of each person) and as each person's running
total over all deals, oldest first (QtCharts, part of PySide6)."""

from __future__ import annotations

from PySide6.QtCharts import (
    QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QLineSeries, QValueAxis,
)
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QTabWidget, QVBoxLayout,
)

from tarokdesk.gui.i18n import plural, translate
from tarokdesk.gui.sessions import game_name
from tarokdesk.gui.words import contract_words
from tarokdesk.practice.statistics import Line, Statistics, statistics
from tarokdesk.store import SessionStore, StoreError


class StatisticsDialog(QDialog):
    def __init__(self, found: Statistics, note: str = "", parent=None):
        super().__init__(parent)
        self.found = found
        self.setWindowTitle(self.tr("Statistics"))
        self.table = QTableWidget(len(found.lines), 8)
        self.table.setHorizontalHeaderLabels([
            self.tr("Person"), self.tr("Game"), self.tr("Contract"), self.tr("Deals"),
            self.tr("Declarer won"), self.tr("Units per deal"), self.tr("Bid"),
            self.tr("Contra won")])
        self.table.setAccessibleName(self.tr("Statistics"))
        for row, line in enumerate(found.lines):
            for column, text in enumerate(self.cells(line)):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if column >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight |
                                          Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.table.verticalHeader().hide()
        tabs = QTabWidget()
        tabs.addTab(self.table, self.tr("&Table"))
        tabs.addTab(self._view(self.contract_chart()), self.tr("&Per contract"))
        tabs.addTab(self._view(self.running_chart()), self.tr("&Over time"))
        self.note = QLabel(note if note or found.lines else
                           self.tr("No finished deal has been saved yet."))
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.resize(900, 560)

    def cells(self, line: Line) -> list[str]:
        won = "–" if not line.declared else self.tr("{won} of {of} ({percent} %)").format(
            won=line.declarer_won, of=line.declared, percent=f"{line.declarer_win_percent:.0f}")
        per_deal = "–" if not line.deals else self.signed(line.units_per_deal)
        contract = contract_words(line.contract) if line.contract else self.tr("thrown in")
        return [line.person, game_name(line.game), contract, str(line.deals), won, per_deal,
                str(line.bid), "–" if not line.contra_given else self.tr("{won} of {of}").format(
                    won=line.contra_won, of=line.contra_given)]

    def signed(self, value: float) -> str:
        """+2.25 in English, +2,25 in German."""
        return ("−" if value < 0 else "+") + self.locale().toString(abs(value), "f", 2)

    @staticmethod
    def _view(chart: QChart) -> QChartView:
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        return view

    def contract_chart(self) -> QChart:
        """A group of bars per game and contract: each person's units per deal."""
        played = [line for line in self.found.lines if line.deals]
        keys = sorted({(line.game, line.contract or "") for line in played})
        people = sorted({line.person for line in played})
        chart = QChart()
        chart.setTitle(self.tr("Units per deal, by contract"))
        series = QBarSeries()
        by_key = {(line.person, line.game, line.contract or ""): line for line in played}
        heights = [0.0]
        for person in people:
            bars = QBarSet(person)
            for game, contract in keys:
                line = by_key.get((person, game, contract))
                heights.append(line.units_per_deal if line else 0.0)
                bars.append(heights[-1])
            series.append(bars)
        chart.addSeries(series)
        categories = QBarCategoryAxis()
        categories.append([f"{game_name(game)}: " + (contract_words(contract) if contract
                                                     else self.tr("thrown in"))
                           for game, contract in keys])
        values = QValueAxis()
        values.setTitleText(self.tr("Units per deal"))
        values.setRange(min(heights), max(max(heights), min(heights) + 1))  # never empty
        values.applyNiceNumbers()
        chart.addAxis(categories, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(values, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(categories)
        series.attachAxis(values)
        return chart

    def running_chart(self) -> QChart:
        chart = QChart()
        chart.setTitle(self.tr("Running totals, oldest deal first"))
        x_axis, y_axis = QValueAxis(), QValueAxis()
        x_axis.setTitleText(self.tr("Deals played"))
        x_axis.setLabelFormat("%d")
        y_axis.setTitleText(self.tr("Units"))
        y_axis.setLabelFormat("%+d")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for person, totals in sorted(self.found.running.items()):
            series = QLineSeries()
            series.setName(person)
            series.append([QPointF(deal, total) for deal, total in enumerate(totals, 1)])
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
        values = [v for totals in self.found.running.values() for v in totals] or [0]
        longest = max((len(t) for t in self.found.running.values()), default=1)
        x_axis.setRange(1, max(2, longest))
        x_axis.setTickType(QValueAxis.TickType.TicksDynamic)  # whole deals only
        x_axis.setTickAnchor(1)
        x_axis.setTickInterval(max(1, -(-longest // 10)))
        y_axis.setRange(min(0, *values) - 1, max(0, *values) + 1)
        y_axis.applyNiceNumbers()
        return chart


def show_statistics(window) -> None:
    """View → Statistics, from the window's session store (unreadable files are left out and
    counted below the table)."""
    store = window.store or SessionStore()
    try:
        readable, unreadable = store.scan()
        note = ""
    except StoreError as error:
        readable, unreadable = [], []
        note = translate("StatisticsDialog", "The sessions cannot be read: {problem}").format(
            problem=str(error))
    found = statistics(readable)
    left_out = len(unreadable) + len(found.left_out)
    if left_out:
        note = plural("StatisticsDialog", "%n session files cannot be read and are left out.",
                      left_out)
    StatisticsDialog(found, note, window).exec()
