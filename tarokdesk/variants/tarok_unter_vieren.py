"""Tarok unter Vieren (Ulmann, Part III "3. Das Tarok unter Vieren"), specified in
rules/tarok-unter-vieren.md: Grosstarok among four. Form (a): the opposite players partners;
each gets 19 cards, the dealer 21 and lays 2 away; Grosstarok's announcements are paid by all
three others; the party with 40 or more card points scores its points above 39 into a rubber
("Partie") of four deals needing 36, paid single, double (72, or the others at nothing) or
fourfold (both); the surplus above 36 is carried into the next rubber. Form (b), option
`form`: a called king or one against three (unter_vieren_called.py), with the 76-card pack
(18 each, the dealer 22 laying 4 away) unless the `pack` option says otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from tarokdesk.cards.card import SKUS, SUITS, Card, is_king, suit_card
from tarokdesk.cards.packs import PACKS
from tarokdesk.cards.points import pile_thirds, points_from_thirds
from tarokdesk.core.actions import Item
from tarokdesk.core.deal import DEAL
from tarokdesk.core.facts import Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sitting import CarrySheet, Sitting
from tarokdesk.core.variant import ContractPlan, DealSchedule, Option, ScoreGoal, Strategy
from tarokdesk.rules.announcements import DECLARE, DECLARED, DeclarationRound, declared, \
    declared_shown
from tarokdesk.rules.auction import BID, DuelAuction
from tarokdesk.rules.calling import CALL, CALLED_SEEN, KEY as CALLED, PARTNER, CallPartner
from tarokdesk.rules.carry_steps import DEALS, POINTS, count_key, step
from tarokdesk.rules.dealing import SCAT, ProgramDeal, Scat
from tarokdesk.rules.exchange import PUBLIC as EXCHANGES_SHOWN, REQUEST, CardRequest, shown
from tarokdesk.rules.excuse import EXCUSE_KEY, EXCUSE_SEEN, POWERLESS, ExcuseTrickPlay
from tarokdesk.rules.seen import FIXED_PARTNERS
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.variants.grosstarok import Grosstarok, GrosstarokVisibility, item_value
from tarokdesk.variants.unter_vieren_called import (
    BIDS, CALL_KING, EXCHANGE, SOLO, counted_items, exchange_fee, party, settle_called,
)

RULES = "tarok-unter-vieren.md"
PARTNERS_PLAY = "partners"
WIN, RUBBER, DOUBLE = 40, 36, 72
"""Counting (a): 40 of 78 wins the deal; Scoring (a): 36 in four deals wins the rubber,
72 doubles it."""
PACK_PLAN = {
    78: (DealSchedule(talon_parts=(), packets=(5, 5, 5, 4)), (5, 5, 5, 6), 2, 14, 39, 119),
    76: (DealSchedule(talon_parts=(), packets=(5, 5, 4, 4)), (5, 5, 4, 8), 4, 13, 38, 117),
}
"""Per pack (Deal, Counting): the packets, the dealer's packets, the Scat, the Excuse's last
trick (open question 6: not in the last five), the points a winner scores above, and the
card points (in thirds) that win: 40 of 78 (a 39-39 tie wins nothing), 39 of 77 1/3 (open
question 2: the OCR's "60" read as 38)."""
DEFAULT_PACK = {"a": 78, "b": 76}
"""At a glance: form (a) plays the 78 cards, form (b) the 76 without the black aces."""
DEALS_PER_RUBBER = 4
STAKE = 1
"""Scoring (a) 3: the rubber stake, one unit from each loser to one winner."""


SEATS = ((0, 2), (1, 3))
"""The seats of each side."""


def side_of(seat: int) -> int:
    """The opposite players are partners: seats 0 and 2, 1 and 3."""
    return seat % 2


def points_key(side: int) -> str:
    """The count of a side's points in the rubber (rules/carry_steps.py)."""
    return count_key(POINTS, SEATS[side])


def rubber_close(scores: dict[int, int]) -> tuple[int | None, int, dict[int, int]]:
    """Scoring (a) 2-3 after the fourth deal: (winning side or None, the rubber's factor,
    the totals carried into the next rubber)."""
    reached = [side for side, score in scores.items() if score >= RUBBER]
    if not reached:
        return None, 0, dict(scores)  # nobody reached 36: both totals go on
    winner = max(reached, key=lambda s: scores[s])
    if len(reached) == 2 and scores[0] == scores[1]:
        return None, 0, {0: scores[0] - RUBBER, 1: scores[1] - RUBBER}
    loser = 1 - winner
    factor = (2 if scores[winner] >= DOUBLE else 1) * (2 if scores[loser] == 0 else 1)
    return winner, factor, {winner: scores[winner] - RUBBER, loser: 0}


class TarokUnterVierenVisibility(GrosstarokVisibility):
    """What each seat sees at the table of Tarok unter Vieren beyond the general law."""

    variant: TarokUnterVieren

    def public_extra(self, state: GameState, seat: int) -> Facts:
        info = Facts()
        info[DECLARED] = declared_shown(state)
        info[EXCUSE_SEEN] = state.extra.get(EXCUSE_KEY)
        if self.variant.form == "a":
            info[FIXED_PARTNERS] = {str(s): (s + 2) % 4 for s in range(4)}
            return info
        called = state.extra.get(CALLED)
        players = party(state) if state.contract else []
        partner = players[1] if len(players) == 2 else None
        played = any(card == called for trick in state.tricks for _, card in trick.plays) \
            or any(card == called for _, card in state.trick)
        info[CALLED_SEEN] = called
        info[PARTNER] = partner if partner is not None and (seat == partner or played) \
            else None  # Play: the called king reveals the partnership
        info[EXCHANGES_SHOWN] = shown(state, seat)
        return info


class TarokUnterVierenSitting(Sitting["TarokUnterVieren"]):
    """What a session of Tarok unter Vieren carries from one deal to the next."""

    def initial_carry(self) -> dict:
        if self.variant.form == "b":
            return {}  # Scoring (b): every deal is paid by itself
        return {"scores": {"0": 0, "1": 0}, "deals": 0}

    def carry_sheet(self, carry: dict) -> CarrySheet | None:
        if self.variant.form == "b":
            return None
        seats = {seat: (str(carry["scores"][str(side_of(seat))]),) for seat in range(4)}
        return CarrySheet("rubber_sheet", ("deal_score",), seats,
                          (("deals_played", f"{carry['deals']} / {DEALS_PER_RUBBER}"),),
                          "deal_units", "deal_score")

    def carry_counts(self, carry: dict) -> dict[str, int]:
        if self.variant.form == "b":
            return {}
        return {**{points_key(side): carry["scores"][str(side)] for side in (0, 1)},
                DEALS: carry["deals"]}


class TarokUnterVieren(Grosstarok):
    id = "tarok-unter-vieren"
    name = "Tarok unter Vieren"
    presentation = replace(
        Grosstarok.presentation,
        summary="Grosstarok for four: partners opposite each other play rubbers of four deals, or "
                "a declarer bids.",
        aliases=("Tarok among four",),
        terms={**Grosstarok.presentation.terms, "deal_units": "Settled per deal",
               PARTNERS_PLAY: "partners against partners", "rubber": "rubber won",
               "rubber_sheet": "Rubber", "deal_score": "Score", "deals_played":
               "deals played", CALL_KING: "king called", EXCHANGE: "alone with a card demanded",
               SOLO: "Solo", "card_fee": "card demanded", "game": "the game",
               "matador_continuation": "matadors continued by the partner"},
        explain={**Grosstarok.presentation.explain,
                 EXCHANGE: "You play alone against the three others after demanding one card "
                           "of your choice (not the Sküs) from an opponent, who gets a card back "
                           "and is paid for it. You need more than half of the card points."},
    )
    rules_file = RULES
    book = "Ulmann, Tarok unter Vieren"
    seat_counts = (4,)
    deal = PACK_PLAN[78][0]
    dealer_packets = PACK_PLAN[78][1]
    """Deal (a): 19 each, the dealer 21, of which he lays 2 into the Scat."""
    excuse_deadline = 14
    """Play, open question 6: not in the last five of the 19 tricks."""
    options = {
        "form": Option("a", ("a", "b"),
                       "The book's two forms: (a) fixed partners and a rubber, (b) calling "
                       "a king or one against three", "Form",
                       ("(a) fixed partners, a rubber of four deals",
                        "(b) a called king, or one against three"),
                       "In (a) the opposite players are partners for the whole rubber; in "
                       "(b) the Vorhand calls a king, plays alone with one card demanded, "
                       "or plays Solo (Ulmann, Part III)."),
        "pack": Option("by_form", ("by_form", 78, 76),
                       "At a glance: (a) deals 78 cards, (b) 76 without the black aces",
                       "Pack", ("as the form: (a) 78, (b) 76 cards", "78 cards",
                                "76 cards, without the black aces"),
                       "The book plays form (a) with all 78 cards and form (b) without the "
                       "aces of spades and clubs (Ulmann, Part III)."),
        "threshold": Option(38, (38, 39),
                            "Open question 2: the OCR's 'above 60' read as 38 (win with 39 of "
                            "77 1/3), or as 39 (win with 40); the 76-card pack only",
                            "Points paid above (76 cards)",
                            ("38: the party with 39 wins", "39: the party with 40 wins"),
                            "The book's figure is misprinted; half of the 77 1/3 points "
                            "suggests 38 (Ulmann, Part III)."),
        "matador_minimum": Grosstarok.options["matador_minimum"],
        "half_cavalry": Grosstarok.options["half_cavalry"],
        "scat_taroks_shown": Grosstarok.options["scat_taroks_shown"],
    }
    strategy = Strategy(
        goal_for_declarer=False,
        contracts={PARTNERS_PLAY: ContractPlan(alone=False, talon=False, raised=False,
                                               ultimo_taroks=11, ultimo_high=5)},
        game_target=3 * WIN - 2, bidding="none",
        thresholds=Grosstarok.strategy.thresholds)
    called_strategy = Strategy(
        contracts={CALL_KING: ContractPlan(alone=False, talon=False, raised=False,
                                           ultimo_taroks=11, ultimo_high=5),
                   EXCHANGE: ContractPlan(alone=True, talon=True, raised=True,
                                          ultimo_taroks=11, ultimo_high=5),
                   SOLO: ContractPlan(alone=True, talon=False, raised=True,
                                      ultimo_taroks=11, ultimo_high=5)},
        game_target=117, bidding="card_points",  # the threshold option may move it
        thresholds={**Grosstarok.strategy.thresholds,
                    # Strategy 2-4: the expected card points (a called partner counted as
                    # two cards demanded) each contract asks of an 18-card hand.
                    f"bid_{CALL_KING}": 27, f"bid_{EXCHANGE}": 38, f"bid_{SOLO}": 42,
                    "solo_voids": 1})
    """Form (b)'s ladder for the players: the card-points evaluator of Tarok-L'Hombre."""

    visibility_class = TarokUnterVierenVisibility
    sitting_class = TarokUnterVierenSitting

    def __init__(self, options=None, n_seats=None):
        settings = self.resolve_options(options or {})
        self.form = settings["form"]
        size = DEFAULT_PACK[self.form] if settings["pack"] == "by_form" else settings["pack"]
        self.pack = PACKS[f"tarok-{size}"]
        (self.deal, self.dealer_packets, self.scat_size, self.excuse_deadline,
         self.base, self.win_thirds) = PACK_PLAN[size]
        if size == 76:  # open question 2: win with one point above the threshold
            self.base, self.win_thirds = settings["threshold"], 3 * settings["threshold"] + 3
        if self.form == "b":
            self.strategy = replace(self.called_strategy, game_target=self.win_thirds)
        super().__init__(options, n_seats)

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """All four, to the left from the Vorhand on the dealer's left, the dealer last; the
        deal passes to the left as in Grosstarok (At a glance, recommended)."""
        return tuple((dealer - i) % 4 for i in range(1, 4)) + (dealer,)

    def build_phases(self):
        phases = {
            DEAL: ProgramDeal(self, self.dealer_packets),
            SCAT: Scat(self.scat_size, self._scat_refusal,
                       lambda state, card: self.visibility.discard_shown(card),
                       RULES + " Talon"),
            DECLARE: DeclarationRound(self._held, lambda state, seat: False,
                                      RULES + " Announcements", proves=self.declaration_proof()),
            PLAY: ExcuseTrickPlay(self.pack, deadline=self.excuse_deadline, late=POWERLESS),
        }
        if self.form == "b":
            phases.update({
                BID: DuelAuction(BIDS, self._openings, self._raises, False,
                                 RULES + " Contracts and bidding"),
                CALL: CallPartner(lambda state: [suit_card(s, "K") for s in SUITS],
                                  RULES + " Contracts and bidding"),
                REQUEST: CardRequest(self.pack, lambda state: 1, exchange_fee,
                                     RULES + " Contracts and bidding", frozenset({SKUS}),
                                     self.visibility.discard_shown),
            })
        return phases

    @staticmethod
    def _openings(state: GameState, seat: int):
        """Contracts, recommended completion: a hand with all four kings cannot call."""
        kings = sum(1 for card in state.hands[seat] if is_king(card))
        return BIDS[1:] if kings == 4 else BIDS

    @staticmethod
    def _raises(state: GameState, seat: int, current: str):
        """Only a higher contract takes the game over; the earlier player may hold."""
        return BIDS[BIDS.index(current) + 1:]

    def next_phase(self, state: GameState) -> PhaseName:
        phase = state.phase
        if phase == DEAL:
            if self.form == "a":
                state.contract = PARTNERS_PLAY  # no contracts: the parties play every deal
            return SCAT
        if phase == SCAT:
            return DECLARE if self.form == "a" else BID
        if phase == BID:
            if state.contract is None:
                return DONE  # all four pass: thrown in
            after_bid: dict[str, PhaseName] = {CALL_KING: CALL, EXCHANGE: REQUEST}
            return after_bid.get(state.contract, DECLARE)
        if phase in (CALL, REQUEST):
            return DECLARE
        if phase == DECLARE:
            return PLAY
        return DONE

    def _held(self, state: GameState, seat: int) -> list[str]:
        items = super()._held(state, seat)
        return items if self.form == "a" else counted_items(items, state.hands[seat])

    def declarable(self, hand: Sequence[Card]) -> list[str]:
        items = super().declarable(hand)
        return items if self.form == "a" else counted_items(items, list(hand))

    # --- settlement ----------------------------------------------------------------------------
    def score_goal(self) -> ScoreGoal | None:
        """Form (a): a side winning a deal scores its card points over the threshold, and 36
        in a partie of four deals win it (Scoring, form (a) 1-2); in form (b) a declarer's
        side plays for a target."""
        if self.form == "b":
            return None
        return ScoreGoal("side_partie", (("win", -(-self.win_thirds // 3)), ("over", self.base),
                                         ("target", RUBBER), ("deals", DEALS_PER_RUBBER)))

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        if self.form == "b" and state.contract is None:
            return {"items": [], "totals": ledger.totals(), "contract": None, "declarer": None}
        others = {s: [o for o in state.active if o != s] for s in state.active}
        for seat, items in declared(state).items():  # Announcements (a), (b): all three pay
            for item in items:
                ledger.from_all_others(Item.parse(item).kind, seat, others[seat],
                                       item_value(item), claim=item)
        if self.form == "b":
            result = settle_called(state, ledger, self.base, self.win_thirds)
            return {"items": ledger.items, "totals": ledger.totals(),
                    "contract": state.contract, "declarer": state.declarer, **result}
        points = {side: self._side_points(state, side) for side in (0, 1)}
        carry = state.carry or self.sitting.initial_carry()
        scores = {int(side): value for side, value in carry["scores"].items()}
        winner = next((side for side in (0, 1)
                       if self._side_thirds(state, side) >= self.win_thirds), None)
        steps = []
        for told in (0, 1):  # each side's card points told, only the winner's scoring
            gain = points[told] - self.base if told == winner else 0  # Scoring (a) 1
            scores[told] += gain
            steps.append(step("partie_points", {points_key(told): gain} if gain else {},
                              seats=list(SEATS[told]), points=gain, made=points[told],
                              half=self.base))
        deals = carry["deals"] + 1
        steps.append(step("deal_counted", {DEALS: 1}, number=deals, of=DEALS_PER_RUBBER))
        summary = {"code": "partie_standing", "sides": [list(s) for s in SEATS],
                   "scores": [scores[0], scores[1]], "deals": deals, "of": DEALS_PER_RUBBER,
                   "target": RUBBER}
        if deals == DEALS_PER_RUBBER:
            side, factor, closed = rubber_close(scores)
            winners = None if side is None else list(SEATS[side])
            if side is not None:
                ledger.between_sides("rubber", list(SEATS[side]), list(SEATS[1 - side]),
                                     STAKE * factor)
            steps.append(step("partie_won" if side is not None else "partie_open",
                              {**{points_key(s): closed[s] - scores[s] for s in (0, 1)},
                               DEALS: -deals}, winners=winners, factor=factor,
                              scores=[scores[0], scores[1]], carried=[closed[0], closed[1]],
                              units=STAKE * factor))
            summary = {"code": "partie_closed", "sides": summary["sides"],
                       "scores": summary["scores"], "winners": winners,
                       "units": STAKE * factor}
            scores, deals = closed, 0
        return {"items": ledger.items, "totals": ledger.totals(), "contract": PARTNERS_PLAY,
                "declarer": None,
                "seat_points": {str(s): points[side_of(s)] for s in state.active[:2]},
                "sides": [list(s) for s in SEATS], "side_points": [points[0], points[1]],
                "carry": {"scores": {str(s): v for s, v in scores.items()}, "deals": deals},
                "carry_steps": steps, "carry_summary": summary}

    @staticmethod
    def _side_thirds(state: GameState, side: int) -> int:
        """The party's tricks and, for the dealer's party, the Scat, in exact thirds."""
        return pile_thirds([c for s in range(4) if side_of(s) == side
                            for c in state.won[s] + state.discards[s]])

    def _side_points(self, state: GameState, side: int) -> int:
        """Rounded (Counting: tricks of four cards)."""
        return points_from_thirds(self._side_thirds(state, side))
