"""Random legal actions per second, whole deals, per variant (run by hand).

The loop is the game's own: chance deals from a seed, then `legal_actions()` and `apply()`
until the deal is over, exactly as the command line and the table drive a game. Each rate is
also given as a ratio, measured in the same run: every variant's to Königrufen's; Königrufen's
to OpenSpiel's C++ tarok in the same loop (random legal action, chance outcomes sampled, every
applied action counted; skipped when the `open_spiel` package is not installed); and `sim`'s
loop, random players handed their seat views (`play_session`), to the raw loop. Rates are per
second of the process's CPU time, and the loops compared run by turns of a quarter second, so that
other work on a shared machine weighs on both alike.
Usage: python bench/engine_speed.py [--seconds 3] [--variant koenigrufen]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Iterator

from tarokdesk.core import Game
from tarokdesk.core.session import Session
from tarokdesk.core.variant import all_variants
from tarokdesk.players.driver import play_session
from tarokdesk.players.random_player import RandomPlayer

REFERENCE = ("koenigrufen", 4)
"""The variant and table OpenSpiel's tarok is compared with, and the others with it."""
SESSION = 100
"""Deals per session of the views loop (`sim`'s default)."""

TURN = 0.25
"""CPU seconds a loop runs before the next takes its turn."""

Deals = Iterator[int]
"""A loop that plays one more deal at each `next()` and gives the actions it applied."""


def raw_deals(variant_id: str, n_seats: int) -> Deals:
    """Random legal actions, chance's included."""
    rng = random.Random(1)
    number = 0
    while True:
        game = Game.new(variant_id, None, n_seats, dealer=number % n_seats)
        game.deal_seeded(number)
        actions = 1 + game.state.redeals
        while not game.is_terminal:
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
        number += 1
        yield actions


def view_deals(variant_id: str, n_seats: int) -> Deals:
    """The same as `sim` plays: sessions of `SESSION` deals, each person a random player
    handed his seat's view."""
    number = 0
    while True:
        session = Session(variant_id, {}, n_seats, f"bench:{number}")
        players = [RandomPlayer(seat) for seat in range(len(session.names))]
        for _ in range(SESSION):
            actions = play_session(session, players, 1)
            yield actions + 1 + session.games[-1].state.redeals
        number += 1


def openspiel_deals() -> Deals | None:
    """OpenSpiel's tarok (4 players, Königrufen's rules) in the same loop; None without it."""
    try:
        import pyspiel
    except ImportError:
        return None
    return _openspiel_deals(pyspiel.load_game("tarok", {"players": REFERENCE[1]}))


def _openspiel_deals(game) -> Deals:
    rng = random.Random(1)
    while True:
        state = game.new_initial_state()
        actions = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
        yield actions


def race(loops: list[Deals], seconds: float) -> list[float]:
    """Actions per CPU second of each loop, the loops taking turns of `TURN` seconds (long
    enough that the caches warm up again) for about `seconds` each."""
    actions, spent = [0] * len(loops), [0.0] * len(loops)
    while min(spent) < seconds:
        for index, loop in enumerate(loops):
            started = time.process_time()
            turn = 0.0
            while turn < TURN:
                actions[index] += next(loop)
                turn = time.process_time() - started
            spent[index] += turn
    return [a / s for a, s in zip(actions, spent)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--variant", action="append", help="only these (default: all)")
    args = parser.parse_args()
    openspiel = openspiel_deals()
    loops = [raw_deals(*REFERENCE), view_deals(*REFERENCE)]
    reference, views, *theirs = race(loops + ([openspiel] if openspiel else []), args.seconds)
    name = "/".join(map(str, REFERENCE))
    rates = {name: round(reference)}
    print(f"{name:26} {reference:>8.0f} actions/s")
    for variant_id, cls in sorted(all_variants().items()):
        for n_seats in cls.seat_counts:
            if (variant_id, n_seats) == REFERENCE or args.variant and \
                    variant_id not in args.variant:
                continue
            rate, against = race([raw_deals(variant_id, n_seats), raw_deals(*REFERENCE)],
                                 args.seconds)
            rates[f"{variant_id}/{n_seats}"] = round(rate)
            print(f"{variant_id + '/' + str(n_seats):26} {rate:>8.0f} actions/s  "
                  f"{rate / against:5.2f} of {name}'s")
    if theirs:
        rates["openspiel-tarok/4"] = round(theirs[0])
        print(f"{'OpenSpiel tarok/4':26} {theirs[0]:>8.0f} actions/s  "
              f"{name} {reference / theirs[0]:.2f} of it")
    else:
        print("OpenSpiel's tarok: not measured (pip install open_spiel)")
    rates[f"sim-views/{name}"] = round(views)
    print(f"{'sim with views ' + name:26} {views:>8.0f} actions/s  "
          f"{views / reference:.2f} of the raw loop")
    print(json.dumps(rates))


if __name__ == "__main__":
    main()
