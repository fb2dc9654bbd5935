"""Card play by the books: the declarer's plan, the partner's duties and the defenders'
Gegenspiel conventions (T 20-49, K 29-69). Each choice returns its advice, citing the item it
follows, which is also the hint shown to a human."""

from __future__ import annotations

from tarokdesk.cards.card import (
    MOND, PAGAT, SKUS, SUITS, TRUMP, Card, face_index, suit_card, suit_of,
)
from tarokdesk.cards.points import card_thirds
from tarokdesk.core.actions import Action
from tarokdesk.players.advice import Advice
from tarokdesk.core.view import SeatView
from tarokdesk.players.game_facts import contract_plan, trick_rules, variant_of
from tarokdesk.players.hand import HandShape
from tarokdesk.players.heuristic import partnership
from tarokdesk.players.heuristic.excuse_games import (
    excuse_choice, misere_hunt, misere_play, no_trick_play,
)
from tarokdesk.players.heuristic.table import Table, sides
from tarokdesk.players.knowledge import Knowledge
from tarokdesk.rules.excuse import ExcuseTrickRules
from tarokdesk.rules.calling import CALLED_SEEN


def keeps_pagat(table: Table) -> bool:
    """T25-26, K40-42: keep the Pagat for the last trick while an ultimo is on."""
    view = table.view
    if PAGAT not in view.hand or len(view.hand) <= 1:
        return False
    announced = [a for a in view.announcements if a["item"] == "pagat_ultimo"]
    if announced:
        return announced[0]["seat"] in table.friends | {table.me}
    if len(view.hand) == 2:
        return table.know.taroks_out() == 0  # T25: else get rid of it in the penultimate trick
    mine = sum(1 for c in view.hand if c < 22)
    return mine > table.know.taroks_out()


def value(card: Card) -> int:
    return card_thirds(card)


def cheapest(cards, rank) -> Card:
    """The card that costs least: few points, low rank, taroks after plain cards."""
    return min(cards, key=lambda c: (value(c), c < 22, rank[c]))


ONLY_CARD = Advice("only_card")


def decide_play(view: SeatView, know: Knowledge, rank) -> tuple[Action, Advice]:
    legal = {a.card: a for a in view.legal}
    if len(legal) == 1:
        card = next(iter(legal))
        return legal[card], ONLY_CARD
    rules = trick_rules(view)
    cards = list(legal)
    friends, foes = sides(view, know)
    if isinstance(rules, ExcuseTrickRules):
        excused = excuse_choice(view, cards, frozenset(friends))
        if excused is not None:
            return legal[excused[0]], excused[1]
        cards = [c for c in cards if c != rules.excuse] or cards
        low = misere_play(view, cards, rank) or \
            no_trick_play(view, cards, rank, rules.excuse in legal)
        if low is not None:
            return legal[low[0]], low[1]
    table = Table(view, know, rank, friends, foes, variant_of(view).strategy, rules)
    if keeps_pagat(table) and PAGAT in cards and len(cards) > 1:
        cards.remove(PAGAT)
    elif len(view.hand) == 2 and PAGAT in cards:
        return legal[PAGAT], Advice("pagat_by_penultimate", ("T25", "K42"))
    if not view.trick:
        card, why = lead(table, cards)
    else:
        card, why = follow(table, cards)
    return legal[card], why


# --- leading ---------------------------------------------------------------------------------

def lead(table: Table, cards: list[Card]) -> tuple[Card, Advice]:
    view, know, rank = table.view, table.know, table.rank
    shape = HandShape.of(view.hand)
    taroks = sorted((c for c in cards if c < 22), key=lambda c: rank[c])
    plain = [c for c in cards if c >= 22]
    scaled = table.strategy.scaled
    me, declarer = table.me, view.declarer

    no_trumps_out = know.taroks_out() == 0  # then a void cannot ruff
    major = [c for c in cards if not table.can_be_beaten(c, suit_of(c), table.foes |
                                                          (set(view.active) - {me}))
             and (c < 22 or no_trumps_out
                  or not any(suit_of(c) in know.voids.get(s, set()) for s in table.foes))]
    if know.taroks_out() == 0 and plain:
        winners = [c for c in plain if c in major]
        if winners:
            return max(winners, key=value), Advice("cash_sure_winners", ("T23", "T29"))

    hunt = misere_hunt(view, know, cards, rank)
    if hunt is not None:
        return hunt
    if table.follows("mond_for_pagat") and mond_for_pagat(table, cards):
        return MOND, Advice("mond_for_pagat", ("Danish 1",))
    if table.follows("alone_forces_pagat"):
        force = partnership.alone_forces_pagat(table, taroks)
        if force is not None:
            return force
    answer = (table.follows("return_partners_taroks") and
              partnership.return_partners_taroks(table, taroks, shape)) or \
        (table.follows("queen_after_king") and partnership.queen_after_king(table, plain))
    if answer:
        return answer

    # answering a friend's lead (T38/K58), his invitation (T34/K49) or his force (K50)
    for seat, led in know.leads:
        if seat in table.friends:
            if led < 22 and table.follows("small_tarok_no_invitation") and \
                    partnership.small_tarok_is_no_invitation(table):
                break  # Danish 5: his small tarok at the start asks for none back
            if led < 22 and led != PAGAT and taroks:
                return taroks[-1], Advice("return_partners_taroks_high", ("T34", "K49"))
            suit = suit_of(led)
            same = [c for c in plain if suit_of(c) == suit]
            if same:
                top = max(same, key=lambda c: rank[c])
                pick = top if top in major else min(same, key=lambda c: rank[c])
                return pick, Advice("return_partners_suit", ("T38", "K58"))
            break

    if me == declarer or declarer in table.friends:
        return declarer_lead(table, cards, taroks, plain, major, shape)

    if table.follows("no_king_lead") and not view.tricks and plain and \
            shape.taroks <= table.strategy.threshold("few_taroks"):
        kingless = [c for c in plain if suit_card(suit_of(c), "K") not in shape.cards]
        if kingless:
            suit = max({suit_of(c) for c in kingless}, key=lambda s: shape.lengths[s])
            return cheapest([c for c in kingless if suit_of(c) == suit], rank), \
                Advice("no_king_opening", ("Danish 2",))

    # the defence (T32-47, K53-68)
    if table.follows("force_opponents_pagat"):
        force = partnership.force_opponents_pagat(table, taroks)
        if force is not None:
            return force
    if table.follows("capture_signals") and plain:
        card = lone_king_lead(table, plain, shape)
        if card is not None:
            return card, Advice("lone_king_lead", ("Z23",), problem=33)
    if table.follows("hunt_pagat"):
        card = pagat_hunt_lead(table, taroks)
        if card is not None:
            return card, Advice("force_the_pagat", ("D2",))
    if table.follows("break_volat") and plain:
        card = breaking_lead(table, plain)
        if card is not None:
            return card, Advice("break_the_volat", ("T28", "K44"), problem=9)
    if table.follows("partner_trump_signal") and plain and opening(table):
        card = short_suit_from_vorhand(table, plain, shape)
        if card is not None:
            return card, Advice("shortest_suit_silent_partner", ("Z20",))
    suit, length = shape.longest
    if shape.taroks >= scaled(7) and length >= scaled(5):
        same = [c for c in plain if suit_of(c) == suit]
        king = [c for c in same if face_index(c) == 0]
        pick = king[0] if king else min(same, key=lambda c: rank[c])
        if table.each_for_himself:
            return pick, Advice("long_suit_draws_taroks", ("G15",))
        return pick, Advice("strong_long_suit", ("T33", "T35", "K53a"))
    if shape.taroks >= scaled(9) and taroks:
        low = [c for c in taroks if c != PAGAT] or taroks
        return low[0], Advice("strong_invite", ("T34", "K53b"))
    if shape.taroks <= 2 and taroks and not plain:
        return taroks[-1], Advice("weak_leads_tarok", ("T36", "K55"))
    voids = know.voids.get(declarer, set()) if declarer is not None else set()
    forcing = [c for c in plain if suit_of(c) in voids]
    if forcing:
        return cheapest(forcing, rank), Advice("declarer_void", ("T39", "K59"))
    plan = contract_plan(view)
    if plan is not None and not plan.talon:  # a Solo: nothing bought
        kings = [c for c in plain if face_index(c) == 0]
        if kings:
            return kings[0], Advice("solo_king_out", ("T44", "K64"))
    short = sorted((s for s in SUITS if 2 <= shape.lengths[s] <= 3),
                   key=lambda s: shape.lengths[s])
    for s in short:
        same = sorted((c for c in plain if suit_of(c) == s), key=lambda c: -rank[c])
        faces = {face_index(c) for c in same}
        if {0, 1} <= faces or {1, 2} <= faces or (faces == {2} and len(same) == 2):
            if table.each_for_himself:
                return same[0], Advice("short_suit_alone")
            return same[0], Advice("weak_two_figures", ("T39", "K59"))
    if short:
        same = [c for c in plain if suit_of(c) == short[0]]
        if table.each_for_himself:
            return cheapest(same, rank), Advice("short_suit_alone")
        return cheapest(same, rank), Advice("weak_short_suit", ("T35-36", "K54-55"))
    if plain:
        non_single = [c for c in plain if shape.lengths[suit_of(c)] > 1] or plain
        return cheapest(non_single, rank), Advice("no_singleton", ("T41", "K61"))
    return taroks[0], Advice("only_taroks_left")


def pagat_hunt_lead(table: Table, taroks: list[Card]) -> Card | None:
    """danish-tarok.md Strategy 2 (D2): with the Pagat still out and not in one's hand, and
    taroks enough (`Strategy.thresholds["hunt_pagat_taroks"]`), lead the middle one of them,
    keeping the higher ones to beat a Pagat played under a later lead."""
    view, know = table.view, table.know
    if PAGAT in view.hand or PAGAT in know.played or not know.taroks_out():
        return None
    plain_taroks = [c for c in taroks if c not in (SKUS, MOND)]
    if len(plain_taroks) < table.strategy.threshold("hunt_pagat_taroks"):
        return None
    if not any(know.may_hold(seat, PAGAT) for seat in table.foes):
        return None  # the Pagat lies in a Scat or among unseen dead cards
    return plain_taroks[len(plain_taroks) // 2]


def opening(table: Table) -> bool:
    """The first lead of the deal, made by the Vorhand."""
    view = table.view
    return not view.tricks and not view.trick and table.me == view.active[0]


def partner_shows_itself(table: Table, taroks: list[Card]) -> tuple[Card, Advice]:
    """Z21: the called trump's holder in Vorhand leads trumps, so that the declarer knows his
    partner; fearing the Mond with an opponent who plays before the declarer, his highest."""
    view, active = table.view, list(table.view.active)
    if view.declarer is None:
        raise ValueError("a called trump's holder shows himself to a declarer")
    before = active[1:active.index(view.declarer)]
    if MOND in table.know.unseen and before:
        return taroks[-1], Advice("partner_shows_high", ("Z21",))
    low = [c for c in taroks if c != PAGAT] or taroks
    return low[0], Advice("partner_shows_low", ("Z21",))


def short_suit_from_vorhand(table: Table, plain: list[Card], shape: HandShape) -> Card | None:
    """Z20: a defender in Vorhand with few trumps, whose partner made neither a tarok
    announcement nor a Contra, leads his shortest suit; of equal ones the suit he laid away
    most of (his own discards first)."""
    view = table.view
    if shape.taroks > table.strategy.threshold("defender_few_taroks"):
        return None
    partner_spoke = any(record["seat"] not in (table.me, view.declarer)
                        or any(seat != table.me for seat in record["by"])
                        for record in view.announcements)
    if partner_spoke:
        return None
    laid = [suit_of(c) for c in view.own_discards]
    suit = min({suit_of(c) for c in plain},
               key=lambda s: (shape.lengths[s], -laid.count(s)))
    return min((c for c in plain if suit_of(c) == suit), key=lambda c: table.rank[c])


def declarers_answer(table: Table, cards, plays) -> tuple[Card, Advice] | None:
    """Z21 signal: to the Vorhand's trump lead on the first trick (his partner showing
    himself) the declarer answers with a middle trump (T17-T13): "I have the Sküs", or a
    small one (T11-T1, not the Pagat): "no Sküs, Mondfang impossible"."""
    view = table.view
    leader, led = plays[0]
    if table.me != view.declarer or view.tricks or leader != view.active[0] or \
            leader == table.me or suit_of(led) != TRUMP:
        return None
    low, high = table.strategy.threshold("signal_middle_bottom"), \
        table.strategy.threshold("signal_middle_top")
    if SKUS in view.hand:
        middle = [c for c in cards if low <= c <= high]
        if middle:
            return min(middle), Advice("answer_middle", ("Z21",))
        return None
    small = [c for c in cards if PAGAT < c <= table.strategy.threshold("signal_small_top")]
    if small:
        return min(small), Advice("answer_small", ("Z21",))
    return None


def mond_for_pagat(table: Table, cards: list[Card]) -> bool:
    """danish-tarok-four.md Strategy 1: the partner may hold the Pagat and the opponents have
    begun to lead taroks; the Mond cannot be beaten, so he can throw it on safely. Not when
    the opponents dealt (the book's caution, open question 5)."""
    view, know = table.view, table.know
    partner_may_hold = any(know.may_hold(friend, PAGAT) for friend in table.friends)
    pressed = any(seat in table.foes and card < 22 for seat, card in know.leads)
    return MOND in cards and PAGAT in know.unseen and partner_may_hold and pressed \
        and view.dealer in table.friends | {table.me}


def lone_king_lead(table: Table, plain: list[Card], shape: HandShape) -> Card | None:
    """Z23: a Solo declarer who announced eight taroks of nine has one suit card; a defender
    with three kings takes it for the fourth, and where he sees every other card of its suit
    his partner is void there: the lowest of that suit draws the king out."""
    view = table.view
    plan = contract_plan(view)
    if plan is None or plan.talon or shape.kings != 3 or not any(
            a["item"] == "acht_tarok" and a["seat"] == view.declarer
            for a in view.announcements):
        return None
    for suit in SUITS:
        king = suit_card(suit, "K")
        unseen = {c for c in table.know.unseen if suit_of(c) == suit}
        same = [c for c in plain if suit_of(c) == suit]
        if unseen == {king} and same:
            return min(same, key=lambda c: table.rank[c])
    return None


def declarer_lead(table, cards, taroks, plain, major, shape) -> tuple[Card, Advice]:
    view, know, rank = table.view, table.know, table.rank
    if table.me != view.declarer:  # the called partner on lead
        declarer_leads = [c for s, c in know.leads if s == view.declarer]
        if table.follows("partner_trump_signal") and taroks and opening(table):
            return partner_shows_itself(table, taroks)
        if declarer_leads and declarer_leads[0] < 22 and taroks:
            top = taroks[-1]
            return top, Advice("return_declarer_taroks_mond" if top == MOND
                               else "return_declarer_taroks", ("K49",))
        called = view.public.get(CALLED_SEEN)
        if called in cards and not any(suit_of(called) in know.voids.get(s, set())
                                       for s in table.foes):
            return called, Advice("called_king_first_round", ("K46", "K48"))
        if declarer_leads and taroks:
            return taroks[0], Advice("declarer_forces", ("K50",))
    if table.follows("called_suit") and table.me == view.declarer and shape.taroks <= 5:
        called = view.public.get(CALLED_SEEN)
        same = [c for c in plain if called is not None and suit_of(c) == suit_of(called)]
        if same and not know.leads:
            return cheapest(same, rank), Advice("called_suit_at_once", ("K29",))
    if table.follows("declarer_invite") and table.me == view.declarer and shape.taroks >= 8 and \
            not any(s == table.me and c < 22 for s, c in know.leads):
        low = [c for c in taroks if c != PAGAT]
        if low:
            return low[0], Advice("declarer_invites", ("K30",))
    suit, length = shape.longest
    if length >= table.strategy.scaled(5) and shape.taroks >= 4:
        same = [c for c in plain if suit_of(c) == suit]
        if same:
            winners = [c for c in same if c in major]
            pick = max(winners, key=value) if winners else min(same, key=lambda c: rank[c])
            return pick, Advice("long_suit_force", ("T20", "K30"))
    out = know.taroks_out()
    if table.follows("draw_trumps") and drawing_trumps(table, taroks, shape):
        return [c for c in taroks if c != PAGAT][-1], \
            Advice("draw_trumps", ("T20", "K31"), problem=10)
    if taroks and shape.taroks >= max(out, 1) + 1:
        top = taroks[-1]
        if top in major and out:
            return top, Advice("draw_with_sure_stecher", ("T20", "K31"))
    tenaces = tenace_suits(table) if table.follows("keep_tenace") else set()
    free = [c for c in plain if suit_of(c) not in tenaces]
    winners = [c for c in free if c in major]
    if winners:
        return max(winners, key=value), Advice("cash_sure_figure", ("T21", "K32"))
    if free:
        return cheapest(free, rank), GIVE_UP_SMALL
    if tenaces and taroks:
        sure = [c for c in taroks if c in major and c != PAGAT]
        if sure:
            return sure[-1], Advice("tenace_sure_tarok", ("T21",), problem=12)
        return taroks[0], Advice("tenace_throw_in", ("T21", "T22"), problem=12)
    if plain:
        return cheapest(plain, rank), GIVE_UP_SMALL
    small = [c for c in taroks if c != PAGAT] or taroks
    return small[0], Advice("small_tarok_lead", ("T22",))


GIVE_UP_SMALL = Advice("give_up_small_card", ("T22", "K33"))


def drawing_trumps(table: Table, taroks: list[Card], shape: HandShape) -> bool:
    """T20 "fordern" (problem 10): with a long trump suit the declarer leads his highest
    taroks until the opponents' higher ones have fallen and his own rule the rest. Having
    begun so, he keeps on while he holds more taroks than they have above his lowest."""
    know, rank = table.know, table.rank
    mine = [c for c in taroks if c != PAGAT]
    out = know.taroks_out()
    if not mine or not out:
        return False
    lowest = rank[mine[0]]
    above = sum(1 for c in know.unseen if suit_of(c) == TRUMP and rank[c] > lowest)
    my_leads = [c for s, c in know.leads if s == table.me]
    drawing = bool(my_leads) and all(suit_of(c) == TRUMP for c in my_leads)
    if not above:
        return drawing or shape.taroks >= out  # each of ours wins and pulls one of theirs
    return (drawing or shape.taroks >= table.strategy.scaled(10)) and shape.taroks > above


def tenace_suits(table: Table) -> set[int]:
    """T21 "impassiren" (problem 12): suits in which the declarer holds K and C while the
    queen is out: he keeps both and makes the opponent lead into them."""
    hand, unseen = set(table.view.hand), table.know.unseen
    return {s for s in SUITS
            if suit_card(s, "K") in hand and suit_card(s, "C") in hand
            and suit_card(s, "Q") in unseen}


def breaking_lead(table: Table, plain: list[Card]) -> Card | None:
    """T28 (problem 9): against an announced Volat one trick is enough. Lead the suit a
    partner is known to be void in, else the one with the fewest cards out (the declarer's
    gapless hand and the partner are then most likely void), low, for the partner to ruff."""
    view, know = table.view, table.know
    if not any(a["item"] == "volat" and a["seat"] in table.foes for a in view.announcements):
        return None

    def merit(suit: int) -> tuple:
        ruffs = any(suit in know.voids.get(s, set()) for s in table.friends)
        out = sum(1 for c in know.unseen if suit_of(c) == suit)
        return ruffs, -out

    suit = max({suit_of(c) for c in plain}, key=merit)
    return min((c for c in plain if suit_of(c) == suit), key=lambda c: table.rank[c])


# --- following -------------------------------------------------------------------------------

def follow(table: Table, cards: list[Card]) -> tuple[Card, Advice]:
    view, rank = table.view, table.rank
    plays = list(view.trick)
    led = suit_of(plays[0][1])
    best_seat, best = table.winner(plays)
    later = table.later_seats()
    last = not later
    trick_value = sum(value(c) for _, c in plays)
    called = view.public.get(CALLED_SEEN)

    leader = plays[0][0]
    if table.follows("partner_trump_signal"):
        answer = declarers_answer(table, cards, plays)
        if answer is not None:
            return answer
    invited = led == TRUMP and MOND in cards and plays[0][1] != PAGAT and plays[0][1] <= 9
    if leader == view.declarer and leader in table.friends:
        if called in cards and led == suit_of(called):
            return called, Advice("called_suit_win", ("K46", "K48"))
        if invited:
            return MOND, Advice("mond_on_invitation", ("K49",))
    if invited and leader in table.friends and table.follows("mond_on_any_invitation"):
        return MOND, Advice("mond_on_partners_invitation", ("N16",))
    if led != TRUMP:
        court = (table.follows("feed_partners_king") and
                 partnership.feed_partners_king(table, cards, best_seat)) or \
            (table.follows("king_takes") and best_seat in table.foes and
             partnership.king_takes(table, cards, best))
        if court:
            return court
    if best_seat in table.friends:
        if last or not table.can_be_beaten(best, led, later):
            if table.follows("mond_for_pagat") and PAGAT in cards:
                return PAGAT, Advice("pagat_on_partners_trick", ("Danish 1",))
            smear = [c for c in cards if c >= 22] or \
                [c for c in cards if c not in (SKUS, MOND)] or cards
            if any(c >= 22 for c in cards):
                return max(smear, key=lambda c: (value(c), rank[c])), \
                    Advice("smear", ("T43", "K63"))
            return cheapest(cards, rank), Advice("partner_sure_keep_taroks")
        return cheapest(cards, rank), Advice("partner_not_sure")

    if table.follows("capture_signals") and SKUS in cards:
        hunt = mond_hunt(table, cards, plays)
        if hunt is not None:
            return hunt
    winners = [c for c in cards if table.beats(c, best)]
    if table.follows("mond_passes") and best_seat in table.foes:
        passing = mond_passes(table, cards, winners, later, trick_value)
        if passing is not None:
            return passing, Advice("mond_passes", ("Obligations 5",), problem=10)
    if PAGAT in winners and last and table.follows("pagat_in_early"):
        return PAGAT, Advice("pagat_in_early", ("G18", "D4"))
    if called in cards and called in winners and not table.can_be_beaten(called, led, later):
        return called, Advice("win_with_called_king", ("K46", "K48"))
    if winners:
        if last:
            return min(winners, key=lambda c: (rank[c] if suit_of(c) == TRUMP else -1,
                                               value(c))), \
                Advice("last_hand_cheap", ("T21",))
        safe = [c for c in winners if not table.can_be_beaten(c, led, later)]
        if safe and (trick_value >= 4 or best_seat in table.foes):
            taker = min(safe, key=lambda c: (suit_of(c) == TRUMP, rank[c]))
            return taker, Advice(table.why_unbeaten(taker, later), ("T27", "K36"))
        if trick_value >= 7 and winners:
            return max(winners, key=lambda c: rank[c]), Advice("valuable_trick", ("T27",))
    duck = [c for c in cards if c not in (SKUS, MOND)] or cards
    if any(c < 22 for c in duck) and all(c < 22 for c in duck):
        small = sorted(duck, key=lambda c: rank[c])
        keep = small[1:] if len(small) > 1 and small[0] == PAGAT else small
        return keep[0], Advice("duck_small_tarok", ("T22", "T42"))
    return cheapest(duck, rank), Advice("least_valuable", ("T3",))


def mond_hunt(table: Table, cards, plays) -> tuple[Card, Advice] | None:
    """Z14 (problem 32): a side that announced Mondfang keeps its Sküs for the trick the
    opponents' Mond falls in, ducking every other tarok trick with its smallest tarok."""
    view = table.view
    if MOND in view.hand or MOND in table.know.played and not any(c == MOND for _, c in plays):
        return None
    ours = table.friends | {table.me}
    if not any(a["item"] == "mondfang" and a["seat"] in ours for a in view.announcements):
        return None
    if any(c == MOND and seat in table.foes for seat, c in plays):
        return SKUS, Advice("skus_catches_mond", ("Z14",), problem=32)
    small = sorted((c for c in cards if c < 22 and c not in (SKUS, PAGAT)),
                   key=lambda c: table.rank[c])
    if small:
        return small[0], Advice("keep_skus_for_mond", ("Z14",), problem=32)
    return None


def mond_passes(table: Table, cards, winners, later, trick_value: int) -> Card | None:
    """00-general.md "Obligations" 5 (no duty to overtrump; problem 10: B lets XX pass):
    when only the Mond would win a tarok trick with nothing in it, and no partner behind can
    smear on it, keep the Mond, the top tarok once the Sküs is gone, for a better trick."""
    if table.rules.must_overtrump:
        return None  # the option's duty to overtrump: the Mond may not pass
    led = suit_of(table.view.trick[0][1])
    if led != TRUMP or MOND not in winners or SKUS in table.know.unseen:
        return None
    if any(c != MOND and c != SKUS for c in winners) or trick_value > len(table.view.trick):
        return None  # a cheaper winner, or counting cards in the trick
    if any(TRUMP in table.know.voids.get(s, set()) for s in later if s in table.friends):
        return None  # the partner behind has no tarok and can smear
    small = sorted((c for c in cards if c not in (MOND, SKUS, PAGAT)),
                   key=lambda c: table.rank[c])
    return small[0] if small else None
