"""Whist en cinq, en trois and the dummy game for four at the table (pytest-qt): whole deals
by clicks, a human King clicking his dummy's cards, nothing face up that its viewer may not
see (the King's second hand on trick 1 included), the persons seated by rubber."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_gui import human_turn, look, paint_only_when_looked_at, wait_for_human
from test_gui_dummies import click_corner

from tarokdesk.core.variant import variant_for
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.window import MainWindow

pytestmark = pytest.mark.gui
NAMES = ["Anna", "Bernhard", "Clara", "David", "Emil"]
PERSONS = {"whist-en-cinq": 5, "whist-en-trois": 3, "whist-dummy-four": 4}
SITS_OUT_SEED = "28"
"""En cinq: Anna draws the highest card, so she sits out the first rubber (seven deals)."""


def seed_where(variant: str, rank: int) -> str:
    """A seed whose draw gives the first person entered (the human) the `rank`-th card
    from the lowest (0: P1, the King of the first rubber)."""
    table = variant_for(variant)
    return next(str(s) for s in range(200)
                if table.seating.draw_seats(str(s))["order"].index(0) == rank)


def window_for(qtbot, variant: str, kinds: list[str], seed: str) -> MainWindow:
    setup = TableSetup(variant, [SeatSetup(n, k) for n, k in zip(NAMES, kinds)], seed,
                       n_seats=4)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    paint_only_when_looked_at(window)
    return window


def wrongly_shown(window: MainWindow) -> set[int]:
    """Cards face up on the screen from a hand its viewer may not see: any but his own, those
    lying face up and the dummy he plays, and never the hand the rule still keeps from him."""
    controller = window.controller
    game = controller.game
    state = game.state
    viewer = -1 if controller.awaiting_handover is not None else controller.viewer
    if viewer is None:
        viewer = -1
    kept = game.variant.visibility.seen_by(state, viewer).hidden if viewer >= 0 else frozenset()
    allowed = {s for s in range(4) if state.exposed[s]
               or (viewer >= 0 and state.controller[s] == viewer and s not in kept)}
    if game.phase in ("concede", "done"):  # a claimant shows his hand (P6); the deal is over
        allowed |= {state.extra["claim"]["seat"]} if "claim" in state.extra else set()
    hidden = {c for s in range(4) if s not in allowed for c in state.hands[s]}
    turned = state.extra.get("trump", {}).get("card")
    return window.scene.face_up_cards() & hidden - {turned}


def play_by_clicks(qtbot, window: MainWindow) -> int:
    """Play the deal through the table, checking the screen at every turn; returns how many
    cards the human played for his dummy by clicking them in its fan."""
    controller = window.controller
    for_dummy = 0
    for _ in range(500):
        wait_for_human(qtbot, window)
        assert not wrongly_shown(window)
        game = controller.game
        if game.is_terminal:
            return for_dummy
        if controller.awaiting_handover is not None:
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
            continue
        seat, before = game.to_move, len(game.log)
        cards = [a.value for a in game.legal_actions() if a.kind == "play"]
        if cards and seat != controller.viewer:  # the King's dummy: click its card
            click_corner(qtbot, window, cards[-1])
            assert len(game.log) == before + 1 and game.log[before].seat == seat
            for_dummy += 1
        else:
            qtbot.waitUntil(lambda: all(b.width() > 0 for b in window.actions_bar.buttons),
                            timeout=3000)
            human_turn(qtbot, window)
    raise AssertionError("the deal did not end")


def test_an_en_trois_deal_where_the_king_plays_his_dummy(qtbot):
    """The human drew lowest: he is King at seat 0, deals first, plays the dummy opposite by
    clicking its cards (first, before he may look at his own hand: l. 430, case 1)."""
    window = window_for(qtbot, "whist-en-trois", [HUMAN, "standard", "standard"],
                        seed_where("whist-en-trois", 0))
    controller = window.controller
    assert controller.persons[0] == 0 and controller.persons[2] is None
    assert controller.names[0] == "Anna" and controller.game.state.dealer == 0
    wait_for_human(qtbot, window)
    assert controller.game.to_move == 2  # the dummy plays second, the King from it
    assert not controller.view().hand or controller.view().seat == 2
    turned = controller.game.state.extra["trump"]["card"]  # lies face up beside him
    assert window.scene.face_up_cards() & set(controller.game.state.hands[0]) == {turned}
    assert set(controller.game.state.hands[2]) <= window.scene.face_up_cards()
    played = play_by_clicks(qtbot, window)
    assert played == 13  # the dummy played to every trick, by the human's clicks
    result = controller.game.result
    assert sum(result["totals"].values()) == 0
    assert result["totals"]["0"] == result["hand_totals"]["0"] * 2  # King settles twice
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert window.sheet.columnCount() == 2 + 3  # the three persons' columns


@pytest.mark.parametrize("variant, rank", [("whist-en-cinq", 0), ("whist-en-trois", 1),
                                           ("whist-dummy-four", 0), ("whist-dummy-four", 2)])
def test_a_whole_deal_of_each_by_clicks_reaches_the_score_sheet(qtbot, variant, rank):
    persons = PERSONS[variant]
    kinds = [HUMAN] + ["standard"] * (persons - 1)
    window = window_for(qtbot, variant, kinds, seed_where(variant, rank))
    controller = window.controller
    seated = [p for p in controller.persons if p is not None]
    assert 0 in seated  # P1 (en cinq) and P3 (for four) play the first rubber
    assert [controller.names[s] for s in range(4)] == \
        ["Dummy" if p is None else NAMES[p] for p in controller.persons]
    play_by_clicks(qtbot, window)
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    assert sum(controller.game.result["totals"].values()) == 0
    assert window.sheet.columnCount() == 2 + persons
    qtbot.mouseClick(window.result_panel.button, Qt.MouseButton.LeftButton)
    assert len(controller.session.games) == 2


def test_a_person_sitting_out_a_rubber_watches_and_the_screen_follows_him_back(qtbot):
    """En cinq with the human drawing highest: he sits out rubber 1 (the bots play, the
    screen shows no hand), and comes in opposite P1 when the next rubber begins."""
    window = window_for(qtbot, "whist-en-cinq", [HUMAN] + ["standard"] * 4, SITS_OUT_SEED)
    controller = window.controller
    assert 0 not in controller.persons and controller.humans == []
    qtbot.waitUntil(lambda: window.log.count() > 0, timeout=5000)
    assert "Anna sits out this rubber" in [window.log.item(i).text()
                                           for i in range(window.log.count())]
    checks = []
    controller.changed.connect(lambda: checks.append(wrongly_shown(window)))
    for _ in range(60):
        qtbot.waitUntil(lambda: controller.game.is_terminal, timeout=30000)
        qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
        look(window)
        qtbot.mouseClick(window.result_panel.button, Qt.MouseButton.LeftButton)
        if 0 in controller.persons:
            break
    assert len(checks) > 100 and not any(checks)
    assert controller.persons[2] == 0 and controller.humans == [2]
    assert controller.viewer == 2


def test_hot_seat_en_trois_shows_no_hand_to_the_wrong_person(qtbot):
    """Two humans, the King and an opponent, behind the privacy screen: at every change the
    screen shows only what its viewer may see (the King's dummy to him alone until spread,
    his second hand not even to him on trick 1)."""
    window = window_for(qtbot, "whist-en-trois", [HUMAN, HUMAN, "standard"],
                        seed_where("whist-en-trois", 0))
    controller = window.controller
    assert controller.humans == [0, controller.persons.index(1)]
    checks = []
    controller.changed.connect(lambda: checks.append(wrongly_shown(window)))
    play_by_clicks(qtbot, window)
    assert controller.game.is_terminal and len(checks) > 40 and not any(checks)


def test_an_en_cinq_session_continued_keeps_its_persons_and_their_seats(qtbot, tmp_path,
                                                                      monkeypatch):
    """C5 by rubber in the store: five persons saved, the deal's seating and the human's
    seat the same after a restart."""
    from tarokdesk.gui.app import startup_window
    from tarokdesk.store import SessionStore, Settings

    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    store = SessionStore()
    setup = TableSetup("whist-en-cinq", [SeatSetup(NAMES[0], HUMAN)] +
                       [SeatSetup(n, "random") for n in NAMES[1:]],
                       seed_where("whist-en-cinq", 1), n_seats=4)
    first = MainWindow(setup, 0, 0, store=store, settings=Settings())
    qtbot.addWidget(first)
    first.show()
    controller = first.controller
    for _ in range(3):
        wait_for_human(qtbot, first)
        human_turn(qtbot, first)
    wait_for_human(qtbot, first)
    seating, names, played = controller.persons, controller.names, list(controller.game.log)
    first.close()
    assert len(store.scan()[0][0].seats) == 5

    second = startup_window(store, Settings(), bot_delay_ms=0)
    qtbot.addWidget(second)
    second.show()
    qtbot.mouseClick(second.home.buttons["continue"], Qt.MouseButton.LeftButton)
    resumed = second.controller
    assert resumed.persons == seating and resumed.names == names
    assert resumed.humans == [seating.index(0)] and resumed.game.log[:len(played)] == played
    assert len(resumed.session.names) == 5


@pytest.mark.parametrize("variant, persons", [("whist-en-trois", 3), ("whist-dummy-four", 3)])
def test_the_rubber_panel_has_a_column_for_each_person_who_scores_and_none_for_the_dummy(
        qtbot, variant, persons):
    """C1: the dummy scores for its King; the rubber sheet lists the persons at the table, in
    the score sheet's order of persons."""
    window = window_for(qtbot, variant, [HUMAN] + ["standard"] * (PERSONS[variant] - 1),
                        seed_where(variant, 0))
    controller = window.controller
    qtbot.waitUntil(lambda: window.carry_panel.columnCount() > 1, timeout=5000)
    panel = window.carry_panel
    headers = [panel.names[c] for c in range(1, panel.columnCount())]  # whole names
    seated = sorted((s for s in range(4) if controller.persons[s] is not None),
                    key=lambda s: controller.persons[s])
    assert headers == [controller.names[s] for s in seated]
    assert len(headers) == persons and "Dummy" not in headers


def click_button(qtbot, window: MainWindow, label: str) -> None:
    qtbot.waitUntil(lambda: any(b.accessibleName() == label
                                for b in window.actions_bar.buttons), timeout=5000)
    button = next(b for b in window.actions_bar.buttons if b.accessibleName() == label)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def hand_over(qtbot, window: MainWindow) -> None:
    wait_for_human(qtbot, window)
    if window.controller.awaiting_handover is not None:
        qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)


def test_the_human_king_answers_a_claim_once_for_his_two_hands(qtbot):
    """whist.md Play 8 (l. 242-244): Bernhard, an opponent on lead at seat 3 (hot-seat),
    claims at once; the King (Anna) is asked once, by her own name, and her concession ends
    the deal with every trick to Bernhard's side; the log has her one answer."""
    seed = next(str(s) for s in range(400)
                if variant_for("whist-en-trois").seating.draw_seats(str(s))["order"] == [0, 2, 1])
    window = window_for(qtbot, "whist-en-trois", [HUMAN, HUMAN, "standard"], seed)
    controller = window.controller
    assert controller.persons == [0, 2, None, 1]
    hand_over(qtbot, window)
    assert controller.game.to_move == 3 and controller.viewer == 3
    click_button(qtbot, window, "Claim the remaining tricks")
    hand_over(qtbot, window)
    game = controller.game
    assert game.phase == "concede" and game.to_move == 0 and controller.viewer == 0
    bar = window.actions_bar
    assert bar.prompt.text() == "Anna: Bernhard claims the rest — concede or play on?"
    assert not bar.prompt.is_elided()  # at 1280 px: the question and both answers on one line
    assert all(button.geometry().top() < bar.prompt.geometry().bottom()
               for button in bar.buttons)
    click_button(qtbot, window, "Concede the rest")
    qtbot.waitUntil(lambda: controller.game.is_terminal, timeout=5000)
    assert game.result["contract"] == "claimed" and game.result["tricks"] == [0, 13]
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert log[-2:] == ["Bernhard claims the remaining tricks",
                        "Anna concedes the remaining tricks"]


def test_the_felt_says_who_sits_this_rubber_out(qtbot):
    """Whist en cinq: the fifth person has no seat; the banner on the felt names him, as the
    log does."""
    window = window_for(qtbot, "whist-en-cinq", [HUMAN] + ["standard"] * 4,
                        seed_where("whist-en-cinq", 0))
    controller = window.controller
    resting = [NAMES[p] for p in range(5) if p not in controller.persons]
    qtbot.waitUntil(lambda: "banner" in window.scene.notes, timeout=5000)
    banner = window.scene.notes["banner"].text
    assert len(resting) == 1 and f"{resting[0]} sits out this rubber" in banner, banner


def test_the_carried_box_reads_as_the_sheet_above_it(qtbot):
    """The box of what is carried runs the players in the score sheet's order of persons
    (not by this deal's seats), its figures right-aligned as the sheet's, under a heading
    the theme draws as the docks' (no plain bold label)."""
    from PySide6.QtCore import Qt

    from tarokdesk.core.sitting import CarrySheet
    from tarokdesk.gui.panels import CarryPanel

    panel = CarryPanel()
    qtbot.addWidget(panel)
    sheet = CarrySheet("rubber", ("points",), {0: ("1",), 1: ("2",), 2: ("3",)})
    panel.show_carry(["B", "E", "A"], sheet, [1, 0, 2])  # seat 0 held by the second person
    heads = [panel.horizontalHeaderItem(c).text() for c in range(1, panel.columnCount())]
    assert heads == ["E", "B", "A"]
    assert [panel.item(0, c).text() for c in range(1, panel.columnCount())] == ["2", "1", "3"]
    assert panel.item(0, 1).textAlignment() & Qt.AlignmentFlag.AlignRight.value
    assert panel.caption.objectName() == "carry-caption"
