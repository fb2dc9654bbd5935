"""Deal review: a finished deal trick by trick with all hands open, and,
where a double-dummy solver is exact, what each card cost its side.

A card's cost is what its side takes from there on with the best card for it, less what it
takes with the card played, both with every hand known and best play by everyone after it
(BBO's double-dummy review of a bridge deal). The first costly card of each side is its first
mistake. The Tarock games count card points (in thirds), by `Solver.values`, from EXACT_CARDS
on, the declarer's side against the defenders. The trump-suit family (Whist) counts tricks,
partnership against partnership, by dds.py's `card_values`: DDS judges every card where it
loads, our own search from EXACT_CARDS on.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tarokdesk.cards.card import Card
from tarokdesk.core import Game, game_from_dict
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import GameState
from tarokdesk.players.game_facts import TRUMP_SUIT_FAMILY
from tarokdesk.players.search.dds import card_values, dds_available
from tarokdesk.players.search.solver import Solver
from tarokdesk.practice.engine_parts import sides, trick_play
from tarokdesk.rules.trickplay import PLAY, TrickPlay, TrickRules

EXACT_CARDS = 16
"""Cards left in all hands from which every card is solved: the range in which the expert
searches exactly today (Königrufen: the last four tricks; Tapp-Tarok: the last five)."""

DECLARER = 0
DEFENDERS = 1
"""The sides of a game with a declarer, as `DealReview.sides` holds them."""
CARD_POINTS = "card_points"
TRICKS = "tricks"


@dataclass(frozen=True)
class ReviewedPlay:
    seat: int
    card: Card
    legal: tuple[Card, ...]
    cost: int | None
    """What the card lost its side against its best card, in the review's unit; None where
    the play was not solved (more than `exact_cards` cards were left)."""
    best: tuple[Card, ...] = ()
    """The cards that would have lost nothing (solved plays only)."""


@dataclass(frozen=True)
class ReviewedTrick:
    hands: tuple[tuple[Card, ...], ...]
    """Every seat's hand as the trick began."""
    leader: int
    plays: tuple[ReviewedPlay, ...]
    winner: int


@dataclass(frozen=True)
class DealReview:
    variant_id: str
    n_seats: int
    dealer: int
    active: tuple[int, ...]
    contract: str | None
    declarer: int | None
    sides: tuple[frozenset[int], ...]
    """The sides whose cards were judged: the declarer's and the defenders' (DECLARER,
    DEFENDERS); in a game of partners without a declarer (Whist), the two partnerships, the
    first hand's first; none where nothing was judged."""
    tricks: tuple[ReviewedTrick, ...]
    result: Settlement | None
    unit: str
    """What a cost counts: CARD_POINTS (in thirds) or TRICKS."""
    exact_cards: int
    """Cards left in the hands from which every card was judged."""

    def side(self, seat: int) -> int | None:
        return next((i for i, side in enumerate(self.sides) if seat in side), None)

    def judged_from_the_start(self) -> bool:
        """Whether every card of the deal was judged."""
        return bool(self.tricks) and sum(map(len, self.tricks[0].hands)) <= self.exact_cards

    def first_mistakes(self) -> dict[int, tuple[int, int]]:
        """Per side, (trick index, play index) of its first card that cost something."""
        found: dict[int, tuple[int, int]] = {}
        for t, trick in enumerate(self.tricks):
            for p, play in enumerate(trick.plays):
                side = self.side(play.seat)
                if play.cost and side is not None:  # a card judged: its side's
                    found.setdefault(side, (t, p))
        return found


def review_saved(data: Any, exact_cards: int | None = None) -> DealReview:
    """The review of a saved deal (a game as `game_to_dict` writes it); ReplayError if it
    does not replay."""
    return review_deal(game_from_dict(data), exact_cards)


def review_deal(game: Game, exact_cards: int | None = None) -> DealReview:
    """The review of `game`'s card play, replayed from its log; plays made while at most
    `exact_cards` cards were left in the hands are judged (None: as far as the game's
    judge solves exactly and quickly, its `exact_cards`)."""
    state = game.state
    playing = trick_play(game.variant)
    rules = playing.rules_in(state)  # the engine's, options, trump and all
    judge = (PartnersJudge if game.variant.strategy.family == TRUMP_SUIT_FAMILY
             else DeclarerJudge)(game, rules)
    if exact_cards is None:
        exact_cards = judge.exact_cards
    scratch = Game(game.variant, state.dealer)
    tricks: list[ReviewedTrick] = []
    plays: list[ReviewedPlay] = []
    hands_at_lead: tuple[tuple[Card, ...], ...] = ()
    for action in game.log:
        now = scratch.state
        if now.phase == PLAY and action.kind == PLAY:
            if not now.trick:
                hands_at_lead = tuple(tuple(h) for h in now.hands)
            plays.append(_reviewed(now, action.seat, action.card, rules, judge,
                                   solved_here(playing, now, exact_cards)))
        scratch.apply(action)
        done = scratch.state.tricks
        if plays and len(done) > len(tricks):
            last = done[-1]
            tricks.append(ReviewedTrick(hands_at_lead, last.leader, tuple(plays), last.winner))
            plays = []
    return DealReview(state.variant_id, state.n_seats, state.dealer, tuple(state.active),
                      state.contract, state.declarer, judge.sides, tuple(tricks),
                      state.result, judge.unit, exact_cards)


class SidesJudge:
    """Card points, each of `sides` against all the other seats (`Solver.values`)."""

    unit = CARD_POINTS
    exact_cards = EXACT_CARDS

    def __init__(self, game: Game, rules: TrickRules, sides: tuple[frozenset[int], ...]):
        self.sides = sides
        self.solvers = [Solver(rules, game.state.active, side) for side in sides]

    def side(self, seat: int) -> int:
        return next(i for i, side in enumerate(self.sides) if seat in side)

    def values(self, state: GameState, seat: int) -> dict[Card, int]:
        solver = self.solvers[self.side(seat)]
        return solver.values({s: state.hands[s] for s in state.active}, state.trick, seat)


class DeclarerJudge(SidesJudge):
    """Card points, the declarer's side against the defenders."""

    def __init__(self, game: Game, rules: TrickRules):
        ours = _declarer_side(game)
        super().__init__(game, rules, (frozenset(ours), frozenset(game.state.active) - ours)
                         if ours else ())


class PartnersJudge:
    """Tricks, partnership against partnership (every other hand in playing order): by DDS
    from the first card where it loads, else by our search from EXACT_CARDS on."""

    unit = TRICKS

    def __init__(self, game: Game, rules: TrickRules):
        state = game.state
        self.rules = rules
        self.exact_cards = len(rules.pack.cards) if dds_available() else EXACT_CARDS
        order = state.active
        self.sides = (frozenset(order[0::2]), frozenset(order[1::2])) if state.tricks else ()

    def values(self, state: GameState, seat: int) -> dict[Card, int]:
        order = list(state.active)
        leader = order.index(state.trick[0][0] if state.trick else seat)
        return card_values(self.rules, [list(state.hands[s]) for s in order], leader,
                           [card for _, card in state.trick])


def _declarer_side(game: Game) -> set[int]:
    """The seats playing with the declarer: he alone where his contract is one against all
    (the variant's Strategy), else those on his side by the variant's `side_of`; empty when
    nobody declared or no card was played (a throw-in), so nothing is solved."""
    state = game.state
    if state.declarer is None or not state.tricks:
        return set()
    if game.variant.strategy.alone(state.contract):
        return {state.declarer}
    variant = sides(game.variant)
    ours = variant.side_of(state, state.declarer)
    return {seat for seat in state.active if variant.side_of(state, seat) == ours}


def solved_here(playing: TrickPlay, state: GameState, exact_cards: int) -> bool:
    """Whether the solver values the cards exactly here: at most `exact_cards` cards left,
    all of them in the hands (none still to come from elsewhere, as packets whose cards
    below the open tops are hidden)."""
    return sum(map(len, state.hands)) <= exact_cards and all(
        len(playing.playable(state, seat)) == len(state.hands[seat]) for seat in state.active)


def _reviewed(state, seat: int, card: Card, rules, judge, solved: bool) -> ReviewedPlay:
    legal = tuple(rules.legal_cards(state.hands[seat], state.trick))
    if not judge.sides or not solved:
        return ReviewedPlay(seat, card, legal, None)
    values = judge.values(state, seat)
    top = max(values.values())
    best = tuple(c for c in legal if values[c] == top)
    return ReviewedPlay(seat, card, legal, top - values[card], best)


def cost_words(thirds: int) -> str:
    """A cost in card points as the table writes it: "−8", "−4⅓" (a minus sign, not a
    hyphen)."""
    whole, rest = divmod(thirds, 3)
    text = (str(whole) if whole or not rest else "") + ("", "⅓", "⅔")[rest]
    return f"−{text}"
