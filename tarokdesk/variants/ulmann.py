"""What Ulmann's 54/42-card games share (00-general.md): the redeal rule, the sides, the
snapshot of honours at the first lead, and the Pagat-ultimo and volat facts of a deal."""

from __future__ import annotations

from typing import Final

from tarokdesk.cards.card import is_trump
from tarokdesk.core.facts import Fact
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.state import GameState
from tarokdesk.core.variant import Option
from tarokdesk.rules.announcements import announcing
from tarokdesk.rules.settlement import Ledger, honours_in_hand

HONOURS_KEY: Final = Fact[dict[str, list[str]]]("honours")
"""The honours each seat (its number as text) held at the first lead."""
# Player words of the options both games share (Option.label/value_labels; the GUI translates).
NO_YES = ("no", "yes")
ULTIMO_VALUE_LABELS = ("2 silent, 4 announced", "3 silent, 6 announced",
                       "5 silent, 10 announced")
ULTIMO_VALUES_EXPLAIN = ("What a silent and an announced Pagat Ultimo are worth: solid circles "
                         "pay them a little higher (Ulmann, Cap. I).")
OVERTRUMP_LABEL = "Must beat the highest tarok"
OVERTRUMP_EXPLAIN = ("The books let a player under-trump; stricter tables demand that you beat "
                     "the highest tarok in the trick when you can.")
MUST_OVERTRUMP = Option(False, (False, True),
                        "Stricter play: must beat the highest tarok (00-general.md open "
                        "question 3)", OVERTRUMP_LABEL, NO_YES, OVERTRUMP_EXPLAIN)


SMALL_BUYS = {"Zweier": "A game in which the declarer buys a pair of talon cards.",
              "Einer": "A game in which the declarer buys a single talon card."}
"""The games below the Dreier of Cap. III, V, VIII and IX (and the 1821 book), for `glossary`."""
CATCHES = {announcing("mondfang"): "You announce Mondfang: you promise that your side's Sküs "
                                "catches the opponents' Mond. Announced it counts double, "
                                "and if it fails the other side is paid.",
           announcing("pagatfang"): "You announce Pagatfang: you promise that your side catches "
                                 "the opponents' Pagat. Announced it counts double, and if it "
                                 "fails the other side is paid."}
"""Paskiewitsch's and Ungarisch-Tarok's announced catches (Cap. VIII, IX), for `explain`."""
CATCH_TERMS = {"Mondfang": "Catching the opponents' Mond, which only the Sküs can.",
               "Pagatfang": "Catching the opponents' Pagat."}
TRICK_HONOURS = {
    announcing("tous_les_trois"): "You promise that Sküs, Mond and Pagat all lie in your side's "
                               "tricks at the end. Announced it counts double, and if it fails "
                               "the other side is paid.",
    announcing("tous_les_quatre"): "You promise that the four kings all lie in your side's tricks "
                                "at the end. Announced it counts double, and if it fails the "
                                "other side is paid."}
"""Where tous les trois and tous les quatre are won in tricks, not held (Cap. VIII, IX)."""


def late_hold_option(question: str) -> Option:
    """The tapped Vorhand's late hold of the Tapp games (DuelAuction `late_hold`)."""
    return Option(True, (True, False),
                  f"A Vorhand who tapped may still hold a later bid - {question}",
                  "A Vorhand who tapped may still hold", ("yes", "no"),
                  "After tapping, the Vorhand may still take over a later player's game at "
                  "his bid (Ulmann, Cap. I).")


def thrown_in(ledger: Ledger) -> Settlement:
    """The result of a deal all tapped: no contract, no payments (tapp-tarok.md open q. 9)."""
    return {"contract": None, "declarer": None, "items": [], "totals": ledger.totals()}


def opponents_of(state: GameState) -> list[int]:
    """Everyone at the table but the declarer: a resting König plays with the opponents."""
    return [s for s in range(state.n_seats) if s != state.declarer]


def hand_without_tarok(state: GameState) -> bool:
    """00-general.md "Redeals and misdeals": a hand with no tarok at all voids the deal."""
    return any(not any(is_trump(c) for c in state.hands[seat]) for seat in state.active)


def snapshot_honours(state: GameState) -> None:
    """Honours are judged on the hands at the first lead, after the talon exchange
    (tapp-tarok.md open question 4, koenigrufen.md open question 6)."""
    state.extra[HONOURS_KEY] = {str(seat): honours_in_hand(state.hands[seat])
                                for seat in state.active}


def volat_side(state: GameState, declarer_side: set[int]) -> str | None:
    """'declarer' or 'defenders' if one side took every trick (00-general.md "Volat")."""
    winners = {trick.winner in declarer_side for trick in state.tricks}
    if winners == {True}:
        return "declarer"
    if winners == {False}:
        return "defenders"
    return None
