"""Languages, settings and the table's keyboard habits (pytest-qt, offscreen)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from test_gui import make_window, wait_for_human

from tarokdesk.gui.controller import HUMAN
from tarokdesk.gui.i18n import LANGUAGE
from tarokdesk.gui.settings_dialog import SettingsDialog
from tarokdesk.store import Settings

pytestmark = pytest.mark.gui
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    LANGUAGE.use("en")


def menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_switching_language_changes_the_visible_strings(qtbot):
    window = make_window(qtbot, "koenigrufen", [HUMAN, "standard", "standard", "standard"], "2")
    wait_for_human(qtbot, window)
    assert menu_titles(window) == ["&Game", "&Edit", "P&ractice", "&View", "&Help"]
    english_buttons = [b.text() for b in window.actions_bar.buttons]
    window.apply_settings({"language": "de"})
    assert menu_titles(window) == ["&Spiel", "B&earbeiten", "Ü&bung", "&Ansicht", "&Hilfe"]
    assert window.docks["log"].windowTitle() == "Spielverlauf"
    german_buttons = [b.text() for b in window.actions_bar.buttons]
    assert german_buttons != english_buttons and any("Passe" in b for b in german_buttons)
    assert any(" Karten · " in label.text() for label in window.scene.labels.values())
    window.apply_settings({"language": "en"})
    assert menu_titles(window) == ["&Game", "&Edit", "P&ractice", "&View", "&Help"]


def test_a_refusal_is_shown_in_german(qtbot):
    window = make_window(qtbot, "tapp-tarok", [HUMAN, "standard", "standard"], "3")
    window.apply_settings({"language": "de"})
    from tarokdesk.core.refusals import MUST_FOLLOW_SUIT, Refusal

    window.show_refusal(Refusal(MUST_FOLLOW_SUIT, "00-general.md Play", {"suit": 0}))
    text = window.actions_bar.message.text()
    assert text.startswith("Sie müssen bedienen: Coeur")


def test_every_text_has_a_german_translation():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "translations.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout
    assert (ROOT / "assets" / "i18n" / "tarokdesk_de.qm").stat().st_size > 1000


def test_german_clicks_on_a_card_or_clicks_it_an(qtbot):
    """'klicken Sie auf eine Karte' or 'klicken Sie eine an': German clicks on a thing or
    clicks it 'an', never 'klicken Sie eine Karte'."""
    catalogue = (ROOT / "assets" / "i18n" / "tarokdesk_de.ts").read_text(encoding="utf-8")
    clauses = [clause for translation in re.findall(r"<(?:translation|numerusform)>(.*?)<",
                                                     catalogue)
               for clause in re.findall(r"[Kk]licken Sie ([^.,;:]*)", translation)]
    assert clauses and all(re.search(r"\b(auf|an)\b", clause) for clause in clauses), clauses


def test_settings_dialog_changes_the_table(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    settings = Settings()
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.deck.setCurrentIndex(dialog.deck.findData("high-contrast"))
    dialog.colour.setCurrentIndex(dialog.colour.findData("#1d4e89"))
    dialog.scale.setValue(130)
    dialog.confirm.setChecked(True)
    dialog.names[1].setText("Zita")
    values = dialog.values()
    window = make_window(qtbot, "tapp-tarok", [HUMAN, "standard", "standard"], "6")
    window.settings = settings
    window.apply_settings(values)
    assert Settings()["deck"] == "high-contrast" and Settings()["player_names"][1] == "Zita"
    assert window.deck.theme == "high-contrast" and window.scene.card_scale == 1.3
    assert window.scene.backgroundBrush().color().name() == "#1d4e89"
    assert window.input.confirm_play


def test_confirm_before_play_needs_a_second_click(qtbot):
    from test_gui import click_card

    window = make_window(qtbot, "koenigrufen", [HUMAN, "standard", "standard", "standard"], "8")
    window.input.confirm_play = True
    controller = window.controller
    for _ in range(200):
        wait_for_human(qtbot, window)
        if controller.game.is_terminal:
            window.next_deal()
            continue
        if controller.game.phase == "play":
            break
        qtbot.keyClick(window.view, Qt.Key.Key_1)
    card = next(a.value for a in controller.game.legal_actions())
    before = len(controller.game.log)
    click_card(qtbot, window, card)
    assert len(controller.game.log) == before and window.scene.selected_card == card
    click_card(qtbot, window, card)
    assert len(controller.game.log) > before


def menu_entries_with_shortcuts(window) -> list[tuple[str, str]]:
    """(shortcut, entry) of every action in every menu of the menu bar, submenus included."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QMenu

    found = []
    for menu in window.menuBar().findChildren(QMenu):
        for action in menu.actions():
            if not action.shortcut().isEmpty() and action.menu() is None:
                found.append((action.shortcut().toString(
                    QKeySequence.SequenceFormat.NativeText), action.text().replace("&", "")))
    return found


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_shortcut_help_lists_every_menu_shortcut(qtbot, monkeypatch, language):
    from PySide6.QtWidgets import QMessageBox

    window = make_window(qtbot, "tapp-tarok", [HUMAN, "standard", "standard"], "3")
    window.apply_settings({"language": language})
    qtbot.wait(1)  # the menus of the language before are deleted
    shown = []
    monkeypatch.setattr(QMessageBox, "information",
                        lambda parent, title, text: shown.append(text))
    window.show_shortcuts()
    lines = shown[0].splitlines()
    entries = menu_entries_with_shortcuts(window)
    assert len(entries) >= 15
    for key, entry in entries:
        assert f"{key}: {entry}" in lines
    keys = [key for key, _ in entries]
    modifier = "Strg" if language == "de" else "Ctrl"
    assert f"{modifier}+R" in keys and f"{modifier}+I" in keys and f"{modifier}+Z" in keys


def test_the_privacy_screen_speaks_the_new_language(qtbot):
    window = make_window(qtbot, "koenigrufen", [HUMAN, HUMAN, "standard", "standard"], "2")
    qtbot.waitUntil(lambda: window.controller.awaiting_handover is not None
                    or window.controller.viewer in window.controller.humans, timeout=10000)
    window.controller.handover.emit(1)
    assert window.privacy.isVisible() and "Pass to" in window.privacy.text.text()
    window.apply_settings({"language": "de"})
    assert window.privacy.button.text() == "Ich bin bereit"
    assert window.privacy.text.text().startswith("Weitergeben an ")
