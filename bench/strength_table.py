"""The players' strength in every game and table size (run by hand; hours of CPU: use a
cluster for the full table).

For each variant and table size, two pairings over the same duplicate deals (deal n is seed
"SEED:n", as `tarokdesk tournament --seed SEED`): the expert against the standard player and
the standard player against the random one. A game whose deals are worth nothing until its
sitting closes (it ends its sessions: Whist's rubber, the Blocks, the 1821 sheet) is measured
over duplicate sessions; the games of four plain suits in tricks per deal.

Each finished row goes at once into the results file (JSON: one row per variant, seats and
pairing, with its deal count, seed, mean, 95 % interval and commit), so a run can be stopped
and resumed; the Markdown table is rendered from that file. Rows already there with at least
the deals asked for and the same seed are kept.
Usage:
python bench/strength_table.py --deals 400 --jobs 2
python bench/strength_table.py --deals 400 --cluster tcp://HOST:8786
python bench/strength_table.py --only whist koenigrufen/4 --pairs expert:standard
python bench/strength_table.py --render   # only the Markdown, from the results file
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import time
from pathlib import Path

from tarokdesk.core.sitting import Sitting
from tarokdesk.core.variant import all_variants, variant_class
from tarokdesk.players.cluster import ClusterError
from tarokdesk.players.tournament import (SESSION_LIMIT, deal_figures, duplicate_deal,
                                          duplicate_session)

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "docs" / "strength.json"
DISTANCES = ROOT / "docs" / "distance.json"
TABLE = ROOT / "docs" / "strength.md"
PAIRS = ("expert:standard", "standard:random")


def tables() -> list[tuple[str, int]]:
    return [(variant_id, n_seats) for variant_id in all_variants()
            for n_seats in variant_class(variant_id).seat_counts]


def how_measured(variant_id: str, n_seats: int) -> tuple[str, bool]:
    """(measure, over sessions): tricks for the games of four plain suits, units otherwise;
    over sessions where the game closes its sittings (its deals pay into the sitting)."""
    game = variant_class(variant_id)(None, n_seats)
    tricks = game.strategy.family == "trump-suit"
    closes_sittings = type(game.sitting).session_over is not Sitting.session_over
    return ("tricks" if tricks else "units"), closes_sittings and not tricks


def interval(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    if len(values) < 2:
        return mean, math.inf
    variance = sum((x - mean) ** 2 for x in values) / (len(values) - 1)
    return mean, 1.96 * math.sqrt(variance / len(values))


def commit() -> str:
    done = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT,
                          capture_output=True, text=True)
    return done.stdout.strip() or "unknown"


def measure_row(variant_id: str, n_seats: int, pair: str, deals: int, seed: str,
                jobs: int, cluster: str | None, measured_at: str) -> dict:
    a, b = pair.split(":")
    measure, sessions = how_measured(variant_id, n_seats)
    tasks = [(duplicate_session, (variant_id, n_seats, f"{seed}:{n}", a, b, None, None,
                                  measure)) if sessions else
             (duplicate_deal, (variant_id, n_seats, f"{seed}:{n}", a, b, None, measure))
             for n in range(deals)]
    started = time.perf_counter()
    figures = [0.0] * deals
    for number, figure in deal_figures(tasks, jobs, cluster):
        figures[number] = figure
    mean, ci95 = interval(figures)
    return {"variant": variant_id, "seats": n_seats, "pair": pair, "seed": seed,
            "deals": deals, "unit": "session" if sessions else "deal", "measure": measure,
            "mean": round(mean, 4), "ci95": round(ci95, 4) if math.isfinite(ci95) else None,
            "commit": measured_at, "seconds": round(time.perf_counter() - started, 1)}


def render(rows: list[dict], distances: list[dict]) -> str:
    lines = ["# The players' strength in every game",
             "",
             "Written by `python bench/strength_table.py` from `docs/strength.json`. Each row: "
             "A's mean against B over duplicate deals (or duplicate sessions, where a game pays "
             "when its sitting closes, at most " + str(SESSION_LIMIT) + " deals each), every "
             "seat of the deal played by A in turn and the others by B, in settled units, or in "
             "tricks (A's side's minus the other's) for the games of four plain suits; the 95 % "
             "interval; the seed, the count and the commit it was measured at.",
             "",
             "| game | seats | A : B | per | mean | 95 % interval | lower end > 0 | count | "
             "seed | commit |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for row in sorted(rows, key=lambda r: (r["variant"], r["seats"], PAIRS.index(r["pair"]))):
        ci = row["ci95"]
        low_high = "—" if ci is None else f"{row['mean'] - ci:+.2f} … {row['mean'] + ci:+.2f}"
        above = "—" if ci is None else ("yes" if row["mean"] - ci > 0 else "**no**")
        lines.append(f"| {row['variant']} | {row['seats']} | {row['pair'].replace(':', ' : ')} "
                     f"| {row['measure']}/{row['unit']} | {row['mean']:+.2f} | {low_high} | "
                     f"{above} | {row['deals']} | {row['seed']} | {row['commit']} |")
    missing = [f"{v}/{n} {p}" for v, n in tables() for p in PAIRS
               if not any(r["variant"] == v and r["seats"] == n and r["pair"] == p
                          for r in rows)]
    if missing:
        lines += ["", "Not measured yet: " + ", ".join(missing) + "."]
    if distances:
        lines += ["", *distance_table(distances)]
    return "\n".join(lines) + "\n"


def distance_table(rows: list[dict]) -> list[str]:
    """The distance to perfect information (bench/perfect_distance.py, its rows in
    docs/distance.json)."""
    lines = ["## Distance to perfect information",
             "",
             "Written from `docs/distance.json` (`bench/perfect_distance.py --record`). What each "
             "player's cards lose against double-dummy play, every seat played by the same "
             "player: tricks below the double-dummy par in the games of four plain suits; card "
             "points from the point where the solver is exact (16 cards left) in the Tarok "
             "games, per side and deal (the declarer's side and the defenders, or the "
             "partnerships), or per seat and deal where each plays for himself. Each player's "
             "mean over the deals it played to a judged end, with the 95 % interval; paired: "
             "the deals both played to a judged end, the standard player's distance less the "
             "expert's and the part of it the expert closes. In brackets: the deals judged.",
             "",
             "| game | seats | in | per | standard | expert | paired deals | standard − expert "
             "| closed | deals | seed | commit |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        paired = row["paired"]
        lines.append(
            f"| {row['variant']} | {row['seats']} | {row['measure']} | {row['per']} and deal | "
            f"{_distance(row['standard'])} | {_distance(row['expert'])} | {paired['deals']} | "
            f"{_distance(paired.get('standard_less_expert'))} | {paired.get('closed', '—')} | "
            f"{row['deals']} | {row['seed']} | {row['commit']} |")
    lines += ["", "Each row made by:", ""]
    lines += [f"- {row['variant']}/{row['seats']}: `{row['command']}`" for row in rows]
    return lines


def _distance(figure: dict | None) -> str:
    """A mean distance with its interval, and the deals judged where not every one was."""
    if figure is None:
        return "—"
    judged = f" ({figure['judged']})" if "judged" in figure else ""
    return f"{figure['distance']:.3f} ± {figure['ci95']:.3f}{judged}"


def wanted(only: list[str] | None) -> list[tuple[str, int]]:
    chosen = tables()
    if not only:
        return chosen
    unknown = [o for o in only if not any(o in (v, f"{v}/{n}") for v, n in chosen)]
    if unknown:
        raise SystemExit(f"strength_table: no such game or table: {', '.join(unknown)}")
    return [(v, n) for v, n in chosen if v in only or f"{v}/{n}" in only]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=400, help="duplicate deals (or sessions)")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--jobs", type=int, default=None, help="processes (default 2)")
    parser.add_argument("--cluster", metavar="ADDRESS", help="a Dask scheduler")
    parser.add_argument("--only", nargs="+", metavar="GAME[/SEATS]")
    parser.add_argument("--pairs", nargs="+", choices=PAIRS, default=list(PAIRS))
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--table", type=Path, default=TABLE)
    parser.add_argument("--render", action="store_true", help="only write the Markdown")
    args = parser.parse_args()
    rows = json.loads(args.results.read_text()) if args.results.exists() else []
    if not args.render:
        jobs = args.jobs or (1 if args.cluster else 2)
        measured_at = commit()  # the code this process imported
        for variant_id, n_seats in wanted(args.only):
            for pair in args.pairs:
                kept = [r for r in rows if (r["variant"], r["seats"], r["pair"]) ==
                        (variant_id, n_seats, pair)]
                if kept and kept[0]["seed"] == args.seed and kept[0]["deals"] >= args.deals:
                    continue
                try:
                    row = measure_row(variant_id, n_seats, pair, args.deals, args.seed, jobs,
                                      args.cluster, measured_at)
                except (ValueError, ClusterError) as error:
                    raise SystemExit(f"strength_table: {error}") from None
                rows = [r for r in rows if r not in kept] + [row]
                args.results.write_text(json.dumps(rows, indent=1) + "\n")
                print(json.dumps(row), flush=True)
    distances = json.loads(DISTANCES.read_text()) if DISTANCES.exists() else []
    args.table.write_text(render(rows, distances))
    print(f"wrote {args.table} ({len(rows)} rows)", file=sys.stderr)


if __name__ == "__main__":
    main()
