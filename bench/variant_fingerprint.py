"""A fingerprint of what a variant tells the engine, the table and the players (run by hand):
two versions of the code that print the same lines play, show, seat and carry alike.

Per variant, form (its default options and each of `forms`) and table size: the seating
(persons, dummies, who deals after whom, the draw for seats, the sheet of the first carry, the words the table shows);
two deals of random players and one of standard players, with at every step the legal
actions and every seat's view, and at the end the result and the saved game; then a session
of up to twelve deals of random players (who sits where, the carry in and after each deal, its
sheet and counts, the session saved). A line per part; with --digest its digest only.
Usage: python bench/variant_fingerprint.py > new.txt; diff old.txt new.txt
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from typing import Any

from tarokdesk.core import Game, Session, game_to_dict
from tarokdesk.core.variant import all_variants, variant_for
from tarokdesk.players import HeuristicPlayer
from tarokdesk.players.random_player import RandomPlayer


def seating_lines(variant: Any) -> list[str]:
    persons = variant.seating.persons()
    carry = variant.sitting.initial_carry()
    seating, sitting, words = variant.seating, variant.sitting, variant.presentation
    lines = [f"persons {persons} dummies {seating.dummy_seats()} count {seating.person_count} "
             f"table {seating.table_persons()} by_seat {seating.by_seat(list(persons), -1)}",
             f"dealers {[(d, seating.next_dealer(d), variant.active_seats(d)) for d in persons]}",
             f"draw {seating.draw_seats('fingerprint')} redraws {seating.redraws_seats()}",
             f"seating {seating.places(seating.draw_seats('fingerprint'), carry)} "
             f"opening {seating.opening_dealer(carry)}",
             f"carry {carry} over {sitting.session_over(carry)} sheet {sitting.carry_sheet(carry)} "
             f"counts {sitting.carry_counts(carry)} in_deal {sitting.carry_in_deal(carry, 0)}",
             f"shown {[c for c in variant.pack.cards if variant.visibility.discard_shown(c)]}",
             f"words {variant.name} {words.aliases} {words.forms} {words.terms} "
             f"{words.explain} {words.acts} {words.glossary} {words.summary} "
             f"{words.distinction} {words.first_game} {words.first_hand} "
             f"{words.card_names} {variant.book} {variant.rules_file}"]
    sitting.check_carry(carry)
    return lines


def deal_lines(variant_id: str, options: dict, n_seats: int, players: list) -> list[str]:
    game = Game.new(variant_id, options, n_seats)
    lines = []
    while not game.is_terminal:
        if game.is_chance:
            game.deal_seeded(f"fingerprint/{len(game.log)}")
            continue
        lines.append(f"legal {game.legal_actions()}")
        lines += [f"view {seat} {game.view(seat)}" for seat in range(game.variant.n_seats)]
        mover = game.to_move
        game.apply(players[mover].choose(game.view(mover)))
    lines += [f"end {seat} {game.view(seat)}" for seat in range(game.variant.n_seats)]
    lines.append(f"result {game.result}")
    lines.append(f"saved {game_to_dict(game)}")
    return lines


def session_lines(variant_id: str, options: dict, n_seats: int) -> list[str]:
    session = Session(variant_id, options, n_seats, seed="fingerprint")
    sitting = session.variant.sitting
    lines = []
    for number in range(12):
        if session.over:
            break
        game = session.new_deal()
        lines.append(f"deal {number} dealer {game.state.dealer} persons "
                     f"{session.persons_at(number)} carry {session.carry_before(number)} "
                     f"in_deal {sitting.carry_in_deal(game.state.carry, game.state.dealer)}")
        players = [RandomPlayer(f"session/{number}/{seat}") for seat in range(n_seats)]
        while not game.is_terminal:
            if game.is_chance:
                game.deal_seeded(f"session/{number}/{len(game.log)}")
                continue
            game.apply(players[game.to_move].choose(game.view(game.to_move)))
        carry = game.carry_after
        lines.append(f"after {carry} sheet {sitting.carry_sheet(carry)} counts "
                     f"{sitting.carry_counts(carry)} over {sitting.session_over(carry)}")
    lines.append(f"session {session.to_dict()}")
    lines.append(f"sheet {session.sheet()} totals {session.totals()}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--digest", action="store_true", help="a digest per part, not its lines")
    parser.add_argument("--only", default="", help="one variant id")
    args = parser.parse_args()
    for variant_id, cls in all_variants().items():
        if args.only and variant_id != args.only:
            continue
        for options in [{}, *cls.presentation.forms.values()]:
            try:
                cls.resolve_options(options)
            except ValueError:  # a form inherited from a game whose options it lacks
                continue
            for n_seats in cls.seat_counts:
                variant = variant_for(variant_id, options, n_seats)
                parts = {"seating": seating_lines(variant)}
                for seed in range(2):
                    parts[f"random {seed}"] = deal_lines(variant_id, options, n_seats, [
                        RandomPlayer(f"{seed}/{seat}") for seat in range(n_seats)])
                parts["standard"] = deal_lines(variant_id, options, n_seats, [
                    HeuristicPlayer(f"standard/{seat}") for seat in range(n_seats)])
                parts["session"] = session_lines(variant_id, options, n_seats)
                for part, lines in parts.items():
                    head = f"{variant_id} {options} {n_seats} {part}"
                    if args.digest:
                        digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
                        print(f"{head} {digest}")
                    else:
                        print("\n".join(f"{head}: {line}" for line in lines))
                print(f"{variant_id} {options} {n_seats}: {sum(map(len, parts.values()))} lines",
                      file=sys.stderr)


if __name__ == "__main__":
    main()
