"""Short Whist, Cayenne and Whist en deux at the table (pytest-qt): a whole deal of each by
clicks; in Cayenne the human names the trumps, or leaves it to his partner, by the buttons;
en deux the human plays his dummy by clicking its cards and never sees a hidden hand."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from test_gui import as_painted, make_window, play_deal, wait_for_human
from test_gui_whist_dummies import play_by_clicks, wrongly_shown

from tarokdesk.core.variant import variant_for
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.window import MainWindow

pytestmark = pytest.mark.gui
BOTS = [HUMAN, "standard", "standard", "standard"]


def finish(qtbot, window: MainWindow) -> dict:
    play_deal(qtbot, window)
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    result = window.controller.game.result
    assert sum(result["totals"].values()) == 0
    assert window.carry_panel.isVisible()  # the rubber sheet beside the score sheet
    return result


def test_a_whole_short_whist_deal_by_clicks(qtbot):
    window = make_window(qtbot, "short-whist", BOTS)
    result = finish(qtbot, window)
    moved = bool(result["items"]) or any(result["totals"].values())
    shown = window.result_panel.text.text()  # the units, or, where none moved, the lines alone
    assert ("This deal" in shown) == moved and "took" in shown
    assert not [m for m in result["marks"] if m[0] == "slam"]


def cayenne_window_with_the_human_to_name(qtbot) -> MainWindow:
    """A Cayenne table whose human, wherever the draw seated him, deals the first deal."""
    for seed in range(40):
        window = make_window(qtbot, "cayenne", BOTS, seed=f"cayenne-{seed}")
        game = window.controller.game
        wait_for_human(qtbot, window)
        if game.phase == "trump" and window.controller.human_to_act():
            return window
        window.close()
    raise AssertionError("no seed in 40 deals the human the first Cayenne deal")


def press(qtbot, window: MainWindow, label: str) -> list[str]:
    qtbot.waitUntil(lambda: all(b.width() > 0 for b in window.actions_bar.buttons),
                    timeout=3000)
    labels = [b.accessibleName() for b in window.actions_bar.buttons]
    qtbot.mouseClick(window.actions_bar.buttons[labels.index(label)],
                     Qt.MouseButton.LeftButton)
    return labels


def test_a_cayenne_deal_with_the_trump_declared_by_the_human(qtbot):
    """whist-variants.md "Cayenne-Whist": the Cayenne card is shown in the banner; the dealer
    (the human) names spades by its button; the deal is played to the end by clicks."""
    window = cayenne_window_with_the_human_to_name(qtbot)
    game = window.controller.game
    dealer = game.state.dealer
    cayenne = game.state.extra["cayenne"]["suit"]
    as_painted(window)
    assert any(line.startswith("Cayenne: ") for line in window.scene.notes["banner"].lines)
    labels = press(qtbot, window, "Spades are trumps")
    assert labels == ["Hearts are trumps", "Diamonds are trumps", "Spades are trumps",
                      "Clubs are trumps", "I leave it to my partner"]
    assert game.state.extra["trump"] == {"suit": 2, "card": None, "by": dealer}
    result = finish(qtbot, window)
    assert result["doubled"] == (cayenne == 2)


def test_a_cayenne_dealer_leaves_the_choice_and_his_partner_names(qtbot):
    window = cayenne_window_with_the_human_to_name(qtbot)
    game = window.controller.game
    press(qtbot, window, "I leave it to my partner")
    wait_for_human(qtbot, window)
    assert game.state.extra["trump"]["by"] == (game.state.dealer + 2) % 4
    finish(qtbot, window)


def test_a_whole_en_deux_deal_by_clicks_with_the_human_playing_his_dummy(qtbot):
    window = make_window(qtbot, "whist-en-deux", BOTS, seed="deux")
    controller = window.controller
    assert play_by_clicks(qtbot, window) >= 6
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    totals = controller.game.result["totals"]
    assert totals["2"] == totals["3"] == 0 and totals["0"] == -totals["1"]
    sheet = window.sheet  # C1: a column for each player, none for the dummies
    assert [sheet.names[c] for c in range(2, sheet.columnCount())] == \
        [controller.names[0], controller.names[1]]
    last = [sheet.item(sheet.rowCount() - 1, column).text() for column in (0, 2)]
    if any(totals.values()):  # the units' sum, once a deal settled some
        assert last == ["Σ", f"{totals['0']:+d}"]
    else:
        assert last[0] == "1"
    panel = window.result_panel.text.text()  # nor in the deal's result (the dummies have none)
    units = panel.partition("<table")[2]  # none where the deal moved no units
    assert units.count("<th") == (3 if any(totals.values()) else 0) and "Dummy" not in units


def test_en_deux_in_hot_seat_never_shows_a_hand_to_the_wrong_player(qtbot):
    """Two humans: behind the privacy screen nobody's hand is face up; each sees his own
    dummy, and the other's only once it is spread."""
    window = make_window(qtbot, "whist-en-deux", [HUMAN, HUMAN, "standard", "standard"],
                         seed="hot")
    checks = {"n": 0}

    def check() -> None:
        assert not wrongly_shown(window)
        checks["n"] += 1

    window.controller.changed.connect(check)
    assert play_by_clicks(qtbot, window) >= 6
    assert window.controller.game.is_terminal and checks["n"] > 40


def test_en_deux_for_three_by_clicks_with_the_third_sitting_out(qtbot):
    """whist-variants.md "Whist en deux" (l. 434): three persons, the highest card of the draw
    sits out the first rubber; the human, playing, clicks his dummy's cards; the sheet has
    the three persons, the rubber panel the two who play."""
    three = {"persons": 3}
    table = variant_for("whist-en-deux", three)
    seed = next(str(s) for s in range(100) if table.seating.draw_seats(str(s))["order"][2] == 2)
    names = ["Anna", "Bernhard", "Clara"]
    setup = TableSetup("whist-en-deux", [SeatSetup(names[0], HUMAN)] + [
        SeatSetup(name, "standard") for name in names[1:]], seed, three, n_seats=4)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    controller = window.controller
    assert 2 not in controller.persons and controller.persons[2:] == [None, None]
    assert play_by_clicks(qtbot, window) >= 6
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    log = [window.log.item(i).text() for i in range(window.log.count())]
    assert "Clara sits out this rubber" in log
    assert window.sheet.columnCount() == 2 + 3
    panel = window.carry_panel
    in_sheet = [name for _, name in sorted(window.sheet.names.items())]
    assert [panel.names[c] for c in (1, 2)] == \
        [name for name in in_sheet if name in controller.names[:2]] \
        and panel.columnCount() == 3
    assert sum(controller.game.result["totals"].values()) == 0


def test_the_new_game_dialog_seats_three_persons_for_en_deux_with_three(qtbot):
    from tarokdesk.gui.dialogs import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.choose("whist-en-deux")
    assert len(dialog.seat_rows) == 2  # the two players, not their dummies (C1)
    persons = dialog.option_boxes["persons"]
    persons.setCurrentIndex(persons.findData(3))
    assert len(dialog.seat_rows) == 3 and dialog.size_box.currentText() == "3 players"
    setup = dialog.setup()
    assert setup.options["persons"] == 3 and len(setup.seats) == 3 and setup.table_size == 4
    persons.setCurrentIndex(persons.findData(2))
    assert len(dialog.seat_rows) == 2 and dialog.size_box.currentText() == "2 players"
