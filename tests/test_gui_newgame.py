"""A first game in one minute, and words a newcomer can read: the new-game dialog groups the
games by family with their players and a line about each, its house rules are explained; every
choice button says what it commits to; the start screen's first button starts a game a
newcomer can finish; the default name, the period terms and the game log read right in English
and German (pytest-qt, offscreen)."""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QComboBox
from steering import contracts, option_rows, steered_game
from test_gui import wait_for_human

from tarokdesk.core.variant import all_variants
from tarokdesk.gui.i18n import LANGUAGE, translate
from tarokdesk.gui.window import MainWindow
from tarokdesk.store import SessionStore, Settings

pytestmark = pytest.mark.gui
CARD_KINDS = ("play", "discard", "give")
TAGS = re.compile(r"<[^>]+>")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    LANGUAGE.use("en")


def window_of(qtbot, size=(1024, 640), **kwargs) -> MainWindow:
    window = MainWindow(animation_ms=0, bot_delay_ms=0, **kwargs)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def listed(dialog) -> dict[str, tuple[str, str]]:
    """Each game the dialog lists: its group's title and its players column."""
    tree = dialog.games
    found = {}
    for index in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(index)
        for row in range(group.childCount()):
            item = group.child(row)
            variant_id = next(v for v, shown in dialog.items.items() if shown is item)
            assert variant_id not in found, f"{variant_id} listed twice"
            found[variant_id] = (group.text(0), item.text(1))
    return found


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_dialog_groups_every_game_by_family_with_players_and_a_line(qtbot, language):
    from tarokdesk.gui.dialogs import NewGameDialog

    LANGUAGE.use(language)
    window = window_of(qtbot)
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    found = listed(dialog)
    variants = all_variants()
    assert set(found) == set(variants)
    cards, players = ("Karten", "Spieler") if language == "de" else ("cards", "players")
    summaries = set()
    for variant_id, (group, persons) in found.items():
        cls = variants[variant_id]
        family = "Whist" if cls.strategy.family == "trump-suit" else "Tarock"
        assert group == f"{family} — {len(cls.pack.cards)} {cards}", (variant_id, group)
        counts = {cls({}, size).seating.table_persons() for size in cls.seat_counts}
        assert persons.endswith(players) and \
            {int(n) for n in re.findall(r"\d+", persons)} == counts, (variant_id, persons)
        dialog.choose(variant_id)
        assert dialog.title.text() == translate("Variants", cls.name)
        assert dialog.items[variant_id].text(0).split("\n")[0] == dialog.title.text() or \
            cls.presentation.first_game
        if language == "de":  # the books' names stay; no English word in a German list
            assert not re.search(r"\b(Danish|for|four)\b|Short Whist", dialog.title.text()), \
                (variant_id, dialog.title.text())
        inherited = {vars(base)["presentation"].summary for base in cls.__mro__[1:]
                     if "presentation" in vars(base)}
        assert cls.presentation.summary not in inherited, \
            f"{variant_id} states no summary of its own"
        summary = dialog.about.text()
        assert summary and summary == translate("Variants", cls.presentation.summary)
        if language == "de":
            assert summary != cls.presentation.summary, \
                f"{variant_id}: the summary is not translated"
        assert dialog.about.isVisible()
        summaries.add(summary)
    assert len(summaries) == len(variants)
    tarock = [group for group in dict.fromkeys(group for group, _ in found.values())]
    assert tarock[:3] == [f"Tarock — {n} {cards}" for n in (54, 42, 78)]


@pytest.mark.parametrize("language", ["en", "de"])
def test_house_rules_hold_every_option_explained_and_nothing_is_clipped(qtbot, language):
    """Folded away until opened; then each option of every game with its name, its values in
    words and its explanation shown (not only as a tooltip), all of it readable in a
    1024x640 window."""
    from tarokdesk.gui.dialogs import NewGameDialog

    LANGUAGE.use(language)
    window = window_of(qtbot)
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.width() <= window.width() and dialog.height() <= window.height()
    assert not dialog.rules_area.isVisible()
    dialog.rules_toggle.setChecked(True)
    for variant_id, cls in all_variants().items():
        dialog.choose(variant_id)
        qtbot.wait(1)
        assert dialog.rules_toggle.isVisible() == bool(cls.options)
        assert set(dialog.option_boxes) == set(cls.options)
        for key, option in cls.options.items():
            box, explanation = dialog.option_boxes[key], dialog.option_explanations[key]
            assert explanation.isVisible() and explanation.wordWrap()
            assert explanation.text() == translate("Options", option.explain)
            assert box.accessibleName() == translate("Options", option.label)
            if language == "de":
                assert explanation.text() != option.explain, (variant_id, key)
            assert_fits(box, [box.itemText(i) for i in range(box.count())])
    tree = dialog.games
    for index in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(index)
        for row in range(group.childCount()):
            item = group.child(row)
            for column in (0, 1):
                needed = max(map(tree.fontMetrics().horizontalAdvance,
                                 item.text(column).split("\n"))) + \
                    (tree.indentation() if column == 0 else 0)
                assert needed <= tree.columnWidth(column), item.text(column)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_settings_labels_stand_whole_and_clear_of_their_fields(qtbot, language):
    """Table size, seed and temperament: each label shows its whole text and leaves a gap
    before its field, in a 1024x640 window."""
    from PySide6.QtWidgets import QFormLayout

    from tarokdesk.gui.dialogs import NewGameDialog

    LANGUAGE.use(language)
    window = window_of(qtbot)
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(1)
    gap = 1.5 * dialog.fontMetrics().averageCharWidth()
    form = next(layout for layout in dialog.findChildren(QFormLayout)
                if layout.labelForField(dialog.temperament_box) is not None)
    for field in (dialog.size_box, dialog.seed_edit, dialog.temperament_box):
        label = form.labelForField(field)
        text = label.text().replace("&", "")
        assert label.width() >= label.fontMetrics().horizontalAdvance(text), text
        assert field.x() - label.geometry().right() >= gap, text


def assert_fits(box: QComboBox, texts: list[str]) -> None:
    """Every value of the combo box shows whole in it (its arrow and frame aside)."""
    room = box.width() - 32
    for text in texts:
        assert box.fontMetrics().horizontalAdvance(text) <= room, (text, box.width())


# --- what a choice commits to --------------------------------------------------------------

def steered_choices(variant_id: str):
    """(action, view) for every distinct non-card choice met while deals of the variant are
    steered to every contract under every option row (tests/steering.py)."""
    cls = all_variants()[variant_id]
    met = {}
    for n_seats in cls.seat_counts:
        for number, row in enumerate(option_rows(cls.options)):
            for target in range(len(contracts(variant_id, n_seats, row))):
                def check(game):
                    view = game.view(game.to_move)
                    for action in view.legal:
                        value = action.value if isinstance(action.value, str) else action.kind
                        if action.kind not in CARD_KINDS:
                            met.setdefault((action.kind, value), (action, view))
                steered_game(variant_id, n_seats, number, target, row, check=check)
    return list(met.values())


@pytest.mark.parametrize("variant_id", sorted(all_variants()))
def test_every_choice_button_says_what_it_commits_to(qtbot, variant_id):
    from tarokdesk.gui.choice_tips import choice_tip, commitment
    from tarokdesk.gui.panels import ActionBar

    choices = steered_choices(variant_id)
    english = {}
    for action, view in choices:
        assert commitment(action, view), f"{variant_id}: {action} has no tooltip"
        english[action] = choice_tip(action, view)
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.show_choices("", [action for action, _ in choices][:12], talon_parts=2,
                     tip=lambda action: english[action])
    assert all(button.toolTip() for button in bar.buttons)
    LANGUAGE.use("de")
    for action, view in choices:
        german = choice_tip(action, view)
        assert german and TAGS.sub("", german) != TAGS.sub("", english[action]), \
            f"{variant_id}: the tooltip of {action} is not translated"


def test_a_bid_states_partner_talon_and_the_points_needed(qtbot):
    from tarokdesk.core import Action, Game
    from tarokdesk.gui.choice_tips import commitment

    game = Game.new("koenigrufen", None, 4, 0)
    game.deal_seeded("tips")
    view = game.view(game.to_move)
    words = {action.value: commitment(action, view) for action in view.legal}
    assert words["dreier"].startswith("Dreier: you play alone")
    assert "3 cards of the talon" in words["dreier"] and "36 of 70" in words["dreier"]
    assert "partner" in words["rufer"] and "Your side needs 36 of 70" in words["rufer"]
    assert "without the talon" in words["solo"]
    tapp = Game.new("tapp-tarok", None, 3, 0)
    tapp.deal_seeded("tips")
    raised = commitment(Action("bid", tapp.to_move, "untere"), tapp.view(tapp.to_move))
    assert "ranks above the Dreier" in raised


# --- the first game --------------------------------------------------------------------------

def test_the_first_game_is_recommended_in_the_list_and_its_goal_said_before_the_first_bid(
        qtbot, tmp_path, monkeypatch):
    """The start screen's first game stands out in the new-game list, and at its table the
    aim (the card points the declarer's side needs, from the game's data) heads the teaching
    panel and stands on the action bar before any advice."""
    from tarokdesk.gui.dialogs import NewGameDialog

    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    window = window_of(qtbot, (1024, 640), store=SessionStore(), settings=Settings())
    dialog = NewGameDialog(window, None, window.settings)
    marked = [variant_id for variant_id, item in dialog.items.items()
              if "recommended first" in item.text(0)]
    assert marked == [v for v, cls in all_variants().items() if cls.presentation.first_game] == \
        ["koenigrufen"]
    window.home.buttons["first"].click()
    goal = ("Goal: the declarer's side needs 36 of the 70 card points in its tricks; the "
            "other side wins with 35.")
    assert window.teaching.heading_text() == goal
    assert window.actions_bar.message.text() in (goal, "") or \
        window.actions_bar.message.text().startswith("Hint: ")


def test_the_two_neunzehnerrufen_say_in_a_line_how_they_differ():
    plain, second = all_variants()["neunzehnerrufen"], all_variants()["neunzehnerrufen-seed002"]
    plain_words, second_words = plain.presentation.summary, second.presentation.summary
    assert "Ulmann" in plain_words and "second book" in second_words
    assert plain_words.split(";")[0] != second_words.split(";")[0]


@pytest.mark.parametrize("language", ["en", "de"])
def test_games_whose_names_read_alike_differ_at_a_glance_in_the_list(qtbot, language):
    """Two rows whose names differ only in spelling or a numeral (Neunzehnerrufen and
    Neunzehner-Rufen (II)), or by a number of players (Whist en trois for four), each say on a line of their own, in the table's language, what sets
    the game apart (that no line is cut: test_house_rules_hold_every_option_...)."""
    from tarokdesk.gui.dialogs import NewGameDialog

    LANGUAGE.use(language)
    window = window_of(qtbot)
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    variants = all_variants()

    def bare(name: str) -> str:
        return re.sub(r"\(.*?\)|[^a-zäöüß]", "", name.lower())

    alike: dict[str, list[str]] = {}
    for variant_id, cls in variants.items():
        alike.setdefault(bare(cls.name), []).append(variant_id)
    for variant_id, cls in variants.items():  # a game for more players under the other's name
        base = re.sub(r" for \w+$", "", cls.name)
        if base != cls.name:
            alike.setdefault(bare(base), []).append(variant_id)
    pairs = [ids for ids in alike.values() if len(ids) > 1]
    assert ["neunzehnerrufen", "neunzehnerrufen-seed002"] in [sorted(ids) for ids in pairs]
    assert ["whist-dummy-four", "whist-en-trois"] in [sorted(ids) for ids in pairs]
    listed = {v for ids in pairs for v in ids}
    for variant_id in set(variants) - listed:  # a game whose name tells it apart: one line
        assert "\n" not in dialog.items[variant_id].text(0), variant_id
    for ids in pairs:
        second = [dialog.items[v].text(0).split("\n")[1:] for v in ids]
        assert all(len(lines) == 1 and lines[0].strip() for lines in second), second
        assert len({lines[0] for lines in second}) == len(ids), second
        for variant_id, lines in zip(ids, second):
            if language == "de":
                assert lines[0].strip() != variants[variant_id].presentation.distinction, lines


def test_the_first_button_starts_a_game_a_newcomer_can_finish(qtbot, tmp_path, monkeypatch):
    """The standard player chooses for the human at every turn, as the hint shown says; the
    hints are this game's only, and the human sits last in the order of play."""
    from tarokdesk.gui.seating import positions

    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    window = window_of(qtbot, (1280, 800), store=SessionStore(), settings=Settings())
    home = window.home
    first = home.buttons["first"].geometry()
    assert all(button.y() >= first.bottom() for key, button in home.buttons.items()
               if key != "first" and button.isVisible())
    home.buttons["first"].click()
    controller = window.controller
    setup = controller.setup
    cls = all_variants()[setup.variant_id]
    assert cls.presentation.first_game and window.auto_hint
    assert [seat.kind for seat in setup.seats] == ["human"] + ["standard"] * (
        len(setup.seats) - 1)
    places = [p for p in positions(setup.variant_id, {}, setup.table_size) if p is not None]
    assert controller.game.state.active.index(0) == max(places)
    hints = 0
    while not controller.game.is_terminal:
        wait_for_human(qtbot, window)
        if controller.game.is_terminal:
            break
        if len(controller.view().legal) > 1:  # the hint stands in the action bar's line
            hints += bool(window.actions_bar.message.text())
        assert controller.act(controller.hint()[0])
    assert hints
    qtbot.waitUntil(window.result_panel.isVisible, timeout=5000)
    window.show_home()
    from tarokdesk.gui.dialogs import NewGameDialog

    window.new_game(NewGameDialog(window, None, window.settings).setup())
    assert not window.auto_hint  # the hints were the first game's only


# --- words ---------------------------------------------------------------------------------

def test_the_default_name_is_german_in_german(qtbot):
    """A game begun in English goes on in German with "Sie", and a German default name is
    stored as the English source, so it reads "You" in English again."""
    from tarokdesk.gui.dialogs import NewGameDialog
    from tarokdesk.gui.table_words import prompt

    window = window_of(qtbot, (1280, 800))
    window.new_game(NewGameDialog(window).setup())
    window.apply_settings({"language": "de"})
    controller = window.controller
    wait_for_human(qtbot, window)
    names = controller.names
    assert names[controller.humans[0]] == "Sie"
    assert "You" not in prompt(controller.view(), names)
    header = [window.sheet.horizontalHeaderItem(c).toolTip()  # the whole name
              for c in range(window.sheet.columnCount())]
    assert any("Sie" in tip for tip in header) and not any("You" in tip for tip in header)
    german = NewGameDialog(window).setup()
    assert german.seats[0].name == "You"
    window.apply_settings({"language": "en"})
    assert window.controller.names[window.controller.humans[0]] == "You"


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_period_term_has_a_tooltip_and_a_glossary_entry(qtbot, language):
    from tarokdesk.gui.help import glossary_html
    from tarokdesk.gui.rules_pages import HelpPage, RulesDialog
    from tarokdesk.gui.words import GLOSSARY, glossary, item_words

    LANGUAGE.use(language)
    terms = glossary()
    english = dict(GLOSSARY)
    for cls in all_variants().values():
        english.update(cls.presentation.glossary)
    assert set(terms) == set(english)
    help_page = HelpPage("", glossary_html())
    qtbot.addWidget(help_page)
    page = help_page.browser.toPlainText()
    for term, text in terms.items():
        assert text and term in page and text in page, term
        if language == "de":
            assert text != english[term], f"{term}: its explanation is not translated"
    for variant_id, cls in all_variants().items():
        dialog = RulesDialog(variant_id)
        qtbot.addWidget(dialog)
        shown = dialog.browser.toPlainText()
        assert all(term in shown and translate("Variants", text) in shown
                   for term, text in cls.presentation.glossary.items()), variant_id
    assert "avec" not in item_words("taroks:10:avec") and "sans" not in item_words(
        "taroks:11:sans")
    # the Blocks board's period terms at the table, each with its explanation on hover
    from test_gui import make_window

    window = make_window(qtbot, "tarok-mit-blocks", ["human", "standard", "standard"])
    wait_for_human(qtbot, window)
    panel = window.carry_panel
    tips = {}
    for row in range(panel.rowCount()):
        for column in range(panel.columnCount()):
            item = panel.item(row, column)
            if item is not None:
                tips[item.text()] = item.toolTip()
    shown = " ".join(tips)
    for term in ("Aufschrift", "Brunnen", "Kartenstamm", "Spielbête"):
        assert term in shown, term
    for text, tip in tips.items():
        for term, explanation in terms.items():
            if term in text:
                assert html.escape(explanation, quote=False) in tip, (text, term)


def test_the_strohmann_log_tells_what_players_did(qtbot):
    """Not the buttons' words ("take up", "turn up my packets") as if spoken: every choice
    but a bid or a Contra, which are spoken at the table, is told ("Eva takes the game up",
    "Eva passes"), in every game."""
    from tarokdesk.gui.words import choice_words, history_lines

    for variant_id, cls in sorted(all_variants().items()):
        seeds = range(4) if variant_id == "strohmann-tarok" else range(1)
        for seed in seeds:
            game, _ = steered_game(variant_id, cls.seat_counts[0], seed, seed)
            names = [f"P{seat}" for seat in range(game.state.n_seats)]
            for action in game.log:
                spoken = action.kind == "bid" and action.value not in ("pass", "hold") and \
                    action.value not in cls.presentation.acts or \
                    str(action.value).split(":")[0] in ("contra", "recontra", "supercontra")
                if action.kind in CARD_KINDS or action.seat < 0 or spoken:
                    continue
                view = game.view(action.seat)
                lines = history_lines([action], names, [], len(view.active),
                                      len(view.talon_parts))
                label = choice_words(action, len(view.talon_parts))
                assert lines[-1] != f"{names[action.seat]}: {label}", (variant_id, lines[-1])


def test_the_german_table_lays_cards_away_as_the_book_says(qtbot):
    """"Verlegen", the books' word, everywhere: never "ablegen" beside it."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    from translations import I18N, read_ts

    german = read_ts(I18N / "tarokdesk_de.ts")
    wrong = [text for text in german.values() if isinstance(text, str)
             and re.search(r"\b[Aa]blegen\b|\bZum Ablegen\b|\bGelegte Karten\b", text)]
    assert not wrong



def test_no_german_sentence_puts_a_person_after_a_dative_preposition(qtbot):
    """The human's default German name is "Sie": "von Sie", "mit Sie", "bei Sie" would be
    wrong, so a person's name never follows a preposition taking the dative ("Spieler: Sie",
    "für Sie" instead)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    from translations import I18N, read_ts

    persons = "name|names|players|player|seat|seats|payer|debtor|other|side|holder|dealer|" \
        "declarer|partner|winner|claimant"
    dative = re.compile(rf"\b(von|vom|mit|bei|aus|nach|zu|seit|gegenüber) \{{({persons})\}}")
    german = read_ts(I18N / "tarokdesk_de.ts")
    texts = [form for text in german.values()
             for form in (text if isinstance(text, tuple) else (text,)) if form]
    wrong = [text for text in texts if dative.search(text)]
    assert not wrong


def test_the_dialog_wears_the_theme_with_no_style_of_its_own(qtbot):
    """The look is gui/theme.py's, in one place: the dialog carries its sheet, and none of
    its parts a style sheet of its own that the theme would not govern."""
    from PySide6.QtWidgets import QWidget

    from tarokdesk.gui import theme
    from tarokdesk.gui.dialogs import NewGameDialog

    dialog = NewGameDialog(window_of(qtbot))
    qtbot.addWidget(dialog)
    dialog.choose("neunzehnerrufen")
    dialog.rules_toggle.setChecked(True)
    assert dialog.styleSheet() == theme.dialog_sheet()
    assert [w.objectName() for w in dialog.findChildren(QWidget) if w.styleSheet()] == []
    assert dialog.title.objectName() == "dialog-title"


def test_every_dialog_wears_the_theme_with_no_style_of_its_own(qtbot, tmp_path):
    """Each dialog class of the application dresses itself in gui/theme.py's sheet, and the
    standard boxes the window opens (messages, questions) wear its paper from the window,
    rather than the stock grey of the platform."""
    import importlib
    import inspect
    import pkgutil

    from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

    import tarokdesk.gui
    from tarokdesk.gui import theme
    from tarokdesk.gui.home import PracticeDialog
    from tarokdesk.gui.problems_dialog import ProblemsDialog
    from tarokdesk.gui.sessions import SessionsDialog
    from tarokdesk.gui.settings_dialog import SettingsDialog

    undressed = []
    for module in pkgutil.walk_packages(tarokdesk.gui.__path__, "tarokdesk.gui."):
        for name, cls in inspect.getmembers(importlib.import_module(module.name), inspect.isclass):
            if not issubclass(cls, QDialog) or cls.__module__ != module.name:
                continue
            own = [inspect.getsource(base.__init__) for base in cls.__mro__
                   if base.__module__.startswith("tarokdesk.") and "__init__" in vars(base)]
            if not any("theme.dress(self)" in source for source in own):
                undressed.append(name)
    assert undressed == []

    window = window_of(qtbot)
    for dialog in (PracticeDialog(window, window.settings), ProblemsDialog(window, window.settings),
                   SettingsDialog(window.settings, window),
                   SessionsDialog(SessionStore(tmp_path), window)):
        qtbot.addWidget(dialog)
        assert dialog.styleSheet() == theme.dialog_sheet(), type(dialog).__name__
        assert [w.objectName() for w in dialog.findChildren(QWidget) if w.styleSheet()] == []
    box = QMessageBox(QMessageBox.Icon.Information, "title", "text", QMessageBox.StandardButton.Ok,
                      window)
    qtbot.addWidget(box)
    box.show()
    assert box.grab().toImage().pixelColor(2, 2).name() == theme.PAPER
