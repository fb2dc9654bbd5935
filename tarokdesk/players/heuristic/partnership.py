"""Partnership Taroc's play advice (danish-tarok-four.md "Strategy and conventions" 3-8 and
10, and the Quadrille form's item 4): the only detailed strategy text of the Danish book
(L262-281), with the rule file's derived items. Each is a convention a game switches on by
its id (players/conventions.py) and tunes by its `Strategy.thresholds`; each returns the
card and its advice, citing the item it follows ("Danish n", "Quadrille n"), or None where it
does not apply."""

from __future__ import annotations

from itertools import combinations

from tarokdesk.cards.card import (
    MOND, PAGAT, SKUS, SUITS, TRUMP, Card, face_index, suit_card, suit_of,
)
from tarokdesk.cards.points import card_thirds
from tarokdesk.players.advice import Advice
from tarokdesk.players.hand import HandShape
from tarokdesk.players.heuristic.table import Table
from tarokdesk.rules.exchange import PUBLIC as EXCHANGES_SHOWN


def _court(card: Card) -> bool:
    """A Queen, Cavall or Jack: the figures below the King."""
    return card >= 22 and 1 <= face_index(card) <= 3


def _points(card: Card) -> float:
    return card_thirds(card) / 3


# --- following ---------------------------------------------------------------------------------

def king_takes(table: Table, cards: list[Card], best: Card) -> tuple[Card, Advice] | None:
    """Item 3 (L269-271): to an opponent's suit lead, take the trick with the King of that
    suit when it wins it now, rather than letting it pass: "always safer", since it may be
    trumped later."""
    view = table.view
    leader, led = view.trick[0]
    if leader not in table.foes or suit_of(led) == TRUMP:
        return None
    king = suit_card(suit_of(led), "K")
    if king in cards and table.beats(king, best):
        return king, Advice("king_takes", ("Danish 3",))
    return None


def feed_partners_king(table: Table, cards: list[Card], best_seat: int
                       ) -> tuple[Card, Advice] | None:
    """Item 4 (L271-273): on the partner's King play the Queen, Cavall or Jack of the suit,
    so that its count goes to the side; not late in the hand, when most taroks are out
    (fewer than `thresholds["feed_king_taroks"]` left outside one's hand): the court may
    then win a trick of its own."""
    view, know = table.view, table.know
    leader, led = view.trick[0]
    if leader not in table.friends or best_seat != leader or led < 22 or face_index(led):
        return None
    courts = [c for c in cards if _court(c) and suit_of(c) == suit_of(led)]
    if not courts:
        return None
    if know.taroks_out() < table.strategy.threshold("feed_king_taroks"):
        same = [c for c in cards if suit_of(c) == suit_of(led) and not _court(c)]
        if same:
            return min(same, key=lambda c: table.rank[c]), \
                Advice("keep_court_back", ("Danish 4",))
        return None
    later = table.later_seats()
    if table.can_be_beaten(led, suit_of(led), later):
        return None  # an opponent behind may trump the King
    return max(courts, key=_points), Advice("feed_partners_king", ("Danish 4",))


# --- leading -----------------------------------------------------------------------------------

def partner_tarok_leads(table: Table) -> int:
    """How many times a partner has led a tarok (the Sküs led counts as one)."""
    return sum(1 for seat, card in table.know.leads if seat in table.friends and card < 22)


def return_partners_taroks(table: Table, taroks: list[Card], shape: HandShape
                           ) -> tuple[Card, Advice] | None:
    """Item 6 (L276-278): a partner who keeps leading taroks (`thresholds["partner_draws"]`
    times or more) draws the opponents' trumps for his Kings; return taroks to him, the highest,
    unless it would ruin one's own hand: the Pagat with few taroks
    (`thresholds["few_taroks"]`), or a long suit (`thresholds["long_suit"]`) that needs
    them."""
    if partner_tarok_leads(table) < table.strategy.threshold("partner_draws"):
        return None
    leadable = [c for c in taroks if c not in (PAGAT, SKUS)]
    if not leadable or not table.know.taroks_out():
        return None
    if PAGAT in shape.cards and shape.taroks <= table.strategy.threshold("few_taroks"):
        return None
    if shape.longest[1] >= table.strategy.threshold("long_suit"):
        return None
    return leadable[-1], Advice("return_drawn_taroks", ("Danish 6",))


def small_tarok_is_no_invitation(table: Table) -> bool:
    """Item 5 (L275-276): one small tarok led by the partner at the start does not ask for
    taroks back (no return of taroks owed before item 6's repeated leads)."""
    return partner_tarok_leads(table) < table.strategy.threshold("partner_draws")


def queen_after_king(table: Table, plain: list[Card]) -> tuple[Card, Advice] | None:
    """Item 7 (L280-281, recommended reading): once the King of a suit has fallen and the
    partner may hold its Queen, now the master card, lead that suit the next time one has
    the lead (a King fallen since one's own last lead), so that the Queen makes its trick
    before it is trumped; not where an opponent is known to trump it."""
    know, tricks = table.know, table.view.tricks
    mine = [i for i, (_, plays, _) in enumerate(tricks) if plays[0][0] == table.me]
    fallen = {card for _, plays, _ in tricks[mine[-1] if mine else 0:] for _, card in plays}
    for suit in SUITS:
        king, queen = suit_card(suit, "K"), suit_card(suit, "Q")
        same = [c for c in plain if suit_of(c) == suit]
        if king not in fallen or queen not in know.unseen or not same:
            continue
        if not any(know.may_hold(friend, queen) for friend in table.friends):
            continue
        if any(suit in know.voids.get(foe, set()) and TRUMP not in know.voids.get(foe, set())
               for foe in table.foes):
            continue
        return min(same, key=lambda c: table.rank[c]), \
            Advice("queen_after_king", ("Danish 7",))
    return None


def _tarok_share(table: Table, seat: int) -> float:
    """What `seat` may hold of the taroks still out: an even share among the other seats
    not shown void in taroks."""
    know = table.know
    holders = [s for s in table.view.active if s != table.me
               and TRUMP not in know.voids.get(s, set())]
    if seat not in holders:
        return 0.0
    return know.taroks_out() / len(holders)


def force_opponents_pagat(table: Table, taroks: list[Card]) -> tuple[Card, Advice] | None:
    """Item 10 (L215-218): while an opponent who may hold the Pagat has few taroks left
    (`thresholds["force_pagat_taroks"]`), lead taroks, the highest, so that he must play it
    into a trick our side wins: the highest must be the top tarok still out, or the partner
    who plays after the holder must still have taroks to take the trick."""
    know = table.know
    leadable = [c for c in taroks if c not in (PAGAT, SKUS)]
    if PAGAT in table.view.hand or PAGAT not in know.unseen or not leadable:
        return None
    holders = [foe for foe in table.foes if know.may_hold(foe, PAGAT)]
    few = table.strategy.threshold("force_pagat_taroks")
    if not holders or any(_tarok_share(table, foe) > few for foe in holders):
        return None
    top = leadable[-1]
    sure = not _beaten_by_unseen(table, top)
    order = list(table.view.active)
    order = order[order.index(table.me):] + order[:order.index(table.me)]
    covered = all(any(s in table.friends and TRUMP not in know.voids.get(s, set())
                      for s in order[order.index(foe) + 1:]) for foe in holders)
    if not (sure or covered):
        return None
    return top, Advice("pagat_holder_short", ("Danish 10",))


def alone_forces_pagat(table: Table, taroks: list[Card]) -> tuple[Card, Advice] | None:
    """Quadrille item 4 (L319-322): a declarer alone against three (the Mediateur) who has
    not the Pagat captures it by leading high taroks while it is out: his highest, when no
    tarok still out beats it (a Pagat thrown on an opponent's trick is not captured). Only
    where the capture turns his matadors: dealt none of the Mond, the Pagat and the Sküs (he
    pays 3 matadors unless he forces it) or the Mond and the Sküs (he is paid 3 if he
    does); a card given to him does not count."""
    view, know = table.view, table.know
    if view.declarer != table.me or not table.strategy.alone(view.contract):
        return None
    given = view.public.get(EXCHANGES_SHOWN) or []
    mine = set(view.hand) | {c for _, plays, _ in view.tricks for s, c in plays
                             if s == table.me} | {e["given"] for e in given}
    dealt = mine - {e["card"] for e in given}
    if not ({MOND, SKUS} <= dealt or not dealt & {MOND, PAGAT, SKUS}):
        return None
    leadable = [c for c in taroks if c not in (PAGAT, SKUS)]
    if PAGAT in view.hand or PAGAT not in know.unseen or not leadable:
        return None
    if not any(know.may_hold(foe, PAGAT) for foe in table.foes) or \
            _beaten_by_unseen(table, leadable[-1]):
        return None
    return leadable[-1], Advice("mediateur_captures", ("Quadrille 4",))


def _beaten_by_unseen(table: Table, tarok: Card) -> bool:
    return any(c < 22 and table.beats(c, tarok) for c in table.know.unseen)


# --- the Scat ----------------------------------------------------------------------------------

def unprotected_scat(hand: list[Card], legal: list[Card], remaining: int, void_bonus: int
                     ) -> tuple[Card, Advice] | None:
    """danish-tarok.md item 9 (the four-player item 8 points to it; en deux item 7 asks the
    same, with one or two voids): the Scat counts for the dealer's side and takes no
    tarok and no King, so lay away unprotected Queens, Cavalls and Jacks (no King of their
    suit beside them), whose points are then safe, and make a void: of the `remaining`
    cards still to lay, the set worth most points of such courts plus `void_bonus` for each
    suit it empties. A court beside its King is protected and stays, and with it every
    cavalry (item 9c: no card of a declarable honour)."""
    if not remaining or len(legal) < remaining:
        return None
    held = set(hand)
    lengths = {s: sum(1 for c in held if suit_of(c) == s) for s in SUITS}
    worth = {c: (_points(c) if suit_card(suit_of(c), "K") not in held else -10.0)
             if _court(c) else 0.0 for c in legal}
    """A court without its King is made safe; one beside it is protected and stays."""

    def merit(cards: tuple[Card, ...]) -> tuple[float, float, int]:
        laid = [suit_of(c) for c in cards]
        emptied = sum(1 for s in set(laid) if laid.count(s) == lengths[s])
        return sum(worth[c] for c in cards) + void_bonus * emptied, \
            -sum(_points(c) for c in cards), -sum(lengths[s] for s in laid)

    best = max(combinations(sorted(legal), remaining), key=merit)
    card = max(best, key=lambda c: (_court(c), _points(c)))
    return card, Advice("unprotected_courts", ("D9",))
