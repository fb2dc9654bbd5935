"""Paskiewitsch (Huszas, "Zwanziger"), Ulmann Cap. IX, specified in rules/paskiewitsch.md.

Four players, 42 cards, nine each and a talon of six that is always shared out among all four:
the declarer takes 3, 2, 1 or none by his game (Dreier, Zweier, Einer, Solo), the others the
rest, and everybody lays away as many. Only a holder of a trump honour may bid. After the
discards the declarer calls a trump from T20 down to T2; its holder is his partner (himself or
the discards: he plays alone). The opponents may announce only after a Contra. Trull and quatre
count when captured, the Mond caught by the Sküs pays 21.
"""

from __future__ import annotations

from typing import Final, TypedDict

from tarokdesk.cards.card import MOND, SKUS, TAROKS, card_from_name, is_king, is_trump
from tarokdesk.cards.packs import PACKS
from tarokdesk.cards.points import points_from_thirds
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Choice
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.core.facts import Fact, Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.rules import knocking
from tarokdesk.rules.knocking import KnockDeal
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, Announcement, GameState
from tarokdesk.core.sight import Sight, Visibility
from tarokdesk.core.variant import ContractPlan, DealSchedule, Option, Strategy, Variant
from tarokdesk.rules.announcements import (
    ANNOUNCE, DECLARER_SIDE, DEFENDERS, GAME, LEVELS, RECONTRA, AnnouncementRound,
    HoldingProof, announcing, contra_factor, find, made,
)
from tarokdesk.rules.auction import BID, KEY as AUCTION, PASS, DuelAuction
from tarokdesk.rules.calling import CALL, CALLED_SEEN, KEY as CALLED, PARTNER, CallPartner, \
    declarer_with
from tarokdesk.rules.seen import TAROKS_TOLD
from tarokdesk.rules.settlement import Ledger, Stake, last_trick_facts, party_pile, party_points
from tarokdesk.rules.split_talon import SPLIT_KEY, RoundDiscard, SplitTalon, set_aside_taken
from tarokdesk.rules.talon import DISCARD, TALON, TRUMP_HONOURS
from tarokdesk.rules.talon import discard_refusal
from tarokdesk.rules.trickplay import PLAY, TrickPlay
from tarokdesk.variants.ulmann import (
    CATCH_TERMS, CATCHES, MUST_OVERTRUMP, SMALL_BUYS, TRICK_HONOURS, hand_without_tarok,
    thrown_in, volat_side,
)

RULES = "paskiewitsch.md"
NEEDS_TRUMP_HONOUR = "needs_trump_honour"
HONOUR_HELD = "trump_honour"
"""What a bid says of the bidder's hand (`HoldingProof.by_bid`): a trump honour."""
MUST_HOLD_ZWEIER = "must_hold_zweier"
MAY_NOT_DISCARD_T20 = "may_not_discard_t20"
CONTRA_FIRST = "contra_first"
R.register_templates({
    NEEDS_TRUMP_HONOUR: "Only a player holding the Sküs, the Mond or the Pagat may declare "
                        "or raise.",
    MUST_HOLD_ZWEIER: "Without T20 you must hold the Zweier that overbid your Dreier.",
    MAY_NOT_DISCARD_T20: "You let the Zweier go: T20 may not be laid away.",
    CONTRA_FIRST: "Your side must give Contra before it may announce.",
})
DREIER, ZWEIER, EINER, SOLO = "dreier", "zweier", "einer", "solo"
BIDS = (DREIER, ZWEIER, EINER, SOLO)
VALUES = {DREIER: 1, ZWEIER: 2, EINER: 3, SOLO: 4}
""""Categories and base values" (3155-3158, 3215)."""
SHARES = {DREIER: (3, 1, 1, 1), ZWEIER: (2, 2, 1, 1), EINER: (1, 2, 2, 1), SOLO: (0, 2, 2, 2)}
""""Talon", Distribution: the declarer first, then in turn to his right (open question 2)."""
T20, T2 = card_from_name("T20"), card_from_name("T2")
CALLABLE = tuple(range(T20, T2 - 1, -1))
"""T20 down to T2: the Sküs, the Mond and the Pagat cannot be called (3185-3188)."""
WIN_THIRDS = 101
""""Counting": the declarer's side wins with 33⅔ (101 thirds) of 66."""
TOTAL_THIRDS = 198
SCHNEIDER_THIRDS = 50
"""A side with fewer than 17 points (16⅔ = 50 thirds) pays the game double (3218-3220)."""
COUNTS = {8: "acht_tarok", 9: "neun_tarok"}
COUNT_VALUES = {"acht_tarok": 1, "neun_tarok": 2}
""""Acht/Neun Tarok": 1 / 2 from each of the other three, partner included (3263-3269)."""
CAPTURES = ("tous_les_trois", "tous_les_quatre")
CAPTURE_VALUES = (1, 2)
ULTIMO = (2, 4)
VOLAT_FOLDS = (4, 8)
"""Volat 4 × the game value, announced 8 × (3215-3225), in place of the game (open q. 5)."""
SIDE_ITEMS = (*CAPTURES, "pagat_ultimo", "mondfang", "volat")


def shares(state: GameState, contract: str) -> list[tuple[int, int]]:
    """(receiver, cards) from the top of the talon: the declarer, then to his right."""
    seats, seat = [], state.declarer_seat
    for count in SHARES[contract]:
        if count:
            seats.append((seat, count))
        seat = state.next_active(seat)
    return seats


def standing_before_raise(state: GameState) -> str | None:
    """The game that stood before the raise now on the table."""
    bids = [b for _, b in state.bids if b in BIDS]
    return bids[-2] if len(bids) >= 2 else None


class LetGo(TypedDict):
    """A Zweier let go: the Dreier bidder who let it go, and the player who overbid him."""

    vormann: int
    declarer: int


LET_GO: Final = Fact[LetGo]("t20_let_go")
TAROKS_LAID_AWAY: Final = Fact[dict[str, int]]("taroks_discarded")
"""The taroks each seat but the declarer's (its number as text) laid away."""


def t20_let_go(state: GameState) -> LetGo | None:
    """"Auction" 3 (3200-3212): a Dreier bidder holding T20 let a Zweier go to the player who
    overbid him. The Zweier being played by that player, he must call T20 and the one who let
    it go may not lay it away. {"vormann", "declarer"} or None."""
    holder = standing = raise_by = None
    found = None
    for seat, choice in state.bids:
        if raise_by is not None:  # the holder answers the raise
            if choice == PASS and holder is not None and (standing, raise_by[1]) == (DREIER,
                                                                                   ZWEIER):
                found = LetGo(vormann=holder, declarer=raise_by[0])
            if choice == PASS:
                holder = raise_by[0]
            standing, raise_by = raise_by[1], None
            continue
        if choice in BIDS:
            if holder is None:
                holder, standing = seat, choice
            else:
                raise_by = (seat, choice)
    if found and state.contract == ZWEIER and state.declarer == found["declarer"]:
        return found
    return None


SHOWN: Final = Fact[dict[str, str]]("shown_sides")
"""The seats (their numbers as text) whose side everybody knows from what they said, and
that side."""


class TwentyAuction(DuelAuction):
    def refused(self, state: GameState, choice: object):
        """A bid or raise by a seat without a trump honour names that rule (Codex §35)."""
        refusal = super().refused(state, choice)
        if refusal.code == R.BID_NOT_ALLOWED and not Paskiewitsch.may_bid(state, state.to_move):
            return R.Refusal(NEEDS_TRUMP_HONOUR, self.rule, {})
        return refusal


class TwentyAnnouncements(AnnouncementRound):
    """The round of "Kann ich?" (3481-3490), keeping which seats have shown their side."""

    def refusal(self, state: GameState, action):
        """An opponent's announcement before his side's Contra names that rule (3270-3277)."""
        refusal = super().refusal(state, action)
        named = Choice.of(action.value)
        if refusal is not None and refusal.code == R.ANNOUNCEMENT_NOT_ALLOWED \
                and named is not None and named.verb == ANNOUNCE and named.item in SIDE_ITEMS \
                and not any(r["by"] for r in state.announcements):
            return R.Refusal(CONTRA_FIRST, self.rule, {"item": named.item})
        return refusal

    def may_recontra(self, state: GameState, seat: int, record: Announcement, known) -> bool:
        """Contras are answered by the side they were given to, declarer and partner alike
        (3440-3461: "the declarer's side answers Contras with Recontra")."""
        side = known(seat)
        return side is not None and side == known(record["seat"])

    def apply(self, state: GameState, action) -> bool:
        """A seat shows its side by what it says, as everybody can tell: announcing anything
        but a tarok count before any Contra (only the declarer's side may), a Contra or
        Supercontra against a side already known, a Recontra for one (3270-3277)."""
        shown = state.extra.setdefault(SHOWN, {str(state.declarer): DECLARER_SIDE})
        named = action.named
        seat = action.seat
        contra_given = any(r["by"] for r in state.announcements)
        if named.verb == ANNOUNCE and named.item not in COUNT_VALUES and not contra_given:
            shown[str(seat)] = DECLARER_SIDE
        elif named.verb in LEVELS[1:] and named.item is not None:
            maker = made(state, named.item)["seat"]
            if str(maker) in shown:
                same = named.verb == RECONTRA
                side = shown[str(maker)]
                shown[str(seat)] = side if same else (
                    DEFENDERS if side == DECLARER_SIDE else DECLARER_SIDE)
        return super().apply(state, action)


class PaskiewitschVisibility(Visibility["Paskiewitsch"]):
    """What each seat sees at the table of Paskiewitsch beyond the general law."""

    def public_extra(self, state: GameState, seat: int) -> Facts:
        """The called trump; the partner to himself and once shown; after the discards the
        taroks the others laid away, told aloud (3180-3183, open question 3)."""
        partner = self.variant.partner(state)
        shown = partner is not None and (seat == partner or partner in self.variant.revealed(state)
                                         or state.phase == DONE)
        facts = Facts()
        facts[CALLED_SEEN] = state.extra.get(CALLED)
        facts[PARTNER] = partner if shown else None
        told = state.extra.get(TAROKS_LAID_AWAY)
        if told is not None:
            facts[TAROKS_TOLD] = told if self.variant.settings["taroks_told"] == "per_seat" \
                else sum(told.values())
        return facts

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """C2: a talon part is seen by its receiver alone ("Bought cards are not shown");
        the declarer's discarded taroks lie face up, the others' discards are seen by their
        owners only (3189-3191, 3504-3505)."""
        over = state.phase == DONE
        talon = state.extra.get(SPLIT_KEY)
        receivers = talon["receivers"] if talon is not None else []
        parts = tuple(over or (i < len(receivers) and receivers[i] == seat
                               and owner == "taken")
                      for i, owner in enumerate(state.talon_owner))
        discards = tuple(tuple(c for c in cards if over or (s == state.declarer and is_trump(c)))
                         for s, cards in enumerate(state.discards))
        return Sight(talon_parts=parts, discards=discards)


class Paskiewitsch(Variant):
    id = "paskiewitsch"
    name = "Paskiewitsch"
    presentation = Presentation(
        summary="Four play with 42 cards; the talon is shared out, and the declarer calls a tarok "
                "for a partner.",
        aliases=("Huszas", "Pasziewitsch / Huszas", "Pastiewitsch"),
        terms={DREIER: "Dreier", ZWEIER: "Zweier", EINER: "Einer", "acht_tarok": "Acht Tarok",
               "neun_tarok": "Neun Tarok", "mondfang": "Mondfang",
               "mondfang_failed": "Mondfang failed",
               "tous_les_trois_failed": "tous les trois failed",
               "tous_les_quatre_failed": "tous les quatre failed",
               "schneider_" + DECLARER_SIDE: "the declarer's side under 17 points",
               "schneider_" + DEFENDERS: "the opponents under 17 points", **knocking.TERMS},
        explain={**knocking.EXPLAIN, **TRICK_HONOURS,
                 announcing("mondfang"): CATCHES[announcing("mondfang")]},
        acts=knocking.ACTS,
        glossary={**SMALL_BUYS, "Mondfang": CATCH_TERMS["Mondfang"],
                  "Acht Tarok": "Eight taroks in one hand, announced and paid by each of the "
                                "other three.",
                  "Neun Tarok": "Nine taroks in one hand, announced and paid by each of the other "
                                "three."},
    )
    rules_file = RULES
    book = "Ulmann, Cap. IX"
    pack = PACKS["tarok-42"]
    seat_counts = (4,)
    deal = DealSchedule(talon_parts=(1,) * 6, packets=(4, 5))
    """"Deal" 2-3: the top six laid aside (kept in order), then packets of four and five."""
    options = {
        "mondfang_values": Option((21, 42), ((21, 42), (10, 20), (5, 10)),
                                  "Mondfang silent/announced: 21/42, or the Viennese 10 or 5 "
                                  "- open question 4",
                                  "Catching the Mond", ("21 silent, 42 announced",
                                                        "10 silent, 20 announced",
                                                        "5 silent, 10 announced"),
                                  "What the Sküs catching the opponents' Mond is worth; in "
                                  "Vienna it was paid less (Ulmann, Cap. IX)."),
        "taroks_told": Option("total", ("total", "per_seat"),
                              "The declarer is told how many taroks the others discarded: in "
                              "all, or each player's - open question 3",
                              "What the declarer learns of discarded taroks",
                              ("how many in all", "how many each"),
                              "After the discards the declarer learns whether and how many "
                              "taroks the others laid away (Ulmann, Cap. IX)."),
        "knocking": knocking.OPTION,  # "Deal" 4: one packet of 9 each
        "must_overtrump": MUST_OVERTRUMP,
    }

    strategy = Strategy(
        contracts={
            # Strategy 18: the ultimo only when it cannot be defeated: nine taroks, high ones.
            DREIER: ContractPlan(alone=False, talon=True, raised=False, ultimo_taroks=9,
                                 ultimo_high=4, buys=3),
            ZWEIER: ContractPlan(alone=False, talon=True, raised=True, ultimo_taroks=9,
                                 ultimo_high=4, buys=2),
            EINER: ContractPlan(alone=False, talon=True, raised=True, ultimo_taroks=9,
                                ultimo_high=4, buys=1),
            SOLO: ContractPlan(alone=False, talon=False, raised=True, ultimo_taroks=9,
                               ultimo_high=4),
        },
        game_target=WIN_THIRDS,
        bidding="twenty_call",  # Strategy 1-3
        hand_scale=9 / 16,
        conventions=frozenset((
            "draw_trumps",  # Strategy 19: keep leading trumps to hunt T1 (and T21)
            "trumps_out", "break_volat", "mond_passes",
            "capture_signals",  # Strategy 9-16: trull, quatre and Mondfang as signals
            "called_trump",  # Strategy 4-8: which Stecher to call
            "free_tarok_discards",  # Strategy 24-26
            "partner_trump_signal",  # Strategy 20-21: the first lead and its answer
        )),
        compulsory=(),
        compulsory_rules=(),
        holdings=tuple(COUNT_VALUES),
        items={"draw_trumps": ("Z19",), "draw_with_sure_stecher": ("Z19",),
               "ultimo_taroks": ("Z18",), "volat_hand": ("Z13",), "volat_needs_lead": ("Z13",)},
        thresholds={
            "solo_taroks": 9,  # Strategy 1: Solo with nine trumps and a high honour,
            "solo_taroks_with_kings": 6,  # or a high honour, 6-7 trumps and a king or two
            "einer_taroks": 7,  # Strategy 1: Einer with 7-8 trumps, a high honour, Stecher
            "einer_stecher": 2,
            "zweier_taroks": 5,  # Strategy 3: a Dreier bidder must be able to stand a Zweier
            "dreier_taroks_with_t20": 3,  # Strategy 2-3: or hold T20
            "low_call_top": card_from_name("T17"),  # Strategy 6: T17 ... T14 with the Pagat only
            "low_call_bottom": card_from_name("T14"),
            "high_stecher_bottom": card_from_name("T18"),  # Strategy 5: T20, T19, T18
            "self_call_taroks": 9,  # Strategy 8: call one's own trump and play alone
            "defender_few_taroks": 3,  # Strategy 20: "few trumps" (of nine cards)
            "signal_middle_top": card_from_name("T17"),  # Strategy 21: T17-T13 "I have
            "signal_middle_bottom": card_from_name("T13"),  # SKUS"; T11-T1 "no SKUS"
            "signal_small_top": card_from_name("T11"),
            "partner_trull_taroks": 4,  # Strategy 9: SKUS + T20 and 4-5 trumps
            "declarer_trull_taroks": 7,  # Strategy 10: 7-9 with SKUS and T21
            "quatre_stecher": 2,  # Strategy 10, 12, 14: T20 plus more high Stecher
            "mondfang_taroks": 6,  # Strategy 11: SKUS and six trumps in last hand
            "contra_mond_taroks": 7,  # Strategy 16: a T21 needs 7-8 trumps with it
            "short_stecher": 2,  # Strategy 25: a bare or doubleton T20/T19/T18
            "ruse_taroks": 2,  # Strategy 26: few trumps and no Stecher facing a volat
        },
    )

    visibility_class = PaskiewitschVisibility

    def build_phases(self):
        return {
            DEAL: KnockDeal(DealPhase(self), self.settings["knocking"], self.seating.persons()),
            BID: TwentyAuction(BIDS, self._openings, self._raises, False,
                             f"{RULES} Auction", must_hold=self._must_hold,
                             must_hold_code=MUST_HOLD_ZWEIER),
            TALON: SplitTalon(self.pack, lambda state: shares(state, state.contract),
                              f"{RULES} Talon, Distribution"),
            DISCARD: RoundDiscard(law_of=self._discard_law, face_up=self._face_up),
            CALL: CallPartner(self._callable, f"{RULES} Calling the partner"),
            ANNOUNCE: TwentyAnnouncements(self.side_of, self._announceable, self._may_contra,
                                          lambda state, seat: (), f"{RULES} Announcements",
                                          self.known_side, per_seat=frozenset(COUNT_VALUES),
                                          proves=self._holding_proof()),
            PLAY: TrickPlay(self.pack, self.settings["must_overtrump"]),
        }

    # --- auction ("Contracts and bidding") -----------------------------------------------------
    @staticmethod
    def may_bid(state: GameState, seat: int) -> bool:
        """Eligibility (3148-3153, Codex §35): a trump honour among the nine cards dealt."""
        return any(c in TRUMP_HONOURS for c in state.dealt[seat])

    def _openings(self, state: GameState, seat: int):
        return BIDS if self.may_bid(state, seat) else ()

    def _raises(self, state: GameState, seat: int, current: str):
        return BIDS[BIDS.index(current) + 1:] if self.may_bid(state, seat) else ()

    @staticmethod
    def _must_hold(state: GameState, seat: int) -> bool:
        """"Auction" 3: the Dreier bidder overbid by a Zweier holds it unless he has T20."""
        auction = state.extra[AUCTION]
        return (auction["bid"] == ZWEIER and standing_before_raise(state) == DREIER
                and T20 not in state.hands[seat])

    # --- talon, discards and the call ------------------------------------------------------------
    def _discard_law(self, state: GameState, seat: int):
        """"Discarding": never a king or a trump honour; the declarer taroks only without other
        suit cards (shown); everybody else taroks freely and unseen (Codex §12 exception); a
        Vormann who let the Zweier go keeps T20 (3203-3205)."""
        if seat == state.declarer:
            return discard_refusal
        kept = state.extra.get(LET_GO)

        def law(hand, card, remaining):
            if card == T20 and kept is not None and kept["vormann"] == seat and card in hand:
                return R.Refusal(MAY_NOT_DISCARD_T20, f"{RULES} Calling the partner", {})
            return discard_refusal(hand, card, remaining, taroks_free=True)
        return law

    @staticmethod
    def _face_up(state: GameState, seat: int, card: int) -> bool:
        return seat == state.declarer and is_trump(card)

    @staticmethod
    def _callable(state: GameState):
        """Any trump from T20 to T2; after a Zweier let go, T20 only (3205-3207)."""
        return (T20,) if state.extra.get(LET_GO) else CALLABLE

    # --- parties -------------------------------------------------------------------------------
    @staticmethod
    def holder_of_call(state: GameState) -> int | None:
        """Who holds the called trump after the discards (None: it lies among the discards)."""
        called = state.extra.get(CALLED)
        if called is None:
            return None
        received: dict[int, list[int]] = {}
        talon = state.extra.get(SPLIT_KEY)
        for seat, cards in talon.get("received", []) if talon is not None else []:
            received.setdefault(seat, []).extend(cards)
        for seat in state.active:
            if called in state.discards[seat]:
                return None
            if called in state.dealt[seat] or called in received.get(seat, ()):
                return seat
        return None

    def partner(self, state: GameState) -> int | None:
        """The called trump's holder; none when the declarer holds it or it was discarded
        (he plays alone, 3189-3198)."""
        holder = self.holder_of_call(state)
        return None if holder == state.declarer else holder

    def declarer_side(self, state: GameState) -> list[int]:
        partner = self.partner(state)
        return declarer_with(state, partner)

    def side_of(self, state: GameState, seat: int) -> str:
        declarer = state.declarer
        on_his_side = declarer is not None and (seat == declarer or seat == self.partner(state))
        return DECLARER_SIDE if on_his_side else DEFENDERS

    @staticmethod
    def revealed(state: GameState) -> set[int]:
        """Seats whose side everybody knows: by what they said in the announcements, or by
        playing the called trump ("Play": the partnership becomes clear through the
        announcements before play)."""
        seats = {int(s) for s in state.extra.get(SHOWN, {})}
        called = state.extra.get(CALLED)
        plays = [p for t in state.tricks for p in t.plays] + list(state.trick)
        return seats | {s for s, c in plays if c == called}

    def knows_all(self, state: GameState, viewer: int) -> bool:
        """Whoever holds or discarded the called trump knows every side; so does everyone
        once the partner has shown himself, and after the deal."""
        if state.phase == DONE:
            return True
        called = state.extra.get(CALLED)
        if viewer not in state.active or called is None:
            return False
        if called in state.hands[viewer] or called in state.discards[viewer]:
            return True
        partner = self.partner(state)
        return partner is not None and partner in self.revealed(state)

    def known_side(self, state: GameState, viewer: int, seat: int) -> str | None:
        if seat in (viewer, state.declarer) or seat in self.revealed(state) \
                or self.knows_all(state, viewer):
            return self.side_of(state, seat)
        return None

    # --- announcements ("Announcements") --------------------------------------------------------
    @staticmethod
    def tarok_count(state: GameState, seat: int) -> str | None:
        """Acht / Neun Tarok, judged on the hand of nine after the discards (open q. 10)."""
        return COUNTS.get(len(TAROKS.intersection(state.hands[seat])))

    def _holding_proof(self) -> HoldingProof:
        """A tarok count is said only by a hand that holds it (3270-3277); only a hand with a
        trump honour bids (3148-3153, Codex §35), and an honour is never laid away."""
        taroks = frozenset(c for c in self.pack.cards if is_trump(c))

        def holdings(hand) -> list[str]:
            held = set(hand)
            said = [COUNTS[n]] if (n := len(taroks & held)) in COUNTS else []
            return said + [HONOUR_HELD] if TRUMP_HONOURS & held else said
        return HoldingProof(holdings, frozenset(COUNT_VALUES),
                            (frozenset(TRUMP_HONOURS), taroks - TRUMP_HONOURS),
                            by_bid=tuple((bid, HONOUR_HELD) for bid in BIDS))

    @staticmethod
    def defenders_contrad(state: GameState) -> bool:
        """Any Contra at all is the opponents' first: the declarer's side has nothing of
        theirs to contra before they have contra'd and announced."""
        return any(r["by"] for r in state.announcements)

    def _announceable(self, state: GameState, seat: int):
        """The declarer's side announces anything; the opponents only once their side has
        given Contra, except the tarok count (3270-3277, 3440-3445)."""
        count = self.tarok_count(state, seat)
        items = [count] if count else []
        if self.side_of(state, seat) == DECLARER_SIDE or self.defenders_contrad(state):
            items += SIDE_ITEMS
        return items

    @staticmethod
    def _may_contra(state: GameState, seat: int, record: Announcement) -> bool:
        """A tarok count is a fact and cannot be contra'd; anything else can."""
        return record["item"] not in COUNT_VALUES

    # --- flow ------------------------------------------------------------------------------------
    def needs_redeal(self, state: GameState) -> bool:
        return hand_without_tarok(state)  # "Deal" 5

    def next_phase(self, state: GameState) -> PhaseName:
        phase = state.phase
        if phase == DEAL:
            return BID
        if phase == BID:
            if state.contract is None:
                return DONE  # all passed: thrown in (open question in "Auction" 5)
            let_go = t20_let_go(state)
            if let_go:
                state.extra[LET_GO] = let_go
            return TALON
        if phase == TALON:
            set_aside_taken(state)
            return DISCARD
        if phase == DISCARD:
            state.extra[TAROKS_LAID_AWAY] = {
                str(s): sum(1 for c in state.discards[s] if is_trump(c))
                for s in state.active if s != state.declarer}
            return CALL
        if phase == CALL:
            return ANNOUNCE
        if phase == ANNOUNCE:
            return PLAY
        return DONE

    # --- counting and settlement ("Counting", "Scoring and settlement") ------------------------
    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        if state.contract is None:
            return thrown_in(ledger)
        ours = self.declarer_side(state)
        theirs = [s for s in state.active if s not in ours]
        thirds, points = party_points(party_pile(state, ours, "declarer"))
        won = thirds >= WIN_THIRDS
        loser_thirds = TOTAL_THIRDS - thirds if won else thirds
        schneider = loser_thirds < SCHNEIDER_THIRDS
        value = VALUES[state.contract]
        winners, losers = (ours, theirs) if won else (theirs, ours)
        losers_side = DEFENDERS if won else DECLARER_SIDE
        volat = self._settle_volat(state, ledger, ours, theirs, value)
        if volat is None:
            stake = Stake(value, 1, contra_factor(made(state, GAME)),
                          doubled_by=(f"schneider_{losers_side}",) if schneider else ())
            ledger.between_sides(GAME, winners, losers, stake)
        self._settle_counts(state, ledger)
        self._settle_captures(state, ledger, ours, theirs)
        self._settle_ultimo(state, ledger, ours, theirs)
        self._settle_mondfang(state, ledger, ours, theirs)
        return {"contract": state.contract, "declarer": state.declarer,
                "called": state.extra.get(CALLED), "partner": self.partner(state),
                "alone": len(ours) == 1, "game_value": value, "won": won,
                "schneider": schneider, "volat": volat,
                "points": {"declarer": points,
                           "defenders": points_from_thirds(TOTAL_THIRDS - thirds)},
                "thirds": {"declarer": thirds, "defenders": TOTAL_THIRDS - thirds},
                "needed_thirds": WIN_THIRDS,
                "items": ledger.items, "totals": ledger.totals()}

    @staticmethod
    def _sides(side: str, ours: list[int], theirs: list[int]):
        return (ours, theirs) if side == DECLARER_SIDE else (theirs, ours)

    def _settle_volat(self, state, ledger, ours, theirs, value) -> str | None:
        """Volat 4 × (announced 8 ×) the game value in place of the game; an announced volat
        that fails pays 8 × to the other side, and the game is paid as usual (open q. 5, 8).
        Returns the side whose volat replaced the game."""
        made = volat_side(state, set(ours))
        record = find(state, "volat")
        if record is not None:
            side, other = self._sides(record["side"], ours, theirs)
            stake = Stake(value, VOLAT_FOLDS[1], contra_factor(record))
            if made == record["side"]:
                ledger.between_sides("volat", side, other, stake)
                return made
            ledger.between_sides("volat_failed", other, side, stake)
            return None
        if made is not None:
            side, other = self._sides(made, ours, theirs)
            ledger.between_sides("volat", side, other, Stake(value, VOLAT_FOLDS[0]))
        return made

    @staticmethod
    def _settle_counts(state: GameState, ledger: Ledger) -> None:
        """Acht/Neun Tarok: from each of the other three, partner included (3263-3269)."""
        for record in state.announcements:
            points = COUNT_VALUES.get(record["item"])
            if points is not None:
                others = [s for s in state.active if s != record["seat"]]
                ledger.from_all_others(record["item"], record["seat"], others, points)

    def _pay_premium(self, ledger, item, record, achieved, values, ours, theirs,
                     **details) -> None:
        """A premium silent or announced: the achieving side takes the silent value (with
        `details` of how it was achieved); an announced one is paid at its announced value ×
        Contra, to the other side if it fails (open question 8)."""
        if record is None:
            if achieved is not None:
                side, other = self._sides(achieved, ours, theirs)
                ledger.between_sides(item, side, other, values[0], **details)
            return
        side, other = self._sides(record["side"], ours, theirs)
        stake = Stake(values[1], 1, contra_factor(record))
        if achieved == record["side"]:
            ledger.between_sides(item, side, other, stake, **details)
        else:
            ledger.between_sides(f"{item}_failed", other, side, stake)

    def _settle_captures(self, state, ledger, ours, theirs) -> None:
        """Trull and quatre only if all lie in the side's tricks at the end, talon and discards
        not counted (3226-3230, open question 7)."""
        piles = {DECLARER_SIDE: {c for s in ours for c in state.won[s]},
                 DEFENDERS: {c for s in theirs for c in state.won[s]}}
        kings = tuple(c for c in self.pack.cards if is_king(c))
        for item, cards in zip(CAPTURES, (TRUMP_HONOURS, kings)):
            achieved = next((side for side, pile in piles.items()
                             if all(c in pile for c in cards)), None)
            self._pay_premium(ledger, item, find(state, item), achieved, CAPTURE_VALUES,
                              ours, theirs, collected=True)

    def _settle_ultimo(self, state, ledger, ours, theirs) -> None:
        """Pagat ultimo (2, announced 4): the T1 wins the last trick; an announced one that
        fails, or a silent T1 captured in the last trick, pays the other side (596-601)."""
        facts = last_trick_facts(state)
        pagat_seat = facts["pagat_in_last"]
        record = find(state, "pagat_ultimo")
        if record is not None:
            side, _ = self._sides(record["side"], ours, theirs)
            achieved = record["side"] if facts["pagat_won_last"] and pagat_seat in side else None
            self._pay_premium(ledger, "pagat_ultimo", record, achieved, ULTIMO, ours, theirs)
            return
        if pagat_seat is None:
            return
        mine = DECLARER_SIDE if pagat_seat in ours else DEFENDERS
        side, other = self._sides(mine, ours, theirs)
        if facts["pagat_won_last"]:
            ledger.between_sides("silent_ultimo", side, other, ULTIMO[0])
        elif facts["last_winner"] in other:
            ledger.between_sides("silent_ultimo_lost", other, side, ULTIMO[0])

    def _settle_mondfang(self, state, ledger, ours, theirs) -> None:
        """Mondfang: the side's Sküs captures the opponents' T21 (3235-3251)."""
        achieved = None
        for trick in state.tricks:
            plays = dict((c, s) for s, c in trick.plays)
            if SKUS in plays and MOND in plays:
                catcher = self.side_of(state, plays[SKUS])
                if catcher != self.side_of(state, plays[MOND]):
                    achieved = catcher
        self._pay_premium(ledger, "mondfang", find(state, "mondfang"), achieved,
                          self.settings["mondfang_values"], ours, theirs)
