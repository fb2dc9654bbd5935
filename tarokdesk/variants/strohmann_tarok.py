"""Strohmann-Tarok en deux, Ulmann Cap. VI, specified in rules/strohmann-tarok.md.

Two players, 15 cards each; after somebody takes the game up ("aufnehmen") each gets a personal
talon of three packets of four, whose turned-up tops he plays like hand cards; trumps and
kings turned up go, shown, into the hand. 27 tricks of two; the Aufnehmer needs 35 2/3 of
70 and wins 2 or pays 4.
"""

from __future__ import annotations


from tarokdesk.cards.card import MOND, PAGAT, SKUS, SUITS, is_king, is_trump, suit_card
from tarokdesk.cards.packs import PACKS
from tarokdesk.cards.points import pile_thirds, points_from_thirds
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.facts import Facts
from tarokdesk.core.sight import Sight, Visibility
from tarokdesk.core.variant import ContractPlan, DealSchedule, Option, Strategy, Variant
from tarokdesk.rules.auction import BID, DuelAuction
from tarokdesk.rules.packets import (
    KEY as PACKETS, OPEN, TAKEN_OFF, PacketTrickPlay, PersonalTalons, promotions, taken_off,
)
from tarokdesk.rules.settlement import Ledger, Stake, last_trick_facts
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.variants.ulmann import NO_YES, hand_without_tarok, thrown_in

RULES = "strohmann-tarok.md"
TAKE_UP = "aufnehmen"
STOCK = "stock"
TARGET = 107
""""Counting": the Aufnehmer wins with 36, i.e. at least 35 2/3 (107 thirds) of 70."""
TOTAL = 70
TRULL = (SKUS, MOND, PAGAT)
KINGS = tuple(suit_card(suit, "K") for suit in SUITS)
HOLDINGS = {"tous_les_trois": TRULL, "tous_les_quatre": KINGS}
""""Announcements": the premiums for holding all of them together in the hand."""


def promoted(card: int) -> bool:
    """"Deal" 5, "Talon": a turned trump or king goes into the hand."""
    return is_trump(card) or is_king(card)


class StrohmannTarokVisibility(Visibility["StrohmannTarok"]):
    """What each seat sees at the table of Strohmann-Tarok beyond the general law."""

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """"Talon": the open tops of both players' packets are seen by both, the covered
        cards by nobody (not even their owner) until turned; cards turned into a hand were
        shown, so the other player knows them as long as they are held."""
        over = state.phase == DONE
        packets = state.extra.get(PACKETS)
        up = packets["up"] if packets is not None else []
        piles = {name: tuple(over or (name in up and i == len(cards) - 1)
                             for i in range(len(cards)))
                 for name, cards in state.piles.items()}
        hands: dict[int, list[int]] = {}
        for holder, card, _ in promotions(state):
            if holder != seat and card in state.hands[holder]:
                hands.setdefault(holder, []).append(card)
        return Sight(talon_parts=(), hands={s: tuple(c) for s, c in hands.items()},
                     piles=piles)

    def public_extra(self, state: GameState, seat: int) -> Facts:
        """"Talon": every card leaving a packet is turned up before both players, so both
        know the packet it came from."""
        shown = Facts()
        if state.taken_off:
            shown[TAKEN_OFF] = taken_off(state)
        return shown


class StrohmannTarok(Variant):
    id = "strohmann-tarok"
    name = "Strohmann-Tarok"
    presentation = Presentation(
        summary="Tarok for two: each player gets a talon of his own, three packets whose top "
                "cards he plays.",
        aliases=("Strohmann-Tarok en deux",),
        terms={TAKE_UP: "Take up (Aufnehmen)", OPEN: "Turn up the packets",
               f"declarer:{TAKE_UP}": "Aufnehmer: took the game up",
               "all_pass_game": "game played out after all passed"},
        explain={TAKE_UP: "You take the game up: you play alone against the other, each of you "
                          "with a talon of three packets of his own, and you need 36 of the 70 "
                          "card points. Won, the other pays you 2; lost, you pay him 4.",
                 OPEN: "You turn up the top card of each of your packets; a tarok or a king "
                       "turned up goes into your hand, the others you may play like hand cards."},
        acts={TAKE_UP: "{name} takes the game up", OPEN: "{name} turns up the top cards of the "
                                                         "packets"},
        glossary={"Aufnehmen": "To take the game up in Strohmann-Tarok: the Aufnehmer plays "
                               "alone and needs 36 of the 70 card points."},
    )
    rules_file = RULES
    book = "Ulmann, Cap. VI"
    pack = PACKS["tarok-54"]
    seat_counts = (2,)
    deal = DealSchedule(talon_parts=(), packets=(5, 5, 5), stock=STOCK)
    options = {
        "ultimo_value": Option(2, (2, 1), f"{RULES} open question 3: the silent Pagat ultimo "
                               "is worth 2 or 1 (local custom)", "Pagat Ultimo premium",
                               ("worth 2", "worth 1"), "What a Pagat winning the last trick is worth; "
                               "in some circles 2, in others 1 (Ulmann, Cap. VI)."),
        "all_pass": Option("throw_in", ("throw_in", "play_out"),
                           f"{RULES} Contracts and bidding: both pass - thrown in, or the "
                           "variant 'in manchen Kreisen' played out for 1",
                           "When both pass", ("thrown in", "played out for 1"),
                           "Usually the cards are thrown in; some circles play the deal out "
                           "and whoever reaches 36 wins 1 (Ulmann, Cap. VI)."),
        "all_pass_premiums": Option(True, (True, False),
                                    f"{RULES} open question 4: a deal played out after both "
                                    "passed pays the trull, quatre and ultimo premiums too",
                                    "Premiums in a played-out deal", ("yes", "no"),
                                    "Whether honours and the Pagat Ultimo are paid in a deal "
                                    "played out after both passed."),
        "redeal_without_trump": Option(True, (True, False),
                                       f"{RULES} open question 6: a 15-card hand without a "
                                       "trump is redealt (the general rule)",
                                       "Redeal a hand without a tarok", NO_YES[::-1],
                                       "The general rule of the Tarok games: a hand without "
                                       "any tarok is dealt again."),
    }
    strategy = Strategy(
        contracts={TAKE_UP: ContractPlan(alone=True, talon=False, raised=False,
                                         ultimo_taroks=99)},  # "Announcements": no ultimo
        game_target=TARGET,
        bidding="take_up",
        holdings=tuple(HOLDINGS),
        compulsory=(),
        compulsory_rules=(),
        thresholds={
            # "Strategy and conventions" 1-4: three guarded honours and some queens take up,
            # four honours always; a short Pagat is not a full honour.
            "take_up_honours": 3, "take_up_queens": 1, "always_honours": 4,
            "pagat_guards": 3,
            # 5: the packet with more cards beneath is opened first (open question 1).
            "open_packets_first": 1,
            "hunt_pagat_taroks": 10,  # 20: 10-12 trumps without the Pagat hunt it
            "pagat_early_taroks": 8,  # 21: the Pagat with only 7-8 trumps wins early
            "process_safe_taroks": 9,  # 17: Sküs, Mond and 7 more give the process up
            "count_out_cards": 4,  # 28: the book's four-card endgame is counted out
        },
        # 27 (problem 25): withhold tous les trois as a bluff when behind
        conventions=frozenset({"withhold_trull"}),
    )

    visibility_class = StrohmannTarokVisibility

    def build_phases(self):
        return {
            DEAL: DealPhase(self),
            BID: DuelAuction((TAKE_UP,), lambda state, seat: (TAKE_UP,),
                             lambda state, seat, bid: (), False,
                             f"{RULES} Contracts and bidding"),
            OPEN: PersonalTalons(self.pack, promoted, 3, 4, STOCK, f"{RULES} Deal 4-5"),
            PLAY: PacketTrickPlay(self.pack, promoted, self.announceable,
                                  f"{RULES} Announcements"),
        }

    # --- flow ------------------------------------------------------------------------------
    def needs_redeal(self, state: GameState) -> bool:
        return self.settings["redeal_without_trump"] and hand_without_tarok(state)

    def next_phase(self, state: GameState) -> PhaseName:
        if state.phase == DEAL:
            return BID
        if state.phase == BID:
            if state.contract is None and self.settings["all_pass"] == "throw_in":
                return DONE
            return OPEN
        if state.phase == OPEN:
            return PLAY
        return DONE

    # --- announcements ("Announcements": the trull/quatre window) ---------------------------
    @staticmethod
    def announceable(state: GameState, seat: int) -> list[str]:
        """An item may be announced while its cards are together in the hand; playing one of
        them closes the window ("at the latest when he leads, plays or wins a trick with one
        of these honours"). Announcing what one does not hold is refused (Codex § 33)."""
        said = {a["item"] for a in state.announcements if a["seat"] == seat}
        hand = set(state.hands[seat])
        return [item for item, cards in HOLDINGS.items()
                if item not in said and hand.issuperset(cards)]

    # --- counting and settlement ("Counting", "Scoring and settlement") ------------------------
    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        if not state.tricks:
            return thrown_in(ledger)
        thirds = {seat: pile_thirds(state.won[seat]) for seat in state.active}
        declarer = state.declarer
        if declarer is not None:
            other = self.opponent(state, declarer)
            won = thirds[declarer] >= TARGET
            if won:
                ledger.between_sides("game", [declarer], [other], Stake(2))
            else:
                ledger.between_sides("game", [other], [declarer], Stake(4))
        else:
            # the variant "in manchen Kreisen": 36 wins 1; 35:35 or 35 1/3:34 2/3 is a draw
            winner = next((s for s in state.active if thirds[s] >= TARGET), None)
            if winner is not None:
                ledger.between_sides("all_pass_game", [winner],
                                     [self.opponent(state, winner)], Stake(1))
        if declarer is not None or self.settings["all_pass_premiums"]:
            self._premiums(state, ledger)
        result: Settlement = {"contract": state.contract, "declarer": declarer,
                  "seat_thirds": {str(s): t for s, t in thirds.items()},
                  "won": declarer is not None and thirds[declarer] >= TARGET,
                  "needed_thirds": TARGET, "items": ledger.items, "totals": ledger.totals()}
        if declarer is not None:  # the table's counting line, by sides
            mine, theirs = thirds[declarer], 3 * TOTAL - thirds[declarer]
            result["thirds"] = {"declarer": mine, "defenders": theirs}
            result["points"] = {"declarer": points_from_thirds(mine),
                                "defenders": points_from_thirds(theirs)}
        return result

    def _premiums(self, state: GameState, ledger: Ledger) -> None:
        """Announced tous les trois / quatre, 1 each from the opponent; the silent Pagat
        ultimo to its holder, or to whoever captures the Pagat in the last trick."""
        for record in state.announcements:
            seat = record["seat"]
            ledger.between_sides(record["item"], [seat], [self.opponent(state, seat)],
                                 Stake(1))
        facts = last_trick_facts(state)
        holder, value = facts["pagat_in_last"], Stake(self.settings["ultimo_value"])
        if holder is None:
            return
        if facts["pagat_won_last"]:
            ledger.between_sides("silent_ultimo", [holder], [self.opponent(state, holder)],
                                 value)
        else:
            ledger.between_sides("silent_ultimo_lost", [facts["last_winner"]], [holder], value)

    @staticmethod
    def side_of(state: GameState, seat: int) -> str:
        """The Aufnehmer's side or his opponent's (the problems' goals read it)."""
        return "declarer" if seat == state.declarer else "defenders"

    @staticmethod
    def opponent(state: GameState, seat: int) -> int:
        return next(s for s in state.active if s != seat)
