"""Random legal actions per second, whole deals, per variant (run by hand).

The loop is the game's own: chance deals from a seed, then `legal_actions()` and `apply()`
until the deal is over, exactly as the command line and the table drive a game.
Usage: python bench/engine_speed.py [--seconds 3]
"""

from __future__ import annotations

import argparse
import json
import random
import time

from tarokdesk.core import Game
from tarokdesk.core.variant import all_variants


def measure(variant_id: str, n_seats: int, seconds: float) -> dict:
    rng = random.Random(1)
    actions = deals = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        game = Game.new(variant_id, None, n_seats, dealer=deals % n_seats)
        game.deal_seeded(deals)
        actions += 1 + game.state.redeals
        while not game.is_terminal:
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
        deals += 1
    elapsed = time.perf_counter() - started
    return {"variant": variant_id, "seats": n_seats, "deals": deals, "actions": actions,
            "actions_per_s": round(actions / elapsed), "deals_per_s": round(deals / elapsed, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    rows = []
    for variant_id, cls in sorted(all_variants().items()):
        for n_seats in cls.seat_counts:
            row = measure(variant_id, n_seats, args.seconds)
            rows.append(row)
            print(f"{variant_id:16} {n_seats} seats  {row['actions_per_s']:>8} actions/s  "
                  f"{row['deals_per_s']:>7} deals/s")
    print(json.dumps({f"{r['variant']}/{r['seats']}": r["actions_per_s"] for r in rows}))


if __name__ == "__main__":
    main()
