"""Which of his two hands the player of a Whist dummy may look at on the first trick
(whist-variants.md "Whist en trois", Play: the general rule that reproduces l. 430's two
cases); when the dummy is spread is rules/dummy_spread.py's.

On the first trick the player of a dummy may look only at whichever of his two hands plays
first; he sees the other when its turn comes. The dummy is spread face up for everyone as
soon as a card has been played to trick 1 after the dummy's, or when trick 1 is complete.
So when the King deals, Vorhand leads, the King plays from the dummy (having looked at it),
the third player plays, the dummy is spread, and only then does the King look at his own
hand (case 1); when the dummy deals, the King plays second from his own hand and the dummy's
card last, and it is spread with the trick (case 2). The casual option spreads the dummy
right after the opening lead (`after_lead`).

Generic over the dummies of a deal (C1: a seat played by another person): one King with his
dummy (en trois), or two (en deux).
"""

from __future__ import annotations

from tarokdesk.core.state import GameState
from tarokdesk.rules.trickplay import PLAY


def dummies(state: GameState) -> list[int]:
    """The seats played by a person who does not sit there (C1)."""
    return [seat for seat, person in enumerate(state.controller)
            if person is not None and person != seat]


def first_trick_open(state: GameState) -> bool:
    """Trick 1 not yet complete (the deal and the call at eight come before it)."""
    return not state.tricks


def has_played(state: GameState, seat: int) -> bool:
    return bool(state.tricks) or any(s == seat for s, _ in state.trick)


def turn_to_play(state: GameState, seat: int) -> bool:
    return state.phase == PLAY and state.to_move == seat


def unseen_by_player(state: GameState, person: int) -> frozenset[int]:
    """The hands `person` plays but may not look at yet: on trick 1, the one of his two
    hands that plays second, until its turn (and once spread, it is everyone's to see)."""
    hidden = set()
    for dummy in dummies(state):
        if state.controller[dummy] != person or not first_trick_open(state):
            continue
        own = person
        order = list(state.active)
        later = max((own, dummy), key=order.index)
        if not (has_played(state, later) or turn_to_play(state, later)
                or state.exposed[later]):
            hidden.add(later)
    return frozenset(hidden)
