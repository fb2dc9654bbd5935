"""One of Ulmann's problems put on a real table: the deal card by card (an endgame's earlier
tricks invented, see `invent_history`), the contract, the call, the talon and the
announcements, each through the engine, so that every rule, view and player works on the
problem as on a dealt game. Cards the data does not place are dealt at will; choices it does
not give are the standard player's.

Data format: assets/problems/README.md.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

from tarokdesk.cards.card import card_from_name, is_king, is_trump, suit_of
from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core import Action, Game
from tarokdesk.core.actions import CHANCE, Choice
from tarokdesk.core.deal import DEAL
from tarokdesk.core.replay import Unreached, reach
from tarokdesk.core.variant import Variant, all_variants, variant_for
from tarokdesk.players.base import Player
from tarokdesk.practice.engine_parts import dealing
from tarokdesk.practice.played_history import NoHistory, invent_played_history
from tarokdesk.practice.shorthands import contract_bids, talon_walked
from tarokdesk.rules.announcements import ANNOUNCE, CONTRA, GAME, LEVELS
from tarokdesk.rules.auction import PASS
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.dummy import DUMMY
from tarokdesk.rules.packets import OPEN
from tarokdesk.rules.talon import DISCARD, REVEAL, TALON
from tarokdesk.rules.trickplay import PLAY


class ProblemError(Exception):
    """The problem cannot be put on the table (its data is too incomplete, or the cards
    filled in were thrown in)."""


def built_game(data: dict) -> type[Variant] | None:
    """The built variant class the problem's game names (its name or an alias), or None: a
    form named after the game's name ("Neunzehnerrufen en deux") is built when the variant
    names that form (`Presentation.forms`)."""
    return built_form(data)[0]


def built_form(data: dict) -> tuple[type[Variant] | None, dict]:
    """The built variant class and the options of the form the problem's game names."""
    game = game_name(data).lower()
    for cls in all_variants().values():
        names = [name.lower() for name in (cls.name, *cls.presentation.aliases)]
        if game in names:
            return cls, {}
        rest = next((game[len(n) + 1:] for n in names if game.startswith(n + " ")), None)
        if rest is not None:
            options = next((o for words, o in cls.presentation.forms.items() if words in rest),
                           None)
            if options is not None:
                return cls, dict(options)
    return None, {}


def game_name(data: dict) -> str:
    """'Tapp-Tarok (54 cards)' -> 'Tapp-Tarok'."""
    return data["variant"].split(" (")[0]


def _names_declarer(text: str) -> bool:
    """'declarer' (not "the declarer's aide"), or the Aufnehmer of Strohmann ('Aufnehmer
    (took the game)'; not 'opponent of the Aufnehmer')."""
    return bool(re.search(r"\bdeclarer\b(?!')", text)) or text.lower().startswith("aufnehmer")


def tricks_played(already_played: str) -> int:
    """'18 tricks (36 cards); ...' -> 18."""
    found = re.match(r"(\d+) tricks", already_played)
    if found is None:
        raise ProblemError(f"no number of tricks in {already_played!r}")
    return int(found.group(1))


def thirds(text: str) -> int:
    """'34 2/3' -> 104."""
    whole, _, fraction = text.partition(" ")
    return int(whole) * 3 + (int(fraction.split("/")[0]) if fraction else 0)


class ProblemTable:
    """A problem's data read onto a table: the book's letters -> engine seats (A is the
    Vorhand, play passes on in the book's order), the declarer and the contract."""

    def __init__(self, data: dict, variant: type[Variant]) -> None:
        self.data = data
        self.variant = variant
        self.letters = data["seats"]["play_order"]
        n_seats = len(self.letters)
        options = built_form(data)[1]
        table = variant_for(variant.id, options, n_seats)
        # A deals so that A is the Vorhand: the last person before him (a dummy between
        # them is skipped, C1).
        persons = table.seating.persons()
        dealer = next(d for d in reversed(persons) if table.active_seats(d)[0] == persons[0])
        self.game = Game.new(variant.id, options, n_seats, dealer)
        self.seat = dict(zip(self.letters, self.game.state.active))
        declarer = next((self.seat[x] for x in self.letters
                         if _names_declarer(data["seats"].get(x, ""))), None)
        if declarer is None:  # every problem of the book has one
            raise ProblemError("the data names no declarer")
        self.declarer: int = declarer
        self.contract = self._contract()
        self.history: list[list[int]] = []
        """The invented earlier tricks of an endgame, each in playing order."""

    def _contract(self) -> str:
        """The ladder's contract the text names; unnamed (an endgame), the lowest one in
        which the declarer alone buys from the talon: the talon is then shown, so that the
        declarer knows every card gone, as the book's declarer does."""
        text = (self.data["contract"] or "").lower()
        ladder = self.variant.strategy.ladder
        named = [c for c in ladder if re.search(rf"\b{c}\b", text)]
        if named:
            return named[0]
        plans = self.variant.strategy.contracts
        return next((c for c in ladder if plans[c].alone and plans[c].talon), ladder[0])

    def letter(self, seat: int) -> str:
        return self.letters[self.game.state.active.index(seat)]

    def put(self, game: Game) -> None:
        """Take a game loaded from the problem's position (its seats the book's letters in
        playing order): every trick played so far is part of the invented past."""
        if game.state.active != self.game.state.active or game.state.declarer != self.declarer:
            raise ProblemError("the position's seats are not the problem's")
        self.game = game
        self.history = [[card for _, card in trick.plays] for trick in game.state.tricks]

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
              ("zwölf tarock", "zwoelf_tarok"), ("acht tarock", "acht_tarok"),
              ("neun tarock", "neun_tarok"), ("tous les trois", "tous_les_trois"),
              ("tous les quatre", "tous_les_quatre"),
              ("tous les sept", "tous_les_sept"), ("courage", "courage"),
              ("mondfang", "mondfang"), ("pagatfang", "pagatfang"))
"""The words of the problem file's announcements and the items they name; else the game."""
IN_PLAY_ITEMS = {Choice(ANNOUNCE, "tous_les_sept"): (Choice(ANNOUNCE, "tous_les_trois"),
                                                     Choice(ANNOUNCE, "tous_les_quatre"))}
"""Announcements made in play that name several items: all seven honours (Problem 21)."""
TAROK_COUNTS = {"zehn_tarok": 10, "elf_tarok": 11, "zwoelf_tarok": 12}
EVERY_ITEM = "*"
"""The item of a Contra on all the other party's announcements (Problem 21)."""


def announcement(text: str) -> tuple[str, Choice]:
    """'B: Contra on the Volat' -> ('B', contra:volat); 'C: Volat' -> ('C', announce:volat);
    'C: Contra on the announcements of D's party' -> ('C', contra:*)."""
    letter, _, words = text.partition(": ")
    words = words.lower()
    if "announcements of" in words:
        return letter, Choice(CONTRA, EVERY_ITEM)
    verb = next((v for v in reversed(LEVELS[1:]) if words.startswith(v)), ANNOUNCE)
    item = next((item for phrase, item in ITEM_WORDS if phrase in words), GAME)
    return letter, Choice(verb, item)


def set_up(table: ProblemTable) -> None:
    """Deal, contract, call, talon, announcements and (an endgame) the invented earlier
    tricks of the problem, through the engine (core/replay.py); the game then waits for the
    first card of the book's line. ProblemError when the data cannot be put on the table."""
    try:
        reach(table.game, _record(table))
    except Unreached as stop:
        raise ProblemError(f"the data cannot be played: {stop}") from None


def _record(table: ProblemTable) -> Iterator[Action]:
    """The problem's record as the game asks for it: what the data gives, the passes and
    ordinary courses it leaves out, and where it says nothing the standard player's
    choice."""
    data, game = table.data, table.game
    hands = table.hands()
    talon: list[int] = []
    if table.endgame and table.variant.deal.stock:
        yield from _history_from_piles(table, hands)
        return
    if table.endgame:
        if not table.complete:
            raise ProblemError("an endgame whose hands and earlier tricks are lost")
        talon, table.history, played = invent_history(table, random.Random(str(data["number"])))
        for seat, cards in played.items():
            hands[seat].extend(cards)
    elif isinstance(data["talon"], list):
        talon = [card_from_name(n) for n in data["talon"]]
    elif parts := _talon_parts(table):  # the parts in order; the takers' hands: after buying
        talon = [c for part in parts for c in part]
        for seat, bought in _taken(table):
            hands[seat] = [c for c in hands[seat] if c not in bought]
    discards = _known_discards(table)
    shared = _talon_shared(table, discards)
    if shared:
        talon = _shared_talon(table, hands, discards)
    else:
        for seat, cards in discards.items():
            hands.setdefault(seat, []).extend(cards)
    _place_implied_cards(table, hands)
    yield Action(DEAL, CHANCE, arranged_deal(game, hands, talon))
    if game.phase == DEAL:
        raise ProblemError("the cards filled in were thrown in")
    yield from contract_bids(game, table.declarer, table.contract)
    while game.phase == OPEN:  # personal packets turned up (rules/packets.py)
        yield Action(OPEN, game.to_move, OPEN)
    if game.phase == CALL:
        calls = game.legal_actions()
        yield Action(CALL, table.declarer, calls[0].value if len(calls) == 1
                     else card_from_name(_called_card(table)))
    if game.phase == TALON and (shared or len(_taken(table)) > 1):
        yield from _taken_in_turn(game, discards)
    elif game.phase == TALON:
        yield from _talon_bought(table, talon, discards)
    yield from _standard_while(game, DUMMY)
    if game.phase == CALL:  # a partner called after the discards (Paskiewitsch)
        yield Action(CALL, table.declarer, card_from_name(_called_card(table)))
    for text in data["announcements"]:
        letter, choice = announcement(text)
        if game.phase == PLAY:  # announced during play (Strohmann's trull/quatre window)
            for item in IN_PLAY_ITEMS.get(choice, (choice,)):
                yield Action(ANNOUNCE, table.seat[letter], item.text)
            continue
        while game.to_move != table.seat[letter]:
            yield Action(ANNOUNCE, game.to_move, PASS)
        if choice.item == EVERY_ITEM:  # a Contra on all the other party's announcements
            yield from [action for action in game.legal_actions()
                        if action.named.verb == choice.verb
                        and action.named.item not in (None, GAME)]
            continue
        yield Action(ANNOUNCE, table.seat[letter], choice.text)
    while game.phase == ANNOUNCE:
        yield Action(ANNOUNCE, game.to_move, PASS)
    yield from _standard_while(game, DUMMY)
    for plays in table.history:
        for card in plays:
            yield Action(PLAY, game.to_move, card)


def _talon_shared(table: ProblemTable, discards: dict[int, list[int]]) -> bool:
    """Whether the data has players besides the declarer laying cards away, with the talon
    not given: the talon shared out among them (paskiewitsch.md "Talon")."""
    return table.data["talon"] is None and any(s != table.declarer for s in discards)


def _shared_talon(table: ProblemTable, hands: dict[int, list[int]],
                  discards: dict[int, list[int]]) -> list[int]:
    """The talon from the top, each receiver's share in turn from the declarer to his right
    (as many as he lays away), and the hands as dealt. The data gives the hands after the
    discards: a receiver was dealt them plus his discards less his share, which is taken
    from his plain cards below the king so that every dealt hand keeps its taroks."""
    order = list(table.game.state.active)
    start = order.index(table.declarer)
    talon = []
    for seat in order[start:] + order[:start]:
        laid = discards.get(seat, [])
        pool = hands.get(seat, []) + laid
        plain = [c for c in pool if not is_trump(c) and not is_king(c)]
        share = (plain + [c for c in pool if c not in plain])[:len(laid)]
        hands[seat] = [c for c in pool if c not in share]
        talon.extend(share)
    return talon


def _history_from_piles(table: ProblemTable, hands: dict[int, list[int]]) -> Iterator[Action]:
    """An endgame of a game whose undealt cards come into play from piles (Strohmann's
    packets): its past is played through the engine (played_history.py)."""
    if not table.complete:
        raise ProblemError("an endgame whose hands and earlier tricks are lost")
    data = table.data
    try:
        yield from invent_played_history(
            table.game, hands, table.declarer, table.contract,
            tricks_played(data["already_played"]), table.seat[data["solution"]["play"][0][0]],
            _declarer_target(table), random.Random(str(data["number"])))
    except NoHistory as missing:
        raise ProblemError(str(missing)) from None
    table.history = [t.cards() for t in table.game.state.tricks]


def _declarer_target(table: ProblemTable) -> int:
    """The declarer's points before the endgame, in thirds, as the book states them."""
    return next(thirds(v) for k, v in table.data["points_already"].items()
                if table.letter(table.declarer) in k.split(" ")[0].split("+"))


def _talon_bought(table: ProblemTable, talon: list[int], discards: dict[int, list[int]]
                  ) -> Iterator[Action]:
    """The declarer walks to the part he buys, takes it and lays away the known discards
    (an endgame: the bought part itself), the rest as the standard player would."""
    game, part, declarer = table.game, _bought_part(table.data), table.declarer
    while (walk := talon_walked(game, [part])).value == REVEAL:
        yield walk
    yield walk
    laid = talon[:len(game.state.talon_parts[0])] if table.endgame else \
        discards.get(declarer, [])
    for card in laid:
        yield Action(DISCARD, declarer, card)
    yield from _standard_while(game, DISCARD)


def _taken_in_turn(game: Game, discards: dict[int, list[int]]) -> Iterator[Action]:
    """A talon split among several takers (the Rufer of Neunzehnerrufen): each takes his
    part in turn and lays away his known discards, the rest as the standard player would."""
    while game.phase == TALON:
        yield game.legal_actions()[0]
    while game.phase == DISCARD:
        seat, known = game.to_move, discards.get(game.to_move, [])
        legal = {a.value: a for a in game.legal_actions()}
        card = next((c for c in known if c in legal), None)
        if card is not None:
            known.remove(card)
            yield legal[card]
        else:
            yield standard_player().choose(game.view(seat))


def _standard_while(game: Game, phase: str) -> Iterator[Action]:
    """The standard player's choices while the game stands in `phase` (who reaches in for
    a dummy, a discard the data does not give)."""
    while game.phase == phase:
        yield standard_player().choose(game.view(game.to_move))


def standard_player() -> Player:
    """The standard player, imported only when a problem is set up."""
    from tarokdesk.players.heuristic import HeuristicPlayer
    return HeuristicPlayer()


def arranged_deal(game: Game, hands: dict[int, list[int]],
                  talon: list[int]) -> tuple[int, ...]:
    """The pack order that deals `hands` (seat -> cards) and `talon` (parts in order);
    unnamed cards fill the rest in pack order (talon first, then the hands round-robin, so
    that every filled hand gets some taroks)."""
    schedule, active, deal = game.variant.deal, game.state.active, dealing(game)
    named = list(talon) + [c for h in hands.values() for c in h]
    if len(named) != len(set(named)):
        raise ProblemError("a card is named twice")
    spare = [c for c in game.variant.pack.cards if c not in set(named)]
    talon = list(talon) + [spare.pop() for _ in range(sum(schedule.talon_parts) - len(talon))]
    size = {seat: deal.hand_size(game.state, seat) for seat in active}  # the dealer's Scat
    full = {seat: list(hands.get(seat, [])) for seat in active}
    while spare and any(len(full[seat]) < size[seat] for seat in active):
        for seat in active:
            if spare and len(full[seat]) < size[seat]:
                full[seat].append(spare.pop(0))
    return tuple(deal.stacked(game.state, full, talon) + spare)  # the rest: the stock (C3)


def invent_history(table: ProblemTable, rng: random.Random
                   ) -> tuple[list[int], list[list[int]], dict[int, list[int]]]:
    """An endgame's missing past (the diagrams are lost): a talon whose first part the
    declarer buys and lays away again, and the earlier tricks, each of one suit so that every
    play is legal and no void is shown, whose winners lead on to the seat on lead and whose
    points, with the declarer's discards, give the book's stated scores. Returns the talon,
    the tricks in playing order and each seat's cards among them."""
    data, variant = table.data, table.variant
    tricks = tricks_played(data["already_played"])
    leader = table.seat[data["solution"]["play"][0][0]]
    held = {c for hand in table.hands().values() for c in hand}
    missing = [c for c in variant.pack.cards if c not in held]
    target = _declarer_target(table)
    rank = variant.pack.rank
    order = list(table.game.state.active)
    for _ in range(20000):
        rng.shuffle(missing)
        talon = missing[:sum(variant.deal.talon_parts)]
        bought = talon[:variant.deal.talon_parts[0]]
        if any(is_trump(c) or is_king(c) for c in bought):
            continue  # 00-general.md "Talon": kings and taroks are not laid away
        by_suit: dict[int, list[int]] = {}
        for card in missing[len(talon):]:
            by_suit.setdefault(suit_of(card), []).append(card)
        if any(len(cards) % len(order) for cards in by_suit.values()):
            continue
        triples = [cards[i:i + len(order)] for cards in by_suit.values()
                   for i in range(0, len(cards), len(order))]
        rng.shuffle(triples)
        seat = table.game.state.vorhand
        plays, won = [], sum(CARD_THIRDS[c] for c in bought)
        played: dict[int, list[int]] = {s: [] for s in order}
        for number, cards in enumerate(triples):
            winner = leader if number == tricks - 1 else rng.choice(order)
            cards = sorted(cards, key=lambda c: rank[c])
            dealt = dict(zip([s for s in order if s != winner], cards)) | {winner: cards[-1]}
            start = order.index(seat)
            plays.append([dealt[s] for s in order[start:] + order[:start]])
            for s, card in dealt.items():
                played[s].append(card)
            won += sum(CARD_THIRDS[c] for c in cards) if winner == table.declarer else 0
            seat = winner
        if won == target:
            return talon, plays, played
    raise ProblemError("no earlier tricks give the book's scores")


def _talon_parts(table: ProblemTable) -> list[list[int]] | None:
    """The talon parts from the top when the data gives every one ('pair_1', ...,
    'taken_by_A'), else None. A part taken by a seat whose cards the data leaves open
    ('taken_by_C': null) is as many of that seat's cards as it laid away (the last ones
    listed: which ones the book does not say)."""
    talon, data = table.data["talon"], table.data
    if not isinstance(talon, dict):
        return None
    parts = []
    for key, names in talon.items():
        if names is not None and not isinstance(names, list):
            return None
        if names is None:
            taker = _taker(key)
            count = len((data["discards"] or {}).get(taker, []))
            if taker is None or not count:
                return None
            names = [n for n in data["hands"][taker] if n not in data["discards"][taker]][-count:]
        parts.append([card_from_name(n) for n in names])
    return parts


def _taker(key: str) -> str | None:
    """'pair_3_taken_by_B' -> 'B'."""
    found = re.search(r"taken_by_([A-Z])$", key)
    return found.group(1) if found else None


def _taken(table: ProblemTable) -> list[tuple[int, list[int]]]:
    """(seat, cards) of each talon part the data says a seat took."""
    parts = _talon_parts(table)
    if not parts:
        return []
    return [(table.seat[_taker(key)], part) for key, part in zip(table.data["talon"], parts)
            if _taker(key)]


def _bought_part(data: dict) -> int:
    """The talon part the declarer takes: the one the data marks as taken, else the half the
    contract names (the second, or the first)."""
    if isinstance(data["talon"], dict) and any("taken" in key for key in data["talon"]):
        return next(i for i, key in enumerate(data["talon"]) if "taken" in key)
    return 1 if "second" in (data["contract"] or "") else 0


def _known_discards(table: ProblemTable) -> dict[int, list[int]]:
    discards = table.data["discards"] or {}
    return {table.seat[x]: [card_from_name(n) for n in names]
            for x, names in discards.items() if x in table.seat}


SUIT_WORDS = {"hearts": "H", "diamonds": "D", "spades": "S", "clubs": "C"}


def _called_card(table: ProblemTable) -> str:
    """The card the text names as called: a trump ('calls T19'), else a king."""
    trump = re.search(r"calls (T\d+)", _words(table))
    return trump.group(1) if trump else _called_king(table)


def _words(table: ProblemTable) -> str:
    seats = [v for v in table.data["seats"].values() if isinstance(v, str)]
    return " ".join([table.data["contract"] or ""] + seats)


def _called_king(table: ProblemTable) -> str:
    """The king the text names: 'calls the king of spades', 'the called king is HK'."""
    words = _words(table)
    named = re.search(r"king of (hearts|diamonds|spades|clubs)", words)
    if named:
        return SUIT_WORDS[named.group(1)] + "K"
    king = re.search(r"\b([HDSC]K)\b", words)
    if king is None:
        raise ProblemError("the data names no called king")
    return king.group(1)


def _place_implied_cards(table: ProblemTable, hands: dict[int, list[int]]) -> None:
    """Cards the text implies but does not list: the Pagat of whoever announces Pagat
    Ultimo (Tapp-Tarok allows it only with the Pagat in hand), the called king with the
    partner."""
    placed = {c for cards in hands.values() for c in cards}
    wanted = []
    for text in table.data["announcements"]:
        letter, choice = announcement(text)
        if choice == Choice(ANNOUNCE, "pagat_ultimo"):
            wanted.append((table.seat[letter], card_from_name("T1")))
    strategy = table.variant.strategy
    if any(plan.alone is False for plan in strategy.contracts.values()) \
            and not strategy.alone(table.contract):
        partner = next((table.seat[x] for x in table.letters
                        if "partner" in table.data["seats"].get(x, "")), None)
        if partner is not None:
            wanted.append((partner, card_from_name(_called_king(table))))
    for seat, card in wanted:
        if card not in placed:
            hands.setdefault(seat, []).append(card)
            placed.add(card)
    _place_tarok_counts(table, hands, placed)


def _place_tarok_counts(table: ProblemTable, hands: dict[int, list[int]], placed: set) -> None:
    """A stated tarok count ('Zehn Tarock', Codex §34) where the hand is not given: that many
    taroks, trump honours last (none if the seat says Courage), and suit cards to fill the
    hand, so that the count is exact."""
    pack = table.variant.pack
    deal = dealing(table.game)
    texts = [announcement(text) for text in table.data["announcements"]]
    for letter, choice in texts:
        count = TAROK_COUNTS.get(choice.item or "")
        if count is None or table.data["hands"].get(letter):
            continue
        courage = (letter, Choice(ANNOUNCE, "courage")) in texts
        honours = {card_from_name(n) for n in ("T1", "T21", "SKUS")}
        taroks = sorted((c for c in pack.cards if is_trump(c) and c not in placed
                         and not (courage and c in honours)), key=lambda c: c in honours)
        suits = [c for c in pack.cards if not is_trump(c) and not is_king(c) and c not in placed]
        size = deal.hand_size(table.game.state, table.seat[letter])
        hand = taroks[:count] + suits[:size - count]
        hands[table.seat[letter]] = hand
        placed.update(hand)
