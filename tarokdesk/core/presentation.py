"""What the table tells people about a game: the policy by which a variant states its summary,
its names in the books, its own words and the book's names of its cards, all as English source
texts that the table translates (the core has no Qt; tools/translations.py collects them). The
new-game dialog, the start screen, the help pages, the log and the choice tips read it, and a
problem's text finds its game by these names."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tarokdesk.cards.names import CardNames


@dataclass(frozen=True)
class Presentation:
    summary: str
    """One line telling a newcomer what kind of game this is, beside its name in the new-game
    dialog. Each variant states its own."""
    distinction: str = ""
    """The few words that tell the game apart from another whose name reads alike (its book
    and what sets it apart), on a line under its name in the game list; empty: its name says
    it."""
    aliases: tuple[str, ...] = ()
    """Other spellings of the name in the books."""
    forms: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """Words that, after the game's name, name a form of it in the books ("en deux"), with
    the options that make that form."""
    terms: Mapping[str, str] = field(default_factory=dict)
    """The variant's own contracts, announcements and settlement items in player words, for
    ids the shared vocabulary lacks."""
    explain: Mapping[str, str] = field(default_factory=dict)
    """What each of the variant's own choices commits to, by the key of its words in `terms`
    (a bid its contracts' plans do not describe, a talon or announcement choice, an item):
    the tooltip of its button, in player words."""
    acts: Mapping[str, str] = field(default_factory=dict)
    """How the game log tells those of the variant's own choices whose button words are not
    what a player says ("take up"): a sentence naming the actor as {name}."""
    glossary: Mapping[str, str] = field(default_factory=dict)
    """The book's terms the table shows in every language as they stand (Aufschrift,
    Brunnen), each with its explanation: their tooltips and the glossary of the help pages."""
    first_game: bool = False
    """The game the start screen offers for a newcomer's first game (one variant says so)."""
    first_hand: str = "Vorhand"
    """The table's word for the seat that speaks and leads first: the Tarock books' Vorhand
    (a game term kept in every language), or a key of `terms` (Whist's eldest hand)."""
    card_names: CardNames | None = None
    """The book's names of the cards, which the table's log uses (cards/names.py); None:
    the table's own words in its language."""
