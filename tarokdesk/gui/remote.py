"""A table played at a host's (docs/protocol.md): the window follows the host's messages.

`ClientLink` runs the protocol's client on a thread of its own and hands each message to the
GUI thread; it rejoins with its seat token when the connection drops. `RemoteController`
stands where a `TableController` stands for the window, but holds no game: what it shows is
the last state the host sent, and an action the human chooses is only sent; it appears once
the host has taken it (a client never shows a move the host has not acknowledged).
"""

from __future__ import annotations

import asyncio
import threading
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from websockets.exceptions import ConnectionClosed

from tarokdesk.core import Action, Refusal, SeatView
from tarokdesk.core.refusals import NOT_YOUR_TURN
from tarokdesk.core.session import sheet_totals
from tarokdesk.core.variant import variant_for
from tarokdesk.gui.controller import SeatSetup, TableSetup
from tarokdesk.gui.person_names import shown_names
from tarokdesk.net import protocol as P
from tarokdesk.net.client import HostClosed, Refused, TableClient, TableState
from tarokdesk.net.codec import decode
from tarokdesk.rules.talon import DISCARD
from tarokdesk.store.format import HUMAN

if TYPE_CHECKING:
    from tarokdesk.players.advice import Advice

PATIENCE = 30.0
"""Seconds a dropped connection keeps trying to rejoin."""


class ClientLink(QObject):
    received = Signal(object)  # a host's message (dict), with the state it carried read
    failed = Signal(object)  # a Refusal (joining refused) or a str (connection lost)
    closed = Signal(str)  # the host closed the table: its reason

    def __init__(self, address: str, room: str, name: str, parent=None):
        super().__init__(parent)
        self.client = TableClient(address, room, name)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task | None = None
        self._thread = threading.Thread(target=asyncio.run, args=(self._main(),), daemon=True)

    def start(self) -> None:
        self._thread.start()

    async def _main(self) -> None:
        self._loop, self._task = asyncio.get_running_loop(), asyncio.current_task()
        try:
            await self._follow()
        except asyncio.CancelledError:
            pass  # stopped: nothing more is told to the window, which may be gone
        finally:
            await self.client.close()

    async def _follow(self) -> None:
        while True:
            try:
                await self._open()
            except Refused as error:
                self.failed.emit(error.refusal)
                return
            except (OSError, ConnectionClosed, asyncio.TimeoutError) as error:
                self.failed.emit(str(error) or type(error).__name__)
                return
            try:
                while True:
                    message = await self.client.receive()
                    self.received.emit(message)
            except HostClosed as closed:
                self.closed.emit(closed.reason)
                return
            except ConnectionClosed:
                continue  # rejoin with the token

    async def _open(self) -> None:
        deadline = time.monotonic() + PATIENCE
        while True:
            try:
                await self.client.open()
                return
            except (OSError, ConnectionClosed, asyncio.TimeoutError):
                if time.monotonic() > deadline or self.client.token is None:
                    raise
                await asyncio.sleep(0.5)

    def send(self, message: dict) -> None:
        if self._loop is not None:
            asyncio.run_coroutine_threadsafe(self.client.send(message), self._loop)

    def stop(self) -> None:
        """End the connection; its thread is gone when this returns."""
        if self._loop is not None and self._task is not None and self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._task.cancel)
            self._thread.join(5)


class RemoteGame:
    """What the window asks of the deal on the table, answered from the host's last state."""

    def __init__(self, state: TableState):
        self.state = state

    @property
    def log(self) -> list[Action]:
        return self.state.history

    @property
    def is_terminal(self) -> bool:
        return self.state.view.result is not None

    @property
    def person_to_act(self) -> int | None:
        view = self.state.view
        return view.played_by.get(view.to_move, view.to_move)

    @property
    def carry_after(self) -> dict[str, Any]:
        return self.state.carry


class RemoteSession:
    """The session's sheet and persons as the host told them."""

    def __init__(self, controller: "RemoteController"):
        self.controller = controller
        setup = controller.setup
        self.variant = variant_for(setup.variant_id, setup.options, setup.n_seats)
        self.by_rubber = self.variant.seating.person_count is not None

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.controller.setup.seats]

    @property
    def games(self) -> list[None]:
        state = self.controller.state
        return [] if state is None else [None] * (state.deal + 1)

    def sheet(self) -> list[dict[str, Any]]:
        return self.controller.state.sheet

    def totals(self) -> dict[int, int]:
        return sheet_totals(self.sheet(), len(self.names))

    def playing_persons(self) -> list[int]:
        dummies = () if self.by_rubber else self.variant.seating.dummy_seats()
        return [person for person in range(len(self.names)) if person not in dummies]

    def draw_before(self, deal_number: int) -> None:
        """The draw for seats is the host's to tell; a remote table does not list it."""
        return None


class RemoteController(QObject):
    changed = Signal()
    dealt = Signal()
    refused = Signal(object)
    handover = Signal(int)
    deal_over = Signal()
    save_failed = Signal(str)
    bot_failed = Signal(int, str)

    read_only = False

    def __init__(self, link: ClientLink, lobby: dict, state: TableState, parent=None,
                 hosting=None):
        """`hosting`: the host thread this window runs, stopped with the table."""
        super().__init__(parent)
        self.link, self.hosting = link, hosting
        self.setup = TableSetup(lobby["variant"], [SeatSetup(p["name"], p["kind"])
                                                   for p in lobby["places"]],
                                options=decode(lobby["options"]), n_seats=lobby["n_seats"])
        self.state = state
        self.session = RemoteSession(self)
        self.sent: tuple[int, int] | None = None
        """The position an action was sent at: nothing more is sent until the host answers."""
        self.queued: list[Action] = []
        """Further discards chosen together, sent one by one as the host takes each."""
        link.received.connect(self._received)
        link.closed.connect(lambda reason: self.save_failed.emit(
            self.tr("The host has closed the table.")))
        link.failed.connect(lambda problem: self.save_failed.emit(
            self.tr("The connection to the host is lost.")))

    # --- what the window shows ----------------------------------------------------------------
    @property
    def game(self) -> RemoteGame:
        return RemoteGame(self.state)

    @property
    def has_game(self) -> bool:
        """A remote table is opened on the host's first state: it always shows a deal."""
        return True

    @property
    def names(self) -> list[str]:
        names = shown_names([name or "" for name in self.state.names])
        return [name if known is not None else self.tr("Dummy")
                for name, known in zip(names, self.state.names)]

    @property
    def persons(self) -> list[int | None]:
        return self.state.persons

    def view(self) -> SeatView:
        return self.state.view

    def history(self) -> list[Action]:
        return self.state.history

    def shown_seat(self) -> int:
        return self.state.seat

    def is_human(self, seat: int | None) -> bool:
        persons = self.state.persons
        person = persons[seat] if seat is not None and 0 <= seat < len(persons) else None
        return person is not None and self.setup.seats[person].kind == HUMAN

    def human_to_act(self) -> bool:
        return bool(self.state.view.legal) and self.sent is None

    def stepping(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def hint(self) -> tuple[Action, Advice] | None:
        if not self.human_to_act():
            return None
        from tarokdesk.players.heuristic import HeuristicPlayer  # imported when first asked
        return HeuristicPlayer(f"hint:{self.state.deal}:{self.state.at}").decide(self.view())

    # --- what the human does ------------------------------------------------------------------
    def start(self) -> None:
        self.dealt.emit()
        self.changed.emit()
        if self.game.is_terminal:
            self.deal_over.emit()

    def act(self, action: Action) -> bool:
        """Send the action; it shows once the host has taken it."""
        if self.sent is not None and action.kind == DISCARD:
            self.queued.append(action)
            return True
        if not self.human_to_act():
            self.refused.emit(Refusal(NOT_YOUR_TURN, "00-general.md Play",
                                      {"to_move": self.state.view.to_move,
                                       "seat": action.seat}))
            return False
        self._send(action)
        return True

    def _send(self, action: Action) -> None:
        self.sent = (self.state.deal, self.state.at)
        self.link.send({"type": P.ACT, "deal": self.state.deal, "at": self.state.at,
                        "action": action.to_json()})
        self.changed.emit()

    def discard_order(self, cards: list[int]) -> tuple[list[Action], Refusal | None]:
        """The cards in the order chosen: the host judges each discard by the discard law."""
        return [Action(DISCARD, self.state.view.seat, card) for card in cards], None

    def next_deal(self) -> None:
        if self.game.is_terminal:
            self.link.send({"type": P.NEXT, "deal": self.state.deal})

    def shutdown(self) -> None:
        self.link.stop()
        if self.hosting is not None:
            self.hosting.stop()

    # --- the host's messages ------------------------------------------------------------------
    def _received(self, message: dict) -> None:
        kind = message["type"]
        if kind == "refused":
            self.sent, self.queued = None, []
            self.refused.emit(Refusal(message["code"], message["rule"], message["params"]))
            self.changed.emit()
        elif kind == "lobby":
            for seat, place in zip(self.setup.seats, message["places"]):
                seat.name = place["name"]
        elif kind == "state":
            new_deal = message["deal"] != self.state.deal
            self.state = TableState(message)
            if self.sent is not None and self.sent != (self.state.deal, self.state.at):
                self.sent = None
            if new_deal:
                self.queued = []
                self.dealt.emit()
            self.changed.emit()
            if self.queued and self.human_to_act():
                self._send(self.queued.pop(0))
            if self.game.is_terminal:
                self.deal_over.emit()
