"""Settings checked value by value: whatever settings.json holds, the table starts, uses only
values it can show, and names the file in its status bar when it ignored anything."""

from __future__ import annotations

import json
import os
import threading

import pytest

from tarokdesk.store import Settings
from tarokdesk.store.settings import DEFAULTS


def stored(tmp_path, text: str) -> Settings:
    (tmp_path / "settings.json").write_text(text, encoding="utf-8")
    return Settings(tmp_path)


@pytest.mark.parametrize("text, key", [
    ('{"deck": "wood"}', "deck"),
    ('{"language": "fr"}', "language"),
    ('{"card_scale": NaN}', "card_scale"),
    ('{"card_scale": Infinity}', "card_scale"),
    ('{"card_scale": 1e308}', "card_scale"),
    ('{"card_scale": true}', "card_scale"),
    ('{"animation_ms": -5}', "animation_ms"),
    ('{"animation_ms": 2.5}', "animation_ms"),
    ('{"table_colour": "green; drop"}', "table_colour"),
    ('{"confirm_play": 1}', "confirm_play"),
    ('{"player_names": [1, 2, 3]}', "player_names"),
    ('{"player_names": ["Anna", "x\\u001b[2J"]}', "player_names"),
    ('{"player_names": ["' + "n" * 201 + '"]}', "player_names"),
    ('{"player_names": ["a", "b", "c", "d", "e", "f"]}', "player_names"),
    ('{"last_variant": "chess"}', "last_variant"),
    ('{"last_options": {"bogus": 1}}', "last_options"),
    ('{"last_options": {"must_overtrump": [1]}}', "last_options"),
])
def test_an_unusable_value_falls_back_to_its_default(tmp_path, text, key):
    settings = stored(tmp_path, text)
    assert settings.values[key] == DEFAULTS[key] and settings.dropped == [key]
    assert settings.problem is None


def test_usable_values_are_kept_and_short_name_lists_filled(tmp_path):
    settings = stored(tmp_path, json.dumps({
        "deck": "high-contrast", "card_scale": 1, "animation_ms": 0, "player_names": [" Zita "],
        "last_variant": "tapp-tarok", "last_options": {"talon_method": "old"}}))
    assert settings.dropped == [] and settings["deck"] == "high-contrast"
    assert settings["card_scale"] == 1.0 and isinstance(settings["card_scale"], float)
    assert settings["player_names"] == ["Zita"] + DEFAULTS["player_names"][1:]
    assert settings["last_options"] == {"talon_method": "old"}


def test_unknown_keys_are_reported(tmp_path):
    assert stored(tmp_path, '{"colour": "red", "deck": "classic"}').dropped == ["colour"]


@pytest.mark.parametrize("make", [
    lambda path: path.write_text("{", encoding="utf-8"),
    lambda path: path.write_text("[1, 2]", encoding="utf-8"),
    lambda path: path.write_bytes(b"\xff\xfe"),
    lambda path: path.mkdir(),
])
def test_an_unreadable_file_is_reported_not_hidden(tmp_path, make):
    make(tmp_path / "settings.json")
    settings = Settings(tmp_path)
    assert settings.problem and "\n" not in settings.problem
    assert settings.values == DEFAULTS


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    loaded = []
    reader = threading.Thread(target=lambda: loaded.append(Settings(tmp_path)), daemon=True)
    reader.start()
    reader.join(20)
    if reader.is_alive():  # blocked in open(): let it go before failing
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    assert loaded and loaded[0].problem == "not a regular file"


@pytest.mark.gui
@pytest.mark.parametrize("content", [
    '{"deck": "wood", "player_names": [], "card_scale": 1e308}',
    '{"player_names": [1, 2], "card_scale": NaN, "table_colour": 7, "language": null}',
    '{"last_variant": "tapp-tarok", "last_options": {"ultimo_values": "x"}}',
    "not json at all",
])
def test_the_table_starts_whatever_settings_json_holds(qtbot, tmp_path, monkeypatch, content):
    from tarokdesk.gui.app import startup_window
    from tarokdesk.gui.dialogs import NewGameDialog
    from tarokdesk.gui.home import PracticeDialog
    from tarokdesk.gui.settings_dialog import SettingsDialog
    from tarokdesk.store import SessionStore

    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    settings_file = tmp_path / "config" / "settings.json"
    settings_file.parent.mkdir()
    settings_file.write_text(content, encoding="utf-8")
    window = startup_window(SessionStore(), Settings(), bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    assert str(settings_file) in window.statusBar().currentMessage()
    for dialog in (SettingsDialog(window.settings), NewGameDialog(window, None, window.settings),
                   PracticeDialog(window, window.settings)):
        qtbot.addWidget(dialog)
    window.new_game(NewGameDialog(window, None, window.settings).setup())
    assert window.controller.game is not None


@pytest.mark.gui
def test_a_clean_settings_file_leaves_the_status_bar_empty(qtbot, tmp_path, monkeypatch):
    from tarokdesk.gui.app import startup_window
    from tarokdesk.store import SessionStore

    monkeypatch.setenv("TAROKDESK_DATA_DIR", str(tmp_path))
    Settings().update(deck="high-contrast")
    window = startup_window(SessionStore(), Settings(), bot_delay_ms=0)
    qtbot.addWidget(window)
    assert window.statusBar().currentMessage() == ""


def test_the_quiz_score_is_kept_only_when_it_makes_sense(tmp_path):
    good = {"tapp-tarok": {"asked": 3, "right": 2}}
    (tmp_path / "settings.json").write_text(json.dumps({"quiz": True, "quiz_scores": good}))
    assert Settings(tmp_path)["quiz_scores"] == good and Settings(tmp_path)["quiz"] is True
    for bad in ({"tapp-tarok": {"asked": 1, "right": 2}}, {"no-such-game": {"asked": 1,
                "right": 0}}, {"tapp-tarok": {"asked": True, "right": 0}}, [1]):
        (tmp_path / "settings.json").write_text(json.dumps({"quiz_scores": bad}))
        settings = Settings(tmp_path)
        assert settings["quiz_scores"] == {} and settings.dropped == ["quiz_scores"]
