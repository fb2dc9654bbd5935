"""Positions loaded per CPU second, per variant and table size (run by hand).

Random deals are cut at a random moment; each position is written with every card named and
as one seat sees it (the other hands filled on loading), then loaded through legal actions.
CPU time of this process, so that other work on the machine does not change the figures.
Usage: python bench/position_speed.py [--positions 200]
"""

from __future__ import annotations

import argparse
import json
import random
import time

from tarokdesk.core import Game
from tarokdesk.core.variant import all_variants
from tarokdesk.practice.position.export import export_position
from tarokdesk.practice.position.load import load_position


def positions(variant_id: str, n_seats: int, count: int):
    for number in range(count):
        rng = random.Random(number)
        game = Game.new(variant_id, None, n_seats, number % n_seats)
        game.deal_seeded(number)
        for _ in range(rng.randrange(90)):
            if game.is_terminal:
                break
            game.apply(rng.choice(game.legal_actions()))
        seat = game.state.active[number % len(game.state.active)]
        yield export_position(game), export_position(game, seat)


def measure(variant_id: str, n_seats: int, count: int) -> dict:
    cases = list(positions(variant_id, n_seats, count))
    figures = {}
    for index, name in enumerate(("all_named", "one_seat")):
        started = time.process_time()
        for case in cases:
            load_position(case[index], seed=1)
        figures[name] = round(count / (time.process_time() - started))
    return {"variant": variant_id, "seats": n_seats, "per_cpu_second": figures}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=200)
    args = parser.parse_args()
    for variant_id, cls in sorted(all_variants().items()):
        for n_seats in cls.seat_counts:
            print(json.dumps(measure(variant_id, n_seats, args.positions)))


if __name__ == "__main__":
    main()
