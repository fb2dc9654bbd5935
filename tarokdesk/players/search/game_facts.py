"""What the search needs to know about a game, read from the data its variant supplies: the
trick rules of its play phase (with the table's options), from its Strategy whether a
contract's declarer plays alone and the card points each side needs, from its call phase
what the card called proves of the caller's hand, and from its announcement round what the
holdings said there prove."""

from __future__ import annotations

from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import trick_rules, variant_of
from tarokdesk.rules.announcements import ANNOUNCE, AnnouncementRound, HoldingProof
from tarokdesk.rules.calling import CALL, CallPartner, CallProof

__all__ = ["trick_rules", "plays_alone", "targets", "call_proof", "holding_proof"]


def plays_alone(view: SeatView) -> bool:
    """Whether the declarer plays one against all (the variant's Strategy)."""
    return variant_of(view).strategy.alone(view.contract)


def targets(view: SeatView) -> tuple[int, int]:
    """(points the declarer's side needs to win, points with which the defenders win), in
    the game's own count (`TrickRules.count`: thirds, or e.g. 106 Augen)."""
    cls = variant_of(view)
    target = cls.strategy.game_target
    count = trick_rules(view).count
    total = sum(count[c] for c in cls.pack.cards)
    return target, total - target + 1


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
