"""The end of a deal, explained: who played what, one or two sentences saying what happened and
how it moves the carried score (story.py), the card points exact and counted in packets against
what was needed, one line per settled item with its computation (value × contract factor ×
Contra level × payers, from the Ledger's records, so every variant is explained alike), a line
per step that moved the carried score with its counts before and after, the deal's units per
seat and the running totals."""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from html import escape

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextDocument
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout

from tarokdesk.cards.points import points_from_thirds
from tarokdesk.core.settlement import Computation, SettledItem, Settlement
from tarokdesk.core.variant import variant_for
from tarokdesk.core.view import SeatView
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, translate
from tarokdesk.gui.rich_text import escaped_all
from tarokdesk.gui.table.story import (
    in_seat_order, step_lines, summary, trick_heading, units_words,
)
from tarokdesk.gui.table.talk import CONTRA_LEVELS
from tarokdesk.gui.theme import GOLD, gold_button
from tarokdesk.gui.words import (
    capitalised, card_words, contract_words, item_words, marked, term_words)

THIRDS = {0: "", 1: "⅓", 2: "⅔"}
CAUSES = ("card", "holder", "collected")
"""The details that say why an item was paid, which no row of the table can show."""
GAME = "game"
"""The item of a game's value, which `basis_words` explains where the value has a basis."""
REPLACED = {
    "misere": QT_TRANSLATE_NOOP("Result", "No card-point settlement: an announced Misère "
                                          "replaces it"),
    "silent_misere": QT_TRANSLATE_NOOP("Result", "No card-point settlement: a player without "
                                                 "a trick (a silent Misère) replaces it"),
    "vole": QT_TRANSLATE_NOOP("Result", "No card-point settlement: the Vole replaces it"),
    "vole_failed": QT_TRANSLATE_NOOP("Result", "No card-point settlement: the failed Vole is "
                                               "paid less its player's card points instead"),
}
"""Why a game's card points are not settled against the par, by what replaces it."""
PANEL = "#result { background: #faf8f0; border-radius: 10px; border: 2px solid " + GOLD + "; } " \
    "QScrollArea, #resultText { background: transparent; border: none; color: #1b1b1b; }"
"""The panel: a sheet of paper framed in the cloth's gold."""
SMALLEST = 0.8
"""The result's type shrinks at most to this share of the table's before the panel scrolls."""
TEXT_MARGINS = 40
"""The panel's width beyond its text's: the frame's, the layout's and the scroll area's."""
MEASURE_CHARS = 66
"""The panel widens, within the middle of the table, until a line holds this many average
characters of its type: a large table's result reads in whole lines, not a narrow column."""
FULL_SMALLEST_PX = 14
"""The full result shrinks to fit no further than type of this many pixels, a small window's
table type, which a middle-sized window's table affords; a small window tells the result in
brief instead (its rows still say whose each item is), unless a claimed hand lies open beside
it (the hand is the claim's proof, worth the smaller type)."""


def t(text: str) -> str:
    return translate("Result", text)


def computation_words(item: SettledItem, contract: str | None, value: str = "") -> str:
    """'2 units × 3 (Dreier) × 2 (Contra) × 3 opponents = 36' (or '… = 36 each' between
    equal sides of several): every factor a figure, with what makes it in brackets; a game bought step
    by step shows its fold ('× 2-fold'), a Courage its doubling; `value`, the words of a
    value made of parts ('12 (2 over 35 + 10 consolation)'), in place of its units. Nothing
    multiplied: the units alone ('9 units', '1 unit each')."""
    c = item["computation"]
    parts = [value or units_words(c["value"])]
    if c["factor"] != 1:
        parts.append(factor_words(c["factor"], contract_words(contract)))
    if c.get("fold", 1) != 1:
        parts.append(t("{n}\u2011fold").format(n=c["fold"]))  # a hyphen that never breaks
    parts.extend(factor_words(2, item_words(item)) for item in c.get("doubled_by", ()))
    if c["contra"] != 1:
        parts.append(factor_words(c["contra"], CONTRA_LEVELS[c["contra"].bit_length() - 1]))
    if c["lone"] and c["payers"] > 1:
        parts.append(t("{n} opponents").format(n=c["payers"]))
    text = " × ".join(parts)
    alone = c["lone"] or sum(units > 0 for units in item["amounts"].values()) < 2  # one to one
    if len(parts) == 1 and not value:
        return text if alone else t("{units} each").format(units=text)
    if alone:
        return t("{computation} = {units}").format(computation=text, units=c["units"])
    return t("{computation} = {units} each").format(computation=text, units=c["units"])


def factor_words(factor: int, made_by: str) -> str:
    """'3 (Dreier)': a factor of the computation and what makes it."""
    return t("{factor} ({made_by})").format(factor=factor, made_by=made_by)


def says_more(computation: Computation, brief: bool = False) -> bool:
    """Whether an item's computation says more than its figures in the table: a factor, a
    fold, a doubling, a Contra, or (unless `brief`) the opponents it is paid by; never
    '9 units = 9'."""
    c = computation
    return c["factor"] != 1 or c.get("fold", 1) != 1 or bool(c.get("doubled_by")) or \
        c["contra"] != 1 or (not brief and c["lone"] and c["payers"] > 1)


def item_lines(result: Settlement, brief: bool = False,
               names: list[str] | None = None) -> list[str]:
    """A line per settled item whose computation says more than the table (`says_more`),
    and the game's line always where no steps of a carried score tell how the game came
    about: 'Game: 2 units × Contra ×2 × 3 opponents = 12'; with
    `names`, each but the game (the summary says it) named by whose it is ('Matadors (to
    Anna): …'), and an item paid side to side has one, whose rows alone say neither whose nor
    why (`whose_words`). An item settled alike several times has one line, with how many
    times."""
    lines: dict[str, int] = {}
    basis = basis_words(result)
    told_by_steps = bool(result.get("carry_steps"))
    for item in result["items"]:
        game = item["item"] == GAME
        untold = bool(names) and not game and between_sides(item) and \
            (not brief or any(key in item for key in CAUSES))  # the brief: why, not whose
        if (told_by_steps or not game) and not says_more(item["computation"], brief) \
                and not untold:
            continue
        if game and basis:
            line = f"{basis} = {computation_words(item, result.get('contract'))}"
        else:
            line = computation_words(item, result.get("contract"),
                                     gain_words(result) if game else "")
        said = item_words(item["item"])
        if names and not game:
            said = f"{said} ({whose_words(item, names)})"
        line = f"{capitalised(said)}: {line}"
        lines[line] = lines.get(line, 0) + 1
    return [line if times == 1 else t("{line} ({times} times)").format(line=line, times=times)
            for line, times in lines.items()]


def between_sides(item: SettledItem) -> bool:
    """Whether an item is paid side to side, each of several seats receiving from one: its
    row shows the figures but not whose the item is nor why."""
    return not item["computation"]["lone"] and sum(v > 0 for v in item["amounts"].values()) > 1


def whose_words(item: SettledItem, names: list[str]) -> str:
    """Whose an item is, and what it was paid for where the settlement says: 'Eva's ♣ King,
    taken by Anna in trick 3; to Anna & Clara'; 'held by Eva; to Eva & Bernhard'; 'all in
    the tricks of Eva & Bernhard'."""
    paid = paid_words(item["amounts"], names)
    if "card" in item and "holder" in item and "taker" in item and "trick" in item:
        cause = t("{holder}'s {card}, taken by {taker} in trick {trick}").format(
            holder=names[item["holder"]], card=card_words(item["card"]),
            taker=names[item["taker"]], trick=item["trick"])
    elif item.get("collected"):  # the receivers named with the cause
        receivers = sorted(int(s) for s, v in item["amounts"].items() if v > 0)
        return t("all in the tricks of {receivers}").format(
            receivers=" & ".join(names[s] for s in receivers))
    elif "holder" in item and between_sides(item):
        cause = t("held by {holder}").format(holder=names[item["holder"]])
    else:
        return paid
    return t("{cause}; {paid}").format(cause=cause, paid=paid)


def paid_words(amounts: dict[str, int], names: list[str]) -> str:
    """Whose an item is: 'to Anna' where she alone receives it, else 'paid by Eva' where he
    alone pays it (whose Pagat was caught), else 'to Eva & Bernhard', the side receiving."""
    receivers, payers = sides(amounts)
    if paid_by_one(amounts):
        return t("paid by {payer}").format(payer=names[payers[0]])
    return t("to {receivers}").format(receivers=" & ".join(names[s] for s in receivers))


def owner_words(amounts: dict[str, int], names: list[str]) -> str:
    """Whose an item is, as a row of the table says it in brief: 'Anna' or 'Eva & Bernhard',
    who receive it, else 'from Eva' where he alone pays it (`paid_words`)."""
    receivers, payers = sides(amounts)
    if paid_by_one(amounts):
        return t("from {name}").format(name=names[payers[0]])
    return " & ".join(names[s] for s in receivers)


def sides(amounts: dict[str, int]) -> tuple[list[int], list[int]]:
    """The seats receiving an item and those paying it."""
    return (sorted(int(s) for s, v in amounts.items() if v > 0),
            sorted(int(s) for s, v in amounts.items() if v < 0))


def paid_by_one(amounts: dict[str, int]) -> bool:
    """Whether an item is one seat's paying several (whose Pagat or king was caught), rather
    than a side's receiving."""
    receivers, payers = sides(amounts)
    return len(payers) == 1 and len(receivers) > 1


def gain_words(result: Settlement) -> str:
    """A game worth the winners' card points over the half and a consolation: '12 (2 over
    35 + 10 consolation)', the opponents' points named where the declarer lost ('11 (the
    opponents' 54: 1 over 53 + 10 consolation)'); '' for a value without such parts."""
    basis = result.get("gain_basis")
    if not basis:
        return ""
    margin = max(0, basis["points"] - basis["half"])
    parts = dict(basis, margin=margin, gain=margin + basis["consolation"])
    template = t("{gain} ({margin} over {half} + {consolation} consolation)") \
        if basis["side"] == "declarer" else \
        t("{gain} (the opponents' {points}: {margin} over {half} + {consolation} consolation)")
    return template.format(**parts)


def item_labels(result: Settlement, names: list[str]) -> list[str]:
    """The table's label of each item: its words and whose it is ('Taroks (Anna)', 'King
    captured (from Eva)'), so that a row explains itself where a small window leaves out its
    line; the game's alone (the summary says whose); then from whom where that tells alike
    labels apart ('Card points (Eva, from Anna)'), else which of them it is ('King brought
    in (Eva, 2 of 3)')."""
    labels = [item_words(item["item"]) if item["item"] == GAME else
              f"{item_words(item['item'])} ({owner_words(item['amounts'], names)})"
              for item in result["items"]]
    payers = [payer_words(item["amounts"], names) for item in result["items"]]
    labels = [marked(label, payer) if payer and labels.count(label) > 1 else label
              for label, payer in zip(labels, payers)]
    alike = {label: labels.count(label) for label in labels if labels.count(label) > 1}
    seen: dict[str, int] = {}
    for index, label in enumerate(labels):
        if label in alike:
            seen[label] = seen.get(label, 0) + 1
            labels[index] = marked(label, t("{n} of {of}").format(n=seen[label],
                                                                    of=alike[label]))
    return labels


def payer_words(amounts: dict[str, int], names: list[str]) -> str:
    """'from Anna' where one receives an item from one other; nothing otherwise."""
    receivers, payers = sides(amounts)
    if len(receivers) == 1 and len(payers) == 1:
        return t("from {name}").format(name=names[payers[0]])
    return ""


def transfer_row(result: Settlement, names: list[str]) -> tuple[str, dict[int, int]] | None:
    """The row that hands the dummies' units to the persons who play them (neunzehnerrufen.md
    "Who pays whom": en deux each person settles for his own hand and the dummies he plays),
    so that every column of the table adds up to its 'This deal'; None where no hand's units
    are another's."""
    hands = result.get("hand_totals")
    if not hands or hands == result["totals"]:
        return None
    moved = {int(seat): result["totals"][seat] - hands[seat] for seat in hands}
    takers = [seat for seat, units in moved.items()
              if units and not (hands[str(seat)] and not result["totals"][str(seat)])]
    label = t("Dummies' units to {player}").format(player=names[takers[0]]) \
        if len(takers) == 1 else t("Dummies' units to their players")
    return label, moved


def points_line(result: Settlement) -> str:
    """Exact and in packets (the packets decide; one figure where they agree), against what
    the variant needs to win, and won by the defenders giving up where they did."""
    thirds, points = result["thirds"]["declarer"], result["points"]["declarer"]
    total = points + result["points"]["defenders"]
    exact = f"{thirds // 3}{THIRDS[thirds % 3]}"
    outcome = t("won: the defenders gave up") if result.get("conceded") else \
        t("won") if result["won"] else t("lost")
    figures = dict(exact=exact, packets=points, total=total, outcome=outcome)
    if "needed_thirds" in result:
        figures["needed"] = points_from_thirds(result["needed_thirds"])
    if thirds == 3 * points:
        template = t("Card points of the declarer's side: {packets} of {total}: "
                     "<b>{outcome}</b>") if "needed" not in figures else \
            t("Card points of the declarer's side: {packets} of {total}; {needed} needed: "
              "<b>{outcome}</b>")
    elif "needed" not in figures:
        template = t("Card points of the declarer's side: {exact} exactly, {packets} counted "
                     "in packets of three, of {total}: <b>{outcome}</b>")
    else:
        template = t("Card points of the declarer's side: {exact} exactly, {packets} counted "
                     "in packets of three, of {total}; {needed} needed: <b>{outcome}</b>")
    return template.format(**figures)


def count_line(result: Settlement) -> str:
    """A count of every card by itself (`result["augen"]`, e.g. 106 in all) against what
    was needed."""
    augen = result["augen"]
    outcome = t("won") if result["won"] else t("lost")
    return t("Card points of the declarer's side, every card counted by itself: {points} of "
             "{total}; {needed} needed: <b>{outcome}</b>").format(
        points=augen["declarer"], total=augen["declarer"] + augen["defenders"],
        needed=result["needed_augen"], outcome=outcome)


def demanded_lines(result: Settlement, names: list[str]) -> list[str]:
    """Each card l'Hombre demanded and its fee, which its row of the table shows only as a
    figure."""
    return [t("Card demanded ({name}): {card} = {units}").format(
        name=names[exchange["from"]], card=card_words(exchange["card"]),
        units=units_words(exchange["fee"])) for exchange in result.get("demanded", ())]


def basis_lines(result: Settlement, names: list[str]) -> list[str]:
    """Where a figure of the table comes from, where the items' computations do not say it:
    each seat's card points against the par they settle at."""
    lines = []
    replaced_by = result.get("card_points_replaced_by")
    if replaced_by:
        lines.append(t(REPLACED[replaced_by]))
    elif "par" in result and "seat_points" in result:
        par = result["par"]["par"]
        each = ", ".join(f"{names[int(seat)]}\u00a0{points}\u00a0−\u00a0{par}\u00a0=\u00a0"  # whole
                         f"{points - par:+d}"
                         for seat, points in in_seat_order(result["seat_points"]))
        lines.append(t("Card points settle against {par}, a third of the {total}: {each}").format(
            par=par, total=result["par"]["total"], each=each))
    return lines


def basis_words(result: Settlement) -> str:
    """A game value made of a base and a payment per card point over or under the half:
    '50 + 2 × 4 (39 card points, 4 over 35)'; '' for a value without one."""
    basis = result.get("game_basis")
    if not basis:
        return ""
    why = t("{points} card points, {margin} over the half, {half}") \
        if basis["points"] > basis["half"] else \
        t("{points} card points, {margin} under the half, {half}")
    return t("{base} + {factor} × {margin} ({why})").format(why=why.format(**basis), **basis)


def points_owners(result: Settlement, seat: int, names: list[str]) -> str:
    """Whose card points a seat's are: a declarer playing with others counts for his party
    (`result["party"]`: the asking pair of the Quadrille, a called partner), so all of it."""
    party = result.get("party") or [seat]
    return " & ".join(names[s] for s in (party if seat == result["declarer"] else [seat]))


def shown_seats(result: Settlement, n_seats: int, dummies: set[int]) -> list[int]:
    """The seats with a column: every person's, and a dummy's only where it has figures of
    its own (C1: Neunzehnerrufen's dummies settle items that their players take over; a
    Whist dummy has none)."""
    return [s for s in range(n_seats) if s not in dummies
            or any(item["amounts"].get(str(s), 0) for item in result["items"])
            or result["totals"].get(str(s), 0)]


def result_html(result: Settlement, names: list[str], running: dict[int, int],
                dummies: set[int], carried: dict[str, int] | None = None,
                brief: bool = False, gap_px: int = 0, claim_open: bool = False,
                unit_rows: tuple[str, ...] = ()) -> str:
    """The whole panel as an HTML fragment (names escaped: they are the players' own);
    `dummies`: the seats no person sits at; `carried`: the counts of the carry after the deal
    (`Sitting.carry_counts`); `brief`: only the item lines the table cannot show at all;
    `gap_px`: the room between the table's columns; `claim_open`: a claimed hand lies face up
    on the table; `unit_rows`: the game's terms for the table's rows of the deal's units and
    their sum (`CarrySheet.unit_rows`), else this deal's and the running total."""
    seats = shown_seats(result, len(names), dummies)
    told = [escape(sentence) for sentence in summary(result, names, dummies, claim_open)]
    steps = [re.sub(r" (-?\d+) → ", r"&nbsp;\1&nbsp;→&nbsp;", escape(line))  # "chips 3 → 5"
             for line in step_lines(result, names, dummies, carried or {})]  # stays whole
    plain_names, names = names, escaped_all(names)
    if result.get("contract") is None and not result.get("items") and not steps:
        return f"<h3 style='margin:0'>{t('All passed')}</h3><p>{' '.join(told)}</p>"
    if result.get("contract") is None:  # a variant's custom plays it out all the same
        heading = t("All passed; the deal was played out")
    else:
        heading = trick_heading(result, names) or contract_words(result["contract"])
    declarer, partner = result.get("declarer"), result.get("partner")
    announcers = result.get("announcers")
    if announcers:  # no declarer, but the players' announcement made the deal
        heading = t("{players}: {contract}").format(
            players=" & ".join(names[seat] for seat in announcers), contract=heading)
    if declarer is not None:  # Whist has no declarer: the heading says how it ended
        heading = t("{contract} played by {declarer}").format(contract=heading,
                                                              declarer=names[declarer])
    if partner is not None:
        heading += " " + t("with {partner}").format(partner=names[partner])
    html = [f"<h3 style='margin:0'>{capitalised(heading)}</h3>", " ".join(told)]
    if "declarer" in result.get("points", {}):
        html.append(points_line(result))
    elif "augen" in result:
        html.append(count_line(result))
    if "seat_points" in result and result.get("declarer") is not None:
        said = ", ".join(f"{points_owners(result, int(seat), names)} {points}"
                         for seat, points in in_seat_order(result["seat_points"]))
        html.append(t("Card points: {points} of {total}; {needed} needed").format(
            points=said, total=result["total_points"], needed=result["needed_points"])
            if "needed_points" in result else t("Card points: {points}").format(points=said))
    demanded = [] if brief else demanded_lines(result, plain_names)  # brief: the rows alone
    if demanded:
        html.append("<br>".join(escape(line) for line in demanded))
    html.extend(escape(line) for line in basis_lines(result, plain_names))
    html.append("<br>".join(escape(line).replace(" = ", "&nbsp;=&nbsp;")  # "= 96" stays whole
                            for line in item_lines(result, brief, plain_names)))
    html.append("<br>".join(steps))
    story = "".join(f"<p>{part}</p>" for part in html if part)  # no blank band for no lines
    if not result["items"] and not any(result["totals"].values()) and not any(running.values()):
        return story  # no units moved: the sentences and lines above say what the deal did
    return story + result_table(result, plain_names, running, seats, gap_px, unit_rows)


def result_table(result: Settlement, names: list[str], running: dict[int, int],
                 seats: list[int], gap_px: int, unit_rows: tuple[str, ...] = ()) -> str:
    """The units of each item, the dummies' transfer, the deal and the running total per
    seat (or what `unit_rows` names them): a name or figure never breaks, and `gap_px` keeps
    each column clear of the one before it."""
    figure = f"align=right nowrap style='padding-left:{gap_px}px'"
    labels = [escape(label) for label in item_labels(result, names)]
    table = ["<table style='margin-top:8px' cellspacing=0 cellpadding=3 width='100%'><tr>"
             "<th align=left>" + t("Item") + "</th>"
             + "".join(f"<th {figure}>{escape(names[s])}</th>" for s in seats) + "</tr>"]
    for item, label in zip(result["items"], labels):
        cells = "".join(f"<td {figure}>{item['amounts'].get(str(s), 0):+d}</td>" for s in seats)
        table.append(f"<tr><td>{capitalised(label)}</td>{cells}</tr>")
    transfer = transfer_row(result, names)
    if transfer is not None:
        cells = "".join(f"<td {figure}>{transfer[1].get(s, 0):+d}</td>" for s in seats)
        table.append(f"<tr><td>{escape(transfer[0])}</td>{cells}</tr>")
    deal_label, total_label = [capitalised(term_words(row)) for row in unit_rows] or \
        [t("This deal"), t("Running total")]
    for label, amounts in ((deal_label, {s: result["totals"][str(s)] for s in seats}),
                           (total_label, running)):
        cells = "".join(f"<td {figure}><b>{amounts.get(s, 0):+d}</b></td>" for s in seats)
        table.append(f"<tr><td><b>{label}</b></td>{cells}</tr>")
    table.append("</table>")
    return "".join(table)


class ResultPanel(QFrame):
    """The counting of a finished deal, laid on the middle of the table (clear of every
    seat's label) and sized with the window; the button starts the next deal."""

    def __init__(self, button_text: str):
        super().__init__()
        self.setObjectName("result")
        self.button_px = 0
        """The size of the button's type in its style sheet, which grows with the table's."""
        self.text = QLabel()
        self.text.setObjectName("resultText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.text)
        self.button = QPushButton(button_text)
        self.told: Callable[[bool, int], str] = lambda brief, gap_px: ""
        """The result in full or in brief (the brief for a window too small for the full),
        with the given room between the table's columns."""
        self.unscrolled = True
        """Whether the last `fit` told the result, in full or in brief, without scrolling."""
        self.column = QVBoxLayout(self)
        self.column.addWidget(scroll, 1)
        self.column.addWidget(self.button, alignment=Qt.AlignmentFlag.AlignCenter)
        self.hide()

    def show_result(self, view: SeatView, names: list[str], running: dict[int, int],
                    claim_open: bool = False) -> None:
        """The view's result; a dummy's seat (C1) has no column of its own; `claim_open`: a
        claimed hand lies face up on the table."""
        result = view.result
        if result is None:
            raise ValueError("the deal on the table has no result yet")
        sitting = variant_for(view.variant_id, dict(view.options), view.n_seats).sitting
        carried = sitting.carry_counts(result["carry"]) if "carry" in result else {}
        sheet = sitting.carry_sheet(result["carry"]) if "carry" in result else None
        self.told = partial(result_html, result, names, running, set(view.played_by), carried,
                            claim_open=claim_open, unit_rows=sheet.unit_rows if sheet else ())

    def fit(self, rect: QRectF, font_px: float, widest: float, hand_open: bool = False
            ) -> QRectF:
        """Take at most `rect`'s height, shrinking to the text, and its width, or up to
        `widest` around the same middle where the table's columns need it to stand unbroken:
        told in full, in a large window's smaller type too (down to FULL_SMALLEST_PX, or to
        SMALLEST of the table's beside an open claimed hand, `hand_open`), else in brief, and
        then in smaller type (down to SMALLEST of the table's) before it scrolls; where no try keeps the table whole, the first that needs no scrolling;
        return the rectangle taken."""
        if round(font_px) != self.button_px:
            self.button_px = round(font_px)
            self.setStyleSheet(PANEL + gold_button("#result QPushButton", self.button_px))
        scales = (1.0, (1 + SMALLEST) / 2, SMALLEST)
        tries = [(False, scale) for scale in scales if scale == 1.0 or hand_open
                 or font_px * scale >= FULL_SMALLEST_PX] + [(True, scale) for scale in scales]
        laid = [self._lay(brief, round(font_px * scale), rect, widest) for brief, scale in tries]
        whole = [index for index, (_, height, unbroken) in enumerate(laid)
                 if unbroken and height <= rect.height()]
        scrolled = [index for index, (_, height, _) in enumerate(laid) if height <= rect.height()]
        chosen = (whole or scrolled or [len(tries) - 1])[0]
        brief, scale = tries[chosen]
        width, wanted, _ = self._lay(brief, round(font_px * scale), rect, widest)
        self.unscrolled = wanted <= rect.height()
        height = min(rect.height(), max(wanted, 120.0))
        return QRectF(rect.center().x() - width / 2, rect.top(), width, height)

    def _lay(self, brief: bool, px: int, rect: QRectF, widest: float) -> tuple[float, float, bool]:
        """Set the text in `px` type; return the panel's width (`rect`'s, widened up to
        `widest` for a line's measure and for the table), the height it wants at that width
        and whether the table stands unbroken in it."""
        font = self.text.font()
        font.setPixelSize(px)
        self.text.setFont(font)
        text = self.told(brief, px)
        self.text.setText(text)
        needed = table_width(text, font) + TEXT_MARGINS
        measure = QFontMetricsF(font).averageCharWidth() * MEASURE_CHARS + TEXT_MARGINS
        room = max(rect.width(), min(measure, widest))
        width = min(max(room, needed), max(room, widest))
        wanted = self.text.heightForWidth(round(width) - TEXT_MARGINS) + \
            self.button.sizeHint().height() + 44
        return width, wanted, needed <= width


def table_width(html: str, font: QFont) -> float:
    """The width the text's table takes with no cell broken; 0 where the text has none."""
    _, found, table = html.partition("<table")
    if not found:
        return 0.0
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setHtml(found + table)
    return document.idealWidth()
