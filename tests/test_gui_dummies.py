"""Dummies at the table (C1, neunzehnerrufen.md "Dummy play"): a human who plays a dummy
clicks its cards as his own; in hot-seat no hidden hand is ever face up for the wrong
person (pytest-qt)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from test_gui import as_painted, human_turn, paint_only_when_looked_at, wait_for_human

from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.window import MainWindow

pytestmark = pytest.mark.gui
NAMES = ["Anna", "Bernhard", "Clara", "David"]
KINDS = {"flying": [HUMAN, "standard", "standard", "standard"],
         "en_trois": [HUMAN, "standard", "standard", "standard"],
         "en_deux": [HUMAN, "standard", "standard", "standard"]}


def window_for(qtbot, form: str, kinds: list[str], seed: str) -> MainWindow:
    # The human is the Vorhand (with the flying dummy the dealer, seat 3, rests).
    setup = TableSetup("neunzehnerrufen", [SeatSetup(n, k) for n, k in zip(NAMES, kinds)],
                       seed, {"form": form}, first_dealer=3 if form == "flying" else 2)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    paint_only_when_looked_at(window)
    return window


def wrongly_shown(window: MainWindow) -> set[int]:
    """Cards face up on the screen that lie in a hand its viewer may not see: any but his
    own, those lying face up, and the dummies he plays (behind the privacy screen: only
    those lying face up)."""
    controller = window.controller
    state = controller.game.state
    viewer = -1 if controller.awaiting_handover is not None else controller.viewer
    allowed = {s for s in range(4) if state.exposed[s]
               or (viewer is not None and viewer >= 0 and state.controller[s] == viewer)}
    hidden = {c for s in range(4) if s not in allowed for c in state.hands[s]}
    return window.scene.face_up_cards() & hidden


def click_corner(qtbot, window: MainWindow, card: int) -> None:
    """A click near the top left corner, which a card in any fan shows (a dummy's cards lie
    face up in a fan at its side of the table)."""
    as_painted(window)
    item = window.scene.items_by_key[("card", card)]
    point = item.pos() + QPointF(4, 4)
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(point))


def play_by_clicks(qtbot, window: MainWindow) -> int:
    """Play the deal through the table; returns how many cards a human played for a dummy
    by clicking it."""
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
        seat = game.to_move
        before = len(game.log)
        cards = [a.value for a in game.legal_actions() if a.kind == "play"]
        if cards and seat != controller.viewer:  # the human's dummy: click its card
            click_corner(qtbot, window, cards[-1])
        else:  # the buttons laid out first (a first turn comes before any layout pass)
            qtbot.waitUntil(lambda: all(b.width() > 0 for b in window.actions_bar.buttons),
                            timeout=3000)
            human_turn(qtbot, window)
        if seat != controller.viewer and game.log[before:][:1] and \
                game.log[before].kind == "play" and game.log[before].seat == seat:
            for_dummy += 1
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("form", sorted(KINDS))
def test_a_whole_deal_of_each_form_by_clicks_with_a_human_playing_a_dummy(qtbot, form):
    for seed in range(12):
        window = window_for(qtbot, form, KINDS[form], str(seed))
        played = play_by_clicks(qtbot, window)
        result = window.controller.game.result
        assert sum(result["totals"].values()) == 0
        qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
        # the dummies settle items that their players take over: their columns stay
        assert window.result_panel.text.text().count("<th") == 1 + len(result["totals"])
        if played:
            assert played >= 6  # a dummy plays to every trick once it is his
            return
        window.close()
    pytest.fail(f"{form}: no deal in 12 in which the human played a dummy")


def test_hot_seat_with_a_dummy_never_shows_a_hidden_hand_to_the_wrong_person(qtbot):
    window = window_for(qtbot, "en_trois", [HUMAN, HUMAN, "standard", "standard"], "3")
    controller = window.controller
    seen = {"checks": 0}

    def check() -> None:
        assert not wrongly_shown(window)
        seen["checks"] += 1

    controller.changed.connect(check)
    play_by_clicks(qtbot, window)
    assert controller.game.is_terminal and seen["checks"] > 40
    assert controller.game.state.controller[3] in (0, 1, 2)


def phase_at_human_turn(qtbot, window: MainWindow) -> str:
    """Wait for a human's turn, clearing the privacy screen; returns the phase."""
    controller = window.controller
    wait_for_human(qtbot, window)
    while controller.awaiting_handover is not None:
        qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
        wait_for_human(qtbot, window)
    return controller.game.phase


def press(qtbot, window: MainWindow, label: str, among: list[str] | None = None) -> int:
    """At a human's turn, check the buttons offered when `among` is given, then press the
    one labelled `label`; returns the seat that pressed."""
    controller = window.controller
    phase_at_human_turn(qtbot, window)
    qtbot.waitUntil(lambda: all(b.width() > 0 for b in window.actions_bar.buttons),
                    timeout=3000)
    labels = [b.accessibleName() for b in window.actions_bar.buttons]
    if among is not None:
        assert labels == among, labels
    seat = controller.game.to_move
    button = window.actions_bar.buttons[labels.index(label)]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return seat


def test_the_opponents_reach_in_for_the_flying_dummy_with_the_choice_buttons(qtbot):
    """A lone game with the flying dummy (neunzehnerrufen.md "Dummy play"): the opponents are
    asked in turn from the player; the first may leave the dummy by a button, the last has
    only the button to reach in, and then plays it."""
    window = window_for(qtbot, "flying", [HUMAN, HUMAN, HUMAN, "standard"], "reach")
    game = window.controller.game
    press(qtbot, window, "Rufer")
    press(qtbot, window, "Solo")
    while phase_at_human_turn(qtbot, window) == "bid":
        press(qtbot, window, "Pass")
    while phase_at_human_turn(qtbot, window) == "announce":
        press(qtbot, window, "No more announcements")
    assert game.phase == "dummy" and game.state.declarer == 1
    assert press(qtbot, window, "Leave the dummy to the other",
                 ["Reach in: play the dummy", "Leave the dummy to the other"]) == 2
    assert press(qtbot, window, "Reach in: play the dummy",
                 ["Reach in: play the dummy"]) == 0
    assert game.state.controller[3] == 0 and game.phase == "play"


@pytest.mark.parametrize("variant, options, size, persons", [
    ("whist-en-deux", {}, 4, 2), ("whist-en-trois", {}, 4, 3), ("whist-dummy-four", {}, 4, 4),
    ("neunzehnerrufen", {"form": "en_deux"}, 4, 2),
    ("neunzehnerrufen", {"form": "en_trois"}, 4, 3),
    ("neunzehnerrufen", {"form": "flying"}, 4, 4), ("strohmann-tarok", {}, 2, 2)])
def test_the_new_game_dialog_asks_a_name_for_each_person_not_for_a_dummy(
        qtbot, variant, options, size, persons):
    """C1: a dummy is a hand with no person at it; the dialog has one row per person, and
    the table names each person at his seat and the dummies "Dummy" (several numbered)."""
    from tarokdesk.gui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.choose(variant)
    for key, value in options.items():
        dialog.option_boxes[key].setCurrentIndex(dialog.option_boxes[key].findData(value))
    dialog.size_box.setCurrentIndex(dialog.size_box.findData(size))
    assert len(dialog.seat_rows) == persons
    assert dialog.size_box.currentText() == f"{persons} players"
    for (name, kind), entered in zip(dialog.seat_rows, NAMES):
        name.setText(entered)
        kind.setCurrentIndex(kind.findData("standard"))
    setup = dialog.setup()
    assert setup.table_size == size and setup.options == {**setup.options, **options}
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    qtbot.addWidget(window)
    window.controller.stop_bots()
    table = window.controller.session.variant
    names = window.controller.names
    seated = [names[seat] for seat in range(size) if seat not in table.seating.dummy_seats()]
    assert len(set(seated)) == len(seated) and set(seated) <= set(NAMES[:persons])
    assert len(seated) == persons or table.seating.person_count  # by rubber one may sit out (C5)
    dummies = [names[seat] for seat in table.seating.dummy_seats()]  # each hand a name of its own
    assert dummies == (["Dummy"] if len(dummies) == 1 else
                       [f"Dummy {n}" for n in range(1, len(dummies) + 1)])
