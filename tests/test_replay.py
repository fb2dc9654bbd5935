"""The replayer (core/replay.py) and the expert's rebuild on it (players/search/rebuild.py):
from every seat's view at every decision of steered deals of every variant, the real hidden
cards rebuild the real game (its hands, and the very view the seat has, history included);
sampled deals rebuild nearly always; a record is followed through the engine's rules."""

from __future__ import annotations

import random

import pytest
from steering import option_rows, steered_game

from tarokdesk.core import Action, Game
from tarokdesk.core.replay import Unreached, reach
from tarokdesk.core.variant import all_variants
from tarokdesk.players import HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.rebuild import Rebuilder, true_world
from tarokdesk.players.search.sampler import sample_world

VARIANTS = all_variants()


class RealDeal:
    """A `check` for steered_game: every seat's view rebuilt from the real hidden cards
    stands where the game stands."""

    def __init__(self, seed: int):
        self.rng = random.Random(f"real deal/{seed}")
        self.checked = 0

    def __call__(self, game: Game) -> None:
        for seat in range(game.state.n_seats):
            view = game.view(seat)
            rebuilt = Rebuilder(view)(true_world(game, seat), self.rng)
            assert rebuilt is not None, (game.phase, seat, game.log[-1])
            assert rebuilt.game.state.hands == game.state.hands
            assert rebuilt.game.view(seat, view.viewer) == view
            self.checked += 1


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_the_real_deal_is_rebuilt_from_every_seat_at_every_decision(variant_id):
    """Steered deals (every contract and talon path in turn, an option row each) of each
    table size."""
    cls = VARIANTS[variant_id]
    rows = option_rows(cls.options)
    checked = 0
    for number, n_seats in enumerate(cls.seat_counts):
        check = RealDeal(number)
        steered_game(variant_id, n_seats, number, number, rows[number % len(rows)],
                     check=check)
        checked += check.checked
    assert checked > 20


@pytest.mark.parametrize("variant_id, options", [
    *((v, None) for v in ["tarok-mit-blocks", "tarok-tappen-1821", "ungarisch-tarok", "whist",
                          "grosstarok", "tarok-lhombre", "neunzehnerrufen-seed002"]),
    ("strohmann-tarok", {"all_pass": "play_out"})])  # (both these deals are passed)
def test_sampled_deals_are_rebuilt(variant_id, options):
    """Deals sampled from the views of standard players' deals (as the expert samples them)
    rebuild nearly always: a talon bought face down, a card the deal turns up, a talon split
    among several takers, a tarok count declared, cards named and exchanged, the called
    trump held by a caller who may call her own, personal packets laid out from the stock
    and turned."""
    n_seats = VARIANTS[variant_id].seat_counts[0]
    rng = random.Random(variant_id)
    tried = kept = 0
    for number in range(2):
        game = Game.new(variant_id, options, n_seats, dealer=number % n_seats)
        game.deal_seeded(f"sampled/{number}")
        players = [HeuristicPlayer(f"{number}:{s}") for s in range(n_seats)]
        while not game.is_terminal:
            view = game.view(game.to_move)
            if len(game.log) % 3 == 0 and view.hand and len(view.legal) > 1:
                rebuild = Rebuilder(view)
                know = Knowledge.of(view, game.variant.pack.cards)
                for world in filter(None, (sample_world(view, know, rng) for _ in range(3))):
                    tried += 1
                    kept += rebuild(world, rng) is not None
            game.apply(players[game.person_to_act].choose(view))
    assert tried > 20 and kept >= 0.9 * tried, (kept, tried)


def test_a_record_refused_by_the_rules_is_not_reached():
    """A card played out of turn in the record: the replay stops there."""
    game = Game.new("koenigrufen", None, 4, 0)
    game.deal_seeded(1)
    log = list(game.log)
    with pytest.raises(Unreached) as refused:
        reach(Game.new("koenigrufen", None, 4, 0), [*log, Action("bid", 3, "pass")])
    assert refused.value.refusal.code == "not_your_turn"


@pytest.mark.parametrize("variant_id, n_seats", [("tapp-tarok", 3), ("tapp-tarok", 4),
                                                  ("koenigrufen", 4), ("strohmann-tarok", 2)])
def test_a_deal_thrown_in_at_once_is_found_where_random_shuffles_rarely_throw_in(variant_id,
                                                                                  n_seats):
    """A record may open with a deal thrown in on a hand without taroks (one in ~30,000
    shuffles at Tapp-Tarok): the replayer finds a shuffle that is thrown in the same way."""
    from tarokdesk.core.actions import CHANCE
    from tarokdesk.core.deal import DEAL
    from tarokdesk.core.replay import thrown_in
    from tarokdesk.core.variant import variant_for

    variant = variant_for(variant_id, None, n_seats)
    game = Game(variant, 0)
    game.apply(Action(DEAL, CHANCE, thrown_in(variant, 0)))
    assert game.is_chance and game.state.redeals == 1
