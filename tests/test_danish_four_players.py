"""The standard player's partnership conventions in Danish Tarok for four
(danish-tarok-four.md "Strategy and conventions" 3-8 and 10, and the Quadrille form's item 4):
each book situation dealt and played up to the decision, and the book's card asked for.
Seats: play goes to the left (3, 2, 1, 0), partners sit opposite (0-2 against 1-3)."""

from __future__ import annotations

from builders import cards
from danish_builders import dealt

from tarokdesk.cards.card import SKUS, is_trump
from tarokdesk.core import Action, Game
from tarokdesk.players.heuristic import HeuristicPlayer

VARIANT = "danish-tarok-four"
QUADRILLE = {"form": "quadrille"}


def table(hands: dict[int, str], dealer: int, plays: str = "", options=None,
          scat: str = "") -> Game:
    """The deal of `hands` (the rest shuffled), the dealer's Scat laid (`scat`, else cards no
    hand names), no honour declared, then `plays` in turn ("?": the seat's first legal card
    other than the Sküs)."""
    game = dealt(VARIANT, {s: cards(h) for s, h in hands.items()}, dealer, options=options)
    named = {c for h in hands.values() for c in cards(h)} - set(cards(scat))
    while game.phase != "play" and game.phase != "bid":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == "pass"), None) or
                   next(a for a in legal if a.value not in named))
    play(game, plays)
    return game


def play(game: Game, plays: str) -> None:
    for name in plays.split():
        legal = game.legal_actions()
        card = next(a.value for a in legal if a.value != SKUS) if name == "?" else cards(name)[0]
        game.apply(Action("play", game.to_move, card))


def decision(game: Game) -> tuple[int, str]:
    action, why = HeuristicPlayer(game.to_move).decide(game.view(game.to_move))
    return action.value, why


# Item 3: E (3) leads hearts a second time; S (2) holds the King, and N (1), behind him, has
# shown he trumps hearts. The King takes the trick all the same: "always safer".
ITEM3_HANDS = {
    1: "T2 T3 T4 T5 T6 S3 S4 S5 S6 D1 D2 D3 D4 D5 D6 D7 D8 D9 D10",
    0: "T10 T11 T12 T13 T14 S1 S7 S8 S9 S10 SQ C1 C2 C3 C4 C5 C6 C7 C8 C9 C10",
    2: "HK H2 H3 H4 H7 H8 S2 T15 T16 T17 T18 T19 T20 T21 DK DQ DC DJ SKUS",
    3: "HQ HC HJ H1 H5 H6 H9 H10 SK SC SJ T1 T7 T8 T9 CK CQ CC CJ",
}


def test_item3_the_king_takes_an_opponents_suit_lead():
    game = table(ITEM3_HANDS, dealer=0, plays="H5 H2 T2 T10  S1 SK S2 S3  H6", scat="C9 C10")
    assert game.state.tricks[0].winner == 0 and game.state.tricks[1].winner == 3
    card, why = decision(game)
    assert card == cards("HK")[0] and "Danish 3" in why.cited


def test_item4_late_in_the_hand_the_court_stays_back_on_the_partners_king():
    """Item 4's exception: N-S (0 and 2) against E-W; S holds seventeen taroks, so fewer
    than six are out: on his partner's King of hearts he keeps the Queen (it may win a
    trick itself) and plays his small heart."""
    hands = {2: "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 HQ H9",
             0: "HK", 3: "H1"}
    game = table(hands, dealer=1, plays="HK H1")
    card, why = decision(game)
    assert card == cards("H9")[0] and "Danish 4" in why.cited


def test_item5_the_partners_small_tarok_at_the_start_asks_for_none_back():
    """N (0) opens with a small tarok, S (2) takes the trick with the Mond: he need not
    return taroks, and leads a suit."""
    hands = {0: "T2", 2: "T21 T5 T6 T7 T8 S1 S2 S3 S4 S5 S6 S7 C1 C2 C3 C4 C5 C6 C7"}
    game = table(hands, dealer=1, plays="T2 ? T21 ?")
    assert game.to_move == 2
    card, _ = decision(game)
    assert not is_trump(card)


def test_item6_a_partner_who_keeps_leading_taroks_gets_taroks_back():
    """N (0) opened with the King of spades, then led taroks three times; S (2), on lead,
    returns taroks, his highest, not N's spades."""
    hands = {0: "SK T21 T20 T4", 3: "S1", 1: "S2",
             2: "T19 T18 T17 T16 T15 T6 T5 S4 S5 S6 D1 D2 D3 D4 D5 C1 C2 C3 C4"}
    game = table(hands, dealer=1, plays="SK ? S6 ?  T21 ? T5 ?  T20 ? T6 ?  T4 ? T19 ?")
    assert game.state.tricks[-1].winner == 2
    card, why = decision(game)
    assert card == cards("T18")[0] and "Danish 6" in why.cited


def test_item7_once_the_king_has_fallen_lead_the_suit_for_the_partners_queen():
    """S (2) leads the Mond and E (1), without taroks, throws the King of hearts: S leads
    hearts, so that N's Queen, now master, makes its trick (not his long spades)."""
    hands = {2: "T21 T1 T2 T3 T4 T5 T6 T7 S1 S2 S3 S4 S5 H10 H9 D1 D2 D3 D4",
             1: "HK D6 D7 D8 D9 D10 C1 C2 C3 C4 C5 C6 C7 C8 C9 C10 S6 S7 S8"}
    game = table(hands, dealer=3, plays="T21 HK ? ?")
    assert game.state.tricks[0].winner == 2
    card, why = decision(game)
    assert card == cards("H10")[0] and "Danish 7" in why.cited


def test_item8_the_dealer_lays_away_an_unprotected_court_and_makes_a_void():
    """N deals: his heart Queen is guarded by the King and stays; the Jack of spades
    (no King) and the single diamond go, the Jack's points safe and a void made."""
    hand = "HK HQ SJ S5 S6 D2 CK CQ C1 C2 C3 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"
    game = dealt(VARIANT, {0: cards(hand)}, dealer=0)
    laid, reasons = [], []
    for _ in range(2):
        card, why = decision(game)
        laid.append(card)
        reasons.append(why)
        game.apply(Action(game.legal_actions()[0].kind, 0, card))
    assert sorted(laid) == sorted(cards("SJ D2"))
    assert all("D9" in why.cited for why in reasons)  # item 8: "as in ... item 9"


def test_item10_lead_taroks_while_the_pagats_holder_is_short_of_them():
    """S (2) leads first with fourteen taroks: the others hold eight, under three each, so
    the Pagat's holder, whoever he is, is short of them: the Mond leads to force it."""
    hands = {2: "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 H1 D1 S1 C1 H2",
             1: "T1"}
    game = table(hands, dealer=3)
    card, why = decision(game)
    assert card == cards("T21")[0] and "Danish 10" in why.cited


def test_quadrille_item4_the_mediateur_leads_high_taroks_for_the_pagat():
    """The dealer passes, E (3) plays Mediateur with one card given (the Mond); dealt none
    of the Mond, the Pagat and the Sküs, he pays 3 matadors unless he forces the Pagat, so
    he leads his highest tarok to bring it out, not one of his Kings."""
    hands = {3: "T20 T19 T18 T17 T16 T15 HK DK SK CK H1 H2 D1 D2 S2 S3 C2 C3", 1: "T1"}
    game = table(hands, dealer=0, options={**QUADRILLE, "bidders": "in_turn"})
    game.apply(Action("bid", 0, "pass"))
    game.apply(Action("bid", 3, "mediateur"))
    while game.phase != "play":
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == cards("T21")[0]), legal[0]))
    assert game.to_move == 3 and cards("T21")[0] in game.state.hands[3]
    card, why = decision(game)
    assert card == cards("T21")[0] and "Quadrille 4" in why.cited
