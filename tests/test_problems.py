"""Ulmann's 33 problems (Zweiter Theil) as positions of the real engine.

Data: assets/problems/ulmann-problems.json (installed as tarokdesk.assets), a copy of
/work/shared/problems/ulmann-problems.json (format in that folder's README.md). Every problem
of a game that is built is set up from the data: the deal card by card (an endgame's earlier
tricks are invented, see `invent_history`), the contract, the announcements; a complete
problem then plays the book's line through the engine to the book's stated outcome, and the
standard and the expert player must play the book's key cards on the way. A partial problem
is set up as far as its data goes; a problem of a game not yet built is skipped with the
game's name, so new games' problems join by themselves.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from builders import act, arranged_deal, sole_bidder

from tarokdesk.cards.card import card_from_name, card_name, is_king, is_trump, suit_of
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.deal import DEAL
from tarokdesk.core.variant import all_variants
from tarokdesk.players import ExpertPlayer, HeuristicPlayer

PROBLEMS_FILE = Path(__file__).resolve().parents[1] / "assets/problems/ulmann-problems.json"
PROBLEMS = json.loads(PROBLEMS_FILE.read_text(encoding="utf-8"))

# The book's key cards: (problem, trick of the line, seat) -> (the cards that do what the
# book says, the item the standard player's reason must cite), with the book's words.
ANY_DIAMOND = {f"D{face}" for face in ("K", "Q", "C", "J", "1", "2", "3", "4")}
KEY_CARDS = {
    # 9: "A leads a diamond, B (void in diamonds ...) ruffs" - "Any diamond lead works"
    (9, 0, "A"): (ANY_DIAMOND, "T28"),
    # 10: "A leads SKUS, then T20 (B ducks, best)"
    (10, 0, "A"): ({"SKUS"}, "T20"),
    (10, 1, "A"): ({"T20"}, "T20"),
    (10, 1, "B"): ({"T8", "T7", "T6", "T5", "T4", "T3", "T1"}, "Obligations 5"),
    # "then T17 (B wins with T19, C smears SQ); ... A leads T16 (B wins with T21, C smears
    # SC); ... then draws B's six remaining tarocks with his six trumps T15-T10"
    (10, 2, "A"): ({"T17"}, "T20"),
    (10, 4, "A"): ({"T16"}, "T20"),
    (10, 4, "B"): ({"T21"}, None),
    (10, 6, "A"): ({"T15"}, "T20"),
    # 12: "SQ, then a small spade ...; A ruffs with T19 (not the Pagat, which he keeps as the
    # throw-in card), leads the Mond, then the Pagat, which C must win; C ... leads into A's
    # HK-HC tenace"
    (12, 0, "A"): ({"SQ"}, "T21"),
    (12, 2, "A"): ({"T19"}, None),
    (12, 3, "A"): ({"T21"}, None),
    (12, 4, "A"): ({"T1"}, "T22"),
}
EXPERT_MISSES = {
    12: "EXPERT: leads the Pagat before the Mond in trick 4 (issue 11, items 1-2: the search)",
}


def thirds(text: str) -> int:
    """'34 2/3' -> 104."""
    whole, _, fraction = text.partition(" ")
    return int(whole) * 3 + (int(fraction.split("/")[0]) if fraction else 0)


def game_of(problem: dict):
    """The built variant class whose name the problem's game begins with, or None."""
    game = problem["variant"].split(" (")[0].lower()
    named = [(len(name), cls) for cls in all_variants().values()
             for name in (cls.name, *cls.aliases) if game.startswith(name.lower())]
    return max(named, key=lambda pair: pair[0], default=(0, None))[1]


class Problem:
    """A problem's data read onto a table: letters -> engine seats, declarer, contract."""

    def __init__(self, data: dict, variant) -> None:
        self.data = data
        self.variant = variant
        self.letters = data["seats"]["play_order"]
        n_seats = len(self.letters)
        self.game = Game.new(variant.id, None, n_seats, n_seats - 1)
        self.seat = dict(zip(self.letters, self.game.state.active))
        self.declarer = next((self.seat[x] for x in self.letters
                              if "declarer" in data["seats"].get(x, "")), None)
        self.contract = self._contract()

    def _contract(self) -> str | None:
        """The ladder's contract the text names; unnamed (an endgame), the lowest one in
        which the declarer alone buys from the talon: the talon is then shown, so that the
        declarer knows every card gone, as the book's declarer does."""
        text = (self.data["contract"] or "").lower()
        ladder = self.variant.strategy.ladder
        named = [c for c in ladder if re.search(rf"\b{c}\b", text)]
        if named:
            return named[0]
        plans = self.variant.strategy.contracts
        return next(c for c in ladder if plans[c].alone and plans[c].talon)

    def letter(self, seat: int) -> str:
        return self.letters[self.game.state.active.index(seat)]

    def hands(self) -> dict[int, list[int]]:
        return {self.seat[x]: [card_from_name(n) for n in names]
                for x, names in self.data["hands"].items()}

    @property
    def endgame(self) -> bool:
        return isinstance(self.data["already_played"], str)

    @property
    def complete(self) -> bool:
        return self.data["status"] == "complete"


ITEM_WORDS = (("könig", "koenig_ultimo"), ("ultimo", "pagat_ultimo"), ("volat", "volat"),
              ("zehn tarock", "zehn_tarok"), ("elf tarock", "elf_tarok"),
              ("zwölf tarock", "zwoelf_tarok"), ("tous les trois", "tous_les_trois"),
              ("tous les quatre", "tous_les_quatre"), ("courage", "courage"),
              ("mondfang", "mondfang"), ("pagatfang", "pagatfang"))
"""The words of the problem file's announcements and the items they name; else the game."""
TAROK_COUNTS = {"zehn_tarok": 10, "elf_tarok": 11, "zwoelf_tarok": 12}


def announcement(text: str) -> tuple[str, str]:
    """'B: Contra on the Volat' -> ('B', 'contra:volat'); 'C: Volat' -> ('C', 'announce:volat')."""
    letter, _, words = text.partition(": ")
    words = words.lower()
    item = next((item for phrase, item in ITEM_WORDS if phrase in words), "game")
    verb = next((v for v in ("supercontra", "recontra", "contra")
                 if words.startswith(v)), "announce")
    return letter, f"{verb}:{item}"


def invent_history(problem: Problem, rng: random.Random) -> tuple[list[int], list[list[int]]]:
    """An endgame's missing past (the diagrams are lost): a talon whose first part the
    declarer buys and lays away again, and the earlier tricks, each of one suit so that every
    play is legal and no void is shown, whose winners lead on to the seat on lead and whose
    points, with the declarer's discards, give the book's stated scores."""
    data = problem.data
    tricks = int(re.match(r"(\d+) tricks", data["already_played"]).group(1))
    leader = problem.seat[data["solution"]["play"][0][0]]
    held = {c for hand in problem.hands().values() for c in hand}
    missing = [c for c in problem.variant.pack.cards if c not in held]
    declarer_side = {problem.declarer}
    target = next(thirds(v) for k, v in data["points_already"].items()
                  if problem.letter(problem.declarer) in k.split(" ")[0].split("+"))
    rank = problem.variant.pack.rank
    order = list(problem.game.state.active)
    for _ in range(20000):
        rng.shuffle(missing)
        talon = missing[:sum(problem.variant.deal.talon_parts)]
        bought = talon[:problem.variant.deal.talon_parts[0]]
        if any(is_trump(c) or is_king(c) for c in bought):
            continue  # 00-general.md "Talon": kings and taroks are not laid away
        rest = missing[len(talon):]
        by_suit: dict[int, list[int]] = {}
        for card in rest:
            by_suit.setdefault(suit_of(card), []).append(card)
        if any(len(cards) % len(order) for cards in by_suit.values()):
            continue
        triples = [cards[i:i + len(order)] for cards in by_suit.values()
                   for i in range(0, len(cards), len(order))]
        rng.shuffle(triples)
        seat = problem.game.state.vorhand
        plays, won = [], sum(CARD_THIRDS[c] for c in bought)
        for number, cards in enumerate(triples):
            winner = leader if number == tricks - 1 else rng.choice(order)
            cards = sorted(cards, key=lambda c: rank[c])
            others = [s for s in order if s != winner]
            dealt = dict(zip(others, cards)) | {winner: cards[-1]}
            start = order.index(seat)
            plays.append([dealt[s] for s in order[start:] + order[:start]])
            won += sum(CARD_THIRDS[c] for c in cards) if winner in declarer_side else 0
            seat = winner
        if won == target:
            return talon, plays
    raise AssertionError(f"no history found for problem {data['number']}")


def set_up(problem: Problem) -> None:
    """Deal, contract, call, talon and announcements of the problem, through the engine.
    Cards the data does not place are dealt by builders.arranged_deal; choices it does not
    give are the standard player's."""
    data, game = problem.data, problem.game
    hands = problem.hands()
    talon, history = [], []
    if problem.endgame:
        talon, history = invent_history(problem, random.Random(str(data["number"])))
        order = list(game.state.active)
        seat = game.state.vorhand
        for plays in history:
            for offset, card in enumerate(plays):
                hands[order[(order.index(seat) + offset) % len(order)]].append(card)
            seat = _winner(problem, seat, plays)
    elif isinstance(data["talon"], list):
        talon = [card_from_name(n) for n in data["talon"]]
    elif _talon_parts(data):  # the parts in order; the declarer's hand is after buying
        talon = [c for part in _talon_parts(data) for c in part]
        bought = _talon_parts(data)[_bought_part(data)]
        hands[problem.declarer] = [c for c in hands[problem.declarer] if c not in bought]
    discards = _known_discards(problem)
    for seat, cards in discards.items():
        hands.setdefault(seat, []).extend(cards)
    _place_implied_cards(problem, hands)
    names = {seat: " ".join(card_name(c) for c in cards) for seat, cards in hands.items()}
    game.apply(Action(DEAL, CHANCE, arranged_deal(game, names, " ".join(map(card_name, talon))
                                                  or None)))
    if game.phase == DEAL:
        pytest.skip(f"problem {data['number']}: the cards filled in were thrown in")
    for seat, cards in hands.items():
        assert set(cards) <= set(game.state.hands[seat])
    sole_bidder(game, problem.declarer, problem.contract)
    if game.phase == "call":
        act(game, "call", problem.declarer, _called_king(problem))
    if game.phase == "talon":
        part = _bought_part(data)
        while f"take:{part}" not in {a.value for a in game.legal_actions()}:
            act(game, "talon", problem.declarer, "reveal")  # the walk to the part bought
        act(game, "talon", problem.declarer, f"take:{part}")
        laid = talon[:len(game.state.talon_parts[0])] if problem.endgame else \
            discards.get(problem.declarer, [])
        for card in laid:
            act(game, "discard", problem.declarer, card)
        while game.phase == "discard":
            game.apply(HeuristicPlayer().choose(game.view(game.to_move)))
    for text in data["announcements"]:
        letter, choice = announcement(text)
        while game.to_move != problem.seat[letter]:
            act(game, "announce", game.to_move, "pass")
        act(game, "announce", problem.seat[letter], choice)
    while game.phase == "announce":
        act(game, "announce", game.to_move, "pass")
    for plays in history:
        for card in plays:
            act(game, "play", game.to_move, card)
    if problem.complete:
        assert all(sorted(game.state.hands[s]) == sorted(c)
                   for s, c in problem.hands().items())


def _talon_parts(data: dict) -> list[list[int]] | None:
    """The talon parts from the top when the data gives every one ('pair_1', ...), else None."""
    talon = data["talon"]
    if isinstance(talon, dict) and all(isinstance(v, list) for v in talon.values()):
        return [[card_from_name(n) for n in part] for part in talon.values()]
    return None


def _bought_part(data: dict) -> int:
    """The talon part the declarer takes: the one the data marks as taken, else the half the
    contract names (the second, or the first)."""
    if _talon_parts(data):
        return next(i for i, key in enumerate(data["talon"]) if "taken" in key)
    return 1 if "second" in (data["contract"] or "") else 0


def _known_discards(problem: Problem) -> dict[int, list[int]]:
    discards = problem.data["discards"] or {}
    return {problem.seat[x]: [card_from_name(n) for n in names]
            for x, names in discards.items() if x in problem.seat}


SUIT_WORDS = {"hearts": "H", "diamonds": "D", "spades": "S", "clubs": "C"}


def _called_king(problem: Problem) -> str:
    """The king the text names: 'calls the king of spades', 'the called king is HK'."""
    seats = [v for v in problem.data["seats"].values() if isinstance(v, str)]
    words = " ".join([problem.data["contract"] or ""] + seats)
    named = re.search(r"king of (hearts|diamonds|spades|clubs)", words)
    if named:
        return SUIT_WORDS[named.group(1)] + "K"
    return re.search(r"\b([HDSC]K)\b", words).group(1)


def _place_implied_cards(problem: Problem, hands: dict[int, list[int]]) -> None:
    """Cards the text implies but does not list: the Pagat of whoever announces Pagat
    Ultimo (Tapp-Tarok allows it only with the Pagat in hand), the called king with the
    partner."""
    placed = {c for cards in hands.values() for c in cards}
    wanted = []
    for text in problem.data["announcements"]:
        letter, choice = announcement(text)
        if choice == "announce:pagat_ultimo":
            wanted.append((problem.seat[letter], card_from_name("T1")))
    if any(plan.alone is False for plan in problem.variant.strategy.contracts.values()) \
            and not problem.variant.strategy.alone(problem.contract):
        partner = next((problem.seat[x] for x in problem.letters
                        if "partner" in problem.data["seats"].get(x, "")), None)
        if partner is not None:
            wanted.append((partner, card_from_name(_called_king(problem))))
    for seat, card in wanted:
        if card not in placed:
            hands.setdefault(seat, []).append(card)
            placed.add(card)
    _place_tarok_counts(problem, hands, placed)


def _place_tarok_counts(problem: Problem, hands: dict[int, list[int]], placed: set) -> None:
    """A stated tarok count ('Zehn Tarock', Codex §34) where the hand is not given: that many
    taroks, trump honours last (none if the seat says Courage), and suit cards to fill the
    hand, so that the count is exact."""
    pack = problem.variant.pack
    size = sum(problem.variant.deal.packets)
    texts = [announcement(text) for text in problem.data["announcements"]]
    for letter, choice in texts:
        count = TAROK_COUNTS.get(choice.partition(":")[2])
        seat = problem.seat[letter]
        if count is None or problem.data["hands"].get(letter):
            continue
        courage = (letter, "announce:courage") in texts
        honours = {card_from_name(n) for n in ("T1", "T21", "SKUS")}
        taroks = sorted((c for c in pack.cards if is_trump(c) and c not in placed
                         and not (courage and c in honours)), key=lambda c: c in honours)
        suits = [c for c in pack.cards if not is_trump(c) and not is_king(c) and c not in placed]
        hand = taroks[:count] + suits[:size - count]
        hands[seat] = hand
        placed.update(hand)


def _winner(problem: Problem, leader: int, plays: list[int]) -> int:
    order = list(problem.game.state.active)
    seats = [order[(order.index(leader) + i) % len(order)] for i in range(len(plays))]
    phase = problem.game.variant.phases["play"]
    return phase.winner(list(zip(seats, plays)))


def numbered(status: str):
    return [pytest.param(p, id=f"problem-{p['number']}") for p in PROBLEMS
            if p["status"] == status]


def problem_for(data: dict) -> Problem:
    variant = game_of(data)
    if variant is None:
        pytest.skip(f"{data['variant'].split(' (')[0]} is not built yet")
    return Problem(data, variant)


def play_the_line(data: dict, player=None) -> list[str]:
    """Set the problem up and play the book's line; where the book has a key card, ask
    `player` first. Returns what the player did otherwise."""
    problem = problem_for(data)
    set_up(problem)
    game = problem.game
    missed = []
    for number, (leader, names) in enumerate(data["solution"]["play"]):
        assert game.to_move == problem.seat[leader], (number, leader)
        for name in names:
            seat = game.to_move
            key = KEY_CARDS.get((data["number"], number, problem.letter(seat)))
            if key is not None and player is not None:
                action, why = player.decide(game.view(seat))
                card, (book, item) = card_name(action.value), key
                if card not in book or (item is not None and isinstance(player, HeuristicPlayer)
                                        and item not in why):
                    missed.append(f"{problem.letter(seat)} in trick {number + 1} played {card} "
                                  f"({why}); the book {sorted(book)} ({item})")
            act(game, "play", seat, name)
    check_outcome(problem)
    return missed


@pytest.mark.parametrize("data", numbered("complete"))
def test_complete_problem_ends_as_the_book_says(data):
    """Each card of the book's line is legal in turn and the line ends in the stated outcome."""
    play_the_line(data)


@pytest.mark.parametrize("data", numbered("complete"))
def test_standard_player_plays_the_books_key_cards(data):
    assert play_the_line(data, HeuristicPlayer()) == []


@pytest.mark.parametrize("data", [
    pytest.param(p, id=f"problem-{p['number']}", marks=[pytest.mark.xfail(
        reason=EXPERT_MISSES[p["number"]], strict=True)] if p["number"] in EXPERT_MISSES else [])
    for p in PROBLEMS if p["status"] == "complete"])
def test_expert_plays_the_books_key_cards(data):
    """A fixed number of samples (the expert's budget is never a time), so that the result
    is reproducible."""
    assert play_the_line(data, ExpertPlayer(samples=8)) == []


def check_outcome(problem: Problem) -> None:
    """The book's stated result (solution.result), for the problems that state a number."""
    number, game = problem.data["number"], problem.game
    if number == 9:  # "B wins the trick, so the announced Volat fails at once"
        assert game.state.tricks[0].winner == problem.seat["B"]
        while not game.is_terminal:
            seat = game.to_move
            game.apply(HeuristicPlayer().choose(game.view(seat)))
        assert "volat_failed" in {item["item"] for item in game.result["items"]}
    elif number == 10:  # "A = 49"
        assert game.is_terminal
        assert game.result["points"]["declarer"] == 49 and game.result["won"]
    elif number == 12:  # "A wins with exactly 36"
        assert game.is_terminal
        assert game.result["thirds"]["declarer"] == 108 and game.result["won"]
    elif number in (27, 30):  # "Solo won 37-29" / "41-25", and the announced ultimo
        points = {27: (37, 29), 30: (41, 25)}[number]
        assert tuple(game.result["points"].values()) == points and game.result["won"]
        assert "pagat_ultimo" in {item["item"] for item in game.result["items"]}
    elif number == 28:  # "B wins no trick", A's Pagat takes the last
        assert game.result["volat"] == "defenders"
        assert game.state.tricks[-1].plays[0] == (problem.seat["A"], card_from_name("T1"))
    elif number == 29:  # C's guard takes the last trick: "Volat ... lost"
        assert game.state.tricks[-1].winner == problem.seat["C"]
        assert "volat_failed" in {item["item"] for item in game.result["items"]}


@pytest.mark.parametrize("data", numbered("partial"))
def test_partial_problem_is_set_up_as_far_as_the_data_goes(data):
    """The known cards, contract, call, discards and announcements are placed through the
    engine (the rest dealt at will); the tricks the data gives in full are played legally.
    An endgame whose hands are not all known cannot be set up."""
    problem = problem_for(data)
    if problem.endgame:
        pytest.skip(f"problem {data['number']}: an endgame with hands and tricks lost")
    set_up(problem)
    game = problem.game
    assert game.phase == "play"
    for letter, cards in data["hands"].items():
        assert set(map(card_from_name, cards)) <= set(game.state.hands[problem.seat[letter]])
    assert len(game.state.announcements) == 1 + sum(
        announcement(text)[1].startswith("announce:") for text in data["announcements"])
    for leader, names in data["solution"]["play"]:
        assert game.to_move == problem.seat[leader]
        for name in names:
            act(game, "play", game.to_move, name)
