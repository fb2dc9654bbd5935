"""How often a sampled deal can be rebuilt into a game that agrees with the record (run by
hand): the expert keeps only the samples its rebuild (players/search/rebuild.py) brings to
where the view stands, so samples that contradict the bidding or the call are wasted.

By default standard players play seeded deals; at every `--every`-th decision of the seat to
move the seat's view is sampled `--samples` times (sampler.py, as the expert samples) and each
sample rebuilt, as the expert rebuilds them (one Rebuilder per view). With `--in-expert` deal n
is played with the expert at seat n mod the table size and the standard player elsewhere, and
the rebuilds the expert's own decisions try are counted. Prints the rebuilds tried and those
that succeeded, by phase.
Usage: python bench/rebuild_rate.py --variant neunzehnerrufen --deals 12 --samples 4
       python bench/rebuild_rate.py --variant neunzehnerrufen --deals 8 --in-expert
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from tarokdesk.core import Game
from tarokdesk.core.variant import variant_class
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search import rebuild
from tarokdesk.players.search.sampler import sample_world


def sampled(variant_id: str, seed: str, deals: int, every: int, samples: int
            ) -> tuple[Counter, Counter]:
    """(rebuilds tried, rebuilds kept) by phase, over views of standard players' deals."""
    n_seats = variant_class(variant_id).seat_counts[0]
    rng = random.Random(seed)
    tried, kept = Counter(), Counter()
    asked = 0
    for number in range(deals):
        game = Game.new(variant_id, None, n_seats, dealer=number % n_seats)
        game.deal_seeded(f"{seed}:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(n_seats)]
        while not game.is_terminal:
            view = game.view(game.to_move)
            if asked % every == 0 and view.hand and len(view.legal) > 1:
                know = Knowledge.of(view, game.variant.pack.cards)
                rebuilder = rebuild.Rebuilder(view)
                for _ in range(samples):
                    world = sample_world(view, know, rng)
                    if world is None:
                        continue
                    tried[view.phase] += 1
                    kept[view.phase] += rebuilder(world, rng) is not None
            asked += 1
            game.apply(players[game.to_move].choose(view))
    return tried, kept


def in_expert(variant_id: str, seed: str, deals: int) -> tuple[Counter, Counter]:
    """(rebuilds tried, rebuilds kept) by phase, in the expert's own decisions."""
    n_seats = variant_class(variant_id).seat_counts[0]
    tried, kept = Counter(), Counter()
    call = rebuild.Rebuilder.__call__

    def counted(self, world, rng):
        found = call(self, world, rng)
        tried[self.view.phase] += 1
        kept[self.view.phase] += found is not None
        return found

    rebuild.Rebuilder.__call__ = counted
    for number in range(deals):
        expert_at = number % n_seats
        game = Game.new(variant_id, None, n_seats, 0)
        game.deal_seeded(f"{seed}:{number}")
        players = [HeuristicPlayer(f"{seed}:{number}:{s}:standard") for s in range(n_seats)]
        players[expert_at] = ExpertPlayer(f"{seed}:{number}:{expert_at}:expert")
        while not game.is_terminal:
            game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
    rebuild.Rebuilder.__call__ = call
    return tried, kept


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", required=True)
    parser.add_argument("--seed", default="rebuild-rate")
    parser.add_argument("--deals", type=int, default=12)
    parser.add_argument("--every", type=int, default=3, help="sample every n-th decision")
    parser.add_argument("--samples", type=int, default=4, help="samples per view")
    parser.add_argument("--in-expert", action="store_true",
                        help="count the rebuilds of the expert's own decisions")
    args = parser.parse_args()
    if args.in_expert:
        tried, kept = in_expert(args.variant, args.seed, args.deals)
    else:
        tried, kept = sampled(args.variant, args.seed, args.deals, args.every, args.samples)
    for phase in sorted(tried):
        print(f"{phase:10} {kept[phase]:5d} of {tried[phase]:5d} rebuilt")
    total, done = sum(tried.values()), sum(kept.values())
    print(f"{'all':10} {done:5d} of {total:5d} rebuilt ({100 * done / max(total, 1):.0f} %)")


if __name__ == "__main__":
    main()
