"""A table that autosaves after every action, for the kill test: it creates (or resumes) the
session named on the command line, lets random players play DEALS deals, and prints
"ack DEAL ACTIONS" after each action is durable."""

from __future__ import annotations

import sys

from tarokdesk.core import Session
from tarokdesk.players import RandomPlayer
from tarokdesk.store import SessionStore


def main(name: str, variant: str, deals: int) -> None:
    store = SessionStore()
    ids = [i for i in store.ids() if store.load(i).name == name]
    if ids:
        stored = store.load(ids[0])
    else:
        session = Session(variant, seed="kill")
        stored = store.create(session, [{"name": n, "kind": "random"} for n in session.names],
                              name)
    session = stored.session
    players = [RandomPlayer(f"{len(session.games)}:{sum(len(g.log) for g in session.games)}:{s}")
               for s in range(session.n_seats)]
    while True:
        game = session.current
        if game is None or game.is_terminal:
            if len(session.games) >= deals:
                break
            game = session.new_deal()
        else:
            seat = game.to_move
            game.apply(players[seat].choose(game.view(seat)))
        store.sync(stored)
        print(f"ack {len(session.games) - 1} {len(game.log)}", flush=True)
    print("finished", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
