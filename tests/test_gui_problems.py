"""Practice → Problems (pytest-qt): the list of Ulmann's 33 problems, problem 9 solved and
failed by clicks at the table with its goal stated first and each card marked, the book's
solution stepped through move by move, and the solved problems kept in the settings."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt
from test_gui import click_card, paint_only_when_looked_at
from test_gui_sessions import cut_cells

from tarokdesk.cards.card import card_from_name
from tarokdesk.gui import problems_table
from tarokdesk.gui.problems_dialog import ProblemsDialog
from tarokdesk.gui.window import MainWindow
from tarokdesk.practice.problems import NOT_BUILT, load_problems
from tarokdesk.store import Settings

pytestmark = pytest.mark.gui


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The start screen with settings of its own; off the book's line the standard player
    answers (the expert would only make the test slower)."""
    monkeypatch.setattr(problems_table, "FALLBACK", "standard")
    window = MainWindow(animation_ms=0, bot_delay_ms=0, settings=Settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    paint_only_when_looked_at(window)
    return window


def open_problem(window: MainWindow, monkeypatch, number: int):
    """Practice → Problems, the row of `number`, Play."""
    def choose(dialog: ProblemsDialog) -> bool:
        dialog.table.selectRow(number - 1)
        dialog.play_button.click()
        return dialog.result() == ProblemsDialog.DialogCode.Accepted
    monkeypatch.setattr(ProblemsDialog, "exec", choose)
    window.show_problems()
    return window.controller


def banner(window: MainWindow) -> str:
    """The teaching panel's heading: the problem, the goal, the verdict."""
    return window.teaching.heading_text()


HEADING_9 = "Problem 9 — you play A\nGoal: Take one trick to beat the Volat."


def marks(window: MainWindow) -> list[str]:
    return [text for text in window.teaching.texts() if text[0] in "✓✗•"]


def test_problem_9_is_solved_by_the_diamond_lead(qtbot, window, monkeypatch):
    controller = open_problem(window, monkeypatch, 9)
    assert controller.human_to_act() and banner(window) == HEADING_9  # before the first card
    assert window.teaching.texts()[0].startswith("The book asks: Which cards did Vorhand hold")
    click_card(qtbot, window, card_from_name("D2"))  # any diamond, not the book's D4
    qtbot.waitUntil(lambda: controller.verdict is not None, timeout=10_000)
    assert controller.verdict is True
    assert banner(window) == HEADING_9 + "\nThe Contra won — solved"
    assert window.actions_bar.message.text() == "The Contra won — solved"
    assert marks(window) == ["✓ ♦ 2: not the book's card (♦ 4), but it reaches the goal too."]
    assert window.settings["solved_problems"] == [9]
    stored = json.loads(window.settings.path.read_text(encoding="utf-8"))
    assert stored["solved_problems"] == [9]
    dialog = ProblemsDialog(window, window.settings)
    assert dialog.table.item(8, 3).text() == "✓ Solved"


def test_problem_9_is_failed_by_another_card(qtbot, window, monkeypatch):
    controller = open_problem(window, monkeypatch, 9)
    click_card(qtbot, window, card_from_name("HK"))
    qtbot.waitUntil(lambda: bool(marks(window)), timeout=10_000)  # once the trick is over
    assert marks(window) == ["✗ ♥ King: the book plays ♦ 4 here."]
    game = controller.game
    while not game.is_terminal:
        qtbot.waitUntil(lambda: game.is_terminal or controller.human_to_act(), timeout=10_000)
        if controller.human_to_act():
            assert controller.verdict is None and banner(window) == HEADING_9  # kept
            controller.act(controller.view().legal[0])
    assert controller.verdict is False
    assert banner(window) == HEADING_9 + "\nThe Contra lost — not solved"
    assert marks(window)[-1].startswith("✗ ") and marks(window)[-1].endswith(
        ": the goal is missed.")  # the last card, once the Volat was made
    assert window.settings["solved_problems"] == []
    assert window.result_panel.button.text() == "&Try again"
    window.next_deal()  # the result panel's button: the problem from its start
    assert controller.human_to_act() and controller.verdict is None
    assert len(controller.game.state.hands[controller.puzzle.player_seat]) == 16


def play_out_as_human(qtbot, controller) -> None:
    game = controller.game
    while not controller.game.is_terminal:
        qtbot.waitUntil(lambda: controller.game.is_terminal or controller.human_to_act(),
                        timeout=10_000)
        if controller.human_to_act():
            controller.act(controller.view().legal[0])


def test_an_undo_reopens_the_verdict_and_a_success_after_it_is_not_counted(qtbot, window,
                                                                          monkeypatch):
    """Like a chess puzzle trainer's take-back: the verdict judges the line on the table, and
    an attempt with a move taken back is told its success but not marked solved."""
    controller = open_problem(window, monkeypatch, 9)
    heading = banner(window)
    click_card(qtbot, window, card_from_name("HK"))
    play_out_as_human(qtbot, controller)
    assert controller.verdict is False
    while controller.can_undo():
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.verdict is None and banner(window) == heading  # the Volat not yet made
    question, *later = window.teaching.texts()
    assert later and all(text.startswith("(taken back) ") for text in later)
    assert controller.human_to_act() and len(controller.game.state.tricks) == 0
    click_card(qtbot, window, card_from_name("D4"))
    qtbot.waitUntil(lambda: controller.verdict is not None, timeout=10_000)
    assert controller.verdict is True and controller.helped
    assert banner(window).endswith("The Contra won — solved with a move taken back "
                                   "(not counted)")
    assert window.settings["solved_problems"] == []
    play_out_as_human(qtbot, controller)
    window.next_deal()  # Try again: a fresh attempt
    assert not controller.helped and controller.verdict is None
    click_card(qtbot, window, card_from_name("D4"))
    qtbot.waitUntil(lambda: controller.verdict is not None, timeout=10_000)
    assert banner(window).endswith("The Contra won — solved")
    assert window.settings["solved_problems"] == [9]


def test_a_verdict_the_undo_does_not_reach_stands(qtbot, window, monkeypatch):
    """Problem 9 solved at trick 1; taking back a later card leaves trick 1 on the table,
    so the verdict stands (the line on the table still breaks the Volat)."""
    controller = open_problem(window, monkeypatch, 9)
    click_card(qtbot, window, card_from_name("D4"))
    qtbot.waitUntil(lambda: controller.verdict is not None and controller.human_to_act(),
                    timeout=10_000)
    controller.act(controller.view().legal[0])
    qtbot.waitUntil(controller.human_to_act, timeout=10_000)
    controller.undo()
    assert len(controller.game.state.tricks) >= 1 and controller.verdict is True
    assert window.settings["solved_problems"] == [9]


def test_the_list_shows_all_33_and_greys_the_unbuilt_games(qtbot, window):
    dialog = ProblemsDialog(window, window.settings)
    qtbot.addWidget(dialog)
    problems = load_problems()
    assert dialog.table.rowCount() == 33
    for row, problem in enumerate(problems):
        status = dialog.table.item(row, 3)
        enabled = bool(status.flags() & Qt.ItemFlag.ItemIsEnabled)
        assert enabled == (problem.status != NOT_BUILT)
        if problem.status == NOT_BUILT:
            assert problem.game_name in status.text()
    assert dialog.table.item(18, 2).text() == "Neunzehnerrufen en deux"
    dialog.table.selectRow(1)  # problem 2: unrecoverable
    assert not dialog.play_button.isEnabled()
    assert problems[1].question in dialog.details.text()
    assert "It cannot be played: A's hand and B's hand were diagrams" in dialog.details.text()
    dialog.table.selectRow(8)
    assert dialog.play_button.isEnabled() and dialog.table.item(8, 3).text() == "Not yet solved"
    assert dialog.table.item(0, 1).text().startswith("Which side wins")  # upper-case
    assert dialog.table.item(1, 3).text() == "Cannot be played: the hands are lost"


def step_button(window: MainWindow, word: str):
    return next(b for b in window.actions_bar.buttons if word in b.text())


def test_show_solution_steps_through_the_books_line(qtbot, window, monkeypatch):
    controller = open_problem(window, monkeypatch, 12)
    window.show_solution()
    line = controller.line
    qtbot.wait(100)  # nothing moves by itself
    assert controller.stepping() and controller.steps() == (0, len(line))
    assert window.actions_bar.prompt.text().startswith("Move 0 of 21")
    assert window.teaching.texts() == [f"The book asks: {controller.problem.question}"]
    for _ in line:
        step_button(window, "Forward").click()
    assert controller.game.is_terminal and controller.verdict is None  # shown, not solved
    played = [play for trick in controller.game.state.tricks[-7:] for play in trick.plays]
    assert played == [(m.action.seat, m.action.value) for m in line]
    texts = window.teaching.texts()[1:]  # after the question: one entry per move
    assert len(texts) == len(line)
    ruff = next(n for n, move in enumerate(line) if move.action.value == 18)
    assert texts[ruff].startswith(f"{ruff + 1}. You as A: Tarok XIX — ")
    assert "not the Pagat" in texts[ruff]
    assert texts[6].startswith("7. B: ♦ King — B leads ♦ King")  # the book's 'DK' in words
    assert not any(re.search(r"\b(DK|SQ|SKUS|T19|T21|HK|HC)\b", text) for text in texts)
    step_button(window, "Back").click()
    assert controller.steps() == (len(line) - 1, len(line))
    assert not controller.game.is_terminal and len(window.teaching.texts()) == len(line)
    qtbot.keyClick(window.view, Qt.Key.Key_Left)
    assert controller.steps() == (len(line) - 2, len(line))
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert controller.steps() == (len(line) - 1, len(line))
    assert window.settings["solved_problems"] == []


def test_every_playable_problem_states_its_goal(qtbot, window):
    """Each goal condition of every playable problem has words, from the side the player
    takes; the problems dialog says the goal too."""
    from tarokdesk.gui.problems_table import aim_words

    for problem in load_problems():
        if problem.playable:
            letters = dict.fromkeys(problem.data["seats"]["play_order"], "X")
            words = [aim_words(aim, letters) for aim in problem.set_up().aims()]
            assert words and all(w.endswith(".") and "{" not in w for w in words)
    dialog = ProblemsDialog(window, window.settings)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(16)  # problem 17: C's Volat with the Pagat last
    assert "Your goal, as C: Take every trick: the Volat. Take the last trick with your " \
           "Pagat." in dialog.details.text()


def test_the_solved_problems_are_checked_when_read(tmp_path):
    path = tmp_path / "settings.json"
    for stored, expected in (([9, 12], [9, 12]), ([12, 9], [9, 12]), ([9, 9], []),
                             ([0], []), ([34], []), (["9"], []), ([True], []), (9, [])):
        path.write_text(json.dumps({"solved_problems": stored}), encoding="utf-8")
        settings = Settings(tmp_path)
        assert settings["solved_problems"] == expected
        assert settings.dropped == ([] if expected else ["solved_problems"])



@pytest.mark.parametrize("language", ["en", "de"])
def test_the_list_shows_every_title_in_full(qtbot, window, language):
    from tarokdesk.gui.i18n import LANGUAGE

    window.apply_settings({"language": language})
    try:
        dialog = ProblemsDialog(window, window.settings)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.wait(10)
        assert not dialog.table.horizontalScrollBar().isVisible()
        assert cut_cells(dialog.table) == []
    finally:
        LANGUAGE.use("en")


def test_in_german_the_table_shows_the_books_german_texts(qtbot, window, monkeypatch):
    from tarokdesk.gui.i18n import LANGUAGE

    window.apply_settings({"language": "de"})
    try:
        dialog = ProblemsDialog(window, window.settings)
        qtbot.addWidget(dialog)
        german = load_problems("de")
        dialog.table.selectRow(8)
        title = german[8].title.partition(": ")[2]
        assert dialog.table.item(8, 1).text() == title[:1].upper() + title[1:]
        assert "Vorhand bietet dem Volat „Contra“ und reussirt." in dialog.details.text()
        assert "Solo von C" in dialog.details.text() and "Which cards" not in \
            dialog.details.text()
        dialog.table.selectRow(13)  # problem 14: unrecoverable
        assert "Nicht spielbar: Von den Karten ist nichts erhalten." in dialog.details.text()
        controller = open_problem(window, monkeypatch, 12)
        texts = window.teaching.texts()
        assert len(texts) == 1 and texts[0].startswith(f"Das Buch fragt: {german[11].question}")
        window.show_solution()
        for _ in controller.line:
            controller.step(1)
        ruff = next(n for n, move in enumerate(controller.line) if move.action.value == 18)
        text = window.teaching.texts()[1 + ruff]
        assert text.startswith(f"{ruff + 1}. Sie als A: Tarok XIX — ")
        assert "nicht mit dem Pagat" in text and "T19" not in text
        window.apply_settings({"language": "en"})  # the panel speaks English at once
        qtbot.waitUntil(lambda: "not the Pagat" in window.teaching.texts()[1 + ruff])
        assert window.teaching.texts()[0].startswith("The book asks: A has seven cards left")
        assert window.teaching.heading_text().startswith("Problem 12 — you play A\nGoal: "
                                                         "Win the game.")
    finally:
        LANGUAGE.use("en")


def test_problem_10_in_german_explains_the_books_points_and_nests_no_brackets(qtbot, window,
                                                                              monkeypatch):
    """The book writes 'er erreicht 49 Points' (its German of the time): the quote stays and
    is followed by what the word means; the player's name 'Sie als A' puts no brackets inside
    the banner's '(name)'."""
    from tarokdesk.gui.i18n import LANGUAGE
    from tarokdesk.gui.table.talk import banner_lines

    window.apply_settings({"language": "de"})
    try:
        controller = open_problem(window, monkeypatch, 10)
        question = window.teaching.texts()[0]
        assert "49 Points" in question and "Points: das Wort des Buches für die Augen" in \
            question, question
        while not controller.game.view(0).announcements or controller.game.phase != "play":
            controller.game.apply(controller.game.legal_actions()[0])
        lines = banner_lines(controller.game.view(0), controller.names)
        assert any("Recontra" in line for line in lines), lines
        assert not any(re.search(r"\([^()]*\(", line) for line in lines), lines
    finally:
        LANGUAGE.use("en")
