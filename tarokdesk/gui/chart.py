"""View → Session chart: each seat's running total over the deals of the session, from 0
before the first (so one deal draws a line too; QtCharts, part of PySide6)."""

from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout

from tarokdesk.gui import theme
from tarokdesk.gui.person_names import shown_names


def running_totals(n_seats: int, rows: list[dict]) -> list[list[int]]:
    """Per seat, its running total after each finished deal (rows of Session.sheet())."""
    totals = [0] * n_seats
    lines: list[list[int]] = [[] for _ in range(n_seats)]
    for row in rows:
        for seat in range(n_seats):
            totals[seat] += row["units"].get(seat, 0)
            lines[seat].append(totals[seat])
    return lines


def session_chart(names: list[str], rows: list[dict], title: str, deal_word: str,
                  units_word: str) -> QChart:
    chart = QChart()
    chart.setTitle(title)
    x_axis, y_axis = QValueAxis(), QValueAxis()
    x_axis.setTitleText(deal_word)
    x_axis.setLabelFormat("%d")
    y_axis.setTitleText(units_word)
    y_axis.setLabelFormat("%+d")
    chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
    lines = running_totals(len(names), rows)
    for name, points in zip(names, lines):
        series = QLineSeries()
        series.setName(name)
        series.setPointsVisible(True)
        series.append([QPointF(0, 0)] + [QPointF(row["deal"], total)
                                         for row, total in zip(rows, points)])
        chart.addSeries(series)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
    last = max((row["deal"] for row in rows), default=1)
    x_axis.setRange(0, last)
    x_axis.setTickCount(min(11, last + 1))
    values = [v for points in lines for v in points] or [0]
    low, high = min(0, *values), max(0, *values)
    pad = max(1, (high - low) // 10)
    y_axis.setRange(low - pad, high + pad)
    return chart


class SessionChartDialog(QDialog):
    def __init__(self, names: list[str], rows: list[dict], parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Session chart"))
        theme.dress(self)
        self.chart = session_chart(names, rows, self.tr("Running totals"), self.tr("Deal"),
                                   self.tr("Units"))
        view = QChartView(self.chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(view, 1)
        layout.addWidget(buttons)
        self.resize(720, 460)


def show_session_chart(window) -> None:
    """View → Session chart, for the session on `window`'s table."""
    controller = window.controller
    if controller is not None:
        SessionChartDialog(shown_names(controller.session.names), controller.session.sheet(),
                           window).exec()
