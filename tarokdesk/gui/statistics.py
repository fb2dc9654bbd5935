"""View → Statistics: the numbers of practice/statistics.py from the saved sessions, as a
table, as bars per contract (units per deal of each person) and as each person's running
total over all deals from 0 before the first, oldest first, on one axis of every deal saved
(level where the person did not sit in; QtCharts, part of PySide6). The
people who played at a human's seat come first, and the computer players show only when
asked for (where there are such people)."""

from __future__ import annotations

from PySide6.QtCharts import (
    QBarCategoryAxis, QBarSeries, QBarSet, QChart, QChartView, QLineSeries, QValueAxis,
)
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox, QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem,
    QTabWidget, QVBoxLayout, QWidget,
)

from tarokdesk.gui import theme
from tarokdesk.gui.i18n import plural, translate
from tarokdesk.gui.person_names import shown_name
from tarokdesk.gui.sessions import game_name
from tarokdesk.gui.words import capitalised, contract_words
from tarokdesk.practice.statistics import Line, Statistics, statistics
from tarokdesk.store import SessionStore, StoreError


class StatisticsDialog(QDialog):
    def __init__(self, found: Statistics, note: str = "", parent=None):
        super().__init__(parent)
        self.found = found
        self.setWindowTitle(self.tr("Statistics"))
        self.table = QTableWidget(0, 8)
        headers = [(self.tr("Person"), ""), (self.tr("Game"), ""), (self.tr("Contract"), ""),
                   (self.tr("Deals played"), self.tr("Finished deals played in this contract "
                                                     "at which the person sat.")),
                   (self.tr("Declarer won"), self.tr("Of the deals the person declared in "
                                                     "this contract, those won.")),
                   (self.tr("Units per deal"), ""),
                   (self.tr("Times bid"), self.tr("Deals in which the person bid this "
                                                  "contract, whatever was played in the end.")),
                   (self.tr("Contra won"), self.tr("Contras the person said in this contract, "
                                                   "and of them those won."))]
        for column, (title, tip) in enumerate(headers):
            header = QTableWidgetItem(title)
            header.setToolTip(tip)
            self.table.setHorizontalHeaderItem(column, header)
        self.table.setAccessibleName(self.tr("Statistics"))
        self.table.verticalHeader().hide()
        self.table.viewport().installEventFilter(self)  # the columns follow the window
        self.everyone = QCheckBox(self.tr("Show the &computer players too"))
        self.everyone.setChecked(not found.humans)
        self.everyone.setVisible(bool(found.humans))  # without people there is no choice
        self.everyone.toggled.connect(self.show_lines)
        self.contracts = self._view(QChart())
        self.running = self._view(QChart())
        self.tabs = QTabWidget()
        self.tabs.addTab(self._with_note(self.table, self.tr(
            "A contract that was bid but never played in the end has 0 deals played.")),
            self.tr("&Table"))
        self.tabs.addTab(self.contracts, self.tr("&Per contract"))
        self.tabs.addTab(self._with_note(self.running, self.tr(
            "Deals are counted over all saved sessions, oldest first; a line stays level "
            "through the deals its person did not sit in.")), self.tr("&Over time"))
        self.note = QLabel(note if note or found.lines else
                           self.tr("No finished deal has been saved yet."))
        self.note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.everyone)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        theme.dress(self)
        self.resize(900, 560)
        self.show_lines()

    def eventFilter(self, watched, event) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    def fit_columns(self) -> None:
        """Every column as wide as its words, and what the window has over shared out among
        them, so that the table fills its window."""
        table = self.table
        table.resizeColumnsToContents()
        columns = table.columnCount()
        spare = table.viewport().width() - table.horizontalHeader().length()
        for column in range(columns) if spare > 0 else ():
            table.setColumnWidth(column, table.columnWidth(column) + spare // columns +
                                 (1 if column < spare % columns else 0))

    def shown_lines(self) -> list[Line]:
        """The people who played first; the computer players only when asked for."""
        humans = self.found.humans
        lines = [line for line in self.found.lines
                 if self.everyone.isChecked() or line.person in humans]
        return sorted(lines, key=lambda line: line.person not in humans)

    def show_lines(self) -> None:
        lines = self.shown_lines()
        self.table.setRowCount(len(lines))
        for row, line in enumerate(lines):
            for column, text in enumerate(self.cells(line)):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                if column >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight |
                                          Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        self.fit_columns()
        people = {line.person for line in lines}
        self.contracts.setChart(theme.paper_chart(self.contract_chart(lines)))
        self.running.setChart(theme.paper_chart(self.running_chart(
            {person: totals for person, totals in self.found.running_over_all_deals().items()
             if person in people})))

    def contract_name(self, contract: str | None) -> str:
        """A contract as a heading names it, a deal thrown in as one too (the column reads
        "Rufer", "Solo", "Thrown in" alike)."""
        return capitalised(contract_words(contract) if contract else self.tr("thrown in"))

    def cells(self, line: Line) -> list[str]:
        won = "–" if not line.declared else self.tr("{won} of {of} ({percent} %)").format(
            won=line.declarer_won, of=line.declared, percent=f"{line.declarer_win_percent:.0f}")
        units_per_deal = line.units_per_deal
        per_deal = "–" if units_per_deal is None else self.signed(units_per_deal)
        contract = self.contract_name(line.contract)
        contras = "–" if not line.contra_given else self.tr("{won} of {of}").format(
            won=line.contra_won, of=line.contra_given)
        return [shown_name(line.person), game_name(line.game), contract, str(line.deals), won,
                per_deal, str(line.bid), contras]

    def signed(self, value: float) -> str:
        """+2.25 in English, +2,25 in German."""
        return ("−" if value < 0 else "+") + self.locale().toString(abs(value), "f", 2)

    @staticmethod
    def _with_note(page: QWidget, note: str) -> QWidget:
        """`page` with `note` under it, so that a note shows only with the page it explains."""
        holder = QWidget()
        label = QLabel(note)
        label.setObjectName("page-note")
        label.setWordWrap(True)
        layout = QVBoxLayout(holder)
        layout.addWidget(page, 1)
        layout.addWidget(label)
        return holder

    @staticmethod
    def _view(chart: QChart) -> QChartView:
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        return view

    def contract_chart(self, lines: list[Line]) -> QChart:
        """A group of bars per game and contract: each person's units per deal."""
        played = [line for line in lines if line.deals]
        keys = sorted({(line.game, line.contract or "") for line in played})
        people = sorted({line.person for line in played})
        chart = QChart()
        chart.setTitle(self.tr("Units per deal, by contract"))
        series = QBarSeries()
        by_key = {(line.person, line.game, line.contract or ""): line for line in played}
        heights = [0.0]
        for person in people:
            bars = QBarSet(shown_name(person))
            for game, contract in keys:
                line = by_key.get((person, game, contract))
                heights.append((line.units_per_deal or 0.0) if line else 0.0)
                bars.append(heights[-1])
            series.append(bars)
        chart.addSeries(series)
        categories = QBarCategoryAxis()
        categories.append([f"{game_name(game)}: {self.contract_name(contract)}"
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

    def running_chart(self, running: dict[str, list[int]]) -> QChart:
        """Each person's running total, from 0 before the first deal (one deal draws a
        line too); `running` holds it before and after every deal."""
        chart = QChart()
        chart.setTitle(self.tr("Running totals"))  # the axis says their order
        x_axis, y_axis = QValueAxis(), QValueAxis()
        x_axis.setTitleText(self.tr("Deals saved, oldest first"))
        x_axis.setLabelFormat("%d")
        y_axis.setTitleText(self.tr("Units"))
        y_axis.setLabelFormat("%+d")
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for person, totals in sorted(running.items()):
            series = QLineSeries()
            series.setName(shown_name(person))
            series.setPointsVisible(True)
            series.append([QPointF(deal, total) for deal, total in enumerate(totals)])
            chart.addSeries(series)
            series.attachAxis(x_axis)
            series.attachAxis(y_axis)
        values = [v for totals in running.values() for v in totals] or [0]
        longest = max((len(t) - 1 for t in running.values()), default=1)
        x_axis.setRange(0, max(1, longest))
        x_axis.setTickType(QValueAxis.TickType.TicksDynamic)  # whole deals only
        x_axis.setTickAnchor(0)
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
