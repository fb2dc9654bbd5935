"""Starting the table."""

from __future__ import annotations

import os
import sys
import time

from collections.abc import Callable

from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup
from tarokdesk.store import SessionStore, Settings, StoredSession

STARTED = time.perf_counter()


def default_setup(settings: Settings) -> TableSetup:
    """The last variant played, one human against computer players."""
    import secrets

    from tarokdesk.core.variant import variant_class

    try:
        cls = variant_class(settings["last_variant"])
    except ValueError:
        cls = variant_class("koenigrufen")
    names = settings["player_names"] + ["David", "Emma", "Franz"]
    options = {k: v for k, v in settings["last_options"].items() if k in cls.options}
    try:
        cls.resolve_options(options)
    except ValueError:
        options = {}
    seats = [SeatSetup(names[0], HUMAN)] + [SeatSetup(n, "standard")
                                           for n in names[1:cls.seat_counts[0]]]
    return TableSetup(cls.id, seats, secrets.token_hex(4), options)


def ask_to_continue(stored: StoredSession) -> bool:
    from tarokdesk.gui.sessions import ContinueDialog

    return bool(ContinueDialog(stored).exec())


def startup_window(store: SessionStore, settings: Settings,
                   ask: Callable[[StoredSession], bool], **window_options):
    """The first window: the last unfinished session if the player wants to continue it,
    else a new game with the remembered choices."""
    from tarokdesk.gui.window import MainWindow

    last = store.last_unfinished()
    resume = last if last is not None and ask(last) else None
    setup = None if resume else default_setup(settings)
    return MainWindow(setup, settings["animation_ms"], store=store, settings=settings,
                      resume=resume, **window_options)


def run(argv: list[str] | None = None) -> int:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from tarokdesk.gui.i18n import LANGUAGE
    from tarokdesk.gui.resources import asset

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("tarokdesk")
    settings = Settings()
    LANGUAGE.use(settings["language"])
    app.setWindowIcon(QIcon(str(asset("icons", "tarokdesk.svg"))))
    window = startup_window(SessionStore(), settings, ask_to_continue)
    window.resize(1280, 800)
    if os.environ.get("TAROKDESK_EXIT_AFTER_FIRST_PAINT"):
        # bench/gui_start.py: report the first painted table and leave
        def painted() -> None:
            import resource

            peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            print(f"first-paint {time.perf_counter() - STARTED:.3f} {peak_mb:.1f}", flush=True)
            app.quit()

        window.view.painted.connect(painted)
    window.show()
    return app.exec()
