"""Tapp-Tarok (variant "tapp-tarok") against its specification.

Specification: assets/rules/tapp-tarok.md (cited as "tt:<line>", the line of that file)
and assets/rules/00-general.md (cited as "gen:<line>").

Seats: with three at the table the dealer is seat 2, so A (Vorhand) = 0, B = 1, C = 2; with
four at the table the dealer D = 3 sits out as "König" and A, B, C are again 0, 1, 2.

Settlement tests drive a real game (arranged deal, scripted auction, talon, discard and
announcements) up to the first lead and then lay out the sixteen tricks by hand (`builders.finish`),
choosing which tricks the declarer wins so that his card points come out as the example says;
the last trick is given explicitly. `variant.settle` then reads the finished state.
"""

from __future__ import annotations

import pytest

from builders import cards, deal as _deal, finish

from tarokdesk.cards.card import PAGAT, card_from_name, card_name, is_trump
from tarokdesk.cards.points import pile_points
from tarokdesk.core import Action, Game
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.session import Session

A, B, C, D = 0, 1, 2, 3
VARIANT = "tapp-tarok"


# ============================================================================================
# helpers
# ============================================================================================

def card(name: str) -> int:
    return card_from_name(name)


def deal(game: Game, hands: dict[int, str], talon: str | None = None) -> None:
    """builders.deal, after checking that no card is named twice (which it cannot handle)."""
    named = [c for h in hands.values() for c in cards(h)] + (cards(talon) if talon else [])
    assert len(named) == len(set(named)), "a card is named twice in the arranged deal"
    _deal(game, hands, talon)


def new_game(n_seats: int = 3, **options) -> Game:
    dealer = 2 if n_seats == 3 else 3
    game = Game.new(VARIANT, options or None, n_seats, dealer)
    assert game.state.active == (A, B, C)
    return game


def value_of(kind: str, value):
    if kind in ("play", "discard") and isinstance(value, str):
        return card(value)
    return value


def refused(game: Game, kind: str, seat: int, value) -> str | None:
    """The refusal code for the action, or None if it is legal."""
    refusal = game.refusal(Action(kind, seat, value_of(kind, value)))
    return None if refusal is None else refusal.code


def do(game: Game, kind: str, seat: int, value) -> None:
    game.apply(Action(kind, seat, value_of(kind, value)))


def bids(game: Game, *steps) -> None:
    for seat, choice in steps:
        do(game, "bid", seat, choice)


def say(game: Game, seat: int, choice: str) -> None:
    """Announcement round: the seats in between pass, then `seat` says `choice`."""
    while game.to_move != seat:
        assert game.phase == "announce"
        do(game, "announce", game.to_move, "pass")
    do(game, "announce", seat, choice)


def end_announcements(game: Game) -> None:
    while game.phase == "announce":
        do(game, "announce", game.to_move, "pass")


def discard_first_legal(game: Game) -> None:
    while game.phase == "discard":
        game.apply(game.legal_actions()[0])


def discard(game: Game, names: str) -> None:
    for name in names.split():
        do(game, "discard", game.state.declarer, name)


def to_play(game: Game, take: int = 0, discards: str | None = None) -> None:
    """Talon (take a half), discard, and a silent announcement round."""
    if game.phase == "talon":
        do(game, "talon", game.state.declarer, f"take:{take}")
    if game.phase == "discard":
        if discards:
            discard(game, discards)
        else:
            discard_first_legal(game)
    end_announcements(game)
    assert game.phase == "play"


def items(result: dict) -> dict[str, dict[int, int]]:
    return {entry["item"]: {int(s): v for s, v in entry["amounts"].items()}
            for entry in result["items"]}


def totals(result: dict) -> dict[int, int]:
    return {int(s): v for s, v in result["totals"].items()}


# A deal with the honours of Worked example 1 (tt:374-375): A holds T21 and T1 (Köpfe), B the
# Sküs alone, C all four kings.
STD = {
    A: "T21 T1 T20 T19 T18 T17 T16 T15 T14 T13 HQ HC HJ H1 H2 DQ",
    B: "SKUS T12 T11 T10 T9 T2 DC DJ D2 D3 D4 SQ SC SJ S10 S9",
    C: "T6 T5 T4 T3 HK H4 DK SK CK CQ CC CJ C10 C9 C8 C7",
}
STD_TALON = "T8 T7 D1 S8 S7 H3"  # upper half T8 T7 D1, lower half S8 S7 H3

# The same deal with the Pagat and T2 exchanged between A and B: B holds SKUS + T1 (Köpfe).
B_PAGAT = {
    A: STD[A].replace("T1 ", "T2 "),
    B: STD[B].replace(" T2 ", " T1 "),
    C: STD[C],
}


def std_game(n_seats: int = 3, hands=None, talon=STD_TALON, **options) -> Game:
    game = new_game(n_seats, **options)
    deal(game, hands or STD, talon)
    assert game.phase == "bid"
    return game


def dreier_by_a(hands=None, talon=STD_TALON, **options) -> Game:
    game = std_game(hands=hands, talon=talon, **options)
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    return game


def solo_by_a(hands=None, n_seats: int = 3, **options) -> Game:
    game = std_game(n_seats, hands=hands, **options)
    bids(game, (A, "solo"), (B, "pass"), (C, "pass"))
    assert game.state.contract == "solo" and game.phase == "announce"
    return game


# ============================================================================================
# Deal
# ============================================================================================

# tt:51-55 (Deal 2-3): talon[0:6] laid aside first, then packets of 8 to A, B, C, twice.
def test_deal_talon_first_then_packets_of_eight_from_the_vorhand():
    game = new_game()
    order = list(game.variant.pack.cards)
    order = order[30:] + order[:30]  # every hand gets some taroks
    game.apply(Action(DEAL, CHANCE, tuple(order)))
    state = game.state
    assert state.talon_parts == [order[0:3], order[3:6]]
    for position, seat in enumerate((A, B, C)):
        expected = order[6 + 8 * position: 14 + 8 * position] + \
            order[30 + 8 * position: 38 + 8 * position]
        assert sorted(state.hands[seat]) == sorted(expected)
        assert len(state.hands[seat]) == 16
    assert game.phase == "bid" and game.to_move == A  # tt:81-82: the Vorhand speaks first


# tt:56 / gen:222-223: a hand without any tarok -> the same dealer redeals, no penalty.
def test_redeal_when_a_hand_has_no_tarok():
    game = new_game()
    deal(game, {B: "HK HQ HC HJ H1 H2 H3 H4 DK DQ DC DJ D1 D2 D3 D4"})
    state = game.state
    assert game.phase == "deal" and game.to_move == CHANCE
    assert state.redeals == 1 and state.dealer == 2
    assert state.contract is None and state.result is None
    deal(game, STD, STD_TALON)  # the same dealer deals again
    assert game.phase == "bid" and state.redeals == 1 and state.dealer == 2


# tt:56: the pack in its own order gives C only hearts and clubs -> redeal.
def test_redeal_for_the_unshuffled_pack():
    game = new_game()
    game.apply(Action(DEAL, CHANCE, game.variant.pack.cards))
    assert game.phase == "deal" and game.state.redeals == 1
    assert not any(is_trump(c) for c in game.state.hands[C])


# tt:33 and tt:53-55: with four at the table the dealer sits out and gets no cards.
@pytest.mark.parametrize("dealer,active", [(3, (0, 1, 2)), (1, (2, 3, 0)), (0, (1, 2, 3))])
def test_four_at_the_table_dealer_gets_no_cards(dealer, active):
    game = Game.new(VARIANT, None, 4, dealer)
    game.deal_seeded("four")
    state = game.state
    assert state.active == active and state.vorhand == (dealer + 1) % 4
    assert state.hands[dealer] == []
    assert all(len(state.hands[s]) == 16 for s in active)
    assert game.phase == "bid" and game.to_move == state.vorhand


# tt:33: the resting König never acts - no legal action for him, ever, in a whole deal.
@pytest.mark.parametrize("seed", range(3))
def test_four_at_the_table_koenig_never_acts(seed):
    game = new_game(4)
    game.deal_seeded(f"koenig-{seed}")
    while not game.is_terminal:
        assert game.to_move != D
        assert game.legal_actions(D) == []
        assert refused(game, "bid", D, "pass") in (R.NOT_YOUR_TURN, R.WRONG_PHASE)
        game.apply(_policy(game))
    assert game.view(D).hand == ()


def _policy(game: Game) -> Action:
    """A simple legal policy: the Vorhand opens a Dreier, everybody else passes/plays first."""
    legal = game.legal_actions()
    if game.phase == "bid" and game.to_move == game.state.vorhand and \
            Action("bid", game.to_move, "dreier") in legal:
        return Action("bid", game.to_move, "dreier")
    return legal[0]


# tt:38, tt:315, tt:323-325: a played-out deal has 16 tricks, the two piles sum to 70 points
# and the settlement is zero-sum.
@pytest.mark.parametrize("n_seats,seed", [(3, 1), (3, 2), (4, 3), (4, 4)])
def test_full_deal_played_out_counts_70_and_is_zero_sum(n_seats, seed):
    game = new_game(n_seats)
    game.deal_seeded(seed)
    while not game.is_terminal:
        game.apply(_policy(game))
    result, state = game.result, game.state
    assert len(state.tricks) == 16
    assert result["points"]["declarer"] + result["points"]["defenders"] == 70
    declarer_pile = state.won[state.declarer] + state.discards[state.declarer]
    assert pile_points(declarer_pile) == result["points"]["declarer"]
    assert len(declarer_pile) % 3 == 0
    assert sum(result["totals"].values()) == 0


# ============================================================================================
# Auction (tt:64-138)
# ============================================================================================

# tt:135: A "Dreier". B "Untere". A "behalte". B "gut". C "gut". -> A plays the Untere (4).
def test_bidding_example_1_dreier_untere_behalte():
    game = std_game()
    bids(game, (A, "dreier"), (B, "untere"), (A, "hold"), (B, "pass"), (C, "pass"))
    assert game.state.contract == "untere" and game.state.declarer == A
    assert game.phase == "talon"
    assert game.variant.game_value(game.state) == 4


# tt:136: A tappe, B Dreier, C Untere, B lasse -> C has the Untere; (step 3) A gut -> C plays.
def test_bidding_example_2_tapped_vorhand_says_gut():
    game = std_game()
    bids(game, (A, "pass"), (B, "dreier"), (C, "untere"), (B, "pass"))
    assert game.phase == "bid" and game.to_move == A  # step 3: A is asked last (tt:123-124)
    assert {a.value for a in game.legal_actions()} == {"pass", "hold"}
    bids(game, (A, "pass"))
    assert game.state.contract == "untere" and game.state.declarer == C
    assert game.phase == "talon"


# tt:137: A "Dreier". B "gut". C "Solo". A "behalte". -> A plays Solo (8).
# tt:121: "If H held a Solo, Q is out." - the auction ends with A's hold.
def test_bidding_example_3_solo_held_by_the_dreier_opener():
    game = std_game()
    bids(game, (A, "dreier"), (B, "pass"), (C, "solo"), (A, "hold"))
    assert game.phase != "bid"
    assert game.state.contract == "solo" and game.state.declarer == A


# tt:137 outcome: however the auction is closed after A's hold, A ends up playing the Solo
# for 8, and C could not raise any further (Solo is the highest bid, tt:95).
def test_bidding_example_3_outcome_a_plays_solo_for_8():
    game = std_game()
    bids(game, (A, "dreier"), (B, "pass"))
    assert "solo" in {a.value for a in game.legal_actions()}  # C never declared a Dreier
    bids(game, (C, "solo"), (A, "hold"))
    while game.phase == "bid":
        assert [a.value for a in game.legal_actions()] == ["pass"]
        do(game, "bid", game.to_move, "pass")
    assert game.state.contract == "solo" and game.state.declarer == A
    assert game.phase == "announce"  # no talon in a Solo (tt:144-149)
    assert game.variant.game_value(game.state) == 8


# tt:138 and tt:59-60: all three tap -> thrown in, no payments.
def test_bidding_example_4_all_tap_thrown_in_with_no_payments():
    game = std_game()
    bids(game, (A, "pass"), (B, "pass"), (C, "pass"))
    assert game.is_terminal and game.phase == "done"
    assert game.state.contract is None and game.state.declarer is None
    assert game.result["items"] == []
    assert set(game.result["totals"].values()) == {0}


# tt:59-60, tt:43: after an all-pass deal, A (the Vorhand) shuffles and deals the next game.
@pytest.mark.parametrize("n_seats,first_dealer", [(3, 2), (4, 3), (4, 1)])
def test_all_pass_vorhand_deals_next(n_seats, first_dealer):
    session = Session(VARIANT, n_seats=n_seats, seed="allpass", first_dealer=first_dealer)
    game = session.new_deal()
    vorhand = game.state.vorhand
    while not game.is_terminal:
        do(game, "bid", game.to_move, "pass")
    assert game.state.contract is None
    assert set(session.totals().values()) == {0}
    assert session.new_deal().state.dealer == vorhand


# tt:112-113: opening bids are Dreier or Solo only.
def test_refusal_opening_with_a_higher_dreier_level_is_not_allowed():
    game = std_game()
    assert refused(game, "bid", A, "untere") == R.BID_NOT_ALLOWED
    assert refused(game, "bid", A, "viermaliger") == R.BID_NOT_ALLOWED
    assert refused(game, "bid", A, "dreier") is None
    assert refused(game, "bid", A, "solo") is None


# tt:116-117: a raise must go to the next level (or Solo): the same level is too low ...
def test_refusal_bid_too_low():
    game = std_game()
    bids(game, (A, "dreier"))
    refusal = game.refusal(Action("bid", B, "dreier"))
    assert refusal.code == R.BID_TOO_LOW
    assert "tapp-tarok.md" in refusal.rule
    bids(game, (B, "untere"), (A, "hold"))
    assert refused(game, "bid", B, "untere") == R.BID_TOO_LOW
    assert refused(game, "bid", B, "dreier") == R.BID_TOO_LOW


# ... and skipping a level is not allowed (tt:116-117, open question 2 tt:653-656).
def test_refusal_bid_skipping_a_level_is_not_allowed():
    game = std_game()
    bids(game, (A, "dreier"))
    assert refused(game, "bid", B, "dreimaliger") == R.BID_NOT_ALLOWED
    assert refused(game, "bid", B, "viermaliger") == R.BID_NOT_ALLOWED
    assert refused(game, "bid", B, "untere") is None


# tt:118-119 and gen glossary "behalten": only the earlier player (the holder) may hold.
def test_refusal_may_not_hold():
    game = std_game()
    assert refused(game, "bid", A, "hold") == R.MAY_NOT_HOLD  # nothing to hold yet
    bids(game, (A, "dreier"))
    refusal = game.refusal(Action("bid", B, "hold"))
    assert refusal.code == R.MAY_NOT_HOLD
    bids(game, (B, "untere"))
    assert refused(game, "bid", A, "hold") is None


# tt:116-117, tt:97-98: anyone who has not declared a Dreier may jump directly to Solo.
def test_solo_from_the_hand_by_a_later_player():
    game = std_game()
    bids(game, (A, "dreier"), (B, "solo"))
    assert game.to_move == A
    bids(game, (A, "pass"))  # A yields
    bids(game, (C, "pass"))
    assert game.state.contract == "solo" and game.state.declarer == B


# tt:92-96: Untere, Dreimaliger, Viermaliger held by the Vormann; the Nachhand overbids with
# Solo, which the Vormann may finally also hold.
def test_raising_chain_up_to_the_viermaliger_and_solo():
    game = std_game()
    bids(game, (A, "dreier"), (B, "untere"), (A, "hold"), (B, "dreimaliger"), (A, "hold"),
         (B, "viermaliger"), (A, "hold"))
    assert {a.value for a in game.legal_actions()} == {"pass", "solo"}
    bids(game, (B, "solo"))
    assert game.to_move == A and {a.value for a in game.legal_actions()} == {"hold", "pass"}
    bids(game, (A, "pass"))  # A yields the Solo to B
    bids(game, (C, "pass"))
    assert game.state.contract == "solo" and game.state.declarer == B


# tt:99-100 and tt:129-132: a Dreier opener can reach Solo only by holding or by the regular
# step over a held Viermaliger - he may not jump to Solo (here: after the Vorhand's late hold).
def test_dreier_opener_may_not_jump_to_solo():
    game = std_game()
    bids(game, (A, "pass"), (B, "dreier"), (C, "pass"), (A, "hold"))
    assert game.to_move == B
    refusal = game.refusal(Action("bid", B, "solo"))
    assert refusal is not None and refusal.code == R.BID_NOT_ALLOWED
    assert {a.value for a in game.legal_actions()} == {"pass", "untere"}


# tt:125-127: from the Viermaliger the next level is Solo, also for the Dreier opener.
def test_dreier_opener_steps_from_viermaliger_to_solo():
    game = std_game()
    bids(game, (A, "pass"), (B, "dreier"), (C, "pass"), (A, "hold"),
         (B, "untere"), (A, "hold"), (B, "dreimaliger"), (A, "hold"),
         (B, "viermaliger"), (A, "hold"))
    assert {a.value for a in game.legal_actions()} == {"pass", "solo"}
    bids(game, (B, "solo"), (A, "pass"))
    assert game.state.contract == "solo" and game.state.declarer == B


# tt:126-127: a raiser who never declared a Dreier may jump to Solo after the late hold.
def test_raiser_may_jump_to_solo_after_the_vorhands_late_hold():
    game = std_game()
    bids(game, (A, "pass"), (B, "dreier"), (C, "untere"), (B, "pass"), (A, "hold"))
    assert game.to_move == C
    assert {a.value for a in game.legal_actions()} == {"pass", "dreimaliger", "solo"}


# tt:122: after the holder yields, the next later player challenges the new holder.
def test_next_player_challenges_the_new_holder():
    game = std_game()
    bids(game, (A, "dreier"), (B, "untere"), (A, "pass"))
    assert game.to_move == C
    assert {a.value for a in game.legal_actions()} == {"pass", "dreimaliger", "solo"}
    bids(game, (C, "dreimaliger"))
    assert game.to_move == B and {a.value for a in game.legal_actions()} == {"hold", "pass"}
    bids(game, (B, "hold"), (C, "pass"))
    assert game.state.contract == "dreimaliger" and game.state.declarer == B
    assert game.variant.game_value(game.state) == 5


# tt:121: "If H held a Solo, Q is out" - also when the Dreier opener holds a Solo jump
# (tt:129-130), and the tapped Vorhand may then still hold the Solo herself (tt:123-125).
def test_held_solo_ends_the_duel_and_vorhand_may_hold_it_late():
    game = std_game()
    bids(game, (A, "pass"), (B, "dreier"), (C, "solo"), (B, "hold"))
    assert game.phase == "bid" and game.to_move == A  # C is out at once
    assert {a.value for a in game.legal_actions()} == {"hold", "pass"}
    bids(game, (A, "hold"))  # B, out-bid at Solo, has nothing left to raise to
    assert game.phase == "announce"
    assert game.state.contract == "solo" and game.state.declarer == A


def test_tapped_vorhand_holds_a_solo_late():
    game = std_game()
    bids(game, (A, "pass"), (B, "solo"), (C, "pass"), (A, "hold"))
    assert game.phase == "announce"
    assert game.state.contract == "solo" and game.state.declarer == A


# tt:99-100, tt:132: after acceptance the contract is fixed - no switch to Solo.
def test_no_switch_to_solo_after_acceptance():
    game = std_game()
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    assert game.phase == "talon"
    assert refused(game, "bid", A, "solo") == R.WRONG_PHASE


# tt:123-128 (option tapped_vorhand_may_hold, default on): the tapped Vorhand holds last.
def test_tapped_vorhand_may_hold_late_default_on():
    game = std_game()
    assert game.state.options["tapped_vorhand_may_hold"] is True
    bids(game, (A, "pass"), (B, "dreier"), (C, "pass"))
    assert game.to_move == A and game.phase == "bid"
    bids(game, (A, "hold"))
    assert game.to_move == B  # H, now the later player, may raise or say gut
    bids(game, (B, "untere"), (A, "hold"), (B, "pass"))
    assert game.state.contract == "untere" and game.state.declarer == A
    assert game.state.extra["auction"]["held_late"] is True


# tt:126: after the late hold the Vorhand may also yield to the raise.
def test_tapped_vorhand_late_hold_then_yields():
    game = std_game()
    bids(game, (A, "pass"), (B, "dreier"), (C, "pass"), (A, "hold"), (B, "untere"), (A, "pass"))
    assert game.state.contract == "untere" and game.state.declarer == B
    assert game.state.extra["auction"]["held_late"] is True


# tt:127-128, tt:652: option off - tapping is final; the auction ends without asking A.
def test_tapped_vorhand_may_not_hold_when_option_off():
    game = std_game(tapped_vorhand_may_hold=False)
    bids(game, (A, "pass"), (B, "dreier"), (C, "pass"))
    assert game.phase == "talon"
    assert game.state.contract == "dreier" and game.state.declarer == B
    assert refused(game, "bid", A, "hold") in (R.NOT_YOUR_TURN, R.WRONG_PHASE)


# tt:127: only the Vorhand has the late right - a tapped B is not asked.
def test_only_the_vorhand_has_the_late_hold():
    game = std_game()
    bids(game, (A, "pass"), (B, "pass"), (C, "dreier"))
    assert game.to_move == A  # A asked, B not
    bids(game, (A, "pass"))
    assert game.state.contract == "dreier" and game.state.declarer == C


# ============================================================================================
# Talon (tt:142-175)
# ============================================================================================

# tt:151-158: modern method - both halves turned up for all; take either; value by level.
def test_talon_modern_both_halves_shown_take_either():
    game = dreier_by_a()
    assert game.phase == "talon" and game.to_move == A
    upper, lower = tuple(cards("T8 T7 D1")), tuple(cards("S8 S7 H3"))
    for seat in (A, B, C):
        assert [set(p) for p in game.view(seat).talon_parts] == [set(upper), set(lower)]
    assert {a.value for a in game.legal_actions()} == {"take:0", "take:1"}
    do(game, "talon", A, "take:1")
    assert set(lower) <= set(game.state.hands[A]) and len(game.state.hands[A]) == 19
    assert game.state.talon_owner == ["defenders", "taken"]  # tt:159
    assert game.phase == "discard"


# tt:157-158, tt:70-73: modern values Dreier 3, Untere 4, Dreimaliger 5, Viermaliger 6,
# whichever half is taken.
LEVEL_BIDS = {
    "dreier": [(A, "dreier"), (B, "pass"), (C, "pass")],
    "untere": [(A, "dreier"), (B, "untere"), (A, "hold"), (B, "pass"), (C, "pass")],
    "dreimaliger": [(A, "dreier"), (B, "untere"), (A, "hold"), (B, "dreimaliger"), (A, "hold"),
                    (B, "pass"), (C, "pass")],
    "viermaliger": [(A, "dreier"), (B, "untere"), (A, "hold"), (B, "dreimaliger"), (A, "hold"),
                    (B, "viermaliger"), (A, "hold"), (B, "pass"), (C, "pass")],
}


@pytest.mark.parametrize("level,value", [("dreier", 3), ("untere", 4), ("dreimaliger", 5),
                                         ("viermaliger", 6)])
@pytest.mark.parametrize("half", [0, 1])
def test_talon_modern_value_by_level_only(level, value, half):
    game = std_game()
    bids(game, *LEVEL_BIDS[level])
    assert game.state.contract == level and game.state.declarer == A
    do(game, "talon", A, f"take:{half}")
    assert game.variant.game_value(game.state) == value
    to_play(game)
    result = finish(game, 40)
    assert result["game_value"] == value
    assert items(result)["game"] == {A: 2 * value, B: -value, C: -value}


# tt:161-175: old method - value = level + 0 (take first shown) / +1 (show the other and take
# it) / +2 (having seen both, go back to the first). Dreier and Dreimaliger show the upper half
# first, Untere and Viermaliger the lower. tt:386-387: the Untere gives 2 / 3 / 4.
OLD_CASES = [
    ("dreier", 0, [], 0, 1),
    ("dreier", 0, ["reveal"], 1, 2),
    ("dreier", 0, ["reveal"], 0, 3),
    ("untere", 1, [], 1, 2),
    ("untere", 1, ["reveal"], 0, 3),
    ("untere", 1, ["reveal"], 1, 4),
    ("dreimaliger", 0, [], 0, 3),
    ("dreimaliger", 0, ["reveal"], 1, 4),
    ("dreimaliger", 0, ["reveal"], 0, 5),
    ("viermaliger", 1, [], 1, 4),
    ("viermaliger", 1, ["reveal"], 0, 5),
    ("viermaliger", 1, ["reveal"], 1, 6),
]


@pytest.mark.parametrize("level,first,steps,take,value", OLD_CASES)
def test_talon_old_method_values(level, first, steps, take, value):
    game = std_game(talon_method="old")
    bids(game, *LEVEL_BIDS[level])
    shown = game.view(B).talon_parts
    assert shown[first] is not None and shown[1 - first] is None
    assert {a.value for a in game.legal_actions()} == {f"take:{first}", "reveal"}
    for step in steps:
        do(game, "talon", A, step)
    do(game, "talon", A, f"take:{take}")
    assert game.variant.game_value(game.state) == value
    to_play(game)
    assert finish(game, 40)["game_value"] == value


# tt:166-168: the Untere shows the lower half first; the upper cannot be taken unseen.
def test_talon_old_method_untere_shows_lower_half_first():
    game = std_game(talon_method="old")
    bids(game, *LEVEL_BIDS["untere"])
    view = game.view(C)
    assert view.talon_parts[0] is None and set(view.talon_parts[1]) == set(cards("S8 S7 H3"))
    refusal = game.refusal(Action("talon", A, "take:0"))
    assert refusal.code == R.TALON_PART_UNAVAILABLE


# tt:173-175: taking the first half without looking, the other half stays face down until the
# end and belongs to the opponents.
def test_talon_old_method_unseen_half_stays_hidden_until_the_end():
    game = std_game(talon_method="old")
    bids(game, *LEVEL_BIDS["dreier"])
    do(game, "talon", A, "take:0")
    assert game.state.talon_owner == ["taken", "defenders"]
    to_play(game)
    for seat in (A, B, C):
        assert game.view(seat).talon_parts[1] is None
    finish(game, 40)
    assert set(game.view(B).talon_parts[1]) == set(cards("S8 S7 H3"))


# tt:144-149: in a Solo the talon stays face down - nobody, not even the König, sees it before
# the end; it belongs to the opponents; the soloist neither takes nor discards.
def test_solo_talon_stays_face_down_and_goes_to_the_opponents():
    game = solo_by_a(n_seats=4)
    state = game.state
    assert state.talon_owner == ["defenders", "defenders"]
    assert len(state.hands[A]) == 16 and state.discards[A] == []
    for seat in (A, B, C, D):
        assert game.view(seat).talon_parts == (None, None)
    end_announcements(game)
    result = finish(game, 36)
    assert result["points"]["defenders"] == 34
    assert game.view(D).talon_parts[0] is not None


# ============================================================================================
# Discarding (tt:177-185; gen:255-274)
# ============================================================================================

def discard_game(hand_a: str, talon: str) -> Game:
    game = new_game()
    deal(game, {A: hand_a}, talon)
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    do(game, "talon", A, "take:0")
    assert game.phase == "discard" and len(game.state.hands[A]) == 19
    return game


# tt:180: never a king, never SKUS/T21/T1; tt:181-182: a tarok only when no non-king suit card
# remains; tt:179: exactly three cards.
def test_discard_refusals_king_honour_tarok_and_exactly_three():
    game = discard_game("SKUS T21 T1 T20 T19 T18 T17 T16 T15 T14 HK HQ HJ H1 DK CK",
                        "D2 T7 S9 D3 T8 S10")
    assert refused(game, "discard", A, "HK") == R.MAY_NOT_DISCARD_KING
    assert refused(game, "discard", A, "CK") == R.MAY_NOT_DISCARD_KING
    for honour in ("SKUS", "T21", "T1"):
        assert refused(game, "discard", A, honour) == R.MAY_NOT_DISCARD_HONOUR
    for tarok in ("T20", "T7", "T14"):
        assert refused(game, "discard", A, tarok) == R.MAY_NOT_DISCARD_TAROK
    assert refused(game, "discard", A, "S8") == R.CARD_NOT_IN_HAND
    legal = {card_name(a.value) for a in game.legal_actions()}
    assert legal == {"HQ", "HJ", "H1", "D2", "S9"}
    discard(game, "HQ HJ H1")
    assert game.phase == "announce"
    assert len(game.state.hands[A]) == 16 and len(game.state.discards[A]) == 3
    assert refused(game, "discard", A, "D2") == R.WRONG_PHASE
    # the discard counts for the declarer (tt:185)
    assert sorted(game.state.discards[A]) == sorted(cards("HQ HJ H1"))


# tt:181-182: taroks may be discarded when only kings remain beside the taroks; discarded
# taroks are shown to all (view.shown_discards).
def test_discard_taroks_allowed_when_only_kings_remain_and_shown_to_all():
    game = discard_game("SKUS T21 T1 T20 T19 T18 T17 T16 T15 T14 T13 T12 HK DK SK CK",
                        "T2 T3 T4 H1 H2 H3")
    legal = {card_name(a.value) for a in game.legal_actions()}
    assert legal == {f"T{n}" for n in (2, 3, 4, *range(12, 21))}
    discard(game, "T2 T3 T4")
    assert game.phase == "announce"
    for seat in (B, C):
        assert set(game.view(seat).shown_discards[A]) == set(cards("T2 T3 T4"))


# tt:183-184 (implementation test): if the discard contains a tarok, all non-king suit cards
# must be in it; non-tarok discards stay face down (not visible to the others).
def test_discard_tarok_with_one_suit_card_left_and_suit_card_not_shown():
    game = discard_game("SKUS T21 T1 T20 T19 T18 T17 T16 T15 T14 T13 T12 HK DK SK CK",
                        "T2 T3 H4 H1 H2 H3")
    discard(game, "T2")  # H4 can still follow
    discard(game, "T3")
    assert refused(game, "discard", A, "T12") == R.MAY_NOT_DISCARD_TAROK
    assert [card_name(a.value) for a in game.legal_actions()] == ["H4"]
    discard(game, "H4")
    assert game.phase == "announce"
    for seat in (B, C):
        view = game.view(seat)
        assert set(view.shown_discards[A]) == set(cards("T2 T3"))
        assert card("H4") not in view.shown_discards[A]
        hidden = [a for a in game.history_for(seat) if a.kind == "discard"]
        assert [a.value for a in hidden] == [card("T2"), card("T3"), None]
    assert set(game.view(A).own_discards) == set(cards("T2 T3 H4"))


def test_discard_of_suit_cards_is_not_shown():
    game = discard_game("SKUS T21 T1 T20 T19 T18 T17 T16 T15 T14 HK HQ HJ H1 DK CK",
                        "D2 T7 S9 D3 T8 S10")
    discard(game, "HQ D2 S9")
    for seat in (B, C):
        assert game.view(seat).shown_discards[A] == ()
        assert game.view(seat).own_discards == ()


# ============================================================================================
# Play (tt:304-315; gen:339-392)
# ============================================================================================

PLAY_HANDS = {
    A: "SKUS T21 T20 T19 T18 T17 T16 T15 T6 HK HQ HC SK SQ CK CQ",
    B: "T2 DK DQ DC DJ D1 D2 D3 D4 SC SJ S10 S9 CC CJ C10",
    C: "T1 T3 T4 T5 T7 T8 HJ H1 H2 H3 H4 S8 S7 C9 C8 C7",
}
PLAY_TALON = "T9 T10 T11 T12 T13 T14"


def play_game(**options) -> Game:
    """C plays a Solo; A (Vorhand) tapped and said gut."""
    game = new_game(**options)
    deal(game, PLAY_HANDS, PLAY_TALON)
    bids(game, (A, "pass"), (B, "pass"), (C, "solo"), (A, "pass"))
    assert game.state.contract == "solo" and game.state.declarer == C
    end_announcements(game)
    assert game.phase == "play"
    return game


# tt:41, tt:306: the Vorhand leads to the first trick, whoever the declarer is.
def test_vorhand_leads_the_first_trick():
    game = play_game()
    assert game.to_move == A
    assert refused(game, "play", C, "T1") == R.NOT_YOUR_TURN


def test_vorhand_leads_the_first_trick_in_a_dreier_of_b():
    game = std_game()
    bids(game, (A, "pass"), (B, "dreier"), (C, "pass"), (A, "pass"))
    to_play(game)
    assert game.state.declarer == B and game.to_move == A


# tt:307, tt:310: order A -> B -> C; must follow suit; if void, must trump; on a trump lead
# must play a trump; with no trump, any card; the highest trump wins.
def test_play_obligations():
    game = play_game()
    do(game, "play", A, "HK")
    assert game.to_move == B
    assert refused(game, "play", B, "D1") == R.MUST_PLAY_TAROK  # void in hearts
    assert [card_name(a.value) for a in game.legal_actions()] == ["T2"]
    do(game, "play", B, "T2")
    assert refused(game, "play", C, "T1") == R.MUST_FOLLOW_SUIT
    assert refused(game, "play", C, "S8") == R.MUST_FOLLOW_SUIT
    assert refused(game, "play", C, "HK") == R.CARD_NOT_IN_HAND
    do(game, "play", C, "H4")
    assert game.state.tricks[0].winner == B and game.to_move == B  # trick winner leads
    # trick 2: B leads diamonds; C and A are void and must trump
    do(game, "play", B, "D1")
    assert refused(game, "play", C, "S8") == R.MUST_PLAY_TAROK
    do(game, "play", C, "T8")
    # gen:358-367 / tt:311: no duty to overtrump - A may play under with T6 holding the Sküs
    assert refused(game, "play", A, "T6") is None
    assert refused(game, "play", A, "HQ") == R.MUST_PLAY_TAROK
    do(game, "play", A, "T6")
    assert game.state.tricks[1].winner == C
    # trick 3: C leads a tarok; A must play a tarok; B has none left and may play anything
    do(game, "play", C, "T3")
    assert refused(game, "play", A, "HQ") == R.MUST_PLAY_TAROK_ON_TAROK_LEAD
    assert refused(game, "play", A, "T15") is None
    do(game, "play", A, "T15")
    assert {a.value for a in game.legal_actions()} == set(game.state.hands[B])
    assert refused(game, "play", B, "CC") is None
    do(game, "play", B, "CC")
    assert game.state.tricks[2].winner == A


# gen:366-367, option must_overtrump (default off): the stricter reading refuses underplay.
def test_play_option_must_overtrump():
    game = play_game(must_overtrump=True)
    do(game, "play", A, "HK")
    do(game, "play", B, "T2")
    do(game, "play", C, "H4")
    do(game, "play", B, "D1")
    do(game, "play", C, "T8")
    refusal = game.refusal(Action("play", A, card("T6")))
    assert refusal is not None and refusal.code == R.MUST_OVERTRUMP
    legal = {card_name(a.value) for a in game.legal_actions()}
    assert legal == {"SKUS", "T21", "T20", "T19", "T18", "T17", "T16", "T15"}
    do(game, "play", A, "T15")
    assert game.state.tricks[1].winner == A
    # on a tarok lead too: C holds T7 above the led T6 and may not play under it
    do(game, "play", A, "T6")
    assert refused(game, "play", B, "CC") is None  # no tarok left: any card
    do(game, "play", B, "CC")
    assert refused(game, "play", C, "T3") == R.MUST_OVERTRUMP
    assert refused(game, "play", C, "T7") is None


def test_play_default_has_no_overtrump_duty_on_a_tarok_lead():
    game = play_game()
    assert game.state.options["must_overtrump"] is False
    do(game, "play", A, "T6")
    do(game, "play", B, "T2")
    assert refused(game, "play", C, "T3") is None  # under T6 although C holds T7 and T8
    do(game, "play", C, "T3")
    assert game.state.tricks[0].winner == A


# tt:312-313: the highest trump wins even if the led suit's king was played.
def test_trick_winner_highest_trump_else_highest_of_suit_led():
    game = play_game()
    do(game, "play", A, "HQ")
    do(game, "play", B, "T2")
    do(game, "play", C, "H1")
    assert game.state.tricks[0].winner == B
    do(game, "play", B, "SC")
    do(game, "play", C, "S8")
    do(game, "play", A, "SQ")
    assert game.state.tricks[1].winner == A


# tt:41 and full play: a silent ultimo and a silent volat actually played out, 16 tricks.
# A holds 16 taroks (SKUS, T21-T8, T1) and leads from the top, keeping the Pagat for trick 16.
def test_full_play_silent_volat_and_silent_ultimo():
    game = new_game()
    deal(game, {A: "SKUS T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T1",
                B: "T2 T3 T4", C: "T5 T6 T7"}, "H1 H2 H3 D1 D2 D3")
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    to_play(game, take=0, discards="H1 H2 H3")
    while not game.is_terminal:
        seat = game.to_move
        if seat == A:
            hand = game.state.hands[A]
            choice = max((c for c in hand if c != PAGAT), key=lambda c: c, default=PAGAT)
            do(game, "play", A, choice)
        else:
            game.apply(game.legal_actions()[0])
    state, result = game.state, game.result
    assert len(state.tricks) == 16 and {t.winner for t in state.tricks} == {A}
    assert state.tricks[-1].plays[0] == (A, PAGAT)
    # the half left behind (D1 D2 D3, 1 point) counts for the opponents (tt:159, tt:322)
    assert result["volat"] == "declarer" and result["points"] == {"declarer": 69, "defenders": 1}
    got = items(result)
    assert got["volat"] == {A: 24, B: -12, C: -12}  # silent volat 12 > Dreier 3 (tt:350-352)
    assert got["silent_ultimo"] == {A: 4, B: -2, C: -2}  # tt:358-360
    assert got["tous_les_trois"] == {A: 4, B: -2, C: -2}  # tt:195-196
    assert "game" not in got
    assert totals(result) == {A: 32, B: -16, C: -16}


# ============================================================================================
# Settlement: the worked examples (tt:369-408)
# ============================================================================================

# tt:369-384 Worked example 1: Untere by A, Pagat Ultimo announced, B Contra, A Recontra,
# C Contra dem Ultimo; A Köpfe, C tous les quatre; A 37 points, Pagat captured in the last
# trick. Net A +16, B -11, C -5.
def test_worked_example_1():
    game = std_game()
    bids(game, (A, "dreier"), (B, "untere"), (A, "hold"), (B, "pass"), (C, "pass"))
    do(game, "talon", A, "take:0")  # "takes the first"
    discard(game, "HQ DQ D1")
    say(game, A, "announce:pagat_ultimo")
    say(game, B, "contra:game")
    say(game, A, "recontra:game")
    say(game, C, "contra:pagat_ultimo")
    end_announcements(game)
    assert game.state.extra["honours"] == {"0": ["koepfe"], "1": [], "2": ["tous_les_quatre"]}
    result = finish(game, 37, last=[(A, "T1"), (B, "T2"), (C, "H4")], last_winner=B)
    assert result["won"] is True and result["points"] == {"declarer": 37, "defenders": 33}
    assert result["game_value"] == 16
    got = items(result)
    assert got["game"] == {A: 32, B: -16, C: -16}
    assert got["pagat_ultimo_failed"] == {A: -16, B: 8, C: 8}
    assert got["koepfe"] == {A: 2, B: -1, C: -1}
    assert got["tous_les_quatre"] == {A: -2, B: -2, C: 4}
    assert totals(result) == {A: 16, B: -11, C: -5}


# tt:389-402 Worked example 2: four at the table, D rests. A (all four kings) taps, B Solo,
# C gut, A gut; A Contra; B Köpfe, 41 points, silent ultimo; A's tous les quatre forfeited.
# Net A -22, B +66, C -22, D -22.
# (The example says B holds "SKUS and T21" and makes a silent ultimo, which needs the Pagat -
# with all three B would hold tous les trois, not Köpfe. The arithmetic is that of Köpfe plus
# a silent ultimo, so B here holds T21 and T1 and A the Sküs.)
def test_worked_example_2_four_at_the_table_solo():
    game = new_game(4)
    deal(game, {A: "HK DK SK CK SKUS H4 T20 T19 T18", B: "T21 T1 T17 T16 T15 T14 T13",
                C: "S7 T12 T11"})
    bids(game, (A, "pass"), (B, "solo"), (C, "pass"), (A, "pass"))
    assert game.state.contract == "solo" and game.state.declarer == B
    assert game.phase == "announce" and game.to_move == B
    say(game, A, "contra:game")
    end_announcements(game)
    assert game.state.extra["honours"] == {"0": ["tous_les_quatre"], "1": ["koepfe"], "2": []}
    result = finish(game, 41, last=[(A, "H4"), (B, "T1"), (C, "S7")], last_winner=B)
    assert result["game_value"] == 16
    got = items(result)
    assert got["game"] == {A: -16, B: 48, C: -16, D: -16}
    assert got["silent_ultimo"] == {A: -4, B: 12, C: -4, D: -4}
    assert got["koepfe"] == {A: -2, B: 6, C: -2, D: -2}
    assert "tous_les_quatre" not in got
    assert totals(result) == {A: -22, B: 66, C: -22, D: -22}


# tt:404-408 Worked example 3 (Codex §20): old method, Viermaliger kept, the declarer went back
# (6); Contra and Recontra -> 24 > silent volat 12; an unannounced volat brings 24 from each.
def test_worked_example_3_volat_against_raised_game():
    game = std_game(talon_method="old", hands={
        A: "SKUS HK DK T20 T19 T18 T17 T16 T15 T14 T13 T12 H1 H2 D1 D2",
        B: "T21 SK T11 T10 T9", C: "T1 CK T8 T7 T6"}, talon="H3 H4 D3 S7 S8 C7")
    bids(game, *LEVEL_BIDS["viermaliger"])
    assert game.view(A).talon_parts[0] is None  # the lower half is shown first
    do(game, "talon", A, "reveal")
    do(game, "talon", A, "take:1")  # went back to the lower half
    assert game.variant.game_value(game.state) == 6
    discard_first_legal(game)
    say(game, B, "contra:game")
    say(game, A, "recontra:game")
    end_announcements(game)
    assert game.state.extra["honours"] == {"0": [], "1": [], "2": []}
    last = [(A, "T20"), (B, "T11"), (C, "T8")]
    result = finish(game, last=last, last_winner=A, volat=True)
    assert result["volat"] == "declarer" and result["game_value"] == 24
    got = items(result)
    assert got == {"volat": {A: 48, B: -24, C: -24}}  # not 12, not 24 + 12
    assert totals(result) == {A: 48, B: -24, C: -24}


# ============================================================================================
# Settlement: game, threshold, König
# ============================================================================================

# tt:42, tt:323-324: the declarer needs 36; 35-35 loses.
@pytest.mark.parametrize("points,won", [(36, True), (35, False), (40, True), (20, False)])
def test_declarer_needs_36_points(points, won):
    game = dreier_by_a()
    to_play(game)
    result = finish(game, points)
    assert result["won"] is won
    assert result["points"]["defenders"] == 70 - points
    sign = 1 if won else -1
    assert items(result)["game"] == {A: 6 * sign, B: -3 * sign, C: -3 * sign}


# tt:33, tt:339-341: with four at the table the resting König wins and loses with the
# opponents, for every item settled between the parties.
@pytest.mark.parametrize("points,sign", [(30, -1), (44, 1)])
def test_four_at_the_table_koenig_pays_and_receives_with_the_opponents(points, sign):
    game = std_game(4)
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    to_play(game)
    result = finish(game, points)
    assert items(result)["game"] == {A: 9 * sign, B: -3 * sign, C: -3 * sign, D: -3 * sign}
    assert sum(result["totals"].values()) == 0


# tt:225, tt:364-366: with four at the table an honour is paid by all three others - the
# König included.
def test_four_at_the_table_koenig_pays_honours():
    game = std_game(4)
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    to_play(game)
    got = items(finish(game, 40))
    assert got["tous_les_quatre"] == {C: 6, A: -2, B: -2, D: -2}
    assert got["koepfe"] == {A: 3, B: -1, C: -1, D: -1}


# ============================================================================================
# Ultimo (tt:243-258, tt:358-363)
# ============================================================================================

def ultimo_game(announce: bool, hands=None, solo: bool = False, **options) -> Game:
    game = solo_by_a(hands, **options) if solo else dreier_by_a(hands, **options)
    if not solo:
        do(game, "talon", A, "take:0")
        discard_first_legal(game)
    if announce:
        say(game, A, "announce:pagat_ultimo")
    end_announcements(game)
    return game


ULTIMO_ITEMS = ("pagat_ultimo", "pagat_ultimo_failed", "silent_ultimo", "silent_ultimo_lost")


def ultimo_items(result):
    return {k: v for k, v in items(result).items() if k in ULTIMO_ITEMS}


# tt:245, tt:358: announced ultimo won -> 4 from each opponent.
def test_announced_ultimo_won():
    game = ultimo_game(True)
    result = finish(game, 40, last=[(A, "T1"), (B, "D4"), (C, "C7")], last_winner=A)
    assert ultimo_items(result) == {"pagat_ultimo": {A: 8, B: -4, C: -4}}


# tt:246-248: announced ultimo captured in the last trick -> 4 to each opponent.
def test_announced_ultimo_lost_captured_in_last_trick():
    game = ultimo_game(True)
    result = finish(game, 40, last=[(A, "T1"), (B, "T2"), (C, "C7")], last_winner=B)
    assert ultimo_items(result) == {"pagat_ultimo_failed": {A: -8, B: 4, C: 4}}


# tt:246: announced ultimo fails if the Pagat was played before the last trick.
def test_announced_ultimo_lost_pagat_played_earlier():
    game = ultimo_game(True)
    result = finish(game, 40, last=[(A, "T13"), (B, "D4"), (C, "C7")], last_winner=A)
    assert ultimo_items(result) == {"pagat_ultimo_failed": {A: -8, B: 4, C: 4}}


# tt:255-256: the ultimo is independent of the game result (game lost, ultimo won).
def test_ultimo_independent_of_game_result():
    game = ultimo_game(True)
    result = finish(game, 30, last=[(A, "T1"), (B, "D4"), (C, "C7")], last_winner=A)
    got = items(result)
    assert result["won"] is False and got["game"] == {A: -6, B: 3, C: 3}
    assert got["pagat_ultimo"] == {A: 8, B: -4, C: -4}


# tt:198, tt:359-360: silent ultimo by the declarer -> 2 from each opponent.
def test_silent_ultimo_won_by_declarer():
    game = ultimo_game(False)
    result = finish(game, 40, last=[(A, "T1"), (B, "D4"), (C, "C7")], last_winner=A)
    assert ultimo_items(result) == {"silent_ultimo": {A: 4, B: -2, C: -2}}


# tt:249-250, tt:360: the declarer's Pagat captured in the last trick -> he pays 2 to each.
def test_silent_ultimo_lost_declarers_pagat_captured():
    game = ultimo_game(False)
    result = finish(game, 40, last=[(A, "T1"), (B, "T2"), (C, "C7")], last_winner=B)
    assert ultimo_items(result) == {"silent_ultimo_lost": {A: -4, B: 2, C: 2}}


# tt:250-251: playing the Pagat earlier carries no penalty.
def test_silent_pagat_played_earlier_no_penalty():
    game = ultimo_game(False)
    result = finish(game, 40, last=[(A, "T13"), (B, "D4"), (C, "C7")], last_winner=A)
    assert ultimo_items(result) == {}


# tt:210-213, tt:361: an opponent's silent ultimo -> the declarer pays each opponent 2.
def test_opponents_silent_ultimo():
    game = ultimo_game(False, hands=B_PAGAT)
    result = finish(game, 40, last=[(B, "T1"), (C, "C7"), (A, "H2")], last_winner=B)
    assert ultimo_items(result) == {"silent_ultimo": {A: -4, B: 2, C: 2}}


# tt:251-253, tt:362-363 (open question 6): an opponent's Pagat captured by the declarer ->
# each opponent pays the declarer 2.
def test_opponents_pagat_captured_by_declarer():
    game = ultimo_game(False, hands=B_PAGAT)
    result = finish(game, 40, last=[(B, "T1"), (C, "C7"), (A, "T13")], last_winner=A)
    assert ultimo_items(result) == {"silent_ultimo_lost": {A: 4, B: -2, C: -2}}


# tt:253-254: overtaken by his own partner -> no premium, no penalty.
def test_opponents_pagat_overtaken_by_partner_no_item():
    game = ultimo_game(False, hands=B_PAGAT)
    result = finish(game, 40, last=[(B, "T1"), (C, "T3"), (A, "H2")], last_winner=C)
    assert ultimo_items(result) == {}


# tt:361 with four at the table: the König receives too.
def test_opponents_silent_ultimo_four_at_the_table():
    game = std_game(4, hands=B_PAGAT)
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    to_play(game)
    result = finish(game, 40, last=[(B, "T1"), (C, "C7"), (A, "H2")], last_winner=B)
    assert ultimo_items(result) == {"silent_ultimo": {A: -6, B: 2, C: 2, D: 2}}


# tt:199, tt:209-213: opponents may not announce an ultimo; tt:257-258: the declarer may not
# announce it without the Pagat.
def test_pagat_ultimo_announcement_refusals():
    game = dreier_by_a()
    to_play_announce(game)
    assert game.to_move == A
    do(game, "announce", A, "pass")
    assert game.to_move == B
    refusal = game.refusal(Action("announce", B, "announce:pagat_ultimo"))
    assert refusal.code == R.ANNOUNCEMENT_NOT_ALLOWED
    game = dreier_by_a(hands=B_PAGAT)  # A without the Pagat
    to_play_announce(game)
    refusal = game.refusal(Action("announce", A, "announce:pagat_ultimo"))
    assert refusal.code == R.ANNOUNCEMENT_NOT_ALLOWED
    assert "announce:pagat_ultimo" not in {a.value for a in game.legal_actions()}
    assert refused(game, "announce", A, "announce:volat") is None


def to_play_announce(game: Game) -> None:
    do(game, "talon", A, "take:0")
    discard_first_legal(game)
    assert game.phase == "announce"


# Codex §18 (gen:331-335), tt:199: announcements only before the first lead.
def test_no_announcement_after_the_first_lead():
    game = ultimo_game(False)
    assert game.phase == "play"
    assert refused(game, "announce", A, "announce:pagat_ultimo") == R.WRONG_PHASE


# tt:298-300 (option ultimo_values): modest premiums 3/6, doubled in the Solo.
def test_ultimo_values_option():
    game = ultimo_game(False, ultimo_values=(3, 6))
    result = finish(game, 40, last=[(A, "T1"), (B, "D4"), (C, "C7")], last_winner=A)
    assert ultimo_items(result) == {"silent_ultimo": {A: 6, B: -3, C: -3}}
    game = ultimo_game(True, ultimo_values=(3, 6))
    result = finish(game, 40, last=[(A, "T1"), (B, "D4"), (C, "C7")], last_winner=A)
    assert ultimo_items(result) == {"pagat_ultimo": {A: 12, B: -6, C: -6}}


# tt:197-199, tt:205-208: in the Solo the ultimo counts double: silent 4, announced 8.
@pytest.mark.parametrize("announce,item,value", [(False, "silent_ultimo", 4),
                                                 (True, "pagat_ultimo", 8)])
def test_ultimo_doubled_in_solo(announce, item, value):
    game = ultimo_game(announce, solo=True)
    result = finish(game, 40, last=[(A, "T1"), (B, "D4"), (C, "C7")], last_winner=A)
    assert ultimo_items(result) == {item: {A: 2 * value, B: -value, C: -value}}


# ============================================================================================
# Contra, Recontra, Supercontra (tt:260-288)
# ============================================================================================

def contra_chain(game: Game, item: str, level: int) -> None:
    """B Contra, A Recontra, C Supercontra (tt:270-272: it need not be the contra-giver)."""
    if level >= 1:
        say(game, B, f"contra:{item}")
    if level >= 2:
        say(game, A, f"recontra:{item}")
    if level >= 3:
        say(game, C, f"supercontra:{item}")


# tt:273-274: Dreier 3 -> 6 -> 12 -> 24; Solo 8 -> 16 -> 32 -> 64.
@pytest.mark.parametrize("solo,base", [(False, 3), (True, 8)])
@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_contra_multiplies_the_game(solo, base, level):
    game = solo_by_a() if solo else dreier_by_a()
    if not solo:
        do(game, "talon", A, "take:0")
        discard_first_legal(game)
    contra_chain(game, "game", level)
    end_announcements(game)
    result = finish(game, 40)
    value = base * 2 ** level
    assert result["game_value"] == value
    assert items(result)["game"] == {A: 2 * value, B: -value, C: -value}


# tt:275-276: contra'd ultimo 8 (Dreier) / 16 (Solo); Recontra 16 / 32; Supercontra 32 / 64.
@pytest.mark.parametrize("solo,base", [(False, 4), (True, 8)])
@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_contra_multiplies_the_announced_ultimo(solo, base, level):
    game = solo_by_a() if solo else dreier_by_a()
    if not solo:
        do(game, "talon", A, "take:0")
        discard_first_legal(game)
    say(game, A, "announce:pagat_ultimo")
    contra_chain(game, "pagat_ultimo", level)
    end_announcements(game)
    result = finish(game, 40, last=[(A, "T1"), (B, "T2"), (C, "C7")], last_winner=B)
    value = base * 2 ** level
    assert ultimo_items(result) == {"pagat_ultimo_failed": {A: -2 * value, B: value, C: value}}
    assert result["game_value"] == (8 if solo else 3)  # the game is not affected


# tt:269: only the declarer may Recontra - an opponent cannot; tt:283: each item once;
# tt:270-272: Supercontra by either active opponent (here C after B's Contra).
# (A seat keeps the turn after an announcement and ends its turn by passing.)
def test_opponent_cannot_recontra_and_item_contrad_once():
    game = dreier_by_a()
    to_play_announce(game)
    say(game, B, "contra:game")
    assert refused(game, "announce", B, "recontra:game") == R.CONTRA_NOT_ALLOWED
    do(game, "announce", B, "pass")
    assert game.to_move == C
    refusal = game.refusal(Action("announce", C, "recontra:game"))
    assert refusal.code == R.CONTRA_NOT_ALLOWED
    assert refused(game, "announce", C, "contra:game") == R.CONTRA_NOT_ALLOWED
    say(game, A, "recontra:game")
    do(game, "announce", A, "pass")
    assert game.to_move == B
    assert refused(game, "announce", B, "recontra:game") == R.CONTRA_NOT_ALLOWED
    say(game, C, "supercontra:game")
    do(game, "announce", C, "pass")
    assert refused(game, "announce", A, "supercontra:game") == R.CONTRA_NOT_ALLOWED
    assert refused(game, "announce", A, "recontra:game") == R.CONTRA_NOT_ALLOWED
    end_announcements(game)
    assert game.state.announcements[0]["by"] == [B, A, C]
    assert finish(game, 40)["game_value"] == 24


# tt:267-269: the declarer cannot Contra his own game; tt:282: honours cannot be contra'd.
def test_contra_choices_of_each_side():
    game = dreier_by_a()
    to_play_announce(game)
    assert refused(game, "announce", A, "contra:game") == R.CONTRA_NOT_ALLOWED
    do(game, "announce", A, "pass")
    assert {a.value for a in game.legal_actions()} == {"contra:game", "pass"}
    assert refused(game, "announce", B, "contra:koepfe") == R.CONTRA_NOT_ALLOWED


# tt:267-268: the resting König cannot Contra - he never gets the turn; the Contra of one
# active opponent doubles the König's payment too (tt:279-281).
def test_koenig_cannot_contra_and_contra_doubles_his_payment():
    game = std_game(4)
    bids(game, (A, "dreier"), (B, "pass"), (C, "pass"))
    to_play_announce(game)
    seen = set()
    while game.phase == "announce":
        seen.add(game.to_move)
        assert refused(game, "announce", D, "contra:game") == R.NOT_YOUR_TURN
        if game.to_move == C and game.state.announcements[0]["contra"] == 0:
            do(game, "announce", C, "contra:game")
        else:
            do(game, "announce", game.to_move, "pass")
    assert seen == {A, B, C}
    result = finish(game, 30)
    assert items(result)["game"] == {A: -18, B: 6, C: 6, D: 6}


# tt:201, tt:352-357: announced volat 24 (Solo 48); failed announced volat costs its value
# to each opponent on top of the game; a silent volat 12 replaces an unraised game.
def test_volat_announced_made():
    game = dreier_by_a()
    to_play_announce(game)
    say(game, A, "announce:volat")
    end_announcements(game)
    result = finish(game, last=[(A, "T20"), (B, "T12"), (C, "T6")], last_winner=A, volat=True)
    assert {k: v for k, v in items(result).items() if "volat" in k or k == "game"} == \
        {"volat": {A: 48, B: -24, C: -24}}


def test_volat_announced_failed():
    game = dreier_by_a()
    to_play_announce(game)
    say(game, A, "announce:volat")
    end_announcements(game)
    got = items(finish(game, 50))
    assert got["volat_failed"] == {A: -48, B: 24, C: 24}
    assert got["game"] == {A: 6, B: -3, C: -3}


def test_volat_silent_replaces_unraised_game():
    game = dreier_by_a()
    to_play(game)
    result = finish(game, last=[(A, "T20"), (B, "T12"), (C, "T6")], last_winner=A, volat=True)
    got = items(result)
    assert got["volat"] == {A: 24, B: -12, C: -12} and "game" not in got


# tt:350-352: a volat of the defenders replaces the game: the declarer pays each max(12, V).
def test_volat_by_the_defenders():
    game = dreier_by_a()
    to_play(game)
    discarded = pile_points(game.state.discards[A])
    result = finish(game, discarded, last=[(A, "T13"), (B, "T12"), (C, "C7")], last_winner=B)
    assert result["volat"] == "defenders"
    got = items(result)
    assert got["volat"] == {A: -24, B: 12, C: 12} and "game" not in got


# tt:275-276: a contra'd announced volat counts 48 in a Dreier.
def test_contrad_announced_volat():
    game = dreier_by_a()
    to_play_announce(game)
    say(game, A, "announce:volat")
    say(game, B, "contra:volat")
    end_announcements(game)
    result = finish(game, last=[(A, "T20"), (B, "T12"), (C, "T6")], last_winner=A, volat=True)
    assert items(result)["volat"] == {A: 96, B: -48, C: -48}


# tt:201, tt:205-208, tt:352-353: in the Solo the volat counts 24 silent, 48 announced.
@pytest.mark.parametrize("announce,value", [(False, 24), (True, 48)])
def test_volat_doubled_in_solo(announce, value):
    game = solo_by_a()
    if announce:
        say(game, A, "announce:volat")
    end_announcements(game)
    result = finish(game, last=[(A, "T20"), (B, "T12"), (C, "T6")], last_winner=A, volat=True)
    assert items(result)["volat"] == {A: 2 * value, B: -value, C: -value}


# tt:70-74: Solo counts 8 in the old method too.
def test_solo_is_8_in_the_old_method():
    game = solo_by_a(talon_method="old")
    end_announcements(game)
    assert finish(game, 40)["game_value"] == 8


# tt:257-258: holding the Pagat after the exchange (bought from the talon) is enough.
def test_pagat_ultimo_may_be_announced_with_a_pagat_from_the_talon():
    hands = {A: "T21 T2 T20 T19 T18 T17 T16 T15 T14 T13 HQ HC HJ H1 H2 DQ",
             B: STD[B].replace(" T2 ", " T7 "), C: STD[C]}
    game = dreier_by_a(hands=hands, talon="T8 T1 D1 S8 S7 H3")
    assert refused(game, "talon", A, "take:0") is None
    do(game, "talon", A, "take:0")
    discard_first_legal(game)
    assert refused(game, "announce", A, "announce:pagat_ultimo") is None


# ============================================================================================
# Honours (tt:195-196, tt:214-241, tt:364-366)
# ============================================================================================

def honours_result(hands, auction, solo=False, n_seats=3, talon=STD_TALON, take=0):
    game = new_game(n_seats)
    deal(game, hands, talon)
    bids(game, *auction)
    to_play(game, take=take)
    return items(finish(game, 40))


HONOUR_ITEMS = ("koepfe", "tous_les_trois", "tous_les_quatre")


def honour_items(got):
    return {k: v for k, v in got.items() if k in HONOUR_ITEMS}


# tt:195-196, tt:223-225: Köpfe 1 and tous les quatre 2, paid by every other participant
# (the opponent C is paid by his partner B too).
def test_honours_koepfe_and_quatre_paid_by_every_other_participant():
    game = dreier_by_a()
    to_play(game)
    got = honour_items(items(finish(game, 40)))
    assert got == {"koepfe": {A: 2, B: -1, C: -1}, "tous_les_quatre": {C: 4, A: -2, B: -2}}


# tt:216-218: tous les trois pays 2 and not the Köpfe in addition.
def test_honours_trull_is_2_without_koepfe():
    hands = {A: "T20 T19 T18 T17 T16 T15 T14 T13 HK HQ HC HJ H1 H2 DQ DK",
             B: "SKUS T21 T1 T12 T11 T10 T9 DC DJ D2 D3 D4 SQ SC SJ S10",
             C: "T2 T6 T5 T4 T3 H4 SK CK CQ CC CJ C10 C9 C8 C7 S9"}
    got = honour_items(honours_result(hands, [(A, "dreier"), (B, "pass"), (C, "pass")]))
    assert got == {"tous_les_trois": {B: 4, A: -2, C: -2}}


# tt:662-663 (open question 4): tous les sept = tous les trois + tous les quatre.
def test_honours_tous_les_sept_pays_trull_and_quatre():
    hands = {A: "SKUS T21 T1 HK DK SK CK T20 T19 T18 T17 T16 T15 H1 H2 D2",
             B: "T14 T13 T12", C: "T11 T10 T9"}
    got = honour_items(honours_result(hands, [(A, "dreier"), (B, "pass"), (C, "pass")]))
    assert got == {"tous_les_trois": {A: 4, B: -2, C: -2},
                   "tous_les_quatre": {A: 4, B: -2, C: -2}}


# tt:205-208, tt:364: doubled in the Solo: Köpfe 2, tous les trois 4, tous les quatre 4.
def test_honours_doubled_in_solo():
    game = solo_by_a()
    end_announcements(game)
    got = honour_items(items(finish(game, 40)))
    assert got == {"koepfe": {A: 4, B: -2, C: -2}, "tous_les_quatre": {C: 8, A: -4, B: -4}}
    hands = {A: "T20 T19 T18 T17 T16 T15 T14 T13 HK HQ HC HJ H1 H2 DQ DK",
             B: "SKUS T21 T1 T12 T11 T10 T9 DC DJ D2 D3 D4 SQ SC SJ S10",
             C: "T2 T6 T5 T4 T3 H4 SK CK CQ CC CJ C10 C9 C8 C7 S9"}
    got = honour_items(honours_result(hands, [(A, "solo"), (B, "pass"), (C, "pass")]))
    assert got == {"tous_les_trois": {B: 8, A: -4, C: -4}}


# tt:236-241: honours are judged on the hand at the start of play - a king bought from the
# talon completes the declarer's tous les quatre.
def test_honours_counted_after_the_talon_exchange():
    hands = {A: "HK DK SK T21 T20 T19 T18 T17 T16 T15 T14 T13 H1 H2 H3 H4",
             B: "SKUS T12 T11 T10", C: "T1 T9 T8 T7"}
    got = honour_items(honours_result(hands, [(A, "dreier"), (B, "pass"), (C, "pass")],
                                      talon="CK T2 T3 D1 D2 D3", take=0))
    assert got == {"tous_les_quatre": {A: 4, B: -2, C: -2}}


# Hands for the forfeiture tests: A holds tous les trois and tous les quatre.
SEPT_A = {A: "SKUS T21 T1 HK DK SK CK T20 T19 T18 T17 H1 H2 H4 D2 D3",
          B: "T16 T15 T14 T13 T12 T11", C: "T10 T9 T6 T5 T4 T3"}


# tt:228-232: the Vorhand who taps with tous les trois forfeits it but keeps the Köpfe; her
# tous les quatre is lost.
def test_forfeiture_by_tapping_vorhand():
    got = honour_items(honours_result(SEPT_A, [(A, "pass"), (B, "dreier"), (C, "pass"),
                                               (A, "pass")]))
    assert got == {"koepfe": {A: 2, B: -1, C: -1}}


# tt:228-232 with the option off: the same forfeiture.
def test_forfeiture_by_tapping_vorhand_option_off():
    game = new_game(tapped_vorhand_may_hold=False)
    deal(game, SEPT_A, STD_TALON)
    bids(game, (A, "pass"), (B, "dreier"), (C, "pass"))
    to_play(game)
    got = honour_items(items(finish(game, 40)))
    assert got == {"koepfe": {A: 2, B: -1, C: -1}}


# tt:233-235: the Vorhand recovers the premium by holding late - even if the later player then
# keeps the game by raising (recommended: the same for tous les trois).
def test_forfeiture_recovered_by_late_hold_even_if_game_stays_with_later_player():
    got = honour_items(honours_result(SEPT_A, [(A, "pass"), (B, "dreier"), (C, "pass"),
                                               (A, "hold"), (B, "untere"), (A, "pass")]))
    assert got == {"tous_les_trois": {A: 4, B: -2, C: -2},
                   "tous_les_quatre": {A: 4, B: -2, C: -2}}


def test_forfeiture_recovered_by_late_hold_when_vorhand_plays():
    game = new_game()
    deal(game, SEPT_A, STD_TALON)
    bids(game, (A, "pass"), (B, "dreier"), (C, "pass"), (A, "hold"), (B, "pass"))
    assert game.state.declarer == A
    to_play(game)
    got = honour_items(items(finish(game, 40)))
    assert got == {"tous_les_trois": {A: 4, B: -2, C: -2},
                   "tous_les_quatre": {A: 4, B: -2, C: -2}}


# tt:229-230: a later hand forfeits too when all players before him tapped and he undertakes
# no game.
def test_forfeiture_by_later_hand_after_all_before_tapped():
    hands = {B: SEPT_A[A], A: SEPT_A[B], C: SEPT_A[C]}
    got = honour_items(honours_result(hands, [(A, "pass"), (B, "pass"), (C, "dreier"),
                                              (A, "pass")]))
    assert got == {"koepfe": {B: 2, A: -1, C: -1}}


# tt:230-231: a player who merely says "gut" to another's game does not forfeit.
def test_no_forfeiture_for_saying_gut():
    hands = {B: SEPT_A[A], A: SEPT_A[B], C: SEPT_A[C]}
    got = honour_items(honours_result(hands, [(A, "dreier"), (B, "pass"), (C, "pass")]))
    assert got == {"tous_les_trois": {B: 4, A: -2, C: -2},
                   "tous_les_quatre": {B: 4, A: -2, C: -2}}


# tt:226: honours are independent of the game result.
@pytest.mark.parametrize("points", [20, 50])
def test_honours_independent_of_game_result(points):
    game = dreier_by_a()
    to_play(game)
    got = items(finish(game, points))
    assert got["koepfe"] == {A: 2, B: -1, C: -1}
    assert got["tous_les_quatre"] == {C: 4, A: -2, B: -2}


# tt:59-60, tt:673 (open question 9): all-pass - no payments, honours lapse.
def test_all_pass_thrown_in_zero_totals_even_with_honours():
    game = new_game(4)
    deal(game, SEPT_A, STD_TALON)
    bids(game, (A, "pass"), (B, "pass"), (C, "pass"))
    assert game.is_terminal
    assert totals(game.result) == {A: 0, B: 0, C: 0, D: 0}
    assert game.result["items"] == []
