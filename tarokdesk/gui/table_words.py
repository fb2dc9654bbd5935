"""What the table says about the seats and the turn: each seat's roles (dealer, the first
hand in the variant's word, declarer …), the prompt to the human to act, the line shown while another seat is to move,
and the scene's captions. Everything is read from the SeatView on screen."""

from __future__ import annotations

from tarokdesk.cards.card import is_trump
from tarokdesk.core.view import SeatView
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, plural, translate
from tarokdesk.core.state import DONE
from tarokdesk.core.sitting import CarrySheet
from tarokdesk.core.variant import variant_class
from tarokdesk.gui.person_names import YOU, shown_name
from tarokdesk.gui.words import (
    capitalised, card_words, claimed_in, contract_words, item_words, phase_words, term_words,
    variant_terms,
)
from tarokdesk.rules.announcements import ANNOUNCE
from tarokdesk.rules.auction import BID
from tarokdesk.rules.call_at_eight import NAME as CALL8
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.concession import CONCEDE
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.trickplay import PLAY
from tarokdesk.rules.announcements import DECLARED
from tarokdesk.rules.calling import CALLED_SEEN, PARTNER
from tarokdesk.rules.seen import FIXED_PARTNERS
from tarokdesk.rules.suit_tricks import CLAIMED
from tarokdesk.rules.windows import CLAIM_KEY

PROMPTS: dict[str, str] = {
    BID: QT_TRANSLATE_NOOP("TableWords", "your bid?"),
    CALL: QT_TRANSLATE_NOOP("TableWords", "which king do you call?"),
    ANNOUNCE: QT_TRANSLATE_NOOP("TableWords", "any announcements before the first lead?"),
    CONCEDE: QT_TRANSLATE_NOOP("TableWords", "will your side give up the game, or play on?"),
    CALL8: QT_TRANSLATE_NOOP("TableWords", "your side stands at eight: call for the honours?"),
}
CONCEDE_CLAIM = QT_TRANSLATE_NOOP("TableWords", "{claimant} claims the rest — concede or play on?")
"""The concession prompt where it answers a claim (rules/suit_tricks.py): short, so that the
question and its two answers share one line; the hand shown and the log say the rest, and
each answer's tooltip what it commits to."""
CALL_TAROK = QT_TRANSLATE_NOOP("TableWords", "which tarok do you call?")
"""The call's prompt where the partner card is a tarok (Paskiewitsch's Stecher)."""


def roles(view: SeatView, names: list[str] | None = None) -> dict[int, list[str]]:
    """Each seat's badges, each beginning with a capital as a label does, in every
    language."""
    found: dict[int, list[str]] = {seat: [] for seat in range(view.n_seats)}
    for seat, person in view.played_by.items():  # C1: a dummy, and who plays it
        found[seat].append(translate("TableWords", "dummy") if person is None or not names
                           else translate("TableWords", "dummy of {name}").format(
                               name=names[person]))
    played = [person for person in view.played_by.values() if person is not None]
    for person in set(played):
        if played.count(person) == 2:  # en deux: the one hand that plays for two
            found[person].append(translate("TableWords", "plays both dummies"))
    found[view.dealer].append(translate("TableWords", "dealer"))
    for seat in range(view.n_seats):
        if seat not in view.active:
            found[seat].append(translate("TableWords", "König, sits out") if seat == view.dealer
                               else translate("TableWords", "sits out"))
    found[view.active[0]].append(term_words(variant_class(view.variant_id).presentation.first_hand))
    if view.declarer is not None:
        role = f"declarer:{view.contract}"  # a game's own name for its declarer's role
        label = term_words(role) if role in variant_terms() else \
            translate("TableWords", "declarer: {contract}").format(
                contract=contract_words(view.contract))
        called = view.public.get(CALLED_SEEN)
        if called is not None:
            label += ", " + translate("TableWords", "calls the {card}").format(
                card=card_words(called))
        found[view.declarer].append(label)
    partner = view.public.get(PARTNER)
    if partner is not None:
        found[partner].append(translate("TableWords", "partner"))
    for seat_key, items in (view.public.get(DECLARED) or {}).items():
        # a DeclarationRound's claims, at the seat that made them, a badge each so that a
        # narrow plate wraps between them, never inside one
        found[int(seat_key)].extend(item_words(item) for item in items)
    for claim in view.public.get(CLAIM_KEY) or ():
        found[claim["seat"]].append(item_words(claim["item"]))
    return {seat: [capitalised(badge) for badge in badges] for seat, badges in found.items()}


def partnerships(view: SeatView) -> dict[int, int]:
    """The side of each seat (0: the viewer's, 1: the others'), once the table knows who plays
    with whom: fixed partners (`public[FIXED_PARTNERS]`), a dummy with the person playing it (C1),
    the declarer with the partner shown, or alone against the rest. Empty while not known."""
    group = list(range(view.n_seats))

    def root(seat: int) -> int:
        while group[seat] != seat:
            seat = group[seat]
        return seat

    def join(a: int, b: int) -> None:
        group[root(a)] = root(b)

    for seat_key, fixed in (view.public.get(FIXED_PARTNERS) or {}).items():
        join(int(seat_key), fixed)
    for seat, person in view.played_by.items():
        if person is not None:
            join(seat, person)
    declarer, partner = view.declarer, view.public.get(PARTNER)
    strategy = variant_class(view.variant_id).strategy
    if declarer is not None and (partner is not None or (
            view.contract in strategy.contracts and strategy.alone(view.contract))):
        if partner is not None:
            join(partner, declarer)
        others = [s for s in range(view.n_seats) if root(s) != root(declarer)]
        for seat in others[1:]:
            join(seat, others[0])
    seats = sorted(set(view.active) | set(view.played_by))
    sides = {root(seat) for seat in seats}
    if len(sides) != 2:
        return {}
    mine = root(view.viewer if 0 <= view.viewer < view.n_seats else view.active[0])
    return {seat: 0 if root(seat) == mine else 1 for seat in seats}


def partner_words(view: SeatView, names: list[str]) -> dict[int, str]:
    """Fixed partners (`public[FIXED_PARTNERS]`): each seat's badge naming its partner (not on
    a dummy its partner plays: its "dummy of" says so), with a capital as every badge."""
    return {int(seat): capitalised(translate("TableWords", "with {name}").format(
                name=names[partner]))
            for seat, partner in (view.public.get(FIXED_PARTNERS) or {}).items()
            if view.played_by.get(int(seat)) != partner}


def prompt(view: SeatView, names: list[str], chosen: int = 0) -> str:
    """The request to the human whose turn it is (for a dummy he plays: its name); `chosen`:
    the cards he has chosen to lay away so far. The default name ("You") is no address:
    the request then speaks to him alone ("Your lead", not "You, your lead")."""
    person = view.seat if view.person is None else view.person
    if names[person] != shown_name(YOU):
        name = names[view.seat] if view.person is None else translate(
            "TableWords", "{name} for the dummy").format(name=names[view.person])
    elif view.person is not None:
        name = translate("TableWords", "For the dummy")
    else:
        name = None

    def say(named: str, unnamed: str, count: int | None = None) -> str:
        words = named if name else unnamed
        text = translate("TableWords", words) if count is None else \
            plural("TableWords", words, count)
        return text.format(name=name)

    if view.phase == DISCARD:
        left = view.to_lay_away() - chosen
        if left <= 0:
            return say(QT_TRANSLATE_NOOP("TableWords", "{name}, lay the chosen cards away, or "
                                         "click one to take it back."),
                       QT_TRANSLATE_NOOP("TableWords", "Lay the chosen cards away, or click one "
                                         "to take it back."))
        return say(QT_TRANSLATE_NOOP("TableWords", "{name}, choose %n more to lay away: click "
                                     "a card."),
                   QT_TRANSLATE_NOOP("TableWords", "Choose %n more to lay away: click a card."),
                   left)
    if view.phase == PLAY:
        if not view.trick:
            return say(QT_TRANSLATE_NOOP("TableWords", "{name}, your lead: click a card."),
                       QT_TRANSLATE_NOOP("TableWords", "Your lead: click a card."))
        return say(QT_TRANSLATE_NOOP("TableWords", "{name}, your turn: click a card."),
                   QT_TRANSLATE_NOOP("TableWords", "Your turn: click a card."))
    return f"{name}: {request(view, names)}" if name else capitalised(request(view, names))


def request(view: SeatView, names: list[str]) -> str:
    """What the phase asks of the human, to follow his name."""
    if view.phase == TALON:
        return talon_request(view)
    words = PROMPTS.get(view.phase)
    if view.phase == CALL and view.legal and all(is_trump(a.card) for a in view.legal):
        words = CALL_TAROK
    if view.phase == CONCEDE and claimed_in(view.public):
        return translate("TableWords", CONCEDE_CLAIM).format(
            claimant=names[view.public[CLAIMED]["seat"]])
    return translate("TableWords", words) if words else phase_words(view.phase)


def talon_request(view: SeatView) -> str:
    """What the talon on the table asks: take the part just turned up or turn up the next
    while some lie face down, else choose among them; with the fold each choice makes where
    the view says (a talon walk)."""
    parts = len(view.talon_parts)
    if any(part is None for part in view.talon_parts):
        if "reveal" in view.folds:
            take = min(fold for choice, fold in view.folds.items() if choice != "reveal")
            return translate("TableWords", "take the part turned up ({take}-fold), or turn up "
                             "the next ({next}-fold)?").format(take=take,
                                                               next=view.folds["reveal"])
        return translate("TableWords", "take the part turned up, or turn up the next?")
    takes = sorted(set(view.folds.values()))
    if len(takes) > 1:
        back = f"{takes[1]}" if len(takes) == 2 else f"{takes[1]}–{takes[-1]}"
        return plural("TableWords", "all %n parts are turned up: take the last ({take}-fold) "
                      "or go back to an earlier one ({back}-fold)?", parts).format(
            take=takes[0], back=back)
    if parts == 2:
        return translate("TableWords", "both halves are turned up; which do you take?")
    return plural("TableWords", "all %n parts are turned up; which do you take?", parts)


def waiting(view: SeatView, names: list[str], human: bool) -> str:
    """The line while another seat is to move: a computer player thinks, a human (behind the
    privacy screen, or at a restart) is waited for; the phase is named where the cards on the
    table do not show it (not in the play, where a bare 'Play.' reads as a stray word)."""
    if view.phase == DONE or not 0 <= view.to_move < len(names):
        return phase_words(view.phase)
    player = view.played_by.get(view.to_move, view.to_move)  # C1: a dummy's player thinks
    name = names[player if player is not None else view.to_move]
    doing = translate("TableWords", "Waiting for {name}") if human else \
        translate("TableWords", "{name} is thinking…")
    if view.phase == PLAY:
        return doing.format(name=name)
    return translate("TableWords", "{phase}: {doing}").format(phase=phase_words(view.phase),
                                                             doing=doing.format(name=name))


def scene_words() -> dict[str, str]:
    return {"talon": translate("TableWords", "Talon"),
            "discards": translate("TableWords", "Discards")}


def seat_counts(cards: int, tricks: int, score: str) -> str:
    """A seat label's second line: '12 cards · 1 trick · +5', in the plural forms (without
    a score where `score` is empty)."""
    return " · ".join([plural("TableWords", "%n cards", cards),
                       plural("TableWords", "%n tricks", tricks), *([score] if score else [])])


def plate_scores(sheet: CarrySheet | None, totals: dict[int, int]) -> dict[int, str]:
    """What each seat's plate says of the score, by seat: where the session carries a score
    from deal to deal, the figure its sheet names for the plates (`CarrySheet.plate`) or
    nothing, since the deals' units stand at 0 until a rubber or partie is settled; else the
    seat's running total of units (`totals`)."""
    if sheet is None:
        return {seat: f"{total:+d}" for seat, total in totals.items()}
    if not sheet.plate:
        return {}
    column = sheet.columns.index(sheet.plate)
    return {seat: f"{capitalised(term_words(sheet.plate))} {cells[column]}"
            for seat, cells in sheet.seats.items()}
