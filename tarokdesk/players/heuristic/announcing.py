"""Announcements and Contra (T 7, 26, 28, 45; K 11, 13, 40, 41)."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, suit_of
from tarokdesk.core.actions import Action
from tarokdesk.core.view import SeatView
from tarokdesk.players.hand import HandShape


def decide_announce(view: SeatView) -> tuple[Action, str]:
    choices = {a.value: a for a in view.legal}
    shape = HandShape.of(view.hand)
    kr = view.variant_id == "koenigrufen"
    scale = 0.75 if kr else 1.0  # K "Scaling note": twelve cards instead of sixteen
    declarer = view.seat == view.declarer
    why_pass = "nothing to announce"

    if "announce:pagat_ultimo" in choices and PAGAT in shape.cards:
        need = 9 if kr and view.contract in ("rufer", "auf_pagat", "solo") else \
            10 if kr else 11
        if shape.taroks >= need and (kr or shape.high >= 5):
            return choices["announce:pagat_ultimo"], \
                "K40: 9-10 taroks with the Pagat announce the ultimo" if kr else \
                "T26: 11-12 taroks with 5-6 high Stecher announce Pagat Ultimo"
    if "pass" not in choices:  # Rufen auf Pagat: the announcement is compulsory
        return choices["announce:pagat_ultimo"], \
            "K Bidding procedure 5: calling auf Pagat obliges the Pagat Ultimo"
    if "announce:koenig_ultimo" in choices:
        called = view.public.get("called")
        in_suit = sum(1 for c in view.hand if suit_of(c) == suit_of(called))
        bought = {c for p, o in zip(view.talon_parts, view.talon_owner) if o == "taken" and p
                  for c in p}
        if 6 <= shape.taroks and shape.high >= 2 and in_suit >= 3 and bought & {SKUS, MOND}:
            return choices["announce:koenig_ultimo"], \
                "K41: strong taroks, the king third or fourth, the declarer bought a top honour"
    if "announce:volat" in choices and declarer:
        closed = shape.has(SKUS, MOND, 19, 18)
        vorhand = view.seat == view.active[0]
        if shape.taroks >= round(15 * scale) and closed and shape.voids >= 2:
            if vorhand or shape.taroks >= round(16 * scale):
                return choices["announce:volat"], "T28: a hand without a gap in taroks and suits"
            why_pass = "T28: a volat of this strength only with the first lead"
    strong = shape.taroks >= round(9 * scale) and (SKUS in shape.cards or MOND in shape.cards)
    raised = view.contract not in ("dreier", "rufer") if not kr else \
        view.contract not in ("rufer", "auf_pagat")
    for verb in ("supercontra", "recontra", "contra"):
        for choice in (c for c in choices if c.startswith(verb + ":")):
            item = choice.split(":")[1]
            if verb == "recontra" and shape.taroks >= round(11 * scale) and shape.honours >= 2:
                return choices[choice], "T7/K13: recontra only with a hand complete in taroks"
            if verb == "supercontra" and shape.taroks >= round(11 * scale) \
                    and shape.honours >= 2:
                return choices[choice], "T45: supercontra with an overwhelming defence"
            if verb == "contra" and item == "game":
                if not raised and strong:
                    return choices[choice], "T45/K13: the strong defender with 9-10 taroks " \
                                            "and a high honour contras"
                if raised and shape.taroks <= round(5 * scale) and shape.voids >= 1 and \
                        shape.kings >= 1:
                    return choices[choice], "T45: the weak defender with counting cards and a " \
                                            "void contras a raised game"
            if verb == "contra" and item == "pagat_ultimo" and shape.high >= 4 and \
                    shape.taroks >= round(8 * scale):
                return choices[choice], "T47/K66: enough high taroks to catch the Pagat"
    return choices["pass"], why_pass
