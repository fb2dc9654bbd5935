"""The repository's texts point only into the repository: a clean clone has no `../shared`
beside it, nor the machine it was written on."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUTSIDE = re.compile(r"\.\./shared/|/work/")
TEXTS = (".py", ".md", ".html", ".json", ".toml", ".c")


def tracked_texts() -> list[Path]:
    listed = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True)
    names = listed.stdout.split() if listed.returncode == 0 else \
        [str(p.relative_to(ROOT)) for p in ROOT.rglob("*") if ".venv" not in p.parts]
    return [ROOT / name for name in names if name.endswith(TEXTS) and (ROOT / name).is_file()]


def test_no_text_names_a_path_outside_the_repository():
    here = Path(__file__).resolve()
    found = [f"{path.relative_to(ROOT)}:{number}"
             for path in tracked_texts() if path != here
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if OUTSIDE.search(line)]
    assert not found, found


WORK_ITEM = re.compile(r"\bissue \d+|\bitem \d+ of issue", re.IGNORECASE)


def test_the_code_names_no_work_item():
    """Issue numbers are history: they belong in commits and notes, not in the code."""
    found = [f"{path.relative_to(ROOT)}:{number}"
             for path in tracked_texts() if path.suffix == ".py" and
             path.relative_to(ROOT).parts[0] == "tarokdesk"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if WORK_ITEM.search(line)]
    assert not found, found
