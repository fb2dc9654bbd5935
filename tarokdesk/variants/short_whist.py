"""Short Whist (Brenner 1859), specified in rules/whist-variants.md "Short Whist".

Long Whist (variants/whist.py) with its own laws: a game is five points (law 1), the game
is treble, double or single by the losers' score 0, 1-2 or 3-4, the rubber adds two ("in
England"), and a side standing at four scores no honours (law 2). There is no call at eight
and no slam bonus (the rule file's recommendations). The laws of irregularities (3-35)
cannot arise at this table: it deals, turns the trump and enforces the order of play and
following suit itself.
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.core.deal import DEAL
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Option, Strategy
from tarokdesk.rules.concession import CONCEDE, ConcedeWindow
from tarokdesk.rules.rubber import RubberRules
from tarokdesk.rules.suit_tricks import SuitTrickPlay
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.turn_up import TrumpTurnUp, trump_suit
from tarokdesk.variants.whist import BOOK, HONOUR_POINTS, SLAM_BONUS, Whist, partner_of

RULES = "whist-variants.md"
SECTION = f"{RULES} Short Whist"
GAME_POINTS = 5
"""Law 1 (l. 446): five points make a game."""
BANDS = ((3, 1), (1, 2), (0, 3))
"""Law 1 (l. 446-448), open question 1: one point scored by the losers saves the treble,
three save the double: 0 treble, 1-2 double, 3-4 single."""
NO_HONOURS_AT = 4
"""Law 2 (l. 450): a side standing at four cannot score honours."""


class ShortWhist(Whist):
    id = "short-whist"
    name = "Short Whist"
    presentation = replace(
        Whist.presentation,
        summary="Whist with games of five points: quicker rubbers, otherwise as long Whist.",
        aliases=("Short-Whist",),
    )
    rules_file = RULES
    strategy = Strategy(contracts={}, game_target=0, bidding="none", family="trump-suit",
                        compulsory=(), compulsory_rules=(),
                        thresholds={"one_from_game": 4, "save_stake": 0, "save_stake_also": 2,
                                    "near_game_low": 3, "near_game_high": 3})
    """"Strategy and conventions": the conventions' scores read for the game of five: one
    point from game is 4, half the stake is saved by reaching 1 or 3, the opponents close
    to game stand at 3."""
    options = {
        "rubber_bonus": Option(2, (2, 3, 5, 7),
                               f"{SECTION} Scoring (law 1, l. 448): the rubber counts two in "
                               "England; the long game's 3, 5 or 7 by agreement",
                               "Rubber bonus", ("2 units", "3 units", "5 units", "7 units"),
                               "What winning the rubber adds to the value of its games."),
        "rubber_games": Whist.options["rubber_games"],
        "ten_honour": Whist.options["ten_honour"],
        "redraw": Whist.options["redraw"],
        "nest": Option(False, (False, True),
                       f"{SECTION} Scoring: the Nest is not mentioned, recommended off",
                       "Nest", ("no", "yes"),
                       "With Nest the side that wins a game carries the points it scored "
                       "beyond five into the next game."),
        "slam_bonus": Option(False, (False, True),
                             f"{SECTION} Scoring, open question 5: no slam bonus (twelve "
                             "tricks already make the game); or the long game's 3 and 6",
                             "Slam bonus", ("none", "3 and 6"),
                             "Whether a little or grand slam scores the long game's bonus "
                             "of three or six points on top of the tricks."),
    }

    def rubber_rules(self) -> RubberRules:
        settings = self.settings
        return RubberRules(game_points=GAME_POINTS, bands=BANDS,
                           games_to_win=(settings["rubber_games"] + 1) // 2,
                           bonus=settings["rubber_bonus"], nest=settings["nest"])

    def build_phases(self):
        """No call at eight ("Announcements": the call is not mentioned, recommended none)."""
        return {
            DEAL: TrumpTurnUp(self),
            PLAY: SuitTrickPlay(self.pack, trump_suit),
            CONCEDE: ConcedeWindow(self.claim_opponents,
                                   "whist.md Special cases and penalties P6"),
        }

    def after_the_deal(self, state: GameState) -> PhaseName:
        return PLAY  # no call at eight

    def hand_points(self, state: GameState) -> list[tuple[str, int, int]]:
        """Tricks over the book, then honours (whist.md open question 4), none to a side
        standing at four before the hand (law 2: at three, three honours still go out)."""
        won = self.tricks_won(state)
        side = 0 if won[0] > BOOK else 1
        items: list[tuple[str, int, int]] = [("tricks", side, won[side] - BOOK)]
        if self.settings["slam_bonus"] and won[side] in SLAM_BONUS:
            items.append(("slam", side, SLAM_BONUS[won[side]]))
        for team in (0, 1):
            held = self.honours_dealt(state, team) + self.honours_dealt(state, partner_of(team))
            if held >= 3 and state.carry["scores"][team] != NO_HONOURS_AT:
                items.append(("honours", team, HONOUR_POINTS[held]))
        return items
