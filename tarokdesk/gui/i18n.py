"""Languages of the table: English (the source texts) and German, with Qt's translators
(.ts catalogues in assets/i18n, compiled to .qm by tools/translations.py). The language
follows the system unless the settings name one. Qt's own texts (OK, Cancel, Close in button
boxes) come from qtbase's catalogue shipped with PySide6; English plural forms ("%n cards")
from the small English catalogue."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tarokdesk.gui.resources import asset

translate = QCoreApplication.translate


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the catalogue's marker
    """Marks `text` for the catalogue of `context` and returns it unchanged, as Qt's does
    (whose stub types it as object): tools/translations.py finds the marker by its name."""
    return text
LANGUAGES = {"en": "English", "de": "Deutsch"}
LOCALES = {"en": QLocale.Language.English, "de": QLocale.Language.German}


def resolve(choice: str) -> str:
    if choice in LANGUAGES:
        return choice
    return "de" if QLocale.system().language() == QLocale.Language.German else "en"


def plural(context: str, text: str, count: int) -> str:
    """A text with `%n` in the plural form for `count` (Qt's numerus forms)."""
    return QCoreApplication.translate(context, text, None, count)


class Languages:
    """Installs the translators of one language at a time on the application: ours, and
    qtbase's for Qt's standard buttons."""

    def __init__(self) -> None:
        self.translators: list[QTranslator] = []
        self.current = "en"

    def use(self, choice: str) -> str:
        language = resolve(choice)
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("a language is installed on the running application")
        for translator in self.translators:
            app.removeTranslator(translator)
        self.translators = []
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name, folder in ((f"qtbase_{language}.qm", qt_folder),
                             (f"tarokdesk_{language}.qm", str(asset("i18n")))):
            translator = QTranslator()
            if translator.load(name, folder):
                app.installTranslator(translator)
                self.translators.append(translator)
        system = QLocale.system()
        # Dates and numbers follow the system unless another language was chosen.
        QLocale.setDefault(system if system.language() == LOCALES[language]
                           else QLocale(LOCALES[language]))
        self.current = language
        return language


LANGUAGE = Languages()
