"""The teaching panel (pytest-qt): hints, quiz verdicts with the score, refusals and the
expert's reasons kept after the next move, wrapped, hidden and shown from the View menu,
cleared at a new deal and rendered again in another language; the status bar kept short;
practice settings that stay with their game; the comparison with the expert in the
background; the statistics' people and their running totals after one deal."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QColor

from tarokdesk.core import Action, Session
from tarokdesk.core.refusals import MUST_FOLLOW_SUIT, Refusal
from tarokdesk.gui import practice_table
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.flow import WrappedLabel
from tarokdesk.gui.i18n import LANGUAGE
from tarokdesk.gui.window import MainWindow
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.players.driver import play_session
from tarokdesk.store import Settings
from tarokdesk.store.sessions import StoredSession
from test_gui import click_card, human_turn, paint_only_when_looked_at, wait_for_human

pytestmark = pytest.mark.gui

STATUS_MAX = 80
"""Characters the status bar may hold: a short note, never a lesson."""


def table(qtbot, tmp_path, variant="tapp-tarok", seats=3, seed="12", hints=False, quiz=False,
          size=(1280, 800), settings=None, options=None) -> MainWindow:
    names = ["Eva", "Anna", "Bernhard", "Clara"][:seats]
    setup = TableSetup(variant, [SeatSetup(names[0], HUMAN)] +
                       [SeatSetup(name, "standard") for name in names[1:]], seed,
                       options=options or {}, hints=hints, quiz=quiz)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0,
                        settings=settings or Settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    paint_only_when_looked_at(window)
    return window


def menu_entry(window: MainWindow, text: str):
    return next(action for menu in window.menuBar().actions()
                for action in menu.menu().actions() if action.text() == text)


def act_by_the_book(qtbot, window: MainWindow) -> None:
    """The human's turn: the quiz's book answer, else the hint, through the table."""
    controller = window.controller
    question = window.quiz.pending
    action = question.book if question else controller.hint()[0]
    if action.kind == "play":
        click_card(qtbot, window, action.value)
    elif action.kind == "discard":
        human_turn(qtbot, window)
    else:
        controller.act(action)


def test_the_panel_keeps_hint_verdict_and_refusal_after_the_next_move(qtbot, tmp_path):
    window = table(qtbot, tmp_path, quiz=True)
    controller, quiz, teaching = window.controller, window.quiz, window.teaching
    while quiz.verdict is None:  # answer the quiz by the book until a verdict is in
        wait_for_human(qtbot, window)
        act_by_the_book(qtbot, window)
        qtbot.waitUntil(lambda: quiz.pending is None or not controller.human_to_act())
    while not (controller.human_to_act() and controller.game.phase == "play"
               and controller.game.state.trick and quiz.pending is None):
        wait_for_human(qtbot, window)  # to a card where the suit led must be followed
        act_by_the_book(qtbot, window)
        wait_for_human(qtbot, window)
    wrong = next(a for a in controller.view().hand if Action("play", controller.viewer, a)
                 not in controller.view().legal)
    click_card(qtbot, window, wrong)  # refused
    window.show_hint()
    kept = teaching.texts()
    verdict = next(text for text in kept if text.startswith("✓ Right: the books advise"))
    score = re.compile(r"Quiz score for Tapp-Tarok: (\d) of \1 answers as the books advise\.")
    assert score.fullmatch(teaching.heading_text())
    refusal = next(text for text in kept if text.startswith("Not allowed: "))
    assert "Rule: " in refusal  # the rule in full; the action bar's line keeps it short
    assert window.actions_bar.message.text().startswith("Hint: ")
    hint = kept[-1]
    assert hint.startswith("Hint: ")
    act_by_the_book(qtbot, window)  # the next move
    wait_for_human(qtbot, window)
    after = teaching.texts()
    assert verdict in after and refusal in after and hint in after
    assert score.fullmatch(teaching.heading_text())


def test_the_panel_wraps_long_text_in_a_narrow_window(qtbot, tmp_path):
    """At 1024 px the panel folds into the drawer with the log and the sheet; its handle
    opens it, tall enough to read several lines."""
    window = table(qtbot, tmp_path, size=(1024, 640))
    wait_for_human(qtbot, window)
    refusal = Refusal(MUST_FOLLOW_SUIT, "00-general.md Play", {"suit": 0})
    window.controller.refused.emit(refusal)
    window.show_hint()
    assert window.drawer.isVisible() and not window.teaching.isVisible()
    window.drawer.click()
    history = window.teaching.history
    qtbot.waitUntil(lambda: history.viewport().width() > 0)
    assert window.teaching.isVisible() and history.width() < 400
    assert history.viewport().height() > 6 * history.fontMetrics().lineSpacing()
    assert history.horizontalScrollBar().maximum() == 0
    text = window.teaching.texts()[0]
    assert text.startswith("Not allowed: ") and text.endswith("(Ulmann, general rules)")
    line = history.fontMetrics().lineSpacing()
    block = history.document().firstBlock()
    assert block.layout().lineCount() >= 3  # wrapped, not cut: every word is there
    assert history.document().size().height() > 3 * line


def reason_shown(window: MainWindow) -> bool:
    reason = window.actions_bar.reason
    return reason.isVisible() and bool(reason.shown_text())


def test_a_hints_reason_shows_on_the_action_bar_while_the_panel_is_folded(qtbot, tmp_path):
    """At 1024 px the teaching panel is in the closed drawer, so the hint's reason stands
    under the hint on the action bar, in at most two whole lines; with the drawer open or in
    a wide window the panel has it."""
    window = table(qtbot, tmp_path, size=(1024, 640))
    wait_for_human(qtbot, window)
    window.show_hint()
    reason = window.actions_bar.reason
    hint = window.teaching.texts()[-1]
    assert reason_shown(window) and reason.text() and reason.text() in hint
    lines = reason.fontMetrics().lineSpacing()
    assert reason.height() <= 2 * lines + 4  # never a third, half-cut line
    assert reason.geometry().bottom() <= window.actions_bar.height()
    window.drawer.click()
    assert not reason_shown(window)
    window.drawer.click()
    assert reason_shown(window)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.teaching.isVisible())
    assert not reason_shown(window)


def test_a_long_reason_ends_in_an_ellipsis_within_two_lines(qtbot):
    label = WrappedLabel(2)
    qtbot.addWidget(label)
    label.resize(200, 200)
    label.setText("word " * 60)
    assert label.shown_text().endswith("…") and label.toolTip() == label.text()
    assert label.sizeHint().height() <= 2 * label.fontMetrics().lineSpacing() + 4


def test_the_panel_is_hidden_and_shown_from_the_view_menu_and_remembered(qtbot, tmp_path):
    window = table(qtbot, tmp_path)
    dock = window.docks["teaching"]
    entry = menu_entry(window, "T&eaching panel")
    assert dock.isVisible() and entry.isChecked()
    entry.trigger()
    assert not dock.isVisible() and window.settings["teaching_panel"] is False
    setup = window.controller.setup
    window.show_home()
    window.new_game(setup)
    assert not window.docks["teaching"].isVisible()  # a new table keeps it hidden
    assert not MainWindow(animation_ms=0, bot_delay_ms=0, settings=Settings(
        tmp_path)).teaching_shown  # the next start remembers it
    entry = menu_entry(window, "T&eaching panel")  # the new table's menu
    assert entry.shortcut().toString() == "Ctrl+E" and not entry.isChecked()
    entry.trigger()
    assert window.docks["teaching"].isVisible() and window.settings["teaching_panel"] is True
    assert window.teaching.accessibleName() == "Teaching panel"


def test_in_a_narrow_window_the_view_menu_opens_the_drawer_with_the_panel(qtbot, tmp_path):
    window = table(qtbot, tmp_path, size=(1024, 640))
    entry = menu_entry(window, "T&eaching panel")
    assert entry.isChecked() and not window.teaching.isVisible()  # folded in the drawer
    entry.trigger()
    assert not window.teaching.isVisible() and not window.drawer.isChecked()
    assert "Teaching" not in window.drawer.label()
    entry.trigger()
    assert window.drawer.isChecked() and window.teaching.isVisible() and window.log.isVisible()
    assert window.drawer.label() == "Teaching · Game log · Score sheet"
    entry.trigger()  # hidden again, the drawer stays open with the others
    assert not window.teaching.isVisible() and window.log.isVisible()


def test_the_panel_greys_what_an_undo_takes_back_and_is_cleared_at_a_new_deal(qtbot,
                                                                              tmp_path):
    window = table(qtbot, tmp_path, hints=True)
    controller, teaching = window.controller, window.teaching
    wait_for_human(qtbot, window)
    first = teaching.texts()[-1]
    act_by_the_book(qtbot, window)
    wait_for_human(qtbot, window)
    later = teaching.texts()
    assert len(later) > 1 and later[0] == first
    controller.undo()
    assert teaching.texts()[0] == first  # the advice before the decision stands
    assert all(text.startswith("(taken back) ") for text in teaching.texts()[1:])
    controller.redo()
    wait_for_human(qtbot, window)
    assert teaching.texts()[:len(later)] == later
    while not controller.game.is_terminal:
        wait_for_human(qtbot, window)
        if controller.human_to_act():
            act_by_the_book(qtbot, window)
    assert teaching.texts()
    window.next_deal()
    wait_for_human(qtbot, window)
    texts = teaching.texts()
    assert all(text.startswith("Hint: ") for text in texts) and len(texts) <= 1


def test_the_panel_speaks_the_new_language_at_once(qtbot, tmp_path):
    window = table(qtbot, tmp_path)
    wait_for_human(qtbot, window)
    window.show_hint()
    window.controller.refused.emit(Refusal(MUST_FOLLOW_SUIT, "00-general.md Play",
                                           {"suit": 0}))
    assert window.teaching.texts()[0].startswith("Hint: ")
    try:
        window.apply_settings({"language": "de"})
        qtbot.waitUntil(lambda: window.teaching.texts()[0].startswith("Tipp: "))
        assert window.teaching.texts()[1].startswith("Nicht erlaubt: Sie müssen bedienen")
        assert window.docks["teaching"].windowTitle() == "Lehrtafel"
    finally:
        LANGUAGE.use("en")


@pytest.mark.parametrize("variant, seats, seed", [
    ("tapp-tarok", 3, "12"), ("koenigrufen", 4, "4"), ("whist", 4, "3")])
def test_the_status_bar_stays_short_at_every_phase(qtbot, tmp_path, variant, seats, seed):
    window = table(qtbot, tmp_path, variant, seats, seed, hints=True, quiz=True)
    controller = window.controller
    bar = window.actions_bar.message
    phases, answered = set(), 0
    while not controller.game.is_terminal:
        wait_for_human(qtbot, window)
        phases.add(controller.game.phase)
        message = window.statusBar().currentMessage()
        assert len(message) < STATUS_MAX, message
        assert bar.height() < 2 * bar.fontMetrics().lineSpacing()  # one line
        if controller.human_to_act():
            answered += window.quiz.pending is not None
            act_by_the_book(qtbot, window)
    assert len(window.statusBar().currentMessage()) < STATUS_MAX
    assert "play" in phases and answered  # quiz verdicts were given, off the status bar
    assert any(text[0] == "✓" for text in window.teaching.texts())


def test_hints_from_a_practice_game_stay_with_it(qtbot, tmp_path):
    window = table(qtbot, tmp_path, hints=True)
    wait_for_human(qtbot, window)
    assert window.auto_hint and menu_entry(window, "Hints at every &turn").isChecked()
    plain = TableSetup("tapp-tarok", [SeatSetup("Eva", HUMAN), SeatSetup("Anna", "standard"),
                                      SeatSetup("Bernhard", "standard")], "5")
    window.new_game(plain)
    wait_for_human(qtbot, window)
    assert not window.auto_hint and not menu_entry(window, "Hints at every &turn").isChecked()
    assert not window.teaching.texts() and not window.actions_bar.message.text()
    menu_entry(window, "Hints at every &turn").trigger()  # chosen by the player: it stays
    window.new_game(plain)
    wait_for_human(qtbot, window)
    assert window.auto_hint and window.teaching.texts()[-1].startswith("Hint: ")


def test_compare_with_the_expert_runs_in_the_background(qtbot, tmp_path, monkeypatch):
    window = table(qtbot, tmp_path, "koenigrufen", 4, "4")
    controller = window.controller
    compare = menu_entry(window, "&Compare with the expert")
    wait_for_human(qtbot, window)
    assert not compare.isEnabled()  # only after the deal
    while not controller.game.is_terminal:
        wait_for_human(qtbot, window)
        if controller.human_to_act():
            controller.act(controller.view().legal[-1])  # careless: the expert differs
    window.update_actions()
    assert compare.isEnabled()
    shown = []
    monkeypatch.setattr(practice_table.ExpertComparison, "open", lambda d: shown.append(d))
    monkeypatch.setattr(practice_table.ExpertComparison, "exec", lambda d: shown.append(d))
    ticks_while_searching = []  # the GUI thread's event loop turning while the search runs
    timer = QTimer(window)
    timer.timeout.connect(lambda: ticks_while_searching.append(window.comparison is not None))
    timer.start(20)
    compare.trigger()
    run = window.comparison  # still running when trigger() returns: not on the GUI thread
    assert run is not None and run.progress.isVisible() and not compare.isEnabled()
    seen = set()
    qtbot.waitUntil(lambda: window.comparison is None or bool(seen.add(run.progress.value())),
                    timeout=120_000)
    timer.stop()
    assert len(seen - {-1}) >= 3  # the progress moved on decision by decision
    assert sum(ticks_while_searching) > 10
    assert len(shown) == 1 and shown[0].table.rowCount() > 0
    findings = [text for text in window.teaching.texts() if text.startswith("Expert, ")]
    assert len(findings) == shown[0].table.rowCount()
    assert compare.isEnabled()


def stored_sessions(deals: int) -> list[StoredSession]:
    """Eva at a human's seat with three computer players, `deals` finished deals."""
    names = ["Eva", "Anna", "Bernhard", "Clara"]
    session = Session("koenigrufen", seed="stats", names=names)
    play_session(session, [PLAYER_KINDS["standard"](f"stats{i}") for i in range(4)], deals)
    seats = [{"name": "Eva", "kind": HUMAN}] + [{"name": n, "kind": "standard"}
                                                  for n in names[1:]]
    return [StoredSession("s", "s", seats, session)]


def series_pixels(view, colour: QColor) -> int:
    """Pixels of the plot area in (nearly) the series' colour, the legend hidden."""
    chart = view.chart()
    chart.legend().hide()
    image = view.grab().toImage()
    area = chart.plotArea().toRect().adjusted(-4, -4, 4, 4)
    found = 0
    for x in range(max(0, area.left()), min(image.width(), area.right())):
        for y in range(max(0, area.top()), min(image.height(), area.bottom())):
            pixel = image.pixelColor(QPoint(x, y))
            found += abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green()) \
                + abs(pixel.blue() - colour.blue()) < 40
    return found


def test_statistics_draw_one_deal_and_put_the_people_first(qtbot):
    from tarokdesk.gui.statistics import StatisticsDialog
    from tarokdesk.practice.statistics import statistics

    found = statistics(stored_sessions(1))
    dialog = StatisticsDialog(found)
    qtbot.addWidget(dialog)
    dialog.resize(900, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    persons = {dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())}
    assert persons == {"Eva"} and not dialog.everyone.isChecked()
    series = dialog.running.chart().series()
    assert [s.name() for s in series] == ["Eva"]
    qtbot.wait(50)
    assert series_pixels(dialog.running, series[0].color()) > 20  # one deal is a line
    dialog.everyone.setChecked(True)
    people = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
    assert people[0] == "Eva" and set(people) == {"Eva", "Anna", "Bernhard", "Clara"}
    assert len(dialog.running.chart().series()) == 4
    header = dialog.table.horizontalHeaderItem(6)
    assert header.text() == "Times bid" and "whatever was played" in header.toolTip()


def test_in_hot_seat_each_human_sees_only_his_own_advice(qtbot, tmp_path):
    setup = TableSetup("koenigrufen", [SeatSetup("Eva", HUMAN), SeatSetup("Anna", "standard"),
                                       SeatSetup("Bernhard", HUMAN),
                                       SeatSetup("Clara", "standard")], "3")
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0, settings=Settings(tmp_path))
    qtbot.addWidget(window)
    window.show()
    controller, teaching = window.controller, window.teaching
    advised: dict[int, list[str]] = {}
    while len(advised) < 2 or controller.viewer not in advised or len(advised[0]) < 2:
        wait_for_human(qtbot, window)
        if controller.awaiting_handover is not None:
            assert all(not text.startswith("Hint: ") for text in teaching.texts())  # screen
            window.privacy.button.click()
            continue
        seat = controller.viewer
        window.show_hint()
        advised.setdefault(seat, []).append(teaching.texts()[-1])
        assert all(text in advised[seat] for text in teaching.texts()
                   if text.startswith("Hint: "))  # his own, none of the other's
        controller.act(controller.hint()[0])


def test_the_same_entry_twice_in_a_row_is_shown_once_with_its_count(qtbot):
    """Asking for the same hint again adds no second identical line: the history says it
    once with "(×2)"; an entry between two equal ones keeps them apart."""
    from tarokdesk.gui.teaching import Note, TeachingPanel

    panel = TeachingPanel()
    qtbot.addWidget(panel)
    first, other = Note("Teaching", "Advice appears here."), Note("Teaching", "(taken back)")
    panel.add(first, ())
    panel.add(first, (Action("pass", None),))
    assert panel.texts() == ["Advice appears here. (×2)"]
    panel.add(other, (Action("pass", None),))
    panel.add(first, (Action("pass", None), Action("pass", None)))
    assert panel.texts() == ["Advice appears here. (×2)", "(taken back)", "Advice appears here."]


def test_the_empty_panel_says_the_games_goal_and_how_to_ask_for_a_hint(qtbot, tmp_path):
    window = table(qtbot, tmp_path, variant="koenigrufen", seats=4)
    window.teaching.clear()
    empty = window.teaching.history.toPlainText()
    assert "36 of the 70 card points" in empty and "Press H" in empty
    assert window.teaching.texts() == []
    window.teaching.pin(window.teaching.goal)  # the first game's heading says it already
    assert "card points" not in window.teaching.history.toPlainText()
    whist = table(qtbot, tmp_path, variant="whist", seats=4)
    assert whist.teaching.history.toPlainText().startswith("Goal: your side needs 7 tricks")
    whist.teaching.set_deal_over(True)  # no hint to ask for: the review is offered instead
    over = whist.teaching.history.toPlainText()
    assert "Press H" not in over and "Review deal" in over


@pytest.mark.parametrize("variant, seats, options, goal", [
    ("grosstarok", 3, {}, "Goal: each plays for himself. Every card point over 26, a third "
                          "of the 78, is won"),
    ("danish-tarok", 3, {}, "Goal: each plays for himself. Every card point over 26, a third "
                            "of the 78, is won"),
    ("danish-tarok", 4, {}, "Goal: each plays for himself. Every card point over 26"),
    ("danish-taroc-en-deux", 2, {}, "Goal: each writes his own card points, honours and "
                                    "captures; when a deal ends with a player at 100 or more"),
    ("danish-tarok-four", 4, {}, "Goal: your side plays for more than 36 of the 72 card "
                                 "points; what it makes over 36 counts towards the partie of "
                                 "4 deals"),
    ("danish-tarok-four", 4, {"counting": "threes"}, "Goal: your side plays for more than 39 "
                                                     "of the 78 card points"),
    ("tarok-unter-vieren", 4, {}, "Goal: your side wins a deal with 40 card points or more and "
                                  "scores those over 39; 36 such points in a partie of 4 deals")])
def test_each_player_or_fixed_side_is_told_what_it_plays_for_from_the_games_figures(
        qtbot, tmp_path, variant, seats, options, goal):
    """Where no declarer plays for a target, the empty panel says the game's own aim, from
    its figures (grosstarok.md and danish-tarok.md: 26 of 78; danish-taroc-en-deux.md: the
    partie to 100; danish-tarok-four.md: over 36 of 72, four deals; tarok-unter-vieren.md
    (a): 40 wins a deal, 36 in four deals), never a declarer's."""
    window = table(qtbot, tmp_path, variant=variant, seats=seats, options=options)
    window.teaching.clear()
    empty = window.teaching.history.toPlainText()
    assert "declarer" not in empty and empty.startswith(goal) and "Press H" in empty, empty


@pytest.mark.parametrize("variant, seats, game, doubled", [
    ("whist", 4, 10, False), ("short-whist", 4, 5, False), ("cayenne", 4, 10, True),
    ("whist-en-deux", 4, 10, False),
    ("whist-dummy-four", 4, 10, False)])
def test_a_whist_game_states_the_tricks_over_the_book_it_plays_for(
        qtbot, tmp_path, variant, seats, game, doubled):
    """The Whist family's empty panel says what a side plays for, from the game's own
    figures: seven tricks over a book of six, the game of ten (Short Whist's five), and in
    Cayenne the doubled tricks."""
    window = table(qtbot, tmp_path, variant=variant, seats=seats)
    window.teaching.clear()
    empty = window.teaching.history.toPlainText()
    assert empty.startswith("Goal: your side needs 7 tricks. The first 6 are the book"), empty
    assert f"{game} points make a game" in empty and ("Cayenne" in empty) == doubled, empty


@pytest.mark.parametrize("height", [97, 150, 213])
def test_the_scrolled_history_shows_whole_lines_at_its_top(qtbot, height):
    """Scrolled to the newest words, the teaching history never shows a line cut in half at
    its top edge."""
    from PySide6.QtWidgets import QTextBrowser

    from tarokdesk.gui.teaching import scroll_to_whole_lines

    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.resize(260, height)
    browser.setHtml("".join(f"<p style='margin-bottom:8px'>Entry {n}: the book's card, "
                            f"played and explained in a sentence that wraps.</p>"
                            for n in range(30)))
    browser.show()
    scroll_to_whole_lines(browser)
    document, top = browser.document(), browser.verticalScrollBar().value()
    assert top > 0
    block = document.begin()
    while block.isValid():
        box = document.documentLayout().blockBoundingRect(block)
        for index in range(block.layout().lineCount()):
            line = block.layout().lineAt(index)
            assert not box.top() + line.y() < top < box.top() + line.y() + line.height()
        block = block.next()
