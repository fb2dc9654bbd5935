"""Our Whist double-dummy solver (the search that answers where DDS cannot be installed)
against DDS (the `endplay` package), run by hand: the agreement and both solvers' times.

First, with `--questions N`, the expert's own questions (whist_expert.py): in N deals played
by the standard player, one decision a trick, its hidden hands drawn as the expert draws a
sample, every legal card's tricks asked of both solvers, timed by trick (the figures that
decide which solver the expert can afford from which trick on).
Part 1: the endgames (one random leader and strain each), the quicker part, so it finishes
first. Part 2: the deals; `--tricks` sets their size (13: full deals). Our solver keeps one
solver per strain through a deal's four leaders (its table holds for any position of that
strain) and takes the answer for the previous leader as its first guess; DDS answers the
whole table of a deal in one call (`calc_dd_table`). Every item prints a progress line with
the agreement so far and both solvers' mean times; `--minutes` stops starting new items
after that long (the summary then says how many ran). The last line is a JSON summary.
`--log FILE` appends one JSON line per endgame and per deal as it goes (a long run's
figures survive it being stopped); `--first-deal N` resumes the deals at number N (with
`--endgames 0`), so a long run of deals can be done in parts and the logs added up.
Whole deals take our search minutes each (DDS: a tenth of a second).
Usage: nice -n 10 python bench/whist_solver.py [--deals 10] [--endgames 1000] [--tricks 13]
       [--questions N] [--minutes M] [--log FILE] [--first-deal N]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from tarokdesk.cards.packs import PACKS
from tarokdesk.core import Game
from tarokdesk.players.game_facts import trick_rules
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.sampler import sample_world
from tarokdesk.players.search.dds import dds_solve
from tarokdesk.players.search.whist_expert import runs
from tarokdesk.players.search.whist_solver import WhistSolver
from tarokdesk.rules.suit_tricks import SuitTrickRules

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from whist_dds import dds_table  # noqa: E402

PACK = PACKS["whist-52"]
STRAINS = (0, 1, 2, 3, None)


def hands_of(seed: object, tricks: int) -> list[list[int]]:
    cards = list(PACK.cards)
    random.Random(str(seed)).shuffle(cards)
    return [cards[tricks * p: tricks * (p + 1)] for p in range(4)]


class Clock:
    """CPU seconds of this process (the machine is shared: wall time would count the
    other jobs' load) and the run's wall-clock limit for starting new items."""

    def __init__(self, minutes: float | None):
        self.deadline = None if minutes is None else time.monotonic() + 60 * minutes

    def over(self) -> bool:
        return self.deadline is not None and time.monotonic() > self.deadline


class Log:
    """One JSON line per item, appended and flushed at once (or nothing without a file)."""

    def __init__(self, path: str | None):
        self.path = path

    def write(self, record: dict) -> None:
        if self.path is not None:
            with open(self.path, "a", encoding="utf-8") as out:
                out.write(json.dumps(record) + "\n")


def endgames(count: int, clock: Clock, log: Log) -> dict:
    rng = random.Random("bench-endgames")
    ours_s = dds_s = 0.0
    agreed = ran = 0
    for number in range(count):
        tricks = rng.randint(5, 8)
        strain, leader = rng.choice(STRAINS), rng.randrange(4)
        if clock.over():
            break
        hands = hands_of(f"bench-endgame/{number}", tricks)
        started = time.process_time()
        expected = dds_table(hands)[strain, leader]
        dds_item = time.process_time() - started
        started = time.process_time()
        got = WhistSolver(SuitTrickRules(PACK, strain)).tricks(hands, leader)
        ours_item = time.process_time() - started
        ours_s += ours_item
        dds_s += dds_item
        ran += 1
        agreed += got == expected
        log.write({"endgame": number, "tricks": tricks, "strain": strain, "leader": leader,
                   "ours": got, "dds": expected, "ours_s": round(ours_item, 4),
                   "dds_s": round(dds_item, 5)})
        if got != expected:
            print(f"endgame {number}: DISAGREE ours {got} DDS {expected} "
                  f"strain {strain} leader {leader}", flush=True)
        if ran % 50 == 0 or ran == count:
            print(f"endgames {ran}/{count}: agreed {agreed}/{ran}; per endgame ours "
                  f"{ours_s / ran:.4f} s, DDS {dds_s / ran:.5f} s", flush=True)
    return {"endgames": count, "ran": ran, "agreed": agreed,
            "ours_s_per_endgame": round(ours_s / max(ran, 1), 4),
            "dds_s_per_endgame": round(dds_s / max(ran, 1), 5)}


def first_guess(answers: dict[int, int], leader: int, tricks: int) -> int | None:
    """The answer for the partner's lead when known (the same side leads: the closest
    guess), else the other side's answer for the previous leader turned round, else
    none (the solver's own rule of thumb)."""
    if (leader + 2) % 4 in answers:
        return answers[(leader + 2) % 4]
    if (leader - 1) % 4 in answers:
        return tricks - answers[(leader - 1) % 4]
    return None


def full_deals(count: int, tricks: int, clock: Clock, log: Log, first: int = 0) -> dict:
    ours_s = dds_s = 0.0
    agreed = asked = ran = disagreeing = 0
    for number in range(first, count):
        if clock.over():
            break
        hands = hands_of(f"bench-deal/{number}", tricks)
        started = time.process_time()
        reference = dds_table(hands)
        dds_deal = time.process_time() - started
        started = time.process_time()
        wrong = []
        for strain in STRAINS:
            solver = WhistSolver(SuitTrickRules(PACK, strain))
            answers: dict[int, int] = {}
            for leader in range(4):
                got = solver.tricks(hands, leader, guess=first_guess(answers, leader, tricks))
                answers[leader] = got
                asked += 1
                if got == reference[strain, leader]:
                    agreed += 1
                else:
                    wrong.append((strain, leader, got, reference[strain, leader]))
        ours_deal = time.process_time() - started
        ours_s += ours_deal
        dds_s += dds_deal
        ran += 1
        disagreeing += bool(wrong)
        log.write({"deal": number, "tricks": tricks, "questions": 20, "agreed": 20 - len(wrong),
                   "wrong": wrong, "ours_s": round(ours_deal, 3), "dds_s": round(dds_deal, 5)})
        print(f"deal {number + 1}/{count}: agreed {agreed}/{asked} questions"
              f"{' DISAGREE ' + repr(wrong) if wrong else ''}; this deal ours {ours_deal:.2f} s, "
              f"DDS {dds_deal:.4f} s; per deal so far ours {ours_s / ran:.2f} s, "
              f"DDS {dds_s / ran:.4f} s (20 questions)", flush=True)
    return {"deals": count, "ran": ran, "tricks": tricks, "questions": asked,
            "agreed": agreed, "deals_with_a_disagreement": disagreeing,
            "ours_s_per_deal": round(ours_s / max(ran, 1), 3),
            "dds_s_per_deal": round(dds_s / max(ran, 1), 5),
            "ours_s_per_question": round(ours_s / max(asked, 1), 3)}


def expert_positions(count: int):
    """(trick number, rules, hands, leader, trick) of the expert's questions: in each of
    `count` seeded deals played by the standard player, one decision a trick (the k-th card
    of trick k, so every place in a trick is asked), whose seat sees more than one run of
    legal cards; its hidden hands drawn once as the expert draws a sample."""
    for number in range(count):
        game = Game.new("whist", None, dealer=number % 4)
        game.deal_seeded(f"bench-expert/{number}")
        standard = HeuristicPlayer(number)
        rng = random.Random(f"bench-expert/{number}")
        while not game.is_terminal:
            seat = game.to_move
            view = game.view(seat)
            trick_number = len(view.tricks) + 1
            legal = [a.value for a in view.legal if a.kind == "play"]
            if view.phase == "play" and len(view.trick) == (trick_number - 1) % 4 and \
                    len(runs(view, legal)) > 1:
                rules = trick_rules(view)
                world = sample_world(view, Knowledge.of(view, rules.pack.cards), rng)
                order = list(view.active)
                leader = order.index(view.trick[0][0] if view.trick else seat)
                hands = [sorted(view.hand) if s == seat else sorted(world[s]) for s in order]
                yield trick_number, rules, hands, leader, [card for _, card in view.trick]
            game.apply(standard.decide(view)[0])


def expert_questions(count: int, clock: Clock, log: Log) -> dict:
    """The expert's question (every legal card's tricks in one sampled deal) asked of DDS
    and of our solver, timed by trick."""
    by_trick: dict[int, list[tuple[float, float]]] = {}
    agreed = asked = 0
    for trick_number, rules, hands, leader, trick in expert_positions(count):
        if clock.over():
            break
        started = time.process_time()
        expected, _ = dds_solve(rules, hands, leader, trick)
        dds_item = time.process_time() - started
        started = time.process_time()
        got = WhistSolver(rules).card_values(hands, leader, trick)
        ours_item = time.process_time() - started
        asked += 1
        agreed += got == expected
        by_trick.setdefault(trick_number, []).append((ours_item, dds_item))
        log.write({"question": asked, "trick": trick_number, "agreed": got == expected,
                   "ours_s": round(ours_item, 4), "dds_s": round(dds_item, 5)})
        print(f"question {asked} (trick {trick_number}): ours {ours_item:.4f} s, "
              f"DDS {dds_item:.4f} s{'' if got == expected else ' DISAGREE'}", flush=True)
    means = {}
    for trick_number in sorted(by_trick):
        times = by_trick[trick_number]
        ours, dds = (sum(t[i] for t in times) / len(times) for i in (0, 1))
        ours_max, dds_max = (max(t[i] for t in times) for i in (0, 1))
        means[trick_number] = {"questions": len(times), "ours_s": round(ours, 4),
                               "dds_s": round(dds, 5), "ours_max_s": round(ours_max, 4),
                               "dds_max_s": round(dds_max, 5)}
        print(f"trick {trick_number:2}: {len(times)} questions, per question ours {ours:.4f} s "
              f"(worst {ours_max:.3f}), DDS {dds:.5f} s (worst {dds_max:.4f})", flush=True)
    return {"deals": count, "questions": asked, "agreed": agreed, "by_trick": means}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--endgames", type=int, default=1000)
    parser.add_argument("--tricks", type=int, default=13)
    parser.add_argument("--questions", type=int, default=0,
                        help="deals of the expert's questions (one decision a trick)")
    parser.add_argument("--minutes", type=float, default=None,
                        help="start no new endgame or deal after this many minutes")
    parser.add_argument("--log", default=None,
                        help="append one JSON line per endgame and per deal to this file")
    parser.add_argument("--first-deal", type=int, default=0,
                        help="start the deals at this number (resuming a run in parts)")
    args = parser.parse_args()
    clock = Clock(args.minutes)
    log = Log(args.log)
    dds_table(hands_of("warm-up", 13))  # DDS loads its library on the first call: not timed
    summary = {"questions": expert_questions(args.questions, clock, log),
               "endgames": endgames(args.endgames, clock, log)}
    summary["deals"] = full_deals(args.deals, args.tricks, clock, log, args.first_deal)
    summary["times"] = "CPU seconds of this process"
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
