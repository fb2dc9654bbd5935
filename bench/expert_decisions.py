"""Every decision the expert makes in the duplicate deals of `tarokdesk tournament` (run by
hand), one line each: deal, seat, phase, action, the sampled deals it could not rebuild
(rebuild.py) and the expert's reason. Two versions of the
code that print the same lines made the same decisions on these deals (the reason carries the
search's averages, so the same lines also mean the same samples were weighed alike); the
last line is the tournament's JSON, as `tarokdesk tournament --json` prints it. On stderr:
the decisions' CPU time (p50, p95) and the sampled deals a decision weighed (its advice's
`deals`), on average over the decisions that sampled.
Usage: python bench/expert_decisions.py --variant koenigrufen --seed 1 --deals 8 > out.txt
"""

from __future__ import annotations

import argparse
import json
import sys
import time

from tarokdesk.players import ExpertPlayer
from tarokdesk.players.search.rebuild import Rebuilder
from tarokdesk.players.tournament import run_tournament


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--deals", type=int, default=8)
    parser.add_argument("--b", default="standard", help="the other seats' player level")
    args = parser.parse_args()
    deal, misses = [0], [0]
    decide, rebuild = ExpertPlayer.decide, Rebuilder.__call__
    times: list[float] = []
    samples: list[int] = []

    def noted(self, view):
        misses[0] = 0
        started = time.process_time()
        action, why = decide(self, view)
        times.append(time.process_time() - started)
        if "deals" in why.params:
            samples.append(why.params["deals"])
        print(f"{deal[0]}\t{view.seat}\t{view.phase}\t{action.kind}:{action.value}\t"
              f"{misses[0]}\t{why}")
        return action, why

    def counted(self, world, rng):
        rebuilt = rebuild(self, world, rng)
        misses[0] += rebuilt is None
        return rebuilt

    ExpertPlayer.decide = noted
    Rebuilder.__call__ = counted  # one process (jobs 1): the lines come in the deals' order
    result = run_tournament(args.variant, args.deals, args.seed, "expert", args.b,
                            progress=lambda done, total: deal.__setitem__(0, done))
    print(json.dumps(result.to_json()))
    sys.stdout.flush()
    times.sort()
    print(f"{len(times)} decisions: p50 {times[len(times) // 2] * 1000:.0f} ms, "
          f"p95 {times[int(len(times) * 0.95)] * 1000:.0f} ms CPU; "
          f"{sum(samples) / max(1, len(samples)):.1f} sampled deals a decision "
          f"over the {len(samples)} that sampled", file=sys.stderr)


if __name__ == "__main__":
    main()
