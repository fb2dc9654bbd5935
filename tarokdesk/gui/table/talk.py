"""What the table says aloud, from a SeatView only: each seat's last word in this phase (a
speech bubble) and the contract banner (contract, declarer, called king, partner once known,
every announcement with its Contra level and who gave it)."""

from __future__ import annotations

from tarokdesk.core.actions import Action, Choice
from tarokdesk.cards.names import CardNames
from tarokdesk.core.deal import DEAL
from tarokdesk.core.state import DONE, Announcement
from tarokdesk.core.variant import variant_for
from tarokdesk.core.view import SeatView
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, translate
from tarokdesk.gui.words import (
    SUIT_SYMBOLS, book_names, capitalised, card_words, choice_words, claimed_in, contract_words,
    excuse_words, item_words, term_words,
)
from tarokdesk.players.game_facts import TRUMP_SUIT_FAMILY, variant_of
from tarokdesk.rules.announcements import ANNOUNCE
from tarokdesk.rules.auction import BID
from tarokdesk.rules.calling import CALLED_SEEN, PARTNER
from tarokdesk.rules.excuse import EXCUSE_SEEN
from tarokdesk.rules.seen import DOUBLE_SUIT, FIXED_PARTNERS
from tarokdesk.rules.turn_up import PUBLIC as PUBLIC_TRUMP

CONTRA_LEVELS = {1: "Contra", 2: "Recontra", 3: "Supercontra"}
PASS_WORD = QT_TRANSLATE_NOOP("Table", "Pass")
NO_BANNER_PHASES = (DEAL, BID, DONE)


def t(text: str) -> str:
    return translate("Table", text)


def level_words(level: int) -> str:
    """'Contra ×2', 'Recontra ×4', 'Supercontra ×8' (the game terms stay German)."""
    return f"{CONTRA_LEVELS[level]} ×{2 ** level}"


def spoken_words(action: Action, talon_parts: int, claimed: bool = False,
                 names: CardNames | None = None) -> str:
    """A seat's words as a player says them across the table (`talon_parts`: the view's
    number of talon parts, for the words of a take; `claimed`: as `choice_words` takes it;
    `names`: the book's card names)."""
    verb, item = Choice.parts(action.value)
    if verb == "pass":
        return t(PASS_WORD)
    if action.kind == ANNOUNCE:
        if verb == "announce":
            return item_words(item)
        level = next(k for k, name in CONTRA_LEVELS.items() if name.lower() == verb)
        word = CONTRA_LEVELS[level] + "!"
        return word if item == "game" else f"{word} ({item_words(item)})"
    return choice_words(action, talon_parts, claimed, names)


def bubbles(view: SeatView) -> dict[int, str]:
    """Each seat's last word in the current phase, kept until the phase ends."""
    last: dict[int, str] = {}
    names = book_names(view)
    for action in view.said:
        last[action.seat] = spoken_words(action, len(view.talon_parts),
                                         claimed_in(view.public), names)
    return last


def banner_lines(view: SeatView, names: list[str]) -> list[str]:
    """The contract banner's lines, or none before the auction ends (and after the deal,
    when the result panel says it all)."""
    if view.phase in NO_BANNER_PHASES:
        return []
    trump = _trump_lines(view, names) + _side_tricks(view, names)
    if view.contract is None or view.declarer is None:
        if view.contract is not None and EXCUSE_SEEN in view.public:  # the 78-card games
            # each for himself, or partners; with two hands at the table it goes unsaid
            lines = [capitalised(contract_words(view.contract))] if len(view.active) > 2 \
                else []
            excuse = view.public.get(EXCUSE_SEEN)
            if excuse:
                lines.append(excuse_words(excuse, names, book_names(view)))
            return [*trump, *lines]
        return trump
    head = t("{contract} · played by {declarer}").format(
        contract=contract_words(view.contract), declarer=names[view.declarer])
    lines = [capitalised(head), *trump]
    called, partner = view.public.get(CALLED_SEEN), view.public.get(PARTNER)
    if called is not None:
        line = t("calls the {card}").format(card=card_words(called))
        if partner is not None:
            line += " · " + t("partner: {name}").format(name=names[partner])
        lines.append(line)
    for record in view.announcements:
        lines.extend(_announcement_line(record, names))
    return lines


def _trump_lines(view: SeatView, names: list[str]) -> list[str]:
    """A turned-up trump (Whist): the suit all deal, and the card while it lies face up
    beside the dealer (whist.md "Dealing", l. 216)."""
    trump = view.public.get(PUBLIC_TRUMP)
    double = view.public.get(DOUBLE_SUIT)  # a suit whose trumps count double (its term)
    lines = [f"{term_words('double_suit')}: {SUIT_SYMBOLS[double['suit']]}"] if double else []
    if trump is None:
        return lines
    lines.append(t("Trumps: {suit}").format(suit=SUIT_SYMBOLS[trump["suit"]]))
    if trump.get("by") is not None:  # trumps named rather than turned up
        lines.append(t("named by {name}").format(name=names[trump["by"]]))
    if trump["shown"] and trump["card"] is not None:
        ace = variant_for(view.variant_id, dict(view.options), view.n_seats).pack.ace_letter
        lines.append(t("turned up beside {dealer}: {card}").format(
            dealer=names[view.dealer], card=card_words(trump["card"], ace)))
    return lines


def _side_tricks(view: SeatView, names: list[str]) -> list[str]:
    """The tricks each partnership has taken, where fixed partners (`public[FIXED_PARTNERS]`)
    play a game of tricks (the trump-suit family, Whist): 'Tricks: Anna & Clara 4 · Bernhard
    & Dummy 3' (a dummy's hand takes tricks for its side like any other)."""
    partners = view.public.get(FIXED_PARTNERS)
    if not partners or variant_of(view).strategy.family != TRUMP_SUIT_FAMILY:
        return []
    sides = sorted({tuple(sorted((int(seat), partner))) for seat, partner in partners.items()})
    taken = [sum(1 for _, _, winner in view.tricks if winner in seats) for seats in sides]
    words = [" & ".join(names[s] for s in seats) + f" {count}"
             for seats, count in zip(sides, taken)]
    return [t("Tricks: {sides}").format(sides=" · ".join(words))]


def _announcement_line(record: Announcement, names: list[str]) -> list[str]:
    """'Pagat Ultimo (Anna) · Contra ×2 (Clara)'; the game itself only once contra'd."""
    parts = []
    if record["item"] != "game":
        parts.append(f"{item_words(record['item'])} ({names[record['seat']]})")
    elif record["contra"]:
        game = item_words("game")
        parts.append(capitalised(game))
    for level, seat in enumerate(record.get("by", []), start=1):
        parts.append(f"{level_words(level)} ({names[seat]})")
    return [" · ".join(parts)] if parts else []
