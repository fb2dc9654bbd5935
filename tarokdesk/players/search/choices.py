"""Bidding, calling, talon choice and announcements by simulation: each candidate choice is
played to the end of the deal through the engine over sampled deals rebuilt from the seat's
view (rebuild.py), every seat then following the standard player, and scored by the engine's
own settlement (units for this seat: contracts, announcements, premiums and Contra all in).

The same sampled deals serve every candidate, so what is compared is the difference each
choice makes on one deal. The standard player's choice stands unless another one beats it on
average by more than MIN_GAIN units beyond Z standard errors of that difference, over a dozen
deals (OPENING_DEALS): a few dozen playouts are noisy, and the books' thresholds are a good
player's judgement.
The budget is counted in sampled deals, never in time."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tarokdesk.cards.card import Card
from tarokdesk.core.actions import Action
from tarokdesk.core.game import Game
from tarokdesk.core.view import SeatView
from tarokdesk.players.driver import result_of
from tarokdesk.players.game_facts import variant_of
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.search.rebuild import Rebuilder
from tarokdesk.players.search.sampler import sample_world
from tarokdesk.rules.auction import BID, HOLD, PASS

DEALS = 5
"""Sampled deals per choice (each candidate is played out on every one of them)."""
OPENING_DEALS = 12
"""Sampled deals (for DEALS wanted elsewhere) over which another choice must beat the standard
player's before it is taken: by Z standard errors, and a gain of a few units is told from the
noise only over a dozen deals (the spread of a few deals that happen to favour it measures no
noise). Where the standard player passes in an auction and the simulation weighs a bid of its
own, or where it weighs the bids above his, all choices are played out on this many deals."""
RAISES = 2
"""Rungs above the standard player's own bid that are played out (the next contract and the
one after it: a Solo or a Dreier over his Rufer), on OPENING_DEALS deals."""
MIN_DEALS = 3
"""Deals after which the simulation stops when every other choice is clearly worse."""
TRIES = 3
"""Samples drawn per deal wanted: a sample that cannot be brought to agree with the record
is dropped."""
MAX_CHOICES = 4
"""Choices played out at most (see `candidates`)."""
MIN_GAIN = 1.0  # units per deal
Z = 2.0
BOLDNESS_UNITS = 0.5
"""Units per deal by which each tarok of a temperament's lean (players/temperament.py) eases
the gain a bid or an announcement must show over passing, and raises the gain passing must
show over it."""


@dataclass
class Verdict:
    action: Action
    gain: float
    """Units per deal by which it beats the standard player's choice (0 if it is that)."""
    deals: int


def candidates(view: SeatView, standard: Action) -> list[Action]:
    """The choices played out. Where passing is among them (an auction, an announcement
    round) the standard player's choice and passing: the simulation may retract a bid or an
    announcement the books' thresholds make, and over a bid of his own weigh the next rungs
    (`raises`). Where the standard player passes in an auction
    nobody has bid in yet, passing and the cheapest opening (`cheapest_opening`): a game not
    played pays nobody's premiums (tapp-tarok.md Strategy 6: tapping forfeits the honours;
    open question 9: an all-pass deal pays nothing), so a hand below the books' thresholds
    may still be worth a game. Over another's bid it adds none: the game is played anyway,
    and a raise must beat a hand that declared its strength (Strategy 3), which the sampled
    deals, weighed by the standard bidder's thresholds, underrate. Nor does it add an
    announcement: a Contra on a few sampled deals that all happen to win would double a game
    the hand cannot beat. Elsewhere (talon parts, kings to call, a short discard) all of
    them, up to MAX_CHOICES."""
    legal = list(view.legal)
    passing = next((a for a in legal if a.value == PASS), None)
    if passing is None:
        return legal if len(legal) <= MAX_CHOICES else []
    if standard != passing:
        return [passing, standard, *raises(view, standard)]
    opening = cheapest_opening(view)
    return [passing, opening] if opening is not None else []


def raises(view: SeatView, standard: Action) -> list[Action]:
    """The RAISES bids next above the standard player's own bid in the auction's order (its
    legal bids come lowest first, after passing and holding): a hand strong enough to bid
    may carry more than the books' thresholds give it, the Solo or the Dreier
    (koenigrufen.md Strategy 5, 9), and the settled playouts say whether it does."""
    if view.phase != BID:
        return []
    bids = [a for a in view.legal if a.value not in (PASS, HOLD)]
    return bids[bids.index(standard) + 1:][:RAISES] if standard in bids else []


def cheapest_opening(view: SeatView) -> Action | None:
    """In an auction nobody has bid in yet, the lowest rung of the variant's ladder offered
    (None elsewhere)."""
    if view.phase != BID or any(bid != PASS for _, bid in view.bids):
        return None
    ladder = variant_of(view).strategy.ladder
    offered = [a for a in view.legal if a.value in ladder]
    return min(offered, key=lambda a: ladder.index(a.value), default=None)


def playout(game: Game, action: Action, seat: int) -> float:
    """Units `seat` wins when `action` is taken and every seat then plays the standard
    player's game to the end."""
    game = game.clone()
    game.apply(action)
    players = [HeuristicPlayer(f"playout:{s}") for s in range(game.state.n_seats)]
    while not game.is_terminal:
        game.apply(players[game.to_move].choose(game.view(game.to_move)))
    return float(result_of(game)["totals"][str(seat)])


def effective_deals(weights: list[float]) -> float:
    """How many equally weighted deals these weighted ones are worth (Kish)."""
    return sum(weights) ** 2 / sum(w * w for w in weights)


def weighted_mean(diffs: list[float], weights: list[float]) -> tuple[float, float]:
    """Weighted mean of the differences and its standard error."""
    total = sum(weights)
    mean = sum(w * d for w, d in zip(weights, diffs)) / total
    spread = sum(w * (d - mean) ** 2 for w, d in zip(weights, diffs)) / total
    return mean, math.sqrt(spread / max(1.0, effective_deals(weights) - 1))


def beyond_doubt(book: Card, samples: Sequence[Mapping[Card, float]], weights: list[float],
                 prior: float) -> Card:
    """The standard player's card, unless another beats it on the same sampled deals by
    more than `prior` and by Z standard errors of the difference: the samples know only part
    of what the table told, and the standard player's card follows the books' lines. Deals
    that explain what was seen badly weigh little, so it also takes MIN_DEALS deals' worth of
    weight."""
    best, gain = book, 0.0
    if effective_deals(weights) < MIN_DEALS:
        return book  # the spread of one or two deals tells nothing
    for card in samples[0]:
        if card == book:
            continue
        diffs = [values[card] - values[book] for values in samples]
        mean, error = weighted_mean(diffs, weights)
        if mean > gain and mean > max(prior, Z * error):
            best, gain = card, mean
    return best


def settled(diffs: dict[Action, list[float]], weights: list[float], sure: int) -> bool:
    """Whether more deals would hardly change the verdict: after MIN_DEALS every other choice
    is clearly worse than the standard player's, or after `sure` deals one beats it by more
    than MIN_GAIN and every other choice by Z standard errors."""
    if len(weights) < MIN_DEALS:
        return False
    found = {action: weighted_mean(d, weights) for action, d in diffs.items()}
    if all(mean + Z * error < 0 for mean, error in found.values()):
        return True
    if len(weights) < sure:
        return False
    best = max(found, key=lambda action: found[action][0])
    mean, error = found[best]
    return mean - Z * error > MIN_GAIN and all(
        other + Z * spread < mean for action, (other, spread) in found.items() if action != best)


def simulate(view: SeatView, standard: Action, rng: random.Random,
             deals: int = DEALS, lean: int = 0) -> Verdict | None:
    """The choice the simulation finds better than `standard` with confidence, `standard`
    itself, or None where no deal could be rebuilt or there is nothing to compare. Where after
    `deals` deals another choice leads, the deals go on to the OPENING_DEALS share of them
    before it is taken. `lean`: the temperament's (`best_choice`)."""
    options = candidates(view, standard)
    if len(options) < 2 or standard not in options:
        return None
    confirm = max(MIN_DEALS, deals * OPENING_DEALS // DEALS)
    if standard.value == PASS or raises(view, standard):  # a bid of its own (`candidates`)
        deals = confirm
    know = Knowledge.of(view, variant_of(view).pack.cards)
    diffs: dict[Action, list[float]] = {a: [] for a in options if a != standard}
    weights: list[float] = []
    rebuild = Rebuilder(view)
    wanted, tries = deals, 0
    while True:
        if len(weights) >= wanted or tries >= wanted * TRIES:
            if not weights or wanted == confirm or \
                    best_choice(diffs, weights, standard, lean)[0] == standard:
                break
            wanted = confirm
            continue
        tries += 1
        world = sample_world(view, know, rng)
        rebuilt = rebuild(world, rng) if world is not None else None
        if rebuilt is None:
            continue
        base = playout(rebuilt.game, standard, view.seat)
        for action in diffs:
            diffs[action].append(playout(rebuilt.game, action, view.seat) - base)
        weights.append(rebuilt.weight)
        if settled(diffs, weights, confirm):
            break
    if not weights:
        return None
    if effective_deals(weights) < MIN_DEALS:  # the spread of one or two deals tells nothing
        return Verdict(standard, 0.0, len(weights))
    return Verdict(*best_choice(diffs, weights, standard, lean), len(weights))


def best_choice(diffs: dict[Action, list[float]], weights: list[float], standard: Action,
                lean: int = 0) -> tuple[Action, float]:
    """The choice that beats `standard` by most over these deals, by more than its margin
    (`margin`) beyond Z standard errors (`standard` itself, gain 0, where none does)."""
    best, gain = standard, 0.0
    for action, values in diffs.items():
        mean, error = weighted_mean(values, weights)
        if mean - Z * error > margin(action, standard, lean) and mean > gain:
            best, gain = action, mean
    return best, gain


def margin(action: Action, standard: Action, lean: int) -> float:
    """The gain `action` must show over `standard`: MIN_GAIN, eased by BOLDNESS_UNITS per
    tarok of a temperament's `lean` for a bid or an announcement over passing, and raised as
    much for passing over one (the other way round for a cautious lean)."""
    shift = BOLDNESS_UNITS * lean
    if standard.value == PASS and action.value != PASS:
        return max(0.0, MIN_GAIN - shift)
    if action.value == PASS and standard.value != PASS:
        return max(0.0, MIN_GAIN + shift)
    return MIN_GAIN
