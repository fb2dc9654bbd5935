"""Speed of the exact double-dummy solver on full late-game positions (run by hand).

Positions come from seeded deals played by the standard player, stopped when 16, 20 or 24
cards are left in the hands; every hand is then known to the solver, which finds the exact
value of every legal card of the seat to move for the declarer's side (what the expert asks
of one sampled deal). Prints per variant and size the mean and worst seconds and nodes; the
last line is a JSON object {"variant/cards": {"mean_s", "max_s", "mean_nodes"}}.
Usage: python bench/solver_speed.py [--positions 5] [--cards 16,20,24]
"""

from __future__ import annotations

import argparse
import json
import time

from tarokdesk.core import Game
from tarokdesk.players import HeuristicPlayer

VARIANTS = (("koenigrufen", 4), ("tapp-tarok", 3))


def positions(variant_id: str, n_seats: int, cards_left: int, count: int):
    """(game, side) at the first moment of the card play with `cards_left` cards in hand."""
    found = []
    number = 0
    while len(found) < count:
        game = Game.new(variant_id, None, n_seats, dealer=number % n_seats)
        game.deal_seeded(f"solver-bench:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(n_seats)]
        number += 1
        while not game.is_terminal:
            state = game.state
            if state.phase == "play" and sum(len(h) for h in state.hands) == cards_left:
                variant = game.variant
                side = frozenset(s for s in state.active
                                 if variant.side_of(state, s) == variant.side_of(
                                     state, state.declarer))
                found.append((game.clone(), side))
                break
            game.apply(players[game.to_move].choose(game.view(game.to_move)))
    return found


def solve(game, side) -> tuple[float, int]:
    from tarokdesk.players.search.solver import Solver

    state = game.state
    solver = Solver(game.variant.phases["play"].rules, state.active, side)
    hands = {s: state.hands[s] for s in state.active}
    started = time.perf_counter()
    solver.values(hands, tuple(state.trick), state.to_move)
    return time.perf_counter() - started, solver.nodes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--cards", default="16,20,24")
    args = parser.parse_args()
    summary = {}
    for variant_id, n_seats in VARIANTS:
        for cards_left in (int(n) for n in args.cards.split(",")):
            runs = [solve(game, side)
                    for game, side in positions(variant_id, n_seats, cards_left,
                                                args.positions)]
            seconds = [s for s, _ in runs]
            nodes = [n for _, n in runs]
            mean_s, max_s = sum(seconds) / len(runs), max(seconds)
            mean_nodes = sum(nodes) // len(runs)
            print(f"{variant_id:12} {cards_left:3} cards  mean {mean_s:8.3f} s  max "
                  f"{max_s:8.3f} s  mean nodes {mean_nodes:9}", flush=True)
            summary[f"{variant_id}/{cards_left}"] = {
                "mean_s": round(mean_s, 3), "max_s": round(max_s, 3), "mean_nodes": mean_nodes}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
