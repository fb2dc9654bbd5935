"""The players' view facts are safe to read from the table's bot threads at once."""

from __future__ import annotations

import sys

from tarokdesk.core import Game
from tarokdesk.players import game_facts
from tarokdesk.players.game_facts import variant_of


def dealt_view(variant_id):
    game = Game.new(variant_id)
    game.deal_seeded(1)
    return game.view(0)


def test_a_bot_on_another_thread_between_any_two_lines_never_swaps_the_variants():
    """Another bot thread may ask for its own view's variant between any two lines of a
    call: played here by a trace function that makes that call before the n-th line run,
    for every n."""
    mine, other = dealt_view("koenigrufen"), dealt_view("whist")
    code = game_facts.variant_of.__code__
    for meddle_at in range(1, 8):
        lines = 0

        def meddle(frame, event, arg):
            nonlocal lines
            if frame.f_code is not code:
                return None
            if event == "line":
                lines += 1
                if lines == meddle_at:
                    sys.settrace(None)
                    variant_of(other)
                    sys.settrace(meddle)
            return meddle

        variant_of(mine)  # the cache holds my view
        sys.settrace(meddle)
        try:
            answer = variant_of(mine)
        finally:
            sys.settrace(None)
        assert answer.id == "koenigrufen", f"another thread asked before line {meddle_at}"
