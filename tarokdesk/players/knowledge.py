"""What a seat can infer from its view (tapp-tarok.md 1, 29, 48: count taroks and suits;
koenigrufen.md 69: who holds the called king). Built from the view alone, so every player,
the hints and the search use the same honest picture."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from tarokdesk.cards.card import TRUMP, Card, suit_of
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import played_by, plays_of
from tarokdesk.players.inference import NOTHING, Constraints, Proven


@dataclass
class Knowledge:
    view: SeatView
    shown: Constraints = field(default_factory=lambda: Constraints({}, {}))
    """What the plays show each seat does not hold (players/inference.py): voids, and under
    must_overtrump the taroks above one it played under a higher one."""
    played: set[Card] = field(default_factory=set)
    unseen: set[Card] = field(default_factory=set)
    """Cards whose place this seat does not know: other hands, hidden talon, hidden discards."""
    known: dict[int, set[Card]] = field(default_factory=dict)
    """Cards known to be in another seat's hand (bought from the turned-up talon, or lying
    face up in it)."""
    first_leads: dict[int, Card] = field(default_factory=dict)
    leads: list[tuple[int, Card]] = field(default_factory=list)

    @classmethod
    def of(cls, view: SeatView, pack_cards) -> "Knowledge":
        tricks = plays_of(view)
        k = cls(view, Constraints.of_view(view))
        k.played = {card for plays in tricks for _, card in plays}
        k.leads = [(plays[0][0], plays[0][1]) for plays in tricks if plays]
        for leader, led in k.leads:
            k.first_leads.setdefault(leader, led)
        visible = set(view.hand) | k.played | set(view.own_discards)
        for part, owner in zip(view.talon_parts, view.talon_owner):
            if part is not None and owner != "taken":
                visible |= set(part)
        for pile in view.shown_discards:
            visible |= set(pile)
        for named in view.piles.values():  # the cards of named piles lying face up (C3)
            visible |= {c for c in named if c is not None}
        k.unseen = set(pack_cards) - visible
        if view.declarer is not None and view.declarer != view.seat:
            bought = set()
            for part, owner in zip(view.talon_parts, view.talon_owner):
                if part is not None and owner == "taken":
                    bought |= set(part)
            shown = set(view.shown_discards[view.declarer]) if view.shown_discards else set()
            k.known[view.declarer] = (bought - k.played - shown)
        for seat, cards in view.hands.items():  # cards lying face up in a hand (C2)
            if seat != view.seat:
                k.known.setdefault(seat, set()).update(set(cards) - k.played)
        return k

    @cached_property
    def proven(self) -> Proven:
        """All the record proves (players/inference.py): what the plays show, what each
        other seat's declarations show it did not hold, what the declarer's discard left him
        without, the exchanges, the call and the holdings told. Read only by the search's
        sampler, so the standard player does not pay for it."""
        return Proven.of(self.view, self.shown, self.held, self.unseen)

    @property
    def voids(self) -> dict[int, set[int]]:
        return self.shown.voids

    @property
    def lacks(self) -> dict[int, set[Card]]:
        return self.shown.lacks

    def held(self, seat: int) -> set[Card]:
        """The cards another seat is known to have held before the first lead: those lying
        face up in its hand and those it has played."""
        return self.known.get(seat, set()) | set(played_by(self.view)[seat])

    def taroks_out(self) -> int:
        """Unseen taroks that another hand may still hold: none once every other seat has
        shown itself void in taroks, whatever still lies unseen in a Scat or a dead stock
        (danish-taroc-en-deux.md Strategy 3: the void is certain, the dead cards are not)."""
        others = [s for s in self.view.active if s != self.view.seat]
        if others and all(TRUMP in self.voids.get(s, ()) and not self.known.get(s)
                          for s in others):
            return 0
        return sum(1 for c in self.unseen if c < 22)

    def higher_unseen(self, card: Card, rank) -> int:
        """How many unseen cards of the same suit (or taroks) beat `card`."""
        suit = suit_of(card)
        return sum(1 for c in self.unseen if suit_of(c) == suit and rank[c] > rank[card])

    def may_hold(self, seat: int, card: Card) -> bool:
        if card in self.known.get(seat, NOTHING):
            return True
        return card in self.unseen and not self.shown.excludes(seat, card)
