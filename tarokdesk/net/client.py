"""A client of a hosted table: it joins with the room code (or its seat token, to rejoin),
keeps the last state the host sent and numbers what it sends. It never applies a move
itself: what it shows is only ever the host's acknowledged state.

`play_as_computer` is a computer player at a remote table: the same protocol a person's
table speaks, so bot matches across machines use it too.
"""

from __future__ import annotations

import asyncio
import json
import time
from functools import cached_property

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from tarokdesk.core import Action, Refusal, SeatView
from tarokdesk.net import protocol as P
from tarokdesk.net.codec import decode, view_from_json
from tarokdesk.players import PLAYER_KINDS

SERVER_MESSAGE_BYTES = 4 * 1024 * 1024
"""The largest message a client takes from a host (a long session's sheet included)."""


class Refused(Exception):
    """The host refused what the client asked (joining, most often)."""

    def __init__(self, refusal: Refusal):
        super().__init__(refusal.message())
        self.refusal = refusal


class HostClosed(Exception):
    """The host closed the table (its deals played, or this connection replaced)."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class TableState:
    """One `state` message, read: the deal on the table as this client may see it (the log
    read only when asked for)."""

    def __init__(self, message: dict):
        self.deal: int = message["deal"]
        self.at: int = message["at"]
        self.seat: int = message["seat"]
        self.history: list[Action] = decode(message["history"])
        self.view: SeatView = view_from_json(message["view"], self.history)
        self.names: list[str | None] = message["names"]
        self.persons: list[int | None] = message["persons"]
        self.over: bool = message["over"]
        self._sheet, self._carry = message["sheet"], message["carry"]

    @cached_property
    def sheet(self) -> list[dict]:
        return decode(self._sheet)

    @cached_property
    def carry(self) -> dict:
        return decode(self._carry)


class TableClient:
    def __init__(self, address: str, room: str, name: str, token: str | None = None,
                 watch: bool = False):
        self.address, self.room, self.name = address, room, name
        self.token, self.watch = token, watch
        self.place: int | None = None
        self.state: TableState | None = None
        self.lobby: dict | None = None
        self.received: list[str] = []
        """Every message the host sent, as it came (a test reads what a client learnt)."""
        self.refusals: list[Refusal] = []
        self.latencies: list[float] = []
        """Seconds from sending each action to its acknowledgement."""
        self._socket: ClientConnection | None = None
        self._seq = 0
        self._sent_at: dict[int, float] = {}

    async def open(self) -> "TableClient":
        """Connect and join (with the token: the place it held); Refused if the host
        will not have it."""
        self._socket = await connect(self.address, max_size=SERVER_MESSAGE_BYTES,
                                     compression=None, open_timeout=10)
        self._seq = 0
        await self.send({"type": P.JOIN, "protocol": P.VERSION, "room": self.room,
                         "name": self.name, "token": self.token, "watch": self.watch})
        while True:
            message = await self.receive()
            if message["type"] == "welcome":
                self.place, self.token = message["place"], message["token"]
                return self
            if message["type"] == "refused":
                await self.close()
                raise Refused(self.refusals[-1])

    async def send(self, message: dict) -> int:
        self._seq += 1
        await self._connection.send(json.dumps({**message, "seq": self._seq}))
        return self._seq

    async def send_raw(self, text: str | bytes) -> None:
        """Any text or bytes as they are, numbered or not (what a hostile client sends)."""
        await self._connection.send(text)

    async def act(self, action: Action) -> int:
        """Ask for `action` at the position last seen; the host's state will show it."""
        state = self._state
        seq = await self.send({"type": P.ACT, "deal": state.deal, "at": state.at,
                               "action": action.to_json()})
        self._sent_at[seq] = time.perf_counter()
        return seq

    async def next_deal(self) -> int:
        return await self.send({"type": P.NEXT, "deal": self._state.deal})

    async def receive(self) -> dict:
        """The host's next message, taken in (HostClosed when the table closes; the socket's
        ConnectionClosed when the connection drops)."""
        text = await self._connection.recv(decode=True)
        self.received.append(text)
        message = json.loads(text)
        kind = message.get("type")
        if kind == "state":
            self.state = TableState(message)
        elif kind == "lobby":
            self.lobby = message
        elif kind == "ack":
            sent = self._sent_at.pop(message["to"], None)
            if sent is not None:
                self.latencies.append(time.perf_counter() - sent)
        elif kind == "refused":
            self.refusals.append(Refusal(message["code"], message["rule"], message["params"]))
        elif kind == "closed":
            await self.close()
            raise HostClosed(message["reason"])
        return message

    @property
    def _connection(self) -> ClientConnection:
        if self._socket is None:
            raise RuntimeError("the client has not connected (`open`)")
        return self._socket

    @property
    def _state(self) -> TableState:
        """The last state the host sent: a client acts only on what it was shown."""
        if self.state is None:
            raise RuntimeError("the host has sent no state yet")
        return self.state

    async def close(self) -> None:
        if self._socket is not None:
            await self._socket.close()


async def play_as_computer(client: TableClient, kind: str, seed: str = "") -> None:
    """Play `client`'s place with a computer player of `kind` until the table closes: act
    when its view offers a choice, ask for the next deal when one ends (the state already
    there first, then each one the host sends)."""
    loop = asyncio.get_running_loop()
    done: set[tuple[int, int]] = set()
    while True:
        state = client.state
        if state is not None and (state.deal, state.at) not in done:
            if state.view.legal:
                done.add((state.deal, state.at))
                player = PLAYER_KINDS[kind](f"{seed}:{client.name}:{state.deal}:{state.at}")
                action = await loop.run_in_executor(None, player.choose, state.view)
                await client.act(action)
            elif state.view.result is not None:
                done.add((state.deal, state.at))
                await client.next_deal()
        try:
            await client.receive()
        except HostClosed:
            return


async def computer_at_table(address: str, room: str, name: str, kind: str,
                            token: str | None = None, patience: float = 30.0,
                            joined=None) -> TableClient:
    """A computer player at a remote table that rejoins with its token whenever the
    connection drops (the host restarted, the network failed), for up to `patience` seconds
    at a time; returns once the table has closed. `joined(client)` is told each join."""
    client = TableClient(address, room, name, token)
    while True:
        deadline = time.monotonic() + patience
        while True:
            try:
                await client.open()
                break
            except (OSError, ConnectionClosed, asyncio.TimeoutError):
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.2)
        if joined is not None:
            joined(client)
        try:
            await play_as_computer(client, kind)
            return client
        except ConnectionClosed:
            client.state = None  # the new connection is told the table afresh
