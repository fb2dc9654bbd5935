"""What a choice button commits its player to, for its tooltip: a bid from the contract's
plan (alone or with a partner, the talon, the card points needed), an announcement from what
it promises, and every other choice in a sentence; the variant's own choices from its
`explain`. Period terms in the button's words add their glossary lines."""

from __future__ import annotations

from tarokdesk.cards.points import CARD_THIRDS
from tarokdesk.core.actions import Action, Choice, Item
from tarokdesk.core.view import SeatView
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, plural, translate
from tarokdesk.gui.rich_text import paragraphs_tip
from tarokdesk.gui.words import (
    REST, card_words, choice_words, contract_words, glossary_tip, item_words,
)
from tarokdesk.players.game_facts import trick_rules, variant_of
from tarokdesk.rules.announcements import ANNOUNCE, DECLARE
from tarokdesk.rules.auction import BID
from tarokdesk.rules.call_at_eight import NAME as CALL8
from tarokdesk.rules.calling import CALL
from tarokdesk.rules.concession import CONCEDE
from tarokdesk.rules.dummy import DUMMY
from tarokdesk.rules.exchange import NAME
from tarokdesk.rules.suit_tricks import CLAIM
from tarokdesk.rules.talon import TALON
from tarokdesk.rules.suit_tricks import CLAIMED

PROMISES = {  # what an announced item promises (the shared items of words.ITEMS)
    "pagat_ultimo": QT_TRANSLATE_NOOP("Tips", "to win the last trick with the Pagat"),
    "koenig_ultimo": QT_TRANSLATE_NOOP("Tips", "to win the last trick with the called king"),
    "volat": QT_TRANSLATE_NOOP("Tips", "to take every trick"),
}
# the choices every game words alike (words.choice_words), by kind and value
SHARED: dict[tuple[str, str], str] = {
    (BID, "pass"): QT_TRANSLATE_NOOP(
        "Tips", "You play no game this time and leave the bidding to the others."),
    (BID, "hold"): QT_TRANSLATE_NOOP(
        "Tips", "You keep the game just bid for yourself, as an earlier player may: the "
                "later player must bid higher or give up."),
    (ANNOUNCE, "pass"): QT_TRANSLATE_NOOP(
        "Tips", "You announce nothing (more); play begins when nobody announces any more."),
    (TALON, "reveal"): QT_TRANSLATE_NOOP(
        "Tips", "You turn up the next part of the talon instead of taking what you have "
                "seen: your game counts more times, and you may not go back for free."),
    (TALON, "schleifen"): QT_TRANSLATE_NOOP(
        "Tips", "You throw the game in instead of playing it, and pay for it as the rules "
                "say."),
    (DECLARE, "pass"): QT_TRANSLATE_NOOP(
        "Tips", "You declare nothing (more) from your hand."),
    (CLAIM, REST): QT_TRANSLATE_NOOP(
        "Tips", "You show your hand and claim every trick still to come; the others may "
                "concede them or play on."),
    (CLAIM, "pass"): QT_TRANSLATE_NOOP("Tips", "You announce nothing now and play on."),
    (CONCEDE, "concede"): QT_TRANSLATE_NOOP(
        "Tips", "Your side gives up: the game is counted as lost without playing on."),
    (CONCEDE, "play_on"): QT_TRANSLATE_NOOP("Tips", "Your side plays the deal out."),
    (CALL8, "call"): QT_TRANSLATE_NOOP(
        "Tips", "At eight points you ask your partner whether he holds two honours: if he "
                "does, your side wins the game at once."),
    (CALL8, "pass"): QT_TRANSLATE_NOOP("Tips", "You do not ask; the deal is played out."),
    (DUMMY, "reach_in"): QT_TRANSLATE_NOOP(
        "Tips", "You take the dummy's hand over and play it for the rest of the deal."),
    (DUMMY, "take"): QT_TRANSLATE_NOOP(
        "Tips", "You play the dummy's hand yourself for this deal."),
    (DUMMY, "leave"): QT_TRANSLATE_NOOP(
        "Tips", "You leave the dummy to your fellow player, who plays it for this deal."),
}
CLAIM_ANSWERS = {  # a concession answering a claim of the remaining tricks
    "concede": QT_TRANSLATE_NOOP("Tips", "You let the claimant have every trick still to "
                                         "come."),
    "play_on": QT_TRANSLATE_NOOP("Tips", "You refuse the claim: the remaining tricks are "
                                         "played out."),
}
CONTRAS = {
    "contra": QT_TRANSLATE_NOOP("Tips", "Contra: you double {item}, saying the other side will "
                                        "not make it."),
    "recontra": QT_TRANSLATE_NOOP("Tips", "Recontra: your side answers the Contra and doubles "
                                          "{item} again."),
    "supercontra": QT_TRANSLATE_NOOP("Tips", "Supercontra: {item} is doubled once more."),
}


def t(text: str) -> str:
    return translate("Tips", text)


def choice_tip(action: Action, view: SeatView) -> str:
    """The tooltip of `action`'s button at the table of `view`: what choosing it commits to,
    then the glossary of the period terms its words use."""
    label = choice_words(action, len(view.talon_parts), CLAIMED in view.public)
    return paragraphs_tip(commitment(action, view), *glossary_tip(label).splitlines())


def commitment(action: Action, view: SeatView) -> str:
    """What choosing `action` commits to, in a sentence or two ("" where nothing is known)."""
    variant = variant_of(view)
    value = action.value
    own = translate("Variants", variant.presentation.explain[value]) if isinstance(value, str) and \
        value in variant.presentation.explain else ""
    if action.kind == BID and value in variant.strategy.contracts:
        if own:  # the game states the whole commitment, its card points too
            return f"{contract_words(value)}: {own}"
        return f"{contract_plan(value, view)} {target(value, view)}".strip()
    if own:
        return own
    if action.kind == CONCEDE and CLAIMED in view.public:
        return t(CLAIM_ANSWERS[action.choice])
    if isinstance(value, str) and (action.kind, value) in SHARED:
        return t(SHARED[action.kind, value])
    if action.kind == CALL:
        return t("You call the {card}: whoever holds it is your secret partner until it is "
                 "played. Calling a card you hold yourself, you play alone against the "
                 "others.").format(card=card_words(action.card))
    if action.kind == NAME:
        return t("You demand the {card}: its holder hands it over and gets a card of your "
                 "choice back.").format(card=card_words(action.card))
    verb, item = Choice.parts(value)
    if action.kind == TALON and verb == "take":
        return t("You take this part of the talon into your hand, then lay as many cards "
                 "away; the rest of the talon goes to the others or stays aside.")
    if action.kind == ANNOUNCE and verb == "announce" or action.kind == CLAIM:
        return announcement(item or action.choice, variant)
    if action.kind == ANNOUNCE and verb in CONTRAS:
        return t(CONTRAS[verb]).format(item=item_words(item))
    if action.kind == DECLARE and verb == "declare":
        return t("You declare {item}: you claim to hold it, and it is paid to you before "
                 "play.").format(item=item_words(item))
    return ""


def contract_plan(contract: str, view: SeatView) -> str:
    """A contract from its plan (`Strategy.contracts`): partner and talon, and the lower
    contract of the same plan it outranks (the Tapp ladder's raised Dreier)."""
    variant = variant_of(view)
    strategy = variant.strategy
    plan = strategy.contracts[contract]
    if plan.alone:
        who = t("you play alone against all the others")
    elif "call" in variant.phases:  # a phase in which the declarer calls his partner
        who = t("you play with the holder of the card you call as your partner")
    else:
        who = t("you play with a partner")
    if not plan.talon:
        talon = t("you play without the talon")
    elif plan.buys:
        talon = plural("Tips", "you take %n cards of the talon and lay as many away",
                       plan.buys)
    else:
        talon = t("you take cards of the talon and lay as many away")
    text = t("{contract}: {who}; {talon}.").format(contract=contract_words(contract), who=who,
                                                   talon=talon)
    same = [lower for lower in strategy.ladder[:strategy.ladder.index(contract)]
            if (strategy.contracts[lower].alone, strategy.contracts[lower].talon,
                strategy.contracts[lower].buys) == (plan.alone, plan.talon, plan.buys)]
    if same:
        text += " " + t("It ranks above the {lower} and counts more.").format(
            lower=contract_words(same[-1]))
    return text


GOAL = QT_TRANSLATE_NOOP("Tips", "Goal: the declarer's side needs {needed} of the {total} card "
                                 "points in its tricks; the other side wins with {rest}.")
"""The aim of the game, said before a newcomer's first bid."""


def points_needed(view: SeatView) -> tuple[int, int] | None:
    """The card points the declarer's side needs and all there are (in the game's count:
    thirds shown as points, or its own table's); None where the game counts no card points."""
    variant = variant_of(view)
    count = trick_rules(view).count
    needed, total = variant.strategy.game_target, sum(count[c] for c in variant.pack.cards)
    if not needed:
        return None
    if count is CARD_THIRDS:
        needed, total = -(-needed // 3), total // 3
    return needed, total


TRICK_GOAL = QT_TRANSLATE_NOOP("Tips", "Goal: your side needs {needed} tricks. The first {book} "
                                       "are the book; each trick over it scores a point, and "
                                       "{game} points make a game.")
DOUBLED_TRICK_GOAL = QT_TRANSLATE_NOOP("Tips", "Goal: your side needs {needed} tricks. The "
                                               "first {book} are the book; each trick over it "
                                               "scores a point, two with the Cayenne suit as "
                                               "trumps, and {game} points make a game.")
"""The aim of a game scored in tricks over a book (`Variant.trick_goal`)."""
SCORE_GOALS = {
    "over_a_third": QT_TRANSLATE_NOOP("Tips", "Goal: each plays for himself. Every card point "
                                              "over {par}, a third of the {total}, is won from "
                                              "the others; every one short of {par} is paid "
                                              "to them."),
    "side_surplus": QT_TRANSLATE_NOOP("Tips", "Goal: your side plays for more than {half} of "
                                              "the {total} card points; what it makes over "
                                              "{half} counts towards the partie of {deals} "
                                              "deals, which the greater surplus wins."),
    "side_partie": QT_TRANSLATE_NOOP("Tips", "Goal: your side wins a deal with {win} card "
                                             "points or more and scores those over {over}; "
                                             "{target} such points in a partie of {deals} "
                                             "deals win it."),
    "partie_to": QT_TRANSLATE_NOOP("Tips", "Goal: each writes his own card points, honours "
                                           "and captures; when a deal ends with a player at "
                                           "{target} or more, the higher score wins the "
                                           "partie."),
}
"""The aim of a game where each player or fixed side plays for its own points, by its code
(`Variant.score_goal`)."""


def game_goal(view: SeatView) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """The game's goal as a template of the "Tips" context and its parameters: the card
    points a declarer's side needs, the tricks over the book a side plays for, or the points
    each player or fixed side plays for; None where the game states none of them."""
    params = goal_params(view)
    if params:
        return GOAL, params
    variant = variant_of(view)
    goal = variant.trick_goal()
    if goal is None:
        own = variant.score_goal()
        if own is None:
            return None
        return SCORE_GOALS[own.code], tuple((name, str(n)) for name, n in own.figures)
    return (DOUBLED_TRICK_GOAL if goal.doubled else TRICK_GOAL,
            (("needed", str(goal.book + 1)), ("book", str(goal.book)),
             ("game", str(goal.game_points))))


def goal_params(view: SeatView) -> tuple[tuple[str, str], ...]:
    """GOAL's parameters for the game in `view` (none where it counts no card points, or
    where no declarer's side plays for a target)."""
    points = points_needed(view)
    if points is None or not variant_of(view).strategy.goal_for_declarer:
        return ()
    needed, total = points
    return (("needed", str(needed)), ("total", str(total)), ("rest", str(total - needed + 1)))


def target(contract: str, view: SeatView) -> str:
    """The card points the declarer's side needs, of all there are."""
    points = points_needed(view)
    if points is None:
        return ""
    text = t("You need {needed} of {total} card points.") if \
        variant_of(view).strategy.contracts[contract].alone else \
        t("Your side needs {needed} of {total} card points.")
    return text.format(needed=points[0], total=points[1])


def announcement(item: str, variant) -> str:
    """An announced item: a holding is shown and paid, an aim promised (the variant's own
    aims are explained by their whole choice, `Presentation.explain`)."""
    words = item_words(item)
    kind = Item.parse(item).kind
    if kind in variant.strategy.holdings or item in variant.strategy.holdings:
        return t("You announce {item}: you show that you hold it, and it is paid to your "
                 "side.").format(item=words)
    if kind not in PROMISES:
        return ""
    return t("You announce {item}: you promise {promise}. Announced it counts more, and "
             "your side pays if it fails.").format(item=words, promise=t(PROMISES[kind]))
