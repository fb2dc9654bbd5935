"""`tarokdesk host` and `tarokdesk join`: a table served without a window, and a computer
player joining a table from anywhere, over the protocol of docs/protocol.md."""

from __future__ import annotations

import asyncio
import secrets

from tarokdesk.names import name_problem, shown
from tarokdesk.net import protocol as P
from tarokdesk.net.addresses import reachable_address, table_address
from tarokdesk.net.client import Refused, computer_at_table
from tarokdesk.net.server import Host
from tarokdesk.net.table import HostedTable, Place
from tarokdesk.players import PLAYER_KINDS
from tarokdesk.store.format import HUMAN


class NetUsageError(ValueError):
    """A host or join the user can put right; said in one line."""


def places_of(entries: str) -> list[Place]:
    """`--seats`: per place `human` (a person who joins), a computer kind, or NAME=KIND."""
    places = []
    for entry in (e.strip() for e in entries.split(",")):
        name, sep, kind = entry.rpartition("=")
        kind = kind.strip()
        if kind != HUMAN and kind not in PLAYER_KINDS:
            raise NetUsageError(f"--seats: {kind!r} is not human or one of "
                                f"{', '.join(PLAYER_KINDS)}")
        name = name.strip() if sep else ("" if kind == HUMAN else kind)
        if sep and name_problem(name):
            raise NetUsageError(f"--seats: {name_problem(name)}")
        places.append(Place(name, kind))
    return places


def host_table(args, options: dict) -> int:
    from tarokdesk.store import SaveError, SessionStore, StoreError

    store = SessionStore()
    try:
        if args.resume:
            stored = store.open(args.resume)
            table = HostedTable.resume(stored, store, args.deals)
        else:
            if not args.variant or not args.seats:
                raise NetUsageError("--variant and --seats are needed (or --resume)")
            table = HostedTable(args.variant, options, args.table_size, places_of(args.seats),
                                args.seed or secrets.token_hex(8), P.new_room_code(), store,
                                args.name, args.deals, args.temperament)
    except (SaveError, StoreError) as error:
        raise NetUsageError(str(error)) from None
    except ValueError as error:
        raise NetUsageError(str(error)) from None
    table.autostart, table.away_kind = True, args.stand_in
    return asyncio.run(_serve(table, args.address, args.port))


async def _serve(table: HostedTable, address: str, port: int) -> int:
    host = Host(address, port)
    host.add(table)
    if table.can_start():
        table.start()
    try:
        await host.start()
    except OSError as error:
        raise NetUsageError(f"cannot listen on {address}:{port}: {error.strerror}") from None
    reachable = f"ws://{reachable_address(address)}:{host.port}"
    print(f"address {reachable}", flush=True)
    print(f"room {table.room}", flush=True)
    print(f"join with: tarokdesk join {reachable}/{table.room} --as NAME", flush=True)
    told = None
    while not table.closed:
        if table.stored is not None and told is None:
            told = table.stored.id
            print(f"session {told}", flush=True)
        while host.problems:
            print(f"problem: {shown(host.problems.pop(0))}", flush=True)
        await asyncio.sleep(0.1)
    await asyncio.sleep(0.2)  # the last messages out
    await host.stop()
    totals = " ".join(f"{units:+d}" for units in table.session.totals().values())
    print(f"closed after {len(table.session.games)} deals; totals {totals}", flush=True)
    return 0


def join_table(args) -> int:
    if args.kind not in PLAYER_KINDS:
        raise NetUsageError(f"--kind must be one of {', '.join(PLAYER_KINDS)}")
    if name_problem(args.name):
        raise NetUsageError(f"--as: {name_problem(args.name)}")

    def joined(client) -> None:
        print(f"joined place {client.place} token {client.token}", flush=True)

    try:
        address, room = table_address(args.address, args.room)
    except ValueError as error:
        raise NetUsageError(str(error)) from None
    try:
        client = asyncio.run(computer_at_table(address, room, args.name, args.kind,
                                               args.token, args.patience, joined))
    except Refused as error:
        raise NetUsageError(f"the host refused: {error}") from None
    except (OSError, asyncio.TimeoutError) as error:
        raise NetUsageError(f"cannot reach {args.address}: {error}") from None
    sheet = client.state.sheet if client.state else []
    print(f"table closed after {len(sheet)} deals", flush=True)
    return 0
