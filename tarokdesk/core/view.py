"""What one seat may see: the only thing a player, human or bot, is handed.

OpenSpiel's information state: own hand, the public record (bids, calls, announcements, tricks,
talon parts turned up, taroks discarded face up), the history as the seat saw it and the
seat's own legal actions. A view is built from copies (the history is shared, as it only
grows), so no reference to the full game is reachable from it.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import islice
from operator import is_
from typing import TYPE_CHECKING, Any, overload

from tarokdesk.cards.card import Card
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Facts
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, Announcement, GameState, Trick
from tarokdesk.core.variant import Variant, variant_for

if TYPE_CHECKING:  # the game module imports this one
    from tarokdesk.core.game import Game


class History(Sequence[Action]):
    """A person's history as it stood when his view was taken: the first `length` actions of
    the game's log, each as he saw it. The log only grows, so it is shared instead of
    copied; `shown` holds, by place in the log, what each person saw of an action its phase
    redacts (`Phase.redact`: the value None, or the part he saw), indexed by `person`."""

    __slots__ = ("_log", "_length", "_shown", "_person")

    def __init__(self, log: Sequence[Action] = (), length: int | None = None,
                 shown: Mapping[int, Sequence[Action]] | None = None, person: int = 0):
        self._log = log
        self._length = len(log) if length is None else length
        self._shown = shown or {}
        self._person = person

    def __len__(self) -> int:
        return self._length

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        if isinstance(index, slice):
            return tuple(self._entry(i) for i in range(self._length)[index])
        return self._entry(range(self._length)[index])

    def _entry(self, place: int) -> Action:
        redacted = self._shown.get(place)
        return self._log[place] if redacted is None else redacted[self._person]

    def __iter__(self) -> Iterator[Action]:
        if not self._shown:
            return islice(self._log, self._length)
        return (self._entry(place) for place in range(self._length))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (History, tuple, list)):
            return NotImplemented
        return len(self) == len(other) and all(a == b for a, b in zip(self, other))

    def __repr__(self) -> str:
        return f"History({list(self)!r})"

    def __reduce__(self) -> tuple[type[History], tuple[tuple[Action, ...]]]:
        return History, (tuple(self),)


@dataclass(frozen=True)
class SeatView:
    seat: int
    variant_id: str
    options: dict[str, Any]
    n_seats: int
    dealer: int
    active: tuple[int, ...]
    phase: str
    to_move: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    talon_parts: tuple[tuple[Card, ...] | None, ...]
    """Each talon part's cards if this seat sees it (`Visibility.seen_by`: turned up, looked at
    privately, or the game is over), else None."""
    talon_sizes: tuple[int, ...]
    talon_owner: tuple[str, ...]
    """Per talon part, once it is turned up: 'taken' (bought by the declarer), 'defenders',
    'declarer'; '' while face down or undecided. A part bought blind (1821) is 'taken' face
    down: everyone knows it went into the declarer's hand, nobody but he what it holds."""
    own_discards: tuple[Card, ...]
    discards_sizes: tuple[int, ...]
    shown_discards: tuple[tuple[Card, ...], ...]
    """Per seat, the discarded cards lying face up (taroks must be shown, 00-general.md
    "Talon"; `Visibility.discard_shown` says which, `Visibility.seen_by` may say more)."""
    contract: str | None
    declarer: int | None
    bids: tuple[tuple[int, str], ...]
    announcements: tuple[Announcement, ...]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...]
    """Completed tricks: (leader, plays, winner)."""
    public: Facts
    """The facts of the game this seat may know (`Visibility.public_extra`), each read through
    the key its rule block or variant declares."""
    legal: tuple[Action, ...]
    result: Settlement | None
    said: tuple[Action, ...]
    """The named choices (bids, talon choices, announcements, passes) spoken in the current
    phase so far, in order: what a table shows in speech bubbles."""
    folds: dict[str, int]
    """The choices open now that set the game's fold (taking a talon part, turning up the
    next, going back) and the fold each makes (Phase.folds)."""
    hands: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    """Cards of other seats' hands that this person sees: hands lying face up, the hands he
    plays (C1: his own beside the dummy he acts for), `Visibility.seen_by` (C2)."""
    played_by: dict[int, int | None] = field(default_factory=dict)
    """C1, public: the hands not played by their own seat's person (dummies) and who plays
    each (None: nobody yet)."""
    person: int | None = None
    """C1: whose eyes these are, when not the seat's own: a dummy's view is its controller's
    (`hand` and `legal` are the dummy's, his own hand is among `hands`)."""
    piles: dict[str, tuple[Card | None, ...]] = field(default_factory=dict)
    """C3: every named pile, bottom to top, each card as seen (None: face down to this
    seat); `core.state.pile_owner` says in front of whom it lies."""
    history: History = field(default_factory=History)
    """The log as this person saw it (`Game.history_for`), from the first deal on."""

    @classmethod
    def of(cls, game: Game, seat: int, person: int | None = None) -> "SeatView":
        """The view of `seat`'s hand through the eyes of `person` (default: the person who
        plays that hand); a seat outside the table (e.g. -1) is an onlooker who sees only the
        public record and the hands lying face up."""
        state = game.state
        over = state.phase == DONE
        seated = 0 <= seat < state.n_seats
        player = state.person_of(seat) if seated else None
        if person is None:
            person = player if seated else seat
        if person is None:  # a dummy nobody plays yet: seen as by an onlooker
            person = -1
        variant = game.variant
        sight = variant.visibility.seen_by(state, person)
        acts = seated and player == person
        public = game.public_parts
        talon_parts, talon_sizes, talon_owner = public.talon(state.talon_parts,
                                                             state.talon_owner, sight.talon_parts)
        view = object.__new__(cls)  # every field given: the frozen __init__'s checks skipped
        object.__setattr__(view, "__dict__", {
            "seat": seat,
            "variant_id": state.variant_id,
            "options": dict(state.options),
            "n_seats": state.n_seats,
            "dealer": state.dealer,
            "active": tuple(state.active),
            "phase": state.phase,
            "to_move": state.to_move,
            "hand": tuple(state.hands[seat]) if state.hands and seated and
            seat not in sight.hidden else (),
            "hand_sizes": tuple(map(len, state.hands)),
            "talon_parts": talon_parts,
            "talon_sizes": talon_sizes,
            "talon_owner": talon_owner,
            "own_discards": _own_discards(state, seat, person) if state.discards and seated
            else (),
            "discards_sizes": tuple(map(len, state.discards)),
            "shown_discards": sight.discards if sight.discards is not None else
            public.shown_discards(variant, state.discards, over),
            "contract": state.contract,
            "declarer": state.declarer,
            "bids": tuple(state.bids),
            "announcements": public.announcements(state.announcements, over),
            "trick": tuple(state.trick),
            "tricks": public.tricks(state.tricks),
            "public": variant.visibility.public_extra(state, person if person >= 0 else seat),
            "legal": tuple(game.legal_actions(seat)) if acts else (),
            "result": copy.deepcopy(state.result) if state.result is not None else None,
            "said": public.said(game),
            "folds": game.phases[state.phase].folds(state) if state.phase in game.phases
            else {},
            "hands": _hands_seen(state, seat, person, sight.hands, sight.hidden),
            "played_by": public.played_by(state.controller),
            "person": person if person != seat else None,
            "piles": {name: _as_seen(cards, sight.piles.get(name, ()))
                      for name, cards in state.piles.items()} if state.piles else {},
            "history": game.history_for(person),
        })
        return view

    @property
    def viewer(self) -> int:
        """The person looking (C1): the seat's own, or the dummy's controller."""
        return self.seat if self.person is None else self.person

    @property
    def my_turn(self) -> bool:
        return self.to_move == self.seat and bool(self.legal)

    def to_lay_away(self) -> int:
        """Cards this seat still has to discard: down to the size of a dealt hand, which also
        holds when the purchase was blind and no talon part is shown (1821 "Talon") and when
        every hand took talon cards (Paskiewitsch)."""
        if self.tricks or self.trick:
            return 0
        dealt = sum(variant_for(self.variant_id, self.options, self.n_seats).deal.packets)
        return max(0, len(self.hand) - dealt)

    def played_cards(self) -> list[Card]:
        cards = [c for _, plays, _ in self.tricks for _, c in plays]
        cards.extend(c for _, c in self.trick)
        return cards


def _public_record(record: Announcement, over: bool) -> Announcement:
    """An announcement as every seat sees it: whose side made it stays secret until the deal
    is over."""
    public = _own_copy(record)
    if not over:
        public.pop("side", None)
    return public


def _own_copy(record: Announcement) -> Announcement:
    """A copy of `record` and of the list in it (who raised it), for one view alone."""
    copied = record.copy()
    if "by" in copied:
        copied["by"] = list(copied["by"])
    return copied


def _hands_seen(state: GameState, seat: int, person: int, seen: dict[int, tuple[Card, ...]],
                hidden: frozenset[int] = frozenset()) -> dict[int, tuple[Card, ...]]:
    """Other hands this person sees: face up (C1 `exposed`), played by him (C1
    `controller`: his own when he acts for a dummy, unless the variant still keeps it from
    him, C2 `hidden`), or shown by the variant (C2)."""
    exposed, controller = state.exposed, state.controller
    own = 0 <= seat < len(controller) and controller[seat] == person
    if True in exposed or (person >= 0 and controller.count(person) > own):
        hands = {s: tuple(h) for s, h in enumerate(state.hands) if s != seat and controller
                 and (exposed[s] or (person >= 0 and controller[s] == person
                                     and s not in hidden))}
    else:  # (the usual table: no hand face up, nobody plays another's)
        hands = {}
    if seen:
        hands.update((s, tuple(cards)) for s, cards in seen.items()
                     if s != seat and s not in hands)
    return hands


def _own_discards(state: GameState, seat: int, person: int) -> tuple[Card, ...]:
    """The seat's discards, and its controller's own where he looks at a dummy (he knows
    what he laid away)."""
    own = list(state.discards[seat])
    if person != seat and 0 <= person < len(state.discards):
        own.extend(state.discards[person])
    return tuple(own)


def _as_seen(cards: list[Card], seen: tuple[bool, ...]) -> tuple[Card | None, ...]:
    """A pile as a seat sees it: a card where its flag is set, None (face down) elsewhere."""
    return tuple(card if i < len(seen) and seen[i] else None for i, card in enumerate(cards))


Talon = tuple[tuple[tuple[Card, ...] | None, ...], tuple[int, ...], tuple[str, ...]]
"""The talon as a view shows it: its parts as seen, their sizes and their owners as seen."""


class PublicParts:
    """The parts of a deal's views that every seat sees alike, made once and shared by the
    views as immutable tuples (a view holds nothing of the game itself). The deal's log and
    completed tricks only grow, so each part is extended from where it was last made, after
    checking that what it was made from is still there. The parts a view must hold as dicts
    (announcements, who plays a dummy) are kept as templates and copied for each view, so
    that no view shares one with the game or with another view. A part made from lists the
    phases change in place (the talon, the announcements, the discards) is kept with a copy
    of what it was made from and made again when the state no longer equals that copy:
    whatever changed it, and however, the view never shows a part of an earlier state."""

    __slots__ = ("_tricks_from", "_tricks", "_discards", "_said", "_talon", "_announced",
                 "_played_by")

    def __init__(self) -> None:
        self._tricks_from: list[Trick] = []
        self._tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()
        self._discards: tuple[bool, list[list[Card]], tuple[tuple[Card, ...], ...]] = \
            (False, [], ())
        self._said: tuple[frozenset[str], int, tuple[Action, ...]] = (frozenset(), 0, ())
        self._talon: dict[tuple[bool, ...], tuple[list[list[Card]], list[str], Talon]] = {}
        self._announced: tuple[list[Announcement], bool, tuple[Announcement, ...]] = \
            ([], False, ())
        self._played_by: tuple[list[int | None], dict[int, int | None]] = ([], {})

    def talon(self, parts: list[list[Card]], owners: list[str],
              seen: tuple[bool, ...]) -> Talon:
        """The talon as a seat with `seen` (a flag per part, `Sight.talon_parts`) sees it: each
        part's cards where seen, every part's size, and each part's owner where seen (or
        bought face down: 'taken')."""
        made = self._talon.get(seen)
        if made is None or made[0] != parts or made[1] != owners:
            parts, owners = [list(part) for part in parts], list(owners)
            made = self._talon[seen] = (parts, owners, (
                tuple(tuple(part) if shown else None for part, shown in zip(parts, seen)),
                tuple(map(len, parts)),
                tuple(owner if (shown or owner == "taken") else ""
                      for owner, shown in zip(owners, seen))))
        return made[2]

    def announcements(self, records: list[Announcement],
                      over: bool) -> tuple[Announcement, ...]:
        """The announcements as every seat sees them (`_public_record`), each view its own
        copies. A record holds plain values and lists of them, which `_own_copy` copies, so
        the copy kept to compare with changes only with the state's records."""
        made_from, made_over, public = self._announced
        if over is not made_over or records != made_from:
            public = tuple(_public_record(a, over) for a in records)
            self._announced = ([_own_copy(a) for a in records], over, public)
        return tuple(map(_own_copy, public))

    def played_by(self, controller: list[int | None]) -> dict[int, int | None]:
        """C1: the hands not played by their own seat's person and who plays each, a copy
        for each view."""
        made_from, played_by = self._played_by
        if made_from != controller:
            played_by = {s: c for s, c in enumerate(controller) if c != s}
            self._played_by = (list(controller), played_by)
        return dict(played_by)

    def tricks(self, tricks: list[Trick]) -> tuple[tuple[int, tuple[tuple[int, Card], ...],
                                                         int], ...]:
        """The completed tricks as (leader, plays, winner)."""
        made_from = self._tricks_from
        if len(tricks) < len(made_from) or not all(map(is_, made_from, tricks)):
            made_from, self._tricks = [], ()
        if len(tricks) > len(made_from):
            self._tricks += tuple((t.leader, tuple(t.plays), t.winner)
                                  for t in tricks[len(made_from):])
            self._tricks_from = list(tricks)
        return self._tricks

    def shown_discards(self, variant: Variant, discards: list[list[Card]],
                       over: bool) -> tuple[tuple[Card, ...], ...]:
        """Per seat, the discarded cards lying face up by the general rule."""
        made_over, made_from, shown = self._discards
        if over is not made_over or made_from != discards:
            shown_by_rule = variant.visibility.discard_shown
            shown = tuple(tuple(c for c in d if shown_by_rule(c) or over) for d in discards)
            self._discards = (over, [list(d) for d in discards], shown)
        return shown

    def said(self, game: Game) -> tuple[Action, ...]:
        """The log's tail of the current phase, its named choices only (by the Action
        convention a str value is a named choice, public like every spoken word at the
        table)."""
        state, log = game.state, game.log
        if state.phase == DONE:
            return ()
        kinds = game.phases[state.phase].kinds
        said_in, length, said = self._said
        if said_in is not kinds or length > len(log):
            said = _said_before(log, kinds)
        elif length == len(log):
            return said
        else:
            for action in islice(log, length, None):
                if action.kind not in kinds:
                    said = ()
                elif isinstance(action.value, str):
                    said += (action,)
        self._said = (kinds, len(log), said)
        return said


def _said_before(log: Sequence[Action], kinds: frozenset[str]) -> tuple[Action, ...]:
    """The named choices of the run of `kinds` at the log's end."""
    said = []
    for action in reversed(log):
        if action.kind not in kinds:
            break
        if isinstance(action.value, str):
            said.append(action)
    return tuple(reversed(said))
