"""Duplicate tournaments: every deal is played once with each seat given to player A and the
others to B, so both hold every hand; the figure is A's mean units per deal with a 95 %
confidence interval over the deals. The deals are independent and seeded, so they may be
played on several processes, or on a Dask cluster's workers (players/cluster.py), with the
same result.

A game that pays only when a carried sitting closes (Tarok unter Vieren form (a): the rubber
of four deals) measures nothing deal by deal; it is measured over duplicate sessions instead
(`sessions=True`): each played from a fresh carry until the sitting ends or `session_deals`
deals, once with A in each person's place, the figure A's mean units per session.

A trick-taking game whose units are sparse (Whist pays only when a game of the rubber is
won, so nearly every single deal is worth 0 units) is measured in tricks instead
(`measure="tricks"`): each deal counts the tricks A's side took minus the tricks the other
sides took, as the deal's settlement reports them (`result["tricks"]`, one count per side,
and `result["sides"]`, the seats of each side); over sessions, the mean of that margin over
the session's deals (a rubber's length depends on how it is played, so a sum would not
compare)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from tarokdesk.core import Game, Session
from tarokdesk.core.settlement import Settlement
from tarokdesk.core.variant import variant_class
from tarokdesk.players import PLAYER_KINDS, make_player
from tarokdesk.players.driver import play_out, play_session, result_of
from tarokdesk.players.temperament import NORMAL, TEMPERAMENTS

SESSION_LIMIT = 64
"""Deals a duplicate session lasts at most when the variant's sitting never ends by itself."""
MEASURES = ("units", "tricks")
"""What a duplicate deal is scored in: the settled units, or the trick margin of A's side."""


@dataclass
class TournamentResult:
    variant: str
    a: str
    b: str
    deals: int
    mean: float
    ci95: float
    per_deal: list[float]
    unit: str = "deal"
    """What `deals` counts and `mean` is per: "deal", or "session" (`sessions=True`)."""
    measure: str = "units"
    """What `mean` is in: one of MEASURES."""
    temperaments: tuple[str, str] = (NORMAL, NORMAL)
    """A's and B's (players/temperament.py)."""

    def to_json(self) -> dict:
        return {"variant": self.variant, "a": self.a, "b": self.b, "deals": self.deals,
                "unit": self.unit, "measure": self.measure,
                "mean": round(self.mean, 4), "ci95": round(self.ci95, 4),
                "interval": [round(self.mean - self.ci95, 4), round(self.mean + self.ci95, 4)],
                **({"temperaments": list(self.temperaments)}
                   if self.temperaments != (NORMAL, NORMAL) else {})}


def trick_margin(result: Settlement, seat: int) -> int:
    """The tricks the side of `seat` took minus those the other sides took in a settled
    deal, from its settlement's `tricks` (per side) and `sides` (the seats of each)."""
    tricks, sides = result.get("tricks"), result.get("sides")
    if not isinstance(tricks, list) or not isinstance(sides, list):
        raise ValueError("this game's settlement does not report tricks by side: "
                         "measure it in units")
    mine = next(number for number, seats in enumerate(sides) if seat in seats)
    return 2 * tricks[mine] - sum(tricks)


def deal_score(result: Settlement, seat: int, measure: str) -> float:
    """One seat's figure for a settled deal in `measure` (MEASURES)."""
    if measure == "tricks":
        return trick_margin(result, seat)
    return result["totals"][str(seat)]


def duplicate_deal(variant_id: str, n_seats: int, seed: str, a: str, b: str,
                   options: dict | None = None, measure: str = "units",
                   temperaments: tuple[str, str] = (NORMAL, NORMAL)) -> float:
    """A's mean figure (units, or tricks: `measure`) over the rotations of one deal, A and B
    of `temperaments`."""
    figures = []
    dealer = 0
    first = Game.new(variant_id, options, n_seats, dealer)
    persons = first.variant.seating.persons()  # A sits at each person's place (C1: not a dummy's)
    for seat_a in [s for s in first.state.active if s in persons]:
        players = [make_player(a, f"{seed}:{s}:{a}", temperaments[0]) if s == seat_a else
                   make_player(b, f"{seed}:{s}:{b}", temperaments[1]) for s in range(n_seats)]
        game = Game.new(variant_id, options, n_seats, dealer)
        game.deal_seeded(seed)
        play_out(game, players)
        figures.append(deal_score(result_of(game), seat_a, measure))
    return sum(figures) / len(figures)


def duplicate_session(variant_id: str, n_seats: int, seed: str, a: str, b: str,
                      options: dict | None = None, session_deals: int | None = None,
                      measure: str = "units",
                      temperaments: tuple[str, str] = (NORMAL, NORMAL)) -> float:
    """A's mean figure (units, or tricks: `measure`) over the rotations of one session:
    dealt from `seed` and a fresh carry, played until the sitting ends
    (`Sitting.session_over`) or `session_deals` deals (at most SESSION_LIMIT), A taking each
    person's place in turn (by his seat in the first deal, or by order of entry where persons
    change seats, C5) and B the others, of `temperaments`."""
    limit = session_deals or SESSION_LIMIT
    probe = Session(variant_id, options, n_seats, seed)
    places = range(len(probe.names)) if probe.by_rubber else probe.variant.seating.persons()
    figures = []
    for person_a in places:
        session = Session(variant_id, options, n_seats, seed)
        players = [make_player(a, f"{seed}:{p}:{a}", temperaments[0]) if p == person_a else
                   make_player(b, f"{seed}:{p}:{b}", temperaments[1])
                   for p in range(len(session.names))]
        while not session.over and len(session.games) < limit:
            play_session(session, players, 1)
        figures.append(_session_tricks(session, person_a) if measure == "tricks"
                     else session.totals()[person_a])
    return sum(figures) / len(figures)


def _session_tricks(session: Session, person: int) -> float:
    """The person's mean trick margin over the session's deals (0 for a deal he sat out)."""
    margins = []
    for number, game in enumerate(session.games):
        seats = session.persons_at(number)
        margins.append(trick_margin(result_of(game), seats.index(person))
                       if person in seats else 0)
    return sum(margins) / len(margins)


def _duplicate(task: tuple) -> float:
    """One task: (duplicate_deal or duplicate_session, its arguments)."""
    play, arguments = task
    return play(*arguments)


def deal_figures(tasks: list[tuple], jobs: int = 1,
                 cluster: str | None = None) -> Iterator[tuple[int, float]]:
    """Each task's number with its figure, a task being duplicate_deal or duplicate_session
    with its arguments: played here, on `jobs` processes, or on the workers of the Dask
    scheduler at `cluster`; in the order of the tasks, or on a cluster as they complete."""
    if cluster is not None:
        if jobs > 1:
            raise ValueError("--jobs plays the deals on this machine's processes, --cluster on "
                             "the cluster's workers: give one of them")
        from tarokdesk.players.cluster import cluster_results
        yield from cluster_results(cluster, _duplicate, tasks)
    elif jobs <= 1:
        yield from enumerate(map(_duplicate, tasks))
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            yield from enumerate(pool.map(_duplicate, tasks))


def run_tournament(variant_id: str, deals: int, seed: str, a: str, b: str,
                   progress: Callable[[int, int], None] | None = None,
                   jobs: int = 1, options: dict | None = None, sessions: bool = False,
                   session_deals: int | None = None, measure: str = "units",
                   cluster: str | None = None,
                   temperaments: tuple[str, str] = (NORMAL, NORMAL)) -> TournamentResult:
    """`deals` duplicate deals, or with `sessions` that many duplicate sessions (each until
    its sitting ends or `session_deals` deals), scored in `measure` (MEASURES); played on
    `jobs` processes, or on the Dask cluster whose scheduler is at `cluster`; A and B of
    `temperaments` (players/temperament.py)."""
    for kind in (a, b):
        if kind not in PLAYER_KINDS:
            raise ValueError(f"unknown player level {kind!r}; known: {sorted(PLAYER_KINDS)}")
    unknown = [t for t in temperaments if t not in TEMPERAMENTS]
    if unknown:
        raise ValueError(f"unknown temperament {unknown[0]!r}; known: {', '.join(TEMPERAMENTS)}")
    if measure not in MEASURES:
        raise ValueError(f"unknown measure {measure!r}; known: {', '.join(MEASURES)}")
    if session_deals is not None and not 1 <= session_deals <= SESSION_LIMIT:
        raise ValueError(f"a session lasts 1 to {SESSION_LIMIT} deals, not {session_deals}")
    n_seats = variant_class(variant_id).seat_counts[0]
    variant_class(variant_id).resolve_options(options or {})  # refuse bad options at once
    tasks = [(duplicate_session, (variant_id, n_seats, f"{seed}:{number}", a, b, options,
                                  session_deals, measure, temperaments)) if sessions else
             (duplicate_deal, (variant_id, n_seats, f"{seed}:{number}", a, b, options, measure,
                               temperaments))
             for number in range(deals)]
    per_deal = [0.0] * deals
    for done, (number, value) in enumerate(deal_figures(tasks, jobs, cluster), start=1):
        per_deal[number] = value
        if progress:
            progress(done, deals)
    mean = sum(per_deal) / len(per_deal) if per_deal else 0.0
    if len(per_deal) > 1:
        variance = sum((x - mean) ** 2 for x in per_deal) / (len(per_deal) - 1)
        ci95 = 1.96 * math.sqrt(variance / len(per_deal))
    else:
        ci95 = float("inf")
    return TournamentResult(variant_id, a, b, deals, mean, ci95, per_deal,
                            "session" if sessions else "deal", measure, temperaments)
