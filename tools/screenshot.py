"""Open the table at a chosen phase (offscreen) and save a PNG, or every phase of every variant
and table size at several window sizes and in both languages.

    python tools/screenshot.py --variant koenigrufen --seed 3 --phase play --size 1280x800 \
        --out table.png
    python tools/screenshot.py --all --out DIR     # DIR/<variant>-<seats>-<phase>-<size>-<lang>.png
    python tools/screenshot.py --docs docs/screenshots --readme  # the README's pictures (each
        # game in play and at its result, 1280x800, en and de, and the extras below) and its
        # Screenshots section linking them
    python tools/screenshot.py --problems --out DIR  # Practice → Problems, two puzzles and a
                                                     # solution stepped through
    python tools/screenshot.py --review --out DIR    # Review deal and View → Statistics

    python tools/screenshot.py --practice --out DIR  # DIR/practice-{dialog,quiz}-<lang>.png
    python tools/screenshot.py --newgame --out DIR   # the start screen and the new-game
                                                     # dialog (house rules folded and open)
    python tools/screenshot.py --phase play --hints --out x.png  # the hint in the panel
    python tools/screenshot.py --size 1024x640 --drawer --out x.png  # the side panels' drawer
                                                                   # opened

Seat 1 is the human, dealt in on the first deal (the table chooses the first dealer so); the
deal is steered so that the human holds the contract (bidding the lowest contract while the
others pass), and every other decision is a seeded random legal choice. A phase the deal does
not reach (or not with the human to act) is tried again with the next seed. Settings and
sessions go to a temporary data directory, never the user's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's tarokdesk
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TAROKDESK_DATA_DIR"] = tempfile.mkdtemp(prefix="tarokdesk-screenshots-")

from PySide6.QtWidgets import QApplication, QTabWidget  # noqa: E402

from tarokdesk.core import Action  # noqa: E402
from tarokdesk.core.variant import all_variants, variant_class  # noqa: E402
from tarokdesk.gui.controller import HUMAN, SeatSetup, TableSetup  # noqa: E402
from tarokdesk.gui.dialogs import families, group_words, persons_words  # noqa: E402
from tarokdesk.gui.i18n import LANGUAGE, plural  # noqa: E402
from tarokdesk.gui.problems_dialog import ProblemsDialog  # noqa: E402
from tarokdesk.gui.problems_table import puzzle_controller  # noqa: E402
from tarokdesk.gui.seating import dealer_for_position  # noqa: E402
from tarokdesk.gui.window import MainWindow  # noqa: E402
from tarokdesk.practice.problems import load_problems  # noqa: E402
from tarokdesk.rules.excuse import EXCUSE_KEY, ExcuseTrickPlay  # noqa: E402
from tarokdesk.rules.suit_tricks import CLAIM  # noqa: E402
from tarokdesk.store import Settings  # noqa: E402

PHASES = {"bidding": "bid", "trumps": "trump", "call": "call", "talon": "talon",
          "discard": "discard", "announce": "announce", "play": "play", "excuse": "play",
          "claim": "concede", "score": "done"}
"""Screenshot name -> the game's phase ("excuse": the trick the Sküs excused, the 78-card
games; "claim": the human answers a claim of the remaining tricks, the Whist games)."""
SIZES = ("1024x640", "1280x800", "1920x1080")
LANGUAGES = ("en", "de")
HUMAN_SEAT = 0
SEEDS_TRIED = 40
OPTIONS: dict = {}
"""The variant options of a single screenshot (--option)."""
ROOT = Path(__file__).resolve().parent.parent
DOCS_SIZE = "1280x800"
DOCS_PHASES = ("play", "score")
FORM_OPTIONS = ("form", "pack")
"""The option whose choices make the forms of a game's table, the first of these a variant
has (the book's forms; Tarok-Tappen's pack, 54 or 42 cards): the docs show each choice."""
UNSIZED_EXTRAS = ("problems-list-", "practice-dialog-", "practice-quiz-")
"""The beginnings of the docs pictures that do not carry the window size in their names."""
SAVED: list[Path] = []
"""Every picture written by this run (the docs folder keeps only these of its own)."""


def steer(game, rng: random.Random) -> Action:
    legal = game.legal_actions()
    if game.phase == "bid":
        ladder = game.variant.strategy.ladder  # the contracts, lowest first
        if game.to_move == HUMAN_SEAT:
            bids = [a for a in legal if a.value in ladder] or \
                [a for a in legal if a.value not in ("pass", "hold")]
            holds = [a for a in legal if a.value == "hold"]
            return (holds or bids[:1] or legal)[0]
        quiet = ("pass", game.variant.strategy.weak_opening)  # the 1821 Vorhand's Tapper
        return next((a for a in legal if a.value in quiet), legal[0])  # a compulsory opening
    if game.phase == "announce":
        passes = [a for a in legal if a.value == "pass"]
        return passes[0] if passes else legal[0]
    if game.phase == "talon":
        takes = [a for a in legal if a.value.startswith("take:")]
        return takes[0] if takes else legal[0]
    return rng.choice(legal)


def reached(game, phase: str, human: int = HUMAN_SEAT) -> bool:
    """Whether the deal stands at `phase` with the human (at seat `human`) to act."""
    if phase == "score":
        return game.is_terminal
    if phase == "excuse":  # whoever is to act: the table shows the Excuse's trick
        record = game.state.extra.get(EXCUSE_KEY)
        return game.phase == "play" and not game.state.trick and record is not None and \
            not record["powerless"] and record["trick"] == len(game.state.tricks) - 1
    human_turn = game.person_to_act == human and game.phase == PHASES[phase]
    return human_turn and (phase != "play" or len(game.state.tricks) >= 3)


def open_table(variant_id: str, n_seats: int, seed: str, vorhand: bool = False) -> MainWindow:
    """The table with the human at seat 1 (in the Vorhand if `vorhand`, else where the table
    seats him: as its first dealer, if he is dealt in so)."""
    table = variant_class(variant_id)(OPTIONS, n_seats)
    seating = table.seating
    persons = seating.table_persons() if seating.person_count else n_seats  # C5: by rubber
    names = ["Eva", "Anna", "Bernhard", "Clara", "David"][:persons]  # one window, both languages
    setup = TableSetup(variant_id, [SeatSetup(names[0], HUMAN)] +
                       [SeatSetup(n, "standard") for n in names[1:]], seed, dict(OPTIONS),
                       n_seats=n_seats, first_dealer=dealer_for_position(
                           variant_id, OPTIONS, n_seats, HUMAN_SEAT, 0) if vorhand else None)
    window = MainWindow(setup, animation_ms=0, bot_delay_ms=3_600_000)
    window.show()
    window.controller.stop_bots()
    return window


def show(app: QApplication, window: MainWindow, size: str, language: str) -> None:
    width, height = (int(x) for x in size.lower().split("x"))
    window.apply_settings({"language": language})
    window.resize(width, height)
    controller = window.controller
    controller.changed.emit()
    if controller.game.is_terminal:
        controller.deal_over.emit()
    for _ in range(5):
        app.processEvents()


def play_through(app, variant_id: str, n_seats: int, seed: str, wanted: list[str],
                 take, vorhand: bool = False) -> set[str]:
    """Play one deal, calling take(window, phase) at each wanted phase it reaches."""
    window = open_table(variant_id, n_seats, seed, vorhand)
    game = window.controller.game
    rng = random.Random(seed)
    taken = set()
    humans = window.controller.humans  # where the draw for seats (Whist, C5) put him
    human = humans[0] if humans else -1  # -1: he sits out this rubber (en cinq)
    while True:
        for phase in wanted:
            if phase not in taken and reached(game, phase, human):
                take(window, phase)
                taken.add(phase)
        if game.is_terminal:
            break
        game.apply(steer(game, rng))
    window.close()
    window.deleteLater()
    return taken


def phases_of(variant_id: str, n_seats: int) -> list[str]:
    """The screenshot phases the variant has (its own phase table, under --option, says
    which: Tarok unter Vieren bids only in form (b))."""
    phases = variant_class(variant_id)(OPTIONS, n_seats).phases
    present = set(phases) | {"done"}
    return [name for name, phase in PHASES.items() if phase in present
            and (name != "excuse" or isinstance(phases[phase], ExcuseTrickPlay))
            and (name != "claim" or CLAIM in phases["play"].kinds)]


def capture(app, variant_id: str, n_seats: int, seed: str, wanted: list[str], take,
            vorhand: bool = False) -> str:
    """take(window, phase) for every wanted phase, trying further seeds where needed; what
    was never reached, in words (empty: nothing)."""
    missing = list(wanted)
    for attempt in range(SEEDS_TRIED):
        if not missing:
            return ""
        taken = play_through(app, variant_id, n_seats, seed if attempt == 0 else
                             f"{seed}-{attempt}", missing, take, vorhand)
        missing = [p for p in missing if p not in taken]
    form = f" ({json.dumps(OPTIONS)})" if OPTIONS else ""
    return f"{variant_id}{form} with {n_seats}: never reached {', '.join(missing)} with the " \
        f"human to act in {SEEDS_TRIED} deals"


def problem_screens(app, folder: Path, size: str) -> None:
    """In each language: the problems dialog (problem 14 chosen: an unrecoverable one, with
    greyed games below it), problem 10 in progress at the table after four tricks of the
    book's line, problem 9 solved, and problem 12's solution stepped to its seventh move (in
    a narrow window with the drawer opened, so that the teaching panel shows)."""
    width, height = (int(x) for x in size.lower().split("x"))

    def settle(widget) -> None:
        for _ in range(5):
            app.processEvents()

    for language in LANGUAGES:
        window = MainWindow(animation_ms=0, bot_delay_ms=3_600_000, settings=Settings())
        window.resize(width, height)
        window.show()
        window.apply_settings({"language": language})
        problems = {p.number: p for p in load_problems(language)}
        dialog = ProblemsDialog(window, window.settings)
        dialog.show()
        dialog.table.selectRow(13)
        settle(dialog)
        save(dialog, folder / f"problems-list-{language}.png")
        dialog.close()
        for number, moves, name in ((10, 12, "problem-10-play"), (9, 3, "problem-9-solved")):
            window.show_home()
            controller = puzzle_controller(window, problems[number])
            window._install(controller)
            controller.stop_bots()
            for move in controller.line[:moves]:
                controller.game.apply(move.action)
                controller.changed.emit()
            open_drawer(app, window)
            settle(window)
            save(window, folder / f"{name}-{size}-{language}.png")
        window.show_home()
        controller = puzzle_controller(window, problems[12])
        window._install(controller)
        controller.show_solution()
        for _ in range(7):
            controller.step(1)
        open_drawer(app, window)
        settle(window)
        save(window, folder / f"problem-12-solution-{size}-{language}.png")
        window.close()


def review_screens(app, folder: Path, size: str) -> None:
    """In each language: the review of a Königrufen deal played by the standard players (one
    with mistakes of both sides, if any) at the trick of its first mistake, and the three
    pages of View → Statistics over two saved sessions."""
    from tarokdesk.core import Session
    from tarokdesk.gui.review import ReviewDialog
    from tarokdesk.gui.statistics import StatisticsDialog
    from tarokdesk.players import PLAYER_KINDS
    from tarokdesk.players.driver import play_session
    from tarokdesk.practice.review import review_deal
    from tarokdesk.practice.statistics import statistics
    from tarokdesk.store import SessionStore
    from tarokdesk.store.sessions import StoredSession

    width, height = (int(x) for x in size.lower().split("x"))
    stored = []
    for variant_id, names in (("koenigrufen", ["Anna", "Berta", "Carl", "Dora"]),
                              ("tapp-tarok", ["Anna", "Berta", "Carl"])):
        session = Session(variant_id, seed="shots", names=names)
        play_session(session, [PLAYER_KINDS["standard"](f"shots{i}") for i in
                               range(len(names))], 6)
        stored.append(StoredSession(variant_id, variant_id, [{"name": n, "kind": "standard"}
                                                             for n in names], session))
    reviews = [review_deal(game) for game in stored[0].session.games if game.is_terminal]
    review = max(reviews, key=lambda r: len(r.first_mistakes()))
    mistakes = sorted(review.first_mistakes().values())
    window = MainWindow(animation_ms=0, bot_delay_ms=3_600_000, settings=Settings(),
                        store=SessionStore())
    for language in LANGUAGES:
        window.apply_settings({"language": language})
        dialog = ReviewDialog(review, stored[0].session.names, parent=window)
        dialog.resize(width, height)
        dialog.show()
        dialog.show_trick(mistakes[0][0] if mistakes else len(review.tricks) - 1)
        app.processEvents()
        save(dialog, folder / f"review-{size}-{language}.png")
        dialog.close()
        dialog = StatisticsDialog(statistics(stored), parent=window)
        dialog.resize(width, height)
        dialog.show()
        tabs = dialog.findChild(QTabWidget)
        for page, name in enumerate(("table", "contracts", "running")):
            tabs.setCurrentIndex(page)
            for _ in range(5):
                app.processEvents()
            save(dialog, folder / f"statistics-{name}-{size}-{language}.png")
        dialog.close()
    window.close()


def practice_pictures(app, folder: Path, size: str) -> None:
    """The practice dialog (a shared seed, the declarer's role) and the table's verdict on a
    quiz answer (in the teaching panel, the score above it; in a narrow window the drawer
    opened), in both languages."""
    from tarokdesk.gui.home import PracticeDialog
    from tarokdesk.gui.i18n import LANGUAGE

    folder.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        LANGUAGE.use(language)
        dialog = PracticeDialog()
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("koenigrufen"))
        dialog.role_box.setCurrentIndex(dialog.role_box.findData("declarer"))
        dialog.seed_edit.setText("share-me")
        dialog.show()
        app.processEvents()
        save(dialog, folder / f"practice-dialog-{language}.png")
        dialog.close()
        setup = TableSetup("tapp-tarok", [SeatSetup("Eva", HUMAN), SeatSetup("Anna", "standard"),
                                          SeatSetup("Bernhard", "standard")], "12", hints=True,
                           quiz=True)
        window = MainWindow(setup, animation_ms=0, bot_delay_ms=0, settings=Settings())
        window.apply_settings({"language": language})
        window.resize(*(int(x) for x in size.lower().split("x")))
        window.show()
        answer_quiz_by_the_book(app, window)
        open_drawer(app, window)
        save(window, folder / f"practice-quiz-{size}-{language}.png")
        window.close()


def newgame_pictures(app, folder: Path, sizes: tuple[str, ...]) -> None:
    """At each window size and in both languages: the start screen, and over it the new-game
    dialog as it opens and with a game's many house rules unfolded (Neunzehnerrufen)."""
    from tarokdesk.gui.dialogs import NewGameDialog

    folder.mkdir(parents=True, exist_ok=True)
    for size in sizes:
        for language in LANGUAGES:
            window = MainWindow(animation_ms=0, bot_delay_ms=3_600_000, settings=Settings())
            window.apply_settings({"language": language})
            window.resize(*(int(x) for x in size.lower().split("x")))
            window.show()
            app.processEvents()
            save(window, folder / f"home-{size}-{language}.png")
            dialog = NewGameDialog(window, None, window.settings)
            dialog.show()
            app.processEvents()
            save(dialog, folder / f"newgame-{size}-{language}.png")
            dialog.choose("neunzehnerrufen")
            dialog.rules_toggle.setChecked(True)
            app.processEvents()
            save(dialog, folder / f"newgame-rules-{size}-{language}.png")
            dialog.close()
            window.close()


class DocsTable(NamedTuple):
    """One table the docs show: a variant at one of its table sizes, in one of its forms."""

    variant_id: str
    n_seats: int
    form: str
    """The form's part of the pictures' names ("en_deux", "pack42"); empty: the default."""
    options: dict
    """The variant options that make the form."""

    def picture(self, phase: str, language: str) -> str:
        """`<variant>-<seats>-<phase>-1280x800-<lang>.png`, the form after the variant."""
        variant = f"{self.variant_id}-{self.form}" if self.form else self.variant_id
        return f"{variant}-{self.n_seats}-{phase}-{DOCS_SIZE}-{language}.png"


def form_option(variant_id: str) -> str | None:
    return next((key for key in FORM_OPTIONS if key in variant_class(variant_id).options), None)


def docs_tables() -> list[DocsTable]:
    """Every variant at each table size, in each of its forms, as the new-game dialog
    lists the games: by family and pack."""
    variants = all_variants()
    tables = []
    for _, variant_ids in families(variants):
        for variant_id in variant_ids:
            cls, key = variants[variant_id], form_option(variant_id)
            option = cls.options.get(key)
            for choice in option.choices if option else (None,):
                form = "" if choice is None or choice == option.default else \
                    choice if isinstance(choice, str) else f"{key}{choice}"
                options = {key: choice} if form else {}
                tables += [DocsTable(variant_id, n, form, options) for n in cls.seat_counts]
    return tables


def docs_pictures(app, folder: Path, seed: str) -> list[str]:
    """The docs set in `folder`: each table in play and at its result, in both languages, and
    the extras; then, if every table reached its phases, the folder's pictures of these kinds
    that this run did not write go. Returns the phases never reached, in words.

    The human sits in the Vorhand (a dealer's hand can then lie as the flying dummy), or, where
    he never gets to play from there, where the table seats him (Quadrille: the dealer alone
    chooses the game); each game has a deal of its own (the seed followed by the variant's id)."""
    folder.mkdir(parents=True, exist_ok=True)
    SAVED.clear()

    def take(window, phase, table: DocsTable) -> None:
        for language in LANGUAGES:
            show(app, window, DOCS_SIZE, language)
            save(window, folder / table.picture(phase, language))

    failures = []
    for table in docs_tables():
        OPTIONS.clear()
        OPTIONS.update(table.options)
        for vorhand in (True, False):
            failure = capture(app, table.variant_id, table.n_seats, f"{seed}-{table.variant_id}",
                              list(DOCS_PHASES), lambda w, p, t=table: take(w, p, t), vorhand)
            if not failure:
                break
        failures.append(failure)
    OPTIONS.clear()
    failures = [failure for failure in failures if failure]
    problem_screens(app, folder, DOCS_SIZE)
    practice_pictures(app, folder, DOCS_SIZE)
    newgame_pictures(app, folder, (DOCS_SIZE,))
    review_screens(app, folder, DOCS_SIZE)
    if failures:
        return failures
    owned = [path for path in folder.glob("*.png") if f"-{DOCS_SIZE}-" in path.name
             or path.name.startswith(UNSIZED_EXTRAS)]
    for stale in sorted(set(owned) - set(SAVED)):
        stale.unlink()
        print(f"removed {stale}")
    return []


def docs_section(folder: Path) -> str:
    """The README's Screenshots section for the docs set in `folder` (a folder of this
    checkout): the games by family, each table's pictures, and the extras."""
    LANGUAGE.use("en")
    where = folder.resolve().relative_to(ROOT).as_posix()

    def pair(name: str) -> str:
        return " ".join(f"[{language}]({where}/{name.format(language=language)})"
                        for language in LANGUAGES)

    lines = ["## Screenshots", "", *textwrap.wrap(
        f"Every game at {DOCS_SIZE.replace('x', '×')}, in play and at its result, in English "
        f"and German (`{where}/<variant>-<seats>-<phase>-{DOCS_SIZE}-<en|de>.png`, a form of "
        "the game after the variant's name; <seats>: the seats at the table, a dummy's among "
        "them). The pictures and this section are made by "
        f"`tools/screenshot.py --docs {where} --readme`.", 100,
        break_long_words=False, break_on_hyphens=False)]
    variants = all_variants()
    tables = docs_tables()
    for family, variant_ids in families(variants):
        lines += ["", f"### {group_words(family)}", ""]
        for variant_id in variant_ids:
            cls = variants[variant_id]
            own = [t for t in tables if t.variant_id == variant_id]
            key = form_option(variant_id)
            parts = []
            for table in own:
                label = []
                if len(cls.seat_counts) > 1:
                    label.append(plural("NewGameDialog", "%n players",
                                        cls(table.options, table.n_seats).seating.table_persons()))
                if key:
                    option = cls.options[key]
                    choice = table.options.get(key, option.default)
                    label.append(option.value_labels[option.choices.index(choice)])
                pictures = ", ".join(f"{phase} {pair(table.picture(phase, '{language}'))}"
                                     for phase in DOCS_PHASES)
                parts.append(f"*{', '.join(label)}*: {pictures}" if label else pictures)
            summary = cls.presentation.summary.replace('"', "'")
            first = f"{where}/{own[0].picture(DOCS_PHASES[0], LANGUAGES[0])}"
            lines.append(f"- [**{cls.name}**]({first} \"{summary}\") ({persons_words(cls)}) — "
                         + "; ".join(parts))
    size = DOCS_SIZE
    lines += ["", "### Practice, problems, a new game, a review", "",
              f"- Practice games: the dialog {pair('practice-dialog-{language}.png')}, "
              f"a quiz answer {pair(f'practice-quiz-{size}-{{language}}.png')}",
              f"- Ulmann's problems: the list {pair('problems-list-{language}.png')}, "
              f"a puzzle in play {pair(f'problem-10-play-{size}-{{language}}.png')}, "
              f"one solved {pair(f'problem-9-solved-{size}-{{language}}.png')}, "
              f"a solution stepped through {pair(f'problem-12-solution-{size}-{{language}}.png')}",
              f"- A new game: the start screen {pair(f'home-{size}-{{language}}.png')}, the "
              f"dialog {pair(f'newgame-{size}-{{language}}.png')}, its house rules "
              f"{pair(f'newgame-rules-{size}-{{language}}.png')}",
              f"- A deal reviewed {pair(f'review-{size}-{{language}}.png')}; the statistics: "
              + ", ".join(f"{page} {pair(f'statistics-{page}-{size}-{{language}}.png')}"
                          for page in ("table", "contracts", "running")),
              ""]
    return "\n".join(lines)


def write_readme(folder: Path) -> None:
    """Replace the README's Screenshots section (up to the next section) with docs_section."""
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    section = re.compile(r"^## Screenshots\n.*?(?=^## )", re.MULTILINE | re.DOTALL)
    if not section.search(text):
        raise SystemExit("README.md has no Screenshots section followed by another")
    readme.write_text(section.sub(lambda _: docs_section(folder) + "\n", text, count=1),
                      encoding="utf-8")
    print(readme)


def answer_quiz_by_the_book(app, window) -> None:
    """Play the standard player's choices until a card question has been answered."""
    controller, quiz = window.controller, window.quiz
    while quiz.judged is None or quiz.judged.book.kind != "play":
        app.processEvents()
        if controller.game.is_terminal:
            raise SystemExit("the deal ended before a card question was answered")
        if controller.human_to_act():
            question = quiz.pending
            controller.act(question.book if question else controller.hint()[0])


def save(widget, path: Path) -> None:
    if isinstance(widget, MainWindow):  # a grab paints at once, not through the window's update
        widget.view.lay_out_pending()
    widget.grab().save(str(path), quality=0)  # PNG: the strongest compression
    SAVED.append(path)
    print(path)


def open_drawer(app, window) -> None:
    """In a narrow window, open the drawer of side panels (the teaching panel among them)."""
    if window.drawer.isVisible() and not window.drawer.isChecked():
        window.drawer.click()
        for _ in range(5):
            app.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--all", action="store_true",
                        help="every phase x variant x table size x window size x language")
    parser.add_argument("--problems", action="store_true",
                        help="the problems dialog and two puzzles, in both languages")
    parser.add_argument("--review", action="store_true",
                        help="the review of a deal and the statistics, in both languages")
    parser.add_argument("--variant", default="koenigrufen")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--phase", choices=tuple(PHASES), default="play")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--deck", default="classic", choices=("classic", "high-contrast"))
    parser.add_argument("--seats", type=int, default=None)
    parser.add_argument("--language", default="en", choices=LANGUAGES)
    parser.add_argument("--option", action="append", default=[], metavar="KEY=JSON",
                        help="a variant option of a single screenshot, e.g. pack=42")
    parser.add_argument("--practice", action="store_true",
                        help="the practice dialog and a quiz answer, in both languages")
    parser.add_argument("--newgame", action="store_true",
                        help="the start screen and the new-game dialog at 1024x640 and "
                             "1280x800 (or --size), in both languages")
    parser.add_argument("--hints", action="store_true",
                        help="a single screenshot with the human's hint shown")
    parser.add_argument("--drawer", action="store_true",
                        help="a single screenshot with the side panels' drawer opened (a "
                             "window narrower than 1100 px)")
    parser.add_argument("--docs", metavar="DIR",
                        help="the docs pictures: every game and table in play and at its "
                             f"result at {DOCS_SIZE} in both languages, and the extras; removes "
                             "the folder's older pictures of these kinds")
    parser.add_argument("--readme", action="store_true",
                        help="rewrite README.md's Screenshots section for the pictures of "
                             "--docs DIR (alone: of docs/screenshots, taking none)")
    parser.add_argument("--out", help="the PNG; with --all or --practice, a folder")
    args = parser.parse_args()
    for pair in args.option:
        key, _, value = pair.partition("=")
        OPTIONS[key] = json.loads(value)
    app = QApplication.instance() or QApplication(sys.argv[:1])

    if args.docs or args.readme:
        folder = Path(args.docs or ROOT / "docs" / "screenshots")
        failures = docs_pictures(app, folder, args.seed) if args.docs else []
        if args.readme:
            write_readme(folder)
        if failures:
            raise SystemExit("\n".join(failures))
        return 0
    if not args.out:
        parser.error("--out is needed")
    if args.problems:
        Path(args.out).mkdir(parents=True, exist_ok=True)
        problem_screens(app, Path(args.out), args.size)
        return 0
    if args.review:
        Path(args.out).mkdir(parents=True, exist_ok=True)
        review_screens(app, Path(args.out), args.size)
        return 0

    if args.practice:
        practice_pictures(app, Path(args.out), args.size)
        return 0

    if args.newgame:
        sizes = (args.size,) if "--size" in sys.argv else SIZES[:2]
        newgame_pictures(app, Path(args.out), sizes)
        return 0

    if args.all:
        folder = Path(args.out)
        folder.mkdir(parents=True, exist_ok=True)

        def take_all(window, phase, variant_id, n_seats) -> None:
            window.apply_settings({"deck": args.deck})
            for size in SIZES:
                for language in LANGUAGES:
                    show(app, window, size, language)
                    save(window, folder / f"{variant_id}-{n_seats}-{phase}-{size}-{language}.png")

        for variant_id, cls in sorted(all_variants().items()):
            for n_seats in cls.seat_counts:
                failure = capture(app, variant_id, n_seats, args.seed,
                                  phases_of(variant_id, n_seats),
                                  lambda w, p, v=variant_id, n=n_seats: take_all(w, p, v, n))
                if failure:
                    raise SystemExit(failure)
        return 0

    n_seats = args.seats or variant_class(args.variant).seat_counts[0]
    if args.phase not in phases_of(args.variant, n_seats):
        raise SystemExit(f"{args.variant} has no {args.phase} phase")

    def take_one(window, phase) -> None:
        window.apply_settings({"deck": args.deck})
        show(app, window, args.size, args.language)
        if args.hints:
            window.show_hint()
            app.processEvents()
        if args.drawer:
            open_drawer(app, window)
        save(window, Path(args.out))

    failure = capture(app, args.variant, n_seats, args.seed, [args.phase], take_one)
    if failure:
        raise SystemExit(failure)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
