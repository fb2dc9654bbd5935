"""Tarok mit Blocks (Block-Tarok), Ulmann Cap. II, specified in rules/tarok-mit-blocks.md.

Tapp-Tarok's contracts with the older talon method, looked at privately, dealt in packets of
four; no Contra. The game is won not in card-point prices but in blocks (chips): a pot fed by
every dealer, an Aufschrift of ten per participant, and forfeits ("Spielbêtes") written against
losing declarers, all kept across deals in the session's carry (`BlockLedger`, C4) until the
Brunnen and the final reckoning. Each deal settles its premiums in chips at once.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TypedDict

from tarokdesk.cards.card import PAGAT, is_king, is_trump
from tarokdesk.core.deal import DEAL
from tarokdesk.core.facts import Fact
from tarokdesk.rules.kinds import PhaseName, PhaseWord
from tarokdesk.core.settlement import Computation, Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sight import Sight, Visibility
from tarokdesk.core.sitting import CarrySheet, Sitting
from tarokdesk.core.variant import DealSchedule, Option
from tarokdesk.rules.announcements import ANNOUNCE, AnnouncementRound, find
from tarokdesk.rules.auction import BID, KEY as AUCTION
from tarokdesk.rules.choice import OneChoice
from tarokdesk.rules.concession import CONCEDE, ConcedeWindow, PausingTrickPlay, conceded
from tarokdesk.rules import knocking
from tarokdesk.rules.settlement import Ledger, Stake, last_trick_facts, party_pile, party_points
from tarokdesk.rules.sheets import BLOCKS_KEY as BLOCKS, BlockLedger
from tarokdesk.rules.stepwise_talon import KEY as TALON_KEY, StepwiseTalon, TalonWalk, fold, \
    ladder
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.variants.tapp_tarok import BIDS, SOLO, TappTarok
from tarokdesk.variants.ulmann import (
    HONOURS_KEY, MUST_OVERTRUMP, NO_YES, late_hold_option, opponents_of, volat_side,
)

RULES = "tarok-mit-blocks.md"
# "Levels and multipliers": level L shows the upper half first when odd, the lower when even;
# taking the half seen first pays m = L, the other L + 1, going back L + 2.
WALKS: dict[str, TalonWalk] = {bid: ladder(2, level % 2, level + 1)
                               for level, bid in enumerate(BIDS[:-1])}
SOLO_PAYMENT = 4
"""Announcements: the Solo pays 4 blocks per opponent, won or lost, beside pot and stake."""
HONOUR_VALUES = {"tous_les_trois": 1, "tous_les_quatre": 1, "tous_les_sept": 4}
"""Announcements: trull and the four kings 1 each, all seven honours 4 (replacing both);
doubled in the Solo. Köpfe are not paid in Block-Tarok (line 1510-1511)."""
ULTIMO_VALUES = (1, 2)  # silent, announced; doubled in the Solo
VOLAT_VALUES = (6, 12)  # silent, announced; doubled in the Solo
SPLIT: Final[PhaseWord] = "split_forfeit"
SPLIT_CHOSEN: Final = Fact[str](SPLIT)
"""How the declarer chose to write a large forfeit (WHOLE or HALVES)."""
"""The losing declarer's choice with no cap: write a large forfeit whole or as two halves."""
WHOLE, HALVES = "whole", "halves"
LARGE = 30
"""[inference] "a large forfeit": above the customary limit of 25-30 ("Cap on forfeits")."""
CONCEDE_AFTER = 3
"""The defenders may throw in after the first three tricks, before the 4th lead (Play 6)."""
WON_OBJECTS = ("aufschrift_cancelled", "aufschrift_won", "bete_won", "bete_cancelled")
"""What a winner gains besides the pot (BlockLedger.win's steps)."""


class GameFacts(TypedDict, total=False):
    """What a deal played for a contract states beside the board's news: how it ended and,
    where played out, its count."""

    thrown_in: bool
    conceded: bool
    points: dict[str, int]
    thirds: dict[str, int]
    won: bool
    multiplier: int
    needed_thirds: int
    written: list[int]
    volat: str | None


def paid_once(units: int) -> Computation:
    """A block payment's computation, as the table explains Ledger items: paid as it
    stands, by no factor, Contra or head count."""
    return {"value": units, "factor": 1, "contra": 1, "payers": 1, "lone": True,
            "units": units}


class TarokMitBlocksVisibility(Visibility["TarokMitBlocks"]):
    """What each seat sees at the table of Tarok mit Blocks beyond the general law."""

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """The declarer looks at talon halves privately and alone keeps seeing them (Talon 1)."""
        sight = super().seen_by(state, seat)
        talon = state.extra.get(TALON_KEY)
        if seat != state.declarer or talon is None:
            return sight
        parts = list(sight.talon_parts)
        for part in talon["seen"]:
            parts[part] = True
        return Sight(talon_parts=tuple(parts))


class TarokMitBlocksSitting(Sitting["TarokMitBlocks"]):
    """What a session of Tarok mit Blocks carries from one deal to the next."""

    def initial_carry(self) -> dict:
        return BlockLedger.opening(self.variant.n_seats)

    def session_over(self, carry: dict) -> bool:
        return carry[BLOCKS]["reckoning"] is not None

    def carry_in_deal(self, carry: dict, dealer: int) -> dict:
        """Deal 3: the dealer has put his block in the pot as the deal began."""
        block = self.variant.ledger_of(carry)
        block.ante(dealer)
        return block.carry()

    def carry_counts(self, carry: dict) -> dict[str, int]:
        return self.variant.ledger_of(carry).counts()

    def carry_sheet(self, carry: dict) -> CarrySheet:
        """The pot, both boards, the object played for and, at the end, the reckoning."""
        block = self.variant.ledger_of(carry)
        book = block.book
        reckoning = book["reckoning"]
        standing = reckoning or block.reckoning(0)
        seats = {s: (f"{book['chips'][s]:+d}",
                     str(block.stake) if book["charged"][s] else "—",
                     f"{standing['board'][s]:+d}", f"{standing['brunnen'][s]:+d}",
                     f"{standing['final'][s]:+d}")
                 for s in range(self.variant.n_seats)}
        lines = [("pot", str(book["pot"]))]
        if reckoning is None:  # the game in play, or the next: the pot it wins is not yet full
            kind, index, amount = block.played_for()
            what = f"Aufschrift {amount}" if kind == "aufschrift" else \
                f"Bête {{seat{book['bets'][index]['debtor']}}} {amount}"
            lines.append(("playing_for", what if book["line"] else f"{what} + Kartenstamm"))
        for label, below in (("spielbetes", False), ("brunnen", True)):
            bets = [f"{{seat{b['debtor']}}} {b['amount']}"
                    + (f" → {{seat{b['creditor']}}}" if b["creditor"] is not None else "")
                    for b in book["bets"] if b["brunnen"] == below]
            if bets or not below:
                lines.append((label, ", ".join(bets) or "—"))
        deals = block.deals
        lines.append(("tours", "Brunnen" if book["line"] else f"{book['deals']} / {deals}"))
        now = "final" if reckoning else "standing"
        return CarrySheet("block_board", ("chips", "aufschrift", "board", "brunnen", now),
                          seats, tuple(lines), "deal_units", now)


class TarokMitBlocks(TappTarok):
    id = "tarok-mit-blocks"
    name = "Tarok mit Blocks"
    presentation = replace(
        TappTarok.presentation,
        summary="Tapp-Tarok played for chips over an evening: a pot, boards of debts and a final "
                "reckoning.",
        aliases=("Block-Tarok", "Tarok mit Blöcken"),
        explain={**TappTarok.presentation.explain,
                 WHOLE: "You have the whole forfeit written against you as one Spielbête.",
                 HALVES: "You have the forfeit written as two Spielbêtes of half the amount each, "
                         "played for one after the other."},
        acts={**TappTarok.presentation.acts, WHOLE: "{name} has the forfeit written whole",
              HALVES: "{name} has the forfeit written as two halves"},
        glossary={**TappTarok.presentation.glossary,
                  "Aufschrift": "The ten blocks each player is charged at the start; while any "
                                "is open, each game is played for ten plus the pot.",
                  "Kartenstamm": "The pot: every dealer puts one block into it, and the winner "
                                 "of a game takes it.",
                  "Spielbête": "A forfeit written against the declarer who lost a game; later "
                               "games are played for it.",
                  "Brunnen": "The well below the stroke: forfeits drawn after the agreed tours "
                             "go into it and are shared out at the final reckoning.",
                  "Blocks": "The chips of the evening."},
        terms={
            "deal_units": "Settled per deal",
            "tous_les_sept": "tous les sept", "solo_payment": "Solo payment",
            "aufschrift": "Aufschrift (written score)", "bete": "Spielbête won",
            "block_board": "Blocks board", "chips": "Chips", "board": "Board",
            "brunnen": "Brunnen (well of forfeits)", "standing": "Score",
            "pot": "Pot (Kartenstamm)",
            "playing_for": "Playing for", "spielbetes": "Spielbêtes (forfeits)", "tours": "Tours",
            "final": "Final reckoning", SPLIT: "How the forfeit is written",
            WHOLE: "Write the forfeit whole", HALVES: "Write it as two halves",
        },
    )
    rules_file = RULES
    book = "Ulmann, Cap. II"
    deal = DealSchedule(talon_parts=(3, 3), packets=(4, 4, 4, 4))
    """"Deal" 4: six cards as the talon, then four rounds of four to the right."""
    options = {
        "raises": Option("ladder", ("ladder", "none"),
                         "Raising: the full Tapp ladder (levels 1-4, m up to 6) or only the "
                         "Dreier and the Solo - open question 1",
                         "Raising", ("the Tapp ladder, up to the viermaliger",
                                     "none: Dreier or Solo"),
                         "Cap. II names only one-, two- and threefold games; Cap. I says its "
                         "raising is still used in Block-Tarok (Ulmann)."),
        "tapped_vorhand_may_hold": late_hold_option("open question 8"),
        "tours": Option(3, (3, 6, 1),
                        "Tours (rounds of deals) agreed before the line is drawn - \"End of "
                        "the session\" 1",
                        "Tours before the Brunnen", ("3 tours", "6 tours",
                                                     "1 tour (a short sitting)"),
                        "After this many rounds of deals, once the pot is won, the line is "
                        "drawn and only the open bêtes are played for (Ulmann, Cap. II)."),
        "stake": Option(10, (10, 5, 20), "The Aufschrift per participant - open question 9",
                        "Aufschrift", ("10 blocks", "5 blocks", "20 blocks"),
                        "What each participant is charged at the start and every game is "
                        "played for while Aufschriften are open."),
        "cap": Option(30, (30, 25, 0), "The largest forfeit written as one bête - \"Cap on "
                      "forfeits\", open question 9",
                      "Limit of a bête", ("30 blocks", "25 blocks", "no limit"),
                      "A forfeit above the limit is written as equal smaller bêtes."),
        "announced_volat": Option(False, (False, True),
                                  "Whether an announced Volat is allowed (only by prior "
                                  "agreement, Announcements)",
                                  "Volat may be announced", NO_YES,
                                  "Ulmann allows an announced Volat only by agreement."),
        "knocking": knocking.OPTION,  # "Deal 5": knocking instead of cutting
        "must_overtrump": MUST_OVERTRUMP,
    }
    strategy = replace(TappTarok.strategy, bid_margin=1, conventions=frozenset(
        TappTarok.strategy.conventions - {"break_volat"}))
    """Strategy A1: a much stronger hand than the Tapp minimum (one tarok more on every
    threshold); D29: the defenders ignore the declarer's ultimo and volat and play for the
    game alone."""

    visibility_class = TarokMitBlocksVisibility
    sitting_class = TarokMitBlocksSitting

    def build_phases(self):
        phases = super().build_phases()
        phases[PLAY] = PausingTrickPlay(self.pack, self.settings["must_overtrump"],
                                        CONCEDE_AFTER)
        phases[CONCEDE] = ConcedeWindow(self.defenders, f"{RULES} Play 6")
        phases[SPLIT] = OneChoice(SPLIT, lambda state: state.declarer,
                                  lambda state: (WHOLE, HALVES), f"{RULES} Cap on forfeits",
                                  SPLIT_CHOSEN)
        return phases

    def talon_phase(self):
        return StepwiseTalon(self.pack, self._walk, f"{RULES} Talon", private=True,
                             throw_in=True)

    def announcement_round(self):
        """No Contra of any kind (Announcements 4); only the declarer announces."""
        return AnnouncementRound(self.side_of, self._announceable,
                                 lambda state, seat, record: False, lambda state, seat: (),
                                 f"{RULES} Announcements")

    # --- auction ("Auction"; open question 1) -----------------------------------------------
    def _openings(self, state: GameState, seat: int):
        return ("dreier", SOLO)

    def _raises(self, state: GameState, seat: int, current: str):
        """The Tapp ladder, or with `raises` "none" only the direct Solo of one who has not
        declared a Dreier ("Auction" 4)."""
        if self.settings["raises"] == "ladder":
            return super()._raises(state, seat, current)
        declared = state.extra[AUCTION]["opened"].get(str(seat)) == "dreier"
        return () if current == SOLO or declared else (SOLO,)

    @staticmethod
    def _walk(state: GameState) -> TalonWalk:
        return WALKS[state.contract_made]

    def _announceable(self, state: GameState, seat: int):
        """Pagat ultimo by the declarer only, with the Pagat in hand; the Volat only where
        agreed (Announcements)."""
        if seat != state.declarer:
            return ()
        items = ("pagat_ultimo",) if PAGAT in state.hands[seat] else ()
        return items + (("volat",) if self.settings["announced_volat"] else ())

    @staticmethod
    def defenders(state: GameState) -> list[int]:
        return [s for s in state.active if s != state.declarer]

    # --- flow -------------------------------------------------------------------------------
    def needs_redeal(self, state: GameState) -> bool:
        """Deal 7 (Codex §22): a hand without a tarok is played if it holds a king; with
        neither, the same dealer deals again."""
        return any(not any(is_trump(c) or is_king(c) for c in state.hands[seat])
                   for seat in state.active)

    def next_phase(self, state: GameState) -> PhaseName:
        phase = state.phase
        if phase == TALON and state.extra[TALON_KEY].get("thrown_in"):
            return DONE  # Talon 8: Schleifen before "er legt"
        if phase == PLAY:
            if any(state.hands):
                return CONCEDE
            return SPLIT if self._may_split(state) else DONE
        if phase == CONCEDE:
            return DONE if conceded(state) else PLAY
        return super().next_phase(state)

    def _may_split(self, state: GameState) -> bool:
        """"Cap on forfeits": with no limit, a declarer charged a large forfeit may have it
        written as two halves (not below the line, where forfeits are never played for)."""
        if self.settings["cap"] or state.contract is None:
            return False
        block = self.ledger_of(state.carry)
        block.ante(state.dealer)
        thirds, _ = party_points(party_pile(state, [state.declarer_seat], "declarer"))
        multiplier = 1 if state.contract == SOLO else fold(state)
        return thirds < self.win_thirds and not block.book["line"] and \
            multiplier * block.value() > LARGE

    # --- the carry: the block ledger ("Scoring and settlement") -----------------------------
    def ledger_of(self, carry: dict) -> BlockLedger:
        settings = self.settings
        return BlockLedger(carry, settings["stake"], settings["cap"],
                           settings["tours"] * self.n_seats)

    # --- settlement -------------------------------------------------------------------------
    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        block = self.ledger_of(state.carry)
        block.ante(state.dealer)
        kind, _, _ = block.played_for()
        value = block.value()
        facts = self._settle_game(state, ledger, block) if state.contract is not None \
            else GameFacts()
        reckoning = block.close_deal(state.vorhand)
        if reckoning is not None:
            shared = sum(bet["amount"] for bet in block.book["bets"] if bet["brunnen"])
            ledger.add("brunnen", dict(enumerate(reckoning["brunnen"])),
                       computation=paid_once(shared))
        return {"contract": state.contract, "declarer": state.declarer, "game_value": value,
                "played_for": kind, **facts, "items": ledger.items, "totals": ledger.totals(),
                "carry": block.carry(), "reckoning": reckoning, "carry_steps": block.steps,
                "carry_summary": self.block_news(state, block)}

    @staticmethod
    def block_news(state: GameState, block: BlockLedger) -> dict:
        """The sentence code of what the deal did to the board: the winner takes the pot and
        the object played for, a bête is written against the loser, or the pot waits."""
        done = {entry["code"]: entry for entry in block.steps}
        lost = done.get("bete_written")
        if lost is not None:
            return {"code": "blocks_lost", "pot": block.book["pot"],
                    **{k: v for k, v in lost.items() if k not in ("code", "moves")}}
        if state.contract is None:
            return {"code": "blocks_passed", "pot": block.book["pot"]}
        won = next((done[code] for code in WON_OBJECTS if code in done), {})
        return {"code": "blocks_won", "seat": state.declarer,
                "pot": done["pot_won"]["pot"] if "pot_won" in done else 0,
                "object": won.get("code"), "other": won.get("payer", won.get("debtor")),
                "amount": won.get("amount")}

    def _settle_game(self, state: GameState, ledger: Ledger, block: BlockLedger) -> GameFacts:
        declarer, opponents = state.declarer_seat, opponents_of(state)
        solo = state.contract == SOLO
        double = 2 if solo else 1
        talon = state.extra.get(TALON_KEY)
        thrown_in = talon is not None and talon.get("thrown_in", False)
        played_out = not thrown_in and not conceded(state)
        facts = GameFacts(thrown_in=thrown_in, conceded=conceded(state))
        if thrown_in:  # Talon 8: a single forfeit
            won, multiplier = False, 1
        else:
            thirds, points = party_points(party_pile(state, [declarer], "declarer"))
            won = conceded(state) or thirds >= self.win_thirds
            multiplier = 1 if solo else fold(state)  # the Solo is never multiplied
            facts.update({"points": {"declarer": points,
                                     "defenders": self.total_points - points},
                          "thirds": {"declarer": thirds,
                                     "defenders": 3 * self.total_points - thirds}})
        facts.update({"won": won, "multiplier": multiplier, "needed_thirds": self.win_thirds})
        if won:
            for item, amounts in block.win(declarer):
                ledger.add(item, amounts, computation=paid_once(amounts[declarer]))
        else:
            facts["written"] = block.lose(declarer, multiplier,
                                          state.extra.get(SPLIT_CHOSEN) == HALVES)
        premiums = Ledger(state.n_seats)
        if solo:
            winners, losers = ([declarer], opponents) if won else (opponents, [declarer])
            premiums.between_sides("solo_payment", winners, losers, SOLO_PAYMENT)
        if HONOURS_KEY in state.extra:
            self._settle_honours(state, premiums, double)
        if played_out:
            self._settle_block_ultimo(state, premiums, opponents, double)
            facts["volat"] = self._settle_volat(state, premiums, opponents, double)
        block.paid(premiums.totals())  # premiums are paid in chips at once
        ledger.items.extend(premiums.items)
        return facts

    def _settle_honours(self, state: GameState, ledger: Ledger, double: int) -> None:
        """Announcements: the holder receives from every other participant (open question 6),
        the König included; a player who tapped in opening position forfeits them ("Special
        cases" 10), unless the Vorhand held later."""
        auction = state.extra[AUCTION]
        tapped = set(auction["tapped"])
        if auction["held_late"]:
            tapped.discard(state.vorhand)
        for seat_key, held in state.extra[HONOURS_KEY].items():
            seat = int(seat_key)
            premiums = [p for p in held if p in HONOUR_VALUES]
            if seat in tapped or not premiums:
                continue
            if len(premiums) == 2:
                premiums = ["tous_les_sept"]  # [inference] replaces trull and kings
            others = [s for s in range(state.n_seats) if s != seat]
            for premium in premiums:
                ledger.from_all_others(premium, seat, others,
                                       Stake(HONOUR_VALUES[premium], double))

    @staticmethod
    def _settle_block_ultimo(state: GameState, ledger: Ledger, opponents: list[int],
                             double: int) -> None:
        """Announcements 1: only the declarer's ultimo counts; a silent one fails only when
        the Pagat is captured in the last trick; a failed one is paid to the defenders
        (open question 4)."""
        declarer = state.declarer_seat
        facts = last_trick_facts(state)
        made = facts["pagat_won_last"] and facts["pagat_in_last"] == declarer
        if find(state, "pagat_ultimo") is not None:
            stake = Stake(ULTIMO_VALUES[1], double)
            item = "pagat_ultimo" if made else "pagat_ultimo_failed"
        elif facts["pagat_in_last"] == declarer:
            stake = Stake(ULTIMO_VALUES[0], double)
            item = "silent_ultimo" if made else "silent_ultimo_lost"
        else:
            return
        winners, losers = ([declarer], opponents) if made else (opponents, [declarer])
        ledger.between_sides(item, winners, losers, stake)

    @staticmethod
    def _settle_volat(state: GameState, ledger: Ledger, opponents: list[int],
                      double: int) -> str | None:
        """Announcements 3 and open question 4: the declarer's Volat is paid in addition to
        the game; an announced one that fails is paid to the defenders."""
        declarer = state.declarer_seat
        volat = volat_side(state, {declarer})
        announced = find(state, "volat") is not None
        stake = Stake(VOLAT_VALUES[1 if announced else 0], double)
        if volat == "declarer":
            ledger.between_sides("volat", [declarer], opponents, stake)
        elif announced:
            ledger.between_sides("volat_failed", opponents, [declarer], stake)
        return volat

    # --- the board as the table shows it ----------------------------------------------------