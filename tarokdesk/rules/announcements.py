"""The round of announcements before the first lead, with Contra, Recontra and Supercontra.

tapp-tarok.md "Contra, Recontra, Supercontra" and koenigrufen.md "Announcements": the game and
every announced item (Pagat Ultimo, König Ultimo, Volat) can be contra'd separately by the
other side (x2), recontra'd (x4) and supercontra'd by the other side (x8). The round starts
with the declarer and goes round the active seats until every seat has passed in a row
(Codex §18: no announcement after the first lead).

Where the parties are secret (koenigrufen.md "Play" 6) a seat's rights follow from what that
seat knows (`known_side`), never from the hidden sides, so the legal actions betray nobody.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Final

from tarokdesk.cards.card import Card
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action, Choice, kept_actions
from tarokdesk.core.facts import Fact
from tarokdesk.core.phase import Phase
from tarokdesk.core.state import Announcement, GameState
from tarokdesk.rules.kinds import PhaseWord

ANNOUNCE: Final[PhaseWord] = "announce"
PASS = "pass"
GAME = "game"
CONTRA, RECONTRA, SUPERCONTRA = "contra", "recontra", "supercontra"
LEVELS = (ANNOUNCE, CONTRA, RECONTRA, SUPERCONTRA)
"""The verbs of a choice on an item ("contra:game"), by the level each raises it to."""
DECLARER_SIDE = "declarer"
DEFENDERS = "defenders"
KEY: Final = Fact[dict[str, int]]("announce")
"""The round's progress: {"passes": the passes since the last word}."""


def announcing(item: str) -> str:
    """The choice of announcing `item` ("announce:volat")."""
    return Choice(ANNOUNCE, item).text


SideOf = Callable[[GameState, int], str]
KnownSide = Callable[[GameState, int, int], "str | None"]
"""(state, viewer, seat): the side of `seat` as `viewer` knows it, None while it is secret."""
Known = Callable[[int], "str | None"]
"""One viewer's `KnownSide`: seat -> side as the viewer knows it."""


@dataclass(frozen=True)
class HoldingProof:
    """What the round proves of each seat's hand as it stood there (its hand before the first
    trick), where holdings of the hand are announced: every holding it said is held; every
    compulsory holding it held was said; and where a Contra asks that the giver first say all
    his own holdings, a seat that gave one said all it held. The players read it as data (the
    expert's sampler deals by it), as they read `CallProof`.

    `holdings(hand)` names the items in `items` that a hand may announce, and those that the
    bids of `by_bid` say; it must depend on the hand only through how many cards of each of
    `classes` (disjoint card sets) it holds, so that a sampler can deal by those counts.

    `by_bid`: (auction choice, holding) pairs, where the rules let only a hand with that
    holding make that bid (Paskiewitsch: a trump honour to bid at all); the holding must be
    one the hand keeps until it plays it (never laid away), as it is read of the hand here."""

    holdings: Callable[[Collection[Card]], Sequence[str]]
    items: frozenset[str]
    classes: tuple[frozenset[Card], ...]
    compulsory: frozenset[str] = frozenset()
    contra_says_all: bool = False
    by_bid: tuple[tuple[str, str], ...] = ()

    def said_by_bids(self, bids: Collection[str]) -> frozenset[str]:
        """The holdings that a seat's own bids say it holds."""
        return frozenset(item for choice, item in self.by_bid if choice in bids)

    def allows(self, hand: Collection[Card], said: Collection[str], gave_contra: bool,
               passed: bool) -> bool:
        """Whether `hand` could have said `said` of its holdings (and given a Contra), and,
        once the seat `passed` out of the round, left the rest unsaid."""
        held = set(self.holdings(hand))
        return (set(said) <= held
                and (not passed or not (held & self.compulsory) - set(said))
                and (not gave_contra or held & self.items <= set(said)))


def contra_factor(record: Announcement) -> int:
    factor: int = 2 ** record["contra"]
    return factor


def made(state: GameState, item: str) -> Announcement:
    """The record of `item` where the game always makes it (the game, with its Contra)."""
    record = find(state, item)
    if record is None:
        raise LookupError(f"no {item!r} announcement")
    return record


def find(state: GameState, item: str) -> Announcement | None:
    for record in state.announcements:
        if record["item"] == item:
            return record
    return None


class _Sides(dict[int, "str | None"]):
    """Each seat's side as one viewer knows it, asked of `known` when first needed (a seat
    asked again is a lookup, not a call)."""

    def __init__(self, known: Known):
        super().__init__()
        self.known = known

    def __missing__(self, seat: int) -> str | None:
        side = self[seat] = self.known(seat)
        return side


class AnnouncementRound(Phase):
    name = ANNOUNCE
    kinds = frozenset({ANNOUNCE})

    def __init__(self, side_of: SideOf,
                 announceable: Callable[[GameState, int], Sequence[str]],
                 may_contra: Callable[[GameState, int, Announcement], bool],
                 compulsory: Callable[[GameState, int], Sequence[str]], rule: str,
                 known_side: KnownSide | None = None,
                 compulsory_code: str = R.MUST_ANNOUNCE_ULTIMO,
                 per_seat: frozenset[str] = frozenset(), proves: HoldingProof | None = None):
        """`compulsory(state, seat)`: the items `seat` must still announce before it may pass;
        a pass is then refused with `compulsory_code`. `per_seat`: items every seat may
        announce once for itself (a stated tarok count), not once at the table. `proves`:
        what the round tells every seat of the others' hands (None: nothing by rule)."""
        self.side_of = side_of
        self.announceable = announceable
        self.may_contra = may_contra
        self.compulsory = compulsory
        self.rule = rule
        self.compulsory_code = compulsory_code
        self.per_seat = per_seat
        self.proves = proves
        self.known_side = known_side or (lambda state, viewer, seat: side_of(state, seat))

    def enter(self, state: GameState) -> None:
        state.announcements.append(Announcement(item=GAME, seat=state.declarer_seat,
                                                side=DECLARER_SIDE, contra=0, by=[]))
        state.extra[KEY] = {"passes": 0}
        state.to_move = state.declarer_seat

    def may_oppose(self, state: GameState, seat: int, record: Announcement,
                   known: Known) -> bool:
        """Contra and Supercontra: any seat not known (to itself) to be on the side that made
        the item (koenigrufen.md open question 4: any non-declarer; Codex §28: the called
        king's holder, who knows his side, never against his own party)."""
        return known(record["seat"]) != known(seat) and self.may_contra(state, seat, record)

    def may_recontra(self, state: GameState, seat: int, record: Announcement,
                     known: Known) -> bool:
        """Recontra is the declarer's right for every item he knows to be his party's; the
        partner may not recontra (koenigrufen.md "Announcements" 6, open question 4). An item
        of the defenders is answered by the one who made it."""
        if seat == state.declarer:
            return known(record["seat"]) == DECLARER_SIDE
        return seat == record["seat"] and known(seat) == DEFENDERS

    def choices(self, state: GameState, seat: int) -> list[str]:
        announced = {r["item"] for r in state.announcements
                     if r["item"] not in self.per_seat or r["seat"] == seat}
        options = [announcing(item) for item in self.announceable(state, seat)
                   if item not in announced]
        known = self._known_to(state, seat)
        for record in state.announcements:
            level = record["contra"]
            if level in (0, 2) and self.may_oppose(state, seat, record, known):
                options.append(Choice(LEVELS[level + 1], record["item"]).text)
            elif level == 1 and self.may_recontra(state, seat, record, known):
                options.append(Choice(RECONTRA, record["item"]).text)
        if not self.compulsory(state, seat):
            options.append(PASS)
        return options

    def _known_to(self, state: GameState, viewer: int) -> Known:
        """`known_side` as `viewer` knows it, each seat asked once per list of choices (the
        same few seats made every item: the search asks for choices in every node)."""
        return _Sides(partial(self.known_side, state, viewer)).__getitem__

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        return kept_actions(ANNOUNCE, seat, self.choices(state, seat))

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        choice = action.value
        if choice in self.choices(state, action.seat):
            return None
        if choice == PASS:
            return R.Refusal(self.compulsory_code, self.rule, {})
        verb, item = Choice.parts(choice)
        if verb == ANNOUNCE:
            if find(state, item) is not None:
                return R.Refusal(R.ALREADY_ANNOUNCED, self.rule, {"item": item})
            return R.Refusal(R.ANNOUNCEMENT_NOT_ALLOWED, self.rule, {"item": item})
        if verb in LEVELS:
            return R.Refusal(R.CONTRA_NOT_ALLOWED, self.rule, {"item": item, "level": verb})
        return R.Refusal(R.UNKNOWN_CHOICE, self.rule, {"choice": choice})

    def apply(self, state: GameState, action: Action) -> bool:
        seat, choice = action.seat, action.choice
        round_ = state.extra[KEY]
        if choice == PASS:
            round_["passes"] += 1
            if round_["passes"] >= len(state.active):
                return True
            state.to_move = state.next_active(seat)
            return False
        round_["passes"] = 0
        named = action.named
        if named.verb == ANNOUNCE:
            state.announcements.append(Announcement(item=named.item or "", seat=seat,
                                                    side=self.side_of(state, seat), contra=0,
                                                    by=[]))
        else:
            record = made(state, named.item or "")
            record["contra"] += 1
            record["by"].append(seat)
        return False


DECLARE: Final[PhaseWord] = "declare"
DECLARE_KEY: Final = Fact[dict[str, list[str]]]("declare")
"""The items each seat declared (keyed by the seat's number as text)."""
DECLARED: Final = Fact[dict[str, list[str]]]("declared")
"""In the view: the items each seat declared, as `DECLARE_KEY` holds them."""
HONOURS_PASSED_BY = "honours_passed_by"
R.register_templates({HONOURS_PASSED_BY: "honours passed by in the bidding do not count"})


def _holds_nothing(item: str) -> tuple[frozenset[Card], ...]:
    return ()


def _excludes_nothing(items: list[str], known: set[Card]) -> set[Card]:
    return set()


@dataclass(frozen=True)
class DeclarationProof:
    """What a seat's declarations prove of the hand it declared them from, stated by the
    game with its round of declarations as the call states `CallProof`: the players'
    inference and a position's fill read it as data. Default: nothing."""

    declarable: Callable[[Sequence[Card]], list[str]] | None = None
    """What a hand may declare, where that depends on the hand alone (the Danish honours,
    Grosstarok's holdings), so that a filled or sampled hand can be checked against what its
    seat declared; None: not stated."""
    holds: Callable[[str], tuple[frozenset[Card], ...]] = _holds_nothing
    """The card sets, one of which a seat that declared the item held when declaring, where
    the declaration does not show them (the Danish honours); () where it names no cards or
    shows them."""
    excludes: Callable[[list[str], set[Card]], set[Card]] = _excludes_nothing
    """The cards a seat that declared the items, known to have held the cards given, cannot
    have held as well, since each would have changed what it could declare."""


class DeclarationRound(Phase):
    """Claims named after play, one turn each from the Vorhand, no Contra (architecture §4):
    the 1821 honours, declared "when the points are counted" (tarok-tappen-1821.md
    "Announcements", §49). A seat names its items one by one ("declare:<item>") and ends its
    turn with "pass". `held(state, seat)` gives the items its hand holds; a seat that
    `passed_by(state, seat)` them in the bidding may declare none (§2, "verpaßt")."""

    name = DECLARE
    kinds = frozenset({DECLARE})

    def __init__(self, held: Callable[[GameState, int], Sequence[str]],
                 passed_by: Callable[[GameState, int], bool], rule: str,
                 order: Callable[[GameState], Sequence[int]] | None = None,
                 proves: DeclarationProof = DeclarationProof()):
        self.held = held
        self.passed_by = passed_by
        self.rule = rule
        self.order = order or (lambda state: state.active)
        """The seats in the order they declare (default: from the Vorhand; the Danish
        games: the dealer first, danish-tarok.md "When and how honours are declared")."""
        self.proves = proves
        """What the declarations prove of the hands they were made from."""

    def enter(self, state: GameState) -> None:
        nothing_yet: dict[str, list[str]] = {str(seat): [] for seat in state.active}
        state.extra[DECLARE_KEY] = nothing_yet
        state.to_move = self.order(state)[0]

    def claimable(self, state: GameState, seat: int) -> list[str]:
        if self.passed_by(state, seat):
            return []
        declared = state.extra[DECLARE_KEY][str(seat)]
        return [item for item in self.held(state, seat) if item not in declared]

    def choices(self, state: GameState, seat: int) -> list[str]:
        return [Choice(DECLARE, item).text for item in self.claimable(state, seat)] + [PASS]

    def legal_actions(self, state: GameState) -> list[Action]:
        seat = state.to_move
        return kept_actions(DECLARE, seat, self.choices(state, seat))

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        choice = action.value
        if choice in self.choices(state, action.seat):
            return None
        item = Choice.parts(choice)[1]
        if item in self.held(state, action.seat) and self.passed_by(state, action.seat):
            return R.Refusal(HONOURS_PASSED_BY, self.rule, {"item": item})
        return R.Refusal(R.ANNOUNCEMENT_NOT_ALLOWED, self.rule, {"item": item})

    def apply(self, state: GameState, action: Action) -> bool:
        seat, choice = action.seat, action.choice
        if choice != PASS:
            state.extra[DECLARE_KEY][str(seat)].append(action.named.item or "")
            return False
        order = list(self.order(state))
        if seat == order[-1]:
            return True
        state.to_move = order[order.index(seat) + 1]
        return False


def declared(state: GameState) -> dict[int, list[str]]:
    """The items each seat declared in the DeclarationRound (empty before it)."""
    return {int(seat): items for seat, items in state.extra.get(DECLARE_KEY, {}).items()}


def declared_shown(state: GameState) -> dict[str, list[str]]:
    """`declared` as every seat's view shows it (`DECLARED`)."""
    return {str(seat): items for seat, items in declared(state).items()}
