"""Zwölfer-Tarok ("Tapper ohne die Kleinen"), Ulmann Cap. VII, specified in
rules/zwoelfer-tarok.md.

Tapp-Tarok with the 42-card pack: twelve cards each, 66 points, the declarer needs 33⅔.
Declaring, raising, the talon (old method or Vienna), discarding, the premiums and their values,
Contra and the settlement are "exactly as in Tapp-Tarok" (lines 3004-3011), so this variant
states only the pack, the deal and the counting.
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.cards.packs import PACKS
from tarokdesk.core.variant import DealSchedule
from tarokdesk.variants.tapp_tarok import TappTarok


class ZwoelferTarok(TappTarok):
    id = "zwoelfer-tarok"
    name = "Zwölfer-Tarok"
    presentation = replace(
        TappTarok.presentation,
        summary="Tapp-Tarok without the small cards: 42 cards, twelve to each player.",
    )
    rules_file = "zwoelfer-tarok.md"
    book = "Ulmann, Cap. VII"
    pack = PACKS["tarok-42"]
    deal = DealSchedule(talon_parts=(3, 3), packets=(6, 6))
    """"Deal" 3: the talon of two halves first, then two rounds of six to the right."""
    total_points = 66
    win_thirds = 101
    """"Counting": the player wins with 33⅔ (101 thirds) of 66; 33 : 33 loses."""
    strategy = replace(TappTarok.strategy, game_target=101, hand_scale=12 / 16)
    """Strategy 5-8: Tapp's thresholds for 16-card hands, scaled to twelve."""
