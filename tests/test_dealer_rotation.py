"""Who deals each deal of a session (`Session.dealer_of`, `Variant.next_dealer`), for every
game, table size and form, against the dealer rotation of its rule file.

Seats are numbered to the right: seat + 1 sits at seat's right. So in the 54-card games the
Vorhand, "the player to the dealer's right" (00-general.md "Deal" 3), is seat dealer + 1, and in
the 78-card and Whist games, whose Vorhand sits on the dealer's left, seat dealer - 1. A deal
passing to the right goes 0, 1, 2, 3, ..., one passing to the left 0, 3, 2, 1, ... (0, 2, 1 at
three seats). Either way the deal goes to the Vorhand of the deal before, which the test checks
too. The series of Whist rubbers are shown within a rubber (each rubber's first deal is their
own tests' matter)."""

from __future__ import annotations

from importlib.metadata import entry_points

import pytest

from tarokdesk.core import Session

RIGHT_3 = [0, 1, 2, 0, 1, 2, 0, 1, 2]
RIGHT_4 = [0, 1, 2, 3, 0, 1, 2, 3, 0]
LEFT_3 = [0, 2, 1, 0, 2, 1, 0, 2, 1]
LEFT_4 = [0, 3, 2, 1, 0, 3, 2, 1, 0]
ALTERNATE = [0, 1, 0, 1, 0, 1, 0, 1, 0]

ROTATIONS = [
    # (variant, seats, options, dealers from seat 0, where the rule file says so)
    ("tapp-tarok", 3, {}, RIGHT_3, "tapp-tarok.md At a glance: to the right, A deals next"),
    ("tapp-tarok", 4, {}, RIGHT_4, "tapp-tarok.md At a glance (the dealer rests as König)"),
    ("koenigrufen", 4, {}, RIGHT_4, "koenigrufen.md At a glance: the previous Vorhand"),
    ("steyerisch-tarok", 3, {}, RIGHT_3, "steyerisch-tarok.md At a glance"),
    ("steyerisch-tarok", 4, {}, RIGHT_4, "steyerisch-tarok.md At a glance"),
    ("ungarisch-tarok", 3, {}, RIGHT_3, "ungarisch-tarok.md At a glance: Rotation"),
    ("ungarisch-tarok", 4, {}, RIGHT_4, "ungarisch-tarok.md At a glance: Rotation"),
    ("zwoelfer-tarok", 3, {}, RIGHT_3, "zwoelfer-tarok.md At a glance: Rotation"),
    ("zwoelfer-tarok", 4, {}, RIGHT_4, "zwoelfer-tarok.md At a glance: Rotation"),
    ("tarok-mit-blocks", 3, {}, RIGHT_3, "tarok-mit-blocks.md At a glance"),
    ("tarok-mit-blocks", 4, {}, RIGHT_4, "tarok-mit-blocks.md At a glance"),
    ("tarok-tappen-1821", 3, {}, RIGHT_3, "tarok-tappen-1821.md At a glance, open question 10"),
    ("tarok-tappen-1821", 4, {}, RIGHT_4, "tarok-tappen-1821.md At a glance, open question 10"),
    ("tarok-tappen-1821", 3, {"pack": 42}, RIGHT_3,
     "tarok-tappen-1821.md 42 cards, At a glance: as in the 54-card game"),
    ("tarok-tappen-1821", 4, {"pack": 42}, RIGHT_4,
     "tarok-tappen-1821.md 42 cards, At a glance: as in the 54-card game"),
    ("neunzehnerrufen", 4, {"form": "four"}, RIGHT_4, "neunzehnerrufen.md At a glance"),
    ("neunzehnerrufen", 4, {"form": "flying"}, RIGHT_4,
     "neunzehnerrufen.md At a glance: the dummy moves with the deal"),
    ("neunzehnerrufen", 4, {"form": "en_trois"}, RIGHT_3,
     "neunzehnerrufen.md At a glance: en trois among the three persons, dummy seat 3 fixed"),
    ("neunzehnerrufen", 4, {"form": "en_deux"}, [0, 2, 0, 2, 0, 2, 0, 2, 0],
     "neunzehnerrufen.md At a glance: en deux the two persons (seats 0, 2) alternate"),
    ("neunzehnerrufen-seed002", 4, {}, RIGHT_4,
     "neunzehnerrufen-seed002.md At a glance (recommended)"),
    ("paskiewitsch", 4, {}, RIGHT_4, "paskiewitsch.md At a glance: Rotation"),
    ("strohmann-tarok", 2, {}, ALTERNATE,
     "strohmann-tarok.md At a glance: Dealer, open question 5"),
    ("grosstarok", 3, {}, LEFT_3,
     "grosstarok.md At a glance: Dealer rotation, open question 14 (recommended)"),
    ("grosstarok", 4, {}, LEFT_4,
     "grosstarok.md At a glance: Dealer rotation, open question 14 (recommended)"),
    ("tarok-lhombre", 3, {}, LEFT_3,
     "tarok-lhombre.md At a glance: as Grosstarok (recommended to the left)"),
    ("tarok-lhombre", 4, {}, LEFT_4,
     "tarok-lhombre.md At a glance: as Grosstarok (recommended to the left)"),
    ("tarok-unter-vieren", 4, {"form": "a"}, LEFT_4,
     "tarok-unter-vieren.md At a glance: recommended rotation to the left"),
    ("tarok-unter-vieren", 4, {"form": "b"}, LEFT_4,
     "tarok-unter-vieren.md At a glance: recommended rotation to the left"),
    ("danish-tarok", 3, {}, LEFT_3,
     "danish-tarok.md At a glance: Dealer rotation, open question 9 (recommended)"),
    ("danish-tarok", 4, {}, LEFT_4,
     "danish-tarok.md At a glance, open questions 9 and 14 (the seat opposite sits out)"),
    ("danish-tarok-four", 4, {"form": "partners"}, LEFT_4,
     "danish-tarok-four.md At a glance: Dealer rotation, open question 7 (recommended)"),
    ("danish-tarok-four", 4, {"form": "quadrille"}, LEFT_4,
     "danish-tarok-four.md Quadrille, At a glance: Dealer rotation (recommended)"),
    ("danish-taroc-en-deux", 2, {}, ALTERNATE,
     "danish-taroc-en-deux.md At a glance: Later dealers (recommended)"),
    ("whist", 4, {}, LEFT_4, "whist.md At a glance: Dealer rotation, open question 6"),
    ("short-whist", 4, {}, LEFT_4, "whist-variants.md Short Whist, At a glance: as standard"),
    ("cayenne", 4, {}, LEFT_4, "whist-variants.md Cayenne-Whist, At a glance: as standard"),
    ("whist-en-cinq", 4, {}, LEFT_4,
     "whist-variants.md Whist en cinq, At a glance: within a rubber as standard"),
    ("whist-en-trois", 4, {}, LEFT_4,
     "whist-variants.md Whist en trois, At a glance and open question 1: round all four "
     "seats, the King dealing for the dummy (seat 2)"),
    ("whist-dummy-four", 4, {}, LEFT_4,
     "whist-variants.md Whist en trois for four persons, Deal: as en trois"),
    ("whist-en-deux", 4, {}, LEFT_4,
     "whist-variants.md Whist en deux, At a glance: round the four seats, each player "
     "dealing for his dummy"),
    ("whist-en-deux", 4, {"persons": 3}, LEFT_4,
     "whist-variants.md Whist en deux, At a glance: as with two, a third sitting out"),
]


@pytest.mark.parametrize("variant_id, n_seats, options, dealers, source", ROTATIONS,
                         ids=[f"{row[0]}-{row[1]}-{'-'.join(map(str, row[2].values()))}"
                              for row in ROTATIONS])
def test_the_deal_passes_as_the_rule_file_says(variant_id, n_seats, options, dealers, source):
    session = Session(variant_id, options, n_seats, seed="rotation", first_dealer=0, draw=None)
    assert [session.dealer_of(n) for n in range(len(dealers))] == dealers, source
    vorhand = [session.variant.active_seats(dealer)[0] for dealer in dealers]
    assert dealers[1:] == vorhand[:-1], source


def test_every_game_is_in_the_table():
    """Every game of pyproject.toml's entry points."""
    assert {row[0] for row in ROTATIONS} == \
        {point.name for point in entry_points(group="tarokdesk.variants")}
