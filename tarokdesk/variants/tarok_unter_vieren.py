"""Tarok unter Vieren, form (a) (Ulmann, Part III "3. Das Tarok unter Vieren"), specified in
rules/tarok-unter-vieren.md: Grosstarok among four, the opposite players partners. Each gets
19 cards, the dealer 21 and lays 2 away; Grosstarok's announcements are paid by all three
others; the party with 40 or more card points scores its points above 39 into a rubber
("Partie") of four deals needing 36, paid single, double (72, or the others at nothing) or
fourfold (both); the surplus above 36 is carried into the next rubber.
"""

from __future__ import annotations

from tarokdesk.cards.card import is_trump
from tarokdesk.cards.points import pile_thirds, points_from_thirds
from tarokdesk.core.deal import DEAL
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import DONE, CarrySheet, ContractPlan, DealSchedule, Strategy
from tarokdesk.rules.announcements import DECLARE, DeclarationRound, declared
from tarokdesk.rules.dealing import SCAT, ProgramDeal, Scat
from tarokdesk.rules.excuse import EXCUSE_KEY, POWERLESS, ExcuseTrickPlay
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.variants.grosstarok import Grosstarok, item_value

RULES = "tarok-unter-vieren.md"
PARTNERS_PLAY = "partners"
WIN, RUBBER, DOUBLE = 40, 36, 72
"""Counting (a): 40 of 78 wins the deal; Scoring (a): 36 in four deals wins the rubber,
72 doubles it."""
DEALS_PER_RUBBER = 4
STAKE = 1
"""Scoring (a) 3: the rubber stake, one unit from each loser to one winner."""


def side_of(seat: int) -> int:
    """The opposite players are partners: seats 0 and 2, 1 and 3."""
    return seat % 2


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


class TarokUnterVieren(Grosstarok):
    id = "tarok-unter-vieren"
    name = "Tarok unter Vieren"
    aliases = ("Tarok among four",)
    terms = {**Grosstarok.terms, PARTNERS_PLAY: "partners against partners", "rubber": "rubber won",
             "rubber_sheet": "Rubber", "deal_score": "this rubber", "deals_played":
             "deals played"}
    rules_file = RULES
    book = "Ulmann, Tarok unter Vieren"
    seat_counts = (4,)
    deal = DealSchedule(talon_parts=(), packets=(5, 5, 5, 4))
    dealer_packets = (5, 5, 5, 6)
    """Deal (a): 19 each, the dealer 21, of which he lays 2 into the Scat."""
    excuse_deadline = 14
    """Play, open question 6: not in the last five of the 19 tricks."""
    options = {"matador_minimum": Grosstarok.options["matador_minimum"],
               "half_cavalry": Grosstarok.options["half_cavalry"]}
    strategy = Strategy(
        contracts={PARTNERS_PLAY: ContractPlan(alone=False, talon=False, raised=False,
                                               ultimo_taroks=11, ultimo_high=5)},
        game_target=3 * WIN - 2, bidding="none",
        thresholds=Grosstarok.strategy.thresholds)

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """All four, to the left from the Vorhand on the dealer's left, the dealer last."""
        return tuple((dealer - i) % 4 for i in range(1, 4)) + (dealer,)

    def build_phases(self):
        return {
            DEAL: ProgramDeal(self, self.dealer_packets),
            SCAT: Scat(2, self._scat_refusal, lambda state, card: is_trump(card),
                       RULES + " Talon"),
            DECLARE: DeclarationRound(self._held, lambda state, seat: False,
                                      RULES + " Announcements"),
            PLAY: ExcuseTrickPlay(self.pack, deadline=self.excuse_deadline, late=POWERLESS),
        }

    def next_phase(self, state: GameState) -> str:
        if state.phase == DEAL:
            state.contract = PARTNERS_PLAY  # no contracts: the two parties play every deal
            return SCAT
        if state.phase == SCAT:
            return DECLARE
        if state.phase == DECLARE:
            return PLAY
        return DONE

    def public_extra(self, state: GameState, seat: int) -> dict:
        return {"declared": {str(s): items for s, items in declared(state).items()},
                "partners": {str(s): (s + 2) % 4 for s in range(4)},
                "excuse": state.extra.get(EXCUSE_KEY)}

    # --- C4: the rubber ----------------------------------------------------------------------
    def initial_carry(self) -> dict:
        return {"scores": {"0": 0, "1": 0}, "deals": 0}

    def carry_sheet(self, carry: dict) -> CarrySheet:
        seats = {seat: (str(carry["scores"][str(side_of(seat))]),) for seat in range(4)}
        return CarrySheet("rubber_sheet", ("deal_score",), seats,
                          (("deals_played", f"{carry['deals']} / {DEALS_PER_RUBBER}"),))

    # --- settlement ----------------------------------------------------------------------------
    def settle(self, state: GameState) -> dict:
        ledger = Ledger(state.n_seats)
        others = {s: [o for o in state.active if o != s] for s in state.active}
        for seat, items in declared(state).items():  # Announcements (a): all three pay
            for item in items:
                ledger.from_all_others(item.partition(":")[0], seat, others[seat],
                                       item_value(item), claim=item)
        points = {side: self._side_points(state, side) for side in (0, 1)}
        carry = state.carry or self.initial_carry()
        scores = {int(side): value for side, value in carry["scores"].items()}
        winner = next((side for side in (0, 1) if points[side] >= WIN), None)
        if winner is not None:
            scores[winner] += points[winner] - (WIN - 1)  # Scoring (a) 1
        deals = carry["deals"] + 1
        if deals == DEALS_PER_RUBBER:
            side, factor, scores = rubber_close(scores)
            if side is not None:
                winners = [s for s in range(4) if side_of(s) == side]
                losers = [s for s in range(4) if side_of(s) != side]
                ledger.between_sides("rubber", winners, losers, STAKE * factor)
            deals = 0
        return {"items": ledger.items, "totals": ledger.totals(), "contract": PARTNERS_PLAY,
                "declarer": None,
                "seat_points": {str(s): points[side_of(s)] for s in state.active[:2]},
                "carry": {"scores": {str(s): v for s, v in scores.items()}, "deals": deals}}

    @staticmethod
    def _side_points(state: GameState, side: int) -> int:
        """The party's tricks and, for the dealer's party, the Scat; exact thirds rounded
        (Counting: tricks of four cards)."""
        pile = [c for s in range(4) if side_of(s) == side
                for c in state.won[s] + state.discards[s]]
        return points_from_thirds(pile_thirds(pile))
