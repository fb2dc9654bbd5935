"""CPU time of a deal review (practice/review.py): standard players play N deals of each game,
and every finished deal is reviewed from the given number of cards left (default: as far as
the game's judge solves exactly, EXACT_CARDS or, for Whist with DDS, every card).

    python bench/review_speed.py [deals] [exact cards]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tarokdesk.core import Session, all_variants  # noqa: E402
from tarokdesk.players import PLAYER_KINDS  # noqa: E402
from tarokdesk.players.driver import play_session  # noqa: E402
from tarokdesk.practice.review import review_deal  # noqa: E402


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    exact = int(sys.argv[2]) if len(sys.argv) > 2 else None
    for variant_id in sorted(all_variants()):
        session = Session(variant_id, seed="bench")
        play_session(session, [PLAYER_KINDS["standard"](seat) for seat in
                               range(session.n_seats)], deals)
        seconds = []
        for game in session.games:
            started = time.process_time()
            judged_from = review_deal(game, exact).exact_cards
            seconds.append(time.process_time() - started)
        print(f"{variant_id}: {len(seconds)} deals reviewed from {judged_from} cards, CPU "
              f"mean {sum(seconds) / len(seconds):.3f} s, max {max(seconds):.3f} s")


if __name__ == "__main__":
    main()
