"""The host: one process serving its tables over WebSockets (the `websockets` library on
asyncio), the one authority on every game it hosts.

Each connection first joins a table by its room code; from then on its messages go to that
table, read strictly by `protocol.parse`, and what the table has to say goes out through a
queue per connection, in order, so a slow reader never holds up the others. Computer players
think on worker threads; the table takes their move only if it still waits for it. Nothing a
client sends can raise out of here: a message that is not understood is refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from tarokdesk.core import Refusal
from tarokdesk.core.reading import one_line
from tarokdesk.net import protocol as P
from tarokdesk.net.table import ComputerTurn, Connection, HostedTable, play_computer

CLOSED = "closed"


class Host:
    def __init__(self, host: str = "127.0.0.1", port: int = 0,
                 threads: int = 2):
        self.host, self.port = host, port
        self.tables: dict[str, HostedTable] = {}
        self.problems: list[str] = []
        """What went wrong inside the host (a computer player's failure, a fault of ours):
        said in one line each, the table going on."""
        self._pool = ThreadPoolExecutor(threads, thread_name_prefix="computer")
        self._saver = ThreadPoolExecutor(8, thread_name_prefix="save")
        self._locks: dict[str, asyncio.Lock] = {}
        self._thinking: set[tuple[str, ComputerTurn]] = set()
        self._queues: dict[ServerConnection, asyncio.Queue] = {}
        self._server: Server | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    @property
    def address(self) -> str:
        return f"ws://{self.host}:{self.port}"

    def add(self, table: HostedTable) -> HostedTable:
        self.tables[table.room] = table
        self._locks[table.room] = asyncio.Lock()
        return table

    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        server = await serve(self._connection, self.host, self.port,
                             max_size=P.MAX_FRAME_BYTES, compression=None,
                             ping_interval=10, ping_timeout=20)
        self._server = server
        self.port = server.sockets[0].getsockname()[1]
        for room in self.tables:
            await self.settle(room)

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._saver.shutdown(wait=True)

    async def closed(self) -> None:
        """Wait until every table has closed (played its deals)."""
        while any(not t.closed for t in self.tables.values()):
            await asyncio.sleep(0.05)

    # --- connections ---------------------------------------------------------------------------
    async def _connection(self, websocket: ServerConnection) -> None:
        queue: asyncio.Queue = asyncio.Queue()
        self._queues[websocket] = queue
        writer = asyncio.create_task(self._write(websocket, queue))
        connection, room = Connection(), None
        try:
            async for text in websocket:
                room = await self._receive(websocket, connection, room, text)
        except ConnectionClosed:
            pass
        finally:
            self._queues.pop(websocket, None)
            queue.put_nowait(None)
            if room is not None:
                async with self._locks[room]:
                    self.tables[room].disconnect(websocket)
                    await self.settle(room)
            await writer

    async def _receive(self, websocket, connection: Connection, room: str | None,
                       text: str | bytes) -> str | None:
        """One message; returns the room the connection is in from then on."""
        message = P.parse(text)
        joining = (message.room if room is None and isinstance(message, P.Join)
                   and message.room in self.tables else room)
        lock = self._locks[joining] if joining is not None else contextlib.nullcontext()
        async with lock:
            try:
                if room is None:
                    room = self._join(websocket, connection, message)
                else:
                    self.tables[room].receive(websocket, message)
            except Exception as error:  # noqa: BLE001 - a fault of ours must not end the host
                self.problems.append(one_line(error))
                self._direct(websocket, connection, P.refusal(P.BAD_MESSAGE,
                                                             problem="not understood"))
            if joining is not None:
                await self.settle(joining)
        return room

    def _join(self, websocket, connection: Connection, message) -> str | None:
        """Before joining only a join is heard, and only for a table that exists."""
        if isinstance(message, Refusal):
            self._direct(websocket, connection, message)
            return None
        if not isinstance(message, P.Join):
            self._direct(websocket, connection, P.refusal(P.NOT_JOINED), message.seq)
            return None
        table = self.tables.get(message.room)
        if table is None or table.closed:
            self._direct(websocket, connection, P.refusal(P.BAD_ROOM), message.seq)
            return None
        table.connect(websocket, connection)
        if table.receive(websocket, message) is not None:
            self._send_out(table)
            table.connections.pop(websocket, None)
            return None
        return message.room

    def _direct(self, websocket, connection: Connection, refusal: Refusal,
                seq: int | None = None) -> None:
        connection.sent += 1
        self._put(websocket, {"type": "refused", "to": seq, **refusal.to_json(),
                              "seq": connection.sent})

    def _put(self, websocket, message: dict) -> None:
        queue = self._queues.get(websocket)
        if queue is not None:
            queue.put_nowait(message)

    @staticmethod
    async def _write(websocket: ServerConnection, queue: asyncio.Queue) -> None:
        while True:
            message = await queue.get()
            if message is None:
                return
            try:
                await websocket.send(json.dumps(message, separators=(",", ":")))
                if message["type"] == CLOSED:
                    await websocket.close()
                    return
            except ConnectionClosed:
                return

    # --- the tables ------------------------------------------------------------------------------
    async def settle(self, room: str) -> None:
        """Save what the table has done (on a worker thread, other tables playing on
        meanwhile; the caller holds the table's lock), then send what it has to say and set
        its computer players thinking."""
        table = self.tables[room]
        if table.unsaved:
            await asyncio.get_running_loop().run_in_executor(self._saver, table.save)
        self._send_out(table)
        self.problems.extend(table.problems)
        table.problems.clear()
        turn = table.computer_turn()
        if turn is not None and (room, turn) not in self._thinking:
            self._thinking.add((room, turn))
            asyncio.get_running_loop().create_task(self._think(room, turn))

    async def _think(self, room: str, turn: ComputerTurn) -> None:
        try:
            action = await asyncio.get_running_loop().run_in_executor(
                self._pool, play_computer, turn)
        except Exception as error:  # noqa: BLE001 - the player's fault; the table waits
            self.problems.append(f"computer player {turn.kind}: {one_line(error)}")
            return
        finally:
            self._thinking.discard((room, turn))
        async with self._locks[room]:
            self.tables[room].computer_acts(turn, action)
            await self.settle(room)

    def _send_out(self, table: HostedTable) -> None:
        for key, message in table.drain():
            self._put(key, message)

    # --- the host's decisions, from another thread (the table's window) ------------------------
    async def decide(self, room: str, decision: Callable[[], Any]) -> Any:
        """Run the host's `decision` (e.g. `table.start`) on the table and send what follows
        from it; returns its value or raises its error."""
        async with self._locks[room]:
            value = decision()
            await self.settle(room)
        return value

    def call(self, decision: Callable[[], Any], room: str) -> Any:
        """`decide` from another thread (the table's window)."""
        if self._loop is None:
            raise RuntimeError("the host has not started")
        return asyncio.run_coroutine_threadsafe(self.decide(room, decision),
                                                self._loop).result(10)


class HostThread:
    """A host on its own thread and event loop, for a window that hosts a table."""

    def __init__(self, host: Host):
        self.host = host
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=asyncio.run, args=(self._main(),), daemon=True)
        self.error: BaseException | None = None

    def start(self) -> None:
        self._thread.start()
        self._ready.wait(10)
        if self.error is not None:
            raise self.error

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        try:
            await self.host.start()
        except BaseException as error:  # noqa: BLE001 - reported to the starting thread
            self.error = error
            self._ready.set()
            return
        self._ready.set()
        await self._stop.wait()
        await self.host.stop()

    def stop(self) -> None:
        if self._stop is not None and self.host._loop is not None and self._thread.is_alive():
            self.host._loop.call_soon_threadsafe(self._stop.set)
            self._thread.join(5)
