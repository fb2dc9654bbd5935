"""What the record proves of the hidden hands: each family of trick rules states what a card
played reveals (`TrickRules.reveals`: the plain Tarok trick with and without must_overtrump,
Whist's trick with a trump suit, the Excuse)."""

from __future__ import annotations

from builders import cards

from tarokdesk.cards.card import SKUS, TRUMP
from tarokdesk.core import Game
from tarokdesk.core.variant import all_variants
from tarokdesk.rules.suit_tricks import SuitTrickRules
from tarokdesk.rules.trickplay import PLAY, Revealed

HEARTS, SPADES = 0, 2


def rules_of(variant_id: str, n_seats: int, **options):
    return Game.new(variant_id, options, n_seats).phases[PLAY].rules


def trick(*plays: str) -> list[tuple[int, int]]:
    """Plays by seats 0, 1, 2, ... in order, by card names."""
    return list(enumerate(cards(" ".join(plays))))


# --- what each family's trick rules say a card reveals ----------------------------------------
def test_a_tarok_hand_that_does_not_follow_shows_the_suit_void_and_without_a_tarok_the_taroks():
    """00-general.md "Play": follow suit, else play a tarok, else any card."""
    rules = rules_of("tapp-tarok", 3)
    assert rules.reveals(trick("H1", "H2", "S7")) == {2: Revealed((HEARTS, TRUMP))}
    assert rules.reveals(trick("H1", "T3", "H2")) == {1: Revealed((HEARTS,))}
    assert rules.reveals(trick("T5", "S7", "T2")) == {1: Revealed((TRUMP,))}


def test_under_must_overtrump_a_tarok_played_under_a_higher_one_shows_none_above_it():
    """00-general.md Play/Obligations, the option must_overtrump: a seat holding a tarok
    above the best one must play it; without the option a tarok under proves nothing."""
    above_t10 = tuple(cards("T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 SKUS"))
    under = trick("T10", "T5", "T12")
    assert rules_of("tapp-tarok", 3, must_overtrump=True).reveals(under) == {
        1: Revealed((), above_t10)}
    assert rules_of("tapp-tarok", 3).reveals(under) == {}
    ruffed_under = trick("H1", "T10", "T5")  # void in hearts, and under the T10
    assert rules_of("tapp-tarok", 3, must_overtrump=True).reveals(ruffed_under) == {
        1: Revealed((HEARTS,)), 2: Revealed((HEARTS,), above_t10)}


def test_a_whist_hand_that_does_not_follow_shows_only_the_suit_led_void():
    """whist.md "Play" 3-4: a hand void in the suit led may play any card, with no duty to
    trump: a discard shows the trump suit no more void than a ruff does."""
    rules = SuitTrickRules(all_variants()["whist"].pack, SPADES)
    assert rules.reveals(list(enumerate(cards("HA H2 D3 S4")))) == {
        2: Revealed((HEARTS,)), 3: Revealed((HEARTS,))}
    assert rules.reveals(list(enumerate(cards("HA HK")))) == {}


def test_the_excuse_played_to_a_trick_shows_nothing_and_no_void_rules_it_out():
    """grosstarok.md Play 4: the Sküs may be played to any trick whatever one holds, so a
    hand without taroks may still hold it."""
    rules = rules_of("grosstarok", 4)
    assert rules.reveals(trick("H1", "SKUS", "H2", "S7")) == {3: Revealed((HEARTS, TRUMP))}
    assert rules.free_cards == {SKUS}


def test_after_a_led_excuse_a_hand_without_taroks_answers_the_best_card():
    """grosstarok.md Play 4 and open question 6 (danish-tarok.md Play 5e): a led Sküs asks
    for taroks; a hand without any answers the card played after it, so one that plays
    neither a tarok nor that suit is void in both. Once a tarok is best, any card goes."""
    rules = rules_of("grosstarok", 4)
    assert rules.reveals(trick("SKUS", "H5", "S7", "H9")) == {
        1: Revealed((TRUMP,)), 2: Revealed((HEARTS, TRUMP)), 3: Revealed((TRUMP,))}
    assert rules.reveals(trick("SKUS", "T3", "S7", "T9")) == {2: Revealed((TRUMP,))}
    assert rules.reveals(trick("SKUS", "H5", "T2", "S7")) == {
        1: Revealed((TRUMP,)), 3: Revealed((TRUMP,))}
