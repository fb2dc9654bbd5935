"""A test policy that spreads deals over every contract and every path, for any variant.

Uniform random choices end most auctions in the highest contract (84 % Solo-Dreier in
Königrufen), so the rest of a game's paths would hardly be tried. Here a deal first draws a
target contract and follows one of the auction's own action sequences that end in it (found by
walking the first phase's tree of legal actions, so nothing about a variant's bids is named).
After the auction each choice first draws a *class* of legal actions and then an action of
that class: a named choice by its verb ("take:1" -> "take", "contra:game" -> "contra"), a card
by where it lies from the actor's seat ("own", "hand", "talon"). So calling the king that lies
in the talon, schleifen, or a Recontra are as likely as their alternatives. With a `novelty`
counter the least-taken class is chosen instead, which reaches every path in a few deals.

`COVERAGE` collects what the steered deals reached; tests/conftest.py prints it.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from tarokdesk.core import Action, Game
from tarokdesk.core.refusals import SUIT_WORDS

THROWN_IN = "thrown in"
TREE_BUDGET = 4000  # nodes; a first phase larger than this (no auction) is not steered

COVERAGE: dict[str, Counter] = defaultdict(Counter)
"""Keys: 'contracts', 'paths', 'choices', 'options'; entries keyed by (table, ...)."""


def table_name(game: Game) -> str:
    return f"{game.state.variant_id}/{game.state.n_seats}"


def deal_name(game: Game) -> str:
    """What the deal was played as: its contract; without a contract, the trump suit the
    table showed every seat (a game without an auction, such as the trump-suit family's),
    marked when no trick was played; THROWN_IN when there is neither."""
    state = game.state
    if state.contract:
        return state.contract
    trump = game.variant.visibility.public_extra(state, state.dealer).get("trump")
    if trump is None:
        return THROWN_IN
    name = f"{SUIT_WORDS.get(trump['suit'], trump['suit'])} trumps"
    return name if state.tricks else f"{name}, no trick played"


def option_rows(options: dict) -> list[dict]:
    """Option settings in which every value of every option, and every pair of values of two
    options, occurs (the defaults first): a greedy pairwise covering array."""
    keys = list(options)

    def pairs(row: dict) -> set:
        return {((a, row[a]), (b, row[b])) for a, b in itertools.combinations(keys, 2)}

    uncovered = {((a, va), (b, vb)) for a, b in itertools.combinations(keys, 2)
                 for va in options[a].choices for vb in options[b].choices}
    singles = {(k, v) for k in keys for v in options[k].choices}
    rows: list[dict] = []
    row = {k: options[k].default for k in keys}
    while True:
        rows.append(row)
        uncovered -= pairs(row)
        singles -= set(row.items())
        if not (uncovered or singles):
            return rows
        seed = min(uncovered, key=repr) if uncovered else (min(singles, key=repr),)
        row = dict(seed)
        for key in keys:
            if key not in row:
                def gain(value, key=key):
                    return sum(((k, v), (key, value)) in uncovered or
                               ((key, value), (k, v)) in uncovered for k, v in row.items())
                row[key] = max(options[key].choices, key=gain)
        row = {k: row[k] for k in keys}


# --- the auction --------------------------------------------------------------------------------

_TREES: dict[tuple, dict] = {}


def _first_phase_leaves(game: Game) -> dict | None:
    """Every action sequence through the first phase after the deal, by the contract it ends
    in; None when the phase has more than TREE_BUDGET nodes, or decides no contract (a
    dealer's Scat laid before the bidding, tarok-unter-vieren.md "Deal")."""
    phase = game.phase
    leaves: dict = defaultdict(list)
    budget = [TREE_BUDGET]
    decided = [False]

    def walk(node: Game, path: tuple) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        if node.is_terminal or node.phase != phase:
            leaves[node.state.contract or THROWN_IN].append(path)
            decided[0] = decided[0] or node.is_terminal or node.state.contract is not None
            return True
        legal = node.legal_actions()
        for number, action in enumerate(legal):
            # the last child goes on in the node itself: a node's clones cost most of the walk
            child = node if number == len(legal) - 1 else node.clone()
            child.apply(action)
            if not walk(child, path + (action,)):
                return False
        return True

    return dict(leaves) if walk(game.clone(), ()) and decided[0] else None


def _rotated(path: tuple, shift: int, n: int) -> tuple:
    return tuple(Action(a.kind, (a.seat + shift) % n, a.value) for a in path)


def auction_leaves(game: Game) -> dict | None:
    """The first phase's leaves, cached by table and options for dealer 0 (a sequence is
    rotated to the dealer and checked on the deal before use, `plan_auction`)."""
    state = game.state
    key = (state.variant_id, state.n_seats, repr(sorted(state.options.items())))
    if key not in _TREES:
        probe = Game(game.variant, 0)
        probe.deal_seeded(0)
        while probe.phase == "deal":  # a knock's choices: the cards are cut
            probe.apply(probe.legal_actions()[0])
        _TREES[key] = _first_phase_leaves(probe)
    return _TREES[key]


def _replays(game: Game, path: tuple) -> bool:
    trial = game.clone()
    for action in path:
        if trial.refusal(action) is not None:
            return False
        trial.apply(action)
    return trial.is_terminal or trial.phase != game.phase


# --- the steered deal -------------------------------------------------------------------------

def action_class(game: Game, action: Action) -> str:
    """What kind of choice `action` is: a named choice's verb, or where a card lies."""
    value = action.value
    if isinstance(value, str):
        return value.partition(":")[0]
    if isinstance(value, int) and not isinstance(value, bool):
        state = game.state
        if value in state.hands[action.seat]:
            return "own"
        if any(value in part and owner != "taken"
               for part, owner in zip(state.talon_parts, state.talon_owner)):
            return "talon"
        if any(value in hand for hand in state.hands):
            return "hand"
        return "gone"
    return type(value).__name__


@dataclass
class Steering:
    seed: int
    target: int
    """Index into the contracts the auction can end in (taken modulo their number)."""
    novelty: Counter | None = None
    rng: random.Random = field(init=False)
    decisions: list = field(default_factory=list)
    """(phase, seat, chosen class, classes offered, taken from the auction plan)"""
    plan: list = field(default_factory=list)

    def __post_init__(self):
        self.rng = random.Random(f"steer/{self.seed}")

    def plan_auction(self, game: Game) -> None:
        """Draw the target contract and one auction that ends in it."""
        leaves = auction_leaves(game)
        if leaves is None:
            return
        ends = sorted(leaves, key=str)
        wanted = ends[self.target % len(ends)]
        paths = leaves[wanted]
        state = game.state
        path = _rotated(paths[self.rng.randrange(len(paths))], state.dealer, state.n_seats)
        if not _replays(game, path):  # this deal's auction differs: walk it afresh
            fresh = _first_phase_leaves(game) or {}
            if wanted not in fresh:
                return
            path = self.rng.choice(fresh[wanted])
        self.plan = list(path)

    def choose(self, game: Game) -> Action:
        legal = game.legal_actions()
        by_class: dict[str, list[Action]] = defaultdict(list)
        for action in legal:
            by_class[action_class(game, action)].append(action)
        classes = sorted(by_class)
        planned = bool(self.plan)
        if planned:
            chosen = self.plan.pop(0)
            pick = action_class(game, chosen)
        else:
            pick = self._pick_class(game, classes)
            group = by_class[pick]
            chosen = group[self.rng.randrange(len(group))]
        self.decisions.append((game.phase, game.to_move, pick, tuple(classes), planned))
        return chosen

    def _pick_class(self, game: Game, classes: list[str]) -> str:
        if self.novelty is None or len(classes) == 1:
            return self.rng.choice(classes)
        key = (table_name(game), game.state.contract, game.phase)
        fewest = min(self.novelty[key + (c,)] for c in classes)
        pick = self.rng.choice([c for c in classes if self.novelty[key + (c,)] == fewest])
        self.novelty[key + (pick,)] += 1
        return pick

    # --- what the deal reached ---------------------------------------------------------------
    def record(self, game: Game) -> None:
        table = table_name(game)
        contract = deal_name(game)
        COVERAGE["contracts"][(table, contract)] += 1
        for option, value in sorted(game.state.options.items()):
            COVERAGE["options"][(table, f"{option}={value!r}")] += 1
        COVERAGE["paths"][(table, contract, self.declarer_path())] += 1
        for phase, _, pick, classes, _ in self.decisions:
            if len(classes) > 1 and phase in self.round_phases():
                COVERAGE["choices"][(table, phase, pick)] += 1

    def round_phases(self) -> set[str]:
        seats = defaultdict(set)
        for phase, seat, *_ in self.decisions:
            seats[phase].add(seat)
        return {phase for phase, who in seats.items() if len(who) > 1}

    def declarer_path(self) -> str:
        """The classes chosen in the phases in which one seat alone acts (call, talon,
        discard), e.g. "call:talon > talon:schleifen"."""
        rounds = self.round_phases()
        steps: dict[str, list[str]] = {}
        for phase, _, pick, *_ in self.decisions:
            picks = steps.setdefault(phase, []) if phase not in rounds else []
            if pick not in picks:
                picks.append(pick)
        return " > ".join(f"{p}:{'/'.join(c)}" for p, c in steps.items()) or "-"



def contracts(variant_id: str, n_seats: int, options: dict) -> list:
    """The contracts (and THROWN_IN) the auction can end in; [None] for a variant without
    an auction to steer."""
    game = Game.new(variant_id, options, n_seats, 0)
    game.deal_seeded(0)
    while game.phase == "deal":  # a knock's choices (rules/knocking.py): the cards are cut
        game.apply(game.legal_actions()[0])
    leaves = auction_leaves(game)
    return sorted(leaves, key=str) if leaves else [None]


def steered_game(variant_id: str, n_seats: int, seed: int, target: int, options=None,
                 novelty: Counter | None = None, check=None) -> tuple[Game, Steering]:
    """One whole deal steered towards contract number `target`; `check(game)` runs before
    every decision."""
    steering = Steering(seed, target, novelty)
    game = Game.new(variant_id, options, n_seats, dealer=seed % n_seats)
    game.deal_seeded(seed)
    while game.phase == "deal":  # a knock's choices come before the auction to steer
        if check is not None:
            check(game)
        game.apply(steering.choose(game))
        # spread by novelty over all deals, not per final contract: counted as planned
        steering.decisions[-1] = (*steering.decisions[-1][:4], True)
    steering.plan_auction(game)
    while not game.is_terminal:
        if check is not None:
            check(game)
        game.apply(steering.choose(game))
    steering.record(game)
    return game, steering


def coverage_report() -> list[str]:
    """COVERAGE as lines: per table the deals per contract, per contract the talon/call
    paths, the classes chosen in each round, and the deals per option value."""
    lines = []
    contracts_seen, paths, choices, options = (COVERAGE[k] for k in
                                               ("contracts", "paths", "choices", "options"))
    for table in sorted({t for t, _ in contracts_seen}):
        mine = {c: n for (t, c), n in contracts_seen.items() if t == table}
        lines.append(f"{table}: {sum(mine.values())} deals; contracts: "
                     + ", ".join(f"{c} {n}" for c, n in sorted(mine.items())))
        for contract in sorted(mine):
            routes = sorted(((p, n) for (t, c, p), n in paths.items()
                             if t == table and c == contract), key=lambda x: -x[1])
            lines.append(f"  {contract}: " + "; ".join(f"{p} {n}" for p, n in routes))
        for phase in sorted({p for t, p, _ in choices if t == table}):
            picked = sorted((c, n) for (t, p, c), n in choices.items()
                            if t == table and p == phase)
            lines.append(f"  {phase} choices: " + ", ".join(f"{c} {n}" for c, n in picked))
        lines.append("  options: " + ", ".join(f"{o} {n}" for (t, o), n in
                                               sorted(options.items()) if t == table))
    return lines
