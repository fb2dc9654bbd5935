"""`tarokdesk sim` killed outright as the deal after its N-th begins, for the test that a
kill loses at most the deal in play.

    sim_kill_driver.py N SIM-ARGUMENTS...
"""

from __future__ import annotations

import os
import signal
import sys

from tarokdesk.cli.main import main
from tarokdesk.players import driver


def dying_after(deals: int):
    play_out, started = driver.play_out, 0

    def play(game, players):
        nonlocal started
        started += 1
        if started > deals:
            os.kill(os.getpid(), signal.SIGKILL)
        return play_out(game, players)
    return play


if __name__ == "__main__":
    driver.play_out = dying_after(int(sys.argv[1]))
    sys.exit(main(["sim", *sys.argv[2:]]))
