"""A fingerprint of what the players and the practice read from the record (run by hand): two
versions of the code that print the same lines read the same facts and make the same choices.

Per variant and table size, `--deals` seeded deals played by standard players: at every
decision every seat's `Knowledge` (voids, lacks, known, unseen, whom each unseen card may
lie with), and for the seat to move what the record proves (`Knowledge.proven`), where the
sampler lets each unseen card lie (`sampler.places`), two sampled deals, one sampled deal
rebuilt (every fourth decision) and, in the trump-suit games, the Whist reading's voids; at
every tenth decision the position as the seat to move sees it exported and loaded, its unknown
cards filled (practice/position/fill.py); the standard players' actions (the log) end each
deal. Then every shipped position loaded under
three seeds (log and fill report) and every book problem set up (its log). A line per part,
its digest; the counts on stderr.
Usage: python bench/inference_fingerprint.py > new.txt; diff old.txt new.txt
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys

from tarokdesk.core import Game
from tarokdesk.core.variant import all_variants, variant_class
from tarokdesk.players import HeuristicPlayer
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.heuristic.whist.reading import Reading
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search import rebuild
from tarokdesk.players.search.sampler import places, sample_world
from tarokdesk.practice.position.export import export_position
from tarokdesk.practice.position.format import PositionError
from tarokdesk.practice.position.load import load_position
from tarokdesk.practice.problems import assets_folder, load_problems
from tarokdesk.rules.suit_tricks import SuitTrickRules


def knowledge_lines(view, pack) -> list[str]:
    know = Knowledge.of(view, pack)
    others = [s for s in view.active if s != view.seat]
    may = {s: sorted(c for c in know.unseen if know.may_hold(s, c)) for s in others}
    return [f"k {view.seat} v{sorted((s, sorted(v)) for s, v in know.voids.items())} "
            f"l{sorted((s, sorted(v)) for s, v in know.lacks.items())} "
            f"n{sorted((s, sorted(v)) for s, v in know.known.items())} "
            f"u{sorted(know.unseen)} m{sorted(may.items())} t{know.taroks_out()}"]


def search_lines(view, pack, number: int) -> list[str]:
    know = Knowledge.of(view, pack)
    seats = [s for s in view.active if s != view.seat]
    proven = {s: sorted(c for c in know.unseen if know.proven.excludes(s, c)) for s in seats}
    lines = [f"p {sorted(proven.items())}",
             f"o {sorted((c, sorted(map(str, o))) for c, o in places(view, know).items())}"]
    rng = random.Random(f"fingerprint/{number}")
    worlds = [sample_world(view, know, rng) for _ in range(2)]
    lines += [f"w {None if w is None else sorted((str(k), v) for k, v in w.items())}"
              for w in worlds]
    if number % 4 == 0 and worlds[0] is not None:
        found = rebuild.Rebuilder(view)(worlds[0], random.Random(f"rebuild/{number}"))
        lines.append(f"r {None if found is None else found.game.state.hands} "
                     f"{None if found is None else round(found.weight, 9)}")
    if isinstance(trick_rules(view), SuitTrickRules):
        lines.append(f"s {sorted((s, sorted(v)) for s, v in Reading.of(view).voids.items())}")
    return lines


def fill_line(game: Game, seat: int, number: int) -> str:
    """The position as `seat` sees it, its unknown cards filled: the fill report and log."""
    try:
        loaded, report = load_position(export_position(game, seat), f"fingerprint/{number}")
    except PositionError as error:
        return f"f {error}"
    return f"f {json.dumps(report.to_json(), sort_keys=True)} " \
           f"{[(a.kind, repr(a.value), a.seat) for a in loaded.log]}"


def deal_lines(variant_id: str, n_seats: int, deals: int) -> list[str]:
    lines: list[str] = []
    for number in range(deals):
        game = Game.new(variant_id, None, n_seats, dealer=number % n_seats)
        game.deal_seeded(f"fingerprint:{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(n_seats)]
        pack = game.variant.pack.cards
        decision = 0
        while not game.is_terminal:
            for seat in game.state.active:
                lines += knowledge_lines(game.view(seat), pack)
            view = game.view(game.to_move)
            if view.hand and len(view.legal) > 1:
                lines += search_lines(view, pack, decision)
            if decision % 10 == 5:
                lines.append(fill_line(game, game.to_move, decision))
            decision += 1
            game.apply(players[game.person_to_act].choose(view))
        lines.append(f"log {[(a.kind, repr(a.value), a.seat) for a in game.log]}")
    return lines


def position_lines() -> list[str]:
    lines = []
    for path in sorted((assets_folder() / "positions").glob("*.json")):
        for seed in (0, 1, "x"):
            game, report = load_position(json.loads(path.read_text()), seed)
            lines.append(f"{path.name} {seed} {json.dumps(report.to_json(), sort_keys=True)} "
                         f"{[(a.kind, repr(a.value), a.seat) for a in game.log]}")
    for problem in load_problems():
        try:
            puzzle = problem.set_up()
        except Exception as error:  # an unbuilt game's problem: its refusal is its print
            lines.append(f"problem {problem.number} {type(error).__name__}")
            continue
        lines.append(f"problem {problem.number} "
                     f"{[(a.kind, repr(a.value), a.seat) for a in puzzle.game.log]}")
    return lines


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", action="append", help="a variant (default: every one)")
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--no-positions", action="store_true")
    args = parser.parse_args()
    for variant_id in args.variant or sorted(all_variants()):
        for n_seats in variant_class(variant_id).seat_counts:
            lines = deal_lines(variant_id, n_seats, args.deals)
            print(f"{variant_id} {n_seats} {digest(lines)}", flush=True)
            print(f"{variant_id} {n_seats}: {len(lines)} lines", file=sys.stderr)
    if not args.no_positions:
        lines = position_lines()
        print(f"positions {digest(lines)}")
        print(f"positions: {len(lines)} lines", file=sys.stderr)


if __name__ == "__main__":
    main()
