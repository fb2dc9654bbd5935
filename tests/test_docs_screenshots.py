"""The README's pictures: every variant at every table size (and in each form of its table) has
its play and score pictures in English and German in docs/screenshots, named
`<variant>-<seats>-<phase>-1280x800-<lang>.png`, and the README links each of them, so a game
without pictures fails here (`tools/screenshot.py --docs docs/screenshots --readme` makes
them)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from tarokdesk.core.variant import all_variants

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import screenshot  # noqa: E402  (tools/ is no package)

FOLDER = "docs/screenshots"
LINKS = re.compile(r"\]\((" + FOLDER + r"/[^) ]+\.png)")


def docs_pictures() -> list[str]:
    return [f"{FOLDER}/{table.picture(phase, language)}" for table in screenshot.docs_tables()
            for phase in ("play", "score") for language in ("en", "de")]


def test_every_table_of_every_variant_is_in_the_docs_set():
    shown = {(table.variant_id, table.n_seats) for table in screenshot.docs_tables()}
    assert shown == {(variant_id, n) for variant_id, cls in all_variants().items()
                     for n in cls.seat_counts}


def test_the_docs_pictures_are_named_by_the_contract():
    for table in screenshot.docs_tables():
        name = table.picture("play", "de")
        variant, seats = re.fullmatch(r"(.+)-(\d+)-play-1280x800-de\.png", name).groups()
        assert variant.startswith(table.variant_id) and int(seats) == table.n_seats, name


def test_every_docs_picture_is_there_and_the_readme_links_it():
    pictures = docs_pictures()
    links = set(LINKS.findall((ROOT / "README.md").read_text(encoding="utf-8")))
    assert len(pictures) >= 96
    assert [p for p in pictures if not (ROOT / p).is_file()] == []
    assert [p for p in pictures if p not in links] == []
    assert sorted(link for link in links if not (ROOT / link).is_file()) == []
