"""Words, not ids: the table speaks to players in their words, in English and German
(pytest-qt, offscreen)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QDialogButtonBox
from test_gui import make_window, wait_for_human

from tarokdesk.core.game import Game
from tarokdesk.core.refusals import MAY_NOT_DISCARD_KING, MUST_FOLLOW_SUIT, Refusal
from tarokdesk.core.sitting import CarrySheet
from tarokdesk.core.variant import all_variants
from tarokdesk.gui.controller import HUMAN
from tarokdesk.gui.dialogs import NewGameDialog
from tarokdesk.gui.hints import advice_source, advice_text, shown_advice
from tarokdesk.gui.i18n import LANGUAGE, translate
from tarokdesk.gui.rules_pages import HelpPage, RulesDialog, rules_page
from tarokdesk.gui.table_words import plate_scores, scene_words
from tarokdesk.gui.teaching import Hint
from tarokdesk.gui.words import item_words, refusal_words, session_name
from tarokdesk.players.advice import Advice

pytestmark = pytest.mark.gui
FILE_LIKE = re.compile(r"\.(md|txt|py|html)\b|[\w-]+/[\w-]+/|/work|assets")


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    LANGUAGE.use("en")


def dialog_words(dialog: NewGameDialog) -> tuple[list[str], list[list[str]]]:
    labels = [box.accessibleName() for box in dialog.option_boxes.values()]
    values = [[box.itemText(i) for i in range(box.count())]
              for box in dialog.option_boxes.values()]
    return labels, values


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_new_game_dialog_shows_words_not_keys(qtbot, language):
    LANGUAGE.use(language)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    seen = set()
    for variant_id, cls in all_variants().items():
        dialog.choose(variant_id)
        labels, values = dialog_words(dialog)
        assert len(labels) == len(cls.options)
        for (key, option), label, names in zip(cls.options.items(), labels, values):
            assert len(option.value_labels) == len(option.choices) == len(names)
            assert label and key not in label and key.replace("_", " ") not in label
            for choice, name in zip(option.choices, names):
                assert name and name != str(choice) and " / " not in name
            seen.update([label, *names])
        sizes = [dialog.size_box.itemText(i) for i in range(dialog.size_box.count())]
        assert all(text.endswith("Spieler" if language == "de" else "players") for text in sizes)
    german = {"Prämien für den Pagat Ultimo", "Muss den höchsten Tarok überstechen", "nein",
              "modern: beide Hälften aufgedeckt"}
    english = {"Pagat Ultimo premiums", "Must beat the highest tarok", "no",
               "modern: both halves shown"}
    assert (german if language == "de" else english) <= seen
    assert dialog.seat_rows[0][0].text() == ("Sie" if language == "de" else "You")


def test_plural_forms_follow_the_count(qtbot):
    from tarokdesk.gui.i18n import plural

    assert plural("NewGameDialog", "%n players", 1) == "1 player"
    assert plural("NewGameDialog", "%n players", 3) == "3 players"
    assert plural("SessionsDialog", "%n sessions in {folder}", 1) == "1 session in {folder}"
    LANGUAGE.use("de")
    assert plural("NewGameDialog", "%n players", 1) == "1 Spieler"


@pytest.mark.parametrize("language, line", [("en", "1 card · 1 trick · +5"),
                                            ("de", "1 Karte · 1 Stich · +5")])
def test_a_seat_label_counts_in_plural_forms(qtbot, language, line):
    from tarokdesk.gui.table_words import seat_counts

    LANGUAGE.use(language)
    assert seat_counts(1, 1, "+5") == line
    assert seat_counts(12, 0, "+0").startswith("12 Karten · 0 Stiche" if language == "de"
                                               else "12 cards · 0 tricks")


@pytest.mark.parametrize("language, words", [
    ("en", "Rule: follow suit, else play a tarok"),
    ("de", "Regel: Farbe bekennen, sonst Tarok geben"),
])
def test_a_refusal_names_the_rule_in_words(qtbot, language, words):
    LANGUAGE.use(language)
    text = refusal_words(Refusal(MUST_FOLLOW_SUIT, "00-general.md Play/Obligations",
                                 {"suit": 2}))
    assert words in text and ".md" not in text and "Obligations" not in text
    discard = refusal_words(Refusal(MAY_NOT_DISCARD_KING,
                                    "00-general.md Talon (Verlegen); Codex §12", {}))
    assert "Tarok-Codex §12" in discard and ".md" not in discard


def test_an_illegal_click_on_the_table_shows_the_rule_without_file_names(qtbot):
    window = make_window(qtbot, "koenigrufen", [HUMAN, "standard", "standard", "standard"], "2")
    wait_for_human(qtbot, window)
    LANGUAGE.use("de")
    window.controller.refused.emit(Refusal(MUST_FOLLOW_SUIT, "00-general.md Play",
                                           {"suit": 0}))
    short = window.actions_bar.message.text()  # one line; the teaching panel has the rule
    assert short.startswith("Sie müssen bedienen: Coeur") and "Regel: " not in short
    text = window.teaching.texts()[-1]
    assert text.startswith("Nicht erlaubt: Sie müssen bedienen: Coeur") and "Regel: " in text
    assert ".md" not in text


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_hint_gives_the_reason_in_words_and_the_book_in_small_type(qtbot, language):
    window = make_window(qtbot, "koenigrufen", [HUMAN, "standard", "standard", "standard"], "4")
    wait_for_human(qtbot, window)
    LANGUAGE.use(language)
    window.show_hint()
    _, reason = window.controller.hint()
    text, source = window.teaching.texts()[-1].split("\n")  # the sources in small type
    assert reason.cited and not any(item in text + source for item in reason.cited)
    assert "Ulmann, Cap." in source
    assert advice_text(reason, window.controller.view()) in text
    assert window.actions_bar.message.text().startswith("Tipp:" if language == "de"
                                                        else "Hint:")


def test_a_whist_hint_is_a_sentence_with_brenner_only_in_the_tooltip(qtbot):
    window = make_window(qtbot, "whist", [HUMAN, "standard", "standard", "standard"], "4")
    wait_for_human(qtbot, window)
    window.show_hint()
    _, reason = window.controller.hint()
    text, source = window.teaching.texts()[-1].split("\n")
    assert reason.cited and advice_text(reason, window.controller.view()) in text
    assert all(item not in text for item in reason.cited)
    assert "Brenner" in source and "Ulmann" not in source
    assert not any(item in source for item in reason.cited)


def test_the_hint_is_shown_anew_in_the_language_chosen(qtbot):
    """The hint is words made from the player's advice when shown: after a change of
    language the same hint stands in the new language, on the action bar and in the
    teaching panel, kept once."""
    window = make_window(qtbot, "koenigrufen", [HUMAN, "standard", "standard", "standard"], "4")
    wait_for_human(qtbot, window)
    window.show_hint()
    english, english_entry = window.actions_bar.message.text(), window.teaching.texts()
    window.apply_settings({"language": "de"})
    german, german_entry = window.actions_bar.message.text(), window.teaching.texts()
    _, reason = window.controller.hint()
    assert english.startswith("Hint: ") and german.startswith("Tipp: ")
    assert len(german_entry) == len(english_entry)
    text, source = german_entry[-1].split("\n")
    assert text.startswith("Tipp: ") and advice_text(reason, window.controller.view()) in text
    assert text.split(" — ")[1] != english_entry[-1].split("\n")[0].split(" — ")[1]
    assert "Rat der Bücher: " in source and not any(item in source for item in reason.cited)


def test_advice_that_contradicts_the_decision_is_not_shown(qtbot):
    view = dealt_view("koenigrufen")
    passing = next(a for a in view.legal if a.value == "pass")
    contradicting = Advice("fair_hand_calls", ("K12",))
    assert shown_advice(contradicting, passing, view) is None
    assert plain_text(Hint(passing, contradicting, view).render()) == "Hint: Pass"
    fitting = plain_text(Hint(passing, Advice("too_weak_to_call", ("K12",)), view).render())
    assert fitting.startswith("Hint: Pass — Your hand is too weak to call a king.")
    assert "Ulmann, Cap. IV" in fitting and "K12" not in fitting


def plain_text(html: str) -> str:
    return QTextDocumentFragment.fromHtml(html).toPlainText()


def dealt_view(variant_id: str):
    game = Game.new(variant_id)
    game.deal_seeded("words")
    return game.view(game.to_move)


def test_advice_reads_as_sentences_in_both_languages(qtbot):
    view = dealt_view("koenigrufen")
    invite = Advice("strong_invite", ("T34", "K53b"))
    assert advice_text(invite, view) == ("Invite with your lowest tarok: you are strong "
                                         "without a long suit.")
    held = Advice("hold", params={"contract": "dreier"}).plus(Advice("dreier_hand", ("T2",)))
    assert advice_text(held, view).startswith("Hold the Dreier. Eight or nine taroks")
    assert advice_text(Advice("only_card"), view) == "It is the only card you may play."
    problem = Advice("mond_passes", ("Obligations 5",), problem=10)
    assert advice_text(problem, view).startswith("Let this empty tarok trick pass")
    assert "Ulmann, general rules" in advice_source(problem, view)
    assert "Obligations 5" not in advice_source(problem, view)
    assert "problem 10" in advice_source(problem, view)
    LANGUAGE.use("de")
    assert advice_text(invite, view).startswith("Laden Sie mit Ihrem niedrigsten Tarok ein")
    assert advice_text(Advice("only_card"), view) == \
        "Es ist die einzige Karte, die Sie spielen dürfen."
    assert advice_text(held, view).startswith("Behalten Sie das Spiel (Dreier).")


def test_whist_advice_reads_as_sentences_with_brenner_in_the_tooltip(qtbot):
    """The Whist player's advice reads as a sentence; the tooltip names Brenner for W and S
    items and the editorial defaults for N, by the strategy family's letters, in words a
    player can look up: never the items' codes, which are our numbering, not the books'."""
    view = dealt_view("whist")
    second = Advice("second_hand_low", ("W30", "N1"))
    assert advice_text(second, view) == "Second hand plays low: give your lowest card."
    tip = advice_source(second, view)
    assert tip == ("The books' advice: Brenner, 5. Regeln des Whistspieles · common Whist "
                   "practice, not in Brenner"), tip
    joined = Advice("longest_is_trumps", ("W10",)).plus(Advice("trump_table_card", ("W24.5",)))
    assert advice_text(joined, view) == ("Trumps are your longest suit: lead them. The book's "
                                         "trump table names the card to lead from this "
                                         "holding.")
    assert "Ulmann, Cap. V" in advice_source(Advice("nineteen_zweier_hand", ("N3",)),
                                                 dealt_view("neunzehnerrufen"))
    LANGUAGE.use("de")
    assert advice_text(second, view) == ("Als zweiter Spieler spielen Sie niedrig: geben Sie "
                                         "Ihre niedrigste Karte.")
    assert advice_source(second, view).endswith("übliche Whist-Praxis, nicht bei Brenner")


def close_button(dialog) -> object:
    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)


def assert_scrolls_and_closes(qtbot, dialog, close_text: str) -> None:
    dialog.resize(420, 260)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.browser.verticalScrollBar().maximum() > 0
    button = close_button(dialog)
    assert button.text() == close_text
    button.click()
    assert not dialog.isVisible()


@pytest.mark.parametrize("language", ["en", "de"])
def test_rules_pages_open_for_every_variant_scroll_and_close(qtbot, language):
    LANGUAGE.use(language)
    for variant_id, cls in all_variants().items():
        dialog = RulesDialog(variant_id)
        qtbot.addWidget(dialog)
        text = dialog.browser.toPlainText()
        name = translate("Variants", cls.name)  # the game's name in the table's language
        assert name in dialog.windowTitle()
        assert rules_page(variant_id, language) is not None, f"{variant_id} has no page"
        assert text.startswith(name), (name, text[:60])
        for research in (".md", "line ", "[inference]", "OCR"):
            assert research not in text
        assert not FILE_LIKE.search(text), FILE_LIKE.search(text)
        assert cls.book in text and "include" not in text
        # the Codex is the German and Austrian Tarock law; the Danish book of 1829 stands
        # outside it
        under_codex = cls.strategy.family == "tarok" and "Danske" not in cls.book
        assert ("Tarok-Codex §" in text) == under_codex
        assert ("Farbe bekennen" if language == "de" else "Follow suit") in text
        assert ("Zählen und Zahlen" in text) == (language == "de")
        assert_scrolls_and_closes(qtbot, dialog, "Schließen" if language == "de" else "Close")


def test_how_to_play_scrolls_and_closes(qtbot, monkeypatch):
    window = make_window(qtbot, "tapp-tarok", [HUMAN, "standard", "standard"], "5")
    shown = []
    monkeypatch.setattr(HelpPage, "exec", lambda self: shown.append(self))
    window.show_help()
    assert len(shown) == 1 and "Vorhand" in shown[0].browser.toPlainText()
    assert_scrolls_and_closes(qtbot, shown[0], "Close")


@pytest.mark.parametrize("language, ok, cancel", [("en", "OK", "Cancel"),
                                                  ("de", "OK", "Abbrechen")])
def test_qt_own_buttons_are_translated(qtbot, language, ok, cancel):
    LANGUAGE.use(language)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    box = dialog.findChild(QDialogButtonBox)
    assert box.button(QDialogButtonBox.StandardButton.Ok).text() == ok
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == cancel


def test_the_laid_away_cards_are_not_called_skat_in_german(qtbot):
    window = make_window(qtbot, "tapp-tarok", [HUMAN, "standard", "standard"], "5")
    window.apply_settings({"language": "de"})
    assert scene_words()["discards"] == "Verlegte Karten"
    assert window.scene.words["discards"] == "Verlegte Karten"


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_new_session_is_named_by_game_and_time(qtbot, language):
    LANGUAGE.use(language)
    name = session_name("koenigrufen")
    assert re.fullmatch(r"Königrufen, \d{1,2} \S+ \d{4} \d{2}:\d{2}", name), name


def _random_results(variant_id: str, n_seats: int, deals: int):
    from tarokdesk.core import Game
    from tarokdesk.players import RandomPlayer
    from tarokdesk.players.driver import play_out

    for number in range(deals):
        game = Game.new(variant_id, None, n_seats, 0)
        game.deal_seeded(f"words:{number}")
        seen = []
        while not game.is_terminal:
            seat = game.to_move
            seen.extend(a for a in game.legal_actions() if a.kind in ("bid", "announce", "talon"))
            game.apply(RandomPlayer(f"{number}:{len(game.log)}").choose(game.view(seat)))
        yield game.result, seen, len(game.state.talon_parts)


@pytest.mark.parametrize("variant_id", sorted(all_variants()))
def test_every_contract_item_and_choice_of_every_variant_has_words(qtbot, variant_id):
    """A new game brings its own terms (`Presentation.terms`); no raw id reaches the table."""
    from tarokdesk.gui.words import choice_words, contract_words

    cls = all_variants()[variant_id]
    for contract in cls.strategy.ladder:
        assert contract_words(contract) != contract or contract[0].isupper()
    for n_seats in cls.seat_counts:
        for result, choices, parts in _random_results(variant_id, n_seats, 25):
            for item in result.get("items", []):
                assert item_words(item["item"]) != item["item"], item["item"]
            for action in choices:
                words = choice_words(action, parts)
                assert "_" not in words and ":" not in words, (action, words)


def test_lead_signals_cite_the_books_chapters_not_our_item_codes(qtbot):
    from tarokdesk.gui.hints import book_chapters

    assert book_chapters("T34, K53b") == "Ulmann, Cap. I, IV"
    assert book_chapters("T35/T36") == "Ulmann, Cap. I"


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_citation_names_each_author_once(qtbot, language):
    """Places cited from one author follow his name once, a repeated kind of place once
    too; other authors keep their own names."""
    from tarokdesk.gui.hints import each_author_once

    LANGUAGE.use(language)
    view = dealt_view("koenigrufen")
    cited = advice_source(Advice("strong_invite", ("T34", "K53b", "G1"), problem=10), view)
    assert cited.count("Ulmann") == 1, cited
    assert ("Cap. I, IV, Part III, problem 10" if language == "en"
            else "Cap. I, IV, Part III, Aufgabe 10") in cited, cited
    assert each_author_once(["Brenner, 5. Regeln des Whistspieles",
                             "common Whist practice, not in Brenner", "Ulmann, Cap. I"]) == [
        "Brenner, 5. Regeln des Whistspieles", "common Whist practice, not in Brenner",
        "Ulmann, Cap. I"]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_talon_prompt_and_result_line_follow_the_walk(qtbot, language):
    """The prompt reads the view: a part face down asks take-or-turn-up with the folds; all
    turned up asks which (with going back's folds where they differ); the old Tapp way and
    the Viennese halves stay "both halves". A lost stepwise game's line shows its fold."""
    from builders import act, finish, sole_bidder
    from test_steyerisch_tarok import new_game
    from test_tapp_tarok import STD, deal
    from test_tapp_tarok import new_game as new_tapp_game

    from tarokdesk.gui.table.result import item_lines
    from tarokdesk.gui.table_words import prompt

    LANGUAGE.use(language)
    fold = "malig" if language == "de" else "fold"
    game = new_game()
    sole_bidder(game, 1, "einer")
    first = prompt(game.view(1), ["A", "B", "C"])
    assert f"(1-{fold})" in first and f"(2-{fold})" in first
    for _ in range(5):
        act(game, "talon", 1, "reveal")
    last = prompt(game.view(1), ["A", "B", "C"])
    assert "6" in last and f"(6-{fold})" in last and f"(7–11-{fold})" in last
    act(game, "talon", 1, "take:5")
    while game.phase != "play":
        game.apply(game.legal_actions()[0])
    result = finish(game, declarer_thirds=85)
    assert any(f"× 6\u2011{fold}" in line for line in item_lines(result))  # kept whole
    tapp = new_tapp_game(talon_method="old")
    deal(tapp, STD)
    sole_bidder(tapp, 1, "dreier")
    assert f"-{fold}" not in prompt(tapp.view(1), ["A", "B", "C"])
    act(tapp, "talon", 1, "reveal")
    halves = "beide Talonhälften" if language == "de" else "both halves"
    assert halves in prompt(tapp.view(1), ["A", "B", "C"])


def test_a_split_talon_take_is_worded_by_its_real_number_of_parts(qtbot):
    """The log and the speech bubbles name a take of a talon split in three (the Rufer's
    4/1/1, neunzehnerrufen.md "Talon") by part and count, never as a half."""
    from builders import act
    from test_neunzehnerrufen import A, B, auction, new_game

    from tarokdesk.gui.table.talk import bubbles
    from tarokdesk.gui.words import history_lines

    game = new_game()
    auction(game, A, "rufer")
    act(game, "call", A, "T19")
    act(game, "talon", A, "take:0")
    view = game.view(B)
    lines = history_lines(game.history_for(B), list("ABCD"), view.tricks, len(view.active),
                          len(view.talon_parts))
    assert "A takes talon part 1 of 3" in lines, lines
    assert not any("half" in line for line in lines), lines
    assert bubbles(view)[A] == "Take talon part 1 of 3"


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("variant_id, options, n_seats, contract", [
    ("danish-taroc-en-deux", {}, 2, "each_for_himself"),
    ("grosstarok", {}, 3, "each_for_himself"),
    ("danish-tarok-four", {"form": "quadrille"}, 4, "ask")])
def test_a_contract_heading_a_banner_or_a_sheet_row_begins_with_a_capital(
        qtbot, language, variant_id, options, n_seats, contract):
    """Contract words are written to stand inside a sentence ("nach einem König fragen",
    "jeder für sich"); where they begin a heading, the banner or a sheet's row, they are
    capitalised."""
    from tarokdesk.gui.panels import ScoreSheet
    from tarokdesk.gui.table.result import result_html
    from tarokdesk.gui.table.talk import banner_lines

    LANGUAGE.use(language)
    names = ["Anna", "Bernhard", "Clara", "David"][:n_seats]
    game = Game.new(variant_id, options, n_seats, 0)
    game.deal_seeded("capitals")
    banner = []
    while not game.is_terminal:  # the contract asked for where it is offered, else the first
        legal = game.legal_actions()
        game.apply(next((a for a in legal if a.value == contract), legal[0]))
        if game.phase == "play" and not banner:
            banner = banner_lines(game.view(0), names)
    assert game.state.contract == contract
    assert all(line[0].isupper() for line in banner[:1]), banner  # at two, maybe none
    heading = re.search(r"<h3[^>]*>(.*?)</h3>", result_html(game.result, names, {}, set()))
    assert heading.group(1)[0].isupper(), heading.group(1)
    sheet = ScoreSheet()
    sheet.show_sheet(names, [{"deal": 1, "declarer": game.state.declarer,
                              "contract": contract, "units": {}}], {})
    assert sheet.item(0, 1).text()[0].isupper(), sheet.item(0, 1).text()


@pytest.mark.parametrize("language, doubled", [("en", "You, your"), ("de", "Sie, Sie")])
def test_the_prompt_does_not_address_the_default_player_twice(qtbot, language, doubled):
    """The default name ("You", "Sie") is itself the address: the prompt does not put it
    before a request that says "your" again; a name of one's own is still said."""
    from tarokdesk.gui.person_names import shown_name, YOU
    from tarokdesk.gui.table_words import prompt

    LANGUAGE.use(language)
    game = Game.new("koenigrufen", None, 4, 3)
    game.deal_seeded("prompt")
    said = {}
    while game.phase != "play" or game.to_move != 0:  # the human bids, the others pass
        legal = game.legal_actions()
        if game.to_move == 0 and game.phase not in said:
            said[game.phase] = prompt(game.view(0), [shown_name(YOU), "Anna", "Bernhard",
                                                     "Clara"])
        game.apply(legal[-1] if game.phase == "bid" and game.to_move == 0 else legal[0])
    said["play"] = prompt(game.view(0), [shown_name(YOU), "Anna", "Bernhard", "Clara"])
    for phase, line in said.items():
        assert doubled not in line and not re.match(rf"{shown_name(YOU)}[,:]", line), \
            (phase, line)
        assert line[0].isupper(), (phase, line)
    assert prompt(game.view(0), ["Eva", "Anna", "Bernhard", "Clara"]).startswith("Eva, ")


@pytest.mark.parametrize("language, bidding, playing", [
    ("en", "Bidding: Anna is thinking…", "Anna is thinking…"),
    ("de", "Lizitieren: Anna überlegt…", "Anna überlegt…")])
def test_the_waiting_line_names_a_phase_only_where_the_cards_do_not_show_it(
        qtbot, language, bidding, playing):
    """The line while a computer player thinks reads as one sentence; in the play it is the
    bare thought, never 'Spiel. Anna überlegt…'."""
    from tarokdesk.core import Session
    from tarokdesk.gui.table_words import waiting

    LANGUAGE.use(language)
    names = ["Anna", "Bernhard", "Clara", "David"]
    game = Session("koenigrufen", {}, 4, seed="waiting", names=names).new_deal()
    assert game.phase == "bid"
    assert waiting(game.view((game.to_move + 1) % 4), names, False) == bidding.replace(
        "Anna", names[game.to_move])
    while game.phase != "play":  # the first bids a Rufer, the others pass
        actions = game.legal_actions()
        game.apply(actions[1] if game.to_move == 1 and game.phase == "bid" else actions[0])
    assert waiting(game.view(0), names, False) == playing.replace("Anna", names[game.to_move])


def test_the_german_declarer_line_suits_the_default_name_sie(qtbot):
    """The default human is "Sie" in German, which takes no "von"/"mit" ("gespielt von Sie"
    is wrong): the heading and the banner name the declarer and partner as roles."""
    LANGUAGE.use("de")
    lines = (translate("Result", "{contract} played by {declarer}")
             + translate("Result", "with {partner}"),
             translate("Table", "{contract} · played by {declarer}"))
    for line in lines:
        said = line.format(contract="Dreier", declarer="Sie (A)", partner="Sie (A)")
        assert "Sie (A)" in said and "von Sie" not in said and "mit Sie" not in said


def test_the_blocks_board_glosses_its_period_terms_in_english(qtbot):
    """The board's rows keep the book's terms (Aufschrift, Brunnen, Spielbêtes, Kartenstamm)
    with English words beside them, and each term is explained in the glossary."""
    from tarokdesk.gui.words import glossary_tip, term_words

    for term in ("aufschrift", "brunnen", "spielbetes", "pot"):
        said = term_words(term)
        assert re.search(r"\(.*[a-z]{4}.*\)", said) and glossary_tip(said), said


def test_the_strohmann_aufnehmer_is_named_by_his_role_in_both_languages(qtbot):
    """'Spieler: Aufnehmen' read as a player named by a verb: the plate names the role the
    book gives him, the Aufnehmer, and what he did."""
    from tarokdesk.gui.table_words import roles

    game = Game.new("strohmann-tarok")
    game.deal_seeded("aufnehmer")
    while game.state.contract is None or game.phase == "bid":
        game.apply(next((a for a in game.legal_actions() if a.value == "aufnehmen"),
                        game.legal_actions()[0]))
    view = game.view(0)
    badges = {"en": "Aufnehmer: took the game up", "de": "Aufnehmer: hat das Spiel aufgenommen"}
    for language, badge in badges.items():
        LANGUAGE.use(language)
        assert badge in roles(view)[view.declarer], roles(view)


def test_cards_seen_by_all_say_why_they_lie_open(qtbot):
    """Strohmann: a tarok or king turned up from a packet goes into the hand, shown; the
    caption says on the felt why those cards lie open, and on hover more fully."""
    from tarokdesk.gui.scene import known_caption

    game = Game.new("strohmann-tarok")
    game.deal_seeded("seen")
    caption, why = known_caption(game.view(0), 1, [0])
    assert caption == "Turned up: seen by all" and "turned up from a packet" in why


@pytest.mark.parametrize("language, said", [("en", "Balance -58"), ("de", "Saldo -58")])
def test_a_plates_score_begins_with_a_capital_like_the_other_plate_labels(qtbot, language, said):
    """Tarok-Tappen 1821 names its plates' figure 'balance', a word of the sheet; on the
    plate it begins the line, as 'Score 15' and 'Stand +0' do."""
    LANGUAGE.use(language)
    sheet = CarrySheet("sheets_written", ("written", "balance"), {0: ("3", "-58")}, (),
                       "deal_units", "balance")
    assert plate_scores(sheet, {}) == {0: said}


def test_each_declared_item_is_a_badge_of_its_own(qtbot):
    """L'Hombre's declarations stand at the seat as one badge each, so that a narrow plate
    wraps between them rather than inside one."""
    from dataclasses import replace

    from tarokdesk.gui.table_words import roles
    from tarokdesk.rules.announcements import DECLARED

    view = dealt_view("tarok-lhombre")
    public = view.public.copy()
    public[DECLARED] = {"0": ["matadors:4", "taroks:10"]}
    said = replace(view, public=public)
    badges = roles(said)[0]
    assert {item_words("matadors:4"), item_words("taroks:10")} <= set(badges), badges
    assert not any(", " in badge for badge in badges), badges
