"""The application shell around the table (pytest-qt, offscreen): the start screen, when a
session file appears, who deals first, hot-seat after a restart, a failing computer player,
names in rich text, what an onlooker and a screen reader get, and the screenshot tool."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel
from test_gui import human_turn, wait_for_human

from tarokdesk.core import Game
from tarokdesk.core.variant import all_variants, variant_for
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableController, TableSetup
from tarokdesk.gui.seating import dealer_for_position
from tarokdesk.gui.window import MainWindow
from tarokdesk.gui.words import card_words
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.store import SessionStore, Settings

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parent.parent
NEVER = 3_600_000  # a bot delay long enough that no computer player acts during a test


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    return SessionStore()


def shown(qtbot, window: MainWindow) -> MainWindow:
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def seats(names: list[str], kinds: list[str]) -> list[SeatSetup]:
    return [SeatSetup(n, k) for n, k in zip(names, kinds)]


def test_start_screen_offers_continue_only_for_an_unfinished_session(qtbot, store, monkeypatch):
    from tarokdesk.gui.dialogs import NewGameDialog
    from tarokdesk.gui.home import PracticeDialog
    from tarokdesk.gui.rules_pages import RulesDialog
    from tarokdesk.gui.sessions import SessionsDialog
    from tarokdesk.gui.settings_dialog import SettingsDialog

    window = shown(qtbot, MainWindow(None, 0, 0, store=store, settings=Settings()))
    home = window.home
    assert window.pages.currentWidget() is home and window.controller is None
    assert not home.buttons["continue"].isVisible()
    for key in ("new", "practice", "sessions", "rules", "settings"):
        assert home.buttons[key].isVisible() and home.buttons[key].text()
    home.rules_menu.aboutToShow.emit()  # the games are listed when the menu opens
    assert len(home.rules_menu.actions()) == len(all_variants())
    opened = []
    for dialog in (SessionsDialog, SettingsDialog, RulesDialog):
        monkeypatch.setattr(dialog, "exec", lambda self: opened.append(type(self)) and False)
    qtbot.mouseClick(home.buttons["sessions"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(home.buttons["settings"], Qt.MouseButton.LeftButton)
    home.rules_menu.actions()[0].trigger()
    assert opened == [SessionsDialog, SettingsDialog, RulesDialog]

    setup = TableSetup("tapp-tarok", seats(["Anna", "B", "C"], [HUMAN, "random", "random"]),
                       "4")
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: True)
    monkeypatch.setattr(NewGameDialog, "setup", lambda self: setup)
    qtbot.mouseClick(home.buttons["new"], Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.table
    assert window.controller.setup is setup
    for _ in range(3):
        wait_for_human(qtbot, window)
        human_turn(qtbot, window)

    window.show_home()
    assert window.pages.currentWidget() is home and home.buttons["continue"].isVisible()
    assert "Anna" in home.about_unfinished.text()
    played = len(home.unfinished.session.current.log)
    qtbot.mouseClick(home.buttons["continue"], Qt.MouseButton.LeftButton)
    assert window.pages.currentWidget() is window.table
    assert len(window.controller.game.log) >= played

    monkeypatch.setattr(PracticeDialog, "exec", lambda self: True)
    qtbot.mouseClick(home.buttons["practice"], Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    assert window.controller.setup.hints and window.auto_hint
    assert window.actions_bar.message.text().startswith("Hint:")


def test_practice_puts_the_human_at_the_chosen_place(qtbot):
    from tarokdesk.gui.home import PracticeDialog

    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("tapp-tarok"))
    dialog.size_box.setCurrentIndex(dialog.size_box.findData(4))
    places = [dialog.position_box.itemData(i) for i in range(dialog.position_box.count())]
    assert places == [0, 1, 2, None]
    for index, place in enumerate(places):
        dialog.position_box.setCurrentIndex(index)
        setup = dialog.setup()
        game = Game.new(setup.variant_id, setup.options, len(setup.seats), setup.first_dealer)
        if place is None:
            assert 0 not in game.state.active
        else:
            assert game.state.active[place] == 0


def test_no_session_file_before_the_first_action(qtbot, store):
    names = ["Anna", "Bernhard", "Clara", "David"]
    first_dealer = dealer_for_position("koenigrufen", {}, 4, 0, 0)  # Anna is Vorhand
    setup = TableSetup("koenigrufen", seats(names, [HUMAN] + ["random"] * 3), "8", {},
                       first_dealer)
    window = shown(qtbot, MainWindow(setup, 0, NEVER, store=store))
    assert window.controller.human_to_act()
    assert store.ids() == []
    window.input.choose(window.controller.view().legal[0])
    assert len(store.ids()) == 1

    idle = shown(qtbot, MainWindow(setup, 0, NEVER, store=store))
    idle.show_home()
    idle.close()
    assert len(store.ids()) == 1  # opening a table and leaving it wrote nothing


@pytest.mark.parametrize("variant_id, n_seats", [(v, n) for v, cls in sorted(all_variants().items())
                                                 for n in cls.seat_counts])
def test_the_human_is_dealt_in_on_the_first_deal(qtbot, variant_id, n_seats):
    table = variant_for(variant_id, None, n_seats)
    seating = table.seating
    persons = seating.table_persons() if seating.person_count else n_seats  # C5: by rubber
    names = ["Anna", "Bernhard", "Clara", "David", "Emma"][:persons]
    setup = TableSetup(variant_id, seats(names, [HUMAN] + ["random"] * (persons - 1)), "1",
                       n_seats=n_seats)
    controller = TableController(setup, NEVER)
    controller.start()
    if controller.session.by_rubber:  # the draw seats the persons: the human plays or sits out
        draw = controller.session.draw
        assert 0 in controller.persons or draw["order"].index(0) == persons - 1
        assert all(seat in controller.game.state.active for seat in controller.humans)
    else:
        assert 0 in controller.game.state.active
    controller.shutdown()


def hot_seat_session(qtbot, store) -> str:
    """A hot-seat session (two humans) left after some actions; returns its name."""
    setup = TableSetup("koenigrufen", seats(["Anna", "Bernhard", "Clara", "David"],
                                            [HUMAN, "random", HUMAN, "random"]), "11")
    window = shown(qtbot, MainWindow(setup, 0, 0, store=store, settings=Settings()))
    controller = window.controller
    for _ in range(4):
        wait_for_human(qtbot, window)
        if controller.awaiting_handover is not None:
            qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
        human_turn(qtbot, window)
    wait_for_human(qtbot, window)
    name = controller.stored.name
    window.close()
    return name


def hand_cards(game, seats_) -> set[int]:
    return {c for seat in seats_ for c in game.state.hands[seat]}


def named_cards(description: str) -> set[str]:
    return {part.strip() for part in re.split(r"[,:.]", description)}


def test_a_resumed_hot_seat_session_starts_behind_the_privacy_screen(qtbot, store):
    hot_seat_session(qtbot, store)
    window = shown(qtbot, MainWindow(None, 0, 0, store=store, settings=Settings()))
    qtbot.mouseClick(window.home.buttons["continue"], Qt.MouseButton.LeftButton)
    controller = window.controller
    assert controller.awaiting_handover in controller.humans
    assert window.privacy.isVisible()
    assert window.privacy.geometry() == window.table.rect()  # cards, buttons and all
    window.resize(1024, 640)
    qtbot.waitUntil(lambda: window.privacy.geometry() == window.table.rect())

    hidden = hand_cards(controller.game, range(4))
    view = controller.view()
    assert view.hand == () and view.seat == -1 and view.legal == ()
    assert not window.scene.face_up_cards() & hidden
    assert not named_cards(window.view.accessibleDescription()) & \
        {card_words(c) for c in hidden}
    assert "thinking" not in window.actions_bar.prompt.text()
    assert controller.names[controller.awaiting_handover] in window.privacy.text.text()

    qtbot.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    viewer = controller.viewer
    assert viewer in controller.humans and window.view.accessibleDescription().startswith(
        "Your hand: " + card_words(controller.view().hand[0]))


class BrokenPlayer:
    def __init__(self, seed):
        pass

    def choose(self, view):
        raise ValueError("no idea what to do")


def test_a_failing_computer_player_is_reported_and_can_be_replaced(qtbot, store, monkeypatch):
    monkeypatch.setitem(PLAYER_KINDS, "broken", BrokenPlayer)
    names = ["Anna", "Bernhard", "Clara", "David"]
    setup = TableSetup("koenigrufen", seats(names, [HUMAN, "broken", "random", "random"]), "2")
    window = shown(qtbot, MainWindow(setup, 0, 0, store=store))
    controller = window.controller
    qtbot.waitUntil(lambda: window.bot_failure is not None and window.bot_failure.isVisible(),
                    timeout=10000)
    assert "Bernhard" in window.bot_failure.text()
    assert "no idea what to do" in window.bot_failure.detailedText()
    assert controller.game.to_move == 1 and not controller.game.is_terminal
    before = len(controller.game.log)

    qtbot.mouseClick(window.bot_failure.take_over, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(controller.game.log) > before, timeout=10000)
    assert controller.setup.seats[1].kind == "standard"
    assert store.load(controller.stored.id).seats[1]["kind"] == "standard"
    window.show_home()
    assert window.bot_failure is None and window.controller is None


def rendered(label: QLabel) -> str:
    """What a label shows: its text as plain text, or its rich text rendered."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text))
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def test_player_names_are_shown_as_written_never_as_markup(qtbot):
    from tarokdesk.gui.dialogs import LastTrickDialog

    name = "<b>x</b>"
    setup = TableSetup("tapp-tarok", seats([name, "B", "C"], [HUMAN, "random", HUMAN]), "5")
    window = shown(qtbot, MainWindow(setup, 0, NEVER))
    controller = window.controller
    game = controller.game
    controller.stop_bots()
    while not game.is_terminal:
        game.apply(PLAYER_KINDS["random"](len(game.log)).choose(game.view(game.to_move)))
    controller.changed.emit()
    controller.deal_over.emit()
    labels = [window.result_panel.text, window.actions_bar.prompt]
    controller.handover.emit(0)
    labels.append(window.privacy.text)
    trick = LastTrickDialog(controller.view().tricks[-1], [name, name, name], window)
    qtbot.addWidget(trick)
    labels += trick.findChildren(QLabel)
    for label in labels:
        if "x" in label.text():
            assert name in rendered(label), label.text()
    assert name in rendered(window.result_panel.text)


def test_screenshot_tool_reaches_the_humans_phases_in_tapp_tarok_with_four(qtbot, tmp_path,
                                                                         monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    monkeypatch.syspath_prepend(str(ROOT / "tools"))
    import screenshot
    from PySide6.QtWidgets import QApplication

    seen = {}

    def take(window, phase) -> None:
        view = window.controller.view()
        seen[phase] = (view.seat, view.to_move, view.phase, len(view.hand))

    wanted = ["bidding", "talon", "discard", "play"]
    screenshot.capture(QApplication.instance(), "tapp-tarok", 4, "1", wanted, take)
    assert set(seen) == set(wanted)
    for phase, (seat, to_move, game_phase, cards) in seen.items():
        assert seat == to_move == screenshot.HUMAN_SEAT and cards > 0
        assert game_phase == screenshot.PHASES[phase]


def test_exit_after_first_paint_ends_the_process_under_a_modal_dialog(tmp_path):
    code = ("from PySide6.QtWidgets import QApplication, QMessageBox\n"
            "from tarokdesk.gui.app import exit_after_first_paint\n"
            "app = QApplication([])\n"
            "exit_after_first_paint(app)\n"
            "QMessageBox(QMessageBox.Icon.Question, 't', 'Continue?').exec()\n"
            "print('the dialog returned')\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60,
                          env={"QT_QPA_PLATFORM": "offscreen", "TAROKDESK_DATA_DIR":
                               str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert done.stdout.startswith("first-paint ") and "returned" not in done.stdout


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_start_screen_leads_with_the_first_game_and_fits_every_window(qtbot, store,
                                                                        language):
    """The first game is the largest button, above the others; the title and the buttons
    grow with the window; at 1024x640 nothing leaves the page or is cut."""
    from tarokdesk.gui.i18n import LANGUAGE

    window = shown(qtbot, MainWindow(None, 0, 0, store=store, settings=Settings()))
    window.apply_settings({"language": language})
    home = window.home
    first = home.buttons["first"]
    title_sizes = []
    try:
        for size in ((1024, 640), (1920, 1080)):
            window.resize(*size)
            qtbot.wait(20)
            others = [b for key, b in home.buttons.items() if key != "first" and b.isVisible()]
            assert all(first.height() > b.height() and first.width() >= b.width()
                       and b.y() >= first.geometry().bottom() for b in others)
            for widget in [first, *others, home.title, home.subtitle, home.about_first,
                           home.fan]:
                assert home.rect().contains(widget.geometry()), widget
            for button in [first, *others]:
                words = button.text().replace("&", "")
                assert button.fontMetrics().horizontalAdvance(words) < button.width(), words
            title_sizes.append(home.title.fontInfo().pixelSize())
        assert title_sizes[1] >= 1.3 * title_sizes[0]
    finally:
        LANGUAGE.use("en")


def test_the_privacy_screen_centres_a_card_back_the_hand_over_and_its_button(qtbot, store):
    hot_seat_session(qtbot, store)
    window = shown(qtbot, MainWindow(None, 0, 0, store=store, settings=Settings()))
    qtbot.mouseClick(window.home.buttons["continue"], Qt.MouseButton.LeftButton)
    privacy = window.privacy
    for size in ((1024, 640), (1920, 1080)):
        window.resize(*size)
        qtbot.waitUntil(lambda: privacy.geometry() == window.table.rect())
        middle = privacy.height() / 2
        back, text, button = privacy.back, privacy.text, privacy.button
        assert not back.pixmap().isNull() and back.pixmap().height() > 0.2 * privacy.height()
        assert back.geometry().bottom() < text.y() < button.y()
        assert button.geometry().bottom() - back.y() < 0.8 * privacy.height()
        assert abs((back.y() + button.geometry().bottom()) / 2 - middle) < 0.1 * middle
        assert button.height() > 1.5 * button.fontMetrics().height()
