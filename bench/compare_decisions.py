"""The expert's decisions under two versions of the code, compared (run by hand): the lines of
bench/expert_decisions.py from this tree and from `--old` (another checkout, e.g. a detached
worktree), game by game (a deal and the expert's seat). Within a game the two must print the
same lines up to the first decision where the old code could not rebuild a sampled deal;
from there the samples weighed differ, and with them the expert's random stream, so the
rest of that game is not compared. Exits 1 on a difference before that point.
Usage: python bench/compare_decisions.py --old /tmp/old-tree --variant koenigrufen --seed 3
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

DECISIONS = Path(__file__).with_name("expert_decisions.py")


def decisions(tree: Path, args: argparse.Namespace) -> subprocess.Popen:
    environment = {**os.environ, "PYTHONPATH": str(tree)}
    return subprocess.Popen(
        [sys.executable, str(DECISIONS), "--variant", args.variant, "--seed", args.seed,
         "--deals", str(args.deals)], env=environment, stdout=subprocess.PIPE, text=True)


def games(output: str) -> dict[tuple[str, str], list[list[str]]]:
    """Each game's decision lines (deal, seat, phase, action, misses, reason), in order."""
    found: dict[tuple[str, str], list[list[str]]] = defaultdict(list)
    for line in output.splitlines()[:-1]:  # the last line: the tournament's JSON
        fields = line.split("\t", 5)
        found[fields[0], fields[1]].append(fields)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, required=True)
    parser.add_argument("--variant", required=True)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--deals", type=int, default=4)
    args = parser.parse_args()
    runs = [decisions(args.old, args), decisions(Path(__file__).resolve().parents[1], args)]
    old, new = (games(run.communicate()[0]) for run in runs)
    if any(run.returncode for run in runs):
        sys.exit("a run failed")
    same = rebuilt_old = cut = 0
    differing = []
    for game in sorted(old.keys() | new.keys()):
        for position, (before, after) in enumerate(zip(old[game], new[game])):
            if before[4] != "0":  # the old code missed a sample here
                rebuilt_old += 1
                cut += len(old[game]) - position
                break
            if before[:4] + before[5:] != after[:4] + after[5:]:
                differing.append((before, after))
                break
            same += 1
        else:
            if len(old[game]) != len(new[game]):
                differing.append((old[game][-1:], new[game][-1:]))
    print(f"{args.variant} seed {args.seed}, {args.deals} deals, {len(old)} games: "
          f"{same} decisions the same where the old code rebuilt every sample; "
          f"{rebuilt_old} games cut at a sample the old code could not rebuild "
          f"({cut} decisions not compared); {len(differing)} differ")
    for before, after in differing:
        print("old:", before, "\nnew:", after)
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
