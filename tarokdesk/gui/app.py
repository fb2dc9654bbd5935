"""Starting the table."""

from __future__ import annotations

import os
import sys
import time

from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup

STARTED = time.perf_counter()


def default_setup() -> TableSetup:
    import secrets

    names = ("You", "Anna", "Bernhard", "Clara")
    return TableSetup("koenigrufen", [SeatSetup(names[0], HUMAN)] +
                      [SeatSetup(n, "random") for n in names[1:]], secrets.token_hex(4))


def run(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication

    from tarokdesk.gui.window import MainWindow

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("tarokdesk")
    window = MainWindow(default_setup())
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
