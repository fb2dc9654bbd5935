"""The expert player: bids, calls, talon choices and announcements by simulation over sampled
deals played to the end and settled by the engine (choices.py; the standard player's choice
where the simulation is not confident, and his long discards), and Perfect-Information Monte
Carlo card play from the first trick: hidden hands are sampled consistently with what the seat
knows (and kept with the likelihood of the bidding, rebuild.py), every legal card is tried in
each sample, played out by the standard player's policy down to the solver's horizon and
finished by the solver's best line (near the end, solved exactly at once), the deal is
settled by the engine, and the card with the best average in units is played. The trump-suit
family (Whist) plays its cards by its own double-dummy PIMC (whist_expert.py).

The budget is counted in sampled deals and solver nodes, never in time, so the same seed gives
the same decisions on any machine; an optional deadline lets a table on a slow machine stop
early (then the decisions depend on the machine's speed)."""

from __future__ import annotations

import random
import time

from tarokdesk.cards.card import Card
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.actions import Action
from tarokdesk.core.refusals import IllegalAction
from tarokdesk.core.view import SeatView
from tarokdesk.players.advice import Advice, search_advice
from tarokdesk.players.heuristic import HeuristicPlayer
from tarokdesk.players.heuristic.table import sides
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.players.game_facts import TRUMP_SUIT_FAMILY, trick_rules, variant_of
from tarokdesk.players.search.choices import (
    DEALS, beyond_doubt, simulate,
)
from tarokdesk.players.search.contract_sides import plays_alone, targets
from tarokdesk.players.search.determinize import SampledPlay
from tarokdesk.players.heuristic.packets import plays_from_packets
from tarokdesk.players.search.packets import play_out, table_of
from tarokdesk.players.search.rebuild import Rebuilder, Rebuilt
from tarokdesk.players.search.sampler import OUT, sample_world
from tarokdesk.players.search.solver import Solver
from tarokdesk.players.search.whist_expert import WhistCardPlay, play_action
from tarokdesk.players.temperament import NORMAL, lean
from tarokdesk.rules.trickplay import PLAY, TrickRules
from tarokdesk.rules.calling import CALLED_SEEN

GAME_BONUS = 90  # a won game outweighs any few card points
VOLAT_STAKE = 3 * GAME_BONUS  # an announced Volat counts several games
ENDGAME_CARDS = 16
"""Cards left in all hands from which the play is searched exactly (Königrufen: the last four
tricks; Tapp-Tarok: the last five)."""
BOOK_PRIOR = 30
"""Thirds per sampled deal by which another card must beat the standard player's before the
endgame (and more than Z standard errors, `beyond_doubt`; on the packet tables, credited to
the standard player's card): the sampled deals know little of what the bidding told (a
Volat's gapless hand, T28), and a few played-out samples are noisy, so the books' line (such
as tapp-tarok.md Strategy 21: keep the K-C tenace over the queen) is left only for a card that
plays out clearly better (ten card points)."""
BOOK_PRIOR_UNITS = 1.0
"""The same margin in units where the deals are settled by the engine."""
THIRDS_PER_UNIT = 30
"""Card points (thirds) worth a unit in the tie-break of settled deals: between two cards
that win the same, the one that takes more points (ten card points count one unit)."""
TRIES = 3
"""Samples drawn per sampled deal wanted: some are set aside as against the record. Each
deal kept counts with its weight: the likelihood of the bidding and of the last tricks' cards
(rebuild.py)."""
REBUILD_COST = 300
"""Solver nodes rebuilding a sampled game counts for: it takes about as long as searching
that many."""
SETTLE_COST = 40
"""Solver nodes playing a line to the end in the engine and settling it counts for."""
ROLLOUT_COST = 20
"""Solver nodes one card of a rollout counts for: the standard player's choice costs about
as much time as twenty nodes of the solver."""
PACKET_ROLLOUT_COST = 60
"""Solver nodes one card of a rollout on a sampled table (search/packets.py) counts for: the
engine's own play phase and a full view per card cost about three plain rollout cards."""
NODES = 20_000
"""Solver nodes per decision after which no further deal is sampled: positions the solver
finds hard get fewer samples."""


def distinct_cards(rules: TrickRules, legal: list[Card], live: set[Card]) -> list[Card]:
    """The legal cards worth playing out: of two cards next to each other among those still
    in play, in one suit and worth the same points, both ours, only the higher (they are
    interchangeable, as in the solver)."""
    bit_of, suit_at, thirds = rules.bit_of, rules.suit_at, rules.thirds_at
    ours = {bit_of[c] for c in legal}
    excuse = getattr(rules, "excuse", None)  # in no sequence (rules/excuse.py)
    live_bits = sorted(bit_of[c] for c in live if c != excuse)
    kept = []
    for card in legal:
        bit = bit_of[card]
        above = next((b for b in live_bits if b > bit and suit_at[b] == suit_at[bit]), None)
        if above is None or above not in ours or thirds[above] != thirds[bit]:
            kept.append(card)
    return kept


class ExpertPlayer:
    """Before ENDGAME_CARDS the sampled deals are played out (the standard player's card
    stands unless another beats it beyond doubt, `beyond_doubt`); from there on every
    sampled deal is solved exactly. Each sampled deal counts with its weight (rebuild.py).
    Its `temperament` is its standard player's (the bids and announcements the simulation
    weighs start from it) and eases or raises the gain a bid or an announcement must show
    over passing (choices.py `margin`); the seats of the sampled deals play the normal one."""

    def __init__(self, seed: object = 0, samples: int = 20, nodes: int = NODES,
                 deadline_s: float | None = None, choice_deals: int = DEALS,
                 settled: bool = True, temperament: str = NORMAL):
        self.rng = random.Random(str(seed))
        self.heuristic = HeuristicPlayer(seed, temperament=temperament)
        self.normal = HeuristicPlayer(seed)  # every seat of a sampled deal played out
        self.samples = samples
        self.nodes = nodes
        self.deadline_s = deadline_s
        self.choice_deals = choice_deals
        self.settled = settled
        self.suit_trick = WhistCardPlay(self.rng, samples, deadline_s=deadline_s)

    def choose(self, view: SeatView) -> Action:
        return self.decide(view)[0]

    def decide(self, view: SeatView) -> tuple[Action, Advice]:
        if len(view.legal) == 1 or not view.hand:  # no hand yet (a knock): nothing to weigh
            return self.heuristic.decide(view)
        if variant_of(view).strategy.family == TRUMP_SUIT_FAMILY:
            return self._decide_suit_trick(view)
        if view.phase != PLAY:
            return self._choose_by_simulation(view)
        if self.nodes < ROLLOUT_COST:
            return self.heuristic.decide(view)
        started = time.perf_counter()
        if plays_from_packets(view):
            return self._decide_from_packets(view, started)
        rules = trick_rules(view)
        know = Knowledge.of(view, rules.pack.cards)
        friends, _ = sides(view, know)
        exact = sum(view.hand_sizes) <= ENDGAME_CARDS
        cards = [a.card for a in view.legal]
        book = self.heuristic.choose(view).card
        if not exact:
            live = know.unseen | set(view.hand) | {c for _, c in view.trick}
            cards = sorted({book, *distinct_cards(rules, cards, live)})
        totals = {card: 0.0 for card in cards}
        counted = spent = misses = 0
        mass = 0.0  # the sampled deals' weights summed
        weights: list[float] = []
        samples: list[dict[Card, float]] = []
        seen: set[frozenset] = set()
        settled = self.settled
        rebuild = Rebuilder(view)
        for _ in range(self.samples * TRIES):
            if counted >= self.samples or counted and (
                    spent >= self.nodes or self.deadline_s is not None and
                    time.perf_counter() - started > self.deadline_s):
                break
            world = sample_world(view, know, self.rng)
            if world is None:
                break
            if exact:  # few deals are left to tell apart: each is counted once
                key = frozenset((place, frozenset(cards)) for place, cards in world.items())
                if key in seen:
                    continue
                seen.add(key)
            rebuilt = None
            weight = 1.0
            if settled:
                asked = rebuild.asked
                rebuilt = rebuild(world, self.rng)
                spent += REBUILD_COST + ROLLOUT_COST * (rebuild.asked - asked)
                if rebuilt is None:
                    misses += 1
                    settled = bool(counted) or misses < TRIES  # else a game it cannot follow
                    if settled:
                        continue  # a sample against the record
                else:
                    weight = rebuilt.weight  # how well the deal explains what was seen
            side = self._side(view, world, friends)
            solver = Solver(rules, view.active, side)
            deal = SampledPlay.of(view, world)
            if rebuilt is not None:
                values, played = self._settled_values(deal, totals, side, solver, rebuilt,
                                                      exact)
            else:
                values, played = self._point_values(view, deal, totals, side, solver, world,
                                                    exact)
            for card, value in values.items():
                totals[card] += weight * value
            weights.append(weight)
            samples.append(values)
            spent += solver.nodes + ROLLOUT_COST * played + SETTLE_COST * len(values) * bool(
                rebuilt)
            counted += 1
            mass += weight
        if not counted:
            return self.heuristic.decide(view)
        if exact:
            best = max(totals, key=lambda c: (totals[c], -CARD_THIRDS[c]))
        else:
            best = beyond_doubt(book, samples, weights,
                                BOOK_PRIOR_UNITS if settled else BOOK_PRIOR)
        legal = {a.card: a for a in view.legal}
        if settled:
            code, scale = ("solved_units" if exact else "played_units"), 1.0
        else:
            code, scale = ("solved_points" if exact else "played_points"), 1 / 3
        return legal[best], search_advice(code, view, best, totals, mass, counted,
                                          None if exact else book, scale)

    def _decide_suit_trick(self, view: SeatView) -> tuple[Action, Advice]:
        """The trump-suit family (whist_expert.py): card play by double-dummy PIMC; claims,
        concessions and the call at eight are the standard player's, and so is the reason
        where the search keeps the book's card (what the search found added)."""
        standard, why = self.heuristic.decide(view)
        if view.phase != PLAY or standard.kind != PLAY:
            return standard, why
        found = self.suit_trick.choose(view, standard.card)
        if found is None:
            return standard, why
        card, how = found
        if card == standard.value:
            return standard, why.plus(how)
        return play_action(view, card), how

    def _settled_values(self, deal: SampledPlay, cards, side: frozenset[int], solver: Solver,
                        rebuilt: Rebuilt, exact: bool) -> tuple[dict[Card, float], int]:
        """Each card's units for this seat in one sampled deal, by the engine's settlement of
        the deal played to the end (card points as a tie-break, THIRDS_PER_UNIT); and the
        cards the standard player's policy played."""
        seat, winner = deal.to_move, deal.rules.winner
        lines: dict[Card, tuple[int, list[Card]]] = {}
        played = 0
        if exact:
            for card, thirds in solver.values(deal.hands, deal.trick, seat).items():
                after = deal.copy()
                after.play(card)
                lines[card] = thirds, [card] + solver.line(after.hands, after.trick,
                                                           after.to_move, winner)
        else:
            for card in cards:
                thirds, moves, rest = self._rollout(deal, card, side, solver)
                lines[card] = thirds, moves + solver.line(rest.hands, rest.trick, rest.to_move,
                                                          winner)
                played += len(moves) - 1
        return {card: self._settle(rebuilt.game, line, seat) + thirds / THIRDS_PER_UNIT
                for card, (thirds, line) in lines.items()}, played

    def _settle(self, game, line: list[Card], seat: int) -> float:
        """Units `seat` wins when the cards of `line` are played from `game` on (any other
        choice on the way, such as a concession offered between tricks, is the standard
        player's, and so is the rest of the deal after a card the engine refuses)."""
        game = game.clone()
        for card in line:
            while not game.is_terminal and game.phase != PLAY:  # a window between tricks
                game.apply(self.normal.choose(game.view(game.to_move)))
            if game.is_terminal:
                break
            try:
                game.apply(Action(PLAY, game.to_move, card))
            except IllegalAction:  # a rule the search does not model (the Sküs forced at
                break  # its deadline): the standard player plays on
        while not game.is_terminal:
            game.apply(self.normal.choose(game.view(game.to_move)))
        return float(game.result["totals"][str(seat)])

    def _point_values(self, view: SeatView, deal: SampledPlay, cards, side: frozenset[int],
                      solver: Solver, world, exact: bool) -> tuple[dict[Card, float], int]:
        """Each card's worth in card points (thirds) with a bonus for the game won and a
        Volat's stake: where no game can be rebuilt from the view to settle."""
        target, defence_target = targets(view)
        needed = target if view.declarer in side or view.declarer is None \
            else defence_target  # each for himself, or fixed partners: their own target
        banked = self._banked(view, side, world)
        tricks_taken = any(winner in side for _, _, winner in view.tricks)
        played = 0
        if exact:
            values = solver.values(deal.hands, view.trick, view.seat)
        else:
            values = {}
            for card in cards:
                values[card], moves, _ = self._rollout(deal, card, side, solver)
                played += len(moves) - 1
        volat = self._volat_stake(view, side)
        worth: dict[Card, float] = {}
        for card, thirds in values.items():
            stake = volat * bool(thirds or tricks_taken)
            thirds += banked
            worth[card] = thirds + GAME_BONUS * (thirds >= needed) + stake
        return worth, played

    def _choose_by_simulation(self, view: SeatView) -> tuple[Action, Advice]:
        """Bids, calls, talon choices and announcements (choices.py): the standard player's
        choice unless the simulation finds another clearly better."""
        standard, why = self.heuristic.decide(view)
        if not self.choice_deals:
            return standard, why
        verdict = simulate(view, standard, self.rng, self.choice_deals,
                           lean(self.heuristic.temperament, variant_of(view).strategy))
        if verdict is None or verdict.action == standard:
            return standard, why
        return verdict.action, Advice("search_choice", params={
            "choice": verdict.action, "other": standard, "gain": round(verdict.gain, 1),
            "deals": verdict.deals})

    def _decide_from_packets(self, view: SeatView, started: float) -> tuple[Action, Advice]:
        """Packet games (search/packets.py): only the other hand and the covered packet
        cards are sampled; each candidate is played out on the sampled table."""
        if any(a.kind != PLAY for a in view.legal):
            return self.heuristic.decide(view)  # an announcement first: the standard's
        rules = trick_rules(view)
        know = Knowledge.of(view, rules.pack.cards)
        target, defence_target = targets(view)
        needed = defence_target if view.declarer not in (None, view.seat) else target
        book = self.heuristic.choose(view).card
        totals = {a.card: 0.0 for a in view.legal}
        counted = spent = 0
        for _ in range(self.samples):
            if counted and (spent >= self.nodes or self.deadline_s is not None and
                            time.perf_counter() - started > self.deadline_s):
                break
            world = sample_world(view, know, self.rng)
            if world is None:
                break
            table = table_of(view, world)
            solver = Solver(rules, view.active, frozenset({view.seat}))
            for card in totals:
                thirds, played = play_out(table, card, self.heuristic, solver, view.seat,
                                         ENDGAME_CARDS)
                totals[card] += thirds + GAME_BONUS * (thirds >= needed)
                spent += PACKET_ROLLOUT_COST * (played + 1)
            spent += solver.nodes
            counted += 1
        if not counted:
            return self.heuristic.decide(view)
        best = max(totals, key=lambda c: (totals[c] + BOOK_PRIOR * counted * (c == book),
                                          -CARD_THIRDS[c]))
        legal = {a.card: a for a in view.legal}
        return legal[best], search_advice("packet_points", view, best, totals, counted, counted,
                                          book, 1 / 3)

    def _rollout(self, deal: SampledPlay, card: Card, side: frozenset[int],
                 solver: Solver) -> tuple[int, list[Card], SampledPlay]:
        """(thirds our side takes, the cards played down to the solver's horizon, the deal
        there) when this seat plays `card` and every seat then follows the standard
        player's policy down to the horizon, from where the sampled deal is solved."""
        deal = deal.copy()
        since = len(deal.tricks)
        deal.play(card)
        moves = [card]
        policy = self.heuristic
        while deal.cards_left > ENDGAME_CARDS:
            moves.append(policy.choose(deal.view(deal.to_move)).card)
            deal.play(moves[-1])
        thirds = deal.thirds_won(side, since)
        if deal.cards_left:
            thirds += solver.value(deal.hands, deal.trick, deal.to_move)
        return thirds, moves, deal

    @staticmethod
    def _volat_stake(view: SeatView, side: frozenset[int]) -> int:
        """What taking a trick is worth beyond its points when a Volat was announced
        (T28, K44): one trick breaks the opponents' Volat, and breaks our own."""
        announcers = {a["seat"] for a in view.announcements if a["item"] == "volat"}
        if announcers - side:
            return VOLAT_STAKE
        return -VOLAT_STAKE if announcers else 0

    @staticmethod
    def _banked(view: SeatView, side: frozenset[int], world) -> int:
        """Card points (thirds) our side already has in this sample: tricks taken, talon parts
        and discards counted for it."""
        count = trick_rules(view).count  # the game's count: thirds, or its own table
        thirds = sum(count[c] for _, plays, winner in view.tricks if winner in side
                     for _, c in plays)
        ours = "declarer" if view.declarer in side else "defenders"
        for part, owner in zip(view.talon_parts, view.talon_owner):
            if part is not None and owner == ours:
                thirds += sum(count[c] for c in part)
        if ours == "declarer":
            thirds += sum(count[c] for c in view.own_discards)
        elif any(part is None for part in view.talon_parts):
            thirds += sum(count[c] for c in world.get(OUT, ()))  # the hidden talon
        return thirds

    @staticmethod
    def _side(view: SeatView, world, friends: set[int]) -> frozenset[int]:
        """Our side in this sample: the known friends; while a called partner is still
        hidden, whoever the sample gave the called card (nobody: the declarer is alone)."""
        called = view.public.get(CALLED_SEEN)
        if friends or called is None or plays_alone(view):
            return frozenset({view.seat} | friends)
        holder = next((s for s, cards in world.items() if s != OUT and called in cards), None)
        declarer = view.declarer
        if view.seat == declarer:
            return frozenset({declarer} if holder is None else {declarer, holder})
        return frozenset(set(view.active) - {declarer, holder})
