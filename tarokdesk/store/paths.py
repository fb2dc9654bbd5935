"""Where tarokdesk keeps its files: platformdirs' per-user directories (app name `tarokdesk`),
or TAROKDESK_DATA_DIR for portable installs and tests (settings then live beside the data,
unless TAROKDESK_CONFIG_DIR says otherwise)."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "tarokdesk"


def data_dir() -> Path:
    override = os.environ.get("TAROKDESK_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP))


def config_dir() -> Path:
    override = os.environ.get("TAROKDESK_CONFIG_DIR")
    if override:
        return Path(override)
    if os.environ.get("TAROKDESK_DATA_DIR"):
        return data_dir() / "config"
    return Path(platformdirs.user_config_dir(APP))
