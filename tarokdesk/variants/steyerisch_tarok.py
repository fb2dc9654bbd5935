"""Steyerisch-Tarok, Ulmann Cap. III, specified in rules/steyerisch-tarok.md.

Tapp-Tarok with two more rungs on the ladder: besides the four Dreier levels the declarer may
buy a pair (Zweier, three levels) or a single card (Einer), or play Solo. The talon is bought
step by step; each further look raises the multiplier m, which is paid only when the declarer
loses. The gain is counted in card points above 35 plus a consolation of 10, times the
category factor ("Alles Übrige wie im Tapp-Tarok", line 1824).
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import DealSchedule, Option
from tarokdesk.rules.announcements import DECLARER_SIDE, DEFENDERS, GAME, contra_factor, find, made
from tarokdesk.rules.auction import KEY as AUCTION
from tarokdesk.rules import knocking
from tarokdesk.rules.settlement import Ledger, Stake, party_pile, party_points
from tarokdesk.rules.stepwise_talon import StepwiseTalon, TalonWalk, fold, ladder
from tarokdesk.variants.tapp_tarok import TappTarok
from tarokdesk.variants.ulmann import (
    MUST_OVERTRUMP, SMALL_BUYS, late_hold_option, opponents_of, thrown_in, volat_side,
)

RULES = "steyerisch-tarok.md"
SOLO = "solo"
# "The ladder (lowest first)": four Dreier levels, three Zweier levels, the Einer, the Solo.
BIDS = ("dreier", "untere", "dreimaliger", "viermaliger",
        "zweier", "zweiter_zweier", "dritter_zweier", "einer", SOLO)
DIRECT = ("zweier", "einer", SOLO)
"""Bid "aus der Hand", without a preceding raise ("Auction" 4, line 1755-1757)."""
CATEGORY = {"dreier": 0, "untere": 0, "dreimaliger": 0, "viermaliger": 0,
            "zweier": 1, "zweiter_zweier": 1, "dritter_zweier": 1, "einer": 2, SOLO: 3}
CATEGORY_FACTORS = {"book": (1, 2, 3, 4), "local": (1, 2, 4, 6)}
BUYS = {"zweier": 2, "zweiter_zweier": 2, "dritter_zweier": 2, "einer": 1}
"""The talon cards the Zweier levels and the Einer buy (a pair, a single card)."""
# "Talon procedure and the multiplier m" 1-3: Dreier levels 1 and 3 turn up the top half first,
# 2 and 4 the bottom half; Zweier level L starts with pair L; the Einer goes card by card and
# going back to card j makes it (6 + j)-fold.
WALKS: dict[str, TalonWalk] = {
    "dreier": ladder(2, 0, 1), "untere": ladder(2, 1, 2),
    "dreimaliger": ladder(2, 0, 3), "viermaliger": ladder(2, 1, 4),
    "zweier": ladder(3, 0, 1), "zweiter_zweier": ladder(3, 1, 2),
    "dritter_zweier": ladder(3, 2, 3),
    "einer": ladder(6, 0, 1, back_step=1),
}
HALF = 35
VOLAT_TIMES = (7, 14)
"""Announcements: a silent Volat is worth 7 consolations, an announced one 14 (line 1820)."""


class SteyerischTarok(TappTarok):
    id = "steyerisch-tarok"
    name = "Steyerisch-Tarok"
    presentation = replace(
        TappTarok.presentation,
        summary="Tapp-Tarok with the Zweier and the Einer: the declarer may also buy a pair or a "
                "single talon card.",
        aliases=("Steirisch-Tarok",),
        terms={"zweier": "Zweier", "zweiter_zweier": "zweiter Zweier",
               "dritter_zweier": "dritter Zweier", "einer": "Einer"},
        glossary={**TappTarok.presentation.glossary, **SMALL_BUYS},
    )
    rules_file = RULES
    book = "Ulmann, Cap. III"
    deal = DealSchedule(talon_parts=(1,) * 6, packets=(8, 8))
    """"Deal" 3: the talon of six first (kept in order: its parts are fixed by position from
    the top), then two rounds of eight to the right. "Counting" 4: 35⅔ of 70 wins, as in
    Tapp-Tarok."""
    options = {
        "consolation": Option(10, (10, 20),
                              "The consolation in the gain points: 10, or 20 as in Trieste "
                              "(Scoring 1; premiums scale with it, open question 2)",
                              "Consolation", ("10 points", "20 points, as in Trieste"),
                              "What every game is worth besides its gain points (Ulmann, Cap. III)."),
        "category_factors": Option("book", tuple(CATEGORY_FACTORS),
                                   "Factors Dreier/Zweier/Einer/Solo: 1/2/3/4 (book) or the "
                                   "local 1/2/4/6 (Scoring 2)",
                                   "Contract factors", ("1, 2, 3, 4 (the book)", "1, 2, 4, 6"),
                                   "What Dreier, Zweier, Einer and Solo multiply the game by."),
        "premiums": Option("flat", ("flat", "by_category"),
                           "Trull, four kings and ultimo: the simple consolation whatever the "
                           "contract, or times the category factor - open question 2",
                           "Premiums", ("the same in every contract", "times the contract factor"),
                           "Trull, the four kings and the ultimo: a simple consolation, or "
                           "multiplied like the game."),
        "tapped_vorhand_may_hold": late_hold_option("open question 5"),
        "knocking": knocking.OPTION,  # "Deal 4": knocking instead of cutting
        "must_overtrump": MUST_OVERTRUMP,
    }

    bids = BIDS
    strategy = replace(TappTarok.strategy, contracts={
        # Strategy 1, 21: the Zweier and the Einer are bought alone, count as raised games and
        # take a near-Solo hand; their ultimo asks what the Tapp ultimo asks.
        bid: TappTarok.strategy.contracts[bid] if bid in TappTarok.strategy.contracts
        else replace(TappTarok.strategy.contracts["viermaliger"], buys=BUYS[bid])
        for bid in BIDS}, near_solo=frozenset(BIDS[BIDS.index("zweier"):-1]))

    def talon_phase(self):
        return StepwiseTalon(self.pack, self._walk, f"{self.rules_file} Talon procedure")

    # --- auction ("Auction" 1-5) ----------------------------------------------------------------
    @staticmethod
    def _openings(state: GameState, seat: int):
        return ("dreier", *DIRECT)

    @staticmethod
    def _raises(state: GameState, seat: int, current: str):
        """One rung up; a jump to a Zweier, Einer or Solo for anyone who has not declared a
        Dreier himself ("Auction" 4 and its inference from Tapp line 767-771)."""
        level = BIDS.index(current)
        raises = list(BIDS[level + 1:level + 2])
        if state.extra[AUCTION]["opened"].get(str(seat)) != "dreier":
            raises += [bid for bid in DIRECT if BIDS.index(bid) > level + 1]
        return raises

    # --- talon --------------------------------------------------------------------------------
    def _walk(self, state: GameState) -> TalonWalk:
        return WALKS[state.contract_made]

    # --- counting and settlement ("Counting", "Scoring and settlement") -----------------------
    def factor(self, contract: str) -> int:
        return CATEGORY_FACTORS[self.settings["category_factors"]][CATEGORY[contract]]

    @staticmethod
    def multiplier(state: GameState) -> int:
        """m from the talon walk; "der Solo ist selbstredend stets einmalig" (line 1811)."""
        return 1 if state.contract == SOLO else fold(state)

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        if state.contract is None:
            return thrown_in(ledger)
        declarer, opponents = state.declarer_seat, opponents_of(state)
        consolation = self.settings["consolation"]
        factor, multiplier = self.factor(state.contract), self.multiplier(state)

        thirds, points = party_points(party_pile(state, [declarer], "declarer"))
        defenders_points = self.total_points - points
        won = thirds >= self.win_thirds
        gain = (points if won else defenders_points) - HALF + consolation

        volat = volat_side(state, {declarer})
        announced = find(state, "volat")
        record = made(state, GAME)
        if announced is not None and volat == DECLARER_SIDE:
            # Scoring 8: 14 consolations in place of G, contra'd on the announcement.
            gain, record = VOLAT_TIMES[1] * consolation, announced
        elif announced is not None:
            # Open question 4: a failed announced Volat costs 140 x F x m instead of G.
            gain, record, won = VOLAT_TIMES[1] * consolation, announced, False
        elif volat is not None:
            gain = VOLAT_TIMES[0] * consolation  # silent Volat replaces G (Codex §20)
        item = "volat" if volat is not None or announced is not None else GAME
        if won:  # Scoring 3: paid single, whatever its m
            stake = Stake(gain, factor, contra_factor(record))
            ledger.between_sides(item, [declarer], opponents, stake)
        else:  # Scoring 4-5: a lost game is paid m-fold
            stake = Stake(gain, factor, contra_factor(record), fold=multiplier)
            ledger.between_sides(f"{item}_failed" if announced else item,
                                 opponents, [declarer], stake)
        value = stake.units

        # "Announcements": silent ultimo one consolation, announced two (open question 2).
        scale = factor if self.settings["premiums"] == "by_category" else 1
        self._settle_ultimo(state, ledger, opponents, Stake(consolation, scale),
                            Stake(2 * consolation, scale))
        self._settle_honours(state, ledger, scale)
        return {"contract": state.contract, "declarer": declarer, "game_value": value,
                "gain": gain, "factor": factor, "multiplier": multiplier,
                "gain_basis": None if item != GAME else {
                    "side": DECLARER_SIDE if won else DEFENDERS, "half": HALF,
                    "points": points if won else defenders_points,
                    "consolation": consolation},
                "points": {"declarer": points, "defenders": defenders_points},
                "thirds": {"declarer": thirds, "defenders": 3 * self.total_points - thirds},
                "won": won, "needed_thirds": self.win_thirds, "volat": volat,
                "items": ledger.items, "totals": ledger.totals()}

    def honour_values(self, scale: int) -> dict[str, int]:
        """Tous les trois and tous les quatre: the simple consolation, whatever the contract;
        Köpfe do not count ("Announcements" 2-3, line 1819). Tapping forfeits as in Tapp
        ("Announcements" 7). `scale`: the category factor where premiums follow it."""
        value = self.settings["consolation"] * scale
        return {"koepfe": 0, "tous_les_trois": value, "tous_les_quatre": value}
