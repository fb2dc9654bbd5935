"""One hosted table: who holds which place, and the session the host's engine plays.

No I/O here: the server hands in each connection's parsed message and sends what lands in
`outbox`; a computer player's move comes back through `computer_acts`. Each connection is
sent only the view of the hand its person plays (and of the dummy he plays for, C1), or an
onlooker's; an action is applied only after the engine's `refusal` is None, and made durable
in the store before anyone hears of it, so nothing acknowledged is ever lost.

Places are the persons of the session (`Session.names`, in their order: by first seat, or
by the order of entry where the persons change seats by rubber, C5); in each deal a person
holds the seat `Session.persons_at` gives him, or none while sitting out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Hashable

from tarokdesk.core import Action, Game, Refusal, SeatView, Session
from tarokdesk.net import protocol as P
from tarokdesk.net.codec import encode, view_to_json
from tarokdesk.players import PLAYER_KINDS, make_player
from tarokdesk.players.temperament import NORMAL, TEMPERAMENTS
from tarokdesk.store import SaveError, SessionStore, StoredSession
from tarokdesk.store.format import HUMAN

ONLOOKER = -1


@dataclass
class Place:
    name: str
    kind: str = HUMAN
    """HUMAN (a person joining over the network) or a computer player kind."""
    token: str | None = None
    """The seat token of the person who took the place; he rejoins with it."""
    holder: Hashable | None = None
    """His connection while he is connected."""
    stand_in: str | None = None
    """A computer player kind playing for him while he is away."""

    @property
    def computer(self) -> str | None:
        """The computer kind that plays this place now, if one does."""
        return self.stand_in if self.kind == HUMAN else self.kind


@dataclass(frozen=True)
class ComputerTurn:
    """A computer player's decision the server is to get made: its view and its seed."""
    deal: int
    at: int
    kind: str
    seed: str
    view: SeatView = field(compare=False)
    temperament: str = NORMAL
    """The table's computer players' (players/temperament.py)."""


@dataclass
class Connection:
    place: int | None = None
    """Index of the place held; None for an onlooker (or before joining)."""
    joined: bool = False
    last_seq: int = 0
    sent: int = 0


class HostedTable:
    def __init__(self, variant_id: str, options: dict | None, n_seats: int | None,
                 places: list[Place], seed: str, room: str,
                 store: SessionStore | None = None, name: str | None = None,
                 deals: int | None = None, temperament: str = NORMAL):
        """A table in its lobby; `places` one per person (`Seating.table_persons`);
        `deals`: the number of deals after which the table closes (None: never);
        `temperament`: its computer players' (players/temperament.py)."""
        self.session = Session(variant_id, options, n_seats, seed,
                               names=[p.name for p in places], draw=None)
        """In the lobby the table's game and size; at the start the session played, its
        persons drawing for seats where the game draws."""
        unknown = [p.kind for p in places if p.kind != HUMAN and p.kind not in PLAYER_KINDS]
        if unknown:
            raise ValueError(f"unknown player kind {unknown[0]!r}")
        self.places = places
        self.seed, self.room, self.store, self.name = seed, room, store, name
        if temperament not in TEMPERAMENTS:
            raise ValueError(f"unknown temperament {temperament!r}")
        self.deals, self.temperament = deals, temperament
        self.autostart = False
        """Start as soon as every place is taken (a headless host)."""
        self.away_kind: str | None = None
        """A computer kind that stands in at once for a person who drops out mid-deal."""
        self.stored: StoredSession | None = None
        self.started = False
        self.closed = False
        self.connections: dict[Hashable, Connection] = {}
        self.ready: set[int] = set()
        """Places whose person has asked for the next deal."""
        self.outbox: list[tuple[Hashable, dict]] = []
        self.unsaved = False
        """Actions were applied that are not yet in the store."""
        self.problems: list[str] = []
        """Saves that failed (the table goes on), for the host to show."""
        self._encoded: dict[int, tuple] = {}
        self._encoded_for: Game | None = None

    @classmethod
    def resume(cls, stored: StoredSession, store: SessionStore,
               deals: int | None = None) -> "HostedTable":
        """A saved session hosted again: its places with their tokens, started."""
        session = stored.session
        places = [Place(s["name"], s["kind"], s.get("token")) for s in stored.seats]
        table = cls(session.variant_id, session.options, session.n_seats, places,
                    str(session.seed), stored.room or P.new_room_code(), store, stored.name,
                    deals, stored.temperament)
        table.session, table.stored, table.started = session, stored, True
        if session.current is None:
            table._deal()
        return table

    # --- the host's decisions ----------------------------------------------------------------
    def assign(self, place: int, kind: str, name: str | None = None) -> None:
        """Before the start: give an empty place to a computer kind under `name` (default:
        the kind), or open it for a person (HUMAN)."""
        if self.started or self.places[place].token is not None:
            raise ValueError("only an empty place in the lobby can be given")
        if kind != HUMAN and kind not in PLAYER_KINDS:
            raise ValueError(f"unknown player kind {kind!r}")
        self.places[place] = Place("" if kind == HUMAN else name or kind, kind)
        self._tell_lobby()

    def can_start(self) -> bool:
        return not self.started and all(p.kind != HUMAN or p.holder is not None
                                        for p in self.places)

    def start(self) -> None:
        if not self.can_start():
            raise ValueError("every place needs a person or a computer player")
        self.session = Session(self.session.variant_id, self.session.options,
                               self.session.n_seats, self.seed,
                               names=[p.name for p in self.places])
        draw = self.session.draw
        if draw is not None and not self.session.by_rubber:  # C5: each to his drawn seat
            self._renumber([self.places[person] for person in draw["seats"]])
        self.started = True
        self._deal()

    def _renumber(self, places: list[Place]) -> None:
        old = {id(p): i for i, p in enumerate(self.places)}
        moved = {old[id(p)]: new for new, p in enumerate(places)}
        self.places = places
        for connection in self.connections.values():
            if connection.place is not None:
                connection.place = moved[connection.place]

    def stand_in(self, place: int, kind: str | None) -> None:
        """Let a computer kind play an away person's place (None: wait for him again)."""
        target = self.places[place]
        if target.kind != HUMAN:
            raise ValueError("only a person's place can be played by a stand-in")
        if kind is not None and (kind not in PLAYER_KINDS or target.holder is not None):
            raise ValueError("a stand-in plays only while the person is away")
        target.stand_in = kind
        self._tell_lobby()

    # --- messages ------------------------------------------------------------------------------
    def connect(self, key: Hashable, connection: Connection) -> None:
        """A connection about to join (the server has numbered what it sent before)."""
        self.connections[key] = connection

    def disconnect(self, key: Hashable) -> None:
        connection = self.connections.pop(key, None)
        if connection is not None and connection.place is not None:
            place = self.places[connection.place]
            if place.holder == key:
                place.holder = None
                self.ready.discard(connection.place)
                if self.started and not self.closed:
                    place.stand_in = self.away_kind
            self._tell_lobby()
            self._maybe_next_deal()

    def receive(self, key: Hashable, message: P.Message | Refusal) -> Refusal | None:
        """Handle one message of a connection; a refusal is also sent back to it."""
        connection = self.connections[key]
        if isinstance(message, Refusal):
            found: Refusal | None = message
            seq = None
        else:
            found = self._sequence(connection, message)
            seq = message.seq
            if found is None:
                connection.last_seq = seq
                found = self._handle(key, connection, message)
        if found is not None:
            self._send(key, {"type": "refused", "to": seq, **found.to_json()})
        return found

    def _handle(self, key: Hashable, connection: Connection, message: P.Message) -> Refusal | None:
        if isinstance(message, P.Join):
            return self._join(key, connection, message)
        if isinstance(message, P.Act):
            return self._act(key, connection, message)
        return self._next(key, connection, message)

    @staticmethod
    def _sequence(connection: Connection, message: P.Message) -> Refusal | None:
        expected = connection.last_seq + 1
        if message.seq < expected:
            return P.refusal(P.REPLAYED, seq=message.seq, expected=expected)
        if message.seq > expected:
            return P.refusal(P.OUT_OF_SEQUENCE, seq=message.seq, expected=expected)
        return None

    def _join(self, key: Hashable, connection: Connection, join: P.Join) -> Refusal | None:
        if connection.joined:
            return P.refusal(P.ALREADY_JOINED)
        if join.room != self.room:
            return P.refusal(P.BAD_ROOM)
        if join.watch:
            index = None
        elif join.token is not None:
            index = next((i for i, p in enumerate(self.places) if p.token == join.token), None)
            if index is None:
                return P.refusal(P.BAD_TOKEN)
        else:
            index = next((i for i, p in enumerate(self.places)
                          if p.kind == HUMAN and p.token is None), None)
            if index is None:
                return P.refusal(P.NO_PLACE)
        connection.joined, connection.place = True, index
        token = None
        if index is not None:
            place = self.places[index]
            if place.holder is not None and place.holder in self.connections:
                self.connections[place.holder].place = None  # the old connection is stale
                self._send(place.holder, {"type": "closed", "reason": "replaced"})
            if place.token is None:
                place.token = P.new_token()
                if not self.started:
                    place.name = join.name
            place.holder, place.stand_in, token = key, None, place.token
            self._save_places()
        self._send(key, {"type": "welcome", "protocol": P.VERSION, "room": self.room,
                         "place": index, "token": token})
        self._tell_lobby()
        if self.started:
            self._send_state(key)
        elif self.autostart and self.can_start():
            self.start()
        return None

    def _act(self, key: Hashable, connection: Connection, act: P.Act) -> Refusal | None:
        action = act.action
        unknown = self.session.variant.unknown_kind(action.kind)
        if unknown is not None:
            return P.refusal(P.BAD_MESSAGE, problem=unknown)
        allowed = self._may_act(connection, act.deal, act.at)
        if isinstance(allowed, Refusal):
            return allowed
        place, game = allowed
        seat = self.seat_of(place)
        if seat is None or game.state.person_of(action.seat) != seat:
            return P.refusal(P.NOT_YOUR_SEAT, seat=action.seat)
        refused = game.refusal(action)
        if refused is not None:
            return refused
        self._send(key, {"type": "ack", "to": act.seq})
        self._apply(action)
        return None

    def _may_act(self, connection: Connection, deal: int,
                 at: int | None) -> tuple[int, Game] | Refusal:
        """The place `connection` holds and the deal on the table, if it may act at `at` in
        `deal` (None: whatever the position), else why not."""
        if not connection.joined:
            return P.refusal(P.NOT_JOINED)
        if connection.place is None:
            return P.refusal(P.WATCHING)
        game = self.session.current
        if not self.started or game is None:
            return P.refusal(P.NOT_STARTED)
        current = (len(self.session.games) - 1, len(game.log))
        if (deal, current[1] if at is None else at) != current:
            return P.refusal(P.STALE, deal=current[0], at=current[1])
        return connection.place, game

    def _next(self, key: Hashable, connection: Connection, message: P.Next) -> Refusal | None:
        allowed = self._may_act(connection, message.deal, None)
        if isinstance(allowed, Refusal):
            return allowed
        place, game = allowed
        if not game.is_terminal:
            return P.refusal(P.NOT_OVER)
        self._send(key, {"type": "ack", "to": message.seq})
        self.ready.add(place)
        self._maybe_next_deal()
        return None

    # --- the game ----------------------------------------------------------------------------
    def seat_of(self, place: int | None, deal: int | None = None) -> int | None:
        """The seat the person of `place` holds in `deal` (default: the current one)."""
        if place is None or not self.started:
            return None
        number = len(self.session.games) - 1 if deal is None else deal
        persons = self.session.persons_at(max(number, 0))
        return persons.index(place) if place in persons else None

    def computer_turn(self) -> ComputerTurn | None:
        """The decision a computer player is to make now, if one is."""
        game = self.session.current
        if not self.started or self.closed or game is None or game.is_terminal:
            return None
        acting = game.person_to_act
        if acting is None:  # chance is to move
            return None
        person = self.session.persons_at(len(self.session.games) - 1)[acting]
        kind = None if person is None else self.places[person].computer
        if kind is None:
            return None
        deal = len(self.session.games) - 1
        return ComputerTurn(deal, len(game.log), kind,
                            f"{self.seed}:{game.person_to_act}:{deal}:{len(game.log)}",
                            game.view(game.to_move), self.temperament)

    def computer_acts(self, turn: ComputerTurn, action: Action) -> None:
        """A computer player's decision: applied if the table still waits for it (a stand-in
        given back or a table moved on drops it)."""
        if self.computer_turn() == turn and _on_table(self.session).refusal(action) is None:
            self._apply(action)

    def _apply(self, action: Action) -> None:
        _on_table(self.session).apply(action)
        self.unsaved = True
        self._tell_state()
        self._maybe_next_deal()

    def _maybe_next_deal(self) -> None:
        game = self.session.current
        if not self.started or self.closed or game is None or not game.is_terminal:
            return
        waiting = {i for i, p in enumerate(self.places)
                   if p.kind == HUMAN and p.holder is not None}
        if not waiting <= self.ready:
            return
        if self.deals is not None and len(self.session.games) >= self.deals:
            self.close("deals_played")
            return
        self._deal()

    def _deal(self) -> None:
        self.ready.clear()
        self.session.new_deal()
        self.unsaved = True
        self._tell_state()

    def close(self, reason: str) -> None:
        self.closed = True
        for key in list(self.connections):
            self._send(key, {"type": "closed", "reason": reason})
        if self.store is not None and self.stored is not None:
            self.store.close(self.stored)

    # --- saving ------------------------------------------------------------------------------
    def _seats(self) -> list[dict]:
        return [{"name": p.name, "kind": p.kind, **({"token": p.token} if p.token else {})}
                for p in self.places]

    def save(self) -> None:
        """Make every action applied durable (the server may call it on a worker thread
        while nothing else touches this table; `drain` calls it otherwise)."""
        self.unsaved = False
        if self.store is None:
            return
        try:
            if self.stored is None:
                self.stored = self.store.create(self.session, self._seats(), self.name,
                                                temperament=self.temperament)
                self.stored.room = self.room
                self.store.snapshot(self.stored)
            else:
                self.store.sync(self.stored)
        except SaveError as error:
            self.problems.append(str(error))

    def _save_places(self) -> None:
        """A token given out is written at once, so that a host hosting the session again
        knows it."""
        if self.store is not None and self.stored is not None:
            self.stored.seats = self._seats()
            try:
                self.store.snapshot(self.stored)
            except SaveError as error:
                self.problems.append(str(error))

    # --- what each connection is told ----------------------------------------------------------
    def lobby(self) -> dict:
        return {"type": "lobby", "room": self.room, "variant": self.session.variant_id,
                "options": encode(self.session.options), "n_seats": self.session.n_seats,
                "started": self.started, "deals": self.deals,
                "places": [{"name": p.name, "kind": p.kind, "taken": p.token is not None,
                            "connected": p.holder is not None, "stand_in": p.stand_in}
                           for p in self.places]}

    def _tell_lobby(self) -> None:
        message = self.lobby()
        for key, connection in self.connections.items():
            if connection.joined:
                self._send(key, message)

    def _tell_state(self) -> None:
        for key, connection in self.connections.items():
            if connection.joined:
                self._send_state(key)

    def _send_state(self, key) -> None:
        seat = self.seat_of(self.connections[key].place)
        seat = ONLOOKER if seat is None else seat
        self._send(key, state_message(self.session, seat, self._encoded_history(seat)))

    def _encoded_history(self, seat: int) -> tuple:
        """The seat's redacted log on the wire, each action encoded once. A tuple, replaced
        as the log grows, never extended: a state message may wait in a slow reader's queue
        while the table plays on, and must still hold the log of its own moment."""
        game = _on_table(self.session)
        if self._encoded_for is not game:
            self._encoded_for, self._encoded = game, {}
        seen = game.history_for(seat)
        encoded = self._encoded.get(seat, ())
        if len(seen) > len(encoded):
            encoded = self._encoded[seat] = (*encoded, *map(encode, seen[len(encoded):]))
        return encoded

    def _send(self, key, message: dict) -> None:
        connection = self.connections.get(key)
        if connection is None:
            return
        connection.sent += 1
        self.outbox.append((key, {**message, "seq": connection.sent}))

    def drain(self) -> list[tuple[Hashable, dict]]:
        """The messages to send, once what they tell is saved: nothing is acknowledged or
        shown before it is durable."""
        if self.unsaved:
            self.save()
        out, self.outbox = self.outbox, []
        return out


def state_message(session: Session, seat: int, history: Sequence) -> dict:
    """What the person at `seat` (ONLOOKER: anyone else) is told of the deal on the table:
    his view (the dummy's, through his eyes, when he is to play for it), his redacted log
    (`history`, encoded), who sits where, the session's sheet and the score it carries into
    the next deal (C4); nothing else."""
    game = _on_table(session)
    number = len(session.games) - 1
    if seat != ONLOOKER and game.person_to_act == seat and game.to_move != seat:
        view = game.view(game.to_move, seat)
    else:
        view = game.view(seat, seat) if seat != ONLOOKER else game.view(ONLOOKER)
    dummies = session.variant.seating.dummy_seats()
    persons = session.persons_at(number)
    names = [None if person is None or s in dummies else session.names[person]
             for s, person in enumerate(persons)]
    return {"type": "state", "deal": number, "at": len(game.log), "seat": seat,
            "view": view_to_json(view), "history": history, "names": names,
            "persons": persons, "sheet": encode(session.sheet()),
            "carry": encode(game.carry_after), "over": session.over}


def play_computer(turn: ComputerTurn) -> Action:
    """A computer player's action for `turn` (made off the table, on a worker thread)."""
    return make_player(turn.kind, turn.seed, turn.temperament).choose(turn.view)


def _on_table(session: Session) -> Game:
    """The deal being played: a started table's session always has one."""
    game = session.current
    if game is None:
        raise ValueError("the session has not dealt yet")
    return game
