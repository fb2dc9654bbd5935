"""The distance bench's judgement of a card (bench/perfect_distance.py): on a fixed endgame a
card that throws points away to the opponents loses them, the best card loses nothing."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from tarokdesk.cards.card import card_from_name
from tarokdesk.core.variant import all_variants
from tarokdesk.players.search.solver import Solver
from tarokdesk.rules.trickplay import TrickRules

BENCHES = Path(__file__).resolve().parent.parent / "bench"


def bench(name: str = "perfect_distance"):
    spec = importlib.util.spec_from_file_location(name, BENCHES / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_king_thrown_on_the_opponents_trick_loses_its_points():
    """Seat 0 leads the Tarok XX and next a low heart; seat 1, without taroks, keeps its
    heart king for the heart (it wins the last trick) or throws it on the tarok."""
    card = card_from_name
    rules = TrickRules(all_variants()["koenigrufen"].pack)
    hands = {0: [card("H1")], 1: [card("HK"), card("S7")],
             2: [card("C7"), card("C8")], 3: [card("C9"), card("C10")]}
    trick = [(0, card("T20"))]
    values = Solver(rules, (0, 1, 2, 3), {1, 3}).values(hands, trick, 1)
    loss = bench().loss
    assert loss(values, card("S7")) == 0
    assert loss(values, card("HK")) == 13 + 3  # the king, and the last trick's plain cards


def test_a_tarok_deal_is_judged_for_both_sides_in_card_points():
    row = bench().play_tarok("standard", "koenigrufen", 4, "1:0", 0)
    assert row["contract"] is not None
    assert len(row["lost"]) == 2
    for points in row["lost"]:  # whole thirds, rounded to three places
        assert points >= 0 and abs(points * 3 - round(points * 3)) < 0.01


def test_the_players_are_compared_on_the_deals_both_played():
    rows = [{"deal": "1:0", "variant": "koenigrufen",
             "standard": {"contract": "rufer", "lost": [3.0, 1.0]},
             "expert": {"contract": "rufer", "lost": [1.0, 1.0]}},
            {"deal": "1:1", "variant": "koenigrufen",
             "standard": {"contract": None, "lost": None},
             "expert": {"contract": "dreier", "lost": [5.0, 5.0]}}]
    found = bench().summary(rows)
    assert found["expert"]["judged"] == 2 and found["standard"]["judged"] == 1
    both = found["both_judged"]
    assert both["deals"] == 1 and both["standard_less_expert"]["distance"] == 1.0
    assert both["closed"] == 0.5


def test_each_seat_of_a_grosstarok_deal_is_judged_against_the_other_two():
    found = [bench().play_tarok("standard", "grosstarok", 3, f"1:{n}", n) for n in (0, 1)]
    for row in found:
        assert row["sides"] == "seats" and len(row["lost"]) == 3
        for points in row["lost"]:
            assert points >= 0 and abs(points * 3 - round(points * 3)) < 0.01
    assert sum(sum(row["lost"]) for row in found) > 0  # the standard player's cards lose some


def test_fixed_partners_are_judged_partnership_against_partnership():
    row = bench().play_tarok("standard", "tarok-unter-vieren", 4, "1:1", 1)
    assert row["sides"] == "partners" and len(row["lost"]) == 2


ALONE = [{"deal": "7:3", "variant": "grosstarok", "seats": 3,
          "standard": {"contract": "each_for_himself", "sides": "seats", "lost": [3.0, 0.0, 0.0]},
          "expert": {"contract": "each_for_himself", "sides": "seats", "lost": [0.0, 1.5, 0.0]}}]


def test_a_game_each_for_himself_is_measured_per_seat_and_deal():
    found = bench().summary(ALONE)
    assert found["standard"]["distance"] == 1.0 and found["expert"]["distance"] == 0.5
    assert "declarer" not in found["standard"]
    assert found["both_judged"]["standard_less_expert"]["distance"] == 0.5


def test_the_recorded_row_is_shown_in_the_strength_table_with_its_command():
    distance = bench()
    row = distance.distance_row(ALONE, distance.summary(ALONE), "abc1234")
    assert (row["measure"], row["per"], row["seed"], row["deals"]) == ("card points", "seat",
                                                                      "7", 1)
    table = "\n".join(bench("strength_table").distance_table([row]))
    assert "| grosstarok | 3 | card points | seat and deal | 1.000 ± 1.960 (1) | " \
           "0.500 ± 0.980 (1) | 1 | 0.500 ± 0.000 | 0.5 | 1 | 7 | abc1234 |" in table
    assert "`python bench/perfect_distance.py --variant grosstarok --seats 3 --seed 7 " \
           "--first 3 --deals 1`" in table
