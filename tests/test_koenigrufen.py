"""Königrufen (shared/rules/koenigrufen.md, 00-general.md, tarok-codex.md §20, §21, §27, §28).

Seats: the dealer is seat 3, so the Vorhand A is seat 0, then B = 1, C = 2 and the dealer
D = 3 (koenigrufen.md "At a glance": dealing, bidding and play go to the right).

Deals are arranged card by card (tests/builders.py), the auction, call, talon, discard and
announcements are played through the engine, and for settlement the twelve tricks are put
into the state directly (`finish`), with the declarer party's card points chosen exactly.
"""

from __future__ import annotations

import pytest
from builders import act, cards, deal, sole_bidder

from tarokdesk.cards.card import PAGAT, card_from_name
from tarokdesk.cards.points import card_thirds, pile_thirds
from tarokdesk.core import Action, Game
from tarokdesk.core import refusals as R
from tarokdesk.core.actions import CHANCE, NOBODY
from tarokdesk.core.deal import DEAL, shuffled
from tarokdesk.core.state import Trick
from tarokdesk.rules.settlement import party_pile

A, B, C, D = 0, 1, 2, 3
DEALER = 3
VARIANT = "koenigrufen"


# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------

def new_game(**options) -> Game:
    return Game.new(VARIANT, options, 4, DEALER)


def c(name: str) -> int:
    return card_from_name(name)


def refusal_code(game: Game, kind: str, seat: int, value) -> str | None:
    if kind in ("play", "discard", "call") and isinstance(value, str):
        value = c(value)
    refusal = game.refusal(Action(kind, seat, value))
    return None if refusal is None else refusal.code


def legal_values(game: Game, seat: int | None = None) -> list:
    return [a.value for a in game.legal_actions(seat)]


def bid_round(game: Game, declarer: int, contract: str) -> None:
    """The declarer bids `contract`, everyone else passes."""
    sole_bidder(game, declarer, contract)


def say(game: Game, *steps: tuple[int, str]) -> None:
    """Apply the announcements `steps` (seat, choice) in order; every seat in between passes."""
    for seat, choice in steps:
        while game.to_move != seat:
            assert game.phase == "announce"
            act(game, "announce", game.to_move, "pass")
        act(game, "announce", seat, choice)


def announce(game: Game, *steps: tuple[int, str]) -> None:
    """`say` the `steps`, then every seat passes until the round is over."""
    say(game, *steps)
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")


def start(contract: str, hands: dict[int, str], talon: str, *, declarer: int = A,
          call: str | None = None, take: int | None = None, discard: str = "",
          announcements=(), options: dict | None = None, finish_round: bool = True) -> Game:
    """Deal, auction, call, talon and discard, announcement round."""
    game = new_game(**(options or {}))
    deal(game, hands, talon)
    assert game.phase == "bid"
    bid_round(game, declarer, contract)
    if call is not None:
        assert game.phase == "call"
        act(game, "call", declarer, call)
    if take is not None:
        assert game.phase == "talon"
        act(game, "talon", declarer, f"take:{take}")
        for name in discard.split():
            act(game, "discard", declarer, name)
    if finish_round:
        assert game.phase == "announce"
        announce(game, *announcements)
        assert game.phase == "play"
    return game


def finish(game: Game, points: int | None = None, *, thirds: int | None = None,
           fixed=(), volat: str | None = None) -> dict:
    """Put a game that has reached the play phase into its final state and settle it.

    `fixed`: tricks given exactly, as (index, winner, {seat: card name}); index 11 (or -1) is
    the last trick.  The other tricks are made of the cards still in the hands: the called king
    (unless fixed) is brought home by the declarer in an early trick, the Pagat never falls into
    an unfixed last trick, and the declarer's party gets exactly `points` rounded card points
    (or `thirds` exact thirds) in all (tricks, discards, talon part counted for it).
    `volat`: 'declarer' or 'defenders' takes every unfixed trick.
    """
    state = game.state
    assert state.phase == "play" and not state.tricks and not state.trick
    ours = game.variant.declarer_side(state)
    theirs = [s for s in state.active if s not in ours]
    pool = {s: list(state.hands[s]) for s in state.active}
    tricks: list[Trick | None] = [None] * 12
    for index, winner, plays in fixed:
        sequence = []
        for seat, name in plays.items():
            card = c(name)
            assert card in pool[seat], f"{name} is not in seat {seat}'s hand"
            pool[seat].remove(card)
            sequence.append((seat, card))
        assert len(sequence) == 4
        tricks[index] = Trick(sequence[0][0], sequence, winner)
    free = [card for s in state.active for card in pool[s]]
    called = state.extra.get("called")
    must = [called] if called in free else []
    rest = [card for card in free if card not in must]
    n_free = tricks.count(None)
    fixed_ours = [t for t in tricks if t is not None and t.winner in ours]
    fixed_theirs = [t for t in tricks if t is not None and t.winner not in ours]

    if volat == "declarer":
        chosen = list(rest)
    elif volat == "defenders":
        assert not must
        chosen = []
    else:
        base = (pile_thirds(party_pile(state, ours, "declarer"))
                + sum(pile_thirds(t.cards()) for t in fixed_ours) + pile_thirds(must))
        targets = {thirds} if thirds is not None else {3 * points - 1, 3 * points, 3 * points + 1}
        k_min = 0 if fixed_ours else 1
        k_max = n_free - (0 if fixed_theirs else 1)
        # subset sum with a fixed number of cards: layers[i][n] is the bit set of the whole
        # points reachable with n of the first i cards (a card is worth n + 3 W thirds)
        weights = [(card_thirds(card) - 1) // 3 for card in rest]
        layers = [[1] + [0] * len(rest)]
        for w in weights:
            prev = layers[-1]
            layers.append([prev[0]] + [prev[n] | (prev[n - 1] << w)
                                       for n in range(1, len(rest) + 1)])
        solution = None
        for n in range(len(rest) + 1):
            total = n + len(must)
            if total % 4 or not k_min <= total // 4 <= k_max:
                continue
            for whole in range(71):
                if layers[-1][n] >> whole & 1 and base + n + 3 * whole in targets:
                    solution = (n, whole)
                    break
            if solution:
                break
        assert solution is not None, "no split of the cards gives these card points"
        n, whole = solution
        chosen = []
        for i in reversed(range(len(rest))):
            if not layers[i][n] >> whole & 1:
                chosen.append(rest[i])
                n, whole = n - 1, whole - weights[i]
        assert n == 0 and whole == 0
    ours_cards = must + chosen
    theirs_cards = [card for card in rest if card not in chosen]
    special = {PAGAT, called}
    chunks = []
    for pile, winner in ((ours_cards, state.declarer), (theirs_cards, theirs[0])):
        pile = sorted(pile, key=lambda card: card not in special)
        chunks += [(pile[i:i + 4], winner) for i in range(0, len(pile), 4)]
    chunks.sort(key=lambda chunk: not (set(chunk[0]) & special))
    free_indices = [i for i, t in enumerate(tricks) if t is None]
    assert len(chunks) == len(free_indices)
    for index, (chunk, winner) in zip(free_indices, chunks):
        assert len(chunk) == 4
        tricks[index] = Trick(state.active[0], list(zip(state.active, chunk)), winner)
    if 11 in free_indices:
        assert not set(tricks[11].cards()) & special
    state.tricks = tricks
    state.won = [[] for _ in range(state.n_seats)]
    for trick in tricks:
        state.won[trick.winner].extend(trick.cards())
    state.hands = [[] for _ in range(state.n_seats)]
    state.phase, state.to_move = "done", NOBODY
    state.result = game.variant.settle(state)
    return state.result


def totals(result: dict) -> dict[int, int]:
    return {int(seat): units for seat, units in result["totals"].items()}


def items(result: dict) -> dict[str, dict[int, int]]:
    found: dict[str, dict[int, int]] = {}
    for entry in result["items"]:
        assert entry["item"] not in found, f"item {entry['item']} settled twice"
        found[entry["item"]] = {int(s): v for s, v in entry["amounts"].items()}
    return found


def pays(winners, losers, value) -> dict[int, int]:
    """The expected net amounts of one item: koenigrufen.md "Who pays whom"."""
    amounts = {}
    if len(winners) == len(losers):
        amounts.update({s: value for s in winners})
        amounts.update({s: -value for s in losers})
    elif len(winners) == 1:
        amounts[winners[0]] = value * len(losers)
        amounts.update({s: -value for s in losers})
    else:
        amounts[losers[0]] = -value * len(winners)
        amounts.update({s: value for s in winners})
    return amounts


# A deal in which nobody holds two tarok honours or four kings.  A holds the Pagat and HK,
# C the SK (so a Rufer/Solo calling SK is A + C against B + D).
NEUTRAL = {A: "T1 T20 T19 T18 T17 HK H3 D3 S8 S10 H2 D2",
           B: "SKUS DK H1",
           C: "T21 SK S9 HQ",
           D: "CK DQ"}
NEUTRAL_TALON = "H4 D4 S7 T2 T3 C7"
LAST_PAGAT = (11, A, {A: "T1", B: "H1", C: "HQ", D: "DQ"})  # A's Pagat wins the last trick

CONTRACTS = ("rufer", "solo", "dreier", "solo_dreier")
FACTOR = {"rufer": 1, "solo": 2, "dreier": 2, "solo_dreier": 4}  # "Value table (units)"
GAME_VALUE = {"rufer": 6, "solo": 8, "dreier": 10, "solo_dreier": 20}


def neutral_game(contract: str, announcements=(), **options) -> Game:
    kwargs = {}
    if contract in ("rufer", "solo"):
        kwargs["call"] = "SK"
    if contract in ("rufer", "dreier"):
        kwargs.update(take=1, discard="H3 D3 S8")
    return start(contract, NEUTRAL, NEUTRAL_TALON, announcements=announcements,
                 options=options, **kwargs)


def sides(contract: str) -> tuple[list[int], list[int]]:
    return ([A, C], [B, D]) if contract in ("rufer", "solo") else ([A], [B, C, D])


# --------------------------------------------------------------------------------------------
# Deal
# --------------------------------------------------------------------------------------------

def _good_order(game: Game) -> tuple[int, ...]:
    for seed in range(100):
        order = shuffled(game.variant.pack.cards, seed)
        hands = [order[6 + 6 * i:12 + 6 * i] + order[30 + 6 * i:36 + 6 * i] for i in range(4)]
        if all(any(card < 22 for card in hand) for hand in hands):
            return order
    raise AssertionError("no deal without a tarokless hand")


def test_deal_four_active_seats_twelve_cards_talon_three_plus_three():
    # koenigrufen.md "At a glance" (4 active players, 12 cards, talon 6) and "Deal" 2:
    # talon first (first half = top 3, second half = bottom 3), then packets of 6 to the
    # right, Vorhand (dealer's right) first, two rounds.
    game = new_game()
    assert game.state.active == (A, B, C, D) and game.state.vorhand == A
    order = _good_order(game)
    game.apply(Action(DEAL, CHANCE, order))
    state = game.state
    assert state.talon_parts == [list(order[0:3]), list(order[3:6])]
    for position, seat in enumerate((A, B, C, D)):
        expected = order[6 + 6 * position:12 + 6 * position] + \
            order[30 + 6 * position:36 + 6 * position]
        assert sorted(state.hands[seat]) == sorted(expected)
        assert len(state.hands[seat]) == 12
    assert game.phase == "bid" and game.to_move == A


def test_deal_vorhand_is_the_dealers_right_hand_neighbour():
    # koenigrufen.md "At a glance" (dealing/bidding to the right) and "Bidding procedure" 1.
    game = Game.new(VARIANT, None, 4, 0)
    assert game.state.active == (1, 2, 3, 0)
    game.deal_seeded("vorhand")
    assert game.to_move == 1 == game.state.vorhand


def test_redeal_when_a_hand_has_no_tarok():
    # koenigrufen.md "Deal" 5 (line ~67), 00-general.md "Redeals and misdeals": a hand with no
    # tarok voids the deal; the same dealer deals again without penalty.
    game = new_game()
    deal(game, {B: "HK HQ HC HJ H1 H2 H3 H4 DK DQ DC DJ"})
    assert game.phase == "deal" and game.to_move == CHANCE
    assert game.state.redeals == 1 and game.state.dealer == DEALER
    deal(game, NEUTRAL, NEUTRAL_TALON)
    assert game.phase == "bid" and game.state.redeals == 1


# --------------------------------------------------------------------------------------------
# Auction
# --------------------------------------------------------------------------------------------

def test_auction_order_a_b_c_d_from_the_vorhand():
    # koenigrufen.md "Bidding procedure" 1-2 and recommendation: order A, B, C, D.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    movers = []
    for _ in range(3):
        movers.append(game.to_move)
        act(game, "bid", game.to_move, "pass")
    movers.append(game.to_move)
    assert movers == [A, B, C, D]
    assert legal_values(game) == ["pass", "rufer", "solo", "dreier", "solo_dreier"]
    assert refusal_code(game, "bid", A, "rufer") == R.NOT_YOUR_TURN


def test_auction_vorhand_may_open_any_contract():
    # koenigrufen.md "Bidding procedure" 1: Vorhand may open with Solo, Dreier or Solo-Dreier.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    assert set(legal_values(game)) == {"pass", "rufer", "solo", "dreier", "solo_dreier"}
    act(game, "bid", A, "solo_dreier")
    assert legal_values(game) == ["pass"]  # nothing ranks above the Solo-Dreier


def test_auction_passed_player_takes_no_further_part():
    # koenigrufen.md "Bidding procedure" 2 and recommendation "A player who has passed takes
    # no further part".
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    movers = []
    for seat, bid in [(A, "pass"), (B, "rufer"), (C, "solo"), (B, "hold"), (C, "pass"),
                      (D, "pass")]:
        movers.append(game.to_move)
        act(game, "bid", seat, bid)
    assert A not in movers[1:]
    assert game.state.declarer == B and game.state.contract == "solo"
    assert game.phase == "call" and game.to_move == B


def test_auction_overbid_must_be_strictly_higher():
    # koenigrufen.md "Bidding procedure" 3 and recommendation: "A later player must bid
    # strictly higher"; contracts rank Rufer < Solo < Dreier < Solo-Dreier (lines 1856-1857).
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    act(game, "bid", A, "solo")
    assert game.to_move == B
    assert refusal_code(game, "bid", B, "rufer") == R.BID_TOO_LOW
    assert refusal_code(game, "bid", B, "solo") == R.BID_TOO_LOW
    assert legal_values(game) == ["pass", "dreier", "solo_dreier"]
    act(game, "bid", B, "dreier")
    assert game.to_move == A and game.state.extra["auction"]["bid"] == "dreier"


def test_auction_earlier_player_holds_the_overbid():
    # koenigrufen.md "Bidding procedure" 4 ("halten"): an earlier-seated bidder may take over
    # the new contract at the same level; the overbidder must go higher or give up.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    act(game, "bid", A, "rufer")
    act(game, "bid", B, "solo")
    assert game.to_move == A and set(legal_values(game)) == {"hold", "pass"}
    act(game, "bid", A, "hold")
    assert game.to_move == B
    assert refusal_code(game, "bid", B, "solo") == R.BID_TOO_LOW
    assert refusal_code(game, "bid", B, "hold") == R.MAY_NOT_HOLD  # only the earlier player
    act(game, "bid", B, "pass")
    act(game, "bid", C, "pass")
    act(game, "bid", D, "pass")
    assert game.state.declarer == A and game.state.contract == "solo"
    assert game.phase == "call"


def test_auction_earlier_player_yields_and_the_overbidder_holds_next():
    # koenigrufen.md "Bidding procedure" 4: the earlier holder may give up; the overbidder
    # then holds against the next later player.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    for seat, bid in [(A, "rufer"), (B, "solo"), (A, "pass"), (C, "dreier"), (B, "hold"),
                      (C, "pass"), (D, "pass")]:
        assert game.to_move == seat
        act(game, "bid", seat, bid)
    assert game.state.declarer == B and game.state.contract == "dreier"
    assert game.phase == "talon"  # a Dreier has no call


def test_auction_all_pass_throws_the_hand_in_with_zero_totals():
    # koenigrufen.md "Bidding procedure" 6 [inference]: all pass -> thrown in, next dealer.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    for seat in (A, B, C, D):
        act(game, "bid", seat, "pass")
    assert game.is_terminal
    assert game.state.contract is None and game.state.declarer is None
    assert totals(game.result) == {A: 0, B: 0, C: 0, D: 0}


def test_auction_rufen_auf_pagat_ranks_between_rufer_and_solo():
    # koenigrufen.md "Bidding procedure" 5 and recommendation: "auf Pagat" ranks above Rufer
    # and below Solo (optional house variant, lines 2047-2077).
    game = new_game(rufen_auf_pagat=True)
    deal(game, NEUTRAL, NEUTRAL_TALON)
    assert legal_values(game) == ["pass", "rufer", "auf_pagat", "solo", "dreier", "solo_dreier"]
    act(game, "bid", A, "rufer")
    assert legal_values(game) == ["pass", "auf_pagat", "solo", "dreier", "solo_dreier"]
    act(game, "bid", B, "auf_pagat")
    act(game, "bid", A, "pass")
    assert game.to_move == C
    assert refusal_code(game, "bid", C, "rufer") == R.BID_TOO_LOW
    assert refusal_code(game, "bid", C, "auf_pagat") == R.BID_TOO_LOW
    assert refusal_code(game, "bid", C, "solo") is None
    act(game, "bid", C, "pass")
    act(game, "bid", D, "pass")
    assert game.state.contract == "auf_pagat" and game.state.declarer == B
    assert game.phase == "call"  # "He names a suit before the buy" (line 2064-2067)


def test_auction_without_the_option_there_is_no_auf_pagat_bid():
    # koenigrufen.md "Contracts in rank order": (1a) is an optional house variant.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    assert "auf_pagat" not in legal_values(game)
    assert refusal_code(game, "bid", A, "auf_pagat") is not None


# --------------------------------------------------------------------------------------------
# Calling a king
# --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("contract", ["rufer", "solo"])
def test_calling_declarer_calls_a_king_after_rufer_and_solo(contract):
    # koenigrufen.md "At a glance" (Parties) and "Bidding procedure" 3, 7: after the auction
    # the declarer names the king's suit.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    bid_round(game, A, contract)
    assert game.phase == "call" and game.to_move == A
    assert sorted(legal_values(game)) == sorted(cards("HK DK SK CK"))
    assert refusal_code(game, "call", A, "SQ") is not None
    assert refusal_code(game, "call", A, "T21") is not None
    act(game, "call", A, "SK")
    assert game.state.extra["called"] == c("SK")
    assert game.variant.declarer_side(game.state) == [A, C]


def test_calling_self_call_is_allowed_and_plays_one_against_three():
    # koenigrufen.md "Bidding procedure" 8 (lines 2002-2019): the declarer may call a king he
    # holds himself; he then plays alone against three.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    bid_round(game, A, "rufer")
    assert c("HK") in legal_values(game)
    act(game, "call", A, "HK")
    act(game, "talon", A, "take:1")
    for name in ("H3", "D3", "S8"):
        act(game, "discard", A, name)
    assert game.variant.declarer_side(game.state) == [A]
    # every other player is a defender: each may contra the game, nobody has König Ultimo
    act(game, "announce", A, "pass")
    for seat in (B, C, D):
        choices = legal_values(game)
        assert "contra:game" in choices and "announce:koenig_ultimo" not in choices
        act(game, "announce", seat, "pass")


@pytest.mark.parametrize("contract,next_phase", [("dreier", "talon"),
                                                 ("solo_dreier", "announce")])
def test_calling_dreier_and_solo_dreier_have_no_call_phase(contract, next_phase):
    # koenigrufen.md "Contracts in rank order": Dreier and Solo-Dreier have no partner.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    bid_round(game, A, contract)
    assert game.phase == next_phase
    assert "called" not in game.state.extra
    assert game.variant.declarer_side(game.state) == [A]


# --------------------------------------------------------------------------------------------
# Talon
# --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("contract", ["rufer", "dreier"])
def test_talon_rufer_and_dreier_both_halves_shown_to_all(contract):
    # koenigrufen.md "Talon" 1 (line 1878): both halves face up for everyone; take one half.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    bid_round(game, A, contract)
    if contract == "rufer":
        act(game, "call", A, "SK")
    assert game.phase == "talon" and game.to_move == A
    halves = (tuple(cards("H4 D4 S7")), tuple(cards("T2 T3 C7")))
    for seat in (A, B, C, D):
        assert game.view(seat).talon_parts == halves
    assert sorted(legal_values(game)) == ["take:0", "take:1"]  # no schleifen: SK is in a hand
    act(game, "talon", A, "take:0")
    assert game.phase == "discard" and len(game.state.hands[A]) == 15
    assert game.state.talon_owner == ["taken", "defenders"]  # the half left is the defenders'


def test_talon_discard_three_then_announcements():
    # koenigrufen.md "Talon" 1: discard exactly 3 cards ("er liegt"); discards count for the
    # declarer's party ("Counting" 5).
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    bid_round(game, A, "rufer")
    act(game, "call", A, "SK")
    act(game, "talon", A, "take:1")
    for name in ("H3", "D3"):
        act(game, "discard", A, name)
        assert game.phase == "discard"
    act(game, "discard", A, "S8")
    assert game.phase == "announce"
    assert game.state.discards[A] == cards("H3 D3 S8")
    assert len(game.state.hands[A]) == 12
    assert c("T2") in game.state.hands[A] and c("C7") in game.state.hands[A]
    # face-down suit discards are seen only by the declarer
    assert game.view(A).own_discards == tuple(cards("H3 D3 S8"))
    assert game.view(B).shown_discards[A] == ()


def test_talon_discard_law_kings_and_honours_refused_taroks_only_without_suit_cards():
    # koenigrufen.md "Talon" 5 (lines 430-446, Codex §12): kings and tarok honours may never be
    # discarded; other taroks only when no suit cards other than kings are left.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    bid_round(game, A, "rufer")
    act(game, "call", A, "SK")
    act(game, "talon", A, "take:1")
    assert refusal_code(game, "discard", A, "HK") == R.MAY_NOT_DISCARD_KING
    assert refusal_code(game, "discard", A, "T1") == R.MAY_NOT_DISCARD_HONOUR
    assert refusal_code(game, "discard", A, "T20") == R.MAY_NOT_DISCARD_TAROK
    assert refusal_code(game, "discard", A, "T2") == R.MAY_NOT_DISCARD_TAROK
    assert refusal_code(game, "discard", A, "DK") == R.CARD_NOT_IN_HAND
    legal = legal_values(game)
    assert all(card >= 22 for card in legal) and c("HK") not in legal


def test_talon_taroks_may_be_discarded_when_only_kings_and_taroks_remain_and_are_shown():
    # koenigrufen.md "Talon" 5: taroks only without other suit cards; "Any taroks discarded
    # must be shown".
    hands = {A: "T1 T4 T5 T6 T7 T8 T9 T10 T11 HK DK SK",
             B: "SKUS CK", C: "T21"}
    game = new_game()
    deal(game, hands, "T12 T13 T14 H4 D4 S7")
    bid_round(game, A, "rufer")
    act(game, "call", A, "CK")
    act(game, "talon", A, "take:0")
    assert refusal_code(game, "discard", A, "T1") == R.MAY_NOT_DISCARD_HONOUR
    assert refusal_code(game, "discard", A, "SK") == R.MAY_NOT_DISCARD_KING
    for name in ("T4", "T5", "T6"):
        assert refusal_code(game, "discard", A, name) is None
        act(game, "discard", A, name)
    assert game.phase == "announce"
    for seat in (B, C, D):
        assert game.view(seat).shown_discards[A] == tuple(cards("T4 T5 T6"))


def test_talon_tarok_discard_refused_when_a_suit_card_would_remain():
    # koenigrufen.md "Talon" 5: with one plain suit card, two taroks may go only if that card
    # goes too; the last discard must be the suit card.
    hands = {A: "T1 T4 T5 T6 T7 T8 T9 T10 T11 HK DK H2", B: "SKUS CK SK", C: "T21"}
    game = new_game()
    deal(game, hands, "T12 T13 T14 H4 D4 S7")
    bid_round(game, A, "rufer")
    act(game, "call", A, "CK")
    act(game, "talon", A, "take:0")
    act(game, "discard", A, "T4")
    act(game, "discard", A, "T5")
    assert refusal_code(game, "discard", A, "T6") == R.MAY_NOT_DISCARD_TAROK
    assert legal_values(game) == [c("H2")]


@pytest.mark.parametrize("contract", ["solo", "solo_dreier"])
def test_talon_solo_no_talon_phase_hidden_and_belongs_to_defenders(contract):
    # koenigrufen.md "Talon" 2 (lines 2081-2083, 2176-2178; Codex §14): no buy, no discard,
    # talon face down (nobody may look, the declarer neither), counted for the defenders.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    bid_round(game, A, contract)
    if contract == "solo":
        act(game, "call", A, "SK")
    assert game.phase == "announce"
    assert len(game.state.hands[A]) == 12 and game.state.discards[A] == []
    for seat in (A, B, C, D):
        assert game.view(seat).talon_parts == (None, None)
    assert game.state.talon_owner == ["defenders", "defenders"]
    announce(game)
    result = finish(game, 30)
    # the whole talon counts for the defenders; at the end it may be seen
    assert result["points"]["defenders"] == 40
    assert game.view(B).talon_parts == (tuple(cards("H4 D4 S7")), tuple(cards("T2 T3 C7")))


def test_talon_solo_half_with_the_called_king_counts_for_the_declarer():
    # koenigrufen.md "Talon" 3 (lines 2083-2087): in a Solo whose called king lies in the
    # talon, that half belongs to the declarer, the other half to the defenders.
    hands = {A: "T1 SKUS DK", B: "T21 SK", D: "CK"}
    game = start("solo", hands, "H4 D4 S7 HK T2 C7", call="HK")
    assert game.state.talon_owner == ["defenders", "declarer"]
    assert game.variant.declarer_side(game.state) == [A]
    result = finish(game, 40)
    assert result["partner"] is None
    # 40 points including the second half (HK 4 1/3, T2 and C7 1/3 each = 5 points)
    assert result["points"]["declarer"] == 40
    assert pile_thirds(game.state.won[A]) + pile_thirds(cards("HK T2 C7")) == result["thirds"][
        "declarer"]


# --------------------------------------------------------------------------------------------
# Called king in the talon of a Rufer: "schleifen"
# --------------------------------------------------------------------------------------------

KING_IN_TALON = {A: "T1 T20 DK H3 D3 S8", B: "T21 SK", C: "H1", D: "SKUS CK H2"}


def test_schleifen_offered_when_the_called_king_lies_in_the_talon_pays_4_to_each():
    # koenigrufen.md "Talon" 4 (lines 1997-2000) and "Special settlements": he may throw in
    # and pays 4 units to each of the three others.
    game = new_game()
    deal(game, KING_IN_TALON, "H4 D4 S7 HK T2 C7")
    bid_round(game, A, "rufer")
    act(game, "call", A, "HK")
    assert sorted(legal_values(game)) == ["schleifen", "take:0", "take:1"]
    act(game, "talon", A, "schleifen")
    assert game.is_terminal
    assert totals(game.result) == {A: -12, B: 4, C: 4, D: 4}


@pytest.mark.parametrize("setting,each", [(None, 10), ("codex", 10), ("chapter", 6)])
def test_schleifen_auf_pagat_codex_10_or_chapter_6(setting, each):
    # koenigrufen.md "Special cases" 2, open question 1; Codex §27: game value + ultimo
    # premium = 10 to each (default), or the chapter's game price 6 (option).
    options = {"rufen_auf_pagat": True}
    if setting is not None:
        options["auf_pagat_schleifen"] = setting
    game = new_game(**options)
    deal(game, KING_IN_TALON, "H4 D4 S7 HK T2 C7")
    bid_round(game, A, "auf_pagat")
    act(game, "call", A, "HK")
    assert "schleifen" in legal_values(game)
    act(game, "talon", A, "schleifen")
    assert totals(game.result) == {A: -3 * each, B: each, C: each, D: each}


def test_auf_pagat_king_in_talon_played_alone_still_must_announce_pagat_ultimo():
    # koenigrufen.md "Special cases" 2 / Codex §27: instead of throwing in he may play alone
    # and must then still announce Pagat Ultimo.
    game = new_game(rufen_auf_pagat=True)
    deal(game, KING_IN_TALON, "H4 D4 S7 HK T2 C7")
    bid_round(game, A, "auf_pagat")
    act(game, "call", A, "HK")
    act(game, "talon", A, "take:0")
    for name in ("H3", "D3", "S8"):
        act(game, "discard", A, name)
    assert "pass" not in legal_values(game)
    assert refusal_code(game, "announce", A, "pass") == R.MUST_ANNOUNCE_ULTIMO


def test_schleifen_not_offered_in_a_rufer_whose_king_is_in_a_hand():
    # koenigrufen.md "Talon" 4: schleifen only for a called king in the talon.
    game = new_game()
    deal(game, NEUTRAL, NEUTRAL_TALON)
    bid_round(game, A, "rufer")
    act(game, "call", A, "SK")
    assert refusal_code(game, "talon", A, "schleifen") == R.TALON_PART_UNAVAILABLE


def test_rufer_king_in_talon_played_on_alone_one_against_three_at_rufer_value():
    # koenigrufen.md "Talon" 4 [inference] / open question 2: if he does not throw in he plays
    # alone at 6 per opponent; leaving the king in the defenders' half costs the 2-unit
    # capture penalty (1 vs 3: 2 to each).
    game = start("rufer", KING_IN_TALON, "H4 D4 S7 HK T2 C7", call="HK", take=0,
                 discard="H3 D3 S8")
    assert game.variant.declarer_side(game.state) == [A]
    found = items(finish(game, 40))
    assert found["game"] == pays([A], [B, C, D], 6)
    assert found["called_king_captured"] == pays([B, C, D], [A], 2)


def test_rufer_king_in_talon_taken_by_the_declarer_is_his_own_king():
    # koenigrufen.md open question 2: if he takes the king it is simply his own king (no
    # König Ultimo and no capture penalty).
    game = start("rufer", KING_IN_TALON, "H4 D4 S7 HK T2 C7", call="HK", take=1,
                 discard="H3 D3 S8")
    found = items(finish(game, 30, fixed=[(11, B, {A: "HK", B: "T21", C: "H1", D: "H2"})]))
    assert found["game"] == pays([B, C, D], [A], 6)
    assert not {"called_king_captured", "silent_koenig_ultimo", "koenig_ultimo"} & set(found)


# --------------------------------------------------------------------------------------------
# Announcements
# --------------------------------------------------------------------------------------------

def rufer_in_announcements() -> Game:
    """Rufer by A calling SK (held by C), after the discard, in the announcement round."""
    return start("rufer", NEUTRAL, NEUTRAL_TALON, call="SK", take=1, discard="H3 D3 S8",
                 finish_round=False)


def test_announcement_round_starts_with_the_declarer_and_vorhand_leads():
    # koenigrufen.md "Announcements" 3, 6 (after "er liegt"), "Play" 1: Vorhand leads the first
    # trick whoever the declarer is.
    game = start("solo_dreier", NEUTRAL, NEUTRAL_TALON, declarer=C, finish_round=False)
    assert game.phase == "announce" and game.to_move == C
    announce(game)
    assert game.phase == "play" and game.to_move == A


def test_pagat_ultimo_may_be_announced_by_any_player_even_without_the_pagat():
    # koenigrufen.md "Announcements" 4 (lines 1951-1952; Codex §21 note): the defenders too may
    # announce; announcing without the Pagat is allowed.
    game = rufer_in_announcements()
    assert c("T1") not in game.state.hands[B]
    for seat in (A, B, C, D):
        assert "announce:pagat_ultimo" in legal_values(game)
        act(game, "announce", seat, "pass")
        if game.phase != "announce":
            break
    game = rufer_in_announcements()
    announce(game, (B, "announce:pagat_ultimo"))
    record = [r for r in game.state.announcements if r["item"] == "pagat_ultimo"][0]
    assert record["seat"] == B and record["side"] == "defenders"


def test_pagat_ultimo_announced_without_the_pagat_fails_and_is_paid():
    # koenigrufen.md "Special cases" 6 / Codex §21: it simply fails and is paid (4 in a Rufer,
    # 2 vs 2); the game is unaffected.
    game = rufer_in_announcements()
    announce(game, (B, "announce:pagat_ultimo"))
    found = items(finish(game, 40))
    assert found["pagat_ultimo_failed"] == pays([A, C], [B, D], 4)
    assert found["game"] == pays([A, C], [B, D], 6)


def test_koenig_ultimo_only_by_the_called_kings_holder():
    # koenigrufen.md "Announcements" 3 (lines 1922-1936): only the partner may announce it.
    game = rufer_in_announcements()
    for seat in (A, B):
        assert "announce:koenig_ultimo" not in legal_values(game)
        assert refusal_code(game, "announce", seat, "announce:koenig_ultimo") == \
            R.ANNOUNCEMENT_NOT_ALLOWED
        act(game, "announce", seat, "pass")
    assert game.to_move == C and "announce:koenig_ultimo" in legal_values(game)
    act(game, "announce", C, "announce:koenig_ultimo")
    act(game, "announce", C, "pass")  # a player keeps the turn until he passes
    assert refusal_code(game, "announce", D, "announce:koenig_ultimo") in (
        R.ANNOUNCEMENT_NOT_ALLOWED, R.ALREADY_ANNOUNCED)


@pytest.mark.parametrize("contract", ["dreier", "solo_dreier"])
def test_no_koenig_ultimo_in_dreier_and_solo_dreier(contract):
    # koenigrufen.md "Value table" note (line 2212-2213): no König Ultimo in a Dreier.
    game = start(contract, NEUTRAL, NEUTRAL_TALON, take=1 if contract == "dreier" else None,
                 discard="H3 D3 S8" if contract == "dreier" else "", finish_round=False)
    while game.phase == "announce":
        assert "announce:koenig_ultimo" not in legal_values(game)
        act(game, "announce", game.to_move, "pass")


def test_partner_may_not_contra_his_own_side():
    # koenigrufen.md "Announcements" 6 and "Special cases" 4 (Codex §28): the called king's
    # holder must not contra his own party; defenders may.
    game = rufer_in_announcements()
    act(game, "announce", A, "pass")
    assert "contra:game" in legal_values(game)  # B, a defender
    act(game, "announce", B, "pass")
    assert game.to_move == C
    assert not any(v.startswith("contra:") for v in legal_values(game))
    assert refusal_code(game, "announce", C, "contra:game") == R.CONTRA_NOT_ALLOWED
    act(game, "announce", C, "pass")
    assert "contra:game" in legal_values(game)  # D, a defender


def test_partner_may_not_contra_the_declarers_pagat_ultimo():
    # Codex §28: the partner contra-ing the declarer's ultimo is excluded in guided mode.
    game = rufer_in_announcements()
    act(game, "announce", A, "announce:pagat_ultimo")
    act(game, "announce", A, "pass")
    assert "contra:pagat_ultimo" in legal_values(game)  # B
    act(game, "announce", B, "pass")
    assert refusal_code(game, "announce", C, "contra:pagat_ultimo") == R.CONTRA_NOT_ALLOWED


def test_recontra_only_by_the_declarer_supercontra_by_a_defender():
    # koenigrufen.md "Announcements" 6 and open question 4: Recontra by the declarer only (not
    # the partner); Supercontra by a defender.
    game = rufer_in_announcements()
    act(game, "announce", A, "pass")
    act(game, "announce", B, "contra:game")
    act(game, "announce", B, "pass")
    assert game.to_move == C
    assert "recontra:game" not in legal_values(game)
    assert refusal_code(game, "announce", C, "recontra:game") == R.CONTRA_NOT_ALLOWED
    act(game, "announce", C, "pass")
    assert "recontra:game" not in legal_values(game)  # D, a defender
    assert refusal_code(game, "announce", D, "recontra:game") == R.CONTRA_NOT_ALLOWED
    act(game, "announce", D, "pass")
    assert "recontra:game" in legal_values(game)
    act(game, "announce", A, "recontra:game")
    act(game, "announce", A, "pass")
    assert "supercontra:game" in legal_values(game)  # B
    act(game, "announce", B, "pass")
    assert refusal_code(game, "announce", C, "supercontra:game") == R.CONTRA_NOT_ALLOWED
    act(game, "announce", C, "pass")
    act(game, "announce", D, "supercontra:game")
    game_record = game.state.announcements[0]
    assert game_record["item"] == "game" and game_record["contra"] == 3
    assert game_record["by"] == [B, A, D]


def test_recontra_on_the_partners_koenig_ultimo_is_the_declarers_not_the_partners():
    # koenigrufen.md "Announcements" 6 and open question 4: Recontra is the declarer's right;
    # the partner may not recontra. C (holder of SK) announces König Ultimo, D contras it.
    game = rufer_in_announcements()
    say(game, (C, "announce:koenig_ultimo"), (C, "pass"), (D, "contra:koenig_ultimo"),
        (D, "pass"))
    assert game.to_move == A and "recontra:koenig_ultimo" in legal_values(game)
    say(game, (A, "pass"), (B, "pass"))
    assert game.to_move == C and "recontra:koenig_ultimo" not in legal_values(game)
    assert refusal_code(game, "announce", C, "recontra:koenig_ultimo") == R.CONTRA_NOT_ALLOWED


def test_partner_may_not_recontra_his_pagat_ultimo_nor_may_the_declarer_who_cannot_know():
    # open question 4: the partner may not recontra; the declarer cannot tell his partner's
    # Pagat Ultimo from a defender's ("Play" 6), so he has no recontra on it either.
    game = rufer_in_announcements()
    say(game, (C, "announce:pagat_ultimo"), (C, "pass"), (D, "contra:pagat_ultimo"))
    for seat in (D, A, B, C):
        assert game.to_move == seat
        assert "recontra:pagat_ultimo" not in legal_values(game)
        assert refusal_code(game, "announce", seat, "recontra:pagat_ultimo") == \
            R.CONTRA_NOT_ALLOWED
        act(game, "announce", seat, "pass")


def test_once_koenig_ultimo_reveals_the_partner_the_declarer_recontras_his_pagat_ultimo():
    # "Announcements" 3: König Ultimo reveals the partner; his items are then known to be the
    # declarer's party's, whose Recontra is the declarer's (open question 4).
    game = rufer_in_announcements()
    say(game, (C, "announce:koenig_ultimo"), (C, "announce:pagat_ultimo"), (C, "pass"))
    assert "contra:pagat_ultimo" in legal_values(game)  # D
    say(game, (D, "contra:pagat_ultimo"), (D, "pass"))
    assert game.to_move == A
    assert "contra:pagat_ultimo" not in legal_values(game)  # his known partner's item
    assert "recontra:pagat_ultimo" in legal_values(game)


def test_a_defenders_pagat_ultimo_is_contrad_by_the_declarer_and_recontrad_by_its_maker():
    # "Announcements" 4 (the defenders too may announce) and 6: the other party contras, the
    # one who made the item answers with Recontra, the other party may supercontra.
    game = rufer_in_announcements()
    say(game, (B, "announce:pagat_ultimo"), (B, "pass"), (A, "contra:pagat_ultimo"),
        (A, "pass"))
    assert game.to_move == B and "recontra:pagat_ultimo" in legal_values(game)
    say(game, (B, "recontra:pagat_ultimo"), (B, "pass"))
    assert "supercontra:pagat_ultimo" in legal_values(game)  # C, A's partner, knows it
    record = [r for r in game.state.announcements if r["item"] == "pagat_ultimo"][0]
    assert record["contra"] == 2 and record["by"] == [A, B]


def holding_the_called_king(holder: int) -> dict[int, str]:
    """NEUTRAL with the called SK moved to `holder` (A's partner)."""
    hands = {seat: cards.split() for seat, cards in NEUTRAL.items()}
    hands[C].remove("SK")
    hands[holder].append("SK")
    return {seat: " ".join(names) for seat, names in hands.items()}


@pytest.mark.parametrize("contract", ["rufer", "solo"])
@pytest.mark.parametrize("announcer", [B, C, D])
def test_who_may_contra_a_pagat_ultimo_does_not_betray_the_partner(contract, announcer):
    # koenigrufen.md "Play" 6: the partner stays anonymous until he shows himself. So the
    # declarer and the non-declarers who do not hold the called king are offered the same
    # choices whichever non-declarer holds it (open question 4: any non-declarer may Contra).
    # (Failed before: the declarer lost his Contra when the announcer was his partner, and a
    # defender lost his when the announcer was the other defender.)
    seen = {}
    for holder in (B, C, D):
        game = start(contract, holding_the_called_king(holder), NEUTRAL_TALON, call="SK",
                     take=1 if contract == "rufer" else None,
                     discard="H3 D3 S8" if contract == "rufer" else "", finish_round=False)
        say(game, (announcer, "announce:pagat_ultimo"), (announcer, "pass"))
        while game.phase == "announce":
            seat = game.to_move
            if seat != holder:
                seen.setdefault(seat, set()).add(tuple(legal_values(game)))
            act(game, "announce", seat, "pass")
    assert all(len(choices) == 1 for choices in seen.values()), seen
    assert "contra:pagat_ultimo" in next(iter(seen[A]))


def test_in_a_dreier_the_defenders_know_a_defenders_pagat_ultimo_is_their_own():
    # No king is called in a Dreier (1 against 3): every seat knows the parties, so a defender
    # may not contra his own party's ultimo (Codex §28) and the declarer may.
    game = start("dreier", NEUTRAL, NEUTRAL_TALON, take=1, discard="H3 D3 S8",
                 finish_round=False)
    say(game, (B, "announce:pagat_ultimo"), (B, "pass"))
    for seat in (C, D):
        assert "contra:pagat_ultimo" not in legal_values(game)
        act(game, "announce", seat, "pass")
    assert game.to_move == A and "contra:pagat_ultimo" in legal_values(game)


def test_auf_pagat_declarer_may_not_pass_before_announcing_pagat_ultimo():
    # koenigrufen.md "Bidding procedure" 5 (lines 2060-2062): the caller must announce
    # "Pagat Ultimo" after buying and discarding.
    game = start("auf_pagat", NEUTRAL, NEUTRAL_TALON, call="SK", take=1, discard="H3 D3 S8",
                 options={"rufen_auf_pagat": True}, finish_round=False)
    assert game.to_move == A
    assert "pass" not in legal_values(game)
    assert refusal_code(game, "announce", A, "pass") == R.MUST_ANNOUNCE_ULTIMO
    act(game, "announce", A, "announce:pagat_ultimo")
    announce(game)
    assert game.phase == "play"
    record = [r for r in game.state.announcements if r["item"] == "pagat_ultimo"][0]
    assert record["seat"] == A and record["side"] == "declarer"


def test_auf_pagat_settles_the_compulsory_ultimo_at_4():
    # koenigrufen.md "Contracts in rank order" (1a): 6, plus an obligatory announced Pagat
    # Ultimo (4).
    game = start("auf_pagat", NEUTRAL, NEUTRAL_TALON, call="SK", take=1, discard="H3 D3 S8",
                 options={"rufen_auf_pagat": True},
                 announcements=[(A, "announce:pagat_ultimo")])
    found = items(finish(game, 40, fixed=[LAST_PAGAT]))
    assert found["game"] == pays([A, C], [B, D], 6)
    assert found["pagat_ultimo"] == pays([A, C], [B, D], 4)


# --------------------------------------------------------------------------------------------
# Views: the partner stays secret
# --------------------------------------------------------------------------------------------

def test_views_never_reveal_the_partner_before_he_shows_himself():
    # koenigrufen.md "Parties" (secret partner), "Play" 5-6 (lines 1877-1891): he reveals himself
    # only by his play or by announcing König Ultimo; announcements carry no side.
    game = rufer_in_announcements()
    for seat in (A, B, D):
        assert game.view(seat).public["partner"] is None
    assert game.view(C).public["partner"] == C
    assert all(seat.public["called"] == c("SK") for seat in map(game.view, (A, B, C, D)))
    act(game, "announce", A, "announce:pagat_ultimo")
    act(game, "announce", A, "pass")
    act(game, "announce", B, "contra:game")
    for seat in (A, B, C, D):
        for record in game.view(seat).announcements:
            assert "side" not in record
    announce(game)
    assert game.phase == "play"
    for seat in (A, B, D):
        assert game.view(seat).public["partner"] is None
        assert all("side" not in r for r in game.view(seat).announcements)
    finish(game, 40)
    for seat in (A, B, D):  # at the end everything is open
        assert game.view(seat).public["partner"] == C
        assert all("side" in r for r in game.view(seat).announcements)


def test_views_reveal_the_partner_once_koenig_ultimo_is_announced():
    # koenigrufen.md "Announcements" 3: announcing König Ultimo reveals him.
    game = rufer_in_announcements()
    announce(game, (C, "announce:koenig_ultimo"))
    for seat in (A, B, C, D):
        assert game.view(seat).public["partner"] == C


PLAY_HANDS = {A: "T1 S7 HK", B: "S8 DK SKUS", C: "SK S9 T21", D: "S10 CK"}


def test_views_reveal_the_partner_after_the_trick_with_the_called_king():
    # koenigrufen.md "Play" 6: the partner reveals himself through his play of the king.
    game = new_game()
    deal(game, PLAY_HANDS, "H4 D4 H3 T2 T3 C7")
    bid_round(game, A, "solo")
    act(game, "call", A, "SK")
    announce(game)
    for seat, name in [(A, "S7"), (B, "S8")]:
        assert game.view(D).public["partner"] is None
        act(game, "play", seat, name)
    act(game, "play", C, "SK")
    act(game, "play", D, "S10")
    assert len(game.state.tricks) == 1
    for seat in (A, B, D):
        assert game.view(seat).public["partner"] == C


def test_views_reveal_the_partner_as_soon_as_the_called_king_is_played():
    # koenigrufen.md "Play" 6 (line 1877-1878): he reveals himself through his play; the card
    # is public the moment it is played, so D, next to play, knows C is A's partner.
    # (Failed at commit 4b8cca6: Koenigrufen.public_extra looked only at completed tricks.)
    game = new_game()
    deal(game, PLAY_HANDS, "H4 D4 H3 T2 T3 C7")
    bid_round(game, A, "solo")
    act(game, "call", A, "SK")
    announce(game)
    act(game, "play", A, "S7")
    act(game, "play", B, "S8")
    act(game, "play", C, "SK")
    assert c("SK") in [card for _, card in game.view(D).trick]
    assert game.view(D).public["partner"] == C


# --------------------------------------------------------------------------------------------
# Counting thresholds
# --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("exact_thirds,points,won", [(105, 35, False), (106, 35, False),
                                                     (107, 36, True), (108, 36, True)])
def test_counting_36_wins_a_35_tie_loses(exact_thirds, points, won):
    # koenigrufen.md "Counting" 6-7 (lines 1893-1896, 2216-2219): 36 wins; 35-35 loses for the
    # declarer; 35 2/3 counts as 36, 35 1/3 as 35.
    game = neutral_game("rufer")
    result = finish(game, thirds=exact_thirds)
    assert result["thirds"]["declarer"] == exact_thirds
    assert result["points"]["declarer"] == points and result["won"] is won
    winners, losers = ([A, C], [B, D]) if won else ([B, D], [A, C])
    assert items(result)["game"] == pays(winners, losers, 6)


# --------------------------------------------------------------------------------------------
# Settlement: the worked examples of koenigrufen.md "Worked numeric examples"
# --------------------------------------------------------------------------------------------

EXAMPLE_HANDS = {A: "T1 T20 T19 T18 HK H3 D3 S8", B: "DK H2 H1", C: "SK S9",
                 D: "SKUS T21 CK D2"}
EXAMPLE_TALON = "H4 D4 S7 T2 T3 C7"


def test_example_1_rufer_2v2_game_contra_koenig_ultimo_koepfe():
    # koenigrufen.md Example 1: A calls SK (C), takes the second half; C announces König
    # Ultimo; B contras the game; D holds Köpfe. A + C 38 points; SK in the last trick won by
    # A with T20. Net +15/+15/-15/-15.
    game = start("rufer", EXAMPLE_HANDS, EXAMPLE_TALON, call="SK", take=1, discard="H3 D3 S8",
                 announcements=[(B, "contra:game"), (C, "announce:koenig_ultimo")])
    assert game.state.extra["honours"] == {"0": [], "1": [], "2": [], "3": ["koepfe"]}
    result = finish(game, 38, fixed=[(11, A, {A: "T20", B: "H2", C: "SK", D: "D2"})])
    assert result["points"]["declarer"] == 38 and result["won"]
    found = items(result)
    assert found["game"] == pays([A, C], [B, D], 12)
    assert found["koenig_ultimo"] == pays([A, C], [B, D], 4)
    assert found["koepfe"] == pays([B, D], [A, C], 1)
    assert totals(result) == {A: 15, C: 15, B: -15, D: -15}


def test_example_2_announced_koenig_ultimo_fails_by_capture_without_capture_penalty():
    # koenigrufen.md Example 2 and "Announcements" 3 (lines 1933-1936): SK captured in trick 5;
    # A + C still make 36. Net A = C = +1, B = D = -1.
    game = start("rufer", EXAMPLE_HANDS, EXAMPLE_TALON, call="SK", take=1, discard="H3 D3 S8",
                 announcements=[(C, "announce:koenig_ultimo")])
    result = finish(game, 36, fixed=[(4, D, {A: "T19", B: "H2", C: "SK", D: "SKUS"})])
    assert result["points"]["declarer"] == 36 and result["won"]
    found = items(result)
    assert found["game"] == pays([A, C], [B, D], 6)
    assert found["koenig_ultimo_failed"] == pays([B, D], [A, C], 4)
    assert "called_king_captured" not in found
    assert found["koepfe"] == pays([B, D], [A, C], 1)
    assert totals(result) == {A: 1, C: 1, B: -1, D: -1}


EXAMPLE_3_HANDS = {A: "SKUS DK T20 T19", B: "T21 SK", C: "T1", D: "CK"}
EXAMPLE_3_TALON = "H4 D4 S7 HK T2 C7"


@pytest.mark.parametrize("points,expected", [(33, {A: -24, B: 8, C: 8, D: 8}),
                                             (40, {A: 48, B: -16, C: -16, D: -16})])
def test_example_3_solo_called_king_in_talon_contrad(points, expected):
    # koenigrufen.md Example 3 and "Special settlements": Solo calling HK, which lies in the
    # second talon half (it counts for A); B contras. Lost: as not contra'd, 8 to each;
    # won: Solo and Contra, 16 from each.
    game = start("solo", EXAMPLE_3_HANDS, EXAMPLE_3_TALON, call="HK",
                 announcements=[(B, "contra:game")])
    assert game.state.talon_owner == ["defenders", "declarer"]
    # "Talon" 3: this is discovered only when the king fails to appear, at the latest at the
    # end - no view shows the talon or which half counts for whom before then
    for seat in (A, B, C, D):
        view = game.view(seat)
        assert view.talon_parts == (None, None) and view.public["partner"] is None
        assert "declarer" not in getattr(view, "talon_owner", ())
    result = finish(game, points)
    assert result["points"]["declarer"] == points
    assert totals(result) == expected


def test_example_4_dreier_with_silent_pagat_ultimo():
    # koenigrufen.md Example 4: Dreier, A takes the first half, 37 points, his T1 wins the last
    # trick unannounced: 10 + 4 from each: A +42, B, C, D -14.
    hands = {A: "T1 T20 HK H3 D3 S8", B: "SKUS DK H1", C: "T21 SK S9", D: "CK D2"}
    game = start("dreier", hands, "T2 T3 C7 H4 D4 S7", take=0, discard="H3 D3 S8")
    result = finish(game, 37, fixed=[(11, A, {A: "T1", B: "H1", C: "S9", D: "D2"})])
    assert result["points"]["declarer"] == 37
    found = items(result)
    assert found["game"] == pays([A], [B, C, D], 10)
    assert found["silent_ultimo"] == pays([A], [B, C, D], 4)
    assert totals(result) == {A: 42, B: -14, C: -14, D: -14}


# --------------------------------------------------------------------------------------------
# Settlement: values per contract and who pays whom
# --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("contract", CONTRACTS)
def test_game_value_per_contract_and_two_v_two_versus_one_v_three(contract):
    # koenigrufen.md "Base values" (6/8/10/20) and "Who pays whom": 2 vs 2 each winner +V,
    # each loser -V; 1 vs 3 the lone player +-3V.
    game = neutral_game(contract)
    ours, theirs = sides(contract)
    found = items(finish(game, 40))
    assert found["game"] == pays(ours, theirs, GAME_VALUE[contract])
    game = neutral_game(contract)
    found = items(finish(game, 30))
    assert found["game"] == pays(theirs, ours, GAME_VALUE[contract])


@pytest.mark.parametrize("contract", CONTRACTS)
def test_silent_pagat_ultimo_per_contract(contract):
    # koenigrufen.md "Value table": silent Pagat Ultimo 2 / 4 / 4 / 8.
    game = neutral_game(contract)
    ours, theirs = sides(contract)
    found = items(finish(game, 40, fixed=[LAST_PAGAT]))
    assert found["silent_ultimo"] == pays(ours, theirs, 2 * FACTOR[contract])


@pytest.mark.parametrize("contract", CONTRACTS)
def test_silent_pagat_lost_in_the_last_trick_costs_the_same(contract):
    # koenigrufen.md "Announcements" 4 (line 600-601): the Pagat played in the last trick and
    # lost costs its party the silent premium.
    game = neutral_game(contract)
    ours, theirs = sides(contract)
    found = items(finish(game, 40, fixed=[(11, B, {A: "T1", B: "SKUS", C: "HQ", D: "DQ"})]))
    assert found["silent_ultimo_lost"] == pays(theirs, ours, 2 * FACTOR[contract])


@pytest.mark.parametrize("contract", CONTRACTS)
def test_announced_pagat_ultimo_per_contract_and_contra(contract):
    # koenigrufen.md "Value table": announced Pagat Ultimo 4 / 8 / 8 / 16; Contra doubles it
    # ("Announcements" 6).
    game = neutral_game(contract, announcements=[(A, "announce:pagat_ultimo")])
    ours, theirs = sides(contract)
    found = items(finish(game, 40, fixed=[LAST_PAGAT]))
    assert found["pagat_ultimo"] == pays(ours, theirs, 4 * FACTOR[contract])
    game = neutral_game(contract, announcements=[(A, "announce:pagat_ultimo"),
                                                 (B, "contra:pagat_ultimo")])
    found = items(finish(game, 40, fixed=[(11, B, {A: "T1", B: "SKUS", C: "HQ", D: "DQ"})]))
    assert found["pagat_ultimo_failed"] == pays(theirs, ours, 8 * FACTOR[contract])


@pytest.mark.parametrize("contract", CONTRACTS)
@pytest.mark.parametrize("premium,rufer_value", [("koepfe", 1), ("tous_les_trois", 2),
                                                 ("tous_les_quatre", 2)])
def test_honours_per_contract_paid_to_the_holders_party(contract, premium, rufer_value):
    # koenigrufen.md "Value table" (Köpfe 1/2/2/4, trull and four kings 2/4/4/8) and
    # "Announcements" 1: the holder's whole party is paid, each member by one opponent
    # (2 vs 2), or the lone player by/to each of three.
    for holder in (A, B):
        game = neutral_game(contract)
        game.state.extra["honours"] = {"0": [], "1": [], "2": [], "3": []}
        game.state.extra["honours"][str(holder)] = [premium]
        ours, theirs = sides(contract)
        found = items(finish(game, 40))
        value = rufer_value * FACTOR[contract]
        if holder == A:
            assert found[premium] == pays(ours, theirs, value)
        else:
            assert found[premium] == pays(theirs, ours, value)


def test_honours_snapshot_trull_replaces_koepfe_and_counts_for_the_partners_party():
    # koenigrufen.md "Announcements" 1 (lines 1937-1965) and open question 6: trull in the
    # partner's hand pays his whole party; trull replaces Köpfe.
    hands = {A: "T20 HK H3 D3 S8", B: "DK", C: "SKUS T21 T1 SK", D: "CK"}
    game = start("rufer", hands, EXAMPLE_TALON, call="SK", take=1, discard="H3 D3 S8")
    assert game.state.extra["honours"]["2"] == ["tous_les_trois"]
    found = items(finish(game, 40))
    assert found["tous_les_trois"] == pays([A, C], [B, D], 2)
    assert "koepfe" not in found


def test_honours_tous_les_quatre_in_the_partners_hand():
    # koenigrufen.md "Announcements" 1 (line 1937-1939): the called player holding all four
    # kings - he and the declarer each receive 2.
    hands = {A: "T20 T1 H3 D3 S8", B: "SKUS", C: "HK DK SK CK", D: "T21"}
    game = start("rufer", hands, EXAMPLE_TALON, call="SK", take=1, discard="H3 D3 S8")
    found = items(finish(game, 40))
    assert found["tous_les_quatre"] == pays([A, C], [B, D], 2)


@pytest.mark.parametrize("contract", ["rufer", "solo"])
def test_called_king_captured_penalty(contract):
    # koenigrufen.md "Announcements" 2 (lines 1905-1908): the king falls to a defender: the
    # declarer's party pays 2 (Solo 4).
    game = neutral_game(contract)
    result = finish(game, 40, fixed=[(2, B, {A: "S10", B: "SKUS", C: "SK", D: "DQ"})])
    found = items(result)
    assert found["called_king_captured"] == pays([B, D], [A, C], 2 * FACTOR[contract])
    assert "silent_koenig_ultimo" not in found
    # the settlement says whose king it was, in which trick it fell and who took it
    [captured] = [i for i in result["items"] if i["item"] == "called_king_captured"]
    assert (captured["card"], captured["holder"], captured["trick"], captured["taker"]) == (
        card_from_name("SK"), C, 3, B)


@pytest.mark.parametrize("contract", ["rufer", "solo"])
def test_called_king_brought_home_early_no_premium(contract):
    # koenigrufen.md "Announcements" 2-3: brought home before the last trick: nothing.
    game = neutral_game(contract)
    found = items(finish(game, 40, fixed=[(2, C, {A: "S10", B: "H1", C: "SK", D: "DQ"})]))
    assert not {"called_king_captured", "silent_koenig_ultimo"} & set(found)


@pytest.mark.parametrize("contract", ["rufer", "solo"])
def test_silent_koenig_ultimo(contract):
    # koenigrufen.md "Announcements" 3 (lines 1916-1921): the called king in the last trick won
    # by the declarer's party: 2 (Solo 4).
    game = neutral_game(contract)
    found = items(finish(game, 40, fixed=[(11, A, {A: "T20", B: "H1", C: "SK", D: "DQ"})]))
    assert found["silent_koenig_ultimo"] == pays([A, C], [B, D], 2 * FACTOR[contract])


@pytest.mark.parametrize("contract", ["rufer", "solo"])
def test_called_king_captured_in_the_last_trick_is_a_capture(contract):
    # koenigrufen.md "Announcements" 2-3: no König Ultimo when the defenders win the last trick.
    game = neutral_game(contract)
    found = items(finish(game, 40, fixed=[(11, B, {A: "T20", B: "SKUS", C: "SK", D: "DQ"})]))
    assert found["called_king_captured"] == pays([B, D], [A, C], 2 * FACTOR[contract])
    assert "silent_koenig_ultimo" not in found


@pytest.mark.parametrize("contract", ["rufer", "solo"])
def test_announced_koenig_ultimo(contract):
    # koenigrufen.md "Value table": announced König Ultimo 4 (Solo 8).
    game = neutral_game(contract, announcements=[(C, "announce:koenig_ultimo")])
    found = items(finish(game, 40, fixed=[(11, C, {A: "T20", B: "H1", C: "SK", D: "DQ"})]))
    assert found["koenig_ultimo"] == pays([A, C], [B, D], 4 * FACTOR[contract])
    assert "silent_koenig_ultimo" not in found


@pytest.mark.parametrize("contract", ["rufer", "solo"])
def test_announced_koenig_ultimo_failed_by_capture_no_extra_capture_penalty(contract):
    # koenigrufen.md "Announcements" 3 (lines 1933-1936): the defenders get only the 4 (Solo 8);
    # the capture penalty is dropped.
    game = neutral_game(contract, announcements=[(C, "announce:koenig_ultimo")])
    found = items(finish(game, 40, fixed=[(5, B, {A: "S10", B: "SKUS", C: "SK", D: "DQ"})]))
    assert found["koenig_ultimo_failed"] == pays([B, D], [A, C], 4 * FACTOR[contract])
    assert "called_king_captured" not in found


def test_announced_koenig_ultimo_failed_by_bringing_the_king_home_early():
    # koenigrufen.md "Announcements" 3 [inference]: it also fails when the king is won before
    # the last trick, even by its own party; the defenders receive 4.
    game = neutral_game("rufer", announcements=[(C, "announce:koenig_ultimo")])
    found = items(finish(game, 40, fixed=[(3, C, {A: "S10", B: "H1", C: "SK", D: "DQ"})]))
    assert found["koenig_ultimo_failed"] == pays([B, D], [A, C], 4)


def test_announced_koenig_ultimo_contrad_doubles():
    # koenigrufen.md "Announcements" 6: Contra can be given to an announced König Ultimo.
    game = neutral_game("rufer", announcements=[(C, "announce:koenig_ultimo"),
                                                (D, "contra:koenig_ultimo")])
    found = items(finish(game, 40, fixed=[(11, A, {A: "T20", B: "H1", C: "SK", D: "DQ"})]))
    assert found["koenig_ultimo"] == pays([A, C], [B, D], 8)


def test_self_call_king_captured_pays_one_against_three():
    # koenigrufen.md open question 7: in a self-call the silent König Ultimo and the capture
    # penalty apply; the lone declarer pays 2 to each.
    game = start("rufer", NEUTRAL, NEUTRAL_TALON, call="HK", take=1, discard="H3 D3 S8")
    found = items(finish(game, 40, fixed=[(1, B, {A: "HK", B: "H1", C: "T21", D: "DQ"})]))
    assert found["game"] == pays([A], [B, C, D], 6)
    assert found["called_king_captured"] == pays([B, C, D], [A], 2)


@pytest.mark.parametrize("contract", CONTRACTS)
def test_silent_volat_per_contract(contract):
    # koenigrufen.md "Value table": silent Volat 12 / 24 / 24 / 48, paid instead of the game.
    game = neutral_game(contract)
    ours, theirs = sides(contract)
    found = items(finish(game, volat="declarer"))
    assert found["volat"] == pays(ours, theirs, 12 * FACTOR[contract])
    assert "game" not in found


@pytest.mark.parametrize("contract", CONTRACTS)
def test_announced_volat_per_contract(contract):
    # koenigrufen.md "Value table": announced Volat 24 / 48 / 48 / 96.
    game = neutral_game(contract, announcements=[(A, "announce:volat")])
    ours, theirs = sides(contract)
    found = items(finish(game, volat="declarer"))
    assert found["volat"] == pays(ours, theirs, 24 * FACTOR[contract])
    assert "game" not in found


@pytest.mark.parametrize("contras,expected", [([], 12), ([(B, "contra:game")], 12),
                                              ([(B, "contra:game"), (A, "recontra:game")], 24),
                                              ([(B, "contra:game"), (A, "recontra:game"),
                                                (D, "supercontra:game")], 48)])
def test_codex_20_silent_volat_against_a_contrad_game(contras, expected):
    # koenigrufen.md "Announcements" 5 and Codex §20: the volat party claims the raised game
    # value instead of the silent Volat when it is higher: max(game incl. contras, volat).
    game = neutral_game("rufer", announcements=contras)
    found = items(finish(game, volat="declarer"))
    assert found["volat"] == pays([A, C], [B, D], expected)
    assert "game" not in found


def test_volat_by_the_defenders():
    # koenigrufen.md "Announcements" 5: one party takes all tricks; the defenders too.
    game = neutral_game("dreier")
    found = items(finish(game, volat="defenders"))
    assert found["volat"] == pays([B, C, D], [A], 24)
    assert "game" not in found


def test_failed_announced_volat_replaces_the_game():
    # koenigrufen.md open question 5: a failed announced Volat costs the announced Volat value
    # (24 in a Rufer) instead of the game settlement.
    game = neutral_game("rufer", announcements=[(A, "announce:volat")])
    found = items(finish(game, 60))
    assert found["volat_failed"] == pays([B, D], [A, C], 24)
    assert "game" not in found and "volat" not in found


BOHEMIA_HANDS = {A: "SKUS T21 T1 T20 HK H3 D3 S8", B: "DK T19 H1 H2", C: "SK S9 S10 HQ",
                 D: "CK DQ T18 D2"}
BOHEMIA_PAGAT_LOST = [(3, B, {A: "T1", B: "T19", C: "S9", D: "DQ"}),
                      (4, A, {A: "SKUS", B: "H1", C: "S10", D: "T18"})]
BOHEMIA_COLLECTED = [(3, A, {A: "T1", B: "T19", C: "S9", D: "DQ"}),
                     (4, A, {A: "SKUS", B: "H1", C: "S10", D: "T18"}),
                     (5, A, {A: "T21", B: "DK", C: "SK", D: "CK"}),
                     (6, A, {A: "HK", B: "H2", C: "HQ", D: "D2"})]


@pytest.mark.parametrize("collected,fixed,paid", [
    (True, BOHEMIA_PAGAT_LOST, set()),
    (True, BOHEMIA_COLLECTED, {"tous_les_trois", "tous_les_quatre"}),
    (False, BOHEMIA_PAGAT_LOST, {"tous_les_trois"}),
])
def test_honours_collected_option_bohemia(collected, fixed, paid):
    # koenigrufen.md "Announcements" 1, regional variant (lines 1941-1947): with the option,
    # trull and four kings are paid only if one party collects them in its tricks (A's trull
    # in hand is not paid when B captures the Pagat); without it, trull in hand is paid.
    game = start("rufer", BOHEMIA_HANDS, EXAMPLE_TALON, call="SK", take=1, discard="H3 D3 S8",
                 options={"honours_collected": collected})
    assert game.state.extra["honours"]["0"] == ["tous_les_trois"]
    result = finish(game, 40, fixed=fixed)
    found = items(result)
    assert {"tous_les_trois", "tous_les_quatre"} & set(found) == paid
    for premium in paid:
        assert found[premium] == pays([A, C], [B, D], 2)
    collected_items = [i["item"] for i in result["items"] if i.get("collected")]
    assert set(collected_items) == (paid if collected else set())


def test_honours_collected_option_keeps_koepfe_from_the_hand():
    # koenigrufen.md "Announcements" 1: the Bohemian rule concerns trull and four kings only.
    game = start("rufer", EXAMPLE_HANDS, EXAMPLE_TALON, call="SK", take=1, discard="H3 D3 S8",
                 options={"honours_collected": True})
    found = items(finish(game, 40))
    assert found["koepfe"] == pays([B, D], [A, C], 1)


def test_premiums_are_independent_of_the_game_result():
    # koenigrufen.md "Scoring and settlement" 1 / "Announcements" (lines 1966-1968): every
    # premium is settled separately, whatever the game result.
    game = neutral_game("rufer")
    result = finish(game, 30, fixed=[LAST_PAGAT])
    found = items(result)
    assert found["game"] == pays([B, D], [A, C], 6)
    assert found["silent_ultimo"] == pays([A, C], [B, D], 2)
    assert totals(result) == {A: -4, C: -4, B: 4, D: 4}
    assert sum(totals(result).values()) == 0


@pytest.mark.parametrize("contract", ["rufer", "dreier"])
def test_counting_discards_for_the_declarer_half_left_for_the_defenders(contract):
    # koenigrufen.md "Talon" 1 (lines 1883-1886) and "Counting" 5: the discards count for the
    # declarer's party, the talon half left behind for the defenders.
    game = neutral_game(contract)
    result = finish(game, 40)
    ours, theirs = sides(contract)
    state = game.state
    ours_pile = [card for s in ours for card in state.won[s]] + state.discards[A]
    theirs_pile = [card for s in theirs for card in state.won[s]] + state.talon_parts[0]
    assert result["thirds"]["declarer"] == pile_thirds(ours_pile)
    assert result["thirds"]["defenders"] == pile_thirds(theirs_pile)


# --------------------------------------------------------------------------------------------
# Play
# --------------------------------------------------------------------------------------------

TRICK_HANDS = {A: "HK HQ HC HJ H3", B: "T19 T4 D2", C: "H1 H2 T21", D: "H4 SKUS T5"}


def test_play_follow_suit_trump_when_void_no_duty_to_overtrump():
    # koenigrufen.md "Play" 1-4 (lines 449-470; Codex §9): Vorhand leads; follow suit; void:
    # play a tarok; tarok led: play a tarok; no obligation to overtrump; highest tarok wins.
    game = start("solo_dreier", TRICK_HANDS, "S7 S8 S9 C7 C8 C9")
    assert game.to_move == A
    act(game, "play", A, "H3")
    assert refusal_code(game, "play", B, "D2") == R.MUST_PLAY_TAROK
    act(game, "play", B, "T4")
    assert refusal_code(game, "play", C, "T21") == R.MUST_FOLLOW_SUIT
    act(game, "play", C, "H1")
    act(game, "play", D, "H4")
    assert game.state.tricks[0].winner == B and game.to_move == B
    act(game, "play", B, "T19")
    assert refusal_code(game, "play", C, "H2") == R.MUST_PLAY_TAROK_ON_TAROK_LEAD
    act(game, "play", C, "T21")
    assert refusal_code(game, "play", D, "T5") is None  # under-trumping while holding SKUS


def test_no_announcement_after_the_first_lead():
    # koenigrufen.md "Announcements" 7 (Codex §18): once play has begun, none is allowed.
    game = neutral_game("rufer")
    assert game.phase == "play"
    assert refusal_code(game, "announce", A, "announce:pagat_ultimo") == R.WRONG_PHASE


def test_ultimo_values_option_raises_the_pagat_premiums():
    # koenigrufen.md "Announcements" 4: optional house rule, silent 3 or 5, announced 6 or 10.
    game = neutral_game("rufer", ultimo_values=(3, 6))
    found = items(finish(game, 40, fixed=[LAST_PAGAT]))
    assert found["silent_ultimo"] == pays([A, C], [B, D], 3)
    game = neutral_game("dreier", announcements=[(A, "announce:pagat_ultimo")],
                        ultimo_values=(5, 10))
    found = items(finish(game, 40, fixed=[LAST_PAGAT]))
    assert found["pagat_ultimo"] == pays([A], [B, C, D], 20)


def test_session_next_dealer_is_the_former_vorhand_after_a_thrown_in_hand():
    # koenigrufen.md "At a glance" (Dealer rotation) and "Bidding procedure" 6: all pass ->
    # thrown in, the former Vorhand deals next.
    from tarokdesk.core import Session

    session = Session(VARIANT, None, 4, "rotation", 3)
    first = session.new_deal()
    assert first.state.dealer == 3 and first.state.vorhand == 0
    while not first.is_terminal:
        act(first, "bid", first.to_move, "pass")
    assert session.totals() == {0: 0, 1: 0, 2: 0, 3: 0}
    second = session.new_deal()
    assert second.state.dealer == first.state.vorhand


def test_pagat_ultimo_announced_by_the_partner_succeeds_with_the_declarers_pagat():
    # koenigrufen.md "Announcements" 4 [inference] and Codex §21 note: the ultimo succeeds if
    # the announcer's party wins the last trick with the Pagat (the partner may announce it
    # without holding it).
    game = neutral_game("rufer", announcements=[(C, "announce:pagat_ultimo")])
    assert c("T1") not in game.state.hands[C]
    found = items(finish(game, 40, fixed=[LAST_PAGAT]))
    assert found["pagat_ultimo"] == pays([A, C], [B, D], 4)
    assert "silent_ultimo" not in found


def test_self_call_silent_koenig_ultimo_one_against_three():
    # koenigrufen.md open question 7: in a self-call the silent König Ultimo applies; the lone
    # declarer receives 2 from each.
    game = start("rufer", NEUTRAL, NEUTRAL_TALON, call="HK", take=1, discard="H3 D3 S8")
    found = items(finish(game, 40, fixed=[(11, A, {A: "HK", B: "H1", C: "HQ", D: "DQ"})]))
    assert found["silent_koenig_ultimo"] == pays([A], [B, C, D], 2)


def test_honours_judged_after_the_talon_exchange():
    # koenigrufen.md open question 6: honours are the holding after the talon exchange. A holds
    # three kings, calls CK which lies in the talon, plays on alone and buys it: four kings.
    hands = {A: "T1 T20 HK DK SK H3 D3 S8", B: "SKUS H1", C: "T21 H2", D: "S9"}
    game = start("rufer", hands, "H4 D4 S7 CK T2 C7", call="CK", take=1, discard="H3 D3 S8")
    assert game.state.extra["honours"]["0"] == ["tous_les_quatre"]
    found = items(finish(game, 40, fixed=[(2, A, {A: "CK", B: "H1", C: "H2", D: "S9"})]))
    assert found["tous_les_quatre"] == pays([A], [B, C, D], 2)
    assert found["game"] == pays([A], [B, C, D], 6)


def test_honours_collected_option_counts_only_the_tricks_not_the_talon():
    # koenigrufen.md "Announcements" 1, regional variant (lines 1941-1947): trull and four
    # kings are paid only if one party has collected them "in its tricks" by the end of play.
    # Here CK lies in the talon half left to the defenders; they win HK, DK and SK in tricks.
    # (Failed at commit 4b8cca6: Koenigrufen._settle_honours counted party_pile(), i.e. the
    # talon half and the discards as well as the tricks.)
    hands = {A: "T1 T20 HK H3 D3 S8", B: "SKUS DK H1", C: "T21 SK", D: "DQ D2"}
    game = start("rufer", hands, "CK H4 D4 T2 T3 C7", call="SK", take=1, discard="H3 D3 S8",
                 options={"honours_collected": True})
    found = items(finish(game, 30, fixed=[(2, B, {A: "HK", B: "SKUS", C: "SK", D: "DQ"}),
                                          (3, B, {A: "T20", B: "DK", C: "T21", D: "D2"})]))
    assert "tous_les_quatre" not in found
