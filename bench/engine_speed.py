"""Random legal actions per second, whole deals, per variant (run by hand).

The loop is the game's own: chance deals from a seed, then `legal_actions()` and `apply()`
until the deal is over, exactly as the command line and the table drive a game. Each rate is
also given as a ratio, measured in the same run: every variant's to Königrufen's; Königrufen's
to OpenSpiel's C++ tarok in the same loop (random legal action, chance outcomes sampled, every
applied action counted; skipped when the `open_spiel` package is not installed); and `sim`'s
loop, random players handed their seat views (`play_session`), to the raw loop. Rates are per
second of the process's CPU time, so that other work on a shared machine skews them less.
Usage: python bench/engine_speed.py [--seconds 3] [--variant koenigrufen]
"""

from __future__ import annotations

import argparse
import json
import random
import time

from tarokdesk.core import Game
from tarokdesk.core.session import Session
from tarokdesk.core.variant import all_variants
from tarokdesk.players.driver import play_session
from tarokdesk.players.random_player import RandomPlayer

REFERENCE = ("koenigrufen", 4)
"""The variant and table OpenSpiel's tarok is compared with, and the others with it."""
SESSION = 100
"""Deals per session of the views loop (`sim`'s default)."""


def measure(variant_id: str, n_seats: int, seconds: float) -> float:
    """Random legal actions per second, chance's included."""
    rng = random.Random(1)
    actions = deals = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        game = Game.new(variant_id, None, n_seats, dealer=deals % n_seats)
        game.deal_seeded(deals)
        actions += 1 + game.state.redeals
        while not game.is_terminal:
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
        deals += 1
    return actions / (time.process_time() - started)


def measure_views(variant_id: str, n_seats: int, seconds: float) -> float:
    """The same rate as `sim` plays: sessions of `SESSION` deals, each person a random player
    handed his seat's view."""
    actions = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        if actions == 0 or len(session.games) == SESSION:
            session = Session(variant_id, {}, n_seats, f"bench:{actions}")
            players = [RandomPlayer(seat) for seat in range(len(session.names))]
        actions += play_session(session, players, 1)
        actions += 1 + session.games[-1].state.redeals
    return actions / (time.process_time() - started)


def measure_openspiel(seconds: float) -> float | None:
    """OpenSpiel's tarok (4 players, Königrufen's rules) in the same loop; None without it."""
    try:
        import pyspiel
    except ImportError:
        return None
    rng = random.Random(1)
    game = pyspiel.load_game("tarok", {"players": REFERENCE[1]})
    actions = 0
    started = time.process_time()
    while time.process_time() - started < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, weights = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, weights)[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
    return actions / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--variant", action="append", help="only these (default: all)")
    args = parser.parse_args()
    tables = [REFERENCE] + [(variant_id, n_seats)
                            for variant_id, cls in sorted(all_variants().items())
                            for n_seats in cls.seat_counts
                            if (variant_id, n_seats) != REFERENCE
                            and (not args.variant or variant_id in args.variant)]
    reference = measure(*REFERENCE, args.seconds)
    openspiel = measure_openspiel(args.seconds)
    views = measure_views(*REFERENCE, args.seconds)
    rates = {}
    for variant_id, n_seats in tables:
        rate = reference if (variant_id, n_seats) == REFERENCE else \
            measure(variant_id, n_seats, args.seconds)
        rates[f"{variant_id}/{n_seats}"] = round(rate)
        print(f"{variant_id:22} {n_seats} seats  {rate:>8.0f} actions/s  "
              f"{rate / reference:5.2f} of {REFERENCE[0]}'s")
    if openspiel is None:
        print("OpenSpiel's tarok: not measured (pip install open_spiel)")
    else:
        print(f"OpenSpiel's tarok      4 seats  {openspiel:>8.0f} actions/s  "
              f"{REFERENCE[0]} {reference / openspiel:.2f} of it")
    print(f"sim with views: {REFERENCE[0]} {views:>8.0f} actions/s  "
          f"{views / reference:.2f} of the raw loop")
    print(json.dumps({**rates, "openspiel_tarok/4": openspiel and round(openspiel),
                      "views/" + "/".join(map(str, REFERENCE)): round(views)}))


if __name__ == "__main__":
    main()
