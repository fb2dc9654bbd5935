"""Finding the data files: in an installed tarokdesk they are the package tarokdesk.assets; in
a source checkout they are the top-level assets/ folder."""

from __future__ import annotations

from importlib import resources
from pathlib import Path


def asset(*parts: str) -> Path:
    try:
        base = Path(str(resources.files("tarokdesk.assets")))
    except ModuleNotFoundError:
        base = Path(__file__).resolve().parents[2] / "assets"
    return base.joinpath(*parts)
