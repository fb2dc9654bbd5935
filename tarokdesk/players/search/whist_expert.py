"""Card play for the trump-suit family (Whist) by Perfect-Information Monte Carlo: the hidden
hands are sampled consistently with what the seat has seen (hand sizes, voids shown by a card
of another suit, the turned-up trump lying in the dealer's hand until he plays it:
search/sampler.py), each sample weighed by how likely the signals seen are in it
(whist_signals.py, whist-conventions.md section K), every sample solved double-dummy for each
legal card, and the card whose side takes the most tricks over the weighed samples is played;
where the book's card (the standard player's) takes as many, the book's, for it tells partner
what the conventions say it tells. A better card is played also where few samples found it
(the opening tricks get only a few): demanding a margin or a standard error before leaving
the book's card keeps it where it costs tricks. Samples that explain what was seen so badly
that they are worth fewer than MIN_DEALS deals leave the book's card standing.

The double-dummy solver is DDS (the bridge world's standard, through the `endplay` package:
dds.py) wherever it loads, within a budget of the search nodes it reports per decision
(DDS_NODES; at least FEWEST_SAMPLES samples), else our own exact solver (whist_solver.py)
from the first trick on, within a budget of searched trick starts per decision
(OWN_SOLVER_NODES): samples are solved in turn until it is spent, so the same view gives the
same card on any machine; when fewer than FEWEST_SAMPLES fit, the standard player plays.
Nothing is searched when the legal cards are one run (`runs`), and the search stops after
SURE_AFTER samples when one card was among the best in each. Tricks are what Whist's play is
about (whist.md "Scoring": the tricks over the book; the honours are judged on the hands
dealt and no card can change them)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from tarokdesk.cards.card import Card, suit_of
from tarokdesk.core.actions import Action
from tarokdesk.core.view import SeatView
from tarokdesk.players.advice import Advice, search_advice
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.heuristic.whist.reading import rank
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.choices import MIN_DEALS, effective_deals
from tarokdesk.players.search.dds import Hands, dds_available, dds_solve
from tarokdesk.players.search.sampler import sample_world
from tarokdesk.players.search.whist_signals import signal_weight
from tarokdesk.players.search.whist_solver import SearchBudgetSpent, WhistSolver
from tarokdesk.rules.trickplay import PLAY

OWN_SOLVER_NODES = 40_000
"""Our solver's budget per decision without DDS, in trick starts searched: a few seconds of
play. The early tricks, the hardest to solve, get few samples or none (then the standard
player plays), the later ones all of them."""
FEWEST_SAMPLES = 4
"""Fewer samples solved within the budget are a guess on too few deals: the standard
player's card is played instead."""
DDS_NODES = 150_000
"""DDS's budget per decision, in the search nodes it reports: no further deal is sampled
once it is spent, but at least FEWEST_SAMPLES are solved. A fresh deal costs DDS far more
nodes than one from the fourth trick on, so the opening tricks get a few samples and the
later ones all of them; counted in nodes, the same view gives the same card on any
machine."""
SOLVE_COST = 1_000
"""Nodes one sample counts for besides DDS's own: drawing it, weighing its signals and
handing it to DDS take about as long as that many of DDS's nodes."""
SURE_AFTER = 10
"""Samples after which a card that was among the best in every one of them is played
without solving more (the rest could not make another card better on average)."""

CardValues = Callable[[object, Hands, int, Sequence[Card]], dict[Card, int]]
"""The double-dummy question of dds.py's `card_values`, asked of one solver."""


class OwnValues:
    """Our solver for one decision: one search table for all its samples (a bound holds for
    any deal of the strain), and one budget of searched trick starts for them all."""

    def __init__(self, nodes: int):
        self.nodes = nodes
        self.solver: WhistSolver | None = None

    def __call__(self, rules, hands: Hands, leader: int,
                 trick: Sequence[Card]) -> dict[Card, int]:
        if self.solver is None:
            self.solver = WhistSolver(rules)
            self.solver.node_limit = self.nodes
        return self.solver.card_values(hands, leader, trick)


class DdsValues:
    """DDS for one decision, counting the nodes its samples cost against `nodes`."""

    def __init__(self, nodes: int):
        self.nodes = nodes
        self.used = 0

    def __call__(self, rules, hands: Hands, leader: int,
                 trick: Sequence[Card]) -> dict[Card, int]:
        values, nodes = dds_solve(rules, hands, leader, trick)
        self.used += nodes + SOLVE_COST
        return values

    @property
    def spent(self) -> bool:
        return self.used >= self.nodes


def runs(view: SeatView, cards: Sequence[Card]) -> list[list[Card]]:
    """The cards grouped into runs this seat can tell are worth the same: of one suit, with
    every card between them played or in its own hand (whatever the others hold, either
    wins and loses the same tricks)."""
    gone = {(suit_of(c), rank(c)) for c in view.hand}
    gone |= {(suit_of(c), rank(c)) for _, plays, _ in view.tricks for _, c in plays}
    gone |= {(suit_of(c), rank(c)) for _, c in view.trick}
    grouped: list[list[Card]] = []
    for card in sorted(cards, key=lambda c: (suit_of(c), rank(c))):
        last = grouped[-1][-1] if grouped else None
        if last is not None and suit_of(last) == suit_of(card) and all(
                (suit_of(card), between) in gone for between in range(rank(last) + 1, rank(card))):
            grouped[-1].append(card)
        else:
            grouped.append([card])
    return grouped


class WhistCardPlay:
    """PIMC over sampled deals, each solved by DDS where it loads, else by our solver within
    `nodes` trick starts a decision; `signals`: weigh the samples by the signals seen
    (whist_signals.py)."""

    def __init__(self, rng: random.Random, samples: int, use_dds: bool | None = None,
                 deadline_s: float | None = None, nodes: int = OWN_SOLVER_NODES,
                 signals: bool = True, dds_nodes: int = DDS_NODES):
        self.rng = rng
        self.samples = samples
        self.deadline_s = deadline_s
        self.nodes = nodes
        self.dds_nodes = dds_nodes
        self.signals = signals
        self.use_dds = use_dds
        """Whether DDS solves the samples; None: wherever it loads (asked at the first
        decision, as loading it takes a second)."""

    def solver_for(self, view: SeatView) -> CardValues:
        """DDS when available, else our solver with this decision's budget."""
        if dds_available() if self.use_dds is None else self.use_dds:
            return DdsValues(self.dds_nodes)
        return OwnValues(self.nodes)

    def choose(self, view: SeatView, book: Card) -> tuple[Card, Advice] | None:
        """The book's card unless another takes more tricks for its side over the weighed
        samples beyond doubt, or None when the legal cards are one run (nothing to weigh: the
        standard player's card keeps the book's choice among them) or too few samples could
        be solved (the caller plays the standard player's card)."""
        if len(runs(view, [a.card for a in view.legal if a.kind == PLAY])) < 2:
            return None
        values = self.solver_for(view)
        dds = isinstance(values, DdsValues)
        rules = trick_rules(view)
        know = Knowledge.of(view, rules.pack.cards)
        weigh = signal_weight(view, rules.trump_suit) if self.signals else None
        order = list(view.active)
        leader_seat = view.trick[0][0] if view.trick else view.seat
        leader = order.index(leader_seat)
        trick = [card for _, card in view.trick]
        totals: dict[Card, float] = {}
        samples: list[dict[Card, int]] = []
        weights: list[float] = []
        always_best: set[Card] | None = None
        started = time.perf_counter()
        for _ in range(self.samples):
            if samples and self.deadline_s is not None and \
                    time.perf_counter() - started > self.deadline_s:
                break  # a slow machine's table: the decision then depends on its speed
            if isinstance(values, DdsValues) and len(samples) >= FEWEST_SAMPLES and \
                    values.spent:
                break
            if len(samples) >= SURE_AFTER and always_best:
                break
            world = sample_world(view, know, self.rng)
            if world is None:
                break
            weight = weigh(world) if weigh is not None else 1.0
            hands = [sorted(view.hand) if seat == view.seat else sorted(world[seat])
                     for seat in order]
            try:
                solved = values(rules, hands, leader, trick)
            except SearchBudgetSpent:
                break
            for card, tricks in solved.items():
                totals[card] = totals.get(card, 0.0) + weight * tricks
            samples.append(solved)
            weights.append(weight)
            top = max(solved.values())
            best_here = {card for card, tricks in solved.items() if tricks == top}
            always_best = best_here if always_best is None else always_best & best_here
        counted = len(samples)
        if not counted or (not dds and counted < min(FEWEST_SAMPLES, self.samples)):
            return None
        best = book if effective_deals(weights) < MIN_DEALS else \
            max(totals, key=lambda card: (totals[card], card == book))
        code = "double_dummy_tricks" if weigh is None else "double_dummy_signals"
        return best, search_advice(code, view, best, totals, sum(weights), counted, book)


def play_action(view: SeatView, card: Card) -> Action:
    return next(a for a in view.legal if a.kind == PLAY and a.value == card)
