"""Bidding by the books' thresholds. Each rule names its item in the rule file's "Strategy
and conventions" (T = tapp-tarok.md, K = koenigrufen.md). The variant's `strategy` names the
evaluator that judges its ladder and gives the ladder itself; levels here are positions on it."""

from __future__ import annotations

from tarokdesk.cards.card import MOND, PAGAT, SKUS, SUITS, face_index, is_trump, suit_card
from tarokdesk.core.actions import Action
from tarokdesk.core.variant import Strategy
from tarokdesk.players.advice import HOLD, NEEDS, Advice
from tarokdesk.players.advice_words import WORDS
from tarokdesk.players.game_facts import variant_of
from tarokdesk.core.view import SeatView
from tarokdesk.cards.points import card_thirds
from tarokdesk.players.hand import HandShape

DREIER_HAND = Advice("dreier_hand", ("T2",))


def dreier_level(shape: HandShape, scaled=round) -> tuple[int, Advice]:
    """T2-T5: the highest step of a ladder of one game raised step by step (1 = the opening
    Dreier, 5 = the Solo at its top; 0 none) the hand supports, with the item that allows it.
    `scaled` turns the books' tarok counts for 16 cards into this game's hand size (Zwölfer
    Strategy 5: "scale down for 12 cards")."""
    taroks = shape.taroks
    if (taroks >= scaled(11) and shape.honours >= 2 and shape.high >= 4 and shape.voids >= 1) \
            or (shape.kings == 4 and taroks >= scaled(10)):
        return 5, Advice("solo_hand", ("T5",))
    if shape.kings >= 1 and taroks >= scaled(10) and shape.honours >= 2 and shape.high >= 3:
        return 4, Advice("raised_game_hand", ("T4",))
    if taroks >= scaled(10) or (taroks >= scaled(9) and shape.honours >= 2):
        return 2, Advice("above_dreier", ("T3",))
    if (taroks >= scaled(8) and shape.honours >= 1 and shape.kings >= 2) or \
            (taroks >= scaled(9) and shape.honours >= 1 and shape.kings + shape.voids >= 1):
        return 1, DREIER_HAND
    return 0, Advice("too_weak_for_dreier", ("T2",))


def near_solo(shape: HandShape, scaled=round) -> bool:
    """Steyerisch S1 / Ungarisch 2: the Zweier and the Einer need 11-13 taroks (of 16)
    including two honours, or a closed run from the Sküs."""
    return shape.taroks >= scaled(11) and (shape.honours >= 2 or shape.has(SKUS, MOND, 19, 18))


# K1-K12: the king-calling ladder, by position: the Rufer, Rufen auf Pagat, the Solo (both
# calling a partner), the Dreier and the Solo-Dreier (both alone).
CALL, CALL_PAGAT, CALL_SOLO, ALONE, ALONE_SOLO = range(5)


def king_call_level(shape: HandShape, vorhand: bool, lean: int = 0
                    ) -> tuple[int | None, Advice]:
    """The highest contract of a king-calling ladder the hand supports (K1-K12), its taroks
    counted `lean` more (a temperament, players/temperament.py)."""
    taroks = shape.taroks + lean
    top_run = shape.has(SKUS, MOND, 19, 18, 17)  # Sküs to XVIII closed
    if vorhand and taroks >= 10 and top_run:
        return ALONE_SOLO, Advice("solo_dreier_hand", ("K10",))
    trull = shape.honours == 3
    stecher = sum(1 for c in (19, 18, 17, 16, 15, 14) if c in shape.cards)
    if (trull and taroks >= 8 and shape.kings >= 1) or \
            (taroks >= 8 and shape.has(SKUS, MOND) and stecher >= 2
             and (shape.kings >= 1 or shape.voids >= 2)) or \
            (taroks >= 10 and shape.high >= 5):
        return ALONE, Advice("dreier_alone_hand", ("K9",))
    if taroks >= 7 and (shape.high >= 3 or shape.has(SKUS) or shape.has(MOND)) \
            and shape.voids >= 1:
        return CALL_SOLO, Advice("solo_call_hand", ("K5",))
    if shape.has(PAGAT) and taroks >= 9:
        return CALL_PAGAT, Advice("auf_pagat_hand", ("K11",))
    if vorhand:
        if taroks <= 4 and shape.kings >= 3:
            return None, Advice("kings_wait_to_be_called", ("K3",))
        return CALL, Advice("vorhand_calls", ("K1", "K2"))
    if taroks >= 6 or (taroks >= 5 and (shape.honours >= 1 or shape.kings >= 2)):
        return CALL, Advice("fair_hand_calls", ("K12",))
    return None, Advice("too_weak_to_call", ("K12",))


NOT_WORTH = {"let_go": "not_worth_bid", "gut": "not_worth_more", None: "not_worth_more"}


def passing(view: SeatView, current: str | None, why: Advice, strong: bool,
            lead: str | None = None) -> Advice:
    """Why to pass over the `current` bid: the hand's evaluation `why`, after the `lead`
    ("let the Dreier go", "gut"); where the hand is `strong` enough to bid a game of its own
    (the evaluation advises it), that it is not worth this one; and where the evaluation
    speaks of a game no longer to be had ("too weak to call a king" after the Rufer), that
    the hand is too weak for the cheapest game still open."""
    if strong and current is not None:
        return Advice(NOT_WORTH[lead], why.cited, {"contract": current})
    why = still_open(view, why)
    return Advice(lead, params={"contract": current}).plus(why) if lead else why


def still_open(view: SeatView, why: Advice) -> Advice:
    """`why`, or where its words take the ladder's lowest game as still to be had and it is
    not (advice.NEEDS), the same verdict against the cheapest game the seat may still bid or
    hold."""
    needs = WORDS[why.code].needs
    if needs is None or NEEDS[needs](view):
        return why
    ladder = variant_of(view).strategy.ladder
    values = {action.value for action in view.legal}
    current = current_bid(view)
    open_games = [bid for bid in ladder if bid in values or
                  (HOLD in values and bid == current)]
    if not open_games:
        return Advice("not_worth_more", why.cited, {"contract": current})
    return Advice("too_weak_for", why.cited, {"contract": open_games[0]})


def raising(bid: str, why: Advice) -> Advice:
    """Why to bid `bid` over another's: the hand's evaluation, which reaches it."""
    return Advice("raise_to", params={"contract": bid}).plus(why)


def holding(current: str, why: Advice) -> Advice:
    """Why to hold the `current` bid: the hand's evaluation, which reaches it."""
    return Advice("hold", params={"contract": current}).plus(why)


def current_bid(view: SeatView) -> str | None:
    bids = [b for _, b in view.bids if b not in ("pass", "hold")]
    return bids[-1] if bids else None


def decide_bid(view: SeatView, lean: int = 0) -> tuple[Action, Advice]:
    """The bid of the books' evaluator, the hand's taroks counted `lean` more against its
    thresholds (a temperament, players/temperament.py)."""
    choices = {a.value: a for a in view.legal}
    shape = HandShape.of(view.hand)
    strategy = variant_of(view).strategy
    return BIDDERS[strategy.bidding](view, choices, shape, strategy, lean)


def _dreier_levels_bid(view, choices, shape, strategy: Strategy, lean: int
                       ) -> tuple[Action, Advice]:
    ladder = strategy.ladder
    opening, solo = ladder[0], ladder[-1]

    def scaled(taroks: int) -> int:
        return strategy.scaled(taroks) - lean
    level, why = dreier_level(shape, scaled)
    if strategy.bid_margin:
        # Blocks A1: a raised game (or the Solo) risks a multiple of what it can win, so
        # those rungs ask for `bid_margin` taroks more; the single Dreier keeps T2.
        raised, why_raised = dreier_level(
            shape, lambda taroks: scaled(taroks) + strategy.bid_margin)
        if level > 1:
            level, why = (raised, why_raised) if raised > 1 else (1, DREIER_HAND)
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
        why = why.plus(Advice("near_solo_buys_little", ("S1",)))
    current = current_bid(view)
    if "hold" in choices:
        if current is not None and affordable(current):
            return choices["hold"], holding(current, why)
        if view.seat == view.active[0] and (shape.honours == 3 or shape.kings == 4) \
                and shape.taroks >= scaled(7) and current is not None \
                and ladder.index(current) <= 1:
            return choices["hold"], Advice("keep_trull_premium", ("T6",))
        return choices["pass"], passing(view, current, why, level > 0, "let_go")
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
                return choices[opening], Advice("tapping_forfeits_trull", ("T6",))
        return choices[strategy.weak_opening], why
    for bid in sorted(raises, key=ladder.index):
        if affordable(bid):
            return choices[bid], raising(bid, why)
    return choices["pass"], passing(view, current, why, level > 0, "gut")


def _king_call_bid(view, choices, shape, strategy: Strategy, lean: int
                   ) -> tuple[Action, Advice]:
    vorhand = view.seat == view.active[0]
    mine, why = king_call_level(shape, vorhand, lean)
    mine = -1 if mine is None else mine
    rank = {b: i for i, b in enumerate(strategy.ladder)}
    current = current_bid(view)
    if "hold" in choices:
        if current is not None and rank[current] == CALL_SOLO and vorhand \
                and shape.taroks + lean >= 7 and shape.kings == 0:
            return choices["hold"], Advice("vorhand_holds_solo", ("K8",))
        if current is not None and rank[current] <= mine:
            return choices["hold"], holding(current, why)
        return choices["pass"], passing(view, current, why, mine >= 0, "let_go")
    offered = [b for b in choices if b in rank]
    if current is not None and rank[current] in (CALL, CALL_PAGAT) \
            and 2 <= shape.kings <= 3 and mine == CALL_SOLO:
        return choices["pass"], Advice("kings_let_rufer_stand", ("K6",))
    affordable = [b for b in offered if rank[b] <= mine]
    plain_call = strategy.ladder[CALL]
    if current is None and vorhand and plain_call in affordable and mine == CALL_SOLO:
        return choices[plain_call], Advice("vorhand_buys", ("K8",))
    if affordable and current is None:
        return choices[affordable[-1]], why
    if affordable:
        return choices[affordable[0]], raising(affordable[0], why)
    return choices["pass"], passing(view, current, why, mine >= 0)


def nineteen_call_level(shape: HandShape, vorhand: bool, lean: int = 0) -> tuple[int, Advice]:
    """N1-N8 (neunzehnerrufen.md): the highest step of a ladder Rufer < Dreier < Zweier <
    Einer < Solo (0-4) the hand supports, its taroks counted `lean` more; alone against
    three hands only with the lead or a closed trump hand. The Zweier lays away
    `pair_discards` cards."""
    taroks = shape.taroks + lean
    stecher = sum(1 for c in (19, 18, 17, 16, 15, 14) if c in shape.cards)  # T20-T15
    closed = shape.has(SKUS, MOND, 19, 18, 17)  # Sküs to XVIII without a gap
    queens = sum(1 for c in shape.cards if not is_trump(c) and face_index(c) == 1)
    if taroks >= 11 and closed:
        return 4, Advice("nineteen_solo_hand", ("N6",))
    if taroks >= 10 and closed and vorhand:
        return 3, Advice("nineteen_einer_hand", ("N5", "N7"))
    if taroks >= 9 and shape.has(SKUS, MOND) and stecher >= 4 \
            and (shape.kings >= 1 or taroks >= 10):
        return 2, Advice("nineteen_zweier_hand", ("N3",))
    if (taroks >= 9 and shape.has(SKUS, MOND, 19) and (shape.kings or queens)) or \
            (taroks >= 7 and shape.honours == 3 and shape.kings >= 1):
        return 1, Advice("nineteen_dreier_hand", ("N1", "N2"))
    return 0, Advice("middling_lets_rufer_stand", ("N8",))


def _nineteen_call_bid(view, choices, shape, strategy: Strategy, lean: int
                       ) -> tuple[Action, Advice]:
    """The Vorhand must open (the compulsory Rufer); a later hand names the highest game its
    hand is worth (neunzehnerrufen.md "Declaring higher games" 2: any category above the
    highest so far), and an earlier hand holds what it could have declared itself."""
    level, why = nineteen_call_level(shape, view.seat == view.active[0], lean)
    ladder = strategy.ladder
    current = current_bid(view)
    if "hold" in choices:
        if current is not None and strategy.level_of(current) <= level:
            return choices["hold"], holding(current, why)
        return choices["pass"], passing(view, current, why, level > 0, "let_go")
    affordable = [b for b in choices if b in ladder and strategy.level_of(b) <= level]
    if not affordable:
        return choices["pass"], passing(view, current, why, level > 0)
    bid = max(affordable, key=ladder.index)
    return choices[bid], (why if current is None else raising(bid, why))


STECHER = tuple(range(19, 13, -1))  # T20 .. T15


def twenty_call_level(shape: HandShape, limits: dict[str, int], lean: int = 0
                      ) -> tuple[int, Advice]:
    """Z1-Z3 (the Twenty game with a shared talon, the called trump being T20 or lower): the
    highest step of Dreier < Zweier < Einer < Solo (1-4; 0 none) the hand supports, its
    taroks counted `lean` more. Only a trump honour entitles a bid; `limits` are the game's
    thresholds (Strategy.thresholds)."""
    taroks = shape.taroks + lean
    high_honour = shape.has(SKUS) or shape.has(MOND)
    stecher = sum(1 for c in STECHER if c in shape.cards)
    if shape.honours == 0:
        return 0, Advice("no_honour_no_bid", ("Z1",))
    if shape.honours >= 2 and shape.has(19):
        return 1, Advice("two_honours_and_xx", ("Z2",))
    if high_honour and (taroks >= limits["solo_taroks"] or (
            taroks >= limits["solo_taroks_with_kings"] and 1 <= shape.kings <= 2)):
        return 4, Advice("twenty_solo_hand", ("Z1",))
    if high_honour and taroks >= limits["einer_taroks"] and \
            stecher >= limits["einer_stecher"] and shape.kings == 0:
        return 3, Advice("twenty_einer_hand", ("Z1",))
    if taroks >= limits["zweier_taroks"]:
        return 2, Advice("stands_a_zweier", ("Z3",))
    if shape.has(19) and taroks >= limits["dreier_taroks_with_t20"]:
        return 1, Advice("dreier_with_xx", ("Z3",))
    return 0, Advice("dreier_needs_zweier_hand", ("Z3",))


def _twenty_call_bid(view, choices, shape, strategy: Strategy, lean: int
                     ) -> tuple[Action, Advice]:
    """Z1-Z3: open at the hand's level; hold what it could have declared; with T20 let a
    Zweier over one's Dreier go (the overbidder must call T20); without T20 one must hold."""
    level, why = twenty_call_level(shape, strategy.thresholds, lean)
    ladder = strategy.ladder
    current = current_bid(view)
    if "hold" in choices:
        if "pass" not in choices:
            return choices["hold"], Advice("must_hold_zweier", ("Z3",))
        if current == ladder[1] and shape.has(19) and level <= 1:
            return choices["pass"], Advice("let_zweier_go", ("Z2",))
        if current is not None and ladder.index(current) < level:
            return choices["hold"], holding(current, why)
        return choices["pass"], passing(view, current, why, level > 0, "let_go")
    offered = [b for b in choices if b in ladder and ladder.index(b) < level]
    if not offered:
        return choices["pass"], passing(view, current, why, level > 0)
    if current is None:
        return choices[max(offered, key=ladder.index)], why
    bid = min(offered, key=ladder.index)
    return choices[bid], raising(bid, why)


POINTS_PER_TAROK = 1.5
"""What each tarok adds to the card points a hand may expect (`expected_points`)."""


def expected_points(hand, taken: int) -> float:
    """L4 (tarok-lhombre.md Strategy 4): the card points a 25-card hand may expect to take
    alone, after `taken` cards demanded from the opponents (each about a Mond, Sküs or
    king): what it holds, and more the more taroks and high taroks guard it."""
    shape = HandShape.of(hand)
    held = sum(card_thirds(c) for c in hand) / 3
    return held + POINTS_PER_TAROK * (shape.taroks - 8) + 1.0 * shape.high + \
        2.0 * shape.voids + 6 * taken


def _card_points_bid(view, choices, shape, strategy: Strategy, lean: int
                     ) -> tuple[Action, Advice]:
    """L3-L4: the highest contract whose expected card points (`lean` taroks' worth more)
    reach its threshold (a Solo also with the voids L3 asks for); hold a raise one could
    have bid oneself."""
    ladder = strategy.ladder
    takes = {bid: len(ladder) - 1 - i for i, bid in enumerate(ladder)}  # 2, 1, 0 cards
    hoped = POINTS_PER_TAROK * lean
    fits = [bid for bid in ladder
            if expected_points(view.hand, takes[bid]) + hoped >= strategy.threshold(f"bid_{bid}")
            and (bid != ladder[-1] or shape.voids >= strategy.threshold("solo_voids"))]
    best = fits[-1] if fits else None
    current = current_bid(view)
    if "hold" in choices:
        if best is not None and ladder.index(best) >= ladder.index(current):
            return choices["hold"], Advice("worth_this_game", ("L4",))
        return choices["pass"], Advice("not_worth_this_game", ("L4",))
    if best is not None and best in choices:
        return choices[best], Advice("enough_points_expected", ("L4",))
    return choices["pass"], Advice("too_few_points_expected", ("L4",))


def _take_up_bid(view, choices, shape, strategy: Strategy, lean: int
                 ) -> tuple[Action, Advice]:
    """A single take-up contract judged by honours and queens (strohmann-tarok.md "Strategy
    and conventions" 1-4, thresholds from the variant's `strategy.thresholds`); the taroks
    that guard the Pagat counted `lean` more."""
    take_up = strategy.ladder[0]
    if take_up not in choices:
        return choices["pass"], Advice("nothing_to_take_up")
    limits = strategy.thresholds
    guarded_kings = sum(1 for s in SUITS if shape.has(suit_card(s, "K")) and shape.lengths[s] > 1)
    short_pagat = shape.has(PAGAT) and shape.taroks + lean - 1 < limits["pagat_guards"]
    honours = shape.honours + shape.kings - short_pagat
    well_guarded = shape.honours - short_pagat + guarded_kings
    queens = sum(1 for c in shape.cards if c >= 22 and face_index(c) == 1)
    if honours >= limits["always_honours"]:
        return choices[take_up], Advice("four_honours_take_up", ("Strohmann 4",))
    if well_guarded >= limits["take_up_honours"] and queens >= limits["take_up_queens"]:
        return choices[take_up], Advice("guarded_honours_take_up", ("Strohmann 1",))
    if short_pagat:
        return choices["pass"], Advice("short_pagat_pass", ("Strohmann 3",))
    return choices["pass"], Advice("weak_honours_pass", ("Strohmann 2",))


BIDDERS = {"dreier_levels": _dreier_levels_bid, "king_call": _king_call_bid,
           "nineteen_call": _nineteen_call_bid, "twenty_call": _twenty_call_bid,
           "card_points": _card_points_bid, "take_up": _take_up_bid}
