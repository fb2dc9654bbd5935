"""PartieSheet (rules/sheets.py): the Danish partie, to 100 "as in Piquet" (Taroc en deux)
and of four deals (Danish Tarok for four), with every worked example of both rule files'
"Scoring and settlement"."""

from __future__ import annotations

import pytest

from tarokdesk.rules.sheets import PartieRules, PartieSheet, partie_mark

EN_DEUX = PartieRules(target=100, stake=32, per_point=1, double_below=50)
"""2 Mark (32 Skilling) a partie and 1 Skilling a point, the book's stakes (L352)."""
FOUR = PartieRules(deals=4, stake=1, double_below=1, reale=36)


def played(rules: PartieRules, deals: list[list[int]]) -> tuple[PartieSheet, list]:
    sheet = PartieSheet(PartieSheet.opening(), rules)
    return sheet, [sheet.add(points) for points in deals]


def test_en_deux_constructed_example_b_wins_31_points_single():
    """en deux "Scoring", constructed example: A 53, B 37; then B 71, A 24: 108 to 77."""
    sheet, closed = played(EN_DEUX, [[53, 37], [24, 71]])
    assert closed[0] is None
    record = closed[1]
    assert record["scores"] == [77, 108] and record["winner"] == 1
    assert record["lead"] == 31 and record["factor"] == 1
    assert record["units"] == 32 + 31  # 2 Mk 31 Sk
    assert partie_mark(record) == "31 –"
    assert sheet.scores == [0, 0] and sheet.parties == [record]  # start again at 0


def test_en_deux_source_example_120_against_90_wins_the_partie_and_30():
    """L352-355: 2 Mk and 30 Sk (the printed 50 is a slip, open question 2), marked "30 –"."""
    _, closed = played(EN_DEUX, [[60, 50], [60, 40]])
    assert closed[1]["lead"] == 30 and closed[1]["units"] == 32 + 30
    assert partie_mark(closed[1]) == "30 –"


@pytest.mark.parametrize("loser, factor", [(49, 2), (50, 1), (0, 2)])
def test_en_deux_a_loser_under_50_loses_double_and_the_points(loser, factor):
    """L351, L357-358; open questions 3 and 4: fewer than 50, and the difference paid too."""
    _, closed = played(EN_DEUX, [[120, loser]])
    record = closed[0]
    assert record["factor"] == factor
    assert record["units"] == factor * 32 + (120 - loser)
    assert partie_mark(record) == f"{120 - loser} {'2' if factor == 2 else '–'}"


def test_en_deux_option_fifty_or_fewer_doubles_at_fifty():
    _, closed = played(PartieRules(target=100, stake=32, per_point=1, double_below=51),
                       [[120, 50]])
    assert closed[0]["factor"] == 2 and partie_mark(closed[0]) == "70 2"


def test_en_deux_equal_totals_play_on_and_below_100_goes_on():
    sheet, closed = played(EN_DEUX, [[60, 60], [45, 45], [3, 9]])
    assert closed[:2] == [None, None]
    assert closed[2]["scores"] == [108, 114] and closed[2]["winner"] == 1
    assert closed[2]["deals"] == 3


def test_four_constructed_partie_ns_win_single():
    """danish-tarok-four.md "Scoring": surpluses 5, 6 (EW), 11, 2 → G 18 against 6, N = 12."""
    sheet, closed = played(FOUR, [[5, 0], [0, 6], [11, 0], [2, 0]])
    assert closed[:3] == [None, None, None]
    record = closed[3]
    assert record["scores"] == [18, 6] and record["lead"] == 12
    assert record["winner"] == 0 and record["factor"] == 1 and record["units"] == 1
    assert sheet.book["deals"] == 0


def test_four_reale_and_double_pay_triple():
    """The variant of the example: 14 + 10 + 0 + 13 = 37 against 0."""
    _, closed = played(FOUR, [[14, 0], [10, 0], [0, 0], [13, 0]])
    assert closed[3]["winner"] == 0 and closed[3]["factor"] == 3 and closed[3]["units"] == 3


@pytest.mark.parametrize("deals, factor", [
    ([[20, 0], [10, 0], [0, 0], [0, 0]], 2),  # the losers made no point: double
    ([[40, 0], [0, 2], [0, 0], [0, 0]], 2),  # a Reale of 38: double
])
def test_four_double_or_reale_alone_pay_double(deals, factor):
    _, closed = played(FOUR, deals)
    assert closed[3]["factor"] == factor


def test_four_no_surplus_no_one_wins():
    """L295-296: N = 0, no partie payment; the next partie starts afresh."""
    sheet, closed = played(FOUR, [[0, 0], [3, 0], [0, 3], [0, 0]])
    assert closed[3]["winner"] is None and closed[3]["units"] == 0
    assert partie_mark(closed[3]) == "0"
    assert sheet.scores == [0, 0]


def test_four_per_point_setting_pays_the_net_surplus():
    """"A setting may add a per-point payment of N"."""
    _, closed = played(PartieRules(deals=4, stake=1, per_point=1, double_below=1, reale=36),
                       [[5, 0], [0, 6], [11, 0], [2, 0]])
    assert closed[3]["units"] == 1 + 12


def test_the_carry_a_deal_started_with_is_not_changed():
    start = PartieSheet.opening()
    sheet = PartieSheet(start, EN_DEUX)
    sheet.add([40, 30])
    assert start == PartieSheet.opening()
    assert PartieSheet(sheet.carry(), EN_DEUX).scores == [40, 30]


def test_rules_end_by_target_or_by_deals_not_both():
    with pytest.raises(ValueError):
        PartieRules(target=100, deals=4)
    with pytest.raises(ValueError):
        PartieRules()


def test_points_posted_deal_by_deal_and_the_stake_at_the_close_make_the_partie():
    """A game posting each deal's difference and the stake at the close pays, over the
    partie, exactly what the partie is worth (the constructed example: 2 Mk 31 Sk)."""
    sheet = PartieSheet(PartieSheet.opening(), EN_DEUX)
    to_b = 0
    for points in ([53, 37], [24, 71]):
        to_b -= sheet.points_units(points)
        closed = sheet.add(points)
    assert to_b + closed["stake_units"] == closed["units"] == 63
