"""A Linux desktop without the X11 libraries Qt needs gets one line naming the packages,
not Qt's abort."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys

import pytest

from tarokdesk.gui.system_libraries import DEBIAN, FEDORA, uses_xcb, xcb_plugin, xcb_problem

X11 = {"DISPLAY": ":0"}


def missing(name):
    def load(path):
        raise OSError(f"{name}: cannot open shared object file: No such file or directory")
    return load


@pytest.mark.parametrize("environ, platform, expected", [
    ({}, "linux", True),
    ({"QT_QPA_PLATFORM": "xcb"}, "linux", True),
    ({"QT_QPA_PLATFORM": "offscreen"}, "linux", False),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, "linux", False),
    ({"XDG_SESSION_TYPE": "wayland", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
    ({}, "win32", False),
    ({}, "darwin", False),
])
def test_qt_is_known_to_start_on_x11(environ, platform, expected):
    assert uses_xcb(environ, platform) is expected


@pytest.mark.skipif(xcb_plugin() is None, reason="PySide6 without its X11 plugin")
def test_a_missing_library_is_named_with_the_packages_that_bring_it():
    problem = xcb_problem({"QT_QPA_PLATFORM": "xcb", **X11}, missing("libxcb-cursor.so.0"))
    assert "libxcb-cursor.so.0 is missing" in problem and "\n" not in problem
    assert "libxcb-cursor0" in problem and "xcb-util-cursor" in problem
    assert DEBIAN in problem and FEDORA in problem
    assert xcb_problem({"QT_QPA_PLATFORM": "xcb", **X11}, lambda path: None) is None
    assert xcb_problem({"QT_QPA_PLATFORM": "offscreen"}, missing("libxcb.so.1")) is None
    assert "DISPLAY is not set" in xcb_problem({"QT_QPA_PLATFORM": "xcb"}, lambda path: None)


def plugin_loads() -> bool:
    try:
        ctypes.CDLL(str(xcb_plugin()))
    except OSError:
        return False
    return True


@pytest.mark.skipif(xcb_plugin() is None or plugin_loads(),
                    reason="this machine has what Qt's X11 plugin needs")
def test_the_table_on_a_machine_without_them_says_so_in_one_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "tarokdesk"], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "QT_QPA_PLATFORM": "xcb",
                                           "DISPLAY": ":99", "TAROKDESK_DATA_DIR": str(tmp_path)})
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "is missing" in done.stderr and "sudo apt install" in done.stderr
