"""Starting the table: the start screen in the chosen language, with the user's sessions.

TAROKDESK_EXIT_AFTER_FIRST_PAINT (bench/gui_start.py, the packaging test) prints
"first-paint SECONDS PEAK_RSS_MB" at the first paint of any window and ends the process
at once, whatever window or dialog is up.
"""

from __future__ import annotations

import os
import sys
import time

from tarokdesk.names import shown
from tarokdesk.store import SessionStore, Settings

STARTED = time.perf_counter()


def startup_window(store: SessionStore, settings: Settings, **window_options):
    """The first window: the start screen (Continue is offered there), with a note in the
    status bar when the settings file could not be used in full."""
    from tarokdesk.gui.window import MainWindow

    window = MainWindow(None, settings["animation_ms"], store=store, settings=settings,
                        **window_options)
    note = settings_note(settings)
    if note:
        window.statusBar().showMessage(note, 60000)
    return window


def settings_note(settings: Settings) -> str | None:
    """What the table could not use of the settings file, naming the file."""
    from tarokdesk.gui.i18n import translate

    file = shown(str(settings.path))
    if settings.problem:
        return translate("Settings", "The settings file {file} could not be read ({problem}); "
                                     "the defaults are used.").format(file=file,
                                                                      problem=settings.problem)
    if settings.dropped:
        return translate("Settings", "The settings file {file} holds values the table cannot "
                                     "use ({keys}); their defaults are used.").format(
            file=file, keys=", ".join(shown(key[:40]) for key in settings.dropped[:6]))
    return None


def exit_after_first_paint(app) -> None:
    """Report the first painted window and leave, even from inside a modal dialog's loop."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                app.removeEventFilter(self)
                QTimer.singleShot(0, report)
            return False

    def report() -> None:
        import resource

        peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"first-paint {time.perf_counter() - STARTED:.3f} {peak_mb:.1f}", flush=True)
        os._exit(0)

    watcher = FirstPaint(app)
    app.installEventFilter(watcher)


def run(argv: list[str] | None = None) -> int:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from tarokdesk.gui.i18n import LANGUAGE
    from tarokdesk.gui.resources import asset

    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else QApplication(argv or sys.argv[:1])
    app.setApplicationName("tarokdesk")
    if os.environ.get("TAROKDESK_EXIT_AFTER_FIRST_PAINT"):
        exit_after_first_paint(app)
    settings = Settings()
    LANGUAGE.use(settings["language"])
    app.setWindowIcon(QIcon(str(asset("icons", "tarokdesk.svg"))))
    window = startup_window(SessionStore(), settings)
    window.resize(1280, 800)
    window.show()
    return app.exec()
