"""What Qt's X11 platform plugin needs from the system, checked before Qt is started: Qt
itself aborts with "could not load the Qt platform plugin xcb" and a page of advice, while
the wheel from PyPI lacks these libraries, which a Linux desktop may not have installed."""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import sys
from pathlib import Path

DEBIAN = ("libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 "
          "libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libegl1 "
          "libfontconfig1 libdbus-1-3")
FEDORA = ("xcb-util-cursor xcb-util-wm xcb-util-image xcb-util-keysyms xcb-util-renderutil "
          "libxkbcommon-x11 libxcb mesa-libEGL fontconfig dbus-libs")
_MISSING = re.compile(r"(lib[\w.+-]+\.so[\w.]*): cannot open shared object file")


def uses_xcb(environ=os.environ, platform: str = sys.platform) -> bool:
    """Whether Qt will start on X11: asked for by QT_QPA_PLATFORM, or on Linux outside a
    Wayland session when none is asked for."""
    asked = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0]
    if asked:
        return asked == "xcb"
    wayland = environ.get("XDG_SESSION_TYPE") == "wayland" and environ.get("WAYLAND_DISPLAY")
    return platform.startswith("linux") and not wayland


def xcb_plugin() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        plugin = Path(folder) / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def xcb_problem(environ=os.environ, load=ctypes.CDLL) -> str | None:
    """Why Qt could not start on X11, in one line, or None when it can (or is not used)."""
    plugin = xcb_plugin() if uses_xcb(environ) else None
    if plugin is None:
        return None
    if not environ.get("DISPLAY"):
        return ("no X display to show the table on (DISPLAY is not set); "
                "QT_QPA_PLATFORM=offscreen runs the table without one")
    try:
        load(str(plugin))
    except OSError as error:
        found = _MISSING.search(str(error))
        library = found.group(1) if found else str(error).splitlines()[0]
        return (f"the table needs the X11 libraries Qt uses ({library} is missing): "
                f"install them with `sudo apt install {DEBIAN}` (Debian, Ubuntu) or "
                f"`sudo dnf install {FEDORA}` (Fedora)")
    return None
