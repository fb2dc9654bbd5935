"""`tarokdesk` command line. With no arguments it starts the table (the GUI)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from tarokdesk import __version__
from tarokdesk.core import ReplayError, Session, all_variants, game_from_dict
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.players.driver import play_session

MAX_FILE_BYTES = 64 * 1024 * 1024


class UsageError(Exception):
    """A problem the user can fix; printed as one line, exit code 2."""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tarokdesk", description=__doc__)
    parser.add_argument("--version", action="version", version=f"tarokdesk {__version__}")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("variants", help="list the playable variants")

    sim = commands.add_parser("sim", help="play deals with computer players")
    sim.add_argument("--variant", required=True)
    sim.add_argument("--deals", type=int, default=100)
    sim.add_argument("--seed", default="0")
    sim.add_argument("--players", default=None,
                     help="comma-separated player kinds, one per seat (default: random)")
    sim.add_argument("--seats", type=int, default=None, help="table size, where it may vary")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                     help="a variant option, e.g. talon_method='\"old\"'")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--save", metavar="NAME", help="store the deals as a session named NAME")

    sessions = commands.add_parser("sessions", help="list the saved sessions")
    sessions.add_argument("--json", action="store_true", help="print one JSON object")

    tournament = commands.add_parser("tournament", help="duplicate deals: level A against B")
    tournament.add_argument("--variant", required=True)
    tournament.add_argument("--deals", type=int, default=200)
    tournament.add_argument("--seed", default="0")
    tournament.add_argument("--a", required=True, help="player level of A")
    tournament.add_argument("--b", required=True, help="player level of B")
    tournament.add_argument("--json", action="store_true", help="print one JSON object")
    tournament.add_argument("--jobs", type=int, default=1,
                            help="processes playing the deals (the result is the same)")

    replay = commands.add_parser("replay", help="replay a saved game or session and check it")
    replay.add_argument("file")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        if args.command is None:
            return start_gui()
        if args.command == "variants":
            return list_variants()
        if args.command == "sim":
            return simulate(args)
        if args.command == "sessions":
            return list_sessions(args.json)
        if args.command == "tournament":
            return tournament(args)
        return replay(args.file)
    except UsageError as error:
        print(f"tarokdesk: error: {error}", file=sys.stderr)
        return 2


def start_gui() -> int:
    try:
        from tarokdesk.gui.app import run
    except ImportError as error:
        raise UsageError(f"the table cannot start: {error}") from None
    return run()


def list_variants() -> int:
    for variant_id, cls in sorted(all_variants().items()):
        print(f"{variant_id}\t{cls.name}")
    return 0


def parse_options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep:
            raise UsageError(f"option {pair!r} is not KEY=VALUE")
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


def simulate(args: argparse.Namespace) -> int:
    if args.deals < 0:
        raise UsageError("--deals must not be negative")
    try:
        session = Session(args.variant, parse_options(args.option), args.seats, args.seed)
    except ValueError as error:
        raise UsageError(str(error)) from None
    kinds = args.players.split(",") if args.players else ["random"] * session.n_seats
    if len(kinds) != session.n_seats:
        raise UsageError(f"{args.variant} needs {session.n_seats} players, got {len(kinds)}")
    unknown = [k for k in kinds if k not in PLAYER_KINDS]
    if unknown:
        raise UsageError(f"unknown player kinds {unknown}; known: {sorted(PLAYER_KINDS)}")
    players = [PLAYER_KINDS[kind](f"{args.seed}:{seat}") for seat, kind in enumerate(kinds)]
    started = time.perf_counter()
    actions = play_session(session, players, args.deals)
    seconds = time.perf_counter() - started
    saved = save_simulation(session, kinds, args.save) if args.save else None
    totals = session.totals()
    contracts = Counter(str(row["contract"] or "thrown_in") for row in session.sheet())
    report = {"variant": args.variant, "deals": args.deals, "seed": args.seed,
              "players": kinds, "totals": {str(s): v for s, v in totals.items()},
              "zero_sum": sum(totals.values()) == 0, "contracts": dict(contracts),
              "actions": actions, "seconds": round(seconds, 3)}
    if saved is not None:
        report["saved"] = saved
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.variant}: {args.deals} deals, {actions} actions in {seconds:.2f} s")
        for seat, units in totals.items():
            print(f"  seat {seat} ({kinds[seat]}): {units:+d}")
        print("  contracts: " + ", ".join(f"{k} {v}" for k, v in sorted(contracts.items())))
    return 0


def tournament(args: argparse.Namespace) -> int:
    """Mean units per deal of A against B over duplicate deals, with a progress bar."""
    from tarokdesk.players.tournament import run_tournament

    if args.deals < 1:
        raise UsageError("--deals must be at least 1")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    started = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty() or done == total or done % max(1, total // 20) == 0:
            filled = round(30 * done / total)
            rate = done / max(1e-9, time.perf_counter() - started)
            print(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total} deals "
                  f"({rate:.1f}/s)", end="" if done < total else "\n", file=sys.stderr,
                  flush=True)

    try:
        result = run_tournament(args.variant, args.deals, args.seed, args.a, args.b, progress,
                                args.jobs)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        print(f"{args.variant}: {args.a} against {args.b} over {result.deals} duplicate deals: "
              f"{result.mean:+.2f} ± {result.ci95:.2f} units per deal (95 %)")
    return 0


def save_simulation(session: Session, kinds: list[str], name: str) -> str:
    from tarokdesk.store import SaveError, SessionStore

    seats = [{"name": session.names[i], "kind": kind} for i, kind in enumerate(kinds)]
    try:
        return SessionStore().create(session, seats, name).id
    except SaveError as error:
        raise UsageError(str(error)) from None


def list_sessions(as_json: bool) -> int:
    """Every saved session, and every file that cannot be read with the reason; exit code 2
    when any is unreadable."""
    from tarokdesk.store import SessionStore

    store = SessionStore()
    readable, unreadable = store.scan()
    if as_json:
        print(json.dumps({"folder": str(store.root),
                          "sessions": [s.summary() for s in readable],
                          "unreadable": [{"file": str(e.path), "problem": e.problem}
                                         for e in unreadable]}))
    else:
        for stored in readable:
            info = stored.summary()
            totals = " ".join(f"{v:+d}" for v in info["totals"].values())
            state = "in progress" if info["in_progress"] else "finished"
            print(f"{info['id']}  {info['name']}  {info['variant']}  "
                  f"{', '.join(info['players'])}  {info['updated']}  "
                  f"{info['deals']} deals  [{totals}]  {state}")
        for error in unreadable:
            print(f"unreadable: {error.path}: {error.problem}")
        if not readable and not unreadable:
            print(f"no sessions in {store.root}")
    return 2 if unreadable else 0


def replay(path: str) -> int:
    data = load_json(Path(path))
    try:
        if isinstance(data, dict) and data.get("format") == "tarokdesk-session":
            session = Session.from_dict(data)
            print(f"{path}: session of {session.variant_id}, {len(session.games)} deals "
                  f"replayed and verified; totals {session.totals()}")
            return 0
        game = game_from_dict(data)
    except ReplayError as error:
        raise UsageError(f"{path}: {error}") from None
    result = game.result
    if result is None:
        print(f"{path}: {game.state.variant_id} replayed and verified; unfinished, "
              f"phase {game.phase}, {game.to_move} to move")
    else:
        print(f"{path}: {game.state.variant_id} replayed and verified; contract "
              f"{result.get('contract')}, declarer {result.get('declarer')}, "
              f"points {result.get('points')}, totals {result['totals']}")
    return 0


def load_json(path: Path):
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise UsageError(f"{path}: too large ({size} bytes)")
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise UsageError(f"{path}: {error.strerror or error}") from None
    except UnicodeDecodeError:
        raise UsageError(f"{path}: not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise UsageError(f"{path}: not valid JSON ({error.msg} at line {error.lineno})") from None
    except RecursionError:
        raise UsageError(f"{path}: JSON nested too deeply") from None
