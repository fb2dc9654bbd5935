"""The start screen paints before anything it does not show is imported: the computer
players come with the first decision a computer makes, and a game's module when that game is
asked for (the variants are found by their entry points all the same)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported_after(code: str) -> set[str]:
    """The tarokdesk modules a fresh interpreter holds after running `code`."""
    done = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys\nprint('\\n'.join(m for m in sys.modules "
                                      "if m.startswith('tarokdesk')))"],
        cwd=ROOT, capture_output=True, text=True, check=True,
        env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "PATH": ""})
    return set(done.stdout.split())


def test_the_start_path_imports_no_computer_player():
    modules = imported_after("import tarokdesk.cli.main, tarokdesk.gui.window, tarokdesk.store\n"
                             "from tarokdesk.players import PLAYER_KINDS\n"
                             "assert 'standard' in PLAYER_KINDS")
    assert "tarokdesk.gui.window" in modules
    assert not {m for m in modules if m.startswith(("tarokdesk.players.heuristic",
                                                     "tarokdesk.players.search"))}


def test_a_player_kind_imports_its_player_when_first_made():
    modules = imported_after("from tarokdesk.players import PLAYER_KINDS\n"
                             "PLAYER_KINDS['standard']('seed')")
    assert "tarokdesk.players.heuristic" in modules
    assert "tarokdesk.players.search.expert" not in modules


def test_one_game_is_loaded_without_the_others():
    modules = imported_after("from tarokdesk.core.variant import variant_class, variant_ids\n"
                             "assert 'koenigrufen' in variant_ids() and len(variant_ids()) > 20\n"
                             "variant_class('koenigrufen')")
    assert "tarokdesk.variants.koenigrufen" in modules
    assert "tarokdesk.variants.whist" not in modules and \
        "tarokdesk.variants.grosstarok" not in modules
