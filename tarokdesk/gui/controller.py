"""The table's game loop: whose turn, which seat's view is on screen, and the computer
players thinking off the GUI thread (a bot's think time never blocks painting).

Hot-seat: with two or more humans, the screen shows one human's view at a time; when another
human is to act the controller asks for a hand-over (privacy screen) before switching views,
and a hot-seat session resumed after a restart starts behind the privacy screen.

A new session is written to the store only at the first action after the deal, so opening the
table and leaving it again leaves no unfinished session behind.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from tarokdesk.core import Action, Game, Session
from tarokdesk.core.actions import CHANCE
from tarokdesk.core.refusals import NOT_YOUR_TURN, Refusal
from tarokdesk.core.view import SeatView
from tarokdesk.gui.person_names import shown_names
from tarokdesk.gui.seating import dealer_dealing_in
from tarokdesk.gui.words import session_name
from tarokdesk.core.variant import variant_for
from tarokdesk.players import make_player
from tarokdesk.players.temperament import NORMAL
from tarokdesk.players.advice import Advice
from tarokdesk.practice.timeline import Timeline, replayed
from tarokdesk.rules.talon import DISCARD
from tarokdesk.store import SaveError, SessionStore, StoredSession, StoreError
from tarokdesk.store.format import HUMAN


@dataclass
class SeatSetup:
    name: str
    kind: str = HUMAN  # "human" or a computer player kind (see tarokdesk.players)


@dataclass
class TableSetup:
    variant_id: str
    seats: list[SeatSetup]
    """Per seat; per person where the persons change seats by rubber (C5, Whist en cinq)."""
    seed: str = "0"
    options: dict = field(default_factory=dict)
    first_dealer: int | None = None
    """None: the first dealer is chosen so that the humans are dealt in."""
    hints: bool = False
    """Practice: show the standard player's hint at every turn of a human."""
    quiz: bool = False
    """Practice: where the books' conventions fix the choice, ask the human first."""
    n_seats: int | None = None
    """The table size where it differs from the number of `seats` (C5: five persons at
    Whist en cinq's four seats); None: one entry of `seats` per seat."""
    temperament: str = NORMAL
    """The computer players' (players/temperament.py)."""

    @property
    def table_size(self) -> int:
        return self.n_seats if self.n_seats is not None else len(self.seats)


class _Thinker(QObject):
    done = Signal(int, object)  # generation, action
    failed = Signal(int, int, str)  # generation, seat, the error in one line


class _Think(QRunnable):
    def __init__(self, player, view: SeatView, generation: int, sink: _Thinker):
        super().__init__()
        self.player, self.view, self.generation, self.sink = player, view, generation, sink

    def run(self) -> None:
        try:
            action = self.player.choose(self.view)
        except Exception as error:  # noqa: BLE001 - any fault of a player must reach the table
            self._emit(self.sink.failed, self.generation, self.view.seat,
                       f"{type(error).__name__}: {error}".splitlines()[0])
            return
        self._emit(self.sink.done, self.generation, action)

    @staticmethod
    def _emit(signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:
            pass  # the table was closed while this player was thinking


class TableController(QObject):
    changed = Signal()
    dealt = Signal()  # a new deal is on the table
    refused = Signal(object)  # a Refusal
    handover = Signal(int)  # a human seat must take over the screen
    deal_over = Signal()
    save_failed = Signal(str)
    bot_failed = Signal(int, str)  # seat, the error: the table waits until told what to do

    def __init__(self, setup: TableSetup, bot_delay_ms: int = 400, parent=None,
                 store: SessionStore | None = None, stored: StoredSession | None = None):
        """A new session from `setup`, or (with `stored`) a saved one resumed; with a `store`
        every action is saved as soon as it is applied."""
        super().__init__(parent)
        self.setup = setup
        self.bot_delay_ms = bot_delay_ms
        self.store = store
        self.playing = variant_for(setup.variant_id, setup.options,
                                   setup.table_size).seating.persons()
        """The seats persons hold (C1: not the dummies)."""
        if stored is not None:
            self.session = stored.session
        else:
            humans = [i for i, s in enumerate(setup.seats)
                      if s.kind == HUMAN and i in self.playing]
            first_dealer = setup.first_dealer if setup.first_dealer is not None else \
                dealer_dealing_in(setup.variant_id, setup.options, setup.table_size, humans)
            self.session = Session(setup.variant_id, setup.options, setup.table_size,
                                   setup.seed, first_dealer, [s.name for s in setup.seats])
            if self.session.draw is not None and not self.session.by_rubber:
                # C5: each person, name and kind, to his seat (by rubber: `_seat_persons`)
                setup = self.setup = replace(
                    setup, seats=[setup.seats[person] for person in self.session.draw["seats"]])
        """`setup.seats`: the persons, each at his seat of the first deal (C5; by rubber, in
        the order they were entered)."""
        self.persons: list[int | None] = list(range(len(setup.seats)))
        """Per seat, the person holding it in the deal on the table (a redraw moves them; by
        rubber, None at a dummy's seat and a person sitting out holds none)."""
        self.humans: list[int] = []
        self.players: dict[int, Any] = {}
        """By seat (C1: a person's, he plays the dummies he controls too), what makes its
        computer player from the seed of a decision (`_player`)."""
        self._seat_persons()
        self.stored = stored
        self.read_only = False
        """The session is open in another window: shown, never played or saved here."""
        self.autosave = store is not None
        """Off when the session is read-only here or was deleted while open."""
        hot_seat_resumed = stored is not None and len(self.humans) > 1
        self.viewer: int | None = self.humans[0] if self.humans and not hot_seat_resumed \
            else None
        self.awaiting_handover: int | None = None
        self._generation = 0
        self._thinker = _Thinker(self)
        self._thinker.done.connect(self._bot_done)
        self._thinker.failed.connect(self._bot_failed)
        self._pool = QThreadPool.globalInstance()
        self._timeline: Timeline | None = None
        self._timeline_of: Game | None = None
        if self.has_game:
            self._follow_with(Timeline(self.humans, self.game.log,
                                       actors=self.game.actors))

    # --- queries -----------------------------------------------------------------------------
    @property
    def game(self) -> Game:
        """The deal on the table: there is one once `start` has dealt (`has_game`)."""
        game = self.session.current
        if game is None:
            raise RuntimeError("no deal on the table yet")
        return game

    @property
    def has_game(self) -> bool:
        return self.session.current is not None

    @property
    def names(self) -> list[str]:
        """The names at the seats of the deal on the table, in the table's language; several
        dummies are numbered in seat order, so that each hand has a name of its own."""
        deal = max(len(self.session.games) - 1, 0)
        names = shown_names(self.session.names_at(deal, self.tr("Dummy")))
        dummies = [seat for seat, person in enumerate(self.session.persons_at(deal))
                   if person is None or seat in self.session.variant.seating.dummy_seats()]
        if len(dummies) > 1:
            for number, seat in enumerate(dummies, start=1):
                names[seat] = self.tr("Dummy {number}").format(number=number)
        return names

    def _seat_persons(self) -> None:
        """Humans and computer players by seat for the deal on the table: after a redraw
        (C5) the persons hold other seats, the human's view moving with him."""
        persons = self.session.persons_at(max(len(self.session.games) - 1, 0))
        seats = [None if person is None else self.setup.seats[person] for person in persons]
        viewer = getattr(self, "viewer", None)
        watching = None if viewer is None else self.persons[viewer]
        self.persons = persons
        self.humans = [i for i, s in enumerate(seats)
                       if s is not None and s.kind == HUMAN and i in self.playing]
        self.players = {i: self._computer(s.kind) for i, s in enumerate(seats)
                        if s is not None and s.kind != HUMAN and i in self.playing}
        if watching is not None and watching in persons:
            self.viewer = persons.index(watching)
        else:  # by rubber (C5): a human sitting out watches; the only one coming in plays
            self.viewer = self.humans[0] if len(self.humans) == 1 else None

    def view(self) -> SeatView:
        """What the screen may show: the viewer's view (acting for a dummy he plays: its hand
        through his eyes, C1), or (no human / privacy) an outsider's."""
        shown = self.shown_seat()
        if shown >= 0 and self.game.person_to_act == shown:
            return self.game.view(self.game.to_move, shown)
        return self.game.view(shown, shown)

    def shown_seat(self) -> int:
        """The seat whose view is on the screen (-1: nobody's, behind the privacy screen)."""
        return self.viewer if self.viewer is not None and self.awaiting_handover is None else -1

    def is_human(self, seat: int | None) -> bool:
        return seat in self.humans

    def stepping(self) -> bool:
        """Whether the viewer steps through a line of moves (a problem's solution) instead of
        playing: nobody thinks, and `step` moves the table."""
        return False

    def human_to_act(self) -> bool:
        game = self.game
        return (not self.read_only and not game.is_terminal
                and game.person_to_act == self.viewer
                and self.awaiting_handover is None and self.viewer in self.humans)

    # --- flow --------------------------------------------------------------------------------
    @classmethod
    def resume(cls, stored: StoredSession, store: SessionStore | None, bot_delay_ms: int = 400,
               parent=None) -> "TableController":
        session = stored.session
        setup = TableSetup(session.variant_id,
                           [SeatSetup(s["name"], s["kind"]) for s in stored.seats],
                           str(session.seed), dict(session.options), n_seats=session.n_seats,
                           temperament=stored.temperament)
        return cls(setup, bot_delay_ms, parent, store, stored)

    def start(self) -> None:
        """Begin: the first deal of a new session, or where a saved one stopped (a hot-seat
        session behind the privacy screen: whoever sits at the screen now is unknown)."""
        if self.store is not None and self.stored is not None and self.stored.lock is None:
            self._claim(self.store, self.stored)
        if self.viewer is None and len(self.humans) > 1 and self.has_game \
                and not self.game.is_terminal:
            to_move = self.game.person_to_act
            self._ask_handover(to_move if to_move in self.humans else self.humans[0])
        self._go(deal=not self.has_game)

    def _claim(self, store: SessionStore, stored: StoredSession) -> None:
        """Become the session's only writer, on a fresh load; if another window has it, show
        it read-only."""
        try:
            self.stored = store.open(stored.id)
        except (SaveError, StoreError):
            self.read_only, self.autosave = True, False
            return
        self.session = self.stored.session

    def owns(self, session_id: str) -> bool:
        """Whether this table writes the session `session_id` (renames and deletes of it
        must then come through here, or this table would undo them)."""
        return self.stored is not None and self.stored.lock is not None \
            and self.stored.id == session_id

    def _written(self) -> tuple[SessionStore, StoredSession]:
        """The store and the session this table writes (`owns`)."""
        if self.store is None or self.stored is None:
            raise RuntimeError("this table writes no session")
        return self.store, self.stored

    def rename_session(self, name: str) -> None:
        store, stored = self._written()
        store.rename(stored, name)

    def delete_session(self) -> None:
        """Delete the open session; the deal goes on unsaved."""
        store, stored = self._written()
        store.delete(stored)
        self.stored, self.autosave = None, False

    def next_deal(self) -> None:
        if self.has_game and self.game.is_terminal and not self.read_only:
            self._go(deal=True)

    def _go(self, deal: bool) -> None:
        if deal:
            self.session.new_deal()
            self._seat_persons()
            self._follow_with(Timeline(self.humans, self.game.log,
                                       actors=self.game.actors))
            self._save()
            self.dealt.emit()
        self._generation += 1
        self.changed.emit()
        self._pump()

    def _save(self) -> None:
        if not self.autosave or self.store is None:
            return
        if self.stored is None:
            if self.game.log[-1].seat == CHANCE:
                return  # nothing has been played yet: no file
            seats = [{"name": s.name, "kind": s.kind} for s in self.setup.seats]
            try:
                self.stored = self.store.create(self.session, seats,
                                                session_name(self.session.variant_id),
                                                temperament=self.setup.temperament)
            except SaveError as error:
                self.save_failed.emit(self.tr("{error} — saving is off; the game goes on")
                                      .format(error=error))
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

    def discard_order(self, cards: list[int]) -> tuple[list[Action], Refusal | None]:
        """An order in which the human may lay `cards` away, each legal after those before
        (tried on a copy of the game), or the refusal that stops it."""
        game, left = self.game.clone(), list(cards)
        order: list[Action] = []
        seat = self.viewer
        if seat is None:
            raise RuntimeError("nobody sits at the screen to lay cards away")
        while left:
            actions = [Action(DISCARD, seat, card) for card in left]
            action = next((a for a in actions if game.refusal(a) is None), None)
            if action is None:
                return order, game.refusal(actions[-1])
            game.apply(action)
            order.append(action)
            left.remove(action.card)
        return order, None

    def hint(self) -> tuple[Action, Advice] | None:
        """The standard player's choice for the human to act, with its reason (harbour-tarock:
        hints and opponents never disagree)."""
        if not self.human_to_act():
            return None
        from tarokdesk.players.heuristic import HeuristicPlayer  # imported when first asked
        return HeuristicPlayer(f"hint:{len(self.game.log)}").decide(self.view())

    def stop_bots(self) -> None:
        """Forget every computer move under way (a new game, a screenshot, closing)."""
        self._generation += 1

    def shutdown(self) -> None:
        self.stop_bots()
        self._pool.waitForDone(5000)
        if self.store is not None and self.stored is not None:
            self.store.close(self.stored)  # another window may now open it

    def confirm_handover(self) -> None:
        if self.awaiting_handover is not None:
            self.viewer, self.awaiting_handover = self.awaiting_handover, None
            self.changed.emit()

    # --- undo and redo (practice) -------------------------------------------------------------
    @property
    def timeline(self) -> Timeline:
        """The undo line of the deal on the table; a game put there otherwise than dealt
        (a problem, a position) starts one at the moment it was put."""
        if self._timeline_of is not self.game:
            log = self.game.log
            self._follow_with(Timeline(self.humans, log, floor=len(log),
                                       actors=self.game.actors))
        assert self._timeline is not None, "followed just above or with the deal"
        return self._timeline

    def _follow_with(self, timeline: Timeline) -> None:
        self._timeline, self._timeline_of = timeline, self.game

    def can_undo(self) -> bool:
        return self._may_rewind() and self.timeline.undo_point() is not None

    def can_redo(self) -> bool:
        return self._may_rewind() and self.timeline.redo_point() is not None

    def undo(self) -> None:
        """Back to the human's previous decision."""
        point = self.timeline.undo_point() if self._may_rewind() else None
        if point is not None:
            self._rewind(point)

    def redo(self) -> None:
        """Forward to the human's next decision as it was played before the undo."""
        point = self.timeline.redo_point() if self._may_rewind() else None
        if point is not None:
            self._rewind(point)

    def restart_deal(self) -> None:
        """The same deal from its first bid (the deal played so far stays for redo)."""
        if self._may_rewind():
            self._rewind(self.timeline.start_point())

    def _may_rewind(self) -> bool:
        """Only a single human against computer players may take moves back."""
        return self.has_game and not self.read_only and len(self.humans) == 1

    def _rewind(self, count: int) -> None:
        """Rebuild the deal from its first `count` actions; the session file follows at once,
        so a crash never brings back what was undone."""
        self.stop_bots()
        timeline = self.timeline
        self.session.games[-1] = replayed(self.game, timeline.move_to(count))
        self._follow_with(timeline)
        if self.autosave and self.store is not None and self.stored is not None:
            try:
                self.store.snapshot(self.stored)
            except SaveError as error:
                self.save_failed.emit(f"{error} — the game goes on, unsaved")
        self.changed.emit()
        self._pump()

    def _apply(self, action: Action) -> None:
        self.game.apply(action)
        self.timeline.record(action, self.game.actors[-1])
        self._save()
        self.changed.emit()
        self._pump()

    def _pump(self) -> None:
        game = self.game
        if game.is_terminal:
            self.deal_over.emit()
            return
        if self.read_only:
            return
        person = game.person_to_act  # C1: the seat to move, or the player of its dummy
        if person in self.players:
            generation = self._generation
            view = game.view(game.to_move)
            QTimer.singleShot(self.bot_delay_ms, self,
                              lambda: self._think(person, view, generation))
        elif person is not None and person != self.viewer and len(self.humans) > 1:
            self._ask_handover(person)
            self.changed.emit()
        elif person != self.viewer:
            self.viewer = person
            self.changed.emit()

    def _think(self, seat: int, view: SeatView, generation: int) -> None:
        if generation == self._generation:
            self._pool.start(_Think(self._player(seat), view, generation, self._thinker))

    def _computer(self, kind: str):
        """What makes a computer player of `kind` from a seed, of the table's temperament."""
        return partial(make_player, kind, temperament=self.setup.temperament)

    def _player(self, seat: int):
        """A computer player seeded by the session, the seat and the moment of the deal, so
        that its choice depends only on them and its view: after an undo the same cards come
        again."""
        return self.players[seat](
            f"{self.setup.seed}:{seat}:{len(self.session.games)}:{len(self.game.log)}")

    def _ask_handover(self, seat: int) -> None:
        self.awaiting_handover = seat
        self.handover.emit(seat)

    def _bot_done(self, generation: int, action: Action) -> None:
        if generation == self._generation and not self.game.is_terminal \
                and action.seat == self.game.to_move:
            self._apply(action)

    def _bot_failed(self, generation: int, seat: int, error: str) -> None:
        if generation == self._generation:
            self.bot_failed.emit(seat, error)

    def retry(self) -> None:
        """Let the computer player that failed think again."""
        self._generation += 1
        self._pump()

    def take_over(self, seat: int, kind: str = "standard") -> None:
        """Give `seat` to another computer player (after its player failed); the session
        file remembers the change."""
        self.players[seat] = self._computer(kind)
        person = self.persons[seat]
        if person is None:
            raise ValueError(f"seat {seat} is held by nobody")
        self.setup.seats[person].kind = kind
        if self.stored is not None and self.store is not None:
            self.stored.seats[person]["kind"] = kind
            try:
                self.store.snapshot(self.stored)
            except SaveError as error:
                self.save_failed.emit(str(error))
        self.retry()
