"""Words for the table: contracts, choices, items and cards as people say them, in the chosen
language. The core speaks in ids; only the edges (this module, the command line) make words.
Game terms stay the historical German ones in every language (Tarok, Sküs, Pagat, Mond,
Vorhand, Contra …); GLOSSARY explains them on hover."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QDateTime, QLocale

from tarokdesk.cards.card import (
    SKUS, SUIT_LETTERS, TRUMP, card_from_name, card_name, face_index, pip_of, suit_of,
)
from tarokdesk.cards.names import CardNames
from tarokdesk.core.actions import Action, Choice, Item
from tarokdesk.core.deal import DEAL
from tarokdesk.core.facts import Facts
from tarokdesk.core import refusals as R
from tarokdesk.core.refusals import TEMPLATES, Placeholders, Refusal, param_words
from tarokdesk.core.state import DONE
from tarokdesk.core.variant import Variant, all_variants, variant_class, variant_for
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, translate
from tarokdesk.gui.rich_text import paragraphs_tip, plain_tip
from tarokdesk.rules.announcements import ANNOUNCE, DECLARE
from tarokdesk.rules.auction import BID
from tarokdesk.rules.call_at_eight import NAME as CALL8
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.concession import CONCEDE
from tarokdesk.rules.dummy import DUMMY
from tarokdesk.rules.exchange import GIVE, NAME
from tarokdesk.rules.excuse import ExcuseRecord
from tarokdesk.rules.suit_tricks import CLAIM, CLAIMED
from tarokdesk.rules.talon import DISCARD, TALON
from tarokdesk.rules.trickplay import PLAY

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
         "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI")
SUIT_SYMBOLS = {0: "♥", 1: "♦", 2: "♠", 3: "♣"}
FACES = (QT_TRANSLATE_NOOP("Words", "King"), QT_TRANSLATE_NOOP("Words", "Queen"),
         QT_TRANSLATE_NOOP("Words", "Cavall"), QT_TRANSLATE_NOOP("Words", "Jack"))

CONTRACTS = {
    "dreier": "Dreier", "untere": "Untere", "dreimaliger": "Dreimaliger",
    "viermaliger": "Viermaliger", "solo": "Solo", "rufer": "Rufer",
    "auf_pagat": "Rufen auf Pagat", "solo_dreier": "Solo-Dreier",
}
ITEMS = {
    "game": QT_TRANSLATE_NOOP("Words", "the game"), "pagat_ultimo": "Pagat Ultimo",
    "koenig_ultimo": "König Ultimo", "volat": "Volat", "koepfe": "Köpfe",
    "tous_les_trois": "tous les trois", "tous_les_quatre": "tous les quatre",
    "silent_ultimo": QT_TRANSLATE_NOOP("Words", "silent ultimo"),
    "silent_ultimo_lost": QT_TRANSLATE_NOOP("Words", "silent ultimo lost"),
    "pagat_ultimo_failed": QT_TRANSLATE_NOOP("Words", "Pagat Ultimo failed"),
    "volat_failed": QT_TRANSLATE_NOOP("Words", "announced Volat failed"),
    "koenig_ultimo_failed": QT_TRANSLATE_NOOP("Words", "König Ultimo failed"),
    "silent_koenig_ultimo": QT_TRANSLATE_NOOP("Words", "silent König Ultimo"),
    "called_king_captured": QT_TRANSLATE_NOOP("Words", "called king captured"),
    "schleifen": QT_TRANSLATE_NOOP("Words", "thrown in (schleifen)"),
}
PHASES = {DEAL: QT_TRANSLATE_NOOP("Words", "Dealing"),
          BID: QT_TRANSLATE_NOOP("Words", "Bidding"),
          CALL: QT_TRANSLATE_NOOP("Words", "Calling a king"),
          TALON: QT_TRANSLATE_NOOP("Words", "Talon"),
          DISCARD: QT_TRANSLATE_NOOP("Words", "Discarding"),
          ANNOUNCE: QT_TRANSLATE_NOOP("Words", "Announcements"),
          PLAY: QT_TRANSLATE_NOOP("Words", "Play"),
          DECLARE: QT_TRANSLATE_NOOP("Words", "Declaring honours"),
          CONCEDE: QT_TRANSLATE_NOOP("Words", "Giving up?"),
          CALL8: QT_TRANSLATE_NOOP("Words", "The call at eight"),
          DUMMY: QT_TRANSLATE_NOOP("Words", "Who plays the dummy?"),
          DONE: QT_TRANSLATE_NOOP("Words", "Deal over")}
GLOSSARY = {
    "Tarok": QT_TRANSLATE_NOOP("MainWindow", "The 22 permanent trumps, I (Pagat) to XXI (Mond), and the Sküs."),
    "Sküs": QT_TRANSLATE_NOOP("MainWindow", "The highest trump of the 54- and 42-card games; in the 78-card games the Excuse, which never wins a trick."),
    "Pagat": QT_TRANSLATE_NOOP("MainWindow", "Tarok I, the lowest trump; winning the last trick with it is the ultimo."),
    "Mond": QT_TRANSLATE_NOOP("MainWindow", "Tarok XXI, the second-highest trump."),
    "Vorhand": QT_TRANSLATE_NOOP("MainWindow", "The player to the dealer's right: speaks first and leads to the first trick."),
    "Contra": QT_TRANSLATE_NOOP("MainWindow", "Doubles an item; Recontra doubles again, Supercontra once more."),
    "Talon": QT_TRANSLATE_NOOP("MainWindow", "The six cards laid aside in two halves; the declarer may buy one."),
    "Dreier": QT_TRANSLATE_NOOP("MainWindow", "A contract with one talon half bought, three cards discarded."),
    "Solo": QT_TRANSLATE_NOOP("MainWindow", "A contract without the talon, which goes to the opponents."),
    "Rufer": QT_TRANSLATE_NOOP("MainWindow", "Königrufen's contract: the declarer calls a king, whose holder is his partner."),
    "Köpfe": QT_TRANSLATE_NOOP("MainWindow", "Two of the three trump honours (Sküs, Mond, Pagat) in one hand."),
    "Volat": QT_TRANSLATE_NOOP("MainWindow", "Taking every trick."),
    "König": QT_TRANSLATE_NOOP("MainWindow", "In Tapp-Tarok with four at the table, the dealer, who sits out."),
    "Honneurs": QT_TRANSLATE_NOOP("MainWindow", "The trump honours Sküs, Mond and Pagat (in some games with kings): held together, a premium."),
    "Matadors": QT_TRANSLATE_NOOP("MainWindow", "The highest taroks held in an unbroken run from the Sküs down; declared and paid before play."),
    "tous les trois": QT_TRANSLATE_NOOP("MainWindow", "Sküs, Mond and Pagat: held in one hand, or in some games taken in one side's tricks."),
    "tous les quatre": QT_TRANSLATE_NOOP("MainWindow", "The four kings: held in one hand, or in some games taken in one side's tricks."),
    "schleifen": QT_TRANSLATE_NOOP("MainWindow", "To throw one's game in instead of playing it, paying for it as the rules say."),
}


REST = "rest"
"""The value of a claim of all the remaining tricks (rules/suit_tricks.py)."""

GENERAL_RULES = "00-general.md"
FOLLOW = "follow suit, else play a tarok"
NEVER_LAID = "never lay away a king or a trump honour"
RULE_WORDS = {  # each refusal's rule as players say it; tools/translations.py adds them
    R.NOT_YOUR_TURN: "play in turn, to the right",
    R.WRONG_PHASE: "deal, bidding, talon, announcements and play come one after another",
    R.CARD_NOT_IN_HAND: "play a card from your own hand",
    R.MUST_FOLLOW_SUIT: FOLLOW,
    R.MUST_PLAY_TAROK: FOLLOW,
    R.MUST_PLAY_TAROK_ON_TAROK_LEAD: "on a tarok lead play a tarok",
    R.MUST_OVERTRUMP: "beat the highest tarok if you can (house rule)",
    R.BID_TOO_LOW: "every bid must rank above the last",
    R.BID_NOT_ALLOWED: "bid only what the order of bidding allows you",
    R.MAY_NOT_HOLD: "only an earlier player may hold a bid",
    R.MAY_NOT_DISCARD_KING: NEVER_LAID,
    R.MAY_NOT_DISCARD_HONOUR: NEVER_LAID,
    R.MAY_NOT_DISCARD_TAROK: "lay away taroks only when no suit cards but kings are left",
    R.TALON_PART_UNAVAILABLE: "take one of the talon halves on offer",
    R.ANNOUNCEMENT_NOT_ALLOWED: "announce before the first lead, and only what your side may",
    R.ALREADY_ANNOUNCED: "each announcement is made once",
    R.CONTRA_NOT_ALLOWED: "Contra from the other side, Recontra back, Supercontra once more",
    R.MUST_ANNOUNCE_ULTIMO: "who calls auf Pagat announces Pagat Ultimo",
}


def t(text: str) -> str:
    return translate("Words", text)


def glossary() -> dict[str, str]:
    """Every historical game term the table shows, with its explanation in the table's
    language: the shared ones (GLOSSARY), then each game's own (`Presentation.glossary`)."""
    terms = {term: translate("MainWindow", text) for term, text in GLOSSARY.items()}
    for term, text in _merged("glossary").items():
        terms.setdefault(term, translate("Variants", text))
    return terms


def glossary_tip(label: str) -> str:
    """Explanations of the historical game terms in a label (shown on hover)."""
    return "\n".join(f"{term}: {text}" for term, text in glossary().items() if term in label)


def explained_tip(text: str) -> str:
    """A cell's, a line's or a seat plate's tooltip: its text as written, then the period terms
    it uses explained (Aufschrift, Brunnen)."""
    return plain_tip(text) + paragraphs_tip(*glossary_tip(text).splitlines())


def card_words(card: int, ace_letter: str = "1", names: CardNames | None = None) -> str:
    """A card as people say it; `names`: the game's book's names of the trumps and the Excuse
    (`Presentation.card_names`), else the table's words. Faces are always in the table's
    language."""
    if card == SKUS:
        return names.excuse if names else "Sküs"
    suit = suit_of(card)
    if suit == TRUMP:
        if names:
            named = names.named.get(card)
            return f"{names.tarok} {ROMAN[card]}" + (f" ({named})" if named else "")
        extra = {0: " (Pagat)", 20: " (Mond)"}.get(card, "")
        return f"Tarok {ROMAN[card]}{extra}"
    index = face_index(card)
    if index < 4:
        return f"{SUIT_SYMBOLS[suit]} {t(FACES[index])}"
    pip = pip_of(card)
    return f"{SUIT_SYMBOLS[suit]} {t('Ace') if pip == 1 and ace_letter == 'A' else pip}"


def ace_letter(variant_id: str) -> str:
    """How the variant's pack writes its aces ("A" in Whist; "1" the Tarock suits' low pip),
    for `card_words`."""
    return variant_class(variant_id).pack.ace_letter


def short_card(card: int) -> str:
    """Compact form for logs: XXI, Sküs, ♥K, ♠10."""
    if card == SKUS:
        return "Sküs"
    if suit_of(card) == TRUMP:
        return ROMAN[card]
    return SUIT_SYMBOLS[suit_of(card)] + card_name(card)[1:]


@cache
def _merged(attribute: str) -> dict[str, str]:
    """One of the variants' word tables (`terms`, `acts`, `glossary`) of every variant
    together, so a new game needs no entry here."""
    merged: dict[str, str] = {}
    for cls in all_variants().values():
        merged.update(getattr(cls.presentation, attribute))
    return merged


def variant_terms() -> dict[str, str]:
    """Every variant's own terms (`Presentation.terms`)."""
    return _merged("terms")


def term_words(term: str) -> str:
    """A word a variant supplies (a key of its `terms`, or the English word itself)."""
    return t(variant_terms().get(term, term))


def capitalised(text: str) -> str:
    """Words that stand inside a sentence ("ask for a King"), beginning a heading or a line."""
    return text[:1].upper() + text[1:]


def marked(label: str, mark: str) -> str:
    """'Card points (Eva)' with 'from Anna' → 'Card points (Eva, from Anna)'; 'Game' with
    '1 of 2' → 'Game (1 of 2)': one bracket, never two side by side."""
    if label.endswith(")"):
        return f"{label[:-1]}, {mark})"
    return f"{label} ({mark})"


def contract_words(contract: str | None) -> str:
    if not contract:
        return "—"
    return CONTRACTS.get(contract) or t(variant_terms().get(contract, contract))


def item_words(item: str) -> str:
    """An item's words; a claim with details ("matadors:4", "cavalry:H", "taroks:11:sans")
    is its kind's words followed by the details, a suit letter shown as its symbol and a
    word in the game's words ("sans": "without the Pagat")."""
    known = ITEMS.get(item) or variant_terms().get(item)
    parsed = Item.parse(item)
    if known or not parsed.details:
        return t(known or item)
    shown = [SUIT_SYMBOLS[SUIT_LETTERS.index(d)] if d in SUIT_LETTERS else
             term_words(d) if d in variant_terms() else d for d in parsed.details]
    return " ".join([item_words(parsed.kind), *shown])


def phase_words(phase: str) -> str:
    """A phase's name; a variant's own phase is named in its `terms`."""
    return t(PHASES.get(phase) or variant_terms().get(phase, phase))


def refusal_reason(refusal: Refusal) -> str:
    """The core's reason alone, in the table's language (the catalogue's context "Refusals"
    holds the core's English templates, added by tools/translations.py)."""
    params = {k: _param_in_words(k, v) for k, v in refusal.params.items()}
    template = translate("Refusals", TEMPLATES.get(refusal.code, refusal.code))
    return template.format_map(Placeholders(params))


def _param_in_words(key: str, value: object) -> str:
    """A refusal parameter in the table's language: suits, contracts and items in words."""
    if key == "suit":
        return t(param_words(key, value))
    if key in ("bid", "current") and (value is None or isinstance(value, str)):
        return contract_words(value)
    if key == "item" and isinstance(value, str):
        return item_words(value)
    return param_words(key, value)


def refusal_words(refusal: Refusal) -> str:
    """The core's reason (`refusal_reason`), then the rule it enforces in player words and
    where the books say so."""
    text = refusal_reason(refusal)
    if refusal.code not in RULE_WORDS:
        return text
    rule = translate("Refusals", "Rule: {rule}").format(
        rule=translate("Refusals", RULE_WORDS[refusal.code]))
    source = rule_source(refusal.rule)
    return f"{text} {rule}" + (f" ({source})" if source else "")


def rule_source(citation: str) -> str:
    """A core rule citation ("koenigrufen.md Talon; Codex §12") as players cite the books:
    the variant's chapter, Ulmann's general rules, Tarok-Codex paragraphs. File names and
    section titles of the rule files are never shown."""
    books = {cls.rules_file: cls.book for cls in all_variants().values()}
    sources = []
    for part in citation.split(";"):
        file = part.split()[0] if part.split() else ""
        if file == GENERAL_RULES:
            sources.append(t("Ulmann, general rules"))
        elif books.get(file):
            sources.append(books[file])
        sources += [f"Tarok-Codex {p}" for p in re.findall(r"§\d+", part)]
    return "; ".join(sources)


def choice_words(action: Action, talon_parts: int, claimed: bool = False,
                 names: CardNames | None = None) -> str:
    """The label of a non-card choice button, or its line in the log; `talon_parts` (the
    view's number of talon parts) tells halves from the parts of a split or stepwise talon;
    `claimed`: a concession answers a claim of the remaining tricks (`claimed_in`); `names`
    the book's card names (`card_words`)."""
    value = action.value
    if action.kind == BID:
        if value == "pass":
            return t("Pass")
        if value == "hold":
            return t("Hold")
        return contract_words(action.choice)
    if action.kind == TALON:
        if value == "reveal":
            return t("Show the other half")
        if value == "schleifen":
            return t("Throw in (schleifen)")
        named = action.named
        if named.item is None:  # a variant's own named choice (its words in Presentation.terms)
            return item_words(named.verb)
        part = int(named.item)
        if talon_parts == 2 and part < 2:
            return (t("Take the first half"), t("Take the second half"))[part]
        return t("Take talon part {n} of {count}").format(n=part + 1, count=talon_parts)
    if action.kind == ANNOUNCE:
        if value == "pass":
            return t("No more announcements")
        verb, item = Choice.parts(action.value)
        if verb == "announce":
            return t("Announce {item}").format(item=item_words(item))
        return f"{verb.capitalize()} ({item_words(item)})"
    if action.kind == CALL:
        return t("Call the {card}").format(card=card_words(action.card, names=names))
    if action.kind == DECLARE:
        if value == "pass":
            return t("Nothing (more) to declare")
        return t("Declare {item}").format(item=item_words(Choice.parts(action.value)[1]))
    if action.kind == NAME:  # a card request (rules/exchange.py)
        return t("Demand the {card}").format(card=card_words(action.card, names=names))
    if action.kind == GIVE:
        shown = t("a card") if value is None else card_words(action.card, names=names)
        return t("Give {card} in return").format(card=shown)
    if action.kind == CLAIM:
        if value == REST:  # the rest of the tricks, the hand shown (rules/suit_tricks.py)
            return t("Claim the remaining tricks")
        if value == "pass":  # a claim window (rules/windows.py): Misère, Vole
            return t("No announcement")
        return t("Announce {item}").format(item=item_words(action.choice))
    if action.kind == CONCEDE:  # rules/concession.py: the game, or a claim's tricks
        if claimed:
            return t("Concede the rest") if value == "concede" else t("Play on")
        return t("Concede the game") if value == "concede" else t("Play on")
    if action.kind == CALL8:  # rules/call_at_eight.py: asking the partner for honours
        return t("Call: show the honours") if value == "call" else t("No call")
    if action.kind == DUMMY:  # rules/dummy.py: reaching in for the dummy
        return {"reach_in": t("Reach in: play the dummy"), "take": t("Play the dummy"),
                "leave": t("Leave the dummy to the other")}.get(action.choice, action.choice)
    if isinstance(value, str):  # a variant's own choice, named in its `terms`
        return term_words(value)
    return action.describe()


def claimed_in(public: Facts) -> bool:
    """Whether a seat's view shows a claim of the remaining tricks (rules/suit_tricks.py),
    which a concession then answers."""
    return CLAIMED in public


# how the log tells the shared choices whose buttons are not spoken words
LOG_LINES: dict[tuple[str, str], str] = {
    (BID, "pass"): QT_TRANSLATE_NOOP("Words", "{name} passes"),
    (BID, "hold"): QT_TRANSLATE_NOOP("Words", "{name} holds"),
    (TALON, "reveal"): QT_TRANSLATE_NOOP("Words", "{name} turns up the next part of the "
                                                  "talon"),
    (TALON, "schleifen"): QT_TRANSLATE_NOOP("Words", "{name} throws the game in "
                                                     "(schleifen)"),
    (ANNOUNCE, "pass"): QT_TRANSLATE_NOOP("Words", "{name} announces nothing more"),
    (DECLARE, "pass"): QT_TRANSLATE_NOOP("Words", "{name} declares nothing more"),
    (CLAIM, REST): QT_TRANSLATE_NOOP("Words", "{name} claims the remaining tricks"),
    (CLAIM, "pass"): QT_TRANSLATE_NOOP("Words", "{name} announces nothing"),
    (CONCEDE, "concede"): QT_TRANSLATE_NOOP("Words", "{name} concedes the game"),
    (CONCEDE, "play_on"): QT_TRANSLATE_NOOP("Words", "{name} plays on"),
    (CALL8, "call"): QT_TRANSLATE_NOOP("Words", "{name} calls for the honours"),
    (CALL8, "pass"): QT_TRANSLATE_NOOP("Words", "{name} makes no call"),
    (DUMMY, "reach_in"): QT_TRANSLATE_NOOP("Words", "{name} reaches in and plays the "
                                                    "dummy"),
    (DUMMY, "take"): QT_TRANSLATE_NOOP("Words", "{name} plays the dummy"),
    (DUMMY, "leave"): QT_TRANSLATE_NOOP("Words", "{name} leaves the dummy to the other"),
}
CLAIM_ANSWER_LINES = {
    "concede": QT_TRANSLATE_NOOP("Words", "{name} concedes the remaining tricks"),
    "play_on": QT_TRANSLATE_NOOP("Words", "{name} refuses the claim and plays on"),
}
def action_words(action: Action, name: str, talon_parts: int, ace_letter: str = "1",
                 claimed: bool = False, names: CardNames | None = None) -> str:
    """A line of the game log: who, and what he did or said (`talon_parts`: the view's
    number of talon parts; `ace_letter`: the pack's, "A" in Whist; `claimed`: as in
    `choice_words`; `names`: the book's card names). A bid, a Contra and a game's own
    spoken choices ("Hearts are trumps") are quoted; everything else is told."""
    kind, value = action.kind, action.value
    if kind == PLAY:
        return f"{name}: {card_words(action.card, ace_letter, names)}"
    if kind == DISCARD:
        shown = t("a card face down") if value is None else \
            card_words(action.card, ace_letter, names)
        return t("{name}: discards {card}").format(name=name, card=shown)
    return told_words(action, name, talon_parts, claimed, names, ace_letter) or \
        f"{name}: {choice_words(action, talon_parts, claimed, names)}"


def told_words(action: Action, name: str, talon_parts: int, claimed: bool,
               names: CardNames | None, ace_letter: str) -> str | None:
    """The log's sentence for a choice; None where the log quotes the button's words."""
    kind, value = action.kind, action.value
    if kind == CONCEDE and claimed:
        return t(CLAIM_ANSWER_LINES[action.choice]).format(name=name)
    if isinstance(value, str) and (kind, value) in LOG_LINES:
        return t(LOG_LINES[kind, value]).format(name=name)
    verb, item = Choice.parts(value)
    if kind == TALON and verb == "take":
        part = int(item)
        if talon_parts == 2 and part < 2:
            return (t("{name} takes the first half"),
                    t("{name} takes the second half"))[part].format(name=name)
        return t("{name} takes talon part {n} of {count}").format(name=name, n=part + 1,
                                                                  count=talon_parts)
    if kind in (ANNOUNCE, CLAIM) and verb == "announce" or kind == CLAIM and not item:
        return t("{name} announces {item}").format(name=name,
                                                   item=item_words(item or action.choice))
    if kind == DECLARE and verb == "declare":
        return t("{name} declares {item}").format(name=name, item=item_words(item))
    if kind in (CALL, NAME, GIVE):
        card = t("a card") if value is None else card_words(action.card, ace_letter, names)
        return {CALL: t("{name} calls the {card}"), NAME: t("{name} demands the {card}"),
                GIVE: t("{name} gives {card} in return")}[kind].format(name=name, card=card)
    if isinstance(value, str) and value in _merged("acts"):
        return translate("Variants", _merged("acts")[value]).format(name=name)
    return None


def excuse_words(record: ExcuseRecord, names: list[str], card_names: CardNames | None = None) -> str:
    """The Excuse's exchange (rules/excuse.py), from the record its play phase keeps."""
    holder = names[record["holder"]]
    if record["powerless"]:
        return t("the Sküs of {holder} has no power any more: it goes with the trick").format(
            holder=holder)
    if record["to"] is None:
        return t("{holder} plays the Sküs as the Excuse").format(holder=holder)
    if record["paid"] is None:
        return t("{holder} plays the Sküs as the Excuse and owes {winner} a card").format(
            holder=holder, winner=names[record["to"]])
    return t("{holder} plays the Sküs as the Excuse and gives {winner} {card}").format(
        holder=holder, winner=names[record["to"]],
        card=card_words(record["paid"], names=card_names))


def history_lines(history: Sequence[Action], names: list[str], tricks, players_per_trick: int,
                  talon_parts: int, ace_letter: str = "1", excuse: ExcuseRecord | None = None,
                  card_names: CardNames | None = None,
                  played_by: dict[int, int | None] | None = None) -> list[str]:
    """The game log as one seat saw it (history already redacted for that seat), with a line
    after each trick saying who took it, and the Excuse's exchange after its trick; cards in
    the words of the game's book where it has its own (`card_names`). A choice made for a
    dummy is its player's (`played_by`, the view's: C1), "Anna for the dummy"; its cards
    are the dummy's own."""
    lines: list[str] = []
    plays, claimed = 0, False
    for action in history:
        if action.kind == DEAL:
            lines.append(t("Cards dealt") if not lines else
                         t("No tarok in a hand: dealt again"))
            continue
        if action.seat < 0:  # C6: chance turns a card from the spare pack (its top only)
            lines.append(t("Turned from the second pack: {card}").format(
                card=card_words(action.cards[0], ace_letter)))
            continue
        claimed = claimed or (action.kind, action.value) == (CLAIM, REST)
        lines.append(action_words(action, actor_name(action, names, played_by or {}),
                                  talon_parts, ace_letter, claimed, card_names))
        if action.kind == PLAY:
            plays += 1
            if plays % players_per_trick == 0 and plays // players_per_trick <= len(tricks):
                number = plays // players_per_trick
                lines.append("    " + t("trick {number} to {name}").format(
                    number=number, name=names[tricks[number - 1][2]]))
                if excuse and excuse["trick"] == number - 1:
                    lines.append("    " + excuse_words(excuse, names, card_names))
    return lines


def actor_name(action: Action, names: list[str], played_by: dict[int, int | None]) -> str:
    """Who a log line names: the seat, or for a choice made for a dummy (the en-trois King's
    call at eight when the dummy plays second to trick 1) the person deciding for it (C1)."""
    player = played_by.get(action.seat)
    if player is None or action.kind in (PLAY, DISCARD):
        return names[action.seat]
    return t("{name} for the dummy").format(name=names[player])


def book_names(view) -> CardNames | None:
    """The card names of the view's game (`Presentation.card_names`)."""
    return variant_for(view.variant_id, dict(view.options), view.n_seats).presentation.card_names


def draw_lines(draw: dict, names: list[str], ace_letter: str = "1") -> list[str]:
    """The persons' draw for seats (C5) as the game log tells it before the first deal: what
    each drew, from the lowest card up, then who plays with whom and who deals first."""
    name = {person: names[seat] for seat, person in enumerate(draw["seats"])}
    lines = [t("{name} draws {cards}").format(
        name=name[person], cards=", ".join(card_words(card_from_name(c), ace_letter)
                                           for c in draw["draws"][person]))
        for person in draw["order"]]
    sides = [" & ".join(names[seat] for seat in side) for side in draw.get("sides", [])]
    if len(sides) == 2:
        lines.append(t("By the draw {one} play against {other}").format(one=sides[0],
                                                                       other=sides[1]))
    first = name[draw["first_person"]] if "first_person" in draw else \
        names[draw["first_dealer"]]  # C5: persons seated by rubber are named in draw order
    lines.append(t("{name} deals first").format(name=first))
    return lines


def sitting_out_lines(names: list[str], seating) -> list[str]:
    """C5: the persons who sit this rubber out (Whist en cinq, en trois for four), as the game
    log tells it above the deal; `names` per person, `seating` the person at each seat."""
    return [t("{name} sits out this rubber").format(name=name)
            for person, name in enumerate(names) if person not in seating]


def game_name(cls: type[Variant]) -> str:
    """A game's name in the table's language (most are the books' own names, kept in
    German and English alike)."""
    return translate("Variants", cls.name)


def session_name(variant_id: str) -> str:
    """A new session's name: the game and when it began, in the user's locale
    ("Königrufen, 23 Nov 2026 15:16")."""
    started = QLocale().toString(QDateTime.currentDateTime(), "d MMM yyyy HH:mm")
    return f"{game_name(variant_class(variant_id))}, {started}"
