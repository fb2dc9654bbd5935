"""The table's game loop: whose turn, which seat's view is on screen, and the computer
players thinking off the GUI thread (a bot's think time never blocks painting).

Hot-seat: with two or more humans, the screen shows one human's view at a time; when another
human is to act the controller asks for a hand-over (privacy screen) before switching views.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from tarokdesk.core import Action, Game, Session
from tarokdesk.core.refusals import NOT_YOUR_TURN, Refusal
from tarokdesk.core.view import SeatView
from tarokdesk.players import PLAYER_KINDS, HeuristicPlayer
from tarokdesk.store import SaveError, SessionStore, StoredSession

HUMAN = "human"


@dataclass
class SeatSetup:
    name: str
    kind: str = HUMAN  # "human" or a computer player kind (see tarokdesk.players)


@dataclass
class TableSetup:
    variant_id: str
    seats: list[SeatSetup]
    seed: str = "0"
    options: dict = field(default_factory=dict)


class _Thinker(QObject):
    done = Signal(int, object)  # generation, action


class _Think(QRunnable):
    def __init__(self, player, view: SeatView, generation: int, sink: _Thinker):
        super().__init__()
        self.player, self.view, self.generation, self.sink = player, view, generation, sink

    def run(self) -> None:
        action = self.player.choose(self.view)
        try:
            self.sink.done.emit(self.generation, action)
        except RuntimeError:
            pass  # the table was closed while this player was thinking


class TableController(QObject):
    changed = Signal()
    refused = Signal(object)  # a Refusal
    handover = Signal(int)  # a human seat must take over the screen
    deal_over = Signal()
    save_failed = Signal(str)

    def __init__(self, setup: TableSetup, bot_delay_ms: int = 400, parent=None,
                 store: SessionStore | None = None, stored: StoredSession | None = None):
        """A new session from `setup`, or (with `stored`) a saved one resumed; with a `store`
        every action is saved as soon as it is applied."""
        super().__init__(parent)
        self.setup = setup
        self.bot_delay_ms = bot_delay_ms
        self.store = store
        if stored is not None:
            self.session = stored.session
        else:
            self.session = Session(setup.variant_id, setup.options, len(setup.seats),
                                   setup.seed, names=[s.name for s in setup.seats])
        self.stored = stored
        self.players = {i: PLAYER_KINDS[s.kind](f"{setup.seed}:{i}")
                        for i, s in enumerate(setup.seats) if s.kind != HUMAN}
        self.humans = [i for i, s in enumerate(setup.seats) if s.kind == HUMAN]
        self.viewer: int | None = self.humans[0] if self.humans else None
        self.awaiting_handover: int | None = None
        self._generation = 0
        self._thinker = _Thinker(self)
        self._thinker.done.connect(self._bot_done)
        self._pool = QThreadPool.globalInstance()

    # --- queries -----------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        return self.session.current

    @property
    def names(self) -> list[str]:
        return self.session.names

    def view(self) -> SeatView:
        """What the screen may show: the viewer's view, or (no human / privacy) an outsider's."""
        seat = self.viewer if self.viewer is not None and self.awaiting_handover is None else -1
        return self.game.view(seat)

    def human_to_act(self) -> bool:
        game = self.game
        return (not game.is_terminal and game.to_move == self.viewer
                and self.awaiting_handover is None and self.viewer in self.humans)

    # --- flow --------------------------------------------------------------------------------
    @classmethod
    def resume(cls, stored: StoredSession, store: SessionStore | None, bot_delay_ms: int = 400,
               parent=None) -> "TableController":
        session = stored.session
        setup = TableSetup(session.variant_id,
                           [SeatSetup(s["name"], s["kind"] if s["kind"] in PLAYER_KINDS
                                      else HUMAN) for s in stored.seats],
                           str(session.seed), dict(session.options))
        return cls(setup, bot_delay_ms, parent, store, stored)

    def start(self) -> None:
        """Begin: the first deal of a new session, or where a saved one stopped."""
        if self.store is not None and self.stored is None:
            seats = [{"name": s.name, "kind": s.kind} for s in self.setup.seats]
            try:
                self.stored = self.store.create(self.session, seats)
            except SaveError as error:
                self.save_failed.emit(str(error))
        self._go(deal=self.game is None)

    def next_deal(self) -> None:
        if self.game is not None and self.game.is_terminal:
            self._go(deal=True)

    def _go(self, deal: bool) -> None:
        if deal:
            self.session.new_deal()
            self._save()
        self._generation += 1
        self.changed.emit()
        self._pump()

    def _save(self) -> None:
        if self.store is None or self.stored is None:
            return
        try:
            self.store.sync(self.stored)
        except SaveError as error:
            self.save_failed.emit(f"{error} — the game goes on, unsaved")

    def act(self, action: Action) -> bool:
        """A human's action: applied, or refused with the core's reason."""
        refusal = self.game.refusal(action)
        if refusal is None and not self.human_to_act():
            refusal = Refusal(NOT_YOUR_TURN, "00-general.md Play",
                              {"to_move": self.game.to_move, "seat": action.seat})
        if refusal is not None:
            self.refused.emit(refusal)
            return False
        self._apply(action)
        return True

    def hint(self) -> tuple[Action, str] | None:
        """The standard player's choice for the human to act, with its reason (harbour-tarock:
        hints and opponents never disagree)."""
        if not self.human_to_act():
            return None
        return HeuristicPlayer(f"hint:{len(self.game.log)}").decide(self.view())

    def stop_bots(self) -> None:
        """Forget every computer move under way (a new game, a screenshot, closing)."""
        self._generation += 1

    def shutdown(self) -> None:
        self.stop_bots()
        self._pool.waitForDone(5000)

    def confirm_handover(self) -> None:
        if self.awaiting_handover is not None:
            self.viewer, self.awaiting_handover = self.awaiting_handover, None
            self.changed.emit()

    def _apply(self, action: Action) -> None:
        self.game.apply(action)
        self._save()
        self.changed.emit()
        self._pump()

    def _pump(self) -> None:
        game = self.game
        if game.is_terminal:
            self.deal_over.emit()
            return
        seat = game.to_move
        if seat in self.players:
            generation = self._generation
            view = game.view(seat)
            QTimer.singleShot(self.bot_delay_ms, self,
                              lambda: self._think(seat, view, generation))
        elif seat != self.viewer and len(self.humans) > 1:
            self.awaiting_handover = seat
            self.handover.emit(seat)
            self.changed.emit()
        elif seat != self.viewer:
            self.viewer = seat
            self.changed.emit()

    def _think(self, seat: int, view: SeatView, generation: int) -> None:
        if generation == self._generation:
            self._pool.start(_Think(self.players[seat], view, generation, self._thinker))

    def _bot_done(self, generation: int, action: Action) -> None:
        if generation == self._generation and not self.game.is_terminal \
                and action.seat == self.game.to_move:
            self._apply(action)
