"""The table as a card game: bubbles and the contract banner, the talon to click, the
discard tray (chosen cards raised in a hand that stays still), the result panel's explained
lines and the session chart (pytest-qt)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QTextDocument
from test_gui import as_painted

from tarokdesk.core import Game, Session
from tarokdesk.gui.chart import SessionChartDialog
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.table.result import item_lines
from tarokdesk.gui.window import MainWindow

pytestmark = pytest.mark.gui
NAMES = ["Anna", "Bernhard", "Clara", "David"]


def quiet_window(qtbot, variant: str, n_seats: int, seed: str = "7") -> MainWindow:
    """A table whose computer players never move: the test moves for everyone."""
    setup = TableSetup(variant, [SeatSetup(NAMES[0], HUMAN)] +
                       [SeatSetup(n, "standard") for n in NAMES[1:n_seats]], seed)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.controller.stop_bots()
    return window


def put(window: MainWindow, game: Game) -> None:
    """Make `game` the table's current deal."""
    window.controller.session.games[-1] = game
    window.controller.changed.emit()


def apply(window: MainWindow, action) -> None:
    window.controller.game.apply(action)
    window.controller.changed.emit()


def note_text(window: MainWindow, role: str) -> str:
    note = window.scene.notes.get(role)
    return note.text if note is not None else ""


def click_scene_item(qtbot, window: MainWindow, item) -> None:
    """A click near the left edge, which a fanned card always shows."""
    as_painted(window)
    point = item.pos() + QPointF(4, item.size.height() / 2)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(point))


ESCALATION = ("supercontra:", "recontra:", "contra:", "announce:pagat_ultimo")


def escalate(game: Game):
    """The highest of Supercontra, Recontra, Contra and Pagat Ultimo that may be said."""
    legal = game.legal_actions()
    for prefix in ESCALATION:
        for action in legal:
            if str(action.value).startswith(prefix):
                return action
    return next(a for a in legal if a.value == "pass")


def test_bubbles_and_banner_show_every_bid_call_and_contra_level(qtbot):
    window = quiet_window(qtbot, "koenigrufen", 4)
    game = Game.new("koenigrufen", {}, 4, dealer=0)
    game.deal_seeded("bubbles")
    put(window, game)
    # the auction: Vorhand (1) opens Rufer, 2 raises to Solo, 1 yields, 3 and 0 pass
    spoken = {}
    for seat, bid, words in ((1, "rufer", "Rufer"), (2, "solo", "Solo"), (1, "pass", "Pass"),
                             (3, "pass", "Pass"), (0, "pass", "Pass")):
        assert game.phase == "bid" and game.to_move == seat
        apply(window, game.legal_actions()[[a.value for a in game.legal_actions()].index(bid)])
        spoken[seat] = words
        if game.phase == "bid":
            for who, said in spoken.items():
                assert note_text(window, f"bubble:{who}") == said
            assert "banner" not in window.scene.notes
    assert game.phase == "call"
    assert not any(role.startswith("bubble:") for role in window.scene.notes)
    assert note_text(window, "banner").startswith("Solo · played by Clara")
    apply(window, game.legal_actions()[0])  # Clara calls a king
    banner = note_text(window, "banner")
    assert "calls the " in banner and game.legal_actions()[0].kind == "announce"
    levels_seen = set()
    while game.phase == "announce":
        action = escalate(game)
        apply(window, action)
        verb, _, item = str(action.value).partition(":")
        if game.phase != "announce":
            break
        bubble = note_text(window, f"bubble:{action.seat}")
        if verb == "pass":
            assert bubble == "Pass"
        elif verb == "announce":
            assert bubble == "Pagat Ultimo"
        else:
            assert bubble.startswith(verb.capitalize() + "!")
        banner = note_text(window, "banner")
        for record in game.state.announcements:
            for level, seat in enumerate(record["by"], start=1):
                word = ("Contra ×2", "Recontra ×4", "Supercontra ×8")[level - 1]
                assert f"{word} ({NAMES[seat]})" in banner
                levels_seen.add(word)
        if verb == "announce":
            assert f"Pagat Ultimo ({NAMES[action.seat]})" in banner
    assert levels_seen == {"Contra ×2", "Recontra ×4", "Supercontra ×8"}
    assert game.phase == "play" and "Pagat Ultimo" in note_text(window, "banner")


def human_declares(window: MainWindow, options: dict | None = None) -> Game:
    """Tapp-Tarok with three: the human (0) declares a Dreier, the others tap."""
    game = Game.new("tapp-tarok", options or {}, 3, dealer=2)
    game.deal_seeded("talon")
    put(window, game)
    while game.phase == "bid":
        legal = game.legal_actions()
        apply(window, legal[1] if game.to_move == 0 else legal[0])
    assert game.phase == "talon" and game.to_move == 0 and game.state.declarer == 0
    return game


def test_clicking_a_talon_part_takes_it(qtbot):
    window = quiet_window(qtbot, "tapp-tarok", 3)
    game = human_declares(window)
    second = [key for key, part in window.scene.talon_part_of.items() if part == 1]
    assert len(second) == 3 and all(window.scene.items_by_key[k].face_up for k in second)
    click_scene_item(qtbot, window, window.scene.items_by_key[second[1]])
    assert game.state.talon_owner == ["defenders", "taken"]
    assert game.phase == "discard"


def test_clicking_the_hidden_half_shows_it_in_the_old_method(qtbot):
    window = quiet_window(qtbot, "tapp-tarok", 3)
    game = human_declares(window, {"talon_method": "old"})
    hidden = [key for key in window.scene.talon_part_of if key[0] == "talon"]
    assert len(hidden) == 3 and "Show the other half" in note_text(window, "talon:1")
    click_scene_item(qtbot, window, window.scene.items_by_key[hidden[0]])
    assert game.state.talon_shown == [True, True] and game.phase == "talon"
    assert all(window.scene.items_by_key[k].face_up for k in window.scene.talon_part_of)


def test_a_discard_waits_in_the_tray_and_can_be_taken_back(qtbot):
    window = quiet_window(qtbot, "tapp-tarok", 3)
    game = human_declares(window)
    apply(window, game.legal_actions()[0])  # the first half
    scene = window.scene
    taken = set(game.state.talon_parts[0])
    marked = {item.card for item in scene.items_by_key.values() if item.marked}
    assert marked == taken
    legal = [a.value for a in game.legal_actions()]
    log = len(game.log)
    as_painted(window)
    before = {card: scene.items_by_key[("card", card)].pos() for card in game.state.hands[0]}
    assert "3 more" in window.actions_bar.prompt.text()
    click_scene_item(qtbot, window, scene.items_by_key[("card", legal[0])])
    assert scene.tray == [legal[0]] and len(game.log) == log
    tray_item = scene.items_by_key[("card", legal[0])]
    after = {card: scene.items_by_key[("card", card)].pos() for card in before}
    assert [card for card in before if after[card] != before[card]] == [legal[0]]  # all
    assert after[legal[0]].x() == before[legal[0]].x()  # else still, the chosen card raised
    assert after[legal[0]].y() < before[legal[0]].y() and tray_item.chosen
    assert "2 more" in window.actions_bar.prompt.text()  # the prompt counts along
    assert "1 of 3" in note_text(window, "tray")
    click_scene_item(qtbot, window, tray_item)  # back into the hand
    assert scene.tray == [] and len(game.log) == log and tray_item.pos() == before[legal[0]]
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(scene.tray) == 1
    qtbot.keyClick(window.view, Qt.Key.Key_Backspace)
    assert scene.tray == []
    for card in legal[:2]:
        click_scene_item(qtbot, window, scene.items_by_key[("card", card)])
    assert not window.actions_bar.buttons  # nothing to confirm before the tray is full
    qtbot.keyClick(window.view, Qt.Key.Key_Right)  # the keyboard picks the third
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    chosen = list(scene.tray)
    assert len(game.log) == log and len(set(chosen)) == 3
    assert "more" not in window.actions_bar.prompt.text()  # only the confirmation is left
    confirm = window.actions_bar.buttons[-1]
    assert confirm.accessibleName() == "Lay these cards away"
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    assert sorted(game.state.discards[0]) == sorted(chosen) and game.phase != "discard"
    assert scene.tray == []


def deal_with_contra_ultimo_and_honours() -> Game:
    """A Königrufen deal (the first seed that has them) with a contra'd item, a Pagat
    Ultimo and honours; the cards are played by the first legal choice."""
    for seed in range(200):
        game = Game.new("koenigrufen", {}, 4, dealer=0)
        game.deal_seeded(f"result:{seed}")
        while not game.is_terminal:
            legal = game.legal_actions()
            if game.phase == "announce":
                action = escalate(game)
            elif game.phase == "bid":
                action = legal[1] if game.to_move == 1 else legal[0]
            else:
                action = legal[0]
            game.apply(action)
        items = game.result["items"]
        names = {i["item"] for i in items}
        if any(i["computation"]["contra"] > 1 for i in items) and "pagat" in str(names) \
                and names & {"koepfe", "tous_les_trois", "tous_les_quatre"}:
            return game
    raise AssertionError("no such deal in 200 seeds")


def test_the_result_panel_explains_every_item_and_adds_up(qtbot):
    window = quiet_window(qtbot, "koenigrufen", 4)
    game = deal_with_contra_ultimo_and_honours()
    put(window, game)
    window.controller.deal_over.emit()
    panel = window.result_panel
    assert panel.isVisible()
    text = panel.text.text()
    document = QTextDocument()
    document.setHtml(text)
    shown = document.toPlainText().replace("\xa0", " ")
    result = game.result
    lines = item_lines(result, names=window.controller.session.names)
    assert len(lines) == len(result["items"])
    per_seat = {seat: 0 for seat in range(4)}
    for item, line in zip(result["items"], lines):
        assert line in shown
        numbers = [int(n) for n in re.findall(r"(?<![×\w])(\d+)(?= unit| opponents|$| each)",
                                               line)]
        factors = [int(n) for n in re.findall(r"× (\d+) \(", line)]  # '× 2 (Contra)'
        value, units = numbers[0], numbers[-1]
        product = value
        for factor in factors:
            product *= factor
        if "opponents" in line:
            product *= numbers[1]
        assert product == units, line
        amounts = item["amounts"]
        biggest = max(abs(v) for v in amounts.values())
        assert units == biggest, (line, amounts)
        for seat, amount in amounts.items():
            per_seat[int(seat)] += amount
    assert per_seat == {int(s): v for s, v in result["totals"].items()}
    assert any(re.search(r"× \d+ \((Contra|Recontra|Supercontra)\)", line) for line in lines)
    for seat in range(4):
        assert f"<b>{result['totals'][str(seat)]:+d}</b>" in text
    exact = result["thirds"]["declarer"] == 3 * result["points"]["declarer"]  # one figure
    assert ("counted in packets of three" in text) is not exact and "36 needed" in text
    rect = window.scene.result_proxy.sceneBoundingRect()
    for label in window.scene.labels.values():
        assert not rect.intersects(label.sceneBoundingRect())


def test_the_session_chart_has_a_line_per_seat_and_a_point_per_deal_from_0(qtbot):
    session = Session("tapp-tarok", {}, 3, "chart", names=NAMES[:3])
    for _ in range(4):
        game = session.new_deal()
        while not game.is_terminal:
            game.apply(game.legal_actions()[-1])
    dialog = SessionChartDialog(session.names, session.sheet())
    qtbot.addWidget(dialog)
    series = dialog.chart.series()
    assert [s.name() for s in series] == NAMES[:3]
    totals = session.totals()
    for seat, line in enumerate(series):
        points = line.points()
        assert [p.x() for p in points] == [0, 1, 2, 3, 4]  # from 0 before the first deal
        assert points[0].y() == 0 and points[-1].y() == totals[seat]


def test_the_score_sheet_fits_five_seats_without_row_numbers(qtbot):
    """At the width it asks for, every seat's units show in full (the contract gives way)
    and every header whole: the names, or their initials where a name would be cut."""
    from tarokdesk.gui.panels import ScoreSheet, initials
    from tarokdesk.gui.rich_text import plain_tip

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    names = ["Anna", "Bernhard", "Clara", "David", "Eleonore"]
    rows = [{"deal": n, "contract": "solo_dreier", "declarer": 4,
             "units": {s: (-1) ** s * 40 for s in range(5)}} for n in range(1, 4)]
    sheet.show_sheet(names, rows, {s: 120 for s in range(5)})
    sheet.resize(sheet.sizeHint().width(), 300)
    sheet.show()
    qtbot.waitExposed(sheet)
    header = sheet.horizontalHeader()
    assert not sheet.verticalHeader().isVisible()
    headers = [sheet.horizontalHeaderItem(c) for c in range(2, 7)]
    assert [h.text() for h in headers] in (names, initials(names))
    assert [h.toolTip() for h in headers] == [plain_tip(n) for n in names]  # whole on hover
    for column in range(sheet.columnCount()):
        text = sheet.horizontalHeaderItem(column).text()
        assert header.fontMetrics().horizontalAdvance(text) < header.sectionSize(column)
    used = sum(header.sectionSize(c) for c in range(sheet.columnCount()))
    assert used <= sheet.viewport().width() and not sheet.horizontalScrollBar().isVisible()
    for column in range(2, 7):  # every seat's units in full; the contract gives way
        assert header.sectionSize(column) >= sheet.sizeHintForColumn(column)


def test_names_are_never_markup_on_the_table(qtbot):
    setup = TableSetup("tapp-tarok", [SeatSetup("<i>Eve</i>", HUMAN), SeatSetup("B", "random"),
                                      SeatSetup("C", "random")], "1")
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    qtbot.addWidget(window)
    window.show()
    window.controller.stop_bots()
    game = Game.new("tapp-tarok", {}, 3, dealer=2)
    game.deal_seeded("names")
    while not game.is_terminal:
        legal = game.legal_actions()
        game.apply(legal[-1] if game.phase == "bid" else legal[0])
    put(window, game)
    window.controller.deal_over.emit()
    assert "&lt;i&gt;Eve&lt;/i&gt;" in window.result_panel.text.text()
    assert "<i>Eve" not in window.result_panel.text.text()
    tip = window.scene.labels["0"].toolTip()
    assert "&lt;i&gt;Eve&lt;/i&gt;" in tip and "<i>Eve" not in tip


@pytest.mark.parametrize("variant, n_seats", [
    ("whist", 4), ("tarok-mit-blocks", 3), ("tarok-tappen-1821", 3), ("danish-tarok-four", 4),
    ("danish-taroc-en-deux", 2), ("koenigrufen", 4)])
def test_each_plate_shows_the_score_that_moves_in_its_game(qtbot, variant, n_seats):
    """Where a session carries a score across deals, a seat's plate shows the figure its
    sheet names for the plates (the game's points, the partie, the board), not the deals'
    units that stand at +0 until a rubber is settled; elsewhere the running total."""
    from tarokdesk.gui.words import capitalised, term_words

    window = quiet_window(qtbot, variant, n_seats)
    game = window.controller.game
    sitting = window.controller.session.variant.sitting
    sheet = sitting.carry_sheet(sitting.carry_in_deal(game.carry_after, game.state.dealer))
    counts = {int(seat): plate.content.counts for seat, plate in window.scene.labels.items()}
    if sheet is None:
        assert all(line.endswith(" · +0") for line in counts.values()), counts
        return
    column = sheet.columns.index(sheet.plate)
    for seat, cells in sheet.seats.items():
        assert counts[seat].endswith(f" · {capitalised(term_words(sheet.plate))} "
                                     f"{cells[column]}"), counts


def test_the_score_sheet_heads_with_names_where_a_wide_window_has_room_for_them(qtbot):
    """Columns share the width equally, so the sheet asks room for the widest name in each;
    the contract wraps before the names give way."""
    from PySide6.QtWidgets import QMainWindow

    from tarokdesk.gui.panels import ScoreSheet

    window = QMainWindow()
    window.resize(1920, 1080)
    sheet = ScoreSheet(window)
    qtbot.addWidget(window)
    names = ["Bernhard", "Anna", "Eva", "Clara"]
    rows = [{"deal": 1, "contract": "solo_dreier", "declarer": 0,
             "units": {0: 120, 1: -40, 2: -40, 3: -40}}]
    sheet.show_sheet(names, rows, {0: 120, 1: -40, 2: -40, 3: -40})
    sheet.resize(sheet.sizeHint().width(), 300)
    window.show()
    qtbot.waitExposed(window)
    sheet.resize(sheet.sizeHint().width(), 300)
    assert [sheet.horizontalHeaderItem(c).text() for c in range(2, 6)] == names


def test_a_problem_seat_is_headed_by_its_letter():
    from tarokdesk.gui.panels import initials

    assert initials(["You as A", "B", "C", "D"]) == ["A", "B", "C", "D"]
    assert initials(["Sie als A", "B", "C"]) == ["A", "B", "C"]
    assert initials(["Anna Maria", "Bernhard"]) == ["AM", "B"]


def test_a_plates_counts_stay_on_one_line_where_its_badges_wrap(qtbot):
    """A narrow plate wraps its name and badges but widens for its counts, so that every
    plate reads its cards, tricks and score on one line, in the longer German words too."""
    from tarokdesk.gui.table.plate import PlateContent, arrange

    counts = "13 Karten · 13 Stiche · Punkte 0"
    runs, _, size = arrange(PlateContent("Clara", ["Vorhand"], counts, 0, "Partner: Anna"),
                            130.0, 120.0)
    assert counts in [run.text for run in runs]
    assert size.width() > 120.0


@pytest.mark.parametrize("height", [80, 130, 200])
def test_the_hint_frame_lies_round_the_card_not_on_its_index(qtbot, height):
    """The hint's outline leaves every pixel of the card's face as it was, so the corner index
    of the card it recommends reads whole at every card size."""
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QImage, QPainter

    from tarokdesk.gui.deck import CardDeck
    from tarokdesk.gui.table.cards import CardItem

    def drawn(hinted: bool) -> QImage:
        item = CardItem(("card", 9), 9, CardDeck())
        item.set_size(QSize(round(height / 1.55), height))
        item.legal, item.hinted = True, hinted
        image = QImage(item.size + QSize(8, 8), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.translate(4, 4)
        item.paint(painter, None)
        painter.end()
        return image

    plain, hinted = drawn(False), drawn(True)
    face = [(x, y) for x in range(4, plain.width() - 4) for y in range(4, plain.height() - 4)
            if plain.pixelColor(x, y).alpha() == 255]  # the card, not its rounded corners
    changed = [(x, y) for x, y in face if plain.pixel(x, y) != hinted.pixel(x, y)]
    assert not changed, changed[:20]
    assert plain != hinted
