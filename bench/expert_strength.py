"""The expert against the standard player, deal by deal (run by hand).

The same duplicate deals as `tarokdesk tournament --seed S` (deal n is seed "S:n"), played on
N processes or on the workers of a Dask cluster (`--cluster ADDRESS`, as the tournament's); after
every deal that completes the run of deals 0..n-1, one line gives the
running mean units per deal and its 95 % interval, so a run stopped early still reports
the deals it finished. Each line also gives that deal's number and figure, so a long run may be
done in parts (`--first-deal K` starts at deal K; the running figures are then those of the part)
and the parts' figures put together afterwards (`--combine PART.jsonl ...`: one line with the
mean and interval over every deal of the parts, refused when a deal is missing or twice).
`--paired BEFORE.jsonl AFTER.jsonl` compares two versions of the code that played the same deals:
after less before, deal by deal. `--measure tricks` scores each deal in the trick margin of A's
side (players/tournament.py), for Whist and its variations. Usage:
python bench/expert_strength.py --variant koenigrufen --seed 1 --deals 200 --jobs 2
python bench/expert_strength.py --variant koenigrufen --seed 1 --cluster tcp://HOST:8786
nice -n 10 python bench/expert_strength.py --variant whist --measure tricks --jobs 1
"""

from __future__ import annotations

import argparse
import json
import math

from tarokdesk.core.variant import variant_class
from tarokdesk.players.cluster import ClusterError
from tarokdesk.players.tournament import MEASURES, deal_figures, duplicate_deal


def interval(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    if len(values) < 2:
        return mean, float("inf")
    variance = sum((x - mean) ** 2 for x in values) / (len(values) - 1)
    return mean, 1.96 * math.sqrt(variance / len(values))


def read_parts(paths: list[str]) -> tuple[tuple[str, str, str], dict[int, float]]:
    """The run (variant, seed, measure) and each deal's figure, from the lines of one or more
    parts: deals 0..n-1 each exactly once, of one run."""
    figures: dict[int, float] = {}
    runs = set()
    for path in paths:
        with open(path, encoding="utf-8") as part:
            for line in part:
                row = json.loads(line)
                runs.add((row["variant"], row["seed"], row["measure"]))
                if row["deal"] in figures:
                    raise SystemExit(f"deal {row['deal']} is in the parts twice")
                figures[row["deal"]] = row["figure"]
    if len(runs) != 1:
        raise SystemExit(f"the parts are of different runs: {sorted(runs)}")
    if sorted(figures) != list(range(len(figures))):
        raise SystemExit(f"deals missing: the parts hold {len(figures)} deals up to "
                         f"{max(figures)}")
    (run,) = runs
    return run, figures


def summary(run: tuple[str, str, str], values: list[float]) -> dict:
    variant, seed, measure = run
    mean, ci95 = interval(values)
    return {"variant": variant, "seed": seed, "measure": measure, "deals": len(values),
            "mean": round(mean, 4), "ci95": round(ci95, 4),
            "interval": [round(mean - ci95, 4), round(mean + ci95, 4)]}


def combine(paths: list[str]) -> dict:
    """The figures of a run done in parts."""
    run, figures = read_parts(paths)
    return summary(run, [figures[n] for n in range(len(figures))])


def paired(before: str, after: str) -> dict:
    """Two versions of the code on the same deals (the same run, played once with each): the
    later's figure less the earlier's, deal by deal, over the deals both finished. Paired,
    because most of a deal's figure is its cards, which both versions hold alike."""
    run, old = read_parts([before])
    run_after, new = read_parts([after])
    if run != run_after:
        raise SystemExit(f"not the same deals: {run} and {run_after}")
    deals = range(min(len(old), len(new)))
    figures = summary(run, [new[n] - old[n] for n in deals])
    figures["before"] = summary(run, [old[n] for n in deals])["mean"]
    figures["after"] = summary(run, [new[n] for n in deals])["mean"]
    figures["unchanged"] = sum(new[n] == old[n] for n in deals)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", default="koenigrufen")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--first-deal", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=None, help="processes (default 2)")
    parser.add_argument("--cluster", metavar="ADDRESS", help="a Dask scheduler")
    parser.add_argument("--a", default="expert")
    parser.add_argument("--b", default="standard")
    parser.add_argument("--measure", choices=MEASURES, default="units")
    parser.add_argument("--combine", nargs="+", metavar="PART", help="put parts together")
    parser.add_argument("--paired", nargs=2, metavar=("BEFORE", "AFTER"),
                        help="compare two versions' runs of the same deals")
    args = parser.parse_args()
    if args.combine:
        print(json.dumps(combine(args.combine)))
        return
    if args.paired:
        print(json.dumps(paired(*args.paired)))
        return
    n_seats = variant_class(args.variant).seat_counts[0]
    tasks = [(duplicate_deal, (args.variant, n_seats, f"{args.seed}:{n}", args.a, args.b, None,
                               args.measure)) for n in range(args.first_deal, args.deals)]
    jobs = args.jobs or (1 if args.cluster else 2)
    done: list[float] = []
    waiting: dict[int, float] = {}  # deals completed before one of a lower number
    try:
        for number, figure in deal_figures(tasks, jobs, args.cluster):
            waiting[number] = figure
            while len(done) in waiting:
                value = waiting.pop(len(done))
                done.append(value)
                mean, ci95 = interval(done)
                print(json.dumps({"variant": args.variant, "seed": args.seed,
                                  "deals": len(done), "measure": args.measure,
                                  "deal": args.first_deal + len(done) - 1, "figure": value,
                                  "mean": round(mean, 4), "ci95": round(ci95, 4),
                                  "interval": [round(mean - ci95, 4), round(mean + ci95, 4)]}),
                      flush=True)
    except (ValueError, ClusterError) as error:
        raise SystemExit(f"expert_strength: {error}") from None


if __name__ == "__main__":
    main()
