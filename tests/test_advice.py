"""The players' reasons are advice as data (players/advice.py): a code with parameters and
the books' items, never prose; every code has words in English and German; and the advice a
decision carries fits the decision and the state it explains, for the standard player and
the expert in every game."""

from __future__ import annotations

import ast
from pathlib import Path
from string import Formatter

import pytest
from test_heuristics import A, B, kr_game

from builders import act
from tarokdesk.core.actions import Action
from tarokdesk.core.game import Game
from tarokdesk.core.variant import all_variants
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.advice import DOES, Advice, disagreement
from tarokdesk.players.advice_words import WORDS

PLAYERS = Path(__file__).resolve().parents[1] / "tarokdesk" / "players"
CATALOGUE = PLAYERS / "advice_words.py"


def played_decisions(variant_id: str, options: dict | None, deals: int, players):
    """(view, action, advice) of every decision of `deals` deals of `variant_id` played by
    `players(seat count)`."""
    for number in range(deals):
        n_seats = Game.new(variant_id, options).state.n_seats
        game = Game.new(variant_id, options, None, number % n_seats)
        game.deal_seeded(f"advice:{number}")
        seated = players(n_seats)
        while not game.is_terminal:
            view = game.view(game.to_move)
            action, advice = seated[game.person_to_act].decide(view)
            yield view, action, advice
            game.apply(action)


def variant_tables() -> list:
    """Every game at its defaults and with each other value of each of its options."""
    return [pytest.param(variant_id, options, id="-".join(
        [variant_id, *(f"{name}={value}" for name, value in (options or {}).items())]))
        for variant_id, cls in sorted(all_variants().items())
        for options in [None, *({name: value} for name, option in cls.options.items()
                                for value in option.choices[1:])]]


def standard_and_a_beginner(n_seats: int) -> list[HeuristicPlayer]:
    """Standard players, and a beginner at the first seat whose slips lead the deal into
    positions the books' play avoids."""
    return [HeuristicPlayer(seat, slips=0.3 if seat == 0 else 0.0) for seat in range(n_seats)]


@pytest.mark.parametrize("variant_id,options", variant_tables())
def test_every_decision_of_the_standard_player_is_advice_that_fits_it(variant_id, options):
    decisions = 0
    for view, action, advice in played_decisions(variant_id, options, 3 if options else 8,
                                                 standard_and_a_beginner):
        assert disagreement(advice, action, view) is None, \
            (view.phase, action, advice, disagreement(advice, action, view))
        decisions += 1
    assert decisions


@pytest.mark.parametrize("variant_id,everywhere", [
    ("koenigrufen", False), ("tapp-tarok", False), ("whist", True), ("strohmann-tarok", True)])
def test_every_decision_of_the_expert_is_advice_that_fits_it(variant_id, everywhere):
    """The expert's search says what it found: the card or choice it preferred, the one it
    beat and by how much, over how many deals; its card advice names legal cards."""
    def experts(n_seats: int) -> list:
        return [ExpertPlayer(seat, samples=6, nodes=3000, choice_deals=3)
                if everywhere or seat == 0 else HeuristicPlayer(seat) for seat in range(n_seats)]

    searched = set()
    for view, action, advice in played_decisions(variant_id, None, 2, experts):
        assert disagreement(advice, action, view) is None, \
            (view.phase, action, advice, disagreement(advice, action, view))
        params = advice.params
        if "deals" in params:
            assert params["deals"] > 0 and params.get("card", params.get("choice")) == action
            standard = HeuristicPlayer().choose(view)
            if "other" in params:
                assert params["other"] != action and params.get("margin", params.get("gain")) > 0
                assert params["other"] == standard or action == standard
            searched.add(advice.code)
    assert searched


def test_a_fair_hand_over_a_rufer_is_not_told_to_call_a_king():
    """The review's contradiction: after the Rufer was bid, a fair hand that passes is told
    why it passes, not "a fair hand: call a king"."""
    game = kr_game({B: "T18 T15 T12 T9 T7 T5 HK H3 D2 D3 S10 C9"})
    act(game, "bid", A, "rufer")
    view = game.view(B)
    action, advice = HeuristicPlayer().decide(view)
    assert action.value == "pass"
    assert disagreement(advice, action, view) is None
    assert "fair_hand_calls" not in [piece.code for piece in advice.pieces()]
    assert advice.params["contract"] == "rufer" and "K12" in advice.cited


def test_a_weak_hand_over_a_rufer_is_told_what_it_is_too_weak_for_now():
    """The review's hint 'Pass — Your hand is too weak to call a king' after the Rufer was
    taken: the reason speaks of the cheapest game still open, and the check refuses words
    about a call no longer to be had."""
    game = kr_game({B: "T5 T3 HK H3 H2 D2 D3 D4 S10 S9 C9 C8"})
    act(game, "bid", A, "rufer")
    view = game.view(B)
    action, advice = HeuristicPlayer().decide(view)
    assert action.value == "pass" and disagreement(advice, action, view) is None
    assert advice.code == "too_weak_for" and "K12" in advice.cited
    cheapest = next(bid for bid in game.variant.strategy.ladder
                    if bid in {a.value for a in view.legal})
    assert advice.params["contract"] == cheapest != "rufer"
    assert "too_weak_to_call" in disagreement(Advice("too_weak_to_call", ("K12",)), action, view)


def test_the_check_refuses_advice_that_contradicts_the_decision():
    game = kr_game({B: "T18 T15 T12 T9 T7 T5 HK H3 D2 D3 S10 C9"})
    act(game, "bid", A, "rufer")
    view = game.view(B)
    passing = next(a for a in view.legal if a.value == "pass")
    assert disagreement(Advice("fair_hand_calls", ("K12",)), passing, view)
    assert disagreement(Advice("let_go"), passing, view)  # its words name the contract
    assert disagreement(Advice("no_such_code"), passing, view)
    assert disagreement("K12: a fair hand calls", passing, view)
    solo = Action("bid", A, "solo")  # not a choice of this seat
    assert disagreement(Advice("search_choice", params={
        "choice": passing, "other": solo, "gain": 1.0, "deals": 5}), passing, view)


def test_every_code_tells_what_it_advises_in_terms_the_check_knows():
    assert {words.does for words in WORDS.values()} - {None} <= set(DOES)


@pytest.mark.gui
def test_every_code_has_words_in_english_and_german(qtbot):
    from tarokdesk.gui.i18n import LANGUAGE, translate

    LANGUAGE.use("de")
    try:
        for code, words in WORDS.items():
            german = translate("Hints", words.text)
            assert words.text.strip() and german != words.text, (code, words.text)
            assert placeholders(german) == placeholders(words.text), (code, german)
    finally:
        LANGUAGE.use("en")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def is_prose(node: ast.expr) -> bool:
    """A string with words in it, made up or chosen: "T2: too weak", f"...", "a" + b."""
    if isinstance(node, ast.BinOp):
        return is_prose(node.left) or is_prose(node.right)
    if isinstance(node, ast.IfExp):
        return is_prose(node.body) or is_prose(node.orelse)
    return isinstance(node, ast.JoinedStr) or \
        isinstance(node, ast.Constant) and isinstance(node.value, str) and " " in node.value


def player_sources():
    return sorted(path for path in PLAYERS.rglob("*.py") if path != CATALOGUE)


def test_no_player_returns_prose():
    """A decision returns its action with an Advice: no player module returns a string with
    words in it beside another value, every code it names has words, and every code with
    words is used."""
    named = set()
    for path in player_sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
                words = [ast.unparse(part) for part in node.value.elts if is_prose(part)]
                assert not words, (path.name, node.lineno, words)
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                named.add(node.value)
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Advice" and \
                    isinstance(node.args[0], ast.Constant):
                assert node.args[0].value in WORDS, (path.name, node.lineno)
    assert set(WORDS) <= named, sorted(set(WORDS) - named)


@pytest.mark.parametrize("variant_id", ["grosstarok", "danish-tarok", "danish-taroc-en-deux"])
def test_a_player_each_for_himself_is_not_told_of_a_partner_in_play(variant_id):
    """grosstarok.md Strategy 30: nobody is your friend; the reason for a card says so."""
    told = 0
    for view, _, advice in played_decisions(variant_id, None, 6, standard_and_a_beginner):
        if view.phase == "play" and view.declarer is None and not view.public.get("partners"):
            told += 1
            for piece in advice.pieces():
                assert "partner" not in WORDS[piece.code].text, (piece.code, view.trick)
    assert told > 100


def test_an_unbeatable_card_is_advised_with_the_reason_it_cannot_be_beaten():
    """"Cannot be beaten" is a conclusion from counting cards: the advice says which fact it
    rests on (every card that beats it gone, only a partner after, or the cards the others
    can still hold and play), and each reason is given where it holds."""
    codes = {advice.code for _, _, advice in played_decisions(
        "koenigrufen", None, 12, standard_and_a_beginner) if advice.code.startswith("unbeatable")}
    assert {"unbeatable_takes", "unbeatable_by_counting"} <= codes
    for code in codes:
        assert ": " in WORDS[code].text, code
