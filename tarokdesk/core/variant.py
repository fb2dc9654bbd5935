"""Variants: a rule profile (data) plus the few hooks data cannot say.

Like python-chess's variant classes, a variant states what differs: its pack, table sizes,
deal schedule, options (the open questions of its rule file) and its phases; the engine never
names a variant. What other audiences read is composed from policies, each stated in its own
place: who sees what (`visibility`), who sits where and deals (`seating`), what a session
carries (`sitting`) and the words the table shows (`presentation`). Variants are found through
the `tarokdesk.variants` entry points.
"""

from __future__ import annotations

import json
from importlib import metadata
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar, Literal, TypeVar

from tarokdesk.cards.packs import Pack
from tarokdesk.core.phase import Phase
from tarokdesk.core.presentation import Presentation
from tarokdesk.core.seating import Seating
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.sight import Visibility
from tarokdesk.core.sitting import Sitting
from tarokdesk.core.state import GameState

PhaseKind = TypeVar("PhaseKind", bound=Phase)


@dataclass(frozen=True)
class Option:
    """A variant option: an open question of the rule file or a house rule (harbour-tarock's
    rule profiles). `choices` lists the allowed values; the first use is `default`.

    `doc` is for developers (it cites the rule file); `label`, `value_labels` (one per choice,
    in order) and `explain` are what a player reads, as English source texts that the GUI
    translates (the core has no Qt; tools/translations.py collects them)."""

    default: Any
    choices: tuple[Any, ...]
    doc: str
    label: str = ""
    value_labels: tuple[str, ...] = ()
    explain: str = ""


def _same_value(value: Any, choice: Any) -> bool:
    """Equal and of the same type, element by element: JSON's 1 is not `true`, nor 42.0 the
    pack of 42 (Python's `1 == True` and `42.0 == 42` would let them through)."""
    if isinstance(choice, tuple):
        return isinstance(value, tuple) and len(value) == len(choice) and \
            all(map(_same_value, value, choice))
    return type(value) is type(choice) and value == choice


@dataclass(frozen=True)
class DealSchedule:
    """00-general.md "Dealing order and packets": talon laid aside first, then packets to the
    right starting with the Vorhand, `packets` giving each round's packet size."""

    talon_parts: tuple[int, ...]
    packets: tuple[int, ...]
    stock: str = ""
    """C3: the pile the cards left after the packets go to (Strohmann's 24 talon cards);
    empty: every card is dealt."""


@dataclass(frozen=True)
class ContractPlan:
    """What one contract asks of the declarer, as the players need it: whether he plays
    alone (one against all) or with a called partner, whether he buys from the talon, and
    what the books' thresholds for it are."""

    alone: bool
    talon: bool
    raised: bool
    """Counts as a raised game for the Contra conventions (tapp-tarok.md T45, K13)."""
    ultimo_taroks: int
    """Taroks (with the Pagat) that justify announcing Pagat Ultimo (T26, K40)."""
    ultimo_high: int = 0
    """High Stecher (T15 and up) also needed for that announcement (T26)."""
    buys: int = 0
    """Talon cards the declarer takes (laying as many away), where the contract fixes their
    number (the Dreier three, the Einer one); 0: none, or as many as the talon's rule gives."""


@dataclass(frozen=True)
class Strategy:
    """What the computer players need to know about a game, as data, so that no player
    names a variant: the contract ladder (lowest first) and what each contract asks, the
    card points the declarer's side needs, the bidding method and the conventions of the
    rule file's "Strategy and conventions" that apply (ids of players/conventions.py)."""

    contracts: dict[str, ContractPlan]
    game_target: int
    """Card points the declarer's side needs to win, in the count of the play phase's trick
    rules (`TrickRules.count`): thirds by default, 107 = 35 2/3 of 70; a game with its own
    card table gives it in that (Neunzehner-Rufen II: 54 of 106 Augen)."""
    bidding: str
    """The hand evaluator of players/heuristic/bidding.py that judges this ladder."""
    hand_scale: float = 1.0
    goal_for_declarer: bool = True
    """Whether a declarer's side plays for `game_target` against the rest, so that the table
    may tell a newcomer so as the game's goal; False where each plays for himself or fixed
    sides each score their card points over a par."""
    """Tarok counts of the 16-card-hand thresholds, scaled to this game's hand size."""
    conventions: frozenset[str] = frozenset()
    """Ids of players/conventions.py (lead signals and play lines) that this game follows."""
    near_solo: frozenset[str] = frozenset()
    """Contracts of the ladder that buy so little they need a near-Solo hand (S1 of
    steyerisch-tarok.md: the Zweier and the Einer)."""
    weak_opening: str = "pass"
    """What a hand too weak to open says (the 1821 Vorhand may not pass: she says Tapper)."""
    compulsory: tuple[str, ...] = ("pagat_ultimo",)
    """Announcement items the rules may demand before a seat may pass, each with the rule
    that demands it, in `compulsory_rules` (same order), as the players' advice cites it."""
    compulsory_rules: tuple[str, ...] = ("K Bidding procedure 5",)
    bid_margin: int = 0
    """Taroks demanded beyond the books' bidding thresholds, where a game risks more than it
    wins (Tarok mit Blocks, Strategy A1)."""
    family: str = "tarok"
    """The family whose card play the standard player uses (players/heuristic): "tarok",
    or "trump-suit" for four plain suits with one of them trumps (the Whist book's)."""
    holdings: tuple[str, ...] = ()
    """Announcement items that only state what a hand holds (a tarok count, honours): paid to
    the announcer's side and never lost, so worth announcing whenever they are offered."""
    levels: tuple[int, ...] = ()
    """The bidding evaluator's level each rung of the ladder needs, where the ladder skips
    rungs of the evaluator's (a Neunzehner-Rufen of Rufer, Dreier and Solo judged on the
    five-rung Neunzehnerrufen scale); default: each rung's index."""
    thresholds: dict[str, int] = field(default_factory=dict)
    """Numbers a game's conventions name (tarok counts, the Stecher called), by the key the
    player's evaluator reads, each with the rule file's item in the variant's comment."""
    risk_taroks: int = 0
    """Taroks by which a bold computer player lowers the books' bidding and announcing
    thresholds, and a cautious one raises them (players/temperament.py); 0: one tarok of a
    16-card hand in this game's hand (`risk_step`)."""
    items: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """The game's own strategy items that a player's advice code (players/advice_words.py)
    follows here, cited besides the items of the book the advice was written from (the
    Tapp-Tarok rules a chapter repeats under its own numbers: "draw_trumps" -> ("Z19",))."""

    def level_of(self, contract: str) -> int:
        return self.levels[self.ladder.index(contract)] if self.levels else \
            self.ladder.index(contract)

    def threshold(self, name: str) -> int:
        return self.thresholds[name]

    @property
    def risk_step(self) -> int:
        """`risk_taroks`, or where the game states none one tarok of the books' 16-card hand
        scaled to this game's (at least one)."""
        return self.risk_taroks or max(1, self.scaled(1))

    @property
    def ladder(self) -> tuple[str, ...]:
        return tuple(self.contracts)

    def alone(self, contract: str | None) -> bool:
        """Whether the declarer of `contract` plays one against all (no partner)."""
        return contract is None or self.contracts[contract].alone

    def scaled(self, taroks: int) -> int:
        return round(taroks * self.hand_scale)


@dataclass(frozen=True)
class TrickGoal:
    """The aim of a game scored in tricks over a book, as the table tells a newcomer: each
    side's first `book` tricks score nothing, each one over them scores a point (`doubled`:
    two when the trumps are the deal's double suit, Cayenne's), and `game_points` points
    make a game."""

    book: int
    game_points: int
    doubled: bool = False


@dataclass(frozen=True)
class ScoreGoal:
    """The aim of a game where each player, or each fixed side, plays for its own points, as
    the table tells a newcomer: `code` names the sentence, `figures` its numbers by name."""

    code: Literal["over_a_third", "side_surplus", "side_partie", "partie_to"]
    """'over_a_third': each settles his card points against `par`, a third of the `total`;
    'side_surplus': a side's card points over `half` of the `total` count towards a partie of
    `deals` deals; 'side_partie': a side wins a deal with `win` and scores those over `over`,
    `target` in a partie of `deals` deals winning it; 'partie_to': each writes his own
    points, and a deal ending with one at `target` or more gives the partie to the higher."""
    figures: tuple[tuple[str, int], ...]


class Variant:
    id: ClassVar[str]
    name: ClassVar[str]
    presentation: ClassVar[Presentation]
    """What the table tells people about the game (core/presentation.py)."""
    rules_file: ClassVar[str]
    book: ClassVar[str] = ""  # where the rules come from, as players cite it ("Ulmann, Cap. IV")
    pack: ClassVar[Pack]
    seat_counts: ClassVar[tuple[int, ...]]
    deal: ClassVar[DealSchedule]
    options: ClassVar[dict[str, Option]] = {}
    strategy: ClassVar[Strategy]
    visibility_class: ClassVar[type[Visibility[Any]]] = Visibility
    """Who sees what (core/sight.py): the game's own where its law differs from the general."""
    seating_class: ClassVar[type[Seating[Any]]] = Seating
    """Who sits where and deals (core/seating.py): the game's own where it has dummies, a
    deal that passes otherwise, or persons who draw for seats or change them."""
    sitting_class: ClassVar[type[Sitting[Any]]] = Sitting
    """What a session carries from one deal to the next (core/sitting.py): the game's own where
    a score, a pot or a series of rubbers runs across the deals."""

    def __init__(self, options: dict[str, Any] | None = None, n_seats: int | None = None):
        self.settings = self.resolve_options(options or {})
        self.n_seats = n_seats if n_seats is not None else self.seat_counts[0]
        if self.n_seats not in self.seat_counts:
            raise ValueError(f"{self.id} is played by "
                             f"{' or '.join(map(str, self.seat_counts))} at the table, "
                             f"not {self.n_seats}")
        self.visibility: Visibility[Any] = self.visibility_class(self)
        self.seating: Seating[Any] = self.seating_class(self)
        self.sitting: Sitting[Any] = self.sitting_class(self)
        self.phases: dict[str, Phase] = self.build_phases()
        self.kinds: frozenset[str] = frozenset[str]().union(
            *(phase.kinds for phase in self.phases.values()))
        """The kinds of action its phases take: every word its log may hold."""

    @classmethod
    def resolve_options(cls, given: dict[str, Any]) -> dict[str, Any]:
        unknown = set(given) - set(cls.options)
        if unknown:
            raise ValueError(f"unknown options for {cls.id}: {sorted(unknown)}")
        resolved = {}
        for key, option in cls.options.items():
            value = given.get(key, option.default)
            if isinstance(value, list):
                value = tuple(value)
            if not any(_same_value(value, choice) for choice in option.choices):
                raise ValueError(f"option {key} of {cls.id} must be one of "
                                 f"{', '.join(json.dumps(c) for c in option.choices)}")
            resolved[key] = value
        return resolved

    # --- hooks -----------------------------------------------------------------------------
    def active_seats(self, dealer: int) -> tuple[int, ...]:
        """Seats dealt in, in order from the Vorhand (the dealer's right-hand neighbour)."""
        n = self.n_seats
        return tuple((dealer + i) % n for i in range(1, n + 1))

    def build_phases(self) -> dict[str, Phase]:
        raise NotImplementedError

    @cached_property
    def open_phases(self) -> frozenset[str]:
        """The phases whose every action everybody sees as it is."""
        return frozenset(name for name, phase in self.phases.items()
                         if type(phase).redact is Phase.redact)

    def phase_as(self, name: str, kind: type[PhaseKind]) -> PhaseKind:
        """The phase `name`, which the caller knows to be a `kind` (its own block)."""
        phase = self.phases[name]
        if not isinstance(phase, kind):
            raise TypeError(f"phase {name!r} is a {type(phase).__name__}, not {kind.__name__}")
        return phase

    def unknown_kind(self, kind: str) -> str | None:
        """Why an action of `kind` is no part of this game, or None if a phase takes it: the
        core reads any kind, and only the game knows its words."""
        return None if kind in self.kinds else f"unknown action kind {kind[:40]!r}"

    def needs_redeal(self, state: GameState) -> bool:
        return False

    def next_phase(self, state: GameState) -> str:
        """The phase that follows `state.phase`, which has just finished."""
        raise NotImplementedError

    def settle(self, state: GameState) -> Settlement:
        """Counting and settlement of a finished deal."""
        raise NotImplementedError

    def trick_goal(self) -> TrickGoal | None:
        """What a side plays for where tricks over a book score (None: the game counts card
        points, or its table states no such goal)."""
        return None

    def score_goal(self) -> ScoreGoal | None:
        """What each player or fixed side plays for where no declarer does (None: a
        declarer's side plays for a target, or tricks over a book score)."""
        return None

REGISTRY: dict[str, type[Variant]] = {}
"""The variants loaded so far, by id."""
ENTRY_POINTS = "tarokdesk.variants"
_ANNOUNCED: dict[str, metadata.EntryPoint] = {}


def _announced() -> dict[str, metadata.EntryPoint]:
    """Variants announce themselves as entry points (pyproject.toml), so the core never
    imports one by name; each is loaded when first asked for, so a table that shows one game
    does not import all of them."""
    if not _ANNOUNCED:
        _ANNOUNCED.update((entry.name, entry)
                          for entry in metadata.entry_points(group=ENTRY_POINTS))
    return _ANNOUNCED


def variant_ids() -> list[str]:
    """Every variant's id, without loading one."""
    return sorted({*_announced(), *REGISTRY})


def variant_class(variant_id: str) -> type[Variant]:
    if variant_id not in REGISTRY:
        entry = _announced().get(variant_id)
        if entry is None:
            raise ValueError(f"unknown variant {variant_id!r}")
        REGISTRY[variant_id] = entry.load()
    return REGISTRY[variant_id]


_INSTANCES: dict[tuple[object, ...], Variant] = {}
"""Variant instances by (id, options, table size): their phases hold no game state."""
_BY_OPTIONS: dict[tuple[object, ...], Variant] = {}
"""The same instances by the options in the order given, each value with its type (so that
1 and True stay apart): a key made without sorting and printing them."""


def variant_for(variant_id: str, options: dict[str, Any] | None = None,
                n_seats: int | None = None) -> Variant:
    """The variant with these options at this table size. Its pack, deal and strategy may
    depend on the options (the 1821 game's 54 or 42 cards), so players read them here
    rather than from the class."""
    quick: tuple[object, ...] | None
    variant: Variant | None
    try:  # the players ask for every view: first by the options as given, if hashable
        quick = (variant_id, n_seats, *((k, type(v), v) for k, v in (options or {}).items()))
        variant = _BY_OPTIONS.get(quick)
    except TypeError:
        quick = variant = None
    if variant is None:
        key = (variant_id, repr(sorted((options or {}).items())), n_seats)
        variant = _INSTANCES.get(key)
        if variant is None:
            variant = _INSTANCES[key] = variant_class(variant_id)(options, n_seats)
        if quick is not None:
            _BY_OPTIONS[quick] = variant
    return variant


def all_variants() -> dict[str, type[Variant]]:
    return {variant_id: variant_class(variant_id) for variant_id in variant_ids()}
