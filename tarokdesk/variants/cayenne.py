"""Cayenne-Whist (Brenner 1859), specified in rules/whist-variants.md "Cayenne-Whist".

Long Whist (variants/whist.py) with two differences (l. 438): a card turned from the second
pack fixes the "Cayenne" suit of the deal (a further chance action, C6), and no trump is
turned up: the dealer names trumps from his hand or leaves the choice to his partner, who
must name them. With the Cayenne suit as trumps the tricks and honours count double. The
optional "Schäfchen" (l. 442) are paid at once for lucky holdings, outside the rubber sheet.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from tarokdesk.cards.card import face_index, pip_of, suit_of
from tarokdesk.core.actions import Item
from tarokdesk.core.deal import DEAL, DealPhase
from tarokdesk.core.facts import Fact, Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.settlement import Settlement, TrumpsNamed
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Option, TrickGoal
from tarokdesk.rules.call_at_eight import NAME as CALL8, CallAtEight, called_game
from tarokdesk.rules.concession import CONCEDE, ConcedeWindow
from tarokdesk.rules.declare_trump import (
    LEAVE, NAME as DECLARE, DeclareTrump, choice_of, named_by,
)
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.seen import DOUBLE_SUIT, FIXED_PARTNERS
from tarokdesk.rules.rubber import SCORES
from tarokdesk.rules.spare_pack import TurnFromSparePack, TurnedCard
from tarokdesk.rules.suit_tricks import SuitTrickPlay
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.turn_up import KEY as TRUMP_KEY, PUBLIC as PUBLIC_TRUMP, PublicTrump, \
    trump_suit
from tarokdesk.variants.whist import (
    BOOK, HONOUR_POINTS, PARTNERS, SLAM_BONUS, Whist, WhistVisibility, call_and_claim, partner_of,
    side_of,
)

RULES = "whist-variants.md"
SECTION = f"{RULES} Cayenne-Whist"
SPARE: Final[PhaseName] = "cayenne"
"""The phase turning the Cayenne card from the spare pack."""
CAYENNE: Final = Fact[TurnedCard](SPARE)
"""The Cayenne card turned, and its suit."""
DOUBLE = 2
"""l. 438: with the Cayenne suit as trumps, tricks and honours count double."""
SHEEP = "schaefchen"
SUIT_NAMES = ("hearts", "diamonds", "spades", "clubs")
SHEEP_WORDS = {"honours_2": "two honours", "honours_3": "three honours",
               "honours_4": "four honours", "honours_5": "five honours", "no_trump": "no trump",
               "carte_blanche": "carte blanche", "aces_3": "three aces", "aces_4": "four aces"}
"""Each Schäfchen's words after "Schäfchen:", in `terms`."""
"""The suits in the order of the rules' letters (HDSC), for the words of naming trumps."""
SHEEP_HONOURS = {2: 1, 3: 1, 4: 2, 5: 3}
"""l. 442: two honours in one hand 1, four 2, five ("cinq honneurs", the ten an honour) 3;
three are not stated: 1 (open question 4). Doubled with the Cayenne suit as trumps."""


class CayenneVisibility(WhistVisibility):
    """What each seat sees at the table of Cayenne-Whist beyond the general law."""

    def public_extra(self, state: GameState, seat: int) -> Facts:
        """The Cayenne card (turned for all to see), the trumps once named and by whom, the
        score, the call and a claim."""
        shown = Facts()
        shown[SCORES] = list(state.carry["scores"])
        shown[FIXED_PARTNERS] = dict(PARTNERS)
        if CAYENNE in state.extra:
            shown[DOUBLE_SUIT] = state.extra[CAYENNE].copy()
        trump = state.extra.get(TRUMP_KEY)
        if trump is not None:
            shown[PUBLIC_TRUMP] = PublicTrump(**trump, shown=False)
        return call_and_claim(state, shown)


class Cayenne(Whist):
    id = "cayenne"
    name = "Cayenne-Whist"
    presentation = replace(
        Whist.presentation,
        summary="Whist in which the dealer names trumps and a card from a second pack makes one "
                "suit the Cayenne.",
        aliases=("Whist-Cayenne", "Whist à la Cayenne"),
        explain={**{choice_of(suit): f"You make {name} trumps for this deal; if they are the "
                                     "Cayenne, tricks and honours count double."
                    for suit, name in enumerate(SUIT_NAMES)},
                 LEAVE: "You leave the choice of trumps to your partner, who must then name "
                          "them."},
        acts={**{choice_of(suit): f"{{name}} makes {name} trumps"
                 for suit, name in enumerate(SUIT_NAMES)},
              LEAVE: "{name} leaves the choice of trumps to the partner"},
        glossary={"Cayenne": "The suit of the card turned from the second pack: as trumps, "
                             "tricks and honours count double.",
                  "Schäfchen": "Lucky holdings (honours, four aces, no court card) paid at once "
                               "in cash by agreement."},
        terms={**Whist.presentation.terms,
               **{choice_of(suit): f"{name.capitalize()} are trumps"
                  for suit, name in enumerate(SUIT_NAMES)},
               LEAVE: "I leave it to my partner", "trump": "Naming trumps",
               "double_suit": "Cayenne", "schaefchen": "Schäfchen",
               **{Item.text_of(SHEEP, kind): f"Schäfchen: {words}"
                  for kind, words in SHEEP_WORDS.items()}},
    )
    rules_file = RULES
    options = {
        **{key: Whist.options[key] for key in ("nest", "rubber_bonus", "rubber_games",
                                               "ten_honour", "honours_at_nine", "redraw")},
        "slam_doubled": Option(False, (False, True),
                               f"{SECTION} Scoring: whether the slam bonus doubles in Cayenne "
                               "is not stated; recommended not", "Slam bonus in Cayenne",
                               ("single", "double"),
                               "Whether the slam bonus also counts double when the Cayenne "
                               "suit is trumps."),
        "schaefchen": Option(False, (False, True),
                             f"{SECTION} Announcements (l. 442): the Schäfchen, off by default",
                             "Schäfchen", ("no", "yes"),
                             "Lucky holdings paid at once by the other players: two or more "
                             "honours in one hand, no trump at all, no court card, three or "
                             "four aces."),
        "carte_blanche": Option(True, (True, False),
                                f"{SECTION} Schäfchen table: Carte blanche is paid "
                                "\"sometimes\"", "Carte blanche", ("paid", "not paid"),
                                "With Schäfchen: whether a hand without king, queen or jack "
                                "is paid one point."),
        "four_aces": Option(2, (2, 3), f"{SECTION} Schäfchen table: four aces 2 (also 3)",
                            "Four aces", ("2 points", "3 points"),
                            "With Schäfchen: what four aces in one hand are paid."),
    }

    visibility_class = CayenneVisibility

    # --- phases ---------------------------------------------------------------------------
    def build_phases(self):
        """Dealt singly with nothing turned (Deal 2), the Cayenne card turned from the spare
        pack (Deal 1), trumps named (Contracts and bidding), the call at eight as in long
        Whist (Announcements: recommended kept), then play."""
        return {
            DEAL: DealPhase(self),
            SPARE: TurnFromSparePack(SPARE, self.pack, CAYENNE, f"{SECTION} Deal"),
            DECLARE: DeclareTrump(lambda state: state.dealer, partner_of,
                                  f"{SECTION} Contracts and bidding"),
            CALL8: CallAtEight(self.askable, self.honours_dealt, partner_of),
            PLAY: SuitTrickPlay(self.pack, trump_suit),
            CONCEDE: ConcedeWindow(self.claim_opponents,
                                   "whist.md Special cases and penalties P6"),
        }

    def next_phase(self, state: GameState) -> PhaseName:
        phase = state.phase
        if phase == DEAL:
            return SPARE
        if phase == SPARE:
            return DECLARE
        if phase == DECLARE:
            return self.after_the_deal(state)
        return super().next_phase(state)

    def cayenne_suit(self, state: GameState) -> int | None:
        record = state.extra.get(CAYENNE)
        return record["suit"] if record else None

    def trick_goal(self) -> TrickGoal:
        """Long Whist's, each trick over the book counting two with the Cayenne suit as
        trumps (l. 438)."""
        return TrickGoal(book=BOOK, game_points=self.rubber_rules().game_points, doubled=True)

    def doubled(self, state: GameState) -> bool:
        """l. 438: the Cayenne suit is trumps."""
        return trump_suit(state) is not None and trump_suit(state) == self.cayenne_suit(state)

    # --- settlement ----------------------------------------------------------------------
    def hand_points(self, state: GameState) -> list[tuple[str, int, int]]:
        """whist.md's order (tricks and slam, then honours), tricks and honours ×2 with the
        Cayenne suit as trumps; the slam bonus single unless `slam_doubled` (Scoring)."""
        factor = DOUBLE if self.doubled(state) else 1
        slam_factor = factor if self.settings["slam_doubled"] else 1
        items: list[tuple[str, int, int]] = []
        if called_game(state) is None:
            won = self.tricks_won(state)
            side = 0 if won[0] > BOOK else 1
            items.append(("tricks", side, (won[side] - BOOK) * factor))
            if won[side] in SLAM_BONUS:
                items.append(("slam", side, SLAM_BONUS[won[side]] * slam_factor))
        for side in (0, 1):
            held = self.honours_dealt(state, side) + self.honours_dealt(state, partner_of(side))
            if held >= 3 and (self.settings["honours_at_nine"]
                              or state.carry["scores"][side] != 9):
                items.append(("honours", side, HONOUR_POINTS[held] * factor))
        return items

    def settle(self, state: GameState) -> Settlement:
        result = super().settle(state)
        if self.settings["schaefchen"]:
            ledger = Ledger(4)
            ledger.items = result["items"]
            self.pay_schaefchen(state, ledger)
            result["items"], result["totals"] = ledger.items, ledger.totals()
        result["doubled"] = self.doubled(state)
        trump, by, cayenne = trump_suit(state), named_by(state), self.cayenne_suit(state)
        if trump is not None and by is not None and cayenne is not None:
            result["trumps_named"] = TrumpsNamed(suit=trump, by=by, double_suit=cayenne)
        return result

    def schaefchen(self, state: GameState, seat: int) -> list[tuple[str, int, bool]]:
        """The Schäfchen of one hand as dealt (l. 442): (item, points, partner pays)."""
        hand = state.dealt[seat]
        trump = trump_suit(state)
        factor = DOUBLE if self.doubled(state) else 1
        found: list[tuple[str, int, bool]] = []
        honours = self.honours_dealt(state, seat)
        if honours >= 2:
            found.append((f"honours_{honours}", SHEEP_HONOURS[honours] * factor, True))
        if not any(suit_of(card) == trump for card in hand):
            found.append(("no_trump", 1, False))  # "but the partner does not pay this one"
        if self.settings["carte_blanche"] and not any(
                pip_of(card) is None and face_index(card) in (0, 1, 3) for card in hand):
            found.append(("carte_blanche", 1, True))
        aces = sum(1 for card in hand if pip_of(card) == 1)
        if aces >= 3:
            found.append((f"aces_{aces}", 1 if aces == 3 else self.settings["four_aces"], True))
        return found

    def pay_schaefchen(self, state: GameState, ledger: Ledger) -> None:
        """Each of the other three pays the holder, one point a unit; for no trump only the
        two opponents (open question 4's recommendation)."""
        for seat in range(4):
            for item, points, partner_pays in self.schaefchen(state, seat):
                payers = [s for s in range(4) if s != seat and
                          (partner_pays or side_of(s) != side_of(seat))]
                ledger.from_all_others(Item.text_of(SHEEP, item), seat, payers, points)
