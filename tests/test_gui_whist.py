"""Long Whist at the table (pytest-qt, offscreen): a whole rubber of computer players with
one human seat, and the draw for partners made again before the next rubber (whist.md open
question 7, option `redraw`), the human following his person to the new seat."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from test_gui import make_window, play_deal, wait_for_human

from tarokdesk.gui.controller import HUMAN

pytestmark = pytest.mark.gui
KINDS = [HUMAN, "standard", "standard", "standard"]
SEED = "0"
"""Its first rubber is seven deals long (FIRST_RUBBER), and the redraw moves Anna from seat 2
to seat 1."""
FIRST_RUBBER = 7
SIGNALS_SEED = "3"
"""Anna holds an ace, and one falls in the first four tricks."""
ONE_PIP = re.compile(r"[♥♦♠♣] 1\b")
"""An ace written as the Tarock suits' low pip."""


def next_deal(qtbot, window) -> None:
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    qtbot.mouseClick(window.result_panel.button, Qt.MouseButton.LeftButton)


def test_a_whist_rubber_by_bots_with_a_human_seat_and_a_redraw_before_the_next(qtbot):
    window = make_window(qtbot, "whist", KINDS, SEED, {"redraw": True})
    controller, session = window.controller, window.controller.session
    anna = session.names.index("Anna")  # the draw seated her
    assert controller.viewer == anna and controller.humans == [anna]
    play_deal(qtbot, window)  # the first deal by clicks on the table
    while not session.over:
        next_deal(qtbot, window)
        while True:  # the human's later decisions are the table's hints
            wait_for_human(qtbot, window)
            if controller.game.is_terminal:
                break
            assert controller.act(controller.hint()[0])
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    rubber = controller.game.carry_after
    assert rubber["winner"] is not None and len(session.games) == FIRST_RUBBER
    totals = session.totals()
    assert sum(totals.values()) == 0 and totals[anna] == totals[(anna + 2) % 4]
    assert window.carry_panel.isVisible()
    assert [window.sheet.names[c] for c in range(2, 6)] == session.names
    assert_sheet_counts_the_rubber(window.sheet, session)

    next_deal(qtbot, window)  # a new rubber: the persons draw again
    redraw = session.redraws[0]
    seat = session.persons_at(FIRST_RUBBER).index(anna)
    assert redraw["deal"] == FIRST_RUBBER and seat != anna
    assert controller.viewer == seat and controller.humans == [seat]
    assert controller.names[seat] == "Anna" and controller.game.state.carry["games"] == []
    assert controller.view().hand == tuple(controller.game.state.hands[seat])
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert any("Anna draws" in line for line in log)
    assert [window.sheet.names[c] for c in range(2, 6)] == session.names
    play_deal(qtbot, window)  # the human clicks through a deal at the new seat
    assert len(session.games) == FIRST_RUBBER + 1 and sum(session.totals().values()) == 0


def assert_sheet_counts_the_rubber(sheet, session) -> None:
    """Each deal's row shows the points it scored towards the game, the game won named after
    the contract; the units follow in a row of their own where a deal settled any (a game's,
    the rubber's)."""
    def cells(row: int) -> list[str]:
        return [sheet.item(row, column).text() for column in range(sheet.columnCount())]

    rows = [cells(row) for row in range(sheet.rowCount())]
    deals = [row for row in rows if row[0].isdigit()]
    assert len(deals) == len(session.games)
    for row, game in zip(deals, session.games):
        scored = [s["points"] for s in game.result["carry_steps"] if s["code"] in ("scored", "nest")]
        assert sum(int(cell) for cell in row[2:]) == 2 * sum(scored)
    won = [i for i, game in enumerate(session.games)
           if any(s["code"] == "game_won" for s in game.result["carry_steps"])]
    assert [i for i, row in enumerate(deals) if "Games: " in row[1]] == won
    settled = [row for row in rows if row[:2] == ["", "Settled"]]
    assert rows[-2] == settled[-1] and rows[-3] == deals[-1]
    totals = session.totals()
    assert [sum(int(row[c]) for row in settled) for c in range(2, 6)] == \
        [totals[p] for p in range(4)] != [0] * 4


def test_hints_and_lead_signals_in_a_live_whist_table_speak_whist(qtbot, monkeypatch):
    """Issue 16 item 2 at the table: the hint is the standard player's sentence, and View →
    Lead signals reads each first lead by Brenner's signals; aces are written as aces there,
    in the last trick and in the screen reader's description."""
    from PySide6.QtWidgets import QLabel, QMessageBox

    from tarokdesk.gui.dialogs import LastTrickDialog
    from tarokdesk.gui.words import card_words
    from tarokdesk.players.conventions import first_lead_signals

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()))
    monkeypatch.setattr(LastTrickDialog, "exec", lambda dialog: shown.append(" ".join(
        label.text() for label in dialog.findChildren(QLabel))))
    window = make_window(qtbot, "whist", KINDS, SIGNALS_SEED)
    controller = window.controller
    held = controller.view().hand
    assert any(card_words(c, "A").endswith("Ace") for c in held)
    assert "Ace" in window.view.accessibleDescription()
    aces_seen = False
    while len(controller.view().tricks) < 4:
        wait_for_human(qtbot, window)
        window.show_hint()
        assert window.actions_bar.message.text().startswith("Hint: ")
        assert "Brenner" in window.teaching.texts()[-1]
        assert controller.act(controller.hint()[0])
        window.show_last_trick()
        aces_seen |= "Ace" in shown[-1]
        assert not ONE_PIP.search(shown[-1] + window.view.accessibleDescription())
    window.show_signals()
    signals = first_lead_signals(controller.view())
    text = shown[-1]
    assert len(signals) >= 3 and text.count("Brenner") == len(signals)
    for seat, card, convention in signals:
        assert f"{controller.names[seat]} led {card_words(card, 'A')}: {convention.meaning}" \
            in text
    assert aces_seen and not ONE_PIP.search(text)


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(990, 570), (910, 730), (1250, 700), (1850, 950)])
def test_a_conceded_claim_leaves_the_claimed_hand_open_at_every_size(qtbot, size, language):
    """A claim at the first lead, conceded: the others' cards are the claimant's tricks as if
    played. His hand, shown to claim, stays face up beside the result told in full (its type
    smaller where it must) in each window size's table and language, and the result says it
    was shown; every plate counts its cards, tricks and points on one line."""
    from PySide6.QtCore import QRectF
    from whist_builders import whist_game

    from tarokdesk.core import Action
    from tarokdesk.gui.deck import CardDeck
    from tarokdesk.gui.i18n import LANGUAGE
    from tarokdesk.gui.scene import TableScene
    from tarokdesk.gui.table_words import seat_counts
    from tarokdesk.rules.suit_tricks import REST

    LANGUAGE.use(language)
    game = whist_game({3: "SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 HA"}, "S2", dealer=0)
    game.apply(Action("claim", game.to_move, REST))
    while not game.is_terminal:
        game.apply(Action("concede", game.to_move, "concede"))
    scene = TableScene(CardDeck())
    scene.animation_ms = 0
    scene.setSceneRect(QRectF(0, 0, *size))
    try:
        scene.show_view(game.view(1), ["Eva", "Anna", "Bernhard", "Clara"], {}, {},
                        {seat: "Punkte 0" if language == "de" else "Points 0"
                         for seat in range(4)}, set())
        on_table = [key for key, item in scene.items_by_key.items()
                    if item.isVisible() and key[0] in ("card", "back")]
        face_up = scene.face_up_cards()
        assert face_up == set(game.state.hands[3]), face_up
        assert len(on_table) == len(face_up), on_table
        assert scene.result_panel.unscrolled
        told = scene.result_panel.told(False, 0)
        assert ("showing the hand" in told or "offenen Karten" in told), told
        counts = seat_counts(13, 13, "Punkte 0" if language == "de" else "Points 0")
        assert counts in scene.labels["3"].text().split("\n"), scene.labels["3"].text()
    finally:
        LANGUAGE.use("en")


def test_the_sheet_sums_units_only_under_rows_of_units(qtbot):
    """A deal that scored points towards the game but settled no units is not followed by a
    units' sum of zero; the contract is one short word, the game's winners by initials."""
    from tarokdesk.gui.panels import ScoreSheet

    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    names = ["Bernhard", "Anna", "Eva", "Clara"]
    zero = {p: 0 for p in range(4)}
    gains = ("points", "games")
    played = {"deal": 1, "declarer": None, "contract": "played", "units": zero,
              "gains": {p: {"points": 1 - p % 2} for p in range(4)}}
    sheet.show_sheet(names, [played], zero, gains=gains)
    assert sheet.rowCount() == 1
    assert sheet.item(0, 1).text() == "Played"
    claimed = {"deal": 2, "declarer": None, "contract": "claimed",
               "units": {p: 4 if p % 2 else -4 for p in range(4)},
               "gains": {p: {"points": 6 * (p % 2), "games": p % 2} for p in range(4)}}
    sheet.show_sheet(names, [played, claimed], claimed["units"], gains=gains)
    rows = [[sheet.item(r, c).text() for c in range(6)] for r in range(sheet.rowCount())]
    assert rows[1][1] == "Claimed · Games: A & C"
    assert rows[2][:2] == ["", "Settled"] and rows[3][:3] == ["Σ", "Units in all", "-4"]


@pytest.mark.parametrize("width", [360, 400, 420, 440, 520])
def test_the_sheets_contract_wraps_before_the_names_give_way_and_both_tables_name_alike(
        qtbot, width):
    """The contract ("Claimed · Games: A & C") takes at most two lines where that keeps the
    players' names in full, and keeps one line beside initials; the sheet and the rubber box
    under it head their columns alike, names in both or initials in both."""
    from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

    from tarokdesk.gui.panels import CarryPanel, ScoreSheet
    from tarokdesk.rules import rubber
    from tarokdesk.variants.whist import Whist

    column = QWidget()
    qtbot.addWidget(column)
    sheet, carry = ScoreSheet(), CarryPanel()
    sheet.together = carry.together = [sheet, carry]
    stack = QVBoxLayout(column)
    stack.addWidget(sheet)
    stack.addWidget(carry)
    names = ["Bernhard", "Anna", "Eva", "Clara"]
    claimed = {"deal": 1, "declarer": None, "contract": "claimed",
               "units": {p: 4 if p % 2 else -4 for p in range(4)},
               "gains": {p: {"points": 13 * (p % 2), "games": p % 2} for p in range(4)}}
    won = {**rubber.opening(), "games": [{"winner": 1, "value": 4}]}
    column.resize(width, 600)
    column.show()
    sheet.show_sheet(names, [claimed], claimed["units"], gains=("points", "games"))
    carry.show_carry(names, Whist().sitting.carry_sheet(won))
    QApplication.processEvents()
    assert sheet.item(0, 1).text() == "Claimed · Games: A & C"
    one_line = sheet.rowHeight(1)  # "Settled"
    lines = round(sheet.rowHeight(0) / one_line)
    heads = [[table.horizontalHeaderItem(c).text() for c in table.names]
             for table in (sheet, carry)]
    assert heads[0] == heads[1] and heads[0] in (names, ["B", "A", "E", "C"]), heads
    assert lines == 1 or (lines == 2 and heads[0] == names), (width, lines, heads)
    assert heads[0] == names or width < 420, (width, heads)  # 420: room for names and two lines
