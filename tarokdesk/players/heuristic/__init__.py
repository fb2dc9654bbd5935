"""The standard computer player: the books' heuristics for every decision of the Tarok games
and of Whist (the family the variant's strategy names); `decide` also gives the reason, an
Advice citing the books' items, which the table turns into the human's hint."""

from __future__ import annotations

import random

from tarokdesk.core.actions import Action
from tarokdesk.players.advice import Advice
from tarokdesk.players.game_facts import TRUMP_SUIT_FAMILY, variant_of
from tarokdesk.core.view import SeatView
from tarokdesk.players.heuristic.announcing import (
    decide_announce, decide_declare, decide_in_play, withheld_trull,
)
from tarokdesk.players.heuristic.bidding import decide_bid
from tarokdesk.players.heuristic.cardplay import decide_play
from tarokdesk.players.heuristic.conceding import decide_concede
from tarokdesk.players.heuristic.dummies import decide_dummy
from tarokdesk.players.heuristic.call_and_talon import decide_call, decide_discard, decide_talon
from tarokdesk.players.heuristic import whist
from tarokdesk.players.heuristic.excuse_games import decide_claim, decide_request, decide_scat
from tarokdesk.rules.announcements import ANNOUNCE, DECLARE
from tarokdesk.rules.auction import BID
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.concession import CONCEDE
from tarokdesk.rules.dealing import Scat
from tarokdesk.rules.dummy import DUMMY
from tarokdesk.rules.exchange import REQUEST
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.windows import WINDOW
from tarokdesk.players.heuristic.packets import decide_packet_play, plays_from_packets
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.temperament import NORMAL, TEMPERAMENTS, lean



class HeuristicPlayer:
    """`slips` is the chance of a random legal action instead (the beginner's mistakes);
    `temperament` moves the thresholds of its bids and announcements (temperament.py)."""

    def __init__(self, seed: object = 0, slips: float = 0.0, temperament: str = NORMAL):
        self.rng = random.Random(str(seed))
        self.slips = slips
        if temperament not in TEMPERAMENTS:
            raise ValueError(f"unknown temperament {temperament!r}; known: "
                             f"{', '.join(TEMPERAMENTS)}")
        self.temperament = temperament

    def choose(self, view: SeatView) -> Action:
        return self.decide(view)[0]

    def decide(self, view: SeatView) -> tuple[Action, Advice]:
        if self.slips and self.rng.random() < self.slips:
            return self.rng.choice(view.legal), Advice("beginners_slip")
        strategy = variant_of(view).strategy
        if strategy.family == TRUMP_SUIT_FAMILY:
            return whist.decide(view)
        action, why = self._decide_tarok(view)
        return action, why.citing(strategy.items)

    def _decide_tarok(self, view: SeatView) -> tuple[Action, Advice]:
        phase = view.phase
        leaning = lean(self.temperament, variant_of(view).strategy)
        if phase == BID:
            return decide_bid(view, leaning)
        if phase == CALL:
            return decide_call(view)
        if phase == TALON:
            return decide_talon(view)
        if phase == DISCARD:
            if isinstance(variant_of(view).phases[phase], Scat):
                return decide_scat(view)
            return decide_discard(view)
        if phase == ANNOUNCE:
            return decide_announce(view, leaning)
        if phase == DECLARE:
            return decide_declare(view)
        if phase == CONCEDE:
            return decide_concede(view)
        if phase == DUMMY:
            return decide_dummy(view)
        if phase == WINDOW:
            return decide_claim(view, leaning)
        if phase == REQUEST:
            return decide_request(view)
        if phase != PLAY:  # a rule's one choice (rules/choice.py): its ordinary course
            return view.legal[0], Advice("ordinary_course")
        words = [a for a in view.legal if a.kind != PLAY]
        bluff = withheld_trull(view, words) if words else None
        if words and bluff is None:  # an announcement offered during play (a trull window)
            return decide_in_play(view, words)
        pack = variant_of(view).pack
        know = Knowledge.of(view, pack.cards)
        if plays_from_packets(view):
            action, why = decide_packet_play(view, know)
        else:
            action, why = decide_play(view, know, pack.rank)
        return (action, bluff.plus(why)) if bluff else (action, why)
