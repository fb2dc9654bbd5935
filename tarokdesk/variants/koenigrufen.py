"""Königrufen (calling a king), Ulmann Cap. IV, specified in rules/koenigrufen.md.

Four active players, 54 cards, twelve each. Rufer and Solo: the declarer calls a king and its
holder is his secret partner (2 against 2); Dreier and Solo-Dreier: one against three. The
optional house variant "Rufen auf Pagat" obliges the caller to announce Pagat Ultimo.
"""

from __future__ import annotations

from operator import itemgetter
from typing import Final

from tarokdesk.cards.card import SUITS, is_king, suit_card
from tarokdesk.cards.packs import PACKS
from tarokdesk.core.actions import Action
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.core.facts import Fact, Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.rules import knocking
from tarokdesk.rules.knocking import KnockDeal
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sight import Visibility
from tarokdesk.core.variant import DealSchedule, Option, Variant
from tarokdesk.core.variant import ContractPlan, Strategy
from tarokdesk.rules.announcements import (
    ANNOUNCE, DECLARER_SIDE, DEFENDERS, GAME, AnnouncementRound, contra_factor, find, made,
)
from tarokdesk.rules.auction import BID, DuelAuction
from tarokdesk.rules.calling import CALL, CALLED_SEEN, KEY as CALLED, PARTNER, CallPartner, \
    declarer_with, partner_of
from tarokdesk.rules.settlement import (
    TRUMP_HONOURS, Ledger, Stake, last_trick_facts, party_pile, party_points,
)
from tarokdesk.rules.talon import DISCARD, TALON, Discard, TalonExchange
from tarokdesk.rules.trickplay import PLAY, TrickPlay
from tarokdesk.variants.ulmann import (
    HONOURS_KEY, NO_YES, OVERTRUMP_EXPLAIN, OVERTRUMP_LABEL, ULTIMO_VALUE_LABELS,
    ULTIMO_VALUES_EXPLAIN, hand_without_tarok, snapshot_honours, volat_side,
)

RULES = "koenigrufen.md"
RUFER, AUF_PAGAT, SOLO, DREIER, SOLO_DREIER = "rufer", "auf_pagat", "solo", "dreier", "solo_dreier"
CALLING = (RUFER, AUF_PAGAT, SOLO)
WITH_TALON = (RUFER, AUF_PAGAT, DREIER)
# "Value table (units)": game values, and the multiplier of every premium (Rufer = 1).
GAME_VALUES = {RUFER: 6, AUF_PAGAT: 6, SOLO: 8, DREIER: 10, SOLO_DREIER: 20}
PREMIUM_FACTOR = {RUFER: 1, AUF_PAGAT: 1, SOLO: 2, DREIER: 2, SOLO_DREIER: 4}
HONOUR_VALUES = {"koepfe": 1, "tous_les_trois": 2, "tous_les_quatre": 2}
CAPTURE_PENALTY = 2
KOENIG_ULTIMO = (2, 4)
VOLAT_VALUES = (12, 24)
SCHLEIFEN = "schleifen"
THROWN_IN: Final = Fact[bool](SCHLEIFEN)
"""The declarer threw the Rufer in ("schleifen")."""
SCHLEIFEN_RUFER = 4  # "Talon" 4: throwing in a Rufer whose king lies in the talon
KING_IN_TALON = "king_in_talon"


class KoenigrufenTalon(TalonExchange):
    """Both halves face up; if the called king lies in the talon of a Rufer the declarer may
    throw in ("schleifen", "Talon" 4 and Codex §27) instead of taking a half."""

    def choices(self, state: GameState) -> list[str]:
        options = super().choices(state)
        if state.contract in (RUFER, AUF_PAGAT) and called_king_in_talon(state):
            options.append(SCHLEIFEN)
        return options

    def apply(self, state: GameState, action: Action) -> bool:
        if action.value == SCHLEIFEN:
            state.extra[THROWN_IN] = True
            return True
        return super().apply(state, action)


def _call_shown(state: GameState) -> bool:
    """The called king's holder is known to all: the king has been played, König Ultimo
    announced (koenigrufen.md "Play" 6, "Announcements" 3), or the deal is over."""
    called = state.extra.get(CALLED)
    return (state.phase == DONE
            or find(state, "koenig_ultimo") is not None
            or called in map(itemgetter(1), state.trick)  # the trick's cards
            or any(called in won for won in state.won))  # the tricks' cards, as won


def called_king_in_talon(state: GameState) -> bool:
    called = state.extra.get(CALLED)
    return any(called in part for part in state.talon_parts)


class KoenigrufenVisibility(Visibility["Koenigrufen"]):
    """What each seat sees at the table of Königrufen beyond the general law."""

    def public_extra(self, state: GameState, seat: int) -> Facts:
        """The called king, and the partner once he has shown himself (played the king or
        announced König Ultimo; koenigrufen.md "Play" 6)."""
        info = Facts()
        info[CALLED_SEEN] = state.extra.get(CALLED)
        partner = partner_of(state)
        shown = partner is not None and (seat == partner or _call_shown(state))
        info[PARTNER] = partner if shown else None
        return info


class Koenigrufen(Variant):
    id = "koenigrufen"
    name = "Königrufen"
    presentation = Presentation(
        summary="Four play; the declarer calls a king, and whoever holds it is his secret partner.",
        # The Tarok most played today, and a partner on most deals: the start screen's first game.
        first_game=True,
        explain=knocking.EXPLAIN,
        acts=knocking.ACTS,
    )
    rules_file = RULES
    book = "Ulmann, Cap. IV"
    pack = PACKS["tarok-54"]
    seat_counts = (4,)
    deal = DealSchedule(talon_parts=(3, 3), packets=(6, 6))
    options = {
        "rufen_auf_pagat": Option(False, (False, True),
                                  "House variant 'Rufen auf Pagat': a call that obliges the "
                                  "caller to announce Pagat Ultimo",
                                  "Calling auf Pagat", ("not played", "allowed"),
                                  "A house rule: a player may call 'auf Pagat', above the "
                                  "Rufer, and must then announce Pagat Ultimo (Ulmann, "
                                  "Cap. IV)."),
        "auf_pagat_schleifen": Option("codex", ("codex", "chapter"),
                                      "Throwing in 'auf Pagat' with the king in the talon costs "
                                      "game + ultimo (Codex §27) or the game only (Cap. IV) - "
                                      "open question 1",
                                      "Auf Pagat with the called king in the talon",
                                      ("throwing in costs the game and the ultimo",
                                       "throwing in costs the game only"),
                                      "Who called auf Pagat and finds the king in the talon may "
                                      "throw in. He pays each player the game and the ultimo "
                                      "(Tarok-Codex §27) or only the game (Ulmann, Cap. IV)."),
        "honours_collected": Option(False, (False, True),
                                    "Bohemian rule: trull and four kings count only when one "
                                    "party collects them in its tricks",
                                    "Trull and the four kings count",
                                    ("when held in one hand", "only when taken in tricks"),
                                    "In the flat country of Bohemia trull and the four kings "
                                    "are paid only when one party takes them all in its "
                                    "tricks (Ulmann, Cap. IV)."),
        "ultimo_values": Option((2, 4), ((2, 4), (3, 6), (5, 10)),
                                "Silent and announced Pagat-ultimo premiums (Tapp custom)",
                                "Pagat Ultimo premiums", ULTIMO_VALUE_LABELS,
                                ULTIMO_VALUES_EXPLAIN),
        "knocking": knocking.OPTION,  # "Deal" 3: knocking instead of cutting
        "must_overtrump": Option(False, (False, True),
                                 "Stricter play: must beat the highest tarok",
                                 OVERTRUMP_LABEL, NO_YES, OVERTRUMP_EXPLAIN),
    }

    # --- strategy: what the computer players read ("Strategy and conventions") ---------------
    strategy = Strategy(
        contracts={
            # Rufer and Solo call a partner, Dreier and Solo-Dreier play alone ("Contracts");
            # K40: 9-10 taroks announce the ultimo with a partner, a stronger hand alone;
            # K13: only the Rufer (and Rufen auf Pagat) is an unraised game.
            RUFER: ContractPlan(alone=False, talon=True, raised=False, ultimo_taroks=9, buys=3),
            AUF_PAGAT: ContractPlan(alone=False, talon=True, raised=False, ultimo_taroks=9,
                                    buys=3),
            SOLO: ContractPlan(alone=False, talon=False, raised=True, ultimo_taroks=9),
            DREIER: ContractPlan(alone=True, talon=True, raised=True, ultimo_taroks=10, buys=3),
            SOLO_DREIER: ContractPlan(alone=True, talon=False, raised=True, ultimo_taroks=10),
        },
        game_target=107,  # "Counting" 6: 36 of 70 (35 2/3 rounds up), in thirds
        bidding="king_call",  # K1-K12
        hand_scale=0.75,  # "Scaling note": twelve cards instead of sixteen
        conventions=frozenset((
            "invite", "force", "weak", "trumps_out", "declarer_force",  # K53-K59
            "called_suit",  # K29
            "declarer_invite",  # K30
            "draw_trumps",  # K31, K38
            "break_volat",  # K44, K65 (T28)
            "mond_passes",  # 00-general.md Obligations 5
            # no "keep_tenace": K32, finessing is rarely possible with four hands
        )),
    )

    visibility_class = KoenigrufenVisibility

    @property
    def bids(self) -> tuple[str, ...]:
        if self.settings["rufen_auf_pagat"]:
            return (RUFER, AUF_PAGAT, SOLO, DREIER, SOLO_DREIER)
        return (RUFER, SOLO, DREIER, SOLO_DREIER)

    def build_phases(self):
        bids = self.bids
        return {
            DEAL: KnockDeal(DealPhase(self), self.settings["knocking"], self.seating.persons()),
            BID: DuelAuction(bids, lambda state, seat: bids,
                             lambda state, seat, current: bids[bids.index(current) + 1:],
                             False, f"{RULES} Contracts and bidding"),
            CALL: CallPartner(lambda state: [suit_card(s, "K") for s in SUITS],
                              f"{RULES} Bidding procedure 7-9"),
            TALON: KoenigrufenTalon(self.pack, lambda state: None, f"{RULES} Talon"),
            DISCARD: Discard(),
            ANNOUNCE: AnnouncementRound(self.side_of, self._announceable,
                                        lambda state, seat, record: True, self._compulsory,
                                        f"{RULES} Announcements", self.known_side),
            PLAY: TrickPlay(self.pack, self.settings["must_overtrump"]),
        }

    # --- parties ------------------------------------------------------------------------------
    @staticmethod
    def declarer_side(state: GameState) -> list[int]:
        partner = partner_of(state) if state.contract in CALLING else None
        return declarer_with(state, partner)

    def side_of(self, state: GameState, seat: int) -> str:
        declarer = state.declarer
        on_his_side = declarer is not None and (seat == declarer or (
            state.contract in CALLING and seat == partner_of(state)))
        return DECLARER_SIDE if on_his_side else DEFENDERS

    def known_side(self, state: GameState, viewer: int, seat: int) -> str | None:
        """The side of `seat` as `viewer` knows it: every seat knows its own side and the
        declarer's; the others only once the whole division is known to the viewer (None
        before: the partner stays anonymous, koenigrufen.md "Play" 6)."""
        if seat in (viewer, state.declarer) or self._division_known_to(state, viewer):
            return self.side_of(state, seat)
        return None

    @staticmethod
    def _division_known_to(state: GameState, viewer: int) -> bool:
        """Who is with whom is known to `viewer` without a call (Dreier, Solo-Dreier), to the
        holder of the called king (the partner, or the declarer calling his own), and to all
        once the king lies face up in the talon ("Talon" 4) or the partner has shown himself."""
        called = state.extra.get(CALLED)
        return (state.contract not in CALLING
                or called in state.hands[viewer] or called in state.dealt[viewer]
                or any(called in part and shown
                       for part, shown in zip(state.talon_parts, state.talon_shown))
                or _call_shown(state))

    def _announceable(self, state: GameState, seat: int):
        """Pagat Ultimo by anyone, even without the Pagat (Codex §21 note); König Ultimo only
        by the called king's holder; Volat by the declarer."""
        items = ["pagat_ultimo"]
        if seat == state.declarer:
            items.append("volat")
        elif state.contract in CALLING and seat == partner_of(state):
            items.append("koenig_ultimo")
        return items

    @staticmethod
    def _compulsory(state: GameState, seat: int):
        """Rufen auf Pagat: the caller must announce Pagat Ultimo ("Bidding procedure" 5)."""
        if (state.contract == AUF_PAGAT and seat == state.declarer
                and find(state, "pagat_ultimo") is None):
            return ("pagat_ultimo",)
        return ()

    # --- flow -------------------------------------------------------------------------------
    def needs_redeal(self, state: GameState) -> bool:
        return hand_without_tarok(state)

    def next_phase(self, state: GameState) -> PhaseName:
        phase, contract = state.phase, state.contract
        if phase == DEAL:
            return BID
        if phase == BID:
            if contract is None:
                return DONE  # all passed: thrown in ("Bidding procedure" 6)
            return CALL if contract in CALLING else self._after_call(state)
        if phase == CALL:
            return self._after_call(state)
        if phase == TALON:
            return DONE if state.extra.get(THROWN_IN) else DISCARD
        if phase == DISCARD:
            return ANNOUNCE
        if phase == ANNOUNCE:
            snapshot_honours(state)
            return PLAY
        return DONE

    @staticmethod
    def _after_call(state: GameState) -> PhaseName:
        if state.contract in WITH_TALON:
            return TALON
        # Solo, Solo-Dreier: the talon stays face down for the defenders, except that in a
        # Solo the half holding the called king counts for the declarer ("Talon" 3).
        called = state.extra.get(CALLED)
        state.talon_owner = ["declarer" if called in part else "defenders"
                             for part in state.talon_parts]
        return ANNOUNCE

    # --- counting and settlement ("Scoring and settlement") -----------------------------------
    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        contract = state.contract
        if contract is None:
            return {"contract": None, "declarer": None, "items": [], "totals": ledger.totals()}
        everyone = list(state.active)
        ours = self.declarer_side(state)
        theirs = [s for s in everyone if s not in ours]
        factor = PREMIUM_FACTOR[contract]
        if state.extra.get(THROWN_IN):
            value = SCHLEIFEN_RUFER
            if contract == AUF_PAGAT:
                value = GAME_VALUES[AUF_PAGAT]
                if self.settings["auf_pagat_schleifen"] == "codex":
                    value += self.settings["ultimo_values"][1]
            ledger.between_sides(SCHLEIFEN, theirs, ours, value)
            return {"contract": contract, "declarer": state.declarer, "schleifen": True,
                    "items": ledger.items, "totals": ledger.totals()}

        thirds, points = party_points(party_pile(state, ours, "declarer"))
        won = points >= 36  # "Counting" 6: 36 wins, a 35-35 tie loses
        game = made(state, GAME)
        solo_king_in_talon = contract == SOLO and called_king_in_talon(state)
        factor_game = contra_factor(game)
        if solo_king_in_talon and not won:
            factor_game = 1  # "Special settlements": a lost Solo without partner, not contra'd
        game_stake = Stake(GAME_VALUES[contract], 1, factor_game)
        value = game_stake.units

        volat = volat_side(state, set(ours))
        volat_record = find(state, "volat")
        if volat_record is not None and volat != "declarer":
            # open question 5: a failed announced volat replaces the game settlement
            ledger.between_sides("volat_failed", theirs, ours,
                                 Stake(VOLAT_VALUES[1], factor, contra_factor(volat_record)))
        elif volat is not None:
            announced = volat_record is not None
            volat_stake = Stake(VOLAT_VALUES[1 if announced else 0], factor,
                                contra_factor(volat_record) if volat_record is not None else 1)
            stake = max(volat_stake, game_stake, key=lambda s: s.units)  # Codex §20
            winners, losers = (ours, theirs) if volat == "declarer" else (theirs, ours)
            ledger.between_sides("volat", winners, losers, stake)
        elif won:
            ledger.between_sides("game", ours, theirs, game_stake)
        else:
            ledger.between_sides("game", theirs, ours, game_stake)

        self._settle_pagat(state, ledger, ours, theirs, factor)
        if contract in CALLING:
            self._settle_king(state, ledger, ours, theirs, factor)
        self._settle_honours(state, ledger, ours, theirs, factor)
        called = state.extra.get(CALLED)
        alone = None if called is None or partner_of(state) is not None else \
            "own_king" if called in state.dealt[state.declarer_seat] else "king_in_talon"
        return {"contract": contract, "declarer": state.declarer,
                "called": called, "partner": partner_of(state), "called_alone": alone,
                "game_value": value, "points": {"declarer": points, "defenders": 70 - points},
                "thirds": {"declarer": thirds, "defenders": 210 - thirds}, "won": won,
                "needed_thirds": 107,  # 35 2/3 rounds up to 36
                "volat": volat, "items": ledger.items, "totals": ledger.totals()}

    def _settle_pagat(self, state: GameState, ledger: Ledger, ours: list[int],
                      theirs: list[int], factor: int) -> None:
        """Announcements 4: announced by either party (even without the Pagat: the party must
        win the last trick with it); silent ultimo won or lost in the last trick."""
        silent, announced = (Stake(v, factor) for v in self.settings["ultimo_values"])
        facts = last_trick_facts(state)
        pagat_seat = facts["pagat_in_last"]
        record = find(state, "pagat_ultimo")
        if record is not None:
            side = ours if record["side"] == DECLARER_SIDE else theirs
            other = theirs if side is ours else ours
            stake = announced._replace(contra=contra_factor(record))
            if facts["pagat_won_last"] and pagat_seat in side:
                ledger.between_sides("pagat_ultimo", side, other, stake)
            else:
                ledger.between_sides("pagat_ultimo_failed", other, side, stake)
            return
        if pagat_seat is None:
            return
        side = ours if pagat_seat in ours else theirs
        other = theirs if side is ours else ours
        if facts["pagat_won_last"]:
            ledger.between_sides("silent_ultimo", side, other, silent)
        elif facts["last_winner"] in other:
            ledger.between_sides("silent_ultimo_lost", other, side, silent)

    @staticmethod
    def _settle_king(state: GameState, ledger: Ledger, ours: list[int], theirs: list[int],
                     factor: int) -> None:
        """Announcements 2-3: the called king brought home, captured (2), König Ultimo silent
        (2) or announced (4; its failure by capture replaces the capture penalty)."""
        called = state.extra[CALLED]
        trick_index = next((i for i, t in enumerate(state.tricks)
                            if any(c == called for _, c in t.plays)), None)
        record = find(state, "koenig_ultimo")
        if trick_index is None:
            # The king lay in the talon: a Rufer played on leaves it to the defenders' half
            # (open question 2) unless the declarer took it; a Solo's half is his own.
            in_defenders_half = any(called in part and owner == "defenders"
                                    for part, owner in zip(state.talon_parts, state.talon_owner))
            if in_defenders_half and state.contract != SOLO:
                ledger.between_sides("called_king_captured", theirs, ours,
                                     Stake(CAPTURE_PENALTY, factor))
            return
        if any(called in part for part in state.talon_parts):
            return  # taken from the talon: simply the declarer's own king (open question 2)
        trick = state.tricks[trick_index]
        captured = trick.winner not in ours
        in_last = trick_index == len(state.tricks) - 1
        # A self-call keeps the silent König Ultimo and the capture penalty (open question 7).
        if record is not None:
            stake = Stake(KOENIG_ULTIMO[1], factor, contra_factor(record))
            if in_last and not captured:
                ledger.between_sides("koenig_ultimo", ours, theirs, stake)
            else:
                ledger.between_sides("koenig_ultimo_failed", theirs, ours, stake)
            return
        if captured:
            ledger.between_sides("called_king_captured", theirs, ours,
                                 Stake(CAPTURE_PENALTY, factor), card=called,
                                 holder=next(s for s, c in trick.plays if c == called),
                                 trick=trick_index + 1, taker=trick.winner)
        elif in_last:
            ledger.between_sides("silent_koenig_ultimo", ours, theirs,
                                 Stake(KOENIG_ULTIMO[0], factor))

    def _settle_honours(self, state: GameState, ledger: Ledger, ours: list[int],
                        theirs: list[int], factor: int) -> None:
        """Announcements 1: the holder's whole party is paid; optionally (Bohemia) trull and
        four kings only when one party collects them in its tricks."""
        collected = self.settings["honours_collected"]
        for seat_key, held in state.extra[HONOURS_KEY].items():
            seat = int(seat_key)
            side = ours if seat in ours else theirs
            other = theirs if side is ours else ours
            for premium in held:
                if collected and premium != "koepfe":
                    continue
                ledger.between_sides(premium, side, other, Stake(HONOUR_VALUES[premium], factor),
                                     holder=seat)
        if collected:
            for side, other in ((ours, theirs), (theirs, ours)):
                pile = {c for seat in side for c in state.won[seat]}  # in its tricks only
                if all(c in pile for c in TRUMP_HONOURS):
                    ledger.between_sides("tous_les_trois", side, other,
                                         Stake(HONOUR_VALUES["tous_les_trois"], factor),
                                         collected=True)
                if sum(1 for c in pile if is_king(c)) == 4:
                    ledger.between_sides("tous_les_quatre", side, other,
                                         Stake(HONOUR_VALUES["tous_les_quatre"], factor),
                                         collected=True)

