"""The Sküs as the Excuse, the old 78-card games' rule of a trick (architecture §6; grosstarok.md
"Play" 4, danish-tarok.md, tarok-unter-vieren.md).

The Sküs ranks nowhere: it may be played to any trick whatever the duties of following, it
never wins, and its holder takes it back into his own tricks, handing the trick's winner a
blank from them (or owing one until he wins a trick). Up to its deadline trick it has this
power; after it, either it loses the power (Grosstarok: still free to play, it goes to the
trick's winner) or it can no longer be held (unter Vieren: at the deadline it is the only card
its holder may play).

`ExcuseTrickRules` is the one statement of these rules for the engine, the players and the
solver, as `TrickRules` is for the plain trick; `ExcuseTrickPlay` adds the exchange and the
debt, which change the piles and not the play.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final, TypedDict

from tarokdesk.cards.card import SKUS, TRUMP, Card
from tarokdesk.cards.packs import Pack
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import Action
from tarokdesk.core.facts import Fact
from tarokdesk.core.state import GameState, Trick
from tarokdesk.rules.trickplay import Revealed, TrickPlay, TrickRules, follow_refusal



class ExcuseRecord(TypedDict):
    """What became of the Excuse: its holder, the trick it went to (its index), the winner
    owed a blank (None: nobody), the blank once handed over, and whether it had lost its
    power."""

    holder: int
    trick: int
    to: int | None
    paid: Card | None
    powerless: bool


EXCUSE_KEY: Final = Fact[ExcuseRecord]("excuse")
EXCUSE_SEEN: Final = Fact[ExcuseRecord | None]("excuse")
"""In the view of the games that show it: the Excuse's record (None before it is played)."""
POWERLESS = "powerless"
"""After the deadline the Sküs may still be played, has no power and goes to the winner
(grosstarok.md "Play" 4 Limit, open question 5)."""
FORCED = "forced"
"""At the deadline trick the Sküs must be played (tarok-unter-vieren.md: never in the last
five tricks)."""
BLANK_THIRDS = 1

EXCUSE_RULE = "grosstarok.md Play 4"
EXCUSE_NOT_LEADABLE = "excuse_not_leadable"
EXCUSE_FORCED = "excuse_forced"
R.register_templates({
    EXCUSE_NOT_LEADABLE: "the Sküs may not be led in this game",
    EXCUSE_FORCED: "the Sküs must be played now, at its last trick",
})


class ExcuseTrickRules(TrickRules):
    """`TrickRules` with the Sküs as the Excuse. The Sküs keeps its bit at the top of the
    taroks, so led it is a tarok lead ("Tarok fordern", grosstarok.md Play 4 "When"): every
    later hand holding a tarok must play one. It beats nothing and everything beats it, so the
    first other card of the trick is its best card until a better one comes. For the solver it
    is worth one blank to the trick's winner: what its holder keeps (the rest of its value)
    is his whichever trick he gives it to."""

    free_cards = frozenset({SKUS})

    def __init__(self, pack: Pack, must_overtrump: bool = False, leadable: bool = True,
                 deadline: int = 0, late: str = POWERLESS):
        super().__init__(pack, must_overtrump)
        self.excuse = SKUS
        self.excuse_bit = self.bit_of[SKUS]
        self.excuse_mask = 1 << self.excuse_bit
        self.reads_best = True  # (after a led Sküs the best card may be the one answered)
        self.leadable = leadable
        self.deadline = deadline
        """The last trick (1-based) in which the Sküs has its power; 0: no deadline."""
        self.late = late
        thirds = list(self.thirds_at)
        thirds[self.excuse_bit] = BLANK_THIRDS
        self.thirds_at = tuple(thirds)

    # --- on bitmasks -------------------------------------------------------------------------
    def legal(self, hand: int, led: int, best: int) -> int:
        """`led` is the trick's first card, the Sküs too."""
        excuse = hand & self.excuse_mask
        if led < 0:
            if excuse and not self.leadable and hand != excuse:
                return hand ^ excuse
            return hand
        rest = hand ^ excuse
        return super().legal(rest, self.answered(rest, led, best), best) | excuse

    def answered(self, hand: int, led: int, best: int) -> int:
        """The card whose suit `hand` (without the Sküs) must answer: the led card. After a
        led Sküs, a tarok lead, a hand without taroks answers the trick's best card instead:
        the card played after the Sküs while no tarok has come, whose suit it must follow
        (grosstarok.md open question 6, danish-tarok.md Play 5e, recommended: the second card
        fixes the suit when nobody plays a tarok); or a tarok, to which any card may go."""
        if led == self.excuse_bit and not hand & self.tarok_mask:
            return best
        return led

    def beaters(self, mask: int, best: int) -> int:
        mask &= ~self.excuse_mask
        if best == self.excuse_bit:
            return mask
        return super().beaters(mask, best)

    def shows(self, led: int, best: int, bit: int) -> Revealed | None:
        """The Sküs shows nothing, wherever it is played. After a led Sküs a card that is no
        tarok shows the taroks void (the lead asks for them), and, as such a hand answers the
        trick's best card (`answered`), the suit of a best suit card void if not followed."""
        if bit == self.excuse_bit:
            return None
        if led == self.excuse_bit and self.suit_at[bit] != TRUMP:
            return super().shows(self.answered(0, led, best), best, bit) or Revealed((TRUMP,))
        return super().shows(led, best, bit)

    # --- on cards ------------------------------------------------------------------------------
    def best_bit(self, plays: Sequence[tuple[int, Card]]) -> tuple[int, int]:
        others = [play for play in plays if play[1] != SKUS]
        if not others:
            return plays[0][0], self.excuse_bit
        return super().best_bit(others)

    def legal_cards(self, hand: Sequence[Card], plays: Sequence[tuple[int, Card]],
                    number: int | None = None) -> list[Card]:
        """The legal cards of `hand` to the trick `plays`; `number` (1-based) is the trick's
        number, for the forced play at the deadline."""
        if number is not None and self.is_forced(hand, number):
            return [SKUS]
        if plays:
            return super().legal_cards(hand, plays)
        allowed = self.legal(self.mask(hand), -1, -1)
        return [c for c in hand if allowed >> self.bit_of[c] & 1]

    def led_suit(self, hand: Sequence[Card], plays: Sequence[tuple[int, Card]]) -> int:
        """The suit `hand` must answer in the trick `plays` (a Sküs led asks for taroks)."""
        answered = self.answered(self.mask(hand) & ~self.excuse_mask,
                                 self.bit_of[plays[0][1]], self.best_bit(plays)[1])
        return self.suit_at[answered]

    def is_forced(self, hand: Sequence[Card], number: int) -> bool:
        return self.late == FORCED and number == self.deadline and SKUS in hand

    def has_power(self, number: int) -> bool:
        """Whether the Sküs played in trick `number` is an Excuse (else it is a plain card
        going to the trick's winner)."""
        return not self.deadline or number <= self.deadline


class ExcuseTrickPlay(TrickPlay):
    """`TrickPlay` with the Excuse (architecture §6). `same_side(state, a, b)` tells whether
    two seats share their tricks (Danish for four): then no blank is handed over. What
    happens is kept in `extra["excuse"]`: `holder`, `trick` (its index), `to` (the winner
    owed a blank), `paid` (the blank, once handed over; None while owed), `powerless`."""

    rules: ExcuseTrickRules

    def __init__(self, pack: Pack, must_overtrump: bool = False,
                 first_leader: Callable[[GameState], int] | None = None,
                 leadable: bool = True, deadline: int = 0, late: str = POWERLESS,
                 same_side: Callable[[GameState, int, int], bool] | None = None,
                 rule: str = EXCUSE_RULE, lowest_if_no_blank: bool = False):
        super().__init__(pack, must_overtrump, first_leader)
        self.rules = ExcuseTrickRules(pack, must_overtrump, leadable, deadline, late)
        self.same_side = same_side or (lambda state, a, b: a == b)
        self.rule = rule
        """The rule cited by refusals (the game's own chapter)."""
        self.lowest_if_no_blank = lowest_if_no_blank
        """danish-tarok.md Play 5c: a holder whose won cards are all counting cards gives
        the lowest-valued one (else the debt waits for a blank)."""

    def legal_cards(self, state: GameState, seat: int) -> list[Card]:
        return self.rules.legal_cards(state.hands[seat], state.trick, len(state.tricks) + 1)

    def refusal(self, state: GameState, action: Action) -> R.Refusal | None:
        card, hand = action.value, state.hands[action.seat]
        rule = self.rule
        if not isinstance(card, int) or card not in hand:
            return R.Refusal(R.CARD_NOT_IN_HAND, rule, {"card": card})
        legal = self.legal_cards(state, action.seat)
        if card in legal:
            return None
        if legal == [SKUS]:
            return R.Refusal(EXCUSE_FORCED, rule, {"card": card})
        if card == SKUS:
            return R.Refusal(EXCUSE_NOT_LEADABLE, rule, {"card": card})
        return follow_refusal(rule, self.rules.led_suit(hand, state.trick), hand, card)

    def apply(self, state: GameState, action: Action) -> bool:
        seat, card = action.seat, action.card
        state.hands[seat].remove(card)
        trick = state.trick
        trick.append((seat, card))
        if len(trick) < len(state.active):
            state.to_move = state.next_active(seat)
            return False
        winner = self.rules.winner(trick)
        state.tricks.append(Trick(trick[0][0], trick, winner))
        cards = [c for _, c in trick]
        excuse_holder = next((s for s, c in trick if c == SKUS), None)
        if excuse_holder is not None:
            self._excuse(state, excuse_holder, winner, cards)
        state.won[winner].extend(cards)
        if self.owes(state) and self.same_side(state, state.extra[EXCUSE_KEY]["holder"], winner):
            self._pay(state, state.extra[EXCUSE_KEY])  # his (side's) first trick pays (Play 4)
        state.trick = []
        state.to_move = winner
        return not state.hands[winner]

    def _excuse(self, state: GameState, holder: int, winner: int, cards: list[Card]) -> None:
        number = len(state.tricks)
        if not self.rules.has_power(number):
            state.extra[EXCUSE_KEY] = ExcuseRecord(holder=holder, trick=number - 1, to=winner,
                                                   paid=None, powerless=True)
            return
        cards.remove(SKUS)
        state.won[holder].append(SKUS)
        if self.same_side(state, holder, winner):
            state.extra[EXCUSE_KEY] = ExcuseRecord(holder=holder, trick=number - 1, to=None,
                                                   paid=None, powerless=False)
            return
        record = state.extra[EXCUSE_KEY] = ExcuseRecord(holder=holder, trick=number - 1,
                                                        to=winner, paid=None, powerless=False)
        self._pay(state, record)

    def _pay(self, state: GameState, record: ExcuseRecord) -> None:
        """The holder hands the winner a blank from his tricks (grosstarok.md open question
        7: a 1/3-point card; the first in pack order, blanks being equal). From his first
        trick, if he had none; a pile without a blank keeps the debt open, or gives its
        lowest-valued card (`lowest_if_no_blank`). With partners the blank comes from the
        side's tricks, his own first (danish-tarok-four.md Play 4)."""
        holder = record["holder"]
        side = [holder] + [s for s in state.active
                           if s != holder and self.same_side(state, holder, s)]
        pile = next((state.won[s] for s in side
                     if any(CARD_THIRDS[c] == BLANK_THIRDS for c in state.won[s])),
                    state.won[holder])
        blanks = sorted(c for c in pile if CARD_THIRDS[c] == BLANK_THIRDS)
        if not blanks and self.lowest_if_no_blank:
            blanks = sorted((c for c in pile if c != SKUS), key=lambda c: (CARD_THIRDS[c], c))
        if not blanks:
            return
        blank, to = blanks[0], record["to"]
        if to is None:
            raise ValueError("the Excuse owes nobody a blank")
        pile.remove(blank)
        state.won[to].append(blank)
        record["paid"] = blank

    def owes(self, state: GameState) -> bool:
        record = state.extra.get(EXCUSE_KEY)
        return bool(record and record["to"] is not None and record["paid"] is None
                    and not record["powerless"])
