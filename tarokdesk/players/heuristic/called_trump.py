"""The Twenty game's conventions (Z = the "Strategy and conventions" of the four-hand game
with a shared talon and a called Stecher): which trump to call (Z4-Z8), trull, quatre and
Mondfang as signals between partners (Z9-Z16), and the non-declarers' free tarok discards
(Z24-Z26). The numbers are the game's `Strategy.thresholds`; the game switches each part on
by a convention id ("called_trump", "capture_signals", "free_tarok_discards")."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, is_king, is_trump
from tarokdesk.core.actions import Action, Choice
from tarokdesk.players.advice import Advice
from tarokdesk.core.view import SeatView
from tarokdesk.players.hand import HandShape
from tarokdesk.rules.announcements import ANNOUNCE, CONTRA
from tarokdesk.rules.calling import CALLED_SEEN, PARTNER
from tarokdesk.rules.seen import TAROKS_TOLD

T20 = 19
STECHER_BELOW_T20 = tuple(range(18, 13, -1))  # T19 .. T15


def taroks_told(view: SeatView) -> int:
    """How many taroks the others said they laid away (a count, or one per seat)."""
    told = view.public.get(TAROKS_TOLD) or 0
    return sum(told.values()) if isinstance(told, dict) else told


def decide_trump_call(view: SeatView, limits: dict[str, int], ladder) -> tuple[Action, Advice]:
    """Z4-Z8: the Stecher to call, from the legal calls (T20 ... T2)."""
    by_card = {a.card: a for a in view.legal}
    if len(by_card) == 1:
        return view.legal[0], Advice("must_call_xx", ("Z2",))
    shape = HandShape.of(view.hand)
    high_honour = shape.has(SKUS) or shape.has(MOND)
    lacking = sorted((c for c in by_card if c not in shape.cards), reverse=True)
    own = sorted((c for c in by_card if c in shape.cards), reverse=True)
    if own and high_honour and shape.taroks >= limits["self_call_taroks"]:
        return by_card[own[0]], Advice("strong_calls_own", ("Z8",))
    if not lacking:
        return by_card[own[0]], Advice("holds_every_call", ("Z8",))
    if shape.honours == 1 and shape.has(PAGAT):
        low = [c for c in lacking if limits["low_call_bottom"] <= c <= limits["low_call_top"]]
        pick = low[0] if low else next((c for c in lacking if c < limits["low_call_top"]),
                                       lacking[-1])
        return by_card[pick], Advice("pagat_only_honour", ("Z6",))
    if taroks_told(view) and shape.taroks < limits["self_call_taroks"]:
        safe = [c for c in lacking if c < limits["high_stecher_bottom"]]
        if safe:
            return by_card[safe[0]], Advice("taroks_laid_away", ("Z5",))
    if view.contract in ladder and ladder.index(view.contract) >= 2:
        below = [c for c in lacking if c < T20]
        if below:
            return by_card[below[0]], Advice("after_einer", ("Z7",))
    return by_card[lacking[0]], Advice("highest_lacking", ("Z4",))


def _said(view: SeatView, item: str, seats) -> bool:
    return any(a["item"] == item and a["seat"] in seats for a in view.announcements)


def capture_signal(view: SeatView, choices: dict[Choice, Action], limits: dict[str, int]
                   ) -> tuple[Action, Advice] | None:
    """Z9-Z16: announcements that tell the partner what the hand holds, and the Contra
    against the other side's trull. The last hand's Mondfang (Z11) is the partner's, where
    the call below T20 tells that the declarer has no high honour: after a T20 call the
    Sküs in his own hand tells him the Mond is the declarer's."""
    shape = HandShape.of(view.hand)
    called = view.public.get(CALLED_SEEN)
    declarer = view.seat == view.declarer
    partner = not declarer and called in shape.cards
    side = {view.declarer} | ({view.seat} if partner else set())
    if view.public.get(PARTNER) is not None:  # shown by what he announced, or played
        side.add(view.public[PARTNER])
    stecher = sum(1 for c in STECHER_BELOW_T20 if c in shape.cards)

    def offer(item: str, why: Advice):
        key = Choice(ANNOUNCE, item)
        return (choices[key], why) if key in choices else None

    if declarer or partner:
        if declarer and shape.has(SKUS, MOND) and shape.taroks >= limits["declarer_trull_taroks"]:
            found = offer("tous_les_trois", Advice("declarer_trull", ("Z10",)))
            if found:
                return found
        if partner and called == T20 and shape.has(SKUS) and \
                shape.taroks >= limits["partner_trull_taroks"]:
            found = offer("tous_les_trois", Advice("partner_trull", ("Z9",)))
            if found:
                return found
        # a called partner's quatre says he lacks the Mond (Z14, Z15); the declarer, who bid
        # with an honour, shows his Stecher by it (Z12) and may hold the Mond
        partner_quatre = _said(view, "tous_les_quatre", side - {view.seat, view.declarer})
        if shape.has(SKUS) and not shape.has(MOND) and (
                partner_quatre or (partner and called != T20
                                   and shape.taroks >= limits["mondfang_taroks"]
                                   and view.seat == view.active[-1])):
            mondfang, trull = (
                (Advice("quatre_mondfang", ("Z14", "Z15")),
                 Advice("quatre_trull", ("Z14", "Z15"))) if partner_quatre else
                (Advice("last_hand_mondfang", ("Z11",)), Advice("last_hand_trull", ("Z11",))))
            found = offer("mondfang", mondfang)
            if found:
                return found
            if shape.has(PAGAT):
                found = offer("tous_les_trois", trull)
                if found:
                    return found
        if stecher >= limits["quatre_stecher"] and declarer and called == T20 and \
                shape.taroks >= limits["declarer_trull_taroks"] and \
                _said(view, "tous_les_trois", side):
            found = offer("tous_les_quatre", Advice("quatre_shows_stecher", ("Z12",)))
            if found:
                return found
        if stecher >= limits["quatre_stecher"] and partner and not shape.has(MOND):
            if called == T20:
                found = offer("tous_les_quatre",
                              Advice("quatre_shows_stecher", ("Z10", "Z14")))
                if found:
                    return found
            if taroks_told(view):
                found = offer("tous_les_quatre", Advice("quatre_reveals_partner", ("Z15",)))
                if found:
                    return found
        return None
    for record in view.announcements:
        if record["item"] != "tous_les_trois" or record["seat"] not in side:
            continue
        key = Choice(CONTRA, "tous_les_trois")
        if key in choices and (shape.has(SKUS) or (
                shape.has(MOND) and shape.taroks >= limits["contra_mond_taroks"])):
            return choices[key], Advice("contra_trull", ("Z16",))
    return None


def free_tarok_discard(view: SeatView, limits: dict[str, int], raised: bool
                       ) -> tuple[Action, Advice] | None:
    """Z24-Z26: a non-declarer may lay taroks away unseen (the law lets them go while plain
    cards remain, as the legal discards show)."""
    legal = {a.card: a for a in view.legal}
    shape = HandShape.of(view.hand)
    plain_left = any(not is_trump(c) and not is_king(c) for c in view.hand)
    if view.seat == view.declarer or not plain_left or \
            not any(is_trump(c) for c in legal):
        return None
    short = [c for c in (T20, 18, 17) if c in legal]
    if short and shape.taroks <= limits["short_stecher"]:
        return legal[short[0]], Advice("short_high_stecher", ("Z25",))
    small = sorted(c for c in legal if is_trump(c) and c < 14)
    if raised and small and shape.high == 0 and shape.taroks <= limits["ruse_taroks"] and \
            not view.own_discards:
        return legal[small[0]], Advice("ruse_against_volat", ("Z26",))
    return None
