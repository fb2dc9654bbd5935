"""Whist at the table in words: claims, concessions and the call at eight read as what they
are, in the log and on the buttons, and the seats are labelled in the variant's own words
(English "eldest hand"; Brenner's German says Vorhand, l. 214, 604), in English and German (pytest-qt for the translations)."""

from __future__ import annotations

import pytest
from whist_builders import carry_at, whist_game

from tarokdesk.core import Action, Game
from tarokdesk.gui.i18n import LANGUAGE
from tarokdesk.gui.table_words import prompt, roles
from tarokdesk.gui.words import choice_words, claimed_in, history_lines
from tarokdesk.rules.suit_tricks import REST

pytestmark = pytest.mark.gui
NAMES = ["Anna", "Bernhard", "Clara", "David"]
WORDS = {
    "en": {"claim": "Anna claims the remaining tricks",
           "refuse": "David refuses the claim and plays on",
           "concede": "David concedes the remaining tricks",
           "call": "Call: show the honours", "pass": "No call",
           "first": "Eldest hand", "dealer": "Dealer",
           "asked": "Anna claims the rest", "no_call": "{name} makes no call"},
    "de": {"claim": "Anna beansprucht die übrigen Stiche",
           "refuse": "David gibt nicht zu und spielt weiter",
           "concede": "David gibt die übrigen Stiche zu",
           "call": "Aussagen: Honneurs zeigen", "pass": "Nicht aussagen",
           "first": "Vorhand", "dealer": "Geber",
           "asked": "Anna beansprucht den Rest",
           "no_call": "{name} sagt nicht aus"},
}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    LANGUAGE.use("en")


def log_of(game: Game, seat: int) -> list[str]:
    view = game.view(seat)
    return history_lines(game.history_for(seat), NAMES, view.tricks, 4, 0, "A")


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_claim_and_the_answers_to_it_read_as_a_claim_in_the_log_and_the_prompt(qtbot,
                                                                               language):
    """whist.md Special cases P6: Anna (seat 0, eldest hand, Bernhard dealing) claims at
    once, not holding only masters; David, asked first, plays on; in another deal both
    opponents concede."""
    LANGUAGE.use(language)
    words = WORDS[language]
    game = whist_game({0: "HA HK", 3: "HQ"}, "S2", dealer=1)
    game.apply(Action("claim", 0, REST))
    view = game.view(3)
    assert view.phase == "concede" and claimed_in(view.public)
    assert words["asked"] in prompt(view, NAMES)
    game.apply(Action("concede", 3, "play_on"))
    lines = log_of(game, 2)
    assert lines[1:] == [words["claim"], words["refuse"]]
    game = whist_game({0: "HA HK", 3: "HQ"}, "S2", dealer=1)
    game.apply(Action("claim", 0, REST))
    for seat in (3, 1):
        game.apply(Action("concede", seat, "concede"))
    assert game.is_terminal
    lines = log_of(game, 2)
    assert lines[1:] == [words["claim"], words["concede"],
                         words["concede"].replace("David", "Bernhard")]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_call_at_eight_has_its_own_words(qtbot, language):
    """whist.md The call at eight: a seat of a side at 8 may call on its partner."""
    LANGUAGE.use(language)
    words = WORDS[language]
    game = whist_game({2: "SA SK", 0: "SQ"}, "H2", dealer=3, carry=carry_at((8, 0)))
    assert game.phase == "call8"
    seat = game.to_move
    labels = [choice_words(a, 0) for a in game.legal_actions()]
    if seat == 2:
        assert labels == [words["pass"], words["call"]]
    game.apply(Action("call8", seat, "pass"))
    assert words["no_call"].format(name=NAMES[seat]) in log_of(game, 1)


@pytest.mark.parametrize("language", ["en", "de"])
def test_whist_seats_are_labelled_in_whist_words(qtbot, language):
    LANGUAGE.use(language)
    words = WORDS[language]
    game = whist_game({}, "S2", dealer=1)  # the deal and the lead go to the left
    labels = roles(game.view(0), NAMES)
    assert labels[0] == [words["first"]] and labels[1] == [words["dealer"]]
    tarok = Game.new("koenigrufen", {}, 4, 3)
    tarok.deal_seeded(1)
    assert "Vorhand" in roles(tarok.view(0), NAMES)[0]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_kings_answer_to_a_claim_is_logged_once_as_his(qtbot, language):
    """whist-variants.md Whist en trois: the King plays the dummy too (C1); asked once about a
    claim against his two hands, his answer is logged once, under his own name."""
    LANGUAGE.use(language)
    game = Game.new("whist-en-trois", dealer=0)
    game.deal_seeded("claim")
    assert game.to_move == 3  # an opponent leads and claims at once
    game.apply(Action("claim", 3, REST))
    assert game.phase == "concede" and game.to_move == 0 and game.person_to_act == 0
    game.apply(Action("concede", 0, "play_on"))
    names = ["Anna", "Bernhard", "Dummy", "David"]
    view = game.view(1)
    lines = history_lines(game.history_for(1), names, view.tricks, 4, 0, "A",
                          played_by=view.played_by)
    words = WORDS[language]
    assert lines[-2:] == [words["claim"].replace("Anna", "David"),
                          words["refuse"].replace("David", "Anna")]
    assert game.phase == "play" and game.to_move == 3
