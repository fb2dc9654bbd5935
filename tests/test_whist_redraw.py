"""whist.md open question 7: the seats are kept after a rubber by default; with the option
`redraw` the persons draw again for partners, seats and first deal before each new rubber.
The redraws are recorded in the session file and replayed; sheet and totals follow the
persons, not the seats."""

from __future__ import annotations

import copy
import json

import pytest

from tarokdesk.cli.main import main
from tarokdesk.core import Session
from tarokdesk.core.serialization import ReplayError
from tarokdesk.players.driver import play_session
from tarokdesk.practice.statistics import statistics
from tarokdesk.players.random_player import RandomPlayer

PERSONS = ["Anna", "Bernhard", "Clara", "David"]


def sitting(deals: int, redraw: bool = True, seed: str = "r") -> Session:
    session = Session("whist", {"redraw": redraw}, 4, seed, names=list(PERSONS))
    play_session(session, [RandomPlayer(f"{seed}{s}") for s in range(4)], deals)
    return session


def rubber_ends(session: Session) -> list[int]:
    """The deals (numbers from 0) that follow a deal which ended a rubber."""
    return [n for n in range(1, len(session.games))
            if session.games[n - 1].carry_after["winner"] is not None]


def test_by_default_the_seats_are_kept_from_rubber_to_rubber():
    session = sitting(30, redraw=False)
    assert rubber_ends(session) and session.redraws == []
    assert all(session.persons_at(n) == [0, 1, 2, 3] for n in range(30))
    assert "redraws" not in session.to_dict()


def test_with_redraw_each_rubber_begins_with_a_fresh_draw_that_moves_the_persons():
    session = sitting(40)
    ends = rubber_ends(session)
    assert len(ends) >= 2 and [r["deal"] for r in session.redraws] == ends
    assert any(session.persons_at(n) != session.persons_at(n - 1) for n in ends)
    for number in ends:
        draw = session.redraws[ends.index(number)]
        game = session.games[number]
        assert game.state.dealer == draw["first_dealer"]  # the lowest deals (l. 204)
        assert game.state.carry == {"scores": [0, 0], "games": [], "winner": None}
        assert session.names_at(number) == [PERSONS[p] for p in
                                             [session.draw["seats"][q] for q in draw["seats"]]]
    by_person = {p: 0 for p in range(4)}
    for number, game in enumerate(session.games):
        for seat, units in game.result["totals"].items():
            by_person[session.persons_at(number)[int(seat)]] += units
    assert session.totals() == by_person and sum(by_person.values()) == 0


def test_the_redraws_are_saved_and_replayed_and_a_forged_or_missing_one_is_refused():
    session = sitting(40)
    data = json.loads(json.dumps(session.to_dict()))
    loaded = Session.from_dict(data)
    assert loaded.redraws == session.redraws and loaded.totals() == session.totals()
    assert loaded.new_deal().state.dealer == session.new_deal().state.dealer
    forged = copy.deepcopy(data)
    seats = forged["redraws"][0]["seats"]
    seats[0], seats[1] = seats[1], seats[0]
    missing = copy.deepcopy(data)
    del missing["redraws"][1]
    for broken in (forged, missing):
        with pytest.raises(ReplayError):
            Session.from_dict(broken)


class Recording(RandomPlayer):
    """A random player that notes the seats it acts for, deal by deal."""

    def __init__(self, seed: str, session: Session, seats: set):
        super().__init__(seed)
        self.session, self.seats = session, seats

    def choose(self, view):
        self.seats.add((len(self.session.games) - 1, view.seat))
        return super().choose(view)


def test_each_person_plays_his_own_seat_in_every_deal_after_the_redraws():
    session = Session("whist", {"redraw": True}, 4, "r", names=list(PERSONS))
    acted = [set() for _ in range(4)]
    players = [Recording(f"r{p}", session, acted[p]) for p in range(4)]
    play_session(session, players, 40)
    assert session.redraws
    for person, seats in enumerate(acted):
        assert len({deal for deal, _ in seats}) > 35  # not asked where a call ends the deal
        assert all(session.persons_at(deal)[seat] == person for deal, seat in seats)


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_sim_players_names_kinds_per_person_and_keeps_the_bare_form(capsys):
    named = "Anna=standard,Ben=random,Cleo=standard,Dan=random"
    code, out, _ = run(capsys, "sim", "--variant", "whist", "--deals", "40", "--seed", "2",
                       "--option", "redraw=true", "--players", named, "--json")
    report = json.loads(out)
    session = Session("whist", {"redraw": True}, 4, "2", names=["Anna", "Ben", "Cleo", "Dan"])
    kinds = {p["name"]: p["kind"] for p in report["persons"]}
    assert code == 0 and report["zero_sum"]
    assert kinds == {"Anna": "standard", "Ben": "random", "Cleo": "standard", "Dan": "random"}
    assert [p["name"] for p in report["persons"]] == session.names  # seated by the draw
    assert report["players"] == [kinds[name] for name in session.names]
    code, out, _ = run(capsys, "sim", "--variant", "whist", "--deals", "4", "--players",
                       "standard,random,standard,random")
    assert code == 0 and "seat 0 (standard)" in out and "seat 1 (random)" in out
    code, _, err = run(capsys, "sim", "--variant", "whist", "--players",
                       "Anna=standard,random,Cleo=random,Dan=random")
    assert code == 2 and "NAME=KIND" in err and "\n" not in err.strip()


def test_a_stored_session_journals_past_a_redraw_and_reopens_with_it(tmp_path):
    """The table's store: deals appended action by action to the journal, the redraw made
    again when the journal begins the deal after a rubber."""
    from tarokdesk.store import SessionStore

    store = SessionStore(tmp_path)
    session = Session("whist", {"redraw": True}, 4, "r", names=list(PERSONS))
    players = [RandomPlayer(f"r{s}") for s in range(4)]
    play_session(session, players, 1)
    stored = store.create(session, [{"name": n, "kind": "random"} for n in session.names])
    for _ in range(14):  # past the first rubber (ten deals with this seed)
        play_session(session, players, 1)
        store.sync(stored)
    store.close(stored)
    reopened = store.open(stored.id).session
    assert session.redraws and reopened.redraws == session.redraws
    assert reopened.totals() == session.totals() and len(reopened.games) == 15
    running = statistics([store.open(stored.id)]).running  # each person's, through his seats
    assert {name: units[-1] for name, units in running.items()} == \
        {session.names[p]: units for p, units in session.totals().items()}
