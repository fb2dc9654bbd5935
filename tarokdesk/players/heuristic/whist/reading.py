"""What a Whist seat reads from its view (whist-conventions.md W3-W4, section 0 and the
signals S1-S5): partner and opponents, the trump suit, the cards still out, voids shown,
partner's discards and invitations, strength in trumps, masters, the score.

Partners sit opposite (whist.md "At a glance"); the trump suit and the sides' scores come
from the view's public facts, so nothing here names a variant.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from tarokdesk.cards.card import Card, face_index, pip_of, suit_of
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import plays_of, trick_rules, variant_of
from tarokdesk.players.inference import Constraints
from tarokdesk.rules.trickplay import TrickRules
from tarokdesk.rules.rubber import SCORES
from tarokdesk.rules.turn_up import trump_seen

ACE, KING, QUEEN, JACK = 14, 13, 12, 11
HONOURS = (ACE, KING, QUEEN, JACK)
PLAIN_SUITS = (0, 1, 2, 3)


def strong_in_trumps(trumps: list[Card]) -> bool:
    """At least 5 trumps, or 4 with an honour (section 0; l. 386)."""
    return len(trumps) >= 5 or (len(trumps) == 4 and any(rank(c) in HONOURS for c in trumps))


LONG_GAME_MARKS = {"one_from_game": 9, "save_stake": 4, "save_stake_also": 4,
                   "near_game_low": 6, "near_game_high": 7}
"""The scores of whist-conventions.md W19, W21-W23 in the ten-point game: at 9 (W23), at 4
where the fifth point saves half the stake (W21), the opponents at 6-7 (W22). A variant's
`Strategy.thresholds` states its own (whist-variants.md "Short Whist", Strategy)."""


def rank(card: Card) -> int:
    """2-10 their pips, J 11, Q 12, K 13, A 14 (whist.md "Rank in play")."""
    pip = pip_of(card)
    if pip is not None:
        return ACE if pip == 1 else pip
    return (KING, QUEEN, 0, JACK)[face_index(card)]


def by_rank(cards) -> list[Card]:
    """High to low."""
    return sorted(cards, key=rank, reverse=True)


@dataclass
class Reading:
    view: SeatView
    rules: TrickRules
    trump: int | None
    played: set[Card] = field(default_factory=set)
    voids: dict[int, set[int]] = field(default_factory=dict)
    """Per seat, the suits it showed void (players/inference.py)."""
    discarded: dict[int, list[int]] = field(default_factory=dict)
    """Per seat, the suits it discarded from (not following and not trumping, S4)."""
    first_leads: dict[int, Card] = field(default_factory=dict)
    suit_openers: dict[int, int] = field(default_factory=dict)
    """Per suit, the seat that first led it (W17a, N3)."""
    ruffed_uncertain: dict[int, bool] = field(default_factory=dict)
    """Per seat, whether it ruffed a card its partner might still have won (S3)."""

    @classmethod
    def of(cls, view: SeatView) -> "Reading":
        trump = trump_seen(view.public)
        rules = trick_rules(view)
        tricks = plays_of(view)
        reading = cls(view, rules, trump, voids=Constraints.of_view(view).voids)
        reading.discarded = {seat: [] for seat in view.active}
        for plays in tricks:
            leader, led = plays[0]
            led_suit = suit_of(led)
            reading.first_leads.setdefault(leader, led)
            reading.suit_openers.setdefault(led_suit, leader)
            for position, (seat, card) in enumerate(plays):
                reading.played.add(card)
                if position == 0 or suit_of(card) == led_suit:
                    continue
                if suit_of(card) == trump:
                    partner_to_come = position < 2
                    reading.ruffed_uncertain.setdefault(seat, partner_to_come)
                else:
                    reading.discarded[seat].append(suit_of(card))
        return reading

    # --- seats ---------------------------------------------------------------------------------
    @property
    def me(self) -> int:
        return self.view.seat

    @property
    def partner(self) -> int:
        return (self.me + 2) % 4

    @property
    def opponents(self) -> tuple[int, int]:
        return ((self.me + 1) % 4, (self.me + 3) % 4)

    def is_friend(self, seat: int) -> bool:
        return seat % 2 == self.me % 2

    # --- cards ---------------------------------------------------------------------------------
    @cached_property
    def hand(self) -> list[Card]:
        return list(self.view.hand)

    def suit_cards(self, suit: int, cards=None) -> list[Card]:
        """My cards (or `cards`) of `suit`, high to low."""
        return by_rank(c for c in (self.hand if cards is None else cards) if suit_of(c) == suit)

    @cached_property
    def partners_cards(self) -> set[Card]:
        """Partner's cards where I see them (a dummy lying open, or the other of the two
        hands I play): they are our side's, never against us."""
        return set(self.view.hands.get(self.partner, ()))

    @cached_property
    def out(self) -> set[Card]:
        """Cards in the other hands (W3) that may be against us: neither mine nor played,
        nor partner's where I see his hand."""
        pack = variant_of(self.view).pack
        return set(pack.cards) - self.played - set(self.hand) - self.partners_cards

    def is_master(self, card: Card) -> bool:
        """W4, "Force-Karte": no card of its suit still out ranks above it."""
        return not any(suit_of(c) == suit_of(card) and rank(c) > rank(card) for c in self.out)

    def out_of_suit(self, suit: int) -> int:
        return sum(1 for c in self.out if suit_of(c) == suit)

    def may_hold_suit(self, seat: int, suit: int) -> bool:
        return suit not in self.voids.get(seat, set())

    # --- strength (section 0) -----------------------------------------------------------------
    @cached_property
    def trumps(self) -> list[Card]:
        return self.suit_cards(self.trump) if self.trump is not None else []

    @property
    def strong_in_trumps(self) -> bool:
        return strong_in_trumps(self.trumps)

    # --- the score and the tricks (W7, W21-W23, W36) ------------------------------------------
    @property
    def scores(self) -> tuple[int, int]:
        """(ours, theirs) on the rubber sheet before this hand."""
        scores = self.view.public.get(SCORES, [0, 0])
        return scores[self.me % 2], scores[1 - self.me % 2]

    def mark(self, name: str) -> int:
        return variant_of(self.view).strategy.thresholds.get(name, LONG_GAME_MARKS[name])

    @property
    def one_from_game(self) -> bool:
        """W23: our side is one point from game."""
        return self.scores[0] == self.mark("one_from_game")

    @property
    def saving_stake(self) -> bool:
        """W21: one more point saves half the stake (lowers the game's band)."""
        return self.scores[0] in (self.mark("save_stake"), self.mark("save_stake_also"))

    @property
    def opponents_near_game(self) -> bool:
        """W22: the opponents stand close to game."""
        return self.mark("near_game_low") <= self.scores[1] <= self.mark("near_game_high")

    @property
    def tricks_taken(self) -> tuple[int, int]:
        ours = sum(1 for _, _, winner in self.view.tricks if self.is_friend(winner))
        return ours, len(self.view.tricks) - ours

    @property
    def far_behind(self) -> bool:
        """W7 (editorial threshold): the opponents lead by 4 or more, or stand at 7 or more
        while we have 3 or less."""
        ours, theirs = self.scores
        return theirs - ours >= 4 or (theirs >= 7 and ours <= 3)
