"""Finding the data files: in a source checkout they are the top-level assets/ folder (also
when another checkout is installed in editable mode, as in a git worktree); in an installed
tarokdesk they are the package tarokdesk.assets."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]


def asset(*parts: str) -> Path:
    if (CHECKOUT / "pyproject.toml").exists() and (CHECKOUT / "assets").is_dir():
        base = CHECKOUT / "assets"
    else:
        try:
            base = Path(str(resources.files("tarokdesk.assets")))
        except ModuleNotFoundError:
            base = CHECKOUT / "assets"
    return base.joinpath(*parts)
