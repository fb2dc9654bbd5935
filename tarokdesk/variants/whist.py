"""Long Whist (Brenner 1859), specified in rules/whist.md.

Four players, partners opposite (seats 0 and 2 against 1 and 3), the 52-card pack dealt
singly to the left; the dealer's last card is turned up for trump. No bidding: an optional
call at eight, then thirteen tricks. The hand scores tricks over the book, the slam and the
honours dealt; the session carries the rubber (rules/rubber.py), whose games pay in units.
"""

from __future__ import annotations

from tarokdesk.cards.card import card_name
from tarokdesk.cards.packs import PACKS
from tarokdesk.core.deal import DEAL
from tarokdesk.core.facts import Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.seating import Seating
from tarokdesk.core.settlement import Settlement, TrickClaim
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sight import Sight, Visibility
from tarokdesk.core.sitting import CarrySheet, Sitting
from tarokdesk.core.variant import DealSchedule, Option, Strategy, TrickGoal, Variant
from tarokdesk.rules import rubber
from tarokdesk.rules.call_at_eight import NAME as CALL8, CallAtEight, call_of, called_game, \
    KEY as CALL8_KEY
from tarokdesk.rules.concession import CONCEDE, ConcedeWindow, conceded
from tarokdesk.rules.carry_steps import POINTS
from tarokdesk.rules.rubber import GAMES, SCORES, RubberRules, RubberSheet
from tarokdesk.rules.seen import FIXED_PARTNERS
from tarokdesk.rules.seat_draw import draw_for_seats
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.suit_tricks import (
    CLAIMED, SuitTrickPlay, claim_of, claim_pending, claim_stands, claimant_of,
)
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.turn_up import KEY as TRUMP_KEY, PUBLIC as PUBLIC_TRUMP, TrumpTurnUp, \
    is_honour, public_trump, trump_suit

RULES = "whist.md"
TRICKS = 13
BOOK = 6
SLAM_BONUS = {12: 3, 13: 6}
"""whist.md "Points within a hand": little slam 3, grand slam 6, on top of the tricks (open
question 3)."""
HONOUR_POINTS = {3: 2, 4: 4, 5: 4}
"""l. 260: three honours 2, four 4; of five honours, four and five score 4 (open q. 2)."""


def side_of(seat: int) -> int:
    """Partners sit opposite: seats 0 and 2 are side 0, seats 1 and 3 side 1."""
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % 4


def sides() -> list[list[int]]:
    """The seats of each side, side 0 first, as a result states them."""
    return [list(seats) for seats in rubber.SEATS]


PARTNERS = {str(seat): partner_of(seat) for seat in range(4)}
"""The public record of the partnerships, each seat's partner by seat as text, as every game
of fixed partners states them: the table marks the partners at the seats and counts each
side's tricks in the banner."""


def call_and_claim(state: GameState, shown: Facts) -> Facts:
    """`shown` with the call at eight and a claim, as every seat of the table sees them."""
    call = call_of(state)
    if call is not None:
        shown[CALL8_KEY] = call
    claim = claim_of(state)
    if claim is not None:
        shown[CLAIMED] = claim.copy()
    return shown


class WhistVisibility(Visibility["Whist"]):
    """What each seat sees at the table of Whist beyond the general law."""

    def public_extra(self, state: GameState, seat: int) -> Facts:
        """The trump, the score and the partnerships (the table counts each side's tricks),
        the call at eight and a claim."""
        shown = Facts()
        if TRUMP_KEY not in state.extra:
            return shown
        shown[PUBLIC_TRUMP] = public_trump(state)
        shown[SCORES] = list(state.carry["scores"])
        shown[FIXED_PARTNERS] = dict(PARTNERS)
        return call_and_claim(state, shown)

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """The turned-up card is known to be the dealer's until he plays it (everyone saw it);
        a claimant lays his hand open while the opponents decide (P6), and it stays open once
        his claim has stood, for all to check."""
        hands: dict[int, tuple] = {}
        trump = state.extra.get(TRUMP_KEY)
        dealer = state.dealer
        if trump and seat != dealer and trump["card"] in state.hands[dealer]:
            hands[dealer] = (trump["card"],)
        if state.phase == CONCEDE or (state.phase == DONE and claim_of(state) is not None
                                      and claim_stands(state)):
            claimant = claimant_of(state)
            if claimant != seat:
                hands[claimant] = tuple(state.hands[claimant])
        return Sight(talon_parts=(), hands=hands)


class WhistSeating(Seating["Whist"]):
    """Who sits where and deals at the table of Whist."""

    def next_dealer(self, dealer: int) -> int:
        """The deal passes one seat to the left (l. 210, 226; open question 6)."""
        return (dealer - 1) % 4

    def draw_seats(self, seed: str) -> dict:
        """The draw for partners, seats and first deal (whist.md "Drawing for partners, seats
        and first deal"): the two lowest sit opposite each other at seats 0 and 2, the lowest
        dealing first, the two highest at 1 and 3. At the start of the session, and again
        before each rubber only with the option `redraw` (open question 7)."""
        draw = draw_for_seats(self.variant.pack, seed)
        return {"draws": [[card_name(c, "A") for c in cards] for cards in draw.draws],
                "order": list(draw.order), "seats": list(draw.seats), "first_dealer": 0,
                "sides": [[0, 2], [1, 3]]}

    def redraws_seats(self) -> bool:
        """Open question 7's alternative (option `redraw`): a fresh draw before each rubber."""
        return self.variant.settings["redraw"]


class WhistSitting(Sitting["Whist"]):
    """What a session of Whist carries from one deal to the next."""

    def initial_carry(self) -> dict:
        return rubber.opening()

    def session_over(self, carry: dict) -> bool:
        return carry["winner"] is not None

    def carry_counts(self, carry: dict) -> dict[str, int]:
        return RubberSheet(carry, self.variant.rubber_rules()).counts()

    def carry_sheet(self, carry: dict) -> CarrySheet:
        sheet = RubberSheet(carry, self.variant.rubber_rules())
        seats = {seat: (str(carry["scores"][side_of(seat)]), str(sheet.games_won(side_of(seat))))
                 for seat in self.variant.seating.persons()}
        lines = tuple(("game", f"{{seat{g['winner']}}} & {{seat{g['winner'] + 2}}} "
                               f"+{g['value']}") for g in carry["games"])  # the units it won
        if carry["winner"] is not None:
            lines += (("rubber", f"{{seat{carry['winner']}}} & {{seat{carry['winner'] + 2}}} "
                                 f"{sheet.result()}"),)
        return CarrySheet("rubber", ("points", "games"), seats, lines, "deal_points", "points",
                          (POINTS, GAMES))


class Whist(Variant):
    id = "whist"
    name = "Whist"
    presentation = Presentation(
        summary="Long Whist: two partnerships, the last card dealt shows trumps, games of ten "
                "points make a rubber.",
        aliases=("Long Whist", "Whist-Spiel"),
        terms={"deal_points": "Points per deal, units when settled",
               "tricks": "Tricks over the book", "slam": "Slam", "honours": "Honours",
               "game": "Game", "rubber": "Rubber", "call8": "Won by the call at eight",
               "claimed": "Claimed", "played": "Played",
               "points": "Points", "games": "Games", "rest": "Claim the remaining tricks",
               "call": "Call at eight", "eldest": "eldest hand"},
        # The player on the dealer's left, who leads first (whist.md Play 1; l. 214).
        first_hand="eldest",
    )
    rules_file = RULES
    book = "Brenner, Das Whist-Spiel"
    pack = PACKS["whist-52"]
    seat_counts = (4,)
    deal = DealSchedule(talon_parts=(), packets=(1,) * TRICKS)
    options = {
        "nest": Option(False, (False, True),
                       "whist.md Nest (l. 292): the winners carry their surplus points",
                       "Nest", ("no", "yes"),
                       "With Nest the side that wins a game carries the points it scored "
                       "beyond ten into the next game."),
        "rubber_bonus": Option(3, (3, 5, 7), "whist.md Rubber (l. 288): the agreed bonus",
                               "Rubber bonus", ("3 units", "5 units", "7 units"),
                               "What winning the rubber adds to the value of its games."),
        "rubber_games": Option(3, (3, 5), "whist.md Rubber (l. 584): best of three or five",
                               "Rubber", ("best of three", "best of five"),
                               "A rubber is won by two games of three, or three of five."),
        "ten_honour": Option(False, (False, True),
                             "whist.md Honours (l. 258), open question 2: the trump 10 as a "
                             "fifth honour", "Trump ten an honour", ("no", "yes"),
                             "In many regions the ten of trumps is a fifth honour."),
        "honours_at_nine": Option(True, (True, False),
                                  "whist.md Honours, open question 4: honours count at 9 "
                                  "unless this is off", "Honours at nine", ("count", "do not count"),
                                  "Whether a side standing at nine may score honours."),
        "redraw": Option(False, (False, True),
                         "whist.md Drawing for partners, open question 7: the seats are kept "
                         "after a rubber unless the players draw again",
                         "After a rubber", ("keep the seats", "draw again for partners"),
                         "Whether the players draw again for partners, seats and first deal "
                         "before each new rubber."),
    }
    strategy = Strategy(contracts={}, game_target=0, bidding="none", family="trump-suit",
                        compulsory=(), compulsory_rules=())

    visibility_class = WhistVisibility
    seating_class = WhistSeating
    sitting_class = WhistSitting

    # --- seats and phases --------------------------------------------------------------------
    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """Dealing and play go to the left, from the dealer's left to the dealer (l. 210)."""
        return tuple((dealer - i) % 4 for i in range(1, 5))

    def rubber_rules(self) -> RubberRules:
        settings = self.settings
        return RubberRules(games_to_win=(settings["rubber_games"] + 1) // 2,
                           bonus=settings["rubber_bonus"], nest=settings["nest"])

    def trick_goal(self) -> TrickGoal:
        """whist.md "Counting": the book of six, one point per odd trick, the game of the
        rubber's rules (ten, Short Whist's five)."""
        return TrickGoal(book=BOOK, game_points=self.rubber_rules().game_points)

    def build_phases(self):
        return {
            DEAL: TrumpTurnUp(self),
            CALL8: CallAtEight(self.askable, self.honours_dealt, partner_of),
            PLAY: SuitTrickPlay(self.pack, trump_suit),
            CONCEDE: ConcedeWindow(self.claim_opponents,
                                   f"{RULES} Special cases and penalties P6"),
        }

    def honours_dealt(self, state: GameState, seat: int) -> int:
        """Honours are judged on the hands dealt, the turned-up card the dealer's (l. 260)."""
        trump, ten = trump_suit(state), self.settings["ten_honour"]
        return sum(1 for card in state.dealt[seat] if is_honour(card, trump, ten))

    def askable(self, state: GameState) -> list[int]:
        """The seats of the sides standing at exactly 8, in playing order."""
        scores = state.carry["scores"]
        return [seat for seat in state.active if scores[side_of(seat)] == 8]

    def claim_opponents(self, state: GameState) -> list[int]:
        """The persons of the other side, in playing order, each asked once (Play 8, l.
        242-244: the opponents decide): a person who also plays a dummy of that side (the
        King of en trois, each player of en deux; C1) answers for both of his hands."""
        claimant = claimant_of(state)
        persons = (state.person_of(seat) for seat in state.active
                   if side_of(seat) != side_of(claimant))
        return list(dict.fromkeys(p for p in persons if p is not None))

    def next_phase(self, state: GameState) -> PhaseName:
        phase = state.phase
        if phase == DEAL:
            return self.after_the_deal(state)
        if phase == CALL8:
            return DONE if called_game(state) is not None else PLAY
        if phase == PLAY:
            return CONCEDE if claim_pending(state) else DONE
        return DONE if conceded(state) else PLAY

    def after_the_deal(self, state: GameState) -> PhaseName:
        """Once the cards and the trump are settled: the call at eight where a side may make
        it, else the play."""
        return CALL8 if self.askable(state) else PLAY

    # --- settlement ------------------------------------------------------------------------------
    def tricks_won(self, state: GameState) -> list[int]:
        """Tricks per side, a claim's remaining tricks to the claimant's side."""
        won = [0, 0]
        for trick in state.tricks:
            won[side_of(trick.winner)] += 1
        if claim_stands(state):
            won[side_of(claimant_of(state))] += TRICKS - len(state.tricks)
        return won

    def hand_points(self, state: GameState) -> list[tuple[str, int, int]]:
        """(item, side, points) in the order of scoring: tricks and slam, then honours."""
        items: list[tuple[str, int, int]] = []
        honours = [self.honours_dealt(state, s) + self.honours_dealt(state, partner_of(s))
                   for s in (0, 1)]
        caller = called_game(state)
        if caller is None:
            won = self.tricks_won(state)
            side = 0 if won[0] > BOOK else 1
            items.append(("tricks", side, won[side] - BOOK))
            if won[side] in SLAM_BONUS:
                items.append(("slam", side, SLAM_BONUS[won[side]]))
        for side in (0, 1):
            if honours[side] >= 3 and (self.settings["honours_at_nine"]
                                       or state.carry["scores"][side] != 9):
                items.append(("honours", side, HONOUR_POINTS[honours[side]]))
        return items

    def settle(self, state: GameState) -> Settlement:
        """The hand's points posted on the rubber sheet; `tricks` per side with `sides`, the
        seats of each (partners opposite, whist.md "Drawing for partners"), tell the raw
        outcome of the play (a tournament measures in it, players/tournament.py)."""
        sheet = RubberSheet(state.carry, self.rubber_rules())
        points = self.hand_points(state)
        posted = sheet.mark(points)
        ledger = Ledger(4)
        for entry in posted:
            winners = [s for s in range(4) if side_of(s) == entry["side"]]
            losers = [s for s in range(4) if side_of(s) != entry["side"]]
            ledger.between_sides(entry["item"], winners, losers, entry["value"])
        ended = "call8" if called_game(state) is not None else \
            "claimed" if claim_stands(state) else "played"
        claim = TrickClaim(seat=claimant_of(state), tricks=TRICKS - len(state.tricks)) \
            if ended == "claimed" else None  # the tricks credited without being played
        return {"contract": ended, "declarer": None, "tricks": self.tricks_won(state),
                "claim": claim,
                "book": BOOK, "sides": sides(),
                "marks": [list(p) for p in points], "posted": posted,
                "called": called_game(state), "items": ledger.items,
                "totals": ledger.totals(), "carry": sheet.book,
                "carry_steps": sheet.steps, "carry_summary": sheet.standing()}
