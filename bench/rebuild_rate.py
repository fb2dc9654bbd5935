"""How often a deal can be rebuilt into the game a seat's view stands in (run by hand): the
expert keeps only the samples its rebuild (players/search/rebuild.py) brings to where the view
stands, so a sample that cannot be rebuilt is wasted.

Standard players play `--deals` seeded deals of each variant (its first table size). At every
decision every seat's view is rebuilt from the real hidden cards (`true`: this must always
succeed), and at every `--every`-th decision the view of the seat to move is sampled
`--samples` times (sampler.py, as the expert samples) and each sample rebuilt, one Rebuilder
per view (`sampled`). The samples are drawn from a generator of their own, so two versions
of the rebuild are measured on the same samples. With `--in-expert` deal n is played with the
expert at seat n mod the table size and the standard player elsewhere, and the rebuilds the
expert's own decisions try are counted instead. Prints a line per variant and a table.
Usage: python bench/rebuild_rate.py                      (every variant)
       python bench/rebuild_rate.py --variant paskiewitsch --variant grosstarok --deals 8
       python bench/rebuild_rate.py --variant neunzehnerrufen --deals 8 --in-expert
"""

from __future__ import annotations

import argparse
import random
from collections import Counter

from tarokdesk.core import Game
from tarokdesk.core.variant import all_variants, variant_class
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search import rebuild
from tarokdesk.players.search.sampler import sample_world


def rates(variant_id: str, seed: str, deals: int, every: int, samples: int) -> Counter:
    """Rebuilds tried and kept: 'true tried', 'true kept', 'sampled tried', 'sampled kept'."""
    n_seats = variant_class(variant_id).seat_counts[0]
    sampling, rebuilding = random.Random(f"{seed}/samples"), random.Random(f"{seed}/rebuilds")
    count: Counter = Counter()
    asked = 0
    for number in range(deals):
        game = Game.new(variant_id, None, n_seats, dealer=number % n_seats)
        game.deal_seeded(f"{seed}:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(n_seats)]
        while not game.is_terminal:
            for seat in range(n_seats):
                view = game.view(seat)
                found = rebuild.Rebuilder(view)(rebuild.true_world(game, seat), rebuilding)
                count["true tried"] += 1
                count["true kept"] += found is not None and \
                    found.game.state.hands == game.state.hands
            view = game.view(game.to_move)
            if asked % every == 0 and view.hand and len(view.legal) > 1:
                know = Knowledge.of(view, game.variant.pack.cards)
                rebuilder = rebuild.Rebuilder(view)
                for _ in range(samples):
                    world = sample_world(view, know, sampling)
                    if world is not None:
                        count["sampled tried"] += 1
                        count["sampled kept"] += rebuilder(world, rebuilding) is not None
            asked += 1
            game.apply(players[game.person_to_act].choose(game.view(game.to_move)))
    return count


def in_expert(variant_id: str, seed: str, deals: int) -> Counter:
    """Rebuilds tried and kept ('sampled ...') in the expert's own decisions."""
    n_seats = variant_class(variant_id).seat_counts[0]
    count: Counter = Counter()
    call = rebuild.Rebuilder.__call__

    def counted(self, world, rng):
        found = call(self, world, rng)
        count["sampled tried"] += 1
        count["sampled kept"] += found is not None
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
    return count


def share(count: Counter, what: str) -> str:
    """'kept/tried (percent)', or '-' where none was tried."""
    tried, kept = count[f"{what} tried"], count[f"{what} kept"]
    return f"{kept}/{tried} ({100 * kept / tried:.1f} %)" if tried else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", help="a variant (default: every one)")
    parser.add_argument("--seed", default="rebuild-rate")
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--every", type=int, default=3, help="sample every n-th decision")
    parser.add_argument("--samples", type=int, default=4, help="samples per view")
    parser.add_argument("--in-expert", action="store_true",
                        help="count the rebuilds of the expert's own decisions")
    args = parser.parse_args()
    rows = {}
    for variant_id in args.variant or sorted(all_variants()):
        rows[variant_id] = in_expert(variant_id, args.seed, args.deals) if args.in_expert \
            else rates(variant_id, args.seed, args.deals, args.every, args.samples)
        print(f"{variant_id:24} true {share(rows[variant_id], 'true'):24} "
              f"sampled {share(rows[variant_id], 'sampled')}", flush=True)
    print("\n| variant | real deal rebuilt | sampled deals rebuilt |\n|---|---|---|")
    for variant_id, count in rows.items():
        print(f"| {variant_id} | {share(count, 'true')} | {share(count, 'sampled')} |")


if __name__ == "__main__":
    main()
