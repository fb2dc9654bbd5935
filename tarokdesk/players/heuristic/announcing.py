"""Announcements and Contra (T 7, 26, 28, 45; K 11, 13, 40, 41)."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, is_king, suit_of
from tarokdesk.cards.points import pile_thirds
from tarokdesk.core.actions import Action, Choice
from tarokdesk.players.advice import Advice
from tarokdesk.players.game_facts import contract_plan, trick_rules, variant_of
from tarokdesk.core.view import SeatView
from tarokdesk.players.hand import HandShape
from tarokdesk.players.heuristic.called_trump import capture_signal
from tarokdesk.players.heuristic.excuse_games import misere_hand
from tarokdesk.rules.announcements import ANNOUNCE, CONTRA, GAME, PASS, RECONTRA, SUPERCONTRA
from tarokdesk.rules.calling import CALLED_SEEN


HELD_PREMIUM = Advice("held_premium")


def compulsory_announcement(choices: dict[Choice, Action], strategy) -> tuple[Action, Advice]:
    """A pass is not legal: announce the item the rules demand (the variant's strategy names
    the items that can be compulsory and the rule that demands each)."""
    for item, rule in zip(strategy.compulsory, strategy.compulsory_rules):
        if Choice(ANNOUNCE, item) in choices:
            return choices[Choice(ANNOUNCE, item)], Advice("compulsory", (rule,), {"item": item})
    offered = sorted(choice.text for choice in choices)
    raise ValueError(f"no compulsory item of the strategy among {offered}")


def decide_announce(view: SeatView, lean: int = 0) -> tuple[Action, Advice]:
    """The books' announcements and Contras, the hand's taroks counted `lean` more against
    their thresholds (a temperament, players/temperament.py); the Contra of a hand short
    of taroks allows `lean` more."""
    choices = {a.named: a for a in view.legal}
    shape = HandShape.of(view.hand)
    taroks = shape.taroks + lean
    strategy = variant_of(view).strategy
    plan = contract_plan(view)
    if plan is None:
        raise ValueError(f"announcing in a contract without a plan: {view.contract}")
    scaled = strategy.scaled  # K "Scaling note": tarok counts for the game's hand size
    declarer = view.seat == view.declarer
    why_pass = Advice("nothing_to_announce")

    pagat_ultimo = Choice(ANNOUNCE, "pagat_ultimo")
    koenig_ultimo = Choice(ANNOUNCE, "koenig_ultimo")
    if pagat_ultimo in choices and PAGAT in shape.cards:
        if taroks >= plan.ultimo_taroks and shape.high >= plan.ultimo_high:
            return choices[pagat_ultimo], Advice("ultimo_taroks", ("T26", "K40"))
    if Choice(PASS) not in choices:
        return compulsory_announcement(choices, strategy)
    for item in strategy.holdings:
        if Choice(ANNOUNCE, item) in choices:
            return choices[Choice(ANNOUNCE, item)], HELD_PREMIUM
    if "capture_signals" in strategy.conventions:
        signal = capture_signal(view, choices, strategy.thresholds)
        if signal:
            return signal
    called = view.public.get(CALLED_SEEN)
    if koenig_ultimo in choices and called is not None:  # (König Ultimo follows a call)
        in_suit = sum(1 for c in view.hand if suit_of(c) == suit_of(called))
        bought = {c for p, o in zip(view.talon_parts, view.talon_owner) if o == "taken" and p
                  for c in p}
        if 6 <= taroks and shape.high >= 2 and in_suit >= 3 and bought & {SKUS, MOND}:
            return choices[koenig_ultimo], Advice("koenig_ultimo", ("K41",))
    if Choice(ANNOUNCE, "volat") in choices and declarer:
        closed = shape.has(SKUS, MOND, 19, 18)
        vorhand = view.seat == view.active[0]
        if taroks >= scaled(15) and closed and shape.voids >= 2:
            if vorhand or taroks >= scaled(16):
                return choices[Choice(ANNOUNCE, "volat")], Advice("volat_hand", ("T28",))
            why_pass = Advice("volat_needs_lead", ("T28",))
    sure_trick = trick_rules(view).card_at[-1] in shape.cards  # the top tarok (the Sküs)
    if sure_trick and strategy.alone(view.contract):  # the sides are known
        for verb in (CONTRA, SUPERCONTRA):
            if Choice(verb, "volat") in choices:
                return choices[Choice(verb, "volat")], Advice("skus_breaks_volat", ("T27", "T45"))
    strong = taroks >= scaled(9) and (SKUS in shape.cards or MOND in shape.cards)
    raised = plan.raised
    for verb in (SUPERCONTRA, RECONTRA, CONTRA):
        for choice in (c for c in choices if c.verb == verb):
            if verb == RECONTRA and taroks >= scaled(11) and shape.honours >= 2:
                return choices[choice], Advice("recontra_complete", ("T7", "K13"))
            if verb == SUPERCONTRA and taroks >= scaled(11) \
                    and shape.honours >= 2:
                return choices[choice], Advice("supercontra_overwhelming", ("T45",))
            if verb == CONTRA and choice.item == GAME:
                if not raised and strong:
                    return choices[choice], Advice("strong_defender_contra", ("T45", "K13"))
                if raised and shape.taroks - lean <= scaled(5) and shape.voids >= 1 and \
                        shape.kings >= 1:
                    return choices[choice], Advice("weak_defender_contra", ("T45",))
            if verb == CONTRA and choice.item == "pagat_ultimo" and shape.high >= 4 and \
                    taroks >= scaled(8):
                return choices[choice], Advice("catch_the_pagat", ("T47", "K66"))
    return choices[Choice(PASS)], why_pass


def decide_declare(view: SeatView) -> tuple[Action, Advice]:
    """Claims named after play (a DeclarationRound): every claim offered counts only if it is
    named before the next deal, and costs nothing (tarok-tappen-1821.md §49, §50). Where the
    game's announcements show their cards (convention "misere_hides_holdings"), a hand that
    will play for Misère announces nothing, not to betray its plan (grosstarok.md G12)."""
    passing = next(a for a in view.legal if a.value == "pass")
    strategy = variant_of(view).strategy
    if "misere_hides_holdings" in strategy.conventions and misere_hand(view.hand, strategy):
        return passing, Advice("hide_for_misere", ("G12",))
    claim = next((a for a in view.legal if a.value != "pass"), None)
    if claim is not None:
        return claim, Advice("declare_honours")
    return passing, Advice("nothing_to_declare")


def withheld_trull(view: SeatView, words: list[Action]) -> Advice | None:
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
    return Advice("withhold_trull", ("Strohmann 27",), problem=25)


def decide_in_play(view: SeatView, words: list[Action]) -> tuple[Action, Advice]:
    """A holding offered during play (strohmann-tarok.md "Announcements": trull and quatre
    must be announced while together in the hand): announce it now, before an honour
    leaves the hand (unless the bluff of Strategy 27 withholds it: `withheld_trull`)."""
    holdings = variant_of(view).strategy.holdings
    word = next((a for a in words if a.named.item in holdings), words[0])
    return word, HELD_PREMIUM
