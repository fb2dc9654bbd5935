"""Bidding by the books' thresholds. Each rule names its item in the rule file's "Strategy
and conventions" (T = tapp-tarok.md, K = koenigrufen.md). The variant's `strategy` names the
evaluator that judges its ladder and gives the ladder itself; levels here are positions on it."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, SUITS, face_index, is_trump, suit_card
from tarokdesk.core.actions import Action
from tarokdesk.core.variant import Strategy
from tarokdesk.players.game_facts import variant_of
from tarokdesk.core.view import SeatView
from tarokdesk.cards.points import card_thirds
from tarokdesk.players.hand import HandShape

def dreier_level(shape: HandShape, scaled=round) -> tuple[int, str]:
    """T2-T5: the highest step of a ladder of one game raised step by step (1 = the opening
    Dreier, 5 = the Solo at its top; 0 none) the hand supports, with the item that allows it.
    `scaled` turns the books' tarok counts for 16 cards into this game's hand size (Zwölfer
    Strategy 5: "scale down for 12 cards")."""
    taroks = shape.taroks
    if (taroks >= scaled(11) and shape.honours >= 2 and shape.high >= 4 and shape.voids >= 1) \
            or (shape.kings == 4 and taroks >= scaled(10)):
        return 5, "T5: Solo with many high taroks, two honours and a void"
    if shape.kings >= 1 and taroks >= scaled(10) and shape.honours >= 2 and shape.high >= 3:
        return 4, "T4: a king, 10-11 taroks with two honours and high Stecher"
    if taroks >= scaled(10) or (taroks >= scaled(9) and shape.honours >= 2):
        return 2, "T3: one or two taroks above the Dreier minimum"
    if (taroks >= scaled(8) and shape.honours >= 1 and shape.kings >= 2) or \
            (taroks >= scaled(9) and shape.honours >= 1 and shape.kings + shape.voids >= 1):
        return 1, "T2: 8-9 taroks, a tarok honour and two kings"
    return 0, "T2: too weak for a Dreier"


def near_solo(shape: HandShape, scaled=round) -> bool:
    """Steyerisch S1 / Ungarisch 2: the Zweier and the Einer need 11-13 taroks (of 16)
    including two honours, or a closed run from the Sküs."""
    return shape.taroks >= scaled(11) and (shape.honours >= 2 or shape.has(SKUS, MOND, 19, 18))


# K1-K12: the king-calling ladder, by position: the Rufer, Rufen auf Pagat, the Solo (both
# calling a partner), the Dreier and the Solo-Dreier (both alone).
CALL, CALL_PAGAT, CALL_SOLO, ALONE, ALONE_SOLO = range(5)


def king_call_level(shape: HandShape, vorhand: bool) -> tuple[int | None, str]:
    """The highest contract of a king-calling ladder the hand supports (K1-K12)."""
    top_run = shape.has(SKUS, MOND, 19, 18, 17)  # Sküs to XVIII closed
    if vorhand and shape.taroks >= 10 and top_run:
        return ALONE_SOLO, "K10: ten taroks closed from the Sküs to XVIII, with the lead"
    trull = shape.honours == 3
    stecher = sum(1 for c in (19, 18, 17, 16, 15, 14) if c in shape.cards)
    if (trull and shape.taroks >= 8 and shape.kings >= 1) or \
            (shape.taroks >= 8 and shape.has(SKUS, MOND) and stecher >= 2
             and (shape.kings >= 1 or shape.voids >= 2)) or \
            (shape.taroks >= 10 and shape.high >= 5):
        return ALONE, "K9: Dreier thresholds"
    if shape.taroks >= 7 and (shape.high >= 3 or shape.has(SKUS) or shape.has(MOND)) \
            and shape.voids >= 1:
        return CALL_SOLO, "K5: Solo with high Stecher and a void"
    if shape.has(PAGAT) and shape.taroks >= 9:
        return CALL_PAGAT, "K11: calling auf Pagat with the Pagat and many taroks"
    if vorhand:
        if shape.taroks <= 4 and shape.kings >= 3:
            return None, "K3: few taroks but 3-4 kings: pass and hope to be called"
        return CALL, "K1/K2: the Vorhand almost never passes"
    if shape.taroks >= 6 or (shape.taroks >= 5 and (shape.honours >= 1 or shape.kings >= 2)):
        return CALL, "K12: a fair hand calls"
    return None, "K12: too weak to call"


def current_bid(view: SeatView) -> str | None:
    bids = [b for _, b in view.bids if b not in ("pass", "hold")]
    return bids[-1] if bids else None


def decide_bid(view: SeatView) -> tuple[Action, str]:
    choices = {a.value: a for a in view.legal}
    shape = HandShape.of(view.hand)
    strategy = variant_of(view).strategy
    return BIDDERS[strategy.bidding](view, choices, shape, strategy)


def _dreier_levels_bid(view, choices, shape, strategy: Strategy) -> tuple[Action, str]:
    ladder = strategy.ladder
    opening, solo = ladder[0], ladder[-1]
    scaled = strategy.scaled
    level, why = dreier_level(shape, scaled)
    if strategy.bid_margin:
        # Blocks A1: a raised game (or the Solo) risks a multiple of what it can win, so
        # those rungs ask for `bid_margin` taroks more; the single Dreier keeps T2.
        raised, why_raised = dreier_level(
            shape, lambda taroks: scaled(taroks) + strategy.bid_margin)
        if level > 1:
            level, why = (raised, why_raised) if raised > 1 else \
                (1, "T2: 8-9 taroks, a tarok honour and two kings")
    buys_little = near_solo(shape, scaled)

    def affordable(bid: str) -> bool:
        """T2-T5 for the Dreier rungs and the Solo; S1 for the rungs buying a pair or one
        card, the Einer (the last of them) only with a hand that would also play Solo."""
        if bid == solo:
            return level >= 5
        if bid in strategy.near_solo:
            last = max(strategy.near_solo, key=ladder.index)
            return buys_little and (bid != last or level >= 5)
        return ladder.index(bid) + 1 <= level

    if buys_little and strategy.near_solo:
        why = f"{why}; S1: a near-Solo hand buys a pair or a single card"
    current = current_bid(view)
    if "hold" in choices:
        if current is not None and affordable(current):
            return choices["hold"], f"hold the {current}: {why}"
        if view.seat == view.active[0] and (shape.honours == 3 or shape.kings == 4) \
                and shape.taroks >= scaled(7) and current is not None \
                and ladder.index(current) <= 1:
            return choices["hold"], "T6: the Vorhand holds to keep tous les trois/quatre"
        return choices["pass"], f"let the {current} go: {why}"
    raises = [b for b in choices if b in ladder]
    if current is None:  # opening
        if level >= 5 and solo in choices:
            return choices[solo], why
        jumps = [b for b in raises if b in strategy.near_solo and affordable(b)]
        if jumps:
            return choices[jumps[0]], why
        if level >= 1:
            return choices[opening], why
        if shape.honours == 3 or shape.kings == 4:
            if shape.taroks >= scaled(7):
                return choices[opening], "T6: tapping would forfeit tous les trois/quatre"
        return choices[strategy.weak_opening], why
    for bid in sorted(raises, key=ladder.index):
        if affordable(bid):
            return choices[bid], f"raise to {bid}: {why}"
    return choices["pass"], f"gut: {why}"


def _king_call_bid(view, choices, shape, strategy: Strategy) -> tuple[Action, str]:
    vorhand = view.seat == view.active[0]
    mine, why = king_call_level(shape, vorhand)
    mine = -1 if mine is None else mine
    rank = {b: i for i, b in enumerate(strategy.ladder)}
    current = current_bid(view)
    if "hold" in choices:
        if current is not None and rank[current] == CALL_SOLO and vorhand \
                and shape.taroks >= 7 and shape.kings == 0:
            return choices["hold"], "K8: the Vorhand holds the Solo with a strong tarok hand " \
                                    "and no king"
        if current is not None and rank[current] <= mine:
            return choices["hold"], f"hold the {current}: {why}"
        return choices["pass"], f"let the {current} go: {why}"
    offered = [b for b in choices if b in rank]
    if current is not None and rank[current] in (CALL, CALL_PAGAT) \
            and 2 <= shape.kings <= 3 and mine == CALL_SOLO:
        return choices["pass"], "K6: with two or three kings let the Rufer stand"
    affordable = [b for b in offered if rank[b] <= mine]
    plain_call = strategy.ladder[CALL]
    if current is None and vorhand and plain_call in affordable and mine == CALL_SOLO:
        return choices[plain_call], "K8: the Vorhand seldom opens a Solo; she buys instead"
    if affordable:
        bid = affordable[0] if current is not None else affordable[-1]
        return choices[bid], why
    return choices["pass"], why


def nineteen_call_level(shape: HandShape, vorhand: bool) -> tuple[int, str]:
    """N1-N8 (neunzehnerrufen.md): the highest step of a ladder Rufer < Dreier < Zweier <
    Einer < Solo (0-4) the hand supports; alone against three hands only with the lead or a
    closed trump hand."""
    stecher = sum(1 for c in (19, 18, 17, 16, 15, 14) if c in shape.cards)  # T20-T15
    closed = shape.has(SKUS, MOND, 19, 18, 17)  # Sküs to XVIII without a gap
    queens = sum(1 for c in shape.cards if not is_trump(c) and face_index(c) == 1)
    if shape.taroks >= 11 and closed:
        return 4, "N6: Solo only when the opponents can make at most two tricks"
    if shape.taroks >= 10 and closed and vorhand:
        return 3, "N5/N7: Einer with a perfectly closed trump hand and the lead"
    if shape.taroks >= 9 and shape.has(SKUS, MOND) and stecher >= 4 \
            and (shape.kings >= 1 or shape.taroks >= 10):
        return 2, "N3: Zweier with 9 taroks, Sküs and Mond, high Stecher and a king"
    if (shape.taroks >= 9 and shape.has(SKUS, MOND, 19) and (shape.kings or queens)) or \
            (shape.taroks >= 7 and shape.honours == 3 and shape.kings >= 1):
        return 1, "N1/N2: Dreier with 9-10 taroks from the Sküs, or the trull and a king"
    return 0, "N8: a middling hand lets the Rufer stand"


def _nineteen_call_bid(view, choices, shape, strategy: Strategy) -> tuple[Action, str]:
    """The Vorhand must open (the compulsory Rufer); later hands declare a higher game only
    with the hand for it, and an earlier hand holds what it could have declared itself."""
    level, why = nineteen_call_level(shape, view.seat == view.active[0])
    ladder = strategy.ladder
    current = current_bid(view)
    if "hold" in choices:
        if current is not None and strategy.level_of(current) <= level:
            return choices["hold"], f"hold the {current}: {why}"
        return choices["pass"], f"let the {current} go: {why}"
    affordable = [b for b in choices if b in ladder and strategy.level_of(b) <= level]
    if current is None and affordable:
        return choices[max(affordable, key=ladder.index)], why
    if affordable:
        return choices[min(affordable, key=ladder.index)], why
    return choices["pass"], why


STECHER = tuple(range(19, 13, -1))  # T20 .. T15


def twenty_call_level(shape: HandShape, limits: dict[str, int]) -> tuple[int, str]:
    """Z1-Z3 (the Twenty game with a shared talon, the called trump being T20 or lower): the
    highest step of Dreier < Zweier < Einer < Solo (1-4; 0 none) the hand supports. Only a
    trump honour entitles a bid; `limits` are the game's thresholds (Strategy.thresholds)."""
    high_honour = shape.has(SKUS) or shape.has(MOND)
    stecher = sum(1 for c in STECHER if c in shape.cards)
    if shape.honours == 0:
        return 0, "Z1: only a holder of a trump honour may bid"
    if shape.honours >= 2 and shape.has(19):
        return 1, "Z2: two trump honours and T20 declare no more than a Dreier"
    if high_honour and (shape.taroks >= limits["solo_taroks"] or (
            shape.taroks >= limits["solo_taroks_with_kings"] and 1 <= shape.kings <= 2)):
        return 4, "Z1: Solo with nine trumps and a high honour, or a high honour with 6-7 " \
                  "trumps and a king or two"
    if high_honour and shape.taroks >= limits["einer_taroks"] and \
            stecher >= limits["einer_stecher"] and shape.kings == 0:
        return 3, "Z1: Einer with 7-8 trumps, a high honour and Stecher but no king"
    if shape.taroks >= limits["zweier_taroks"]:
        return 2, "Z3: a hand that can stand a Zweier"
    if shape.has(19) and shape.taroks >= limits["dreier_taroks_with_t20"]:
        return 1, "Z3: a Dreier with T20, which may let an overbidding Zweier go"
    return 0, "Z3: a Dreier only with a hand that can stand a Zweier, or with T20"


def _twenty_call_bid(view, choices, shape, strategy: Strategy) -> tuple[Action, str]:
    """Z1-Z3: open at the hand's level; hold what it could have declared; with T20 let a
    Zweier over one's Dreier go (the overbidder must call T20); without T20 one must hold."""
    level, why = twenty_call_level(shape, strategy.thresholds)
    ladder = strategy.ladder
    current = current_bid(view)
    if "hold" in choices:
        if "pass" not in choices:
            return choices["hold"], "Z3: without T20 the Dreier bidder must hold the Zweier"
        if current == ladder[1] and shape.has(19) and level <= 1:
            return choices["pass"], "Z2: let the Zweier go; he must call T20, and as his " \
                                    "partner you are sure of trull"
        if current is not None and ladder.index(current) < level:
            return choices["hold"], f"hold the {current}: {why}"
        return choices["pass"], f"let the {current} go: {why}"
    offered = [b for b in choices if b in ladder and ladder.index(b) < level]
    if not offered:
        return choices["pass"], why
    if current is None:
        return choices[max(offered, key=ladder.index)], why
    bid = min(offered, key=ladder.index)
    return choices[bid], f"raise to {bid}: {why}"


def expected_points(hand, taken: int) -> float:
    """L4 (tarok-lhombre.md Strategy 4): the card points a 25-card hand may expect to take
    alone, after `taken` cards demanded from the opponents (each about a Mond, Sküs or
    king): what it holds, and more the more taroks and high taroks guard it."""
    shape = HandShape.of(hand)
    held = sum(card_thirds(c) for c in hand) / 3
    return held + 1.5 * (shape.taroks - 8) + 1.0 * shape.high + 2.0 * shape.voids + 6 * taken


def _card_points_bid(view, choices, shape, strategy: Strategy) -> tuple[Action, str]:
    """L3-L4: the highest contract whose expected card points reach its threshold (a Solo
    also with the voids L3 asks for); hold a raise one could have bid oneself."""
    ladder = strategy.ladder
    takes = {bid: len(ladder) - 1 - i for i, bid in enumerate(ladder)}  # 2, 1, 0 cards
    fits = [bid for bid in ladder
            if expected_points(view.hand, takes[bid]) >= strategy.threshold(f"bid_{bid}")
            and (bid != ladder[-1] or shape.voids >= strategy.threshold("solo_voids"))]
    best = fits[-1] if fits else None
    current = current_bid(view)
    if "hold" in choices:
        if best is not None and ladder.index(best) >= ladder.index(current):
            return choices["hold"], "L4: the hand is worth this contract: hold it"
        return choices["pass"], "L4: not worth this contract: pass"
    if best is not None and best in choices:
        return choices[best], "L4: enough card points expected for this contract"
    return choices["pass"], "L4: too few card points expected: pass"


def _take_up_bid(view, choices, shape, strategy: Strategy) -> tuple[Action, str]:
    """A single take-up contract judged by honours and queens (strohmann-tarok.md "Strategy
    and conventions" 1-4, thresholds from the variant's `strategy.thresholds`)."""
    take_up = strategy.ladder[0]
    if take_up not in choices:
        return choices["pass"], "nothing to take up: the game is taken"
    limits = strategy.thresholds
    guarded_kings = sum(1 for s in SUITS if shape.has(suit_card(s, "K")) and shape.lengths[s] > 1)
    short_pagat = shape.has(PAGAT) and shape.taroks - 1 < limits["pagat_guards"]
    honours = shape.honours + shape.kings - short_pagat
    well_guarded = shape.honours - short_pagat + guarded_kings
    queens = sum(1 for c in shape.cards if c >= 22 and face_index(c) == 1)
    if honours >= limits["always_honours"]:
        return choices[take_up], "Strohmann 4: with four or more honours always take up"
    if well_guarded >= limits["take_up_honours"] and queens >= limits["take_up_queens"]:
        return choices[take_up], "Strohmann 1: three well-guarded honours and some queens"
    if short_pagat:
        return choices["pass"], "Strohmann 3: a short-guarded Pagat is not a full honour"
    return choices["pass"], "Strohmann 2: pass with weakly guarded honours and no queens"


BIDDERS = {"dreier_levels": _dreier_levels_bid, "king_call": _king_call_bid,
           "nineteen_call": _nineteen_call_bid, "twenty_call": _twenty_call_bid,
           "card_points": _card_points_bid, "take_up": _take_up_bid}
