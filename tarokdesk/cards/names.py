"""The names a book gives the cards (the 78-card games' log speaks as their book).

The table's log, banner and hints name a card in the words of the game's book, whatever the
language of the table, as they keep the historical game terms (Sküs, Mond, Vorhand): the
four faces, the word for a trump, the named trumps and the Excuse. Suits stay symbols and
pips numbers. A variant that names none (`Variant.card_names` None) gets the table's own
words in its language. The lists are the help part "cards-78"."""

from __future__ import annotations

from dataclasses import dataclass, field

from tarokdesk.cards.card import MOND, PAGAT, Card


@dataclass(frozen=True)
class CardNames:
    faces: tuple[str, str, str, str]
    """King, Queen, Cavall, Jack, in the book's words."""
    tarok: str
    """The word before a trump's Roman number."""
    excuse: str
    """The Sküs."""
    named: dict[Card, str] = field(default_factory=dict)
    """Trumps with a name of their own, said after the number."""


ULMANN = CardNames(("König", "Dame", "Cavall", "Bube"), "Tarok", "Sküs",
                   {PAGAT: "Pagat", MOND: "Mond"})
"""Ulmann's German names (Einleitung and Part III): Grosstarok, Tarok-L'Hombre, Tarok unter
Vieren."""
SPILLEBOG_1829 = CardNames(("Konge", "Dame", "Cavalier", "Valet"), "Tarok", "Scus",
                           {PAGAT: "Pagat", MOND: "Mongue"})
"""The Danish Spillebog of 1829 (danish-tarok.md "Deck"): the Danish games."""
