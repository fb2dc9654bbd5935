"""The application as people install it: the wheel in a fresh virtual environment, and the
PyInstaller one-folder bundle (slow: run when TAROKDESK_BUNDLE_TEST=1, as .ci/run does), which
carries DDS for Whist."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, env=None, **kwargs) -> subprocess.CompletedProcess:
    """Run a command outside this checkout's import path (nothing leaks in via PYTHONPATH)."""
    env = {k: v for k, v in (env or os.environ).items() if k != "PYTHONPATH"}
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, check=True,
                          timeout=900, env=env, **kwargs)


def test_the_wheel_installs_into_a_fresh_venv_and_runs(tmp_path):
    run(sys.executable, "-m", "build", "--wheel", "--outdir", tmp_path / "dist", ROOT)
    wheel = next((tmp_path / "dist").glob("tarokdesk-*.whl"))
    run(sys.executable, "-m", "venv", tmp_path / "venv")
    bin_dir = tmp_path / "venv" / ("Scripts" if os.name == "nt" else "bin")
    # the dependencies are large and already tested; this checks the wheel's own content
    run(bin_dir / "python", "-m", "pip", "install", "-q", "--no-deps", wheel)
    listed = run(bin_dir / "tarokdesk", "variants", cwd=tmp_path).stdout
    assert "koenigrufen\tKönigrufen" in listed and "tapp-tarok\tTapp-Tarok" in listed
    assets = run(bin_dir / "python", "-c",
                 "from tarokdesk.gui.resources import asset; print(all(asset(*p).exists() for p "
                 "in [('decks', 'classic.svg'), ('decks', 'high-contrast.svg'), "
                 "('i18n', 'tarokdesk_de.qm'), ('rules', 'koenigrufen.md'), "
                 "('help', 'koenigrufen.de.html'), "
                 "('icons', 'tarokdesk.svg')]))", cwd=tmp_path).stdout
    assert assets.strip() == "True"


@pytest.mark.skipif(os.environ.get("TAROKDESK_BUNDLE_TEST") != "1",
                    reason="slow: set TAROKDESK_BUNDLE_TEST=1 (the CI does)")
def test_the_pyinstaller_bundle_starts(tmp_path):
    run(sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", tmp_path / "dist",
        "--workpath", tmp_path / "work", ROOT / "packaging" / "tarokdesk.spec", cwd=ROOT)
    binary = tmp_path / "dist" / "tarokdesk" / ("tarokdesk.exe" if os.name == "nt" else
                                                 "tarokdesk")
    assert run(binary, "--version").stdout.strip().startswith("tarokdesk ")
    assert "koenigrufen" in run(binary, "variants").stdout
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TAROKDESK_EXIT_AFTER_FIRST_PAINT": "1",
           "TAROKDESK_DATA_DIR": str(tmp_path / "data")}
    assert "first-paint" in run(binary, env=env).stdout
    pytest.importorskip("endplay")  # what the bundle carries: this environment's DDS
    from whist_dds import DEAL, dds_tricks

    solved = run(binary, "whist-dd", DEAL, "--trumps", "S").stdout.splitlines()
    assert solved[0] == "solver: DDS"
    assert [int(line.split()[-1]) for line in solved[1:]] == dds_tricks(DEAL, 2)
