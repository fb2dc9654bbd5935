"""`tarokdesk` command line. With no arguments it starts the table (the GUI)."""

from __future__ import annotations

import argparse
import json
import math
import os
import signal
import sys
import time
from collections import Counter
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from tarokdesk import __version__
from tarokdesk.core import (Game, ReplayError, Session, all_variants, game_from_dict,
                            game_to_dict, variant_class)
from tarokdesk.core.reading import JsonError, one_line, read_json
from tarokdesk.names import name_problem, shown
from tarokdesk.players import PLAYER_KINDS, make_player
from tarokdesk.players.temperament import NORMAL, TEMPERAMENTS
from tarokdesk.players.cluster import ClusterError
from tarokdesk.players.driver import play_session
from tarokdesk.players.tournament import SESSION_LIMIT

if TYPE_CHECKING:  # the store is imported where a command saves
    from tarokdesk.store import StoredSession

INTERRUPTED = 130
"""The shell's code for a command stopped by Ctrl-C (128 + SIGINT)."""
CLOSED_PIPE = 141
"""As a shell reports a program ended by SIGPIPE (128 + 13)."""


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
                     help="comma-separated player kinds, one per seat (default: random); or "
                          "one per person, NAME=KIND (Anna=expert,Ben=standard,...): where the "
                          "game draws for seats (Whist) the persons are seated by the draw and "
                          "keep their kind when a redraw moves them, and the totals are theirs")
    sim.add_argument("--seats", type=int, default=None, help="table size, where it may vary")
    sim.add_argument("--temperament", choices=TEMPERAMENTS, default=NORMAL,
                     help="how readily the computer players bid and announce")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                     help="a variant option, e.g. talon_method='\"old\"'")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--save", metavar="NAME", help="store the deals as a session named NAME")

    sessions = commands.add_parser("sessions", help="list the saved sessions")
    sessions.add_argument("--json", action="store_true", help="print one JSON object")

    stats = commands.add_parser("stats", help="statistics of the saved sessions")
    stats.add_argument("--json", action="store_true", help="print one JSON object")

    tournament = commands.add_parser("tournament", help="duplicate deals: level A against B")
    tournament.add_argument("--variant", required=True)
    tournament.add_argument("--deals", type=int, default=200,
                            help="duplicate deals to play (with --sessions: sessions)")
    tournament.add_argument("--sessions", action="store_true",
                            help="measure over whole duplicate sessions, each from a fresh "
                                 "carry until its sitting ends, for games paid only when a "
                                 "carried sitting closes (Tarok unter Vieren form a: the "
                                 "rubber of four deals); the figure is units per session")
    tournament.add_argument("--session-deals", type=int, default=None, metavar="N",
                            help=f"with --sessions: end each session after N deals (1 to "
                                 f"{SESSION_LIMIT}; default: when the variant's sitting ends, "
                                 f"at most {SESSION_LIMIT} deals)")
    tournament.add_argument("--seed", default="0")
    tournament.add_argument("--a", required=True, help="player level of A")
    tournament.add_argument("--b", required=True, help="player level of B")
    tournament.add_argument("--a-temperament", choices=TEMPERAMENTS, default=NORMAL,
                            help="how readily A bids and announces")
    tournament.add_argument("--b-temperament", choices=TEMPERAMENTS, default=NORMAL,
                            help="how readily B bids and announces")
    tournament.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                            help="a variant option, e.g. pack=42")
    tournament.add_argument("--json", action="store_true", help="print one JSON object")
    tournament.add_argument("--jobs", type=int, default=1,
                            help="processes playing the deals (the result is the same)")
    tournament.add_argument("--cluster", metavar="ADDRESS",
                            help="play the deals on the workers of the Dask scheduler at "
                                 "ADDRESS (tcp://HOST:8786), with the same result; needs the "
                                 "extra cluster and the same tarokdesk on every worker")
    tournament.add_argument("--measure", choices=("units", "tricks"), default="units",
                            help="score each deal in settled units, or in tricks: those A's "
                                 "side took minus the other side's, for trick-taking games "
                                 "whose units are sparse (a Whist deal rarely ends a game)")

    replay = commands.add_parser("replay", help="replay a saved game or session and check it")
    replay.add_argument("file")

    double_dummy = commands.add_parser(
        "whist-dd", help="the tricks the side on lead takes in a Whist deal with every hand "
                         "known, for each leader (DDS where it loads, else our own search)")
    double_dummy.add_argument("deal", help='PBN: "N:AKQ2.JT9.876.543 ..." (hands clockwise '
                                           'from the one named, suits S.H.D.C)')
    double_dummy.add_argument("--trumps", choices=tuple("SHDCN"), required=True,
                              help="the trump suit, N: no trumps")

    host = commands.add_parser("host", help="host a table others join over the network "
                                             "(no window; prints its address and room code)")
    host.add_argument("--variant")
    host.add_argument("--seats", help="per place: human (a person who joins), a computer "
                                      "kind, or NAME=KIND; e.g. human,human,standard,expert")
    host.add_argument("--table-size", type=int, default=None, help="where it may vary")
    host.add_argument("--option", action="append", default=[], metavar="KEY=JSON")
    host.add_argument("--address", default="0.0.0.0", help="the interface to listen on")
    host.add_argument("--port", type=int, default=8765, help="0: any free port")
    host.add_argument("--deals", type=int, default=None, help="close after N deals")
    host.add_argument("--seed", default=None, help="the deals' seed (default: secret)")
    host.add_argument("--name", default=None, help="the session's name")
    host.add_argument("--resume", metavar="SESSION", help="host a saved session again")
    host.add_argument("--temperament", choices=TEMPERAMENTS, default=NORMAL,
                      help="how readily the computer players bid and announce (a resumed "
                           "table keeps its own)")
    host.add_argument("--stand-in", choices=tuple(PLAYER_KINDS), default=None,
                      help="a computer kind that plays for a person while he is away")

    join = commands.add_parser("join", help="a computer player joins a hosted table")
    join.add_argument("address", help="ws://HOST:PORT/ROOM as the host printed it (or "
                                      "ws://HOST:PORT with --room)")
    join.add_argument("--room", help="the room code, where the address does not end in it")
    join.add_argument("--as", dest="name", required=True, help="the name to sit down as")
    join.add_argument("--kind", default="standard", help="the computer player's kind")
    join.add_argument("--token", default=None, help="a seat token: rejoin the place it holds")
    join.add_argument("--patience", type=float, default=30.0,
                      help="seconds to keep trying to (re)connect")

    position = commands.add_parser("position", help="check a position file and print it")
    position.add_argument("file")
    position.add_argument("--seed", default="0", help="seed of the cards filled in")
    position.add_argument("--json", action="store_true",
                          help="print the loaded position (every card named) and the fill")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code = run_command(args)
        sys.stdout.flush()  # a closed pipe shows here, not in the interpreter's exit
        return code
    except UsageError as error:
        print(f"tarokdesk: error: {shown(str(error))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("tarokdesk: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:  # the reader went away (`tarokdesk stats | head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # the exit's flush too
        return CLOSED_PIPE


def run_command(args) -> int:
    if args.command is None:
        return start_gui()
    if args.command == "variants":
        return list_variants()
    if args.command == "sim":
        return simulate(args)
    if args.command == "sessions":
        return list_sessions(args.json)
    if args.command == "stats":
        return print_statistics(args.json)
    if args.command == "tournament":
        return tournament(args)
    if args.command == "position":
        return show_position(args.file, args.seed, args.json)
    if args.command in ("host", "join"):
        return network(args)
    if args.command == "whist-dd":
        return whist_double_dummy(args.deal, args.trumps)
    return replay(args.file)


def print_json(data) -> None:
    """Strict JSON: a value that is not a finite number (a confidence interval of one
    deal) is written as null."""
    print(json.dumps(_finite(data), allow_nan=False))


def _finite(value):
    if isinstance(value, float) and not math.isfinite(value):
        return None
    if isinstance(value, dict):
        return {k: _finite(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_finite(v) for v in value]
    return value


def start_gui() -> int:
    try:
        from tarokdesk.gui.app import run
        from tarokdesk.gui.system_libraries import xcb_problem
    except ImportError as error:
        raise UsageError(f"the table cannot start: {error}") from None
    problem = xcb_problem()
    if problem is not None:
        raise UsageError(problem)
    return run()


def network(args: argparse.Namespace) -> int:
    from tarokdesk.cli.net import NetUsageError, host_table, join_table

    try:
        if args.command == "join":
            return join_table(args)
        if args.deals is not None and args.deals < 1:
            raise UsageError("--deals must be at least 1")
        return host_table(args, parse_options(args.option))
    except NetUsageError as error:
        raise UsageError(str(error)) from None


def list_variants() -> int:
    for variant_id, cls in sorted(all_variants().items()):
        print(f"{variant_id}\t{cls.name}")
    return 0


def whist_double_dummy(deal: str, trumps: str) -> int:
    from tarokdesk.cards.packs import PACKS
    from tarokdesk.players.search.dds import COMPASS, card_values, dds_available, hands_of_pbn
    from tarokdesk.rules.suit_tricks import SuitTrickRules

    try:
        hands = hands_of_pbn(deal)
    except ValueError as error:
        raise UsageError(str(error)) from None
    rules = SuitTrickRules(PACKS["whist-52"], "HDSC".find(trumps) if trumps != "N" else None)
    print("solver: " + ("DDS" if dds_available() else "our own search (DDS did not load)"))
    for leader, seat in enumerate(COMPASS):
        side = ("N-S", "E-W")[leader % 2]
        tricks = max(card_values(rules, hands, leader, ()).values())
        print(f"{seat} leads: {side} take {tricks}")
    return 0


def parse_options(pairs: list[str]) -> dict:
    options = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep:
            raise UsageError(f"option {pair!r} is not KEY=VALUE")
        try:
            options[key] = read_json(raw)
        except JsonError as error:
            if not error.syntax:
                raise UsageError(f"option {key!r}: {error}") from None
            options[key] = raw  # not JSON: a plain word
    return options


def simulate(args: argparse.Namespace) -> int:
    if args.deals < 0:
        raise UsageError("--deals must not be negative")
    if args.save is not None:
        if name_problem(args.save):
            raise UsageError(f"--save: {name_problem(args.save)}")
        args.save = args.save.strip()
    names, entered = persons_named(args.players)
    options = parse_options(args.option)
    try:
        table = variant_class(args.variant)(options, args.seats)
        persons = table.seating.table_persons()
        counts = {persons} if names or table.seating.person_count else {persons, table.n_seats}
        if entered and len(entered) not in counts:
            raise UsageError(f"{args.variant} needs {persons} players, got {len(entered)}")
        # C1: the persons alone may be entered; a dummy's seat gets a placeholder entry
        names = names and table.seating.by_seat(names, "Dummy")
        entered = table.seating.by_seat(entered, "standard")
        session = Session(args.variant, options, args.seats, args.seed, names=names)
    except ValueError as error:
        raise UsageError(str(error)) from None
    persons = len(session.names)  # per seat, or per person where they change seats (C5)
    entered = entered or ["random"] * persons
    unknown = [k for k in entered if k not in PLAYER_KINDS]
    if unknown:
        raise UsageError(f"unknown player kinds {unknown}; known: {sorted(PLAYER_KINDS)}")
    # per person by his seat in the first deal (C5): as entered, or as the persons drew
    kinds = [entered[person] for person in session.draw["seats"]] \
        if names and session.draw is not None and not session.by_rubber else entered
    players = [make_player(kind, f"{args.seed}:{seat}", args.temperament)
               for seat, kind in enumerate(kinds)]
    saving = None if args.save is None else SimulationSave(session, kinds, args.save,
                                                           args.temperament)
    started = time.perf_counter()
    try:
        actions = play_session(session, players, args.deals,
                               None if saving is None else saving.deal_ended)
    except KeyboardInterrupt:
        return interrupted_simulation(session, saving)
    seconds = time.perf_counter() - started
    saved = saving and saving.finish()
    totals = session.totals()
    contracts = Counter(str(row["contract"] or "thrown_in") for row in session.sheet())
    report = {"variant": args.variant, "deals": args.deals, "seed": args.seed,
              "players": kinds, "temperament": args.temperament,
              "totals": {str(s): v for s, v in totals.items()},
              "persons": [{"name": session.names[p], "kind": kinds[p], "first_seat": p,
                           "units": totals[p]} for p in session.playing_persons()],
              "zero_sum": sum(totals.values()) == 0, "contracts": dict(contracts),
              "actions": actions, "seconds": round(seconds, 3)}
    if saved is not None:
        report["saved"] = saved
    if args.json:
        print_json(report)
    else:
        print(f"{args.variant}: {args.deals} deals, {actions} actions in {seconds:.2f} s")
        for seat in session.playing_persons():
            units = totals[seat]
            place = f"person {seat + 1}" if session.by_rubber else \
                f"first seat {seat}" if session.redraws else f"seat {seat}"
            who = f"{session.names[seat]} ({kinds[seat]}, {place})" if names \
                else f"{place} ({kinds[seat]})"
            print(f"  {who}: {units:+d}")
        print("  contracts: " + ", ".join(f"{k} {v}" for k, v in sorted(contracts.items())))
    return 0


def tournament(args: argparse.Namespace) -> int:
    """Mean units per deal (or session) of A against B over duplicate deals (or sessions),
    with a progress bar."""
    from tarokdesk.players.tournament import run_tournament

    if args.deals < 1:
        raise UsageError("--deals must be at least 1")
    if args.jobs < 1:
        raise UsageError("--jobs must be at least 1")
    if args.session_deals is not None and not args.sessions:
        raise UsageError("--session-deals needs --sessions")
    unit = "session" if args.sessions else "deal"
    started = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty() or done == total or done % max(1, total // 20) == 0:
            filled = round(30 * done / total)
            rate = done / max(1e-9, time.perf_counter() - started)
            print(f"\r[{'#' * filled}{'.' * (30 - filled)}] {done}/{total} {unit}s "
                  f"({rate:.1f}/s)", end="" if done < total else "\n", file=sys.stderr,
                  flush=True)

    try:
        result = run_tournament(args.variant, args.deals, args.seed, args.a, args.b, progress,
                                args.jobs, parse_options(args.option), args.sessions,
                                args.session_deals, args.measure, args.cluster,
                                (args.a_temperament, args.b_temperament))
    except (ValueError, ClusterError) as error:
        raise UsageError(str(error)) from None
    a, b = (kind if temperament == NORMAL else f"{kind} ({temperament})" for kind, temperament
            in ((args.a, args.a_temperament), (args.b, args.b_temperament)))
    per = "tricks per deal (each session's mean)" if args.sessions and \
        args.measure == "tricks" else f"{args.measure} per {unit}"
    if args.json:
        print_json(result.to_json())
    elif math.isfinite(result.ci95):
        print(f"{args.variant}: {a} against {b} over {result.deals} duplicate "
              f"{unit}s: {result.mean:+.2f} ± {result.ci95:.2f} {per} (95 %)")
    else:
        print(f"{args.variant}: {a} against {b} over {result.deals} duplicate {unit}: "
              f"{result.mean:+.2f} {per} (no confidence interval from one {unit})")
    return 0


@contextmanager
def ctrl_c_waits(then_stop: bool = True):
    """Ctrl-C waits while a save is written, so the save is never cut short, and takes
    effect once it is written (`then_stop`; not when the save is the last step anyway):
    a press in that moment is kept, never lost."""
    pressed: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: pressed.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if then_stop and pressed and previous not in (signal.SIG_IGN, None):
        raise KeyboardInterrupt


def interrupted_simulation(session: Session, saving: SimulationSave | None) -> int:
    """Ctrl-C: the finished deals are kept (saved, when asked to), the one in play dropped,
    and so is a last deal whose final action Ctrl-C cut short (finished, but its state not
    what its log gives: e.g. interrupted while it was being settled)."""
    if session.games and not whole(session.games[-1]):
        session.games.pop()
    finished = len(session.games)
    if saving is None:
        print(f"tarokdesk: interrupted after {finished} deals", file=sys.stderr)
        return INTERRUPTED
    saved = saving.finish()
    print(f"tarokdesk: interrupted after {finished} deals; saved them as session {saved}",
          file=sys.stderr)
    return INTERRUPTED


def persons_named(players: str | None) -> tuple[list[str] | None, list[str]]:
    """`--players`: bare kinds, one per seat (names None), or NAME=KIND per person, in the
    order the persons are entered (they draw for seats where the game draws)."""
    entries = [entry.strip() for entry in players.split(",")] if players else []
    named = [entry.partition("=") for entry in entries]
    if not any(sep for _, sep, _ in named):
        return None, entries
    if not all(sep and name.strip() for name, sep, _ in named):
        raise UsageError("--players: name every person as NAME=KIND, or none")
    names = [name.strip() for name, _, _ in named]
    problems = [name_problem(name) for name in names if name_problem(name)]
    if problems or len(set(names)) != len(names):
        raise UsageError(f"--players: {problems[0] if problems else 'each name once'}")
    return names, [kind.strip() for _, _, kind in named]


def whole(game: Game) -> bool:
    """The game is finished and its state is exactly what replaying its log produces."""
    if not game.is_terminal:
        return False
    try:
        game_from_dict(game_to_dict(game))
    except ReplayError:
        return False
    return True


class SimulationSave:
    """`sim --save`: the session is stored when its first deal ends and every later deal
    is made durable as it ends, as the table does, so a kill loses at most the deal in play.
    A deal's actions go to the journal; the snapshot is rewritten once the journal holds as
    many deals as it, so a long run writes each deal a bounded number of times."""

    def __init__(self, session: Session, kinds: list[str], name: str, temperament: str):
        from tarokdesk.store import SessionStore

        self.session, self.name, self.temperament = session, name, temperament
        self.seats = [{"name": session.names[i], "kind": kind} for i, kind in enumerate(kinds)]
        self.store = SessionStore()
        self.stored: StoredSession | None = None
        self.folded = 0
        """Deals in the snapshot."""

    def deal_ended(self, session: Session) -> None:
        with ctrl_c_waits(), self._refusals():
            deals = len(session.games)
            if self.stored is None:
                self.stored = self.store.create(session, self.seats, self.name,
                                                temperament=self.temperament)
            elif deals - self.folded >= self.folded:
                self.store.snapshot(self.stored)
            else:
                self.store.sync(self.stored, fold_ended_deal=False)
                return
            self.folded = deals

    def finish(self) -> str:
        """Everything folded into the snapshot (the deal in play, if any, dropped by the
        caller first); the session's id."""
        with ctrl_c_waits(then_stop=False), self._refusals():
            if self.stored is None:
                self.stored = self.store.create(self.session, self.seats, self.name,
                                                temperament=self.temperament)
            elif self.folded != len(self.session.games):
                self.store.snapshot(self.stored)
            self.store.close(self.stored)
        return self.stored.id

    @contextmanager
    def _refusals(self):
        from tarokdesk.store import SaveError

        try:
            yield
        except SaveError as error:
            raise UsageError(str(error)) from None


def list_sessions(as_json: bool) -> int:
    """Every saved session, and every file that cannot be read with the reason; exit code 2
    when any is unreadable, or the folder itself (never reported as "no sessions")."""
    from tarokdesk.store import SessionStore, StoreError

    store = SessionStore()
    try:
        readable, unreadable = store.scan()
    except StoreError as error:
        raise UsageError(f"cannot read the sessions in {store.root}: {error.problem}") from None
    if as_json:
        print_json({"folder": str(store.root),
                    "sessions": [s.summary() for s in readable],
                    "unreadable": [{"file": str(e.path), "problem": e.problem}
                                   for e in unreadable]})
    else:
        for stored in readable:
            info = stored.summary()
            totals = " ".join(f"{v:+d}" for v in info["totals"].values())
            state = "in progress" if info["in_progress"] else "finished"
            print(f"{info['id']}  {shown(info['name'])}  {info['variant']}  "
                  f"{shown(', '.join(info['players']))}  {shown(info['updated'])}  "
                  f"{info['deals']} deals  [{totals}]  {state}")
        for failure in unreadable:
            print(f"unreadable: {shown(str(failure.path))}: {shown(failure.problem)}")
        if not readable and not unreadable:
            print(f"no sessions in {shown(str(store.root))}")
    return 2 if unreadable else 0


def print_statistics(as_json: bool) -> int:
    """Per person, game and contract, from the readable sessions; exit code 2 when a file
    or the folder cannot be read (as `sessions`: an unreadable file is named on stderr and
    left out)."""
    from tarokdesk.practice.statistics import statistics
    from tarokdesk.store import SessionStore, StoreError

    store = SessionStore()
    try:
        readable, unreadable = store.scan()
    except StoreError as error:
        raise UsageError(f"cannot read the sessions in {store.root}: {error.problem}") from None
    found = statistics(readable)
    problems = [(e.path, e.problem) for e in unreadable] + \
        [(store.file_of(session_id), problem) for session_id, problem in found.left_out]
    for path, problem in problems:
        print(f"unreadable: {shown(str(path))}: {shown(problem)}", file=sys.stderr)
    if as_json:
        print_json({"folder": str(store.root), **found.to_json()})
        return 2 if problems else 0
    print("person\tgame\tcontract\tdeals\tdeclarer won\tunits/deal\tbid\tcontra won")
    for line in found.lines:
        won = "-" if line.declared == 0 else \
            f"{line.declarer_won}/{line.declared} ({line.declarer_win_percent:.0f} %)"
        per_deal = "-" if line.deals == 0 else f"{line.units_per_deal:+.2f}"
        print(f"{shown(line.person)}\t{line.game}\t{line.contract or 'thrown in'}\t"
              f"{line.deals}\t{won}\t{per_deal}\t{line.bid}\t"
              f"{line.contra_won}/{line.contra_given}")
    return 2 if problems else 0


def replay(name: str) -> int:
    """Replay and verify a saved game, a core session, or a session of the table (its file
    or an export); a table's session file is read with its journal, as the table reads it."""
    from tarokdesk.store.format import SAVE_FORMAT, SESSION_FORMAT

    path = Path(name)
    data = load_json(path)
    kind = data.get("format") if isinstance(data, dict) else None
    with the_file(name):
        if kind in (SAVE_FORMAT, SESSION_FORMAT):
            title, session = load_session(path, data)
            totals = session.totals()
        else:
            game = game_from_dict(data)
    if kind in (SAVE_FORMAT, SESSION_FORMAT):
        print(f"{shown(name)}: {session.variant_id} {title}, {len(session.games)} deals "
              f"replayed and verified; totals {units_words(totals)}")
        return 0
    result = game.result
    if result is None:
        print(f"{shown(name)}: {game.state.variant_id} replayed and verified; unfinished, "
              f"phase {game.phase}, seat {game.to_move} to move")
    else:
        declarer = result.get("declarer")
        points = result.get("points")
        points = points if isinstance(points, dict) else {}
        print(f"{shown(name)}: {game.state.variant_id} replayed and verified; contract "
              f"{result.get('contract') or 'none'}"
              + (f", declarer seat {declarer}" if declarer is not None else "")
              + "".join(f", {side} {value}" for side, value in points.items())
              + f"; totals {units_words(result['totals'])}")
    return 0


def show_position(name: str, seed: str, as_json: bool) -> int:
    """Load a position through legal actions and print it; a broken file is one line with
    its reason code in brackets (exit code 2)."""
    from tarokdesk.practice.position.describe import describe
    from tarokdesk.practice.position.export import export_position
    from tarokdesk.practice.position.format import PositionError
    from tarokdesk.practice.position.load import load_position

    data = load_json(Path(name))
    with the_file(name):
        try:
            game, report = load_position(data, seed)
        except PositionError as error:
            raise UsageError(f"{name}: {error} [{error.reason}]") from None
    if as_json:
        print_json({"position": export_position(game), "fill": report.to_json()})
        return 0
    print(f"{shown(name)}: position reached through legal actions")
    for line in describe(game) + report.lines():
        print(f"  {line}")
    return 0


@contextmanager
def the_file(name: str):
    """Whatever fails while a file is loaded and checked is that file's problem, said in one
    line naming it (a file can be damaged in more ways than the checks foresee)."""
    try:
        yield
    except UsageError:
        raise
    except Exception as error:
        raise UsageError(f"{name}: {one_line(error)}") from None


def load_session(path: Path, data: dict) -> tuple[str, Session]:
    """A session in any format `tarokdesk` writes, and how to call it ("session “name”")."""
    from tarokdesk.store import SessionStore
    from tarokdesk.store.format import SESSION_FORMAT, check_envelope, migrate

    if data["format"] == SESSION_FORMAT:
        return "session", Session.from_dict(data)
    if path.parent.name == "sessions" and path.with_suffix(".journal").is_file():
        stored = SessionStore(path.parent.parent).load(path.stem)
        return f"session “{shown(stored.name)}” (with its journal)", stored.session
    envelope = migrate(data)
    check_envelope(envelope)
    return f"session “{shown(envelope['name'])}”", Session.from_dict(envelope["session"])


def units_words(totals: dict) -> str:
    return " ".join(f"{units:+d}" for units in totals.values())


def load_json(path: Path):
    """The JSON of a regular file no larger than a session file may be (the store's
    MAX_FILE_BYTES); a FIFO or a device such as /dev/zero is refused, never read."""
    from tarokdesk.store import StoreError
    from tarokdesk.store.files import parse_json, read_bytes

    try:
        return parse_json(path, read_bytes(path))
    except StoreError as error:
        raise UsageError(f"{path}: {error.problem}") from None
