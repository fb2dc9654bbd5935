"""The Whist double-dummy solver against DDS (the `endplay` package), run by hand.

Part 1: random deals, every leader and all five strains (20 questions a deal): both solvers
must agree; prints each solver's seconds per deal side by side. Part 2: random endgames of
5-8 tricks, one random leader and strain each: agreement and times. `--tricks` sets the size
of the "deals" of part 1 (13: full deals; the pure-Python solver takes minutes on some full
deals, so smaller sizes give a quicker run). The last line is a JSON summary.
Usage: nice python bench/whist_solver.py [--deals 500] [--endgames 1000] [--tricks 13]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from tarokdesk.cards.packs import PACKS
from tarokdesk.players.search.whist_solver import WhistSolver
from tarokdesk.rules.suit_tricks import SuitTrickRules

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from whist_dds import dds_table  # noqa: E402

PACK = PACKS["whist-52"]
STRAINS = (0, 1, 2, 3, None)


def hands_of(seed: object, tricks: int) -> list[list[int]]:
    cards = list(PACK.cards)
    random.Random(str(seed)).shuffle(cards)
    return [cards[tricks * p: tricks * (p + 1)] for p in range(4)]


def full_deals(count: int, tricks: int) -> dict:
    ours_s = dds_s = 0.0
    disagreements = 0
    for number in range(count):
        hands = hands_of(f"bench-deal/{number}", tricks)
        started = time.perf_counter()
        reference = dds_table(hands)
        dds_s += time.perf_counter() - started
        started = time.perf_counter()
        for (strain, leader), expected in reference.items():
            if WhistSolver(SuitTrickRules(PACK, strain)).tricks(hands, leader) != expected:
                disagreements += 1
        ours_s += time.perf_counter() - started
        print(f"deal {number + 1}/{count}: ours {ours_s / (number + 1):.3f} s, "
              f"DDS {dds_s / (number + 1):.4f} s per deal (20 questions)", flush=True)
    return {"deals": count, "tricks": tricks, "disagreements": disagreements,
            "ours_s_per_deal": round(ours_s / max(count, 1), 4),
            "dds_s_per_deal": round(dds_s / max(count, 1), 5)}


def endgames(count: int) -> dict:
    rng = random.Random("bench-endgames")
    ours_s = dds_s = 0.0
    disagreements = 0
    for number in range(count):
        tricks = rng.randint(5, 8)
        strain, leader = rng.choice(STRAINS), rng.randrange(4)
        hands = hands_of(f"bench-endgame/{number}", tricks)
        started = time.perf_counter()
        expected = dds_table(hands)[strain, leader]
        dds_s += time.perf_counter() - started
        started = time.perf_counter()
        got = WhistSolver(SuitTrickRules(PACK, strain)).tricks(hands, leader)
        ours_s += time.perf_counter() - started
        disagreements += got != expected
    return {"endgames": count, "disagreements": disagreements,
            "ours_s_mean": round(ours_s / max(count, 1), 4),
            "dds_s_mean": round(dds_s / max(count, 1), 5)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--endgames", type=int, default=1000)
    parser.add_argument("--tricks", type=int, default=13)
    args = parser.parse_args()
    summary = {"deals": full_deals(args.deals, args.tricks), "endgames": endgames(args.endgames)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
