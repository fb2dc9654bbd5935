"""What a deal's record proves of the hands nobody sees: one model for every reader, the
players' `Knowledge`, the Whist `Reading`, the expert's sampler and rebuild, and a position's
fill.

Each block of the rules states what its part of the record proves, as data: the trick rules
what each card played reveals (`TrickRules.reveals`), the call what the card called proves of
the caller's hand (`CallPartner.proves`), the announcement round what the holdings said prove
(`AnnouncementRound.proves`), the round of declarations what a hand may declare and which
cards a declaration shows held and not held (`DeclarationRound.proves`), and the variant what
may lie face down (`Visibility.discard_shown`). `Constraints` holds what one record proves a
seat does not hold, read from the pieces that a seat's view and a position file both hold:
the tricks with their plays, the declarations and the discards. `Proven` gathers every fact a
seat's view proves, by kind: the cards each seat does not hold, the cards exchanged to a
seat, what the call and the announcement round prove, the seats that cannot hold the called
card and the hands held to what they declared; a position, which has no view before its
unknown cards are filled, states the same parts (`Proven.of_record`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import NamedTuple

from tarokdesk.cards.card import Card, is_king, is_trump
from tarokdesk.core.variant import Variant
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import (declarations, played_by, plays_of, trick_rules,
                                          variant_of)
from tarokdesk.rules.announcements import (ANNOUNCE, DECLARE, PASS, AnnouncementRound,
                                           DeclarationProof, DeclarationRound, HoldingProof)
from tarokdesk.rules.calling import CALL, CALLED_SEEN, CallPartner, CallProof
from tarokdesk.rules.exchange import PUBLIC as EXCHANGES
from tarokdesk.rules.talon import TALON, TRUMP_HONOURS
from tarokdesk.rules.trickplay import SUIT, Revealed, TrickRules
from tarokdesk.rules.seen import TAROKS_TOLD

NOTHING: frozenset = frozenset()


@dataclass
class Constraints:
    """The cards each seat's part of the record proves it does not hold now."""

    voids: dict[int, set[int]]
    """Per seat, the suits its plays showed it holds none of."""
    lacks: dict[int, set[Card]]
    """Per seat, further cards its plays showed it cannot hold (under must_overtrump, the
    taroks above one it played under a higher one)."""
    free: frozenset[Card] = NOTHING
    """Cards that may go to any trick (the Excuse): no void or lack rules them out."""
    not_held: dict[int, set[Card]] = field(default_factory=dict)
    """Per seat, cards the rest of the record rules out: what its declarations show it did
    not hold (`not_declared`), and what a discard law left it without (`ruled_out_by_discard`)."""

    @classmethod
    def of_plays(cls, rules: TrickRules, seats: Iterable[int],
                 tricks: Iterable[Sequence[tuple[int, Card]]]) -> "Constraints":
        """What the plays of `tricks` (the current one too) prove, by the trick rules."""
        voids: dict[int, set[int]] = {seat: set() for seat in seats}
        lacks: dict[int, set[Card]] = {seat: set() for seat in voids}
        for plays in tricks:
            for seat, shown in _revealed(rules, tuple(plays)).items():
                voids[seat].update(shown.voids)
                if shown.lacks:
                    lacks[seat].update(shown.lacks)
        return cls(voids, lacks, rules.free_cards)

    @classmethod
    def of_view(cls, view: SeatView) -> "Constraints":
        """What the plays a seat's view shows prove, by its game's trick rules."""
        return cls.of_plays(trick_rules(view), view.active, plays_of(view))

    def excludes(self, seat: int, card: Card) -> bool:
        """Whether the record proves that `seat` does not hold `card` now."""
        return card not in self.free and (SUIT[card] in self.voids.get(seat, NOTHING)
                                          or card in self.lacks.get(seat, NOTHING)) \
            or card in self.not_held.get(seat, NOTHING)


@lru_cache(maxsize=16384)
def _revealed(rules: TrickRules, plays: tuple[tuple[int, Card], ...]) -> dict[int, Revealed]:
    """`TrickRules.reveals`, remembered: every view of a deal, and every one the search
    builds, reads the same past tricks again."""
    return rules.reveals(plays)


# --- declarations ----------------------------------------------------------------------------
NO_DECLARATIONS = DeclarationProof()


def declaration_proof(variant: Variant) -> DeclarationProof:
    """What the game's round of declarations proves of a hand (`DeclarationRound.proves`);
    nothing where it has none."""
    round_ = variant.phases.get(DECLARE)
    return round_.proves if isinstance(round_, DeclarationRound) else NO_DECLARATIONS


def declared_holds(variant: Variant, items: Iterable[str]) -> list[tuple[frozenset[Card], ...]]:
    """Per item declared without showing its cards (the Danish honours), the card sets one
    of which the declaring hand held (`DeclarationProof.holds`)."""
    return [sets for sets in map(declaration_proof(variant).holds, items) if sets]


@lru_cache(maxsize=4096)
def not_declared(variant: Variant, items: tuple[str, ...], held: frozenset[Card]
                 ) -> frozenset[Card]:
    """The cards a seat that declared `items`, known to have held `held`, cannot have held
    as well (`DeclarationProof.excludes`: each would have changed what it declared);
    remembered, as a decision's samples ask again and again for the same few cards."""
    return frozenset(declaration_proof(variant).excludes(list(items), set(held)))


def fitting_holdings(sets: Iterable[frozenset[Card]], held: set[Card],
                     may_take: Callable[[Card], bool]) -> list[frozenset[Card]]:
    """Of the card sets one of which a declaring hand held (`declared_holds`), those the
    record still allows, each as the cards still to go into that hand: the cards it is known
    to have held count, and each other must be one it may take."""
    return [need for need in (cards - held for cards in sets) if all(map(may_take, need))]


class Declared(NamedTuple):
    """A seat's declarations, where they name cards not shown or the game states what a hand
    may declare (`DeclarationProof.declarable`), so that a hand dealt to it can be held to
    them."""

    seat: int
    items: list[str]
    holds: list[tuple[frozenset[Card], ...]]
    """Per item that does not show its cards, the card sets one of which it held
    (`declared_holds`: the Danish honours)."""


def surely_declared(holds: Iterable[tuple[frozenset[Card], ...]]) -> frozenset[Card]:
    """The cards a declaring hand held whichever of each item's card sets it was: those every
    set contains (danish-tarok.md "When and how honours are declared": a declaration names the
    honour exactly, so "3 matadors" shows the Mond, the Pagat and the Sküs held)."""
    return frozenset(c for sets in holds for c in frozenset.intersection(*sets))


# --- discards --------------------------------------------------------------------------------
def may_lie_face_down(card: Card, variant: Variant) -> bool:
    """00-general.md "Talon": kings are never laid away, and what the game shows when laid
    away (`Visibility.discard_shown`: taroks; in the 78-card games not the Sküs) never lies
    face down."""
    return not variant.visibility.discard_shown(card) and not is_king(card)


def ruled_out_by_discard(laid: Sequence[Card | None], bought: int,
                         cards: Iterable[Card]) -> set[Card]:
    """00-general.md "Talon" (Verlegen, `rules.talon.discard_refusal`): a tarok is laid
    away only while no more suit cards but kings are left than cards still to lay away; so
    a buyer who laid one away among `laid`, his discard finished (as many cards as he
    bought), holds none of `cards` that is a suit card but a king."""
    if len(laid) != bought or not any(c is not None and is_trump(c) for c in laid):
        return set()
    return {c for c in cards if not is_trump(c) and not is_king(c)}


def may_be_told_face_down(card: Card) -> bool:
    """Whether `card` may be one of the taroks laid away face down whose number the table told
    (Paskiewitsch's non-declarers): a tarok, never a trump honour, which no one lays away."""
    return is_trump(card) and card not in TRUMP_HONOURS


def taroks_told_face_down(view: SeatView) -> int:
    """Taroks the other seats laid away face down, as the table told their number (the
    Twenty game's non-declarers: `public[TAROKS_TOLD]`, in all or per seat)."""
    told = view.public.get(TAROKS_TOLD) or 0
    if isinstance(told, dict):
        return sum(n for seat, n in told.items() if int(seat) != view.seat)
    return max(0, told - sum(1 for c in view.own_discards if is_trump(c)))


def may_be_laid_away(view: SeatView) -> Callable[[Card], bool]:
    """Whether a card may lie among the other seats' face-down discards: as it may lie face
    down, or as one of the taroks whose number the table told."""
    variant, told = variant_of(view), taroks_told_face_down(view)
    return lambda card: may_lie_face_down(card, variant) or bool(
        told and may_be_told_face_down(card))


def discard_not_held(view: SeatView, unseen: set[Card]) -> set[Card]:
    """What the declarer's finished discard proves he does not hold (`ruled_out_by_discard`),
    as another seat's view shows it: the parts he took and the discards shown."""
    declarer = view.declarer
    if declarer is None or declarer == view.seat:
        return set()
    bought = sum(size for size, owner in zip(view.talon_sizes, view.talon_owner)
                 if owner == "taken")
    shown = view.shown_discards[declarer] if view.shown_discards else ()
    laid = [*shown, *[None] * (view.discards_sizes[declarer] - len(shown))]
    return ruled_out_by_discard(laid, bought, unseen)


# --- the call and the announcements, as a seat's view tells them ----------------------------
def call_proof(view: SeatView) -> CallProof | None:
    """What the declarer's call proves of his hand (`CallPartner.proves`) once a card has
    been called; None where nothing was called or the call proves nothing."""
    called = view.public.get(CALLED_SEEN)
    if called is None or view.declarer is None:
        return None
    call = variant_of(view).phases.get(CALL)
    proof = call.proves(called) if isinstance(call, CallPartner) else None
    return proof if proof and (proof.held or proof.lacked) else None


def caller_lacks_called(view: SeatView, proof: CallProof | None) -> bool:
    """Whether the caller cannot hold the card she called: her call proves she was not dealt
    it, and had it come to her with the talon she would have shown it by a choice
    (`CallProof.shown_if_taken`) that her record does not show and she is not making now."""
    caller, called = view.declarer, view.public.get(CALLED_SEEN)
    if proof is None or caller is None or called is None or called not in proof.lacked \
            or not proof.shown_if_taken or (view.phase == TALON and view.to_move == caller):
        return False
    return not any(entry.seat == caller and entry.value in proof.shown_if_taken
                   for entry in view.history)


def holding_proof(view: SeatView) -> HoldingProof | None:
    """What the announcement round proves of the hands (`AnnouncementRound.proves`); None
    where the game has no such round or it proves nothing."""
    round_ = variant_of(view).phases.get(ANNOUNCE)
    return round_.proves if isinstance(round_, AnnouncementRound) else None


def contra_to_declarer(view: SeatView) -> frozenset[int]:
    """The seats that gave a Contra (or a Supercontra) to what the declarer announced: his
    opponents, so none holds the card he called (whose holder is his partner)."""
    return frozenset(seat for record in view.announcements if record["seat"] == view.declarer
                     for seat in record.get("by", ())[0::2])


def exchanged_cards(swaps: Iterable[tuple[int, Card, int, Card | None]]) -> dict[Card, int]:
    """Where card exchanges (rules/exchange.py) took each card, from each exchange's (who
    named the card, the card, who gave it up, the card given back or None where unseen): the
    card named to the seat that named it, the card given back to the seat that gave up the
    named one. Nothing lays a card away after an exchange, so each is in that hand until
    played."""
    found: dict[Card, int] = {}
    for receiver, card, giver, given in swaps:
        found[card] = receiver
        if given is not None:
            found[given] = giver
    return found


def exchanged_to(view: SeatView) -> dict[Card, int]:
    """Where the record's card exchanges took each card it shows (`exchanged_cards`): the
    declarer named them, and this seat saw the card given back only where it was one of
    the two."""
    if view.declarer is None:
        return {}
    return exchanged_cards((view.declarer, e["card"], e["from"], e["given"])
                           for e in view.public.get(EXCHANGES) or ())


@dataclass(frozen=True)
class Told:
    """What one hidden hand told in the announcement round (`HoldingProof.allows`), with the
    cards it has played since (its hand then is its hand now and those)."""

    seat: int
    said: frozenset[str]
    gave_contra: bool
    passed: bool
    played: tuple[Card, ...]


def told_holdings(view: SeatView, proof: HoldingProof | None) -> list[Told]:
    """The hidden hands of which the announcement round proves something: those that said a
    holding (or made a bid that says one, `HoldingProof.by_bid`) or gave a Contra, those that
    passed where some holdings must be said (the round refuses a pass before them), and every
    one once the round is over (the play has begun); those that said a holding first, as
    their hands are the hardest to fill."""
    if proof is None:
        return []
    over = bool(view.tricks or view.trick)
    played = played_by(view)
    told = []
    for seat in view.active:
        if seat == view.seat or seat in view.hands:  # seen, not sampled
            continue
        said = frozenset(a["item"] for a in view.announcements
                         if a["seat"] == seat and a["item"] in proof.items
                         ) | proof.said_by_bids({bid for by, bid in view.bids if by == seat})
        contra = any(seat in a["by"][0::2] for a in view.announcements)  # Contra, Supercontra
        passed = over or (bool(proof.compulsory) and any(
            entry.kind == ANNOUNCE and entry.seat == seat and entry.value == PASS
            for entry in view.history))
        if said or contra or passed:
            told.append(Told(seat, said, contra, passed, tuple(played[seat])))
    return sorted(told, key=lambda t: not t.said)  # the most telling dealt first


# --- everything a seat's view proves ---------------------------------------------------------
@dataclass(frozen=True)
class Proven:
    """Every fact one seat's record proves of the hands it does not see, by kind."""

    excluded: Constraints
    """Per seat, the cards it does not hold now: the voids and lacks its plays reveal, what
    its declarations exclude and what the declarer's discard left him without."""
    exchanged: Mapping[Card, int]
    """Cards the exchanges put in a seat's hand (`exchanged_to`)."""
    call: CallProof | None
    """What the declarer's call proves of his hand as dealt (`call_proof`)."""
    called_not_with: frozenset[int]
    """The seats that cannot hold the called card (`contra_to_declarer`, and the caller
    where `caller_lacks_called`)."""
    holdings: HoldingProof | None
    """What the announcement round proves of the hands (`holding_proof`)."""
    told: tuple[Told, ...]
    """The hands the announcement round proves something of (`told_holdings`)."""
    declared: tuple[Declared, ...]
    """The hands held to what their seats declared (`Declared`)."""

    @classmethod
    def of(cls, view: SeatView, shown: Constraints, held: Callable[[int], set[Card]],
           unseen: set[Card]) -> "Proven":
        """What `view` proves, given what its plays show (`shown`), the cards each seat is
        known to have held before the first lead (`held`) and the cards unseen."""
        declared = {seat: items for seat, items in declarations(view).items()
                    if seat != view.seat}
        discarded = {} if view.declarer is None else {
            view.declarer: discard_not_held(view, unseen)}
        holdings, call = holding_proof(view), call_proof(view)
        not_with = contra_to_declarer(view)
        if view.declarer is not None and caller_lacks_called(view, call):
            not_with |= {view.declarer}
        return cls.of_record(variant_of(view), shown, declared, held, discarded,
                             exchanged_to(view), call, not_with,
                             holdings, tuple(told_holdings(view, holdings)))

    @classmethod
    def of_record(cls, variant: Variant, shown: Constraints,
                  declared: Mapping[int, Sequence[str]], held: Callable[[int], set[Card]],
                  discarded: Mapping[int, set[Card]], exchanged: Mapping[Card, int],
                  call: CallProof | None = None, called_not_with: frozenset[int] = NOTHING,
                  holdings: HoldingProof | None = None, told: tuple[Told, ...] = ()
                  ) -> "Proven":
        """What a record proves, from the parts that a seat's view (`of`) and a position
        file both state: what its plays show (`shown`), the items each hidden hand declared,
        the cards each seat is known to have held when it declared (`held`), what a finished
        discard left its buyer without (`ruled_out_by_discard`), the exchanges; and, where
        the record has them, the call and the announcement round. A declared hand counts
        the cards its declarations show held (`surely_declared`) among those it held."""
        proof = declaration_proof(variant)
        not_held: dict[int, set[Card]] = {}
        found = []
        for seat, items in declared.items():
            if not items:
                continue
            holds = declared_holds(variant, items)
            known = frozenset(held(seat)) | surely_declared(holds)
            not_held[seat] = set(not_declared(variant, tuple(items), known))
            if holds or proof.declarable is not None:
                found.append(Declared(seat, list(items), holds))
        for seat, cards in discarded.items():
            if cards:
                not_held[seat] = not_held.get(seat, set()) | cards
        return cls(replace(shown, not_held=not_held), exchanged, call, called_not_with,
                   holdings, told, tuple(found))

    def excludes(self, seat: int, card: Card) -> bool:
        """Whether the record proves that `seat` does not hold `card` now."""
        return self.excluded.excludes(seat, card)
