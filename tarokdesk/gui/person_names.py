"""The default name of the human, "You": kept in sessions and settings as its English source
and shown in the table's language, so that a session begun in one language reads right in
the other ("Rufer, gespielt von Sie", not "von You")."""

from __future__ import annotations

from tarokdesk.gui.i18n import QT_TRANSLATE_NOOP, translate

YOU = QT_TRANSLATE_NOOP("NewGameDialog", "You")
DEFAULT_NAMES = (YOU, "Anna", "Bernhard", "Clara", "David")


def shown_name(name: str) -> str:
    """A stored name as the table shows it: the default "You" in the table's language."""
    return translate("NewGameDialog", YOU) if name == YOU else name


def shown_names(names) -> list[str]:
    return [shown_name(name) for name in names]


def stored_name(name: str) -> str:
    """A name as entered, as it is stored: the default "You" of any language as its source."""
    return YOU if name == translate("NewGameDialog", YOU) else name
