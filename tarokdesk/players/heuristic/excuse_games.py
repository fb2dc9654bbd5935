"""The 78-card games' own decisions (grosstarok.md "Strategy and conventions"; the Danish and
unter-Vieren files defer to these): the dealer's Scat, announcing Misère or Vole, and when to
play the Sküs as the Excuse. Every number is the variant's (`Strategy.thresholds`); the items
cited (G1-G30) are grosstarok.md's, which the other rule files point to."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, SUITS, TRUMP, Card, face_index, suit_of
from tarokdesk.cards.points import card_thirds
from tarokdesk.core.actions import Action
from tarokdesk.players.advice import Advice
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import trick_rules, variant_of
from tarokdesk.players.hand import HandShape
from tarokdesk.players.heuristic.partnership import unprotected_scat
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.rules.dealing import Scat
from tarokdesk.rules.exchange import GIVE
from tarokdesk.rules.excuse import ExcuseTrickRules
from tarokdesk.rules.windows import CLAIM_KEY


def scat_phase(view: SeatView) -> Scat:
    """The Scat phase the view is in."""
    phase = variant_of(view).phases[view.phase]
    if not isinstance(phase, Scat):
        raise TypeError(f"{view.phase} is not a Scat")
    return phase


def _figure(card: Card) -> bool:
    return card >= 22 and face_index(card) < 4


# --- the Scat ------------------------------------------------------------------------------------

def decide_scat(view: SeatView) -> tuple[Action, Advice]:
    """Items 1-11: the card whose laying away helps most, one card at a time. Where the game
    follows the Danish lay-away (convention "scat_unprotected"), its suit cards are chosen
    by it once no tarok the law lets go is worth laying away (danish-tarok.md item 3, the
    weak Pagat buried, before item 9)."""
    strategy = variant_of(view).strategy
    hand = list(view.hand)
    shape = HandShape.of(hand)
    dealt = hand + list(view.own_discards)  # the 28 cards, for the items about taroks held
    numbered = [c for c in dealt if c < 20]
    scores: dict[Card, tuple[float, Advice]] = {}
    for action in view.legal:
        scores[action.card] = _scat_merit(action.card, dealt, shape, numbered, strategy)
    if "scat_unprotected" in strategy.conventions and \
            not any(suit_of(c) == TRUMP and scores[c][0] > 0 for c in scores):
        remaining = scat_phase(view).size - len(view.own_discards)
        choice = unprotected_scat(hand, [c for c in scores if suit_of(c) != TRUMP], remaining,
                                  strategy.threshold("scat_void"))
        if choice is not None:
            return next(a for a in view.legal if a.value == choice[0]), choice[1]
    card = max(scores, key=lambda c: (scores[c][0], -c))
    return next(a for a in view.legal if a.value == card), scores[card][1]


def _scat_merit(card: Card, hand: list[Card], shape: HandShape, numbered: list[Card],
                strategy) -> tuple[float, Advice]:
    vole_taroks = strategy.threshold("vole_taroks")
    if card == SKUS:
        if shape.taroks >= vole_taroks and MOND in shape.cards:
            return 100.0, Advice("vole_lays_skus", ("G9",))
        return -50.0, Advice("scat_least_harm", ("G13",))
    if card < 21:
        if PAGAT in hand and len(numbered) <= 3:
            return 60.0 - card, Advice("pagat_with_two", ("G7",))
        return -40.0, Advice("scat_least_harm")
    suit = suit_of(card)
    length = shape.lengths[suit]
    keep_suits = shape.taroks >= strategy.threshold("keep_suits_taroks") and PAGAT in shape.cards
    points = card_thirds(card) / 3
    if _figure(card) and length == 1:
        return 40.0 + points, Advice("bare_court_to_scat", ("G5",))
    if _figure(card) and length <= 2:
        return 30.0 + points, Advice("endangered_court", ("G4",))
    if keep_suits and length <= 2:
        return -20.0, Advice("scat_least_harm", ("G1",))
    if not keep_suits and PAGAT in shape.cards and length <= 3:
        return 20.0 - length + points / 10, Advice("void_for_pagat", ("G2",))
    if _figure(card) and length >= strategy.threshold("long_suit"):
        return 10.0 + points, Advice("long_suit_courts", ("G6",))
    return points / 10 - length / 100, Advice("small_suit_card", ("G11",))


# --- Misère and Vole ----------------------------------------------------------------------------

def decide_claim(view: SeatView, lean: int = 0) -> tuple[Action, Advice]:
    """Items 21-27: announce only what is certain; pass is the ordinary course. A temperament
    (players/temperament.py) counts `lean` taroks more to the Vole's run from the Mond and
    allows `lean` more taroks in a Misère hand."""
    strategy = variant_of(view).strategy
    choices = {a.value: a for a in view.legal}
    shape = HandShape.of(view.hand)
    played = len(view.tricks)
    if "vole" in choices and _vole_hand(view, shape, strategy, played, lean):
        return choices["vole"], Advice("vole_hand", ("G26-27",))
    if "misere" in choices and misere_hand(view.hand, strategy, lean):
        return choices["misere"], Advice("sure_misere", ("G24",))
    return choices["pass"], Advice("only_when_certain", ("G24",))


def _vole_hand(view: SeatView, shape: HandShape, strategy, played: int, lean: int) -> bool:
    if SKUS in shape.cards:
        return False  # 26: the Sküs wins no trick
    if played:
        know = Knowledge.of(view, variant_of(view).pack.cards)
        rules = trick_rules(view)
        return know.taroks_out() == 0 and all(
            not any(suit_of(o) == suit_of(c) and rules.card_beats(o, c) for o in know.unseen)
            for c in view.hand)
    run = 0
    while MOND - run in shape.cards:
        run += 1
    suit, length = shape.longest
    second = any(all(c in shape.cards for c in _faces(s, "KQC")) for s in SUITS if s != suit)
    return run + lean >= strategy.threshold("vole_run") and length >= strategy.threshold(
        "long_suit") and second


def _faces(suit: int, letters: str) -> list[Card]:
    return [22 + suit * 14 + "KQCJ".index(f) for f in letters]


def misere_hand(hand, strategy, lean: int = 0) -> bool:
    """A Misère hand (G21): no or few low taroks (`lean` more allowed), never the Mond or
    T20 with T19; no figure."""
    taroks = [c for c in hand if suit_of(c) == TRUMP and c != SKUS]
    if MOND in hand or any(_figure(c) for c in hand):
        return False
    return len(taroks) <= strategy.threshold("misere_taroks") + lean and all(
        c + 1 <= strategy.threshold("misere_highest") for c in taroks)


# --- the Excuse in play -------------------------------------------------------------------------

def excuse_choice(view: SeatView, legal: list[Card], friends: frozenset[int] = frozenset()
                  ) -> tuple[Card, Advice] | None:
    """Items 13-14: the Sküs at its deadline, or to save a court card that would be lost;
    otherwise kept (None) and the other cards judged as usual. A court card falling to a
    partner's trick is not lost (danish-tarok-four.md Strategy 9: never the Sküs on the
    partner's trick)."""
    rules = trick_rules(view)
    if SKUS not in legal or not isinstance(rules, ExcuseTrickRules):
        return None
    number = len(view.tricks) + 1
    margin = variant_of(view).strategy.threshold("excuse_margin")
    if rules.deadline and number >= rules.deadline - margin:
        return SKUS, Advice("skus_by_deadline", ("G13",))
    others = [c for c in legal if c != SKUS]
    if view.trick and others and all(_figure(c) for c in others):
        best_seat, best = rules.winning_play(view.trick)
        if best_seat not in friends and not any(rules.card_beats(c, best) for c in others):
            return SKUS, Advice("skus_saves_court", ("G13",))
    if len(legal) == 1:
        return SKUS, Advice("only_card")
    return None


def misere_play(view: SeatView, legal: list[Card], rank) -> tuple[Card, Advice] | None:
    """The seat that announced Misère follows below the winning card and leads low (G23)."""
    claims = view.public.get(CLAIM_KEY) or []
    if not any(c["seat"] == view.seat and c["item"] == "misere" for c in claims):
        return None
    under = under_the_trick(view, legal, rank)
    if under is not None:
        where, card = under
        return card, Advice("misere_lead" if where == "lead" else "misere_under", ("G23",))
    return min(legal, key=lambda c: rank[c]), Advice("misere_lowest", ("G23",))


def misere_hunt(view: SeatView, know: Knowledge, cards: list[Card], rank
                ) -> tuple[Card, Advice] | None:
    """G25, against another's announced Misère: lead small taroks while he may still hold
    taroks (never the Pagat, which would be lost); that failing, the suit led least so far,
    to find the void where he must trump."""
    claims = view.public.get(CLAIM_KEY) or []
    players = [c["seat"] for c in claims if c["item"] == "misere" and c["seat"] != view.seat]
    if not players:
        return None
    taroks = sorted((c for c in cards if suit_of(c) == TRUMP and c not in (PAGAT, SKUS)),
                    key=lambda c: rank[c])
    if taroks and any(TRUMP not in know.voids.get(seat, set()) for seat in players):
        return taroks[0], Advice("misere_small_taroks", ("G25",))
    plain = [c for c in cards if suit_of(c) != TRUMP]
    if not plain:
        return None
    led = [suit_of(plays[0][1]) for _, plays, _ in view.tricks]
    suit = min({suit_of(c) for c in plain}, key=lambda s: (led.count(s), s))
    card = min((c for c in plain if suit_of(c) == suit), key=lambda c: rank[c])
    return card, Advice("misere_find_void", ("G25",))


def under_the_trick(view: SeatView, legal: list[Card], rank) -> tuple[str, Card] | None:
    """Playing to take no trick: ("lead", the lowest card) on the lead, ("under", the highest
    card staying under the winning one), or None when no card stays under."""
    if not view.trick:
        return "lead", min(legal, key=lambda c: (suit_of(c) == TRUMP, rank[c]))
    rules = trick_rules(view)
    best = rules.winning_play(view.trick)[1]
    under = [c for c in legal if not rules.card_beats(c, best)]
    return ("under", max(under, key=lambda c: rank[c])) if under else None


def no_trick_play(view: SeatView, legal: list[Card], rank, skus: bool
                  ) -> tuple[Card, Advice] | None:
    """danish-tarok.md Strategy 10 (D10), where the game pays a player without a trick
    (convention "no_trick_plan"): with no trick yet, no king and only a few low taroks
    (`Strategy.thresholds` "no_trick_taroks", "no_trick_highest"), stay under every trick,
    keeping the Sküs (`skus`: it is legal) for a trick no other card stays under."""
    strategy = variant_of(view).strategy
    if "no_trick_plan" not in strategy.conventions or any(
            t[2] == view.seat for t in view.tricks):
        return None
    taroks = [c for c in view.hand if suit_of(c) == TRUMP and c != SKUS]
    if any(face_index(c) == 0 for c in view.hand if c >= 22) or \
            len(taroks) > strategy.threshold("no_trick_taroks") or \
            any(c + 1 > strategy.threshold("no_trick_highest") for c in taroks):
        return None
    under = under_the_trick(view, legal, rank)
    if under is not None:
        where, card = under
        return card, Advice("no_trick_lead" if where == "lead" else "no_trick_under", ("D10",))
    if skus:
        return SKUS, Advice("no_trick_skus", ("D10",))
    return None


# --- card requests (tarok-lhombre.md Strategy 1-2) ----------------------------------------------

def decide_request(view: SeatView) -> tuple[Action, Advice]:
    """L1-L2: demand the Mond, the Sküs or a king; give back the cheapest card."""
    legal = {a.card: a for a in view.legal}
    if view.legal[0].kind == GIVE:
        card = min(legal, key=lambda c: (card_thirds(c), c < 22, c))
        return legal[card], Advice("give_back_cheapest", ("L1",))
    for card in (MOND, SKUS):
        if card in legal:
            return legal[card], Advice("demand_honour", ("L1",))
    kings = [c for c in legal if c >= 22 and face_index(c) == 0]
    if kings:
        return legal[kings[0]], Advice("demand_king", ("L1",))
    taroks = sorted(c for c in legal if c < 21)
    return legal[taroks[-1] if taroks else min(legal)], Advice("demand_highest_tarok", ("L1",))
