"""The table, driven offscreen by simulated clicks (pytest-qt)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import QApplication

from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.window import MainWindow

pytestmark = pytest.mark.gui


def make_window(qtbot, variant: str, kinds: list[str], seed: str = "7",
                options: dict | None = None, first_dealer: int | None = None) -> MainWindow:
    names = ["Anna", "Bernhard", "Clara", "David"][:len(kinds)]
    setup = TableSetup(variant, [SeatSetup(n, k) for n, k in zip(names, kinds)], seed,
                       options or {}, first_dealer)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    paint_only_when_looked_at(window)
    return window


def paint_only_when_looked_at(window: MainWindow) -> None:
    """The window paints when the test looks at it as a person would (`look`: before the
    human acts, at a result), not after every bot's action: painting each passing state is
    much of a bots' deal's time."""
    window.setUpdatesEnabled(False)


def look(window: MainWindow) -> None:
    """The window painted now, as the person about to act sees it (a window that paints
    by itself has painted already)."""
    as_painted(window)
    if not window.updatesEnabled():
        window.setUpdatesEnabled(True)
        window.repaint()
        window.setUpdatesEnabled(False)


def wait_for_human(qtbot, window: MainWindow) -> None:
    controller = window.controller
    qtbot.waitUntil(lambda: controller.human_to_act() or controller.game.is_terminal
                    or controller.awaiting_handover is not None, timeout=10000)
    look(window)


def as_painted(window: MainWindow) -> None:
    """The table as a person sees it before a click: the window's pending events handled and
    the table laid out for the view's size, as before a paint."""
    QApplication.processEvents()
    window.view.lay_out_pending()


def click_card(qtbot, window: MainWindow, card: int) -> None:
    look(window)
    item = window.scene.items_by_key[("card", card)]
    point = item.pos() + QPointF(4, item.size.height() / 2)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(point))


def human_turn(qtbot, window: MainWindow) -> None:
    """The human acts through the table as a person would: a card or a button."""
    controller = window.controller
    legal = controller.game.legal_actions()
    cards = [a.value for a in legal if a.kind in ("play", "discard")
             and a.value not in window.scene.tray]
    if cards and not window.tray.commands(controller.view()):
        click_card(qtbot, window, cards[-1])
        return
    buttons = window.actions_bar.buttons
    assert buttons, f"no buttons in phase {controller.game.phase}"
    preferred = [b for b in buttons if b.accessibleName() in ("Pass", "No more announcements")]
    target = preferred[0] if preferred and controller.game.phase != "bid" else buttons[0]
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton)


def play_deal(qtbot, window: MainWindow) -> None:
    controller = window.controller
    for _ in range(400):
        wait_for_human(qtbot, window)
        if controller.game.is_terminal:
            return
        if controller.awaiting_handover is not None:
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            continue
        human_turn(qtbot, window)
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("variant, kinds", [
    ("koenigrufen", [HUMAN, "random", "random", "random"]),
    ("tapp-tarok", [HUMAN, "random", "random"]),
    ("steyerisch-tarok", [HUMAN, "random", "random"]),
    ("ungarisch-tarok", [HUMAN, "random", "random"]),
    ("zwoelfer-tarok", [HUMAN, "random", "random"]),
    ("tarok-mit-blocks", [HUMAN, "random", "random"]),
    ("neunzehnerrufen", [HUMAN, "standard", "standard", "standard"]),
    ("neunzehnerrufen-seed002", [HUMAN, "standard", "standard", "standard"]),
    ("whist", [HUMAN, "standard", "standard", "standard"]),
    ("paskiewitsch", [HUMAN, "standard", "standard", "standard"]),
])
def test_a_whole_deal_by_clicks_reaches_the_score_sheet(qtbot, variant, kinds):
    window = make_window(qtbot, variant, kinds)
    play_deal(qtbot, window)
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    result = window.controller.game.result
    assert sum(result["totals"].values()) == 0
    controller = window.controller
    carry_sheet = controller.session.variant.sitting.carry_sheet(controller.game.carry_after)
    in_points = bool(carry_sheet and carry_sheet.deal_gains) and not any(result["totals"].values())
    # the deal and the totals row; a deal scored in points toward a game settles no units to sum
    assert window.sheet.rowCount() == (1 if in_points else 2)
    shown = window.result_panel.text.text()
    moved = bool(result["items"]) or any(result["totals"].values())
    assert ("This deal" in shown) == moved  # the units, or, where none moved, the lines alone
    assert "</h3>" in shown and len(shown.split("</h3>", 1)[1]) > 40
    qtbot.mouseClick(window.result_panel.button, Qt.MouseButton.LeftButton)
    assert len(window.controller.session.games) == 2


def test_a_whist_rubber_of_bots_ends_with_the_rubber_sheet_shown(qtbot):
    """C4 at the table for Whist: the rubber sheet (points, games) beside the score sheet
    after every deal, until a side has won the rubber."""
    names = ["Anna", "Bernhard", "Clara", "David"]
    setup = TableSetup("whist", [SeatSetup(n, "standard") for n in names], "0")  # 7 deals
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)  # wide enough for the side panels beside the table
    window.show()
    paint_only_when_looked_at(window)
    controller = window.controller
    panel = window.carry_panel
    for _ in range(80):
        qtbot.waitUntil(lambda: controller.game.is_terminal, timeout=20000)
        qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
        look(window)
        assert panel.isVisible() and panel.item(0, 0).text() == "Points"
        if controller.session.over:
            break
        qtbot.mouseClick(window.result_panel.button, Qt.MouseButton.LeftButton)
    assert controller.session.over
    carry = controller.game.carry_after
    winner = carry["winner"]
    assert [panel.item(1, 1 + s).text() for s in range(4)] == \
        [str(sum(g["winner"] == s % 2 for g in carry["games"])) for s in range(4)]
    assert controller.session.totals()[winner] > 0


@pytest.mark.parametrize("variant, kinds, carried, units", [
    ("whist", ["human", "standard", "standard", "standard"], "Rubber",
     "Points per deal, units when settled"),
    ("tarok-tappen-1821", ["human", "standard", "standard", "standard"], "Sheets written",
     "Settled per deal"),
    ("tarok-mit-blocks", ["human", "standard", "standard"], "Blocks board", "Settled per deal"),
])
def test_a_carried_score_and_the_deals_units_are_each_headed_by_what_they_count(
        qtbot, variant, kinds, carried, units):
    """Where the session carries a score (a rubber, a board, written sheets), the sheet of
    each deal's units above it, often all zeros until a settlement, is not a second "Score
    sheet": each table is headed by its own name, and each of its rows by a capitalised
    label."""
    window = make_window(qtbot, variant, kinds)
    wait_for_human(qtbot, window)
    panel = window.carry_panel
    assert panel.caption.isVisible() and panel.caption.text() == carried
    assert panel.units_caption.isVisible() and panel.units_caption.text() == units
    assert "Score sheet" not in (panel.caption.text(), panel.horizontalHeaderItem(0).text())
    labels = [panel.item(row, 0).text() for row in range(panel.rowCount())]
    assert all(label[:1].isupper() for label in labels), labels  # each row a heading


def test_a_blocks_session_of_bots_reaches_its_reckoning_with_the_board_shown(qtbot):
    """C4 at the table: the board of Tarok mit Blocks (pot, bêtes, Brunnen) is shown beside
    the score sheet after every deal, down to the final reckoning."""
    names = ["Anna", "Bernhard", "Clara"]
    setup = TableSetup("tarok-mit-blocks", [SeatSetup(n, "standard") for n in names], "4",
                       {"tours": 1})
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)  # wide enough for the side panels beside the table
    window.show()
    paint_only_when_looked_at(window)
    controller = window.controller
    panel = window.carry_panel
    for _ in range(60):
        qtbot.waitUntil(lambda: controller.game.is_terminal, timeout=20000)
        qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
        look(window)
        assert panel.isVisible() and panel.columnCount() == 4
        assert panel.item(0, 0).text() == "Chips"
        if controller.session.over:
            break
        qtbot.mouseClick(window.result_panel.button, Qt.MouseButton.LeftButton)
    assert controller.session.over
    reckoning = controller.game.result["reckoning"]
    assert [panel.item(4, 1 + s).text() for s in range(3)] == \
        [f"{units:+d}" for units in reckoning["final"]]
    assert panel.item(4, 0).text() == "Final reckoning"
    labels = [panel.item(r, 0).text() for r in range(panel.rowCount())]
    assert "Pot (Kartenstamm)" in labels and "Spielbêtes (forfeits)" in labels


def test_a_caller_takes_her_talon_cards_and_discards_them_by_clicks_in_hot_seat(qtbot):
    """Neunzehnerrufen: the Vorhand (seat 1, a human) must call; her four talon cards are
    hers alone, taken and laid away by clicks, while the talon split goes round the table."""
    window = make_window(qtbot, "neunzehnerrufen", [HUMAN, HUMAN, "standard", "standard"], "1")
    play_deal(qtbot, window)
    game = window.controller.game
    assert game.state.contract == "rufer" and game.state.declarer == 1
    assert [(a.seat, a.value) for a in game.log if a.kind == "talon"] == \
        [(1, "take:0"), (2, "take:1"), (3, "take:2")]
    assert len(game.state.discards[1]) == 4 and sum(game.result["totals"].values()) == 0


def test_the_second_books_caller_calls_buys_and_announces_by_clicks_in_hot_seat(qtbot):
    """Neunzehner-Rufen of the second book: the Vorhand (seat 1, a human) must call; her
    four talon cards and the fifth card of the next human are taken and laid away by clicks,
    and the announcements begin with her."""
    window = make_window(qtbot, "neunzehnerrufen-seed002", [HUMAN, HUMAN, "standard",
                                                            "standard"], "1")
    play_deal(qtbot, window)
    game = window.controller.game
    assert game.state.contract == "rufer" and game.state.declarer == 1
    assert [(a.seat, a.value) for a in game.log if a.kind == "talon"] == \
        [(1, "take:0"), (2, "take:1"), (3, "take:2")]
    assert next(a.seat for a in game.log if a.kind == "announce") == 1
    assert "augen" in game.result and sum(game.result["totals"].values()) == 0


def test_paskiewitsch_talon_shared_out_and_laid_away_by_clicks_in_hot_seat(qtbot):
    """Paskiewitsch: every hand takes its share of the talon and lays as many away by clicks
    (the two humans included, one of them not the declarer), then the declarer calls a
    Stecher."""
    window = make_window(qtbot, "paskiewitsch", [HUMAN, HUMAN, "standard", "standard"], "2")
    play_deal(qtbot, window)
    game = window.controller.game
    assert game.state.contract is not None, "thrown in: choose another seed"
    takers = [a.seat for a in game.log if a.kind == "talon"]
    assert sorted(set(takers)) == [0, 1, 2, 3] or game.state.contract == "solo"
    assert {0, 1} <= set(takers)
    assert [a for a in game.log if a.kind == "call"]
    assert sum(game.result["totals"].values()) == 0


def test_an_illegal_click_shows_the_reason(qtbot):
    for seed in range(20):
        window = make_window(qtbot, "tapp-tarok", [HUMAN, "random", "random"], str(seed))
        controller = window.controller
        for _ in range(200):
            wait_for_human(qtbot, window)
            game = controller.game
            if game.is_terminal:
                break
            legal = {a.value for a in game.legal_actions() if a.kind == "play"}
            hand = set(game.state.hands[controller.viewer])
            if legal and hand - legal:
                illegal = sorted(hand - legal)[0]
                before = len(game.log)
                click_card(qtbot, window, illegal)
                assert "must" in window.actions_bar.message.text()  # the reason, in one line
                message = window.teaching.texts()[-1]  # and with its rule in the panel
                assert "must" in message and "Rule: " in message and ".md" not in message
                assert len(game.log) == before
                return
            human_turn(qtbot, window)
        window.close()
    pytest.fail("no position with an illegal card in 20 deals")


def hidden_cards_of(window: MainWindow, seats) -> set[int]:
    state = window.controller.game.state
    return {c for seat in seats for c in state.hands[seat]}


def test_hot_seat_never_shows_the_other_humans_hand(qtbot):
    window = make_window(qtbot, "koenigrufen", [HUMAN, "random", HUMAN, "random"], "11")
    controller = window.controller
    humans = controller.humans
    checks = {"privacy": 0, "handover": 0}

    def check() -> None:
        shown = window.scene.face_up_cards()
        if controller.awaiting_handover is not None:
            assert window.privacy.isVisible()
            assert not shown & hidden_cards_of(window, humans)
            checks["privacy"] += 1
        else:
            others = [h for h in humans if h != controller.viewer]
            assert not shown & hidden_cards_of(window, others)

    controller.changed.connect(check)
    for _ in range(400):
        wait_for_human(qtbot, window)
        check()
        if controller.game.is_terminal:
            break
        if controller.awaiting_handover is not None:
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            checks["handover"] += 1
            check()
            continue
        human_turn(qtbot, window)
    assert controller.game.is_terminal
    assert checks["handover"] >= 2 and checks["privacy"] >= 2


def test_keyboard_alone_bids_and_plays_a_whole_deal(qtbot):
    window = make_window(qtbot, "koenigrufen", [HUMAN, "standard", "standard", "standard"], "5")
    controller = window.controller
    played_by_keys = 0
    for _ in range(400):
        wait_for_human(qtbot, window)
        if controller.game.is_terminal:
            break
        before = len(controller.game.log), len(window.scene.tray)
        if window.actions_bar.buttons:
            qtbot.keyClick(window.view, Qt.Key.Key_1)
        else:
            qtbot.keyClick(window.view, Qt.Key.Key_Right)
            qtbot.keyClick(window.view, Qt.Key.Key_Return)
            played_by_keys += 1
        assert (len(controller.game.log), len(window.scene.tray)) != before  # laid, or in the tray
    assert controller.game.is_terminal and played_by_keys >= 10
    qtbot.keyClick(window, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert len(controller.session.games) == 2
    assert window.view.accessibleDescription().startswith("Your hand: ")


def test_new_game_dialog_offers_the_variants_options_and_seats(qtbot):
    from tarokdesk.gui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.choose("tapp-tarok")
    dialog.size_box.setCurrentIndex(dialog.size_box.findData(4))
    dialog.option_boxes["talon_method"].setCurrentIndex(1)
    dialog.seed_edit.setText("42")
    setup = dialog.setup()
    assert setup.variant_id == "tapp-tarok" and len(setup.seats) == 4
    assert setup.options["talon_method"] == "old" and setup.seed == "42"
    assert setup.seats[0].kind == HUMAN and setup.seats[1].kind == "standard"


def test_hint_names_a_legal_choice_with_its_reason(qtbot):
    window = make_window(qtbot, "koenigrufen", [HUMAN, "standard", "standard", "standard"], "4")
    wait_for_human(qtbot, window)
    window.show_hint()
    assert window.actions_bar.message.text().startswith("Hint:")
    assert " — " in window.teaching.texts()[-1]  # the reason, in the teaching panel
    action, reason = window.controller.hint()
    assert action in window.controller.game.legal_actions() and reason


@pytest.mark.parametrize("variant", ["danish-tarok-four", "tarok-tappen-1821"])
def test_a_carried_scores_rows_are_labelled_like_headings(qtbot, variant):
    """'surplus this partie', 'deals played' in lower case read like debug output: each row
    of the carried score is labelled as a heading."""
    window = make_window(qtbot, variant, [HUMAN, "standard", "standard", "standard"][
        :4 if variant == "danish-tarok-four" else 3])
    wait_for_human(qtbot, window)
    panel = window.carry_panel
    labels = [panel.item(row, 0).text() for row in range(panel.rowCount())]
    assert labels and all(label[:1].isupper() for label in labels), labels
    assert "Score" in labels or variant != "danish-tarok-four", labels


def test_a_burst_of_resizes_lays_the_table_out_once_before_the_window_paints(qtbot):
    """Laying the table out is dear: resizes in a row lay it out once, for the last size,
    and the window about to paint lays out one still pending."""
    window = make_window(qtbot, "koenigrufen", [HUMAN, "standard", "standard", "standard"])
    QApplication.processEvents()
    view, laid = window.view, []
    view.resized.connect(lambda: laid.append(view.size().toTuple()))
    for width in (500, 600, 700):
        view.resize(width, 400)
    assert laid == []
    QApplication.sendEvent(window, QEvent(QEvent.Type.UpdateRequest))
    assert laid == [(700, 400)]
    assert window.scene.sceneRect().width() == view.viewport().width()
