"""How often each temperament bids and announces (run by hand): seeded deals played by
standard players, and at every bid, announcement and claim each temperament's choice for the
same view; with `--whole`, also deals played through with every seat of one temperament
(how often a contract is played, and announcements made).
Usage: python bench/temperament.py --variant koenigrufen --deals 200 [--whole]"""

from __future__ import annotations

import argparse
from collections import Counter

from tarokdesk.core import Game
from tarokdesk.core.variant import variant_class
from tarokdesk.players import HeuristicPlayer
from tarokdesk.players.temperament import NORMAL, TEMPERAMENTS
from tarokdesk.rules.auction import PASS

WEIGHED = ("bid", "announce", "window")
"""The phases whose choices a temperament moves."""


def venturing(action) -> bool:
    """Whether an action ventures something: anything but passing."""
    return action.value != PASS


def side_by_side(variant_id: str, deals: int, seed: str = "temperament") -> Counter:
    """Per (phase, temperament): the decisions, over `deals` seeded deals played by normal
    standard players, at which that temperament would not pass; per ("height",
    temperament): the rungs of the ladder its bids reach, summed (a Solo counts more than a
    Rufer)."""
    counts: Counter = Counter()
    seats = variant_class(variant_id).seat_counts[0]
    players = {t: HeuristicPlayer(seed, temperament=t) for t in TEMPERAMENTS}
    for number in range(deals):
        game = Game.new(variant_id, None, seats, number % seats)
        game.deal_seeded(f"{seed}:{number}")
        while not game.is_terminal:
            view = game.view(game.to_move)
            chosen = {t: player.choose(view) for t, player in players.items()}
            if game.phase in WEIGHED and len(view.legal) > 1:
                counts[game.phase, "decisions"] += 1
                ladder = game.variant.strategy.ladder
                for temperament, action in chosen.items():
                    counts[game.phase, temperament] += venturing(action)
                    if action.value in ladder:
                        counts["height", temperament] += 1 + ladder.index(action.value)
            game.apply(chosen[NORMAL])
    return counts


def played_through(variant_id: str, deals: int, temperament: str,
                   seed: str = "temperament") -> Counter:
    """Over `deals` seeded deals with every seat of `temperament`: the contracts played
    ("none" where all passed) and the announcements made."""
    counts: Counter = Counter()
    seats = variant_class(variant_id).seat_counts[0]
    players = [HeuristicPlayer(f"{seed}:{s}", temperament=temperament) for s in range(seats)]
    for number in range(deals):
        game = Game.new(variant_id, None, seats, number % seats)
        game.deal_seeded(f"{seed}:{number}")
        while not game.is_terminal:
            view = game.view(game.to_move)
            action = players[game.to_move].choose(view)
            if game.phase in ("announce", "window") and len(view.legal) > 1 and \
                    venturing(action):
                counts["announcements"] += 1
            game.apply(action)
        counts[f"contract {game.state.contract or 'none'}"] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--whole", action="store_true")
    args = parser.parse_args()
    counts = side_by_side(args.variant, args.deals)
    for phase in WEIGHED:
        if counts[phase, "decisions"]:
            print(f"{args.variant} {phase}: {counts[phase, 'decisions']} decisions, not "
                  "passing: " + ", ".join(f"{t} {counts[phase, t]}" for t in TEMPERAMENTS))
    print(f"{args.variant} bid height: " +
          ", ".join(f"{t} {counts['height', t]}" for t in TEMPERAMENTS))
    if args.whole:
        for temperament in TEMPERAMENTS:
            found = played_through(args.variant, args.deals, temperament)
            print(f"{args.variant} all {temperament}: " +
                  ", ".join(f"{k} {v}" for k, v in sorted(found.items())))


if __name__ == "__main__":
    main()
