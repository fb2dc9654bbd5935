"""Play across machines on the loopback interface: a real host, real clients, whole deals;
no client learns a card it may not see; faults; a protocol fuzz."""

from __future__ import annotations

import asyncio
import json

from net_tables import check_hidden_cards, hosted, play_with_clients

from tarokdesk.cli.main import main as cli
from tarokdesk.store import SessionStore


def test_a_deal_of_koenigrufen_with_two_clients_and_two_computers(tmp_path, capsys):
    store = SessionStore(tmp_path)

    async def scenario():
        host, table = await hosted("koenigrufen", ("human", "human", "standard", "random"),
                                   "net-1", store)
        clients = await play_with_clients(host, ["Anna", "Ben"])
        await host.stop()
        return host, table, clients

    host, table, clients = asyncio.run(scenario())
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

    async def scenario():
        host, table = await hosted("whist-en-trois", ("human", "human", "random"), seed,
                                   SessionStore(tmp_path))
        clients = await play_with_clients(host, ["Anna", "Ben"])
        await host.stop()
        return host, table, clients

    host, table, clients = asyncio.run(scenario())
    assert host.problems == []
    game = table.session.current
    king = table.session.persons_at(0)[0]
    dummy = game.variant.dummy_seats()[0]
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
    async def scenario():
        host, table = await hosted("tarok-mit-blocks", ("human", "standard", "human", "random"),
                                   "blocks-1", SessionStore(tmp_path), deals=2, n_seats=4)
        clients = await play_with_clients(host, ["Anna", "Ben"])
        await host.stop()
        return host, table, clients

    host, table, clients = asyncio.run(scenario())
    session = table.session
    assert host.problems == [] and len(session.games) == 2
    assert session.games[1].state.carry == session.games[0].carry_after != \
        session.variant.initial_carry()
    for client in clients:
        assert client.state.sheet == session.sheet()
        checked, compared = check_hidden_cards(session, client.received, client.name, 1)
        assert checked > 30 and compared > checked // 3
