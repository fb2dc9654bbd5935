"""Distance to perfect information in Whist (run by hand): how many tricks a player's cards
give away against double-dummy play, the limit no player who cannot see the other hands can
reach.

Deal n is `tarokdesk tournament`'s seed "S:n", dealt by seat n % 4 and played to the end
once by four standard players and once by four experts. Every card is judged against the
real deal: DDS (dds.py) values each legal card by the tricks its side takes from that trick
on, and the card played loses the best card's value less its own. A side's distance in a deal
is what its cards lost together: the tricks it falls short of the double-dummy par of the
deal (the tricks each side takes when both play perfectly) where the other side plays
perfectly. A claim of the rest by a seat whose every card is a master loses nothing.

Prints one JSON line per deal (par of the side on lead, each player's tricks and distance per
side) and at the end each player's mean distance per side and deal with its 95 % interval,
and the part of the standard player's distance the expert closes. `--first N` starts at deal
N, so a long run can be done in parts and the parts put together (`--combine PART.jsonl ...`).
Usage: nice -n 10 python bench/perfect_distance.py --seed 1 --deals 40
       python bench/perfect_distance.py --combine part1.jsonl part2.jsonl
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from tarokdesk.core import Game
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.search.dds import dds_available, dds_values

PLAYERS = {"standard": HeuristicPlayer, "expert": ExpertPlayer}


def position(game: Game) -> tuple[list[list[int]], int, list[int]]:
    """The real hands by position in playing order from the trick's leader's, the leader's
    position and the cards of the trick begun (dds.py's question)."""
    state = game.state
    order = list(state.active)
    trick = list(state.trick)
    leader = order.index(trick[0][0]) if trick else order.index(state.to_move)
    hands = [sorted(state.hands[seat]) for seat in order]
    return hands, leader, [card for _, card in trick]


def side_of(game: Game, seat: int, leader: int) -> int:
    """0 for the side of the deal's first leader, 1 for the other."""
    order = list(game.state.active)
    return (order.index(seat) - order.index(leader)) % 2


def play(level: str, seed: str, dealer: int) -> dict:
    """One deal played by four players of `level`: the par of the side that leads first,
    and each side's tricks and the tricks its cards lost against double-dummy play."""
    game = Game.new("whist", None, 4, dealer)
    game.deal_seeded(seed)
    players = {seat: PLAYERS[level](f"{seed}:{seat}:{level}") for seat in game.state.active}
    first_leader = game.to_move
    par = None
    lost = [0, 0]
    while not game.is_terminal:
        seat = game.to_move
        view = game.view(seat)
        action = players[game.person_to_act].choose(view)
        if action.kind == "play" and len([a for a in view.legal if a.kind == "play"]) > 1:
            hands, leader, trick = position(game)
            values = dds_values(trick_rules(view), hands, leader, trick)
            if par is None:
                par = max(values.values())
            lost[side_of(game, seat, first_leader)] += max(values.values()) - values[action.value]
        game.apply(action)
    tricks = game.result["tricks"]
    first = side_of(game, game.result["sides"][0][0], first_leader)
    return {"par": par, "tricks": tricks if first == 0 else tricks[::-1], "lost": lost}


def mean_interval(values: list[float]) -> tuple[float, float]:
    mean = sum(values) / len(values)
    spread = sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1)
    return mean, 1.96 * math.sqrt(spread / len(values))


def summary(rows: list[dict]) -> dict:
    """Each player's mean distance per side and deal, and the part of the standard player's
    the expert closes."""
    found = {"deals": len(rows)}
    for level in PLAYERS:
        mean, ci95 = mean_interval([row[level]["lost"][side] for row in rows
                                    for side in (0, 1)])
        found[level] = {"distance": round(mean, 3), "ci95": round(ci95, 3)}
    standard = found["standard"]["distance"]
    if standard:
        found["closed"] = round(1 - found["expert"]["distance"] / standard, 3)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--combine", nargs="+", metavar="PART", help="put parts together")
    args = parser.parse_args()
    if args.combine:
        rows = {}
        for path in args.combine:
            with open(path, encoding="utf-8") as part:
                for line in part:
                    row = json.loads(line)
                    if "deal" in row:
                        rows[row["deal"]] = row
        print(json.dumps(summary(list(rows.values()))))
        return
    if not dds_available():
        sys.exit("DDS (the endplay package) is needed to judge the cards")
    rows = []
    for number in range(args.first, args.first + args.deals):
        seed = f"{args.seed}:{number}"
        row = {"deal": seed} | {level: play(level, seed, number % 4) for level in PLAYERS}
        rows.append(row)
        print(json.dumps(row), flush=True)
    print(json.dumps(summary(rows)))


if __name__ == "__main__":
    main()
