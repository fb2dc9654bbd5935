"""The Help menu's texts: how to play at this table (with the glossary of game terms), the
keyboard shortcuts and the About box. The rules of each game are in rules_pages.RulesDialog."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

from tarokdesk.core.variant import all_variants
from tarokdesk.gui.i18n import translate
from tarokdesk.gui.rich_text import escaped
from tarokdesk.gui.rules_pages import HelpPage
from tarokdesk.gui.words import game_name, glossary


def glossary_html() -> str:
    """Every historical game term the table shows, in alphabetical order, a game's own term
    with the games that use it."""
    games: dict[str, list[str]] = {}
    for cls in sorted(all_variants().values(), key=game_name):
        for term in cls.presentation.glossary:
            games.setdefault(term, []).append(game_name(cls))
    return "<dl>" + "".join(
        f"<dt><b>{escaped(term)}</b>"
        + (f" <i>({escaped(', '.join(games[term]))})</i>" if term in games else "")
        + f"</dt><dd>{escaped(text)}</dd>"
        for term, text in sorted(glossary().items(), key=lambda entry: entry[0].casefold())
    ) + "</dl>"


def show_help(parent: QWidget) -> None:
    HelpPage(translate("Help", "How to play at this table"), translate(
        "Help",
        "<p>Your hand lies at the bottom; the other players sit around the table in the "
        "order of play, which passes to the right. Cards you may play are framed in gold; "
        "click one to play it, or use the arrow keys and Enter. Choices such as bids and "
        "announcements are buttons below the table (number keys 1-9).</p>"
        "<p>An illegal card is refused with the rule that forbids it. <i>View → Hint</i> "
        "shows what the computer player would do, and why; <i>View → Lead signals</i> "
        "reads the first leads by the books' conventions.</p>"
        "<p>Every action is saved at once; <i>Game → Sessions</i> opens earlier ones.</p>")
        + f"<h3>{translate('Help', 'Glossary')}</h3>" + glossary_html(), parent).exec()


def show_shortcuts(window) -> None:
    QMessageBox.information(window, translate("Help", "Keyboard shortcuts"),
                            shortcut_text(window))


def shortcut_text(window) -> str:
    """The table's own keys, then every menu entry with a shortcut, read from the menu bar
    itself so that the list cannot fall behind the menus."""
    lines = [translate("Help", "Left/Right: choose a card (in a problem's solution: a move "
                               "back or forward)\nEnter: play it, or put it in the discard "
                               "tray\nBackspace: take the last card back from the tray\n1-9: "
                               "the buttons below the table")]
    for action in menu_shortcuts(window.menuBar()):
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        lines.append(f"{key}: {action.text().replace('&', '')}")
    return "\n".join(lines)


def menu_shortcuts(menu) -> list[QAction]:
    """The actions with a shortcut in `menu` (a menu bar or menu) and its submenus, in the
    menus' order."""
    found = []
    for action in menu.actions():
        if action.menu() is not None:
            found.extend(menu_shortcuts(action.menu()))
        elif not action.shortcut().isEmpty():
            found.append(action)
    return found


def show_about(parent: QWidget) -> None:
    from tarokdesk import __version__

    QMessageBox.about(parent, translate("Help", "About tarokdesk"), translate(
        "Help",
        "<h3>tarokdesk {version}</h3><p>A card table for the Tarock games of the old rule "
        "books.</p><p><b>Sources</b></p><ul>"
        "<li>Ulmann, <i>Illustrirtes Buch der Tarokspiele</i> (2nd ed.): Tapp-Tarok "
        "(Cap. I), Königrufen (Cap. IV), the general rules and the Tarok-Codex.</li>"
        "<li>Tarok-Tappen (1821), the Danish Tarok games and a Whist book: further "
        "variants to come.</li></ul>"
        "<p>Each variant follows its rule file; where the book leaves a question open, "
        "the rule file's recommendation is the default and the alternatives are options "
        "of the new-game dialog.</p>").format(version=__version__))
