"""Taroc en deux, two-handed Danish Tarok (Nyeste Danske Spillebog, 1829), specified in
rules/danish-taroc-en-deux.md with danish-tarok.md, 00-general.md and tarok-codex.md.

The three-player game for two: 25 cards to the opponent and 28 to the dealer in packets of 5,
the other 25 laid aside unseen as a dead stock that counts for nobody; the dealer lays 3 away
as his Scat. Honours are written on the holder's own score; a captured Pagat or King scores
for the capturer, a Pagat winning the last trick for its owner; the piles count in packets
of two (the Scat as one of three). Everything is written on a partie sheet to 100 "as in
Piquet" (`PartieSheet`): the winner takes the stake and his lead, double stake against a loser
under 50.

Units: each written entry is posted at once as points between the two (1 unit a point: the
Skilling of the book's example), and the stake (2 Mark = 32 Skilling) when a partie closes,
so every deal is zero-sum and a partie's deals sum to what the book pays for it.
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.cards.card import PAGAT, is_king
from tarokdesk.core.actions import Item
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import GameState
from tarokdesk.core.sitting import CarrySheet, Sitting
from tarokdesk.core.variant import DealSchedule, Option, ScoreGoal, Strategy
from tarokdesk.rules.announcements import declared
from tarokdesk.rules.counting import packet_points
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.sheets import PartieRules, PartieSheet, partie_mark
from tarokdesk.variants.danish_tarok import FREE_PLAY, DanishTarok, DanishTarokSeating

RULES = "danish-taroc-en-deux.md"
DEAD = "dead"
"""C3: the 25 cards laid aside unseen (Deal 2)."""
TARGET = 100
PAGAT_MIDDLE, PAGAT_LAST, KING_MIDDLE, KING_LAST = 15, 25, 10, 15
"""Pagat and King values (L347, open question 1): captures score for the capturer, the Pagat
winning the last trick for its owner."""
SCAT_PACKET = 3
"""The dealer's Scat counts as one packet of three (Counting 3)."""


def capture_entries(state: GameState) -> list[tuple[str, int, int]]:
    """(item, seat, points written for him): the opponent's Pagat or King captured, 15 / 10
    in tricks 1-24 and 25 / 15 in the last; the Pagat winning the last trick, 25 to its owner.
    A King winning the last trick earns nothing extra."""
    entries = []
    last = len(state.tricks) - 1
    for index, trick in enumerate(state.tricks):
        final = index == last
        for seat, card in trick.plays:
            if seat == trick.winner:
                if card == PAGAT and final:  # his one card won the trick: the Pagat did
                    entries.append(("pagat_ultimo", seat, PAGAT_LAST))
                continue
            if card == PAGAT:
                entries.append(("pagat_taken_last" if final else "pagat_taken", trick.winner,
                                PAGAT_LAST if final else PAGAT_MIDDLE))
            elif is_king(card):
                entries.append(("king_taken_last" if final else "king_taken", trick.winner,
                                KING_LAST if final else KING_MIDDLE))
    return entries


class DanishTarocEnDeuxSeating(DanishTarokSeating):
    """Who sits where and deals at the table of Taroc en deux."""

    def next_dealer(self, dealer: int) -> int:
        """The deal alternates (At a glance, recommended)."""
        return 1 - dealer


class DanishTarocEnDeuxSitting(Sitting["DanishTarocEnDeux"]):
    """What a session of Taroc en deux carries from one deal to the next."""

    def initial_carry(self) -> dict:
        return PartieSheet.opening()

    def session_over(self, carry: dict) -> bool:
        """A sitting is one partie; the next starts again at 0 (Scoring 7)."""
        return bool(PartieSheet(carry, self.variant.partie_rules()).parties)

    def carry_sheet(self, carry: dict) -> CarrySheet:
        sheet = PartieSheet(carry, self.variant.partie_rules())
        seats = {seat: (str(score),) for seat, score in enumerate(sheet.scores)}
        lines: tuple[tuple[str, str], ...] = (("deals_played", str(sheet.book["deals"])),)
        for record in sheet.parties:
            scores = " : ".join(map(str, record["scores"]))
            if record["winner"] is not None:
                lines += (("partie", f"{{seat{record['winner']}}} {partie_mark(record)} "
                                     f"({scores})"),)
        return CarrySheet("partie_sheet", ("partie_score",), seats, lines, "lead_paid",
                          "partie_score", unit_rows=("lead_this_deal", "lead_paid"))

    def carry_counts(self, carry: dict) -> dict[str, int]:
        return PartieSheet(carry, self.variant.partie_rules()).counts()


class DanishTarocEnDeux(DanishTarok):
    id = "danish-taroc-en-deux"
    name = "Taroc en deux"
    presentation = replace(
        DanishTarok.presentation,
        summary="The Danish Tarok for two: 53 cards in play and a partie to 100 points, as in "
                "Piquet.",
        # its name tells it from the Danish Tarok for three
        distinction="",
        aliases=("Danish Taroc for two", "Taroc imellem 2 Personer"),
        terms={**DanishTarok.presentation.terms,
               "pagat_taken": "opponent's Pagat taken",
               "pagat_taken_last": "opponent's Pagat taken in the last trick",
               "king_taken": "opponent's king taken",
               "king_taken_last": "opponent's king taken in the last trick",
               "partie": "partie won", "partie_sheet": "Partie", "partie_score": "Score",
               "deals_played": "deals played",
               # each writes his own points; the units are the lead between the two sheets
               "lead_this_deal": "Difference this deal",
               "lead_paid": "Difference, paid at the partie's end"},
    )
    rules_file = RULES
    seat_counts = (2,)
    deal = DealSchedule(talon_parts=(), packets=(5, 5, 5, 5, 5), stock=DEAD)
    dealer_packets = (5, 5, 5, 5, 8)
    """Packets of 5, the opponent first; the dealer's fifth packet is 8 (Deal 2)."""
    packet = 2
    """Counting: "not 3 cards as in Taroc en trois but only 2" (L345)."""
    options = {
        "stake": Option(32, (32, 16, 0),
                        "The partie stake, agreed beforehand (Scoring 5); the book's 2 Mark "
                        "at 16 Skilling, a point being 1 Skilling (L352)",
                        "Money per partie", ("2 Mark (32 points)", "1 Mark (16 points)",
                                         "none: the points only"),
                        "The book plays for 2 Mark a partie and 1 Skilling a point "
                        "(Nyeste Danske Spillebog, 1829)."),
        "double_below": Option(50, (50, 51),
                               "Open question 3: a loser with fewer than 50 loses double "
                               "(the rule), or with 50 or fewer (the example's 'only 50')",
                               "Double partie", ("loser under 50", "loser at 50 or under"),
                               "A loser who has not reached 50 points loses the partie "
                               "double (Nyeste Danske Spillebog, 1829)."),
        "excuse_deadline": DanishTarok.options["excuse_deadline"],
        "excuse_lead": DanishTarok.options["excuse_lead"],
        "half_cavalry": DanishTarok.options["half_cavalry"],
        "honours": DanishTarok.options["honours"],
    }
    strategy = Strategy(
        goal_for_declarer=False,
        contracts=DanishTarok.strategy.contracts, bidding="none",
        game_target=3 * 30 + 1,  # no par en deux: half of the ~60 points in play (Counting)
        conventions=frozenset({"hunt_pagat",  # item 4; no bonus for no trick en deux
                               "scat_unprotected"}),  # item 7: one or two voids, courts
        holdings=DanishTarok.strategy.holdings,
        thresholds={**DanishTarok.strategy.thresholds,
                    "keep_suits_taroks": 11,  # item 5: a Pagat ultimo needs long taroks
                    "hunt_pagat_taroks": 7,  # item 4: more than the opponent can have left
                    "scat_void": 5})  # items 6-7: a void trumps his King (+10): above a Queen

    seating_class = DanishTarocEnDeuxSeating
    sitting_class = DanishTarocEnDeuxSitting

    # --- seats ---------------------------------------------------------------------------------
    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """The non-dealer receives first and leads (open question 5, as in Piquet)."""
        return (1 - dealer, dealer)

    def needs_redeal(self, state: GameState) -> bool:
        return False  # the three-player house rule on few taroks is not offered here

    # --- the partie in the carry (C4) ---------------------------------------------------------
    def partie_rules(self) -> PartieRules:
        return PartieRules(target=TARGET, stake=self.settings["stake"], per_point=1,
                           double_below=self.settings["double_below"])

    # --- settlement ----------------------------------------------------------------------------
    def score_goal(self) -> ScoreGoal | None:
        """Each writes his own points; a deal ending with one at 100 or more gives the partie
        to the higher (Scoring 1-3)."""
        return ScoreGoal("partie_to", (("target", TARGET),))

    def points(self, state: GameState, seat: int) -> int:
        """His tricks in packets of two, his Scat as one packet of three (Counting 1-4)."""
        return packet_points(state.won[seat], self.packet) + \
            packet_points(state.discards[seat], SCAT_PACKET)

    def written(self, state: GameState) -> list[tuple[str, int, int]]:
        """What each writes on his own score this deal (Scoring 1), as (item, seat, points):
        card points, honours, captures and ultimo."""
        entries = [("card_points", seat, self.points(state, seat)) for seat in state.active]
        entries += [(Item.parse(item).kind, seat, self._honour_value(item))
                    for seat, items in declared(state).items() for item in items]
        return entries + capture_entries(state)

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        sheet = PartieSheet(state.carry or self.sitting.initial_carry(), self.partie_rules())
        deal = [0, 0]
        parts: list[list[tuple[str, int]]] = [[], []]
        for item, seat, points in self.written(state):
            deal[seat] += points
            parts[seat].append((item, points))
            ledger.add(item, {seat: points, 1 - seat: -points},
                       computation={"value": points, "factor": 1, "contra": 1, "fold": 1,
                                    "doubled_by": [], "payers": 1, "lone": True,
                                    "units": points})
        closed = sheet.add(deal, parts=parts)
        if closed is not None and closed["winner"] is not None and closed["stake_units"]:
            winner = closed["winner"]
            ledger.between_sides("partie", [winner], [1 - winner], closed["stake_units"])
        return {"items": ledger.items, "totals": ledger.totals(), "contract": FREE_PLAY,
                "declarer": None, "written": {str(s): deal[s] for s in (0, 1)},
                "seat_points": {str(s): self.points(state, s) for s in state.active},
                "tricks_won": {str(s): n for s, n in self.tricks_won(state).items()},
                "partie": closed, "carry": sheet.carry(), "carry_steps": sheet.steps,
                "carry_summary": sheet.standing(closed)}
