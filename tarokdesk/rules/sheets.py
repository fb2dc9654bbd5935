"""Score sheets kept across deals (architecture §5 "Block and chip ledgers across deals").

The 1821 sheet (tarok-tappen-1821.md "Scoring and settlement"): each deal's entries are what
each player "writes" for himself; entries for and against a player are netted (§48); at the
end every pair settles the difference of their sheets, so a player with sheet total W receives
n·W − ΣW. Points are paid in money at an agreed price per hundred, a remainder of 1-2 points
dropped and 3-4 counted as five (§53). The session ends after the "last three tours"
(`TourCounter`, Special cases 7).

`BlockLedger`: the block ledger of Tarok mit Blocks (tarok-mit-blocks.md "Scoring and
settlement"). It keeps the pot ("Kartenstamm"), board 1 (each participant's Aufschrift of
`stake` blocks, "Stammbête"), board 2 (the Spielbêtes written against losing declarers, each
with its creditor once won), the line drawn when the agreed tours are over (the "Brunnen"),
and each participant's chips against his start.

Units stay zero-sum deal by deal and add up to the book's final result ("Die Abrechnung"):
a deal posts what changes hands in it: premiums and Aufschrift chips, the pot as its winner
takes it (paid by those who anted into it, each his antes), and a bête as its creditor wins
it (paid by its debtor). Only the Brunnen is posted by the deal that makes the reckoning, since
it is shared out only then. Antes waiting in the pot are chips, not yet units.

`PartieSheet`: the Danish partie (danish-taroc-en-deux.md and danish-tarok-four.md "Scoring
and settlement"), to a target of points or over a number of deals, under `PartieRules`; the
deal that closes a partie posts what it pays.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from tarokdesk.core.state import SettlementError
from tarokdesk.rules.carry_steps import DEALS, POINTS, count_key, step


def written(entries: Iterable[Mapping[str, Any]], n_seats: int) -> dict[str, int]:
    """Each seat's sum of the entries it writes ({"seat", "points"} each)."""
    sheet = {str(s): 0 for s in range(n_seats)}
    for entry in entries:
        sheet[str(entry["seat"])] += entry["points"]
    return sheet


def net_entries(entries: Iterable[Mapping[str, Any]], n_seats: int) -> dict[str, int]:
    """§48: what each writes once the entries for and against each other are netted (the
    lowest writes nothing; the differences, which are all that is paid, are unchanged)."""
    sheet = written(entries, n_seats)
    low = min(sheet.values())
    return {seat: points - low for seat, points in sheet.items()}


def add_sheets(sheet: Mapping[str, int], deal: Mapping[str, int]) -> dict[str, int]:
    """The running sheet after one more deal's (netted) entries."""
    merged = dict(sheet)
    for seat, points in deal.items():
        merged[seat] = merged.get(seat, 0) + points
    return merged


def settle_sheet(sheet: Mapping[str, int]) -> dict[str, int]:
    """"Settlement": every pair settles the difference, so seat X nets n·W_X − ΣW."""
    n, total = len(sheet), sum(sheet.values())
    return {seat: n * points - total for seat, points in sheet.items()}


def rounded_to_five(points: int) -> int:
    """§53: when paying, 1-2 points over a multiple of five are dropped, 3-4 count as five."""
    sign, points = (-1 if points < 0 else 1), abs(points)
    rest = points % 5
    return sign * (points - rest + (5 if rest >= 3 else 0))


def money(points: int, price_per_hundred: int) -> float:
    """§53: the points in money at the agreed price for 100 points."""
    return rounded_to_five(points) * price_per_hundred / 100


@dataclass(frozen=True)
class TourCounter:
    """Special cases 7 (§51): a tour is one deal per seat at the table (3, or 4 with the
    König), so that everyone is Vorhand once; the session closes with the last `tours` tours,
    ending when the first dealer has had the last Vorhand, and one tour more if its very last
    deal was a plain Tapper (once)."""

    n_seats: int
    tours: int = 3

    @property
    def deals(self) -> int:
        return self.tours * self.n_seats

    def over(self, played: int, last_was_tapper: bool) -> bool:
        """Whether the closing round is finished after `played` deals."""
        if played < self.deals:
            return False
        if played == self.deals:
            return not last_was_tapper
        return played >= self.deals + self.n_seats


BLOCKS_KEY = "blocks"
POT, CHIPS, AUFSCHRIFT, BETE, BOARD, BRUNNEN = (
    "pot", "chips", "aufschrift", "open_betes", "board", "brunnen")
"""The counts of the block ledger (`BlockLedger.counts`)."""


class BlockLedger:
    """The ledger read from a carry (a copy: the carry a deal started with is not changed).

    `stake`: the Aufschrift (10, "gewöhnlich zehn"); `cap`: the largest forfeit written as one
    bête (0: no limit); `deals`: the deals of the agreed tours, after which the line is drawn
    once the pot has been won. Each change is recorded in `steps` (rules/carry_steps.py)."""

    def __init__(self, carry: dict[str, Any], stake: int, cap: int, deals: int):
        self.book = copy.deepcopy(carry[BLOCKS_KEY])
        self.stake, self.cap, self.deals = stake, cap, deals
        self.n = len(self.book["chips"])
        self.steps: list[dict[str, Any]] = []

    @staticmethod
    def opening(n_seats: int) -> dict[str, Any]:
        """The carry of a sitting's first deal: every participant charged his Aufschrift
        ("Objects": "at the start every participant is charged")."""
        return {BLOCKS_KEY: {"pot": 0, "anted": [0] * n_seats, "charged": [True] * n_seats,
                      "bets": [], "chips": [0] * n_seats, "deals": 0, "line": False,
                      "reckoning": None}}

    def carry(self) -> dict[str, Any]:
        return {BLOCKS_KEY: self.book}

    def counts(self) -> dict[str, int]:
        """The pot and the deals played, and per participant: his chips, his Aufschrift still
        charged, the bêtes open against him, his board balance and what he owes in the
        Brunnen (Sitting.carry_counts)."""
        book, board = self.book, self.board()
        counts = {POT: book["pot"], DEALS: book["deals"]}
        for seat in range(self.n):
            owed = [bet for bet in book["bets"] if bet["debtor"] == seat]
            counts[count_key(CHIPS, (seat,))] = book["chips"][seat]
            counts[count_key(AUFSCHRIFT, (seat,))] = self.stake if book["charged"][seat] else 0
            counts[count_key(BETE, (seat,))] = sum(
                bet["amount"] for bet in owed if bet["creditor"] is None and not bet["brunnen"])
            counts[count_key(BOARD, (seat,))] = board[seat]
            counts[count_key(BRUNNEN, (seat,))] = sum(
                bet["amount"] for bet in owed if bet["brunnen"])
        return counts

    # --- what a game is played for ("The stake of a game") --------------------------------
    def open_bets(self) -> list[int]:
        """Spielbêtes still to be played for, oldest first (open question 2): above the line,
        without a creditor."""
        return [i for i, bet in enumerate(self.book["bets"])
                if bet["creditor"] is None and not bet["brunnen"]]

    def played_for(self) -> tuple[str, int | None, int]:
        """("aufschrift", None, stake) while any Aufschrift is charged, else ("bete", index,
        amount) for the oldest open Spielbête; at the Brunnen only the bêtes above the line."""
        if any(self.book["charged"]) and not self.book["line"]:
            return "aufschrift", None, self.stake
        index = self.open_bets()[0]
        return "bete", index, self.book["bets"][index]["amount"]

    def value(self) -> int:
        """The object played for plus the pot (at the Brunnen, the bête alone)."""
        return self.played_for()[2] + (0 if self.book["line"] else self.book["pot"])

    # --- one deal --------------------------------------------------------------------------
    def ante(self, dealer: int) -> None:
        """The dealer puts one block in the pot for every deal, none at the Brunnen (Deal 3)."""
        if not self.book["line"]:
            self.book["pot"] += 1
            self.book["anted"][dealer] += 1
            self.book["chips"][dealer] -= 1
            self.steps.append(step("ante", {POT: 1, count_key(CHIPS, (dealer,)): -1},
                                   seat=dealer))

    def win(self, winner: int) -> list[tuple[str, dict[int, int]]]:
        """"When the declarer WINS" 1-3: the pot, then the Aufschrift or the bête played for.
        Returns the payments it makes, as (item, seat -> units) pairs."""
        book = self.book
        kind, index, _ = self.played_for()
        payments = []
        chips = count_key(CHIPS, (winner,))
        if book["pot"]:
            payments.append(("pot", {s: (book["pot"] if s == winner else 0) - book["anted"][s]
                                     for s in range(self.n)}))
            self.steps.append(step("pot_won", {POT: -book["pot"], chips: book["pot"]},
                                   seat=winner, pot=book["pot"]))
            book["chips"][winner] += book["pot"]
            book["pot"], book["anted"] = 0, [0] * self.n
        if kind == "bete":
            bet = book["bets"][index]
            debtor, amount = bet["debtor"], bet["amount"]
            open_bete = {count_key(BETE, (debtor,)): -amount}
            if debtor == winner:  # open question 2: his own bête is cancelled
                del book["bets"][index]
                self.steps.append(step("bete_cancelled", open_bete, seat=winner,
                                       amount=amount))
            else:
                bet["creditor"] = winner
                payments.append(("bete", {winner: amount, debtor: -amount}))
                self.steps.append(step("bete_won", {**open_bete,
                                                    count_key(BOARD, (winner,)): amount,
                                                    count_key(BOARD, (debtor,)): -amount},
                                       seat=winner, debtor=debtor, amount=amount))
            return payments
        charged = book["charged"]
        if charged[winner]:
            charged[winner] = False
            self.steps.append(step("aufschrift_cancelled",
                                   {count_key(AUFSCHRIFT, (winner,)): -self.stake},
                                   seat=winner, amount=self.stake))
            return payments
        # open question 3: the next participant still charged, in seating order
        payer = next(s for s in ((winner + k) % self.n for k in range(1, self.n)) if charged[s])
        charged[payer] = False
        book["chips"][winner] += self.stake
        book["chips"][payer] -= self.stake
        payments.append(("aufschrift", {winner: self.stake, payer: -self.stake}))
        self.steps.append(step("aufschrift_won", {count_key(AUFSCHRIFT, (payer,)): -self.stake,
                                                  chips: self.stake,
                                                  count_key(CHIPS, (payer,)): -self.stake},
                               seat=winner, payer=payer, amount=self.stake))
        return payments

    def lose(self, loser: int, multiplier: int, halves: bool = False) -> list[int]:
        """"When the declarer LOSES" 1-3: a Spielbête of m × (stake + pot) against him; the pot
        and the object played for stay. Above the cap it is written as equal parts ("Cap on
        forfeits"; with no cap, as two `halves` if he so chooses); at the Brunnen it goes below
        the line. Returns the amounts written."""
        value = self.value()
        amount = multiplier * value
        parts = 2 if halves else 1
        below = self.book["line"]
        if self.cap and not below:
            while -(-amount // parts) > self.cap:  # [inference] as many parts as needed
                parts += 1
        amounts = [amount // parts + (1 if k < amount % parts else 0) for k in range(parts)]
        for part in amounts:
            self.book["bets"].append({"debtor": loser, "amount": part, "creditor": None,
                                      "brunnen": below})
        self.steps.append(step("bete_written",
                               {count_key(BRUNNEN if below else BETE, (loser,)): amount},
                               seat=loser, amount=amount, multiplier=multiplier, value=value,
                               parts=amounts, brunnen=below))
        return amounts

    def paid(self, amounts: dict[str, int]) -> None:
        """Chips the deal's premiums moved between the participants."""
        for seat, units in amounts.items():
            self.book["chips"][int(seat)] += units
        if any(amounts.values()):
            self.steps.append(step("premiums", {count_key(CHIPS, (int(seat),)): units
                                                for seat, units in amounts.items()}))

    def close_deal(self, vorhand: int) -> dict[str, list[int]] | None:
        """After each deal: count it; draw the line when the tours are over and the pot is
        won ("End of the session" 2); make the final reckoning once every bête above the line
        has a creditor (3), returning it. Outside the Brunnen, with nothing left to play for,
        everyone is charged a fresh Aufschrift (open question 2)."""
        book = self.book
        book["deals"] += 1
        self.steps.append(step("deal_counted", {DEALS: 1}, number=book["deals"],
                               of=self.deals, brunnen=book["line"]))
        if not book["line"] and book["deals"] >= self.deals and book["pot"] == 0:
            book["line"] = True
            self.steps.append(step("line_drawn", {count_key(AUFSCHRIFT, (s,)): -self.stake
                                                  for s in range(self.n) if book["charged"][s]}))
            book["charged"] = [False] * self.n  # [inference] Aufschriften lapse at the line
        if book["line"] and not self.open_bets():
            reckoning = self.reckoning(vorhand)
            if sum(reckoning["final"]) != 0:  # 3d: "it must sum to zero"
                raise SettlementError("the final reckoning does not sum to zero")
            book["reckoning"] = reckoning
            self.steps.append(step("reckoning", final=reckoning["final"]))
            return reckoning
        if not book["line"] and not any(book["charged"]) and not self.open_bets():
            book["charged"] = [True] * self.n
            self.steps.append(step("aufschrift_charged",
                                   {count_key(AUFSCHRIFT, (s,)): self.stake
                                    for s in range(self.n)}, amount=self.stake))
        return None

    # --- the reckoning ("Die Abrechnung") ---------------------------------------------------
    def board(self) -> list[int]:
        """3a: per participant, the bêtes owed to him minus those he owes, above the line."""
        balance = [0] * self.n
        for bet in self.book["bets"]:
            if bet["creditor"] is not None and not bet["brunnen"]:
                balance[bet["creditor"]] += bet["amount"]
                balance[bet["debtor"]] -= bet["amount"]
        return balance

    def brunnen(self, vorhand: int) -> list[int]:
        """3b: each participant is credited an equal share of the Brunnen and debited his own
        bêtes in it. [inference] A remainder that does not divide goes one block each to the
        first participants from the Vorhand of the closing deal, so the sum stays zero."""
        written = [0] * self.n
        for bet in self.book["bets"]:
            if bet["brunnen"]:
                written[bet["debtor"]] += bet["amount"]
        total = sum(written)
        share = [total // self.n] * self.n
        for k in range(total % self.n):
            share[(vorhand + k) % self.n] += 1
        return [share[s] - written[s] for s in range(self.n)]

    def reckoning(self, vorhand: int) -> dict[str, list[int]]:
        """3a-d: board balance + Brunnen net + chip balance (zero-sum once the pot is won;
        before that, the standing if the session were reckoned now)."""
        board, brunnen, chips = self.board(), self.brunnen(vorhand), list(self.book["chips"])
        final = [board[s] + brunnen[s] + chips[s] for s in range(self.n)]
        return {"board": board, "brunnen": brunnen, "chips": chips, "final": final}


# --- the Danish partie ------------------------------------------------------------------------
PARTIE_KEY = "partie"
PARTIES = "parties"


@dataclass(frozen=True)
class PartieRules:
    """How a partie of the Danish Tarok games ends and what it pays (architecture §6).

    A partie ends at the end of the deal in which a side reaches `target` points (Taroc en
    deux, danish-taroc-en-deux.md "Scoring" 2: 100 "as in Piquet"), or after `deals` deals
    (Danish Tarok for four, danish-tarok-four.md "Scoring" 2: four deals); one of the two is
    given, the other left 0. The side with more points wins `stake` units, and `per_point`
    units for each point of its lead ("also as many points as he is ahead"). The stake is
    paid once more when the loser has fewer than `double_below` points (en deux: under 50;
    for four: 1, "made no points in the whole partie") and once more when the lead is at
    least `reale` (for four: the Reale of 36; 0: no Reale), so both together pay it three
    times ("twice for the double and once for the Reale"). Equal points: a partie played to a
    target goes on with another deal (en deux "Scoring" 2, recommended); one of a fixed
    number of deals is won by nobody (for four, "N = 0: no one wins")."""

    target: int = 0
    deals: int = 0
    stake: int = 1
    per_point: int = 0
    double_below: int = 0
    reale: int = 0

    def __post_init__(self) -> None:
        if (self.target > 0) == (self.deals > 0):
            raise ValueError("a partie ends at a target or after a number of deals, not both")


class PartieSheet:
    """One partie's sheet in the carry (C4) of a two-sided game: each side's points and the
    deals played, and the parties closed in this sitting. A deal adds what each side made in
    it (`add`); the deal that closes a partie posts its payment, so every deal is zero-sum.
    The sheet works on a copy: the carry a deal started with is not changed. `sides`: the
    seats of each side, which the steps it records (`steps`, rules/carry_steps.py) name.

        sheet = PartieSheet(state.carry, PartieRules(target=100, stake=32, per_point=1,
                                                     double_below=50))
        closed = sheet.add([53, 37])  # None while the partie goes on
        result["carry"] = sheet.carry()
    """

    def __init__(self, carry: dict[str, Any], rules: PartieRules,
                 sides: tuple[tuple[int, ...], ...] = ((0,), (1,))):
        self.book = copy.deepcopy(carry[PARTIE_KEY])
        self.rules = rules
        self.sides = sides
        self.steps: list[dict[str, Any]] = []

    @staticmethod
    def opening() -> dict[str, Any]:
        """The carry of a sitting's first deal: both sides at 0, no deal, no partie closed."""
        return {PARTIE_KEY: {"scores": [0, 0], "deals": 0, "parties": []}}

    def carry(self) -> dict[str, Any]:
        return {PARTIE_KEY: self.book}

    @property
    def scores(self) -> list[int]:
        return list(self.book["scores"])

    def counts(self) -> dict[str, int]:
        """Each side's points in the partie, its deals and the parties closed
        (Sitting.carry_counts)."""
        counts = {count_key(POINTS, seats): score
                  for seats, score in zip(self.sides, self.book["scores"])}
        counts.update({DEALS: self.book["deals"], PARTIES: len(self.book["parties"])})
        return counts

    def standing(self, closed: dict[str, Any] | None) -> dict[str, Any]:
        """Where the partie stands after a deal, as the sentence code of
        `result["carry_summary"]`; `closed`, the partie the deal closed (`add`)."""
        rules = self.rules
        if closed is not None:
            return {"code": "partie_closed", "sides": [list(s) for s in self.sides],
                    "scores": closed["scores"], "units": closed["units"],
                    "winners": None if closed["winner"] is None
                    else list(self.sides[closed["winner"]])}
        return {"code": "partie_standing", "sides": [list(s) for s in self.sides],
                "scores": self.scores, "deals": self.book["deals"], "of": rules.deals,
                "target": rules.target}

    @property
    def parties(self) -> list[dict[str, Any]]:
        """The parties closed in this sitting, oldest first (`close`'s records)."""
        return list(self.book["parties"])

    def points_units(self, points: list[int]) -> int:
        """What side 0 receives from side 1 (negative: pays) for one deal's points, where a
        game posts the per-point part deal by deal: summed over a partie it is the winner's
        lead times `per_point`, so the close then posts only `stake_units`."""
        return self.rules.per_point * (points[0] - points[1])

    def add(self, points: list[int], made: list[int] | None = None,
            half: int | None = None,
            parts: list[list[tuple[str, int]]] | None = None) -> dict[str, Any] | None:
        """One deal's points, per side, added to the sheet (each the surplus of the card points
        `made` over the `half`, where the game scores so; or the sum of the entries `parts`,
        (item, points) each, where each side writes its own); returns the partie it closes
        (and starts the next one at 0), or None while the partie goes on."""
        book, rules = self.book, self.rules
        for side, seats in enumerate(self.sides):
            written = {"parts": [list(part) for part in parts[side]]} if parts else {}
            self.steps.append(step("partie_points", {count_key(POINTS, seats): points[side]},
                                   seats=list(seats), points=points[side],
                                   made=made and made[side], half=half, **written))
        book["scores"] = [score + gained for score, gained in zip(book["scores"], points)]
        book["deals"] += 1
        self.steps.append(step("deal_counted", {DEALS: 1}, number=book["deals"],
                               of=rules.deals))
        scores = book["scores"]
        if rules.target:
            if max(scores) < rules.target or scores[0] == scores[1]:
                return None
        elif book["deals"] < rules.deals:
            return None
        return self.close()

    def close(self) -> dict[str, Any]:
        """The partie decided on the sheet as it stands: {"scores", "deals", "winner" (a side,
        or None when nobody wins), "lead", "factor" (how often the stake is paid), "units"
        (what the loser pays the winner), "stake_units" (its stake part)}."""
        book, rules = self.book, self.rules
        scores = book["scores"]
        lead = abs(scores[0] - scores[1])
        winner = None if lead == 0 else (0 if scores[0] > scores[1] else 1)
        factor = 0
        if winner is not None:
            factor = 1 + (scores[1 - winner] < rules.double_below) + \
                (rules.reale > 0 and lead >= rules.reale)
        stake = factor * rules.stake
        record = {"scores": list(scores), "deals": book["deals"], "winner": winner,
                  "lead": lead, "factor": factor, "stake_units": stake,
                  "units": stake + (rules.per_point * lead if factor else 0)}
        moves = {count_key(POINTS, seats): -score for seats, score in zip(self.sides, scores)}
        self.steps.append(step("partie_won" if factor else "partie_drawn",
                               {**moves, DEALS: -book["deals"], PARTIES: 1},
                               **{k: v for k, v in record.items() if k != "winner"},
                               winners=None if winner is None else list(self.sides[winner]),
                               stake=rules.stake))
        book["parties"].append(record)
        book["scores"], book["deals"] = [0, 0], 0
        return record


def partie_mark(record: dict[str, Any]) -> str:
    """The Piquet marking of a closed partie (en deux "Scoring" 6): the winner's lead and a
    stroke for a single partie ("30 –"), the stake's multiple in its place otherwise ("30 2")."""
    if record["winner"] is None:
        return "0"
    return f"{record['lead']} {'–' if record['factor'] == 1 else record['factor']}"
