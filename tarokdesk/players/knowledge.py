"""What a seat can infer from its view (tapp-tarok.md 1, 29, 48: count taroks and suits;
koenigrufen.md 69: who holds the called king). Built from the view alone, so every player,
the hints and the search use the same honest picture."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from tarokdesk.cards.card import TRUMP, Card, suit_of
from tarokdesk.core.variant import Variant
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import declarations, played_by, trick_rules, variant_of
from tarokdesk.rules.trickplay import SUIT, TrickRules

ALL_SUITS = (0, 1, 2, 3, TRUMP)
NOTHING: frozenset = frozenset()


@lru_cache(maxsize=4096)
def excluded(variant: Variant, items: tuple[str, ...], held: frozenset[Card]
             ) -> frozenset[Card]:
    """`Variant.declaration_excludes`, remembered: a decision's samples ask it again and
    again for the same declarations and the same few held cards."""
    return frozenset(variant.declaration_excludes(list(items), set(held)))


@dataclass
class Knowledge:
    view: SeatView
    played: set[Card] = field(default_factory=set)
    unseen: set[Card] = field(default_factory=set)
    """Cards whose place this seat does not know: other hands, hidden talon, hidden discards."""
    voids: dict[int, set[int]] = field(default_factory=dict)
    known: dict[int, set[Card]] = field(default_factory=dict)
    """Cards known to be in another seat's hand (bought from the turned-up talon, or lying
    face up in it)."""
    lacks: dict[int, set[Card]] = field(default_factory=dict)
    """Cards a seat shows it cannot hold beyond its voids: under the must_overtrump option
    (00-general.md "Play", Obligations) a seat that played a tarok under a higher one holds
    no tarok above it (and what its declarations exclude: `not_declared`)."""
    first_leads: dict[int, Card] = field(default_factory=dict)
    leads: list[tuple[int, Card]] = field(default_factory=list)

    @classmethod
    def of(cls, view: SeatView, pack_cards) -> "Knowledge":
        k = cls(view)
        k.voids = {seat: set() for seat in view.active}
        k.lacks = {seat: set() for seat in view.active}
        rules = trick_rules(view)
        excuse = getattr(rules, "excuse", None)
        """The Excuse (rules/excuse.py) may be played whatever one holds: it shows no void;
        led, it asks for taroks like a tarok lead."""
        plays = [t[1] for t in view.tricks] + ([view.trick] if view.trick else [])
        played, voids, leads, first_leads = k.played, k.voids, k.leads, k.first_leads
        for trick_plays in plays:
            if not trick_plays:
                continue
            leader, led = trick_plays[0]
            leads.append((leader, led))
            if leader not in first_leads:
                first_leads[leader] = led
            led_suit = SUIT[led]
            if rules.must_overtrump:
                k._read_overtrumps(list(trick_plays), rules)
            for seat, card in trick_plays:
                played.add(card)
                suit = SUIT[card]
                if seat == leader or suit == led_suit or card == excuse:
                    continue
                voids[seat].add(led_suit)
                if suit != TRUMP:
                    voids[seat].add(TRUMP)
        visible = set(view.hand) | k.played | set(view.own_discards)
        for part, owner in zip(view.talon_parts, view.talon_owner):
            if part is not None and owner != "taken":
                visible |= set(part)
        for pile in view.shown_discards:
            visible |= set(pile)
        for pile in view.piles.values():  # the cards of named piles lying face up (C3)
            visible |= {c for c in pile if c is not None}
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
    def not_declared(self) -> dict[int, frozenset[Card]]:
        """What each other seat's declarations (the public "declared" table, made before
        the first lead) show it did not hold, from what it showed and has played since:
        read only by the search's sampler, so the standard player does not pay for it."""
        view = self.view
        return {seat: excluded(variant_of(view), tuple(items), frozenset(self.held(seat)))
                for seat, items in declarations(view).items() if seat != view.seat and items}

    def held(self, seat: int) -> set[Card]:
        """The cards another seat is known to have held before the first lead: those lying
        face up in its hand and those it has played."""
        return self.known.get(seat, set()) | set(played_by(self.view)[seat])

    def _read_overtrumps(self, plays, rules: TrickRules) -> None:
        """A seat that played a tarok which does not beat the best tarok on the table had
        none higher: the option would have made it overtrump."""
        bit_of, card_at = rules.bit_of, rules.card_at
        best = bit_of[plays[0][1]]
        for seat, card in plays[1:]:
            bit = bit_of[card]
            if rules.beats(bit, best):
                best = bit
            elif best >= rules.first_tarok and bit >= rules.first_tarok:
                self.lacks[seat].update(card_at[b] for b in range(best + 1, len(card_at)))

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
        return card in self.unseen and SUIT[card] not in self.voids.get(seat, NOTHING) and \
            card not in self.lacks.get(seat, NOTHING)
