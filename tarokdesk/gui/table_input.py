"""A human's input at the table: clicks on cards, the choice buttons, and the keyboard (number
keys press the buttons; arrow keys walk the playable cards and Enter plays the selected one,
or, while a problem's solution is shown, step back and forward through it).
What is legal comes from the seat's SeatView, never from the game itself."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt

from tarokdesk.core.actions import Action
from tarokdesk.gui.i18n import translate
from tarokdesk.rules.exchange import GIVE
from tarokdesk.rules.talon import DISCARD
from tarokdesk.rules.trickplay import PLAY

CARD_KINDS = (DISCARD, PLAY, GIVE)


class TableInput(QObject):
    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.confirm_play = False
        """Settings: a first click only selects a card, a second plays it."""

    def legal_cards(self) -> set[int]:
        controller = self.window.controller
        if controller is None or not controller.human_to_act():
            return set()
        return {a.value for a in controller.view().legal if a.kind in CARD_KINDS} \
            - set(self.window.scene.tray)

    def card_clicked(self, card: int) -> None:
        window, controller = self.window, self.window.controller
        if controller is None or not controller.human_to_act():
            return
        view = controller.view()
        kinds = {a.kind for a in view.legal}
        kind = next((k for k in CARD_KINDS if k in kinds), None)
        if kind is None:
            window.actions_bar.show_refusal(
                translate("TableInput", "Choose one of the buttons below."))
            return
        if kind == PLAY and self.confirm_play and window.scene.selected_card != card \
                and card in self.legal_cards():
            window.scene.selected_card = card
            window.refresh()
            window.actions_bar.show_hint(
                translate("TableInput", "Click the card again to play it."))
            return
        if kind == DISCARD:
            window.tray.discard_clicked(card)  # to the tray, laid when confirmed
            return
        self.choose(Action(kind, view.seat, card))

    def choose(self, action: Action) -> None:
        self.window.actions_bar.clear_refusal()
        self.window.scene.selected_card = self.window.scene.hinted_card = None
        self.window.controller.act(action)

    def key(self, key: int) -> None:
        window = self.window
        if key == Qt.Key.Key_Backspace:
            window.tray.take_back()
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            index = key - Qt.Key.Key_1
            if index < len(window.actions_bar.buttons):
                window.actions_bar.buttons[index].click()
            return
        if window.controller is None:
            return
        if window.controller.stepping() and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            window.controller.step(1 if key == Qt.Key.Key_Right else -1)
            return
        hand = list(window.controller.view().hand)  # then the open tops of one's piles
        cards = sorted(self.legal_cards(), key=lambda c: (c not in hand,
                                                          hand.index(c) if c in hand else c))
        if not cards:
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            current = window.scene.selected_card
            index = cards.index(current) if current in cards else -1
            index = (index + (1 if key == Qt.Key.Key_Right else -1)) % len(cards)
            window.scene.selected_card = cards[index]
            window.refresh()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and window.scene.selected_card in cards:
            self.card_clicked(window.scene.selected_card)
