"""Cards and packs: identities, names, rank orders and card points (00-general.md "The cards")."""

from tarokdesk.cards.card import (
    SKUS, PAGAT, MOND, TRUMP, SUITS, SUIT_LETTERS, Card, card_from_name, is_king, is_trump,
    suit_of, trump_number,
)
from tarokdesk.cards.packs import PACKS, Pack, pack_by_id
from tarokdesk.cards.points import card_thirds, pile_points, pile_thirds

__all__ = [
    "SKUS", "PAGAT", "MOND", "TRUMP", "SUITS", "SUIT_LETTERS", "Card", "card_from_name",
    "is_king", "is_trump", "suit_of", "trump_number", "PACKS", "Pack", "pack_by_id",
    "card_thirds", "pile_points", "pile_thirds",
]
