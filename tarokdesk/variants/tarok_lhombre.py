"""Tarok-L'Hombre (Ulmann, Part III "2. Das Tarok-L'Hombre"), specified in
rules/tarok-lhombre.md: Grosstarok's deal, its rotation to the left (At a glance), Scat,
Excuse and announcements, but one player, l'Hombre, against the other two. He bids a duo
(takes two cards of his choice from the opponents), ad uno (one) or Solo (none), needs 40 of
the 78 card points, and is paid the base and a multiple of his points above 39 by each
opponent. Option `talon`: the book's sub-variant with three cards for l'Hombre instead of the
dealer's Scat.
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.cards.card import MOND
from tarokdesk.cards.points import pile_thirds, points_from_thirds
from tarokdesk.core.actions import Item
from tarokdesk.core.deal import DEAL
from tarokdesk.core.facts import Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.settlement import DemandedCard, Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sight import Sight
from tarokdesk.core.variant import ContractPlan, DealSchedule, Option, Strategy
from tarokdesk.rules.announcements import DECLARE, DECLARED, DeclarationRound, declared, \
    declared_shown
from tarokdesk.rules.auction import BID, DuelAuction
from tarokdesk.rules.dealing import SCAT, ProgramDeal, Scat, TalonScat
from tarokdesk.rules.exchange import (
    PUBLIC as EXCHANGES_SHOWN, REQUEST, CardRequest, exchanges, shown,
)
from tarokdesk.rules.excuse import EXCUSE_KEY, EXCUSE_SEEN, POWERLESS, ExcuseTrickPlay
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.variants.grosstarok import (
    Grosstarok, GrosstarokVisibility, item_value, premium_events,
)

RULES = "tarok-lhombre.md"
A_DUO, AD_UNO, SOLO = "a_duo", "ad_uno", "solo"
BIDS = (A_DUO, AD_UNO, SOLO)
REQUESTS = {A_DUO: 2, AD_UNO: 1, SOLO: 0}
"""Talon: cards l'Hombre takes from the opponents."""
BASE = {A_DUO: 20, AD_UNO: 30, SOLO: 60}
FACTOR = {A_DUO: 2, AD_UNO: 3, SOLO: 6}
VOLE = {A_DUO: 200, AD_UNO: 300, SOLO: 600}
"""Scoring: B + m × (P − 39) from each opponent; a Vole instead of it."""
WIN = 40
FEE, MOND_FEE = 5, 10
NO_TALON, THREE_CARDS = "none", "three"
TALON_DEAL = DealSchedule(talon_parts=(3,), packets=(5, 5, 5, 5, 5))
"""Talon sub-variant (5070-5074): three cards laid face down first, so the dealer too gets
only 25."""
TALON_BIDS = {"bid_a_duo": 39, "bid_ad_uno": 42, "bid_solo": 50}
"""Strategy 4 with the talon form's three cards counted: about a point each, and laid away
into a Scat of his own, they help l'Hombre's a duo and ad uno by some 3 points; in Solo they
go to the opponents (open question 7), so a Solo asks 3 more."""


def game_payment(contract: str, points: int) -> int:
    """What each opponent pays l'Hombre (negative: l'Hombre pays each); open question 1:
    a loss is paid symmetrically, B + m × (39 − P)."""
    if points >= WIN:
        return BASE[contract] + FACTOR[contract] * (points - (WIN - 1))
    return -(BASE[contract] + FACTOR[contract] * ((WIN - 1) - points))


class TarokLHombreVisibility(GrosstarokVisibility):
    """What each seat sees at the table of Tarok-L'Hombre beyond the general law."""

    variant: TarokLHombre

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """C2, the talon form: l'Hombre knows the talon he took (the table marks its cards
        in his hand); the others see it only once the deal is over."""
        sight = super().seen_by(state, seat)
        if self.variant.talon and seat == state.declarer and "taken" in state.talon_owner:
            return replace(sight, talon_parts=(True,) * len(state.talon_parts))
        return sight

    def public_extra(self, state: GameState, seat: int) -> Facts:
        info = Facts()
        info[DECLARED] = declared_shown(state)
        info[EXCHANGES_SHOWN] = shown(state, seat)
        info[EXCUSE_SEEN] = state.extra.get(EXCUSE_KEY)
        return info


class TarokLHombre(Grosstarok):
    id = "tarok-lhombre"
    name = "Tarok-L'Hombre"
    presentation = replace(
        Grosstarok.presentation,
        summary="Grosstarok with one main player, l'Hombre, who may demand cards from the others' "
                "hands.",
        aliases=("Tarok-l'Hombre",),
        terms={**Grosstarok.presentation.terms, A_DUO: "a duo", AD_UNO: "ad uno",
               "game": "the game", "card_fee": "card taken", "vole_lhombre": "Vole"},
        explain={**Grosstarok.presentation.explain,
                 A_DUO: "You play alone against the two others, who play together, after "
                        "demanding two cards of your choice from their hands; you give a card "
                        "back for each and pay for it. You need 40 of the 78 card points.",
                 AD_UNO: "As a duo, but you demand only one card; it counts more. You need 40 "
                         "of the 78 card points."},
        glossary={**Grosstarok.presentation.glossary,
                  "duo": "L'Hombre's lowest game, in which he demands two cards ('a duo').",
                  "ad uno": "L'Hombre's middle game, in which he demands one card."},
    )
    rules_file = RULES
    book = "Ulmann, Tarok-L'Hombre"
    options = {
        "matador_minimum": Grosstarok.options["matador_minimum"],
        "half_cavalry": Grosstarok.options["half_cavalry"],
        "scat_taroks_shown": Grosstarok.options["scat_taroks_shown"],
        "announcements": Option(True, (True, False),
                                "Open question 4: Grosstarok's announcements and honour "
                                "premiums apply (the same basic features)",
                                "Announcements and honour premiums",
                                ("as in Grosstarok", "none"),
                                "The book gives L'Hombre Grosstarok's basic features; its "
                                "announcements and premiums are played by default "
                                "(Ulmann, Part III)."),
        "talon": Option(NO_TALON, (NO_TALON, THREE_CARDS),
                        "Talon sub-variant (5070-5074, open question 7): three cards laid "
                        "face down before the deal; l'Hombre buys them and lays three into "
                        "his own Scat; in Solo they count, unseen, for the opponents",
                        "Talon", ("none: the dealer lays three into his Scat",
                                  "three cards for l'Hombre"),
                        "In some circles three cards are laid aside as a talon, so the "
                        "dealer too gets 25; l'Hombre buys them and lays three cards away "
                        "for himself, except in Solo, where they go to the opponents "
                        "(Ulmann, Part III)."),
    }
    strategy = Strategy(
        contracts={bid: ContractPlan(alone=True, talon=bid != SOLO, raised=bid != A_DUO,
                                     ultimo_taroks=11, ultimo_high=5) for bid in BIDS},
        game_target=3 * WIN - 2, bidding="card_points",
        thresholds={
            **Grosstarok.strategy.thresholds,
            "bid_a_duo": 42, "bid_ad_uno": 45, "bid_solo": 47,  # Strategy 4
            "solo_voids": 1,  # Strategy 3: one or two voids
        })

    visibility_class = TarokLHombreVisibility

    def __init__(self, options=None, n_seats=None):
        self.talon = self.resolve_options(options or {})["talon"] == THREE_CARDS
        if self.talon:
            self.deal, self.dealer_packets = TALON_DEAL, TALON_DEAL.packets
            self.strategy = replace(self.strategy, thresholds={**self.strategy.thresholds,
                                                               **TALON_BIDS})
        super().__init__(options, n_seats)

    def build_phases(self):
        shown = lambda state, card: self.visibility.discard_shown(card)  # noqa: E731
        return {
            DEAL: ProgramDeal(self, self.dealer_packets),
            SCAT: TalonScat(self.pack, 3, self._scat_refusal, shown, RULES + " Talon")
            if self.talon else Scat(3, self._scat_refusal, shown, RULES + " Deal"),
            BID: DuelAuction(BIDS, lambda state, seat: BIDS, self._raises, False,
                             RULES + " Contracts and bidding"),
            REQUEST: CardRequest(self.pack, lambda state: REQUESTS[state.contract],
                                 lambda card: MOND_FEE if card == MOND else FEE,
                                 shown=self.visibility.discard_shown),
            DECLARE: DeclarationRound(self._held, lambda state, seat: False,
                                      RULES + " Announcements", proves=self.declaration_proof()),
            PLAY: ExcuseTrickPlay(self.pack, deadline=self.excuse_deadline, late=POWERLESS),
        }

    @staticmethod
    def _raises(state: GameState, seat: int, current: str):
        """Any higher contract, jumps allowed (Contracts and bidding 1)."""
        return BIDS[BIDS.index(current) + 1:]

    def scat_hand(self, state: GameState) -> list:
        """Talon sub-variant: l'Hombre's 25 and the talon's three."""
        if self.talon:
            return state.dealt[state.declarer_seat] + [c for p in state.talon_parts for c in p]
        return super().scat_hand(state)

    def next_phase(self, state: GameState) -> PhaseName:
        """Deal, the dealer's Scat, bidding, the exchange, announcements, play; in the talon
        form (open question 7): deal, bidding, l'Hombre's talon and Scat (not in Solo),
        then the exchange."""
        if state.phase == DEAL:
            return BID if self.talon else SCAT
        if state.phase == SCAT and not self.talon:
            return BID
        if state.phase == BID:
            if state.contract is None:
                return DONE  # open question 3: all pass, thrown in
            if self.talon and state.contract != SOLO:
                return SCAT
        if state.phase in (BID, SCAT):
            return REQUEST if REQUESTS[state.contract_made] else self._after_request()
        if state.phase == REQUEST:
            return self._after_request()
        if state.phase == DECLARE:
            return PLAY
        return DONE

    def _after_request(self) -> PhaseName:
        return DECLARE if self.settings["announcements"] else PLAY

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        contract = state.contract
        if contract is None:
            return {"items": [], "totals": ledger.totals(), "contract": None,
                    "declarer": None}
        hombre = state.declarer_seat
        active = list(state.active)
        others = {s: [o for o in active if o != s] for s in active}
        opponents = others[hombre]
        for exchange in exchanges(state):  # Talon: 5 per card, the Mond 10, always
            self._pay(ledger, "card_fee", exchange["from"], [hombre], exchange["fee"])
        if self.settings["announcements"]:
            for seat, items in declared(state).items():
                for item in items:
                    ledger.from_all_others(Item.parse(item).kind, seat, others[seat],
                                           item_value(item), claim=item)
        won = sum(1 for t in state.tricks if t.winner == hombre)
        vole = won == len(state.tricks) or won == 0
        if self.settings["announcements"]:
            self.settle_premiums(ledger, premium_events(state), others, vole, set())
        # Deal: the Scat counts for the dealer's side (open question 5), so for l'Hombre
        # when he dealt; in the talon form his own Scat counts for him, and the talon of a
        # Solo for the opponents (open question 7).
        pile = list(state.won[hombre]) + state.discards[hombre]
        points = points_from_thirds(pile_thirds(pile))
        basis = None
        if vole:
            value = VOLE[contract] if won else -VOLE[contract]
            self._pay(ledger, "vole_lhombre", hombre, opponents, value)
        else:
            value = game_payment(contract, points)
            self._pay(ledger, "game", hombre, opponents, value)
            basis = {"base": BASE[contract], "factor": FACTOR[contract], "points": points,
                     "half": WIN - 1, "margin": abs(points - (WIN - 1))}
        demanded = [DemandedCard({"card": e["card"], "from": e["from"], "fee": e["fee"]})
                    for e in exchanges(state)]  # the card_fee items, card by card
        return {"items": ledger.items, "totals": ledger.totals(), "contract": contract,
                "game_value": abs(value), "game_basis": basis, "demanded": demanded,
                "declarer": hombre, "seat_points": {str(hombre): points},
                "needed_points": WIN,
                "total_points": points_from_thirds(pile_thirds(self.pack.cards)),
                "won": points >= WIN}
