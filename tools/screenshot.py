"""Open the table at a chosen phase (offscreen) and save a PNG.

    python tools/screenshot.py --variant koenigrufen --seed 3 --phase play --size 1280x800 \
        --out table.png

Seat 1 is the human; the deal is steered so that the human holds the contract (bidding the
lowest contract with a talon while the others pass), and every other decision is a seeded
random legal choice.
"""

from __future__ import annotations

import argparse
import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from tarokdesk.core import Action  # noqa: E402
from tarokdesk.core.variant import variant_class  # noqa: E402
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup  # noqa: E402
from tarokdesk.gui.i18n import LANGUAGE  # noqa: E402
from tarokdesk.gui.window import MainWindow  # noqa: E402

PHASES = ("bidding", "talon", "play", "score")
HUMAN_SEAT = 0


def steer(game, rng: random.Random) -> Action:
    legal = game.legal_actions()
    if game.phase == "bid":
        seat = game.to_move
        if seat == HUMAN_SEAT:
            bids = [a for a in legal if a.value not in ("pass", "hold")]
            holds = [a for a in legal if a.value == "hold"]
            return (holds or bids[:1] or legal)[0]
        return next(a for a in legal if a.value == "pass")
    if game.phase == "announce":
        passes = [a for a in legal if a.value == "pass"]
        return passes[0] if passes else legal[0]
    if game.phase == "talon":
        takes = [a for a in legal if a.value.startswith("take:")]
        return takes[0] if takes else legal[0]
    return rng.choice(legal)


def reached(game, phase: str) -> bool:
    human_turn = game.to_move == HUMAN_SEAT
    if phase == "bidding":
        return game.phase == "bid" and human_turn
    if phase == "talon":
        return game.phase == "talon" and human_turn
    if phase == "play":
        return game.phase == "play" and human_turn and len(game.state.tricks) >= 3
    return game.is_terminal


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", default="koenigrufen")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--phase", choices=PHASES, default="play")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--deck", default="classic", choices=("classic", "high-contrast"))
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--language", default="en", choices=("en", "de"))
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.lower().split("x"))

    app = QApplication.instance() or QApplication(sys.argv[:1])
    n_seats = args.seats or variant_class(args.variant).seat_counts[0]
    names = ["You", "Anna", "Bernhard", "Clara", "David"][:n_seats]
    setup = TableSetup(args.variant, [SeatSetup(names[0], HUMAN)] +
                       [SeatSetup(n, "standard") for n in names[1:]], args.seed)
    LANGUAGE.use(args.language)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    window.set_deck(args.deck)
    window.resize(width, height)
    window.show()
    app.processEvents()
    controller = window.controller
    controller.stop_bots()
    rng = random.Random(args.seed)
    game = controller.game
    while not reached(game, args.phase):
        if game.is_terminal:
            raise SystemExit(f"the deal ended before the {args.phase} phase; try another seed")
        game.apply(steer(game, rng))
    controller.changed.emit()
    if game.is_terminal:
        controller.deal_over.emit()
    for _ in range(5):
        app.processEvents()
    window.grab().save(args.out)
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
