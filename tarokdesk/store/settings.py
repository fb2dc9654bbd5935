"""Settings in the user config directory: language, deck, card size, table colour, animation
speed, confirm-before-play, usual player names and the last choices of the new-game dialog.
Unknown or mistyped values fall back to the defaults."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tarokdesk.store.files import StoreError, atomic_write, dumps, parse_json, read_bytes
from tarokdesk.store.paths import config_dir

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
}


class Settings:
    def __init__(self, folder: Path | None = None):
        self.path = (folder or config_dir()) / "settings.json"
        self.values = dict(DEFAULTS)
        self.problem: str | None = None
        if self.path.exists():
            try:
                stored = parse_json(self.path, read_bytes(self.path, 1024 * 1024))
            except StoreError as error:
                self.problem = str(error)
                return
            if isinstance(stored, dict):
                for key, default in DEFAULTS.items():
                    value = stored.get(key)
                    if isinstance(default, float) and isinstance(value, int):
                        value = float(value)
                    if isinstance(value, type(default)):
                        self.values[key] = value

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def update(self, **changes: Any) -> None:
        """Change and save (a failed save raises SaveError; the values stay in memory)."""
        self.values.update(changes)
        atomic_write(self.path, dumps(self.values))
