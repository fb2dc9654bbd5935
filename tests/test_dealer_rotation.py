"""Who deals each deal of a session (`Session.dealer_of`, `Seating.next_dealer`), for every
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

RIGHT = {3: [0, 1, 2, 0, 1, 2, 0, 1, 2], 4: [0, 1, 2, 3, 0, 1, 2, 3, 0]}
LEFT = {3: [0, 2, 1, 0, 2, 1, 0, 2, 1], 4: [0, 3, 2, 1, 0, 3, 2, 1, 0]}
ALTERNATE = {2: [0, 1, 0, 1, 0, 1, 0, 1, 0]}

ROTATIONS = [
    # (variant, options, dealers from seat 0 by table size, where the rule file says so)
    ("tapp-tarok", {}, RIGHT,
     "tapp-tarok.md At a glance: to the right, A deals next (with four the dealer rests)"),
    ("koenigrufen", {}, {4: RIGHT[4]}, "koenigrufen.md At a glance: the previous Vorhand"),
    ("steyerisch-tarok", {}, RIGHT, "steyerisch-tarok.md At a glance: the previous Vorhand"),
    ("ungarisch-tarok", {}, RIGHT, "ungarisch-tarok.md At a glance: Rotation"),
    ("zwoelfer-tarok", {}, RIGHT, "zwoelfer-tarok.md At a glance: Rotation"),
    ("tarok-mit-blocks", {}, RIGHT, "tarok-mit-blocks.md At a glance: the previous Vorhand"),
    ("tarok-tappen-1821", {}, RIGHT, "tarok-tappen-1821.md At a glance, open question 10"),
    ("tarok-tappen-1821", {"pack": 42}, RIGHT,
     "tarok-tappen-1821.md 42 cards, At a glance: as in the 54-card game"),
    ("neunzehnerrufen", {"form": "four"}, {4: RIGHT[4]}, "neunzehnerrufen.md At a glance"),
    ("neunzehnerrufen", {"form": "flying"}, {4: RIGHT[4]},
     "neunzehnerrufen.md At a glance: the dummy moves with the deal"),
    ("neunzehnerrufen", {"form": "en_trois"}, {4: RIGHT[3]},
     "neunzehnerrufen.md At a glance: en trois among the three persons, dummy seat 3 fixed"),
    ("neunzehnerrufen", {"form": "en_deux"}, {4: [0, 2, 0, 2, 0, 2, 0, 2, 0]},
     "neunzehnerrufen.md At a glance: en deux the two persons (seats 0, 2) alternate"),
    ("neunzehnerrufen-seed002", {}, {4: RIGHT[4]},
     "neunzehnerrufen-seed002.md At a glance (recommended)"),
    ("paskiewitsch", {}, {4: RIGHT[4]}, "paskiewitsch.md At a glance: Rotation"),
    ("strohmann-tarok", {}, ALTERNATE, "strohmann-tarok.md At a glance: Dealer, open question 5"),
    ("grosstarok", {}, LEFT,
     "grosstarok.md At a glance: Dealer rotation, open question 14 (recommended)"),
    ("tarok-lhombre", {}, LEFT,
     "tarok-lhombre.md At a glance: as Grosstarok (recommended to the left)"),
    ("tarok-unter-vieren", {"form": "a"}, {4: LEFT[4]},
     "tarok-unter-vieren.md At a glance: recommended rotation to the left"),
    ("tarok-unter-vieren", {"form": "b"}, {4: LEFT[4]},
     "tarok-unter-vieren.md At a glance: recommended rotation to the left"),
    ("danish-tarok", {}, LEFT,
     "danish-tarok.md At a glance, open question 9 (recommended; with four, q. 14: the seat "
     "opposite sits out)"),
    ("danish-tarok-four", {"form": "partners"}, {4: LEFT[4]},
     "danish-tarok-four.md At a glance: Dealer rotation, open question 7 (recommended)"),
    ("danish-tarok-four", {"form": "quadrille"}, {4: LEFT[4]},
     "danish-tarok-four.md Quadrille, At a glance: Dealer rotation (recommended)"),
    ("danish-taroc-en-deux", {}, ALTERNATE,
     "danish-taroc-en-deux.md At a glance: Later dealers (recommended)"),
    ("whist", {}, {4: LEFT[4]}, "whist.md At a glance: Dealer rotation, open question 6"),
    ("short-whist", {}, {4: LEFT[4]}, "whist-variants.md Short Whist, At a glance: as standard"),
    ("cayenne", {}, {4: LEFT[4]}, "whist-variants.md Cayenne-Whist, At a glance: as standard"),
    ("whist-en-cinq", {}, {4: LEFT[4]},
     "whist-variants.md Whist en cinq, At a glance: within a rubber as standard"),
    ("whist-en-trois", {}, {4: LEFT[4]},
     "whist-variants.md Whist en trois, At a glance and open question 1: round all four "
     "seats, the King dealing for the dummy (seat 2)"),
    ("whist-dummy-four", {}, {4: LEFT[4]},
     "whist-variants.md Whist en trois for four persons, Deal: as en trois"),
    ("whist-en-deux", {}, {4: LEFT[4]},
     "whist-variants.md Whist en deux, At a glance: round the four seats, each player "
     "dealing for his dummy"),
    ("whist-en-deux", {"persons": 3}, {4: LEFT[4]},
     "whist-variants.md Whist en deux, At a glance: as with two, a third sitting out"),
]
TABLES = [(variant_id, n_seats, options, dealers, source)
          for variant_id, options, by_seats, source in ROTATIONS
          for n_seats, dealers in by_seats.items()]


@pytest.mark.parametrize("variant_id, n_seats, options, dealers, source", TABLES,
                         ids=[f"{row[0]}-{row[1]}-{'-'.join(map(str, row[2].values()))}"
                              for row in TABLES])
def test_the_deal_passes_as_the_rule_file_says(variant_id, n_seats, options, dealers, source):
    session = Session(variant_id, options, n_seats, seed="rotation", first_dealer=0, draw=None)
    assert [session.dealer_of(n) for n in range(len(dealers))] == dealers, source
    vorhand = [session.variant.active_seats(dealer)[0] for dealer in dealers]
    assert dealers[1:] == vorhand[:-1], source


def test_every_game_and_table_size_is_in_the_table():
    """Every game of pyproject.toml's entry points, at each table size it is played by."""
    tables = {(variant_id, n_seats) for variant_id, n_seats, *_ in TABLES}
    assert tables == {(point.name, n_seats)
                      for point in entry_points(group="tarokdesk.variants")
                      for n_seats in point.load().seat_counts}
