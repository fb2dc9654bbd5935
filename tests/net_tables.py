"""Tables hosted on the loopback interface for the network tests: a real `Host`, real
clients, and the check that no message a client received shows a card it may not see."""

from __future__ import annotations

import asyncio
import json
import random
import socket

from test_properties import redealt

from tarokdesk.core import Game, Session
from tarokdesk.net.client import computer_at_table
from tarokdesk.net.codec import encode
from tarokdesk.net.server import Host
from tarokdesk.net.table import HostedTable, Place, state_message

HUMAN = "human"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def places(*kinds: str) -> list[Place]:
    return [Place("" if kind == HUMAN else f"{kind} {i}", kind) for i, kind in enumerate(kinds)]


async def hosted(variant_id: str, kinds: tuple, seed: str, store=None, deals: int = 1,
                 n_seats: int | None = None, options=None) -> tuple[Host, HostedTable]:
    host = Host()
    table = host.add(HostedTable(variant_id, options, n_seats, places(*kinds), seed, "ROOM42",
                                 store, deals=deals))
    table.autostart = True
    await host.start()
    return host, table


def play_table(variant_id: str, kinds: tuple, seed: str, store=None, deals: int = 1,
               n_seats: int | None = None) -> tuple[Host, HostedTable, list]:
    """A table of `kinds` played out: Anna and Ben join its places for persons over the
    protocol, computer players of the host take the others."""
    async def scenario():
        host, table = await hosted(variant_id, kinds, seed, store, deals, n_seats)
        clients = await play_with_clients(host, ["Anna", "Ben"])
        await host.stop()
        return host, table, clients
    return asyncio.run(scenario())


async def play_with_clients(host: Host, names: list[str], kind: str = "random") -> list:
    """Computer players joining over the protocol, one per name, until the table closes."""
    return await asyncio.wait_for(asyncio.gather(
        *(computer_at_table(host.address, "ROOM42", name, kind) for name in names)), 60)


def session_at(session: Session, base: Session, deal: int, at: int) -> Session:
    """`base` (a copy of `session`) as the session stood after `at` actions of deal `deal`."""
    game = session.games[deal]
    again = Game(game.variant, game.state.dealer, game.state.carry)
    for action in game.log[:at]:
        again.apply(action)
    base.games = [*session.games[:deal], again]
    return base


def told(session: Session, seat: int) -> dict:
    """The state message the host makes for `seat` of `session`, as it goes on the wire."""
    message = state_message(session, seat, encode(list(session.current.history_for(seat))))
    return json.loads(json.dumps(message, separators=(",", ":")))


def check_hidden_cards(session: Session, received: list[str], seed: str,
                       tries: int = 2) -> tuple[int, int]:
    """Every state message a client received is exactly what the host makes of the session
    at that moment, and, while the deal is played, again what it makes after the cards the
    client cannot see are dealt afresh (as the view property test does): the messages depend
    on nothing it may not see.
    Returns (messages checked, re-deals compared)."""
    rng = random.Random(seed)
    base = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    checked = compared = 0
    for text in received:
        message = json.loads(text)
        message.pop("seq")
        assert "view" not in message or message["type"] == "state"
        if message["type"] != "state":
            continue
        checked += 1
        then = session_at(session, base, message["deal"], message["at"])
        assert told(then, message["seat"]) == message
        if then.current.is_terminal:
            continue  # the deal is over: its reckoning shows the hands (honours held)
        for _ in range(tries):
            again = redealt(then.current, rng, message["seat"])
            if again is None:
                continue
            then.games[-1] = again
            assert told(then, message["seat"]) == message, "a message shows a hidden card"
            compared += 1
    return checked, compared
