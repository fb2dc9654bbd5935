"""Card identities shared by every pack.

A card is a small int (python-chess style: integers on the hot path, names at the edges).
Ids 0-20 are the trumps T1 (Pagat) ... T21 (Mond), id 21 is the Sküs; suit cards follow,
14 per suit in the order K Q C J 1 2 ... 10 (the 78-card pack, 00-general.md "The 78-card
pack"). Smaller packs are subsets; Whist's 52 are the suit cards without the cavall, its ace
being the pip 1 written "A".
"""

from __future__ import annotations

Card = int

TRUMP = 4
"""Pseudo-suit of the Tarok trumps (the Sküs included)."""

SUITS = (0, 1, 2, 3)
SUIT_LETTERS = "HDSC"  # Coeur, Carreau, Pique, Treff (rules/README.md notation)
FACE_LETTERS = ("K", "Q", "C", "J")  # King, Queen (Dame), Cavall, Jack (Bube)

PAGAT: Card = 0
MOND: Card = 20
SKUS: Card = 21
FIRST_SUIT_CARD = 22
CARDS_PER_SUIT = 14  # K Q C J + pips 1..10
TAROKS: frozenset[Card] = frozenset(range(FIRST_SUIT_CARD))
"""Every tarok, the Sküs included (the cards `is_trump` names), for set operations."""


def suit_card(suit: int, face: str) -> Card:
    """The card of `suit` with face letter K/Q/C/J or pip number '1'..'10'."""
    if face in FACE_LETTERS:
        index = FACE_LETTERS.index(face)
    else:
        pip = int(face)
        if not 1 <= pip <= 10:
            raise ValueError(f"no pip {face}")
        index = 3 + pip
    return FIRST_SUIT_CARD + suit * CARDS_PER_SUIT + index


def suit_of(card: Card) -> int:
    """0-3 for H D S C, TRUMP for a tarok."""
    return TRUMP if card < FIRST_SUIT_CARD else (card - FIRST_SUIT_CARD) // CARDS_PER_SUIT


def face_index(card: Card) -> int:
    """0 K, 1 Q, 2 C, 3 J, 4.. pips 1..10; only for suit cards."""
    return (card - FIRST_SUIT_CARD) % CARDS_PER_SUIT


def is_trump(card: Card) -> bool:
    return card < FIRST_SUIT_CARD


def is_king(card: Card) -> bool:
    return card >= FIRST_SUIT_CARD and face_index(card) == 0


def trump_number(card: Card) -> int:
    """1..21 for T1..T21, 22 for the Sküs."""
    return card + 1


def pip_of(card: Card) -> int | None:
    index = face_index(card)
    return index - 3 if index >= 4 else None


def card_name(card: Card, ace_letter: str = "1") -> str:
    """Notation of rules/README.md: 'T21', 'SKUS', 'HK', 'D1', 'S10' (Whist: 'HA')."""
    if card == SKUS:
        return "SKUS"
    if card < FIRST_SUIT_CARD:
        return f"T{card + 1}"
    suit = SUIT_LETTERS[suit_of(card)]
    index = face_index(card)
    if index < 4:
        return suit + FACE_LETTERS[index]
    pip = index - 3
    return suit + (ace_letter if pip == 1 else str(pip))


def card_from_name(name: str) -> Card:
    """Parse a card name; raises ValueError on anything that is not a card."""
    text = name.strip().upper()
    if text in ("SKUS", "SKÜS", "EXCUSE", "FOOL"):
        return SKUS
    if len(text) >= 2 and text[0] == "T" and text[1:].isdigit():
        number = int(text[1:])
        if 1 <= number <= 21:
            return number - 1
        raise ValueError(f"no trump {name!r}")
    if len(text) >= 2 and text[0] in SUIT_LETTERS:
        face = text[1:]
        if face == "A":
            face = "1"
        if face in FACE_LETTERS or (face.isdigit() and face == str(int(face))):
            return suit_card(SUIT_LETTERS.index(text[0]), face)
    raise ValueError(f"not a card: {name!r}")
