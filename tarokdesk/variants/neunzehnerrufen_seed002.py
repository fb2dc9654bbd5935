"""Neunzehner-Rufen as the second book describes it (rules/neunzehnerrufen-seed002.md).

The same four-hand game as Ulmann's Neunzehnerrufen (the compulsory Rufer with the call of the
XIX, the 4/1/1 talon, the Dreier's walk through two halves), with three contracts only, Rufer <
Dreier < Solo, and a reckoning of its own: every card is counted by itself (106 Augen, 54 win),
the game is worth the winners' Augen over 53 plus 10, announcements are added for the winners
and taken off for the losers, and the whole is multiplied by the contract; a lost Dreier by
two, four or six as the halves were seen, a won one always by two.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from tarokdesk.cards.card import MOND, PAGAT, SKUS, card_from_name, is_king, is_trump
from tarokdesk.cards.points import card_whole_points
from tarokdesk.core.actions import Action
from tarokdesk.core.deal import DEAL
from tarokdesk.rules import knocking
from tarokdesk.rules.knocking import KnockDeal
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import Announcement, GameState
from tarokdesk.core.variant import ContractPlan, Option, Strategy
from tarokdesk.rules.announcements import (
    ANNOUNCE, DECLARER_SIDE, DEFENDERS, GAME, HoldingProof, contra_factor, find, made,
)
from tarokdesk.rules.auction import BID, KEY as AUCTION, DuelAuction
from tarokdesk.rules.calling import CALL, KEY as CALLED, NOTHING_PROVEN, CallPartner, CallProof
from tarokdesk.rules.settlement import Ledger, Stake, party_pile
from tarokdesk.rules.split_talon import RoundDiscard, TalonByContract
from tarokdesk.rules.stepwise_talon import StepwiseTalon
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.trickplay import PLAY, TrickPlay
from tarokdesk.variants.neunzehnerrufen import (
    CALLER_TAKES, DREIER, FOUR, MUST_ANNOUNCE_HONOURS, RUFER, SOLO, THROWN_IN,
    FourHandDeal,
    NineteenAnnouncements, Neunzehnerrufen, RuferTalon, called_trump, walk,
)
from tarokdesk.variants.ulmann import hand_without_tarok, volat_side

RULES = "neunzehnerrufen-seed002.md"
BIDS = (RUFER, DREIER, SOLO)
"""Contracts (low to high): the Rufer, the Dreier (lines 17-19), the Solo (line 21)."""
FACTORS = {RUFER: 1, DREIER: 2, SOLO: 4}
"""The contract factor (Scoring 5); a lost Dreier is further multiplied by its talon fold."""
AUGEN = tuple(card_whole_points(c) + 1 for c in range(78))
"""Counting (line 27): king and trump honour 5, queen 4, cavall 3, jack 2, every other card 1."""
TOTAL, HALF = 106, 53
"""Counting: 106 Augen in all; 54 win, 53 : 53 loses for the declarer's party."""
CONSOLATION = 10
VALAT = (100, 200)
"""Silent and announced Valat, each in place of margin and consolation (Scoring 3)."""
TAROKS = 8
PREMIUMS = {"taroks": 10, "troule": 10, "four_kings": 10, "honneurs": 10}
"""Announcements (line 23): each holding, announced from the hand, is worth 10."""
ULTIMO = (10, 20)
"""Pagat ultimo silent and announced (line 25)."""
NINETEEN = card_from_name("T19")


def augen(cards) -> int:
    return sum(AUGEN[c] for c in cards)


def holdings(hand) -> list[str]:
    """Announcements: Taroks (8 or more), Troule (Sküs, Mond, Pagat), four kings, and
    Honneurs (four or more of the seven five-point cards, but not the bare four kings),
    which stacks with the others."""
    honours = sum(1 for c in (SKUS, MOND, PAGAT) if c in hand)
    kings = sum(1 for c in hand if is_king(c))
    return [item for item, has in (
        ("taroks", sum(1 for c in hand if is_trump(c)) >= TAROKS),
        ("troule", honours == 3),
        ("four_kings", kings == 4),
        ("honneurs", honours + kings >= 4 and honours >= 1)) if has]


def callable_trumps(hand, self_call: str) -> list[int]:
    """Contracts 1 and "Caller buys the called trump herself": the XIX or the next lower trump
    she lacks, first; then a deliberate self-call: the trumps from the XIX down that she holds
    above that one (recommended), or any trump from the XIX down to the II she holds."""
    prescribed = called_trump(hand)
    own: Iterable[int]
    if self_call == "run":
        own = range(NINETEEN, prescribed, -1)
    else:
        own = (c for c in range(NINETEEN, 0, -1) if c in hand)
    return [prescribed, *own]


class VorhandClaimsAuction(DuelAuction):
    """Bidding: one round from the Vorhand, who must call; a later hand may name a higher
    game, and only the Vorhand may claim a Dreier named after her (line 17; open question 6:
    not a Solo, and the later hands do not hold against each other). A holder without that
    right gives way at once."""

    def apply(self, state: GameState, action: Action) -> bool:
        done = super().apply(state, action)
        auction = state.extra[AUCTION]
        if not done and auction["awaiting"] == "holder" and not (
                auction["holder"] == state.vorhand and auction["bid"] == DREIER):
            auction["holder"] = auction["challenger"]
            return self._next_challenger(state)
        return done


class FirstVorhandAnnouncements(NineteenAnnouncements):
    """Announcements: after the discards the Vorhand announces first, then the others in
    turn, whoever plays (lines 11-13)."""

    def enter(self, state: GameState) -> None:
        super().enter(state)
        state.to_move = state.vorhand


class NeunzehnerrufenSeed002(Neunzehnerrufen):
    id = "neunzehnerrufen-seed002"
    name = "Neunzehner-Rufen (II)"
    presentation = replace(
        Neunzehnerrufen.presentation,
        summary="A second book's simpler Neunzehnerrufen: only Rufer, Dreier and Solo, and "
                "every card counted by itself.",
        # The second book's game, beside Ulmann's Neunzehnerrufen.
        distinction="second book: Rufer, Dreier, Solo",
        terms={"taroks": "Taroks", "troule": "Troule", "four_kings": "four kings",
               **knocking.TERMS},
        glossary={"Troule": "Sküs, Mond and Pagat in one hand: a premium announced by its "
                            "holder."},
    )
    rules_file = RULES
    book = "Neunzehner-Rufen, §§ 1-2"
    premiums = PREMIUMS
    ultimo = ULTIMO
    options = {
        "rufer_buyers": Option("b_and_c", ("b_and_c", "c_and_d"),
                               "Who buys the 5th and 6th talon cards in the Rufer: the second "
                               "and third hand (recommended) or the third and fourth - "
                               f"{RULES} open question 2",
                               "Talon cards 5 and 6", ("second and third hand",
                                                       "third and fourth hand"),
                               "Who takes the fifth and sixth talon card after the caller "
                               "took four (Neunzehner-Rufen, § 1)."),
        "self_call": Option("run", ("run", "any"),
                            "Which trump a deliberate self-call may name: the XIX or those "
                            "she holds above the trump she must call (recommended), or any "
                            f"trump from the XIX down - {RULES} Talon",
                            "Calling oneself", ("the XIX or the next ones she holds",
                                                "any trump from the XIX down"),
                            "Which of her own trumps the caller may call to play alone "
                            "in secret (Neunzehner-Rufen, § 1)."),
        "contra_in_rufer": Option(False, (False, True),
                                  "Contra on the game in the simple Rufer: not customary "
                                  f"(recommended) or allowed - {RULES} Announcements, Contra",
                                  "Contra on the Rufer", ("not customary", "allowed"),
                                  "Whether the game of a simple Rufer may be doubled "
                                  "(Neunzehner-Rufen, § 1)."),
        "knocking": knocking.OPTION,  # "Dealt as in Königrufen" (koenigrufen.md Deal 3)
        "must_overtrump": Neunzehnerrufen.options["must_overtrump"],
    }

    # --- strategy: what the computer players read ("Strategy and conventions") ---------------
    strategy = Strategy(
        contracts={
            # 6: the Pagat ultimo in the Rufer with a slightly weaker hand (the partner holds
            # the called trump); alone the stronger hand of Ulmann's strategy.
            RUFER: ContractPlan(alone=False, talon=True, raised=False, ultimo_taroks=8,
                                buys=CALLER_TAKES),
            DREIER: ContractPlan(alone=True, talon=True, raised=True, ultimo_taroks=10, buys=3),
            SOLO: ContractPlan(alone=True, talon=False, raised=True, ultimo_taroks=10),
        },
        game_target=HALF + 1,  # "Counting": 54 of the 106 Augen (the play phase's count)
        bidding="nineteen_call",  # 3, 7: high trumps decide; the Dreier only when strong
        levels=(0, 1, 4),  # the Solo, alone without buying, asks what Ulmann's Solo asks
        hand_scale=0.75,
        conventions=frozenset((
            "invite", "force", "weak", "trumps_out", "declarer_force",  # 4: strong and weak
            "declarer_invite", "draw_trumps",  # 3: "rohe Gewalt", the high trumps decide
            "break_volat", "mond_passes",
            "self_call",  # 9: a hand that can win alone calls its own trump
        )),
        compulsory=(),
        compulsory_rules=(),
        holdings=tuple(PREMIUMS),
        thresholds={"self_call_taroks": 8},  # 9 with 3: eight taroks with Sküs and Mond
    )

    def build_phases(self):
        """Ulmann's blocks with this book's ladder, call, talon and announcement order; the
        deal, discards and play are "as in Königrufen" (open question 1)."""
        dreier = StepwiseTalon(self.pack, lambda state: walk(2, "n_plus_j"),
                               f"{RULES} Talon, Dreier")
        return {
            DEAL: KnockDeal(FourHandDeal(self), self.settings["knocking"], self.seating.persons()),
            BID: VorhandClaimsAuction(BIDS, self._openings, lambda state, seat, current:
                                      BIDS[BIDS.index(current) + 1:], False,
                                      f"{RULES} Contracts and bidding",
                                      must_open=lambda state, seat: seat == state.vorhand),
            CALL: CallPartner(self._callable, f"{RULES} Contracts and bidding 1",
                              self._call_proof),
            TALON: TalonByContract({RUFER: RuferTalon(self.pack, self._rufer_split,
                                                      f"{RULES} Talon, Rufer"),
                                    DREIER: dreier}),
            DISCARD: RoundDiscard(),
            ANNOUNCE: FirstVorhandAnnouncements(
                self.side_of, self._announceable, self._may_contra, self._compulsory,
                f"{RULES} Announcements", self.known_side, MUST_ANNOUNCE_HONOURS,
                frozenset(PREMIUMS), self._holding_proof()),
            PLAY: TrickPlay(self.pack, self.settings["must_overtrump"], count=AUGEN),
        }

    # --- four active players, no dummy (At a glance) -------------------------------------------
    @property
    def form(self) -> str:
        return FOUR

    def _expose(self, state: GameState, moment: str) -> None:
        """No hand is ever laid face up."""

    def needs_redeal(self, state: GameState) -> bool:
        return hand_without_tarok(state)  # Deal: a player without a trump

    # --- auction, call and talon ---------------------------------------------------------------
    @staticmethod
    def _openings(state: GameState, seat: int):
        return BIDS if seat == state.vorhand else BIDS[1:]

    def _callable(self, state: GameState) -> list[int]:
        return callable_trumps(state.hands[state.declarer_seat], self.settings["self_call"])

    def _call_proof(self, called: int) -> CallProof:
        """Contracts and bidding 1, before the purchase: the XIX or the next lower trump she
        lacks; a deliberate self-call names the XIX or one of the next she holds (the
        recommended "run"), so either way every trump above the called one was dealt to her,
        and whether she holds the called one is not told. A self-call of any trump ("any")
        proves nothing."""
        if self.settings["self_call"] != "run":
            return NOTHING_PROVEN
        return CallProof(held=frozenset(range(called + 1, NINETEEN + 1)))

    def _rufer_split(self, state: GameState) -> list[tuple[int, int]]:
        """Talon, Rufer: the caller the top four; the 5th and 6th to the second and third
        hand (open question 2), or to the third and fourth."""
        caller = state.declarer_seat
        second = state.next_active(caller)
        if self.settings["rufer_buyers"] == "c_and_d":
            second = state.next_active(second)
        return [(caller, 4), (second, 1), (state.next_active(second), 1)]

    # --- announcements -----------------------------------------------------------------------
    def _holdings(self, state: GameState, seat: int) -> list[str]:
        return holdings(state.hands[seat])

    def _compulsory(self, state: GameState, seat: int):
        """Only announced holdings score, and an unannounced one costs nothing (line 25)."""
        return ()

    def _holding_proof(self) -> HoldingProof:
        """Announcements (line 23): each holding said is held, none must be said, and a
        Contra asks for none; they count taroks, the three trump honours and kings."""
        honours = frozenset((SKUS, MOND, PAGAT))
        return HoldingProof(holdings, frozenset(PREMIUMS), (
            honours, frozenset(c for c in self.pack.cards if is_trump(c)) - honours,
            frozenset(c for c in self.pack.cards if is_king(c))))

    def _may_contra(self, state: GameState, seat: int, record: Announcement) -> bool:
        """Contra (lines 37-39): on the game in Dreier and Solo (in the Rufer not customary),
        and on an announced Pagat ultimo or Valat; holdings are facts."""
        if record["item"] == GAME:
            return state.contract != RUFER or self.settings["contra_in_rufer"]
        return record["item"] not in PREMIUMS

    # --- counting and settlement ("Counting", "Scoring and settlement") ------------------------
    def settle(self, state: GameState) -> Settlement:
        if state.extra.get(THROWN_IN):
            return super().settle(state)  # throw in: 10 to each of the three (open question 5)
        ledger = Ledger(state.n_seats)
        ours = self.declarer_side(state)
        theirs = [s for s in state.active if s not in ours]
        ours_augen = augen(party_pile(state, ours, "declarer"))
        item, receiver, value, contra = self._base(state, ours, ours_augen)
        factor = FACTORS[state.contract_made]
        fold = 1 if receiver == DECLARER_SIDE else self.multiplier(state)
        receivers, payers = (ours, theirs) if receiver == DECLARER_SIDE else (theirs, ours)
        stake = Stake(value, factor, contra, fold)
        ledger.between_sides(item, receivers, payers, stake)
        # Scoring 2: the premiums are added for their party and taken off for the other,
        # all multiplied with the game (line 31).
        self._settle_holdings(state, ledger, ours, theirs, factor, fold)
        self._settle_ultimo(state, ledger, ours, theirs, factor, fold)
        # The value each payer of the base pays per head (negative: the card winners pay).
        larger = theirs if len(ours) < len(theirs) else ours
        head = int(ledger.totals()[str(larger[0])]) * (1 if larger is receivers else -1)
        return {"contract": state.contract, "declarer": state.declarer,
                "called": state.extra.get(CALLED), "partner": self.partner(state),
                "won": receiver == DECLARER_SIDE, "factor": factor, "multiplier": fold,
                "base": stake.units, "game_value": head // (factor * fold), "paid": head,
                "augen": {"declarer": ours_augen, "defenders": TOTAL - ours_augen},
                "gain_basis": None if item != GAME else {
                    "side": receiver, "half": HALF, "consolation": CONSOLATION,
                    "points": ours_augen if receiver == DECLARER_SIDE else TOTAL - ours_augen},
                "needed_augen": HALF + 1, "volat": volat_side(state, set(ours)),
                "items": ledger.items, "totals": ledger.totals()}

    def _base(self, state: GameState, ours, ours_augen: int) -> tuple[str, str, int, int]:
        """(item, the party it is paid to, value, Contra factor): the winners' Augen over 53
        and the consolation 10 (Counting; Scoring 1, Contra on the game doubling it), or a
        Valat in its place: 100 silent, 200 announced and doubled by its own Contra; an
        announced Valat that fails costs its party the 200 (open question 4)."""
        game_contra = contra_factor(made(state, GAME))
        volat = volat_side(state, set(ours))
        record = find(state, "volat")
        if record is not None:
            if volat == record["side"]:
                return "volat", record["side"], VALAT[1], contra_factor(record)
            other = DEFENDERS if record["side"] == DECLARER_SIDE else DECLARER_SIDE
            return "volat_failed", other, VALAT[1], contra_factor(record)
        if volat is not None:
            return "volat", volat, VALAT[0], game_contra
        if ours_augen > HALF:
            return GAME, DECLARER_SIDE, ours_augen - HALF + CONSOLATION, game_contra
        return GAME, DEFENDERS, TOTAL - ours_augen - HALF + CONSOLATION, game_contra
