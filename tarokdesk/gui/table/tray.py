"""The talon and the discard by mouse and keyboard: a click on a talon part takes it, and the
discard goes through a tray (chosen cards wait raised in the hand, which does not move, a
click takes one back, and they are laid only when the player confirms, as one passes cards in
Hearts). Everything works from the keyboard too: Enter puts the selected card in the tray,
Backspace takes the last one back, the confirm button has a number key like every choice."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from tarokdesk.core.actions import Action, Choice
from tarokdesk.core.view import SeatView
from tarokdesk.rules.talon import DISCARD, TALON


def talon_action(view: SeatView, part: int) -> Action | None:
    """The legal choice a click on talon part `part` means: take it, or (a part still face
    down, old method) turn the rest up."""
    legal = {a.named: a for a in view.legal if a.kind == TALON}
    take = Choice("take", str(part))
    if take in legal:
        return legal[take]
    if view.talon_parts[part] is None:
        return legal.get(Choice("reveal"))
    return None


def discards_needed(view: SeatView) -> int:
    """As many cards as were taken from the talon, less those already laid."""
    return view.to_lay_away()


class DiscardTray(QObject):
    """Routes the table's clicks and keys for the talon and the discard tray to the
    controller (which alone touches the game); gui/table_input.py hands it the discard's
    clicks and keys."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        window.scene.talon_clicked.connect(self.talon_clicked)

    @property
    def tray(self) -> list[int]:
        return self.window.scene.tray

    def talon_clicked(self, part: int) -> None:
        controller = self.window.controller
        if controller is None or not controller.human_to_act():
            return
        action = talon_action(controller.view(), part)
        if action is not None:
            self.window.input.choose(action)

    def discard_clicked(self, card: int) -> None:
        """A hand card goes to the tray (if it could be laid with those already there); a
        tray card goes back to the hand."""
        controller = self.window.controller
        view = controller.view()
        if card in self.tray:
            self.tray.remove(card)
        elif len(self.tray) < discards_needed(view):
            order, refusal = controller.discard_order(self.tray + [card])
            if refusal is not None:
                controller.refused.emit(refusal)
                return
            self.tray.append(card)
            self.window.actions_bar.clear_refusal()
        self.window.refresh()

    def take_back(self) -> None:
        if self.tray:
            self.tray.pop()
            self.window.refresh()

    def confirm(self) -> None:
        """Lay the tray's cards away, in an order the discard law allows."""
        controller = self.window.controller
        order, refusal = controller.discard_order(list(self.tray))
        if refusal is not None:
            controller.refused.emit(refusal)
            return
        self.tray.clear()
        for action in order:
            controller.act(action)

    def forget(self) -> None:
        """A new deal or a new game: the tray starts empty."""
        self.tray.clear()

    def commands(self, view: SeatView) -> list[tuple[str, Callable[[], None]]]:
        """Extra buttons for the action bar: confirm a full tray."""
        if view.phase != DISCARD or not view.my_turn or not self.tray \
                or len(self.tray) < discards_needed(view):
            return []
        return [(self.tr("Lay these cards away"), self.confirm)]
