"""The books' conventions as data: what a lead says to a partner who knows the system. The
computer players lead by them (heuristic/cardplay.py), and the table reads them out for a
human who asks what a lead signals."""

from __future__ import annotations

from dataclasses import dataclass

from tarokdesk.cards.card import PAGAT, TRUMP, Card, face_index, pip_of, suit_of
from tarokdesk.core.variant import variant_for
from tarokdesk.core.view import SeatView
from tarokdesk.rules.calling import CALLED_SEEN
from tarokdesk.rules.turn_up import trump_seen


@dataclass(frozen=True)
class Convention:
    code: str
    items: str
    meaning: str
    book: str = ""
    """Where the items come from, as players cite it; empty: Ulmann's chapter by the item's
    letter (the table's `book_chapters`)."""


BRENNER = "Brenner, 5. Regeln des Whistspieles"


CONVENTIONS = {c.code: c for c in (
    Convention("invite", "T34, K53b",
               "invites on tarok: strong, with many taroks and no long suit; the partner "
               "returns taroks, his highest, whenever he gets the lead"),
    Convention("force", "T33, T35, K53a, K54",
               "leads his long suit: strong, he takes the force; the partner returns the suit "
               "and smears his counting cards"),
    Convention("weak", "T35, T39, K54, K59",
               "leads a short suit with high cards (K+Q, Q+C): weak, he wants to be forced "
               "and keeps his counting cards for smearing"),
    Convention("trumps_out", "T36, K55",
               "the weak defender with one or two taroks left leads tarok"),
    Convention("called_suit", "K29",
               "the declarer leads the called suit at once: he is weak; the partner wins with "
               "the king and directs the play"),
    Convention("declarer_invite", "K30",
               "the declarer invites on tarok: the partner returns taroks and puts up the Mond"),
    Convention("declarer_force", "T20, K30",
               "the declarer forces with his long suit (Peitsche) to draw the taroks"),
    # whist-conventions.md K, the signals the partner reads (the trump-suit family)
    Convention("trump_king", "S1", "leads the trump king: he holds the ace or the queen with "
               "it and wants trumps returned at the first chance", BRENNER),
    Convention("trump_honour", "S6, S7", "leads a trump honour from a sequence: the queen "
               "promises the jack and nine, the jack the ten and eight, the ten the nine and "
               "eight", BRENNER),
    Convention("trump_low", "S6, W19", "leads a low trump: a middling or weak trump holding; "
               "his partner sits over the opponents with his honours", BRENNER),
    Convention("suit_sequence", "S6, W11", "leads a high card of a sequence: it promises the next "
               "lower card", BRENNER),
    Convention("suit_invite", "S2, W13", "leads a low card of his strong suit: an invitation; the "
               "partner wins if he can and returns the suit", BRENNER),
)}

PLAY_LINES = {
    "draw_trumps": "T20, K31: with a long trump suit the declarer draws trumps (fordern)",
    "keep_tenace": "T21: the declarer keeps K and C of a suit to catch the opponent's queen",
    "break_volat": "T28, K44: against an announced Volat lead the suit a partner can ruff",
    "mond_passes": "Obligations 5: the Mond lets an empty tarok trick pass",
    "mond_on_any_invitation": "N16: whoever's partner invites on tarok puts up the Mond at "
                              "once, defenders too, even with the Sküs out",
    "hunt_pagat": "D2: whoever lacks the Pagat leads taroks until its holder must play it "
                  "into a trick he cannot win",
    "no_trick_plan": "D10: with very few low taroks and no king, play for no trick where the "
                     "game pays for it",
    "partner_trump_signal": "Z20-Z21: the called trump's holder in Vorhand leads trumps and "
                            "the declarer answers middle (Sküs) or small (none); a weak "
                            "defender in Vorhand leads his shortest suit",
    "pagat_in_early": "G18, D4: a Pagat too weak for the ultimo wins a suit trick as the last "
                      "player, no tarok having been played to it",
    "mond_for_pagat": "Danish 1: lead the Mond, so that the partner can throw the Pagat on it",
    "no_king_lead": "Danish 2: few taroks: open with a suit whose King you do not hold",
    "king_takes": "Danish 3: take an opponent's suit lead with its King rather than let it pass",
    "feed_partners_king": "Danish 4: feed the partner's King with a court of its suit, not "
                          "late in the hand",
    "small_tarok_no_invitation": "Danish 5: the partner's small tarok at the start asks for "
                                 "no taroks back",
    "return_partners_taroks": "Danish 6: a partner who keeps leading taroks gets taroks back",
    "queen_after_king": "Danish 7: once a King has fallen, lead its suit for the partner's "
                        "Queen",
    "force_opponents_pagat": "Danish 10: lead taroks while the Pagat's holder is short of them",
    "alone_forces_pagat": "Quadrille 4: the Mediateur leads high taroks to capture the Pagat",
}
"""The card-play lines besides the lead signals that a game's `Strategy.conventions` may
switch on (heuristic/cardplay.py); the hints give their reasons."""

EXCHANGE_LINES = {
    "called_trump": "Z4-Z8: the Stecher called as partner card, read from the honours held, "
                    "the taroks told discarded and the height of the bidding",
    "capture_signals": "Z9-Z16: tous les trois, tous les quatre and Mondfang announced to show "
                       "the partner one's honours and Stecher; Contra against the trull",
    "self_call": "a hand that can win alone calls a trump it holds and plays alone against "
                 "three (Neunzehner-Rufen II, Strategy 9)",
    "free_tarok_discards": "Z24-Z26: a non-declarer lays taroks away unseen (a short high "
                           "Stecher, or a ruse against a volat)",
    "scat_unprotected": "D9: the dealer lays away unprotected courts and makes a void (his "
                        "Scat counts for him)",
    "misere_hides_holdings": "G12: a hand playing for Misère announces no combination, "
                             "whose cards the table would see",
    "withhold_trull": "Strohmann 27 (problem 25): behind in the count, tous les trois is not "
                      "announced, so that the opponent thinks the Pagat still hidden and "
                      "plays a king into it",
}
"""Lines for calling, announcing and discarding that a game's `Strategy.conventions` may
switch on (heuristic/called_trump.py, heuristic/announcing.py)."""


def read_lead(view: SeatView, seat: int, card: Card) -> Convention:
    """What the first lead of `seat` says by the books' system (public information only)."""
    declarer = seat == view.declarer
    called = view.public.get(CALLED_SEEN)
    if suit_of(card) == TRUMP:
        low = card != PAGAT and card <= 9
        if declarer:
            return CONVENTIONS["declarer_invite"] if low else CONVENTIONS["declarer_force"]
        return CONVENTIONS["invite"] if low else CONVENTIONS["trumps_out"]
    if declarer:
        if called is not None and suit_of(card) == suit_of(called):
            return CONVENTIONS["called_suit"]
        return CONVENTIONS["declarer_force"]
    return CONVENTIONS["weak"] if face_index(card) <= 2 else CONVENTIONS["force"]


def read_suit_lead(view: SeatView, card: Card) -> Convention:
    """What a lead says in the trump-suit family (whist-conventions.md S1, S2, S6, S7)."""
    index, pip = face_index(card), pip_of(card)
    high = pip is None or pip in (1, 10)  # an honour or the ten
    if suit_of(card) == trump_seen(view.public):
        if index == 0:
            return CONVENTIONS["trump_king"]
        return CONVENTIONS["trump_honour" if high else "trump_low"]
    return CONVENTIONS["suit_sequence" if high else "suit_invite"]


def first_lead_signals(view: SeatView) -> list[tuple[int, Card, Convention]]:
    """Each player's first lead of the deal and what it signals."""
    seen: dict[int, Card] = {}
    for _, plays, _ in view.tricks:
        seat, card = plays[0]
        seen.setdefault(seat, card)
    if view.trick:
        seen.setdefault(view.trick[0][0], view.trick[0][1])
    if variant_for(view.variant_id, dict(view.options), view.n_seats).strategy.family != \
            "tarok":
        return [(seat, card, read_suit_lead(view, card)) for seat, card in seen.items()]
    return [(seat, card, read_lead(view, seat, card)) for seat, card in seen.items()]
