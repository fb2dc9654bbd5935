"""Statistics of the saved sessions (issue 12 item 5): three stored sessions, the numbers
counted here deal by deal from their score sheets, against practice/statistics.py, the
View → Statistics window and `tarokdesk stats --json`."""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from tarokdesk.cli.main import main
from tarokdesk.core import Session
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.players.driver import play_session
from tarokdesk.practice.statistics import statistics
from tarokdesk.store import SessionStore

SESSIONS = (("koenigrufen", ["Anna", "Berta", "Carl", "Dora"], "r1", 4),
            ("tapp-tarok", ["Carl", "Anna", "Berta"], "t1", 3),
            ("koenigrufen", ["Dora", "Carl", "Berta", "Anna"], "k7", 3))


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    """The data folder with the three sessions, played once for the module."""
    folder = tmp_path_factory.mktemp("data")
    store = SessionStore(folder)
    for number, (variant, names, seed, deals) in enumerate(SESSIONS):
        session = Session(variant, seed=seed, names=names)
        play_session(session, [PLAYER_KINDS["standard"](f"{seed}{i}") for i in range(len(names))],
                     deals)
        stored = store.create(session, [{"name": n, "kind": "standard"} for n in names],
                              f"session {number}", created=f"2026-01-0{number + 1}T10:00:00")
        store.close(stored)
    return folder


@pytest.fixture
def store(data, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(data))
    return SessionStore()


def counted_by_hand(store) -> dict:
    """Per (person, game, contract): the numbers, deal by deal from each session's sheet."""
    rows = defaultdict(lambda: defaultdict(int))
    for variant, names, seed, _ in SESSIONS:
        stored = next(s for s in store.scan()[0] if s.session.seed == seed)
        for game, row in zip(stored.session.games, stored.session.sheet()):
            for seat, person in enumerate(names):
                numbers = rows[person, variant, row["contract"]]
                numbers["deals"] += 1
                numbers["units"] += row["units"][seat]
                if row["declarer"] == seat:
                    numbers["declared"] += 1
                    numbers["declarer_won"] += game.result["won"]
            for seat, bid in set(game.state.bids):
                if bid not in ("pass", "hold", "gut"):
                    rows[names[seat], variant, bid]["bid"] += 1
            for record in game.state.announcements:
                if record["by"]:
                    seat = record["by"][0]
                    numbers = rows[names[seat], variant, row["contract"]]
                    numbers["contra_given"] += 1
                    gain = sum(item["amounts"].get(str(seat), 0) for item in game.result["items"]
                               if item["item"].startswith(record["item"]))
                    numbers["contra_won"] += gain > 0
    return {key: {k: v for k, v in numbers.items() if v} for key, numbers in rows.items()}


def computed(store) -> dict:
    return {(l.person, l.game, l.contract): {k: v for k, v in vars(l).items()
                                             if k not in ("person", "game", "contract") and v}
            for l in statistics(store.scan()[0]).lines}


def test_the_numbers_are_those_counted_from_the_sheets(store):
    assert computed(store) == counted_by_hand(store)
    found = statistics(store.scan()[0])
    anna = found.running["Anna"]
    assert len(anna) == 4 + 3 + 3  # every deal she sat in, oldest session first
    assert sum(l.units for l in found.lines if l.person == "Anna") == anna[-1]
    assert any(l.contra_won for l in found.lines)  # the sessions hold a Contra won
    assert any(l.contra_won < l.contra_given for l in found.lines)  # and one lost


def test_the_window_shows_the_same_numbers(store, qtbot):
    from tarokdesk.gui.statistics import StatisticsDialog

    found = statistics(store.scan()[0])
    dialog = StatisticsDialog(found)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.rowCount() == len(found.lines)
    for row, line in enumerate(found.lines):
        cells = [table.item(row, c).text() for c in range(table.columnCount())]
        assert cells[0] == line.person and cells[3] == str(line.deals)
        assert cells[5] == ("–" if not line.deals else
                            f"{line.units / line.deals:+.2f}".replace("-", "−"))
        assert cells[4] == ("–" if not line.declared else
                            f"{line.declarer_won} of {line.declared} "
                            f"({round(100 * line.declarer_won / line.declared)} %)")
        assert cells[6] == str(line.bid)
        assert cells[7] == ("–" if not line.contra_given else
                            f"{line.contra_won} of {line.contra_given}")
    assert dialog.found.running == found.running


def test_the_table_fills_its_window_and_shows_every_word(store, qtbot):
    from PySide6.QtWidgets import QApplication

    from tarokdesk.gui.statistics import StatisticsDialog

    dialog = StatisticsDialog(statistics(store.scan()[0]))
    qtbot.addWidget(dialog)
    dialog.resize(1280, 800)
    dialog.show()
    QApplication.processEvents()
    table = dialog.table
    header = table.horizontalHeader()
    assert abs(header.length() - table.viewport().width()) <= 2
    for column in range(table.columnCount()):
        needed = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
        assert header.sectionSize(column) >= needed, column


def test_stats_json_prints_the_same(store, capsys):
    assert main(["stats", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    by_key = {(l["person"], l["game"], l["contract"]): l for l in printed["lines"]}
    for key, numbers in counted_by_hand(store).items():
        line = by_key.pop(key)
        assert {k: line[k] for k in numbers} == numbers
        assert line["units_per_deal"] == (round(line["units"] / line["deals"], 2)
                                          if line["deals"] else None)
    assert not by_key
    assert printed["running"] == statistics(store.scan()[0]).running


def test_stats_of_an_unreadable_folder_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "data"
    blocker.mkdir()
    (blocker / "sessions").write_text("not a folder")
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(blocker))
    assert main(["stats"]) == 2
    error = capsys.readouterr().err
    assert error.startswith("tarokdesk: error: cannot read the sessions") and \
        error.count("\n") == 1


def test_a_session_that_cannot_be_counted_is_named_and_the_others_counted(store, capsys,
                                                                         monkeypatch):
    """Any failure in counting one session leaves that session out whole, named, and never
    stops the statistics of the others."""
    from tarokdesk.practice import statistics as module

    tapp = next(s for s in store.scan()[0] if s.session.variant_id == "tapp-tarok")
    counting = module._ladder

    def broken(game):
        if game.state.variant_id == "tapp-tarok":
            raise KeyError("strategy")
        return counting(game)

    monkeypatch.setattr(module, "_ladder", broken)
    found = statistics(store.scan()[0])
    assert found.left_out == [(tapp.id, "KeyError: 'strategy'")]
    assert {line.game for line in found.lines} == {"koenigrufen"}
    assert len(found.running["Anna"]) == 4 + 3  # the tapp deals left out whole
    assert main(["stats"]) == 2
    out, err = capsys.readouterr()
    assert err == f"unreadable: {store.root / tapp.id}.json: KeyError: 'strategy'\n"
    assert "koenigrufen" in out and "tapp-tarok" not in out


def test_every_line_over_time_runs_to_the_last_deal_and_stays_level_where_its_person_sat_out(
        store, qtbot):
    from tarokdesk.gui.statistics import StatisticsDialog

    found = statistics(store.scan()[0])
    dialog = StatisticsDialog(found)
    qtbot.addWidget(dialog)
    lines = {series.name(): [(point.x(), point.y()) for point in series.points()]
             for series in dialog.running.chart().series()}
    assert set(lines) == {"Anna", "Berta", "Carl", "Dora"}
    assert {points[-1][0] for points in lines.values()} == {4 + 3 + 3}
    dora = [total for _, total in lines["Dora"]]
    assert dora[4] == dora[5] == dora[6] == dora[7]  # she sat out the three Tapp-Tarok deals
    assert dora[-1] == found.running["Dora"][-1]


def test_the_running_chart_says_the_deals_order_once_on_its_axis(store, qtbot):
    """The title says what is plotted, the axis under it in what order."""
    from tarokdesk.gui.statistics import StatisticsDialog

    dialog = StatisticsDialog(statistics(store.scan()[0]))
    qtbot.addWidget(dialog)
    chart = dialog.running.chart()
    words = [chart.title()] + [axis.titleText() for axis in chart.axes()]
    assert chart.title() == "Running totals"
    assert sum("oldest" in text for text in words) == 1, words


def test_the_note_on_contracts_bid_but_never_played_shows_only_with_the_table(store, qtbot):
    from PySide6.QtWidgets import QLabel

    from tarokdesk.gui.statistics import StatisticsDialog

    dialog = StatisticsDialog(statistics(store.scan()[0]))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def shown_notes() -> list[str]:
        return [label.text() for label in dialog.findChildren(QLabel) if label.isVisible()]

    for page in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(page)
        bid_note = any("bid but never played" in text for text in shown_notes())
        assert bid_note == (page == 0), page


def test_a_deal_thrown_in_is_named_as_the_contracts_are(store, qtbot):
    """The contract column reads "Rufer", "Solo", "Thrown in": one case for every name."""
    from tarokdesk.gui.statistics import StatisticsDialog
    from tarokdesk.practice.statistics import Line

    dialog = StatisticsDialog(statistics(store.scan()[0]))
    qtbot.addWidget(dialog)
    assert dialog.cells(Line("Anna", "koenigrufen", None, deals=1))[2] == "Thrown in"
    named = [dialog.table.item(row, 2).text() for row in range(dialog.table.rowCount())]
    assert all(name[:1].isupper() for name in named)
