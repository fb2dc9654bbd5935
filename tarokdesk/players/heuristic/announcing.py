"""Announcements and Contra (T 7, 26, 28, 45; K 11, 13, 40, 41)."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, is_king, suit_of
from tarokdesk.cards.points import pile_thirds
from tarokdesk.core.actions import Action
from tarokdesk.players.game_facts import trick_rules, variant_of
from tarokdesk.core.view import SeatView
from tarokdesk.players.hand import HandShape
from tarokdesk.players.heuristic.called_trump import capture_signal


def compulsory_announcement(choices: dict[str, Action], strategy) -> tuple[Action, str]:
    """A pass is not legal: announce the item the rules demand (the variant's strategy names
    the items that can be compulsory and the rule that demands each)."""
    for item, rule in zip(strategy.compulsory, strategy.compulsory_rules):
        if f"announce:{item}" in choices:
            return choices[f"announce:{item}"], rule
    raise ValueError(f"no compulsory item of the strategy among {sorted(choices)}")


def decide_announce(view: SeatView) -> tuple[Action, str]:
    choices = {a.value: a for a in view.legal}
    shape = HandShape.of(view.hand)
    strategy = variant_of(view).strategy
    plan = strategy.contracts[view.contract]
    scaled = strategy.scaled  # K "Scaling note": tarok counts for the game's hand size
    declarer = view.seat == view.declarer
    why_pass = "nothing to announce"

    if "announce:pagat_ultimo" in choices and PAGAT in shape.cards:
        if shape.taroks >= plan.ultimo_taroks and shape.high >= plan.ultimo_high:
            return choices["announce:pagat_ultimo"], \
                f"T26/K40: {plan.ultimo_taroks} taroks with the Pagat" + \
                (f" and {plan.ultimo_high} high Stecher" if plan.ultimo_high else "") + \
                " announce the ultimo"
    if "pass" not in choices:
        return compulsory_announcement(choices, strategy)
    for item in strategy.holdings:
        if f"announce:{item}" in choices:
            return choices[f"announce:{item}"], "a held premium is paid only when announced"
    if "capture_signals" in strategy.conventions:
        signal = capture_signal(view, choices, strategy.thresholds)
        if signal:
            return signal
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
        if shape.taroks >= scaled(15) and closed and shape.voids >= 2:
            if vorhand or shape.taroks >= scaled(16):
                return choices["announce:volat"], "T28: a hand without a gap in taroks and suits"
            why_pass = "T28: a volat of this strength only with the first lead"
    sure_trick = trick_rules(view).card_at[-1] in shape.cards  # the top tarok (the Sküs)
    if sure_trick and strategy.alone(view.contract):  # the sides are known
        for verb in ("contra", "supercontra"):
            if f"{verb}:volat" in choices:
                return choices[f"{verb}:volat"], \
                    "T27/T45: the Sküs takes a trick, so the other side's Volat fails"
    strong = shape.taroks >= scaled(9) and (SKUS in shape.cards or MOND in shape.cards)
    raised = plan.raised
    for verb in ("supercontra", "recontra", "contra"):
        for choice in (c for c in choices if c.startswith(verb + ":")):
            item = choice.split(":")[1]
            if verb == "recontra" and shape.taroks >= scaled(11) and shape.honours >= 2:
                return choices[choice], "T7/K13: recontra only with a hand complete in taroks"
            if verb == "supercontra" and shape.taroks >= scaled(11) \
                    and shape.honours >= 2:
                return choices[choice], "T45: supercontra with an overwhelming defence"
            if verb == "contra" and item == "game":
                if not raised and strong:
                    return choices[choice], "T45/K13: the strong defender with 9-10 taroks " \
                                            "and a high honour contras"
                if raised and shape.taroks <= scaled(5) and shape.voids >= 1 and \
                        shape.kings >= 1:
                    return choices[choice], "T45: the weak defender with counting cards and a " \
                                            "void contras a raised game"
            if verb == "contra" and item == "pagat_ultimo" and shape.high >= 4 and \
                    shape.taroks >= scaled(8):
                return choices[choice], "T47/K66: enough high taroks to catch the Pagat"
    return choices["pass"], why_pass


def decide_declare(view: SeatView) -> tuple[Action, str]:
    """Claims named after play (a DeclarationRound): every claim offered counts only if it is
    named before the next deal, and costs nothing (tarok-tappen-1821.md §49, §50)."""
    claim = next((a for a in view.legal if a.value != "pass"), None)
    if claim is not None:
        return claim, "declare the honours held: what is not written is lost (§50)"
    return next(a for a in view.legal if a.value == "pass"), "nothing (more) to declare"


def withheld_trull(view: SeatView, words: list[Action]) -> str | None:
    """Strohmann Strategy 27 (problem 25), for a game whose strategy has "withhold_trull":
    behind in the count, holding the trull and void in a suit whose King is still out, do
    not announce: the silence tells the opponent the Pagat is not in my hand, so he may
    play that King as if freed into it - worth more than the trull's premium. The reason,
    or None to announce as usual."""
    if "withhold_trull" not in variant_of(view).strategy.conventions or \
            not {SKUS, MOND, PAGAT} <= set(view.hand):
        return None
    won: dict[int, int] = {}
    for _, plays, winner in view.tricks:
        won[winner] = won.get(winner, 0) + pile_thirds([card for _, card in plays])
    ahead = max((thirds for seat, thirds in won.items() if seat != view.seat), default=0)
    if ahead <= won.get(view.seat, 0):
        return None
    suits = {suit_of(c) for c in view.hand}
    seen = set(view.hand) | {c for _, plays, _ in view.tricks for _, c in plays}
    seen |= {c for cards in view.piles.values() for c in cards if c is not None}
    kings_out = [c for c in variant_of(view).pack.cards if c not in seen and is_king(c)
                 and suit_of(c) not in suits]
    if not kings_out:
        return None
    return "Strohmann 27 (problem 25): behind, keep tous les trois unannounced so that he " \
           "believes the Pagat hidden and plays his King into it"


def decide_in_play(view: SeatView, words: list[Action]) -> tuple[Action, str]:
    """A holding offered during play (strohmann-tarok.md "Announcements": trull and quatre
    must be announced while together in the hand): announce it now, before an honour
    leaves the hand (unless the bluff of Strategy 27 withholds it: `withheld_trull`)."""
    holdings = variant_of(view).strategy.holdings
    word = next((a for a in words if a.value.partition(":")[2] in holdings), words[0])
    return word, "a held premium is paid only when announced"
