"""The expert's search for games played from personal packets (C3 piles in front of each
seat). A sampled world fills only what the seat cannot see: the other hand and the covered
packet cards, pile by pile; the open tops and the cards shown on their way into a hand are
known and stay where they are. Each sample is put on a real table (the variant's own play
phase turns the packets), every candidate card is played out by the standard player's policy,
and once a sample has no covered card left the rest is solved exactly, open tops being then
no different from hand cards."""

from __future__ import annotations

from tarokdesk.cards.card import Card
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.actions import Action
from tarokdesk.core.game import Game
from tarokdesk.core.state import Trick, pile_owner
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import variant_of
from tarokdesk.rules.packets import ANNOUNCE, KEY as PACKETS, PacketsRecord
from tarokdesk.rules.trickplay import PLAY

Place = int | str


def table_of(view: SeatView, world: dict[Place, list[Card]]) -> Game:
    """The sampled world as a game at the view's moment: hands and covered packet cards
    from the sample, all else from the view."""
    game = Game(variant_of(view), view.dealer)
    state = game.state
    hands: list[list[Card]] = [[] for _ in range(view.n_seats)]
    hands[view.seat] = list(view.hand)
    for seat in view.active:
        if seat != view.seat:
            hands[seat] = list(world.get(seat, ()))
    state.hands = hands
    state.piles = {}
    for name, pile in view.piles.items():
        hidden = iter(world.get(name, ()))
        state.piles[name] = [card if card is not None else next(hidden) for card in pile]
    state.phase, state.to_move = view.phase, view.to_move
    state.contract, state.declarer = view.contract, view.declarer
    state.announcements = [a.copy() for a in view.announcements]
    state.trick = list(view.trick)
    state.tricks = [Trick(leader, list(plays), winner) for leader, plays, winner in view.tricks]
    state.won = [[] for _ in range(view.n_seats)]
    for trick in state.tricks:
        state.won[trick.winner].extend(trick.cards())
    shown = [(seat, card, 0) for seat, cards in view.hands.items() for card in cards]
    state.extra[PACKETS] = PacketsRecord(
        up=[n for n, p in view.piles.items() if p and p[-1] is not None],
        used=[n for n, p in view.piles.items() if p and p[-1] is None],
        promoted=shown, opened=list(view.active))
    return game


def covered(game: Game) -> int:
    """Cards still lying face down under the tops (none: the tops are as good as hand cards)."""
    up = set(game.state.extra[PACKETS]["up"])
    return sum(len(p) - (name in up) for name, p in game.state.piles.items())


def folded_hands(game: Game) -> dict[int, list[Card]]:
    """Every seat's hand with its open tops, for the exact solver once nothing is covered."""
    state = game.state
    hands = {seat: list(state.hands[seat]) for seat in state.active}
    for name, pile in state.piles.items():
        owner = pile_owner(name)
        if pile and owner is not None:
            hands[owner].append(pile[-1])
    return hands


def thirds_of(game: Game, seat: int) -> int:
    return sum(CARD_THIRDS[c] for c in game.state.won[seat])


def play_out(game: Game, card: Card, policy, solver, seat: int,
             horizon: int) -> tuple[int, int]:
    """(the thirds `seat` ends with, the policy's cards) when `seat` plays `card` now; from
    `horizon` cards left, with nothing covered, the solver finishes the deal exactly."""
    game = game.clone()
    state = game.state
    game.apply(Action(PLAY, state.to_move, card))
    played = 0
    while not game.is_terminal:
        if not state.trick and covered(game) == 0 and \
                sum(map(len, folded_hands(game).values())) <= horizon:
            return thirds_of(game, seat) + solver.value(folded_hands(game), [],
                                                        state.to_move), played
        legal = game.legal_actions()
        words = [a for a in legal if a.kind == ANNOUNCE]
        action = words[0] if words else policy.choose(game.view(state.to_move))
        game.apply(action)
        played += action.kind == PLAY
    return thirds_of(game, seat), played


