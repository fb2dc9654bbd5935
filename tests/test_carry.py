"""C4: what a session carries from deal to deal. A small game carrying a running count of
deals and the declarer's wins shows the contract every variant may use: the first deal starts
from `initial_carry`, each next one from what `settle` returned, saves keep it, replay and the
session check refuse a carry that does not follow, and `session_over` ends a sitting."""

from __future__ import annotations

import json
import re

import pytest

from tarokdesk.cli.main import main
from tarokdesk.core import Game, ReplayError, Session, game_from_dict, game_to_dict
from tarokdesk.core.sitting import Sitting
from tarokdesk.core.variant import REGISTRY, all_variants
from tarokdesk.players.driver import play_session
from tarokdesk.players.random_player import RandomPlayer
from tarokdesk.variants.tapp_tarok import TappTarok

SITTING = 3


class CountingSitting(Sitting[TappTarok]):
    """A sitting of `SITTING` deals, counting them and who declared."""

    def initial_carry(self):
        return {"deals": 0, "declared": []}

    def session_over(self, carry):
        return carry["deals"] >= SITTING


class CountingTapp(TappTarok):
    """Tapp-Tarok that carries how many deals were played and which seats declared."""

    id = "counting-tapp"
    sitting_class = CountingSitting

    def settle(self, state):
        result = super().settle(state)
        carry = state.carry
        result["carry"] = {"deals": carry["deals"] + 1,
                           "declared": [*carry["declared"], state.declarer]}
        return result


@pytest.fixture(autouse=True)
def counting_variant():
    all_variants()
    REGISTRY[CountingTapp.id] = CountingTapp
    yield
    del REGISTRY[CountingTapp.id]


def played(deals: int, seed: int = 5) -> Session:
    session = Session(CountingTapp.id, seed=seed)
    play_session(session, [RandomPlayer(f"{seed}:{s}") for s in range(3)], deals)
    return session


def test_each_deal_starts_from_what_the_last_left_and_a_sitting_ends():
    session = played(SITTING + 2)
    counts = [game.state.carry["deals"] for game in session.games]
    assert counts == [0, 1, 2, 0, 1]  # the third deal ended the sitting; a fresh one began
    assert session.games[2].carry_after["declared"] == \
        [g.state.declarer for g in session.games[:3]]
    assert not session.over
    assert played(SITTING).over


def test_a_game_without_carry_keeps_its_old_save_form():
    game = Game.new("tapp-tarok")
    game.deal_seeded(1)
    assert "carry" not in game_to_dict(game)


def test_sessions_with_carry_round_trip_through_save_and_replay():
    session = played(SITTING + 1)
    data = json.loads(json.dumps(session.to_dict()))
    again = Session.from_dict(data)
    assert [g.state.carry for g in again.games] == [g.state.carry for g in session.games]
    assert [g.carry_after for g in again.games] == [g.carry_after for g in session.games]
    assert again.carry == session.carry


def test_replay_refuses_a_carry_that_does_not_follow():
    data = json.loads(json.dumps(played(2).to_dict()))
    data["games"][1]["carry"]["deals"] = 7  # consistent in itself, but not what deal 1 left
    data["games"][1]["state"]["result"]["carry"]["deals"] = 8
    with pytest.raises(ReplayError, match="carry"):
        Session.from_dict(data)


def test_replay_refuses_a_tampered_carry_in_the_result():
    game = played(1).games[0]
    data = json.loads(json.dumps(game_to_dict(game)))
    game_from_dict(data)
    data["state"]["result"]["carry"]["deals"] = 9
    with pytest.raises(ReplayError, match="stored state"):
        game_from_dict(data)


def blocks_deal_won_with_the_pot() -> tuple[Session, dict]:
    """A Blocks session whose second deal's declarer wins the pot, and that deal saved."""
    session = Session("tarok-mit-blocks", seed="5")
    play_session(session, [RandomPlayer(f"5:{s}") for s in range(3)], 2)
    game = json.loads(json.dumps(game_to_dict(session.games[1])))
    assert game["carry"]["blocks"]["pot"]
    assert any(item["item"] == "pot" for item in game["state"]["result"]["items"])
    return session, game


def test_a_carry_is_compared_with_what_the_deal_before_left_before_the_deal_is_played():
    """No rule ever plays with a carry the session did not make: a pot and stakes that do
    not add up would otherwise be paid out by the settlement."""
    session, _ = blocks_deal_won_with_the_pot()
    data = json.loads(json.dumps(session.to_dict()))
    data["games"][1]["carry"]["blocks"]["anted"][0] += 1
    with pytest.raises(ReplayError, match="deal 2 does not start with what the deals before"):
        Session.from_dict(data)


def test_a_saved_game_whose_carry_does_not_add_up_is_refused_in_one_line(capsys, tmp_path):
    _, game = blocks_deal_won_with_the_pot()
    game["carry"]["blocks"]["anted"][0] += 1
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game))
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "cannot be settled: the payments for pot do not sum to zero" in err


@pytest.mark.parametrize("field, value, problem", [
    ("line", "x", "carry.blocks.line must be true or false"),
    ("bets", "x", "carry.blocks.bets must be a list"),
    ("anted", [0, 0], "carry.blocks.anted must be a list of 3"),
    ("pot", None, "carry.blocks.pot must be an integer"),
    ("extra", 1, "carry.blocks must be an object of anted, bets, charged"),
])
def test_a_saved_game_whose_carry_has_the_wrong_shape_is_refused(field, value, problem):
    _, game = blocks_deal_won_with_the_pot()
    game["carry"]["blocks"][field] = value
    with pytest.raises(ReplayError, match=re.escape(problem)):
        game_from_dict(game)
