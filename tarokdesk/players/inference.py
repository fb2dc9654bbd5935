"""What a deal's record proves of the hands nobody sees: one model for every reader, the
players' `Knowledge`, the Whist `Reading`, the expert's sampler and a position's fill.

Each block of the rules states what its part of the record proves, as data: the trick rules
what each card played reveals (`TrickRules.reveals`), the call what the card called proves of
the caller's hand (`CallPartner.proves`), the announcement round what the holdings said prove
(`AnnouncementRound.proves`), and the variant which cards a declaration shows held and not
held (`Variant.declaration_holds`, `declaration_excludes`) and what may lie face down
(`Variant.discard_shown`). `Constraints` holds what one record proves, read from the pieces
that a seat's view and a position file both hold: the tricks with their plays, the
declarations and the discards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from tarokdesk.cards.card import Card, is_king, is_trump
from tarokdesk.core.variant import Variant
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import variant_of
from tarokdesk.rules.announcements import ANNOUNCE, AnnouncementRound, HoldingProof
from tarokdesk.rules.calling import CALL, CallPartner, CallProof
from tarokdesk.rules.trickplay import SUIT, Revealed, TrickRules

NOTHING: frozenset = frozenset()


@dataclass
class Constraints:
    """The cards each seat's part of the record proves it does not hold now."""

    voids: dict[int, set[int]]
    """Per seat, the suits its plays showed it holds none of."""
    lacks: dict[int, set[Card]]
    """Per seat, further cards its plays showed it cannot hold (under must_overtrump, the
    taroks above one it played under a higher one)."""
    free: frozenset[Card] = NOTHING
    """Cards that may go to any trick (the Excuse): no void or lack rules them out."""
    not_held: dict[int, set[Card]] = field(default_factory=dict)
    """Per seat, cards the rest of the record rules out: what its declarations show it did
    not hold (`not_declared`), and what a discard law left it without (`ruled_out_by_discard`)."""

    @classmethod
    def of_plays(cls, rules: TrickRules, seats: Iterable[int],
                 tricks: Iterable[Sequence[tuple[int, Card]]]) -> "Constraints":
        """What the plays of `tricks` (the current one too) prove, by the trick rules."""
        voids: dict[int, set[int]] = {seat: set() for seat in seats}
        lacks: dict[int, set[Card]] = {seat: set() for seat in voids}
        for plays in tricks:
            for seat, shown in _revealed(rules, tuple(plays)).items():
                voids[seat].update(shown.voids)
                if shown.lacks:
                    lacks[seat].update(shown.lacks)
        return cls(voids, lacks, rules.free_cards)

    def excludes(self, seat: int, card: Card) -> bool:
        """Whether the record proves that `seat` does not hold `card` now."""
        return card not in self.free and (SUIT[card] in self.voids.get(seat, NOTHING)
                                          or card in self.lacks.get(seat, NOTHING)) \
            or card in self.not_held.get(seat, NOTHING)


@lru_cache(maxsize=16384)
def _revealed(rules: TrickRules, plays: tuple[tuple[int, Card], ...]) -> dict[int, Revealed]:
    """`TrickRules.reveals`, remembered: every view of a deal, and every one the search
    builds, reads the same past tricks again."""
    return rules.reveals(plays)


# --- declarations ----------------------------------------------------------------------------
def declared_holds(variant: Variant, items: Iterable[str]) -> list[tuple[frozenset[Card], ...]]:
    """Per item declared without showing its cards (the Danish honours), the card sets one
    of which the declaring hand held (`Variant.declaration_holds`)."""
    return [sets for sets in map(variant.declaration_holds, items) if sets]


@lru_cache(maxsize=4096)
def not_declared(variant: Variant, items: tuple[str, ...], held: frozenset[Card]
                 ) -> frozenset[Card]:
    """The cards a seat that declared `items`, known to have held `held`, cannot have held
    as well (`Variant.declaration_excludes`: each would have changed what it declared);
    remembered, as a decision's samples ask again and again for the same few cards."""
    return frozenset(variant.declaration_excludes(list(items), set(held)))


# --- discards --------------------------------------------------------------------------------
def may_lie_face_down(card: Card, variant: Variant) -> bool:
    """00-general.md "Talon": kings are never laid away, and what the game shows when laid
    away (`Variant.discard_shown`: taroks; in the 78-card games not the Sküs) never lies
    face down."""
    return not variant.discard_shown(card) and not is_king(card)


def ruled_out_by_discard(laid: Sequence[Card | None], bought: int,
                         cards: Iterable[Card]) -> set[Card]:
    """00-general.md "Talon" (Verlegen, `rules.talon.discard_refusal`): a tarok is laid
    away only while no more suit cards but kings are left than cards still to lay away; so
    a buyer who laid one away among `laid`, his discard finished (as many cards as he
    bought), holds none of `cards` that is a suit card but a king."""
    if len(laid) != bought or not any(c is not None and is_trump(c) for c in laid):
        return set()
    return {c for c in cards if not is_trump(c) and not is_king(c)}


# --- the call and the announcements, as a seat's view tells them ----------------------------
def call_proof(view: SeatView) -> CallProof | None:
    """What the declarer's call proves of his hand (`CallPartner.proves`) once a card has
    been called; None where nothing was called or the call proves nothing."""
    called = view.public.get("called")
    if called is None or view.declarer is None:
        return None
    call = variant_of(view).phases.get(CALL)
    proof = call.proves(called) if isinstance(call, CallPartner) else None
    return proof if proof and (proof.held or proof.lacked) else None


def holding_proof(view: SeatView) -> HoldingProof | None:
    """What the announcement round proves of the hands (`AnnouncementRound.proves`); None
    where the game has no such round or it proves nothing."""
    round_ = variant_of(view).phases.get(ANNOUNCE)
    return round_.proves if isinstance(round_, AnnouncementRound) else None
