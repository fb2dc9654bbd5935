"""Distance to perfect information (run by hand): what a player's cards give away against
double-dummy play, the limit no player who cannot see the other hands can reach.

Deal n is `tarokdesk tournament`'s seed "S:n", dealt by seat n % seats and played to the end
once by standard players only and once by experts only. Every card is judged against the
real deal, and the card played loses the best card's value less its own; a side's distance in
a deal is what its cards lost together.

Whist (the default) and the other games of four plain suits count tricks: DDS (dds.py)
values each legal card by the tricks its side takes from that trick on, so a side's distance
is the tricks it falls short of the double-dummy par of the deal where the other side plays
perfectly. A claim of the rest by a seat whose every card is a master loses nothing.

A Tarok game (`--variant koenigrufen --seats 4`, ...) counts card points: from the first card
played where the solver is exact (practice/review.py's `solved_here`: at most EXACT_CARDS
cards left, all in the hands) each legal card is valued by the card points its side takes
from there on against all other seats (solver.py, in thirds, the trick rules of the engine
with the game's options; a game with its own count, as Neunzehner-Rufen II's Augen, in that
count); the cards before are not judged. The sides are the declarer's and the defenders';
without a declarer, the fixed partners the table names, or each seat alone where each plays
for himself (the others playing together against him, as the expert reckons). A deal played
to no judged card (passed out, given up) is not judged.

Prints one JSON line per deal (Whist: par of the side on lead, each player's tricks and
distance per side; Tarok: each player's contract, how the seats were sided and the distance
of each side, in card points: the declarer's side and the defenders, the partnerships, or
each seat in playing order) and at the end each player's mean distance per side and deal with
its 95 % interval (Tarok: of the declarer's side and the defenders apart as well), and the
part of the standard player's distance the expert closes (Tarok: also on the deals both
players played to the judged end, with the paired difference per side and deal). `--first N`
starts at deal N, so a long run can be done in parts and the parts put together
(`--combine PART.jsonl ...`); `--record COMMIT` keeps the summary as the game's row of
docs/distance.json, which `bench/strength_table.py` shows in docs/strength.md.
Usage: nice -n 10 python bench/perfect_distance.py --seed 1 --deals 40
       nice -n 10 python bench/perfect_distance.py --variant koenigrufen --seats 4 --deals 10
       nice -n 10 python bench/perfect_distance.py --variant grosstarok --seats 3 --deals 10
       python bench/perfect_distance.py --combine part1.jsonl part2.jsonl --record 5831357
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core import Game
from tarokdesk.core.variant import variant_class
from tarokdesk.players import ExpertPlayer, HeuristicPlayer
from tarokdesk.players.game_facts import TRUMP_SUIT_FAMILY, trick_rules
from tarokdesk.players.search.dds import dds_available, dds_values
from tarokdesk.practice.engine_parts import trick_play
from tarokdesk.practice.review import (DECLARER, DEFENDERS, EXACT_CARDS, DeclarerJudge,
                                       SidesJudge, solved_here)

PLAYERS = {"standard": HeuristicPlayer, "expert": ExpertPlayer}
DISTANCES = Path(__file__).resolve().parent.parent / "docs" / "distance.json"
DECLARER_SIDES, FIXED_PARTNERS, EACH_FOR_HIMSELF = "declarer", "partners", "seats"


def position(game: Game) -> tuple[list[list[int]], int, list[int]]:
    """The real hands by position in playing order from the trick's leader's, the leader's
    position and the cards of the trick begun (dds.py's question)."""
    state = game.state
    order = list(state.active)
    trick = list(state.trick)
    leader = order.index(trick[0][0]) if trick else order.index(state.to_move)
    hands = [sorted(state.hands[seat]) for seat in order]
    return hands, leader, [card for _, card in trick]


def loss(values: dict, card) -> int:
    """What `card` gives away against the best legal card (`values`: each legal card's
    value for the mover's side)."""
    return max(values.values()) - values[card]


def side_of(game: Game, seat: int, leader: int) -> int:
    """0 for the side of the deal's first leader, 1 for the other."""
    order = list(game.state.active)
    return (order.index(seat) - order.index(leader)) % 2


def play(level: str, variant: str, seed: str, dealer: int) -> dict:
    """One deal of a game of four plain suits played by players of `level`: the par of the
    side that leads first, and each side's tricks and the tricks its cards lost against
    double-dummy play."""
    game = Game.new(variant, None, 4, dealer)
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
            lost[side_of(game, seat, first_leader)] += loss(values, action.value)
        game.apply(action)
    tricks = game.result["tricks"]
    first = side_of(game, game.result["sides"][0][0], first_leader)
    return {"par": par, "tricks": tricks if first == 0 else tricks[::-1], "lost": lost}


def play_tarok(level: str, variant: str, seats: int, seed: str, dealer: int) -> dict:
    """One deal of a Tarok game played by players of `level` only: the contract, how its
    seats were sided and the card points each side's cards lost against exact play from
    EXACT_CARDS cards left on (None where nothing was judged)."""
    game = Game.new(variant, None, seats, dealer)
    game.deal_seeded(seed)
    players = {seat: PLAYERS[level](f"{seed}:{seat}:{level}") for seat in game.state.active}
    playing = trick_play(game.variant)
    judge = None
    lost: list[int] = []  # per side, in the game's count
    per_point = 1
    while not game.is_terminal:
        state = game.state
        seat = game.to_move
        view = game.view(seat)
        action = players[game.person_to_act].choose(view)
        if action.kind == "play" and solved_here(playing, state, EXACT_CARDS):
            if judge is None:
                rules = playing.rules_in(state)
                judge = tarok_judge(game, rules)
                lost = [0] * len(judge.sides)
                per_point = 3 if rules.count == CARD_THIRDS else 1
            if judge.sides:
                legal = {a.card for a in view.legal if a.kind == "play"}
                values = {c: v for c, v in judge.values(state, seat).items() if c in legal}
                lost[judge.side(seat)] += loss(values, action.card)
        game.apply(action)
    judged = judge is not None and bool(judge.sides)
    return {"contract": game.state.contract, "sides": sided(game) if judged else None,
            "lost": [round(count / per_point, 3) for count in lost] if judged else None}


def sided(game: Game) -> str:
    """How the seats play: DECLARER_SIDES, FIXED_PARTNERS or EACH_FOR_HIMSELF."""
    if game.state.declarer is not None:
        return DECLARER_SIDES
    return FIXED_PARTNERS if partners(game) else EACH_FOR_HIMSELF


def partners(game: Game) -> dict[int, int]:
    """The fixed partner of each seat, as the table names them to every seat (a view's
    public "partners"); none in a game each for himself."""
    named = game.view(game.state.active[0]).public.get("partners") or {}
    return {int(seat): partner for seat, partner in named.items()}


def tarok_judge(game: Game, rules) -> SidesJudge:
    """The judge of a Tarok deal: the declarer's side against the defenders; without a
    declarer, partners against partners, or each seat against all others (its card points
    as the others, playing together against it, leave them: the expert's own reckoning)."""
    how = sided(game)
    if how == DECLARER_SIDES:
        return DeclarerJudge(game, rules)
    active = game.state.active
    if how == FIXED_PARTNERS:
        mates = partners(game)
        sides = {frozenset({seat, mates[seat]}) for seat in active}
        return SidesJudge(game, rules, tuple(sorted(sides, key=min)))
    return SidesJudge(game, rules, tuple(frozenset({seat}) for seat in active))


def measured(values: list[float]) -> dict:
    """The mean distance and its 95 % interval."""
    mean = sum(values) / len(values)
    spread = sum((v - mean) ** 2 for v in values) / max(1, len(values) - 1)
    return {"distance": round(mean, 3), "ci95": round(1.96 * math.sqrt(spread / len(values)), 3)}


def summary(rows: list[dict]) -> dict:
    """Each player's mean distance per side and deal, and the part of the standard player's
    the expert closes."""
    found: dict = {"deals": len(rows)}
    tarok = any("contract" in row[level] for row in rows for level in PLAYERS)  # not Whist
    for level in PLAYERS:
        judged = [row[level] for row in rows if row[level]["lost"] is not None]
        if not judged:
            continue
        found[level] = measured([part for deal in judged for part in deal["lost"]])
        if tarok:
            found[level]["judged"] = len(judged)
            declared = [deal["lost"] for deal in judged
                        if deal.get("sides", DECLARER_SIDES) == DECLARER_SIDES]
            for side, name in ((DECLARER, "declarer"), (DEFENDERS, "defenders")):
                if declared:
                    found[level][name] = measured([lost[side] for lost in declared])
    standard = found.get("standard", {}).get("distance")
    if standard and "expert" in found:
        found["closed"] = round(1 - found["expert"]["distance"] / standard, 3)
    found["both_judged"] = both_judged(rows)
    return found


def both_judged(rows: list[dict]) -> dict:
    """The players compared on the deals both played to the judged end (the bidding differs
    by player: a deal one of them played the other may have passed out or conceded)."""
    both = [row for row in rows if all(row[level]["lost"] is not None for level in PLAYERS)]
    found: dict = {"deals": len(both)}
    if not both:
        return found
    for level in PLAYERS:
        found[level] = measured([part for row in both for part in row[level]["lost"]])
    found["standard_less_expert"] = measured(
        [mean(row["standard"]["lost"]) - mean(row["expert"]["lost"]) for row in both])
    if found["standard"]["distance"]:
        found["closed"] = round(1 - found["expert"]["distance"] / found["standard"]["distance"], 3)
    return found


def mean(lost: list[float]) -> float:
    return sum(lost) / len(lost)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="whist")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--combine", nargs="+", metavar="PART", help="put parts together")
    parser.add_argument("--record", metavar="COMMIT",
                        help=f"keep the summary as its game's row in {DISTANCES.name}, "
                             "measured with the code of COMMIT")
    args = parser.parse_args()
    if args.combine:
        parts: dict[str, dict] = {}
        for path in args.combine:
            with open(path, encoding="utf-8") as part:
                for line in part:
                    row = json.loads(line)
                    if "deal" in row:
                        parts[row["deal"]] = row
        finish(list(parts.values()), args.record)
        return
    whist = variant_class(args.variant).strategy.family == TRUMP_SUIT_FAMILY
    if whist and not dds_available():
        sys.exit("DDS (the endplay package) is needed to judge the cards")
    rows = []
    for number in range(args.first, args.first + args.deals):
        seed = f"{args.seed}:{number}"
        if whist:
            row = {"deal": seed, "variant": args.variant} | {
                level: play(level, args.variant, seed, number % 4) for level in PLAYERS}
        else:
            row = {"deal": seed, "variant": args.variant, "seats": args.seats} | {
                level: play_tarok(level, args.variant, args.seats, seed, number % args.seats)
                for level in PLAYERS}
        rows.append(row)
        print(json.dumps(row), flush=True)
    finish(rows, args.record)


def finish(rows: list[dict], commit: str | None) -> None:
    """Print the summary and, with `commit`, keep it as its game's row of DISTANCES."""
    found = summary(rows)
    print(json.dumps(found))
    if commit:
        recorded = json.loads(DISTANCES.read_text()) if DISTANCES.exists() else []
        row = distance_row(rows, found, commit)
        recorded = [r for r in recorded if (r["variant"], r["seats"]) !=
                    (row["variant"], row["seats"])] + [row]
        recorded.sort(key=lambda r: (r["variant"], r["seats"]))
        DISTANCES.write_text(json.dumps(recorded, indent=1) + "\n")


def distance_row(rows: list[dict], found: dict, commit: str) -> dict:
    """The row docs/strength.md shows of a run: its game, the figures and how to make them."""
    first = rows[0]
    variant, seats = first.get("variant", "whist"), first.get("seats", 4)
    seed = first["deal"].split(":")[0]
    numbers = sorted(int(row["deal"].split(":")[1]) for row in rows)
    tarok = "contract" in first["standard"]
    return {"variant": variant, "seats": seats,
            "measure": "card points" if tarok else "tricks",
            "per": "seat" if any(row[level].get("sides") == EACH_FOR_HIMSELF
                                 for row in rows for level in PLAYERS) else "side",
            "seed": seed, "deals": len(rows),
            "standard": found.get("standard"), "expert": found.get("expert"),
            "closed": found.get("closed"), "paired": found["both_judged"], "commit": commit,
            "command": f"python bench/perfect_distance.py --variant {variant} --seats {seats} "
                       f"--seed {seed} --first {numbers[0]} --deals {len(rows)}"}


if __name__ == "__main__":
    main()
