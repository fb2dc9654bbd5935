"""Practice at the table (pytest-qt): undo and redo, the quiz, the role-fitting deal and the
comparison with the expert."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tarokdesk.core import Game
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.gui.hints import advice_text
from tarokdesk.gui.window import MainWindow
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.practice.compare import expert_differences
from tarokdesk.practice.deals import fitting_seed, role_of
from tarokdesk.players.driver import play_out
from tarokdesk.store import SessionStore, Settings
from test_gui import click_card, human_turn, paint_only_when_looked_at, wait_for_human

pytestmark = pytest.mark.gui


def practice_window(qtbot, tmp_path, monkeypatch, quiz=False, bots="beginner",
                    seed="11") -> MainWindow:
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    setup = TableSetup("tapp-tarok", [SeatSetup("You", HUMAN), SeatSetup("Anna", bots),
                                      SeatSetup("Bernhard", bots)], seed, hints=True, quiz=quiz)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=0, store=SessionStore(),
                        settings=Settings(tmp_path))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    paint_only_when_looked_at(window)
    return window


def decide(qtbot, window) -> tuple[list, tuple]:
    """Wait for the human, note the log and hand, act as a person would."""
    wait_for_human(qtbot, window)
    controller = window.controller
    before = (list(controller.game.log), controller.view().hand)
    human_turn(qtbot, window)
    return before


def test_undo_two_decisions_and_the_bots_replay_then_redo(qtbot, tmp_path, monkeypatch):
    window = practice_window(qtbot, tmp_path, monkeypatch)
    controller = window.controller
    states = []
    while len(states) < 6 or controller.game.phase != "play":
        states.append(decide(qtbot, window))
    wait_for_human(qtbot, window)
    later_log, later_hand = list(controller.game.log), controller.view().hand
    earlier_log, earlier_hand = states[-2]

    # Edit → Undo (Ctrl+Z), twice
    for _ in range(2):
        qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.log == earlier_log and controller.view().hand == earlier_hand
    stored = SessionStore().load(controller.stored.id)  # what a crash now would bring back
    assert stored.session.current.log == earlier_log

    for _ in range(2):  # the same two decisions: the beginners' slips come again too
        decide(qtbot, window)
    wait_for_human(qtbot, window)
    assert controller.game.log == later_log

    for _ in range(2):
        controller.undo()
    assert controller.game.log == earlier_log
    qtbot.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    controller.redo()
    assert controller.game.log == later_log and controller.view().hand == later_hand
    assert not controller.can_redo()

    # Practice → Play this deal again: the deal, then the same bids
    controller.restart_deal()
    assert all(action.seat < 0 for action in controller.game.log)
    wait_for_human(qtbot, window)
    assert controller.game.log == later_log[:len(controller.game.log)]


def edit_action(window, text: str):
    return next(a for a in window.table_actions if a.text() == text)


def test_undo_and_redo_are_greyed_when_there_is_nothing_to_take_back(qtbot, tmp_path,
                                                                    monkeypatch):
    window = practice_window(qtbot, tmp_path, monkeypatch)
    controller = window.controller
    undo, redo = edit_action(window, "&Undo"), edit_action(window, "&Redo")
    wait_for_human(qtbot, window)
    assert not undo.isEnabled() and not redo.isEnabled()  # no decision of the human yet
    first = list(controller.game.log)
    decide(qtbot, window)
    wait_for_human(qtbot, window)
    assert undo.isEnabled() and not redo.isEnabled()
    later = list(controller.game.log)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert controller.game.log == first
    assert not undo.isEnabled() and redo.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # greyed: nothing
    assert controller.game.log == first
    redo.trigger()
    wait_for_human(qtbot, window)
    assert controller.game.log == later and undo.isEnabled() and not redo.isEnabled()
    window.show_home()
    assert not undo.isEnabled() and not redo.isEnabled()


def test_a_quiz_question_is_asked_answered_and_scored(qtbot, tmp_path, monkeypatch):
    # seed 12: the standard player would bid, take the talon and play: card questions come
    window = practice_window(qtbot, tmp_path, monkeypatch, quiz=True, bots="standard",
                             seed="12")
    controller, quiz = window.controller, window.quiz
    asked = right = 0
    answered_wrong = False
    while not answered_wrong:
        wait_for_human(qtbot, window)
        assert not controller.game.is_terminal, "no card question was answered otherwise"
        question = quiz.pending
        if question is None:
            assert not window.actions_bar.message.text().startswith("Quiz")
            human_turn(qtbot, window)
            continue
        assert window.actions_bar.message.text().startswith("Quiz: what do the books advise")
        if question.book.kind == "play" and right:  # a card other than the book's
            other = next(a for a in controller.view().legal if a != question.book)
            click_card(qtbot, window, other.value)
            answered_wrong = True
        elif question.book.kind == "play":
            click_card(qtbot, window, question.book.value)
            right += 1
        else:
            controller.act(question.book)
            right += 1
        asked += 1
        qtbot.waitUntil(lambda: quiz.pending is not question)
        expected = "✗ The books advise" if answered_wrong else "✓ Right: the books advise"
        verdict = [text for text in window.teaching.texts() if text[0] in "✓✗"][-1]
        assert verdict.startswith(expected) and quiz.verdict.right != answered_wrong
        assert window.settings["quiz_scores"]["tapp-tarok"] == {"asked": asked, "right": right}
        assert window.teaching.heading_text().startswith(
            f"Quiz score for Tapp-Tarok: {right} of {asked}")
    assert Settings(tmp_path)["quiz_scores"]["tapp-tarok"] == {"asked": asked, "right": right}


@pytest.mark.parametrize("role", ["declarer", "defender"])
def test_the_practice_dialog_draws_the_same_fitting_deal_from_a_seed(qtbot, role):
    from tarokdesk.gui.home import PracticeDialog

    dialogs = [PracticeDialog() for _ in range(2)]
    setups = []
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("koenigrufen"))
        dialog.role_box.setCurrentIndex(dialog.role_box.findData(role))
        dialog.seed_edit.setText("shared")
        setups.append(dialog.setup())
    assert setups[0] == setups[1] and setups[0].seed.startswith("shared")
    setup = setups[0]
    game = Game.new(setup.variant_id, {}, 4, setup.first_dealer)
    game.deal_seeded(f"{setup.seed}:0")
    play_out(game, [HeuristicPlayer(f"{setup.seed}:{s}") for s in range(4)])
    assert role_of(game, 0) == role


def test_fitting_seed_gives_up_when_no_deal_can_fit():
    resting_dealer = 0  # four at Tapp-Tarok: the dealer sits out every deal he deals
    assert fitting_seed("tapp-tarok", {}, 4, resting_dealer, 0, "defender", "x", 20) is None
    assert fitting_seed("tapp-tarok", {}, 4, 1, 0, "defender", "x", 20) is not None


def test_the_expert_agrees_with_itself_and_not_with_a_careless_player():
    seed = "c"

    class Expert:
        def choose(self, view):
            return ExpertPlayer(f"{seed}:compare:{len(game.log)}").choose(view)

    game = Game.new("koenigrufen", {}, 4, 3)
    game.deal_seeded("cmp")
    standard = [HeuristicPlayer(s) for s in range(4)]
    play_out(game, [Expert()] + standard[1:])
    assert expert_differences(game, {0}, seed) == []
    differences = careless_differences(seed)
    assert differences and all(d.played.seat == 0 and d.played != d.expert for d in differences)


def careless_differences(seed: str):
    """Seat 0 always takes its last legal choice; the expert's differences from it."""
    game = Game.new("koenigrufen", {}, 4, 3)
    game.deal_seeded("cmp")
    standard = [HeuristicPlayer(s) for s in range(4)]
    while not game.is_terminal:
        view = game.view(game.to_move)
        game.apply(view.legal[-1] if game.to_move == 0 else standard[game.to_move].choose(view))
    return expert_differences(game, {0}, seed)


def test_the_comparison_dialog_lists_each_difference(qtbot):
    from tarokdesk.gui.practice_table import ExpertComparison, action_words

    differences = careless_differences("c")
    dialog = ExpertComparison(differences, 2)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == len(differences)
    assert [dialog.table.item(row, 1).text() for row in range(len(differences))] == \
        [action_words(d.played, 2) for d in differences]
    for row, difference in enumerate(differences):  # what its search found, in numbers
        why = dialog.table.item(row, 3).text()
        assert why == advice_text(difference.reason, difference.view) and why
        if difference.reason.params.get("other"):
            assert str(difference.reason.params["deals"]) in why
            assert action_words(difference.reason.params["other"], 2) in why


def test_the_quiz_question_on_the_action_bar_follows_a_change_of_language(
        qtbot, tmp_path, monkeypatch):
    from tarokdesk.gui.i18n import LANGUAGE

    window = practice_window(qtbot, tmp_path, monkeypatch, quiz=True, bots="standard",
                             seed="12")
    try:
        while window.quiz.pending is None:
            wait_for_human(qtbot, window)
            if window.quiz.pending is None:
                human_turn(qtbot, window)
        assert window.actions_bar.message.text().startswith("Quiz: what do the books advise")
        window.apply_settings({"language": "de"})
        assert window.actions_bar.message.text().startswith("Quiz: Was raten die Bücher")
    finally:
        LANGUAGE.use("en")
