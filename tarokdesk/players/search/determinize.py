"""One sampled deal of the card play, seen whole: the seat's view with the hidden hands filled
in by a sample (sampler.py). Cards are played by the variant's `TrickRules` (the engine's own
statement of the rules, must_overtrump included), and every seat's view can be built from it,
so the standard player's policy can play the deal out for the search.

Built from the SeatView alone: the sampled hands are the only thing added, and what a seat
cannot see in the real game (another seat's face-down discards) stays out of its view here."""

from __future__ import annotations

import copy
from collections.abc import Mapping

from tarokdesk.cards.card import Card
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Facts
from tarokdesk.core.variant import variant_class
from tarokdesk.core.view import History, SeatView
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.calling import CALLED_SEEN, PARTNER


class SampledPlay:
    """The card play of one sampled deal from the moment of `view` on."""

    def __init__(self, view: SeatView, hands: dict[int, list[Card]]):
        self.base = view
        self.rules = trick_rules(view)
        self.sort_key = variant_class(view.variant_id).pack.sort_key
        self.hands = {seat: list(cards) for seat, cards in hands.items()}
        self.trick: list[tuple[int, Card]] = list(view.trick)
        self.tricks: list[tuple[int, tuple, int]] = list(view.tricks)
        self.to_move = view.to_move

    @classmethod
    def of(cls, view: SeatView, world: Mapping[int | str, list[Card]]) -> "SampledPlay":
        """The seat's own hand from the view, the others' from a sampled world."""
        hands = {seat: list(world[seat]) for seat in view.active if seat != view.seat}
        hands[view.seat] = list(view.hand)
        return cls(view, hands)

    def copy(self) -> "SampledPlay":
        twin = SampledPlay.__new__(SampledPlay)
        twin.__dict__.update(self.__dict__)
        twin.hands = {seat: list(cards) for seat, cards in self.hands.items()}
        twin.trick = list(self.trick)
        twin.tricks = list(self.tricks)
        return twin

    @property
    def cards_left(self) -> int:
        return sum(len(cards) for cards in self.hands.values())

    def play(self, card: Card) -> None:
        seat = self.to_move
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        active = self.base.active
        if len(self.trick) < len(active):
            self.to_move = active[(active.index(seat) + 1) % len(active)]
            return
        winner = self.rules.winner(self.trick)
        self.tricks.append((self.trick[0][0], tuple(self.trick), winner))
        self.trick = []
        self.to_move = winner

    def thirds_won(self, side: frozenset[int], since: int) -> int:
        """Card points (the game's count, thirds by default) `side` took in the tricks from number `since` on."""
        count = self.rules.count
        return sum(count[c] for _, plays, winner in self.tricks[since:] if winner in side
                   for _, c in plays)

    def view(self, seat: int) -> SeatView:
        """What `seat` would see now in this deal: its hand, the public record, its legal
        cards. Another seat's face-down discards are unknown to the sample, so only the
        viewing seat keeps its own, and its history (which holds them)."""
        base = self.base
        hand = sorted(self.hands[seat], key=self.sort_key)
        legal = self.rules.legal_cards(hand, self.trick) if seat == self.to_move else []
        view = copy.copy(base)  # dataclasses.replace without its checks, field by field
        view.__dict__.update(
            seat=seat, to_move=self.to_move, hand=tuple(hand),
            hand_sizes=tuple(len(self.hands.get(s, ())) for s in range(base.n_seats)),
            own_discards=base.own_discards if seat == base.seat else (),
            trick=tuple(self.trick), tricks=tuple(self.tricks),
            public=self._public(seat), legal=tuple(Action(PLAY, seat, c) for c in legal),
            hands=self._face_up(seat), said=(), person=None,
            history=base.history if seat == base.seat else History())
        return view

    def _face_up(self, seat: int) -> dict[int, tuple[Card, ...]]:
        """The cards the viewing seat sees face up in other hands (C2), those still held,
        taken as face up for every seat."""
        return {other: tuple(c for c in cards if c in self.hands[other])
                for other, cards in self.base.hands.items() if other != seat}

    def _public(self, seat: int) -> Facts:
        """The public facts with the called partner shown to himself, and to all once he
        has played the called card (koenigrufen.md "Play" 6). What the viewing seat knows
        of itself as partner stays its own."""
        public = self.base.public.copy()
        called = public.get(CALLED_SEEN)
        if called is None:
            return public
        if public.get(PARTNER) == self.base.seat and seat != self.base.seat:
            public[PARTNER] = None
        played = [s for _, plays, _ in self.tricks for s, c in plays if c == called]
        played += [s for s, c in self.trick if c == called]
        holder = played[0] if played else seat if called in self.hands[seat] else None
        if holder is not None and holder != self.base.declarer and (played or holder == seat):
            public[PARTNER] = holder
        return public
