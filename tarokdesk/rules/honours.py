"""What a hand holds that can be declared in the 78-card games (architecture §4: the
`DeclarationRound`'s evaluators): matadors with the Sküs as wildcard, a tarok count, cavalries,
kingdoms, sets of figures and ladons (grosstarok.md "What can be announced").

The Sküs "appears now as a tarok, now as a figure, now as a ladon, now as all three together"
(grosstarok.md, Announcements): each evaluator may use it, once within its own claim. These
are pure functions of a hand; a variant turns them into its items and values."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from tarokdesk.cards.card import MOND, PAGAT, SKUS, SUITS, Card, face_index, is_trump, suit_card
from tarokdesk.core.actions import Item

MOND_NUMBER, PAGAT_NUMBER = 21, 1


def _numbers(cards: set[Card]) -> set[int]:
    return {c + 1 for c in cards if is_trump(c) and c != SKUS}


def _runs(numbers: set[int]) -> int:
    """Matadors without the Sküs: the run down from the Mond and the run up from the Pagat
    (each only if its honour is held); all 21 when every tarok is held."""
    top = 0
    while MOND_NUMBER - top in numbers:
        top += 1
    bottom = 0
    while PAGAT_NUMBER + bottom in numbers:
        bottom += 1
    return min(21, top + bottom)


def matadors(hand: Iterable[Card]) -> int:
    """grosstarok.md "Matadors" (recommended algorithm): the honours and the unbroken runs
    from the Mond down and the Pagat up; the Sküs counts once, as its own honour or as the
    one missing tarok that gives the most (T21, T19, T18, T17 + Sküs = 5; open question 1:
    it fills no gap in both runs at once)."""
    cards = set(hand)
    numbers = _numbers(cards)
    plain = _runs(numbers)
    if SKUS not in cards:
        return plain
    filled = max((_runs(numbers | {k}) for k in range(1, 22) if k not in numbers),
                 default=plain)
    return max(plain + 1, filled)


def chief_matadors(hand: Iterable[Card]) -> int:
    """danish-tarok.md H1: the three chief matadors T21, T1 and the Sküs, all three needed,
    and each tarok continuing the run down from T21 without a gap (T20, T19, ...); the Sküs
    fills no gap. 0 without all three."""
    cards = set(hand)
    if not {MOND, PAGAT, SKUS} <= cards:
        return 0
    run = 1
    while MOND - run > PAGAT and MOND - run in cards:
        run += 1
    return 2 + run


def _run_numbers(numbers: set[int]) -> set[int]:
    """The numbers of the runs `_runs` counts."""
    run: set[int] = set()
    for start, step in ((MOND_NUMBER, -1), (PAGAT_NUMBER, 1)):
        number = start
        while number in numbers:
            run.add(number)
            number += step
    return run


def matador_cards(hand: Iterable[Card]) -> set[Card]:
    """The cards `matadors` counts, which an announcement of them shows (grosstarok.md
    Announcements 5): the runs, and the Sküs where it counts, as its own honour or filling
    the gap that gives most (the first such gap, as `matadors` finds it)."""
    cards = set(hand)
    numbers = _numbers(cards)
    plain = _run_numbers(numbers)
    if SKUS not in cards:
        return {n - 1 for n in plain}
    gaps = [k for k in range(1, 22) if k not in numbers]
    best = max(gaps, key=lambda k: _runs(numbers | {k}), default=None)
    if best is None or _runs(numbers | {best}) <= _runs(numbers) + 1:
        return {n - 1 for n in plain} | {SKUS}
    return {n - 1 for n in _run_numbers(numbers | {best}) if n != best} | {SKUS}


def tarok_count(hand: Iterable[Card]) -> int:
    """Taroks held, the Sküs counted as one ("nine taroks + Sküs", grosstarok.md)."""
    return sum(1 for c in hand if is_trump(c))


def figures(hand: Iterable[Card], suit: int) -> list[str]:
    """The figures K Q C J of `suit` held, as face letters."""
    cards = set(hand)
    return [face for face, card in _FIGURE_CARDS[suit] if card in cards]


_FIGURE_CARDS = tuple(tuple((face, suit_card(suit, face)) for face in "KQCJ") for suit in SUITS)
"""Per suit, each figure's face letter and card, K Q C J."""
_FACE_CARDS = {face: frozenset(suit_card(suit, face) for suit in SUITS) for face in "KQCJ"}
"""The four kings, queens, cavalls and jacks."""


def cavalries(hand: Iterable[Card]) -> tuple[list[int], list[tuple[int, str]]]:
    """(suits of whole cavalries, (suit, figures) of three figures of a suit beside the
    Sküs): grosstarok.md "Suit announcements" 3-4."""
    cards = set(hand)
    whole, half = [], []
    for suit in SUITS:
        held = "".join(figures(cards, suit))
        if len(held) == 4:
            whole.append(suit)
        elif len(held) == 3 and SKUS in cards:
            half.append((suit, held))
    return whole, half


def face_count(hand: Iterable[Card], face: str) -> int:
    """How many of the four kings, queens, cavalls or jacks the hand holds."""
    return len(_FACE_CARDS[face].intersection(hand))


def ladon_count(hand: Iterable[Card]) -> int:
    """Ladons held: the 40 pip cards (grosstarok.md item 9)."""
    return sum(1 for c in hand if not is_trump(c) and face_index(c) >= 4)


def excluded_by(declarable: Callable[[list[Card]], Sequence[str]], items: Sequence[str],
                known: set[Card], cards: Iterable[Card]) -> set[Card]:
    """Of `cards`, those a hand known to have held `known` cannot have held as well, having
    declared `items` (`declarable(hand)`: what a hand may declare): each would have made one
    of the declared items another (one matador more, a whole cavalry for a half). Only the
    items that `known` already makes are bounded; a tarok count ("taroks:") never is."""
    shown = [i for i in items
             if Item.parse(i).kind != "taroks" and i in declarable(list(known))]
    if not shown:
        return set()
    return {c for c in cards if c not in known and
            any(i not in declarable([*known, c]) for i in shown)}
