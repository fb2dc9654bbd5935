"""The players' advice (players/advice.py) in the table's words: each code's sentence from
players/advice_words.py, translated by the catalogues' context "Hints", its parameters as the
table says contracts, items, cards and numbers, and the books its items come from. Words are
made when they are shown, so a change of language shows the advice in the new language; an
advice that does not fit the decision and the state it explains is not shown at all."""

from __future__ import annotations

import re
from collections.abc import Iterable

from PySide6.QtCore import QLocale

from tarokdesk.core.actions import Action
from tarokdesk.core.view import SeatView
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.words import (
    ace_letter, book_names, card_words, choice_words, claimed_in, contract_words, item_words, t,
)
from tarokdesk.players.advice import Advice, agrees
from tarokdesk.players.advice_words import EDITORIAL, GENERAL_RULES, WORDS, book_of
from tarokdesk.players.game_facts import variant_of
from tarokdesk.rules.talon import DISCARD
from tarokdesk.rules.trickplay import PLAY


def family_of(view: SeatView) -> str:
    """The strategy family of the view's game, whose books the item letters name."""
    return variant_of(view).strategy.family


def choice_in_words(action: Action, view: SeatView) -> str:
    """A choice offered in `view` as the table says it: a card played or laid away by the
    game's names, else the choice's words."""
    if action.kind in (PLAY, DISCARD):
        return card_words(action.card, ace_letter(view.variant_id), book_names(view))
    return choice_words(action, len(view.talon_parts), claimed_in(view.public),
                        book_names(view))


def param_words(key: str, value: object, view: SeatView) -> str:
    """A parameter of an advice as the table says it: a choice or a card offered by its words,
    a contract or an announced item by its name, a number in the table's locale."""
    if isinstance(value, Action):
        return choice_in_words(value, view)
    if key == "contract" and (value is None or isinstance(value, str)):
        return contract_words(value)
    if key == "item" and isinstance(value, str):
        return item_words(value)
    if isinstance(value, float):
        return QLocale().toString(value, "f", 1)
    return str(value)


def advice_text(advice: Advice, view: SeatView) -> str:
    """The advice's sentences in the table's language, its parameters filled in."""
    sentences = []
    for piece in advice.pieces():
        params = {key: param_words(key, value, view) for key, value in piece.params.items()}
        sentences.append(translate("Hints", WORDS[piece.code].text).format(**params))
    return " ".join(sentences)


def book_name(item: str, family: str) -> str:
    """The book an item comes from, in the table's language where it has words of its own."""
    book = book_of(item, family)
    if book == EDITORIAL:
        return translate("Hints", EDITORIAL)
    return t(GENERAL_RULES) if book == GENERAL_RULES else book


def each_author_once(sources: Iterable[str]) -> list[str]:
    """The sources ("Author, place"), each author named once before the places cited from
    him, in the order first cited ("Ulmann, Cap. I", "Ulmann, Cap. IV" -> "Ulmann, Cap. I,
    IV"): a list that repeats its author reads as a stammer."""
    places: dict[str, list[str]] = {}
    for source in dict.fromkeys(sources):
        author, _, place = source.partition(", ")
        places.setdefault(author, []).extend([place] if place else [])
    cited = []
    for author, named in places.items():
        kinds = [place.split(" ")[0] for place in named]
        shortened = [place.partition(" ")[2] if " " in place and kind == previous else place
                     for place, kind, previous in zip(named, kinds, [""] + kinds)]
        cited.append(", ".join([author, *shortened]))
    return cited


def book_chapters(items: str | Iterable[str], family: str = "tarok") -> str:
    """The chapters of the books that teach these advice items ("T34, K53b" ->
    "Ulmann, Cap. I, IV"): what a player can look up, without our item codes."""
    if isinstance(items, str):
        items = [item.strip() for item in re.split(r"[,/]", items) if item.strip()]
    return "; ".join(each_author_once(book_name(item, family) for item in items))


def advice_source(advice: Advice, view: SeatView) -> str:
    """Where the books give this advice: "The books' advice: Ulmann, Cap. I, IV", and the book problem it follows; empty for advice of no book. The chapters a
    player can look up, not our numbering of their items (which no book prints)."""
    family = family_of(view)
    sources = [book_name(item, family) for item in advice.cited]
    sources += [translate("Hints", "Ulmann, problem {number}").format(number=number)
                for number in advice.problems]
    if not sources:
        return ""
    return translate("Hints", "The books' advice: {items}").format(
        items=" · ".join(each_author_once(sources)))


def shown_advice(advice: Advice, action: Action, view: SeatView) -> Advice | None:
    """The advice, where it fits `action` taken in `view` (players/advice.py `agrees`), else
    None: a table never explains a decision by words that contradict it."""
    return advice if agrees(advice, action, view) else None
