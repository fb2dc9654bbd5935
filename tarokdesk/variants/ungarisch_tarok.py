"""Ungarisch-Tarok, Ulmann Cap. VIII, specified in rules/ungarisch-tarok.md.

Zwölfer-Tarok (Tapp-Tarok with 42 cards, 12 each, 66 points) with the Steyerisch ladder of
Zweier and Einer bought step by step. Unlike Steyerisch, win and loss are valued equally:
Dreier 1, Zweier 2, Einer 3 points per "mal", Solo 8. Its own premiums: trull and four kings
only if captured in the side's tricks, Mondfang and Pagatfang, the compulsory "Zehn/Elf/Zwölf
Tarok" and the declarer's "Courage".
"""

from __future__ import annotations

from dataclasses import replace

from tarokdesk.cards.card import MOND, PAGAT, SKUS, is_king, is_trump
from tarokdesk.cards.packs import PACKS
from tarokdesk.core import refusals as R
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import DealSchedule, Option
from tarokdesk.rules.announcements import (
    DECLARER_SIDE, DEFENDERS, GAME, AnnouncementRound, HoldingProof, announcing, contra_factor,
    find,
)
from tarokdesk.rules.settlement import Ledger, Stake, capture
from tarokdesk.rules import knocking
from tarokdesk.rules.stepwise_talon import TalonWalk, all_shown
from tarokdesk.variants.steyerisch_tarok import (
    CATEGORY, SOLO, WALKS as STEYERISCH_WALKS, SteyerischTarok,
)
from tarokdesk.variants.tapp_tarok import MODERN_VALUES, TappTarok
from tarokdesk.variants.ulmann import (
    CATCH_TERMS, CATCHES, MUST_OVERTRUMP, TRICK_HONOURS, late_hold_option,
)

RULES = "ungarisch-tarok.md"
MUST_ANNOUNCE_TAROK_COUNT = "must_announce_tarok_count"
R.register_templates({
    MUST_ANNOUNCE_TAROK_COUNT: "With more than nine taroks you must state their number "
                               "before the first lead.",
})
PER_MAL = (1, 2, 3)
""""Values": Dreier 1, Zweier 2, Einer 3 points per "mal"; the Solo is worth 8."""
SOLO_VALUE = 8
TAROK_COUNTS = {10: "zehn_tarok", 11: "elf_tarok", 12: "zwoelf_tarok"}
COUNT_VALUES = {"zehn_tarok": 1, "elf_tarok": 2, "zwoelf_tarok": 3}
TAROK_COUNT = ("You state that you hold {count} taroks, as whoever holds more than nine must: "
               "each opponent pays it to you.")
""""Tarok count": 1, 2 or 3 points (doubled in Solo, like every premium)."""
TRULL = (SKUS, MOND, PAGAT)
"""Trull and quatre count only if at the end they lie in the side's tricks (3066-3077)."""
CAPTURE_PREMIUM = 2
ULTIMO = (2, 4)
"""Pagat ultimo silent 2, announced 4 (as Zwölfer/Tapp); Pagatfang at the same values."""
COURAGE = "courage"
UNCONTRAD = frozenset({COURAGE, *COUNT_VALUES})
ANYONE = ("tous_les_trois", "tous_les_quatre", "mondfang", "pagatfang")
"""Open question 8: either side may announce these."""
VIENNA_VALUES = {bid: MODERN_VALUES[bid] for bid in ("dreier", "untere", "dreimaliger",
                                                     "viermaliger")}
"""Open question 6, the Vienna option: both halves shown, Dreier 3, Unterer 4, Dreimaliger 5,
Viermaliger 6 (725-745)."""
EINER_RETURNS = {
    "six_plus_j": STEYERISCH_WALKS["einer"],
    "twelve_minus_j": TalonWalk(6, (0, 1, 2, 3, 4, 5), (1, 2, 3, 4, 5, 6),
                                (11, 10, 9, 8, 7, None)),
}


class UngarischTarok(SteyerischTarok):
    id = "ungarisch-tarok"
    name = "Ungarisch-Tarok"
    presentation = replace(
        SteyerischTarok.presentation,
        summary="Hungarian Tarok with 42 cards: the Steyerisch ladder, with Mondfang, Pagatfang "
                "and tarok counts as premiums.",
        terms={**SteyerischTarok.presentation.terms, "zehn_tarok": "Zehn Tarok",
               "elf_tarok": "Elf Tarok",
               "zwoelf_tarok": "Zwölf Tarok", "courage": "Courage", "mondfang": "Mondfang",
               "pagatfang": "Pagatfang", "mondfang_failed": "Mondfang failed",
               "pagatfang_failed": "Pagatfang failed",
               "tous_les_trois_failed": "tous les trois failed",
               "tous_les_quatre_failed": "tous les quatre failed"},
        explain={**SteyerischTarok.presentation.explain, **CATCHES, **TRICK_HONOURS,
                 announcing("zehn_tarok"): TAROK_COUNT.format(count="ten"),
                 announcing("elf_tarok"): TAROK_COUNT.format(count="eleven"),
                 announcing("zwoelf_tarok"): TAROK_COUNT.format(count="twelve"),
                 announcing("courage"): "You hold no tarok honour (Sküs, Mond or Pagat) and say "
                                     "Courage: your game counts double."},
        glossary={**SteyerischTarok.presentation.glossary, **CATCH_TERMS,
                  "Courage": "Said by a declarer holding no tarok honour: his game counts "
                             "double."},
    )
    rules_file = RULES
    book = "Ulmann, Cap. VIII"
    pack = PACKS["tarok-42"]
    deal = DealSchedule(talon_parts=(1,) * 6, packets=(6, 6))
    """"Deal" 2: the talon of six first, then two rounds of six to the right."""
    total_points = 66
    win_thirds = 101
    """"Counting": the player wins with 33⅔ (101 thirds) of 66."""
    options = {
        "einer_return": Option("six_plus_j", tuple(EINER_RETURNS),
                               "Einer: going back to card j is (6 + j)-fold, or (12 - j)-fold "
                               "- open question 2",
                               "Einer: going back to card j", ("(6 + j)-fold", "(12 − j)-fold"),
                               "How much an Einer is worth when the player goes back to an "
                               "earlier card of the talon."),
        "mondfang_values": Option((21, 42), ((21, 42), (0, 0)),
                                  "Mondfang silent/announced, agreed before play (21/42 as "
                                  "in Cap. IX), or not played - open question 3",
                                  "Catching the Mond", ("21 silent, 42 announced", "not played"),
                                  "A premium for catching the Mond, agreed before play (Ulmann, "
                                  "Cap. IX)."),
        "talon_method": Option("old", ("old", "modern"),
                               "Dreier talon: the old way of Cap. I (each look raises the "
                               "multiplier), or Vienna (both halves shown, 3/4/5/6) - open "
                               "question 6",
                               "Dreier talon", ("old: each look counts",
                                                "modern: both halves shown"),
                               "The old way: one half is shown, each further look makes the "
                               "Dreier one more fold. The Viennese way: both halves are turned "
                               "up and the Dreier is worth 3 to 6 by its level (Ulmann, "
                               "Cap. I)."),
        "tapped_vorhand_may_hold": late_hold_option("as Zwölfer-Tarok, its open question 2"),
        "knocking": knocking.OPTION,  # "Deal 3": knocking instead of cutting
        "must_overtrump": MUST_OVERTRUMP,
    }
    strategy = replace(SteyerischTarok.strategy, game_target=101, hand_scale=12 / 16,
                       compulsory=tuple(COUNT_VALUES),
                       compulsory_rules=("Ungarisch Announcements",) * len(COUNT_VALUES))
    """Strategy 1-2: the Zwölfer/Tapp heuristics on the Steyerisch ladder, thresholds of
    16-card hands scaled to twelve; 33⅔ to win. The tarok count is compulsory."""
    settle = TappTarok.settle
    """Settled as Zwölfer/Tapp ("same basics as Cap. VII", 3035-3041): the value from or to
    each opponent alike, the volat in place of the game; the premiums are this game's own."""

    def announcement_round(self):
        """Contra on any item but Courage, which the Contra of the game answers (3115-3119),
        and the tarok counts: each seat states its own, a fact that cannot fail [inference]."""
        return AnnouncementRound(self.side_of, self._announceable,
                                 lambda state, seat, record: record["item"] not in UNCONTRAD,
                                 self._compulsory, f"{RULES} Announcements",
                                 compulsory_code=MUST_ANNOUNCE_TAROK_COUNT,
                                 per_seat=frozenset(COUNT_VALUES), proves=self._holding_proof())

    def _holding_proof(self) -> HoldingProof:
        """What a hand says of itself: its tarok count, always (Codex §34); the player
        alone, Pagat Ultimo only with the Pagat and Courage only without a trump honour."""
        taroks = frozenset(c for c in self.pack.cards if is_trump(c))
        honours = frozenset(TRULL)

        def holdings(hand):
            held = set(hand)
            count = TAROK_COUNTS.get(len(taroks & held))
            return ([count] if count else []) + (["pagat_ultimo"] if PAGAT in held else []) + (
                [] if honours & held else [COURAGE])
        return HoldingProof(holdings, frozenset({*COUNT_VALUES, "pagat_ultimo", COURAGE}),
                            (frozenset({PAGAT}), honours - {PAGAT}, taroks - honours),
                            frozenset(COUNT_VALUES))

    def _walk(self, state: GameState) -> TalonWalk:
        if state.contract == "einer":
            return EINER_RETURNS[self.settings["einer_return"]]
        if state.contract in VIENNA_VALUES and self.settings["talon_method"] == "modern":
            return all_shown(2, VIENNA_VALUES[state.contract])
        return STEYERISCH_WALKS[state.contract_made]

    # --- announcements ("Announcements") ----------------------------------------------------
    @staticmethod
    def _tarok_count(state: GameState, seat: int) -> str | None:
        """Codex §34: more than nine taroks must be stated, judged after the discard (open
        question 9)."""
        return TAROK_COUNTS.get(sum(1 for c in state.hands[seat] if is_trump(c)))

    def _compulsory(self, state: GameState, seat: int):
        count = self._tarok_count(state, seat)
        stated = any(r["item"] == count and r["seat"] == seat for r in state.announcements)
        return (count,) if count and not stated else ()

    def _announceable(self, state: GameState, seat: int):
        """The tarok count; the capture premiums for either side; Pagat Ultimo (with the
        Pagat), Volat and, without a trump honour, Courage for the player alone."""
        count = self._tarok_count(state, seat)
        items = [count] if count else []
        items += ANYONE
        if seat == state.declarer:
            hand = state.hands[seat]
            if PAGAT in hand:
                items.append("pagat_ultimo")
            items.append("volat")
            if not any(c in hand for c in TRULL):
                items.append(COURAGE)
        return items

    # --- settlement ("Scoring and settlement") -------------------------------------------------
    def ultimo_values(self) -> tuple[int, int]:
        return ULTIMO

    def game_stake(self, state: GameState) -> Stake:
        """Dreier 1, Zweier 2, Einer 3 per "mal" (the fold of the talon walk), Solo 8;
        doubled by Courage (3109-3119) and by Contra."""
        game = find(state, GAME)  # none before the announcements open
        contra = contra_factor(game) if game is not None else 1
        courage = (COURAGE,) if find(state, COURAGE) else ()
        if state.contract == SOLO:
            return Stake(SOLO_VALUE, 1, contra, doubled_by=courage)
        if state.contract in VIENNA_VALUES and self.settings["talon_method"] == "modern":
            return Stake(self.multiplier(state), 1, contra, doubled_by=courage)
        return Stake(1, PER_MAL[CATEGORY[state.contract_made]], contra,
                     fold=self.multiplier(state), doubled_by=courage)

    def game_value(self, state: GameState) -> int:
        """The game's value before Contra."""
        return self.game_stake(state)._replace(contra=1).units

    def _settle_honours(self, state: GameState, ledger: Ledger, double: int) -> None:
        """The premiums independent of the result, each between the sides, doubled in Solo:
        tarok counts; trull, quatre, Mondfang and Pagatfang where achieved, doubled when
        announced and then paid to the other side if they fail (open question 4)."""
        declarer = state.declarer_seat
        sides = {DECLARER_SIDE: [declarer],
                 DEFENDERS: [s for s in range(state.n_seats) if s != declarer]}
        other = {DECLARER_SIDE: DEFENDERS, DEFENDERS: DECLARER_SIDE}

        def pay(item: str, side: str, value: int) -> None:
            ledger.between_sides(item, sides[side], sides[other[side]], value)

        for record in state.announcements:
            points = COUNT_VALUES.get(record["item"])
            if points is not None:
                pay(record["item"], record["side"], points * double)
        values = {"tous_les_trois": CAPTURE_PREMIUM, "tous_les_quatre": CAPTURE_PREMIUM,
                  "mondfang": self.settings["mondfang_values"][0],
                  "pagatfang": ULTIMO[0]}
        achieved = self._achieved(state)
        for item, value in values.items():
            value *= double
            announced = find(state, item)
            if announced is None:
                side = achieved[item]
                if side is not None:
                    pay(item, side, value)
                continue
            value *= 2 * contra_factor(announced)
            if achieved[item] == announced["side"]:
                pay(item, announced["side"], value)
            else:
                pay(f"{item}_failed", other[announced["side"]], value)

    def _achieved(self, state: GameState) -> dict[str, str | None]:
        """Which side made each capture premium: trull and quatre in its tricks (talon cards
        do not count, open question 5); the opponents' Mond or Pagat won in a trick."""
        declarer = state.declarer_seat
        tricks = {DECLARER_SIDE: set(state.won[declarer]),
                  DEFENDERS: {c for s in range(state.n_seats) if s != declarer
                              for c in state.won[s]}}
        kings = tuple(c for c in self.pack.cards if is_king(c))
        achieved: dict[str, str | None] = {}
        for item, cards in (("tous_les_trois", TRULL),
                            ("tous_les_quatre", kings)):
            achieved[item] = next((side for side, pile in tricks.items()
                                   if all(c in pile for c in cards)), None)
        for item, card in (("mondfang", MOND), ("pagatfang", PAGAT)):
            caught = capture(state, card)
            achieved[item] = None
            if caught is not None and self.side_of(state, caught[0]) != \
                    self.side_of(state, caught[1]):
                achieved[item] = self.side_of(state, caught[1])
        return achieved
