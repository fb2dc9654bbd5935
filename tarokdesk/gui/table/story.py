"""What a finished deal did, in words: one or two sentences (how the play ended, then how it
moves the carried score, or else who pays whom) and a line per step by which it moved the score
a session carries (`result["carry_steps"]`, rules/carry_steps.py), each with the counts it moved
from before to after. Made from the settlement's codes and parameters alone."""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from tarokdesk.core.actions import Item
from tarokdesk.core.settlement import Settlement, TrumpsNamed
from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, translate
from tarokdesk.gui.words import SUIT_SYMBOLS, capitalised, card_words, contract_words, item_words

COUNTS = {
    "points": QT_TRANSLATE_NOOP("Result", "points"),
    "games": QT_TRANSLATE_NOOP("Result", "games"),
    "rubbers": QT_TRANSLATE_NOOP("Result", "rubbers won"),
    "pot": QT_TRANSLATE_NOOP("Result", "pot"),
    "chips": QT_TRANSLATE_NOOP("Result", "chips"),
    "aufschrift": QT_TRANSLATE_NOOP("Result", "Aufschrift"),
    "open_betes": QT_TRANSLATE_NOOP("Result", "open bêtes"),
    "board": QT_TRANSLATE_NOOP("Result", "board"),
    "brunnen": QT_TRANSLATE_NOOP("Result", "Brunnen"),
    "deals": QT_TRANSLATE_NOOP("Result", "deals"),
    "parties": QT_TRANSLATE_NOOP("Result", "parties"),
    "written": QT_TRANSLATE_NOOP("Result", "written"),
}
"""The counts of a carried score (`Sitting.carry_counts`), by what they count."""

STEPS = {
    "scored": QT_TRANSLATE_NOOP("Result", "{item}: {points} for {seats}"),
    "nest": QT_TRANSLATE_NOOP("Result", "{item}: {points} for {seats}, carried into the next "
                                        "game (Nest)"),
    "dropped": QT_TRANSLATE_NOOP("Result", "{item}: {points} for {seats} not scored, the game "
                                           "being won"),
    "game_won": QT_TRANSLATE_NOOP("Result", "{target} reached: game {number} to {seats}, worth "
                                            "{value}, the others standing at {losers}"),
    "rubber_won": QT_TRANSLATE_NOOP("Result", "The rubber to {seats}, {won} games to {lost}: "
                                              "{value} units with the bonus of {bonus}"),
    "next_rubber": QT_TRANSLATE_NOOP("Result", "Rubber {number} of {of} begins at nothing"),
    "ante": QT_TRANSLATE_NOOP("Result", "{seat} antes a block into the pot"),
    "pot_won": QT_TRANSLATE_NOOP("Result", "{seat} takes the pot of {pot}"),
    "aufschrift_cancelled": QT_TRANSLATE_NOOP("Result", "The Aufschrift of {seat} ({amount}) is "
                                                        "struck off"),
    "aufschrift_won": QT_TRANSLATE_NOOP("Result", "{seat} wins the Aufschrift of {payer} "
                                                  "({amount})"),
    "bete_won": QT_TRANSLATE_NOOP("Result", "{seat} wins the Spielbête of {debtor} ({amount})"),
    "bete_cancelled": QT_TRANSLATE_NOOP("Result", "The Spielbête against {seat} ({amount}) is "
                                                  "struck off"),
    "bete_written": QT_TRANSLATE_NOOP("Result", "A Spielbête of {multiplier} × {value} = "
                                                "{amount} is written against {seat}"),
    "premiums": QT_TRANSLATE_NOOP("Result", "The premiums are paid in chips"),
    "line_drawn": QT_TRANSLATE_NOOP("Result", "The tours are over and the pot is won: the line "
                                              "is drawn, the Aufschriften lapse"),
    "aufschrift_charged": QT_TRANSLATE_NOOP("Result", "Nothing is left to play for: everyone is "
                                                      "charged a new Aufschrift of {amount}"),
    "reckoning": QT_TRANSLATE_NOOP("Result", "The final reckoning: {final}"),
    "partie_won": QT_TRANSLATE_NOOP("Result", "The partie to {winners}, {scores}: {units}"),
    "partie_drawn": QT_TRANSLATE_NOOP("Result", "Nobody wins the partie, {scores}"),
    "partie_open": QT_TRANSLATE_NOOP("Result", "Nobody wins the partie, {scores}: the points "
                                               "go on, {carried}"),
    "sheet_entry": QT_TRANSLATE_NOOP("Result", "On the sheet of {seats}: +{points} for "
                                               "{item}, {before} → {after}"),
    "sheet_netted": QT_TRANSLATE_NOOP("Result", "Netted: {points} struck from every sheet"),
}
"""A step's line, by its code (the parameters as rules/rubber.py and rules/sheets.py record
them); the steps whose words depend on more than their code are made in `step_words`."""
ALONE = {
    "own_king": QT_TRANSLATE_NOOP("Result", "The called {card} lay in the declarer's own hand "
                                            "({name}): one against three."),
    "king_in_talon": QT_TRANSLATE_NOOP("Result", "The called {card} lay in the talon: the "
                                                 "declarer ({name}) played one against "
                                                 "three."),
}
"""Why a declarer who called a king played alone (`result["called_alone"]`)."""
SAYS_ITS_MOVE = {"sheet_entry"}
"""The steps whose words name the one count they move, so that the line says its before and
after itself rather than naming the count again."""
NUMBERS_ITS_MOVE = {"deal_counted"}
"""The steps whose words already give the count they move by its new number ('Deal 3 of 9'),
so that the line does not say it twice."""


def t(text: str) -> str:
    return translate("Result", text)


def in_seat_order(by_seat: dict[str, int]) -> list[tuple[str, int]]:
    """A figure per seat in the order of the table's columns, whatever order the deal
    wrote them in."""
    return sorted(by_seat.items(), key=lambda entry: int(entry[0]))


def units_words(units: int) -> str:
    return t("1 unit") if units == 1 else t("{n} units").format(n=units)


def seats_words(seats, names: list[str], dummies: AbstractSet[int] = frozenset()) -> str:
    """A side as its persons' names, 'Bernhard & Eva' (a dummy's seat left out)."""
    persons = [seat for seat in seats if seat not in dummies] or list(seats)
    return " & ".join(names[seat] for seat in persons)


def sides_words(sides, figures, names: list[str], dummies: set[int]) -> str:
    """'Bernhard & Eva 4, Anna & Clara 0'."""
    return ", ".join(f"{seats_words(seats, names, dummies)} {figure}"
                     for seats, figure in zip(sides, figures))


def seat_figures(figures, names: list[str]) -> str:
    """'Anna 12, Bernhard 0, Clara 50' (figures by seat)."""
    return ", ".join(f"{names[seat]} {figure}" for seat, figure in enumerate(figures))


def listed(words: list[str]) -> str:
    """'Anna', 'Anna and Bernhard', 'Anna, Bernhard and David'."""
    if len(words) < 2:
        return "".join(words)
    return t("{some} and {last}").format(some=", ".join(words[:-1]), last=words[-1])


# --- the summary ---------------------------------------------------------------------------------
def summary(result: Settlement, names: list[str], dummies: set[int],
            claim_open: bool = False) -> list[str]:
    """One or two sentences: how the play ended, then how the deal moves the carried score
    (`result["carry_summary"]`), or else who receives and who pays; `claim_open`: a claimed
    hand lies face up on the table."""
    sentences = [s for s in (outcome(result, names, dummies, claim_open),) if s]
    if result.get("carry_summary"):
        sentences.append(carry_sentence(result["carry_summary"], names, dummies))
    else:
        sentences.append(payments(result, names, dummies))
    return sentences


def outcome(result: Settlement, names: list[str], dummies: set[int],
            claim_open: bool = False) -> str:
    """How the play ended, from the settlement's own figures: the side that took the tricks
    (Whist), the points of fixed partners or of each player, or the declarer's game."""
    sides = result.get("sides")
    if isinstance(result.get("tricks"), list) and sides:
        if result.get("called") is not None:  # the call at eight
            called = next(seats for seats in sides if result["called"] in seats)
            return t("Called at eight: the honours of {side} win the game without "
                     "play.").format(side=seats_words(called, names, dummies))
        tricks = result["tricks"]
        side = max(range(len(sides)), key=lambda s: tricks[s])
        told = t("{side} took {tricks} tricks, {odd} over the book.").format(
            side=seats_words(sides[side], names),  # a dummy's tricks too
            tricks=tricks[side], odd=tricks[side] - result["book"])
        named = result.get("trumps_named")
        if named is not None:
            told = trumps_sentence(named, names) + " " + told
        claim = result.get("claim")
        if claim is None:
            return told
        every = claim["tricks"] == sum(tricks)
        if claim_open:  # the hand shown lies on the table under the result
            template = t("{seat} claimed all {tricks} tricks, showing the hand.") if every \
                else t("{seat} claimed the last {tricks} tricks, showing the hand.")
        else:
            template = t("{seat} claimed all {tricks} tricks.") if every \
                else t("{seat} claimed the last {tricks} tricks.")
        return told + " " + template.format(seat=names[claim["seat"]], tricks=claim["tricks"])
    if sides and "side_points" in result:
        points = result["side_points"]
        return t("{side} took {points} card points, {other} {other_points}.").format(
            side=seats_words(sides[0], names, dummies), points=points[0],
            other=seats_words(sides[1], names, dummies), other_points=points[1])
    if result.get("declarer") is None:
        if "seat_points" in result:
            return t("Card points: {points}.").format(points=", ".join(
                f"{names[int(seat)]} {points}" for seat, points in
                in_seat_order(result["seat_points"])))
        return t("All passed: the cards are thrown in.") if result.get("contract") is None \
            else ""
    return declarer_outcome(result, names)


def trumps_sentence(named: TrumpsNamed, names: list[str]) -> str:
    """Who named trumps against the suit that counts double (whist-variants.md Cayenne-Whist:
    the dealer names them or leaves it to his partner), and so how the tricks count."""
    figures = dict(name=names[named["by"]], suit=SUIT_SYMBOLS[named["suit"]],
                   double=SUIT_SYMBOLS[named["double_suit"]])
    if named["suit"] == named["double_suit"]:
        return t("{name} named the Cayenne {double} trumps: tricks and honours count "
                 "double.").format(**figures)
    return t("{name} named {suit} trumps, not the Cayenne {double}: tricks and honours count "
             "single.").format(**figures)


def trick_heading(result: Settlement, names: list[str]) -> str | None:
    """A game of tricks without a declarer is headed by its outcome, the side that took
    the odd tricks ('Anna & Clara: 7 over the book'), however the play ended; None for other
    games and for a game won without play."""
    sides, tricks = result.get("sides"), result.get("tricks")
    if not (isinstance(tricks, list) and sides) or result.get("called") is not None:
        return None
    side = max(range(len(sides)), key=lambda s: tricks[s])
    return t("{side}: {odd} over the book").format(side=seats_words(sides[side], names),
                                                  odd=tricks[side] - result["book"])


def declarer_outcome(result: Settlement, names: list[str]) -> str:
    """The declarer's game: won or lost and by how many card points, or how it ended
    otherwise (thrown in, given up, every trick taken, exactly half)."""
    party = result.get("party")
    if not isinstance(party, list):
        party = [s for s in (result["declarer"], result.get("partner")) if s is not None]
    players = " & ".join(names[seat] for seat in party)
    contract = contract_words(result["contract"])
    told = capitalised(declarer_sentence(result, players, contract))
    alone, called, declarer = result.get("called_alone"), result.get("called"), result["declarer"]
    if alone and told and called is not None and declarer is not None:
        told += " " + t(ALONE[alone]).format(card=card_words(called), name=names[declarer])
    return told


def declarer_sentence(result: Settlement, players: str, contract: str) -> str:
    if result.get("schleifen"):
        return t("{players} threw the game in (schleifen): the called king lay in the "
                 "talon.").format(players=players, contract=contract)
    if result.get("thrown_in"):
        return t("{players} threw the game in (schleifen).").format(
            players=players, contract=contract)
    if result.get("conceded"):
        return t("The defenders gave up: {players} won the game.").format(
            players=players, contract=contract)
    if result.get("volat") == "declarer":
        return t("{players} took every trick: Volat.").format(players=players)
    if result.get("volat") == "defenders":
        return t("The defenders took every trick: {players} lost the game.").format(
            players=players, contract=contract)
    if "won" not in result:
        return ""
    if result.get("even"):
        return t("{players} lost the game with exactly half the card points: the game "
                 "itself is worth 0, and nobody pays for it.").format(players=players,
                                                                     contract=contract)
    points, total, needed = declarer_points(result)
    if result.get("remis"):
        return t("{players} made exactly half the card points, {points} of {total}: "
                 "neither side wins the game.").format(players=players, points=points,
                                                       total=total)
    if points is None:
        template = t("{players} won the game.") if result["won"] else \
            t("{players} lost the game.")
    elif needed is None:
        template = t("{players} won the game with {points} of {total} card points.") \
            if result["won"] else \
            t("{players} lost the game with {points} of {total} card points.")
    else:
        template = t("{players} won the game with {points} of {total} card points "
                     "({needed} needed).") if result["won"] else \
            t("{players} lost the game with {points} of {total} card points "
              "({needed} needed).")
    return template.format(players=players, contract=contract, points=points, total=total,
                           needed=needed)


def declarer_points(result: Settlement) -> tuple[int | None, int | None, int | None]:
    """The declarer's side's card points, all there were and those needed (in packets of
    three, or every card by itself where the game counts so)."""
    if "declarer" in result.get("points", {}):
        points = result["points"]
        needed = -(-result["needed_thirds"] // 3) if "needed_thirds" in result else None
        return points["declarer"], points["declarer"] + points["defenders"], needed
    if "augen" in result:
        augen = result["augen"]
        return augen["declarer"], augen["declarer"] + augen["defenders"], result["needed_augen"]
    return None, None, None


def payments(result: Settlement, names: list[str], dummies: set[int]) -> str:
    """Who receives and who pays, grouped by amount: 'Anna receives 12 units; Bernhard,
    Clara and David pay 4 units each.'"""
    totals = {int(seat): units for seat, units in result["totals"].items()
              if units and int(seat) not in dummies}
    if not totals:
        return t("Nobody pays anything.")
    parts = []
    for sign in (1, -1):
        amounts = sorted({abs(u) for u in totals.values() if u * sign > 0}, reverse=True)
        for amount in amounts:
            seats = [s for s, u in totals.items() if u == sign * amount]
            who = listed([names[s] for s in seats])
            if sign > 0:
                template = t("{who} receives {units}") if len(seats) == 1 else \
                    t("{who} receive {units} each")
            else:
                template = t("{who} pays {units}") if len(seats) == 1 else \
                    t("{who} pay {units} each")
            parts.append(template.format(who=who, units=units_words(amount)))
    return capitalised("; ".join(parts)) + "."


def carry_sentence(code: dict, names: list[str], dummies: set[int]) -> str:
    """Where the carried score stands after the deal (`result["carry_summary"]`)."""
    kind = code["code"]
    if kind == "rubber_standing":
        return rubber_sentence(code, names, dummies)
    if kind.startswith("blocks_"):
        return blocks_sentence(code, names)
    if kind == "partie_closed":
        scores = sides_words(code["sides"], code["scores"], names, dummies)
        if code["winners"] is None:
            return t("Nobody wins the partie ({scores}).").format(scores=scores)
        return t("The partie to {winners}, {scores}: {units}.").format(
            winners=seats_words(code["winners"], names, dummies), scores=scores,
            units=units_words(code["units"]))
    if kind == "partie_standing":
        standing = sides_words(code["sides"], code["scores"], names, dummies)
        if code["of"] and code["target"]:
            template = t("The partie stands at {standing} after {deals} of {of} deals; "
                         "{target} points win it.")
        elif code["of"]:
            template = t("The partie stands at {standing} after {deals} of {of} deals.")
        else:
            template = t("The partie stands at {standing}; the first to {target} wins it.")
        return template.format(standing=standing, deals=code["deals"], of=code["of"],
                               target=code["target"])
    # "sheet_standing": the 1821 score sheet
    written = [f"{names[seat]} {points}" for seat, points in enumerate(code["written"])
               if points]
    sheet = seat_figures(code["sheet"], names)
    if not written:
        return t("Nothing is written this deal; the sheets stand at {sheet}.").format(
            sheet=sheet)
    return t("Written on the sheet: {written}; the sheets now stand at {sheet}.").format(
        written=", ".join(written), sheet=sheet)


def rubber_sentence(code: dict, names: list[str], dummies: set[int]) -> str:
    games = sides_words(code["sides"], code["games"], names, dummies)
    if code["won"] == "rubber_won":
        return t("The rubber to {winners} (games: {games}): {units}.").format(
            winners=seats_words(code["winners"], names, dummies), games=games,
            units=units_words(code["value"]))
    if code["won"] == "game_won":
        return t("Game {number} to {winners}, worth {value}; games: {games}.").format(
            winners=seats_words(code["winners"], names, dummies), number=code["number"],
            value=code["value"], games=games)
    points = sides_words(code["sides"], code["points"], names, dummies)
    if not any(code["games"]):
        return t("Towards the game of {target}: {points}.").format(target=code["target"],
                                                                    points=points)
    return t("Towards the game of {target}: {points}; games: {games}.").format(
        target=code["target"], points=points, games=games)


def blocks_sentence(code: dict, names: list[str]) -> str:
    kind = code["code"]
    if kind == "blocks_passed":
        return t("The pot ({pot}) waits for the next game.").format(pot=code["pot"])
    seat = names[code["seat"]]
    if kind == "blocks_lost":
        template = t("A Spielbête of {amount} is written into the Brunnen against {seat}.") \
            if code["brunnen"] else \
            t("A Spielbête of {amount} is written against {seat}; the pot ({pot}) waits for "
              "the next game.")
        return template.format(amount=code["amount"], seat=seat, pot=code["pot"])
    other = names[code["other"]] if code["other"] is not None else ""
    if code["pot"]:
        template = {
            "aufschrift_cancelled": t("{seat} takes the pot ({pot}) and is cleared of the "
                                      "Aufschrift ({amount})."),
            "aufschrift_won": t("{seat} takes the pot ({pot}) and wins the Aufschrift of "
                                "{other} ({amount})."),
            "bete_won": t("{seat} takes the pot ({pot}) and wins the Spielbête of {other} "
                          "({amount})."),
            "bete_cancelled": t("{seat} takes the pot ({pot}) and is cleared of the own "
                                "Spielbête ({amount})."),
        }[code["object"]]
    else:
        template = {
            "aufschrift_cancelled": t("{seat} is cleared of the Aufschrift ({amount})."),
            "aufschrift_won": t("{seat} wins the Aufschrift of {other} ({amount})."),
            "bete_won": t("{seat} wins the Spielbête of {other} ({amount})."),
            "bete_cancelled": t("{seat} is cleared of the own Spielbête ({amount})."),
        }[code["object"]]
    return template.format(seat=seat, pot=code["pot"], other=other, amount=code["amount"])


# --- the steps -----------------------------------------------------------------------------------
def count_words(key: str, names: list[str], dummies: AbstractSet[int] = frozenset(),
                named=None) -> str:
    """A count's name: what it counts and whose it is, 'points Bernhard & Eva', 'pot'; only
    what it counts where its owners are the seats the line has `named` already."""
    count = Item.parse(key)
    what, owners = count.kind, count.detail
    words = t(COUNTS.get(what, what))
    if not owners or (named is not None and
                      sorted(map(int, owners.split(","))) == sorted(named)):
        return words
    return f"{words} {seats_words([int(s) for s in owners.split(',')], names, dummies)}"


def step_words(entry: dict, names: list[str], dummies: set[int],
               moved: tuple[int, int] | None = None) -> str:
    """A step's words, without the counts it moves; `moved`: the before and after of the one
    count a step of `SAYS_ITS_MOVE` moves."""
    code = entry["code"]
    params = {key: value for key, value in entry.items() if key not in ("code", "moves")}
    if moved is not None:
        params["before"], params["after"] = moved
    if "item" in params:  # capitalised where it begins the line
        words = item_words(params["item"])
        params["item"] = capitalised(words) if t(STEPS.get(code, "")).startswith("{item}") \
            else words
    for key in ("seats", "winners"):
        if params.get(key) is not None:
            params[key] = seats_words(params[key], names, dummies)
    for key in ("seat", "payer", "debtor"):
        if key in params:
            params[key] = names[params[key]]
    if code == "deal_counted":  # past the agreed deals a sitting waits for its end
        if entry.get("brunnen"):
            template = t("Deal {number}, below the line (Brunnen)")
        elif entry["number"] <= entry["of"]:
            template = t("Deal {number} of {of}")
        else:
            template = t("Deal {number}")
        return template.format(number=entry["number"], of=entry["of"])
    if code == "partie_points":
        if entry["made"] is None:
            return written_words(entry, params["seats"])
        if entry["points"]:
            return t("{seats}: {made} card points, {points} over {half}").format(**params)
        return t("{seats}: {made} card points, nothing over {half}").format(**params)
    if code == "rubber_won":
        params["won"], params["lost"] = entry["games"]
    if code == "reckoning":
        params["final"] = ", ".join(f"{names[seat]} {units:+d}"
                                    for seat, units in enumerate(entry["final"]))
    if code in ("partie_won", "partie_drawn", "partie_open"):
        params["units"] = units_words(entry.get("units", 0))
        params["scores"] = " : ".join(map(str, entry["scores"]))
        params["carried"] = " : ".join(map(str, entry.get("carried", ())))
    text = t(STEPS[code]).format(**params)
    if code == "bete_written" and len(entry["parts"]) > 1:
        text += " " + t("as {parts}").format(parts=" + ".join(map(str, entry["parts"])))
    if code == "bete_written" and entry["brunnen"]:
        text += " " + t("(into the Brunnen)")
    return text


def written_words(entry: dict, seats: str) -> str:
    """'Eva writes 37: 22 (card points) + 15 (opponent's king taken in the last trick)':
    what a side writes on its own score, made of its entries where the step has them."""
    parts = [t("{points} ({item})").format(points=points, item=item_words(item))
             for item, points in entry.get("parts", ())]
    if len(parts) > 1:
        return t("{seats} writes {points}: {parts}").format(seats=seats, points=entry["points"],
                                                           parts=" + ".join(parts))
    if parts:
        return t("{seats} writes {part}").format(seats=seats, part=parts[0])
    return t("{seats} writes {points}").format(seats=seats, points=entry["points"])


def named_in(entry: dict) -> list[int] | None:
    """The seats a step's words name as the side or player it is about."""
    if entry.get("seats") is not None:
        return list(entry["seats"])
    return [entry["seat"]] if "seat" in entry else None


def step_lines(result: Settlement, names: list[str], dummies: set[int],
               after: dict[str, int]) -> list[str]:
    """A line per step of the carry, each with the counts it moved, from before to after:
    'Tricks over the book: Bernhard & Eva score 2 (points Bernhard & Eva 3 → 5)'. `after`:
    the counts of the carry after the deal (`Sitting.carry_counts`); those before it are
    what the steps' moves leave of them."""
    steps = result.get("carry_steps", [])
    running = dict(after)
    for entry in steps:
        for key, delta in entry["moves"].items():
            running[key] = running.get(key, 0) - delta
    lines = []
    for entry in steps:
        moves, moved = [], []
        for key, delta in entry["moves"].items():
            before = running.get(key, 0)
            running[key] = before + delta
            moved.append((before, running[key]))
            moves.append(f"{count_words(key, names, dummies, named_in(entry))} "
                         f"{before} → {running[key]}")
        if entry["code"] in NUMBERS_ITS_MOVE:
            lines.append(step_words(entry, names, dummies))
            continue
        if entry["code"] in SAYS_ITS_MOVE and len(moved) == 1:
            lines.append(step_words(entry, names, dummies, moved[0]))
            continue
        text = step_words(entry, names, dummies)
        if not moves:
            lines.append(text)
        elif text.endswith(")"):  # one bracket after another would read as one muddle
            lines.append(f"{text}; {'; '.join(moves)}")
        else:
            lines.append(f"{text} ({'; '.join(moves)})")
    return lines
