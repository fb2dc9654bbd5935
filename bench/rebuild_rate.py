"""How often a sampled deal can be rebuilt into a game that agrees with the record (run by
hand): the expert keeps only the samples its rebuild (players/search/rebuild.py) brings to
where the view stands, so samples that contradict the bidding or the call are wasted.

Standard players play seeded deals; at every `--every`-th decision of the seat to move the
seat's view is sampled `--samples` times (sampler.py, as the expert samples) and each sample
rebuilt, as the expert rebuilds them (one Rebuilder per view). Prints the rebuilds tried and
those that succeeded, by phase, and the mean weight of those kept.
Usage: python bench/rebuild_rate.py --variant neunzehnerrufen --deals 12 --samples 4
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from tarokdesk.core import Game
from tarokdesk.core.variant import variant_class
from tarokdesk.players import HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.rebuild import Rebuilder
from tarokdesk.players.search.sampler import sample_world


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--seed", default="rebuild-rate")
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--every", type=int, default=3, help="sample every n-th decision")
    parser.add_argument("--samples", type=int, default=4, help="samples per view")
    args = parser.parse_args()
    cls = variant_class(args.variant)
    n_seats = cls.seat_counts[0]
    rng = random.Random(args.seed)
    tried, rebuilt, no_world = Counter(), Counter(), 0
    mass = 0.0
    asked = 0
    for number in range(args.deals):
        game = Game.new(args.variant, None, n_seats, dealer=number % n_seats)
        game.deal_seeded(f"{args.seed}:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(n_seats)]
        while not game.is_terminal:
            view = game.view(game.to_move)
            if asked % args.every == 0 and view.hand and len(view.legal) > 1:
                know = Knowledge.of(view, game.variant.pack.cards)
                rebuild = Rebuilder(view)
                for _ in range(args.samples):
                    world = sample_world(view, know, rng)
                    if world is None:
                        no_world += 1
                        continue
                    tried[view.phase] += 1
                    found = rebuild(world, rng)
                    if found is not None:
                        rebuilt[view.phase] += 1
                        mass += found.weight
            asked += 1
            game.apply(players[game.to_move].choose(view))
    for phase in sorted(tried):
        print(f"{phase:10} {rebuilt[phase]:5d} of {tried[phase]:5d} rebuilt")
    total, kept = sum(tried.values()), sum(rebuilt.values())
    print(f"{'all':10} {kept:5d} of {total:5d} rebuilt ({100 * kept / max(total, 1):.0f} %), "
          f"mean weight kept {mass / max(kept, 1):.3f}; no sample found {no_world} times")


if __name__ == "__main__":
    main()
