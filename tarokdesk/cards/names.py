"""The names a book gives the trumps and the Excuse (the 78-card games' log speaks as their book).

The table's log, banner and hints keep the book's word for a trump, its named trumps and the
Excuse whatever the language of the table, as they keep the historical game terms (Sküs,
Mond, Vorhand). The faces are ordinary words and follow the table's language (King, not
König, at an English table). A variant that names none (`Presentation.card_names` None) gets the
table's own words. The lists are the help part "cards-78"."""

from __future__ import annotations

from dataclasses import dataclass, field

from tarokdesk.cards.card import MOND, PAGAT, Card


@dataclass(frozen=True)
class CardNames:
    tarok: str
    """The word before a trump's Roman number."""
    excuse: str
    """The Sküs."""
    named: dict[Card, str] = field(default_factory=dict)
    """Trumps with a name of their own, said after the number."""


ULMANN = CardNames("Tarok", "Sküs", {PAGAT: "Pagat", MOND: "Mond"})
"""Ulmann's German names (Einleitung and Part III): Grosstarok, Tarok-L'Hombre, Tarok unter
Vieren."""
SPILLEBOG_1829 = CardNames("Tarok", "Scus", {PAGAT: "Pagat", MOND: "Mongue"})
"""The Danish Spillebog of 1829 (danish-tarok.md "Deck"): the Danish games."""
