"""The settings dialog: language, deck, card size, table colour, animation speed,
confirm-before-play and the names of the usual players."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QFormLayout, QLineEdit, QSlider, QVBoxLayout,
)

from tarokdesk.gui import theme
from tarokdesk.gui.dialogs import ok_cancel
from tarokdesk.gui.i18n import LANGUAGES, QT_TRANSLATE_NOOP
from tarokdesk.gui.person_names import shown_names, stored_name
from tarokdesk.names import is_valid_name
from tarokdesk.store.settings import DEFAULTS

COLOURS = {"#1f6b3a": QT_TRANSLATE_NOOP("SettingsDialog", "Green baize"),
           "#1d4e89": QT_TRANSLATE_NOOP("SettingsDialog", "Blue"),
           "#7a1f2b": QT_TRANSLATE_NOOP("SettingsDialog", "Burgundy"),
           "#5b4636": QT_TRANSLATE_NOOP("SettingsDialog", "Walnut"),
           "#2f2f2f": QT_TRANSLATE_NOOP("SettingsDialog", "Slate")}
SPEEDS = {0: QT_TRANSLATE_NOOP("SettingsDialog", "Off"),
          120: QT_TRANSLATE_NOOP("SettingsDialog", "Fast"),
          250: QT_TRANSLATE_NOOP("SettingsDialog", "Normal"),
          500: QT_TRANSLATE_NOOP("SettingsDialog", "Slow")}


class SettingsDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        theme.dress(self)
        values = dict(settings.values) if settings is not None else dict(DEFAULTS)
        self.language = self._combo({"system": self.tr("As the system"), **LANGUAGES},
                                    values["language"])
        self.deck = self._combo({"classic": self.tr("Classic"),
                                 "high-contrast": self.tr("High contrast (large indices, four "
                                                          "colours)")}, values["deck"])
        self.colour = self._combo({k: self.tr(v) for k, v in COLOURS.items()},
                                  values["table_colour"])
        self.speed = self._combo({k: self.tr(v) for k, v in SPEEDS.items()},
                                 values["animation_ms"])
        self.scale = QSlider(Qt.Orientation.Horizontal)
        self.scale.setRange(70, 160)
        self.scale.setValue(round(values["card_scale"] * 100))
        self.scale.setAccessibleName(self.tr("Card size"))
        self.confirm = QCheckBox(self.tr("Click a card twice to play it"))
        self.confirm.setChecked(values["confirm_play"])
        self.quiz = QCheckBox(self.tr("Ask me first where the books' conventions decide"))
        self.quiz.setChecked(values["quiz"])
        self.names = [QLineEdit(name) for name in shown_names(values["player_names"])]
        form = QFormLayout()
        form.addRow(self.tr("&Language"), self.language)
        form.addRow(self.tr("&Deck"), self.deck)
        form.addRow(self.tr("Card &size"), self.scale)
        form.addRow(self.tr("&Table colour"), self.colour)
        form.addRow(self.tr("&Animation"), self.speed)
        form.addRow(self.tr("Confirm before play"), self.confirm)
        form.addRow(self.tr("Practice &quiz"), self.quiz)
        for number, edit in enumerate(self.names):
            edit.setAccessibleName(self.tr("Usual player {number}").format(number=number + 1))
            form.addRow(self.tr("Usual player {number}").format(number=number + 1), edit)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self))

    def _combo(self, choices: dict, current) -> QComboBox:
        box = QComboBox()
        for value, label in choices.items():
            box.addItem(label, value)
        index = box.findData(current)
        box.setCurrentIndex(max(0, index))
        return box

    def values(self) -> dict:
        return {"language": self.language.currentData(), "deck": self.deck.currentData(),
                "table_colour": self.colour.currentData(),
                "animation_ms": self.speed.currentData(),
                "card_scale": self.scale.value() / 100,
                "confirm_play": self.confirm.isChecked(), "quiz": self.quiz.isChecked(),
                "player_names": [stored_name(e.text().strip()) if is_valid_name(e.text())
                                 else DEFAULTS["player_names"][i]
                                 for i, e in enumerate(self.names)]}
