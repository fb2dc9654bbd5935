"""Play across machines on the loopback interface: a real host, real clients, whole deals;
no client learns a card it may not see; faults; a protocol fuzz."""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from net_tables import check_hidden_cards, free_port, hosted, play_table, play_with_clients
from websockets.exceptions import ConnectionClosed

from tarokdesk.cards.card import card_name
from tarokdesk.cli.main import main as cli
from tarokdesk.net import protocol as P
from tarokdesk.net.client import HostClosed, TableClient, computer_at_table, play_as_computer
from tarokdesk.net.server import Host, HostThread
from tarokdesk.net.table import Connection, HostedTable, Place, play_computer
from tarokdesk.players import PLAYER_KINDS, RandomPlayer
from tarokdesk.store import SessionStore


def run(scenario):
    """Play a scenario on a fresh event loop; a table that stalls fails it within a minute."""
    return asyncio.run(asyncio.wait_for(scenario, 60))


def test_a_deal_of_koenigrufen_with_two_clients_and_two_computers(tmp_path, capsys):
    store = SessionStore(tmp_path)

    host, table, clients = play_table("koenigrufen", ("human", "human", "standard", "random"),
                                      "net-1", store)
    assert host.problems == []
    game = table.session.current
    assert game.is_terminal and table.closed
    assert [c.place for c in clients] == [0, 1]
    by_clients = [a for a, person in zip(game.log, game.actors) if person in (0, 1)]
    assert len(by_clients) >= 10
    for client in clients:
        assert client.state.view.result == game.result
        assert client.refusals == []
        checked, compared = check_hidden_cards(table.session, client.received, client.name)
        assert checked > 20 and compared > checked // 2
    assert cli(["replay", str(store.file_of(table.stored.id))]) == 0
    assert "1 deals replayed and verified" in capsys.readouterr().out


def _king_is_a_client(seed: str) -> bool:
    from tarokdesk.core import Session
    return Session("whist-en-trois", seed=seed).persons_at(0)[0] in (0, 1)


def test_whist_en_trois_the_dummy_is_played_by_its_controller_over_the_protocol(tmp_path):
    seed = next(f"trois-{n}" for n in range(50) if _king_is_a_client(f"trois-{n}"))

    host, table, clients = play_table("whist-en-trois", ("human", "human", "random"), seed,
                                      SessionStore(tmp_path))
    assert host.problems == []
    game = table.session.current
    king = table.session.persons_at(0)[0]
    dummy = game.variant.seating.dummy_seats()[0]
    assert game.is_terminal
    assert any(a.seat == dummy and actor == game.state.person_of(dummy)
               for a, actor in zip(game.log, game.actors))
    controller = next(c for c in clients if c.place == king)
    dummy_turns = [m for m in map(json.loads, controller.received)
                   if m["type"] == "state" and m["view"]["seat"] == dummy
                   and m["view"]["legal"]["$tuple"]]
    assert dummy_turns, "the King was never handed the dummy's turn"
    for client in clients:
        checked, compared = check_hidden_cards(table.session, client.received, client.name)
        assert checked > 20 and compared > checked // 3


def test_a_carried_score_game_over_two_deals(tmp_path):
    host, table, clients = play_table("tarok-mit-blocks", ("human", "random", "human", "random"),
                                      "blocks-1", SessionStore(tmp_path), deals=2, n_seats=4)
    session = table.session
    assert host.problems == [] and len(session.games) == 2
    assert session.games[1].state.carry == session.games[0].carry_after != \
        session.variant.sitting.initial_carry()
    for client in clients:
        assert client.state.sheet == session.sheet()
        checked, compared = check_hidden_cards(session, client.received, client.name, 1)
        assert checked > 30 and compared > checked // 3


async def _until(condition, timeout: float = 20.0) -> None:
    async def wait():
        while not condition():
            await asyncio.sleep(0.005)
    await asyncio.wait_for(wait(), timeout)


def test_a_client_killed_mid_trick_is_stood_in_for_and_rejoins_with_its_token(tmp_path):
    """The connection drops while the client is to play into a trick; the host lets a
    computer player play for the away seat, and the client, rejoining with the room code
    and its token, gets its place back where the table stands."""
    async def scenario():
        host, table = await hosted("koenigrufen", ("human", "human", "random", "random"),
                                   "rejoin-1", SessionStore(tmp_path))
        anna = await TableClient(host.address, "ROOM42", "Anna").open()  # place 0, then Ben
        other = asyncio.create_task(play_with_clients(host, ["Ben"]))
        player, done = RandomPlayer("anna"), set()
        while True:  # plays until she is to play into a begun trick after the first
            await anna.receive()
            state = anna.state
            if state is None or not state.view.legal or (state.deal, state.at) in done:
                continue
            if state.view.trick and state.view.tricks:
                break
            done.add((state.deal, state.at))
            await anna.act(player.choose(state.view))
        before = anna.state
        anna._socket.transport.abort()  # killed: no closing handshake
        await _until(lambda: table.places[anna.place].holder is None)
        dropped_at = len(table.session.current.log)
        assert dropped_at == before.at
        await host.decide(table.room, lambda: table.stand_in(anna.place, "random"))
        await _until(lambda: len(table.session.current.log) > dropped_at)
        again = await TableClient(host.address, "ROOM42", "Anna", anna.token).open()
        assert again.place == anna.place and table.places[anna.place].stand_in is None
        while again.state is None:
            await again.receive()
        assert again.state.deal == before.deal and again.state.at > before.at
        assert again.state.history[:len(before.history)] == before.history
        await play_as_computer(again, "random")
        await other
        await host.stop()
        return host, table, anna, again, before.at

    host, table, anna, again, dropped_at = run(scenario())
    game = table.session.current
    assert host.problems == [] and game.is_terminal and anna.refusals == []
    assert game.actors[dropped_at] == table.seat_of(anna.place)  # the stand-in's card
    for client in (anna, again):
        check_hidden_cards(table.session, client.received, "anna")


class _GatedPlayer(RandomPlayer):
    """A random player who, from the third trick on, waits for the gate to open."""
    gate = threading.Event()

    def choose(self, view):
        if len(view.tricks) >= 2:
            self.gate.wait(30)
        return super().choose(view)


def _host_process(tmp_path, port: int, *args: str) -> subprocess.Popen:
    environment = {**os.environ, "TAROKDESK_DATA_DIR": str(tmp_path),
                   "PYTHONPATH": str(Path(__file__).parent.parent)}
    return subprocess.Popen([sys.executable, "-m", "tarokdesk", "host", "--address",
                             "127.0.0.1", "--port", str(port), "--deals", "1", *args],
                            env=environment, stdout=subprocess.PIPE, text=True)


def test_the_host_killed_mid_deal_is_hosted_again_and_loses_nothing_acknowledged(
        tmp_path, monkeypatch):
    monkeypatch.setitem(PLAYER_KINDS, "gated", _GatedPlayer)
    _GatedPlayer.gate.clear()
    port = free_port()
    first = _host_process(tmp_path, port, "--variant", "koenigrufen", "--seats",
                          "human,human,random,random", "--seed", "crash-1")
    lines = [first.stdout.readline().split() for _ in range(2)]
    room = dict(lines)["room"]
    address = f"ws://127.0.0.1:{port}"
    joins: dict[str, list] = {}
    crash: dict[str, object] = {}

    async def scenario():
        clients = [asyncio.create_task(computer_at_table(
            address, room, name, kind, patience=30,
            joined=lambda c: joins.setdefault(c.name, []).append(c)))
            for name, kind in (("Anna", "gated"), ("Ben", "random"))]
        await _until(lambda: len(joins) == 2 and all(
            c[0].state is not None and len(c[0].state.view.tricks) >= 2
            for c in joins.values()))
        crash.update((name, c[0].state) for name, c in joins.items())
        first.kill()  # the host's process dies while Anna thinks
        first.wait()
        saved = next((tmp_path / "sessions").glob("*.json")).stem
        again = _host_process(tmp_path, port, "--resume", saved)
        _GatedPlayer.gate.set()
        try:
            await asyncio.wait_for(asyncio.gather(*clients), 60)
        finally:
            again.wait(30)
        return saved

    saved = run(scenario())
    stored = SessionStore(tmp_path).load(saved)
    game = stored.session.current
    assert game.is_terminal and len(stored.session.games) == 1
    for name, (client, *rejoined) in joins.items():
        assert rejoined == [client], f"{name} did not rejoin the host hosted again"
        before = crash[name]
        # everything the client was told before the crash stands in the session played on
        assert before.history == list(game.history_for(before.seat)[:len(before.history)])
        messages = [json.loads(text) for text in client.received]
        welcomes = [i for i, m in enumerate(messages) if m["type"] == "welcome"]
        resumed = next(m for m in messages[welcomes[1]:] if m["type"] == "state")
        assert (resumed["deal"], resumed["at"]) >= (before.deal, before.at), \
            "the host hosted again from before what it had acknowledged"
        assert client.refusals == []
        check_hidden_cards(stored.session, client.received, name, 1)


def _hostile_messages(client: TableClient, rng: random.Random, accepted: list[str]) -> list:
    """One burst of malformed and hostile messages: texts or bytes sent as they are, and
    messages (dicts) the client numbers as it numbers a well-formed one."""
    state, seq = client.state, client._seq + 1
    view = state.view
    others = [s for s in range(view.n_seats) if s != view.seat]
    own_card = view.hand[0] if view.hand else 0
    act = {"type": "act", "deal": state.deal, "at": state.at}

    def action(seat, card):
        return {"kind": "play", "seat": seat, "card": card_name(card)}
    return [
        rng.choice(["{", "", "nul", "[1,", "\x00", "{'a': 1}", "ü" * 50]),
        bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60))),
        json.dumps(rng.choice([[], 1, "act", None, True, 2.5])),
        json.dumps({"type": rng.choice(["hello", "ACT", "", None, 7]), "seq": seq}),
        json.dumps({"type": "join", "seq": seq, "name": "x" * rng.randrange(16_400, 40_000),
                    "room": "ROOM42", "protocol": 1}),
        "[" * (n := rng.choice([7, 50, 5000, 50_000])) + "]" * n,
        json.dumps({**act, "seq": seq, "action": {"kind": "play", "seat": view.seat,
                                                  "card": [[[[[["T1"]]]]]]}}),
        '{"type":"act","seq":' + "9" * 5000 + "}",
        json.dumps({**act, "seq": seq, "action": {"kind": "play", "seat": "1", "card": "ZZ"}}),
        json.dumps({**act, "seq": seq, "action": action(view.seat, own_card), "extra": 1}),
        json.dumps({**act, "seq": seq + rng.randrange(1, 9),
                    "action": action(view.seat, own_card)}),
        rng.choice(accepted) if accepted else "{}",
        '{"type":"act","seq":1,"name":"\\ud800"}',
        {"type": "join", "protocol": 1, "room": "ROOM42", "name": "Eve", "token": None,
         "watch": False},
        {**act, "action": action(rng.choice(others), rng.randrange(54))},
        {**act, "deal": state.deal + rng.choice([2, 7]), "action": action(view.seat, own_card)},
        {**act, "at": max(0, state.at - rng.randrange(1, 5)),
         "action": action(view.seat, own_card)},
        {**act, "action": {"kind": rng.choice(["bid", "play", "discard", "x"]),
                           "seat": view.seat, "choice": "dreier" * 3}},
        {"type": "next", "deal": state.deal + 1},
    ]


def test_a_protocol_fuzz_every_hostile_message_is_refused_and_the_table_goes_on(tmp_path):
    """Thousands of malformed and hostile messages from a client holding a place (bad JSON,
    bytes, huge, deep, wrong seat, out of turn, stale, replayed, out of order), each answered
    by a refusal; in between the client plays its own turns, and the deal is played out."""
    rng = random.Random("fuzz")

    async def scenario():
        host, table = await hosted("koenigrufen", ("human", "human", "random", "random"),
                                   "fuzz-1", SessionStore(tmp_path), deals=2)
        honest = asyncio.create_task(play_with_clients(host, ["Ben"]))
        eve = await TableClient(host.address, "ROOM42", "Eve").open()
        player, accepted, sent, refused = RandomPlayer("eve"), [], 0, 0
        done = set()
        while True:
            try:
                message = await eve.receive()
            except HostClosed:
                break
            refused += message["type"] == "refused"
            state = eve.state
            if message["type"] != "state" or (state.deal, state.at) in done:
                continue
            done.add((state.deal, state.at))
            for _ in range(2):
                for message in _hostile_messages(eve, rng, accepted):
                    await (eve.send(message) if isinstance(message, dict)
                           else eve.send_raw(message))
                    sent += 1
            if state.view.legal:
                eve._seq += 1
                accepted.append(json.dumps({"type": "act", "seq": eve._seq, "deal": state.deal,
                                            "at": state.at,
                                            "action": player.choose(state.view).to_json()}))
                await eve.send_raw(accepted[-1])
            elif state.view.result is not None:
                await eve.next_deal()
        await honest
        await host.stop()
        return host, table, eve, sent, refused

    host, table, eve, sent, refused = run(scenario())
    assert host.problems == []
    assert len(table.session.games) == 2 and table.session.current.is_terminal
    assert sent > 3000 and refused == sent
    codes = {r.code for r in eve.refusals}
    assert codes >= {"bad_json", "too_large", "too_deep", "bad_message", "replayed",
                     "out_of_sequence", "already_joined", "not_your_seat", "stale"}
    check_hidden_cards(table.session, eve.received, "eve", 0)


def test_a_frame_beyond_the_limit_closes_only_its_connection_and_the_place_can_be_rejoined():
    async def scenario():
        host, table = await hosted("koenigrufen", ("human", "random", "random", "random"),
                                   "frame-1")
        eve = await TableClient(host.address, "ROOM42", "Eve").open()
        while eve.state is None:
            await eve.receive()
        await eve.send_raw("x" * (P.MAX_FRAME_BYTES + 1))
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                await asyncio.wait_for(eve.receive(), 10)
        assert closed.value.rcvd.code == 1009  # message too big
        again = await TableClient(host.address, "ROOM42", "Eve", eve.token).open()
        await play_as_computer(again, "random")
        await host.stop()
        return host, table

    host, table = run(scenario())
    assert host.problems == [] and table.session.current.is_terminal


def test_tarokdesk_join_plays_a_place_and_a_refused_join_is_one_line(tmp_path, capsys):
    table = HostedTable("koenigrufen", None, None, [Place("")] + [
        Place(f"C{i}", "random") for i in range(3)], "join-cli", "ROOM42",
        SessionStore(tmp_path), deals=1)
    table.autostart = True
    hosting = HostThread(Host())
    hosting.host.add(table)
    hosting.start()
    try:
        address = hosting.host.address
        assert cli(["join", address, "--room", "NOROOM", "--as", "Robo"]) == 2
        assert "the host refused: There is no table with that room code." in \
            capsys.readouterr().err
        assert cli(["join", f"{address}/room42", "--as", "Robo", "--kind", "random"]) == 0
    finally:
        hosting.stop()
    out = capsys.readouterr().out
    assert "joined place 0 token " in out and "table closed after 1 deals" in out
    assert table.session.current.is_terminal and table.session.names[0] == "Robo"


def test_an_act_of_a_kind_no_game_has_is_counted_and_refused_as_a_bad_message():
    table = HostedTable("koenigrufen", None, None,
                        [Place("")] + [Place(f"Robo {i}", "random") for i in range(3)],
                        "unknown-kind", "ROOM42")
    table.connect("anna", Connection())
    table.receive("anna", P.parse(json.dumps({"type": "join", "seq": 1, "protocol": P.VERSION,
                                              "room": "ROOM42", "name": "Anna"})))
    table.start()
    refused = table.receive("anna", P.parse(json.dumps(
        {"type": "act", "seq": 2, "deal": 0, "at": 1,
         "action": {"kind": "shuffle", "seat": 0, "choice": "x"}})))
    assert refused is not None and refused.code == P.BAD_MESSAGE
    assert "unknown action kind 'shuffle'" in refused.params["problem"]
    assert table.connections["anna"].last_seq == 2  # the client's numbering stays in step


def test_a_state_message_written_after_the_table_moved_on_still_tells_its_own_moment():
    """The server writes each connection's messages from its queue when that connection's
    writer gets its turn, possibly after further actions (a slow reader, a busy machine):
    every message must still be the one the host made when it was sent. Here nothing is
    written before the deal is over."""
    table = HostedTable("koenigrufen", None, None,
                        [Place("")] + [Place(f"Robo {i}", "random") for i in range(3)],
                        "queued-1", "ROOM42")
    table.autostart = True
    table.connect("anna", Connection())
    table.receive("anna", P.parse(json.dumps({"type": "join", "seq": 1, "protocol": P.VERSION,
                                              "room": "ROOM42", "name": "Anna"})))
    game, anna = table.session.current, RandomPlayer("anna")
    queued = table.drain()
    while not game.is_terminal:
        turn = table.computer_turn()
        if turn is not None:
            table.computer_acts(turn, play_computer(turn))
        else:
            act = P.Act(table.connections["anna"].last_seq + 1, 0, len(game.log),
                        anna.choose(game.view(game.to_move)))
            assert table.receive("anna", act) is None
        queued += table.drain()
    written = [json.dumps(message, separators=(",", ":")) for _, message in queued]
    checked, _ = check_hidden_cards(table.session, written, "anna", 0)
    assert checked > 20
