"""Languages of the table: English (the source texts) and German, with Qt's translators
(.ts catalogues in assets/i18n, compiled to .qm by tools/translations.py). The language
follows the system unless the settings name one."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from tarokdesk.gui.resources import asset

translate = QCoreApplication.translate
LANGUAGES = {"en": "English", "de": "Deutsch"}


def resolve(choice: str) -> str:
    if choice in LANGUAGES:
        return choice
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


class Languages:
    """Installs the translator of one language at a time on the application."""

    def __init__(self) -> None:
        self.translator: QTranslator | None = None
        self.current = "en"

    def use(self, choice: str) -> str:
        language = resolve(choice)
        app = QCoreApplication.instance()
        if self.translator is not None:
            app.removeTranslator(self.translator)
            self.translator = None
        if language != "en":
            translator = QTranslator()
            if translator.load(str(asset("i18n", f"tarokdesk_{language}.qm"))):
                app.installTranslator(translator)
                self.translator = translator
        self.current = language
        return language


LANGUAGE = Languages()
