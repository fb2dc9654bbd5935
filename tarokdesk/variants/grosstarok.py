"""Grosstarok, the old 78-card Tarok (Ulmann, Part III "1. Groß-Tarok"), specified in
rules/grosstarok.md with 00-general.md and tarok-codex.md.

Three play, each for himself (a fourth at the table rests: the dealer's right-hand neighbour).
Packets go to the left, and so does the deal; the dealer takes 28 and lays 3 away as his Scat.
Then the holdings are announced and paid at once, Misère or Vole may be announced (at the
start, after the 12th and the 19th trick), and 25 tricks are played with the Sküs as the
Excuse. Settlement in three layers: the announcements, the honour premiums of play, and the
card points (or the Misère, or the Vole).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache, partial
from typing import ClassVar

from tarokdesk.cards.card import (
    MOND, PAGAT, SKUS, SUIT_LETTERS, Card, face_index, is_king, is_trump, suit_of,
)
from tarokdesk.cards.names import ULMANN
from tarokdesk.cards.packs import PACKS
from tarokdesk.cards.points import pile_thirds, points_from_thirds
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Item
from tarokdesk.core.deal import DEAL
from tarokdesk.core.facts import Facts
from tarokdesk.rules.kinds import PhaseName
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.seating import Seating
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import DONE, GameState
from tarokdesk.core.sight import Sight, Visibility
from tarokdesk.core.variant import (
    ContractPlan, DealSchedule, Option, ScoreGoal, Strategy, Variant,
)
from tarokdesk.rules.announcements import (
    DECLARE, DECLARED, DeclarationProof, DeclarationRound, declared, declared_shown,
)
from tarokdesk.rules.dealing import SCAT, ProgramDeal, Scat
from tarokdesk.rules.excuse import EXCUSE_KEY, EXCUSE_SEEN, POWERLESS
from tarokdesk.rules.honours import (
    cavalries, excluded_by, face_count, ladon_count, matador_cards, matadors, tarok_count,
)
from tarokdesk.rules.settlement import Ledger
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.windows import CLAIM_KEY, WINDOW, ClaimWindow, PausingExcuseTrickPlay, claims

RULES = "grosstarok.md"
THRESHOLD = 26
"""One third of the 78 card points: above it is won, below it paid (Counting)."""
MISERE, VOLE = "misere", "vole"
FREE_PLAY = "each_for_himself"
"""Contracts and bidding: no declarer, every deal played by all three for card points."""
WINDOWS = (0, 12, 19)
"""The tricks after which Misère or Vole may be announced: at the first lead, after the
12th, after the 19th (Scoring b, c)."""
MISERE_VALUE = {0: 36, 12: 31}
VOLE_VALUE = {0: 52, 12: 38, 19: 31}
SILENT = 26
PAGAT_PREMIUM, PAGAT_ULTIMO, KING_PREMIUM, KING_ULTIMO = 5, 15, 5, 10
FACE_SETS = {"Q": "queens", "C": "cavalls", "J": "jacks"}

SCAT_TAROKS = "scat_taroks_held"
R.register_templates({SCAT_TAROKS: "taroks go to the Scat only from a hand of at most three"})
SCAT_TAROKS_SHOWN = Option(True, (True, False),
                           "Open question 9 (Talon): Codex §12 shows discarded numbered "
                           "taroks, Part III keeps the Scat secret; recommended shown. "
                           "The Sküs is no tarok here and stays face down",
                           "Taroks laid into the Scat", ("shown", "face down"),
                           "The Codex has discarded taroks shown; Part III keeps the "
                           "Scat secret. The Sküs is never shown (Ulmann, Part III and "
                           "Codex).")


def item_value(item: str) -> int:
    """The value of an announcement, paid by each other player (Announcements a, b)."""
    parsed = Item.parse(item)
    kind, detail = parsed.kind, parsed.detail
    if kind == "matadors":
        return 5 * int(detail)
    if kind == "taroks":
        return 10 + 5 * (int(detail) - 10)
    if kind == "ladons":
        return 16 + 5 * (int(detail) - 16)
    return {"cavalry": 10, "half_cavalry": 5, "kingdom": 10, "half_kingdom": 5,
            "queens": 5, "cavalls": 5, "jacks": 5, "queens_skus": 10, "cavalls_skus": 10,
            "jacks_skus": 10, "three_queens": 5, "three_cavalls": 5, "three_jacks": 5}[kind]


def holdings(hand: list[Card], minimum: int = 1, whole_cavalry_before: bool = False
             ) -> list[str]:
    """Every announcement the hand may claim ("What can be announced" 1-9), the Sküs used in
    each where it helps. `whole_cavalry_before`: an earlier announcer claimed a whole cavalry,
    so a half one counts only with three figures in sequence (item 4, open question 11)."""
    items = []
    held = set(hand)
    count = matadors(held)
    if count >= minimum:
        items.append(Item.text_of("matadors", count))
    taroks = tarok_count(held)
    if taroks >= 10:
        items.append(Item.text_of("taroks", taroks, "avec" if PAGAT in held else "sans"))
    whole, half = cavalries(held)
    items += [Item.text_of("cavalry", SUIT_LETTERS[s]) for s in whole]
    items += [Item.text_of("half_cavalry", SUIT_LETTERS[s]) for s, figures in half
              if not whole_cavalry_before or figures in ("KQC", "QCJ")]
    kings = face_count(held, "K")
    if kings == 4:
        items.append("kingdom")
    elif kings == 3 and SKUS in held:
        items.append("half_kingdom")
    for face, name in FACE_SETS.items():
        count = face_count(held, face)
        if count == 4:
            items.append(f"{name}_skus" if SKUS in held else name)
        elif count == 3 and SKUS in held and kings >= 3:
            items.append(f"three_{name}")
    ladons = ladon_count(held) + (SKUS in held)
    if ladons >= 16:
        items.append(Item.text_of("ladons", ladons))
    return items


@lru_cache(maxsize=64)
def _holdings_of(hand: frozenset[Card], minimum: int, whole_cavalry_before: bool
                 ) -> tuple[str, ...]:
    """`holdings`, worked out once for the hand a seat keeps through the declarations."""
    return tuple(holdings(list(hand), minimum, whole_cavalry_before))


FACE_OF = {name: face for face, name in FACE_SETS.items()}


def holding_cards(item: str, hand: list[Card]) -> set[Card]:
    """The cards an announcement shows to the table (Announcements 5), from the hand it was
    announced from: the matadors, a suit's figures, the kings, a face's set, the ladons, each
    with the Sküs where it was used; a tarok count shows nothing ("Zehn Taroks" are not
    shown)."""
    parsed = Item.parse(item)
    kind, detail = parsed.kind, parsed.detail
    held = set(hand)
    skus = {SKUS} & held
    if kind == "matadors":
        return matador_cards(held)
    if kind in ("cavalry", "half_cavalry"):
        suit = SUIT_LETTERS.index(detail)
        return {c for c in held if not is_trump(c) and suit_of(c) == suit
                and face_index(c) < 4} | (skus if kind == "half_cavalry" else set())
    if kind in ("kingdom", "half_kingdom"):
        return {c for c in held if is_king(c)} | (skus if kind == "half_kingdom" else set())
    face = FACE_OF.get(kind.removeprefix("three_").removesuffix("_skus"))
    if face is not None:
        return {c for c in held if not is_trump(c) and face_index(c) == "KQCJ".index(face)} | \
            (skus if kind != FACE_SETS[face] else set())
    if kind == "ladons":
        return {c for c in held if not is_trump(c) and face_index(c) >= 4} | skus
    return set()


def card_payments(points: dict[int, int]) -> list[tuple[int, int, int]]:
    """Scoring (a), as (payer, receiver, units): P − 26 each; with one player above, the
    others each pay him their deficit; with one below, he pays each of the others his
    surplus (zero-sum by construction, also when a pile was rounded)."""
    above = [s for s, p in points.items() if p > THRESHOLD]
    below = [s for s, p in points.items() if p < THRESHOLD]
    if len(above) == 1:
        return [(seat, above[0], THRESHOLD - points[seat]) for seat in below]
    if len(below) == 1:
        return [(below[0], seat, points[seat] - THRESHOLD) for seat in above]
    return []


def card_results(points: dict[int, int]) -> dict[int, int]:
    """Each seat's units from the card points (Scoring a)."""
    amounts = {s: 0 for s in points}
    for payer, receiver, units in card_payments(points):
        amounts[payer] -= units
        amounts[receiver] += units
    return amounts


def premium_events(state: GameState) -> list[tuple[str, int, int]]:
    """(item, seat, units from each other player) for the honours of play (Scoring 2): the
    Pagat brought in or captured (5; in the last trick 15), kings brought in or captured (5),
    a king or the Mond winning the last trick (10)."""
    events = []
    last = len(state.tricks) - 1
    for index, trick in enumerate(state.tricks):
        winning = next(c for s, c in trick.plays if s == trick.winner and c != SKUS)
        for seat, card in trick.plays:
            own = trick.winner == seat
            if card == PAGAT:
                value = PAGAT_ULTIMO if index == last else PAGAT_PREMIUM
                item = ("pagat_ultimo" if index == last else "pagat_brought_in") if own else \
                    ("pagat_captured_last" if index == last else "pagat_captured")
                events.append((item, seat, value if own else -value))
            elif card == MOND and own and index == last:
                events.append(("mond_ultimo", seat, KING_ULTIMO))
            elif is_king(card):
                if own and index == last and winning == card:
                    events.append(("king_ultimo", seat, KING_ULTIMO))
                elif own:
                    events.append(("king_brought_in", seat, KING_PREMIUM))
                else:
                    events.append(("king_captured", seat, -KING_PREMIUM))
    return events


class GrosstarokVisibility(Visibility["Grosstarok"]):
    """What each seat sees at the table of Grosstarok beyond the general law."""

    def seen_by(self, state: GameState, seat: int) -> Sight:
        """C2, Announcements 5: what the others' announcements showed, while still in their
        hands (a tarok count shows nothing)."""
        sight = super().seen_by(state, seat)
        shown = {}
        for other, items in declared(state).items():
            cards = self.variant.declared_cards(state, other, items) & set(state.hands[other])
            if other != seat and cards:
                shown[other] = tuple(sorted(cards, key=self.variant.pack.sort_key))
        return replace(sight, hands={**sight.hands, **shown}) if shown else sight

    def public_extra(self, state: GameState, seat: int) -> Facts:
        info = Facts()
        info[DECLARED] = declared_shown(state)
        info[CLAIM_KEY] = claims(state)
        info[EXCUSE_SEEN] = state.extra.get(EXCUSE_KEY)
        return info

    def discard_shown(self, card: Card) -> bool:
        """Talon: discarded numbered taroks are shown (Codex §12, open question 9; an option);
        the Sküs is the Excuse, no tarok, and stays secret with the rest of the Scat."""
        return is_trump(card) and card != SKUS and self.variant.settings["scat_taroks_shown"]


class GrosstarokSeating(Seating["Grosstarok"]):
    """Who sits where and deals at the table of Grosstarok."""

    def next_dealer(self, dealer: int) -> int:
        """The deal passes to the left, to this deal's Vorhand (not stated; At a glance and
        open question 14 recommend the direction of the deal). With four the dealer rests
        in the next deal, on its dealer's right."""
        return (dealer - 1) % self.variant.n_seats


class Grosstarok(Variant):
    id = "grosstarok"
    name = "Grosstarok"
    presentation = Presentation(
        summary="The old Tarok with all 78 cards: three play, each for himself, and announce what "
                "they hold.",
        aliases=("Groß-Tarok", "Tarok mit 78 Blättern"),
        terms={
            FREE_PLAY: "each for himself", "scat": "Scat", "misere": "Misère", "vole": "Vole",
            "matadors": "Matadors",
            "taroks": "Taroks", "cavalry": "Cavalry", "half_cavalry": "half cavalry",
            "kingdom": "Kingdom", "half_kingdom": "half kingdom", "queens": "four queens",
            "cavalls": "four cavalls", "jacks": "four jacks",
            "queens_skus": "four queens and Sküs",
            "cavalls_skus": "four cavalls and Sküs", "jacks_skus": "four jacks and Sküs",
            "three_queens": "three queens and Sküs", "three_cavalls": "three cavalls and Sküs",
            "three_jacks": "three jacks and Sküs", "ladons": "Ladons",
            "pagat_brought_in": "Pagat brought in", "pagat_captured": "Pagat captured",
            "pagat_captured_last": "Pagat captured in the last trick",
            "mond_ultimo": "Mond ultimo", "king_ultimo": "king ultimo",
            "king_brought_in": "king brought in", "king_captured": "king captured",
            "card_points": "card points", "misere_failed": "Misère failed",
            "avec": "with the Pagat", "sans": "without the Pagat",
            "vole_failed": "Vole failed",
        },
        explain={"misere": "You announce a Misère: you promise to take no trick at all. Made, "
                           "each other player pays you; failed, you pay.",
                 "vole": "You announce a Vole: you promise to take every trick. Made, each other "
                         "player pays you; failed, you pay."},
        glossary={"Scat": "The cards the dealer lays away after the deal; they count for him.",
                  "Misère": "Taking no trick at all.", "Vole": "Taking every trick.",
                  "Ladons": "The counting cards held: kings, queens, cavalls, jacks and the "
                            "trump honours, declared when there are sixteen or more.",
                  "Cavalry": "The four figures of one suit in one hand: king, queen, cavall and "
                             "jack."},
        card_names=ULMANN,
    )
    rules_file = RULES
    book = "Ulmann, Groß-Tarok"
    pack = PACKS["tarok-78"]
    seat_counts: ClassVar[tuple[int, ...]] = (3, 4)
    deal = DealSchedule(talon_parts=(), packets=(5, 5, 5, 5, 5))
    dealer_packets: ClassVar[tuple[int, ...]] = (5, 5, 5, 5, 8)
    """Five rounds of 5 to the left, the dealer 8 in the last: 25, 25, 28 ("Deal" 3)."""
    excuse_deadline = 20
    """Not after the 20th trick; later the Sküs has no power ("Play" 4, open question 5)."""
    options = {
        "matador_minimum": Option(1, (1, 3),
                                  "Open question 1: a lone honour is one matador; unter "
                                  "Vieren's minimum of three as the alternative",
                                  "Fewest matadors to announce", ("one", "three"),
                                  "The book pays every matador, a lone honour too; some "
                                  "tables ask for three (Ulmann, Part III)."),
        "half_cavalry": Option("any_earlier", ("any_earlier", "vorhand"),
                               "Open question 11: a half cavalry after a whole one must be in "
                               "sequence, after any earlier announcer's or only the Vorhand's",
                               "Half cavalry after a whole one",
                               ("in sequence after any whole cavalry",
                                "in sequence after the Vorhand's"),
                               "After a whole cavalry has been announced, a half one counts "
                               "only as King-Queen-Cavall or Queen-Cavall-Jack (Ulmann, "
                               "Part III)."),
        "failed_vole": Option("pay_and_count", ("pay_and_count", "less_points"),
                              "Open question 3: a failed announced Vole pays its value to "
                              "each and the cards are counted (B), or its value less his "
                              "points, no counting (A)", "A failed Vole pays",
                              ("its value, and the cards are counted",
                               "its value less his card points"),
                              "The book: the announcer pays the Vole 'less the points in his "
                              "tricks' (Ulmann, Part III)."),
        "scat_taroks_shown": SCAT_TAROKS_SHOWN,
    }
    strategy = Strategy(
        goal_for_declarer=False,
        contracts={FREE_PLAY: ContractPlan(alone=True, talon=False, raised=False,
                                           ultimo_taroks=11, ultimo_high=5)},
        game_target=3 * THRESHOLD + 1, bidding="none",
        conventions=frozenset({"misere_hides_holdings",  # Strategy 12
                               "pagat_in_early"}),  # Strategy 18
        thresholds={
            "keep_suits_taroks": 8,  # Strategy 1: "about 8-9" taroks with the Pagat
            "long_suit": 6,  # 6, 16, 26: a Peitsche of a 25-card hand
            "vole_taroks": 13,  # 9: a very strong hand lays the Sküs away
            "vole_run": 9,  # 26: 9-10 taroks in sequence from the Mond down
            "misere_taroks": 2,  # 21: no or only a few low taroks
            "misere_highest": 6,
            "excuse_margin": 0,  # 13: play the Sküs by trick 20 at the latest
        })

    visibility_class = GrosstarokVisibility
    seating_class = GrosstarokSeating

    # --- hooks -------------------------------------------------------------------------------
    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """To the left from the Vorhand, the dealer last ("Deal" 3); with four the dealer's
        right-hand neighbour rests (At a glance)."""
        n = self.n_seats
        return tuple((dealer - i) % n for i in range(1, 3)) + (dealer,)

    def needs_redeal(self, state: GameState) -> bool:
        """Open question 16: a hand without a tarok (the Sküs counted) is dealt again."""
        return any(not any(is_trump(c) for c in state.hands[s]) for s in state.active)

    def build_phases(self):
        return {
            DEAL: ProgramDeal(self, self.dealer_packets),
            SCAT: Scat(3, self._scat_refusal,
                       lambda state, card: self.visibility.discard_shown(card), RULES + " Talon"),
            DECLARE: DeclarationRound(self._held, lambda state, seat: False,
                                      RULES + " Announcements", proves=self.declaration_proof()),
            WINDOW: ClaimWindow(self._claimable, RULES + " Scoring"),
            PLAY: PausingExcuseTrickPlay(self.pack, windows=WINDOWS[1:],
                                         open_window=self._window_open,
                                         deadline=self.excuse_deadline, late=POWERLESS),
        }

    def next_phase(self, state: GameState) -> PhaseName:
        if state.phase == DEAL:
            state.contract = FREE_PLAY  # until a Misère or Vole is claimed
            return SCAT
        if state.phase == SCAT:
            return DECLARE
        if state.phase == DECLARE:
            return WINDOW
        if state.phase == WINDOW:
            return PLAY
        return DONE if not any(state.hands[s] for s in state.active) else WINDOW

    def declared_cards(self, state: GameState, seat: int, items: list[str]) -> set[Card]:
        """The cards `seat`'s announcements showed, from the hand it announced them from
        (its hand now and what it has played since)."""
        hand = list(state.hands[seat]) + [c for t in state.tricks for s, c in t.plays
                                          if s == seat] + [c for s, c in state.trick if s == seat]
        return {c for item in items for c in holding_cards(item, hand)}

    def declaration_proof(self) -> DeclarationProof:
        """What the announcements prove of a hand: it may declare what `declarable` gives, and
        holds none of the cards that would have made a shown announcement another one (one
        matador more, a whole cavalry for a half, more ladons); a tarok count is not shown."""
        return DeclarationProof(self.declarable, excludes=partial(excluded_by, holdings,
                                                                  cards=self.pack.cards))

    def declarable(self, hand: Sequence[Card]) -> list[str]:
        """What a hand may declare, every half cavalry among it (an earlier whole cavalry,
        which narrows them, is the round's): a sampled hand is held to what its seat
        declared, a tarok count above all, which shows no cards."""
        return holdings(list(hand), self.settings["matador_minimum"])

    # --- the Scat (Talon) --------------------------------------------------------------------
    def scat_hand(self, state: GameState) -> list[Card]:
        """The hand from which the Scat is laid, as it was before: the dealer's 28."""
        return state.dealt[state.dealer]

    def _scat_refusal(self, state: GameState, card: Card) -> R.Refusal | None:
        """Never a king or the Mond; numbered taroks only from a hand of at most three of
        them (open question 8: T1-T20 counted; the Sküs may always go)."""
        rule = RULES + " Talon"
        if card == MOND:
            return R.Refusal(R.MAY_NOT_DISCARD_HONOUR, rule, {"card": card})
        if is_king(card):
            return R.Refusal(R.MAY_NOT_DISCARD_KING, rule, {"card": card})
        if is_trump(card) and card != SKUS:
            taroks = sum(1 for c in self.scat_hand(state) if c < MOND)  # T1-T20
            if taroks > 3:
                return R.Refusal(SCAT_TAROKS, rule, {"taroks": taroks})
        return None

    # --- announcements -----------------------------------------------------------------------
    def _held(self, state: GameState, seat: int) -> list[str]:
        earlier = state.active[:state.active.index(seat)]
        if self.settings["half_cavalry"] == "vorhand":
            earlier = earlier[:1]
        said = declared(state)
        whole_before = any(Item.parse(item).kind == "cavalry" for s in earlier
                           for item in said.get(s, ()))
        return list(_holdings_of(frozenset(state.hands[seat]), self.settings["matador_minimum"],
                                 whole_before))

    def _claimable(self, state: GameState, seat: int) -> list[str]:
        """Misère for a seat still without a trick, Vole for one that won every trick so
        far, each once and only at its windows (Scoring b, c)."""
        done = len(state.tricks)
        made = {c["item"] for c in claims(state) if c["seat"] == seat}
        if made:
            return []
        won = sum(1 for t in state.tricks if t.winner == seat)
        items = []
        if done in MISERE_VALUE and won == 0:
            items.append(MISERE)
        if done in VOLE_VALUE and won == done:
            items.append(VOLE)
        return items

    def _window_open(self, state: GameState) -> bool:
        return any(self._claimable(state, s) for s in state.active)

    # --- settlement ----------------------------------------------------------------------------
    def score_goal(self) -> ScoreGoal | None:
        """Each settles his card points against 26, a third of the 78 (Scoring (a))."""
        return ScoreGoal("over_a_third", (("par", THRESHOLD), ("total", 3 * THRESHOLD)))

    def settle(self, state: GameState) -> Settlement:
        ledger = Ledger(state.n_seats)
        active = list(state.active)
        others = {s: [o for o in active if o != s] for s in active}
        for seat, items in declared(state).items():
            for item in items:
                ledger.from_all_others(Item.parse(item).kind, seat, others[seat],
                                       item_value(item), claim=item)
        won = {s: sum(1 for t in state.tricks if t.winner == s) for s in active}
        vole = next((s for s in active if won[s] == len(state.tricks)), None)
        trickless = [s for s in active if won[s] == 0]
        claimed = {(c["seat"], c["item"]): c["after"] for c in claims(state)}
        misere_claims = [s for s in active if (s, MISERE) in claimed]
        exempt = set(trickless) | set(misere_claims)
        self.settle_premiums(ledger, premium_events(state), others, vole is not None, exempt)
        replaced_by: str | None = None  # what replaces the card settlement (Scoring b, c)
        if vole is not None:
            after = claimed.get((vole, VOLE))
            self._pay(ledger, VOLE, vole, others[vole],
                      VOLE_VALUE[after] if after is not None else SILENT)
            replaced_by = VOLE
        for seat, item in claimed:
            after = claimed[(seat, item)]
            if item == VOLE and seat != vole:
                value = VOLE_VALUE[after]
                if self.settings["failed_vole"] == "less_points":
                    value = max(0, value - self._points(state, seat))
                    replaced_by = replaced_by or "vole_failed"
                self._pay(ledger, "vole_failed", seat, others[seat], -value)
            if item == MISERE and vole is None:
                success = won[seat] == 0
                self._pay(ledger, MISERE if success else "misere_failed", seat, others[seat],
                          MISERE_VALUE[after] if success else -MISERE_VALUE[after])
                replaced_by = replaced_by or MISERE
        if vole is None and len(trickless) == 1 and trickless[0] not in misere_claims:
            self._pay(ledger, MISERE, trickless[0], others[trickless[0]], SILENT)
            replaced_by = replaced_by or "silent_misere"
        points = {s: self._points(state, s) for s in active}
        if replaced_by is None:
            for payer, receiver, units in card_payments(points):
                self._pay(ledger, "card_points", receiver, [payer], units)
        vole_claims = [c["seat"] for c in claims(state) if c["item"] == VOLE]
        contract = (VOLE if vole is not None else "vole_failed") if vole_claims else \
            (MISERE if misere_claims else state.contract)
        return {"items": ledger.items, "totals": ledger.totals(), "contract": contract,
                "announcers": sorted(set(vole_claims or misere_claims)),
                "card_points_replaced_by": replaced_by, "declarer": None,
                "par": {"par": THRESHOLD, "total": 3 * THRESHOLD},
                "seat_points": {str(s): p for s, p in points.items()}, "tricks_won":
                {str(s): n for s, n in won.items()}}

    @classmethod
    def settle_premiums(cls, ledger: Ledger, events, others: dict[int, list[int]], vole: bool,
                        exempt: set[int]) -> None:
        """Scoring 2: each premium event paid with each other player, except the honour
        premiums in a Vole (ultimos stay) and the kings of a player going for Misère
        (open question 15: he announced it or ends without a trick)."""
        for item, seat, value in events:
            ultimo = item.endswith("ultimo") or item == "pagat_captured_last"
            if vole and not ultimo:
                continue
            if item == "king_captured" and seat in exempt:
                continue
            cls._pay(ledger, item, seat, others[seat], value)

    @staticmethod
    def _pay(ledger: Ledger, item: str, seat: int, others: list[int], value: int) -> None:
        """`value` from each other player to `seat` (negative: `seat` pays each)."""
        amounts = {seat: value * len(others)}
        amounts.update({o: -value for o in others})
        ledger.add(item, amounts, computation={"value": abs(value), "factor": 1, "contra": 1,
                                               "fold": 1, "doubled_by": [],
                                               "payers": len(others), "lone": True,
                                               "units": abs(value) * len(others)})

    @staticmethod
    def _points(state: GameState, seat: int) -> int:
        """His tricks and, for the dealer, his Scat (Counting: Piles)."""
        return points_from_thirds(pile_thirds(state.won[seat] + state.discards[seat]))
