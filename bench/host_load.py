"""One host process serving many tables to computer players joining over the protocol on the
loopback interface (run by hand).

The host (a child process: `--serve`) hosts `--tables` tables of four places for persons,
each closing after `--deals` deals, every action saved to its session store as at any
hosted table. This process joins four computer clients to each (`tarokdesk join`'s player,
`--kind`), all on one event loop, and measures the actions per second the host applied and
the latency of a move: from a client's `act` to its `ack`. At the end each table's session
is checked as `tarokdesk replay` checks it.
Usage: python bench/host_load.py [--tables 50] [--deals 2] [--variant koenigrufen]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tarokdesk.net.client import computer_at_table


def serve(port: int, tables: int, deals: int, variant_id: str) -> None:
    """The host's side: print the room codes, serve until every table has closed."""
    from tarokdesk.net import protocol as P
    from tarokdesk.net.server import Host
    from tarokdesk.net.table import HostedTable, Place
    from tarokdesk.store import SessionStore

    async def run():
        host, store = Host("127.0.0.1", port), SessionStore()
        for number in range(tables):
            table = HostedTable(variant_id, None, None, [Place("") for _ in range(4)],
                                f"load:{number}", P.new_room_code(), store, deals=deals)
            table.autostart = True
            host.add(table)
        await host.start()
        print(json.dumps({"port": host.port, "rooms": list(host.tables)}), flush=True)
        await host.closed()
        await asyncio.sleep(0.5)
        print(json.dumps({"problems": host.problems,
                          "sessions": [t.stored.id for t in host.tables.values()]}), flush=True)
        await host.stop()
    asyncio.run(run())


async def join_all(port: int, rooms: list[str], kind: str) -> list:
    address = f"ws://127.0.0.1:{port}"
    return await asyncio.gather(*(computer_at_table(address, room, f"P{seat}", kind)
                                  for room in rooms for seat in range(4)))


def replayed(session_ids: list[str], data: Path) -> int:
    """How many sessions `tarokdesk replay` verifies (run in this process, its output kept)."""
    from tarokdesk.cli.main import main as cli

    verified = 0
    for session_id in session_ids:
        with contextlib.redirect_stdout(io.StringIO()) as said:
            code = cli(["replay", str(data / "sessions" / f"{session_id}.json")])
        verified += code == 0 and "replayed and verified" in said.getvalue()
    return verified


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--variant", default="koenigrufen")
    parser.add_argument("--kind", default="random", help="the clients' computer player kind")
    parser.add_argument("--serve", type=int, metavar="PORT", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve is not None:
        serve(args.serve, args.tables, args.deals, args.variant)
        return
    data = Path(tempfile.mkdtemp(prefix="host-load-"))
    os.environ["TAROKDESK_DATA_DIR"] = str(data)
    host = subprocess.Popen([sys.executable, __file__, "--serve", "0", "--tables",
                             str(args.tables), "--deals", str(args.deals), "--variant",
                             args.variant], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(Path(__file__).parent.parent)})
    opened = json.loads(host.stdout.readline())
    started = time.perf_counter()
    clients = asyncio.run(join_all(opened["port"], opened["rooms"], args.kind))
    seconds = time.perf_counter() - started
    ended = json.loads(host.stdout.readline())
    host.wait(30)
    from tarokdesk.store import SessionStore

    store = SessionStore(data)
    actions = sum(len(game.log) for session_id in ended["sessions"]
                  for game in store.load(session_id).session.games)
    latencies = sorted(t for client in clients for t in client.latencies)
    p99 = latencies[int(0.99 * (len(latencies) - 1))]
    print(f"{args.tables} tables x {args.deals} deals of {args.variant}, {len(clients)} "
          f"{args.kind} clients: {actions} actions in {seconds:.1f} s = "
          f"{actions / seconds:.0f} actions/s")
    print(f"move latency (act to ack, {len(latencies)} moves): median "
          f"{1000 * latencies[len(latencies) // 2]:.1f} ms, p99 {1000 * p99:.1f} ms, "
          f"max {1000 * latencies[-1]:.1f} ms")
    verified = replayed(ended["sessions"], data)
    print(f"sessions verified by tarokdesk replay: {verified}/{len(ended['sessions'])}; "
          f"host problems: {len(ended['problems'])}")


if __name__ == "__main__":
    main()
