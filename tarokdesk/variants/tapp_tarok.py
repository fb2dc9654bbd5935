"""Tapp-Tarok (Dreiern), Ulmann Cap. I, specified in rules/tapp-tarok.md.

Three active players with the 54-card pack; with four at the table the dealer sits out as
"König" and wins and loses with the opponents. Contracts: four Dreier levels (one talon half
bought, three discarded) and the Solo (talon to the opponents).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from tarokdesk.cards.card import PAGAT
from tarokdesk.cards.packs import PACKS
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.rules import knocking
from tarokdesk.rules.knocking import KnockDeal
from tarokdesk.core.variant import DealSchedule, Option, Variant
from tarokdesk.core.variant import ContractPlan, Strategy
from tarokdesk.rules.announcements import (
    ANNOUNCE, DECLARER_SIDE, DEFENDERS, GAME, AnnouncementRound, contra_factor, find, made,
)
from tarokdesk.rules.auction import BID, KEY as AUCTION, DuelAuction
from tarokdesk.rules.settlement import (
    Ledger, Stake, as_stake, last_trick_facts, party_pile, party_points,
)
from tarokdesk.rules.talon import DISCARD, EXCHANGE_KEY as TALON_KEY, TALON, Discard, \
    TalonExchange
from tarokdesk.rules.trickplay import PLAY, TrickPlay
from tarokdesk.variants.ulmann import (
    HONOURS_KEY, MUST_OVERTRUMP, ULTIMO_VALUE_LABELS, ULTIMO_VALUES_EXPLAIN, hand_without_tarok,
    late_hold_option, opponents_of, snapshot_honours, thrown_in, volat_side,
)

RULES = "tapp-tarok.md"
BIDS = ("dreier", "untere", "dreimaliger", "viermaliger", "solo")
SOLO = "solo"
MODERN_VALUES = {"dreier": 3, "untere": 4, "dreimaliger": 5, "viermaliger": 6, SOLO: 8}
# "Announcements": Köpfe 1, tous les trois 2, tous les quatre 2; volat 12 / 24 (Dreier);
# everything doubled in the Solo (lines 753-755, 784-788).
HONOUR_VALUES = {"koepfe": 1, "tous_les_trois": 2, "tous_les_quatre": 2}
VOLAT_VALUES = (12, 24)
FORFEITABLE = ("tous_les_trois", "tous_les_quatre")


class TappTarok(Variant):
    id = "tapp-tarok"
    name = "Tapp-Tarok"
    presentation = Presentation(
        summary="The oldest 54-card Tarock: the declarer buys half the talon and plays against "
                "the other two.",
        explain=knocking.EXPLAIN,
        acts=knocking.ACTS,
        glossary={"Untere": "Tapp-Tarok's second game: a Dreier raised once.",
                  "Dreimaliger": "A Dreier raised twice: it counts more than the Untere.",
                  "Viermaliger": "A Dreier raised three times, the highest before the Solo."},
    )
    rules_file = RULES
    book = "Ulmann, Cap. I"
    pack = PACKS["tarok-54"]
    seat_counts = (3, 4)
    deal = DealSchedule(talon_parts=(3, 3), packets=(8, 8))
    total_points = 70
    win_thirds = 107
    """"Counting": the declarer needs 36 of 70, i.e. 35⅔ (107 thirds); 35-35 loses."""
    options = {
        "talon_method": Option("modern", ("modern", "old"),
                               "Talon: modern Viennese (both halves shown, 3/4/5/6) or the old "
                               "method (each look raises the value) - open question 3",
                               "Talon", ("modern: both halves shown", "old: each look counts"),
                               "Modern Viennese way: both halves are turned up and the game is "
                               "worth 3 to 6 by the bid. Old way: one half is shown, and "
                               "looking at the other raises the value (Ulmann, Cap. I)."),
        "tapped_vorhand_may_hold": late_hold_option("open question 1"),
        "ultimo_values": Option((2, 4), ((2, 4), (3, 6), (5, 10)),
                                "Silent and announced ultimo premiums (Optional customs)",
                                "Pagat Ultimo premiums", ULTIMO_VALUE_LABELS,
                                ULTIMO_VALUES_EXPLAIN),
        "knocking": knocking.OPTION,  # "Deal" 4 (00-general.md "Knocking instead of cutting")
        "must_overtrump": MUST_OVERTRUMP,
    }

    # --- strategy: what the computer players read ("Strategy and conventions") ---------------
    strategy = Strategy(
        contracts={
            # T26: Pagat Ultimo with 11-12 taroks and 5-6 high Stecher; T45: the Dreier is
            # the unraised game; the Solo buys nothing (T5).
            "dreier": ContractPlan(alone=True, talon=True, raised=False, ultimo_taroks=11,
                                   ultimo_high=5, buys=3),
            "untere": ContractPlan(alone=True, talon=True, raised=True, ultimo_taroks=11,
                                   ultimo_high=5, buys=3),
            "dreimaliger": ContractPlan(alone=True, talon=True, raised=True, ultimo_taroks=11,
                                        ultimo_high=5, buys=3),
            "viermaliger": ContractPlan(alone=True, talon=True, raised=True, ultimo_taroks=11,
                                        ultimo_high=5, buys=3),
            SOLO: ContractPlan(alone=True, talon=False, raised=True, ultimo_taroks=11,
                               ultimo_high=5),
        },
        game_target=107,  # "Counting": 36 of 70 (35 2/3 rounds up), in thirds
        bidding="dreier_levels",  # T2-T6
        conventions=frozenset((
            "invite", "force", "weak", "trumps_out", "declarer_force",  # T20, T33-T39
            "draw_trumps",  # T20 "fordern"
            "keep_tenace",  # T21 "impassiren", problem 12
            "break_volat",  # T28, problem 9
            "mond_passes",  # 00-general.md Obligations 5, problem 10
        )),
    )

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """With four at the table the dealer sits out ("At a glance", lines 630-637)."""
        n = self.n_seats
        return tuple((dealer + i) % n for i in range(1, 4))

    bids: ClassVar[tuple[str, ...]] = BIDS

    def build_phases(self):
        """The Tapp blocks; a game of the family swaps its talon and announcement rounds."""
        settings = self.settings
        return {
            DEAL: KnockDeal(DealPhase(self), settings["knocking"], self.seating.persons()),
            BID: DuelAuction(self.bids, self._openings, self._raises,
                             settings["tapped_vorhand_may_hold"],
                             f"{self.rules_file} Contracts and bidding"),
            TALON: self.talon_phase(),
            DISCARD: Discard(),
            ANNOUNCE: self.announcement_round(),
            PLAY: TrickPlay(self.pack, settings["must_overtrump"]),
        }

    def talon_phase(self):
        return TalonExchange(self.pack, self._first_shown, f"{self.rules_file} Talon")

    def announcement_round(self):
        return AnnouncementRound(self.side_of, self._announceable,
                                 lambda state, seat, record: True, lambda state, seat: (),
                                 f"{self.rules_file} Announcements")

    # --- auction (tapp-tarok.md "Recommended auction algorithm") -------------------------------
    def _openings(self, state: GameState, seat: int) -> Sequence[str]:
        return ("dreier", SOLO)

    def _raises(self, state: GameState, seat: int, current: str) -> Sequence[str]:
        """One level up; a direct Solo for anyone who has not declared a Dreier (open q. 2)."""
        level = BIDS.index(current)
        if level + 1 >= len(BIDS):
            return ()
        raises = [BIDS[level + 1]]
        declared_dreier = state.extra[AUCTION]["opened"].get(str(seat)) == "dreier"
        if raises[0] != SOLO and not declared_dreier:
            raises.append(SOLO)
        return raises

    # --- talon --------------------------------------------------------------------------------
    def _first_shown(self, state: GameState) -> int | None:
        """Old method: Dreier and Dreimaliger show the upper half first, Untere and Viermaliger
        the lower (tapp-tarok.md "Dreier - old method")."""
        if self.settings["talon_method"] == "modern":
            return None
        return BIDS.index(state.contract) % 2

    # --- announcements ----------------------------------------------------------------------
    @staticmethod
    def side_of(state: GameState, seat: int) -> str:
        return DECLARER_SIDE if seat == state.declarer else DEFENDERS

    def _announceable(self, state: GameState, seat: int) -> Sequence[str]:
        """Only the declarer announces; Pagat Ultimo only with the Pagat in hand (Codex §21,
        disallowed in the software as the rule file recommends)."""
        if seat != state.declarer:
            return ()
        return ("pagat_ultimo", "volat") if PAGAT in state.hands[seat] else ("volat",)

    # --- flow -------------------------------------------------------------------------------
    def needs_redeal(self, state: GameState) -> bool:
        return hand_without_tarok(state)

    def next_phase(self, state: GameState) -> PhaseName:
        phase = state.phase
        if phase == DEAL:
            return BID
        if phase == BID:
            if state.contract is None:
                return DONE  # all tapped: thrown in, no payments (open question 9)
            if state.contract == SOLO:
                state.talon_owner = ["defenders"] * len(state.talon_parts)
                return ANNOUNCE
            return TALON
        if phase == TALON:
            return DISCARD
        if phase == DISCARD:
            return ANNOUNCE
        if phase == ANNOUNCE:
            snapshot_honours(state)
            return PLAY
        return DONE

    # --- counting and settlement (tapp-tarok.md "Scoring and settlement") ---------------------
    def game_value(self, state: GameState) -> int:
        if state.contract == SOLO or self.settings["talon_method"] == "modern":
            return MODERN_VALUES[state.contract_made]
        return BIDS.index(state.contract) + 1 + state.extra[TALON_KEY]["bonus"]

    def game_stake(self, state: GameState) -> Stake:
        """The game's stake with its Contra; a game of the family that grows by its talon walk
        or by an announcement names those factors here, so the result line shows them."""
        return Stake(self.game_value(state), 1, contra_factor(made(state, GAME)))

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        if state.contract is None:
            return thrown_in(ledger)
        declarer, opponents = state.declarer_seat, opponents_of(state)
        double = 2 if state.contract == SOLO else 1

        thirds, points = party_points(party_pile(state, [declarer], "declarer"))
        won = thirds >= self.win_thirds
        game_stake = self.game_stake(state)
        value = game_stake.units

        volat = volat_side(state, {declarer})
        volat_record = find(state, "volat")
        if volat_record is not None and volat != "declarer":
            ledger.between_sides("volat_failed", opponents, [declarer],
                                 Stake(VOLAT_VALUES[1], double, contra_factor(volat_record)))
        if volat is not None:
            # Codex §20: the volat replaces the game; the higher of the two is paid.
            announced = volat_record is not None and volat == "declarer"
            volat_contra = contra_factor(volat_record) \
                if volat_record is not None and announced else 1
            volat_stake = Stake(VOLAT_VALUES[1 if announced else 0], double, volat_contra)
            stake = max(volat_stake, game_stake, key=lambda s: s.units)
            if volat == "declarer":
                ledger.between_sides("volat", [declarer], opponents, stake)
            else:
                ledger.between_sides("volat", opponents, [declarer], stake)
        elif won:
            ledger.between_sides("game", [declarer], opponents, game_stake)
        else:
            ledger.between_sides("game", opponents, [declarer], game_stake)

        silent_ultimo, announced_ultimo = self.ultimo_values()
        self._settle_ultimo(state, ledger, opponents, Stake(silent_ultimo, double),
                            Stake(announced_ultimo, double))
        self._settle_honours(state, ledger, double)
        return {"contract": state.contract, "declarer": declarer, "game_value": value,
                "points": {"declarer": points, "defenders": self.total_points - points},
                "thirds": {"declarer": thirds, "defenders": 3 * self.total_points - thirds},
                "won": won, "needed_thirds": self.win_thirds, "volat": volat,
                "items": ledger.items, "totals": ledger.totals()}

    @staticmethod
    def _settle_ultimo(state: GameState, ledger: Ledger, opponents: list[int],
                       silent: Stake | int, announced: Stake | int) -> None:
        """tapp-tarok.md "Pagat Ultimo details" and settlement item 4 (open question 6)."""
        silent, announced = as_stake(silent), as_stake(announced)
        declarer = state.declarer_seat
        facts = last_trick_facts(state)
        record = find(state, "pagat_ultimo")
        if record is not None:
            stake = announced._replace(contra=contra_factor(record))
            if facts["pagat_won_last"] and facts["pagat_in_last"] == declarer:
                ledger.between_sides("pagat_ultimo", [declarer], opponents, stake)
            else:
                ledger.between_sides("pagat_ultimo_failed", opponents, [declarer], stake)
            return
        holder = facts["pagat_in_last"]
        if holder is None:
            return
        if holder == declarer:
            if facts["pagat_won_last"]:
                ledger.between_sides("silent_ultimo", [declarer], opponents, silent)
            else:
                ledger.between_sides("silent_ultimo_lost", opponents, [declarer], silent)
        elif facts["pagat_won_last"]:
            ledger.between_sides("silent_ultimo", opponents, [declarer], silent)
        elif facts["last_winner"] == declarer:
            ledger.between_sides("silent_ultimo_lost", [declarer], opponents, silent)

    def ultimo_values(self) -> tuple[int, int]:
        """Silent and announced ultimo before any doubling (a custom chosen by option)."""
        return self.settings["ultimo_values"]

    def honour_values(self, double: int) -> dict[str, int]:
        return {premium: value * double for premium, value in HONOUR_VALUES.items()}

    def _settle_honours(self, state: GameState, ledger: Ledger, double: int) -> None:
        """Honours: paid by every other participant, forfeited by tapping in opening position
        unless the Vorhand held later ("Honours: who pays, and forfeiture by tapping")."""
        auction = state.extra[AUCTION]
        tapped = set(auction["tapped"])
        if auction["held_late"]:
            tapped.discard(state.vorhand)
        everyone = range(state.n_seats)
        for seat_key, held in state.extra[HONOURS_KEY].items():
            seat = int(seat_key)
            for premium in held:
                if seat in tapped and premium in FORFEITABLE:
                    if premium != "tous_les_trois":
                        continue
                    premium = "koepfe"
                others = [s for s in everyone if s != seat]
                ledger.from_all_others(premium, seat, others,
                                       Stake(self.honour_values(1)[premium], double))
