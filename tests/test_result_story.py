"""Every finished deal's result panel explains it (pytest-qt, offscreen): one or two sentences
on what happened, the settled items adding up to the deal's units per hand and per person, and
for the games that carry a score across deals (Whist rubbers, the Blocks board, the Danish
partie, the unter-Vieren rubber, the 1821 sheet) a line per step by which the deal moved it,
each naming the counts it moved from before to after, adding up to the change from the carry
before the deal to the carry after it. Checked on the data (`result["carry_steps"]`,
`Sitting.carry_counts`) and on the panel as rendered, for every game, table size and form."""

from __future__ import annotations

import re
from functools import partial
from html import escape, unescape

import pytest
from PySide6.QtGui import QTextDocument

from tarokdesk.cards import card_from_name
from tarokdesk.core import Session
from tarokdesk.core.variant import all_variants
from tarokdesk.gui.i18n import LANGUAGE
from tarokdesk.gui.table.result import (
    computation_words, result_html, shown_seats, transfer_row,
)
from tarokdesk.gui.table.story import (
    NUMBERS_ITS_MOVE, SAYS_ITS_MOVE, count_words, named_in, step_lines, summary,
)
from tarokdesk.gui.table.talk import banner_lines
from tarokdesk.players.driver import play_session
from tarokdesk.players.random_player import RandomPlayer

pytestmark = pytest.mark.gui
NAMES = ["Anna", "Bernhard", "Clara", "David", "Eva"]
FORMS = ("form", "pack", "persons")
"""The options that make a form of a game (its own pack, dummies, persons or contracts)."""
EXTRA = {"tarok-mit-blocks": [{"tours": 1}]}
"""A short Blocks sitting, so that its deals reach the line, the Brunnen and the reckoning."""
DEALS = 12


def tables() -> list[tuple[str, int, dict]]:
    rows = []
    for variant_id, cls in sorted(all_variants().items()):
        forms = [{}] + [{key: value} for key in FORMS if key in cls.options
                        for value in cls.options[key].choices
                        if value != cls.options[key].default] + EXTRA.get(variant_id, [])
        rows += [(variant_id, n, options) for n in cls.seat_counts for options in forms]
    return rows


TABLES = tables()


def plain(html: str) -> str:
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText().replace("\xa0", " ")


def rendered_rows(html: str) -> dict[str, list[list[int]]]:
    """The units table as rendered: each row's label and its figures, column by column."""
    rows: dict[str, list[list[int]]] = {}
    for label, cells in re.findall(r"<tr><td>(?:<b>)?(.*?)(?:</b>)?</td>(.*?)</tr>", html):
        rows.setdefault(label, []).append(
            [int(n) for n in re.findall(r"<td align=right[^>]*>(?:<b>)?([+-]\d+)", cells)])
    return rows


def explained(game, names: list[str]) -> None:
    """The deal's explanation adds up, as data and as the panel renders it."""
    result, variant = game.result, game.variant
    hands = result.get("hand_totals", result["totals"])
    per_hand = {seat: 0 for seat in hands}
    for item in result["items"]:
        for seat, units in item["amounts"].items():
            per_hand[seat] += units
    assert per_hand == hands

    counts = variant.sitting.carry_counts
    before, after = counts(game.state.carry), counts(game.carry_after)
    carries = bool(variant.sitting.initial_carry())
    assert bool(before) == carries and bool(after) == carries
    steps = result.get("carry_steps", [])
    assert bool(steps) == carries and bool(result.get("carry_summary")) == carries
    moved: dict[str, int] = {}
    for step in steps:
        for key, delta in step["moves"].items():
            assert key in before, key
            moved[key] = moved.get(key, 0) + delta
    assert {k: v for k, v in moved.items() if v} == \
        {k: after[k] - before[k] for k in after if after[k] != before[k]}

    dummies = set(game.view(0).played_by)  # the hands a person plays for another (C1)
    html = result_html(result, names, {}, dummies, after)
    text = plain(html)
    sentences = summary(result, names, dummies)
    assert 1 <= len(sentences) <= 2 and all(s and s in text for s in sentences)
    lines = step_lines(result, names, dummies, after)
    running = dict(before)
    for step, line in zip(steps, lines, strict=True):
        assert line in text and ") (" not in line, line  # one bracket, never two side by side
        for key, delta in step["moves"].items():  # the owners only where not named before
            fragment = f"{running[key]} → {running[key] + delta}"
            if step["code"] in NUMBERS_ITS_MOVE:  # 'Deal 3 of 9', said once
                fragment = str(running[key] + delta)
                assert "→" not in line, line
            elif step["code"] not in SAYS_ITS_MOVE:
                fragment = f"{count_words(key, names, dummies, named_in(step))} {fragment}"
            assert fragment in line, (fragment, line)
            running[key] += delta

    rows = rendered_rows(html)
    if not rows:  # all passed: no table
        assert not result["items"] and not any(result["totals"].values())
        return
    shown = len(rows["This deal"][0])
    transfer = transfer_row(result, names)
    transfer_label = None if transfer is None else escape(transfer[0])
    items = [figures for label, found in rows.items() if label not in ("This deal",
                                                                       "Running total")
             and label != transfer_label for figures in found]
    assert len(items) == len(result["items"])
    columns = [sum(figures[c] for figures in items) for c in range(shown)]
    seats = shown_seats(result, len(names), dummies)
    assert columns == [hands[str(s)] for s in seats]
    if transfer is not None:  # the dummies' units handed to their players: every column adds up
        columns = [column + moved for column, moved in zip(columns, rows[transfer_label][0])]
    assert rows["This deal"][0] == columns == [result["totals"][str(s)] for s in seats]


@pytest.mark.parametrize("variant_id, n_seats, options", TABLES,
                         ids=[f"{v}-{n}-{'-'.join(map(str, o.values()))}" for v, n, o in TABLES])
def test_every_deal_is_explained_and_its_lines_add_up(qtbot, variant_id, n_seats, options):
    session = Session(variant_id, options, n_seats, seed=f"story/{variant_id}/{n_seats}")
    persons = len(session.names)
    play_session(session, [RandomPlayer(f"story/{p}") for p in range(persons)], DEALS)
    for game in session.games:
        explained(game, NAMES[:n_seats])


def first_deal(variant_id: str, options: dict, n_seats: int, want) -> object:
    """The first deal of a seeded session whose result `want` accepts."""
    session = Session(variant_id, options, n_seats, seed="story", names=NAMES[:n_seats])
    for _ in range(40):
        play_session(session, [RandomPlayer(f"s{p}") for p in range(len(session.names))], 1)
        game = session.games[-1]
        if want(game.result):
            return game
    raise AssertionError(f"no such deal of {variant_id}")


CASES = [
    ("whist", {}, 4, lambda r: bool(r["posted"]),
     ["took", "over the book", "Game 1 to", "Tricks over the book:", "(points "],
     ["Stiche", "über das Buch", "Partie 1 an", "Stiche über das Buch:", "(Punkte "]),
    ("tarok-mit-blocks", {}, 3, lambda r: r.get("won") is False,
     ["lost the game", "A Spielbête of", "is written against", "antes a block into the pot"],
     ["verloren", "Eine Spielbête von", "wird", "setzt eine Marke in den Kartenstamm"]),
    ("danish-tarok-four", {}, 4, lambda r: True,
     ["card points", "The partie stands at", "after 1 of 4 deals", "over 36"],
     ["Augen", "Die Partie steht", "nach 1 von 4 Spielen", "über 36"]),
    ("tarok-tappen-1821", {}, 3, lambda r: "won" in r and r["entries"],
     ["card points", "Written on the sheet:", "the sheets now stand at", "On the sheet of"],
     ["Augen", "Angeschrieben:", "auf der Schreibtafel stehen nun", "Auf der Tafel für"]),
]


@pytest.fixture
def english_afterwards():
    yield
    LANGUAGE.use("en")


@pytest.mark.parametrize("variant_id, options, n_seats, want, english, german", CASES,
                         ids=[case[0] for case in CASES])
def test_the_panel_says_what_happened_in_english_and_german(qtbot, english_afterwards,
                                                            variant_id, options, n_seats,
                                                            want, english, german):
    game = first_deal(variant_id, options, n_seats, want)
    after = game.variant.sitting.carry_counts(game.carry_after)
    for language, words in (("en", english), ("de", german)):
        LANGUAGE.use(language)
        text = plain(result_html(game.result, NAMES[:n_seats], {}, set(), after))
        for word in words:
            assert word in text, (language, word, text)
        told = summary(game.result, NAMES[:n_seats], set())
        assert len(told) == 2 and not re.fullmatch(r"[\s+0-9a-zA-Z]*", " ".join(told))


def test_the_whist_banner_counts_each_sides_tricks_during_play(qtbot):
    session = Session("whist", seed="tricks", names=NAMES[:4], draw=None)
    game = session.new_deal()
    while len(game.state.tricks) < 5:  # the last card of each hand, never a claim
        game.apply([a for a in game.legal_actions() if a.kind == "play"][-1])
    taken = [sum(1 for trick in game.state.tricks if trick.winner % 2 == side) for side in (0, 1)]
    assert f"Tricks: Anna & Clara {taken[0]} · Bernhard & David {taken[1]}" in \
        banner_lines(game.view(0), NAMES[:4])


def test_one_record_of_partners_marks_the_plates_and_counts_tricks_only_in_a_game_of_tricks(
        qtbot):
    """`public["partners"]` marks the partners at the plates in Whist and in the Danish Tarok
    for four's partners; the banner counts each side's tricks only in Whist, where tricks
    decide (the Danish partners count card points)."""
    from tarokdesk.gui.table_words import partner_words, partnerships

    for variant_id, options, counted in (("whist", {}, True),
                                         ("danish-tarok-four", {"form": "partners"}, False)):
        game = Session(variant_id, options, 4, seed="sides", names=NAMES[:4],
                       draw=None).new_deal()
        while game.phase != "play":
            game.apply(game.legal_actions()[0])
        view = game.view(0)
        assert partnerships(view) == {0: 0, 1: 1, 2: 0, 3: 1}
        assert partner_words(view, NAMES[:4]) == {0: "With Clara", 1: "With David",
                                                  2: "With Anna", 3: "With Bernhard"}
        lines = banner_lines(view, NAMES[:4])
        assert ("Tricks: Anna & Clara 0 · Bernhard & David 0" in lines) is counted, lines


@pytest.mark.parametrize("variant_id, n_seats", [("grosstarok", 3),
                                                  ("danish-taroc-en-deux", 2)])
def test_an_item_line_says_more_than_the_table_and_repeated_items_name_their_owner(
        qtbot, variant_id, n_seats):
    """No line merely repeats a figure of the table ('Card points: 14 units = 14'); an item
    settled alike several times has one line; each row but the game's names whose it is, as
    its line does, so that the brief result (without the lines) still says it, and no two
    rows read alike (from whom, else which of them)."""
    from tarokdesk.gui.table.result import item_labels, item_lines

    game = first_deal(variant_id, {}, n_seats, lambda r: len({i["item"] for i in r["items"]})
                      < len(r["items"]))
    names = NAMES[:n_seats]
    html = result_html(game.result, names, {}, set())
    lines = item_lines(game.result, names=names)
    assert len(lines) == len(set(lines)) and all(line in plain(html) for line in lines)
    for line in lines:
        computation = line.partition(": ")[2]
        assert not re.fullmatch(r"\d+ units? = \d+", computation), line
    labels = item_labels(game.result, names)
    for item, label in zip(game.result["items"], labels):
        if item["item"] != "game":
            named = re.fullmatch(r".+ \((?:from )?([\w &]+?)(?:, from \w+)?"
                                 r"(?:, \d of \d)?\)", label)
            assert named and all(item["amounts"][str(names.index(name))]
                                 for name in named.group(1).split(" & ")), label
    assert len(set(labels)) == len(labels), labels
    rows = {unescape(label) for label in rendered_rows(html)}
    assert {label[0].upper() + label[1:] for label in labels} <= rows
    assert "<p></p>" not in result_html(game.result, names, {}, set(), brief=True)


def test_the_card_points_of_an_asking_pair_name_both(qtbot):
    """The Quadrille counts the asking pair's cards together: the line names the pair."""
    game = first_deal("danish-tarok-four", {"form": "quadrille"}, 4,
                      lambda r: len(r.get("party", ())) == 2)
    pair = " & ".join(NAMES[s] for s in game.result["party"])
    text = plain(result_html(game.result, NAMES[:4], {}, set()))
    assert f"Card points: {pair} {game.result['seat_points'][str(game.result['declarer'])]}" \
        in text, text


def test_the_tricks_of_a_side_with_a_dummy_name_the_dummy_too(qtbot):
    """whist-en-trois: the player opposite the dummy takes tricks with both hands; the banner
    and the result count them for both ('Anna & Dummy'), the points for the person alone."""
    for attempt in range(20):  # a deal the dummy's side wins
        session = Session("whist-en-trois", seed=f"dummy{attempt}", names=NAMES[:3], draw=None)
        game = session.new_deal()
        names = session.names_at(0, "Dummy")
        dummy, person = next(iter(game.view(0).played_by.items()))
        side = " & ".join(names[s] for s in sorted((dummy, person)))
        while not game.is_terminal:
            if game.phase == "play" and len(game.state.tricks) == 3 and not game.state.trick:
                assert any(side in line for line in banner_lines(game.view(0), names))
            legal = game.legal_actions()
            game.apply([a for a in legal if a.kind == "play"][-1] if game.phase == "play"
                       else legal[-1])
        result = game.result
        most = max(range(len(result["sides"])), key=lambda i: result["tricks"][i])
        if dummy in result["sides"][most]:
            told = summary(result, names, {dummy})[0]
            assert told.startswith(f"{side} took"), told
            return
    raise AssertionError("the dummy's side never won")


def test_a_sheet_entry_says_once_whose_sheet_it_moves_and_by_how_much(qtbot):
    """The 1821 sheet's line names the player and the count once: 'On the sheet of Eva: +58
    for the game, 0 → 58', not '58 written by Eva (written Eva 0 → 58)'."""
    game = first_deal("tarok-tappen-1821", {}, 3, lambda r: "won" in r and r["entries"])
    after = game.variant.sitting.carry_counts(game.carry_after)
    entries = [line for line in step_lines(game.result, NAMES[:3], set(), after)
               if "on the sheet of" in line.lower()]
    assert len(entries) == len(game.result["entries"])
    for line, entry in zip(entries, game.result["entries"]):
        assert line.count(NAMES[entry["seat"]]) == 1 and "written" not in line, line
        assert f"+{entry['points']} " in line and " → " in line, line


def test_a_quadrille_game_at_exactly_half_says_the_game_was_worth_nothing(qtbot):
    """At exactly 64 of 128 the asking side has not made more than half, yet nobody pays for
    the game: the panel says so rather than leaving a lost game with no game row."""
    session = Session("danish-tarok-four", {"form": "quadrille"}, 4, seed="q76", names=NAMES[:4])
    play_session(session, [RandomPlayer(f"r{p}") for p in range(4)], 1)
    result = session.games[-1].result
    assert list(result["seat_points"].values()) == [64] and not result["won"]
    assert not any(item["item"] == "game" for item in result["items"])
    told = " ".join(summary(result, NAMES[:4], set()))
    assert "exactly half the card points" in told and "worth 0" in told, told


def test_a_step_names_its_side_once(qtbot):
    """'Tricks over the book: 4 for Anna & Clara (points 7 → 11)': the count's owners are not
    named again where the line has just named them."""
    game = first_deal("whist", {}, 4, lambda r: bool(r["posted"]))
    after = game.variant.sitting.carry_counts(game.carry_after)
    lines = step_lines(game.result, NAMES[:4], set(), after)
    scored = [line for line in lines if line.startswith("Tricks over the book:")]
    assert scored and all(line.count("Anna & Clara") + line.count("Bernhard & David") == 1
                          for line in scored), scored


def test_a_dummys_units_going_to_its_player_are_told_once_by_the_tables_row(qtbot):
    """Neunzehnerrufen en deux: the row 'Dummies' units to Eva' says where a dummy's
    units go; no sentence above the table says it again."""
    game = first_deal("neunzehnerrufen", {"form": "en_deux"}, 4,
                      lambda r: r.get("hand_totals", r["totals"]) != r["totals"])
    names = ["Eva", "Dummy 1", "Bernhard", "Dummy 2"]
    text = plain(result_html(game.result, names, {}, {1, 3}))
    assert text.lower().count("dummies' units") == 1, text


def test_a_step_about_one_player_names_him_once(qtbot):
    """'Eva antes a block into the pot (pot 0 → 1; …)': the player's own count is not named
    with his name again."""
    game = first_deal("tarok-mit-blocks", {}, 3, lambda r: True)
    after = game.variant.sitting.carry_counts(game.carry_after)
    lines = step_lines(game.result, NAMES[:3], set(), after)
    antes = [line for line in lines if "antes a block" in line]
    assert antes and all(sum(line.count(name) for name in NAMES[:3]) == 1 for line in antes), \
        antes


def test_a_game_value_made_of_base_and_margin_says_so(qtbot):
    """Tappen 1821: '58 units' is shown as 50 + 2 × (39 − 35), from the engine's figures."""
    game = first_deal("tarok-tappen-1821", {}, 3, lambda r: bool(r.get("game_basis")))
    basis, value = game.result["game_basis"], game.result["game_value"]
    assert value == basis["base"] + basis["factor"] * abs(basis["points"] - basis["half"])
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    assert f"The game: {basis['base']} + {basis['factor']} × {basis['margin']} (" in text, text
    assert f"= {value} units" in text, text


def test_the_game_values_card_points_are_told_over_or_under_the_half(qtbot):
    """1821: the margin is the card points over (or under) the half, in that order: '39 card
    points, 4 over 35', never 'between 39 and 35'."""
    game = first_deal("tarok-tappen-1821", {}, 3, lambda r: bool(r.get("game_basis")))
    basis = game.result["game_basis"]
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    side = "over" if basis["points"] > basis["half"] else "under"
    assert f"({basis['points']} card points, {basis['margin']} {side} the half, " \
           f"{basis['half']})" in text, text
    assert "between" not in text, text


@pytest.mark.parametrize("variant_id", ["danish-tarok", "grosstarok"])
def test_card_points_name_the_par_they_settle_against(qtbot, variant_id):
    """Danish Tarok and Grosstarok settle each pile against 26, a third of the 78: the result
    names it and each seat's difference."""
    game = first_deal(variant_id, {}, 3, lambda r: any(i["item"] == "card_points"
                                                      for i in r["items"]))
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    assert "against 26, a third of the 78" in text, text
    seat, points = next(iter(game.result["seat_points"].items()))
    assert f"{NAMES[int(seat)]} {points} − 26 = {points - 26:+d}" in text, text


def test_the_lhombres_card_points_say_what_he_needed(qtbot):
    game = first_deal("tarok-lhombre", {}, 3, lambda r: bool(r.get("seat_points")))
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    assert "of 78; 40 needed" in text, text


def test_a_failed_vole_is_headed_as_failed_with_whose_it_was(qtbot):
    """Grosstarok: a Vole announced and not made heads the result as 'Anna: Vole failed'
    (by whoever announced one), and the card points are told in the order of the table's columns."""
    game = first_deal("grosstarok", {}, 3, lambda r: any(i["item"] == "vole_failed"
                                                        for i in r["items"]))
    seats = game.result["announcers"]
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    assert text.startswith(" & ".join(NAMES[s] for s in seats) + ": Vole failed"), text
    assert all({int(s) for s, units in item["amounts"].items() if units < 0} <= set(seats)
               for item in game.result["items"] if item["item"] == "vole_failed")
    points = game.result["seat_points"]
    assert "Card points: " + ", ".join(f"{NAMES[s]} {points[str(s)]}" for s in range(3)) \
        in text, text


@pytest.mark.parametrize("variant_id, options, n_seats, half", [
    ("neunzehnerrufen", {}, 4, 35), ("neunzehnerrufen", {"form": "en_deux"}, 4, 35),
    ("steyerisch-tarok", {}, 3, 35), ("steyerisch-tarok", {"consolation": 20}, 3, 35),
    ("neunzehnerrufen-seed002", {}, 4, 53)])
@pytest.mark.parametrize("won", [True, False])
def test_a_gain_point_game_says_where_its_units_come_from(qtbot, variant_id, options, n_seats,
                                                          half, won):
    """The gain-point games pay the winners' card points over the half plus a consolation
    (neunzehnerrufen.md Scoring; steyerisch-tarok.md Payment, with its house consolation of
    10 or 20; neunzehnerrufen-seed002.md 1): the game's line says the parts of its units,
    '12 (2 over 35 + 10 consolation) × 3 (Dreier) …', with the opponents' points where the
    declarer lost."""
    from tarokdesk.players.heuristic import HeuristicPlayer

    session = Session(variant_id, options, n_seats, seed="gain", names=NAMES[:n_seats])
    for _ in range(60):  # the card-playing robots, whose deals seldom end in a Valat
        play_session(session, [HeuristicPlayer(p) for p in range(len(session.names))], 1)
        game = session.games[-1]
        if game.result.get("gain_basis") and game.result["won"] is won:
            break
    else:
        raise AssertionError(f"no such deal of {variant_id}")
    basis = game.result["gain_basis"]
    item = next(i for i in game.result["items"] if i["item"] == "game")
    consolation = options.get("consolation", 10)
    margin = max(0, basis["points"] - half)
    assert basis["consolation"] == consolation and item["computation"]["value"] == \
        margin + consolation
    text = plain(result_html(game.result, NAMES[:n_seats], {}, set(), brief=True))
    whose = "" if won else f"the opponents' {basis['points']}: "
    assert f"The game: {margin + consolation} ({whose}{margin} over {half} + {consolation} " \
           f"consolation)" in text, text


@pytest.mark.parametrize("variant_id, n_seats", [("strohmann-tarok", 2), ("koenigrufen", 4)])
def test_the_games_line_is_written_in_brief_and_in_full(qtbot, variant_id, n_seats):
    """The game's computation is written whatever it multiplies, in the brief form too
    (Strohmann's 'The game: 2 units', one paying one, as Tapp's; Königrufen's at a small
    window)."""
    from tarokdesk.gui.table.result import item_lines

    game = first_deal(variant_id, {}, n_seats,
                      lambda r: any(i["item"] == "game" for i in r["items"]))
    for brief in (False, True):
        line = next(line for line in item_lines(game.result, brief)
                    if line.startswith("The game: "))
        assert n_seats > 2 or not line.endswith(" each"), line  # one pays one: not 'each'


def test_an_items_line_says_whose_it_is(qtbot):
    """A Pagat caught is paid by its holder alone ('Pagatfang (paid by Clara)'), a premium
    received by one ('Matadors (to Anna)'), one between sides by the side receiving it."""
    from tarokdesk.gui.table.result import item_lines

    def item(name: str, amounts: dict[str, int], lone: bool) -> dict:
        return {"item": name, "amounts": amounts, "computation": {
            "value": 2, "factor": 1, "contra": 2, "payers": 2 if lone else 1, "lone": lone,
            "units": 8 if lone else 4}}

    result = {"items": [item("pagatfang", {"0": 4, "1": 4, "2": -8}, True),
                        item("matadors", {"0": -4, "1": 8, "2": -4}, True),
                        item("ultimo", {"0": 4, "1": -4, "2": 4, "3": -4}, False)],
              "totals": {"0": 4, "1": 8, "2": -8, "3": -4}, "contract": None,
              "declarer": None}
    lines = item_lines(result, names=NAMES[:4])
    assert [line.split(":")[0] for line in lines] == [
        f"Pagatfang (paid by {NAMES[2]})", f"Matadors (to {NAMES[1]})",
        f"Ultimo (to {NAMES[0]} & {NAMES[2]})"], lines


KING_OF_CLUBS = card_from_name("CK")


def side_item(name: str, amounts: dict[str, int], **details) -> dict:
    """An item paid side to side, one unit from each loser to one winner."""
    return {"item": name, "amounts": amounts, "computation": {
        "value": 1, "factor": 1, "contra": 1, "payers": 1, "lone": False, "units": 1},
        **details}


def test_an_item_between_sides_says_whose_and_why_in_english_and_german(
        qtbot, english_afterwards):
    """A row of +1 −1 +1 −1 says neither whose an item is nor why: its line says the side it
    is paid to, and what the settlement knows of its cause (the called king's holder, the
    trick it fell in and who took it; the holder of the Köpfe; the side whose tricks hold all
    four kings), in brief too where it says why; only whose it is, the rows' labels tell."""
    from tarokdesk.gui.table.result import item_lines

    amounts = {"0": -2, "1": 2, "2": -2, "3": 2}
    result = {"items": [side_item("called_king_captured", amounts, card=KING_OF_CLUBS,
                                  holder=2, trick=3, taker=1),
                        side_item("koepfe", {"0": 1, "1": -1, "2": 1, "3": -1}, holder=2),
                        side_item("tous_les_quatre", {"0": 1, "1": -1, "2": 1, "3": -1},
                                  collected=True),
                        side_item("tous_les_trois", {"0": 1, "1": -1, "2": 1, "3": -1})],
              "totals": {"0": 0, "1": 0, "2": 0, "3": 0}, "contract": None, "declarer": None}
    names = NAMES[:4]
    from tarokdesk.gui.words import card_words

    king = card_words(KING_OF_CLUBS)
    assert [line.split(": ")[0] for line in item_lines(result, names=names)] == [
        f"Called king captured ({names[2]}'s {king}, taken by {names[1]} in trick 3; "
        f"to {names[1]} & {names[3]})",
        f"Köpfe (held by {names[2]}; to {names[0]} & {names[2]})",
        f"Tous les quatre (all in the tricks of {names[0]} & {names[2]})",
        f"Tous les trois (to {names[0]} & {names[2]})"]
    assert item_lines(result, brief=True, names=names) == item_lines(result, names=names)[:3]
    LANGUAGE.use("de")
    lines = item_lines(result, names=names)
    assert f"im 3. Stich gefangen durch {names[1]}" in lines[0], lines
    assert lines[1].startswith(f"Köpfe (Inhaber: {names[2]}; "), lines
    assert lines[2].startswith("Tous les quatre (alle in den Stichen von "), lines


def test_alike_items_from_one_payer_each_read_well_in_german(qtbot, english_afterwards):
    """'Augen (Anna, Zahler: Bernhard)': whose, then who paid, in one bracket (never 'von'
    before a name: the human's default German name is 'Sie'); a line settled
    twice keeps its '2‑mal' whole."""
    from tarokdesk.gui.table.result import item_labels, item_lines

    LANGUAGE.use("de")
    result = {"items": [side_item("card_points", {"0": 2, "1": -2}),
                        side_item("card_points", {"0": 3, "2": -3})],
              "totals": {"0": 5, "1": -2, "2": -3}, "contract": None, "declarer": None}
    assert item_labels(result, NAMES[:3]) == [f"Augen ({NAMES[0]}, Zahler: {NAMES[1]})",
                                              f"Augen ({NAMES[0]}, Zahler: {NAMES[2]})"]
    doubled = {**side_item("ultimo", {"0": 1, "1": -1, "2": 1, "3": -1}),
               "computation": {"value": 1, "factor": 2, "contra": 1, "payers": 1,
                               "lone": False, "units": 2}}
    twice = {"items": [doubled, doubled], "totals": {}, "contract": "x", "declarer": None}
    assert item_lines(twice)[0].endswith("(2\u2011mal)"), item_lines(twice)
    folded = {**doubled, "computation": {**doubled["computation"], "factor": 1, "fold": 3}}
    assert "× 3\u2011malig" in item_lines({**twice, "items": [folded]})[0]


def test_the_lhombres_game_value_says_its_base_and_margin(qtbot):
    """Tarok-L'Hombre pays B + m × (P − 39): the result shows the sum with the contract's
    figures."""
    game = first_deal("tarok-lhombre", {}, 3, lambda r: bool(r.get("game_basis")))
    basis, value = game.result["game_basis"], game.result["game_value"]
    assert value == basis["base"] + basis["factor"] * basis["margin"]
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    assert f"The game: {basis['base']} + {basis['factor']} × {basis['margin']} " \
           f"({basis['points']} card points, {basis['margin']}" in text, text
    assert f"= {value} units" in text, text


def test_a_dummys_units_are_handed_to_its_player_in_a_row_of_the_table(qtbot):
    """Neunzehnerrufen en deux: a row moves the dummies' units to the person who plays them
    (neunzehnerrufen.md "Who pays whom"), so that each dummy's column ends at +0 by adding
    up, not by being told."""
    game = first_deal("neunzehnerrufen", {"form": "en_deux"}, 4,
                      lambda r: r.get("hand_totals", r["totals"]) != r["totals"])
    names = ["Eva", "Dummy 1", "Bernhard", "Dummy 2"]
    rows = rendered_rows(result_html(game.result, names, {}, {1, 3}))
    transfer = [label for label in rows if label.startswith("Dummies")]
    assert transfer and rows[transfer[0]][0][1] == -game.result["hand_totals"]["1"], rows


def test_card_points_replaced_by_an_announced_misere_are_said_not_to_be_settled(qtbot):
    """Grosstarok: an announced Misère replaces the card settlement; the par line would show
    figures the table never applies, so the panel says why there is none."""
    game = first_deal("grosstarok", {}, 3, lambda r: r["contract"] == "misere")
    assert game.result["card_points_replaced_by"] is not None
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    assert "No card-point settlement:" in text and "settle against 26" not in text, text


def test_a_game_the_defenders_gave_up_says_so_beside_its_card_points(qtbot):
    game = first_deal("tarok-mit-blocks", {}, 3, lambda r: bool(r.get("conceded")))
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    assert "needed: won: the defenders gave up" in text, text


def test_steyerisch_states_the_card_points_its_declarer_needs(qtbot):
    game = first_deal("steyerisch-tarok", {}, 3, lambda r: r.get("won") is not None)
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    assert "of 70; 36 needed:" in text and "(36 needed)" in text, text


def test_card_points_equal_in_packets_are_given_once(qtbot):
    """'39 exactly, 39 counted in packets of three' says one figure twice."""
    game = first_deal("koenigrufen", {}, 4, lambda r: "thirds" in r and
                      r["thirds"]["declarer"] == 3 * r["points"]["declarer"])
    points = game.result["points"]["declarer"]
    text = plain(result_html(game.result, NAMES[:4], {}, set()))
    assert f"declarer's side: {points} of 70" in text and "exactly" not in text, text


def test_a_claimed_whist_hand_is_headed_by_its_outcome_and_its_plates_count_the_claim(qtbot):
    """After a claim the result's title is the outcome, the claim a detail of its sentence,
    and the claimant's plate counts the tricks credited to him without being played."""
    from whist_builders import play, whist_game  # noqa: PLC0415 - the Whist tests' deals

    from tarokdesk.core import Action
    from tarokdesk.gui.scene import tricks_taken
    from tarokdesk.rules.suit_tricks import REST
    game = whist_game({3: "SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 HA"}, "S2", dealer=0)
    play(game, "SA")  # David leads a spade; once the dealer's S2 falls all his cards are masters
    for _ in range(2):
        game.apply(game.legal_actions()[0])
    play(game, "S2")
    game.apply(Action("claim", game.to_move, REST))
    assert game.is_terminal and game.result["claim"]["tricks"] == 12
    taken = tricks_taken(game.view(0))
    assert taken[1] + taken[3] == game.result["tricks"][1] == 13, taken
    text = plain(result_html(game.result, NAMES[:4], {}, set()))
    assert text.startswith("Bernhard & David: 7 over the book"), text
    assert "David claimed the last 12 tricks" in text, text


def test_a_claim_before_any_trick_says_all_the_tricks(qtbot):
    """A claim at the first lead claims all 13 tricks, not 'the last 13'; the hand is said
    to be shown only where it lies open on the table."""
    from whist_builders import whist_game  # noqa: PLC0415 - the Whist tests' deals

    from tarokdesk.core import Action
    from tarokdesk.rules.suit_tricks import REST
    game = whist_game({3: "SA SK SQ SJ S10 S9 S8 S7 S6 S5 S4 S3 HA"}, "S2", dealer=0)
    game.apply(Action("claim", game.to_move, REST))
    while not game.is_terminal:
        game.apply(Action("concede", game.to_move, "concede"))
    assert game.result["claim"]["tricks"] == 13
    text = plain(result_html(game.result, NAMES[:4], {}, set()))
    assert "David claimed all 13 tricks." in text and "showing" not in text, text
    shown = plain(result_html(game.result, NAMES[:4], {}, set(), claim_open=True))
    assert "David claimed all 13 tricks, showing the hand." in shown, shown  # it lies open


def test_a_cayenne_result_says_who_named_trumps_against_the_cayenne(qtbot):
    """Cayenne-Whist: the result tells who named trumps and whether they are the Cayenne
    suit, which decides whether tricks and honours count double."""
    game = first_deal("cayenne", {}, 4, lambda r: r.get("trumps_named") is not None)
    named = game.result["trumps_named"]
    text = plain(result_html(game.result, NAMES[:4], {}, set()))
    assert f"{NAMES[named['by']]} named " in text, text
    assert "the Cayenne" in text and ("count double" in text or "count single" in text), text


def test_each_card_the_lhombre_demanded_has_its_line(qtbot):
    """The 'Card demanded' rows say which card and what it cost, as every other item says
    its computation."""
    from tarokdesk.players.heuristic import HeuristicPlayer
    session = Session("tarok-lhombre", {}, 3, seed="demanded", names=NAMES[:3])
    play_session(session, [HeuristicPlayer(seat) for seat in range(3)], 1)
    game = session.games[-1]
    assert game.result["demanded"]
    text = plain(result_html(game.result, NAMES[:3], {}, set()))
    for exchange in game.result["demanded"]:
        assert re.search(rf"Card demanded \({NAMES[exchange['from']]}\): .+ = "
                         rf"{exchange['fee']} units", text), text


def test_a_large_window_shows_the_full_result_and_a_small_one_the_brief(qtbot):
    """L'Hombre's full result (the cards demanded, each item's computation) is long: a large
    window's table shows it all the same, a middle-sized one in smaller type if need be (a
    small window's type), a small one in brief."""
    from PySide6.QtCore import QRectF  # noqa: PLC0415 - Qt for this test alone

    from tarokdesk.gui.table.result import ResultPanel
    from tarokdesk.players.heuristic import HeuristicPlayer
    session = Session("tarok-lhombre", {}, 3, seed="demanded", names=NAMES[:3])
    play_session(session, [HeuristicPlayer(seat) for seat in range(3)], 1)
    result = session.games[-1].result
    panel = ResultPanel("Next deal")
    qtbot.addWidget(panel)
    panel.told = partial(result_html, result, NAMES[:3], {}, set(), None)
    panel.fit(QRectF(0, 0, 674, 868), 21.3, 900)  # the table's result room at 1920 x 1080
    demanded_line = r"Card demanded \(\w+\): "  # the line of the full result, not a row
    assert re.search(demanded_line, plain(panel.text.text()))
    panel.fit(QRectF(0, 0, 600, 760), 15.6, 600)  # a middle-sized window's, in smaller type
    assert re.search(demanded_line, plain(panel.text.text()))
    assert panel.text.font().pixelSize() == 14
    panel.fit(QRectF(0, 0, 560, 490), 13.6, 700)  # and at 1024 x 640
    assert not re.search(demanded_line, plain(panel.text.text()))


def test_the_next_deal_button_is_the_start_screens_gold_button_grown_with_the_table(qtbot):
    from PySide6.QtCore import QRectF  # noqa: PLC0415 - Qt for this test alone

    from tarokdesk.gui.table.result import ResultPanel
    from tarokdesk.gui.theme import gold_button
    panel = ResultPanel("Next deal")
    qtbot.addWidget(panel)
    panel.told = lambda brief, gap_px: "<p>short</p>"
    panel.fit(QRectF(0, 0, 674, 868), 21.3, 900)
    assert gold_button("#result QPushButton", 21) in panel.styleSheet()
    large = panel.button.sizeHint().height()
    panel.fit(QRectF(0, 0, 560, 490), 13.6, 700)
    assert gold_button("#result QPushButton", 14) in panel.styleSheet()
    assert panel.button.sizeHint().height() < large


def test_a_large_tables_result_widens_to_a_lines_measure_within_the_middle(qtbot):
    """At 1920 x 1080 a line of some sixty characters stands whole in the panel, which widens
    past the result's room for it; at 1280 x 800 it stays within the middle of the table."""
    from PySide6.QtCore import QRectF  # noqa: PLC0415 - Qt for this test alone
    from PySide6.QtGui import QFontMetricsF  # noqa: PLC0415

    from tarokdesk.gui.table.result import TEXT_MARGINS, ResultPanel
    line = "Stiche über das Buch: 1 für Bernhard & Eva (Punkte 0 → 1)"
    panel = ResultPanel("Next deal")
    qtbot.addWidget(panel)
    panel.told = lambda brief, gap_px: f"<p>{line}</p>"
    rect = panel.fit(QRectF(0, 0, 624, 699), 21.3, 832)  # Whist's room at 1920 x 1080
    assert rect.width() >= QFontMetricsF(panel.text.font()).horizontalAdvance(line) \
        + TEXT_MARGINS, rect
    assert panel.fit(QRectF(0, 0, 552, 638), 15.6, 560).width() <= 560


def test_the_result_table_widens_the_panel_to_stand_unbroken_with_room_between_columns(qtbot):
    """Neunzehnerrufen en deux at 1920 x 1080: five columns of names and a long transfer
    label; the panel widens within the middle of the table so that no label breaks, and each
    column keeps a type's width clear of the one before it."""
    from PySide6.QtCore import QRectF  # noqa: PLC0415 - Qt for this test alone

    from tarokdesk.gui.table.result import TEXT_MARGINS, ResultPanel, table_width
    game = first_deal("neunzehnerrufen", {"form": "en_deux"}, 4,
                      lambda r: r.get("hand_totals", r["totals"]) != r["totals"])
    names = ["Eva", "Dummy 1", "Bernhard", "Dummy 2"]
    panel = ResultPanel("Next deal")
    qtbot.addWidget(panel)
    panel.told = partial(result_html, game.result, names, {}, {1, 3}, None)
    rect = panel.fit(QRectF(100, 0, 674, 868), 21.3, 980)
    text, font = panel.text.text(), panel.text.font()
    assert rect.width() >= table_width(text, font) + TEXT_MARGINS > 674, rect
    assert rect.center().x() == 100 + 674 / 2
    columns = len(rendered_rows(text)["This deal"][0])
    tight = table_width(result_html(game.result, names, {}, {1, 3}, None, False, 0), font)
    assert table_width(text, font) - tight >= columns * font.pixelSize()


@pytest.mark.parametrize("variant_id, n_seats, told", [("danish-taroc-en-deux", 2, False),
                                                       ("grosstarok", 3, True)])
def test_each_for_himself_is_told_only_where_more_than_two_play(qtbot, variant_id, n_seats,
                                                                told):
    """'Each for himself' says nothing at a table of two."""
    from tarokdesk.core import Game
    game = Game.new(variant_id, None, n_seats)
    game.deal_seeded("banner")
    while game.phase != "play":
        game.apply(game.legal_actions()[0])
    lines = banner_lines(game.view(game.to_move), NAMES[:n_seats])
    assert ("Each for himself" in lines) is told, lines


def test_the_declarers_game_is_told_with_the_player_as_subject(qtbot):
    """'Rufer lost by Eva' read as translationese: 'Eva lost the game with …'."""
    game = first_deal("koenigrufen", {}, 4, lambda r: "won" in r and "points" in r)
    sentence = summary(game.result, NAMES[:4], set())[0]
    verb = "won" if game.result["won"] else "lost"
    assert f"{verb} the game with" in sentence and f"{verb} by" not in sentence, sentence


def test_a_declarer_who_called_his_own_king_is_said_to_play_alone(qtbot):
    from test_heuristics import A, auction, kr_game  # noqa: PLC0415 - its deal builders

    from builders import act
    from tarokdesk.players.driver import play_out
    game = kr_game({A: "T21 T20 T19 T18 T17 T16 HK DK SK CK H1 H2"})
    auction(game, A, "rufer")
    act(game, "call", A, "HK")  # her own king: she plays alone
    play_out(game, [RandomPlayer(f"own/{seat}") for seat in range(4)])
    assert game.result["called_alone"] == "own_king" and game.result["partner"] is None
    text = plain(result_html(game.result, NAMES[:4], {}, set()))
    assert "lay in the declarer's own hand" in text and "one against three" in text, text


def test_the_game_begins_one_line_of_a_result(qtbot):
    """1821: 'The game:' began the game's value, its computation and each sheet entry, three
    lines in a row and more; the value and the entries now say it in their own words."""
    game = first_deal("tarok-tappen-1821", {}, 3, lambda r: bool(r.get("game_basis"))
                      and len(r.get("entries", ())) >= 2)
    after = game.variant.sitting.carry_counts(game.carry_after)
    lines = plain(result_html(game.result, NAMES[:3], {}, set(), after)).splitlines()
    assert sum(line.startswith("The game:") for line in lines) == 1, lines


def test_items_sharing_their_words_are_named_by_whose_they_are_in_their_lines(qtbot):
    """Two matadors settled in one deal: each computation line says whose it is ('Matadors
    (to Anna)'), not two lines alike."""
    from tarokdesk.gui.table.result import item_lines

    def matadors(amounts: dict[str, int], value: int) -> dict:
        return {"item": "matadors", "amounts": amounts, "computation": {
            "value": value, "factor": 1, "contra": 1, "payers": 2, "lone": True,
            "units": 2 * value}}

    result = {"items": [matadors({"0": 40, "1": -20, "2": -20}, 20),
                        matadors({"2": 10, "0": -5, "1": -5}, 5)],
              "totals": {"0": 35, "1": -25, "2": -10}, "contract": None, "declarer": None}
    lines = item_lines(result, names=NAMES[:3])
    assert [line.split(":")[0] for line in lines] == [
        f"Matadors (to {NAMES[0]})", f"Matadors (to {NAMES[2]})"], lines


def test_a_computation_writes_each_factor_as_a_figure_with_what_makes_it():
    """'20 units × 3 (Dreier) × 2 (Contra) × 3 opponents': one notation for every factor,
    not 'Dreier ×3' between the '×' that join them."""
    item = {"item": "game", "amounts": {}, "computation": {
        "value": 20, "factor": 3, "contra": 2, "fold": 1, "doubled_by": [], "payers": 3,
        "lone": True, "units": 360}}
    assert computation_words(item, "dreier") == \
        "20 units × 3 (Dreier) × 2 (Contra) × 3 opponents = 360"


def test_taroc_en_deux_writes_each_entry_by_its_parts_and_names_its_units_the_difference(
        qtbot):
    """Each writes his own points (danish-taroc-en-deux.md "Scoring" 1): the panel says what
    each writes, made of its entries ('Eva writes 37: 22 (card points) + 15 (…)'), and the
    zero-sum units below are the difference paid at the partie's end, as the score sheet's
    caption says, never a second running total beside the partie's score."""
    from tarokdesk.gui.table.result import ResultPanel
    from tarokdesk.gui.words import capitalised, item_words, term_words

    game = first_deal("danish-taroc-en-deux", {}, 2,
                      lambda r: any(i["item"] != "card_points" for i in r["items"]))
    result, names = game.result, NAMES[:2]
    panel = ResultPanel("Next deal")
    panel.show_result(game.view(0), names, {0: result["totals"]["0"], 1: result["totals"]["1"]})
    html = panel.told(False, 0)
    text = plain(html)
    for seat in (0, 1):
        parts = [(item, points) for item, writer, points in game.variant.written(game.state)
                 if writer == seat]
        assert sum(points for _, points in parts) == result["written"][str(seat)]
        said = " + ".join(f"{points} ({item_words(item)})" for item, points in parts)
        told = f"{names[seat]} writes {result['written'][str(seat)]}" + \
            (f": {said}" if len(parts) > 1 else f" ({item_words(parts[0][0])})")
        assert told in text, (told, text)
    rows = rendered_rows(html)
    sheet = game.variant.sitting.carry_sheet(game.carry_after)
    caption = capitalised(term_words(sheet.deal_units))
    assert "Running total" not in rows and "This deal" not in rows, rows
    assert unescape(caption) in {unescape(label) for label in rows}, (caption, rows)


def test_a_doubling_for_under_17_points_says_which_side_stayed_under(qtbot):
    """Paskiewitsch doubles the game for a side under 17 points (paskiewitsch.md "Double
    payment"): the line says whether it was the opponents or the declarer's side."""
    from tarokdesk.gui.table.result import item_lines

    game = first_deal("paskiewitsch", {}, 4, lambda r: bool(r.get("schneider")) and any(
        i["item"] == "game" for i in r["items"]))
    side = "the opponents" if game.result["won"] else "the declarer's side"
    line = next(line for line in item_lines(game.result) if line.startswith("The game: "))
    assert f"× 2 ({side} under 17 points)" in line, line


def test_each_seats_card_points_against_the_par_keep_the_name_with_its_figure(qtbot):
    """'Eva 39 − 26 = +13' never breaks between the name and its figures."""
    from tarokdesk.gui.table.result import basis_lines

    result = {"items": [], "totals": {}, "par": {"par": 26, "total": 78},
              "seat_points": {"0": 39, "1": 27, "2": 12}}
    [line] = basis_lines(result, NAMES[:3])
    assert f"{NAMES[0]}\xa039\xa0−\xa026\xa0=\xa0+13" in line, line
