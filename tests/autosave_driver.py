"""A table that autosaves after every action, for the kill and two-writer tests.

    autosave_driver.py NAME VARIANT DEALS [--die-before OPERATION:N] [--wait-after N]

It opens (or creates) the session named NAME, lets random players play up to DEALS deals, and
prints "ack DEAL ACTIONS" once each action is durable. With --die-before it SIGKILLs itself
just before its N-th file operation of that kind (`append`, `fsync`, `replace`, `write`), so a
test kills at a chosen point; with --wait-after it reads a line from stdin after its N-th
action, so that a second writer can try its luck meanwhile. A session held by another writer prints "busy: ..." and exits with code 3.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys

from tarokdesk.core import Session
from tarokdesk.players import RandomPlayer
from tarokdesk.store import SessionBusy, SessionStore
from tarokdesk.store.files import FileSystem

BUSY = 3


class DyingFileSystem(FileSystem):
    """The real disk, until the chosen operation: then the process is killed outright."""

    def __init__(self, operation: str, count: int):
        self.operation, self.left = operation, count
        setattr(self, operation, self._counted(getattr(FileSystem, operation)))

    def _counted(self, method):
        def step(*args):
            self.left -= 1
            if self.left == 0:
                os.kill(os.getpid(), signal.SIGKILL)
            return method(self, *args)
        return step


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("name")
    parser.add_argument("variant")
    parser.add_argument("deals", type=int)
    parser.add_argument("--die-before", default=None)
    parser.add_argument("--wait-after", type=int, default=0)
    args = parser.parse_args()
    fs = FileSystem()
    if args.die_before:
        operation, count = args.die_before.split(":")
        fs = DyingFileSystem(operation, int(count))
    store = SessionStore(fs=fs)
    ids = [i for i in store.ids() if store.load(i).name == args.name]
    try:
        if ids:
            stored = store.open(ids[0])
        else:
            session = Session(args.variant, seed="kill")
            stored = store.create(session, [{"name": n, "kind": "random"}
                                            for n in session.names], args.name)
    except SessionBusy as error:
        print(f"busy: {error}", flush=True)
        return BUSY
    session = stored.session
    players = [RandomPlayer(f"{len(session.games)}:{sum(len(g.log) for g in session.games)}:{s}")
               for s in range(session.n_seats)]
    acks = 0
    while True:
        game = session.current
        if game is None or game.is_terminal:
            if len(session.games) >= args.deals:
                break
            game = session.new_deal()
        else:
            seat = game.to_move
            game.apply(players[seat].choose(game.view(seat)))
        store.sync(stored)
        print(f"ack {len(session.games) - 1} {len(game.log)}", flush=True)
        acks += 1
        if acks == args.wait_after:
            sys.stdin.readline()
    print("finished", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
