"""Who sees what (C2): the policy by which a variant tells what each seat sees beyond its own
hand, which discarded cards lie face up, and which of its own facts a seat may know. The view
reads it, and the players' sampling of what lies face down; a game whose law differs from the
general one supplies its own (`Variant.visibility_class`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

from tarokdesk.cards.card import Card, is_trump
from tarokdesk.core.facts import Facts
from tarokdesk.core.state import DONE, GameState

GameVariant = TypeVar("GameVariant")
"""The variant a policy serves: the general law reads nothing of it, a game's own its rules."""


@dataclass(frozen=True)
class Sight:
    """C2: what one seat sees (`Visibility.seen_by`); so far the talon parts, one flag each.
    Hands, discards and piles join it as the games that need them arrive."""

    talon_parts: tuple[bool, ...]
    hands: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    """Cards of other seats' hands lying face up for this seat (the 1821 announced Pagat)."""
    discards: tuple[tuple[Card, ...], ...] | None = None
    """Per seat, the discarded cards lying face up for this seat; None: the general rule
    (the cards `Visibility.discard_shown` names; everything once the deal is over).
    Paskiewitsch shows only the declarer's taroks and tells the others' count."""
    piles: dict[str, tuple[bool, ...]] = field(default_factory=dict)
    """C3: per named pile, a flag per card (bottom to top): whether this seat sees it.
    A pile left out is hidden whole."""
    hidden: frozenset[int] = frozenset()
    """C2: hands this person plays but may not look at yet (the en-trois King sees only
    the one of his two hands that plays first to trick 1); the view shows none of their
    cards to him until the variant lifts this."""


class Visibility(Generic[GameVariant]):
    """The general law of what lies open; a variant's own policy overrides what differs and
    reaches the variant's rules through `variant`."""

    def __init__(self, variant: GameVariant) -> None:
        self.variant = variant
        self._sights: dict[tuple[object, ...], Sight] = {}
        """`seen_by`'s sights by what they depend on (no rule changes one once made)."""

    def public_extra(self, state: GameState, seat: int) -> Facts:
        """Variant-specific facts `seat` may know (e.g. who has shown himself as partner),
        under keys the variant or its rule blocks declare."""
        return Facts()

    def discard_shown(self, card: Card) -> bool:
        """Whether `card`, laid away, lies face up for all: the general rule shows taroks
        (00-general.md "Talon"; the Sküs is one). A game whose law differs (the 78-card
        games show only the numbered taroks) says so here; the view, the discard phases and
        the players' sampling of what lies face down all read it."""
        return is_trump(card)

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """C2: what `seat` may see beyond its own hand. Default (today's rule): the talon
        parts turned up for all, and every part once the deal is over. A private look (the
        declarer alone, Tarok mit Blocks) widens this for one seat. Hands lying face up
        (`state.exposed`) and the hands a person plays (`state.controller`, C1) are shown to
        him by the view in any case, whatever this returns."""
        over = state.phase == DONE
        piles = state.piles
        key = (over, tuple(state.talon_shown), tuple(zip(piles, map(len, piles.values()))))
        sight = self._sights.get(key)
        if sight is None:  # made once for every seat and view that sees the same
            sight = self._sights[key] = Sight(
                talon_parts=tuple(shown or over for shown in state.talon_shown),
                piles={name: (over,) * size for name, size in key[2]})
        return sight
