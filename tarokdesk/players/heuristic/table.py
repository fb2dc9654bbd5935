"""The seat's reading of the table for card play: its side and the opponents, as far as it
can tell, and what is still out. Card play and the partnership conventions both read it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tarokdesk.cards.card import TRUMP, Card, suit_of
from tarokdesk.core.variant import Strategy
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import variant_of
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.rules.trickplay import TrickRules
from tarokdesk.rules.calling import CALLED_SEEN, PARTNER
from tarokdesk.rules.seen import FIXED_PARTNERS


@dataclass
class Table:
    """The seat's reading of the table: its side, the opponents, what is still out."""

    view: SeatView
    know: Knowledge
    rank: tuple[int, ...]
    friends: set[int]
    foes: set[int]
    strategy: Strategy
    rules: TrickRules

    def follows(self, convention: str) -> bool:
        """Whether the game's rule file has this convention (players/conventions.py ids)."""
        return convention in self.strategy.conventions

    @property
    def me(self) -> int:
        return self.view.seat

    @property
    def each_for_himself(self) -> bool:
        """No declarer and no friend: every other player plays against him (grosstarok.md
        Strategy 30), so a lead tells nobody anything."""
        return self.view.declarer is None and not self.friends

    def beats(self, card: Card, best: Card) -> bool:
        """00-general.md "Winning a trick", as the engine's TrickRules state it."""
        return self.rules.card_beats(card, best)

    def winner(self, plays) -> tuple[int, Card]:
        return self.rules.winning_play(plays)

    def later_seats(self) -> list[int]:
        active = list(self.view.active)
        leader = self.view.trick[0][0] if self.view.trick else self.me
        order = active[active.index(leader):] + active[:active.index(leader)]
        return order[len(self.view.trick) + 1:]

    @cached_property
    def unseen_mask(self) -> int:
        """The unseen cards as the trick rules' bitmask."""
        return self.rules.mask(self.know.unseen)

    def can_be_beaten(self, best: Card, led: int, seats) -> bool:
        """Whether a later seat may still beat `best` (counting what is out)."""
        rules = self.rules
        beaters = rules.cards(rules.beaters(self.unseen_mask, rules.bit_of[best]))
        for seat in seats:
            if seat in self.friends:
                continue
            for card in beaters:
                if not self.know.may_hold(seat, card):
                    continue
                if suit_of(card) == TRUMP and led != TRUMP and \
                        led not in self.know.voids.get(seat, set()):
                    continue  # he would have to follow suit
                return True
        return False

    def why_unbeaten(self, best: Card, seats) -> str:
        """Why no later seat can beat `best`, as the advice code that says so: no card that
        beats it is unseen; only partners play after; or by the cards played and the suits
        followed, no opponent after can hold one or play it."""
        if not self.rules.beaters(self.unseen_mask, self.rules.bit_of[best]):
            return "unbeatable_takes"
        if all(seat in self.friends for seat in seats):
            return "unbeatable_partners_after"
        return "unbeatable_by_counting"


def sides(view: SeatView, know: Knowledge) -> tuple[set[int], set[int]]:
    """(friends, foes) as far as this seat can tell (koenigrufen.md 69)."""
    me, declarer = view.seat, view.declarer
    others = set(view.active) - {me}
    if declarer is None:  # fixed partners, if the game has them; else each for himself
        partner = (view.public.get(FIXED_PARTNERS) or {}).get(str(me))
        if partner is not None:
            return {partner}, others - {partner}
        return set(), others  # grosstarok.md Strategy 30
    alone = variant_of(view).strategy.alone(view.contract)
    if alone:
        return (set(), others) if me == declarer else (others - {declarer}, {declarer})
    called = view.public.get(CALLED_SEEN)
    partner = view.public.get(PARTNER)
    mine = called in view.hand or any(s == me and c == called for s, c in _plays(view))
    if me == declarer:
        if mine:
            return set(), others  # self-call
        return ({partner}, others - {partner}) if partner is not None else (set(), set())
    if mine:
        return {declarer}, others - {declarer}
    if partner is not None:
        return others - {declarer, partner}, {declarer, partner}
    if called is None:
        raise ValueError("a declarer with a partner neither called nor known")
    candidates = [s for s in others - {declarer}
                  if suit_of(called) not in know.voids.get(s, set())]
    if called in know.played or not candidates:
        return others - {declarer}, {declarer}
    if len(candidates) == 1:
        return others - {declarer} - set(candidates), {declarer, *candidates}
    return set(), {declarer}


def _plays(view: SeatView):
    for _, plays, _ in view.tricks:
        yield from plays
    yield from view.trick
