"""Deal review (issue 12 item 4): a finished deal trick by trick with all hands open, and,
where the double-dummy solver is exact, what each card cost its side.

A card's cost is the card points (in thirds) its side takes from there on with the best card
for it, less what it takes with the card played, both with every hand known and best play by
everyone after it (BBO's double-dummy review of a bridge deal). The first costly card of each
side is its first mistake. The solver is used only through `Solver.values`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tarokdesk.cards.card import Card
from tarokdesk.core import Game, game_from_dict
from tarokdesk.players.search.solver import Solver
from tarokdesk.rules.trickplay import PLAY

EXACT_CARDS = 16
"""Cards left in all hands from which every card is solved: the range in which the expert
searches exactly today (Königrufen: the last four tricks; Tapp-Tarok: the last five)."""

DECLARER = "declarer"
DEFENDERS = "defenders"


@dataclass(frozen=True)
class ReviewedPlay:
    seat: int
    card: Card
    legal: tuple[Card, ...]
    cost: int | None
    """Thirds of a card point the card lost its side against its best card; None where
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
    declarer_side: frozenset[int]
    tricks: tuple[ReviewedTrick, ...]
    result: dict[str, Any] | None

    def side(self, seat: int) -> str:
        return DECLARER if seat in self.declarer_side else DEFENDERS

    def first_mistakes(self) -> dict[str, tuple[int, int]]:
        """Per side, (trick index, play index) of its first card that cost something."""
        found: dict[str, tuple[int, int]] = {}
        for t, trick in enumerate(self.tricks):
            for p, play in enumerate(trick.plays):
                if play.cost:
                    found.setdefault(self.side(play.seat), (t, p))
        return found


def review_saved(data: Any, exact_cards: int = EXACT_CARDS) -> DealReview:
    """The review of a saved deal (a game as `game_to_dict` writes it); ReplayError if it
    does not replay."""
    return review_deal(game_from_dict(data), exact_cards)


def review_deal(game: Game, exact_cards: int = EXACT_CARDS) -> DealReview:
    """The review of `game`'s card play, replayed from its log; plays made while at most
    `exact_cards` cards were left in the hands are solved."""
    state = game.state
    sides = _declarer_side(game)
    rules = game.phases[PLAY].rules  # the TrickRules the engine plays by, options and all
    solvers = {}
    if sides:
        solvers = {DECLARER: Solver(rules, state.active, sides),
                   DEFENDERS: Solver(rules, state.active, set(state.active) - sides)}
    scratch = Game(game.variant, state.dealer)
    tricks: list[ReviewedTrick] = []
    plays: list[ReviewedPlay] = []
    hands_at_lead: tuple[tuple[Card, ...], ...] = ()
    for action in game.log:
        now = scratch.state
        if now.phase == PLAY and action.kind == PLAY:
            if not now.trick:
                hands_at_lead = tuple(tuple(h) for h in now.hands)
            plays.append(_reviewed(now, action.seat, action.value, rules, sides, solvers,
                                   exact_cards))
        scratch.apply(action)
        done = scratch.state.tricks
        if plays and len(done) > len(tricks):
            last = done[-1]
            tricks.append(ReviewedTrick(hands_at_lead, last.leader, tuple(plays), last.winner))
            plays = []
    return DealReview(state.variant_id, state.n_seats, state.dealer, tuple(state.active),
                      state.contract, state.declarer, frozenset(sides), tuple(tricks),
                      state.result)


def _declarer_side(game: Game) -> set[int]:
    """The seats playing with the declarer: he alone where his contract is one against all
    (the variant's Strategy), else those on his side by the variant's `side_of`; empty when
    nobody declared or no card was played (a throw-in), so nothing is solved."""
    state = game.state
    if state.declarer is None or not state.tricks:
        return set()
    variant = game.variant
    if variant.strategy.alone(state.contract):
        return {state.declarer}
    ours = variant.side_of(state, state.declarer)
    return {seat for seat in state.active if variant.side_of(state, seat) == ours}


def _reviewed(state, seat: int, card: Card, rules, sides, solvers, exact_cards) -> ReviewedPlay:
    legal = tuple(rules.legal_cards(state.hands[seat], state.trick))
    if not solvers or sum(len(h) for h in state.hands) > exact_cards:
        return ReviewedPlay(seat, card, legal, None)
    solver = solvers[DECLARER if seat in sides else DEFENDERS]
    hands = {s: state.hands[s] for s in state.active}
    values = solver.values(hands, state.trick, seat)
    top = max(values.values())
    best = tuple(c for c in legal if values[c] == top)
    return ReviewedPlay(seat, card, legal, top - values[card], best)


def cost_words(thirds: int) -> str:
    """A cost in card points as the table writes it: "−8", "−4⅓" (a minus sign, not a
    hyphen)."""
    whole, rest = divmod(thirds, 3)
    text = (str(whole) if whole or not rest else "") + ("", "⅓", "⅔")[rest]
    return f"−{text}"
