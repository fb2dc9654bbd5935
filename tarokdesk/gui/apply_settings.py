"""Settings put to use at the table (language, deck, card size, table colour, animation speed,
confirm-before-play) and remembered in the settings file; a failed save is reported in the
status bar and the table goes on."""

from __future__ import annotations

from tarokdesk.gui.i18n import LANGUAGE
from tarokdesk.store import SaveError


def remember(window, **changes) -> None:
    if window.settings is None:
        return
    try:
        window.settings.update(**changes)
    except SaveError as error:
        window.statusBar().showMessage(str(error), 15000)


def apply_settings(window, values: dict) -> None:
    """Use (and remember) the changed `values`; the rest stays as it is."""
    remember(window, **values)
    if "language" in values:
        LANGUAGE.use(values["language"])
        window.retranslate()
    if values.get("deck", window.deck.theme) != window.deck.theme:
        window.deck.set_theme(values["deck"])
        for item in window.scene.items_by_key.values():
            item.update()
    scene = window.scene
    scene.animation_ms = values.get("animation_ms", scene.animation_ms)
    scene.card_scale = values.get("card_scale", scene.card_scale)
    if "table_colour" in values:
        scene.set_table_colour(values["table_colour"])
        window.home.set_colour(values["table_colour"])
    window.input.confirm_play = values.get("confirm_play", window.input.confirm_play)
    window.relayout()


def use_saved_settings(window) -> None:
    """The settings file's choices, at the window's start (nothing is written)."""
    settings = window.settings
    window.scene.card_scale = settings["card_scale"]
    window.scene.set_table_colour(settings["table_colour"])
    window.home.set_colour(settings["table_colour"])
    window.input.confirm_play = bool(settings["confirm_play"])
