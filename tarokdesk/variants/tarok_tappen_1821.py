"""Tarok-Tappen, the 1821 "Anweisung zur gründlichen Erlernung des beliebten Tarok-Tappen-
Spiels", specified in rules/tarok-tappen-1821.md: the 54-card game and its 42-card form.

Three active players (a fourth deals and rests as "König", winning and losing with the
defenders). The Vorhand opens with the Tapper or a game; a Tapper nobody outbids is not played
and scores her half a consolation. A Dreyer takes the upper three talon cards blind (in the
42-card form a Zweyer two, an Einer one) and lays as many away; the Solo buys nothing. After
play the honours are declared. Every deal is written on the score sheet in the unit of the
consolation C; the players settle the differences of their sheets (net n·W − ΣW).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tarokdesk.cards.card import PAGAT, is_trump
from tarokdesk.cards.packs import PACKS, Pack
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sight import Sight, Visibility
from tarokdesk.core.sitting import CarrySheet, Sitting
from tarokdesk.core.variant import ContractPlan, DealSchedule, Option, Strategy, Variant
from tarokdesk.rules.announcements import (
    ANNOUNCE, DECLARE, DECLARER_SIDE, DEFENDERS, AnnouncementRound, DeclarationRound, declared,
    find,
)
from tarokdesk.rules.auction import BID, HOLD, PASS, TAPPER, TappenAuction
from tarokdesk.rules.settlement import (
    Ledger, honours_in_hand, last_trick_facts, party_pile, party_points,
)
from tarokdesk.rules.carry_steps import DEALS, count_key, step
from tarokdesk.rules.sheets import (
    TourCounter, add_sheets, net_entries, settle_sheet, written,
)
from tarokdesk.rules.talon import DISCARD, BlindPurchase
from tarokdesk.rules.trickplay import PLAY, TrickPlay
from tarokdesk.variants.tapp_tarok import TappTarok
from tarokdesk.variants.ulmann import NO_YES, SMALL_BUYS, opponents_of, volat_side

RULES = "tarok-tappen-1821.md"
SOLO = "solo"
HONOURS = ("tous_les_trois", "tous_les_quatre")
""""Announcements": tous les trois (Sküs, Mond, Pagat) and the four kings; no Köpfe."""


def written_key(seat: int) -> str:
    """The count of what `seat` has written on the sheet (rules/carry_steps.py)."""
    return count_key("written", (seat,))


@dataclass(frozen=True)
class Form:
    """What the 54-card game and the 42-card form (part E) differ in."""

    pack: Pack
    deal: DealSchedule
    contracts: tuple[str, ...]  # lowest first, the Solo last
    bought: dict[str, int]  # talon cards a contract takes from the top
    factor: dict[str, int]  # the margin's multiplier
    total: int  # card points of the pack
    half: int  # the Remis; one point more wins

    @property
    def win_thirds(self) -> int:
        return 3 * self.half + 2  # "a remaining 2/3 counts as a full point"


FORMS = {
    # "At a glance", "Deal" 3, "Scoring": 16 cards each (8 + 8), 70 points, 35 Remis,
    # Dreyer C + 2m, Solo 2C + 4m.
    54: Form(PACKS["tarok-54"], DealSchedule(talon_parts=(1,) * 6, packets=(8, 8)),
             ("dreier", SOLO), {"dreier": 3, SOLO: 0}, {"dreier": 2, SOLO: 4}, 70, 35),
    # E §1-§7: 42 cards, 12 each (3 + 3 twice round: the same cards as 6 + 6), 66 points,
    # 33 Remis; Präference x2, Zweyer x3, Einer x4, Solo x6.
    42: Form(PACKS["tarok-42"], DealSchedule(talon_parts=(1,) * 6, packets=(6, 6)),
             ("dreier", "zweier", "einer", SOLO), {"dreier": 3, "zweier": 2, "einer": 1, SOLO: 0},
             {"dreier": 2, "zweier": 3, "einer": 4, SOLO: 6}, 66, 33),
}
CONSOLATION_42 = {"dreier": 30, "zweier": 50, "einer": 100, SOLO: 150}
VOLAT_42 = {"dreier": 300, "zweier": 400, "einer": 500, SOLO: 600}
"""E "Contracts" and "Announcements": the suggested consolations; Präference and Solo volat
300 and 600, Zweyer and Einer 400 and 500 (E open question 2)."""


def _strategy(form: Form) -> Strategy:
    """Strategy 1-6 read by the standard player: the Tapp thresholds (a Dreyer hand is "a
    couple of kings, one Matador with other high trumps and a natural void", 3), the Solo only
    when the hand alone brings 36 (5), the ultimo only when sure (12); the Vorhand too weak
    for a game says Tapper (1); the Zweyer and Einer need a near-Solo hand."""
    dreyer = ContractPlan(alone=True, talon=True, raised=False, ultimo_taroks=11, ultimo_high=5)
    plans = {c: replace(dreyer, raised=c != "dreier", talon=c != SOLO, buys=form.bought[c])
             for c in form.contracts}
    hand = (len(form.pack.cards) - sum(form.deal.talon_parts)) // 3
    return replace(TappTarok.strategy, contracts=plans, game_target=form.win_thirds,
                   hand_scale=hand / 16, weak_opening=TAPPER,
                   near_solo=frozenset(form.contracts[1:-1]))


class TarokTappen1821Visibility(Visibility["TarokTappen1821"]):
    """What each seat sees at the table of Tarok-Tappen (1821) beyond the general law."""

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """The declarer alone sees what he bought ("Talon": shown to nobody); the announced
        Pagat lies face up beside its holder until played (line 324)."""
        sight = super().seen_by(state, seat)
        if seat == state.declarer:
            sight = replace(sight, talon_parts=tuple(
                seen or owner == "taken" for seen, owner in zip(sight.talon_parts,
                                                                 state.talon_owner)))
        record = find(state, "pagat_ultimo")
        if record is None or record["seat"] == seat or PAGAT not in state.hands[record["seat"]]:
            return sight
        return replace(sight, hands={record["seat"]: (PAGAT,)})


class TarokTappen1821Sitting(Sitting["TarokTappen1821"]):
    """What a session of Tarok-Tappen (1821) carries from one deal to the next."""

    def carry_counts(self, carry: dict) -> dict[str, int]:
        return {**{written_key(int(s)): w for s, w in carry["sheet"].items()},
                DEALS: carry["deals"]}

    def initial_carry(self) -> dict:
        return {"sheet": {str(s): 0 for s in range(self.variant.n_seats)}, "deals": 0,
                "last_tapper": False}

    def session_over(self, carry: dict) -> bool:
        counter = self.variant._tours()
        return counter is not None and counter.over(carry["deals"], carry["last_tapper"])

    def carry_sheet(self, carry: dict) -> CarrySheet:
        """Each player's sheet and what it is worth against the others (n·W − ΣW)."""
        balance = settle_sheet(carry["sheet"])
        seats = {int(s): (str(w), f"{balance[s]:+d}") for s, w in carry["sheet"].items()}
        counter = self.variant._tours()
        played = f"{carry['deals']} / {counter.deals}" if counter else str(carry["deals"])
        return CarrySheet("sheets_written", ("written", "balance"), seats,
                          (("deals_played", played),), "deal_units", "balance")


class TarokTappen1821(Variant):
    id = "tarok-tappen-1821"
    name = "Tarok-Tappen (1821)"
    presentation = Presentation(
        summary="The Viennese game of 1821, the ancestor of Tapp-Tarok: the declarer buys talon "
                "cards unseen.",
        aliases=("Tarok-Tappen", "Tappen"),
        terms={"tapper": "Tapper", "zweier": "Zweier", "einer": "Einer",
               "sheets_written": "Sheets written", "deal_units": "Settled per deal",
               "written": "written", "balance": "balance",
               "deals_played": "deals played"},
        explain={TAPPER: "The Vorhand may not pass: with a doubtful hand she says Tapper and "
                         "leaves the game to the others; if nobody plays one, the deal is not "
                         "played and she is written half a consolation."},
        glossary={**SMALL_BUYS, "Tapper": "The Vorhand's word for a hand too doubtful to play: "
                                          "she may not pass, so she taps."},
    )
    rules_file = RULES
    book = "Anweisung, 1821"  # "Anweisung zur gründlichen Erlernung des ... Tarok-Tappen-Spiels"
    pack = FORMS[54].pack
    seat_counts = (3, 4)
    deal = FORMS[54].deal
    options = {
        "pack": Option(54, (54, 42),
                       "The 54-card game, or the 42-card form of part E (Präference, Zweyer, "
                       "Einer)", "Pack",
                       ("54 cards", "42 cards: Präference, Zweyer, Einer"),
                       "The book's game is played with 54 cards; in its 42-card form (part E) "
                       "a game may also buy two cards (Zweyer) or one (Einer)."),
        "consolation": Option(50, (50, 40, 30),
                              "C, the Dreyer's consolation of the 54-card game ("
                              "Scoring); the 42-card form has its own table (E §3-6)",
                              "Consolation C (54 cards)", ("50 points", "40 points", "30 points"),
                              "What a plain Dreyer is worth besides its points; every value of "
                              "the 54-card game is a multiple of it (Anweisung, §5)."),
        "solo_talon": Option("defenders", ("defenders", "soloist", "split"),
                             "Whose the talon is in a Solo: the defenders' (§40), or the "
                             "rejected customs (Special cases 9)", "Talon in a Solo",
                             ("the defenders'", "the soloist's", "upper half the soloist's"),
                             "The book gives the whole talon of a Solo to the defenders; some "
                             "tables give it, or its upper half, to the soloist (Anweisung, "
                             "§40)."),
        "tours": Option(3, (3, 6, 0),
                        "How long a sitting is: the last three tours of Special cases 7 (§51) "
                        "from the start, six, or no end agreed", "Length of a sitting",
                        ("the last three tours", "six tours", "no end agreed"),
                        "A tour gives everyone the Vorhand once; the sitting ends after the "
                        "last tours, one more if the very last deal was a plain Tapper "
                        "(Anweisung, §51)."),
        "redeal_no_trump": Option(False, (False, True),
                                  "Redeal when a hand has no trump: the custom the author "
                                  "calls baseless (Deal 5, §47)", "Redeal a hand without tarok",
                                  NO_YES,
                                  "The book plays a hand without a tarok; some tables deal "
                                  "again (Anweisung, §47)."),
    }
    strategy = _strategy(FORMS[54])

    visibility_class = TarokTappen1821Visibility
    sitting_class = TarokTappen1821Sitting

    def __init__(self, options=None, n_seats=None):
        self.form = FORMS[self.resolve_options(options or {})["pack"]]
        self.pack, self.deal = self.form.pack, self.form.deal
        self.strategy = _strategy(self.form)
        super().__init__(options, n_seats)

    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """With four at the table the dealer is the König and gets no cards ("At a glance")."""
        return tuple((dealer + i) % self.n_seats for i in range(1, 4))

    def build_phases(self):
        rule = f"{RULES} Contracts and bidding"
        return {
            DEAL: DealPhase(self),
            BID: TappenAuction(self.form.contracts, rear_take_over=self.form.pack.id == "tarok-42",
                               rule=rule),
            DISCARD: BlindPurchase(self.pack, lambda state: self.form.bought[state.contract]),
            ANNOUNCE: AnnouncementRound(self._side_of, self._announceable,
                                        lambda state, seat, record: False,
                                        lambda state, seat: (), f"{RULES} Announcements"),
            PLAY: TrickPlay(self.pack),  # open question 2: no overtrump obligation
            DECLARE: DeclarationRound(self.honours_held, self.passed_by,
                                      f"{RULES} Announcements (tous les trois, four kings)"),
        }

    # --- flow -------------------------------------------------------------------------------
    def needs_redeal(self, state: GameState) -> bool:
        """A hand without a trump is played (Deal 5), unless the table keeps the custom."""
        return self.settings["redeal_no_trump"] and any(
            not any(is_trump(c) for c in state.hands[seat]) for seat in state.active)

    def next_phase(self, state: GameState) -> PhaseName:
        phase = state.phase
        if phase == DEAL:
            return BID
        if phase == BID:
            if state.contract == TAPPER:
                return DONE  # "Everyone accepts the Tapper": not played
            if state.contract == SOLO:
                state.talon_owner = self._solo_talon(len(state.talon_parts))
                return ANNOUNCE
            return DISCARD
        if phase == DISCARD:
            return ANNOUNCE
        if phase == ANNOUNCE:
            return PLAY
        if phase == PLAY and any(self.honours_held(state, s) and not self.passed_by(state, s)
                                 for s in state.active):
            return DECLARE
        return DONE

    def _solo_talon(self, parts: int) -> list[str]:
        """§40: the whole talon is the defenders'; the customs give it, or its upper half, to
        the soloist, who still may not look at it."""
        custom = self.settings["solo_talon"]
        upper = parts // 2
        return ["declarer" if custom == "soloist" or (custom == "split" and i < upper)
                else "defenders" for i in range(parts)]

    # --- the Pagat ultimo, announced and lying face up ---------------------------------------
    @staticmethod
    def _side_of(state: GameState, seat: int) -> str:
        return DECLARER_SIDE if seat == state.declarer else DEFENDERS

    @staticmethod
    def _announceable(state: GameState, seat: int):
        """§7, §23: the Pagat ultimo, by its holder (a defender's "contra ultimo" too, open
        question 11); there is no Contra and no announced volat."""
        return ("pagat_ultimo",) if PAGAT in state.hands[seat] else ()

    # --- honours (§2, §49): declared after play, lost if passed by ------------------------
    def honours_held(self, state: GameState, seat: int) -> list[str]:
        """Tous les trois and the four kings in the hand before play: the dealt cards, and for
        the declarer his purchase (open question 3)."""
        cards = list(state.dealt[seat])
        if seat == state.declarer:
            cards += [c for part, owner in zip(state.talon_parts, state.talon_owner)
                      if owner == "taken" for c in part]
        return [item for item in honours_in_hand(cards) if item in HONOURS]

    def passed_by(self, state: GameState, seat: int) -> bool:
        """§2 "verpaßt": a seat that said Tapper, or passed while no game had been announced,
        passed its honours by, unless it bid or took over a game afterwards."""
        if seat == state.declarer:
            return False
        passed, standing = False, False
        for bidder, choice in state.bids:
            if bidder == seat:
                if choice == TAPPER or (choice == PASS and not standing):
                    passed = True
                elif choice in self.form.contracts or choice == HOLD:
                    passed = False
            standing = standing or choice in self.form.contracts
        return passed

    # --- counting and the score sheet ("Counting", "Scoring and settlement") -----------------
    def consolation(self, contract: str) -> int:
        if self.form.total == 66:
            return CONSOLATION_42[contract]
        return self.settings["consolation"] * (2 if contract == SOLO else 1)

    def volat_value(self, contract: str) -> int:
        if self.form.total == 66:
            return VOLAT_42[contract]
        return 10 * self.consolation(contract)  # §8: 10C, 20C in a Solo

    def settle(self, state: GameState) -> Settlement:
        """The deal's sheet entries: who writes what (each entry W by a seat wins W from
        every other seat), netted as the book nets them (§48)."""
        ledger = Ledger(state.n_seats)
        entries: list[dict] = []
        everyone = list(range(state.n_seats))
        declarer, contract = state.declarer_seat, state.contract_made

        def write(item: str, writers: list[int], value: int) -> None:
            entries.extend({"seat": s, "item": item, "points": value} for s in writers)
            if len(writers) == 1:
                ledger.from_all_others(item, writers[0], [s for s in everyone if s not in writers],
                                       value)
            else:
                ledger.between_sides(item, writers, [s for s in everyone if s not in writers],
                                     value)

        if contract == TAPPER:  # §5: the Vorhand writes half a consolation
            write(TAPPER, [declarer], self.consolation("dreier") // 2)
            return self._written(state, entries, {"contract": TAPPER, "declarer": declarer,
                                                  "items": ledger.items,
                                                  "totals": ledger.totals()})
        opponents = opponents_of(state)
        thirds, points = party_points(party_pile(state, [declarer], "declarer"))
        half, value = self.form.half, self.consolation(contract)
        margin = abs(points - half)
        volat = volat_side(state, {declarer})
        if volat is not None:  # §8: the volat replaces points and consolation
            value = self.volat_value(contract)
            write("volat", [declarer] if volat == DECLARER_SIDE else opponents, value)
        else:
            value += self.form.factor[contract] * margin
            write("game", [declarer] if points > half else opponents, value)
        self._write_ultimo(state, write, opponents)
        for seat, items in declared(state).items():
            for item in items:
                write(item, [seat], self.consolation("dreier"))
        return self._written(state, entries, {
            "contract": contract, "declarer": declarer, "game_value": value,
            "game_basis": None if volat is not None else {
                "base": self.consolation(contract), "factor": self.form.factor[contract],
                "points": points, "half": half, "margin": margin},
            "points": {"declarer": points, "defenders": self.form.total - points},
            "thirds": {"declarer": thirds, "defenders": 3 * self.form.total - thirds},
            "won": points > half, "remis": points == half and volat is None,
            "needed_thirds": self.form.win_thirds, "volat": volat,
            "items": ledger.items, "totals": ledger.totals()})

    def _written(self, state: GameState, entries: list[dict], result: Settlement) -> Settlement:
        """The deal's entries, netted (§48), and the sitting's sheet with them (C4); each
        entry, the netting and the deal counted as the steps that move the sheet."""
        sheet = net_entries(entries, state.n_seats)
        carry = state.carry or self.sitting.initial_carry()
        steps = []
        for entry in entries:
            steps.append(step("sheet_entry", {written_key(entry["seat"]): entry["points"]},
                              item=entry["item"], seats=[entry["seat"]],
                              points=entry["points"]))
        low = min(written(entries, state.n_seats).values())
        if low:
            steps.append(step("sheet_netted", {written_key(s): -low
                                               for s in range(state.n_seats)}, points=low))
        counter = self._tours()
        after = {"sheet": add_sheets(carry["sheet"], sheet), "deals": carry["deals"] + 1,
                 "last_tapper": state.contract == TAPPER}
        steps.append(step("deal_counted", {DEALS: 1}, number=after["deals"],
                          of=counter.deals if counter else 0))
        result.update({"entries": entries, "sheet": sheet, "carry": after, "carry_steps": steps,
                       "carry_summary": {"code": "sheet_standing",
                                         "written": [sheet[str(s)]
                                                     for s in range(state.n_seats)],
                                         "sheet": [after["sheet"][str(s)]
                                                   for s in range(state.n_seats)]}})
        return result

    # --- the sitting: the sheet across deals and the last tours (C4, Special cases 7) ---------
    def _tours(self) -> TourCounter | None:
        tours = self.settings["tours"]
        return TourCounter(self.n_seats, tours) if tours else None

    def _write_ultimo(self, state: GameState, write, opponents: list[int]) -> None:
        """§7: silent ultimo one consolation of the contract, announced two; "what success
        gains, failure costs"; a defender's ultimo is written by all the defenders (the König
        too). A Pagat lost in the last trick is a failed silent ultimo (recommended)."""
        declarer = state.declarer_seat
        silent = self.consolation(state.contract_made)
        facts = last_trick_facts(state)
        record = find(state, "pagat_ultimo")

        def side(seat: int) -> list[int]:
            return [declarer] if seat == declarer else opponents

        def other(seat: int) -> list[int]:
            return opponents if seat == declarer else [declarer]

        if record is not None:
            seat = record["seat"]
            if facts["pagat_won_last"] and facts["pagat_in_last"] == seat:
                write("pagat_ultimo", side(seat), 2 * silent)
            else:
                write("pagat_ultimo_failed", other(seat), 2 * silent)
            return
        holder = facts["pagat_in_last"]
        if holder is None:
            return
        if facts["pagat_won_last"]:
            write("silent_ultimo", side(holder), silent)
        else:
            write("silent_ultimo_lost", other(holder), silent)
