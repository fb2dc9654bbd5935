"""Danish Tarok for three ("Taroc en trois", Nyeste Danske Spillebog, 1829), specified in
rules/danish-tarok.md with 00-general.md and tarok-codex.md.

Three play, each for himself (a fourth at the table sits out as "King": the seat opposite the
dealer). Five rounds of 5 to the left, the dealer 8 in the last: he lays 3 away unseen as his
Scat, which counts for him. The honours are declared, the dealer first, and paid at once by
each of the others; 25 tricks follow with the Sküs as the Excuse (never led, played by trick
22). Each counts his pile in packets of three; the amount above or below 26 of the 78 is won
or lost; a player without a trick receives 26 from each instead. The Pagat is paid for when
it wins the last trick or is captured.
"""

from __future__ import annotations

from functools import partial
from itertools import combinations
from typing import ClassVar

from tarokdesk.cards.card import (
    MOND, PAGAT, SKUS, SUIT_LETTERS, SUITS, TAROKS, Card, is_king, is_trump, suit_card,
)
from tarokdesk.cards.packs import PACKS
from tarokdesk.core.actions import Item
from tarokdesk.core import refusals as R
from tarokdesk.core.deal import DEAL
from tarokdesk.core.facts import Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.seating import Seating
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sight import Sight, Visibility
from tarokdesk.core.variant import (
    ContractPlan, DealSchedule, Option, ScoreGoal, Strategy, Variant,
)
from tarokdesk.rules.announcements import (
    DECLARE, DECLARED, DeclarationProof, DeclarationRound, declared, declared_shown,
)
from tarokdesk.rules.counting import packet_points
from tarokdesk.rules.dealing import SCAT, ProgramDeal, Scat
from tarokdesk.rules.excuse import EXCUSE_KEY, EXCUSE_SEEN, FORCED, ExcuseTrickPlay
from tarokdesk.rules.honours import (
    cavalries, chief_matadors, excluded_by, face_count, tarok_count,
)
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.variants.grosstarok import FREE_PLAY, Grosstarok, card_payments

RULES = "danish-tarok.md"
TARGET = 26
"""One third of the 78 card points (Counting: Totals)."""
NO_TRICK = 26
"""A player without a trick receives 26 from each other player (P4)."""
PAGAT_ULTIMO, PAGAT_LOST, PAGAT_LOST_LAST = 10, 5, 10
KING_LOST, KING_LOST_LAST, PAGAT_MOND = 5, 10, 30
"""Bonuses earned in play P1-P3 and the option V-K (L247-253)."""
HONOUR_VALUES = {"taroks": 10, "cavalry": 10, "scused_cavalry": 20, "four_kings": 10,
                 "three_kings_skus": 5, "honneurs": 10}
"""H2-H8, each paid by each other player (H7 and H8: open question 5, 10 and 5)."""

SCAT_TAROK = "scat_tarok_danish"
R.register_templates({SCAT_TAROK: "a tarok goes to the Scat only with exactly three tarok "
                                  "cards, the Pagat among them"})


def honour_items(hand: list[Card]) -> list[str]:
    """Every honour the hand holds (danish-tarok.md "Honours of the standard game"), as items
    "kind[:detail]": the chief matadors and their run (H1), ten taroks with the Sküs (H2,
    open question 6), whole cavalleries (H3), the Sküs completing one cavallerie only — a
    whole one becomes scused (H5), else a half one counts (H4) — and the kings (H7, H8)."""
    held = set(hand)
    items = []
    count = chief_matadors(held)
    if count:
        items.append(Item.text_of("matadors", count))
    taroks = tarok_count(held)
    if taroks >= 10:
        items.append(Item.text_of("taroks", taroks))
    whole, half = cavalries(held)
    with_king = [suit for suit, figures in half if figures.startswith("K")]
    scused = whole[0] if whole and SKUS in held else None
    items += [Item.text_of("scused_cavalry" if suit == scused else "cavalry", SUIT_LETTERS[suit])
              for suit in whole]
    if scused is None and with_king:
        items.append(Item.text_of("half_cavalry", SUIT_LETTERS[with_king[0]]))
    kings = face_count(held, "K")
    if kings == 4:
        items.append("four_kings")
    elif kings == 3 and SKUS in held:
        items.append("three_kings_skus")
    return items


def honour_cards(item: str) -> tuple[frozenset[Card], ...]:
    """What a declared honour proves (`DeclarationProof.holds`): the card sets, one of which a
    hand that declared the honour `item` held (danish-tarok.md H1-H8, the items of
    `honour_items` and `quadrille_honours`). The declaration does not show the cards, so
    the fill must draw them. A tarok count names no cards: ()."""
    parsed = Item.parse(item)
    kind, detail = parsed.kind, parsed.detail
    if kind == "matadors":
        return (frozenset({PAGAT, SKUS, *range(MOND - int(detail) + 3, MOND + 1)}),)
    if kind in ("cavalry", "scused_cavalry", "half_cavalry"):
        suit = SUIT_LETTERS.index(detail)
        figures = [suit_card(suit, face) for face in "QCJ"]
        king = suit_card(suit, "K")
        if kind == "half_cavalry":  # the King and two of Q, C, J beside the Sküs (H4)
            return tuple(frozenset({king, SKUS, *two}) for two in combinations(figures, 2))
        return (frozenset({king, *figures} | ({SKUS} if kind == "scused_cavalry" else set())),)
    kings = [suit_card(suit, "K") for suit in SUITS]
    if kind == "four_kings":
        return (frozenset(kings),)
    if kind == "three_kings_skus":
        return tuple(frozenset({SKUS, *three}) for three in combinations(kings, 3))
    return ()


def seven_kings_items(hand: list[Card]) -> list[str]:
    """Variant V-7 (L137-147), the newer scheme replacing H1/H1+ and H7/H8: the "3 Honneurs"
    (the Mond, the Pagat and the Sküs), the "7 Kings" (the four kings, the Mond, the Pagat
    and the Sküs; three or more), and runs of three or more from the real Mond down and from
    the real Pagat up, the Sküs standing in once for one missing tarok of one run (a "scused"
    run), where it gives most (recommended readings)."""
    held = set(hand)
    items = []
    if {MOND, PAGAT, SKUS} <= held:
        items.append("honneurs")
    kings = face_count(held, "K") + len({MOND, PAGAT, SKUS} & held)
    if kings >= 3:
        items.append(Item.text_of("seven_kings", kings))
    plain = {name: _run(held, start, step, False) for name, start, step in RUNS}
    best = dict(plain)
    if SKUS in held:
        for name, start, step in RUNS:
            trial = {**plain, name: _run(held, start, step, True)}
            if _runs_value(trial) > _runs_value(best):
                best = trial
    for name, _, _ in RUNS:
        length, scused = best[name]
        if length >= 3:
            items.append(Item.text_of(f"{name}{'_scused' if scused else ''}", length))
    return items


RUNS = (("run_above", MOND, -1), ("run_below", PAGAT, 1))


def _run(held: set[Card], start: Card, step: int, filler: bool) -> tuple[int, bool]:
    """The run's length from the real `start`, the Sküs filling one missing tarok if
    `filler`, and whether it did."""
    if start not in held:
        return 0, False
    length, used, card = 0, False, start
    while PAGAT <= card <= MOND:
        if card in held:
            length += 1
        elif filler and not used:
            length, used = length + 1, True
        else:
            break
        card += step
    return length, used


def _runs_value(runs: dict[str, tuple[int, bool]]) -> int:
    return sum(honour_value(Item.text_of(f"{name}{'_scused' if scused else ''}", length))
               for name, (length, scused) in runs.items() if length >= 3)


def honour_value(item: str, half_value: int = 5) -> int:
    """The item's value (from each other player for three; on one's own score en deux)."""
    parsed = Item.parse(item)
    kind, detail = parsed.kind, parsed.detail
    if kind == "matadors":
        return 10 + 5 * (int(detail) - 3)
    if kind in ("run_above", "run_below"):  # V-7: whole runs, 3 = 10, +5 each
        return 10 + 5 * (int(detail) - 3)
    if kind in ("run_above_scused", "run_below_scused"):  # V-7: scused runs, 3 = 5, +5 each
        return 5 + 5 * (int(detail) - 3)
    if kind == "seven_kings":  # V-7: 3 = 5, 4 = 10, and so on
        return 5 * (int(detail) - 2)
    if kind == "half_cavalry":
        return half_value
    return HONOUR_VALUES[kind]


def pagat_events(state: GameState, kings_lost: bool) -> list[tuple[str, int, int]]:
    """(item, seat, units from each other player) for P1-P3, and with V-K the kings lost,
    the Pagat counted double and the Pagat-and-Mond in the last two tricks."""
    events = []
    last = len(state.tricks) - 1
    double = 2 if kings_lost else 1
    if kings_lost and last >= 1:
        before, final = state.tricks[last - 1], state.tricks[last]
        if _wins_with(before, PAGAT) and _wins_with(final, MOND) and \
                before.winner == final.winner:
            events.append(("pagat_mond", final.winner, PAGAT_MOND))
    for index, trick in enumerate(state.tricks):
        for seat, card in trick.plays:
            if trick.winner == seat:
                if card == PAGAT and index == last:  # his one card won: the Pagat did
                    events.append(("pagat_ultimo", seat, double * PAGAT_ULTIMO))
                continue
            if card == PAGAT:
                events.append(("pagat_captured_last", seat, -double * PAGAT_LOST_LAST)
                              if index == last else
                              ("pagat_captured", seat, -double * PAGAT_LOST))
            elif kings_lost and is_king(card):
                events.append(("king_captured_last", seat, -KING_LOST_LAST) if index == last
                              else ("king_captured", seat, -KING_LOST))
    return events


def _wins_with(trick, card: Card) -> bool:
    """Whether `card` won the trick: its player's one card in it."""
    return any(s == trick.winner and c == card for s, c in trick.plays)


class DanishTarokVisibility(Visibility["DanishTarok"]):
    """What each seat sees at the table of Danish Tarok beyond the general law."""

    def public_extra(self, state: GameState, seat: int) -> Facts:
        info = Facts()
        info[DECLARED] = declared_shown(state)
        info[EXCUSE_SEEN] = state.extra.get(EXCUSE_KEY)
        return info

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """The Scat is laid away face down and never shown until the deal is over (Talon)."""
        sight = super().seen_by(state, seat)
        over = state.phase == DONE
        return Sight(talon_parts=sight.talon_parts, piles=sight.piles,
                     discards=tuple(tuple(cards) if over else () for cards in state.discards))


class DanishTarokSeating(Seating["DanishTarok"]):
    """Who sits where and deals at the table of Danish Tarok."""

    def next_dealer(self, dealer: int) -> int:
        """The deal passes to the left (At a glance, recommended)."""
        return (dealer - 1) % self.variant.n_seats


class DanishTarok(Variant):
    id = "danish-tarok"
    name = "Danish Tarok"
    presentation = Presentation(
        summary="The Danish Tarok of 1829: all 78 cards, three each for himself, no bidding and "
                "no talon.",
        distinction="each for himself, no bidding",
        aliases=("Taroc en trois", "Taroc", "Dansk Tarok"),
        terms={
            "deal_units": "Settled per deal",
            FREE_PLAY: "each for himself", "matadors": "Matadors", "taroks": "Taroks",
            "cavalry": "Cavalry", "half_cavalry": "half cavalry",
            "scused_cavalry": "Cavalry with the Sküs", "four_kings": "four kings",
            "three_kings_skus": "three kings and the Sküs",
            "pagat_captured": "Pagat captured",
            "pagat_captured_last": "Pagat captured in the last trick",
            "king_captured": "king captured",
            "king_captured_last": "king captured in the last trick",
            "pagat_mond": "Pagat and Mond in the last two tricks", "no_trick": "no trick",
            "honneurs": "three Honneurs", "seven_kings": "Kings of the seven",
            "run_above": "matadors from above", "run_below": "matadors from below",
            "run_above_scused": "matadors from above with the Sküs",
            "run_below_scused": "matadors from below with the Sküs",
            "card_points": "card points",
        },
        glossary={"Partie": "A match of several deals whose score is settled together."},
    )
    rules_file = RULES
    book = "Nyeste Danske Spillebog, 1829"
    pack = PACKS["tarok-78"]
    seat_counts: ClassVar[tuple[int, ...]] = (3, 4)
    deal = DealSchedule(talon_parts=(), packets=(5, 5, 5, 5, 5))
    dealer_packets: ClassVar[tuple[int, ...]] = (5, 5, 5, 5, 8)
    """Five rounds of 5 from the dealer's left, the dealer 8 in the last (Deal 2)."""
    scat_size = 3
    packet = 3
    """Counting: piles are counted in packets of three, the trick's size."""
    options = {
        "excuse_deadline": Option(22, (22, 23),
                                  "Open question 1: the Sküs played before the last three "
                                  "tricks (22), or still from a hand of three (23)",
                                  "The Sküs must be played by",
                                  ("trick 22", "trick 23"),
                                  "'He may not keep it longer than while he still has 3 "
                                  "cards in hand' (Nyeste Danske Spillebog, 1829)."),
        "excuse_lead": Option(False, (False, True),
                              "Open question 2 / Play 5e: the Sküs may not be led (only "
                              "when forced at its deadline); 'with some' it may be led as "
                              "a tarok", "Leading the Sküs",
                              ("only when it must be played", "allowed, as a tarok"),
                              "'With some it is allowed to lead the Sküs as a Taroc' "
                              "(Nyeste Danske Spillebog, 1829)."),
        "no_trick_bonus": Option(True, (True, False),
                                 "Open question 16: P4, 26 from each to a player without a "
                                 "trick; off as in the older game", "No trick",
                                 ("receives 26 from each", "no bonus"),
                                 "A player who takes no trick receives 26 from each of "
                                 "the others instead of the card points."),
        "half_cavalry": Option(5, (5, 10),
                               "Open question 4: a half cavallerie 5; the book's 'half "
                               "scused cavallerie' 10 as the alternative",
                               "Half cavalry", ("5 from each", "10 from each"),
                               "King and two figures of a suit with the Sküs for the "
                               "missing one."),
        "honours": Option("standard", ("standard", "seven_kings"),
                          "Variant V-7 (L137-147): the newer '7 Kings and matadors from "
                          "below' in place of the matadors and the kings (off by default)",
                          "Honours", ("matadors and kings",
                                      "7 Kings and matadors from above and below"),
                          "A 'recently invented' scheme: the four kings, the Mond, the Pagat "
                          "and the Sküs count as seven Kings, and runs count from the Pagat "
                          "up as well (Nyeste Danske Spillebog, 1829)."),
        "ten_taroks": Option("declared", ("declared", "with_26"),
                             "H2 and H2': ten taroks paid at declaration, or 'with many' "
                             "only to a holder who makes 26 card points",
                             "Ten taroks", ("paid when declared",
                                            "paid only with 26 card points"),
                             "'With many' the ten taroks are paid only if their holder "
                             "has won more than 25 points (Nyeste Danske Spillebog, 1829)."),
        "kings_lost": Option(False, (False, True),
                             "Variant V-K (L247-253): a king captured pays 5 (10 in the "
                             "last trick), the Pagat counted double, Pagat and Mond in the "
                             "last two tricks 30", "Kings lost",
                             ("not paid", "paid, the Pagat double"),
                             "'Many also play' that a captured king costs 5, in the last "
                             "trick 10 (Nyeste Danske Spillebog, 1829)."),
        "few_taroks": Option(False, (False, True),
                             "Deal 4 (L158-159): a hand with fewer than 3 tarok cards "
                             "voids the deal (option, off)", "A hand with one or two taroks",
                             ("is played", "is dealt again"),
                             "'Some also play' that the deal counts for nothing when a "
                             "player has only 1 or 2 taroks."),
    }
    strategy = Strategy(
        goal_for_declarer=False,
        contracts={FREE_PLAY: ContractPlan(alone=True, talon=False, raised=False,
                                           ultimo_taroks=9, ultimo_high=3)},
        game_target=3 * TARGET + 1, bidding="none",
        conventions=frozenset({"hunt_pagat", "no_trick_plan",  # items 2, 10
                               "pagat_in_early",  # item 4: where the Pagat surely wins
                               "scat_unprotected"}),  # item 9: courts without King, a void
        holdings=("matadors", "taroks", "cavalry", "half_cavalry", "scused_cavalry",
                  "four_kings", "three_kings_skus", "honneurs", "seven_kings", "run_above",
                  "run_below", "run_above_scused", "run_below_scused"),
        thresholds={
            "keep_suits_taroks": 9,  # item 1: plan the Pagat ultimo with 8 taroks besides it
            "long_suit": 6,  # a long suit of a 25-card hand, as Grosstarok's Peitsche
            "vole_taroks": 99,  # no Vole here: the Sküs is never laid away for one
            "vole_run": 99,
            "misere_taroks": 0,
            "misere_highest": 0,
            "excuse_margin": 1,  # item 7: plan the Sküs by trick 22, not at the last moment
            "hunt_pagat_taroks": 5,  # item 2: "several" taroks to force the Pagat with
            "scat_void": 3,  # item 9b: "a bonus for each void", about a court's points
            "no_trick_taroks": 3,  # item 10: very few and low taroks play for no trick
            "no_trick_highest": 9,
        })

    visibility_class = DanishTarokVisibility
    seating_class = DanishTarokSeating

    # --- seats and deal ------------------------------------------------------------------------
    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """To the left from the dealer's left, the dealer last (Play 1, open question 9);
        with four the seat opposite the dealer sits out (open question 14)."""
        n = self.n_seats
        left = [(dealer - i) % n for i in range(1, n)]
        if n == 4:
            left.remove((dealer + 2) % 4)
        return (*left, dealer)

    def needs_redeal(self, state: GameState) -> bool:
        """Option `few_taroks` (Deal 4): fewer than 3 tarok cards, the Sküs counted, in a
        hand as dealt."""
        return self.settings["few_taroks"] and any(
            sum(1 for c in state.hands[s] if is_trump(c)) < 3 for s in state.active)

    def build_phases(self):
        return {
            DEAL: ProgramDeal(self, self.dealer_packets),
            SCAT: Scat(self.scat_size, self._scat_refusal, lambda state, card: False,
                       self.rules_file + " Talon"),
            DECLARE: DeclarationRound(self._held, lambda state, seat: False,
                                      self.rules_file + " Announcements",
                                      order=self.declaring_order, proves=DeclarationProof(
                                          self.declarable, honour_cards, partial(
                                              excluded_by, self.declarable,
                                              cards=self.pack.cards))),
            PLAY: ExcuseTrickPlay(self.pack, leadable=self.settings["excuse_lead"],
                                  deadline=self.settings["excuse_deadline"], late=FORCED,
                                  rule=self.rules_file + " Play 5",
                                  lowest_if_no_blank=True),
        }

    @staticmethod
    def declaring_order(state: GameState) -> tuple[int, ...]:
        """The dealer first, then to the left (open question 8)."""
        return (state.dealer, *state.active[:-1])

    def next_phase(self, state: GameState) -> PhaseName:
        if state.phase == DEAL:
            state.contract = FREE_PLAY  # Contracts: none, all play every deal
        following: dict[str, PhaseName] = {DEAL: SCAT, SCAT: DECLARE, DECLARE: PLAY}
        return following.get(state.phase, DONE)

    # --- the Scat (Talon) ----------------------------------------------------------------------
    def _scat_refusal(self, state: GameState, card: Card) -> R.Refusal | None:
        """Talon 1-3: no king; no tarok card (the Sküs counted), except the Pagat from
        exactly three tarok cards with it, and any of them when they are the Pagat, the
        Sküs and one tarok (b). Rule 2 (nothing later declared) holds by itself: honours are
        judged on the hand after the Scat."""
        rule = self.rules_file + " Talon"
        if is_king(card):
            return R.Refusal(R.MAY_NOT_DISCARD_KING, rule, {"card": card})
        if not is_trump(card):
            return None
        held = TAROKS.intersection(state.dealt[state.dealer])
        if len(held) == 3 and PAGAT in held and (card == PAGAT or SKUS in held):
            return None
        return R.Refusal(SCAT_TAROK, rule, {"card": card})

    # --- honours -------------------------------------------------------------------------------
    def _held(self, state: GameState, seat: int) -> list[str]:
        return self.declarable(state.hands[seat])

    def declarable(self, hand) -> list[str]:
        """The honours a hand holds (danish-tarok.md "Honours"; V-7 replaces some)."""
        items = honour_items(hand)
        if self.settings["honours"] == "seven_kings":  # V-7 replaces H1, H1+, H7, H8
            replaced = ("matadors", "four_kings", "three_kings_skus")
            items = [i for i in items if Item.parse(i).kind not in replaced]
            items += seven_kings_items(hand)
        return items

    def _honour_value(self, item: str) -> int:
        return honour_value(item, self.settings["half_cavalry"])

    # --- settlement ----------------------------------------------------------------------------
    def score_goal(self) -> ScoreGoal | None:
        """Each must count 26 of the 78 "if he does not want to lose" (Goal, L245-246)."""
        return ScoreGoal("over_a_third", (("par", TARGET), ("total", 3 * TARGET)))

    def points(self, state: GameState, seat: int) -> int:
        """His pile and, for the dealer, his Scat, in packets of three (Counting)."""
        return packet_points(state.won[seat] + state.discards[seat], self.packet)

    @staticmethod
    def tricks_won(state: GameState) -> dict[int, int]:
        return {s: sum(1 for t in state.tricks if t.winner == s) for s in state.active}

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        active = list(state.active)
        others = {s: [o for o in active if o != s] for s in active}
        points = {s: self.points(state, s) for s in active}
        for seat, items in declared(state).items():  # Scoring 1
            for item in items:
                if Item.parse(item).kind == "taroks" and self.settings["ten_taroks"] == "with_26" \
                        and points[seat] < TARGET:
                    continue  # H2': 'with many' paid only with 26 card points
                ledger.from_all_others(Item.parse(item).kind, seat, others[seat],
                                       self._honour_value(item), claim=item)
        for item, seat, value in pagat_events(state, self.settings["kings_lost"]):
            Grosstarok._pay(ledger, item, seat, others[seat], value)  # Scoring 2
        won = self.tricks_won(state)
        trickless = [s for s in active if won[s] == 0]
        if trickless and self.settings["no_trick_bonus"]:  # Scoring 4
            for seat in trickless:
                Grosstarok._pay(ledger, "no_trick", seat, others[seat], NO_TRICK)
        else:  # Scoring 3
            for payer, receiver, units in card_payments(points):
                Grosstarok._pay(ledger, "card_points", receiver, [payer], units)
        return {"items": ledger.items, "totals": ledger.totals(), "contract": FREE_PLAY,
                "declarer": None, "par": {"par": TARGET, "total": 3 * TARGET},
                "seat_points": {str(s): p for s, p in points.items()},
                "tricks_won": {str(s): n for s, n in won.items()}}
