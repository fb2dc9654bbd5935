"""Help pages for players: the rules of each variant (assets/help/<variant id>.<language>.html,
written from the rule files for a player, citing the books by chapter) and the table's own
help. A later variant only adds its two files; what several games share (the 54-card pack,
the duties of play) stands once in assets/help/parts and is included by an
`<!-- include name -->` line. The rule files in assets/rules are research notes and are not
shown here."""

from __future__ import annotations

import re

from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from tarokdesk.core.variant import all_variants
from tarokdesk.gui import theme
from tarokdesk.gui.i18n import LANGUAGE, translate
from tarokdesk.gui.rich_text import escaped
from tarokdesk.gui.resources import asset
from tarokdesk.gui.words import game_name


INCLUDE = re.compile(r"<!-- include ([\w-]+) -->")


def rules_page(variant_id: str, language: str) -> str | None:
    """The variant's page in `language`, else in English, else None."""
    for code in (language, "en"):
        path = asset("help", f"{variant_id}.{code}.html")
        if path.exists():
            return INCLUDE.sub(lambda found: _part(found.group(1), code),
                               path.read_text(encoding="utf-8"))
    return None


def _part(name: str, language: str) -> str:
    return asset("help", "parts", f"{name}.{language}.html").read_text(encoding="utf-8")


class HelpPage(QDialog):
    """A page of help text that scrolls, with a Close button."""

    def __init__(self, title: str, html: str = "", parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        theme.dress(self)
        self.resize(720, 620)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.setHtml(html)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.layout_ = QVBoxLayout(self)
        self.layout_.addWidget(self.browser)
        self.layout_.addWidget(self.buttons)


class RulesDialog(HelpPage):
    """Help → Rules: the page of the game being played; the other games' pages are a choice
    away."""

    def __init__(self, variant_id: str, parent=None):
        super().__init__(self.tr("Rules"), parent=parent)
        self.choice = QComboBox()
        self.choice.setAccessibleName(self.tr("Game"))
        for key, cls in sorted(all_variants().items()):
            self.choice.addItem(game_name(cls), key)
        self.layout_.insertWidget(0, self.choice)
        self.choice.currentIndexChanged.connect(self._show)
        self.choice.setCurrentIndex(max(0, self.choice.findData(variant_id)))
        self._show()

    def _show(self) -> None:
        variant_id = self.choice.currentData()
        self.setWindowTitle(self.tr("Rules: {game}").format(game=self.choice.currentText()))
        self.browser.setHtml((rules_page(variant_id, LANGUAGE.current) or self.tr(
            "There is no rules page for this game yet.")) + self._terms(variant_id))

    def _terms(self, variant_id: str) -> str:
        """The game's own period terms (`Presentation.glossary`), explained below its rules."""
        terms = all_variants()[variant_id].presentation.glossary
        if not terms:
            return ""
        return f"<h2>{self.tr('Terms of this game')}</h2><dl>" + "".join(
            f"<dt><b>{escaped(term)}</b></dt><dd>{escaped(translate('Variants', text))}</dd>"
            for term, text in sorted(terms.items(), key=lambda entry: entry[0].casefold())
        ) + "</dl>"
