"""Danish Tarok for four (*Nyeste Danske Spillebog*, 1829, "Taroc imellem 4 Personer"),
specified in rules/danish-tarok-four.md with danish-tarok.md (the three-player chapter, whose
rules are carried over), 00-general.md and tarok-codex.md.

Form `partners` (the default): two fixed partnerships of two, partners opposite; 19 cards
each, the dealer 21 laying 2 away as his Scat; honours declared from the dealer and paid by
each opponent; 19 tricks with the Scus as the Excuse (no exchange inside a partnership);
counted in packets of four (72 a deal, 36 the half); each deal's surplus goes on a partie
sheet of four deals, which pays one stake, double for a Reale or a partie without points
for the losers, triple for both; partners change every two parties, six parties a sitting.
The partners always sit opposite (seats 0-2 against 1-3): at each change two persons change
seats (C5 seating by persons, `seating`), so the sheet and the totals follow the persons.

Form `quadrille` ("Taroc played like Quadrille", danish_quadrille.py): 76 cards, the dealer
asks (calls a King) or plays Mediateur, or passes; 128 points uncovered, 64 the half.
Both forms deal and play to the left and pass the deal to the left.
"""

from __future__ import annotations

from functools import partial

from tarokdesk.cards.card import SKUS, is_trump
from tarokdesk.cards.packs import PACKS
from tarokdesk.core.actions import Item
from tarokdesk.core.deal import DEAL
from tarokdesk.core.facts import Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.seating import Seating
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sight import Visibility
from tarokdesk.core.sitting import CarrySheet, Sitting
from tarokdesk.core.variant import (
    ContractPlan, DealSchedule, Option, ScoreGoal, Strategy, Variant,
)
from tarokdesk.rules.announcements import (
    DECLARE, DECLARED, DeclarationProof, DeclarationRound, declared, declared_shown,
)
from tarokdesk.rules.auction import BID, DealerDecides
from tarokdesk.rules.calling import CALL, CALLED_SEEN, KEY as CALLED, PARTNER, CallPartner
from tarokdesk.rules.carry_steps import POINTS
from tarokdesk.rules.counting import packet_points
from tarokdesk.rules.dealing import SCAT, ProgramDeal, Scat
from tarokdesk.rules.exchange import PUBLIC as EXCHANGES_SHOWN, REQUEST, CardRequest, shown
from tarokdesk.rules.excuse import EXCUSE_KEY, EXCUSE_SEEN, FORCED, ExcuseTrickPlay
from tarokdesk.rules.seen import FIXED_PARTNERS
from tarokdesk.rules.honours import excluded_by
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.sheets import PartieRules, PartieSheet
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.variants import danish_quadrille as quadrille
from tarokdesk.variants.danish import pagat_events, quadrille_honours, scat_refusal
from tarokdesk.variants.danish_tarok import (
    DanishTarok, honour_cards, honour_items, honour_value,
)
from tarokdesk.variants.grosstarok import Grosstarok

RULES = "danish-tarok-four.md"
MEDIATEUR = ("You play alone against the three others after having {card} of your choice "
             "given you (any card but the Sküs), paying 10 for the Mond and 5 for any other "
             "and giving a card back. Each opponent pays you what you make over 64 of the 128 "
             "points, and you pay each what you make under.")
"""Quadrille: the Mediateur's game, for `explain` (one card or two)."""
PARTNERS, QUADRILLE = "partners", "quadrille"
PARTNERS_PLAY = "partners"
"""Contracts and bidding: none; side against side, every deal played out."""
COUNTING = {"fours": (4, 36), "threes": (3, 39)}
"""Counting, open question 1: packets of four, 72 a deal and 36 the half (recommended), or
of three as for three players, 78 and 39."""
PARTIE = {"deals": 4, "reale": 36, "parties": 6, "parties_per_pairing": 2}
"""At a glance and Scoring 2-8: four deals a partie, a Reale at a net surplus of 36, six
parties a sitting, the partners changing after every two (L257-260)."""
SIDES = (0, 1, 0, 1)
"""The side of each seat: partners sit opposite (At a glance, Players, recommended)."""
SEATINGS = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 2, 3, 1))
"""The person (by the order entered) at each seat in the three pairings (L257-260: "each of
the 3 possible pairings twice"): persons 1-3, then 1-2, then 1-4 partners, each change made
by two persons swapping seats so that the new partners sit opposite (recommended)."""
DEAL_PLAN = {
    PARTNERS: ("tarok-78", DealSchedule(talon_parts=(), packets=(5, 5, 5, 4)), (5, 5, 5, 6),
               2, 16),
    QUADRILLE: ("tarok-76", DealSchedule(talon_parts=(), packets=(5, 5, 5, 3)), (5, 5, 5, 7),
                4, 15),
}
"""Per form: pack, the packets and the dealer's (Deal 2: 5-5-5-4 with the dealer 6 in the
last round; Quadrille: 5-5-5-3 with the dealer 7), the Scat, and the Scus's last trick
(open question 7: before the last three tricks)."""


class DanishTarokFourVisibility(Visibility["DanishTarokFour"]):
    """What each seat sees at the table of Danish Tarok for four beyond the general law."""

    def public_extra(self, state: GameState, seat: int) -> Facts:
        info = Facts()
        info[DECLARED] = declared_shown(state)
        info[EXCUSE_SEEN] = state.extra.get(EXCUSE_KEY)
        if self.variant.form == PARTNERS:
            sides = SIDES
            info[FIXED_PARTNERS] = {str(s): next(o for o in range(4) if o != s and
                                             sides[o] == sides[s]) for s in range(4)}
            return info
        called = state.extra.get(CALLED)
        players = quadrille.party(state) if state.contract else []
        partner = players[1] if len(players) == 2 else None
        played = any(card == called for trick in state.tricks for _, card in trick.plays) \
            or any(card == called for _, card in state.trick)
        info[CALLED_SEEN] = called
        info[PARTNER] = partner if partner is not None and (seat == partner or played) \
            else None  # Contracts 2: the partner stays unknown until the King is played
        info[EXCHANGES_SHOWN] = shown(state, seat)
        return info


class DanishTarokFourSeating(Seating["DanishTarokFour"]):
    """Who sits where and deals at the table of Danish Tarok for four."""

    person_count: int | None = 4
    """C5: the four persons change seats when partners change (`places`)."""

    def __init__(self, variant: DanishTarokFour) -> None:
        super().__init__(variant)
        if not variant.changes_partners():
            self.person_count = None  # everyone keeps his seat all the sitting

    def next_dealer(self, dealer: int) -> int:
        """The deal passes to the left (open question 7), so each deals once a partie."""
        return (dealer - 1) % 4

    def places(self, draw: dict | None, carry: dict) -> tuple[int, ...]:
        """C5: the person at each seat in the partie the carry is at: a new pairing after
        every two parties (L257-260), its partners opposite."""
        if not self.variant.changes_partners():
            return SEATINGS[0]
        closed = len(carry["partie"]["parties"])
        return SEATINGS[closed // PARTIE["parties_per_pairing"] % len(SEATINGS)]


class DanishTarokFourSitting(Sitting["DanishTarokFour"]):
    """What a session of Danish Tarok for four carries from one deal to the next."""

    def initial_carry(self) -> dict:
        return {} if self.variant.form == QUADRILLE else PartieSheet.opening()

    def session_over(self, carry: dict) -> bool:
        """Scoring 8: the sitting ends after six parties."""
        return self.variant.form == PARTNERS and \
            len(carry["partie"]["parties"]) >= PARTIE["parties"]

    def carry_sheet(self, carry: dict) -> CarrySheet | None:
        if self.variant.form == QUADRILLE:
            return None
        book = carry["partie"]
        sides = SIDES
        seats = {seat: (f"{book['scores'][sides[seat]]:+d}",)  # the sum of the sheet's gains
                 for seat in range(4)}
        partner_of_0 = next(s for s in (1, 2, 3) if sides[s] == sides[0])
        rest = [s for s in (1, 2, 3) if s != partner_of_0]
        return CarrySheet("partie_sheet", ("partie_score",), seats, (
            ("deals_played", f"{book['deals']} / {PARTIE['deals']}"),
            ("parties_played", f"{len(book['parties'])} / {PARTIE['parties']}"),
            ("partners_now", f"{{seat0}} – {{seat{partner_of_0}}}, "
                             f"{{seat{rest[0]}}} – {{seat{rest[1]}}}")), "deal_points",
                           "partie_score", (POINTS,))

    def carry_counts(self, carry: dict) -> dict[str, int]:
        return {} if self.variant.form == QUADRILLE else self.variant.partie_sheet(carry).counts()


class DanishTarokFour(Variant):
    id = "danish-tarok-four"
    name = "Danish Tarok for four"
    presentation = Presentation(
        summary="The Danish Tarok for four: two against two for a partie of four deals, or played "
                "like Quadrille.",
        distinction="two against two, or like Quadrille",
        aliases=("Taroc imellem 4 Personer", "Taroc played like Quadrille"),
        forms={"like Quadrille": {"form": QUADRILLE}},
        terms={
            "deal_points": "Points per deal, units when settled",
            PARTNERS_PLAY: "partners against partners", "scat": "Scat",
            "matadors": "Matadors", "taroks": "Taroks", "cavalry": "Cavalry",
            "half_cavalry": "half cavalry", "scused_cavalry": "scused cavalry",
            "four_kings": "four kings", "three_kings_skus": "three kings and Sküs",
            "pagat_ultimo": "Pagat ultimo", "pagat_captured": "Pagat captured",
            "pagat_captured_last": "Pagat captured in the last trick", "volat": "Volat",
            "partie": "partie won", "partie_sheet": "Partie", "partie_score": "Score",
            "deals_played": "deals played", "parties_played": "parties played",
            "partners_now": "partners",
            quadrille.ASK: "ask for a King", quadrille.MEDIATEUR: "Mediateur, one card",
            quadrille.MEDIATEUR_TWO: "Mediateur, two cards",
            "mediateur_card": "card given to the Mediateur",
            "matador_continuation": "matadors continued by the partner",
            "mediateur_matadors": "the Mediateur's matadors", "game": "the game",
        },
        explain={quadrille.ASK: "You ask for a King you do not hold (with all four, a Queen): "
                                "its holder is your partner, unknown until the card is played. "
                                "Your side is paid what it makes over 64 of the 128 points, and "
                                "pays what it makes under.",
                 quadrille.MEDIATEUR: MEDIATEUR.format(card="one card"),
                 quadrille.MEDIATEUR_TWO: MEDIATEUR.format(card="two cards")},
        acts={quadrille.ASK: "{name} asks for a King"},
        glossary={**DanishTarok.presentation.glossary,
                  "Scat": Grosstarok.presentation.glossary["Scat"],
                  "Mediateur": "The Quadrille game in which the dealer plays alone against three "
                               "after having one or two cards of his choice given him."},
    )
    rules_file = RULES
    book = "Nyeste Danske Spillebog, 1829"
    pack = PACKS["tarok-78"]
    seat_counts = (4,)
    deal = DEAL_PLAN[PARTNERS][1]
    options = {
        "form": Option(PARTNERS, (PARTNERS, QUADRILLE),
                       "The four-player chapter's two games: partnership Taroc (L255-297) and "
                       "Taroc played like Quadrille (L299-323)", "Form",
                       ("two against two, a partie of four deals",
                        "like Quadrille: ask for a King or play Mediateur, 76 cards"),
                       "Partnership Taroc plays two fixed pairs for surpluses over 36; the "
                       "Quadrille game lets the dealer call a King or play alone with a "
                       "card or two given him (Nyeste Danske Spillebog, 1829)."),
        "partners": Option("change", ("change", "fixed"),
                           "At a glance, Session (L257-260): partners change after every two "
                           "parties, or 'Parita firma', the same partners for all six",
                           "Partners", ("change every two parties", "fixed (Parita firma)"),
                           "Six parties make a sitting; each pairing plays two of them, or "
                           "the same partners play all six (Nyeste Danske Spillebog, 1829)."),
        "counting": Option("fours", ("fours", "threes"),
                           "Open question 1: count in packets of four (72, half 36), or in "
                           "threes as for three players (78, half 39)", "Counting",
                           ("packets of four: 72 points, 36 the half",
                            "packets of three: 78 points, 39 the half"),
                           "The book says both 'count as for three' and '36 is the half'; "
                           "counting the tricks of four in fours makes 36 exactly half."),
        "per_point": Option(0, (0, 1),
                            "Surplus points decide the partie only (Scoring 7, default) or "
                            "are also paid one unit each", "Surplus also paid point by point",
                            ("no, they only decide the partie", "yes, one unit a point"),
                            "The book pays the partie; some tables also pay its surplus."),
        "skus_lead": Option(False, (False, True),
                            "Play 4 (L242-243): the Scus may not be led, except at its last "
                            "trick; the house rule 'lead it as a tarock'",
                            "The Sküs may be led", ("no", "yes, as a tarok"),
                            "Some tables let the Sküs be led like a tarok (Nyeste Danske "
                            "Spillebog, 1829)."),
        "few_taroks": Option(False, (False, True),
                             "Deal 3 (L158-159): the house rule that a hand with only 1 or "
                             "2 tarocks voids the deal (recommended: fewer than 3, the Scus "
                             "counted)", "Redeal a hand with fewer than three taroks",
                             ("no", "yes"),
                             "Some tables deal again when a hand holds only one or two "
                             "taroks (Nyeste Danske Spillebog, 1829)."),
        "bidders": Option("dealer", ("dealer", "in_turn"),
                          "Quadrille, open question 1: the dealer decides alone and a pass "
                          "throws the deal in, or the others may then ask or play Mediateur "
                          "in turn from his left", "Who may choose the game (Quadrille)",
                          ("the dealer alone", "the dealer, then the others in turn"),
                          "The book has the dealer choose; some let the others take the "
                          "game when he passes."),
    }
    strategy = Strategy(
        goal_for_declarer=False,
        contracts={PARTNERS_PLAY: ContractPlan(alone=False, talon=False, raised=False,
                                               ultimo_taroks=11, ultimo_high=5)},
        game_target=3 * 37 - 2, bidding="none",
        conventions=frozenset({"mond_for_pagat", "no_king_lead",  # Strategy 1, 2
                               "king_takes", "feed_partners_king",  # 3, 4
                               "small_tarok_no_invitation", "return_partners_taroks",  # 5, 6
                               "queen_after_king", "scat_unprotected",  # 7, 8
                               "force_opponents_pagat"}),  # 10
        thresholds={**Grosstarok.strategy.thresholds,
                    "excuse_margin": 1,  # Strategy 9: plan the Scus by trick 16
                    "few_taroks": 5,  # Strategy 2, 6: "about 5 or fewer" of the 22
                    "feed_king_taroks": 6,  # 4: late when fewer than about 6 are out
                    "partner_draws": 2,  # 5, 6: "led tarocks twice or more"
                    "scat_void": 3,  # 8: a void is worth about a court's points
                    "force_pagat_taroks": 3})  # 10: "few tarocks left" (of ~5.5 a hand)
    quadrille_strategy = Strategy(
        contracts={quadrille.ASK: ContractPlan(alone=False, talon=False, raised=False,
                                               ultimo_taroks=11, ultimo_high=5),
                   quadrille.MEDIATEUR_TWO: ContractPlan(alone=True, talon=True, raised=True,
                                                         ultimo_taroks=11, ultimo_high=5),
                   quadrille.MEDIATEUR: ContractPlan(alone=True, talon=True, raised=True,
                                                     ultimo_taroks=11, ultimo_high=5)},
        game_target=117, bidding="card_points",
        conventions=frozenset({"alone_forces_pagat"}),  # Quadrille Strategy 4
        thresholds={**Grosstarok.strategy.thresholds, "excuse_margin": 1,
                    # Quadrille Strategy 1-3: ask when a partner's help should reach 64 of
                    # 128 (a partner counted as two cards given), Mediateur when one or two
                    # cards would make it alone; pass with very bad cards. Set where the
                    # standard players' own play of each contract gained on average
                    # (300 deals each, the evaluator's expected points).
                    f"bid_{quadrille.ASK}": 19, f"bid_{quadrille.MEDIATEUR_TWO}": 28,
                    f"bid_{quadrille.MEDIATEUR}": 24, "solo_voids": 0})
    """The Quadrille form's ladder for the players: the card-points evaluator."""

    visibility_class = DanishTarokFourVisibility
    seating_class = DanishTarokFourSeating
    sitting_class = DanishTarokFourSitting

    def __init__(self, options=None, n_seats=None):
        settings = self.resolve_options(options or {})
        self.form = settings["form"]
        pack, self.deal, self.dealer_packets, self.scat_size, self.excuse_deadline = \
            DEAL_PLAN[self.form]
        self.pack = PACKS[pack]
        self.packet, self.half = COUNTING[settings["counting"]]
        if self.form == QUADRILLE:
            self.strategy = self.quadrille_strategy
        super().__init__(options, n_seats)

    # --- hooks -------------------------------------------------------------------------------
    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """Dealing and play go to the left (L280), the dealer's left first (open question 7),
        the dealer last."""
        return tuple((dealer - i) % 4 for i in range(1, 4)) + (dealer,)

    def needs_redeal(self, state: GameState) -> bool:
        """Deal 3, house option: a hand with fewer than three tarocks (the Scus counted)."""
        return self.settings["few_taroks"] and any(
            sum(1 for c in state.hands[s] if is_trump(c)) < 3 for s in state.active)

    def build_phases(self):
        phases = {
            DEAL: ProgramDeal(self, self.dealer_packets),
            SCAT: Scat(self.scat_size, scat_refusal(RULES + " Talon"),
                       lambda state, card: False, RULES + " Talon"),
            DECLARE: DeclarationRound(self._held, lambda state, seat: False,
                                      RULES + " Announcements",
                                      DanishTarok.declaring_order,  # carried over: dealer first
                                      DeclarationProof(self.declarable, honour_cards, partial(
                                          excluded_by, self.declarable, cards=self.pack.cards))),
            PLAY: ExcuseTrickPlay(self.pack, leadable=self.settings["skus_lead"],
                                  deadline=self.excuse_deadline, late=FORCED,
                                  same_side=self.same_side if self.form == PARTNERS else None,
                                  rule=RULES + " Play 4"),
        }
        if self.form == QUADRILLE:
            rule = RULES + " Quadrille: Contracts and bidding"
            phases.update({
                BID: DealerDecides(quadrille.CONTRACTS, rule, self._choosers),
                CALL: CallPartner(quadrille.callable_cards, rule),
                REQUEST: CardRequest(self.pack, lambda s: quadrille.CARDS_GIVEN[s.contract],
                                     quadrille.card_fee, rule, frozenset({SKUS})),
            })
        return phases

    def _choosers(self, state: GameState) -> tuple[int, ...]:
        """Quadrille open question 1: the dealer alone (recommended), or the dealer and then
        the others in turn from his left."""
        if self.settings["bidders"] == "dealer":
            return (state.dealer,)
        return (state.dealer,) + state.active[:-1]

    def next_phase(self, state: GameState) -> PhaseName:
        phase = state.phase
        if phase == DEAL:
            if self.form == PARTNERS:
                state.contract = PARTNERS_PLAY
            return SCAT
        if phase == SCAT:
            return DECLARE  # honours are declared when the Scat is laid (L173, L301-303)
        if phase == DECLARE:
            return PLAY if self.form == PARTNERS else BID
        if phase == BID:
            if state.contract is None:
                return DONE  # the dealer passes: thrown in (Quadrille open question 1)
            return CALL if state.contract == quadrille.ASK else REQUEST
        if phase in (CALL, REQUEST):
            return PLAY
        return DONE

    # --- sides and seating (C5) -------------------------------------------------------------
    def changes_partners(self) -> bool:
        return self.form == PARTNERS and self.settings["partners"] == "change"

    def same_side(self, state: GameState, a: int, b: int) -> bool:
        """Partners share their tricks: no exchange of the Scus between them (Play 4). In the
        Quadrille form the Scus is always exchanged, since leaving it out would show a
        partnership not yet known (the blank stays within the party all the same)."""
        return SIDES[a] == SIDES[b]

    def _held(self, state: GameState, seat: int) -> list[str]:
        return self.declarable(state.hands[seat])

    def declarable(self, hand) -> list[str]:
        """The honours a hand holds (the Quadrille form: its short list)."""
        if self.form == QUADRILLE:  # Quadrille Announcements: the short list (L301-303)
            return quadrille_honours(hand)
        return honour_items(hand)  # the three-player honours (recommended)

    # --- C4: the partie ---------------------------------------------------------------------
    def partie_rules(self) -> PartieRules:
        return PartieRules(deals=PARTIE["deals"], per_point=self.settings["per_point"],
                           double_below=1, reale=PARTIE["reale"])

    def surpluses(self, points: list[int]) -> list[int]:
        """Scoring 1: each side's surplus over the half (36), what it adds to the sheet."""
        return [max(0, p - self.half) for p in points]

    # --- settlement ----------------------------------------------------------------------------
    def score_goal(self) -> ScoreGoal | None:
        """The partners' side counts its surplus over the half towards the partie of four
        deals (Goal, Scoring 1-2); in the Quadrille a declarer's side plays for a target."""
        if self.form != PARTNERS:
            return None
        return ScoreGoal("side_surplus", (("half", self.half), ("total", 2 * self.half),
                                          ("deals", PARTIE["deals"])))

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        if self.form == QUADRILLE:
            return self._settle_quadrille(state, ledger)
        sides = SIDES
        opponents = {s: [o for o in range(4) if sides[o] != sides[s]] for s in range(4)}
        for seat, items in declared(state).items():  # Announcements: each opponent pays
            for item in items:
                ledger.from_all_others(Item.parse(item).kind, seat, opponents[seat],
                                       honour_value(item), claim=item)
        for item, seat, value in pagat_events(state, lambda a, b: sides[a] == sides[b]):
            winners, losers = ([seat], opponents[seat]) if value > 0 else \
                (opponents[seat], [seat])
            ledger.between_sides(item, winners, losers, abs(value))
        members = {side: [s for s in range(4) if sides[s] == side] for side in (0, 1)}
        tricks = {side: sum(1 for t in state.tricks if sides[t.winner] == side)
                  for side in (0, 1)}
        volat = next((side for side in (0, 1) if tricks[1 - side] == 0), None)
        if volat is not None:  # Volat: the agreed amount, one partie stake (open question 3)
            ledger.between_sides("volat", members[volat], members[1 - volat],
                                 self.partie_rules().stake)
        points = [self._side_points(state, members[side]) for side in (0, 1)]
        sheet = self.partie_sheet(state.carry or self.sitting.initial_carry())
        closed = sheet.add(self.surpluses(points), points, self.half)
        if closed and closed["winner"] is not None:
            winner = closed["winner"]
            ledger.between_sides("partie", members[winner], members[1 - winner],
                                 closed["units"], factor=closed["factor"])
        return {"items": ledger.items, "totals": ledger.totals(), "contract": PARTNERS_PLAY,
                "declarer": None,
                "seat_points": {str(s): points[sides[s]] for s in range(4)},
                "sides": [members[0], members[1]], "side_points": points,
                "carry": sheet.carry(), "carry_steps": sheet.steps,
                "carry_summary": sheet.standing(closed)}

    def partie_sheet(self, carry: dict) -> PartieSheet:
        return PartieSheet(carry, self.partie_rules(),
                           tuple(tuple(s for s in range(4) if SIDES[s] == side)
                                 for side in (0, 1)))

    def _side_points(self, state: GameState, seats: list[int]) -> int:
        """Counting: both partners' tricks, and the dealer's side adds the Scat."""
        pile = [c for s in seats for c in state.won[s]]
        if state.dealer in seats:
            pile += state.discards[state.dealer]
        return packet_points(pile, self.packet)

    def _settle_quadrille(self, state: GameState, ledger: Ledger) -> Settlement:
        others = {s: [o for o in state.active if o != s] for s in state.active}
        for seat, items in declared(state).items():  # all three others pay (L310-311)
            for item in items:
                ledger.from_all_others(Item.parse(item).kind, seat, others[seat],
                                       honour_value(item), claim=item)
        if state.contract is None:
            return {"items": ledger.items, "totals": ledger.totals(), "contract": None,
                    "declarer": None}
        players = quadrille.party(state)
        for item, seat, value in pagat_events(state,
                                              lambda a, b: (a in players) == (b in players)):
            foes = [s for s in state.active if (s in players) != (seat in players)]
            winners, losers = ([seat], foes) if value > 0 else (foes, [seat])
            ledger.between_sides(item, winners, losers, abs(value))
        result = quadrille.settle_quadrille(state, ledger)
        return {"items": ledger.items, "totals": ledger.totals(), "contract": state.contract,
                "declarer": state.declarer, **result}
