"""Settings in the user config directory: language, deck, card size, table colour, animation
speed, confirm-before-play, usual player names, the last choices of the new-game dialog, the
book's problems solved, the practice quiz (on or off, and its score per game) and whether the
teaching panel is shown.

Each value is checked against what the table can use; a value it cannot use falls back to its
default and is listed in `dropped`, an unreadable file in `problem`, so the table always starts
and can say what it ignored.
"""

from __future__ import annotations

import math
import os
import re
import stat
from pathlib import Path
from typing import Any

from tarokdesk.core.variant import all_variants
from tarokdesk.names import is_valid_name
from tarokdesk.store.files import StoreError, atomic_write, dumps, parse_json, read_bytes
from tarokdesk.store.paths import config_dir

MAX_SETTINGS_BYTES = 1024 * 1024
LANGUAGES = ("system", "en", "de")
DECKS = ("classic", "high-contrast")
CARD_SCALES = (0.7, 1.6)
"""The range of the card-size slider."""
MAX_ANIMATION_MS = 2000
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")

DEFAULTS: dict[str, Any] = {
    "language": "system",
    "animation_ms": 250,
    "deck": "classic",
    "card_scale": 1.0,
    "table_colour": "#1f6b3a",
    "confirm_play": False,
    "player_names": ["You", "Anna", "Bernhard", "Clara", "David"],
    "last_variant": "koenigrufen",
    "last_options": {},
    "solved_problems": [],
    "quiz": False,
    "quiz_scores": {},
    "teaching_panel": True,
}


class Invalid(Exception):
    """A stored value the table cannot use."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _one_of(choices: tuple[str, ...]):
    def check(value: Any) -> str:
        if not isinstance(value, str) or value not in choices:
            raise Invalid
        return value
    return check


def _animation_ms(value: Any) -> int:
    if not _is_int(value) or not 0 <= value <= MAX_ANIMATION_MS:
        raise Invalid
    return value


def _card_scale(value: Any) -> float:
    if not (_is_int(value) or isinstance(value, float)) or not math.isfinite(value) \
            or not CARD_SCALES[0] <= value <= CARD_SCALES[1]:
        raise Invalid
    return float(value)


def _colour(value: Any) -> str:
    if not isinstance(value, str) or not COLOUR.fullmatch(value):
        raise Invalid
    return value


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise Invalid
    return value


def _player_names(value: Any) -> list[str]:
    """Up to five valid names; the defaults fill the seats the file names no one for."""
    defaults = DEFAULTS["player_names"]
    if not isinstance(value, list) or len(value) > len(defaults) \
            or not all(is_valid_name(name) for name in value):
        raise Invalid
    return [name.strip() for name in value] + defaults[len(value):]


PROBLEM_NUMBERS = range(1, 34)
"""Ulmann's problems (Zweiter Theil) are numbered 1 to 33."""


def _solved_problems(value: Any) -> list[int]:
    """The numbers of the problems solved, each once, in order."""
    if not isinstance(value, list) or not all(_is_int(n) and n in PROBLEM_NUMBERS for n in value) \
            or len(set(value)) != len(value):
        raise Invalid
    return sorted(value)


def _variant(value: Any) -> str:
    if not isinstance(value, str) or value not in all_variants():
        raise Invalid
    return value


def _quiz_scores(value: Any) -> dict[str, dict[str, int]]:
    """Per game: the quiz questions asked and answered as the book does (right <= asked)."""
    if not isinstance(value, dict) or not all(
            key in all_variants() and isinstance(score, dict)
            and set(score) == {"asked", "right"} and all(map(_is_int, score.values()))
            and 0 <= score["right"] <= score["asked"] for key, score in value.items()):
        raise Invalid
    return value


CHECKS = {"language": _one_of(LANGUAGES), "animation_ms": _animation_ms,
          "deck": _one_of(DECKS), "card_scale": _card_scale, "table_colour": _colour,
          "confirm_play": _flag, "player_names": _player_names, "last_variant": _variant,
          "solved_problems": _solved_problems, "quiz": _flag, "quiz_scores": _quiz_scores,
          "teaching_panel": _flag}


def _options_for(variant_id: str, value: Any) -> dict:
    """Options the remembered variant accepts."""
    if not isinstance(value, dict):
        raise Invalid
    try:
        all_variants()[variant_id].resolve_options(value)
    except (ValueError, TypeError):
        raise Invalid from None
    return value


class Settings:
    def __init__(self, folder: Path | None = None):
        self.path = (folder or config_dir()) / "settings.json"
        self.values = dict(DEFAULTS)
        self.problem: str | None = None
        """Why the file could not be read at all (None when it could, or is absent)."""
        self.dropped: list[str] = []
        """Keys whose stored values were not usable (unknown keys too)."""
        stored = self._read()
        if stored is None:
            return
        self.dropped = sorted(key for key in stored if key not in DEFAULTS)
        for key, check in CHECKS.items():
            if key in stored:
                self._take(key, lambda: check(stored[key]))
        if "last_options" in stored:
            self._take("last_options",
                       lambda: _options_for(self.values["last_variant"], stored["last_options"]))

    def _take(self, key: str, checked) -> None:
        try:
            self.values[key] = checked()
        except Invalid:
            self.dropped.append(key)

    def _read(self) -> dict | None:
        """The stored object, or None (absent file, or `problem` says why not readable)."""
        try:
            mode = os.stat(self.path).st_mode
        except FileNotFoundError:
            return None
        except OSError as error:
            self.problem = error.strerror or str(error)
            return None
        if not stat.S_ISREG(mode):
            self.problem = "not a regular file"
            return None
        try:
            stored = parse_json(self.path, read_bytes(self.path, MAX_SETTINGS_BYTES))
        except StoreError as error:
            self.problem = error.problem
            return None
        if not isinstance(stored, dict):
            self.problem = "not a JSON object"
            return None
        return stored

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def update(self, **changes: Any) -> None:
        """Change and save (a failed save raises SaveError; the values stay in memory)."""
        self.values.update(changes)
        atomic_write(self.path, dumps(self.values))
